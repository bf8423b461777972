"""The table's sounds: which event makes which sound, the board's level and pacing, silence
where there is no audio (the dummy driver, a mixer that cannot open), the volume and mute
settings and their widgets, the table's three hooks (events, refusals, a human's turn), and the
committed files, loadable and exactly what packaging/make_sounds.py makes.

(``conftest.py`` runs the tests with ``SDL_AUDIODRIVER=dummy``.)
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

from tarot_table.app.main import App
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.menus.settings_scene import SettingsScene
from tarot_table.app.settings import DEFAULT_VOLUME, Settings, clean_volume, config_path
from tarot_table.app.sound import MIN_GAP, SOUNDS, SoundBoard, event_sound, load_sounds
from tarot_table.app.table.scene import TableScene
from tarot_table.cards import parse_card
from tarot_table.rules import GAMES, RULES_ONLY, find_game
from tarot_table.rules.base import Action, Event
from tarot_table.resources import asset_path
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_menus import button, click, press, run
from tests.test_table import drag, until_turn_or_results

ROOT = Path(__file__).resolve().parent.parent
C = parse_card("7C")


def load_script():
    """packaging/make_sounds.py as a module."""
    spec = importlib.util.spec_from_file_location("make_sounds",
                                                  ROOT / "packaging" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class FakeSound:
    """A sound that counts its plays and keeps its volume, in the shape of pygame's."""

    def __init__(self, name: str, log: list[str]) -> None:
        self.name, self.log, self.volume = name, log, None

    def play(self) -> None:
        self.log.append(self.name)

    def set_volume(self, value: float) -> None:
        self.volume = value


class Ticks:
    """A clock for the board that moves only when told (``now`` seconds)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def fake_board(level: float = 1.0, clock=None) -> tuple[SoundBoard, list[str]]:
    """A board of :class:`FakeSound` for every name, and the list their plays go to. Its
    clock, unless given, moves a second at each look, so that nothing is held back."""
    log: list[str] = []
    if clock is None:
        ticks = iter(range(10**9))
        clock = lambda: float(next(ticks))      # noqa: E731
    return SoundBoard({n: FakeSound(n, log) for n in SOUNDS}, level, clock), log


# -- which sound an event makes ----------------------------------------------------------------
@pytest.mark.parametrize("event, sound", [
    (Event("move", None, "deck", "hand:1", face_up=False), "deal"),
    (Event("move", C, "draw", "hand:0", face_up=False), "deal"),
    (Event("move", C, "hand:0", "hand:2", face_up=False), "deal"),         # passed
    (Event("move", C, "discard:minor", "hand:1", face_up=True), "deal"),   # taken back
    (Event("move", C, "hand:0", "trick"), "play"),
    (Event("move", C, "hand:3", "discard:major"), "play"),
    (Event("move", None, "hand:0", "scart", face_up=False), "play"),
    (Event("move", C, "hand:1", "field:2"), "play"),
    (Event("move", C, "limbo", "soldiers:1"), "play"),
    (Event("move", None, "hand:1", "farms:1", face_up=False), "play"),
    (Event("move", C, "deck", "discard"), "flip"),                        # turned up
    (Event("move", C, "deck", "justice"), "flip"),
    (Event("move", None, "deck", "discard", face_up=False), "play"),
    (Event("move", C, "trick", "won:2", face_up=False), None),            # the trick is heard
    (Event("move", C, "won:1", "won:2"), None),
    (Event("move", None, "deck", "draw", face_up=False), None),           # a stock made up
    (Event("move", C, "discard", "deck", face_up=False), None),
    (Event("move", None, "hand:0", "draw", face_up=False), None),
    (Event("reveal", C, "draw", "draw"), "flip"),
    (Event("reveal", None, "hand:1", "hand:1"), None),                    # not shown to us
    (Event("shuffle"), "shuffle"),
    (Event("shuffle", data={"zone": "draw"}), "shuffle"),
    (Event("trick", player=2), "trick"),
    (Event("score", data={"field": 1, "winner": 0, "lanes": [], "reason": ""}), "trick"),
    (Event("score", data={"field": 1, "winner": None}), None),
    (Event("score", data={"damage": 3, "life": [17, 20]}), None),
    (Event("game_end", data={"winners": (0, 2)}), "won"),
    (Event("game_end", data={"winners": (1,)}), None),
    (Event("hand_end", data={"scores": [1, 2]}), None),
    (Event("message", text="Ada bids"), None),
    (Event("bid", player=1), None),
])
def test_each_kind_of_event_makes_its_sound(event, sound):
    assert event_sound(event, humans=[0, 2]) == sound


def test_a_won_game_sounds_only_when_a_human_is_among_the_winners():
    end = Event("game_end", data={"winners": (1, 3)})
    assert event_sound(end, humans=[3]) == "won"
    assert event_sound(end, humans=[0]) is None
    assert event_sound(end, humans=[]) is None          # AI players only: a spectator


@pytest.mark.parametrize("name", sorted({**GAMES, **RULES_ONLY}))
def test_every_game_deals_plays_and_shuffles_with_the_projects_sounds(name):
    game = find_game(name)
    state = game.new_state(game.spec.min_players, 3)
    rng = random.Random(3)
    events = list(state.opening_events)
    while state.current_player() is not None:
        events += state.play(rng.choice(state.legal_actions()))
    made = {event_sound(e, humans=range(game.spec.min_players)) for e in events} - {None}
    assert made <= set(SOUNDS)
    assert {"deal", "play", "shuffle", "won"} <= made, name


# -- the board ----------------------------------------------------------------------------------
def test_the_board_plays_at_its_level_and_never_above_one():
    board, log = fake_board(0.4)
    assert {s.volume for s in board.sounds.values()} == {0.4}
    assert board.audible and board.play("deal") and log == ["deal"]
    board.set_level(3.0)
    assert board.level == 1.0 and {s.volume for s in board.sounds.values()} == {1.0}
    board.set_level(-1)
    assert board.level == 0.0 and not board.audible
    assert not board.play("deal") and log == ["deal"]      # muted: nothing starts


def test_the_same_sound_waits_min_gap_but_others_do_not():
    clock = Ticks()
    board, log = fake_board(clock=clock)
    assert board.play("deal")
    assert not board.play("deal")                          # a deal streaming at once
    assert board.play("play")
    clock.now = MIN_GAP / 2
    assert not board.play("deal")
    clock.now = MIN_GAP
    assert board.play("deal")
    assert log == ["deal", "play", "deal"]


def test_the_board_ignores_names_it_has_no_sound_for():
    board, log = fake_board()
    del board.sounds["won"]
    assert not board.play(None) and not board.play("won") and not board.play("nonsense")
    assert board.play_event(Event("trick", player=1), humans=[0])
    assert not board.play_event(Event("message", text="hello"), humans=[0])
    assert log == ["trick"]


# -- silence where there is no audio ---------------------------------------------------------
def test_the_dummy_driver_is_silent_and_plays_without_error(make_app):
    app = make_app()
    assert pygame.mixer.get_init() and pygame.mixer.get_driver() == "dummy"
    assert app.sound.sounds == {} and not app.sound.audible
    assert all(not app.sound.play(name) for name in SOUNDS)


def test_no_sound_is_loaded_when_the_mixer_is_closed(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    assert load_sounds() == {}


def test_a_machine_without_audio_plays_a_game(tmp_path):
    """A driver SDL does not have stands for a machine without audio: the mixer cannot open,
    the table deals, plays, refuses and ends the game silently."""
    script = """
import random
import pygame
from tarot_table.app.main import App
from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.table.scene import TableScene
from tarot_table.rules import register
from tarot_table.rules.base import Action
from tarot_table.session import AI, Seat, Session
from tests.high_card import HIGH_CARD
register(HIGH_CARD, at_table=False)
app = App((800, 600))
assert pygame.mixer.get_init() is None and app.sound.sounds == {}
app.ai.shutdown()
seats = [Seat("You"), Seat("Ada", AI, "random")]
session = Session.new("high_card", seats, seed=2, options={"rounds": 3}, autosave=False)
table = TableScene(app, session)
app.stack.replace(table)
rng = random.Random(2)
for _ in range(2000):
    if isinstance(app.stack.top, ResultsScene):
        break
    seat = session.current_player()
    if table.can_act:
        assert not table.choose(Action("nonsense"))
        table.choose(rng.choice(session.view(0).legal))
    elif seat is not None and seat != 0 and not table.busy:
        table.push_events(session.play(seat, rng.choice(session.view(seat).legal)))
    elif table.hand_end is not None:      # the last hand's sheet, before the results
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    app.step(1 / 30)
assert session.is_over() and isinstance(app.stack.top, ResultsScene)
app.close()
print("silent and whole")
"""
    env = {**os.environ, "SDL_AUDIODRIVER": "no_such_driver", "SDL_VIDEODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "silent and whole" in done.stdout


def test_the_sounds_reach_an_audio_device_at_the_players_level(tmp_path):
    """SDL's ``disk`` driver is a real audio device that writes what it plays to a file: muted,
    nothing but silence reaches it; at level 0.5 the chime arrives at half its peak (0.45 of
    full scale in the file). The waits are for the device to have written a second of sound
    after each start, however slow the machine."""
    script = """
import array, os, sys, time
import pygame
pygame.init()
from tarot_table.app.sound import SoundBoard
out = sys.argv[1]

def written_after(start, seconds):
    want = start + int(seconds * 44100) * 4          # 16-bit stereo
    deadline = time.monotonic() + 300
    while os.path.getsize(out) < want and time.monotonic() < deadline:
        time.sleep(0.05)
    return want

board = SoundBoard.open(0.0)
assert pygame.mixer.get_driver() == "disk" and board.sounds and not board.audible
assert not board.play("turn")
quiet = written_after(os.path.getsize(out), 1.0)
board.set_level(0.5)
assert board.play("turn")
written_after(quiet, 1.0)
pygame.quit()
samples = array.array("h", open(out, "rb").read())
print(max(map(abs, samples[: quiet // 2])), max(map(abs, samples)))
"""
    out = tmp_path / "device.raw"
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(out),
           "SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", script, str(out)], capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    muted_peak, peak = map(int, done.stdout.split())
    assert muted_peak == 0
    assert peak == pytest.approx(0.45 * 0.5 * 32767, rel=0.03)


# -- the files ----------------------------------------------------------------------------------
def test_the_files_are_small_mono_wav_and_the_mixer_loads_them(monkeypatch):
    total = 0
    for name in SOUNDS:
        path = asset_path("sounds", f"{name}.wav")
        with wave.open(str(path)) as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
            assert 0.05 < wav.getnframes() / 22050 <= 2.0, name
        total += path.stat().st_size
    assert total < 256 * 1024
    # the board's own loading, as on a machine with a real audio driver (the mixer is open on
    # the dummy one here: it decodes but plays nowhere)
    pygame.mixer.init()
    monkeypatch.setattr(pygame.mixer, "get_driver", lambda: "pulseaudio")
    sounds = load_sounds()
    assert sorted(sounds) == sorted(SOUNDS)
    assert all(0.05 < sound.get_length() <= 2.0 for sound in sounds.values())
    board = SoundBoard(sounds, 0.5)
    assert board.audible and board.play("deal")
    assert sounds["deal"].get_volume() == pytest.approx(0.5, abs=0.01)


def test_the_script_makes_the_tables_sounds_from_its_seed():
    script = load_script()
    assert tuple(script.SOUNDS) == SOUNDS
    for name in SOUNDS:
        made = script.render(name)
        assert made == script.render(name), f"{name} is not deterministic"
        assert made == asset_path("sounds", f"{name}.wav").read_bytes(), \
            f"{name}.wav drifted from its script"
    noisy = {n for n in SOUNDS if script.render(n, seed=script.SEED + 1) != script.render(n)}
    assert noisy == {"deal", "play", "flip", "shuffle", "trick"}   # not the tones


def test_the_script_writes_the_tree_it_is_given(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "packaging" / "make_sounds.py"), "--out",
                    str(tmp_path), "--seed", "7"], check=True, cwd=ROOT, capture_output=True)
    made = sorted(p.name for p in (tmp_path / "assets" / "sounds").iterdir())
    assert made == sorted(f"{n}.wav" for n in SOUNDS)
    assert (tmp_path / "assets" / "sounds" / "turn.wav").read_bytes() == \
        asset_path("sounds", "turn.wav").read_bytes()                   # no noise in it
    assert (tmp_path / "assets" / "sounds" / "play.wav").read_bytes() != \
        asset_path("sounds", "play.wav").read_bytes()


def test_the_sounds_are_declared_the_projects_own():
    notes = asset_path("sounds", "README.md").read_text(encoding="utf-8")
    assert "make_sounds.py" in notes and "MIT" in notes


# -- settings -----------------------------------------------------------------------------------
@pytest.mark.parametrize("value, volume", [
    (0.35, 0.35), (1, 1.0), (0, 0.0), (-2, 0.0), (7.5, 1.0),
    ("loud", DEFAULT_VOLUME), (True, DEFAULT_VOLUME), (None, DEFAULT_VOLUME),
    (float("nan"), DEFAULT_VOLUME),
])
def test_a_volume_is_a_number_from_zero_to_one(value, volume):
    assert clean_volume(value) == volume


def test_volume_and_mute_round_trip_through_the_settings_file():
    Settings(volume=0.35, muted=True).save()
    loaded = Settings.load()
    assert (loaded.volume, loaded.muted, loaded.sound_level) == (0.35, True, 0.0)
    loaded.muted = False
    loaded.save()
    assert Settings.load().sound_level == 0.35
    assert Settings().sound_level == DEFAULT_VOLUME


def test_a_hand_edited_volume_plays_at_a_sane_level():
    config_path().parent.mkdir(parents=True, exist_ok=True)
    config_path().write_text(json.dumps({"volume": "loud", "muted": "yes"}), encoding="utf-8")
    assert Settings.load().sound_level == DEFAULT_VOLUME      # only true mutes
    config_path().write_text(json.dumps({"volume": 40}), encoding="utf-8")
    assert Settings.load().sound_level == 1.0


@pytest.fixture
def app():
    app = App((1280, 800))
    yield app
    app.close()


def test_the_volume_slider_and_mute_are_saved_and_applied(app):
    app.stack.push(MainMenuScene(app))
    run(app)
    click(app, button(app.stack.top, "Settings"))
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    assert scene.volume.get_current_value() == 70 and not scene.mute.is_checked
    assert scene.volume_label.text == "Volume 70%"
    click(app, scene.volume.right_button)
    assert scene.volume_label.text == "Volume 75%" and app.sound.level == 0.75
    click(app, scene.mute)
    assert app.sound.level == 0.0
    assert Settings.load().volume == DEFAULT_VOLUME          # a draft until saved
    click(app, button(scene, "Save & back"))
    assert isinstance(app.stack.top, MainMenuScene)
    saved = Settings.load()
    assert (saved.volume, saved.muted) == (0.75, True)
    assert app.sound.level == 0.0 and app.settings.sound_level == 0.0


def test_leaving_the_settings_without_saving_restores_the_level(app):
    app.stack.push(MainMenuScene(app))
    app.stack.push(SettingsScene(app))
    run(app)
    scene = app.stack.top
    click(app, scene.volume.left_button)
    assert app.sound.level == 0.65
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)
    assert app.sound.level == DEFAULT_VOLUME and Settings.load().volume == DEFAULT_VOLUME


def test_the_slider_at_rest_and_unmuting_let_the_volume_be_heard(app):
    app.sound, log = fake_board(DEFAULT_VOLUME)
    app.settings.muted = True
    app.stack.push(SettingsScene(app))
    run(app)
    scene = app.stack.top
    assert scene.mute.is_checked
    click(app, scene.mute)                                   # sound on again: heard at once
    assert log == ["play"] and app.sound.level == DEFAULT_VOLUME
    click(app, scene.volume.right_button)
    assert log == ["play"]                                   # the slider still moving
    run(app, 12)                                             # at rest for 0.19 s
    assert log == ["play", "play"] and app.sound.level == 0.75


# -- the table's hooks ----------------------------------------------------------------------------
def test_the_table_sounds_its_events_refusals_and_the_humans_turns(make_app):
    app = make_app("instant")
    use_fake_ai(app, held=())
    app.sound, log = fake_board()
    seats = [Seat("You"), Seat("Ada", AI, "random"), Seat("Basil", AI, "random")]
    session = Session.new("high_card", seats, seed=4, options={"rounds": 3}, autosave=False)
    actors = []
    real_play = session.play

    def play(seat, action):
        events = real_play(seat, action)
        actors.append(seat)
        return events

    session.play = play
    table = TableScene(app, session)
    app.stack.replace(table)
    refused = False
    while not isinstance(app.stack.top, ResultsScene):
        until_turn_or_results(app, table)
        if table.can_act:
            if not refused:
                assert not table.choose(Action("pass"))
                assert log[-1] == "refused" and table.toast
                refused = True
            card = sorted(table.playable())[0]
            drag(app, table.hand_sprite_rect(card).center, table.trick_area_rect().center)
    turns = sum(1 for i, seat in enumerate(actors) if seat == 0 and (i == 0 or actors[i - 1] != 0))
    assert log.count("turn") == turns >= 1
    assert log.count("refused") == 1
    assert log.count("play") == len(actors)                  # every card laid in the trick
    assert log.count("trick") == 3 and log.count("deal") >= 3
    assert log.count("won") == (1 if 0 in session.state.outcome().winners else 0)
