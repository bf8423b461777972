"""Tarocchi's lessons: bidding, the scart, the called King, buying a card, following suit or
trumping, the Fool as excuse. Five players: You, then (everything goes to the right) Dmitri,
Cleo, Basil and Ada."""

import random

from tarot_table.cards import cards_text, full_deck, parse_card, parse_cards
from tests.test_tarocchi import GAME, table

from . import lesson, me, they

SEED = "Tarocchi, the source text"


def deal(fixed: dict[int, str], dealer: int, scart: str = "", laid: bool = True,
         give: dict[str, int] | None = None) -> list[str]:
    """Five hands: the ``fixed`` ones as given, the others dealt the rest of the deck shuffled
    (seeded), 15 each (the dealer 18 until its scart is ``laid``), each card of ``give`` to
    its seat."""
    give = give or {}
    used = set(parse_cards(" ".join([*fixed.values(), scart, *give])))
    rest = [c for c in full_deck() if c not in used]
    random.Random(1).shuffle(rest)
    cards = iter(rest)
    hands = []
    for seat in range(5):
        if seat in fixed:
            hands.append(fixed[seat])
            continue
        mine = [parse_card(c) for c, s in give.items() if s == seat]
        count = (18 if seat == dealer and not laid else 15) - len(mine)
        hands.append(cards_text([*mine, *(next(cards) for _ in range(count))]))
    return hands


def mid_deal(state, winners: list[int]):
    """``state`` (built by ``table``, the cards played before lying in seat 4's trick pile)
    five tricks later: those cards are the dealer's scart (three) and five tricks of five, won
    by ``winners`` in turn."""
    doc = state.to_position()
    laid = doc["won"][4].split()
    # the cards won or laid aside before, less those the learner's own pile holds already
    won = [[] for _ in range(5)]
    won[0] = doc["won"][0].split()
    doc["scart"] = " ".join(laid[:3])
    for k, seat in enumerate(winners):
        won[seat] += laid[3 + 5 * k:8 + 5 * k]
    doc["won"] = [" ".join(pile) for pile in won]
    doc["tricks_won"] = [winners.count(seat) for seat in range(5)]
    doc["trick_no"] = len(winners)
    return GAME.from_position(doc)


STRONG = "KS QS M21 M20 M19 M18 M16 M15 M0 KC QC KW 9W KP 3P"

LESSONS = [
    lesson(
        "bidding", "Bidding",
        table(deal({0: STRONG}, dealer=1, scart="2C 3C 4C"), dealer=1, stage="Bidding",
              scart="2C 3C 4C"),
        [me("Your hand is strong — the XXI, the Fool, four Kings — so play alone without "
            "buying: bid Solo.",
            "bid @solo",
            "That is legal, but with this hand you need nobody's card: bid Solo, the highest "
            "bid."),
         they(4, "pass"), they(3, "pass"), they(2, "pass"),
         they(1, "pass", "Ada, the dealer, bids last."),
         me("You are the declarer, alone against the four others, and you lead: play the "
            "XXI, the highest trump.",
            "play M21",
            "Lead the XXI here: nobody can beat it, and it draws their trumps.", zone="trick")],
        "There is a short round of bidding to determine who will be Declarer and play alone "
        "against the other four players. … Solo: Declarer plays alone without purchasing a "
        "card.", SEED,
        intro="Tarocchi: five players, everything goes to the right — the deal, the bidding "
              "and the play."),
    lesson(
        "the-scart", "The scart",
        table(deal({0: "KS QS NS 2S M21 M17 M9 M4 M0 KC AC 5C 10C KW 3W 9W 4P 8P"}, dealer=0,
                   laid=False), dealer=0, stage="Scart"),
        [me("You dealt: lay three cards aside, the scart — they count for you as a trick. "
            "Begin with the Queen of Swords: its 3 points are safe there.",
            "scart QS",
            "That card may go to the scart, but lay the Queen of Swords first: a Queen kept "
            "in a short suit could be lost.", zone="trick"),
         me("Now the Cavalier of Swords: 2 points kept safe.",
            "scart NS",
            "That may go too, but the Cavalier of Swords is the point here: its 2 points are "
            "yours in the scart.", zone="trick"),
         me("Last, the 2 of Swords, a card worth nothing. Your King of Swords stays in your "
            "hand: no King may go to the scart.",
            "scart 2S",
            "That may go too, but lay the 2 of Swords: it leaves your King of Swords alone in "
            "its suit, and the King cannot be laid aside.", zone="trick")],
        "Dealer must then discard three cards into a Scart that will count towards his/her "
        "tricks at the end. The discard may not include Kings, the XXI of trumps or the "
        "Fool.", SEED),
    lesson(
        "the-called-king", "The called King",
        table(deal({0: "KS KW KP QS 2S M21 M17 M9 M4 AC 5C 10C 3W 9W 4P"}, dealer=0,
                   scart="8P 7P 6P", give={"KC": 3}),
              dealer=0, stage="CallKing", scart="8P 7P 6P", contract="king", declarer=None),
        [me("Everybody passed, so you, the dealer, call a King you do not hold: call the "
            "King of Cups — its holder becomes your partner.",
            "call KC",
            "You hold that King: call the one you are missing, the King of Cups."),
         me("Cleo held the King of Cups: she is your partner, against the three others. You "
            "lead: play the XXI.",
            "play M21",
            "Lead the XXI: it wins the trick whatever the others play.", zone="trick")],
        "If no players bid, then Dealer must call for a King not in his/her hand. The player "
        "who holds the called King declares themselves and plays as Dealer’s partner against "
        "the other three.", SEED),
    lesson(
        "buying-a-card", "Buying a card",
        table(deal({0: "KS QS M20 M19 M18 M16 M15 M0 KC QC KW 9W 3W KP 3P"}, dealer=1,
                   scart="2C 3C 4C", give={"M21": 2}), dealer=1, stage="Bidding",
              scart="2C 3C 4C"),
        [me("A good hand that lacks the XXI: bid One Card, to buy the card you name.",
            "bid @one",
            "That is legal, but here we learn to buy a card: bid One Card."),
         they(4, "pass"), they(3, "pass"), they(2, "pass"), they(1, "pass"),
         me("You are the declarer. Name the card you buy: the XXI, the highest trump.",
            "call M21",
            "You may name that card, but the XXI is the one that wins a trick for sure: name "
            "it."),
         me("Basil held the XXI and passed it to you face up. Give him a card back face "
            "down: the 3 of Staves, a card worth nothing.",
            "give 3W @2",
            "That may be given back, but give an empty card — the 3 of Staves — and keep "
            "your points."),
         me("Now lead the XXI you bought.",
            "play M21", "Lead the XXI: nobody can beat it.", zone="trick")],
        "One Card: Declarer calls for any single desired card. The player who has it must "
        "pass it face up to the declarer, who exchanges any card held for it, passing that "
        "face down.", SEED),
    lesson(
        "follow-or-trump", "Follow suit, or trump",
        mid_deal(table(["M18 M7 M3 AC 5C 10C 2W 9W 4P 8P",
               "KS 8S AS M2 6C 7C 8C 9C 10W 3W",
               "3S 7S M5 M6 4W 6W 7W 8W 2P 5P",
               "10S 2S 9S 4S KW QW NW PW AW 3P",
               "M10 M11 M12 2C 3C 4C 6P 7P 5W 9P"],
              stage="PlayToTrick", declarer=0,
              trick=((3, "10S"), (2, "3S"), (1, "KS"))), [0, 3, 3, 1, 0]),
        [me("Cleo led the 10 of Swords and Ada played the King. You have no Sword, so you "
            "must trump: play the XVIII, too high for Dmitri to beat.",
            "play M18",
            "That trump is legal, but Dmitri still plays after you and holds trumps: the "
            "XVIII is too high for him.", zone="trick"),
         they(4, "play M10", "Dmitri had no Sword either: he trumps, lower.")],
        "Each player in turn, moving to the right, must then play a card of the same suit "
        "(follow suit). If a player cannot follow suit, then they must play a trump, if they "
        "cannot play a trump, then they can play any card, though it will not win.", SEED),
    lesson(
        "the-fool", "The Fool: the excuse",
        mid_deal(table(["QC M0 M7 M3 5S 10S 2W 9W 4P 8P",
               "KS 8S AS M2 6C 7C 8C 9C 10W 3W",
               "3S 7S M5 M6 4C 6W 7W 8W 2P 5P",
               "KC 2S 9S 4S KW QW NW PW AW 3P",
               "6S 5W M10 M11 M12 2C 3C AC 6P 7P"],
              stage="PlayToTrick", declarer=3, won=["10C 9P 4W", "", "", "", ""],
              trick=((3, "KC"), (2, "4C"), (1, "6C"))), [3, 0, 3, 2, 3]),
        [me("Cleo led the King of Cups: your Queen of Cups would have to follow and lose its "
            "3 points. Play the Fool instead — it excuses you from following.",
            "play M0",
            "That card is legal, but it loses your Queen's points to Cleo's King: excuse "
            "yourself with the Fool.", zone="trick"),
         they(4, "play AC", "Dmitri follows. Cleo takes the trick, but the Fool comes back "
                            "to your pile, and she gets an empty card from it instead.")],
        "The Fool may be played to any trick as an excuse for not playing a card you are "
        "otherwise obliged to play, but may be neither won nor lost. At the end of a trick "
        "to which the Fool has been played, the person who played it takes it into his/her "
        "own trick pile and gives the player who won the trick, an empty card from their "
        "trick pile in exchange.", SEED),
]
