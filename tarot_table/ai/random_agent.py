"""The random agent: a uniformly random legal action."""

from __future__ import annotations

import random

from ..rules.base import Action, PlayerView


class RandomAgent:
    """Plays a uniformly random legal action of the view (``view.legal`` must not be empty)."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, view: PlayerView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.player} has no legal action to choose from")
        return self.rng.choice(view.legal)
