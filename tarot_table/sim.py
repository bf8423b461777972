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
from .ai.processes import spawn_pool, usable_cores
from .rules import find_game
from .rules.base import IllegalActionError, State


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


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The nearest-rank ``q``-th percentile (0 < q <= 100) of ascending ``sorted_values``
    (0.0 for none).

    >>> percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95), percentile([4.0], 50)
    (10, 4.0)
    """
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(q / 100.0 * len(sorted_values)))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def decision_summary(times_ms: Sequence[float]) -> dict[str, float]:
    """``{"p50", "p95", "max"}`` of decision times in ms (nearest rank; zeros for none)."""
    ordered = sorted(times_ms)
    return {"p50": round(percentile(ordered, 50), 3), "p95": round(percentile(ordered, 95), 3),
            "max": round(ordered[-1], 3) if ordered else 0.0}


@dataclass
class SeatStats:
    """What one agent of ``--seats`` did over the games (it may change chairs with
    ``--duplicate``)."""

    agent: str
    wins: int = 0
    shared_by_all: int = 0
    errors: int = 0
    scores: list[int] = field(default_factory=list)
    decision_ms: list[float] = field(default_factory=list)

    def report(self, games: int) -> dict[str, Any]:
        lo, hi = wilson_interval(self.wins, games)
        return {"agent": self.agent, "wins": self.wins,
                "shared_by_all": self.shared_by_all,
                "win_rate": round(self.wins / games, 4) if games else 0.0,
                "ci95": [round(lo, 4), round(hi, 4)],
                "mean_score": round(sum(self.scores) / len(self.scores), 2) if self.scores else 0.0,
                "total_score": sum(self.scores),
                "errors": self.errors,
                "decisions": len(self.decision_ms),
                "decision_ms": decision_summary(self.decision_ms)}


def rotation(seats: Sequence[str], r: int) -> list[str]:
    """The agents by chair in rotation ``r`` of a duplicate deal: agent ``i`` of ``seats`` sits
    in chair ``(i + r) % n``.

    >>> rotation(["hard", "a", "b", "c"], 1)
    ['c', 'hard', 'a', 'b']
    """
    n = len(seats)
    return [seats[(chair - r) % n] for chair in range(n)]


def play_game(game_name: str, agents_spec: Sequence[str], seed: int,
              options: dict[str, Any] | None = None, agent_seeds: Sequence[int] | None = None,
              decision_ms: list[list[float]] | None = None, cores: int | None = None):
    """Play one AI-only game (``agents_spec`` by chair); returns ``(state, errors_per_chair)``.

    Agent ``i`` is seeded with ``agent_seeds[i]`` (default ``seed * 1009 + i``); ``cores`` is
    given to :func:`make_agent`. With ``decision_ms`` (one list per chair), the wall-clock time
    of each ``act`` call is appended to its chair's list, in milliseconds.
    """
    game = find_game(game_name)
    state = game.new_state(len(agents_spec), seed, options, quiet=True)
    if agent_seeds is None:
        agent_seeds = [seed * 1009 + i for i in range(len(agents_spec))]
    agents = [make_agent(spec, game_name, agent_seeds[i], cores)
              for i, spec in enumerate(agents_spec)]
    fallback = random.Random(seed)
    errors = [0] * len(agents_spec)
    clock = time.perf_counter
    while not state.is_terminal():
        seat = state.current_player()
        view = state.observation(seat)
        try:
            start = clock()
            try:
                action = agents[seat].act(view)
            finally:
                if decision_ms is not None:
                    decision_ms[seat].append((clock() - start) * 1000.0)
            state.play(action)
        except (IllegalActionError, ValueError, KeyError, IndexError):
            errors[seat] += 1
            state.play(fallback.choice(state.legal_actions()))
    return state, errors


@dataclass
class Played:
    """One game of a run, by agent of ``--seats`` (not by chair): whether each won, its errors,
    its score and its decision times in ms; ``shared_by_all`` when every chair is among the
    winners (Taruno's Lovers in a two-player game, a one-deal Tarocchi match split 34 to 34)."""

    won: list[bool]
    errors: list[int]
    scores: list[int]
    decision_ms: list[list[float]]
    shared_by_all: bool = False


def play_rotation(game_name: str, seats: Sequence[str], deal_seed: int, r: int,
                  duplicate: bool, options: dict[str, Any] | None, record: Path | None,
                  cores: int | None) -> Played:
    """Play deal ``deal_seed`` in rotation ``r`` (:func:`rotation`) and, with ``record``, write
    its save there. Runs in this process or in a ``--jobs`` worker."""
    n = len(seats)
    by_chair = rotation(seats, r)
    chair_of = [(i + r) % n for i in range(n)]
    agent_seeds = [deal_seed * 1009 + (chair - r) % n for chair in range(n)]
    times: list[list[float]] = [[] for _ in range(n)]
    state, errors = play_game(game_name, by_chair, deal_seed, options, agent_seeds, times, cores)
    outcome = state.outcome()
    if record is not None:
        save_id = f"game-{deal_seed}-r{r}" if duplicate else f"game-{deal_seed}"
        _record(game_name, state, by_chair, save_id, record)
    return Played([chair_of[i] in outcome.winners for i in range(n)],
                  [errors[chair_of[i]] for i in range(n)],
                  [outcome.scores[chair_of[i]] for i in range(n)],
                  [times[chair_of[i]] for i in range(n)], len(set(outcome.winners)) == n)


def _record(game_name: str, state: State, by_chair: Sequence[str], save_id: str,
            record: Path) -> None:
    """Write the game played to ``state`` as the save ``save_id`` in the folder ``record``,
    each chair's seat named after its agent (``by_chair``) and its number."""
    from . import storage
    from .session import AI, Seat, Session

    seat_list = [Seat(f"{spec[:storage.NAME_LIMIT - 1 - len(str(c))]} {c}", AI, spec)
                 for c, spec in enumerate(by_chair)]
    session = Session(find_game(game_name), state, seat_list, save_id=save_id, autosave=False)
    storage.write_save(session.to_doc(), directory=record)


def _check_setup(game_name: str, seats: Sequence[str], jobs: int) -> None:
    """Raise ``KeyError``/``ValueError`` for an unknown game or agent, ``ValueError`` for
    ``jobs < 1``."""
    find_game(game_name)
    for spec in seats:
        make_agent(spec, game_name, 0)
    if jobs < 1:
        raise ValueError(f"--jobs must be at least 1, not {jobs}")


def _count_game(stats: list[SeatStats], played: Played) -> None:
    """Add the game ``played`` to each agent's ``stats`` (by the agents' order)."""
    for i, st in enumerate(stats):
        st.wins += played.won[i]
        st.shared_by_all += played.shared_by_all
        st.errors += played.errors[i]
        st.scores.append(played.scores[i])
        st.decision_ms.extend(played.decision_ms[i])


def simulate(game_name: str, seats: Sequence[str], games: int, seed: int,
             options: dict[str, Any] | None = None, record: Path | None = None,
             duplicate: bool = False, jobs: int = 1) -> dict[str, Any]:
    """Play ``games`` deals (seeds ``seed``, ``seed + 1``…) and report per agent of ``seats``:
    ``{"game", "players", "games", "deals", "duplicate", "jobs", "seed", "seconds", "seats":
    [{agent, wins, shared_by_all, win_rate, ci95: [lo, hi], mean_score, total_score, errors,
    decisions, decision_ms: {p50, p95, max}}, ...]}`` (``total_score``: the scores added over
    the games, e.g. Arcanoid's battles won; ``wins`` as the rules give them, a shared win
    counting for each winner; ``shared_by_all``: the games every chair won).

    With ``duplicate``, each deal is played ``n`` times (``n`` = number of seats) with the same
    seed, rotation ``r`` seating agent ``i`` in chair ``(i + r) % n`` (:func:`rotation`); the
    report follows the agents, not the chairs, and ``games`` counts every game played
    (``deals * n``). ``decision_ms`` is the distribution of the time of each ``act`` call.
    With ``jobs > 1``, games are played ``jobs`` at a time in worker processes, and each game's
    agents get ``usable_cores() // jobs`` cores (at least 1; see ``"hard"`` in
    :mod:`tarot_table.ai`); the games and their results are the same as with one job, except
    where a time budget makes an agent depend on the machine's speed.
    With ``record``, each game's replayable save document is written there as
    ``game-<seed>.json`` (``game-<seed>-r<r>.json`` with ``duplicate``).
    Raises ``ValueError``/``KeyError`` for an unknown game or agent, a bad player count or
    ``jobs < 1``.
    """
    _check_setup(game_name, seats, jobs)
    n = len(seats)
    stats = [SeatStats(spec) for spec in seats]
    rotations = n if duplicate else 1
    tasks = [(seed + g, r) for g in range(games) for r in range(rotations)]
    cores = max(1, usable_cores() // jobs)
    start = time.perf_counter()
    if jobs == 1:
        for d, r in tasks:
            _count_game(stats, play_rotation(game_name, seats, d, r, duplicate, options, record,
                                             cores))
    else:
        pool = spawn_pool(jobs)
        try:
            futures = [pool.submit(play_rotation, game_name, seats, d, r, duplicate, options,
                                   record, cores) for d, r in tasks]
            for future in futures:
                _count_game(stats, future.result())
        finally:
            pool.shutdown(cancel_futures=True)
    return {"game": game_name, "players": n, "games": len(tasks), "deals": games,
            "duplicate": duplicate, "jobs": jobs, "seed": seed,
            "seconds": round(time.perf_counter() - start, 3),
            "seats": [st.report(len(tasks)) for st in stats]}
