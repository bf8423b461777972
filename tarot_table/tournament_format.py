"""The tournament document, declared: what a saved Tarot Combat tournament holds, field by
field, checked by ``msgspec`` (as :mod:`tarot_table.save_format` declares a save).

:class:`TournamentDocument` is the whole tournament — its settings, its entrants with their
decks, and the bracket as it has been played so far (rounds of :class:`Match`, each with its
:class:`GameResult` list) — so that a tournament saved after any game goes on from where it
stopped (:mod:`tarot_table.tournament`). :func:`decode` reads one from JSON bytes and raises
``msgspec.ValidationError`` naming the field by its path (``Expected `int`, got `str` - at
`$.best_of```); :func:`encode` writes one. The bounds are those of the tournaments
:mod:`tarot_table.tournament` makes (at most :data:`MAX_ENTRANTS` entrants, games of at most
four seats). Each document also holds together: the units hold each entrant once (pairs with
teams, which play in four-player matches), every winner names a side of its match, the
champion a unit, and the game under way is in a match of the last round. What only the
tournament's rules say (that the rounds pair the players still in) is checked there on
reading.

This module is stdlib + msgspec + :mod:`tarot_table.names` only.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from .names import shows

#: Value of every tournament document's ``"format"`` field, and the version this code writes.
FORMAT = "tarot-table-tournament"
VERSION = 1
#: The most entrants a tournament has.
MAX_ENTRANTS = 64
#: The most seats at a game (four-player matches).
MAX_TABLE = 4

DeckFormat = Literal["off-the-top", "constructed", "sealed", "draft"]
TeamMode = Literal["alliance", "as one"]
Name = Annotated[str, Meta(min_length=1, max_length=40, pattern=r"^[^\x00-\x1f\x7f-\x9f]*\Z")]
Cards = Annotated[str, Meta(max_length=2000, pattern=r"^[A-Za-z0-9 ]*\Z")]
Seat = Annotated[int, Meta(ge=0, le=MAX_ENTRANTS - 1)]
Table = Annotated[list[Seat], Meta(min_length=2, max_length=MAX_TABLE)]


class Entrant(msgspec.Struct, forbid_unknown_fields=True):
    """A player of the tournament: its ``name`` (one character at least that shows:
    :func:`tarot_table.names.shows`), its AI ``agent`` spec (``heuristic``, ``hard``, …;
    ``human`` for a person at the table), its ``deck`` (card codes; ``""`` off the top) and,
    sealed and draft, the ``pool`` it built the deck from."""

    name: Name
    agent: Annotated[str, Meta(min_length=1, max_length=40)]
    deck: Cards = ""
    pool: Cards = ""

    def __post_init__(self) -> None:
        if not shows(self.name):
            raise ValueError("Expected an entrant's name that shows a character")


class GameResult(msgspec.Struct, forbid_unknown_fields=True):
    """One game of a match: its ``seed``, the entrants by seat (``seats``), the ``winner`` side
    (an index into the match's ``sides``), the ``turns`` played, the life totals at the end,
    ``ended`` (``"finished"``, or ``"time limit"`` when the match's turns ran out: highest life
    total, then the first player to deal damage to an opponent), and the agents' ``errors``."""

    seed: int
    seats: Table
    winner: Seat
    turns: Annotated[int, Meta(ge=0)]
    life: Annotated[list[int], Meta(max_length=MAX_TABLE)]
    ended: Literal["finished", "time limit"] = "finished"
    errors: Annotated[int, Meta(ge=0)] = 0


class Match(msgspec.Struct, forbid_unknown_fields=True):
    """A match: its ``sides`` (each a list of entrants: one player, or a team), the ``games``
    played so far, and the ``winner`` side (index into ``sides``) once decided. A side alone is
    a bye, a win without a game (seed §9)."""

    sides: Annotated[list[Annotated[list[Seat], Meta(min_length=1, max_length=2)]],
                     Meta(min_length=1, max_length=MAX_TABLE)]
    games: list[GameResult] = []
    winner: Seat | None = None

    def __post_init__(self) -> None:
        sides = len(self.sides)
        if self.winner is not None and self.winner >= sides or \
                any(g.winner >= sides for g in self.games):
            raise ValueError("a winner names no side")

    @property
    def bye(self) -> bool:
        return len(self.sides) == 1


class Playing(msgspec.Struct, forbid_unknown_fields=True):
    """The game with a human seat being played at the table: its ``save_id`` (the saved game,
    :mod:`tarot_table.storage`), the ``round`` and the ``match`` (index in its round) it counts
    for."""

    save_id: Annotated[str, Meta(min_length=1, max_length=120)]
    round: Annotated[int, Meta(ge=0)]
    match: Annotated[int, Meta(ge=0)]


class TournamentDocument(msgspec.Struct, forbid_unknown_fields=True):
    """A single-elimination Tarot Combat tournament (seed §9; :mod:`tarot_table.tournament`).

    ``match_size`` players to a game (2, 3 or 4), ``teams`` (four-player games of two teams of
    two, ``alliance`` or ``as one``; the teammates are ``units``, kept through the tournament),
    ``best_of`` (1, 3 or 5), ``time_limit`` (turns per match, ``0``: none), the deck ``format``,
    ``jokers``; ``entrants``; ``units`` (the sides that enter: one entrant each, or a team);
    ``rounds`` of matches; the ``winner`` unit once there is one; ``playing``, the game with a
    human seat under way at the table."""

    format: Literal["tarot-table-tournament"]
    version: Annotated[int, Meta(ge=1, le=VERSION)]
    id: Annotated[str, Meta(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]{0,119}\Z")]
    game: Literal["combat"]
    seed: int
    deck_format: DeckFormat
    match_size: Annotated[int, Meta(ge=2, le=4)]
    best_of: Literal[1, 3, 5]
    entrants: Annotated[list[Entrant], Meta(min_length=2, max_length=MAX_ENTRANTS)]
    units: list[Annotated[list[Seat], Meta(min_length=1, max_length=2)]]
    teams: TeamMode | None = None
    time_limit: Annotated[int, Meta(ge=0)] = 0
    jokers: bool = False
    rounds: list[list[Match]] = []
    winner: Seat | None = None
    playing: Playing | None = None

    def __post_init__(self) -> None:
        if self.teams is not None and self.match_size != 4:
            raise ValueError("teams play in four-player matches")
        if not _holds_each_entrant_once(self.units, len(self.entrants), self.teams):
            raise ValueError("the units do not hold each entrant once")
        if self.winner is not None and self.winner >= len(self.units):
            raise ValueError("the winner names no unit")
        if self.playing is not None and not _in_last_round(self.playing, self.rounds):
            raise ValueError("the game under way is in no match")


def _holds_each_entrant_once(units: list[list[int]], entrants: int, teams: str | None) -> bool:
    """Whether ``units`` hold each of the ``entrants`` once: alone, or in pairs with teams."""
    size = 2 if teams else 1
    return (all(len(unit) == size for unit in units)
            and sorted(e for unit in units for e in unit) == list(range(entrants)))


def _in_last_round(playing: Playing, rounds: list[list[Match]]) -> bool:
    """Whether the game under way ``playing`` is one of a match of the last of ``rounds``."""
    return playing.round == len(rounds) - 1 and playing.match < len(rounds[-1])


def encode(doc: TournamentDocument) -> bytes:
    """``doc`` as indented JSON (UTF-8), ending with a newline."""
    return msgspec.json.format(msgspec.json.encode(doc), indent=2) + b"\n"


def decode(data: bytes) -> TournamentDocument:
    """The document in ``data``. Raises ``msgspec.ValidationError`` (or ``DecodeError`` for
    text that is not JSON) naming the field that is wrong."""
    return msgspec.json.decode(data, type=TournamentDocument)
