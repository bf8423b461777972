"""The things on a Tarot Combat table that a card alone does not describe: a soldier in play, a
farm, a card in limbo, a point of damage about to be dealt. Each is a frozen ``msgspec`` struct:
the state keeps them in its rows and replaces one when it changes, a view shows them as they are,
and a position writes them as they are (:class:`~.position.CombatPosition`; fields at their
default are left out).

Identity: with one deck per two players there are duplicate cards, so every card played gets an
``id`` when it goes into limbo (a counter of the state, never reused); a soldier keeps the id of
the card that brought it into play, a farm gets one when it is played. Actions name soldiers,
farms and cards in limbo by it (``#7``).
"""

from __future__ import annotations

import msgspec

from ...cards import Card
from .tables import STRENGTH


class Soldier(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """A soldier in play (seed §4 "Soldiers"), in its controller's row."""

    #: Its identity (``#id`` in actions).
    id: int
    card: Card
    #: Turned sideways: it attacked (or the text's "used"); it can neither attack nor block.
    sideways: bool = False
    #: Combat damage marked on it, removed at the end of combat.
    damage: int = 0
    #: The Tower's damage marked on it, removed at the end of an attack step.
    tower_damage: int = 0
    #: Strength added until the end of the turn (the Emperor, the Lovers, Strength).
    bonus: int = 0
    #: The player it attacks, while it is attacking.
    attacking: int | None = None
    #: Whether blockers were declared on it (it stays blocked if they go).
    blocked: bool = False
    #: The attacker (id) it blocks, during a combat.
    blocking: int | None = None
    #: Whether it has dealt its damage in this combat (each soldier deals damage once).
    dealt: bool = False
    #: With own decks, the player who owns it when another controls it (seed §6 "Ownership":
    #: "a soldier that is taken from you and then put into a discard pile must be put into your
    #: discard pile"); ``None``: its controller.
    owner: int | None = None

    @property
    def strength(self) -> int:
        """Its strength: the card's plus its bonus (seed §4 "Strength")."""
        return STRENGTH[self.card._key] + self.bonus

    @property
    def lethal(self) -> int:
        """The damage it can still take before it is destroyed (0: it is)."""
        return max(0, STRENGTH[self.card._key] + self.bonus - self.damage - self.tower_damage)


class Farm(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """A farm (seed §4 "Farms"): a card face down in front of its controller. ``card`` is
    ``None`` in the view of a seat that may not see it."""

    id: int
    card: Card | None
    #: Turned sideways: it paid a cost since its controller's last beginning step.
    sideways: bool = False


class Entry(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """A card in limbo (seed §2 "Game zones", §5): played by ``player`` as a soldier
    (``kind == "soldier"``), a trump (``"trump"``) or an Ace's or Joker's ability
    (``"ability"``), with the choices its player made when playing it: soldiers and cards in
    limbo in ``ids`` (in the order of the card's choices), a player in ``seat``, a card of the
    discard pile in ``pick``; a High Priestess also the card it copies (``copy_of``) and the
    trump it acts as (``copies``)."""

    id: int
    card: Card
    player: int
    kind: str
    ids: tuple[int, ...] = ()
    seat: int | None = None
    pick: Card | None = None
    copy_of: int | None = None
    copies: int | None = None


class Hit(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """Damage decided but not yet dealt: ``points`` from soldier ``source`` to soldier
    ``soldier`` or to player ``player``. Soldiers of the same speed deal damage at the same time
    (seed §3 "Attacking" 3), so a speed's hits wait until all of them are decided."""

    source: int
    points: int
    soldier: int | None = None
    player: int | None = None
