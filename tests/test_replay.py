"""Replay: the record stepped through (:mod:`tarot_table.replay`), the replay
scene driven by keys only, "play from here", the load dialog's Replay button and
``tarot-table replay FILE`` with good and bad files.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import json
import random
import re

import pygame
import pytest

from tarot_table import storage
from tarot_table.app.menus.branch import BranchScene
from tarot_table.app.menus.load_game import LoadGameScene
from tarot_table.app.replay.scene import ReplayScene
from tarot_table.app.table.scene import TableScene
from tarot_table.cli import main
from tarot_table.replay import Replay
from tarot_table.session import AI, HUMAN, Seat, Session
from tarot_table.sim import simulate
from tests.test_table import step

SEATS = [Seat("You", HUMAN), Seat("Ada", AI, "random"), Seat("Basil", AI, "random")]


def played(game: str = "tarok", seed: int = 3, moves: int | None = None,
           options: dict | None = None) -> Session:
    """A seeded random game of ``SEATS`` (to its end, or ``moves`` actions), saved."""
    session = Session.new(game, SEATS, seed=seed, options=options)
    rng = random.Random(seed)
    while not session.is_over() and (moves is None or session.moves() < moves):
        session.play(session.current_player(), rng.choice(session.legal_actions()))
    return session


def key(app, code: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
    step(app)


# -- the record ------------------------------------------------------------------------------------
def test_every_position_is_the_game_as_it_was_played():
    session = Session.new("tarocchi", SEATS[:2] + [Seat(f"B{i}", AI, "random") for i in range(3)],
                          seed=5)
    rng = random.Random(5)
    positions = [session.state.to_position()]
    while not session.is_over():
        session.play(session.current_player(), rng.choice(session.legal_actions()))
        positions.append(session.state.to_position())
    replay = Replay(storage.read_save(session.save_id))
    assert replay.finished and replay.length == len(positions) - 1
    for step_ in (len(positions) - 1, 0, 77, 31, 32, 33, 64, 1):     # jumps across checkpoints
        replay.seek(step_)
        assert replay.session.state.to_position() == positions[step_]
    replay.seek(40)
    for k in range(41, 60):
        replay.forward()
        assert replay.step == k and replay.session.state.to_position() == positions[k]
    replay.back()
    assert replay.session.state.to_position() == positions[58]


def test_chapters_are_the_games_hands_and_moments_its_tricks():
    session = played("tarok", seed=3)
    replay = Replay(session.to_doc())
    labels = [c.label for c in replay.chapters]
    assert labels[:3] == ["Hand 1", "Hand 2", "Hand 3"] and labels[-1].startswith("Finished")
    hand2 = replay.chapters[1].step
    assert replay.progress[hand2].startswith("Hand 2") and \
        replay.progress[hand2 - 1].startswith("Hand 1")
    replay.seek(hand2 + 5)
    assert replay.chapter() == 1
    start = replay.moment(-1)
    assert replay.progress[start] != replay.progress[start - 1]
    assert replay.progress[start] == replay.progress[hand2 + 5]


def test_a_running_game_is_shown_from_its_own_seat_only():
    replay = Replay(played(moves=20).to_doc())
    assert not replay.finished and replay.seats_shown() == [0]
    with pytest.raises(ValueError, match="seat 1 only"):
        replay.view(1)
    with pytest.raises(ValueError, match="finished game"):
        replay.view(0, open_cards=True)
    with pytest.raises(ValueError, match="resumed, not branched"):
        replay.branch(SEATS, 3)


def test_open_cards_show_every_hand_of_a_finished_game():
    replay = Replay(played().to_doc())
    replay.seek(5)
    mine, everything = replay.view(0), replay.view(0, open_cards=True)
    assert None in mine.zones["hand:1"] and None not in everything.zones["hand:1"]
    assert everything.zones["hand:1"] == replay.session.state.zones()["hand:1"]


def test_play_from_here_branches_a_new_game_and_leaves_the_old_one():
    finished = played()
    before = storage.read_save(finished.save_id)
    replay = Replay(before)
    seats = [Seat("You", HUMAN), Seat("Ada", AI, "heuristic"), Seat("Basil", AI, "random")]
    branched = replay.branch(seats, 40)
    assert branched.save_id != finished.save_id
    assert branched.state.history == list(replay.actions[:40])
    assert branched.seats == seats and not branched.is_over()
    doc = storage.read_save(branched.save_id)
    assert doc["seed"] == before["seed"] and doc["shuffles"] == before["shuffles"][:1]
    assert storage.read_save(finished.save_id) == before
    with pytest.raises(ValueError, match="nothing is left to play"):
        replay.branch(seats, replay.length)


# -- the scene, by keys only ----------------------------------------------------------------------
def test_the_replay_scene_by_keys(make_app):
    app = make_app("instant")
    replay = Replay(played().to_doc())
    scene = ReplayScene(app, replay)
    app.stack.replace(scene)
    step(app, 2)
    assert replay.step == 0 and scene.viewer == 0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert replay.step == 2
    key(app, pygame.K_LEFT)
    assert replay.step == 1
    key(app, pygame.K_DOWN)                                    # the next hand
    assert replay.step == replay.chapters[1].step
    key(app, pygame.K_UP)                                      # back to the first hand
    assert replay.step == 0
    key(app, pygame.K_END)
    assert replay.step == replay.length
    key(app, pygame.K_HOME)
    assert replay.step == 0
    key(app, pygame.K_PAGEDOWN)                                # the next trick or turn
    here = replay.step
    assert here > 0 and replay.progress[here] != replay.progress[here - 1]
    assert len(set(replay.progress[:here])) == 1
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_PAGEUP)                                  # back to its start
    assert replay.step == here
    shown = scene.viewpoint.zones()
    assert shown == dict(replay.view(0).zones)
    assert all(len(scene.board.zones.get(z, [])) == len(cards) for z, cards in shown.items())
    scene.rate = 4.0
    key(app, pygame.K_SPACE)                                   # play…
    assert scene.playing
    for _ in range(600):
        step(app)
        if replay.step >= 12:
            break
    assert replay.step >= 12
    key(app, pygame.K_SPACE)                                   # …and pause
    assert not scene.playing
    paused = replay.step
    step(app, 60)
    assert replay.step == paused
    assert scene.bar.slider.get_current_value() == paused
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.__class__.__name__ == "MainMenuScene"


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_bars_buttons_show_their_words_whole_in_a_narrow_window(make_app, size):
    """At 800 pixels "Leave", "Pause" and "Play from here" were cut; each button is now as
    wide as its words need (pygame-gui's own sizing), the row inside the window."""
    from pygame_gui.elements import UIButton
    app = make_app("instant", size)
    scene = ReplayScene(app, Replay(played().to_doc()))
    app.stack.replace(scene)
    step(app, 2)
    row = list(scene.bar.buttons.values()) + [scene.bar.chapters, scene.bar.speed, scene.bar.eyes]
    assert all(pygame.Rect((0, 0), size).contains(widget.rect) for widget in row)
    for name, words in (("play", "Pause"), ("branch", "Play from here"), ("leave", "Leave")):
        whole = UIButton(pygame.Rect(0, 0, -1, 38), words, app.manager,
                         object_id="#secondary_button").rect.width
        assert scene.bar.buttons[name].rect.width >= whole, (words, whole)


def test_whose_eyes_and_play_from_here_in_the_scene(make_app):
    app = make_app("instant")
    replay = Replay(played().to_doc())
    scene = ReplayScene(app, replay)
    app.stack.replace(scene)
    step(app)
    scene.step_to(30)
    key(app, pygame.K_v)
    key(app, pygame.K_v)
    assert scene.viewer == 2 and None not in scene.viewpoint.zones()["hand:2"]
    assert None in scene.viewpoint.zones()["hand:0"]
    key(app, pygame.K_v)
    assert scene.viewer == 2 and scene.viewpoint.open_cards
    assert None not in scene.viewpoint.zones()["hand:0"]
    assert scene.bar.eyes.selected_option[0] == "All cards open"
    key(app, pygame.K_PLUS)
    assert scene.rate == 2.0 and scene.bar.speed.selected_option[0] == "2×"
    key(app, pygame.K_MINUS)
    key(app, pygame.K_MINUS)
    assert scene.rate == 0.5
    key(app, pygame.K_TAB)                                     # the ring: the slider
    assert scene.focus_ring.focused is scene.bar.slider
    key(app, pygame.K_LEFT)
    step(app)
    assert scene.replay.step == 29
    key(app, pygame.K_TAB)                                     # then Review beside it
    assert scene.focus_ring.focused is scene.bar.buttons["review"]
    key(app, pygame.K_TAB)                                     # then |<
    assert scene.focus_ring.focused is scene.bar.buttons["start"]
    key(app, pygame.K_RETURN)
    step(app)
    assert scene.replay.step == 0
    key(app, pygame.K_ESCAPE)                                  # hides the ring, stays
    assert scene.focus_ring.focused is None and app.stack.top is scene
    scene.step_to(30)
    key(app, pygame.K_p)
    step(app)
    branch = app.stack.top
    assert isinstance(branch, BranchScene) and branch.step == 30
    assert [s.kind for s in branch.seats] == [AI, AI, HUMAN]     # seen from seat 2: its human
    branch.start()
    step(app)
    table = app.stack.top
    assert isinstance(table, TableScene) and not isinstance(table, ReplayScene)
    assert table.session.moves() == 30 and table.session.seats[2].is_human


def test_the_load_dialog_opens_a_replay_and_back(make_app):
    app = make_app("instant")
    finished = played()
    dialog = LoadGameScene(app)
    app.stack.replace(dialog)
    step(app)
    dialog.selected = next(i for i, s in enumerate(dialog.saves)
                           if s.path.name == f"{finished.save_id}.json")
    dialog._replay()
    step(app)
    assert isinstance(app.stack.top, ReplayScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is dialog


# -- tarot-table replay FILE -----------------------------------------------------------------------
def test_the_cli_opens_a_sim_record_in_the_replay_scene(tmp_path, monkeypatch):
    simulate("taruno", ["random"] * 3, 1, 2, record=tmp_path / "rec")
    record = next((tmp_path / "rec").glob("*.json"))
    opened = []
    monkeypatch.setattr("tarot_table.app.main.App.run",
                        lambda app, scene: opened.append(scene))
    assert main(["replay", str(record)]) == 0
    scene, = opened
    assert isinstance(scene, ReplayScene) and scene.replay.finished
    assert scene.replay.game.spec.name == "taruno"


@pytest.mark.parametrize("content,words", [
    (b"{not json", "not valid JSON"),
    (b"", "is empty"),
])
def test_the_cli_reports_a_bad_file_and_leaves_it(tmp_path, capsys, content, words):
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: Save 'bad.json'") and words in err
    assert bad.read_bytes() == content


def test_the_cli_reports_a_record_that_does_not_replay(tmp_path, capsys):
    doc = played(moves=10).to_doc()
    doc["actions"][4] = "play M21" if doc["actions"][4] != "play M21" else "play 7C"
    path = tmp_path / "edited.json"
    storage.write_save(doc, directory=tmp_path)
    (tmp_path / f"{doc['id']}.json").rename(path)
    saved = path.read_bytes()
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err == "error: edited.json cannot be replayed: action 5 of 10 is not a legal move " \
                  "where it stands\n"
    assert path.read_bytes() == saved


def test_the_cli_reports_a_missing_file(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "nowhere.json")]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_a_file_from_a_newer_version_is_reported(tmp_path, capsys):
    doc = played(moves=3).to_doc()
    path = storage.write_save(doc, directory=tmp_path)
    data = json.loads(path.read_text())
    data["version"] = data["version"] + 1
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    assert "newer" in capsys.readouterr().err


def test_the_replays_log_tells_the_game_up_to_the_move_shown(make_app):
    """A jump tells the log again with the game's events up to the position, as the seat
    shown saw them (no "Move 41 of 270": the bar says where the replay stands); stepping
    on adds the next move's lines, as play does."""
    app = make_app("instant")
    replay = Replay(played().to_doc())
    scene = ReplayScene(app, replay)
    app.stack.replace(scene)
    step(app, 2)
    scene.step_to(20)
    step(app, 2)
    log = scene.log
    assert not any(line.startswith("Move ") for line in log)
    expected = [scene.event_text(e) for e in Session.visible_events(replay.events(20), 0)]
    assert log[1:] == [words for words in expected if words]
    assert len(log) > 10 and log[0].startswith("Replay of ")
    shown = {e.card for e in Session.visible_events(replay.events(20), 0)}
    hidden = {e.card for e in replay.events(20)} - shown - {None}
    assert hidden and not any(re.search(rf"\b{re.escape(card.name())}\b", line)
                              for card in hidden for line in log)
    key(app, pygame.K_RIGHT)
    step(app, 30)
    assert replay.step == 21
    words = [scene.event_text(e) for e in Session.visible_events(replay.events(21)[
        len(replay.events(20)):], 0)]
    assert scene.log[-len([w for w in words if w]):] == [w for w in words if w]
    key(app, pygame.K_LEFT)
    assert scene.log == log


def test_a_replay_of_tarot_combat_shows_no_priority_keys(make_app):
    """F6 and F7 pass priority in play; a replay plays nothing, so its table does not offer
    them (the limbo's help line says nothing while the others act)."""
    app = make_app("instant")
    replay = Replay(played("combat", moves=12).to_doc())
    scene = ReplayScene(app, replay)
    app.stack.replace(scene)
    step(app, 2)
    for target in (3, 8, 12):
        scene.step_to(target)
        step(app, 2)
        assert scene.input.help() == ""
    table = TableScene(app, Session.from_save(replay.doc, autosave=False))
    table.session.state = replay.session.state.clone()
    assert "F6" in table.input.help() or table.can_act      # the table in play offers them
