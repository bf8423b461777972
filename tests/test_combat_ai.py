"""The Tarot Combat rule-based player: its choices on built positions, its strength against
random play, and the search's cut-off."""

from __future__ import annotations

from tarot_table.ai import make_agent, rule_based_agent, search_cutoff
from tarot_table.ai.combat_heuristic import (CombatHeuristic, board_score, combat_turns_cutoff,
                                             fight)
from tarot_table.rules.combat import COMBAT, Soldier
from tarot_table.cards import parse_card
from tarot_table.sim import play_game, wilson_interval
from tests.pinned import choices_digest
from tests.test_combat import attack_step, pass_around, play, table


def choice(state) -> str:
    seat = state.current_player()
    return str(make_agent("heuristic", "combat", 0).act(state.observation(seat)))


def follow(state, seat: int, stop) -> list[str]:
    """Let the heuristic play seat ``seat`` (the others pass or are done) until ``stop(state)``;
    its actions."""
    agent = make_agent("heuristic", "combat", 0)
    chosen = []
    while not stop(state):
        actor = state.current_player()
        if actor == seat:
            action = agent.act(state.observation(seat))
            chosen.append(str(action))
            state.play(action)
        else:
            play(state, "pass" if "pass" in [str(a) for a in state.legal_actions()] else "done")
    return chosen


def test_registered_as_the_combat_heuristic_with_its_cut_off():
    assert rule_based_agent("combat") is CombatHeuristic
    assert search_cutoff("combat") is combat_turns_cutoff


def test_its_choices_hash_as_pinned():
    """The rule-based player's choice at each of 32,868 decisions of 40 seeded games (the
    fingerprint games' player counts and options; every trump both played and held among
    them), its own choice played but for a random move a fifth of the time, hashes as pinned:
    a change of its code that keeps its behaviour keeps the hash (one that changes it on
    purpose pins anew)."""
    assert choices_digest("combat", CombatHeuristic, 40) == (32868, "7d717e01b32a92a5")


def test_fights_follow_the_rules_of_speed():
    ace, two = Soldier(1, parse_card("AS")), Soldier(2, parse_card("2C"))
    assert fight(ace, [two]) == (True, set())
    king = Soldier(3, parse_card("KS"))
    queen, page = Soldier(4, parse_card("QC")), Soldier(5, parse_card("PC"))
    assert fight(king, [queen, page]) == (True, {4})      # 4 to the Queen, 1 to the Page


def test_it_farms_its_least_useful_card_to_reach_its_court():
    state = table(["KS 2C M13", ""], [["5S"], []], ["7W 8W", ""])
    assert choice(state) == "farm 2C"


def test_it_plays_the_court_it_can_afford_before_spot_cards():
    state = table(["QS 2C 3C", ""], [["5S"], []], ["7W 8W 9W", ""], farm_played=True)
    assert choice(state) == "soldier QS"


def test_it_blocks_where_it_destroys_the_attacker_and_survives():
    state = attack_step(["", ""], [["NS"], ["2C", "QC"]])
    play(state, "attack @#1>1")
    assert choice(state) == "block @#3>#1"


def test_it_trades_a_cheaper_soldier_for_the_attacker():
    state = attack_step(["", ""], [[{"card": "KS", "tower_damage": 3}], ["9W", "PC"]])
    play(state, "attack @#1>1")
    assert choice(state) == "block @#3>#1"


def test_it_chump_blocks_only_when_the_damage_would_kill_it():
    state = attack_step(["", ""], [["KS"], ["2W"]], life=[20, 3])
    play(state, "attack @#1>1")
    assert choice(state) == "block @#2>#1"
    state = attack_step(["", ""], [["KS"], ["2W"]])
    play(state, "attack @#1>1")
    assert choice(state) == "done"


def test_it_races_when_ahead_and_holds_back_when_not():
    state = attack_step(["", ""], [["KS", "KC", "KW"], ["2S"]], life=[20, 10])
    chosen = follow(state, 0, lambda s: s.step != "attack" or s.moment != "attackers")
    assert chosen == ["attack @#1>1", "attack @#2>1", "attack @#3>1"]
    state = attack_step(["", ""], [["5C"], ["KS"]])
    assert choice(state) == "done"


def test_it_holds_the_fool_for_a_court():
    state = table(["KC 5C 6C", "M0 2S"], [["PC"], []], ["7C 8C 9C 10C", "7W 8W"])
    play(state, "soldier 5C")
    assert state.stage.actor == 0
    play(state, "pass")
    assert choice(state) == "pass"                   # a five is no threat
    pass_around(state)
    play(state, "soldier KC")                        # four farms, all needed: 1 answers
    assert choice(state) == "trump M0"


def test_it_removes_the_biggest_soldier():
    state = table(["M13 2C", ""], [["5S"], ["5C", "KS"]], ["7W 8W", ""], farm_played=True)
    assert choice(state) == "trump M13"
    play(state, "trump M13")
    assert choice(state) == "target @#3"


def test_it_gives_its_damage_to_the_best_blocker_it_can_destroy():
    state = attack_step(["", ""], [["KS"], ["2C", "QC"]])
    play(state, "attack @#1>1", "block @#2>#1", "block @#3>#1")
    assert choice(state) == "damage @#3"


def test_it_beats_random_one_on_one():
    """200 seeded games, seats alternating: the lower bound of the Wilson 95% interval of the
    heuristic's wins is at least 0.9."""
    games, wins = 200, 0
    for g in range(games):
        me = g % 2
        seats = ["heuristic", "random"] if me == 0 else ["random", "heuristic"]
        state, errors = play_game("combat", seats, g)
        assert errors == [0, 0]
        wins += state.outcome().winners == (me,)
    low, _ = wilson_interval(wins, games)
    assert low >= 0.9, (wins, low)


def test_the_cut_off_waits_three_turns_then_scores_life_and_board():
    state = table(["2C", "3C"], [["KS", "QS"], ["5C"]], life=[12, 20], turn=5)
    evaluate = combat_turns_cutoff(state)
    assert evaluate(state) is None
    assert board_score(state, 0) == 12 + 1.5 * 9 + 0.3 and board_score(state, 1) == 20 + 1.5 + 0.3
    while state.turn < 8:
        play(state, "pass" if "pass" in [str(a) for a in state.legal_actions()] else "done")
    rewards = evaluate(state)
    assert rewards is not None and all(0 < r < 1 for r in rewards)
    assert (rewards[0] > rewards[1]) == (board_score(state, 0) > board_score(state, 1))
    state = attack_step(["", ""], [["KS"], []], life=[20, 5])
    play(state, "attack @#1>1")
    assert evaluate(state) == (1.0, 0.0)


# -- the hint's reasons and words -------------------------------------------------------------------

def test_hint_reasons_say_what_the_board_makes_certain():
    from tarot_table.ai.combat_heuristic import combat_hint
    state = attack_step(["", ""], [["NS"], ["2C", "QC", "NW"]])
    play(state, "attack @#1>1")
    view = state.observation(1)
    assert combat_hint(view, COMBAT.parse_action("block @#3>#1")) == \
        "destroys the Knight of Swords and survives"                # Queen 4 vs Knight 3
    assert combat_hint(view, COMBAT.parse_action("block @#2>#1")) == "stops 3 damage"
    assert combat_hint(view, COMBAT.parse_action("block @#4>#1")) == "trades with the Knight of Swords"
    big = attack_step(["", ""], [["KS"], ["QC"]])
    play(big, "attack @#1>1")
    assert combat_hint(big.observation(1), COMBAT.parse_action("block @#2>#1")) == "stops 5 damage"
    lethal = attack_step(["", ""], [["KS", "QS"], [{"card": "9C", "sideways": True}]], life=[20, 9])
    play(lethal, "attack @#1>1")
    assert combat_hint(lethal.observation(0), COMBAT.parse_action("attack @#2>1")) == \
        "lethal: 9 damage unblocked"
    farm = table(["KS 2C M13", ""], [["5S"], []], ["7W 8W", ""])
    assert combat_hint(farm.observation(0), COMBAT.parse_action("farm 2C")) == \
        "a farm towards the King of Swords (it costs 4; this makes 3)"


def test_hint_words_name_the_move_not_only_the_card():
    from tarot_table.ai.hint import hint_words
    farm = table(["KS 2C M13", ""], [["5S"], []], ["7W 8W", ""])
    view = farm.observation(0)
    assert hint_words(view, COMBAT.parse_action("farm 2C")) == \
        "2 of Cups as a farm — a farm towards the King of Swords (it costs 4; this makes 3)"
    state = attack_step(["", ""], [["NS"], ["QC"]])
    play(state, "attack @#1>1")
    assert hint_words(state.observation(1), COMBAT.parse_action("block @#2>#1")) == \
        "{1}'s Queen of Cups blocks {0}'s Knight of Swords — " \
        "destroys the Knight of Swords and survives"
