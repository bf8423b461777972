"""How large Tarot Combat's decisions are: per seat and game, the decisions with a real choice
(two legal actions or more) by stage, and their mean number of legal actions, over games of the
rule-based player against itself.

    python benchmarks/combat_decisions.py [--games 6] [--players 2] [--seed 0]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.ai import make_agent  # noqa: E402
from tarot_table.rules import find_game  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    game = find_game("combat")
    counts: Counter[str] = Counter()
    sizes: Counter[str] = Counter()
    for g in range(args.games):
        seed = args.seed + g
        state = game.new_state(args.players, seed, None, quiet=True)
        agents = [make_agent("heuristic", "combat", seed * 7 + i) for i in range(args.players)]
        while not state.is_terminal():
            seat = state.current_player()
            view = state.observation(seat)
            if len(view.legal) > 1:
                kind = type(view.stage).__name__
                counts[kind] += 1
                sizes[kind] += len(view.legal)
            state.play(agents[seat].act(view))
    seats = args.games * args.players
    print(f"{'stage':<18}{'per seat and game':>18}{'mean legal actions':>20}")
    for kind, count in counts.most_common():
        print(f"{kind:<18}{count / seats:>18.1f}{sizes[kind] / count:>20.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
