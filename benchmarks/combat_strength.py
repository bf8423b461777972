"""Tarot Combat: the search against the rule-based player or random play, on an iteration
budget, with duplicate deals (each deal played twice, the chairs swapped).

    python benchmarks/combat_strength.py --opponent heuristic --iterations 200 --deals 100 \
        --seed 1 [--search declared|before] [--epsilon E] [--turns K] [--out report.json]

The searcher is the ``hard`` level's one-process search (``ai.search_agent``: the game's
cut-off, rollout policy and default move) with an iteration budget instead of hard's second, so
that the figures do not depend on the machine's load; ``--search before`` gives it the search
without Tarot Combat's hooks (random rollouts, no default move) for comparison. The
report is ``tarot-table sim``'s (``tarot_table.sim.simulate``, ``--duplicate``): wins per agent
with the Wilson 95% interval and the decision times (p50/p95/max, ms) — the searcher's spec
reads ``iter:<n>``, ``iter:<n>:before``, or ``iter:<n>`` with ``:eps=<ε>`` or ``:turns=<k>``
(``--epsilon``, ``--turns``). Runs over disjoint seeds merge with ``benchmarks/merge_sim.py``.
"""

from __future__ import annotations

import argparse
import functools
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from iteration_search import add_iteration_searchers, report  # noqa: E402
from tarot_table.ai.combat_heuristic import CombatHeuristic, combat_turns_cutoff  # noqa: E402
from tarot_table.ai.combat_search import StateView  # noqa: E402
from tarot_table.ai.ismcts import HeuristicRollout, random_rollout  # noqa: E402


def _configure(agent, fields: list[str]) -> None:
    """``iter:<n>:before``: the search without Tarot Combat's hooks (random rollouts, no
    default move); ``eps=<ε>``: its rollouts with a random action in ``ε`` of the steps instead
    of the declared 0.1; ``turns=<k>``: its rollouts cut off ``k`` turns on instead of the
    declared 3."""
    if fields == ["before"]:
        agent.rollout, agent.default_move, agent.default_share = random_rollout, None, 0.0
        return
    for field in fields:
        name, _, value = field.partition("=")
        if name == "eps":
            agent.rollout = HeuristicRollout(CombatHeuristic(random.Random(0)), float(value),
                                             view=StateView)
        elif name == "turns":
            agent.cutoff = functools.partial(combat_turns_cutoff, turns=int(value))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--opponent", default="heuristic", choices=("heuristic", "random"))
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--search", default="declared", choices=("declared", "before"))
    parser.add_argument("--epsilon", type=float, default=None,
                        help="the rollouts' share of random actions (default: as declared)")
    parser.add_argument("--turns", type=int, default=None,
                        help="the turns a rollout plays before its cut-off (default: as declared)")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    add_iteration_searchers(_configure)
    searcher = f"iter:{args.iterations}" + (":before" if args.search == "before" else "") + (
        f":eps={args.epsilon}" if args.epsilon is not None else "") + (
        f":turns={args.turns}" if args.turns is not None else "")
    return report("combat", [searcher, args.opponent], args.deals, args.seed, args.out)


if __name__ == "__main__":
    sys.exit(main())
