"""The grid of cards of Tarot Combat's deck editor and draft, headless through the real App:
every card of the pool with its cost, strength and speed, the filters and the sort, cards
added and taken out by mouse and keys with the counts and the cost curve following, each card's
rule told on hover and on the keys' focus and in a zoom; the draft's grid, its picks and its
question before leaving; the list, the second view. (``conftest.py`` gives every test fresh
data and config directories.)"""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from pygame_gui.elements import UIDropDownMenu
from pygame_gui.windows import UIConfirmationDialog

from tarot_table.app.focus import choose_option
from tarot_table.app.menus.card_grid import TIP_DELAY, CardGrid, badge_places, badges
from tarot_table.app.menus.card_zoom import CardZoomScene
from tarot_table.app.menus.deck_editor import DeckEditorScene
from tarot_table.app.menus.deck_parts import card_cost
from tarot_table.app.draw.panels import GOLD_LIGHT
from tarot_table.cards import JOKER, Suit, full_deck, parse_card
from tarot_table.rules.combat.tables import NUMBERING
from tarot_table.app.menus.main_menu import MainMenuScene
from tests.test_combat_scenes import button, click, press, run


@pytest.fixture
def app(make_app):
    """The app at 1280×800 on its main menu."""
    app = make_app()
    app.stack.replace(MainMenuScene(app))
    return app


def pointer(app, pos) -> None:
    """The pointer moves to ``pos`` (the widgets see it in their next frame)."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    run(app, 1)


def press_mouse(app, pos, button_number: int = 1) -> None:
    pointer(app, pos)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=button_number, pos=pos))
    run(app, 2)


def tab_to(app, scene, element, limit: int = 30) -> None:
    for _ in range(limit):
        if scene.focus_ring.focused is element:
            return
        press(app, pygame.K_TAB)
    raise AssertionError("the ring never reached the element")


def tip_text(grid: CardGrid) -> str | None:
    return grid.tool_tip.text_block.html_text if grid.tool_tip is not None else None


def menus(scene) -> list[UIDropDownMenu]:
    return [e for e in scene.elements if isinstance(e, UIDropDownMenu)]


def open_editor(app, **arguments) -> DeckEditorScene:
    editor = app.open("deck_editor", **arguments)
    run(app)
    pointer(app, (0, 0))
    return editor


# -- the editor's grid --------------------------------------------------------------------------

def test_the_grid_shows_every_card_of_the_pool_with_its_cost_strength_and_speed(app):
    editor = open_editor(app, jokers=True)
    grid = editor.grid
    assert sorted(grid.cards) == sorted(set(editor.pool)) and len(grid.cards) == 79
    counts = {item.card: item.count for item in grid.items}
    assert counts[JOKER] == "0/2" and counts[parse_card("KW")] == "0/1"
    # the notes' table: Ace 1/1 (its ability 3), 2–10 1/number, courts 2–5/10 for 1–4,
    # the Joker 1/0 (its ability 2), a trump 2 and no soldier
    assert badges(parse_card("AC")) == (3, 1, 1)
    assert badges(parse_card("7S")) == (0, 1, 7)
    assert [badges(parse_card(f"{r}P")) for r in "PNQK"] == [(1, 2, 10), (2, 3, 10),
                                                              (3, 4, 10), (4, 5, 10)]
    assert badges(JOKER) == (2, 1, 0) and badges(parse_card("M0")) == (2, None, None)
    (centre, r), shield, tag = badge_places(grid.geometry.card_rect(0))
    image = grid.image
    assert image.get_at((centre[0] - r // 2 - 1, centre[1] - r // 2))[:3] == GOLD_LIGHT
    assert image.get_at((shield.centerx, shield.top + 2))[:3] == (170, 46, 52)
    assert image.get_at((tag.left + 2, tag.top + 2))[:3] == (44, 92, 150)


def test_the_filters_and_the_sort_change_what_the_grid_shows(app):
    editor = open_editor(app)
    suit, kind, cost, shown, sort = menus(editor)[:5]
    choose_option(suit, 3, editor.handle_event)             # Every suit, Swords, Wands, Cups
    assert suit.selected_option[0] == "Cups"
    assert len(editor.grid.cards) == 14 and {c.suit for c in editor.grid.cards} == {Suit.CUPS}
    choose_option(kind, 2, editor.handle_event)             # Every kind, Spot cards, Courts
    assert [c.rank for c in editor.grid.cards] == [11, 12, 13, 14]
    choose_option(cost, 5, editor.handle_event)             # Any cost, Cost 0, …, Cost 4
    assert editor.grid.cards == [parse_card("KC")]
    for menu, back in ((suit, -3), (kind, -2), (cost, -5)):
        choose_option(menu, back, editor.handle_event)
    assert len(editor.grid.cards) == 78
    assert [card_cost(c) for c in editor.grid.cards] == sorted(card_cost(c) for c in full_deck())
    choose_option(sort, 2, editor.handle_event)             # By cost, By suit, By rank
    assert [str(c) for c in editor.grid.cards[:5]] == ["AS", "AW", "AC", "AP", "2S"]
    assert editor.grid.cards[-1] == parse_card("M21")
    choose_option(sort, -1, editor.handle_event)            # By suit: the display order
    assert editor.grid.cards == full_deck()
    editor.add_card(parse_card("QS"))
    choose_option(shown, 1, editor.handle_event)            # In the deck
    assert editor.grid.cards == [parse_card("QS")]
    choose_option(shown, 1, editor.handle_event)            # Not in the deck
    assert len(editor.grid.cards) == 77 and parse_card("QS") not in editor.grid.cards


def test_a_click_adds_a_card_a_right_click_takes_it_out_and_the_counts_follow(app):
    editor = open_editor(app)
    grid = editor.grid
    card = grid.cards[4]
    curve = app.screen.subsurface(editor.chart).copy()
    press_mouse(app, grid.cell_rect(4).center)
    assert editor.deck == [card]
    assert grid.items[4].count == "1/1" and grid.items[4].marked
    assert editor.deck_label.text == "Deck 1 / 40" and len(editor.deck_list.item_list) == 1
    drawn = app.screen.subsurface(editor.chart)
    assert pygame.image.tobytes(drawn, "RGB") != pygame.image.tobytes(curve, "RGB")
    press_mouse(app, grid.cell_rect(4).center, 3)           # a right click takes it out
    assert editor.deck == [] and grid.items[4].count == "0/1" and not grid.items[4].marked
    assert editor.deck_label.text == "Deck 0 / 40"
    assert pygame.image.tobytes(app.screen.subsurface(editor.chart), "RGB") == \
        pygame.image.tobytes(curve, "RGB")
    editor.fill()
    left = next(c for c in editor.grid.cards if c not in editor.deck)
    press_mouse(app, editor.grid.cell_rect(editor.grid.cards.index(left)).center)
    assert len(editor.deck) == 40 and left not in editor.deck
    assert editor.dialogs[-1].window_display_title == "The deck is full"


def test_the_keys_move_over_the_grid_add_a_card_and_take_it_out(app):
    editor = open_editor(app)
    grid = editor.grid
    tab_to(app, editor, grid)
    assert grid.ring
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN):
        press(app, key)
    index = 2 + grid.geometry.columns
    assert editor.focus_ring.focused is grid and grid.place.cursor == index
    press(app, pygame.K_RETURN)                             # Enter adds the keys' card
    assert editor.deck == [grid.cards[index]]
    press(app, pygame.K_DELETE)                             # Delete takes it out
    assert editor.deck == []
    press(app, pygame.K_END)                                # the last card, scrolled to
    assert grid.place.cursor == 77 and grid.place.scroll == grid.max_scroll > 0
    press(app, pygame.K_TAB)                                # Tab leaves the grid
    assert editor.focus_ring.focused is not grid and not grid.ring


def test_the_card_under_the_pointer_or_the_keys_tells_its_rule(app):
    editor = open_editor(app)
    grid = editor.grid
    card = grid.cards[5]
    pointer(app, grid.cell_rect(5).center)
    assert grid.tool_tip is None and 0 < app.next_change() <= TIP_DELAY    # due, not yet
    run(app, round(TIP_DELAY / 0.016) + 2)
    html = tip_text(grid)
    assert html is not None and card.name(numbering=NUMBERING) in html
    assert "a soldier for free, strength 1" in html
    pointer(app, (5, 5))                                    # away: the tooltip goes
    assert grid.tool_tip is None
    tab_to(app, editor, grid)
    press(app, pygame.K_RIGHT)                              # the keys' card tells at once
    assert grid.cards[1].name(numbering=NUMBERING) in tip_text(grid)
    trump = parse_card("M11")
    grid.move_cursor(grid.cards.index(trump) - grid.place.cursor)
    assert "XI Justice" in tip_text(grid) and "Cause all players to discard" in tip_text(grid)


def test_z_zooms_the_card_and_any_key_closes_it(app):
    editor = open_editor(app)
    tab_to(app, editor, editor.grid)
    press(app, pygame.K_z)
    zoom = app.stack.top
    assert isinstance(zoom, CardZoomScene) and zoom.card == editor.grid.cards[0]
    press(app, pygame.K_SPACE)
    assert app.stack.top is editor and editor.deck == []


def test_the_grid_rests_while_nothing_changes(app, monkeypatch):
    open_editor(app)
    run(app, 30)
    painted = []
    monkeypatch.setattr(CardGrid, "paint", lambda grid: painted.append(grid))
    run(app, 30)
    assert painted == [] and app.next_change() is None


def test_the_list_stays_a_second_view_its_rows_telling_their_rules(app):
    editor = open_editor(app)
    choose_option(menus(editor)[0], 1, editor.handle_event)     # Swords
    click(app, button(editor, "List view"))
    assert editor.grid is None and editor.left_list is not None
    row = editor.left_list.item_list[1]["button_element"]
    assert row.tool_tip_text == "<b>2 of Swords</b><br>Spot card: a soldier for free, " \
                                "strength 1, speed 2."              # the pool's second row
    click(app, editor.left_list.item_list[0]["button_element"])
    click(app, button(editor, "Add >"))
    assert len(editor.deck) == 1
    tab_to(app, editor, editor.left_list)
    press(app, pygame.K_z)                                      # Z zooms the chosen card
    assert isinstance(app.stack.top, CardZoomScene)
    press(app, pygame.K_ESCAPE)
    click(app, button(editor, "Grid view"))
    assert editor.left_list is None and {c.suit for c in editor.grid.cards} == {Suit.SWORDS}
    assert Counter(i.count for i in editor.grid.items)["1/1"] == 1


# -- the draft ----------------------------------------------------------------------------------

def test_the_draft_picks_from_its_grid_by_click_double_click_and_keys(app):
    draft = app.open("draft", seed=3)
    run(app)
    grid = draft.pile_grid
    first = grid.cards[2]
    press_mouse(app, grid.cell_rect(2).center)              # a click chooses
    assert draft.chosen == first and grid.items[2].marked and not draft.draft.picks[0]
    click(app, button(draft, "Pick"))
    assert draft.draft.picks[0] == [first] and draft.picks_grid.cards == [first]
    grid = draft.pile_grid
    second = grid.cards[0]
    for _ in range(2):                                      # a double click picks
        press_mouse(app, grid.cell_rect(0).center)
    assert draft.draft.picks[0] == [first, second]
    tab_to(app, draft, draft.pile_grid)
    third = draft.pile_grid.cards[0]
    press(app, pygame.K_RETURN)                             # Enter picks the keys' card
    assert draft.draft.picks[0] == [first, second, third]
    press_mouse(app, draft.picks_grid.cell_rect(0).center, 3)   # a right click zooms
    assert isinstance(app.stack.top, CardZoomScene)
    assert app.stack.top.card == draft.picks_grid.cards[0]


def test_the_drafts_card_under_the_pointer_or_the_keys_tells_its_rule(app):
    draft = app.open("draft", seed=3)
    run(app)
    pointer(app, (0, 0))
    grid = draft.pile_grid
    card = grid.cards[3]
    pointer(app, grid.cell_rect(3).center)
    run(app, round(TIP_DELAY / 0.016) + 2)
    html = tip_text(grid)
    assert html is not None and f"<b>{card.name(numbering=NUMBERING)}</b>" in html
    pointer(app, (5, 5))
    assert grid.tool_tip is None
    tab_to(app, draft, grid)
    assert card.name(numbering=NUMBERING) not in tip_text(grid)     # the first card's, at once
    assert grid.cards[0].name(numbering=NUMBERING) in tip_text(grid)
    for _ in range(3):
        press(app, pygame.K_RIGHT)
    assert f"<b>{card.name(numbering=NUMBERING)}</b>" in tip_text(grid)
    press(app, pygame.K_TAB)                                # the ring leaves: the tip goes
    assert grid.tool_tip is None


def test_an_empty_grid_says_so(app):
    draft = app.open("draft", seed=3)
    run(app)
    picks = draft.picks_grid
    assert picks.items == [] and picks.empty == "No pick yet"
    image = picks.image
    assert any(image.get_at((x, y))[3] for x in range(image.get_width())
               for y in range(image.get_height()))


def test_leaving_the_draft_asks_first_even_before_a_pick(app):
    draft = app.open("draft", seed=4)
    run(app)
    click(app, button(draft, "Leave the draft"))
    ask = draft.dialogs[-1]
    assert isinstance(ask, UIConfirmationDialog) and app.stack.top is draft
    assert "the piles dealt will be lost" in ask.confirmation_text.html_text
    press(app, pygame.K_ESCAPE)                             # Esc: the draft stays
    assert app.stack.top is draft and not ask.alive()
    while not draft.draft.done:
        draft.pick_card(draft.draft.holding[0][0])
    editor = app.stack.top
    assert isinstance(editor, DeckEditorScene)
    press(app, pygame.K_ESCAPE)                             # back from the editor, unbuilt
    assert app.stack.top is draft
    click(app, button(draft, "Done"))
    assert "no deck is built" in draft.dialogs[-1].confirmation_text.html_text
    press(app, pygame.K_RETURN)                             # Enter: it leaves
    run(app)
    assert app.stack.top is not draft


@pytest.mark.parametrize("size", [(640, 480), (800, 2000)])
def test_the_list_views_lie_inside_the_canvas_too(make_app, size):
    from tests.test_any_size import Problems, check_scene
    from tests.test_window import step
    app = make_app("instant", size)
    problems = Problems()
    for name, arguments in (("deck_editor", {}), ("draft", {"seed": 1})):
        app.show("main_menu")
        scene = app.open(name, **arguments)
        step(app, 2)
        scene.toggle_view()
        step(app, 2)
        assert scene.grid is None if name == "deck_editor" else scene.pile_grid is None
        check_scene(app, problems, f"{name}, list view")
    assert problems == [], "\n".join(problems)


def test_a_sealed_pools_done_follows_the_deck_in_the_grid(app):
    pool = full_deck()[:45]
    decks = []
    editor = open_editor(app, pool=pool, on_done=decks.append)
    done = button(editor, "Done")
    assert editor.size == 30 and not done.is_enabled
    editor.fill()                                               # the editor built again
    done = button(editor, "Done")
    assert len(editor.deck) == 30 and done.is_enabled and editor.grid is not None
    press_mouse(app, editor.grid.cell_rect(0).center, 3)        # one taken out, in place
    assert len(editor.deck) == 29 and done.alive() and not done.is_enabled
    press_mouse(app, editor.grid.cell_rect(0).center)           # and put back
    assert len(editor.deck) == 30 and done.is_enabled
