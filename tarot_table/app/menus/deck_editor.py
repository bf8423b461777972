"""The Tarot Combat deck editor: build a deck of your own (seed §7 "How to make your own deck";
:mod:`tarot_table.rules.combat.decks`).

Constructed, the pool is one 78-card deck (with its two Jokers when the Jokers option is on) and
the deck has 40 cards; it is saved by name in the user data directory (:mod:`tarot_table.deckbox`,
the saves' atomic recipe), opened again, deleted. Sealed and draft, the pool is the cards dealt
or drafted and the deck has 30; the deck is handed to whoever opened the editor (``on_done``).

Two views, the grid and the list (the button beside Back toggles them). The grid
(:mod:`.card_grid`, as MTG Arena's deck builder): every card of the pool as its image with its
cost, strength and speed, and how many copies of it are in the deck of those in the pool; above
it the filters (suit, kind, cost, in the deck or not) and the sort (cost, suit, rank, kind); a
click or Enter adds a card, a right click, Delete or minus takes one out, Z zooms it, and the card
under the pointer or the keys tells its rule in a tooltip. Beside it the deck: its count, the
counts by kind and the cost curve (:mod:`.deck_parts`) and the deck as a list (Enter or a double
click takes a card out). The list view: the cards left in the pool (left) and the deck (right),
each card once with ``×n`` when the pool holds several (each row tells its card's rule in a
tooltip, Z zooms the card chosen), the counts and curve between them, and
under them a text box: Export writes the deck into it as text (one card code per line), Import
reads the box; a bad line (a card code, or a ``# name`` line that is no deck's name:
:func:`~tarot_table.rules.combat.decks.deck_from_text`) is reported with its number and nothing
changes, the text staying in the box. The box holds at most :data:`TEXT_LIMIT` characters:
pygame-gui lays a text out in a time that grows with the square of its length (10,000
characters: seconds), and the editor builds the box again after every change to the deck; a
paste or a key that would pass the limit is refused with a message.
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import TYPE_CHECKING, Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.core.utility import clipboard_paste
from pygame_gui.elements import UISelectionList, UITextEntryBox, UITextEntryLine

from ... import deckbox
from ...ai.combat_decks import build_deck
from ...cards import MINOR_SUITS, Card, Suit, suit_name
from ...rules.combat.tables import NUMBERING
from ...rules.combat.decks import (CONSTRUCTED_SIZE, LIMITED_SIZE, DeckError, check_constructed,
                                   check_limited, deck_from_text, deck_text, one_deck)
from ..draw.words import in_tradition
from .base import MenuScene
from .card_grid import CardGrid, GridItem, GridPlace, card_height_for, paint_legend
from .deck_choice import prebuilt_name
from .deck_parts import (KINDS, SORTS, card_rows, chosen_card, draw_counts, matches, minus,
                         sort_cards, tip_rows, zoomed)

if TYPE_CHECKING:
    from ..shell import App

#: The drop-down's first entry (nothing opened).
OPEN_PROMPT = "Open a deck…"
#: The most characters the text box holds: a deck of 80 cards written by their names
#: (``Queen of wands``) takes about 1,600.
TEXT_LIMIT = 2000
#: The kinds as the kind filter names them (:data:`~.deck_parts.KINDS`).
KIND_WORDS = {"Spots": "Spot cards", "Courts": "Courts", "Trumps": "Trumps", "Aces": "Aces",
              "Jokers": "Jokers"}
#: What the grid shows of the pool: every card, those in the deck, those with copies left.
SHOWN = {"all": "All cards", "deck": "In the deck", "left": "Not in the deck"}
#: The widget events after which the widgets may be rebuilt (what is typed is kept first).
ACTING = (pygame_gui.UI_BUTTON_PRESSED, pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION,
          pygame_gui.UI_DROP_DOWN_MENU_CHANGED, pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED)


class DeckEditorScene(MenuScene):
    """Build a deck out of a pool (see the module docstring).

    ``pool``: the cards to build from (``None``: one 78-card deck, constructed); ``jokers``: the
    Jokers option; ``cards``: the deck to start from; ``on_done(deck)``: called with a finished
    deck of a sealed or draft pool (Done), after which the editor closes.

    Keys: Tab and Shift+Tab move between the widgets; in the grid the arrows move from card to
    card, Enter adds the card, Delete or minus takes it out, Z zooms it; in a list Up and Down
    choose a card and Enter moves it to the other list (a double click does too); Esc leaves."""

    def __init__(self, app: "App", pool: Sequence[Card] | None = None, *, jokers: bool = False,
                 cards: Sequence[Card] = (), name: str = "",
                 on_done: Callable[[list[Card]], None] | None = None,
                 title: str = "") -> None:
        super().__init__(app)
        self.constructed = pool is None
        self.jokers = jokers
        self.pool = one_deck(jokers) if pool is None else sorted(pool)
        self.size = CONSTRUCTED_SIZE if self.constructed else LIMITED_SIZE
        self.deck: list[Card] = sorted(cards)
        #: The deck as last saved, opened or begun: leaving with another asks first.
        self.kept: list[Card] = list(self.deck)
        self.name = name
        self.on_done = on_done
        self.title = title or ("Deck editor" if self.constructed else "Build your deck")
        self.text = ""
        self.saved: list[deckbox.NamedDeck] = []
        self.prebuilt: list[deckbox.NamedDeck] = []
        self.opened: deckbox.NamedDeck | None = None
        self.chart = pygame.Rect(0, 0, 0, 0)
        self.legend = pygame.Rect(0, 0, 0, 0)
        self.name_entry: UITextEntryLine | None = None
        self.text_box: UITextEntryBox | None = None
        self.left_list: UISelectionList | None = None
        self.deck_list: UISelectionList | None = None
        self.grid: CardGrid | None = None
        #: "grid" or "list": the view shown.
        self.view = "grid"
        #: The grid's filters (``None``: any) and sort (a key of :data:`~.deck_parts.SORTS`).
        self.suit: Suit | None = None
        self.kind: str | None = None
        self.cost: int | None = None
        self.shown = "all"
        self.sort = "cost"
        self.place = GridPlace()

    # lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        if self.constructed:
            self._scan()
        self.build()

    def _scan(self) -> None:
        self.saved, problems = deckbox.load_decks()
        try:
            self.prebuilt = deckbox.prebuilt_decks()
        except DeckError as exc:
            problems.append("; ".join(exc.problems))
            self.prebuilt = []
        if problems:
            self.message("Saved decks", "\n\n".join(problems))

    def rebuild(self) -> None:
        """Build the widgets again (after a change to the deck)."""
        self.clear()
        self.build()

    def _keep_typed(self) -> None:
        """Keep what is typed in the name and the text box (before the widgets are rebuilt)."""
        if self.name_entry is not None and self.name_entry.alive():
            self.name = self.name_entry.get_text()
        if self.text_box is not None and self.text_box.alive():
            self.text = self.text_box.get_text()

    def resize(self, size: tuple[int, int]) -> None:
        self._keep_typed()
        self.rebuild()

    def toggle_view(self) -> None:
        """Show the list view instead of the grid, or the grid instead of the list."""
        self._keep_typed()
        self.view = "list" if self.view == "grid" else "grid"
        self.rebuild()

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        self.panel = pygame.Rect(px(12), px(10), width - px(24), height - px(20))
        self.label(self.title, pygame.Rect(0, px(14), width, px(52)), "#heading")
        self.grid = self.left_list = self.deck_list = self.name_entry = self.text_box = None
        if self.view == "grid":
            self._build_grid(width, height)
        else:
            self._build_list(width, height)
        count = 2 if self.constructed else 3
        buttons = pygame.Rect(0, height - px(66), px(180), px(46))
        buttons.x = width // 2 - (count * px(200) - px(20)) // 2
        self.button("Back", buttons.copy(), self.back, object_id="#secondary_button")
        buttons.x += px(200)
        self.button("List view" if self.view == "grid" else "Grid view", buttons.copy(),
                    self.toggle_view, object_id="#secondary_button")
        if not self.constructed:
            buttons.x += px(200)
            self.done_button = self.button("Done", buttons.copy(), self.done)
            if len(self.deck) != self.size:
                self.done_button.disable()

    def _build_grid(self, width: int, height: int) -> None:
        """The grid view: filters and sort over the grid of the pool; beside it (under it in a
        tall window) the deck's count, counts and cost curve, the deck's list and the deck's
        buttons."""
        px = self.px
        top, bottom = px(76), height - px(80)
        portrait = height >= 1.4 * width
        side_w = min(px(520), width - px(60)) if portrait else \
            max(px(250), min(px(380), round(width * 0.27)))
        main = pygame.Rect(px(30), top, width - px(60) if portrait else width - px(80) - side_w, 0)
        y = self._build_filters(main.left, top, main.width)
        self.legend = pygame.Rect(main.left, y, main.width, px(22))
        y += px(28)
        if portrait:
            side = pygame.Rect(0, 0, side_w, px(560) + self._buttons_height())
            side.bottom = bottom
            side.centerx = width // 2
            area = pygame.Rect(main.left, y, main.width, side.top - px(16) - y)
        else:
            area = pygame.Rect(main.left, y, main.width, bottom - y)
            side = pygame.Rect(main.right + px(20), top, side_w, bottom - top)
        self._build_side(side)
        grid = CardGrid(area, self.app.manager, self.app.images.numbered(NUMBERING),
                        self.app.settings.tradition, self.place, activate=self.add_card,
                        remove=self.remove_card, zoom=self.zoom,
                        card_height=card_height_for(area.size, len(set(self.pool))),
                        empty="No card of the pool matches the filters")
        self.grid = self.add(grid)
        grid.set_items(self.grid_items())

    def _build_filters(self, left: int, top: int, room: int) -> int:
        """The filters' and the sort's drop-downs in rows from ``top`` within ``room`` pixels;
        returns the y under them."""
        menus = self._filter_menus()
        px = self.px
        rows = -(-len(menus) // max(1, min(len(menus), (room + px(8)) // px(158))))
        per_row = -(-len(menus) // rows)
        wide = min(px(220), (room - px(8) * (per_row - 1)) // per_row)
        for k, (options, current, change) in enumerate(menus):
            row, column = divmod(k, per_row)
            rect = pygame.Rect(left + column * (wide + px(8)), top + row * px(44), wide, px(36))
            self.dropdown(options, options[current], rect, change)
        return top + rows * px(44)

    def _filter_menus(self) -> list[tuple[list[str], int, Callable[[str], None]]]:
        """The filters' and the sort's drop-downs: their options, the index of the one
        chosen, what a choice does."""
        tradition = self.app.settings.tradition
        kinds = [k for k in KINDS if k != "Jokers" or self.jokers]
        return [
            (["Every suit", *(in_tradition(suit_name(s), tradition) for s in MINOR_SUITS)],
             _filter_index(self.suit, MINOR_SUITS), self._filter_suit),
            (["Every kind", *(KIND_WORDS[k] for k in kinds)],
             _filter_index(self.kind, kinds), self._filter_kind),
            (["Any cost", *(f"Cost {c}" for c in range(5))],
             _filter_index(self.cost, range(5)), self._filter_cost),
            (list(SHOWN.values()), list(SHOWN).index(self.shown), self._filter_shown),
            ([f"By {by}" for by in SORTS], list(SORTS).index(self.sort), self._sort_by),
        ]

    def _buttons_height(self) -> int:
        """The height of the deck's buttons beside the grid (Fill and Clear; the name, Save,
        the decks and Delete when constructed)."""
        return self.px(44) * (3 if self.constructed else 1)

    def _build_side(self, side: pygame.Rect) -> None:
        """Beside the grid: the deck's count, the counts and cost curve, the deck's list (when
        there is room), the deck's buttons."""
        px = self.px
        self.deck_label = self.label(f"Deck {len(self.deck)} / {self.size}",
                                     pygame.Rect(side.left, side.top, side.width, px(28)),
                                     "#column_label")
        y = side.top + px(32)
        buttons = self._buttons_height()
        chart_h = max(px(110), min(px(190), round((side.height - buttons) * 0.35)))
        self.chart = pygame.Rect(side.left, y, side.width, chart_h)
        y += chart_h + px(8)
        room = side.bottom - buttons - px(4) - y
        if room >= px(90):
            self.deck_list = self.add(UISelectionList(pygame.Rect(side.left, y, side.width, room),
                                                      card_rows(self.deck, "deck"),
                                                      self.app.manager))
            y += room + px(8)
        else:
            y = side.bottom - buttons + px(4)
        self._build_deck_buttons(side.left, y, side.width)

    def _build_deck_buttons(self, left: int, y: int, width: int) -> int:
        """Fill for me and Clear, then (constructed) the name and Save, the decks' drop-down
        and Delete, from ``y``; returns the y under them."""
        px = self.px
        half = (width - px(10)) // 2
        self.button("Fill for me", pygame.Rect(left, y, half, px(36)), self.fill,
                    object_id="#small_button")
        self.button("Clear", pygame.Rect(left + half + px(10), y, half, px(36)), self.empty,
                    object_id="#small_button")
        y += px(44)
        if not self.constructed:
            return y
        # the name and the decks' drop-down take what their buttons leave (a deck's name is
        # read there), the buttons at most 90 px
        side = min(half, px(90))
        wide = width - side - px(10)
        self.name_entry = self.add(UITextEntryLine(pygame.Rect(left, y, wide, px(36)),
                                                   self.app.manager,
                                                   placeholder_text="Deck name"))
        self.name_entry.set_text_length_limit(deckbox.NAME_LIMIT)
        self.name_entry.set_text(self.name)
        self.button("Save", pygame.Rect(left + width - side, y, side, px(36)), self.save,
                    object_id="#small_button")
        y += px(44)
        options = [OPEN_PROMPT, *(d.name for d in self.saved),
                   *(prebuilt_name(d.name) for d in self.prebuilt)]
        self.dropdown(options, OPEN_PROMPT, pygame.Rect(left, y, wide, px(36)), self.open_deck)
        self.delete_button = self.button("Delete",
                                         pygame.Rect(left + width - side, y, side, px(36)),
                                         self.ask_delete, object_id="#small_button")
        if self.opened is None:
            self.delete_button.disable()
        return y + px(44)

    def _build_list(self, width: int, height: int) -> None:
        """The list view: the cards left (left), the deck (right), between them Add and
        Remove, the deck's buttons, the counts and the deck as text."""
        px, manager = self.px, self.app.manager
        column = min(px(400), (width - px(60)) // 3)
        middle = width - 2 * column - px(80)
        left = pygame.Rect(px(30), 0, column, 0)
        centre = pygame.Rect(left.right + px(10), 0, middle, 0)
        right = pygame.Rect(centre.right + px(10), 0, column, 0)
        top = px(90)
        bottom = height - px(80)
        self.label(f"Cards left ({len(self.pool) - len(self.deck)})",
                   pygame.Rect(left.left, top - px(30), column, px(28)), "#column_label")
        self.deck_label = self.label(f"Deck {len(self.deck)} / {self.size}",
                                     pygame.Rect(right.left, top - px(30), column, px(28)),
                                     "#column_label")
        self.left_list = self.add(UISelectionList(
            pygame.Rect(left.left, top, column, bottom - top),
            card_rows(minus(self.pool, self.deck), "pool"), manager))
        self.deck_list = self.add(UISelectionList(
            pygame.Rect(right.left, top, column, bottom - top), card_rows(self.deck, "deck"),
            manager))
        half = (middle - px(10)) // 2
        y = top
        self.add_button = self.button("Add >", pygame.Rect(centre.left, y, half, px(40)),
                                      self.add_card, object_id="#small_button")
        self.remove_button = self.button("< Remove",
                                         pygame.Rect(centre.left + half + px(10), y, half,
                                                     px(40)),
                                         self.remove_card, object_id="#small_button")
        y += px(48)
        buttons = self._buttons_height()
        # the text box keeps 60 px
        chart_h = max(px(90), min(px(190), bottom - top - px(248) - buttons))
        self.chart = pygame.Rect(centre.left, y, middle, chart_h)
        y = self._build_deck_buttons(centre.left, self.chart.bottom + px(8), middle)
        box_h = max(px(60), bottom - px(44) - y)
        self.text_box = self.add(UITextEntryBox(pygame.Rect(centre.left, y, middle, box_h),
                                                self.text, manager,
                                                placeholder_text="A deck as text: one card "
                                                                 "code per line (7C, KW, M13)"))
        y += box_h + px(8)
        self.button("Import", pygame.Rect(centre.left, y, half, px(36)), self.import_text,
                    object_id="#small_button")
        self.button("Export", pygame.Rect(centre.left + half + px(10), y, half, px(36)),
                    self.export_text, object_id="#small_button")

    # the grid --------------------------------------------------------------------------------
    def grid_items(self) -> list[GridItem]:
        """The pool's cards the filters let through, each once, in the sort's order, each with
        its copies in the deck of those in the pool ("1/2"), framed when in the deck."""
        in_deck, in_pool = Counter(self.deck), Counter(self.pool)
        shown = {"all": lambda c: True, "deck": lambda c: in_deck[c] > 0,
                 "left": lambda c: in_deck[c] < in_pool[c]}[self.shown]
        cards = [c for c in in_pool if matches(c, self.suit, self.kind, self.cost) and shown(c)]
        return [GridItem(c, f"{in_deck[c]}/{in_pool[c]}", in_deck[c] > 0)
                for c in sort_cards(cards, self.sort)]

    def zoom(self, card: Card) -> None:
        """Show ``card`` large with its rule (the card zoom over the editor)."""
        self.app.open("card_zoom", card=card)

    def _filter_suit(self, choice: str) -> None:
        tradition = self.app.settings.tradition
        self.suit = next((s for s in MINOR_SUITS
                          if in_tradition(suit_name(s), tradition) == choice), None)
        self._show_grid()

    def _filter_kind(self, choice: str) -> None:
        self.kind = next((k for k, words in KIND_WORDS.items() if words == choice), None)
        self._show_grid()

    def _filter_cost(self, choice: str) -> None:
        self.cost = int(choice.split()[-1]) if choice.startswith("Cost ") else None
        self._show_grid()

    def _filter_shown(self, choice: str) -> None:
        self.shown = next(k for k, words in SHOWN.items() if words == choice)
        self._show_grid()

    def _sort_by(self, choice: str) -> None:
        self.sort = choice.removeprefix("By ")
        self._show_grid()

    def _show_grid(self) -> None:
        """The grid shows the pool again under the filters and sort, from its top."""
        self.place.scroll = self.place.cursor = 0
        if self.grid is not None:
            self.grid.set_items(self.grid_items())

    # input ----------------------------------------------------------------------------------
    def claims(self, event: pygame.event.Event) -> bool:
        """A paste into the text box that would pass :data:`TEXT_LIMIT` is refused before the
        box lays it out."""
        if _pasting(event) and self.text_box is not None and self.text_box.is_focused and \
                len(self.text_box.get_text()) + len(clipboard_paste() or "") > TEXT_LIMIT:
            self._too_long()
            return True
        return super().claims(event)

    def _too_long(self) -> None:
        self.message("Too long", f"A deck as text holds at most {TEXT_LIMIT} characters; "
                                 "what passes them is not taken.")

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and element is self.text_box:
            self._text_changed(event.text)
            return None
        if element is not None and event.type in ACTING:
            self._keep_typed()
        card = zoomed(event, self.focus_ring.focused, (self.left_list, self.deck_list))
        if card is not None and not self._open_dialogs():
            self.zoom(card)                 # Z zooms the card chosen in a list too
            return None
        lists = {self.left_list: self.add_card, self.deck_list: self.remove_card}
        if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and \
                element is not None and element in lists:
            lists[element]()        # a card of the pool in, a card of the deck out
            return None
        return super().handle_event(event)

    def _text_changed(self, text: str) -> None:
        """The deck as text typed: kept, unless past :data:`TEXT_LIMIT` (then put back)."""
        if len(text) > TEXT_LIMIT:
            self.text_box.set_text(self.text)
            self._too_long()
        else:
            self.text = text

    # actions --------------------------------------------------------------------------------
    def add_card(self, card: Card | None = None) -> None:
        """Put ``card`` (default: the one chosen in the list of the cards left) into the deck,
        if the deck has room and the pool a copy left."""
        card = card or chosen_card(self.left_list)
        if card is None:
            return
        if len(self.deck) >= self.size:
            self.message("The deck is full", f"A deck has {self.size} cards; take one out "
                                              "first.")
            return
        if card not in minus(self.pool, self.deck):
            return
        self.deck = sorted([*self.deck, card])
        self._refresh(card, self.left_list)

    def remove_card(self, card: Card | None = None) -> None:
        """Take ``card`` (default: the one chosen in the deck's list) out of the deck."""
        card = card or chosen_card(self.deck_list)
        if card is None or card not in self.deck:
            return
        self.deck.remove(card)
        self._refresh(card, self.deck_list)

    def _refresh(self, card: Card, source: UISelectionList | None) -> None:
        """Show the deck changed by ``card``. The grid view changes in place (the grid, the
        deck's count and list, Done); the list view is built again, the focus kept on the list
        ``source`` (the one the card left) with its next card chosen."""
        if self.view == "grid":
            self._refresh_grid()
            return
        keep_left = source is self.left_list
        position = next((i for i, entry in enumerate(source.item_list)
                         if entry["object_id"].endswith(f"_{card}")), 0) if source else 0
        self.rebuild()
        target = self.left_list if keep_left else self.deck_list
        items = target.item_list
        if items:
            index = min(position, len(items) - 1)
            items[index]["selected"] = True
            button = items[index].get("button_element")
            if button is not None:
                button.select()

    def _refresh_grid(self) -> None:
        """The grid view changed in place: the grid, the deck's count and list, Done (a
        limited deck is done when full)."""
        self.grid.set_items(self.grid_items())
        self.deck_label.set_text(f"Deck {len(self.deck)} / {self.size}")
        if self.deck_list is not None:
            self.deck_list.set_item_list(card_rows(self.deck, "deck"))
        if self.constructed:
            return
        if len(self.deck) == self.size:
            self.done_button.enable()
        else:
            self.done_button.disable()

    def fill(self) -> None:
        """Fill the deck to its size with the cards the AI's builder would take
        (:func:`~tarot_table.ai.combat_decks.build_deck`), keeping the cards chosen."""
        left = minus(self.pool, self.deck)
        room = self.size - len(self.deck)
        if room <= 0:
            return
        self.deck = sorted([*self.deck, *build_deck(left, min(room, len(left)))])
        self.rebuild()

    def empty(self) -> None:
        """Take every card out of the deck."""
        self.deck = []
        self.rebuild()

    def check(self) -> None:
        """Raise :class:`DeckError` unless the deck is finished under its format's rules."""
        if self.constructed:
            check_constructed(self.deck, self.jokers)
        else:
            check_limited(self.deck, self.pool, self.jokers)

    def save(self) -> None:
        """Save the deck under the name typed (constructed)."""
        try:
            path = deckbox.save_deck(self.name, self.deck, self.jokers)
        except ValueError as exc:       # a bad name, or DeckError: the deck breaks a rule
            problems = exc.problems if isinstance(exc, DeckError) else [str(exc)]
            self.message("Not saved", "\n".join(p[0].upper() + p[1:] for p in problems))
            return
        except OSError as exc:
            self.message("Not saved", f"The deck could not be written: {exc.strerror or exc}")
            return
        self.opened = deckbox.read_deck(path)
        self.kept = list(self.deck)
        self._scan()
        self.rebuild()
        self.message("Saved", f"The deck \u201c{self.opened.name}\u201d is saved.")

    def open_deck(self, choice: str) -> None:
        """Open the saved or prebuilt deck named ``choice`` in the drop-down."""
        mine = next((d for d in self.saved if d.name == choice), None)
        shipped = next((d for d in self.prebuilt if prebuilt_name(d.name) == choice), None)
        deck = mine or shipped
        if deck is None:
            return
        try:
            check_constructed(deck.cards, self.jokers)
        except DeckError as exc:
            self.message("Cannot open the deck", "\n".join(exc.problems))
            return
        self.deck = sorted(deck.cards)
        self.kept = list(self.deck)
        self.name = deck.name
        self.opened = mine
        self.rebuild()

    def ask_delete(self) -> None:
        """Ask before deleting the deck opened from the saved decks."""
        if self.opened is None:
            return
        self.confirm("Delete deck", f"Delete the deck \u201c{escape(self.opened.name)}\u201d?"
                     "<br>This cannot be undone.", "Delete", self.delete)

    def delete(self) -> None:
        try:
            deckbox.delete_deck(self.opened)
        except OSError as exc:
            self.message("Not deleted", f"{self.opened.path.name}: {exc.strerror or exc}")
        self.opened = None
        self.kept = list(self.deck)     # deleted on purpose: leaving does not ask again
        self._scan()
        self.rebuild()

    def import_text(self) -> None:
        """Read the deck written in the text box. A bad line, a card the pool lacks or too many
        cards is reported and nothing changes."""
        try:
            read = deck_from_text(self.text)
        except DeckError as exc:
            self.message("Not imported", "\n".join(exc.problems))
            return
        problems = []
        if len(read.cards) > self.size:
            problems.append(f"{len(read.cards)} cards: a deck has {self.size}")
        missing = Counter(read.cards) - Counter(self.pool)
        for card, count in sorted(missing.items()):
            problems.append(f"{'the Joker' if card.is_joker else card.name(numbering=NUMBERING)}: "
                            f"{'the pool has no more' if card in self.pool else 'not in the pool'}"
                            f"{'' if count == 1 else f' ({count} too many)'}")
        if problems:
            self.message("Not imported", "\n".join(problems))
            return
        self.deck = sorted(read.cards)
        if read.name and self.constructed:
            self.name = read.name
        self.rebuild()

    def export_text(self) -> None:
        """Write the deck into the text box as text (a ``# name`` line, then the codes)."""
        self.text = deck_text(self.deck, self.name.strip())
        self.rebuild()

    def done(self) -> None:
        """Hand a finished sealed or draft deck to ``on_done`` and close."""
        try:
            self.check()
        except DeckError as exc:
            self.message("The deck is not finished", "\n".join(exc.problems))
            return
        self.kept = list(self.deck)
        self.back()
        if self.on_done is not None:
            self.on_done(list(self.deck))

    def back(self) -> None:
        """Esc or Back: leave. A deck changed since it was saved, opened or begun would be
        lost, so leaving then asks first."""
        if self.deck == self.kept or self.app.stack.top is not self:
            super().back()
            return
        what = "saved" if self.constructed else "handed in (Done)"
        self.confirm("Leave the deck editor", f"Leave the deck editor? The changes to this "
                     f"deck are not {what} and will be lost.", "Leave", super().back)

    # frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.grid is not None and self.grid.alive():
            self.grid.set_ring(self.focus_ring.focused is self.grid)
        for items in (self.left_list, self.deck_list):
            if items is not None and items.alive():
                tip_rows(items, self.app.settings.tradition)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_counts(surface, self.chart, self.deck, self.app.ui_scale)
        if self.grid is not None:
            paint_legend(surface, self.legend, "1/2", "in deck / in pool")


def _filter_index(value: object, values: Sequence[object]) -> int:
    """The index of ``value`` of ``values`` in its filter's drop-down, after "every" (0, for
    ``None``)."""
    return 0 if value is None else 1 + list(values).index(value)


def _pasting(event: pygame.event.Event) -> bool:
    """Whether ``event`` pastes: Ctrl+V (Cmd+V), as a key or as the text it types."""
    command = pygame.KMOD_CTRL | pygame.KMOD_META
    return bool(event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & command
                or event.type == pygame.TEXTINPUT and event.text == "v"
                and pygame.key.get_mods() & command)
