"""The table's words to the player: the log of the game's moves (the panel shows the last
:data:`LOG_LINES`, the log scene all of them) and the toast, a banner above the hand for a few
seconds (a refusal's reason, a message of the rules, a hint)."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable, Iterable

from ...cards import Card
from ...rules.base import Event

LOG_LINES = 6           # lines the log panel shows
LOG_KEPT = 5000         # lines kept for the log scene (a long game's whole log)
TOAST_SECONDS = 3.0
TOAST_FADE = 0.5        # the toast fades out over its last seconds


@dataclass(frozen=True)
class LogEntry:
    """A line of the log: its ``text`` as written for the ``viewer`` of the time, and the
    ``event`` it tells (as that viewer saw it; ``None`` for the table's own words)."""

    text: str
    event: Event | None = None
    viewer: int | None = None


class Messages:
    """``log`` (the game's lines, newest last, at most :data:`LOG_KEPT`) and the toast
    (:attr:`toast`, its words while it shows; :attr:`toast_left`, its seconds left).

    The log is read by the viewer of now (``viewer()``, ``None`` without one): a line written
    for another viewer (hot-seat) is told again by ``render`` from its event with only the
    public cards (:meth:`~tarot_table.rules.base.Event.visible_to` ``None``), so that no
    player reads the cards another player saw (the log is readable per seat)."""

    def __init__(self, render: Callable[[Event], str] | None = None,
                 viewer: Callable[[], int | None] = lambda: None) -> None:
        self.entries: deque[LogEntry] = deque(maxlen=LOG_KEPT)
        self.render, self.viewer = render, viewer
        self._toast: tuple[str, float] | None = None
        self._lines: tuple[tuple[int, int | None], list[str], list[Card | None]] = \
            ((-1, None), [], [])
        self._added = 0

    def add(self, line: str, event: Event | None = None, viewer: int | None = None) -> None:
        """A line at the bottom of the log (``event``: the event it tells, as ``viewer`` saw
        it); the same line again is counted ("You pass (nothing to play). ×3").

        >>> messages = Messages()
        >>> for line in ("Ada plays.", "You pass.", "You pass.", "You pass.", "Ada plays."):
        ...     messages.add(line)
        >>> messages.log
        ['Ada plays.', 'You pass. ×3', 'Ada plays.']
        """
        self.entries.append(LogEntry(line, event, viewer))
        self._added += 1

    def clear(self) -> None:
        """Empty the log (a replay tells it again up to another position)."""
        self.entries.clear()
        self._added += 1

    @property
    def log(self) -> list[str]:
        """The lines as the viewer of now may read them, repeats counted."""
        return self._read()[1]

    @property
    def log_cards(self) -> list[Card | None]:
        """The card each line of :attr:`log` tells of (as the viewer of now may see it), or
        ``None``: what a line under the mouse shows large."""
        return self._read()[2]

    def told(self) -> list[tuple[str, Event | None]]:
        """Every line as the viewer of now may read it, oldest first, with the event it
        tells as that viewer may see it (``None``: the table's own words); repeats not
        counted, empty lines kept."""
        viewer = self.viewer()
        return [(self._text(e, viewer), self._event(e, viewer)) for e in self.entries]

    def _read(self) -> tuple[tuple[int, int | None], list[str], list[Card | None]]:
        key = (self._added, self.viewer())
        if self._lines[0] != key:
            told = [(line, event.card if event is not None else None)
                    for line, event in self.told()]
            lines, cards = _counted(told)
            self._lines = (key, lines, cards)
        return self._lines

    @staticmethod
    def _event(entry: LogEntry, viewer: int | None) -> Event | None:
        if entry.event is None:
            return None
        return entry.event if entry.viewer == viewer else entry.event.visible_to(None)

    def _text(self, entry: LogEntry, viewer: int | None) -> str:
        if entry.event is None or entry.viewer == viewer or self.render is None:
            return entry.text
        return self.render(entry.event.visible_to(None))


    def show_toast(self, words: str) -> None:
        """A banner above the hand for :data:`TOAST_SECONDS`."""
        self._toast = (words, TOAST_SECONDS)

    def drop_toast(self, words: str) -> None:
        """Take the toast down now if it reads ``words`` (words the game has outrun)."""
        if self._toast is not None and self._toast[0] == words:
            self._toast = None

    @property
    def toast(self) -> str | None:
        return self._toast[0] if self._toast is not None else None

    @property
    def toast_left(self) -> float:
        return self._toast[1] if self._toast is not None else 0.0

    def next_change(self) -> float | None:
        """The seconds until the toast starts fading (0 while it fades); ``None`` without
        one."""
        return None if self._toast is None else max(0.0, self._toast[1] - TOAST_FADE)

    def update(self, dt: float) -> None:
        """Run the toast down by ``dt`` seconds."""
        if self._toast is not None:
            words, left = self._toast
            self._toast = (words, left - dt) if left > dt else None


def _counted(told: Iterable[tuple[str, Card | None]]) -> tuple[list[str], list[Card | None]]:
    """The lines of ``told`` (line, card) with each run of the same line as one, counted
    ("… ×3"), empty lines dropped; and the card of each (the run's last)."""
    out: list[str] = []
    cards: list[Card | None] = []
    last, count = "", 0
    for line, card in told:
        if not line:
            continue
        if line == last and out:
            count += 1
            out[-1] = f"{line} ×{count}"
            cards[-1] = card
        else:
            last, count = line, 1
            out.append(line)
            cards.append(card)
    return out, cards

