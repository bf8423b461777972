"""Arcanoid at the table, driven headlessly through the real App with posted mouse events:
several cards selected and dropped on a battlefield, a refused drop springing back with the
rules' reason, only the legal battlefields lighting up, the "Abdicate" control, discarding by
drag, a target chosen in a dialog (one card's many targets behind one button), the hot-seat
"Fool?" window (passing by itself, or the holder stealing through it), a further call of the
Moon offered with a "Stop" button, the battles resolved on the table, the game's notes at the
lanes, the layout for 2–10 seats, a whole game between AI seats and a resumed save.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import html
import itertools

import pygame
import pytest

from tarot_table.ai import make_agent
from tarot_table.app.draw.layout import card_covers, index_points, rotated_bounds
from tarot_table.app.games.arcanoid.layout import HAND_ROOM, BattlefieldLayout, layout_for
from tarot_table.app.games.plugin import table_plugin
from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.table.scene import TableScene
from tarot_table.cards import Card, Suit
from tarot_table.rules import GAMES, RULES_ONLY
from tarot_table.rules.arcanoid import FIELDS, FoolWindow, FullMove
from tarot_table.rules.base import Action
from tarot_table.session import AI, Seat, Session
from tests.test_table import click, drag, post, resume, step, wait_until

SIZES = [(1280, 800), (800, 560), (1920, 1080), (800, 1440), (4480, 560)]
TABLE = table_plugin(GAMES["arcanoid"])


def table_at(make_app, reached, seeds=range(1, 60), players: int = 4, humans: int = 1,
             animation: str = "instant", give=(), names=()):
    """A table (seat 0 and the next ``humans - 1`` human, heuristic AI elsewhere) whose game
    heuristic agents have played until ``reached(state)``; the first seed that gets there.
    ``give``: (major number, seat) pairs put into that seat's hand first (:func:`given`);
    ``names``: the seats' names (else "H0", "P1"…)."""
    for seed in seeds:
        seats = [Seat(names[s] if names else f"H{s}") if s < humans else
                 Seat(names[s] if names else f"P{s}", AI, "heuristic") for s in range(players)]
        session = Session.new("arcanoid", seats, seed=seed, autosave=False)
        state = session.state
        agents = [make_agent("heuristic", "arcanoid", s) for s in range(players)]
        for _ in range(400):
            if state.is_terminal() or reached(state):
                break
            seat = state.current_player()
            state.play(agents[seat].act(state.observation(seat)))
        if not state.is_terminal() and reached(state):
            if give:
                state = given(state, give)
                session = Session(session.game, state, seats, autosave=False)
            app = make_app(animation)
            table = TableScene(app, session)
            app.stack.replace(table)
            return app, table, state
    raise AssertionError("no seed reached the position")


def my_move(state) -> bool:
    return state.current_player() == 0 and isinstance(state.stage, FullMove) and \
        state.acting() == 0


def given(state, pairs):
    """``state`` with each major of ``pairs`` (number, seat) swapped into the seat's hand (for
    its first other card) from wherever it waits unseen — the deck, the discard pile, another
    seat's hand — through a position; the test is skipped when one is already in play."""
    position = state.to_position()
    wanted = {str(Card(Suit.MAJOR, number)) for number, _ in pairs}
    for number, seat in pairs:
        card = str(Card(Suit.MAJOR, number))
        hand = position["hands"][seat].split()
        places = [(position, "deck"), (position, "discard")] + \
            [(position["hands"], s) for s in range(state.num_players) if s != seat]
        if card not in hand:
            where = next(((box, key) for box, key in places if card in box[key].split()), None)
            if where is None:
                pytest.skip(f"{Card(Suit.MAJOR, number).name()} is already in play")
            box, key = where
            codes = box[key].split()
            k = next(i for i, c in enumerate(hand) if c not in wanted)
            codes[codes.index(card)], hand[k] = hand[k], card
            box[key] = " ".join(codes)
            position["hands"][seat] = " ".join(hand)
    for a, hand in enumerate(position["hands"]):      # what was shown there may have moved
        position["shown"][a] = " ".join(c for c in position["shown"][a].split()
                                        if c in hand.split())
        for row in position["known"]:
            row[a] = " ".join(c for c in row[a].split() if c in hand.split())
    return GAMES["arcanoid"].from_position(position)


def multi_commit(state):
    """A move of seat 0 with a legal commitment of two or more cards of its hand."""
    if not my_move(state):
        return None
    hand = set(state.hands[0])
    return next((a for a in state.legal_actions() if a.kind == "commit" and len(a.cards) >= 2
                 and "+" not in a.target and set(a.cards) <= hand), None)


def sprite_point(table, card: Card) -> tuple[int, int]:
    return table.hand_sprite_rect(card).center


def select(app, table, cards) -> None:
    for card in cards:
        pos = sprite_point(table, card)
        post(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)
        step(app)
        post(pygame.MOUSEBUTTONUP, button=1, pos=pos)
        step(app)


def test_arcanoid_is_offered_at_the_table_with_its_options():
    assert "arcanoid" in GAMES and "arcanoid" not in RULES_ONLY
    spec = GAMES["arcanoid"].spec
    assert (spec.min_players, spec.max_players) == (2, 10)
    assert {o.name for o in spec.options} == {"variant", "rounds", "gaza"}


def test_several_selected_cards_dropped_on_a_battlefield_are_committed(make_app):
    app, table, state = table_at(make_app, multi_commit)
    wait_until(app, lambda: table.can_act)
    action = multi_commit(state)
    select(app, table, action.cards)
    assert sorted(table.input.selection) == sorted(action.cards)
    assert f"field:{action.target}:0" in table.lit_zones()
    before = len(state.history)
    drag(app, sprite_point(table, action.cards[0]),
         table.layout.column(action.target).center)
    played = state.history[before]
    assert played.kind == "commit" and played.target == action.target
    assert sorted(played.cards) == sorted(action.cards)
    wait_until(app, lambda: not table.animator.busy)
    lane = table.board.zones[f"field:{action.target}:0"]
    assert {s.card for s in lane} >= set(action.cards)


def test_only_the_battlefields_where_the_selection_is_legal_light_up(make_app):
    def numeric_in_hand(state):
        return my_move(state) and any(not c.is_major and c.rank <= 10 for c in state.hands[0])

    app, table, state = table_at(make_app, numeric_in_hand)
    wait_until(app, lambda: table.can_act)
    card = next(c for c in state.hands[0] if not c.is_major and c.rank <= 10)
    select(app, table, [card])
    legal_fields = {a.target for a in state.legal_actions()
                    if a.kind == "commit" and a.cards == (card,)}
    lit = {z.split(":")[1] for z in table.lit_zones() if z.startswith("field:")}
    assert lit == legal_fields
    assert len(lit) <= 1 and set(FIELDS) - lit
    assert "discard" in table.lit_zones()          # one card may always be discarded
    select(app, table, [card])                      # a second click deselects it
    assert table.lit_zones() == set()


def test_an_illegal_drop_springs_back_with_the_reason(make_app):
    def off_suit(state):
        return my_move(state) and any(not c.is_major for c in state.hands[0]) and \
            all(state.commits[0][f] is None for f in range(4))

    app, table, state = table_at(make_app, off_suit)
    wait_until(app, lambda: table.can_act)
    card = next(c for c in state.hands[0] if not c.is_major)
    wrong = next(f for f in FIELDS if f != {Suit.SWORDS: "swords", Suit.STAVES: "staves",
                                            Suit.CUPS: "cups", Suit.COINS: "coins"}[card.suit])
    before = len(state.history)
    drag(app, sprite_point(table, card), table.layout.column(wrong).center)
    assert len(state.history) == before
    assert table.input.selection == []          # the next drag starts afresh
    assert table.toast and table.toast == state.explain_illegal(
        TABLE.drop_action(state.observation(0), (card,), f"field:{wrong}:0"))
    step(app, 30)
    sprite = table.board.find("hand:0", card)
    assert sprite is not None and abs(sprite.pos[0] - sprite.target.pos[0]) < 1


def test_the_abdicate_control_abdicates_on_its_battlefield(make_app):
    app, table, state = table_at(make_app, my_move)
    wait_until(app, lambda: table.can_act and table.drops.buttons)
    button, action = table.drops.buttons[-1]
    assert action.kind == "abdicate" and button.text == "Abdicate"
    field = action.target
    assert table.layout.field_header(field).contains(button.relative_rect)
    before = len(state.history)
    click(app, button)
    assert str(state.history[before]) == f"abdicate @{field}"


def test_a_card_dragged_to_the_discard_pile_is_discarded(make_app):
    app, table, state = table_at(make_app, my_move)
    wait_until(app, lambda: table.can_act)
    card = state.hands[0][0]
    before = len(state.history)
    drag(app, sprite_point(table, card), table.layout.discard_pile.center)
    assert str(state.history[before]) == f"discard {card}"
    assert card in state.discard


def major_choices(app, table, number: int) -> list:
    """The buttons of the viewer's plays of major ``number`` (its targets), once shown: in the
    column, or in the panel its grouped button opens."""
    def plays():
        panel = table.choices
        if panel is None:
            return []
        return [b for b, a in zip(panel.buttons, panel.actions)
                if a.kind == "play" and a.cards == (Card(Suit.MAJOR, number),)]

    wait_until(app, lambda: plays())
    if len(plays()) == 1 and plays()[0].text.endswith("…"):      # grouped: open the card
        click(app, plays()[0])
    return plays()


def test_a_target_player_is_chosen_in_a_dialog(make_app):
    app, table, state = table_at(make_app, my_move, give=[(12, 0)])
    assert Card(Suit.MAJOR, 12) in state.hands[0]
    buttons = major_choices(app, table, 12)
    assert len(buttons) == 4
    target = next(b for b in buttons if "P2" in b.text)
    before = len(state.history)
    click(app, target)
    assert str(state.history[before]) == "play M12 @2"


def test_hot_seat_pauses_for_a_neutral_fool_window(make_app):
    def stealable(state):
        if not my_move(state):
            return False
        return any(a.kind == "commit" and TABLE.reaction_window(a) for a in state.legal_actions())

    app, table, state = table_at(make_app, stealable, humans=2, animation="normal")
    wait_until(app, lambda: table.curtain_button is not None)
    click(app, table.curtain_button)
    wait_until(app, lambda: table.can_act)
    action = next(a for a in state.legal_actions()
                  if a.kind == "commit" and TABLE.reaction_window(a))
    assert table.choose(action)
    wait_until(app, lambda: table.reaction is not None)
    assert table.reaction.title == "Fool?" and table.reaction.button.text == "Steal with the Fool"
    assert table.curtain_for is None                 # nobody is named while it is open
    wait_until(app, lambda: table.reaction is None)
    asked = state.current_player()
    assert not (isinstance(state.stage, FoolWindow) and
                table.session.seats[asked].is_human)    # a human thief who let it go passed


def test_the_fool_holder_steals_through_the_neutral_window(make_app):

    def stealable_from_me(state):
        if not my_move(state) or all(c is not None for c in state.commits[1]):
            return False
        return any(a.kind == "commit" and TABLE.reaction_window(a) and
                   state.commits[1][FIELDS.index(a.target)] is None
                   for a in state.legal_actions())

    app, table, state = table_at(make_app, stealable_from_me, humans=2, animation="normal",
                                 give=[(0, 1)])
    wait_until(app, lambda: table.curtain_button is not None)
    click(app, table.curtain_button)
    wait_until(app, lambda: table.can_act)
    action = next(a for a in state.legal_actions() if a.kind == "commit" and
                  TABLE.reaction_window(a) and state.commits[1][FIELDS.index(a.target)] is None)
    assert table.choose(action)
    assert isinstance(state.stage, FoolWindow) and state.current_player() == 1
    wait_until(app, lambda: table.reaction is not None)
    assert table.curtain_for is None and not table.can_act
    click(app, table.reaction.button)
    assert state.history[-1].kind == "steal"
    assert table.reaction is None


def test_battles_are_resolved_one_by_one_with_their_reasons(make_app):
    def last_move(state):
        return my_move(state) and sum(o for o in state.out) == state.num_players - 1 and \
            sum(c is None for c in state.commits[0]) == 1

    app, table, state = table_at(make_app, last_move, animation="normal", players=3)
    wait_until(app, lambda: table.can_act)
    field = FIELDS[[c is None for c in state.commits[0]].index(True)]
    assert table.choose(next(a for a in state.legal_actions()
                             if a.kind == "abdicate" and a.target == field))
    wait_until(app, lambda: len(table.part.battles.done) == 1)
    first = table.part.battles.done[0]
    assert first.field == "swords" and " beats " in first.reason or "abdicat" in first.reason
    wait_until(app, lambda: len(table.part.battles.done) == 4)
    assert [b.field for b in table.part.battles.done] == list(FIELDS)
    assert len(state.results) >= 1
    shown = [b.winner for b in table.part.battles.done]
    assert all(w == str(r) for w, r in zip(shown, state.results[-1]) if w != "daemon")
    notes = table.part.notes              # the round's last move is shown as it ended it
    assert notes[f"field:{field}:0"] == "abdicated" and notes["seat:0"] == "finished"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(2, 11))
def test_the_battlefields_fit_every_table_without_overlaps(size, seats):
    zones = [f"field:{f}:{w}" for w in ("0", "daemon") for f in FIELDS]
    layout = layout_for(size, seats, seats - 1, zones)
    assert isinstance(layout, BattlefieldLayout) and layout.fields == FIELDS
    screen = pygame.Rect((0, 0), size)
    rects = layout.zone_rects()
    assert len([z for z in rects if z.startswith("field:")]) == 4 * (seats + 1)
    for name, rect in rects.items():
        assert screen.contains(rect), f"{name} {rect} leaves the screen at {size}"
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}"
    assert layout.row_h >= 24


def test_the_battlefields_take_the_width_the_score_panel_leaves():
    """At 1280×800 a table of four reaches the window's left margin: the rows' stores lie
    under the score panel (the choices' column covers the Strength, Chariot and front stores
    while it is up, never a hidden hand or a name plate), the four battlefields take over
    60 % of the width (53 % beside a column of their own for the score panel and the
    choices) and each lane holds four of its cards side by side."""
    zones = [f"field:{f}:{w}" for w in ("0", "daemon") for f in FIELDS]
    layout = layout_for((1280, 800), 4, 0, zones, daemon=True)
    assert all(row.left == layout.margin for row in layout.rows.values())
    assert layout.column(FIELDS[-1]).right - layout.column(FIELDS[0]).left >= 0.6 * 1280
    lane_card = layout.card[0] * layout.hand_scale(1)
    assert all(layout.lane_cards(f, "0").width >= 4 * lane_card for f in FIELDS)
    column = layout.choice_column(6)
    for who in layout.rows:
        assert not column.colliderect(layout.name_plate(who)), who
        if who not in ("0", "daemon"):
            assert not column.colliderect(layout.store_rect(who, "hand")), who


@pytest.mark.parametrize("size", [(1280, 800), (1152, 720), (960, 600)])
def test_a_full_board_hides_no_committed_cards_rank_and_suit(size):
    """Every lane of every row holding up to a full hand's cards (:data:`HAND_ROOM`): each
    card shows one of its two indexes whole, no later card of its lane over it."""
    zones = [f"field:{f}:{w}" for w in ("0", "daemon") for f in FIELDS]
    layout = layout_for(size, 4, 0, zones, daemon=True)
    card = (layout.card[0] * layout.hand_scale(1), layout.card[1] * layout.hand_scale(1))
    for who in layout.rows:
        for field in FIELDS:
            for n in range(2, HAND_ROOM + 1):
                slots = [layout.zone_slot(f"field:{field}:{who}", k, n) for k in range(n)]
                for k, slot in enumerate(slots):
                    shown = [not any(card_covers(above.pos, card, above.angle, point)
                                     for above in slots[k + 1:] for point in corner)
                             for corner in index_points(slot.pos, card, slot.angle)]
                    assert any(shown), (size, field, who, k, n)


@pytest.mark.parametrize("size", SIZES + [(800, 2000), (1000, 3000)])
@pytest.mark.parametrize("seats,usa", [(2, False), (3, True), (4, False), (10, False)])
def test_a_lanes_cards_lie_in_their_lane_in_a_portrait_window_too(size, seats, usa):
    """A portrait window's rows are tall and its lanes narrow: the lanes' cards are sized by
    the lanes' width there (they were sized by the rows' height, and overflowed the window)."""
    fields = FIELDS[:2] if usa else FIELDS
    layout = BattlefieldLayout(size, seats, 0, fields, daemon=True, usa=usa)
    size_of = (layout.card[0] * layout.hand_scale(1), layout.card[1] * layout.hand_scale(1))
    for who in layout.rows:
        for field in fields:
            lane = layout.lane(field, who)
            for n in (1, 4):
                for k in range(n):
                    slot = layout.zone_slot(f"field:{field}:{who}", k, n)
                    assert lane.contains(rotated_bounds(slot.pos, size_of, slot.angle)), \
                        (field, who, k, n)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(2, 11))
def test_battle_banners_lie_under_the_grid_never_over_a_lane(size, seats):
    """A battle's banner never covers the cards it describes: it lies under its
    battlefield's column, inside the window, clear of every lane."""
    zones = [f"field:{f}:{w}" for w in ("0", "daemon") for f in FIELDS]
    layout = layout_for(size, seats, 0, zones, daemon=True)
    lanes = [r for z, r in layout.zone_rects().items() if z.startswith("field:")]
    screen = pygame.Rect((0, 0), size)
    for field in FIELDS:
        banner = layout.banner_rect(field, round(4 * layout.line))
        assert screen.contains(banner), (field, banner)
        assert banner.collidelist(lanes) == -1, (field, banner)
        column = layout.column(field)
        assert column.left <= banner.centerx <= column.right


def _drawn(size, paint) -> pygame.Rect:
    """The bounding box of what ``paint(surface)`` draws on a clear surface of ``size``."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    paint(surface)
    return surface.get_bounding_rect()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 4, 7])
def test_a_toast_hides_neither_the_viewers_lanes_nor_its_plate(size, seats):
    """A refusal's toast stands clear of the viewer's "x/4 done" and its lanes' notes: over
    the top edge of the viewer's hand, a reason too long for one row on two."""
    from tarot_table.app.draw import panels
    pygame.font.init()
    zones = [f"field:{f}:{w}" for w in ("0", "daemon") for f in FIELDS]
    layout = layout_for(size, seats, 0, zones)
    words = ("Only cups may be committed on the battlefield of cups; the Queen of Staves is not "
             "(the Magician can transmute a card of another suit).")
    toast = _drawn(size, lambda surface: panels.toast(
        surface, layout.toast_anchor(), words, 255, layout.line))
    assert toast.colliderect(layout.hand_rect(0))
    assert not toast.colliderect(layout.name_plate(0))
    for field in FIELDS:
        assert not toast.colliderect(layout.lane(field, "0")), field


@pytest.mark.parametrize("size", SIZES + [(800, 600)])
@pytest.mark.parametrize("seats", [2, 4, 7, 10])
def test_a_toast_beside_the_battles_banners_covers_none_of_them(size, seats):
    """At 800×600 a toast covers no battle's banner: while banners lie under the columns the
    toast stands left of the first column, as high as without banners (clear of the viewer's
    lanes and plate), a reason too long for that room on two rows."""
    from tarot_table.app.draw import panels
    pygame.font.init()
    zones = [f"field:{f}:{w}" for w in ("0", "daemon") for f in FIELDS]
    layout = layout_for(size, seats, 0, zones, daemon=True)
    anchor, room = layout.toast_beside_banners()
    banners = [layout.banner_rect(field, layout.banner_room()) for field in FIELDS]
    for words in ("Not yet: Ada is playing.",
                  "Saving failed (No space left on device). The game goes on; saving is "
                  "retried."):
        toast = _drawn(size, lambda surface: panels.toast(
            surface, anchor, words, 255, layout.line, room=room))
        assert toast.width <= room and pygame.Rect((0, 0), size).contains(toast)
        assert toast.collidelist(banners) == -1, (words, toast)
        assert not toast.colliderect(layout.name_plate(0))
        for field in FIELDS:
            assert not toast.colliderect(layout.lane(field, "0")), field


def test_the_table_puts_a_toast_clear_of_a_battles_banner(make_app, monkeypatch):
    """The table draws its toast where the battlefields say while a battle's banner shows
    (at 800×600 a toast had covered the first one), and in its usual place otherwise."""
    from tarot_table.app.draw import panels
    from tarot_table.app.games.arcanoid.painting import Battle
    app, table, _ = table_at(lambda animation: make_app(animation, (800, 600)), my_move)
    toasts, banners = [], []
    real_toast, real_banner = panels.toast, table.layout.banner_rect
    monkeypatch.setattr(panels, "toast", lambda *a, **k: toasts.append(real_toast(*a, **k)))
    monkeypatch.setattr(table.layout, "banner_rect",
                        lambda *a: banners.append(real_banner(*a)) or banners[-1])
    table.show_toast("Not yet: Ada is playing.")
    table.draw(app.screen)
    assert toasts[-1].collidepoint(table.layout.toast_anchor()[1])   # no banner: its place
    table.part.battles.done.append(Battle("swords", "0", "a knave (14½) beats an abdication"))
    table.draw(app.screen)
    assert banners and toasts[-1].collidelist(banners) == -1, (toasts[-1], banners)


@pytest.mark.parametrize("size", SIZES + [(800, 600)])
@pytest.mark.parametrize("seats", range(2, 8))
def test_the_daemons_plate_holds_its_masters_name_whole(size, seats, monkeypatch):
    """At 800×600 the daemon's plate reads "Basil's daemon", not "Basil's da…". Its plate
    reaches over the room its cell keeps for a hidden hand (the daemon's lies beside the
    viewer's), clear of the daemon's stores, and holds the name of any master whole: in one
    row, or in two where the plate is tall and narrow (a portrait window)."""
    from tarot_table.app.draw import panels
    from tarot_table.app.games.arcanoid.painting import daemon_name
    from tarot_table.app.menus.new_game import BOT_NAMES
    pygame.font.init()
    zones = [f"field:{f}:{w}" for w in ("0", "daemon") for f in FIELDS]
    layout = layout_for(size, seats, 0, zones, daemon=True)
    plate = layout.name_plate("daemon")
    assert plate.width > layout.name_plate(1).width
    for store in ("strength", "chariot", "front"):
        assert not plate.colliderect(layout.store_rect("daemon", store)), store
    drawn = []
    real = panels.text
    monkeypatch.setattr(panels, "text", lambda w, *a, **k: drawn.append(w) or real(w, *a, **k))
    surface = pygame.Surface(size)
    for master in ("You", *BOT_NAMES[:seats - 1]):
        name = daemon_name(master)
        drawn.clear()
        panels.name_plate(surface, plate, panels.PlateInfo(name, "1/4 done"), layout.plate_line)
        assert drawn[0] == "1/4 done" and " ".join(drawn[1:]) == name, drawn


@pytest.mark.parametrize("size", SIZES)
def test_a_lane_note_keeps_to_its_lane(size):
    """At 800×600 "illegitimate couple" in three lanes side by side would run into each
    other: a note too wide for its lane is drawn smaller."""
    from tarot_table.app.games.arcanoid.painting import draw_lane_notes
    pygame.font.init()
    zones = [f"field:{f}:{w}" for w in ("0", "daemon") for f in FIELDS]
    layout = layout_for(size, 4, 0, zones)
    for field in FIELDS:
        note = {f"field:{field}:0": "illegitimate couple"}
        drawn = _drawn(size, lambda surface: draw_lane_notes(surface, layout, note, None))
        assert drawn.width and layout.lane(field, "0").contains(drawn), (field, drawn)


@pytest.mark.parametrize("size", SIZES + [(720, 540), (640, 480)])
def test_a_battles_banner_keeps_its_words_inside_it(size):
    """At 720×540 "Cleo's daemon wins" is wider than its banner: the winner's words take as
    many rows as the banner's width needs, running neither into the next banner nor, under
    the last battlefield, out of the window."""
    from tarot_table.app.games.arcanoid.painting import Battle, Battles, draw_battles
    pygame.font.init()
    zones = [f"field:{f}:{w}" for w in ("0", "daemon") for f in FIELDS]
    layout = layout_for(size, 4, 0, zones, daemon=True)
    names = ["You", "Ada", "Basil", "Cleopatra"]
    for field in FIELDS:
        battles = Battles([Battle(field, "daemon", "an illegitimate couple beats a knight")])
        drawn = _drawn(size, lambda surface: draw_battles(surface, layout, battles, names, 3))
        column = layout.column(field)
        assert column.left <= drawn.left and drawn.right <= column.right, (field, drawn)


@pytest.mark.parametrize("size", [(800, 560), (800, 600), (1280, 800)])
def test_a_battles_banner_says_what_its_star_means(size, monkeypatch):
    """A banner's reason marks the card the Magician transmuted with "*" ("27
    (10+9*+6+2) beats 20 (8+7+5)"), which the banner explains too. A banner
    whose reason has a "*" ends with the legend, one without says no more; either stays
    inside the window and its column, clear of every lane (the longest reason too: its words
    get smaller rather than leave the window)."""
    from tarot_table.app.games.arcanoid import painting
    from tarot_table.app.games.arcanoid.painting import (TRANSMUTED_LEGEND, Battle, Battles,
                                                         draw_battles)
    pygame.font.init()
    zones = [f"field:{f}:{w}" for w in ("0", "daemon") for f in FIELDS]
    layout = layout_for(size, 4, 0, zones, daemon=True)
    lanes = [r for z, r in layout.zone_rects().items() if z.startswith("field:")]
    names = ["You", "Ada", "Basil", "Cleopatra"]
    written: list[str] = []
    text = painting.panels.text
    monkeypatch.setattr(painting.panels, "text",
                        lambda words, *args, **kw: written.append(words) or text(words, *args,
                                                                                 **kw))
    for reason in ("27 (10+9*+6+2) beats 20 (8+7+5)", "the royal couple beats 18 (7+6+4+1)",
                   "38 (10+9+8+7+4) beats 38 (10+9+8*+7+4): a native card beats a transmuted "
                   "one"):
        for field in FIELDS:
            written.clear()
            battles = Battles([Battle(field, "daemon", reason)])
            drawn = _drawn(size, lambda surface: draw_battles(surface, layout, battles, names,
                                                              3))
            words = " ".join(written)
            assert words.endswith(TRANSMUTED_LEGEND) == ("*" in reason), words
            assert pygame.Rect((0, 0), size).contains(drawn), (reason, drawn)
            assert drawn.collidelist(lanes) == -1, (reason, drawn)
            column = layout.column(field)
            assert column.left <= drawn.left and drawn.right <= column.right, (reason, drawn)


@pytest.mark.parametrize("seats", [8, 9, 10])
def test_ten_at_the_table_have_rows_whose_lanes_say_their_cards(seats):
    """With 8–10 players at 1280×800 every commitment is readable without hovering:
    the rows are taller than the plain layout would make them, a lane's cards keep to its left
    part, and the words of six cards' indices fit beside them at a readable size."""
    from tarot_table.app.games.arcanoid.painting import _fit
    zones = [f"field:{f}:{w}" for w in ("0", "daemon") for f in FIELDS]
    layout = layout_for((1280, 800), seats, 0, zones)
    assert layout.crowded and not layout_for((1280, 800), 7, 0, zones).crowded
    pygame.font.init()
    for field in FIELDS:
        for who in layout.rows:
            cards, words = layout.lane_cards(field, who), layout.lane_words(field, who)
            assert not cards.colliderect(words)
            assert layout.lane(field, who).contains(words)
    widest = "10S 9S 8S 7S 6S I"
    size = round(layout.plate_line * 0.72)
    assert _fit(widest, size, layout.lane_words("cups", "0").width - 4) >= 11
    assert layout.row_h >= 40, "taller than the 34 px rows of the plain layout at ten seats"


def koblenz_crowd() -> Session:
    """A KOBLENZ game of eight (the human and seven heuristic seats) where the human is to
    move and others have made secret commitments."""
    seats = [Seat("You")] + [Seat(f"P{s}", AI, "heuristic") for s in range(1, 8)]
    for seed in range(1, 40):
        session = Session.new("arcanoid", seats, seed=seed, autosave=False,
                              options={"variant": "koblenz"})
        state = session.state
        agents = [make_agent("heuristic", "arcanoid", s) for s in range(8)]
        while not state.is_terminal() and not (
                my_move(state) and any(k for row in state.secret[1:] for k in row)):
            seat = state.current_player()
            state.play(agents[seat].act(state.observation(seat)))
        if not state.is_terminal():
            return session
    raise AssertionError("no seed reached the position")


def test_a_crowded_koblenz_column_groups_secret_commitments_by_battlefield(make_app):
    """Twenty choices squashed into the column at 800×600 before: now one button per
    battlefield opens its face-down commitments."""
    session = koblenz_crowd()
    state = session.state
    secrets = [a for a in state.legal_actions() if a.kind == "secret"]
    app = make_app("instant", (800, 600))
    table = TableScene(app, session)
    app.stack.replace(table)
    step(app, 3)
    buttons = table.choices.buttons
    assert len(secrets) > 10 and len(buttons) <= 7
    assert min(b.relative_rect.height for b in buttons) >= table.layout.line
    opener = next(b for b in buttons if b.text.startswith("Face down on") and b.text.endswith("…"))
    click(app, opener)
    inside = table.choices.actions
    field = inside[0].target
    assert len(inside) > 1 and all(a.kind == "secret" and a.target == field for a in inside)
    assert inside == [a for a in secrets if a.target == field]
    assert table.choices.title == f"Face down on {field}: choose"
    assert not any(b.text.startswith("Face down") for b in table.choices.buttons), \
        "the title names the battlefield"
    assert table.back_button is not None
    before = len(state.history)
    click(app, table.choices.buttons[0])
    assert state.history[before] == inside[0]


def test_a_crowded_table_says_each_lanes_cards_and_hides_face_down_ones(make_app, monkeypatch):
    """The words beside a crowded lane's cards are their corner indices, a face-down card a
    "?" (KOBLENZ's secret commitment)."""
    from tarot_table.app.games.arcanoid import painting as battlefield_view
    said: list[str] = []
    real_pill = battlefield_view._pill
    monkeypatch.setattr(battlefield_view, "_pill",
                        lambda surface, words, *a, **k: said.append(words) or
                        real_pill(surface, words, *a, **k))
    session = koblenz_crowd()
    app = make_app("instant")
    table = TableScene(app, session)
    app.stack.replace(table)
    step(app, 3)
    assert table.layout.crowded
    shown = {z: [s.card if s.face_up else None for s in sprites]
             for z, sprites in table.board.zones.items() if z.startswith("field:") and sprites}
    assert None in [c for cards in shown.values() for c in cards], "a secret commitment"
    for cards in shown.values():
        assert " ".join(battlefield_view.card_index(c) for c in cards) in said


def test_gaza_s_usa_sits_at_the_table_in_a_row_of_its_own(make_app):
    """The table shows GAZA's USA as a seat of its own: its row above the viewer's, its
    hidden hand there, its plate named USA."""
    app = make_app("instant")
    session = Session.new("arcanoid", [Seat("You"), Seat("Ada", AI, "heuristic")], seed=3,
                          autosave=False, options={"variant": "mainz", "gaza": True})
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: len(table.board.zones.get("hand:usa", ())) == 6 and not table.busy)
    layout = table.layout
    assert layout.usa and list(layout.rows) == ["daemon", "1", "usa", "0"]
    row = layout.rows["usa"]
    for sprite in table.board.zones["hand:usa"]:
        assert row.collidepoint(sprite.target.pos) and not sprite.face_up
    for field in FIELDS:
        assert row.contains(layout.lane(field, "usa"))
    from tarot_table.app.games.arcanoid.painting import who_name
    assert who_name("usa", ["You", "Ada"], None) == "USA"


def test_a_whole_game_between_ai_seats_reaches_the_results(make_app):
    app = make_app("instant")
    seats = [Seat(name, AI, "heuristic") for name in ("Ada", "Basil", "Cleo", "Dora")]
    session = Session.new("arcanoid", seats, seed=5, autosave=False,
                          options={"variant": "dresden", "rounds": 2})
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: isinstance(app.stack.top, ResultsScene))
    results = app.stack.top
    assert session.is_over() and session.outcome().winners
    assert results.columns[:2] == ("R1", "R2")
    assert [sum(row) for row in results.breakdown] == list(session.outcome().scores)


def test_a_saved_game_resumes_with_the_battlefields_in_place(make_app):
    def committed(state):
        return my_move(state) and sum(c is not None for row in state.commits for c in row) >= 4

    app, table, state = table_at(make_app, committed)
    resumed = resume(app, table)
    lanes = [z for z, c in resumed.session.view(0).zones.items() if z.startswith("field:") and c]
    assert lanes
    for zone in lanes:
        for sprite in resumed.board.zones[zone]:
            assert resumed.layout.zone_rect(zone).collidepoint(sprite.target.pos), zone


def test_a_major_with_many_targets_opens_them_and_back_returns(make_app):
    app, table, state = table_at(make_app, my_move, give=[(20, 0)])
    wait_until(app, lambda: table.choices is not None and any(
        b.text.endswith("…") for b in table.choices.buttons))
    opener = next(b for b in table.choices.buttons if "Judg" in b.text)
    click(app, opener)
    buttons = table.choices.buttons
    assert all(" on " in b.text for b in buttons) and len(buttons) > 1     # "Ada on cups"
    assert all("abdicates on" in b.tool_tip_text for b in buttons)          # the verb's there
    assert table.back_button is not None
    click(app, table.back_button)
    assert any("Judg" in b.text and b.text.endswith("…") for b in table.choices.buttons)
    before = len(state.history)
    click(app, next(b for b in table.choices.buttons if "Judg" in b.text))
    click(app, table.choices.buttons[0])
    assert state.history[before].kind == "judge"


def test_after_a_failed_moon_call_the_panel_offers_another_call_or_stop(make_app):
    app, table, state = table_at(make_app, my_move, give=[(18, 0)])
    wait_until(app, lambda: table.choices is not None and any(
        "the Moon" in b.text for b in table.choices.buttons))
    click(app, next(b for b in table.choices.buttons if "the Moon" in b.text))
    unheld = next(c for c in state.deck if not c.is_major)
    wait_until(app, lambda: table.choices is not None and table.choices.cards)
    assert not any(b.text == "Stop and draw a card" for b in table.choices.buttons)
    click(app, table.choices.button_for(Action("call", (unheld,))))
    wait_until(app, lambda: table.choices is not None and any(
        b.text == "Stop and draw a card" for b in table.choices.buttons))
    # the card named as Arcanoid names its suits ("5 of Staves", not "5 of Wands")
    assert table.choices.title.startswith(f"Nobody holds the {unheld.name('classic')}: call again")
    assert unheld not in [card for card, _ in table.choices.cards] and table.choices.cards
    before = len(state.history)
    click(app, next(b for b in table.choices.buttons if b.text == "Stop and draw a card"))
    assert str(state.history[before]) == "pass"
    assert len(state.hands[0]) == 6, "the Moon's card drawn"


def test_lanes_and_seats_carry_the_games_notes(make_app):
    app, table, state = table_at(make_app, multi_commit)
    wait_until(app, lambda: table.can_act)
    action = multi_commit(state)
    assert table.choose(action)
    wait_until(app, lambda: not table.busy and f"field:{action.target}:0" in table._notes())
    notes = table._notes()
    assert notes[f"field:{action.target}:0"] not in ("", "abdicated")
    done = sum(c is not None for c in state.commits[0])
    assert notes["seat:0"].startswith(f"{done}/4") or notes["seat:0"] == "finished"
    tempered = GAMES["arcanoid"].from_position({**state.to_position(), "temperance": [1, "cups"]})
    assert TABLE.zone_notes(tempered.observation(0))["field:cups"] == \
        "Temperance ({1})"


def test_a_drop_meaning_several_moves_asks_which(make_app):
    def open_fields(state):
        return my_move(state) and sum(c is None for c in state.commits[0]) >= 2 and \
            all(state.may_commit(0, f) for f in range(4))

    app, table, state = table_at(make_app, open_fields, give=[(3, 0), (4, 0)])
    wait_until(app, lambda: table.can_act)
    couple = [Card(Suit.MAJOR, 3), Card(Suit.MAJOR, 4)]
    field = FIELDS[[c is None for c in state.commits[0]].index(True)]
    select(app, table, couple)
    before = len(state.history)
    drag(app, sprite_point(table, couple[0]), table.layout.column(field).center)
    assert len(state.history) == before
    assert table.choices is not None and table.choices.title == "Which move?"
    assert all(a.kind == "commit" and field in a.target for a in table.choices.actions)
    assert len(table.choices.actions) >= 2                  # on one field, or split over two
    chosen = table.choices.actions[-1]
    click(app, table.choices.buttons[-1])
    played = state.history[before]
    assert played.kind == "commit" and played.target == chosen.target
    assert sorted(played.cards) == sorted(couple)


def test_the_card_named_justice_shows_viii_at_the_arcanoid_table(make_app, monkeypatch):
    """At the Arcanoid table M8 (Justice, as the text numbers it) is drawn with the
    face "VIII Justice" and M11 with "XI Strength"; another game draws the common faces."""
    app, table, state = table_at(make_app, my_move, give=((8, 0), (11, 0), (12, 0)))
    faces: list = []
    real_face = app.images.face
    monkeypatch.setattr(app.images, "face", lambda card, size: faces.append(card) or
                        real_face(card, size))
    step(app, 3)
    assert {"M8-marseille", "M11-marseille"} <= set(faces)
    assert not {Card(Suit.MAJOR, 8), Card(Suit.MAJOR, 11)} & set(faces)
    wait_until(app, lambda: table.choices is not None)
    opener = next(b for b in table.choices.buttons if "Strength" in b.text)
    assert opener.text == "XI Strength…", "the choices name it as the text numbers it"
    click(app, opener)
    assert table.choices.title == "XI Strength: choose"
    tarok = TableScene(app, Session.new("tarok", [Seat("Ann"), Seat("Bob")], seed=5))
    assert tarok.images.face(Card(Suit.MAJOR, 8), (50, 70)) is real_face("M8", (50, 70))


def test_judgment_is_spelt_as_the_text_spells_it_at_the_arcanoid_table(make_app, monkeypatch):
    """The button opening Judgment's targets, its choices' title, the log's name of the card
    and its face say "Judgment" as the seed writes it ("Judgment (20)"), not "XX Judgement",
    beside the game's own "Play Judgment: …"."""
    app, table, state = table_at(make_app, my_move, give=((20, 0),))
    faces: list = []
    real_face = app.images.face
    monkeypatch.setattr(app.images, "face", lambda card, size: faces.append(card) or
                        real_face(card, size))
    step(app, 3)
    assert "M20-marseille" in faces and Card(Suit.MAJOR, 20) not in faces
    wait_until(app, lambda: table.choices is not None)
    opener = next(b for b in table.choices.buttons if "Judg" in b.text)
    assert opener.text == "XX Judgment…"
    click(app, opener)
    assert table.choices.title == "XX Judgment: choose"
    assert table.logged_name(Card(Suit.MAJOR, 20)) == "Judgment (XX)"


def test_no_choice_label_and_no_table_button_is_cut_in_a_small_window(make_app):
    """The Hanged Man's targets at 800×560: the column of choices widens to its longest
    label (it was cut: "The Hanged Man: H0 disc"); Undo and Hint, in the table buttons' smaller
    font, keep their key words whole."""
    from tarot_table.app.labels import needed_width

    def small(animation="instant", size=(800, 560)):
        return make_app(animation, size)

    app, table, state = table_at(small, my_move, give=[(12, 0)])
    assert all("discards all" in b.text for b in major_choices(app, table, 12))
    buttons = table.choices.buttons
    for button in buttons + [table.undo_control.button, table.hint.button]:
        assert needed_width(button, button.text) <= button.relative_rect.width, button.text
        assert pygame.Rect(0, 0, 800, 560).contains(button.relative_rect), button.text
    assert table.undo_control.button.text == "Undo (Ctrl+Z)"


@pytest.mark.parametrize("size", [(800, 560), (800, 600)])
def test_no_heading_of_the_column_of_choices_is_cut_in_a_small_window(make_app, size):
    """At 800×600 the heading "Play the High Priestess" over its three targets keeps its last
    letters: the column's headings widen with its buttons, and where one still does not fit
    they are all drawn in a smaller font."""
    from tarot_table.app.labels import needed_width

    app, table, state = table_at(lambda animation: make_app(animation, size), my_move,
                                 give=[(2, 0)])
    wait_until(app, lambda: table.can_act and table.choices is not None)
    headings = table.choices.headings
    assert "Play the High Priestess" in [h.text for h in headings]
    for heading in headings:
        assert needed_width(heading, heading.text) <= heading.relative_rect.width, heading.text
        assert pygame.Rect((0, 0), size).contains(heading.relative_rect), heading.text
    assert len({heading.font.get_point_size() for heading in headings}) == 1   # alike


def test_the_hanged_mans_targets_stand_clear_of_the_name_plates(make_app):
    """At 1280×800 the column of the Hanged Man's targets keeps left of the seats' cells (not
    over Ada's and Basil's name plates), every label whole."""
    from tarot_table.app.labels import needed_width

    app, table, state = table_at(make_app, my_move, give=[(12, 0)])
    buttons = major_choices(app, table, 12)
    assert len(buttons) == 4
    for button in buttons:
        assert needed_width(button, button.text) <= button.relative_rect.width, button.text
        for seat in range(4):
            assert not button.relative_rect.colliderect(table.layout.name_plate(seat))


def no_play(state) -> bool:
    """The viewer's move with no major to play (one given makes the only choices its own)."""
    return my_move(state) and not any(a.kind == "play" for a in state.legal_actions())


@pytest.mark.parametrize("size", [(800, 560), (800, 600), (1280, 800)])
def test_the_daemon_discards_all_is_whole_in_the_column_of_choices(make_app, size):
    """At 800×600 the Hanged Man's "The daemon discards all" is a little wider than its
    button in the column, which cannot widen (the name plates stand right of it).
    A column with a label too wide for it is drawn as the theme's narrow buttons (no shadow
    round the frame: the font is the theme's least already), every button alike, clear of
    the name plates; where every label fits (1280×800) as its own."""
    from tarot_table.app.labels import NARROW_BUTTON, needed_width

    def daemon_on_table(state) -> bool:
        return no_play(state) and state.daemon_master is not None and not state.out[state.daemon]

    app, table, state = table_at(lambda animation: make_app(animation, size), daemon_on_table,
                                 seeds=range(1, 100), give=[(12, 0)])
    buttons = major_choices(app, table, 12)
    assert table.choices.bar and "The daemon discards all" in [b.text for b in buttons]
    for button in buttons:
        assert needed_width(button, button.text) <= button.relative_rect.width, button.text
        assert pygame.Rect((0, 0), size).contains(button.relative_rect)
        for seat in range(4):
            assert not button.relative_rect.colliderect(table.layout.name_plate(seat))
    narrow = [NARROW_BUTTON in button.object_ids for button in buttons]
    assert narrow == [size != (1280, 800)] * len(buttons)
    assert {button.font.get_point_size() for button in buttons} == {14}


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_daemon_discards_all_is_whole_among_the_hanged_mans_opened_choices(make_app, size):
    """Among more choices than the column shows, the Hanged Man's targets stand behind one
    button; opened, they were a row of equal buttons that cut "The daemon discards all" ("The
    daemon dis", at 1280×800 too). The row goes on more rows of wider buttons until every
    label is whole, the Back button centred under them, all inside the window."""
    from tarot_table.app.labels import needed_width

    def daemon_and_plays(state) -> bool:
        return my_move(state) and state.daemon_master is not None and \
            not state.out[state.daemon] and any(a.kind == "play" for a in state.legal_actions())

    app, table, state = table_at(lambda animation: make_app(animation, size), daemon_and_plays,
                                 seeds=range(1, 100), give=[(12, 0)])
    buttons = major_choices(app, table, 12)
    assert not table.choices.bar and "The daemon discards all" in [b.text for b in buttons]
    rects = [b.relative_rect for b in buttons]
    for button, rect in zip(buttons, rects):
        assert needed_width(button, button.text) <= rect.width, button.text
        assert pygame.Rect((0, 0), size).contains(rect)
        assert rect.collidelist([r for r in rects if r is not rect]) == -1
    back = table.back_button.relative_rect
    assert pygame.Rect((0, 0), size).contains(back) and back.top > max(r.bottom for r in rects)
    assert abs(back.centerx - rects[0].unionall(rects[1:]).centerx) <= 1     # under them all


def test_the_hierophants_six_calls_stand_under_its_name_clear_of_the_name_plates(make_app):
    """At 800×600 the column of the Hierophant's six calls shows the card's name once, as a
    heading, and each call under it ("The Hierophant: everyone shows swords" in every label
    would widen the column over Ada's and Basil's name plates), every label whole and no
    button over a name plate."""
    from tarot_table.app.labels import needed_width

    def small(animation="instant", size=(800, 600)):
        return make_app(animation, size)

    app, table, state = table_at(small, no_play, give=[(5, 0)], seeds=range(1, 200))
    buttons = major_choices(app, table, 5)
    assert [b.text for b in buttons] == [f"Call {word}" for word in
                                         ("swords", "staves", "cups", "coins", "trumps",
                                          "the Fool")]
    assert [h.text for h in table.choices.headings] == ["Play the Hierophant"]
    heading = table.choices.headings[0].relative_rect
    assert heading.bottom <= buttons[0].relative_rect.top
    for element in buttons + table.choices.headings:
        rect = element.relative_rect
        assert pygame.Rect(0, 0, 800, 600).contains(rect)
        for seat in range(4):
            assert not rect.colliderect(table.layout.name_plate(seat)), element.text
    for button in buttons:
        assert needed_width(button, button.text) <= button.relative_rect.width, button.text
    before = len(state.history)
    click(app, buttons[2])
    assert str(state.history[before]) == "play M5 @cups"


def test_a_label_too_long_for_the_column_gets_its_heading_and_stays_clear_of_the_plates(
        make_app):
    """At 800×600 the Moon's and the Sun's labels do not fit the column under the score panel
    whole: each card's name becomes a heading over its button ("Play the Moon" over "Up to
    two calls"), where a longer label had widened every button over the name plates (seen at
    1280×800); the labels that fit stay whole."""
    from tarot_table.app.labels import needed_width

    def small(animation="instant", size=(800, 600)):
        return make_app(animation, size)

    app, table, state = table_at(small, my_move, give=[(8, 0), (18, 0), (19, 0)])
    moon = major_choices(app, table, 18)
    panel = table.choices
    texts = {a.cards[0].rank: b.text for b, a in zip(panel.buttons, panel.actions)
             if a.kind == "play" and a.cards[0].is_major}
    assert (texts[8], texts[18], texts[19]) == ("Six shared cards", "Up to two calls",
                                                "Up to three calls")
    headings = {h.text: h for h in panel.headings}
    assert {"Play Justice", "Play the Moon", "Play the Sun"} <= set(headings)
    assert headings["Play the Moon"].relative_rect.bottom <= moon[0].relative_rect.top
    column = table.layout.choice_column(1)
    for element in panel.buttons + panel.headings:
        rect = element.relative_rect
        assert column.left <= rect.left and rect.right <= column.right, element.text
        for seat in range(4):
            assert not rect.colliderect(table.layout.name_plate(seat)), element.text
    for button in panel.buttons:
        assert needed_width(button, button.text) <= button.relative_rect.width, button.text
    before = len(state.history)
    click(app, moon[0])
    assert str(state.history[before]).startswith("play M18")


def majors_column(make_app, size, majors, names):
    """The column of choices at the viewer's move holding ``majors``, the seats named
    ``names``, after checking that each of its labels and headings is whole, inside the
    window and clear of the name plates."""
    from tarot_table.app.labels import needed_width

    app, table, state = table_at(lambda animation: make_app(animation, size), no_play,
                                 seeds=range(1, 200), give=[(m, 0) for m in majors],
                                 names=names)
    wait_until(app, lambda: table.can_act and table.choices is not None)
    panel = table.choices
    for element in panel.buttons + panel.headings:
        rect = element.relative_rect
        assert needed_width(element, element.text) <= rect.width, element.text
        assert pygame.Rect((0, 0), size).contains(rect), element.text
        for seat in range(4):
            assert not rect.colliderect(table.layout.name_plate(seat)), element.text
    return panel


@pytest.mark.parametrize("size", [(800, 560), (800, 600), (1280, 800)])
@pytest.mark.parametrize("majors", [(14, 13), (2,), (5,), (11,), (12,), (16,), (20,), (10,)])
def test_every_label_of_a_majors_targets_is_whole_in_the_column(make_app, size, majors):
    """At 800×600 the column of Temperance's battlefields, under Death's heading, reads whole,
    not "Play Temperance on swo", "…on stav", "…on coin" (its labels have no "Name: " to
    become a heading). Every major with several targets (a seat, a battlefield, a call, the
    Tower's and Judgment's seat on a battlefield; the bots' names as long as "Dmitri") shows
    each label of the column whole, inside the window and clear of the name plates. A heading
    the narrower font does not fit either drops its verb ("The Wheel of Fortune")."""
    panel = majors_column(make_app, size, majors, ("You", "Dmitri", "Felix", "Greta"))
    assert panel.bar and {a.cards[0].rank for a in panel.actions} == set(majors)
    if majors == (10,):     # not "Play the Wheel of Fortu" at 800×600
        assert [h.text for h in panel.headings] == [
            "The Wheel of Fortune" if size[0] == 800 else "Play the Wheel of Fortune"]
    if 14 in majors:
        assert "Play Temperance" in [h.text for h in panel.headings]
        assert [b.text for b, a in zip(panel.buttons, panel.actions) if a.cards[0].rank == 14] \
            == [f"On {a.target}" for a in panel.actions if a.cards[0].rank == 14]


LONG_NAMES = ("You", "Wilhelmina Wolff", "Maximilian Wawer", "WWWWWWWWWWWWWWWW")


@pytest.mark.parametrize("size", [(800, 560), (800, 600), (1280, 800)])
@pytest.mark.parametrize("majors", [(16,), (20,), (12,), (2,)])
def test_a_label_naming_a_long_name_is_shortened_to_fit_and_whole_in_its_tooltip(make_app, size,
                                                                                 majors):
    """Names typed as long as the form allows (16 characters) would overflow the column of
    choices ("Maximilian Wawer on staves", 195 pixels in a 170-pixel button at 800×600). Such
    a label names the seat shorter ("Maximilian… on staves"), or is
    cut with an ellipsis, inside the window and clear of the name plates; its tooltip gives the
    whole label first (then what the choice means)."""
    panel = majors_column(make_app, size, majors, LONG_NAMES)
    shortened = [b for b in panel.buttons if "…" in b.text and not b.text.endswith("…")]
    if size[0] == 800 and majors == (16,):
        assert shortened
    for button in shortened:
        whole = html.unescape(button.tool_tip_text.split("<br>")[0])
        assert any(name in whole for name in LONG_NAMES[1:]), whole
        assert button.text.split("…")[-1] == whole.split(next(
            name for name in LONG_NAMES[1:] if name in whole))[-1]     # " on staves" kept


def test_a_round_ends_with_a_sheet_of_its_battles_that_waits_for_the_player(make_app):
    """After the round's last battle: a sheet with a line per battlefield (who won it and
    why), the battles each seat won and the totals; Enter goes on to the next round."""
    import random

    from tarot_table.app.table.modes import HandEnd
    app, table, state = table_at(make_app, my_move)
    rng = random.Random(5)
    for _ in range(300):
        wait_until(app, lambda: table.can_act or isinstance(table.mode, HandEnd))
        if isinstance(table.mode, HandEnd):
            break
        assert table.choose(rng.choice(table.view_now().legal))
    sheet = table.mode
    assert isinstance(sheet, HandEnd) and sheet.hand == 1
    lines = sheet.subtitle.split("\n")
    assert [line.split(":")[0] for line in lines] == ["Swords", "Staves", "Cups", "Coins"]
    assert all(" — " in line for line in lines)
    assert sum(sheet.hand_points) == 4 and sheet.scores == sheet.hand_points
    step(app, 30)
    assert table.mode is sheet                        # it waits for the player
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app, 2)
    assert table.mode is not sheet


def test_the_rounds_sheet_explains_the_star_of_a_transmuted_card(make_app):
    """A battle's reason marks the card the Magician transmuted with "*" ("19 (10+9*)"): the
    round's sheet says what the "*" means on a line of its own under the battlefields, only
    when one shows, and at 800x600 that line is whole inside the sheet."""
    from tarot_table.app.draw import panels
    from tarot_table.app.games.arcanoid.fields import TRANSMUTED_NOTE
    from tarot_table.app.table.modes import HandEnd
    from tarot_table.rules.base import Event

    app, table, _ = table_at(lambda animation: make_app(animation, (800, 600)), my_move)
    reasons = ["19 (10+9*) beats 17 (7+6+4)", "a knight (17½) beats 9 (5+4)",
               "the royal couple beats a knave (14½)", "12 (7+5) beats 11 (6+5)"]
    plain = reasons[1:] + ["20 (10+10) beats 3"]
    for marked in (False, True):
        sheet = None
        for field, reason in zip(FIELDS, reasons if marked else plain):
            event = Event("score", player=1, data={"field": field, "winner": 1,
                                                    "reason": reason})
            table.part.notify(event)
            sheet = table.part.round_sheet(event)
        lines = sheet["subtitle"].split("\n")
        assert [line.split(":")[0] for line in lines[:4]] == ["Swords", "Staves", "Cups",
                                                              "Coins"]
        assert lines[4:] == ([TRANSMUTED_NOTE] if marked else [])
        table.part.notify(Event("shuffle"))                 # the next round is dealt
    table.set_mode(HandEnd.from_event(table, sheet, sheet["hand"], sheet["subtitle"]))
    step(app)
    line = table.layout.line
    rect = panels.overlay_rect(app.size, len(table.session.seats), line, 5)
    assert pygame.Rect(0, 0, 800, 600).contains(rect)
    note = panels.text(TRANSMUTED_NOTE, round(line * 0.75), italic=True)
    assert note.get_width() <= rect.width - 2 * line                # not cut by an ellipsis


def test_a_call_for_a_card_puts_no_taruno_badge_on_the_callers_plate():
    """The Sun's and the Moon's calls (data ``call``: the card named) are not Taruno's call
    of a last card (data ``call``: ``True``), which alone shows the "Taruno!" badge."""
    from tarot_table.app.table.shown import Shown
    from tarot_table.rules.base import Event
    shown = Shown()
    shown.apply(Event("message", player=1, data={"call": "KW"}), 4)
    shown.apply(Event("message", player=2, data={"call": "9S", "found": False}), 4)
    assert shown.called == set()
    shown.apply(Event("message", player=3, data={"call": True}), 4)
    assert shown.called == {3}


def test_the_others_play_on_faster_once_your_battlefields_are_settled(make_app):
    """While every human seat sits out the round (a player would otherwise wait minutes for
    the round's end), the AI's moves are shown HURRY times faster and
    without the AI's pause, and the log says so once; the next round is played at the
    player's speed again."""
    from tarot_table.app.table.scene import HURRY

    def out_and_waiting(state) -> bool:
        return state.out[0] and state.current_player() not in (None, 0)

    from tarot_table.app.table.modes import HandEnd

    app, table, state = table_at(make_app, out_and_waiting, animation="normal")
    assert table.animation_speed() == app.settings.speed
    wait_until(app, lambda: table.hurry)
    assert table.animation_speed() == app.settings.speed * HURRY
    assert sum("the others play on, faster" in line for line in table.log) == 1
    wait_until(app, lambda: isinstance(table.mode, HandEnd))      # the round's sheet
    step(app)
    controls = [b for b in (table.undo_control.button, table.hint.button) if b is not None]
    assert controls and not any(b.visible for b in controls)    # not bright above the sheet
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    wait_until(app, lambda: table.can_act or state.is_terminal())
    assert not table.hurry and table.animation_speed() == app.settings.speed
    controls = [b for b in (table.undo_control.button, table.hint.button) if b is not None]
    assert controls and all(b.visible for b in controls)
