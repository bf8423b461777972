"""The measuring tools: duplicate deals and decision times in ``sim``, ``bench``,
``benchmarks/compare.py``; and what makes the search fast (card hashing, Tarok's playout, the
time budget)."""

from __future__ import annotations

import copy
import importlib.util
import json
import pickle
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from tarot_table import sim, storage
from tarot_table.ai import make_agent
from tarot_table.ai.ismcts import ISMCTS, hand_end_cutoff
from tarot_table.ai.tarok_heuristic import tarok_random_rollout
from tarot_table.ai.tarok_playout import tarok_hand_end
from tarot_table.bench import bench, format_report, mid_game_positions
from tarot_table.cards import MINOR_SUITS, Card, Suit, full_deck, parse_card
from tarot_table.cli import main
from tarot_table.rules import GAMES, RULES_ONLY, find_game
from tests.stepping import random_position, stepped_rewards

DECK = full_deck()
TAROK = find_game("tarok")


# -- cards: interned, hashed by a fixed small key ---------------------------------------------

def test_card_equality_and_hash_agree_with_suit_and_rank():
    fresh = [Card(c.suit, c.rank) for c in DECK] + [parse_card(str(c)) for c in DECK]
    for a in DECK:
        for b in fresh:
            same = (a.suit, a.rank) == (b.suit, b.rank)
            assert (a == b) is same and (a != b) is (not same)
            if same:
                assert hash(a) == hash(b) and a is b
    assert len({hash(c) for c in DECK}) == 78
    assert hash(Card(Suit.SWORDS, 1)) == 1, "the same key in every process"
    assert (Card(Suit.CUPS, 3) == "3C") is False and Card(Suit.CUPS, 3) != (Suit.CUPS, 3)


def test_cards_keep_their_order_copies_and_validation():
    assert sorted(DECK, key=lambda c: (list(Suit).index(c.suit), c.rank)) == sorted(DECK)
    assert sorted(DECK) == [Card(s, r) for s in MINOR_SUITS for r in range(1, 15)] + [
        Card(Suit.MAJOR, r) for r in range(22)]
    card = parse_card("NW")
    assert pickle.loads(pickle.dumps(card)) is card and copy.deepcopy(card) is card
    assert {card: 1}[Card(Suit.STAVES, 12)] == 1
    for suit, rank in ((Suit.CUPS, 0), (Suit.CUPS, 15), (Suit.MAJOR, 22), (Suit.MAJOR, -1)):
        with pytest.raises(ValueError):
            Card(suit, rank)
    with pytest.raises(AttributeError):
        card.rank = 3  # frozen


# -- sim: duplicate deals and decision times ---------------------------------------------------

def fake_play_game(calls):
    """A ``play_game`` stand-in: the chair holding ``"easy"`` wins; chair ``c`` scores
    ``10 * c`` and each of its decisions takes ``c + 1`` ms."""
    def play_game(game_name, by_chair, seed, options=None, agent_seeds=None, decision_ms=None,
                  cores=None):
        calls.append((list(by_chair), seed, list(agent_seeds)))
        for chair, times in enumerate(decision_ms):
            times.extend([chair + 1.0] * 2)
        outcome = SimpleNamespace(winners=(by_chair.index("easy"),),
                                  scores=tuple(10 * c for c in range(len(by_chair))))
        return SimpleNamespace(outcome=lambda: outcome), [0] * len(by_chair)
    return play_game


def test_duplicate_rotates_every_agent_through_every_chair_and_follows_the_agents(monkeypatch):
    calls = []
    monkeypatch.setattr(sim, "play_game", fake_play_game(calls))
    seats = ["random", "easy", "heuristic"]
    report = sim.simulate("tarok", seats, 2, 7, duplicate=True)
    assert report["games"] == 6 and report["deals"] == 2 and report["duplicate"] is True
    assert [seed for _, seed, _ in calls] == [7, 7, 7, 8, 8, 8]
    for deal in (calls[:3], calls[3:]):
        for chair in range(3):
            assert sorted(by_chair[chair] for by_chair, _, _ in deal) == sorted(seats)
        for by_chair, seed, agent_seeds in deal:  # an agent keeps its seed when it moves
            assert {spec: agent_seeds[c] for c, spec in enumerate(by_chair)} == {
                spec: seed * 1009 + i for i, spec in enumerate(seats)}
    assert [s["agent"] for s in report["seats"]] == seats
    assert [s["wins"] for s in report["seats"]] == [0, 6, 0], "the wins follow the easy agent"
    for s in report["seats"]:
        assert s["mean_score"] == 10.0  # (0 + 10 + 20) / 3: every chair once per deal
        assert s["total_score"] == 60     # two deals, three chairs each
        assert s["decisions"] == 12
        assert s["decision_ms"] == {"p50": 2.0, "p95": 3.0, "max": 3.0}


def test_without_duplicate_each_deal_is_played_once_in_seat_order(monkeypatch):
    calls = []
    monkeypatch.setattr(sim, "play_game", fake_play_game(calls))
    report = sim.simulate("tarok", ["easy", "random"], 3, 1)
    assert [(c[0], c[1]) for c in calls] == [(["easy", "random"], s) for s in (1, 2, 3)]
    assert report["games"] == 3 and report["seats"][0]["wins"] == 3
    assert report["seats"][1]["decision_ms"] == {"p50": 2.0, "p95": 2.0, "max": 2.0}


def test_a_game_every_chair_won_is_counted_as_shared_by_all_and_won_by_each(monkeypatch):
    def tied(game_name, by_chair, seed, options=None, agent_seeds=None, decision_ms=None,
             cores=None):
        everyone = tuple(range(len(by_chair))) if seed % 2 else (0,)
        outcome = SimpleNamespace(winners=everyone, scores=(0,) * len(by_chair))
        return SimpleNamespace(outcome=lambda: outcome), [0] * len(by_chair)

    monkeypatch.setattr(sim, "play_game", tied)
    report = sim.simulate("tarok", ["easy", "random", "heuristic"], 2, 1, duplicate=True)
    assert [s["shared_by_all"] for s in report["seats"]] == [3, 3, 3], "deal 1: every chair"
    assert [s["wins"] for s in report["seats"]] == [4, 4, 4], "deal 2: chair 0 wins, in turn"


def test_rotation_and_percentiles():
    assert sim.rotation(["a", "b", "c", "d"], 0) == ["a", "b", "c", "d"]
    assert sim.rotation(["a", "b", "c", "d"], 3) == ["b", "c", "d", "a"]
    assert sim.decision_summary([]) == {"p50": 0.0, "p95": 0.0, "max": 0.0}
    values = list(range(1, 101))
    random.Random(1).shuffle(values)
    assert sim.decision_summary(values) == {"p50": 50, "p95": 95, "max": 100}


def test_a_real_duplicate_run_reports_decision_times_in_order(capsys):
    assert main(["sim", "--players", "4", "--seats", "ismcts:3,random,easy,heuristic",
                 "--duplicate", "--games", "1", "--seed", "3", "--option", "single_hand=true",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 4 and report["deals"] == 1
    decisions = [s["decisions"] for s in report["seats"]]
    assert min(decisions) > 0
    for s in report["seats"]:
        ms = s["decision_ms"]
        assert set(ms) == {"p50", "p95", "max"}
        assert 0 <= ms["p50"] <= ms["p95"] <= ms["max"]
        assert s["errors"] == 0
    assert sum(s["wins"] for s in report["seats"]) >= 4


# -- bench --------------------------------------------------------------------------------------

def test_bench_reports_positive_figures_for_every_registered_game():
    report = bench(seconds=0.05, ismcts_ms=5)
    assert set(report["games"]) == {*GAMES, *RULES_ONLY} and "combat" in report["games"]
    for entry in report["games"].values():
        playout, search = entry["random_playout"], entry["ismcts"]
        assert set(playout) == {"games", "steps", "seconds", "games_per_s", "steps_per_s",
                                "cpu_seconds", "steps_per_cpu_s"}
        assert playout["cpu_seconds"] > 0 and playout["steps_per_cpu_s"] > 0
        assert search["iterations_per_cpu_s"] > 0 and search["cpu_seconds"] > 0
        assert playout["games"] >= 1 and playout["steps"] > playout["games"]
        assert playout["games_per_s"] > 0 and playout["steps_per_s"] > playout["games_per_s"]
        assert search["positions"] == 3 and search["iterations"] >= 3
        assert search["iterations_per_s"] > 0
    assert all(name in format_report(report) for name in report["games"])


def test_bench_command_prints_json_and_refuses_unknown_games(capsys):
    assert main(["bench", "--game", "tarok", "--seconds", "0.02", "--ismcts-ms", "2",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert list(report["games"]) == ["tarok"] and report["games"]["tarok"]["players"] == 4
    assert main(["bench", "--game", "chess", "--seconds", "0.02"]) == 2
    assert "no game 'chess'" in capsys.readouterr().err


def test_benchmark_positions_are_live_choices():
    for name, game in GAMES.items():
        for state in mid_game_positions(game, max(game.spec.min_players, 3), seed=2):
            assert not state.is_terminal() and len(state.legal_actions()) > 1, name


def load_benchmark(name: str):
    """The script ``benchmarks/<name>.py`` as a module."""
    path = Path(__file__).resolve().parent.parent / "benchmarks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"bench_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_compare():
    return load_benchmark("compare")


def test_frame_time_says_so_when_no_frame_was_searching():
    """A run whose AI never searched (``--agent heuristic``) has no searching p95 to call
    within the budget (it said "within" with no frame)."""
    frame_time = load_benchmark("frame_time")
    none = frame_time.figures([])
    some = frame_time.figures([0.001, 0.002, 0.009])
    setup = {"size": [1920, 1080], "game": "combat", "players": 6, "position": None,
             "ai": "5 × heuristic", "seconds": 1, "cpus": 2, "load_average": [0, 0, 0]}
    result = {"searching": none, "human": some, "other": some, "ratio": {},
              "cpu": {"searching": none, "human": some, "other": some}, "setup": setup}
    assert frame_time.report(result).endswith("no frame while an AI searched: no p95 to hold "
                                              "to the budget")
    result["searching"] = some
    assert frame_time.report(result).endswith("OVER the 4 ms budget")


def fake_engine(steps: int, log: list | None = None):
    """A foreign engine for ``compare.THEIRS`` whose every game is ``steps`` actions."""
    def engine(seed):
        def play_one(i):
            if log is not None:
                log.append(("fake", i))
            return steps
        return "fake", 2, play_one
    return engine


def test_compare_reports_ratios_and_a_missing_package_clearly(monkeypatch):
    compare = load_compare()

    def missing(seed):
        raise ImportError("No module named 'nothing'")

    monkeypatch.setattr(compare, "THEIRS", {"gone": (missing, "nothing"),
                                            "fake": (fake_engine(1), "x")})
    report = compare.compare(0.02, 1, slices=2)
    assert "not installed" in report["theirs"]["gone"]["error"]
    fake = report["theirs"]["fake"]
    assert fake["engine"] == "fake" and fake["players"] == 2
    assert fake["steps"] == fake["games"] and fake["games"] >= 2
    for name in {**GAMES, **RULES_ONLY}:
        ours = report["ours"][name]
        ratio = report["ratios"][f"{name}/fake"]
        assert ratio["steps_per_s"] == pytest.approx(
            ours["steps_per_s"] / fake["steps_per_s"], rel=1e-2, abs=1e-3)
        assert ratio["steps_per_cpu_s"] == pytest.approx(
            ours["steps_per_cpu_s"] / fake["steps_per_cpu_s"], rel=1e-2, abs=1e-3)
        assert f"{name}/gone" not in report["ratios"]
    text = compare.format_report(report)
    assert "unavailable" in text and "nothing is not installed" in text
    assert "in 2 turns" in text


def test_compare_runs_the_engines_in_turn_and_goes_on_with_each_ones_games(monkeypatch):
    """With ``slices`` turns, every engine plays a turn before any plays its next, and each
    turn goes on from the game where that engine's last turn stopped."""
    compare = load_compare()
    log = []

    def ours(game, players, seed):
        def play_one(i):
            log.append((game.spec.name, i))
            return 5
        return play_one

    monkeypatch.setattr(compare, "random_game_player", ours)
    monkeypatch.setattr(compare, "THEIRS", {"fake": (fake_engine(7, log), "x")})
    report = compare.compare(1e-6, 1, slices=3)          # a turn is one game
    engines = len(report["ours"]) + 1
    assert len(log) == 3 * engines
    for turn in range(3):
        played = log[turn * engines:(turn + 1) * engines]
        assert {i for _, i in played} == {turn}
    assert report["theirs"]["fake"]["games"] == 3 and report["theirs"]["fake"]["steps"] == 21
    assert all(figures["games"] == 3 and figures["steps"] == 15
               for figures in report["ours"].values())


def test_compare_sets_two_player_taruno_against_two_player_uno_alone(monkeypatch):
    compare = load_compare()
    monkeypatch.setattr(compare, "THEIRS", {"rlcard_uno": (fake_engine(1), "x"),
                                            "other": (fake_engine(1), "y")})
    report = compare.compare(0.02, 1)
    uno = report["theirs"]["rlcard_uno"]
    for label in ("taruno 2p", "combat 2p"):                # and the Tarot Combat duel
        mine = report["ours"][label]
        assert mine["players"] == 2 and mine["steps"] > 0
        assert report["ratios"][f"{label}/rlcard_uno"]["steps_per_s"] == pytest.approx(
            mine["steps_per_s"] / uno["steps_per_s"], rel=1e-2, abs=1e-3)
        assert f"{label}/other" not in report["ratios"]
        assert f"ours: {label}" in compare.format_report(report)


# -- the search: Tarok's playout, the time budget -----------------------------------------------

def test_tarok_playout_scores_exactly_like_stepping_the_rules():
    checked = 0
    for seed in range(60):
        n = 2 + seed % 3
        state = random_position(TAROK.new_state(n, seed, {
            "single_hand": seed % 2 == 0, "target": 250 if seed % 3 == 0 else 1000}),
            random.Random(seed), 160)
        if state is None:
            continue
        stepped, fast = state.clone(), state.clone()
        rewards = stepped_rewards(stepped, hand_end_cutoff(stepped), tarok_random_rollout,
                                  random.Random(seed))
        playout = tarok_hand_end(fast)
        assert playout(fast) is None
        assert playout.playout(fast, random.Random(seed)) == rewards
        assert fast.same_position(state), "the playout leaves its state as it was"
        checked += 1
    assert checked > 40


class Paced:
    """A search's clock for tests: read once at the start and once before every iteration
    after the first; iteration ``i`` (from 1) lasts ``slow.get(i, step)`` seconds."""

    def __init__(self, step: float, slow: dict[int, float] | None = None) -> None:
        self.step, self.slow = step, slow or {}
        self.reads, self.now = 0, 0.0

    def __call__(self) -> float:
        if self.reads:
            self.now += self.slow.get(self.reads, self.step)
        self.reads += 1
        return self.now


def timed_search(time_ms: float, clock: Paced) -> ISMCTS:
    state = mid_game_positions(TAROK, 4, seed=5)[1]
    agent = ISMCTS(TAROK, random.Random(1), time_ms=time_ms, cutoff=tarok_hand_end,
                   rollout=tarok_random_rollout, clock=clock)
    agent.search(state.observation(state.current_player()))
    return agent


def test_a_timed_search_starts_no_iteration_that_would_end_past_its_budget():
    # 40 ms, 2% kept for the answer: the iterations must end by 39.2 ms. At 1 ms each, the
    # next one starts only while now + twice the mean pace (2 ms) <= 39.2: 38 iterations.
    steady = timed_search(40.0, Paced(0.001))
    assert steady.last_iterations == 38
    # One iteration waited 10 ms for a core: the margin becomes that slowest iteration
    # (11 ms), so the search stops at 29 ms after 19 iterations, with room for another.
    busy = timed_search(40.0, Paced(0.001, {5: 0.011}))
    assert busy.last_iterations == 19


def test_the_levels_search_with_the_fast_tarok_playout():
    agent = make_agent("hard", "tarok", 1, cores=1)
    assert agent.time_ms == 1000 and agent.cutoff is tarok_hand_end
    assert agent.rollout is tarok_random_rollout


def test_medium_is_capped_in_time_for_games_with_slow_rollouts():
    from tarot_table.ai import MEDIUM_ITERATIONS, MEDIUM_MS
    agent = make_agent("medium", "tarok", 1)
    assert (agent.iterations, agent.time_ms) == (MEDIUM_ITERATIONS, MEDIUM_MS)
    assert MEDIUM_MS <= 300, "medium p95 <= 0.3 s whatever the game"
    for name, game in GAMES.items():
        state = mid_game_positions(game, max(game.spec.min_players, 3), seed=4)[0]
        view = state.observation(state.current_player())
        slow = make_agent("medium", name, 1)
        if not slow.paired:
            slow.clock = Paced(0.010)        # 10 ms an iteration: the time cap stops it
            slow.search(view)
            assert slow.last_iterations == 23, name    # 23 * 10 + 2 * 10 > 250 - 5
        else:
            # a paired search (Arcanoid's) reads the clock once per world, a playout after
            # each of its candidates: 25 ms a world, 8 worlds (8 * 25 + 2 * 25 > 250 - 5)
            slow.clock = Paced(0.025)
            root = slow.search(view)
            assert slow.clock.reads == 9, name
            assert slow.last_iterations == 8 * len(root.children) < MEDIUM_ITERATIONS, name
        fast = make_agent("medium", name, 1)
        fast.clock = Paced(0.0001)
        root = fast.search(view)
        # a paired search plays whole worlds: the last would not have fit in the budget
        spare = len(root.children) if fast.paired else 1
        assert MEDIUM_ITERATIONS - spare < fast.last_iterations <= MEDIUM_ITERATIONS, name


def test_merging_sim_reports_adds_up_and_recomputes_the_interval():
    path = Path(__file__).resolve().parent.parent / "benchmarks" / "merge_sim.py"
    spec = importlib.util.spec_from_file_location("merge_sim", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)

    def report(seed, wins, score, p95):
        return {"game": "tarok", "players": 2, "games": 10, "deals": 5, "duplicate": True,
                "seed": seed, "seconds": 1.0,
                "seats": [{"agent": "hard", "wins": wins, "mean_score": score, "errors": 0,
                           "decisions": 50, "decision_ms": {"p50": 1, "p95": p95, "max": 9}},
                          {"agent": "random", "wins": 10 - wins, "mean_score": 0, "errors": 1,
                           "decisions": 50, "decision_ms": {"p50": 0, "p95": 0, "max": 0}}]}

    merged = module.merge([report(1, 8, 300, 5), report(6, 6, 200, 7)])
    hard = merged["seats"][0]
    assert merged["games"] == 20 and hard["wins"] == 14 and hard["win_rate"] == 0.7
    assert hard["ci95"] == [round(x, 4) for x in sim.wilson_interval(14, 20)]
    assert hard["mean_score"] == 250 and merged["seats"][1]["errors"] == 2
    assert hard["decision_ms"] == {"p50": 1, "p95": 7, "max": 9}
    with pytest.raises(ValueError):
        other = report(2, 1, 1, 1)
        other["seats"][0]["agent"] = "medium"
        module.merge([report(1, 8, 300, 5), other])


def test_tarocchi_sides_tells_the_deals_an_agents_side_won_as_declarer_and_defender(tmp_path):
    path = Path(__file__).resolve().parent.parent / "benchmarks" / "tarocchi_sides.py"
    spec = importlib.util.spec_from_file_location("tarocchi_sides", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    seats = ["easy", "random", "random", "random", "random"]
    report = sim.simulate("tarocchi", seats, 2, 9, {"deals": 1}, record=tmp_path,
                          duplicate=True)
    records = [module.side_record(storage.read_save(p), "easy")
               for p in sorted(tmp_path.glob("*.json"))]
    assert len(records) == 10 and None not in records
    result = module.tally(records)
    assert result["all"]["won"] + result["all"]["tied"] == report["seats"][0]["wins"]
    assert result["all"]["tied"] == report["seats"][0]["shared_by_all"]
    assert result["declarer"]["deals"] + result["defender"]["deals"] == 10
    assert result["declarer"]["won"] + result["defender"]["won"] == result["all"]["won"]
    assert module.tally([("declarer", "won"), ("defender", "tied")])["defender"] == {
        "deals": 1, "won": 0, "tied": 1, "share": 0.0,
        "ci95": [round(x, 4) for x in sim.wilson_interval(0, 1)]}


@pytest.mark.slow
def test_medium_beats_three_random_players_over_duplicate_deals():
    report = sim.simulate("tarok", ["medium", "random", "random", "random"], 15, 101,
                          {"single_hand": True}, duplicate=True)
    medium = report["seats"][0]
    assert report["games"] == 60 and medium["errors"] == 0
    assert medium["ci95"][0] > 0.35, medium
