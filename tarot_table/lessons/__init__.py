"""Lessons: a guided first game of each game, played at the real table from set positions.

Each game's lessons are data, ``assets/lessons/<game>.json`` (:mod:`.format`), in the order a
newcomer needs them; each is a position, the seat the learner plays and its steps: what to do
in one sentence, the move it teaches, the cards and the place to light, the answer to any
other move, the other seats' scripted moves; it ends with the rule it taught, quoted in the
game's words with its source. :mod:`.library` reads and checks them, :mod:`.run` plays one
(:class:`~.run.LessonSession`: the lesson's filter on every move) and checks that each plays
through, :mod:`.progress` keeps the lessons done in the user's data directory.
``packaging/make_lessons.py`` builds the lessons' positions.
"""
