"""Reduced motion (the settings' "Reduce motion"): cards are put in place and turned at once
while the events keep their pace, a card of the hand rises at once, the name plates' glow
holds rather than pulses, and Tarot Combat's life totals show their new value at once with
the damage standing where it is dealt while it fades.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import pygame
import pytest

from tarot_table.app.draw import panels
from tarot_table.app.draw.animator import Animator, Board
from tarot_table.app.draw.layout import TableLayout
from tarot_table.app.draw.sprites import CardSprite
from tarot_table.app.games.combat import painting
from tarot_table.app.table.scene import TableScene
from tarot_table.cards import parse_card
from tarot_table.rules.base import Event
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_any_size import TABLES, played
from tests.test_table import step

SEATS = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]


def dealt_board() -> tuple[Board, CardSprite]:
    """A board of four hands of three, the viewer's first card to be played."""
    board = Board(TableLayout((1280, 800), 4, 0))
    cards = [parse_card(code) for code in ("7C", "8C", "9C")]
    board.settle({"hand:0": tuple(cards), **{f"hand:{s}": (None,) * 3 for s in (1, 2, 3)}},
                 (), 0.0)
    return board, board.find("hand:0", cards[0])


@pytest.mark.parametrize("still", [False, True])
def test_a_card_played_glides_or_with_reduced_motion_is_put_down_at_once(still):
    board, sprite = dealt_board()
    animator = Animator(board, lambda: 1.0, lambda event: 0.0, still=lambda: still)
    animator.push([Event("move", sprite.card, "hand:0", "trick", player=0)])
    animator.update(0.0)
    target = board.slot("trick", 0, 1, sprite)
    assert sprite.moving is not still
    assert (sprite.pos == target.pos) is still
    assert animator.gate > 0                        # the play keeps its pace either way
    frames = 0
    while any(s.changing for s in board.sprites()):
        animator.update(1 / 60)
        frames += 1
    assert (frames == 0) is still and sprite.pos == target.pos


def test_with_reduced_motion_a_card_turns_over_at_once():
    board = Board(TableLayout((1280, 800), 4, 0))
    board.settle({"draw": (None,) * 5}, (), 0.0)
    animator = Animator(board, lambda: 1.0, lambda event: 0.0, still=lambda: True)
    card = parse_card("KW")
    animator.push([Event("move", card, "draw", "hand:0", face_up=True, player=0)])
    animator.update(0.0)
    sprite = board.find("hand:0", card)
    assert sprite.face_up and not sprite.changing


def test_with_reduced_motion_the_table_moves_no_card_from_frame_to_frame(make_app):
    """At normal speed a table with reduced motion plays the deal and the AI's cards with no
    frame of a card between two places, turning or rising."""
    app = make_app("normal", reduce_motion=True)
    use_fake_ai(app)
    table = TableScene(app, Session.new("tarok", SEATS, seed=5, autosave=False))
    app.stack.replace(table)
    seen = 0
    while table.animator.busy or seen < 30:
        step(app)
        seen += 1
        assert not any(s.changing for s in table.board.sprites())
        assert seen < 2000
    assert table.top.anim_time(1.0) == 0.0 and table.animation_speed() > 0


def test_with_reduced_motion_a_lit_plate_holds_its_glow(make_app):
    app = make_app("normal", reduce_motion=True)
    use_fake_ai(app)
    table = TableScene(app, Session.new("tarok", SEATS, seed=5, autosave=False))
    app.stack.replace(table)
    for _ in range(2000):                       # until it is the human's turn
        step(app)
        if table._lit_seats() == {0}:
            break
    step(app, 2)
    [plate] = [plate for plate in table._plates() if plate.active]
    assert plate.name == "You" and plate.lit_for == panels.PULSE_SECONDS
    assert table._plates_change() is None       # no frame for a pulse


@pytest.mark.parametrize("still", [False, True])
def test_tarot_combat_shows_the_new_life_at_once_with_reduced_motion(make_app, still):
    app = make_app("normal", reduce_motion=still)
    use_fake_ai(app)
    table = app.show("table", session=Session.from_save(played(TABLES[0]), autosave=False))
    step(app, 3)
    board = table.part
    before = board.shown.life[1]
    board.notify(Event("score", player=1, data={"life": before - 4, "damage": 4}))
    counted = board.shown.shown_life(1, table.clock)
    assert (counted == before - 4) is still and board.next_change(table.clock) == 0.0


@pytest.mark.parametrize("rise", [True, False])
def test_the_damage_rises_as_it_fades_or_stands_with_reduced_motion(rise):
    pygame.font.init()
    tops = []
    for age in (0.0, 1.0):
        surface = pygame.Surface((200, 200), pygame.SRCALPHA)
        painting.flash_number(surface, (100, 100), 4, age, 20, rise=rise)
        tops.append(surface.get_bounding_rect(min_alpha=1).top)
    assert (tops[1] < tops[0]) is rise
