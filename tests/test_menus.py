"""The menu scenes, driven headlessly by real mouse and keyboard events through the App."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from types import SimpleNamespace

import pygame
import pytest
from pygame_gui.elements import (UIButton, UIDropDownMenu, UILabel, UISelectionList, UITextBox,
                                 UITextEntryLine)
from pygame_gui.windows import UIConfirmationDialog, UIMessageWindow

from tarot_table import storage
from tarot_table.app.menus.ingame_menu import InGameMenuScene
from tarot_table.app.menus.load_game import LoadGameScene
from tarot_table.app.main import App
from tarot_table.app.menus.base import describe_save
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.new_game import NewGameScene
from tarot_table.app.menus.results import ResultsScene, winners_text
from tarot_table.app.menus.rules_help import RulesScene, markdown_to_html
from tarot_table.app.scene import Scene
from tarot_table.app.settings import Settings
from tarot_table.app.menus.settings_scene import SettingsScene
from tarot_table.rules import GAMES
from tarot_table.rules.base import OptionSpec
from tarot_table.session import AI, HUMAN, Seat, Session

SEATS = [Seat("You"), Seat("Ada", AI, "heuristic"), Seat("Basil", AI, "random")]


@pytest.fixture
def app():
    app = App((1280, 800))
    yield app
    app.close()


def run(app: App, frames: int = 6) -> None:
    for _ in range(frames):
        app.step(0.016)


def click(app: App, element) -> None:
    """Press and release the left mouse button over ``element``, then let the events flow."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=element.rect.center))
    run(app)


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    run(app)


def widgets(scene: Scene, kind: type) -> list:
    return [e for e in scene.elements if isinstance(e, kind)]


def button(scene: Scene, text: str) -> UIButton:
    return next(b for b in widgets(scene, UIButton) if b.text == text)


def choose(app: App, menu: UIDropDownMenu, text: str) -> None:
    """Open a drop-down with a click and click its option ``text``."""
    click(app, menu)
    items = menu.current_state.options_selection_list.item_list
    click(app, next(item["button_element"] for item in items if item["text"] == text))


def dialogs(scene: Scene, kind: type) -> list:
    return [d for d in scene.dialogs if isinstance(d, kind) and d.alive()]


def started_game(seats=SEATS, **options) -> Session:
    return Session.new("tarok", seats, seed=7, options=options)


def finished_game() -> Session:
    session = started_game(single_hand=True)
    rng = random.Random(1)
    while not session.is_over():
        session.play(session.current_player(), rng.choice(session.state.legal_actions()))
    return session


# -- main menu ------------------------------------------------------------------------------
@pytest.mark.parametrize("height", [560, 640, 700, 720, 760, 800])
def test_the_main_menu_column_ends_inside_the_felts_frame(height):
    """At 1152×720 too, Quit does not cross the frame's bottom edge (ten buttons: Learn and
    Puzzles among them)."""
    app = App((height * 16 // 10, height))
    try:
        app.stack.push(MainMenuScene(app))
        run(app)
        buttons = widgets(app.stack.top, UIButton)
        assert len(buttons) == 10
        assert max(b.relative_rect.bottom for b in buttons) <= height - 28
        assert min(b.relative_rect.height for b in buttons) >= 36
        tops = sorted(b.relative_rect.top for b in buttons)
        assert all(b - a > 36 for a, b in zip(tops, tops[1:])), "no two overlap"
    finally:
        app.close()


def test_main_menu_continue_is_disabled_without_saves_and_new_game_opens_setup(app):
    app.stack.push(MainMenuScene(app))
    run(app)
    assert not button(app.stack.top, "Continue").is_enabled
    click(app, button(app.stack.top, "New game"))
    assert isinstance(app.stack.top, NewGameScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)
    assert button(app.stack.top, "New game").visible


def test_main_menu_offers_to_continue_the_latest_unfinished_game(app):
    finished_game()
    started_game()
    app.stack.push(MainMenuScene(app))
    run(app)
    texts = [b.text for b in widgets(app.stack.top, UIButton)]
    assert "Continue Tarok · Hand 1 · trick 1" in texts


def test_continue_resumes_the_game_or_says_why_it_cannot(app):
    session = started_game()
    app.stack.push(MainMenuScene(app))
    run(app)
    (storage.saves_dir() / f"{session.save_id}.json").write_text("[]", encoding="utf-8")
    click(app, button(app.stack.top, "Continue Tarok · Hand 1 · trick 1"))
    menu = app.stack.top
    assert isinstance(menu, MainMenuScene)
    assert any(session.save_id in w.text_block.html_text for w in dialogs(menu, UIMessageWindow))
    assert not button(menu, "Continue").is_enabled
    again = started_game()
    app.stack.replace(MainMenuScene(app))
    run(app)
    click(app, button(app.stack.top, "Continue Tarok · Hand 1 · trick 1"))
    assert type(app.stack.top).__name__ == "TableScene"
    assert app.stack.top.session.save_id == again.save_id


def test_main_menu_reports_a_damaged_save_once(app):
    folder = storage.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text('{"format": ', encoding="utf-8")
    app.stack.push(MainMenuScene(app))
    run(app)
    [window] = dialogs(app.stack.top, UIMessageWindow)
    assert "broken.json" in window.text_block.html_text
    app.stack.replace(MainMenuScene(app))
    run(app)
    assert dialogs(app.stack.top, UIMessageWindow) == []


@pytest.mark.parametrize("tz", ["XST-14", "YST+12"])
def test_dates_at_the_ends_of_time_are_described_in_any_zone(tz, zone):
    from datetime import datetime, timezone
    zone(tz)
    east = tz.startswith("X")
    first = SimpleNamespace(newer=None, finished=False, progress="Hand 1 · trick 1",
                            game="tarok", names=("You", "Ada"),
                            saved_at=datetime(1, 1, 1, tzinfo=timezone.utc))
    last = replace_ns(first, saved_at=datetime(9999, 12, 31, 23, 59, 59, tzinfo=timezone.utc))
    assert describe_save(first) == "Tarok  ·  You, Ada  ·  " + (
        "1 Jan 1 14:00" if east else "1 Jan 1 00:00 UTC") + "  ·  Hand 1 · trick 1"
    assert describe_save(last) == "Tarok  ·  You, Ada  ·  " + (
        "31 Dec 9999 23:59 UTC" if east else "31 Dec 9999 11:59") + "  ·  Hand 1 · trick 1"


def replace_ns(ns: SimpleNamespace, **changes) -> SimpleNamespace:
    return SimpleNamespace(**{**vars(ns), **changes})


def continue_button(app, game: str, seats: list[Seat], progress: str) -> UIButton:
    """The title's Continue for a new save of ``game`` whose progress reads ``progress``."""
    session = Session.new(game, seats, seed=7)
    doc = storage.read_save(session.save_id)
    doc["summary"]["progress"] = progress
    storage.write_save({k: doc[k] for k in session.to_doc()})
    app.stack.push(MainMenuScene(app))
    run(app)
    return next(b for b in widgets(app.stack.top, UIButton) if b.text.startswith("Continue"))


def test_a_continue_too_long_for_its_button_gives_its_progress_to_the_tooltip(app):
    """A Continue too long for the column ("Continue Tarot Combat · Turn 2 · main st…")
    reads "Continue <game>"; the tooltip says the rest."""
    from tarot_table.app.labels import needed_width
    go = continue_button(app, "combat", [Seat("You"), Seat("Ada", AI, "heuristic")],
                         "Turn 2 · main step, Ada has priority")
    assert go.text == "Continue Tarot Combat"
    assert needed_width(go, go.text) <= go.relative_rect.width
    assert "Ada has priority" in go.tool_tip_text


def test_the_continue_tooltip_shows_save_text_as_text(app):
    go = continue_button(app, "tarok", [Seat("<b>You</b>"), Seat("<img src=/x>", AI, "random")],
                         "<font pixel_size=400>x")
    assert go.text == "Continue Tarok · <font pixel_size=400>x"
    pygame.mouse.set_pos(go.rect.center)
    for _ in range(4):
        app.step(0.5)
    assert go.tool_tip is not None
    assert go.tool_tip.text_block.html_text.startswith(
        "Tarok  ·  &lt;b&gt;You&lt;/b&gt;, &lt;img src=/x&gt;  ·  ")
    assert go.tool_tip.text_block.html_text.endswith("&lt;font pixel_size=400&gt;x")


def test_a_message_with_any_characters_shows(app):
    app.stack.push(MainMenuScene(app))
    run(app)
    window = app.stack.top.message("Saved games", "Save 'a\x00.json' <b>\ud800</b>\nline two")
    run(app)
    assert window.text_block.html_text == \
        "Save &#x27;a\ufffd.json&#x27; &lt;b&gt;\ufffd&lt;/b&gt;<br>line two"


def test_main_menu_relayouts_when_the_window_shrinks(app):
    app.stack.push(MainMenuScene(app))
    run(app)
    app.window.size = (900, 600)              # SDL reports the resize as an event
    run(app)
    buttons = widgets(app.stack.top, UIButton)
    assert len(buttons) == 10
    assert all(0 <= b.rect.left and b.rect.right <= 900 and b.rect.bottom <= 600 for b in buttons)
    assert button(app.stack.top, "Quit").rect.centerx == 450


# -- new game -------------------------------------------------------------------------------
def test_start_with_the_defaults_creates_a_four_seat_game(app):
    app.stack.push(NewGameScene(app))
    run(app)
    click(app, button(app.stack.top, "Start"))
    infos, problems = storage.list_saves()
    assert problems == []
    [info] = infos
    assert info.names == ("You", "Ada", "Basil", "Cleo")
    doc = storage.read_save(info.id)
    assert doc["seats"][0] == {"name": "You", "kind": HUMAN, "agent": None}
    assert doc["seats"][3] == {"name": "Cleo", "kind": AI, "agent": "heuristic"}
    assert type(app.stack.top).__name__ == "TableScene"
    assert app.stack.top.session.save_id == info.id


def test_a_click_outside_an_open_list_only_closes_it(app):
    """A click on Start while a drop-down's list is open only closes the list (pygame-gui
    would pass the click on and start the game too); the next click starts."""
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    players = widgets(scene, UIDropDownMenu)[1]
    click(app, players)
    assert players.current_state is players.menu_states["expanded"]
    click(app, button(scene, "Start"))
    assert app.stack.top is scene and storage.list_saves()[0] == []
    assert players.current_state is players.menu_states["closed"]
    click(app, button(scene, "Start"))
    assert type(app.stack.top).__name__ == "TableScene"


def test_setup_choices_reach_the_session(app):
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    menus = widgets(scene, UIDropDownMenu)
    choose(app, menus[1], "2")                       # players
    menus = widgets(scene, UIDropDownMenu)
    choose(app, menus[2], "500")                     # points to win
    entry = widgets(scene, UITextEntryLine)[0]
    click(app, entry)
    entry.set_text("")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zed"))
    run(app)
    menus = widgets(scene, UIDropDownMenu)
    choose(app, menus[7], "Random")                  # second seat's AI level
    assert scene.seats() == [Seat("Zed", HUMAN), Seat("Ada", AI, "random")]
    click(app, button(scene, "Start"))
    [info] = storage.list_saves()[0]
    doc = storage.read_save(info.id)
    assert doc["options"]["target"] == 500
    assert [s["name"] for s in doc["seats"]] == ["Zed", "Ada"]
    assert doc["seats"][1]["agent"] == "random"


def test_a_human_seat_has_no_ai_level(app):
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    def levels():  # the drop-downs: game, players, two options, then kind and level per seat
        return [m.is_enabled for m in widgets(scene, UIDropDownMenu)[5::2]]
    assert levels() == [False, True, True, True]
    choose(app, widgets(scene, UIDropDownMenu)[8], "Human")  # third seat's kind
    assert levels() == [False, True, False, True]
    assert scene.seats()[2] == Seat("Basil", HUMAN)


def test_in_hot_seat_the_seat_named_you_becomes_player_one(app):
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    assert scene.seats()[0] == Seat("You", HUMAN)            # one human: "You win!"
    choose(app, widgets(scene, UIDropDownMenu)[8], "Human")  # third seat's kind
    assert [s.name for s in scene.seats()[:3]] == ["Player 1", "Ada", "Basil"]
    assert scene.seats()[0].kind == HUMAN
    assert widgets(scene, UITextEntryLine)[0].get_text() == "Player 1"    # as it will play
    choose(app, widgets(scene, UIDropDownMenu)[8], "AI")
    assert widgets(scene, UITextEntryLine)[0].get_text() == "You"


def test_a_field_with_one_choice_is_shown_disabled(app):
    """Tarocchi's Players, a list of one ("5"), is shown disabled."""
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    assert widgets(scene, UIDropDownMenu)[1].is_enabled           # Tarok: 2 to 4 players
    choose(app, widgets(scene, UIDropDownMenu)[0], "Tarocchi")
    players = widgets(scene, UIDropDownMenu)[1]
    assert players.selected_option[0] == "5" and not players.is_enabled
    assert players not in scene.focus_ring.order()


def test_ai_levels_read_as_players_expect_weakest_first(app):
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    level = widgets(scene, UIDropDownMenu)[7]               # the second seat's level
    assert level.options_list == [("Random", "Random"), ("Easy", "Easy"), ("Normal", "Normal"),
                                  ("Strong", "Strong"), ("Expert", "Expert")]
    assert level.selected_option[0] == "Normal"             # the rule-based player by default
    choose(app, level, "Expert")
    assert scene.seats()[1].agent == "hard"


def test_a_refused_setup_is_explained_and_nothing_starts(app, monkeypatch):
    def refuse(*args, **kwargs):
        raise ValueError("Tarok is for 2–4 players, not 9")
    monkeypatch.setattr(Session, "new", refuse)
    app.stack.push(NewGameScene(app))
    run(app)
    click(app, button(app.stack.top, "Start"))
    assert isinstance(app.stack.top, NewGameScene)
    [window] = dialogs(app.stack.top, UIMessageWindow)
    assert "not 9" in window.text_block.html_text


def test_an_option_without_choices_takes_a_number(app, monkeypatch):
    spec = replace(GAMES["tarok"].spec, options=(OptionSpec("rounds", 3, "Rounds"),))
    monkeypatch.setitem(GAMES, "tarok", SimpleNamespace(spec=spec))
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    [entry] = [e for e in widgets(scene, UITextEntryLine) if e.get_text() == "3"]
    click(app, entry)
    entry.set_text("")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x12"))
    run(app)
    assert entry.get_text() == "12"
    assert scene.options == {"rounds": 12}


def test_each_variant_is_named_with_its_one_line_description(app):
    """Where a variant is chosen, its one line says what it is (the option's
    declared descriptions), and the line follows the choice."""
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    choose(app, widgets(scene, UIDropDownMenu)[0], "Arcanoid")

    def lines():
        return [w.text for w in widgets(scene, UILabel) if ": " in w.text]
    assert lines() == ["Dresden: The standard rules, no variant.",
                       "GAZA: Off (on, USA joins 2–3 players as a mechanical extra player)."]
    choose(app, widgets(scene, UIDropDownMenu)[2], "Koblenz")
    assert lines()[0] == "Koblenz: " + GAMES["arcanoid"].spec.options[0].description("koblenz")
    assert scene.options["variant"] == "koblenz"
    choose(app, widgets(scene, UIDropDownMenu)[1], "2")
    choose(app, widgets(scene, UIDropDownMenu)[4], "Yes")
    assert lines()[1].startswith("GAZA: Adds USA") and scene.options["gaza"] is True
    assert all(w.rect.bottom <= app.size[1] for w in scene.elements)


def test_tarot_combat_team_options_are_disabled_where_they_mean_nothing(app):
    """Teams are for four and six players (seed §8), players per team only with teams: the
    form shows such an option disabled, at its default, and starts the game with it."""
    app.stack.push(NewGameScene(app))
    run(app)
    scene = app.stack.top
    choose(app, widgets(scene, UIDropDownMenu)[0], "Tarot Combat")

    def teams_and_size():   # the drop-downs: game, players, jokers, teams, players per team
        menus = widgets(scene, UIDropDownMenu)[3:5]
        return [(m.selected_option[0], m.is_enabled) for m in menus]
    assert teams_and_size() == [("None", True), ("2", False)]
    choose(app, widgets(scene, UIDropDownMenu)[3], "Alliance")
    assert teams_and_size() == [("Alliance", True), ("2", True)]
    choose(app, widgets(scene, UIDropDownMenu)[4], "3")
    choose(app, widgets(scene, UIDropDownMenu)[1], "2")
    assert teams_and_size() == [("None", False), ("2", False)]
    assert scene.game_options() == {"jokers": False, "teams": "none", "team_size": 2}
    choose(app, widgets(scene, UIDropDownMenu)[1], "6")       # the choices come back
    assert teams_and_size() == [("Alliance", True), ("3", True)]
    click(app, button(scene, "Start"))
    [info] = storage.list_saves()[0]
    assert storage.read_save(info.id)["options"] == {"jokers": False, "teams": "alliance",
                                                     "team_size": 3}


def test_setup_survives_a_resize(app):
    app.stack.push(NewGameScene(app))
    run(app)
    choose(app, widgets(app.stack.top, UIDropDownMenu)[1], "3")
    app.window.size = (900, 600)              # SDL reports the resize as an event
    run(app)
    assert widgets(app.stack.top, UIDropDownMenu)[1].selected_option[0] == "3"
    assert all(e.rect.right <= 900 and e.rect.bottom <= 600 for e in app.stack.top.elements)


# -- load game ------------------------------------------------------------------------------
def test_load_lists_the_saves_and_reports_a_corrupt_one(app):
    started_game()
    finished_game()
    (storage.saves_dir() / "garbage.json").write_bytes(b"\x00not json")
    app.stack.push(LoadGameScene(app))
    run(app)
    scene = app.stack.top
    [listing] = widgets(scene, UISelectionList)
    texts = [item["text"] for item in listing.item_list]
    assert len(texts) == 2
    assert all(t.startswith("Tarok  ·  You, Ada, Basil") for t in texts)
    assert any(t.endswith("Finished") for t in texts)
    assert any(t.endswith("Hand 1 · trick 1") for t in texts)
    [window] = dialogs(scene, UIMessageWindow)
    assert "garbage.json" in window.text_block.html_text
    assert list((storage.saves_dir() / "corrupt").iterdir())
    run(app)
    assert app.running


def test_load_resumes_the_selected_game(app):
    session = started_game()
    app.stack.push(LoadGameScene(app))
    run(app)
    scene = app.stack.top
    load = button(scene, "Load")
    assert not load.is_enabled
    [listing] = widgets(scene, UISelectionList)
    click(app, listing.item_list[0]["button_element"])
    assert load.is_enabled
    click(app, load)
    assert type(app.stack.top).__name__ == "TableScene"
    assert app.stack.top.session.save_id == session.save_id


def test_a_save_that_breaks_while_listed_is_reported_and_the_list_refreshed(app):
    session = started_game()
    app.stack.push(LoadGameScene(app))
    run(app)
    scene = app.stack.top
    click(app, widgets(scene, UISelectionList)[0].item_list[0]["button_element"])
    path = storage.saves_dir() / f"{session.save_id}.json"
    path.write_text("{", encoding="utf-8")
    path.with_suffix(".json.bak").unlink(missing_ok=True)
    click(app, button(scene, "Load"))
    assert app.stack.top is scene
    assert any(session.save_id in w.text_block.html_text
               for w in dialogs(scene, UIMessageWindow))
    assert widgets(scene, UISelectionList) == []
    assert any(label.text == "No saved games yet" for label in widgets(scene, UILabel))


def test_a_save_that_does_not_replay_is_reported(app):
    session = started_game()
    doc = storage.read_save(session.save_id)
    doc["actions"] = ["play KC", "play KC"]
    storage.write_save({k: doc[k] for k in session.to_doc()})
    app.stack.push(LoadGameScene(app))
    run(app)
    scene = app.stack.top
    click(app, widgets(scene, UISelectionList)[0].item_list[0]["button_element"])
    click(app, button(scene, "Load"))
    assert app.stack.top is scene
    [window] = dialogs(scene, UIMessageWindow)
    assert (f"Save &#x27;{session.save_id}.json&#x27; cannot be played: action 1 of 2 is not a "
            "legal move where it stands; the previous version was restored from its backup"
            in window.text_block.html_text)


def test_delete_asks_first_then_removes_the_save(app):
    session = started_game()
    app.stack.push(LoadGameScene(app))
    run(app)
    scene = app.stack.top
    click(app, widgets(scene, UISelectionList)[0].item_list[0]["button_element"])
    click(app, button(scene, "Delete"))
    [dialog] = dialogs(scene, UIConfirmationDialog)
    assert storage.list_saves()[0]
    click(app, dialog.confirm_button)
    assert storage.list_saves() == ([], [])
    assert not (storage.saves_dir() / f"{session.save_id}.json").exists()
    assert any(label.text == "No saved games yet" for label in widgets(scene, UILabel))


# -- settings -------------------------------------------------------------------------------
def test_settings_are_saved_and_persist(app):
    app.stack.push(MainMenuScene(app))
    run(app)
    click(app, button(app.stack.top, "Settings"))
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    menus = widgets(scene, UIDropDownMenu)
    choose(app, menus[0], "Fast")
    choose(app, menus[2], "Long (3 s)")
    choose(app, menus[3], "Italian (Batons, Coins)")
    choose(app, menus[4], "1.2 s")
    click(app, button(scene, "Table and cards…"))
    menus = widgets(scene, UIDropDownMenu)
    choose(app, menus[0], "Wine")
    choose(app, menus[1], "Crimson")
    assert app.settings.animation == "normal"
    click(app, button(scene, "Back to settings"))
    click(app, button(scene, "Save & back"))
    assert isinstance(app.stack.top, MainMenuScene)
    saved = Settings.load()
    assert (saved.animation, saved.trick_pause, saved.tradition, saved.ai_pause) == \
        ("fast", "long", "italian", 1.2)
    assert saved.trick_seconds == 3.0
    assert (saved.felt, saved.card_back) == ("wine", "crimson")
    assert app.images.back_colour == "crimson"              # the backs change at once
    assert app.settings.animation == "fast"


def test_escape_leaves_settings_without_saving(app):
    app.stack.push(MainMenuScene(app))
    app.stack.push(SettingsScene(app))
    run(app)
    choose(app, widgets(app.stack.top, UIDropDownMenu)[0], "Slow")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)
    assert app.settings.animation == "normal"
    assert Settings.load().animation == "normal"


def test_settings_with_unknown_values_open_on_the_defaults(app):
    app.settings.animation = "ludicrous"
    app.settings.tradition = "klingon"
    app.settings.trick_pause = "forever"
    app.stack.push(SettingsScene(app))
    run(app)
    shown = [m.selected_option[0] for m in widgets(app.stack.top, UIDropDownMenu)]
    assert shown[:4] == ["Normal", "Off", "Normal (1.5 s)", "Each game's own"]


def test_tarot_combat_stops_are_set_on_their_own_page_and_saved(app):
    from pygame_gui.elements import UICheckBox
    from tarot_table.app.settings import DEFAULT_COMBAT_STOPS

    app.stack.push(MainMenuScene(app))
    app.stack.push(SettingsScene(app))
    run(app)
    scene = app.stack.top
    click(app, button(scene, "Tarot Combat stops…"))
    assert scene.page == "stops"
    boxes = {key: box for box, key in scene.checks.items()}
    assert len(boxes) == 7 * 2 + 2 and isinstance(boxes["mine:main"], UICheckBox)
    assert {key for key, box in boxes.items() if box.get_state()} == set(DEFAULT_COMBAT_STOPS)
    click(app, boxes["theirs:draw"])             # on
    click(app, boxes["answer:trump"])            # off
    assert app.settings.combat_stops == sorted(DEFAULT_COMBAT_STOPS)     # a draft until saved
    press(app, pygame.K_ESCAPE)                  # back to the first page, the draft kept
    assert scene.page == "main" and app.stack.top is scene
    click(app, button(scene, "Save & back"))
    expected = sorted(set(DEFAULT_COMBAT_STOPS) - {"answer:trump"} | {"theirs:draw"})
    assert app.settings.combat_stops == expected == Settings.load().combat_stops


@pytest.mark.parametrize("stored, loaded", [
    ("mine:main", None), ([1, 2], None), (None, None),
    (["mine:main", "bogus", "mine:main", "theirs:draw"], ["mine:main", "theirs:draw"]),
    ([], [])])
def test_tarot_combat_stops_read_from_a_file_keep_only_known_keys(stored, loaded):
    from tarot_table.app.settings import DEFAULT_COMBAT_STOPS, config_path

    config_path().parent.mkdir(parents=True, exist_ok=True)
    config_path().write_text(json.dumps({"animation": "fast", "combat_stops": stored}))
    settings = Settings.load()
    assert settings.animation == "fast"
    assert settings.combat_stops == (sorted(DEFAULT_COMBAT_STOPS) if loaded is None else loaded)


# -- rules ----------------------------------------------------------------------------------
def test_rules_show_the_card_values_and_our_decisions(app):
    app.stack.push(MainMenuScene(app))
    run(app)
    click(app, button(app.stack.top, "Rules"))
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    [box] = widgets(scene, UITextBox)
    assert "A deck is worth 850 points" in box.html_text
    assert "<b>Our decisions</b>" in box.html_text
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)


def test_the_main_menus_rules_show_any_game_at_the_table(app):
    app.stack.push(MainMenuScene(app))
    run(app)
    click(app, button(app.stack.top, "Rules"))
    scene = app.stack.top
    [picker] = widgets(scene, UIDropDownMenu)
    assert picker.options_list and len(picker.options_list) == len(GAMES)
    choose(app, picker, "Arcanoid")
    [box] = widgets(app.stack.top, UITextBox)
    assert scene.game.spec.name == "arcanoid" and "(ours)" in box.html_text
    assert "850 points" not in box.html_text


def test_markdown_headings_lists_and_emphasis_become_tags():
    html = markdown_to_html("# Title\n\nSome *soft* and **strong**\ntext.\n\n1. one\n- two & <3>")
    assert html.startswith("<font pixel_size=28")
    assert "Some <i>soft</i> and <b>strong</b> text." in html
    assert html.endswith("1. one<br>• two &amp; &lt;3&gt;")


# -- in-game menu ---------------------------------------------------------------------------
class FakeTable(Scene):
    """Stands in for the table: the in-game menu only needs its session."""

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session


def test_in_game_menu_saves_continues_and_quits_to_the_main_menu(app):
    session = started_game()
    session.play(session.current_player(), session.state.legal_actions()[0])
    session.autosave = False
    session.play(session.current_player(), session.state.legal_actions()[0])
    session.autosave = True
    table = FakeTable(app, session)
    app.stack.push(table)
    app.stack.push(InGameMenuScene(app, table.session))
    run(app)
    menu = app.stack.top
    assert len(storage.read_save(session.save_id)["actions"]) == 1
    click(app, button(menu, "Save game"))
    assert len(storage.read_save(session.save_id)["actions"]) == 2
    assert menu.feedback.text == "Saved"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    app.stack.push(InGameMenuScene(app, table.session))
    run(app)
    click(app, button(app.stack.top, "Quit to menu"))
    assert isinstance(app.stack.top, MainMenuScene)
    assert len(app.stack.scenes) == 1
    assert button(app.stack.top, "Continue Tarok · Hand 1 · trick 1").is_enabled


def test_in_game_menu_opens_rules_and_settings_over_the_table(app):
    table = FakeTable(app, started_game())
    app.stack.push(table)
    app.stack.push(InGameMenuScene(app, table.session))
    run(app)
    click(app, button(app.stack.top, "Rules"))
    assert isinstance(app.stack.top, RulesScene)
    assert app.stack.visible()[0] is table
    press(app, pygame.K_ESCAPE)
    click(app, button(app.stack.top, "Settings"))
    assert isinstance(app.stack.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, InGameMenuScene)


# -- results --------------------------------------------------------------------------------
def test_results_name_the_winner_and_list_the_scores(app):
    session = finished_game()
    outcome = session.outcome()
    app.stack.push(ResultsScene(app, session))
    run(app)
    texts = [label.text for label in widgets(app.stack.top, UILabel)]
    winner = session.seats[outcome.winners[0]].name
    assert texts[0] == winners_text([winner])
    for seat, score in zip(session.seats, outcome.scores):
        assert seat.name in texts and str(score) in texts
    assert "Tarok · Finished after 1 hand" in texts
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)


def test_play_again_starts_the_same_table_with_a_new_deal(app):
    session = finished_game()
    app.stack.push(ResultsScene(app, session))
    run(app)
    click(app, button(app.stack.top, "Play again"))
    fresh = app.stack.top.session
    assert fresh.save_id != session.save_id
    assert fresh.seats == session.seats
    assert fresh.state.options == session.state.options
    assert len(storage.list_saves()[0]) == 2


def test_winners_text_handles_you_and_shared_wins():
    assert winners_text(["You"]) == "You win!"
    assert winners_text(["Ada"]) == "Ada wins!"
    assert winners_text(["Ada", "Basil", "Cleo"]) == "Ada, Basil and Cleo share the win!"
    assert winners_text(["Ada", "Basil", "Cleo"], 4) == "Ada, Basil and Cleo share the win!"
    assert winners_text(["Ada", "You"], 2) == "Everybody wins!"
    assert winners_text(["Ada", "Basil", "Cleo"], 6, listed=1) == "3 players share the win!"


@pytest.mark.parametrize("size,names,words", [
    ((800, 600), None, "Ada, Cleo and Edith share the win!"),
    ((1280, 800), None, "Ada, Cleo and Edith share the win!"),
    ((1280, 800), "Bartholomew", "Bartholomew 1, Bartholomew 3 and Bartholomew 5 share the win!"),
    ((800, 600), "Bartholomew", "3 players share the win!")])
def test_a_team_of_three_winners_is_named_whole_in_the_headline(make_app, size, names, words):
    """A Tarot Combat team of three won: "Ada, Cleo and Edith share the win!" was cut by a
    panel 560 pixels wide; the panel is now as wide as the headline needs, and where even the
    window is too narrow for the names the winners are counted."""
    from tests.test_any_size import TABLES, finished
    doc = finished(next(t for t in TABLES if t.name == "Tarot Combat, teams of 3"))
    if names:
        doc = dict(doc, seats=[dict(seat, name=f"{names} {k}")
                               for k, seat in enumerate(doc["seats"])])
    app = make_app("instant", size)
    scene = app.show("results", session=Session.from_save(doc, autosave=False))
    run(app, 2)
    heading = widgets(scene, UILabel)[0]
    font = app.manager.get_theme().get_font(["#heading"])
    assert heading.text == words and font.size(words)[0] <= heading.rect.width, heading.rect


def test_theme_gives_the_title_and_menu_buttons_their_own_look():
    from tarot_table.resources import asset_path
    theme = json.loads(asset_path("theme.json").read_text(encoding="utf-8"))
    assert int(theme["#title"]["font"]["size"]) >= 48
    assert theme["#menu_button"]["prototype"] == "#gold_frame"
    sizes = [int(block["font"]["size"]) for block in theme.values() if "font" in block]
    assert min(sizes) >= 14


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_new_game_form_fits_with_the_most_players_and_explains_the_options(name, size):
    """Every control of the form, Start included, lies inside the window with the game's most
    seats (two columns of seats when they would not fit in one), and each option with
    descriptions says what its chosen value does (Taruno's three, Tarot Combat's teams)."""
    app = App(size)
    try:
        scene = NewGameScene(app)
        app.stack.push(scene)
        run(app)
        spec = GAMES[name].spec
        scene._choose_game(spec.title)
        scene._choose_players(str(spec.max_players))
        run(app)
        window = pygame.Rect((0, 0), size)
        for element in scene.elements:
            assert window.contains(element.rect), (type(element).__name__, element.rect)
        texts = [label.text for label in widgets(scene, UILabel)]
        for option in spec.options:
            if option.descriptions is not None:
                assert option.description(scene.options[option.name]) in " ".join(texts)
        assert any(w.text == "Start" for w in widgets(scene, UIButton))
    finally:
        app.close()


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_every_label_of_the_new_game_form_holds_its_words_in_hot_seat(size):
    """With two humans at 800×600 the field beside Start reads "Undo in hot-seat" whole: a
    field's label is as wide as its words where the drop-down keeps room, and the drop-down
    holds its longest choice."""
    from tarot_table.app.menus.new_game import HUMAN, UNDO_CHOICES
    app = App(size)
    try:
        scene = NewGameScene(app)
        app.stack.push(scene)
        run(app)
        for game in GAMES.values():
            scene._choose_game(game.spec.title)
            scene._choose_kind(1, HUMAN)
            scene._choose_undo("On: all agree")
            scene._rebuild()
            run(app)
            labels = widgets(scene, UILabel)
            assert "Undo in hot-seat" in [label.text for label in labels]
            for label in labels:
                assert label.font.size(label.text)[0] <= label.rect.width, (game.spec.title,
                                                                            label.text)
            undo = next(w for w in widgets(scene, UIDropDownMenu)
                        if [o[0] for o in w.options_list] == list(UNDO_CHOICES))
            shown = undo.current_state.selected_option_button
            assert shown.text == "On: all agree"
            assert shown.font.size(shown.text)[0] <= shown.rect.width, game.spec.title
    finally:
        app.close()


@pytest.mark.parametrize("size", [(640, 480), (720, 540), (800, 560)])
def test_own_decks_in_two_columns_of_seats_say_who_plays_in_one_field_that_holds_its_words(
        size):
    """Tarot Combat with teams, own decks and four players at 720×540 reads whole, not "Hur",
    "Norr" and "AI-bui" (four fields a seat in half the form). With own decks in two
    columns, one drop-down says who plays and at what level, and every shown choice, each
    player's choice tried, holds its words; the choice sets the seat's kind and level."""
    from tarot_table.app.menus.new_game import AI, HUMAN, PLAYERS
    from tarot_table.rules.combat.teams import AS_ONE
    app = App(size)
    try:
        scene = NewGameScene(app)
        app.stack.push(scene)
        run(app)
        scene._choose_game("Tarot Combat")
        scene.options["teams"] = AS_ONE
        scene._choose_players("4")
        scene._choose_decks("Own decks")
        run(app)
        assert scene.seat_columns == 2
        for text, (kind, agent) in PLAYERS.items():
            scene._choose_player(1, text)
            run(app)
            assert scene.drafts[1].kind == kind
            assert kind == HUMAN or scene.drafts[1].agent == agent
            menus = widgets(scene, UIDropDownMenu)
            players = [m for m in menus if [o[0] for o in m.options_list] == list(PLAYERS)]
            assert len(players) == 4
            for menu in menus:
                shown = menu.current_state.selected_option_button
                assert shown.font.size(shown.text)[0] <= shown.rect.width, (text, shown.text)
        assert scene.drafts[0].kind == HUMAN and scene.drafts[2].kind == AI
        headers = {label.text for label in widgets(scene, UILabel)}
        assert {"Name", "Player", "Deck"} <= headers and "AI level" not in headers
    finally:
        app.close()


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_the_game_field_stays_in_place_when_the_game_changes(size):
    """Choosing another game (or another number of players) changes the form below the Game
    field only: the next click at the same place meets the same field."""
    app = App(size)
    try:
        scene = NewGameScene(app)
        app.stack.push(scene)
        run(app)
        places = set()
        for game in GAMES.values():
            for players in (game.spec.min_players, game.spec.max_players):
                scene._choose_game(game.spec.title)
                scene._choose_players(str(players))
                run(app)
                places.add(widgets(scene, UIDropDownMenu)[0].rect.topleft)
        assert len(places) == 1, places
    finally:
        app.close()


def test_a_path_too_long_for_a_row_is_cut_after_a_slash_not_hyphenated():
    """The message window does not split a quarantined save's path itself, adding a hyphen of
    its own ("…/corrupt/20261127-" then "--170000-combat-…"): words too long for a row are
    cut after a "/" (else a "-") before they reach it; nothing is added or lost."""
    from tarot_table.app.menus.base import break_long_words
    line = ("Save 'x.json' is not readable text; it was moved to /home/ann/.local/share/"
            "tarot-table/saves/corrupt/20261127-170000-combat-bad1-20261127T163644.json.")
    rows = break_long_words(line, 54)
    assert "".join(rows) == line
    assert all(len(row) <= 54 for row in rows[1:-1])
    assert rows[1].endswith("/") and rows[-1].startswith("20261127-170000-combat")
    assert break_long_words("A short line", 54) == ["A short line"]
    assert break_long_words("ab-cdefgh-ijklmnop", 8) == ["ab-", "cdefgh-", "ijklmnop"]
