"""Arcanoid: the search against three rule-based (or random) players on an iteration budget,
with duplicate deals (each deal played four times, the chairs rotated), one-round games.

    python benchmarks/arcanoid_strength.py --iterations 300 --deals 10 --seed 1 \
        [--opponent heuristic|random] [--search paired|tree] [--margin 0.01] \
        [--epsilon 0.05] [--out r.json]

The searcher is the ``hard`` level's one-process search (``ai.search_agent``: Arcanoid's
cut-off, rollout policy and candidates) with an iteration budget (playouts) instead of hard's
second, so that the figures do not depend on the machine's load. ``--search tree`` is the
former tree search (``paired`` off, ``DEFAULT_SHARE`` of the iterations credited to the
default); ``--margin`` sets the paired search's ``default_margin``, ``--epsilon`` the
rollouts' share of random moves (``ArcanoidRollout``; default: the declared policy's). The report is
``tarot-table sim``'s (``tarot_table.sim.simulate``, ``--duplicate``, ``rounds=1``); the
searcher's spec reads ``iter:<n>:<search>:<margin>:<epsilon>``; its battle share:
``benchmarks/battle_share.py``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from iteration_search import add_iteration_searchers, report  # noqa: E402
from tarot_table import ai  # noqa: E402
from tarot_table.ai.arcanoid_heuristic import ArcanoidRollout, arcanoid_rollout  # noqa: E402


def _configure(agent, fields: list[str]) -> None:
    """``iter:<n>:<search>:<margin>:<epsilon>``."""
    search, margin, epsilon = fields
    agent.default_margin = float(margin)
    agent.rollout = ArcanoidRollout(float(epsilon))
    if search == "tree":
        agent.paired = False
        agent.default_share = ai.DEFAULT_SHARE


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--opponent", default="heuristic", choices=("heuristic", "random"))
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--search", default="paired", choices=("paired", "tree"))
    parser.add_argument("--margin", type=float, default=ai.DEFAULT_MARGIN)
    parser.add_argument("--epsilon", type=float, default=arcanoid_rollout.epsilon)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    add_iteration_searchers(_configure)
    searcher = f"iter:{args.iterations}:{args.search}:{args.margin}:{args.epsilon}"
    return report("arcanoid", [searcher] + [args.opponent] * 3, args.deals, args.seed,
                  args.out, options={"rounds": 1})


if __name__ == "__main__":
    sys.exit(main())
