"""Determinization for Tarot Combat: a full state consistent with a seat's
:class:`~.view.CombatView`."""

from __future__ import annotations

import functools
import random
from collections import Counter

from ...cards import Card, cards_text
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
    options = {"jokers": view.jokers, "teams": view.team_mode, "team_size": view.team_size}
    if view.decks is not None:
        options["decks"] = [cards_text(deck) for deck in view.decks]
    state = CombatState(n, rng.randrange(2**31), options, deal=False)
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
    state.team_farms = list(view.team_farms)
    state.stage = view.stage
    if view.decks is not None:
        return _own_decks(view, state, rng)
    state.discard = list(view.zones["discard"])

    known: list[Card] = [c for cards in view.zones.values() for c in cards if c is not None]
    for seat in range(n):
        if seat != me:
            known += view.revealed[seat]
    unseen = list((_deck_count(n, view.jokers) - Counter(known)).elements())
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


@functools.cache
def _deck_count(players: int, jokers: bool) -> Counter:
    """How many of each card a game of ``players`` has (:func:`.state.game_deck`), kept: a
    search samples thousands of worlds from one view. Read only."""
    return Counter(game_deck(players, jokers))


def _own_decks(view: CombatView, state: CombatState, rng: random.Random) -> CombatState:
    """With own decks, each player's unseen cards are its own deck's (the lists are public)
    less what is seen of them: its discard pile, the soldiers it owns, its cards in limbo, the
    cards revealed in its hand; they are dealt to its hidden hand, farms and draw pile."""
    n = view.num_players
    me = view.player
    zones = view.zones
    for seat in range(n):
        state.discards[seat] = list(zones[f"discard:{seat}"])
    owned: list[list[Card]] = [list(zones[f"discard:{seat}"]) for seat in range(n)]
    for seat, row in enumerate(view.soldiers):
        for soldier in row:
            owned[seat if soldier.owner is None else soldier.owner].append(soldier.card)
    for entry in view.limbo:
        owned[entry.player].append(entry.card)
    for seat in range(n):
        hidden: dict[object, int] = {}
        draw = zones[f"draw:{seat}"]
        draw_seen = not draw or draw[0] is not None
        if seat == me:
            owned[seat] += view.hand()
            owned[seat] += [f.card for f in view.farms[seat]]
            state.hands[seat] = list(view.hand())
            state.farms[seat] = list(view.farms[seat])
        else:
            owned[seat] += view.revealed[seat]
            hidden["hand"] = len(zones[f"hand:{seat}"]) - len(view.revealed[seat])
            hidden["farms"] = len(view.farms[seat])
        if draw_seen:
            owned[seat] += draw
        else:
            hidden["draw"] = len(draw)
        unseen = list((Counter(view.decks[seat]) - Counter(owned[seat])).elements())
        dealt = deal_unseen(unseen, hidden, rng)
        if seat != me:
            state.hands[seat] = sorted(list(view.revealed[seat]) + dealt["hand"],
                                       key=display_order)
            state.farms[seat] = [Farm(f.id, card, f.sideways)
                                 for f, card in zip(view.farms[seat], dealt["farms"])]
        state.draws[seat] = list(draw) if draw_seen else dealt["draw"]
    return state
