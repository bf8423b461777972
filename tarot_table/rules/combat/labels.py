"""Tarot Combat's actions as text and in words.

Action texts: ``pass``; ``soldier 7C``, ``farm 7C``, ``trump M13``, ``ability AC``; ``target
@#5`` (a soldier or a card in limbo), ``target @2`` (a player), ``target 7C`` (a discarded card);
``pay @#9`` (a farm); ``attack @#5>1`` (soldier 5 attacks player 1); ``block @#8>#5`` (soldier 8
blocks soldier 5); ``done``; ``lethal``, ``damage @#8``; ``give @#5``, ``destroy @#5``,
``discard 7C``, ``take 7C``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import Card
from ...messages import Message, Seat, say
from ..base import Action

if TYPE_CHECKING:
    from ..base import PlayerView
    from .objects import Entry
    from .state import CombatState


def describe(view: "PlayerView", action: Action) -> str:
    """``action`` in words for the seat of ``view`` (``{seat}`` placeholders name seats):
    ``attack @#5>1`` → "King of Swords attacks {1}", ``target @#3`` → "{1}'s Queen of Cups"."""
    kind, target = action.kind, action.target
    if kind in ("pass", "done"):
        return kind.capitalize()
    if kind == "lethal":
        return "Lethal damage in order"
    if action.cards:
        card = action.cards[0].name()
        return {"discard": f"Discard the {card}", "take": f"Take the {card}"}.get(
            kind, f"the {card}")
    if isinstance(target, int):
        return f"{{{target}}}"
    first, _, second = str(target).partition(">")
    what = _thing(view, int(first[1:]))
    if kind == "attack":
        return f"{what} attacks {{{second}}}"
    if kind == "block":
        return f"{what} blocks {_thing(view, int(second[1:]))}"
    return {"pay": f"Pay with {what}", "damage": f"1 damage to {what}", "give": f"Give {what}",
            "destroy": f"Destroy {what}"}.get(kind, what)


def _thing(view: "PlayerView", ident: int) -> str:
    """A soldier, a farm or a card in limbo by its id, in words."""
    for seat, row in enumerate(view.soldiers):
        for soldier in row:
            if soldier.id == ident:
                return f"{{{seat}}}'s {soldier.card.name()}"
    for entry in view.limbo:
        if entry.id == ident:
            return f"{{{entry.player}}}'s {entry.card.name()} in limbo"
    for row in view.farms:
        for farm in row:
            if farm.id == ident:
                return f"the farm {farm.card.name()}" if farm.card else "a farm"
    return f"#{ident}"


def chose(state: "CombatState", entry: "Entry", action: Action) -> Message:
    """The log's sentence of ``entry``'s player choosing the target ``action`` for it."""
    return say("{seat} chooses {target} for {card}.", seat=entry.player,
               target=chosen(state, action), card=entry.card)


def entry_said(msgid: str, entry: "Entry") -> Message:
    """The log's sentence ``msgid`` about the card of ``entry`` (``{owner:poss} {card:bare}``)."""
    return say(msgid, owner=Seat(entry.player), card=entry.card)


def chosen(state: "CombatState", action: Action) -> Card | Seat | Message:
    """A target of an action as a message's argument names it (``#5`` → the soldier's
    "Ada's 7 of Cups", ``2`` → seat 2, a card → the card)."""
    if action.cards:
        return action.cards[0]
    target = action.target
    if isinstance(target, int):
        return Seat(target)
    ident = int(str(target)[1:].partition(">")[0])
    found = state.find_soldier(ident)
    if found is not None:
        return say("{owner:poss} {card:bare}", owner=Seat(found[0]), card=found[1].card)
    entry = state.find_entry(ident)
    return say("{card} in limbo", card=entry.card) if entry else say("#{ident}", ident=ident)
