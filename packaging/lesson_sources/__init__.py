"""The lessons as they are written: one module per game, each a list ``LESSONS`` of
:class:`~tarot_table.lessons.format.Lesson` built by the helpers below, their positions built
by the rules' tests' position builders (``tests/test_<game>.py``: ``table``).
``packaging/make_lessons.py`` checks them and writes ``assets/lessons/<game>.json``."""

from __future__ import annotations

from tarot_table.lessons.format import Lesson, Step
from tarot_table.rules.base import State

#: The seats' names, the learner's first (the learner is seat 0 unless a lesson says).
NAMES = ("You", "Ada", "Basil", "Cleo", "Dmitri", "Edith")


def lesson(id: str, title: str, state: State, steps: list[Step], rule: str, source: str, *,
           seat: int = 0, intro: str = "") -> Lesson:
    """A lesson from ``state`` (its position is stored) played by ``seat``."""
    names = [*NAMES[1:]]
    names.insert(seat, NAMES[0])
    return Lesson(id=id, title=title, seat=seat, names=names[:state.num_players],
                  position=state.to_position(), steps=steps, rule=rule, source=source,
                  intro=intro)


def me(say: str, do: str | list[str], other: str, *, light: list[str] | None = None,
       zone: str = "") -> Step:
    """The learner's step: ``say`` what to do, ``do`` the move (or moves) it teaches,
    ``other`` the answer to any other legal move."""
    return Step(do=[do] if isinstance(do, str) else do, say=say, other=other, light=light,
                zone=zone)


def they(by: int, do: str, say: str = "") -> Step:
    """Seat ``by``'s scripted move."""
    return Step(do=[do], by=by, say=say)


def auto(do: str, say: str = "") -> Step:
    """The learner's move that the table makes for them (a pass of priority)."""
    return Step(do=[do], say=say, auto=True)
