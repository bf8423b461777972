"""The frame loop rests while nothing moves: the top scene, the widgets and the banner say when
they next change (``next_change``: 0 while something moves, the seconds until a timer is due,
``None`` when only an event can change them), and the loop then waits for an event or that
time (``App.rest``) instead of drawing frames. These tests check the decisions, never how long
anything takes.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton, UITextEntryLine

from tarot_table.app import gui_pace
from tarot_table.app.draw.panels import DOT_SECONDS, PULSE_SECONDS
from tarot_table.app.main import App
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.replay.scene import PAUSE, ReplayScene
from tarot_table.app.settings import Settings
from tarot_table.app.shell import NOTICE_FADE, NOTICE_SECONDS
from tarot_table.app.table.messages import TOAST_FADE, TOAST_SECONDS
from tarot_table.app.table.scene import TableScene
from tarot_table.replay import Replay
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_replay import played
from tests.test_table import post, step

AI_SEATS = [Seat(name, AI, "heuristic") for name in ("Ada", "Basil", "Cleo")]


def still_menu(make_app) -> App:
    app = make_app()
    app.stack.replace(MainMenuScene(app))
    step(app, 30)               # the widgets' shapes built
    return app


def waiting_table(make_app, seats=None) -> tuple[App, TableScene]:
    """A Tarok table whose human (seat 0) may act, its plate's pulse over."""
    app = make_app("normal")
    use_fake_ai(app)
    table = TableScene(app, Session.new("tarok", seats or [Seat("You")] + AI_SEATS, seed=2,
                                        autosave=False))
    app.stack.replace(table)
    for _ in range(3000):
        if table.can_act:
            break
        step(app)
    assert table.can_act
    step(app, round(PULSE_SECONDS / (1 / 30)) + 5)
    return app, table


def test_a_still_menu_lets_the_loop_rest(make_app):
    app = still_menu(make_app)
    assert app.next_change() is None
    assert app.rest(longest=0.05) > 0           # waited (for nothing), then let the time pass


def test_an_event_ends_the_rest_at_once_and_stays_for_the_frame(make_app):
    app = still_menu(make_app)
    post(pygame.USEREVENT, note="wake")
    assert app.rest(longest=60.0) == 0.0
    assert pygame.event.peek(pygame.USEREVENT)
    step(app)
    assert not pygame.event.peek(pygame.USEREVENT)


def test_the_loop_draws_no_frame_while_nothing_moves(monkeypatch):
    app = App((1280, 800), settings=Settings(animation="instant", ai_pause=0.0))
    frames = []
    monkeypatch.setattr(app, "draw", lambda: frames.append(app.next_change()))
    app.run(MainMenuScene(app), max_seconds=1.5)        # closes the app
    assert frames[-1] is None and len(frames) < 30      # 90 at 60 frames a second


def test_the_banner_is_a_timer_until_it_fades(make_app):
    app = still_menu(make_app)
    app.show_notice("Fullscreen is not available here.")
    assert app.next_change() == pytest.approx(NOTICE_SECONDS - NOTICE_FADE)
    app.advance(NOTICE_SECONDS - NOTICE_FADE + 0.1)
    assert app.next_change() == 0.0                     # it fades: every frame
    app.advance(1.0)
    assert app.notice is None and app.next_change() is None


def test_a_focused_text_entry_blinks_and_a_hovered_button_shows_its_tooltip(make_app):
    app = still_menu(make_app)
    manager = app.manager
    entry = UITextEntryLine(pygame.Rect(10, 10, 200, 30), manager)
    button = UIButton(pygame.Rect(10, 60, 200, 30), "Go", manager, tool_tip_text="Go there")
    step(app, 30)
    assert gui_pace.next_change(manager) is None
    manager.set_focus_set(entry)
    step(app, 2)
    blink = gui_pace.next_change(manager)
    assert blink is not None and 0.0 < blink <= entry.cursor_blink_delay_after_moving
    manager.set_focus_set(None)
    step(app, 2)
    button.hovered, button.hover_time = True, 0.25
    assert gui_pace.next_change(manager) == pytest.approx(button.tool_tip_delay - 0.25)
    button.hover_time = button.tool_tip_delay + 2 * gui_pace.TIP_GRACE    # it will not show
    assert gui_pace.next_change(manager) is None


def test_a_table_waiting_for_its_human_rests_until_a_move(make_app):
    app, table = waiting_table(make_app)
    assert table.next_change() is None and app.next_change() is None
    card = next(iter(table.playable()))
    assert table.play_card(card)
    step(app)
    assert table.next_change() == 0.0                   # the card flies: every frame


def test_the_plate_pulses_for_a_while_when_the_turn_comes(make_app):
    app, table = waiting_table(make_app)
    table.clock = table._glow[1] + PULSE_SECONDS / 2
    assert table.next_change() == 0.0
    table.clock = table._glow[1] + PULSE_SECONDS + 0.01
    assert table.next_change() is None


def test_a_toast_and_a_drawn_card_are_timers(make_app):
    app, table = waiting_table(make_app)
    table.show_toast("No hint now.")
    assert table.next_change() == pytest.approx(TOAST_SECONDS - TOAST_FADE)
    card = next(iter(table.playable()))
    table.drawn[card] = table.clock + 1.0
    assert table.next_change() == pytest.approx(1.0)


def test_a_thinking_ai_is_asked_after_often_and_its_answer_wakes_the_table(make_app):
    app = make_app("normal")
    fake = use_fake_ai(app, held=("heuristic",))
    seats = AI_SEATS[:2] + [Seat("You"), AI_SEATS[2]]      # seat 1, an AI seat, leads
    table = TableScene(app, Session.new("tarok", seats, seed=2, autosave=False))
    app.stack.replace(table)
    for _ in range(3000):
        if table.ai.pending is not None and table.next_change() != 0.0:
            break
        step(app)
    thinking = table.next_change()
    assert thinking is not None and 0.0 < thinking <= DOT_SECONDS       # the dots count on
    view = fake.asked[-1][1]
    fake.answer(str(view.legal[0]))
    assert table.next_change() == 0.0                   # the answer is in: play it


def test_a_paused_replay_rests_and_one_playing_waits_for_its_next_move(make_app):
    app = make_app("normal")
    replay = ReplayScene(app, Replay(played(moves=20).to_doc()))
    app.stack.replace(replay)
    step(app, round(PULSE_SECONDS * 30) + 30)
    assert replay.next_change() is None
    replay.playing = True
    assert replay.next_change() == pytest.approx(PAUSE / replay.rate)
