"""A Tarot Combat tournament's bracket (seed §9 "Tournaments"; :mod:`tarot_table.tournament`):
the rounds as columns, each match with its sides, the games each side has won, the winner in
gold and the losers struck out, a bye marked as such; the champion at the end. The next match
is framed; "Play next game" plays its next game with the entrants' AI agents (a bye settles
itself), "Play to the end" plays every game left. The tournament is saved after every game
(:func:`tarot_table.tournament.save`, the saves' atomic recipe), so that it can be left and
resumed from the tournaments screen at any point.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ... import tournament
from ...tournament_format import Match, TournamentDocument
from ..draw import panels
from ..draw.panels import CREAM, GOLD, GOLD_LIGHT, MUTED
from .base import MenuScene
from .tournament_parts import describe, next_match, round_count, side_name

if TYPE_CHECKING:
    from ..shell import App

class BracketScene(MenuScene):
    """The bracket of the tournament ``doc`` saved at ``path`` (see the module docstring).

    Keys: Tab moves between the buttons, Enter presses one, Esc returns."""

    def __init__(self, app: "App", doc: TournamentDocument, path: Path | None = None) -> None:
        super().__init__(app)
        self.doc = doc
        self.path = path
        self.area = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self._advance()
        self.build()

    def _save(self, doc: TournamentDocument) -> None:
        directory = None if self.path is None else self.path.parent
        self.path = tournament.save(doc, directory)

    def _advance(self) -> None:
        """Pair the next round and settle its byes, or name the winner when a round is over."""
        try:
            tournament.play(self.doc, self._save, max_games=0)
            if self.doc.rounds and self.doc.winner is None:
                last = len(self.doc.rounds) - 1
                for index, match in enumerate(self.doc.rounds[last]):
                    if match.bye and match.winner is None:
                        tournament.play_next_game(self.doc, last, index, self._save)
        except OSError as exc:
            self.message("Not saved", f"The tournament could not be saved: "
                                      f"{exc.strerror or exc}")

    def build(self) -> None:
        width, height = self.app.size
        self.panel = pygame.Rect(12, 10, width - 24, height - 20)
        self.label("Tournament", pygame.Rect(0, 14, width, 52), "#heading")
        self.label(describe(self.doc), pygame.Rect(30, 62, width - 60, 28), "#subtitle")
        self.area = pygame.Rect(30, 100, width - 60, height - 190)
        y = height - 66
        row = pygame.Rect(0, y, 200, 46)
        row.centerx = width // 2 - 220
        self.button("Back", row.copy(), self.back, object_id="#secondary_button")
        row.x += 220
        self.next_button = self.button("Play next game", row.copy(), self.play_next)
        row.x += 220
        self.end_button = self.button("Play to the end", row.copy(), self.play_to_end,
                                      object_id="#secondary_button")
        if self.doc.winner is not None:
            self.next_button.disable()
            self.end_button.disable()

    def rebuild(self) -> None:
        self.clear()
        self.build()

    # actions --------------------------------------------------------------------------------
    def play_next(self) -> None:
        """Play the next game of the next match (saved after it), then pair the next round
        when this one is over."""
        self._play(max_games=1)

    def play_to_end(self) -> None:
        """Play every game left, to the champion."""
        self._play(max_games=None)

    def _play(self, max_games: int | None) -> None:
        try:
            tournament.play(self.doc, self._save, max_games=max_games)
        except OSError as exc:
            self.message("Not saved", f"The tournament could not be saved: "
                                      f"{exc.strerror or exc}")
        self._advance()
        self.rebuild()

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        rounds = self.doc.rounds
        total = round_count(self.doc)
        columns = total + 1
        gap = 24
        width = (self.area.width - gap * (columns - 1)) / columns
        upcoming = next_match(self.doc)
        for r, matches in enumerate(rounds):
            x = self.area.left + round(r * (width + gap))
            title = panels.text(f"Round {r + 1}", 17, GOLD_LIGHT, bold=True)
            surface.blit(title, title.get_rect(midtop=(x + width / 2, self.area.top)))
            top = self.area.top + 28
            slot = (self.area.bottom - top) / max(len(matches), 1)
            for i, match in enumerate(matches):
                lines = max(len(match.sides), 1) + 1
                box_h = min(slot - 8, 22 * lines + 12)
                box = pygame.Rect(x, round(top + slot * i + (slot - box_h) / 2), int(width),
                                  int(box_h))
                self._draw_match(surface, box, match, (r, i) == upcoming)
        for r in range(len(rounds), total):
            x = self.area.left + round(r * (width + gap))
            title = panels.text(f"Round {r + 1}", 17, MUTED, bold=True)
            surface.blit(title, title.get_rect(midtop=(x + width / 2, self.area.top)))
            words = panels.fit("paired when the round before ends", 14, int(width) - 8,
                               colour=MUTED, italic=True)
            surface.blit(words, words.get_rect(midtop=(x + width / 2, self.area.top + 30)))
        x = self.area.left + round(total * (width + gap))
        title = panels.text("Champion", 17, GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midtop=(x + width / 2, self.area.top)))
        box = pygame.Rect(x, self.area.centery - 30, int(width), 60)
        panels.panel(surface, box, active=self.doc.winner is not None)
        words = (side_name(self.doc, self.doc.units[self.doc.winner])
                 if self.doc.winner is not None else "to be decided")
        text = panels.fit(words, 17, box.width - 16,
                          colour=GOLD_LIGHT if self.doc.winner is not None else MUTED,
                          bold=self.doc.winner is not None, italic=self.doc.winner is None)
        surface.blit(text, text.get_rect(center=box.center))

    def _draw_match(self, surface: pygame.Surface, box: pygame.Rect, match: Match,
                    upcoming: bool) -> None:
        panels.panel(surface, box, active=upcoming)
        size = max(12, min(16, box.height // (len(match.sides) + 2)))
        line = size + 6
        y = box.top + 6
        for k, side in enumerate(match.sides):
            won = sum(1 for g in match.games if g.winner == k)
            if match.winner is None:
                colour = CREAM
            else:
                colour = GOLD_LIGHT if match.winner == k else MUTED
            name = panels.fit(side_name(self.doc, side), size, box.width - 50, colour=colour,
                              bold=match.winner == k)
            surface.blit(name, (box.left + 10, y))
            if match.winner is not None and match.winner != k:
                pygame.draw.line(surface, MUTED, (box.left + 10, y + line // 2 - 2),
                                 (box.left + 10 + name.get_width(), y + line // 2 - 2))
            if not match.bye:
                score = panels.text(str(won), size, colour, bold=True)
                surface.blit(score, score.get_rect(topright=(box.right - 12, y)))
            y += line
        if match.bye:
            note = "bye: a win without a game"
        elif match.winner is not None:
            ended = " (time limit)" if match.games and match.games[-1].ended != "finished" \
                else ""
            note = f"{len(match.games)} game{'s' if len(match.games) != 1 else ''}{ended}"
        elif upcoming:
            note = f"next: game {len(match.games) + 1}"
        else:
            note = "to play"
        words = panels.fit(note, size - 2, box.width - 20, colour=GOLD if upcoming else MUTED,
                           italic=True)
        if y + words.get_height() <= box.bottom:
            surface.blit(words, (box.left + 10, y))
