"""Taruno's card facts and the card-keyed tables of its hot paths (listing legal actions, search
playouts): what fits on what (:func:`fits`), the face cards (:func:`is_face`), Death's fate
order (:func:`fate_key`), the suit words of the ``suit`` action, the majors' numbers; and its
tables indexed by ``card._key`` (:mod:`~tarot_table.rules.card_tables`) with every action built
once, so that listing legal actions builds no :class:`~tarot_table.rules.base.Action` and hashes
no card.
"""

from __future__ import annotations

from ...cards import ACE, KING, KNIGHT, MINOR_SUITS, PAGE, Card, Suit, full_deck
from ..base import Action
from ..card_tables import CARD_KEY, actions_for, by_key, card_actions

DECK: tuple[Card, ...] = tuple(full_deck())
MINORS: tuple[Card, ...] = tuple(c for c in DECK if not c.is_major)
MAJORS: tuple[Card, ...] = tuple(c for c in DECK if c.is_major)
MAJOR = Suit.MAJOR
#: The display order of cards (hands are kept in it): the cards' own order, as a C-level key.
_key = CARD_KEY
#: The lowest ``_key`` of a major: in a hand (kept in display order) the majors come last.
FIRST_MAJOR_KEY = min(c._key for c in MAJORS)

(FOOL, MAGICIAN, PRIESTESS, EMPRESS, EMPEROR, HIEROPHANT, LOVERS, CHARIOT, STRENGTH, HERMIT,
 WHEEL, JUSTICE, HANGED, DEATH, TEMPERANCE, DEVIL, TOWER, STAR, MOON, SUN, JUDGEMENT,
 WORLD) = range(22)

#: The suit words used by the ``suit`` action (``"suit @cups"``).
SUIT_WORDS: dict[Suit, str] = {Suit.SWORDS: "swords", Suit.STAVES: "wands", Suit.CUPS: "cups",
                               Suit.COINS: "pentacles"}
WORD_SUITS: dict[str, Suit] = {w: s for s, w in SUIT_WORDS.items()}
#: Fate's order of the minor suits (seed, Death): Swords > Cups > Wands > Pentacles.
FATE_SUIT = {Suit.SWORDS: 3, Suit.CUPS: 2, Suit.STAVES: 1, Suit.COINS: 0}
#: The cards a King or a Knight makes the next player draw (seed "Special cards").
PENALTY = {KING: 3, KNIGHT: 2}

_TARGET_ACTIONS: dict[tuple[str, int | str], Action] = {}


def is_face(card: Card) -> bool:
    """Kings, Queens, Knights and Pages (the seed's "face cards"; the Ace is not one)."""
    return not card.is_major and card.rank >= PAGE


def fits(card: Card, suit: Suit, rank: int) -> bool:
    """Whether the minor ``card`` may be played on the current suit and rank: same suit, same
    rank, or an Ace (seed "Basic rules"; notes "Setup and turn")."""
    return card.rank == ACE or card.suit is suit or card.rank == rank


def fate_key(card: Card) -> tuple[int, int, int]:
    """Death's fate order (seed XIII; notes): majors over minors, then by number (Ace 1 … King
    14), minor ties by suit Swords > Cups > Wands > Pentacles."""
    if card.is_major:
        return (1, card.rank, 0)
    return (0, card.rank, FATE_SUIT[card.suit])


def target_action(kind: str, target: int | str) -> Action:
    """``Action(kind, target=target)``, built on first use and then shared."""
    action = _TARGET_ACTIONS.get((kind, target))
    if action is None:
        action = _TARGET_ACTIONS[kind, target] = Action(kind, target=target)
    return action


DRAW = Action("draw")
PASS = Action("pass")
TARUNO = Action("taruno")
PLAY = card_actions("play")
RETRIEVE = card_actions("retrieve")
SUITS = tuple(Action("suit", target=w) for w in SUIT_WORDS.values())


def play_action(card: Card) -> Action:
    """The action of playing ``card``."""
    return PLAY[card._key]


#: ``FITS[suit, rank][card._key]``: whether ``card`` is a minor that :func:`fits` on ``suit``
#: and ``rank`` (the card to match is always a minor suit, Ace to King).
FITS: dict[tuple[Suit, int], list[bool]] = {
    (suit, rank): by_key(lambda c, s=suit, r=rank: not c.is_major and fits(c, s, r))
    for suit in MINOR_SUITS for rank in range(ACE, KING + 1)}
#: ``PLAYS[suit, rank][card._key]``: the action playing ``card`` when it may be played on
#: ``suit`` and ``rank`` (a minor that fits or a major, majors allowed), else ``None``.
PLAYS: dict[tuple[Suit, int], list[Action | None]] = {
    (suit, rank): by_key(lambda c, s=suit, r=rank:
                         PLAY[c._key] if c.is_major or fits(c, s, r) else None)
    for suit in MINOR_SUITS for rank in range(ACE, KING + 1)}
#: ``FIT_PLAYS[suit, rank][card._key]``: the same for the minors that fit only (Strength).
FIT_PLAYS: dict[tuple[Suit, int], list[Action | None]] = {
    key: [PLAY[k] if fit else None for k, fit in enumerate(table)]
    for key, table in FITS.items()}
#: ``STACKS[rank][card._key]``: the action playing ``card`` onto a penalty of a ``rank`` face
#: card (a minor of that rank), else ``None``.
STACKS: dict[int, list[Action | None]] = {
    rank: by_key(lambda c, r=rank: PLAY[c._key] if not c.is_major and c.rank == r else None)
    for rank in PENALTY}
#: ``NON_FACE_MINOR[card._key]``: Ace to 10 (our reading of "non-face cards" for the Empress
#: and the Emperor: the minor arcana that are not face cards; majors in hand are kept).
NON_FACE_MINOR = by_key(lambda c: c.suit is not MAJOR and c.rank <= 10)
#: ``FACE[card._key]``: the face cards, Page to King.
FACE = by_key(lambda c: c.suit is not MAJOR and c.rank >= 11)
