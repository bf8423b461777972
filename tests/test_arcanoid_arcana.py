"""Arcanoid: every major arcanum and every condition the seed states for it (seed "The effect of
the major arcana"; notes "Moves and timing" and "Variants"), on positions built directly."""

from __future__ import annotations

import pytest

from tarot_table.cards import parse_cards
from tarot_table.messages import plain
from tarot_table.rules.arcanoid import Call, FoolWindow, HermitMove, Move, RefillVote, WheelDiscard
from tarot_table.rules.arcanoid.cards import major_actions
from tarot_table.rules.base import IllegalActionError
from tarot_table.rules.position import Pile
from tests.test_arcanoid import act, cards, legal, table

pytestmark = pytest.mark.rules

DECK = "AP 2P 3P 4P 5P 6P 7P 8P 9P 10P"


def drew(events, seat):
    """The order of the draws (deck → hand) in ``events``, as hand zones."""
    return [e.dst for e in events if e.kind == "move" and e.src == "deck"
            and e.dst.startswith("hand")].count(f"hand:{seat}")


# -- 0 The Fool ---------------------------------------------------------------------------------

def test_the_fool_steals_the_commitment_just_attempted():
    state = table(["9S 10S 2C 3C 4C 5C", "M0 2W 3W 4W 5W 6W", "7C 8C 9C 10C 2S 3S"], deck=DECK)
    act(state, "commit 9S 10S @swords")
    assert isinstance(state.stage, FoolWindow) and state.current_player() == 1
    assert legal(state) == {"steal M0", "pass"}
    events = act(state, "steal M0")
    assert state.lanes[1][0] == cards("9S 10S") and state.lanes[0][0] == []
    assert state.commits[1][0].time == 1 and state.commits[0][0] is None
    assert state.discard == cards("M0") and state.discard_seen_by == [None]
    draws = [e.dst for e in events if e.kind == "move" and e.src == "deck"]
    assert draws == ["hand:0", "hand:0", "hand:1"], "the victim draws first, then the thief"
    assert state.current_player() == 1 and state.stage == Move(1)


def test_the_holder_may_let_it_pass():
    state = table(["9S 10S 2C 3C 4C 5C", "M0 2W 3W 4W 5W 6W"], deck=DECK)
    act(state, "commit 9S 10S @swords", "pass")
    assert state.commits[0][0].force.value == 38 and cards("M0")[0] in state.hands[1]


@pytest.mark.parametrize("move,hand", [
    ("commit QS KS @swords", "QS KS 2C 3C 4C 5C"),
    ("commit M3 M4 @swords", "M3 M4 2C 3C 4C 5C"),
    ("commit NS M6 @swords", "NS M6 2C 3C 4C 5C"),
    ("commit M21 @swords", "M21 2C 3C 4C 5C 6C"),
    ("abdicate @swords", "2C 3C 4C 5C 6C 7C"),
    ("commit AS 9S @swords", "AS 9S 2C 3C 4C 5C"),
    ("commit AS PS @swords", "AS PS 2C 3C 4C 5C"),
    ("commit AC 9S M1 @swords", "AC 9S M1 3C 4C 5C"),
])
def test_the_fool_cannot_steal_couples_the_world_abdications_or_aces(move, hand):
    state = table([hand, "M0 2W 3W 4W 5W 6W"], deck=DECK)
    act(state, move)
    assert isinstance(state.stage, Move) and state.current_player() == 1


def test_nor_judgment():
    state = table(["M20 2C 3C 4C 5C 6C", "M0 2W 3W 4W 5W 6W"], deck=DECK)
    act(state, "judge M20 @swords:1")
    assert isinstance(state.stage, Move) and state.commits[1][0].force.kind == "judgment"


def test_only_a_thief_who_has_not_committed_there_and_may_commit_there():
    state = table(["9S 10S 2C 3C 4C 5C", "M0 2W 3W 4W 5W 6W"], deck=DECK,
                  commits=[(1, "swords", "2S")])
    act(state, "commit 9S 10S @swords")
    assert isinstance(state.stage, Move), "the Fool's holder has already committed on swords"
    state = table(["9S 10S 2C 3C 4C 5C", "M0 2W 3W 4W 5W 6W"], deck=DECK,
                  temperance=[0, "swords"], front={0: "M14"})
    act(state, "commit 9S 10S @swords")
    assert isinstance(state.stage, Move), "a field tempered against the holder"


def test_the_fool_may_steal_what_would_have_been_the_last_commitment():
    state = table(["9S 10S 2C 3C 4C 5C", "M0 2W 3W 4W 5W 6W"], deck=DECK,
                  commits=[(0, f) for f in ("staves", "cups", "coins")])
    act(state, "commit 9S 10S @swords", "steal M0")
    assert not state.out[0] and state.commits[0][0] is None and len(state.hands[0]) == 6


def test_a_fool_in_justices_row_asks_every_eligible_player_in_playing_order():
    state = table(["9S 10S 2C 3C 4C 5C", "2W 3W 4W 5W 6W 7W", "7C 8C 9C 10C 2S 3S"],
                  deck=DECK, justice_on=True, justice="M0 AW AC")
    act(state, "commit 9S 10S @swords")
    assert state.current_player() == 1
    act(state, "pass")
    assert state.current_player() == 2
    act(state, "steal M0")
    assert state.lanes[2][0] == cards("9S 10S") and len(state.justice) == 6


# -- I The Magician -----------------------------------------------------------------------------

def test_ten_of_swords_and_ten_of_staves_with_the_magician_make_twenty_on_either():
    for field in ("swords", "staves"):
        state = table(["10S 10W M1 2C 3C 4C", "KP"], deck=DECK)
        assert f"commit 10S 10W M1 @{field}" in legal(state)
        act(state, f"commit 10S 10W M1 @{field}")
        f = ("swords", "staves").index(field)
        assert state.commits[0][f].force.value == 40
        assert state.lanes[0][f] == cards("10S 10W M1")


def test_a_single_numeric_with_the_magician_on_any_battlefield():
    state = table(["5C M1 2W 3W 4W 6W", "KP"], deck=DECK)
    assert {"commit 5C M1 @swords", "commit 5C M1 @coins", "commit 5C M1 @staves"} <= legal(state)


def test_one_transmuted_card_only_and_never_a_court():
    state = table(["9W 10W M1 PW 3C AC", "KP"], deck=DECK)
    with pytest.raises(IllegalActionError, match="exactly one card of another suit"):
        act(state, "commit 9W 10W M1 @swords")
    with pytest.raises(IllegalActionError, match="Courts cannot be transmuted"):
        act(state, "commit PW M1 @swords")
    with pytest.raises(IllegalActionError, match="exactly one"):
        act(state, "commit M1 @swords")
    assert "commit PW AC M1 @staves" in legal(state), "a knave with a transmuted ace"


# -- II The High Priestess, V The Hierophant ----------------------------------------------------

def test_the_high_priestess_shows_one_hand_to_its_player_who_plays_again():
    state = table(["M2 9S 2C 3C 4C 5C", "2W 3W 4W 5W 6W 7W", "8W"], deck=DECK)
    assert {"play M2 @1", "play M2 @2"} <= legal(state) and "play M2 @0" not in legal(state)
    events = act(state, "play M2 @1")
    shown = [e for e in events if e.kind == "reveal"]
    assert {e.card for e in shown} == set(cards("2W 3W 4W 5W 6W 7W"))
    assert all(e.visible_to(2).card is None and e.visible_to(0).card for e in shown)
    assert state.known[0][1] == set(cards("2W 3W 4W 5W 6W 7W"))
    assert state.stage == Move(0) and len(state.hands[0]) == 6
    assert state.observation(0).known[1] == tuple(cards("2W 3W 4W 5W 6W 7W"))


def test_the_hierophant_shows_a_suit_the_trumps_without_the_fool_or_the_fool():
    state = table(["M5 2C 9S 3W 4W 5W", "M0 M13 7C 6W 8W 9W"], deck=DECK)
    events = act(state, "play M5 @cups")
    assert {e.card for e in events if e.kind == "reveal"} == set(cards("2C 7C"))
    assert all(e.visible is None for e in events if e.kind == "reveal")
    assert state.stage == Move(0), "the Hierophant's player plays again"
    assert cards("7C")[0] in state.shown[1]
    from tarot_table.rules.arcanoid.table import hierophant_shows
    m0, m13 = cards("M0 M13")
    assert not hierophant_shows("trumps", m0) and hierophant_shows("trumps", m13)
    assert hierophant_shows("fool", m0) and not hierophant_shows("fool", m13)



# -- III The Empress, IV The Emperor, VI The Lovers --------------------------------------------

def test_the_imperial_couple_on_one_or_two_battlefields():
    state = table(["M3 M4 2C 3C 4C 5C", "KP"], deck=DECK)
    assert {"commit M3 M4 @swords", "commit M3 M4 @swords+cups"} <= legal(state)
    act(state, "commit M3 M4 @staves+coins")
    assert state.lanes[0][1] == cards("M3") and state.lanes[0][3] == cards("M4")
    assert state.commits[0][1].force.kind == state.commits[0][3].force.kind == "imperial"


def test_the_empress_and_the_emperor_have_no_value_alone():
    state = table(["M3 M6 2C 3C 4C 5C", "KP"], deck=DECK)
    with pytest.raises(IllegalActionError, match="no value alone"):
        act(state, "commit M3 @cups")
    assert {"commit M3 M6 @cups", "commit M3 M6 @swords+coins"} <= legal(state)


def test_the_lovers_with_a_court_of_the_fields_suit():
    state = table(["M6 PC 5C 3W 4W NW", "KP"], deck=DECK)
    assert {"commit PC M6 @cups", "commit NW M6 @staves"} <= legal(state)
    assert "commit PC M6 @staves" not in legal(state)
    with pytest.raises(IllegalActionError, match="The Lovers are committed with one court"):
        act(state, "commit 5C M6 @cups")


def test_only_couples_of_majors_go_on_two_battlefields():
    state = table(["QC KC 5C 3W 4W NW", "KP"], deck=DECK)
    with pytest.raises(IllegalActionError, match="Only the Empress and the Emperor"):
        act(state, "commit QC KC @cups+coins")


# -- VII The Chariot ----------------------------------------------------------------------------

def test_the_chariot_reserves_cards_face_up_then_commits_them_all():
    state = table(["M7 3S 4S 5S 6S 2C", "3C 4C 5C 6C 7C 8C"], deck=DECK)
    events = act(state, "chariot M7 3S 4S")
    assert state.chariot[0] == list(parse_cards("M7 3S 4S")) and len(state.hands[0]) == 6
    assert all(e.face_up and e.visible is None for e in events if e.dst == "chariot:0")
    act(state, "discard 3C")
    with pytest.raises(IllegalActionError, match="every card the Chariot holds"):
        act(state, "commit 3S 5S @swords")
    act(state, "reserve 5S 6S")
    act(state, "discard 4C")
    act(state, "commit 3S 4S 5S 6S @swords")
    assert state.lanes[0][0] == cards("3S 4S 5S 6S") and state.chariot[0] == []
    assert cards("M7")[0] in state.discard


def test_the_chariot_allows_more_than_six_cards_in_one_commitment():
    state = table(["2S 3S 4S 5S 6S 7S", "2P 3P 4P 5P 6P 7P"], deck="8S 9S 10S 8C",
                  chariot={0: "M7 AS"})
    act(state, "commit AS 2S 3S 4S 5S 6S 7S @swords")
    assert len(state.lanes[0][0]) == 7 and state.commits[0][0].force.value == 2 * 28


def test_the_chariot_and_its_reserve_may_be_discarded():
    state = table(["2S 3S", "KP"], deck=DECK, chariot={0: "M7 AS 9C"})
    act(state, "unload")
    assert state.chariot[0] == [] and sorted(state.discard) == cards("AS 9C M7")


# -- VIII Justice, XV The Devil ------------------------------------------------------------------

def test_justice_six_shared_cards_and_its_player_plays_again():
    state = table(["M8 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck="AS 2S 3S 4S 5S 6S 7S 8S")
    events = act(state, "play M8")
    assert state.front[0] == cards("M8") and len(state.justice) == 6
    assert all(e.visible is None for e in events if e.dst == "justice")
    assert state.stage == Move(0)
    act(state, "commit 2C 3C @cups")
    assert "commit 2W 2S 3S @staves" not in legal(state)
    act(state, "commit 2S 3S 4S @swords")
    assert state.lanes[1][0] == cards("2S 3S 4S") and len(state.justice) == 3
    assert len(state.hands[1]) == 6


def test_justice_cards_may_not_be_discarded():
    state = table(["2C", "2W"], deck=DECK, justice_on=True, justice="9S")
    with pytest.raises(IllegalActionError, match="used, not discarded"):
        act(state, "discard 9S")


def test_justice_and_the_devil_refill_the_mover_then_the_row_then_the_daemon():
    state = table(["M15 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck="AS 2S 3S 4S",
                  justice_on=True, justice="9P 10P 8P 7P 6P")
    act(state, "play M15")
    assert len(state.hands[0]) == 6 and len(state.justice) == 6
    assert sorted(state.hands[2]) == cards("AS 2S"), "the daemon gets what is left"


def test_the_devil_adds_a_face_up_daemon_playing_before_its_master():
    state = table(["M15 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W", "2P 3P 4P 5P 6P 7P"],
                  deck="AS 2S 3S 4S 5S 6S 7S 8S 9S 10S AC 8C 9C")
    act(state, "play M15")
    assert state.daemon_master == 0 and len(state.hands[3]) == 6
    assert state.observation(2).zones["hand:daemon"] == tuple(state.hands[3])
    assert state.ring() == [3, 0, 1, 2]
    act(state, "discard 2W")
    assert state.current_player() == 2
    act(state, "discard 2P")
    assert state.acting() == 3 and state.current_player() == 0, "the master plays the daemon"
    act(state, "abdicate @cups")
    assert state.acting() == 0


def test_the_devil_is_discarded_when_the_daemon_has_finished():
    state = table(["9S", "2W"], deck=DECK, daemon_master=0, front={0: "M15"}, daemon="3C",
                  commits=[(2, f) for f in ("swords", "staves", "coins")], turn=2)
    assert not state.out[2] and state.stage == Move(2)
    act(state, "commit 3C @cups")
    assert state.out[2] and state.front[0] == [] and cards("M15")[0] in state.discard


# -- IX The Hermit ------------------------------------------------------------------------------

def test_the_hermit_three_optional_extra_moves_after_any_move():
    state = table(["M9 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK)
    act(state, "play M9")
    assert state.stage == HermitMove(0) and "pass" in legal(state)
    act(state, "pass")
    assert state.current_player() == 1
    act(state, "discard 2W")
    assert state.stage == HermitMove(0)
    act(state, "discard 2C")
    assert state.hermit == (0, 2) and state.stage == HermitMove(0)
    act(state, "discard 3C", "discard 4C")
    assert state.hermit is None and cards("M9")[0] in state.discard
    assert state.stage == Move(0)


def test_the_hermit_goes_when_its_owner_finishes():
    state = table(["9S", "2W 3W 4W 5W 6W 7W"], deck=DECK, hermit=[0, 3], front={0: "M9"},
                  commits=[(0, f) for f in ("staves", "cups", "coins")])
    act(state, "commit 9S @swords")
    assert state.hermit is None and state.front[0] == []
    assert state.stage == Move(1)


# -- X The Wheel of Fortune, XI Strength, XII The Hanged Man ----------------------------------

def test_the_wheel_draws_five_and_discards_four():
    state = table(["M10 2C 3C 4C 5C 6C", "2W"], deck=DECK)
    act(state, "play M10")
    assert len(state.hands[0]) == 10 and state.stage == WheelDiscard(0, 4)
    act(state, "discard 2C", "discard 3C", "discard 4C", "discard 5C")
    assert len(state.hands[0]) == 6 and state.current_player() == 1


def test_the_wheel_with_a_short_deck_discards_fewer():
    state = table(["M10 2C 3C 4C 5C 6C", "2W"], deck="AP 2P 3P")
    act(state, "play M10")
    assert isinstance(state.stage, RefillVote), "the deck ran out during the draw: the vote first"
    act(state, "vote @no")
    assert len(state.hands[0]) == 8 and state.stage == WheelDiscard(0, 2)


def test_strength_two_visible_cards_used_as_part_of_the_hand():
    state = table(["M11 2C 3C 4C 5C 6C", "2W"], deck="AS 2S 3S 4S")
    act(state, "play M11 @visible")
    assert state.strength[0] == cards("3S 4S") and len(state.hands[0]) == 6
    assert state.front[0] == cards("M11")
    assert state.observation(1).zones["strength:0"] == tuple(cards("3S 4S"))
    act(state, "discard 2W")
    assert "commit 2S 3S 4S @swords" in legal(state)
    assert "discard 3S" in legal(state)


def test_strength_one_hidden_card_makes_a_hand_of_seven():
    state = table(["M11 2C 3C 4C 5C 6C", "2W"], deck=DECK)
    act(state, "play M11 @hidden")
    assert len(state.hands[0]) == 7 and state.hand_size[0] == 7


def test_the_hanged_man_discards_a_whole_hand_then_its_player_draws():
    state = table(["M12 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK, strength={1: "9S"})
    assert {"play M12 @0", "play M12 @1"} <= legal(state)
    events = act(state, "play M12 @1")
    assert not set(state.hands[1]) & set(cards("2W 3W 4W 5W 6W 7W")) and len(state.hands[1]) == 6
    assert state.strength[1] == []
    draws = [e.dst for e in events if e.kind == "move" and e.src == "deck"]
    assert draws == ["hand:1"] * 6 + ["hand:0"]


# -- XIII Death, XIV Temperance -----------------------------------------------------------------

def test_death_discards_the_deck_and_no_refill_follows():
    state = table(["M13 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK, discard="9S")
    act(state, "play M13")
    assert state.deck == [] and state.deck_closed and len(state.hands[0]) == 5
    assert state.stage == Move(1), "no vote after Death"


def test_temperance_bars_the_others_but_not_abdication_nor_judgment():
    state = table(["M14 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W M20"], deck=DECK)
    act(state, "play M14 @staves")
    assert state.temperance == (0, 1)
    moves = legal(state)
    assert "abdicate @staves" in moves and "judge M20 @staves:1" in moves
    assert not any(m.startswith("commit") and m.endswith("@staves") for m in moves)
    with pytest.raises(IllegalActionError, match="Temperance forbids committing on staves"):
        act(state, "commit 2W 3W @staves")


def test_temperance_is_lifted_when_its_owner_commits_there_in_dresden():
    state = table(["2W 3W 4W 5W 6W 7C", "2C"], deck=DECK, temperance=[0, "staves"],
                  front={0: "M14"})
    act(state, "commit 2W 3W @staves")
    assert state.temperance is None and cards("M14")[0] in state.discard


def test_an_abdication_on_the_tempered_field_keeps_it():
    state = table(["2W 3W 4W 5W 6W 7C", "2C"], deck=DECK, temperance=[0, "staves"],
                  front={0: "M14"})
    act(state, "abdicate @staves")
    assert state.temperance == (0, 1)


def test_temperance_needs_a_deck_and_a_field_without_the_players_commitment():
    commits = [(0, "swords", "2S"), (0, "cups")]
    state = table(["M14 2C 3C", "2W"], deck=DECK, commits=commits)
    moves = legal(state)
    assert "play M14 @swords" not in moves and "play M14 @cups" in moves
    state = table(["M14 2C 3C", "2W"], commits=commits, deck_closed=True)
    with pytest.raises(IllegalActionError, match="deck that is not empty"):
        act(state, "play M14 @staves")


def test_temperance_vanishes_when_the_deck_runs_out_unrefilled():
    state = table(["9S 10S 2C 3C 4C 5C", "2W"], deck="AP", temperance=[1, "cups"],
                  front={1: "M14"})
    act(state, "commit 9S 10S @swords")
    assert state.temperance is None and cards("M14")[0] in state.discard


def test_the_world_waits_for_temperance_to_go():
    state = table(["M21 2C", "2W"], deck=DECK, temperance=[1, "cups"], front={1: "M14"})
    assert "commit M21 @cups" not in legal(state) and "commit M21 @coins" in legal(state)


def test_nassau_temperance_binds_its_owner_and_costs_a_move_to_lift():
    state = table(["2W 3W 4W 5W 6W 7C", "2C"], deck=DECK, variant="nassau",
                  temperance=[0, "staves"], front={0: "M14"})
    assert not any(m.startswith("commit") and m.endswith("@staves") for m in legal(state))
    act(state, "lift")
    assert state.temperance is None and state.current_player() == 1


# -- XVI The Tower --------------------------------------------------------------------------------

def test_the_tower_decommits_and_frees_the_field():
    state = table(["M16 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK,
                  commits=[(1, "swords", "9S 10S"), (1, "cups")])
    assert "tower M16 @swords:1" in legal(state) and "tower M16 @cups:1" not in legal(state)
    act(state, "tower M16 @swords:1")
    assert state.commits[1][0] is None and state.lanes[1][0] == []
    assert set(cards("9S 10S M16")) <= set(state.discard)
    assert "commit 2W 3W @staves" in legal(state)
    assert state.touched[0], "the World stays barred from a field once committed on"


def test_the_tower_spares_finished_players_judgment_and_the_world():
    commits = [(1, "swords", "M20"), (1, "staves", "M21"), (0, "cups", "9C")]
    state = table(["M16 2C", "2W"], deck=DECK, commits=commits)
    assert legal(state) >= {"tower M16 @cups:0"}
    assert not any(m.startswith("tower") and ":1" in m for m in legal(state))
    state = table(["M16 2C", "2W"], deck=DECK, commits=commits, out=[True, False, True])
    assert not any(m.startswith("tower") for m in major_actions(state, 0))


def test_the_tower_leaves_a_split_couple_whole_on_its_other_field():
    state = table(["M3 M4 2C 3C 4C 5C", "M16 2W 3W 4W 5W 6W"], deck=DECK)
    act(state, "commit M3 M4 @swords+cups")
    act(state, "tower M16 @swords:0")
    assert state.commits[0][0] is None and sorted(state.lanes[0][2]) == cards("M3 M4")
    assert state.commits[0][2].force.kind == "imperial" and state.commits[0][2].other is None


# -- XVII The Star, XVIII The Moon, XIX The Sun -----------------------------------------------

def test_the_star_call_takes_the_card_and_the_holder_draws():
    state = table(["M17 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK)
    act(state, "play M17")
    assert isinstance(state.stage, Call) and "call 2C" not in legal(state)
    assert "call M5" not in legal(state), "the Star calls minors only"
    events = act(state, "call 5W")
    assert cards("5W")[0] in state.hands[0] and len(state.hands[1]) == 6
    assert len(state.hands[0]) == 6 and cards("5W")[0] in state.shown[0]
    assert any(e.src == "hand:1" and e.dst == "hand:0" and e.visible is None for e in events)


def test_a_failed_star_call_draws_for_the_caller():
    state = table(["M17 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK)
    act(state, "play M17", "call 9S")
    assert state.hands[0] == cards("2C 3C 4C 5C 6C 10P") and state.current_player() == 1


def test_the_moon_calls_twice_for_different_cards():
    state = table(["M18 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK)
    act(state, "play M18", "call 9S")
    assert state.stage == Call(0, 1, False, Pile(cards("9S")))
    assert "call 9S" not in legal(state)
    act(state, "call 7W")
    assert cards("7W")[0] in state.hands[0]


def test_the_moons_second_call_is_an_option_the_caller_may_decline():
    """Seed, the Moon: "if the call fails, the caller has the option of trying a second call
    (for a different card) before drawing a card"."""
    state = table(["M18 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK)
    act(state, "play M18")
    assert "pass" not in legal(state), "the first call is the Moon's effect, not an option"
    with pytest.raises(IllegalActionError, match="after a failed call, call again or stop"):
        act(state, "pass")
    act(state, "call 9S")
    assert "pass" in legal(state) and "call 8S" in legal(state)
    events = act(state, "pass")
    assert state.hands[0] == cards("2C 3C 4C 5C 6C 10P"), "stopping draws the card"
    assert state.current_player() == 1 and isinstance(state.stage, Move)
    assert [plain(e.message) for e in events if e.kind == "message"][0] == \
        "{0} makes no further call."
    state = table(["M18 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK)
    act(state, "play M18", "call 9S", "call 8S")
    assert state.hands[0] == cards("2C 3C 4C 5C 6C 10P"), "two failed calls draw one card"
    assert state.current_player() == 1


def test_the_table_offers_a_further_call_in_the_games_words():
    from tarot_table.rules.arcanoid import ARCANOID
    state = table(["M18 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK)
    act(state, "play M18")
    view = state.observation(0)
    assert ARCANOID.prompt(view) == "Call a card (2 call(s) left)."
    act(state, "call 9S")
    view = state.observation(0)
    assert ARCANOID.prompt(view) == "Nobody holds the 9 of Swords: call again (1 left) or stop."
    stop = ARCANOID.parse_action("pass")
    assert ARCANOID.describe_choice(view, stop) == "Stop and draw a card"
    assert ARCANOID.describe_choice(view, ARCANOID.parse_action("call 8S")) == \
        "Call the 8 of Swords"
    help_text = " ".join(ARCANOID.rules_text().split())
    assert "if the call fails you may make a second call" in help_text
    assert "played from Justice's cards calls as if it came from your hand" in help_text


def test_the_sun_may_stop_after_any_failed_call():
    """Seed, the Sun: "the caller can make up to three calls for a card (or until one
    succeeds)"."""
    state = table(["M19 2C 3C 4C 5C 6C", "2W 3W 4W 5W M5 7W"], deck=DECK)
    act(state, "play M19", "call 9S")
    assert state.stage.left == 2 and "pass" in legal(state)
    act(state, "call 8S")
    assert state.stage.left == 1 and "pass" in legal(state)
    act(state, "pass")
    assert state.hands[0] == cards("2C 3C 4C 5C 6C 10P") and state.current_player() == 1
    state = table(["M19 2C 3C 4C 5C 6C", "2W 3W 4W 5W M5 7W"], deck=DECK)
    act(state, "play M19", "call 9S", "call 7W")
    assert cards("7W")[0] in state.hands[0] and state.current_player() == 1, \
        "a call that succeeds ends the calls"
    state = table(["M19 2C 3C 4C 5C 6C", "2W 3W 4W 5W M5 7W"], deck=DECK)
    act(state, "play M19", "call 9S", "call 8S", "call 7S")
    assert state.hands[0] == cards("2C 3C 4C 5C 6C 10P") and state.current_player() == 1


def test_a_failed_call_waits_for_the_refill_vote_when_the_deck_is_empty():
    state = table(["M17 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], discard="9P")
    act(state, "play M17", "call 9S")
    assert isinstance(state.stage, RefillVote) and len(state.hands[0]) == 5
    act(state, "vote @yes", "vote @yes")
    assert len(state.hands[0]) == 6 and state.current_player() == 1
    assert sorted(state.hands[0] + state.deck) == cards("2C 3C 4C 5C 6C 9P M17"), \
        "the Star's discard and 9P were shuffled into the deck, one drawn"


def test_the_sun_three_minor_calls_or_one_major():
    state = table(["M19 2C 3C 4C 5C 6C", "2W 3W 4W 5W M5 7W"], deck=DECK)
    act(state, "play M19")
    moves = legal(state)
    assert "call M5" in moves and not {"call M0", "call M20", "call M21"} & moves
    act(state, "call 9S", "call 8S")
    assert state.stage.left == 1 and "call M5" not in legal(state)
    state = table(["M19 2C 3C 4C 5C 6C", "2W 3W 4W 5W M5 7W"], deck=DECK)
    act(state, "play M19", "call M13")
    assert isinstance(state.stage, Move) and state.current_player() == 1, "one major call only"


# Notes "Calls" (ours): played from Justice's row, the call is made as if from the hand.

def justice_star(major):
    return table(["2C 3C 4C 5C 6C 7C", "2W 3W 4W 5W 6W 7W"], deck=DECK, justice_on=True,
                 justice=f"{major} AS 2S 3S 4S 5S")


def test_a_failed_star_call_from_justices_row_draws_a_card_for_the_caller():
    """Seed, the Star: "otherwise (when the call fails) the caller draws a card from the
    deck"."""
    state = justice_star("M17")
    events = act(state, "play M17", "call 9S")
    assert state.hands[0] == cards("2C 3C 4C 5C 6C 7C 10P"), "seven cards, as after a success"
    assert state.justice == cards("AS 2S 3S 4S 5S 9P"), "the row is refilled as usual"
    draws = [e.dst for e in events if e.kind == "move" and e.src == "deck"]
    assert draws == ["hand:0", "justice"]
    act(state, "discard 2W", "discard 2C")   # seat 1 draws 8P; seat 0 nothing
    assert len(state.hands[0]) == 6 and state.deck == cards("AP 2P 3P 4P 5P 6P 7P"), \
        "a refill only tops a hand up to six"


def test_a_successful_star_call_from_justices_row_also_leaves_seven_cards():
    state = justice_star("M17")
    act(state, "play M17", "call 5W")
    assert state.hands[0] == cards("2C 3C 4C 5C 6C 7C 5W")
    assert state.hands[1] == cards("2W 3W 4W 6W 7W 10P"), "the holder draws first"
    assert state.justice == cards("AS 2S 3S 4S 5S 9P")


@pytest.mark.parametrize("calls", [["call 9S", "pass"], ["call 9S", "call 8S"]])
def test_the_moon_from_justices_row_draws_once_its_calls_fail(calls):
    state = justice_star("M18")
    act(state, "play M18", *calls)
    assert state.hands[0] == cards("2C 3C 4C 5C 6C 7C 10P")


def test_a_call_reaches_strengths_row_but_not_justices():
    state = table(["M17 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK, strength={1: "9S"},
                  justice_on=True, justice="8S")
    act(state, "play M17", "call 9S")
    assert cards("9S")[0] in state.hands[0] and state.strength[1] == []


# -- XX Judgment, XXI The World -----------------------------------------------------------------

def test_judgment_abdicates_the_target_at_once_and_stays_on_the_field():
    state = table(["M20 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK,
                  commits=[(1, "cups", "9C")])
    moves = legal(state)
    assert {"judge M20 @swords:1", "judge M20 @swords:0"} <= moves
    assert "judge M20 @cups:1" not in moves
    act(state, "judge M20 @swords:1")
    assert state.commits[1][0].force.kind == "judgment" and state.lanes[1][0] == cards("M20")


def test_judgment_on_a_last_field_discards_the_hand_at_once():
    state = table(["M20 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W"], deck=DECK,
                  commits=[(1, f) for f in ("swords", "staves", "cups")])
    act(state, "judge M20 @coins:1")
    assert state.out[1] and state.hands[1] == []


def test_the_world_wins_and_everyone_else_abdicates_there_at_once():
    state = table(["M21 2C 3C 4C 5C 6C", "2W 3W 4W 5W 6W 7W", "8W"], deck=DECK,
                  commits=[(2, f) for f in ("swords", "staves", "coins")])
    act(state, "commit M21 @cups")
    assert state.commits[0][2].force.kind == "world"
    assert state.commits[1][2].force.kind == "abdication" and state.out[2]
    assert state.hands[2] == [] and cards("8W")[0] in state.discard


def test_the_world_needs_a_field_nobody_has_touched():
    state = table(["M21 2C 3C 4C 5C 6C", "2W"], deck=DECK, commits=[(1, "swords")],
                  touched=[True, True, False, False])
    moves = legal(state)
    assert "commit M21 @swords" not in moves and "commit M21 @staves" not in moves
    assert "commit M21 @cups" in moves
    with pytest.raises(IllegalActionError, match="The World is committed alone"):
        act(state, "commit 2C M21 @cups")


def test_a_daemon_summoned_after_the_world_has_abdicated_there():
    state = table(["M15 2C 3C 4C 5C 6C", "2W"], deck=DECK, commits=[(1, "cups", "M21")])
    act(state, "play M15")
    assert state.commits[2][2].force.kind == "abdication"


# -- interactions (notes "Moves and timing") ------------------------------------------------------

def test_the_fools_window_comes_before_the_hermits():
    state = table(["M0 2C 3C 4C 5C 6C", "9S 10S 2W 3W 4W 5W"], deck=DECK, turn=1,
                  hermit=[0, 3], front={0: "M9"})
    act(state, "commit 9S 10S @swords")
    assert isinstance(state.stage, FoolWindow) and state.current_player() == 0
    act(state, "pass")
    assert state.stage == HermitMove(0)


def test_one_daemon_a_round():
    state = table(["M15 2C 3C 4C 5C 6C", "2W"], deck=DECK, daemon_master=1,
                  out=[False, False, True])
    assert "play M15" not in legal(state) and "discard M15" in legal(state)
    with pytest.raises(IllegalActionError, match="one daemon a round"):
        act(state, "play M15")


def test_the_daemon_keeps_playing_after_its_master_has_left():
    state = table(["9S", "2W 3W 4W 5W 6W 7W"], deck=DECK, daemon_master=0, daemon="2C 3C",
                  commits=[(0, f) for f in ("staves", "cups", "coins")])
    assert not state.out[2]
    act(state, "commit 9S @swords")
    assert state.out[0]
    act(state, "discard 2W")
    assert state.acting() == 2 and state.current_player() == 0
    from tarot_table.rules import find_game
    assert find_game("arcanoid").prompt(state.observation(0)).startswith("For your daemon")


def test_a_recommitment_after_the_tower_takes_a_new_time():
    state = table(["M16 9C 2C 3C 4C 5C", "9S 10S 2W 3W 4W 5W"], deck=DECK,
                  commits=[(1, "swords", "8S", 1)], clock=5)
    act(state, "tower M16 @swords:1", "commit 9S 10S @swords")
    assert state.commits[1][0].time == 6, "the next tick of the clock, not the old time 1"


def test_death_has_no_effect_on_an_empty_deck():
    state = table(["M13 2C 3C 4C 5C 6C", "2W"], discard="9S", deck_closed=True)
    events = act(state, "play M13")
    assert any(e.message and plain(e.message) == "Death: the deck is already empty."
               for e in events)
    assert sorted(state.discard) == cards("9S M13") and state.current_player() == 1


def test_temperance_leaves_with_its_owner():
    state = table(["9S", "2W"], deck=DECK, temperance=[0, "cups"], front={0: "M14"},
                  commits=[(0, f) for f in ("staves", "cups", "coins")])
    act(state, "commit 9S @swords")
    assert state.temperance is None and cards("M14")[0] in state.discard


def test_the_wheel_keeps_seven_under_strengths_hidden_card():
    state = table(["M10 2C 3C 4C 5C 6C 7C", "2W"], deck=DECK, hand_size=[7, 6, 6])
    act(state, "play M10")
    assert state.stage == WheelDiscard(0, 4)
    act(state, "discard 2C", "discard 3C", "discard 4C", "discard 5C")
    assert len(state.hands[0]) == 7
