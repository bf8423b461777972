"""The session: seats, turn checks, autosave after every action, resuming from a save."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from tarot_table import storage
from tarot_table.rules.base import IllegalActionError
from tarot_table.session import AI, HUMAN, Seat, Session, check_save

SEATS = [Seat("You"), Seat("Ada", AI, "heuristic"), Seat("Basil", AI, "random"),
         Seat("Cleo", AI, "heuristic")]


def test_a_new_game_is_saved_at_once_and_after_every_action():
    session = Session.new("tarok", SEATS, seed=4)
    assert storage.read_save(session.save_id)["actions"] == []
    seat = session.current_player()
    action = session.state.legal_actions()[0]
    session.play(seat, action)
    doc = storage.read_save(session.save_id)
    assert doc["actions"] == [str(action)]
    assert doc["seats"][1] == {"name": "Ada", "kind": AI, "agent": "heuristic"}
    assert doc["summary"]["progress"] == "Hand 1 · trick 1"


def test_only_the_seat_to_play_may_act():
    session = Session.new("tarok", SEATS, seed=4)
    seat = session.current_player()
    other = (seat + 1) % 4
    with pytest.raises(IllegalActionError, match="It is not your turn: .* is to play"):
        session.play(other, session.state.legal_actions()[0])
    assert session.state.history == []


def test_resuming_a_save_gives_the_same_game():
    session = Session.new("tarok", SEATS, seed=9)
    for _ in range(23):
        seat = session.current_player()
        session.play(seat, session.state.legal_actions()[-1])
    resumed = Session.from_save(storage.load_save(session.save_id))
    assert resumed.state.zones() == session.state.zones()
    assert resumed.seats == session.seats and resumed.save_id == session.save_id
    assert all(resumed.view(s) == session.view(s) for s in range(4))


def test_a_save_whose_actions_do_not_replay_is_refused():
    session = Session.new("tarok", SEATS, seed=9)
    doc = session.to_doc()
    doc["actions"] = ["play M21", "play M20"]
    with pytest.raises(ValueError, match=r"^action 1 of 2 is not a legal move where it stands$"):
        Session.from_save(doc)


def test_seats_are_checked():
    with pytest.raises(ValueError, match="needs an agent"):
        Seat("Bot", AI)
    with pytest.raises(ValueError, match="human or ai"):
        Seat("X", "robot")
    assert Seat("Me").kind == HUMAN


def test_hot_seat_means_two_humans():
    assert not Session.new("tarok", SEATS, seed=1, autosave=False).hot_seat
    two = [Seat("A"), Seat("B"), Seat("C", AI, "random")]
    assert Session.new("tarok", two, seed=1, autosave=False).hot_seat


def test_save_kill_continue(tmp_path):
    """A process that is killed (SIGKILL) mid-game loses nothing: the last action is saved."""
    script = textwrap.dedent("""
        import os, signal
        from tarot_table.session import Seat, Session, AI
        seats = [Seat("You"), Seat("Ada", AI, "heuristic"), Seat("Basil", AI, "heuristic")]
        session = Session.new("tarok", seats, seed=31)
        for _ in range(17):
            seat = session.current_player()
            session.play(seat, session.state.legal_actions()[0])
        print(session.save_id, flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=os.environ.copy(), timeout=300)
    assert proc.returncode == -signal.SIGKILL
    save_id = proc.stdout.strip()
    info = storage.latest_unfinished()
    assert info is not None and info.id == save_id
    session = Session.from_save(storage.load_save(info.path))
    assert len(session.state.history) == 17
    assert session.state.trick_no == 17 // 3


def played(moves: int, seed: int = 9) -> Session:
    session = Session.new("tarok", SEATS, seed=seed, autosave=False)
    for _ in range(moves):
        session.play(session.current_player(), session.state.legal_actions()[0])
    return session


@pytest.mark.parametrize(("text", "problem"), [
    ("play M21", "is not a legal move where it stands"),
    ("play 7C @99999999999", "is not an action of Tarok"),     # a target past the grammar's
    ("@@", "is not an action of Tarok"),
    ("@1", "is not an action of Tarok"),
    ("", "is not an action of Tarok"),
    ("play ZZ", "is not an action of Tarok"),
    ("play\x00 7C", "is not an action of Tarok"),
])
def test_a_refused_replay_names_the_action_by_number_and_no_card(text, problem):
    session = played(6)
    doc = session.to_doc()
    doc["actions"][4] = text
    with pytest.raises(ValueError) as info:
        Session.from_save(doc)
    # The rules' reason ("You do not hold the …", "you must follow suit…") could show a hand.
    assert str(info.value) == f"action 5 of 6 {problem}"


def test_a_record_that_is_not_the_game_is_refused():
    doc = played(6).to_doc()
    cards = doc["shuffles"][0].split()
    flipped = {**doc, "shuffles": [" ".join([cards[1], *cards[1:]])]}
    with pytest.raises(ValueError, match=r"^its first deal does not replay"):
        Session.from_save(flipped)
    extra = {**doc, "shuffles": doc["shuffles"] * 2}
    with pytest.raises(ValueError, match=r"^it records 2 shuffles but the game made 1$"):
        Session.from_save(extra)


@pytest.mark.parametrize(("change", "problem"), [
    ({"game": "tarokk"}, r"^its game 'tarokk' is not one this version of Tarot Table offers$"),
    ({"seats": [{"name": "A", "kind": "human", "agent": None}] * 5},
     r"^it has 5 seats, but Tarok is for 2–4 players$"),
    ({"seats": [{"name": "A", "kind": "human", "agent": None}]},
     r"^it has 1 seat, but Tarok is for 2–4 players$"),
    ({"options": {"target": 1000.0}}, r"option 'target' must be one of .*, not 1000\.0$"),
    ({"options": {"single_hand": 1}}, r"option 'single_hand' must be one of .*, not 1$"),
    ({"options": {"x" * 500: 1}}, r"^Tarok has no option 'x+\.\.\.x+'$"),
    ({"seats": [{"name": "A", "kind": "ai", "agent": None}] * 4},
     r"^seat 1 is an AI without a level$"),
    ({"seats": [{"name": "A", "kind": "ai", "agent": "ismcts:1e12"}] * 4},
     r"^seat 1 has an AI level this version does not offer \('ismcts:1e12': "),
    ({"seats": [{"name": "A", "kind": "human", "agent": "ismcts:500x24"}] * 4},
     r"^seat 1 has an AI level this version does not offer"),
])
def test_check_save_refuses_what_this_version_cannot_play(change, problem):
    doc = {**played(0).to_doc(), **change}
    with pytest.raises(ValueError, match=problem):
        check_save(doc)
    with pytest.raises(ValueError, match=problem):
        Session.from_save(doc)
