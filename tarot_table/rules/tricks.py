"""Trick machinery shared by the trick-taking games (Tarok, Tarocchi).

* :func:`led_suit` — the suit a trick asks for: the first card that is not an excuse.
* :func:`trick_winner` — the highest trump when a trump is in the trick (games with trumps),
  else the highest card of the suit led, each game giving its own rank order.
* :func:`playable` — follow suit; else (games with trumps) trump; else anything; an excuse
  (Tarocchi's Fool) may always be played.
* :func:`must_follow_message` — why a card is refused, in the game's words
  ("You must follow Cups: you hold the 3 and the King of Cups").

>>> from ..cards import parse_cards
>>> trick = list(zip(range(3), parse_cards("7C KC 2S")))
>>> trick_winner(trick)
1
>>> trick_winner(list(zip(range(3), parse_cards("7C KC M2"))), trump=lambda c: c.is_major)
2
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

from ..cards import Card, Suit, suit_name

CardTest = Callable[[Card], bool]
RankKey = Callable[[Card], int]


def _rank(card: Card) -> int:
    return card.rank


def _never(card: Card) -> bool:
    return False


def led_suit(cards: Iterable[Card], excuse: CardTest | None = None) -> Suit | None:
    """The suit led: that of the first card that is not an excuse (``None``: nothing led yet)."""
    excuse = excuse or _never
    for card in cards:
        if not excuse(card):
            return card.suit
    return None


def trick_winner(trick: Sequence[tuple[int, Card]], rank: RankKey | None = None,
                 trump: CardTest | None = None, excuse: CardTest | None = None) -> int:
    """Seat that wins ``trick``, a sequence of (seat, card) in play order.

    With ``trump`` (a test of the trump cards) the highest trump wins when there is one; otherwise
    the highest card of the suit led. ``rank`` orders cards within a suit (default: the card's
    rank); an ``excuse`` card never wins and does not set the suit led. Raises ``ValueError``
    for a trick of excuses only.
    """
    rank = rank or _rank
    excuse = excuse or _never
    cards = [(seat, card) for seat, card in trick if not excuse(card)]
    if not cards:
        raise ValueError("a trick of excuses only has no winner")
    if trump is not None:
        trumps = [(seat, card) for seat, card in cards if trump(card)]
        if trumps:
            return max(trumps, key=lambda sc: rank(sc[1]))[0]
    return _highest_of_led(cards, rank)


def _highest_of_led(cards: list[tuple[int, Card]], rank: RankKey) -> int:
    """The seat of the highest of ``cards`` (seat, card; in play order) of the suit led."""
    led = cards[0][1].suit
    best_seat, best = cards[0]
    for seat, card in cards[1:]:
        if card.suit is led and rank(card) > rank(best):
            best_seat, best = seat, card
    return best_seat


def playable(hand: Sequence[Card], led: Suit | None, trump: CardTest | None = None,
             excuse: CardTest | None = None) -> list[Card]:
    """The cards of ``hand`` that may be played to a trick whose suit led is ``led``: the cards of
    that suit if any; else (with ``trump``) the trumps if any; else every card. An ``excuse``
    card may always be played. Order is the hand's."""
    if led is None:
        return list(hand)
    excuse = excuse or _never
    follow = _owed(hand, led, trump, excuse)
    if not follow:
        return list(hand)
    if excuse is _never:
        return follow
    allowed = set(follow)
    return [c for c in hand if c in allowed or excuse(c)]


def _owed(hand: Sequence[Card], led: Suit, trump: CardTest | None, excuse: CardTest
          ) -> list[Card]:
    """The cards of ``hand`` owed to the trick (``excuse`` cards aside): those of the suit
    ``led``, else (with ``trump``) the trumps; none when it holds neither."""
    follow = [c for c in hand if c.suit is led and not excuse(c)]
    if not follow and trump is not None:
        follow = [c for c in hand if trump(c) and not excuse(c)]
    return follow


def _led_name(led: Suit, trump: CardTest | None, tradition: str) -> str:
    """The name of the suit ``led``: "trumps" for the majors when they are trumps."""
    return suit_name(led, tradition) if led is not Suit.MAJOR or trump is None else "trumps"


def listed(cards: Iterable[Card], tradition: str = "english") -> str:
    """``"the 3, the 7 and the King of Cups"`` style list of card names."""
    names = [c.name(tradition) for c in sorted(cards)]
    if not names:
        return "nothing"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def must_follow_message(hand: Sequence[Card], led: Suit, trump: CardTest | None = None,
                        excuse: CardTest | None = None, tradition: str = "english",
                        trump_word: str = "trump") -> str:
    """Why a card outside :func:`playable` is refused: the suit to follow (or the trump to play)
    and the cards of the hand that would do."""
    excuse = excuse or _never
    follow = [c for c in hand if c.suit is led and not excuse(c)]
    name = _led_name(led, trump, tradition)
    if follow:
        return f"You must follow {name}: you hold the {listed(follow, tradition)}."
    trumps = [c for c in hand if trump is not None and trump(c) and not excuse(c)]
    return (f"You hold no {name}, so you must play a {trump_word}: "
            f"you hold the {listed(trumps, tradition)}.")
