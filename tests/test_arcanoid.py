"""Arcanoid: tests of the round, the commitments, the deck and its refill vote, battles and the
game winner — each rule of the seed (000, DRESDEN) and each decision of rules/arcanoid.md — on
positions built directly with :func:`table`. The major arcana are in test_arcanoid_arcana.py."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tarot_table.cards import Card, Suit, cards_text, full_deck, parse_cards
from tarot_table.messages import plain
from tarot_table.rules import GAMES, RULES_ONLY, find_game
from tarot_table.ai.hint import card_words
from tarot_table.rules.arcanoid import ArcanoidState, Move, RefillVote, card_name, classify
from tarot_table.rules.arcanoid.battles import extra_round_leaders, leaders, resolve
from tarot_table.rules.arcanoid.commitments import FIELDS, Force
from tarot_table.rules.arcanoid.state import ArcanoidPosition
from tarot_table.rules.base import IllegalActionError
from tarot_table.rules.position import PositionError
from tests.test_conformance import documented_position

pytestmark = pytest.mark.rules

ARCANOID = find_game("arcanoid")


def table(hands, deck="", discard="", turn=0, rounds=1, variant="dresden", *, commits=(),
          daemon="", usa=None, strength=None, chariot=None, front=None, stage=None,
          **fields) -> ArcanoidState:
    """A round in progress, from a position: ``hands`` as short texts per seat, ``deck`` bottom
    … top (the last card is drawn first), ``discard`` face down (seen by nobody); seat ``turn``
    is to move, unless ``stage`` (as a position writes it) says otherwise. ``commits``:
    ``(actor, field[, cards[, time]])`` commitments made (no cards: an abdication; ``"M20"``:
    Judgment; ``"M21"``: the World); ``daemon`` the daemon's hand; ``usa`` (GAZA) the USA's
    hand, the oldest card first; ``strength``, ``chariot``, ``front``: {actor: cards}; any other
    position field as a position writes it (``justice``, ``temperance``, ``hermit``, ``out``,
    ``secret``…). The cards used nowhere are aside."""
    n = len(hands)
    actors = range(n + 1 + (usa is not None))

    def per_actor(piles):
        return [(piles or {}).get(a, "") for a in actors]

    lanes = {f: [""] * len(actors) for f in FIELDS}
    entries = {f: [None] * len(actors) for f in FIELDS}
    for actor, field, *rest in commits:
        text, time = rest[0] if rest else "", rest[1] if len(rest) > 1 else 0
        lanes[field][actor] = text
        entries[field][actor] = {"time": time}
    stores = [per_actor(strength), per_actor(chariot), per_actor(front)]
    used = " ".join([*hands, daemon, usa or "", deck, discard, fields.get("justice", ""),
                     fields.get("drawing", ""), *(p for row in stores for p in row),
                     *(p for row in lanes.values() for p in row)])
    held = set(parse_cards(used))
    return ARCANOID.from_position({
        "players": n, "variant": variant, "rounds": rounds, "turn": turn,
        "gaza": usa is not None,
        "hands": [*hands, daemon] + ([usa] if usa is not None else []),
        "deck": deck, "discard": discard,
        "strength": stores[0], "chariot": stores[1], "front": stores[2],
        "lanes": lanes, "commits": entries,
        "aside": cards_text(c for c in full_deck() if c not in held),
        "stage": stage or {"stage": "Move", "actor": turn}, **fields})


def act(state, *texts):
    events = []
    for text in texts:
        events += state.play(ARCANOID.parse_action(text))
    return events


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def cards(text):
    return sorted(parse_cards(text))


def numeric(*ranks, transmuted=None):
    return Force("numeric", 2 * sum(ranks), tuple(sorted(ranks, reverse=True)), transmuted)


# -- registry and setup (seed "Principles"; notes "Cards and table") ---------------------------

def test_registered_at_the_table_with_dresden_and_five_rounds():
    assert "arcanoid" in GAMES and "arcanoid" not in RULES_ONLY
    assert ARCANOID.spec.default_options() == {"variant": "dresden", "rounds": 5, "gaza": False}
    assert (ARCANOID.spec.min_players, ARCANOID.spec.max_players) == (2, 10)
    assert ARCANOID.check_setup(3, {"variant": "nassau", "rounds": 2}) == \
        {"variant": "nassau", "rounds": 2, "gaza": False}


@pytest.mark.parametrize("n", [1, 11])
def test_only_two_to_ten_players(n):
    with pytest.raises(ValueError, match="2–10 players"):
        ARCANOID.new_state(n, 1)


@pytest.mark.parametrize("n", [2, 6, 10])
def test_six_cards_each_and_the_rest_is_the_deck(n):
    state = ARCANOID.new_state(n, 4)
    assert [len(h) for h in state.hands[:n]] == [6] * n
    assert len(state.deck) == 78 - 6 * n
    assert state.current_player() == 0 and state.first == 0


def test_the_first_player_rotates_each_round():
    state = ARCANOID.new_state(3, 8, {"rounds": 2})
    rng = random.Random(8)
    while not state.results:
        state.play(rng.choice(state.legal_actions()))
    assert state.first == 1 and state.current_player() == 1
    assert [len(h) for h in state.hands[:3]] == [6, 6, 6]
    assert state.summary() == {"progress": "Round 2 of 2", "scores": list(state.scores),
                               "finished": False} and sum(state.scores) == 4


# -- what may be committed (seed "Making a move") ------------------------------------------------

def test_any_number_of_numerics_of_the_fields_suit():
    state = table(["2S 3S 9S 4W KC M13", "2C"], deck="AP 2P 3P 4P")
    moves = legal(state)
    assert {"commit 2S 3S 9S @swords", "commit 9S @swords", "commit 4W @staves"} <= moves
    assert "commit 2S 4W @swords" not in moves
    with pytest.raises(IllegalActionError, match="Only swords may be committed on the "
                                                 "battlefield of swords; the 4 of Wands is not"):
        act(state, "commit 2S 4W @swords")


def test_a_knave_or_a_knight_alone_or_with_only_an_ace():
    state = table(["PS NS AS 3S QC 2W", "2C"], deck="AP 2P 3P 4P")
    moves = legal(state)
    assert {"commit PS @swords", "commit AS PS @swords", "commit NS @swords",
            "commit AS NS @swords"} <= moves
    with pytest.raises(IllegalActionError, match="A knave may only be committed alone or with "
                                                 "an ace"):
        act(state, "commit 3S PS @swords")
    with pytest.raises(IllegalActionError, match="Courts cannot be committed together"):
        act(state, "commit PS NS @swords")


def test_the_queen_and_king_only_together():
    state = table(["QC KC 3C 2W 2S 9P", "2C"], deck="AP 2P 3P 4P")
    assert "commit QC KC @cups" in legal(state)
    with pytest.raises(IllegalActionError, match="only committed together"):
        act(state, "commit QC @cups")
    with pytest.raises(IllegalActionError, match="committed together, alone"):
        act(state, "commit 3C QC KC @cups")


def test_the_cards_of_a_commitment_may_come_in_any_order():
    state = table(["9S 10S 3C 2W 2S 9P", "2C"], deck="AP 2P 3P 4P")
    act(state, "commit 10S 9S @swords")
    assert state.lanes[0][0] == cards("9S 10S")
    assert str(state.history[-1]) == "commit 9S 10S @swords"


def test_abdication_is_always_possible_and_the_only_move_without_cards():
    state = table(["", "2C"], turn=0, deck_closed=True)
    assert legal(state) == {f"abdicate @{f}" for f in FIELDS}
    act(state, "abdicate @cups")
    assert state.commits[0][2].force.kind == "abdication" and state.lanes[0][2] == []


def test_a_field_is_committed_once():
    state = table(["9S 10S 3C 2W 2S 9P", "2C"], deck="AP 2P 3P 4P",
                  commits=[(0, "swords", "AS")])
    assert not any(a.endswith("@swords") for a in legal(state))
    with pytest.raises(IllegalActionError, match="already committed on swords"):
        act(state, "commit 9S @swords")


def test_passing_is_not_permitted():
    state = table(["9S 10S", "2C"], deck="AP")
    with pytest.raises(IllegalActionError, match="Passing is not permitted"):
        act(state, "pass")


# -- discarding and drawing (seed "Making a move", "The deck and discard piles") ---------------

def test_discard_one_card_face_down_then_draw_back_to_six():
    state = table(["9S 10S 3C 2W 2S 9P", "2C 4C 5C 6C 7C 8C"], deck="AP 2P 3P")
    events = act(state, "discard 3C")
    assert state.discard == cards("3C")
    move = next(e for e in events if e.kind == "move" and e.dst == "discard")
    assert not move.face_up and move.visible_to(1).card is None and move.visible_to(0).card
    assert state.hands[0] == cards("9S 10S 2W 2S 9P 3P")
    assert state.current_player() == 1
    with pytest.raises(IllegalActionError, match="Discard exactly one card at a time"):
        act(state, "discard 9S 10S")


def test_every_move_ends_by_drawing_to_six_while_the_deck_lasts():
    state = table(["9S 10S 8S 2W 2S 9P", "2C 3C 4C 5C 6C 7C"], deck="AP 2P 3P 4P")
    act(state, "commit 8S 9S 10S @swords")
    assert len(state.hands[0]) == 6 and state.deck == cards("AP")


def test_a_fourth_commitment_removes_the_player_and_discards_the_hand():
    state = table(["9S 10S 3C 2W", "2C 4C 5C 6C 7C 8C"], deck="AP 2P 3P 4P 5P 6P 7P",
                  commits=[(0, f) for f in ("staves", "cups", "coins")])
    act(state, "commit 9S 10S @swords")
    assert state.out[0] and state.hands[0] == []
    assert cards("3C 2W") == sorted(state.discard)
    assert state.deck == cards("AP 2P 3P 4P 5P 6P 7P"), "a finished player does not draw"
    act(state, "discard 2C")
    assert state.current_player() == 1, "play skips a finished player"


def test_the_round_ends_when_everyone_has_committed_everywhere():
    state = table(["9S 10S", "4S 6S 7S"], deck="AP 2P 3P", deck_closed=True,
                  commits=[(s, f, "", 1 + s) for f in ("staves", "cups", "coins") for s in (0, 1)])
    act(state, "commit 9S 10S @swords")
    events = act(state, "commit 4S 6S 7S @swords")
    battle = next(e for e in events if e.kind == "score" and e.data["field"] == "swords")
    assert battle.player == 0 and battle.data["reason"] == "19 (10+9) beats 17 (7+6+4)"
    assert state.is_terminal() and state.outcome().scores == (1, 3)
    assert state.outcome().winners == (1,)


# -- battles (seed "Winning battles"; notes "Battle value") ----------------------------------------

def test_four_six_seven_of_swords_lose_to_nine_and_ten():
    assert resolve([(0, classify(parse_cards("4S 6S 7S"), Suit.SWORDS), 1),
                    (1, classify(parse_cards("9S 10S"), Suit.SWORDS), 2)])[0] == 1


def test_the_queen_and_king_beat_any_numeric_total():
    every = classify(parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S"), Suit.SWORDS)
    royal = classify(parse_cards("QS KS"), Suit.SWORDS)
    assert every.value == 110
    assert resolve([(0, every, 1), (1, royal, 2)]) == (1, "the royal couple beats 55 "
                                                          "(10+9+8+7+6+5+4+3+2+1)")


def test_knave_fourteen_and_a_half_knight_seventeen_and_a_half():
    knave = classify(parse_cards("AS PS"), Suit.SWORDS)
    knight = classify(parse_cards("NS"), Suit.SWORDS)
    assert resolve([(0, knave, 1), (1, numeric(10, 4), 2)])[0] == 0
    assert resolve([(0, knave, 1), (1, numeric(10, 5), 2)])[0] == 1
    assert resolve([(0, knight, 1), (1, numeric(10, 7), 2)]) == (0, "a knight (17½) beats 17 "
                                                                    "(10+7)")
    assert resolve([(0, knight, 1), (1, numeric(10, 8), 2)])[0] == 1


def test_the_tiers_world_imperial_royal_illegitimate_value_abdication():
    order = [Force("world"), Force("imperial"), Force("royal"), Force("illegitimate"),
             numeric(10, 9, 8, 7), Force("abdication")]
    for i, strong in enumerate(order):
        for weak in order[i + 1:]:
            assert resolve([(0, weak, 1), (1, strong, 2)])[0] == 1
            assert resolve([(0, strong, 2), (1, weak, 1)])[0] == 0


def test_equal_sums_the_higher_top_card_then_the_next():
    assert resolve([(0, numeric(9, 3), 1), (1, numeric(10, 2), 2)]) == \
        (1, "12 (10+2) beats 12 (9+3) on the higher cards")
    assert resolve([(0, numeric(10, 4, 1), 1), (1, numeric(10, 3, 2), 2)])[0] == 0


def test_equal_cards_native_beats_transmuted_then_the_earlier_commitment():
    trans = numeric(10, 5, transmuted=parse_cards("10W")[0])
    assert resolve([(0, trans, 1), (1, numeric(10, 5), 2)]) == \
        (1, "15 (10+5) beats 15 (10*+5): a native card beats a transmuted one")
    assert resolve([(0, numeric(10, 5), 3), (1, numeric(10, 5), 2)]) == \
        (1, "15 (10+5) beats 15 (10+5): committed earlier")


def test_when_everyone_abdicates_the_last_abdication_wins():
    ab = Force("abdication")
    assert resolve([(0, ab, 5), (1, Force("judgment"), 9), (2, ab, 7)]) == \
        (1, "everyone abdicated: the last abdication wins")


# -- the game winner (notes "Game winner") ---------------------------------------------------------

def test_battle_winner_is_resolves_winner():
    """battle_winner (the quiet states' battles) names resolve's winner: 400 random battles of
    two to five entries, the times drawn from a few (equal times as the World makes them),
    abdications, Judgment and couples among the forces."""
    from tarot_table.rules.arcanoid.battles import battle_winner
    rng = random.Random(5)
    forces = [Force("abdication"), Force("judgment"), Force("world"), Force("royal"),
              Force("imperial"), Force("knave", 29, (11,)), Force("knight", 35, (12, 1))] + \
        [Force("numeric", 2 * v, tuple(sorted(rs, reverse=True)))
         for rs in ((10, 4), (9, 5), (7, 6, 1), (10, 3, 1), (8, 6)) for v in [sum(rs)]]
    winners = set()
    for _ in range(400):
        entries = [(a, rng.choice(forces), rng.randrange(1, 4)) for a in range(rng.randrange(2, 6))]
        assert battle_winner(entries) == resolve(entries)[0]
        winners.add(battle_winner(entries))
    assert winners == {0, 1, 2, 3, 4}


def test_most_battles_then_most_distinct_suits():
    assert leaders([(0, 1, 1, 1), (1, 0, 1, 0)], 2) == (1,)
    # 5 battles each for seats 0 and 1; seat 0 won three suits, seat 1 two
    assert leaders([(0, 0, 1, 1), (0, 0, 1, 2), (2, 2, 0, 1)], 3) == (0,)


def test_count_back_from_the_last_round():
    # 6 battles and 4 suits each; the last round is even, the one before goes to seat 0
    assert leaders([(1, 1, 1, 0), (0, 0, 0, 1), (0, 1, 0, 1)], 2) == (0,)
    assert leaders([(1, 1, 0, 0), (0, 0, 1, 1)], 2) == (0, 1)


#: Seat 0 abdicated last on staves, seat 1 on cups and coins.
TIED_ABDICATIONS = [(0, "staves", "", 2), (1, "staves", "", 1), (0, "cups", "", 1),
                    (1, "cups", "", 2), (0, "coins", "", 1), (1, "coins", "", 2)]


def test_an_extra_round_decides_a_tie_then_a_shared_win_after_two():
    assert extra_round_leaders((2, 2, 0, 1), (0, 2)) == (2,)
    assert extra_round_leaders((1, 1, 0, 2), (0, 2)) == (0, 2)
    state = table(["9S", "4S"], rounds=1, tied=[0, 1], extra_results=[[0, 1, 0, 1]],
                  deck_closed=True, commits=TIED_ABDICATIONS)
    act(state, "commit 9S @swords", "commit 4S @swords")
    assert state.is_terminal() and state.winners == (0, 1)
    assert len(state.extra_results) == 2


def test_a_tie_after_the_regular_rounds_starts_an_extra_round():
    state = table(["9S", "4S"], deck_closed=True, commits=TIED_ABDICATIONS)
    events = act(state, "commit 9S @swords", "commit 4S @swords")
    assert state.results == [(0, 0, 1, 1)] and not state.is_terminal()
    assert state.tied == (0, 1) and state.scores == (2, 2)
    assert any(plain(e.message).startswith("Extra round 1") for e in events if e.message)
    assert [len(h) for h in state.hands[:2]] == [6, 6]


def test_the_scores_are_battles_won_and_a_daemon_wins_for_its_master():
    state = table(["9S", "4S"], deck_closed=True, daemon_master=1,
                  commits=[(a, f, "", 1 + a) for f in ("staves", "cups", "coins")
                           for a in (0, 1, 2)] + [(2, "swords", "10S", 4)])
    assert state.out == [False, False, True], "the daemon has committed everywhere"
    act(state, "commit 9S @swords", "commit 4S @swords")
    assert state.results == [(1, 1, 1, 1)]
    assert state.outcome() is not None and state.outcome().scores == (0, 4)


# -- the deck refill vote (seed "Refilling the deck"; notes "Moves and timing") --------------

def test_the_vote_goes_round_from_the_drawer_and_all_yes_refills():
    state = table(["9S 10S 8S 2W 2S 9P", "2C 3C 4C 5C 6C 7C", "8C 9C 10C 8W 9W 10W"],
                  deck="AP", discard="3S 4S", turn=1)
    act(state, "commit 2C 3C 4C @cups")
    assert isinstance(state.stage, RefillVote) and state.current_player() == 1
    assert len(state.drawing) == 1 and state.drawing_for == 1
    assert state.observation(1).zones["drawing"] == (None,), "even the drawer does not look"
    act(state, "vote @yes")
    assert state.current_player() == 2
    act(state, "vote @yes", "vote @yes")
    assert len(state.hands[1]) == 6 and state.drawing == []
    assert state.discard == [] and state.deck == []
    assert state.deck_closed, "emptied again with no discards: it stays empty"
    assert state.stage == Move(2)


def test_one_dissent_leaves_the_deck_empty_for_the_round():
    state = table(["9S 10S 8S 2W 2S 9P", "2C 3C 4C 5C 6C 7C"], deck="AP", discard="3S 4S")
    act(state, "commit 8S 9S 10S @swords", "vote @yes", "vote @no")
    assert state.deck_closed and state.deck == [] and len(state.hands[0]) == 4
    assert parse_cards("AP")[0] in state.hands[0], "the interrupted draw keeps what came"
    act(state, "discard 2C")
    assert state.stage == Move(0), "no further vote this round"


def test_players_already_out_vote_too():
    state = table(["9S 10S 8S 2W 2S 9P", "", "2C 3C"], deck="AP", discard="3S 4S",
                  out=[False, True, False, True])
    act(state, "commit 8S 9S 10S @swords")
    assert state.current_player() == 0
    act(state, "vote @yes")
    assert state.current_player() == 1


def test_no_vote_when_the_discard_pile_is_empty_too():
    state = table(["9S 10S 8S 2W 2S 9P", "2C 3C 4C 5C 6C 7C"], deck="AP")
    act(state, "commit 8S 9S 10S @swords")
    assert state.deck_closed and state.current_player() == 1 and isinstance(state.stage, Move)


# -- views ----------------------------------------------------------------------------------------

def test_a_view_hides_other_hands_the_deck_and_face_down_discards():
    state = table(["9S 10S 8S 2W 2S 9P", "2C 3C 4C 5C 6C 7C"], deck="AP 2P 3P")
    act(state, "discard 9P")
    view = state.observation(1)
    assert view.zones["hand:0"] == (None,) * 6 and view.zones["deck"] == (None, None)
    assert view.zones["discard"] == (None,)
    assert state.observation(0).zones["discard"] == tuple(cards("9P"))
    assert view.hand() == tuple(cards("2C 3C 4C 5C 6C 7C"))


def test_describe_and_prompt():
    state = table(["9S 10S 8S 2W 2S 9P", "2C"], deck="AP 2P 3P")
    assert ARCANOID.describe_action(ARCANOID.parse_action("commit 9S 10S @swords")) == \
        "Commit 9 of Swords, 10 of Swords on swords"
    assert ARCANOID.describe_action(ARCANOID.parse_action("abdicate @cups")) == \
        "Abdicate on cups"
    labels = {"play M11 @hidden": "Play Strength: one hidden card",
              "play M12 @daemon": "Play the Hanged Man: the daemon discards all",
              "tower M16 @cups:2": "The Tower: decommit seat 2 on cups",
              "commit M3 M4 @swords+cups": "Commit III The Empress, IV The Emperor on swords "
                                           "and cups",
              "vote @no": "Do not refill the deck", "steal M0": "Steal the commitment with the "
                                                               "Fool"}
    for text, label in labels.items():
        assert ARCANOID.describe_action(ARCANOID.parse_action(text)) == label
    assert ARCANOID.prompt(state.observation(0)).startswith("Commit on a battlefield")
    assert ARCANOID.prompt(state.observation(1)) == ""


# -- XX spelt as the text spells it (seed: "Judgment (20)", and "Judgment" wherever it names it) --

def test_xx_is_spelt_judgment_in_every_text_of_the_game_and_judgement_in_taruno_s():
    judgment = cards("M20")[0]
    assert card_name(judgment) == ARCANOID.card_name(judgment) == "XX Judgment"
    assert card_words(judgment, ARCANOID.spec.numbering) == "Judgment (XX)"
    assert ARCANOID.describe_action(ARCANOID.parse_action("discard M20")) == \
        "Discard the XX Judgment"
    assert ARCANOID.describe_action(ARCANOID.parse_action("chariot M7 M20 2C")) == \
        "The Chariot, holding 2 of Cups, XX Judgment"
    assert str(ARCANOID.parse_action("judge M20 @cups:1")) == "judge M20 @cups:1"
    assert find_game("taruno").card_name(judgment) == "XX Judgement", "Taruno: \"XX JUDGEMENT\""
    assert find_game("tarok").card_name(judgment) == "XX Judgement"


# -- the numbering the text uses (seed, "The effect of the major arcana": "Justice (8)",
# "Strength (11)") ---------------------------------------------------------------------------------

def test_justice_is_viii_and_strength_xi_in_every_text_of_the_game():
    justice, strength = cards("M8 M11")
    assert card_name(justice) == ARCANOID.card_name(justice) == "VIII Justice"
    assert card_name(strength) == "XI Strength" and ARCANOID.spec.numbering == "marseille"
    assert find_game("tarok").card_name(justice) == "VIII Strength", "other games keep theirs"
    assert card_words(justice, ARCANOID.spec.numbering) == "Justice (VIII)"
    state = table(["M8 M11 2C 3C 4C 5C", "2W"], deck="AP 2P 3P 4P 5P 6P 7P 8P 9P")
    assert ARCANOID.describe_action(ARCANOID.parse_action("discard M8")) == \
        "Discard the VIII Justice"
    with pytest.raises(IllegalActionError, match=r"Play XI Strength as its options say"):
        act(state, "play M11 @both")
    with pytest.raises(IllegalActionError, match="VIII Justice cannot be committed"):
        act(state, "commit M8 2C @cups")
    events = act(state, "play M8")
    said = [plain(e.message, ARCANOID.spec.numbering) for e in events if e.message]
    assert "{0} plays Justice (VIII)." in said
    assert not any("Strength (VIII)" in t or "Justice (XI)" in t for t in said)


def test_the_sun_names_strength_xi_when_it_calls_it():
    state = table(["M19 2C 3C 4C 5C 6C", "M11 2W"], deck="AP 2P 3P 4P 5P 6P 7P 8P 9P")
    events = act(state, "play M19", "call M11")
    assert "{0} calls Strength (XI) from {1}." in [plain(e.message, ARCANOID.spec.numbering)
                                                   for e in events if e.message]


def test_the_rules_help_numbers_justice_viii_and_strength_xi():
    text = ARCANOID.rules_text()
    assert "VIII Justice" in text and "XI Strength" in text
    assert "VIII Strength" not in text and "XI Justice" not in text


# -- positions (ArcanoidPosition) ----------------------------------------------------------------

def test_the_documented_position_builds_and_round_trips():
    doc = documented_position(ArcanoidPosition)
    state = ARCANOID.from_position(doc)
    assert state.to_position() == doc
    assert state.current_player() == 2 and legal(state) == {"steal M0", "pass"}
    assert ARCANOID.prompt(state.observation(2)) == \
        "The Fool: steal the commitment just made, or pass."
    assert state.commits[0][1].force.transmuted == cards("10C")[0], "read from the lane"
    act(state, "steal M0")
    assert state.lanes[2][2] == cards("NC") and state.commits[2][2].time == 13


def test_a_position_refuses_what_could_not_lie_where_it_says():
    position = table(["9S", "2W"], commits=[(1, "swords", "4S 6S")]).to_position()
    with pytest.raises(PositionError, match=r"lanes.swords\[1\]: .*only committed together"):
        ARCANOID.from_position({**position, "lanes": {**position["lanes"],
                                                      "swords": ["", "4S 6S QS", ""]},
                                "aside": position["aside"].replace("QS", "")})
    loose = {**position["commits"], "swords": [None, None, None]}
    with pytest.raises(PositionError, match=r"lanes.swords\[1\]: cards on a lane without a "
                                            r"commitment"):
        ARCANOID.from_position({**position, "commits": loose})
    with pytest.raises(PositionError, match="shown: .*hand:1"):
        ARCANOID.from_position({**position, "shown": ["", "9S", ""]})
    with pytest.raises(PositionError, match="stage.actor: no actor 3"):
        ARCANOID.from_position({**position, "stage": {"stage": "Move", "actor": 3}})
    with pytest.raises(PositionError, match="hands: needs one entry per seat and then the "
                                            "daemon's"):
        ARCANOID.from_position({**position, "hands": ["9S", "2W"]})


def test_the_rules_text_marks_our_decisions():
    text = ARCANOID.rules_text()
    assert text.startswith("# Arcanoid") and "(ours)" in text


# -- many random games (the conformance suite's invariants) ---------------------------------------

def play_checked_games(seeds, sample=0.05, setup="arcanoid"):
    """Play one seeded random game of the conformance ``setup`` (its options: one round, and
    a variant, ``"arcanoid/koblenz"``, or GAZA, ``"arcanoid/mainz+gaza"``) per seed, 2 to 10
    players in turn (2 or 3 with GAZA), checking the conformance suite's invariants after every
    move: all 78 cards accounted for, a legal action while live, views showing only cards shown
    to their seat; and, on a ``sample`` of the moves, clone equality, a sampled world agreeing
    with the view and a position read back to the same state; at the end an outcome of four
    battles (fewer with GAZA, whose USA may win some for nobody) and an exact JSON replay.
    Returns the moves played."""
    from tests.test_conformance import (check_cards_accounted, check_copies,
                                        check_sampled_world, check_views, random_game)
    rng = random.Random(2026)
    total = 0
    gaza = setup.endswith("+gaza")
    for seed in seeds:
        n = 2 + seed % 2 if gaza else 2 + seed % 9
        seen = [set() for _ in range(n)]

        def check(state, events):
            check_cards_accounted(state)
            check_views(state, events, seen)
            if not state.is_terminal() and rng.random() < sample:
                check_copies(ARCANOID, state, replay=False)
                check_sampled_world(ARCANOID, state, rng)
                again = ARCANOID.from_position(state.to_position())
                assert again.to_position() == state.to_position()
                assert again.observation(0) == state.observation(0)

        state, steps = random_game(setup, n, seed, check)
        outcome = state.outcome()
        assert outcome.winners and len(outcome.scores) == n
        assert sum(outcome.scores) <= 4 if gaza else sum(outcome.scores) == 4
        check_copies(ARCANOID, state)
        total += steps
    return total


def test_thirty_random_games_keep_the_invariants():
    assert play_checked_games(range(30)) > 30 * 8


@pytest.mark.slow
def test_ten_thousand_random_games_keep_the_invariants():
    assert play_checked_games(range(10_000)) > 10_000 * 8


def test_one_field_sets_lists_every_set_classify_accepts():
    """Against every subset of small pools (majors among them, with and without the Chariot's
    reserve and transmutation): one_field_sets lists exactly the sets classify accepts on the
    battlefield, the World and the couples of majors (which go on one or two) aside."""
    from itertools import combinations

    from tarot_table.rules.arcanoid.commitments import (CommitError, couple_sets,
                                                        one_field_sets)

    deck = [c for c in full_deck() if c.suit is not Suit.JOKER and c != Card(Suit.MAJOR, 21)]
    specials = [Card(Suit.MAJOR, r) for r in (1, 3, 4, 6)]
    suits = [Suit.SWORDS, Suit.STAVES, Suit.CUPS, Suit.COINS]
    rng = random.Random(12)
    for _ in range(250):
        suit = rng.choice(suits)
        own = [c for c in deck if c.suit is suit]
        pool = set(rng.sample(own, rng.randrange(1, 5)) + rng.sample(deck, rng.randrange(1, 4)))
        pool = sorted(pool | set(rng.sample(specials, rng.randrange(0, 3))))
        must = tuple(rng.sample(pool, 1)) if rng.random() < 0.3 else ()
        transmute = rng.random() < 0.7
        accepted = set()
        for k in range(1, len(pool) + 1):
            for cs in combinations(pool, k):
                if not set(must) <= set(cs):
                    continue
                try:
                    classify(cs, suit, transmute)
                except CommitError:
                    continue
                accepted.add(cs)
        couples = set(couple_sets(pool))
        listed = set(one_field_sets(pool, suit, must, transmute))
        assert listed - couples == accepted - couples, (pool, suit, must, transmute)


def test_every_one_field_set_is_sorted_distinct_and_accepted():
    """one_field_sets builds its sets sorted from the sorted pool (no sort per set when no
    reserve is due): each set is in display order, listed once, and classify accepts it."""
    from tarot_table.rules.arcanoid.commitments import CommitError, one_field_sets

    deck = [c for c in full_deck() if c.suit is not Suit.JOKER]
    rng = random.Random(4)
    for _ in range(400):
        pool = sorted(rng.sample(deck, rng.randrange(3, 14)))
        suit = rng.choice([Suit.SWORDS, Suit.STAVES, Suit.CUPS, Suit.COINS])
        must = tuple(rng.sample(pool, 1)) if rng.random() < 0.3 else ()
        sets = one_field_sets(pool, suit, must)
        assert len(set(sets)) == len(sets)
        for cs in sets:
            assert list(cs) == sorted(cs) and set(must) <= set(cs) <= set(pool)
            if len(cs) == 2 and all(c.is_major for c in cs):
                continue        # a couple: classified on two battlefields
            try:
                classify(cs, suit)
            except CommitError as refused:
                raise AssertionError(f"{cs} refused: {refused}")


@pytest.mark.parametrize("cache_size", [100_000, 3])
def test_a_battlefields_kept_commitments_are_those_of_its_whole_pool(monkeypatch, cache_size):
    """field_commits keeps a battlefield's commitment actions by the part of the pool they
    depend on: for 600 random pools (majors with the Magician, the couples' majors among
    them), with and without transmutation and ``largest``, with and without a Chariot's
    reserve (the Magician in it at times; fitting the battlefield or not, a numeric of another
    suit in it at times), asked three times (built, built and kept, found)
    and with a cache small enough to be emptied, the actions are one_field_sets of the whole
    pool, in the same order; an answer is kept from its second asking on."""
    from tarot_table.cards import Card
    from tarot_table.rules.arcanoid import battlefields
    from tarot_table.rules.arcanoid.commitments import FIELD_SUIT, one_field_sets
    from tarot_table.rules.base import Action

    monkeypatch.setattr(battlefields, "_FIELD_COMMITS", {})
    monkeypatch.setattr(battlefields, "_ASKED", set())
    monkeypatch.setattr(battlefields, "FIELD_CACHE_SIZE", cache_size)
    deck = [c for c in full_deck() if c.suit is not Suit.JOKER]
    specials = [Card(Suit.MAJOR, r) for r in (1, 3, 4, 6)]
    rng = random.Random(11)
    reserves = magicians = fitting = transmuted = 0
    for _ in range(600):
        pool = rng.sample(deck, rng.randrange(3, 13))
        pool = sorted(set(pool) | set(rng.sample(specials, rng.randrange(0, 3))))
        reserve: list = []
        if rng.random() < 0.4:      # the Chariot's reserve: cards beside the pool, all used
            reserve = rng.sample([c for c in deck if c not in pool], rng.randrange(1, 4))
            if specials[0] not in pool + reserve and rng.random() < 0.3:
                reserve.append(specials[0])     # the Magician
            reserve.sort()
            pool = sorted(pool + reserve)
            reserves += 1
            magicians += specials[0] in reserve
        f = rng.randrange(4)
        transmute, largest = rng.random() < 0.7, rng.random() < 0.5
        magician = transmute and Card(Suit.MAJOR, 1) in pool
        whole = tuple(Action("commit", cs, FIELDS[f]) for cs in one_field_sets(
            pool, FIELD_SUIT[FIELDS[f]], reserve, transmute=transmute, largest=largest))
        if reserve and whole:       # the reserve fits, one of its numerics transmuted at times
            fitting += 1
            transmuted += any(not c.is_major and c.suit is not FIELD_SUIT[FIELDS[f]]
                              for c in reserve)
        for asked in range(3):
            kept = len(battlefields._FIELD_COMMITS)
            assert battlefields.field_commits(pool, f, transmute, largest, magician,
                                              reserve) == whole
            if cache_size > 600:    # never emptied: kept at the second asking only
                assert len(battlefields._FIELD_COMMITS) - kept <= (asked == 1)
    assert reserves > 150 and magicians > 30 and fitting > 20 and transmuted > 5
    assert 0 < len(battlefields._FIELD_COMMITS) <= cache_size


def test_classify_keeps_the_forces_it_found_and_refuses_each_time(monkeypatch):
    """classify keeps a force by the suit, ``transmute`` and the cards given: asked again for
    the same cards (a list or a tuple) it gives the same force; a refused set is refused
    again with its reason (a refusal is not kept); the store is emptied when full."""
    from tarot_table.rules.arcanoid import commitments
    from tarot_table.rules.arcanoid.commitments import CommitError

    monkeypatch.setattr(commitments, "_FORCES", {})
    monkeypatch.setattr(commitments, "FORCE_CACHE_SIZE", 2)
    cards = parse_cards("10S 10W M1")
    first = classify(cards, Suit.SWORDS)
    assert classify(tuple(cards), Suit.SWORDS) is first and first.value == 40
    other = classify(parse_cards("5C 4C"), Suit.CUPS)
    assert other.value == 18 and other is not first
    for _ in range(2):
        with pytest.raises(CommitError, match="In MALTA the Magician does not transmute"):
            classify(cards, Suit.SWORDS, transmute=False)
    assert classify(parse_cards("QS KS"), Suit.SWORDS).kind == "royal"
    assert len(commitments._FORCES) <= 2


#: Every variant but DRESDEN (above), and GAZA on top of each.
VARIANT_SETUPS = [f"arcanoid/{v}" for v in ("nassau", "mainz", "koblenz", "malta", "worms")] + \
    [f"arcanoid/{v}+gaza" for v in ("dresden", "mainz", "koblenz", "malta", "worms")]


@pytest.mark.slow
@pytest.mark.parametrize("setup", VARIANT_SETUPS)
def test_two_thousand_random_games_of_each_variant_keep_the_invariants(setup):
    assert play_checked_games(range(2_000), setup=setup) > 2_000 * 8


def test_the_steps_after_a_move_run_at_once_as_the_queue_would_run_them():
    """A move runs the steps after it at once (``after_move``, ``draw_back``) when it opened no
    decision and queued nothing: the same position (the stage, the queue, every zone) and the
    same events as queueing them (``after_steps``) under the move's own effect and running
    the queue, at a quarter of the turns' moves of 40 loud random games of every variant (GAZA too).
    Among them: moves that open a decision (the Fool's window, a call) or queue steps (a
    commitment settling), a refill vote opened by drawing back, moves made again, and every
    extra move of the Hermit's."""
    from tarot_table.rules.arcanoid.stages import HermitMove, Move, after_steps

    def queued(state, action):
        stage = state.stage
        again = action.kind == "play" and state.arcana[action.cards[0].rank].plays_again
        extra = isinstance(stage, HermitMove) or stage.extra
        state.history.append(action)
        state.stage = None
        state.todo.extend(after_steps(stage.actor, again, extra, 0))
        events = []
        following = stage.effect(state, action, events)
        if following is not None:
            state.stage = following
        elif state.todo:
            state.run_steps(events)
        return events

    game = find_game("arcanoid")
    seen = {"queued": 0, "decision": 0, "vote": 0, "again": 0, "hermit": 0}
    for i in range(40):
        variant = ("dresden", "nassau", "koblenz", "malta", "worms")[i % 5]
        n = 2 + i % 4
        options = {"variant": variant, "rounds": 1, "gaza": n <= 3 and i % 3 == 0}
        state = game.new_state(n, 300 + i, options)
        rng = random.Random(i)
        while not state.is_terminal():
            actions = state.legal_actions()
            action = rng.choice(actions)
            stage = state.stage
            if isinstance(stage, HermitMove) and action.kind != "pass" or \
                    isinstance(stage, Move) and rng.random() < 0.25:
                fast, slow = state.clone(), state.clone()
                assert fast.apply(action) == queued(slow, action)
                assert fast.to_position() == slow.to_position()
                moved = fast.stage
                seen["queued"] += bool(slow.todo)
                seen["decision"] += moved is not None and moved.actor != stage.actor
                seen["vote"] += isinstance(moved, RefillVote)
                seen["again"] += isinstance(moved, Move) and moved.actor == stage.actor
                seen["hermit"] += isinstance(stage, HermitMove)
            state.apply(action)
    assert min(seen.values()) > 0, seen


def test_the_table_pxd_declares_exactly_the_fields_the_table_names():
    """The table's fields are named once, in ``table.py``; the extension type's declaration
    (``table.pxd``, read by Cython alone) declares those and no other."""
    import re

    from tarot_table.rules.arcanoid import table

    text = (Path(table.__file__).with_name("table.pxd")).read_text(encoding="utf-8")
    declared = set()
    for names in re.findall(r"^\s*cdef public \w+ ([\w, ]+)$", text, flags=re.M):
        declared.update(name.strip() for name in names.split(","))
    assert declared == set(table.FIELDS_DECLARED)
    assert len(table.FIELDS_DECLARED) == len(set(table.FIELDS_DECLARED))


def test_a_state_holds_the_declared_fields_and_a_clone_has_its_own_zones():
    """Every field a state sets is declared by the table (nothing else lands in its instance
    dict but the base state's own), through a game, a clone and a position; a clone copies
    every zone and record (none shared with the original, down to the rows and lanes) and
    equals the original."""
    from tarot_table.rules.arcanoid.table import COUNTERS, FIELDS_DECLARED, GRIDS, LISTS, ROWS

    base = {"seed", "options", "_rng", "_shuffle_log", "history", "_replay_shuffles", "stage",
            "todo", "halted"}
    rng = random.Random(3)
    state = ARCANOID.new_state(3, 3, {"variant": "koblenz", "gaza": True})
    for _ in range(40):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    for st in (state, state.clone(), ARCANOID.from_position(state.to_position())):
        assert all(hasattr(st, name) for name in FIELDS_DECLARED)
        assert set(vars(st)) - set(COUNTERS) <= base
    other = state.clone()
    assert other.to_position() == state.to_position()
    for name in LISTS + ROWS + GRIDS:
        mine, theirs = getattr(state, name), getattr(other, name)
        assert mine == theirs and mine is not theirs, name
        for row, copy in zip(mine, theirs):
            if name in ROWS + GRIDS:
                assert row is not copy, name
            if name in GRIDS:
                assert all(x is not y for x, y in zip(row, copy)), name
