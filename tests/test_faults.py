"""Faults while playing: the disk fills up under the autosave (a writer patched to fail as a
full disk does) at a human's move and at an AI's move. The game goes on, the player is told,
the save catches up once the disk has room again.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import errno
import os

import pytest

from tarot_table import storage
from tarot_table.app.table.scene import TableScene
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_table import drag, step, wait_until

FULL = "Saving failed (No space left on device). The game goes on; saving is retried."
NOT_SAVED = "Not saved: No space left on device."


class Disk:
    """The saves' disk: ``full`` makes every new file fail as a full disk does (ENOSPC)."""

    def __init__(self, monkeypatch) -> None:
        self.full = False
        real = storage._write_temp

        def write_temp(directory, name, data):
            if self.full:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return real(directory, name, data)
        monkeypatch.setattr(storage, "_write_temp", write_temp)


@pytest.fixture
def disk(monkeypatch) -> Disk:
    return Disk(monkeypatch)


def saved_actions(session: Session) -> int:
    return len(storage.read_save(session.save_id)["actions"])


SEATS = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]


def test_a_full_disk_stops_no_move_and_the_save_catches_up(disk):
    session = Session.new("tarok", SEATS, seed=3)
    legal = session.state.legal_actions
    session.play(session.current_player(), legal()[0])
    assert session.save_error is None and saved_actions(session) == 1
    disk.full = True
    for played in (2, 3):
        session.play(session.current_player(), legal()[0])
        assert len(session.state.history) == played          # the move stands
        assert saved_actions(session) == 1                  # the save is behind, and says so
        error = session.save_error
        assert isinstance(error, storage.SaveError) and "No space left on device" in str(error)
    assert not [p for p in storage.saves_dir().iterdir() if p.name.endswith(".tmp")]
    with pytest.raises(storage.SaveError):
        session.save()                                      # an explicit save still raises
    disk.full = False
    session.save()
    assert session.save_error is None and saved_actions(session) == 3
    disk.full = True
    session.play(session.current_player(), legal()[0])
    disk.full = False
    session.play(session.current_player(), legal()[0])       # the next move saves everything
    assert session.save_error is None and saved_actions(session) == 5
    resumed = Session.from_save(storage.read_save(session.save_id), autosave=False)
    assert resumed.state.history == session.state.history


def table_for(make_app, first_to_act: str) -> tuple[TableScene, Session]:
    """A Tarok table (AI seats decide at once, in this process) at the first moment the human
    (``"human"``) or an AI seat (``"ai"``) is to act with nothing moving."""
    app = make_app("instant")
    use_fake_ai(app)
    seats = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]
    session = Session.new("tarok", seats, seed=9, options={"single_hand": True})
    if first_to_act == "ai":
        session.play(0, session.state.legal_actions()[0])
    table = TableScene(app, session)
    app.stack.replace(table)
    return table, session


def test_a_full_disk_at_a_human_move(make_app, disk):
    table, session = table_for(make_app, "human")
    app = table.app
    wait_until(app, lambda: table.can_act)
    table.saving.retry_seconds = 0.5
    disk.full = True
    card = sorted(table.playable())[0]
    drag(app, table.hand_sprite_rect(card).center, table.trick_area_rect().center)
    assert session.state.history[-1].cards == (card,)
    assert table.toast == FULL and NOT_SAVED in table.log
    wait_until(app, lambda: table.can_act)                  # the AI seats played on
    played = len(session.state.history)
    assert played >= 4 and saved_actions(session) == 0
    assert not any("AI failed" in line for line in table.log)
    disk.full = False
    step(app, 20)                                           # > 0.5 s of table time: retried
    assert session.save_error is None and saved_actions(session) == played
    assert table.log[-1] == "The game is saved again." == table.toast


def test_a_full_disk_at_an_ai_move(make_app, disk):
    table, session = table_for(make_app, "ai")
    app = table.app
    assert session.current_player() == 1
    disk.full = True
    wait_until(app, lambda: table.can_act)
    assert len(session.state.history) >= 4                  # the AI moves, none a fallback
    assert not any("AI failed" in line for line in table.log)
    assert NOT_SAVED in table.log and saved_actions(session) == 1
    disk.full = False
    card = sorted(table.playable())[0]
    assert table.play_card(card)                            # the next move saves everything
    assert session.save_error is None and saved_actions(session) == len(session.state.history)
    step(app)
    assert "The game is saved again." in table.log
