"""Root-parallel ISMCTS: one decision searched by several processes at once.

Root parallelization (Cazenave & Jouandeau, "On the Parallelization of UCT", CGW 2007; Chaslot,
Winands & van den Herik, "Parallel Monte-Carlo Tree Search", CG 2008): each of ``processes``
processes grows its own SO-ISMCTS tree (:mod:`.ismcts`) from the same :class:`PlayerView`, for
the same budget, with its own seed and therefore its own determinizations. The answer is the
legal action whose root child has the most visits summed over the trees (ties: the higher mean
reward). The calling process grows one tree; the others grow in helper processes that are kept
between decisions (:func:`helper_pool`).

The trees never share nodes, so a decision costs no more locking or messages than one view sent
and one root summary (a visit count and a reward sum per legal action) returned per helper.

A timed decision keeps to its budget on a busy machine: every tree ends by one deadline on the
system-wide clock, a helper's :data:`HANDOFF` earlier so that its summary is back in time, and
a summary that is not back by the deadline is left out of the merge.
"""

from __future__ import annotations

import multiprocessing.util
import random
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Sequence

from ..rules.base import Action, PlayerView
from .processes import spawn_pool
from .searches import search_agent, searches_paired

HANDOFF = 0.03
"""Seconds a helper's tree ends before the decision's deadline (at most 3% of the budget):
the time for its summary to reach the deciding process when the cores are busy."""

RootSummary = tuple[int, dict[str, tuple[int, float]]]
"""One tree's root: ``(iterations, {action text: (visits, reward sum)})``; of a paired search
(Arcanoid's), the sum of the paired differences to the default instead of the reward sum
(:attr:`.ismcts.ISMCTS.last_differences`)."""

_helpers: ProcessPoolExecutor | None = None
_helper_count = 0


def helper_pool(count: int) -> ProcessPoolExecutor:
    """This process's pool of ``count`` helper processes, started on first use and kept
    (a pool of another size replaces it)."""
    global _helpers, _helper_count
    if _helpers is None or _helper_count != count:
        if _helpers is not None:
            _helpers.shutdown(wait=False, cancel_futures=True)
        _helpers, _helper_count = spawn_pool(count), count
        # A process started by ``multiprocessing`` (the table's AI worker) joins its children
        # when it ends, before the pools' own exit hook would stop them: stop them first,
        # ahead of the finalizers (priority 10) that close the pool's queues.
        multiprocessing.util.Finalize(_helpers, _helpers.shutdown,
                                      kwargs={"cancel_futures": True}, exitpriority=100)
    return _helpers


def _drop_helper_pool() -> None:
    global _helpers
    if _helpers is not None:
        _helpers.shutdown(wait=False, cancel_futures=True)
        _helpers = None


def root_summary(budget: dict[str, Any], view: PlayerView, seed: int,
                 deadline: float | None = None) -> RootSummary:
    """Grow one ISMCTS tree of ``budget`` (the keyword arguments ``iterations`` / ``time_ms`` of
    :class:`.ismcts.ISMCTS`) from ``view`` with ``random.Random(seed)`` and summarize its root.
    With a ``deadline`` (a :func:`time.monotonic` time, the same clock in every process of the
    machine) a time budget is cut to end by it: a helper that started late, the first time,
    does not hold the decision up. Runs in the calling process or in a helper."""
    if deadline is not None and "time_ms" in budget:
        budget = dict(budget, time_ms=max(1.0, (deadline - time.monotonic()) * 1000.0))
    agent = search_agent(view.game, random.Random(seed), budget, "root")
    root = agent.search(view)
    if agent.paired:
        return agent.last_iterations, {str(action): (child.visits,
                                                     agent.last_differences[action])
                                       for action, child in root.children.items()}
    return agent.last_iterations, {str(action): (child.visits, child.reward)
                                   for action, child in root.children.items()}


def _pooled(summaries: Sequence[RootSummary]
            ) -> tuple[dict[str, int], dict[str, float], set[str]]:
    """The root visits and rewards of each action (by its text) summed over ``summaries``,
    and the actions as visited as some search's most visited."""
    visits: dict[str, int] = {}
    rewards: dict[str, float] = {}
    raced: set[str] = set()
    for _, children in summaries:
        top = max((n for n, _ in children.values()), default=0)
        for text, (n, reward) in children.items():
            visits[text] = visits.get(text, 0) + n
            rewards[text] = rewards.get(text, 0.0) + reward
            if n == top:
                raced.add(text)
    return visits, rewards, raced


def merged_choice(view: PlayerView, summaries: Sequence[RootSummary],
                  paired: bool = False) -> Action:
    """The legal action of ``view`` with the most root visits summed over ``summaries``, ties
    broken by the higher mean reward and then by the order of ``view.legal``.

    With ``paired`` (summaries of paired searches, whose sums are of differences to the
    default): of the actions still in some search's race at its end (as visited as that
    search's most visited), the one whose differences, pooled over every search, have the
    highest mean. Each search raced on its own worlds; pooling their differences judges a move
    on all of them, where adding visits would choose a move only if both searches kept it.

    Raises ``ValueError`` when no summary has visited a legal action.
    """
    visits, rewards, raced = _pooled(summaries)
    best, best_key = None, None
    for action in view.legal:
        n = visits.get(str(action), 0)
        if n == 0 or paired and str(action) not in raced:
            continue
        key = (0 if paired else n, rewards[str(action)] / n)
        if best_key is None or key > best_key:
            best, best_key = action, key
    if best is None:
        raise ValueError("no searched tree visited a legal action")
    return best


class RootParallel:
    """An agent searching each decision with ``processes`` root-parallel ISMCTS trees of
    ``budget`` (see :func:`root_summary`), seeded from ``rng``.

    ``last_iterations`` is the sum of the trees' iterations at the last decision. If the helper
    processes died, the decision is taken from the calling process's tree alone and a fresh pool
    is started for the next one; a helper's tree that is late for a timed decision is left out.
    """

    def __init__(self, budget: dict[str, Any], rng: random.Random, processes: int,
                 name: str) -> None:
        if processes < 2:
            raise ValueError("root-parallel search needs at least 2 processes")
        self.budget = budget
        self.rng = rng
        self.processes = processes
        self.name = name
        self.last_iterations = 0

    def act(self, view: PlayerView) -> Action:
        """The merged choice of the trees for ``view`` (a forced move is returned without
        searching). Raises ``ValueError`` when ``view.legal`` is empty."""
        if not view.legal:
            raise ValueError(f"seat {view.player} has no legal action to choose from")
        if len(view.legal) == 1:
            self.last_iterations = 0
            return view.legal[0]
        seeds = [self.rng.getrandbits(63) for _ in range(self.processes)]
        deadline = handoff = None
        if "time_ms" in self.budget:
            seconds = self.budget["time_ms"] / 1000.0
            deadline = time.monotonic() + seconds
            handoff = deadline - min(HANDOFF, 0.03 * seconds)
        try:
            pool = helper_pool(self.processes - 1)
            futures = [pool.submit(root_summary, self.budget, view, seed, handoff)
                       for seed in seeds[1:]]
        except (BrokenProcessPool, RuntimeError, OSError):
            _drop_helper_pool()
            futures = []
        summaries = [root_summary(self.budget, view, seeds[0], deadline)]
        summaries += _in_time(futures, deadline)
        self.last_iterations = sum(iterations for iterations, _ in summaries)
        return merged_choice(view, summaries, paired=searches_paired(view.game))


def _in_time(futures: list[Future], deadline: float | None) -> list[RootSummary]:
    """The summaries of the other processes' trees (``futures``) that come by ``deadline``
    (``time.monotonic()`` seconds; ``None``: waiting for each); a late one is cancelled, and
    a broken pool dropped."""
    summaries = []
    for future in futures:
        wait = None if deadline is None else max(0.0, deadline - time.monotonic())
        try:
            summaries.append(future.result(wait))
        except TimeoutError:          # late: the decision goes without its tree
            future.cancel()
        except BrokenProcessPool:
            _drop_helper_pool()
    return summaries
