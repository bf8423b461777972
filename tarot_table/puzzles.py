"""The puzzles shipped in ``assets/puzzles/``: read and checked, set at the table, answered.

Each registered game may have a puzzle file, ``assets/puzzles/<game>.json``
(:mod:`tarot_table.puzzle_format`, written by ``packaging/make_puzzles.py``; what makes a
decision a puzzle: :mod:`tarot_table.ai.puzzle_search`). :func:`load_library` reads them all
and never raises for a bad one: a file that cannot be read or is not a list of puzzles, and a
puzzle whose position the game does not read, whose seat is not the one to move or whose
solution is not one of its legal moves, are left out and said so in the library's
``problems``.

A puzzle is played from its seat (:func:`puzzle_session`: that seat human, the others the
rule-based player, nothing saved). :func:`verdict` says whether a legal move answers it and
why, in the words of the hints (:func:`~tarot_table.ai.hint.move_words`,
:func:`~tarot_table.ai.hint.hint_reason`) and the game's unit: the solution beats the next
best move by its margin; another move loses what the puzzle file says it loses (an illegal
move never comes so far: the rules refuse it with their reason).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import msgspec

from . import puzzle_format, storage
from .ai.hint import hint_reason, move_words
from .ai.puzzle_search import measure_of
from .puzzle_format import Puzzle
from .resources import asset_path
from .rules import GAMES, find_game
from .rules.base import Action, ActionParseError, Game, PlayerView, State
from .rules.position import PositionError
from .session import AI, HUMAN, Seat, Session

#: The difficulty levels by number, as the puzzles screen names them.
LEVELS = {1: "Easy", 2: "Medium", 3: "Hard"}
#: The other seats' names at a puzzle's table, in seat order after the player's.
NAMES = ("Ada", "Basil", "Cleo", "Dmitri", "Edith", "Felix", "Greta", "Hugo", "Iris")


@dataclass(frozen=True)
class Library:
    """The good puzzles of every game (``puzzles``, by game in registry order, each game's
    as its file lists them) and what was wrong with the rest (``problems``: sentences)."""

    puzzles: tuple[Puzzle, ...]
    problems: tuple[str, ...] = ()

    def of(self, game: str | None = None, difficulty: int | None = None) -> list[Puzzle]:
        """The puzzles of ``game`` (``None``: every game) at ``difficulty`` (``None``: all)."""
        return [p for p in self.puzzles if (game is None or p.game == game)
                and (difficulty is None or p.difficulty == difficulty)]

    def games(self) -> list[str]:
        """The games that have puzzles, in registry order."""
        return [name for name in GAMES if any(p.game == name for p in self.puzzles)]


def _puzzle_game(puzzle: Puzzle) -> Game:
    """The game of ``puzzle``; raises ``ValueError`` when it is none, or has no puzzles in
    the puzzle's unit."""
    try:
        game = find_game(puzzle.game)
        measure = measure_of(puzzle.game)
    except KeyError:
        raise ValueError(f"{puzzle.game!r} is not a game") from None
    if measure is None or measure.unit != puzzle.unit:
        raise ValueError(f"{game.spec.title} has no puzzles in {puzzle.unit}")
    return game


def puzzle_state(puzzle: Puzzle) -> State:
    """The state of ``puzzle``'s position, checked: its seat is the one to move and its
    solution one of the legal moves. Raises ``ValueError`` saying what is wrong (a
    :class:`~tarot_table.rules.base.PositionError` naming the field, an unknown game…)."""
    game = _puzzle_game(puzzle)
    try:
        state = game.from_position(puzzle.position)
    except PositionError as exc:
        raise ValueError(f"its position is not one of {game.spec.title}: {exc}") from None
    except Exception:       # a position no check foresaw: refused all the same
        raise ValueError(f"its position is not one of {game.spec.title}") from None
    if state.current_player() != puzzle.seat:
        raise ValueError(f"seat {puzzle.seat} is not the one to move")
    try:
        solution = game.parse_action(puzzle.solution)
    except ActionParseError:
        raise ValueError(f"its solution {puzzle.solution!r} is not a move of "
                         f"{game.spec.title}") from None
    legal = state.legal_actions()
    if solution not in legal:
        raise ValueError(f"its solution {puzzle.solution!r} is not a legal move there")
    if set(puzzle.losses) != {str(a) for a in legal if a != solution}:
        raise ValueError("its losses are not those of the other legal moves")
    return state


def read_puzzles(path: Path, game: str) -> tuple[list[Puzzle], list[str]]:
    """The good puzzles of ``game`` in the puzzle file ``path`` and the problems of the file or
    of its other puzzles (sentences naming them). A missing file holds no puzzle and no
    problem; nothing raises."""
    try:
        data = storage.read_file(path, puzzle_format.MAX_BYTES, "a puzzle file")
    except FileNotFoundError:
        return [], []
    except storage.RefusedFile as exc:
        return [], [f"The puzzle file '{path.name}' {exc}."]
    except OSError as exc:
        return [], [f"The puzzle file '{path.name}' could not be read: {exc.strerror or exc}."]
    try:
        puzzles = puzzle_format.decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        return [], [f"The puzzle file '{path.name}' is damaged: {exc}."]
    good, problems = [], []
    for number, puzzle in enumerate(puzzles, 1):
        try:
            if puzzle.game != game:
                raise ValueError(f"it is a puzzle of {puzzle.game!r}")
            puzzle_state(puzzle)
        except ValueError as exc:
            problems.append(f"Puzzle {number} of '{path.name}' is left out: {exc}.")
        else:
            good.append(puzzle)
    return good, problems


def load_library(folder: Path | None = None) -> Library:
    """Every registered game's puzzles in ``folder`` (default ``assets/puzzles``), read by
    :func:`read_puzzles`; never raises."""
    folder = asset_path("puzzles") if folder is None else folder
    puzzles: list[Puzzle] = []
    problems: list[str] = []
    for name in GAMES:
        good, bad = read_puzzles(folder / f"{name}.json", name)
        puzzles.extend(good)
        problems.extend(bad)
    return Library(tuple(puzzles), tuple(problems))


class PuzzleSession(Session):
    """A puzzle at the table: a :class:`~tarot_table.session.Session` without undo, never
    saved, that keeps the first move made (:attr:`answer`)."""

    def __init__(self, puzzle: Puzzle, state: State, seats: list[Seat]) -> None:
        self.puzzle = puzzle
        #: The first move made from the puzzle's position (canonical), ``None`` before.
        self.answer: Action | None = None
        super().__init__(find_game(puzzle.game), state, seats, autosave=False)

    @property
    def undo_enabled(self) -> bool:
        """A puzzle's answer is not taken back: "Try again" starts it afresh."""
        return False

    def play(self, seat: int, action: Action) -> list:
        events = super().play(seat, action)
        if self.answer is None:
            self.answer = self.state.history[-1]
        return events


def puzzle_session(puzzle: Puzzle) -> PuzzleSession:
    """A game at the table from ``puzzle``'s position: its seat "You" (human), the others
    named by :data:`NAMES` and played by the rule-based player; never saved. Raises
    ``ValueError`` as :func:`puzzle_state` does."""
    state = puzzle_state(puzzle)
    names = iter(NAMES)
    seats = [Seat("You", HUMAN) if s == puzzle.seat else Seat(next(names), AI, "heuristic")
             for s in range(state.num_players)]
    return PuzzleSession(puzzle, state, seats)


def _sentence(words: str) -> str:
    """``words`` begun with a capital letter."""
    return words[:1].upper() + words[1:]


@dataclass(frozen=True)
class Verdict:
    """Whether a move answers a puzzle (``right``) and why (``words``: sentences, with
    ``{seat}`` placeholders left for the table to name)."""

    right: bool
    words: str


def solution_words(puzzle: Puzzle, view: PlayerView) -> str:
    """Why ``puzzle``'s solution is best, seen from ``view`` (the seat's view of its
    position): the move and its reason, and the margin by which it beats the next best move
    ("The King of Cups — wins the trick. It beats the next best move, the 7 of Cups, by 12
    card points on average over 48 deals of the cards you cannot see.")."""
    game = find_game(puzzle.game)
    solution = game.parse_action(puzzle.solution)
    second = game.parse_action(min(puzzle.losses, key=puzzle.losses.get))
    reason = f" — {puzzle.reason}" if puzzle.reason else ""
    return (f"{_sentence(move_words(view, solution))}{reason}. It beats the next best move, "
            f"{move_words(view, second)}, by {measure_of(puzzle.game).words(puzzle.margin)} "
            f"on average over {puzzle.worlds} deals of the cards you cannot see.")


def verdict(puzzle: Puzzle, view: PlayerView, action: Action) -> Verdict:
    """Whether ``action``, a legal move of ``view`` (the seat's view of ``puzzle``'s
    position), answers the puzzle, and why: the solution's words (:func:`solution_words`), or
    what the move loses against the best move, after the hint's reason for it when there is
    one ("The Queen of Wands — wins the trick (36 points): it loses 42 card points on average
    against the best move.")."""
    game = find_game(puzzle.game)
    action = action.canonical()
    if action == game.parse_action(puzzle.solution):
        return Verdict(True, solution_words(puzzle, view))
    reason = hint_reason(view, action)
    move = _sentence(move_words(view, action)) + (f" — {reason}: it" if reason else "")
    loss = puzzle.losses.get(str(action))
    loses = ("is not the best move" if loss is None else
             f"loses {measure_of(puzzle.game).words(loss)} on average against the best move")
    return Verdict(False, f"{move} {loses}.")
