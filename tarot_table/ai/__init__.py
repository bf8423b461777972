"""AI agents over the rules protocol. An agent sees only a seat's :class:`PlayerView`.

:func:`make_agent` builds one from a seat spec: ``"random"`` or ``"heuristic"`` (the game's
rule-based player).
"""

from __future__ import annotations

import random
from typing import Protocol

from ..rules.base import Action, PlayerView
from .random_agent import RandomAgent
from .tarok_heuristic import TarokHeuristic


class Agent(Protocol):
    """Chooses an action for the seat whose view it is given."""

    name: str

    def act(self, view: PlayerView) -> Action: ...


HEURISTICS = {"tarok": TarokHeuristic}
AGENT_SPECS = ("random", "heuristic")


def make_agent(spec: str, game: str, seed: int) -> Agent:
    """An agent for ``game`` from ``spec`` (one of :data:`AGENT_SPECS`), seeded with ``seed``.

    Raises ``ValueError`` for an unknown spec or a game without a heuristic player.
    """
    rng = random.Random(seed)
    if spec == "random":
        return RandomAgent(rng)
    if spec == "heuristic":
        if game not in HEURISTICS:
            raise ValueError(f"no heuristic player for {game!r}")
        return HEURISTICS[game](rng)
    raise ValueError(f"unknown agent {spec!r}; choose one of {', '.join(AGENT_SPECS)}")
