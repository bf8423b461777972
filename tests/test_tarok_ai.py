"""The Tarok agents: the rule-based player's choices, its strength, and the worker process."""

from __future__ import annotations

import random

import pytest

from tarot_table.ai import make_agent
from tarot_table.ai.runner import AIRunner
from tarot_table.ai.tarok_heuristic import TarokHeuristic
from tarot_table.cards import parse_card
from tarot_table.rules import find_game
from tarot_table.sim import simulate
from tests.pinned import choices_digest
from tests.test_tarok import table


def choice(state) -> str:
    seat = state.current_player()
    return str(make_agent("heuristic", "tarok", 0).act(state.observation(seat)).cards[0])


def test_as_last_player_it_wins_with_the_cheapest_winning_card():
    state = table(["9S", "10S", "QS KS PS 2S"], draw="AW AC", leader=0,
                  trick=[(0, "9S"), (1, "10S")])
    assert choice(state) == "PS"


def test_without_a_sure_win_it_keeps_its_high_cards():
    state = table(["9S", "QS 2S", "3C", "4C"], draw="AW AC", leader=0, trick=[(0, "9S")])
    assert choice(state) == "2S", "the Queen could be beaten by the unseen King"


def test_with_a_master_it_wins_the_trick_cheaply():
    state = table(["9S", "KS QS 2S", "3C", "4C"], draw="AW AC", leader=0, trick=[(0, "9S")])
    assert choice(state) == "QS", "the Queen is a master once the King is in hand"


def test_unable_to_follow_it_throws_its_cheapest_card():
    state = table(["9S", "KC 3W M21 AP", "3C", "4C"], draw="AW AC", leader=0, trick=[(0, "9S")])
    assert choice(state) == "AP"


def test_it_leads_a_sure_winner_worth_most():
    state = table(["KC QW 2S", "3C", "4C", "5C"], draw="AW AC", leader=0)
    state.won[1] = [parse_card("KW")]
    assert choice(state) == "KC"


def test_without_a_sure_winner_it_leads_low():
    state = table(["QC 3W 9S", "3C", "4C", "5C"], draw="AW AC", leader=0)
    assert choice(state) == "3W"


def test_the_heuristic_beats_three_random_players():
    report = simulate("tarok", ["heuristic", "random", "random", "random"], 200, 1)
    heuristic = report["seats"][0]
    assert heuristic["ci95"][0] >= 0.30
    assert heuristic["errors"] == 0


def test_agents_only_choose_legal_actions():
    game = find_game("tarok")
    rng = random.Random(2)
    state = game.new_state(3, 2, {"single_hand": True})
    agents = [make_agent(spec, "tarok", i) for i, spec in enumerate(("heuristic", "random",
                                                                       "heuristic"))]
    while not state.is_terminal():
        seat = state.current_player()
        action = agents[seat].act(state.observation(seat))
        assert action in state.legal_actions()
        state.play(action)
        rng.random()
    assert state.outcome().winners


def test_unknown_agents_are_refused():
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("oracle", "tarok", 1)


def test_the_worker_process_decides_from_the_view_alone():
    state = find_game("tarok").new_state(4, 6)
    seat = state.current_player()
    runner = AIRunner()
    try:
        text = runner.submit("heuristic", state.observation(seat), 3).result(timeout=300)
    finally:
        runner.shutdown()
    assert find_game("tarok").parse_action(text) in state.legal_actions()


def test_the_worker_ends_when_the_table_process_is_killed(tmp_path):
    """A killed table (SIGKILL: no chance to shut the pool down) leaves no AI worker behind."""
    import os
    import signal
    import subprocess
    import sys
    import textwrap
    import time

    script = textwrap.dedent("""
        import os, signal
        from tarot_table.ai.runner import AIRunner
        from tarot_table.rules import find_game
        state = find_game("tarok").new_state(4, 1)
        runner = AIRunner()
        runner.submit("heuristic", state.observation(state.current_player()), 1).result(300)
        [worker] = runner.worker_pids
        print(worker, flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=300)
    worker = int(proc.stdout.strip())
    deadline = time.monotonic() + 120     # it ends within a second: only a failure waits long
    while time.monotonic() < deadline:
        try:
            state = open(f"/proc/{worker}/stat").read().rsplit(")", 1)[1].split()[0]
        except FileNotFoundError:
            break
        if state == "Z":
            break
        time.sleep(0.1)
    else:
        os.kill(worker, signal.SIGKILL)
        raise AssertionError("the AI worker outlived the killed table process")


def test_its_choices_hash_as_pinned():
    """The rule-based player's choice at each of 4,676 decisions of 30 seeded games (the
    fingerprint games' player counts and options), its own choice played but for a random move
    a fifth of the time, hashes as pinned: a change of its code that keeps its behaviour keeps
    the hash (one that changes it on purpose pins anew)."""
    assert choices_digest("tarok", TarokHeuristic, 30) == (4676, "657bfc9d1774dbd5")
