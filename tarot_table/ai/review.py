"""The review of one decision: what the move played may have cost, against the hard search's
move, in the game's own unit, judged from the deciding seat's view only.

:func:`review_decision` is given what the seat saw (its :class:`PlayerView`, never the state)
and the move it played. It

1. runs the hard search (:func:`~tarot_table.ai.search_agent`: the game's rollouts, cut-off,
   candidates and default move) on an **iteration** budget from a seed, so that a review is
   the same on every machine and at every load; its *favourites* are its answer (the root
   child visited most) and the next moves visited at least half as often, three at most
   (:func:`favourites`);
2. measures the expected result of the move played and of each favourite in the game's unit
   by *paired playouts*: ``worlds`` determinizations of the view (:meth:`Game.world_sampler`),
   each played on after every one of those moves by the search's own rollout policy, from the
   same random numbers, until the search's cut-off stops (the end of the hand, deal or round,
   three turns on, the end of the game: :mod:`tarot_table.ai`'s ``search_cutoff``). The
   favourite with the highest expected result is the *best move*. The deal's luck, the same
   for every move, cancels out of the difference between the best move and the move played,
   whose mean is the **loss** and whose standard error says how sure it is;
3. when that loss would mark the move (an inaccuracy or worse), measures it again on as many
   fresh determinizations, the best move and the move played alone: the best move was chosen
   as the highest of noisy means, which overstates its lead in the worlds it was chosen in
   (the winner's curse), and the fresh worlds give the loss without that bias. The mark and
   the loss are the second measure's.

The search's own rewards are shares in [0, 1] that mix a game's points with its chance to win
(``docs/ai.md``), so they are not read as a result; the unit is read from the position where
each playout stopped, by the game's :class:`ReviewUnit` (its ``review`` plug-in,
:mod:`.review_units`): Tarok's card points, Tarocchi's points, Arcanoid's battles, Tarot
Combat's life, Taruno's games won. Where the search sees two moves alike (a card given away in
a trick that decides nothing of the win it plays for), the unit tells them apart. A game that
declares none is reviewed in games won: the search's reward of the seat where its rollout
stopped, which is its share of a win when the game is over.

The **mark** compares the loss with the unit's three thresholds (``marks``: inaccuracy,
mistake, blunder): below the first, ``"good"``. A move the search would have played too, or
one that did at least as well in the playouts, loses nothing. A decision with one legal move
is not searched (``"only move"``).
"""

from __future__ import annotations

import math
import random
from statistics import fmean as mean
from dataclasses import dataclass
from typing import Callable, Sequence

from ..rules import find_game
from ..rules.base import Action, PlayerView, State, load_plugin
from . import rollout_policy, search_agent, search_cutoff
from .hint import hint_reason
from .ismcts import Node

GOOD, INACCURACY, MISTAKE, BLUNDER, ONLY_MOVE = \
    "good", "inaccuracy", "mistake", "blunder", "only move"
#: The marks of a reviewed decision, from the best to the worst.
MARKS = (GOOD, INACCURACY, MISTAKE, BLUNDER)
#: The evaluation's determinizations per iteration of the search, unless a game's unit says
#: otherwise: a quarter, so that its playouts (two to four a world) cost about half the search.
WORLDS_PER_ITERATION = 0.25
#: The most moves the search rates highest that the evaluation compares (:func:`favourites`).
FAVOURITES = 3

Result = Callable[[State, State, int, Sequence[float]], float]
"""``(world, end, seat, rewards) -> float``: ``seat``'s result in the game's unit at ``end``,
where a playout from ``world`` (the determinization it started from, before the move) stopped,
the cut-off scoring it ``rewards``."""


@dataclass(frozen=True)
class ReviewUnit:
    """How a game's decisions are reviewed: the ``unit`` of its results (plural words: "card
    points"), what the result measures in it (``measure``: "lead in card points"), the
    seat's ``result`` where a playout stops (:data:`Result`), the loss that makes an
    inaccuracy, a mistake and a blunder (``marks``, ascending, in the unit), the search's
    default ``iterations`` per decision, the ``digits`` a result is shown with, and the
    evaluation's determinizations per iteration (``worlds_per_iteration``: more where a
    playout's result is noisy against the marks' thresholds)."""

    unit: str
    measure: str
    result: Result
    marks: tuple[float, float, float]
    iterations: int
    digits: int = 0
    worlds_per_iteration: float = WORLDS_PER_ITERATION

    def mark(self, loss: float) -> str:
        """The mark of losing ``loss`` (in the unit): ``"good"`` below ``marks[0]``, else the
        worst threshold reached."""
        mark = GOOD
        for name, threshold in zip(MARKS[1:], self.marks):
            if loss >= threshold:
                mark = name
        return mark

    def amount(self, value: float) -> str:
        """``value`` in the unit as the review writes it: ``"12 card points"``, ``"0.25
        games won"``."""
        return f"{value:.{self.digits}f} {self.unit}"


def games_won(world: State, end: State, seat: int, rewards: Sequence[float]) -> float:
    """The seat's share of a win as the search scores where its rollout stopped (``rewards``):
    the outcome at the end of the game (1 / number of winners), the cut-off's estimate
    before."""
    return rewards[seat]


#: The unit of a game that declares none: games won, read from the search's rewards.
GAMES_WON = ReviewUnit("games won", "share of a win", games_won, (0.05, 0.1, 0.15), 2000,
                       digits=2)


def review_unit(game: str) -> ReviewUnit:
    """``game``'s :class:`ReviewUnit` (its ``review`` plug-in), :data:`GAMES_WON` when it
    declares none. Raises ``KeyError`` for an unknown game."""
    path = find_game(game).plugins.review
    return GAMES_WON if path is None else load_plugin(path)


@dataclass(frozen=True)
class DecisionReview:
    """The review of one decision: the move ``played`` and the ``best`` (the search's
    favourite with the highest expected result); the ``loss`` of the one against the other
    in the game's unit (≥ 0) with its standard ``error``; the ``mark``; ``expected`` and ``best_expected``, the results the two moves
    led to on average (``None`` for an only move); ``reason``, why the best move is good
    (:func:`.hint.hint_reason`; ``""`` when nothing certain can be said); the search's
    ``iterations`` and the evaluation's ``worlds``."""

    played: Action
    best: Action
    mark: str
    loss: float = 0.0
    error: float = 0.0
    expected: float | None = None
    best_expected: float | None = None
    reason: str = ""
    iterations: int = 0
    worlds: int = 0


def evaluation_worlds(iterations: int, per_iteration: float = WORLDS_PER_ITERATION) -> int:
    """The paired playouts' determinizations for a search of ``iterations``: ``per_iteration``
    of them an iteration (a unit's ``worlds_per_iteration``), at least 8.

    >>> evaluation_worlds(1000), evaluation_worlds(1000, 1.0), evaluation_worlds(10)
    (250, 1000, 8)
    """
    return max(8, round(iterations * per_iteration))


def review_decision(view: PlayerView, played: Action, seed: int, iterations: int | None = None,
                    worlds: int | None = None) -> DecisionReview:
    """Review ``played``, the move the seat of ``view`` made there (module docstring): the
    search from ``random.Random(seed)`` with ``iterations`` (default: the unit's), the
    evaluation over ``worlds`` determinizations (default :func:`evaluation_worlds`). Reads
    nothing but ``view``; the same arguments give the same review.

    Raises ``ValueError`` when ``played`` is not one of ``view.legal`` or a budget is below 1.
    """
    if played not in view.legal:
        raise ValueError(f"{played} is not a legal move of seat {view.player} there")
    if len(view.legal) == 1:
        return DecisionReview(played, played, ONLY_MOVE, reason=hint_reason(view, played))
    unit = review_unit(view.game)
    iterations, worlds = _budgets(unit, iterations, worlds)
    rng = random.Random(seed)
    agent = search_agent(view.game, rng, {"iterations": iterations}, "review")
    shortlist = favourites(agent.search(view))
    moves = shortlist + ([] if played in shortlist else [played])
    results = paired_results(view, moves, rng, worlds, unit.result)
    means = [mean(r) for r in results]
    top = max(range(len(shortlist)), key=lambda i: (means[i], -i))
    best, mine = results[top], results[moves.index(played)]
    if best is not mine and unit.mark(max(0.0, mean(best) - mean(mine))) != GOOD:
        best, mine = paired_results(view, [moves[top], played], rng, worlds, unit.result)
    loss, error = paired_loss(best, mine)
    return DecisionReview(played, moves[top], unit.mark(loss), loss, error, mean(mine),
                          mean(best), hint_reason(view, moves[top]), iterations, worlds)


def paired_loss(best: Sequence[float], played: Sequence[float]) -> tuple[float, float]:
    """The loss of the move played against the best (at least 0) and the standard error of
    their mean difference, from their results in the same worlds (:func:`paired_results`).

    >>> paired_loss([1.0, 0.5, 1.0, 0.5], [0.0, 0.5, 0.5, 0.5])
    (0.375, 0.23935677693908453)
    """
    worlds = len(best)
    diffs = [b - p for b, p in zip(best, played)]
    average = mean(diffs)
    error = math.sqrt(sum((d - average) ** 2 for d in diffs) / (worlds - 1) / worlds) \
        if worlds > 1 else 0.0
    return max(0.0, average), error


def _budgets(unit: ReviewUnit, iterations: int | None, worlds: int | None) -> tuple[int, int]:
    """The search's iterations (default: ``unit``'s) and the evaluation's worlds (default:
    :func:`evaluation_worlds` at ``unit``'s worlds per iteration) of a review. Raises ``ValueError`` when either is below 1."""
    iterations = unit.iterations if iterations is None else iterations
    worlds = evaluation_worlds(iterations, unit.worlds_per_iteration) if worlds is None \
        else worlds
    if iterations < 1 or worlds < 1:
        raise ValueError("a review needs at least one iteration and one world")
    return iterations, worlds


def favourites(root: Node) -> list[Action]:
    """The moves a search rates highest at ``root``: its answer (the child visited most, ties
    by the higher mean) and the next ones visited at least half as often, at most
    :data:`FAVOURITES` in all, best first."""
    ranked = sorted(root.children.values(), key=lambda c: (c.visits, c.mean()), reverse=True)
    return [c.action for c in ranked[:FAVOURITES] if 2 * c.visits >= ranked[0].visits]


def paired_results(view: PlayerView, moves: Sequence[Action], rng: random.Random, worlds: int,
                   result: Result) -> list[list[float]]:
    """For each of ``moves``, the seat's :data:`Result` in each of ``worlds`` determinizations
    of ``view`` drawn from ``rng``: the move made, then the search's rollout policy played
    until its cut-off stops, every move of a world from the same random numbers."""
    game = find_game(view.game)
    sample = game.world_sampler(view)
    cutoff, rollout = search_cutoff(view.game), rollout_policy(view.game)
    seat = view.player
    out: list[list[float]] = [[] for _ in moves]
    for _ in range(worlds):
        world = sample(rng)
        world.quiet = True
        numbers = rng.getrandbits(64)
        for results, move in zip(out, moves):
            state = world.clone()
            state.quiet = True
            evaluate = cutoff(state)
            state.apply(move)
            rewards = evaluate(state)
            moves_rng = random.Random(numbers)
            while rewards is None:
                state.apply(rollout(state, moves_rng))
                rewards = evaluate(state)
            results.append(result(world, state, seat, rewards))
    return out
