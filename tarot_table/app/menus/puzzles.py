"""The puzzles screen: the shipped puzzles by game and difficulty, the player's solved counts
and puzzle rating, and the way to the table.

The puzzles come from :func:`tarot_table.puzzles.load_library` (read once per visit); a bad
puzzle file or puzzle is left out and said so in a message window, and the screen stays
usable. The progress (solved marks, the Glicko-2 rating) is :mod:`tarot_table.puzzle_progress`,
read again whenever the screen comes back from a puzzle.

Mouse: the Game and Level drop-downs filter the list; a row selects a puzzle, a double click
plays it; Play plays the selected one, Next unsolved the first unsolved one of the list.
Keys: Tab over the widgets, Up/Down in the list, Enter plays (the selected puzzle, else the
next unsolved one), Esc goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import puzzle_progress
from ...puzzle_format import Puzzle
from ...puzzles import LEVELS, Library, load_library
from .base import game_title
from .row_list import PlayListScene

if TYPE_CHECKING:
    from ..shell import App

ALL_GAMES = "All games"
ALL_LEVELS = "All levels"


def row_text(puzzle: Puzzle, number: int, solved: bool) -> str:
    """A puzzle's row in the list: ``"Tarok 3 · Easy · 3 players · solved"``."""
    players = puzzle.position.get("players")
    who = f" · {players} players" if isinstance(players, int) else ""
    return (f"{game_title(puzzle.game)} {number} · {LEVELS[puzzle.difficulty]}{who}"
            f"{' · solved' if solved else ''}")


def rating_text(progress: puzzle_progress.Progress, solved: int, total: int) -> str:
    """The line under the heading: the rating (± two deviations) and the solved count."""
    rating = progress.rating
    return (f"Your puzzle rating: {round(rating.rating)} ± {round(2 * rating.deviation)}  ·  "
            f"{solved} of {total} solved")


class PuzzlesScene(PlayListScene):
    """The puzzles, filtered by ``game`` and ``level`` (``None``: all). For tests:
    ``library``, ``progress``, ``shown`` (the puzzles listed), ``selected``, :meth:`play`,
    :meth:`next_unsolved`, :meth:`choose_game`, :meth:`choose_level`."""

    ROW_PREFIX = "#p"
    TITLE = "Puzzles"

    def __init__(self, app: "App", library: Library | None = None) -> None:
        super().__init__(app)
        self.library = library if library is not None else load_library()
        self.progress = puzzle_progress.load()
        self.game: str | None = None
        self.level: int | None = None
        #: Each puzzle's number within its game (1, 2, …), by id.
        self.numbers = {}
        for name in self.library.games():
            for i, puzzle in enumerate(self.library.of(name), 1):
                self.numbers[puzzle.id] = i

    @property
    def shown(self) -> list[Puzzle]:
        return self.library.of(self.game, self.level)

    def load_progress(self) -> puzzle_progress.Progress:
        return puzzle_progress.load()

    def build(self) -> None:
        width, height = self.app.size
        self.panel = pygame.Rect(20, 16, width - 40, height - 32)
        inner = self.panel.inflate(-48, 0)
        self.label("Puzzles", pygame.Rect(inner.left, self.panel.top + 10, inner.width, 48),
                   "#heading")
        everything = self.library.puzzles
        solved = self.progress.solved({p.id for p in everything})
        self.label(rating_text(self.progress, solved, len(everything)),
                   pygame.Rect(inner.left, self.panel.top + 58, inner.width, 28), "#subtitle")
        counts = "   ".join(
            f"{game_title(name)} {self.progress.solved({p.id for p in self.library.of(name)})}"
            f"/{len(self.library.of(name))}" for name in self.library.games())
        self.label(counts or "No puzzles", pygame.Rect(inner.left, self.panel.top + 88,
                                                       inner.width, 26), "#field_label")
        y = self.panel.top + 124
        games = [ALL_GAMES] + [game_title(name) for name in self.library.games()]
        self.dropdown(games, game_title(self.game) if self.game else ALL_GAMES,
                      pygame.Rect(inner.left, y, 260, 40), self.choose_game)
        levels = [ALL_LEVELS] + list(LEVELS.values())
        self.dropdown(levels, LEVELS[self.level] if self.level else ALL_LEVELS,
                      pygame.Rect(inner.left + 276, y, 200, 40), self.choose_level)
        buttons = self.panel.bottom - 70
        area = pygame.Rect(inner.left, y + 54, inner.width, buttons - 14 - (y + 54))
        self.button("Back", pygame.Rect(inner.left, buttons, 160, 50), self.back,
                    object_id="#secondary_button")
        self.next_button = self.button("Next unsolved",
                                       pygame.Rect(inner.right - 436, buttons, 220, 50),
                                       self.next_unsolved, object_id="#secondary_button")
        self.play_button = self.button("Play", pygame.Rect(inner.right - 200, buttons, 200, 50),
                                       self.play)
        self.show_rows([row_text(p, self.numbers[p.id], self.progress.is_solved(p.id))
                        for p in self.shown], area, "No puzzle of this game at this level")
        self.update_buttons()

    # actions --------------------------------------------------------------------------------
    def choose_game(self, text: str) -> None:
        self.game = next((n for n in self.library.games() if game_title(n) == text), None)
        self._refilter()

    def choose_level(self, text: str) -> None:
        self.level = next((n for n, name in LEVELS.items() if name == text), None)
        self._refilter()

    def _refilter(self) -> None:
        self.selected = None
        self.clear()
        self.build()

    def is_done(self, puzzle: Puzzle) -> bool:
        return self.progress.is_solved(puzzle.id)

    def next_unsolved(self) -> None:
        """Play the first unsolved puzzle of the list."""
        self.play_next()

    def open_item(self, puzzle: Puzzle) -> None:
        try:
            self.app.open("puzzle", puzzle=puzzle, queue=self.shown)
        except ValueError as exc:       # checked when read: only a change since could do it
            self.message("Cannot open the puzzle", str(exc))
