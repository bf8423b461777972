"""Start-up time: from launching the real app to its first drawn, interactive main menu.

Each launch is a fresh interpreter running ``tarot_table.cli.main([])`` — what the
``tarot-table`` command runs — with one change: after the first frame is drawn and flipped
(``App.step``: events, update, draw, flip; the main menu takes input from then on) the child
prints the wall-clock time and exits. The parent times from just before it starts the child,
so interpreter start, imports, the window, the theme, the settings and the first frame are all
counted. The peer, launched the same way in alternation, is the floor any pygame-gui program
pays: import pygame-ce and pygame-gui, open a window, build a ``UIManager`` with our theme,
flip one frame.

The first launch, in a new user's home (no settings or saves yet), is printed on its own and
not counted. Prints the median, min and max of each over ``--runs`` launches (seconds), the ratio of the
medians, and the app's median split into imports / ``App()`` / first frame;
``--json`` prints the same as one JSON object.

    SDL_VIDEODRIVER=dummy python benchmarks/startup.py [--runs 10] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

APP = """
import sys, time
marks = {"start": float(sys.argv[1])}
from tarot_table.app import shell
marks["imported"] = time.time()
step, init = shell.App.step, shell.App.__init__
def first_init(self, *args, **kwargs):
    init(self, *args, **kwargs)
    marks["app"] = time.time()
def first_step(self, dt):
    step(self, dt)
    marks["frame"] = time.time()
    print(" ".join(f"{k}={v!r}" for k, v in marks.items()), flush=True)
    raise SystemExit(0)
shell.App.__init__, shell.App.step = first_init, first_step
from tarot_table.cli import main
main([])
"""

PEER = """
import sys, time
marks = {"start": float(sys.argv[1])}
import pygame, pygame_gui
marks["imported"] = time.time()
pygame.init()
screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
manager = pygame_gui.UIManager((1280, 800), sys.argv[2])
marks["app"] = time.time()
pygame_gui.elements.UIButton(pygame.Rect(540, 380, 200, 40), "New game", manager)
screen.fill((18, 60, 38))
manager.update(0.016)
manager.draw_ui(screen)
pygame.display.flip()
marks["frame"] = time.time()
print(" ".join(f"{k}={v!r}" for k, v in marks.items()), flush=True)
"""


def launch(code: str, *extra: str, home: str) -> dict[str, float]:
    """One fresh interpreter running ``code``; returns its marks as seconds since launch."""
    environment = dict(os.environ, XDG_DATA_HOME=f"{home}/data", XDG_CONFIG_HOME=f"{home}/config",
                       SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
                       SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"))
    start = time.time()
    done = subprocess.run([sys.executable, "-c", code, repr(start), *extra], cwd=ROOT,
                          env=environment, capture_output=True, text=True, check=True)
    line = done.stdout.strip().splitlines()[-1]
    marks = {key: float(value) for key, value in (item.split("=") for item in line.split())}
    return {key: marks[key] - start for key in ("imported", "app", "frame")}


def summary(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from tarot_table.resources import asset_path
    theme = str(asset_path("theme.json"))
    app_runs: list[dict[str, float]] = []
    peer_runs: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory() as home:
        first = launch(APP, home=home)["frame"]
        for _ in range(args.runs):
            app_runs.append(launch(APP, home=home))
            peer_runs.append(launch(PEER, theme, home=home))
    app = summary([run["frame"] for run in app_runs])
    peer = summary([run["frame"] for run in peer_runs])
    split = {part: statistics.median(run[part] for run in app_runs)
             for part in ("imported", "app", "frame")}
    result = {"runs": args.runs, "load": os.getloadavg()[0], "app_seconds": app,
              "peer_seconds": peer, "ratio_of_medians": app["median"] / peer["median"],
              "app_median_marks": split,
              "first_launch_seconds": first}
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{args.runs} launches each, load {result['load']:.1f}")
    for name, figures in (("app (menu drawn)", app), ("peer (pygame-gui window)", peer)):
        print(f"  {name:26} median {figures['median']:.3f} s  min {figures['min']:.3f}  "
              f"max {figures['max']:.3f}")
    print(f"  first launch in a new user's home (not counted) {first:.3f} s")
    print(f"  ratio app/peer {result['ratio_of_medians']:.2f}")
    print(f"  app median: imports done {split['imported']:.3f} s, App() built "
          f"{split['app']:.3f} s, first frame {split['frame']:.3f} s")


if __name__ == "__main__":
    main()
