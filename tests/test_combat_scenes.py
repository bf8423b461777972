"""Tarot Combat's own-deck and tournament scenes, headless, driven by key presses and
clicks through the real App: the deck editor builds and saves a deck, the draft scene drafts to
a built deck (with the hot-seat curtain between humans), the bracket shows and plays a saved
tournament. (``conftest.py`` gives every test a fresh data directory.)"""

from __future__ import annotations

import re
import threading

import pygame
import pytest
from pygame_gui.elements import UIButton, UISelectionList
from pygame_gui.windows import UIMessageWindow

from tarot_table import deckbox, tournament
from tarot_table.app.main import App
from tarot_table.app.menus.bracket import BracketScene
from tarot_table.app.menus.card_grid import CardGrid
from tarot_table.app.menus.deck_editor import DeckEditorScene
from tarot_table.app.menus.deck_parts import card_cost, cost_counts, kind_counts
from tarot_table.app.menus.draft import DraftScene
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.tournament_parts import side_name
from tarot_table.app.menus.tournaments import TournamentsScene
from tarot_table.cards import parse_card
from tarot_table.app.table.scene import TableScene
from tarot_table.rules.combat.decks import check_constructed, check_limited, deck_codes


@pytest.fixture
def app():
    app = App((1280, 800))
    app.stack.replace(MainMenuScene(app))
    yield app
    app.close()


def run(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(0.016)


def click(app: App, element) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=element.rect.center))
    run(app)


def press(app: App, key: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode,
                                         scancode=0))
    run(app, 2)


def button(scene, text: str) -> UIButton:
    return next(e for e in scene.elements if isinstance(e, UIButton) and e.text == text)


def messages(scene) -> list[str]:
    return [d.text_block.html_text for d in scene.dialogs
            if isinstance(d, UIMessageWindow) and d.alive()]


def test_kinds_and_costs_are_counted_as_the_seed_prices_the_cards():
    cards = [parse_card(c) for c in ("7C", "2S", "PW", "KC", "M0", "M13", "AS", "JK")]
    assert kind_counts(cards) == {"Spots": 2, "Courts": 2, "Trumps": 2, "Aces": 1, "Jokers": 1}
    assert [card_cost(c) for c in cards] == [0, 0, 1, 4, 2, 2, 3, 2]
    assert cost_counts(cards) == {0: 2, 1: 1, 2: 3, 3: 1, 4: 1}


def test_the_editor_builds_a_deck_by_keys_and_saves_it(app):
    click(app, button(app.stack.top, "Tournaments and decks"))
    assert isinstance(app.stack.top, TournamentsScene)
    click(app, button(app.stack.top, "Deck editor"))
    editor = app.stack.top
    assert isinstance(editor, DeckEditorScene) and editor.size == 40 and len(editor.pool) == 78
    while editor.focus_ring.focused is not editor.grid:     # the focus on the grid of cards
        press(app, pygame.K_TAB)
    for _ in range(3):
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)              # Enter puts the keys' card into the deck
    assert editor.deck == sorted(editor.grid.cards[1:4])
    assert editor.focus_ring.focused is editor.grid
    click(app, button(editor, "Fill for me"))
    assert len(editor.deck) == 40
    first = editor.deck[0]
    click(app, editor.deck_list.item_list[0]["button_element"])
    click(app, editor.deck_list.item_list[0]["button_element"])    # a double click
    assert len(editor.deck) == 39 and first not in editor.deck
    editor.add_card(first)
    editor.name_entry.set_text("My swords")
    click(app, button(editor, "Save"))
    assert any("is saved" in m for m in messages(editor))
    saved, problems = deckbox.load_decks()
    assert problems == [] and [d.name for d in saved] == ["My swords"]
    assert list(saved[0].cards) == editor.deck
    check_constructed(saved[0].cards)


def test_leaving_the_editor_with_an_unsaved_deck_asks_first(app):
    editor = app.open("deck_editor")
    run(app)
    click(app, button(editor, "Fill for me"))
    press(app, pygame.K_ESCAPE)                  # 40 cards not saved: asked
    ask = editor.dialogs[-1]
    assert app.stack.top is editor and "not saved" in ask.confirmation_text.html_text
    press(app, pygame.K_ESCAPE)                  # Esc cancels: nothing is lost
    assert app.stack.top is editor and not ask.alive() and len(editor.deck) == 40
    editor.name_entry.set_text("Kept")
    click(app, button(editor, "Save"))
    press(app, pygame.K_ESCAPE)                  # closes the "Saved" window
    press(app, pygame.K_ESCAPE)                  # saved: it leaves at once
    assert app.stack.top is not editor


def test_a_message_window_blocks_the_widgets_behind_it(app):
    editor = app.open("deck_editor")
    run(app)
    editor.message("Saved", "A message.")
    run(app)
    click(app, button(editor, "Fill for me"))    # under the window's blocking: not pressed
    assert editor.deck == []


def test_a_deck_of_39_is_not_saved_and_says_why(app):
    editor = app.open("deck_editor")
    run(app)
    editor.fill()
    editor.remove_card(editor.deck[0])
    editor.name_entry.set_text("Short")
    click(app, button(editor, "Save"))
    assert any("39 cards" in m for m in messages(editor))
    assert deckbox.load_decks() == ([], [])


def test_import_reports_a_bad_line_by_number_and_loses_nothing(app):
    editor = app.open("deck_editor")
    run(app)
    click(app, button(editor, "List view"))         # the deck as text is in the list view
    editor.fill()
    before = list(editor.deck)
    editor.text_box.set_text("# Mine\n7C\nZZ\nKW\n")
    click(app, button(editor, "Import"))
    assert any("line 3" in m and "ZZ" in m for m in messages(editor))
    assert editor.deck == before and editor.text_box.get_text() == "# Mine\n7C\nZZ\nKW\n"
    editor.dialogs[-1].kill()
    click(app, button(editor, "Export"))
    exported = editor.text_box.get_text()
    assert exported.count("\n") == 40 and "#" not in exported     # 40 codes, no name yet
    click(app, button(editor, "Clear"))
    assert editor.deck == []
    click(app, button(editor, "Import"))
    assert editor.deck == before


def test_an_opened_deck_is_deleted_after_confirmation(app):
    deckbox.save_deck("Old", list(deckbox.prebuilt_decks()[0].cards))
    editor = app.open("deck_editor")
    run(app)
    editor.open_deck("Old")
    assert editor.name == "Old" and len(editor.deck) == 40
    click(app, button(editor, "Delete"))
    confirm = editor.dialogs[-1]
    press(app, pygame.K_RETURN)                  # Enter confirms
    assert not confirm.alive()
    run(app)
    assert deckbox.load_decks() == ([], [])


def test_a_draft_through_the_scene_ends_in_a_built_deck(app):
    scene = app.open("tournaments", seed=3)
    run(app)
    click(app, button(scene, "Draft"))
    draft = app.stack.top
    assert isinstance(draft, DraftScene) and draft.viewer == 0 and not draft.curtain
    assert draft.draft.direction == +1
    while draft.focus_ring.focused is not draft.pile_grid:     # the focus on the pile in hand
        press(app, pygame.K_TAB)
    chosen = []
    while not draft.draft.done:
        pile = list(draft.draft.holding[0])
        press(app, pygame.K_RIGHT)
        grid = draft.pile_grid
        chosen.append(grid.cards[grid.place.cursor])
        assert chosen[-1] in pile
        press(app, pygame.K_RETURN)              # Enter picks the keys' card
    assert draft.draft.picks[0] == chosen and len(chosen) == 45
    assert all(len(picks) == 45 for picks in draft.draft.picks)
    editor = app.stack.top
    assert isinstance(editor, DeckEditorScene) and editor.size == 30
    assert sorted(editor.pool) == sorted(chosen)
    assert button(editor, "Done").is_enabled is False
    click(app, button(editor, "Fill for me"))
    click(app, button(editor, "Done"))
    assert app.stack.top is draft
    assert all(len(deck) == 30 for deck in draft.decks)
    for deck, picks in zip(draft.decks, draft.draft.picks):
        check_limited(deck, picks)
    click(app, button(draft, "Play a duel: You against Ada"))    # the decks go to the table
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.game.spec.name == "combat"
    assert [s.name for s in table.session.seats] == ["You", "Ada"]
    assert [s.agent for s in table.session.seats] == [None, "medium"]
    assert table.session.state.options["decks"] == [deck_codes(draft.decks[0]),
                                                    deck_codes(draft.decks[1])]


def test_a_duel_after_a_draft_with_the_jokers_plays_with_them(app):
    draft = app.open("draft", seed=5, jokers=True)
    run(app)
    while not draft.draft.done:
        draft.chosen = min(draft.draft.holding[0])
        draft.pick()
    editor = app.stack.top
    assert isinstance(editor, DeckEditorScene) and editor.jokers
    editor.fill()
    editor.done()
    assert app.stack.top is draft and all(len(deck) == 30 for deck in draft.decks)
    draft.duel()
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.session.state.options["jokers"] is True
    assert table.session.state.options["decks"][0] == deck_codes(draft.decks[0])


def test_leaving_a_draft_with_picks_asks_first_and_loses_nothing_on_cancel(app):
    draft = app.open("draft", seed=4)
    run(app)
    draft.choose(draft.pile_grid.cards[0])
    click(app, button(draft, "Pick"))
    assert len(draft.draft.picks[0]) == 1
    press(app, pygame.K_ESCAPE)                  # one pick: asked
    assert app.stack.top is draft
    ask = draft.dialogs[-1]
    assert "Your 1 pick will be lost" in ask.confirmation_text.html_text
    press(app, pygame.K_ESCAPE)                  # Esc cancels: the draft and its pick stay
    assert app.stack.top is draft and not ask.alive() and len(draft.draft.picks[0]) == 1
    click(app, button(draft, "Leave the draft"))
    press(app, pygame.K_RETURN)                  # Enter confirms: it leaves
    run(app)
    assert app.stack.top is not draft


def test_in_hot_seat_a_curtain_hides_each_humans_pile_from_the_other(app):
    draft = app.open("draft", humans=[True, True, False, False], seed=2)
    run(app)
    assert draft.curtain and draft.viewer == 0
    assert not any(isinstance(e, CardGrid) for e in draft.elements)
    press(app, pygame.K_RETURN)                  # the first human is ready
    assert not draft.curtain and draft.pile_grid is not None
    shown = draft.pile_grid.cards
    assert sorted(shown) == sorted(set(draft.draft.holding[0]))
    draft.choose(shown[0])
    click(app, button(draft, "Pick"))
    assert draft.viewer == 1 and draft.curtain
    assert not any(isinstance(e, CardGrid) for e in draft.elements)
    press(app, pygame.K_RETURN)
    assert draft.pile_grid.cards != shown and len(draft.pile_grid.cards) > 0
    assert sorted(draft.pile_grid.cards) == sorted(set(draft.draft.holding[1]))
    assert draft.draft.picks[0] and not draft.draft.picks[1]


def saved_tournament(entrants: int = 5) -> tuple[tournament.TournamentDocument, object]:
    doc = tournament.new_tournament(["heuristic", "easy"] * (entrants // 2) + ["heuristic"]
                                    * (entrants % 2), best_of=1, seed=11, tournament_id="t11")
    return doc, tournament.save(doc)


def test_the_bracket_opens_a_saved_tournament_and_plays_it_on(app, monkeypatch):
    doc, path = saved_tournament()
    gate, play = threading.Event(), tournament.play

    def play_when_let(*args, **kwargs):     # the worker's game waits to be looked at
        if threading.current_thread() is not threading.main_thread():
            gate.wait()
        return play(*args, **kwargs)
    monkeypatch.setattr(tournament, "play", play_when_let)
    scene = app.open("tournaments")
    run(app)
    assert scene.list is not None and len(scene.list.item_list) == 1
    click(app, scene.list.item_list[0]["button_element"])
    click(app, button(scene, "Open"))
    bracket = app.stack.top
    assert isinstance(bracket, BracketScene)
    first = bracket.doc.rounds[0]
    assert len(first) == 3 and sum(m.bye for m in first) == 1     # five players: one bye
    assert next(m for m in first if m.bye).winner == 0            # a bye counts as a win
    click(app, button(bracket, "Play next game"))
    match = next(m for m in first if m.winner is None)          # under way: named, timed
    sides = " against ".join(side_name(bracket.doc, side) for side in match.sides)
    assert re.fullmatch(rf"Playing {sides} · round 1, game 1 · \d+ s", bracket.subtitle.text)
    gate.set()
    bracket.wait()
    games = [len(m.games) for m in bracket.doc.rounds[0]]
    assert sum(games) == 1
    on_disk = tournament.load(path)
    assert [len(m.games) for m in on_disk.rounds[0]] == games    # saved after the game
    click(app, button(bracket, "Play to the end"))
    bracket.wait()
    assert bracket.doc.winner is not None
    assert button(bracket, "Play next game").is_enabled is False
    assert tournament.load(path).winner == bracket.doc.winner
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and "won by" in scene.list.item_list[0]["text"]


@pytest.mark.parametrize("size", [(800, 560), (800, 600), (1280, 800)])
def test_tab_goes_over_the_tournaments_screen_as_it_is_read(size):
    """At 800×600 Tab goes over the screen as it is read, not Deck editor, then Open and Back
    on the left, then Draft under Deck editor (Open and Back would stand beside Deck editor's
    foot and Draft's head). The ring reads the screen by rows from the top: of two widgets
    side by side (their heights overlap) the left one comes first, and Open, Back and Draft
    share the bottom row."""
    saved_tournament()
    app = App(size)
    try:
        app.stack.replace(MainMenuScene(app))
        scene = app.open("tournaments")
        run(app)
        press(app, pygame.K_TAB)
        visited = [scene.focus_ring.focused]
        while len(visited) < 30:
            press(app, pygame.K_TAB)
            if scene.focus_ring.focused is visited[0]:
                break
            visited.append(scene.focus_ring.focused)
        names = [getattr(w, "text", type(w).__name__) for w in visited]
        assert isinstance(visited[0], UISelectionList) and names[-3:] == ["Open", "Back", "Draft"]
        for k, early in enumerate(visited):
            for late in visited[k + 1:]:
                beside = late.rect.top < early.rect.bottom and early.rect.top < late.rect.bottom
                assert not beside or late.rect.left > early.rect.left, ", ".join(names)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(800, 560), (800, 600), (1280, 800)])
def test_a_saved_tournaments_row_is_never_cut_and_tells_the_whole_line_on_hover(size):
    """At 800×600 a saved tournament's row never reads "Off the top · 8 players · best of 3 ·
    round 1 · 0 g": a row too narrow for the whole line shows a shorter one (format,
    players, where it stands), cut with an ellipsis only where even that is too long, and
    has the whole line as its tooltip, its button made again as the list scrolls too."""
    from tarot_table.app.labels import needed_width
    from tarot_table.app.menus.tournament_parts import describe
    doc = tournament.new_tournament(["heuristic", "easy"] * 4, best_of=3, seed=11,
                                    tournament_id="t11")
    tournament.save(doc)
    app = App(size)
    try:
        app.stack.replace(MainMenuScene(app))
        scene = app.open("tournaments")
        run(app)
        [item] = scene.list.item_list
        button = item["button_element"]
        assert needed_width(button, item["text"]) <= button.relative_rect.width
        if item["text"] == describe(doc):
            assert size == (1280, 800) and button.tool_tip_text is None
            return
        assert item["text"] == describe(doc, brief=True) == "Off the top · 8 players · round 1"
        assert button.tool_tip_text == describe(doc)
        scene.list.set_item_list([(item["text"], item["object_id"])])    # new buttons
        run(app)
        assert scene.list.item_list[0]["button_element"].tool_tip_text == describe(doc)
    finally:
        app.close()


def test_a_damaged_tournament_is_reported_and_left_alone(app):
    saved_tournament()
    bad = tournament.tournaments_dir() / "bad.json"
    bad.write_bytes(b"{not json")
    scene = app.open("tournaments")
    run(app)
    assert any("bad.json" in m for m in messages(scene))
    assert bad.read_bytes() == b"{not json"
    assert len(scene.list.item_list) == 1


def test_a_new_tournament_from_the_screen_is_paired_and_saved(app):
    scene = app.open("tournaments", seed=4)
    run(app)
    click(app, button(scene, "Create"))
    bracket = app.stack.top
    assert isinstance(bracket, BracketScene)
    assert len(bracket.doc.entrants) == 8 and bracket.doc.best_of == 3
    assert len(bracket.doc.rounds[0]) == 4
    assert (tournament.tournaments_dir() / f"{bracket.doc.id}.json").exists()


def test_the_text_box_takes_the_keys_when_the_focus_reaches_it(app):
    editor = app.open("deck_editor")
    run(app)
    click(app, button(editor, "List view"))
    while editor.focus_ring.focused is not editor.text_box:
        press(app, pygame.K_TAB)
    for text in ("7C", "\n", "KW"):
        if text == "\n":
            press(app, pygame.K_RETURN)
        else:
            for ch in text:
                pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
                run(app, 1)
    assert editor.text_box.get_text() == "7C\nKW"
    press(app, pygame.K_TAB)
    assert editor.focus_ring.focused is button(editor, "Import")
    press(app, pygame.K_RETURN)
    assert editor.deck == sorted([parse_card("7C"), parse_card("KW")])


# -- a tournament game with a person, at the real table ------------------------------------------
def human_tournament(best_of: int = 1) -> tuple[tournament.TournamentDocument, object]:
    doc = tournament.new_tournament([tournament.HUMAN, "heuristic"], names=["You", "Ada"],
                                    best_of=best_of, seed=4, tournament_id="with-you")
    return doc, tournament.save(doc)


def play_at_table(app, table, limit: int = 2000) -> None:
    """The person plays by mouse (tests.test_combat_table.Player) until the results show."""
    import random

    from tarot_table.app.menus.results import ResultsScene
    from tests.test_combat_table import Player
    from tests.test_table import wait_until
    player = Player(app, table, random.Random(7))
    for _ in range(limit):
        wait_until(app, lambda: table.can_act or isinstance(app.stack.top, ResultsScene))
        if isinstance(app.stack.top, ResultsScene):
            return
        player.move()
    raise AssertionError("the game did not end")


def test_a_tournament_match_is_played_by_a_person_at_the_real_table(make_app):
    """"Play at the table" opens the match's game (its seed and decks from the tournament) on
    the table; the person plays it by mouse against the AI; the results screen counts it in
    the tournament (saved) and "Bracket" shows the champion."""
    from tarot_table.app.menus.results import ResultsScene
    from tarot_table.app.table.scene import TableScene
    app = make_app("instant")
    app.stack.replace(MainMenuScene(app))
    doc, path = human_tournament()
    bracket = app.open("bracket", doc=doc, path=path)
    run(app)
    assert bracket.next_button.text == "Play at the table"
    assert not bracket.end_button.is_enabled             # no AI game to play on its own
    click(app, bracket.next_button)
    table = app.stack.top
    assert isinstance(table, TableScene)
    session = table.session
    assert [s.name for s in session.seats] == ["You", "Ada"] and session.seats[0].is_human
    assert session.options["jokers"] is False and "decks" not in session.options
    assert tournament.load(path).playing.save_id == session.save_id   # noted before play
    play_at_table(app, table)
    results = app.stack.top
    assert isinstance(results, ResultsScene) and session.is_over()
    saved = tournament.load(path)
    match = saved.rounds[0][0]
    winner = session.outcome().winners[0]
    assert saved.playing is None and len(match.games) == 1
    assert match.games[0].winner == winner and match.winner == winner
    assert saved.winner == winner                        # two entrants: the final
    click(app, button(results, "Bracket"))
    assert isinstance(app.stack.top, BracketScene)
    assert app.stack.top.doc.winner == winner
    assert not app.stack.top.next_button.is_enabled


def test_a_tournament_game_left_half_played_resumes_at_the_table(make_app):
    from tarot_table.app.table.scene import TableScene
    app = make_app("instant")
    app.stack.replace(MainMenuScene(app))
    doc, path = human_tournament(best_of=3)
    bracket = app.open("bracket", doc=doc, path=path)
    run(app)
    click(app, bracket.next_button)
    first = app.stack.top
    assert isinstance(first, TableScene)
    save_id, moves = first.session.save_id, first.session.moves()
    app.show("main_menu")                                # left mid-game: the autosave keeps it
    scene = app.open("tournaments")
    run(app)
    click(app, scene.list.item_list[0]["button_element"])
    click(app, button(scene, "Open"))
    bracket = app.stack.top
    assert bracket.subtitle.text.startswith("Your game is under way")
    click(app, bracket.next_button)
    again = app.stack.top
    assert isinstance(again, TableScene)
    assert again.session.save_id == save_id and again.session.moves() >= moves
    assert len(tournament.load(path).rounds[0][0].games) == 0


def test_play_stops_before_a_match_a_person_plays_in():
    doc = tournament.new_tournament([tournament.HUMAN, "easy", "easy", "easy"], best_of=1,
                                    seed=2)
    tournament.play(doc)
    assert doc.winner is None
    pending = [m for r in doc.rounds for m in r if m.winner is None]
    assert len(pending) == 1 and tournament.has_human(doc, pending[0])
    assert all(not tournament.has_human(doc, m) for r in doc.rounds for m in r
               if m.winner is not None)


def test_a_new_tournament_you_play_in_has_you_as_an_entrant(app):
    from pygame_gui.elements import UIDropDownMenu
    scene = app.open("tournaments", seed=4)
    run(app)
    for _ in range(30):                                  # Tab to the "You" choice
        chosen = scene.focus_ring.focused
        if isinstance(chosen, UIDropDownMenu) and chosen.selected_option[0] == "Watch the AI":
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RIGHT)
    assert scene.you_play
    click(app, button(scene, "Create"))
    bracket = app.stack.top
    assert isinstance(bracket, BracketScene)
    first = bracket.doc.entrants[0]
    assert (first.name, first.agent) == ("You", tournament.HUMAN)
    assert all(e.agent != tournament.HUMAN for e in bracket.doc.entrants[1:])
