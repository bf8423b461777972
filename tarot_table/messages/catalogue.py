"""Every log sentence of the rules, in English: its id, the third-person form ("{seat} plays
{card}."), and the second-person form read by its subject's seat ("You play {card}."), or
``None`` for a sentence about no seat. The placeholders are those of :mod:`tarot_table.messages`.
"""

from __future__ import annotations


def N_(msgid: str) -> str:
    """``msgid`` unchanged: marks a form for extraction."""
    return msgid


#: Every message: its third-person form (its id) → its second-person form.
CATALOGUE: dict[str, str | None] = {
    # The trick-taking games' (Tarok, Tarocchi).
    N_("Hand {hand}: {seat} deals."): N_("Hand {hand}: you deal."),
    N_("{seat} plays {card}."): N_("You play {card}."),
    N_("{seat} takes the trick ({points} points)."): N_("You take the trick ({points} points)."),
    N_("Hand {hand} ends."): None,
    N_("The game is over."): None,
    # Tarok's.
    N_("The highest totals are tied: another hand."): None,
    # Tarocchi's.
    N_("Deal {deal}: {seat} deals."): N_("Deal {deal}: you deal."),
    N_("{seat} passes."): N_("You pass."),
    N_("{seat} bids Two Cards."): N_("You bid Two Cards."),
    N_("{seat} bids One Card."): N_("You bid One Card."),
    N_("{seat} bids Solo."): N_("You bid Solo."),
    N_("{seat} plays Two Cards alone."): N_("You play Two Cards alone."),
    N_("{seat} plays One Card alone."): N_("You play One Card alone."),
    N_("{seat} plays Solo alone."): N_("You play Solo alone."),
    N_("All passed; {seat} holds every King and Queen and plays alone."):
        N_("All passed; you hold every King and Queen and play alone."),
    N_("{seat} lays the Pagat in the scart and shows it."):
        N_("You lay the Pagat in the scart and show it."),
    N_("{seat} names {card}."): N_("You name {card}."),
    N_("Nobody holds {card}: it lies in the scart and is not bought."): None,
    N_("{seat} passes {card} to {buyer}."): N_("You pass {card} to {buyer}."),
    N_("{seat} gives a card back to {seller}."): N_("You give a card back to {seller}."),
    N_("All passed: {seat} calls {card}."): N_("All passed: you call {card}."),
    N_("{seat} holds {card} and partners {dealer}."): N_("You hold {card} and partner {dealer}."),
    N_("{seat} takes the trick."): N_("You take the trick."),
    N_("The Fool goes back to {owner}; no exchange within a side."): None,
    N_("{seat} keeps the Fool and owes {winner} an empty card."):
        N_("You keep the Fool and owe {winner} an empty card."),
    N_("{seat} gives {winner} {card} for the Fool."): N_("You give {winner} {card} for the Fool."),
    N_("Deal {deal} ends: {ours} to {theirs}."): None,
    N_("The match is over."): None,
}
