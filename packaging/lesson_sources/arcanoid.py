"""Arcanoid's lessons: committing and how a battle is won, courts and couples, the major
arcana, calls, abdicating, and the variants (a KOBLENZ secret commitment, every variant in one
line). Two players: You and Ada, one round (DRESDEN unless a lesson says)."""

import random

from tarot_table.cards import cards_text, full_deck, parse_cards
from tests.test_arcanoid import table

from . import lesson, me, they

HELP = "Rules help"


def deck(*texts: str) -> str:
    """The deck: every card not in ``texts``, shuffled (seeded)."""
    used = set(parse_cards(" ".join(texts)))
    rest = [c for c in full_deck() if c not in used]
    random.Random(1).shuffle(rest)
    return cards_text(rest)


def round_(hands: list[str], commits=(), variant: str = "dresden"):
    """A round in progress: ``hands``, the ``commits`` made (actor, field, cards, time), the
    rest of the cards in the deck."""
    placed = " ".join([*hands, *(c[2] for c in commits)])
    return table(hands, deck=deck(placed), commits=commits, variant=variant)


LAST = [(0, "swords", "10S", 1), (1, "swords", "8S 2S", 2), (0, "staves", "", 3),
        (1, "staves", "KW QW", 4), (0, "coins", "KP QP", 5), (1, "coins", "", 6),
        (1, "cups", "7C 2C", 7)]

VARIANTS = (
    "DRESDEN — the rules of the other lessons.\n"
    "NASSAU — Temperance binds its owner too: nobody may commit on the tempered battlefield, "
    "and removing it takes a whole move.\n"
    "MAINZ — at this table MAINZ plays exactly as NASSAU.\n"
    "KOBLENZ — NASSAU, and once a round every player may make one secret commitment.\n"
    "MALTA — MAINZ with another Magician: it never transmutes; instead it commits cards "
    "secretly.\n"
    "WORMS — MAINZ, with completed aces.\n"
    "GAZA (2 or 3 players) — an extra player, USA, plays by itself, last in each round of "
    "turns.")

LESSONS = [
    lesson(
        "commit-and-win", "Committing: the strongest force wins",
        round_(["4C 6C 9S M21 M17 3W", "5C 5S 8W 3P KS 9P"], LAST),
        [me("Four battlefields, one battle on each. Ada committed the 7 and 2 of Cups (9): "
            "commit your 4 and 6 of Cups together on Cups — 10 beats 9.",
            "commit 4C 6C @cups",
            "That is a move, but here we win the Cups battle: your 4 and 6 of Cups together "
            "are worth 10, more than Ada's 9.", light=["4C", "6C"], zone="field:cups:0")],
        "Commit your forces to each battlefield in turn; the strongest force on a battlefield "
        "wins that battle. … any number of numeric cards (ace to ten): worth their total.",
        f"{HELP}, the game and Moves",
        intro="Select both Cups (click each; or Left/Right and Space on each), then drag them "
              "onto your Cups lane (or press its number)."),
    lesson(
        "courts-and-couples", "Courts and the royal couple",
        round_(["QC KC NS 3W 5P 9S", "5C 5S 8W 3P KS 9P"]),
        [me("A knight alone is worth 17½: commit your Knight of Swords on Swords.",
            "commit NS @swords",
            "That is a move, but here we learn the courts: commit the Knight of Swords alone "
            "on Swords.", zone="field:swords:0"),
         they(1, "commit 8W @staves"),
         me("The queen and king of a suit together are the royal couple, stronger than any "
            "total: commit your Queen and King of Cups on Cups.",
            "commit QC KC @cups",
            "That is a move, but here we learn the royal couple: the Queen and King of Cups "
            "together on Cups.", light=["QC", "KC"], zone="field:cups:0")],
        "the knight alone or with only an ace: worth 17½; … the queen and king together: the "
        "royal couple, stronger than any total.", f"{HELP}, Moves"),
    lesson(
        "the-world", "A major arcanum: the World",
        round_(["QC 4S 9S M21 3W 5P", "KC 5S 8W 3P KS 9P"]),
        [me("The major arcana do what their card says. Commit XXI The World on Swords, where "
            "nothing is committed yet: it wins there.",
            "commit M21 @swords",
            "That is a move, but here we learn the World: commit it on Swords.",
            zone="field:swords:0"),
         they(1, "commit 8W @staves", "Ada has abdicated on Swords at once: the World wins "
                                      "there, whatever comes.")],
        "XXI The World — commit it on a battlefield where nothing has been committed yet this "
        "round: it wins there, and everybody else abdicates there at once.",
        f"{HELP}, The major arcana"),
    lesson(
        "calls", "Calls: the Star",
        round_(["QC 4S 9S M17 3W 5P", "KC 5S 8W 3P KS 9P"]),
        [me("You hold the Queen of Cups; her King would make a royal couple. Play XVII The "
            "Star: it calls a minor card.",
            "play M17",
            "That is a move, but here we learn the calls: play the Star."),
         me("Call the King of Cups: whoever holds it gives it to you.",
            "call KC",
            "You may call that card, but the King of Cups makes your couple: call it."),
         they(1, "commit 8W @staves", "Ada held the King of Cups: it is yours now, and she "
                                      "drew a card."),
         me("Commit the Queen and King of Cups together: the royal couple.",
            "commit QC KC @cups",
            "That is a move, but the royal couple is the point: the Queen and King of Cups on "
            "Cups.", light=["QC", "KC"], zone="field:cups:0")],
        "XVII The Star — call a minor card: whoever holds it gives it to you and draws; if "
        "nobody does, you draw a card.", f"{HELP}, The major arcana"),
    lesson(
        "abdicating", "Abdicating",
        round_(["9S 3W 5P 7P", "5C 5S 8W 3P KS 9P"],
               [(0, "swords", "10S", 1), (1, "swords", "8S 2S", 2), (0, "staves", "KW QW", 3),
                (0, "coins", "KP QP", 5), (1, "cups", "KC QC", 6)]),
        [me("Ada committed the royal couple on Cups and you hold no Cup: abdicate there — "
            "commit nothing — and keep your cards. Press the Abdicate button on your Cups "
            "lane.",
            "abdicate @cups",
            "That is a move, but Cups is lost to Ada's couple: abdicate there, and leave the "
            "round with a hand you no longer need.", zone="field:cups:0")],
        "Abdicate: commit nothing on a battlefield. You cannot win it that way (unless "
        "everyone abdicates). With no cards left, abdicating is your only move.",
        f"{HELP}, Moves"),
    lesson(
        "variants", "The variants: a KOBLENZ secret",
        round_(["QC 4S 9S M21 3W 5P", "KC 5S 8W 3P KS 9P"], variant="koblenz"),
        [me("This round plays KOBLENZ: once a round you may commit in secret, face down. "
            "Commit the 4 and 9 of Swords secretly on Swords.",
            "secret 4S 9S @swords",
            "That is a move, but here we learn the secret commitment: the 4 and 9 of Swords, "
            "face down, on Swords.", light=["4S", "9S"])],
        VARIANTS, f"{HELP}, The variants"),
]
