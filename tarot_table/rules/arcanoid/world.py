"""Determinization for Arcanoid: a full state consistent with a seat's
:class:`~.view.ArcanoidView`."""

from __future__ import annotations

import itertools
import math
import random
from typing import Hashable, Sequence

from ...cards import KING, KNIGHT, PAGE, QUEEN, Card, Suit
from ..base import ALL
from ..dealer import Cap, DealError, DealPlan, deal_unseen
from .commitments import (DECK, EMPEROR, EMPRESS, FIELD_SUIT, FIELDS, LOVERS, MAGICIAN, SECRET,
                          Commit, classify, major)
from .state import ArcanoidState
from .table import void_test
from .variants import VARIANTS, Variant
from .view import ArcanoidView

#: A shape of a secret commitment: places of (size, the cards allowed there).
Shape = list[tuple[int, frozenset[Card]]]
#: Random combinations of shapes tried before every combination is tried in turn.
QUICK_SHAPES = 12


def secret_shapes(size: int, field: str, variant: Variant) -> list[Shape]:
    """What ``size`` face-down cards on ``field`` can be, as the rules of a commitment allow
    them (seed "Making a move", the Magician, the Lovers, the Empress; KOBLENZ, MALTA): any
    numerics of the suit; a knave or a knight alone, or with the suit's ace; the queen and king;
    the Lovers with a court; the Empress with the Emperor or the Lovers; in KOBLENZ also
    numerics with one card of another suit transmuted by the Magician (or a transmuted ace
    with a knave or a knight). MALTA's Magician never lies on the lane (it is discarded) and
    never transmutes."""
    suit = FIELD_SUIT[field]
    nums = frozenset(Card(suit, r) for r in range(1, 11))
    riders = frozenset({Card(suit, PAGE), Card(suit, KNIGHT)})
    shapes: list[Shape] = [[(size, nums)]] if size <= 10 else []
    if size == 1:
        shapes.append([(1, riders)])
    if size == 2:
        shapes += _pair_shapes(suit, riders)
    if variant.secret_once:
        shapes += _transmuted_shapes(size, suit, nums, riders)
    return shapes


def _pair_shapes(suit: Suit, riders: frozenset[Card]) -> list[Shape]:
    """The shapes of two face-down cards on a field of ``suit`` but two numerics: the ace with
    a knave or a knight (``riders``), the queen and king, the Lovers with a court, the Empress
    with the Emperor or the Lovers."""
    one = frozenset
    return [[(1, one({Card(suit, 1)})), (1, riders)],
            [(1, one({Card(suit, QUEEN)})), (1, one({Card(suit, KING)}))],
            [(1, one({major(LOVERS)})), (1, riders | {Card(suit, QUEEN), Card(suit, KING)})],
            [(1, one({major(EMPRESS)})), (1, one({major(EMPEROR)}))],
            [(1, one({major(LOVERS)})), (1, one({major(EMPRESS), major(EMPEROR)}))]]


def _transmuted_shapes(size: int, suit: Suit, nums: frozenset[Card], riders: frozenset[Card]
                       ) -> list[Shape]:
    """KOBLENZ's shapes of ``size`` face-down cards with the Magician: numerics of ``suit``
    (``nums``) with one numeric of another suit transmuted, or a transmuted ace with a knave
    or a knight (``riders``)."""
    off = _other_numerics(suit)
    magician = frozenset({major(MAGICIAN)})
    shapes: list[Shape] = []
    if 2 <= size <= 11:
        shapes.append([p for p in [(size - 2, nums), (1, off), (1, magician)] if p[0]])
    if size == 3:
        shapes.append([(1, frozenset(c for c in off if c.rank == 1)), (1, riders),
                       (1, magician)])
    return shapes


def _shape_options(unseen: Sequence[Card], lanes: list[tuple[int, int, int]],
                   variant: Variant) -> list[list[tuple[Shape, int]]]:
    """For each hidden lane ``(actor, field, size)``: the shapes the ``unseen`` cards can
    fill, each with the number of ways they fill it."""
    have = set(unseen)
    options = []
    for _, f, size in lanes:
        shapes = []
        for shape in secret_shapes(size, FIELDS[f], variant):
            ways = math.prod(math.comb(len(cards & have), k) for k, cards in shape)
            if ways:
                shapes.append((shape, ways))
        options.append(shapes)
    return options


def _deal_in_shapes(unseen: Sequence[Card], sizes: dict, lanes: list[tuple[int, int, int]],
                    combo: Sequence[Shape], caps: dict, rng: random.Random) -> dict | None:
    """A deal of ``unseen`` to ``sizes``' places and to the parts of each lane's shape of
    ``combo`` (:func:`_deal_with_shapes`); ``None`` when none fits."""
    places: dict[Hashable, int] = dict(sizes)
    allowed: dict[Hashable, frozenset[Card]] = {}
    for (a, f, _), shape in zip(lanes, combo):
        for j, (k, cards) in enumerate(shape):
            places[("lane", a, f, j)] = k
            allowed[("lane", a, f, j)] = cards
    try:
        return deal_unseen(unseen, places, rng, caps=caps,
                           allowed=lambda card, p: p not in allowed or card in allowed[p])
    except DealError:
        return None


def _other_numerics(suit: Suit) -> frozenset[Card]:
    """The numerics (ace to ten) of the minor suits but ``suit``."""
    return frozenset(c for c in DECK if not c.is_major and c.suit is not suit and c.rank <= 10)


def _deal_with_shapes(unseen: Sequence[Card], sizes: dict, lanes: list[tuple[int, int, int]],
                      variant: Variant, caps: dict, rng: random.Random) -> dict:
    """Deal ``unseen`` to ``sizes``' places and to each hidden lane ``(actor, field, size)``
    of ``lanes`` in a shape :func:`secret_shapes` allows (its parts are places of their own,
    ``("lane", actor, field, part)``, taking only the cards the shape allows there): random
    combinations of shapes first, weighted by how many ways the unseen cards fill them, then
    every combination in turn. Raises :class:`~..dealer.DealError` when none fits."""
    options = _shape_options(unseen, lanes, variant)
    for _ in range(QUICK_SHAPES):
        combo = [rng.choices([s for s, _ in shapes], [w for _, w in shapes])[0]
                 for shapes in options]
        dealt = _deal_in_shapes(unseen, sizes, lanes, combo, caps, rng)
        if dealt is not None:
            return dealt
    every = list(itertools.product(*[[s for s, _ in shapes] for shapes in options]))
    rng.shuffle(every)
    for combo in every:
        dealt = _deal_in_shapes(unseen, sizes, lanes, combo, caps, rng)
        if dealt is not None:
            return dealt
    raise DealError("no shape of the secret commitments agrees with the view")


def sample_world(view: ArcanoidView, rng: random.Random) -> ArcanoidState:
    """A full state consistent with ``view``: every public fact and face-up card copied, the
    cards known to lie in a hidden hand put there (shown by the Hierophant or won by a call,
    the USA's turned up: public; shown by the High Priestess: known to this seat), and the
    unseen cards dealt at random (the shared dealer, :mod:`..dealer`) to the rest of the other
    hidden hands (the USA's in the places its face-down cards take), the face-down discards, a
    half-completed draw, the deck and the secret commitments this seat has not seen. What the
    view tells about them is kept:

    * the Hierophant's calls and failed calls (``view.voids``): a hand holds at most as many
      cards of a kind it was seen not to hold as it has drawn since (a :class:`~..dealer.Cap`);
    * a secret commitment's size: its cards form a commitment the rules allow on its
      battlefield (:func:`secret_shapes`, dealt as ``allowed`` places), and its force is
      theirs.

    The sampled state has no history or recorded shuffles (it is for search, not replay).
    Raises ``ValueError`` if the view is not an Arcanoid view.
    """
    return ArcanoidSampler(view)(rng)


class ArcanoidSampler:
    """The worlds of one :class:`~.view.ArcanoidView` (:func:`sample_world`), prepared once:
    the public facts in a template state, the cards known to lie in each hidden hand, the
    unseen cards and their places (a :class:`~..dealer.DealPlan`, or the shapes of the secret
    commitments this seat has not seen). Calling it with a generator gives the world
    :func:`sample_world` gives for the same random numbers. Raises ``ValueError`` if the view
    is not an Arcanoid view."""

    __slots__ = ("template", "plan", "unseen", "sizes", "lanes", "variant", "caps", "fixed",
                 "discard")

    def __init__(self, view: ArcanoidView) -> None:
        if not isinstance(view, ArcanoidView):
            raise ValueError(f"not an Arcanoid view: {view.game!r}")
        n, v, zones = view.num_players, view.player, view.zones
        hidden = [s for s in range(n) if s != v] + ([n + 1] if view.gaza else [])
        st = _template(view, hidden)
        fixed, unseen, sizes = _hidden_places(view, st, hidden)
        caps = {a: [Cap(void_test(word), min(drawn, sizes[a]))
                    for word, drawn in st.voids[a].items() if drawn < sizes[a]]
                for a in hidden}
        lanes = _secret_lanes(view, st)
        self.template = st
        self.unseen, self.sizes, self.lanes, self.variant, self.caps = \
            unseen, sizes, lanes, VARIANTS[view.variant], caps
        self.plan = None if lanes else DealPlan(unseen, sizes, caps=caps)
        #: Each hidden hand in actor order (the USA, when there is one, last): its actor, the
        #: cards known to lie there, and its zone as the view shows it.
        self.fixed = [(a, list(fixed[a]), zones[f"hand:{st.who(a)}"]) for a in hidden]
        self.discard = zones["discard"]

    def __call__(self, rng: random.Random) -> ArcanoidState:
        seed = rng.randrange(2**31)
        st = self.template.clone()
        st.seed = seed
        if self.plan is not None:
            dealt = self.plan.deal(rng)
        else:
            dealt = _deal_with_shapes(self.unseen, self.sizes, self.lanes, self.variant,
                                      self.caps, rng)
        for a, known, hand in self.fixed:
            if a == st.usa:       # the order drawn: its face-down cards' places
                rest = [*known, *dealt[a]]
                rng.shuffle(rest)
                fill = iter(rest)
                st.hands[a] = [c if c is not None else next(fill) for c in hand]
            else:
                st.hands[a] = sorted([*known, *dealt[a]])
        if self.lanes:
            _lay_secrets(st, self.lanes, dealt)
        hidden_discards = iter(dealt["discard"])
        st.discard = [c if c is not None else next(hidden_discards) for c in self.discard]
        st.drawing = dealt["drawing"]
        st.deck = dealt["deck"]
        return st


def _template(view: ArcanoidView, hidden: list[int]) -> ArcanoidState:
    """A state holding every public fact of ``view`` and every card it shows, but the
    ``hidden`` actors' hands (the other seats', the USA's) and the cards lying face down."""
    v, zones = view.player, view.zones
    st = ArcanoidState(view.num_players, 0, {"variant": view.variant, "gaza": view.gaza,
                                             "rounds": view.rounds}, deal=False)
    st.round_no, st.first, st.turn = view.round_no, view.first, view.turn
    st.stage, st.todo = view.stage, list(view.todo)
    st.results, st.extra_results = list(view.results), list(view.extra_results)
    st.tied, st.winners, st.scores = view.tied, view.winners, view.scores
    st.commits = [list(row) for row in view.commits]
    st.secret = [[None if k is None else frozenset(k) for k in row] for row in view.secret]
    st.secret_spent = list(view.secret_spent)
    st.voids = [dict(pairs) for pairs in view.voids]
    st.touched, st.clock = list(view.touched), view.clock
    st.out, st.hand_size = list(view.out), list(view.hand_size)
    st.daemon_master, st.justice_on = view.daemon_master, view.justice_on
    st.temperance, st.hermit = view.temperance, view.hermit
    st.deck_closed, st.drawing_for = view.deck_closed, view.drawing_for
    st.shown = [set(p) for p in view.shown]
    st.known[v] = [set(k) for k in view.known]
    st.justice = list(zones["justice"])
    st.aside = list(zones.get("aside", ()))
    _place_actors_zones(st, zones, hidden)
    st.discard_seen_by = _discard_seen_by(view)
    return st


def _discard_seen_by(view: ArcanoidView) -> list[frozenset]:
    """Who has seen each card of the discard pile, as far as ``view`` tells: everyone (face
    up), this seat (face down, seen), nobody (unseen)."""
    v = view.player
    return [(ALL if up else frozenset((v,))) if c is not None else frozenset()
            for c, up in zip(view.zones["discard"], view.discard_face_up)]


def _place_actors_zones(st: ArcanoidState, zones: dict, hidden: list[int]) -> None:
    """Put in ``st`` each actor's Strength, Chariot, front and lanes as ``zones`` show them,
    and its hand unless ``hidden``."""
    for a in range(st.num_actors):
        w = st.who(a)
        st.strength[a] = list(zones[f"strength:{w}"])
        st.chariot[a] = list(zones[f"chariot:{w}"])
        st.front[a] = list(zones[f"front:{w}"])
        st.lanes[a] = [list(zones[f"field:{f}:{w}"]) for f in FIELDS]
        if a not in hidden:
            st.hands[a] = list(zones[f"hand:{w}"])


def _hidden_places(view: ArcanoidView, st: ArcanoidState, hidden: list[int]
                   ) -> tuple[dict[int, set[Card]], list[Card], dict]:
    """The cards known to lie in each ``hidden`` hand (shown to everyone, or to this seat,
    and not shown in place), the cards this seat has not seen (in the deck's order) and the
    places they go: how many in each hidden hand, face down in the discard pile, in an
    interrupted draw and in the deck."""
    zones = view.zones
    shown_in = {a: set(c for c in zones[f"hand:{st.who(a)}"] if c is not None)
                for a in hidden}
    fixed = {a: (st.shown[a] | st.known[view.player][a]) - shown_in[a] for a in hidden}
    seen: set[Card] = {c for cards in zones.values() for c in cards if c is not None}
    for cards in fixed.values():
        seen |= cards
    unseen = [c for c in DECK if c not in seen]
    sizes: dict = {a: zones[f"hand:{st.who(a)}"].count(None) - len(fixed[a]) for a in hidden}
    sizes["discard"] = sum(c is None for c in zones["discard"])
    sizes["drawing"] = len(zones["drawing"])
    sizes["deck"] = len(zones["deck"])
    return fixed, unseen, sizes


def _secret_lanes(view: ArcanoidView, st: ArcanoidState) -> list[tuple[int, int, int]]:
    """The secret commitments this seat has not seen: ``(actor, field, size)``."""
    v, zones = view.player, view.zones
    return [(a, f, len(zones[f"field:{word}:{st.who(a)}"])) for a in range(st.num_actors)
            for f, word in enumerate(FIELDS)
            if view.secret[a][f] is not None and v not in view.secret[a][f]
            and zones[f"field:{word}:{st.who(a)}"]]


def _lay_secrets(st: ArcanoidState, lanes: list[tuple[int, int, int]], dealt: dict) -> None:
    """Lay the cards ``dealt`` to the secret commitments' places on their ``lanes``, each
    commitment's force theirs."""
    for a, f, _ in lanes:
        cards = sorted(c for key, part in dealt.items()
                       if isinstance(key, tuple) and key[1:3] == (a, f) for c in part)
        st.lanes[a][f] = cards
        commit = st.commits[a][f]
        if commit is not None and commit.force.kind == SECRET.kind:
            st.commits[a][f] = Commit(classify(cards, FIELD_SUIT[FIELDS[f]]), commit.time,
                                      commit.other)
