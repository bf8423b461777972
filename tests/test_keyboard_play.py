"""A whole hand of each game at the table played with key presses only:
the human seat never touches the mouse. The AI seats decide at once in this process
(:class:`~tests.fake_ai.FakeAI`), so nothing depends on the machine's speed.

The player's keys: Tab and Enter for the buttons (bids, suits, named cards, Continue), Left and
Right and Enter for a card of the hand, D to draw, and in Arcanoid Left/Right, Space and a
number for a commitment.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.table.scene import TableScene
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_table import post, record_plays, step

#: Each game: players, options for one hand, and the fewest moves the human makes in it.
GAMES = {"tarok": (4, {"single_hand": True}, 10), "tarocchi": (5, {"deals": 1}, 15),
         "taruno": (2, {}, 3), "arcanoid": (3, {"rounds": 1}, 3)}
NAMES = ("Ada", "Basil", "Cleo", "Dora")


def key(app, code: int) -> None:
    post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
    step(app, 2)


def press_a_button(app, table: TableScene, rng: random.Random) -> None:
    """Tab to a random one of the table's enabled buttons, Undo aside (it takes moves back,
    and the hand is to be played forward) and History (a scene over the table, which its own
    tests step through), and press Enter."""
    aside = (table.undo_control.button, table.history.button)
    order = [b for b in table.focus_ring.order() if b not in aside]
    if not order:
        return
    target = rng.choice(order)
    for _ in range(len(order) + 2):
        key(app, pygame.K_TAB)
        if table.focus_ring.focused is target:
            break
    if table.focus_ring.focused not in aside:
        key(app, pygame.K_RETURN)


def play_a_card(app, table: TableScene, rng: random.Random) -> None:
    """Right (a random number of times) to a card of the hand, then Enter; in Arcanoid Space
    selects it and a number drops it on a zone where it may go."""
    arcanoid = table.drops is not None
    cards = table.input.keyboard_cards() if arcanoid else sorted(table.playable())
    for _ in range(rng.randrange(max(1, len(cards))) + 1):
        key(app, pygame.K_RIGHT)
    if not arcanoid:
        key(app, pygame.K_RETURN)
        return
    key(app, pygame.K_SPACE)
    zones = table.input.keyboard_zones()
    if zones:
        key(app, getattr(pygame, f"K_{rng.randrange(min(9, len(zones))) + 1}"))
    else:
        key(app, pygame.K_SPACE)                       # deselect: this card goes nowhere


def play_from_the_keyboard(app, table: TableScene, rng: random.Random) -> None:
    """Play the human seat's moves at ``table`` with random keys until the game is over (or
    3000 rounds of keys have been pressed)."""
    session = table.session
    for _ in range(3000):
        if session.is_over() or isinstance(app.stack.top, ResultsScene):
            break
        step(app, 2)
        if app.stack.top is not table or not table.can_act:
            if table.focus_ring.order():                # a Continue between deals
                press_a_button(app, table, rng)
            continue
        buttons = table.focus_ring.order()
        hand = table.playable() or table.draws
        if buttons and (not hand or rng.random() < 0.3):
            press_a_button(app, table, rng)
        elif table.draws and (not table.playable() or rng.random() < 0.2):
            key(app, pygame.K_d)
        else:
            play_a_card(app, table, rng)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_hand_played_from_the_keyboard(make_app, game):
    players, options, fewest = GAMES[game]
    app = make_app("instant")
    use_fake_ai(app)
    seats = [Seat("You")] + [Seat(n, AI, "heuristic") for n in NAMES[:players - 1]]
    session = Session.new(game, seats, seed=3, options=options, autosave=False)
    plays = record_plays(session)
    table = TableScene(app, session)
    app.stack.replace(table)
    play_from_the_keyboard(app, table, random.Random(5))
    assert session.is_over(), f"{game}: the hand did not end from the keyboard"
    mine = [action for seat, action in plays if seat == 0]
    assert len(mine) >= fewest, mine
