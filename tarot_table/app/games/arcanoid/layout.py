"""Where everything lies on a table of battlefields (Arcanoid): pure geometry, no drawing.

A game whose zones include battlefield lanes (``"field:<field>:<who>"``, ``<who>`` a seat
number or ``"daemon"``) is laid out by :class:`BattlefieldLayout` instead of seats around a
trick: :func:`layout_for` picks the layout from the game's zone names. Positions are window
pixels, like :class:`~tarot_table.app.draw.layout.TableLayout`, whose interface it keeps (the viewer's fanned hand
at the bottom, ``score_panel``, ``log_panel``, ``name_plate``, ``hand_slot``…) and extends:

* top band: the score panel (left), the deck, the discard pile and the shared row
  (``"justice"``) in the middle, the log (right);
* middle: the grid of battlefields across the window — a header row naming the fields (their
  buttons beside or, when narrow, under the names), then one row per actor (the daemon on top,
  a thin strip while none plays; the other seats in playing order from the viewer's left;
  GAZA's USA, when its lanes are among the zones, who plays last; the viewer's own row at the
  bottom): the actor's cell (its stores ``front:<who>``, ``chariot:<who>`` and
  ``strength:<who>`` under the score panel, its hidden hand as a small stack, its name plate)
  and one lane per field. The column of choice buttons stands under the score panel over the
  first three stores while it is up (never over a hidden hand or a name plate);
* bottom: the hint button (left), the viewer's hand, sized for :data:`HAND_ROOM` cards, and on
  its right the daemon's public hand.

Rows share the grid's height, so up to 10 seats and the daemon fit (compact rows at small
sizes); every lane and store squeezes its cards into its width. Cards revealed from a zone are
lifted into a row across the lanes at that zone's height.

A *crowded* table (:data:`CROWDED` seats or more) gives its rows more height — a thinner top
band (a shorter log), a smaller hand, and the grid right of a column of its own for the score
panel (taller) and the choices, each cell's plate before its stores — and keeps its lanes'
cards in their left part
(:data:`CROWDED_CARDS`), so that the right part holds their words (each card's index and the
lane's strength, :mod:`.painting`), readable where the cards are too small to be. The
battles' banners lie under the grid (:meth:`BattlefieldLayout.banner_rect`), where the empty
hands leave room at the end of a round, never over a lane.
"""

from __future__ import annotations

from typing import Iterable

from pygame import Rect

from ...draw.layout import SCORE_LINES, Slot, TableLayout, card_size, line_height

PILE = 0.5                  # scale of the deck, the discard pile and the shared row
LANE_FILL = 0.84            # lane cards take this fraction of a row's height
LANE_ROOM = 1.25            # ... and a lane's part for cards is at least this many of them wide
STORES = ("hand", "strength", "chariot", "front")
#: Each store's share of the cell's stores strip (the viewer's hand lies at the bottom).
_STORE_SHARE = {"hand": 0.25, "strength": 0.22, "chariot": 0.26, "front": 0.27}
MAX_FIELD_SEATS = 10
HAND_ROOM = 11              # the viewer's hand is sized for this many cards (the Wheel's draw)
PEEK = 0.75                 # revealed cards are shown at most this large
DAEMON_HAND = 0.55          # scale of the daemon's (public) hand, right of the viewer's
DAEMON_ABSENT = 0.3         # the daemon's row, while no daemon plays, is this thin
CROWDED = 8                 # from this many seats the rows are given more height
CROWDED_CARDS = 0.36        # a crowded lane's cards take this fraction of its width


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
               zone_names: Iterable[str] = (), daemon: bool = False,
               text_scale: float = 1.0) -> TableLayout:
    """The layout of a table showing ``zone_names``: battlefields when there are lanes (the
    daemon's row full height when ``daemon`` plays), else seats around the trick; its text
    ``text_scale`` times its size for the window."""
    zone_names = tuple(zone_names)
    fields = field_names(zone_names)
    if fields:
        usa = any(z.startswith("field:") and z.endswith(":usa") for z in zone_names)
        return BattlefieldLayout(size, num_seats, viewer, fields, daemon, usa, text_scale)
    return TableLayout(size, num_seats, viewer, text_scale)


class BattlefieldLayout(TableLayout):
    """The geometry of a table of battlefields (see the module docstring). Besides
    :class:`TableLayout`'s attributes: ``fields`` (names, left to right), ``grid`` (rect),
    ``cell_w`` and ``lane_w`` (column widths), ``row_h`` (a full row's height), ``plate_line``
    (the line height of the name plates, smaller in compact rows),
    ``header`` (the field names' row; ``stacked`` when narrow fields put their buttons under
    their names), ``rows`` (actor word → row rect), ``deck_pile``,
    ``discard_pile``, ``shared_row`` (rects), ``daemon`` (whether the daemon's row is full
    height: a daemon plays; else it is a thin strip), ``crowded`` (:data:`CROWDED` seats or
    more: taller rows, the lanes' cards in their left part, their words beside them),
    ``stores_left`` (the cells' stores lie left of their plates, under the score panel: not
    crowded), ``usa`` (GAZA's USA has a row of its own, above the viewer's)."""

    def __init__(self, size: tuple[int, int], num_seats: int, viewer: int,
                 fields: tuple[str, ...], daemon: bool = True, usa: bool = False,
                 text_scale: float = 1.0) -> None:
        if not 1 <= num_seats <= MAX_FIELD_SEATS:
            raise ValueError(f"the table seats 1–{MAX_FIELD_SEATS} players, not {num_seats}")
        self.size, self.num_seats, self.viewer, self.fields = size, num_seats, viewer, fields
        self.daemon, self.usa = daemon, usa
        self.crowded = crowded = num_seats >= CROWDED
        w, h = size
        self.margin = m = max(8, round(0.015 * min(w, h)))
        self.gap = g = max(4, round(0.008 * min(w, h)))
        self.line = line_height(size, text_scale)
        self.card = card_size(min(h * 0.19, w * 0.12) * (0.76 if crowded else 1.0))
        cw, ch = self.card
        self.plate_size = (round(min(max(9.2 * self.line, 140), 0.2 * w)), round(2.3 * self.line))
        panel_w = round(min(max(0.19 * w, 170), 12 * self.line))
        score_h = round((num_seats + SCORE_LINES) * self.line) + 2 * g
        log_h = round((4 if crowded else 6) * self.line * 0.9) + 2 * g
        self.score_panel = Rect(m, m, panel_w, score_h)
        self.log_panel = Rect(w - m - panel_w, m, panel_w, log_h)
        pw, ph = card_size(ch * PILE)
        pile_h = ph + 2 * g
        top = m + max(log_h, pile_h + self.line) + g
        self._hand_len, self._anchor, self._plate, self._won = {}, {}, {}, {}
        self._lay_out_bottom()
        self._hand_len["bottom"] = min(self._hand_len["bottom"], cw * (1 + 0.55 * (HAND_ROOM - 1)))
        bottom = self.hand_rect(viewer).top - g - round(1.1 * self.line)   # room for the prompt
        # the piles and the shared row between the panels
        self.deck_pile = Rect(self.score_panel.right + 2 * g, m, pw + 2 * g, pile_h)
        self.discard_pile = Rect(self.deck_pile.right + 2 * g, m, pw + 2 * g, pile_h)
        self.shared_row = Rect(self.discard_pile.right + 3 * g, m,
                               max(pw, self.log_panel.left - 2 * g - self.discard_pile.right
                                   - 3 * g), pile_h)
        self.draw_pile = self.deck_pile
        self.aside_pile = self.shared_row
        self.discard_piles = {"discard": self.discard_pile}
        # the grid: a crowded one right of the score panel and the choices' column under it;
        # else across the window, the rows' stores under the score panel (where the choices'
        # column covers them while it is up), the header row's first cell beside it
        self.stores_left = not crowded
        if crowded:
            left = self.score_panel.right + g
            self.cell_w = round(min(max(0.25 * (w - m - left), 130), 0.4 * (w - m - left)))
        else:
            left = m
            self._plate_w = round(min(9 * self.line, max(6 * self.line, 0.1 * w)))
            stores_w = round(panel_w / (1 - _STORE_SHARE["hand"]))    # the hand's beyond it
            self.cell_w = stores_w + g + self._plate_w + g
        self.lane_w = (w - m - left - self.cell_w) / len(fields)
        self.stacked = self.lane_w < 7 * self.line    # narrow: the button under the name
        header_h = round((2.6 if self.stacked else 1.5) * self.line)
        if not crowded:             # the first row starts under the score panel
            top = max(top, self.score_panel.bottom - header_h)
        self.grid = Rect(left, top, w - m - left, max(4 * self.line, bottom - top))
        self.header = Rect(self.grid.left + self.cell_w, self.grid.top,
                           self.grid.width - self.cell_w, header_h)
        order = [(viewer + k) % num_seats for k in range(1, num_seats)] + [viewer]
        words = ["daemon"] + [str(s) for s in order[:-1]] + ["usa"] * usa + [str(viewer)]
        weights = [1.0 if daemon else DAEMON_ABSENT] + [1.0] * (len(words) - 1)
        row_h = (self.grid.bottom - self.header.bottom - g) / sum(weights)
        self.row_h = row_h
        self.rows: dict[str, Rect] = {}
        y = self.header.bottom + g
        for word, weight in zip(words, weights):
            self.rows[word] = Rect(self.grid.left, round(y), self.grid.width,
                                   max(1, round(y + weight * row_h) - round(y)))
            y += weight * row_h
        self.plate_line = max(9, min(self.line, round(row_h / 2.4)))
        self.trick_area = Rect(self.grid.left + self.cell_w, self.header.bottom,
                               self.grid.width - self.cell_w,
                               self.grid.bottom - self.header.bottom)

    def daemon_hand(self) -> Rect:
        """The daemon's hand (face up, played by its master): right of the viewer's hand."""
        hand = self.hand_rect(self.viewer)
        left = hand.right + 2 * self.gap
        return Rect(left, hand.top + round(0.1 * hand.height), self.size[0] - self.margin - left,
                    round(0.8 * hand.height))

    def toast_anchor(self) -> tuple[str, tuple[int, int]]:
        """Its top middle a little above the viewer's hand, so that it lies over the hand's
        top edge (a second row further down): just above the hand lie the viewer's lanes,
        their notes and its name plate's "x/4 done", which a toast would hide."""
        hand = self.hand_rect(self.viewer)
        return "midtop", (hand.centerx, hand.top - round(0.9 * self.line))

    def toast_beside_banners(self) -> tuple[tuple[str, tuple[int, int]], int]:
        """Where a toast stands while battles' banners lie under the columns (:meth:`banner_rect`,
        over the hand's place), and the most it may be wide: as high as :meth:`toast_anchor`
        says, in the room left of the first column (under the cells, over the Undo button)."""
        left, right = self.margin, self.column(self.fields[0]).left - self.gap
        _, (_, top) = self.toast_anchor()
        return ("midtop", ((left + right) // 2, top)), right - left

    def hint_rect(self) -> Rect:
        """The hint button: at the bottom of the column under the score panel, left of the
        viewer's hand."""
        height = round(1.8 * self.line)
        return Rect(self.margin, self.size[1] - self.margin - height,
                    min(self.score_panel.width, 8 * self.line), height)

    bar_column = True

    def bar_area(self, count: int) -> Rect:
        """The small bar of choices: a column under the score panel (:meth:`choice_column`)."""
        return self.choice_column(count)

    def column_room(self, area: Rect) -> int:
        """The column of choices keeps to its place under the score panel: the players' hidden
        hands or name plates stand right of it (a label too long for it gets its heading)."""
        return area.width

    def choice_column(self, count: int) -> Rect:
        """The column of ``count`` rows of choices (buttons and their headings) under the score
        panel, above the hint and the viewer's hand, as wide as the panel (over the rows'
        first three stores when they lie there)."""
        top = self.score_panel.bottom + self.gap
        room = min(self.hint_rect().top, self.hand_rect(self.viewer).top) - self.gap - top
        height = min(room, count * round(self.line * 1.6 + self.line // 4))
        return Rect(self.margin, top, self.score_panel.width, max(height, 2))

    # -- seats ------------------------------------------------------------------------------
    def side(self, seat: int) -> str:
        """``"bottom"`` for the viewer, ``"grid"`` for the others (they sit in the grid)."""
        return "bottom" if seat == self.viewer else "grid"

    def hand_scale(self, seat: int) -> float:
        return 1.0 if seat == self.viewer else self._lane_scale()

    def _lane_scale(self) -> float:
        """The scale of a lane's cards: :data:`LANE_FILL` of a row's height, or less where the
        lanes are narrow (a portrait window): :data:`LANE_ROOM` cards to a lane's part for
        cards."""
        cards = round(self.lane_w) - 2 * self.gap
        if self.crowded:
            cards *= CROWDED_CARDS
        return min(self.row_h * LANE_FILL / self.card[1], cards / (LANE_ROOM * self.card[0]))

    def cell(self, who: str) -> Rect:
        """The actor's cell: the first column of its row."""
        row = self.rows[who]
        return Rect(row.left, row.top, self.cell_w - self.gap, row.height - 1)

    def name_plate(self, seat: int | str) -> Rect:
        """Rect of the name plate of ``seat`` (a seat number or ``"daemon"``) at the top of its
        cell, at most four lines tall (rows are tall on a portrait window). The daemon's
        reaches over its cell's room for a hidden hand, empty (its hand lies face up beside the
        viewer's, :meth:`daemon_hand`), so that its longer name ("Basil's daemon") is whole at
        800×600 (not "Basil's da…")."""
        plate = self._plate_rect(str(seat))
        if seat == "daemon":
            hand = self.store_rect("daemon", "hand")
            right = max(plate.right, hand.right)
            plate.left = min(plate.left, hand.left)
            plate.width = right - plate.left
        return plate

    def _plate_rect(self, who: str) -> Rect:
        """Every actor's plate as wide as the others: the part of its cell right of its
        stores (left of them on a crowded table)."""
        cell = self.cell(who)
        height = min(cell.height, 4 * self.line)
        if self.stores_left:
            return Rect(cell.right - self._plate_w, cell.top, self._plate_w, height)
        return Rect(cell.left, cell.top, round(min(0.5 * cell.width, 9 * self.line)), height)

    def won_pile(self, seat: int) -> Rect:
        return self.store_rect(str(seat), "front")

    def store_rect(self, who: str, store: str) -> Rect:
        """The part of ``who``'s cell holding ``store`` (one of :data:`STORES`; the daemon's
        hand lies beside the viewer's, :meth:`daemon_hand`): right of its plate, or left of it
        in the reverse order (the hidden hand beside the plate) when the stores lie under the
        score panel."""
        cell, plate = self.cell(who), self._plate_rect(who)
        if self.stores_left:
            x, width, order = cell.left, plate.left - self.gap - cell.left, STORES[::-1]
        else:
            x, width, order = plate.right + self.gap, cell.right - plate.right - self.gap, STORES
        for name in order:
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

    def lane_cards(self, field: str, who: str) -> Rect:
        """The part of a lane its cards lie in: the whole lane, or on a crowded table its left
        :data:`CROWDED_CARDS` (the rest is for the words, :meth:`lane_words`)."""
        lane = self.lane(field, who).inflate(-self.gap, 0)
        if self.crowded:
            lane.width = round(lane.width * CROWDED_CARDS)
        return lane

    def lane_words(self, field: str, who: str) -> Rect:
        """The part of a lane its words lie in (its notes; on a crowded table also its cards'
        indices): right of its cards."""
        lane = self.lane(field, who)
        cards = self.lane_cards(field, who)
        left = cards.right + self.gap if self.crowded else lane.left
        return Rect(left, lane.top, lane.right - left, lane.height)

    def banner_rect(self, field: str, height: int) -> Rect:
        """Where the banner of the battle on ``field`` goes: ``height`` pixels under its
        column, where the viewer's hand lies (empty when a round's battles are told; the line
        above it is the prompt's and the messages'), kept inside the window."""
        col = self.column(field)
        top = min(self.hand_rect(self.viewer).top, self.size[1] - self.margin - height)
        return Rect(col.left + 3, max(top, self.grid.bottom), col.width - 6, height)

    def banner_room(self) -> int:
        """The most height a battle's banner may take (:meth:`banner_rect`): from the grid's
        foot to the window's bottom margin."""
        return self.size[1] - self.margin - self.grid.bottom

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
        the right half of its battlefield's header, or under the field's name when narrow)."""
        parts = zone.split(":")
        if parts[0] == "field" and len(parts) == 3:
            head = self.field_header(parts[1])
            if self.stacked:
                top = head.top + round(1.1 * self.line)
                return Rect(head.left + 2, top, head.width - 4, head.bottom - top - 2)
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
        if zone == "hand:daemon":
            return self.daemon_hand()
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
        return self._store_slot(str(seat), "hand", k, n)

    def _store_slot(self, who: str, store: str, k: int, n: int) -> Slot:
        """Card ``k`` of ``n`` in ``who``'s ``store``: a row, a hidden hand nearly stacked,
        the cards smaller when the store is narrower than a lane's card."""
        rect = self.store_rect(who, store)
        scale = min(self._lane_scale(), rect.width / self.card[0])
        return self._row_slot(rect, k, n, 0.12 if store == "hand" else 0.45, scale)

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
            return self._row_slot(self.lane_cards(field, who), k, n)
        if zone == "hand:daemon":
            return self._row_slot(self.daemon_hand(), k, n, 0.6,
                                  min(DAEMON_HAND, self.daemon_hand().width / self.card[0]))
        if kind in STORES:
            return self._store_slot(rest, kind, k, n)
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

    def lifts_reveal(self, zone: str) -> bool:
        """Every revealed card but the viewer's own is lifted out where it can be read (the
        other hands are small stacks)."""
        return zone != f"hand:{self.viewer}"

    def peek_slot(self, pile: Slot, k: int) -> Slot:
        """The ``k``-th card revealed from the zone resting at ``pile``: in a row across the
        lanes at the height of its zone (kept inside the grid), larger than a lane's cards."""
        scale = min(PEEK, 2.2 * self._lane_scale())
        cw, ch = self.card[0] * scale, self.card[1] * scale
        left = self.grid.left + self.cell_w + cw * 0.6
        step = min(1.05 * cw, (self.grid.right - cw / 2 - left) / 8)
        y = min(max(pile.pos[1], self.grid.top + ch / 2), self.grid.bottom - ch / 2)
        return Slot((left + k * step, y), (k % 3 - 1) * 2.0, scale)

    def front_slot(self, seat: int, k: int, n: int) -> Slot:
        return self._store_slot(str(seat), "front", k, n)

    def trick_slot(self, seat: int) -> Slot:
        return Slot(self.trick_area.center, 0.0, self._lane_scale())

    def zone_rects(self) -> dict[str, Rect]:
        """Every panel, pile, cell part and lane by name (for tests): ``score``, ``log``,
        ``deck``, ``discard``, ``justice``, ``hand:<viewer>``, ``plate:<who>``,
        ``<store>:<who>``, ``field:<field>:<who>``, ``header`` — none of which overlap."""
        rects = {"score": self.score_panel, "log": self.log_panel, "deck": self.deck_pile,
                 "discard": self.discard_pile, "justice": self.shared_row,
                 "hand:daemon": self.daemon_hand(), "hint": self.hint_rect(),
                 f"hand:{self.viewer}": self.hand_rect(self.viewer), "header": self.header}
        for who in self.rows:
            rects[f"plate:{who}"] = self.name_plate(who)
            for store in STORES:
                if store != "hand" or who not in (str(self.viewer), "daemon"):
                    rects[f"{store}:{who}"] = self.store_rect(who, store)
            for field in self.fields:
                rects[f"field:{field}:{who}"] = self.lane(field, who)
        return rects
