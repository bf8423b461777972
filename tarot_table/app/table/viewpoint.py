"""Whose eyes the table looks through: :class:`Viewpoint`.

The *viewer* is the human in a game with one human; the acting human in hot-seat play (whose
hand shows only once they have asked, behind a "Pass to <name>" curtain); seat 0 with every
hand face down when only AI seats play (a spectator). The table reads the game through the
viewer's view only.
"""

from __future__ import annotations

from typing import Iterable

from ...cards import Card
from ...rules.base import Event, PlayerView
from ...session import Session


class Viewpoint:
    """The viewer of ``session``'s table: ``seat``, ``spectator`` (no human plays), and in
    hot-seat play ``revealed`` (the acting human has shown their hand) and ``last_shown`` (the
    seat whose hand was shown last)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.spectator = not session.human_seats()
        self.seat = self._first()
        self.revealed = False
        self.last_shown: int | None = None
        self._view: tuple[tuple[int, int], PlayerView | None] = ((-1, -1), None)

    def _first(self) -> int:
        humans = self.session.human_seats()
        if not humans:
            return 0
        current, n = self.session.current_player(), len(self.session.seats)
        if current is None:
            return humans[0]
        return next(s for s in ((current + k) % n for k in range(n)) if s in humans)

    def view(self) -> PlayerView:
        """The viewer's view of the game now (kept until a move is made or the viewer changes,
        so that a frame does not build views again)."""
        key = (self.session.moves(), self.seat)
        if self._view[0] != key:
            self._view = (key, self.session.view(self.seat))
        return self._view[1]

    def zones(self) -> dict[str, tuple[Card | None, ...]]:
        """The viewer's zones, every hand masked for a spectator."""
        zones = dict(self.view().zones)
        if self.spectator:
            zones = {z: (None,) * len(c) if z.startswith("hand:") else c for z, c in zones.items()}
        return zones

    def seen(self, events: Iterable[Event]) -> list[Event]:
        """``events`` as the viewer may see them (a spectator: public cards only)."""
        return self.session.visible_events(list(events), None if self.spectator else self.seat)

    def hands_visible(self, curtained: bool) -> bool:
        """Whether the viewer's hand may be drawn face up now (``curtained``: the hot-seat
        curtain is up)."""
        if self.spectator:
            return False
        if self.session.hot_seat:
            return self.revealed and not curtained
        return True
