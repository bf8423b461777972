"""Each game's search: the parts a game declares for it (its rule-based player, its search's
cut-off, rollout policy, candidates and default move; :class:`~..rules.base.Plugins`) and the
one-process ISMCTS agent built from them (:func:`search_agent`), which the agents of
:mod:`tarot_table.ai` and the helpers of a root-parallel search (:mod:`.root_parallel`) make."""

from __future__ import annotations

import functools
import random
from typing import Any

from ..rules import find_game
from ..rules.base import load_plugin
from .ismcts import (ISMCTS, Candidates, Cutoff, DefaultMove, RolloutPolicy, play_to_the_end,
                     random_rollout)

#: The share of a tree search's iterations credited to the game's default move
#: (:func:`search_default_move`): Tarot Combat's search departs from its rule-based player's
#: move only when another was clearly better in the search. (A tree search of Arcanoid, with
#: the first of its candidates as the default, for comparison with its paired search:
#: ``benchmarks/arcanoid_strength.py --search tree``.)
DEFAULT_SHARE = 0.15
#: Arcanoid's paired search (``ISMCTS(paired=True)``): how much higher (reward units, a
#: round's battles about 0.1 each) another move's mean must be than the default's to be chosen.
DEFAULT_MARGIN = 0.01


@functools.cache
def _part(path: str | None) -> Any:
    return None if path is None else load_plugin(path)


def rule_based_agent(game: str) -> type | None:
    """The class of ``game``'s rule-based player, as the game declares it
    (:attr:`~tarot_table.rules.base.Plugins.agent`), or ``None``. Raises ``KeyError`` for an
    unknown game."""
    return _part(find_game(game).plugins.agent)


def search_cutoff(game: str) -> Cutoff:
    """Where ``game``'s ISMCTS rollouts stop and how they score (the game's declared cut-off;
    default: the end of the game). Tarok's stop at the end of the hand and are played by a fast
    playout (:mod:`.tarok_playout`); Tarocchi's at the end of the deal, played the same way
    (:mod:`.tarocchi_playout`); Arcanoid's at the end of the round or a few actions on
    (:mod:`.arcanoid_cutoff`); Tarot Combat's three turns on;
    Taruno's after a horizon (:mod:`.taruno_cutoff`)."""
    return _part(find_game(game).plugins.cutoff) or play_to_the_end


def rollout_policy(game: str) -> RolloutPolicy:
    """``game``'s ISMCTS rollout policy (declared; default: a random legal action)."""
    return _part(find_game(game).plugins.rollout) or random_rollout


def search_candidates(game: str) -> Candidates | None:
    """The actions ``game``'s ISMCTS tries at a node (declared; default ``None``: every legal
    action). Arcanoid's are its rule-based player's best few
    (:func:`.arcanoid_heuristic.arcanoid_candidates`)."""
    return _part(find_game(game).plugins.candidates)


def search_default_move(game: str) -> DefaultMove | None:
    """``game``'s default move for its ISMCTS (declared; default ``None``: the first of its
    candidates, if any). Tarot Combat's is its rule-based player's choice
    (:func:`.combat_search.combat_default_move`)."""
    return _part(find_game(game).plugins.default_move)


def searches_paired(game: str) -> bool:
    """Whether ``game``'s ISMCTS is the paired search (``ISMCTS(paired=True)``): a game that
    declares candidates (Arcanoid)."""
    return search_candidates(game) is not None


def search_agent(game: str, rng: random.Random, budget: dict[str, float], name: str) -> ISMCTS:
    """A one-process ISMCTS agent for ``game`` with ``budget`` (``iterations`` and/or
    ``time_ms``) and the game's rollout policy, cut-off, candidates and default move
    (:func:`rollout_policy`, :func:`search_cutoff`, :func:`search_candidates`,
    :func:`search_default_move`): a game with candidates (Arcanoid) is searched paired, with
    :data:`DEFAULT_MARGIN` for its default move (``ISMCTS(paired=True)``); a game with a
    default move (Tarot Combat) by the tree, :data:`DEFAULT_SHARE` of the iterations credited
    to its default move."""
    candidates = search_candidates(game)
    default_move = search_default_move(game)
    paired = searches_paired(game)
    return ISMCTS(find_game(game), rng, cutoff=search_cutoff(game),
                  rollout=rollout_policy(game), candidates=candidates,
                  paired=paired, default_margin=DEFAULT_MARGIN if paired else 0.0,
                  default_share=DEFAULT_SHARE if default_move is not None and not paired
                  else 0.0, default_move=default_move, name=name, **budget)
