"""Root-parallel search against one process, at the same time per decision.

    python benchmarks/root_parallel.py [--game tarok] [--positions 12] [--ms 1000] [--json]

On ``--positions`` mid-game positions of the game (reached by seeded random moves,
``tarot_table.bench.mid_game_positions``), one decision of ``ismcts:<ms>`` (one process) and one
of ``ismcts:<ms>x2`` (the hard level on a machine with two cores: root-parallel over two
processes). Prints, for each, the mean search iterations per decision (summed over the trees)
and the decision time p50 / max in ms, and the ratio of iterations. Run it on a quiet machine:
the second process needs a free core.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.ai import make_agent  # noqa: E402
from tarot_table.bench import bench_players, mid_game_positions  # noqa: E402
from tarot_table.rules import find_game  # noqa: E402


def measure(name: str, positions: int, ms: float, seed: int = 1) -> dict:
    """``{spec: {"iterations", "decision_ms": {"p50", "max"}}}`` for both specs and the
    ``ratio`` of their mean iterations."""
    game = find_game(name)
    moves = tuple(4 + 7 * i for i in range(positions))
    states = mid_game_positions(game, bench_players(game), seed, moves=moves)
    result: dict = {"game": name, "positions": len(states), "ms": ms, "cpus": os.cpu_count()}
    for spec in (f"ismcts:{ms:g}", f"ismcts:{ms:g}x2"):
        agent = make_agent(spec, name, seed)
        agent.act(states[0].observation(states[0].current_player()))   # start the helper
        iterations, times = [], []
        for state in states:
            view = state.observation(state.current_player())
            start = time.perf_counter()
            agent.act(view)
            times.append((time.perf_counter() - start) * 1000.0)
            iterations.append(agent.last_iterations)
        result[spec] = {"iterations": round(statistics.fmean(iterations), 1),
                        "decision_ms": {"p50": round(statistics.median(times), 1),
                                        "max": round(max(times), 1)}}
    one, two = (result[s]["iterations"] for s in (f"ismcts:{ms:g}", f"ismcts:{ms:g}x2"))
    result["ratio"] = round(two / one, 3) if one else None
    result["load_average"] = [round(x, 2) for x in os.getloadavg()]
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="tarok")
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--ms", type=float, default=1000.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = measure(args.game, args.positions, args.ms)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"{result['game']}, {result['positions']} positions, {args.ms:g} ms a decision, "
          f"load average {result['load_average']}")
    for spec in (f"ismcts:{args.ms:g}", f"ismcts:{args.ms:g}x2"):
        r = result[spec]
        print(f"  {spec:<16} iterations {r['iterations']:>9.1f}  decision ms p50 "
              f"{r['decision_ms']['p50']:.1f} max {r['decision_ms']['max']:.1f}")
    print(f"  iterations ratio x2 / one process: {result['ratio']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
