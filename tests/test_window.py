"""The window at any size: the canvas scaled to a window below the layout's minimum (mouse
positions mapped back, for the table and for pygame-gui), the minimum size asked of the window
manager, every scene at extreme sizes, a resize while cards fly, and F11 where fullscreen is
and is not supported. Driven headlessly through the real App, resizing its real window.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import random

import pygame
import pytest

from tarot_table import tournament
from tarot_table.ai import make_agent
from tarot_table.app.draw.layer_cache import LayerCache
from tarot_table.app.draw.layout import Slot
from tarot_table.app.draw.sprites import CardSprite
from tarot_table.app.main import App
from tarot_table.app.menus.game_log import LogScene
from tarot_table.app.menus.ingame_menu import InGameMenuScene
from tarot_table.app.menus.keys_help import KeysScene
from tarot_table.app.menus.load_game import LoadGameScene
from tarot_table.app.menus.bracket import BracketScene
from tarot_table.app.menus.deck_editor import DeckEditorScene
from tarot_table.app.menus.draft import DraftScene
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.new_game import NewGameScene
from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.menus.rules_help import RulesScene
from tarot_table.app.menus.settings_scene import SettingsScene
from tarot_table.app.menus.statistics import StatisticsScene
from tarot_table.app.menus.tournaments import TournamentsScene
from tarot_table.app.settings import Settings
from tarot_table.app.table.choices import ROW_BUTTON_WIDTH, layout_buttons
from tarot_table.app.table.scene import TableScene
from tarot_table.app.viewport import MAX_ASPECT, MIN_SIZE, Viewport, canvas_size
from tarot_table.cards import Card, Suit
from tarot_table.rules import GAMES, find_game
from tarot_table.session import AI, Seat, Session
from tests.test_table import post, step, wait_until


def resize(app: App, size: tuple[int, int], frames: int = 2) -> None:
    """Resize the real window as a window manager that ignores the minimum size would."""
    app.window.minimum_size = (1, 1)
    app.window.size = size
    step(app, frames)


def to_window(app: App, pos: tuple[int, int]) -> tuple[int, int]:
    fx, fy = app.viewport.factor
    return round(pos[0] / fx), round(pos[1] / fy)


# -- the canvas -----------------------------------------------------------------------------
def test_the_canvas_is_the_window_from_the_minimum_up():
    for size in [(1280, 800), MIN_SIZE, (2560, 1440), (800, 3000), (6000, 560)]:
        assert canvas_size(size) == size
        assert not Viewport.for_window(size).scaled


def test_below_the_minimum_the_canvas_keeps_the_windows_shape():
    assert canvas_size((640, 480)) == (800, 600)
    assert canvas_size((320, 240)) == (800, 600)
    assert canvas_size((720, 540)) == (800, 600)
    assert canvas_size((2560, 240)) == (round(560 * MAX_ASPECT), 560)   # kept within 8:1
    assert canvas_size((0, 0)) == (800, 800)                           # taken as 1×1
    rng = random.Random(5)
    for _ in range(2000):
        window = (rng.randint(1, 3000), rng.randint(1, 3000))
        w, h = canvas_size(window)
        assert w >= MIN_SIZE[0] and h >= MIN_SIZE[1], window
        assert 1 / MAX_ASPECT - 0.01 <= w / h <= MAX_ASPECT + 0.01, window
        if window[0] < MIN_SIZE[0] or window[1] < MIN_SIZE[1]:
            assert min(w - MIN_SIZE[0], h - MIN_SIZE[1]) <= 1, window     # no larger than needed
            if 1 / MAX_ASPECT <= window[0] / window[1] <= MAX_ASPECT:
                assert w / h == pytest.approx(window[0] / window[1], rel=0.01), window


def test_mouse_events_are_mapped_to_the_canvas():
    viewport = Viewport.for_window((640, 480))
    assert viewport.canvas == (800, 600) and viewport.factor == (1.25, 1.25)
    down = viewport.map_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(320, 240)))
    assert down.pos == (400, 300) and down.button == 1
    motion = viewport.map_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(8, 4), rel=(8, -4),
                                                   buttons=(1, 0, 0)))
    assert motion.pos == (10, 5) and motion.rel == (10, -5) and motion.buttons == (1, 0, 0)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert viewport.map_event(key) is key
    same = Viewport.for_window((1280, 800))
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5))
    assert same.map_event(event) is event


def test_a_layer_of_a_zone_off_the_surface_draws_nothing_and_raises_nothing():
    surface = pygame.Surface((200, 100), pygame.SRCALPHA)
    sprites = [CardSprite(Card(Suit.CUPS, 3), Slot((900.0, 700.0)), face_up=True)]
    cache, painted = LayerCache(), []

    def paint(target, k, sprite):
        painted.append(k)

    for _ in range(3):          # the second look builds the layer, the third blits it
        assert cache.draw(surface, "won:0", sprites, (50, 70), (), paint)
    assert surface.get_bounding_rect().size == (0, 0)


def test_choice_buttons_take_two_rows_rather_than_cut_their_labels():
    wide = layout_buttons(4, pygame.Rect(0, 0, 1000, 300), 22, many=False)
    assert len({r.top for r in wide}) == 1 and min(r.width for r in wide) >= ROW_BUTTON_WIDTH
    narrow = layout_buttons(4, pygame.Rect(0, 0, 576, 300), 17, many=False)
    assert len({r.top for r in narrow}) == 2 and min(r.width for r in narrow) >= ROW_BUTTON_WIDTH
    assert all(pygame.Rect(0, 0, 576, 300).contains(r) for r in narrow)
    bar = layout_buttons(4, pygame.Rect(0, 0, 400, 37), 17, many=False)   # no room for two
    assert len({r.top for r in bar}) == 1


# -- the window -----------------------------------------------------------------------------
def test_the_window_asks_for_the_layouts_minimum_size(make_app):
    app = make_app(size=(1280, 800))
    assert app.window.minimum_size == MIN_SIZE
    small = make_app(size=(640, 480))           # a smaller screen: no larger than asked
    assert small.window.minimum_size == (640, 480) and small.window.size == (640, 480)
    assert small.size == (800, 600) and small.screen.get_size() == (800, 600)
    assert small.manager.window_resolution == (800, 600)


def continued_game(app: App, game: str = "tarok", moves: int = 12) -> TableScene:
    """A game of ``game`` played ``moves`` moves by heuristic agents, continued from its save
    on the table (as the menu's Continue does)."""
    seats = [Seat("You")] + [Seat(f"P{s}", AI, "heuristic") for s in range(1, 4)]
    session = Session.new(game, seats, seed=4)
    agents = [make_agent("heuristic", game, s) for s in range(4)]
    for _ in range(moves):
        seat = session.current_player()
        session.play(seat, agents[seat].act(session.view(seat)))
    table = TableScene(app, Session.from_save(session.to_doc()))
    app.stack.replace(table)
    return table


@pytest.mark.parametrize("size", [(640, 480), (720, 540), (320, 240), (2560, 240), (320, 1440)])
def test_a_continued_game_shrunk_below_the_minimum_shows_the_whole_table(make_app, size):
    app = make_app("normal")
    table = continued_game(app)
    step(app, 5)
    resize(app, size)
    canvas = pygame.Rect((0, 0), canvas_size(size))
    assert app.window.get_surface().get_size() == size
    assert table.layout.size == app.size == canvas.size
    layout = table.layout
    for rect in (layout.score_panel, layout.log_panel, layout.name_plate(table.viewer),
                 layout.hand_rect(table.viewer)):
        assert canvas.contains(rect), rect
    for zone, sprites in table.board.zones.items():
        for sprite in sprites:
            sprite.finish()
            assert canvas.contains(sprite.rect(layout.card)), (zone, sprite.pos)
    step(app)                               # the window shows the canvas scaled down
    card = table.board.zones[f"hand:{table.viewer}"][-1]
    shown = app.window.get_surface().get_at(to_window(app, card.rect(layout.card).center))
    drawn = app.screen.get_at(card.rect(layout.card).center)
    assert max(abs(a - b) for a, b in zip(shown[:3], drawn[:3])) < 40


def test_resizes_while_the_cards_are_dealt_draw_without_error(make_app):
    app = make_app("slow")
    seats = [Seat("You")] + [Seat(f"P{s}", AI, "heuristic") for s in range(1, 4)]
    table = TableScene(app, Session.new("tarok", seats, seed=8, autosave=False))
    app.stack.replace(table)
    rng = random.Random(2)
    moving = 0
    for _ in range(30):
        step(app, 2)
        moving += any(s.moving for s in table.board.sprites())
        resize(app, (rng.randint(320, 2560), rng.randint(240, 1440)), frames=1)
        assert table.layout.size == app.size == canvas_size(app.window.size)
    assert moving >= 10


def test_a_card_dragged_in_a_small_window_is_played(make_app):
    app = make_app("instant")
    resize(app, (640, 480))
    seats = [Seat("You")] + [Seat(f"P{s}", AI, "heuristic") for s in range(1, 4)]
    session = Session.new("tarok", seats, seed=11, autosave=False, options={"single_hand": True})
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    card = sorted(table.playable())[0]
    start = to_window(app, table.hand_sprite_rect(card).center)
    end = to_window(app, table.trick_area_rect().center)
    assert app.viewport.factor == (1.25, 1.25)
    before = len(session.state.history)
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=start)
    step(app)
    for i in range(1, 7):
        pygame.mouse.set_pos((start[0] + (end[0] - start[0]) * i // 6,
                              start[1] + (end[1] - start[1]) * i // 6))
        step(app)
    post(pygame.MOUSEBUTTONUP, button=1, pos=end)
    step(app)
    assert session.state.history[before].cards == (card,)


def test_a_menu_button_answers_a_click_in_a_small_window(make_app):
    app = make_app()
    app.stack.replace(MainMenuScene(app))
    resize(app, (400, 300))
    assert app.size == (800, 600)
    button = next(e for e in app.stack.top.elements if getattr(e, "text", "") == "New game")
    pos = to_window(app, button.rect.center)
    pygame.mouse.set_pos(pos)
    step(app)
    assert button.hovered                   # pygame-gui maps the mouse position too
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)
    post(pygame.MOUSEBUTTONUP, button=1, pos=pos)
    step(app, 3)
    assert isinstance(app.stack.top, NewGameScene)


def finished_session(game: str, players: int) -> Session:
    seats = [Seat("You")] + [Seat(f"P{s}", AI, "random") for s in range(1, players)]
    options = dict(find_game(game).samples.short)
    session = Session.new(game, seats, seed=1, options=options, autosave=False)
    agents = [make_agent("random", game, s) for s in range(players)]
    while not session.is_over():
        seat = session.current_player()
        session.state.play(agents[seat].act(session.view(seat)))
    return session


def scenes(app: App):
    """Every kind of scene, each a function putting it on top of the stack."""
    def menu(scene):
        app.stack.replace(MainMenuScene(app))
        app.stack.push(scene)

    yield lambda: app.stack.replace(MainMenuScene(app))
    yield lambda: menu(NewGameScene(app))
    yield lambda: menu(LoadGameScene(app))
    yield lambda: menu(SettingsScene(app))
    yield lambda: menu(RulesScene(app, "tarok", choose=True))
    yield lambda: menu(StatisticsScene(app))
    yield lambda: menu(KeysScene(app))
    yield lambda: menu(LogScene(app, [f"Line {k} of a long game's log." for k in range(200)]))
    yield lambda: menu(TournamentsScene(app, seed=1))
    yield lambda: menu(DeckEditorScene(app))
    yield lambda: menu(DraftScene(app, seed=1))
    yield lambda: menu(BracketScene(app, tournament.new_tournament(["easy"] * 5, seed=1)))
    for game in GAMES:
        players = GAMES[game].spec.max_players
        yield lambda game=game, players=players: app.stack.replace(
            ResultsScene(app, finished_session(game, players)))

        def table(game=game, players=players, menu=False):
            seats = [Seat("You")] + [Seat(f"P{s}", AI, "heuristic") for s in range(1, players)]
            scene = TableScene(app, Session.new(game, seats, seed=2, autosave=False))
            app.stack.replace(scene)
            if menu:
                app.stack.push(InGameMenuScene(app, scene))
        yield table
        yield lambda table=table: table(menu=True)


def test_every_scene_fits_the_canvas_at_extreme_sizes(make_app):
    app = make_app("fast")
    Session.new("taruno", [Seat("You"), Seat("P1", AI, "random")], seed=3)   # one to load
    for show in scenes(app):
        show()
        step(app, 2)
        for size in [(320, 240), (2000, 300), (300, 900)]:
            resize(app, size)
            canvas = pygame.Rect((0, 0), app.size)
            top = app.stack.top
            panel = getattr(top, "panel", None)
            assert panel is None or canvas.contains(panel), (type(top).__name__, size, panel)
            for element in top.elements:
                if element.visible:
                    assert canvas.contains(element.rect), (type(top).__name__, size, element)
            table = next((s for s in app.stack.scenes if isinstance(s, TableScene)), None)
            if table is not None:
                for seat in range(len(table.session.seats)):
                    assert canvas.contains(table.layout.name_plate(seat)), (seat, size)


# -- fullscreen -----------------------------------------------------------------------------
class NoFullscreen(pygame.Window):
    """A window on a system without fullscreen."""

    def set_fullscreen(self, desktop: bool = False) -> None:
        raise pygame.error("That operation is not supported")


def f11(app: App) -> None:
    post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    step(app)


def test_f11_where_fullscreen_is_not_supported_keeps_the_window_and_says_why(
        make_app, monkeypatch):
    monkeypatch.setattr(pygame, "Window", NoFullscreen)
    app = make_app()
    app.stack.replace(MainMenuScene(app))
    f11(app)
    assert not app.fullscreen and app.window.size == (1280, 800)
    assert app.notice == "Fullscreen is not available here: That operation is not supported"
    assert not Settings.load().fullscreen
    step(app, 200)                          # the banner goes after a few seconds
    assert app.notice is None


def test_a_remembered_fullscreen_that_is_not_supported_starts_windowed(monkeypatch):
    monkeypatch.setattr(pygame, "Window", NoFullscreen)
    app = App((1280, 800), settings=Settings(fullscreen=True))
    try:
        assert not app.fullscreen and app.notice.startswith("Fullscreen is not available")
        step(app)
    finally:
        app.close()


def test_f11_switches_to_fullscreen_and_back(make_app):
    app = make_app()
    app.stack.replace(MainMenuScene(app))
    f11(app)
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.fullscreen and app.window.size == desktop and app.size == canvas_size(desktop)
    assert Settings.load().fullscreen and app.notice is None
    f11(app)
    assert not app.fullscreen and app.window.size == (1280, 800) and app.size == (1280, 800)
    assert not Settings.load().fullscreen
