"""Each Tarot Combat card's rule in one text, in the game's words and numbering, for the screens
that show a card by itself (the deck editor, the draft): what it is worth as a soldier, what it
costs and what its special ability does.

The numbers are the rules' own (:mod:`.tables`: seed §4 "Card classifications"; notes "Cards"),
the abilities' sentences the seed's (§5 "Special abilities"), quoted from :mod:`.cards` as the
rules hold them; the trumps are named in the game's numbering (VIII Strength, XI Justice, XX
Judgment: :data:`.tables.NUMBERING`).
"""

from __future__ import annotations

from ...cards import ACE, Card
from .cards import ACE_ABILITY, JOKER_ABILITY, TRUMPS
from .tables import JOKER_COST, NUMBERING, TRUMP_COST, base_strength, card_speed, soldier_cost

#: A trump's sentence where the seed names the wrong card, and its words mended: the Emperor's
#: "as soon as you play Strength" is a copy slip (notes "Limbo and priority").
MENDED = {4: ("as soon as you play Strength", "as soon as you play the Emperor")}


def _farms(count: int) -> str:
    return f"{count} farm{'' if count == 1 else 's'}"


def card_text(card: Card) -> str:
    """The rule of ``card`` (any card of a deck, or the Joker): its name in the game's
    numbering, an em dash, then what it is and does — a spot card or court its cost, strength
    and speed (a court only with a soldier of its suit in play), the Ace and the Joker their
    special ability as well, a trump its cost and the seed's sentence.

    >>> from tarot_table.cards import parse_card
    >>> card_text(parse_card("7C"))
    '7 of Cups — spot card: a soldier for free, strength 1, speed 7.'
    >>> card_text(parse_card("M11"))[:46]
    'XI Justice — trump: 2 farms, played any time y'
    """
    name = card.name(numbering=NUMBERING)
    if card.is_major:
        sentence = TRUMPS[card.rank].text
        if card.rank in MENDED:
            sentence = sentence.replace(*MENDED[card.rank])
        return (f"{name} — trump: {_farms(TRUMP_COST)}, played any time you have priority, "
                f"for its effect alone. {sentence}")
    soldier = f"strength {base_strength(card)}, speed {card_speed(card)}"
    if card.is_joker:
        return (f"{name} — a soldier for free, {soldier}; in play it counts as every suit. Or "
                f"its special ability, for {_farms(JOKER_COST)}: {JOKER_ABILITY.text}")
    if card.is_court:
        return (f"{name} — court card: a soldier for {_farms(soldier_cost(card))}, {soldier}, "
                "played only with a soldier of its suit already in play (a Joker in play "
                "counts as every suit).")
    if card.rank == ACE:
        return (f"{name} — spot card: a soldier for free, {soldier}. Or its special ability, "
                f"only with a soldier of its suit in play: {ACE_ABILITY.text}")
    return f"{name} — spot card: a soldier for free, {soldier}."
