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
    # Taruno's.
    N_("{seat} deals."): N_("You deal."),
    N_("{card} starts the minor pile."): None,
    N_("{seat} is skipped."): N_("You are skipped."),
    N_("{seat} names {suit}."): N_("You name {suit}."),
    N_("{seat}: \"Taruno!\""): N_("You: \"Taruno!\""),
    N_("{seat} catches {late} without a call!"): N_("You catch {late} without a call!"),
    N_("+{penalty} for the next player."): None,
    N_("The direction of play is reversed."): None,
    N_("{seat} puts a card up the sleeve."): N_("You put a card up the sleeve."),
    N_("{seat} takes a card back from up the sleeve."):
        N_("You take a card back from up the sleeve."),
    N_("{seat} puts {card} into {target:poss} hand (the Chariot)."):
        N_("You put {card} into {target:poss} hand (the Chariot)."),
    N_("{seat} plays a major: the Hermit is discarded."):
        N_("You play a major: the Hermit is discarded."),
    N_("{seat} plays a card: Temperance is lifted."): N_("You play a card: Temperance is lifted."),
    N_("{seat} skips this turn (the Hanged Man)."): N_("You skip this turn (the Hanged Man)."),
    N_("The Sun outshines the Star."): None,
    N_("The Fool: the discards are shuffled into the draw pile."): None,
    N_("{seat} looks at the top {count} cards of the draw pile."):
        N_("You look at the top {count} cards of the draw pile."),
    N_("The hands turn clockwise."): None,
    N_("The Tower cannot strike {victim}: nothing happens."): None,
    N_("The Tower strikes {victim}: {count} cards drawn."): None,
    N_("The Hierophant: {seat} gives a card to {taker}."):
        N_("The Hierophant: you give a card to {taker}."),
    N_("The Hierophant: {seat} gives {count} cards to {taker}."):
        N_("The Hierophant: you give {count} cards to {taker}."),
    N_("The Lovers: {seat} and {partner} are a team."):
        N_("The Lovers: you and {partner} are a team."),
    N_("{seat} and {other} swap hands (Justice)."): N_("You and {other} swap hands (Justice)."),
    N_("{seat} draws {count}."): N_("You draw {count}."),
    N_("{seat} draws {count} ({why})."): N_("You draw {count} ({why})."),
    N_("{seat} must draw but nothing is left to draw."):
        N_("You must draw but nothing is left to draw."),
    N_("The draw pile is empty: the discards are shuffled."): None,
    N_("The draw pile is empty: the discards are shuffled; {card} is the new card to match."):
        None,
    # Taruno's reasons to draw ({why}).
    N_("the Fool"): None,
    N_("the Empress"): None,
    N_("the Chariot"): None,
    N_("the Moon"): None,
    N_("Judgement"): None,
    N_("the World"): None,
    N_("the penalty"): None,
    N_("caught without calling"): None,
    N_("an empty hand draws at once"): None,
    N_("the Lovers draw at the start of each turn"): None,
    # Taruno's ends ({reason}: what ended the game).
    N_("{seat} plays a last minor and wins."): N_("You play a last minor and win."),
    N_("The Lovers join everybody in one team: everybody wins."): None,
    N_("Death comes a second time: the game ends."): None,
    N_("The game is cut short after {turns:,} turns."): None,
    N_("Nothing is left to draw."): None,
    N_("{reason} {seat} holds the fewest cards."): N_("{reason} You hold the fewest cards."),
    N_("{reason} Tied for fewest cards, with nothing left to draw for fate: the tied players "
       "share the win."): None,
    N_("Fate: {seat} draws {card}."): N_("Fate: you draw {card}."),
    N_("{reason} Fate favours {winner}."): None,
}
