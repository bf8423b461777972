"""Action text and the ``play`` boundary: any text either parses to an action or raises
``ActionParseError``; anything that is not an ``Action`` is refused by ``play`` with a
``TypeError`` before the rules see it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarot_table.cards import Card, Suit, parse_cards
from tarot_table.rules import GAMES, RULES_ONLY
from tarot_table.rules.base import (MAX_ACTION_TEXT, MAX_INT_TARGET, Action, ActionParseError,
                                    IllegalActionError, parse_action_text)
from tarot_table.session import Seat, Session

ALL_GAMES = {**GAMES, **RULES_ONLY}
GAME_NAMES = sorted(ALL_GAMES)
SEVEN = Card(Suit.CUPS, 7)

#: Texts that could crash a careless parser, and their neighbours.
NOT_ACTIONS = ["", " ", "\t\n", "@", "@@", "@1", "@ @", "@-1", "play 7C @", "play 7C @@",
               "play 7C @99999999999", f"play 7C @{MAX_INT_TARGET + 1}", "play 7C @²",
               "play 7C @١", "play 7C @-1", "play 7C @1a", "play 7C @Swords", "play 7C @\x00",
               "play 7C\x00", "\x00", "play\x00 7C", "PLAY 7C", "pläy 7C", "7C", "play 7C 8Q",
               "play @1 7C", "play 7C @1 @2", "play M22", "play 7C @\ud800", "\ud800",
               "play " + "7C " * 400, "-play 7C", "play 7C @cups:", "play 7C @+cups"]


def well_formed_texts():
    """Texts close to the grammar: a kind, card-like words and a target-like word."""
    word = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-:+_@²١ \x00MSWCPAKQN",
                   max_size=8)
    return st.builds(lambda kind, cards, target: " ".join([kind, *cards, target]),
                     word, st.lists(word, max_size=4), word.map(lambda w: "@" + w))


def check_text(game, text: str) -> None:
    """``text`` parses to an action whose canonical text reads back to itself, or it raises
    ``ActionParseError`` with a message; nothing else."""
    try:
        action = game.parse_action(text)
    except ActionParseError as exc:
        assert str(exc)
        return
    assert isinstance(action, Action) and action == action.canonical()
    assert game.parse_action(str(action)) == action
    assert isinstance(action.target, (int, str, type(None)))
    assert not isinstance(action.target, int) or 0 <= action.target <= MAX_INT_TARGET


@pytest.mark.parametrize("name", GAME_NAMES)
@pytest.mark.parametrize("text", NOT_ACTIONS)
def test_texts_that_are_not_actions_raise_action_parse_error(name, text):
    with pytest.raises(ActionParseError) as info:
        ALL_GAMES[name].parse_action(text)
    message = str(info.value)
    assert message and len(message) < 200
    assert "\x00" not in message and "\ud800" not in message


@pytest.mark.parametrize("name", GAME_NAMES)
@settings(max_examples=300, derandomize=True, database=None, deadline=None)
@given(text=st.text())
def test_any_text_parses_or_raises_action_parse_error(name, text):
    check_text(ALL_GAMES[name], text)


@pytest.mark.parametrize("name", GAME_NAMES)
@settings(max_examples=300, derandomize=True, database=None, deadline=None)
@given(text=well_formed_texts())
def test_near_actions_parse_or_raise_action_parse_error(name, text):
    check_text(ALL_GAMES[name], text)


def test_the_text_grammar_reads_kinds_cards_and_targets():
    assert parse_action_text("play 7C") == Action("play", (SEVEN,))
    assert parse_action_text("  give 3S M0   @2 ") == Action("give", parse_cards("3S M0"), 2)
    assert parse_action_text(f"send 7C @{MAX_INT_TARGET}").target == MAX_INT_TARGET
    assert parse_action_text("play 7C @007").target == 7
    assert parse_action_text("judge M20 @cups:daemon").target == "cups:daemon"
    assert parse_action_text("commit M3 M4 @swords+cups").target == "swords+cups"
    assert parse_action_text("choose-suit @cups") == Action("choose-suit", (), "cups")
    assert len(parse_action_text("take " + "7C " * 300).cards) == 300
    with pytest.raises(ActionParseError, match="too long"):
        parse_action_text("x" * (MAX_ACTION_TEXT + 1))


def test_cards_in_any_order_parse_to_the_canonical_action():
    """The documented rule: an action's cards are a set, listed in canonical order."""
    assert parse_action_text("commit 4C 3C @cups") == parse_action_text("commit 3C 4C @cups")
    assert str(parse_action_text("commit M4 3C 4C @cups")) == "commit 3C 4C M4 @cups"


@pytest.mark.parametrize("text", [None, 7, b"play 7C", ["play 7C"]])
def test_parse_action_refuses_what_is_not_text_with_a_type_error(text):
    with pytest.raises(TypeError, match="must be a str"):
        parse_action_text(text)


NOT_PLAYABLE = [None, "play 7C", "7C", 3, 3.0, ("play", (SEVEN,)), SEVEN,
                Action(None), Action(3), Action("play", "7C"), Action("play", ["7C"]),
                Action("play", [SEVEN]), Action("play", ("7C",)), Action("play", (SEVEN, None)),
                Action("give", (SEVEN,), True), Action("give", (SEVEN,), 1.0),
                Action("give", (SEVEN,), b"1"), Action("give", (SEVEN,), ("cups",))]


@pytest.mark.parametrize("name", GAME_NAMES)
def test_play_refuses_what_is_not_an_action_with_a_type_error(name):
    game = ALL_GAMES[name]
    state = game.new_state(game.spec.min_players, 4)
    before = (state.zones(), state.legal_actions(), list(state.history))
    for thing in NOT_PLAYABLE:
        with pytest.raises(TypeError, match="^an action") as info:
            state.play(thing)
        assert "7C" not in str(info.value) or isinstance(thing, str)
    assert (state.zones(), state.legal_actions(), list(state.history)) == before


def test_play_from_text_names_the_parser():
    state = GAMES["tarok"].new_state(2, 1)
    with pytest.raises(TypeError, match="game.parse_action"):
        state.play("play 7C")


def test_a_true_target_is_not_the_seat_one():
    """``True == 1`` in Python: a bool target would otherwise pass as the seat 1."""
    game = GAMES["taruno"]
    state = game.new_state(2, 0)
    seated = [a for a in state.legal_actions() if a.target == 1 and type(a.target) is int]
    action = seated[0] if seated else Action("give", (SEVEN,), 1)
    with pytest.raises(TypeError, match="bool"):
        state.play(Action(action.kind, action.cards, True))


@pytest.mark.parametrize("thing", [None, "play 7C", 3])
def test_session_play_refuses_what_is_not_an_action_with_a_type_error(thing):
    session = Session.new("tarok", [Seat("A"), Seat("B")], seed=3, autosave=False)
    seat = session.state.current_player()
    with pytest.raises(TypeError, match="^an action"):
        session.play(seat, thing)
    assert session.state.history == []


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_held_card_with_a_bad_target_is_refused_with_a_reason(name):
    """In Tarocchi ``play 4S @-1`` and ``play 6C @nowhere`` are refused with a reason, not a
    ``KeyError``."""
    game = ALL_GAMES[name]
    for n in range(game.spec.min_players, game.spec.max_players + 1):
        state = game.new_state(n, 9)
        for _ in range(30):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            for action in [a for a in legal if a.cards][:8]:
                for target in (-1, "nowhere", "", 10**12, "1"):
                    odd = Action(action.kind, action.cards, target)
                    if odd in legal:
                        continue
                    with pytest.raises(IllegalActionError) as info:
                        state.play(odd)
                    assert str(info.value)
            state.play(legal[len(state.history) % len(legal)])
