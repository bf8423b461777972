"""A Tarot Combat tournament's bracket (seed §9 "Tournaments"; :mod:`tarot_table.tournament`):
the rounds as columns, each match with its sides, the games each side has won, the winner in
gold and the losers struck out, a bye marked as such; the champion at the end. The next match
is framed; "Play next game" plays its next game with the entrants' AI agents (a bye settles
itself), or, when a person plays in it, opens it at the table (:mod:`.tournament_game`; the
results screen brings the player back here); "Play to the end" plays every game left (up to a
game with a person); the AI-only games are played by a worker thread on a
copy of the tournament, shown after each game, so that the screen stays live (a game of two
strong AIs takes seconds). The tournament is saved after every game
(:func:`tarot_table.tournament.save`, the saves' atomic recipe), so that it can be left and
resumed from the tournaments screen at any point.

A bracket larger than its area (64 entrants: 32 matches in the first round, seven columns)
keeps every match at a readable size (:data:`COLUMN_MIN`, :func:`slot_min`) and scrolls: the
mouse wheel (with Shift, or a wheel that turns sideways: across), the arrows, Page Up and Page
Down, Home and End (:data:`SCROLL_KEYS`); the rounds' titles and the champion stay in sight,
and bars at the area's edges show what part of the bracket is seen.
"""

from __future__ import annotations

import math
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ... import tournament, tournament_format
from ...tournament_format import Match, TournamentDocument
from ..draw import panels
from ..draw.panels import CREAM, GOLD, GOLD_LIGHT, MUTED
from .base import MenuScene
from .tournament_game import open_at_table
from .tournament_parts import describe, next_match, side_name

if TYPE_CHECKING:
    from ..shell import App

#: The narrowest a round's column is drawn (pixels at a UI scale of 1), and the gap between
#: two columns.
COLUMN_MIN = 190
GAP = 24
#: The height of the rounds' titles over their columns (pixels at a UI scale of 1).
TITLE_H = 28
#: Pixels one turn of the mouse wheel scrolls (at a UI scale of 1).
WHEEL_STEP = 48
#: Keys that scroll the bracket: how many pages of its area each moves it (across, down);
#: ±inf: to an end.
SCROLL_KEYS = {pygame.K_UP: (0.0, -0.1), pygame.K_DOWN: (0.0, 0.1),
               pygame.K_LEFT: (-0.25, 0.0), pygame.K_RIGHT: (0.25, 0.0),
               pygame.K_PAGEUP: (0.0, -0.9), pygame.K_PAGEDOWN: (0.0, 0.9),
               pygame.K_HOME: (-math.inf, -math.inf), pygame.K_END: (math.inf, math.inf)}


def slot_min(sides: int) -> int:
    """The least height (pixels at a UI scale of 1) a match of ``sides`` sides takes in its
    column: a row per side and one for its note, at the smallest size of
    :meth:`BracketScene._draw_match`, and the space between matches."""
    return 18 * (sides + 1) + 14


def _copy(doc: TournamentDocument) -> TournamentDocument:
    return tournament_format.decode(tournament_format.encode(doc))


class BracketScene(MenuScene):
    """The bracket of the tournament ``doc`` saved at ``path`` (see the module docstring).

    Keys: Tab moves between the buttons, Enter presses one, Esc returns; the arrows, Page Up,
    Page Down, Home and End scroll the bracket (:data:`SCROLL_KEYS`)."""

    def __init__(self, app: "App", doc: TournamentDocument, path: Path | None = None) -> None:
        super().__init__(app)
        self.doc = doc
        self.path = path
        self.area = pygame.Rect(0, 0, 0, 0)
        #: How far the bracket is scrolled (pixels across and down).
        self.scroll = [0, 0]
        self._worker: threading.Thread | None = None
        self._latest: TournamentDocument | None = None
        self._stop = threading.Event()
        self._leaving = False
        self._problem: OSError | None = None
        self._game_started = 0.0        # when the worker began the game under way

    def enter(self) -> None:
        try:
            self._advance(self.doc)
        except OSError as exc:
            self._problem = exc
        self.build()
        self._report()

    def _save(self, doc: TournamentDocument) -> None:
        directory = None if self.path is None else self.path.parent
        self.path = tournament.save(doc, directory)

    def _advance(self, doc: TournamentDocument) -> None:
        """Pair the next round of ``doc`` and settle its byes, or name the winner when a round
        is over (saved). Raises ``OSError`` when it cannot be saved."""
        tournament.play(doc, self._save, max_games=0)
        if doc.rounds and doc.winner is None:
            last = len(doc.rounds) - 1
            for index, match in enumerate(doc.rounds[last]):
                if match.bye and match.winner is None:
                    tournament.play_next_game(doc, last, index, self._save)

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        self.panel = pygame.Rect(px(12), px(10), width - px(24), height - px(20))
        self.label("Tournament", pygame.Rect(0, px(14), width, px(52)), "#heading")
        self.subtitle = self.label(describe(self.doc), pygame.Rect(px(30), px(62),
                                                                   width - px(60), px(28)),
                                   "#subtitle")
        self.area = pygame.Rect(px(30), px(100), width - px(60), height - px(190))
        self.scroll_by(0, 0)
        y = height - px(66)
        row = pygame.Rect(0, y, px(200), px(46))
        row.centerx = width // 2 - px(220)
        self.button("Back", row.copy(), self.back, object_id="#secondary_button")
        row.x += px(220)
        self.next_button = self.button("Play next game", row.copy(), self.play_next)
        row.x += px(220)
        self.end_button = self.button("Play to the end", row.copy(), self.play_to_end,
                                      object_id="#secondary_button")
        self._show_state()

    # actions --------------------------------------------------------------------------------
    def play_next(self) -> None:
        """Play the next game of the next match (saved after it), then pair the next round
        when this one is over; a game with a person is opened at the table."""
        if self._human_next():
            at = next_match(self.doc)
            problem = open_at_table(self.app, self.doc, *at, self._save)
            if problem is not None:
                self.message("Tournament game", problem)
            return
        self._play(max_games=1)

    def _human_next(self) -> bool:
        """Whether the next game is one a person plays in."""
        at = next_match(self.doc)
        return at is not None and tournament.has_human(self.doc, self.doc.rounds[at[0]][at[1]])

    def play_to_end(self) -> None:
        """Play every game left, to the champion."""
        self._play(max_games=None)

    @property
    def playing(self) -> bool:
        """Whether games are being played (by a worker thread: the screen stays live)."""
        return self._worker is not None

    def _play(self, max_games: int | None) -> None:
        if self.playing or self.doc.winner is not None or self._human_next():
            return
        self._stop.clear()
        self._game_started = time.monotonic()
        self._worker = threading.Thread(target=self._run, args=(_copy(self.doc), max_games),
                                        name="tournament", daemon=True)
        self._worker.start()
        self._show_state()

    def _run(self, doc: TournamentDocument, max_games: int | None) -> None:
        """The worker: play ``max_games`` games (``None``: to the champion) on ``doc``, a copy,
        handing a copy to the screen after each; stop early when asked (Back)."""
        try:
            while doc.winner is None and not self._stop.is_set() and (
                    max_games is None or max_games > 0):
                at = next_match(doc)
                if at is not None and tournament.has_human(doc, doc.rounds[at[0]][at[1]]):
                    break                       # a person plays the next game
                self._game_started = time.monotonic()
                tournament.play(doc, self._save, max_games=1)
                self._advance(doc)
                self._latest = _copy(doc)
                if max_games is not None:
                    max_games -= 1
        except OSError as exc:
            self._problem = exc

    def update(self, dt: float) -> None:
        changed = False
        latest, self._latest = self._latest, None
        if latest is not None:
            self.doc, changed = latest, True
        if self._worker is not None and not self._worker.is_alive():
            self._worker, changed = None, True
            if self._latest is not None:
                self.doc, self._latest = self._latest, None
            if self._leaving:
                super().back()
                return
        if changed or self.playing:     # while a game is played: its seconds tick
            self._show_state()
        if changed:
            self._report()

    def next_change(self) -> float | None:
        """While games are played: 0 once one is over (or all are), else when the game's
        seconds tick on; ``None`` otherwise."""
        if self._worker is None:
            return None
        if self._latest is not None or not self._worker.is_alive():
            return 0.0
        return 1.0 - (time.monotonic() - self._game_started) % 1.0

    def leave(self) -> None:
        self._stop.set()        # the game under way ends and is saved; no other starts
        super().leave()

    def wait(self) -> None:
        """Wait for the games under way (tests, and leaving)."""
        if self._worker is not None:
            self._worker.join()
        self.update(0.0)

    def _report(self) -> None:
        if self._problem is not None:
            problem, self._problem = self._problem, None
            self.message("Not saved", f"The tournament could not be saved: "
                                      f"{problem.strerror or problem}")

    def back(self) -> None:
        """Esc or Back: leave; while a game is being played, once it ends (it is saved)."""
        if self.playing:
            self._stop.set()
            self._leaving = True
            self._show_state()
            return
        super().back()

    def _under_way(self) -> str:
        """The game being played, in words: its match's sides, the round, its number in the
        match and the seconds it has taken so far."""
        at = next_match(self.doc)
        if at is None:
            return f"Playing… {describe(self.doc)}"
        match = self.doc.rounds[at[0]][at[1]]
        sides = " against ".join(side_name(self.doc, side) for side in match.sides)
        seconds = int(time.monotonic() - self._game_started)
        return (f"Playing {sides} · round {at[0] + 1}, game {len(match.games) + 1} · "
                f"{seconds} s")

    def _show_state(self) -> None:
        """Say where the tournament stands; no game to start while one is played, nor once
        the tournament has its champion (the buttons stay where they are, under the pointer,
        for the next click)."""
        if not self.subtitle.alive():
            return
        human = not self.playing and self._human_next()
        words = self._state_words(human)
        if self.subtitle.text != words:
            self.subtitle.set_text(words)
        label = "Play at the table" if human else "Play next game"
        if self.next_button.text != label:
            self.next_button.set_text(label)
        stopped = self.playing or self.doc.winner is not None
        for button, off in ((self.next_button, stopped), (self.end_button, stopped or human)):
            if off:
                button.disable()
            else:
                button.enable()

    def _state_words(self, human: bool) -> str:
        """Where the tournament stands, in words: leaving, the game under way, the player's
        own game next or under way (``human``), else the tournament described."""
        if human:
            return ("Your game is next: " if self.doc.playing is None else
                    "Your game is under way: ") + describe(self.doc)
        if self._leaving:
            return "Leaving once this game ends (it is saved)…"
        return self._under_way() if self.playing else describe(self.doc)

    # scrolling ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            across, down = SCROLL_KEYS[event.key]
            self.scroll_pages(across, down)
            return None
        if event.type == pygame.MOUSEWHEEL:
            across, down = -event.x, -event.y
            if pygame.key.get_mods() & pygame.KMOD_SHIFT:
                across, down = down, across
            self.scroll_by(across * self.px(WHEEL_STEP), down * self.px(WHEEL_STEP))
            return None
        return super().handle_event(event)

    def layout(self) -> tuple[float, tuple[int, int]]:
        """The width of a round's column and the size of the whole bracket (pixels): the
        columns share the area's width, but none is narrower than :data:`COLUMN_MIN`; each
        round's matches share the area's height under the titles, but none is lower than
        :func:`slot_min`."""
        px = self.px
        columns = tournament.round_count(self.doc) + 1
        gap = px(GAP)
        width = max(px(COLUMN_MIN), (self.area.width - gap * (columns - 1)) / columns)
        high = max((len(matches) * px(slot_min(max(len(m.sides) for m in matches)))
                    for matches in self.doc.rounds if matches), default=0)
        return width, (math.ceil(columns * width + gap * (columns - 1)),
                       max(self.area.height, px(TITLE_H) + high))

    def scroll_by(self, across: float, down: float) -> None:
        """Scroll the bracket by ``across`` and ``down`` pixels, within its bounds."""
        _, (wide, high) = self.layout()
        self.scroll = [round(min(max(self.scroll[0] + across, 0), wide - self.area.width)),
                       round(min(max(self.scroll[1] + down, 0), high - self.area.height))]

    def scroll_pages(self, across: float, down: float) -> None:
        """Scroll by ``across`` and ``down`` pages of the area (±inf: to an end)."""
        self.scroll_by(_pages(across, self.area.width), _pages(down, self.area.height))

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        px = self.px
        width, (wide, high) = self.layout()
        gap, title_h = px(GAP), px(TITLE_H)
        total = tournament.round_count(self.doc)
        upcoming = next_match(self.doc)
        left = self.area.left - self.scroll[0]
        body = pygame.Rect(self.area.left, self.area.top + title_h, self.area.width,
                           self.area.height - title_h)
        kept = surface.get_clip()
        surface.set_clip(self.area.clip(kept))
        for r in range(total + 1):
            self._draw_title(surface, r, left + round(r * (width + gap)), width, body.top)
        x = left + round(total * (width + gap))
        self._draw_champion(surface, pygame.Rect(x, body.centery - px(30), int(width), px(60)))
        surface.set_clip(body.clip(kept))
        top = body.top - self.scroll[1]
        for r, matches in enumerate(self.doc.rounds):
            x = left + round(r * (width + gap))
            slot = (high - title_h) / max(len(matches), 1)
            for i, match in enumerate(matches):
                y = top + slot * i
                if y > body.bottom or y + slot < body.top:
                    continue
                lines = max(len(match.sides), 1) + 1
                box_h = min(slot - px(8), px(22) * lines + px(12))
                box = pygame.Rect(x, round(y + (slot - box_h) / 2), int(width), int(box_h))
                self._draw_match(surface, box, match, (r, i) == upcoming)
        surface.set_clip(kept)
        across = pygame.Rect(self.area.left, self.area.bottom + px(4), self.area.width, px(6))
        down = pygame.Rect(self.area.right + px(4), body.top, px(6), body.height)
        panels.scroll_bar(surface, across, 0, wide, self.area.width, self.scroll[0])
        panels.scroll_bar(surface, down, 1, high - title_h, body.height, self.scroll[1])

    def _draw_title(self, surface: pygame.Surface, r: int, x: int, width: float,
                    top: int) -> None:
        """Over the column of round ``r`` (from ``x``, ``width`` wide) its title, the last
        column's "Champion"; under the title of a round not paired yet (from ``top``) when
        it will be."""
        px, total = self.px, tournament.round_count(self.doc)
        words, colour = (("Champion", GOLD_LIGHT) if r == total else
                         (f"Round {r + 1}", GOLD_LIGHT if r < len(self.doc.rounds) else MUTED))
        title = panels.text(words, px(17), colour, bold=True)
        surface.blit(title, title.get_rect(midtop=(x + width / 2, self.area.top)))
        if len(self.doc.rounds) <= r < total:
            words = panels.fit_rows("paired when the round before ends", px(14),
                                    int(width) - px(8), px(12), colour=MUTED, italic=True)
            surface.blit(words, words.get_rect(midtop=(x + width / 2, top + px(2))))

    def _draw_champion(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The champion's box: its name, lit, or "to be decided"."""
        px, winner = self.px, self.doc.winner
        panels.panel(surface, box, active=winner is not None)
        words = side_name(self.doc, self.doc.units[winner]) if winner is not None else \
            "to be decided"
        text = panels.fit(words, px(17), box.width - px(16),
                          colour=GOLD_LIGHT if winner is not None else MUTED,
                          bold=winner is not None, italic=winner is None)
        surface.blit(text, text.get_rect(center=box.center))

    def _draw_match(self, surface: pygame.Surface, box: pygame.Rect, match: Match,
                    upcoming: bool) -> None:
        px = self.px
        panels.panel(surface, box, active=upcoming)
        size = max(px(12), min(px(16), box.height // (len(match.sides) + 2)))
        line = size + px(6)
        y = box.top + px(6)
        for k in range(len(match.sides)):
            self._draw_side(surface, box, match, k, y, size)
            y += line
        words = panels.fit(_match_note(match, upcoming), size - px(2), box.width - px(20),
                           colour=GOLD if upcoming else MUTED, italic=True)
        if y + words.get_height() <= box.bottom:
            surface.blit(words, (box.left + px(10), y))

    def _draw_side(self, surface: pygame.Surface, box: pygame.Rect, match: Match, k: int,
                   y: int, size: int) -> None:
        """Side ``k`` of ``match`` in its ``box`` at ``y`` (``size`` px text): its name (the
        winner's lit, a loser's struck out) and, but for a bye, the games it won."""
        px = self.px
        line = size + px(6)
        won = sum(1 for g in match.games if g.winner == k)
        colour = CREAM if match.winner is None else GOLD_LIGHT if match.winner == k else MUTED
        name = panels.fit(side_name(self.doc, match.sides[k]), size, box.width - px(50),
                          colour=colour, bold=match.winner == k)
        surface.blit(name, (box.left + px(10), y))
        if match.winner is not None and match.winner != k:
            pygame.draw.line(surface, MUTED, (box.left + px(10), y + line // 2 - 2),
                             (box.left + px(10) + name.get_width(), y + line // 2 - 2))
        if not match.bye:
            score = panels.text(str(won), size, colour, bold=True)
            surface.blit(score, score.get_rect(topright=(box.right - px(12), y)))


def _match_note(match: Match, upcoming: bool) -> str:
    """What a match's box says under its sides: a bye, the games a decided match took (and
    whether the last one ended at the time limit), the next game of the ``upcoming`` one,
    else that it is to be played."""
    if match.bye:
        return "bye: a win without a game"
    if match.winner is not None:
        ended = " (time limit)" if match.games and match.games[-1].ended != "finished" else ""
        return f"{len(match.games)} game{'s' if len(match.games) != 1 else ''}{ended}"
    return f"next: game {len(match.games) + 1}" if upcoming else "to play"


def _pages(pages: float, page: int) -> float:
    """``pages`` of ``page`` pixels (±inf stays ±inf: to an end)."""
    return pages if math.isinf(pages) else pages * page
