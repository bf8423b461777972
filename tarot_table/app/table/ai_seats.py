"""AI seats at the table: a decision asked of the app's worker process, polled every frame
(never waited for), and played after a natural pause.

If no answer comes (the worker failed twice, see :class:`~tarot_table.ai.runner.AIRunner`), or
it does not parse, or the rules refuse it, the seat plays its first legal action and the table's
log says so.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Callable

from ...ai.runner import WorkerError
from ...rules.base import Event, IllegalActionError
from ...session import Session

log = logging.getLogger(__name__)


@dataclass
class Decision:
    """An AI seat's decision in progress: the ``future`` of its action text and the seconds
    ``waited`` since its turn began."""

    seat: int
    future: Future
    waited: float = 0.0


class AiSeats:
    """Runs the AI seats of ``session``. ``submit(agent, view, seed)`` returns a future of the
    action text (the app's ``ai.submit``); ``report(line)`` puts a line in the table's log."""

    def __init__(self, session: Session, submit: Callable[..., Future],
                 report: Callable[[str], None]) -> None:
        self.session = session
        self.submit = submit
        self.report = report
        self.pending: Decision | None = None

    def thinking(self, seat: int) -> bool:
        return self.pending is not None and self.pending.seat == seat

    def cancel(self) -> None:
        """Drop the decision on its way (the position it was asked about was taken back): its
        answer is never played."""
        if self.pending is not None:
            self.pending.future.cancel()
            self.pending = None

    def next_change(self, seat: int, pause: float) -> float | None:
        """For ``seat``, to act: 0 when its decision is still to be asked, the seconds left of
        ``pause`` once the answer is in, ``None`` while it is on its way."""
        pending = self.pending
        if pending is None or pending.seat != seat:
            return 0.0
        if not pending.future.done():
            return None
        return max(0.0, pause - pending.waited)

    def update(self, seat: int, dt: float, pause: float) -> list[Event] | None:
        """Advance ``seat``'s turn by ``dt`` seconds: ask for its decision the first time, and
        once the answer is in and ``pause`` seconds have passed play it and return its events
        (``None`` until then)."""
        if self.pending is None or self.pending.seat != seat:
            try:
                future = self.submit(self.session.seats[seat].agent, self.session.view(seat),
                                     self.session.ai_seed())
            except Exception as exc:   # the worker could not start: the fallback decides
                future = Future()
                future.set_exception(exc)
            self.pending = Decision(seat, future)
        pending = self.pending
        pending.waited += dt
        if not pending.future.done() or pending.waited < pause:
            return None
        self.pending = None
        return self._play(pending)

    def _play(self, pending: Decision) -> list[Event]:
        seat, session = pending.seat, self.session
        try:
            action = session.game.parse_action(pending.future.result())
        except Exception as exc:   # no answer from the worker, or one that does not parse
            return self._fallback(seat, exc)
        try:
            return session.play(seat, action)
        except IllegalActionError as exc:   # refused: nothing was played
            return self._fallback(seat, exc)

    def _fallback(self, seat: int, exc: Exception) -> list[Event]:
        """``seat`` (still to act) plays its first legal action; the log says why."""
        session = self.session
        action = session.view(seat).legal[0]
        name = session.seats[seat].name
        log.warning("AI seat %s (%s) failed: %r; playing %s", seat, name, exc, action)
        why = str(exc) if isinstance(exc, WorkerError) else exc.__class__.__name__
        self.report(f"{name}: the AI failed ({why}); the first legal move is played.")
        return session.play(seat, action)
