"""What a seat of Tarok may know: :class:`TarokView`."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card, Suit
from ..base import PlayerView


@dataclass(frozen=True, kw_only=True)
class TarokView(PlayerView):
    """A seat's view of a Tarok match. The zones are ``draw`` (face down), ``trick`` (the cards
    played to the trick in order), ``aside`` (face down) and, per seat, ``hand:<s>`` (only the
    viewer's face up) and ``won:<s>`` (face up). Every field below is public.
    """

    #: The seat that dealt this hand.
    dealer: int
    #: The seat that led the trick in progress (or leads the next one).
    leader: int
    #: The hand being played, from 1.
    hand_no: int
    #: Tricks finished in this hand.
    trick_no: int
    #: Match totals per seat, before this hand.
    scores: tuple[int, ...]
    #: Points taken in this hand per seat.
    hand_points: tuple[int, ...]
    #: Points that end the match (seed ¶13).
    target: int
    #: Whether the match is a single hand (option).
    single_hand: bool
    #: The seats that played the trick's cards, in order (``zones["trick"]`` holds the cards).
    trick_seats: tuple[int, ...]
    #: The last finished trick: its winner and its cards in play order.
    last_trick: tuple[int, tuple[Card, ...]] | None
    #: Per seat, the suits it showed void in by not following, each with the number of cards
    #: it has drawn since (it holds at most that many of the suit).
    voids: tuple[tuple[tuple[Suit, int], ...], ...]
    #: The winners once the match is over.
    winners: tuple[int, ...]
