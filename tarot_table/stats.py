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

**What is counted** (ours):

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

**Damage** is treated as a damaged save is (:mod:`tarot_table.storage`): nothing is lost, and
every good row stays counted. :func:`load` reads the whole file, in one read transaction, each
table scanned in row order. A game whose row or any of whose seats does not fit (a wrong type,
``NULL``, text that is not UTF-8, a number beyond :data:`SCORE_LIMIT` or
``save_format.PLAYED_LIMIT``, seats that are not its players), a notice that does not, rows
SQLite cannot read past, or a finding of SQLite's ``integrity_check`` make the file damaged.
(:func:`record_game` runs the integrity check alone, and reads the rows only when it finds
something: a row that does not fit harms no other, and is found by the next :func:`load`.) A
damaged file is moved aside whole, byte for byte, into the saves' ``corrupt/`` folder by
:func:`storage.quarantine` (with its journal) and never written again, and a new file is
started holding every game and notice that could be read, under their ids: what could not be
read is kept in the file set aside, all the rest stays in use. (Writing the good rows into a
new file, rather than deleting the bad ones in place, works alike whatever the damage, to a
row, an index or a page, and leaves the file set aside as it was.) A file nothing can be read
from — not an SQLite database (even one byte, which SQLite would take for an empty database),
a schema SQLite cannot read (its message may quote bytes that are not UTF-8) or not ours — is
moved aside the same way, and a new one started when a game is next recorded.

What was done is said once: by :func:`load` in its ``problems`` (its caller shows them), by
:func:`record_game` in a notice kept in the new file, which the statistics screen shows once.
A file made by a newer version, something there that is not a regular file, a file that cannot
be opened or written (read-only) or is held by another process past :data:`BUSY_SECONDS` is
left alone and said so every time. No :mod:`sqlite3` or decoding error leaves this module:
:func:`load` never raises; :func:`record_game` and :func:`mark_notices_shown` raise
:class:`StatsError` when the file cannot be used.

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
    "SCORE_LIMIT",
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
#: The largest score a seat may have, either sign (``2**53``: beyond it a float no longer
#: tells whole scores apart, and sums of scores stay finite).
SCORE_LIMIT = 2 ** 53

#: A time as the file holds it, e.g. ``2026-11-21T21:06:33Z`` (UTC).
_TIME_RE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\Z", re.ASCII)
_GAME_RE = re.compile(save_format.GAME_NAME)
_ID_RE = re.compile(save_format.SLOT_ID)
#: SQLite's primary result codes that blame the file's surroundings, not the file, when it is
#: read: a lock held by another process, permissions, the disk, memory. Any other error met
#: reading the file (SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_ERROR's "unsupported file format"…)
#: means the file is bad.
_SURROUNDINGS_CODES = {sqlite3.SQLITE_PERM, sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED,
                       sqlite3.SQLITE_NOMEM, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_INTERRUPT,
                       sqlite3.SQLITE_IOERR, sqlite3.SQLITE_FULL, sqlite3.SQLITE_CANTOPEN,
                       sqlite3.SQLITE_PROTOCOL, sqlite3.SQLITE_NOLFS, sqlite3.SQLITE_AUTH}

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
    """Internal: nothing in the file can be read as statistics (not an SQLite database, a
    schema SQLite cannot read or not ours) and it is to be set aside whole; the message
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


def _text(data: bytes) -> str:
    """How text is read from the file: as UTF-8, each byte that is not UTF-8 kept as a lone
    surrogate (``surrogateescape``), so that reading never fails and such text is told apart
    (:func:`_encodable`) instead."""
    return data.decode("utf-8", "surrogateescape")


def _encodable(text: object) -> bool:
    """Whether ``text`` is text that UTF-8 can hold (no lone surrogate)."""
    if not isinstance(text, str):
        return False
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _said(error: Exception) -> str:
    """What an error met in the file says, at most 200 characters. SQLite's message can quote
    the file's own bytes (a column of a damaged schema); when they are not UTF-8 the
    :mod:`sqlite3` module raises ``UnicodeDecodeError`` in its place, whose bytes are read
    here with replacement characters."""
    if isinstance(error, UnicodeDecodeError):
        text = bytes(error.object).decode("utf-8", "replace")
    else:
        text = str(error)
    return text if len(text) <= 200 else text[:200] + "…"


def _is_damage(error: Exception) -> bool:
    """Whether ``error``, met reading the file, means the file itself is bad: an SQLite error
    that does not blame its surroundings (:data:`_SURROUNDINGS_CODES`), or a message quoting
    bytes that are not UTF-8."""
    if isinstance(error, UnicodeDecodeError):
        return True
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF not in _SURROUNDINGS_CODES


def _failure(path: Path, error: sqlite3.Error | UnicodeDecodeError) -> Exception:
    """``_Damaged`` or ``_Refused`` for ``error``, met in the file ``path``."""
    if _is_damage(error):
        return _Damaged(f"is damaged ({_said(error)})")
    return _Refused(f"{_label(path)} could not be read: {_said(error)}.")


def _connect(path: Path) -> tuple[sqlite3.Connection, bool]:
    """Open ``path`` (SQLite creates it when missing) in autocommit mode — transactions are
    explicit — with ``synchronous=FULL`` and text read by :func:`_text`. Returns the
    connection and whether the file is empty (no byte). Raises ``_Refused`` for something
    there that is not a regular file (SQLite would block on a FIFO) or a file that cannot be
    opened, ``_Damaged`` for one whose schema SQLite cannot read."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise _Refused(f"{_label(path)} could not be opened: {exc.strerror or exc}.") from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise _Refused(f"{_label(path)} is not a regular file; statistics are not kept "
                       "until it is removed.")
    try:
        connection = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
    except sqlite3.Error as exc:
        raise _Refused(f"{_label(path)} could not be opened: {exc}.") from None
    connection.text_factory = _text
    try:
        connection.execute("PRAGMA synchronous = FULL")      # reads the schema
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        connection.close()
        raise _failure(path, exc) from None
    return connection, info is None or info.st_size == 0


def _open(path: Path, *, create: bool) -> tuple[sqlite3.Connection, bool]:
    """Open ``path`` (:func:`_connect`) and check its schema (:func:`_check`). Returns the
    connection and whether the file holds the schema (laid out first in an empty file when
    ``create``). Raises ``_Damaged`` for a file to set aside whole and ``_Refused`` for one to
    leave alone: one :func:`_connect` refuses, one made by a newer version, one SQLite cannot
    read for another reason than damage (a lock held past :data:`BUSY_SECONDS`)."""
    connection, empty = _connect(path)
    try:
        ready = _check(connection, path, empty)
        if create and not ready:
            _create(connection)
            ready = _check(connection, path, True)
        return connection, ready
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        connection.close()
        raise _failure(path, exc) from None
    except BaseException:
        connection.close()
        raise


def _check(connection: sqlite3.Connection, path: Path, empty: bool) -> bool:
    """Check the schema of the open file ``path``. Returns ``False`` when it holds nothing
    yet (no table, and ``empty``: SQLite reads a file too short for its header as an empty
    database too, but such a file is not written over), ``True`` when it is a statistics file
    of :data:`STATS_VERSION`. Raises ``_Refused`` for a newer version, ``_Damaged`` for any
    other file, ``sqlite3.Error`` as SQLite does."""
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    objects = connection.execute(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").fetchall()
    if version > STATS_VERSION:
        raise _Refused(f"{_label(path)} was made by a newer version of Tarot Table "
                       f"(statistics version {version}; this version reads up to "
                       f"{STATS_VERSION}). It is left as it is, and no game is recorded in it "
                       "until a newer Tarot Table opens it.")
    if version == 0 and not objects:
        if empty:
            return False
        raise _Damaged("is not a Tarot Table statistics file (it holds no table)")
    expected = [("table", re.match(r"CREATE TABLE (\w+)", sql).group(1), sql) for sql in SCHEMA]
    if version != STATS_VERSION or len(objects) != len(expected) or \
            set(objects) != set(expected):
        raise _Damaged("is not a Tarot Table statistics file (its tables are not ours)")
    return True


def _create(connection: sqlite3.Connection, kept: _Contents | None = None,
            notice: str | None = None) -> bool:
    """Lay the schema out in an empty file and write into it ``kept``'s games and notices
    (with their ids) and ``notice``, in one transaction. Returns ``False``, writing nothing,
    when the file holds something already (another process laid it out first)."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        if connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
            connection.execute("ROLLBACK")
            return False
        for statement in SCHEMA:
            connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {STATS_VERSION}")
        if kept is not None:
            for game_id, record in kept.games:
                _insert_game(connection, record, game_id)
            for old in kept.notices:
                _insert_notice(connection, old.message, old.at, old.shown, old.id)
        if notice is not None:
            _insert_notice(connection, notice)
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    return True


def _insert_game(connection: sqlite3.Connection, record: GameRecord,
                 game_id: int | None = None) -> bool:
    """Write the checked ``record`` (as row ``game_id``, or the next one) with its seats;
    ``False`` when its save id is already there (nothing is written then)."""
    cursor = connection.execute(
        "INSERT OR IGNORE INTO games (id, save_id, game, players, options, seconds, "
        "finished_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (game_id, record.save_id, record.game, len(record.seats), _options_text(record),
         float(record.seconds), _timestamp(record.finished_at)))
    if not cursor.rowcount:
        return False
    connection.executemany(
        "INSERT INTO seats (game_id, seat, name, kind, agent, score, won) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(cursor.lastrowid, i, s.name, s.kind, None if s.is_human else s.agent, s.score,
          int(bool(s.won))) for i, s in enumerate(record.seats)])
    return True


def _insert_notice(connection: sqlite3.Connection, message: str, at: datetime | None = None,
                   shown: bool = False, notice_id: int | None = None) -> None:
    """Keep the notice ``message`` (said ``at``, by default now); any text UTF-8 cannot hold
    (a folder's name read from the system) is written escaped."""
    connection.execute(
        "INSERT INTO notices (id, at, message, shown) VALUES (?, ?, ?, ?)",
        (notice_id, _timestamp(at or datetime.now(timezone.utc)),
         message.encode("utf-8", "backslashreplace").decode("utf-8"), int(shown)))


def _set_aside(path: Path, why: str, kept: _Contents, *, keep_notice: bool) -> str:
    """Move the file ``path`` and its journal into the saves' ``corrupt/`` folder, byte for
    byte (:func:`storage.quarantine`), and start a new file holding ``kept``'s games and
    notices — and, with ``keep_notice``, the notice that says so — when there is anything to
    write. Returns the sentence that says what was done. Raises :class:`StatsError`, saying
    what was done, when the file cannot be moved or the new one cannot be started."""
    try:
        moved = storage.quarantine(path)
    except OSError as exc:
        raise StatsError(f"{_label(path)} {why}; it could not be moved aside "
                         f"({exc.strerror or exc}).", path=path) from None
    journal = path.with_name(path.name + "-journal")
    if journal.is_file():
        with suppress(OSError):
            storage.quarantine(journal)
    told = f"{_label(path)} {why}; it was moved to {moved}"
    if not (kept.games or kept.notices or keep_notice):
        return told + "."
    told += _started_with(len(kept.games))
    try:
        _start_again(path, kept, f"{told}." if keep_notice else None)
    except (_Damaged, _Refused, sqlite3.Error, UnicodeDecodeError) as exc:
        raise StatsError(f"{_label(path)} {why}; it was moved to {moved}, and a new one could "
                         f"not be started ({_said(exc)}).", path=path) from None
    return told + "."


def _started_with(count: int) -> str:
    """The words that say a new file was started with ``count`` games read from the old."""
    return " and a new one was started" + (
        f" with the {count} game{'' if count == 1 else 's'} that could be read" if count else "")


def _start_again(path: Path, kept: _Contents, notice: str | None) -> None:
    """Start a new file at ``path`` holding ``kept``'s games and notices, and ``notice``.
    Raises :class:`_Refused` when another one was started meanwhile, and as SQLite does."""
    connection, _ = _connect(path)
    with closing(connection):
        if not _create(connection, kept, notice):
            raise _Refused("another one was started meanwhile")


def _timestamp(moment: datetime) -> str:
    """``moment`` as the file holds it, ``2026-11-21T21:06:33Z`` (four-digit years)."""
    utc = moment.astimezone(timezone.utc).replace(tzinfo=None)
    return utc.isoformat(timespec="seconds") + "Z"


def _writable(path: Path) -> sqlite3.Connection:
    """An open statistics file at ``path`` ready for writing, created if needed. A file that
    fails SQLite's integrity check is set aside first, and a new one started with what could
    be read from it and the notice that says so; a row that does not fit but harms no other
    is left for :func:`load` to find. Raises :class:`StatsError`."""
    for _ in range(2):
        try:
            connection, _ = _open(path, create=True)
        except _Refused as exc:
            raise StatsError(str(exc), path=path) from None
        except _Damaged as exc:
            _set_aside(path, str(exc), _Contents(), keep_notice=True)
            continue
        try:
            contents = _contents(connection, path, whole=False)
        except _Refused as exc:
            connection.close()
            raise StatsError(str(exc), path=path) from None
        if contents.sound:
            return connection
        connection.close()
        _set_aside(path, contents.why(), contents, keep_notice=True)
    raise StatsError(f"{_label(path)} could not be started afresh.", path=path)


def _plain_number(value: object) -> bool:
    """An ``int`` or a finite ``float`` (not a ``bool``)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return isinstance(value, int) or math.isfinite(value)


def _options_text(record: GameRecord) -> str:
    """The record's options as the file holds them (JSON). Raises ``ValueError``,
    ``TypeError`` or ``RecursionError`` for options that JSON cannot hold."""
    return json.dumps(dict(record.options), sort_keys=True, allow_nan=False)


def _problem(record: GameRecord) -> str | None:
    """What keeps ``record`` from being a game the file holds (``None`` when nothing does),
    the same for a game to write and a game read; its ``finished_at`` and ``options`` are the
    writer's to check (the reader makes them)."""
    if not (isinstance(record.save_id, str) and _ID_RE.search(record.save_id)):
        return "a save id that is not one"
    if not (isinstance(record.game, str) and _GAME_RE.search(record.game)):
        return "a game name that is not one"
    if not 1 <= len(record.seats) <= storage.MAX_SEATS:
        return f"{len(record.seats)} seats"
    if not (_plain_number(record.seconds) and 0 <= record.seconds <= save_format.PLAYED_LIMIT):
        return "a duration that is not one"
    for i, seat in enumerate(record.seats):
        if not _is_seat_result(seat):
            return f"seat {i} is not a seat's result"
    return None


def _is_seat_result(seat: SeatResult) -> bool:
    """Whether ``seat`` is one the file holds: a name, ``human`` or ``ai`` with its agent (a
    person may have none), a plain score of at most :data:`SCORE_LIMIT` either way, won 0
    or 1."""
    return bool(_encodable(seat.name) and seat.kind in ("human", "ai")
                and (_encodable(seat.agent) or (seat.agent is None and seat.kind == "human"))
                and _plain_number(seat.score) and abs(seat.score) <= SCORE_LIMIT
                and seat.won in (0, 1))


def _checked(record: GameRecord) -> None:
    """Raise ``ValueError`` for a record that the file must not hold."""
    problem = _problem(record)
    if problem is None:
        try:
            if record.finished_at.tzinfo is None:
                raise ValueError("naive")
            _timestamp(record.finished_at)
            _options_text(record)
        except (AttributeError, TypeError, ValueError, OverflowError, RecursionError):
            problem = "a finish time or options that the file cannot hold"
    if problem is not None:
        raise ValueError(f"not a finished game's record: {problem}")


def record_game(record: GameRecord, path: Path | None = None) -> bool:
    """Record the finished game ``record`` in the statistics file (``path``, by default
    :func:`stats_path`), in one transaction. Returns ``False`` when the game is not counted
    (no human seat: nothing is written, no file is created), ``True`` when it is recorded — or
    was already: a game is recorded once per ``save_id``.

    A damaged file is set aside first (see the module docstring) and a new one started with
    the games that could be read from it, which keeps the notice that says so. Raises
    ``ValueError`` for a record that is not one (a bad save id or game name, no seats, a
    score beyond :data:`SCORE_LIMIT` or a duration beyond ``save_format.PLAYED_LIMIT`` or not a
    finite number, a name that UTF-8 cannot hold, an AI seat without its level, options JSON
    cannot hold, a naive ``finished_at``) and :class:`StatsError` when the game cannot be
    recorded: the file was made by a newer version, is not a regular file, cannot be written
    (a full disk, a read-only file or folder, another process holding it for
    :data:`BUSY_SECONDS`), or is damaged and cannot be moved aside.
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
    connection = _writable(path)
    with closing(connection):
        try:
            connection.execute("BEGIN IMMEDIATE")
            try:
                _insert_game(connection, record)
                connection.execute("COMMIT")
            except BaseException:
                connection.execute("ROLLBACK")
                raise
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise StatsError(f"{_label(path)} could not record the game: {_said(exc)}.",
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


@dataclass
class _Contents:
    """What can be read from a statistics file: its ``games`` as ``(id, record)`` in the
    order they finished, its ``notices``, and what keeps it from being sound: ``check``, the
    first finding of SQLite's integrity check, and ``unreadable``, a phrase for each game (with
    its seats), notice or run of rows that could not be read (``"game 4: a duration that is
    not one"``)."""

    games: list[tuple[int, GameRecord]] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    check: str | None = None
    unreadable: list[str] = field(default_factory=list)

    @property
    def sound(self) -> bool:
        return self.check is None and not self.unreadable

    def why(self) -> str:
        """What is wrong, completing "The statistics file 'stats.sqlite3' …" (the first three
        unreadable entries named)."""
        parts = []
        if self.check is not None:
            parts.append(f"fails SQLite's integrity check ({self.check})")
        if self.unreadable:
            count = len(self.unreadable)
            named = "; ".join(self.unreadable[:3]) + ("; …" if count > 3 else "")
            parts.append(f"holds {count} entr{'y' if count == 1 else 'ies'} that could not be "
                         f"read ({named})")
        return " and ".join(parts)

    def results(self) -> tuple[Result, ...]:
        """The human seats' results of the games, in the order the games finished."""
        return tuple(Result(record.game, i, seat.name, bool(seat.won), seat.score,
                            opponents_level(record.seats, i), len(record.seats),
                            float(record.seconds), record.finished_at)
                     for _, record in self.games
                     for i, seat in enumerate(record.seats) if seat.is_human)


def _moment(text: object) -> datetime:
    """The time ``text`` (``2026-11-21T21:06:33Z``) as an aware UTC datetime. Raises
    ``ValueError`` for anything else."""
    if isinstance(text, str) and _TIME_RE.match(text):
        with suppress(ValueError):                      # a 31st of February
            return datetime.fromisoformat(text[:-1]).replace(tzinfo=timezone.utc)
    raise ValueError("a time that is not one")


def _no_constant(name: str) -> None:
    """``parse_constant`` of :data:`_JSON`: JSON has no NaN or Infinity."""
    raise ValueError(name)


#: How the file's options are read: JSON without NaN or Infinity.
_JSON = json.JSONDecoder(parse_constant=_no_constant)


def _rows(connection: sqlite3.Connection, query: str, contents: _Contents,
          what: str) -> list[tuple]:
    """The rows of ``query`` that SQLite can read. A scan that damage stops keeps the rows
    read before it, and ``contents.unreadable`` says where it stopped; any other error is
    raised."""
    rows: list[tuple] = []
    try:
        for row in connection.execute(query):
            rows.append(row)
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        if not _is_damage(exc):
            raise
        contents.unreadable.append(f"the {what} after the first {len(rows)} ({_said(exc)})")
    return rows


def _game(row: tuple, seat_rows: list[tuple]) -> GameRecord:
    """The game of the ``games`` row ``row`` and its ``seats`` rows. Raises ``ValueError``
    saying what does not fit."""
    _, save_id, game, players, options, seconds, finished_at = row
    seats = {seat_row[0]: seat_row[1:] for seat_row in seat_rows}
    if not (isinstance(players, int) and len(seat_rows) == players
            and set(seats) == set(range(players))):
        raise ValueError("seats that are not its players")
    record = GameRecord(save_id, game, _options(options),
                        tuple(_seat_result(*seats[i]) for i in range(players)),
                        seconds, _moment(finished_at))
    problem = _problem(record)
    if problem is not None:
        raise ValueError(problem)
    return record


def _options(text: object) -> dict:
    """The options a ``games`` row holds: the JSON text of an object. Raises ``ValueError``
    for anything else."""
    try:
        options = _JSON.decode(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        options = None
    if not isinstance(options, dict):
        raise ValueError("options that are not a JSON object")
    return options


def _seat_result(name: object, kind: object, agent: object, score: object,
                 won: object) -> SeatResult:
    """The seat of a ``seats`` row (after its index), ``won`` 0 or 1 as a ``bool``."""
    return SeatResult(name, kind, agent, score, bool(won) if won in (0, 1) else won)


def _integrity(connection: sqlite3.Connection) -> str | None:
    """The first finding of SQLite's integrity check (``None``: none). Raises
    ``sqlite3.Error`` for an error that is not damage."""
    try:
        findings = [row[0] for row in connection.execute("PRAGMA integrity_check")]
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        if not _is_damage(exc):
            raise
        return _said(exc)
    return None if findings in ([], ["ok"]) else str(findings[0])[:120]


def _read_games(connection: sqlite3.Connection, contents: _Contents) -> None:
    """Add to ``contents`` the games that can be read, each with its seats, and what cannot
    be (a game with any seat that does not fit is unreadable whole)."""
    seat_rows: dict[object, list[tuple]] = {}
    for row in _rows(connection, "SELECT game_id, seat, name, kind, agent, score, won "
                     "FROM seats", contents, "seats"):
        seat_rows.setdefault(row[0], []).append(row[1:])
    seen: set[object] = set()           # ids and save ids, each once in a sound file
    for row in _rows(connection, "SELECT id, save_id, game, players, options, seconds, "
                     "finished_at FROM games", contents, "games"):
        try:
            record = _game(row, seat_rows.pop(row[0], []))
            if {row[0], ("save", record.save_id)} & seen:
                raise ValueError("a game recorded twice")
        except ValueError as exc:
            contents.unreadable.append(f"game {row[0]}: {exc}")
            continue
        seen |= {row[0], ("save", record.save_id)}
        contents.games.append((row[0], record))
    if seat_rows:
        count = sum(map(len, seat_rows.values()))
        contents.unreadable.append(f"{count} seat{'' if count == 1 else 's'} of no game")


def _read_notices(connection: sqlite3.Connection, contents: _Contents) -> None:
    """Add to ``contents`` the notices that can be read, and what cannot be."""
    seen: set[object] = set()
    for notice_id, at, message, shown in _rows(
            connection, "SELECT id, at, message, shown FROM notices", contents, "notices"):
        try:
            if notice_id in seen or not (_encodable(message) and shown in (0, 1)):
                raise ValueError
            contents.notices.append(Notice(notice_id, _moment(at), message, bool(shown)))
            seen.add(notice_id)
        except ValueError:
            contents.unreadable.append(f"notice {notice_id}: not a notice")


def _contents(connection: sqlite3.Connection, path: Path, *, whole: bool = True) -> _Contents:
    """Every game and notice of the open, checked file ``path`` that can be read, and what
    cannot (read in one transaction: another writer's game is whole or absent); without
    ``whole``, only when SQLite's integrity check finds something. Tables are scanned in row
    order, without their indexes, so a damaged index hides no row. Raises ``_Refused`` for an
    error that is not damage (a lock held past :data:`BUSY_SECONDS`)."""
    contents = _Contents()
    try:
        connection.execute("BEGIN")
        try:
            contents.check = _integrity(connection)
            if whole or contents.check is not None:
                _read_games(connection, contents)
                _read_notices(connection, contents)
        finally:
            if connection.in_transaction:
                with suppress(sqlite3.Error):       # SQLite may repeat the damage met here
                    connection.execute("ROLLBACK")
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise _failure(path, exc) from None
    return contents


def load(path: Path | None = None) -> Stats:
    """Read the statistics file (``path``, by default :func:`stats_path`). Never raises: a
    missing file reads as no results (and is not created); a damaged one is set aside and a
    new one started with the games and notices that could be read, which are returned,
    ``problems`` saying what was done; one made by a newer version, or one that cannot be
    opened, is left alone, ``problems`` saying why."""
    path = stats_path() if path is None else Path(path)
    try:
        missing = not path.exists()
    except OSError:             # a folder that cannot be searched: opening it says so
        missing = False
    if missing:
        return Stats((), (), (), path)
    try:
        connection, ready = _open(path, create=False)
        with closing(connection):
            contents = _contents(connection, path) if ready else _Contents()
    except _Refused as exc:
        return Stats((), (), (str(exc),), path)
    except _Damaged as exc:
        contents, why = _Contents(), str(exc)
    else:
        if contents.sound:
            return Stats(contents.results(), tuple(contents.notices), (), path)
        why = contents.why()
    try:
        told = _set_aside(path, why, contents, keep_notice=False)
    except StatsError as exc:
        told = exc.message
    return Stats(contents.results(), tuple(contents.notices), (told,), path)


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
    except _Damaged as exc:
        raise StatsError(f"{_label(path)} could not be written: it {exc}.",
                         path=path) from None
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise StatsError(f"{_label(path)} could not be written: {_said(exc)}.",
                         path=path) from None


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
    runs = _streaks(results)
    counts = _level_counts(results)
    order = _level_key(list(levels))
    best, mean = _score_figures(results) if scores else (None, None)
    return Aggregate(
        games=len(results), wins=sum(r.won for r in results), best_score=best, mean_score=mean,
        mean_seconds=sum(r.seconds for r in results) / len(results),
        current=runs[-1], longest_wins=_longest(runs, True), longest_losses=_longest(runs, False),
        last_played=max(r.finished_at for r in results),
        by_level={level: LevelCount(*counts[level]) for level in sorted(counts, key=order)},
        recent=tuple((r.won, r.score) for r in results[-RECENT:]),
    )


def _streaks(results: Sequence[Result]) -> list[Streak]:
    """The runs of wins and of losses of ``results``, in order."""
    runs: list[Streak] = []
    for result in results:
        if runs and runs[-1].won == result.won:
            runs[-1] = Streak(result.won, runs[-1].length + 1)
        else:
            runs.append(Streak(result.won, 1))
    return runs


def _longest(runs: list[Streak], won: bool) -> int:
    """The length of the longest of ``runs`` of wins (``won``) or of losses, 0 for none."""
    return max((run.length for run in runs if bool(run.won) is won), default=0)


def _score_figures(results: Sequence[Result]) -> tuple[float, float]:
    """The best score and the mean score of ``results`` (one at least)."""
    return max(r.score for r in results), sum(r.score for r in results) / len(results)


def _level_counts(results: Sequence[Result]) -> dict[str, list[int]]:
    """The games and the wins of ``results`` by AI level, ``[games, wins]``."""
    counts: dict[str, list[int]] = {}
    for result in results:
        count = counts.setdefault(result.level, [0, 0])
        count[0] += 1
        count[1] += result.won
    return counts


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
