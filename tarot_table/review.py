"""The review of a player's game: each of their decisions searched again from what they saw,
marked good, inaccuracy, mistake or blunder by what it lost, with the better move and its
reason (``tarot-table review FILE``, the Review screen; no pygame).

A save is a replay (:mod:`.replay`): :func:`decisions` walks its positions and, at each one
where a reviewed seat was to act, keeps that seat's view (``state.observation(seat)``) and the
move it made. Each decision is reviewed by :func:`.ai.review.review_decision`, which is given
that view and nothing else: the hidden cards of the record are never read. The search of each
decision is seeded from the game's seed and the decision's step (:func:`decision_seed`) and
runs on an iteration budget, so a review is the same on every machine, however many processes
make it and in whatever order.

The reviewed seats are the human ones (a game played by the AI alone, or a game still in
progress: the seat its replay is shown from, :meth:`.replay.Replay.own_seat`), or one chosen.
A :class:`ReviewRun` hands the decisions to a pool of processes (or makes them in place) and
is polled for its progress, so that the table keeps drawing, and can be cancelled; :class:`GameReview` holds the answers: a
list of :class:`ReviewedDecision`, the game's unit (:mod:`.ai.review_units`) and the JSON of
``tarot-table review --json``. "Retry from here" (:func:`retry`) is the replay's "play from
here" with the same seats: a new game from the position before a decision, with the same
hidden cards (the same seed and shuffles).
"""

from __future__ import annotations

from concurrent.futures import CancelledError, Future
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .ai.hint import move_words
from .ai.review import (BLUNDER, MARKS, MISTAKE, ONLY_MOVE, DecisionReview, ReviewUnit,
                        review_decision, review_unit)
from .replay import Replay
from .rules.base import Action, PlayerView
from .session import Session

Submit = Callable[..., Future]
"""``submit(fn, *args) -> Future``: runs ``fn(*args)`` somewhere (a process pool's
``submit``; :func:`in_place` runs it at once)."""


def in_place(fn: Callable[..., Any], *args: Any) -> Future:
    """A :data:`Submit` that calls ``fn(*args)`` now and returns its finished future."""
    future: Future = Future()
    try:
        future.set_result(fn(*args))
    except Exception as exc:            # handed to whoever reads the future
        future.set_exception(exc)
    return future


def counted(count: int, word: str) -> str:
    """``count`` of a mark (or of "only move"), as a sentence counts it.

    >>> counted(3, "mistake"), counted(1, "inaccuracy"), counted(2, "inaccuracy")
    ('3 mistakes', '1 inaccuracy', '2 inaccuracies')
    >>> counted(5, "good"), counted(2, "only move")
    ('5 good', '2 only moves')
    """
    if count != 1 and word != "good":
        word = word[:-1] + "ies" if word.endswith("y") else word + "s"
    return f"{count} {word}"


@dataclass(frozen=True)
class Decision:
    """A decision of the record: the ``step`` it came at (the actions played before it), the
    ``seat`` that made it, that seat's ``view`` there and the move ``played``."""

    step: int
    seat: int
    view: PlayerView
    played: Action


def reviewed_seats(replay: Replay, seat: int | None = None) -> list[int]:
    """The seats a review of ``replay`` is of: ``[seat]`` when one is chosen, else every human
    seat, else :meth:`Replay.own_seat`; a game still in progress only its own seat, as its
    replay is shown (a better move names a card of the hand: another player's would be
    shown). Raises ``ValueError`` for a seat the game has not, or not that one of a game in
    progress."""
    if seat is not None:
        if not 0 <= seat < len(replay.seats):
            raise ValueError(f"this game has seats 1 to {len(replay.seats)}, not {seat + 1}")
        if seat not in replay.seats_shown():
            raise ValueError(f"a game still in progress is reviewed for seat "
                             f"{replay.own_seat() + 1} only")
        return [seat]
    humans = [i for i, s in enumerate(replay.seats) if s.is_human]
    return humans if humans and replay.finished else [replay.own_seat()]


def decisions(replay: Replay, seats: Sequence[int]) -> list[Decision]:
    """Every decision of ``seats`` in ``replay``, in the order they were made."""
    out = []
    for step, state in replay.positions():
        if step < replay.length and state.current_player() in seats:
            seat = state.current_player()
            out.append(Decision(step, seat, state.observation(seat), replay.actions[step]))
    return out


def decision_seed(seed: int, step: int) -> int:
    """The seed of the review of the decision at ``step`` of a game dealt from ``seed``.

    >>> decision_seed(7, 12) == decision_seed(7, 12) != decision_seed(7, 13)
    True
    """
    return seed * 1_000_003 + step


@dataclass(frozen=True)
class ReviewedDecision:
    """A :class:`Decision` reviewed: its ``step``, ``seat`` and ``where`` (the progress text
    there, "Hand 1 · trick 3"), the ``review`` (:class:`.ai.review.DecisionReview`) and the
    moves in words (``played_words``, ``best_words``: :func:`.ai.hint.move_words`, with
    ``{seat}`` placeholders for the names)."""

    step: int
    seat: int
    where: str
    review: DecisionReview
    played_words: str
    best_words: str

    @property
    def mark(self) -> str:
        return self.review.mark

    def to_json(self) -> dict[str, Any]:
        """The decision as ``tarot-table review --json`` prints it."""
        review = self.review
        return {"step": self.step, "seat": self.seat, "where": self.where,
                "move": str(review.played), "best": str(review.best),
                "loss": round(review.loss, 3), "error": round(review.error, 3),
                "mark": review.mark, "expected": _rounded(review.expected),
                "best_expected": _rounded(review.best_expected), "reason": review.reason}


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


@dataclass(frozen=True)
class GameReview:
    """The review of a game: its ``game`` name and ``title``, the seats' ``names``, the
    ``seats`` reviewed, the ``unit`` (:class:`.ai.review.ReviewUnit`), the ``iterations`` of
    each decision's search, whether the game was ``finished``, and every decision of the
    reviewed seats (``decisions``, only moves included)."""

    game: str
    title: str
    names: tuple[str, ...]
    seats: tuple[int, ...]
    unit: ReviewUnit
    iterations: int
    finished: bool
    decisions: tuple[ReviewedDecision, ...]

    @property
    def reviewed(self) -> list[ReviewedDecision]:
        """The decisions that were searched (every one but the only moves)."""
        return [d for d in self.decisions if d.mark != ONLY_MOVE]

    def count(self, mark: str) -> int:
        """How many decisions have ``mark``."""
        return sum(1 for d in self.decisions if d.mark == mark)

    def to_json(self) -> dict[str, Any]:
        """The review as ``tarot-table review --json`` prints it: the game, the unit, what the
        results measure in it (``expected`` and ``best_expected`` of an entry: after the move
        played and after the best move) and the budget, the counts of each mark and of only
        moves, and one entry per reviewed decision (:meth:`ReviewedDecision.to_json`)."""
        return {"game": self.game, "seats": list(self.seats), "names": list(self.names),
                "unit": self.unit.unit, "measure": self.unit.measure,
                "iterations": self.iterations,
                "marks": {mark: self.count(mark) for mark in MARKS},
                "only_moves": self.count(ONLY_MOVE),
                "decisions": [d.to_json() for d in self.reviewed]}

    def errors(self) -> list[ReviewedDecision]:
        """The mistakes and blunders."""
        return [d for d in self.reviewed if d.mark in (MISTAKE, BLUNDER)]


class ReviewRun:
    """The review of ``seats`` of ``replay`` (default :func:`reviewed_seats`) being made:
    each decision (from step ``since`` on: the last hand's) searched as submitted by
    ``submit`` (default :func:`in_place`, done before the constructor returns) with
    ``iterations`` (default: the game's unit's). Poll :attr:`progress` and :attr:`done`;
    :meth:`result` when done; :meth:`cancel` drops the decisions not yet begun (the owner of
    the pool stops those in progress).

    Raises ``ValueError`` as :func:`reviewed_seats` does, or for ``iterations`` below 1.
    """

    def __init__(self, replay: Replay, seats: Sequence[int] | None = None,
                 iterations: int | None = None, submit: Submit = in_place,
                 since: int = 0) -> None:
        self.replay = replay
        self.seats = tuple(reviewed_seats(replay) if seats is None else seats)
        for seat in self.seats:
            reviewed_seats(replay, seat)
        self.unit = review_unit(replay.game.spec.name)
        self.iterations = self.unit.iterations if iterations is None else iterations
        if self.iterations < 1:
            raise ValueError("a review needs at least one iteration a decision")
        self.decisions = [d for d in decisions(replay, self.seats) if d.step >= since]
        seed = replay.doc["seed"]
        self.cancelled = False
        self._futures = [submit(review_decision, d.view, d.played,
                                decision_seed(seed, d.step), self.iterations)
                         for d in self.decisions]

    @property
    def progress(self) -> tuple[int, int]:
        """``(done, total)``: the decisions reviewed and all of them."""
        return sum(1 for f in self._futures if f.done()), len(self._futures)

    @property
    def done(self) -> bool:
        """Whether every decision is reviewed (or the run failed or was cancelled)."""
        return all(f.done() for f in self._futures)

    def failure(self) -> BaseException | None:
        """The error of the first decision that failed, if any (a worker that died)."""
        for future in self._futures:
            if future.done() and not future.cancelled() and future.exception() is not None:
                return future.exception()
        return None

    def cancel(self) -> None:
        """Drop every decision not yet begun; :meth:`result` then raises
        ``CancelledError``."""
        self.cancelled = True
        for future in self._futures:
            future.cancel()

    def result(self, timeout: float | None = None) -> GameReview:
        """The review, once every decision is (waiting up to ``timeout`` seconds for each).
        Raises ``CancelledError`` after :meth:`cancel`, or a decision's own error."""
        if self.cancelled:
            raise CancelledError()
        replay = self.replay
        reviewed = []
        for decision, future in zip(self.decisions, self._futures):
            review = future.result(timeout)
            reviewed.append(ReviewedDecision(
                decision.step, decision.seat, replay.progress[decision.step], review,
                move_words(decision.view, review.played), move_words(decision.view, review.best)))
        game = replay.game
        return GameReview(game.spec.name, game.spec.title, tuple(s.name for s in replay.seats),
                          self.seats, self.unit, self.iterations, replay.finished,
                          tuple(reviewed))


def review_game(replay: Replay, seats: Sequence[int] | None = None,
                iterations: int | None = None, submit: Submit = in_place) -> GameReview:
    """The review of ``replay`` (see :class:`ReviewRun`), waited for."""
    return ReviewRun(replay, seats, iterations, submit).result()


def retry(replay: Replay, step: int) -> Session:
    """"Retry from here": a new game from the position before the decision at ``step``, with
    the same seats and the same hidden cards (:meth:`Replay.branch`: the seed and the
    shuffles), saved at once. Raises ``ValueError`` for a game still in progress (its hidden
    cards are still in play) and :class:`.storage.SaveError` when the save fails."""
    return replay.branch(replay.seats, step)
