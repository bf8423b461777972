"""The rules of a game, from its markdown-ish text, in a scrolling text box."""

from __future__ import annotations

import math
import re
from html import escape
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextBox

from ...rules import GAMES, find_game
from ..theme import scaled
from .base import OverlayScene

if TYPE_CHECKING:
    from ..shell import App

#: The font sizes of the headings and of the text, in pixels at a UI scale of 1; the keys'
#: headings.
HEADING_SIZES = {1: 28, 2: 22, 3: 19}
HEADING_COLOUR = "#E6C463"
BODY_SIZE = 17
KEYS_HEADING_SIZE = 18


#: Keys that scroll the rules: how many pages each moves the text.
SCROLL_KEYS = {pygame.K_UP: -0.1, pygame.K_DOWN: 0.1, pygame.K_PAGEUP: -0.9,
               pygame.K_PAGEDOWN: 0.9, pygame.K_HOME: -math.inf, pygame.K_END: math.inf}


def scroll_text(box: UITextBox, pages: float) -> None:
    """Scroll ``box`` by ``pages`` of its height (negative: up; ±inf: to an end)."""
    bar = box.scroll_bar
    if bar is None:
        return
    page = bar.visible_percentage
    bar.set_scroll_from_start_percentage(
        min(max(bar.start_percentage + pages * page, 0.0), 1.0 - page))


class TextPanelScene(OverlayScene):
    """A scrolling text (:meth:`html`) under a heading (:attr:`heading`) with a Back button, in
    a panel :attr:`width` wide over the dimmed screen: the arrows, Page Up/Down, Home and End
    scroll it (:data:`SCROLL_KEYS`), Esc, Enter or :meth:`closes` keys close it; it opens at
    the top, or at the end with :attr:`from_end`; :attr:`band` pixels (at a UI scale of 1)
    are left under the text for what a scene draws there."""

    veil = 190
    heading = ""
    width = 760
    from_end = False
    band = 0

    def html(self) -> str:
        raise NotImplementedError

    def closes(self, event: pygame.event.Event) -> bool:
        """Whether the key pressed closes the panel besides Esc (Enter by default)."""
        return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        preload_fonts(self.app.manager, self.app.ui_scale)
        self.panel = pygame.Rect(0, 0, min(px(self.width), width - px(40)),
                                 min(px(740), height - px(32)))
        self.panel.center = (width // 2, height // 2)
        inner = self.panel.inflate(-px(48), 0)
        self.label(self.heading, pygame.Rect(inner.left, self.panel.top + px(14), inner.width,
                                             px(50)), "#heading")
        box = pygame.Rect(inner.left, self.panel.top + px(70), inner.width,
                          self.panel.height - px(150 + self.band))
        self.text = self.add(UITextBox(self.html(), box, self.app.manager))
        if self.from_end:
            scroll_text(self.text, math.inf)
        back = pygame.Rect(0, box.bottom + px(14 + self.band), px(200), px(50))
        back.centerx = self.panel.centerx
        self.button("Back", back, self.back)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            scroll_text(self.text, SCROLL_KEYS[event.key])
            return None
        if event.type == pygame.KEYDOWN and self.closes(event):
            self.back()
            return None
        return super().handle_event(event)

def _inline(text: str) -> str:
    """Escape ``text``, turn ``**bold**`` and ``*italic*`` into tags and unquote `` `code` ``."""
    text = escape(text, quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)\*", r"<i>\1</i>", text)
    return re.sub(r"`(.+?)`", r"\1", text)


def _cells(line: str) -> list[str]:
    """The cells of a table row ``| a | b |``."""
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def _rule_row(cells: list[str]) -> bool:
    """Whether a table row is the rule under its heading (``|---|:---:|``)."""
    return all(re.fullmatch(r":?-+:?", cell) for cell in cells)


def _table_line(heads: list[str], cells: list[str]) -> str:
    """A table row as a line: its first cell in bold, then each other cell after its
    column's heading (``heads``)."""
    rest = ", ".join(f"{h} {c}" for h, c in zip(heads[1:], cells[1:]))
    return f"• <b>{_inline(cells[0])}</b>: {_inline(rest)}"


def markdown_to_html(text: str, scale: float = 1.0) -> str:
    """The subset of markdown our rules use (``#`` headings, ``-``/``*``/``1.`` lists,
    paragraphs with wrapped lines, bold, italic, tables) as pygame-gui's HTML-ish text, its
    headings' sizes (:data:`HEADING_SIZES`) at the UI's ``scale``. A table (which pygame-gui
    cannot draw) becomes a line per row: its first cell in bold, then each other cell after
    its column's heading.

    >>> markdown_to_html("## Play\\n- Follow **suit**\\n  if you can.")
    '<font pixel_size=22 color=#E6C463><b>Play</b></font><br>• Follow <b>suit</b> if you can.'
    >>> markdown_to_html("| card | speed | cost |\\n|---|---|---|\\n| Page | 10 | 1 |")
    '• <b>Page</b>: speed 10, cost 1'
    """
    blocks: list[str] = []
    current: list[str] = []
    heads: list[str] = []

    def flush() -> None:
        if current:
            blocks.append(_inline(" ".join(current)))
            current.clear()

    for raw in text.splitlines():
        line = raw.strip()
        heading = re.match(r"(#{1,6})\s+(.*)", line)
        item = re.match(r"([-*]|\d+\.)\s+(.*)", line)
        if line.startswith("|"):
            flush()
            cells = _cells(line)
            if not heads:
                heads = cells
            elif not _rule_row(cells):
                blocks.append(_table_line(heads, cells))
            continue
        heads = []
        if not line:
            flush()
            blocks.append("")
        elif heading:
            flush()
            size = scaled(HEADING_SIZES.get(len(heading.group(1)), BODY_SIZE), scale)
            blocks.append(f"<font pixel_size={size} color={HEADING_COLOUR}>"
                          f"<b>{_inline(heading.group(2))}</b></font>")
        elif item:
            flush()
            bullet = "•" if item.group(1) in "-*" else item.group(1)
            current.append(f"{bullet} {item.group(2)}")
        else:
            current.append(line)
    flush()
    html = re.sub(r"(<br>){3,}", "<br><br>", "<br>".join(blocks))
    return re.sub(r"^(<br>)+|(<br>)+$", "", html)


def preload_fonts(manager, scale: float) -> None:
    """Load the styled fonts the rules text (and the keys' and the log's) uses at the UI's
    ``scale``, so pygame-gui need not load them mid-frame."""
    fonts = manager.get_theme().get_font_dictionary()
    wanted = [(BODY_SIZE, False, True), (KEYS_HEADING_SIZE, True, False)] + [
        (size, True, False) for size in (BODY_SIZE, *HEADING_SIZES.values())]
    for unscaled, bold, italic in wanted:
        size = scaled(unscaled, scale)
        if not fonts.check_font_preloaded(fonts.create_font_id(size, "noto_sans", bold, italic)):
            fonts.preload_font(size, "noto_sans", bold, italic)


class RulesScene(OverlayScene):
    """The rules of ``game_name`` (``Game.rules_text()``) with a Back button; Esc closes, the
    arrows and Page Up/Down, Home and End scroll (:data:`SCROLL_KEYS`). With
    ``choose`` (from the main menu) a drop-down shows the rules of any game at the table.
    Raises ``KeyError`` for an unknown game."""

    veil = 200

    def __init__(self, app: "App", game_name: str, choose: bool = False) -> None:
        super().__init__(app)
        self.choose = choose
        self._show(find_game(game_name).spec.title)

    def _show(self, title: str) -> None:
        self.game = next(g for g in GAMES.values() if g.spec.title == title)

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        preload_fonts(self.app.manager, self.app.ui_scale)
        self.html = markdown_to_html(self.game.rules_text(), self.app.ui_scale)
        self.panel = pygame.Rect(px(20), px(16), width - px(40), height - px(32))
        inner = self.panel.inflate(-max(px(48), self.panel.width - px(960)), 0)
        heading = pygame.Rect(inner.left, self.panel.top + px(14), inner.width, px(50))
        if self.choose:
            picker = pygame.Rect(0, heading.top + px(8), px(220), px(40))
            picker.right = heading.right
            heading.width -= picker.width
            self.dropdown([g.spec.title for g in GAMES.values()], self.game.spec.title, picker,
                          self._pick)
        self.label(f"Rules of {self.game.spec.title}", heading, "#heading")
        box = pygame.Rect(inner.left, self.panel.top + px(72), inner.width,
                          self.panel.height - px(160))
        self.text = self.add(UITextBox(self.html, box, self.app.manager))
        back = pygame.Rect(0, box.bottom + px(16), px(200), px(50))
        back.centerx = self.panel.centerx
        self.button("Back", back, self.back)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The arrows, Page Up/Down, Home and End scroll the text (Tab moves the focus)."""
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[event.key])
            return None
        return super().handle_event(event)

    def scroll(self, pages: float) -> None:
        """Scroll the text by ``pages`` of its box (:func:`scroll_text`)."""
        scroll_text(self.text, pages)

    def _pick(self, title: str) -> None:
        self._show(title)
        self.clear()
        self.build()
