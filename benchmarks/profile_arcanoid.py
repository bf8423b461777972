"""Where Arcanoid's search spends its iterations: cProfile of ISMCTS on the decisions of a
seeded game of rule-based players, with the action sets it faced.

    python benchmarks/profile_arcanoid.py [--iterations 200] [--every 7] [--top 20]
    python benchmarks/profile_arcanoid.py --before     # random rollouts, every legal action

Prints the legal actions per decision (mean, median, max), the candidates the tree tried, the
iterations per second and rollout steps per iteration, and the functions with the most
cumulative time. ``--before`` searches without Arcanoid's declared rollout and candidates
(random rollouts, every legal action), for comparison.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.ai import make_agent, search_cutoff  # noqa: E402
from tarot_table.ai.arcanoid_heuristic import arcanoid_candidates, arcanoid_rollout  # noqa: E402
from tarot_table.ai.ismcts import ISMCTS, random_rollout  # noqa: E402
from tarot_table.rules import find_game  # noqa: E402


def decisions(seeds: range, every: int):
    """Every ``every``-th decision of seat 0 with a choice, in games of rule-based players:
    ``(state, view)`` pairs."""
    game = find_game("arcanoid")
    for seed in seeds:
        state = game.new_state(4, seed, quiet=True)
        agents = [make_agent("heuristic", "arcanoid", seed * 10 + s) for s in range(4)]
        k = 0
        while not state.is_terminal():
            seat = state.current_player()
            view = state.observation(seat)
            if seat == 0 and len(view.legal) > 1:
                k += 1
                if k % every == 0:
                    yield state.clone(), view
            state.apply(agents[seat].act(view))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--every", type=int, default=7)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--before", action="store_true",
                        help="random rollouts and every legal action (a plain search)")
    args = parser.parse_args(argv)
    game = find_game("arcanoid")
    found = list(decisions(range(1, args.games + 1), args.every))
    legal = [len(v.legal) for _, v in found]
    tried = [len(arcanoid_candidates(s, list(v.legal))) for s, v in found]
    print(f"{len(found)} decisions: legal actions mean {statistics.mean(legal):.1f}, median "
          f"{statistics.median(legal)}, max {max(legal)}; candidates mean "
          f"{statistics.mean(tried):.1f}, max {max(tried)}")
    search = ISMCTS(game, random.Random(1), iterations=args.iterations,
                    cutoff=search_cutoff("arcanoid"),
                    rollout=random_rollout if args.before else arcanoid_rollout,
                    candidates=None if args.before else arcanoid_candidates)
    steps = 0
    apply = type(found[0][0]).apply

    def counted(self, action):
        nonlocal steps
        steps += 1
        return apply(self, action)

    type(found[0][0]).apply = counted
    profile = cProfile.Profile()
    start = time.perf_counter()
    profile.enable()
    for _, view in found:
        search.act(view)
    profile.disable()
    seconds = time.perf_counter() - start
    type(found[0][0]).apply = apply
    total = len(found) * args.iterations
    print(f"{'before' if args.before else 'now'}: {total} iterations in {seconds:.2f} s under "
          f"cProfile ({total / seconds:.0f}/s), {steps / total:.1f} moves applied per iteration")
    out = io.StringIO()
    pstats.Stats(profile, stream=out).sort_stats("cumulative").print_stats(args.top)
    text = out.getvalue()
    print(text[text.index("ncalls") - 3:] if "ncalls" in text else text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
