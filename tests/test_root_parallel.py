"""Root-parallel ISMCTS: the trees' root visits are summed, helpers search the same view with
their own seeds, the hard level uses the cores it is given, a dead helper loses no decision,
and ``sim --jobs`` plays the same games as one job."""

from __future__ import annotations

import os
import random
import signal

import pytest

from tarot_table.ai import HARD_PROCESSES, make_agent, root_parallel
from tarot_table.ai.arcanoid_heuristic import arcanoid_candidates
from tarot_table.ai.ismcts import ISMCTS
from tarot_table.ai.root_parallel import RootParallel, merged_choice, root_summary
from tarot_table.rules import find_game
from tarot_table.sim import simulate
from tests.test_ismcts import mid_game


def test_merged_choice_sums_the_visits_of_every_tree_and_breaks_ties_by_mean_reward():
    view = mid_game(5, 6).observation(mid_game(5, 6).current_player())
    a, b, c = (str(action) for action in view.legal[:3])
    # a leads the first tree, b the second; summed, b has the most visits.
    assert merged_choice(view, [(30, {a: (20, 10.0), b: (10, 6.0)}),
                                (30, {a: (5, 1.0), b: (25, 20.0)})]) == view.legal[1]
    # a and c tie on visits: c's mean reward is higher.
    assert merged_choice(view, [(20, {a: (10, 4.0), c: (10, 7.0)})]) == view.legal[2]
    with pytest.raises(ValueError):
        merged_choice(view, [(0, {})])


def test_paired_summaries_pool_the_differences_of_the_moves_each_search_kept():
    view = mid_game(5, 6).observation(mid_game(5, 6).current_player())
    d, a, b = (str(action) for action in view.legal[:3])
    # d is the default (0.01 a world); a left the first race at 8 worlds, kept the second's;
    # b was kept by the first only. Adding visits would choose d, kept by both.
    first = (60, {d: (30, 0.3), a: (8, -0.8), b: (30, 0.6)})
    second = (90, {d: (40, 0.4), a: (40, 2.4), b: (10, -0.1)})
    assert merged_choice(view, [first, second]) == view.legal[0]
    assert merged_choice(view, [first, second], paired=True) == view.legal[1]   # 1.6 / 48
    # a move that left every race is not chosen, whatever its mean
    assert merged_choice(view, [(16, {d: (8, 0.08), a: (4, 4.0)})], paired=True) == \
        view.legal[0]
    # b's pooled mean, 0.5 / 40, is above the default's margin only in the first race alone
    assert merged_choice(view, [first], paired=True) == view.legal[2]


def test_a_paired_summary_sums_the_differences_to_the_default():
    state = find_game("arcanoid").new_state(4, 3, {"rounds": 1}, quiet=True)
    rng = random.Random(3)
    while len(state.legal_actions()) < 8:
        state.apply(rng.choice(state.legal_actions()))
    view = state.observation(state.current_player())
    iterations, children = root_summary({"iterations": 200}, view, 5)
    agent = make_agent("ismcts:1000", "arcanoid", 0)
    agent.iterations, agent.time_ms = 200, None
    agent.rng = random.Random(5)
    root = agent.search(view)
    default = next(iter(root.children))
    assert children[str(default)] == (root.children[default].visits,
                                      pytest.approx(0.01 * root.children[default].visits))
    for action, child in root.children.items():
        assert children[str(action)] == (child.visits,
                                         pytest.approx(agent.last_differences[action]))
        # the mean difference is the move's mean less the default's over the same worlds
        if child.visits == root.children[default].visits and action != default:
            assert agent.last_differences[action] / child.visits == pytest.approx(
                child.mean() - root.children[default].mean() + 0.01)


def test_the_choice_is_the_merge_of_trees_grown_with_the_agents_seeds():
    state = mid_game(3, 9)
    view = state.observation(state.current_player())
    budget = {"iterations": 60}
    agent = RootParallel(budget, random.Random(11), 2, "ismcts:test")
    action = agent.act(view)
    seeds = random.Random(11)
    seeds = [seeds.getrandbits(63) for _ in range(2)]
    summaries = [root_summary(budget, view, seed) for seed in seeds]
    assert action == merged_choice(view, summaries)
    assert agent.last_iterations == 120
    assert summaries[0][1] != summaries[1][1], "each tree has its own determinizations"


def test_a_helper_cuts_its_time_budget_to_the_shared_deadline(monkeypatch):
    state = mid_game(4, 5)
    view = state.observation(state.current_player())
    budgets = []
    real = root_parallel.search_agent

    def search_agent(game, rng, budget, name):
        budgets.append(budget)
        return real(game, rng, {"iterations": 12}, name)
    monkeypatch.setattr(root_parallel, "search_agent", search_agent)
    monkeypatch.setattr(root_parallel.time, "monotonic", lambda: 500.0)
    iterations, children = root_summary({"time_ms": 5000.0}, view, 1, 500.2)
    assert budgets == [{"time_ms": pytest.approx(200.0)}]
    assert iterations == 12 and set(children) <= {str(a) for a in view.legal}
    root_summary({"time_ms": 5000.0}, view, 1, 499.0)      # already past: the least budget
    assert budgets[-1] == {"time_ms": 1.0}


def test_hard_uses_a_second_process_only_when_given_a_second_core():
    assert isinstance(make_agent("hard", "tarok", 1, cores=1), ISMCTS)
    hard = make_agent("hard", "tarok", 1, cores=8)
    assert isinstance(hard, RootParallel) and hard.processes == HARD_PROCESSES
    assert hard.budget == {"time_ms": 1000.0}
    assert make_agent("ismcts:300x3", "tarok", 1).processes == 3
    assert isinstance(make_agent("ismcts:300x1", "tarok", 1), ISMCTS)


def test_a_dead_helper_loses_no_decision():
    state = mid_game(6, 7)
    view = state.observation(state.current_player())
    agent = RootParallel({"iterations": 40}, random.Random(2), 2, "ismcts:test")
    assert agent.act(view) in view.legal and agent.last_iterations == 80
    for pid in list(root_parallel.helper_pool(1)._processes):
        os.kill(pid, signal.SIGKILL)
    # Whether the pool has noticed the death yet or not, the helper's tree is lost: the
    # submit or the result raises BrokenProcessPool.
    assert agent.act(view) in view.legal
    assert agent.last_iterations == 40, "the decision came from this process's tree alone"
    assert agent.act(view) in view.legal and agent.last_iterations == 80, "a fresh pool"


def test_sim_jobs_play_the_same_games_as_one_job():
    seats = ["heuristic", "random", "easy", "random"]
    one = simulate("tarok", seats, 2, 5, {"single_hand": True}, duplicate=True)
    two = simulate("tarok", seats, 2, 5, {"single_hand": True}, duplicate=True, jobs=2)
    assert two["jobs"] == 2 and two["games"] == one["games"] == 8
    for a, b in zip(one["seats"], two["seats"]):
        assert (a["wins"], a["mean_score"], a["decisions"]) == (
            b["wins"], b["mean_score"], b["decisions"])
    with pytest.raises(ValueError):
        simulate("tarok", seats, 1, 5, jobs=0)


def test_every_game_accepts_a_root_parallel_seat():
    for name, players in (("tarocchi", 5), ("taruno", 3), ("arcanoid", 3)):
        state = find_game(name).new_state(players, 2)
        rng = random.Random(2)
        while len(state.observation(state.current_player()).legal) < 2:
            state.play(rng.choice(state.legal_actions()))
        view = state.observation(state.current_player())
        agent = make_agent("ismcts:150x2", name, 3)
        assert isinstance(agent, RootParallel) and agent.processes == 2
        agent.budget = {"iterations": 15}     # a count, not a time: the same on any machine
        # Arcanoid's paired search plays whole worlds, a playout after each of its candidates
        width = len(arcanoid_candidates(state, state.legal_actions())) \
            if name == "arcanoid" else 1
        assert agent.act(view) in view.legal
        assert agent.last_iterations == 2 * (15 // width) * width


def test_the_table_worker_ends_with_its_helpers_when_shut_down():
    """Regression: the worker joined its idle helper at exit before the pool could stop it, so
    the worker, and the program waiting for it, never ended."""
    import subprocess
    import sys
    import textwrap

    script = textwrap.dedent("""
        from tarot_table.ai.runner import AIRunner
        from tarot_table.rules import find_game
        if __name__ == "__main__":
            state = find_game("tarok").new_state(4, 1)
            runner = AIRunner()
            view = state.observation(state.current_player())
            print(runner.submit("ismcts:100x2", view, 1).result(300), flush=True)
            runner.shutdown()
    """)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=300)    # it ends in seconds; it used never to end
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("play ")
