"""Tarot Combat: the 22 trumps, the Ace's and the Joker's abilities (seed 002 §5 "Special
abilities"; rules/combat.md), each as the seed states it with its clarifications, set up with
positions."""

from __future__ import annotations

from collections import Counter

import pytest

from tarot_table.cards import JOKER, parse_card
from tarot_table.messages import plain
from tarot_table.rules.base import IllegalActionError
from tarot_table.rules.combat import TRUMPS, Priority
from tests.test_combat import (attack_step, cards, pass_around, play, resolve_all, soldier, table,
                               texts)

pytestmark = pytest.mark.rules


def limbo_cards(state):
    return [e.card for e in state.limbo]


def test_each_trump_has_its_class_its_number_and_the_seeds_sentence():
    names = [type(t).__name__ for t in TRUMPS]
    assert names == ["TheFool", "TheMagician", "TheHighPriestess", "TheEmpress", "TheEmperor",
                     "TheHierophant", "TheLovers", "TheChariot", "Strength", "TheHermit",
                     "WheelOfFortune", "Justice", "TheHangedMan", "Death", "Temperance",
                     "TheDevil", "TheTower", "TheStar", "TheMoon", "TheSun", "Judgement",
                     "TheWorld"]
    assert TRUMPS[8].name == "VIII Strength" and TRUMPS[11].name == "XI Justice"
    assert all(t.cost == 2 and t.text for t in TRUMPS)


def test_a_trump_costs_two_farms_and_goes_to_the_discard_pile_after_it_resolves():
    state = table(["M3 2C", ""], [[], []], ["7W 8W 9W", ""])
    play(state, "trump M3", "pay @#1", "pay @#2")   # nobody could answer: it resolves
    assert [f.sideways for f in state.farms[0]] == [True, True, False]
    assert state.discard[-1] == parse_card("M3") and not state.limbo


# -- 0 The Fool ---------------------------------------------------------------------------------

def test_the_fool_counters_a_soldier_card_in_limbo():
    """The seed's example (§5): "You would wait for someone to play a card (such as a soldier),
    then play a Fool to counter the soldier card"."""
    state = table(["5C 6C", "M0"], [[], []], ["7S 8S", "7W 8W"])
    play(state, "soldier 5C", "pass")
    assert state.stage == Priority(1, 1)
    play(state, "trump M0")                          # the only soldier in limbo: chosen
    assert state.limbo[-1].ids == (state.limbo[0].id,)
    pass_around(state)
    assert not state.soldiers[0] and not state.limbo
    assert state.discard[-2:] == cards("5C M0")


def test_the_fool_cannot_counter_a_card_played_for_its_ability():
    state = table(["AS 2C", "M0"], [["3S"], []], ["7S 8S 9S", "7W 8W"])
    play(state, "ability AS")                        # 0 could play nothing more: not asked
    assert state.stage.actor == 1 and "trump M0" not in texts(state.legal_actions())
    with pytest.raises(IllegalActionError, match="nothing to choose"):
        play(state, "trump M0")


def test_the_fool_counters_a_joker_played_as_a_soldier():
    state = table(["JK 6C", "M0"], [[], []], ["", "7W 8W"], jokers=True)
    play(state, "soldier JK", "trump M0")           # 1 answers; then both resolve unanswered
    assert not state.soldiers[0] and JOKER in state.discard


# -- I The Magician -----------------------------------------------------------------------------

def test_the_magician_counters_a_trump_which_has_no_effect():
    state = table(["M3 2C", "M1"], [[], []], ["7S 8S", "7W 8W"])
    play(state, "trump M3", "trump M1")             # 1 answers; then both resolve unanswered
    assert state.hands[0] == cards("2C") and state.discard[-2:] == cards("M3 M1")


def test_the_magician_does_not_counter_an_ability_nor_a_soldier():
    state = table(["AS 5C 2C", "M1"], [["3S"], []], ["7S 8S 9S", "7W 8W"])
    play(state, "soldier 5C", "ability AS")         # 1 has priority over both
    assert "trump M1" not in texts(state.legal_actions())


# -- II The High Priestess ----------------------------------------------------------------------

def test_the_high_priestess_needs_a_trump_already_in_limbo():
    state = table(["M2 M3", ""], [[], []], ["7S 8S 9S 10S", ""])
    assert "trump M2" not in texts(state.legal_actions())
    play(state, "trump M3", "pay @#1", "pay @#2")
    assert "trump M2" in texts(state.legal_actions())


def test_the_high_priestess_copies_a_trump_making_its_choices_anew():
    state = table(["M13 2S", "M2"], [["5S"], ["5C"]], ["7S 8S", "7W 8W"])
    play(state, "trump M13", "target @#2")           # Death on 1's five; 1 answers
    play(state, "trump M2")                          # the copy of Death: its own target
    assert state.limbo[-1].copies == 13 and state.limbo[-1].copy_of == state.limbo[0].id
    assert texts(state.legal_actions()) == ["target @#1", "target @#2"]
    play(state, "target @#1")
    resolve_all(state)
    assert not state.soldiers[0] and not state.soldiers[1]
    assert Counter(state.discard) >= Counter(cards("5S 5C M13 M2"))


def test_the_copy_works_even_if_the_copied_trump_is_countered():
    state = table(["M3 M1 2S", "M2"], [[], []], ["7S 8S 9S 10S", "7W 8W"])
    play(state, "trump M3", "pay @#1", "pay @#2", "pass")
    play(state, "trump M2")                          # a copy of the Empress for seat 1
    play(state, "trump M1")                          # 0 counters its own Empress (the original)
    assert texts(state.legal_actions()) == ["target @#7", "target @#8"]
    play(state, "target @#7")
    resolve_all(state)
    assert len(state.hands[1]) == 2 and state.hands[0] == cards("2S")


# -- III The Empress ----------------------------------------------------------------------------

def test_the_empress_draws_two_cards():
    state = table(["M3 2C", ""], [[], []], ["7S 8S", ""], draw="KS KC")
    play(state, "trump M3")                          # nobody could answer: it resolves
    assert sorted(state.hands[0]) == sorted(cards("2C KC KS"))


# -- IV The Emperor -----------------------------------------------------------------------------

def test_the_emperor_gives_an_attacking_soldier_five_strength_until_end_of_turn():
    state = table(["M4 2C", ""], [["5C"], []], ["7S 8S", ""])
    assert "trump M4" not in texts(state.legal_actions())      # nobody attacks
    state = attack_step(["M4 2C", "M10"], [["5C"], ["KS"]], ["7S 8S", "7W 8W"])
    play(state, "attack @#1>1", "pass", "pass", "block @#2>#1")
    play(state, "trump M4")                          # in the blockers' moment: on the five
    assert state.stage == Priority(1, 1) and soldier(state, 1).strength == 1
    play(state, "pass")
    assert soldier(state, 1).strength == 6 and state.moment == "blockers"
    pass_around(state)                               # the King deals 5, the five deals 6
    assert soldier(state, 2) is None and soldier(state, 1).strength == 6
    while state.active == 0:
        play(state, "pass")
    assert soldier(state, 1).bonus == 0


def test_the_emperor_fizzles_when_its_soldier_no_longer_attacks():
    state = attack_step(["M4 2C", "M5"], [["5C"], ["KS"]], ["7S 8S", "7W 8W"])
    play(state, "attack @#1>1", "trump M4")
    events = play(state, "trump M5")                 # the Hierophant: 0 gives its only soldier
    events += resolve_all(state)
    assert soldier(state, 1).attacking is None and state.controller(1) == 1
    assert soldier(state, 1).bonus == 0
    assert any("Emperor (IV) fizzles" in plain(e.message) for e in events if e.message)


# -- V The Hierophant ---------------------------------------------------------------------------

def test_the_hierophant_lets_the_chosen_opponent_choose_the_soldier_when_it_resolves():
    state = table(["M5 2C", "", "M1"], [[], ["5C", "KC"], ["6W"]], ["7S 8S", "", "7C 8C"])
    play(state, "trump M5")
    assert texts(state.legal_actions()) == ["target @1", "target @2"]
    play(state, "target @1")
    assert state.stage == Priority(2, 2)             # seat 2 may answer; no choice for 1 yet
    play(state, "pass")
    assert state.stage.__class__.__name__ == "GiveSoldier" and state.stage.actor == 1
    assert texts(state.legal_actions()) == ["give @#1", "give @#2"]
    play(state, "give @#1")
    assert [s.card for s in state.soldiers[0]] == cards("5C")
    assert [s.card for s in state.soldiers[1]] == cards("KC")


def test_any_soldier_changing_hands_leaves_the_combat():
    state = attack_step(["", "M5 2C", ""], [["KS"], [], []], ["", "7W 8W", ""])
    play(state, "attack @#1>2", "trump M5", "target @0")    # 1 takes the King attacking 2
    resolve_all(state)
    assert state.controller(1) == 1 and soldier(state, 1).attacking is None
    assert state.life == [20, 20, 20]


def test_gaining_control_of_a_soldier_attacking_you_removes_it_from_combat():
    state = attack_step(["", "M5 2C"], [["KS"], []], ["", "7W 8W"])
    play(state, "attack @#1>1", "trump M5")          # in the attackers' moment
    pass_around(state)
    assert state.controller(1) == 1 and soldier(state, 1).attacking is None
    assert state.life == [20, 20]


# -- VI The Lovers ------------------------------------------------------------------------------

def test_the_lovers_give_two_different_soldiers_two_strength_until_end_of_turn():
    state = table(["M6 2C", ""], [["5C"], []], ["7S 8S", ""])
    assert "trump M6" not in texts(state.legal_actions())      # only one soldier
    state = table(["M6 2C", "M3"], [["5C"], ["6C"]], ["7S 8S", "7W 8W"])
    play(state, "trump M6", "target @#1")           # the other soldier is the only one left
    assert state.limbo[-1].ids == (1, 2)             # 1 may answer
    pass_around(state)
    assert soldier(state, 1).strength == soldier(state, 2).strength == 3


def test_the_lovers_still_strengthen_the_soldier_left():
    state = table(["M6 2C", "M13"], [["5C", "5S"], []], ["7S 8S", "7W 8W"])
    play(state, "trump M6", "target @#1")           # 1 answers
    play(state, "trump M13", "target @#2")           # Death on one of the Lovers' soldiers
    resolve_all(state)
    assert soldier(state, 2) is None and soldier(state, 1).strength == 3


# -- VII The Chariot ----------------------------------------------------------------------------

def test_the_chariot_in_the_main_step_gives_an_attack_step_to_the_new_soldiers():
    state = table(["5C M7 2C", ""], [[{"card": "6C", "sideways": True}], []], ["7S 8S", ""])
    play(state, "soldier 5C", "pass")                # the five comes into play
    play(state, "trump M7")                          # the Chariot: the six turns right-side-up
    assert not soldier(state, 1).sideways
    play(state, "pass")                              # the main step ends: an attack step
    assert (state.step, state.moment) == ("attack", "attackers")
    assert texts(state.legal_actions()) == ["attack @#1>1", "attack @#4>1", "done"]
    play(state, "attack @#4>1", "done")
    assert state.life[1] == 19


def test_the_chariot_out_of_its_players_turn_only_turns_soldiers_right_side_up():
    state = table(["2C", "M7"], [[], [{"card": "6C", "sideways": True}]], ["", "7W 8W"])
    play(state, "pass", "trump M7")
    resolve_all(state)
    assert not soldier(state, 1).sideways and state.extra_attacks == 0
    play(state, "pass")                              # 0's main step ends: no attack step
    assert state.active == 1


# -- VIII Strength --------------------------------------------------------------------------------

def test_a_soldier_whose_damage_reaches_its_strength_when_a_bonus_ends_is_destroyed():
    state = table(["M8 M16 2C", ""], [["5C"], []], ["7S 8S 9S 10S", ""])
    play(state, "trump M8", "pay @#2", "pay @#3", "pass")       # the five: strength 5
    play(state, "trump M16", "target @#1")                      # 3 damage: it stands
    assert soldier(state, 1).tower_damage == 3 and soldier(state, 1).strength == 5
    play(state, "pass")                                         # the turn ends: +4 goes
    assert soldier(state, 1) is None


def test_strength_gives_a_soldier_four_strength_until_end_of_turn():
    state = table(["M8 2C", ""], [["5C"], ["KS"]], ["7S 8S", ""])
    play(state, "trump M8", "target @#2")           # nobody could answer: it resolves
    assert soldier(state, 2).strength == 9
    play(state, "pass")
    assert soldier(state, 2).strength == 5


# -- IX The Hermit ------------------------------------------------------------------------------

def test_the_hermit_searches_the_draw_pile_for_a_soldier_card_reveals_it_and_shuffles():
    state = table(["M9 2C", "3C"], [[], []], ["7S 8S", ""])
    events = play(state, "trump M9")                # nobody could answer: it resolves
    assert state.stage.__class__.__name__ == "Search" and state.stage.actor == 0
    view = state.observation(0)
    assert view.zones["draw"] == tuple(state.draw)               # the searcher sees the pile
    assert all(c is None for c in state.observation(1).zones["draw"])
    legal = texts(state.legal_actions())
    assert "take KS" in legal and not any(t.startswith("take M") for t in legal)
    assert all(e.visible == {0} for e in events if e.kind == "reveal")
    before = list(state.draw)
    events = play(state, "take KS")
    taken = [e for e in events if e.kind == "move" and e.card == parse_card("KS")]
    assert taken[0].visible is None                  # revealed to all
    assert parse_card("KS") in state.hands[0] and state.revealed[0] == cards("KS")
    assert sorted(state.draw) == sorted(c for c in before if c != parse_card("KS"))
    assert state.draw != [c for c in before if c != parse_card("KS")]           # shuffled
    assert state.observation(1).revealed[0] == tuple(cards("KS"))


# -- X Wheel of Fortune -------------------------------------------------------------------------

def test_the_wheel_makes_everyone_discard_the_hand_then_draw_five():
    state = table(["M10 2C 3C", "4C 5C 6C 7C"], [[], []], ["7S 8S", ""])
    play(state, "trump M10")                         # nobody could answer: it resolves
    assert [len(h) for h in state.hands] == [5, 5]
    assert Counter(state.discard) >= Counter(cards("2C 3C 4C 5C 6C 7C M10"))


# -- XI Justice ---------------------------------------------------------------------------------

def test_justice_levels_hands_then_soldiers_then_farms_each_player_choosing():
    state = table(["M11 2C 3C", "4C 5C 6C 7C"], [["2S", "3S", "4S"], ["2W"]],
                  ["7S 8S 9S", "7W"])
    play(state, "trump M11", "pay @#5", "pay @#6")  # nobody could answer: it resolves
    # hands: 0 holds 2, 1 holds 4: seat 1 discards two of its choice
    assert state.stage.__class__.__name__ == "JusticeChoice" and state.stage.actor == 1
    assert texts(state.legal_actions()) == ["discard 4C", "discard 5C", "discard 6C",
                                            "discard 7C"]
    play(state, "discard 7C", "discard 4C")
    assert state.hands[1] == cards("5C 6C")
    # soldiers: 0 holds 3, 1 holds 1: seat 0 destroys two of its choice
    assert state.stage.actor == 0 and state.stage.zone == "soldiers"
    play(state, "destroy @#1", "destroy @#3")
    assert [s.card for s in state.soldiers[0]] == cards("3S")
    # farms: 0 holds 3 (two sideways), 1 holds 1: seat 0 destroys two of its choice
    assert state.stage.zone == "farms"
    assert texts(state.legal_actions()) == ["destroy @#5", "destroy @#6", "destroy @#7"]
    play(state, "destroy @#5", "destroy @#6")
    assert [f.card for f in state.farms[0]] == cards("9S")
    assert Counter(state.discard) >= Counter(cards("7C 4C 2S 4S 7S 8S M11"))


# -- XII The Hanged Man -------------------------------------------------------------------------

def test_the_hanged_man_opponent_chooses_its_two_soldiers_when_it_resolves():
    """The seed's example (§6 "Making choices when playing cards"): the opponent is chosen when
    the card is played; the opponent chooses the soldiers only when it resolves, and may answer
    the card before."""
    state = table(["M12 2C", "", "M1"], [[], ["5C"], ["5S", "6S", "7S"]],
                  ["7W 8W", "", "7C 8C"])
    play(state, "trump M12", "target @2")           # 0 and 1 could play nothing on it
    assert state.limbo[-1].seat == 2
    assert state.stage == Priority(2, 2)             # seat 2 may counter it first
    play(state, "pass")
    assert state.stage.__class__.__name__ == "DestroyOwn" and state.stage.actor == 2
    play(state, "destroy @#4", "destroy @#2")
    assert [s.card for s in state.soldiers[2]] == cards("6S")
    assert [s.card for s in state.soldiers[1]] == cards("5C")


def test_the_hanged_man_can_be_countered_by_the_opponent_it_names():
    state = table(["M12 2C", "M1"], [[], ["5S", "6S"]], ["7W 8W", "7C 8C"])
    play(state, "trump M12", "trump M1")            # 1 answers; then both resolve unanswered
    assert len(state.soldiers[1]) == 2


# -- XIII Death ---------------------------------------------------------------------------------

def test_death_destroys_a_soldier():
    state = table(["M13 2C", ""], [[], ["KS"]], ["7W 8W", ""])
    play(state, "trump M13")                         # nobody could answer: it resolves
    assert not state.soldiers[1] and state.discard[-2:] == cards("KS M13")


def test_death_fizzles_when_its_soldier_is_destroyed_in_response():
    """The seed's example (§6): Death on a soldier, its controller answers with Justice and
    destroys it; Death fizzles and cannot destroy another soldier instead."""
    state = table(["M13 2C 3C", "M11 4C"], [[], ["KS", {"card": "2S", "sideways": True}]],
                  ["7W 8W", "7C 8C"])
    play(state, "trump M13", "target @#1")          # 0 could play nothing more: 1 answers
    events = play(state, "trump M11")                # hands 2 and 1; soldiers 0 and 2
    while not isinstance(state.stage, Priority) or state.limbo:
        stage = state.stage
        if isinstance(stage, Priority):
            events += play(state, "pass")
        else:
            events += play(state, str(state.legal_actions()[0]))
    assert any("Death (XIII) fizzles" in plain(e.message) for e in events if e.message)
    assert not any(state.soldiers) and parse_card("KS") in state.discard


def test_death_fizzles_after_its_target_is_destroyed_by_the_tower():
    state = table(["M13 2C", "M16"], [[], ["PS", "KS"]], ["7W 8W", "7C 8C"])
    events = play(state, "trump M13", "target @#1", "trump M16", "target @#1")
    events += resolve_all(state)
    assert soldier(state, 1) is None and soldier(state, 2) is not None
    assert any("Death (XIII) fizzles" in plain(e.message) for e in events if e.message)


# -- XIV Temperance -----------------------------------------------------------------------------

def test_temperance_exchanges_a_soldier_of_yours_for_an_opponents():
    state = table(["M14 2C", ""], [["2S", "3S"], ["KC", "QC"]], ["7W 8W", ""])
    play(state, "trump M14")
    assert texts(state.legal_actions()) == ["target @#1", "target @#2"]
    play(state, "target @#1")
    assert texts(state.legal_actions()) == ["target @#3", "target @#4"]
    play(state, "target @#3")                        # nobody could answer: it resolves
    assert [s.card for s in state.soldiers[0]] == cards("3S KC")
    assert [s.card for s in state.soldiers[1]] == cards("QC 2S")


def test_temperance_fizzles_if_either_soldier_is_destroyed_first():
    state = table(["M14 2C", "M13"], [["2S"], ["KC"]], ["7W 8W", "7C 8C"])
    events = play(state, "trump M14", "trump M13", "target @#1")
    events += resolve_all(state)
    assert [s.card for s in state.soldiers[1]] == cards("KC")
    assert any("Temperance (XIV) fizzles" in plain(e.message) for e in events if e.message)


def test_temperance_removes_an_attacker_you_gain_from_combat():
    state = attack_step(["", "M14 2C"], [["KS"], ["2S"]], ["", "7W 8W"])
    play(state, "attack @#1>1", "trump M14")
    pass_around(state)
    assert state.controller(1) == 1 and soldier(state, 1).attacking is None
    assert state.life == [20, 20]


# -- XV The Devil -------------------------------------------------------------------------------

def test_the_devil_searches_the_draw_pile_for_a_trump():
    state = table(["M15 2C", ""], [[], []], ["7S 8S", ""])
    play(state, "trump M15")                         # nobody could answer: it resolves
    legal = texts(state.legal_actions())
    assert "take M21" in legal and all(t.startswith("take M") for t in legal)
    play(state, "take M21")
    assert parse_card("M21") in state.hands[0] and parse_card("M21") not in state.draw


# -- XVI The Tower ------------------------------------------------------------------------------

def test_the_tower_deals_three_damage_to_a_player():
    state = table(["M16 2C", ""], [[], []], ["7S 8S", ""], life=[20, 3])
    play(state, "trump M16", "target @1")           # nobody could answer: it resolves
    assert state.is_terminal() and state.outcome().winners == (0,)


def test_the_towers_damage_on_a_soldier_stays_until_the_end_of_an_attack_step():
    state = table(["M16 2C", ""], [[], ["KS", "2S"]], ["7S 8S", ""])
    assert texts(state.legal_actions())[:1] == ["pass"]
    play(state, "trump M16")
    assert texts(state.legal_actions()) == ["target @#1", "target @#2", "target @0",
                                            "target @1"]
    play(state, "target @#1")                        # nobody could answer: it resolves
    assert soldier(state, 1).tower_damage == 3
    play(state, "pass")                              # 0's turn ends; 1's turn: still there
    assert state.active == 1 and soldier(state, 1).tower_damage == 3
    play(state, "done")                              # 1 does not attack
    assert state.step == "main" and state.active == 1
    assert soldier(state, 1).tower_damage == 0       # gone at the end of 1's attack step


def test_the_tower_finishes_a_soldier_damaged_in_combat():
    state = attack_step(["M16 2C", ""], [["KS"], ["QC"]], ["7S 8S", ""])
    play(state, "attack @#1>1", "pass", "block @#2>#1", "pass")
    assert soldier(state, 1).damage == 4 and state.moment == "damage"
    play(state, "trump M16", "target @#1", "pass")
    assert soldier(state, 1) is None


# -- XVII The Star ------------------------------------------------------------------------------

def test_the_star_shuffles_hands_and_discard_pile_into_the_draw_pile_then_five_each():
    state = table(["M17 2C", "3C 4C"], [[], []], ["7S 8S", ""], discard="KS QS")
    play(state, "trump M17")                         # nobody could answer: it resolves
    assert [len(h) for h in state.hands] == [5, 5]
    assert state.discard == cards("M17") and len(state.draw) == 78 - 10 - 3


# -- XVIII The Moon -----------------------------------------------------------------------------

def test_the_moon_puts_a_soldier_card_chosen_from_the_discard_pile_into_the_hand():
    state = table(["M18 2C", ""], [[], []], ["7S 8S", ""], discard="KS M5 QS")
    play(state, "trump M18")
    assert texts(state.legal_actions()) == ["target QS", "target KS"]
    play(state, "target QS")                         # nobody could answer: it resolves
    assert parse_card("QS") in state.hands[0] and state.revealed[0] == cards("QS")


def test_the_moon_fizzles_when_its_card_has_left_the_discard_pile():
    state = table(["M18 2C", "M17"], [[], []], ["7S 8S", "7W 8W"], discard="KS")
    events = play(state, "trump M18", "trump M17")  # the Star shuffles it away
    events += resolve_all(state)
    assert any("Moon (XVIII) fizzles" in plain(e.message) for e in events if e.message)


# -- XIX The Sun --------------------------------------------------------------------------------

def test_the_sun_takes_two_random_cards_of_the_discard_pile_revealed_to_all():
    picks = set()
    for seed in range(12):
        state = table(["M19 2C", ""], [[], []], ["7S 8S", ""], discard="KS QS NS PS",
                      seed=seed)
        events = play(state, "trump M19")            # nobody could answer: it resolves
        taken = [e.card for e in events if e.kind == "move" and e.src == "discard"]
        assert len(taken) == 2 and all(e.visible is None for e in events
                                       if e.kind == "move" and e.src == "discard")
        assert sorted(state.revealed[0]) == sorted(taken)
        picks.add(frozenset(taken))
    assert len(picks) > 1


def test_the_sun_takes_what_there_is():
    state = table(["M19 2C", ""], [[], []], ["7S 8S", ""], discard="KS")
    play(state, "trump M19")                         # nobody could answer: it resolves
    assert parse_card("KS") in state.hands[0] and state.discard == cards("M19")


# -- XX Judgement -------------------------------------------------------------------------------

def test_judgement_destroys_all_soldiers():
    state = table(["M20 2C", ""], [["5S", "6S"], ["KC"]], ["7S 8S", ""])
    play(state, "trump M20")                         # nobody could answer: it resolves
    assert not any(state.soldiers) and Counter(state.discard) >= Counter(cards("5S 6S KC"))


# -- XXI The World ------------------------------------------------------------------------------

def test_the_world_puts_a_trump_chosen_from_the_discard_pile_into_the_hand():
    state = table(["M21 2C", ""], [[], []], ["7S 8S", ""], discard="KS M5 M13")
    play(state, "trump M21")
    assert texts(state.legal_actions()) == ["target M5", "target M13"]
    play(state, "target M13")                        # nobody could answer: it resolves
    assert parse_card("M13") in state.hands[0]


# -- the Ace and the Joker ----------------------------------------------------------------------

def test_the_ace_pays_three_to_draw_three_with_a_soldier_of_its_suit():
    state = table(["AS AC 2C", ""], [["5S"], []], ["7W 8W 9W", ""], draw="KS QS NS")
    legal = texts(state.legal_actions())
    assert "ability AS" in legal and "ability AC" not in legal
    play(state, "ability AS")                        # nobody could answer: it resolves
    assert sorted(state.hands[0]) == sorted(cards("NS QS KS AC 2C"))
    assert all(f.sideways for f in state.farms[0])


def test_a_joker_in_play_lets_an_ace_use_its_ability():
    state = table(["AS 2C", ""], [["JK"], []], ["7W 8W 9W", ""], jokers=True)
    assert "ability AS" in texts(state.legal_actions())


def test_the_joker_is_a_soldier_for_free_or_its_ability_for_two():
    state = table(["JK 2C", "", ""], [[], ["5C", "6C"], []], ["7W 8W", "", ""], jokers=True)
    legal = texts(state.legal_actions())
    assert {"soldier JK", "ability JK"} <= set(legal)
    play(state, "ability JK", "target @1")          # nobody could answer: it resolves
    assert state.stage.__class__.__name__ == "GiveSoldier" and state.stage.actor == 1
    play(state, "give @#2")
    assert [s.card for s in state.soldiers[0]] == cards("6C")


def test_the_joker_soldier_is_the_weakest_speed_zero():
    state = attack_step(["", ""], [["2S"], ["JK"]], jokers=True)
    play(state, "attack @#1>1", "block @#2>#1")
    assert soldier(state, 2) is None and soldier(state, 1) is not None
