"""The Tarocchi rule-based player: its choices, its legality and its strength against random."""

from __future__ import annotations

import random

from tarot_table.ai.random_agent import RandomAgent
from tarot_table.ai.tarocchi_heuristic import SOLO, TWO_CARDS, TarocchiHeuristic, strength
from tarot_table.cards import parse_cards
from tarot_table.rules import find_game
from tarot_table.sim import wilson_interval
from tests.pinned import choices_digest
from tests.test_tarocchi import table

GAME = find_game("tarocchi")


def choice(state) -> str:
    seat = state.current_player()
    action = TarocchiHeuristic(random.Random(0)).act(state.observation(seat))
    return str(action.cards[0]) if action.cards else str(action)


def test_the_scart_keeps_kings_and_banks_an_unguarded_queen():
    state = table(["KS QS 2S QC 3C 4C 5C 6C 7C 8C 9C 10C M2 M3 M4 M5 M6 M7", "", "", "", ""],
                  stage="Scart")
    assert choice(state) == "QC"


def test_a_strong_hand_bids_solo_and_a_weak_one_passes():
    strong = parse_cards("M21 M20 M19 M18 M17 M16 M15 M14 M0 KS KW KC KP 8S 9S")
    weak = parse_cards("2S 3S 4S 5S 6S 7S 2W 3W 4W 5W 2C 3C 4C 2P 3P")
    assert strength(strong) > SOLO and strength(weak) < TWO_CARDS
    hands = [str_cards(strong), str_cards(weak), "", "", ""]
    state = table(hands, stage="Bidding", actor=0)
    assert choice(state) == "bid @solo"
    state = table(hands, stage="Bidding", actor=1)
    assert choice(state) == "pass"


def str_cards(cards):
    return " ".join(str(c) for c in cards)


def test_it_buys_the_xxi_first():
    state = table(["M20 M19 2S", "M21", "", "", ""], stage="CallForCard", contract="one",
                  declarer=0)
    assert choice(state) == "M21"


def test_it_feeds_points_to_a_partner_sure_to_win():
    state = table(["M21 2S", "QC 3C", "4C 5C", "6C 7C", "KC 8C"], contract="king",
                  declarer=4, partner=0, won=["", "", "", "", ""], trick=[(0, "M21")])
    assert state.current_player() == 4
    assert choice(state) == "KC"


def test_it_wins_cheaply_as_the_last_to_play():
    state = table(["9S", "KS 10S 2S", "3S", "4S", "5S"], won=["", "", "", "", ""],
                  trick=[(0, "9S"), (4, "5S"), (3, "4S"), (2, "3S")])
    assert state.current_player() == 1
    assert choice(state) == "10S"


def test_the_fool_saves_a_queen_that_would_be_lost():
    state = table(["KC", "QC M0", "2S", "3S", "5C"], won=["", "", "", "", ""],
                  trick=[(0, "KC"), (4, "5C"), (3, "3S"), (2, "2S")])
    assert state.current_player() == 1
    assert choice(state) == "M0"


def test_it_never_plays_an_illegal_action_and_beats_random_players():
    """100 five-deal matches (500 deals), the heuristic in every chair in turn against four
    random players: its share of the wins has a Wilson lower bound above the fair 1/5, and its
    mean score per deal is positive."""
    wins = 0.0
    total = 0
    deals = 0
    for seed in range(100):
        chair = seed % 5
        agents = [TarocchiHeuristic(random.Random(seed * 7 + i)) if i == chair
                  else RandomAgent(random.Random(seed * 7 + i)) for i in range(5)]
        state = GAME.new_state(5, seed)
        while not state.is_terminal():
            seat = state.current_player()
            state.play(agents[seat].act(state.observation(seat)))   # raises if illegal
        winners = state.outcome().winners
        if chair in winners:
            wins += 1 / len(winners)
        total += state.scores[chair]
        deals += len(state.results)
    assert deals == 500
    assert wilson_interval(wins, 100)[0] > 0.2
    assert total / deals > 0


def test_the_heuristic_is_registered_for_the_table_and_sim():
    from tarot_table.ai import make_agent
    assert isinstance(make_agent("heuristic", "tarocchi", 0), TarocchiHeuristic)


def test_its_choices_hash_as_pinned():
    """The rule-based player's choice at each of 5,069 decisions of 20 seeded games (the
    fingerprint games' player counts and options), its own choice played but for a random move
    a fifth of the time, hashes as pinned: a change of its code that keeps its behaviour keeps
    the hash (one that changes it on purpose pins anew)."""
    assert choices_digest("tarocchi", TarocchiHeuristic, 20) == (5069, "675d220ec723ae93")
