"""Where Taruno's ISMCTS rollouts stop and how they score (:func:`taruno_cutoff`).

A Taruno game has no bound on its length: the discards are shuffled back into the draw pile
whenever it runs out (seed "Basic rules"; notes "Draw pile"), and a player bound by the Lovers
draws a card at the start of every turn (seed VI). Random rollouts of the search mostly end
within a few hundred actions (two players: median 79, 99th percentile 450, longest 1,227 of
36,714 rollouts from the positions of 300 random games), but one without an end can run for
minutes and exhaust its process's memory. The rules end a game once every seat is in one team
(:class:`~..rules.taruno.choices.LoversChoice`, ours) and cut it short after
:data:`~..rules.taruno.stages.TURN_LIMIT` turns (ours), but a rollout of a thousand turns
would still cost a decision dear. So a rollout stops:

* when the game is over, scored by its outcome;
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
    ``world`` stops at the end of the game or ``horizon`` (≥ 1) actions on (tree descent
    included)."""
    steps = -1  # the first call sees ``world`` itself

    def evaluate(state: TarunoState) -> tuple[float, ...] | None:
        nonlocal steps
        steps += 1
        if state.stage is None:
            return outcome_rewards(state)
        if steps < horizon:
            return None
        return death_rule_rewards(state)

    return evaluate
