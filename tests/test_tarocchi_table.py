"""A Tarocchi deal played through the real table with one human seat: the scart laid by
dragging (a King refused with the reason), bids and calls taken from the choice panel's buttons,
cards played by dragging, to the end of the deal."""

from __future__ import annotations

import random

import pygame
import pytest

from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.table.scene import TableScene
from tarot_table.app.table.choices import choice_actions, short_label
from tarot_table.cards import KING
from tarot_table.rules.base import Action
from tarot_table.rules.tarocchi import Bidding, Scart
from tarot_table.session import AI, Seat, Session
from tests.test_table import click, drag, record_plays, step, until_turn_or_results, wait_until

SEED = 2            # seat 0 deals this one, so the human lays the scart


def test_a_tarocchi_deal_played_through_the_table(make_app):
    app = make_app("instant")
    session = you_dealing()
    assert session.state.dealer == 0
    plays = record_plays(session)
    table = TableScene(app, session)
    app.stack.replace(table)
    rng = random.Random(4)
    mine: list[Action] = []
    refused = False
    clicked = 0
    while not isinstance(app.stack.top, ResultsScene):
        until_turn_or_results(app, table)
        if not table.can_act:
            continue
        step(app, 2)
        view = session.view(0)
        choices = choice_actions(view, table.plugin)
        if choices:
            assert table.choices is not None and table.choices.actions == choices
            action = rng.choice(choices)
            button = table.choices.button_for(action)
            if action.kind == "call" and len(choices) > 6:
                assert button.text == short_label(action.cards[0])
            before = len(session.state.history)
            click(app, button)
            assert len(session.state.history) > before, f"the button {button.text} did nothing"
            mine.append(action)
            clicked += 1
            continue
        assert table.choices is None
        scart = isinstance(view.stage, Scart)
        hand = view.hand()
        if scart and not refused:
            king = next((c for c in hand if c.rank == KING and not c.is_major), None)
            if king is not None:
                history = list(session.state.history)
                drag(app, table.hand_sprite_rect(king).center, table.layout.draw_pile.center)
                assert table.toast and "No King" in table.toast
                assert session.state.history == history
                step(app, 40)
            refused = True
        legal = [a for a in view.legal if a.cards and a.cards[0] in hand]
        action = rng.choice(legal)
        card = action.cards[0]
        target = table.layout.draw_pile.center if scart else \
            table.trick_area_rect().center
        drag(app, table.hand_sprite_rect(card).center, target)
        mine.append(action)
    assert session.is_over()
    assert [a for seat, a in plays if seat == 0] == mine
    kinds = [a.kind for a in mine]
    assert kinds.count("scart") == 3
    assert kinds.count("bid") + kinds.count("pass") == 1
    assert kinds.count("play") == 15
    assert clicked >= 1
    assert session.state.results and len(session.state.results) == 1
    assert all("{" not in line for line in table.log)


def you_dealing(deals: int = 1) -> Session:
    """A game where the human deals first (and so lays the scart) against random players."""
    seats = [Seat("You")] + [Seat(n, AI, "random") for n in ("Ada", "Basil", "Cleo", "Dora")]
    return Session.new("tarocchi", seats, seed=SEED, options={"deals": deals}, autosave=False)


def bidding_last(make_app, bid: str | None = None):
    """A table where the human dealt, laid the scart and, the others having passed, bids
    last (with ``bid``: has bid it)."""
    app = make_app("instant")
    session = you_dealing()
    state = session.state
    for _ in range(3):
        state.play(state.legal_actions()[0])
    for _ in range(4):
        state.play(Action("pass"))
    if bid is not None:
        state.play(Action("bid", target=bid))
    table = TableScene(app, session)
    app.stack.replace(table)
    return app, table, session, state


def naming_a_card(make_app):
    """A table where the human (the dealer, bidding Two Cards last) names a card to buy."""
    app, table, session, state = bidding_last(make_app, "two")
    wait_until(app, lambda: table.choices is not None)
    return app, table, session, state


def test_the_choice_panel_lists_the_deck_to_name_a_card(make_app):
    app, table, session, state = naming_a_card(make_app)
    assert len(table.choices.buttons) == 78 - 15        # any card it does not hold
    assert table.choices.title == "Name a card to buy (1 of 2)"   # what and which
    shown = [card for card, _ in table.choices.cards]          # as card images, not text
    assert shown == [a.cards[0] for a in table.choices.actions]
    rects = [rect for _, rect in table.choices.cards]
    assert all(pygame.Rect((0, 0), app.size).contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert rects[0].height >= 60                                 # big enough to tell apart
    click(app, table.choices.buttons[0])
    assert len(state.called) == 1 and state.called[0] not in session.view(0).hand()
    wait_until(app, lambda: table.choices is not None)
    assert table.choices.title == "Name a card to buy (2 of 2)"


def test_the_name_a_card_grid_takes_the_windows_width_at_800_by_600(make_app):
    """At 800×600 the 63 cards to name are not ~45 px tall in the middle of the table: a grid
    of that many cards spans the window inside its margins (over the
    score and log panels while it is up): every card at least 60 px tall, all inside the
    window, none overlapping, the hand left clear."""
    app, table, session, state = naming_a_card(lambda animation: make_app(animation,
                                                                          size=(800, 600)))
    rects = [rect for _, rect in table.choices.cards]
    assert len(rects) == 63 and min(r.height for r in rects) >= 60
    inside = pygame.Rect(table.layout.margin, table.layout.margin,
                         800 - 2 * table.layout.margin, 600 - 2 * table.layout.margin)
    assert all(inside.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert not any(r.colliderect(table.layout.hand_rect(0)) for r in rects)


def test_the_declarers_plate_says_so_once_the_bidding_is_over(make_app):
    """A bought card lies face up in an AI's hand, and the table says who declared: the
    declarer's name plate carries a "Declarer" tag (seed 2:
    Dora buys the Fool); the next deal's shuffle takes it away."""
    from tarot_table.ai import make_agent
    from tarot_table.rules.base import Event
    seats = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo", "Dora")]
    session = Session.new("tarocchi", seats, seed=2, options={"deals": 1}, autosave=False)
    state = session.state
    agents = [make_agent("heuristic", "tarocchi", s) for s in range(5)]
    while state.current_player() != 0 or state.declarer is None:
        seat = state.current_player()
        state.play(agents[seat].act(state.observation(seat)))
    assert state.declarer == 4 and state.bought
    app = make_app("instant")
    table = TableScene(app, Session.from_save(session.to_doc(), autosave=False))
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    assert [plate.tag for plate in table._plates()] == ["", "", "", "", "Declarer"]
    table.shown.apply(Event("shuffle", player=1), 5)
    assert table.shown.declarer is None


def test_the_score_table_between_deals_runs_over_the_last_deals(make_app):
    from tarot_table.app.draw import panels
    make_app("instant")
    surface = pygame.Surface((1280, 800))
    info = panels.ScoreInfo("", "Ada alone: 40 to 28", ["You", "Ada", "Basil", "Cleo", "Dora"],
                            [-6, 24, -6, -6, -6], [1, 2, 3, 4, 5])
    history = [(k, -k, 0, 0, 0) for k in range(7)]
    rect = panels.overlay_rect((1280, 800), 5, 28, 1.0)
    panels.score_table(surface, rect, "Deal 7 is over", info, "next", 28, history)
    assert surface.get_at(rect.center) != surface.get_at((5, 5))


def test_the_score_tables_columns_name_the_deals_and_the_board_does_not_show_through(
        make_app, monkeypatch):
    """The columns read "D1", "D2" (deals; "R1" for rounds, as the results name them), not
    "#1", "#2" (of what?), and the sheet is opaque: no card of the table shows through."""
    from tarot_table.app.draw import panels
    make_app("instant")
    said = []
    real = panels.text
    monkeypatch.setattr(panels, "text", lambda words, *a, **k: said.append(words) or real(
        words, *a, **k))
    info = panels.ScoreInfo("", "", ["You", "Ada"], [3, -3], [3, -3])
    rect = panels.overlay_rect((800, 600), 2, 20, 0.0)
    for colour in ((255, 0, 0), (0, 0, 255)):           # a red board, then a blue one
        surface = pygame.Surface((800, 600))
        surface.fill(colour)
        said.clear()
        panels.score_table(surface, rect, "Deal 2 is over", info, "next", 20,
                           [(1, -1), (3, -3)], "deal")
        inside = rect.inflate(-4 * 20, -4 * 20)
        corner = surface.get_at(inside.topleft)
        if colour == (255, 0, 0):
            first = corner
    assert corner == first                              # nothing of the board shows inside
    assert "D1" in said and "D2" in said and not any(w.startswith("#") for w in said)


def test_hot_seat_curtains_for_the_scart_and_the_bids(make_app):
    app = make_app("instant")
    seats = [Seat(n) for n in ("Ann", "Bob", "Cid", "Dee", "Eve")]
    session = Session.new("tarocchi", seats, seed=SEED, options={"deals": 1}, autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    curtains = []
    while isinstance(session.state.stage, (Scart, Bidding)):
        wait_until(app, lambda: table.curtain_for is not None or table.can_act)
        if table.curtain_for is not None:
            curtains.append(table.curtain_for)
            assert table.choices is None
            click(app, table.curtain_button)
            continue
        acting = session.current_player()
        assert table.viewer == acting
        view = session.view(acting)
        if table.choices is not None:
            click(app, table.choices.button_for(Action("pass")))
        else:
            card = next(a.cards[0] for a in view.legal)
            drag(app, table.hand_sprite_rect(card).center, table.layout.draw_pile.center)
    assert curtains[0] == 0                                  # the dealer lays the scart
    assert curtains[1:] == [4, 3, 2, 1, 0]                   # then the bids go to the right
    assert session.state.contract == "king"


def test_the_score_header_names_the_declarer_and_the_defenders(make_app):
    app = make_app("instant")
    session = you_dealing()
    rng = random.Random(2)
    while session.state.trick_no < 4:
        session.play(session.current_player(), rng.choice(session.state.legal_actions()))
    table = TableScene(app, session)
    app.stack.replace(table)
    step(app, 5)
    view = session.view(0)
    declarers, defenders = view.sides()
    words = table.plugin.goal(view, table.shown)
    points = view.trick_points
    assert words == (f"declarer {sum(points[s] for s in declarers)} · "
                     f"defenders {sum(points[s] for s in defenders)}")
    assert sum(points) > 0


def bidding_table(make_app) -> tuple[TableScene, Session]:
    """A Tarocchi table (seed 11, four random AI seats) where the human's bid panel is up (the
    human's scart, if it deals, made with the first legal cards)."""
    app = make_app("instant")
    seats = [Seat("You")] + [Seat(n, AI, "random") for n in ("Ada", "Basil", "Cleo", "Dora")]
    session = Session.new("tarocchi", seats, seed=11, options={"deals": 1}, autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    while True:
        wait_until(app, lambda: table.can_act)
        if table.choices is not None and not table.choices.bar:
            return table, session
        table.choose(session.view(0).legal[0])


def test_the_bid_buttons_say_what_each_bid_means(make_app):
    from tarot_table.rules.tarocchi.stages import BID_MEANINGS
    table, session = bidding_table(make_app)
    tips = {action.target: button.tool_tip_text
            for action, button in zip(table.choices.actions, table.choices.buttons)}
    bids = [bid for bid in ("two", "one", "solo") if bid in tips]
    assert bids and all(tips[bid] == BID_MEANINGS[bid] for bid in bids)
    assert "Two Cards: Declarer calls for any two desired cards." in BID_MEANINGS["two"]
    assert tips[None].startswith("Pass: ")


def test_a_card_of_the_name_a_card_grid_is_shown_large_on_hover_and_on_focus(make_app,
                                                                           monkeypatch):
    """The name-a-card grid's cards are small (63 of them): the one under the mouse, or
    focused by Tab, is drawn large beside it (readable at 1280×800), below the board's
    heading "Name a card" (the zoom of a top-row card does not hide it)."""
    from tarot_table.app.draw import panels
    from tarot_table.app.table.drawing import ZOOMED
    app, table, _, _ = naming_a_card(make_app)
    card, rect = table.choices.cards[10]
    assert rect.height < ZOOMED * table.layout.card[1]
    big = round(ZOOMED * table.layout.card[1])
    heading = min(r.top for _, r in table.choices.cards) - table.layout.line  # board's inner top
    placed = []
    real = panels.zoomed_card

    def spy(surface, face, pos, layout):
        placed.append(real(surface, face, pos, layout))

    monkeypatch.setattr(panels, "zoomed_card", spy)
    table.draw(app.screen)
    assert placed == []                                   # nothing hovered or focused
    assert table.choices.hovered_card() is None
    table.focus_ring.index = next(i for i, e in enumerate(table.focus_ring.order())
                                  if e is table.choices.buttons[10])
    assert table.choices.hovered_card(table.focus_ring.focused) == card
    table.draw(app.screen)
    [zoom] = placed
    face = table.images.face(card, (round(big * 0.714), big))
    assert zoom.size == face.get_size() and zoom.left > rect.right
    assert app.screen.get_at(zoom.center)[:3] == face.get_at(
        (face.get_width() // 2, face.get_height() // 2))[:3]
    assert zoom.top >= heading


def test_after_a_key_the_keys_card_is_zoomed_not_the_one_under_a_resting_pointer(
        make_app, monkeypatch):
    """The pointer resting on one card of the grid does not keep it zoomed over the card a
    keyboard player reached: the last input wins, a key, then the mouse moving."""
    from tarot_table.app.draw import panels
    app, table, _, _ = naming_a_card(make_app)
    placed = []
    real = panels.zoomed_card
    monkeypatch.setattr(panels, "zoomed_card",
                        lambda surface, face, pos, layout: placed.append(pos) or real(
                            surface, face, pos, layout))
    buttons, cards = table.choices.buttons, table.choices.cards
    pointer, keys = buttons[3], buttons[10]
    table.focus_ring.index = table.focus_ring.order().index(keys)
    pointer.hovered = True                    # the pointer rests on the fourth card
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer.rect.center,
                                          rel=(1, 0), buttons=(0, 0, 0)))
    assert table.choices.hovered_card(table.focus_ring.focused) == cards[3][0]
    table.draw(app.screen)
    assert placed[-1][0] == cards[3][1].right         # the pointer's card, beside it
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0,
                                          unicode="", scancode=0))
    pointer.hovered = True
    table.draw(app.screen)
    assert placed[-1][0] == cards[10][1].right        # now the keys' card


def test_the_arrows_move_over_the_bids_and_enter_bids(make_app):
    """No card may be played while bidding: Left and Right move the ring over the bid
    buttons (a new player pressed them and nothing happened), Enter bids."""
    from tests.test_menu_keys import key
    app, table, session, state = bidding_last(make_app)
    wait_until(app, lambda: table.choices is not None and table.can_act)
    assert not table.playable()
    labels = [b.text for b in table.choices.buttons]
    key(app, pygame.K_RIGHT)
    assert table.focus_ring.focused is table.choices.buttons[0]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    chosen = table.choices.buttons[1]
    assert table.focus_ring.focused is chosen and chosen.text == labels[1]
    action = table.choices.actions[1]
    key(app, pygame.K_RETURN)
    assert state.history[-1] == action


@pytest.mark.parametrize("size", [(800, 600), (800, 560)])
def test_up_and_down_move_between_the_rows_of_bids(make_app, size):
    """At 800×600 the bids stand two by two: Left and Right move the ring over them, and Up
    and Down move it to the nearest bid in the row above or below (wrapping), the first Down
    to the first bid; Enter then bids."""
    from tests.test_menu_keys import key
    app, table, session, state = bidding_last(lambda animation: make_app(animation, size))
    wait_until(app, lambda: table.choices is not None and table.can_act)
    buttons = table.choices.buttons
    rows = sorted({b.rect.top for b in buttons})
    assert len(rows) == 2 and len(buttons) == 4          # Pass, Two Cards / One Card, Solo
    grid = [sorted((b for b in buttons if b.rect.top == top), key=lambda b: b.rect.left)
            for top in rows]
    key(app, pygame.K_DOWN)
    assert table.focus_ring.focused is grid[0][0]
    key(app, pygame.K_DOWN)
    assert table.focus_ring.focused is grid[1][0]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_UP)
    assert table.focus_ring.focused is grid[0][1]
    key(app, pygame.K_UP)
    assert table.focus_ring.focused is grid[1][1]          # from the top row to the bottom
    action = table.choices.actions[buttons.index(grid[1][1])]
    key(app, pygame.K_RETURN)
    assert state.history[-1] == action


def test_the_deal_sheet_names_the_scart_to_the_dealer_and_counts_it_for_the_others(make_app):
    """The scart is set aside face down and counts for the dealer (seed): the sheet at the end
    of the deal says so, naming its cards to the dealer only."""
    from tarot_table.app.table.modes import HandEnd
    app = make_app("instant")
    session = you_dealing(5)
    rng = random.Random(3)
    table = TableScene(app, session)
    app.stack.replace(table)
    laid = []
    for _ in range(400):
        wait_until(app, lambda: table.can_act or isinstance(table.mode, HandEnd))
        if isinstance(table.mode, HandEnd):
            break
        action = rng.choice(table.view_now().legal)
        if action.kind == "scart":
            laid.append(action.cards[0])
        assert table.choose(action)
    sheet = table.mode
    assert isinstance(sheet, HandEnd) and len(laid) == 3         # the viewer dealt
    assert "The scart counted for the dealer: " in sheet.subtitle
    assert all(f"the {card.name()}" in sheet.subtitle for card in laid)


def test_naming_a_card_says_it_is_to_buy_and_which_of_the_cards_it_is():
    """The 63 cards come under a heading that says they are to buy and which of the cards
    it is, not "Name a card" alone."""
    for bid, prompts in (("two", ["Name a card to buy (1 of 2)", "Name a card to buy (2 of 2)"]),
                         ("one", ["Name the card to buy"])):
        state = you_dealing().state
        for _ in range(3):
            state.play(state.legal_actions()[0])
        for _ in range(4):
            state.play(Action("pass"))
        state.play(Action("bid", target=bid))
        for words in prompts:
            assert state.stage.prompt(state.observation(0)) == words
            state.play(state.legal_actions()[0])
