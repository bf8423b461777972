"""Tweens: a value moving from a start to an end over a duration, shaped by an easing function.

Pure Python, no display needed. A value is a float or a 2-D point ``(x, y)`` (any tuple of
floats of the same length as its end). Durations are in seconds.

>>> t = Tween((0.0, 0.0), (10.0, 20.0), 1.0, linear)
>>> t.update(0.5)
>>> t.value
(5.0, 10.0)
>>> t.update(0.6); t.done, t.value
(True, (10.0, 20.0))
"""

from __future__ import annotations

from typing import Callable, Union

Value = Union[float, tuple[float, ...]]
Easing = Callable[[float], float]


def linear(t: float) -> float:
    """Constant speed: ``t`` itself (``t`` in [0, 1])."""
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing: ``1 - (1 - t)³``."""
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_quad(t: float) -> float:
    """Slow start and end, quadratic in between."""
    return 2.0 * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 2 / 2.0


def back_out(t: float, overshoot: float = 1.70158) -> float:
    """Overshoots the end a little and settles back (the spring-back of a refused card)."""
    c3 = overshoot + 1.0
    u = t - 1.0
    return 1.0 + c3 * u ** 3 + overshoot * u ** 2


def lerp(a: Value, b: Value, f: float) -> Value:
    """``a + (b - a)·f`` for floats or component-wise for tuples."""
    if isinstance(a, tuple):
        return tuple(x + (y - x) * f for x, y in zip(a, b))
    return a + (b - a) * f


class Tween:
    """``value`` goes from ``start`` to ``end`` in ``duration`` seconds after ``delay`` seconds.

    A non-positive duration (and no delay) makes the tween done at once, at its end value.
    """

    def __init__(self, start: Value, end: Value, duration: float,
                 easing: Easing = ease_out_cubic, delay: float = 0.0) -> None:
        self.start = start
        self.end = end
        self.duration = max(0.0, duration)
        self.easing = easing
        self.delay = max(0.0, delay)
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def progress(self) -> float:
        """Linear progress in [0, 1], before easing."""
        if self.done:
            return 1.0
        return max(0.0, self.elapsed - self.delay) / self.duration

    @property
    def value(self) -> Value:
        if self.done:
            return self.end
        return lerp(self.start, self.end, self.easing(self.progress))

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""
        self.elapsed += dt

    def finish(self) -> None:
        """Jump to the end."""
        self.elapsed = self.delay + self.duration
