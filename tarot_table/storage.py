"""Saved games: where they live, and writing, reading, listing, recovering and deleting them.

A save is one JSON document per slot, ``<saves_dir()>/<id>.json`` (the format is described field
by field in ``docs/save-format.md``). The session layer builds the payload — ``id``, ``game``,
``options``, ``seed``, ``seats``, ``shuffles``, ``actions`` and ``summary`` — and this module
stamps ``format``, ``version`` and ``saved_at``, checks the document against its declared shape
(:class:`~tarot_table.save_format.SaveDocument`, the same check as on reading), and writes it
atomically, keeping the previous version of the slot as ``<id>.json.bak``.

Nothing here ever deletes a save it cannot read: a damaged file is moved aside into
``<saves_dir()>/corrupt/`` under a new timestamped name (:func:`quarantine`) and the problem is
reported as a :class:`SaveError` whose message is written for a dialog box. A save made by a
newer version (:class:`NewerSaveError`) is never moved, replaced or restored over: it stays
where it is until a newer Tarot Table opens it. Only :func:`delete_save`, the user's own Delete
button, removes saves; :func:`list_saves` also removes the stale temporary files of writes that
were interrupted (:func:`remove_stale_temp_files`, which the decks and tournaments folders use
too).

Every file the app reads from the user's folders — saves and replays here, tournaments, decks
and settings through this module too — is read by :func:`read_file`: only if it is a regular
file (a FIFO would block the reader forever, ``/dev/zero`` never end), opened without waiting,
and at most a limit of bytes for its kind; otherwise it is refused (:class:`RefusedFile`) and
reported as a damaged file is. A save is read up to :data:`MAX_SAVE_BYTES`, and it is checked
against :mod:`tarot_table.save_format` (which bounds every text that the menus show — seat
names, the game, the progress — and keeps it free of control characters and showing) before
anything is built from it; a damaged field is reported with msgspec's path to it
(``Save 'x.json' is damaged: Expected `str`, got `int` - at `$.seats[0].name`.``).

The data directory is ``platformdirs.user_data_dir("tarot-table")``, or the directory named by
the ``TAROT_TABLE_DATA_DIR`` environment variable when that is set (tests and CI point it at a
temporary directory).

This module is stdlib + platformdirs + msgspec only; it must not import pygame.
"""

from __future__ import annotations

import json
import logging
import os
import re
import secrets
import stat
import tempfile
import time
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, NoReturn

import msgspec
import platformdirs

from . import save_format
from .save_format import FORMAT, MAX_SEATS, NAME_LIMIT, SCHEMA_VERSION

__all__ = [
    "DATA_DIR_ENV",
    "FORMAT",
    "MAX_SAVE_BYTES",
    "MAX_SEATS",
    "NAME_LIMIT",
    "NewerSaveError",
    "RefusedFile",
    "SCHEMA_VERSION",
    "STALE_TEMP_SECONDS",
    "SaveError",
    "SaveInfo",
    "data_dir",
    "delete_save",
    "latest_unfinished",
    "list_saves",
    "load_save",
    "new_save_id",
    "quarantine",
    "read_file",
    "read_save",
    "remove_stale_temp_files",
    "saves_dir",
    "write_file",
    "write_save",
]

log = logging.getLogger(__name__)

#: Environment variable that overrides the data directory.
DATA_DIR_ENV = "TAROT_TABLE_DATA_DIR"
#: The largest file read as a save (bytes). A whole game takes a few kilobytes (the longest
#: random games measured, Arcanoid with ten players, 12 KB).
MAX_SAVE_BYTES = 4 * 1024 * 1024
#: A temporary file of an interrupted write older than this (seconds) is removed by
#: :func:`remove_stale_temp_files`; a write in progress keeps its file for milliseconds.
STALE_TEMP_SECONDS = 600

def _shuffles_bottom_to_top(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 1 → 2: every recorded shuffle lists its cards bottom to top, the last card dealt
    or drawn first (``docs/positions.md``). Tarok and Tarocchi recorded theirs the other way
    round (the first card dealt first) until version 2, so theirs are turned over."""
    if doc.get("game") not in ("tarok", "tarocchi") or not isinstance(doc.get("shuffles"), list):
        return doc
    turned = [" ".join(reversed(s.split())) if isinstance(s, str) else s for s in doc["shuffles"]]
    return {**doc, "shuffles": turned}


#: Upgrades from older format versions: ``_MIGRATIONS[n]`` takes a version-``n`` document and
#: returns the equivalent version-``n + 1`` document.
_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _shuffles_bottom_to_top}

_SUFFIX = ".json"
_BACKUP_SUFFIX = ".json.bak"
_TEMP_SUFFIX = ".tmp"
_CORRUPT = "corrupt"
_ID_RE = re.compile(save_format.SLOT_ID)
_GAME_RE = re.compile(save_format.GAME_NAME)
_SAVED_AT_FORMAT = "%Y-%m-%dT%H:%M:%SZ"
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
#: A format version beyond any there will ever be: the field is garbage, not a newer format.
_VERSION_LIMIT = 1_000_000
#: The longest part of a library message shown before its path (it may quote a value).
_PROBLEM_LIMIT = 160
#: The temporary files :func:`_write_temp` makes: ``.<id>.json.<random>.tmp`` and
#: ``.<id>.json.bak.<random>.tmp`` (saves and tournaments), ``.<slug>.txt.<random>.tmp``
#: (decks).
_TEMP_RE = re.compile(r"\.[A-Za-z0-9][A-Za-z0-9_-]*\.(json|json\.bak|txt)\.[^.]+\.tmp")


class SaveError(Exception):
    """A save could not be written, read or recovered.

    ``str(error)`` (also ``error.message``) is a complete sentence for a dialog box that names
    the file and says what is wrong with it, e.g. ``"Save 'x.json' is truncated or not valid JSON
    (line 3, column 5); it was moved to /…/saves/corrupt/x-20261121T210633.json."``.
    ``error.path`` is the file concerned (``None`` when there is none, e.g. an invalid document
    passed to :func:`write_save`), ``error.moved_to`` the quarantine path when the file was
    moved aside and ``error.restored`` whether its backup was put in its place.
    """

    def __init__(self, message: str, *, path: Path | None = None,
                 moved_to: Path | None = None, restored: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.moved_to = moved_to
        self.restored = restored


class NewerSaveError(SaveError):
    """The save was made by a newer version of Tarot Table (format ``version``, greater than
    :data:`SCHEMA_VERSION`). Such a file is left where it is. ``game`` is the game it names
    when that is a well-formed game name, else ``""``."""

    def __init__(self, message: str, *, path: Path, version: int, game: str = "",
                 restored: bool = False) -> None:
        super().__init__(message, path=path, restored=restored)
        self.version = version
        self.game = game


class RefusedFile(Exception):
    """A file :func:`read_file` does not read, whatever it holds: not a regular file, or larger
    than the limit for its kind. The message completes a sentence naming the file (``"Save
    'x.json' "`` + ``"is not a regular file"``)."""


# --------------------------------------------------------------------------------------------
# Locations and ids


def _utcnow() -> datetime:
    """The current time, timezone-aware UTC (a seam the tests replace with a fixed clock)."""
    return datetime.now(timezone.utc)


def data_dir() -> Path:
    """The per-user data directory: ``$TAROT_TABLE_DATA_DIR`` if set and non-empty, else
    ``platformdirs.user_data_dir("tarot-table")``. Not created here."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir("tarot-table", appauthor=False))


def saves_dir() -> Path:
    """``data_dir() / "saves"``, created (with parents) if missing.

    Raises ``OSError`` if it cannot be created.
    """
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _is_valid_id(value: object) -> bool:
    return isinstance(value, str) and _ID_RE.search(value) is not None


def _slug(text: str, limit: int = 24) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:limit].strip("-")
    return slug or "game"


def new_save_id(game: str) -> str:
    """A fresh slot id for a game of ``game``: ``"<UTC yyyymmdd-hhmmss>-<game>-<4 hex>"``,
    e.g. ``"20261121-210633-tarok-ab12"``.

    The game name is reduced to lowercase ASCII letters, digits and ``-`` (at most 24
    characters; ``"game"`` if nothing is left), so the id is a safe file name everywhere.
    The random suffix makes two saves started in the same second distinct.
    """
    stamp = _utcnow().astimezone(timezone.utc).strftime("%Y%m%d-%H%M%S")
    return f"{stamp}-{_slug(game)}-{secrets.token_hex(2)}"


def _resolve(path_or_id: str | os.PathLike[str]) -> Path:
    """A slot id becomes ``saves_dir()/<id>.json``; anything else is taken as a path."""
    if isinstance(path_or_id, str) and _is_valid_id(path_or_id):
        return saves_dir() / f"{path_or_id}{_SUFFIX}"
    if isinstance(path_or_id, (str, os.PathLike)):
        return Path(os.fspath(path_or_id))
    raise TypeError(f"expected a save id or a path, got {type(path_or_id).__name__}")


def _backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


# --------------------------------------------------------------------------------------------
# Validation


def _describe(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return f"a Python {type(value).__name__}"


def _shown(text: str, limit: int = 40) -> str:
    """``text`` quoted for a message: at most ``limit`` characters, every unprintable one
    escaped (``repr``), so that a hostile text can neither flood nor break a dialog."""
    return repr(text[:limit]) + ("…" if len(text) > limit else "")


def _damage(error: msgspec.ValidationError) -> str:
    """The library's message for a document that does not fit :mod:`~tarot_table.save_format`,
    its problem (before `` - at `<path>```) cut to :data:`_PROBLEM_LIMIT` characters: msgspec
    quotes an unknown enum value (a seat ``kind``) whole, and a file's text must not flood a
    dialog. The path is kept whole (field names and indices, short by construction)."""
    message = str(error)
    problem, at, where = message.rpartition(" - at ")
    if not at:
        problem, where = message, ""
    if len(problem) > _PROBLEM_LIMIT:
        problem = problem[:_PROBLEM_LIMIT] + "…"
    return problem + at + where


def _oldest_readable() -> int:
    return min(_MIGRATIONS, default=SCHEMA_VERSION)


def _parse(data: bytes, path: Path) -> dict[str, Any]:
    """Decode, (if needed) migrate and check the bytes of a save file against
    :class:`~tarot_table.save_format.SaveDocument`. Raises :class:`SaveError` whose message
    names ``path.name``."""
    doc = _json_object(data, path)
    version = _readable_version(doc, path)
    try:
        while version < SCHEMA_VERSION:
            doc = _MIGRATIONS[version](doc)
            version += 1
            doc["version"] = version
        save_format.check(doc)
    except msgspec.ValidationError as exc:
        raise _failure(path, f"is damaged: {_damage(exc)}") from None
    except RecursionError:
        raise _failure(path, "is damaged: it is nested too deeply") from None
    except Exception as exc:  # a migration tripping over an odd document
        raise _failure(path, f"could not be upgraded from an older format ({exc})") from None
    return doc


def _failure(path: Path, problem: str) -> SaveError:
    """The error saying that the save ``path`` ``problem`` (a predicate: "is empty")."""
    return SaveError(f"Save '{path.name}' {problem}.", path=path)


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not allowed")


def _json_object(data: bytes, path: Path) -> dict[str, Any]:
    """The JSON object in ``data`` (UTF-8, a BOM allowed; no NaN or Infinity). Raises
    :class:`SaveError` saying what ``data`` is instead."""
    if not data.strip():
        raise _failure(path, "is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _failure(path, f"is not readable text (invalid UTF-8 at byte {exc.start})"
                       ) from None
    try:
        doc = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise _failure(path, "is truncated or not valid JSON "
                             f"(line {exc.lineno}, column {exc.colno})") from None
    except ValueError as exc:
        raise _failure(path, f"is not valid JSON ({exc})") from None
    except RecursionError:
        raise _failure(path, "is not valid JSON (it is nested too deeply)") from None
    if not isinstance(doc, dict):
        raise _failure(path, "does not contain a saved game "
                             f"(expected a JSON object, found {_describe(doc)})")
    return doc


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _readable_version(doc: dict[str, Any], path: Path) -> int:
    """The save format version of ``doc``, one this version of Tarot Table reads (itself or
    by migrations). Raises :class:`SaveError` for a document that is not a save or has no
    usable version, and as :func:`_check_supported` says."""
    fmt = doc.get("format")
    if fmt != FORMAT:
        shown = ("missing" if "format" not in doc
                 else _shown(fmt) if isinstance(fmt, str) else _describe(fmt))
        raise _failure(path, f"is not a Tarot Table save (its format is {shown}, expected "
                             f"{FORMAT!r})")
    version = doc.get("version")
    if not _is_int(version) or version > _VERSION_LIMIT:
        shown = ("missing" if "version" not in doc
                 else "out of range" if _is_int(version) else _describe(version))
        raise _failure(path, f"has no usable format version (the version field is {shown})")
    _check_supported(doc, version, path)
    return version


def _check_supported(doc: dict[str, Any], version: int, path: Path) -> None:
    """Raise :class:`NewerSaveError` when ``version`` is newer than this version of Tarot
    Table writes, :class:`SaveError` when it is older than its migrations read."""
    if version > SCHEMA_VERSION:
        game = doc.get("game")
        raise NewerSaveError(
            f"Save '{path.name}' was made by a newer version of Tarot Table (save format "
            f"version {version}; this version reads up to version {SCHEMA_VERSION}). Update "
            "Tarot Table to open it; the file is left as it is.", path=path, version=version,
            game=game if isinstance(game, str) and _GAME_RE.search(game) else "")
    if version < _oldest_readable():
        raise _failure(path, f"uses save format version {version}, which is older than this "
                             "version of Tarot Table can read (oldest supported: version "
                             f"{_oldest_readable()})")


# --------------------------------------------------------------------------------------------
# Low-level file operations


def _fsync_dir(directory: Path) -> None:
    """Make a rename in ``directory`` durable, where the OS supports it (not Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _amount(size: int) -> str:
    """``size`` bytes in words: ``"4 MB"``, ``"64 KB"``, ``"1000 bytes"``."""
    for unit, name in ((2**20, "MB"), (2**10, "KB")):
        if size >= unit and size % unit == 0:
            return f"{size // unit} {name}"
    return f"{size} bytes"


def read_file(path: str | os.PathLike[str], limit: int, what: str) -> bytes:
    """The bytes of the user's file ``path``, at most ``limit`` of them, ``what`` naming its
    kind for the message (``"a deck"``): the one way the app reads a file of the user's folders
    (saves, replays, tournaments, decks, settings).

    The file is looked at before it is opened (through a link: a link to a regular file is
    read) and never opened unless it is a regular file; it is opened without waiting
    (``O_NONBLOCK``: a FIFO put in its place meanwhile is not waited on), looked at again
    through the open descriptor, and at most ``limit + 1`` bytes are read.

    Raises ``FileNotFoundError`` when it is missing, ``OSError`` when it cannot be read, and
    :class:`RefusedFile` (``"is not a regular file"``, ``"is too large to be a deck (more than
    64 KB)"``) when it is not a regular file or holds more than ``limit`` bytes.
    """
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise RefusedFile("is not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    with os.fdopen(os.open(path, flags), "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise RefusedFile("is not a regular file")
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise RefusedFile(f"is too large to be {what} (more than {_amount(limit)})")
    return data


def _read_file(path: Path) -> bytes:
    """The bytes of the save file ``path`` (:func:`read_file` up to :data:`MAX_SAVE_BYTES`)."""
    return read_file(path, MAX_SAVE_BYTES, "a save")


def _write_temp(directory: Path, name: str, data: bytes) -> Path:
    """Write ``data`` to a new hidden ``.<name>.<random>.tmp`` file in ``directory``, flushed
    and fsynced. Removes it again if the write fails. Returns its path."""
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=_TEMP_SUFFIX, dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise
    return Path(tmp)


def _atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` via a temp file + ``os.replace``: at every instant the
    file is either its old complete content or the new one. No temp file is left on failure."""
    tmp = _write_temp(path.parent, path.name, data)
    try:
        os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise


def _quarantine_name(name: str, moment: datetime) -> tuple[str, str]:
    """Split ``x.json.bak`` into ``("x-<stamp>", ".json.bak")``."""
    base, dot, rest = name.lstrip(".").partition(".")
    ext = f".{rest}" if dot else ""
    return f"{base or 'save'}-{moment.strftime('%Y%m%dT%H%M%S')}", ext


def _reserve_corrupt(name: str) -> Path:
    """Create (exclusively, so nothing is ever overwritten) an empty file in the corrupt folder
    with a timestamped name derived from ``name``; return its path."""
    folder = saves_dir() / _CORRUPT
    folder.mkdir(exist_ok=True)
    base, ext = _quarantine_name(name, _utcnow().astimezone(timezone.utc))
    for n in range(1, 10_000):
        candidate = folder / (f"{base}{ext}" if n == 1 else f"{base}-{n}{ext}")
        try:
            fd = os.open(candidate, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            continue
        os.close(fd)
        return candidate
    raise OSError(f"no free name for {name!r} in {folder}")


def _set_aside(path: Path) -> Path:
    """Keep the bad file ``path`` in the corrupt folder before it is replaced: a copy of its
    bytes, or the file itself (moved) when it cannot be read whole. Returns where it went."""
    try:
        data = _read_file(path)
    except (RefusedFile, OSError):
        return quarantine(path)
    return _quarantine_copy(data, path.name)


def _quarantine_copy(data: bytes, name: str) -> Path:
    """Store a copy of a bad file's bytes in the corrupt folder (fsynced); return its path."""
    target = _reserve_corrupt(name)
    try:
        with open(target, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with suppress(OSError):
            os.unlink(target)  # our own placeholder, never someone else's file
        raise
    _fsync_dir(target.parent)
    return target


# --------------------------------------------------------------------------------------------
# Public API


def write_save(doc: dict[str, Any], directory: Path | None = None) -> Path:
    """Validate ``doc`` and write it atomically to ``saves_dir()/<doc["id"]>.json`` (or into
    ``directory``, created on demand, for recorded simulation games).

    ``doc`` holds the session-built fields of
    :class:`~tarot_table.save_format.SaveDocument`: ``id`` (a slot id, see
    :func:`new_save_id`), ``game`` (str), ``options`` (object), ``seed`` (int), ``seats``
    (1–16 of ``{"name": str, "kind": "human"|"ai", "agent": str|None}``), ``shuffles`` and
    ``actions`` (lists of str) and ``summary`` (``{"progress": str, "scores": [number, ...],
    "finished": bool}``, extra keys allowed). Every value must be JSON-storable exactly: dicts
    with text keys, lists/tuples, str, int, finite float, bool, None
    (:func:`~tarot_table.save_format.check_plain_json`). ``format``, ``version`` and
    ``saved_at`` (now, UTC, whole seconds) are set here, overriding any given; other extra
    top-level keys are kept. The whole document is checked as :func:`read_save` checks a file.
    ``doc`` itself is not modified.

    Sequence: the new content goes to a temp file in the same directory (flushed, fsynced);
    the current ``<id>.json``, if it is a valid save, is copied to ``<id>.json.bak`` the same
    way (temp + ``os.replace``); then the temp file is ``os.replace``-d onto ``<id>.json`` and
    the directory fsynced. A crash at any point leaves each of the two files either complete
    old or complete new. If the current file is *not* a valid save, a copy of it goes to the
    corrupt folder instead (the file itself, moved, when it is too large to copy) and the
    existing backup is left alone.

    Returns the path written. Raises :class:`SaveError` if ``doc`` is invalid (the message
    names the field, e.g. ``Cannot save game 'x': Invalid enum value 'robot' - at
    `$.seats[1].kind`.``; nothing is written), if the slot holds a save made by a newer
    version (never replaced; nothing is written) or if the disk write fails (the previous save
    is left intact, no temp file remains).
    """
    saved, label = _stamped(doc)
    # checked: text keys, finite numbers, no lone surrogate — nothing left to refuse
    data = (json.dumps(saved, ensure_ascii=False, indent=2, allow_nan=False) + "\n").encode()
    file_name = f"{saved['id']}{_SUFFIX}"
    folder: Path | None = None
    try:
        folder = saves_dir() if directory is None else Path(directory)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / file_name
        tmp = _write_temp(folder, path.name, data)
        try:
            _keep_old_file(path, label)
            os.replace(tmp, path)
        except BaseException:
            with suppress(OSError):
                os.unlink(tmp)
            raise
        _fsync_dir(folder)
    except OSError as exc:
        where = folder if folder is not None else data_dir()
        raise SaveError(f"Could not write save '{file_name}' in {where}: "
                        f"{exc.strerror or exc}.") from exc
    return path


def _stamped(doc: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """``doc`` as :func:`write_save` writes it (``format``, ``version`` and ``saved_at`` set
    first), checked, and the words naming the game in a message. Raises :class:`SaveError`
    naming what is wrong."""
    if not isinstance(doc, dict):
        raise SaveError(f"Cannot save: expected the game as an object, got {_describe(doc)}.")
    slot = doc.get("id")
    label = f"game {slot!r}" if isinstance(slot, str) else "game"
    saved: dict[Any, Any] = {"format": FORMAT, "version": SCHEMA_VERSION}
    if "id" in doc:
        saved["id"] = doc["id"]
    saved["saved_at"] = _utcnow().astimezone(timezone.utc).strftime(_SAVED_AT_FORMAT)
    saved.update((k, v) for k, v in doc.items() if k not in saved)
    try:
        save_format.check(saved)
    except msgspec.ValidationError as exc:
        raise SaveError(f"Cannot save {label}: {_damage(exc)}.") from None
    except RecursionError:
        raise SaveError(f"Cannot save {label}: it is nested too deeply.") from None
    return saved, label


def _keep_old_file(path: Path, label: str) -> None:
    """Before ``path`` is saved over: a valid save there is copied to its backup; a file that
    is not one is copied to the corrupt folder (moved there when it is refused unread). Raises
    :class:`SaveError` when it is a save made by a newer version (never replaced)."""
    try:
        old = _read_file(path)
    except FileNotFoundError:
        return
    except RefusedFile as exc:
        moved = quarantine(path)
        log.warning("Save '%s' %s; it was moved to %s before saving.", path.name, exc, moved)
        return
    try:
        _parse(old, path)
    except NewerSaveError:
        raise SaveError(f"Cannot save {label}: its slot holds a save made by a newer "
                        "version of Tarot Table, which is never replaced.", path=path) from None
    except SaveError as exc:
        moved = _quarantine_copy(old, path.name)
        log.warning("%s A copy was kept at %s before saving over it.", exc, moved)
    else:
        _atomic_write(_backup_path(path), old)


def write_file(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` with the saves' atomic recipe: a temporary file in the same
    directory (created with its parents), flushed and fsynced, ``os.replace``-d onto ``path``,
    the directory fsynced. At every instant ``path`` holds its old content or the new one.
    Raises ``OSError`` when the write fails (``path`` is left as it was)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    _atomic_write(path, data)
    _fsync_dir(path.parent)


def read_save(path_or_id: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and check one save; never modifies, moves or creates any file.

    ``path_or_id`` is a slot id (``saves_dir()/<id>.json``) or a path to any file.
    Returns the document as a dict with every field described in ``docs/save-format.md``,
    migrated to :data:`SCHEMA_VERSION`. A file named ``<id>.json`` is its own slot: if the
    ``id`` field inside disagrees (a renamed or copied file), the returned ``id`` is the file's.

    Raises :class:`SaveError` (message naming the file) if the file is missing or unreadable,
    not a regular file, larger than :data:`MAX_SAVE_BYTES`, empty, not UTF-8, truncated or
    otherwise not JSON, not a JSON object, not of format ``"tarot-table-save"``, of an older
    format version than this code reads, or has a missing, ill-typed or out-of-bounds field
    (the message names it); :class:`NewerSaveError` if it was made by a newer version.
    """
    path = _resolve(path_or_id)
    try:
        data = _read_file(path)
    except FileNotFoundError:
        raise SaveError(f"Save '{path.name}' does not exist (looked in {path.parent}).",
                        path=path) from None
    except RefusedFile as exc:
        raise SaveError(f"Save '{path.name}' {exc}.", path=path) from None
    except OSError as exc:
        raise SaveError(f"Save '{path.name}' could not be read: {exc.strerror or exc}.",
                        path=path) from None
    return _slot_id(path, _parse(data, path))


def quarantine(path: str | os.PathLike[str]) -> Path:
    """Move a bad file into ``saves_dir()/corrupt/`` as ``<name>-<UTC yyyymmddThhmmss><ext>``
    (e.g. ``x.json`` → ``corrupt/x-20261121T210633.json``; ``-2``, ``-3``… are appended rather
    than ever overwriting a file already there). Content is kept byte for byte; nothing is
    deleted (across file systems the file is copied, fsynced, then the original removed).

    Returns the new path. Raises ``FileNotFoundError`` if ``path`` does not exist and
    ``OSError`` if it cannot be moved.
    """
    source = Path(os.fspath(path))
    if not source.is_file():
        raise FileNotFoundError(f"no such file: {source}")
    target = _reserve_corrupt(source.name)
    try:
        os.replace(source, target)  # replaces only our own empty placeholder
    except OSError:
        try:
            target.write_bytes(source.read_bytes())
            with open(target, "rb+") as handle:
                os.fsync(handle.fileno())
        except BaseException:
            with suppress(OSError):
                os.unlink(target)  # our own incomplete copy; the source is untouched
            raise
        source.unlink()
    _fsync_dir(target.parent)
    if source.parent != target.parent:
        _fsync_dir(source.parent)
    return target


def _slot_id(path: Path, doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` with the id of the slot ``path`` (``<id>.json``) when its name is one."""
    if path.name.endswith(_SUFFIX) and _is_valid_id(path.name[:-len(_SUFFIX)]):
        doc["id"] = path.name[:-len(_SUFFIX)]
    return doc


def _opened(doc: dict[str, Any], path: Path, build: Callable[[dict[str, Any]], Any] | None
            ) -> Any:
    """``build(doc)`` (``doc`` without ``build``); its ``ValueError`` becomes a
    :class:`SaveError` naming ``path``."""
    if build is None:
        return doc
    try:
        return build(doc)
    except ValueError as exc:
        raise SaveError(f"Save '{path.name}' cannot be played: {str(exc).rstrip('.')}.",
                        path=path) from None


def load_save(path_or_id: str | os.PathLike[str],
              build: Callable[[dict[str, Any]], Any] | None = None) -> Any:
    """Open a save for playing: exactly that file, or a :class:`SaveError` saying what was
    done with it.

    Reads ``path_or_id`` as :func:`read_save` does and returns ``build(doc)`` (the document
    itself without ``build``). ``build`` raises ``ValueError`` when a well-formed document
    cannot be played (its message, without the file name, says why: an unknown game, an
    action that does not replay…); that counts as damage, as a bad field does.

    When the file cannot be opened, nothing is ever lost:

    * made by a newer version: :class:`NewerSaveError`; nothing is touched (its backup is
      never restored over it);
    * its backup ``<file>.bak`` opens (reads and builds): the bad file is kept in the corrupt
      folder (a copy; the file itself, moved, when it cannot be read whole), the backup is
      restored as the main file (atomic replace; the ``.bak`` stays) and :class:`SaveError`
      with ``restored`` set says so: the caller may open the file again to play the previous
      version, knowing that it is one;
    * its backup was made by a newer version: the same, raising :class:`NewerSaveError` with
      ``restored`` set (the newer file is then listed where it belongs);
    * otherwise the bad file (and an unusable backup) is moved to the corrupt folder
      (:func:`quarantine`) and :class:`SaveError` says what was wrong and where it went
      (``error.moved_to``). A missing file with no usable backup raises the "does not exist"
      error and moves nothing.
    """
    path = _resolve(path_or_id)
    try:
        return _opened(read_save(path), path, build)
    except NewerSaveError:
        raise
    except SaveError as exc:
        error = exc

    backup_bytes, newer = _open_backup(path, build)
    try:
        if backup_bytes is not None:
            _restore_backup(path, backup_bytes, error, newer)
        if not path.exists():
            raise error
        moved = quarantine(path)
        backup = _backup_path(path)
        if backup.is_file():
            with suppress(OSError):
                quarantine(backup)
    except OSError as exc:
        raise SaveError(f"{error.message[:-1]}; it could not be moved aside "
                        f"({exc.strerror or exc}).", path=path) from exc
    raise SaveError(f"{error.message[:-1]}; it was moved to {moved}.", path=path, moved_to=moved)


def _open_backup(path: Path, build: Callable[[dict[str, Any]], Any] | None
                 ) -> tuple[bytes | None, NewerSaveError | None]:
    """The bytes of the backup of the save ``path`` when it opens (reads and builds, as
    :func:`load_save` opens a save) or was made by a newer version (then with that error);
    ``(None, None)`` when there is no usable backup."""
    backup = _backup_path(path)
    if not backup.is_file():
        return None, None
    try:
        data = _read_file(backup)
        _opened(_slot_id(path, _parse(data, backup)), backup, build)
    except NewerSaveError as exc:
        return data, exc
    except (OSError, RefusedFile, SaveError):
        return None, None
    return data, None


def _restore_backup(path: Path, data: bytes, error: SaveError,
                    newer: NewerSaveError | None) -> NoReturn:
    """Put the backup's bytes ``data`` in place of the bad save ``path`` (which is kept in the
    corrupt folder) and raise ``error`` saying so, with ``restored`` set: a
    :class:`NewerSaveError` when the backup was made by a newer version (``newer``). Raises
    ``OSError`` when the file cannot be set aside or written."""
    moved = _set_aside(path) if path.exists() else None
    _atomic_write(path, data)
    _fsync_dir(path.parent)
    kept = f"; the bad file was kept at {moved}" if moved else ""
    log.warning("%s Restored the previous version from its backup%s.", error, kept)
    if newer is not None:
        raise NewerSaveError(
            f"{error.message[:-1]}{kept}. Its backup, made by a newer version of Tarot "
            "Table, was put in its place: update Tarot Table to open it.", path=path,
            version=newer.version, game=newer.game, restored=True)
    raise SaveError(f"{error.message[:-1]}; the previous version was restored from its "
                    f"backup{kept}.", path=path, moved_to=moved, restored=True)


@dataclass(frozen=True)
class SaveInfo:
    """One row of the load dialog.

    ``id``: slot id; ``path``: the ``.json`` file; ``game``: game name as saved;
    ``players``: number of seats; ``names``: seat names in seat order; ``saved_at``: aware
    UTC datetime of the last write; ``progress``: short text such as ``"Hand 2 · trick 5"``;
    ``finished``: whether the game is over. ``newer``: for a save made by a newer version,
    the format version it needs (then ``game`` is the game it names, or ``""``, and there
    are no names, date or progress); ``None`` for a save this version opens.
    """

    id: str
    path: Path
    game: str
    players: int
    names: tuple[str, ...]
    saved_at: datetime | None
    progress: str
    finished: bool
    newer: int | None = None

    @classmethod
    def from_doc(cls, doc: dict[str, Any], path: Path) -> SaveInfo:
        """Summarise a document returned by :func:`read_save` / :func:`load_save`."""
        return cls(id=doc["id"], path=path, game=doc["game"], players=len(doc["seats"]),
                   names=tuple(seat["name"] for seat in doc["seats"]),
                   saved_at=save_format.in_utc(msgspec.convert(doc["saved_at"], datetime)),
                   progress=doc["summary"]["progress"], finished=doc["summary"]["finished"])

    @classmethod
    def from_newer(cls, error: NewerSaveError, path: Path) -> SaveInfo:
        """The row of a save that needs a newer version (``error`` from :func:`read_save`)."""
        return cls(id=path.name[:-len(_SUFFIX)], path=path, game=error.game, players=0,
                   names=(), saved_at=None, progress="", finished=False, newer=error.version)


def remove_stale_temp_files(folder: Path) -> None:
    """Delete the temporary files that writes interrupted (the process killed) left in
    ``folder``: hidden ``.<id>.json.<random>.tmp``, ``.<id>.json.bak.<random>.tmp`` and
    ``.<slug>.txt.<random>.tmp`` regular files older than :data:`STALE_TEMP_SECONDS`. Nothing
    else is touched; a folder that cannot be read is left as it is."""
    now = time.time()
    with suppress(OSError):
        for path in folder.iterdir():
            if not _TEMP_RE.fullmatch(path.name):
                continue
            with suppress(OSError):
                info = path.lstat()
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS:
                    path.unlink()


def _listed(path: Path, check: Callable[[dict[str, Any]], dict[str, Any]],
            messages: list[str]) -> SaveInfo | None:
    """The row of the save ``path`` opened as by :func:`load_save` with ``check``, ``None``
    for a save set aside; a message about a bad save (restored from its backup or set aside)
    is added to ``messages``."""
    try:
        doc = load_save(path, check)
    except NewerSaveError as exc:
        if exc.restored:
            messages.append(exc.message)
        return SaveInfo.from_newer(exc, path)
    except SaveError as exc:
        messages.append(exc.message)
        if not exc.restored:
            return None
        try:
            doc = read_save(path)
        except SaveError:
            return None
    return SaveInfo.from_doc(doc, path)


def list_saves(check: Callable[[dict[str, Any]], object] | None = None
               ) -> tuple[list[SaveInfo], list[str]]:
    """Every save in ``saves_dir()``, newest first (by ``saved_at``, then id; saves made by a
    newer version last), and a list of messages about files that had problems.

    Only regular files named ``<id>.json`` count: backups (``.bak``), temp files, the corrupt
    folder and anything else are ignored, except that temp files of interrupted writes older
    than :data:`STALE_TEMP_SECONDS` are deleted. Each file is opened as by :func:`load_save`
    with ``check`` (which raises ``ValueError`` for a well-formed save that cannot be played
    here; it should be quick, not a replay): a bad save is restored from its backup (listed,
    plus a message) or quarantined (not listed, plus a message); a save made by a newer version
    is listed (``SaveInfo.newer``) and left alone. Never raises for a bad file; if the folder
    itself cannot be read the result is ``([], [message])``.
    """
    infos: list[SaveInfo] = []
    messages: list[str] = []
    try:
        folder = saves_dir()
        remove_stale_temp_files(folder)
        entries = sorted(folder.iterdir())
    except OSError as exc:
        return [], [f"The saves folder could not be read: {exc.strerror or exc}."]

    def checked(doc: dict[str, Any]) -> dict[str, Any]:
        if check is not None:
            check(doc)
        return doc

    for path in entries:
        name = path.name
        if name.endswith(_SUFFIX) and _is_valid_id(name[:-len(_SUFFIX)]) and path.is_file():
            info = _listed(path, checked, messages)
            if info is not None:
                infos.append(info)
    infos.sort(key=lambda info: (info.newer is None, info.saved_at or _EPOCH, info.id),
               reverse=True)
    return infos, messages


def latest_unfinished(check: Callable[[dict[str, Any]], object] | None = None
                      ) -> SaveInfo | None:
    """The most recently saved game that is not finished and that this version opens (for the
    main menu's "Continue"), or ``None``. Problems met on the way are handled as in
    :func:`list_saves` (with ``check``) and logged."""
    infos, messages = list_saves(check)
    for message in messages:
        log.warning("%s", message)
    return next((info for info in infos if not info.finished and info.newer is None), None)


def delete_save(save_id: str) -> None:
    """Permanently delete the save ``save_id`` and its ``.bak`` (the load dialog's Delete).

    A file that is already gone is not an error. Raises :class:`SaveError` for a string that is
    not a slot id (so no other file can be targeted) or if a file cannot be removed.
    """
    if not _is_valid_id(save_id):
        raise SaveError(f"Cannot delete {save_id!r}: it is not a save id.")
    folder = saves_dir()
    main = folder / f"{save_id}{_SUFFIX}"
    for path in (main, _backup_path(main)):
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise SaveError(f"Could not delete '{path.name}': {exc.strerror or exc}.",
                            path=path) from exc
    _fsync_dir(folder)
