"""Tweens and easing functions (no display)."""

import pytest

from tarot_table.app.draw.tween import (Tween, back_out, ease_in_out_quad, ease_out_cubic, lerp,
                                   linear)

EASINGS = [linear, ease_out_cubic, ease_in_out_quad, back_out]


@pytest.mark.parametrize("easing", EASINGS)
def test_easing_ends(easing):
    assert easing(0.0) == pytest.approx(0.0)
    assert easing(1.0) == pytest.approx(1.0)


def test_easing_shapes():
    assert ease_out_cubic(0.5) > 0.5          # fast start
    assert ease_in_out_quad(0.25) < 0.25      # slow start
    assert ease_in_out_quad(0.75) > 0.75      # slow end
    assert ease_in_out_quad(0.5) == pytest.approx(0.5)
    assert max(back_out(i / 100) for i in range(101)) > 1.05   # overshoots, then settles
    assert all(ease_out_cubic(i / 50) <= ease_out_cubic((i + 1) / 50) for i in range(50))


def test_point_tween_moves_and_finishes():
    t = Tween((0.0, 100.0), (200.0, 0.0), 0.4, linear)
    assert t.value == (0.0, 100.0) and not t.done
    t.update(0.1)
    assert t.value == pytest.approx((50.0, 75.0))
    t.update(0.3)
    assert t.done and t.value == (200.0, 0.0)
    t.update(1.0)
    assert t.value == (200.0, 0.0) and t.progress == 1.0


def test_float_tween_with_easing_and_delay():
    t = Tween(10.0, 20.0, 1.0, ease_out_cubic, delay=0.5)
    t.update(0.5)
    assert t.value == 10.0 and not t.done
    t.update(0.5)
    assert t.value == pytest.approx(10.0 + 10.0 * ease_out_cubic(0.5))
    t.finish()
    assert t.done and t.value == 20.0


def test_zero_duration_is_done_at_once():
    t = Tween(1.0, 5.0, 0.0)
    assert t.done and t.value == 5.0
    assert Tween(1.0, 5.0, -3.0).done


def test_lerp():
    assert lerp(2.0, 4.0, 0.25) == 2.5
    assert lerp((0.0, 0.0), (4.0, -8.0), 0.5) == (2.0, -4.0)
