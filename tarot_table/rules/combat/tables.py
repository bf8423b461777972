"""Tarot Combat's cards as tables: what each is worth as a soldier (strength, speed, cost in
farms), the costs of the abilities, each card's actions built once, all indexed by
``card._key`` (seed §4 "Card classifications"; notes "Cards"); and the special ability each
card played for it resolves as (:data:`ABILITIES`, the classes of :mod:`.cards`).

Soldiers (seed §4; notes "Cards"): the Ace strength 1 speed 1; 2–10 strength 1, speed their
number; Page 2, Knight 3, Queen 4, King 5 strength, speed 10, costing 1, 2, 3, 4 farms; the
Joker strength 1, speed 0. A court needs a soldier of its suit already in play under its player;
a Joker in play counts as every suit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import ACE, JOKER, KING, KNIGHT, PAGE, QUEEN, Card, Suit, full_deck
from ..base import Action

if TYPE_CHECKING:
    from .cards import Ability
    from .choices import Choice
    from .objects import Entry

#: Tarot Combat's numbering of the majors (:data:`~tarot_table.cards.NUMBERINGS`): the common
#: order, XX spelt as the seed's list of trumps spells it ("20. Judgment").
NUMBERING = "judgment"

COURT_COST = {PAGE: 1, KNIGHT: 2, QUEEN: 3, KING: 4}
COURT_STRENGTH = {PAGE: 2, KNIGHT: 3, QUEEN: 4, KING: 5}
TRUMP_COST = 2
ACE_COST = 3
JOKER_COST = 2
#: Every card a game may hold (a deck and the Joker), indexed by ``card._key`` in the tables below.
CARDS: tuple[Card, ...] = (*full_deck(), JOKER)
_SIZE = max(c._key for c in CARDS) + 1


def decks_for(players: int) -> int:
    """Decks shuffled together (seed §1, §2 "Starting a game" 2; notes "Table"): one per two
    players — 2 → 1, 3–4 → 2, 5–6 → 3."""
    return (players + 1) // 2


def game_deck(players: int, jokers: bool) -> list[Card]:
    """Every card of a game: :func:`decks_for` 78-card decks, with two Jokers each when
    ``jokers`` (notes "Table")."""
    decks = decks_for(players)
    return full_deck() * decks + [JOKER] * (2 * decks if jokers else 0)


def base_strength(card: Card) -> int:
    """A soldier's strength on its card (seed §4; notes "Cards"): courts 2–5, the rest 1."""
    return COURT_STRENGTH.get(card.rank, 1) if card.is_court else 1


def card_speed(card: Card) -> int:
    """A soldier's speed (seed §4): courts 10, the pips their number, the Ace 1, the Joker 0."""
    if card.is_joker:
        return 0
    return 10 if card.is_court else card.rank


def soldier_cost(card: Card) -> int:
    """Farms to pay to play ``card`` as a soldier: a court 1–4 (the notes' table: the seed's "a
    queen costs two" is a slip), a spot card or the Joker nothing."""
    return COURT_COST[card.rank] if card.is_court else 0


STRENGTH = [0] * _SIZE
SPEED = [0] * _SIZE
COST = [0] * _SIZE
for _card in CARDS:
    if not _card.is_major:
        STRENGTH[_card._key] = base_strength(_card)
        SPEED[_card._key] = card_speed(_card)
        COST[_card._key] = soldier_cost(_card)
del _card


def _table(kind: str) -> list[Action | None]:
    table: list[Action | None] = [None] * _SIZE
    for card in CARDS:
        table[card._key] = Action(kind, (card,))
    return table


#: The actions of a card from the hand, indexed by ``card._key``.
SOLDIER = _table("soldier")
FARM = _table("farm")
ABILITY = _table("ability")
TRUMP = _table("trump")
DISCARD = _table("discard")
TAKE = _table("take")
TARGET_CARD = _table("target")


def is_ace(card: Card) -> bool:
    return card.rank == ACE and card.suit.is_minor


#: The key of trump number ``n``'s card: ``TRUMP_KEYS[13]`` is Death's.
TRUMP_KEYS: tuple[int, ...] = tuple(Card(Suit.MAJOR, n)._key for n in range(22))
#: The special ability a card in limbo is looked up as, by ``card._key``: each trump's own, the
#: Joker's, and the Ace's for every suit card (only an Ace is played for it; a suit card played
#: as a soldier makes the Ace's choices: none). :mod:`.cards` defines the abilities and fills
#: this table as the package is imported; the stages and the choices, on which the abilities'
#: effects build, read it here.
ABILITIES: list["Ability"] = [None] * _SIZE


def effective_number(entry: "Entry") -> int:
    """The trump ``entry`` acts as: the High Priestess acts as the trump it copies."""
    return entry.copies if entry.copies is not None else entry.card.rank


def ability_of(entry: "Entry") -> "Ability":
    """The ability a limbo entry played for its effect resolves as (its card's: a High
    Priestess resolves as the trump it copies, :meth:`~.cards.TheHighPriestess.resolve`)."""
    return ABILITIES[entry.card._key]


def trump(number: int) -> "Ability":
    """Trump number ``number``'s ability."""
    return ABILITIES[TRUMP_KEYS[number]]


def choices_of(entry: "Entry") -> "tuple[Choice, ...]":
    """The choices the player of ``entry`` makes, in order: a High Priestess's copy (held in
    ``entry.copy_of`` and ``entry.copies``), then the copied trump's own."""
    ability = ABILITIES[entry.card._key]
    if entry.copies is not None:
        return ability.choices + trump(entry.copies).choices
    return ability.choices


def entry_cost(entry: "Entry") -> int:
    """Farms to pay for ``entry``: a soldier its card's cost, an ability its own."""
    if entry.kind == "soldier":
        return COST[entry.card._key]
    return ABILITIES[entry.card._key].cost
