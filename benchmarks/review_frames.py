"""Frame time of the Review screen while its worker processes review a game.

    SDL_VIDEODRIVER=dummy python benchmarks/review_frames.py [--game tarok] [--seed 1] [--json]

Opens the real app headless at 1280×800 on the replay of one AI game (as
``benchmarks/review_agreement.py`` records them: Tarok four players and one hand, Tarot Combat
a duel), opens the Review screen over it as R does, and runs the frame loop (``App.step``:
events, update, draw) until the review is done: the searches run in the screen's two worker
processes, 15 steps of ``nice`` below the frames. Prints the frames' p50, p95 and max time (ms,
wall clock and the frame loop thread's own CPU time), the frame that opened the screen (it
walks the record and hands the decisions out) on its own, the review's wall-clock time and
the machine's load average. The app's data and settings live in a temporary directory.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tarot_table import storage  # noqa: E402
from tarot_table.replay import Replay  # noqa: E402
from tarot_table.sim import percentile  # noqa: E402

from review_agreement import recorded  # noqa: E402

DT = 1 / 60


def measure(game: str, seed: int) -> dict:
    """The figures of one review (module docstring)."""
    from tarot_table.app.main import App
    from tarot_table.app.settings import Settings

    with tempfile.TemporaryDirectory() as folder:
        path = recorded(game, 1, seed, Path(folder))[0]
        replay = Replay(storage.read_save(path))
    app = App((1280, 800), settings=Settings(animation="instant"))
    try:
        app.stack.replace(app.make("replay", replay=replay))
        app.step(DT)
        wall, cpu = [], []
        start = time.perf_counter()
        first = time.perf_counter_ns(), time.thread_time_ns()
        app.stack.top.open_review()
        opening = ((time.perf_counter_ns() - first[0]) / 1e6,
                   (time.thread_time_ns() - first[1]) / 1e6)
        review = app.stack.top
        while review.review is None and not review.problem:
            began, began_cpu = time.perf_counter_ns(), time.thread_time_ns()
            app.step(DT)
            wall.append((time.perf_counter_ns() - began) / 1e6)
            cpu.append((time.thread_time_ns() - began_cpu) / 1e6)
            time.sleep(max(0.0, DT - wall[-1] / 1000))
        seconds = time.perf_counter() - start
    finally:
        app.close()
    wall.sort()
    cpu.sort()

    def spread(values: list[float]) -> dict:
        return {"p50": round(statistics.median(values), 2),
                "p95": round(percentile(values, 95), 2), "max": round(values[-1], 2)}

    return {"game": game, "frames": len(wall), "frame_ms": spread(wall),
            "frame_cpu_ms": spread(cpu),
            "opening_ms": {"wall": round(opening[0], 1), "cpu": round(opening[1], 1)},
            "review_seconds": round(seconds, 1), "problem": review.problem,
            "load_average": [round(x, 2) for x in os.getloadavg()]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=["tarok", "combat"], default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:      # the player's own files left alone
        os.environ["TAROT_TABLE_DATA_DIR"] = os.path.join(home, "data")
        os.environ["TAROT_TABLE_CONFIG_DIR"] = os.path.join(home, "config")
        results = [measure(game, args.seed) for game in args.game or ["tarok", "combat"]]
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    for r in results:
        wall, cpu = r["frame_ms"], r["frame_cpu_ms"]
        print(f"{r['game']:<7} {r['frames']} frames while reviewing for {r['review_seconds']} s:"
              f" ms p50 {wall['p50']} p95 {wall['p95']} max {wall['max']} (CPU p50 "
              f"{cpu['p50']} p95 {cpu['p95']} max {cpu['max']}); opening {r['opening_ms']} ms;"
              f" load {r['load_average']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
