"""The player's puzzles: which were tried and solved, and the puzzle rating (Glicko-2).

**Where**: ``storage.data_dir() / "puzzles.json"``, beside the statistics
(``stats.sqlite3``; ``$TAROT_TABLE_DATA_DIR`` moves both), a small JSON document declared by
:class:`ProgressDocument` (checked by ``msgspec``), read by :func:`progress_file.read` (a
regular file of at most :data:`MAX_BYTES`) and written whole by :func:`progress_file.write`
(the saves' atomic recipe) after every answer. A damaged file is set aside byte for byte in
the saves' ``corrupt/`` folder (:func:`storage.quarantine`) and said so, and the progress
starts afresh; a file that is not a regular one, is too large, or was written by a newer
version is left as it is, said so, and not written.

**The rating** (ours, the issue asking for Glicko-2): the player starts at 1500, deviation
350, volatility 0.06, as Glickman's "Example of the Glicko-2 system" (2012) begins. The first
answer to a puzzle is one rating period of one game against the puzzle, won when it is the
solution; the puzzle plays at the rating of its difficulty (:data:`PUZZLE_RATINGS`, deviation
:data:`PUZZLE_DEVIATION`). Later answers to a puzzle count for its solved mark only. The
computation is the ``glicko2`` library's (:class:`glicko2.Player`, τ = 0.5) with step 5.1 as
the paper writes it (:class:`Player`).
"""

from __future__ import annotations

import math
from typing import Annotated, Literal

import glicko2
import msgspec
from msgspec import Meta

from . import progress_file

#: The file's name in the data directory.
PROGRESS_FILE = "puzzles.json"
FORMAT = "tarot-table-puzzles"
#: The version this code writes, and the newest it reads.
VERSION = 1
#: The most bytes the file may hold.
MAX_BYTES = 1024 * 1024
#: The rating a puzzle of each difficulty plays at (ours), and its deviation.
PUZZLE_RATINGS = {1: 1300.0, 2: 1500.0, 3: 1700.0}
PUZZLE_DEVIATION = 100.0
#: The Glicko-2 scale: a rating of ``1500 + 173.7178 * mu`` (Glickman, step 2).
SCALE = 173.7178

PuzzleId = Annotated[str, Meta(pattern=r"^[a-z][a-z0-9_]{0,31}-[0-9]{1,12}-[0-9]{1,12}\Z")]
Finite = Annotated[float, Meta(ge=-1e6, le=1e6)]


class Rating(msgspec.Struct, forbid_unknown_fields=True):
    """A Glicko-2 rating: ``rating`` (1500 at the start), its ``deviation`` and the
    ``volatility``, on Glicko's scale."""

    rating: Finite = 1500.0
    deviation: Annotated[float, Meta(gt=0, le=1000)] = 350.0
    volatility: Annotated[float, Meta(gt=0, le=10)] = 0.06


class Tried(msgspec.Struct, forbid_unknown_fields=True):
    """A puzzle answered: how many ``answers``, whether one was right (``solved``) and
    whether the first was (``first``)."""

    answers: Annotated[int, Meta(ge=1)]
    solved: bool
    first: bool


class ProgressDocument(msgspec.Struct, forbid_unknown_fields=True):
    """The file: ``format`` and ``version``, the player's ``rating`` and the ``puzzles``
    answered, by id (``"tarok-1004-87"``)."""

    format: Literal["tarot-table-puzzles"] = FORMAT
    version: Annotated[int, Meta(ge=1)] = VERSION
    rating: Rating = msgspec.field(default_factory=Rating)
    puzzles: Annotated[dict[PuzzleId, Tried], Meta(max_length=100_000)] = msgspec.field(
        default_factory=dict)


class Player(glicko2.Player):
    """``glicko2.Player`` with step 5.1 of Glickman's paper as written: its ``f(x)`` holds
    ``φ²``, the rating deviation's square, where ``glicko2`` 2.1.0 writes ``μ²`` (the
    rating's), which changes the volatility found once a rating has left 1500."""

    def _f(self, x: float, delta: float, v: float, a: float) -> float:
        phi2 = (self.rd / SCALE) ** 2
        ex = math.exp(x)
        return (ex * (delta ** 2 - phi2 - v - ex) / (2 * (phi2 + v + ex) ** 2)
                - (x - a) / self._tau ** 2)


def rated(rating: Rating, difficulty: int, won: bool) -> Rating:
    """``rating`` after one rating period of one game against a puzzle of ``difficulty``
    (1–3), ``won`` or lost."""
    player = Player(rating.rating, rating.deviation, rating.volatility)
    player.update_player([PUZZLE_RATINGS[difficulty]], [PUZZLE_DEVIATION], [1.0 if won else 0.0])
    return Rating(player.rating, player.rd, player.vol)


class Progress(progress_file.Progress[ProgressDocument]):
    """The player's progress as read (:func:`load`; :class:`progress_file.Progress`)."""

    FILE = PROGRESS_FILE
    DOCUMENT = ProgressDocument
    VERSION = VERSION
    MAX_BYTES = MAX_BYTES
    KIND = "puzzle"
    UNKEPT = "answers"

    @property
    def rating(self) -> Rating:
        return self.doc.rating

    def solved(self, ids: set[str] | None = None) -> int:
        """How many puzzles are solved (of ``ids``, when given)."""
        return sum(1 for pid, tried in self.doc.puzzles.items()
                   if tried.solved and (ids is None or pid in ids))

    def is_solved(self, puzzle_id: str) -> bool:
        tried = self.doc.puzzles.get(puzzle_id)
        return tried is not None and tried.solved

    def answer(self, puzzle_id: str, difficulty: int, right: bool) -> bool:
        """Count an answer to the puzzle ``puzzle_id`` of ``difficulty``: its first answer
        moves the rating (:func:`rated`). Returns whether it did."""
        tried = self.doc.puzzles.get(puzzle_id)
        if tried is None:
            self.doc.puzzles[puzzle_id] = Tried(1, right, right)
            self.doc.rating = rated(self.doc.rating, difficulty, right)
            return True
        tried.answers += 1
        tried.solved = tried.solved or right
        return False


#: The file's path, reading it and writing it (:class:`progress_file.Progress`).
progress_path = Progress.path
load = Progress.load
save = Progress.save
