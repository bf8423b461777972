"""A player's progress file: a small JSON document in the data directory that the lessons
(``lessons.json``) and the puzzles (``puzzles.json``) keep, read and written whole.

Each kind of progress is a subclass of :class:`Progress` naming its file, its document type
and its limits. The file is read by :func:`storage.read_file` (a regular file of at most a limit of bytes) and
checked against its ``msgspec`` document type. A damaged file is set aside byte for byte in
the saves' ``corrupt/`` folder (:func:`storage.quarantine`) and said so, and the progress
starts afresh; a file that is not a regular one, is too large, or was written by a newer
version is left as it is, said so, and not written.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Generic, TypeVar

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
        if _newer(data, version):
            return document(), (f"{label} was made by a newer version of Tarot Table; it is "
                                "left as it is."), False
        return msgspec.json.decode(data, type=document), None, True
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        return _set_aside(path, document, f"{label} is damaged ({exc})")


def _newer(data: bytes, version: int) -> bool:
    """Whether the JSON object ``data`` says it is of a version newer than ``version``.
    Raises ``msgspec.ValidationError``/``msgspec.DecodeError`` when it is no JSON object."""
    found = msgspec.json.decode(data, type=dict).get("version")
    return isinstance(found, int) and not isinstance(found, bool) and found > version


def _set_aside(path: Path, document: type[Doc], damaged: str) -> tuple[Doc, str, bool]:
    """A fresh ``document()`` for the damaged file ``path``, once the file is set aside
    (:func:`storage.quarantine`), with the sentence saying so after ``damaged`` (what is
    wrong) and whether the file may be written (not when it could not be moved)."""
    try:
        moved = storage.quarantine(path)
    except OSError as exc:
        return document(), (f"{damaged}; it could not be moved aside "
                            f"({exc.strerror or exc})."), False
    return document(), f"{damaged}; it was moved to {moved} and the progress starts afresh.", True


def write(path: Path, document: msgspec.Struct) -> None:
    """Write ``document`` to ``path`` whole, atomically (:func:`storage.write_file`). Raises
    ``OSError`` when the write fails (the file keeps what it held)."""
    storage.write_file(path, msgspec.json.encode(document))


@dataclass
class Progress(Generic[Doc]):
    """A player's progress as read (:meth:`load`): the ``doc``; ``problem``, a sentence on
    what was wrong with the file (``None`` when nothing was); ``writable``, ``False`` when the
    file is left alone (a newer version's, not a regular file, too large) and nothing is
    written to it. A subclass sets the class attributes below."""

    doc: Doc
    problem: str | None = None
    writable: bool = True

    #: The file's name in the data directory.
    FILE: ClassVar[str]
    #: The document type, and the newest version read.
    DOCUMENT: ClassVar[type]
    VERSION: ClassVar[int]
    #: The most bytes the file may hold.
    MAX_BYTES: ClassVar[int]
    #: The progress's name in sentences, and what is lost while the file is refused
    #: (:func:`read`).
    KIND: ClassVar[str]
    UNKEPT: ClassVar[str]

    @classmethod
    def path(cls) -> Path:
        """``storage.data_dir() / FILE`` (the directory is not created here)."""
        return storage.data_dir() / cls.FILE

    @classmethod
    def load(cls, path: Path | None = None):
        """The progress kept in ``path`` (default :meth:`path`); a fresh one when there is
        none. Never raises: a damaged file is set aside and a fresh progress returned, a file
        to leave alone gives a fresh progress that is not written, each with the sentence
        that says so (:func:`read`)."""
        return cls(*read(cls.path() if path is None else path, cls.DOCUMENT,
                         version=cls.VERSION, max_bytes=cls.MAX_BYTES, kind=cls.KIND,
                         unkept=cls.UNKEPT))

    def save(self, path: Path | None = None) -> None:
        """Write the progress to ``path`` (default :meth:`path`) whole, atomically; nothing
        when it is not :attr:`writable`. Raises ``OSError`` when the write fails (the file
        keeps what it held)."""
        if self.writable:
            write(self.path() if path is None else path, self.doc)
