"""Arcanoid's battle share from ``tarot-table sim --json`` reports: the battles each agent won
over every battle fought, with its Wilson interval (95%).

    python benchmarks/battle_share.py report.json [more.json …]

Every round has four battles and each is won by one seat (the daemon's count for its master),
so a game of ``rounds`` rounds has ``4 * rounds`` battles; an agent's battles are its
``total_score`` (``outcome().scores`` added: battles won over the regular rounds; older
reports: ``mean_score`` times the games).
Several reports of the same seats are added up. Prints one line per agent and the JSON
``{"games", "battles", "seats": [{"agent", "won", "share", "wilson"}]}``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.sim import wilson_interval  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reports", nargs="+", type=Path)
    parser.add_argument("--rounds", type=int, default=1, help="regular rounds per game")
    args = parser.parse_args(argv)
    games, won = 0, None
    for path in args.reports:
        report = json.loads(path.read_text())
        agents = [s["agent"] for s in report["seats"]]
        battles = [s.get("total_score", round(s["mean_score"] * report["games"]))
                   for s in report["seats"]]
        if won is None:
            names, won = agents, battles
        elif agents != names:
            raise SystemExit(f"{path}: seats {agents} differ from {names}")
        else:
            won = [a + b for a, b in zip(won, battles)]
        games += report["games"]
    total = 4 * args.rounds * games
    seats = []
    for agent, count in zip(names, won):
        lo, hi = wilson_interval(count, total)
        seats.append({"agent": agent, "won": count, "share": round(count / total, 4),
                      "wilson": [round(lo, 4), round(hi, 4)]})
        print(f"{agent:<10} {count:>5} of {total} battles  share {count / total:.3f}  "
              f"Wilson [{lo:.3f}, {hi:.3f}]")
    print(json.dumps({"games": games, "battles": total, "seats": seats}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
