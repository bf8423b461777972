"""Tarot Combat's search hooks: the rule-based player as the search's default move and as its
rollout policy.

* :func:`combat_default_move` — the rule-based player's choice, the search's default move
  (credited :data:`~tarot_table.ai.DEFAULT_SHARE` of the iterations at the root);
* :data:`combat_rollout` — rollouts play the rule-based player for every seat (a uniformly
  random legal action with probability 0.1), reading the determinized state through
  :class:`StateView` instead of building a whole :class:`~..rules.combat.CombatView` a step.

With random rollouts the search judges its moves by how random players answer them, and loses
to the rule-based player; with the rule-based player in the rollouts it plays against the
opponent it meets (``docs/ai.md``, "Rule-based rollouts in Arcanoid and Tarot Combat").
"""

from __future__ import annotations

import random

from ..cards import Card
from ..rules.base import Action
from ..rules.combat import CombatState, Soldier
from .combat_heuristic import CombatHeuristic
from .ismcts import random_rollout


class _Zones:
    """The zones :class:`CombatHeuristic` reads, from the state: hand sizes (``hand:<s>``) and
    the discard piles (``discard`` or ``discard:<s>``)."""

    __slots__ = ("state",)

    def __init__(self, state: CombatState) -> None:
        self.state = state

    def __getitem__(self, key: str) -> list[Card] | list[None]:
        state = self.state
        name, _, seat = key.partition(":")
        if name == "hand":
            return state.hands[int(seat)]
        if name == "discard":
            return state.discards[int(seat) if seat else 0]
        raise KeyError(key)


class StateView:
    """What :class:`CombatHeuristic` reads of a :class:`CombatView`, read from a determinized
    :class:`CombatState` for the seat to act (no copies; the rule-based player reads no card
    another seat hides, only how many there are). For rollouts only: it changes as the state
    does. It holds exactly the fields and methods the player reads (no fallback to the state:
    a class with ``__getattr__`` takes a slower path for every attribute read)."""

    __slots__ = ("state", "player", "legal", "stage", "soldiers", "farms", "life",
                 "limbo", "out", "num_players", "opponents", "active", "step", "moment",
                 "team_mode")

    def __init__(self, state: CombatState, legal: list[Action] | None = None) -> None:
        """The view of ``state`` for the seat to act. ``legal``: ``state.legal_actions()``
        when the caller has listed them already (kept as given, not copied), else listed
        here."""
        self.state = state
        self.player = state.current_player()
        self.legal = state.legal_actions() if legal is None else legal
        self.stage, self.soldiers, self.farms = state.stage, state.soldiers, state.farms
        self.life, self.limbo, self.out = state.life, state.limbo, state.out
        self.num_players, self.opponents = state.num_players, state.opponents
        self.active, self.step = state.active, state.step   # read ~45 times an iteration each
        self.moment, self.team_mode = state.moment, state.team_mode

    @property
    def zones(self) -> _Zones:
        """The hand sizes and discard piles (:class:`_Zones`), made when read (seldom)."""
        return _Zones(self.state)

    def hand(self) -> list[Card]:
        """The hand of the seat to act."""
        return self.state.hands[self.player]

    def discard_zone(self, seat: int) -> str:
        """The name of the discard pile ``seat``'s cards go to (see :class:`_Zones`)."""
        state = self.state
        return state.discard_zone(state.pile_of(seat))

    def soldier(self, ident: int) -> tuple[int, Soldier] | None:
        """The controller and the soldier ``#ident`` in play, or ``None``."""
        for seat, row in enumerate(self.state.soldiers):
            for soldier in row:
                if soldier.id == ident:
                    return seat, soldier
        return None


class CombatRollout:
    """The rule-based ``agent`` for whoever acts, read through :class:`StateView`; with
    probability ``epsilon`` a uniformly random legal action instead (as
    :class:`~.ismcts.HeuristicRollout` with that view, drawing the same random numbers). A
    forced move (one legal action) is made without building the view: the player would answer
    it unread."""

    def __init__(self, agent: CombatHeuristic, epsilon: float) -> None:
        self.agent = agent
        self.epsilon = epsilon

    def __call__(self, state: CombatState, rng: random.Random) -> Action:
        if rng.random() < self.epsilon:
            return random_rollout(state, rng)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self.agent.act(StateView(state, legal))


#: The rollout policy Tarot Combat declares (:class:`CombatRollout`, ε = 0.1).
combat_rollout = CombatRollout(CombatHeuristic(random.Random(0)), 0.1)
#: The rule-based player for every seat, no random move (ε = 0): how Tarot Combat's puzzle
#: measure plays a game on (:data:`~.puzzle_search.COMBAT`), the same moves as through each
#: seat's view, sooner.
combat_rule_based = CombatRollout(CombatHeuristic(random.Random(0)), 0.0)


def combat_default_move(state: CombatState) -> Action:
    """The search's default move in ``state`` (its ``default_move`` hook): the rule-based
    player's choice for the seat to act."""
    return combat_rollout.agent.act(StateView(state))
