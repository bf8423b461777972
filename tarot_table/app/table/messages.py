"""The table's words to the player: the log of the game's moves (the panel shows the last
:data:`LOG_LINES`, the log scene all of them) and the toast, a banner above the hand for a few
seconds (a refusal's reason, a message of the rules, a hint)."""

from __future__ import annotations

from collections import deque

LOG_LINES = 6           # lines the log panel shows
LOG_KEPT = 5000         # lines kept for the log scene (a long game's whole log)
TOAST_SECONDS = 3.0


class Messages:
    """``log`` (the game's lines, newest last, at most :data:`LOG_KEPT`) and the toast
    (:attr:`toast`, its words while it shows; :attr:`toast_left`, its seconds left)."""

    def __init__(self) -> None:
        self.log: deque[str] = deque(maxlen=LOG_KEPT)
        self._toast: tuple[str, float] | None = None
        self._repeat = ("", 0)          # the last line added and how many times in a row

    def add(self, line: str) -> None:
        """A line at the bottom of the log; the same line again replaces it, counted
        ("You pass (nothing to play). ×3").

        >>> messages = Messages()
        >>> for line in ("Ada plays.", "You pass.", "You pass.", "You pass.", "Ada plays."):
        ...     messages.add(line)
        >>> list(messages.log)
        ['Ada plays.', 'You pass. ×3', 'Ada plays.']
        """
        last, count = self._repeat
        if line == last and self.log:
            count += 1
            self.log[-1] = f"{line} ×{count}"
        else:
            count = 1
            self.log.append(line)
        self._repeat = (line, count)

    def show_toast(self, words: str) -> None:
        """A banner above the hand for :data:`TOAST_SECONDS`."""
        self._toast = (words, TOAST_SECONDS)

    @property
    def toast(self) -> str | None:
        return self._toast[0] if self._toast is not None else None

    @property
    def toast_left(self) -> float:
        return self._toast[1] if self._toast is not None else 0.0

    def update(self, dt: float) -> None:
        """Run the toast down by ``dt`` seconds."""
        if self._toast is not None:
            words, left = self._toast
            self._toast = (words, left - dt) if left > dt else None
