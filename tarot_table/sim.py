"""AI-only games without a window: win rates with Wilson intervals, scores, errors.

Used by ``tarot-table sim``. An agent that raises or returns an illegal action is counted as
an error for its seat and replaced, for that move, by a random legal action.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from .ai import make_agent
from .rules import find_game
from .rules.base import IllegalActionError


def wilson_interval(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins / n`` (95% for ``z = 1.96``).

    >>> [round(x, 4) for x in wilson_interval(160, 200)]
    [0.7391, 0.8495]
    """
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class SeatStats:
    agent: str
    wins: int = 0
    errors: int = 0
    scores: list[int] = field(default_factory=list)

    def report(self, games: int) -> dict[str, Any]:
        lo, hi = wilson_interval(self.wins, games)
        return {"agent": self.agent, "wins": self.wins,
                "win_rate": round(self.wins / games, 4) if games else 0.0,
                "ci95": [round(lo, 4), round(hi, 4)],
                "mean_score": round(sum(self.scores) / len(self.scores), 2) if self.scores else 0.0,
                "errors": self.errors}


def play_game(game_name: str, agents_spec: Sequence[str], seed: int,
              options: dict[str, Any] | None = None):
    """Play one AI-only game; returns ``(state, errors_per_seat)``."""
    game = find_game(game_name)
    state = game.new_state(len(agents_spec), seed, options)
    agents = [make_agent(spec, game_name, seed * 1009 + i) for i, spec in enumerate(agents_spec)]
    fallback = random.Random(seed)
    errors = [0] * len(agents_spec)
    while not state.is_terminal():
        seat = state.current_player()
        try:
            state.play(agents[seat].act(state.observation(seat)))
        except (IllegalActionError, ValueError, KeyError, IndexError):
            errors[seat] += 1
            state.play(fallback.choice(state.legal_actions()))
    return state, errors


def simulate(game_name: str, seats: Sequence[str], games: int, seed: int,
             options: dict[str, Any] | None = None, record: Path | None = None) -> dict[str, Any]:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``…) and report per seat:
    ``{"game", "players", "games", "seed", "seconds", "seats": [{agent, wins, win_rate,
    ci95: [lo, hi], mean_score, errors}, ...]}``. With ``record``, each game's replayable save
    document is written there as ``game-<seed>.json``.
    Raises ``ValueError``/``KeyError`` for an unknown game or agent or a bad player count.
    """
    from . import storage
    from .session import AI, Seat, Session

    game = find_game(game_name)
    for spec in seats:
        make_agent(spec, game_name, 0)
    stats = [SeatStats(spec) for spec in seats]
    start = time.perf_counter()
    for g in range(games):
        state, errors = play_game(game_name, seats, seed + g, options)
        outcome = state.outcome()
        for i, st in enumerate(stats):
            st.wins += i in outcome.winners
            st.errors += errors[i]
            st.scores.append(outcome.scores[i])
        if record is not None:
            seat_list = [Seat(f"{spec} {i}", AI, spec) for i, spec in enumerate(seats)]
            session = Session(game, state, seat_list, save_id=f"game-{seed + g}", autosave=False)
            storage.write_save(session.to_doc(), directory=record)
    return {"game": game_name, "players": len(seats), "games": games, "seed": seed,
            "seconds": round(time.perf_counter() - start, 3),
            "seats": [st.report(games) for st in stats]}
