"""What the tournament screens say of a tournament: its entrants and sides by name, the match to
play next, a tournament in one line (or a shorter one)."""

from __future__ import annotations

from typing import Sequence

from ...tournament import HUMAN
from ...tournament_format import TournamentDocument
from ..draw.words import level_name

FORMAT_NAMES = {"off-the-top": "Off the top", "constructed": "Constructed", "sealed": "Sealed",
                "draft": "Draft"}


def entrant_name(doc: TournamentDocument, seat: int) -> str:
    """An entrant as the bracket names it: a person by its name, an AI by its number and
    level (``"3 · Normal"``)."""
    entrant = doc.entrants[seat]
    if entrant.agent == HUMAN:
        return entrant.name
    return f"{seat + 1} · {level_name(entrant.agent)}"


def side_name(doc: TournamentDocument, side: Sequence[int]) -> str:
    """A side: one entrant, or a team's entrants joined by ``&``."""
    return " & ".join(entrant_name(doc, seat) for seat in side)


def next_match(doc: TournamentDocument) -> tuple[int, int] | None:
    """Round and index of the first match of the last round still undecided (``None``: none)."""
    if not doc.rounds or doc.winner is not None:
        return None
    for index, match in enumerate(doc.rounds[-1]):
        if match.winner is None:
            return len(doc.rounds) - 1, index
    return None


def describe(doc: TournamentDocument, brief: bool = False) -> str:
    """A tournament in one line: format, players, match size, best of, where it stands (the
    round and the games played, or the winner); ``brief``: without the best of and the games
    played (a row of a narrow list)."""
    teams = f", teams {doc.teams}" if doc.teams else ""
    head = f"{FORMAT_NAMES[doc.deck_format]} · {len(doc.entrants)} players{teams}"
    if not brief:
        head += f" · best of {doc.best_of}"
    if doc.winner is not None:
        return f"{head} · won by {side_name(doc, doc.units[doc.winner])}"
    games = sum(len(m.games) for r in doc.rounds for m in r)
    played = "" if brief else f" · {games} game{'' if games == 1 else 's'} played"
    return f"{head} · round {max(len(doc.rounds), 1)}{played}"

