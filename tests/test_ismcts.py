"""SO-ISMCTS: reproducible, legal, finds an obvious move, keeps availability counts, sees only
the view; the difficulty levels built by ``make_agent``."""

from __future__ import annotations

import functools
import math
import random

import pytest

from tarot_table.ai import AGENT_SPECS, check_agent, make_agent
from tarot_table.ai.ismcts import (ISMCTS, HeuristicRollout, Node, deal_end_cutoff,
                                   hand_end_cutoff, outcome_rewards)
from tarot_table.ai.tarok_heuristic import TarokHeuristic
from tarot_table.cards import parse_card
from tarot_table.rules import find_game
from tarot_table.sim import simulate
from tests.test_tarok import table

TAROK = find_game("tarok")


def searcher(seed: int = 1, iterations: int = 300, **kwargs) -> ISMCTS:
    return ISMCTS(TAROK, random.Random(seed), iterations=iterations,
                  cutoff=functools.partial(hand_end_cutoff, horizon=24), **kwargs)


def mid_game(seed: int, moves: int, n: int = 4):
    """A Tarok state after ``moves`` seeded random moves."""
    state = TAROK.new_state(n, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def visits(root: Node) -> dict[str, int]:
    return {str(a): child.visits for a, child in root.children.items()}


def nodes(root: Node):
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node.children.values())


def test_a_seed_and_an_iteration_budget_give_the_same_search():
    view = (state := mid_game(3, 9)).observation(state.current_player())
    first, second = searcher(seed=5), searcher(seed=5)
    assert first.act(view) == second.act(view)
    assert visits(first.search(view)) == visits(second.search(view))
    assert first.last_iterations == 300


def test_it_always_chooses_a_legal_action():
    for seed in range(6):
        state = mid_game(seed, 7 * seed, n=2 + seed % 3)
        seat = state.current_player()
        action = searcher(seed, iterations=40).act(state.observation(seat))
        assert action in state.legal_actions()


def test_heuristic_rollouts_play_legal_games():
    state = mid_game(7, 30, n=3)
    rng = random.Random(3)
    search = searcher(iterations=30, rollout=HeuristicRollout(TarokHeuristic(rng), epsilon=0.2))
    assert search.act(state.observation(state.current_player())) in state.legal_actions()


def test_last_to_play_it_takes_a_rich_trick_with_its_king():
    state = table(["4C 5C", "6C 7C", "8C 9C", "KS 3S 4S 5S 6S"], draw="AW AC", leader=0,
                  trick=[(0, "QS"), (1, "NS"), (2, "2C")])
    action = searcher(seed=2, iterations=300).act(state.observation(3))
    assert action.cards == (parse_card("KS"),), "the King wins 62 points; a pip gives 40 away"


def test_availability_counts_are_kept():
    view = (state := mid_game(4, 10)).observation(state.current_player())
    search = searcher(seed=3, iterations=400)
    root = search.search(view)
    assert set(root.children) == set(view.legal)
    assert sum(c.visits for c in root.children.values()) == 400
    assert all(c.available == 400 for c in root.children.values()), "own cards are always legal"
    partly_available = False
    for node in nodes(root):
        if node is root or not node.children:
            continue
        assert sum(c.visits for c in node.children.values()) <= node.visits - 1
        for child in node.children.values():
            assert child.visits <= child.available <= node.visits - 1
            partly_available |= child.available < node.visits - 1
    assert partly_available, "an opponent's card is legal in some determinizations only"


def test_exploration_grows_with_availability_not_with_the_parents_visits():
    often, rarely = Node(None, 0), Node(None, 0)
    for node, available in ((often, 1000), (rarely, 12)):
        node.visits, node.available, node.reward = 10, available, 5.0
    assert often.ucb(0.7) > rarely.ucb(0.7) > 0.5
    assert rarely.ucb(0.7) == pytest.approx(0.5 + 0.7 * math.sqrt(math.log(12) / 10))


def test_the_search_sees_only_the_view():
    state = mid_game(6, 4)  # after one trick and its draws: four hands of 15
    seat = state.current_player()
    other = state.clone()
    a, b = [s for s in range(4) if s != seat][:2]
    other.hands[a], other.hands[b] = other.hands[b], other.hands[a]
    assert other.zones() != state.zones()
    assert other.observation(seat) == state.observation(seat)
    one, two = searcher(seed=9, iterations=200), searcher(seed=9, iterations=200)
    assert visits(one.search(state.observation(seat))) == visits(two.search(other.observation(seat)))


def test_rewards_come_from_the_outcome_and_the_cutoff():
    state = table(["KS", "2S", "3S", "4S"], leader=0, single_hand=True)
    evaluate = hand_end_cutoff(state)
    assert evaluate(state) is None
    for card in ("KS", "2S", "3S", "4S"):
        state.apply(TAROK.parse_action(f"play {card}"))
    assert state.is_terminal() and outcome_rewards(state) == (1.0, 0.0, 0.0, 0.0)
    assert evaluate(state) == (1.0, 0.0, 0.0, 0.0)


def test_the_horizon_scores_the_points_taken_and_the_lead():
    state = table(["KS QS", "2S 3C", "3S 4C", "4S 5C"], draw="AW AC AS AP", leader=0)
    evaluate = hand_end_cutoff(state, horizon=4)
    for card in ("KS", "2S", "3S", "4S"):
        assert evaluate(state) is None
        state.apply(TAROK.parse_action(f"play {card}"))
    lead = 25 + 2 + 3 + 4
    assert evaluate(state) == pytest.approx((0.5 + 0.5 / (1 + math.exp(-lead / 150)),)
                                            + (0.5 / (1 + math.exp(lead / 150)),) * 3)


def test_the_deal_end_cutoff_stops_at_the_next_deal_and_scores_the_payments():
    tarocchi = find_game("tarocchi")
    state = tarocchi.new_state(5, 3, quiet=True)
    state.scores = [10, 0, 0, 0, -10]
    evaluate = deal_end_cutoff(state)
    rng = random.Random(3)
    steps = 0
    while (rewards := evaluate(state)) is None:
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    assert state.deal_no == 2 and not state.is_terminal() and steps > 60
    delta = [state.scores[s] - [10, 0, 0, 0, -10][s] for s in range(5)]
    assert sum(delta) == 0 and any(delta)

    def logistic(x: float) -> float:
        return 1 / (1 + math.exp(-x))
    lead = [state.scores[s] - max(state.scores[o] for o in range(5) if o != s) for s in range(5)]
    assert rewards == pytest.approx(tuple(0.5 * logistic(delta[s] / 12) + 0.5 * logistic(lead[s] / 25)
                                          for s in range(5)))
    best = max(range(5), key=lambda s: delta[s])
    assert rewards[best] == max(rewards)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    winners = state.outcome().winners
    final = deal_end_cutoff(state)(state)
    assert all(0.0 <= r <= 1.0 for r in final)
    assert all(final[w] >= 0.5 / len(winners) for w in winners)


def test_it_decides_when_shown_voids_force_the_unseen_cards():
    position = table(["4C 8C PC 4P 5P 7P NP QP", "9S PS PW NW 7C 3P 10P PP M8 M17",
                      "5S 6S 7W 8W 10W 9C 10C NC QC 8P", "M5 M9 M10 M11 M12 M13 M15 M16"],
                     leader=1, voids=[{"M": 0}, {}, {"M": 0}, {"S": 0, "W": 3}]).to_position()
    position["won"][0], position["aside"] = position["aside"], ""
    state = find_game("tarok").from_position(position)
    assert searcher(iterations=50).act(state.observation(1)) in state.legal_actions()


def test_levels_are_offered_and_built():
    assert AGENT_SPECS == ("random", "easy", "heuristic", "medium", "hard")
    state = mid_game(2, 3)
    view = state.observation(state.current_player())
    for spec in ("easy", "medium", "ismcts:30"):
        agent = make_agent(spec, "tarok", 4)
        assert agent.name == spec
        assert agent.act(view) in state.legal_actions()
    assert make_agent("hard", "tarok", 1, cores=1).time_ms == 1000
    for bad in ("ismcts:fast", "ismcts:0", "ismcts:500x0", "ismcts:500xtwo", "expert"):
        with pytest.raises(ValueError):
            make_agent(bad, "tarok", 1)


def test_agent_specs_are_checked_without_building_and_capped():
    for spec in (*AGENT_SPECS, "ismcts:30", "ismcts:10000", "ismcts:1000x8", "ismcts:2.5x2"):
        check_agent(spec, "tarok")
    refused = ("ismcts:1e12", "ismcts:10001", "ismcts:2000x24", "ismcts:1000x9", "ismcts:inf",
               "ismcts:nan", "ismcts:-5", "godlike", "/bin/sh", "", "Hard")
    for spec in refused:
        with pytest.raises(ValueError):
            check_agent(spec, "tarok")
        with pytest.raises(ValueError):
            make_agent(spec, "tarok", 1)
    with pytest.raises(ValueError, match="1 to 10000 ms over 1 to 8 processes"):
        check_agent("ismcts:2000x24", "tarok")


@pytest.mark.slow
def test_medium_beats_three_random_players():
    report = simulate("tarok", ["medium", "random", "random", "random"], 60, 1,
                      {"single_hand": True})
    assert report["seats"][0]["ci95"][0] > 0.25


@pytest.mark.parametrize("name,n", [("taruno", 2), ("tarocchi", 5), ("arcanoid", 4)])
def test_the_written_out_random_rollout_grows_the_tree_random_rollout_grows(name, n):
    """ISMCTS steps random_rollout inline (no call per step); the tree must be the one grown
    by calling it, for the same seed (a wrapper takes the calling path)."""
    from tarot_table.ai import search_cutoff
    from tarot_table.ai.ismcts import random_rollout

    game = find_game(name)
    state = game.new_state(n, 3)
    rng = random.Random(3)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    view = state.observation(state.current_player())
    roots = []
    for rollout in (random_rollout, lambda s, r: random_rollout(s, r)):
        search = ISMCTS(game, random.Random(9), iterations=60, cutoff=search_cutoff(name),
                        rollout=rollout)
        roots.append(search.search(view))
    assert visits(roots[0]) == visits(roots[1])
    assert [n.reward for n in nodes(roots[0])] == [n.reward for n in nodes(roots[1])]
    assert sum(visits(roots[0]).values()) == 60
