"""Every scene and every game's table at any window size, portrait and extreme shapes
included, driven headlessly through the real App: each scene registered in
:mod:`tarot_table.app.main` shown and drawn, and the table of each game in the variants that
change its layout, some moves into the game, under the in-game menu and then resized to another
size, and each game's first lesson; checked for a drawing that raises nothing, every card, panel and widget inside the canvas
and no rectangle of the layout empty or turned inside out.

Each size is run at the "UI scale" settings 100% and 200% (as far as the window has room for
it). The default suite runs two sizes at 100% (the smallest window and a portrait one, each
table resized to a very wide and a taller portrait one) and the default size at 200%; the
others are marked slow (``make test-slow``).

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame
import pytest

from tarot_table import deckbox, tournament
from tarot_table.ai import make_agent
from tarot_table.app.main import SCENES, App
from tarot_table.app.menus.new_game import BOT_NAMES
from tarot_table.app.table.scene import TableScene
from tarot_table.app.table.turns import Turn
from tarot_table.app.viewport import canvas_size
from tarot_table.cards import parse_card
from tarot_table.lessons import progress as lesson_progress
from tarot_table.lessons.library import load_library
from tarot_table.puzzles import load_library as load_puzzles
from tarot_table.replay import Replay
from tarot_table.rules import find_game
from tarot_table.rules.combat.decks import deck_codes
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_window import resize, step

#: Window sizes (w, h), each followed by the one a table is resized to: the smallest screen, a
#: very wide window, portrait ones, the default, a very tall one, 4K.
SIZES = [(640, 480), (3840, 480), (800, 2000), (1000, 3000), (1280, 800), (640, 2160),
         (2000, 800), (3840, 2160), (800, 600)]
#: The "UI scale" settings each size is run at.
PERCENTS = (100, 200)
#: The sizes and UI scales the default suite runs.
QUICK = [((640, 480), 100), ((800, 2000), 100), ((1280, 800), 200)]


def sizes():
    """:data:`SIZES` at each of :data:`PERCENTS` as test parameters (size, percent), those
    not in :data:`QUICK` marked slow."""
    return [pytest.param(size, percent, id=f"{size[0]}x{size[1]}-{percent}",
                         marks=() if (size, percent) in QUICK else pytest.mark.slow)
            for percent in PERCENTS for size in SIZES]


def resized(size: tuple[int, int]) -> tuple[int, int]:
    """The size a table at ``size`` is resized to mid-game: the next in :data:`SIZES`."""
    return SIZES[(SIZES.index(size) + 1) % len(SIZES)]


@dataclass(frozen=True)
class Table:
    """A game at the table in a variant that changes its layout: ``players`` seats (the first
    a human, the others AI), ``options``, ``moves`` played before it is shown (and on until the
    human is to act)."""

    name: str
    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict, hash=False)
    moves: int = 60


def own_decks(players: int) -> list[str]:
    """A prebuilt deck for each seat, as the new-game screen's "Own decks" offers them."""
    decks = [deck_codes(deck.cards) for deck in deckbox.prebuilt_decks()]
    return [decks[seat % len(decks)] for seat in range(players)]


TABLES = [
    Table("Tarot Combat duel", "combat", 2, moves=40),
    Table("Tarot Combat, 4", "combat", 4),
    Table("Tarot Combat, 5", "combat", 5),
    Table("Tarot Combat, 6", "combat", 6),
    Table("Tarot Combat, teams of 3", "combat", 6, {"teams": "alliance", "team_size": 3}),
    Table("Tarot Combat, 4 as one", "combat", 4, {"teams": "as one"}),
    Table("Tarot Combat, own decks", "combat", 2, {"decks": own_decks(2)}, moves=40),
    Table("Tarot Combat, 5 own decks", "combat", 5, {"decks": own_decks(5)}),
    Table("Arcanoid, 10", "arcanoid", 10, moves=40),
    Table("Arcanoid, GAZA", "arcanoid", 3, {"gaza": True}, moves=25),
    Table("Taruno, 7", "taruno", 7, moves=30),
    Table("Tarocchi", "tarocchi", 5, moves=25),
    Table("Tarok", "tarok", 4, moves=30),
]

#: The tables shown in a replay (whose table is shorter by the replay's bar): each game once.
REPLAYED = {"Tarot Combat, own decks", "Arcanoid, GAZA", "Taruno, 7", "Tarocchi", "Tarok"}


@lru_cache(maxsize=None)
def played(table: Table) -> dict:
    """The save of ``table``'s game played ``moves`` moves by heuristic agents, then on until
    the human seat (0) is to act; made once."""
    seats = [Seat("You")] + [Seat(name, AI, "heuristic") for name in BOT_NAMES[:table.players - 1]]
    session = Session.new(table.game, seats, seed=3, options=table.options, autosave=False)
    agents = [make_agent("heuristic", table.game, s) for s in range(table.players)]
    while len(session.state.history) < table.moves or session.current_player() != 0:
        seat = session.current_player()
        session.play(seat, agents[seat].act(session.view(seat)))
    return session.to_doc()


@lru_cache(maxsize=None)
def finished(table: Table) -> dict:
    """The save of ``table``'s game played to its end (its shortest form) by random agents;
    made once."""
    seats = [Seat("You")] + [Seat(name, AI, "random") for name in BOT_NAMES[:table.players - 1]]
    options = {**table.options, **find_game(table.game).samples.short}
    session = Session.new(table.game, seats, seed=1, options=options, autosave=False)
    agents = [make_agent("random", table.game, s) for s in range(table.players)]
    while not session.is_over():
        seat = session.current_player()
        session.state.play(agents[seat].act(session.view(seat)))
    return session.to_doc()


def menu_arguments() -> dict[str, dict[str, Any]]:
    """Each scene shown over the main menu, by its registered name, with what it is built
    with."""
    return {
        "main_menu": {}, "new_game": {}, "load_game": {}, "settings": {}, "statistics": {},
        "keys": {}, "deck_editor": {}, "tournaments": {"seed": 1}, "draft": {"seed": 1},
        "rules": {"game_name": "combat", "choose": True},
        "log": {"lines": [f"Line {k} of a long game's log." for k in range(80)]},
        "history": {"turns": [Turn(f"Trick {k}", "trick", [f"Line {n} of trick {k}."
                                                            for n in range(30)])
                              for k in range(1, 4)]},
        "bracket": {"doc": tournament.new_tournament(["easy"] * 6, seed=1)},
        "branch": {"replay": Replay(finished(TABLES[-1])), "step": 5, "seat": 0},
        "card_zoom": {"card": parse_card("M11")},
        "puzzles": {}, "lessons": {"game_name": "combat"},
        "learn_offer": {"game_name": "tarok", "progress": lesson_progress.load(),
                        "play": lambda: None},
    }


class Problems(list):
    """What lies wrong, in words (a test shows them all at once)."""

    def inside(self, canvas: pygame.Rect, what: str, rect: pygame.Rect) -> None:
        if rect.width <= 0 or rect.height <= 0:
            self.append(f"{what}: empty {rect}")
        elif not canvas.contains(rect):
            self.append(f"{what}: {rect} outside the canvas {canvas.size}")


def check_scene(app: App, problems: Problems, what: str) -> None:
    """The scene on top: its widgets and panel inside the canvas; a table beneath it: its
    layout and cards (:func:`check_table`)."""
    canvas = pygame.Rect((0, 0), app.size)
    top = app.stack.top
    panel = getattr(top, "panel", None)
    if panel is not None:
        problems.inside(canvas, f"{what}: panel", panel)
    for element in top.elements:
        if element.visible:
            problems.inside(canvas, f"{what}: {type(element).__name__} "
                            f"{getattr(element, 'text', '')!r}", element.rect)
    for scene in app.stack.scenes:
        if isinstance(scene, TableScene):
            check_table(scene, problems, what)


def check_table(table: TableScene, problems: Problems, what: str) -> None:
    """Every rect of the table's layout (its zones and panels, the places of its buttons and
    choices), every card and the prompt inside the table's part of the canvas."""
    layout = table.layout
    area = pygame.Rect((0, 0), layout.size)
    rects = dict(layout.zone_rects(), choices=layout.choice_area(), bar=layout.bar_area(3),
                 hint=layout.hint_rect(), undo=layout.undo_rect(),
                 history=layout.history_rect())
    for seat in range(len(table.session.seats)):
        rects[f"plate:{seat}"] = layout.name_plate(seat)
    for name, rect in rects.items():
        problems.inside(area, f"{what}: {name}", rect)
    for zone, sprites in table.board.zones.items():
        for k, sprite in enumerate(sprites):
            sprite.finish()
            problems.inside(area, f"{what}: card {k} of {zone}", sprite.rect(layout.card))
    if table.prompt_rect is not None:
        problems.inside(area, f"{what}: prompt", table.prompt_rect)


def test_every_registered_scene_is_checked():
    # the review (over a replay, its searches on the AI worker): tests/test_review_scene.py
    assert set(menu_arguments()) | {"table", "game_menu", "results", "replay", "puzzle",
                                    "lesson", "review"} == set(SCENES)


@pytest.mark.parametrize("size, percent", sizes())
def test_every_game_s_puzzle_lays_out_inside_the_canvas(make_app, size, percent):
    """Each game's first puzzle, its task's board and, once answered, its verdict's."""
    app = make_app("instant", size, ui_scale=percent)
    problems = Problems()
    canvas = pygame.Rect((0, 0), app.size)
    puzzles = load_puzzles()
    for game in ("tarok", "tarocchi", "taruno", "arcanoid", "combat"):
        puzzle = puzzles.of(game)[0]
        scene = app.show("puzzle", puzzle=puzzle)
        step(app, 3)
        check_scene(app, problems, f"{game}: puzzle")
        problems.inside(canvas, f"{game}: the task's board", scene.task_board)
        scene.choose(find_game(game).parse_action(puzzle.solution))
        step(app, 60)
        assert scene.result is not None, game
        check_scene(app, problems, f"{game}: puzzle answered")
        problems.inside(canvas, f"{game}: the verdict's board", scene.result.board)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("size, percent", sizes())
def test_every_menu_lays_out_inside_the_canvas(make_app, size, percent):
    app = make_app("instant", size, ui_scale=percent)
    problems = Problems()
    for name, arguments in menu_arguments().items():
        app.show("main_menu")
        if name != "main_menu":
            app.open(name, **arguments)
        step(app, 2)
        check_scene(app, problems, name)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("size, percent", sizes())
def test_every_table_lays_out_inside_the_canvas_and_after_a_resize(make_app, size, percent):
    app = make_app("instant", size, ui_scale=percent)
    use_fake_ai(app)
    other = resized(size)
    problems = Problems()
    for table in TABLES:
        scene = app.show("table", session=Session.from_save(played(table), autosave=False))
        step(app, 3)
        assert sum(bool(sprites) for sprites in scene.board.zones.values()) >= 5, table.name
        check_scene(app, problems, table.name)
        app.open("game_menu", session=scene.session)
        step(app, 2)
        check_scene(app, problems, f"{table.name}, menu")
        resize(app, other, frames=3)
        assert scene.layout.size == app.size == canvas_size(other)
        check_scene(app, problems, f"{table.name}, menu, at {other}")
        app.stack.pop()
        step(app, 2)
        check_scene(app, problems, f"{table.name} at {other}")
        resize(app, size, frames=1)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("size, percent", sizes())
def test_results_and_replays_lay_out_inside_the_canvas(make_app, size, percent):
    app = make_app("instant", size, ui_scale=percent)
    problems = Problems()
    for table in TABLES:
        app.show("results", session=Session.from_save(finished(table), autosave=False))
        step(app, 2)
        check_scene(app, problems, f"{table.name}: results")
    for table in TABLES:
        if table.name in REPLAYED:
            replay = Replay(played(table))
            scene = app.show("replay", replay=replay)
            scene.step_to(replay.length // 2)
            step(app, 3)
            check_scene(app, problems, f"{table.name}: replay")
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("size, percent", sizes())
def test_each_games_first_lesson_lays_out_inside_the_canvas(make_app, size, percent):
    app = make_app("instant", size, ui_scale=percent)
    library = load_library()
    problems = Problems()
    for game in library.games():
        app.show("lesson", game_name=game, lesson=library.of(game)[0], library=library)
        step(app, 3)
        check_scene(app, problems, f"{game}: first lesson")
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("size", [size for size, percent in QUICK if percent == 100])
def test_a_long_prompt_stays_in_the_window_over_a_hand_off_its_middle(make_app, size):
    """Tarot Combat's hand stands right of the sidebar: a prompt as wide as the window centred
    over it crossed the window's right edge. It is now as wide as the room on both sides of the
    hand's middle, in two rows (or smaller) where it needs."""
    app = make_app("instant", size)
    use_fake_ai(app)
    scene = app.show("table", session=Session.from_save(played(TABLES[0]), autosave=False))
    step(app, 2)
    words = "Choose your attackers, one at a time, then Done; " * 3
    scene._draw_prompt(app.screen, words)
    hand = scene.layout.hand_rect(scene.viewer)
    assert hand.centerx > app.size[0] // 2 + 50         # the hand off the window's middle
    assert pygame.Rect((0, 0), app.size).contains(scene.prompt_rect), scene.prompt_rect
    assert abs(scene.prompt_rect.centerx - hand.centerx) <= 1
