"""The conformance suite of the design doc, run on every registered game."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from tarot_table.cards import full_deck
from tarot_table.rules import GAMES, RULES_ONLY
from tarot_table.rules.base import Action, IllegalActionError
from tarot_table.rules.position import PositionError

ALL_GAMES = {**GAMES, **RULES_ONLY}
SHORT = {"tarok": {"single_hand": True}, "tarocchi": {"deals": 1}, "arcanoid": {"rounds": 1}}
#: The options of each setup the suite plays: every game in its short form (one hand, one deal,
#: one round), and each Arcanoid variant and GAZA (issue 16) as a setup of its own,
#: ``"<game>/<variant>"``, at a few player counts (:data:`PLAYERS`).
OPTIONS = {name: SHORT.get(name, {}) for name in ALL_GAMES} | {
    f"arcanoid/{v}": {"rounds": 1, "variant": v}
    for v in ("nassau", "mainz", "koblenz", "malta", "worms")} | {
    f"arcanoid/{v}+gaza": {"rounds": 1, "variant": v, "gaza": True}
    for v in ("dresden", "mainz", "koblenz", "malta", "worms")}
PLAYERS = {setup: (2, 3) if setup.endswith("+gaza") else (2, 5, 10)
           for setup in OPTIONS if "/" in setup}


def game_of(setup):
    """The game a setup (``"tarok"``, ``"arcanoid/koblenz"``) plays."""
    return ALL_GAMES[setup.split("/")[0]]


SETUPS = [(setup, n) for setup in OPTIONS
          for n in PLAYERS.get(setup, range(game_of(setup).spec.min_players,
                                            game_of(setup).spec.max_players + 1))]


def random_game(name, n, seed, check):
    """Play a seeded random game of setup ``name``, calling ``check(state, events)`` after
    every move."""
    game = game_of(name)
    state = game.new_state(n, seed, OPTIONS[name])
    rng = random.Random(seed)
    check(state, list(getattr(state, "opening_events", ())))
    steps = 0
    while not state.is_terminal():
        events = state.play(rng.choice(state.legal_actions()))
        check(state, events)
        steps += 1
    return state, steps


@pytest.mark.parametrize("name,n", SETUPS)
def test_random_games_end_with_an_outcome(name, n):
    for seed in range(3):
        state, steps = random_game(name, n, seed, lambda s, e: None)
        outcome = state.outcome()
        assert steps > 0
        assert outcome is not None and outcome.winners
        assert len(outcome.scores) == n
        assert state.legal_actions() == []


def check_cards_accounted(state, events=()):
    """All 78 cards are in the zones, and a live state has a legal action."""
    cards = [c for zone in state.zones().values() for c in zone]
    assert Counter(cards) == Counter(full_deck())
    if not state.is_terminal():
        assert state.legal_actions(), "a non-terminal state must have a legal action"


def check_copies(game, state, replay=True):
    """A clone (and, with ``replay``, a JSON round trip) equals ``state``, views included."""
    others = [state.clone()] + ([game.state_from_json(state.to_json())] if replay else [])
    for other in others:
        assert other.zones() == state.zones()
        assert other.current_player() == state.current_player()
        assert other.legal_actions() == state.legal_actions()
        for seat in range(state.num_players):
            assert other.observation(seat) == state.observation(seat)


def check_views(state, events, seen):
    """Every card in a seat's view was revealed to that seat by some event (``seen``: one set
    per seat, updated here), and every card in a view is where the view says it is."""
    truth = state.zones()
    for seat in range(state.num_players):
        for event in events:
            card = event.visible_to(seat).card
            if card is not None:
                seen[seat].add(card)
        view = state.observation(seat)
        for zone, cards in view.zones.items():
            assert len(cards) == len(truth[zone])
            for shown, real in zip(cards, truth[zone]):
                assert shown is None or shown == real
                assert shown is None or shown in seen[seat], f"{shown} leaked to seat {seat}"


def check_sampled_world(game, state, rng):
    """Worlds sampled from the acting seat's view agree with the view and the truth."""
    seat = state.current_player()
    view = state.observation(seat)
    world = game.sample_world(view, rng)
    assert world.observation(seat) == view
    assert Counter(c for z in world.zones().values() for c in z) == Counter(full_deck())
    assert world.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("name,n", SETUPS)
def test_every_card_is_always_accounted_for(name, n):
    random_game(name, n, 11, check_cards_accounted)


@pytest.mark.parametrize("name,n", SETUPS)
def test_legal_actions_play_and_illegal_ones_raise(name, n):
    game = game_of(name)
    rng = random.Random(5)
    state = game.new_state(n, 5, OPTIONS[name])
    for _ in range(40):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        for action in legal:
            probe = state.clone()
            probe.play(action)
            assert probe.history[-1] == action
        illegal = [Action("play", (c,)) for c in full_deck()
                   if Action("play", (c,)) not in legal][:10] + [Action("dance")]
        before = state.zones()
        for action in illegal:
            with pytest.raises(IllegalActionError) as info:
                state.play(action)
            assert str(info.value)
        assert state.zones() == before, "a refused action must change nothing"
        state.play(rng.choice(legal))


@pytest.mark.parametrize("name,n", SETUPS)
def test_clone_json_and_replay_give_equal_states(name, n):
    game = game_of(name)

    state, _ = random_game(name, n, 3, lambda state, events: check_copies(game, state))
    assert [str(a) for a in game.state_from_json(state.to_json()).history] == \
        [str(a) for a in state.history]


@pytest.mark.parametrize("name,n", SETUPS)
def test_a_quiet_state_changes_exactly_as_a_loud_one(name, n):
    game = game_of(name)
    loud = game.new_state(n, 8, OPTIONS[name])
    quiet = game.new_state(n, 8, OPTIONS[name], quiet=True)
    assert quiet.quiet and not loud.quiet
    rng = random.Random(8)
    while not loud.is_terminal():
        action = rng.choice(loud.legal_actions())
        loud.play(action)
        quiet.play(action)
        assert quiet.zones() == loud.zones()
        assert quiet.current_player() == loud.current_player()
        assert quiet.legal_actions() == loud.legal_actions()
    assert quiet.is_terminal() and quiet.outcome() == loud.outcome()
    assert quiet.clone().quiet


@pytest.mark.parametrize("name,n", SETUPS)
def test_action_text_round_trips(name, n):
    game = game_of(name)
    state = game.new_state(n, 2, OPTIONS[name])
    for action in state.legal_actions():
        assert game.parse_action(str(action)) == action


@pytest.mark.parametrize("name,n", SETUPS)
def test_a_view_never_shows_a_card_its_seat_was_not_shown(name, n):
    """Every card in a seat's view was revealed to that seat by some event, and every card in a
    view is where the view says it is."""
    seen = [set() for _ in range(n)]
    random_game(name, n, 17, lambda state, events: check_views(state, events, seen))


@pytest.mark.parametrize("name,n", SETUPS)
def test_sampled_worlds_agree_with_the_view(name, n):
    game = game_of(name)
    rng = random.Random(99)

    def check(state, events):
        if state.is_terminal() or rng.random() > 0.3:
            return
        for _ in range(3):
            check_sampled_world(game, state, rng)
    random_game(name, n, 23, check)


#: The games whose states write and read positions (every game once the redesign is done).
POSITIONED = {"tarok", "tarocchi", "arcanoid", "taruno"}
#: Per game, fields of its position made malformed, each with the field the error must name.
MALFORMED = {
    "tarok": [("players", "four"), ("hands", 3), ("stage", {"stage": "Nonsense"}),
              ("dealer", 99)],
    "tarocchi": [("players", "four"), ("hands", 3), ("stage", {"stage": "Nonsense"}),
                 ("dealer", 99)],
    "arcanoid": [("players", "four"), ("hands", 3), ("stage", {"stage": "Nonsense"}),
                 ("first", 99), ("todo", [{"step": "Nonsense"}]), ("lanes", {"swords": 3}),
                 ("discard_seen_by", ["all"]), ("variant", "lyon"), ("secret", {"swords": 3}),
                 ("voids", [{"swords": 0}, {"nonsense": 1}, {}])],
    "taruno": [("players", "four"), ("hands", 3), ("stage", {"stage": "Nonsense"}),
               ("dealer", 99), ("todo", [{"step": "Nonsense"}]), ("minor_pile", 5),
               ("suit", "M")],
}


@pytest.mark.parametrize("name,n", [(name, n) for name, n in SETUPS
                                    if name.split("/")[0] in POSITIONED])
def test_positions_round_trip_and_keep_the_legal_actions(name, n):
    game = game_of(name)

    def check(state, events):
        position = state.to_position()
        assert json.loads(json.dumps(position)) == position, "a position is plain JSON"
        again = game.from_position(position)
        assert again.to_position() == position
        assert again.zones() == state.zones()
        assert again.current_player() == state.current_player()
        assert again.legal_actions() == state.legal_actions()
        for seat in range(n):
            assert again.observation(seat) == state.observation(seat)
    random_game(name, n, 31, check)


@pytest.mark.parametrize("name", sorted(POSITIONED))
def test_a_malformed_position_names_its_field(name):
    game = game_of(name)
    position = game.new_state(game.spec.min_players, 1, OPTIONS[name]).to_position()
    for field, bad in MALFORMED[name]:
        with pytest.raises(PositionError, match=field):
            game.from_position({**position, field: bad})
    with pytest.raises(PositionError, match="cards"):
        hands = list(position["hands"])
        hands[0] = hands[1]
        game.from_position({**position, "hands": hands})
