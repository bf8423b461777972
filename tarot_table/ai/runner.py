"""Runs AI decisions in a worker process so that the table's frame loop never waits.

The worker receives only the seat's :class:`PlayerView`, the agent spec and a seed, and returns
the chosen action's canonical text.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor

from ..rules.base import PlayerView


def decide(agent: str, view: PlayerView, seed: int) -> str:
    """The action text that agent ``agent`` chooses for ``view`` (runs in the worker)."""
    from . import make_agent
    return str(make_agent(agent, view.game, seed).act(view))


def _exit_with_parent(parent: int) -> None:
    """Worker initializer: end this worker as soon as the table's process is gone (even when it
    was killed and could not shut the pool down)."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)
    threading.Thread(target=watch, daemon=True).start()


class AIRunner:
    """One worker process, started on first use. ``submit`` returns a ``Future[str]``."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None

    def submit(self, agent: str, view: PlayerView, seed: int) -> Future:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                initializer=_exit_with_parent, initargs=(os.getpid(),))
        return self._pool.submit(decide, agent, view, seed)

    def shutdown(self) -> None:
        """Stop the worker, abandoning any decision in progress."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
