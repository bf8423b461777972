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
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table import ai, sim  # noqa: E402
from tarot_table.ai.arcanoid_heuristic import ArcanoidRollout, arcanoid_rollout  # noqa: E402


def _agent_maker(make_agent):
    """``make_agent`` that also builds ``iter:<n>:<search>:<margin>:<epsilon>`` searchers."""

    def make(spec: str, game: str, seed: int, cores: int | None = None):
        if not spec.startswith("iter:"):
            return make_agent(spec, game, seed, cores)
        _, count, search, margin, epsilon = spec.split(":")
        agent = ai.search_agent(game, random.Random(seed), {"iterations": int(count)}, spec)
        agent.default_margin = float(margin)
        agent.rollout = ArcanoidRollout(float(epsilon))
        if search == "tree":
            agent.paired = False
            agent.default_share = ai.DEFAULT_SHARE
        return agent

    return make


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
    sim.make_agent = _agent_maker(sim.make_agent)
    searcher = f"iter:{args.iterations}:{args.search}:{args.margin}:{args.epsilon}"
    report = sim.simulate("arcanoid", [searcher] + [args.opponent] * 3, args.deals, args.seed,
                          options={"rounds": 1}, duplicate=True)
    text = json.dumps(report, indent=2)
    if args.out:
        args.out.write_text(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
