"""The player's lessons: which are done, and the games whose first new game no longer offers
its lessons.

**Where**: ``storage.data_dir() / "lessons.json"``, beside the statistics
(``$TAROT_TABLE_DATA_DIR`` moves both), a small JSON document declared by
:class:`ProgressDocument` (checked by ``msgspec``), read by :func:`progress_file.read` (a
regular file of at most :data:`MAX_BYTES`) and written whole by :func:`progress_file.write`
(the saves' atomic recipe) after every lesson done and every answer to the offer. A damaged
file is set aside byte for byte in the saves' ``corrupt/`` folder (:func:`storage.quarantine`)
and said so, and the progress starts afresh; a file that is not a regular one, is too large,
or was written by a newer version is left as it is, said so, and not written.

**The offer** (ours): a new game of a game none of whose lessons is done asks "Learn <game>
first?" — Yes opens its lessons, No starts the game (and asks again next time), Don't ask
again starts it and never asks for that game again.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from .. import progress_file

#: The file's name in the data directory.
PROGRESS_FILE = "lessons.json"
FORMAT = "tarot-table-lessons"
#: The version this code writes, and the newest it reads.
VERSION = 1
#: The most bytes the file may hold.
MAX_BYTES = 256 * 1024

GameName = Annotated[str, Meta(pattern=r"^[a-z][a-z0-9_]{0,31}\Z")]
LessonKey = Annotated[str, Meta(pattern=r"^[a-z][a-z0-9_]{0,31}/[a-z][a-z0-9_-]{0,39}\Z")]


class ProgressDocument(msgspec.Struct, forbid_unknown_fields=True):
    """The file: ``format`` and ``version``, the lessons ``done`` (``"<game>/<lesson id>"``)
    and the games whose new games no longer offer their lessons (``unasked``)."""

    format: Literal["tarot-table-lessons"] = FORMAT
    version: Annotated[int, Meta(ge=1)] = VERSION
    done: Annotated[list[LessonKey], Meta(max_length=10_000)] = msgspec.field(
        default_factory=list)
    unasked: Annotated[list[GameName], Meta(max_length=1_000)] = msgspec.field(
        default_factory=list)


def key(game: str, lesson_id: str) -> str:
    """A lesson's name in the file: ``"tarok/follow-suit"``."""
    return f"{game}/{lesson_id}"


class Progress(progress_file.Progress[ProgressDocument]):
    """The player's progress as read (:func:`load`; :class:`progress_file.Progress`)."""

    FILE = PROGRESS_FILE
    DOCUMENT = ProgressDocument
    VERSION = VERSION
    MAX_BYTES = MAX_BYTES
    KIND = "lesson"
    UNKEPT = "lessons done"

    def is_done(self, game: str, lesson_id: str) -> bool:
        return key(game, lesson_id) in self.doc.done

    def done_count(self, game: str, lesson_ids: list[str]) -> int:
        """How many of ``game``'s lessons ``lesson_ids`` are done."""
        return sum(1 for lesson_id in lesson_ids if self.is_done(game, lesson_id))

    def mark_done(self, game: str, lesson_id: str) -> None:
        if not self.is_done(game, lesson_id):
            self.doc.done.append(key(game, lesson_id))

    def offers(self, game: str, lesson_ids: list[str]) -> bool:
        """Whether a new game of ``game`` offers its lessons ``lesson_ids`` (module
        docstring): it has some, none is done, and the player did not say "don't ask again"."""
        return bool(lesson_ids) and game not in self.doc.unasked \
            and self.done_count(game, lesson_ids) == 0

    def never_ask(self, game: str) -> None:
        if game not in self.doc.unasked:
            self.doc.unasked.append(game)


#: The file's path, reading it and writing it (:class:`progress_file.Progress`).
progress_path = Progress.path
load = Progress.load
save = Progress.save
