"""Where Taruno's ISMCTS rollouts stop and how they score (:func:`taruno_cutoff`).

A Taruno game has no bound on its length: the discards are shuffled back into the draw pile
whenever it runs out (seed "Basic rules"; notes "Draw pile"), and a player bound by the Lovers
draws a card at the start of every turn (seed VI), so that once every seat is in one team a
game mostly goes on until Death comes a second time. Random rollouts of the search mostly end
within a few hundred actions (two players: median 79, 99th percentile 450, longest 1,227 of
36,714 rollouts from the positions of 300 random games), but a few of ``hard``'s ran for
minutes, one of them until its process was out of memory (``docs/ai.md``). So a rollout
stops:

* when the game is over, scored by its outcome;
* when every seat is in one team (the Lovers), from the first action on: everybody wins
  whoever ends it, and whatever way it ends (a last minor or the Death rule, seed VI: "If
  either of you wins, you both win"), so each seat gets ``1 / n``, the share of a game
  everybody won;
* after :data:`HORIZON` actions from the sampled world, scored as if the game ended there by
  the Death rule (seed XIII; notes "Major arcana"): the seats with the fewest cards in hand
  and their partners win, sharing the reward (fate's draw is not made: the tied share).
"""

from __future__ import annotations

from ..rules.taruno import TarunoState
from .ismcts import Evaluate, outcome_rewards

#: The actions a rollout plays from its sampled world before the Death rule scores it: four
#: times the longest of 36,714 two-player rollouts measured (above).
HORIZON = 5000


def death_rule_rewards(state: TarunoState) -> tuple[float, ...]:
    """The rewards of ``state`` if the game ended now by the Death rule: the seats holding the
    fewest cards and their partners (the Lovers) win and share 1; fate is not drawn."""
    hands = state.hands
    least = min(len(hand) for hand in hands)
    team = state.team
    teams = {team[s] for s, hand in enumerate(hands) if len(hand) == least}
    winners = [s for s in range(state.num_players) if team[s] in teams]
    share = 1.0 / len(winners)
    return tuple(share if team[s] in teams else 0.0 for s in range(state.num_players))


def taruno_cutoff(world: TarunoState, horizon: int = HORIZON) -> Evaluate:
    """The :data:`~.ismcts.Cutoff` of Taruno's search (module docstring): the rollout from
    ``world`` stops at the end of the game, when every seat is in one team (after one action at
    least: the search expands the sampled world itself), or ``horizon`` (≥ 1) actions on (tree
    descent included)."""
    steps = -1  # the first call sees ``world`` itself
    n = world.num_players
    settled = (1.0 / n,) * n

    def evaluate(state: TarunoState) -> tuple[float, ...] | None:
        nonlocal steps
        steps += 1
        if state.stage is None:
            return outcome_rewards(state)
        team = state.team
        if steps and team.count(team[0]) == n:   # never the world itself: the search
            return settled                        # expands its root from there
        if steps < horizon:
            return None
        return death_rule_rewards(state)

    return evaluate
