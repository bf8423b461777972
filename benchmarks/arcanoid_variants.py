"""Arcanoid: every variant played by the AI — errors over many games, and the heuristic's share
of the battles against random players.

    python benchmarks/arcanoid_variants.py [--games 200] [--seed 1] [--out FILE]

Each run is what ``tarot-table sim --game arcanoid --players P --seats … --option variant=V
[--option gaza=true] --games G --seed S --json`` reports (it calls the same
:func:`tarot_table.sim.simulate`):

* ``errors``: every variant with 4 heuristic players and GAZA on top of every variant with 2
  and 3 heuristic players, over ``--games`` games each, and every variant with 10 heuristic
  players over ``--big-games`` games — the errors of all seats (an agent's exception or
  illegal action);
* ``share``: the heuristic against three random players in every variant (against two with
  GAZA, three players) — its share of all battles won and the lower bound of the Wilson 95%
  interval of that share (battles counted one by one; a fair share is 0.25, a third with GAZA).

Prints one line per run and writes every report as JSON to ``--out``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.rules.arcanoid.variants import GAZA_PLAYERS, VARIANTS  # noqa: E402
from tarot_table.sim import simulate, wilson_interval  # noqa: E402


def run(label: str, seats: list[str], options: dict[str, Any], games: int,
        seed: int) -> dict[str, Any]:
    """One ``simulate`` run, with the total errors and seat 0's battle share added."""
    report = simulate("arcanoid", seats, games, seed, options)
    battles = [round(s["mean_score"] * games) for s in report["seats"]]
    low, high = wilson_interval(battles[0], sum(battles))
    report.update(label=label, options=options,
                  errors=sum(s["errors"] for s in report["seats"]),
                  battles=battles, share=round(battles[0] / sum(battles), 4),
                  share_ci95=[round(low, 4), round(high, 4)])
    print(f"{label:28} {report['games']} games {report['seconds']:7.1f} s  errors "
          f"{report['errors']}  seat 0 share {report['share']:.3f} "
          f"95% [{low:.3f}, {high:.3f}]", flush=True)
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--big-games", type=int, default=40,
                        help="games of each ten-player run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).parent / "results" / "arcanoid-variants.json")
    args = parser.parse_args()
    runs = []
    for v in VARIANTS:
        runs.append(run(f"{v} 4 heuristic", ["heuristic"] * 4, {"variant": v},
                        args.games, args.seed))
    for v in VARIANTS:
        for p in GAZA_PLAYERS:
            runs.append(run(f"{v}+gaza {p} heuristic", ["heuristic"] * p,
                            {"variant": v, "gaza": True}, args.games, args.seed))
    for v in VARIANTS:
        runs.append(run(f"{v} heuristic vs 3 random", ["heuristic"] + ["random"] * 3,
                        {"variant": v}, args.games, args.seed))
        runs.append(run(f"{v}+gaza heuristic vs 2 random", ["heuristic"] + ["random"] * 2,
                        {"variant": v, "gaza": True}, args.games, args.seed))
    for v in VARIANTS:
        runs.append(run(f"{v} 10 heuristic", ["heuristic"] * 10, {"variant": v},
                        args.big_games, args.seed))
    args.out.write_text(json.dumps(runs, indent=1) + "\n")
    print(f"total errors {sum(r['errors'] for r in runs)}; written to {args.out}")


if __name__ == "__main__":
    main()
