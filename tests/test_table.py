"""The card table driven headlessly through the real App with posted mouse and keyboard events:
a whole game played by dragging cards, a refused drop, and the hot-seat curtain.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import random
import time

import pygame
import pytest

from tarot_table.ai import make_agent
from tarot_table.app.main import App
from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.table.scene import TableScene
from tarot_table.cards import Card, parse_cards
from tarot_table.session import AI, Seat, Session

DT = 1 / 30


def step(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.step(DT)


def post(kind: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def hold(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """Press at ``start`` and move in ``steps`` to ``end`` (a frame each) without letting go."""
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=start)
    step(app)
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps,
               start[1] + (end[1] - start[1]) * i // steps)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        step(app)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """Press at ``start``, move in ``steps`` to ``end`` (a frame each), release there."""
    hold(app, start, end, steps)
    post(pygame.MOUSEBUTTONUP, button=1, pos=end)
    step(app)


def click(app: App, button) -> None:
    """Move over a pygame-gui ``button``, press and release the left button there."""
    pos = button.rect.center
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)
    step(app)
    post(pygame.MOUSEBUTTONUP, button=1, pos=pos)
    step(app, 2)


def resume(app: App, table: TableScene) -> TableScene:
    """Reopen ``table``'s game from its save document in a new table scene, once it can act,
    checking that every zone of the viewer's view has its sprites."""
    session = Session.from_save(table.session.to_doc(), autosave=False)
    resumed = TableScene(app, session)
    app.stack.replace(resumed)
    wait_until(app, lambda: resumed.can_act)
    for zone, cards in session.view(0).zones.items():
        assert len(resumed.board.zones.get(zone, [])) == len(cards), zone
    return resumed


def wait_until(app: App, predicate, seconds: float = 300.0) -> None:
    """Step frames until ``predicate()`` holds (AI seats think in real time, in a worker). The
    deadline is only there to end a test that would never get there: a busy machine draws each
    frame slowly and starts the worker late, so it is far past what any wait needs."""
    deadline = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("the table never got there")
        step(app)
        time.sleep(0.001)


def until_turn_or_results(app: App, table: TableScene, sheets: list | None = None) -> None:
    """Step until the viewer may act or the results are up. An end-of-hand sheet on the way
    (the last hand's shows before the results) is closed with Enter, as a player would, and
    added to ``sheets`` when given."""
    while True:
        wait_until(app, lambda: table.can_act or table.hand_end is not None
                   or isinstance(app.stack.top, ResultsScene))
        if table.hand_end is None:
            return
        if sheets is not None:
            sheets.append(table.hand_end)
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        step(app, 2)


def record_plays(session: Session) -> list[tuple[int, object]]:
    """Spy on ``session.play``: the (seat, action) of every accepted play."""
    plays = []
    real = session.play

    def play(seat, action):
        events = real(seat, action)
        plays.append((seat, action))
        return events

    session.play = play
    return plays


def test_a_whole_game_played_by_dragging(make_app):
    app = make_app("instant")
    seats = [Seat("You"), Seat("Ada", AI, "heuristic"), Seat("Basil", AI, "heuristic"),
             Seat("Cleo", AI, "heuristic")]
    session = Session.new("tarok", seats, seed=11, options={"single_hand": True})
    plays = record_plays(session)
    table = TableScene(app, session)
    app.stack.replace(table)
    assert table.viewer == 0
    dragged: list[Card] = []
    rng = random.Random(3)
    sheets: list = []
    while not isinstance(app.stack.top, ResultsScene):
        until_turn_or_results(app, table, sheets)
        if table.can_act:
            card = rng.choice(sorted(table.playable()))
            drag(app, table.hand_sprite_rect(card).center, table.trick_area_rect().center)
            dragged.append(card)
            assert table.toast is None or table.toast.startswith("You draw "), table.toast
    assert session.is_over()
    # the hand's sheet before the results, for a game's last hand too
    [sheet] = sheets
    assert sheet.hand == 1 and sheet.scores == tuple(session.summary()["scores"])
    assert len(dragged) >= 15
    assert [a.cards[0] for seat, a in plays if seat == 0] == dragged
    assert sum(1 for seat, _ in plays if seat != 0) >= 3 * len(dragged) - 3
    played = sum(1 for line in table.log if " play" in line)     # the log keeps every card
    assert played == len(plays) and all("{" not in line for line in table.log)


def first_refusable_session() -> Session:
    """A seeded 4-player game advanced (AI moves played directly) to the human's first turn in
    which some card of the hand may not be played."""
    for seed in range(100):
        seats = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]
        session = Session.new("tarok", seats, seed=seed, autosave=False)
        while session.current_player() != 0:
            seat = session.current_player()
            session.play(seat, make_agent("heuristic", "tarok", seed).act(session.view(seat)))
        view = session.view(0)
        if len(view.legal) < len(view.hand()):
            return session
    raise AssertionError("no seed gives a refusable card")


def test_an_illegal_drop_springs_back_and_says_why(make_app):
    app = make_app("normal")
    session = first_refusable_session()
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    before = (list(session.state.history), session.view(0))
    legal = table.playable()
    wrong = next(c for c in session.view(0).hand() if c not in legal)
    home = table.hand_sprite_rect(wrong).center
    sprite = next(s for s in table.board.zones["hand:0"] if s.card == wrong)
    slot = sprite.target.pos
    target = table.trick_area_rect().center
    drag(app, home, target)
    assert table.toast and "must follow" in table.toast
    assert session.state.history == before[0] and session.view(0) == before[1]
    assert sprite in table.board.zones["hand:0"]
    assert pygame.math.Vector2(sprite.pos).distance_to(target) < \
        pygame.math.Vector2(sprite.pos).distance_to(slot)          # still near the drop
    step(app, 30)                                                  # one second later
    assert pygame.math.Vector2(sprite.pos).distance_to(slot) < 1   # back in its slot
    assert table.toast is not None
    step(app, 75)                                                  # the banner goes away
    assert table.toast is None
    # a drop outside the trick area springs back without a word
    right = sorted(legal)[0]
    drag(app, table.hand_sprite_rect(right).center, (40, 400))
    assert table.toast is None and session.state.history == before[0]
    # then the legal card, played with the keyboard, is accepted
    step(app, 30)
    while table.input.selected != right:
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        step(app)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    step(app)
    assert session.state.history[len(before[0])].cards == (right,)


def test_hot_seat_curtain_hides_every_hand(make_app, monkeypatch):
    app = make_app("fast")
    session = Session.new("tarok", [Seat("Ann"), Seat("Bob")], seed=5)
    table = TableScene(app, session)
    app.stack.replace(table)
    faces: list[Card] = []
    real_face = app.images.face

    def spy(card, size):
        faces.append(card)
        return real_face(card, size)

    monkeypatch.setattr(app.images, "face", spy)

    def hands() -> set[Card]:
        return {c for seat in (0, 1) for c in session.view(seat).hand()}

    curtains = 0
    for _ in range(4):
        wait_until(app, lambda: table.curtain_for is not None or table.can_act)
        acting = session.current_player()
        if table.curtain_for is not None:
            curtains += 1
            assert table.curtain_for == acting and table.viewer == acting
            faces.clear()
            step(app, 20)                        # the curtain stays up until asked
            assert table.curtain_for == acting
            assert not set(faces) & hands(), "a hand card was drawn behind the curtain"
            public = session.view(acting).zones
            assert set(faces) <= set(public["trick"]) | set(public["won:0"] + public["won:1"])
            button = table.curtain_button.rect.center
            post(pygame.MOUSEBUTTONDOWN, button=1, pos=button)
            post(pygame.MOUSEBUTTONUP, button=1, pos=button)
            step(app, 3)
        assert table.curtain_for is None and table.can_act and table.viewer == acting
        faces.clear()
        step(app)
        own = set(session.view(acting).hand())
        other = set(session.view(1 - acting).hand())
        assert own <= set(faces) and not other & set(faces)
        card = sorted(table.playable())[0]
        drag(app, table.hand_sprite_rect(card).center, table.trick_area_rect().center)
        assert session.state.history[-1].cards == (card,)
        faces.clear()
        step(app)
        assert not set(faces) & hands(), "hands must go face down after a play"
    assert curtains >= 2


def test_skip_double_click_menu_and_resize(make_app):
    from tarot_table.app.menus.ingame_menu import InGameMenuScene
    app = make_app("normal")
    seats = [Seat("You"), Seat("Ada", AI, "heuristic"), Seat("Basil", AI, "heuristic")]
    session = Session.new("tarok", seats, seed=2)
    table = TableScene(app, session)
    app.stack.replace(table)
    step(app, 10)
    assert table.animator.busy and len(table.board.zones.get("hand:0", [])) < 15   # dealing
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    step(app)
    assert not table.animator.busy and len(table.board.zones["hand:0"]) == 15
    assert len(table.board.zones["draw"]) == 78 - 3 * 15
    wait_until(app, lambda: table.can_act)
    again = TableScene(app, Session.new("tarok", seats, seed=3))
    app.stack.replace(again)
    step(app, 10)
    assert again.animator.busy                                    # a click ends a deal too
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=again.layout.trick_area.center)
    step(app)
    assert not again.animator.busy and len(again.board.zones["hand:0"]) == 15
    app.stack.replace(table)
    card = sorted(table.playable())[-1]
    for _ in range(2):                        # a double-click plays the card
        centre = table.hand_sprite_rect(card).center
        post(pygame.MOUSEBUTTONDOWN, button=1, pos=centre)
        post(pygame.MOUSEBUTTONUP, button=1, pos=centre)
        step(app)
    assert [a.cards for a in session.state.history].count((card,)) == 1
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    step(app)
    assert isinstance(app.stack.top, InGameMenuScene) and app.stack.top.session is session
    app.stack.pop()
    app.window.size = (900, 600)
    step(app)
    assert table.layout.size == (900, 600)
    screen = pygame.Rect(0, 0, 900, 600)
    for zone, sprites in table.board.zones.items():
        for sprite in sprites:
            sprite.finish()
            assert screen.collidepoint(sprite.pos), (zone, sprite.pos)


def test_a_drag_begun_while_the_deal_moves_plays_the_card(make_app):
    """The press that ends the animations (a deal) also picks up the card under it once the
    viewer may act, if the button is still held: the drag goes on and plays the card (a drag
    at a turn's start is not lost). A press let go before then does not."""
    app = make_app("normal")
    seats = [Seat("You"), Seat("Ada", AI, "heuristic"), Seat("Basil", AI, "heuristic")]
    twin = TableScene(app, Session.new("tarok", seats, seed=5, autosave=False))
    app.stack.replace(twin)
    step(app, 10)
    twin.animator.skip()
    wait_until(app, lambda: twin.can_act)
    card = sorted(twin.playable())[-1]
    start, end = twin.hand_sprite_rect(card).center, twin.trick_area_rect().center
    for held in (False, True):
        session = Session.new("tarok", seats, seed=5, autosave=False)
        table = TableScene(app, session)
        app.stack.replace(table)
        step(app, 10)
        assert table.animator.busy and session.current_player() == 0 and not table.can_act
        post(pygame.MOUSEBUTTONDOWN, button=1, pos=start)
        if not held:
            post(pygame.MOUSEBUTTONUP, button=1, pos=start)
        step(app)
        wait_until(app, lambda: table.can_act)
        step(app)
        assert (table.input.dragging is not None) is held
        for i in range(1, 7):
            post(pygame.MOUSEMOTION, pos=(start[0] + (end[0] - start[0]) * i // 6,
                                          start[1] + (end[1] - start[1]) * i // 6),
                 rel=(0, 0), buttons=(1, 0, 0))
            step(app)
        post(pygame.MOUSEBUTTONUP, button=1, pos=end)
        step(app)
        assert [a.cards for a in session.state.history[-1:]] == ([(card,)] if held else [])


def test_board_settles_from_a_view_keeping_sprites():
    from tarot_table.app.draw.animator import Board
    from tarot_table.app.draw.layout import TableLayout
    session = Session.new("tarok", [Seat("Ann"), Seat("Bob")], seed=9, autosave=False)
    board = Board(TableLayout((1280, 800), 2, 0))
    board.settle(session.view(0).zones, (), 0.0)
    mine = {s.card: s for s in board.zones["hand:0"]}
    assert set(mine) == set(session.view(0).hand()) and all(s.face_up for s in mine.values())
    assert all(s.card is None and not s.face_up for s in board.zones["hand:1"])
    card = session.view(0).legal[0].cards[0]
    session.play(0, session.view(0).legal[0])
    board.settle(session.view(0).zones, (0,), 0.3)
    assert board.zones["trick"] == [mine[card]] and mine[card].owner == 0 and mine[card].moving
    assert board.zones["hand:0"] == [mine[c] for c in session.view(0).hand()]
    # the other player looks: the same sprites, Ann's cards now unknown
    board.layout = TableLayout((1280, 800), 2, 1)
    board.settle(session.view(1).zones, (0,), 0.0)
    assert all(s.card is None for s in board.zones["hand:0"])
    assert {s.card for s in board.zones["hand:1"]} == set(session.view(1).hand())
    assert sum(len(v) for v in board.zones.values()) == 78


def test_board_settles_each_copy_of_a_card_that_lies_twice_with_a_sprite_of_its_own():
    """A Tarot Combat player's own deck may hold a card twice: each copy has a sprite of its
    own and is drawn (one sprite for both would show a hand of 8 cards as 6)."""
    from tarot_table.app.draw.animator import Board
    from tarot_table.app.draw.layout import TableLayout
    board = Board(TableLayout((1280, 800), 2, 0))
    three, ace = parse_cards("3P AC")
    board.settle({"hand:0": (three, three, ace), "hand:1": (), "trick": (three,)}, (), 0.0)
    shown = [s for row in board.zones.values() for s in row]
    assert len({id(s) for s in shown}) == len(shown) == 4
    assert [s.card for s in board.zones["hand:0"]] == sorted([three, three, ace])
    in_trick = board.zones["trick"][0]
    board.settle({"hand:0": (three, ace), "hand:1": (), "trick": (three, three)}, (0, 0), 0.3)
    shown = [s for row in board.zones.values() for s in row]
    assert len({id(s) for s in shown}) == len(shown) == 4
    assert board.zones["trick"][0] is in_trick and not in_trick.moving, "it stays where it lay"
    assert board.zones["trick"][1].moving


def test_spectator_sees_no_hand_and_the_hand_end_table_continues(make_app, monkeypatch):
    app = make_app("instant")
    session = Session.new("tarok", [Seat("Ada", AI, "heuristic"), Seat("Basil", AI, "random")],
                          seed=8)
    table = TableScene(app, session)
    app.stack.replace(table)
    faces: list[Card] = []
    real_face = app.images.face
    monkeypatch.setattr(app.images, "face", lambda card, size: faces.append(card) or
                        real_face(card, size))
    drawn: set[Card] = set()

    def watch(until, seconds: float = 300.0) -> None:
        """Step until ``until()``; no card held in a hand may ever be drawn face up (while the
        animation shows the hand the state is in: the state runs ahead of it)."""
        deadline = time.monotonic() + seconds
        while not until():
            assert time.monotonic() < deadline
            faces.clear()
            step(app)
            if session.state.hand_no == table.shown.hand_no:
                assert not set(faces) & {c for s in (0, 1) for c in session.view(s).hand()}
            drawn.update(faces)
            time.sleep(0.001)

    watch(lambda: table.hand_end is not None)
    assert table.viewer == 0 and not table.can_act
    assert len(drawn) > 20                                 # the tricks were shown face up
    assert table.animator.paused and table.continue_button is not None
    assert "Hand 1 ends." in table.log and table.hand_end.scores == tuple(session.state.scores)
    step(app, round(5 / DT))
    assert table.hand_end is not None                      # still showing after 5 s
    step(app, round(1.9 / DT))
    watch(lambda: table.hand_end is None)             # closes at 7 s; then each frame is
    assert table.hand_end is None                          # watched (AI seats play on at once)
    watch(lambda: table.shown.hand_no == 2 and table.shown.trick_no >= 1)   # dealt and played
    assert table.shown.hand_no == 2 and any(line.startswith("Hand 2: ") for line in table.log)


def test_each_game_gets_the_table_plugin_it_declares(monkeypatch):
    from tarot_table.app.games.plugin import TablePlugin, table_plugin
    from tarot_table.rules import find_game
    from tarot_table.rules.base import Plugins

    kinds = {name: type(table_plugin(find_game(name))).__name__
             for name in ("tarok", "tarocchi", "taruno", "arcanoid")}
    assert kinds == {"tarok": "TarokTable", "tarocchi": "TarocchiTable",
                     "taruno": "TarunoTable", "arcanoid": "ArcanoidTable"}
    tarok = find_game("tarok")
    assert table_plugin(tarok).game is tarok
    assert table_plugin(tarok).goal(Session.new("tarok", [Seat("A"), Seat("B")], seed=1,
                                                 autosave=False).view(0), None) == "to 1000"
    monkeypatch.setattr(type(tarok), "plugins", Plugins(table="tarot_table.session:Seat"))
    with pytest.raises(TypeError, match="not a TablePlugin"):
        table_plugin(tarok)
    monkeypatch.setattr(type(tarok), "plugins", Plugins())
    assert type(table_plugin(tarok)) is TablePlugin


def test_a_long_name_is_fitted_in_one_rendering(make_app):
    make_app()
    from tarot_table.app.draw import panels
    panels.text.cache_clear()
    surface = panels.fit("W" * 10_000, 20, 180, bold=True)
    assert panels.text.cache_info().currsize == 1, "only the text shown is rendered and kept"
    face = panels.font(20, bold=True)
    longest = max(k for k in range(40) if face.size("W" * k + "…")[0] <= 180)
    assert surface.get_width() == face.size("W" * longest + "…")[0] <= 180
    assert panels.fit("Ann", 20, 180).get_width() == panels.text("Ann", 20).get_width()


def test_undrawable_characters_in_a_name_are_replaced(make_app):
    make_app()
    from tarot_table.app.draw import panels
    assert panels.printable("A\x00d\ud800a\x7f\n") == "A\ufffdd\ufffda\ufffd\ufffd"
    target = pygame.Surface((400, 120), pygame.SRCALPHA)
    for name in ("Ada\x00", "\ud800", "<b>x</b>", "Z" * 3000):
        info = panels.PlateInfo(name, "AI · 12 cards", active=True, dealer=True, tag="Taruno!")
        panels.name_plate(target, pygame.Rect(10, 10, 220, 70), info, 22)
    assert panels.fit("\x00" * 50, 18, 60).get_width() <= 60


def test_a_prompt_too_long_for_one_row_takes_two_whole(make_app, monkeypatch):
    """At 800×600 Arcanoid's prompt for a daemon keeps its end ("…or play a major arcanum"):
    where even the smallest size would cut a prompt, it takes two rows, cut at a word."""
    from tarot_table.app.draw import panels
    make_app("instant", (800, 600))
    words = ("For your daemon: commit on a battlefield (drag cards onto it; click cards to "
             "carry several), abdicate, discard one card, or play a major arcanum.")
    drawn = []
    real = panels.text
    monkeypatch.setattr(panels, "text", lambda w, *a, **k: drawn.append(w) or real(w, *a, **k))
    surf = panels.fit_rows(words, 16, 740, 12, bold=True)
    assert " ".join(drawn) == words and len(drawn) == 2         # whole, in two rows
    assert surf.get_width() <= 740 and surf.get_height() > panels.font(12, True).get_height()
    drawn.clear()
    panels.fit_rows("Play a card.", 16, 740, 12, bold=True)
    assert drawn == ["Play a card."]
