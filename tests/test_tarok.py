"""Tarok: one test (or more) per rule sentence of the seed (003) and of rules/tarok.md."""

from __future__ import annotations

import random

import pytest

from tarot_table.cards import Suit, cards_text, full_deck, parse_card, parse_cards
from tarot_table.rules import find_game
from tarot_table.rules.base import Action, IllegalActionError
from tarot_table.rules.tarok import TarokPosition, TarokState, card_points, trick_winner
from tarot_table.rules.tarok.stages import HAND_SIZE
from tests.test_conformance import documented_position

pytestmark = pytest.mark.rules

TAROK = find_game("tarok")


def play(text: str) -> Action:
    return Action("play", (parse_card(text),))


def table(hands, draw="", leader=0, trick=(), scores=None, dealer=None, hand_points=None,
          voids=None, **options) -> TarokState:
    """A hand in progress, from a position: ``hands`` as short texts per seat; ``draw`` bottom
    … top; ``trick`` the (seat, card) played so far from the ``leader`` on; ``voids`` per seat
    {suit code: cap}; the other cards aside. A hand may still list the card its seat played to
    the trick."""
    n = len(hands)
    played = [card for _, card in trick]
    hands = [cards_text(c for c in parse_cards(h) if str(c) not in played) for h in hands]
    shown = set(parse_cards(" ".join([*hands, draw, *played])))
    return TAROK.from_position({
        "players": n, "dealer": (leader - 1) % n if dealer is None else dealer, "hand_no": 1,
        "leader": leader, "hands": list(hands), "draw": draw, "trick": " ".join(played),
        "aside": cards_text(c for c in full_deck() if c not in shown),
        "stage": {"stage": "PlayToTrick", "actor": (leader + len(trick)) % n},
        "scores": list(scores) if scores else None, "hand_points": hand_points,
        "voids": voids, **options})


# -- players and the deal (seed ¶1, ¶4; notes "Setup") ---------------------------------------

@pytest.mark.parametrize("n,pile", [(2, 48), (3, 33), (4, 18)])
def test_fifteen_cards_each_and_the_rest_is_the_draw_pile(n, pile):
    state = TAROK.new_state(n, 1)
    assert all(len(h) == HAND_SIZE for h in state.hands)
    assert len(state.draw) == pile == 78 - 15 * n


@pytest.mark.parametrize("n", [1, 5])
def test_only_two_to_four_players(n):
    with pytest.raises(ValueError, match="2–4 players"):
        TAROK.new_state(n, 1)


def test_the_first_dealer_is_random_but_fixed_by_the_seed():
    dealers = {TAROK.new_state(4, seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert TAROK.new_state(4, 8).dealer == TAROK.new_state(4, 8).dealer


def test_cards_are_dealt_one_at_a_time_from_the_dealers_left():
    state = TAROK.new_state(3, 4)
    deals = [e for e in state.opening_events if e.kind == "move" and e.dst.startswith("hand")]
    seats = [int(e.dst.split(":")[1]) for e in deals]
    first = (state.dealer + 1) % 3
    assert seats[:6] == [first, (first + 1) % 3, (first + 2) % 3] * 2
    assert len(deals) == 45
    assert all(e.visible == frozenset({int(e.dst[5:])}) and not e.face_up for e in deals)


def test_the_player_to_the_dealers_left_leads_the_first_trick():
    for seed in range(5):
        state = TAROK.new_state(4, seed)
        assert state.current_player() == (state.dealer + 1) % 4


def test_the_deal_is_recorded_and_replays_exactly():
    state = TAROK.new_state(4, 42)
    again = TAROK.new_state(4, 999, recorded_shuffles=state.shuffles)
    assert again.hands == state.hands and again.draw == state.draw


# -- suits and following (seed ¶5, ¶6; notes "Suits and ranks", "Play") ---------------------

def test_five_suits_the_majors_included():
    assert {c.suit for c in full_deck()} == set(Suit) - {Suit.JOKER}    # Tarot Combat's Joker


def test_must_follow_the_suit_led():
    state = table(["2S", "KS 3W M21", "4S", "5S"], trick=[(0, "2S")], leader=0)
    assert state.legal_actions() == [play("KS")]
    with pytest.raises(IllegalActionError, match="You must follow Swords: you hold the King of Swords"):
        state.play(play("M21"))
    assert state.hands[1] == sorted(parse_cards("KS 3W M21"))


def test_the_major_arcana_must_be_followed_like_any_suit():
    state = table(["M3", "M0 KC", "4S", "5S"], trick=[(0, "M3")], leader=0)
    assert state.legal_actions() == [play("M0")]
    with pytest.raises(IllegalActionError, match="follow Major Arcana: you hold the 0 The Fool"):
        state.play(play("KC"))


def test_without_the_suit_led_any_card_may_be_played():
    state = table(["2S", "KC 3W M21", "4S", "5S"], trick=[(0, "2S")], leader=0)
    assert {str(a) for a in state.legal_actions()} == {"play KC", "play 3W", "play M21"}


def test_a_card_not_held_is_refused_with_the_reason():
    state = table(["2S 3S", "4S", "5S", "6S"])
    with pytest.raises(IllegalActionError, match="You do not hold the King of Cups"):
        state.play(play("KC"))


def test_the_majors_are_not_trumps_a_discarded_major_cannot_win():
    assert trick_winner([(0, parse_card("2S")), (1, parse_card("M21")),
                         (2, parse_card("AS")), (3, parse_card("KC"))]) == 0


def test_the_highest_card_of_the_suit_led_wins():
    assert trick_winner([(0, parse_card("9W")), (1, parse_card("10W")),
                         (2, parse_card("KC")), (3, parse_card("PW"))]) == 3


def test_majors_rank_by_number_with_the_fool_lowest():
    assert trick_winner([(0, parse_card("M0")), (1, parse_card("M1"))]) == 1
    assert trick_winner([(0, parse_card("M20")), (1, parse_card("M21"))]) == 1
    assert trick_winner([(0, parse_card("M1")), (1, parse_card("M0"))]) == 0


def test_minor_ranks_king_queen_knight_page_ten_down_to_ace():
    order = parse_cards("AC 2C 3C 4C 5C 6C 7C 8C 9C 10C PC NC QC KC")
    for low, high in zip(order, order[1:]):
        assert trick_winner([(0, low), (1, high)]) == 1
        assert trick_winner([(0, high), (1, low)]) == 0


# -- after the trick (seed ¶8, ¶9; notes "Play") ----------------------------------------------

def test_the_winner_keeps_the_trick_and_leads_next():
    state = table(["2S 7C", "KS 8C", "4S 9C"], draw="AW 2W 3W 4W 5W 6W", leader=0)
    for text in ("2S", "KS", "4S"):
        state.play(play(text))
    assert state.won[1] == list(parse_cards("2S KS 4S"))
    assert state.current_player() == 1 and state.leader == 1
    assert state.hand_points == [0, 25 + 2 + 4, 0]


def test_each_player_draws_starting_with_the_leader_of_the_trick_going_left():
    state = table(["9S 7C", "KS 8C", "4S 9C"], draw="AW 2W 3W 4W 5W 6W", leader=1,
                  trick=[(1, "KS"), (2, "4S")])
    events = state.play(play("9S"))
    draws = [(e.dst, e.card) for e in events if e.kind == "move" and e.src == "draw"]
    assert draws == [("hand:1", parse_card("6W")), ("hand:2", parse_card("5W")),
                     ("hand:0", parse_card("4W"))]


def test_when_the_pile_runs_out_part_way_the_rest_draw_nothing():
    state = table(["2S 7C 8S", "KS 8C 9S", "4S 9C 10S"], draw="AW", leader=2)
    for text in ("4S", "2S", "KS"):
        state.play(play(text))
    assert [len(h) for h in state.hands] == [2, 2, 3]
    assert state.draw == []


def test_the_hand_ends_when_the_pile_is_empty_and_a_hand_is_empty():
    state = table(["2S", "KS 8C", "4S 9C"], leader=0)
    for text in ("2S", "KS", "4S"):
        state.play(play(text))
    assert state.hand_no == 2, "a new hand is dealt"
    assert state.scores == [0, 31, 0]


def test_cards_left_in_hand_are_set_aside_unscored():
    state = table(["2S", "KS KC", "4S QC"], leader=0, single_hand=True)
    before = list(state.aside)      # the cards of the deck the test does not use
    events = state.play(play("2S")) + state.play(play("KS")) + state.play(play("4S"))
    aside = [e for e in events if e.dst == "aside"]
    assert {e.src for e in aside} == {"hand:1", "hand:2"}
    assert state.scores == [0, 31, 0]
    assert sorted(state.aside) == sorted(before + list(parse_cards("KC QC")))


def test_play_continues_while_the_hands_hold_cards_after_the_pile_is_empty():
    state = table(["2S 3S", "KS QS", "4S 5S"], leader=0)
    for text in ("2S", "KS", "4S"):
        state.play(play(text))
    assert state.hand_no == 1 and state.current_player() == 1


# -- scoring (seed ¶12; notes "Scoring") --------------------------------------------------------

def test_card_values():
    values = {"M0": 15, "M21": 15, "M13": 15, "KS": 25, "QW": 20, "NC": 15, "PP": 15,
              "10S": 10, "7C": 7, "2W": 2, "AP": 1}
    assert {t: card_points(parse_card(t)) for t in values} == values


def test_a_deck_is_worth_850():
    assert sum(card_points(c) for c in full_deck()) == 850


def test_all_the_points_of_a_hand_add_up_to_the_deck_less_the_cards_set_aside():
    state = TAROK.new_state(4, 3, {"single_hand": True})
    rng = random.Random(3)
    while not state.is_terminal():
        state.play(rng.choice(state.legal_actions()))
    assert sum(state.scores) == 850 - sum(card_points(c) for c in state.aside)


# -- the match (seed ¶13; notes "Scoring") -------------------------------------------------------

def last_trick(winner_points: int, scores=(0, 0, 0), dealer=2, **options) -> TarokState:
    """The last trick of a hand, which goes to seat 0 (``winner_points`` in the hand with it),
    with no more cards anywhere but aside, and the match totals ``scores``."""
    return table(["KS", "2S", "3S"], scores=list(scores), dealer=dealer,
                 hand_points=[winner_points - 30, 0, 0], **options)


def finish_hand(state: TarokState) -> None:
    for text in ("KS", "2S", "3S"):
        state.play(play(text))


def test_scores_accumulate_and_the_deal_passes_left():
    state = last_trick(130, scores=[100, 50, 10], dealer=2)
    finish_hand(state)
    assert state.scores == [230, 50, 10]
    assert state.dealer == 0 and state.hand_no == 2
    assert state.current_player() == 1, "the new dealer's left leads"


def test_reaching_1000_ends_the_game_and_the_highest_total_wins():
    state = last_trick(130, scores=[900, 990, 0])
    finish_hand(state)
    assert state.is_terminal()
    assert state.outcome().winners == (0,)
    assert state.outcome().scores == (1030, 990, 0)


def test_the_highest_total_wins_even_if_another_player_reached_1000():
    state = last_trick(130, scores=[880, 1100, 0])
    finish_hand(state)
    assert state.outcome().winners == (1,)


def test_tied_highest_totals_play_another_hand():
    state = last_trick(130, scores=[900, 1030, 0])
    finish_hand(state)
    assert not state.is_terminal()
    assert state.scores == [1030, 1030, 0]
    assert state.hand_no == 2


def test_below_the_target_another_hand_is_dealt():
    state = last_trick(130, scores=[800, 0, 0])
    finish_hand(state)
    assert not state.is_terminal() and len(state.hands[0]) == HAND_SIZE


def test_option_target():
    state = last_trick(130, scores=[200, 0, 0], target=250)
    finish_hand(state)
    assert state.outcome().winners == (0,)


def test_option_single_hand_shares_a_tied_win():
    state = last_trick(30, single_hand=True)
    finish_hand(state)
    assert state.is_terminal()
    state2 = table(["2S", "KS", "3S"], hand_points=[30, 0, 0], single_hand=True)
    for text in ("2S", "KS", "3S"):
        state2.play(play(text))
    assert state2.outcome().winners == (0, 1)


# -- determinization (the search AI's sample_world) ---------------------------------------------

def test_sampled_worlds_respect_voids_even_when_they_force_the_deal():
    """Seats 0 and 2 showed they hold no major, seat 3 holds no sword and at most 3 wands: the
    eight unseen majors must all be in seat 3's hand."""
    state = table(["4C 8C PC 4P 5P 7P NP QP", "9S PS PW NW 7C 3P 10P PP M8 M17",
                   "5S 6S 7W 8W 10W 9C 10C NC QC 8P", "M5 M9 M10 M11 M12 M13 M15 M16"], leader=1,
                  voids=[{"M": 0}, {}, {"M": 0}, {"S": 0, "W": 3}])
    position = state.to_position()
    position["won"][0], position["aside"] = position["aside"], ""
    view = TAROK.from_position(position).observation(1)
    rng = random.Random(4)
    for _ in range(30):
        world = TAROK.sample_world(view, rng)
        assert world.observation(1) == view
        assert all(c.is_major for c in world.hands[3])
        assert not any(c.is_major for c in world.hands[0] + world.hands[2])


def test_sampled_worlds_vary_where_the_view_allows():
    state = TAROK.new_state(4, 12)
    view = state.observation(state.current_player())
    rng = random.Random(1)
    hands = {tuple(TAROK.sample_world(view, rng).hands[(view.player + 1) % 4]) for _ in range(10)}
    assert len(hands) == 10


# -- the quiet path of search and simulation (rules/base.py ``State.quiet``) -------------------

def test_a_quiet_match_builds_no_events_and_ends_as_a_loud_one():
    loud = TAROK.new_state(3, 4)
    quiet = TAROK.new_state(3, 4, quiet=True)
    assert loud.opening_events and not quiet.opening_events
    rng = random.Random(4)
    loud_events = 0
    while not loud.is_terminal():
        action = rng.choice(loud.legal_actions())
        loud_events += len(loud.play(action))
        assert quiet.play(action) == []
    assert loud.hand_no > 1, "the match must run over several hands (quiet redeals)"
    assert loud_events > len(loud.history)
    assert quiet.scores == loud.scores and quiet.outcome() == loud.outcome()
    assert quiet.shuffles == loud.shuffles


def test_the_written_out_play_rules_agree_with_the_shared_trick_rules():
    """PlayToTrick.legal and trick_winner are written out for speed; they must say what
    tricks.playable and tricks.trick_winner say (no trumps, no excuse)."""
    from tarot_table.rules import tricks
    from tarot_table.rules.tarok import PlayToTrick, play_action

    deck = list(full_deck())
    rng = random.Random(5)
    state = find_game("tarok").new_state(4, 1)
    for _ in range(3000):
        cards = rng.sample(deck, 19)
        hand = sorted(cards[:15], key=lambda c: c._key)
        trick = list(enumerate(cards[15:15 + rng.randrange(4)]))
        state.hands[3], state.trick = hand, trick
        led = trick[0][1].suit if trick else None
        assert PlayToTrick(3).legal(state) == [play_action(c)
                                               for c in tricks.playable(hand, led)]
        full = list(enumerate(cards[15:19]))
        assert trick_winner(full) == tricks.trick_winner(full)


def test_the_example_position_of_the_docs_is_a_position():
    doc = documented_position(TarokPosition)
    state = TAROK.from_position(doc)
    assert state.to_position() == doc
    assert state.current_player() == 0 and state.hand_points == [0, 14, 0]
    assert {str(a) for a in state.legal_actions()} == {f"play M{n}" for n in (1, 4, 6, 9, 10, 20)}
    state.play(play("M20"))
    assert state.leader == 1 and state.hand_points[1] == 14 + 45, "the 21 takes the trick"
