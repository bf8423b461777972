"""Determinization for Arcanoid: a full state consistent with a seat's
:class:`~.view.ArcanoidView`."""

from __future__ import annotations

import random

from ...cards import Card
from ..base import ALL
from ..dealer import deal_unseen
from .commitments import DECK, FIELDS
from .state import ArcanoidState
from .view import ArcanoidView


def sample_world(view: ArcanoidView, rng: random.Random) -> ArcanoidState:
    """A full state consistent with ``view``: every public fact and face-up card copied, the
    cards known to lie in a hidden hand put there (shown by the Hierophant or won by a call:
    public; shown by the High Priestess: known to this seat), and the unseen cards dealt at
    random (the shared dealer, :mod:`..dealer`) to the rest of the other hidden hands, the
    face-down discards, a half-completed draw and the deck. Not kept (a documented
    loosening): what failed calls and the Hierophant's calls tell about cards *not* held.

    The sampled state has no history or recorded shuffles (it is for search, not replay).
    Raises ``ValueError`` if the view is not an Arcanoid view.
    """
    if not isinstance(view, ArcanoidView):
        raise ValueError(f"not an Arcanoid view: {view.game!r}")
    n, v, zones = view.num_players, view.player, view.zones
    st = ArcanoidState(n, rng.randrange(2**31), {"variant": view.variant, "rounds": view.rounds},
                       deal=False)
    st.round_no, st.first, st.turn = view.round_no, view.first, view.turn
    st.stage, st.todo = view.stage, list(view.todo)
    st.results, st.extra_results = list(view.results), list(view.extra_results)
    st.tied, st.winners, st.scores = view.tied, view.winners, view.scores
    st.commits = [list(row) for row in view.commits]
    st.touched, st.clock = list(view.touched), view.clock
    st.out, st.hand_size = list(view.out), list(view.hand_size)
    st.daemon_master, st.justice_on = view.daemon_master, view.justice_on
    st.temperance, st.hermit = view.temperance, view.hermit
    st.deck_closed, st.drawing_for = view.deck_closed, view.drawing_for
    st.public_in = [set(p) for p in view.shown]
    st.private_in[v] = [set(k) for k in view.known]
    fixed = {s: st.public_in[s] | st.private_in[v][s] for s in range(n) if s != v}
    seen: set[Card] = {c for cards in zones.values() for c in cards if c is not None}
    for cards in fixed.values():
        seen |= cards
    unseen = [c for c in DECK if c not in seen]
    sizes: dict[int | str, int] = {s: len(zones[f"hand:{s}"]) - len(fixed[s]) for s in fixed}
    sizes["discard"] = sum(c is None for c in zones["discard"])
    sizes["drawing"] = len(zones["drawing"])
    sizes["deck"] = len(zones["deck"])
    dealt = deal_unseen(unseen, sizes, rng)
    st.justice_row = list(zones["justice"])
    st.aside = list(zones.get("aside", ()))
    for a in range(n + 1):
        w = st.who(a)
        st.strength_row[a] = list(zones[f"strength:{w}"])
        st.chariot[a] = list(zones[f"chariot:{w}"])
        st.front[a] = list(zones[f"front:{w}"])
        st.lanes[a] = [list(zones[f"field:{f}:{w}"]) for f in FIELDS]
        st.hands[a] = sorted([*fixed[a], *dealt[a]]) if a in fixed else list(zones[f"hand:{w}"])
    hidden = iter(dealt["discard"])
    st.discard = [c if c is not None else next(hidden) for c in zones["discard"]]
    st.discard_vis = [(ALL if up else frozenset((v,))) if c is not None else frozenset()
                      for c, up in zip(zones["discard"], view.discard_face_up)]
    st.drawing = dealt["drawing"]
    st.deck = dealt["deck"]
    return st
