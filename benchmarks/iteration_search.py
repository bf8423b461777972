"""What the strength benchmarks share (``combat_strength.py``, ``arcanoid_strength.py``): a
game's search on an iteration budget as a ``tarot-table sim`` seat, so that the figures do not
depend on the machine's load, and the duplicate-deal run that reports it."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table import ai, sim  # noqa: E402


def add_iteration_searchers(configure: Callable[[Any, list[str]], None]) -> None:
    """Make ``sim``'s agents include ``iter:<n>[:<field>…]`` seats: the game's one-process
    search (``ai.search_agent``) with ``n`` iterations a decision, then
    ``configure(agent, fields)`` with the spec's other fields."""
    make_agent = sim.make_agent

    def make(spec: str, game: str, seed: int, cores: int | None = None):
        if not spec.startswith("iter:"):
            return make_agent(spec, game, seed, cores)
        _, count, *fields = spec.split(":")
        agent = ai.search_agent(game, random.Random(seed), {"iterations": int(count)}, spec)
        configure(agent, fields)
        return agent

    sim.make_agent = make


def report(game: str, seats: list[str], deals: int, seed: int, out: Path | None,
           options: dict[str, Any] | None = None) -> int:
    """Play ``deals`` duplicate deals of ``game`` from ``seed`` (``sim.simulate``), print the
    report as JSON and write it to ``out`` too when given; 0."""
    result = sim.simulate(game, seats, deals, seed, options=options, duplicate=True)
    text = json.dumps(result, indent=2)
    if out:
        out.write_text(text + "\n")
    print(text)
    return 0
