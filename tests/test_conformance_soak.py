"""The conformance invariants over 10^6 random legal actions per game (slow mark).

Seeded random games are played one after another, cycling through every allowed player count,
each with options drawn at random from every option's choices (full-length games included),
until a million actions have gone through ``state.play``. Checking everything at every step
would take hours, so the invariants run on a fixed schedule counted in actions (never in time):

* every action: all 78 cards accounted for and a legal action in every live state; the legal
  actions list their cards in canonical order; the chosen action's text parses back to it; a
  quiet twin fed the same actions reaches the same zones, seat to act and legal actions; no
  card in a view that its seat was not shown by an event, and every view agrees with the truth;
* every ``CLONE_EVERY`` actions: a clone equals the state, views included; every legal
  action's text round-trips; ``FUZZ_PROBES`` mutated actions go through ``play``, which must
  accept exactly the legal ones and refuse the rest with a reason, changing nothing;
* every ``SAMPLE_EVERY`` actions: a world sampled from the acting seat's view agrees with it;
* every ``REPLAY_EVERY`` actions, and at the end of every ``REPLAY_GAMES``-th game: the JSON
  record replays to an equal state;
* at every game's end: an outcome with winners and one score per seat, no legal action, the
  quiet twin's outcome equal, a clone equal, ``play`` refused.

``tests/test_conformance.py`` holds the checks; this module only schedules them.
"""

from __future__ import annotations

import random

import pytest

from tarot_table.rules.base import IllegalActionError
from tests.test_conformance import (ALL_GAMES, Vocabulary, check_cards_accounted, check_copies,
                                    check_sampled_world, check_views, fuzz_play)

ACTIONS = 10**6
CLONE_EVERY = 10
FUZZ_PROBES = 3
SAMPLE_EVERY = 100
REPLAY_EVERY = 2500
REPLAY_GAMES = 10


def soak_options(game, n: int, rng: random.Random) -> dict:
    """Each option drawn from its choices (the full-length games included), drawn again while
    the game refuses them for ``n`` players (Tarot Combat's teams)."""
    while True:
        options = {o.name: rng.choice(o.choices) for o in game.spec.options if o.choices}
        try:
            game.check_setup(n, options)
        except ValueError:
            continue
        return options


def check_end(game, state, quiet, replay: bool) -> None:
    outcome = state.outcome()
    assert outcome is not None and outcome.winners
    assert len(outcome.scores) == state.num_players
    assert state.legal_actions() == []
    assert quiet.is_terminal() and quiet.outcome() == outcome
    check_copies(game, state, replay)
    with pytest.raises(IllegalActionError):
        state.play(state.history[-1])


def soak(name: str, actions: int, seed: int = 0) -> dict[str, int]:
    """Play ``actions`` random legal actions of game ``name`` with the invariants above;
    returns the counts of games, actions, accepted and refused fuzz probes."""
    game = ALL_GAMES[name]
    counts = range(game.spec.min_players, game.spec.max_players + 1)
    rng = random.Random(seed)
    totals = {"games": 0, "actions": 0, "accepted": 0, "refused": 0}
    while totals["actions"] < actions:
        n = counts[totals["games"] % len(counts)]
        game_seed = seed * 1_000_003 + totals["games"]
        options = soak_options(game, n, rng)
        state = game.new_state(n, game_seed, options)
        quiet = game.new_state(n, game_seed, options, quiet=True)
        vocab = Vocabulary(n)
        seen = [set() for _ in range(n)]
        truth, legal = state.zones(), state.legal_actions()
        check_cards_accounted(state, (), truth, legal)
        check_views(state, list(getattr(state, "opening_events", ())), seen, truth)
        while not state.is_terminal() and totals["actions"] < actions:
            step = totals["actions"]
            where = f"{name} n={n} seed={game_seed} options={options} action={len(state.history)}"
            assert all(a.canonical() is a for a in legal), where
            if step % CLONE_EVERY == 0:
                check_copies(game, state, replay=False)
                for action in legal:
                    assert game.parse_action(str(action)) == action, where
                accepted, refused = fuzz_play(game, state, rng, vocab, FUZZ_PROBES, where)
                totals["accepted"] += accepted
                totals["refused"] += refused
            if step % SAMPLE_EVERY == 0:
                check_sampled_world(game, state, rng)
            if step % REPLAY_EVERY == 0:
                check_copies(game, state)
            action = rng.choice(legal)
            assert game.parse_action(str(action)) == action, where
            events = state.play(action)
            quiet.play(action)
            totals["actions"] += 1
            truth, legal = state.zones(), state.legal_actions()
            check_cards_accounted(state, events, truth, legal)
            check_views(state, events, seen, truth)
            assert quiet.zones() == truth, where
            assert quiet.current_player() == state.current_player(), where
            assert quiet.legal_actions() == legal, where
        if state.is_terminal():
            check_end(game, state, quiet, replay=totals["games"] % REPLAY_GAMES == 0)
        totals["games"] += 1
    return totals


@pytest.mark.parametrize("name", sorted(ALL_GAMES))
def test_a_short_soak_keeps_every_invariant(name):
    """The soak's schedule on 600 actions per game, so that it keeps working. Both kinds of fuzz
    probe occur, and a good share is refused (Tarot Combat's mutated actions are legal about
    half the time — another soldier, seat or order is often legal too — so "more refused than
    accepted" held for it only by chance: seeds 2, 4 and 5 gave 100/80, 94/86, 95/85)."""
    totals = soak(name, 600, seed=1)
    assert totals["actions"] == 600 and totals["games"] >= 1
    assert totals["accepted"] > 0
    assert totals["refused"] >= 0.4 * (totals["refused"] + totals["accepted"])


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(ALL_GAMES))
def test_a_million_random_legal_actions_keep_every_invariant(name):
    totals = soak(name, ACTIONS)
    print(name, totals)
    assert totals["actions"] == ACTIONS
    assert totals["games"] > 100
    assert totals["refused"] > totals["accepted"] > 0
