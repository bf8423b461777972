"""What a seat of Arcanoid may know: :class:`ArcanoidView`."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card
from ..base import PlayerView
from ..stages import Step
from .commitments import Commit


@dataclass(frozen=True, kw_only=True)
class ArcanoidView(PlayerView):
    """A seat's view of a game of Arcanoid.

    Actors are the seats ``0 … n-1``, the daemon, actor ``n`` (``who`` in zone names:
    ``"daemon"``), and with GAZA the USA, actor ``n + 1`` (``"usa"``). The zones: ``deck`` and
    ``drawing`` (a draw the refill vote interrupted) face down; ``discard`` (a card face down
    unless this seat discarded it or it was shown); ``justice`` (Justice's shared row, face
    up); per actor ``hand:<who>`` (face up for this seat and for the daemon only; the USA's in
    the order drawn, the oldest first, its cards turned up face up in place),
    ``strength:<who>``, ``chariot:<who>``, ``front:<who>`` and the lanes ``field:<field>:<who>``
    (face up, but the cards of a secret commitment for those who have not seen them);
    ``aside`` (cards out of play, face up) only in a position set up by hand. ``stage`` is the
    decision being made (its ``actor`` may be the daemon, which its master decides for). Every
    field below is public, but ``known``.
    """

    #: The variant (option): ``"dresden"``, ``"nassau"``, ``"mainz"``, ``"koblenz"``,
    #: ``"malta"`` or ``"worms"`` (:mod:`.variants`).
    variant: str
    #: Whether the GAZA option plays: the USA is actor ``num_players + 1``.
    gaza: bool
    #: Regular rounds in the game (option).
    rounds: int
    #: The round being played, from 0, extra rounds included.
    round_no: int
    #: The seat that played first this round.
    first: int
    #: The actor whose turn it is (the Hermit's extra moves and the windows aside).
    turn: int
    #: The work the rules still have queued, the next step last (:mod:`.stages`): who draws
    #: how many, whose turn is next, a commitment to settle. Every step follows from public
    #: moves; none names a hidden card.
    todo: tuple[Step, ...]
    #: Per finished regular round, the seat that won each battlefield (swords, staves, cups,
    #: coins; the daemon's battles count for its master; ``None``: the USA won it, GAZA).
    results: tuple[tuple[int | None, ...], ...]
    #: The same for the extra rounds played after a tie.
    extra_results: tuple[tuple[int, ...], ...]
    #: The seats tied after the regular rounds (an extra round is deciding), else ``()``.
    tied: tuple[int, ...]
    #: The winners once the game is over.
    winners: tuple[int, ...]
    #: Battles won per seat over the regular rounds.
    scores: tuple[int, ...]
    #: Per actor, per battlefield, its commitment (force, time, the other field of a split
    #: couple), or ``None`` where it has not committed. Another actor's secret commitment
    #: that this seat has not seen has the force :data:`.commitments.SECRET`.
    commits: tuple[tuple[Commit | None, ...], ...]
    #: Per actor, per battlefield, ``None`` where the lane's cards lie face up; for a secret
    #: commitment (or its attempt, while the Fool may steal it) the seats that have seen its
    #: cards (its owner's, or its master's, and a Fool's wielder who looked).
    secret: tuple[tuple[tuple[int, ...] | None, ...], ...]
    #: Per actor, whether it has made its secret commitment of the round (KOBLENZ).
    secret_spent: tuple[bool, ...]
    #: Per actor, what everyone saw it did not hold (the Hierophant's calls: a suit, trumps,
    #: fool; failed calls: a card's text) and how many cards it has drawn since:
    #: ``(("cups", 2), ("KS", 0))`` says that at most two of its hidden cards are cups and
    #: none is the King of Swords.
    voids: tuple[tuple[tuple[str, int], ...], ...]
    #: Per battlefield, whether anything was committed there this round (the World then may
    #: not go there, even after the Tower).
    touched: tuple[bool, ...]
    #: Commitments made this round: the time the next commitment takes is ``clock + 1``.
    clock: int
    #: Per actor, whether it has left the round (the daemon: also while there is none).
    out: tuple[bool, ...]
    #: Per actor, the size its hand is drawn back to (7 with Strength's hidden card).
    hand_size: tuple[int, ...]
    #: The seat whose daemon plays this round, if any.
    daemon_master: int | None
    #: Whether Justice has been played this round (its row is kept at six while the deck lasts).
    justice_on: bool
    #: Temperance: (its owner actor, the battlefield index it acts on), or ``None``.
    temperance: tuple[int, int] | None
    #: The Hermit: (its owner actor, extra moves left), or ``None``.
    hermit: tuple[int, int] | None
    #: Whether the deck stays empty for the rest of the round (Death, a dissent, nothing left).
    deck_closed: bool
    #: The actor whose interrupted draw waits in ``drawing``, if any.
    drawing_for: int | None
    #: Per card of ``zones["discard"]``, whether it lies face up (seen by everyone).
    discard_face_up: tuple[bool, ...]
    #: Per actor, the cards known by everyone to be in its hand (shown by the Hierophant, won
    #: by a call, the USA's turned up).
    shown: tuple[tuple[Card, ...], ...]
    #: Per actor, the cards this seat alone knows to be in that hand (the High Priestess).
    known: tuple[tuple[Card, ...], ...]

    @property
    def acting(self) -> int | None:
        """The actor deciding now (``num_players``: the daemon), ``None`` once the game is
        over."""
        return None if self.stage is None else self.stage.actor

    def who(self, a: int) -> str:
        """The zone suffix of actor ``a``: its seat number, ``"daemon"`` or ``"usa"``."""
        n = self.num_players
        return "daemon" if a == n else "usa" if a == n + 1 else str(a)
