"""Every menu from the keyboard: Tab and the arrows move a visible focus,
Enter and Space do what a click does, Left and Right change a drop-down or a slider, Esc
closes an open list before it leaves; and the drop-down defects: a click on the value already
chosen closes the list, more players do not move the form under the pointer."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton, UICheckBox, UIDropDownMenu, UIHorizontalSlider, UILabel
from pygame_gui.windows import UIMessageWindow

from tarot_table import storage
from tarot_table.app.menus.deck_choice import SHARED
from tarot_table.app.menus.load_game import LoadGameScene
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.new_game import NewGameScene
from tarot_table.app.menus.settings_scene import SettingsScene
from tarot_table.app.table.scene import TableScene
from tarot_table.session import AI, Seat, Session
from tarot_table.app.main import App
from tests.test_menus import click, dialogs, run, widgets


@pytest.fixture
def app():
    app = App((1280, 800))
    yield app
    app.close()


def key(app, code: int, shift: bool = False) -> None:
    mod = pygame.KMOD_SHIFT if shift else 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="",
                                         scancode=0))
    run(app)


def focused(app):
    return app.stack.top.focus_ring.focused


def test_the_main_menu_from_the_keys_opens_a_new_game(app):
    app.stack.push(MainMenuScene(app))
    run(app)
    assert focused(app) is None                         # no ring until a key asks for one
    key(app, pygame.K_DOWN)
    assert isinstance(focused(app), UIButton) and focused(app).text == "New game"  # Continue
    key(app, pygame.K_TAB)                              # is disabled without saves
    assert focused(app).text == "Learn"
    key(app, pygame.K_TAB, shift=True)
    assert focused(app).text == "New game"
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, NewGameScene)


def test_enter_on_the_title_screen_presses_its_gold_button(app):
    """Nothing in the ring yet: Enter continues the latest game, or opens a new one when
    there is none to continue (Continue, disabled, is gold only with a save)."""
    app.stack.push(MainMenuScene(app))
    run(app)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, NewGameScene)
    app.stack.pop()
    Session.new("taruno", [Seat("You"), Seat("Ada", AI, "heuristic")], seed=1).save()
    app.stack.top.resume()
    run(app)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TableScene) and app.stack.top.session.game.spec.name == \
        "taruno"


def test_the_ring_is_drawn_around_the_focused_widget(app):
    app.stack.push(MainMenuScene(app))
    run(app)
    key(app, pygame.K_DOWN)
    rect = focused(app).rect.inflate(8, 8)
    assert tuple(app.screen.get_at((rect.left + 1, rect.centery)))[:3] == (236, 201, 106)


def test_a_new_game_set_up_and_started_from_the_keys(app):
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    top = scene.panel.top
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)                               # the game, then the players
    players = focused(app)
    assert isinstance(players, UIDropDownMenu) and players.selected_option[0] == "4"
    key(app, pygame.K_LEFT)
    assert scene.num_players == 3 and len(scene.seats()) == 3
    assert scene.panel.top == top                        # the form grows downwards only
    assert focused(app).selected_option[0] == "3"        # the focus stayed on the players
    for _ in range(40):
        if isinstance(focused(app), UIButton) and focused(app).text == "Start":
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TableScene)
    assert len(app.stack.top.session.seats) == 3


def test_esc_closes_an_open_list_and_a_second_esc_leaves(app):
    app.stack.push(MainMenuScene(app))
    app.stack.push(NewGameScene(app))
    run(app)
    players = widgets(app.stack.top, UIDropDownMenu)[1]
    click(app, players)
    assert players.current_state is players.menu_states["expanded"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, NewGameScene)
    assert players.current_state is players.menu_states["closed"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)


def test_clicking_the_chosen_value_closes_the_list(app):
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    players = widgets(scene, UIDropDownMenu)[1]
    click(app, players)
    items = players.current_state.options_selection_list.item_list
    click(app, next(i["button_element"] for i in items if i["text"] == "4"))
    assert players.current_state is players.menu_states["closed"]
    assert scene.num_players == 4 and players.selected_option[0] == "4"


def test_the_settings_slider_and_mute_from_the_keys(app):
    app.stack.push(SettingsScene(app))
    run(app)
    scene = app.stack.top
    before = scene.draft.volume
    while not isinstance(focused(app), UIHorizontalSlider):
        key(app, pygame.K_TAB)
    key(app, pygame.K_LEFT)
    assert scene.draft.volume < before
    key(app, pygame.K_TAB)
    assert isinstance(focused(app), UICheckBox)
    key(app, pygame.K_SPACE)
    assert scene.draft.muted is True


def test_a_save_chosen_and_loaded_from_the_keys(app):
    seats = [Seat("You"), Seat("Ada", AI, "heuristic")]
    first = Session.new("taruno", seats, seed=1)
    first.save()
    second = Session.new("tarok", seats + [Seat("Bo", AI, "easy")], seed=2)
    second.save()
    app.stack.push(LoadGameScene(app))
    run(app)
    scene = app.stack.top
    key(app, pygame.K_TAB)              # the list of saves, its first row chosen (with none,
    assert scene.selected == 0          # Enter would do nothing)
    key(app, pygame.K_DOWN)
    assert scene.selected == 1
    wanted = scene.saves[1].id
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.session.save_id == wanted
    assert len(storage.list_saves()) == 2


def test_enter_closes_a_message_window(app):
    app.stack.push(MainMenuScene(app))
    run(app)
    scene = app.stack.top
    scene.message("Hello", "Press Enter.")
    run(app)
    key(app, pygame.K_RETURN)
    assert not dialogs(scene, UIMessageWindow)
    assert isinstance(app.stack.top, MainMenuScene)


def test_the_rules_scroll_from_the_keys(app):
    from tarot_table.app.menus.rules_help import RulesScene
    app.stack.push(RulesScene(app, "tarocchi"))
    run(app)
    scene = app.stack.top
    bar = scene.text.scroll_bar
    assert bar is not None and bar.start_percentage == 0.0
    key(app, pygame.K_PAGEDOWN)
    assert bar.start_percentage > 0.0
    lines_down = bar.start_percentage
    key(app, pygame.K_DOWN)
    assert bar.start_percentage > lines_down
    key(app, pygame.K_END)
    assert abs(bar.start_percentage + bar.visible_percentage - 1.0) < 0.02
    key(app, pygame.K_HOME)
    assert bar.start_percentage == 0.0
    assert isinstance(app.stack.top, RulesScene)


def test_f1_opens_the_keys_from_the_main_menu_and_esc_closes_them(app):
    from tarot_table.app.menus.keys_help import KeysScene
    app.stack.push(MainMenuScene(app))
    run(app)
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, KeysScene)
    key(app, pygame.K_F1)                                 # no second help over the first
    assert isinstance(app.stack.top, MainMenuScene)
    key(app, pygame.K_F1)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)


def test_the_new_game_screen_opens_on_the_last_choices(app):
    app.stack.push(MainMenuScene(app))
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    scene.recall({"game": "taruno", "players": 3, "options": {"stacking": False},
                  "seats": [{"name": "Zed", "kind": "human", "agent": "heuristic"},
                            {"name": "Bo", "kind": "ai", "agent": "hard"}]})
    scene.start()
    run(app)
    assert isinstance(app.stack.top, TableScene)
    again = NewGameScene(app)
    assert (again.game_name, again.num_players, again.options["stacking"]) == \
        ("taruno", 3, False)
    assert [s.name for s in again.seats()[:2]] == ["Zed", "Bo"]
    assert again.seats()[1].agent == "hard"
    from tarot_table.app.settings import Settings
    assert Settings.load().last_setup["game"] == "taruno"          # kept across launches


def test_last_choices_that_no_longer_fit_are_left_at_their_defaults(app):
    fresh = NewGameScene(app)
    for junk in (None, [], "x", {"game": "chess"}, {"game": "tarok", "players": 99,
                 "options": {"target": "lots", "single_hand": 3}, "seats": [7, {"kind": "x"}]}):
        app.settings.last_setup = junk
        scene = NewGameScene(app)
        if isinstance(junk, dict) and junk.get("game") == "tarok":
            assert scene.game_name == "tarok"
        else:
            assert scene.game_name == fresh.game_name
        assert scene.num_players == fresh.num_players
        assert scene.options == scene.spec.default_options()
        assert [s.kind for s in scene.seats()] == [s.kind for s in fresh.seats()]


def tab_to_dropdown(app, showing: str, limit: int = 60):
    """Tab until the focused widget is a drop-down showing ``showing``."""
    for _ in range(limit):
        widget = focused(app)
        if isinstance(widget, UIDropDownMenu) and widget.selected_option[0] == showing:
            return widget
        key(app, pygame.K_TAB)
    raise AssertionError(f"no drop-down showing {showing!r}")


def test_tarot_combat_with_own_decks_chosen_and_started_from_the_keys(app):
    """The new-game screen offers Tarot Combat's own decks (seed §7): "Decks: Own decks"
    adds a Deck column (the AI's, the prebuilt and the saved decks); the game starts with
    each seat's deck as its own piles."""
    from tarot_table.app.menus.deck_choice import AI_BUILDS, OWN, prebuilt_name
    from tarot_table.deckbox import prebuilt_decks
    from tarot_table.rules.combat.decks import deck_codes

    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    tab_to_dropdown(app, scene.spec.title)
    for _ in range(6):
        if scene.game_name == "combat":
            break
        key(app, pygame.K_RIGHT)
    assert scene.game_name == "combat"
    tab_to_dropdown(app, SHARED)
    key(app, pygame.K_RIGHT)
    assert scene.own_decks and focused(app).selected_option[0] == OWN
    assert any("Own decks: each player draws from its own deck" in label.text
               for label in widgets(scene, UILabel))
    first = prebuilt_decks()[0]
    tab_to_dropdown(app, AI_BUILDS)                     # the first seat's deck
    key(app, pygame.K_RIGHT)
    assert scene.drafts[0].deck == prebuilt_name(first.name)
    for _ in range(60):
        if isinstance(focused(app), UIButton) and focused(app).text == "Start":
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert isinstance(table, TableScene)
    view = table.session.state.observation(0)
    assert view.decks is not None and len(view.decks) == scene.num_players
    assert deck_codes(view.decks[0]) == deck_codes(first.cards)
    assert app.settings.last_setup["own_decks"] is True


def test_choosing_own_decks_does_not_move_the_form_under_the_pointer(app):
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    scene._choose_game("Tarot Combat")
    top = scene.panel.top
    scene._choose_decks("Own decks")
    assert scene.own_decks and scene.panel.top == top


@pytest.mark.parametrize("tabs,opens", [(0, TableScene), (1, NewGameScene)])
def test_enter_starts_the_new_game_only_while_nothing_is_in_the_ring(app, tabs, opens):
    app.stack.push(NewGameScene(app))
    run(app)
    for _ in range(tabs):
        key(app, pygame.K_TAB)
    assert (focused(app) is None) == (tabs == 0)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, opens)


def test_rights_pressed_faster_than_frames_each_change_the_game(app):
    """Right pressed several times within one frame changes the game at every press. A
    press posting the change its drop-down shows would rebuild the form, and the next would
    come from the drop-down the rebuild replaced and be dropped; a menu's ring hands the
    change to the scene at once, so the form is rebuilt before the next key is handled."""
    from tarot_table.rules import GAMES
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    key(app, pygame.K_TAB)
    titles = [item[0] for item in focused(app).options_list]
    start = titles.index(focused(app).selected_option[0])
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                             unicode="", scancode=0))
    run(app)
    expected = titles[(start + 3) % len(titles)]
    assert GAMES[scene.game_name].spec.title == expected
    assert focused(app).selected_option[0] == expected


def test_a_drop_down_changed_from_the_keys_shows_its_new_value(app):
    """Right on Tarok's "Play a single hand" makes the game a single hand and the drop-down
    reads "Yes" (pygame-gui's closed drop-down keeps its words when rebuilt; only a form
    built again shows the change)."""
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    scene._choose_game("Tarok")
    run(app)
    for _ in range(40):
        key(app, pygame.K_TAB)
        menu = focused(app)
        if isinstance(menu, UIDropDownMenu) and [o[0] for o in menu.options_list] == ["No", "Yes"]:
            break
    assert menu.current_state.selected_option_button.text == "No"
    key(app, pygame.K_RIGHT)
    assert scene.options["single_hand"] is True
    menu = focused(app)
    assert menu.selected_option[0] == "Yes"
    assert menu.current_state.selected_option_button.text == "Yes"


def test_with_two_humans_the_ring_goes_back_undo_in_hot_seat_start_as_they_stand(app):
    """With a second human the ring goes Back, "Undo in hot-seat", Start, as they stand (a
    field 5 px lower than the buttons would come last)."""
    from tarot_table.app.menus.new_game import HUMAN, UNDO_CHOICES
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    scene._choose_kind(1, HUMAN)
    run(app)
    order = scene.focus_ring.order()
    back = next(i for i, w in enumerate(order) if isinstance(w, UIButton) and w.text == "Back")
    assert [getattr(w, "text", None) for w in (order[back], order[back + 2])] == ["Back", "Start"]
    middle = order[back + 1]
    assert isinstance(middle, UIDropDownMenu) and middle.selected_option[0] in UNDO_CHOICES
