"""The AI worker is replaced when it dies or hangs (``ai/runner.py``): with fake workers and a
test clock (every step certain), then with real processes killed (SIGKILL) and stopped
(SIGSTOP), at the runner and at the table. Waits on real processes are for events, with
deadlines far past what they need.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from tarot_table.ai import decision_budget
from tarot_table.ai.runner import (ATTEMPTS, GRACE_SECONDS, START_SECONDS, AIRunner,
                                   WorkerError, decision_deadline)
from tarot_table.app.table.scene import TableScene
from tarot_table.rules import find_game
from tarot_table.session import AI, Seat, Session
from tests.test_table import drag, wait_until

PATIENCE = 300.0      # seconds a real process is waited for: only a failing test waits so long


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class FakeWorker:
    """A worker whose answers the test gives; ``broken`` makes it refuse questions as a dead
    pool does."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, Future]] = []
        self.killed = self.stopped = False
        self.broken = False

    def submit(self, agent, view, seed) -> Future:
        if self.broken:
            raise BrokenProcessPool("the worker died")
        future: Future = Future()
        self.asked.append((agent, future))
        return future

    def pids(self) -> list[int]:
        return []

    def kill(self) -> None:
        self.killed = True

    def stop(self) -> None:
        self.stopped = True


class Fakes:
    def __init__(self) -> None:
        self.clock = Clock()
        self.workers: list[FakeWorker] = []
        self.runner = AIRunner(self.start, self.clock, supervise=False)

    def start(self) -> FakeWorker:
        self.workers.append(FakeWorker())
        return self.workers[-1]

    def last(self) -> Future:
        """The future of the last question the current worker was asked."""
        return self.workers[-1].asked[-1][1]


@pytest.fixture
def fakes() -> Fakes:
    return Fakes()


STATE = find_game("tarok").new_state(4, 1)
VIEW = STATE.observation(STATE.current_player())


def test_deadlines_are_well_past_the_budgets():
    assert decision_budget("hard") == 1.0 and decision_budget("heuristic") == 0.0
    assert decision_budget("medium") == 0.25 and decision_budget("ismcts:300x2") == 0.3
    assert decision_deadline("hard") == GRACE_SECONDS + 4.0 == 9.0
    assert decision_deadline("heuristic") == decision_deadline("no such agent") == 5.0
    with pytest.raises(ValueError):
        decision_budget("oracle")


def test_an_answer_is_handed_out_and_the_agents_own_error_too(fakes):
    answer = fakes.runner.submit("heuristic", VIEW, 1)
    fakes.runner.poll()
    assert not answer.done()
    fakes.last().set_result("play 3S")
    fakes.runner.poll()
    assert answer.result(0) == "play 3S"
    refused = fakes.runner.submit("oracle", VIEW, 1)
    fakes.last().set_exception(ValueError("unknown agent 'oracle'"))
    fakes.runner.poll()
    with pytest.raises(ValueError):
        refused.result(0)
    assert len(fakes.workers) == 1 and fakes.runner.restarts == 0


def test_a_dead_worker_is_replaced_and_asked_again(fakes):
    answer = fakes.runner.submit("hard", VIEW, 1)
    fakes.last().set_exception(BrokenProcessPool("killed"))
    fakes.runner.poll()
    assert fakes.workers[0].killed and len(fakes.workers) == 2
    assert fakes.workers[1].asked[0][0] == "hard" and not answer.done()
    fakes.last().set_result("play 4C")
    fakes.runner.poll()
    assert answer.result(0) == "play 4C" and fakes.runner.restarts == 1


def test_a_worker_that_died_while_idle_is_replaced_when_asked(fakes):
    fakes.runner.submit("heuristic", VIEW, 1)
    fakes.last().set_result("play 3S")
    fakes.runner.poll()
    fakes.workers[0].broken = True
    answer = fakes.runner.submit("heuristic", VIEW, 2)
    assert len(fakes.workers) == 2 and fakes.runner.restarts == 1
    fakes.last().set_result("play 5S")
    fakes.runner.poll()
    assert answer.result(0) == "play 5S"


def test_a_question_past_its_deadline_goes_to_a_fresh_worker(fakes):
    start = fakes.clock.now
    answer = fakes.runner.submit("heuristic", VIEW, 1)     # a new worker: start + 5 s
    fakes.clock.now = start + START_SECONDS + GRACE_SECONDS
    fakes.runner.poll()
    assert len(fakes.workers) == 1, "on its deadline: not late yet"
    fakes.clock.now += 0.01
    fakes.runner.poll()
    assert fakes.workers[0].killed and len(fakes.workers) == 2 and not answer.done()
    fakes.workers[0].asked[0][1].set_result("play 9C")      # the old worker's answer: too late
    fakes.runner.poll()
    assert not answer.done()
    fakes.last().set_result("play 3S")
    fakes.runner.poll()
    assert answer.result(0) == "play 3S"


def test_questions_queue_their_deadlines_behind_each_other(fakes):
    start = fakes.clock.now
    hint = fakes.runner.submit("hard", VIEW, 1)             # start + 20 + 9
    move = fakes.runner.submit("heuristic", VIEW, 2)        # then + 5
    fakes.clock.now = start + START_SECONDS + 9.0
    fakes.last()                                            # both asked of the one worker
    assert len(fakes.workers[0].asked) == 2
    fakes.runner.poll()
    assert len(fakes.workers) == 1, "the second question waits its turn"
    fakes.workers[0].asked[0][1].set_result("play KC")
    fakes.clock.now += 4.0
    fakes.runner.poll()
    assert hint.result(0) == "play KC" and not move.done() and len(fakes.workers) == 1
    fakes.clock.now += 1.01
    fakes.runner.poll()
    assert len(fakes.workers) == 2 and fakes.workers[1].asked[0][0] == "heuristic"


def test_a_question_that_fails_twice_fails_with_a_worker_error(fakes):
    answer = fakes.runner.submit("heuristic", VIEW, 1)
    for attempt in range(ATTEMPTS):
        assert not answer.done()
        fakes.last().set_exception(BrokenProcessPool("killed"))
        fakes.runner.poll()
    with pytest.raises(WorkerError, match="no answer after 2 tries"):
        answer.result(0)
    again = fakes.runner.submit("heuristic", VIEW, 2)       # the next question is asked anew
    fakes.last().set_result("play 3S")
    fakes.runner.poll()
    assert again.result(0) == "play 3S"


def test_a_cancelled_question_is_dropped(fakes):
    answer = fakes.runner.submit("hard", VIEW, 1)
    asked = fakes.last()
    assert answer.cancel()
    fakes.runner.poll()
    assert asked.cancelled()
    fakes.clock.now += 1000.0
    fakes.runner.poll()
    assert len(fakes.workers) == 1, "nobody waits for it"


def test_shutdown_stops_the_worker_and_cancels_the_questions(fakes):
    answer = fakes.runner.submit("hard", VIEW, 1)
    fakes.runner.shutdown()
    assert answer.cancelled() and fakes.workers[0].stopped and not fakes.workers[0].killed
    with pytest.raises(RuntimeError):
        fakes.runner.submit("hard", VIEW, 1)


# -- real processes ------------------------------------------------------------------------------
def gone(pid: int) -> bool:
    """Whether process ``pid`` has ended (no longer exists, or a zombie not yet reaped)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def wait_for(predicate) -> None:
    deadline = time.monotonic() + PATIENCE
    while not predicate():
        assert time.monotonic() < deadline, "never happened"
        time.sleep(0.05)


def legal_text(view) -> set[str]:
    return {str(a) for a in view.legal}


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads process states from /proc")
def test_a_killed_worker_is_replaced_in_the_middle_of_a_question():
    runner = AIRunner()
    try:
        assert runner.submit("heuristic", VIEW, 1).result(PATIENCE) in legal_text(VIEW)
        [old] = runner.worker_pids
        answer = runner.submit("ismcts:300", VIEW, 2)
        os.kill(old, signal.SIGKILL)
        assert answer.result(PATIENCE) in legal_text(VIEW)
        assert runner.restarts == 1 and runner.worker_pids != [old]
    finally:
        runner.shutdown()


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads process states from /proc")
def test_a_stopped_worker_is_killed_and_replaced_at_its_deadline():
    clock = Clock()
    runner = AIRunner(clock=clock)
    try:
        assert runner.submit("heuristic", VIEW, 1).result(PATIENCE) in legal_text(VIEW)
        [old] = runner.worker_pids
        os.kill(old, signal.SIGSTOP)
        answer = runner.submit("heuristic", VIEW, 2)
        time.sleep(0.5)
        assert not answer.done() and runner.restarts == 0   # stopped, and not yet late
        clock.now += START_SECONDS + GRACE_SECONDS + 1.0
        assert answer.result(PATIENCE) in legal_text(VIEW)
        assert runner.restarts == 1
        wait_for(lambda: gone(old))
    finally:
        runner.shutdown()


QUIT_SCRIPT = """
from tarot_table.ai import runner as runner_module
from tarot_table.ai.runner import AIRunner
from tarot_table.rules import find_game
runner_module.STOP_SECONDS = 300.0      # a busy machine's worker is not killed for slowness
state = find_game("tarok").new_state(4, 1)
runner = AIRunner()
print(runner.submit("ismcts:50x2", state.observation(state.current_player()), 1).result(300))
runner.shutdown()
"""


def test_the_worker_ends_itself_at_shutdown_and_leaves_nothing_behind():
    """Quitting the app prints no "resource_tracker: There appear to be 5 leaked semaphore
    objects" (which a killed worker, and the pool of its root-parallel helpers with it, leave
    behind). Shut down, the worker (here after a search over two helpers) ends as an idle one
    does, and the interpreter leaves without a warning. (Given the time it takes: on a busy
    machine it may need more than the app's :data:`STOP_SECONDS`, and is then killed.)"""
    done = subprocess.run([sys.executable, "-c", QUIT_SCRIPT], capture_output=True, text=True,
                          timeout=PATIENCE, cwd=Path(__file__).resolve().parent.parent)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() in legal_text(VIEW)
    assert "leaked" not in done.stderr and "Warning" not in done.stderr, done.stderr


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads process states from /proc")
def test_an_idle_worker_stopped_ends_by_itself(monkeypatch):
    """:meth:`Worker.stop` lets the worker end on its own (exit code 0), not by a kill."""
    from tarot_table.ai import runner as runner_module
    monkeypatch.setattr(runner_module, "STOP_SECONDS", PATIENCE)
    worker = runner_module.Worker()
    assert worker.submit("heuristic", VIEW, 1).result(PATIENCE) in legal_text(VIEW)
    [process] = list(worker.pool._processes.values())
    worker.stop()
    assert not process.is_alive() and process.exitcode == 0


def children(pid: int) -> list[int]:
    """The processes whose parent is process ``pid`` (read from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            stat = (entry / "stat").read_text() if entry.name.isdigit() else ""
        except (FileNotFoundError, ProcessLookupError):      # ended meanwhile
            continue
        if stat and int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return found


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads process states from /proc")
def test_a_stopped_helper_ends_with_the_worker_at_shutdown(monkeypatch):
    """A root-parallel helper stopped (SIGSTOP) was left behind, stopped, when the app closed:
    its worker waited for it until killed. Shut down, the runner continues the worker's
    process group, and the worker and its helper both end."""
    from tarot_table.ai import runner as runner_module
    monkeypatch.setattr(runner_module, "STOP_SECONDS", PATIENCE)
    runner = AIRunner()
    try:
        assert runner.submit("ismcts:50x2", VIEW, 1).result(PATIENCE) in legal_text(VIEW)
        [worker] = runner.worker_pids
        helpers = [pid for pid in children(worker)
                   if "resource_tracker" not in Path(f"/proc/{pid}/cmdline").read_text()]
        assert helpers
        os.kill(helpers[0], signal.SIGSTOP)
    finally:
        runner.shutdown()
    deadline = time.monotonic() + 60.0
    while not all(gone(pid) for pid in [worker, *helpers]):
        assert time.monotonic() < deadline, "a process of the worker is left"
        time.sleep(0.1)


def ai_table(make_app, runner: AIRunner) -> tuple[TableScene, Session]:
    """A Tarok table with the app's runner replaced by ``runner``, at the human's first turn
    (the worker has answered the AI seats before it)."""
    app = make_app("instant")
    app.ai.shutdown()
    app.ai = runner
    seats = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]
    session = Session.new("tarok", seats, seed=9, options={"single_hand": True}, autosave=False)
    session.play(0, session.state.legal_actions()[0])
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    assert runner.worker_pids
    return table, session


def play_on(table: TableScene) -> None:
    """The human plays a card; the table waits until the human may play again."""
    card = sorted(table.playable())[0]
    drag(table.app, table.hand_sprite_rect(card).center, table.trick_area_rect().center)
    wait_until(table.app, lambda: table.can_act)


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads process states from /proc")
@pytest.mark.parametrize("how", ["kill", "stop"])
def test_the_table_plays_on_after_its_worker_is_killed_or_stopped(make_app, how):
    clock = Clock()
    table, session = ai_table(make_app, AIRunner(clock=clock))
    [old] = table.app.ai.worker_pids
    before = len(session.state.history)
    if how == "kill":
        os.kill(old, signal.SIGKILL)
        play_on(table)
    else:
        os.kill(old, signal.SIGSTOP)
        card = sorted(table.playable())[0]
        drag(table.app, table.hand_sprite_rect(card).center, table.trick_area_rect().center)
        wait_until(table.app, lambda: table.ai.pending is not None)
        clock.now += START_SECONDS + 10 * GRACE_SECONDS
        wait_until(table.app, lambda: table.can_act)
    assert len(session.state.history) >= before + 4
    assert table.app.ai.restarts == 1 and table.app.ai.worker_pids != [old]
    assert not any("AI failed" in line for line in table.log)
    assert table.hint.request()
    wait_until(table.app, lambda: table.hint.hint is not None)
    wait_for(lambda: gone(old))


def test_an_ai_seat_whose_worker_fails_plays_its_first_move_and_the_log_says_so():
    """The seat named "You" (the human's, sitting out) reads as well as any other."""
    from tarot_table.app.table.ai_seats import AiSeats
    from tarot_table.session import AI, Seat, Session

    session = Session.new("tarok", [Seat("You", AI, "random")] + [
        Seat(f"P{s}", AI, "random") for s in range(1, 4)], seed=3, autosave=False)
    lines = []

    def broken(*_):
        raise WorkerError("no worker")

    seats = AiSeats(session, broken, lines.append)
    seat = session.current_player()
    first = session.view(seat).legal[0]
    events = seats.update(seat, 1.0, 0.0)
    assert events and session.moves() == 1 and session.last_action() == first
    assert lines == [f"{session.seats[seat].name}: the AI failed (no worker); "
                     "the first legal move is played."]
