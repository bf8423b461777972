"""The choice panel: widgets for the acting human's decisions that the board does not express
(a bid, a pass, a suit or a player to name, a card to call from the whole deck, a card of the
hand to give, keep or discard).

Which actions it shows is generic (:func:`choice_actions`): every legal action except those
made by moving a card on the board, as the game's table plug-in says (its ``board_actions``: by
default a card of the viewer's hand dragged to the play area and drawing from a draw pile that
holds cards; Arcanoid's: every action dropped on a zone). When some legal actions are made on
the board, the rest (Strength's
"stop", taking a card back from up the sleeve) are a small bar of buttons above the hand
(``bar``; a ``column`` of small buttons on a table of battlefields); otherwise the panel stands
in the middle of the table. Many choices naming one card with different targets (Arcanoid's
Tower, Judgment), or one target with different cards (KOBLENZ's secret commitments on a
battlefield), are grouped behind one button per card or target (:func:`grouped_choices`).

Actions that each name a different card are shown as the card images themselves (the images
are drawn by the table under transparent buttons, :attr:`ChoicePanel.cards`), in rows sized to
fit the panel — the whole deck for Tarocchi's called card; the others are buttons labelled by
the game's ``describe_choice(view, action)``, ``{seat}`` placeholders made names.

:class:`ChoiceControl` keeps a table's panel in step: what it shows (the decisions above, or
the moves a drop offered, or the choices of one card opened), its widgets and a Back button.
"""

from __future__ import annotations

import math
import warnings
from html import escape
from typing import Callable, Collection, Sequence

import pygame
from pygame_gui.elements import UIButton, UILabel

from ...cards import Card, RANK_CODES, TRADITIONS, roman
from ...rules.base import Action, Event, PlayerView
from ..draw.layout import CARD_RATIO
from ..games.plugin import TablePlugin
from ..labels import (column_rows, fitting_text, narrow_buttons, narrow_headings, needed_width,
                      shortened_names, shorter_headings, too_wide, widen_to_fit)
from .host import PanelHost

ROW_LIMIT = 6           # up to this many text choices: one row with full labels
GRID_COLUMNS = 10
WIDE_COLUMNS = 4        # a grid of long labels (one card's many targets) is this many wide
ROW_BUTTON_WIDTH = 150  # pixels a full label needs in the theme's 18 px ("Bid Two Cards")
#: The text line of a 1280×800 table: the widths in pixels here are for its buttons' fonts, and
#: grow with the line beyond it as the fonts grow with the UI's scale.
BASE_LINE = 22
CARD_GAP = 0.08         # gap between card images, a fraction of their width
MAX_CARD = 0.8          # card images at most this fraction of the hand's card height
WIDE_GRID = 24          # this many card images or more take the window's width (grid_area)


def choice_actions(view: PlayerView, plugin: TablePlugin) -> list[Action]:
    """The viewer's legal actions that the board cannot express (those not among the
    ``plugin``'s :meth:`~tarot_table.app.games.plugin.TablePlugin.board_actions`)."""
    board = plugin.board_actions(view)
    return [a for a in view.legal if a not in board]


def group_key(action: Action, actions: Sequence[Action]) -> tuple | None:
    """The group of choices ``action`` belongs to among ``actions``, or ``None`` when it stands
    alone: ``("cards", kind, cards)`` when others name the same cards (a major's targets),
    else ``("target", kind, target)`` when others have the same target with other cards
    (KOBLENZ's secret commitments on one battlefield)."""
    kind, cards, target = action.kind, action.cards, action.target
    if sum(a.kind == kind and a.cards == cards for a in actions) > 1:
        return ("cards", kind, cards)
    if target is not None and sum(a.kind == kind and a.target == target for a in actions) > 1:
        return ("target", kind, target)
    return None


def grouped_choices(actions: Sequence[Action], opened: tuple | None = None) -> list[Action]:
    """More than :data:`ROW_LIMIT` choices, several of one group (:func:`group_key`: one card's
    targets, or one target's cards), are first one per group — its first action standing for
    the rest — then, for the group ``opened``, that group's own choices."""
    if len(actions) <= ROW_LIMIT:
        return list(actions)
    if opened is not None:
        inside = [a for a in actions if group_key(a, actions) == opened]
        if inside:
            return inside
    firsts: dict[object, Action] = {}
    for action in actions:
        firsts.setdefault(group_key(action, actions) or action, action)
    return list(firsts.values())


def opened_group(action: Action, actions: Sequence[Action]) -> tuple | None:
    """The group (:func:`group_key`) that ``action`` stands for among the grouped ``actions``
    (see :func:`grouped_choices`), or ``None`` when it stands for itself alone."""
    return group_key(action, actions) if len(actions) > ROW_LIMIT else None


def short_label(card: Card) -> str:
    """A compact readable name: ``"XXI"``, ``"Fool"``, ``"K Cups"``, ``"10 Swords"``."""
    if card.is_major:
        return "Fool" if card.rank == 0 else roman(card.rank)
    return f"{RANK_CODES[card.rank]} {TRADITIONS['english'][card.suit]}"


def heading(actions: Sequence[Action]) -> str:
    kinds = {a.kind for a in actions}
    if kinds & {"bid", "pass"}:
        return "Your bid"
    if kinds == {"call"}:
        return "Name a card" if len(actions) > ROW_LIMIT else "Call a card for a partner"
    return "Your choice"


def card_choices(actions: Sequence[Action]) -> list[Action]:
    """The actions shown as card images: those naming one card each, when they are at least
    one and name different cards (a card sent to one of several players is a text choice)."""
    named = [a for a in actions if len(a.cards) == 1]
    if named and len({a.cards[0] for a in named}) == len(named):
        return named
    return []


def layout_buttons(count: int, area: pygame.Rect, line: int, many: bool,
                   widest: int = 230, column: bool = False,
                   columns: int = GRID_COLUMNS, need: int = 0) -> list[pygame.Rect]:
    """Rects of ``count`` buttons centred in ``area``: a row (each at most ``widest`` pixels
    wide; two rows when a row would leave a button less than :data:`ROW_BUTTON_WIDTH`, and
    more, of fewer wider buttons, while one is narrower than the ``need`` of the widest label,
    as long as ``area`` has the height), or a
    grid when ``many`` (``columns`` wide; 130 pixels a button, or ``widest`` in a
    grid of fewer than :data:`GRID_COLUMNS`); with ``column`` a column from the top of
    ``area``. The widths here (not ``widest``) are for a ``line`` of :data:`BASE_LINE` and grow
    with a longer one (:func:`grown`)."""
    height = round(line * (1.9 if not many else 1.5))
    gap = max(4, line // 4)
    least = grown(ROW_BUTTON_WIDTH, line)
    if column:
        height = min(round(line * 1.6), (area.height - gap * (count - 1)) // max(count, 1))
        return [pygame.Rect(area.left, area.top + k * (height + gap), area.width, height)
                for k in range(count)]
    if not many:
        cols = row_columns(count, area, height, gap, least, widest, need)
        width = min(widest, (area.width - gap * (cols - 1)) // cols)
    else:
        cols = min(columns, count)
        width = min(grown(130, line) if columns >= GRID_COLUMNS else widest,
                    (area.width - gap * (cols - 1)) // cols)
    rows = -(-count // cols)
    total_w = cols * width + (cols - 1) * gap
    total_h = rows * height + (rows - 1) * gap
    x0, y0 = area.centerx - total_w // 2, area.centery - total_h // 2
    return [pygame.Rect(x0 + (k % cols) * (width + gap), y0 + (k // cols) * (height + gap),
                        width, height) for k in range(count)]


def text_rows(texts: Sequence[Action], describe: Callable[[Action], str], short: bool,
              column: bool, split: Collection[str]) -> list[tuple[str, bool]]:
    """The rows of the text choices ``texts``, (label, whether it is a heading): each labelled
    by ``describe``, or with ``short`` a single card's choice by the card's short name; in a
    ``column``, neighbours of one card under its name (:func:`column_rows`)."""
    labels = [short_label(a.cards[0]) if short and len(a.cards) == 1 else describe(a)
              for a in texts]
    return column_rows(labels, split) if column else [(label, False) for label in labels]


def button_style(*, column: bool, many: bool, apart: bool, bar: bool) -> str:
    """The theme's object id of a choice's text buttons: small ones in a ``column`` or a grid
    of ``many`` that their cards do not tell ``apart`` (labels, not card names), secondary
    ones in another grid or a ``bar``, else the panel's large ones."""
    if column or many and not apart:
        return "#small_button"
    return "#secondary_button" if many or bar else "#continue_button"


def row_columns(count: int, area: pygame.Rect, height: int, gap: int, least: int,
                widest: int, need: int) -> int:
    """How many of ``count`` buttons ``height`` pixels tall, ``gap`` apart, stand in each row
    in ``area`` (:func:`layout_buttons`): all in one, or two rows when one would leave a button
    less than ``least`` wide, and a row more, as long as ``area`` has the height, while a
    button is narrower than ``need`` (each at most ``widest``)."""
    cols = max(count, 1)
    if (area.width - gap * (cols - 1)) // cols < least and area.height >= 2 * height + gap:
        cols = -(-cols // 2)            # two rows rather than labels cut short
    while cols > 1 and min(widest, (area.width - gap * (cols - 1)) // cols) < need:
        rows = -(-count // (cols - 1))
        if rows * height + (rows - 1) * gap > area.height:
            break
        cols -= 1                       # a row more rather than a label cut short
    return cols


def grown(pixels: int, line: int) -> int:
    """``pixels``, a button's width at a ``line`` of :data:`BASE_LINE`, at ``line``: as much
    wider as the line is longer (the buttons' fonts grow with the UI's scale as the line does),
    never narrower.

    >>> grown(150, 22), grown(150, 30), grown(150, 17)
    (150, 205, 150)
    """
    return round(pixels * max(1.0, line / BASE_LINE))


def layout_cards(count: int, area: pygame.Rect, max_height: float) -> list[pygame.Rect]:
    """Rects of ``count`` card images in rows centred in ``area``, as large as fit (at most
    ``max_height`` pixels tall) — in one row when that keeps them nearly as large — the last
    row centred. Empty for ``count`` 0."""
    if count <= 0:
        return []
    sizes = []
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        w = area.width / (cols + (cols - 1) * CARD_GAP)
        sizes.append((min(w / CARD_RATIO, max_height,
                          area.height / (rows + (rows - 1) * CARD_GAP / CARD_RATIO)), cols))
    largest = max(sizes)
    h, cols = sizes[-1] if sizes[-1][0] >= 0.8 * largest[0] else largest
    w, h = max(1, round(h * CARD_RATIO)), max(1, round(h))
    gap = max(2, round(w * CARD_GAP))
    rows = math.ceil(count / cols)
    y0 = area.centery - (rows * h + (rows - 1) * gap) / 2
    rects = []
    for k in range(count):
        row, col = divmod(k, cols)
        in_row = min(cols, count - row * cols)
        x0 = area.centerx - (in_row * w + (in_row - 1) * gap) / 2
        rects.append(pygame.Rect(round(x0 + col * (w + gap)), round(y0 + row * (h + gap)),
                                 w, h))
    return rects


class ChoicePanel:
    """The widgets of one decision. ``actions`` in button order, ``buttons`` the widgets (one
    per action), ``cards`` the (card, rect) of the actions shown as card images, ``title`` the
    heading, ``bar`` whether it is the small bar above the hand.

    ``describe(action)`` labels a text button (names already put in), ``explain(action)``
    gives its tooltip (what the choice means; none when empty), ``card_name(card)`` a card
    image's tooltip (the settings' suit names, the game's numbering); ``card_height`` is the
    hand's card height in pixels (card images are at most :data:`MAX_CARD` of it); a ``column``
    bar stacks its buttons in ``area`` (small ones), widened up to ``room`` pixels when a label
    would be cut, neighbours of one card under its name in ``headings`` (:func:`column_rows`:
    "The Hanged Man" over "Ada discards all", "Basil discards all"), and so the labels of
    ``split`` alone ("Justice" over "Six shared cards"); ``too_wide`` are the labels that
    ``room`` does not hold whole. A label the column holds whole in none of these ways names
    the seats of ``names`` it names by a shorter form of their names, or is cut with an
    ellipsis, and shows whole in its tooltip (:meth:`_shorten`)."""

    def __init__(self, actions: Sequence[Action], area: pygame.Rect, line: int, manager,
                 describe: Callable[[Action], str], *, title: str = "", bar: bool = False,
                 card_height: float = 140.0, column: bool = False,
                 card_name: Callable[[Card], str] = Card.name,
                 explain: Callable[[Action], str] = lambda action: "",
                 room: int | None = None, split: Collection[str] = (),
                 names: Sequence[str] = ()) -> None:
        self.actions: list[Action] = []
        self.bar = bar
        self.title = title or heading(actions)
        self.buttons: list[UIButton] = []
        self.headings: list[UILabel] = []
        self.cards: list[tuple[Card, pygame.Rect]] = []
        pictured = [] if bar else card_choices(actions)
        texts = [a for a in actions if a not in pictured]
        if pictured:
            area = self._add_pictured(pictured, area, line, manager, bool(texts),
                                      MAX_CARD * card_height, card_name)
        self._add_texts(texts, area, line, manager, describe, explain, bar=bar, column=column,
                        split=split)
        #: The labels too wide for ``room`` whole, which a heading would shorten.
        self.too_wide: set[str] = set()
        if column:
            self._fit_column(room if room is not None else area.width, names)
        self.top = min((b.relative_rect.top for b in self.buttons + self.headings),
                       default=area.centery)

    def _add_pictured(self, pictured: Sequence[Action], area: pygame.Rect, line: int, manager,
                      texts: bool, max_height: float, card_name: Callable[[Card], str]
                      ) -> pygame.Rect:
        """The ``pictured`` choices as card images (at most ``max_height`` pixels tall) in
        ``area``, above a row of text buttons if there are ``texts``; the area left for
        that row."""
        button_h = round(line * 1.9) + line // 2 if texts else 0
        room = pygame.Rect(area.left, area.top, area.width, area.height - button_h)
        for action, rect in zip(pictured, layout_cards(len(pictured), room, max_height)):
            self._add(action, UIButton(rect, "", manager, object_id="#card_choice",
                                       tool_tip_text=card_name(action.cards[0])))
            self.cards.append((action.cards[0], rect))
        return pygame.Rect(area.left, room.bottom, area.width, button_h)

    def _add_texts(self, texts: Sequence[Action], area: pygame.Rect, line: int, manager,
                   describe: Callable[[Action], str], explain: Callable[[Action], str], *,
                   bar: bool, column: bool, split: Collection[str]) -> None:
        """The ``texts`` choices as buttons in ``area``: a row (on more rows when a label
        would be cut: :meth:`_widen_row`), a grid when they are many (each labelled by its
        card's short name when that tells them apart), or a ``column`` with the headings of
        :func:`column_rows`."""
        many = len(texts) > ROW_LIMIT and not column
        apart = len({a.cards for a in texts}) == len(texts)    # a short card name tells them
        rows = text_rows(texts, describe, many and apart, column, split)
        widest = 16 * line if bar else grown(230, line)
        rects = layout_buttons(len(rows), area, line, many, widest, column,
                               GRID_COLUMNS if apart else WIDE_COLUMNS)
        self._add_rows(texts, rows, rects, manager, explain,
                       button_style(column=column, many=many, apart=apart, bar=bar))
        if not column and not many:
            self._widen_row(area, line, widest)

    def _add_rows(self, texts: Sequence[Action], rows: Sequence[tuple[str, bool]],
                  rects: Sequence[pygame.Rect], manager, explain: Callable[[Action], str],
                  style: str) -> None:
        """A button of ``style`` for each of ``texts`` and a label for each heading, in
        ``rows`` (label, whether a heading) at ``rects``; a button's tooltip is what its
        choice means (``explain``)."""
        unlabelled = iter(texts)
        for (label, is_heading), rect in zip(rows, rects):
            if is_heading:
                with warnings.catch_warnings():     # one too wide is narrowed later
                    warnings.filterwarnings("ignore", "Label Rect is too small", UserWarning)
                    self.headings.append(UILabel(rect, label, manager,
                                                 object_id="#column_label"))
                continue
            action = next(unlabelled)
            meaning = explain(action)
            self._add(action, UIButton(rect, label, manager, object_id=style,
                                       tool_tip_text=escape(meaning) if meaning else None))

    def _fit_column(self, limit: int, names: Sequence[str]) -> None:
        """A long label widens the column, up to ``limit`` pixels; a heading still too wide
        is shortened, a button's label loses its shadow, then names the seats shorter."""
        widen_to_fit(self.buttons + self.headings, limit)
        with warnings.catch_warnings():     # a heading still too wide is shortened next
            warnings.filterwarnings("ignore", "Label Rect is too small", UserWarning)
            narrow_headings(self.headings)
        shorter_headings(self.headings)
        self.too_wide = too_wide(self.buttons, limit)
        narrow_buttons(self.buttons)    # a label still too wide: no shadow, more room
        self._shorten(names)

    def _widen_row(self, area: pygame.Rect, line: int, widest: int) -> None:
        """Lay the text buttons of a row out again on more rows of wider buttons when a label
        is cut and ``area`` has the height (:func:`layout_buttons`' ``need``: the Hanged Man's
        "The daemon discards all" in a row of five)."""
        texts = self.buttons[len(self.cards):]
        need = max((needed_width(b, b.text) for b in texts), default=0)
        if all(need <= b.relative_rect.width for b in texts):
            return
        for button, rect in zip(texts, layout_buttons(len(texts), area, line, False, widest,
                                                      need=need)):
            button.set_relative_position(rect.topleft)
            button.set_dimensions(rect.size)
            button.rebuild()

    def _shorten(self, names: Sequence[str]) -> None:
        """Each text button whose label its width still does not hold (a seat's name typed
        long: "Maximilian Wawer on staves" at 800×600) shows the first of its shorter forms
        (:func:`~..labels.shortened_names`) that it holds, else the shortest cut with an
        ellipsis (:func:`~..labels.fitting_text`); its tooltip gives the whole label first."""
        for button in self.buttons[len(self.cards):]:
            text = button.text
            if needed_width(button, text) <= button.relative_rect.width:
                continue
            button.set_text(fitting_text(button, [text, *shortened_names(text, names)]))
            meaning = button.tool_tip_text
            button.set_tooltip(escape(text) + (f"<br>{meaning}" if meaning else ""))

    def _add(self, action: Action, button: UIButton) -> None:
        self.actions.append(action)
        self.buttons.append(button)

    def action_for(self, element) -> Action | None:
        """The action of the pressed button ``element`` (``None``: not one of ours)."""
        for button, action in zip(self.buttons, self.actions):
            if button is element:
                return action
        return None

    def button_for(self, action: Action) -> UIButton | None:
        for button, candidate in zip(self.buttons, self.actions):
            if candidate == action:
                return button
        return None

    def hovered_card(self, focused=None, mouse: bool = True) -> Card | None:
        """The card image under the mouse (unless not ``mouse``: the keys were used since it
        last moved), or else the one whose button is ``focused`` (the keyboard's), if any."""
        for (card, _), button in zip(self.cards, self.buttons):
            if mouse and button.hovered:
                return card
        for (card, _), button in zip(self.cards, self.buttons):
            if button is focused:
                return card
        return None


class ChoiceControl:
    """The choice panel of ``table``: ``panel`` (the :class:`ChoicePanel` up, or ``None``),
    ``back_button`` (leaves an offer or an opened group's choices) and ``group`` (the
    :func:`group_key` of the choices opened, on a table of drops)."""

    def __init__(self, table: PanelHost) -> None:
        self.table = table
        self.panel: ChoicePanel | None = None
        self.back_button: UIButton | None = None
        self.group: tuple | None = None
        self._key: tuple | None = None

    def _offered(self) -> list[Action] | None:
        mode = self.table.mode
        return mode.offered if mode is not None else None

    def key(self) -> tuple | None:
        """What the panel shows (it is built again when this changes): ``(moves, viewer,
        actions, bar)``, or ``None`` for no panel."""
        table = self.table
        if not table.can_act:
            return None
        view, plugin = table.view_now(), table.plugin
        offered = self._offered()
        actions = offered or self._grouped(choice_actions(view, plugin))
        if not actions:
            return None
        bar = bool(plugin.board_actions(view)) and not offered and self.group is None
        return (table.session.moves(), table.viewer, tuple(actions), bar)

    def changed(self) -> bool:
        """Whether the panel's content changed since it was last built (then it is kept)."""
        key = self.key()
        if key == self._key:
            return False
        self._key = key
        return True

    def _grouped(self, actions: list[Action]) -> list[Action]:
        """The choices shown: a card's choices grouped behind one button when there are many
        (a table of drops only)."""
        return grouped_choices(actions, self.group) if self.table.drops is not None else actions

    def group_of(self, action: Action) -> tuple | None:
        """The card choices ``action``'s button opens when it stands for several, else None."""
        if self.group is not None or self._offered() or self.table.drops is None:
            return None
        return opened_group(action, choice_actions(self.table.view_now(), self.table.plugin))

    def _meaning(self, action: Action) -> str:
        """What choosing ``action`` means, in the game's words with the seats' names."""
        table = self.table
        words = table.session.game.explain_choice(table.view_now(), action)
        return table.event_text(Event("message", text=words)) if words else ""

    def _label(self, action: Action) -> str:
        """A button's label: the game's words, with the seats' names (a button opening a group
        of choices: the group's name and "…"; in an opened group, whose name the title says,
        what follows the words' "Name: ", so "See Ada's hand", not "The High Priestess: see
        Ad…")."""
        group = self.group_of(action)
        if group is not None:
            return f"{self._group_name(group, action)}…"
        words = self.table.describe(action)
        if self.group is not None and ": " in words:
            rest = words.partition(": ")[2]
            return rest[:1].upper() + rest[1:]
        return words

    def _group_name(self, group: tuple, action: Action) -> str:
        """The name of the choices of ``group`` (:func:`group_key`), ``action`` being one: one
        card's, the card's name; one target's, what the game's words of ``action`` say before
        their ": " ("Face down on staves")."""
        how, kind, _ = group
        if how == "cards":
            return self.table.card_name(action.cards[0]) if action.cards else kind.title()
        words = self.table.describe(action)
        return words.partition(": ")[0] if ": " in words else kind.title()

    def _title(self, bar: bool) -> str:
        if self._offered():
            return "Which move?"
        if self.group is not None:
            inside = grouped_choices(choice_actions(self.table.view_now(), self.table.plugin),
                                     self.group)
            return f"{self._group_name(self.group, inside[0])}: choose"
        if bar:
            return ""
        table = self.table
        return table.event_text(Event("message", text=table.session.game.prompt(table.view_now())))

    def build(self, manager) -> list[UIButton]:
        """The panel's widgets when it shows something (remembered as shown)."""
        self.panel = self.back_button = None
        self._key = key = self.key()
        if key is None:
            return []
        actions, bar = list(key[2]), key[3]
        layout = self.table.layout
        line = layout.line
        column = bar and layout.bar_column
        split: set[str] = set()
        while True:     # twice at most: labels too wide for the column get their headings
            area = self._area(actions, bar, column, split)
            self.panel = ChoicePanel(actions, area, line, manager, self._label,
                                     title=self._title(bar), card_name=self.table.card_name,
                                     explain=self._meaning, bar=bar,
                                     card_height=layout.card[1], column=column,
                                     room=layout.column_room(area), split=split,
                                     names=self.table.names())
            if not self.panel.too_wide or split:
                break
            split = self.panel.too_wide
            for element in self.panel.buttons + self.panel.headings:
                element.kill()
        elements = self.panel.buttons + self.panel.headings
        if self._offered() or self.group:
            self.back_button = UIButton(self._back_rect(bar), "Back", manager,
                                        object_id="#small_button")
            elements.append(self.back_button)
        return elements

    def _area(self, actions: Sequence[Action], bar: bool, column: bool,
              split: Collection[str]) -> pygame.Rect:
        """Where the panel of ``actions`` stands: the bar's area for its rows (a ``column``'s
        with its headings), the wide grid's for many card images, else the choice area."""
        layout = self.table.layout
        if bar:
            rows = len(column_rows([self._label(a) for a in actions], split)) if column \
                else len(actions)
            return layout.bar_area(rows)
        if len(card_choices(actions)) >= WIDE_GRID:
            return layout.grid_area()
        return layout.choice_area()

    def _back_rect(self, bar: bool) -> pygame.Rect:
        """The Back button's place: under the panel's last button, as wide as it (on a
        panel, at most ten lines wide and centred under the buttons)."""
        line = self.table.layout.line
        last = self.panel.buttons[-1].relative_rect
        back = pygame.Rect(last.left, last.bottom + line // 2, last.width, last.height)
        if not bar:
            back.width = min(last.width, 10 * line)
            rects = [b.relative_rect for b in self.panel.buttons]
            back.centerx = rects[0].unionall(rects[1:]).centerx
        return back

    def forget(self) -> None:
        """The widgets were killed."""
        self.panel = self.back_button = None

    def handle(self, element) -> bool:
        """A button of the panel was pressed: go back, open a card's choices, or make the
        move; ``False`` when ``element`` is not one of the panel's."""
        table = self.table
        if self.back_button is not None and element is self.back_button:
            self.group = None
            if self._offered():
                table.set_mode(None)
            else:
                table.rebuild()
            return True
        action = self.panel.action_for(element) if self.panel is not None else None
        if action is None:
            return False
        group = self.group_of(action)
        if group is not None:
            self.group = group
            table.rebuild()
        else:
            table.choose(action)
        return True
