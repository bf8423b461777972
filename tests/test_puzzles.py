"""Puzzles: every shipped puzzle re-verified on an iteration budget (its position loads, its seat
is to move, its solution is legal and the search from the seat's view at the puzzle's budget and
seed chooses it; at ten times the budget under the slow mark); a bad puzzle file or puzzle is
reported and left out, never raised; the words of a verdict; how a decision is judged
(:mod:`tarot_table.ai.puzzle_search`); the player's progress and Glicko-2 rating.

(``conftest.py`` points the data directory at a fresh temporary one for every test.)
"""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import math
import random
import shutil
from pathlib import Path

import msgspec
import pytest

from tarot_table import puzzle_format, puzzle_progress, storage
from tarot_table.ai.puzzle_search import (ARCANOID, COMBAT, RECHECK, GamesWon, HandPoints,
                                          RoundBattles, SidePoints, appraise, measure_of,
                                          play_on, recheck_seeds, search_choice)
from tarot_table.puzzles import (load_library, puzzle_session, puzzle_state, read_puzzles,
                                 verdict)
from tarot_table.resources import asset_path
from tarot_table.rules import find_game
from tarot_table.rules.tarocchi.stages import settle

GAMES = ("tarok", "tarocchi", "taruno", "arcanoid", "combat")
LIBRARY = load_library()
SHIPPED = LIBRARY.puzzles


def test_every_game_ships_thirty_puzzles_or_more_and_every_file_reads_whole():
    assert LIBRARY.problems == ()
    for game in GAMES:
        puzzles = LIBRARY.of(game)
        assert len(puzzles) >= 30, game
        assert len({p.id for p in puzzles}) == len(puzzles)
        assert {p.difficulty for p in puzzles} == {1, 2, 3}
        assert all(p.margin >= measure_of(game).threshold for p in puzzles)


@pytest.mark.parametrize("puzzle", SHIPPED, ids=lambda p: p.id)
def test_a_shipped_puzzle_is_the_search_s_choice_from_the_seat_s_view(puzzle):
    state = puzzle_state(puzzle)            # loads, its seat to move, its solution legal
    view = state.observation(puzzle.seat)
    solution = find_game(puzzle.game).parse_action(puzzle.solution)
    assert solution in view.legal and len(view.legal) >= 2
    assert search_choice(puzzle.game, view, puzzle.budget, puzzle.search_seed) == solution


@pytest.mark.slow
@pytest.mark.parametrize("puzzle", SHIPPED, ids=lambda p: p.id)
def test_a_shipped_puzzle_holds_at_ten_times_its_budget(puzzle):
    view = puzzle_state(puzzle).observation(puzzle.seat)
    seed, times = recheck_seeds(puzzle.search_seed)[-1]
    assert times == RECHECK
    assert str(search_choice(puzzle.game, view, times * puzzle.budget, seed)) == puzzle.solution


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_shipped_puzzle_s_margin_is_measured_again(game):
    puzzle = LIBRARY.of(game)[0]
    view = puzzle_state(puzzle).observation(puzzle.seat)
    appraisal = appraise(view, measure_of(game), puzzle.search_seed)
    assert str(appraisal.best) == puzzle.solution
    assert {str(a): round(loss, 2) for a, loss in appraisal.losses.items()} == puzzle.losses


def make_puzzles_module():
    spec = importlib.util.spec_from_file_location(
        "make_puzzles", Path(__file__).resolve().parent.parent / "packaging" / "make_puzzles.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_the_generator_finds_a_shipped_puzzle_again_from_its_seed():
    make_puzzles = make_puzzles_module()
    shipped = LIBRARY.of("tarok")[0]
    found = [p for p, _ in make_puzzles.puzzles_of_game("tarok", shipped.seed, shipped.budget,
                                                          0.1, 2)]
    again = next(p for p in found if p.id == shipped.id)
    assert msgspec.structs.replace(again, difficulty=shipped.difficulty) == shipped


def test_the_generator_asks_about_tarot_combat_s_first_moves_only(monkeypatch):
    """The search seed of a decision is made of the game's seed and the move's number."""
    make_puzzles = make_puzzles_module()
    asked = []
    monkeypatch.setattr(make_puzzles, "find_puzzle",
                        lambda state, budget, seed, measure: asked.append(seed))
    chance, until = make_puzzles.ASKED["combat"]
    for last in (until, 20):
        asked.clear()
        assert list(make_puzzles.puzzles_of_game("combat", 3, 300, 1.0, 2, last)) == []
        assert asked == [puzzle_format.search_seed(3, move) for move in range(last)]
    assert make_puzzles.ASKED.get("tarok", make_puzzles.DEFAULT_ASKED) == (0.1, None)


# -- bad files ---------------------------------------------------------------------------------

def tarok_puzzle() -> puzzle_format.Puzzle:
    return LIBRARY.of("tarok")[0]


def write(folder, name: str, data) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    text = data if isinstance(data, (bytes, str)) else puzzle_format.encode(data)
    (folder / name).write_bytes(text.encode() if isinstance(text, str) else text)


def test_a_damaged_puzzle_file_is_reported_and_the_others_still_read(tmp_path):
    folder = tmp_path / "puzzles"
    write(folder, "tarok.json", '[{"game": "tarok", "seed": "one"}]')
    write(folder, "taruno.json", "not json")
    shutil.copy(asset_path("puzzles", "arcanoid.json"), folder / "arcanoid.json")
    library = load_library(folder)
    assert library.games() == ["arcanoid"]
    assert len(library.problems) == 2
    assert "'tarok.json' is damaged" in library.problems[0] and "$[0].seed" in library.problems[0]
    assert "'taruno.json' is damaged" in library.problems[1]


def test_a_puzzle_file_that_is_not_a_regular_file_or_too_large_is_refused(tmp_path):
    folder = tmp_path / "puzzles"
    (folder / "tarok.json").mkdir(parents=True)
    write(folder, "taruno.json", b" " * (puzzle_format.MAX_BYTES + 1))
    library = load_library(folder)
    assert library.puzzles == ()
    assert library.problems == ("The puzzle file 'tarok.json' is not a regular file.",
                                "The puzzle file 'taruno.json' is too large to be a puzzle file "
                                "(more than 8 MB).")


@pytest.mark.parametrize("change, why", [
    ({"position": {"players": 3}}, "its position is not one of Tarok"),
    ({"seat": "the next"}, "is not the one to move"),
    ({"solution": "play 99Q"}, "is not a move of Tarok"),
    ({"solution": "play M21"}, "is not a legal move there"),
    ({"losses": {}}, "its losses are not those of the other legal moves"),
    ({"game": "combat"}, "it is a puzzle of 'combat'"),
    ({"unit": "battles"}, "Tarok has no puzzles in battles"),
])
def test_a_bad_puzzle_is_left_out_and_named(tmp_path, change, why):
    good = tarok_puzzle()
    if change.get("solution") == "play M21":
        assert "M21" not in good.position["hands"][good.seat].split()
    if change.get("seat") == "the next":
        change = {"seat": (good.seat + 1) % good.position["players"]}
    bad = msgspec.structs.replace(good, **change)
    write(tmp_path, "tarok.json", [good, bad])
    puzzles, problems = read_puzzles(tmp_path / "tarok.json", "tarok")
    assert puzzles == [good]
    assert len(problems) == 1 and problems[0].startswith("Puzzle 2 of 'tarok.json' is left out:")
    assert why in problems[0]


def test_the_puzzle_file_round_trips():
    data = asset_path("puzzles", "tarok.json").read_bytes()
    assert puzzle_format.encode(puzzle_format.decode(data)) == data


# -- verdicts --------------------------------------------------------------------------------

def test_the_solution_is_right_and_says_why_by_its_margin():
    puzzle = tarok_puzzle()
    state = puzzle_state(puzzle)
    view = state.observation(puzzle.seat)
    right = verdict(puzzle, view, find_game("tarok").parse_action(puzzle.solution))
    assert right.right
    assert "It beats the next best move" in right.words
    assert f"by {round(puzzle.margin)} card points on average over {puzzle.worlds} deals" \
        in right.words


def test_another_legal_move_is_wrong_and_says_what_it_loses():
    puzzle = tarok_puzzle()
    view = puzzle_state(puzzle).observation(puzzle.seat)
    for action in view.legal:
        if str(action) == puzzle.solution:
            continue
        wrong = verdict(puzzle, view, action)
        assert not wrong.right
        loss = round(puzzle.losses[str(action)])
        assert wrong.words.endswith(f"loses {loss} card point{'s' * (loss != 1)} on average "
                                    "against the best move.")


def test_a_puzzle_session_keeps_its_first_answer_and_offers_no_undo():
    puzzle = tarok_puzzle()
    session = puzzle_session(puzzle)
    assert [s.is_human for s in session.seats].count(True) == 1
    assert session.seats[puzzle.seat].name == "You"
    assert not session.undo_enabled and not session.autosave
    action = find_game("tarok").parse_action(puzzle.solution)
    session.play(puzzle.seat, action)
    assert session.answer == action
    while session.current_player() not in (None, puzzle.seat):
        session.play(session.current_player(), session.legal_actions()[0])
    assert session.answer == action
    assert not storage.saves_dir().exists() or not any(storage.saves_dir().iterdir())


# -- how a decision is judged ----------------------------------------------------------------

def test_a_measure_scores_a_move_played_on_by_the_rule_based_players():
    puzzle = tarok_puzzle()
    state = puzzle_state(puzzle)
    view = state.observation(puzzle.seat)
    world = find_game("tarok").world_sampler(view)(random.Random(1))
    scores = {str(a): play_on(find_game("tarok"), world.clone(), a, puzzle.seat, HandPoints(),
                              7) for a in view.legal}
    again = {str(a): play_on(find_game("tarok"), world.clone(), a, puzzle.seat, HandPoints(),
                             7) for a in view.legal}
    assert scores == again
    assert all(0 <= points <= 850 for points in scores.values())


@pytest.mark.parametrize("game, players, measure", [("arcanoid", 3, ARCANOID),
                                                     ("combat", 2, COMBAT)])
def test_a_measure_reading_the_state_plays_on_as_the_rule_based_player_on_each_view(
        game, players, measure):
    """The same moves to the measure's end, hence the same scores, only sooner."""
    rules = find_game(game)
    state = rules.new_state(players, 5, None)
    rng = random.Random(1)
    for _ in range(8):
        state.play(rng.choice(state.legal_actions()))
    while len(state.legal_actions()) <= 2:
        state.play(rng.choice(state.legal_actions()))
    view = state.observation(state.current_player())
    world = rules.world_sampler(view)(random.Random(2))
    by_view = dataclasses.replace(measure, rollout=None)
    assert measure.rollout is not None and len(view.legal) > 2

    def ends(m):
        worlds = [world.clone() for _ in view.legal]
        scores = [play_on(rules, w, a, view.player, m, 3) for w, a in zip(worlds, view.legal)]
        return scores, [w.to_position() for w in worlds]
    assert ends(measure) == ends(by_view)


def test_tarocchi_s_measure_is_the_side_s_card_points_over_34():
    """Each player of a side over 34 receives its points − 34 from each player of the other:
    the measure reads back the points of the seat's own side, whichever side it is on."""
    measure = SidePoints()
    game = find_game("tarocchi")
    for seed in range(3):
        state = game.new_state(5, seed, None)
        rng = random.Random(seed)
        while not measure.decides(state):
            state.play(rng.choice(state.legal_actions()))
        seat = state.current_player()
        start, side = measure.start(state, seat), state.side_of(seat)
        while measure.value(state, seat, start) is None:
            state.play(rng.choice(state.legal_actions()))
        points = measure.value(state, seat, start) + 34
        assert settle(side, points)[seat] == state.results[-1][seat]


def test_games_won_counts_a_shared_win_as_its_share():
    measure = GamesWon()
    game = find_game("taruno")
    state = game.new_state(2, 5, None)
    rng = random.Random(5)
    while not state.is_terminal():
        assert measure.value(state, 0, None) is None
        state.play(rng.choice(state.legal_actions()))
    winners = state.outcome().winners
    assert measure.value(state, 0, None) == (100.0 / len(winners) if 0 in winners else 0.0)
    assert measure.words(100.0) == "100 games in 100" and measure.words(1.0) == "1 game in 100"


def test_a_game_declares_its_measure():
    assert [measure_of(g).unit for g in GAMES] == ["card points", "card points", "games in 100",
                                                   "battles", "games in 100"]


# -- progress and rating ---------------------------------------------------------------------

def glickman_sigma(rating: float, deviation: float, sigma: float, opponents, scores,
                   tau: float = 0.5) -> float:
    """The new volatility by step 5 of Glickman's "Example of the Glicko-2 system" (2012),
    found by bisection on its ``f`` (written out here from the paper, independently of the
    library)."""
    mu, phi = (rating - 1500) / 173.7178, deviation / 173.7178
    g = lambda p: 1 / math.sqrt(1 + 3 * p * p / math.pi ** 2)      # noqa: E731
    e = [1 / (1 + math.exp(-g(p / 173.7178) * (mu - (r - 1500) / 173.7178)))
         for r, p in opponents]
    v = 1 / sum(g(p / 173.7178) ** 2 * ei * (1 - ei) for (r, p), ei in zip(opponents, e))
    delta = v * sum(g(p / 173.7178) * (s - ei) for (r, p), s, ei in zip(opponents, scores, e))
    a = math.log(sigma ** 2)

    def f(x):
        ex = math.exp(x)
        return ex * (delta ** 2 - phi ** 2 - v - ex) / (2 * (phi ** 2 + v + ex) ** 2) \
            - (x - a) / tau ** 2
    low, high = a - 20, a + 20
    for _ in range(200):
        middle = (low + high) / 2
        low, high = (middle, high) if f(middle) > 0 else (low, middle)
    return math.exp(low / 2)


def test_the_rating_follows_glickman_s_worked_example():
    """The paper's figures are rounded (its worked steps round their intermediate values)."""
    player = puzzle_progress.Player(1500, 200, 0.06)
    player.update_player([1400, 1550, 1700], [30, 100, 300], [1, 0, 0])
    assert player.rating == pytest.approx(1464.06, abs=0.02)
    assert player.rd == pytest.approx(151.52, abs=0.01)
    assert player.vol == pytest.approx(0.05999, abs=1e-5)


def test_the_volatility_of_a_rating_away_from_1500_is_the_paper_s():
    player = puzzle_progress.Player(2100, 80, 0.06)
    player.update_player([1500], [100], [0])
    assert player.vol == pytest.approx(glickman_sigma(2100, 80, 0.06, [(1500, 100)], [0]),
                                       abs=1e-7)


def test_a_puzzle_s_first_answer_moves_the_rating_and_later_ones_only_mark_it_solved():
    progress = puzzle_progress.load()
    assert progress.problem is None and progress.rating.rating == 1500
    assert progress.answer("tarok-1-2", 2, False)
    after_loss = progress.rating.rating
    assert after_loss < 1500 and not progress.is_solved("tarok-1-2")
    assert not progress.answer("tarok-1-2", 2, True)
    assert progress.rating.rating == after_loss and progress.is_solved("tarok-1-2")
    assert progress.answer("tarok-1-3", 3, True)
    assert progress.rating.rating > after_loss
    puzzle_progress.save(progress)
    again = puzzle_progress.load()
    assert again.doc == progress.doc and again.solved() == 2
    assert again.solved({"tarok-1-2"}) == 1
    assert puzzle_progress.progress_path().parent == storage.data_dir()


def test_a_damaged_progress_file_is_set_aside_byte_for_byte_and_said_so():
    path = puzzle_progress.progress_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": "tarot-table-puzzles", "version": 1, "puzzles": 3}')
    before = path.read_bytes()
    progress = puzzle_progress.load()
    assert progress.writable and progress.doc == puzzle_progress.ProgressDocument()
    assert "is damaged" in progress.problem and "starts afresh" in progress.problem
    [kept] = (storage.saves_dir() / "corrupt").iterdir()
    assert kept.read_bytes() == before and not path.exists()


def test_a_progress_file_of_a_newer_version_is_left_alone_and_not_written():
    path = puzzle_progress.progress_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "tarot-table-puzzles", "version": 2}))
    before = path.read_bytes()
    progress = puzzle_progress.load()
    assert not progress.writable and "newer version" in progress.problem
    progress.answer("tarok-1-2", 1, True)
    puzzle_progress.save(progress)
    assert path.read_bytes() == before


def test_a_progress_file_that_is_not_a_regular_file_is_left_alone():
    path = puzzle_progress.progress_path()
    path.mkdir(parents=True)
    progress = puzzle_progress.load()
    assert not progress.writable and "is not a regular file" in progress.problem
    assert path.is_dir()
