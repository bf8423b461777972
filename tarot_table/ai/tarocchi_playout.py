"""Fast ISMCTS rollouts for Tarocchi: random play to the end of the deal without ``state.apply``
for the tricks.

:func:`tarocchi_deal_end` is the cut-off ISMCTS uses for Tarocchi. It evaluates exactly as
:func:`~tarot_table.ai.ismcts.deal_end_cutoff` (stop when the deal being played is over), and
adds a ``playout``: from the determinized state reached after expansion, it steps the rules
through the deal's decisions before the first trick (the scart, the bidding, the calls), then
plays uniformly random legal cards to the deal's last trick on plain lists (no events, no
action log, no dealing of the next deal), and returns the same rewards as the search's own
random rollout (:func:`~tarot_table.ai.ismcts.random_rollout` stepping ``state.apply``) would,
for the same random numbers (checked by ``tests/test_search_paths.py``).

It follows the rules of :mod:`tarot_table.rules.tarocchi`: follow the suit led (the suit of
the first card that is not the Fool) if you can, else play a trump if you can, else anything;
the Fool may always be played; play moves to the right; the highest trump wins the trick, else
the highest card of the suit led in Tarocchi's ranks; the Fool goes back to its player's pile.
A deal's points are its card points and one per trick, the scart's counting for the dealer
with one trick more: the Fool's exchange for an empty card moves no point, so it is left out.
"""

from __future__ import annotations

import random
from bisect import bisect_left

from ..rules.tarocchi import TarocchiState
from ..rules.tarocchi.cards import DECK, FOOL, POINTS, rank_key
from ..rules.tarocchi.stages import HAND_TRICKS, NUM_PLAYERS, PlayToTrick, settle
from .ismcts import deal_end_cutoff, deal_end_rewards

#: Keys (``card._key``: suit index × 32 + rank) of the Fool and of the first major above it.
FOOL_KEY = FOOL._key
_TRUMPS = FOOL_KEY + 1
_MAJORS = FOOL_KEY >> 5
#: :func:`~tarot_table.rules.tarocchi.cards.rank_key` by the card's key: the order within a suit.
_RANK = [0] * (max(c._key for c in DECK) + 1)
for _card in DECK:
    _RANK[_card._key] = rank_key(_card)
del _card


class TarocchiDealEnd:
    """The evaluation of one ISMCTS iteration from its sampled ``world`` (a
    :class:`TarocchiState`): callable like :func:`deal_end_cutoff`'s evaluator, plus
    :meth:`playout`."""

    __slots__ = ("_evaluate", "before")

    def __init__(self, world: TarocchiState) -> None:
        self._evaluate = deal_end_cutoff(world)
        self.before = list(world.scores)

    def __call__(self, state: TarocchiState):
        return self._evaluate(state)

    def playout(self, state: TarocchiState, rng: random.Random) -> tuple[float, ...]:
        """Play random legal actions from ``state`` (a deal in progress, which is changed) to
        the end of the deal and return the rewards.

        Each random choice is drawn as the search's random rollout draws it (``randrange`` of
        the number of legal actions, written out as CPython draws it:
        ``getrandbits(n.bit_length())`` until below ``n``) and picks the action the rules
        would list at that place. Until the first trick the rules are stepped; then hands are
        lists of card keys in display order (the order of the rules' hands and legal actions),
        so that the cards of a suit are found by bisection on integers, in C."""
        getrandbits = rng.getrandbits
        _step_to_first_trick(state, getrandbits)
        points = _play_tricks(state, getrandbits)
        points[state.dealer] += sum([POINTS[c._key] for c in state.scart]) + 1
        team = state.side_of(state.declarer)
        delta = settle(team, sum(points[s] for s in team), state.num_players)
        scores = [state.scores[s] + delta[s] for s in range(state.num_players)]
        winners = None
        if state.deal_no >= state.deals:
            top = max(scores)
            winners = tuple(s for s in range(state.num_players) if scores[s] == top)
        return deal_end_rewards(self.before, scores, winners)


def _step_to_first_trick(state: TarocchiState, getrandbits) -> None:
    """Step the rules with random legal actions through the deal's decisions before its first
    trick (none once it is under way)."""
    apply, legal_actions = state.apply, state.legal_actions
    while not isinstance(state.stage, PlayToTrick):
        legal = legal_actions()
        n = len(legal)
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        apply(legal[j])


def _play_tricks(state: TarocchiState, getrandbits) -> list[int]:
    """Play random legal cards from ``state`` (a trick under way) to the deal's last trick on
    lists of card keys, and return each seat's points (cards and tricks) of the deal."""
    hands = [[c._key for c in hand] for hand in state.hands]
    trick = [(seat, card._key) for seat, card in state.trick]
    led = _suit_led(trick)
    points = state._trick_points()
    seat = state.stage.actor
    tricks = state.trick_no
    while True:
        key = _random_card(hands[seat], led, getrandbits)
        trick.append((seat, key))
        if led is None and key != FOOL_KEY:
            led = key >> 5
        if len(trick) < NUM_PLAYERS:
            seat = seat - 1 if seat else NUM_PLAYERS - 1
            continue
        seat = _take_trick(trick, led, points)
        tricks += 1
        if tricks == HAND_TRICKS:
            return points
        trick = []
        led = None


def _random_card(hand: list[int], led: int | None, getrandbits) -> int:
    """Take a uniformly random legal card out of ``hand`` (keys in display order) and return
    it: the ``j``-th of :func:`_legal_cards` as the rules list them, ``j`` drawn as
    ``randrange`` draws it."""
    start, count, fool = _legal_cards(hand, led)
    n = count + fool
    bits = n.bit_length()
    j = getrandbits(bits)
    while j >= n:
        j = getrandbits(bits)
    if j < count:
        return hand.pop(start + j)
    hand.remove(FOOL_KEY)
    return FOOL_KEY


def _legal_cards(hand: list[int], led: int | None) -> tuple[int, int, bool]:
    """The cards ``hand`` (keys in display order) may play to a trick whose suit led is ``led``
    (``None`` before one is): ``hand[start:start + count]``, then the Fool when ``fool`` — the
    cards of the suit led and the Fool; without them, the trumps (the majors); else any."""
    start, count, fool = 0, len(hand), False
    if led is None:
        return start, count, fool
    if led != _MAJORS:
        i = bisect_left(hand, led << 5)
        k = bisect_left(hand, (led + 1) << 5, i)
        if k > i:
            return i, k - i, FOOL_KEY in hand
    i = bisect_left(hand, FOOL_KEY)
    held = len(hand) - i
    if held > (held and hand[i] == FOOL_KEY):    # a trump: the majors
        return i, held, fool
    return start, count, fool


def _suit_led(trick: list[tuple[int, int]]) -> int | None:
    """The suit led of ``trick`` (seats and card keys): the suit of its first card that is not
    the Fool, ``None`` before one is played."""
    return next((key >> 5 for _, key in trick if key != FOOL_KEY), None)


def _take_trick(trick: list[tuple[int, int]], led: int, points: list[int]) -> int:
    """Give the full ``trick`` (seats and card keys) to its winner in ``points`` — its cards'
    points and one for the trick, but the Fool's, which go back to its player — and return the
    winner."""
    winner = _trick_winner(trick, led)
    value = POINTS
    for s, key in trick:
        if key == FOOL_KEY:
            points[s] += value[key]
    points[winner] += 1 + sum([value[key] for s, key in trick if key != FOOL_KEY])
    return winner


def _trick_winner(trick: list[tuple[int, int]], led: int) -> int:
    """The seat whose card wins the full ``trick``: the highest trump, else the highest card
    of the suit led (the Fool never wins)."""
    rank = _RANK
    winner, top, trumped = None, -1, False
    for s, key in trick:
        if key == FOOL_KEY:
            continue
        if key >= _TRUMPS:
            if not trumped or key > top:
                winner, top, trumped = s, key, True
        elif not trumped and key >> 5 == led and rank[key] > top:
            winner, top = s, rank[key]
    return winner


def tarocchi_deal_end(world: TarocchiState) -> TarocchiDealEnd:
    """The Tarocchi cut-off of ISMCTS (see :class:`TarocchiDealEnd`)."""
    return TarocchiDealEnd(world)
