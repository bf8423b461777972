"""A lesson played: its steps followed move by move, the learner's other moves answered.

:class:`LessonSession` is a :class:`~tarot_table.session.Session` (never saved, no undo) set at
a lesson's position, the learner's seat human and the others scripted. Its :meth:`play` is
the lesson's filter on every move, whatever the table's means (a drag, a double click, the
keys, a choice button, a drop): the learner's move that the step teaches is played and the
lesson goes on; another legal move is refused with the lesson's words
(:class:`NotThePoint`, an :class:`~tarot_table.rules.base.IllegalActionError`, so that the
table answers it as it answers any refusal); an illegal move is refused by the rules, with
their reason. The other seats play the lesson's scripted moves (:meth:`scripted`).

:func:`check_lesson` plays a lesson through by every move it accepts and raises
``ValueError`` saying which step fails, so that a change of the rules that breaks a lesson
is found (the lesson loader leaves such a lesson out; the tests fail).
"""

from __future__ import annotations

from typing import Iterator

from ..rules import find_game
from ..rules.base import Action, ActionParseError, Event, Game, IllegalActionError, State
from ..rules.position import PositionError
from ..session import AI, HUMAN, Seat, Session
from .format import Lesson, Step

#: The most ways through one lesson :func:`check_lesson` follows (the alternatives of its
#: steps multiplied).
MAX_PATHS = 256


class NotThePoint(IllegalActionError):
    """A legal move that the lesson's step does not teach, refused with the lesson's words."""


def lesson_state(game: Game, lesson: Lesson) -> State:
    """The state of ``lesson``'s position. Raises ``ValueError`` saying what is wrong."""
    try:
        return game.from_position(lesson.position)
    except PositionError as exc:
        raise ValueError(f"its position is not one of {game.spec.title}: {exc}") from None
    except Exception:       # a position no check foresaw: refused all the same
        raise ValueError(f"its position is not one of {game.spec.title}") from None


def step_actions(game: Game, step: Step) -> list[Action]:
    """The moves ``step`` accepts, parsed (canonical). Raises ``ValueError`` for a text that
    is not a move of ``game``."""
    try:
        return [game.parse_action(text).canonical() for text in step.do]
    except ActionParseError as exc:
        raise ValueError(f"{exc}") from None


class LessonSession(Session):
    """``lesson`` of ``game`` at the table: the learner's seat human ("You"), the others
    scripted. ``index`` is the step to play next; :attr:`done` once every step is played."""

    def __init__(self, game: Game, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0
        state = lesson_state(game, lesson)
        seats = [Seat(name, HUMAN) if s == lesson.seat else Seat(name, AI, "heuristic")
                 for s, name in enumerate(lesson.names[:state.num_players])]
        super().__init__(game, state, seats, autosave=False)

    @classmethod
    def start(cls, game_name: str, lesson: Lesson) -> "LessonSession":
        """``lesson`` of the registered game ``game_name`` from its first step."""
        return cls(find_game(game_name), lesson)

    @property
    def undo_enabled(self) -> bool:
        """A lesson is not taken back: it is started again instead."""
        return False

    @property
    def step(self) -> Step | None:
        """The step to play next, ``None`` once the lesson is done."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def number(self) -> tuple[int, int]:
        """(the learner's step now, counted from 1; how many the learner plays)."""
        mine = [i for i, s in enumerate(self.lesson.steps) if s.by is None and not s.auto]
        return sum(1 for i in mine if i < self.index) + 1, len(mine)

    def expected(self) -> list[Action]:
        """The moves the step now accepts (empty once the lesson is done)."""
        step = self.step
        return step_actions(self.game, step) if step is not None else []

    def learner_turn(self) -> bool:
        """Whether the step now is one the learner makes by hand."""
        step = self.step
        return step is not None and step.by is None and not step.auto

    def scripted(self) -> Action | None:
        """The move the table makes now for the seat to act: another seat's scripted move, or
        the learner's that the step makes for them (``auto``); ``None`` when the learner is
        to move by hand or the lesson is done."""
        step = self.step
        if step is None or (step.by is None and not step.auto):
            return None
        return self.expected()[0]

    def play(self, seat: int, action: Action) -> list[Event]:
        """``seat`` plays ``action`` if the lesson's step takes it (see the module docstring).
        Raises :class:`NotThePoint` for another legal move of the learner, and
        :class:`~tarot_table.rules.base.IllegalActionError` with the rules' reason for an
        illegal one or once the lesson is done."""
        step = self.step
        if step is None:
            raise IllegalActionError("The lesson is over.")
        if action.canonical() not in self.expected() and seat == self.current_player() \
                and action.canonical() in self.legal_actions():
            if seat == self.lesson.seat:
                raise NotThePoint(step.other)
            raise IllegalActionError("The lesson waits for another move.")
        events = super().play(seat, action)
        self.index += 1
        return events


def _paths(game: Game, lesson: Lesson, state: State, index: int, budget: list[int]
           ) -> Iterator[State]:
    """Play ``lesson``'s steps from ``index`` on ``state`` by every move each accepts (within
    ``budget[0]`` ways through); raise ``ValueError`` naming the first step that fails."""
    if index == len(lesson.steps):
        yield state
        return
    where = f"step {index + 1}"
    try:
        open_ = _open_moves(game, lesson, lesson.steps[index], state)
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from None
    for action in open_:
        budget[0] -= 1
        if budget[0] < 0:
            raise ValueError(f"{where}: more than {MAX_PATHS} ways through the lesson")
        after = state.clone()
        after.play(action)
        yield from _paths(game, lesson, after, index + 1, budget)


def _shape_problem(step: Step) -> str:
    """What is wrong with ``step`` whatever the position, or ``""``: a learner's step needs
    its words (what to do, what other moves are answered), a scripted one is one move."""
    scripted = step.by is not None or step.auto
    if not scripted and not (step.say and step.other):
        return "the learner's step needs what to do and what other moves are answered"
    if scripted and len(step.do) != 1:
        return "a scripted move is one move"
    return ""


def _open_moves(game: Game, lesson: Lesson, step: Step, state: State) -> list[Action]:
    """The moves ``step`` of ``lesson`` accepts that are legal on ``state`` (not those an
    earlier choice ruled out); raise ``ValueError`` when its seat is not the one to move, a
    learner's step lacks its words, a scripted step is not one move, or none is legal."""
    actor = lesson.seat if step.by is None else step.by
    if state.current_player() != actor:
        raise ValueError(f"seat {actor} is not the one to move "
                         f"(seat {state.current_player()} is)")
    problem = _shape_problem(step)
    if problem:
        raise ValueError(problem)
    actions = step_actions(game, step)
    legal = state.legal_actions()
    open_ = [a for a in actions if a in legal]
    if not open_:
        raise ValueError(f"{actions[0]} is not legal there "
                         f"({state.explain_illegal(actions[0])})")
    return open_


def check_lesson(game: Game, lesson: Lesson) -> list[State]:
    """Play ``lesson`` of ``game`` through by every move its steps accept (those of them legal
    where the step stands: the farms an earlier payment left); the states it ends in. Raises
    ``ValueError`` saying what is wrong: a position the game does not read, a step whose seat
    is not the one to move or none of whose moves is legal there, a learner's step without
    its words, more than :data:`MAX_PATHS` ways through."""
    if not 0 <= lesson.seat < len(lesson.names):
        raise ValueError(f"its seat {lesson.seat} has no name")
    state = lesson_state(game, lesson)
    if len(lesson.names) != state.num_players:
        raise ValueError(f"it names {len(lesson.names)} seats for {state.num_players} players")
    if all(s.by is not None or s.auto for s in lesson.steps):
        raise ValueError("the learner makes no move")
    return list(_paths(game, lesson, state, 0, [MAX_PATHS]))
