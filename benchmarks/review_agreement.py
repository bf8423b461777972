"""The review's marks against a search ten times as long, and the review's time.

    python benchmarks/review_agreement.py [--games 50] [--game tarok ...] [--factor 10]
        [--jobs 2] [--seed 1] [--json OUT]

For each game, ``--games`` games are played by the AI (``sim --record``: seat 1 the easy
player, who makes a random move 15% of the time, the others the rule-based player; Tarok four
players and one hand, Tarocchi one deal, Arcanoid four players and one round, Tarot Combat a
duel, Taruno four players) and seat 1's decisions reviewed (``tarot-table review``) with the
game's budget B (its unit's ``iterations``), over ``--jobs`` processes; the quantiles of the
losses found show where the unit's thresholds fall. Every decision marked
a mistake or a blunder is reviewed again with ``--factor`` times the budget (the search's
iterations and the evaluation's worlds), with the same seed; the **agreement** is the share
of those marks that the longer review makes too (a mistake or a blunder; the goal: at least
0.8), with its 95% Wilson interval.

The **time** is the wall-clock time of each game's review at B over ``--jobs`` processes (the
goal: a four-player Tarok hand or a Tarot Combat duel within 30 s on two cores), with the
CPU time of the processes and the machine's load average (the review runs at full priority
here; at the table it runs below it). Prints a line per game and, with ``--json``, writes the
figures there after each game. ``--games 5`` is a quick look.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table import storage  # noqa: E402
from tarot_table.ai.processes import spawn_pool, usable_cores  # noqa: E402
from tarot_table.ai.review import BLUNDER, MARKS, MISTAKE, review_decision  # noqa: E402
from tarot_table.replay import Replay  # noqa: E402
from tarot_table.review import ReviewRun, decision_seed  # noqa: E402
from tarot_table.sim import percentile, simulate, wilson_interval  # noqa: E402

#: The games reviewed: players and options.
SETUPS = {
    "tarok": (4, {"single_hand": True}),
    "combat": (2, {}),
    "taruno": (4, {}),
    "arcanoid": (4, {"rounds": 1}),
    "tarocchi": (5, {"deals": 1}),
}
ERRORS = (MISTAKE, BLUNDER)


def recorded(name: str, games: int, seed: int, directory: Path) -> list[Path]:
    """``games`` AI games of ``name`` written as saves into ``directory``."""
    players, options = SETUPS[name]
    simulate(name, ["easy"] + ["heuristic"] * (players - 1), games, seed, options, directory)
    return sorted(directory.glob("*.json"))


def cpu_seconds(pool) -> float:
    """The CPU time so far of this process and the pool's processes."""
    processes = [psutil.Process()] + [psutil.Process(p.pid)
                                      for p in (pool._processes or {}).values()]
    return sum(sum(p.cpu_times()[:2]) for p in processes)


def measure(name: str, games: int, seed: int, factor: int, jobs: int) -> dict:
    """The figures of one game (module docstring)."""
    marks = dict.fromkeys(MARKS, 0)
    flagged = confirmed = only_moves = 0
    seconds, cpu, loads, longer, losses = [], [], [], [], []
    pool = spawn_pool(jobs)
    try:
        with tempfile.TemporaryDirectory() as folder:
            for path in recorded(name, games, seed, Path(folder)):
                replay = Replay(storage.read_save(path))
                loads.append(os.getloadavg()[0])
                start, used = time.perf_counter(), cpu_seconds(pool)
                run = ReviewRun(replay, submit=pool.submit)
                review = run.result()
                seconds.append(time.perf_counter() - start)
                cpu.append(cpu_seconds(pool) - used)
                for mark in MARKS:
                    marks[mark] += review.count(mark)
                only_moves += len(review.decisions) - len(review.reviewed)
                losses.extend(d.review.loss for d in review.reviewed)
                errors = review.errors()
                views = {d.step: d.view for d in run.decisions}
                futures = [pool.submit(review_decision, views[d.step], d.review.played,
                                       decision_seed(replay.doc["seed"], d.step),
                                       factor * review.iterations,
                                       factor * d.review.worlds) for d in errors]
                for d, future in zip(errors, futures):
                    again = future.result()
                    flagged += 1
                    confirmed += again.mark in ERRORS
                    longer.append({"file": path.name, "step": d.step, "move": str(d.review.played),
                                   "mark": d.mark, "loss": round(d.review.loss, 2),
                                   "best": str(d.review.best), "long_mark": again.mark,
                                   "long_loss": round(again.loss, 2),
                                   "long_best": str(again.best)})
    finally:
        pool.shutdown(cancel_futures=True)
    low, high = wilson_interval(confirmed, flagged) if flagged else (0.0, 1.0)
    losses.sort()
    players, options = SETUPS[name]
    return {"game": name, "players": players, "options": options, "games": games,
            "iterations": review.iterations, "factor": factor, "jobs": jobs,
            "marks": marks, "thresholds": list(review.unit.marks), "unit": review.unit.unit,
            "loss_quantiles": {f"p{q}": round(percentile(losses, q), 3)
                               for q in (50, 75, 90, 95, 99)},
            "only_moves": only_moves, "flagged": flagged,
            "confirmed": confirmed, "agreement": round(confirmed / flagged, 3) if flagged
            else None, "agreement_ci95": [round(low, 3), round(high, 3)],
            "review_seconds": {"mean": round(statistics.fmean(seconds), 2),
                               "median": round(statistics.median(seconds), 2),
                               "max": round(max(seconds), 2)},
            "review_cpu_seconds": {"mean": round(statistics.fmean(cpu), 2),
                                   "max": round(max(cpu), 2)},
            "load_average": {"mean": round(statistics.fmean(loads), 2),
                             "max": round(max(loads), 2)},
            "flagged_decisions": longer}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--game", action="append", choices=list(SETUPS), default=None)
    parser.add_argument("--factor", type=int, default=10)
    parser.add_argument("--jobs", type=int, default=min(2, usable_cores()))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path, default=None, metavar="OUT")
    args = parser.parse_args(argv)
    results = []
    for name in args.game or list(SETUPS):
        result = measure(name, args.games, args.seed, args.factor, args.jobs)
        results.append(result)
        if args.json is not None:           # after each game, so that a long run keeps them
            args.json.write_text(json.dumps({"cpus": os.cpu_count(), "results": results},
                                            indent=2) + "\n")
        seconds = result["review_seconds"]
        agreement = "—" if result["agreement"] is None else f"{result['agreement']:.3f}"
        print(f"{name:<9} {result['games']} games, B = {result['iterations']} iterations: "
              f"marks {result['marks']}, only moves {result['only_moves']}; "
              f"{result['confirmed']}/{result['flagged']} mistakes and blunders confirmed at "
              f"{args.factor}·B: {agreement} {result['agreement_ci95']}; review of a game "
              f"{seconds['mean']} s mean, {seconds['max']} s max (CPU "
              f"{result['review_cpu_seconds']['mean']} s), load {result['load_average']['mean']}",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
