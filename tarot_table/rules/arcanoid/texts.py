"""Each Arcanoid card's rule in one text, in the seed's words (variant DRESDEN; the variants'
changes are in the rules help): what a suit card is worth committed on its battlefield (seed,
"To make a committing move on a battlefield…"), and each major's effect (seed, "The effect of
the major arcana"), in Arcanoid's numbering (VIII Justice, XI Strength, XX Judgment). Every
card carries a rule of its own: a suit card at least its force.
"""

from __future__ import annotations

from ...cards import KING, KNIGHT, PAGE, QUEEN, Card
from .commitments import card_name

#: The courts (seed: "the knave alone (or the knave with only an ace), or the knight alone (or
#: the knight with only an ace), or the queen and the king together").
COURT = {
    PAGE: "committed alone, or with only an ace, on its suit's battlefield: force fifteen "
          "(a little less, fourteen and a half); the ace adds nothing.",
    KNIGHT: "committed alone, or with only an ace, on its suit's battlefield: force eighteen "
            "(a little less, seventeen and a half); the ace adds nothing.",
    QUEEN: "committed together with the king of its suit: the queen and king are worth more "
           "than anything else and win the battlefield (only the Empress and Emperor beat "
           "them). With the Lovers: an illegitimate couple.",
    KING: "committed together with the queen of its suit: the queen and king are worth more "
          "than anything else and win the battlefield (only the Empress and Emperor beat "
          "them). With the Lovers: an illegitimate couple.",
}
NUMERIC = ("a numeric card: committed on its suit's battlefield with any other numeric cards of "
           "that suit, the force is the sum of their numbers; equal sums go to the higher top "
           "card, then the next (ours).")

#: Each major's effect (seed, "The effect of the major arcana"), by number.
MAJOR = (
    "Played out of turn, immediately after another player attempts to commit on a battlefield "
    "on which you have not yet committed: it steals the commitment, committed for you instead. "
    "Not a couple, the World, an abdication (Judgment included) nor a commitment with an ace.",
    "Committed with numeric cards (or a single knave or knight), it transmutes one numeric "
    "card, ace through ten, into the suit of your choice; courts cannot be transmuted. It adds "
    "nothing else to the force.",
    "Shown, then discarded: choose a player, who shows you (and no one else) their hand. Draw "
    "a card and play again.",
    "Of no value by itself. Committed with the Emperor on one or two of your battlefields: they "
    "win every battle they are committed to, even against the queen and king. With the Lovers: "
    "an illegitimate couple.",
    "Of no value by itself. Committed with the Empress on one or two of your battlefields: they "
    "win every battle they are committed to, even against the queen and king. With the Lovers: "
    "an illegitimate couple.",
    "Shown, then discarded: call one of the four suits, or trumps (the majors without the "
    "Fool), or the Fool alone; every player, you included, shows everyone the cards of it in "
    "their hand. Draw a card and play again.",
    "Committed with a court of the battlefield's suit, or on one or two battlefields with the "
    "Empress or the Emperor: an illegitimate couple, which beats any adversary there except the "
    "queen and king and the Empress and Emperor.",
    "Put down face up with cards of your hand (possibly none) held in reserve. Later, on your "
    "turn: add one or two cards to it, or discard it and its cards, or discard the Chariot and "
    "commit the reserved cards (with others of your hand). More than six cards may so be "
    "committed.",
    "Shown, then left aside for the round: six cards are drawn face up and kept at six; they "
    "belong to all players, who can use them as their own. Play again.",
    "Put down: you may play three times out of turn, each just after some player's move. "
    "Discarded after the three moves or when you have finished the round.",
    "Shown, then discarded: draw five cards, look at them, and discard four of your choice.",
    "Shown, then left aside for the round: choose \"two visible cards\" (drawn face up on the "
    "table) or \"one hidden card\" (drawn into your hand); you use them, for the round, as part "
    "of your hand.",
    "Shown, then discarded: choose a player, possibly yourself; all of that player's cards are "
    "discarded and new ones drawn.",
    "The entire deck is discarded and cannot be refilled: the hands are left to run out. No "
    "effect if the deck is already empty.",
    "Put down on a battlefield where you have not committed, the deck not empty: no other "
    "player may commit there (but abdicate, or Judgment) while it acts. Discarded when you "
    "commit there, when the deck runs out, or when you finish the round.",
    "Shown, and left while active: six cards drawn face up form the hand of a daemon player, "
    "who plays just before you and whom you play. The battles the daemon wins are yours.",
    "Shown, then discarded: decommit the cards committed on one battlefield by you or an "
    "opponent (not an abdication, Judgment or the World, nor a player who has committed on all "
    "four); they are discarded, and the battlefield is free again for that player.",
    "Shown, then discarded: call one of the 56 suit cards. Whoever holds it surrenders it to "
    "you and draws a card; if the call fails, you draw a card.",
    "As the Star, but if the call fails you may try a second call, for a different card, "
    "before drawing.",
    "As the Star, but up to three calls (until one succeeds); or else a single call for a "
    "major arcanum other than Judgment, the World and the Fool.",
    "Committed on any battlefield of any player who has not yet committed there: that player "
    "abdicates that battlefield at once.",
    "Committed on a battlefield where nothing has been committed by anyone: it wins that "
    "battle, and every other player abdicates there at once.",
)


def card_text(card: Card) -> str:
    """The rule of ``card`` (any card of the 78): its name in Arcanoid's numbering, an em dash,
    then its force as a commitment (a suit card) or its effect (a major).

    >>> from tarot_table.cards import parse_card
    >>> card_text(parse_card("M8"))[:64]
    'VIII Justice — Shown, then left aside for the round: six cards a'
    >>> card_text(parse_card("7S"))[:40]
    '7 of Swords — a numeric card: committed '
    """
    if card.is_major:
        return f"{card_name(card)} — {MAJOR[card.rank]}"
    return f"{card_name(card)} — {COURT.get(card.rank, NUMERIC)}"
