"""Random-playout speed of our rules next to RLCard's and OpenSpiel's, in one process and run.

    python benchmarks/compare.py [--seconds 3] [--seed 1] [--json]

Needs the optional ``bench`` extra (``pip install -e '.[bench]'``: ``rlcard``, ``open-spiel``);
an engine whose package is missing is reported as such and the others still run.

* **ours** — every registered game (``tarot_table.rules.GAMES`` and ``RULES_ONLY``) at its benchmark player count
  (:func:`tarot_table.bench.bench_players`: Tarok 4, Tarocchi 5, Taruno 4, Arcanoid 4,
  Tarot Combat 4), whole games with
  uniformly random legal actions through ``state.legal_actions()`` and ``state.apply`` on quiet
  states (:func:`tarot_table.bench.random_playouts`); plus each row of ``PEERS``, a game at the
  player count of a foreign engine it is compared with alone: ``taruno 2p`` (Taruno, 2 players)
  for RLCard's 2-player Uno, its like, and ``combat 2p`` (the Tarot Combat duel) beside the same
  2-player card game;
* **RLCard Uno** — the raw game engine ``rlcard.games.uno.game.UnoGame`` (2 players, not the
  env wrapper): ``init_game()``, then ``step(a)`` with ``a`` uniform among
  ``get_legal_actions()`` until ``is_over()``;
* **OpenSpiel hearts** — ``pyspiel.load_game("hearts")`` (C++ engine, 4 players): from
  ``new_initial_state()``, chance nodes take an outcome of ``chance_outcomes()`` drawn by its
  probability, players a uniform action of ``legal_actions()``, every ``apply_action`` a step.

Each engine runs for about ``--seconds`` of wall-clock time (at least one whole game); steps
are actions applied, chance outcomes included; ``steps_per_cpu_s`` divides them by the process's
CPU time instead, which other processes taking turns on a shared machine's cores disturb less.
Ratios are ours / theirs (> 1: we are faster), by wall-clock and by CPU time: every registered
game against every foreign engine, and each ``PEERS`` row against its peer only.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.bench import bench_players, random_playouts  # noqa: E402
from tarot_table.rules import GAMES, RULES_ONLY, find_game  # noqa: E402

MAX_STEPS = 100_000  # a safety cap per game for the foreign engines
#: Extra rows of ours, each compared with one foreign engine only: label → (game, players, engine).
PEERS = {"taruno 2p": ("taruno", 2, "rlcard_uno"), "combat 2p": ("combat", 2, "rlcard_uno")}


def _timed(play_one: Callable[[int], int], seconds: float) -> dict[str, Any]:
    games = steps = 0
    start, cpu = time.perf_counter(), time.process_time()
    elapsed = 0.0
    while games < 1 or elapsed < seconds:
        steps += play_one(games)
        games += 1
        elapsed = time.perf_counter() - start
    cpu = max(time.process_time() - cpu, 1e-9)
    return {"games": games, "steps": steps, "seconds": round(elapsed, 3),
            "games_per_s": round(games / elapsed, 2), "steps_per_s": round(steps / elapsed, 1),
            "cpu_seconds": round(cpu, 3), "steps_per_cpu_s": round(steps / cpu, 1)}


def rlcard_uno(seconds: float, seed: int) -> dict[str, Any]:
    """Random playouts of RLCard's raw Uno engine (2 players)."""
    import numpy as np
    from rlcard.games.uno.game import UnoGame

    rng = random.Random(seed)
    game = UnoGame(num_players=2)

    def play_one(i: int) -> int:
        game.np_random = np.random.RandomState(seed + i)
        game.init_game()
        steps = 0
        while not game.is_over() and steps < MAX_STEPS:
            legal = game.get_legal_actions()
            game.step(legal[rng.randrange(len(legal))])
            steps += 1
        return steps

    return {"engine": "rlcard.games.uno.game.UnoGame", "players": 2,
            **_timed(play_one, seconds)}


def openspiel_hearts(seconds: float, seed: int) -> dict[str, Any]:
    """Random playouts of OpenSpiel's C++ hearts (4 players), chance outcomes included."""
    import pyspiel

    rng = random.Random(seed)
    game = pyspiel.load_game("hearts")

    def play_one(i: int) -> int:
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal() and steps < MAX_STEPS:
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                actions = [a for a, _ in outcomes]
                action = rng.choices(actions, weights=[p for _, p in outcomes])[0]
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            state.apply_action(action)
            steps += 1
        return steps

    return {"engine": "pyspiel hearts", "players": game.num_players(),
            **_timed(play_one, seconds)}


THEIRS = {"rlcard_uno": (rlcard_uno, "rlcard"), "openspiel_hearts": (openspiel_hearts, "open-spiel")}


def compare(seconds: float, seed: int) -> dict[str, Any]:
    """``{"python", "ours": {game or PEERS label: figures}, "theirs": {engine: figures or
    {"error"}}, "ratios": {"<game>/<engine>": {"steps_per_s", "games_per_s"}}}``."""
    ours = {}
    for name, game in {**GAMES, **RULES_ONLY}.items():
        players = bench_players(game)
        ours[name] = {"players": players, **random_playouts(game, players, seconds, seed)}
    for label, (name, players, _) in PEERS.items():
        ours[label] = {"players": players,
                       **random_playouts(find_game(name), players, seconds, seed)}
    theirs: dict[str, Any] = {}
    for key, (run, package) in THEIRS.items():
        try:
            theirs[key] = run(seconds, seed)
        except ImportError as exc:
            theirs[key] = {"error": f"{package} is not installed ({exc}); "
                                    f"pip install -e '.[bench]'"}
    ratios = {}
    for name, mine in ours.items():
        for key, other in theirs.items():
            if "error" not in other and (name not in PEERS or PEERS[name][2] == key):
                ratios[f"{name}/{key}"] = {
                    "steps_per_s": round(mine["steps_per_s"] / other["steps_per_s"], 3),
                    "games_per_s": round(mine["games_per_s"] / other["games_per_s"], 3)}
                if "steps_per_cpu_s" in mine and "steps_per_cpu_s" in other:
                    ratios[f"{name}/{key}"]["steps_per_cpu_s"] = round(
                        mine["steps_per_cpu_s"] / other["steps_per_cpu_s"], 3)
    return {"python": platform.python_version(), "seconds": seconds, "seed": seed,
            "ours": ours, "theirs": theirs, "ratios": ratios}


def format_report(report: dict[str, Any]) -> str:
    lines = [f"Python {report['python']}, one process, ~{report['seconds']} s per engine",
             f"{'engine':<34}{'players':>8}{'games/s':>12}{'steps/s':>12}{'steps/CPU s':>14}"]
    rows = [(f"ours: {name}", r) for name, r in report["ours"].items()]
    rows += [(f"{key} ({r.get('engine', '')})", r) for key, r in report["theirs"].items()]
    for label, r in rows:
        if "error" in r:
            lines.append(f"{label:<34}  unavailable: {r['error']}")
        else:
            lines.append(f"{label:<34}{r['players']:>8}{r['games_per_s']:>12.2f}"
                         f"{r['steps_per_s']:>12.0f}{r.get('steps_per_cpu_s', 0):>14.0f}")
    lines.append("ratios ours/theirs:")
    for pair, r in report["ratios"].items():
        cpu = f"  steps/CPU s x{r['steps_per_cpu_s']:.3f}" if "steps_per_cpu_s" in r else ""
        lines.append(f"  {pair:<32} steps/s x{r['steps_per_s']:.3f}  games/s x{r['games_per_s']:.3f}"
                     + cpu)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    report = compare(args.seconds, args.seed)
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
