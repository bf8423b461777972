"""Tarocchi: one agent against four others, deal by deal — its mean score per deal and how its
side fares in the deals it declares.

    python benchmarks/tarocchi_declarer.py [--deals 500] [--seed 1] [--agent heuristic]
                                           [--others random] [--json]

Each deal is a one-deal match (``deals=1``) from seed ``seed + i``; the agent sits in chair
``i % 5``, so it deals, bids first and bids last equally often. Per deal it records its score
change (the side payments of ``rules/tarocchi.py``'s ``settle``), whether it was the declarer
(it won the bidding, or dealt and called a King when all passed) and whether its side took
more than 34 of the 68 card points. Prints the mean score with its 95% interval (normal
approximation), the declared deals by contract, and the declarer's win rate with its Wilson
95% interval.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.ai import make_agent  # noqa: E402
from tarot_table.rules import find_game  # noqa: E402
from tarot_table.rules.tarocchi import HALF  # noqa: E402
from tarot_table.sim import wilson_interval  # noqa: E402

SEATS = 5


def play_deals(deals: int, seed: int, agent: str, others: str) -> dict[str, Any]:
    """Play ``deals`` one-deal matches and return the figures printed by :func:`main`."""
    game = find_game("tarocchi")
    scores: list[int] = []
    contracts: Counter[str] = Counter()
    declared = declared_won = 0
    for i in range(deals):
        chair = i % SEATS
        state = game.new_state(SEATS, seed + i, {"deals": 1}, quiet=True)
        agents = [make_agent(agent if s == chair else others, "tarocchi", (seed + i) * 7 + s)
                  for s in range(SEATS)]
        while not state.is_terminal():
            seat = state.current_player()
            state.play(agents[seat].act(state.observation(seat)))
        scores.append(state.scores[chair])
        if state.declarer == chair:
            declared += 1
            contracts[state.contract or "king"] += 1
            side = state.side_of(chair)
            declared_won += sum(state.deal_points()[s] for s in side) > HALF
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5 if len(scores) > 1 else 0.0
    low, high = wilson_interval(declared_won, declared)
    return {"deals": deals, "seed": seed, "agent": agent, "others": others,
            "mean_score": round(mean, 3), "mean_ci95": [round(mean - half, 3),
                                                        round(mean + half, 3)],
            "declared": declared, "contracts": dict(contracts), "declared_won": declared_won,
            "declared_win_rate": round(declared_won / declared, 4) if declared else None,
            "declared_ci95": [round(low, 4), round(high, 4)]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agent", default="heuristic")
    parser.add_argument("--others", default="random")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    report = play_deals(args.deals, args.seed, args.agent, args.others)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"{args.agent} vs 4 {args.others}, {args.deals} deals: mean score "
              f"{report['mean_score']} {report['mean_ci95']}; declared {report['declared']} "
              f"{report['contracts']}, won {report['declared_won']} "
              f"({report['declared_win_rate']}, Wilson {report['declared_ci95']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
