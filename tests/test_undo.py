"""Undo against the AI: what may and may not be taken back in every game, and the save's truth.

The rule (``tarot_table/undo.py``): back to a human's previous decision, never across a
shuffle, a card a human had not seen, or another seat's hidden move. Each situation the rule
names is found in a seeded random game with seat 0 human and checked where it happens.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Iterator

import msgspec
import pytest

from tarot_table import storage
from tarot_table.cards import parse_cards
from tarot_table.rules.base import Action, Event, PlayerView
from tarot_table.session import AI, HUMAN, Seat, Session
from tarot_table.undo import UndoError, known_cards

#: Every game with a table or a rules core, with a player count.
GAMES = [("tarok", 4), ("tarok", 2), ("tarocchi", 5), ("taruno", 4), ("arcanoid", 3),
         ("combat", 2)]


def seats(n: int, humans: int = 1) -> list[Seat]:
    return [Seat(f"You{i}" if i else "You", HUMAN) if i < humans
            else Seat(f"Bot{i}", AI, "random") for i in range(n)]


@dataclass
class Move:
    """One action of a walked game: who made it, what it was, its events, whether it showed
    seat 0 a card it had not seen (``shown``) or shuffled, the move before it, and the
    session right after it."""

    seat: int
    action: Action
    events: list[Event]
    shown: bool
    shuffled: bool
    previous: "Move | None"
    session: Session

    @property
    def hidden_from_me(self) -> bool:
        """It moved a card that seat 0 does not see."""
        return any(e.card is not None and e.visible_to(0).card is None for e in self.events)


def walk(game: str, n: int, seed: int, *, humans: int = 1, agreed: bool = False,
         autosave: bool = False) -> Iterator[Move]:
    """A seeded random game, one move at a time (the session as it stands after each)."""
    session = Session.new(game, seats(n, humans), seed=seed, autosave=autosave,
                          hot_seat_undo=agreed)
    rng = random.Random(seed)
    previous = None
    while not session.is_over():
        seat = session.current_player()
        action = rng.choice(session.legal_actions())
        known, shuffles = known_cards(session.view(0)), len(session.state.shuffles)
        events = session.play(seat, action)
        previous = Move(seat, action, events, bool(known_cards(session.view(0)) - known),
                        len(session.state.shuffles) > shuffles, previous, session)
        yield previous


def first(game: str, n: int, found: Callable[[Move], bool], seeds=range(6)) -> Move:
    """The first move of the seeded games for which ``found`` holds."""
    for seed in seeds:
        for move in walk(game, n, seed):
            if found(move):
                return move
    raise AssertionError("no such move in the seeded games")


def refusal(session: Session) -> str:
    with pytest.raises(UndoError) as caught:
        session.undo()
    return str(caught.value)


# -- what the humans know -----------------------------------------------------------------------
@dataclass(frozen=True)
class ShownView(PlayerView):
    shown: tuple = ()


def test_known_cards_counts_each_card_once_per_field_and_keeps_duplicates():
    a, b, c = parse_cards("7C M21 KS")
    view = ShownView("x", 0, 2, 0, {"hand:0": (a, a, None), "trick": (b,)},
                     legal=(Action("play", (c,)),), shown=(b, a))
    known = known_cards(view)
    assert known == Counter({a: 2, b: 1})           # the legal actions' King is not shown


# -- the rule, in every game ----------------------------------------------------------------------
@pytest.mark.parametrize("game,n", GAMES)
def test_undo_goes_back_exactly_to_the_last_human_decision(game, n):
    """In seeded random games, undo pressed at random moments restores exactly the position
    before seat 0's last decision (or is refused); the human is then to act and the actions
    taken back are the end of the history."""
    rng = random.Random(7)
    undone = refused = 0
    for seed in range(2):
        before: dict[int, dict] = {}
        session = Session.new(game, seats(n), seed=seed, autosave=False)
        play = random.Random(seed)
        while not session.is_over():
            seat = session.current_player()
            if seat == 0:
                before[session.moves()] = session.state.to_position()
            session.play(seat, play.choice(session.legal_actions()))
            if rng.random() < 0.3:
                history = list(session.state.history)
                if not session.can_undo():
                    assert refusal(session)
                    refused += 1
                    continue
                taken = session.undo()
                undone += 1
                kept = session.moves()
                assert history[kept:] == taken and history[:kept] == session.state.history
                assert session.state.to_position() == before[kept]
                assert session.current_player() == 0
    assert undone > 0 and refused > 0


@pytest.mark.parametrize("game,n", GAMES)
def test_undo_never_takes_back_information_the_human_was_given(game, n):
    """Whenever undo is offered, no action since seat 0's last decision showed it a card,
    shuffled, or was another seat's move of a card hidden from it; whenever it is refused in a
    game still going, one of them did (or seat 0 has not decided yet). Checked after every
    action of seeded random games, in which undo is pressed now and then."""
    press = random.Random(3)
    for seed in range(2):
        trail: list[tuple[int, bool]] = []      # per action: who, and whether it revealed
        for move in walk(game, n, seed):
            session = move.session
            del trail[session.moves() - 1:]         # an undo took some back
            trail.append((move.seat, move.shown or move.shuffled
                          or (move.seat != 0 and move.hidden_from_me)))
            mine = [k for k, (seat, _) in enumerate(trail) if seat == 0]
            since = [revealed for _, revealed in trail[mine[-1]:]] if mine else []
            if session.can_undo():
                assert mine and not any(since)
                if press.random() < 0.3:
                    session.undo()
                    del trail[session.moves():]
            elif not session.is_over():
                assert not mine or any(since)


# -- each situation the rule names ------------------------------------------------------------
def test_tarok_a_draw_after_the_trick_is_not_taken_back():
    move = first("tarok", 4, lambda m: m.seat == 0 and any(
        e.src == "draw" and e.dst == "hand:0" for e in m.events))
    assert not move.session.can_undo()
    assert refusal(move.session) == "Nothing to undo since cards were shown."


def test_taruno_the_humans_draw_is_not_taken_back():
    move = first("taruno", 4, lambda m: m.seat == 0 and m.action.kind == "draw")
    assert refusal(move.session) == "Nothing to undo since cards were shown."


def test_taruno_an_ais_draw_is_a_hidden_move():
    move = first("taruno", 4, lambda m: m.seat != 0 and m.action.kind == "draw"
                 and not m.shown and not m.shuffled)
    name = move.session.seats[move.seat].name
    assert refusal(move.session) == f"Nothing to undo since {name} made a hidden move."


def test_an_ai_card_played_from_its_hand_ends_undo():
    move = first("tarok", 4, lambda m: m.seat == 1 and m.action.kind == "play"
                 and m.previous.seat == 0 and not m.previous.shown)
    assert move.shown
    assert refusal(move.session) == "Nothing to undo since cards were shown."


def test_tarocchi_a_trick_won_is_taken_back_with_the_card_that_won_it():
    move = first("tarocchi", 5, lambda m: m.seat == 0 and any(e.kind == "trick"
                                                             for e in m.events)
                 and not m.shown and not m.shuffled)
    session = move.session
    kept = session.moves() - 1
    assert session.can_undo()
    assert session.undo() == [move.action]
    assert session.moves() == kept and session.current_player() == 0
    assert move.action in session.legal_actions()


def bids_since_my_bid(move: Move) -> list[Move] | None:
    """The AI bids and passes since seat 0's last bid or pass, ``move`` the last of them (in
    order, seat 0's first); ``None`` unless ``move`` is an AI's bid or pass made after one."""
    trail = [move]
    while trail[0].seat != 0:
        if trail[0].action.kind not in ("bid", "pass") or trail[0].previous is None:
            return None
        trail.insert(0, trail[0].previous)
    kinds = [m.action.kind in ("bid", "pass") for m in trail]
    return trail if len(trail) >= 3 and all(kinds) else None


def test_tarocchi_the_ais_bids_are_taken_back_with_the_humans_bid():
    move = first("tarocchi", 5, lambda m: m.seat != 0 and bids_since_my_bid(m) is not None)
    trail = bids_since_my_bid(move)
    session = move.session
    assert not any(m.shown or m.shuffled for m in trail)
    kept = session.moves() - len(trail)
    assert session.undo() == [m.action for m in trail]
    assert session.moves() == kept and session.current_player() == 0
    assert trail[0].action in session.legal_actions()


def test_tarocchi_an_ais_scart_is_a_hidden_move():
    move = first("tarocchi", 5, lambda m: m.seat != 0 and m.action.kind == "scart")
    assert not move.shown and move.hidden_from_me
    name = move.session.seats[move.seat].name
    assert refusal(move.session) == f"Nothing to undo since {name} made a hidden move."


def test_arcanoid_an_ais_face_down_discard_is_a_hidden_move():
    move = first("arcanoid", 3, lambda m: m.seat != 0 and m.action.kind == "discard"
                 and m.hidden_from_me and not m.shown and not m.shuffled)
    name = move.session.seats[move.seat].name
    assert refusal(move.session) == f"Nothing to undo since {name} made a hidden move."


def test_your_own_hidden_move_may_be_taken_back():
    move = first("arcanoid", 3, lambda m: m.seat == 0 and not m.shown and not m.shuffled
                 and any(e.card is not None and e.visible_to(1).card is None
                         for e in m.events))
    assert move.session.undo() == [move.action]


def test_combat_priority_passes_are_taken_back():
    move = first("combat", 2, lambda m: m.seat == 1 and m.action.kind == "pass"
                 and not (m.shown or m.shuffled or m.hidden_from_me)
                 and m.previous.seat == 0 and m.previous.action.kind == "pass"
                 and not (m.previous.shown or m.previous.shuffled))
    session = move.session
    assert session.undo() == [move.previous.action, move.action]
    assert session.current_player() == 0


def test_a_new_deal_is_not_taken_back():
    move = first("tarok", 4, lambda m: m.shuffled and not m.session.is_over())
    assert refusal(move.session) == "Nothing to undo since the cards were shuffled."


# -- who may undo ---------------------------------------------------------------------------------
def test_undo_is_off_without_a_human_and_after_the_end():
    session = Session.new("tarok", [Seat(f"B{i}", AI, "random") for i in range(3)], seed=1,
                          autosave=False)
    assert not session.undo_enabled and not session.can_undo()
    assert refusal(session) == "Undo is for games with a human player."
    moves = list(walk("tarok", 3, 2))
    assert refusal(moves[-1].session) == "The game is over."


def test_hot_seat_undo_needs_every_players_agreement():
    move = next(m for m in walk("tarocchi", 5, 0, humans=2) if m.seat == 1)
    assert not move.session.undo_enabled and not move.session.can_undo()
    assert refusal(move.session).startswith("Undo is off: in hot-seat play every player")
    for seed in range(6):
        decisions: list[tuple[int, int]] = []
        for move in walk("tarocchi", 5, seed, humans=2, agreed=True):
            if move.action.kind == "scart":             # the dealer's, before the bids
                continue
            if move.action.kind not in ("bid", "pass"):
                break
            if move.seat in (0, 1):
                decisions.append((move.seat, move.session.moves() - 1))
            if len(decisions) == 2 and decisions[0][0] != decisions[1][0]:
                session = move.session
                session.undo()                       # back to the second human's decision
                assert (session.current_player(), session.moves()) == decisions[1]
                session.undo()                       # and to the first's
                assert (session.current_player(), session.moves()) == decisions[0]
                return
    raise AssertionError("the two humans never both bid")


# -- the save keeps the truth ---------------------------------------------------------------------
def test_undo_rewrites_the_autosave_without_the_moves_taken_back():
    for move in walk("tarocchi", 5, 1, autosave=True):
        if move.seat == 0 and move.session.can_undo():
            break
    session = move.session
    before = storage.read_save(session.save_id)
    session.undo()
    doc = storage.read_save(session.save_id)
    assert doc["actions"] == before["actions"][:-1] == [str(a) for a in session.state.history]
    assert doc["shuffles"] == before["shuffles"] == session.state.shuffles
    again = Session.from_save(doc)
    assert again.state.to_position() == session.state.to_position()


def test_a_resumed_game_may_undo_what_was_played_since_the_last_shuffle():
    for move in walk("tarocchi", 5, 1, autosave=True):
        if move.seat == 0 and move.session.can_undo():
            break
    resumed = Session.from_save(storage.read_save(move.session.save_id))
    assert resumed.can_undo()
    assert resumed.undo() == [move.action]
    assert resumed.state.to_position() == Session.from_save(
        storage.read_save(move.session.save_id)).state.to_position()


def test_undo_and_the_same_move_again_leave_the_game_as_if_nothing_was_undone():
    """The recorded shuffles and the random generator stay the game's: a game whose human
    moves were each taken back and played again deals the next hands as the game that never
    undid (whole Tarok games, three hands and more)."""
    straight = list(walk("tarok", 3, 4))
    session = Session.new("tarok", seats(3), seed=4, autosave=False)
    undone = 0
    for move in straight:
        session.play(move.seat, move.action)
        if session.can_undo():
            taken = session.undo()
            undone += 1
            for action in taken:
                session.play(session.current_player(), action)
    final = straight[-1].session
    assert undone > 20
    assert session.state.to_json() == final.state.to_json()
    assert len(session.state.shuffles) >= 3


def test_a_save_says_whether_hot_seat_undo_was_agreed():
    move = next(walk("tarocchi", 5, 0, humans=2, agreed=True, autosave=True))
    doc = storage.read_save(move.session.save_id)
    assert doc["hot_seat_undo"] is True
    assert Session.from_save(doc).undo_enabled
    doc["hot_seat_undo"] = "yes"
    with pytest.raises(msgspec.ValidationError, match=r"\$\.hot_seat_undo"):
        from tarot_table import save_format
        save_format.check(doc)


# -- at the table -------------------------------------------------------------------------------
def test_undo_at_the_table_by_ctrl_z_and_the_button(make_app):
    """Tarocchi, seat 0 deals (seed 2): its scart and the AIs' bids after it are taken back at
    the table, by Ctrl+Z and by the Undo button; the hand on the table follows."""
    import pygame

    from tarot_table.app.table.scene import TableScene
    from tests.test_table import click, step, wait_until

    app = make_app("instant")
    session = Session.new("tarocchi", seats(5), seed=2, options={"deals": 1}, autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    step(app, 2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                         mod=pygame.KMOD_LCTRL, unicode=""))
    step(app)
    assert table.toast == "Nothing to undo yet." and session.moves() == 0
    assert not table.undo_control.button.is_enabled

    def hand_on_table() -> int:
        return len(table.board.zones["hand:0"])

    scart = [session.legal_actions()[i] for i in (0, 1, 2)]
    table.choose(scart[0])
    wait_until(app, lambda: table.can_act and not table.busy)
    assert session.moves() == 1 and hand_on_table() == 17
    step(app)
    assert table.undo_control.button.is_enabled
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                         mod=pygame.KMOD_LCTRL, unicode=""))
    step(app)
    wait_until(app, lambda: table.can_act and not table.busy)
    assert session.moves() == 0 and table.log[-1].startswith("Taken back: ")
    assert hand_on_table() == 18
    for _ in range(3):
        wait_until(app, lambda: table.can_act)
        table.choose(next(a for a in session.legal_actions() if a.kind == "scart"))
    wait_until(app, lambda: table.can_act and session.state.history[-1].kind != "scart")
    bids = session.moves() - 3
    assert bids == 4 and all(a.kind in ("bid", "pass") for a in session.state.history[3:])
    step(app)
    click(app, table.undo_control.button)
    wait_until(app, lambda: table.can_act and not table.busy)
    assert session.moves() == 2 and session.current_player() == 0
    assert table.log[-1].endswith("(and 4 moves after it).")
    assert hand_on_table() == 16
