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
    # Arcanoid's (a subject may be a daemon or the USA, always in the third person).
    N_("{master:poss} daemon"): None,
    N_("USA"): None,
    N_("Round {round}: the cards are dealt; {seat} plays first."):
        N_("Round {round}: the cards are dealt; you play first."),
    N_("Extra round {round}: the cards are dealt; {seat} plays first."):
        N_("Extra round {round}: the cards are dealt; you play first."),
    N_("{seat} abdicates on {field}."): N_("You abdicate on {field}."),
    N_("{seat} commits on {field}."): N_("You commit on {field}."),
    N_("{seat} commits on {field} and {other}."): N_("You commit on {field} and {other}."),
    N_("{seat} commits a card face down on {field}."):
        N_("You commit a card face down on {field}."),
    N_("{seat} commits {count} cards face down on {field}."):
        N_("You commit {count} cards face down on {field}."),
    N_("{seat} completes the ace on {field}."): N_("You complete the ace on {field}."),
    N_("{seat} plays {card}: a secret commitment."): N_("You play {card}: a secret commitment."),
    N_("The Chariot charges."): None,
    N_("The knave discards the ace."): None,
    N_("The knight discards the ace."): None,
    N_("{owner:poss} secret commitment on {field} is revealed."): None,
    N_("{seat} has committed everywhere and leaves the round."):
        N_("You have committed everywhere and leave the round."),
    N_("{seat} commits on the tempered field: Temperance is lifted."):
        N_("You commit on the tempered field: Temperance is lifted."),
    N_("The Hermit leaves with its owner."): None,
    N_("Temperance leaves with its owner."): None,
    N_("The daemon has finished: the Devil is discarded."): None,
    N_("{seat} plays the Fool on the secret commitment: it cannot be stolen, and the Fool is "
       "lost."): N_("You play the Fool on the secret commitment: it cannot be stolen, and the "
                    "Fool is lost."),
    N_("{seat} plays the Fool and steals the commitment."):
        N_("You play the Fool and steal the commitment."),
    N_("{seat} wins the battle of {field}: {reason}."):
        N_("You win the battle of {field}: {reason}."),
    N_("{seat} shows their hand to {viewer}."): N_("You show your hand to {viewer}."),
    N_("{seat} calls {field}: everyone shows them."): N_("You call {field}: everyone shows them."),
    N_("{seat} calls the trumps: everyone shows them."):
        N_("You call the trumps: everyone shows them."),
    N_("{seat} calls the Fool: whoever holds it shows it."):
        N_("You call the Fool: whoever holds it shows it."),
    N_("{seat} adds a card to the Chariot."): N_("You add a card to the Chariot."),
    N_("{seat} puts down the Chariot with {count} in reserve."):
        N_("You put down the Chariot with {count} in reserve."),
    N_("{seat} discards the Chariot and its reserve."):
        N_("You discard the Chariot and its reserve."),
    N_("{seat} discards every card (the Hanged Man)."):
        N_("You discard every card (the Hanged Man)."),
    N_("Death: the deck is already empty."): None,
    N_("Death: the deck is discarded and will not be refilled."): None,
    N_("{seat} lifts Temperance."): N_("You lift Temperance."),
    N_("Temperance acts on {field}."): None,
    N_("{seat} summons a daemon."): N_("You summon a daemon."),
    N_("The Tower decommits {target} on {field}."): None,
    N_("{seat} passes Judgment on {target}: an abdication on {field}."):
        N_("You pass Judgment on {target}: an abdication on {field}."),
    N_("{seat} takes an extra move (the Hermit)."): N_("You take an extra move (the Hermit)."),
    N_("{seat} votes for a refill."): N_("You vote for a refill."),
    N_("{seat} votes against a refill."): N_("You vote against a refill."),
    N_("{seat} dissents: the deck is not refilled."): N_("You dissent: the deck is not refilled."),
    N_("{seat} discards a card."): N_("You discard a card."),
    N_("{seat} makes no further call."): N_("You make no further call."),
    N_("{seat} calls {card} from {holder}."): N_("You call {card} from {holder}."),
    N_("{seat} calls {card}: nobody holds it."): N_("You call {card}: nobody holds it."),
    N_("{seat} wins the game."): N_("You win the game."),
    N_("{seats} share the win."): None,
    N_("The deck is empty and the discard pile too: the deck stays empty."): None,
    N_("The deck is empty: refill it from the discard pile?"): None,
    N_("USA votes for a refill."): None,
    N_("USA discards its oldest card."): None,
    N_("The USA's cards are turned up."): None,
    N_("The Hermit's three moves are spent."): None,
    N_("Tied after every tie-break: an extra round decides."): None,
    N_("Everyone agrees: the discard pile is shuffled into a new deck."): None,
    N_("The deck has run out: Temperance is removed."): None,
    # Tarot Combat's.
    N_("{seat} goes first."): N_("You go first."),
    N_("Turn {turn}: {seat} turns their cards right-side-up."):
        N_("Turn {turn}: you turn your cards right-side-up."),
    N_("{seat} plays a farm."): N_("You play a farm."),
    N_("{seat} turns a farm sideways."): N_("You turn a farm sideways."),
    N_("{seat} plays {card} as a soldier."): N_("You play {card} as a soldier."),
    N_("{seat} plays {card} as a farm."): N_("You play {card} as a farm."),
    N_("{seat} plays {card} for its ability."): N_("You play {card} for its ability."),
    N_("{seat} chooses {target} for {card}."): N_("You choose {target} for {card}."),
    N_("{owner:poss} {card:bare}"): None,
    N_("{card} in limbo"): None,
    N_("#{ident}"): None,
    N_("{owner:poss} {card:bare} resolves."): None,
    N_("{owner:poss} {card:bare} comes into play."): None,
    N_("{owner:poss} {card:bare} fizzles: its target is gone."): None,
    N_("{seat} counters {owner:poss} {card:bare}."): N_("You counter {owner:poss} {card:bare}."),
    N_("{owner:poss} {card:bare} is destroyed."): None,
    N_("{seat} gains control of {owner:poss} {card:bare}."):
        N_("You gain control of {owner:poss} {card:bare}."),
    N_("{owner:poss} {card:bare} attacks {defender}."): None,
    N_("{owner:poss} {card:bare} blocks {attacker}."): None,
    N_("{owner:poss} {card:bare} takes {damage} damage."): None,
    N_("{seat} takes {damage} damage ({life} life left)."):
        N_("You take {damage} damage ({life} life left)."),
    N_("The combat ends: damage is removed."): None,
    N_("{card} gets +{amount} strength."): None,
    N_("{card} takes 3 damage."): None,
    N_("{owner:poss} soldiers turn right-side-up."): None,
    N_("{seat} takes {card} from the draw pile."): N_("You take {card} from the draw pile."),
    N_("{seat} takes {card} from the discard pile."): N_("You take {card} from the discard pile."),
    N_("{seat} discards {card}."): N_("You discard {card}."),
    N_("{seat} destroys a farm, {card}."): N_("You destroy a farm, {card}."),
    N_("{seat} loses."): N_("You lose."),
    N_("The draw pile is shuffled."): None,
    N_("The discard pile is shuffled into the draw pile."): None,
    N_("Hands and the discard pile are shuffled into the draw pile."): None,
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
