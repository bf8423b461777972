"""Each Tarocchi card's rule in one text, in the game's words: where it ranks ("irrational
ranking"), its card points, what the scart allows of it, and the Fool as the excuse (seed: the
ranks, "Honours 4 points…", the scart's "may not include Kings, the XXI of trumps or the Fool",
"The Fool may be played to any trick as an excuse…"; notes "Ranks", "The scart", "Counting").
Every card of Tarocchi carries a rule of its own: at least its place in the irrational ranking.
"""

from __future__ import annotations

from ...cards import KING, KNIGHT, PAGE, QUEEN, Card, Suit, suit_name
from .cards import PAGAT, WORLD, card_points, is_fool

#: A court's place in its suit (seed: "K, Q, C, V, …").
_COURT = {KING: "the highest card of its suit", QUEEN: "second of its suit, below the King",
          KNIGHT: "the Cavalier, third of its suit", PAGE: "the Valet, fourth of its suit"}
#: The seed's order of the pips below the courts, by suit: "Spades & Clubs / Swords & Batons
#: … 10, 9, 8 … 1"; "Hearts & Diamonds / Cups & Coins … 1, 2, 3 … 10".
_PIPS = {Suit.SWORDS: "10 high, Ace low", Suit.STAVES: "10 high, Ace low",
         Suit.CUPS: "Ace high, 10 low", Suit.COINS: "Ace high, 10 low"}
EXCUSE = ("the excuse: it may be played to any trick instead of the card you would otherwise "
          "have to play, and is neither won nor lost — its player keeps it and gives the "
          "trick's winner an empty card from their trick pile (none within one side). Never "
          "in the scart.")


def _points(card: Card) -> str:
    worth = card_points(card)
    if not worth:
        return "An empty card: no card points."
    return f"{worth} card point{'' if worth == 1 else 's'}."


def card_text(card: Card) -> str:
    """The rule of ``card`` (any card of the 78): its name, an em dash, its rank, what the
    scart allows of it where that is said, and its card points.

    >>> from tarot_table.cards import parse_card
    >>> card_text(parse_card("AC"))[:72]
    'Ace of Cups — below the Valet; in Cups the pips run Ace high, 10 low. An'
    >>> card_text(parse_card("KS"))
    'King of Swords — the highest card of its suit. Never in the scart. 4 card points.'
    """
    name = card.name()
    if is_fool(card):
        return f"{name} — an honour, not a trump: {EXCUSE} {_points(card)}"
    if card.is_major:
        if card is WORLD:
            return f"{name} — an honour, the highest trump. Never in the scart. {_points(card)}"
        if card is PAGAT:
            return (f"{name} — the Pagat, an honour, the lowest trump. In the scart only when "
                    f"there is no other choice, and then shown to all. {_points(card)}")
        return (f"{name} — a trump: beats every suit card; the higher number the higher trump. "
                f"{_points(card)}")
    if card.rank in _COURT:
        scart = " Never in the scart." if card.rank == KING else ""
        return f"{name} — {_COURT[card.rank]}.{scart} {_points(card)}"
    return (f"{name} — below the Valet; in {suit_name(card.suit)} the pips run "
            f"{_PIPS[card.suit]}. {_points(card)}")
