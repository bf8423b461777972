"""Runs AI decisions in a worker process so that the table's frame loop never waits, and
replaces a worker that dies or hangs.

The worker receives only the seat's :class:`PlayerView`, the agent spec and a seed, and returns
the chosen action's canonical text. It runs :data:`WORKER_NICENESS` steps below the table's
priority (as do the helpers of a root-parallel search it starts), so that the frames are drawn
first when the search keeps every core busy.

The worker decides one question at a time, so a question's deadline comes after those of the
questions still before it (a hint the player no longer waits for included), and after
:data:`START_SECONDS` for a new worker to start: :func:`decision_deadline` seconds per question,
well past the agent's own budget (hard: 1 s of search, 9 s before it is given up). A question whose worker died (``BrokenProcessPool``) or
that is not answered by its deadline (a stopped or hung worker) is asked again of a fresh worker
(the old one is killed); only when it fails :data:`ATTEMPTS` times does its future fail, with
:class:`WorkerError`. A supervising thread does this (woken by every answer and every
:data:`SUPERVISE_SECONDS`); :meth:`AIRunner.poll` is the same step, for tests with their own
clock.
"""

from __future__ import annotations

import logging
import threading
import time
from concurrent.futures import CancelledError, Future, InvalidStateError, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import suppress
from dataclasses import dataclass, field
from typing import Callable

from ..rules.base import PlayerView
from .processes import signal_group, spawn_pool

log = logging.getLogger(__name__)

#: Steps of ``nice`` below the table: at 5 a Tarot Combat table's frames waited for a core
#: (wall-clock p95 6.95–7.16 ms against 3.99–4.37 ms of their own CPU time, quiet machine), at
#: 15 much less (4.31–5.29 ms; ``docs/ai.md``).
WORKER_NICENESS = 15
START_SECONDS = 20.0
"""Allowed to a new worker before its first answer: a fresh interpreter importing the rules, at
a lower priority, on a machine whose cores may all be busy."""
GRACE_SECONDS = 5.0
BUDGET_FACTOR = 4.0
ATTEMPTS = 2
SUPERVISE_SECONDS = 0.25
#: The seconds a worker told to stop (the app quitting) has to end itself before it is killed.
STOP_SECONDS = 2.0


class WorkerError(RuntimeError):
    """No worker answered a question, :data:`ATTEMPTS` times."""


def decide(agent: str, view: PlayerView, seed: int) -> str:
    """The action text that agent ``agent`` chooses for ``view`` (runs in the worker)."""
    from . import make_agent
    return str(make_agent(agent, view.game, seed).act(view))


def decision_deadline(agent: str) -> float:
    """The seconds the worker is given to answer a question of ``agent``:
    :data:`GRACE_SECONDS` plus :data:`BUDGET_FACTOR` times the agent's budget
    (:func:`~tarot_table.ai.decision_budget`; 0 for a spec it does not know, which the worker
    refuses at once)."""
    from . import decision_budget
    try:
        budget = decision_budget(agent)
    except ValueError:
        budget = 0.0
    return GRACE_SECONDS + BUDGET_FACTOR * budget


class Worker:
    """One worker process (a pool of one; of ``processes`` for work of another kind, such as
    a review, handed to ``pool`` itself) that can be killed, even when it hangs or is
    stopped."""

    def __init__(self, processes: int = 1) -> None:
        self.pool: ProcessPoolExecutor = spawn_pool(processes, niceness=WORKER_NICENESS,
                                                    group=True)

    def submit(self, agent: str, view: PlayerView, seed: int) -> Future:
        return self.pool.submit(decide, agent, view, seed)

    def pids(self) -> list[int]:
        """The worker's process ids once started (an empty list before)."""
        # ``_processes`` is the pool's own table of its processes: the executor has no public
        # way to name or kill them (Python 3.14 adds ``kill_workers``).
        return [p.pid for p in (self.pool._processes or {}).values()]

    def kill(self) -> None:
        """End the worker and its helpers now (SIGKILL, which a stopped process obeys too)
        and its pool; a question in progress is abandoned."""
        processes = list((self.pool._processes or {}).values())
        for process in processes:
            signal_group(process.pid, "SIGKILL")
            process.kill()
        self.pool.shutdown(wait=False, cancel_futures=True)

    def stop(self) -> None:
        """End the worker as an idle one ends (its root-parallel helpers stopped and what they
        hold released), once its decision in progress, if any, is done; killed with its
        helpers if it is not gone within :data:`STOP_SECONDS`. A worker or a helper stopped
        (SIGSTOP) is continued first, so that it ends too (a stopped helper would otherwise be
        left behind for ever, its worker waiting for it). A killed worker leaves its helpers'
        semaphores for the resource tracker to warn of when the app quits ("5 leaked semaphore
        objects")."""
        processes = list((self.pool._processes or {}).values())
        # The pool's own thread reaps its processes as they end; joining them here too raced
        # it (both waited on one process, and the loser saw it alive when it was gone, which
        # failed a test under load): its thread is waited for first.
        manager = self.pool._executor_manager_thread
        self.pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            signal_group(process.pid, "SIGCONT")
        deadline = time.monotonic() + STOP_SECONDS
        if manager is not None:
            manager.join(STOP_SECONDS)
        for process in processes:
            process.join(max(0.0, deadline - time.monotonic()))
        for process in processes:
            if process.is_alive():
                signal_group(process.pid, "SIGKILL")
                process.kill()


@dataclass(eq=False)
class _Question:
    """A question to the worker: the ``answer`` handed out, the ``asked`` future of the current
    worker, the ``attempts`` made and the ``deadline`` of the current one."""

    agent: str
    view: PlayerView
    seed: int
    answer: Future = field(default_factory=Future)
    asked: Future | None = None
    attempts: int = 0
    deadline: float = 0.0


class AIRunner:
    """The app's AI worker, started on first use and replaced when it fails. ``submit`` returns
    a ``Future[str]`` of the action text.

    ``start_worker`` builds a worker (:class:`Worker`: ``submit``, ``kill``, ``pids``), ``clock``
    gives seconds; with ``supervise`` off no thread runs and :meth:`poll` must be called.
    ``restarts`` counts the workers replaced.
    """

    def __init__(self, start_worker: Callable[[], Worker] = Worker,
                 clock: Callable[[], float] = time.monotonic, supervise: bool = True) -> None:
        self._start_worker = start_worker
        self._clock = clock
        self._supervise = supervise
        self._lock = threading.RLock()
        self._wake = threading.Event()
        self._questions: list[_Question] = []
        self._worker: Worker | None = None
        self._ready_by = 0.0      # when a new worker should be up (0 once it has answered)
        self._thread: threading.Thread | None = None
        self._stopped = False
        self.restarts = 0

    @property
    def worker_pids(self) -> list[int]:
        """The current worker's process id, once started."""
        with self._lock:
            return self._worker.pids() if self._worker is not None else []

    def submit(self, agent: str, view: PlayerView, seed: int) -> Future:
        """Ask the worker for ``agent``'s action for ``view``; the future fails with
        :class:`WorkerError` when no worker could answer, or with the agent's own error."""
        question = _Question(agent, view, seed)
        with self._lock:
            if self._stopped:
                raise RuntimeError("the AI runner was shut down")
            self._questions.append(question)
            self._ask(question)
            if self._supervise and self._thread is None:
                self._thread = threading.Thread(target=self._supervisor, name="ai-supervisor",
                                                daemon=True)
                self._thread.start()
        return question.answer

    def poll(self) -> None:
        """Hand out the answers that came; replace the worker when it died or a question is
        past its deadline, and ask its questions again (or fail them after
        :data:`ATTEMPTS`)."""
        with self._lock:
            if self._stopped:
                return
            now = self._clock()
            failed = False
            for question in list(self._questions):
                asked = question.asked
                if question.answer.cancelled() and asked.cancel():   # not begun: dropped
                    self._questions.remove(question)
                elif asked.done():
                    if self._hand_out(question):
                        failed = True
                elif now > question.deadline:
                    failed = True
            if failed:
                self._replace_worker()

    def _hand_out(self, question: _Question) -> bool:
        """Hand out the answer (or the error) ``question`` got; whether it failed because
        the worker broke instead (it stays, to be asked again)."""
        asked = question.asked
        error = CancelledError() if asked.cancelled() else asked.exception()
        if isinstance(error, BrokenProcessPool):
            return True
        self._questions.remove(question)
        self._ready_by = 0.0
        with suppress(InvalidStateError):    # cancelled: nobody waits for it
            if error is None:
                question.answer.set_result(asked.result())
            else:
                question.answer.set_exception(error)
        return False

    def shutdown(self) -> None:
        """Stop the worker, abandoning any decision in progress (their futures are
        cancelled)."""
        with self._lock:
            self._stopped = True
            for question in self._questions:
                question.answer.cancel()
            self._questions.clear()
            if self._worker is not None:
                self._worker.stop()
                self._worker = None
        self._wake.set()

    # -- inside ----------------------------------------------------------------------------------
    def _ask(self, question: _Question) -> None:
        """Ask the current worker (a new one when there is none, or when the one there turns
        out to be broken) and set the question's deadline."""
        question.attempts += 1
        for _ in range(2):
            try:
                if self._worker is None:
                    self._worker = self._start_worker()
                    self._ready_by = self._clock() + START_SECONDS
                question.asked = self._worker.submit(question.agent, question.view, question.seed)
                break
            except (BrokenProcessPool, RuntimeError, OSError) as exc:   # died while idle
                log.warning("the AI worker cannot take a question (%r); starting another", exc)
                self._drop_worker()
        else:
            self._fail(question, "the AI worker could not be started")
            return
        before = [q.deadline for q in self._questions
                  if q is not question and q.asked is not None and not q.asked.done()]
        question.deadline = (max([self._clock(), self._ready_by, *before])
                             + decision_deadline(question.agent))
        question.asked.add_done_callback(lambda _: self._wake.set())

    def _replace_worker(self) -> None:
        log.warning("the AI worker died or stopped answering; starting another")
        self._drop_worker()
        for question in self._questions:
            question.asked = None
        for question in list(self._questions):
            if question.answer.cancelled():
                self._questions.remove(question)
            elif question.attempts >= ATTEMPTS:
                self._fail(question, f"the AI gave no answer after {ATTEMPTS} tries")
            else:
                self._ask(question)

    def _drop_worker(self) -> None:
        if self._worker is not None:
            self._worker.kill()
            self._worker = None
            self.restarts += 1

    def _fail(self, question: _Question, why: str) -> None:
        if question in self._questions:
            self._questions.remove(question)
        with suppress(InvalidStateError):
            question.answer.set_exception(WorkerError(why))

    def _supervisor(self) -> None:
        while not self._stopped:
            self._wake.wait(SUPERVISE_SECONDS)
            self._wake.clear()
            try:
                self.poll()
            except Exception:      # keep supervising: a question left alone would wait forever
                log.exception("supervising the AI worker failed")
