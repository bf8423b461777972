"""Tarot Combat: the search against the rule-based player or random play, on an iteration
budget, with duplicate deals (each deal played twice, the chairs swapped).

    python benchmarks/combat_strength.py --opponent heuristic --iterations 200 --deals 100 \
        --seed 1 [--search declared|before] [--out report.json]

The searcher is the ``hard`` level's one-process search (``ai.search_agent``: the game's
cut-off, rollout policy and default move) with an iteration budget instead of hard's second, so
that the figures do not depend on the machine's load; ``--search before`` gives it the search
Tarot Combat had before its hooks (random rollouts, no default move) for comparison. The
report is ``tarot-table sim``'s (``tarot_table.sim.simulate``, ``--duplicate``): wins per agent
with the Wilson 95% interval and the decision times (p50/p95/max, ms) — the searcher's spec
reads ``iter:<n>`` or ``iter:<n>:before``. Runs over disjoint seeds merge with
``benchmarks/merge_sim.py``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table import ai, sim  # noqa: E402
from tarot_table.ai.ismcts import random_rollout  # noqa: E402


def _agent_maker(make_agent):
    """``make_agent`` that also builds ``iter:<n>`` and ``iter:<n>:before`` searchers."""

    def make(spec: str, game: str, seed: int, cores: int | None = None):
        if not spec.startswith("iter:"):
            return make_agent(spec, game, seed, cores)
        _, count, *search = spec.split(":")
        agent = ai.search_agent(game, random.Random(seed), {"iterations": int(count)}, spec)
        if search == ["before"]:
            agent.rollout, agent.default_move, agent.default_share = random_rollout, None, 0.0
        return agent

    return make


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--opponent", default="heuristic", choices=("heuristic", "random"))
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--search", default="declared", choices=("declared", "before"))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    sim.make_agent = _agent_maker(sim.make_agent)
    searcher = f"iter:{args.iterations}" + (":before" if args.search == "before" else "")
    report = sim.simulate("combat", [searcher, args.opponent], args.deals, args.seed,
                          duplicate=True)
    text = json.dumps(report, indent=2)
    if args.out:
        args.out.write_text(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
