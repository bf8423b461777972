"""Tarot Combat: one test (or more) per rule sentence of the seed (002) and of rules/combat.md,
set up with positions; the trumps and abilities are in ``test_combat_trumps.py``. ``§`` are the
seed's parts."""

from __future__ import annotations

from collections import Counter

import pytest

from tarot_table.cards import JOKER, cards_text, full_deck, parse_card, parse_cards
from tarot_table.messages import plain
from tarot_table.rules import find_game
from tarot_table.rules.base import Action, ActionParseError, IllegalActionError
from tarot_table.rules.combat import CombatState, Priority, decks_for, game_deck
from tarot_table.rules.combat.position import CombatPosition
from tarot_table.rules.position import PositionError
from tests.test_conformance import documented_position

pytestmark = pytest.mark.rules

COMBAT = find_game("combat")
PASS = Action("pass")
#: The work queued during a step's window, by step (the turn's next step).
AFTER = {"beginning": "draw", "draw": "attack", "main": "end"}


def table(hands, soldiers=None, farms=None, *, active=0, step="main", discard="", draw="",
          limbo=(), stage=None, todo=None, jokers=False, **more) -> CombatState:
    """A game in progress, from a position. ``hands``: a text per seat. ``soldiers``: per seat
    a list of cards (``"7C"``) or soldier dicts without ``id``; ids are given in seat order from
    1. ``farms``: per seat a text of cards, a card written ``~7C`` being sideways; their ids
    follow. ``limbo``: entry dicts without ``id`` (ids follow). ``draw``: the top of the draw
    pile (bottom … top); every card not placed elsewhere goes under it, in deck order. The stage
    defaults to priority for the ``active`` player in ``step``, the queue to the turn's next
    step."""
    n = len(hands)
    next_id = 1
    used: list = []
    rows = []
    for row in soldiers or [[] for _ in range(n)]:
        out = []
        for item in row:
            spec = {"card": item} if isinstance(item, str) else dict(item)
            out.append({"id": next_id, **spec})
            used.append(parse_card(spec["card"]))
            next_id += 1
        rows.append(out)
    farm_rows = []
    for text in farms or ["" for _ in range(n)]:
        out = []
        for word in text.split():
            farm = {"id": next_id, "card": word.lstrip("~")}
            if word.startswith("~"):
                farm["sideways"] = True
            out.append(farm)
            used.append(parse_card(word.lstrip("~")))
            next_id += 1
        farm_rows.append(out)
    entries = []
    for spec in limbo:
        entries.append({"id": next_id, **spec})
        used.append(parse_card(spec["card"]))
        next_id += 1
    for text in [*hands, discard, draw]:
        used += parse_cards(text)
    left = Counter(game_deck(n, jokers)) - Counter(used)
    bottom = []
    for card in game_deck(n, jokers):
        if left[card] > 0:
            left[card] -= 1
            bottom.append(card)
    doc = {
        "players": n, "first": more.pop("first", active), "active": active,
        "hands": list(hands), "draw": " ".join(filter(None, [cards_text(bottom), draw])),
        "discard": discard, "soldiers": rows, "farms": farm_rows, "limbo": entries,
        "step": step, "turn": more.pop("turn", 3), "jokers": jokers,
        "stage": stage or {"stage": "Priority", "actor": active},
        "todo": todo if todo is not None else [{"step": "NextStep", "name": AFTER[step]}],
        **more}
    return COMBAT.from_position(doc)


def play(state: CombatState, *texts: str) -> list:
    """Play actions given as their texts; the events they caused."""
    events = []
    for text in texts:
        events += state.play(COMBAT.parse_action(text))
    return events


def resolve_all(state: CombatState) -> list:
    """Every player passes until limbo is empty; the events."""
    events = []
    while state.limbo and isinstance(state.stage, Priority):
        events += pass_around(state)
    return events


def pass_around(state: CombatState) -> list:
    """Every player asked passes in succession, until a card resolves, the window closes or
    another decision comes; the events of the passes."""
    events = []
    while isinstance(state.stage, Priority):
        before = state.stage.passes
        events += state.play(PASS)
        if not isinstance(state.stage, Priority) or state.stage.passes <= before:
            break
    return events


def soldier(state: CombatState, ident: int):
    """The soldier ``#ident`` in play (``None`` if it is not)."""
    found = state.find_soldier(ident)
    return None if found is None else found[1]


def cards(text: str) -> list:
    return list(parse_cards(text))


def texts(actions) -> list[str]:
    return [str(a) for a in actions]


def attack_step(hands, soldiers, farms=None, **kw) -> CombatState:
    """Seat ``active``'s (default 0) draw step, its window passed: the attack step begins."""
    state = table(hands, soldiers, farms, step="draw", **kw)
    pass_around(state)
    return state


def windows(state: CombatState, count: int) -> list[tuple[str, str, int]]:
    """Pass ``count`` times, noting the step, the moment and the seat of each priority."""
    seen = []
    for _ in range(count):
        seen.append((state.step, state.moment, state.stage.actor))
        play(state, "pass")
    return seen


# -- setup (§2 "Starting a game"; notes "Table") -----------------------------------------------

@pytest.mark.parametrize("players,decks", [(2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_one_deck_per_two_players_shuffled_together(players, decks):
    state = COMBAT.new_state(players, 4)
    everything = [c for zone in state.zones().values() for c in zone]
    assert len(everything) == 78 * decks == len(state.game_cards())
    assert Counter(everything) == Counter(full_deck() * decks)
    assert decks_for(players) == decks


def test_jokers_are_an_option_off_by_default_two_per_deck():
    assert COMBAT.spec.default_options()["jokers"] is False
    assert JOKER not in COMBAT.new_state(2, 1).game_cards()
    state = COMBAT.new_state(4, 1, {"jokers": True})
    cards = state.game_cards()
    assert Counter(cards)[JOKER] == 4 and len(cards) == 2 * 78 + 4
    assert Counter(c for z in state.zones().values() for c in z)[JOKER] == 4


@pytest.mark.parametrize("players", [1, 7])
def test_two_to_six_players(players):
    with pytest.raises(ValueError, match="2–6 players"):
        COMBAT.new_state(players, 1)


def test_the_first_player_is_random_and_everyone_draws_seven_one_at_a_time():
    firsts = set()
    for seed in range(30):
        state = COMBAT.new_state(3, seed)
        firsts.add(state.first)
        assert sorted(len(h) for h in state.hands) == [7, 7, 8]     # the first has drawn
        assert len(state.hands[state.first]) == 8
    assert firsts == {0, 1, 2}
    state = COMBAT.new_state(3, 5)
    drawn = [e for e in state.opening_events if e.kind == "move" and e.dst.startswith("hand")]
    first = state.first
    assert [int(e.dst[5:]) for e in drawn[:4]] == [first, (first + 1) % 3, (first + 2) % 3,
                                                   first]
    assert all(e.visible == {int(e.dst[5:])} and not e.face_up for e in drawn)
    assert len(drawn) == 22                                        # 3 × 7, then the first draw


def test_a_game_replays_from_its_recorded_shuffles():
    state = COMBAT.new_state(2, 42)
    again = COMBAT.new_state(2, 999, recorded_shuffles=state.shuffles)
    assert again.zones() == state.zones() and again.first == state.first


def test_the_first_player_of_a_two_player_game_skips_its_first_draw_step():
    for seed in range(5):
        state = COMBAT.new_state(2, seed)
        assert len(state.hands[state.first]) == 7 and len(state.draw) == 78 - 14
        assert state.step == "main" and not state.skip_draw
        while state.active == state.first:
            play(state, "pass")
        assert len(state.hands[state.active]) == 8


def test_players_start_with_twenty_life_and_lose_at_twenty_damage_taken():
    assert COMBAT.new_state(2, 1).life == [20, 20]
    state = attack_step(["", ""], [["KS"], []], life=[20, 5])
    play(state, "attack @#1>1")
    assert state.is_terminal() and state.life == [20, 0]
    assert state.outcome().winners == (0,) and state.outcome().scores == (20, 0)


def test_losers_leave_the_game_and_the_last_player_standing_wins():
    state = attack_step(["", "2S 3S", "4S"], [["KS", "QS"], ["5C"], ["6C"]], ["", "9W", ""],
                        life=[20, 4, 3])
    play(state, "attack @#1>1", "attack @#2>2", "done", "done")   # 1 and 2 do not block
    assert state.is_terminal() and state.outcome().winners == (0,)
    assert state.out == [False, True, True]
    for seat in (1, 2):
        assert not state.hands[seat] and not state.soldiers[seat] and not state.farms[seat]
    assert Counter(state.discard) >= Counter(cards("2S 3S 4S 5C 6C 9W"))


def test_after_a_loss_the_others_play_on_and_the_turns_skip_the_loser():
    state = attack_step(["2S", "3S", "4S"], [["KS"], [], []], life=[20, 5, 20])
    play(state, "attack @#1>1")
    assert state.out == [False, True, False] and not state.is_terminal()
    assert not state.hands[1] and state.step == "main"
    play(state, "pass")
    assert state.active == 2


def test_when_the_active_player_loses_its_turn_stops_and_limbo_is_emptied():
    state = table(["5S 6S", "2C", "M16"], [[], [], []], ["", "", "7W 8W"], active=0,
                  life=[2, 20, 20])
    play(state, "soldier 5S")        # in limbo; 0 and 1 could play nothing on it: not asked
    assert state.stage == Priority(2, 2)             # 2 answers with the Tower on 0
    play(state, "trump M16", "target @0")           # nobody could answer: it resolves
    assert state.out[0] and state.active == 1 and not state.limbo
    assert Counter(state.discard) >= Counter(cards("5S M16"))


def test_a_draw_from_an_empty_pile_shuffles_the_discard_pile_in_first():
    doc = table(["2S", "3S"], step="beginning").to_position()
    doc["discard"], doc["draw"] = doc["draw"], ""
    state = COMBAT.from_position(doc)
    assert not state.draw and len(state.discard) == 76
    events = play(state, "pass")                     # the beginning step ends: the draw step
    assert len(state.hands[0]) == 2 and len(state.draw) == 75 and not state.discard
    assert any(e.kind == "shuffle" for e in events)


def test_with_both_piles_empty_nothing_is_drawn():
    doc = table(["2S", "3S"], step="beginning").to_position()
    doc["hands"][0] += " " + doc["draw"]
    doc["draw"] = ""
    state = COMBAT.from_position(doc)
    play(state, "pass")
    assert state.step == "main" and len(state.hands[0]) == 77


# -- the turn (§3 "Taking turns", "Turn order"; §6 "Priority") ----------------------------------

def test_the_beginning_step_turns_the_active_players_cards_right_side_up():
    sideways = {"card": "5S", "sideways": True}
    state = table(["", "2C"], [[sideways, "6S"], [{"card": "5C", "sideways": True}]],
                  ["~7S ~8S", "~7C"], active=1)
    play(state, "pass")                              # 1 ends its turn; 0 begins
    assert state.active == 0 and state.turn == 4
    assert not any(s.sideways for s in state.soldiers[0] + state.farms[0])
    assert state.soldiers[1][0].sideways and state.farms[1][0].sideways


def test_the_steps_come_in_order_each_ending_when_all_have_passed():
    state = table(["M3", "M10"], [[], []], ["7S 8S", "7C 8C"], step="beginning")
    seen = windows(state, 8)
    assert seen == [("beginning", "", 0), ("beginning", "", 1), ("draw", "", 0), ("draw", "", 1),
                    ("attack", "attackers", 0), ("attack", "attackers", 1), ("main", "", 0),
                    ("main", "", 1)]
    assert state.active == 1 and state.step == "beginning"


def test_turns_go_clockwise():
    state = table(["2S", "2C", "2W"], active=1, step="main")
    play(state, "pass")
    assert state.active == 2


def test_priority_passes_to_the_left_stays_after_a_play_and_returns_after_a_resolution():
    state = table(["5C 6C", "M3", "M10"], None, ["7S 8S", "7W 8W", "7C 8C"], active=0)
    play(state, "soldier 5C")                        # 0's farms could pay a trump: asked
    assert state.limbo[-1].card == parse_card("5C") and state.stage == Priority(0, 0)
    play(state, "pass")
    assert state.stage == Priority(1, 1)
    play(state, "trump M3")                          # the Empress on top of the soldier
    assert [e.card for e in state.limbo] == cards("5C M3")
    assert state.stage == Priority(2, 1)             # 1 could play nothing more: not asked
    play(state, "pass")
    assert state.stage == Priority(0, 2)
    play(state, "pass")                              # all passed: the Empress resolves
    assert len(state.hands[1]) == 2 and [e.card for e in state.limbo] == cards("5C")
    assert state.stage == Priority(0, 0)
    pass_around(state)
    assert [s.card for s in state.soldiers[0]] == cards("5C") and not state.limbo
    assert state.step == "main" and state.stage.actor == 0


def test_a_player_who_could_play_nothing_whatever_it_holds_is_not_asked():
    state = table(["M3", "M13", "M16"], None, ["7S 8S", "7C", ""], active=0, step="draw")
    play(state, "pass")               # 1 has one farm, 2 none: neither is asked
    assert (state.step, state.moment) == ("attack", "attackers")
    assert state.stage == Priority(0, 0)


# -- the main step: soldiers, courts, farms (§3, §4) ----------------------------------------------

def test_spot_cards_are_soldiers_for_free_but_only_in_their_players_own_main_step():
    state = table(["5C AS M3", "5S"], [[], []], ["7S 8S", ""], step="draw")
    assert texts(state.legal_actions()) == ["pass", "trump M3"]
    state = table(["5C AS M3", "5S"], [[], []], ["7S 8S", ""], step="main")
    legal = texts(state.legal_actions())
    assert {"soldier 5C", "soldier AS", "farm 5C", "farm AS", "farm M3"} <= set(legal)
    assert "soldier M3" not in legal
    with pytest.raises(IllegalActionError, match="only for its ability"):
        play(state, "soldier M3")
    state = table(["2C", "M3 5S"], None, ["", "7C 8C"], active=0)
    play(state, "pass")                              # 1 has priority in 0's main step
    assert texts(state.legal_actions()) == ["pass", "trump M3"]
    with pytest.raises(IllegalActionError, match="own main step"):
        play(state, "soldier 5S")


def test_a_court_costs_one_to_four_farms_and_needs_a_soldier_of_its_suit():
    hand = "PS NS QS KS PC"
    state = table([hand, ""], [["2S"], []], ["3W 4W 5W", ""])
    legal = texts(state.legal_actions())
    assert {"soldier PS", "soldier NS", "soldier QS"} <= set(legal)
    assert "soldier KS" not in legal                 # 4 farms, 3 right-side-up
    assert "soldier PC" not in legal                 # no cup in play
    with pytest.raises(IllegalActionError, match="costs 4"):
        play(state, "soldier KS")
    play(state, "soldier QS")                        # the Queen costs 3 (the notes' table)
    assert all(f.sideways for f in state.farms[0])
    one = table(["KS", ""], [["2S"], []], ["3W", ""])
    assert one.explain_illegal(COMBAT.parse_action("soldier KS")).endswith(
        "you have 1 right-side-up farm.")


def test_the_joker_in_play_counts_as_every_suit():
    state = table(["PC QW", ""], [["JK"], []], ["3W 4W 5W", ""], jokers=True)
    assert {"soldier PC", "soldier QW"} <= set(texts(state.legal_actions()))


def test_one_farm_per_turn_face_down_in_the_main_step_without_limbo():
    state = table(["5C 6C", ""], [[], []])
    events = play(state, "farm 5C")
    assert not state.limbo and [f.card for f in state.farms[0]] == cards("5C")
    assert state.stage == Priority(0, 0) and state.farm_played
    assert events[0].visible == {0} and not events[0].face_up
    assert "farm 6C" not in texts(state.legal_actions())
    with pytest.raises(IllegalActionError, match="farm this turn already"):
        play(state, "farm 6C")
    assert state.observation(1).farms[0][0].card is None


def test_a_farm_pays_once_until_its_controllers_next_beginning_step():
    state = table(["PS M3", "2C"], [["2S"], []], ["3W 4W", ""])
    play(state, "soldier PS", "pay @#2")            # nobody could answer: the Page resolves
    assert [f.sideways for f in state.farms[0]] == [True, False]
    assert "trump M3" not in texts(state.legal_actions())     # one farm right-side-up left
    play(state, "pass")                              # the turn passes to seat 1 …
    assert state.active == 1 and state.farms[0][0].sideways
    while state.active == 1:
        play(state, "pass")
    assert not any(f.sideways for f in state.farms[0])      # … and back: right-side-up


def test_farms_to_pay_with_are_asked_only_when_it_matters():
    state = table(["PS", ""], [["2S"], []], ["3W 4W", ""])
    play(state, "soldier PS")
    assert state.stage.__class__.__name__ == "PayWithFarms"
    assert texts(state.legal_actions()) == ["pay @#2", "pay @#3"]
    state = table(["NS 5C", ""], [["2S"], []], ["3W 4W", ""])
    play(state, "soldier NS")                        # both needed: no question
    assert state.stage == Priority(0, 0) and all(f.sideways for f in state.farms[0])
    state = table(["PS 5C", "", ""], [["2S"], [], []], ["3W 3W", "", ""])
    play(state, "soldier PS")                        # two alike: no question
    assert state.stage == Priority(0, 0)
    assert [f.sideways for f in state.farms[0]] == [True, False]


# -- soldiers (§4 "Card classifications", "Soldiers"; notes "Cards") ------------------------------

def test_strength_and_speed_of_each_soldier():
    from tarot_table.rules.combat.tables import base_strength, card_speed, soldier_cost
    table_ = {"AS": (1, 1, 0), "2S": (1, 2, 0), "9C": (1, 9, 0), "10W": (1, 10, 0),
              "PP": (2, 10, 1), "NP": (3, 10, 2), "QP": (4, 10, 3), "KP": (5, 10, 4),
              "JK": (1, 0, 0)}
    for code, values in table_.items():
        card = parse_card(code)
        assert (base_strength(card), card_speed(card), soldier_cost(card)) == values


def test_a_soldier_comes_into_play_right_side_up_when_it_resolves():
    state = table(["7C 8C", ""], [[], []], ["7W 8W", ""])
    play(state, "soldier 7C")                        # 0's farms could pay a trump: asked
    assert not state.soldiers[0] and state.zones()["limbo"] == tuple(cards("7C"))
    entry = state.limbo[0].id
    play(state, "pass")
    row = state.soldiers[0]
    assert [s.card for s in row] == cards("7C") and not row[0].sideways and row[0].id == entry


def test_a_soldier_played_in_the_main_step_missed_this_turns_attack_step():
    state = table(["7C 8C", "2S"], [[], []])
    play(state, "soldier 7C")                        # nobody could answer: it resolves
    assert (state.step, state.active) == ("main", 0)
    assert "attack" not in {a.kind for a in state.legal_actions()}


# -- limbo and priority (§2 "Limbo", §5, §6; notes) -----------------------------------------------

def test_the_last_card_played_resolves_first():
    state = table(["5C M3", "M10 2S"], [[], []], ["7W 8W", "7C 8C"])
    play(state, "soldier 5C", "trump M3", "pass")    # 0 plays two; 1 passes: the Empress
    assert len(state.hands[0]) == 2 and [e.card for e in state.limbo] == cards("5C")


def test_soldiers_and_farms_wait_for_an_empty_limbo():
    """Notes "Limbo and priority": soldiers and farms are played only in their controller's
    main step while limbo is empty; a card in limbo is answered by trumps and abilities."""
    state = table(["5C 6C M3", ""], [[], []], ["7W 8W", ""])
    play(state, "soldier 5C")                        # in limbo; 0 keeps priority
    assert state.stage == Priority(0, 0)
    assert texts(state.legal_actions()) == ["pass", "trump M3"]
    for text in ("soldier 6C", "farm 6C"):
        with pytest.raises(IllegalActionError, match="only while limbo is empty"):
            play(state, text)
    play(state, "pass")                              # the soldier resolves
    assert not state.limbo and state.stage == Priority(0, 0)
    assert {"soldier 6C", "farm 6C"} <= set(texts(state.legal_actions()))
    help_text = " ".join(COMBAT.rules_text().split())     # the table's rules say so
    assert "Soldiers and farms are played only while limbo is empty" in help_text
    assert "even while cards are in limbo" not in help_text


def test_a_card_whose_choice_cannot_be_made_cannot_be_played():
    state = table(["M13 M0 M1 M2 M4", ""], [[], []], ["7W 8W", ""])
    assert texts(state.legal_actions()) == ["pass"] + [f"farm {c}" for c in
                                                        "M0 M1 M2 M4 M13".split()]
    with pytest.raises(IllegalActionError, match="nothing to choose"):
        play(state, "trump M13")


def test_the_player_of_a_card_makes_its_choices_when_playing_it():
    state = table(["M13 2C", "M3"], [["5S"], ["5C"]], ["7W 8W", "7C 8C"])
    play(state, "trump M13")
    assert state.stage.__class__.__name__ == "ChooseTarget"
    assert texts(state.legal_actions()) == ["target @#1", "target @#2"]
    play(state, "target @#2")                        # 0 could play nothing more: 1 answers
    assert state.limbo[-1].ids == (2,) and state.stage == Priority(1, 1)
    assert all(f.sideways for f in state.farms[0])


def test_a_sole_candidate_is_chosen_at_once():
    state = table(["M13 2C", "M3"], [[], ["5C"]], ["7W 8W", "7C 8C"])
    play(state, "trump M13")                         # 0 could play nothing more: 1 answers
    assert state.limbo[-1].ids == (1,) and state.stage == Priority(1, 1)


# -- attacking (§3 "Attacking"; §6 "Sideways cards"; notes "Combat") ------------------------------

def test_attackers_are_chosen_one_at_a_time_each_against_one_opponent_and_turn_sideways():
    state = attack_step(["", "", ""], [["5S", "6S", {"card": "7S", "sideways": True}], [], []])
    assert texts(state.legal_actions()) == ["attack @#1>1", "attack @#1>2", "attack @#2>1",
                                            "attack @#2>2", "done"]
    play(state, "attack @#2>2")
    assert soldier(state, 2).sideways and soldier(state, 2).attacking == 2
    assert texts(state.legal_actions()) == ["attack @#1>1", "attack @#1>2", "done"]


def test_blockers_gang_up_stay_right_side_up_and_block_only_their_own_attackers():
    state = attack_step(["", "", ""], [["5S", "6S"], ["2C", "3C", {"card": "4C",
                                                                  "sideways": True}], ["2W"]])
    play(state, "attack @#1>1", "attack @#2>2")
    assert state.stage.__class__.__name__ == "DeclareBlockers" and state.stage.actor == 1
    assert texts(state.legal_actions()) == ["block @#3>#1", "block @#4>#1", "done"]
    play(state, "block @#3>#1")
    assert not soldier(state, 3).sideways and soldier(state, 3).blocking == 1
    play(state, "block @#4>#1")                      # two blockers on one attacker
    assert state.stage.actor == 2                    # then the next defender
    assert texts(state.legal_actions()) == ["block @#6>#2", "done"]


def test_an_ace_blocked_by_a_two_is_destroyed_first_and_deals_no_damage():
    """The seed's example (§4 "Soldier attributes")."""
    state = attack_step(["", ""], [["AS"], ["2C"]])
    play(state, "attack @#1>1")
    events = play(state, "block @#2>#1")
    assert soldier(state, 1) is None and parse_card("AS") in state.discard
    kept = soldier(state, 2)
    assert kept is not None and kept.damage == 0 and state.life == [20, 20]
    said = [plain(e.message) for e in events if e.message]
    hits = [t for t in said if "damage" in t and "takes" in t]
    assert hits == ["{0}'s Ace of Swords takes 1 damage."]


def test_soldiers_of_equal_speed_deal_damage_at_the_same_time():
    state = attack_step(["", ""], [["5C"], ["5S"]])
    play(state, "attack @#1>1", "block @#2>#1")
    assert not state.soldiers[0] and not state.soldiers[1]


def test_an_unblocked_attacker_damages_the_defending_player():
    state = attack_step(["", ""], [["NC", "4C"], ["2S"]])
    play(state, "attack @#1>1", "attack @#2>1", "block @#3>#2")
    assert state.life == [20, 17]


def test_an_attacker_splits_its_damage_lethal_by_default():
    state = attack_step(["", ""], [["KS"], ["2C", "3C", "QC"]])
    play(state, "attack @#1>1", "block @#2>#1", "block @#3>#1", "block @#4>#1")
    assert state.stage.__class__.__name__ == "AssignDamage"
    assert texts(state.legal_actions()) == ["lethal", "damage @#2", "damage @#3", "damage @#4"]
    play(state, "lethal")           # 1 to the 2, 1 to the 3, 3 to the Queen; she deals 4 back
    assert [s.card for s in state.soldiers[1]] == cards("QC")
    assert [s.card for s in state.soldiers[0]] == cards("KS")


def test_an_attacker_splits_its_damage_one_point_at_a_time():
    state = attack_step(["", ""], [["KS"], ["2C", "3C", "QC"]])
    play(state, "attack @#1>1", "block @#2>#1", "block @#3>#1", "block @#4>#1")
    play(state, *["damage @#4"] * 5)                 # all 5 on the Queen
    assert [s.card for s in state.soldiers[1]] == cards("2C 3C")
    assert not state.soldiers[0]                     # 4 (Queen) + 1 (the 3) + 1 (the 2)


def test_each_soldier_deals_damage_once_and_damage_goes_at_the_end_of_combat():
    state = attack_step(["", ""], [["KS"], ["QC"]])
    play(state, "attack @#1>1", "block @#2>#1")
    king = soldier(state, 1)
    assert king is not None and king.damage == 0 and not state.soldiers[1]
    assert state.life == [20, 20] and king.sideways and king.attacking is None


def test_a_blocked_attacker_whose_blockers_are_gone_deals_no_damage_to_the_player():
    state = attack_step(["M13", ""], [["KS"], ["2C"]], ["7W 8W", ""])
    play(state, "attack @#1>1", "pass", "block @#2>#1")
    play(state, "trump M13", "target @#2", "pass")   # Death on the blocker, in the window
    assert soldier(state, 2) is None and state.life == [20, 20]


def test_there_is_a_priority_moment_before_the_end_of_each_stage_of_the_attack():
    state = attack_step(["M3", "M10"], [["KS"], ["2C"]], ["7W 8W", "7C 8C"])
    play(state, "attack @#1>1")
    seen = windows(state, 2)
    play(state, "block @#2>#1")
    seen += windows(state, 6)
    assert [moment for _, moment, _ in seen] == ["attackers"] * 2 + ["blockers"] * 2 + \
        ["damage"] * 2 + ["end of combat"] * 2
    assert state.step == "main"


def test_a_sideways_soldier_cannot_block_but_a_blocker_blocks_again_in_another_turn():
    state = attack_step(["", "", ""], [["5C"], ["6C"], ["KS", {"card": "QS", "sideways": True}]],
                        active=0)
    play(state, "attack @#1>2")
    assert texts(state.legal_actions()) == ["block @#3>#1", "done"]
    play(state, "block @#3>#1")
    assert not soldier(state, 3).sideways
    while state.active != 1 or state.stage.__class__.__name__ != "DeclareAttackers":
        play(state, "pass")
    play(state, "attack @#2>2")
    assert "block @#3>#2" in texts(state.legal_actions())


def test_with_no_attacker_the_attack_step_ends_after_the_attackers_moment():
    state = attack_step(["M3", "M10"], [["KS"], []], ["7W 8W", "7C 8C"])
    play(state, "done")
    seen = windows(state, 2)
    assert [m for _, m, _ in seen] == ["attackers", "attackers"] and state.step == "main"


# -- actions and positions -----------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "pass", "done", "lethal", "soldier 7C", "farm JK", "trump M13", "ability AC", "discard KW",
    "take M5", "target @#5", "target @2", "target 7C", "pay @#9", "give @#1", "destroy @#12",
    "damage @#3", "attack @#5>1", "block @#8>#5"])
def test_action_texts_parse_back(text):
    assert str(COMBAT.parse_action(text)) == text


@pytest.mark.parametrize("text", [
    "", "dance", "soldier", "soldier 7C 8C", "pass @1", "attack @#5", "attack @5>1",
    "block @#8>5", "target", "target @#x", "pay 7C", "trump M22", "give @3"])
def test_bad_action_texts_are_refused(text):
    with pytest.raises(ActionParseError):
        COMBAT.parse_action(text)


def test_a_position_round_trips_with_its_soldiers_farms_and_limbo():
    state = table(["M13", ""], [[{"card": "KS", "damage": 2, "bonus": 4}], ["5C"]],
                  ["7W ~8W", ""], limbo=[{"card": "6C", "player": 1, "kind": "soldier"}])
    position = state.to_position()
    assert position["soldiers"][0] == [{"id": 1, "card": "KS", "damage": 2, "bonus": 4}]
    assert position["farms"][0][1] == {"id": 4, "card": "8W", "sideways": True}
    assert position["limbo"] == [{"id": 5, "card": "6C", "player": 1, "kind": "soldier"}]
    assert COMBAT.from_position(position).to_position() == position


@pytest.mark.parametrize("field,bad,words", [
    ("players", 7, "2–6"), ("active", 3, "active"), ("life", [20], "life"),
    ("soldiers", [[{"id": 1, "card": "5C", "speed": 3}], []], "speed"),
    ("limbo", [{"id": 9, "card": "2H", "player": 0, "kind": "soldier"}], "limbo"),
    ("step", "lunch", "step")])
def test_a_malformed_position_names_what_is_wrong(field, bad, words):
    position = table(["2S", "3S"]).to_position()
    with pytest.raises(PositionError, match=words):
        COMBAT.from_position({**position, field: bad})


@pytest.mark.parametrize("field,bad,message", [
    ("players", 7, "players: Tarot Combat is for 2–6 players, not 7"),
    ("first", 2, "first: no seat 2"),
    ("active", -1, "active: no seat -1"),
    ("stage", {"stage": "Priority", "actor": 2, "passes": 0}, "stage.actor: no seat 2"),
    ("step", "lunch", "step: a step of the turn, not 'lunch'"),
    ("moment", "tea", "moment: a moment of the attack, not 'tea'"),
    ("revealed", [""], "revealed: needs one entry per player (2)"),
    ("limbo", [{"id": 9, "card": "2C", "player": 2, "kind": "soldier"}],
     "limbo.player: no seat 2"),
    ("limbo", [{"id": 9, "card": "2C", "player": 0, "kind": "farm"}],
     "limbo.kind: a soldier, a trump or an ability, not 'farm'"),
    ("first_damage", 5, "first_damage: no seat 5"),
    ("farms", [[{"id": 7, "card": None}], []], "farms: every farm needs its card"),
    ("next_id", 1, "next_id: an id in use is not below it"),
    ("draws", ["", ""], "draws: own decks need decks, draws and discards, one per player"),
    ("teams", "as one", "teams: teams are for four and six players, not 2"),
])
def test_a_malformed_position_is_refused_naming_the_field(field, bad, message):
    position = table(["2S", "3S"], [["5C"], []]).to_position()
    with pytest.raises(PositionError) as caught:
        COMBAT.from_position({**position, field: bad})
    assert str(caught.value) == message


def test_teammates_playing_as_one_share_their_life_in_a_position():
    position = COMBAT.new_state(4, 3, {"teams": "as one"}).to_position()
    assert COMBAT.from_position(position).to_position() == position
    life = list(position["life"])
    life[2] -= 1
    with pytest.raises(PositionError, match="^life: teammates playing as one share"):
        COMBAT.from_position({**position, "life": life})


def test_a_position_with_two_soldiers_of_one_id_is_refused():
    position = table(["", ""], [["5C"], ["6C"]]).to_position()
    position["soldiers"][1][0]["id"] = 1
    with pytest.raises(PositionError, match="share an id"):
        COMBAT.from_position(position)


# -- views, worlds, prompts -----------------------------------------------------------------------

def test_a_view_hides_hands_farms_and_the_draw_pile_but_not_what_was_revealed():
    state = table(["M9 2C", "3C 4C"], [[], ["5C"]], ["7S 8S", "7W"], discard="QS")
    view = state.observation(1)
    assert view.zones["hand:0"] == (None, None) and view.zones["hand:1"] == tuple(cards("3C 4C"))
    assert view.zones["farms:0"] == (None, None) and view.farms[1][0].card == parse_card("7W")
    assert view.farms[0][0].card is None and view.farms[0][0].id == 2
    assert all(c is None for c in view.zones["draw"]) and view.zones["discard"] == (cards("QS")[0],)
    assert view.legal == () and state.observation(0).legal == tuple(state.legal_actions())
    play(state, "trump M9", "take KS")               # nobody could answer: the Hermit resolves
    assert state.observation(1).revealed[0] == tuple(cards("KS"))


def test_sampled_worlds_keep_what_the_seat_knows():
    import random
    state = table(["M9 2C", "3C 4C 5C"], [[], ["6C"]], ["7S 8S", "7W ~8W"], discard="QS")
    play(state, "trump M9", "take KS")               # seat 1 saw the King go into 0's hand
    rng = random.Random(3)
    for _ in range(5):
        world = COMBAT.sample_world(state.observation(1), rng)
        assert world.observation(1) == state.observation(1)
        assert parse_card("KS") in world.hands[0] and len(world.hands[0]) == 2
        assert Counter(c for z in world.zones().values() for c in z) == \
            Counter(state.game_cards())
        assert [f.sideways for f in world.farms[1]] == [False, True]


def test_a_seat_searching_sees_the_draw_pile_and_so_do_its_worlds():
    import random
    state = table(["M9 2C", "3C"], [[], []], ["7S 8S", ""])
    play(state, "trump M9")                          # nobody could answer: the Hermit resolves
    view = state.observation(0)
    world = COMBAT.sample_world(view, random.Random(1))
    assert world.draw == state.draw and world.legal_actions() == state.legal_actions()


def test_each_decision_says_what_it_asks():
    state = attack_step(["M13 2C", ""], [["KS", "5S"], ["2W"]], ["7S 8S", ""])
    view = state.observation(0)
    assert COMBAT.prompt(view) == "Choose your attackers, one at a time, then Done."
    assert [COMBAT.describe_choice(view, a) for a in state.legal_actions()] == [
        "{0}'s King of Swords attacks {1}", "{0}'s 5 of Swords attacks {1}", "Done"]
    play(state, "attack @#1>1", "attack @#2>1")
    assert COMBAT.prompt(state.observation(0)) == "Play a card, or pass priority."
    view = state.observation(0)
    assert COMBAT.describe_choice(view, state.legal_actions()[1]) == "XIII Death for its ability"
    play(state, "trump M13")
    view = state.observation(0)
    assert COMBAT.prompt(view) == "Choose a soldier for the XIII Death."
    assert COMBAT.describe_choice(view, state.legal_actions()[2]) == "{1}'s 2 of Wands"


def test_the_documented_position_loads_and_plays_on():
    doc = documented_position(CombatPosition, 0)
    state = COMBAT.from_position(doc)
    assert state.to_position() == doc
    assert texts(state.legal_actions()) == ["pass", "trump M3"]
    events = resolve_all(state)
    assert soldier(state, 1) is None
    assert any("Emperor (IV) fizzles" in plain(e.message) for e in events if e.message)


# -- the soak --------------------------------------------------------------------------------------

def same_state(a: CombatState, b: CombatState) -> bool:
    """Whether two states hold the same zones, counters and stage (a cheaper ``zones() ==``)."""
    return (a.hands == b.hands and a.draw == b.draw and a.discard == b.discard
            and a.soldiers == b.soldiers and a.farms == b.farms and a.limbo == b.limbo
            and a.life == b.life and a.stage == b.stage and a.todo == b.todo)


def soak(seeds, every: int = 10, copies_every: int = 100) -> int:
    """Seeded random games at 2–6 players (seed ``s`` has ``2 + s % 5``), checking the
    conformance suite's invariants: at every move, a legal action while the game lives and what
    each seat is shown (events) recorded; every ``every`` moves (a broken invariant stays broken,
    so it is caught at the next check), the action's text parsing back, every card of the game
    accounted for, no card in any seat's view that it was not shown, a quiet twin changed
    exactly alike (zones, counters, stage, legal actions); every ``copies_every`` moves, clones
    and positions equal and sampled worlds agreeing with the acting seat's view; at the end an
    outcome, the same for the twin, and a replay of the record to the same state. Returns the
    moves played."""
    from tests.test_conformance import check_copies, check_sampled_world, check_views
    import random
    worlds = random.Random(0)
    moves = 0
    for seed in seeds:
        n = 2 + seed % 5
        loud = COMBAT.new_state(n, seed)
        quiet = COMBAT.new_state(n, seed, quiet=True)
        deck = sorted(c._key for c in loud.game_cards())
        rng = random.Random(seed)
        seen = [set() for _ in range(n)]
        check_views(loud, loud.opening_events, seen)
        while not loud.is_terminal():
            legal = loud.legal_actions()
            assert legal
            action = rng.choice(legal)
            events = loud.apply(action)             # a legal action: no need to check it again
            quiet.apply(action)
            moves += 1
            if moves % every:
                for seat in range(n):
                    seen[seat].update(e.visible_to(seat).card for e in events)
                continue
            assert COMBAT.parse_action(str(action)) == action
            assert sorted(c._key for z in loud.zones().values() for c in z) == deck
            check_views(loud, events, seen)
            assert same_state(quiet, loud) and quiet.legal_actions() == loud.legal_actions()
            if moves % copies_every == 0:
                check_copies(COMBAT, loud, replay=False)
                position = loud.to_position()
                assert COMBAT.from_position(position).to_position() == position
                if not loud.is_terminal():
                    check_sampled_world(COMBAT, loud, worlds)
        outcome = loud.outcome()
        assert outcome.winners and quiet.outcome() == outcome and len(outcome.scores) == n
        assert same_state(quiet, loud)
        again = COMBAT.state_from_json(loud.to_json())
        assert same_state(again, loud) and again.outcome() == outcome
    return moves


def test_a_few_random_games_keep_every_invariant():
    assert soak(range(5), every=1, copies_every=7) > 1000


@pytest.mark.slow
def test_ten_thousand_random_games_keep_every_invariant():
    assert soak(range(10_000)) > 1_000_000


@pytest.mark.parametrize("text,words", [
    ("block @#2>#1", "{1}'s 2 of Cups blocks {0}'s King of Swords"),
    ("damage @#2", "1 damage to {1}'s 2 of Cups"),
    ("lethal", "Lethal damage in order"),
    ("pay @#3", "Pay with the farm 7 of Wands"), ("pay @#4", "Pay with a farm"),
    ("target @#5", "{1}'s 6 of Cups in limbo"), ("target M5", "the V The Hierophant"),
    ("give @#1", "Give {0}'s King of Swords"), ("take KC", "Take the King of Cups"),
    ("discard 3C", "Discard the 3 of Cups"), ("target @1", "{1}")])
def test_actions_are_described_in_words(text, words):
    from tarot_table.rules.combat.labels import describe
    state = table(["2S", "3C"], [["KS"], ["2C"]], ["7W", "8W"],
                  limbo=[{"card": "6C", "player": 1, "kind": "soldier"}])
    assert describe(state.observation(0), COMBAT.parse_action(text)) == words


def test_the_state_runs_on_the_shared_driver_and_holds_no_card_effect():
    """The state is zones, counters and the moves of cards on :class:`StagedState`, the one
    driver: it defines none of the driver's methods again, nor a card's effect; every ability
    a card resolves as is a class of ``cards.py``."""
    from tarot_table.rules.stages import StagedState

    own = set(vars(CombatState))
    driver = {"apply", "run_steps", "then", "halt", "current_player", "legal_actions",
              "explain_illegal", "_apply", "_carry_on", "_stop"}
    assert issubclass(CombatState, StagedState)
    assert own & driver == set()
    effects = {"judgement", "sun", "wheel", "star", "justice", "chariot", "strengthen",
               "tower_damage", "opponent_gives", "opponent_destroys", "search",
               "take_from_discard", "justice_options", "justice_choice", "justice_remove",
               "pay", "choose", "fizzle", "counter", "settle", "announce", "setup",
               "begin_turn", "end_turn"}
    assert own & effects == set()
    from tarot_table.rules.combat import tables
    abilities = {type(a) for a in tables.ABILITIES if a is not None}
    assert len(abilities) > 20
    assert {cls.__module__ for cls in abilities} == {"tarot_table.rules.combat.cards"}
