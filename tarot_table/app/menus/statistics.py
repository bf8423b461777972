"""The statistics screen: one card per game drawn on the felt, with its figures and a small
chart, and a card for all games together (:mod:`tarot_table.stats` counts them)."""

from __future__ import annotations

import logging
import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ... import stats
from ...ai import AGENT_SPECS
from ...rules import GAMES
from ..draw import panels
from ..draw.felt import chosen, shade
from ..draw.panels import CREAM, GOLD, GOLD_LIGHT, MUTED, WINE
from ..draw.words import level_name as ai_level_name
from .base import MenuScene, game_title, saved_when

if TYPE_CHECKING:
    from ..shell import App

log = logging.getLogger(__name__)

#: The key of the card for every game together.
ALL = ""
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ZERO_LINE = (120, 132, 112)
CARD_FILL = (9, 31, 21, 215)
#: The font size of the lines under the cards, in pixels at a UI scale of 1.
DETAIL_SIZE = 16
DETAIL_LINES = 3
FOCUS_FILL = (34, 44, 22, 230)


def chart_name(name: str) -> str:
    """A game's name under its bar: its title's last word.

    >>> chart_name("combat"), chart_name("tarocchi")
    ('Combat', 'Tarocchi')
    """
    return game_title(name).split()[-1]


def level_name(level: str) -> str:
    """An AI level as the screen names it.

    >>> level_name("heuristic"), level_name(stats.MIXED), level_name(stats.NO_AI)
    ('Normal', 'Mixed levels', 'No AI')
    """
    return {stats.MIXED: "Mixed levels", stats.NO_AI: "No AI"}.get(level, ai_level_name(level))


def percent(rate: float | None) -> str:
    """``0.4167`` → ``"42%"``; ``None`` (no game) → ``"–"``."""
    return "–" if rate is None else f"{rate:.0%}"


def streak_text(streak: stats.Streak | None) -> str:
    """``"3 wins"``, ``"1 loss"``, ``"none"``."""
    if streak is None:
        return "none"
    word = ("win" if streak.won else "loss") + ("" if streak.length == 1 else
                                                ("s" if streak.won else "es"))
    return f"{streak.length} {word}"


def score_text(value: float) -> str:
    """A score as shown: whole numbers without decimals, others to one decimal."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def minutes_text(seconds: float) -> str:
    """``754.0`` → ``"13 min"``; under a minute ``"45 s"``."""
    return f"{round(seconds)} s" if seconds < 60 else f"{round(seconds / 60)} min"


@lru_cache(maxsize=16)
def _card_board(size: tuple[int, int], focused: bool, felt: str, radius: int
                ) -> pygame.Surface:
    """A game's card: a dark board of the table colour ``felt`` with a thin gold edge and
    corners of ``radius`` pixels, warmer and brightly edged when focused."""
    board = pygame.Surface(size, pygame.SRCALPHA)
    rect = board.get_rect()
    pygame.draw.rect(board, FOCUS_FILL if focused else shade(CARD_FILL, felt), rect,
                     border_radius=radius)
    pygame.draw.rect(board, GOLD_LIGHT if focused else (*GOLD, 150), rect,
                     width=3 if focused else 1, border_radius=radius)
    return board


class StatisticsScene(MenuScene):
    """Every game offered at the table (and any other with results) as a card: games played,
    won and the win rate, the current and longest streaks, best and mean scores, the time a
    game takes, and a chart of the last :data:`stats.RECENT` scores (gold: won); first a card
    for all games with a chart of games played and won per game. The focused card (Tab,
    Shift+Tab, arrows, the mouse) shows its results per AI level below the cards; Enter on Back
    or Esc returns. Problems with the statistics file, and notices it keeps, are shown once in
    a message window."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.loaded = stats.load()
        self.summary = stats.summarise(self.loaded.results, list(GAMES), AGENT_SPECS)
        self.keys = [ALL, *self.summary.games]
        self.focus = 0
        self.cards: list[pygame.Rect] = []
        self.columns = 1
        self.detail = pygame.Rect(0, 0, 0, 0)
        self.back_button = None

    # lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        unseen = [n for n in self.loaded.notices if not n.shown]
        problems = [*self.loaded.problems, *(n.message for n in unseen)]
        if problems:
            self.message("Statistics", "\n\n".join(problems))
        if unseen:
            try:
                stats.mark_notices_shown([n.id for n in unseen], self.loaded.path)
            except stats.StatsError as exc:
                log.warning("%s", exc)

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        self.panel = pygame.Rect(px(20), px(16), width - px(40), height - px(32))
        inner = self.panel.inflate(-px(40), 0)
        self.label("Statistics", pygame.Rect(inner.left, self.panel.top + px(12), inner.width,
                                             px(48)), "#heading")
        self.label("Each human seat of a finished game counts once; AI-only games are not "
                   "counted.",
                   pygame.Rect(inner.left, self.panel.top + px(58), inner.width, px(26)),
                   "#subtitle")
        back = pygame.Rect(0, self.panel.bottom - px(66), px(200), px(50))
        back.centerx = self.panel.centerx
        self.back_button = self.button("Back", back, self.back)
        lines = DETAIL_LINES * (px(DETAIL_SIZE) + px(6))
        self.detail = pygame.Rect(inner.left, back.top - px(8) - lines, inner.width, lines)
        grid = pygame.Rect(inner.left, self.panel.top + px(94), inner.width,
                           self.detail.top - px(8) - (self.panel.top + px(94)))
        count = len(self.keys)
        self.columns = 3 if count > 4 else 2
        rows = math.ceil(count / self.columns)
        gap = px(14)
        card_w = (grid.width - gap * (self.columns - 1)) // self.columns
        card_h = (grid.height - gap * (rows - 1)) // rows
        self.cards = [pygame.Rect(grid.left + (i % self.columns) * (card_w + gap),
                                  grid.top + (i // self.columns) * (card_h + gap),
                                  card_w, card_h) for i in range(count)]
        self._show_focus()

    # input ----------------------------------------------------------------------------------
    @property
    def on_back(self) -> bool:
        """Whether the focus is on the Back button (after the cards)."""
        return self.focus == len(self.keys)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and not self._open_dialogs():
            if self._key(event):
                return None
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            for i, card in enumerate(self.cards):
                if card.collidepoint(event.pos) and self.focus != i:
                    self.move_focus(i)
        return super().handle_event(event)

    def _key(self, event: pygame.event.Event) -> bool:
        """Move the focus or press Back for a key; whether the key was used."""
        last = len(self.keys)
        if event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.move_focus((self.focus + step) % (last + 1))
        elif event.key in (pygame.K_RIGHT, pygame.K_LEFT) and not self.on_back:
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.move_focus(min(max(self.focus + step, 0), last - 1))
        elif event.key in (pygame.K_DOWN, pygame.K_UP):
            self.move_focus(self._row_step(event.key == pygame.K_DOWN))
        elif event.key in ACTIVATE_KEYS and self.on_back:
            self.back()             # back to the menu beneath, as Esc
        else:
            return False
        return True

    def _row_step(self, down: bool) -> int:
        """The focus a row ``down`` (past the last row: Back) or up (from Back: the last
        row's first card; no higher than the first row)."""
        last = len(self.keys)
        if down:
            below = self.focus + self.columns
            return last if self.on_back or below >= last else below
        rows_start = (last - 1) // self.columns * self.columns
        return rows_start if self.on_back else max(self.focus - self.columns,
                                                   self.focus % self.columns)

    def move_focus(self, index: int) -> None:
        """Focus card ``index`` (0: all games), or Back at ``len(keys)``."""
        self.focus = index
        self._show_focus()

    def _show_focus(self) -> None:
        if self.back_button is not None:
            if self.on_back:
                self.back_button.select()
            else:
                self.back_button.unselect()

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for i, (key, card) in enumerate(zip(self.keys, self.cards)):
            self._draw_card(surface, card, key, i == self.focus)
        self._draw_detail(surface)

    def _counted(self, key: str) -> stats.Aggregate:
        return self.summary.total if key == ALL else self.summary.games[key]

    def _draw_card(self, surface: pygame.Surface, rect: pygame.Rect, key: str,
                   focused: bool) -> None:
        counted = self._counted(key)
        px = self.px
        surface.blit(_card_board(rect.size, focused, chosen(), px(12)), rect)
        size = max(px(13), min(px(20), rect.height // 14))
        small = max(px(12), size - px(3))
        x, y, width = rect.left + px(14), rect.top + px(10), rect.width - px(28)
        title = "All games" if key == ALL else game_title(key)
        played = panels.text(f"{counted.games} played", small, MUTED)
        surface.blit(played, played.get_rect(topright=(rect.right - px(14), y + px(4))))
        surface.blit(panels.fit(title, size + px(3), width - played.get_width() - px(10),
                                colour=GOLD_LIGHT, bold=True), (x, y))
        y += size + px(12)
        lines = [f"Won {counted.wins} · {percent(counted.win_rate)}   "
                 f"Streak {streak_text(counted.current)}",
                 f"Longest: {counted.longest_wins} won, {counted.longest_losses} lost"]
        if counted.best_score is not None:
            lines.append(f"Best {score_text(counted.best_score)} · mean "
                         f"{score_text(round(counted.mean_score, 1))} · "
                         f"{minutes_text(counted.mean_seconds)} a game")
        for line in lines:
            surface.blit(panels.fit(line, small, width), (x, y))
            y += small + px(6)
        chart = pygame.Rect(x, y + px(4), width, rect.bottom - y - px(14))
        captioned = chart.height >= 3 * (small + px(6))  # room for a caption under the chart
        if captioned:
            chart.height -= small + px(6)
        if chart.height < px(16):
            return
        if key == ALL:
            caption = "Played and won, per game"
            self._draw_games_chart(surface, chart, small)
        elif counted.games:
            caption = f"Last {len(counted.recent)} scores (gold: won)"
            self._draw_scores_chart(surface, chart, counted.recent)
        else:
            caption = ""
            words = panels.text("No game finished yet", small, MUTED, italic=True)
            surface.blit(words, words.get_rect(center=chart.center))
        if caption and captioned:
            surface.blit(panels.fit(caption, small - 1, width, colour=MUTED, italic=True),
                         (x, chart.bottom + px(4)))

    @staticmethod
    def _draw_scores_chart(surface: pygame.Surface, chart: pygame.Rect,
                           recent: tuple[tuple[bool, float], ...]) -> None:
        """One bar per recent result, from a zero line (negative scores hang below it), gold
        for a win and wine for a loss."""
        values = [score for _, score in recent]
        high, low = max(max(values), 0), min(min(values), 0)
        span = (high - low) or 1
        zero = chart.top + round(chart.height * high / span)
        step = chart.width / stats.RECENT
        bar = max(2, int(step * 0.7))
        for i, (won, score) in enumerate(recent):
            top = chart.top + round(chart.height * (high - score) / span)
            left = chart.left + round(i * step)
            column = pygame.Rect(left, min(top, zero), bar, max(4, abs(zero - top)))
            pygame.draw.rect(surface, GOLD if won else WINE, column, border_radius=2)
            if not won:
                pygame.draw.rect(surface, (150, 60, 76), column, width=1, border_radius=2)
        pygame.draw.line(surface, ZERO_LINE, (chart.left, zero), (chart.right, zero))

    def _draw_games_chart(self, surface: pygame.Surface, chart: pygame.Rect,
                          size: int) -> None:
        """Per game a bar of games played (outlined) filled in gold to the games won, its name
        beneath (:func:`chart_name`); names too wide for their bar's room stand on two rows,
        every other one lower, with twice the room (cut in one row, Tarocchi and Tarot Combat
        would both read "Taro…")."""
        games = list(self.summary.games.items())
        names = [chart_name(name) for name, _ in games]
        step = chart.width / max(len(games), 1)
        rows = 2 if any(panels.font(size - 1).size(n)[0] > step - 4 for n in names) else 1
        label_h = size + 4
        bars = chart.inflate(0, -label_h * rows)
        bars.top = chart.top
        most = max((g.games for _, g in games), default=0) or 1
        bar = max(4, int(step * 0.5))
        pygame.draw.line(surface, ZERO_LINE, (chart.left, bars.bottom), (chart.right, bars.bottom))
        for i, (name, counted) in enumerate(games):
            centre = chart.left + round(step * (i + 0.5))
            tall = round(bars.height * counted.games / most)
            won = round(bars.height * counted.wins / most)
            played = pygame.Rect(centre - bar // 2, bars.bottom - tall, bar, tall)
            if tall:
                pygame.draw.rect(surface, MUTED, played, width=1, border_radius=2)
            if won:
                pygame.draw.rect(surface, GOLD, (played.left, bars.bottom - won, bar, won),
                                 border_radius=2)
            label = panels.fit(names[i], size - 1, int(step * rows) - 4, colour=CREAM)
            surface.blit(label, label.get_rect(midtop=(centre, bars.bottom + 3
                                                       + (i % rows) * label_h)))

    def detail_lines(self) -> list[str]:
        """The lines under the cards for the focused one (none on Back): when it was last
        played, then its games won against each AI level, wrapped to the width (at most
        :data:`DETAIL_LINES` lines in all)."""
        if self.on_back:
            return []
        key = self.keys[self.focus]
        counted = self._counted(key)
        title = "All games" if key == ALL else game_title(key)
        if not counted.games:
            return [f"{title}: no game finished yet."]
        lines = [f"{title} · last played {saved_when(counted.last_played)} · won against "
                 "each AI level:"]
        face, current = panels.font(self.px(DETAIL_SIZE)), ""
        for level, count in counted.by_level.items():
            item = f"{level_name(level)} {count.wins} of {count.games} ({percent(count.win_rate)})"
            longer = f"{current} · {item}" if current else item
            if current and face.size(longer)[0] > self.detail.width:
                lines.append(current)
                current = item
            else:
                current = longer
        lines.append(current)
        return lines[:DETAIL_LINES]

    def _draw_detail(self, surface: pygame.Surface) -> None:
        lines = self.detail_lines()
        size = self.px(DETAIL_SIZE)
        for i, words in enumerate(lines):
            line = panels.fit(words, size, self.detail.width,
                              colour=MUTED if i == 0 else CREAM)
            y = self.detail.centery + (i - (len(lines) - 1) / 2) * (size + self.px(6))
            surface.blit(line, line.get_rect(center=(self.detail.centerx, round(y))))
