"""Table geometry (no display): zones do not overlap, everything is on screen, seats sit in
play order, fans are ordered, sizes follow the window."""

import itertools

import pytest
from pygame import Rect

from tarot_table.app.draw.layout import CARD_RATIO, MAX_HAND, TRICK, TableLayout, rotated_bounds

SIZES = [(1280, 800), (900, 600), (800, 560), (1920, 1080), (1600, 700), (800, 1440), (4480, 560),
         (2560, 1440)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6, 7])
def test_zones_do_not_overlap_and_stay_on_screen(size, seats):
    for viewer in range(seats):
        layout = TableLayout(size, seats, viewer)
        rects = layout.zone_rects()
        screen = Rect((0, 0), size)
        for name, rect in rects.items():
            assert screen.contains(rect), (name, rect)
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}"


@pytest.mark.parametrize("size", SIZES)
def test_viewer_hand_fully_on_screen_and_readable(size):
    layout = TableLayout(size, 4, 2)
    screen = Rect((0, 0), size)
    w, h = layout.card
    for n in (1, 7, MAX_HAND, 20):
        for k in range(n):
            slot = layout.hand_slot(2, k, n, lift=0.16)
            assert screen.contains(rotated_bounds(slot.pos, (w, h), slot.angle))
        if 1 < n <= MAX_HAND:   # each card shows at least its corner index
            step = layout.hand_slot(2, 1, n).pos[0] - layout.hand_slot(2, 0, n).pos[0]
            assert step >= 0.3 * w
    assert layout.hand_rect(2).bottom <= size[1] and layout.hand_rect(2).top > size[1] / 2


def test_seats_sit_in_play_order():
    assert [TableLayout((1280, 800), 4, 1).side(s) for s in (1, 2, 3, 0)] == \
        ["bottom", "left", "top", "right"]
    assert [TableLayout((1280, 800), 3, 0).side(s) for s in range(3)] == ["bottom", "left", "right"]
    assert [TableLayout((1280, 800), 2, 1).side(s) for s in range(2)] == ["top", "bottom"]
    layout = TableLayout((1280, 800), 4, 0)
    cx, cy = layout.trick_area.center
    left, top, right, bottom = (layout.trick_slot(s).pos for s in (1, 2, 3, 0))
    assert left[0] < cx < right[0] and top[1] < cy < bottom[1]
    for seat in range(4):
        assert layout.trick_area.collidepoint(layout.trick_slot(seat).pos)


def test_hand_fan_is_ordered_and_centred():
    layout = TableLayout((1280, 800), 4, 0)
    xs = [layout.hand_slot(0, k, 9).pos[0] for k in range(9)]
    assert xs == sorted(xs) and abs(xs[4] - 640) < 1
    angles = [layout.hand_slot(0, k, 9).angle for k in range(9)]
    assert angles[0] > 0 > angles[-1]                      # a fan: outer cards lean outwards
    assert layout.hand_slot(0, 4, 9).pos[1] < layout.hand_slot(0, 0, 9).pos[1]   # an arc
    lifted = layout.hand_slot(0, 4, 9, lift=0.1)
    assert lifted.pos[1] == pytest.approx(layout.hand_slot(0, 4, 9).pos[1] - 0.1 * layout.card[1])
    # the left seat's hand runs down the left edge, turned a quarter
    ys = [layout.hand_slot(1, k, 9).pos[1] for k in range(9)]
    assert ys == sorted(ys) and layout.hand_slot(1, 0, 9).angle == pytest.approx(-90 + 4.5)
    assert all(layout.hand_slot(1, k, 9).pos[0] < 200 for k in range(9))


def test_card_size_scales_with_window():
    small, big = TableLayout((900, 600), 4, 0), TableLayout((1920, 1080), 4, 0)
    assert small.card[1] < TableLayout((1280, 800), 4, 0).card[1] < big.card[1]
    for layout in (small, big):
        w, h = layout.card
        assert abs(w / h - CARD_RATIO) < 0.02


def test_piles_stack_upwards():
    layout = TableLayout((1280, 800), 4, 0)
    first, last = layout.pile_slot(layout.draw_pile, 0, 48), layout.pile_slot(layout.draw_pile, 47, 48)
    assert last.pos[1] < first.pos[1]
    assert layout.draw_pile.inflate(20, 20).collidepoint(last.pos)
    assert layout.won_slot(2, 3, 10).angle != layout.won_slot(2, 4, 10).angle


def test_bad_seat_count():
    with pytest.raises(ValueError):
        TableLayout((1280, 800), 8, 0)


def test_five_seats_sit_around_the_table():
    layout = TableLayout((1280, 800), 5, 2)
    assert [layout.side(s) for s in (2, 3, 4, 0, 1)] == \
        ["bottom", "left", "topleft", "topright", "right"]
    cx, cy = layout.trick_area.center
    left, tl, tr, right, bottom = (layout.trick_slot(s).pos for s in (3, 4, 0, 1, 2))
    assert left[0] < tl[0] < cx < tr[0] < right[0]
    assert tl[1] < cy < bottom[1]
    for seat in range(5):
        assert layout.trick_area.collidepoint(layout.trick_slot(seat).pos)


@pytest.mark.parametrize("size", SIZES)
def test_five_seats_tricks_leave_the_bottom_seats_card_uncovered(size):
    """Tarocchi's five-card trick: the cards of the two top seats lie clear of the viewer's
    (they had hidden most of it), and no two cards are laid on the same place."""
    layout = TableLayout(size, 5, 0)
    tw, th = layout.card[0] * TRICK, layout.card[1] * TRICK

    def rect(seat: int) -> Rect:
        box = Rect(0, 0, round(tw) - 2, round(th) - 2)
        box.center = tuple(round(v) for v in layout.trick_slot(seat).pos)
        return box

    sides = {layout.side(s): rect(s) for s in range(5)}
    assert not sides["bottom"].colliderect(sides["topleft"])
    assert not sides["bottom"].colliderect(sides["topright"])
    assert len({r.center for r in sides.values()}) == 5


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_short_hand_shows_more_of_each_card(size):
    """Six or seven cards (Arcanoid, Taruno) fan wider than fifteen (Tarok): 0.75 and 0.7 of a
    card's width each, against at most 0.55."""
    layout = TableLayout(size, 4, 0)
    width = layout.card[0]

    def step(n: int) -> float:
        return layout.hand_slot(0, 1, n).pos[0] - layout.hand_slot(0, 0, n).pos[0]

    assert step(6) == pytest.approx(0.75 * width, rel=0.02)
    assert step(7) == pytest.approx(0.7 * width, rel=0.02)
    assert step(15) <= 0.55 * width + 0.5


@pytest.mark.parametrize("size", [(960, 600), (1152, 720), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_won_piles_stay_clear_of_the_hands_plates_and_trick(size, seats):
    """The trick games' tables (Tarok for 2–4, Tarocchi for 5): a won pile, however high it
    grows (up to the whole deck, each card a little higher and askew), lies on the screen and
    clear of every hand, name plate, the trick and the panels (a top seat's had run off the
    window's top and over its own hand)."""
    for viewer in range(seats):
        layout = TableLayout(size, seats, viewer)
        zones = layout.zone_rects()
        for seat in range(seats):
            pile = layout.won_rect(seat)
            assert Rect((0, 0), size).contains(pile), (seat, pile)
            for name, rect in zones.items():
                if name != f"won:{seat}":
                    assert not pile.colliderect(rect), f"won:{seat} {pile} overlaps {name} {rect}"
