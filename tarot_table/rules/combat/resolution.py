"""The choices Tarot Combat's cards leave to players as they resolve (seed §5 "Special
abilities"; §6 "Making choices": "if an opponent must choose something from a card you play,
then that choice does not need to be made until the card takes an effect"): the soldier an
opponent gives up (:class:`GiveSoldier`: the Hierophant, the Joker) or destroys
(:class:`DestroyOwn`: the Hanged Man), the card taken from the draw pile (:class:`Search`: the
Hermit, the Devil), and Justice's rounds (:class:`JusticeRound`), in which each player chooses
what it gives up (:class:`JusticeChoice`). The cards that ask for them are in :mod:`.cards`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import Action, Event
from ..stages import Stage, Step
from .stages import CombatStage, object_id
from .tables import DISCARD

if TYPE_CHECKING:
    from ..base import PlayerView
    from .state import CombatState


class GiveSoldier(CombatStage, frozen=True):
    """Opponent ``actor`` chooses a soldier it controls; player ``to`` gains control of it (the
    Hierophant, the Joker; seed §6 "Making choices": "if an opponent must choose something from a
    card you play, then that choice does not need to be made until the card takes an effect")."""

    to: int

    def legal(self, state: "CombatState") -> list[Action]:
        return [Action("give", (), f"#{s.id}") for s in state.soldiers[self.actor]]

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        state.gain_control(object_id(action), self.to, events)
        return None

    def prompt(self, view: "PlayerView") -> str:
        return f"Choose a soldier of yours: {{{self.to}}} gains control of it."


class DestroyOwn(CombatStage, frozen=True):
    """Opponent ``actor`` chooses soldiers it controls to destroy, ``left`` more (the Hanged
    Man)."""

    left: int

    def legal(self, state: "CombatState") -> list[Action]:
        return [Action("destroy", (), f"#{s.id}") for s in state.soldiers[self.actor]]

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        state.destroy(object_id(action), events)
        return destroy_own(state, self.actor, self.left - 1, events)

    def prompt(self, view: "PlayerView") -> str:
        return f"The Hanged Man: choose a soldier of yours to destroy ({self.left} to go)."


def destroy_own(state: "CombatState", opponent: int, count: int, events: list[Event]
                ) -> Stage | None:
    """``opponent`` destroys ``count`` soldiers of its choice (all it has, if no more: the
    Hanged Man)."""
    row = state.soldiers[opponent]
    if count <= 0:
        return None
    if len(row) > count:
        return DestroyOwn(opponent, count)
    for soldier in list(row):
        state.destroy(soldier.id, events)
    return None


class Search(CombatStage, frozen=True):
    """Seat ``actor`` searches the draw pile (which it sees) for a soldier card (the Hermit) or a
    trump (``trumps``: the Devil), reveals it and takes it; the pile is shuffled afterward."""

    trumps: bool

    def legal(self, state: "CombatState") -> list[Action]:
        return state.search_options(self.actor, self.trumps)

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        state.take_from_draw(self.actor, action.cards[0], events)
        return None

    def prompt(self, view: "PlayerView") -> str:
        return f"Take a {'trump' if self.trumps else 'soldier card'} from the draw pile."


class JusticeRound(Step, frozen=True):
    """A round of Justice on ``zone`` (``"hand"``, ``"soldiers"``, ``"farms"``): every player
    brings its count down to ``least``, the smallest count when the round starts (``-1``: not
    counted yet); in turn from the active player, each chooses what goes
    (:class:`JusticeChoice`)."""

    zone: str
    least: int = -1

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        least = self.least
        if least < 0:
            least = min(_count(state, seat, self.zone)
                        for seat in state.live_from(state.active))
        for seat in state.live_from(state.active):
            excess = _count(state, seat, self.zone) - least
            if excess > 0:
                stage = _give_up(state, seat, self.zone, excess, events)
                if stage is not None:
                    state.then(JusticeRound(self.zone, least))
                    return stage
        return None


class JusticeChoice(CombatStage, frozen=True):
    """Justice: seat ``actor`` discards a card of its hand (``zone == "hand"``) or destroys a
    soldier or a farm of its own (``"soldiers"``, ``"farms"``), ``left`` more."""

    zone: str
    left: int

    def legal(self, state: "CombatState") -> list[Action]:
        return _justice_options(state, self.actor, self.zone)

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        _justice_remove(state, self.actor, self.zone, action, events)
        return _give_up(state, self.actor, self.zone, self.left - 1, events)

    def prompt(self, view: "PlayerView") -> str:
        what = {"hand": "a card to discard", "soldiers": "a soldier of yours to destroy",
                "farms": "a farm of yours to destroy"}[self.zone]
        return f"Justice: choose {what} ({self.left} to go)."


def _count(state: "CombatState", seat: int, zone: str) -> int:
    return len(state.hands[seat] if zone == "hand" else
               state.soldiers[seat] if zone == "soldiers" else state.farms[seat])


def _justice_options(state: "CombatState", seat: int, zone: str) -> list[Action]:
    """What ``seat`` may give up of ``zone``: a card of its hand, a soldier, a farm (one of each
    card and side: farms so alike are one choice)."""
    if zone == "hand":
        return [DISCARD[c._key] for c in sorted(set(state.hands[seat]))]
    if zone == "soldiers":
        return [Action("destroy", (), f"#{s.id}") for s in state.soldiers[seat]]
    seen = set()
    out = []
    for farm in state.farms[seat]:
        if (farm.card, farm.sideways) not in seen:
            seen.add((farm.card, farm.sideways))
            out.append(Action("destroy", (), f"#{farm.id}"))
    return out


def _give_up(state: "CombatState", seat: int, zone: str, excess: int, events: list[Event]
             ) -> Stage | None:
    """``seat`` gives up ``excess`` more of ``zone``: asked one at a time
    (:class:`JusticeChoice`), unless all must go or all are alike."""
    if excess <= 0:
        return None
    options = _justice_options(state, seat, zone)
    if len(options) > 1 and _count(state, seat, zone) > excess:
        return JusticeChoice(seat, zone, excess)
    for _ in range(excess):
        _justice_remove(state, seat, zone, _justice_options(state, seat, zone)[0], events)
    return None


def _justice_remove(state: "CombatState", seat: int, zone: str, action: Action,
                    events: list[Event]) -> None:
    if zone == "hand":
        state.discard_card(seat, action.cards[0], events)
    elif zone == "soldiers":
        state.destroy(int(action.target[1:]), events)
    else:
        state.destroy_farm(seat, int(action.target[1:]), events)

