"""Determinization for Tarot Combat: a full state consistent with a seat's
:class:`~.view.CombatView`."""

from __future__ import annotations

import functools
import random

from ...cards import Card, cards_text
from ..dealer import DealPlan
from .objects import Farm
from .state import CombatState
from .tables import game_deck
from .view import CombatView


def sample_world(view: CombatView, rng: random.Random) -> CombatState:
    """A full state consistent with ``view``: the cards the seat has not seen (other hands but
    the cards revealed in them, the other players' farms, the draw pile unless the seat is
    searching it) dealt at random to those places (the shared dealer, :mod:`..dealer`); every
    public fact copied.

    The sampled state has no history or recorded shuffles (it is for search, not replay).
    Raises ``ValueError`` if the view is not a Tarot Combat view.
    """
    return CombatSampler(view)(rng)


class CombatSampler:
    """The worlds of one :class:`~.view.CombatView` (:func:`sample_world`), prepared once: the
    public facts and the seat's own cards in a template state; for each pile of unseen cards
    (the shared deck's, or with own decks each player's) the cards and their places in a
    :class:`~..dealer.DealPlan`. Calling it with a generator gives a world. Raises
    ``ValueError`` if the view is not a Tarot Combat view."""

    __slots__ = ("template", "deals", "farms", "revealed")

    def __init__(self, view: CombatView) -> None:
        if not isinstance(view, CombatView):
            raise ValueError(f"not a Tarot Combat view: {view.game!r}")
        n = view.num_players
        me = view.player
        options = {"jokers": view.jokers, "teams": view.team_mode, "team_size": view.team_size}
        if view.decks is not None:
            options["decks"] = [cards_text(deck) for deck in view.decks]
        state = CombatState(n, 0, options, deal=False)
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
        state.hands[me] = list(view.hand())
        state.farms[me] = list(view.farms[me])
        self.template = state
        self.farms = view.farms
        self.revealed = view.revealed
        #: (plan, the seats whose hand and farms it deals, the pile whose draw pile it deals
        #: or None), in the order the deals draw their random numbers.
        self.deals: list[tuple[DealPlan, list[int], int | None]] = []
        if view.decks is None:
            self._shared_deck(view)
        else:
            self._own_decks(view)

    def _shared_deck(self, view: CombatView) -> None:
        n, me, zones = view.num_players, view.player, view.zones
        state = self.template
        state.discard = list(zones["discard"])
        seen: dict[Card, int] = {}
        for cards in zones.values():
            _count(seen, cards)
        for seat in range(n):
            if seat != me:
                _count(seen, view.revealed[seat])
        unseen = _less(_deck_kinds(n, view.jokers), seen)
        sizes: dict[object, int] = {}
        others = [seat for seat in range(n) if seat != me]
        for seat in others:
            sizes[("hand", seat)] = len(zones[f"hand:{seat}"]) - len(view.revealed[seat])
            sizes[("farms", seat)] = len(view.farms[seat])
        draw = zones["draw"]
        draw_seen = not draw or draw[0] is not None
        if draw_seen:
            state.draw = list(draw)
        else:
            sizes["draw"] = len(draw)
        self.deals.append((DealPlan(unseen, sizes), others, None if draw_seen else 0))

    def _own_decks(self, view: CombatView) -> None:
        """With own decks, each player's unseen cards are its own deck's (the lists are public)
        less what is seen of them: its discard pile, the soldiers it owns, its cards in limbo,
        the cards revealed in its hand; they are dealt to its hidden hand, farms and draw
        pile."""
        n, me, zones = view.num_players, view.player, view.zones
        state = self.template
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
            else:
                owned[seat] += view.revealed[seat]
                hidden[("hand", seat)] = len(zones[f"hand:{seat}"]) - len(view.revealed[seat])
                hidden[("farms", seat)] = len(view.farms[seat])
            if draw_seen:
                owned[seat] += draw
                state.draws[seat] = list(draw)
            else:
                hidden["draw"] = len(draw)
            seen: dict[Card, int] = {}
            _count(seen, owned[seat])
            unseen = _less(_kinds(tuple(view.decks[seat])), seen)
            self.deals.append((DealPlan(unseen, hidden), [] if seat == me else [seat],
                               None if draw_seen else seat))

    def __call__(self, rng: random.Random) -> CombatState:
        seed = rng.randrange(2**31)
        state = self.template.clone()
        state.seed = seed
        hands, farms = state.hands, state.farms
        for plan, seats, pile in self.deals:
            dealt = plan.deal(rng)
            for seat in seats:
                hands[seat] = sorted([*self.revealed[seat], *dealt[("hand", seat)]])
                farms[seat] = [Farm(f.id, card, f.sideways)
                               for f, card in zip(self.farms[seat], dealt[("farms", seat)])]
            if pile is not None:
                state.draws[pile] = dealt["draw"]
        return state


def _count(seen: dict[Card, int], cards) -> None:
    """Count into ``seen`` each card of ``cards`` (``None``, a hidden card, is not one)."""
    for card in cards:
        if card is not None:
            seen[card] = seen.get(card, 0) + 1


def _less(kinds: tuple[tuple[Card, int], ...], seen: dict[Card, int]) -> list[Card]:
    """The cards of ``kinds`` (each card with how many there are, in the deck's order) less
    those ``seen``, each repeated as often as it is left."""
    unseen: list[Card] = []
    for card, count in kinds:
        left = count - seen.get(card, 0)
        if left > 0:
            unseen += [card] * left
    return unseen


def _kinds(cards: tuple[Card, ...]) -> tuple[tuple[Card, int], ...]:
    """Each card of ``cards`` once, in the order it first comes, with how many there are."""
    counts: dict[Card, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return tuple(counts.items())


@functools.cache
def _deck_kinds(players: int, jokers: bool) -> tuple[tuple[Card, int], ...]:
    """:func:`_kinds` of the cards a game of ``players`` has (:func:`.tables.game_deck`), kept:
    a search samples thousands of worlds from one view."""
    return _kinds(tuple(game_deck(players, jokers)))
