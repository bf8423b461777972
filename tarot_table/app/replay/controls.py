"""The replay's bar of controls, under the table: :class:`ReplayBar`.

The top row says where the replay stands ("Move 37 of 380 · Hand 1 · trick 10") beside a
slider over every move and Review (the player's decisions searched again); the bottom row
holds the buttons to the start, one move back, play/pause, one move on and to the end, the
chapter to jump to (the game's hands, deals, rounds or turns), the speed, whose eyes (a seat,
or every card open for a finished game), "Play from here" (finished games) and Leave. The bar
handles the keys too (listed in :mod:`.scene`), so that both go through one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UIHorizontalSlider

from ..draw import panels
from ..draw.felt import tint
from ..theme import scaled

if TYPE_CHECKING:
    from .scene import ReplayScene

OPEN = "All cards open"
SPEEDS = {"½×": 0.5, "1×": 1.0, "2×": 2.0, "4×": 4.0}
#: The bar's margins and the gap between its widgets, the buttons' row's height (pixels at a
#: UI scale of 1).
MARGIN, GAP = 12, 6
ROW = 38                    # the buttons' row's height (pixels)
#: The Review button's width, at the end of the top row beside the slider.
REVIEW_WIDTH = 96


def bar_height(window: tuple[int, int], scale: float = 1.0) -> int:
    """The bar's height in a window of size ``window`` at the UI's ``scale``: two rows."""
    return scaled(88 if window[1] >= scaled(700, scale) else 80, scale)


def seat_choice(number: int, name: str) -> str:
    """A seat in the "whose eyes" list: ``"2. Ada"`` (names may repeat)."""
    return f"{number + 1}. {name}"


class ReplayBar:
    """The controls of ``scene`` (a :class:`~.scene.ReplayScene`): its widgets while built
    (``buttons`` by name: ``start``, ``back``, ``play``, ``next``, ``end``, ``review``,
    ``branch``, ``leave``; ``slider``; the drop-downs ``chapters``, ``speed`` and ``eyes``)."""

    def __init__(self, scene: "ReplayScene") -> None:
        self.scene = scene
        self.buttons: dict[str, UIButton] = {}
        self.slider: UIHorizontalSlider | None = None
        self.chapters: UIDropDownMenu | None = None
        self.speed: UIDropDownMenu | None = None
        self.eyes: UIDropDownMenu | None = None
        self._pressed: dict[UIButton, Callable[[], None]] = {}
        self._chosen: dict[UIDropDownMenu, Callable[[str], None]] = {}
        self._shown: tuple = ()

    @property
    def replay(self):
        return self.scene.replay

    # -- widgets ------------------------------------------------------------------------------
    def _chapter_names(self) -> list[str]:
        """The chapters' labels, made unique (a drop-down's options must be)."""
        names: list[str] = []
        for chapter in self.replay.chapters:
            name = chapter.label
            while name in names:
                name += " "
            names.append(name)
        return names

    def _eyes_names(self) -> list[str]:
        replay = self.replay
        names = [seat_choice(i, replay.seats[i].name) for i in replay.seats_shown()]
        return names + [OPEN] if replay.finished else names

    def build(self, manager) -> list:
        """The widgets for the current window size."""
        scene, replay = self.scene, self.replay
        scale = scene.app.ui_scale
        width, height = scene.app.size
        margin, gap, high = scaled(MARGIN, scale), scaled(GAP, scale), scaled(ROW, scale)
        top = height - bar_height(scene.app.size, scale)
        self.buttons, self._pressed, self._chosen = {}, {}, {}
        elements: list = []
        text_w = min(scaled(380, scale), width // 3)
        self.slider = UIHorizontalSlider(
            pygame.Rect(margin + text_w, top + scaled(10, scale),
                        width - 2 * margin - text_w - scaled(REVIEW_WIDTH, scale) - gap,
                        scaled(26, scale)),
            replay.step, (0, max(1, replay.length)), manager, click_increment=1)
        if replay.length == 0:
            self.slider.disable()
        elements.append(self.slider)

        unit = max(scaled(38, scale),
                   min(scaled(60, scale), (width - 2 * margin - 15 * gap) // 18))
        row: list = []      # the bottom row's widgets, left to right
        lists: list[UIDropDownMenu] = []
        row_top = top + scaled(42, scale)

        def button(name: str, text: str, units: float, action: Callable[[], None],
                   tip: str) -> None:
            widget = UIButton(pygame.Rect(0, row_top, -1, high), text, manager,
                              object_id="#secondary_button", tool_tip_text=tip)
            # as wide as its words need ("Play from here" at 800 pixels), else its share
            widget.set_dimensions((max(round(units * unit), widget.rect.width), high))
            self.buttons[name] = widget
            self._pressed[widget] = action
            row.append(widget)

        def dropdown(options: list[str], current: str, units: float,
                     chosen: Callable[[str], None]) -> UIDropDownMenu:
            widget = UIDropDownMenu(options, current,
                                    pygame.Rect(0, row_top, round(units * unit), high), manager)
            self._chosen[widget] = chosen
            row.append(widget)
            lists.append(widget)
            return widget

        button("start", "|<", 1, lambda: self._go(0), "To the start (Home)")
        button("back", "<", 1, lambda: self._go(replay.step - 1), "One move back (Left)")
        button("play", "Pause", 1.6, scene.toggle_play,    # as wide as its longer word
               "Play or pause (Space)")
        button("next", ">", 1, self._next, "One move on (Right)")
        button("end", ">|", 1, lambda: self._go(replay.length), "To the end (End)")
        names = self._chapter_names()
        self.chapters = dropdown(names, names[replay.chapter()], 3.2, self._chapter)
        rate = next(t for t, r in SPEEDS.items() if r == scene.rate)
        self.speed = dropdown(list(SPEEDS), rate, 1.4, lambda t: scene.set_rate(SPEEDS[t]))
        eyes = self._eyes_names()
        current = OPEN if scene.viewpoint.open_cards else \
            seat_choice(scene.viewer, replay.seats[scene.viewer].name)
        self.eyes = dropdown(eyes, current, 3.2, self._eyes)
        if len(eyes) == 1:
            self.eyes.disable()
        if replay.finished:
            button("branch", "Play from here", 3.0, scene.play_from_here,
                   "A new game from this move, against the AI")
            if replay.step >= replay.length:
                self.buttons["branch"].disable()
        button("leave", "Leave", 1.6, scene.leave_replay, "Back (Esc)")
        self._fit_row(row, lists, width, margin, gap)
        elements += row
        review = UIButton(pygame.Rect(width - margin - scaled(REVIEW_WIDTH, scale),
                                      top + scaled(10, scale), scaled(REVIEW_WIDTH, scale),
                                      scaled(28, scale)),
                          "Review", manager, object_id="#secondary_button",
                          tool_tip_text="Each of the player's decisions searched again (R)")
        self.buttons["review"] = review
        self._pressed[review] = scene.open_review
        elements.append(review)
        self._shown = self._state()
        self.sync()
        return elements

    @staticmethod
    def _fit_row(row: list, lists: list[UIDropDownMenu], width: int, margin: int,
                 gap: int) -> None:
        """Lay ``row`` out left to right, ``gap`` pixels apart, centred in ``width`` pixels
        within ``margin``, the drop-downs (in ``lists``) narrowed alike where the row would be
        wider (down to half)."""
        need = sum(w.rect.width for w in row) + gap * (len(row) - 1)
        over = need - (width - 2 * margin)
        if over > 0:
            share = sum(w.rect.width for w in lists)
            keep = max(0.5, 1 - over / share)
            for widget in lists:
                widget.set_dimensions((round(widget.rect.width * keep), widget.rect.height))
            need = sum(w.rect.width for w in row) + gap * (len(row) - 1)
        x = max(margin, (width - need) // 2)
        for widget in row:
            widget.set_relative_position((x, widget.relative_rect.y))
            x += widget.rect.width + gap

    def _state(self) -> tuple:
        """What the built widgets show that only a rebuild changes."""
        replay = self.replay
        return (replay.chapter(), replay.step >= replay.length, self.scene.viewer,
                self.scene.viewpoint.open_cards)

    def sync(self) -> None:
        """Keep the widgets in step with the replay (once a frame): the slider, the play
        button's word, what may be pressed; a rebuild when the chapter or the end changed."""
        scene, replay = self.scene, self.replay
        if not self.buttons or not self.buttons["play"].alive():
            return
        if self._state() != self._shown:
            scene.rebuild()
            return
        self.buttons["play"].set_text("Pause" if scene.playing else "Play")
        if self.slider is not None and self.slider.get_current_value() != replay.step:
            self.slider.set_current_value(replay.step)
        for name, enabled in (("start", replay.step > 0), ("back", replay.step > 0),
                              ("next", replay.step < replay.length),
                              ("end", replay.step < replay.length)):
            widget = self.buttons[name]
            if enabled and not widget.is_enabled:
                widget.enable()
            elif not enabled and widget.is_enabled:
                widget.disable()

    # -- what the controls do -----------------------------------------------------------------
    def _go(self, step: int) -> None:
        """Jump to ``step`` (a pause first)."""
        self.scene.playing = False
        self.scene.step_to(step)

    def _next(self) -> None:
        self.scene.playing = False
        self.scene.forward()

    def _chapter(self, name: str) -> None:
        self._go(self.replay.chapters[self._chapter_names().index(name)].step)

    def _chapters_by(self, direction: int) -> None:
        """Up/Down: the start of this chapter (or the one before), or the next one."""
        replay = self.replay
        here = replay.chapter()
        if direction < 0:
            start = replay.chapters[here].step
            target = start if replay.step > start else replay.chapters[max(0, here - 1)].step
        else:
            target = replay.chapters[here + 1].step if here + 1 < len(replay.chapters) \
                else replay.length
        self._go(target)

    def _eyes(self, name: str) -> None:
        if name == OPEN:
            self.scene.show_from(self.scene.viewer, open_cards=True)
            return
        seat = next(i for i in self.replay.seats_shown()
                    if seat_choice(i, self.replay.seats[i].name) == name)
        self.scene.show_from(seat)

    def _next_eyes(self) -> None:
        """V: the next seat's view, then (finished games) every card open, then the first."""
        names = self._eyes_names()
        scene = self.scene
        current = OPEN if scene.viewpoint.open_cards else \
            seat_choice(scene.viewer, self.replay.seats[scene.viewer].name)
        self._eyes(names[(names.index(current) + 1) % len(names)])

    def _faster(self, direction: int) -> None:
        """+ and -: the next speed up or down (:data:`SPEEDS`)."""
        rates = list(SPEEDS.values())
        here = rates.index(self.scene.rate)
        self.scene.set_rate(rates[max(0, min(len(rates) - 1, here + direction))])
        self.scene.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The buttons, drop-downs, slider and keys; returns whether ``event`` was used."""
        replay = self.replay
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._pressed:
            self._pressed[event.ui_element]()
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and \
                event.ui_element in self._chosen:
            self._chosen[event.ui_element](event.text)
            return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and \
                event.ui_element is self.slider:
            self._go(int(event.value))
            return True
        if event.type != pygame.KEYDOWN:
            return False
        keys: dict[int, Callable[[], None]] = {
            pygame.K_LEFT: lambda: self._go(replay.step - 1),
            pygame.K_RIGHT: self._next,
            pygame.K_UP: lambda: self._chapters_by(-1),
            pygame.K_DOWN: lambda: self._chapters_by(1),
            pygame.K_PAGEUP: lambda: self._go(replay.moment(-1)),
            pygame.K_PAGEDOWN: lambda: self._go(replay.moment(1)),
            pygame.K_HOME: lambda: self._go(0),
            pygame.K_END: lambda: self._go(replay.length),
            pygame.K_SPACE: self.scene.toggle_play,
            pygame.K_ESCAPE: self.scene.leave_replay,
            pygame.K_v: self._next_eyes,
            pygame.K_r: self.scene.open_review,
            pygame.K_PLUS: lambda: self._faster(1),
            pygame.K_EQUALS: lambda: self._faster(1),
            pygame.K_KP_PLUS: lambda: self._faster(1),
            pygame.K_MINUS: lambda: self._faster(-1),
            pygame.K_KP_MINUS: lambda: self._faster(-1),
        }
        if replay.finished and replay.step < replay.length:
            keys[pygame.K_p] = self.scene.play_from_here
        action = keys.get(event.key)
        if action is None:
            return False
        action()
        return True

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The bar's backing and the words of the position (under the widgets)."""
        scale = self.scene.app.ui_scale
        pygame.draw.rect(surface, tint((9, 31, 21)), rect)
        pygame.draw.line(surface, panels.GOLD, rect.topleft, rect.topright, 2)
        words = panels.fit(self.replay.where(), scaled(17, scale),
                           min(scaled(380, scale), rect.width // 3) - scaled(GAP, scale),
                           colour=panels.GOLD_LIGHT, bold=True)
        surface.blit(words, words.get_rect(midleft=(scaled(MARGIN, scale),
                                                    rect.top + scaled(23, scale))))
