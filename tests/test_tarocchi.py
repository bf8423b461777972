"""Tarocchi: one test (or more) per rule sentence of the seed (004) and of rules/tarocchi.md."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tarot_table.cards import Card, Suit, cards_text, full_deck, parse_card, parse_cards
from tarot_table.messages import plain
from tarot_table.rules import find_game
from tarot_table.rules.base import Action, IllegalActionError
from tarot_table.rules.position import PositionError
from tarot_table.rules.tarocchi import (FOOL, KINGS, PAGAT, QUEENS, WORLD, Bidding, CallForCard,
                                        CallKing, GiveBack, PlayToTrick, Scart,
                                        TarocchiPosition, card_points, describe_action,
                                        rank_key, settle)
from tarot_table.rules import tricks
from tests.test_conformance import documented_position

pytestmark = pytest.mark.rules

GAME = find_game("tarocchi")


def new(seed=1, deals=1):
    return GAME.new_state(5, seed, {"deals": deals})


def table(hands, *, dealer=0, stage="PlayToTrick", actor=None, declarer=None, partner=None,
          contract="solo", scart="", won=None, trick=(), voids=None):
    """A deal in progress, from a position: ``hands`` five card texts (a hand may still list
    the card its seat played to ``trick``, the (seat, card) played so far from its leader);
    ``scart`` and ``won`` (five trick piles) as card texts; every other card of the deck lies in
    seat 4's trick pile. ``stage`` is a stage's class name (its ``actor``: by default the
    dealer for the scart, its right for the bidding, the seat after the trick's last card, else
    the declarer) or a whole stage; before the play
    (``Scart``, ``Bidding``) there is no declarer nor contract, else the declarer is the dealer
    unless given, in a Solo unless ``contract`` says otherwise. ``voids``: suit codes per seat."""
    played = [card for _, card in trick]
    hands = [cards_text(c for c in parse_cards(h) if str(c) not in played) for h in hands]
    won = list(won) if won is not None else [""] * 5
    used = set(parse_cards(" ".join([*hands, scart, *won, *played])))
    won[4] = cards_text([*parse_cards(won[4]), *(c for c in full_deck() if c not in used)])
    before_play = stage in ("Scart", "Bidding")
    declarer = None if before_play else dealer if declarer is None else declarer
    if actor is None:
        actor = {"Scart": dealer, "Bidding": (dealer - 1) % 5}.get(stage, declarer) \
            if not trick else (trick[-1][0] - 1) % 5
    if isinstance(stage, str):
        stage = {"stage": stage, "actor": actor}
    leader = trick[0][0] if trick else actor if stage["stage"] == "PlayToTrick" else None
    return GAME.from_position({
        "players": 5, "dealer": dealer, "deal_no": 1, "deals": 1, "hands": hands,
        "scart": scart, "won": won, "stage": stage, "declarer": declarer, "partner": partner,
        "contract": None if before_play else contract, "leader": leader,
        "trick": " ".join(played), "voids": voids})


def lead_now(state, seat):
    """``state`` with ``seat`` to lead the next trick instead (through its position)."""
    position = state.to_position()
    assert position["trick"] == ""
    return GAME.from_position({**position, "leader": seat,
                               "stage": {"stage": "PlayToTrick", "actor": seat}})


def play(state, text):
    return state.play(Action("play", (parse_card(text),)))


# -- table and deal ---------------------------------------------------------------------------
def test_exactly_five_players():
    assert GAME.spec.min_players == GAME.spec.max_players == 5
    for n in (3, 4, 6):
        with pytest.raises(ValueError):
            GAME.new_state(n, 1)


def test_first_dealer_is_random_from_the_seed():
    dealers = {new(seed).dealer for seed in range(30)}
    assert len(dealers) > 2
    assert new(7).dealer == new(7).dealer


def test_deal_three_packets_of_five_from_the_right_and_three_more_to_the_dealer():
    state = new(3)
    d = state.dealer
    moves = [e for e in state.opening_events if e.kind == "move"]
    assert len(moves) == 78
    seats = [e.player for e in moves]
    right = [(d - k) % 5 for k in range(1, 6)]          # d-1, d-2, ..., d
    expected = [s for _ in range(3) for s in right for _ in range(5)] + [d] * 3
    assert seats == expected
    assert [len(h) for h in state.hands] == [18 if s == d else 15 for s in range(5)]
    assert all(not e.face_up and e.visible == frozenset((e.player,)) for e in moves)


def test_the_recorded_shuffle_lists_the_deck_bottom_to_top_the_top_dealt_first():
    state = new(3)
    order = parse_cards(state.shuffles[0])
    moves = [e.card for e in state.opening_events if e.kind == "move"]
    assert moves == list(reversed(order))
    assert GAME.state_from_json(state.to_json()).zones() == state.zones()


def test_a_position_names_what_is_wrong():
    position = new(3).to_position()
    for field, bad in (("bids", [[0, "three"]]), ("contract", "grand"), ("declarer", 7),
                       ("players", 4), ("shown", ["M21", "", "", "", ""]), ("owed", [9])):
        with pytest.raises(PositionError, match=field):
            GAME.from_position({**position, field: bad})
    with pytest.raises(PositionError, match="seller"):
        GAME.from_position({**position, "stage": {"stage": "GiveBack", "actor": 0}})
    with pytest.raises(PositionError, match="bought"):
        GAME.from_position({**position, "bought": [["KC QC", 1]]})


def test_positions_round_trip_at_every_stage():
    """Seeded one-deal games, in which all pass, or the first bidder bids Two Cards and the
    others pass, or the bids are random: every stage is met, and at every step the position
    builds back the same state (cards bought and given back included)."""
    met = set()
    for seed in range(6):
        state, rng = new(seed), random.Random(seed)
        while not state.is_terminal():
            position = state.to_position()
            again = GAME.from_position(position)
            assert again.to_position() == position and again.zones() == state.zones()
            assert again.legal_actions() == state.legal_actions()
            assert again.observation(state.current_player()) == \
                state.observation(state.current_player())
            met.add(type(state.stage))
            if isinstance(state.stage, Bidding) and seed % 3 < 2:
                two = seed % 3 and not state.bids
                state.play(Action("bid", target="two") if two else Action("pass"))
            else:
                state.play(rng.choice(state.legal_actions()))
    assert met == {Scart, Bidding, CallForCard, GiveBack, CallKing, PlayToTrick}


def test_the_example_position_of_the_docs_is_a_position():
    doc = documented_position(TarocchiPosition)
    state = GAME.from_position(doc)
    assert state.to_position() == doc
    assert state.stage == GiveBack(4, 0) and state.owed == [1]
    legal = state.legal_actions()
    assert len(legal) == 15 and all(a.target == 0 for a in legal)
    assert not {a.cards[0] for a in legal} & set(parse_cards("M20 M10"))


# -- the scart --------------------------------------------------------------------------------
def test_dealer_lays_three_cards_in_the_scart_before_bidding():
    state = new(4)
    d = state.dealer
    assert state.stage == Scart(d) and state.current_player() == d
    for _ in range(3):
        state.play(state.legal_actions()[0])
    assert len(state.scart) == 3 and len(state.hands[d]) == 15
    assert state.stage == Bidding((d - 1) % 5) and state.current_player() == (d - 1) % 5
    others = state.observation((d + 1) % 5).zones["scart"]
    assert others == (None, None, None)
    assert state.observation(d).zones["scart"] == tuple(state.scart)


def test_no_king_no_xxi_no_fool_in_the_scart_and_the_pagat_only_without_alternative():
    hand = "KS KW KC KP M21 M0 M1 2S 3S 4S 5S 6S 7S 8S 9S 10S AW 2W"
    state = table([hand, "", "", "", ""], stage="Scart")
    legal = {a.cards[0] for a in state.legal_actions()}
    assert not legal & {*KINGS, WORLD, FOOL, PAGAT}
    assert len(legal) == 11
    for text, why in (("KS", "No King"), ("M21", "XXI"), ("M0", "Fool"), ("M1", "Pagat")):
        with pytest.raises(IllegalActionError, match=why):
            state.play(Action("scart", (parse_card(text),)))


def test_the_pagat_goes_to_the_scart_only_when_nothing_else_may_and_is_shown_to_all():
    state = table(["KS KW KC KP M21 M0 M1", "", "", "", ""], stage="Scart")
    assert state.legal_actions() == [Action("scart", (PAGAT,))]
    events = state.play(Action("scart", (PAGAT,)))
    assert events[0].face_up and events[0].visible is None
    assert state.scart == [PAGAT]
    for seat in range(1, 5):
        assert state.observation(seat).zones["scart"] == (PAGAT,)


def test_the_scart_counts_for_the_dealer_as_one_trick():
    rest = [c for c in full_deck() if c not in parse_cards("KS QS 2C")]    # held, not counted
    hands = [cards_text(rest[15 * k:15 * (k + 1)]) for k in range(5)]
    state = table(hands, dealer=2, scart="KS QS 2C", won=["", "", "", "", ""])
    assert not any(state.won)
    points = state.deal_points()
    assert points[2] == 4 + 3 + 1
    assert sum(points) == 8


# -- bidding ----------------------------------------------------------------------------------
def _scart(state):
    for _ in range(3):
        state.play(state.legal_actions()[0])


def test_one_round_of_bidding_from_the_dealers_right_each_higher_or_pass():
    state = new(5)
    _scart(state)
    d = state.dealer
    order = []
    bids = ["pass", "two", "pass", "solo", "pass"]
    for bid in bids:
        order.append(state.current_player())
        if bid == "pass":
            state.play(Action("pass"))
        else:
            state.play(Action("bid", target=bid))
            if bid == "two":
                assert Action("bid", target="two") not in state.legal_actions()
                assert Action("bid", target="one") in state.legal_actions()
    assert order == [(d - k) % 5 for k in range(1, 6)]
    assert state.declarer == order[3] and state.contract == "solo"
    assert state.stage == PlayToTrick(state.declarer) and state.current_player() == state.declarer
    with pytest.raises(IllegalActionError):
        state.play(Action("pass"))


def test_bids_rank_two_cards_below_one_card_below_solo():
    state = new(6)
    _scart(state)
    state.play(Action("bid", target="one"))
    assert state.legal_actions() == [Action("pass"), Action("bid", target="solo")]
    with pytest.raises(IllegalActionError, match="higher than One Card"):
        state.play(Action("bid", target="two"))


def _bid(state, bid):
    """The first bidder bids ``bid``, the others pass."""
    _scart(state)
    state.play(Action("bid", target=bid))
    for _ in range(4):
        state.play(Action("pass"))


def test_two_cards_bought_face_up_and_cards_given_back_face_down():
    state = new(8)
    _bid(state, "two")
    decl = state.declarer
    assert state.stage == CallForCard(decl) and state.current_player() == decl
    held = [c for s in range(5) if s != decl for c in state.hands[s]]
    wanted = held[:2]
    sellers = [next(s for s in range(5) if c in state.hands[s]) for c in wanted]
    state.play(Action("call", (wanted[0],)))
    events = state.play(Action("call", (wanted[1],)))
    moves = [e for e in events if e.kind == "move"]
    assert [e.card for e in moves] == wanted
    assert all(e.face_up and e.visible is None for e in moves)
    for seat in range(5):
        hand = state.observation(seat).zones[f"hand:{decl}"]
        assert hand[-2:] == tuple(wanted)
    # sample_world keeps the bought cards in the buyer's hand
    rng = random.Random(1)
    for seat in range(5):
        world = GAME.sample_world(state.observation(seat), rng)
        assert all(c in world.hands[decl] for c in wanted)
    assert state.stage == GiveBack(decl, sellers[0])
    legal = state.legal_actions()
    assert all(a.target == sellers[0] and a.cards[0] not in wanted for a in legal)
    with pytest.raises(IllegalActionError, match="just bought"):
        state.play(Action("give", (wanted[0],), sellers[0]))
    gift = legal[0].cards[0]
    events = state.play(legal[0])
    assert not events[0].face_up and events[0].visible == frozenset((decl, sellers[0]))
    assert gift in state.hands[sellers[0]]
    assert state.stage == GiveBack(decl, sellers[1])
    state.play(state.legal_actions()[0])
    assert state.stage == PlayToTrick(decl) and state.current_player() == decl
    assert len(state.hands[decl]) == 15 and all(len(h) == 15 for h in state.hands)


def test_one_card_named_in_the_scart_is_not_bought_and_everyone_knows_it():
    state = new(9)
    _scart(state)
    lying = state.scart[0]
    state.play(Action("bid", target="one"))
    for _ in range(4):
        state.play(Action("pass"))
    state.play(Action("call", (lying,)))
    assert state.stage == PlayToTrick(state.declarer) and not state.bought
    assert state.observation(0).scart_known == (lying,)
    world = GAME.sample_world(state.observation((state.dealer + 1) % 5), random.Random(2))
    assert lying in world.scart


def test_a_card_already_held_cannot_be_named():
    state = new(10)
    _bid(state, "one")
    mine = state.hands[state.declarer][0]
    with pytest.raises(IllegalActionError, match="hold"):
        state.play(Action("call", (mine,)))


def test_solo_has_no_exchange_and_the_declarer_leads():
    state = new(11)
    _bid(state, "solo")
    assert state.stage == PlayToTrick(state.declarer)
    assert state.current_player() == state.declarer


def _all_pass(state):
    _scart(state)
    for _ in range(5):
        state.play(Action("pass"))


def test_all_pass_the_dealer_calls_a_king_it_does_not_hold_and_the_holder_declares_itself():
    state = new(12)
    _all_pass(state)
    d = state.dealer
    assert state.stage == CallKing(d) and state.current_player() == d
    legal = [a.cards[0] for a in state.legal_actions()]
    assert legal and all(c in KINGS and c not in state.hands[d] for c in legal)
    king = legal[0]
    holder = next(s for s in range(5) if king in state.hands[s])
    events = state.play(Action("call", (king,)))
    assert state.partner == holder and state.side_of(d) == {d, holder}
    assert any(e.kind == "reveal" and e.player == holder for e in events)
    for seat in range(5):
        assert state.observation(seat).zones[f"hand:{holder}"][-1] == king
    assert state.stage == PlayToTrick(d) and state.current_player() == d


def test_with_all_four_kings_the_dealer_calls_a_queen():
    hands = ["KS KW KC KP QS 2S 3S", "QW 4S", "QC 5S", "QP 6S", "7S"]
    state = table(hands, stage="CallKing", contract="king")
    assert [a.cards[0] for a in state.legal_actions()] == sorted(parse_cards("QW QC QP"))
    with pytest.raises(IllegalActionError, match="hold the King"):
        state.play(Action("call", (parse_card("KS"),)))
    with pytest.raises(IllegalActionError, match="all four Kings: call a Queen"):
        state.play(Action("call", (parse_card("NC"),)))


def test_with_all_kings_and_queens_the_dealer_plays_alone():
    state = new(13)
    d = state.dealer
    # give the dealer every King and Queen before the scart, through the position
    position = state.to_position()
    hands = [list(parse_cards(h)) for h in position["hands"]]
    for card in KINGS + QUEENS:
        owner = next(s for s in range(5) if card in hands[s])
        if owner != d:
            swap = next(c for c in hands[d] if c not in KINGS + QUEENS)
            hands[owner].remove(card)
            hands[d].remove(swap)
            hands[owner].append(swap)
            hands[d].append(card)
    state = GAME.from_position({**position, "hands": [cards_text(h) for h in hands]})
    assert all(c in state.hands[d] for c in KINGS + QUEENS)
    state.play(Action("scart", (next(c for c in state.hands[d] if c.rank < 10 and not c.is_major),)))
    while isinstance(state.stage, Scart):
        state.play(next(a for a in state.legal_actions() if a.cards[0] not in QUEENS))
    for _ in range(5):
        state.play(Action("pass"))
    assert state.contract == "alone" and state.partner is None
    assert state.stage == PlayToTrick(d) and state.side_of(d) == {d}


# -- ranks and tricks -------------------------------------------------------------------------
def test_irrational_ranking():
    order = lambda text: sorted(parse_cards(text), key=rank_key, reverse=True)  # noqa: E731
    assert order("10S AS KS 5S QS NS PS") == list(parse_cards("KS QS NS PS 10S 5S AS"))
    assert order("10W AW 2W") == list(parse_cards("10W 2W AW"))
    assert order("10C AC KC 5C PC") == list(parse_cards("KC PC AC 5C 10C"))
    assert order("10P AP 2P") == list(parse_cards("AP 2P 10P"))
    assert rank_key(parse_card("M21")) > rank_key(parse_card("M1"))


def _trick(state, texts):
    events = []
    for text in texts:
        events += play(state, text)
    return events


def test_highest_of_the_suit_led_wins_without_trumps():
    state = table(["AC KS", "10C KW", "2C KC", "5S KP", "PC QS"], actor=0)
    _trick(state, ["AC", "PC", "5S", "2C", "10C"])
    assert state.last_trick[0] == 4          # the Valet beats the Ace; the Ace beats 2 and 10
    state2 = table(["AC KS", "10C KW", "2C KC", "5S KP", "3C QS"], actor=0)
    _trick(state2, ["AC", "3C", "5S", "2C", "10C"])
    assert state2.last_trick[0] == 0


def test_play_goes_to_the_right_and_the_winner_leads():
    state = table(["AC KS", "10C KW", "2C KC", "M3 KP", "PC QS"], actor=0)
    seats = []
    for text in ["AC", "PC", "M3", "2C", "10C"]:
        seats.append(state.current_player())
        play(state, text)
    assert seats == [0, 4, 3, 2, 1]
    assert state.last_trick[0] == 3 and state.current_player() == 3


def test_follow_suit_else_trump_else_anything():
    state = table(["AC", "10C M5 2S", "M2 M7 3S", "4S 5S", "3C"], actor=0)
    play(state, "AC")
    assert {a.cards[0] for a in state.legal_actions()} == {parse_card("3C")}
    play(state, "3C")
    assert {a.cards[0] for a in state.legal_actions()} == set(parse_cards("4S 5S"))
    play(state, "4S")
    assert {a.cards[0] for a in state.legal_actions()} == set(parse_cards("M2 M7"))
    with pytest.raises(IllegalActionError, match="must play a trump"):
        play(state, "3S")
    play(state, "M2")
    with pytest.raises(IllegalActionError, match="follow Cups"):
        play(state, "M5")
    play(state, "10C")
    assert state.last_trick[0] == 2            # the only trump wins
    assert Suit.CUPS in state.voids[3] and Suit.MAJOR in state.voids[3]
    assert state.voids[2] == {Suit.CUPS}


def test_a_held_card_played_with_a_target_is_refused_with_the_reason():
    """``play 4S @-1`` and ``play 6C @nowhere`` on the lead are refused with the reason, not
    a ``KeyError``."""
    state = table(["4S 6C", "10C M5 2S", "M2 M7 3S", "5S", "3C"], actor=0)
    for text in ("play 4S @-1", "play 6C @nowhere"):
        action = Action("play", parse_cards(text.split()[1]), text.split("@")[1])
        with pytest.raises(IllegalActionError, match="without a target"):
            state.play(action)
    with pytest.raises(IllegalActionError, match="without a target"):
        state.play(Action("play", parse_cards("4S"), -1))
    assert state.current_player() == 0 and state.trick == []


def test_a_bid_or_pass_with_a_card_or_an_unknown_bid_is_refused_with_the_reason():
    state = new(6)
    _scart(state)
    with pytest.raises(IllegalActionError, match="names no card"):
        state.play(Action("bid", parse_cards("4S"), "two"))
    with pytest.raises(IllegalActionError, match="Pass without naming a bid"):
        state.play(Action("pass", target="two"))
    with pytest.raises(IllegalActionError, match="Bid Two Cards, One Card or Solo"):
        state.play(Action("bid", target="four"))


def test_highest_trump_wins():
    state = table(["M3 2S", "M9 3S", "AC 4S", "M21 5S", "KC 6S"], actor=0)
    _trick(state, ["M3", "KC", "M21", "AC", "M9"])
    assert state.last_trick[0] == 3


# -- the Fool ---------------------------------------------------------------------------------
def test_the_fool_may_excuse_any_obligation_and_never_wins():
    state = table(["KC 2S", "M0 3C", "2C 3S", "4C 4S", "5C 5S"], actor=0,
                  won=["", "", "", "", "6S"])
    play(state, "KC")
    play(state, "5C")
    play(state, "4C")
    play(state, "2C")
    assert Action("play", (FOOL,)) in state.legal_actions()
    events = play(state, "M0")
    assert state.last_trick[0] == 0
    assert FOOL in state.won[1]                # its player keeps it and owes an empty card:
    assert any("owes" in plain(e.message) for e in events if e.message)        # none yet
    assert state.fool_debt == (1, 0)
    assert Suit.CUPS not in state.voids[1]     # the Fool shows no void


def test_the_fool_exchange_is_paid_at_once_with_an_empty_card():
    state = table(["KC 2S", "M0 3C", "2C 3S", "4C 4S", "5C 5S"], actor=0,
                  won=["", "7S QW", "", "", ""])
    rest = len(state.won[4])            # the cards of the deck the test does not use
    events = _trick(state, ["KC", "5C", "4C", "2C", "M0"])
    assert parse_card("7S") in state.won[0] and parse_card("QW") in state.won[1]
    assert state.fool_debt is None
    assert sum(len(w) for w in state.won) == 7 + rest
    moves = [(str(e.card), e.src, e.dst, e.face_up) for e in events if e.kind == "move"]
    assert ("M0", "trick", "won:1", True) in moves      # the exchange is shown face up:
    assert ("7S", "won:1", "won:0", True) in moves      # the Fool back, an empty card across
    assert ("KC", "trick", "won:0", False) in moves


def test_a_deferred_fool_exchange_is_paid_when_its_player_takes_an_empty_card():
    state = table(["KC 2S", "M0 3S", "2C 4S", "4C 5S", "5C 6S"], actor=0,
                  won=["", "", "", "", ""])
    _trick(state, ["KC", "5C", "4C", "2C", "M0"])
    assert state.fool_debt == (1, 0)
    state = lead_now(state, 1)                      # let the debtor lead and win the next
    _trick(state, ["3S", "2S", "6S", "5S", "4S"])
    assert state.last_trick[0] == 4
    assert state.fool_debt == (1, 0)                # seat 4 won, still owed
    state2 = table(["KC 2S", "M0 10S", "2C 4S", "4C 5S", "5C 6S"], actor=0,
                   won=["", "", "", "", ""])
    _trick(state2, ["KC", "5C", "4C", "2C", "M0"])
    state2 = lead_now(state2, 1)
    events = _trick(state2, ["10S", "2S", "6S", "5S", "4S"])
    assert state2.last_trick[0] == 1 and state2.fool_debt is None
    assert any("for the Fool" in plain(e.message) for e in events if e.message)
    assert len(state2.won[0]) == 5 and len(state2.won[1]) == 5


def test_no_fool_exchange_within_a_side():
    state = table(["KC 2S", "M0 3C", "2C 3S", "4C 4S", "5C 5S"], actor=0, contract="king",
                  declarer=0, partner=1, won=["", "7S", "", "", ""])
    _trick(state, ["KC", "5C", "4C", "2C", "M0"])
    assert FOOL in state.won[1] and parse_card("7S") in state.won[1]
    assert state.fool_debt is None


def test_a_fool_led_lets_the_next_card_set_the_suit():
    state = table(["M0 2S", "3C 3S", "KC 4S", "M2 4C", "AS 5S"], actor=0)
    play(state, "M0")
    play(state, "AS")            # seat 4 sets swords
    assert {a.cards[0] for a in state.legal_actions()} == {parse_card("M2")}
    play(state, "M2")
    assert {a.cards[0] for a in state.legal_actions()} == {parse_card("4S")}


# -- counting and scoring ---------------------------------------------------------------------
def test_68_card_points():
    assert sum(card_points(c) for c in full_deck()) == 52
    assert [card_points(parse_card(t)) for t in "M0 M1 M21 KC QC NC PC 10C M20".split()] == \
        [4, 4, 4, 4, 3, 2, 1, 0, 0]
    for seed in range(5):
        end = next(e for e in _replay_events(seed) if e.kind == "hand_end")
        assert sum(end.data["card_points"]) == 68
        assert sum(end.data["side_points"]) == 68


def _replay_events(seed):
    state = new(seed)
    rng = random.Random(seed)
    events = []
    while not state.is_terminal():
        events += state.play(rng.choice(state.legal_actions()))
    return events


def test_solo_declarer_with_40_receives_6_from_each_of_four():
    assert settle({2}, 40) == [-6, -6, 24, -6, -6]
    assert settle({2}, 30) == [4, 4, -16, 4, 4]


def test_34_all_scores_nothing_and_scores_are_zero_sum():
    assert settle({0, 3}, 34) == [0] * 5
    for team in ({0}, {1, 4}):
        for points in range(69):
            assert sum(settle(team, points)) == 0


def test_dealer_and_partner_each_receive_their_excess_from_each_of_three():
    assert settle({0, 1}, 40) == [18, 18, -12, -12, -12]


def test_a_match_is_five_deals_the_deal_moving_right_with_a_score_table():
    state = GAME.new_state(5, 21)
    rng = random.Random(21)
    dealers = [state.dealer]
    while not state.is_terminal():
        for e in state.play(rng.choice(state.legal_actions())):
            if e.kind == "shuffle":
                dealers.append(e.player)
    assert [(dealers[0] - k) % 5 for k in range(5)] == dealers
    assert len(state.results) == 5
    assert [sum(col) for col in zip(*state.results)] == state.scores
    assert state.observation(0).results == tuple(state.results)
    top = max(state.scores)
    assert state.outcome().winners == tuple(s for s in range(5) if state.scores[s] == top)


# -- views and sampled worlds -----------------------------------------------------------------
def test_sampled_worlds_respect_shown_voids():
    state = table(["AC KS", "10C KW", "2C KC", "M3 KP", "PC QS"], actor=0,
                  voids=["", "SM", "C", "", ""])
    assert state.voids[1] == {Suit.SWORDS, Suit.MAJOR} and state.voids[2] == {Suit.CUPS}
    rng = random.Random(3)
    for _ in range(20):
        world = GAME.sample_world(state.observation(0), rng)
        assert not any(c.suit is Suit.SWORDS or (c.is_major and c.rank > 0)
                       for c in world.hands[1])
        assert not any(c.suit is Suit.CUPS for c in world.hands[2])


def test_sampled_worlds_keep_the_scart_free_of_kings_xxi_and_fool():
    state = new(30)
    _scart(state)
    view = state.observation((state.dealer + 2) % 5)
    rng = random.Random(4)
    for _ in range(30):
        world = GAME.sample_world(view, rng)
        assert len(world.scart) == 3
        assert not set(world.scart) & {*KINGS, WORLD, FOOL, PAGAT}
        assert Counter(c for z in world.zones().values() for c in z) == Counter(full_deck())


def test_sampled_worlds_keep_cards_given_back_known_to_the_declarer():
    state = new(8)
    _bid(state, "one")
    decl = state.declarer
    card = next(c for s in range(5) if s != decl for c in state.hands[s])
    state.play(Action("call", (card,)))
    gift = state.legal_actions()[0]
    state.play(gift)
    seller = gift.target
    rng = random.Random(5)
    for _ in range(10):
        world = GAME.sample_world(state.observation(decl), rng)
        assert gift.cards[0] in world.hands[seller]


def test_describe_action_reads_well():
    assert describe_action(Action("bid", target="two")) == "Bid Two Cards"
    assert describe_action(Action("pass")) == "Pass"
    assert describe_action(Action("call", (parse_card("KC"),))) == "Call the King of Cups"


def test_shared_trick_machinery_serves_both_games():
    trick = list(zip(range(3), parse_cards("M0 5S AS")))
    assert tricks.led_suit([c for _, c in trick], lambda c: c == FOOL) is Suit.SWORDS
    assert tricks.trick_winner(trick, rank_key, lambda c: c.is_major and c.rank > 0,
                               lambda c: c == FOOL) == 1
    assert Card(Suit.CUPS, 1) in tricks.playable(parse_cards("AC M3"), Suit.CUPS)


def test_the_written_out_play_rules_agree_with_the_shared_trick_rules():
    """PlayToTrick.legal and the trick's winner are written out for speed; they must say what
    tricks.playable and tricks.trick_winner say with Tarocchi's trumps, Fool and ranks."""
    from tarot_table.rules.tarocchi.cards import DECK, is_fool, is_trump, play_action
    from tarot_table.rules.tarocchi.stages import _winner

    rng = random.Random(5)
    state = GAME.new_state(5, 1)
    for _ in range(3000):
        cards = rng.sample(DECK, 20)
        hand = sorted(cards[:15], key=lambda c: c._key)
        trick = list(enumerate(cards[15:15 + rng.randrange(5)]))
        state.hands[1], state.trick = hand, trick
        led = tricks.led_suit((c for _, c in trick), is_fool)
        assert PlayToTrick(1).legal(state) == [
            play_action(c) for c in tricks.playable(hand, led, is_trump, is_fool)]
        full = list(enumerate(cards[15:20]))
        assert _winner(full) == tricks.trick_winner(full, rank_key, is_trump, is_fool)
