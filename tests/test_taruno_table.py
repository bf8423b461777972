"""Taruno at the table, driven headlessly through the real App with posted mouse events: a card
dropped on the discard piles, a refused one springing back, drawing by dragging the draw pile,
the choice dialogs (a suit, cards as images), the "Taruno!" and "Catch!" controls, the layout
for 2–7 seats, the cards lying in front of the players, whole hands passed round by the Wheel
of Fortune, and a whole game between AI seats.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import itertools

import pygame
import pytest
from pygame_gui.elements import UILabel

from tarot_table.ai import make_agent
from tarot_table.app.draw.animator import Animator, Board
from tarot_table.app.draw.layout import TableLayout
from tarot_table.app.draw.words import event_text
from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.draw.panels import CAPTION_BACKING, caption
from tarot_table.app.table.indicators import match_badge
from tarot_table.app.table.scene import TableScene
from tarot_table.cards import Suit, parse_cards
from tarot_table.rules import GAMES
from tarot_table.rules.base import Event
from tarot_table.rules.taruno import TARUNO, fits
from tarot_table.rules.taruno.choices import MoonDiscard
from tarot_table.rules.taruno.stages import CallTaruno, NameSuit, PlayOrDraw
from tarot_table.session import AI, Seat, Session
from tests.test_menus import widgets
from tests.test_table import click, drag, post, resume, step, wait_until


def centre(rect: pygame.Rect) -> tuple[int, int]:
    return rect.center


def table_at(make_app, humans: int, reached, seeds=range(1, 80), players: int = 4):
    """A table whose session (seat 0 and the next ``humans - 1`` human) has been played by
    heuristic agents until ``reached(state)``; the first seed that gets there."""
    for seed in seeds:
        seats = [Seat("You")] + [Seat(f"P{s}") if s < humans else Seat(f"P{s}", AI, "heuristic")
                                 for s in range(1, players)]
        session = Session.new("taruno", seats, seed=seed, autosave=False)
        state = session.state
        agents = [make_agent("heuristic", "taruno", s) for s in range(players)]
        while not state.is_terminal() and not reached(state):
            seat = state.current_player()
            state.play(agents[seat].act(state.observation(seat)))
        if not state.is_terminal():
            app = make_app("instant")
            table = TableScene(app, session)
            app.stack.replace(table)
            return app, table, state
    raise AssertionError("no seed reached the position")


def my_turn(stage: type):
    return lambda state: state.current_player() == 0 and isinstance(state.stage, stage)


def test_taruno_is_offered_at_the_table_with_its_options():
    spec = GAMES["taruno"].spec
    assert (spec.min_players, spec.max_players) == (2, 7)
    assert {o.name for o in spec.options} == {"stacking", "strict_minors", "taruno_penalty"}


def test_a_card_dropped_on_the_discard_piles_is_played(make_app):
    def fitting_minor(state):
        return my_turn(PlayOrDraw)(state) and any(
            a.kind == "play" and not a.cards[0].is_major for a in state.legal_actions())

    app, table, state = table_at(make_app, 1, fitting_minor)
    wait_until(app, lambda: table.can_act)
    card = next(a.cards[0] for a in state.legal_actions()
                if a.kind == "play" and not a.cards[0].is_major)
    before = len(state.history)
    drag(app, centre(table.hand_sprite_rect(card)),
         table.layout.discard_piles["discard:minor"].center)
    assert str(state.history[before]) == f"play {card}"
    assert card in state.minor_pile
    wait_until(app, lambda: not table.busy)
    assert table.board.find("discard:minor", card) is not None


def test_an_illegal_card_springs_back_with_the_reason(make_app):
    def misfit(state):
        return my_turn(PlayOrDraw)(state) and any(
            not c.is_major and not fits(c, state.cur_suit, state.cur_rank)
            for c in state.hands[0])

    app, table, state = table_at(make_app, 1, misfit)
    wait_until(app, lambda: table.can_act)
    card = next(c for c in state.hands[0]
                if not c.is_major and not fits(c, state.cur_suit, state.cur_rank))
    home = table.hand_sprite_rect(card).center
    before = len(state.history)
    drag(app, home, table.layout.discard_piles["discard:minor"].center)
    assert len(state.history) == before
    assert table.toast and "does not fit" in table.toast
    step(app, 30)
    sprite = table.board.find("hand:0", card)
    assert sprite is not None and abs(sprite.pos[0] - sprite.target.pos[0]) < 1


def test_dragging_from_the_draw_pile_draws(make_app):
    def must_draw(state):
        return my_turn(PlayOrDraw)(state) and [str(a) for a in state.legal_actions()] == ["draw"]

    app, table, state = table_at(make_app, 1, must_draw)
    wait_until(app, lambda: table.can_act and table.draws)
    step(app)
    pile = table.board.zones["draw"]
    assert pile[-1].glow                                # the pile invites the draw
    start = pile[-1].rect(table.layout.card).center
    before, size = len(state.history), len(state.hands[0])
    drag(app, start, (start[0] + 5, start[1] - 120))   # dropped on the table: nothing happens
    assert len(state.history) == before
    drag(app, start, table.layout.hand_rect(0).center)
    assert str(state.history[before]) == "draw"
    assert len(state.hands[0]) == size + 1 or state.current_player() != 0


def test_a_click_on_the_draw_pile_draws(make_app):
    """"No card fits: drag a card from the draw pile", and a click on the pile draws too."""
    def must_draw(state):
        return my_turn(PlayOrDraw)(state) and [str(a) for a in state.legal_actions()] == ["draw"]

    app, table, state = table_at(make_app, 1, must_draw)
    wait_until(app, lambda: table.can_act and table.draws)
    step(app)
    centre = table.board.zones["draw"][-1].rect(table.layout.card).center
    before = len(state.history)
    post(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)
    post(pygame.MOUSEBUTTONUP, pos=centre, button=1)
    step(app, 2)
    assert str(state.history[before]) == "draw"


def must_play(state) -> bool:
    """The human's turn, with a minor that fits: drawing is not allowed."""
    return my_turn(PlayOrDraw)(state) and not any(a.kind == "draw"
                                                  for a in state.legal_actions())


def test_a_draw_dragged_while_a_minor_fits_springs_back_with_the_reason(make_app):
    app, table, state = table_at(make_app, 1, must_play)
    wait_until(app, lambda: table.can_act)
    step(app)
    pile = table.board.zones["draw"]
    assert not pile[-1].glow                            # no invitation to draw
    start = pile[-1].rect(table.layout.card).center
    before = len(state.history)
    drag(app, start, table.layout.hand_rect(0).center)
    assert len(state.history) == before
    assert "You must play a minor when you can" in table.toast


def test_the_suit_dialog_names_the_suit(make_app):
    app, table, state = table_at(make_app, 1, my_turn(NameSuit))
    wait_until(app, lambda: table.choices is not None)
    assert table.choices.title == "Name the new suit"
    labels = [b.text for b in table.choices.buttons]
    assert [label.split()[0] for label in labels] == ["Swords", "Wands", "Cups", "Pentacles"]
    click(app, table.choices.buttons[2])
    assert str(state.history[-1]) == "suit @cups"
    assert table.shown.match is not None and table.shown.match[0] == "Cups" or \
        state.cur_suit is Suit.CUPS


def test_cards_to_discard_are_chosen_as_card_images(make_app):
    app, table, state = table_at(make_app, 1, my_turn(MoonDiscard))
    wait_until(app, lambda: table.choices is not None)
    panel = table.choices
    assert [card for card, _ in panel.cards] == list(state.hands[0])
    assert all(b.text == "" for b in panel.buttons[:len(panel.cards)])
    card = panel.cards[0][0]
    click(app, panel.buttons[0])
    assert str(state.history[-1]) == f"discard {card}"
    assert card not in state.hands[0]


def test_the_taruno_button_calls(make_app):
    app, table, state = table_at(make_app, 1, my_turn(CallTaruno))
    wait_until(app, lambda: table.choices is not None)
    button = next(b for b in table.choices.buttons if b.text == "Taruno!")
    assert any(b.text == "Stay silent" for b in table.choices.buttons)
    click(app, button)
    assert str(state.history[-1]) == "taruno"
    wait_until(app, lambda: not table.animator.busy)
    assert 0 in table.shown.called


def test_the_catch_control_catches_a_silent_player(make_app):
    def next_catches(state):
        return my_turn(CallTaruno)(state) and state.order_from(0)[1] == 1

    app, table, state = table_at(make_app, 2, next_catches)
    size = len(state.hands[0])
    wait_until(app, lambda: table.curtain_button is not None)       # hot-seat: our turn
    click(app, table.curtain_button)
    wait_until(app, lambda: table.choices is not None)
    click(app, next(b for b in table.choices.buttons if b.text == "Stay silent"))
    wait_until(app, lambda: table.curtain_button is not None)       # hot-seat: P1's turn
    click(app, table.curtain_button)
    wait_until(app, lambda: table.choices is not None)
    assert table.viewer == 1
    button = next(b for b in table.choices.buttons if b.text == "Catch you!")
    click(app, button)
    assert str(state.history[-1]) == "catch @0"
    assert len(state.hands[0]) == size + 2


@pytest.mark.parametrize("size", [(1280, 800), (900, 600), (800, 560)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6, 7])
def test_the_layout_fits_every_seat_count(size, seats):
    for viewer in range(seats):
        layout = TableLayout(size, seats, viewer)
        rects = layout.pile_rects()
        screen = pygame.Rect((0, 0), size)
        for name, rect in rects.items():
            assert screen.contains(rect), (name, rect)
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}"
        minor, major = layout.discard_piles["discard:minor"], layout.discard_piles["discard:major"]
        assert minor.right <= major.left and abs(minor.centery - major.centery) <= 1


def test_majors_in_front_lie_face_up_in_their_zones(make_app):
    def three_fronts(state):
        return my_turn(PlayOrDraw)(state) and sum(
            any(c.is_major for c in front) for front in state.front) >= 3

    app, table, state = table_at(make_app, 1, three_fronts)
    wait_until(app, lambda: not table.busy)
    for seat, front in enumerate(state.front):
        sprites = table.board.zones.get(f"front:{seat}", [])
        for card in front:
            sprite = table.board.find(f"front:{seat}", card)
            assert sprite is not None and sprite.face_up
            assert table.layout.front_rect(seat, len(sprites)).collidepoint(sprite.pos)


def test_the_wheel_passes_whole_hands_at_once():
    layout = TableLayout((1280, 800), 4, 0)
    board = Board(layout)
    board.settle({f"hand:{s}": (None,) * 7 for s in range(4)}, (), 0.0)
    events = [Event("move", None, f"hand:{s}", f"hand:{(s + 1) % 4}", face_up=False)
              for s in range(4) for _ in range(7)]
    animator = Animator(board, lambda: 1.0, lambda event: 0.0)
    animator.push(events)
    for _ in range(30):             # every card of every hand is on its way within a second
        animator.update(0.03)
    assert not animator.queue and len(board.flying) > 20
    assert [len(board.zones[f"hand:{s}"]) for s in range(4)] == [7, 7, 7, 7]


@pytest.mark.parametrize("visible, seconds", [(frozenset({0}), 4.0), (None, 1.5)])
def test_a_revealed_card_is_lifted_face_up_then_goes_back(visible, seconds):
    """A card shown to one player (the High Priestess's look at the draw pile) stays up
    longer than one shown to all: a private look is read card by card."""
    layout = TableLayout((1280, 800), 4, 0)
    board = Board(layout)
    board.settle({"draw": (None,) * 10}, (), 0.0)
    animator = Animator(board, lambda: 1.0, lambda event: 0.0)
    top = board.zones["draw"][-1]
    card = parse_cards("7C")[0]
    animator.push([Event("reveal", card, "draw", "draw", face_up=False, visible=visible)])
    animator.update(0.5)
    assert top.card == card and top.face_up and top.pos[1] < top.target.pos[1] + 1
    assert top.target != board.slot("draw", 9, 10)
    animator.update(seconds - 0.6)
    assert top.face_up
    for _ in range(20):
        animator.update(0.05)
    assert not top.face_up and top.target == board.slot("draw", 9, 10)


def test_a_whole_game_between_ai_seats_reaches_the_results(make_app):
    app = make_app("instant")
    seats = [Seat(name, AI, "heuristic") for name in ("Ada", "Basil", "Cleo", "Dora", "Emil")]
    session = Session.new("taruno", seats, seed=4, autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: isinstance(app.stack.top, ResultsScene))
    assert session.is_over() and session.outcome().winners
    results, state = app.stack.top, session.state
    texts = [label.text for label in widgets(results, UILabel)]
    decided = event_text(Event("message", text=state.end_reason), [s.name for s in seats])
    assert decided and "{" not in decided and decided in texts      # what decided it
    assert "Score" not in texts and {"Cards left", "In front"} <= set(texts)
    for seat in range(5):       # what each finished with: the cards left in hand
        assert str(len(state.hands[seat])) in texts


def test_a_saved_game_resumes_with_every_zone_in_place(make_app):
    def sleeve_and_fronts(state):
        return my_turn(PlayOrDraw)(state) and any(state.front)

    app, table, state = table_at(make_app, 1, sleeve_and_fronts)
    resumed = resume(app, table)
    for seat, front in enumerate(resumed.session.state.front):
        for card in front:
            assert resumed.board.find(f"front:{seat}", card).face_up


def test_the_panels_follow_penalty_direction_and_calls():
    from dataclasses import replace

    from tarot_table.app.games.plugin import table_plugin
    from tarot_table.app.table.shown import Shown
    from tarot_table.rules import find_game
    from tests.test_taruno import table

    def sync(view):
        shown.sync(view, table_plugin(find_game(view.game)).facts(view))

    shown = Shown()
    state = table(["2S", "4W", "9W"], current="7C", called=[False, True, False])
    sync(state.observation(0))
    assert shown.match == ("Cups", 7) and shown.called == {1} and shown.penalty is None
    assert shown.direction == 1
    shown.apply(Event("move", parse_cards("KS")[0], "hand:0", "discard:minor", player=0), 3)
    shown.apply(Event("message", player=1, data={"penalty": 3}), 3)
    shown.apply(Event("message", player=0, data={"suit": "wands"}), 3)
    shown.apply(Event("message", player=0, data={"direction": -1}), 3)
    assert shown.match == ("Wands", 14) and shown.penalty == (1, 3) and shown.direction == -1
    shown.apply(Event("message", player=1, data={"drawn": 3}), 3)
    assert shown.penalty is None and shown.called == set()
    position = {**state.to_position(), "penalty": [14, 3], "direction": -1}
    sync(TARUNO.from_position(position).observation(0))
    assert shown.penalty == (2, 3) and shown.direction == -1, "the next seat faces it"
    tarocchi = find_game("tarocchi").new_state(5, 1).observation(0)
    sync(replace(tarocchi, called=tuple(parse_cards("KC"))))       # a called card
    assert shown.called == set() and shown.match is None


def test_the_majors_caption_stands_clear_of_the_card_to_match_at_a_small_size():
    """At 800×600 the pill of the card to match, under the minor pile, is wider than the
    pile: the "Majors" caption beside it moves right instead of touching it, on a dark
    backing (out there Taruno's direction ring runs under it)."""
    pygame.font.init()
    surface = pygame.Surface((300, 60))
    badge = match_badge(surface, (100, 10), "Wands", 6, 20)
    before = surface.copy()
    caption(surface, (badge.right, 10), "Majors", 20, clear_of=badge)
    changed = [x for x in range(300) for y in range(60)
               if surface.get_at((x, y)) != before.get_at((x, y))]
    assert changed and min(changed) >= badge.right + 20 // 4
    assert surface.get_at((min(changed) + 2, 22))[:3] == CAPTION_BACKING


def test_the_choice_boards_heading_keeps_clear_of_its_rounded_corners(make_app, monkeypatch):
    """"The Moon: discard cards (at least two), then Done" over a board of a few cards keeps
    clear of the board's rounded corners: the heading's corners lie inside the board's
    rounded outline."""
    from tarot_table.app.draw import panels
    from tarot_table.rules.taruno.choices import MoonDiscard
    app, table, state = table_at(make_app, 1, my_turn(MoonDiscard), seeds=range(1, 400))
    wait_until(app, lambda: table.choices is not None)
    boards, titles = [], []
    panel, fit = panels.panel, panels.fit
    monkeypatch.setattr(panels, "panel", lambda surface, rect, active=False: (
        boards.append(pygame.Rect(rect)), panel(surface, rect, active)))
    monkeypatch.setattr(panels, "fit", lambda words, *args, **style: (
        lambda surf: (titles.append((words, surf.get_size())), surf)[1])(
            fit(words, *args, **style)))
    step(app)
    title = table.choices.title
    assert title.startswith("The Moon")
    size = next(s for words, s in titles if words == title)
    board = next(b for b in boards if b.width >= size[0])
    line = table.layout.line
    heading = pygame.Rect((0, 0), size)
    heading.midtop = (board.centerx, board.top + line // 3)
    radius = panels.corner_radius(board.size)
    for x, y in (heading.topleft, heading.topright, heading.bottomleft, heading.bottomright):
        cx = min(max(x, board.left + radius), board.right - radius)
        cy = min(max(y, board.top + radius), board.bottom - radius)
        assert (x - cx) ** 2 + (y - cy) ** 2 <= (radius - line // 4) ** 2, (title, (x, y), board)
