"""Where everything lies on a Tarot Combat table: pure geometry, no drawing.

:class:`CombatLayout` keeps :class:`~tarot_table.app.draw.layout.TableLayout`'s interface (the
viewer's fanned hand at the bottom, ``score_panel``, ``log_panel``, ``name_plate``,
``hand_slot``, ``zone_slot``…) and lays the window out as:

* a sidebar on the left: the score panel (cards in hand and life per seat), the log under it,
  then the column of choice buttons (Pass, Done, Lethal…) and the table's own buttons (Attack,
  Pay, the passes until the end of the turn or until your turn), the Hint button at the foot;
* the board on the right, top to bottom: the opponents, the middle band, the viewer's row, the
  prompt line and the viewer's hand. Every player's *cell* holds its name plate and life badge,
  its hidden hand as a small stack (not the viewer's), its soldiers row and its farms row, side
  by side. In a duel the opponent's cell spans the board's width above the middle band, facing
  the viewer's (the duel layout); with 3–6 players the opponents' cells stand in a grid of one
  to three columns, whichever shows their cards largest (the 3–6-player layout).
  A cell's first column holds its name plate and life badge, and under the plate its hidden
  hand and, with own decks, its draw and discard piles; where the cells are too short for them
  there (six players in a small window) these stand right of the life badge instead.
* the middle band: the step bar (the steps of the turn and who has priority) over the shared
  draw and discard piles and the limbo, a stack of the cards being played from left (bottom) to
  right (top), each card shown whole enough to read (across the band's middle when the band is
  taller than the limbo needs: a portrait window).

A soldier or a farm turned sideways lies turned a quarter clockwise and takes a card's height
in its row; a soldier in combat is pushed a little towards the middle band. What lies how comes
from the table's board part (:class:`~.board.CombatBoard`, its ``shown`` facts as of the
animation); without one every card lies upright. A row too long for its place closes up so
that every card still shows one of its indexes (its rank and suit), and beyond that has smaller
cards.
"""

from __future__ import annotations

import math
from typing import Any

from pygame import Rect

from ...draw.layout import (INDEX_CORNER, SCORE_LINES, Slot, TableLayout, card_size,
                            line_height)

#: The viewer's hand is sized for this many cards (the Ace and the Empress draw more).
HAND_ROOM = 11
#: Cards in a row take this fraction of the row's height.
ROW_FILL = 0.86
#: The largest card in a row, a fraction of the viewer's hand cards.
ROW_MAX = 0.8
#: The middle band's weight beside a row's (1).
MIDDLE_WEIGHT = 0.95
#: The middle band is at least this tall (a fraction of the hand's cards, and its captions).
MIDDLE_LEAST = 0.5
#: Soldiers take this share of a cell's room for rows (the farms the rest).
SOLDIER_SHARE = 0.7
#: A card turned sideways, in degrees (a quarter turn clockwise).
SIDEWAYS = -90.0
#: A soldier in combat moves this fraction of its height towards the middle band.
FORWARD = 0.2
#: Cards of a row keep this gap between them (a fraction of a card's width).
ROW_GAP = 0.1
#: A card closed up in a row shows this much beyond its index (a fraction of a card's width).
INDEX_SPARE = 0.04
#: A hidden hand's cards overlap by this fraction of a card's width.
HAND_STEP = 0.14
#: The draw and discard piles' cards, a fraction of the viewer's hand cards (at most).
PILE_MAX = 0.62
#: The draw and discard piles' centres are at least this many lines apart (their captions).
CAPTIONS = 3.6
#: Each card in limbo shows this fraction of its width before the next covers it.
LIMBO_STEP = 0.8
#: The limbo is at most this many times as tall as its cards (and its captions).
LIMBO_ROOM = 1.5
#: Another seat's hidden hand and own piles are at most this large, a fraction of a row card.
HIDDEN_MAX = 0.6
#: A row has room for about this many cards, in card widths (four soldiers, three farms).
ROW_CARDS = 6.6
#: Beside its life badge a hidden hand has room for this many cards (each showing its edge).
STACK_ROOM = 6


class CombatLayout(TableLayout):
    """The geometry of a Tarot Combat table (see the module docstring). Besides
    :class:`TableLayout`'s attributes: ``board`` (the board's rect), ``cells`` (seat → its
    cell), ``columns`` (the opponents' grid's columns), ``row_scale`` (a row card's scale),
    ``beside`` (whether the hidden hands and own piles stand right of the life badges),
    ``step_bar``, ``middle``, ``draw_pile``, ``discard_pile``, ``limbo_area`` (rects),
    ``part`` (the board part whose facts say how cards lie, or ``None``)."""

    bar_column = True

    def __init__(self, size: tuple[int, int], num_seats: int, viewer: int,
                 part: Any = None, text_scale: float = 1.0) -> None:
        if not 2 <= num_seats <= 6:
            raise ValueError(f"Tarot Combat is for 2–6 players, not {num_seats}")
        self.size, self.num_seats, self.viewer, self.part = size, num_seats, viewer, part
        w, h = size
        self.margin = m = max(8, round(0.015 * min(w, h)))
        self.gap = g = max(4, round(0.008 * min(w, h)))
        self.line = line_height(size, text_scale)
        self.plate_line = self.line
        self.card = card_size(min(h * 0.19, w * 0.12))
        cw, ch = self.card
        self.plate_size = (round(min(max(9.2 * self.line, 140), 0.2 * w)), round(2.3 * self.line))
        panel_w = round(min(max(0.19 * w, 170), 12 * self.line))
        score_h = round((num_seats + SCORE_LINES) * self.line) + 2 * g
        log_h = round(6 * self.line * 0.9) + 2 * g
        self.score_panel = Rect(m, m, panel_w, score_h)
        self.log_panel = Rect(m, self.score_panel.bottom + g, panel_w, log_h)
        left = self.score_panel.right + 2 * g
        self.board = Rect(left, m, w - m - left, h - 2 * m)
        self._hand_len: dict[str, float] = {"bottom": min(self.board.width - 2 * g,
                                                          cw * (1 + 0.55 * (HAND_ROOM - 1)))}
        self._anchor: dict[str, tuple[float, float]] = {"bottom": (self.board.centerx, h / 2)}
        bounds = self.hand_rect(viewer)
        self._anchor["bottom"] = (self.board.centerx, h / 2 + (h - m) - bounds.bottom)
        self._plate, self._won = {}, {}
        bottom = self.hand_rect(viewer).top - g - round(1.1 * self.line)     # the prompt's line
        self._lay_out_rows(m, bottom)

    # -- the board ----------------------------------------------------------------------------
    def _lay_out_rows(self, top: int, bottom: int) -> None:
        """The opponents' grid, the middle band and the viewer's row between ``top`` and
        ``bottom`` (pixels)."""
        g, ch = self.gap, self.card[1]
        bar_h = round(1.35 * self.line)
        room = bottom - top - bar_h - 3 * g
        others = self.num_seats - 1
        least_middle = MIDDLE_LEAST * ch + 1.8 * self.line
        best = None
        for cols in range(1, min(3, others) + 1):
            rows = math.ceil(others / cols)
            unit = min((room - rows * g) / (1 + rows + MIDDLE_WEIGHT),
                       (room - rows * g - least_middle) / (1 + rows))
            cell_w = (self.board.width - (cols - 1) * g) / cols
            scale = min(ROW_FILL * unit / ch, self._width_scale(cell_w, False), ROW_MAX)
            beside = self._crowded(min(unit, self._row_height(scale)), scale)
            if beside:
                scale = min(scale, self._width_scale(cell_w, True))
            if best is None or scale > best[0] * 1.08:
                best = (scale, cols, rows, unit, beside)
        scale, cols, rows, unit, self.beside = best
        self.columns, self.row_scale = cols, scale
        row_h = min(unit, self._row_height(scale))
        middle_h = room - rows * g - (1 + rows) * row_h
        order = [(self.viewer + k) % self.num_seats for k in range(1, self.num_seats)]
        cell_w = (self.board.width - (cols - 1) * g) / cols
        self.cells: dict[int, Rect] = {}
        y = top
        for r in range(rows):
            in_row = order[r * cols:(r + 1) * cols]
            for c, seat in enumerate(in_row):
                self.cells[seat] = Rect(round(self.board.left + c * (cell_w + g)), round(y),
                                        round(cell_w), round(row_h))
            y += row_h + g
        self.step_bar = Rect(self.board.left, round(y), self.board.width, bar_h)
        self.middle = Rect(self.board.left, self.step_bar.bottom + g, self.board.width,
                           max(1, round(middle_h)))
        self.cells[self.viewer] = Rect(self.board.left, self.middle.bottom + g,
                                       self.board.width, round(row_h))
        self._lay_out_middle()

    def _row_height(self, scale: float) -> float:
        """The height a cell needs for row cards of ``scale``."""
        return self.card[1] * scale / ROW_FILL + 2 * self.gap

    def _crowded(self, row_h: float, scale: float) -> bool:
        """Whether a cell ``row_h`` pixels tall with row cards of ``scale`` is too short for
        the hidden hand under the name plate: there it would be less than half as large as
        beside the life badge."""
        under = row_h - self._plate_height(row_h) - self.gap // 2
        return 0.95 * under < 0.5 * HIDDEN_MAX * scale * self.card[1]

    def _plate_height(self, row_h: float) -> int:
        return round(min(row_h, 2.3 * self.plate_line))

    def _width_scale(self, cell_w: float, beside: bool) -> float:
        """The largest row scale a cell ``cell_w`` pixels wide allows: room for its plate and
        about four soldiers and three farms (:data:`ROW_CARDS`), and with its hidden hand and
        piles ``beside`` the life badge, for them too."""
        fixed = self._plate_width(cell_w) + self.gap + self._badge()
        cards = ROW_CARDS
        if beside:
            fixed += self._store_gaps()
            cards += self._store_cards()
        return max(0.2, (cell_w - fixed) / (cards * self.card[0]))

    def _store_cards(self) -> float:
        """The width of the hidden hand and own piles beside a life badge, in row cards."""
        stack = HIDDEN_MAX * (1 + HAND_STEP * (STACK_ROOM - 1))
        return stack + (2 * HIDDEN_MAX if self.own_decks else 0.0)

    def _store_gaps(self) -> int:
        """The gaps around the hidden hand and own piles beside a life badge (pixels)."""
        return (6 if self.own_decks else 1) * self.gap

    def _column_width(self, cell_w: float) -> float:
        """The width of a cell's first column (its name plate and life badge, and the hidden
        hand and piles when they stand :attr:`beside` it)."""
        width = self._plate_width(cell_w) + self.gap + self._badge()
        if self.beside:
            width += self._store_gaps() + self._store_cards() * self.row_scale * self.card[0]
        return width

    def _plate_width(self, cell_w: float) -> float:
        return min(max(8 * self.line, 120), 0.32 * cell_w)

    def _badge(self) -> float:
        return round(2.3 * self.line)

    def _lay_out_middle(self) -> None:
        middle, g = self.middle, self.gap
        cw, ch = self.card
        self.pile_scale = min(PILE_MAX, (middle.height - 2.2 * self.line) / ch)
        pw, ph = cw * self.pile_scale, ch * self.pile_scale
        self.draw_pile = Rect(middle.left + g, 0, round(pw + 2 * g), round(ph + 2 * g))
        self.draw_pile.centery = middle.centery - round(0.35 * self.line)
        self.discard_pile = self.draw_pile.copy()
        # the piles' centres stand far enough apart for their captions ("99 to draw",
        # "discard") side by side
        self.discard_pile.left = self.draw_pile.right + max(
            2 * g, round(CAPTIONS * self.line - self.draw_pile.width))
        # a tall middle band (a portrait window) holds the limbo across its middle, no taller
        # than half as much again as its cards need
        height = min(middle.height, round(LIMBO_ROOM * ROW_MAX * ch + 1.6 * self.line))
        self.limbo_area = Rect(self.discard_pile.right + 3 * g, 0,
                               middle.right - self.discard_pile.right - 3 * g, height)
        self.limbo_area.centery = middle.centery
        self.limbo_scale = min(ROW_MAX, (height - 1.6 * self.line) / ch)
        self.trick_area = self.limbo_area
        self.aside_pile = self.discard_pile
        self.discard_piles = {"discard": self.discard_pile}

    # -- a cell's parts ---------------------------------------------------------------------------
    def cell(self, seat: int) -> Rect:
        return self.cells[seat].copy()

    def _first_column(self, seat: int) -> Rect:
        cell = self.cells[seat]
        return Rect(cell.left, cell.top, round(self._column_width(cell.width)), cell.height)

    def name_plate(self, seat: int) -> Rect:
        """``seat``'s name plate: the top of its cell's first column, left of its badge."""
        cell = self.cells[seat]
        width = self._plate_width(cell.width)
        return Rect(cell.left, cell.top, round(width), self._plate_height(cell.height))

    def life_badge(self, seat: int) -> Rect:
        """The round badge of ``seat``'s life total, right of its name plate."""
        plate = self.name_plate(seat)
        size = min(plate.height, round(self._badge()))
        return Rect(plate.right + self.gap, plate.top + (plate.height - size) // 2, size, size)

    def _store(self, seat: int) -> Rect:
        """Where ``seat``'s hidden hand and own piles lie: under its name plate, or right of
        its life badge (:attr:`beside`)."""
        column, plate = self._first_column(seat), self.name_plate(seat)
        if self.beside:
            left = plate.right + 2 * self.gap + round(self._badge())
            return Rect(left, column.top, column.right - left, column.height)
        top = plate.bottom + self.gap // 2
        return Rect(column.left, top, column.width, column.bottom - top)

    def hand_store(self, seat: int) -> Rect:
        """Where another seat's hidden hand lies: under its name plate or right of its life
        badge (:attr:`beside`), left of its own piles when each player has its own deck."""
        store = self._store(seat)
        if self.own_decks and seat != self.viewer:
            store.width = self.own_piles(seat)[0].left - self.gap - store.left
        return store

    @property
    def own_decks(self) -> bool:
        """Whether each player has its own draw and discard piles (the board part says)."""
        return self.part is not None and self.part.shown.own_decks

    def own_piles(self, seat: int) -> tuple[Rect, Rect]:
        """``seat``'s own draw and discard piles: the middle band's piles for the viewer,
        two small piles for the others, under the right end of the name plate or, beside the
        life badge, right of the hidden hand."""
        if seat == self.viewer:
            return self.draw_pile.copy(), self.discard_pile.copy()
        store = self._store(seat)
        right = store.right - self.gap if self.beside else self.name_plate(seat).right
        w = round(self.card[0] * self._hidden_scale(seat) + self.gap)
        discard = Rect(right - w, store.top, w, store.height)
        return Rect(discard.left - w - self.gap, store.top, w, store.height), discard

    def soldier_row(self, seat: int) -> Rect:
        """``seat``'s soldiers row."""
        column, cell = self._first_column(seat), self.cells[seat]
        left = column.right + self.gap
        width = round((cell.right - left) * SOLDIER_SHARE)
        return Rect(left, cell.top, width, cell.height)

    def farm_row(self, seat: int) -> Rect:
        """``seat``'s farms row, right of its soldiers."""
        soldiers, cell = self.soldier_row(seat), self.cells[seat]
        left = soldiers.right + self.gap
        return Rect(left, cell.top, cell.right - left, cell.height)

    def won_pile(self, seat: int) -> Rect:
        return self.farm_row(seat)

    def side(self, seat: int) -> str:
        """``"bottom"`` for the viewer (its fanned hand), ``"cell"`` for the others."""
        return "bottom" if seat == self.viewer else "cell"

    def hand_scale(self, seat: int) -> float:
        return 1.0 if seat == self.viewer else self._hidden_scale(seat)

    def _hidden_scale(self, seat: int) -> float:
        store = self._store(seat)
        return min(HIDDEN_MAX * self.row_scale, 0.95 * store.height / self.card[1])

    def toward_middle(self, seat: int) -> int:
        """Which way is the middle band from ``seat``'s cell: -1 up, 1 down."""
        return 1 if self.cells[seat].centery < self.middle.centery else -1

    # -- the widgets' places ------------------------------------------------------------------
    def bar_area(self, count: int) -> Rect:
        """The small bar of choices: a column under the log (:meth:`choice_column`)."""
        return self.choice_column(count)

    def choice_column(self, count: int) -> Rect:
        top = self.log_panel.bottom + self.gap
        height = count * round(self.line * 1.6 + self.line // 4)
        return Rect(self.margin, top, self.score_panel.width, max(height, 2))

    def tool_column(self, count: int) -> Rect:
        """The table's own ``count`` buttons: a column above the History, Undo and Hint
        buttons."""
        height = count * round(self.line * 1.6 + self.line // 4)
        bottom = self.history_rect().top - self.gap
        return Rect(self.margin, bottom - height, self.score_panel.width, max(height, 2))

    def hint_rect(self) -> Rect:
        height = round(1.8 * self.line)
        return Rect(self.margin, self.size[1] - self.margin - height,
                    min(self.score_panel.width, 9 * self.line), height)

    def hint_board(self, button: Rect) -> tuple[str, tuple[int, int]]:
        """The hint's words: right of the Hint button, at the foot of the board (the table's
        own buttons stand above the Hint button)."""
        return "bottomleft", (self.board.left, button.bottom)

    def choice_area(self) -> Rect:
        """Where the choice panel stands (a card to take, to discard): over the board, above
        the viewer's hand."""
        top = self.board.top + self.line * 2
        bottom = self.hand_rect(self.viewer).top - 2 * self.line
        area = Rect(0, 0, round(self.board.width * 0.9), max(self.line * 3, bottom - top))
        area.center = (self.board.centerx, (top + bottom) // 2)
        return area

    def drop_rect(self, zone: str) -> Rect:
        """Where a card is dropped to reach ``zone``: the viewer's ``soldiers:<s>`` and
        ``farms:<s>`` rows, the ``limbo`` (the middle band right of the piles), an opponent's
        ``seat:<s>`` (its whole cell)."""
        kind, _, seat = zone.partition(":")
        if kind == "soldiers":
            return self.soldier_row(int(seat)).inflate(self.gap, self.gap)
        if kind == "farms":
            return self.farm_row(int(seat)).inflate(self.gap, self.gap)
        if kind == "seat":
            return self.cell(int(seat))
        return self.limbo_area.copy()

    # -- slots --------------------------------------------------------------------------------
    def closes_up(self, zone: str) -> bool:
        """Every row closes up when a card leaves it (hands, soldiers, farms, limbo)."""
        return zone.partition(":")[0] in ("hand", "soldiers", "farms", "limbo")

    def lifts_reveal(self, zone: str) -> bool:
        return not zone.startswith("hand:")

    def hand_slot(self, seat: int, k: int, n: int, lift: float = 0.0) -> Slot:
        if seat == self.viewer:
            return super().hand_slot(seat, k, n, lift)
        store = self.hand_store(seat)
        scale = self._hidden_scale(seat)
        cw = self.card[0] * scale
        step = min(HAND_STEP * cw, max(0.0, store.width - cw) / max(n - 1, 1))
        return Slot((store.left + cw / 2 + k * step, store.centery), 0.0, scale)

    def _looks(self, zone: str, n: int) -> list[tuple[bool, bool]]:
        """(sideways, in combat) of each of the ``n`` cards of ``zone``, as the board part
        shows them (upright and out of combat without one)."""
        looks = self.part.shown.looks().get(zone, ()) if self.part is not None else ()
        out = []
        for k in range(n):
            look = looks[k] if k < len(looks) else False
            out.append(look if isinstance(look, tuple) else (bool(look), False))
        return out

    def row_slots(self, rect: Rect, looks: list[tuple[bool, bool]], scale: float,
                  toward: int) -> list[Slot]:
        """The slots of a row of cards in ``rect`` from its left, each lying as ``looks``
        says (sideways, in combat), cards in combat moved ``toward`` the middle band. A row too
        long for ``rect`` closes up, each card still showing its rank and suit (an upright
        card its top left index, a card turned sideways the index that its bottom right
        corner turns to its bottom left); a row too long even so has smaller cards."""
        room = max(1.0, rect.width - 2 * self.gap)
        widths, steps, least = self._row_steps(looks, scale)
        tight = sum(least[:-1]) + (widths[-1] if widths else 0.0)
        if len(widths) > 1 and tight > room:
            scale *= room / tight
            widths, steps, least = self._row_steps(looks, scale)
            tight = sum(least[:-1]) + widths[-1]
        full = sum(steps[:-1]) + (widths[-1] if widths else 0.0)
        share = 1.0 if full <= room or full <= tight else max(0.0, (room - tight) / (full - tight))
        ch = self.card[1] * scale
        slots, x = [], rect.left + self.gap
        for (sideways, fighting), width, step, close in zip(looks, widths, steps, least):
            dy = FORWARD * ch * toward if fighting else 0.0
            slots.append(Slot((x + width / 2, rect.centery + dy), SIDEWAYS if sideways else 0.0,
                              scale))
            x += close + (step - close) * share
        return slots

    def _row_steps(self, looks: list[tuple[bool, bool]],
                   scale: float) -> tuple[list[float], list[float], list[float]]:
        """Per card of a row of ``scale`` lying as ``looks`` says: its width across the row,
        the step to the next card's left edge with room to spare, and the least step that
        leaves its index uncovered (pixels)."""
        cw, ch = self.card[0] * scale, self.card[1] * scale
        widths = [ch if sideways else cw for sideways, _ in looks]
        steps = [width + ROW_GAP * cw for width in widths]
        least = [(INDEX_CORNER[3] * ch if sideways else INDEX_CORNER[2] * cw) + INDEX_SPARE * cw
                 for sideways, _ in looks]
        return widths, steps, least

    def zone_slot(self, zone: str, k: int, n: int) -> Slot | None:
        """Where card ``k`` of ``n`` in ``zone`` rests; ``None`` for the viewer's hand (laid
        out by :meth:`hand_slot`)."""
        kind, _, rest = zone.partition(":")
        if kind in ("soldiers", "farms"):
            seat = int(rest)
            rect = self.soldier_row(seat) if kind == "soldiers" else self.farm_row(seat)
            toward = self.toward_middle(seat) if kind == "soldiers" else 0
            return self.row_slots(rect, self._looks(zone, n), self.row_scale, toward)[k]
        if zone == "limbo":
            return self.limbo_slot(k, n)
        if kind == "hand":
            return self.hand_slot(int(rest), k, n) if int(rest) != self.viewer else None
        if rest and kind in ("draw", "discard"):    # a seat's own pile (own decks)
            return self._own_pile_slot(kind, int(rest), k, n)
        if kind == "discard":       # the shared pile
            return self.pile_slot(self.discard_pile, k, n, _discard_tilt(k, n))
        return self.pile_slot(self.draw_pile, k, n)

    def _own_pile_slot(self, kind: str, seat: int, k: int, n: int) -> Slot:
        """Card ``k`` of ``n`` in ``seat``'s own draw or discard pile (``kind``), the others'
        smaller."""
        draw, discard = self.own_piles(seat)
        scale = None if seat == self.viewer else self._hidden_scale(seat)
        if kind == "draw":
            return self.pile_slot(draw, k, n, scale=scale)
        return self.pile_slot(discard, k, n, _discard_tilt(k, n), scale)

    def pile_slot(self, rect: Rect, k: int, n: int, angle: float = 0.0,
                  scale: float | None = None) -> Slot:
        d = min(0.3, 8 / max(n, 1)) * self.card[1] / 100
        cx, cy = rect.center
        return Slot((cx - k * d * 0.5, cy - k * d), angle,
                    self.pile_scale if scale is None else scale)

    def limbo_slot(self, k: int, n: int) -> Slot:
        """Card ``k`` of the ``n`` in limbo: a row from the left (the bottom of the stack) to
        the right (its top), each showing :data:`LIMBO_STEP` of itself, squeezed to fit, a
        little askew."""
        area, scale = self.limbo_area, self.limbo_scale
        cw = self.card[0] * scale
        step = min(LIMBO_STEP * cw + self.gap, max(0.0, area.width - cw - 4 * self.gap)
                   / max(n - 1, 1))
        x = area.left + 2 * self.gap + cw / 2 + k * step
        y = area.top + self.card[1] * scale / 2 + self.gap
        return Slot((x, y), ((k * 7) % 5 - 2) * 0.8, scale)

    def peek_slot(self, pile: Slot, k: int) -> Slot:
        """A card shown from the draw pile: in the limbo's place, one beside the other."""
        scale = self.limbo_scale
        cw = self.card[0] * scale
        return Slot((self.limbo_area.left + cw * (0.7 + 1.05 * k), self.limbo_area.centery),
                    0.0, scale)

    def zone_rects(self) -> dict[str, Rect]:
        """Every panel, pile and part of a cell by name (for tests): ``score``, ``log``,
        ``hint``, ``draw``, ``discard``, ``limbo``, ``steps``, ``hand:<viewer>``, and per
        seat ``plate:<s>``, ``life:<s>``, ``soldiers:<s>``, ``farms:<s>`` and (another
        seat's) ``hand:<s>`` — none of which overlap."""
        rects = {"score": self.score_panel, "log": self.log_panel, "hint": self.hint_rect(),
                 "draw": self.draw_pile, "discard": self.discard_pile,
                 "limbo": self.limbo_area, "steps": self.step_bar,
                 f"hand:{self.viewer}": self.hand_rect(self.viewer)}
        for seat in range(self.num_seats):
            rects[f"plate:{seat}"] = self.name_plate(seat)
            rects[f"life:{seat}"] = self.life_badge(seat)
            rects[f"soldiers:{seat}"] = self.soldier_row(seat)
            rects[f"farms:{seat}"] = self.farm_row(seat)
            if seat != self.viewer:
                rects[f"hand:{seat}"] = self.hand_store(seat)
                if self.own_decks:
                    rects[f"draw:{seat}"], rects[f"discard:{seat}"] = self.own_piles(seat)
        return rects


def _discard_tilt(k: int, n: int) -> float:
    """The angle (degrees) of card ``k`` of ``n`` in a discard pile: a little askew each,
    the top one straight."""
    return ((k * 53) % 11 - 5) * 0.6 if k < n - 1 else 0.0
