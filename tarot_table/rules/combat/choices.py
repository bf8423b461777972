"""The choices a player makes when playing a card for its ability (seed §6 "Making choices when
playing cards": "that choice must be made as soon as the card is played"): one class per kind
of candidate, each listing them as ``target`` actions, saying whether one can be made at all
(an ability whose choices cannot all be made cannot be played), recording the one made on the
card in limbo, and saying at resolution whether it is still there (a card whose chosen target
is gone fizzles). The abilities that make them are in :mod:`.cards`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import msgspec

from ...cards import Card
from ..base import Action
from .tables import TARGET_CARD, effective_number, trump

if TYPE_CHECKING:
    from .objects import Entry
    from .state import CombatState


class Choice:
    """A choice the player of an ability makes when playing it. :meth:`options` lists the
    candidates as ``target`` actions (``target @#5`` a soldier or a card in limbo, ``target @2``
    a player, ``target 7C`` a card of the discard pile); :meth:`there` says at resolution whether
    the chosen candidate is still there. ``Entry`` fields: a soldier or limbo card goes in
    ``ids``, a player in ``seat``, a discarded card in ``pick``."""

    #: What the player is asked ("Choose a soldier").
    ask: ClassVar[str] = ""

    def options(self, state: "CombatState", entry: "Entry") -> list[Action]:
        raise NotImplementedError

    def possible(self, state: "CombatState", entry: "Entry") -> bool:
        return bool(self.options(state, entry))

    def there(self, state: "CombatState", entry: "Entry", index: int) -> bool:
        """Whether what ``entry`` chose here (its ``index``-th object id, for soldier and limbo
        choices) is still there, as chosen."""
        raise NotImplementedError

    def takes_id(self, entry: "Entry") -> int:
        """How many object ids of ``entry.ids`` this choice holds (1, or 0 for a player or a
        discarded card)."""
        return 1

    def record(self, state: "CombatState", entry: "Entry", action: Action) -> "Entry":
        """``entry`` with ``action``, one of :meth:`options`, recorded: a discarded card in
        ``pick``, a player in ``seat``, a soldier or a card in limbo added to ``ids``."""
        if action.cards:
            return msgspec.structs.replace(entry, pick=action.cards[0])
        if isinstance(action.target, int):
            return msgspec.structs.replace(entry, seat=action.target)
        return msgspec.structs.replace(entry, ids=entry.ids + (int(action.target[1:]),))


def _object(ident: int) -> Action:
    return Action("target", (), f"#{ident}")


class SoldierChoice(Choice):
    """Any soldier in play (of any player)."""

    ask = "Choose a soldier"

    def fits(self, state: "CombatState", entry: "Entry", seat: int, soldier) -> bool:
        return True

    def options(self, state, entry):
        return [_object(s.id) for seat in range(state.num_players) for s in state.soldiers[seat]
                if self.fits(state, entry, seat, s)]

    def possible(self, state, entry):
        return any(self.fits(state, entry, seat, s) for seat in range(state.num_players)
                   for s in state.soldiers[seat])

    def there(self, state, entry, index):
        found = state.find_soldier(entry.ids[index])
        return found is not None and self.fits(state, entry, found[0], found[1])


class OtherSoldier(SoldierChoice):
    """A soldier not chosen already by this card (the Lovers' second)."""

    ask = "Choose another soldier"

    def fits(self, state, entry, seat, soldier):
        return soldier.id not in entry.ids

    def there(self, state, entry, index):
        return state.find_soldier(entry.ids[index]) is not None


class OwnSoldier(SoldierChoice):
    """A soldier the card's player controls (Temperance's first)."""

    ask = "Choose a soldier of yours"

    def fits(self, state, entry, seat, soldier):
        return seat == entry.player


class OpponentSoldier(SoldierChoice):
    """A soldier an opponent of the card's player controls (Temperance's second)."""

    ask = "Choose a soldier of an opponent"

    def fits(self, state, entry, seat, soldier):
        return state.opponents(seat, entry.player)


class AttackingSoldier(SoldierChoice):
    """An attacking soldier (the Emperor's target)."""

    ask = "Choose an attacking soldier"

    def fits(self, state, entry, seat, soldier):
        return soldier.attacking is not None


class OpponentChoice(Choice):
    """An opponent still in the game (``target @seat``)."""

    ask = "Choose an opponent"

    def options(self, state, entry):
        return [Action("target", (), seat) for seat in state.live_from(entry.player)
                if state.opponents(seat, entry.player)]

    def possible(self, state, entry):
        player = entry.player
        return any(not out and state.opponents(seat, player)
                   for seat, out in enumerate(state.out))

    def there(self, state, entry, index):
        return not state.out[entry.seat]

    def takes_id(self, entry):
        return 0


class SoldierOrPlayer(Choice):
    """A soldier in play or a player still in the game (the Tower)."""

    ask = "Choose a soldier or a player"

    def options(self, state, entry):
        return SoldierChoice().options(state, entry) + [
            Action("target", (), seat) for seat in state.live_from(entry.player)]

    def possible(self, state, entry):
        return True

    def there(self, state, entry, index):
        if entry.seat is not None:
            return not state.out[entry.seat]
        return state.find_soldier(entry.ids[index]) is not None

    def takes_id(self, entry):
        return int(entry.seat is None)


class InLimbo(Choice):
    """Another card in limbo of the kind ``kind`` (``"soldier"`` or ``"trump"``)."""

    kind: ClassVar[str] = ""

    def fits(self, state, entry, other) -> bool:
        return other.kind == self.kind and other.id != entry.id

    def options(self, state, entry):
        return [_object(other.id) for other in state.limbo if self.fits(state, entry, other)]

    def possible(self, state, entry):
        return any(self.fits(state, entry, other) for other in state.limbo)

    def there(self, state, entry, index):
        return state.find_entry(entry.ids[index]) is not None


class SoldierBeingPlayed(InLimbo):
    """A soldier card in limbo, being played as a soldier (the Fool's target)."""

    ask = "Choose a soldier being played"
    kind = "soldier"


class TrumpBeingPlayed(InLimbo):
    """A trump card in limbo (the Magician's target)."""

    ask = "Choose a trump being played"
    kind = "trump"


class TrumpToCopy(InLimbo):
    """A trump card in limbo whose own choices this card can make as its copy (the High
    Priestess)."""

    ask = "Choose the trump to copy"
    kind = "trump"

    def fits(self, state, entry, other):
        if not super().fits(state, entry, other):
            return False
        copied = trump(effective_number(other))
        return copied.choices_possible(state, entry, copied.choices)

    def there(self, state, entry, index):
        return True

    def record(self, state, entry, action):
        """The copy: the trump copied (``copy_of``) and the trump it acts as (``copies``: a
        copy of a High Priestess copies what that one copies)."""
        ident = int(action.target[1:])
        return msgspec.structs.replace(entry, copy_of=ident,
                                       copies=effective_number(state.find_entry(ident)))

    def takes_id(self, entry):
        return 0


class DiscardedCard(Choice):
    """A card of the discard pile: a soldier card (``trumps`` false: the Moon) or a trump (the
    World). Copies of a card are alike: the choice stays good while one is there."""

    trumps: ClassVar[bool] = False

    def options(self, state, entry):
        seen: set[Card] = set()
        out = []
        for card in state.searched_discard(entry.player):
            if card.is_major is self.trumps and card not in seen:
                seen.add(card)
                out.append(card)
        return [TARGET_CARD[c._key] for c in sorted(out)]

    def possible(self, state, entry):
        trumps = self.trumps
        return any(card.is_major is trumps for card in state.searched_discard(entry.player))

    def there(self, state, entry, index):
        return entry.pick in state.searched_discard(entry.player)

    def takes_id(self, entry):
        return 0


class DiscardedSoldierCard(DiscardedCard):
    ask = "Choose a soldier card of the discard pile"
    trumps = False


class DiscardedTrump(DiscardedCard):
    ask = "Choose a trump of the discard pile"
    trumps = True


SOLDIER_CHOICE = SoldierChoice()
OTHER_SOLDIER = OtherSoldier()
OWN_SOLDIER = OwnSoldier()
OPPONENT_SOLDIER = OpponentSoldier()
ATTACKING_SOLDIER = AttackingSoldier()
OPPONENT = OpponentChoice()
SOLDIER_OR_PLAYER = SoldierOrPlayer()
SOLDIER_BEING_PLAYED = SoldierBeingPlayed()
TRUMP_BEING_PLAYED = TrumpBeingPlayed()
TRUMP_TO_COPY = TrumpToCopy()
DISCARDED_SOLDIER_CARD = DiscardedSoldierCard()
DISCARDED_TRUMP = DiscardedTrump()
