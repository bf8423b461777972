"""Heuristic (ε = 0.1) against random rollouts in ISMCTS, at the same time per decision.

    python benchmarks/rollout_policy.py GAME PLAYERS GAMES MS
    python benchmarks/rollout_policy.py taruno 2 60 100

Each game seats one searcher whose rollouts are the game's rule-based player with ε = 0.1
(``ai.ismcts.HeuristicRollout``) against searchers with uniformly random rollouts (the levels'
choice), all with ``MS`` milliseconds per decision and the game's cut-off; the heuristic
searcher's chair alternates and each deal is played twice. Prints the heuristic-rollout
searcher's share of wins (a shared win counts its share) with its Wilson 95% interval and the
mean iterations per decision of both kinds.
"""

from __future__ import annotations

import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.ai import rule_based_agent, search_cutoff  # noqa: E402
from tarot_table.ai.ismcts import ISMCTS, HeuristicRollout, random_rollout  # noqa: E402
from tarot_table.rules import find_game  # noqa: E402
from tarot_table.sim import wilson_interval  # noqa: E402

SHORT = {"tarok": {"single_hand": True}}


def compare(name: str, players: int, games: int, ms: float) -> dict:
    """Play ``games`` games; return the heuristic-rollout searcher's ``share`` of wins, its
    ``ci95`` and the mean ``iterations`` per decision of each kind."""
    game = find_game(name)
    cutoff = search_cutoff(name)
    share = 0.0
    iterations: dict[str, list[int]] = {"heuristic": [], "random": []}
    for k in range(games):
        chair = k % 2
        state = game.new_state(players, 500 + k // 2, SHORT.get(name), quiet=True)
        agents = []
        for seat in range(players):
            rollout = (HeuristicRollout(rule_based_agent(name)(random.Random(k * 7 + seat)), 0.1)
                       if seat == chair else random_rollout)
            agents.append(ISMCTS(game, random.Random(k * 31 + seat), cutoff=cutoff,
                                 rollout=rollout, time_ms=ms))
        while not state.is_terminal():
            seat = state.current_player()
            state.play(agents[seat].act(state.observation(seat)))
            kind = "heuristic" if seat == chair else "random"
            iterations[kind].append(agents[seat].last_iterations)
        winners = state.outcome().winners
        share += (chair in winners) / len(winners)
    return {"share": share / games, "ci95": wilson_interval(share, games),
            "iterations": {k: statistics.fmean(v) for k, v in iterations.items() if v}}


def main(argv: list[str]) -> int:
    name, players, games, ms = argv[0], int(argv[1]), int(argv[2]), float(argv[3])
    print(compare(name, players, games, ms))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
