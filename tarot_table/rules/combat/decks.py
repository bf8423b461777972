"""Making your own deck for Tarot Combat (seed §7 "How to make your own deck"; notes "Beyond the
duel"): the three ways — constructed, sealed, draft — as pure functions, and a deck's text
form. The decks made here are played through the ``decks`` option (:mod:`.teams`).

* **Constructed** (seed §7): "Make a 40-card deck out of a deck of tarot cards. That means that
  38 cards would basically be removed from a 78-card deck" — :func:`check_constructed`: 40 cards,
  each card at most once (one 78-card deck), the Jokers (two to a deck) only with the Jokers
  option.
* **Sealed**: "For each player in an event, shuffle one deck of cards together. [...] Then
  randomly deal a deck worth of face-down cards back to each player. (78-cards if you are using
  regular tarot decks.) Players use those random piles of cards to create their own 30-card
  deck." — :func:`sealed_pools`, then :func:`check_limited` (30 cards out of the pool).
  Ours: with Jokers a deck's worth is 80 (two Jokers to a deck).
* **Draft**: "For every four players in a draft event, shuffle three decks of cards together.
  For example, five players would shuffle four decks of cards together. Then give each player
  three piles of 15 random face-down cards." Each player takes one card of the first pile and
  passes the rest to the left, then takes one of the pile passed to it, until the pile is gone;
  "then do the same thing, but pass the piles to the right instead. Then do the same thing, but
  pass the piles to the left again." Then each builds 30 of its 45 cards —
  :func:`draft_decks` (the number of decks: three per four players, rounded up, ours for the
  counts the text does not give), :class:`Draft`, then :func:`check_limited`. "To the left" is
  the next seat clockwise (seed §3: "Whoever is to the left of the first player goes second").

A deck's text (:func:`deck_text`, :func:`deck_from_text`): one card code per line (``7C``,
``KW``, ``M13``, ``JK``; a card's name, ``Queen of wands``, is read too); blank lines and lines
starting with ``#`` are skipped (the first ``# name`` line names the deck: a name of at most
:data:`NAME_LIMIT` characters that shows, :func:`tarot_table.names.check_name`). A line that is
not a card code, or a name line that is no name, is reported with its number; nothing is read
from a text with one.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

from ...cards import JOKER, Card, cards_text, full_deck, parse_card
from ...names import check_name
from .tables import NUMBERING

#: The longest deck name (characters).
NAME_LIMIT = 40
CONSTRUCTED_SIZE = 40
LIMITED_SIZE = 30
PILE_SIZE = 15
PILES = 3
#: The direction each pile of a draft is passed (+1: to the left, the next seat clockwise).
PASSES = (+1, -1, +1)


class DeckError(ValueError):
    """A deck that breaks a rule of its format, or a text that is not a deck. ``problems`` lists
    every problem found, one sentence each (a text's with its line number)."""

    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = list(problems)


def one_deck(jokers: bool = False) -> list[Card]:
    """A 78-card deck, with its two Jokers when ``jokers`` (notes "Table")."""
    return full_deck() + ([JOKER, JOKER] if jokers else [])


def _name(card: Card) -> str:
    return "the Joker" if card.is_joker else f"the {card.name(numbering=NUMBERING)}"


def check_constructed(cards: Sequence[Card], jokers: bool = False) -> None:
    """Raise :class:`DeckError` unless ``cards`` is a constructed deck (seed §7): exactly 40
    cards out of one 78-card deck (each card once; with ``jokers``, up to two Jokers)."""
    problems = []
    if len(cards) != CONSTRUCTED_SIZE:
        problems.append(f"the deck has {len(cards)} cards; a constructed deck has "
                        f"{CONSTRUCTED_SIZE}")
    problems += _outside(cards, one_deck(jokers), jokers, "one 78-card deck holds")
    if problems:
        raise DeckError(problems)


def check_limited(cards: Sequence[Card], pool: Sequence[Card], jokers: bool = False) -> None:
    """Raise :class:`DeckError` unless ``cards`` is a 30-card deck built from ``pool`` (sealed
    and draft, seed §7: "create their own 30-card deck")."""
    problems = []
    if len(cards) != LIMITED_SIZE:
        problems.append(f"the deck has {len(cards)} cards; a sealed or draft deck has "
                        f"{LIMITED_SIZE}")
    problems += _outside(cards, pool, jokers, "your pool holds")
    if problems:
        raise DeckError(problems)


def _outside(cards: Sequence[Card], source: Sequence[Card], jokers: bool, what: str) -> list[str]:
    problems = []
    if not jokers and JOKER in cards:
        problems.append("the Joker is played only with the Jokers option")
    have = Counter(source)
    for card, count in sorted(Counter(cards).items()):
        if card.is_joker and not jokers:
            continue
        if count > have[card]:
            problems.append(f"{_name(card)} is in the deck {count} times; {what} "
                            f"{have[card] or 'none'}")
    return problems


# -- the text form -------------------------------------------------------------------------------

def deck_text(cards: Iterable[Card], name: str = "") -> str:
    """``cards`` as text, one card code per line in display order, after a ``# name`` line."""
    head = [f"# {name}"] if name else []
    return "\n".join(head + [str(c) for c in sorted(cards)]) + "\n"


@dataclass(frozen=True)
class DeckText:
    """A deck read from text: its ``name`` (the first ``#`` line, or ``""``) and its cards in
    the order of the lines."""

    name: str
    cards: tuple[Card, ...]


def deck_from_text(text: str) -> DeckText:
    """Read a deck written as :func:`deck_text` writes it. Raises :class:`DeckError` naming every
    line that is not a card code (``line 3: 'XX' is not a card code``) and a name line that is
    no name (``line 1: a deck's name has at most 40 characters``); nothing is read then."""
    name = ""
    cards = []
    problems = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            named = line.lstrip("#").strip()
            if named and not name and not cards:
                try:
                    name = check_name(named, NAME_LIMIT, "a deck's name")
                except ValueError as exc:
                    problems.append(f"line {number}: {exc}")
            continue
        try:
            card = parse_card(line)
        except ValueError:
            shown = line if len(line) <= 30 else line[:27] + "…"
            problems.append(f"line {number}: {shown!r} is not a card code (such as 7C, KW, M13, "
                            f"JK)")
            continue
        cards.append(card)
    if problems:
        raise DeckError(problems)
    return DeckText(name, tuple(cards))


# -- sealed --------------------------------------------------------------------------------------

def sealed_pools(players: int, rng: random.Random, jokers: bool = False) -> list[list[Card]]:
    """Seed §7 "Sealed": one deck per player shuffled together, a deck's worth (78; 80 with the
    Jokers, ours) dealt to each player, face down. Returns each player's pool."""
    cards = one_deck(jokers) * players
    rng.shuffle(cards)
    size = len(one_deck(jokers))
    return [cards[seat * size:(seat + 1) * size] for seat in range(players)]


# -- draft ---------------------------------------------------------------------------------------

def draft_decks(players: int) -> int:
    """Decks shuffled together for a draft of ``players`` (seed §7: three for every four
    players; five players, four decks; ours: rounded up, so every player gets its 45 cards)."""
    return (3 * players + 3) // 4


def draft_piles(players: int, rng: random.Random, jokers: bool = False
                ) -> list[list[list[Card]]]:
    """Seed §7 "Draft": :func:`draft_decks` decks shuffled together, then three piles of 15
    random cards to each player (the rest stays aside). Returns ``piles[seat][k]``."""
    cards = one_deck(jokers) * draft_decks(players)
    rng.shuffle(cards)
    size = PILES * PILE_SIZE
    return [[cards[seat * size + k * PILE_SIZE:seat * size + (k + 1) * PILE_SIZE]
             for k in range(PILES)] for seat in range(players)]


@dataclass
class Draft:
    """A draft under way (seed §7): each player holds a pile and takes one card of it; when all
    have picked, each passes the rest to the left (``+1``) or the right (``-1``, the second
    pile); when a pile is gone, each picks up its next pile. ``holding[seat]`` is the pile in
    that seat's hands, ``picks[seat]`` what it took, ``round`` the pile (0–2), ``waiting`` the
    seats still to pick in this turn of picks."""

    piles: list[list[list[Card]]]
    holding: list[list[Card]] = field(default_factory=list)
    picks: list[list[Card]] = field(default_factory=list)
    round: int = 0
    waiting: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        n = len(self.piles)
        if not self.holding:
            self.holding = [list(self.piles[seat][0]) for seat in range(n)]
            self.picks = [[] for _ in range(n)]
            self.waiting = set(range(n))

    @property
    def players(self) -> int:
        return len(self.piles)

    @property
    def direction(self) -> int:
        """Where the pile goes after this pick: ``+1`` to the left, ``-1`` to the right."""
        return PASSES[self.round]

    @property
    def done(self) -> bool:
        return self.round >= PILES

    def pick(self, seat: int, card: Card) -> None:
        """``seat`` takes ``card`` from the pile it holds. Raises ``ValueError`` when the draft is
        over, ``seat`` has picked already in this turn, or the pile lacks the card."""
        if self.done:
            raise ValueError("the draft is over")
        if seat not in self.waiting:
            raise ValueError(f"seat {seat} has picked already; wait for the next pile")
        if card not in self.holding[seat]:
            raise ValueError(f"{_name(card)} is not in the pile seat {seat} holds")
        self.holding[seat].remove(card)
        self.picks[seat].append(card)
        self.waiting.discard(seat)
        if not self.waiting:
            self._pass()

    def _pass(self) -> None:
        n = self.players
        if self.holding[0]:
            step = self.direction
            self.holding = [self.holding[(seat - step) % n] for seat in range(n)]
        else:
            self.round += 1
            if self.done:
                return
            self.holding = [list(self.piles[seat][self.round]) for seat in range(n)]
        self.waiting = set(range(n))


Picker = Callable[[int, Sequence[Card], Sequence[Card]], Card]


def run_draft(players: int, rng: random.Random, pick: Picker, jokers: bool = False
              ) -> list[list[Card]]:
    """A whole draft: :func:`draft_piles`, then :class:`Draft` with ``pick(seat, pile, picks)``
    choosing each card. Returns each player's 45 picks."""
    draft = Draft(draft_piles(players, rng, jokers))
    while not draft.done:
        for seat in sorted(draft.waiting):
            draft.pick(seat, pick(seat, tuple(draft.holding[seat]), tuple(draft.picks[seat])))
    return draft.picks


def deck_codes(cards: Iterable[Card]) -> str:
    """A deck as the ``decks`` option holds it: card codes separated by spaces."""
    return cards_text(sorted(cards))
