"""Determinization for Tarot Combat: a full state consistent with a seat's
:class:`~.view.CombatView`."""

from __future__ import annotations

import random
from collections import Counter

from ...cards import Card
from ..dealer import deal_unseen
from .objects import Farm
from .state import CombatState, display_order, game_deck
from .view import CombatView


def sample_world(view: CombatView, rng: random.Random) -> CombatState:
    """A full state consistent with ``view``: the cards the seat has not seen (other hands but
    the cards revealed in them, the other players' farms, the draw pile unless the seat is
    searching it) dealt at random to those places (the shared dealer, :mod:`..dealer`); every
    public fact copied.

    The sampled state has no history or recorded shuffles (it is for search, not replay).
    Raises ``ValueError`` if the view is not a Tarot Combat view.
    """
    if not isinstance(view, CombatView):
        raise ValueError(f"not a Tarot Combat view: {view.game!r}")
    n = view.num_players
    me = view.player
    state = CombatState(n, rng.randrange(2**31), {"jokers": view.jokers}, deal=False)
    state.first, state.active, state.turn = view.first, view.active, view.turn
    state.step, state.moment = view.step, view.moment
    state.life = list(view.life)
    state.out = list(view.out)
    state.soldiers = [list(row) for row in view.soldiers]
    state.limbo = list(view.limbo)
    state.pending = list(view.pending)
    state.todo = list(view.todo)
    state.next_id = view.next_id
    state.farm_played, state.skip_draw = view.farm_played, view.skip_draw
    state.extra_attacks, state.combat = view.extra_attacks, view.combat
    state.revealed = [list(r) for r in view.revealed]
    state.winners = tuple(view.winners)
    state.discard = list(view.zones["discard"])
    state.stage = view.stage

    known: list[Card] = [c for cards in view.zones.values() for c in cards if c is not None]
    for seat in range(n):
        if seat != me:
            known += view.revealed[seat]
    unseen = list((Counter(game_deck(n, view.jokers)) - Counter(known)).elements())
    sizes: dict[object, int] = {}
    for seat in range(n):
        if seat != me:
            sizes[("hand", seat)] = len(view.zones[f"hand:{seat}"]) - len(view.revealed[seat])
            sizes[("farms", seat)] = len(view.farms[seat])
    draw_seen = not view.zones["draw"] or view.zones["draw"][0] is not None
    if not draw_seen:
        sizes["draw"] = len(view.zones["draw"])
    dealt = deal_unseen(unseen, sizes, rng)
    for seat in range(n):
        if seat == me:
            state.hands[seat] = list(view.hand())
            state.farms[seat] = list(view.farms[seat])
        else:
            state.hands[seat] = sorted(list(view.revealed[seat]) + dealt[("hand", seat)],
                                       key=display_order)
            state.farms[seat] = [Farm(f.id, card, f.sideways)
                                 for f, card in zip(view.farms[seat], dealt[("farms", seat)])]
    state.draw = list(view.zones["draw"]) if draw_seen else dealt["draw"]
    return state
