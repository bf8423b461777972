"""Taruno's lessons: matching by suit or rank, the two piles, the face cards, a major's effect,
calling "Taruno!". Three players: You, Ada on your left, Basil; play goes clockwise."""

from tests.test_taruno import table

from . import lesson, me, they

SEED = "Taruno, the source text"
HELP = "Rules help"

LESSONS = [
    lesson(
        "match-suit-or-rank", "Matching by suit or rank",
        table(["7P 5C KS 2W M3", "3C AW 9S 8W", "2C 3W 10W QS"], current="5P",
              draw="4S 6C 2P", taruno_penalty=2),
        [me("The card to match is the 5 of Pentacles: play a Pentacle or a 5 — your 7 of "
            "Pentacles or your 5 of Cups.",
            ["play 7P", "play 5C"],
            "A major may be played on any turn, but here we learn to match: play a Pentacle "
            "or a 5.", light=["7P", "5C"], zone="discard:minor"),
         they(1, "play AW", "Ada plays the Ace of Staves: the Ace is wild, it goes on "
                            "anything and makes its own suit and rank the ones to match."),
         they(2, "play 3W"),
         me("Basil matched the Ace's suit with the 3 of Staves: match it with your 2 of "
            "Staves.",
            "play 2W",
            "A major may be played on any turn, but here we match the 3 of Staves: play your "
            "Staff.", zone="discard:minor")],
        "The minor arcana function as normal uno cards do. For example, on a 5 of pentacles "
        "you may play any other pentacle or any other 5, or the ace (wildcard).", SEED,
        intro="Taruno is Uno with the tarot deck: get rid of your cards."),
    lesson(
        "two-piles", "The two piles",
        table(["7P M13 2W KS", "3C 4C 9S 8W", "2C 6S 10W QW"], current="5P",
              draw="4S 6C 2P", taruno_penalty=2),
        [me("A major goes on its own pile and leaves the card to match alone. Play XIII Death "
            "— the first Death lets you play one more card at once.",
            "play M13",
            "That card matches, but here we learn the majors' pile: play XIII Death.",
            zone="discard:major"),
         me("The 5 of Pentacles is still the card to match: play your 7 of Pentacles on it.",
            "play 7P",
            "Play the 7 of Pentacles: it matches the 5 of Pentacles, which Death did not "
            "change.", zone="discard:minor")],
        "A major may be played on any turn, whatever the last card. Majors go on their own "
        "pile, the major discard pile, and never change the card to match.",
        f"{HELP}, Your turn"),
    lesson(
        "face-cards", "Face cards",
        table(["NP 7C 2W KS", "3C 4C 9S 8W", "2C 6S 10W QW"], current="5P",
              draw="4S 6C 2P 8P AS", taruno_penalty=2),
        [me("Face cards do something. Play your Knight of Pentacles: Ada misses her turn and "
            "draws 2.",
            "play NP",
            "That card is legal too, but here we learn the face cards: play the Knight.",
            zone="discard:minor"),
         they(1, "draw", "Ada has no Knight to stack on yours: she draws the 2 and misses "
                         "her turn."),
         they(2, "draw")],
        "The Knight just skips the next player and makes them draw two cards (+2 card).", SEED),
    lesson(
        "a-major", "A major's effect: Judgement",
        table(["M20 7C 2W", "3C 4C 9S 8W", "2C 6S 10W QW"], current="5P",
              draw="4S 6C 2P 8P AS 3S 4W 5W", taruno_penalty=2),
        [me("Each major does what its card says. Play XX Judgement: a player of your choice "
            "draws twice as many cards as you hold.",
            "play M20",
            "You could draw — nothing of yours matches the 5 of Pentacles — but here we learn "
            "a major: play XX Judgement.", zone="discard:major"),
         me("You hold two cards now: choose Ada, who then draws four.",
            "choose @1",
            "That choice is legal, but Ada plays next: make her draw four.")],
        "XX JUDGEMENT: Any player of your choice draws twice as many cards as you have in your "
        "hand.", SEED),
    lesson(
        "call-taruno", "Calling “Taruno!”",
        table(["7P 2W", "3C 4C 9S 8W", "2C 6S 10W QW"], current="5P",
              draw="4S 6C 2P 8P AS", taruno_penalty=2),
        [me("Play your 7 of Pentacles: then only one card is left in your hand.",
            "play 7P",
            "Play the 7 of Pentacles: the 2 of Staves does not match.", zone="discard:minor"),
         me("One card left: call “Taruno!” before anyone catches you.",
            "taruno",
            "You may keep quiet, but then anyone may catch you before the next turn, and you "
            "draw 2: call “Taruno!”.")],
        "When your turn ends with one card in your hand, call “Taruno!”. If you don't, any "
        "other player may catch you before the next turn: you draw 2.",
        f"{HELP}, Taruno!"),
]
