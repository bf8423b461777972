"""Where Arcanoid's search rollouts stop and how they score (``ai/arcanoid_cutoff.py``)."""

from __future__ import annotations

import random

from tarot_table.ai import search_cutoff
from tarot_table.ai.arcanoid_cutoff import (HORIZON, LEAD_SCALE, arcanoid_cutoff,
                                            foreseen_winner, round_forecast, strongest_keys)
from tarot_table.ai.ismcts import deal_end_rewards
from tarot_table.cards import parse_cards
from tarot_table.rules import find_game
from tarot_table.rules.arcanoid.battles import battle_key, resolve
from tarot_table.rules.arcanoid.commitments import ABDICATION, FIELD_SUIT, Commit, classify

ARCANOID = find_game("arcanoid")
SWORDS = FIELD_SUIT["swords"]


def test_a_rollout_stops_at_the_end_of_the_round_scored_by_its_battles():
    state = ARCANOID.new_state(3, 5, quiet=True)
    evaluate = arcanoid_cutoff(state, horizon=10_000)
    rng = random.Random(5)
    while (rewards := evaluate(state)) is None:
        state.apply(rng.choice(state.legal_actions()))
    assert state.round_no == 1 and not state.is_terminal()
    assert sum(state.scores) == 4                    # the round's four battles
    assert rewards == deal_end_rewards([0, 0, 0], state.scores, None, 1.0, LEAD_SCALE)
    best = max(range(3), key=lambda s: state.scores[s])
    assert rewards[best] == max(rewards) and all(0.0 < r < 1.0 for r in rewards)


def test_the_search_stops_its_rollouts_at_the_horizon_scored_by_the_forecast():
    state = ARCANOID.new_state(4, 2, quiet=True)
    evaluate = search_cutoff("arcanoid")(state)
    rng = random.Random(2)
    applied = 0
    while (rewards := evaluate(state)) is None:
        state.apply(rng.choice(state.legal_actions()))
        applied += 1
    assert applied == HORIZON and state.round_no == 0
    assert rewards == deal_end_rewards([0] * 4, round_forecast(state), None, 1.0, LEAD_SCALE)


def test_the_forecast_gives_each_battlefield_of_the_round_to_one_seat():
    checked = 0
    for seed in range(40):
        state = ARCANOID.new_state(4, seed, quiet=True)
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 60)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        forecast = round_forecast(state)
        actors = state.actors()
        for f in range(4):
            entries = [(a, state.commits[a][f].force, state.commits[a][f].time) for a in actors
                       if state.commits[a][f] is not None]
            if len(entries) == len(actors):          # every actor committed: the battle
                checked += 1
                assert foreseen_winner(state, f, actors, {}) == resolve(entries)[0]
        assert len(forecast) == 4
        assert sum(forecast) == sum(state.scores) + 4
        assert all(f >= s and f == int(f) for f, s in zip(forecast, state.scores))
    assert checked >= 10


def test_the_forecast_of_a_finished_game_is_its_scores_and_the_usa_wins_for_nobody():
    state = ARCANOID.new_state(3, 7, {"rounds": 1}, quiet=True)
    rng = random.Random(7)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    assert round_forecast(state) == [float(s) for s in state.scores]
    state = ARCANOID.new_state(2, 7, {"gaza": True}, quiet=True)
    for a, time in ((0, 1), (1, 2), (state.usa, 3)):          # the last abdication: the USA's
        state.commits[a][0] = Commit(ABDICATION, time)
    assert foreseen_winner(state, 0, state.actors(), {}) == state.usa
    assert sum(round_forecast(state)) == sum(state.scores) + 3      # swords: nobody's


def test_the_strongest_commitment_of_a_suit_counts_its_couple_courts_and_numerics():
    def key(text):
        return strongest_keys(list(parse_cards(text)))[0]     # swords

    assert key("KS QS 10S") > key("NS 10S 9S 8S") > key("NS") > key("PS 3S")
    assert key("PS 3S") > key("10S 4S") == key("10S 4S 9C M1")
    assert key("KS 2C")[0] == key("M21")[0] == 0          # nothing to commit: as abdicating
    numeric = classify(parse_cards("10S 4S"), SWORDS)
    assert key("10S 4S")[:2] == battle_key(numeric, 0)[:2]
    royal = classify(parse_cards("QS KS"), SWORDS)
    assert battle_key(royal, 7) > key("KS QS")             # the commitment made first wins
    assert battle_key(royal, 7) < key("KS QS NS 10S")[:4] + (8,)   # (by time alone)


def test_a_seat_still_to_commit_wins_the_forecast_with_what_it_holds():
    state = ARCANOID.new_state(4, 3, quiet=True)
    for a in range(4):
        state.hands[a][:] = []
    state.justice[:] = []
    state.hands[0][:] = list(parse_cards("KS QS 3C"))
    state.commits[1][0] = Commit(classify(parse_cards("10S 9S"), SWORDS), 1)
    state.commits[2][0] = Commit(ABDICATION, 2)
    state.commits[3][0] = Commit(ABDICATION, 3)
    swords_to_0 = round_forecast(state)
    state.hands[0][:] = list(parse_cards("KS 3C"))           # no couple: 9+10 stands
    swords_to_1 = round_forecast(state)
    assert swords_to_0[0] - swords_to_1[0] == 1.0 and swords_to_1[1] - swords_to_0[1] == 1.0
    state.hands[0][:] = list(parse_cards("KS QS 3C"))
    state.commits[0][0] = Commit(ABDICATION, 4)     # everyone committed: the battle decides
    assert round_forecast(state) == swords_to_1
