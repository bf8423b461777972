"""AI agents over the rules protocol. An agent sees only a seat's :class:`PlayerView`.

:func:`make_agent` builds one from a seat spec:

* ``"random"`` — a uniformly random legal action;
* ``"easy"`` — the game's rule-based player (random play without one) making a random legal move
  :data:`EASY_NOISE` of the time;
* ``"heuristic"`` — the game's rule-based player;
* ``"medium"`` — ISMCTS with :data:`MEDIUM_ITERATIONS` iterations per decision, stopped early
  after :data:`MEDIUM_MS` milliseconds (a cap for games whose rollouts are slow; Tarok's 200
  iterations take about 30 ms);
* ``"hard"`` — ISMCTS with :data:`HARD_MS` milliseconds per decision, searched root-parallel
  (:mod:`.root_parallel`) by up to :data:`HARD_PROCESSES` processes, as many as the cores given
  to the game allow (``cores`` of :func:`make_agent`: at the table every core, since drawing the
  frames takes little; in ``sim --jobs N`` the machine's cores divided by ``N``); in a game
  that declares ``hard_iterations`` (its ``Plugins``) also at most that many iterations a
  decision, over all its processes;
* ``"ismcts:<ms>"`` — ISMCTS with ``<ms>`` milliseconds per decision in one process;
  ``"ismcts:<ms>x<p>"`` the same root-parallel over ``p`` processes (at most
  :data:`ISMCTS_MAX_MS` and :data:`ISMCTS_MAX_PROCESSES`).

:func:`check_agent` says whether a spec is one of these without building anything (a save's
specs are checked so before a game is resumed).
"""

from __future__ import annotations

import random
from typing import Protocol

from ..rules import find_game
from ..rules.base import Action, PlayerView
from .ismcts import ISMCTS
from .processes import usable_cores
from .random_agent import RandomAgent
from .root_parallel import RootParallel
from .searches import (DEFAULT_MARGIN, DEFAULT_SHARE, rollout_policy, rule_based_agent,
                       search_agent, search_candidates, search_cutoff, search_default_move,
                       searches_paired)


class Agent(Protocol):
    """Chooses an action for the seat whose view it is given."""

    name: str

    def act(self, view: PlayerView) -> Action: ...


AGENT_SPECS = ("random", "easy", "heuristic", "medium", "hard")
EASY_NOISE = 0.15
MEDIUM_ITERATIONS = 200
MEDIUM_MS = 250.0
HARD_MS = 1000.0
HARD_PROCESSES = 2
#: The largest budget of an ``"ismcts:<ms>"`` spec: ten times hard's, so that no seat can
#: hold the table (or a hint) for longer.
ISMCTS_MAX_MS = 10 * HARD_MS
#: The most processes of an ``"ismcts:<ms>x<p>"`` spec.
ISMCTS_MAX_PROCESSES = 8


class NoisyAgent:
    """``agent``'s choice, except with probability ``noise`` a uniformly random legal action."""

    def __init__(self, agent: Agent, rng: random.Random, noise: float, name: str) -> None:
        self.agent = agent
        self.rng = rng
        self.noise = noise
        self.name = name

    def act(self, view: PlayerView) -> Action:
        if view.legal and self.rng.random() < self.noise:
            return self.rng.choice(view.legal)
        return self.agent.act(view)


def _ismcts_spec(spec: str) -> tuple[dict[str, float], int]:
    """The budget and process count of ``"ismcts:<ms>"`` or ``"ismcts:<ms>x<p>"``. Raises
    ``ValueError`` unless ``0 < ms <=`` :data:`ISMCTS_MAX_MS` and ``1 <= p <=``
    :data:`ISMCTS_MAX_PROCESSES`."""
    ms, _, processes = spec.removeprefix("ismcts:").partition("x")
    try:
        budget = {"time_ms": float(ms)}
        count = int(processes) if processes else 1
    except ValueError:
        raise ValueError(f"{spec!r}: write ismcts:<ms> or ismcts:<ms>x<processes>") from None
    if not 0 < budget["time_ms"] <= ISMCTS_MAX_MS or not 1 <= count <= ISMCTS_MAX_PROCESSES:
        raise ValueError(f"{spec!r}: an ISMCTS budget is 1 to {ISMCTS_MAX_MS:.0f} ms over 1 to "
                         f"{ISMCTS_MAX_PROCESSES} processes")
    return budget, count


def decision_budget(spec: str) -> float:
    """The seconds of thinking the agent ``spec`` gives a decision: its search's time budget
    (``hard`` 1.0, ``medium`` 0.25 at most, ``ismcts:<ms>`` its milliseconds), 0 for the
    rule-based and random agents. Raises ``ValueError`` for an unknown spec."""
    if spec in ("random", "easy", "heuristic"):
        return 0.0
    if spec == "medium":
        return MEDIUM_MS / 1000.0
    if spec == "hard":
        return HARD_MS / 1000.0
    if spec.startswith("ismcts:"):
        return _ismcts_spec(spec)[0]["time_ms"] / 1000.0
    raise ValueError(f"unknown agent {spec!r}")


def check_agent(spec: str, game: str) -> None:
    """Raise ``ValueError`` unless ``spec`` is an agent :func:`make_agent` builds for ``game``:
    one of :data:`AGENT_SPECS` (``"heuristic"`` only where the game has a rule-based player)
    or an ``"ismcts:<ms>"`` / ``"ismcts:<ms>x<p>"`` spec within the caps. Builds nothing."""
    if spec.startswith("ismcts:"):
        _ismcts_spec(spec)
    elif spec not in AGENT_SPECS:
        raise ValueError(f"unknown agent {spec!r}; choose one of {', '.join(AGENT_SPECS)} "
                         "or ismcts:<ms>")
    elif spec == "heuristic" and rule_based_agent(game) is None:
        raise ValueError(f"no heuristic player for {game!r}")


def make_agent(spec: str, game: str, seed: int, cores: int | None = None) -> Agent:
    """An agent for ``game`` from ``spec`` (one of :data:`AGENT_SPECS` or ``"ismcts:<ms>"``,
    ``"ismcts:<ms>x<p>"``), seeded with ``seed``. ``cores`` (default: every core this process
    may use) bounds the processes of a ``"hard"`` search.

    Raises ``ValueError`` for a spec :func:`check_agent` refuses, ``KeyError`` for an unknown
    game.
    """
    rule_based = rule_based_agent(game)
    check_agent(spec, game)
    rng = random.Random(seed)
    if spec == "random":
        return RandomAgent(rng)
    if spec == "heuristic":
        return rule_based(rng)
    if spec == "easy":
        return NoisyAgent((rule_based or RandomAgent)(rng), rng, EASY_NOISE, "easy")
    if spec == "medium":
        budget, processes = {"iterations": MEDIUM_ITERATIONS, "time_ms": MEDIUM_MS}, 1
    elif spec == "hard":
        budget = {"time_ms": HARD_MS}
        processes = min(HARD_PROCESSES, usable_cores() if cores is None else cores)
        cap = find_game(game).plugins.hard_iterations
        if cap is not None:
            budget["iterations"] = -(-cap // processes)
    else:
        budget, processes = _ismcts_spec(spec)
    if processes > 1:
        return RootParallel(budget, rng, processes, name=spec)
    return search_agent(game, rng, budget, spec)
