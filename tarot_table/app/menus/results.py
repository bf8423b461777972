"""The final table of a finished game: winners, scores, Play again, Review or back to the
menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import storage
from ...rules.base import Event
from ...replay import Replay
from ...session import Session
from ..draw.felt import WINE, tint
from ..draw.words import event_text
from .base import GOLD, MenuScene
from .tournament_game import count_finished

if TYPE_CHECKING:
    from ..shell import App

ROW_TEXT = 30       # pixels a row's text needs in the theme's score fonts


def winners_text(names: list[str], seats: int = 0, listed: int = 3) -> str:
    """``"Ada wins!"``, ``"You win!"``, ``"Ada and Basil share the win!"``; ``"Everybody
    wins!"`` when the ``seats`` players (if given) all won, as the Lovers can make happen in
    Taruno; more winners than ``listed`` counted rather than named ("4 players share the
    win!")."""
    if len(names) == seats > 1:
        return "Everybody wins!"
    if len(names) == 1:
        return "You win!" if names[0] == "You" else f"{names[0]} wins!"
    if len(names) > listed:         # too long to list in the headline (Tarocchi's four defenders)
        if "You" in names:
            return f"You and {len(names) - 1} others win!"
        return f"{len(names)} players share the win!"
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    return f"{listed} share the win!"


class ResultsScene(MenuScene):
    """Each seat's name and final score, best first, the winners in gold; the number of hands
    played; for a game with a ``score_breakdown(view)`` (Arcanoid: battles won per round) a
    column per round. A game with a ``result_sheet(view)`` (Taruno, Tarot Combat) shows what
    decided it under the title and, instead of the score, what each player finished with
    (cards left, life…). Play again (same seats and options, a new deal), Review (a game with
    a player: their decisions searched again) and Main menu (also Esc)."""

    def __init__(self, app: "App", session: Session) -> None:
        super().__init__(app)
        self.session = session
        outcome = session.outcome()
        summary = session.summary()
        self.scores = list(outcome.scores if outcome else summary["scores"])
        self.winners = set(outcome.winners if outcome else ())
        self.progress = summary["progress"]
        self.columns, self.breakdown, self.decided = _columns(session)
        self._bands: list[pygame.Rect] = []
        self.tournament = None
        self._problem = ""
        if session.is_over():
            try:
                self.tournament = count_finished(session)
            except OSError as exc:
                self._problem = f"The tournament could not be saved: {exc.strerror or exc}"

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        seats = sorted(range(len(self.scores)), key=lambda s: (-self.scores[s], s))
        said = px(34) if self.decided else 0   # the line of what decided it, under the subtitle
        row_h, tops = self._heights(height, len(seats), said)
        column_w = px(130) if self.decided else px(52)  # "Cards left", "Soldiers": words
        headline, need = self._headline(width)
        wide_w = max(px(560) + column_w * len(self.columns), need)
        self.panel = pygame.Rect(0, 0, min(wide_w, width - px(48)),
                                 tops[2] + px(34) + row_h * len(seats) + tops[3] + tops[4])
        self.panel.center = (width // 2, height // 2)
        inner = self.panel.inflate(-px(80), 0)
        wide = self.panel.inflate(-px(24), 0)
        self.label(headline, pygame.Rect(wide.left, self.panel.top + tops[0], wide.width,
                                         px(54)), "#heading")
        title = self.session.game.spec.title
        self.label(f"{title} · {self.progress}",
                   pygame.Rect(inner.left, self.panel.top + tops[1], inner.width, px(30)),
                   "#subtitle")
        if self.decided:
            self.label(self.decided, pygame.Rect(inner.left, self.panel.top + tops[1] + said,
                                                 inner.width, px(30)), "#subtitle")
        y = self.panel.top + tops[2]
        columns = self._column_labels(inner, y, column_w)
        self._rows(seats, inner, y + px(34), row_h, columns)
        self._buttons(inner, self.panel.bottom - tops[4])
        if self._problem:
            problem, self._problem = self._problem, ""
            self.message("Tournament", problem)

    def _heights(self, height: int, rows: int, said: int) -> tuple[int, tuple[int, ...]]:
        """The height of a seat's row (``rows`` of them in a window ``height`` high) and the
        panel's margins: the headline, subtitle and column labels from the top (the labels
        ``said`` lower for the line of what decided it), the gap under the rows, the buttons
        from the bottom (pixels)."""
        px = self.px
        rows = max(rows, 1)
        row_h = min(px(46) if height >= px(700) else px(40), (height - px(340)) // rows)
        tops = tuple(px(t) for t in (24, 80, 132, 46, 80))
        if row_h < px(ROW_TEXT):                        # many seats: tighter headings
            tops = tuple(px(t) for t in (12, 62, 100, 12, 66))
            row_h = min(px(40), max(px(28), (height - px(16) - px(212) - said) // rows))
        return row_h, (tops[0], tops[1], tops[2] + said, tops[3], tops[4])

    def _headline(self, width: int) -> tuple[str, int]:
        """The headline and the panel's width it needs: as wide as a shared win's names need
        (three winners of a team game), as a window ``width`` wide allows; the winners
        counted where even that is too narrow."""
        px = self.px
        names = [self.session.seats[s].name for s in sorted(self.winners)]
        font = self.app.manager.get_theme().get_font(["#heading"])
        for listed in (3, 1):
            headline = winners_text(names, len(self.session.seats), listed) if names \
                else "Game over"
            need = font.size(headline)[0] + px(48)
            if need <= width - px(48):
                break
        return headline, need

    def _column_labels(self, inner: pygame.Rect, y: int, column_w: int) -> tuple[int, int]:
        """The column labels at ``y`` across ``inner``: Player, the breakdown's or the result
        sheet's columns (at most ``column_w`` wide), Score (not with a result sheet); the x of
        the first column and the step to the next (pixels)."""
        px = self.px
        self.label("Player", pygame.Rect(inner.left, y, px(200), px(26)), "#column_label")
        score_w = 0 if self.decided else px(130)  # a result sheet's columns stand for the score
        if not self.decided:
            self.label("Score", pygame.Rect(inner.right - px(120), y, px(120), px(26)),
                       "#column_value")
        step = min(column_w, (inner.width - px(200) - score_w) // max(len(self.columns), 1))
        first_x = inner.right - score_w - step * len(self.columns)
        for k, word in enumerate(self.columns):
            self.label(word, pygame.Rect(first_x + k * step, y, step, px(26)), "#column_value")
        return first_x, step

    def _rows(self, seats: list[int], inner: pygame.Rect, y: int, row_h: int,
              columns: tuple[int, int]) -> None:
        """A row per seat of ``seats`` from ``y`` (``row_h`` high): its name, its score, its
        columns (first x and step), a band behind a winner's."""
        px = self.px
        first_x, step = columns
        self._bands = []
        for seat in seats:
            won = seat in self.winners
            if won:
                self._bands.append(pygame.Rect(inner.left - px(14), y + px(2),
                                               inner.width + px(28), row_h - px(4)))
            self.label(self.session.seats[seat].name,
                       pygame.Rect(inner.left, y, first_x - inner.left, row_h),
                       "#winner" if won else "#score_name")
            if not self.decided:
                self.label(str(self.scores[seat]), pygame.Rect(inner.right - px(120), y, px(120),
                                                               row_h),
                           "#winner_value" if won else "#score_value")
            for k, value in enumerate(self.breakdown[seat] if self.breakdown else ()):
                self.label(str(value), pygame.Rect(first_x + k * step, y, step, row_h),
                           "#score_value")
            y += row_h

    def _buttons(self, inner: pygame.Rect, y: int) -> None:
        """The buttons at ``y``: Main menu, Review (a game with a player), Play again (or
        Bracket, for a game of a tournament)."""
        px = self.px
        button_w = px(190)
        if self.session.human_seats():
            button_w = min(button_w, (inner.width - px(24)) // 3)
            self.button("Review", pygame.Rect(inner.centerx - button_w // 2, y,
                                              button_w, px(50)), self.review,
                        object_id="#secondary_button")
        self.button("Main menu", pygame.Rect(inner.left, y, button_w, px(50)), self.back,
                    object_id="#secondary_button")
        right = pygame.Rect(inner.right - button_w, y, button_w, px(50))
        if self.tournament is not None:
            self.button("Bracket", right, self.bracket)
        else:
            self.button("Play again", right, self.play_again)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for band in self._bands:
            pygame.draw.rect(surface, tint(WINE), band, border_radius=self.px(8))
            pygame.draw.rect(surface, GOLD, band, width=1, border_radius=self.px(8))

    def play_again(self) -> None:
        """A new game with the same game, seats and options, and a fresh deal."""
        old = self.session
        try:
            session = Session.new(old.game.spec.name, old.seats, options=old.options)
        except (ValueError, storage.SaveError, OSError) as exc:
            self.message("Cannot start the game", str(exc))
            return
        self.app.show("table", session=session)

    def review(self) -> None:
        """The Review screen of the players' decisions, over these results."""
        self.app.open("review", replay=Replay(self.session.to_doc()))

    def bracket(self) -> None:
        """Back to the bracket of the tournament this game counted in (over the tournaments
        screen, over the main menu, so that Back leads home)."""
        path, doc = self.tournament
        self.app.show("main_menu")
        self.app.open("tournaments")
        self.app.open("bracket", doc=doc, path=path)

    def back(self) -> None:
        """Main menu (button or Esc)."""
        self.app.show("main_menu")


def _columns(session: Session) -> tuple[tuple[str, ...], tuple[tuple[int, ...], ...], str]:
    """The results' own columns, each seat's row of them and what decided the game: a
    finished game's result sheet (``result_sheet(view)``), else the game's score breakdown,
    else none (and ``""``)."""
    view = session.view(0)
    sheet = session.game.result_sheet(view) if session.is_over() else None
    if sheet is not None:
        decided = event_text(Event("message", text=sheet.decided),
                             [seat.name for seat in session.seats], "",
                             session.game.spec.numbering)
        return sheet.columns, sheet.rows, decided
    breakdown = session.game.score_breakdown(view)
    if breakdown is not None:
        return breakdown[0], breakdown[1], ""
    return (), (), ""
