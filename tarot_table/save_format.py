"""The save document, declared: the shape of every save file, checked by ``msgspec``.

:class:`SaveDocument` (with :class:`SeatRecord` and :class:`Summary`) is the one declaration of
what a save holds, field by field (``docs/save-format.md`` explains each); :func:`check` checks
a document against it and raises ``msgspec.ValidationError`` whose message is the library's,
naming the field by its path: ``Expected `str`, got `int` - at `$.seats[0].name```. The bounds
are declared where msgspec can express them (``Meta(max_length=…, pattern=…)``: lengths, the
slot id and game name forms, text free of control characters, 1–16 seats).

Three checks msgspec cannot express are written out here, in the same message form:

* :func:`check_plain_json` — every value anywhere in the document, including the free-form
  ``options``, the extra keys of ``summary`` and extra top-level keys (``Any`` to msgspec,
  which looks no further), is plain JSON: text keys, finite numbers, no other Python types, and
  no text or key holding a lone surrogate (``"\\ud800"``: not Unicode, cannot be written as
  UTF-8 or drawn);
* ``saved_at`` must also be a moment within the years 1–9999 once turned to UTC
  (``9999-12-31T23:59:59-14:00`` is a valid RFC 3339 date whose UTC time is past the year
  9999);
* a seat's ``name`` must show a character (:func:`tarot_table.names.shows`: ``"\\ufeff"``
  alone has no width and cannot be drawn).

This module is stdlib + msgspec + :mod:`tarot_table.names` only (no pygame);
:mod:`tarot_table.storage` reads, migrates and writes the files and turns these errors into
messages naming the file.
"""

from __future__ import annotations

import math
import re
from datetime import datetime, timezone
from typing import Annotated, Any, Literal, Mapping

import msgspec
from msgspec import Meta

from .names import shows

__all__ = [
    "AGENT_LIMIT",
    "FORMAT",
    "GAME_NAME",
    "MAX_SEATS",
    "NAME_LIMIT",
    "PLAYED_LIMIT",
    "PROGRESS_LIMIT",
    "SCHEMA_VERSION",
    "SLOT_ID",
    "SaveDocument",
    "SeatRecord",
    "Summary",
    "check",
    "check_plain_json",
    "in_utc",
]

#: The save format version this code writes, and the newest it reads.
SCHEMA_VERSION = 2
#: Value of every save's ``"format"`` field.
FORMAT = "tarot-table-save"
#: The most seats a save may hold (no game is for more; each game checks its own range).
MAX_SEATS = 16
#: The longest seat name (characters); the new-game screen allows no more.
NAME_LIMIT = 16
#: The longest AI level text (characters).
AGENT_LIMIT = 40
#: The longest ``summary.progress`` (characters).
PROGRESS_LIMIT = 60
#: The most ``played_seconds`` a save may hold (about 31 years).
PLAYED_LIMIT = 1e9

#: A slot id: ASCII letters, digits, ``-`` and ``_``, starting with a letter or digit, at most
#: 120 characters, not a reserved Windows device name. Safe as a file name on every desktop OS
#: (no dots, so ``<id>.json`` never looks like a backup or temp). Patterns are searched
#: (``re.search``), so each is anchored; ``\Z``, unlike ``$``, admits no final line break.
SLOT_ID = r"^(?!(?i:con|prn|aux|nul|com[1-9]|lpt[1-9])\Z)[A-Za-z0-9][A-Za-z0-9_-]{0,119}\Z"
#: A game's registry name, e.g. ``tarok``.
GAME_NAME = r"^[a-z][a-z0-9_-]{0,39}\Z"
#: Text the menus and the table show: no control character (Unicode category Cc).
NO_CONTROL = r"^[^\x00-\x1f\x7f-\x9f]*\Z"

SlotId = Annotated[str, Meta(pattern=SLOT_ID)]
GameName = Annotated[str, Meta(pattern=GAME_NAME)]
SeatName = Annotated[str, Meta(max_length=NAME_LIMIT, pattern=NO_CONTROL)]
AgentLevel = Annotated[str, Meta(max_length=AGENT_LIMIT, pattern=NO_CONTROL)]
Progress = Annotated[str, Meta(max_length=PROGRESS_LIMIT, pattern=NO_CONTROL)]

_SURROGATE = re.compile("[\ud800-\udfff]")
#: A key written as ``.key`` in a path; any other key is written ``[...]``, as msgspec does.
_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_-]{0,39}")


class SeatRecord(msgspec.Struct, frozen=True):
    """One seat of a save: ``name`` shown at the table (at most :data:`NAME_LIMIT` characters,
    no control character, one at least that shows: :func:`tarot_table.names.shows`), ``kind``
    ``"human"`` or ``"ai"``, ``agent`` the AI level (at most :data:`AGENT_LIMIT` characters) or
    ``None`` (always ``None`` for humans; an AI seat without one is refused by
    ``session.check_save``)."""

    name: SeatName
    kind: Literal["human", "ai"]
    agent: AgentLevel | None

    def __post_init__(self) -> None:
        if not shows(self.name):
            raise ValueError("Expected a seat name that shows a character")


class Summary(msgspec.Struct, frozen=True):
    """What the load dialog shows without replaying: ``progress`` (``"Hand 2 · trick 5"``, at
    most :data:`PROGRESS_LIMIT` characters, no control character), ``scores`` (numbers, one per
    seat or team as the game counts them) and ``finished``. Other keys may be added and are
    kept (they are plain JSON, see :func:`check_plain_json`)."""

    progress: Progress
    scores: list[int | float]
    finished: bool


class SaveDocument(msgspec.Struct, frozen=True):
    """A save file's document at format version :data:`SCHEMA_VERSION` (``docs/save-format.md``).

    ``format`` is :data:`FORMAT`; ``version`` :data:`SCHEMA_VERSION`; ``id`` the slot id
    (:data:`SLOT_ID`); ``saved_at`` an RFC 3339 date and time (UTC assumed when it has no
    offset) within the years 1–9999 in UTC; ``game`` a game's name (:data:`GAME_NAME`);
    ``options`` the game's options (any object, its keys defined by the game); ``seed`` a
    whole number; ``seats`` 1 to :data:`MAX_SEATS` seats (:class:`SeatRecord`) in seat order;
    ``shuffles`` every recorded shuffle as card codes, bottom to top; ``actions`` the action
    log as canonical action texts; ``summary`` a :class:`Summary`; ``played_seconds`` the time
    spent at the game over every sitting (seconds, at most :data:`PLAYED_LIMIT`; ``0`` in saves
    made before it was kept); ``hot_seat_undo`` (optional, ``false`` when absent) whether every
    human of a hot-seat game agreed to undo. Other top-level keys are allowed (and kept by
    storage).
    """

    format: Literal["tarot-table-save"]  # FORMAT
    version: Literal[2]  # SCHEMA_VERSION
    id: SlotId
    saved_at: datetime
    game: GameName
    options: dict[str, Any]
    seed: int
    seats: Annotated[list[SeatRecord], Meta(min_length=1, max_length=MAX_SEATS)]
    shuffles: list[str]
    actions: list[str]
    summary: Summary
    played_seconds: Annotated[float, Meta(ge=0, le=PLAYED_LIMIT)] = 0.0
    hot_seat_undo: bool = False

    def __post_init__(self) -> None:
        try:
            in_utc(self.saved_at)
        except OverflowError:
            raise ValueError("Expected a date and time within the years 1-9999 in UTC - at "
                             "`$.saved_at`") from None


def in_utc(moment: datetime) -> datetime:
    """``moment`` as an aware UTC datetime (a naive one is taken to be UTC). Raises
    ``OverflowError`` when that is outside the years 1–9999."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc)


def _invalid(problem: str, where: str) -> msgspec.ValidationError:
    return msgspec.ValidationError(f"{problem} - at {where}")


def check_plain_json(value: object, path: str = "$") -> None:
    """Raise ``msgspec.ValidationError`` (``"<problem> - at `<path>`"``, a key as
    ``- at `key` in `<path>```) at the first value in ``value`` that JSON cannot hold exactly —
    a key that is not text, a NaN or infinite number, a set or any other Python type — or
    text or a key holding a lone surrogate. Lists and tuples count as JSON arrays.

    Raises ``RecursionError`` for a value nested too deeply to walk.
    """
    if isinstance(value, str):
        _check_text(value, f"`{path}`")
    elif value is None or isinstance(value, (bool, int)):
        return
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise _invalid(f"Expected a finite `float`, got `{value}`", f"`{path}`")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            check_plain_json(item, f"{path}[{i}]")
    elif isinstance(value, dict):
        for key, item in value.items():
            check_plain_json(item, path + _key_step(key, path))
    else:
        raise _invalid(f"Expected a JSON value, got `{type(value).__name__}`", f"`{path}`")


def _check_text(text: str, where: str) -> None:
    """Raise ``msgspec.ValidationError`` at ``where`` when ``text`` holds a lone surrogate."""
    if _SURROGATE.search(text):
        raise _invalid("Expected `str` of Unicode characters, got a lone surrogate", where)


def _key_step(key: object, path: str) -> str:
    """The step from the object at ``path`` to its value at ``key`` (``.key``, or ``[...]``
    for a key that is not a plain name). Raises ``msgspec.ValidationError`` for a key that is
    not text or holds a lone surrogate."""
    if not isinstance(key, str):
        raise _invalid(f"Expected `str`, got `{type(key).__name__}`", f"`key` in `{path}`")
    _check_text(key, f"`key` in `{path}`")
    return f".{key}" if _PLAIN_KEY.fullmatch(key) else "[...]"


def check(doc: Mapping[str, Any]) -> SaveDocument:
    """``doc`` checked by :func:`check_plain_json` (first: msgspec cannot even read a key
    holding a lone surrogate), then against :class:`SaveDocument`, its declared shape and
    bounds. Returns the typed document.

    Raises ``msgspec.ValidationError`` naming the first wrong field (``Object missing required
    field `actions```, ``Expected `str` of length <= 16 - at `$.seats[0].name```), and
    ``RecursionError`` for a document nested too deeply to walk.
    """
    check_plain_json(doc)
    return msgspec.convert(doc, SaveDocument)
