"""Hints: the reason and the words given for a move (``ai/hint.py``) on views built by hand,
and the table's Hint button and H key (headless). At the table the hint's answer comes from a
:class:`~tests.fake_ai.FakeAI` the test answers when it chooses, except in one test where the
hard search runs in the app's worker process and only what is certain is checked.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import pygame
import pytest

from tarot_table.ai.hint import card_words, hint_reason, hint_words
from tarot_table.app.table.scene import TableScene
from tarot_table.app.table.hint import HALO, LABEL, THINKING
from tarot_table.cards import Card, parse_card, parse_cards
from tarot_table.rules import tricks
from tarot_table.rules.base import Action, PlayerView
from tarot_table.rules.tarocchi import Bidding, PlayToTrick, TarocchiView, is_fool, is_trump
from tarot_table.rules.tarok import TarokView
from tarot_table.session import AI, Seat, Session

from tests.fake_ai import use_fake_ai
from tests.test_table import drag, post, step, wait_until


def play(text: str) -> Action:
    return Action("play", (parse_card(text),))


def tarocchi_view(player: int, zones: dict, legal: tuple[Action, ...], stage, *,
                  seats: tuple[int, ...] = (), declarer: int | None = None,
                  partner: int | None = None) -> TarocchiView:
    """A Tarocchi view of the first trick of a deal at ``stage`` (``declarer`` in a Solo, or
    with ``partner`` after all passed), ``seats`` having played the trick's cards."""
    n = 5
    return TarocchiView("tarocchi", player, n, player, zones, legal=legal, stage=stage,
                        dealer=0, deal_no=1, deals=1, scores=(0,) * n, results=(), bids=(),
                        declarer=declarer, contract=None if declarer is None else
                        "solo" if partner is None else "king", partner=partner, called=(),
                        bought=(), owed=(), scart_known=(), given=(),
                        leader=seats[0] if seats else player, trick_no=0, trick_seats=seats,
                        last_trick=None, tricks_won=(0,) * n, trick_points=(0,) * n,
                        voids=((),) * n, fool_debt=None, winners=())


def trick_view(game: str, hand: str, trick: str = "", seats: tuple[int, ...] = (), *,
               player: int = 0, n: int = 4, won: str = "", declarer: int | None = None,
               partner: int | None = None) -> PlayerView:
    """A view of ``game`` where ``player`` holds ``hand`` and must play to ``trick`` (played by
    ``seats`` in order); the other hands hidden (five cards each); ``won`` lies in seat
    ``player + 1``'s trick pile. Legal plays follow the game's trick rules. In Tarocchi the
    ``declarer`` (default: the viewer) plays a Solo, or with ``partner`` after all passed."""
    cards, trick_cards = list(parse_cards(hand)), parse_cards(trick)
    trump, excuse = (is_trump, is_fool) if game == "tarocchi" else (None, None)
    led = tricks.led_suit(trick_cards, excuse)
    legal = tuple(play(str(c)) for c in tricks.playable(cards, led, trump, excuse))
    zones = {"trick": trick_cards}
    for seat in range(n):
        zones[f"hand:{seat}"] = tuple(cards) if seat == player else (None,) * 5
        zones[f"won:{seat}"] = parse_cards(won) if seat == (player + 1) % n else ()
    if game == "tarok":
        return TarokView(game, player, n, player, zones, legal=legal, dealer=0,
                         leader=seats[0] if seats else player, hand_no=1, trick_no=0,
                         scores=(0,) * n, hand_points=(0,) * n, target=1000, single_hand=False,
                         trick_seats=seats, last_trick=None, voids=((),) * n, winners=())
    return tarocchi_view(player, zones, legal, PlayToTrick(player), seats=seats,
                         declarer=player if declarer is None else declarer, partner=partner)


# -- the reasons ----------------------------------------------------------------------------------
def test_forced_moves_are_said_so():
    only = trick_view("tarok", "KC 3S", "7C", (3,))
    assert only.legal == (play("KC"),)
    assert hint_reason(only, play("KC")) == "the only legal card"
    bid = tarocchi_view(0, {"hand:0": parse_cards("KC")}, (Action("bid", target="solo"),),
                        Bidding(0))
    assert hint_reason(bid, Action("bid", target="solo")) == "the only legal move"


def test_nothing_is_said_without_an_honest_reason():
    lead = trick_view("tarok", "QC 3S 7W", won="")
    assert hint_reason(lead, play("3S")) == ""
    assert hint_reason(lead, play("QC")) == ""           # the King of Cups is still out
    assert hint_reason(lead, play("KW")) == ""           # not held: not a legal move
    other = PlayerView("taruno", 0, 2, 0, {"hand:0": parse_cards("3S 4S")},
                       legal=(Action("play", parse_cards("3S")), Action("draw")))
    assert hint_reason(other, Action("draw")) == ""       # not a trick game: generic only


def test_a_card_no_one_can_beat_wins_the_trick():
    lead = trick_view("tarok", "QC 3S 7W", won="KC")     # the King of Cups has been played
    assert hint_reason(lead, play("QC")) == "wins the trick: no card still out beats it"
    last = trick_view("tarok", "KC 3C", "2C 5C 9C", (1, 2, 3))
    assert hint_reason(last, play("KC")) == "wins the trick (41 points)"    # 2 + 5 + 9 + 25
    middle = trick_view("tarok", "10C 3C", "2C 5C", (2, 3))
    assert hint_reason(middle, play("10C")) == "takes the lead in the trick"
    trump = trick_view("tarocchi", "M21 M4 3S", "KC", (1,), n=5)
    assert hint_reason(trump, play("M21")) == "the highest trump: wins the trick"
    assert hint_reason(trump, play("M4")) == "takes the lead in the trick"


def test_a_lost_trick_gets_a_low_card():
    follow = trick_view("tarok", "KC 3C 8C", "2S", (3,))
    assert hint_reason(follow, play("3C")) == "discards a low card: the trick is lost"
    assert hint_reason(follow, play("KC")) == ""
    low = trick_view("tarok", "3C 8C 2S", "KC 5C 9C", (1, 2, 3))
    assert hint_reason(low, play("3C")) == "follows suit low: the trick is lost"
    assert hint_reason(low, play("8C")) == ""
    trumps = trick_view("tarocchi", "M3 M9 4S", "2C M15", (2, 1), n=5)
    assert hint_reason(trumps, play("M3")) == "trumps low: the trick is lost"
    assert hint_reason(trumps, play("M9")) == ""


def test_the_led_suit_the_excuse_and_partners():
    one = trick_view("tarocchi", "7C M0 M5", "2C", (1,), n=5)
    assert {a.cards[0] for a in one.legal} == set(parse_cards("7C M0"))
    assert hint_reason(one, play("7C")) == "the only card of the led suit"
    saved = trick_view("tarocchi", "QC NC M0", "KC", (1,), n=5)
    assert hint_reason(saved, play("M0")) == "saves a valuable card with the excuse"
    cheap = trick_view("tarocchi", "QC 2C M0", "KC", (1,), n=5)
    assert hint_reason(cheap, play("M0")) == ""            # the 2 would give nothing away
    partner = trick_view("tarocchi", "3C 8C", "QC 2C KC 4C", (4, 3, 2, 1), n=5, declarer=2,
                         partner=0)
    assert hint_reason(partner, play("8C")) == "your partner takes the trick (8 points)"
    foes = trick_view("tarocchi", "3C 8C", "QC 2C KC 4C", (4, 3, 2, 1), n=5, declarer=2,
                      partner=4)
    assert hint_reason(foes, play("8C")) == "follows suit low: the trick is lost"   # Cups:
    assert hint_reason(foes, play("3C")) == ""              # the Ace high, the 10 low


def test_cards_are_named_as_a_sentence_names_them():
    assert card_words(parse_card("KC")) == "the King of Cups"
    assert card_words(parse_card("M18")) == "the Moon (XVIII)"
    assert card_words(parse_card("M8")) == "Strength (VIII)"
    assert card_words(parse_card("M10")) == "Wheel of Fortune (X)"
    assert card_words(parse_card("M0")) == "the Fool"
    trump = trick_view("tarocchi", "M21 M4 3S", "KC", (1,), n=5)
    assert hint_words(trump, play("M21")) == "the World (XXI) — the highest trump: wins the trick"
    assert hint_words(trump, play("3S")) == "the 3 of Swords"
    bid = tarocchi_view(0, {"hand:0": parse_cards("KC")},
                        (Action("bid", target="solo"), Action("pass")), Bidding(0))
    assert hint_words(bid, Action("pass")) == "Pass"


# -- at the table ----------------------------------------------------------------------------------
def human_table(make_app, fake: bool = True) -> tuple[TableScene, Session]:
    """A Tarok table where the human leads the first trick (any of 15 cards); with ``fake`` the
    app's runner is a :class:`FakeAI` (AI seats decide at once, hints wait for the test)."""
    app = make_app("instant")
    if fake:
        use_fake_ai(app)
    seats = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]
    session = Session.new("tarok", seats, seed=9, options={"single_hand": True})
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    assert len(session.view(0).legal) == 15
    return table, session


def test_hint_button_highlights_a_legal_card_with_a_reason_toast(make_app):
    table, session = human_table(make_app)
    app = table.app
    button = table.hint.button
    assert button is not None and button.is_enabled and button.text == LABEL
    centre = button.rect.center
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=centre)
    post(pygame.MOUSEBUTTONUP, button=1, pos=centre)
    step(app, 2)                                             # the widget's event, then ours
    assert table.hint.thinking and button.text == THINKING and not button.is_enabled
    [(agent, view, _)] = app.ai.asked
    assert agent == "hard" and view == session.view(0)
    history = list(session.state.history)
    trump = max(c for c in table.playable() if c.is_major)
    app.ai.answer(str(play(str(trump))))
    step(app)
    assert not table.hint.thinking and table.hint.card() == trump
    assert table.toast == f"Hint: {card_words(trump)}" == "Hint: the Moon (XVIII)"
    assert session.state.history == history                 # a hint plays nothing
    step(app, 8)
    lifts = {s.card: s.lift for s in table.board.zones["hand:0"]}
    assert lifts[trump] == max(lifts.values()) > min(lifts.values())
    assert button.text == LABEL and button.is_enabled
    drag(app, table.hand_sprite_rect(trump).center, table.trick_area_rect().center)
    assert session.state.history[-1].cards == (trump,) and table.hint.card() is None


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_hints_words_stand_above_the_undo_button_not_behind_it(size):
    """The words' board stands above the History button (which stands above Undo, above
    Hint), not under them."""
    from tarot_table.app.draw.layout import TableLayout
    layout = TableLayout(size, 4, 0)
    anchor, (x, bottom) = layout.hint_board(layout.hint_rect())
    assert anchor == "bottomleft" and x == layout.hint_rect().left
    assert bottom < layout.history_rect().top < layout.undo_rect().top


def test_the_hard_search_in_the_worker_hints_a_legal_card(make_app):
    """The real path: the hint's search runs in the worker. What it finds in its second depends
    on the machine, so only what is certain is checked: a legal card, named in the toast."""
    table, session = human_table(make_app, fake=False)
    app = table.app
    assert table.hint.request() and table.hint.thinking
    wait_until(app, lambda: not table.hint.thinking)
    card = table.hint.card()
    assert card is not None and card in table.playable()
    assert table.toast == f"Hint: {hint_words(session.view(0), play(str(card)))}"


def test_a_move_made_before_the_hint_arrives_discards_it(make_app):
    table, session = human_table(make_app)
    app = table.app
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(app)
    assert table.hint.thinking
    future = table.hint.pending[1]
    card = sorted(table.playable())[0]
    drag(app, table.hand_sprite_rect(card).center, table.trick_area_rect().center)
    assert session.state.history[-1].cards == (card,) and not table.hint.thinking
    assert future.cancelled(), "the runner is told to drop the question"
    if session.current_player() != 0:
        assert not table.hint.button.is_enabled
        post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
        step(app)
        assert not table.hint.thinking         # no hint when it is not the human's turn
    step(app, 3)
    assert table.hint.hint is None and table.hint.card() is None
    assert not (table.toast or "").startswith("Hint")


def test_an_answer_for_a_position_already_left_is_ignored(make_app):
    """The worker answered, but the human moved before the table looked at the answer."""
    table, session = human_table(make_app)
    app = table.app
    assert table.hint.request()
    card = sorted(table.playable())[0]
    app.ai.answer(str(play(str(max(table.playable())))))
    assert table.play_card(card)
    step(app, 3)
    assert table.hint.hint is None and not table.hint.thinking
    assert not (table.toast or "").startswith("Hint")


@pytest.mark.parametrize("leave", ["menu", "close"])
def test_leaving_the_table_drops_the_hint(make_app, leave):
    table, session = human_table(make_app)
    app = table.app
    assert table.hint.request() and table.hint.thinking
    future = table.hint.pending[1]
    if leave == "menu":
        from tarot_table.app.menus.main_menu import MainMenuScene
        app.stack.replace(MainMenuScene(app))
    else:
        app.close()
    assert table.hint.pending is None and not table.hint.thinking
    assert future.cancelled()
    if leave == "menu":
        step(app, 3)
        assert table.hint.hint is None and table.toast is None


def dealer_bidding_last(make_app) -> tuple[TableScene, Session]:
    """A Tarocchi table (seed 2, fake AI) where the human dealt, laid the scart with the first
    legal cards and, the others having passed, has the bid panel up."""
    app = make_app("instant")
    use_fake_ai(app)
    seats = [Seat("You")] + [Seat(n, AI, "random") for n in ("Ada", "Basil", "Cleo", "Dora")]
    session = Session.new("tarocchi", seats, seed=2, options={"deals": 1}, autosave=False)
    state = session.state
    assert state.dealer == 0
    for _ in range(3):                                  # the human (dealer) lays the scart
        state.play(state.legal_actions()[0])
    for _ in range(4):                                  # the others pass: the dealer bids last
        state.play(Action("pass"))
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.choices is not None and table.can_act)
    return table, session


def test_a_bid_hint_rings_its_choice_button_and_enter_presses_it(make_app):
    table, session = dealer_bidding_last(make_app)
    app = table.app
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(app)
    action = next(a for a in session.view(0).legal if a.kind == "bid")
    app.ai.answer(str(action))
    step(app)
    assert table.hint.hint.action == action
    button = table.choices.button_for(action)
    assert button is not None
    assert table.toast == f"Hint: {session.game.describe_action(action)}"
    ring = button.rect.inflate(2 * table.layout.gap, 2 * table.layout.gap)
    assert tuple(app.screen.get_at((ring.centerx, ring.top + 1)))[:3] == HALO
    assert table.focus_ring.focused is button           # so that Enter takes it
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app, 3)
    assert session.state.history[-1] == action


def test_the_hint_key_works_in_tarot_combat_with_the_move_in_words(make_app):
    app = make_app("instant")
    use_fake_ai(app)
    session = Session.new("combat", [Seat("You"), Seat("Ada", AI, "heuristic")], seed=3)
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(app)
    assert table.hint.thinking
    [(agent, view, _)] = app.ai.asked
    assert agent == "hard" and view == session.view(0)
    move = next(a for a in view.legal if a.kind != "pass")
    app.ai.answer(str(move))
    step(app)
    assert table.hint.hint.action == move
    words = hint_words(view, move).replace("{0}", "You").replace("{1}", "Ada")
    assert table.toast == f"Hint: {words}" and "{" not in table.toast


def test_h_pressed_while_the_turn_comes_asks_as_soon_as_the_move_may_be_made(make_app):
    """Tarot Combat's turn begins with the draw and the "Your turn" banner: an H pressed then
    is kept, not lost, and the hint is asked once the viewer may act."""
    app = make_app("normal")
    use_fake_ai(app)
    session = Session.new("combat", [Seat("You"), Seat("Ada", AI, "heuristic")], seed=3)
    table = TableScene(app, session)
    app.stack.replace(table)
    step(app)
    assert session.current_player() == 0 and not table.can_act     # the deal still moving
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(app)
    assert not table.hint.thinking and app.ai.asked == []
    wait_until(app, lambda: table.can_act)
    step(app)
    assert table.hint.thinking
    [(agent, view, _)] = app.ai.asked
    assert agent == "hard" and view == session.view(0)


def test_h_on_another_players_move_says_why_there_is_no_hint(make_app):
    table, session = human_table(make_app)
    table.choose(next(iter(session.view(0).legal)))
    step(table.app)
    assert session.current_player() != 0
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(table.app)
    assert table.toast == "No hint now: it is not your move." and not table.hint.thinking
    wait_until(table.app, lambda: table.can_act)
    table.show_toast("No hint now: it is not your move.")   # as if pressed just before
    step(table.app)                 # it does not stay up once the move has come
    assert table.toast is None


def test_h_over_the_end_of_hand_sheet_says_the_hand_is_over(make_app):
    """H over the end-of-hand sheet says the hand is over (in the game's word), not "it is
    not your move", whoever is to move next, asks nothing once the sheet is gone, and the
    word goes with the sheet."""
    from tarot_table.app.table.modes import HandEnd
    table, session = human_table(make_app)
    for turn in ("mine", "another's"):
        if turn == "another's":
            table.choose(next(iter(session.view(0).legal)))
            step(table.app)
            assert session.current_player() != 0
        table.set_mode(HandEnd.from_event(table, {"hand": 1, "scores": [5, 0, 0, 0]}, 1, ""))
        post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
        step(table.app)
        assert table.toast == "No hint now: the hand is over.", turn
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        step(table.app, 2)
        assert table.mode is None and table.toast is None, turn
        assert not table.hint.thinking and table.app.ai.asked == [], turn


def test_a_press_on_the_hand_on_another_players_move_says_why_nothing_happens(make_app):
    """A card pressed and dragged while another seat is to move does nothing: a press on the
    hand says why; the word goes once the viewer's move comes, and a press elsewhere says
    nothing."""
    from tarot_table.app.table.scene import NOT_YET
    app = make_app("instant")
    ai = use_fake_ai(app, held=("heuristic",))          # the AI seats answer when told
    seats = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]
    session = Session.new("tarok", seats, seed=9, options={"single_hand": True})
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    table.choose(next(iter(session.view(0).legal)))
    wait_until(app, lambda: not table.top.busy and ai.asked)
    assert session.current_player() != 0
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5))              # the felt's corner
    step(app)
    assert table.toast != NOT_YET
    hand = table.layout.hand_rect(0)
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=hand.center)
    step(app)
    post(pygame.MOUSEBUTTONUP, button=1, pos=hand.center)
    step(app)
    assert table.toast == NOT_YET == "Not yet: it is not your move."
    while not table.can_act:                    # the AI seats play their cards
        if ai.asked and not ai.asked[-1][2].done():
            ai.answer(str(ai.asked[-1][1].legal[0]))
        step(app)
    table.show_toast(NOT_YET)                   # as if pressed just before the move came
    step(app)
    assert table.toast is None


def test_enter_right_after_a_hint_takes_it_in_arcanoid_with_the_battlefield_named(make_app):
    """In Arcanoid the hint's words name the battlefield when the label alone ("Abdicate") is
    shared by several moves, and Enter pressed next takes the hinted move whatever it is."""
    from tests.test_arcanoid_table import my_move, table_at

    def faked(animation):
        app = make_app(animation)
        use_fake_ai(app)
        return app

    app, table, state = table_at(faked, my_move)
    wait_until(app, lambda: table.can_act)
    view = table.session.view(0)
    action = next(a for a in view.legal if a.kind == "abdicate")
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(app)
    app.ai.answer(str(action))
    step(app)
    assert table.toast.startswith(f"Hint: Abdicate on {action.target}")
    before = len(state.history)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app, 3)
    assert state.history[before] == action


def hinted_table(make_app) -> tuple[TableScene, Session, Card]:
    """:func:`human_table` after H, the hint (the lowest playable card) come in: the table,
    the session and the hinted card."""
    table, session = human_table(make_app)
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(table.app)
    hinted = min(table.playable())
    table.app.ai.answer(str(play(str(hinted))))
    step(table.app)
    return table, session, hinted


def test_enter_after_another_key_does_what_that_key_chose_not_the_hint(make_app):
    """Only Enter pressed right after the hint takes it: Right moves the hand's chosen card
    off the hinted one, and Enter then plays the card moved to."""
    table, session, hinted = hinted_table(make_app)
    app = table.app
    assert table.input.selected == hinted
    post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    step(app)
    chosen = table.input.selected
    assert chosen is not None and chosen != hinted
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app, 3)
    assert session.state.history[0].cards == (chosen,)


def test_h_again_after_the_arrows_moved_off_the_hint_chooses_it_again_for_enter(make_app):
    """After H, Right and an Enter that was refused, H again chooses the hinted card again
    (no new search) and the next Enter plays it: a keyboard player is not left with every
    Enter playing the card moved to."""
    table, session, hinted = hinted_table(make_app)
    app = table.app
    post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    step(app)
    assert table.input.selected != hinted
    asked = len(app.ai.asked)
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(app)
    assert table.input.selected == hinted and len(app.ai.asked) == asked
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app, 3)
    assert session.state.history[0].cards == (hinted,)


def test_a_toast_is_drawn_over_the_hints_board(make_app, monkeypatch):
    """At 720×540 the hint's board hides no part of a refusal ("…must follow Wands"): the
    toast, the latest word, is drawn after the board, over it."""
    from tarot_table.app.table import drawing
    table, _, _ = hinted_table(make_app)
    app = table.app
    table.show_toast("You must follow Wands: you hold the 3 of Wands, 9 of Wands and 10.")
    drawn = []
    marker, toast = table.hint.draw_marker, drawing.panels.toast
    monkeypatch.setattr(table.hint, "draw_marker",
                        lambda surface: (drawn.append("hint"), marker(surface)))
    monkeypatch.setattr(drawing.panels, "toast",
                        lambda *args: (drawn.append("toast"), toast(*args)))
    step(app)
    assert drawn == ["hint", "toast"]


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_a_toast_stands_beside_the_hints_board_where_there_is_room(make_app, monkeypatch,
                                                                    size):
    """At 720×540 the toast "Hint: Commit 3 of Swords, 10 of Swords, 7 of Cups, the Magician
    (I) on swords" stands right of the hint's board where the window has the room (and over
    it, the latest word, where it has not)."""
    from tarot_table.app.table import drawing
    table, _, _ = hinted_table(lambda animation: make_app(animation, size))
    board = table.hint.board_rect()
    assert board is not None
    boxes = []
    toast = drawing.panels.toast
    monkeypatch.setattr(drawing.panels, "toast", lambda *args: boxes.append(toast(*args)))
    words = "Hint: Commit 3 of Swords, 10 of Swords, 7 of Cups, the Magician (I) on swords"
    table.show_toast(words)
    step(table.app)
    assert boxes[-1].width + board.right < table.app.screen.get_width()   # the room is there
    assert not boxes[-1].colliderect(board)


def test_the_ring_leaves_a_choice_taken_instead_of_passing_to_undo(make_app):
    """After a bid taken with H and Enter the ring does not pass, by position, to the Undo
    button once the bid panel is gone (the next Enter would take the bid back): a new panel,
    or none, drops the ring."""
    table, session = dealer_bidding_last(make_app)
    app, state = table.app, session.state
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(app)
    app.ai.answer(str(Action("pass")))
    step(app)
    assert table.focus_ring.focused is table.choices.button_for(Action("pass"))
    moves = len(state.history)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app, 3)
    assert len(state.history) > moves
    assert table.focus_ring.focused is None
    assert table.undo_control.button is not None            # there, and not in the ring


def test_the_hints_words_stand_clear_of_the_prompt_in_a_small_window(make_app):
    """At 800×600 in Arcanoid the hint's board, above the Undo button, hides none of the
    prompt over the hand ("Commit on a battlefield …"): once the hint's toast has gone, the
    board stands above the prompt, clear of it and of the Undo button, inside the window."""
    from tests.test_arcanoid_table import my_move, table_at

    def faked(animation):
        app = make_app(animation, (800, 600))
        use_fake_ai(app)
        return app

    app, table, state = table_at(faked, my_move)
    wait_until(app, lambda: table.can_act)
    discard = next(a for a in table.session.view(0).legal if a.kind == "discard")
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(app)
    app.ai.answer(str(discard))
    step(app)
    assert table.toast.startswith("Hint: Discard")
    wait_until(app, lambda: table.toast is None)
    step(app)
    board, prompt = table.hint.board_rect(), table.prompt_rect
    assert board is not None and prompt is not None
    anchor, point = table.layout.hint_board(table.hint.button.relative_rect)
    assert board.copy().move_to(**{anchor: point}).colliderect(prompt)     # its usual place
    assert not board.colliderect(prompt)
    assert board.bottom <= table.layout.undo_rect().top
    assert pygame.Rect(0, 0, 800, 600).contains(board)
