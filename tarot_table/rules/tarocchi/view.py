"""What a seat of Tarocchi may know: :class:`TarocchiView`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...cards import Card, Suit
from ..base import PlayerView
from .stages import PlayToTrick


@dataclass(frozen=True, kw_only=True)
class TarocchiView(PlayerView):
    """A seat's view of a Tarocchi match. The zones are ``trick`` (the cards played to the
    trick, in order), ``scart`` (face up to the dealer; to the others face down but for a shown
    Pagat) and, per seat, ``hand:<s>`` (the viewer's face up; another seat's face down but for
    its public cards, the bought cards and the called King, which end the hand) and ``won:<s>``
    (face up: every card was played face up). Every field below is public, but ``given``.
    """

    #: Play goes from seat ``i`` to ``i + direction``: to the right (notes "Table").
    direction: ClassVar[int] = -1

    #: The seat that dealt this deal (and laid the scart).
    dealer: int
    #: The deal being played, from 1.
    deal_no: int
    #: Deals in the match (option).
    deals: int
    #: Match totals per seat, before this deal.
    scores: tuple[int, ...]
    #: Each finished deal's score changes, per seat (the score table).
    results: tuple[tuple[int, ...], ...]
    #: The bids so far, in order: (seat, ``"two"``, ``"one"``, ``"solo"`` or ``"pass"``).
    bids: tuple[tuple[int, str], ...]
    #: The declarer once the bidding is over (the dealer when all passed), else ``None``.
    declarer: int | None
    #: The contract: a bid, ``"king"`` (all passed, the dealer with the called card's holder),
    #: ``"alone"`` (all passed, nothing to call), or ``None`` during the bidding.
    contract: str | None
    #: The holder of the called King (or Queen), the dealer's partner; else ``None``.
    partner: int | None
    #: The cards named: to buy (Two Cards, One Card) or the King (or Queen) called.
    called: tuple[Card, ...]
    #: The cards bought, with the seat each came from, in the order they were named.
    bought: tuple[tuple[Card, int], ...]
    #: The sellers still waiting for a card back after the one the stage names, in order.
    owed: tuple[int, ...]
    #: Named cards that nobody held: they lie in the scart.
    scart_known: tuple[Card, ...]
    #: To the declarer only, the cards it gave back: (seller, card); ``()`` to the others.
    given: tuple[tuple[int, Card], ...]
    #: The seat that led the trick in progress (or leads the next one); ``None`` before play.
    leader: int | None
    #: Tricks finished in this deal.
    trick_no: int
    #: The seats that played the trick's cards, in order (``zones["trick"]`` holds the cards).
    trick_seats: tuple[int, ...]
    #: The last finished trick: its winner and its cards in play order.
    last_trick: tuple[int, tuple[Card, ...]] | None
    #: Tricks each seat has won in this deal (the scart not counted).
    tricks_won: tuple[int, ...]
    #: Card points each seat has taken in this deal: its trick pile and one per trick (the
    #: scart, hidden, not counted).
    trick_points: tuple[int, ...]
    #: Per seat, the suits it showed void in by not following (``Suit.MAJOR``: no trump either,
    #: shown by playing neither the suit led nor a trump).
    voids: tuple[tuple[Suit, ...], ...]
    #: An unpaid debt of the Fool: (its player, the seat owed an empty card), else ``None``.
    fool_debt: tuple[int, int] | None
    #: The winners once the match is over.
    winners: tuple[int, ...]

    def sides(self) -> tuple[frozenset[int], frozenset[int]] | None:
        """The declarer's side and the other, once play has begun; ``None`` before."""
        if not isinstance(self.stage, PlayToTrick) or self.declarer is None:
            return None
        team = frozenset(s for s in (self.declarer, self.partner) if s is not None)
        return team, frozenset(range(self.num_players)) - team
