"""What the fast-playout tests share: a position reached by random moves, and the rewards of
stepping the rules with a rollout policy until a cut-off answers (what a fast playout must
return exactly)."""

from __future__ import annotations

import random


def random_position(state, rng: random.Random, most: int):
    """``state`` after up to ``most`` uniformly random legal moves (``rng.randrange(most)`` of
    them), or ``None`` if the game ended on the way."""
    for _ in range(rng.randrange(0, most)):
        if state.is_terminal():
            return None
        state.apply(rng.choice(state.legal_actions()))
    return None if state.is_terminal() else state


def stepped_rewards(state, evaluate, rollout, rng: random.Random):
    """Apply ``rollout(state, rng)`` to ``state`` until ``evaluate(state)`` gives rewards
    (asked first of ``state`` as it is) and return them."""
    rewards = evaluate(state)
    while rewards is None:
        state.apply(rollout(state, rng))
        rewards = evaluate(state)
    return rewards
