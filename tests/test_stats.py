"""Statistics: a game finished at the table is recorded once, in one
transaction, in ``data_dir()/stats.sqlite3``; what is counted from the records (win rates per
game and per AI level, streaks, best and mean scores); a damaged file set aside as a damaged
save is; ``tarot-table stats --json``; the statistics screen, headless, by keyboard.

(``conftest.py`` points the data directory at a fresh temporary one for every test.)
"""

from __future__ import annotations

import json
import random
import sqlite3
from contextlib import closing
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pygame
import pytest
from pygame_gui.windows import UIMessageWindow

from tarot_table import stats, storage
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.statistics import StatisticsScene
from tarot_table.cli import main
from tarot_table.rules import GAMES
from tarot_table.session import AI, HUMAN, Seat, Session
from tarot_table.stats import GameRecord, SeatResult

T0 = datetime(2026, 11, 21, 21, 0, 0, tzinfo=timezone.utc)


def finish(session: Session, seed: int = 0) -> None:
    """Play ``session`` to its end with random legal moves, through ``Session.play``."""
    rng = random.Random(seed)
    while not session.is_over():
        session.play(session.current_player(), rng.choice(session.legal_actions()))


def high_card(seats, seed: int = 4, **kwargs) -> Session:
    """A game of one round of High Card (two or three moves; not offered at the table, so it
    cannot be resumed from its save)."""
    return Session.new("high_card", seats, seed=seed, options={"rounds": 1}, **kwargs)


def arcanoid(seats, seed: int = 3) -> Session:
    """A one-round game of Arcanoid (about 40 moves), a game the table offers."""
    return Session.new("arcanoid", seats, seed=seed, options={"rounds": 1})


def rows(table: str) -> list[tuple]:
    with sqlite3.connect(stats.stats_path()) as connection:
        return connection.execute(f"SELECT * FROM {table}").fetchall()


def you(score, won) -> SeatResult:
    return SeatResult("You", HUMAN, None, score, won)


def bot(level, score=0, won=False, name="Ada") -> SeatResult:
    return SeatResult(name, AI, level, score, won)


def record(n: int, game: str, seats, minutes: int = 0, seconds: float = 60.0) -> None:
    assert stats.record_game(GameRecord(f"slot-{n}", game, {"rounds": 1}, tuple(seats),
                                        seconds, T0 + timedelta(minutes=minutes or n)))


# -- recording ---------------------------------------------------------------------------------

def test_a_game_finished_at_the_table_is_recorded_once_with_its_seats_and_result():
    session = arcanoid([Seat("You"), Seat("Ada", AI, "random"), Seat("Basil", AI, "easy")])
    assert not stats.stats_path().exists()          # nothing written before the end
    finish(session)
    outcome = session.outcome()
    assert session.stats_error is None
    [game] = rows("games")
    assert game[1:4] == (session.save_id, "arcanoid", 3)
    assert json.loads(game[4]) == session.options
    assert rows("seats") == [(game[0], i, seat.name, seat.kind, seat.agent, outcome.scores[i],
                              int(i in outcome.winners)) for i, seat in enumerate(session.seats)]
    [result] = stats.load().results
    assert (result.game, result.seat, result.won, result.score, result.level, result.players) \
        == ("arcanoid", 0, 0 in outcome.winners, outcome.scores[0], stats.MIXED, 3)

    assert stats.record_game(session.game_record())            # its end reached again
    resumed = Session.from_save(storage.read_save(session.save_id))
    assert resumed.is_over() and resumed.stats_error is None
    assert len(rows("games")) == 1 and len(stats.load().results) == 1


def test_games_without_a_human_seat_and_games_not_kept_are_not_recorded():
    finish(high_card([Seat("Ada", AI, "random"), Seat("Basil", AI, "random")]))
    finish(high_card([Seat("You"), Seat("Ada", AI, "random")], autosave=False))
    assert not stats.stats_path().exists()
    assert stats.load().results == ()


def test_a_hot_seat_game_is_one_result_per_human_seat():
    session = high_card([Seat("Ann"), Seat("Ada", AI, "heuristic"), Seat("Bob")], seed=9)
    finish(session)
    results = stats.load().results
    winners = session.outcome().winners
    assert [(r.seat, r.name, r.won, r.level) for r in results] == [
        (0, "Ann", 0 in winners, "heuristic"), (2, "Bob", 2 in winners, "heuristic")]


def test_the_duration_is_the_time_at_the_table_over_every_sitting(monkeypatch):
    import tarot_table.session as session_module
    clock = [100.0]
    monkeypatch.setattr(session_module.time, "monotonic", lambda: clock[0])
    session = arcanoid([Seat("You"), Seat("Ada", AI, "random")])
    clock[0] = 160.0
    session.save()
    assert storage.read_save(session.save_id)["played_seconds"] == 60.0
    clock[0] = 5000.0                                   # the app was closed for a while
    resumed = Session.from_save(storage.read_save(session.save_id))
    clock[0] = 5030.5
    finish(resumed)
    [game] = rows("games")
    assert game[5] == 90.5


def test_an_older_save_without_its_time_resumes_from_zero():
    session = arcanoid([Seat("You"), Seat("Ada", AI, "random")])
    doc = storage.read_save(session.save_id)
    del doc["played_seconds"]
    assert Session.from_save(doc).played_seconds() < 60


def test_a_game_is_written_in_one_transaction(monkeypatch):
    insert = stats._insert_game

    def failing(connection, record, game_id=None):
        insert(connection, record, game_id)
        raise sqlite3.OperationalError("disk I/O error")      # after its seats

    monkeypatch.setattr(stats, "_insert_game", failing)
    with pytest.raises(stats.StatsError, match="could not record the game: disk I/O error"):
        stats.record_game(GameRecord("slot-1", "tarok", {}, (you(3, True), bot("easy")), 1.0, T0))
    assert rows("games") == [] and rows("seats") == []       # the game row went back too


def test_a_record_that_is_not_one_is_refused_before_anything_is_written():
    for bad in (GameRecord("no/slash", "tarok", {}, (you(1, True),), 1.0, T0),
                GameRecord("s", "Tarok!", {}, (you(1, True),), 1.0, T0),
                GameRecord("s", "tarok", {}, (you(float("nan"), True),), 1.0, T0),
                GameRecord("s", "tarok", {}, (you(1, True),), -1.0, T0),
                GameRecord("s", "tarok", {}, (you(1, True),), 1.0, T0.replace(tzinfo=None)),
                GameRecord("s", "tarok", {}, (you(stats.SCORE_LIMIT + 1, True),), 1.0, T0),
                GameRecord("s", "tarok", {}, (SeatResult("\ud800", HUMAN, None, 1, True),), 1.0,
                           T0),
                GameRecord("s", "tarok", {"x": float("inf")}, (you(1, True),), 1.0, T0),
                GameRecord("s", "tarok", {}, (you(1, True),), 2e9, T0)):
        with pytest.raises(ValueError):
            stats.record_game(bad)
    assert not stats.stats_path().exists()


def test_a_failed_recording_does_not_stop_the_game():
    stats.stats_path().mkdir(parents=True)             # something there that is no file
    session = high_card([Seat("You"), Seat("Ada", AI, "random")])
    finish(session)
    assert session.is_over()
    assert "is not a regular file" in session.stats_error.message
    assert stats.stats_path().is_dir()                  # left alone


def test_a_file_held_by_another_writer_is_not_taken_for_damage(monkeypatch):
    record(1, "tarok", [you(10, True), bot("easy")])
    monkeypatch.setattr(stats, "BUSY_SECONDS", 0.05)
    holder = sqlite3.connect(stats.stats_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(stats.StatsError, match="locked"):
            stats.record_game(GameRecord("slot-2", "tarok", {}, (you(1, True),), 1.0, T0))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert len(stats.load().results) == 1 and not (storage.saves_dir() / "corrupt").exists()


# -- what is counted ---------------------------------------------------------------------------

def test_win_rates_streaks_and_scores_per_game():
    outcomes = [(10, True), (-5, False), (30, True), (25, True), (0, False), (0, False),
                (12, True)]
    for n, (score, won) in enumerate(outcomes, 1):
        record(n, "tarok", [you(score, won), bot("easy", 5, not won)], seconds=60.0 * n)
    record(8, "taruno", [bot("hard", 1, True), you(0, False)])
    summary = stats.summarise(stats.load().results, ["tarok", "tarocchi", "taruno"])
    tarok = summary.games["tarok"]
    assert (tarok.games, tarok.wins, tarok.win_rate) == (7, 4, 4 / 7)
    assert (tarok.best_score, tarok.mean_score) == (30, 72 / 7)
    assert tarok.mean_seconds == 240.0
    assert tarok.current == stats.Streak(True, 1)
    assert (tarok.longest_wins, tarok.longest_losses) == (2, 2)
    assert tarok.recent == tuple((won, score) for score, won in outcomes)
    assert tarok.last_played == T0 + timedelta(minutes=7)
    assert list(summary.games) == ["tarok", "tarocchi", "taruno"]
    assert summary.games["tarocchi"] == stats.Aggregate()     # offered, never played
    total = summary.total
    assert (total.games, total.wins, total.current, total.longest_losses) == \
        (8, 4, stats.Streak(False, 1), 2)
    assert total.best_score is None and total.mean_score is None   # not comparable


def test_win_rate_per_ai_level_of_the_opponents():
    record(1, "tarok", [you(1, True), bot("easy"), bot("easy", name="Bo")])
    record(2, "tarok", [you(1, False), bot("easy"), bot("easy", name="Bo")])
    record(3, "tarok", [you(1, True), bot("hard"), bot("hard", name="Bo")])
    record(4, "tarok", [you(1, False), bot("easy"), bot("hard", name="Bo")])
    record(5, "tarok", [you(1, True), SeatResult("Ann", HUMAN, None, 0, False)])
    record(6, "tarok", [you(1, True), bot("ismcts:300")])
    tarok = stats.summarise(stats.load().results, levels=("easy", "medium", "hard")) \
        .games["tarok"]
    assert {level: (c.games, c.wins) for level, c in tarok.by_level.items()} == {
        "easy": (2, 1), "hard": (1, 1), "ismcts:300": (1, 1), stats.MIXED: (1, 0),
        stats.NO_AI: (2, 1)}
    assert list(tarok.by_level) == ["easy", "hard", "ismcts:300", stats.MIXED, stats.NO_AI]
    assert tarok.by_level["easy"].win_rate == 0.5


def test_streaks_follow_the_order_the_games_finished_in():
    for n, won in enumerate([False, True, True, True, False, True, True], 1):
        record(n, "arcanoid", [you(int(won), won), bot("easy")])
    arcanoid = stats.summarise(stats.load().results).games["arcanoid"]
    assert (arcanoid.current, arcanoid.longest_wins, arcanoid.longest_losses) == \
        (stats.Streak(True, 2), 3, 1)


# -- damage --------------------------------------------------------------------------------

def corrupt_folder_files():
    folder = storage.saves_dir() / "corrupt"
    return sorted(folder.iterdir()) if folder.exists() else []


def test_a_file_that_is_no_database_is_set_aside_whole_when_read():
    garbage = b"this is not SQLite\x00\xff" * 50
    stats.stats_path().parent.mkdir(parents=True)
    stats.stats_path().write_bytes(garbage)
    loaded = stats.load()
    assert loaded.results == ()
    [problem] = loaded.problems
    assert "is damaged" in problem and "it was moved to" in problem
    [kept] = corrupt_folder_files()
    assert kept.read_bytes() == garbage and kept.name.startswith("stats-")
    assert not stats.stats_path().exists()


def test_a_truncated_file_is_set_aside_and_the_next_game_starts_a_new_one():
    for n in range(1, 30):
        record(n, "tarok", [you(n, n % 2 == 0), bot("easy", name=f"Bot number {n}")])
    whole = stats.stats_path().read_bytes()
    assert len(whole) > 8192
    stats.stats_path().write_bytes(whole[:8192])
    record(30, "taruno", [you(1, True), bot("easy")])
    [kept] = corrupt_folder_files()
    assert kept.read_bytes() == whole[:8192]
    loaded = stats.load()
    assert [(r.game, r.won) for r in loaded.results] == [("taruno", True)]
    [notice] = loaded.notices
    assert "is damaged" in notice.message and str(kept) in notice.message
    assert "a new one was started" in notice.message and not notice.shown
    stats.mark_notices_shown([notice.id])
    assert stats.load().notices[0].shown


def test_a_database_of_other_tables_is_set_aside():
    stats.stats_path().parent.mkdir(parents=True)
    with sqlite3.connect(stats.stats_path()) as connection:
        connection.execute("CREATE TABLE games (name TEXT)")
        connection.execute("INSERT INTO games VALUES ('chess')")
    before = stats.stats_path().read_bytes()
    [problem] = stats.load().problems
    assert "is not a Tarot Table statistics file" in problem
    assert [f.read_bytes() for f in corrupt_folder_files()] == [before]


@pytest.mark.parametrize("change, problem", [
    ("UPDATE seats SET score = 'lots' WHERE game_id = 1",    # against a CHECK of the schema
     "fails SQLite's integrity check (CHECK constraint failed in seats) and holds 1 entry "
     "that could not be read (game 1: seat 0 is not a seat's result)"),
    ("UPDATE games SET finished_at = 'yesterday' WHERE id = 1",  # fits the CHECKs, not the reader
     "holds 1 entry that could not be read (game 1: a time that is not one)"),
    ("DELETE FROM seats WHERE game_id = 1 AND seat = 1",
     "holds 1 entry that could not be read (game 1: seats that are not its players)"),
])
def test_a_row_that_does_not_fit_is_set_aside_and_the_good_rows_kept(change, problem):
    record(1, "tarok", [you(10, True), bot("easy")])
    record(2, "taruno", [you(3, False), bot("hard", 5, True)])
    with closing(sqlite3.connect(stats.stats_path(), isolation_level=None)) as connection:
        connection.execute("PRAGMA ignore_check_constraints = ON")
        connection.execute(change)
    before = stats.stats_path().read_bytes()
    loaded = stats.load()
    [reported] = loaded.problems
    [kept] = corrupt_folder_files()
    assert reported == (f"The statistics file 'stats.sqlite3' {problem}; it was moved to {kept} "
                        "and a new one was started with the 1 game that could be read.")
    assert kept.read_bytes() == before
    assert [(r.game, r.won) for r in loaded.results] == [("taruno", False)]
    assert stats.load() == stats.Stats(loaded.results, (), (), stats.stats_path())
    assert [row[:2] for row in rows("games")] == [(2, "slot-2")]


def test_a_read_only_file_is_read_and_left_alone(monkeypatch):
    """Root may write any file, so SQLite is made to open it read-only, as for anyone else."""
    record(1, "tarok", [you(10, True), bot("easy")])
    before = stats.stats_path().read_bytes()
    connect = sqlite3.connect
    monkeypatch.setattr(stats.sqlite3, "connect", lambda path, **options: connect(
        f"{Path(path).as_uri()}?mode=ro", uri=True, **options))
    assert len(stats.load().results) == 1 and stats.load().problems == ()
    session = high_card([Seat("You"), Seat("Ada", AI, "random")])
    finish(session)
    assert session.is_over() and "readonly database" in session.stats_error.message
    assert stats.stats_path().read_bytes() == before and corrupt_folder_files() == []


def test_a_damaged_file_that_cannot_be_moved_is_read_and_left_alone(monkeypatch):
    record(1, "tarok", [you(10, True), bot("easy")])
    record(2, "taruno", [you(3, False), bot("hard", 5, True)])
    with closing(sqlite3.connect(stats.stats_path(), isolation_level=None)) as connection:
        connection.execute("PRAGMA ignore_check_constraints = ON")
        connection.execute("UPDATE seats SET score = 'lots' WHERE game_id = 1")
    before = stats.stats_path().read_bytes()

    def refused(path):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(storage, "quarantine", refused)
    loaded = stats.load()
    assert [r.game for r in loaded.results] == ["taruno"]
    assert loaded.problems[0].endswith("it could not be moved aside (Permission denied).")
    session = high_card([Seat("You"), Seat("Ada", AI, "random")])
    finish(session)
    assert session.is_over() and "could not be moved aside" in session.stats_error.message
    assert stats.stats_path().read_bytes() == before


def test_a_file_made_by_a_newer_version_is_left_alone():
    record(1, "tarok", [you(10, True), bot("easy")])
    with sqlite3.connect(stats.stats_path()) as connection:
        connection.execute("PRAGMA user_version = 7")
    before = stats.stats_path().read_bytes()
    [problem] = stats.load().problems
    assert "made by a newer version" in problem
    with pytest.raises(stats.StatsError, match="newer version"):
        stats.record_game(GameRecord("slot-2", "tarok", {}, (you(1, True),), 1.0, T0))
    assert stats.stats_path().read_bytes() == before and corrupt_folder_files() == []


# -- the command line --------------------------------------------------------------------------

def test_stats_json_reports_every_game_at_the_table(capsys):
    record(1, "tarok", [you(40, True), bot("easy"), bot("easy", name="Bo")])
    record(2, "tarok", [you(-10, False), bot("easy", 50, True), bot("easy", name="Bo")])
    record(3, "high_card", [you(1, True), bot("random")])
    assert main(["stats", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["file"] == str(stats.stats_path()) and report["problems"] == []
    assert [g["game"] for g in report["games"]] == [*GAMES, "high_card"]
    tarok = report["games"][0]
    assert tarok == {
        "game": "tarok", "title": "Tarok", "games": 2, "wins": 1, "losses": 1,
        "win_rate": 0.5, "best_score": 40, "mean_score": 15.0, "mean_seconds": 60.0,
        "current_streak": {"result": "loss", "length": 1}, "longest_win_streak": 1,
        "longest_loss_streak": 1, "last_played": "2026-11-21T21:02:00Z",
        "by_level": [{"level": "easy", "games": 2, "wins": 1, "win_rate": 0.5}]}
    assert report["games"][-1]["title"] == "High Card"
    assert (report["total"]["games"], report["total"]["wins"]) == (3, 2)
    assert report["total"]["best_score"] is None


def test_stats_reports_a_damaged_file_and_succeeds(capsys):
    stats.stats_path().parent.mkdir(parents=True)
    stats.stats_path().write_bytes(b"\x00" * 3000)
    assert main(["stats"]) == 0
    out, err = capsys.readouterr()
    assert "warning: The statistics file 'stats.sqlite3' is damaged" in err
    assert "Tarok" in out and "played    0" in out


# -- the statistics screen ---------------------------------------------------------------------

def key(app, code: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="",
                                         scancode=0))
    for _ in range(3):
        app.step(0.016)


def open_from_the_menu(app) -> StatisticsScene:
    app.stack.replace(app.make("main_menu"))
    menu = app.stack.top
    button = next(b for b in menu.elements if getattr(b, "text", "") == "Statistics")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=button.rect.center))
    for _ in range(4):
        app.step(0.016)
    assert isinstance(app.stack.top, StatisticsScene)
    return app.stack.top


def test_the_statistics_screen_is_driven_by_the_keyboard(make_app):
    record(1, "tarok", [you(40, True), bot("easy"), bot("hard", name="Bo")])
    record(2, "tarok", [you(12, False), bot("easy"), bot("easy", name="Bo")])
    app = make_app()
    scene = open_from_the_menu(app)
    assert scene.keys == ["", *GAMES] and scene.focus == 0
    assert scene.detail_lines()[0].startswith("All games · last played")
    key(app, pygame.K_TAB)
    assert scene.keys[scene.focus] == "tarok"
    assert scene.detail_lines()[1] == "Easy 0 of 1 (0%) · Mixed levels 1 of 1 (100%)"
    key(app, pygame.K_RIGHT)
    assert scene.keys[scene.focus] == "tarocchi"
    assert scene.detail_lines() == ["Tarocchi: no game finished yet."]
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_DOWN)
    assert scene.keys[scene.focus] == "arcanoid"            # under Tarok in three columns
    key(app, pygame.K_DOWN)
    assert scene.on_back and scene.back_button.is_selected and scene.detail_lines() == []
    key(app, pygame.K_UP)
    assert scene.focus == 3
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)                               # Enter on Back
    assert isinstance(app.stack.top, MainMenuScene)
    open_from_the_menu(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)


def test_the_statistics_screen_reports_a_damaged_file_and_stays_usable(make_app):
    stats.stats_path().parent.mkdir(parents=True)
    stats.stats_path().write_bytes(b"garbage" * 100)
    app = make_app(size=(800, 560))
    scene = open_from_the_menu(app)
    [window] = [d for d in scene.dialogs if isinstance(d, UIMessageWindow)]
    assert "is damaged" in window.text_block.html_text
    assert len(corrupt_folder_files()) == 1
    assert all(aggregate.games == 0 for aggregate in scene.summary.games.values())
    window.kill()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenuScene)


def test_a_notice_kept_in_the_file_is_shown_once(make_app):
    stats.stats_path().parent.mkdir(parents=True)
    stats.stats_path().write_bytes(b"garbage" * 100)
    record(1, "taruno", [you(1, True), bot("easy")])
    app = make_app()
    scene = open_from_the_menu(app)
    assert len([d for d in scene.dialogs if isinstance(d, UIMessageWindow)]) == 1
    assert scene.summary.games["taruno"].wins == 1
    key(app, pygame.K_ESCAPE)
    scene = open_from_the_menu(app)
    assert scene.dialogs == []


@pytest.mark.parametrize("size", [(800, 600), (800, 560), (1280, 800)])
def test_the_all_games_chart_names_every_game_whole(make_app, monkeypatch, size):
    """Under the "All games" chart each name under its bar (Tarot Combat's "Combat") is drawn
    whole: Tarocchi and Tarot Combat do not both read "Taro…"."""
    from tarot_table.app.draw import panels
    from tarot_table.app.menus import statistics
    app = make_app(size=size)
    open_from_the_menu(app)
    drawn = []
    fit = panels.fit

    def recording(words, size, width, *args, **style):
        drawn.append((words, size, width))
        return fit(words, size, width, *args, **style)

    monkeypatch.setattr(statistics.panels, "fit", recording)
    app.step(0.016)
    names = [statistics.chart_name(name) for name in GAMES]
    assert len(set(names)) == len(names) and "Combat" in names
    shown = {words: (size, width) for words, size, width in drawn if words in names}
    assert set(shown) == set(names)
    for words, (size, width) in shown.items():
        assert panels.font(size).size(words)[0] <= width, (words, size, width)
