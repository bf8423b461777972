"""The puzzle file, declared: what ``assets/puzzles/<game>.json`` holds, checked by ``msgspec``
(as :mod:`tarot_table.save_format` declares a save).

A puzzle file is a JSON list of :class:`Puzzle`, one game's. :func:`decode` reads one from
bytes and raises ``msgspec.ValidationError`` naming the field by its path (``Expected `int`,
got `str` - at `$[3].seat```); :func:`encode` writes one as ``packaging/make_puzzles.py``
does. What a declaration cannot say — that the position is one the game reads, that the seat
is the one to move and the solution one of its legal moves — is checked on loading
(:mod:`tarot_table.puzzles`).

This module is stdlib + msgspec only.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta

#: The most bytes a puzzle file may hold (a few hundred puzzles of a large position).
MAX_BYTES = 8 * 1024 * 1024
#: An action's text (``"play 7C"``, ``"commit 3C 4C @cups"``), bounded.
ActionText = Annotated[str, Meta(min_length=1, max_length=200, pattern=r"^[ -~]*\Z")]
Words = Annotated[str, Meta(max_length=300, pattern=r"^[^\x00-\x1f\x7f-\x9f]*\Z")]
Count = Annotated[int, Meta(ge=0, le=1 << 31)]


class Puzzle(msgspec.Struct, forbid_unknown_fields=True):
    """One puzzle: the decision of ``seat`` in ``position`` (as ``state.to_position()``
    writes it) of ``game``, found in the self-play game of ``seed`` after ``move`` actions.

    ``solution`` is the best move (its canonical text); ``reason`` why, in the hint's words
    (``""`` when they say nothing certain); ``margin`` by how much it beats the next best move
    and ``losses`` what every other legal move loses against it (by text), in ``unit`` (the
    game's: ``"card points"``, ``"battles"``, ``"games in 100"``), over ``worlds`` deals of
    the cards the seat cannot see; ``budget`` the search's iterations that found it,
    ``found_with`` the fewest with which it finds it (``budget`` divided by a power of two),
    and ``difficulty`` 1 (easy), 2 or 3 (hard): its third of the game's puzzles ordered by
    ``found_with``, then by ``margin`` (the larger the easier)."""

    game: Annotated[str, Meta(pattern=r"^[a-z][a-z0-9_]{0,31}\Z")]
    seed: Count
    move: Count
    seat: Annotated[int, Meta(ge=0, le=15)]
    position: dict[str, Any]
    solution: ActionText
    margin: Annotated[float, Meta(gt=0)]
    unit: Annotated[str, Meta(min_length=1, max_length=40)]
    losses: dict[ActionText, float]
    worlds: Annotated[int, Meta(ge=1)]
    budget: Annotated[int, Meta(ge=1)]
    found_with: Annotated[int, Meta(ge=1)]
    difficulty: Literal[1, 2, 3]
    reason: Words = ""

    @property
    def id(self) -> str:
        """The puzzle's name, unique among the shipped ones: ``"tarok-1004-87"``."""
        return f"{self.game}-{self.seed}-{self.move}"

    @property
    def search_seed(self) -> int:
        """The seed of the search that found the solution, and of its re-verification
        (:func:`search_seed`)."""
        return search_seed(self.seed, self.move)


def search_seed(seed: int, move: int) -> int:
    """The seed of the searches that judge the decision after ``move`` actions of the
    self-play game of ``seed``."""
    return seed * 10_000 + move


def decode(data: bytes) -> list[Puzzle]:
    """The puzzles of a puzzle file's bytes. Raises ``msgspec.ValidationError`` (or
    ``msgspec.DecodeError`` for bytes that are not JSON) naming what is wrong."""
    return msgspec.json.decode(data, type=list[Puzzle])


def encode(puzzles: list[Puzzle]) -> bytes:
    """A puzzle file's bytes: indented JSON, ending with a newline."""
    return msgspec.json.format(msgspec.json.encode(puzzles), indent=1) + b"\n"
