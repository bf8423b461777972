"""The turn history: the game so far in turns (tricks, Tarot Combat's turns, Arcanoid's
battles, a seat's turn), read from the table's log as the seat saw it, and its scene stepped
through by keys and buttons.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import random
import re

import pygame
import pytest

from tarot_table.app.menus.turn_history import TurnHistoryScene
from tarot_table.app.table.scene import TableScene
from tarot_table.session import AI, HUMAN, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_table import click, post, step

SEATS = [Seat("You", HUMAN), Seat("Ada", AI, "random"), Seat("Basil", AI, "random"),
         Seat("Cleo", AI, "random")]


def resumed_table(make_app, game: str, moves: int, players: int = 4, seed: int = 4,
                  size: tuple[int, int] = (1280, 800)):
    """The table of a seeded random game of ``game`` resumed after ``moves`` actions: its
    log holds every event seat 0 received."""
    session = Session.new(game, SEATS[:players], seed=seed, autosave=False)
    rng = random.Random(seed)
    while not session.is_over() and session.moves() < moves:
        session.play(session.current_player(), rng.choice(session.legal_actions()))
    app = make_app("instant", size=size)
    use_fake_ai(app)
    table = TableScene(app, Session.from_save(session.to_doc(), autosave=False))
    app.stack.replace(table)
    return app, table


def seen_and_hidden(table) -> tuple[set, set]:
    """The cards some event showed seat 0, and those none did."""
    events = table.session.past_events
    shown = {e.visible_to(0).card for e in events} - {None}
    return shown, {e.card for e in events} - shown - {None}


def assert_only_seen(table, turns) -> None:
    shown, hidden = seen_and_hidden(table)
    assert hidden, "the test wants some card hidden from the seat"
    cards = {card for turn in turns for card in turn.cards}
    assert cards and cards <= shown
    text = "\n".join(line for turn in turns for line in turn.lines)
    assert not [card for card in hidden if re.search(rf"\b{re.escape(card.name())}\b", text)]


def test_a_trick_games_history_holds_each_trick_with_its_cards_and_winner(make_app):
    app, table = resumed_table(make_app, "tarok", moves=30)
    turns = table.history.turns()
    taken = [e for e in table.session.past_events if e.kind == "trick"]
    tricks = [t for t in turns if t.kind == "trick"]
    assert len(taken) >= 5 and len(tricks) in (len(taken), len(taken) + 1)
    for turn, event in zip(tricks, taken):
        assert turn.cards[:4] == list(event.data["cards"])        # the four played, in order
        assert any(re.search("takes? the trick", line) for line in turn.lines)
    assert turns[0].kind == "deal" and turns[0].title.startswith("Hand 1")
    assert_only_seen(table, turns)


def test_tarot_combats_history_holds_its_turns(make_app):
    app, table = resumed_table(make_app, "combat", moves=80, players=2)
    turns = table.history.turns()
    started = [e.data["turn"] for e in table.session.past_events
               if e.kind == "message" and "turn" in e.data]
    assert len(started) >= 2
    assert [t.title for t in turns if t.kind == "turn"] == [f"Turn {n}" for n in started]
    assert_only_seen(table, turns)


def test_arcanoids_history_holds_each_battle(make_app):
    app, table = resumed_table(make_app, "arcanoid", moves=400, players=3)
    turns = table.history.turns()
    battles = [e for e in table.session.past_events if e.kind == "score" and "field" in e.data]
    assert battles
    assert len([t for t in turns if t.kind == "battle"]) == len(battles)
    assert any(t.kind == "play" for t in turns)
    assert_only_seen(table, turns)


def test_the_history_opens_with_shift_h_and_steps_by_keys_and_buttons(make_app):
    app, table = resumed_table(make_app, "tarok", moves=12)
    step(app, 2)
    post(pygame.KEYDOWN, key=pygame.K_h, mod=pygame.KMOD_SHIFT, unicode="H", scancode=0)
    step(app, 2)
    scene = app.stack.top
    assert isinstance(scene, TurnHistoryScene)
    last = len(scene.turns) - 1
    assert last >= 2 and scene.index == last and not app.ai.asked      # no hint asked
    assert scene.turns[last].title in scene.text.html_text
    for code, index in ((pygame.K_LEFT, last - 1), (pygame.K_UP, last - 2),
                        (pygame.K_RIGHT, last - 1), (pygame.K_HOME, 0), (pygame.K_END, last)):
        post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
        step(app)
        assert scene.index == index
    click(app, scene.earlier)
    assert scene.index == last - 1
    click(app, scene.later)
    assert scene.index == last and not scene.later.is_enabled
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    step(app, 2)
    assert app.stack.top is table
    click(app, table.history.button)
    assert isinstance(app.stack.top, TurnHistoryScene)


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_the_history_draws_its_cards_inside_its_panel(make_app, size):
    app, table = resumed_table(make_app, "tarok", moves=12, size=size)
    scene = TurnHistoryScene(app, table.history.turns(), table.images)
    app.stack.push(scene)
    step(app, 2)
    app.draw()
    assert scene.text.rect.bottom < scene.earlier.rect.top
    assert scene.panel.contains(scene.earlier.rect) and scene.panel.contains(scene.later.rect)
