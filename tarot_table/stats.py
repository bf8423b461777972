"""Statistics of the games played at the table: one SQLite row per finished game, and what is
counted from them.

**Where**: ``storage.data_dir() / "stats.sqlite3"`` (so ``$TAROT_TABLE_DATA_DIR`` moves it with
the saves), read and written with the standard library's :mod:`sqlite3`. The file holds three
tables (:data:`SCHEMA`; ``PRAGMA user_version`` is :data:`STATS_VERSION`):

* ``games`` — one row per finished game: ``save_id`` (its save slot, unique: a game is
  recorded once however often its end is reached), ``game`` (the registry name), ``players``,
  ``options`` (JSON object), ``seconds`` (time at the table, summed over every sitting) and
  ``finished_at`` (UTC, ``2026-11-21T21:06:33Z``);
* ``seats`` — that game's seats in seat order: ``name``, ``kind`` (``human``/``ai``),
  ``agent`` (the AI level, ``NULL`` for humans), final ``score`` and ``won`` (0/1);
* ``notices`` — what happened to the file that a later reader must be told (a damaged file set
  aside while a game was being recorded), with whether the statistics screen has shown it.

Each game is written in one transaction (``BEGIN IMMEDIATE`` … ``COMMIT``, rollback journal,
``synchronous=FULL``): after a crash the file holds the game whole or not at all.

**What is counted** (ours, the issue being silent):

* a game is recorded when its last move is played at the table (``Session.play`` with autosave
  on); ``sim``, replays and resumed finished games record nothing;
* only human seats have results: each human seat of a finished game is one *result* (a game
  played, won when the seat is among the winners). A hot-seat game of two humans is two
  results, one per seat; a game without a human seat (AI only, watched) is not recorded;
* a result's *AI level* is that of the other seats' AI players: their one level when they all
  play at the same one, :data:`MIXED` when they differ, :data:`NO_AI` when every other seat is
  human;
* *streaks* run over the results in the order the games finished (a hot-seat game's results in
  seat order): the current run of wins or losses and the longest of each;
* *best* and *mean* scores are the human seats' final scores as the results screen shows them
  (higher is better in every game); they are given per game only, as the games count different
  things.

**Damage** is treated as a damaged save is (:mod:`tarot_table.storage`): a file that is not an
SQLite database, fails SQLite's ``quick_check``, has another schema or holds a row that does not
fit is moved aside whole into the saves' ``corrupt/`` folder by :func:`storage.quarantine`
(with its journal), and said so — by :func:`load` in its ``problems``, by :func:`record_game` in
a notice kept in the new file that it starts. A file made by a newer version is left alone and
nothing is written to it. Nothing here raises for a bad file except :func:`record_game`, whose
:class:`StatsError` says why a game could not be recorded.

This module is stdlib + :mod:`tarot_table.storage` only; it must not import pygame.
"""

from __future__ import annotations

import json
import math
import os
import re
import sqlite3
import stat
from contextlib import closing, suppress
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence

from . import save_format, storage

__all__ = [
    "MIXED",
    "NO_AI",
    "RECENT",
    "SCHEMA",
    "STATS_FILE",
    "STATS_VERSION",
    "Aggregate",
    "GameRecord",
    "LevelCount",
    "Notice",
    "Result",
    "SeatResult",
    "Stats",
    "StatsError",
    "Streak",
    "Summary",
    "aggregate",
    "load",
    "mark_notices_shown",
    "opponents_level",
    "record_game",
    "report",
    "stats_path",
    "summarise",
]

#: The file's name in the data directory.
STATS_FILE = "stats.sqlite3"
#: The schema version this code writes and reads (``PRAGMA user_version``).
STATS_VERSION = 1
#: The AI level of a result whose AI opponents play at different levels.
MIXED = "mixed"
#: The AI level of a result with no AI opponent (hot-seat only).
NO_AI = "none"
#: How many of the latest results :class:`Aggregate` keeps for the charts.
RECENT = 20
#: How long a writer waits for another one holding the file (seconds).
BUSY_SECONDS = 5.0

_TIME_FORMAT = "%Y-%m-%dT%H:%M:%SZ"
_GAME_RE = re.compile(save_format.GAME_NAME)
_ID_RE = re.compile(save_format.SLOT_ID)
#: SQLite's result codes that mean the file itself is bad (SQLITE_CORRUPT, SQLITE_NOTADB).
_DAMAGE_CODES = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}

#: The tables, exactly as they must stand in a file of :data:`STATS_VERSION` (``sqlite_master``
#: keeps each statement's text as written, so a file of any other schema is told apart). The
#: CHECKs hold the types too: SQLite's own typing is loose and ``STRICT`` tables need 3.37.
SCHEMA: tuple[str, ...] = (
    "CREATE TABLE games ("
    "id INTEGER PRIMARY KEY, "
    "save_id TEXT NOT NULL UNIQUE CHECK (typeof(save_id) = 'text'), "
    "game TEXT NOT NULL CHECK (typeof(game) = 'text'), "
    "players INTEGER NOT NULL CHECK (typeof(players) = 'integer' AND players BETWEEN 1 AND 16), "
    "options TEXT NOT NULL CHECK (typeof(options) = 'text'), "
    "seconds REAL NOT NULL CHECK (typeof(seconds) = 'real' AND seconds >= 0), "
    "finished_at TEXT NOT NULL CHECK (typeof(finished_at) = 'text'))",
    "CREATE TABLE seats ("
    "game_id INTEGER NOT NULL REFERENCES games (id), "
    "seat INTEGER NOT NULL CHECK (typeof(seat) = 'integer' AND seat >= 0), "
    "name TEXT NOT NULL CHECK (typeof(name) = 'text'), "
    "kind TEXT NOT NULL CHECK (kind IN ('human', 'ai')), "
    "agent TEXT CHECK (agent IS NULL OR typeof(agent) = 'text'), "
    "score NUMERIC NOT NULL CHECK (typeof(score) IN ('integer', 'real')), "
    "won INTEGER NOT NULL CHECK (won IN (0, 1)), "
    "PRIMARY KEY (game_id, seat))",
    "CREATE TABLE notices ("
    "id INTEGER PRIMARY KEY, "
    "at TEXT NOT NULL CHECK (typeof(at) = 'text'), "
    "message TEXT NOT NULL CHECK (typeof(message) = 'text'), "
    "shown INTEGER NOT NULL DEFAULT 0 CHECK (shown IN (0, 1)))",
)


class StatsError(Exception):
    """The statistics file could not be used. ``str(error)`` (also ``error.message``) is a
    sentence for a dialog box or the log naming the file; ``error.path`` is the file."""

    def __init__(self, message: str, *, path: Path) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


class _Damaged(Exception):
    """Internal: the file is not a statistics file of ours and is to be set aside; the message
    completes "The statistics file 'stats.sqlite3' …"."""


class _Refused(Exception):
    """Internal: the file cannot be used now and is left as it is (made by a newer version,
    not a regular file, locked, unreadable); the message is the whole sentence."""


# --------------------------------------------------------------------------------------------
# What is written


@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished game: ``name``, ``kind`` (``"human"``/``"ai"``), ``agent`` (the
    AI level; ``None`` for humans), final ``score`` and whether it ``won``."""

    name: str
    kind: str
    agent: str | None
    score: int | float
    won: bool

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True)
class GameRecord:
    """A finished game as recorded: its ``save_id`` (the key that records it once), ``game``
    (registry name), ``options``, ``seats`` in seat order, ``seconds`` at the table and
    ``finished_at`` (an aware datetime)."""

    save_id: str
    game: str
    options: Mapping[str, Any]
    seats: tuple[SeatResult, ...]
    seconds: float
    finished_at: datetime


def opponents_level(seats: Sequence[SeatResult], seat: int) -> str:
    """The AI level ``seat`` played against: the other seats' AI ``agent`` when they share one,
    :data:`MIXED` when they differ, :data:`NO_AI` when there is none.

    >>> ai = lambda level: SeatResult("x", "ai", level, 0, False)
    >>> you = SeatResult("You", "human", None, 0, True)
    >>> opponents_level([you, ai("easy"), ai("easy")], 0)
    'easy'
    >>> opponents_level([you, ai("easy"), ai("hard")], 0), opponents_level([you, you], 1)
    ('mixed', 'none')
    """
    levels = {s.agent for i, s in enumerate(seats) if i != seat and not s.is_human}
    if not levels:
        return NO_AI
    return levels.pop() if len(levels) == 1 else MIXED


def stats_path() -> Path:
    """``storage.data_dir() / STATS_FILE`` (the directory is not created here)."""
    return storage.data_dir() / STATS_FILE


def _label(path: Path) -> str:
    return f"The statistics file '{path.name}'"


def _open(path: Path, *, create: bool) -> tuple[sqlite3.Connection, bool]:
    """Open ``path`` (SQLite creates it when missing) in autocommit mode — transactions are
    explicit — and check it. Returns the connection and whether the file holds the schema
    (laid out first in an empty file when ``create``). Raises ``_Damaged`` for a file to set
    aside and ``_Refused`` for one to leave alone: something there that is not a regular file
    (SQLite would block on a FIFO), one made by a newer version, one SQLite cannot open or read
    for another reason than damage (permissions, a lock held past :data:`BUSY_SECONDS`)."""
    with suppress(FileNotFoundError):
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise _Refused(f"{_label(path)} is not a regular file; statistics are not kept "
                           "until it is removed.")
    try:
        connection = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
    except sqlite3.Error as exc:
        raise _Refused(f"{_label(path)} could not be opened: {exc}.") from None
    try:
        connection.execute("PRAGMA synchronous = FULL")
        ready = _check(connection, path)
        if create and not ready:
            _create(connection)
            ready = True
        return connection, ready
    except sqlite3.Error as exc:
        connection.close()
        if _is_damage(exc):
            raise _Damaged(f"is damaged ({exc})") from None
        raise _Refused(f"{_label(path)} could not be read: {exc}.") from None
    except BaseException:
        connection.close()
        raise


def _check(connection: sqlite3.Connection, path: Path) -> bool:
    """Check the open file ``path``. Returns ``False`` when it is empty (no schema yet),
    ``True`` when it is a statistics file of :data:`STATS_VERSION`. Raises ``_Refused`` for
    a newer version, ``_Damaged`` for any other file, ``sqlite3.Error`` as SQLite does."""
    problems = [row[0] for row in connection.execute("PRAGMA quick_check")]
    if problems != ["ok"]:
        raise _Damaged(f"fails SQLite's integrity check ({str(problems[0])[:120]})")
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    objects = connection.execute(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' "
        "ORDER BY name").fetchall()
    if version > STATS_VERSION:
        raise _Refused(f"{_label(path)} was made by a newer version of Tarot Table "
                       f"(statistics version {version}; this version reads up to "
                       f"{STATS_VERSION}). It is left as it is, and no game is recorded in it "
                       "until a newer Tarot Table opens it.")
    if version == 0 and not objects:
        return False
    expected = sorted(("table", re.match(r"CREATE TABLE (\w+)", sql).group(1), sql)
                      for sql in SCHEMA)
    if version != STATS_VERSION or sorted(objects) != expected:
        raise _Damaged("is not a Tarot Table statistics file (its tables are not ours)")
    return True


def _create(connection: sqlite3.Connection) -> None:
    """Lay the schema out in an empty file, in one transaction."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        for statement in SCHEMA:
            connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {STATS_VERSION}")
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise


def _set_aside(path: Path, why: str, *, afresh: bool) -> str:
    """Move the damaged file ``path`` and its journal into the saves' ``corrupt/`` folder
    (:func:`storage.quarantine`); return the sentence that says so (and, when ``afresh``,
    that a new file was started). Raises :class:`StatsError` when it cannot be moved."""
    try:
        moved = storage.quarantine(path)
    except OSError as exc:
        raise StatsError(f"{_label(path)} {why}; it could not be moved aside "
                         f"({exc.strerror or exc}).", path=path) from None
    journal = path.with_name(path.name + "-journal")
    if journal.is_file():
        with suppress(OSError):
            storage.quarantine(journal)
    started = " and a new one was started" if afresh else ""
    return f"{_label(path)} {why}; it was moved to {moved}{started}."


def _is_damage(error: sqlite3.Error) -> bool:
    return getattr(error, "sqlite_errorcode", None) in _DAMAGE_CODES


def _timestamp(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).strftime(_TIME_FORMAT)


def _writable(path: Path) -> tuple[sqlite3.Connection, str | None]:
    """An open statistics file at ``path`` ready for writing, created if needed, and the
    notice to keep when a damaged file had to be set aside first. Raises :class:`StatsError`."""
    notice = None
    for _ in range(2):
        try:
            return _open(path, create=True)[0], notice
        except _Refused as exc:
            raise StatsError(str(exc), path=path) from None
        except _Damaged as exc:
            notice = _set_aside(path, str(exc), afresh=True)
    raise StatsError(f"{_label(path)} could not be started afresh.", path=path)


def _plain_number(value: object) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value))


def _checked(record: GameRecord) -> None:
    """Raise ``ValueError`` for a record that the file must not hold."""
    if not (isinstance(record.save_id, str) and _ID_RE.search(record.save_id)):
        raise ValueError(f"{record.save_id!r} is not a save id")
    if not (isinstance(record.game, str) and _GAME_RE.search(record.game)):
        raise ValueError(f"{record.game!r} is not a game's name")
    if not 1 <= len(record.seats) <= storage.MAX_SEATS:
        raise ValueError(f"a game of {len(record.seats)} seats")
    if not (_plain_number(record.seconds) and record.seconds >= 0):
        raise ValueError(f"{record.seconds!r} is not a duration in seconds")
    for seat in record.seats:
        if seat.kind not in ("human", "ai") or not _plain_number(seat.score):
            raise ValueError(f"seat {seat!r} is not a seat's result")
    if record.finished_at.tzinfo is None:
        raise ValueError("finished_at must be an aware datetime")


def record_game(record: GameRecord, path: Path | None = None) -> bool:
    """Record the finished game ``record`` in the statistics file (``path``, by default
    :func:`stats_path`), in one transaction. Returns ``False`` when the game is not counted
    (no human seat: nothing is written, no file is created), ``True`` when it is recorded — or
    was already: a game is recorded once per ``save_id``.

    A damaged file is set aside first (see the module docstring) and a new one started, which
    keeps the notice that says so. Raises ``ValueError`` for a record that is not one (a bad
    save id or game name, no seats, a score or duration that is not a finite number, a naive
    ``finished_at``) and :class:`StatsError` when the game cannot be recorded: the file was
    made by a newer version, is not a regular file, or cannot be written (a full disk, a
    read-only folder, another process holding it for :data:`BUSY_SECONDS`).
    """
    _checked(record)
    if not any(seat.is_human for seat in record.seats):
        return False
    path = stats_path() if path is None else Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StatsError(f"{_label(path)} could not be created in {path.parent}: "
                         f"{exc.strerror or exc}.", path=path) from None
    connection, notice = _writable(path)
    with closing(connection):
        try:
            connection.execute("BEGIN IMMEDIATE")
            try:
                if notice is not None:
                    connection.execute("INSERT INTO notices (at, message) VALUES (?, ?)",
                                       (_timestamp(datetime.now(timezone.utc)), notice))
                cursor = connection.execute(
                    "INSERT OR IGNORE INTO games (save_id, game, players, options, seconds, "
                    "finished_at) VALUES (?, ?, ?, ?, ?, ?)",
                    (record.save_id, record.game, len(record.seats),
                     json.dumps(dict(record.options), sort_keys=True, allow_nan=False),
                     float(record.seconds), _timestamp(record.finished_at)))
                if cursor.rowcount:
                    connection.executemany(
                        "INSERT INTO seats (game_id, seat, name, kind, agent, score, won) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)",
                        [(cursor.lastrowid, i, s.name, s.kind, None if s.is_human else s.agent,
                          s.score, int(bool(s.won))) for i, s in enumerate(record.seats)])
                connection.execute("COMMIT")
            except BaseException:
                connection.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise StatsError(f"{_label(path)} could not record the game: {exc}.",
                             path=path) from None
    return True


# --------------------------------------------------------------------------------------------
# What is read


@dataclass(frozen=True)
class Result:
    """One human seat's result in a finished game: the ``game``, the ``seat`` and its
    ``name``, whether it ``won``, its ``score``, the opponents' AI ``level``
    (:func:`opponents_level`), ``players`` at the table, the game's ``seconds`` at the table
    and ``finished_at`` (aware UTC)."""

    game: str
    seat: int
    name: str
    won: bool
    score: int | float
    level: str
    players: int
    seconds: float
    finished_at: datetime


@dataclass(frozen=True)
class Notice:
    """Something that happened to the file: ``at`` (aware UTC), ``message``, and whether the
    statistics screen has ``shown`` it."""

    id: int
    at: datetime
    message: str
    shown: bool


@dataclass(frozen=True)
class Stats:
    """The statistics file as read by :func:`load`: the human seats' ``results`` in the order
    the games finished, the file's ``notices``, the ``problems`` met now (a damaged file set
    aside, a file made by a newer version) and the file's ``path``."""

    results: tuple[Result, ...]
    notices: tuple[Notice, ...]
    problems: tuple[str, ...]
    path: Path


def _moment(text: object) -> datetime:
    if not isinstance(text, str):
        raise ValueError("a time that is not text")
    return datetime.strptime(text, _TIME_FORMAT).replace(tzinfo=timezone.utc)


def _read(connection: sqlite3.Connection) -> tuple[tuple[Result, ...], tuple[Notice, ...]]:
    """Every result and notice of a checked file. Raises ``_Damaged`` naming the first row
    that does not fit (the CHECKs hold only for rows SQLite wrote itself)."""
    seats: dict[int, list[tuple]] = {}
    for row in connection.execute("SELECT game_id, seat, name, kind, agent, score, won "
                                  "FROM seats ORDER BY game_id, seat"):
        seats.setdefault(row[0], []).append(row[1:])
    results: list[Result] = []
    for game_id, save_id, game, players, seconds, finished_at in connection.execute(
            "SELECT id, save_id, game, players, seconds, finished_at FROM games ORDER BY id"):
        try:
            rows = seats.get(game_id, [])
            if [row[0] for row in rows] != list(range(len(rows))) or len(rows) != players:
                raise ValueError(f"{players} players but seats {[row[0] for row in rows]}")
            if not (isinstance(game, str) and _GAME_RE.search(game)):
                raise ValueError("a game name that is not one")
            if not (_plain_number(seconds) and seconds >= 0):
                raise ValueError("a duration that is not one")
            when = _moment(finished_at)
            table = []
            for _, name, kind, agent, score, won in rows:
                if not (isinstance(name, str) and kind in ("human", "ai")
                        and (agent is None or isinstance(agent, str))
                        and _plain_number(score) and won in (0, 1)):
                    raise ValueError("a seat that is not one")
                table.append(SeatResult(name, kind, agent, score, bool(won)))
        except ValueError as exc:
            raise _Damaged(f"holds a game that is not one (row {game_id}: {exc})") from None
        results.extend(Result(game, i, s.name, s.won, s.score, opponents_level(table, i),
                              players, float(seconds), when)
                       for i, s in enumerate(table) if s.is_human)
    notices = []
    for notice_id, at, message, shown in connection.execute(
            "SELECT id, at, message, shown FROM notices ORDER BY id"):
        try:
            if not isinstance(message, str):
                raise ValueError("a message that is not text")
            notices.append(Notice(notice_id, _moment(at), message, bool(shown)))
        except ValueError as exc:
            raise _Damaged(f"holds a notice that is not one (row {notice_id}: {exc})") from None
    return tuple(results), tuple(notices)


def load(path: Path | None = None) -> Stats:
    """Read the statistics file (``path``, by default :func:`stats_path`). Never raises for
    a bad file: a missing one reads as no results (and is not created); a damaged one is set
    aside and reads as no results, ``problems`` saying what was done; one made by a newer
    version, or one that cannot be opened, is left alone, ``problems`` saying why."""
    path = stats_path() if path is None else Path(path)
    if not path.exists():
        return Stats((), (), (), path)
    try:
        connection, ready = _open(path, create=False)
        with closing(connection):
            results, notices = _read(connection) if ready else ((), ())
        return Stats(results, notices, (), path)
    except _Refused as exc:
        return Stats((), (), (str(exc),), path)
    except _Damaged as exc:
        why = str(exc)
    except sqlite3.Error as exc:            # met while reading the rows
        if not _is_damage(exc):
            return Stats((), (), (f"{_label(path)} could not be read: {exc}.",), path)
        why = f"is damaged ({exc})"
    try:
        return Stats((), (), (_set_aside(path, why, afresh=False),), path)
    except StatsError as exc:
        return Stats((), (), (exc.message,), path)


def mark_notices_shown(ids: Iterable[int], path: Path | None = None) -> None:
    """Note that the notices ``ids`` have been shown (the statistics screen shows each once).
    Raises :class:`StatsError` when the file cannot be written."""
    path = stats_path() if path is None else Path(path)
    ids = list(ids)
    if not ids:
        return
    try:
        connection, ready = _open(path, create=False)
        with closing(connection):
            if not ready:
                raise _Damaged("holds no statistics")
            connection.execute("BEGIN IMMEDIATE")
            connection.executemany("UPDATE notices SET shown = 1 WHERE id = ?",
                                   [(i,) for i in ids])
            connection.execute("COMMIT")
    except _Refused as exc:
        raise StatsError(str(exc), path=path) from None
    except (sqlite3.Error, _Damaged) as exc:
        raise StatsError(f"{_label(path)} could not be written: {exc}.", path=path) from None


# --------------------------------------------------------------------------------------------
# What is counted


@dataclass(frozen=True)
class LevelCount:
    """Results against one AI level: ``games`` played and ``wins``."""

    games: int
    wins: int

    @property
    def win_rate(self) -> float | None:
        """``wins / games`` (``None`` with no game)."""
        return self.wins / self.games if self.games else None


@dataclass(frozen=True)
class Streak:
    """A run of results: ``won`` (wins or losses) and its ``length``."""

    won: bool
    length: int


@dataclass(frozen=True)
class Aggregate:
    """What a set of results adds up to (see the module docstring for what counts).

    ``games`` and ``wins`` (results); ``best_score`` and ``mean_score`` (``None`` without
    results, or when scores are not comparable: the total over every game); ``mean_seconds``
    at the table per game; ``current`` the run the latest result belongs to (``None`` without
    results); ``longest_wins`` and ``longest_losses`` the longest runs; ``last_played`` the
    latest ``finished_at``; ``by_level`` the counts per opponents' AI level; ``recent`` the
    latest :data:`RECENT` results as ``(won, score)``, oldest first."""

    games: int = 0
    wins: int = 0
    best_score: int | float | None = None
    mean_score: float | None = None
    mean_seconds: float | None = None
    current: Streak | None = None
    longest_wins: int = 0
    longest_losses: int = 0
    last_played: datetime | None = None
    by_level: Mapping[str, LevelCount] = field(default_factory=dict)
    recent: tuple[tuple[bool, int | float], ...] = ()

    @property
    def win_rate(self) -> float | None:
        """``wins / games`` (``None`` with no game)."""
        return self.wins / self.games if self.games else None

    def as_json(self) -> dict[str, Any]:
        """A plain-JSON form (``tarot-table stats --json``; rates to 4 decimals, times as
        ``2026-11-21T21:06:33Z``)."""
        def rounded(value: float | None) -> float | None:
            return None if value is None else round(value, 4)
        return {
            "games": self.games, "wins": self.wins, "losses": self.games - self.wins,
            "win_rate": rounded(self.win_rate),
            "best_score": self.best_score, "mean_score": rounded(self.mean_score),
            "mean_seconds": None if self.mean_seconds is None else round(self.mean_seconds, 1),
            "current_streak": None if self.current is None else
            {"result": "win" if self.current.won else "loss", "length": self.current.length},
            "longest_win_streak": self.longest_wins,
            "longest_loss_streak": self.longest_losses,
            "last_played": None if self.last_played is None else _timestamp(self.last_played),
            "by_level": [{"level": level, "games": count.games, "wins": count.wins,
                          "win_rate": rounded(count.win_rate)}
                         for level, count in self.by_level.items()],
        }


def _level_key(levels: Sequence[str]) -> Callable[[str], tuple[int, int, str]]:
    """Sort key of AI levels: those of ``levels`` in their order, then others by name, then
    :data:`MIXED` and :data:`NO_AI`."""
    last = (MIXED, NO_AI)

    def key(level: str) -> tuple[int, int, str]:
        if level in last:
            return (2, last.index(level), level)
        if level in levels:
            return (0, levels.index(level), level)
        return (1, 0, level)
    return key


def aggregate(results: Sequence[Result], levels: Sequence[str] = (), *,
              scores: bool = True) -> Aggregate:
    """What ``results`` (in the order the games finished) add up to. ``by_level`` lists the
    levels in the order of ``levels`` first, then any other by name, then :data:`MIXED` and
    :data:`NO_AI`. Without ``scores``, best and mean scores are left out (``None``).

    >>> from datetime import datetime, timezone
    >>> at = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> rs = [Result("tarok", 0, "You", won, 10 * i, "easy", 4, 60.0, at)
    ...       for i, won in enumerate([True, True, False, True, True, True])]
    >>> a = aggregate(rs)
    >>> (a.games, a.wins, a.longest_wins, a.longest_losses, a.current, a.best_score)
    (6, 5, 3, 1, Streak(won=True, length=3), 50)
    """
    if not results:
        return Aggregate()
    runs: list[Streak] = []
    for result in results:
        if runs and runs[-1].won == result.won:
            runs[-1] = Streak(result.won, runs[-1].length + 1)
        else:
            runs.append(Streak(result.won, 1))
    counts: dict[str, list[int]] = {}
    for result in results:
        count = counts.setdefault(result.level, [0, 0])
        count[0] += 1
        count[1] += result.won
    order = _level_key(list(levels))
    return Aggregate(
        games=len(results), wins=sum(r.won for r in results),
        best_score=max(r.score for r in results) if scores else None,
        mean_score=sum(r.score for r in results) / len(results) if scores else None,
        mean_seconds=sum(r.seconds for r in results) / len(results),
        current=runs[-1],
        longest_wins=max((run.length for run in runs if run.won), default=0),
        longest_losses=max((run.length for run in runs if not run.won), default=0),
        last_played=max(r.finished_at for r in results),
        by_level={level: LevelCount(*counts[level]) for level in sorted(counts, key=order)},
        recent=tuple((r.won, r.score) for r in results[-RECENT:]),
    )


@dataclass(frozen=True)
class Summary:
    """The statistics: the ``total`` over every game (without scores) and ``games``, one
    :class:`Aggregate` per game name in the order given to :func:`summarise`."""

    total: Aggregate
    games: Mapping[str, Aggregate]


def summarise(results: Sequence[Result], games: Sequence[str] = (),
              levels: Sequence[str] = ()) -> Summary:
    """The :class:`Summary` of ``results``: every game of ``games`` (those offered at the
    table, even never played) in that order, then any other game with results, by name;
    AI levels ordered as :func:`aggregate` orders them."""
    names = list(dict.fromkeys(games))
    names += sorted({r.game for r in results} - set(names))
    return Summary(aggregate(results, levels, scores=False),
                   {name: aggregate([r for r in results if r.game == name], levels)
                    for name in names})


def report(stats: Stats, games: Sequence[str] = (), levels: Sequence[str] = (),
           titles: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The plain-JSON report of ``tarot-table stats --json``: ``{"file", "problems",
    "notices": [{"at", "message"}], "total": {…}, "games": [{"game", "title", …}]}``, each
    aggregate as :meth:`Aggregate.as_json` gives it; ``titles`` maps game names to titles."""
    summary = summarise(stats.results, games, levels)
    titles = titles or {}
    return {
        "file": str(stats.path),
        "problems": list(stats.problems),
        "notices": [{"at": _timestamp(n.at), "message": n.message} for n in stats.notices],
        "counting": "one result per human seat of each game finished at the table; "
                    "games without a human seat are not recorded",
        "total": summary.total.as_json(),
        "games": [{"game": name, "title": titles.get(name, name), **counted.as_json()}
                  for name, counted in summary.games.items()],
    }
