"""Decision hashes: what a rule-based player chooses, and what a game's world sampler deals, at
every decision of seeded noisy games, hashed — so that a change of the code that keeps the
behaviour keeps the hash (one that changes it on purpose pins anew).

A game's seed fixes its player count and options (:func:`tests.fingerprint.setup`); the
rule-based player's own choice is played but for a uniformly random legal move a fifth of the
time, so that the games reach positions a player alone would not.
"""

from __future__ import annotations

import hashlib
import random

from tarot_table.rules import find_game
from tests.fingerprint import setup


def noisy_games(name: str, agent, games: int):
    """Yield ``(state, choice)`` at every decision of ``games`` seeded games of ``name``:
    ``choice`` is ``agent(random.Random(i)).act(view)`` at the ``i``-th decision, played
    unless the game's noise plays a random legal move instead."""
    game = find_game(name)
    decisions = 0
    for seed in range(games):
        players, options = setup(name, seed)
        state = game.new_state(players, seed, options, quiet=True)
        rng = random.Random(seed)
        while state.current_player() is not None:
            view = state.observation(state.current_player())
            choice = agent(random.Random(decisions)).act(view)
            yield state, choice
            decisions += 1
            state.apply(rng.choice(view.legal) if rng.random() < 0.2 else choice)


def choices_digest(name: str, agent, games: int) -> tuple[int, str]:
    """The number of decisions of :func:`noisy_games` and the hash (16 hex digits) of the
    choices made at them."""
    digest, decisions = hashlib.sha256(), 0
    for _, choice in noisy_games(name, agent, games):
        digest.update(f"{choice}\n".encode())
        decisions += 1
    return decisions, digest.hexdigest()[:16]


def worlds_digest(name: str, agent, games: int, every: int) -> tuple[int, str]:
    """The number of worlds dealt and the hash (16 hex digits) of their zones: at every
    ``every``-th decision of :func:`noisy_games`, two worlds of the acting seat's view from one
    :meth:`~tarot_table.rules.base.Game.world_sampler`, seeded by the decision's number."""
    game = find_game(name)
    digest, worlds = hashlib.sha256(), 0
    for i, (state, _) in enumerate(noisy_games(name, agent, games)):
        if i % every:
            continue
        sampler = game.world_sampler(state.observation(state.current_player()))
        drawing = random.Random(i)
        for _ in range(2):
            zones = sampler(drawing).zones()
            digest.update("|".join(f"{z}:{' '.join(map(str, zones[z]))}"
                                   for z in sorted(zones)).encode() + b"\n")
            worlds += 1
    return worlds, digest.hexdigest()[:16]
