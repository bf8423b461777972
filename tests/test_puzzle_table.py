"""The puzzles at the table, driven headlessly through the real App: the puzzles screen (by
game and level, solved counts, the rating), a puzzle answered by a drag, a double click or the
keys, right (solved, the rating moved, the progress kept) or wrong (what it loses, then the
solution played out with its reason), an illegal move refused with the rules' reason, a bad
puzzle file reported while the screen stays usable; no hint, no undo, nothing played by the
table for the player, nothing moved after the answer.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton, UIDropDownMenu, UISelectionList
from pygame_gui.windows import UIMessageWindow

from tarot_table import puzzle_progress
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.puzzles import PuzzlesScene
from tarot_table.app.puzzles.scene import NO_HINT, PuzzleScene
from tarot_table.app.table.board_place import PANELS
from tarot_table.puzzles import Library, load_library
from tarot_table.rules import find_game

DT = 1 / 30
LIBRARY = load_library()


def step(app, frames: int = 1) -> None:
    for _ in range(frames):
        app.step(DT)


def post(kind: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def key(app, code: int) -> None:
    post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
    step(app, 2)


def click(app, element) -> None:
    pos = element.rect.center
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)
    step(app)
    post(pygame.MOUSEBUTTONUP, button=1, pos=pos)
    step(app, 2)


def drag(app, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """Press at ``start``, move in ``steps`` to ``end`` (a frame each), release there."""
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=start)
    step(app)
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps,
               start[1] + (end[1] - start[1]) * i // steps)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        step(app)
    post(pygame.MOUSEBUTTONUP, button=1, pos=end)
    step(app)


def wait_until(app, condition, frames: int = 600) -> None:
    for _ in range(frames):
        if condition():
            return
        step(app)
    raise AssertionError("the condition was never met")


def buttons(scene) -> dict[str, UIButton]:
    return {b.text: b for b in scene.elements if isinstance(b, UIButton)}


def puzzles_screen(app, library: Library | None = None) -> PuzzlesScene:
    app.show("main_menu")
    step(app, 2)
    click(app, buttons(app.stack.top)["Puzzles"])
    screen = app.stack.top
    assert isinstance(screen, PuzzlesScene)
    if library is not None:
        app.stack.pop()
        screen = app.open("puzzles", library=library)
        step(app, 2)
    return screen


def puzzle_at_table(app, puzzle) -> PuzzleScene:
    screen = puzzles_screen(app)
    screen.selected = screen.shown.index(puzzle)
    screen.play()
    table = app.stack.top
    assert isinstance(table, PuzzleScene) and table.puzzle == puzzle
    wait_until(app, lambda: table.can_act)
    return table


def test_the_main_menu_leads_to_the_puzzles_by_game_and_level(make_app):
    app = make_app()
    screen = puzzles_screen(app)
    assert isinstance(app.stack.scenes[-2], MainMenuScene)
    assert screen.shown == list(LIBRARY.puzzles)
    [games, levels] = [e for e in screen.elements if isinstance(e, UIDropDownMenu)]
    screen.choose_game("Tarok")
    assert screen.shown == LIBRARY.of("tarok")
    screen.choose_level("Hard")
    assert screen.shown == LIBRARY.of("tarok", 3) and screen.shown
    [rows] = [e for e in screen.elements if isinstance(e, UISelectionList)]
    assert len(rows.item_list) == len(screen.shown)
    assert rows.item_list[0]["text"].startswith("Tarok ") and " · Hard · " in \
        rows.item_list[0]["text"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)


def test_a_right_answer_is_solved_counted_and_rated(make_app):
    app = make_app()
    puzzle = LIBRARY.of("tarok")[0]
    table = puzzle_at_table(app, puzzle)
    assert table.viewer == puzzle.seat and table.hint.button is None
    assert table.undo_control.button is None
    card = find_game("tarok").parse_action(puzzle.solution).cards[0]
    drag(app, table.hand_sprite_rect(card).center, table.trick_area_rect().center)
    wait_until(app, lambda: table.result is not None)
    assert table.result.title == "Solved!" and table.verdict.right
    assert "It beats the next best move" in table.result.words
    assert table.rating.startswith("Puzzle rating ") and "(+" in table.rating
    progress = puzzle_progress.load()
    assert progress.is_solved(puzzle.id) and progress.rating.rating > 1500
    moves = table.session.moves()
    step(app, 60)
    assert table.session.moves() == moves          # nothing moves after the answer
    key(app, pygame.K_ESCAPE)
    screen = app.stack.top
    assert isinstance(screen, PuzzlesScene)
    assert "1 of" in next(e.text for e in screen.elements if "solved" in getattr(e, "text", ""))


def test_a_wrong_answer_says_what_it_loses_then_the_solution_is_played_with_its_reason(
        make_app):
    app = make_app()
    puzzle = LIBRARY.of("tarok")[0]
    table = puzzle_at_table(app, puzzle)
    view = table.view_now()
    wrong = next(a for a in view.legal if str(a) != puzzle.solution)
    assert table.play_card(wrong.cards[0])
    wait_until(app, lambda: table.result is not None)
    assert table.result.title == "Not the best move" and not table.verdict.right
    assert f"loses {round(puzzle.losses[str(wrong)])} card points" in table.result.words
    assert list(buttons(table)) == ["Try again (R)", "Show solution (S)", "Puzzles (Esc)"]
    rating = puzzle_progress.load().rating.rating
    assert rating < 1500 and not puzzle_progress.load().is_solved(puzzle.id)
    click(app, buttons(table)["Show solution (S)"])
    shown = app.stack.top
    assert isinstance(shown, PuzzleScene) and shown is not table and shown.solution
    wait_until(app, lambda: shown.result is not None)
    assert shown.result.title == "The solution"
    assert str(shown.session.answer) == puzzle.solution
    assert shown.result.words.startswith(shown.verdict.words[:20])
    assert puzzle_progress.load().rating.rating == rating      # a shown solution is not counted
    key(app, pygame.K_r)                                       # try again: the position afresh
    again = app.stack.top
    assert isinstance(again, PuzzleScene) and again.session.moves() == 0 and not again.solution
    assert isinstance(app.stack.scenes[-2], PuzzlesScene)


def test_an_illegal_move_is_refused_with_the_rules_reason_and_answers_nothing(make_app):
    app = make_app()
    puzzle = next(p for p in LIBRARY.of("tarok")
                  if any(find_game("tarok").parse_action(p.solution).cards[0].suit != c.suit
                         for c in find_game("tarok").from_position(p.position)
                         .observation(p.seat).hand())
                  and find_game("tarok").from_position(p.position).observation(p.seat)
                  .zones["trick"])
    table = puzzle_at_table(app, puzzle)
    view = table.view_now()
    illegal = next(c for c in view.hand() if all(a.cards != (c,) for a in view.legal))
    assert not table.play_card(illegal)
    assert table.toast and "follow" in table.toast
    step(app, 10)
    assert table.result is None and table.session.answer is None and table.can_act


def test_h_says_a_puzzle_gives_no_hint(make_app):
    app = make_app()
    table = puzzle_at_table(app, LIBRARY.of("tarok")[0])
    key(app, pygame.K_h)
    assert table.toast == NO_HINT and table.hint.pending is None


def test_the_keys_answer_and_leave_the_board(make_app):
    app = make_app()
    queue = LIBRARY.of("tarok")
    table = puzzle_at_table(app, queue[0])
    solution = find_game("tarok").parse_action(queue[0].solution).cards[0]
    for _ in table.view_now().hand():           # the arrows reach the card, Enter plays it
        if table.input.selected == solution:
            break
        key(app, pygame.K_RIGHT)
    assert table.input.selected == solution
    key(app, pygame.K_RETURN)
    wait_until(app, lambda: table.result is not None)
    key(app, pygame.K_n)                                       # the next puzzle
    following = app.stack.top
    assert isinstance(following, PuzzleScene) and following.puzzle == queue[1]


@pytest.mark.parametrize("game", ["tarocchi", "taruno", "arcanoid", "combat"])
def test_every_game_s_puzzle_is_answered_at_its_table(make_app, game):
    """The solution played through the table's own way of making a move (a choice, a drop,
    a card): no move is made for the player before it (Tarot Combat's passes), none after."""
    app = make_app()
    puzzle = LIBRARY.of(game)[0]
    table = puzzle_at_table(app, puzzle)
    assert table.session.moves() == 0
    assert table.choose(find_game(game).parse_action(puzzle.solution))
    wait_until(app, lambda: table.result is not None)
    assert table.result.title == "Solved!"
    moves = table.session.moves()
    step(app, 60)
    assert table.session.moves() == moves


@pytest.mark.parametrize("game", ["tarok", "tarocchi", "taruno", "arcanoid", "combat"])
def test_the_task_and_the_verdict_cover_no_name_plate_life_or_score(make_app, game):
    """Each board stands where it covers least: clear of the panels of the layout (an
    opponent's life in Tarot Combat), and of the cards where it can be."""
    app = make_app()
    puzzle = LIBRARY.of(game)[0]
    table = puzzle_at_table(app, puzzle)
    step(app, 2)
    panels = [rect for name, rect in table.layout.zone_rects().items()
              if name.partition(":")[0] in PANELS]
    assert table.task_board is not None
    assert not any(table.task_board.colliderect(rect) for rect in panels)
    assert table.choose(find_game(game).parse_action(puzzle.solution))
    wait_until(app, lambda: table.result is not None)
    assert not any(table.result.board.colliderect(rect) for rect in panels)


def test_a_bad_puzzle_file_is_reported_and_the_screen_stays_usable(make_app, tmp_path):
    (tmp_path / "tarok.json").write_text("[{]")
    library = Library(LIBRARY.of("taruno"), load_library(tmp_path).problems)
    app = make_app()
    screen = puzzles_screen(app, library)
    [window] = [d for d in screen.dialogs if isinstance(d, UIMessageWindow) and d.alive()]
    assert "tarok.json" in window.text_block.html_text
    key(app, pygame.K_RETURN)                          # the message closes
    assert not window.alive() and screen.shown == LIBRARY.of("taruno")
    screen.next_unsolved()
    assert isinstance(app.stack.top, PuzzleScene)
