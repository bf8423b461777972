"""The autosave at the table: the player is told when saving fails and when it works again, and
a failed save is tried again while the game goes on.

The session saves after every move and keeps why the last save failed
(:attr:`~tarot_table.session.Session.save_error`); a move never fails because of the disk. This
watch turns that into words: when saving starts failing, a toast says why and that the game goes
on ("Saving failed (No space left on device). The game goes on; saving is retried.") and the log
keeps a short line ("Not saved: No space left on device."); every later move saves the
whole game again, and so does this watch every :data:`RETRY_SECONDS` while it fails; when a save
works again a log line and a toast say so.
"""

from __future__ import annotations

import logging
from typing import Callable

from ...session import Session
from ...storage import SaveError

log = logging.getLogger(__name__)

RETRY_SECONDS = 10.0


def save_problem(error: SaveError) -> str:
    """The reason of a failed save in a few words: the system's (``"No space left on device"``)
    when the disk refused it, else the error's own sentence."""
    cause = error.__cause__
    if isinstance(cause, OSError) and cause.strerror:
        return cause.strerror
    return str(error).rstrip(".")


class SaveWatch:
    """Watches ``session``'s autosave for a table: ``report(line)`` adds a line to the table's
    log, ``toast(words)`` shows a banner. Call :meth:`update` once a frame."""

    def __init__(self, session: Session, report: Callable[[str], None],
                 toast: Callable[[str], None], retry_seconds: float = RETRY_SECONDS) -> None:
        self.session = session
        self.report = report
        self.toast = toast
        self.retry_seconds = retry_seconds
        self.failing = False
        self._since_try = 0.0

    def next_change(self) -> float | None:
        """0 when the player is to be told that saving fails or works again; while it fails,
        the seconds until it is tried again; else ``None``."""
        error = self.session.save_error
        if (error is not None) != self.failing:
            return 0.0
        return None if error is None else max(0.0, self.retry_seconds - self._since_try)

    def update(self, dt: float) -> None:
        """Tell the player of a change (saving fails / works again); retry a failed save every
        ``retry_seconds`` of table time."""
        error = self.session.save_error
        if error is not None:
            self._since_try += dt
            if self._since_try >= self.retry_seconds:
                self._since_try = 0.0
                try:
                    self.session.save()
                except SaveError as exc:
                    log.warning("saving again failed: %s", exc)
                error = self.session.save_error
        if error is not None and not self.failing:
            self.failing, self._since_try = True, 0.0
            problem = save_problem(error)
            self.report(f"Not saved: {problem}.")
            self.toast(f"Saving failed ({problem}). The game goes on; saving is retried.")
        elif error is None and self.failing:
            self.failing = False
            self.report("The game is saved again.")
            self.toast("The game is saved again.")
