"""The words of Arcanoid's actions: short labels for buttons and logs (:func:`describe_action`)
and labels of an action as a choice, seats as ``{seat}`` placeholders (:func:`choice_label`,
which the stages' :meth:`~.stages.ArcanoidStage.label` use), with what a choice does where
its label leaves that out (:func:`choice_meaning`, the stages' tooltips)."""

from __future__ import annotations

from ..base import Action
from .commitments import card_name

#: The words of playing a major, by number: "Play …", so that a column of choices headed by
#: the part before ": " says the card is played from the hand.
_PLAYS = {
    2: "Play the High Priestess: see {t}'s hand", 5: "Play the Hierophant: call {t}",
    8: "Play Justice: six shared cards", 9: "Play the Hermit: three extra moves",
    10: "Play the Wheel of Fortune: draw five, keep six",
    12: "Play the Hanged Man: {t} discards all", 13: "Play Death: discard the deck",
    14: "Play Temperance: on {t}", 15: "Play the Devil: summon a daemon",
    17: "Play the Star: call a card", 18: "Play the Moon: up to two calls",
    19: "Play the Sun: up to three calls",
}


#: The words of the other kinds of action: ``{cards}`` their cards' names, ``{card}`` the first
#: one's, ``{target}`` the battlefield (two: "swords and cups").
_WORDS = {
    "commit": "Commit {cards} on {target}", "secret": "Face down on {target}: {cards}",
    "complete": "Complete the ace on {target} with {cards}", "abdicate": "Abdicate on {target}",
    "discard": "Discard the {card}", "steal": "Steal the commitment with the Fool",
    "pass": "Pass", "call": "Call the {card}", "reserve": "Add {cards} to the Chariot",
    "unload": "Discard the Chariot and its reserve", "lift": "Lift Temperance",
}


def _who(target) -> str:
    return {"daemon": "the daemon", "usa": "USA"}.get(target, f"seat {target}")


def _named(target) -> bool:
    """Whether an action's target names an actor (a seat, the daemon, the USA)."""
    return isinstance(target, int) or target in ("daemon", "usa")


def _names(cards) -> str:
    return ", ".join(card_name(c) for c in cards)


def describe_action(action: Action) -> str:
    """A short readable label of an Arcanoid action, for buttons and logs.

    >>> from tarot_table.rules.base import parse_action_text
    >>> describe_action(parse_action_text("commit 9S 10S @swords"))
    'Commit 9 of Swords, 10 of Swords on swords'
    >>> describe_action(parse_action_text("judge M20 @cups:2"))
    'Judgment: seat 2 abdicates on cups'
    >>> describe_action(parse_action_text("play M5 @fool"))
    'Play the Hierophant: call the Fool'
    """
    kind, cards, t = action.kind, action.cards, action.target
    words = _WORDS.get(kind)
    if words is not None:
        return words.format(cards=_names(cards), card=card_name(cards[0]) if cards else "",
                            target=str(t).replace("+", " and "))
    if kind == "vote":
        return "Refill the deck" if t == "yes" else "Do not refill the deck"
    if kind in ("tower", "judge"):
        return _aimed(kind, t)
    if kind == "chariot":
        return _chariot(cards)
    return _major_played(action) or str(action)


def _major_played(action: Action) -> str:
    """The words of playing a major (:func:`_played`), ``""`` for another action."""
    cards = action.cards
    if action.kind == "play" and cards and cards[0].is_major:
        return _played(cards[0].rank, action.target)
    return ""


def _aimed(kind: str, t) -> str:
    """The words of the Tower (``kind`` ``"tower"``) or Judgment aimed at ``t``
    (``field:actor``)."""
    field, who = str(t).split(":")
    if kind == "tower":
        return f"The Tower: decommit {_who(who)} on {field}"
    return f"Judgment: {_who(who)} abdicates on {field}"


def _chariot(cards) -> str:
    """The words of putting the Chariot down with ``cards`` (the Chariot among them)."""
    rest = [c for c in cards if c.rank != 7 or not c.is_major]
    return "The Chariot" + (f", holding {_names(rest)}" if rest else "")


def _played(number: int, t) -> str:
    """The words of playing the major ``number`` with target ``t``, ``""`` for a major that is
    not played so."""
    if number == 11:
        return "Play Strength: two visible cards" if t == "visible" else \
            "Play Strength: one hidden card"
    if number in _PLAYS:
        return _PLAYS[number].format(t=_who(t) if _named(t) else "the Fool" if t == "fool" else t)
    return ""


def _placeholder(who) -> str:
    """An actor as the table names it: ``{seat}`` (a placeholder), the daemon, USA."""
    return {"daemon": "the daemon", "usa": "USA"}.get(who, f"{{{who}}}")


def choice_label(action: Action, pass_label: str) -> str:
    """The label of ``action`` as a choice, seats as ``{seat}`` placeholders (the table puts
    the names in): "Abdicate", "Play the Tower: {2} on cups" (the card's name a heading over
    its targets in a column of choices, the verb in :func:`choice_meaning`), ``pass_label``
    for a pass ("No extra move", "Stop and draw a card"…), else :func:`describe_action`."""
    kind, t = action.kind, action.target
    if kind == "abdicate":
        return "Abdicate"
    if kind == "pass":
        return pass_label
    if kind in ("tower", "judge"):
        field, who = str(t).split(":")
        card = "the Tower" if kind == "tower" else "Judgment"
        return f"Play {card}: {_placeholder(who)} on {field}"
    if kind == "play" and _named(t) and action.cards:
        return _PLAYS[action.cards[0].rank].format(t=_placeholder(t))
    return describe_action(action)


def choice_meaning(action: Action) -> str:
    """What choosing ``action`` does, where its label leaves the verb out (the Tower's and
    Judgment's targets): "Decommit {2} on cups", "{2} abdicates on cups"; else ``""``."""
    if action.kind not in ("tower", "judge"):
        return ""
    field, who = str(action.target).split(":")
    if action.kind == "tower":
        return f"Decommit {_placeholder(who)} on {field}"
    return f"{_placeholder(who)} abdicates on {field}"
