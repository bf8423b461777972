"""Frame time of the table while hard AI seats think, against the frame time of a human's turn.

Opens the real app headless (``SDL_VIDEODRIVER=dummy``) at 1920×1080 with each game at the
table at its most crowded (:data:`CROWDED`: its most players; Tarot Combat's six with a full
limbo), one human and ``hard`` AI seats in every other seat (ISMCTS, 1 s per move,
root-parallel over two processes on a machine with two cores or more; in the app's worker
process and its helper), and runs the frame loop of ``App.run`` (``App.step``: events, update,
draw, display flip) for the given seconds. Each frame's time excludes the loop's
``clock.tick`` wait. A frame counts as

* *AI searching* when an AI seat's decision is on its way from the worker;
* *human's turn* when the human may play and nothing is searching (the benchmark then takes
  the first legal action after ``--human-seconds``, standing in for the player);
* *other* otherwise (cards moving with no search running, the end-of-hand table).

A game with a position in :data:`POSITIONS` starts from it: Tarot Combat's is turn 52 of a
seeded six-player game of rule-based players (seed 37, after 1,297 moves), every player in,
16 soldiers and 30 farms on the board, six cards in limbo and seat 2, an AI, to answer them.
The others start from a fresh deal.

Prints, per game, p50, p95 and max frame time (ms, wall clock, and the frame loop thread's own
CPU time, read with ``time.thread_time_ns`` at the start and the end of each frame, which a busy
machine does not inflate) and the frame count of each, the ratios of AI searching to human's
turn and whether the p95 while an AI searches is within :data:`BUDGET_MS`; ``--json`` prints the
same as one JSON object; ``--profile N`` adds the N costliest functions (cProfile, own time) of
the frames during which an AI searched, timed in the thread's CPU time (a wall-clock profile
charges the time the process waits for a core to whatever call it was preempted in).

    SDL_VIDEODRIVER=dummy python benchmarks/frame_time.py [SECONDS] [--game NAME ...] [--json]
        [--profile N] [--agent SPEC]

``--agent ismcts:1000`` measures the same search in one process, for comparison.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")       # keep ``--json`` output clean

from tarot_table.rules import GAMES  # noqa: E402

SIZE = (1920, 1080)
BUDGET_MS = 4.0
#: Each game at the table at its most crowded: its most players.
CROWDED = {name: game.spec.max_players for name, game in GAMES.items()}
#: The positions some games start from (``game.from_position``), by game.
POSITIONS = {"combat": Path(__file__).resolve().parent / "positions" / "combat-6-full-limbo.json"}
NAMES = ("Ada", "Basil", "Cleo", "Dora", "Emil", "Fay", "Gus", "Hana", "Ivo")


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0–1) of ``values``, linearly interpolated (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = q * (len(ordered) - 1)
    low = int(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def crowded_session(game: str, agent: str, seed: int):
    """A session of ``game`` at its most crowded (:data:`CROWDED`): a human and ``agent`` AI
    seats, from the game's position in :data:`POSITIONS` or dealt from ``seed``, unsaved."""
    from tarot_table.rules import find_game
    from tarot_table.session import AI, Seat, Session

    seats = [Seat("You")] + [Seat(name, AI, agent) for name in NAMES[:CROWDED[game] - 1]]
    if game in POSITIONS:
        rules = find_game(game)
        state = rules.from_position(json.loads(POSITIONS[game].read_text(encoding="utf-8")))
        return Session(rules, state, seats, autosave=False)
    return Session.new(game, seats, seed=seed, autosave=False)


def figures(times: list[float]) -> dict[str, float]:
    """``frames``, ``p50_ms``, ``p95_ms``, ``max_ms``, ``mean_ms`` of frame ``times`` (s)."""
    ms = [t * 1000.0 for t in times]
    return {"frames": len(ms), "p50_ms": round(percentile(ms, 0.5), 2),
            "p95_ms": round(percentile(ms, 0.95), 2), "max_ms": round(max(ms, default=0.0), 2),
            "mean_ms": round(statistics.fmean(ms), 2) if ms else 0.0}


def measure(game: str, seconds: float, human_seconds: float, seed: int,
            profiler: cProfile.Profile | None = None, agent: str = "hard") -> dict:
    """Run ``game``'s table for ``seconds`` and return the figures of each kind of frame; with
    a ``profiler``, profile the frames during which an AI searched."""
    from tarot_table.app.main import FPS, App
    from tarot_table.app.settings import Settings
    from tarot_table.app.table.scene import TableScene

    app = App(SIZE, settings=Settings())
    table = TableScene(app, crowded_session(game, agent, seed))
    app.stack.replace(table)
    times: dict[str, list[float]] = {"searching": [], "human": [], "other": []}
    cpu: dict[str, list[float]] = {"searching": [], "human": [], "other": []}
    waited = elapsed = 0.0
    try:
        while elapsed < seconds and app.running and app.stack.top is table:
            dt = app.clock.tick(FPS) / 1000.0
            elapsed += dt
            pending = table.ai.pending
            searching = pending is not None and not pending.future.done()
            human = table.can_act and not searching
            profile = profiler is not None and searching
            if profile:
                profiler.enable()
            start, start_cpu = time.perf_counter(), time.thread_time_ns()
            app.step(min(dt, 0.1))
            took, took_cpu = time.perf_counter() - start, (time.thread_time_ns() - start_cpu) / 1e9
            if profile:
                profiler.disable()
            kind = "searching" if searching else "human" if human else "other"
            times[kind].append(took)
            cpu[kind].append(took_cpu)
            waited = waited + dt if human else 0.0
            if human and waited >= human_seconds:
                table.choose(table.view_now().legal[0])
    finally:
        app.close()
    result = {kind: figures(values) for kind, values in times.items()}
    result["cpu"] = {kind: figures(values) for kind, values in cpu.items()}
    idle = result["human"]
    result["ratio"] = {key: round(result["searching"][key] / idle[key], 2) if idle[key] else None
                       for key in ("p50_ms", "p95_ms", "max_ms")}
    players = CROWDED[game]
    result["setup"] = {"size": list(SIZE), "game": game, "players": players,
                       "position": POSITIONS[game].name if game in POSITIONS else None,
                       "ai": f"{players - 1} × {agent}",
                       "seconds": seconds, "cpus": os.cpu_count(),
                       "load_average": [round(x, 2) for x in os.getloadavg()],
                       "budget_p95_ms": BUDGET_MS}
    return result


def report(result: dict) -> str:
    """The figures as a small text table."""
    setup = result["setup"]
    lines = [f"Frame time at {setup['size'][0]}×{setup['size'][1]}, {setup['game']} with "
             f"{setup['players']} players"
             + (f" from {setup['position']}" if setup["position"] else "")
             + f", {setup['ai']}, {setup['seconds']:g} s, {setup['cpus']} CPUs, "
             f"load average {' '.join(map(str, setup['load_average']))}",
             f"{'':16}{'frames':>8}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}"]
    names = {"searching": "AI searching", "human": "human's turn", "other": "other"}
    for kind, name in names.items():
        f = result[kind]
        lines.append(f"{name:16}{f['frames']:>8}{f['p50_ms']:>9.2f}{f['p95_ms']:>9.2f}"
                     f"{f['max_ms']:>9.2f}")
    ratio = result["ratio"]
    lines.append("the same frames in the frame loop's own CPU time (the thread's; a busy machine "
                 "adds waiting to the wall-clock figures above, not to these):")
    for kind, name in names.items():
        f = result["cpu"][kind]
        lines.append(f"{name:16}{f['frames']:>8}{f['p50_ms']:>9.2f}{f['p95_ms']:>9.2f}"
                     f"{f['max_ms']:>9.2f}")
    lines.append("searching / human's turn: " + ", ".join(
        f"{key.removesuffix('_ms')} {value}×" for key, value in ratio.items()))
    if not result["searching"]["frames"]:
        lines.append("no frame while an AI searched: no p95 to hold to the budget")
    else:
        verdict = "within" if result["searching"]["p95_ms"] <= BUDGET_MS else "OVER"
        lines.append(f"p95 while an AI searches: {verdict} the {BUDGET_MS:g} ms budget")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seconds", nargs="?", type=float, default=20.0,
                        help="how long to run the table (default 20)")
    parser.add_argument("--human-seconds", type=float, default=2.0,
                        help="how long the human's turn lasts before a card is played")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--game", action="append", default=None, choices=sorted(CROWDED),
                        help="a game to measure (repeatable; default every game at the table)")
    parser.add_argument("--agent", default="hard",
                        help="the AI seats' spec (default hard; ismcts:1000 searches in one process)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="also print the N costliest functions of the searching frames")
    args = parser.parse_args(argv)
    games = args.game or list(CROWDED)
    profiler = cProfile.Profile(time.thread_time_ns, 1e-9) if args.profile else None
    results = {}
    with tempfile.TemporaryDirectory() as home:
        os.environ["TAROT_TABLE_DATA_DIR"] = os.path.join(home, "data")
        os.environ["TAROT_TABLE_CONFIG_DIR"] = os.path.join(home, "config")
        for game in games:
            results[game] = measure(game, args.seconds, args.human_seconds, args.seed,
                                    profiler, args.agent)
            if not args.json:
                print(report(results[game]) + "\n", flush=True)
    if args.json:
        print(json.dumps(results, indent=2))
    if profiler is not None:
        out = io.StringIO()
        if any(r["searching"]["frames"] for r in results.values()):
            pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(args.profile)
        else:
            out.write("no frame while an AI searched: nothing profiled\n")
        print(out.getvalue(), file=sys.stderr if args.json else sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
