#!/usr/bin/env python3
"""Find the puzzles of a game by self-play and search, and write ``assets/puzzles/<game>.json``.

Run from the repository root, one game at a time (it takes minutes to an hour a game)::

    python packaging/make_puzzles.py tarok                  # rewrites assets/puzzles/tarok.json
    python packaging/make_puzzles.py tarok --count 40       # more puzzles
    python packaging/make_puzzles.py tarok --out DIR        # writes DIR/tarok.json instead
    python packaging/make_puzzles.py combat --jobs 2        # two self-play games at a time

It plays self-play games with the game's rule-based player in every seat (seeds ``--seed``,
``--seed + 1``…; the player counts cycle through the game's, four at most), and asks about a
share (``--chance``) of the decisions of a game's first ``--until`` moves (:data:`ASKED`: a
game's own defaults) whether they are puzzles
(:func:`tarot_table.ai.puzzle_search.find_puzzle`, with ``--budget`` iterations): a move the
search from the seat's view chooses, that beats every other by the game's clear margin in its
unit, and that searches with other seeds and at ten times the budget choose too. It keeps at
most ``--per-game`` puzzles of one self-play game and none whose view of the decision it has
already kept, until it has ``--count``; the file is written again after each one found, so an
interrupted run keeps what it found. Everything is seeded: the same arguments give the same
file. Each line printed says what was found and when (wall-clock seconds since the start).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import multiprocessing
import os
import random
import sys
import time
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import msgspec  # noqa: E402

from tarot_table import puzzle_format  # noqa: E402
from tarot_table.ai import rule_based_agent  # noqa: E402
from tarot_table.ai.hint import hint_reason  # noqa: E402
from tarot_table.ai.puzzle_search import find_puzzle, measure_of  # noqa: E402
from tarot_table.rules import find_game  # noqa: E402

#: The search budget (iterations) the shipped puzzles were found with, and verified at.
BUDGET = 300
#: The share of a game's decisions asked about, and before which move (``None``: all), by
#: default. Tarot Combat's games run to hundreds of moves, over a thousand in two, and a
#: decision late in one seldom changes the winner of 15 games in 100 (of the first 6
#: puzzles found in its self-play games asking about a tenth of all the decisions, 5 were
#: among a game's first 110 moves, the sixth at move 1213): it asks about more of its first
#: 150 moves, and no later one.
ASKED: dict[str, tuple[float, int | None]] = {"combat": (0.3, 150)}
DEFAULT_ASKED = (0.1, None)


def player_counts(game: str) -> list[int]:
    """The player counts self-play cycles through: the game's, four at most (its least when
    that is more)."""
    spec = find_game(game).spec
    return list(range(spec.min_players, max(spec.min_players, min(spec.max_players, 4)) + 1))


def puzzles_of_game(game: str, seed: int, budget: int, chance: float, per_game: int,
                    until: int | None = None) -> Iterator[tuple[puzzle_format.Puzzle, str]]:
    """The puzzles of the self-play game of ``seed`` (at most ``per_game``, asked about a
    ``chance`` of the decisions before move ``until``: all when ``None``), each with the
    fingerprint of the seat's view."""
    rules = find_game(game)
    measure = measure_of(game)
    counts = player_counts(game)
    n = counts[seed % len(counts)]
    state = rules.new_state(n, seed, None, quiet=True)
    player = rule_based_agent(game)
    agents = [player(random.Random(seed * 1009 + s)) for s in range(n)]
    draws = random.Random(seed)
    move = found = 0
    while not state.is_terminal() and found < per_game and (until is None or move < until):
        seat = state.current_player()
        view = state.observation(seat)
        if draws.random() < chance:
            position = state.to_position()
            kept = find_puzzle(state, budget, puzzle_format.search_seed(seed, move), measure)
            if kept is not None:
                found += 1
                appraisal = kept.appraisal
                yield puzzle_format.Puzzle(
                    game=game, seed=seed, move=move, seat=seat, position=position,
                    solution=str(kept.solution), margin=round(appraisal.margin, 2),
                    unit=measure.unit, worlds=appraisal.worlds, budget=budget,
                    found_with=kept.needed, difficulty=3,
                    losses={str(a): round(loss, 2) for a, loss in appraisal.losses.items()},
                    reason=hint_reason(view, kept.solution),
                ), hashlib.sha256(repr(view).encode()).hexdigest()
        state.apply(agents[seat].act(view))
        move += 1


def with_levels(puzzles: list[puzzle_format.Puzzle]) -> list[puzzle_format.Puzzle]:
    """``puzzles`` with their difficulty: the first third of them ordered by the iterations
    the search needed (fewest first), then by margin (largest first), is level 1, the last
    third level 3.

    >>> p = lambda n, m: puzzle_format.Puzzle("tarok", 1, n, 0, {}, "play 2C", m, "card points",
    ...                                       {}, 1, 400, n, 3)
    >>> [q.difficulty for q in with_levels([p(400, 5), p(25, 9), p(25, 20), p(100, 9)])]
    [3, 1, 1, 2]
    """
    order = sorted(range(len(puzzles)), key=lambda i: (puzzles[i].found_with,
                                                       -puzzles[i].margin))
    level = {i: 1 + 3 * rank // len(puzzles) for rank, i in enumerate(order)}
    return [msgspec.structs.replace(p, difficulty=level[i]) for i, p in enumerate(puzzles)]


def found_in(task: tuple[str, int, int, float, int, int | None]
             ) -> list[tuple[puzzle_format.Puzzle, str]]:
    """:func:`puzzles_of_game` of ``task`` (its arguments), as a list (a worker's answer)."""
    return list(puzzles_of_game(*task))


def games_puzzles(game: str, seed: int, budget: int, chance: float, per_game: int,
                  until: int | None, jobs: int
                  ) -> Iterator[list[tuple[puzzle_format.Puzzle, str]]]:
    """The puzzles of the self-play games of ``seed``, ``seed + 1``…, game by game in seed
    order, played ``jobs`` at a time in worker processes (``2 * jobs`` games a batch): the
    same as one at a time, sooner."""
    tasks = ((game, s, budget, chance, per_game, until) for s in itertools.count(seed))
    if jobs == 1:
        yield from map(found_in, tasks)
        return
    with multiprocessing.Pool(jobs) as pool:
        while True:
            yield from pool.map(found_in, itertools.islice(tasks, 2 * jobs))


def make(game: str, count: int, seed: int, budget: int, chance: float, per_game: int,
         out: Path, jobs: int = 1, until: int | None = None) -> list[puzzle_format.Puzzle]:
    """Find ``count`` puzzles of ``game`` (module docstring) with ``jobs`` worker processes
    and write them to ``out / f"{game}.json"`` after each one."""
    if measure_of(game) is None:
        raise SystemExit(f"{game} declares no puzzle measure")
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{game}.json"
    start = time.perf_counter()
    puzzles: list[puzzle_format.Puzzle] = []
    seen: set[str] = set()
    games = 0
    each_game = games_puzzles(game, seed, budget, chance, per_game, until, jobs)
    while len(puzzles) < count:
        for puzzle, fingerprint in next(each_game):
            if fingerprint in seen:
                continue
            seen.add(fingerprint)
            puzzles.append(puzzle)
            path.write_bytes(puzzle_format.encode(with_levels(puzzles)))
            print(f"{time.perf_counter() - start:7.0f} s  {len(puzzles):3d}  {puzzle.id}  "
                  f"found with {puzzle.found_with}  {puzzle.solution}  by {puzzle.margin} "
                  f"{puzzle.unit}", flush=True)
            if len(puzzles) == count:
                break
        games += 1
    each_game.close()           # the workers end
    puzzles = with_levels(puzzles)
    levels = [sum(p.difficulty == level for p in puzzles) for level in (1, 2, 3)]
    cpu = sum(os.times()[:4])
    print(f"{game}: {len(puzzles)} puzzles from {games} games in "
          f"{time.perf_counter() - start:.0f} s (wall), {cpu:.0f} s (CPU); "
          f"levels 1/2/3: {levels[0]}/{levels[1]}/{levels[2]}; margins "
          f"{min(p.margin for p in puzzles)} to {max(p.margin for p in puzzles)} "
          f"{puzzles[0].unit}", flush=True)
    return puzzles


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="the game's registry name (tarok, tarocchi, taruno, "
                                     "arcanoid, combat)")
    parser.add_argument("--count", type=int, default=36, help="puzzles to find (36)")
    parser.add_argument("--seed", type=int, default=1, help="the first self-play seed (1)")
    parser.add_argument("--budget", type=int, default=BUDGET,
                        help=f"the search's iterations (B, {BUDGET}); rechecked at 10·B")
    parser.add_argument("--chance", type=float, default=None,
                        help="the share of the decisions asked about (0.1; combat 0.3)")
    parser.add_argument("--until", type=int, default=None,
                        help="the move of a game from which on none is asked about (none; "
                             "combat 150)")
    parser.add_argument("--per-game", type=int, default=2,
                        help="the most puzzles kept from one self-play game (2)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="self-play games at a time, one a process (1); the same file")
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "puzzles",
                        help="the folder of the puzzle files (assets/puzzles)")
    args = parser.parse_args(argv)
    chance, until = ASKED.get(args.game, DEFAULT_ASKED)
    make(args.game, args.count, args.seed, args.budget,
         chance if args.chance is None else args.chance, args.per_game, args.out, args.jobs,
         until if args.until is None else args.until)


if __name__ == "__main__":
    main()
