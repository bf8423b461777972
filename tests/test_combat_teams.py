"""Tarot Combat beyond the duel, in the rules core: teams (seed §8) and own decks (seed §2 "Game
zones", §6 "Ownership", the Hermit, the Devil, the Moon, the Sun, the World), set up with
positions (``tests/test_combat.py``'s ``table`` for the shared piles, :func:`own` below for own
decks), and random games of every kind through the conformance suite's checks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tarot_table.ai.combat_heuristic import CombatHeuristic
from tarot_table.cards import cards_text, full_deck, parse_card, parse_cards
from tarot_table.rules.combat import CombatState, Priority
from tarot_table.rules.combat.position import CombatPosition
from tarot_table.rules.combat.teams import team_list
from tests.test_combat import (COMBAT, attack_step, cards, pass_around, play, resolve_all,
                               soldier, table, texts)
from tests.test_conformance import (check_cards_accounted, check_copies, check_sampled_world,
                                    check_views, documented_position)

pytestmark = pytest.mark.rules


def decks(n: int, seed: int, size: int = 40) -> list[str]:
    """``n`` decks of ``size`` cards, each drawn from its own 78-card deck."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        deck = full_deck()
        rng.shuffle(deck)
        out.append(cards_text(deck[:size]))
    return out


# -- the options ---------------------------------------------------------------------------------

def test_teams_default_off_and_are_for_four_and_six_players_in_teams_of_two_or_three():
    assert COMBAT.spec.default_options() == {"jokers": False, "teams": "none", "team_size": 2}
    assert COMBAT.check_setup(4, {"teams": "alliance"})["teams"] == "alliance"
    assert COMBAT.check_setup(6, {"teams": "as one", "team_size": 3})["team_size"] == 3
    with pytest.raises(ValueError, match="four and six players, not 3"):
        COMBAT.check_setup(3, {"teams": "alliance"})
    with pytest.raises(ValueError, match="4 players do not make teams of 3"):
        COMBAT.check_setup(4, {"teams": "as one", "team_size": 3})
    with pytest.raises(ValueError, match="must be one of"):
        COMBAT.check_setup(4, {"teams": "pairs"})


def test_teammates_sit_apart_so_that_turns_alternate():
    assert team_list(4, "alliance", 2) == [0, 1, 0, 1]
    assert team_list(6, "as one", 2) == [0, 1, 2, 0, 1, 2]
    assert team_list(6, "alliance", 3) == [0, 1, 0, 1, 0, 1]
    assert team_list(3, "none", 2) == [0, 1, 2]


def test_own_decks_are_checked_with_clear_errors():
    assert COMBAT.check_setup(2, {"decks": ["7C, 8C", "KS"]})["decks"] == ["7C 8C", "KS"]
    with pytest.raises(ValueError, match=r"one deck per player \(2\), not 1"):
        COMBAT.check_setup(2, {"decks": ["7C"]})
    with pytest.raises(ValueError, match="deck 2: "):
        COMBAT.check_setup(2, {"decks": ["7C", "7X"]})
    with pytest.raises(ValueError, match="deck 1 holds a Joker"):
        COMBAT.check_setup(2, {"decks": ["JK 7C", "7C"]})
    with pytest.raises(ValueError, match="deck 2 is empty"):
        COMBAT.check_setup(2, {"decks": ["7C", ""]})
    with pytest.raises(ValueError, match="list of card texts"):
        COMBAT.check_setup(2, {"decks": "7C 8C"})


# -- alliance ------------------------------------------------------------------------------------

def test_alliance_teammates_cannot_attack_each_other():
    state = attack_step(["", "", "", ""], [["KS"], [], [], []], teams="alliance")
    assert texts(state.legal_actions()) == ["attack @#1>1", "attack @#1>3", "done"]


def test_alliance_a_player_who_lost_leaves_and_its_team_plays_on():
    state = attack_step(["", "", "", ""], [["KS"], [], [], []], teams="alliance",
                        life=[20, 5, 20, 20])
    play(state, "attack @#1>1")               # no one can block or answer: the damage is dealt
    assert state.out == [False, True, False, False]
    assert state.stage is not None and state.outcome() is None


def test_alliance_the_team_loses_when_all_its_players_have_and_all_the_winners_share_it():
    state = attack_step(["", "", "", ""], [["KS"], [], [], []], teams="alliance",
                        life=[20, 5, 20, 0], out=[False, False, False, True])
    play(state, "attack @#1>1")
    assert state.stage is None
    assert state.outcome().winners == (0, 2)          # the whole team, both seats


def test_alliance_an_opponent_is_a_player_of_another_team():
    state = table(["M5 2C", "", "", ""], [[], ["KS"], ["KC"], ["QC"]],
                  ["7W 8W", "", "", ""], teams="alliance")
    play(state, "trump M5")
    assert texts(state.legal_actions()) == ["target @1", "target @3"]


def test_alliance_temperance_takes_a_soldier_of_another_team_only():
    state = table(["M14 2C", "", "", "M3"], [["2S"], ["KS"], ["KC"], []],
                  ["7W 8W", "", "", "7C 8C"], teams="alliance")
    play(state, "trump M14")    # one soldier of its own, one of another team: chosen at once
    assert state.limbo[-1].ids == (1, 2) and state.stage == Priority(3, 3)    # 3 may answer


# -- as one --------------------------------------------------------------------------------------

def test_as_one_teams_share_thirty_life():
    state = COMBAT.new_state(4, 3, {"teams": "as one"})
    assert state.life == [30, 30, 30, 30]
    assert state.observation(1).team_mode == "as one" and state.observation(1).teams == (0, 1, 0, 1)


def test_as_one_damage_to_a_teammate_comes_off_the_shared_life_and_the_team_loses_together():
    state = table(["M16 2C", "", "", ""], [[], [], [], []], ["7W 8W", "", "", ""],
                  teams="as one", life=[30, 3, 30, 3])
    play(state, "trump M16", "target @3")
    resolve_all(state)
    assert state.out == [False, True, False, True]
    assert state.outcome().winners == (0, 2)


def test_as_one_the_team_shares_a_turn_both_turn_up_draw_and_attack():
    soldiers = [[{"card": "KS", "sideways": True}], [], [{"card": "KC", "sideways": True}], []]
    state = table(["", "", "", ""], soldiers, ["~7W", "", "~7C", ""], step="main", active=1,
                  teams="as one", turn=5)
    hands = [len(h) for h in state.hands]
    pass_around(state)                        # the main step of seat 1's team ends
    assert state.active == 2                  # the next team's turn, from the next seat (ours)
    assert not any(s.sideways for s in state.soldiers[0] + state.soldiers[2])
    assert not any(f.sideways for f in state.farms[0] + state.farms[2])
    pass_around(state)                        # beginning step
    assert [len(h) for h in state.hands] == [hands[0] + 1, hands[1], hands[2] + 1, hands[3]]
    pass_around(state)                        # draw step: the attack step begins
    assert state.stage.__class__.__name__ == "DeclareAttackers" and state.stage.actor == 2
    assert texts(state.legal_actions()) == ["attack @#2>3", "done"]   # the other team, once
    play(state, "attack @#2>3")
    assert state.stage.__class__.__name__ == "DeclareAttackers" and state.stage.actor == 0
    play(state, "attack @#1>1")               # no blockers: both Kings hit the other team
    assert state.life == [30, 20, 30, 20]


def test_as_one_either_teammate_may_block_and_damage_comes_off_the_team():
    state = attack_step(["", "", "", ""], [["KS", "QS"], ["2C"], [], ["KC"]], teams="as one")
    play(state, "attack @#1>1", "attack @#2>1")     # nobody can answer: blockers come
    assert state.stage.__class__.__name__ == "DeclareBlockers" and state.stage.actor == 1
    assert texts(state.legal_actions()) == ["block @#3>#1", "block @#3>#2", "done"]
    play(state, "done")
    assert state.stage.actor == 3             # the teammate blocks for the team
    play(state, "block @#4>#2", "done")
    while state.moment in ("blockers", "damage") and state.stage is not None:
        play(state, str(state.legal_actions()[0]))
    assert state.life == [30, 25, 30, 25]     # the King unblocked: 5 off the shared life


def test_as_one_a_teammate_plays_soldiers_and_its_own_farm_in_the_shared_main_step():
    state = table(["2C", "3C", "4C 5C", "6C"], [[], [], [], []], teams="as one")
    play(state, "farm 2C")      # seat 0 and seat 1 could play nothing: they pass unasked
    assert state.stage.actor == 2
    assert texts(state.legal_actions()) == ["pass", "soldier 4C", "farm 4C", "soldier 5C",
                                            "farm 5C"]
    play(state, "farm 4C")
    assert state.team_farms == [2] and state.farm_played
    assert texts(state.legal_actions()) == ["pass", "soldier 5C"]    # one farm a player


def test_as_one_the_chariot_gives_the_team_an_attack_step_when_a_teammate_plays_it():
    state = table(["", "", "M7 2C", ""], [[], [], [{"card": "KC", "sideways": True}], []],
                  ["", "", "7W 8W", ""], teams="as one")
    play(state, "pass", "trump M7")             # nobody could answer: it resolves
    pass_around(state)
    assert not soldier(state, 1).sideways       # the main step over, the extra attack step
    assert state.step == "attack" and state.stage.__class__.__name__ == "DeclareAttackers"
    assert state.active == 0 and state.stage.actor == 2


# -- the heuristic as a teammate -----------------------------------------------------------------

def test_the_heuristic_blocks_for_its_teammate_as_one():
    state = attack_step(["", "", "", ""], [["2S"], ["3C"], [], ["KC"]], teams="as one")
    play(state, "attack @#1>1")
    play(state, "done")                       # seat 1 does not block
    assert state.stage.actor == 3
    action = CombatHeuristic(random.Random(1)).act(state.observation(3))
    assert str(action) == "block @#3>#1"      # the King destroys the 2 and survives


def test_the_heuristic_kills_an_opponents_soldier_not_its_allys():
    state = table(["M13 2C", "", "", ""], [[], ["PS"], ["KC"], []], ["7W 8W", "", "", ""],
                  teams="alliance")
    play(state, "trump M13")
    action = CombatHeuristic(random.Random(1)).act(state.observation(0))
    assert str(action) == "target @#1"


def test_the_heuristic_attacks_only_the_other_team():
    state = attack_step(["", "", "", ""], [["KS"], [], [], []], teams="alliance",
                        life=[20, 20, 1, 20])
    action = CombatHeuristic(random.Random(1)).act(state.observation(0))
    assert action.kind == "attack" and action.target.endswith((">1", ">3"))


# -- own decks -----------------------------------------------------------------------------------

def own(hands, *, draws=None, discards=None, soldiers=None, farms=None, limbo=(), step="main",
        active=0, stage=None, todo=None, **more) -> CombatState:
    """A game with own decks from a position; each seat's deck is every card it owns (its hand,
    piles, farms, its cards in limbo, the soldiers it owns — ``owner`` or controller)."""
    n = len(hands)
    draws = draws or [""] * n
    discards = discards or [""] * n
    owned = [list(parse_cards(hands[s])) + list(parse_cards(draws[s]))
             + list(parse_cards(discards[s])) for s in range(n)]
    next_id = 1
    rows = []
    for seat, row in enumerate(soldiers or [[] for _ in range(n)]):
        out = []
        for item in row:
            spec = {"card": item} if isinstance(item, str) else dict(item)
            out.append({"id": next_id, **spec})
            owned[spec.get("owner", seat)].append(parse_card(spec["card"]))
            next_id += 1
        rows.append(out)
    farm_rows = []
    for seat, text in enumerate(farms or [""] * n):
        out = []
        for word in text.split():
            out.append({"id": next_id, "card": word.lstrip("~"), "sideways": word[0] == "~"})
            owned[seat].append(parse_card(word.lstrip("~")))
            next_id += 1
        farm_rows.append(out)
    entries = []
    for spec in limbo:
        entries.append({"id": next_id, **spec})
        owned[spec["player"]].append(parse_card(spec["card"]))
        next_id += 1
    doc = {"players": n, "first": active, "active": active, "hands": list(hands), "draw": "",
           "decks": [cards_text(d) for d in owned], "draws": draws, "discards": discards,
           "soldiers": rows, "farms": farm_rows, "limbo": entries, "step": step, "turn": 3,
           "stage": stage or {"stage": "Priority", "actor": active},
           "todo": todo if todo is not None else [{"step": "NextStep", "name": "end"}], **more}
    return COMBAT.from_position(doc)


def test_own_decks_each_player_draws_its_seven_from_its_own_deck():
    given = decks(3, 5)
    state = COMBAT.new_state(3, 5, {"decks": given})
    zones = state.zones()
    assert "draw" not in zones and {"draw:0", "draw:1", "draw:2", "discard:2"} <= set(zones)
    for seat in range(3):
        mine = Counter(parse_cards(given[seat]))
        assert Counter(zones[f"hand:{seat}"]) + Counter(zones[f"draw:{seat}"]) == mine
    assert Counter(state.game_cards()) == Counter(c for d in given for c in parse_cards(d))
    view = state.observation(1)
    assert view.decks[0] == parse_cards(given[0])            # the lists are public (ours)
    assert all(c is None for c in view.zones["draw:1"])


def test_own_decks_an_empty_draw_pile_takes_its_own_discard_pile_only():
    state = own(["", "2C"], draws=["", "3C"], discards=["7S 8S", "9C"], step="beginning",
                todo=[{"step": "NextStep", "name": "draw"}])
    pass_around(state)                                       # seat 0's draw step
    assert len(state.hands[0]) == 1 and state.hands[0][0] in cards("7S 8S")
    assert state.discards == [[], cards("9C")] and len(state.draws[0]) == 1


def test_ownership_a_soldier_taken_goes_to_its_owners_discard_pile_when_destroyed():
    state = own(["M5 2C", "M13"], soldiers=[[], ["KS"]], farms=["7W 8W", "7C 8C"])
    play(state, "trump M5")                                  # the Hierophant: seat 1 gives
    resolve_all(state)
    assert state.controller(1) == 0 and soldier(state, 1).owner == 1
    assert parse_card("KS") not in state.decks[0]
    play(state, "pass", "trump M13")           # seat 1's Death on it, the one soldier
    resolve_all(state)
    assert state.discards[1][-2:] == cards("KS M13")         # its owner's pile, not seat 0's
    assert state.discards[0] == cards("M5")


def test_ownership_control_back_to_the_owner_forgets_the_owner():
    state = own(["M14 2C", ""], soldiers=[[{"card": "KS", "owner": 1}], ["2S"]],
                farms=["7W 8W", ""])
    play(state, "trump M14")                    # nobody could answer: it resolves
    assert soldier(state, 1).owner is None and state.controller(1) == 1
    assert soldier(state, 2).owner == 1 and state.controller(2) == 0


def test_own_decks_the_hermit_and_the_devil_search_the_own_draw_pile():
    state = own(["M9 2C", ""], draws=["KS M3", "QC M4"], farms=["7W 8W", ""])
    play(state, "trump M9")                     # nobody could answer: it resolves
    assert texts(state.legal_actions()) == [] or "take QC" not in texts(state.legal_actions())
    assert parse_card("KS") in state.hands[0] and state.draws[1] == cards("QC M4")
    assert state.observation(0).zones["draw:1"] == (None, None)
    state = own(["M15 2C", ""], draws=["KS M3 M6", "QC M4"], farms=["7W 8W", ""])
    play(state, "trump M15")
    assert texts(state.legal_actions()) == ["take M3", "take M6"]
    assert state.observation(0).zones["draw:0"] == tuple(state.draws[0])


def test_own_decks_the_moon_and_the_world_choose_from_the_own_discard_pile():
    state = own(["M18 2C", "M1"], discards=["KS M3", "QC M4"], farms=["7W 8W", "7C 8C"])
    play(state, "trump M18")                 # the one soldier card there, chosen at once
    assert state.limbo[-1].pick == parse_card("KS")          # 1 may answer
    resolve_all(state)
    assert parse_card("KS") in state.hands[0]
    state = own(["M21 2C", "M1"], discards=["KS M3", "QC M4"], farms=["7W 8W", "7C 8C"])
    play(state, "trump M21")
    assert state.limbo[-1].pick == parse_card("M3")
    state = own(["M18 2C", ""], discards=["M3", "QC"], farms=["7W 8W", ""])
    assert "trump M18" not in texts(state.legal_actions())   # no soldier card in its own pile


def test_own_decks_the_sun_takes_two_of_the_own_discard_pile():
    state = own(["M19 2C", ""], discards=["KS M3", "QC M4 5C"], farms=["7W 8W", ""])
    play(state, "trump M19")
    resolve_all(state)
    assert Counter(state.hands[0]) == Counter(cards("2C KS M3"))
    assert state.discards == [cards("M19"), cards("QC M4 5C")]


def test_own_decks_cards_played_destroyed_and_discarded_go_to_their_owners_piles():
    state = own(["M11 2C 3C 4C", "M0 9S"], soldiers=[["5S"], ["6S", "7S"]],
                farms=["7W 8W", "7C 8C ~9C"], step="main")
    play(state, "soldier 2C", "pass", "trump M0")            # the Fool counters the 2
    resolve_all(state)
    assert state.discards[0] == cards("2C") and state.discards[1] == cards("M0")
    play(state, "trump M11")                                 # Justice: hands, soldiers, farms
    while state.limbo:
        if isinstance(state.stage, Priority):
            pass_around(state)
        else:
            play(state, str(state.legal_actions()[0]))
    assert state.discards[0] == cards("2C 3C M11")   # countered, discarded, resolved
    assert state.discards[1] == cards("M0 6S 7C")    # resolved, destroyed soldier and farm


def test_own_decks_the_star_shuffles_each_hand_and_discard_pile_into_its_own_draw_pile():
    state = own(["M17 2C 3C", "4C"], draws=["5C", "6C 7C 8C 9C 10C"],
                discards=["KS", "QS"], farms=["7W 8W", ""])
    play(state, "trump M17")
    resolve_all(state)
    assert Counter(state.hands[0] + state.draws[0]) == Counter(cards("2C 3C 5C KS M17")) \
        - Counter() or parse_card("M17") in state.discards[0]
    assert Counter(state.hands[1] + state.draws[1]) == Counter(cards("4C 6C 7C 8C 9C 10C QS"))
    assert len(state.hands[1]) == 5 and state.discards[1] == []


def test_a_position_with_own_decks_and_teams_round_trips():
    state = COMBAT.new_state(4, 8, {"teams": "as one", "decks": decks(4, 8)})
    rng = random.Random(8)
    for _ in range(300):
        state.play(rng.choice(state.legal_actions()))
    position = state.to_position()
    again = COMBAT.from_position(position)
    assert again.to_position() == position and again.legal_actions() == state.legal_actions()
    assert "teams" not in table(["", ""], [[], []]).to_position()


# -- random games of every kind: the conformance suite's checks ----------------------------------

KINDS = [(4, {"teams": "alliance"}), (4, {"teams": "as one"}),
         (6, {"teams": "alliance", "team_size": 3}), (6, {"teams": "as one", "team_size": 2}),
         (2, {"decks": decks(2, 1)}), (3, {"decks": decks(3, 2, 30), "jokers": True}),
         (4, {"teams": "as one", "decks": decks(4, 3)})]


@pytest.mark.parametrize("n,options", KINDS)
def test_random_games_of_teams_and_own_decks_keep_every_invariant(n, options):
    random_game_checked(n, options, n)


@pytest.mark.slow
@pytest.mark.parametrize("n,options", KINDS)
def test_many_random_games_of_teams_and_own_decks_keep_every_invariant(n, options):
    for seed in range(100, 130):
        random_game_checked(n, options, seed)


def random_game_checked(n: int, options: dict, seed: int) -> None:
    """A seeded random game with the conformance suite's checks (the views every 8 moves, with
    every event since; clones and sampled worlds every 40, a JSON replay every 400 and at the
    end); its winners are one whole team."""
    state = COMBAT.new_state(n, seed, options)
    rng = random.Random(seed)
    seen = [set() for _ in range(n)]
    check_views(state, list(state.opening_events), seen)
    steps = 0
    events: list = []
    while not state.is_terminal():
        events += state.play(rng.choice(state.legal_actions()))
        steps += 1
        check_cards_accounted(state)
        if steps % 8 == 0 or state.is_terminal():
            check_views(state, events, seen)
            events = []
        if steps % 40 == 0:
            check_copies(COMBAT, state, replay=steps % 400 == 0)
            check_sampled_world(COMBAT, state, rng)
    check_copies(COMBAT, state)
    outcome = state.outcome()
    teams = state.teams
    assert outcome.winners and len({teams[s] for s in outcome.winners}) == 1
    assert set(outcome.winners) == {s for s in range(n) if teams[s] == teams[outcome.winners[0]]}


def test_the_documented_team_position_with_own_decks_loads_and_plays_on():
    doc = documented_position(CombatPosition, 1)
    state = COMBAT.from_position(doc)
    assert state.to_position() == doc
    assert state.as_one and state.own and state.first_damage == 1
    assert soldier(state, 35).owner == 2 and state.controller(35) == 1
    pass_around(state)                       # the beginning step: both teammates draw
    assert len(state.hands[3]) == 6 and len(state.hands[1]) == 5
    assert state.draws[1] == [] and state.draws[3] == []
