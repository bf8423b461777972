"""Each Tarok card's rule in one text, in the game's words: where it ranks in its suit and what it
is worth in a trick taken (seed ¶5–7, "In the Major Arcana the numerical value of the cards is
used…", and ¶12, "Scoring is as follows…"; notes "Suits and ranks", "Scoring"). Every card of
Tarok carries a rule of its own: its points.
"""

from __future__ import annotations

from ...cards import KING, KNIGHT, PAGE, QUEEN, Card
from .cards import card_points

#: What the rank of a minor says, by rank (the order of seed ¶7).
_MINOR_RANK = {KING: "the highest card of its suit",
               QUEEN: "second of its suit, below the King",
               KNIGHT: "third of its suit, below the Queen",
               PAGE: "fourth of its suit, below the Knight"}


def card_text(card: Card) -> str:
    """The rule of ``card`` (any card of the 78): its name, an em dash, where it ranks and its
    points.

    >>> from tarot_table.cards import parse_card
    >>> card_text(parse_card("KC"))
    'King of Cups — the highest card of its suit. Worth 25 points in a trick taken.'
    >>> card_text(parse_card("M0"))[:62]
    '0 The Fool — a major arcanum: the fifth suit, lowest of it (it'
    """
    name = card.name()
    worth = card_points(card)
    points = f"Worth {worth} point{'' if worth == 1 else 's'} in a trick taken."
    if card.is_major:
        where = ("lowest of it (it counts as 0)" if card.rank == 0 else
                 "highest of it" if card.rank == 21 else "the higher the number the higher the card")
        return f"{name} — a major arcanum: the fifth suit, {where}. {points}"
    where = _MINOR_RANK.get(card.rank, "ranks by its number, below the Page (10 high, Ace low)")
    return f"{name} — {where}. {points}"
