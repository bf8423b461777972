"""A corpus of hostile statistics files, each met by every reader and writer of the file.

Every case starts from a real file of four finished games (each a different game; the third,
Arcanoid, a hot-seat game of two humans), changed in one way — a row given a wrong type, a
``NULL``, text that is not UTF-8, a huge number, seats that are not its players; the file cut
short, its schema's bytes made invalid UTF-8, its index pages swapped; or the file replaced by
bytes that are no database, one byte, a directory — and goes five ways: :func:`stats.load`,
:func:`stats.record_game`, ``tarot-table stats`` (JSON, then text), the last move of a game
with a human seat (``Session.play``) and the statistics screen; a few go on to a whole game
played at the table. Whatever happens nothing raises, and each case ends as its kind must:

* ``DAMAGED`` — said once, the file kept aside in ``corrupt/`` byte for byte, every game that
  is not ``lost`` still counted (``SUBSET``: the file cut short, some of the games added to it
  after the real ones are lost too);
* ``SOUND`` — strange but fitting: read as it is, nothing said, nothing moved;
* ``LEFT`` — cannot be used and is left alone (made by a newer version, not a file): said
  every time, never moved or written.
"""

from __future__ import annotations

import json
import random
import sqlite3
import tempfile
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from functools import cache
from pathlib import Path
from typing import Callable

import pygame
import pytest
from pygame_gui.windows import UIMessageWindow

from tarot_table import stats, storage
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.table.scene import TableScene
from tarot_table.cli import main
from tarot_table.session import AI, HUMAN, Seat, Session
from tarot_table.stats import GameRecord, SeatResult

from .fake_ai import use_fake_ai
from .test_keyboard_play import play_from_the_keyboard
from .test_stats import finish, high_card, key
from .test_table import wait_until

DAMAGED, SUBSET, SOUND, LEFT = "damaged", "subset", "sound", "left"
#: The name of the games added to the real file to make it longer.
FILLER = "filler"
T0 = datetime(2026, 11, 21, 21, 0, 0, tzinfo=timezone.utc)
#: The real file every case starts from: per game its name and seats (the third is changed).
GAMES = [
    ("tarok", [SeatResult("You", HUMAN, None, 40, True), SeatResult("Ada", AI, "easy", 5, False),
               SeatResult("Bo", AI, "easy", 0, False)]),
    ("taruno", [SeatResult("You", HUMAN, None, -5, False),
                SeatResult("Ada", AI, "hard", 9, True)]),
    ("arcanoid", [SeatResult("Ann", HUMAN, None, 12, True),
                  SeatResult("Ada", AI, "easy", 3, False),
                  SeatResult("Bob", HUMAN, None, 3, False)]),
    ("tarocchi", [SeatResult("You", HUMAN, None, 7, True),
                  SeatResult("Ada", AI, "medium", 1, False)]),
]


@cache
def base_bytes(fillers: int = 0) -> bytes:
    """The bytes of the real file, with ``fillers`` more games of :data:`FILLER` (one human
    seat each) after the real ones (written once, in a folder of its own)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / stats.STATS_FILE
        for n, (game, seats) in enumerate(GAMES, 1):
            assert stats.record_game(GameRecord(f"slot-{n}", game, {"rounds": 1}, tuple(seats),
                                                60.0 * n, T0 + timedelta(minutes=n)), path)
        for n in range(fillers):
            assert stats.record_game(GameRecord(
                f"filler-{n}", FILLER, {"padding": "x" * 200},
                (SeatResult("You", HUMAN, None, n, True), SeatResult("Ada", AI, "easy", 0, False)),
                1.0, T0 + timedelta(hours=1, minutes=n)), path)
        return path.read_bytes()


def results_of(games) -> list[tuple[str, int]]:
    """Each human seat's result of ``games`` (numbers from 1) as ``(game, seat)``."""
    return [(GAMES[n - 1][0], i) for n in games
            for i, seat in enumerate(GAMES[n - 1][1]) if seat.is_human]


@dataclass(frozen=True)
class Case:
    make: Callable[[Path], None]    # turns the real file at the path into the case
    kind: str = DAMAGED
    lost: tuple[int, ...] = ()      # the games that are no longer counted (numbers from 1)
    notices: int = 0                # the good notices the case holds
    fillers: int = 0                # games of FILLER added to the real file

    def kept(self) -> list[tuple[str, int]]:
        return results_of(n for n in range(1, len(GAMES) + 1) if n not in self.lost)


def connect(path: Path) -> sqlite3.Connection:
    """A connection that changes the file (in autocommit mode, unsynced: a test's file)."""
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA synchronous = OFF")
    return connection


def sql(*statements: str, **case) -> Case:
    """The real file changed by ``statements``, its constraints ignored: CHECKs by SQLite's
    pragma, NOT NULL taken out of the schema for the while and put back (neither changes how a
    row is stored)."""
    def make(path: Path) -> None:
        with closing(connect(path)) as connection:
            schema = connection.execute("SELECT name, sql FROM sqlite_master "
                                        "WHERE type = 'table'").fetchall()
            connection.execute("PRAGMA writable_schema = ON")
            connection.execute("UPDATE sqlite_master SET sql = replace(sql, ' NOT NULL', '') "
                               "WHERE type = 'table'")
        with closing(connect(path)) as connection:
            connection.execute("PRAGMA ignore_check_constraints = ON")
            for statement in statements:
                connection.execute(statement)
            connection.execute("PRAGMA writable_schema = ON")
            connection.executemany("UPDATE sqlite_master SET sql = ? WHERE name = ?",
                                   [(text, name) for name, text in schema])
    return Case(make, **case)


def game3(assignment: str, **case) -> Case:
    """Game 3's row changed by ``assignment``: it is lost, the others kept."""
    return sql(f"UPDATE games SET {assignment} WHERE id = 3", **{"lost": (3,), **case})


def seat(assignment: str, **case) -> Case:
    """Game 3's second human seat changed by ``assignment``."""
    return sql(f"UPDATE seats SET {assignment} WHERE game_id = 3 AND seat = 2",
               **{"lost": (3,), **case})


def raw(change: Callable[[bytes], bytes], **case) -> Case:
    """The file's bytes changed by ``change``."""
    def make(path: Path) -> None:
        path.write_bytes(change(path.read_bytes()))
    return Case(make, **case)


def swap_index_pages(path: Path) -> None:
    """Each table's unique index given the other's pages: every row still reads, every index
    lies (only SQLite's full integrity check sees it)."""
    with closing(connect(path)) as connection:
        roots = dict(connection.execute("SELECT name, rootpage FROM sqlite_master"))
        connection.execute("PRAGMA writable_schema = ON")
        for name, other in (("games", "seats"), ("seats", "games")):
            connection.execute("UPDATE sqlite_master SET rootpage = ? WHERE name = ?",
                               (roots[f"sqlite_autoindex_{other}_1"],
                                f"sqlite_autoindex_{name}_1"))


def cut_short(path: Path) -> None:
    """The real file with 60 fillers, its last third of pages cut off and its header's page
    count made to match, so that SQLite reads up to the hole."""
    data = base_bytes(60)
    page = int.from_bytes(data[16:18], "big")          # the header's page size
    pages = len(data) // page * 2 // 3
    path.write_bytes(data[:28] + pages.to_bytes(4, "big") + data[32:pages * page])


def other_tables(path: Path) -> None:
    path.unlink()
    with closing(connect(path)) as connection:
        connection.execute("CREATE TABLE games (name TEXT)")
        connection.execute("INSERT INTO games VALUES ('chess')")


def directory(path: Path) -> None:
    path.unlink()
    path.mkdir()
    (path / "inside").write_bytes(b"kept")


NOT_UTF8 = "CAST(x'ff' AS TEXT)"
GOOD_NOTICE = "INSERT INTO notices (at, message) VALUES ('2026-11-21T20:00:00Z', 'Earlier.')"

CASES: dict[str, Case] = {
    # a games row that does not fit
    "seconds null": game3("seconds = NULL"),
    "seconds text": game3("seconds = 'long'"),
    "seconds negative": game3("seconds = -1.0"),
    "seconds huge": game3("seconds = 1e300"),
    "seconds infinite": game3("seconds = 9e999"),
    "players wrong": game3("players = 2"),
    "players huge": game3("players = 9223372036854775807"),
    "players text": game3("players = 'three'"),
    "save id null": game3("save_id = NULL"),
    "save id blob": game3("save_id = x'00ff'"),
    "save id not utf-8": game3(f"save_id = {NOT_UTF8}"),
    "game name not one": game3("game = 'Tarok!'"),
    "game name not utf-8": game3("game = CAST(x'7461726f6bff' AS TEXT)"),
    "options not json": game3("options = '{'"),
    "options not an object": game3("options = '[1]'"),
    "options blob": game3("options = x'7b7d'"),
    "options nested too deep": game3("options = replace(hex(zeroblob(50000)), '00', '[')"),
    "finished yesterday": game3("finished_at = 'yesterday'"),
    "finished null": game3("finished_at = NULL"),
    "finished a number": game3("finished_at = 20261121"),
    "finished not utf-8": game3(f"finished_at = {NOT_UTF8}"),
    # a seats row that does not fit
    "score text": seat("score = 'lots'"),
    "score null": seat("score = NULL"),
    "score huge": seat("score = 1e300"),
    "score minus infinite": seat("score = -9e999"),
    "score largest integer": seat("score = 9223372036854775807"),
    "won two": seat("won = 2"),
    "won null": seat("won = NULL"),
    "kind robot": seat("kind = 'robot'"),
    "name null": seat("name = NULL"),
    "name blob": seat("name = x'416e6e'"),
    "name not utf-8": seat(f"name = {NOT_UTF8}"),
    "agent not utf-8": seat(f"agent = {NOT_UTF8}"),
    "agent blob": seat("agent = x'ff'"),
    "agent of an ai null": sql("UPDATE seats SET agent = NULL WHERE game_id = 3 AND seat = 1",
                               lost=(3,)),
    "seat number text": seat("seat = 'two'"),
    "seat missing": sql("DELETE FROM seats WHERE game_id = 3 AND seat = 1", lost=(3,)),
    "seat extra": sql("INSERT INTO seats VALUES (3, 3, 'Eve', 'ai', 'easy', 0, 0)", lost=(3,)),
    "seat of no game": sql("INSERT INTO seats VALUES (99, 0, 'Eve', 'human', NULL, 1, 1)"),
    "seats of a game id in text": sql("UPDATE seats SET game_id = 'three' WHERE game_id = 3",
                                      lost=(3,)),
    # a notices row that does not fit (a good one beside it)
    "notice not utf-8": sql(GOOD_NOTICE, f"INSERT INTO notices (at, message) VALUES "
                            f"('2026-11-21T20:00:00Z', {NOT_UTF8})", notices=1),
    "notice time not one": sql(GOOD_NOTICE, "INSERT INTO notices (at, message) VALUES "
                               "('soon', 'x')", notices=1),
    "notice shown five": sql(GOOD_NOTICE, "INSERT INTO notices (at, message, shown) VALUES "
                             "('2026-11-21T20:00:00Z', 'x', 5)", notices=1),
    # one bad row of each kind at once
    "many bad rows": sql("UPDATE games SET seconds = NULL WHERE id = 2",
                         f"UPDATE seats SET name = {NOT_UTF8} WHERE game_id = 3 AND seat = 0",
                         "INSERT INTO seats VALUES (99, 0, 'Eve', 'human', NULL, 1, 1)",
                         GOOD_NOTICE, "INSERT INTO notices (at, message) VALUES (NULL, 'x')",
                         lost=(2, 3), notices=1),
    # the file's structure
    "index pages swapped": Case(swap_index_pages),
    "schema not utf-8": raw(lambda data: data.replace(b"typeof(message)", b"typeof(m\xffssage)"),
                            lost=(1, 2, 3, 4)),
    "other tables": Case(other_tables, lost=(1, 2, 3, 4)),
    "schema format unknown": raw(lambda data: data[:44] + (246).to_bytes(4, "big") + data[48:],
                                 lost=(1, 2, 3, 4)),
    "not sqlite": raw(lambda data: b"this is not SQLite\x00\xff" * 50, lost=(1, 2, 3, 4)),
    "zeros": raw(lambda data: bytes(len(data)), lost=(1, 2, 3, 4)),
    "one byte": raw(lambda data: b"x", lost=(1, 2, 3, 4)),
    "header only": raw(lambda data: data[:100], lost=(1, 2, 3, 4)),
    "cut in half": raw(lambda data: data[:len(data) // 2], lost=(1, 2, 3, 4)),
    "cut short": Case(cut_short, kind=SUBSET, fillers=60),
    # strange but fitting
    "name of a megabyte": seat("name = replace(hex(zeroblob(500000)), '00', 'é')", kind=SOUND,
                               lost=()),
    "score at the limit": seat(f"score = {stats.SCORE_LIMIT}", kind=SOUND, lost=()),
    "agent markup": sql("UPDATE seats SET agent = '<b>x</b>' WHERE agent IS NOT NULL",
                        kind=SOUND),
    "finished in year 9999": game3("finished_at = '9999-12-31T23:59:59Z'", kind=SOUND, lost=()),
    "finished in year 1": game3("finished_at = '0001-01-01T00:00:00Z'", kind=SOUND, lost=()),
    "score at minus the limit": seat(f"score = {-stats.SCORE_LIMIT}", kind=SOUND, lost=()),
    "seconds at the limit": game3("seconds = 1e9", kind=SOUND, lost=()),
    # left alone
    "newer version": sql("PRAGMA user_version = 2", kind=LEFT, lost=(1, 2, 3, 4)),
    "a directory": Case(directory, kind=LEFT, lost=(1, 2, 3, 4)),
}


def kept_aside() -> list[bytes]:
    folder = storage.saves_dir() / "corrupt"
    return [p.read_bytes() for p in sorted(folder.iterdir())] if folder.exists() else []


def install(case: Case) -> bytes | None:
    """Make the statistics file the case; its bytes (``None`` for a directory)."""
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(base_bytes())
    case.make(path)
    return path.read_bytes() if path.is_file() else None


def keys(results) -> list[tuple[str, int]]:
    """Each result as ``(game, seat)``, the fillers' left out."""
    return [(r.game, r.seat) for r in results if r.game != FILLER]


def check_recorded(case: Case, content: bytes, game: str) -> None:
    """The case ended as its kind must once a game of ``game`` was recorded. Recording sets
    aside a file that fails SQLite's integrity check, and the notice it keeps says so; a row
    that does not fit is written beside, and the next reading finds it, in the file as it is
    then."""
    if case.kind in (DAMAGED, SUBSET) and not kept_aside():
        content = stats.stats_path().read_bytes()
    loaded = stats.load()
    notices = [n.message for n in loaded.notices if not n.shown]
    if case.notices:
        notices.remove("Earlier.")
    check_outcome(case, content, notices + list(loaded.problems), recorded=[(game, 0)])


def check_outcome(case: Case, content: bytes | None, said: list[str], *,
                  recorded: list[tuple[str, int]] = ()) -> None:
    """The case ended as its kind must: what was said (``said``, every message the way met)
    and what the file holds now, with the games ``recorded`` since."""
    path = stats.stats_path()
    if case.kind in (DAMAGED, SUBSET):
        [sentence] = said
        assert "it was moved to" in sentence and str(storage.saves_dir() / "corrupt") in sentence
        assert kept_aside() == [content], "the file as it was is kept aside byte for byte"
    elif case.kind == SOUND:
        assert said == [] and kept_aside() == [] and path.read_bytes() != base_bytes()
    else:
        assert said and kept_aside() == []
        assert (path.read_bytes() == content) if content is not None else path.is_dir()
        return
    again = stats.load()
    assert again.problems == (), "said once"
    assert keys(again.results) == case.kept() + list(recorded)
    fillers = sum(r.game == FILLER for r in again.results)
    assert 0 < fillers < case.fillers if case.kind == SUBSET else fillers == case.fillers
    others = [n.message for n in again.notices if n.message != "Earlier."]
    assert len(again.notices) - len(others) == case.notices and others in ([], said)


@pytest.mark.parametrize("name", CASES)
def test_a_hostile_file_is_read(name):
    case = CASES[name]
    content = install(case)
    loaded = stats.load()
    if case.kind == LEFT:
        assert loaded.results == ()
    else:
        assert keys(loaded.results) == case.kept() and len(loaded.notices) == case.notices
    check_outcome(case, content, list(loaded.problems))


@pytest.mark.parametrize("name", CASES)
def test_a_hostile_file_is_written_to(name):
    case = CASES[name]
    content = install(case)
    record = GameRecord("slot-new", "tarok", {}, (SeatResult("You", HUMAN, None, 1, True),),
                        1.0, T0 + timedelta(days=1))
    if case.kind == LEFT:
        with pytest.raises(stats.StatsError) as error:
            stats.record_game(record)
        check_outcome(case, content, [error.value.message])
        return
    assert stats.record_game(record)
    check_recorded(case, content, "tarok")


@pytest.mark.parametrize("name", CASES)
def test_a_hostile_file_at_a_games_last_move(name):
    case = CASES[name]
    content = install(case)
    session = high_card([Seat("You"), Seat("Ada", AI, "random")])
    finish(session)
    assert session.is_over() and session.outcome() is not None
    saved = storage.read_save(session.save_id)
    assert len(saved["actions"]) == len(session.state.history)
    if case.kind == LEFT:
        check_outcome(case, content, [session.stats_error.message])
        return
    assert session.stats_error is None
    check_recorded(case, content, "high_card")


@pytest.mark.parametrize("name", ["schema not utf-8", "many bad rows", "one byte", "a directory"])
def test_a_game_at_the_table_ends_whatever_the_file(name, make_app):
    """A game of Taruno against the AI played from the keyboard at the table, autosaved, its
    last move played while the statistics file is hostile: the results come up, the save holds
    the whole game, and the file ends as its kind must."""
    case = CASES[name]
    content = install(case)
    app = make_app("instant")
    use_fake_ai(app)
    session = Session.new("taruno", [Seat("You"), Seat("Ada", AI, "heuristic")], seed=3)
    table = TableScene(app, session)
    app.stack.replace(table)
    play_from_the_keyboard(app, table, random.Random(5))
    wait_until(app, lambda: isinstance(app.stack.top, ResultsScene))
    assert session.is_over() and session.save_error is None
    assert Session.from_save(storage.read_save(session.save_id)).is_over()
    if case.kind == LEFT:
        check_outcome(case, content, [session.stats_error.message])
    else:
        assert session.stats_error is None
        check_recorded(case, content, "taruno")


@pytest.mark.parametrize("name", CASES)
def test_a_hostile_file_on_the_command_line(name, capsys):
    case = CASES[name]
    content = install(case)
    assert main(["stats", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    if case.kind not in (LEFT, SUBSET):
        assert report["total"]["games"] == len(case.kept())
    assert main(["stats"]) == 0
    err = capsys.readouterr().err
    if case.kind != LEFT:
        assert err == "", "said once"
    check_outcome(case, content, report["problems"])


@pytest.fixture(scope="module")
def app():
    """One headless app at the main menu for the whole corpus."""
    from tarot_table.app.main import App
    from tarot_table.app.settings import Settings
    app = App((1280, 800), settings=Settings(animation="instant", ai_pause=0.0))
    app.show("main_menu")
    yield app
    app.close()


@pytest.mark.parametrize("name", CASES)
def test_a_hostile_file_on_the_statistics_screen(name, app):
    case = CASES[name]
    content = install(case)
    scene = app.open("statistics")
    app.step(0.016)
    windows = [d for d in scene.dialogs if isinstance(d, UIMessageWindow)]
    said = [w.text_block.html_text for w in windows]
    if case.kind not in (LEFT, SUBSET):
        assert scene.summary.total.games == len(case.kept())
    for focus in range(len(scene.keys)):            # each card's lines under the cards
        scene.focus = focus
        assert scene.detail_lines()
        app.step(0.016)
    for window in windows:
        window.kill()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)
    check_outcome(case, content, [html.replace("<br>", "") for html in said])
