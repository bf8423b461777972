"""``tarot-table bench`` of two commits side by side, in alternation, on this machine.

    python benchmarks/compare_commits.py OLD NEW [--rounds 5] [--seconds 2] [--game tarok ...]
    python benchmarks/compare_commits.py OLD NEW --cpu [--playouts 40] [--iterations 1000]
    python benchmarks/compare_commits.py HEAD HEAD --cpu --compile new   # source → compiled

Each commit is checked out into a temporary git worktree and benchmarked by this interpreter
with that tree first on ``PYTHONPATH`` (so both run with the same Python and libraries). The two
commits take turns, ``--rounds`` times, so that a change in the machine's load hits both alike.
Printed per game: the median random-playout steps/s and ISMCTS iterations/s of each commit and
the ratio new / old, with the load average at the start and the end. ``--json`` prints them as
JSON. Nothing here is asserted: the figures are for a person to read (and quote).

With ``--cpu`` each run is a fixed amount of work timed in the process's CPU seconds instead of
``bench``'s wall-clock budgets, so that a busy machine (other processes taking turns on the
cores) disturbs the figures less: ``--playouts`` seeded random games per game, and ISMCTS with
an ``--iterations`` budget on ``bench``'s three mid-game positions.

A worktree holds the source alone: ``--compile old`` (or ``new``, repeatable) compiles that
commit's rules in its tree first (``hatch_build.py``, Cython; a few minutes each), so that
``HEAD HEAD --compile new`` measures what compiling gains.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def bench(tree: Path, games: list[str], seconds: float) -> dict:
    """One ``tarot-table bench --json`` run of the code in ``tree``."""
    command = [sys.executable, "-m", "tarot_table", "bench", "--json", "--seconds", str(seconds)]
    for game in games:
        command += ["--game", game]
    env = {**os.environ, "PYTHONPATH": str(tree), "SDL_VIDEODRIVER": "dummy"}
    out = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


#: The ``--cpu`` workload, run by the interpreter in each tree (both commits have these APIs).
CPU_WORK = """
import json, random, sys, time
from tarot_table.ai import search_agent
from tarot_table.bench import bench_players, mid_game_positions
from tarot_table.rules import GAMES, find_game
names, playouts, iterations = sys.argv[1].split(",") if sys.argv[1] else list(GAMES), \\
    int(sys.argv[2]), int(sys.argv[3])
out = {}
for name in names:
    game = find_game(name)
    players = bench_players(game)
    start, steps = time.process_time(), 0
    for g in range(playouts):
        state, rng = game.new_state(players, 1 + g, None, quiet=True), random.Random(g)
        while state.current_player() is not None:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
    playout = time.process_time() - start
    start, done = time.process_time(), 0
    for i, state in enumerate(mid_game_positions(game, players, 1)):
        agent = search_agent(name, random.Random(i), {"iterations": iterations}, "cpu")
        agent.search(state.observation(state.current_player()))
        done += agent.last_iterations
    search = time.process_time() - start
    out[name] = {"random_playout": {"steps_per_s": steps / playout},
                 "ismcts": {"iterations_per_s": done / search}}
print(json.dumps({"games": out}))
"""


def cpu_work(tree: Path, games: list[str], playouts: int, iterations: int) -> dict:
    """One run of :data:`CPU_WORK` with the code in ``tree``."""
    env = {**os.environ, "PYTHONPATH": str(tree), "SDL_VIDEODRIVER": "dummy"}
    command = [sys.executable, "-c", CPU_WORK, ",".join(games), str(playouts), str(iterations)]
    out = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def figures(report: dict) -> dict[str, tuple[float, float]]:
    """game → (random-playout steps/s, ISMCTS iterations/s) of one bench report."""
    return {name: (g["random_playout"]["steps_per_s"], g["ismcts"]["iterations_per_s"])
            for name, g in report["games"].items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--game", action="append", default=[])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--cpu", action="store_true", help="fixed work timed in CPU seconds")
    parser.add_argument("--playouts", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--compile", action="append", default=[], choices=("old", "new"),
                        help="compile that commit's rules first (hatch_build.py)")
    args = parser.parse_args()
    runs: dict[str, list[dict]] = {"old": [], "new": []}
    load = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory() as tmp:
        trees = {}
        for label in ("old", "new"):
            trees[label] = Path(tmp) / label
            subprocess.run(["git", "worktree", "add", "--detach", str(trees[label]),
                            getattr(args, label)], cwd=ROOT, check=True, capture_output=True)
            if label in args.compile:
                subprocess.run([sys.executable, "hatch_build.py"], cwd=trees[label], check=True,
                               capture_output=True)
        try:
            for _ in range(args.rounds):
                for label in ("old", "new"):
                    report = (cpu_work(trees[label], args.game, args.playouts, args.iterations)
                              if args.cpu else bench(trees[label], args.game, args.seconds))
                    runs[label].append(figures(report))
        finally:
            for tree in trees.values():
                subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT,
                               check=False, capture_output=True)
    load.append(os.getloadavg()[0])
    result = {"old": args.old, "new": args.new, "compiled": sorted(set(args.compile)),
              "rounds": args.rounds, "load": load,
              "measure": "CPU seconds of fixed work" if args.cpu else "bench (wall clock)",
              "games": {}}
    for game in runs["new"][0]:
        row = {}
        for k, measure in enumerate(("steps_per_s", "iterations_per_s")):
            old = statistics.median(r[game][k] for r in runs["old"] if game in r)
            new = statistics.median(r[game][k] for r in runs["new"])
            row[measure] = {"old": old, "new": new, "ratio": round(new / old, 3) if old else None}
        result["games"][game] = row
    if args.json:
        print(json.dumps(result, indent=1))
        return
    compiled = "".join(f", {label} compiled" for label in sorted(set(args.compile)))
    print(f"{args.old} → {args.new}{compiled}, medians of {args.rounds} alternating runs, "
          f"load {load[0]:.1f} → {load[1]:.1f}")
    for game, row in result["games"].items():
        steps, its = row["steps_per_s"], row["iterations_per_s"]
        print(f"  {game:9} steps/s {steps['old']:>10,.0f} → {steps['new']:>10,.0f} "
              f"({steps['ratio']}×)   ISMCTS it/s {its['old']:>7,.0f} → {its['new']:>7,.0f} "
              f"({its['ratio']}×)")


if __name__ == "__main__":
    main()
