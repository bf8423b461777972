"""Arcanoid: the search against three rule-based (or random) players on an iteration budget,
with duplicate deals (each deal played four times, the chairs rotated), one-round games.

    python benchmarks/arcanoid_strength.py --iterations 300 --deals 10 --seed 1 \
        [--opponent heuristic|random] [--search paired|tree] [--margin 0.01] \
        [--epsilon 0.05] [--horizon 8] [--by-deal] [--out r.json]

The searcher is the ``hard`` level's one-process search (``ai.search_agent``: Arcanoid's
cut-off, rollout policy and candidates) with an iteration budget (playouts) instead of hard's
second, so that the figures do not depend on the machine's load. ``--search tree`` is a
tree search (``paired`` off, ``DEFAULT_SHARE`` of the iterations credited to the
default); ``--margin`` sets the paired search's ``default_margin``, ``--epsilon`` the
rollouts' share of random moves (``ArcanoidRollout``; default: the declared policy's),
``--horizon`` the actions a rollout plays before the forecast scores it (``ai/arcanoid_cutoff.py``;
0: to the round's end). The report is ``tarot-table sim``'s
(``tarot_table.sim.simulate``, ``--duplicate``, ``rounds=1``); the searcher's spec reads
``iter:<n>:<search>:<margin>:<epsilon>:<horizon>``; its battle share:
``benchmarks/battle_share.py``. With ``--by-deal`` each deal is a ``simulate`` call of its own
(the same games and seeds) and the report is a list of rows, one a deal: ``{"seed", "games",
"hard", "others", "hard_wins", "secs"}`` (the searcher's battles, each opponent's, the
searcher's wins), so that two runs on the same deals pair up deal by deal.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from iteration_search import add_iteration_searchers, report  # noqa: E402
from tarot_table import ai, sim  # noqa: E402
from tarot_table.ai.arcanoid_cutoff import HORIZON, arcanoid_cutoff  # noqa: E402
from tarot_table.ai.arcanoid_heuristic import ArcanoidRollout, arcanoid_rollout  # noqa: E402
from tarot_table.ai.ismcts import deal_end_cutoff  # noqa: E402

#: The cut-off of ``--horizon 0``: the round's end, scored by its battles.
ROUND_END = functools.partial(deal_end_cutoff, counter="round_no", deal_scale=1.0,
                              lead_scale=1.5)


def _configure(agent, fields: list[str]) -> None:
    """``iter:<n>:<search>:<margin>:<epsilon>:<horizon>``."""
    search, margin, epsilon, horizon = fields
    agent.default_margin = float(margin)
    agent.rollout = ArcanoidRollout(float(epsilon))
    agent.cutoff = functools.partial(arcanoid_cutoff, horizon=int(horizon)) if int(horizon) \
        else ROUND_END
    if search == "tree":
        agent.paired = False
        agent.default_share = ai.DEFAULT_SHARE


def by_deal(seats: list[str], deals: int, seed: int, out: Path | None) -> int:
    """Play deals ``seed`` … ``seed + deals - 1`` one ``simulate`` call each and report a row
    a deal (module docstring); 0."""
    rows = []
    for deal in range(seed, seed + deals):
        start = time.monotonic()
        result = sim.simulate("arcanoid", seats, 1, deal, options={"rounds": 1},
                              duplicate=True)
        searcher, *others = result["seats"]
        rows.append({"seed": deal, "games": result["games"], "hard": searcher["total_score"],
                     "others": [o["total_score"] for o in others],
                     "hard_wins": searcher["wins"], "secs": round(time.monotonic() - start, 1)})
        print(json.dumps(rows[-1]), flush=True)
        if out:
            out.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--opponent", default="heuristic", choices=("heuristic", "random"))
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--search", default="paired", choices=("paired", "tree"))
    parser.add_argument("--margin", type=float, default=ai.DEFAULT_MARGIN)
    parser.add_argument("--epsilon", type=float, default=arcanoid_rollout.epsilon)
    parser.add_argument("--horizon", type=int, default=HORIZON)
    parser.add_argument("--by-deal", action="store_true")
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    if args.horizon < 0:
        parser.error("--horizon: 0 (to the round's end) or more actions")
    add_iteration_searchers(_configure)
    searcher = f"iter:{args.iterations}:{args.search}:{args.margin}:{args.epsilon}:" \
               f"{args.horizon}"
    if args.by_deal:
        return by_deal([searcher] + [args.opponent] * 3, args.deals, args.seed, args.out)
    return report("arcanoid", [searcher] + [args.opponent] * 3, args.deals, args.seed,
                  args.out, options={"rounds": 1})


if __name__ == "__main__":
    sys.exit(main())
