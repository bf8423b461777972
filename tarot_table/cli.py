"""The ``tarot-table`` command: play (the default), ``sim``, ``rules``, ``--smoke-test``.

Examples::

    tarot-table                       # open the table
    tarot-table sim --game tarok --players 4 --seats heuristic,random,random,random \\
        --games 200 --seed 1 --json
    tarot-table rules tarok
    tarot-table --smoke-test          # play an AI-only game in the real table for a few seconds
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Sequence


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tarot-table", description="A table for tarot card games.")
    parser.add_argument("--smoke-test", action="store_true",
                        help="play an AI-only game through the real table for a few seconds, exit 0")
    parser.add_argument("--seconds", type=float, default=5.0, help="length of the smoke test")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("play", help="open the table (the default)")
    sim = sub.add_parser("sim", help="play AI-only games without a window and report")
    sim.add_argument("--game", default="tarok")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--seats", default=None,
                     help="comma-separated agent per seat: random, easy, heuristic, medium, hard "
                          "or ismcts:<ms>; default all heuristic")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                     help="a game option, e.g. single_hand=true or target=500")
    sim.add_argument("--json", action="store_true", help="print the report as JSON")
    sim.add_argument("--record", type=Path, default=None, metavar="DIR",
                     help="write each game as a replayable save file into DIR")
    rules = sub.add_parser("rules", help="print a game's rules and our decisions")
    rules.add_argument("game", nargs="?", default="tarok")
    return parser


def _parse_option(text: str) -> tuple[str, object]:
    name, _, raw = text.partition("=")
    value: object = {"true": True, "false": False}.get(raw.lower(), raw)
    if isinstance(value, str) and value.lstrip("-").isdigit():
        value = int(value)
    return name, value


def _sim(args: argparse.Namespace) -> int:
    from .sim import simulate
    seats = args.seats.split(",") if args.seats else ["heuristic"] * args.players
    if len(seats) != args.players:
        print(f"error: --seats names {len(seats)} seats for --players {args.players}", file=sys.stderr)
        return 2
    try:
        report = simulate(args.game, seats, args.games, args.seed,
                          dict(_parse_option(o) for o in args.option), args.record)
    except (KeyError, ValueError) as exc:
        print(f"error: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"{report['game']}: {report['games']} games in {report['seconds']} s")
        for i, s in enumerate(report["seats"]):
            print(f"  seat {i} {s['agent']:<10} wins {s['wins']:>4}  rate {s['win_rate']:.3f}  "
                  f"95% [{s['ci95'][0]:.3f}, {s['ci95'][1]:.3f}]  mean score {s['mean_score']:.1f}  "
                  f"errors {s['errors']}")
    return 0


def _smoke_test(seconds: float) -> int:
    from .app.main import App
    from .app.table import TableScene
    from .session import AI, Seat, Session

    seats = [Seat(name, AI, "heuristic") for name in ("Ada", "Basil", "Cleo", "Dmitri")]
    session = Session.new("tarok", seats, seed=7, autosave=False)
    app = App()
    app.settings.ai_pause = 0.05
    app.settings.animation = "fast"
    app.run(TableScene(app, session), max_seconds=seconds)
    played = len(session.state.history)
    print(f"smoke test: {played} moves played at the table in {seconds:.1f} s")
    return 0 if played > 0 else 1


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``tarot-table`` and ``python -m tarot_table``; returns the exit status."""
    args = _parser().parse_args(argv)
    if args.smoke_test:
        return _smoke_test(args.seconds)
    if args.command == "sim":
        return _sim(args)
    if args.command == "rules":
        from .rules import find_game
        print(find_game(args.game).rules_text())
        return 0
    from .app.main import App
    from .app.main_menu import MainMenuScene
    app = App()
    app.run(MainMenuScene(app))
    return 0
