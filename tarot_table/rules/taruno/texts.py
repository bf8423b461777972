"""Each Taruno card's rule in one text, in the seed's words (rev 4.4.0: "Special cards", the
face cards, the Ace, and the majors 0–XXI; notes "Face cards" and "Major arcana"), in Taruno's
numbering (VIII Strength, XI Justice). The pips 2–10 carry no rule of their own (they match by
suit or number, as every minor does): their text is empty.
"""

from __future__ import annotations

from ...cards import ACE, KING, KNIGHT, PAGE, QUEEN, Card

#: The face cards and the Ace (seed "Special cards"; stacking: "a player affected by a King can
#: play a King (but not a Knight) of their own on top of it instead of drawing, and same goes
#: for a victim of a Knight").
MINOR = {
    KING: "a face card: played on its suit or a King like any minor, it sets the suit to "
          "whatever you like, skips the next player's turn and makes them draw three cards. A "
          "player facing a King may play a King of their own instead of drawing (+3 more).",
    QUEEN: "a face card: played on its suit or a Queen, it lets you change the suit.",
    KNIGHT: "a face card: skips the next player and makes them draw two cards (+2). A player "
            "facing a Knight may play a Knight of their own instead of drawing (+2 more).",
    PAGE: "a face card: reverses the turn order (with two players, a skip).",
    ACE: "not a face card, but a wildcard: you can play it on anything; it switches the suit "
         "and number only to what is written on it.",
}

#: Each major's sentence (seed "Special cards", without its jokes).
MAJOR = (
    "Shuffle both discard piles into the draw pile. Discard your whole hand, and draw 7 cards. "
    "If you've got any cards out in front of you, discard them too.",
    "Put a card from your hand face down in front of you, up your sleeve. You may return it to "
    "your hand at any time, but otherwise it does not count as being part of it. You may not "
    "look at it without returning it to your hand.",
    "Look at the top cards of the deck equal to the number of players. Put them back in "
    "whatever order you like.",
    "Discard all non-face cards from your hand and draw that many cards. All players must "
    "discard all of their own face cards.",
    "Discard all non-face cards from your hand. All players must give you all of their own "
    "face cards.",
    "Choose a player who has a different number of cards to you. If they have more, they must "
    "give you cards until you have equal numbers or you have more. If they have less, you must "
    "give them cards until you have equal numbers or you have less: this evens your hand sizes.",
    "Choose a player. You two are now a team: if either of you wins, you both win. However, "
    "you now must always draw one card at the start of your turn, even if you can play.",
    "Leave this card in front of you. For the rest of the game, after playing a card, you may "
    "put it in somebody else's hand instead of the discard pile. Everybody except you draws a "
    "card.",
    "On this turn only, you may keep playing minor arcana without ending your turn until you "
    "cannot anymore. Face cards have no effect.",
    "Leave this card in front of you. Major arcana played by others can no longer affect you. "
    "If it's in front of you, place this card in the discard when you play a major arcana.",
    "Everybody rotates hands clockwise.",
    "Players with the most and the least cards swap hands. In case of a tie, you decide who "
    "swaps (out of the tied players).",
    "Discard all but one of your cards, but skip your next turn. Leave this card in front of "
    "you for now to mark that you're skipping a turn.",
    "The first time in a game this card is played, you just get to play one card from your "
    "hand. The second time, the game ends immediately: the player with the least cards "
    "remaining wins (ties decided by fate: each draws a card, the highest wins).",
    "Discard all your major arcana. Nobody may play major arcana until you next play a card. "
    "Leave this card in front of you to mark this.",
    "Pick up all cards in the major arcana discard pile, not including the Devil.",
    "Next player skips their turn and draws all of the cards in the draw pile. If the Tower "
    "has already struck them this game, absolutely nothing happens.",
    "Leave this card in front of you. When made to draw while it's in front of you, you only "
    "draw half as many cards as you're meant to, rounding up. Discard it when anybody plays "
    "the Sun.",
    "Discard at least two cards from your hand, then draw that many cards.",
    "Everybody discards a card of their choice.",
    "Any player of your choice draws twice as many cards as you have in your hand.",
    "Give one card from your hand to each player. Then everybody draws a card, including you.",
)


def card_text(card: Card) -> str:
    """The rule of ``card`` (any card of the 78): its name, an em dash, then what it does — a
    major its sentence (played on any turn, whatever the card to match), a face card or the
    Ace its effect; ``""`` for the pips 2–10.

    >>> from tarot_table.cards import parse_card
    >>> card_text(parse_card("M11"))
    'XI Justice — a major, played on your turn whatever the card to match: Players with the \
most and the least cards swap hands. In case of a tie, you decide who swaps (out of the tied \
players).'
    >>> card_text(parse_card("7C"))
    ''
    """
    if card.is_major:
        return (f"{card.name()} — a major, played on your turn whatever the card to match: "
                f"{MAJOR[card.rank]}")
    rule = MINOR.get(card.rank)
    return f"{card.name()} — {rule}" if rule else ""
