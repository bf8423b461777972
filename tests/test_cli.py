"""The command line: ``sim`` reports and records; errors are clear."""

from __future__ import annotations

import json

import pytest

from tarot_table import storage
from tarot_table.cli import main
from tarot_table.session import Session
from tarot_table.sim import wilson_interval


def run_json(capsys, *argv):
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_sim_reports_every_seat_with_a_wilson_interval(capsys):
    report = run_json(capsys, "sim", "--game", "tarok", "--players", "3", "--seats",
                      "heuristic,random,random", "--games", "6", "--seed", "1", "--json",
                      "--option", "single_hand=true")
    assert report["games"] == 6 and len(report["seats"]) == 3
    for seat in report["seats"]:
        assert set(seat) == {"agent", "wins", "shared_by_all", "win_rate", "ci95", "mean_score",
                             "total_score", "errors", "decisions", "decision_ms"}
        lo, hi = seat["ci95"]
        assert 0 <= lo <= seat["win_rate"] <= hi <= 1
        assert seat["errors"] == 0
    assert sum(s["wins"] for s in report["seats"]) >= 6


def test_sim_is_reproducible_from_its_seed(capsys):
    args = ("sim", "--players", "2", "--games", "3", "--seed", "5", "--json",
            "--option", "single_hand=true")
    first, second = run_json(capsys, *args), run_json(capsys, *args)
    for seat in first["seats"] + second["seats"]:
        del seat["decision_ms"]  # wall-clock times
    assert first["seats"] == second["seats"]


def test_sim_records_replayable_games(capsys, tmp_path):
    report = run_json(capsys, "sim", "--players", "2", "--games", "2", "--seed", "8", "--json",
                      "--option", "target=250", "--record", str(tmp_path / "rec"))
    files = sorted((tmp_path / "rec").glob("*.json"))
    assert [f.name for f in files] == ["game-8.json", "game-9.json"]
    session = Session.from_save(storage.read_save(files[0]), autosave=False)
    assert session.is_over()
    assert list(session.outcome().scores) == session.to_doc()["summary"]["scores"]
    assert report["seats"][0]["mean_score"] > 0


@pytest.mark.parametrize("argv,message", [
    (["sim", "--game", "chess"], "no game 'chess'"),
    (["sim", "--seats", "heuristic,wizard", "--players", "2"], "unknown agent 'wizard'"),
    (["sim", "--players", "3", "--seats", "random,random"], "names 2 seats for --players 3"),
    (["sim", "--players", "6"], "2–4 players"),
])
def test_sim_refuses_bad_arguments_with_a_reason(capsys, argv, message):
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_wilson_interval_known_values():
    assert wilson_interval(0, 0) == (0.0, 1.0)
    lo, hi = wilson_interval(50, 100)
    assert round(lo, 4) == 0.4038 and round(hi, 4) == 0.5962


def test_rules_command_prints_the_rules(capsys):
    assert main(["rules", "tarok"]) == 0
    assert "850" in capsys.readouterr().out


def test_smoke_test_plays_at_the_real_table():
    import os
    import subprocess
    import sys
    proc = subprocess.run([sys.executable, "-m", "tarot_table", "--smoke-test", "--seconds", "3"],
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert proc.returncode == 0, proc.stderr[-2000:]
    played = int(proc.stdout.split("smoke test: ")[1].split()[0])
    assert played > 0


@pytest.mark.parametrize("argv", [["rules", "tarok"], ["sim", "--players", "2", "--games", "1",
                                                       "--option", "single_hand=true"]])
def test_a_reader_that_goes_away_ends_the_command_quietly(argv):
    """``tarot-table rules tarok | head``: no traceback, the status of a command ended by
    SIGPIPE. The pipe's reading end is closed before the command starts, so its first write
    fails whatever the machine's speed."""
    import os
    import subprocess
    import sys
    read, write = os.pipe()
    os.close(read)
    try:
        proc = subprocess.run([sys.executable, "-m", "tarot_table", *argv], stdout=write,
                              stderr=subprocess.PIPE, text=True, timeout=300)
    finally:
        os.close(write)
    assert proc.stderr == ""
    assert proc.returncode == 141


def recorded_taruno(capsys, tmp_path) -> "Path":
    run_json(capsys, "sim", "--game", "taruno", "--players", "3", "--games", "1", "--seed", "5",
             "--json", "--record", str(tmp_path / "rec"))
    return next((tmp_path / "rec").glob("*.json"))


def test_replay_text_prints_the_public_log_and_a_seats_own(capsys, tmp_path):
    from tarot_table.app.draw.words import event_text
    from tarot_table.replay import Replay
    path = recorded_taruno(capsys, tmp_path)
    assert main(["replay", str(path), "--text"]) == 0
    public = capsys.readouterr().out.splitlines()
    replay = Replay(storage.read_save(path))
    names = [s.name for s in replay.seats]
    expected = []
    while replay.step < replay.length:
        expected += [event_text(e, names) for e in replay.forward() if e.visible is None]
    assert public and public == [line for line in expected if line]
    assert not any("{" in line or "  " in line for line in public)
    assert main(["replay", str(path), "--text", "--seat", "2"]) == 0
    own = capsys.readouterr().out.splitlines()
    reader = names[1].lower()
    about_others = [line for line in public if reader not in line.lower()]
    assert about_others and set(about_others) <= set(own)
    assert not any(reader in line.lower() for line in own), "the reader reads 'you'"
    assert any(line.startswith("You ") for line in own)


def test_replay_text_refuses_a_seat_the_game_does_not_have(capsys, tmp_path):
    path = recorded_taruno(capsys, tmp_path)
    assert main(["replay", str(path), "--text", "--seat", "9"]) == 2
    assert "may be read from seat" in capsys.readouterr().err
    assert main(["replay", str(path), "--seat", "1"]) == 2
    assert "--seat goes with --text" in capsys.readouterr().err
