"""Where everything lies on the table: pure geometry, no drawing.

:class:`TableLayout` is computed from the window size (pixels), the number of seats and the
viewer's seat, and is rebuilt on every resize. Every position is in window pixels, every angle
in degrees counter-clockwise (pygame's convention), every ``scale`` relative to :attr:`card`,
the size of a card in the viewer's hand.

The viewer sits at the bottom; the others sit around the table by seat number, seat
``viewer + 1`` to the viewer's left (in Tarok play goes left, seat ``i`` → ``i + 1``; in
Tarocchi it goes right, ``i`` → ``i − 1``, so the next player sits on the viewer's right):
2 players → top; 3 → left, right; 4 → left, top, right; 5 → left, top left, top right, right;
6 → two on the left (low, high), top, two on the right; 7 → two on each side, two on top.
The window is cut in three bands:

* top: the score panel (left), the top seat or the two top seats (hand, its name plate below
  it, its won pile to its right) and the log panel (right);
* middle: the side seats along the edges (name plate and won pile on their inner side; two
  seats on a side share it, one above the other), the trick area in the centre with the draw
  pile to its left; two discard piles side by side in the trick area (Taruno);
* bottom: the viewer's name plate (left), fanned hand (centre) and won pile (right).

The cards lying in front of a seat (``front:i``) take the place of its won pile, upright and
overlapping so that each card's corner shows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygame import Rect

#: Lines of the score panel besides one per seat: its heading, the goal, the column labels.
SCORE_LINES = 2.5

CARD_RATIO = 5 / 7          # width / height of a card
SMALL = 0.55                # scale of opponents' hands, won piles and the draw pile
TRICK = 0.78                # scale of cards in the trick
LIFT = 0.07                 # playable cards rise by this fraction of the card height
LIFT_SELECTED = 0.16        # the selected or hovered card rises this much
MAX_HAND = 15               # hand size the bands are sized for (they squeeze beyond it)
FULL_PILE = 78              # the most cards a won pile holds: the whole deck
PILE_RISE = 0.1             # a pile's top card lies at most this fraction of a card height off

SIDES_BY_COUNT = {1: ("bottom",), 2: ("bottom", "top"), 3: ("bottom", "left", "right"),
                  4: ("bottom", "left", "top", "right"),
                  5: ("bottom", "left", "topleft", "topright", "right"),
                  6: ("bottom", "leftlow", "lefthigh", "top", "righthigh", "rightlow"),
                  7: ("bottom", "leftlow", "lefthigh", "topleft", "topright", "righthigh",
                      "rightlow")}
MAX_SEATS = max(SIDES_BY_COUNT)
_TOPS = ("top", "topleft", "topright")

# For each side: the seat's rotation (degrees), the direction along its hand from its own left to
# its right ``u``, and the direction towards the table's centre ``v`` (screen coordinates, y down).
_FRAMES = {
    "bottom": (0.0, (1.0, 0.0), (0.0, -1.0)),
    "left": (-90.0, (0.0, 1.0), (1.0, 0.0)),
    "top": (180.0, (-1.0, 0.0), (0.0, 1.0)),
    "right": (90.0, (0.0, -1.0), (-1.0, 0.0)),
}
_FRAMES["topleft"] = _FRAMES["topright"] = _FRAMES["top"]
_FRAMES["leftlow"] = _FRAMES["lefthigh"] = _FRAMES["left"]
_FRAMES["righthigh"] = _FRAMES["rightlow"] = _FRAMES["right"]
#: The half of its edge a seat takes when two seats share a side (0: the upper half).
_HALVES = {"lefthigh": 0, "leftlow": 1, "righthigh": 0, "rightlow": 1}
TEXT_SHAPE = 0.75          # text is sized from the height, or from 3/4 of the width if less
FRONT_STEP = 0.42           # cards in front of a seat overlap by this fraction of their size
FRONT_ROOM = 3              # front rows are sized for this many cards (they squeeze beyond it)
# Cards in the trick lie upright (readable), pushed towards their player's side, slightly turned.
_TRICK_TILT = {"bottom": 2.0, "left": 7.0, "top": -4.0, "right": -7.0, "topleft": -5.0,
               "topright": 4.0, "leftlow": 7.0, "lefthigh": 7.0, "righthigh": -7.0,
               "rightlow": -7.0}


@dataclass(frozen=True)
class Slot:
    """A card's resting place: centre ``pos`` (x, y), ``angle`` (degrees ccw), ``scale``."""

    pos: tuple[float, float]
    angle: float = 0.0
    scale: float = 1.0


#: Where a face shows its rank and suit: the index at its top left, as fractions of the card's
#: width and height (left, top, right, bottom); every face repeats it turned 180° at its
#: bottom right (``packaging/make_card_art.py``).
INDEX_CORNER = (0.03, 0.03, 0.2, 0.25)


def card_point(centre: tuple[float, float], size: tuple[float, float], angle: float,
               fx: float, fy: float) -> tuple[float, float]:
    """Where the point at fractions (``fx``, ``fy``) of a card's width and height from its top
    left lies on the screen, the card of ``size`` (w, h) centred on ``centre`` and turned by
    ``angle`` (degrees counter-clockwise)."""
    a = math.radians(angle)
    dx, dy = (fx - 0.5) * size[0], (fy - 0.5) * size[1]
    return (centre[0] + dx * math.cos(a) + dy * math.sin(a),
            centre[1] - dx * math.sin(a) + dy * math.cos(a))


def card_covers(centre: tuple[float, float], size: tuple[float, float], angle: float,
                point: tuple[float, float]) -> bool:
    """Whether a card of ``size`` (w, h) centred on ``centre``, turned by ``angle``, covers
    ``point`` (pixels; its edge counts as outside)."""
    a = math.radians(angle)
    dx, dy = point[0] - centre[0], point[1] - centre[1]
    u = dx * math.cos(a) - dy * math.sin(a)
    v = dx * math.sin(a) + dy * math.cos(a)
    return abs(u) < size[0] / 2 - 0.5 and abs(v) < size[1] / 2 - 0.5


def index_points(centre: tuple[float, float], size: tuple[float, float], angle: float,
                 grid: int = 4) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """A ``grid`` × ``grid`` of points over each of a card's two indexes (its top left one,
    then its bottom right one; :data:`INDEX_CORNER`) on the screen, the card as in
    :func:`card_covers`."""
    left, top, right, bottom = INDEX_CORNER
    fractions = [(left + (right - left) * i / (grid - 1), top + (bottom - top) * j / (grid - 1))
                 for i in range(grid) for j in range(grid)]
    return ([card_point(centre, size, angle, fx, fy) for fx, fy in fractions],
            [card_point(centre, size, angle, 1 - fx, 1 - fy) for fx, fy in fractions])


def rotated_bounds(center: tuple[float, float], size: tuple[float, float], angle: float) -> Rect:
    """Bounding rectangle of a ``size`` (w, h) rectangle centred on ``center`` turned by ``angle``."""
    a = math.radians(angle)
    w, h = size
    bw = abs(w * math.cos(a)) + abs(h * math.sin(a))
    bh = abs(w * math.sin(a)) + abs(h * math.cos(a))
    return Rect(round(center[0] - bw / 2), round(center[1] - bh / 2), math.ceil(bw), math.ceil(bh))


def line_height(size: tuple[int, int], scale: float = 1.0) -> int:
    """The text line height in pixels of a table ``size`` (w, h) pixels: 2.8 % of the height,
    of :data:`TEXT_SHAPE` × the width when that is less (a portrait window), at least 16;
    ``scale`` times that for a larger UI (the player's "UI scale" as far as the window has room
    for it: ``theme.table_scale``).

    >>> line_height((1280, 800)), line_height((800, 1440)), line_height((320, 240))
    (22, 17, 16)
    >>> line_height((1280, 800), 1.4)
    31
    """
    return round(max(16, round(0.028 * min(size[1], TEXT_SHAPE * size[0]))) * scale)


def card_size(height: float) -> tuple[int, int]:
    """(w, h) in whole pixels of a card ``height`` pixels tall."""
    return max(1, round(height * CARD_RATIO)), max(1, round(height))


class TableLayout:
    """The geometry of one table at one window size. See the module docstring.

    ``text_scale`` makes the text line (and what is sized from it: the plates, the panels, the
    buttons' places) that many times its size for the window (:func:`line_height`).

    Attributes (all in pixels): ``size`` (w, h), ``card`` (w, h) of a viewer's card, ``margin``,
    ``gap``, ``line`` (text line height), ``score_panel``, ``log_panel``, ``trick_area``,
    ``draw_pile``, ``aside_pile`` (rects), ``discard_piles`` (``"discard:minor"`` and
    ``"discard:major"`` → rect, side by side in the trick area), ``plate_line`` (the line
    height of the name plates: ``line`` here).
    """

    def __init__(self, size: tuple[int, int], num_seats: int, viewer: int,
                 text_scale: float = 1.0) -> None:
        if not 1 <= num_seats <= MAX_SEATS:
            raise ValueError(f"the table seats 1–{MAX_SEATS} players, not {num_seats}")
        self.size = size
        self.num_seats = num_seats
        self.viewer = viewer
        w, h = size
        self.plate_line = self.line = line_height(size, text_scale)
        self.margin = m = max(8, round(0.015 * min(w, h)))
        self.gap = g = max(5, round(0.01 * min(w, h)))
        self.card = card_size(min(h * 0.21, w * 0.13))
        cw, ch = self.card
        sw, sh = cw * SMALL, ch * SMALL
        self.plate_size = (round(min(max(9.2 * self.line, 140), 0.2 * w)), round(2.3 * self.line))
        pw, ph = self.plate_size

        panel_w = round(min(max(0.19 * w, 170), 12 * self.line))
        score_h = round((num_seats + SCORE_LINES) * self.line) + 2 * g
        log_h = round(6 * self.line * 0.9) + 2 * g
        self.score_panel = Rect(m, m, panel_w, score_h)
        self.log_panel = Rect(w - m - panel_w, m, panel_w, log_h)
        has_top = any(side in _TOPS for side in SIDES_BY_COUNT[num_seats])
        top_band = max(score_h, log_h, (sh + g + ph) if has_top else 0)
        self._top_band = m + top_band + g
        self._hand_len: dict[str, float] = {}
        self._anchor: dict[str, tuple[float, float]] = {}
        self._plate: dict[str, Rect] = {}
        self._won: dict[str, Rect] = {}
        self._lay_out_bottom()
        self._bottom_band = self.hand_rect(viewer).top - g
        mid_y = (self._top_band + self._bottom_band) / 2
        self._mid_y = mid_y

        # the trick area in the centre, the draw pile to its left, cards set aside below that
        tw, th = cw * TRICK, ch * TRICK
        self._trick_offsets = {"bottom": (0.0, 0.3 * th), "top": (0.0, -0.3 * th),
                               "left": (-0.62 * tw, 0.0), "right": (0.62 * tw, 0.0)}
        for side, base in (("leftlow", "left"), ("lefthigh", "left"), ("righthigh", "right"),
                           ("rightlow", "right"), ("topleft", "top"), ("topright", "top")):
            self._trick_offsets.setdefault(side, self._trick_offsets[base])
        width = 2.24
        height = 1.6
        if num_seats == 5:      # the cards of the top seats clear of the bottom seat's
            self._trick_offsets.update({
                "bottom": (0.0, 0.5 * th), "left": (-1.2 * tw, 0.0),
                "right": (1.2 * tw, 0.0), "topleft": (-0.56 * tw, -0.5 * th),
                "topright": (0.56 * tw, -0.5 * th)})
            width, height = 3.5, 2.05
        area = Rect(0, 0, round(tw * width + 2 * g), round(th * height + 3 * g))
        area.center = (round(w / 2), round(mid_y))
        self.trick_area = area
        self.draw_pile = Rect(0, 0, round(sw + 2 * g), round(sh + 2 * g))
        self.draw_pile.midright = (area.left - 2 * g, round(mid_y - 0.1 * sh))
        self.aside_pile = Rect(0, 0, round(sw * 0.8), round(sh * 0.8))
        self.aside_pile.midtop = (self.draw_pile.centerx, self.draw_pile.bottom + self.line + g)
        self.discard_piles: dict[str, Rect] = {}
        for name, sign in (("discard:minor", -1), ("discard:major", 1)):
            pile = Rect(0, 0, round(tw + g), round(th + g))
            pile.center = (round(area.centerx + sign * (tw / 2 + g)), round(mid_y))
            self.discard_piles[name] = pile

        for side in SIDES_BY_COUNT[num_seats][1:]:
            self._lay_out_other(side)

    # -- seats ------------------------------------------------------------------------------
    def side(self, seat: int) -> str:
        """Where ``seat`` sits: ``"bottom"``, ``"left"``, ``"top"``, ``"topleft"``,
        ``"topright"``, ``"right"``, or with two seats on a side ``"leftlow"``,
        ``"lefthigh"``, ``"righthigh"``, ``"rightlow"``."""
        return SIDES_BY_COUNT[self.num_seats][(seat - self.viewer) % self.num_seats]

    def _lay_out_bottom(self) -> None:
        w, h = self.size
        m, g = self.margin, self.gap
        cw, ch = self.card
        pw, ph = self.plate_size
        self._hand_len["bottom"] = w - 2 * (pw + 2 * m + g)
        self._anchor["bottom"] = (w / 2, h / 2)
        bounds = self.hand_rect(self.viewer)
        self._anchor["bottom"] = (w / 2, h / 2 + (h - m) - bounds.bottom)
        self._plate["bottom"] = Rect(m, h - m - ph, pw, ph)
        sw, sh = round(cw * SMALL), round(ch * SMALL)
        won = Rect(0, 0, sw + 2 * g, sh + 2 * g)
        won.bottomright = (w - m - (pw - sw) // 2, h - m - self.line)
        self._won["bottom"] = won

    def _lay_out_other(self, side: str) -> None:
        w, h = self.size
        m, g = self.margin, self.gap
        cw, ch = self.card
        sw, sh = cw * SMALL, ch * SMALL
        pw, ph = self.plate_size
        if side in _TOPS:
            room = self.log_panel.left - self.score_panel.right
            rise = PILE_RISE * ch       # the won pile grows this far right (:meth:`won_slot`)
            if side == "top":
                cx = w / 2
                length = room - 2 * (sw + 3 * g + rise)
            else:                       # two seats share the top band, each in its half
                half = (room - 2 * g) / 2
                left = self.score_panel.right + g + (half + g if side == "topright" else 0)
                length = half - sw - 5 * g - rise
                cx = left + (length + 2 * g) / 2
            self._hand_len[side] = min(sw + (MAX_HAND - 1) * 0.32 * sw, length)
            self._anchor[side] = (cx, m + sh / 2)
            plate = Rect(0, 0, min(pw, round(self._hand_len[side])), ph)
            plate.midtop = (round(cx), round(m + sh + g))
            won = Rect(0, 0, round(sw + 2 * g), round(sh + 2 * g))
            won.midleft = (round(cx + self._hand_len[side] / 2 + g), round(m + sh / 2))
        else:
            band = self._bottom_band - self._top_band
            mid_y = self._mid_y
            if side in _HALVES:         # two seats share the edge, one in each half
                band = (band - g) / 2
                mid_y = self._top_band + band / 2 + _HALVES[side] * (band + g)
            self._hand_len[side] = min(sw + (MAX_HAND - 1) * 0.32 * sw, band - g)
            x = m + sh / 2 if side.startswith("left") else w - m - sh / 2
            self._anchor[side] = (x, mid_y)
            top = mid_y - self._hand_len[side] / 2
            bottom = mid_y + self._hand_len[side] / 2
            plate = Rect(0, round(top), pw, ph)
            won = Rect(0, 0, round(sh + 2 * g), round(sw + 2 * g))
            won.bottom = round(bottom)
            if side.startswith("left"):
                plate.left = won.left = round(m + sh + 2 * g)
            else:
                plate.right = won.right = round(w - m - sh - 2 * g)
        self._plate[side] = plate
        self._won[side] = won

    # -- the widgets' places ------------------------------------------------------------------
    #: Whether the small bar of choices beside the board's is a column (else a row).
    bar_column = False

    def bar_area(self, count: int) -> Rect:
        """Where the buttons of a decision beside the board's go: above the viewer's hand, on
        the right, clear of the cards (``count`` buttons in a row)."""
        width = min(self.size[0] // 2, count * 17 * self.line)
        area = Rect(0, 0, width, round(self.line * 2.2))
        area.bottomright = (self.size[0] - self.margin,
                            self.hand_rect(self.viewer).top - self.gap)
        return area

    def column_room(self, area: Rect) -> int:
        """How wide a column of choices in ``area`` may grow for a long label, in pixels (here:
        to the right margin)."""
        return self.size[0] - area.left - self.margin

    def choice_area(self) -> Rect:
        """Where the choice panel's buttons go: the middle of the table."""
        top = self.score_panel.bottom + self.gap
        bottom = self.hand_rect(self.viewer).top - 2 * self.line
        width = round(min(self.size[0] * 0.72, self.log_panel.left - self.score_panel.right))
        area = Rect(0, 0, width, max(self.line * 3, bottom - top))
        area.center = (self.size[0] // 2, (top + bottom) // 2)
        return area

    def grid_area(self) -> Rect:
        """Where a choice among many card images goes (Tarocchi's "Name a card", 63 cards):
        across the window inside its margins, from the top (room left for the choice board's
        heading) to the choice area's foot, over the score and log panels, which the choice
        covers only while it is up; the cards so stay large enough to tell apart at 800×600."""
        inset = self.margin + self.line
        top = self.margin + round(2.4 * self.line)
        return Rect(inset, top, self.size[0] - 2 * inset,
                    max(self.line * 3, self.choice_area().bottom - top))

    def toast_anchor(self) -> tuple[str, tuple[int, int]]:
        """Where a toast (a refusal's reason) stands (:func:`.panels.toast`'s anchor): its
        bottom middle just above the viewer's hand."""
        hand = self.hand_rect(self.viewer)
        return "midbottom", (hand.centerx, hand.top - self.gap)

    def hint_rect(self) -> Rect:
        """The Hint button: above the viewer's name plate."""
        plate = self.name_plate(self.viewer)
        rect = Rect(0, 0, min(plate.width, 9 * self.line), round(1.8 * self.line))
        rect.midbottom = (plate.centerx, plate.top - self.gap)
        return rect

    def undo_rect(self) -> Rect:
        """The Undo button: above the Hint button, as wide."""
        hint = self.hint_rect()
        return hint.move(0, -(hint.height + self.gap))

    def history_rect(self) -> Rect:
        """The History button (the turn history): above the Undo button, as wide."""
        undo = self.undo_rect()
        return undo.move(0, -(undo.height + self.gap))

    def hint_board(self, button: Rect) -> tuple[str, tuple[int, int]]:
        """Where the hint's words stand, given the Hint ``button``'s rect: a Rect anchor
        attribute of the words' board and the point it is put on (here: above the History
        button, which stands above the Undo button, above the Hint button)."""
        return "bottomleft", (button.left, self.history_rect().top - self.gap)

    def closes_up(self, zone: str) -> bool:
        """Whether the other cards of ``zone`` move to their new places as soon as a card
        arrives or leaves (a row that closes up or opens a gap): the hands and the cards in
        front of a seat."""
        return zone.startswith(("hand:", "front:"))

    def lifts_reveal(self, zone: str) -> bool:
        """Whether a card revealed in ``zone`` is lifted out of it (to :meth:`peek_slot`) rather
        than turned over where it lies: every zone but the hands."""
        return not zone.startswith("hand:")

    def zone_slot(self, zone: str, k: int, n: int) -> Slot | None:
        """Where card ``k`` of ``n`` in ``zone`` rests when this layout places that zone
        itself (none here: the :class:`~.animator.Board` places hands, piles and the trick)."""
        return None

    def name_plate(self, seat: int) -> Rect:
        """Rect of ``seat``'s name plate."""
        return self._plate[self.side(seat)].copy()

    def won_pile(self, seat: int) -> Rect:
        """Rect of ``seat``'s pile of won cards (a caption goes under it for the viewer)."""
        return self._won[self.side(seat)].copy()

    def hand_scale(self, seat: int) -> float:
        return 1.0 if self.side(seat) == "bottom" else SMALL

    # -- slots ------------------------------------------------------------------------------
    def hand_slot(self, seat: int, k: int, n: int, lift: float = 0.0) -> Slot:
        """Slot of card ``k`` of ``n`` in ``seat``'s fanned hand, raised towards the centre by
        ``lift`` (a fraction of the card height)."""
        side = self.side(seat)
        rot, u, v = _FRAMES[side]
        scale = self.hand_scale(seat)
        cw, ch = self.card[0] * scale, self.card[1] * scale
        length = self._hand_len[side]
        if side == "bottom":    # a short hand shows more of each card (up to 0.8 of it)
            show = 0.55 + 0.05 * min(5, max(0, 10 - n))
            step = min(show * cw, (length - cw) / max(n - 1, 1))
            spread, arc = min(7.0, 0.7 * n), 0.05 * ch
        else:
            step = min(0.32 * cw, (length - cw) / max(n - 1, 1))
            spread, arc = min(5.0, 0.5 * n), 0.03 * ch
        norm = (k - (n - 1) / 2) / ((n - 1) / 2) if n > 1 else 0.0
        du = (k - (n - 1) / 2) * step
        dv = -arc * norm * norm + lift * ch
        ax, ay = self._anchor[side]
        return Slot((ax + u[0] * du + v[0] * dv, ay + u[1] * du + v[1] * dv),
                    rot - spread * norm, scale)

    def hand_rect(self, seat: int, n: int = MAX_HAND) -> Rect:
        """Bounds of ``seat``'s hand of ``n`` cards; the viewer's with a card raised."""
        scale = self.hand_scale(seat)
        size = (self.card[0] * scale, self.card[1] * scale)
        lifts = (0.0, LIFT_SELECTED) if self.side(seat) == "bottom" else (0.0,)
        rects = [rotated_bounds(self.hand_slot(seat, k, n, lift).pos, size,
                                self.hand_slot(seat, k, n, lift).angle)
                 for k in range(n) for lift in lifts]
        return rects[0].unionall(rects[1:])

    def trick_slot(self, seat: int) -> Slot:
        """Slot of the card ``seat`` plays to the trick."""
        side = self.side(seat)
        ox, oy = self._trick_offsets[side]
        cx, cy = self.trick_area.center
        return Slot((cx + ox, cy + oy), _TRICK_TILT[side], TRICK)

    def pile_rise(self, k: int, n: int) -> float:
        """How far (pixels) card ``k`` of a pile of ``n`` lies from the pile's bottom card: a
        little higher each card, the top one at most :data:`PILE_RISE` of a card's height."""
        return min(0.35 / 100, PILE_RISE / max(n, 1)) * k * self.card[1]

    def pile_slot(self, rect: Rect, k: int, n: int, angle: float = 0.0) -> Slot:
        """Card ``k`` of a pile of ``n`` centred in ``rect``: each card a little higher and to
        the left (:meth:`pile_rise` left, 1.4 times that up)."""
        d = self.pile_rise(k, n)
        cx, cy = rect.center
        return Slot((cx - d, cy - d * 1.4), angle, SMALL)

    def discard_slot(self, zone: str, k: int, n: int) -> Slot:
        """Card ``k`` of ``n`` on the discard pile ``zone`` (a key of :attr:`discard_piles`):
        at trick size, the lower cards a little askew, the top one (the card to match) square."""
        slot = self.pile_slot(self.discard_piles[zone], k, n, 0.0 if k == n - 1 else
                              ((k * 53) % 11 - 5) * 0.9)
        return Slot(slot.pos, slot.angle, TRICK)

    def peek_slot(self, pile: Slot, k: int) -> Slot:
        """Where the ``k``-th card looked at from the pile resting at ``pile`` is shown: lifted
        out of the pile into a row that runs to the right above the trick area, at trick
        size."""
        tw, th = self.card[0] * TRICK, self.card[1] * TRICK
        y = min(pile.pos[1] - 0.4 * th, self.trick_area.top - 0.42 * th)
        return Slot((pile.pos[0] + k * 1.05 * tw, max(th / 2 + self.gap, y)),
                    (k % 3 - 1) * 2.0, TRICK)

    def won_slot(self, seat: int, k: int, n: int) -> Slot:
        """Card ``k`` of ``n`` in ``seat``'s won pile: a slightly untidy stack that rises as
        the viewer's piles do, seen from its seat: towards the seat's own left and the
        table's centre (a top seat's pile so grows down and away from its hand, not off the
        window's top edge and over the hand)."""
        rot, u, v = _FRAMES[self.side(seat)]
        jitter = ((k * 37) % 9 - 4) * 0.8
        d = self.pile_rise(k, n)
        cx, cy = self.won_pile(seat).center
        return Slot((cx - d * u[0] + 1.4 * d * v[0], cy - d * u[1] + 1.4 * d * v[1]),
                    rot + jitter, SMALL)

    def won_rect(self, seat: int, n: int = FULL_PILE) -> Rect:
        """Bounds of ``n`` cards in ``seat``'s won pile, each a little higher and askew."""
        size = (self.card[0] * SMALL, self.card[1] * SMALL)
        rects = [rotated_bounds(self.won_slot(seat, k, n).pos, size,
                                self.won_slot(seat, k, n).angle) for k in range(n)]
        return rects[0].unionall(rects[1:])

    def front_slot(self, seat: int, k: int, n: int) -> Slot:
        """Card ``k`` of the ``n`` lying in front of ``seat`` (``front:i``), where its won pile
        would be: upright (readable), each card overlapping the one before so that its top left
        corner shows — a row to the right (the viewer, side seats) or a column downwards (top
        seats), squeezed beyond :data:`FRONT_ROOM` cards."""
        side = self.side(seat)
        sw, sh = self.card[0] * SMALL, self.card[1] * SMALL
        won = self._won[side]
        along = sh if side in _TOPS else sw
        step = min(FRONT_STEP * along, FRONT_STEP * along * (FRONT_ROOM - 1) / max(n - 1, 1))
        tilt = ((seat * 5 + k * 3) % 5 - 2) * 0.8
        if side in _TOPS:
            return Slot((won.centerx, won.top + self.gap + sh / 2 + k * step), tilt, SMALL)
        if side.startswith("right"):        # the row ends at the pile's right edge
            x = won.right - sw / 2 - (n - 1 - k) * step
        else:
            x = won.left + sw / 2 + k * step
        return Slot((x, won.centery), tilt, SMALL)

    def front_rect(self, seat: int, n: int = FRONT_ROOM) -> Rect:
        """Bounds of ``n`` cards lying in front of ``seat``."""
        size = (self.card[0] * SMALL, self.card[1] * SMALL)
        rects = [rotated_bounds(self.front_slot(seat, k, n).pos, size,
                                self.front_slot(seat, k, n).angle) for k in range(n)]
        return rects[0].unionall(rects[1:])

    def pile_rects(self) -> dict[str, Rect]:
        """The zones of a game with discard piles and cards in front (Taruno) by name:
        ``hand:i``, ``plate:i``, ``front:i``, ``discard:minor``, ``discard:major``, ``draw``,
        ``score``, ``log`` — none of which overlap."""
        rects = {"draw": self.draw_pile, "score": self.score_panel, "log": self.log_panel,
                 **self.discard_piles}
        for seat in range(self.num_seats):
            rects[f"hand:{seat}"] = self.hand_rect(seat)
            rects[f"front:{seat}"] = self.front_rect(seat)
            rects[f"plate:{seat}"] = self.name_plate(seat)
        return rects

    def zone_rects(self) -> dict[str, Rect]:
        """Every zone and panel by name (for tests and debugging): ``hand:i``, ``won:i``,
        ``plate:i``, ``trick``, ``draw``, ``aside``, ``score``, ``log``."""
        rects = {"trick": self.trick_area, "draw": self.draw_pile, "aside": self.aside_pile,
                 "score": self.score_panel, "log": self.log_panel}
        for seat in range(self.num_seats):
            rects[f"hand:{seat}"] = self.hand_rect(seat)
            rects[f"won:{seat}"] = self.won_pile(seat)
            rects[f"plate:{seat}"] = self.name_plate(seat)
        return rects
