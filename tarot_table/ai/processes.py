"""Process pools for AI work: the table's decision worker, root-parallel search helpers and
``sim --jobs``.

Every pool spawns fresh interpreters (the ``spawn`` start method: no copy of the table's pygame
state) whose processes end by themselves as soon as the process that started them is gone, even
when it was killed and could not shut its pool down. Each runs the compiled modules or the
source as the process that started it does (the choice it inherits in its environment,
:mod:`tarot_table.compiled`), even when a build has put compiled modules in place since.
A process stopped (SIGSTOP) does nothing
until it is continued, not even that: a pool's processes may each lead a process group of their
own, which the processes they start join (the worker's root-parallel helpers), so that
:func:`signal_group` reaches them all, to continue or to kill them.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import suppress


def usable_cores() -> int:
    """The number of CPU cores this process may run on (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:   # not on Linux
        return max(1, os.cpu_count() or 1)


def _start_worker(parent: int, niceness: int, group: bool) -> None:
    """Worker initializer: lower the worker's priority by ``niceness``, make it lead a process
    group of its own with ``group`` (Unix), and end it as soon as process ``parent`` is
    gone."""
    if niceness and hasattr(os, "nice"):
        os.nice(niceness)
    if group and hasattr(os, "setpgid"):
        os.setpgid(0, 0)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)
    threading.Thread(target=watch, daemon=True).start()


def spawn_pool(workers: int, niceness: int = 0, group: bool = False) -> ProcessPoolExecutor:
    """A pool of ``workers`` spawned processes, each running ``niceness`` steps below this
    process's priority (Unix ``nice``; ignored elsewhere) and ending with this process; with
    ``group``, each leading a process group of its own (Unix: :func:`signal_group`)."""
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_start_worker,
                               initargs=(os.getpid(), niceness, group))


def signal_group(leader: int, name: str) -> None:
    """Send the signal ``name`` (``"SIGCONT"``, ``"SIGKILL"``) to every process of the group
    led by process ``leader`` (a process of a pool spawned with ``group``, and the processes it
    started), the leader included while it lives. Nothing happens where there is no such group
    (it has ended, or is not formed yet) or no process groups (Windows)."""
    number = getattr(signal, name, None)
    if number is not None and hasattr(os, "killpg"):
        with suppress(ProcessLookupError, PermissionError):
            os.killpg(leader, number)
