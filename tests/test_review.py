"""The review of a player's decisions (:mod:`tarot_table.ai.review`, :mod:`tarot_table.review`,
``tarot-table review``): crafted positions where one move is clearly worse, the units, the
hidden cards never read, reproducibility, cancellation and the command's JSON. Every search
here runs on a small iteration budget.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import dataclasses
import json
import random
from concurrent.futures import CancelledError, Future

import pytest

from tarot_table import storage
from tarot_table.ai import make_agent
from tarot_table.ai import review as review_module
from tarot_table.ai.review import (BLUNDER, GAMES_WON, GOOD, MISTAKE, ONLY_MOVE, review_decision,
                                   review_unit)
from tarot_table.ai.review_units import arcanoid_battles, combat_life, tarok_lead
from tarot_table.cards import full_deck, parse_cards
from tarot_table.cli import main
from tarot_table.replay import Replay
from tarot_table.review import (ReviewRun, decisions, retry, review_game, reviewed_seats)
from tarot_table.rules import find_game
from tarot_table.rules.base import Action
from tarot_table.session import AI, HUMAN, Seat, Session
from tests.test_combat import attack_step, play

ERRORS = (MISTAKE, BLUNDER)


def act(text: str) -> Action:
    return find_game("tarok").parse_action(text)


def tarok_last_trick(hand_points=(0, 100, 0, 0)):
    """Four players, one hand, its last trick: seat 1 led the King of Cups, seats 2 and 3
    followed low, seat 0 holds the Knight and the 2 of Cups and plays last; seat 1 has played
    its last card, so the hand ends with this trick. Every other card lies in a won pile."""
    used = set(parse_cards("NC 2C 3S 4S KC 5C 6C"))
    rest = [str(c) for c in full_deck() if c not in used]
    doc = {"players": 4, "dealer": 0, "hand_no": 1, "trick_no": 18, "leader": 1, "seed": 7,
           "target": 1000, "single_hand": True, "hands": ["NC 2C", "", "3S", "4S"],
           "draw": "", "trick": "KC 5C 6C", "stage": {"stage": "PlayToTrick", "actor": 0},
           "scores": [0, 0, 0, 0], "hand_points": list(hand_points),
           "won": [" ".join(rest[i::4]) for i in range(4)], "aside": "", "last_trick": None,
           "voids": [{}, {}, {}, {}], "winners": []}
    return find_game("tarok").from_position(doc)


# -- one decision ---------------------------------------------------------------------------------
def test_tarok_a_knight_thrown_into_the_leaders_trick_is_a_mistake_the_low_card_good():
    view = tarok_last_trick().observation(0)
    thrown = review_decision(view, act("play NC"), seed=1, iterations=40)
    assert thrown.mark == MISTAKE and thrown.best == act("play 2C")
    assert thrown.loss == pytest.approx(13.0)        # the Knight's 15 points, not the 2's 2
    assert thrown.reason == "follows suit low: the trick is lost"
    kept = review_decision(view, act("play 2C"), seed=1, iterations=40)
    assert kept.mark == GOOD and kept.loss == 0.0 and kept.best == act("play 2C")
    assert kept.expected == pytest.approx(thrown.expected + 13.0)


def test_a_marked_loss_is_measured_again_on_fresh_worlds(monkeypatch):
    """The best move is the highest of noisy means (the winner's curse): a move the first
    measure would mark is measured again, the best move against it alone, on as many fresh
    worlds; the mark and the loss are the second measure's. A good move is measured once."""
    calls = []

    def measured(view, moves, rng, worlds, result):
        calls.append(([str(m) for m in moves], worlds))
        first = len(calls) == 1
        return [[10.0 if first and str(m) == "play 2C" else 4.0] * worlds for m in moves]

    monkeypatch.setattr(review_module, "paired_results", measured)
    view = tarok_last_trick().observation(0)
    thrown = review_decision(view, act("play NC"), seed=1, iterations=40)
    assert len(calls) == 2 and calls[1] == (["play 2C", "play NC"], calls[0][1])
    assert thrown.loss == 0.0 and thrown.mark == GOOD and thrown.best == act("play 2C")
    calls.clear()
    kept = review_decision(view, act("play 2C"), seed=1, iterations=40)
    assert len(calls) == 1 and kept.mark == GOOD


def test_combat_not_blocking_an_attacker_is_marked_and_the_block_is_good():
    state = attack_step(["", ""], [["KS"], ["2C"]], life=[20, 20])
    play(state, "attack @#1>1")
    view = state.observation(1)
    block, done = view.legal
    assert str(block) == "block @#2>#1" and str(done) == "done"
    unblocked = review_decision(view, done, seed=3, iterations=60)
    assert unblocked.mark in ERRORS and unblocked.best == block and unblocked.loss >= 2.0
    assert unblocked.reason == "stops 5 damage"
    blocked = review_decision(view, block, seed=3, iterations=60)
    assert blocked.mark == GOOD and blocked.best == block


def taruno_last_king():
    """Three players; a King penalty of 6 is on seat 0, who holds one card: the King of Cups,
    which stacks on it (and goes out), or it draws the 6."""
    game = find_game("taruno")
    hands = ["KC", "6S 8S QS 3W 5W 9W PW NW 6P M8 M19", "PS 2W 2C 9P 3C 7W"]
    used = {c for h in hands for c in parse_cards(h)} | set(parse_cards("KS M21"))
    doc = {"players": 3, "dealer": 2, "seed": 30, "stacking": True, "strict_minors": False,
           "taruno_penalty": 2, "hands": hands,
           "draw": " ".join(str(c) for c in full_deck() if c not in used),
           "minor_pile": "KS", "major_pile": "M21", "suit": "S", "rank": 14,
           "stage": {"stage": "Penalty", "actor": 0}, "todo": [], "turn": 0, "turn_no": 10,
           "direction": 1, "penalty": [14, 6], "skip_next": False, "front": ["", "", ""],
           "sleeve": ["", "", ""], "teams": [0, 1, 2], "towered": [False] * 3, "deaths": 0,
           "called": [False] * 3, "known": ["", "", ""], "public": ["", "", ""],
           "known_in": [["", "", ""]] * 3, "voids": [[], [], []], "winners": [],
           "over": False, "end_reason": ""}
    return game.from_position(doc)


def test_taruno_drawing_the_penalty_instead_of_going_out_is_a_blunder():
    view = taruno_last_king().observation(0)
    stack, draw = view.legal
    assert (str(stack), str(draw)) == ("play KC", "draw")
    drawn = review_decision(view, draw, seed=5, iterations=100)
    assert drawn.mark == BLUNDER and drawn.best == stack
    assert drawn.best_expected == 1.0 and 0 <= drawn.expected < 0.6      # games won
    assert review_decision(view, stack, seed=5, iterations=100).mark == GOOD


def test_a_decision_with_one_legal_move_is_not_searched():
    view = taruno_last_king().observation(0)
    only = dataclasses.replace(view, legal=view.legal[:1])
    review = review_decision(only, only.legal[0], seed=1, iterations=10)
    assert review.mark == ONLY_MOVE and review.iterations == 0 and review.expected is None


def test_a_move_that_is_not_legal_there_is_refused():
    view = tarok_last_trick().observation(0)
    with pytest.raises(ValueError, match="not a legal move"):
        review_decision(view, act("play KS"), seed=1, iterations=10)
    with pytest.raises(ValueError, match="at least one iteration"):
        review_decision(view, act("play NC"), seed=1, iterations=0)


# -- the units ------------------------------------------------------------------------------------
def test_each_game_declares_its_unit_and_a_game_without_one_is_reviewed_in_games_won():
    units = {name: review_unit(name).unit for name in
             ("tarok", "tarocchi", "arcanoid", "combat", "taruno")}
    assert units == {"tarok": "card points", "tarocchi": "points", "arcanoid": "battles",
                     "combat": "life", "taruno": "games won"}
    assert review_unit("high_card") is GAMES_WON
    for name in units:
        low, middle, high = review_unit(name).marks
        assert 0 < low < middle < high


def test_the_units_read_the_position_where_a_playout_stops():
    state = tarok_last_trick(hand_points=(40, 100, 10, 0))
    assert tarok_lead(state, state, 0, ()) == -60 and tarok_lead(state, state, 1, ()) == 60
    combat = attack_step(["", ""], [["KS"], ["2C"]], life=[20, 7])
    assert combat_life(combat, combat, 1, ()) == -13 and combat_life(combat, combat, 0, ()) == 13
    arcanoid = find_game("arcanoid").new_state(3, 4)
    forecast = arcanoid_battles(arcanoid, arcanoid, 0, ())
    assert 0 <= forecast <= 4 and forecast == round(forecast)
    later = arcanoid.clone()
    later.round_no += 1                 # a stop in the next round counts the rounds played only
    assert arcanoid_battles(arcanoid, later, 0, ()) == 0


# -- a game ---------------------------------------------------------------------------------------
SEATS = [Seat("You", HUMAN), Seat("Ada", AI, "heuristic"), Seat("Basil", AI, "heuristic"),
         Seat("Cleo", AI, "heuristic")]


def played(seed: int = 5, moves: int | None = None, seats=SEATS) -> Session:
    """A single hand of Tarok, the human seat played by the easy player (``moves`` actions,
    default to the end), saved."""
    session = Session.new("tarok", seats, seed=seed, options={"single_hand": True})
    agents = [make_agent("easy" if s.is_human else "heuristic", "tarok", seed + i)
              for i, s in enumerate(seats)]
    while not session.is_over() and (moves is None or session.moves() < moves):
        seat = session.current_player()
        session.play(seat, agents[seat].act(session.view(seat)))
    return session


def test_a_game_is_reviewed_decision_by_decision_and_the_same_every_time():
    replay = Replay(played().to_doc())
    review = review_game(replay, iterations=30)
    assert review.seats == (0,) and review.unit.unit == "card points" and review.finished
    steps = [k for k, state in replay.positions() if k < replay.length
             and state.current_player() == 0]
    assert [d.step for d in review.decisions] == steps
    assert all(d.mark == ONLY_MOVE for d in review.decisions if d not in review.reviewed)
    assert all(d.review.played == replay.actions[d.step] for d in review.decisions)
    again = review_game(Replay(played().to_doc()), iterations=30)
    assert again.to_json() == review.to_json()


def swapped(doc: dict, step: int) -> dict:
    """``doc`` with two cards swapped in its first shuffle: one of seat 1's hand and one of seat
    2's at ``step``, neither played in the record (the record, cut at ``step`` + 1 actions,
    plays the same)."""
    replay = Replay(doc)
    replay.seek(step)
    hands = replay.session.state.zones()
    played_cards = {c for a in replay.actions for c in a.cards}
    one = next(c for c in hands["hand:1"] if c not in played_cards)
    two = next(c for c in hands["hand:2"] if c not in played_cards)
    words = doc["shuffles"][0].split()
    i, j = words.index(str(one)), words.index(str(two))
    words[i], words[j] = words[j], words[i]
    return {**doc, "shuffles": [" ".join(words)] + doc["shuffles"][1:]}


def test_the_review_never_reads_the_hidden_cards():
    doc = played(moves=22).to_doc()
    step = max(k for k, state in Replay(doc).positions()
               if k < 22 and state.current_player() == 0)
    other = swapped(doc, step)
    first, second = Replay(doc), Replay(other)
    first.seek(step)
    second.seek(step)
    truth = first.session.state.zones(), second.session.state.zones()
    assert truth[0]["hand:1"] != truth[1]["hand:1"]                # the opponents' hands differ
    assert first.view(0) == second.view(0)                         # what seat 0 saw does not
    a, b = (review_game(r, iterations=40).to_json() for r in (first, second))
    assert a == b and any(d["step"] == step for d in a["decisions"])


def test_the_reviewed_seats():
    finished = Replay(played().to_doc())
    assert reviewed_seats(finished) == [0] and reviewed_seats(finished, 2) == [2]
    with pytest.raises(ValueError, match="seats 1 to 4, not 5"):
        reviewed_seats(finished, 4)
    two = [Seat("You", HUMAN), Seat("Ada", HUMAN)] + SEATS[2:]
    assert reviewed_seats(Replay(played(seats=two).to_doc())) == [0, 1]
    running = Replay(played(moves=20, seats=two).to_doc())
    assert reviewed_seats(running) == [0]                  # in play: its own seat only
    with pytest.raises(ValueError, match="for seat 1 only"):
        reviewed_seats(running, 1)
    ai_only = Replay(played(seats=[Seat(s.name, AI, "heuristic") for s in SEATS]).to_doc())
    assert reviewed_seats(ai_only) == [0]


def held(fn, *args) -> Future:
    """A submit whose work never starts: its futures stay pending."""
    return Future()


def test_a_review_in_progress_counts_its_decisions_and_can_be_cancelled():
    replay = Replay(played().to_doc())
    run = ReviewRun(replay, iterations=30, submit=held)
    total = len(decisions(replay, [0]))
    assert run.progress == (0, total) and not run.done
    run._futures[0].set_result(review_decision(run.decisions[0].view, run.decisions[0].played,
                                               1, 10))
    assert run.progress == (1, total)
    run.cancel()
    assert run.done and all(f.cancelled() for f in run._futures[1:])
    with pytest.raises(CancelledError):
        run.result()


def test_a_review_from_a_step_on_leaves_the_earlier_decisions_out():
    replay = Replay(played().to_doc())
    steps = [d.step for d in decisions(replay, [0])]
    since = steps[len(steps) // 2]
    run = ReviewRun(replay, iterations=10, submit=held, since=since)
    assert [d.step for d in run.decisions] == [k for k in steps if k >= since]


def test_a_decision_that_failed_is_the_runs_failure():
    def broken(fn, *args) -> Future:
        future: Future = Future()
        future.set_exception(RuntimeError("the worker died"))
        return future
    run = ReviewRun(Replay(played().to_doc()), iterations=30, submit=broken)
    assert run.done and "worker died" in str(run.failure())
    with pytest.raises(RuntimeError):
        run.result()


def test_retry_from_here_plays_the_same_hidden_cards_with_the_same_seats():
    finished = played()
    replay = Replay(storage.read_save(finished.save_id))
    step = next(d.step for d in decisions(replay, [0]) if d.step > 10)
    session = retry(replay, step)
    assert session.save_id != finished.save_id and session.seats == replay.seats
    assert session.state.history == list(replay.actions[:step])
    replay.seek(step)
    assert session.state.zones() == replay.session.state.zones()       # the same hidden cards
    with pytest.raises(ValueError, match="resumed, not branched"):
        retry(Replay(played(moves=20).to_doc()), 4)


# -- tarot-table review ---------------------------------------------------------------------------
def test_the_command_prints_one_entry_per_reviewed_decision_as_json(capsys):
    session = played()
    path = session.save()
    assert main(["review", str(path), "--json", "--iterations", "30", "--jobs", "1"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "tarok" and report["unit"] == "card points"
    assert report["measure"] == "lead in card points"
    assert report["seats"] == [0] and report["iterations"] == 30
    entries = report["decisions"]
    assert entries and sum(report["marks"].values()) == len(entries)
    for entry in entries:
        assert {"seat", "move", "best", "loss", "mark"} <= set(entry)
        assert entry["seat"] == 0 and entry["loss"] >= 0
        assert entry["mark"] in ("good", "inaccuracy", "mistake", "blunder")
        assert entry["move"] == str(session.state.history[entry["step"]])
        find_game("tarok").parse_action(entry["best"])


def test_the_command_as_text_and_its_refusals(capsys, tmp_path):
    path = played().save()
    assert main(["review", str(path), "--iterations", "20", "--jobs", "1", "--seat", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Tarok: review of Ada (seat 2), 20 iterations a decision")
    assert "decisions reviewed:" in out
    assert main(["review", str(path), "--seat", "9", "--jobs", "1"]) == 2
    assert "not 9" in capsys.readouterr().err
    assert main(["review", str(path), "--iterations", "0"]) == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["review", str(bad)]) == 2
    assert bad.read_text() == "{not json"
    assert "error" in capsys.readouterr().err


def test_the_command_reviews_in_worker_processes_as_in_one():
    path = played(moves=30).save()
    outputs = []
    for jobs in ("1", "2"):
        code, out = _run(["review", str(path), "--json", "--iterations", "20", "--jobs", jobs])
        assert code == 0
        outputs.append(json.loads(out))
    assert outputs[0] == outputs[1]


def _run(argv: list[str]) -> tuple[int, str]:
    import contextlib
    import io
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        code = main(argv)
    return code, buffer.getvalue()


def test_random_games_of_every_game_are_reviewed():
    for name, players in (("tarocchi", 5), ("arcanoid", 3), ("combat", 2), ("taruno", 3)):
        state = find_game(name).new_state(players, 11)
        rng = random.Random(11)
        for _ in range(12):
            state.play(rng.choice(state.legal_actions()))
        seats = [Seat("You", HUMAN)] + [Seat(f"AI {i}", AI, "random") for i in range(1, players)]
        session = Session(find_game(name), state, seats, autosave=False)
        review = review_game(Replay(session.to_doc()), iterations=12)
        assert review.unit is review_unit(name)
        assert all(d.review.loss >= 0 and d.mark != "" for d in review.decisions)
