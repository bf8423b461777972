"""Runs AI decisions in a worker process so that the table's frame loop never waits.

The worker receives only the seat's :class:`PlayerView`, the agent spec and a seed, and returns
the chosen action's canonical text.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor

from ..rules.base import PlayerView


def decide(agent: str, view: PlayerView, seed: int) -> str:
    """The action text that agent ``agent`` chooses for ``view`` (runs in the worker)."""
    from . import make_agent
    return str(make_agent(agent, view.game, seed).act(view))


class AIRunner:
    """One worker process, started on first use. ``submit`` returns a ``Future[str]``."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None

    def submit(self, agent: str, view: PlayerView, seed: int) -> Future:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        return self._pool.submit(decide, agent, view, seed)

    def shutdown(self) -> None:
        """Stop the worker, abandoning any decision in progress."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
