"""Tarot Combat's search hooks: the rule-based player read through the state (rollouts) chooses
exactly as through the seat's view, it is the search's default move, and the search keeps it
unless another move was clearly better."""

from __future__ import annotations

import random

import pytest

from tarot_table.ai import HARD_MS, make_agent, rollout_policy, search_agent, search_default_move
from tarot_table.ai.combat_heuristic import CombatHeuristic
from tarot_table.ai.combat_search import StateView, combat_default_move, combat_rollout
from tarot_table.ai.ismcts import HeuristicRollout
from tarot_table.rules.combat import COMBAT


def _decisions(players: int, options: dict, seed: int, limit: int = 1500):
    """The states of a seeded game of noisy rule-based players where the seat to act has a
    choice (at most ``limit`` steps)."""
    state = COMBAT.new_state(players, seed, options, quiet=True)
    rng = random.Random(seed)
    player = CombatHeuristic(random.Random(seed))
    for _ in range(limit):
        if state.is_terminal():
            return
        legal = state.legal_actions()
        if len(legal) > 1:
            yield state
        view = state.observation(state.current_player())
        state.apply(player.act(view) if rng.random() > 0.2 else rng.choice(legal))


@pytest.mark.parametrize("players, options", [
    (2, {}), (3, {"jokers": True}), (4, {"teams": "alliance"}), (4, {"teams": "as one"}),
    (6, {"teams": "alliance", "team_size": 3})])
def test_the_rule_based_player_reads_the_state_as_it_reads_the_view(players, options):
    compared = 0
    for seed in range(3):
        for state in _decisions(players, options, seed):
            view = state.observation(state.current_player())
            through_view = CombatHeuristic(random.Random(5)).act(view)
            assert CombatHeuristic(random.Random(5)).act(StateView(state)) == through_view
            assert combat_default_move(state) == CombatHeuristic(random.Random(0)).act(view)
            compared += 1
    assert compared > 100


def test_the_state_view_gives_hand_sizes_and_the_discard_pile_but_no_other_zone():
    state = next(_decisions(2, {}, 1))
    view = StateView(state)
    other = 1 - view.player
    assert len(view.zones[f"hand:{other}"]) == len(state.hands[other])
    assert view.zones[view.discard_zone(view.player)] == state.discard
    with pytest.raises(KeyError):
        view.zones["draw"]


def test_the_rollout_plays_the_rule_based_player_or_at_random_with_epsilon():
    state = next(s for s in _decisions(2, {}, 2) if len(s.legal_actions()) > 2)
    expected = CombatHeuristic(random.Random(0)).act(state.observation(state.current_player()))
    assert combat_rollout(state, random.Random(1)) == expected
    legal = state.legal_actions()
    noisy = HeuristicRollout(CombatHeuristic(random.Random(0)), 1.0, view=StateView)
    picks = {noisy(state, random.Random(seed)) for seed in range(60)}
    assert picks <= set(legal) and len(picks) > 1


def test_the_rollout_steps_as_the_rule_based_player_through_a_view_and_skips_forced_moves():
    """:class:`CombatRollout` answers as the generic rollout of the rule-based player read
    through a :class:`StateView` at every step of noisy games, forced moves included, drawing
    the same random numbers."""
    generic = HeuristicRollout(CombatHeuristic(random.Random(0)), 0.1, view=StateView)
    forced = compared = 0
    for seed, players, options in ((7, 2, {}), (8, 2, {}), (9, 3, {"jokers": True}),
                                   (7, 4, {"teams": "alliance", "jokers": True})):
        state = COMBAT.new_state(players, seed, options, quiet=True)
        noise = random.Random(seed)
        for _ in range(1200):
            if state.is_terminal():
                break
            forced += len(state.legal_actions()) == 1
            ours, theirs = random.Random(compared), random.Random(compared)
            action = combat_rollout(state, ours)
            assert action == generic(state, theirs)
            assert ours.getstate() == theirs.getstate()
            compared += 1
            state.apply(action if noise.random() > 0.2 else noise.choice(state.legal_actions()))
    assert compared > 1000 and forced > 100


def test_combat_declares_its_rollout_and_default_move():
    assert rollout_policy("combat") is combat_rollout
    assert search_default_move("combat") is combat_default_move
    agent = search_agent("combat", random.Random(0), {"iterations": 10}, "test")
    assert agent.default_move is combat_default_move and agent.default_share > 0


def test_the_search_credits_the_default_move_after_searching():
    state = next(s for s in _decisions(2, {}, 3) if len(s.legal_actions()) > 2)
    view = state.observation(state.current_player())
    agent = search_agent("combat", random.Random(4), {"iterations": 60}, "test")
    root = agent.search(view)
    default = root.children[combat_default_move(COMBAT.sample_world(view, random.Random(0)))]
    others = sum(c.visits for c in root.children.values() if c is not default)
    assert default.visits + others == 60 + round(agent.default_share * 60)


def test_hard_stops_at_its_iterations_shared_among_its_processes():
    one = make_agent("hard", "combat", 1, cores=1)
    assert COMBAT.plugins.hard_iterations == 300
    assert (one.iterations, one.time_ms) == (300, HARD_MS)
    two = make_agent("hard", "combat", 1, cores=8)
    assert two.budget == {"time_ms": HARD_MS, "iterations": 150}
    assert make_agent("hard", "tarok", 1, cores=1).iterations is None
