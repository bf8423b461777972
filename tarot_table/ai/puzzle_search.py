"""Puzzles found by search: decisions where one move is clearly best from the seat's information.

A puzzle is one seat's decision in a position of a game. Its solution must be best from what
that seat sees, not from the true hidden cards: every judgement here starts from the seat's
view (``state.observation(seat)``) and plays on in worlds sampled from it (determinization),
never in the state the position came from. Two judges must agree:

* **the search** — the game's ISMCTS from the view (:func:`~tarot_table.ai.search_agent`: its
  cut-off, rollouts, candidates and default move) at an iteration budget, seeded: its choice
  (:func:`search_choice`);
* **the measure**, in the game's own unit (:class:`Measure`, declared by the game as its
  ``puzzle`` plug-in: card points, battles, games in 100) — :func:`appraise` plays every legal
  move in the same sampled worlds, the game going on with the rule-based player for every
  seat (each seeded alike for every move of a world) until the measure's end (the hand, the
  deal, the round or the game), and scores each. A move's *loss* is its mean score below the
  best move's over the same worlds (paired: the luck of the deal, the same for every move,
  cancels out of the difference); the *margin* is the smallest loss of the other moves.

:func:`find_puzzle` keeps a decision when the search at budget ``B`` chooses the move the
measure finds best, that move beats every other by at least the game's clear margin
(:attr:`Measure.threshold`, and by two standard errors at least), and searches with two other
seeds at ``B`` and one at ``10·B`` choose it too. How hard it is: the fewest iterations the
search needs to find it (:func:`iterations_needed`).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from ..rules import find_game
from ..rules.base import Action, Game, PlayerView, State, load_plugin
from ..rules.tarocchi.stages import PlayToTrick
from . import rule_based_agent, search_agent
from .ismcts import outcome_rewards

#: Worlds a move is played in before the race may drop it or give the decision up.
RACE_WORLDS = 6
#: Standard errors by which a loss must be clear (of zero, of the threshold).
Z = 2.0
#: The most actions a world is played on before the measure is read as it stands.
MAX_STEPS = 5000
#: The shares of the budget tried, largest first, for the fewest iterations with which the
#: search finds the solution (:func:`iterations_needed`): how hard the puzzle is.
LADDER = (2, 4, 8, 16, 32, 64)
#: How much larger the budget of the last check is.
RECHECK = 10


class Measure(Protocol):
    """How a game scores a move for its puzzles, in the game's unit (declared by the game as
    its ``puzzle`` plug-in).

    ``unit`` names the unit ("card points"); ``threshold`` is the clear margin in it, the least
    by which a solution must beat every other move; ``worlds`` the worlds each move is played
    in. ``decides(state)``: whether the decision of ``state``'s seat to act may be a puzzle.
    ``start(state, seat)`` notes what the score counts from; ``value(state, seat, start)`` is
    the seat's score once the measure's end is reached, ``None`` before (``forced``: the
    score as the state stands, the game cut short). ``words(amount)`` says an amount:
    ``"12 card points"``. ``max_moves``: the most legal moves a puzzle's decision may have
    (each is played in every world). ``rollout``: where the game's search rollouts are its
    rule-based player reading the state (faster than through each seat's view), their
    policy's plug-in path, which plays on instead; ``None``: the rule-based player on each
    seat's view."""

    unit: str
    threshold: float
    worlds: int
    max_moves: int
    rollout: str | None

    def decides(self, state: State) -> bool: ...

    def start(self, state: State, seat: int) -> Any: ...

    def value(self, state: State, seat: int, start: Any, forced: bool = False
              ) -> float | None: ...

    def words(self, amount: float) -> str: ...


def _amount(amount: float, digits: int) -> str:
    """``amount`` rounded to ``digits`` decimals, without trailing zeros: ``"12"``, ``"0.4"``."""
    text = f"{amount:.{digits}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


@dataclass(frozen=True)
class HandPoints:
    """Tarok's measure: the card points the seat takes from the decision to the end of the
    hand (seed ¶12: majors 15, King 25, Queen 20, Knight and Page 15, pips at face value)."""

    unit: str = "card points"
    threshold: float = 10.0
    worlds: int = 48
    max_moves: int = 32
    rollout: str | None = None

    def decides(self, state: State) -> bool:
        return True

    def start(self, state: State, seat: int) -> tuple[int, int]:
        return state.hand_no, state.scores[seat] + state.hand_points[seat]

    def value(self, state: State, seat: int, start: tuple[int, int], forced: bool = False
              ) -> float | None:
        hand, before = start
        if state.is_terminal():     # the last hand's points are in the scores
            return float(state.scores[seat] - before)
        if state.hand_no == hand and not forced:
            return None
        return float(state.scores[seat] + state.hand_points[seat] - before)

    def words(self, amount: float) -> str:
        return f"{_amount(amount, 0)} card point{'s' * (round(amount) != 1)}"


@dataclass(frozen=True)
class SidePoints:
    """Tarocchi's measure: the card points of the seat's side in the deal, 68 in all (seed
    ¶"The card points"), read from the deal's settlement (each player of a side over 34
    receives its points − 34 from each player of the other: the seat's score change divided
    by the number of its opponents is its side's points − 34). Card play only, the sides being
    known."""

    unit: str = "card points"
    threshold: float = 1.5
    worlds: int = 48
    max_moves: int = 32
    rollout: str | None = None

    def decides(self, state: State) -> bool:
        return isinstance(state.stage, PlayToTrick)

    def start(self, state: State, seat: int) -> tuple[int, int]:
        return len(state.results), state.num_players - len(state.side_of(seat))

    def value(self, state: State, seat: int, start: tuple[int, int], forced: bool = False
              ) -> float | None:
        deals, opponents = start
        if len(state.results) > deals:
            return state.results[deals][seat] / opponents
        if not forced:
            return None
        side = state.side_of(seat)
        return float(sum(state.deal_points()[s] for s in side) - 34)

    def words(self, amount: float) -> str:
        return f"{_amount(amount, 1)} card point{'s' * (amount != 1)}"


@dataclass(frozen=True)
class RoundBattles:
    """Arcanoid's measure: the battles the seat wins from the decision to the end of the round
    (the daemon's for its master: the rules' ``scores``)."""

    unit: str = "battles"
    threshold: float = 0.3
    worlds: int = 32
    max_moves: int = 20
    rollout: str | None = "tarot_table.ai.arcanoid_heuristic:arcanoid_rollout"

    def decides(self, state: State) -> bool:
        return True

    def start(self, state: State, seat: int) -> tuple[int, int]:
        return state.round_no, state.scores[seat]

    def value(self, state: State, seat: int, start: tuple[int, int], forced: bool = False
              ) -> float | None:
        round_no, before = start
        if state.round_no == round_no and not state.is_terminal() and not forced:
            return None
        return float(state.scores[seat] - before)

    def words(self, amount: float) -> str:
        return f"{_amount(amount, 2)} battle{'s' * (amount != 1)}"


@dataclass(frozen=True)
class GamesWon:
    """Taruno's and Tarot Combat's measure: the games the seat wins in 100 played on from the
    decision (a shared win counting its share); a game cut short counts as shared by all."""

    unit: str = "games in 100"
    threshold: float = 15.0
    worlds: int = 48
    max_moves: int = 32
    rollout: str | None = None

    def decides(self, state: State) -> bool:
        return True

    def start(self, state: State, seat: int) -> None:
        return None

    def value(self, state: State, seat: int, start: None, forced: bool = False
              ) -> float | None:
        if state.is_terminal():
            return 100.0 * outcome_rewards(state)[seat]
        return 100.0 / state.num_players if forced else None

    def words(self, amount: float) -> str:
        return f"{_amount(amount, 0)} game{'s' * (round(amount) != 1)} in 100"


#: The measures the games declare (their ``puzzle`` plug-in).
TAROK = HandPoints()
TAROCCHI = SidePoints()
ARCANOID = RoundBattles()
TARUNO = GamesWon()
COMBAT = GamesWon(rollout="tarot_table.ai.combat_search:combat_rule_based")


def measure_of(game: str) -> Measure | None:
    """The measure ``game`` declares for its puzzles, ``None`` when it has none. Raises
    ``KeyError`` for an unknown game."""
    path = find_game(game).plugins.puzzle
    return None if path is None else load_plugin(path)


def search_choice(game: str, view: PlayerView, iterations: int, seed: int) -> Action:
    """The move ``game``'s search (:func:`~tarot_table.ai.search_agent`) chooses in ``view``
    with ``iterations`` iterations (≥ 1) and ``random.Random(seed)``: the same for the same
    arguments, whatever the machine's speed."""
    agent = search_agent(game, random.Random(seed), {"iterations": iterations}, "puzzle")
    return agent.act(view)


def play_on(game: Game, world: State, action: Action, seat: int, measure: Measure,
            seed: int) -> float:
    """``seat``'s score by ``measure`` after ``action`` in ``world`` (changed), the game
    played on by the rule-based player for every seat, seeded from ``seed`` (through the
    measure's ``rollout`` when it names one), until the measure's end (or :data:`MAX_STEPS`
    actions, then scored as it stands)."""
    start = measure.start(world, seat)
    if measure.rollout is not None:
        rollout, rng = load_plugin(measure.rollout), random.Random(seed)
        choose = lambda: rollout(world, rng)      # noqa: E731
    else:
        player = rule_based_agent(game.spec.name)
        agents = [player(random.Random(seed * 131 + s)) for s in range(world.num_players)]
        choose = lambda: agents[world.current_player()].act(         # noqa: E731
            world.observation(world.current_player()))
    world.apply(action)
    for _ in range(MAX_STEPS):
        score = measure.value(world, seat, start)
        if score is not None:
            return score
        world.apply(choose())
    return measure.value(world, seat, start, forced=True)


@dataclass(frozen=True)
class Appraisal:
    """The moves of a decision by a measure: the ``best`` move, each other move's ``losses``
    (mean score below the best's over the worlds both were played in, in the game's unit)
    and their standard ``errors``; ``worlds``: the worlds the best move was played in."""

    best: Action
    losses: dict[Action, float]
    errors: dict[Action, float]
    worlds: int

    @property
    def margin(self) -> float:
        """The smallest loss: by how much the best move beats the next."""
        return min(self.losses.values())

    def clear(self, threshold: float) -> bool:
        """Whether every other move loses at least ``threshold`` and :data:`Z` standard errors."""
        return all(loss >= threshold and loss - Z * self.errors[a] > 0
                   for a, loss in self.losses.items())


def _paired(best: list[float], other: list[float]) -> tuple[float, float]:
    """The mean and standard error of ``best[w] - other[w]`` over the worlds of ``other``."""
    diffs = [b - o for b, o in zip(best, other)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _still_racing(live: list[Action], scores: dict[Action, list[float]], threshold: float
                  ) -> list[Action] | None:
    """The moves of ``live`` left in :func:`appraise`'s race after a world: the leading
    move (the most scored) and those whose loss to it does not exceed ``threshold`` by
    :data:`Z` standard errors; ``None`` when a move's loss falls short of ``threshold`` by as
    much (no move can be clearly best)."""
    leader = max(live, key=lambda a: sum(scores[a]))
    left = list(live)
    for action in [a for a in live if a != leader]:
        loss, error = _paired(scores[leader], scores[action])
        if loss + Z * error < threshold:
            return None
        if loss - Z * error >= threshold:
            left.remove(action)
    return left


def appraise(view: PlayerView, measure: Measure, seed: int, threshold: float | None = None
             ) -> Appraisal | None:
    """Score every legal move of ``view`` by ``measure`` in ``measure.worlds`` worlds sampled
    from the view (:func:`play_on`; world ``w`` from ``random.Random(seed * 1009 + w)``).

    A race saves the playing: after :data:`RACE_WORLDS` worlds, a move whose loss to the
    leading move exceeds ``threshold`` (default the measure's) by :data:`Z` standard errors is
    played no more (and once the leader alone is left, no more worlds are played); and when a
    move's loss falls short of ``threshold`` by as much, no move can be clearly best and
    ``None`` is returned (only then: the appraisal of a decision without a clear best move is
    never needed)."""
    threshold = measure.threshold if threshold is None else threshold
    game = find_game(view.game)
    sample = game.world_sampler(view)
    scores: dict[Action, list[float]] = {a: [] for a in view.legal}
    live = list(view.legal)
    for w in range(measure.worlds):
        world = sample(random.Random(seed * 1009 + w))
        world.quiet = True
        for action in live:
            scores[action].append(play_on(game, world.clone(), action, view.player, measure,
                                          seed * 1009 + w))
        if w + 1 < RACE_WORLDS:
            continue
        racing = _still_racing(live, scores, threshold)
        if racing is None:
            return None
        live = racing
        if len(live) == 1:
            break
    best = max(live, key=lambda a: sum(scores[a]))
    losses, errors = {}, {}
    for action in view.legal:
        if action != best:
            losses[action], errors[action] = _paired(scores[best], scores[action])
    return Appraisal(best, losses, errors, len(scores[best]))


def iterations_needed(game: str, view: PlayerView, solution: Action, budget: int,
                      seed: int) -> int:
    """The fewest iterations of :data:`LADDER` (``budget``, ``budget // 2``, … ``budget //
    64``, at least 1) from which on every search (:func:`search_choice`, ``seed``) chooses
    ``solution``, walking down from ``budget`` (whose search must choose it)."""
    needed = budget
    for share in LADDER:
        iterations = max(1, budget // share)
        if search_choice(game, view, iterations, seed) != solution:
            break
        needed = iterations
    return needed


@dataclass(frozen=True)
class Found:
    """A decision kept as a puzzle: its ``solution``, the :class:`Appraisal` and the
    iterations the search ``needed`` to find it (:func:`iterations_needed`)."""

    solution: Action
    appraisal: Appraisal
    needed: int


def find_puzzle(state: State, budget: int, seed: int, measure: Measure | None = None
                ) -> Found | None:
    """The puzzle of the decision of ``state``'s seat to act, or ``None`` when it is not one
    (module docstring): a decision the measure allows (:meth:`Measure.decides`) with 2 to
    ``measure.max_moves`` legal moves; the search at ``budget`` iterations with ``seed`` chooses
    the move :func:`appraise` (``seed``) finds clearly best; searches with ``seed + 1`` and
    ``seed + 2`` at ``budget`` and ``seed + 3`` at ``10 * budget`` choose it too."""
    view = state.observation(state.current_player())
    game = view.game
    measure = measure or measure_of(game)
    if measure is None or not measure.decides(state) \
            or not 2 <= len(view.legal) <= measure.max_moves:
        return None
    choice = search_choice(game, view, budget, seed)
    appraisal = appraise(view, measure, seed)
    if appraisal is None or appraisal.best != choice or not appraisal.clear(measure.threshold):
        return None
    for again, times in recheck_seeds(seed):
        if search_choice(game, view, times * budget, again) != choice:
            return None
    return Found(choice, appraisal, iterations_needed(game, view, choice, budget, seed))


def recheck_seeds(seed: int) -> Sequence[tuple[int, int]]:
    """The (seed, budget multiple) of the searches :func:`find_puzzle` makes after the first,
    for a puzzle whose search seed is ``seed``."""
    return ((seed + 1, 1), (seed + 2, 1), (seed + 3, RECHECK))
