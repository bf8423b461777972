"""The ``tarot-table`` command: play (the default), ``replay``, ``review``, ``sim``, ``bench``,
``tournament``, ``rules``, ``stats``, ``install-desktop``, ``--smoke-test``.

Examples::

    tarot-table                       # open the table
    tarot-table replay game-1.json    # step through a saved or recorded game
    tarot-table review game-1.json --json   # each decision of the player searched again
    tarot-table sim --game tarok --players 4 --seats heuristic,random,random,random \\
        --games 200 --seed 1 --json
    tarot-table bench --json          # random-playout and ISMCTS speed of every game
    tarot-table tournament --game combat --players 8 --format sealed --best-of 3 \
        --seats heuristic,easy,heuristic,random,heuristic,easy,heuristic,random --seed 1 --json
    tarot-table rules tarok
    tarot-table stats --json          # games, wins, streaks… of the games finished at the table
    tarot-table install-desktop       # the application menu entry, icons and AppStream metadata
    tarot-table --smoke-test          # play an AI-only game in the real table for a few seconds
"""

from __future__ import annotations

import argparse
import json
import os
import signal
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
    replay = sub.add_parser("replay", help="step through a saved game or a sim --record file")
    replay.add_argument("file", type=Path, help="the save file (it is only read)")
    replay.add_argument("--text", action="store_true",
                        help="print the game's log instead of opening it: every public event, "
                             "or with --seat as that seat read it")
    replay.add_argument("--seat", type=int, default=None, metavar="N",
                        help="with --text: the log as seat N (1 = the first) read it, its own "
                             "cards named; a game still in progress only from its own seat")
    review = sub.add_parser("review", help="search again each decision of a saved or recorded "
                                           "game's player and mark it good, inaccuracy, "
                                           "mistake or blunder")
    review.add_argument("file", type=Path, help="the save file (it is only read)")
    review.add_argument("--seat", type=int, default=None, metavar="N",
                        help="the seat to review, 1 to the number of players (default: the "
                             "human seats, or seat 1 of a game the AI played alone)")
    review.add_argument("--iterations", type=int, default=None, metavar="K",
                        help="the search's iterations a decision (default: the game's)")
    review.add_argument("--jobs", type=int, default=None,
                        help="processes reviewing at a time (default: every core)")
    review.add_argument("--json", action="store_true",
                        help="print one entry per reviewed decision as JSON")
    sim = sub.add_parser("sim", help="play AI-only games without a window and report")
    sim.add_argument("--game", default="tarok")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--seats", default=None,
                     help="comma-separated agent per seat: random, easy, heuristic, medium, hard, "
                          "ismcts:<ms> or ismcts:<ms>x<processes>; default all heuristic")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                     help="a game option, e.g. single_hand=true or target=500")
    sim.add_argument("--duplicate", action="store_true",
                     help="replay each deal with the seats rotated (n games per deal); the "
                          "report follows each agent of --seats, not the chair")
    sim.add_argument("--jobs", type=int, default=1,
                     help="games played at a time, each in its own process; a hard seat then "
                          "searches with the machine's cores divided by JOBS")
    sim.add_argument("--json", action="store_true", help="print the report as JSON")
    sim.add_argument("--record", type=Path, default=None, metavar="DIR",
                     help="write each game as a replayable save file into DIR")
    bench = sub.add_parser("bench", help="measure random-playout and ISMCTS speed per game")
    bench.add_argument("--game", action="append", default=None,
                       help="a game to measure (repeatable); default every registered game")
    bench.add_argument("--seconds", type=float, default=2.5,
                       help="time spent on random playouts per game")
    bench.add_argument("--ismcts-ms", type=float, default=1000.0,
                       help="ISMCTS budget per mid-game position (3 positions per game)")
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument("--json", action="store_true", help="print the report as JSON")
    tour = sub.add_parser("tournament", help="play an AI-only Tarot Combat tournament (single "
                                             "elimination) and print its bracket")
    tour.add_argument("--game", default="combat", choices=["combat"])
    tour.add_argument("--players", type=int, default=8)
    tour.add_argument("--format", default="off-the-top",
                      choices=["off-the-top", "constructed", "sealed", "draft"])
    tour.add_argument("--best-of", type=int, default=1, choices=[1, 3, 5])
    tour.add_argument("--match-size", type=int, default=2, choices=[2, 3, 4],
                      help="players to a game (4: with --teams, two teams of two)")
    tour.add_argument("--teams", default=None, choices=["alliance", "as-one"],
                      help="four-player matches of two teams of two, kept throughout")
    tour.add_argument("--time-limit", type=int, default=0, metavar="TURNS",
                      help="turns per match (0: none); then the highest life total wins")
    tour.add_argument("--jokers", action="store_true", help="play with Jokers")
    tour.add_argument("--seats", default=None,
                      help="comma-separated agent per player (as for sim); default all heuristic")
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--save", type=Path, default=None, metavar="DIR",
                      help="save the tournament there after every game (default: the data "
                           "directory's tournaments/)")
    tour.add_argument("--resume", type=Path, default=None, metavar="FILE",
                      help="go on with a saved tournament (its settings are the file's)")
    tour.add_argument("--json", action="store_true", help="print the report as JSON")
    rules = sub.add_parser("rules", help="print a game's rules and our decisions")
    rules.add_argument("game", nargs="?", default="tarok")
    stats = sub.add_parser("stats", help="print the statistics of the games played at the table")
    stats.add_argument("--json", action="store_true", help="print them as JSON")
    desktop = sub.add_parser("install-desktop",
                             help="add the game to the application menu (XDG data directory)")
    desktop.add_argument("--uninstall", action="store_true", help="remove what it installed")
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
                          dict(_parse_option(o) for o in args.option), args.record,
                          duplicate=args.duplicate, jobs=args.jobs)
    except (KeyError, ValueError) as exc:
        print(f"error: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        kind = f" ({report['deals']} duplicate deals)" if report["duplicate"] else ""
        print(f"{report['game']}: {report['games']} games{kind} in {report['seconds']} s")
        for i, s in enumerate(report["seats"]):
            ms = s["decision_ms"]
            print(f"  seat {i} {s['agent']:<10} wins {s['wins']:>4}  rate {s['win_rate']:.3f}  "
                  f"95% [{s['ci95'][0]:.3f}, {s['ci95'][1]:.3f}]  mean score {s['mean_score']:.1f}  "
                  f"errors {s['errors']}  decision ms p50 {ms['p50']:.1f} p95 {ms['p95']:.1f} "
                  f"max {ms['max']:.1f}")
    return 0


def _bench(args: argparse.Namespace) -> int:
    from .bench import bench, format_report
    if args.seconds <= 0 or args.ismcts_ms <= 0:
        print("error: --seconds and --ismcts-ms must be positive", file=sys.stderr)
        return 2
    try:
        report = bench(args.game, args.seconds, args.ismcts_ms, args.seed)
    except (KeyError, ValueError) as exc:
        print(f"error: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return 0


def _tournament(args: argparse.Namespace) -> int:
    """Play (or resume) an AI-only tournament; print its bracket, every match and the winner."""
    from . import storage, tournament
    try:
        if args.resume is not None:
            doc = tournament.load(args.resume)
            directory = args.save or args.resume.parent
        else:
            doc, directory = _new_tournament(args), args.save
        tournament.play(doc, save=lambda d: tournament.save(d, directory))
    except (ValueError, KeyError) as exc:
        print(f"error: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    except (OSError, storage.SaveError) as exc:
        print(f"error: the tournament could not be saved: {exc}", file=sys.stderr)
        return 1
    report = tournament.report(doc)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        _print_tournament(report)
    return 0


def _new_tournament(args: argparse.Namespace):
    """The tournament the command line's options set up. Raises ``ValueError`` for seats
    that are not ``--players`` AI players, and as :func:`tarot_table.tournament.new_tournament`
    does."""
    from . import tournament
    seats = args.seats.split(",") if args.seats else ["heuristic"] * args.players
    if len(seats) != args.players:
        raise ValueError(f"--seats names {len(seats)} players for --players {args.players}")
    if tournament.HUMAN in seats:
        raise ValueError("the command line plays AI-only tournaments; a person plays from the "
                         "table's Tournaments screen")
    return tournament.new_tournament(
        seats, deck_format=args.format, match_size=args.match_size,
        teams=args.teams.replace("-", " ") if args.teams else None,
        best_of=args.best_of, time_limit=args.time_limit, seed=args.seed, jokers=args.jokers)


def _print_tournament(report: dict) -> None:
    """Print the tournament's ``report`` (:func:`tarot_table.tournament.report`): its
    settings, each round's matches with the winner of each game, the winner."""
    print(f"Tarot Combat tournament {report['id']}: {report['players']} players, "
          f"{report['format']}, best of {report['best_of']}")
    for round_ in report["bracket"]:
        print(f"Round {round_['round']}")
        for match in round_["matches"]:
            sides = " vs ".join(" & ".join(side) for side in match["sides"])
            if match["bye"]:
                print(f"  {sides}: bye")
                continue
            score = ", ".join(" & ".join(g["winner"]) + (" (time)" if g["ended"] != "finished"
                                                         else "") for g in match["games"])
            print(f"  {sides}: {' & '.join(match['winner'])} wins ({score})")
    print(f"Winner: {' & '.join(report['winner'])} · {report['games']} games, "
          f"{report['errors']} errors")


def _install_desktop(args: argparse.Namespace) -> int:
    from . import desktop
    if sys.platform in ("win32", "darwin"):
        print("error: desktop entries are a freedesktop.org feature (Linux, BSD)", file=sys.stderr)
        return 2
    try:
        changes = desktop.uninstall() if args.uninstall else desktop.install()
    except (OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print("\n".join(map(str, changes)))
    if not args.uninstall:
        print("Exec=" + desktop.exec_value(desktop.launch_command()))
    return 0


def _smoke_test(seconds: float) -> int:
    """Play an AI-only game at the real table for ``seconds`` (and on until its first move, a
    minute more at most, on a busy machine); 0 when moves were played and nothing of
    tarot_table logged a warning (an AI seat that failed, say), else 1."""
    import logging
    from .ai.runner import WorkerError
    from .app.main import App
    from .session import AI, Seat, Session

    seats = [Seat(name, AI, "heuristic") for name in ("Ada", "Basil", "Cleo", "Dmitri")]
    session = Session.new("tarok", seats, seed=7, autosave=False)
    warnings: list[logging.LogRecord] = []
    handler = logging.StreamHandler()
    handler.setLevel(logging.WARNING)
    handler.addFilter(lambda record: warnings.append(record) or True)
    logging.getLogger("tarot_table").addHandler(handler)
    app = App()
    app.settings.ai_pause = 0.05
    app.settings.animation = "instant"
    # The worker starts before the clock runs: a new interpreter can take seconds to start on
    # a busy machine, and would leave no time for a move (the runner answers or fails).
    try:
        app.ai.submit("random", session.view(session.current_player()), 0).result()
    except WorkerError as exc:
        app.close()
        print(f"smoke test: the AI worker did not start: {exc}", file=sys.stderr)
        return 1
    app.run(app.make("table", session=session), max_seconds=seconds,
            until=lambda: bool(session.state.history))
    played = len(session.state.history)
    print(f"smoke test: {played} moves played at the table in {seconds:.1f} s, "
          f"{len(warnings)} warnings")
    return 0 if played > 0 and not warnings else 1


def _read_replay(path: Path):
    """The :class:`~tarot_table.replay.Replay` of the save file ``path``, or ``None`` once the
    reason it cannot be read or played is printed (the file is never changed)."""
    from . import storage
    from .replay import Replay
    try:
        return Replay(storage.read_save(path))
    except storage.SaveError as exc:
        print(f"error: {exc}", file=sys.stderr)
    except ValueError as exc:
        print(f"error: {path.name} cannot be replayed: {exc}", file=sys.stderr)
    return None


def _replay(args: argparse.Namespace) -> int:
    """Open ``args.file`` in the replay scene, or print its log (``--text``); 2 with the
    reason when it cannot be read or played (the file is never changed)."""
    replay = _read_replay(args.file)
    if replay is None:
        return 2
    if args.text:
        return _replay_text(replay, args.seat)
    if args.seat is not None:
        print("error: --seat goes with --text", file=sys.stderr)
        return 2
    from .app.main import App
    app = App()
    app.run(app.make("replay", replay=replay))
    return 0


def _replay_text(replay, seat: int | None) -> int:
    """Print ``replay``'s log, a line per event as the table's log words it: the public events
    (``seat`` ``None``), or every event as seat ``seat`` (1-based) saw and read it (its own
    seat "you"); 2 with the reason for a seat the replay may not be seen from (another seat
    of a game in progress)."""
    from .app.draw.words import event_text
    viewer = None if seat is None else seat - 1
    if viewer is not None and viewer not in replay.seats_shown():
        shown = ", ".join(str(s + 1) for s in replay.seats_shown())
        print(f"error: this game may be read from seat {shown} only", file=sys.stderr)
        return 2
    names = [s.name for s in replay.seats]
    spec = replay.session.game.spec
    replay.seek(0)
    while replay.step < replay.length:
        for event in replay.session.visible_events(replay.forward(), viewer):
            line = event_text(event, names, spec.suit_names, spec.numbering, viewer)
            if line:
                print(line)
    return 0


def _review(args: argparse.Namespace) -> int:
    """Review ``args.file`` (:mod:`tarot_table.review`) and print it; 2 with the reason when
    it cannot be read or played or an option is out of range (the file is never changed)."""
    if args.iterations is not None and args.iterations < 1 or \
            args.jobs is not None and args.jobs < 1:
        print("error: --iterations and --jobs must be at least 1", file=sys.stderr)
        return 2
    replay = _read_replay(args.file)
    if replay is None:
        return 2
    try:
        review = _search_review(replay, args)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(review.to_json(), indent=2, ensure_ascii=False))
    else:
        _print_review(review)
    return 0


def _search_review(replay, args: argparse.Namespace):
    """The :class:`~tarot_table.review.GameReview` of ``replay`` for ``args.seat`` (all
    players' seats when ``None``), searched with ``args.iterations`` a decision on ``args.jobs``
    processes (the usable cores when ``None``; one: in this process), its progress shown on
    a terminal. Raises ``ValueError`` when the replay cannot be played."""
    import time
    from .ai.processes import spawn_pool, usable_cores
    from .review import ReviewRun, in_place
    jobs = usable_cores() if args.jobs is None else args.jobs
    pool = spawn_pool(jobs) if jobs > 1 else None
    try:
        seats = None if args.seat is None else [args.seat - 1]
        run = ReviewRun(replay, seats, args.iterations,
                        in_place if pool is None else pool.submit)
        while not run.done:
            if sys.stderr.isatty():
                done, total = run.progress
                print(f"\rreviewing: {done} of {total} decisions", end="", file=sys.stderr)
            time.sleep(0.2)
        review = run.result()
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    if sys.stderr.isatty() and pool is not None:
        print(file=sys.stderr)
    return review


def _print_review(review) -> None:
    """Print ``review`` (:class:`~tarot_table.review.GameReview`) as text: a line per
    decision reviewed (its mark, the move played, the better one and what the move played
    loses), then the count of each mark."""
    import re
    from .ai.review import MARKS
    from .review import counted
    names = review.names

    def named(text: str) -> str:
        return re.sub(r"\{(\d+)\}", lambda m: names[int(m.group(1))], text)

    who = ", ".join(f"{names[s]} (seat {s + 1})" for s in review.seats)
    print(f"{review.title}: review of {who}, {review.iterations} iterations a decision, "
          f"losses in {review.unit.unit}")
    for d in review.reviewed:
        r = d.review
        line = f"  move {d.step:>4}  {d.where:<22} {r.mark:<10} played {named(d.played_words)}"
        if r.mark != "good":
            line += (f"; better {named(d.best_words)}{' — ' + r.reason if r.reason else ''} "
                     f"(loses {review.unit.amount(r.loss)})")
        print(line)
    counts = ", ".join(counted(review.count(m), m) for m in MARKS)
    print(f"{counted(len(review.reviewed), 'decision')} reviewed: {counts}; "
          f"{counted(len(review.decisions) - len(review.reviewed), 'only move')}")


def _stats(args: argparse.Namespace) -> int:
    """Print the statistics (:func:`stats.report`): every game offered at the table, AI levels
    in the new-game screen's order. Problems with the file are reported, not fatal (status
    0); as text they go to standard error."""
    from . import stats
    from .ai import AGENT_SPECS
    from .rules import GAMES, find_game

    loaded = stats.load()
    titles = {}
    for name in set(GAMES) | {r.game for r in loaded.results}:
        try:
            titles[name] = find_game(name).spec.title
        except KeyError:
            titles[name] = name
    report = stats.report(loaded, list(GAMES), AGENT_SPECS, titles)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return 0
    for problem in report["problems"]:
        print(f"warning: {problem}", file=sys.stderr)
    print(f"Statistics in {report['file']}")
    for title, row in [("All games", report["total"])] + [(g["title"], g)
                                                          for g in report["games"]]:
        print(_stats_line(title, row))
    return 0


def _stats_line(title: str, row: dict) -> str:
    """The line of the statistics ``row`` (:func:`tarot_table.stats.report`) of ``title``:
    games played and won, the win rate, the current and longest streaks, the scores."""
    rate = "" if row["win_rate"] is None else f"{row['win_rate']:.0%}"
    streak = row["current_streak"]
    now = f"{streak['length']} {streak['result']}{'s' if streak['length'] > 1 else ''}" \
        if streak else ""
    scores = "" if row["best_score"] is None else \
        f"  best {row['best_score']}  mean {row['mean_score']:.1f}"
    return (f"  {title:<14} played {row['games']:>4}  won {row['wins']:>4} {rate:>5}"
            f"  streak {now:<9} longest {row['longest_win_streak']}{scores}")


def _rules(args: argparse.Namespace) -> int:
    from .rules import find_game
    print(find_game(args.game).rules_text())
    return 0


def _printing(command, args: argparse.Namespace) -> int:
    """Run a command that prints its report; when the reader of its output goes away
    (``tarot-table rules tarok | head``) stop quietly with the status of a command ended by
    SIGPIPE (128 + 13), as command-line tools do, instead of a traceback."""
    try:
        status = command(args)
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        # Python ignores SIGPIPE, so the closed pipe shows as this error. Point stdout at
        # /dev/null so that the interpreter's last flush at exit does not fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return 128 + getattr(signal, "SIGPIPE", 13)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``tarot-table`` and ``python -m tarot_table``; returns the exit status."""
    args = _parser().parse_args(argv)
    if args.smoke_test:
        return _smoke_test(args.seconds)
    commands = {"sim": _sim, "bench": _bench, "rules": _rules, "stats": _stats,
                "tournament": _tournament, "review": _review,
                "install-desktop": _install_desktop}
    if args.command in commands:
        return _printing(commands[args.command], args)
    if args.command == "replay":
        return _printing(_replay, args) if args.text else _replay(args)
    from .app.main import App
    app = App()
    app.run(app.make("main_menu"))
    return 0
