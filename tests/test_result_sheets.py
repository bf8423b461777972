"""A finished Tarot Combat duel's results say what decided it and what each player finished
with (``Game.result_sheet``), on the results screen instead of a score of 1 or 0."""

from __future__ import annotations

from pygame_gui.elements import UILabel

from tarot_table.ai import make_agent
from tarot_table.app.menus.results import ResultsScene
from tarot_table.rules import GAMES
from tarot_table.session import AI, Seat, Session
from tests.test_menus import widgets


def finished_duel() -> Session:
    seats = [Seat("You"), Seat("Ada", AI, "heuristic")]
    session = Session.new("combat", seats, seed=4, autosave=False)
    agents = [make_agent("heuristic", "combat", s) for s in range(2)]
    state = session.state
    while not state.is_terminal():
        seat = state.current_player()
        session.play(seat, agents[seat].act(state.observation(seat)))
    return session


def test_a_duels_sheet_names_the_loser_and_what_each_finished_with():
    session = finished_duel()
    state, (winner,) = session.state, session.outcome().winners
    loser = 1 - winner
    sheet = GAMES["combat"].result_sheet(session.view(0))
    assert sheet.decided == f"{{{loser}}} took 20 damage on turn {state.turn}."
    assert sheet.columns == ("Life", "Soldiers", "Farms", "Hand")
    assert sheet.rows[winner] == (state.life[winner], len(state.soldiers[winner]),
                                  len(state.farms[winner]), len(state.hands[winner]))
    assert sheet.rows[loser][0] == 0 and sheet.rows[winner][0] > 0


def test_the_results_screen_shows_the_sheet_instead_of_the_score(make_app):
    session = finished_duel()
    app = make_app("instant")
    app.stack.replace(ResultsScene(app, session))
    texts = [label.text for label in widgets(app.stack.top, UILabel)]
    loser = "You" if session.outcome().winners == (1,) else "Ada"
    assert f"{loser} took 20 damage on turn {session.state.turn}." in texts
    assert "Score" not in texts and {"Life", "Soldiers", "Farms", "Hand"} <= set(texts)
