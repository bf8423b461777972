"""CPU the app uses while nothing moves, screen by screen, in a real window.

Starts an X server of its own (Xvfb, :data:`SCREEN_SIZE`) and, for each screen of
:data:`SCREENS`, the real app in a window on it: this script again as ``--child SCREEN``,
which builds the app of the composition root (``tarot_table.app.main.App``: its window, its
scenes, its frame loop ``App.run``) on fresh data and settings directories and opens that
screen:

* ``title`` — the main menu;
* ``new_game``, ``settings`` — that menu over the main menu;
* ``table-<game>`` — each game at the table, a human in seat 0 and ``easy`` AI seats, once the
  human may act (the AI seats' moves before it played out);
* ``table-paused`` — Tarok's table with the setting "Pause on opponents' cards" on, held
  after the first AI seat's card until a key that never comes;
* ``replay`` — a replay, paused, of a finished game of ``random`` AI seats;
* ``deck_editor``, ``draft`` — Tarot Combat's deck editor and draft (seed 1), their grids of
  cards shown.

When the child says the screen is reached, the pointer is moved into the window's corner
(xdotool), away from every widget, and after :data:`SETTLE_SECONDS` the process's CPU time,
its children's included (the AI worker and its helpers), is sampled with psutil over
``SECONDS`` seconds. Prints per screen the share of one core (CPU seconds over wall seconds)
and whether it is within :data:`BUDGET_PERCENT`; ``--json`` prints the same as one JSON object.

    python benchmarks/idle_cpu.py [SECONDS] [--screen NAME ...] [--json]

Needs Xvfb and xdotool (Debian: ``xvfb``, ``xdotool``) and psutil (the ``bench`` extra).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SCREEN_SIZE = (1280, 800)
BUDGET_PERCENT = 2.0
SETTLE_SECONDS = 3.0
READY_SECONDS = 120.0           # the most a screen may take to be reached
#: The games at the table and their players.
TABLES = {"tarok": 4, "tarocchi": 5, "taruno": 4, "arcanoid": 4, "combat": 2}
SCREENS = ("title", "new_game", "settings", *(f"table-{g}" for g in TABLES), "table-paused",
           "replay", "deck_editor", "draft")
NAMES = ("Ada", "Basil", "Cleo", "Dora")
#: The keys that take the main menu to a menu screen (its focus ring: Tab to the button,
#: Enter), with no save to continue.
KEYS = {"new_game": ["Tab", "Return"], "settings": ["Tab"] * 5 + ["Return"]}


# -- the child: the app on one screen -------------------------------------------------------------
def finished_save() -> Path:
    """A finished Tarok game of ``random`` AI seats, autosaved in the data directory."""
    from tarot_table.ai import make_agent
    from tarot_table.session import AI, Seat, Session

    seats = [Seat(name, AI, "random") for name in NAMES]
    session = Session.new("tarok", seats, seed=5)
    agents = [make_agent("random", "tarok", seed) for seed in range(len(seats))]
    while not session.is_over():
        seat = session.current_player()
        session.play(seat, agents[seat].act(session.view(seat)))
    return session.save()


def open_screen(app, screen: str):
    """Open ``screen`` in ``app``; returns whether it is reached (a function of no argument)."""
    from tarot_table import storage
    from tarot_table.replay import Replay
    from tarot_table.session import AI, Seat, Session

    if screen == "table-paused":
        app.settings.pause_on_opponents = True
        seats = [Seat("You")] + [Seat(n, AI, "easy") for n in NAMES[:TABLES["tarok"] - 1]]
        table = app.make("table", session=Session.new("tarok", seats, seed=3))
        return table, lambda: app.stack.top is table and \
            type(table.mode).__name__ == "OpponentPause"
    if screen.startswith("table-"):
        game = screen.removeprefix("table-")
        seats = [Seat("You")] + [Seat(n, AI, "easy") for n in NAMES[:TABLES[game] - 1]]
        table = app.make("table", session=Session.new(game, seats, seed=3))
        return table, lambda: app.stack.top is table and table.can_act
    if screen == "replay":
        replay = app.make("replay", replay=Replay(storage.read_save(finished_save())))
        return replay, lambda: app.stack.top is replay and not replay.busy
    if screen in ("deck_editor", "draft"):
        scene = app.make(screen, **({"seed": 1} if screen == "draft" else {}))
        return scene, lambda: app.stack.top is scene
    title = app.make("main_menu")
    if screen == "title":
        return title, lambda: app.stack.top is title
    return title, lambda: type(app.stack.top) is app.scenes[screen]


def child(screen: str) -> None:
    """Run the app on ``screen``; print ``keys`` when the keys of :data:`KEYS` may be pressed
    (the main menu is up) and ``ready`` once the screen is reached."""
    from tarot_table.app.main import App

    app = App()
    first, reached = open_screen(app, screen)

    def watch() -> None:
        if screen in KEYS:
            while app.stack.top is not first:
                time.sleep(0.2)
            time.sleep(1.0)
            print("keys", flush=True)
        while not reached():
            time.sleep(0.2)
        print("ready", flush=True)

    threading.Thread(target=watch, daemon=True).start()
    app.run(first)


# -- the parent: measuring ------------------------------------------------------------------------
def cpu_by_process(pid: int) -> dict[int, float]:
    """The CPU seconds (user and system) of process ``pid`` and of each of its descendants."""
    import psutil

    times: dict[int, float] = {}
    try:
        root = psutil.Process(pid)
        processes = [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return times
    for process in processes:
        try:
            used = process.cpu_times()
        except psutil.NoSuchProcess:
            continue
        times[process.pid] = used.user + used.system
    return times


def measure(screen: str, seconds: float, display: str) -> dict:
    """The app's CPU share on ``screen`` over ``seconds`` seconds (see the module docstring)."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy",
               "PYGAME_HIDE_SUPPORT_PROMPT": "1",
               "TAROT_TABLE_DATA_DIR": str(Path(home, "data")),
               "TAROT_TABLE_CONFIG_DIR": str(Path(home, "config")),
               "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
        env.pop("SDL_VIDEODRIVER", None)
        app = subprocess.Popen([sys.executable, __file__, "--child", screen], env=env,
                               stdout=subprocess.PIPE, text=True)
        try:
            said: list[str] = []
            for word in ("keys", "ready") if screen in KEYS else ("ready",):
                heard = threading.Event()
                threading.Thread(target=lambda: said.append(app.stdout.readline().strip())
                                 or heard.set(), daemon=True).start()
                if not heard.wait(READY_SECONDS):
                    raise RuntimeError(f"not reached in {READY_SECONDS:.0f} s")
                if said[-1] != word:
                    raise RuntimeError("the app ended before it was reached")
                xdotool = ["xdotool", "mousemove", "3", "3"]
                if word == "keys":
                    xdotool += ["key", "--delay", "150", *KEYS[screen]]
                subprocess.run(xdotool, env=env, check=True)
            time.sleep(SETTLE_SECONDS)
            start, before = time.monotonic(), cpu_by_process(app.pid)
            time.sleep(seconds)
            wall, after = time.monotonic() - start, cpu_by_process(app.pid)
        finally:
            app.send_signal(signal.SIGINT)      # the app closes as it does when quit
            try:
                app.wait(30)
            except subprocess.TimeoutExpired:
                app.kill()
                app.wait()
    used = sum(t - before.get(pid, 0.0) for pid, t in after.items())
    percent = 100.0 * used / wall
    return {"screen": screen, "seconds": round(wall, 1), "cpu_seconds": round(used, 2),
            "percent": round(percent, 2), "processes": len(after),
            "within_budget": percent <= BUDGET_PERCENT}


def report(results: list[dict], setup: dict) -> str:
    lines = [f"Idle CPU, {setup['seconds']} s per screen, window on a {setup['screen']} Xvfb "
             f"screen, {setup['cpus']} CPUs, load average {setup['load_average']}",
             f"{'screen':<16}{'% of a core':>12}{'CPU s':>8}{'processes':>11}  "
             f"within {BUDGET_PERCENT} %"]
    for r in results:
        if "error" in r:
            lines.append(f"{r['screen']:<16}  {r['error']}")
            continue
        lines.append(f"{r['screen']:<16}{r['percent']:>12.2f}{r['cpu_seconds']:>8.2f}"
                     f"{r['processes']:>11}  {'yes' if r['within_budget'] else 'NO'}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seconds", nargs="?", type=float, default=30.0)
    parser.add_argument("--screen", action="append", choices=SCREENS, default=None)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", choices=SCREENS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return 0
    missing = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
    if missing:
        print(f"error: {' and '.join(missing)} needed (Debian: xvfb, xdotool)", file=sys.stderr)
        return 2
    display = f":{random.randrange(100, 500)}"
    size = "x".join(map(str, SCREEN_SIZE))
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        results = []
        for screen in args.screen or SCREENS:
            try:
                results.append(measure(screen, args.seconds, display))
            except RuntimeError as exc:
                results.append({"screen": screen, "error": str(exc)})
    finally:
        xvfb.terminate()
        xvfb.wait()
    setup = {"seconds": args.seconds, "screen": size, "cpus": os.cpu_count(),
             "load_average": [round(x, 2) for x in os.getloadavg()]}
    if args.json:
        print(json.dumps({"setup": setup, "screens": results}, indent=2))
    else:
        print(report(results, setup))
    return 0


if __name__ == "__main__":
    sys.exit(main())
