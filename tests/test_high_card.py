"""The sixth game: High Card (:mod:`tests.high_card`), defined in the tests and registered by
one line (``conftest.py``), plays through every layer without an edit anywhere else: the
conformance suite (which runs it as it runs every registered game, with the options it
declares), the behaviour fingerprints, the Hint button's reasons, ``sim`` and the command line,
the AI (random play, ISMCTS on an iteration budget) and the real table, headless, on the
generic trick table (it declares no table plug-in); ``make test`` runs its rules' tests on the
source by their mark."""

from __future__ import annotations

import json
import random
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from tarot_table.ai import make_agent, search_agent
from tarot_table.ai.hint import hint_reason, hint_words
from tarot_table.app.games.plugin import TablePlugin, table_plugin
from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.table.scene import TableScene
from tarot_table.cards import full_deck, parse_card
from tarot_table.cli import main
from tarot_table.rules import GAMES, RULES_ONLY, find_game
from tarot_table.rules.base import Action, IllegalActionError
from tarot_table.session import AI, Seat, Session
from tarot_table.sim import simulate
from tests.fake_ai import use_fake_ai
from tests import fingerprint
from tests.high_card import HIGH_CARD, HighCardView, PlayCard
from tests.test_conformance import OPTIONS, POSITIONED, SETUPS, random_game, random_options
from tests.test_table import drag, until_turn_or_results


def test_one_registry_line_puts_it_everywhere_but_the_menus():
    assert find_game("high_card") is HIGH_CARD
    assert "high_card" in RULES_ONLY and "high_card" not in GAMES
    assert ("high_card", 2) in SETUPS and ("high_card", 4) in SETUPS
    assert "high_card" in POSITIONED
    plugin = table_plugin(HIGH_CARD)
    assert type(plugin) is TablePlugin and plugin.game is HIGH_CARD


def test_the_conformance_suite_plays_the_options_it_declares():
    assert OPTIONS["high_card"] == {"rounds": 1} and OPTIONS["high_card/five-rounds"] == \
        {"rounds": 5}
    assert [n for setup, n in SETUPS if setup == "high_card/five-rounds"] == [2, 4]
    for setup, rounds in (("high_card", 1), ("high_card/five-rounds", 5)):
        state, steps = random_game(setup, 2, 0, lambda state, events: None)
        assert state.rounds == rounds and steps == 2 * rounds
    rng = random.Random(1)
    assert all(random_options(HIGH_CARD, 3, rng) == {"rounds": 1} for _ in range(5))


def test_the_fingerprints_cycle_through_its_option_sets_and_list_it(capsys):
    assert [fingerprint.setup("high_card", seed) for seed in range(4)] == [
        (2, {"rounds": 1}), (3, {"rounds": 5}), (4, {"rounds": 1}), (2, {"rounds": 5})]
    first = fingerprint.game_fingerprint("high_card", 0)
    assert re.fullmatch("[0-9a-f]{16}", first) and fingerprint.game_fingerprint("high_card", 0) \
        == first != fingerprint.game_fingerprint("high_card", 2)
    fingerprint.main(["--games", "1"])
    assert re.search(r"^high_card: 1 games, [0-9a-f]{16} \(not stored\)$",
                     capsys.readouterr().out, re.M)


def test_the_hint_gives_the_reasons_it_declares():
    state = HIGH_CARD.from_position(position(["", "2S 7C M21"], [(0, "KC")], 1, rounds=3))
    view = state.observation(1)
    assert hint_reason(view, Action("play", (parse_card("M21"),))) == "your highest card"
    assert hint_words(view, Action("play", (parse_card("2S"),))) == \
        "the 2 of Swords — your lowest card: the higher ones kept for later rounds"
    assert hint_reason(view, Action("play", (parse_card("7C"),))) == ""


def test_make_test_runs_its_rules_tests_on_the_source_by_their_mark():
    """The Makefile's rules tests name no test file: they are the modules and tests marked
    ``rules``, as High Card's rule test is."""
    root = Path(__file__).resolve().parent.parent
    line = re.search(r"^RULES_TESTS := (.*)$", (root / "Makefile").read_text(), re.M)[1]
    args = shlex.split(line)
    assert not [a for a in args if a.startswith("tests/test_")]
    marks = args[args.index("-m"):args.index("-m") + 2]
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "--collect-only", *marks, "tests/test_high_card.py"], cwd=root,
                         capture_output=True, text=True, check=True).stdout
    assert "tests/test_high_card.py::test_the_highest_card_wins_the_round_and_the_first_of_" \
           "equal_ranks" in out
    assert "test_the_table_plays_it_to_the_results" not in out


def position(hands: list[str], trick: list[tuple[int, str]], actor: int,
             rounds: int = 1, round_no: int = 1) -> dict:
    """A position of ``hands`` and a ``trick`` (seat, card) with ``actor`` to play; every other
    card lies in the deck."""
    used = {parse_card(c) for h in hands for c in h.split()} | {parse_card(c) for _, c in trick}
    return {"players": len(hands), "dealer": 0, "rounds": rounds, "round_no": round_no,
            "hands": hands, "trick": [[seat, card] for seat, card in trick],
            "deck": " ".join(str(c) for c in full_deck() if c not in used),
            "stage": {"stage": "PlayCard", "actor": actor}}


@pytest.mark.rules
def test_the_highest_card_wins_the_round_and_the_first_of_equal_ranks():
    state = HIGH_CARD.from_position(position(["KW", "M1", "5C 9W"], [(0, "7S"), (1, "7C")], 2,
                                             rounds=2))
    with pytest.raises(IllegalActionError, match="not in your hand"):
        state.play(Action("play", (parse_card("M1"),)))
    events = state.play(Action("play", (parse_card("5C"),)))
    assert state.scores == [1, 0, 0]                 # the 7 of Swords, played before the 7 of Cups
    assert [e.card for e in events if e.kind == "reveal"] == \
        [parse_card(c) for c in ("7S", "7C", "5C")]
    assert state.won[0] == [parse_card(c) for c in ("7S", "7C", "5C")]
    assert isinstance(state.stage, PlayCard) and state.stage.actor == 0 and state.round_no == 2
    state.play(Action("play", (parse_card("KW"),)))
    state.play(Action("play", (parse_card("M1"),)))      # a major beats every minor
    state.play(Action("play", (parse_card("9W"),)))
    assert state.is_terminal() and state.outcome().winners == (0, 1)


def test_sim_and_the_command_line_play_it(capsys):
    report = simulate("high_card", ["random", "random", "random"], games=6, seed=3)
    assert report["game"] == "high_card" and report["games"] == 6
    assert sum(seat["wins"] for seat in report["seats"]) >= 6      # ties share the win
    assert all(seat["errors"] == 0 for seat in report["seats"])
    assert main(["sim", "--game", "high_card", "--players", "2", "--seats", "random,easy",
                 "--games", "4", "--seed", "5", "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert cli["games"] == 4 and [s["agent"] for s in cli["seats"]] == ["random", "easy"]


def test_the_ai_plays_it_random_and_by_search():
    state = HIGH_CARD.new_state(2, 7, {"rounds": 1})
    first = state.current_player()
    state.play(make_agent("random", "high_card", 1).act(state.observation(first)))
    view = state.observation(state.current_player())
    assert isinstance(view, HighCardView) and view.zones["trick"] == (None,)
    assert make_agent("easy", "high_card", 2).act(view) in view.legal
    # the World (XXI) beats every card: the search, on an iteration budget, finds it
    state = HIGH_CARD.from_position(position(["", "2S M21"], [(0, "KC")], 1))
    agent = search_agent("high_card", random.Random(4), {"iterations": 300}, "ismcts")
    assert agent.act(state.observation(1)) == Action("play", (parse_card("M21"),))


def test_the_table_plays_it_to_the_results(make_app):
    app = make_app("instant")
    use_fake_ai(app, held=())
    seats = [Seat("You"), Seat("Ada", AI, "random"), Seat("Basil", AI, "random")]
    session = Session.new("high_card", seats, seed=4, options={"rounds": 3}, autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    played = []
    while not isinstance(app.stack.top, ResultsScene):
        until_turn_or_results(app, table)
        if table.can_act:
            assert table.choices is None                # a card is played by dragging it
            card = sorted(table.playable())[0]
            drag(app, table.hand_sprite_rect(card).center, table.trick_area_rect().center)
            played.append(card)
    assert session.is_over() and len(played) == 3
    assert [a.cards[0] for a in session.state.history if a in
            [Action("play", (c,)) for c in played]] == played
    results = app.stack.top
    assert results.session is session and sorted(results.scores, reverse=True)[0] >= 1
    assert any("wins round" in line for line in table.log)
