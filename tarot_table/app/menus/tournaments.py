"""Tarot Combat beyond the duel, from the main menu: the saved tournaments (to open their
bracket and go on), a new tournament (players, deck format, best of, AI level, and whether you
play in it — your games at the table — or watch the AI players), the deck editor and a draft
against the AI."""

from __future__ import annotations

import time
from html import escape
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from ... import tournament
from ...ai import AGENT_SPECS
from ...tournament_format import TournamentDocument
from ..draw.words import level_name
from ..labels import fitting_text
from .base import MenuScene
from .tournament_parts import FORMAT_NAMES, describe

if TYPE_CHECKING:
    from pathlib import Path

    from ..shell import App

PLAYER_COUNTS = ("4", "8", "16")
BEST_OF = ("1", "3", "5")
MIXED = "Mixed"
#: The levels of a mixed tournament, in turn.
MIXED_LEVELS = ("easy", "heuristic", "medium")
#: Whether the player is an entrant (its games played at the table) or watches.
YOU = {"Watch the AI": False, "Play in it": True}
#: The highest the bottom row stands: under the five choices, Create and Deck editor.
BOTTOM_ROW = 500


class TournamentsScene(MenuScene):
    """The saved tournaments in a list (Open, or Enter / a double click, shows the bracket);
    a damaged or refused file (not a regular file, too large: :func:`tournament.load_all`) is
    reported and left where it is. New tournament: the choices, then Create
    opens the new bracket. Deck editor and Draft open those scenes."""

    def __init__(self, app: "App", seed: int | None = None) -> None:
        super().__init__(app)
        self.seed = seed
        self.saved: list[tuple[Path, TournamentDocument]] = []
        self.selected: int | None = None
        self.list: UISelectionList | None = None
        self.tips: dict[str, str] = {}         # a shortened row's id → its whole line
        self.players, self.deck_format, self.best_of, self.level = "8", "off-the-top", "3", MIXED
        self.you_play = False

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()
        super().resume()

    def refresh(self) -> None:
        """Read the tournaments folder again and rebuild."""
        self.saved, problems = tournament.load_all()
        self.selected = None
        if problems:
            self.message("Saved tournaments", "\n\n".join(problems))
        self.clear()
        self.build()

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        self.panel = pygame.Rect(px(12), px(10), width - px(24), height - px(20))
        self.label("Tournaments and decks", pygame.Rect(0, px(14), width, px(52)), "#heading")
        self.label("Tarot Combat: single elimination, you in it or AI players only; your own decks",
                   pygame.Rect(0, px(62), width, px(28)), "#subtitle")
        # the bottom row (Open, Back; Draft) as low as the window allows, never beside Deck
        # editor: the focus ring reads by rows from the top
        foot = max(height - px(112), px(BOTTOM_ROW))
        left = pygame.Rect(px(30), px(130), width - px(420), foot - px(144))
        self.label("Saved tournaments", pygame.Rect(left.left, px(100), left.width, px(28)),
                   "#column_label")
        if self.saved:
            rows = [(describe(doc), f"#t_{i}") for i, (_, doc) in enumerate(self.saved)]
            self.list = self.add(UISelectionList(left, rows, self.app.manager))
            self._fit_rows()
        else:
            self.list = None
            self.label("No tournament yet", left, "#subtitle")
        self.open_button = self.button("Open", pygame.Rect(left.left, foot, px(180), px(46)),
                                       self.open_selected)
        self.open_button.disable()
        x = width - px(360)
        self.label("New tournament", pygame.Rect(x, px(100), px(330), px(28)), "#column_label")
        y = px(134)
        for caption, options, current, setter in (
                ("Players", list(PLAYER_COUNTS), self.players, self._set_players),
                ("Decks", [FORMAT_NAMES[f] for f in tournament.FORMATS],
                 FORMAT_NAMES[self.deck_format], self._set_format),
                ("Best of", list(BEST_OF), self.best_of, self._set_best_of),
                ("AI level", [MIXED, *(level_name(s) for s in AGENT_SPECS)],
                 self.level if self.level == MIXED else level_name(self.level),
                 self._set_level),
                ("You", list(YOU), next(k for k, v in YOU.items() if v == self.you_play),
                 self._set_you)):
            self.label(caption, pygame.Rect(x, y, px(110), px(40)))
            self.dropdown(options, current, pygame.Rect(x + px(120), y, px(210), px(40)), setter)
            y += px(50)
        self.button("Create", pygame.Rect(x, y + px(6), px(330), px(46)), self.create)
        self.button("Deck editor", pygame.Rect(x, foot - px(54), px(330), px(46)),
                    self._deck_editor, object_id="#secondary_button")
        self.button("Draft", pygame.Rect(x, foot, px(330), px(46)), self._draft,
                    object_id="#secondary_button")
        self.button("Back", pygame.Rect(left.left + px(200), foot, px(180), px(46)), self.back,
                    object_id="#secondary_button")

    def _fit_rows(self) -> None:
        """Each saved tournament's row in words its width holds (at 800×600 too):
        its whole line, else the brief one (:func:`describe`), cut with an ellipsis where even
        that is too long; a shortened row has its whole line as a tooltip (:meth:`update`)."""
        sample = self.list.item_list[0]["button_element"]
        rows, self.tips = [], {}
        for i, (_, doc) in enumerate(self.saved):
            whole, row = describe(doc), f"#t_{i}"
            shown = fitting_text(sample, (whole, describe(doc, brief=True)))
            rows.append((shown, row))
            if shown != whole:
                self.tips[row] = whole
        if self.tips:
            self.list.set_item_list(rows)

    def update(self, dt: float) -> None:
        """Give each shortened row's button its tooltip (the list makes the buttons of its
        rows again as it scrolls)."""
        super().update(dt)
        for item in self.list.item_list if self.list is not None else ():
            button, whole = item["button_element"], self.tips.get(item["object_id"])
            if button is not None and whole is not None and button.tool_tip_text is None:
                button.set_tooltip(escape(whole))

    # choices --------------------------------------------------------------------------------
    def _set_players(self, text: str) -> None:
        self.players = text

    def _set_format(self, text: str) -> None:
        self.deck_format = next(f for f, name in FORMAT_NAMES.items() if name == text)

    def _set_best_of(self, text: str) -> None:
        self.best_of = text

    def _set_you(self, text: str) -> None:
        self.you_play = YOU[text]

    def _set_level(self, text: str) -> None:
        self.level = next((s for s in AGENT_SPECS if level_name(s) == text), MIXED)

    # input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.list is not None and getattr(event, "ui_element", None) is self.list:
            if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
                self._select()
                return None
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self._select()
                self.open_selected()
                return None
        return super().handle_event(event)

    def _select(self) -> None:
        chosen = self.list.get_single_selection(include_object_id=True)
        self.selected = int(chosen[1].removeprefix("#t_")) if chosen else None
        if self.selected is None:
            self.open_button.disable()
        else:
            self.open_button.enable()

    # actions --------------------------------------------------------------------------------
    def open_selected(self) -> None:
        """Show the bracket of the chosen saved tournament."""
        if self.selected is None:
            return
        path, doc = self.saved[self.selected]
        self.app.open("bracket", doc=doc, path=path)

    def create(self) -> None:
        """Make the tournament chosen (its decks too) and show its bracket."""
        seed = self.seed if self.seed is not None else int(time.time()) % 2**31
        count = int(self.players)
        agents = [MIXED_LEVELS[i % len(MIXED_LEVELS)] if self.level == MIXED else self.level
                  for i in range(count)]
        names = [f"{i + 1} · {level_name(spec)}" for i, spec in enumerate(agents)]
        if self.you_play:
            agents[0], names[0] = tournament.HUMAN, "You"
        try:
            doc = tournament.new_tournament(
                agents, deck_format=self.deck_format, best_of=int(self.best_of), seed=seed,
                tournament_id=f"{self.deck_format}-{count}-{seed}", names=names)
        except (tournament.TournamentError, ValueError) as exc:
            self.message("No tournament", str(exc))
            return
        self.app.open("bracket", doc=doc)

    def _deck_editor(self) -> None:
        self.app.open("deck_editor")

    def _draft(self) -> None:
        self.app.open("draft", seed=self.seed if self.seed is not None
                      else int(time.time()) % 2**31,
                      level=MIXED_LEVELS[-1] if self.level == MIXED else self.level)
