"""The lessons shipped in ``assets/lessons/``: read, checked, and listed by game.

Each registered game may have a lesson file, ``assets/lessons/<game>.json``
(:mod:`~tarot_table.lessons.format`). :func:`load_library` reads them all and never raises for
a bad one: a file that cannot be read or is not a lesson file, and a lesson that does not play
through (:func:`~tarot_table.lessons.run.check_lesson`) or repeats an id, are left out and said
so in the library's ``problems``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import msgspec

from .. import storage
from ..resources import asset_path
from ..rules import GAMES, find_game
from . import format as lesson_format
from .format import Lesson
from .run import check_lesson


@dataclass(frozen=True)
class Library:
    """The good lessons of every game (``lessons``: game name → its lessons in order, the
    games in registry order) and what was wrong with the rest (``problems``: sentences)."""

    lessons: dict[str, tuple[Lesson, ...]]
    problems: tuple[str, ...] = ()

    def games(self) -> list[str]:
        """The games that have lessons, in registry order."""
        return [name for name in GAMES if self.lessons.get(name)]

    def of(self, game: str) -> tuple[Lesson, ...]:
        """``game``'s lessons in order (none for a game without)."""
        return self.lessons.get(game, ())

    def find(self, game: str, lesson_id: str) -> Lesson | None:
        return next((lesson for lesson in self.of(game) if lesson.id == lesson_id), None)

    def after(self, game: str, lesson_id: str) -> Lesson | None:
        """The lesson after ``lesson_id`` in ``game``'s order, ``None`` after the last."""
        ids = [lesson.id for lesson in self.of(game)]
        at = ids.index(lesson_id) + 1 if lesson_id in ids else len(ids)
        return self.of(game)[at] if at < len(ids) else None


def read_lessons(path: Path, game: str) -> tuple[list[Lesson], list[str]]:
    """The good lessons of ``game`` in the lesson file ``path`` and the problems of the file or
    of its other lessons (sentences naming them). A missing file holds no lesson and no
    problem; nothing raises."""
    try:
        data = storage.read_file(path, lesson_format.MAX_BYTES, "a lesson file")
    except FileNotFoundError:
        return [], []
    except storage.RefusedFile as exc:
        return [], [f"The lesson file '{path.name}' {exc}."]
    except OSError as exc:
        return [], [f"The lesson file '{path.name}' could not be read: {exc.strerror or exc}."]
    try:
        document = lesson_format.decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        return [], [f"The lesson file '{path.name}' is damaged: {exc}."]
    if document.game != game:
        return [], [f"The lesson file '{path.name}' holds lessons of {document.game!r}."]
    return _good_lessons(document.lessons, game, path.name)


def _good_lessons(lessons: Sequence[Lesson], game: str, name: str
                  ) -> tuple[list[Lesson], list[str]]:
    """The ``lessons`` of ``game`` (of the file ``name``) that play through
    (:func:`~.run.check_lesson`) with an id of their own, and a sentence for each other."""
    rules = find_game(game)
    good: list[Lesson] = []
    problems: list[str] = []
    for number, lesson in enumerate(lessons, 1):
        try:
            if any(lesson.id == other.id for other in good):
                raise ValueError(f"its id {lesson.id!r} is another lesson's")
            check_lesson(rules, lesson)
        except ValueError as exc:
            problems.append(f"Lesson {number} of '{name}' is left out: {exc}.")
        else:
            good.append(lesson)
    return good, problems


def load_library(folder: Path | None = None) -> Library:
    """Every registered game's lessons in ``folder`` (default ``assets/lessons``), read by
    :func:`read_lessons`; never raises."""
    folder = asset_path("lessons") if folder is None else folder
    lessons: dict[str, tuple[Lesson, ...]] = {}
    problems: list[str] = []
    for name in GAMES:
        good, bad = read_lessons(folder / f"{name}.json", name)
        if good:
            lessons[name] = tuple(good)
        problems.extend(bad)
    return Library(lessons, tuple(problems))
