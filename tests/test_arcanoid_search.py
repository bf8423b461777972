"""Arcanoid's search hooks: the rule-based player read straight from a state (the same choice
as from the seat's view), its rollout policy, the candidate actions the tree tries, and the
search built with them."""

from __future__ import annotations

import random

import pytest

from tarot_table.ai import (DEFAULT_MARGIN, DEFAULT_SHARE, make_agent, rollout_policy,
                            search_agent, search_candidates, search_cutoff)
from tarot_table.ai.arcanoid_heuristic import (ArcanoidHeuristic, ArcanoidRollout, StateView,
                                               arcanoid_candidates, arcanoid_rollout,
                                               heuristic_view, policy_actions)
from tarot_table.ai.ismcts import ISMCTS, RACE_WORLDS, _race, random_rollout
from tarot_table.rules import find_game
from tarot_table.rules.base import Action

ARCANOID = find_game("arcanoid")


def decisions(seed: int, players: int = 4, rounds: int = 2, variant: str = "dresden",
              gaza: bool = False):
    """Every decision of a seeded game of rule-based players: ``(state, view)`` before each
    move (the state is cloned)."""
    state = ARCANOID.new_state(players, seed, {"rounds": rounds, "variant": variant,
                                               "gaza": gaza}, quiet=True)
    agents = [make_agent("heuristic", "arcanoid", seed * 10 + s) for s in range(players)]
    while not state.is_terminal():
        seat = state.current_player()
        view = state.observation(seat)
        yield state.clone(), view
        state.apply(agents[seat].act(view))


def test_the_rule_based_player_chooses_the_same_from_the_state_as_from_its_view():
    """In every variant: a secret commitment's cards stay hidden from the search's rule-based
    player as from the seat's view (heuristic_view)."""
    count = 0
    for seed, players, variant, gaza in ((1, 4, "dresden", False), (2, 3, "malta", False),
                                         (3, 6, "worms", False), (4, 4, "koblenz", False),
                                         (5, 3, "mainz", True)):
        for state, view in decisions(seed, players, variant=variant, gaza=gaza):
            by_view = ArcanoidHeuristic(random.Random(seed)).act(view)
            by_state = ArcanoidHeuristic(random.Random(seed)).act(heuristic_view(state))
            assert by_state == by_view, (seed, str(by_view), str(by_state))
            count += 1
    assert count > 500


def test_the_state_view_shows_what_the_seat_sees():
    for state, view in decisions(4):
        mine = StateView(state)
        seen = {c for cards in view.zones.values() for c in cards if c is not None}
        assert mine.zones.seen_keys() == {c._key for c in seen}
        assert mine.legal == policy_actions(state) and mine.acting == view.acting


def test_the_rule_based_player_chooses_the_same_among_the_pruned_actions():
    """policy_actions leaves out only numeric sets of which a larger is kept (the same target,
    the same transmuted card) and the Chariot's moves while another is legal; the rule-based
    player's choice among them is its choice among every legal action, in every variant."""
    pruned_some = chariot_dropped = count = 0
    for seed, players, variant in ((11, 4, "dresden"), (12, 3, "nassau"), (13, 5, "koblenz"),
                                   (14, 4, "malta"), (15, 6, "worms")):
        for state, view in decisions(seed, players, variant=variant):
            legal = state.legal_actions()
            kept = policy_actions(state)
            assert kept == [a for a in legal if a in set(kept)]      # the same order
            for gone in set(legal) - set(kept):
                if gone.kind in ("chariot", "reserve", "unload"):
                    chariot_dropped += 1
                    continue
                assert gone.kind in ("commit", "secret") and all(not c.is_court
                                                                  for c in gone.cards)
                assert any(k.kind == gone.kind and k.target == gone.target and
                           set(gone.cards) < set(k.cards) for k in kept), str(gone)
            pruned_some += len(kept) < len(legal)
            full, pruned = StateView(state), StateView(state)
            full.legal = legal
            assert ArcanoidHeuristic(random.Random(seed)).act(pruned) == \
                ArcanoidHeuristic(random.Random(seed)).act(full)
            count += 1
    assert count > 500 and pruned_some > 100 and chariot_dropped > 0


def test_rollouts_without_noise_play_the_rule_based_move():
    policy = ArcanoidRollout(epsilon=0.0)
    for state, view in decisions(5, rounds=1):
        rng = random.Random(9)
        expected = view.legal[0] if len(view.legal) == 1 else \
            ArcanoidHeuristic(random.Random(9)).act(view)
        assert policy(state, rng) == expected


def test_noisy_rollouts_play_legal_moves_to_the_end_of_a_game():
    state = ARCANOID.new_state(5, 6, {"rounds": 2}, quiet=True)
    rng = random.Random(6)
    while not state.is_terminal():
        action = arcanoid_rollout(state, rng)
        assert action in state.legal_actions()
        state.apply(action)


def test_candidates_are_few_legal_moves_the_rule_based_choice_first():
    widest = 0
    for state, view in decisions(7):
        legal = list(view.legal)
        tried = arcanoid_candidates(state, legal)
        assert tried and set(tried) <= set(legal) and len(set(tried)) == len(tried)
        assert tried[0] == ArcanoidHeuristic(random.Random(0)).act(view)
        if len(legal) <= 6:
            assert set(tried) == set(legal)
        else:
            assert all(a in tried for a in legal if a.kind == "abdicate")
            assert sum(a.kind == "commit" for a in tried) <= 5
        widest = max(widest, len(legal))
    assert widest > 30                       # the game had a large action set to narrow


def test_arcanoid_declares_its_rollout_and_candidates():
    assert rollout_policy("arcanoid") is arcanoid_rollout
    assert search_candidates("arcanoid") is arcanoid_candidates
    assert search_candidates("tarok") is None
    agent = search_agent("arcanoid", random.Random(1), {"iterations": 10}, "x")
    assert agent.candidates is arcanoid_candidates and agent.rollout is arcanoid_rollout


def test_the_search_chooses_among_the_candidates_only():
    for state, view in decisions(8, rounds=1):
        if len(view.legal) > 20 and view.player == state.current_player():
            break
    agent = search_agent("arcanoid", random.Random(3), {"iterations": 60}, "x")
    root = agent.search(view)
    tried = set(arcanoid_candidates(state, list(view.legal)))
    assert set(root.children) <= tried < set(view.legal)
    chosen = [search_agent("arcanoid", random.Random(3), {"iterations": 60}, "x").act(view)
              for _ in range(2)]
    assert chosen[0] in tried and chosen[0] == chosen[1]


def test_a_candidates_hook_narrows_every_node_of_the_tree():
    state = ARCANOID.new_state(3, 9, {"rounds": 1}, quiet=True)
    view = state.observation(state.current_player())
    no_commits = lambda world, legal: [a for a in legal if a.kind != "commit"]  # noqa: E731
    agent = ISMCTS(ARCANOID, random.Random(2), iterations=80, rollout=random_rollout,
                   candidates=no_commits)
    root = agent.search(view)
    assert set(root.children) == {a for a in view.legal if a.kind != "commit"}
    stack, tree = [root], 0
    while stack:
        node = stack.pop()
        assert node is root or node.action.kind != "commit"
        stack.extend(node.children.values())
        tree += 1
    assert tree > len(root.children) + 1            # the tree grew below the root


def _wide_decision():
    """A decision of seat to act with more than 20 legal actions: ``(state, view)``."""
    for state, view in decisions(8, rounds=1):
        if len(view.legal) > 20 and view.player == state.current_player():
            return state, view
    raise AssertionError("no wide decision")


def _tree_search(share: float) -> ISMCTS:
    return ISMCTS(ARCANOID, random.Random(3), iterations=60, cutoff=search_cutoff("arcanoid"),
                  rollout=arcanoid_rollout, candidates=arcanoid_candidates, default_share=share)


def test_the_default_move_is_credited_a_share_of_the_iterations():
    state, view = _wide_decision()
    default = arcanoid_candidates(state, list(view.legal))[0]
    before, after = _tree_search(0.0).search(view).children, \
        _tree_search(DEFAULT_SHARE).search(view).children
    assert after[default].visits == before[default].visits + round(DEFAULT_SHARE * 60)
    assert after[default].mean() == pytest.approx(before[default].mean())
    assert all(after[a].visits == before[a].visits for a in before if a != default)


def test_arcanoid_searches_paired_with_a_margin_for_the_default():
    agent = search_agent("arcanoid", random.Random(1), {"iterations": 10}, "x")
    assert agent.paired and agent.default_margin == DEFAULT_MARGIN > 0
    assert not search_agent("tarok", random.Random(1), {"iterations": 10}, "x").paired


def test_the_paired_search_plays_whole_worlds_after_every_candidate():
    state, view = _wide_decision()
    tried = arcanoid_candidates(state, list(view.legal))
    agent = search_agent("arcanoid", random.Random(3), {"iterations": 5 * len(tried) + 3}, "x")
    root = agent.search(view)
    assert list(root.children) == tried                  # the default first
    assert {c.visits for c in root.children.values()} == {5}
    assert agent.last_iterations == 5 * len(tried)
    assert all(c.available == 5 and c.player == view.player for c in root.children.values())
    small = search_agent("arcanoid", random.Random(3), {"iterations": 1}, "x")
    small.search(view)
    assert small.last_iterations == len(tried)           # at least one world


def test_the_paired_search_gives_every_candidate_the_same_worlds_and_numbers():
    state, view = _wide_decision()
    k = len(arcanoid_candidates(state, list(view.legal)))
    seen = []

    def cutoff(world):
        seen.append(("world", tuple(tuple(h) for h in world.hands), tuple(world.deck)))
        return search_cutoff("arcanoid")(world)

    def rollout(world, rng):
        seen.append(("rng", rng.getstate()))
        return arcanoid_rollout(world, rng)

    agent = ISMCTS(ARCANOID, random.Random(5), iterations=30, cutoff=cutoff, rollout=rollout,
                   candidates=arcanoid_candidates, paired=True)
    agent.search(view)
    starts = [i for i, item in enumerate(seen) if item[0] == "world"]
    assert len(starts) % k == 0 and len(starts) >= 2 * k
    for w in range(0, len(starts), k):
        worlds = {seen[i] for i in starts[w:w + k]}
        firsts = {seen[i + 1] for i in starts[w:w + k] if seen[i + 1][0] == "rng"}
        assert len(worlds) == 1 and len(firsts) == 1
    assert seen[starts[0]] != seen[starts[k]]            # a new world each time


def test_the_default_margin_raises_only_the_defaults_mean():
    state, view = _wide_decision()
    default = arcanoid_candidates(state, list(view.legal))[0]
    plain = search_agent("arcanoid", random.Random(3), {"iterations": 60}, "x")
    plain.default_margin = 0.0
    before = plain.search(view).children
    after = search_agent("arcanoid", random.Random(3), {"iterations": 60}, "x").search(
        view).children
    assert after[default].mean() == pytest.approx(before[default].mean() + DEFAULT_MARGIN)
    assert all(after[a].reward == before[a].reward for a in before if a != default)


def test_the_race_keeps_the_default_and_the_candidates_near_the_best():
    d, a, b, c = (Action("discard", (), str(i)) for i in range(4))
    stats = {d: [10, 0.0, 0.0],
             a: [10, -5.0, 2.5 + 0.1],          # mean -0.5, clearly below the default
             b: [10, 1.0, 0.1 + 0.9],           # mean 0.1, the best
             c: [10, 0.5, 0.025 + 0.225]}       # mean 0.05, within 2 errors of the best
    assert _race([d, a, b, c], stats) == [d, b, c]
    assert _race([d, a], stats) == [d]
    assert _race([d, c], {d: [9, 0.0, 0.0], c: [9, -0.9, 0.09]}) == [d]   # exactly -0.1
    same = {d: [10, 0.0, 0.0], a: [10, 0.0, 0.0]}     # a has done exactly as the default
    assert _race([d, a], same) == [d, a]
    assert _race([d, a], same, margin=0.01) == [d]   # it cannot beat the default by the margin
    assert _race([d, b, c], stats, margin=0.2) == [d, b]   # b within 2 errors of 0.2, c not
    assert _race([d, c], stats, margin=0.2) == [d]


def test_the_paired_search_stops_when_the_default_is_alone_in_the_race():
    stopped = 0
    for state, view in decisions(4, rounds=1):
        if len(view.legal) < 2 or view.player != state.current_player():
            continue
        agent = search_agent("arcanoid", random.Random(3), {"iterations": 3000}, "x")
        root = agent.search(view)
        visits = [c.visits for c in root.children.values()]
        if agent.last_iterations < 3000 - len(visits):
            stopped += 1
            assert visits[0] >= max(visits[1:], default=0) >= RACE_WORLDS   # the others left
            assert agent.last_iterations == sum(visits)
            best = max(root.children.values(), key=lambda n: (n.visits, n.mean()))
            assert best is next(iter(root.children.values()))               # the default
        if stopped == 3:
            break
    assert stopped == 3


def test_the_paired_search_races_out_candidates_and_keeps_whole_worlds():
    state, view = _wide_decision()
    tried = arcanoid_candidates(state, list(view.legal))
    agent = search_agent("arcanoid", random.Random(3), {"iterations": 400}, "x")
    root = agent.search(view)
    visits = [c.visits for c in root.children.values()]
    assert visits[0] == max(visits) > RACE_WORLDS               # the default stays in
    assert min(visits) >= RACE_WORLDS and min(visits) < max(visits)  # some left the race
    assert sum(visits) == agent.last_iterations <= 400 + len(tried)
    best = max(root.children.values(), key=lambda n: (n.visits, n.mean()))
    again = search_agent("arcanoid", random.Random(3), {"iterations": 400}, "x")
    assert again.act(view) == best.action
