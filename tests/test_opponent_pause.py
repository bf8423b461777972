"""The "Pause on opponents' cards" setting: after an AI seat plays a card the table holds,
with a banner naming it, until the player goes on; the frame loop rests meanwhile; off, play
runs on.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import pygame

from tarot_table.app.draw.panels import PULSE_SECONDS
from tarot_table.app.settings import Settings
from tarot_table.app.table.opponent_pause import GO_ON, OpponentPause, banner_words, played
from tarot_table.app.table.scene import TableScene
from tarot_table.rules.base import Event
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_table import post, step, wait_until

SEATS = [Seat("Ada", AI, "random"), Seat("You"), Seat("Basil", AI, "random"),
         Seat("Cleo", AI, "random")]      # seat 0, an AI seat, leads the first trick


def tarok_table(make_app, pause: bool) -> tuple:
    app = make_app("instant", pause_on_opponents=pause)
    use_fake_ai(app)
    table = TableScene(app, Session.new("tarok", SEATS, seed=5, autosave=False))
    app.stack.replace(table)
    return app, table


def key(code: int) -> None:
    post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def test_an_opponents_card_holds_the_table_until_a_key(make_app):
    app, table = tarok_table(make_app, pause=True)
    wait_until(app, lambda: isinstance(table.mode, OpponentPause))
    [card] = table.session.view(1).zones["trick"]
    seat = table.session.current_player() - 1       # the seat before the one to act
    assert table.mode.words == f"{SEATS[seat].name} plays the {card.name()} — {GO_ON}"
    moves = table.session.moves()
    step(app, round(PULSE_SECONDS * 30) + 30)       # held: no AI moves on; the plates still
    assert table.session.moves() == moves and table.ai.pending is None
    assert isinstance(table.mode, OpponentPause)
    assert table.next_change() is None and app.next_change() is None    # the loop rests
    key(pygame.K_l)                                 # the log opens over the pause
    step(app)
    assert app.stack.top is not table
    app.stack.pop()
    key(pygame.K_SPACE)
    step(app)
    assert table.mode is None
    wait_until(app, lambda: table.session.moves() > moves)


def test_escape_opens_the_menu_while_paused(make_app):
    app, table = tarok_table(make_app, pause=True)
    wait_until(app, lambda: isinstance(table.mode, OpponentPause))
    key(pygame.K_ESCAPE)
    step(app)
    assert app.stack.top is not table and isinstance(table.mode, OpponentPause)


def test_off_nothing_pauses(make_app):
    app, table = tarok_table(make_app, pause=False)
    wait_until(app, lambda: table.can_act)          # three AI seats' cards and more
    assert table.session.moves() >= 1 and table.mode is None


def test_a_combat_attack_and_block_count_as_cards_a_draw_does_not():
    draw = Event("move", None, "draw", "hand:1", face_up=False, player=1)
    cast = Event("move", None, "hand:1", "limbo", player=1)
    attack = Event("message", player=1, data={"attack": 3, "defender": 0})
    block = Event("message", player=1, data={"block": 4, "attacker": 3})
    assert played(1, [draw]) is None and played(1, [draw, cast]) is cast
    assert played(1, [attack]) is attack and played(1, [block]) is block
    assert played(0, [attack]) is None


def test_the_setting_is_off_unless_the_file_says_true():
    assert Settings().pause_on_opponents is False
    assert Settings.parse(b'{"pause_on_opponents": true}').pause_on_opponents is True
    assert Settings.parse(b'{"pause_on_opponents": "yes"}').pause_on_opponents is False


def test_the_settings_screen_ticks_the_pause_and_saves_it(make_app):
    from tarot_table.app.menus.settings_scene import SettingsScene
    from tests.test_table import click
    app = make_app()
    scene = SettingsScene(app)
    app.stack.replace(scene)
    step(app, 3)
    assert scene.pause_box.text == "Pause on opponents' cards" and not scene.pause_box.is_checked
    click(app, scene.pause_box)
    assert scene.draft.pause_on_opponents and not Settings.load().pause_on_opponents
    scene.save()
    assert Settings.load().pause_on_opponents and app.settings.pause_on_opponents


def test_tarot_combat_holds_on_an_opponents_card_as_the_log_tells_it(make_app):
    app = make_app("instant", pause_on_opponents=True)
    use_fake_ai(app)
    seats = [Seat("Ada", AI, "heuristic"), Seat("You")]
    table = TableScene(app, Session.new("combat", seats, seed=2, autosave=False))
    app.stack.replace(table)
    wait_until(app, lambda: isinstance(table.mode, OpponentPause), seconds=120)
    moves = table.session.moves()
    step(app, 30)
    assert table.session.moves() == moves and isinstance(table.mode, OpponentPause)
    assert table.mode.words.startswith("Ada ") and \
        any(table.mode.words == banner_words(line) for line in table.log)   # "Ada plays a farm"
