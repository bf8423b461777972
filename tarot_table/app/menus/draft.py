"""The draft of Tarot Combat (seed §7 "Draft"; :class:`tarot_table.rules.combat.decks.Draft`):
pick a card of the pile in your hands, pass the rest, until three piles of 15 are gone; then
build 30 of your 45 picks in the deck editor.

The screen shows the players in seat order with their picks and an arrow for the direction the
piles go ("to the left" is the next seat clockwise), the pile in hand and the picks so far (their
counts by kind and cost curve), in one of two views (the button beside "Leave the draft" toggles
them): grids of card images with their cost, strength and speed (:mod:`.card_grid`; a click
chooses a card, a double click, or Enter on the keys' card, picks it; the card under the pointer
or the keys tells its rule in a tooltip, Z or a right click zooms it), or lists (the chosen card
large between them; a row tells its card's rule in a tooltip, Z zooms the card chosen). AI
drafters pick by the rating of :class:`~tarot_table.ai.combat_decks.RatingDrafter` and build with
:func:`~tarot_table.ai.combat_decks.build_deck`. In hot-seat, with two or more humans, a
curtain ("Pass to <name>") comes down before each human's pile and before each human builds,
so that no human sees another's pile or picks.

Once the decks are built, a duel with them starts from the summary: the first human's deck
against the next player's in seat order. Leaving asks first while the draft is under way or a
human's deck is not built yet, since the draft and its picks would be lost.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from ... import storage
from ...ai.combat_decks import RatingDrafter, build_deck
from ...cards import Card
from ...rules.combat.tables import NUMBERING
from ...rules.combat.decks import LIMITED_SIZE, PILE_SIZE, PILES, Draft, deck_codes, draft_piles
from ...session import AI, HUMAN, Seat, Session
from ..draw import panels
from ..draw.felt import felt_backdrop
from ..draw.panels import CREAM, GOLD, GOLD_LIGHT, MUTED
from .base import MenuScene
from .card_grid import CardGrid, Geometry, GridItem, GridPlace, card_height_for, paint_legend
from .deck_parts import (SORTS, card_rows, chosen_card, draw_counts, sort_cards, tip_rows,
                         zoomed)

if TYPE_CHECKING:
    from ..shell import App

DEFAULT_NAMES = ("You", "Ada", "Basil", "Cleo")
DIRECTION_WORDS = {+1: "to the left", -1: "to the right"}


class DraftScene(MenuScene):
    """A draft of ``len(names)`` players (``humans[i]``: seat ``i`` is played here; the others
    by the AI), dealt from ``seed``, with the Jokers when ``jokers``. When the draft is over each
    human builds a 30-card deck (the deck editor, limited to the picks); ``decks[seat]`` holds
    each player's deck once built.

    ``level``: the agent of an AI player in the duel that may follow.

    Keys: in the grid of the pile the arrows move from card to card, Enter picks, Z zooms; in
    the list Up and Down choose, Enter picks (or the Pick button); Tab moves between the
    widgets; behind the curtain Enter shows the pile; Esc leaves the draft."""

    def __init__(self, app: "App", names: Sequence[str] = DEFAULT_NAMES,
                 humans: Sequence[bool] | None = None, seed: int = 1,
                 jokers: bool = False, level: str = "medium") -> None:
        super().__init__(app)
        self.names = list(names)
        self.level = level
        self.humans = list(humans) if humans is not None else \
            [i == 0 for i in range(len(self.names))]
        self.jokers = jokers
        self.draft = Draft(draft_piles(len(self.names), random.Random(seed), jokers))
        self.drafter = RatingDrafter()
        self.decks: list[list[Card] | None] = [None] * len(self.names)
        self.viewer: int | None = None
        self.curtain = False
        self.pile_list: UISelectionList | None = None
        self.picks_list: UISelectionList | None = None
        self.pile_grid: CardGrid | None = None
        self.picks_grid: CardGrid | None = None
        self.chosen: Card | None = None
        self.counts_rect = pygame.Rect(0, 0, 0, 0)
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.seats_rect = pygame.Rect(0, 0, 0, 0)
        self.legend = pygame.Rect(0, 0, 0, 0)
        #: "grid" or "list": the view of the pile and the picks; the grids' sort.
        self.view = "grid"
        self.sort = "cost"
        self.pile_place, self.picks_place = GridPlace(), GridPlace()

    @property
    def hot_seat(self) -> bool:
        """Whether two or more humans share the screen (the curtain comes down between them)."""
        return sum(self.humans) > 1

    # the flow -------------------------------------------------------------------------------
    def enter(self) -> None:
        self.advance()

    def advance(self) -> None:
        """Let the AI drafters pick, then give the screen to the next human to pick (behind
        the curtain in hot-seat); when the draft is over, to the next human to build."""
        while not self.draft.done:
            self._ai_picks()
            waiting = sorted(s for s in self.draft.waiting if self.humans[s])
            if waiting:
                self._show_to(waiting[0])
                return
        self._ai_decks()
        builder = next((s for s, h in enumerate(self.humans) if h and self.decks[s] is None),
                       None)
        if builder is None:
            self.viewer = None
            self.curtain = False
            self.rebuild()
        else:
            self._show_to(builder)

    def _ai_picks(self) -> None:
        """Each AI drafter with a pile waiting picks from it."""
        for seat in sorted(self.draft.waiting):
            if not self.humans[seat]:
                self.draft.pick(seat, self.drafter(seat, tuple(self.draft.holding[seat]),
                                                   tuple(self.draft.picks[seat])))

    def _ai_decks(self) -> None:
        """Each AI drafter without a deck builds one from its picks."""
        for seat, human in enumerate(self.humans):
            if not human and self.decks[seat] is None:
                self.decks[seat] = build_deck(self.draft.picks[seat], LIMITED_SIZE)

    def _show_to(self, seat: int) -> None:
        changed = seat != self.viewer
        self.viewer = seat
        self.curtain = self.hot_seat and changed
        self.chosen = None
        self.pile_place.scroll = self.pile_place.cursor = 0
        if changed:
            self.picks_place.scroll = self.picks_place.cursor = 0
        if self.draft.done and not self.curtain:
            self._build_deck()
            return
        self.rebuild()

    def lift_curtain(self) -> None:
        """The human behind the curtain is ready: show the pile (or the deck editor)."""
        self.curtain = False
        if self.draft.done:
            self._build_deck()
        else:
            self.rebuild()

    def _build_deck(self) -> None:
        seat = self.viewer
        self.rebuild()
        self.app.open("deck_editor", pool=self.draft.picks[seat], jokers=self.jokers,
                      title=f"{self.names[seat]}: build 30 of your {len(self.draft.picks[seat])}"
                            " picks", on_done=lambda deck: self._built(seat, deck))

    def _built(self, seat: int, deck: list[Card]) -> None:
        self.decks[seat] = deck
        self.advance()

    def pick(self) -> None:
        """The viewer takes the card chosen in the pile."""
        if self.viewer is None or self.chosen is None or self.draft.done:
            return
        self.draft.pick(self.viewer, self.chosen)
        self.advance()

    def pick_card(self, card: Card) -> None:
        """The viewer takes ``card`` of the pile (a double click, or Enter in the grid)."""
        self.chosen = card
        self.pick()

    def choose(self, card: Card) -> None:
        """``card`` of the pile is chosen (a click in the grid): Pick takes it."""
        self.chosen = card
        self.pick_button.enable()
        if self.pile_grid is not None:
            self.pile_grid.set_items(self._pile_items())

    def zoom(self, card: Card) -> None:
        """Show ``card`` large with its rule (the card zoom over the draft)."""
        self.app.open("card_zoom", card=card)

    def toggle_view(self) -> None:
        """Show the lists instead of the grids, or the grids instead of the lists."""
        self.view = "list" if self.view == "grid" else "grid"
        self.rebuild()

    def sort_by(self, choice: str) -> None:
        """Sort the grids by the drop-down's ``choice`` ("By cost", …)."""
        self.sort = choice.removeprefix("By ")
        for grid, items in ((self.pile_grid, self._pile_items), (self.picks_grid,
                                                                 self._picks_items)):
            if grid is not None:
                grid.set_items(items())

    def _pile_items(self) -> list[GridItem]:
        """The pile in hand in the grid: each card once, in the sort's order, ``×n`` when the
        pile holds several, the chosen one framed."""
        return _counted(self.draft.holding[self.viewer], self.sort, self.chosen)

    def _picks_items(self) -> list[GridItem]:
        return _counted(self.draft.picks[self.viewer], self.sort, None)

    def rebuild(self) -> None:
        self.clear()
        self.build()

    # widgets --------------------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        self.panel = None if self.curtain else pygame.Rect(px(12), px(10), width - px(24),
                                                           height - px(20))
        self.pile_list = self.picks_list = self.pile_grid = self.picks_grid = None
        if self.curtain:
            line = max(px(16), height // 36)
            self.button(f"Show {self.names[self.viewer]}'s "
                        f"{'pile' if not self.draft.done else 'picks'}",
                        panels.curtain_button_rect((width, height), line), self.lift_curtain)
            return
        self.label(self._heading(), pygame.Rect(0, px(14), width, px(52)), "#heading")
        self.seats_rect = pygame.Rect(px(40), px(72), width - px(80), px(56))
        top = self.seats_rect.bottom + px(56)
        bottom = height - px(84)
        column = min(px(380), (width - px(100)) // 3)
        if self.draft.done:
            self._build_summary(width, top, bottom)
            return
        if self.view == "grid":
            self._build_grids(width, height, top, bottom)
        else:
            self._build_lists(width, top, bottom, column)
        if self.chosen is None:
            self.pick_button.disable()
        back = pygame.Rect(0, height - px(66), px(180), px(46))
        back.centerx = width // 2 - px(100)
        self.button("Leave the draft", back, self.back, object_id="#secondary_button")
        back.x += px(200)
        self.button("List view" if self.view == "grid" else "Grid view", back,
                    self.toggle_view, object_id="#secondary_button")

    def _build_grids(self, width: int, height: int, top: int, bottom: int) -> None:
        """The grid view: the pile in hand as a grid with Pick under it, the sort and what the
        badges mean above it; beside it (under it in a tall window) the picks' counts and cost
        curve and their grid."""
        seat, manager, words = self.viewer, self.app.manager, self.app.settings.tradition
        px, faces = self.px, self.app.images.numbered(NUMBERING)
        portrait = height >= 1.4 * width
        side_w = width - px(60) if portrait else max(px(250), min(px(380), round(width * 0.27)))
        main = pygame.Rect(px(30), top, width - px(60) if portrait else width - px(80) - side_w, 0)
        self.label(f"Pile in hand ({len(self.draft.holding[seat])})",
                   pygame.Rect(main.left, top - px(30), px(180), px(28)), "#column_label")
        sort = pygame.Rect(main.right - px(140), top - px(31), px(140), px(29))
        self.dropdown([f"By {by}" for by in SORTS], f"By {self.sort}", sort, self.sort_by)
        self.legend = pygame.Rect(main.left, top + px(2), main.width, px(22))
        area = pygame.Rect(main.left, self.legend.bottom + px(6), main.width, 0)
        area.height = bottom - px(52) - area.top
        room = area.height * 3 // 5 if portrait else area.height   # the picks take the rest
        card_h = card_height_for((area.width, room), PILE_SIZE)
        area.height = min(room, Geometry.of(area.width, card_h).height(PILE_SIZE))
        self.pile_grid = self.add(CardGrid(
            area, manager, faces, words, self.pile_place, activate=self.pick_card,
            choose=self.choose, zoom=self.zoom, card_height=card_h))
        self.pile_grid.set_items(self._pile_items())
        pick = pygame.Rect(0, area.bottom + px(8), px(220), px(44))
        pick.centerx = area.centerx
        self.pick_button = self.button("Pick", pick, self.pick)
        if portrait:
            side = pygame.Rect(px(30), pick.bottom + px(40), width - px(60),
                               bottom - pick.bottom - px(40))
        else:
            side = pygame.Rect(main.right + px(20), top, side_w, bottom - top)
        self.label(f"Your picks ({len(self.draft.picks[seat])} of {PILES * PILE_SIZE})",
                   pygame.Rect(side.left, side.top - px(30), side.width, px(28)), "#column_label")
        self.counts_rect = pygame.Rect(side.left, side.top, min(side.width, px(420)),
                                       max(px(110), min(px(150), side.height // 3)))
        picks = pygame.Rect(side.left, self.counts_rect.bottom + px(10), side.width,
                            side.bottom - self.counts_rect.bottom - px(10))
        self.picks_grid = self.add(CardGrid(
            picks, manager, faces, words, self.picks_place, activate=self.zoom,
            zoom=self.zoom, card_height=card_height_for(picks.size, PILES * PILE_SIZE),
            empty="No pick yet"))
        self.picks_grid.set_items(self._picks_items())

    def _build_lists(self, width: int, top: int, bottom: int, column: int) -> None:
        """The list view: the pile in hand (left), the chosen card large and Pick, the picks'
        counts and cost curve and their list (right)."""
        px, seat = self.px, self.viewer
        self.label(f"Pile in hand ({len(self.draft.holding[seat])})",
                   pygame.Rect(px(30), top - px(30), column, px(28)), "#column_label")
        self.pile_list = self.add(UISelectionList(
            pygame.Rect(px(30), top, column, bottom - top),
            card_rows(self.draft.holding[seat], "pile"), self.app.manager))
        right = pygame.Rect(width - px(30) - column, top, column, bottom - top)
        self.label(f"Your picks ({len(self.draft.picks[seat])} of {PILES * PILE_SIZE})",
                   pygame.Rect(right.left, top - px(30), column, px(28)), "#column_label")
        self.counts_rect = pygame.Rect(right.left, top, column, px(150))
        self.picks_list = self.add(UISelectionList(
            pygame.Rect(right.left, self.counts_rect.bottom + px(10), column,
                        bottom - self.counts_rect.bottom - px(10)),
            card_rows(self.draft.picks[seat], "pick"), self.app.manager))
        middle = pygame.Rect(px(30) + column + px(20), top,
                             right.left - px(20) - (px(50) + column), bottom - top)
        card_h = min(middle.height - px(70), int(middle.width / 0.58))
        self.card_rect = pygame.Rect(0, middle.top, int(card_h * 0.58), card_h)
        self.card_rect.centerx = middle.centerx
        pick = pygame.Rect(0, self.card_rect.bottom + px(16), px(220), px(48))
        pick.centerx = middle.centerx
        self.pick_button = self.button("Pick", pick, self.pick)

    def _heading(self) -> str:
        if self.draft.done:
            return "The draft is over"
        taken = PILE_SIZE - len(self.draft.holding[self.viewer]) + 1
        return f"Draft · pile {self.draft.round + 1} of {PILES} · pick {taken} of {PILE_SIZE}"

    def _build_summary(self, width: int, top: int, bottom: int) -> None:
        """After the draft: each player's deck, counted (the humans' own only when built)."""
        rows = [(f"{name}: {len(self.draft.picks[seat])} picks, deck of "
                 f"{len(self.decks[seat]) if self.decks[seat] else 0}", f"#deck_{seat}")
                for seat, name in enumerate(self.names)]
        px = self.px
        area = pygame.Rect(0, top, min(px(700), width - px(80)),
                           min(bottom - top, px(60) * len(rows)))
        area.centerx = width // 2
        self.add(UISelectionList(area, rows, self.app.manager))
        y = area.bottom + px(12)
        for seat, name in enumerate(self.names):
            if self.humans[seat] and self.decks[seat] is None:
                rect = pygame.Rect(0, y, px(320), px(44))
                rect.centerx = width // 2
                self.button(f"Build {name}'s deck", rect,
                            lambda seat=seat: self._show_to(seat) if self.hot_seat
                            else self._build_for(seat))
                y += px(52)
        duel = self.duel_seats()
        if duel is not None:
            rect = pygame.Rect(0, y, px(360), px(44))
            rect.centerx = width // 2
            self.button(f"Play a duel: {self.names[duel[0]]} against {self.names[duel[1]]}",
                        rect, self.duel)
        back = pygame.Rect(0, self.app.size[1] - px(66), px(180), px(46))
        back.centerx = width // 2
        self.button("Done", back, self.back,
                    object_id="#menu_button" if duel is None else "#secondary_button")

    def duel_seats(self) -> tuple[int, int] | None:
        """The two seats of the duel the summary offers: the first human with a deck built and
        the next player after it in seat order (all decks are built by then), or ``None``."""
        you = next((s for s, h in enumerate(self.humans) if h and self.decks[s] is not None),
                   None)
        if you is None or any(d is None for d in self.decks):
            return None
        return you, (you + 1) % len(self.names)

    def duel(self) -> None:
        """A Tarot Combat duel at the table between :meth:`duel_seats`, each with the deck it
        built (the ``decks`` option); a refused start is explained in a message window."""
        seats = self.duel_seats()
        if seats is None:
            return
        players = [Seat(self.names[s], HUMAN) if self.humans[s]
                   else Seat(self.names[s], AI, self.level) for s in seats]
        options = {"jokers": self.jokers, "decks": [deck_codes(self.decks[s]) for s in seats]}
        try:
            session = Session.new("combat", players, options=options,
                                  hot_seat_undo=all(self.humans[s] for s in seats))
        except (ValueError, storage.SaveError, OSError) as exc:
            self.message("Cannot start the duel", str(exc))
            return
        self.app.show("table", session=session)

    def back(self) -> None:
        """Esc, "Leave the draft" or Done: leave. While the draft is under way, or a human's
        deck is not built yet, the draft and its picks would be lost: it asks first."""
        humans = [s for s, h in enumerate(self.humans) if h]
        picked = sum(len(self.draft.picks[s]) for s in humans)
        if self.app.stack.top is not self or (
                self.draft.done and all(self.decks[s] is not None for s in humans)):
            super().back()
            return
        self.confirm("Leave the draft", f"Leave the draft? {self._lost(picked)}", "Leave",
                     super().back)

    def _lost(self, picked: int) -> str:
        """What leaving now loses, in words: the ``picked`` cards, or the piles dealt."""
        words = f"Your {picked} pick{'' if picked == 1 else 's'} will be lost"
        if self.draft.done:
            return f"{words}: no deck is built from them."
        return f"It ends here. {words}." if picked else \
            "It ends here, and the piles dealt will be lost."

    def _build_for(self, seat: int) -> None:
        self.viewer = seat
        self._build_deck()

    # input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        element = getattr(event, "ui_element", None)
        if self.pile_list is not None and element is self.pile_list and \
                self._pile_list_event(event.type):
            return None
        card = zoomed(event, self.focus_ring.focused, (self.pile_list, self.picks_list))
        if card is not None and not self._open_dialogs():
            self.zoom(card)                 # Z zooms the card chosen in a list too
            return None
        if (self.curtain and event.type == pygame.KEYDOWN
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and not self._open_dialogs()):
            self.lift_curtain()
            return None
        return super().handle_event(event)

    def _pile_list_event(self, kind: int) -> bool:
        """The pile's list's event of type ``kind``: a card chosen, or picked with a double
        click; whether it was one of these."""
        if kind == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            self._choose()
        elif kind == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            self._choose()
            self.pick()
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        for grid in (self.pile_grid, self.picks_grid):
            if grid is not None and grid.alive():
                grid.set_ring(self.focus_ring.focused is grid)
        for items in (self.pile_list, self.picks_list):
            if items is not None and items.alive():
                tip_rows(items, self.app.settings.tradition)

    def _choose(self) -> None:
        self.chosen = chosen_card(self.pile_list)
        if self.chosen is None:
            self.pick_button.disable()
        else:
            self.pick_button.enable()

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.curtain:
            size = surface.get_size()
            line = max(self.px(16), size[1] // 36)
            back = self.app.images.back((line * 4, round(line * 4 / 0.58)))
            panels.curtain(surface, felt_backdrop(size, self.app.looks.felt), back,
                           self.names[self.viewer], line)
            self.focus_ring.draw(surface)
            return
        super().draw(surface)
        self._draw_seats(surface)
        if self.draft.done:
            return
        draw_counts(surface, self.counts_rect, self.draft.picks[self.viewer], self.app.ui_scale)
        if self.view == "grid":
            paint_legend(surface, self.legend, "×2", "copies")
        elif self.chosen is not None:
            face = self.app.images.numbered(NUMBERING).face(self.chosen, self.card_rect.size)
            surface.blit(face, self.card_rect)
        else:
            panels.empty_pile(surface, self.card_rect)
            hint = panels.fit("Choose a card", self.px(16), self.card_rect.width - self.px(8),
                              colour=MUTED, italic=True)
            surface.blit(hint, hint.get_rect(center=self.card_rect.center))

    def _draw_seats(self, surface: pygame.Surface) -> None:
        """The players in seat order, each with its picks, and the direction of passing."""
        px = self.px
        rect = self.seats_rect
        n = len(self.names)
        step = rect.width / n
        direction = self.draft.direction if not self.draft.done else 0
        for seat, name in enumerate(self.names):
            box = pygame.Rect(0, 0, int(step) - px(60), rect.height)
            box.center = (rect.left + round(step * (seat + 0.5)), rect.centery)
            panels.panel(surface, box, active=seat == self.viewer)
            words = panels.fit(name, px(18), box.width - px(12),
                               colour=GOLD_LIGHT if seat == self.viewer else CREAM, bold=True)
            surface.blit(words, words.get_rect(midtop=(box.centerx, box.top + px(6))))
            picks = len(self.draft.picks[seat])
            count = panels.fit(f"{picks} pick{'' if picks == 1 else 's'}", px(14),
                               box.width - px(12), colour=MUTED)
            surface.blit(count, count.get_rect(midbottom=(box.centerx, box.bottom - px(6))))
            if direction and (seat + 1 < n):
                self._arrow(surface, box.right + px(6), box.right + px(54), box.centery,
                            direction)
        if direction:
            words = f"Passing {DIRECTION_WORDS[direction]}"
            if self.viewer is not None:
                words += f" — to {self.names[(self.viewer + direction) % n]}"
            words += (" (the last passes to the first)" if direction > 0
                      else " (the first passes to the last)")
            note = panels.fit(words, px(15), rect.width, colour=MUTED, italic=True)
            surface.blit(note, note.get_rect(midtop=(rect.centerx, rect.bottom + px(6))))

    @staticmethod
    def _arrow(surface: pygame.Surface, left: int, right: int, y: int, direction: int) -> None:
        pygame.draw.line(surface, GOLD, (left + 4, y), (right - 4, y), 3)
        tip, tail = (right - 2, right - 14) if direction > 0 else (left + 2, left + 14)
        pygame.draw.polygon(surface, GOLD, [(tip, y), (tail, y - 8), (tail, y + 8)])


def _counted(cards: list[Card], sort: str, chosen: Card | None) -> list[GridItem]:
    """``cards`` in a grid: each once, in the order of ``sort``, ``×n`` when there are
    several, ``chosen`` framed."""
    counts = {card: cards.count(card) for card in cards}
    return [GridItem(card, f"×{counts[card]}" if counts[card] > 1 else "", card == chosen)
            for card in sort_cards(list(counts), sort)]
