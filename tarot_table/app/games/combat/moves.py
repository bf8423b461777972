"""Which moves of a Tarot Combat view the board makes, and on what: :func:`board_moves`.

A *thing* on the board is ``("hand", card)`` (a card of the viewer's hand), ``("soldier",
id)``, ``("farm", id)``, ``("limbo", id)`` (a card being played) or ``("seat", s)`` (a
player: its name plate, badge or cell). Each legal action the board expresses belongs to the
thing it is made on: a card played from the hand (dragged onto a row or the limbo), a target
clicked, an attacker or a blocker (dragged, or selected and sent), a blocker given a point of
damage, a soldier given up or destroyed, a farm paying. The other actions — passing, Done,
lethal damage, and the choices of a card that is not on the board (a card to take from the
draw or the discard pile, a card of the hand Justice discards) — are the choice panel's.
No pygame here.
"""

from __future__ import annotations

from typing import Callable

from ....cards import Card
from ....rules.base import Action
from ....rules.combat import CombatView

Thing = tuple[str, object]

#: The actions of a card of the hand, by the zone it is dropped on.
PLAY_KINDS = {"soldiers": ("soldier",), "farms": ("farm",), "limbo": ("trump", "ability")}


def object_thing(view: CombatView, ident: int) -> Thing:
    """The thing with id ``ident``: a soldier in play, a card in limbo, else a farm."""
    if view.soldier(ident) is not None:
        return ("soldier", ident)
    if any(e.id == ident for e in view.limbo):
        return ("limbo", ident)
    return ("farm", ident)


def _ident(text: str) -> int:
    """``"#5"`` → 5."""
    return int(text[1:])


def board_moves(view: CombatView) -> dict[Thing, list[Action]]:
    """The viewer's legal actions made on the board, by the thing each is made on (see the
    module docstring); an attack or a block belongs to the soldier that attacks or blocks."""
    hand = set(view.hand())
    moves: dict[Thing, list[Action]] = {}
    for action in view.legal:
        made_on = _MADE_ON.get(action.kind)
        thing = made_on(view, action, hand) if made_on is not None else None
        if thing is not None:
            moves.setdefault(thing, []).append(action)
    return moves


def _played(view: CombatView, action: Action, hand: set[Card]) -> Thing | None:
    """A card played (as a soldier, a farm, a trump, for its ability): on the card of the
    ``hand`` it plays, if it is one."""
    return ("hand", action.cards[0]) if action.cards and action.cards[0] in hand else None


def _chosen(view: CombatView, action: Action, hand: set[Card]) -> Thing | None:
    """A target chosen: on the player or the object it names (not a card of a pile)."""
    if action.cards:
        return None
    target = action.target
    return ("seat", target) if isinstance(target, int) else object_thing(view, _ident(str(target)))


#: What each kind of action is made on (the others are not made on the board).
_MADE_ON: dict[str, Callable[[CombatView, Action, set[Card]], Thing | None]] = {
    **dict.fromkeys(("soldier", "farm", "trump", "ability"), _played),
    "target": _chosen,
    **dict.fromkeys(("attack", "block"),
                    lambda view, action, hand:
                    ("soldier", _ident(str(action.target).partition(">")[0]))),
    **dict.fromkeys(("damage", "give"),
                    lambda view, action, hand: ("soldier", _ident(str(action.target)))),
    **dict.fromkeys(("destroy", "pay"),
                    lambda view, action, hand: object_thing(view, _ident(str(action.target)))),
}


def dropped(card: Card, zone: str, moves: dict[Thing, list[Action]]) -> Action:
    """The action a card of the hand dropped on ``zone`` (``"soldiers"``, ``"farms"``,
    ``"limbo"``) attempts: the legal one when there is one, else the one whose refusal the
    rules explain (a trump played for its ability, any other card as a soldier or a farm, or
    for its ability on the limbo)."""
    kinds = PLAY_KINDS[zone]
    for action in moves.get(("hand", card), []):
        if action.kind in kinds:
            return action
    if zone == "limbo":
        return Action("trump" if card.is_major else "ability", (card,))
    return Action(kinds[0], (card,))


def attack_target(action: Action) -> int:
    """The player an ``attack @#id>seat`` attacks."""
    return int(str(action.target).partition(">")[2])


def blocked_by(action: Action) -> int:
    """The attacker a ``block @#b>#a`` blocks."""
    return _ident(str(action.target).partition(">")[2])
