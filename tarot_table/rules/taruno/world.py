"""Determinization for Taruno: a full state consistent with a seat's
:class:`~.view.TarunoView`."""

from __future__ import annotations

import random

from ...cards import Card, Suit
from ..dealer import Cap, DealPlan
from .state import TarunoState
from .tables import DECK, _key, by_key, fits
from .view import TarunoView

#: One card test per card to match, "would fit on it" (a minor of its suit, of its rank, or an
#: Ace), shared by the caps of every sample.
_FITS_ON: dict[tuple[Suit, int], object] = {}


def _fits_on(suit: Suit, rank: int):
    test = _FITS_ON.get((suit, rank))
    if test is None:
        table = by_key(lambda c: not c.is_major and fits(c, suit, rank))
        test = _FITS_ON[suit, rank] = lambda card: table[card._key]
    return test


def sample_world(view: TarunoView, rng: random.Random) -> TarunoState:
    """A full state consistent with ``view``: every public fact copied (the decision being made
    and the queued steps too), the cards known to lie in a hidden hand put there (taken face
    up: the Devil, the Emperor, the Chariot, fate; or known to this seat alone: cards it gave,
    a hand it passed on by the Wheel or Justice), and the unseen cards dealt by the shared
    dealer (:class:`..dealer.DealPlan`) to the hidden hands, the hidden sleeves and the
    unknown places of the draw pile — such that no hand holds more cards matching a shown void
    (it drew with no minor that fitted: none of that suit, that rank, or an Ace) than it has
    received since. Two voids of one hand overlap (an Ace matches both): should 40 quick deals
    fail to meet such caps, they are dropped for that sample (the dealer's documented
    loosening, rare).

    The sampled state has no history or recorded shuffles (it is for search, not replay).
    Raises ``ValueError`` if the view is not a Taruno view.
    """
    return TarunoSampler(view)(rng)


class TarunoSampler:
    """The worlds of one :class:`~.view.TarunoView` (:func:`sample_world`), prepared once: the
    public facts in a template state, the cards known to lie in each hidden hand, the unseen
    cards and their places in a :class:`~..dealer.DealPlan`. Calling it with a generator gives
    a world. Raises ``ValueError`` if the view is not a Taruno view."""

    __slots__ = ("template", "plan", "hidden", "fixed", "sleeves", "draw")

    def __init__(self, view: TarunoView) -> None:
        if not isinstance(view, TarunoView):
            raise ValueError(f"not a Taruno view: {view.game!r}")
        n, zones, me = view.num_players, view.zones, view.player
        st = _template(view)
        hidden = [s for s in range(n) if None in zones[f"hand:{s}"]]
        fixed = [st.public[s] | st.kin[me][s] for s in range(n)]
        sizes: dict[int | str, int] = {s: len(zones[f"hand:{s}"]) - len(fixed[s])
                                       for s in hidden}
        self.sleeves = _place_fronts(st, view, hidden, sizes)
        sizes["draw"] = zones["draw"].count(None)
        self.plan = DealPlan(_unseen(zones, hidden, fixed), sizes,
                             caps=_void_caps(st.voids, hidden, fixed), tries=40)
        st.known[me] = {c for c in zones["draw"] if c is not None}
        self.hidden = hidden
        self.fixed = fixed
        self.draw = zones["draw"]
        self.template = st

    def __call__(self, rng: random.Random) -> TarunoState:
        seed = rng.randrange(2**31)
        st = self.template.clone()
        st.seed = seed
        dealt = self.plan.deal(rng)
        fixed = self.fixed
        for s in self.hidden:
            st.hands[s] = sorted([*fixed[s], *dealt[s]], key=_key)
        for s, place in self.sleeves:
            st.sleeve[s] = dealt[place]
        rest = dealt["draw"]
        st.draw = [c if c is not None else rest.pop() for c in self.draw]
        return st


def _template(view: TarunoView) -> TarunoState:
    """A state holding the public facts of ``view``: the options, the turn, the card to match,
    the direction, the penalty and the skip, the stage and the queued steps, the teams, the
    Tower's and Death's marks, the calls, the cards shown and known, the voids, the end and
    the discard piles (no hand, front or draw pile yet)."""
    me = view.player
    st = TarunoState(view.num_players, 0, {"stacking": view.stacking,
                                           "strict_minors": view.strict_minors,
                                           "taruno_penalty": view.taruno_penalty},
                     deal_first=False)
    st.dealer, st.turn, st.turn_no = view.dealer, view.turn, view.turn_no
    st.cur_suit, st.cur_rank = view.suit, view.rank
    st.direction, st.penalty, st.skip_next = view.direction, view.penalty, view.skip_next
    st.stage, st.todo = view.stage, list(view.queued)
    st.team, st.towered = list(view.teams), list(view.towered)
    st.deaths, st.called = view.deaths, list(view.called)
    st.public = [set(p) for p in view.public]
    st.kin[me] = [set(k) for k in view.known_in]
    st.voids = [list(v) for v in view.voids]
    st.winners, st.over, st.end_reason = view.winners, view.over, view.end_reason
    st.minor_pile = list(view.zones["discard:minor"])
    st.major_pile = list(view.zones["discard:major"])
    return st


def _unseen(zones: dict, hidden: list[int], fixed: list[set[Card]]) -> list[Card]:
    """The cards of the deck in no zone and known to lie in none of the ``hidden`` hands
    (their ``fixed`` cards), in the deck's order."""
    seen: set[Card] = set()
    for cards in zones.values():
        seen.update(c for c in cards if c is not None)
    for s in hidden:
        seen.update(fixed[s])
    return [c for c in DECK if c not in seen]


def _void_caps(voids: list, hidden: list[int], fixed: list[set[Card]]
               ) -> dict[int | str, list[Cap]]:
    """For each of the ``hidden`` hands, a cap per void it showed: at most as many cards
    matching it as it received since, less those of its ``fixed`` cards that match it."""
    caps: dict[int | str, list[Cap]] = {}
    for s in hidden:
        group = []
        for suit, rank, received in voids[s]:
            test = _fits_on(suit, rank)
            group.append(Cap(test, max(0, received - sum(1 for c in fixed[s] if test(c)))))
        caps[s] = group
    return caps


def _place_fronts(st: TarunoState, view: TarunoView, hidden: list[int],
                  sizes: dict[int | str, int]) -> list[tuple[int, str]]:
    """Put in ``st`` each seat's front, its sleeve when shown and its hand when not
    ``hidden``; a hidden sleeve gets its size in ``sizes``. Returns the hidden sleeves, each
    ``(seat, place)``."""
    zones = view.zones
    sleeves = []
    for s in range(view.num_players):
        zone = zones[f"front:{s}"]
        k = view.sleeves[s]
        st.front[s] = list(zone[:len(zone) - k])
        if None in zone:
            sizes[f"sleeve:{s}"] = k
            sleeves.append((s, f"sleeve:{s}"))
        else:
            st.sleeve[s] = list(zone[len(zone) - k:])
        if s not in hidden:
            st.hands[s] = list(zones[f"hand:{s}"])
    return sleeves
