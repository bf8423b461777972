"""Where everything lies on a table of battlefields (Arcanoid): pure geometry, no drawing.

A game whose zones include battlefield lanes (``"field:<field>:<who>"``, ``<who>`` a seat
number or ``"daemon"``) is laid out by :class:`BattlefieldLayout` instead of seats around a
trick: :func:`layout_for` picks the layout from the game's zone names. Positions are window
pixels, like :class:`~.layout.TableLayout`, whose interface it keeps (the viewer's fanned hand
at the bottom, ``score_panel``, ``log_panel``, ``name_plate``, ``hand_slot``…) and extends:

* top band: the score panel (left, its column running down beside the grid), the deck, the
  discard pile and the shared row (``"justice"``) in the middle, the log (right);
* middle: the grid of battlefields — a header row naming the fields, then one row per actor
  (the daemon on top, the other seats in playing order from the viewer's left, the viewer's
  own row at the bottom): the actor's cell (name plate, its hidden hand as a small stack, its
  stores ``strength:<who>``, ``chariot:<who>`` and ``front:<who>``) and one lane per field;
* bottom: the viewer's hand.

Rows share the grid's height, so up to 10 seats and the daemon fit (compact rows at small
sizes); every lane squeezes its cards into its width.
"""

from __future__ import annotations

from typing import Iterable

from pygame import Rect

from .layout import Slot, TableLayout, card_size

PILE = 0.5                  # scale of the deck, the discard pile and the shared row
LANE_FILL = 0.84            # lane cards take this fraction of a row's height
STORES = ("hand", "strength", "chariot", "front")
#: Each store's share of the cell's stores strip (the viewer's hand lies at the bottom).
_STORE_SHARE = {"hand": 0.3, "strength": 0.2, "chariot": 0.25, "front": 0.25}
MAX_FIELD_SEATS = 10


def field_names(zone_names: Iterable[str]) -> tuple[str, ...]:
    """The battlefields among ``zone_names`` in their first-seen order
    (``"field:cups:2"`` → ``"cups"``)."""
    seen: dict[str, None] = {}
    for zone in zone_names:
        parts = zone.split(":")
        if len(parts) == 3 and parts[0] == "field":
            seen.setdefault(parts[1], None)
    return tuple(seen)


def layout_for(size: tuple[int, int], num_seats: int, viewer: int,
               zone_names: Iterable[str] = ()) -> TableLayout:
    """The layout of a table showing ``zone_names``: battlefields when there are lanes, else
    seats around the trick."""
    fields = field_names(zone_names)
    if fields:
        return BattlefieldLayout(size, num_seats, viewer, fields)
    return TableLayout(size, num_seats, viewer)


class BattlefieldLayout(TableLayout):
    """The geometry of a table of battlefields (see the module docstring). Besides
    :class:`TableLayout`'s attributes: ``fields`` (names, left to right), ``grid`` (rect),
    ``header`` (the field names' row), ``rows`` (actor word → row rect), ``deck_pile``,
    ``discard_pile``, ``shared_row`` (rects)."""

    def __init__(self, size: tuple[int, int], num_seats: int, viewer: int,
                 fields: tuple[str, ...]) -> None:
        if not 1 <= num_seats <= MAX_FIELD_SEATS:
            raise ValueError(f"the table seats 1–{MAX_FIELD_SEATS} players, not {num_seats}")
        self.size, self.num_seats, self.viewer, self.fields = size, num_seats, viewer, fields
        w, h = size
        self.margin = m = max(8, round(0.015 * min(w, h)))
        self.gap = g = max(4, round(0.008 * min(w, h)))
        self.line = max(16, round(0.028 * h))
        self.card = card_size(min(h * 0.19, w * 0.12))
        cw, ch = self.card
        self.plate_size = (round(min(max(9.2 * self.line, 140), 0.2 * w)), round(2.3 * self.line))
        panel_w = round(min(max(0.19 * w, 170), 12 * self.line))
        score_h = round((num_seats + 1.7) * self.line) + 2 * g
        log_h = round(6 * self.line * 0.9) + 2 * g
        self.score_panel = Rect(m, m, panel_w, score_h)
        self.log_panel = Rect(w - m - panel_w, m, panel_w, log_h)
        pw, ph = card_size(ch * PILE)
        pile_h = ph + 2 * g
        top = m + max(log_h, pile_h + self.line) + g
        self._hand_len, self._anchor, self._plate, self._won = {}, {}, {}, {}
        self._lay_out_bottom()
        bottom = self.hand_rect(viewer).top - g
        # the piles and the shared row between the panels
        self.deck_pile = Rect(self.score_panel.right + 2 * g, m, pw + 2 * g, pile_h)
        self.discard_pile = Rect(self.deck_pile.right + 2 * g, m, pw + 2 * g, pile_h)
        self.shared_row = Rect(self.discard_pile.right + 3 * g, m,
                               max(pw, self.log_panel.left - 2 * g - self.discard_pile.right
                                   - 3 * g), pile_h)
        self.draw_pile = self.deck_pile
        self.aside_pile = self.shared_row
        self.discard_piles = {"discard": self.discard_pile}
        # the grid
        self.grid = Rect(self.score_panel.right + g, top, w - m - self.score_panel.right - g,
                         max(4 * self.line, bottom - top))
        self.header = Rect(self.grid.left, self.grid.top, self.grid.width,
                           round(1.5 * self.line))
        self.cell_w = round(min(max(0.27 * self.grid.width, 130), 0.34 * self.grid.width))
        self.lane_w = (self.grid.width - self.cell_w) / len(fields)
        order = [(viewer + k) % num_seats for k in range(1, num_seats)] + [viewer]
        words = ["daemon"] + [str(s) for s in order]
        row_h = (self.grid.bottom - self.header.bottom - g) / len(words)
        self.row_h = row_h
        self.rows: dict[str, Rect] = {}
        for k, word in enumerate(words):
            y = self.header.bottom + g + k * row_h
            self.rows[word] = Rect(self.grid.left, round(y), self.grid.width,
                                   max(1, round(y + row_h) - round(y)))
        self.plate_line = max(9, min(self.line, round(row_h / 2.4)))
        self.trick_area = Rect(self.grid.left + self.cell_w, self.header.bottom,
                               self.grid.width - self.cell_w,
                               self.grid.bottom - self.header.bottom)

    # -- seats ------------------------------------------------------------------------------
    def side(self, seat: int) -> str:
        """``"bottom"`` for the viewer, ``"grid"`` for the others (they sit in the grid)."""
        return "bottom" if seat == self.viewer else "grid"

    def hand_scale(self, seat: int) -> float:
        return 1.0 if seat == self.viewer else self._lane_scale()

    def _lane_scale(self) -> float:
        return self.row_h * LANE_FILL / self.card[1]

    def cell(self, who: str) -> Rect:
        """The actor's cell: the first column of its row."""
        row = self.rows[who]
        return Rect(row.left, row.top, self.cell_w - self.gap, row.height - 1)

    def name_plate(self, seat: int | str) -> Rect:
        """Rect of the name plate of ``seat`` (a seat number or ``"daemon"``) in its cell."""
        cell = self.cell(str(seat))
        return Rect(cell.left, cell.top, round(min(0.5 * cell.width, 10 * self.line)),
                    cell.height)

    def won_pile(self, seat: int) -> Rect:
        return self.store_rect(str(seat), "front")

    def store_rect(self, who: str, store: str) -> Rect:
        """The part of ``who``'s cell holding ``store`` (one of :data:`STORES`)."""
        cell, plate = self.cell(who), self.name_plate(who)
        left, width = plate.right + self.gap, cell.right - plate.right - self.gap
        x = left
        for name in STORES:
            part = width * _STORE_SHARE[name]
            if name == store:
                return Rect(round(x), cell.top, max(1, round(part) - 2), cell.height)
            x += part
        raise KeyError(store)

    def lane(self, field: str, who: str) -> Rect:
        """The lane of ``who`` on battlefield ``field``."""
        row = self.rows[who]
        f = self.fields.index(field)
        left = row.left + self.cell_w + f * self.lane_w
        return Rect(round(left), row.top, round(self.lane_w) - self.gap, row.height - 1)

    def column(self, field: str) -> Rect:
        """The whole battlefield ``field``: its header and every lane."""
        f = self.fields.index(field)
        left = self.grid.left + self.cell_w + f * self.lane_w
        return Rect(round(left), self.grid.top, round(self.lane_w) - self.gap, self.grid.height)

    def field_header(self, field: str) -> Rect:
        col = self.column(field)
        return Rect(col.left, self.header.top, col.width, self.header.height)

    def button_rect(self, zone: str) -> Rect:
        """Where the button of a card-less action at ``zone`` goes (an abdication at a lane:
        the right half of its battlefield's header)."""
        parts = zone.split(":")
        if parts[0] == "field" and len(parts) == 3:
            head = self.field_header(parts[1])
            width = min(head.width // 2, 8 * self.line)
            return Rect(head.right - width - 2, head.top + 2, width, head.height - 4)
        rect = self.drop_rect(zone)
        return Rect(rect.left, rect.top, rect.width, round(1.4 * self.line))

    def drop_rect(self, zone: str) -> Rect:
        """Where cards are dropped to reach ``zone``: a lane's whole battlefield column, a
        pile's rect, an actor's store."""
        parts = zone.split(":")
        if parts[0] == "field" and len(parts) == 3:
            return self.column(parts[1])
        if zone == "discard":
            return self.discard_pile.inflate(2 * self.gap, 2 * self.gap)
        if len(parts) == 2 and parts[0] in STORES:
            return self.store_rect(parts[1], parts[0])
        return self.zone_rect(zone)

    def zone_rect(self, zone: str) -> Rect:
        """The rect of any zone by name (the viewer's hand: its fan)."""
        kind, _, who = zone.partition(":")
        if zone == f"hand:{self.viewer}":
            return self.hand_rect(self.viewer)
        if kind == "field":
            field, _, who = who.partition(":")
            return self.lane(field, who)
        if kind in STORES:
            return self.store_rect(who, kind)
        return {"deck": self.deck_pile, "discard": self.discard_pile, "justice": self.shared_row,
                "drawing": self.deck_pile}.get(zone, self.deck_pile)

    # -- slots ------------------------------------------------------------------------------
    def hand_slot(self, seat: int, k: int, n: int, lift: float = 0.0) -> Slot:
        if seat == self.viewer:
            return super().hand_slot(seat, k, n, lift)
        return self._row_slot(self.store_rect(str(seat), "hand"), k, n, 0.12)

    def _row_slot(self, rect: Rect, k: int, n: int, step: float = 0.55,
                  scale: float | None = None) -> Slot:
        """Card ``k`` of ``n`` in a row filling ``rect`` from its left, overlapping by ``step``
        of a card's width at most, squeezed to fit."""
        scale = self._lane_scale() if scale is None else scale
        cw = self.card[0] * scale
        room = max(0.0, rect.width - cw)
        d = min(step * cw, room / max(n - 1, 1))
        return Slot((rect.left + cw / 2 + k * d, rect.centery), 0.0, scale)

    def zone_slot(self, zone: str, k: int, n: int) -> Slot | None:
        """Where card ``k`` of ``n`` in ``zone`` rests; ``None`` for the viewer's hand (laid
        out by :meth:`hand_slot`)."""
        kind, _, rest = zone.partition(":")
        if zone == f"hand:{self.viewer}":
            return None
        if kind == "field":
            field, _, who = rest.partition(":")
            lane = self.lane(field, who).inflate(-self.gap, 0)
            return self._row_slot(lane, k, n)
        if kind == "hand":
            return self._row_slot(self.store_rect(rest, "hand"), k, n, 0.12)
        if kind in STORES:
            return self._row_slot(self.store_rect(rest, kind), k, n, 0.45)
        if zone == "justice":
            return self._row_slot(self.shared_row.inflate(-2 * self.gap, -2 * self.gap), k, n,
                                  0.7, PILE)
        if zone == "discard":
            return self.pile_slot(self.discard_pile, k, n, ((k * 53) % 11 - 5) * 0.6
                                  if k < n - 1 else 0.0, PILE)
        return self.pile_slot(self.deck_pile, k, n, 0.0, PILE)

    def pile_slot(self, rect: Rect, k: int, n: int, angle: float = 0.0,
                  scale: float = PILE) -> Slot:
        d = min(0.3, 8 / max(n, 1)) * self.card[1] / 100
        cx, cy = rect.center
        return Slot((cx - k * d * 0.5, cy - k * d), angle, scale)

    def peek_slot(self, pile: Slot, k: int) -> Slot:
        """A card looked at from a pile: shown in a row below the piles, at hand size."""
        cw, ch = self.card
        return Slot((self.deck_pile.left + cw * (0.6 + 1.05 * k), self.grid.top + ch * 0.55),
                    (k % 3 - 1) * 2.0, 1.0)

    def front_slot(self, seat: int, k: int, n: int) -> Slot:
        return self._row_slot(self.store_rect(str(seat), "front"), k, n, 0.45)

    def front_rect(self, seat: int, n: int = 3) -> Rect:
        return self.store_rect(str(seat), "front")

    def trick_slot(self, seat: int) -> Slot:
        return Slot(self.trick_area.center, 0.0, self._lane_scale())

    def zone_rects(self) -> dict[str, Rect]:
        """Every panel, pile, cell part and lane by name (for tests): ``score``, ``log``,
        ``deck``, ``discard``, ``justice``, ``hand:<viewer>``, ``plate:<who>``,
        ``<store>:<who>``, ``field:<field>:<who>``, ``header`` — none of which overlap."""
        rects = {"score": self.score_panel, "log": self.log_panel, "deck": self.deck_pile,
                 "discard": self.discard_pile, "justice": self.shared_row,
                 f"hand:{self.viewer}": self.hand_rect(self.viewer), "header": self.header}
        for who in self.rows:
            rects[f"plate:{who}"] = self.name_plate(who)
            for store in STORES:
                if store != "hand" or who != str(self.viewer):
                    rects[f"{store}:{who}"] = self.store_rect(who, store)
            for field in self.fields:
                rects[f"field:{field}:{who}"] = self.lane(field, who)
        return rects

    pile_rects = zone_rects

