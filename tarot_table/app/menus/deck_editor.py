"""The Tarot Combat deck editor: build a deck of your own (seed §7 "How to make your own deck";
:mod:`tarot_table.rules.combat.decks`).

Constructed, the pool is one 78-card deck (with its two Jokers when the Jokers option is on) and
the deck has 40 cards; it is saved by name in the user data directory (:mod:`tarot_table.deckbox`,
the saves' atomic recipe), opened again, deleted. Sealed and draft, the pool is the cards dealt
or drafted and the deck has 30; the deck is handed to whoever opened the editor (``on_done``).

The screen: the cards left in the pool (left) and the deck (right), each card once with ``×n``
when the pool holds several; between them the counts by kind and a bar per cost
(:mod:`.deck_parts`). Under them a text box: Export writes the deck into it as text (one card
code per line), Import reads the box; a bad line (a card code, or a ``# name`` line that is no
deck's name: :func:`~tarot_table.rules.combat.decks.deck_from_text`) is reported with its number
and nothing changes, the text staying in the box. The box holds at most :data:`TEXT_LIMIT`
characters: pygame-gui lays a text out in a time that grows with the square of its length (10,000
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
from ...cards import Card, parse_card
from ...rules.combat.tables import NUMBERING
from ...rules.combat.decks import (CONSTRUCTED_SIZE, LIMITED_SIZE, DeckError, check_constructed,
                                   check_limited, deck_from_text, deck_text, one_deck)
from .base import MenuScene
from .deck_choice import prebuilt_name
from .deck_parts import card_rows, draw_counts, minus

if TYPE_CHECKING:
    from ..shell import App

#: The drop-down's first entry (nothing opened).
OPEN_PROMPT = "Open a deck…"
#: The most characters the text box holds: a deck of 80 cards written by their names
#: (``Queen of wands``) takes about 1,600.
TEXT_LIMIT = 2000
#: The widget events after which the widgets may be rebuilt (what is typed is kept first).
ACTING = (pygame_gui.UI_BUTTON_PRESSED, pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION,
          pygame_gui.UI_DROP_DOWN_MENU_CHANGED, pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED)


class DeckEditorScene(MenuScene):
    """Build a deck out of a pool (see the module docstring).

    ``pool``: the cards to build from (``None``: one 78-card deck, constructed); ``jokers``: the
    Jokers option; ``cards``: the deck to start from; ``on_done(deck)``: called with a finished
    deck of a sealed or draft pool (Done), after which the editor closes.

    Keys: Tab and Shift+Tab move between the widgets; in a list Up and Down choose a card and
    Enter moves it to the other list (a double click does too); Esc leaves."""

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
        self.name_entry: UITextEntryLine | None = None
        self.text_box: UITextEntryBox | None = None

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

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        manager = self.app.manager
        self.panel = pygame.Rect(px(12), px(10), width - px(24), height - px(20))
        column = min(px(400), (width - px(60)) // 3)
        middle = width - 2 * column - px(80)
        left = pygame.Rect(px(30), 0, column, 0)
        centre = pygame.Rect(left.right + px(10), 0, middle, 0)
        right = pygame.Rect(centre.right + px(10), 0, column, 0)
        self.label(self.title, pygame.Rect(0, px(14), width, px(52)), "#heading")
        top = px(90)
        bottom = height - px(80)
        self.label(f"Cards left ({len(self.pool) - len(self.deck)})",
                   pygame.Rect(left.left, top - px(30), column, px(28)), "#column_label")
        self.label(f"Deck {len(self.deck)} / {self.size}",
                   pygame.Rect(right.left, top - px(30), column, px(28)), "#column_label")
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
        self.button("Fill for me", pygame.Rect(centre.left, y, half, px(36)), self.fill,
                    object_id="#small_button")
        self.button("Clear", pygame.Rect(centre.left + half + px(10), y, half, px(36)),
                    self.empty, object_id="#small_button")
        y += px(44)
        chart_h = max(px(90), min(px(190), bottom - top - px(292)))  # the text box keeps 60
        self.chart = pygame.Rect(centre.left, y, middle, chart_h)
        y = self.chart.bottom + px(8)
        if self.constructed:
            # the name and the decks' drop-down take what their buttons leave (a deck's name
            # is read there), the buttons at most 90 px
            side = min(half, px(90))
            wide = middle - side - px(10)
            self.name_entry = self.add(UITextEntryLine(pygame.Rect(centre.left, y, wide, px(36)),
                                                       manager, placeholder_text="Deck name"))
            self.name_entry.set_text_length_limit(deckbox.NAME_LIMIT)
            self.name_entry.set_text(self.name)
            self.button("Save", pygame.Rect(centre.right - side, y, side, px(36)), self.save,
                        object_id="#small_button")
            y += px(44)
            options = [OPEN_PROMPT, *(d.name for d in self.saved),
                       *(prebuilt_name(d.name) for d in self.prebuilt)]
            self.dropdown(options, OPEN_PROMPT, pygame.Rect(centre.left, y, wide, px(36)),
                          self.open_deck)
            self.delete_button = self.button("Delete",
                                             pygame.Rect(centre.right - side, y, side, px(36)),
                                             self.ask_delete, object_id="#small_button")
            if self.opened is None:
                self.delete_button.disable()
            y += px(44)
        else:
            self.name_entry = None
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
        buttons = pygame.Rect(0, height - px(66), px(180), px(46))
        buttons.centerx = width // 2 - (px(100) if not self.constructed else 0)
        self.button("Back", buttons.copy(), self.back, object_id="#secondary_button")
        if not self.constructed:
            buttons.x += px(200)
            self.done_button = self.button("Done", buttons.copy(), self.done)
            if len(self.deck) != self.size:
                self.done_button.disable()

    # input ----------------------------------------------------------------------------------
    def claims(self, event: pygame.event.Event) -> bool:
        """A paste into the text box that would pass :data:`TEXT_LIMIT` is refused before the
        box lays it out."""
        command = pygame.KMOD_CTRL | pygame.KMOD_META
        pasting = (event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & command
                   or event.type == pygame.TEXTINPUT and event.text == "v"
                   and pygame.key.get_mods() & command)
        if pasting and self.text_box is not None and self.text_box.is_focused and \
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
            if len(event.text) > TEXT_LIMIT:
                self.text_box.set_text(self.text)
                self._too_long()
            else:
                self.text = event.text
            return None
        if element is not None and event.type in ACTING:
            self._keep_typed()
        if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            if element is self.left_list:
                self.add_card()
                return None
            if element is self.deck_list:
                self.remove_card()
                return None
        return super().handle_event(event)

    @staticmethod
    def _chosen(items: UISelectionList) -> Card | None:
        chosen = items.get_single_selection(include_object_id=True)
        if not chosen:
            return None
        code = chosen[1].split("_", 1)[1]
        return parse_card(code)

    # actions --------------------------------------------------------------------------------
    def add_card(self, card: Card | None = None) -> None:
        """Put ``card`` (default: the one chosen in the left list) into the deck, if the deck
        has room and the pool a copy left."""
        card = card or self._chosen(self.left_list)
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
        card = card or self._chosen(self.deck_list)
        if card is None or card not in self.deck:
            return
        self.deck.remove(card)
        self._refresh(card, self.deck_list)

    def _refresh(self, card: Card, source: UISelectionList) -> None:
        """Rebuild after a move, keeping the focus on the list and choosing the next card."""
        keep_left = source is self.left_list
        position = next((i for i, entry in enumerate(source.item_list)
                         if entry["object_id"].endswith(f"_{card}")), 0)
        self.rebuild()
        target = self.left_list if keep_left else self.deck_list
        items = target.item_list
        if items:
            index = min(position, len(items) - 1)
            items[index]["selected"] = True
            button = items[index].get("button_element")
            if button is not None:
                button.select()

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

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_counts(surface, self.chart, self.deck, self.app.ui_scale)
