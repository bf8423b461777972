"""Random-playout speed of our rules next to RLCard's and OpenSpiel's, in one process and run.

    python benchmarks/compare.py [--seconds 3] [--slices 10] [--seed 1] [--json]

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

Each engine runs for about ``--seconds`` of wall-clock time, in ``--slices`` turns taken in
rotation with the other engines (each turn at least one whole game): a machine whose speed
drifts, because other processes come and go on its cores, then slows every engine alike rather
than whichever ran at the time, and a ratio of one run is not decided by when each engine ran
(``--slices 1`` runs them one after the other). Steps
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
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.bench import PlayoutClock, bench_players, random_game_player  # noqa: E402
from tarot_table.rules import GAMES, RULES_ONLY, find_game  # noqa: E402

MAX_STEPS = 100_000  # a safety cap per game for the foreign engines
#: Turns each engine takes (``--slices``): the engines run in turn, ``seconds / SLICES`` each.
SLICES = 10
#: Extra rows of ours, each compared with one foreign engine only: label → (game, players, engine).
PEERS = {"taruno 2p": ("taruno", 2, "rlcard_uno"), "combat 2p": ("combat", 2, "rlcard_uno")}


def rlcard_uno(seed: int) -> tuple[str, int, Callable[[int], int]]:
    """Random playouts of RLCard's raw Uno engine (2 players): ``(engine, players, play_one)``."""
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

    return "rlcard.games.uno.game.UnoGame", 2, play_one


def openspiel_hearts(seed: int) -> tuple[str, int, Callable[[int], int]]:
    """Random playouts of OpenSpiel's C++ hearts (4 players), chance outcomes included:
    ``(engine, players, play_one)``."""
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

    return "pyspiel hearts", game.num_players(), play_one


THEIRS = {"rlcard_uno": (rlcard_uno, "rlcard"), "openspiel_hearts": (openspiel_hearts, "open-spiel")}


def compare(seconds: float, seed: int, slices: int = SLICES) -> dict[str, Any]:
    """``{"python", "seconds", "slices", "seed", "ours": {game or PEERS label: figures},
    "theirs": {engine: figures or {"error"}}, "ratios": {"<game>/<engine>": {"steps_per_s",
    "games_per_s", "steps_per_cpu_s"}}}``. Every engine plays ``slices`` turns of about
    ``seconds / slices`` each, in turn with the others (module docstring)."""
    clocks: dict[tuple[str, str], tuple[int, PlayoutClock]] = {}
    for name, game in {**GAMES, **RULES_ONLY}.items():
        players = bench_players(game)
        clocks["ours", name] = players, PlayoutClock(random_game_player(game, players, seed))
    for label, (name, players, _) in PEERS.items():
        clocks["ours", label] = players, PlayoutClock(
            random_game_player(find_game(name), players, seed))
    theirs: dict[str, Any] = {}
    for key, (engine, package) in THEIRS.items():
        try:
            label, players, play_one = engine(seed)
        except ImportError as exc:
            theirs[key] = {"error": f"{package} is not installed ({exc}); "
                                    f"pip install -e '.[bench]'"}
            continue
        theirs[key] = {"engine": label}
        clocks["theirs", key] = players, PlayoutClock(play_one)
    for _ in range(slices):
        for _, clock in clocks.values():
            clock.run(seconds / slices)
    ours: dict[str, Any] = {}
    for (side, name), (players, clock) in clocks.items():
        figures = {"players": players, **clock.figures()}
        if side == "ours":
            ours[name] = figures
        else:
            theirs[name].update(figures)
    ratios = {}
    for name, mine in ours.items():
        for key, other in theirs.items():
            if "error" not in other and (name not in PEERS or PEERS[name][2] == key):
                ratios[f"{name}/{key}"] = {
                    "steps_per_s": round(mine["steps_per_s"] / other["steps_per_s"], 3),
                    "games_per_s": round(mine["games_per_s"] / other["games_per_s"], 3),
                    "steps_per_cpu_s": round(mine["steps_per_cpu_s"] / other["steps_per_cpu_s"],
                                             3)}
    return {"python": platform.python_version(), "seconds": seconds, "slices": slices,
            "seed": seed, "ours": ours, "theirs": theirs, "ratios": ratios}


def format_report(report: dict[str, Any]) -> str:
    lines = [f"Python {report['python']}, one process, ~{report['seconds']} s per engine "
             f"in {report['slices']} turns",
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
    parser.add_argument("--slices", type=int, default=SLICES)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.slices < 1:
        parser.error("--slices must be at least 1")
    report = compare(args.seconds, args.seed, args.slices)
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
