"""What a seat of Taruno may know: :class:`TarunoView`."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card, Suit
from ..base import PlayerView
from ..stages import Step
from .stages import Penalty


@dataclass(frozen=True, kw_only=True)
class TarunoView(PlayerView):
    """A seat's view of a game of Taruno. The zones are ``draw`` (face down, but for the cards
    this seat has seen there: the High Priestess), ``discard:minor`` and ``discard:major``
    (face up; top = last), per seat ``hand:<s>`` (face up to the seat and its Lovers partners)
    and ``front:<s>`` (the lasting majors, face up, then the Magician's sleeve cards, face down
    but to their owner: :attr:`sleeves` says how many). ``stage`` is the decision being made
    (:mod:`.stages`). Every field below is public but :attr:`known_in`.
    """

    #: Option "stacking": Kings on Kings and Knights on Knights.
    stacking: bool
    #: Option "strict minors": with a minor that fits, no major.
    strict_minors: bool
    #: Option "taruno_penalty": the cards a player caught without calling draws (0: no call).
    taruno_penalty: int
    #: The seat that dealt.
    dealer: int
    #: The seat whose turn it is (others may be deciding within it: a catch, the Sun…).
    turn: int
    #: Turns begun so far.
    turn_no: int
    #: The card to match: its suit (named by a King or a Queen, or the top minor's) …
    suit: Suit
    #: … and its rank (1 Ace … 14 King).
    rank: int
    #: Play goes from seat ``i`` to ``i + direction`` (the Page reverses it).
    direction: int
    #: The pending King or Knight penalty: (its rank, the cards to draw), or ``None``.
    penalty: tuple[int, int] | None
    #: Whether the next player is skipped (a King, a Knight, a Page with two players, the Tower).
    skip_next: bool
    #: Per seat, the id of its team (the Lovers): seats with the same id win together.
    teams: tuple[int, ...]
    #: Per seat, whether the Tower has struck it (it cannot strike twice).
    towered: tuple[bool, ...]
    #: Deaths played so far (the second ends the game).
    deaths: int
    #: Per seat, whether it has called "Taruno" on the one card it holds.
    called: tuple[bool, ...]
    #: Per seat, the cards up its sleeve (the last cards of ``front:<s>``).
    sleeves: tuple[int, ...]
    #: Per seat, the cards everybody knows it holds (taken face up: the Devil, the Emperor, the
    #: Chariot's sends, fate), in display order.
    public: tuple[tuple[Card, ...], ...]
    #: Per seat, the cards this seat alone knows it holds (cards it gave; a hand it passed on
    #: by the Wheel or Justice), in display order.
    known_in: tuple[tuple[Card, ...], ...]
    #: Per seat, the voids it showed by drawing on its turn (no minor fitted: no card of that
    #: suit, that rank, nor an Ace): (suit, rank, cards received since), oldest first.
    voids: tuple[tuple[tuple[Suit, int, int], ...], ...]
    #: The rules' work queued after the decision being made, next step last
    #: (:mod:`.stages`: the turn's end, a catch round, the World's giving…); public, each step
    #: following from public plays.
    queued: tuple[Step, ...]
    #: The winners, once the game is over.
    winners: tuple[int, ...]
    #: Whether the game is over, and why.
    over: bool
    end_reason: str

    def pending_penalty(self) -> tuple[int, int] | None:
        """(seat, cards) of the penalty waiting for its victim: the seat facing it now, or the
        next to take a turn; ``None`` without one."""
        if self.penalty is None:
            return None
        if isinstance(self.stage, Penalty):
            return (self.stage.actor, self.penalty[1])
        n = self.num_players
        victim = (self.turn + self.direction) % n
        if self.skip_next:
            victim = (victim + self.direction) % n
        return (victim, self.penalty[1])

    def face_down(self) -> dict[str, int]:
        """How many last cards of each ``front:<s>`` zone lie face down (the sleeves)."""
        return {f"front:{s}": k for s, k in enumerate(self.sleeves)}
