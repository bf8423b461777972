"""The lesson file, declared: what ``assets/lessons/<game>.json`` holds, checked by ``msgspec``
(as :mod:`tarot_table.save_format` declares a save).

A lesson file is one game's :class:`LessonFile`: its lessons in the order a newcomer needs
them. :func:`decode` reads one from bytes and raises ``msgspec.ValidationError`` naming the
field by its path (``Expected `int`, got `str` - at `$.lessons[2].seat```). What a declaration
cannot say — that the position is one the game reads, and that every step's move is legal
where it stands, played by the seat to act — is checked on loading
(:func:`tarot_table.lessons.run.check_lesson`).

This module is stdlib + msgspec only.
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from msgspec import Meta

#: The most bytes a lesson file may hold (eight lessons of a large position).
MAX_BYTES = 2 * 1024 * 1024
#: An action's text (``"play 7C"``, ``"commit 3C 4C @cups"``), bounded.
ActionText = Annotated[str, Meta(min_length=1, max_length=200, pattern=r"^[ -~]*\Z")]
#: A sentence or two shown to the learner: printable, bounded.
Words = Annotated[str, Meta(max_length=600, pattern=r"^[^\x00-\x1f\x7f-\x9f]*\Z")]
#: A rule quoted: printable, its lines cut by ``\n`` (a list of one line each).
Quote = Annotated[str, Meta(min_length=1, max_length=1500,
                            pattern=r"^[^\x00-\x09\x0b-\x1f\x7f-\x9f]*\Z")]
Name = Annotated[str, Meta(pattern=r"^[a-z][a-z0-9_-]{0,39}\Z")]
CardText = Annotated[str, Meta(pattern=r"^[0-9A-Z]{2,3}\Z")]
Seat = Annotated[int, Meta(ge=0, le=15)]


class Step(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """One move of a lesson. Without ``by`` it is the learner's: ``say`` tells what to do in
    one sentence, ``do`` lists the moves that are the point (action texts; the first is the
    intended one), ``light`` the cards to light (default: the cards of ``do``), ``zone`` the
    place to drag them to (a zone of the table's layout: ``"trick"``, ``"soldiers:0"``,
    ``"field:cups:0"``…; none for a choice, whose button is lit), and ``other`` answers any
    other legal move ("… is legal, but here we learn …"). With ``auto`` the table makes the
    learner's move ``do[0]`` for them (a pass of priority), saying ``say``. With ``by`` it is
    another seat's move, ``do[0]``, scripted; ``say`` (optional) tells the learner what it
    means."""

    do: Annotated[list[ActionText], Meta(min_length=1, max_length=40)]
    say: Words = ""
    by: Seat | None = None
    light: Annotated[list[CardText], Meta(max_length=12)] | None = None
    zone: Annotated[str, Meta(max_length=40)] = ""
    other: Words = ""
    auto: bool = False


class Lesson(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """One lesson: its ``id`` (unique in its game), ``title``, the ``seat`` the learner plays,
    the seats' ``names`` (the learner's is "You"), the ``position`` it starts from (as
    ``state.to_position()`` writes it), its ``steps`` in order, and the ``rule`` it taught,
    quoted in the game's words, with its ``source`` ("Tarok, the source text" or "Rules help,
    Playing a trick")."""

    id: Name
    title: Annotated[str, Meta(min_length=1, max_length=60)]
    seat: Seat
    names: Annotated[list[Annotated[str, Meta(min_length=1, max_length=20)]],
                     Meta(min_length=2, max_length=16)]
    position: dict[str, Any]
    steps: Annotated[list[Step], Meta(min_length=1, max_length=80)]
    rule: Quote
    source: Annotated[str, Meta(min_length=1, max_length=120)]
    intro: Words = ""


class LessonFile(msgspec.Struct, forbid_unknown_fields=True):
    """A game's lessons: ``game`` (its registered name) and its ``lessons`` in order."""

    game: Name
    lessons: Annotated[list[Lesson], Meta(min_length=1, max_length=12)]


def decode(data: bytes) -> LessonFile:
    """The lesson file of ``data``. Raises ``msgspec.ValidationError`` (or
    ``msgspec.DecodeError`` for bytes that are not JSON) naming what is wrong."""
    return msgspec.json.decode(data, type=LessonFile)


def encode(lessons: LessonFile) -> bytes:
    """A lesson file's bytes: indented JSON, ending with a newline."""
    return msgspec.json.format(msgspec.json.encode(lessons), indent=1) + b"\n"
