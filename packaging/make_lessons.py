#!/usr/bin/env python3
"""Check the lessons and write ``assets/lessons/<game>.json``.

Run from the repository root::

    python packaging/make_lessons.py              # every game's lessons
    python packaging/make_lessons.py tarok        # one game's

The lessons are written in ``packaging/lesson_sources/<game>.py`` (their texts, steps and the
positions they start from, built by the rules' tests' position builders). Each lesson is played
through by every move it accepts (:func:`tarot_table.lessons.run.check_lesson`) before the
file is written; a lesson that does not play through stops the run with the step that fails.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging"))

from tarot_table.lessons import format as lesson_format  # noqa: E402
from tarot_table.lessons.run import check_lesson  # noqa: E402
from tarot_table.rules import find_game  # noqa: E402

GAMES = ("combat", "arcanoid", "taruno", "tarok", "tarocchi")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", metavar="GAME",
                        help=f"the games whose lessons to write (default: all of {GAMES})")
    args = parser.parse_args(argv)
    unknown = [name for name in args.games if name not in GAMES]
    if unknown:
        parser.error(f"no lessons for {', '.join(unknown)}")
    for name in args.games or GAMES:
        lessons = importlib.import_module(f"lesson_sources.{name}").LESSONS
        game = find_game(name)
        for lesson in lessons:
            try:
                ends = check_lesson(game, lesson)
            except ValueError as exc:
                print(f"{name} {lesson.id}: {exc}", file=sys.stderr)
                return 1
            print(f"{name} {lesson.id}: {len(lesson.steps)} steps, {len(ends)} ways through")
        path = ROOT / "assets" / "lessons" / f"{name}.json"
        path.write_bytes(lesson_format.encode(lesson_format.LessonFile(name, lessons)))
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
