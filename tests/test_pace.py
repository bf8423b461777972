"""The pace of the table: the end-of-hand sheet waits for the player, and a
finished trick stays up as long as the player's setting says."""

from __future__ import annotations

import math

import pygame

from tarot_table.app.draw.animator import Animator
from tarot_table.app.table.modes import HAND_END_SECONDS, HandEnd
from tarot_table.app.table.scene import TableScene
from tarot_table.rules.base import Event
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_table import post, step

SEATS = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]


def test_the_hand_end_sheet_waits_for_a_player_at_the_table(make_app):
    app = make_app("normal")
    use_fake_ai(app)
    table = TableScene(app, Session.new("tarok", SEATS, seed=2, autosave=False))
    app.stack.replace(table)
    table.set_mode(HandEnd.from_event(table, {"hand": 1, "scores": [5, 0, 0, 0]}, 1, ""))
    assert math.isinf(table.hand_end.left)
    step(app, round(3 * HAND_END_SECONDS / 0.016))         # long after a timer would have run
    assert table.hand_end is not None and table.animator.paused
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    step(app, 2)
    assert table.hand_end is None and not table.animator.paused


def test_a_table_of_ai_seats_only_moves_on_by_itself(make_app):
    app = make_app("normal")
    use_fake_ai(app)
    seats = [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo", "Dora")]
    table = TableScene(app, Session.new("tarok", seats, seed=2, autosave=False))
    app.stack.replace(table)
    sheet = HandEnd.from_event(table, {"hand": 1}, 1, "")
    assert sheet.left == HAND_END_SECONDS


def test_a_finished_trick_stays_up_as_long_as_the_setting_says(make_app):
    app = make_app("normal")
    app.settings.trick_pause = "long"
    use_fake_ai(app)
    table = TableScene(app, Session.new("tarok", SEATS, seed=2, autosave=False))
    animator: Animator = table.animator
    assert animator.trick_pause() == 3.0
    animator.gate = 0.0
    animator.queue.clear()
    animator.push([Event("trick", player=1, text="")])
    animator.update(0.0)
    assert abs(animator.gate - 3.0) < 0.05                  # at normal speed, 1 s is 1 s
    app.settings.trick_pause = "short"
    assert animator.trick_pause() == 0.75

