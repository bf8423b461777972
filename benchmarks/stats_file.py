"""Time to read and to write the statistics file as it grows.

For each size, a file of that many finished games (four seats each, one human) is made in a
temporary data directory (the first game recorded with :func:`stats.record_game`, the others
written in one transaction as it writes them); then, ``--runs`` times each, the
median, min and max (milliseconds) of :func:`stats.load` (what the statistics screen and
``tarot-table stats`` do: the integrity check and every row read and checked) and of one more
:func:`stats.record_game` (what a game's last move does: the same check, then the game written
in its transaction, ``synchronous=FULL``) are printed; ``--json`` prints them as one JSON
object.

    python benchmarks/stats_file.py [--games 100 1000 10000] [--runs 7] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import sys
import tempfile
import time
from contextlib import closing
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table import stats, storage  # noqa: E402
from tarot_table.stats import GameRecord, SeatResult  # noqa: E402

T0 = datetime(2026, 11, 21, tzinfo=timezone.utc)


def game(n: int) -> GameRecord:
    seats = (SeatResult("You", "human", None, n % 50 - 20, n % 3 == 0),
             *(SeatResult(f"Bot {i}", "ai", ("easy", "medium", "hard")[(n + i) % 3], i, False)
               for i in range(1, 4)))
    return GameRecord(f"slot-{n}", "tarok", {"single_hand": True}, seats, 600.0 + n % 90,
                      T0 + timedelta(minutes=n))


def fill(path: Path, games: int) -> None:
    """Record game 0, then write games 1 … ``games - 1`` as :func:`stats.record_game` does,
    in one transaction."""
    stats.record_game(game(0), path)
    rows = [game(n) for n in range(1, games)]
    with closing(sqlite3.connect(path, isolation_level=None)) as connection:
        connection.execute("BEGIN IMMEDIATE")
        connection.executemany(
            "INSERT INTO games (id, save_id, game, players, options, seconds, finished_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(n, r.save_id, r.game, len(r.seats), json.dumps(dict(r.options)), r.seconds,
              r.finished_at.strftime("%Y-%m-%dT%H:%M:%SZ")) for n, r in enumerate(rows, 2)])
        connection.executemany(
            "INSERT INTO seats (game_id, seat, name, kind, agent, score, won) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(n, i, s.name, s.kind, s.agent, s.score, int(s.won))
             for n, r in enumerate(rows, 2) for i, s in enumerate(r.seats)])
        connection.execute("COMMIT")


def milliseconds(samples: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(samples) * 1000, 2),
            "min": round(min(samples) * 1000, 2), "max": round(max(samples) * 1000, 2)}


def measure(games: int, runs: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as folder:
        os.environ[storage.DATA_DIR_ENV] = folder
        fill(stats.stats_path(), games)
        loads, records = [], []
        for run in range(runs):
            start = time.perf_counter()
            loaded = stats.load()
            loads.append(time.perf_counter() - start)
            assert len(loaded.results) == games + run and not loaded.problems
            start = time.perf_counter()
            stats.record_game(game(games + run))
            records.append(time.perf_counter() - start)
        size = stats.stats_path().stat().st_size
    return {"games": games, "bytes": size, "load_ms": milliseconds(loads),
            "record_ms": milliseconds(records)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, nargs="+", default=[100, 1000, 10000])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = [measure(games, args.runs) for games in args.games]
    if args.json:
        print(json.dumps({"sqlite": stats.sqlite3.sqlite_version, "runs": args.runs,
                          "sizes": rows}, indent=2))
        return
    print(f"SQLite {stats.sqlite3.sqlite_version}, {args.runs} runs each (ms: median [min, max])")
    for row in rows:
        load, record = row["load_ms"], row["record_ms"]
        print(f"{row['games']:>7} games {row['bytes'] / 1e6:7.2f} MB   "
              f"load {load['median']:8.1f} [{load['min']:.1f}, {load['max']:.1f}]   "
              f"record {record['median']:8.1f} [{record['min']:.1f}, {record['max']:.1f}]")


if __name__ == "__main__":
    main()
