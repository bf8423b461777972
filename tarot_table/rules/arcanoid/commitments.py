"""What a set of cards is when committed on a battlefield, and which sets a pool of cards allows.

A commitment is classified into a :class:`Force` (seed "Making a move", the Magician, the
Empress, the Emperor, the Lovers, the World; notes "Battle value"):

* ``numeric`` — any number of numerics (ace–10) of the field's suit; value the sum;
* ``knave`` / ``knight`` — the court alone or with only an ace; 14½ / 17½, the ace adds nothing;
* ``royal`` — the queen and king of the field's suit together ("seventy");
* ``imperial`` — the Empress and the Emperor (on one or two battlefields);
* ``illegitimate`` — the Lovers with a court of the field's suit, or with the Empress or the
  Emperor (on one or two battlefields);
* ``world`` — the World alone;
* ``abdication`` / ``judgment`` — nothing committed (Judgment abdicates for its target);
* ``secret`` — in a view only: another actor's secret commitment (KOBLENZ, MALTA), its cards
  face down.

The Magician transmutes exactly one numeric card of another suit into the field's suit, in a
numeric commitment or beside a single knave or knight (where only an ace may be transmuted, the
court's only companion); it adds no value. In MALTA it never transmutes ("There is no possible
transmutation of elements in the MALTA variant": it commits cards face down instead). Values are kept in half-points (knave 29, knight
35, numerics twice their sum) so that every comparison is between integers.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from operator import itemgetter
from typing import Any, Iterable, Sequence

from ...cards import ACE, KING, KNIGHT, PAGE, QUEEN, Card, Suit, full_deck
from ..base import Action
from ..card_tables import CARD_KEY, card_actions

DECK: tuple[Card, ...] = tuple(full_deck())
FIELDS: tuple[str, ...] = ("swords", "staves", "cups", "coins")
#: Every card's discard and call by ``card._key``, built once: a move lists every discard anew.
DISCARDS = card_actions("discard")
CALLS = card_actions("call")
#: ``Action("abdicate", (), field)`` by field.
ABDICATES: dict[str, Action] = {f: Action("abdicate", (), f) for f in FIELDS}
FIELD_SUIT: dict[str, Suit] = {"swords": Suit.SWORDS, "staves": Suit.STAVES, "cups": Suit.CUPS,
                               "coins": Suit.COINS}
SUIT_FIELD: dict[Suit, str] = {s: f for f, s in FIELD_SUIT.items()}
#: The index in ``FIELDS`` of each minor suit's battlefield.
SUIT_INDEX: dict[Suit, int] = {FIELD_SUIT[f]: i for i, f in enumerate(FIELDS)}

FOOL, MAGICIAN, PRIESTESS, EMPRESS, EMPEROR, HIEROPHANT, LOVERS, CHARIOT, JUSTICE, HERMIT, \
    WHEEL, STRENGTH, HANGED, DEATH, TEMPERANCE, DEVIL, TOWER, STAR, MOON, SUN, JUDGMENT, \
    WORLD = range(22)

KNAVE_VALUE = 29   # 14½ in half-points (seed: "actually a little less, say, fourteen and a half")
KNIGHT_VALUE = 35  # 17½
COUPLES = frozenset({"royal", "imperial", "illegitimate"})
ABDICATIONS = frozenset({"abdication", "judgment"})
#: The kinds of commitment the Fool may not steal, whatever their cards.
_UNSTEALABLE = COUPLES | ABDICATIONS | {"world"}


_MAJORS: tuple[Card, ...] = tuple(Card(Suit.MAJOR, r) for r in range(22))

#: Arcanoid's numbering of the majors (:data:`~tarot_table.cards.NUMBERINGS`): the seed's
#: list says "Justice (8)" and "Strength (11)", the Tarot de Marseille's order, and the seed
#: spells XX "Judgment".
NUMBERING = "marseille"


def card_name(card: Card) -> str:
    """``card``'s name as Arcanoid numbers the majors: ``M8`` is "VIII Justice", ``M11`` "XI
    Strength", ``M20`` "XX Judgment" (seed, "The effect of the major arcana"); every text of
    the game uses it."""
    return card.name(numbering=NUMBERING)


def major(number: int) -> Card:
    """The major arcanum ``number`` (0 the Fool … 21 the World)."""
    return _MAJORS[number]


def field_target(text: Any) -> tuple[int, str]:
    """The battlefield index and the actor word of a target ``"cups:2"`` / ``"cups:daemon"``."""
    word, who = str(text).split(":")
    return FIELDS.index(word), who


class CommitError(ValueError):
    """A set of cards that cannot be committed together; the message says why."""


@dataclass(frozen=True, slots=True)
class Force:
    """A classified commitment: ``kind`` (see the module docstring), ``value`` in half-points
    (numerics, knave, knight; 0 otherwise), ``ranks`` the numerics' ranks in descending order
    (the tie-break of equal sums; the ace beside a knave or knight) and ``transmuted`` the card
    the Magician transmuted, if any."""

    kind: str
    value: int = 0
    ranks: tuple[int, ...] = ()
    transmuted: Card | None = None

    @property
    def stealable(self) -> bool:
        """Whether the Fool may steal it (seed, the Fool): not a couple, the World, an
        abdication or Judgment, nor anything containing an ace."""
        return self.kind not in _UNSTEALABLE and ACE not in self.ranks \
            and not (self.transmuted is not None and self.transmuted.rank == ACE)


ABDICATION = Force("abdication")
JUDGED = Force("judgment")
#: Another actor's secret commitment, as a view shows it: its cards lie face down.
SECRET = Force("secret")
#: :func:`classify`'s forces, by the battlefield's suit, ``transmute`` and the cards' keys in
#: the order given; emptied when it reaches :data:`FORCE_CACHE_SIZE` forces.
_FORCES: dict[tuple, Force] = {}
FORCE_CACHE_SIZE = 50_000


def ace_part(lane: Sequence[Card]) -> int:
    """How many cards at the start of a WORMS lane are the ace committed alone (or with the
    Magician, which is then its second card): the cards a completion's Fool does not take."""
    return 2 if len(lane) > 1 and lane[1] == _MAJORS[MAGICIAN] else 1


def completable(commit: "Commit | None") -> bool:
    """Whether ``commit`` is an ace committed alone or with the Magician, which WORMS lets its
    player complete ("When an ace has been commmited alone (or possibly just with the
    Magician) on a battlefield …": seed, WORMS)."""
    return commit is not None and commit.force.kind == "numeric" and commit.force.ranks == (1,)


class Commit(tuple):
    """A commitment on one battlefield: ``(force, time, other)`` — ``time`` orders commitments
    (a stolen one keeps its time), ``other`` the second battlefield of a split couple."""

    __slots__ = ()

    def __new__(cls, force: Force, time: int, other: int | None = None) -> "Commit":
        return tuple.__new__(cls, (force, time, other))

    def __getnewargs__(self) -> tuple:
        """Pickled as its three fields (views travel to the AI worker process)."""
        return tuple(self)

    force = property(itemgetter(0))
    time = property(itemgetter(1))
    other = property(itemgetter(2))


def classify(cards: Sequence[Card], suit: Suit, transmute: bool = True) -> Force:
    """The :class:`Force` of committing ``cards`` on the battlefield of ``suit`` (``transmute``
    false: the Magician may not transmute, MALTA). A force once found is kept (forces are
    frozen; the rules classify every commitment made, the AI's rollouts many times over).

    Raises :class:`CommitError` with the rule broken, e.g. "A knave may only be committed alone
    or with an ace." (seed "Making a move"; the Magician, the Lovers, the Empress, the World).

    >>> from tarot_table.cards import parse_cards
    >>> classify(parse_cards("10S 10W M1"), Suit.SWORDS).value
    40
    >>> classify(parse_cards("PS 3S"), Suit.SWORDS)
    Traceback (most recent call last):
    ...
    tarot_table.rules.arcanoid.commitments.CommitError: A knave may only be committed alone ...
    """
    parts = [suit, transmute]
    for c in cards:
        parts.append(c._key)
    key = tuple(parts)
    found = _FORCES.get(key)
    if found is None:
        found = _classify(cards, suit, transmute)
        if len(_FORCES) >= FORCE_CACHE_SIZE:
            _FORCES.clear()
        _FORCES[key] = found
    return found


def _classify(cards: Sequence[Card], suit: Suit, transmute: bool) -> Force:
    """:func:`classify`, worked out: the majors' commitments (the World, the couples), else
    the minors' with the Magician's transmuted card."""
    if not cards:
        return ABDICATION
    majors = sorted(c.rank for c in cards if c.is_major)
    minors = [c for c in cards if not c.is_major]
    force = _majors_force(majors, minors, suit, len(cards))
    if force is not None:
        return force
    return _minors_force(minors, _transmuted(majors, minors, suit, transmute))


def _majors_force(majors: list[int], minors: list[Card], suit: Suit, size: int
                  ) -> Force | None:
    """The force of a commitment of the World, the Empress, the Emperor or the Lovers (the
    ranks ``majors`` beside ``minors``, ``size`` cards in all), ``None`` when it holds none
    of them. Raises :class:`CommitError` when they cannot go together."""
    if WORLD in majors:
        if size > 1:
            raise CommitError("The World is committed alone.")
        return Force("world")
    if majors == [EMPRESS, EMPEROR] and not minors:
        return Force("imperial")
    if LOVERS in majors:
        rest = [m for m in majors if m != LOVERS]
        if not minors and rest in ([EMPRESS], [EMPEROR]):
            return Force("illegitimate")
        if not rest and len(minors) == 1 and minors[0].is_court and minors[0].suit is suit:
            return Force("illegitimate")
        raise CommitError("The Lovers are committed with one court of the battlefield's suit, "
                          "or with the Empress or the Emperor.")
    if EMPRESS in majors or EMPEROR in majors:
        raise CommitError("The Empress and the Emperor have no value alone: commit them "
                          "together, or one of them with the Lovers.")
    return None


def _transmuted(majors: list[int], minors: list[Card], suit: Suit, transmute: bool
                ) -> Card | None:
    """The card of another suit that the Magician (alone among ``majors``) transmutes among
    ``minors``, ``None`` without it. Raises :class:`CommitError` when the majors or the cards
    of another suit may not be committed so."""
    off = [c for c in minors if c.suit is not suit]
    if majors == [MAGICIAN]:
        if not transmute:
            raise CommitError("In MALTA the Magician does not transmute: it commits cards "
                              "face down (a secret commitment).")
        if len(off) != 1:
            raise CommitError("The Magician transmutes exactly one card of another suit.")
        if off[0].is_court:
            raise CommitError("Courts cannot be transmuted: only an ace to a ten can.")
        return off[0]
    if majors:
        raise CommitError(f"{card_name(major(majors[0]))} cannot be committed.")
    if off:
        field = SUIT_FIELD[suit]
        raise CommitError(f"Only {field} may be committed on the battlefield of {field}; the "
                          f"{card_name(off[0])} is not (the Magician can transmute one numeric "
                          "card).")
    return None


def _minors_force(minors: list[Card], transmuted: Card | None) -> Force:
    """The force of numerics and courts of the field's suit (``transmuted`` among them, the
    Magician's). Raises :class:`CommitError` when they cannot go together."""
    ranks = sorted((c.rank for c in minors), reverse=True)
    courts = [r for r in ranks if r > 10]
    if not courts:
        return Force("numeric", 2 * sum(ranks), tuple(ranks), transmuted)
    if courts == [KING, QUEEN]:
        if len(ranks) > 2:
            raise CommitError("The queen and king are committed together, alone.")
        return Force("royal")
    if courts in ([QUEEN], [KING]):
        raise CommitError("The queen and the king are only committed together.")
    if len(courts) > 1:
        raise CommitError("Courts cannot be committed together, except the queen and king.")
    word = "knave" if courts[0] == PAGE else "knight"
    if ranks[1:] not in ([], [ACE]) or transmuted is not None and transmuted.rank != ACE:
        raise CommitError(f"A {word} may only be committed alone or with an ace.")
    return Force(word, KNAVE_VALUE if courts[0] == PAGE else KNIGHT_VALUE, tuple(ranks[1:]),
                 transmuted)


def _subsets(cards: Sequence[Card], least: int = 1) -> Iterable[tuple[Card, ...]]:
    for k in range(least, len(cards) + 1):
        yield from combinations(cards, k)


def one_field_sets(pool: Sequence[Card], suit: Suit, must: Sequence[Card] = (),
                   transmute: bool = True, largest: bool = False) -> list[tuple[Card, ...]]:
    """Every card set from ``pool`` (sorted, distinct cards) that :func:`classify` accepts on the
    battlefield of ``suit`` (with ``transmute``), except the World, holding every card of
    ``must`` (the Chariot's reserve); each set sorted, the list in a fixed order. Only the
    subsets holding ``must`` are enumerated, so a large reserve costs nothing.

    With ``largest``, of the numeric sets (natives, or natives and one transmuted card) only
    the one holding every native numeric: it outranks each of its subsets in battle (a higher
    sum, the same tier), so a player who commits the strongest set never chooses a subset
    (the AI's rollouts, :func:`~tarot_table.ai.arcanoid_heuristic.policy_actions`). The list
    is the full one without those subsets, in the same order."""
    need = set()                      # sets of keys: a card's own hash is a Python call
    for c in must:
        need.add(c._key)
    have = set()
    base_cards, free = [], []         # the suit's numerics: of the reserve, the others
    court: dict[int, Card] = {}
    others = []                       # the other suits' numerics, which the Magician transmutes
    for c in pool:                    # one pass, the cards' fields read typed when compiled
        have.add(c._key)
        if c.is_major:
            continue
        if c.suit is suit:
            if c.rank > 10:
                court[c.rank] = c
            elif c._key in need:
                base_cards.append(c)
            else:
                free.append(c)
        elif c.rank <= 10:
            others.append(c)
    base = tuple(base_cards)
    out = _numeric_sets(base, free, largest)
    ace = _ACES[suit]
    _court_sets(out, court, ace if ace._key in have else None)
    if transmute and _MAGICIAN._key in have:
        _transmuted_sets(out, base, free, others, court, largest)
    if _LOVERS._key in have:
        _lovers_sets(out, court)
    out.extend(couple_sets(pool))
    if not need:    # every set is built sorted from the sorted pool
        return out
    return [tuple(sorted(cs, key=CARD_KEY)) for cs in out if need <= {c._key for c in cs}]


def _numeric_sets(base: tuple[Card, ...], free: list[Card], largest: bool
                  ) -> list[tuple[Card, ...]]:
    """The numeric sets of the field's suit: ``base`` (the reserve's) with each subset of
    ``free`` (none empty), or with ``largest`` the one holding them all."""
    out: list[tuple[Card, ...]] = []
    if largest:
        if free or base:
            out.append(base + tuple(free))
    else:
        for k in range(0 if base else 1, len(free) + 1):
            for sub in combinations(free, k):
                out.append(base + sub)
    return out


def _court_sets(out: list[tuple[Card, ...]], court: dict[int, Card], ace: Card | None
                ) -> None:
    """Append to ``out`` the knave and the knight of ``court`` (the suit's courts by rank),
    each alone and with the suit's ``ace`` (``None``: the pool holds none), then the queen with
    the king."""
    for r in (PAGE, KNIGHT):
        if r in court:
            out.append((court[r],))
            if ace is not None:
                out.append((ace, court[r]))
    if QUEEN in court and KING in court:
        out.append((court[QUEEN], court[KING]))


def _transmuted_sets(out: list[tuple[Card, ...]], base: tuple[Card, ...], free: list[Card],
                     others: list[Card], court: dict[int, Card], largest: bool) -> None:
    """Append to ``out`` the sets holding the Magician and one numeric of ``others`` that it
    transmutes: with the numeric sets of :func:`_numeric_sets` (the empty one too), or, an ace,
    beside the knave or the knight of ``court``."""
    magician = _MAGICIAN
    for t in others:
        for sub in ((tuple(free),) if largest else _subsets(free, 0)):
            out.append(tuple(sorted((*base, *sub, t, magician), key=CARD_KEY)))
        if t.rank == ACE:
            for r in (PAGE, KNIGHT):
                if r in court:
                    out.append(tuple(sorted((t, court[r], magician), key=CARD_KEY)))


def _lovers_sets(out: list[tuple[Card, ...]], court: dict[int, Card]) -> None:
    """Append to ``out`` the Lovers beside each court of ``court``."""
    for r in (PAGE, KNIGHT, QUEEN, KING):
        if r in court:
            out.append((court[r], _LOVERS))


#: Each minor suit's courts (rank, card) and Ace, and the sort key of the display order (the
#: card's ``_key``: sorting by it is sorting cards, without a Python ``__lt__`` per comparison).
_COURTS = {suit: tuple((r, Card(suit, r)) for r in (PAGE, KNIGHT, QUEEN, KING))
           for suit in Suit if suit not in (Suit.MAJOR, Suit.JOKER)}
_ACES = {suit: Card(suit, ACE) for suit in _COURTS}


_MAGICIAN, _LOVERS = major(MAGICIAN), major(LOVERS)
_EMPRESS, _EMPEROR = major(EMPRESS), major(EMPEROR)
#: The imperial and Lovers couples: Empress + Emperor, Empress + Lovers, Emperor + Lovers.
_COUPLES = tuple((major(a), major(b))
                 for a, b in ((EMPRESS, EMPEROR), (EMPRESS, LOVERS), (EMPEROR, LOVERS)))


def couple_sets(pool: Sequence[Card]) -> list[tuple[Card, ...]]:
    """The imperial and Lovers couples of majors that ``pool`` holds (each may go on one or two
    battlefields): Empress + Emperor, Empress + Lovers, Emperor + Lovers."""
    empress = emperor = lovers = False
    for c in pool:
        if c is _EMPRESS:
            empress = True
        elif c is _EMPEROR:
            emperor = True
        elif c is _LOVERS:
            lovers = True
    out = []
    if empress and emperor:
        out.append(_COUPLES[0])
    if empress and lovers:
        out.append(_COUPLES[1])
    if emperor and lovers:
        out.append(_COUPLES[2])
    return out


def half(value: int) -> str:
    """Half-points as text: ``29`` → ``"14½"``, ``40`` → ``"20"``."""
    return f"{value // 2}½" if value % 2 else str(value // 2)


def describe_force(force: Force) -> str:
    """A commitment in words, e.g. ``"the royal couple"``, ``"a knight (17½)"``,
    ``"20 (10+10*)"`` (``*`` marks the transmuted card)."""
    kind = force.kind
    if kind == "numeric":
        parts = []
        marked = False
        for r in force.ranks:
            star = not marked and force.transmuted is not None and force.transmuted.rank == r
            marked = marked or star
            parts.append(f"{r}{'*' if star else ''}")
        return f"{half(force.value)} ({'+'.join(parts)})" if len(parts) > 1 else half(force.value)
    return {"knave": "a knave (14½)", "knight": "a knight (17½)", "royal": "the royal couple",
            "imperial": "the imperial couple", "illegitimate": "an illegitimate couple",
            "world": "the World", "abdication": "an abdication",
            "judgment": "Judgment (an abdication)", "secret": "a secret commitment"}[kind]


def short_force(force: Force) -> str:
    """A lane's strength in a few words: "17½", "a knight", "royal couple", "abdicated"."""
    kind = force.kind
    if kind == "numeric":
        return describe_force(force).split(" ")[0]
    return {"knave": "knave 14½", "knight": "knight 17½", "royal": "royal couple",
            "imperial": "imperial couple", "illegitimate": "illegitimate couple",
            "world": "the World", "abdication": "abdicated", "judgment": "judged",
            "secret": "face down"}[kind]
