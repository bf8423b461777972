"""Hostile files in every folder the app reads besides the saves' own corpus
(``test_hostile_saves.py``) — decks, tournaments, the settings — and names that show nothing,
each met as the app meets it: read by the module that reads it, and shown by the scene that
lists it, which reports it and stays usable; nothing is overwritten.

Every input that once crashed or hung the app is built here (FIFOs and links to ``/dev/zero``
in the test's own folders). A read that once hung runs in a thread that must return within
:data:`HANG_SECONDS` (a regression fails the test rather than hang the suite; the FIFO is then
opened for writing to free the thread).
"""

from __future__ import annotations

import html
import json
import os
import threading
import time
from pathlib import Path
from typing import Any, Callable

import pygame
import pygame_gui
import pytest
from pygame_gui.core.utility import clipboard_copy
from pygame_gui.elements import UITextEntryLine
from pygame_gui.windows import UIMessageWindow

from tarot_table import deckbox, storage, tournament, tournament_format
from tarot_table.app.draw import panels
from tarot_table.app.main import App
from tarot_table.app.menus.bracket import COLUMN_MIN, BracketScene
from tarot_table.app.menus.deck_editor import TEXT_LIMIT, DeckEditorScene
from tarot_table.app.menus.new_game import NewGameScene, default_name
from tarot_table.app.menus.tournaments import TournamentsScene
from tarot_table.app.settings import Settings, config_path
from tarot_table.app.shell import typed
from tarot_table.cards import full_deck
from tarot_table.cli import main
from tarot_table.names import check_name, shows
from tarot_table.rules.combat.decks import DeckError, deck_from_text, deck_text
from tarot_table.session import HUMAN, Seat
from tarot_table.tournament_format import Match

from .test_menus import button, click, dialogs, run

#: The longest a read may take before it counts as hung, on a very busy machine (seconds).
HANG_SECONDS = 60
#: Names that show nothing: U+FEFF (the fuzzed save's), the zero-width space, a word joiner
#: between spaces, a combining accent with no letter, nothing.
BLANK_NAMES = ("\ufeff", "\u200b", " \u2060 ", "\u0301", "")

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
needs_dev_zero = pytest.mark.skipif(not Path("/dev/zero").exists(), reason="/dev/zero")


@pytest.fixture
def app():
    app = App((1280, 800))
    yield app
    app.close()


@pytest.fixture
def fifo():
    """``fifo(path)`` makes a named pipe at ``path``; at the end each is opened for writing
    (without waiting), which frees a reader a regression left blocked on it."""
    made: list[Path] = []

    def make(path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(path)
        made.append(path)
        return path
    yield make
    for path in made:
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass        # no reader waiting: nothing to free


def link_to_dev_zero(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/zero")
    return path


def returns(read: Callable[[], Any], seconds: float = HANG_SECONDS) -> Any:
    """``read()`` run in a thread: its result (or its exception, raised here); fails when it
    has not returned within ``seconds``."""
    outcome: dict[str, Any] = {}

    def run_it() -> None:
        try:
            outcome["value"] = read()
        except BaseException as exc:  # handed to the test
            outcome["error"] = exc
    thread = threading.Thread(target=run_it, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"the read did not return within {seconds} s"
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def messages(scene) -> list[str]:
    return [html.unescape(w.text_block.html_text) for w in dialogs(scene, UIMessageWindow)]


def saved_tournament(entrants: int = 2, **settings) -> Path:
    doc = tournament.new_tournament(["random"] * entrants, seed=1, **settings)
    return tournament.save(doc)


def aged(path: Path) -> Path:
    old = time.time() - storage.STALE_TEMP_SECONDS - 60
    os.utime(path, (old, old))
    return path


# -- names that show nothing ---------------------------------------------------------------

@pytest.mark.parametrize("words", ["", "\ufeff", "\u200b\u2060\ufeff"])
def test_text_of_no_width_is_drawn_as_an_empty_line(words):
    pygame.font.init()
    line = panels.font(16).get_height()
    assert panels.text(words, 16).get_size() == (0, line)
    assert panels.fit(words, 16, 100, smallest=12).get_height() == line
    plate = pygame.Surface((200, 80), pygame.SRCALPHA)
    panels.name_plate(plate, plate.get_rect(), panels.PlateInfo(words, words), 24)
    panels.score_panel(plate, plate.get_rect(), panels.ScoreInfo(words, words, [words], [0], [0]),
                       24)


@pytest.mark.parametrize("name", BLANK_NAMES)
def test_a_name_that_shows_nothing_is_no_name(name):
    assert not shows(name)
    with pytest.raises(ValueError, match="^a name shows no character$"):
        check_name(name, 16)
    assert check_name(" Ann\u0301 ", 16) == "Ann\u0301"


@pytest.mark.parametrize("name", BLANK_NAMES[:4])
def test_a_name_that_shows_nothing_is_refused_where_names_are_read(name, tmp_path):
    seats = [{"name": "You", "kind": "human", "agent": None},
             {"name": name, "kind": "ai", "agent": "random"}]
    doc = {"id": "slot-1", "game": "tarok", "options": {}, "seed": 1, "seats": seats,
           "shuffles": [], "actions": [], "summary": {"progress": "", "scores": [],
                                                      "finished": False}}
    with pytest.raises(storage.SaveError, match="a seat name that shows a character - at "
                                                r"`\$\.seats\[1\]`"):
        storage.write_save(doc)
    path = tmp_path / "slot-1.json"
    path.write_text(json.dumps({**doc, "format": storage.FORMAT, "version": storage.SCHEMA_VERSION,
                                "saved_at": "2026-11-21T21:06:33Z"}))
    with pytest.raises(storage.SaveError, match="is damaged: Expected a seat name that shows"):
        storage.read_save(path)

    saved = json.loads(saved_tournament().read_bytes())
    saved["entrants"][1]["name"] = name
    path.write_text(json.dumps(saved))
    with pytest.raises(tournament.TournamentError,
                       match=r"is damaged: Expected an entrant's name that shows a character - "
                             r"at `\$\.entrants\[1\]`"):
        tournament.load(path)

    with pytest.raises(DeckError, match="^line 1: a deck's name shows no character$"):
        deck_from_text(f"# {name}\n7C\n")
    folder = deckbox.decks_dir()
    folder.mkdir(parents=True)
    (folder / "mine.txt").write_text(f"# {name}\n" + deck_text(full_deck()[:40]))
    (folder / "\ufeff.txt").write_text(deck_text(full_deck()[:40]))
    assert deckbox.load_decks() == ([], ["mine.txt: line 1: a deck's name shows no character",
                                         "\ufeff.txt: its name shows no character"])


def test_typing_a_character_of_no_width_into_a_name_types_nothing(app):
    event = pygame.event.Event(pygame.TEXTINPUT, text="A\ufeff\u200bb")
    assert typed(event).text == "Ab"
    assert typed(pygame.event.Event(pygame.TEXTINPUT, text="\ufeff")) is None
    scene = NewGameScene(app)
    app.stack.push(scene)
    run(app)
    entry = [e for e in scene.elements if isinstance(e, UITextEntryLine)][1]
    click(app, entry)
    entry.set_text("")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\ufeff"))
    run(app)                                    # pygame-gui cannot draw a line of no width
    assert entry.get_text() == ""
    scene.drafts[1].name, scene.drafts[2].name = "\ufeff", " \u200b"
    assert [s.name for s in scene.seats()[1:3]] == [default_name(1), default_name(2)]


def test_a_remembered_name_that_shows_nothing_is_not_put_in_the_form(app):
    app.settings.last_setup = {"game": "tarok", "players": 3, "seats": [
        {"name": "\ufeff", "kind": HUMAN}, {"name": "Zed", "kind": "ai", "agent": "random"}]}
    scene = NewGameScene(app)
    app.stack.push(scene)
    run(app)
    names = [e.get_text() for e in scene.elements if isinstance(e, UITextEntryLine)][:2]
    assert names == ["You", "Zed"]
    assert scene.seats()[:2] == [Seat("You", HUMAN), Seat("Zed", "ai", "random")]


# -- a tournament larger than the rules make, and the largest they make ---------------------

def two_hundred_rounds() -> bytes:
    """The fuzzed file: a tournament of two entrants whose bracket holds 200 rounds (its
    bracket's columns had a negative width)."""
    doc = tournament.new_tournament(["random", "random"], seed=1, tournament_id="x")
    doc.rounds = [[Match(sides=[[0], [1]])] for _ in range(200)]
    return tournament_format.encode(doc)


BRACKETS_NO_RULE_MAKES = {
    "200 rounds": (lambda d: d.update(rounds=[[{"sides": [[0], [1]]}]] * 200),
                   "round 2 is one the tournament does not play"),
    "a round after the champion": (lambda d: d.update(rounds=[
        [{"sides": [[0], [1]], "winner": 0, "games": []}], [{"sides": [[0]]}]]),
        "round 2 is one the tournament does not play"),
    "an entrant twice": (lambda d: d.update(rounds=[[{"sides": [[0], [0]]}]]),
                         "round 1 does not pair the players still in"),
    "a match of five": (lambda d: d.update(entrants=d["entrants"] * 3,
                                           units=[[i] for i in range(6)],
                                           rounds=[[{"sides": [[i] for i in range(5)]},
                                                    {"sides": [[5]]}]]),
                        r"Expected `array` of length <= 4 - at `\$\.rounds\[0\]\[0\]\.sides`"),
    "more games than best of 1": (lambda d: d.update(rounds=[[{"sides": [[0], [1]], "games": [
        {"seed": 1, "seats": [0, 1], "winner": 0, "turns": 3, "life": [1, 0]}] * 3}]]),
        "a match of round 1 has more games than it can"),
    "a game of 100 seats": (lambda d: d.update(rounds=[[{"sides": [[0], [1]], "games": [
        {"seed": 1, "seats": [0, 1] * 50, "winner": 0, "turns": 3, "life": []}]}]]),
        r"Expected `array` of length <= 4 - at `\$\.rounds\[0\]\[0\]\.games\[0\]\.seats`"),
    "65 entrants": (lambda d: d.update(entrants=d["entrants"] * 33),
                    r"Expected `array` of length <= 64 - at `\$\.entrants`"),
    "a game won by no side": (lambda d: d.update(rounds=[[{"sides": [[0], [1]], "games": [
        {"seed": 1, "seats": [0, 1], "winner": 2, "turns": 3, "life": [1, 0]}]}]]),
        r"a winner names no side - at `\$\.rounds\[0\]\[0\]`"),
    "a champion who is no unit": (lambda d: d.update(winner=2), "the winner names no unit$"),
    "a game under way in no match": (lambda d: d.update(playing={"save_id": "s", "round": 7,
                                                                 "match": 0}),
                                     "the game under way is in no match"),
}


@pytest.mark.parametrize(("change", "problem"), BRACKETS_NO_RULE_MAKES.values(),
                         ids=BRACKETS_NO_RULE_MAKES.keys())
def test_a_bracket_no_rule_makes_is_refused(change, problem):
    path = saved_tournament()
    doc = json.loads(path.read_bytes())
    change(doc)
    path.write_text(json.dumps(doc))
    with pytest.raises(tournament.TournamentError, match=f"^{path.name} is damaged: {problem}"):
        tournament.load(path)


def test_the_tournament_of_200_rounds_is_reported_and_left_alone(app):
    path = tournament.tournaments_dir() / "x.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(two_hundred_rounds())
    scene = TournamentsScene(app, seed=1)
    app.stack.push(scene)
    run(app)
    [said] = messages(scene)
    assert "x.json is damaged: round 2 is one the tournament does not play" in said
    assert scene.saved == [] and path.read_bytes() == two_hundred_rounds()
    click(app, scene.dialogs[-1].dismiss_button)
    click(app, button(scene, "Create"))
    assert isinstance(app.stack.top, BracketScene)


def test_more_entrants_than_a_tournament_holds_are_refused():
    with pytest.raises(tournament.TournamentError, match="at most 64 entrants, not 65"):
        tournament.new_tournament(["random"] * 65)


TOURNAMENTS = {
    "64 sealed, four to a match": dict(entrants=64, deck_format="sealed", match_size=4),
    "64, duels, best of 5": dict(entrants=64, best_of=5),
    "64 drafting, teams": dict(entrants=64, deck_format="draft", match_size=4,
                               teams="alliance"),
    "7, three to a match, best of 5": dict(entrants=7, match_size=3, best_of=5, time_limit=0),
}


@pytest.mark.parametrize("settings", TOURNAMENTS.values(), ids=TOURNAMENTS.keys())
def test_every_tournament_the_rules_make_reads_back(settings):
    settings = {"time_limit": 3, **settings}
    entrants = settings.pop("entrants")
    saves = []
    doc = tournament.new_tournament(["random"] * entrants, seed=3, **settings)
    tournament.play(doc, save=lambda d: saves.append(tournament.save(d)))
    assert doc.winner is not None and len(doc.rounds) == tournament.round_count(doc) <= 6
    for path in set(saves):
        assert tournament.load(path) == doc


def test_the_largest_bracket_scrolls_and_keeps_its_matches_readable(app):
    doc = tournament.new_tournament(["random"] * 64, seed=3, time_limit=3)
    tournament.play(doc, max_games=40)
    path = tournament.save(doc)
    scene = app.open("bracket", doc=tournament.load(path), path=path)
    run(app)
    width, (wide, high) = scene.layout()
    assert width >= COLUMN_MIN and wide > scene.area.width and high > scene.area.height
    assert scene.scroll == [0, 0]
    for key in (pygame.K_PAGEDOWN, pygame.K_DOWN, pygame.K_RIGHT):
        before = list(scene.scroll)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
        run(app, 2)
        assert scene.scroll != before
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="",
                                         scancode=0))
    run(app, 2)
    assert scene.scroll == [wide - scene.area.width, high - scene.area.height]
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False,
                                         precise_x=0.0, precise_y=2.0))
    run(app, 2)
    assert scene.scroll[1] < high - scene.area.height
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="",
                                         scancode=0))
    run(app, 2)
    assert scene.scroll == [0, 0]
    app.window.minimum_size = (1, 1)
    app.window.size = (800, 600)                # the smallest canvas draws it too
    run(app, 2)
    scene.scroll_pages(float("inf"), float("inf"))
    width, (wide, high) = scene.layout()
    assert scene.scroll == [wide - scene.area.width, high - scene.area.height]


# -- files that are not regular files, and files too large ----------------------------------

@needs_dev_zero
def test_a_link_to_dev_zero_is_refused_without_reading_it(app, tmp_path, capsys):
    folder = tournament.tournaments_dir()
    link_to_dev_zero(folder / "x.json")
    saved, [problem] = returns(tournament.load_all)
    assert saved == [] and problem == "x.json is not a regular file"
    scene = TournamentsScene(app, seed=1)
    app.stack.push(scene)
    run(app)
    assert any("x.json is not a regular file" in said for said in messages(scene))
    assert (folder / "x.json").is_symlink()

    link_to_dev_zero(deckbox.decks_dir() / "zero.txt")
    assert returns(deckbox.load_decks) == ([], ["zero.txt is not a regular file"])
    link_to_dev_zero(storage.saves_dir() / "slot-1.json")
    with pytest.raises(storage.SaveError, match=r"^Save 'slot-1\.json' is not a regular file\.$"):
        returns(lambda: storage.read_save("slot-1"))
    assert returns(lambda: main(["replay", str(storage.saves_dir() / "slot-1.json")])) == 2
    assert "is not a regular file" in capsys.readouterr().err
    link_to_dev_zero(config_path())
    assert returns(Settings.load) == Settings()


def test_a_tournament_too_large_is_refused_unread(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(saved_tournament().read_bytes() + b" " * tournament.MAX_TOURNAMENT_BYTES)
    with pytest.raises(tournament.TournamentError,
                       match=r"^big\.json is too large to be a tournament \(more than 1 MB\)$"):
        tournament.load(path)


@needs_fifo
def test_a_fifo_among_the_decks_neither_blocks_nor_is_saved_over(app, fifo):
    pipe = fifo(deckbox.decks_dir() / "mine.txt")
    assert returns(deckbox.load_decks) == ([], ["mine.txt is not a regular file"])
    path = returns(lambda: deckbox.save_deck("Mine", full_deck()[:40]))
    assert path.name == "mine-2.txt" and pipe.exists() and not pipe.is_file()
    editor = DeckEditorScene(app)
    app.stack.push(editor)
    run(app)
    assert any("mine.txt is not a regular file" in said for said in messages(editor))
    assert [d.name for d in editor.saved] == ["Mine"]


@needs_fifo
def test_a_fifo_among_the_tournaments_or_as_the_settings_does_not_block(app, fifo):
    fifo(tournament.tournaments_dir() / "x.json")
    path = saved_tournament()
    saved, problems = returns(tournament.load_all)
    assert [p for p, _ in saved] == [path] and problems == ["x.json is not a regular file"]
    scene = TournamentsScene(app, seed=1)
    app.stack.push(scene)
    run(app)
    assert any("x.json is not a regular file" in said for said in messages(scene))
    fifo(config_path())
    assert returns(Settings.load) == Settings()


@needs_fifo
def test_a_fifo_swapped_in_after_the_look_is_opened_without_waiting(tmp_path, fifo,
                                                                    monkeypatch):
    pipe = fifo(tmp_path / "x.json")
    regular = os.stat(__file__)
    monkeypatch.setattr(os, "stat", lambda path, *a, **k: regular)    # looked at: a file
    with pytest.raises(storage.RefusedFile, match="^is not a regular file$"):
        returns(lambda: storage.read_file(pipe, 100, "a tournament"))


# -- a deck's name line of 10,000 characters ------------------------------------------------

LONG_NAME = "# " + "N" * 10_000 + "\n" + deck_text(full_deck()[:40])


def test_a_name_line_too_long_is_refused_and_the_editor_not_rebuilt(app):
    with pytest.raises(DeckError, match="^line 1: a deck's name has at most 40 characters$"):
        deck_from_text(LONG_NAME)
    editor = DeckEditorScene(app)
    editor.view = "list"                # the deck as text is in the list view
    app.stack.push(editor)
    run(app)
    box = editor.text_box
    editor.text = LONG_NAME
    editor.import_text()
    assert messages(editor) == ["line 1: a deck's name has at most 40 characters"]
    assert editor.deck == [] and editor.name == "" and editor.text_box is box


def test_a_paste_past_the_text_limit_is_refused_before_the_box_lays_it_out(app):
    editor = DeckEditorScene(app)
    editor.view = "list"
    app.stack.push(editor)
    run(app)
    click(app, editor.text_box)
    clipboard_copy(LONG_NAME)
    pygame.key.set_mods(pygame.KMOD_LCTRL)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_LCTRL,
                                         unicode="", scancode=0))
    run(app, 2)
    pygame.key.set_mods(0)
    assert editor.text_box.get_text() == ""
    assert any(f"at most {TEXT_LIMIT} characters" in said for said in messages(editor))
    for text in ("7C\n", "7C\n" * 700):        # a key that passes the limit is not taken
        editor.text_box.set_text(text)
        pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, text=text,
                                             ui_element=editor.text_box))
        run(app, 2)
    assert editor.text == "7C\n" and editor.text_box.get_text() == "7C\n"


# -- temporary files that an interrupted write left ------------------------------------------

def test_stale_temporary_files_are_removed_from_the_decks_and_tournaments(app):
    decks, tournaments = deckbox.decks_dir(), tournament.tournaments_dir()
    deckbox.save_deck("Mine", full_deck()[:40])
    path = saved_tournament()
    stale = [aged(storage._write_temp(decks, "mine.txt", b"half a deck")),
             aged(storage._write_temp(tournaments, path.name, b"half a tournament"))]
    fresh = storage._write_temp(decks, "mine.txt", b"a deck being written")
    others = [decks / ".notes.tmp", tournaments / "x.json.tmp"]
    for other in others:
        other.write_bytes(b"not ours")
        aged(other)
    assert [d.name for d in deckbox.load_decks()[0]] == ["Mine"]
    assert [p for p, _ in tournament.load_all()[0]] == [path]
    assert not any(p.exists() for p in stale)
    assert fresh.exists() and all(p.exists() for p in others)
    stale = aged(storage._write_temp(tournaments, path.name, b"half a tournament"))
    app.stack.push(TournamentsScene(app, seed=1))
    run(app)
    assert not stale.exists()
