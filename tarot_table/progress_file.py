"""A player's progress file: a small JSON document in the data directory that the lessons
(``lessons.json``) and the puzzles (``puzzles.json``) keep, read and written whole.

It is read by :func:`storage.read_file` (a regular file of at most a limit of bytes) and
checked against its ``msgspec`` document type. A damaged file is set aside byte for byte in
the saves' ``corrupt/`` folder (:func:`storage.quarantine`) and said so, and the progress
starts afresh; a file that is not a regular one, is too large, or was written by a newer
version is left as it is, said so, and not written.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import msgspec

from . import storage

Doc = TypeVar("Doc", bound=msgspec.Struct)


def read(path: Path, document: type[Doc], *, version: int, max_bytes: int, kind: str,
         unkept: str) -> tuple[Doc, str | None, bool]:
    """The ``document`` kept in ``path`` (a fresh ``document()`` when there is none), with the
    sentence on what was wrong with the file (``None`` when nothing was) and whether the file
    may be written. ``version`` is the newest version read, ``max_bytes`` the most bytes the
    file may hold, ``kind`` names the progress in sentences (``"lesson"``: "The lesson
    progress file 'lessons.json' …") and ``unkept`` says what is lost while the file is
    refused (``"lessons done"``). Never raises."""
    label = f"The {kind} progress file '{path.name}'"
    try:
        data = storage.read_file(path, max_bytes, f"a {kind} progress file")
    except FileNotFoundError:
        return document(), None, True
    except storage.RefusedFile as exc:
        return document(), (f"{label} {exc}; it is left as it is, and {unkept} are not kept "
                            "until it is removed."), False
    except OSError as exc:
        return document(), f"{label} could not be read ({exc.strerror or exc}).", False
    try:
        found = msgspec.json.decode(data, type=dict).get("version")
        if isinstance(found, int) and not isinstance(found, bool) and found > version:
            return document(), (f"{label} was made by a newer version of Tarot Table; it is "
                                "left as it is."), False
        return msgspec.json.decode(data, type=document), None, True
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        why = f"is damaged ({exc})"
    try:
        moved = storage.quarantine(path)
    except OSError as exc:
        return document(), (f"{label} {why}; it could not be moved aside "
                            f"({exc.strerror or exc})."), False
    return document(), (f"{label} {why}; it was moved to {moved} and the progress starts "
                        "afresh."), True


def write(path: Path, document: msgspec.Struct) -> None:
    """Write ``document`` to ``path`` whole, atomically (:func:`storage.write_file`). Raises
    ``OSError`` when the write fails (the file keeps what it held)."""
    storage.write_file(path, msgspec.json.encode(document))
