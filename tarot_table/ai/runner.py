"""Runs AI decisions in a worker process so that the table's frame loop never waits.

The worker receives only the seat's :class:`PlayerView`, the agent spec and a seed, and returns
the chosen action's canonical text. It runs :data:`WORKER_NICENESS` steps below the table's
priority (as do the helpers of a root-parallel search it starts), so that the frames are drawn
first when the search keeps every core busy.
"""

from __future__ import annotations

from concurrent.futures import Future, ProcessPoolExecutor

from ..rules.base import PlayerView
from .processes import spawn_pool

WORKER_NICENESS = 5


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
            self._pool = spawn_pool(1, niceness=WORKER_NICENESS)
        return self._pool.submit(decide, agent, view, seed)

    def shutdown(self) -> None:
        """Stop the worker, abandoning any decision in progress."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
