"""Speed of the rules and of the search, per registered game: ``tarot-table bench``.

For every registered game, :data:`tarot_table.rules.GAMES` and the rules-only games of
:data:`~tarot_table.rules.RULES_ONLY` (or the one named):

* **random playouts** — whole games from ``game.new_state`` to the end, each move a uniformly
  random legal action (``state.legal_actions()`` then ``state.apply`` on a quiet state: the
  unchecked, events-free path search and simulation use), with a seeded
  :class:`random.Random`, for about ``seconds`` on one core:
  ``games_per_s`` and ``steps_per_s`` (actions applied per second, dealing included in the time);
* **ISMCTS** — the search as the ``hard`` level builds it (the game's cut-off and rollout),
  given ``ismcts_ms`` per position on a few mid-game positions reached by seeded random play:
  ``iterations_per_s`` over all of them.

Everything runs in this process, one thread: the figures are for one core.
"""

from __future__ import annotations

import platform
import random
import time
from typing import Any, Callable, Mapping

from .ai import make_agent
from .rules import GAMES, RULES_ONLY, find_game
from .rules.base import Game

#: Moves of random play before each position the ISMCTS benchmark searches from.
ISMCTS_POSITIONS = (4, 17, 33)


def bench_players(game: Game) -> int:
    """The player count benchmarked: 4 when the game allows it, else the nearest allowed."""
    spec = game.spec
    return max(spec.min_players, min(4, spec.max_players))


def random_game_player(game: Game, players: int, seed: int = 1,
                       options: Mapping[str, Any] | None = None) -> Callable[[int], int]:
    """``play_one(i)``: play the game dealt from seed ``seed + i`` to its end, each move a
    uniformly random legal action of one seeded :class:`random.Random` shared by the calls,
    and return the number of actions applied."""
    randrange = random.Random(seed).randrange

    def play_one(i: int) -> int:
        state = game.new_state(players, seed + i, options, quiet=True)
        apply, legal_actions = state.apply, state.legal_actions
        steps = 0
        while state.current_player() is not None:
            legal = legal_actions()
            apply(legal[randrange(len(legal))])
            steps += 1
        return steps

    return play_one


class PlayoutClock:
    """Games, actions, wall-clock and CPU seconds summed over the runs of one ``play_one``
    (:func:`random_game_player` or a foreign engine's), which may come in several slices
    (``benchmarks/compare.py`` takes turns between engines)."""

    def __init__(self, play_one: Callable[[int], int]) -> None:
        self.play_one = play_one
        self.games = self.steps = 0
        self.seconds = self.cpu_seconds = 0.0

    def run(self, seconds: float, min_games: int = 1) -> None:
        """Play whole games for about ``seconds`` more (at least ``min_games``)."""
        play_one, clock = self.play_one, time.perf_counter
        games = steps = 0
        start, cpu = clock(), time.process_time()
        elapsed = 0.0
        while games < min_games or elapsed < seconds:
            steps += play_one(self.games + games)
            games += 1
            elapsed = clock() - start
        self.cpu_seconds += time.process_time() - cpu
        self.games += games
        self.steps += steps
        self.seconds += elapsed

    def figures(self) -> dict[str, Any]:
        """``{"games", "steps", "seconds", "games_per_s", "steps_per_s", "cpu_seconds",
        "steps_per_cpu_s"}`` (``cpu_seconds``: this process's CPU time, which other processes
        taking turns on the cores disturb less than the wall-clock ``seconds``)."""
        elapsed, cpu = max(self.seconds, 1e-9), max(self.cpu_seconds, 1e-9)
        return {"games": self.games, "steps": self.steps, "seconds": round(self.seconds, 3),
                "games_per_s": round(self.games / elapsed, 2),
                "steps_per_s": round(self.steps / elapsed, 1),
                "cpu_seconds": round(self.cpu_seconds, 3),
                "steps_per_cpu_s": round(self.steps / cpu, 1)}


def random_playouts(game: Game, players: int, seconds: float, seed: int = 1,
                    options: Mapping[str, Any] | None = None, min_games: int = 1
                    ) -> dict[str, Any]:
    """Play random games of ``game`` (:func:`random_game_player`) for about ``seconds`` (at
    least ``min_games`` whole games) and report :meth:`PlayoutClock.figures`."""
    clock = PlayoutClock(random_game_player(game, players, seed, options))
    clock.run(seconds, min_games)
    return clock.figures()


def mid_game_positions(game: Game, players: int, seed: int = 1,
                       options: Mapping[str, Any] | None = None,
                       moves: tuple[int, ...] = ISMCTS_POSITIONS):
    """States after ``moves[i]`` seeded random moves (one per entry; fewer moves when a game
    ends sooner), each with a choice of at least two actions where one is found."""
    states = []
    for i, count in enumerate(moves):
        state = game.new_state(players, seed + i, options)
        rng = random.Random(seed + i)
        history = [state.clone()]
        for _ in range(count):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
            history.append(state.clone())
        for candidate in reversed(history):  # the latest live position with a real choice
            if not candidate.is_terminal() and len(candidate.legal_actions()) > 1:
                state = candidate
                break
        else:
            state = next(s for s in reversed(history) if not s.is_terminal())
        states.append(state)
    return states


def ismcts_speed(game_name: str, players: int, ms: float, seed: int = 1,
                 options: Mapping[str, Any] | None = None,
                 moves: tuple[int, ...] = ISMCTS_POSITIONS) -> dict[str, Any]:
    """ISMCTS iterations per second of the ``ismcts:<ms>`` agent (the hard level's search with
    another budget) over :func:`mid_game_positions`: ``{"positions", "iterations", "seconds",
    "iterations_per_s", "ms_per_position", "cpu_seconds", "iterations_per_cpu_s"}`` (the
    budget is wall-clock time; ``cpu_seconds`` is this process's CPU time meanwhile)."""
    game = find_game(game_name)
    agent = make_agent(f"ismcts:{ms:g}", game_name, seed)
    iterations, elapsed, cpu = 0, 0.0, 0.0
    states = mid_game_positions(game, players, seed, options, moves)
    for state in states:
        view = state.observation(state.current_player())
        start, cpu_start = time.perf_counter(), time.process_time()
        agent.search(view)
        elapsed += time.perf_counter() - start
        cpu += time.process_time() - cpu_start
        iterations += agent.last_iterations
    return {"positions": len(states), "iterations": iterations, "seconds": round(elapsed, 3),
            "iterations_per_s": round(iterations / elapsed, 1) if elapsed else 0.0,
            "ms_per_position": ms, "cpu_seconds": round(cpu, 3),
            "iterations_per_cpu_s": round(iterations / cpu, 1) if cpu else 0.0}


def bench(games: list[str] | None = None, seconds: float = 2.5, ismcts_ms: float = 1000.0,
          seed: int = 1) -> dict[str, Any]:
    """The benchmark report: ``{"python", "machine", "seconds_per_game", "ismcts_ms",
    "games": {name: {"players", "random_playout": {...}, "ismcts": {...}}}}`` (see
    :func:`random_playouts` and :func:`ismcts_speed`). Raises ``KeyError`` for an unknown game."""
    names = games if games else [*GAMES, *RULES_ONLY]
    report: dict[str, Any] = {
        "python": platform.python_version(), "machine": platform.machine(),
        "seconds_per_game": seconds, "ismcts_ms": ismcts_ms, "games": {}}
    for name in names:
        game = find_game(name)
        players = bench_players(game)
        report["games"][name] = {
            "players": players,
            "random_playout": random_playouts(game, players, seconds, seed),
            "ismcts": ismcts_speed(name, players, ismcts_ms, seed),
        }
    return report


def format_report(report: Mapping[str, Any]) -> str:
    """The report as a readable table."""
    lines = [f"Python {report['python']} ({report['machine']}), one core; random playouts for "
             f"~{report['seconds_per_game']} s, ISMCTS {report['ismcts_ms']:g} ms per position",
             f"{'game':<12}{'players':>8}{'games/s':>12}{'steps/s':>12}{'ISMCTS it/s':>14}"
             f"{'steps/CPU s':>14}{'it/CPU s':>12}"]
    for name, entry in report["games"].items():
        playout, search = entry["random_playout"], entry["ismcts"]
        lines.append(f"{name:<12}{entry['players']:>8}{playout['games_per_s']:>12.2f}"
                     f"{playout['steps_per_s']:>12.0f}{search['iterations_per_s']:>14.0f}"
                     f"{playout['steps_per_cpu_s']:>14.0f}{search['iterations_per_cpu_s']:>12.0f}")
    return "\n".join(lines)
