"""The Taruno rule-based player: its choices on built positions, and its strength against random;
where the search's rollouts stop (:mod:`tarot_table.ai.taruno_cutoff`)."""

from __future__ import annotations

import random

from tarot_table.ai import ISMCTS, make_agent, search_cutoff
from tarot_table.ai.ismcts import random_rollout
from tarot_table.ai.taruno_cutoff import taruno_cutoff
from tarot_table.ai.taruno_heuristic import TarunoHeuristic
from tarot_table.rules.taruno import TARUNO
from tarot_table.sim import play_game, wilson_interval
from tests.pinned import choices_digest
from tests.test_taruno import act, table


def choice(state) -> str:
    seat = state.current_player()
    return str(make_agent("heuristic", "taruno", 0).act(state.observation(seat)))


def test_the_tower_before_a_player_about_to_win():
    state = table(["M16 3P 9S 9C", "2S"], draw="AS 2C 3C 4C 5C")
    assert choice(state) == "play M16"


def test_it_keeps_the_ace_while_another_minor_fits():
    assert choice(table(["AC 3P 9S", "2S 3S 4S 5S 6S"])) == "play 3P"


def test_a_king_for_a_threatening_next_player_else_a_plain_card():
    assert choice(table(["KP 3P 9S", "2S"], draw="AS 2C 3C")) == "play KP"
    assert choice(table(["KP 3P 9S", "2S 3S 4S 5S 6S 7S"])) == "play 3P"


def test_it_stacks_a_king_rather_than_draw():
    state = table(["KP 3S", "KS 4S"], draw="AS 2S 5S")
    act(state, "play KP", "suit @cups")
    assert choice(state) == "play KS"


def test_it_names_the_suit_it_holds_most_of():
    state = table(["KP 2C 3C 9S", "4S 5S 6S 7S 8S"])
    act(state, "play KP")
    assert choice(state) == "suit @cups"


def test_temperance_against_an_opponent_known_to_hold_majors():
    state = table(["M14 3P 9S", "2S 4S 6S 7S"])
    assert choice(state) == "play 3P"
    state = table(["M14 3P 9S", "2S 4S 6S 7S M3 M4"], public=["", "M3 M4"])
    assert choice(state) == "play M14"


def test_it_draws_when_nothing_is_left_to_draw_and_it_holds_the_fewest_cards():
    """The draw ends the game by the Death rule, won; before, it played Judgement back and
    forth with its opponent until the game was cut short (a hunt of 6,000 games)."""
    state = table(["NC 5P M20", ""], current="AW", rest=1)
    assert choice(state) == "draw"
    act(state, "draw")
    assert state.outcome().winners == (0,)
    state = table(["NC 5P M20", ""], current="AW", minor="3S", rest=1)
    assert choice(state) == "play M20", "a refill is there to draw from"


def test_it_always_calls_and_always_catches():
    state = table(["3P 4P", "2S 9W", "6S"], draw="AS 2W 3W", taruno_penalty=2)
    act(state, "play 3P")
    assert choice(state) == "taruno"
    state = table(["3P 4P", "2S 9W", "6S"], draw="AS 2W 3W", taruno_penalty=2)
    act(state, "play 3P", "pass")
    assert choice(state) == "catch @0"


def test_it_beats_random_one_on_one():
    """500 seeded games, seats alternating: the lower bound of the Wilson 95% interval of the
    heuristic's wins is at least 0.55 — counting only games it wins alone (a shared win of the
    Lovers does not count), so this is stricter than the simulator's win rate."""
    games, alone = 500, 0
    for g in range(games):
        me = g % 2
        seats = ["heuristic", "random"] if me == 0 else ["random", "heuristic"]
        state, errors = play_game("taruno", seats, g)
        assert errors == [0, 0]
        alone += state.outcome().winners == (me,)
    low, _ = wilson_interval(alone, games)
    assert low >= 0.55, (alone, low)


def test_the_search_stops_its_rollouts_where_taruno_says():
    assert search_cutoff("taruno") is taruno_cutoff


def test_a_rollout_ends_with_the_game_when_the_lovers_make_everybody_one_team():
    """The game ends there, everybody winning (the Lovers, ours): the rollout is scored by
    that outcome, ``1 / n`` each."""
    state = table(["M6 3P 4P 9S", "2S 9W 5C", "6C 7C"], draw="AS 2W 3W", teams=[0, 1, 1])
    evaluate = taruno_cutoff(state)
    assert evaluate(state) is None
    act(state, "play M6", "choose @1")
    assert evaluate(state) == (1 / 3, 1 / 3, 1 / 3)


def test_past_its_horizon_a_rollout_is_scored_by_the_death_rule():
    """The fewest cards in hand win with their partners, sharing (seed XIII; notes)."""
    state = table(["3P 4P 9S", "2S 9W", "5C 6C 7C 8C"], draw="AS 2W 3W", teams=[0, 0, 2])
    evaluate = taruno_cutoff(state, horizon=2)
    assert [evaluate(state) for _ in range(3)] == [None, None, (0.5, 0.5, 0.0)]
    state = table(["3P 4P", "2S 9W", "5C 6C 7C 8C"], draw="AS 2W 3W")
    evaluate = taruno_cutoff(state, horizon=1)
    assert [evaluate(state), evaluate(state)] == [None, (0.5, 0.5, 0.0)]


def test_a_rollout_plays_no_more_than_the_horizon():
    calls = []

    def counted(world, rng):
        calls.append(world)
        return random_rollout(world, rng)

    state = TARUNO.new_state(2, 11)
    search = ISMCTS(TARUNO, random.Random(5), iterations=1, rollout=counted,
                    cutoff=lambda world: taruno_cutoff(world, horizon=7))
    search.act(state.observation(state.current_player()))
    assert 0 < len(calls) <= 7


def test_its_choices_hash_as_pinned():
    """The rule-based player's choice at each of 5,129 decisions of 40 seeded games (the
    fingerprint games' player counts and options), its own choice played but for a random move
    a fifth of the time, hashes as pinned: a change of its code that keeps its behaviour keeps
    the hash (one that changes it on purpose pins anew)."""
    assert choices_digest("taruno", TarunoHeuristic, 40) == (5129, "f5a1718c7fde4476")
