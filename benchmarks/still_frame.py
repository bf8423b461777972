"""What a still frame costs: the table of each game at its most crowded (as
:mod:`frame_time` sets it up, 1920×1080) whose hard seats never answer, so that after the deal
the table sits while an AI "thinks"; then ``App.step`` and ``App.draw`` are timed in the
thread's CPU time over ``--frames`` frames. No search runs, so the figures do not depend on
the machine's other work as much as :mod:`frame_time`'s.

    SDL_VIDEODRIVER=dummy python benchmarks/still_frame.py [--game NAME ...] [--frames 300]
        [--profile N]

Prints per game p50 and p95 (ms) of a whole frame and of its drawing; ``--profile N`` adds
the N costliest functions (cProfile in thread CPU time, own time) of the frames.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import tempfile
import time
from concurrent.futures import Future
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from frame_time import CROWDED, SIZE, crowded_session, percentile  # noqa: E402


def still_table(game: str, seed: int):
    """The app and the table of ``game``, its deal played out and an AI seat thinking (or,
    after a minute of the table's time, whatever it shows then)."""
    from tarot_table.app.main import App
    from tarot_table.app.settings import Settings
    from tarot_table.app.table.scene import TableScene

    app = App(SIZE, settings=Settings())
    app.ai.shutdown()
    app.ai.submit = lambda *args, **kwargs: Future()        # a question never answered
    table = TableScene(app, crowded_session(game, "hard", seed))
    app.stack.replace(table)
    for frame in range(60 * 60):
        app.step(1 / 60)
        if table.can_act and not table.busy:
            table.choose(table.view_now().legal[0])
        if frame > 30 and table.ai.pending is not None and not table.busy:
            break
    for _ in range(30):
        app.step(1 / 60)
    return app, table


def timed(call, frames: int) -> tuple[float, float]:
    """p50 and p95 (ms) of ``call()`` in the thread's CPU time over ``frames`` calls."""
    times = []
    for _ in range(frames):
        start = time.thread_time_ns()
        call()
        times.append((time.thread_time_ns() - start) / 1e6)
    return round(percentile(times, 0.5), 2), round(percentile(times, 0.95), 2)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", default=None, choices=sorted(CROWDED))
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--profile", type=int, default=0, metavar="N")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        os.environ["TAROT_TABLE_DATA_DIR"] = os.path.join(home, "data")
        os.environ["TAROT_TABLE_CONFIG_DIR"] = os.path.join(home, "config")
        for game in args.game or list(CROWDED):
            app, table = still_table(game, args.seed)
            try:
                thinking = "an AI thinking" if table.ai.pending is not None else "no AI thinking"
                step = timed(lambda: app.step(1 / 60), args.frames)
                draw = timed(app.draw, args.frames)
                print(f"{game} ({CROWDED[game]} players, {thinking}): frame p50 {step[0]} "
                      f"p95 {step[1]} ms; drawing p50 {draw[0]} p95 {draw[1]} ms", flush=True)
                if args.profile:
                    profiler = cProfile.Profile(time.thread_time_ns, 1e-9)
                    profiler.enable()
                    timed(lambda: app.step(1 / 60), args.frames)
                    profiler.disable()
                    out = io.StringIO()
                    pstats.Stats(profiler, stream=out).sort_stats("tottime") \
                        .print_stats(args.profile)
                    print(out.getvalue())
            finally:
                app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
