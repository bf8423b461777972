"""The neutral reaction window of hot-seat play: after a move that someone may answer with a
hidden card (Arcanoid's Fool stealing a commitment), the table pauses for the same short
window every time — whether anybody can react or not — so that the pause does not give away
who holds the card (notes: the Fool's neutral "Fool?" window).

The game's table plug-in says when: ``plugin.reaction_window(action)`` → ``(title, button
label, action kind)`` or ``None``. :class:`Reactions` watches the moves for it;
:class:`ReactionWindow` is the table's mode while the window is open: a single button makes
the reaction for the human the rules are asking (if any); when the window runs out unused,
every human the rules ask passes. With one human at the table the rules' own question (a
choice dialog) is enough: no window. While the rules ask anyone to react, no seat is shown as
acting or thinking.
"""

from __future__ import annotations


import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...rules.base import Action, IllegalActionError
from ...session import Session
from ..draw import panels
from ..games.plugin import TablePlugin
from .choices import grown
from .host import ModeHost
from .modes import Mode, countdown_change


WINDOW_SECONDS = 3.0        # how long the window stays open (seconds, at any animation speed)


class Reactions:
    """Watches ``session``'s moves for the windows its ``plugin`` asks for."""

    def __init__(self, session: Session, plugin: TablePlugin) -> None:
        self.session = session
        self.plugin = plugin
        self._shown_at = -1             # the number of moves played when one last opened
        self._asking = (-1, False)      # (moves played, whether the rules ask a reaction)

    def due(self) -> tuple[str, str, str] | None:
        """The window to open now, once after each move that calls for one (hot-seat only)."""
        session, moves = self.session, self.session.moves()
        last = session.last_action()
        if not session.hot_seat or last is None or moves == self._shown_at:
            return None
        window = self.plugin.reaction_window(last)
        if window is not None:
            self._shown_at = moves
        return window

    def asking(self) -> bool:
        """Whether the rules are asking someone to react now (the table then shows nobody as
        acting or thinking, so that the question gives nothing away)."""
        session, moves = self.session, self.session.moves()
        last = session.last_action()
        if last is None or session.current_player() is None:
            return False
        if self._asking[0] != moves:
            window = self.plugin.reaction_window(last)
            self._asking = (moves, window is not None and any(
                a.kind == window[2] for a in session.legal_actions()))
        return self._asking[1]


class ReactionWindow(Mode):
    """The open window of ``table``: ``title``, the button's ``label``, the reaction's action
    ``kind``, ``left`` (seconds), ``button`` its widget."""

    def __init__(self, table: ModeHost, title: str, label: str, kind: str) -> None:
        super().__init__(table)
        self.title, self.label, self.kind = title, label, kind
        self.left = WINDOW_SECONDS
        self.button: UIButton | None = None

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0:
            self._close(react=False)

    def next_change(self) -> float | None:
        return countdown_change(self.left)

    def _reactor(self) -> tuple[int, Action] | None:
        """The human the rules ask now and their reaction, if any."""
        session = self.table.session
        seat = session.current_player()
        if seat is None or not session.seats[seat].is_human:
            return None
        action = next((a for a in session.view(seat).legal if a.kind == self.kind), None)
        return (seat, action) if action is not None else None

    def react(self) -> None:
        """The button: the asked human reacts; nobody asked → a neutral word."""
        asked = self._reactor()
        if asked is None:
            self.table.show_toast("Nothing happens.")
            return
        seat, action = asked
        self._play(seat, action)
        self._close(react=True)

    def _play(self, seat: int, action: Action) -> None:
        try:
            events = self.table.session.play(seat, action)
        except IllegalActionError as exc:
            self.table.refuse(str(exc))
            return
        self.table.push_events(events)

    def _close(self, react: bool) -> None:
        if not react:
            while (asked := self._reactor()) is not None:
                self._play(asked[0], Action("pass"))
        self.table.set_mode(None)

    def build(self, manager) -> list:
        rect = self._panel_rect()
        line = self.table.layout.line
        button = pygame.Rect(0, 0, min(rect.width - 40, grown(300, line)), round(line * 2))
        button.midbottom = (rect.centerx, rect.bottom - line // 2)
        self.button = UIButton(button, self.label, manager, object_id="#continue_button")
        return [self.button]

    def _panel_rect(self) -> pygame.Rect:
        w, h = self.table.layout.size
        line = self.table.layout.line
        rect = pygame.Rect(0, 0, min(w - 40, 26 * line), 7 * line)
        rect.center = (w // 2, h // 2)
        return rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.button is not None \
                and event.ui_element is self.button:
            self.react()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        rect, line = self._panel_rect(), self.table.layout.line
        panels.panel(surface, rect, active=True)
        title = panels.text(self.title, round(line * 1.3), panels.GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top + line // 2)))
        words = f"Anyone who can may react now ({max(0, self.left):.0f} s)."
        sub = panels.text(words, round(line * 0.7), panels.CREAM)
        surface.blit(sub, sub.get_rect(midtop=(rect.centerx, rect.top + round(2.2 * line))))
