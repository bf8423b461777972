"""Tarot Combat at the table, driven headlessly through the real App with posted mouse and
keyboard events: a whole duel played by a human seat against the AI (soldiers and farms
dragged, attacks, blocks, a trump with a target) to the results screen; the hot-seat curtain
when priority passes to the other human out of turn (and none when the table passes for them);
the table passing priority for a human (nothing to play, the stops, the requests to pass) and
saying so in the log; the layouts for 2–6 players; the table following the events (sideways
cards, damage, limbo targets, life); the keyboard; a resumed save.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from tarot_table.app.draw.layout import TableLayout
from tarot_table.messages import plain
from tarot_table.app.games.combat import CombatTable
from tarot_table.app.games.combat.layout import CombatLayout
from tarot_table.app.games.combat.moves import board_moves
from tarot_table.app.games.plugin import table_plugin
from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.settings import DEFAULT_COMBAT_STOPS
from tarot_table.app.table.scene import TableScene
from tarot_table.rules import GAMES, RULES_ONLY
from tarot_table.session import AI, Seat, Session
from tests.test_combat import play as play_texts
from tests.test_combat import table as position
from tests.test_table import (click, drag, hold, post, record_plays, resume, step,
                              wait_until)

COMBAT = GAMES["combat"]


def key(app, code: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    step(app)


def click_at(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)
    step(app)
    post(pygame.MOUSEBUTTONUP, button=1, pos=pos)
    step(app, 2)


def stage_of(session: Session) -> str:
    stage = session.state.stage
    return type(stage).__name__ if stage is not None else ""


def point(table, thing) -> tuple[int, int]:
    """Where to press to take ``thing`` on the table."""
    if thing[0] == "hand":
        return table.hand_sprite_rect(thing[1]).center
    if thing[0] == "seat":
        return table.layout.name_plate(thing[1]).center
    sprite = table.part.sprite(thing)
    return round(sprite.centre()[0]), round(sprite.centre()[1])


class Player:
    """A human at the table who plays by mouse: farms first, then soldiers, then a trump with a
    target, attacking with everything and blocking what it can; ``done`` counts what it did."""

    def __init__(self, app, table, rng: random.Random) -> None:
        self.app, self.table, self.rng = app, table, rng
        self.done: Counter = Counter()

    def move(self) -> None:
        app, table = self.app, self.table
        view = table.view_now()
        moves = board_moves(view)
        stage = type(view.stage).__name__
        seat = view.player
        if stage == "Priority":
            by_kind = {}
            for thing, actions in moves.items():
                for action in actions:
                    by_kind.setdefault(action.kind, []).append((thing, action))
            aimed = [(t, a) for t, a in by_kind.get("trump", [])
                     if a.cards[0].rank in (4, 6, 8, 13, 14, 16)]
            if "farm" in by_kind and len(view.farms[seat]) < 5:
                thing, _ = self.rng.choice(by_kind["farm"])
                drag(app, point(table, thing), table.layout.farm_row(seat).center)
                self.done["farm"] += 1
            elif "soldier" in by_kind:
                thing, _ = self.rng.choice(by_kind["soldier"])
                drag(app, point(table, thing), table.layout.soldier_row(seat).center)
                self.done["soldier"] += 1
            elif aimed:
                thing, action = aimed[0]
                drag(app, point(table, thing), table.layout.limbo_area.center)
                self.done["trump"] += 1
                self.done[f"trump {action.cards[0].rank}"] += 1
            else:
                key(app, pygame.K_SPACE)
        elif stage == "ChooseTarget":
            things = table.input.choosable()
            assert things, "a target to choose"
            soldiers = [t for t in things if t[0] == "soldier"]
            click_at(app, point(table, (soldiers or things)[0]))
            self.done["target"] += 1
        elif stage == "DeclareAttackers":
            mine = [t for t in moves if t[0] == "soldier"]
            if mine and self.rng.random() < 0.7:
                opponent = 1 - seat
                drag(app, point(table, mine[0]), table.layout.cell(opponent).center)
                self.done["attack"] += 1
            else:
                key(app, pygame.K_SPACE)
        elif stage == "DeclareBlockers":
            blockers = [t for t in moves if t[0] == "soldier"]
            if blockers and self.done["block"] < 6:
                action = moves[blockers[0]][0]
                attacker = ("soldier", int(str(action.target).split(">#")[1]))
                drag(app, point(table, blockers[0]), point(table, attacker))
                self.done["block"] += 1
            else:
                key(app, pygame.K_SPACE)
        elif stage in ("PayWithFarms", "AssignDamage"):
            key(app, pygame.K_SPACE)
            self.done[stage] += 1
        elif table.input.choosable():
            click_at(app, point(table, table.input.choosable()[0]))
        else:
            panel = table.choices
            assert panel is not None and panel.buttons, f"a choice panel for {stage}"
            click_at(app, panel.buttons[0].rect.center)


def test_tarot_combat_is_offered_at_the_table_with_its_plugin():
    assert "combat" in GAMES and "combat" not in RULES_ONLY
    assert isinstance(table_plugin(COMBAT), CombatTable)


def test_judgment_is_spelt_as_tarot_combat_s_text_spells_it_and_judgement_at_taruno(make_app):
    """The seed's list of trumps says "20. Judgment": Tarot Combat's table writes it so in the
    log, the card's name and the deck editor's rows (the rules' sentences keep "XX Judgement",
    which the fingerprints hold). Taruno's text says "XX JUDGEMENT": its table keeps that."""
    from tarot_table.app.menus.deck_parts import card_rows
    from tarot_table.cards import Card, Suit
    from tarot_table.rules.base import Event

    judgment = Card(Suit.MAJOR, 20)
    state = position(["M20 2C", ""], [["5S", "6S"], ["KC"]], ["7S 8S", ""])
    events = play_texts(state, "trump M20")           # nobody could answer: it resolves
    seats = [Seat("Ann"), Seat("Bob")]
    app = make_app()
    combat = TableScene(app, Session.new("combat", seats, seed=5, autosave=False))
    assert [combat.event_text(e) for e in events
            if e.message and "(XX)" in plain(e.message)] == \
        ["Ann plays Judgment (XX) for its ability.", "Ann's Judgment (XX) resolves."]
    assert COMBAT.card_name(judgment) == combat.card_name(judgment) == "XX Judgment"
    assert combat.logged_name(judgment) == "Judgment (XX)"
    assert card_rows([judgment], "deck") == [("XX Judgment  ·  2", "#deck_M20")]
    taruno = TableScene(app, Session.new("taruno", seats, seed=5, autosave=False))
    assert taruno.event_text(Event("move", text="{0} plays XX Judgement.")) == \
        "Ann plays Judgement (XX)."
    assert taruno.card_name(judgment) == "XX Judgement"


def test_a_whole_duel_played_by_mouse_against_the_ai(make_app):
    app = make_app("instant")
    session = Session.new("combat", [Seat("You"), Seat("Ada", AI, "heuristic")], seed=4,
                          autosave=False)
    plays = record_plays(session)
    table = TableScene(app, session)
    app.stack.replace(table)
    player = Player(app, table, random.Random(7))
    moves = 0
    while not isinstance(app.stack.top, ResultsScene):
        wait_until(app, lambda: table.can_act or isinstance(app.stack.top, ResultsScene))
        if table.can_act:
            before = session.moves()
            player.move()
            moves += 1
            assert session.moves() > before or table.toast, "a move, or the rules' reason"
            assert moves < 2000
    assert session.is_over()
    mine = [a for seat, a in plays if seat == 0]
    kinds = Counter(a.kind for a in mine)
    done = player.done
    assert kinds["farm"] == done["farm"] >= 3
    assert kinds["soldier"] == done["soldier"] >= 3
    assert kinds["attack"] == done["attack"] >= 1 and kinds["block"] == done["block"] >= 1
    assert done["trump"] >= 1 and done["target"] >= 1
    assert any(a.kind == "target" and str(a.target).startswith("#") for a in mine)
    assert any(a.kind == "trump" for a in mine)


def test_every_copy_of_a_card_lies_on_the_table_as_the_view_says(make_app):
    """Four players draw from shared piles of several decks, so a card often lies twice; each
    copy has a sprite of its own (one stood for both and a hand showed 6 of its 8 cards)."""
    app = make_app("instant")
    session = Session.new("combat", [Seat("You")] + [Seat(f"P{s}", AI, "heuristic")
                                                     for s in (1, 2, 3)], seed=11, autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    player = Player(app, table, random.Random(7))
    twice = 0
    for _ in range(30):
        wait_until(app, lambda: table.can_act)
        zones = session.view(0).zones
        shown = [s for row in table.board.zones.values() for s in row]
        assert len({id(s) for s in shown}) == len(shown)
        for zone, cards in zones.items():
            assert Counter(s.card for s in table.board.zones.get(zone, [])) == Counter(cards)
        twice += max(Counter(c for cards in zones.values() for c in cards if c).values()) > 1
        player.move()
    assert twice >= 20


# -- the table passes priority for a human -------------------------------------------------------
def auto(state, seat: int, stops=DEFAULT_COMBAT_STOPS, yields=None, hold=None) -> str | None:
    """The table's words when it passes for ``seat`` in ``state`` (``None``: it does not)."""
    from tarot_table.app.games.combat.priority import auto_pass
    return auto_pass(state.observation(seat), stops, yields or {}, hold)


def test_the_table_passes_for_a_human_with_nothing_to_play():
    # seat 1 has two farms (so the rules ask it) but holds no trump, Ace or Joker
    state = position(["7C", "5S 6S"], farms=["", "2C 3C"], step="draw",
                     stage={"stage": "Priority", "actor": 1})
    assert [str(a) for a in state.legal_actions()] == ["pass"]
    assert auto(state, 1, stops={"theirs:draw"}) == "{1} passes (nothing to play)."


def test_the_stops_say_where_the_table_stops_for_a_human_who_could_play():
    # seat 1 holds the Empress (a trump with no target) and two farms, in seat 0's turn
    def at(step, moment=""):
        return position(["7C", "M3"], farms=["", "2C 3C"], step=step, moment=moment,
                        stage={"stage": "Priority", "actor": 1})
    assert auto(at("draw"), 1) == "{1} passes (no stop at the draw step)."
    assert auto(at("draw"), 1, stops={"theirs:draw"}) is None
    assert auto(at("main"), 1) == "{1} passes (no stop at the main step)."
    assert auto(at("main"), 1, stops={"mine:main"}) is not None    # not its own turn
    # its own main step: stopped by default
    mine = position(["M3 7C", ""], farms=["2C 3C", ""])
    assert auto(mine, 0) is None
    assert auto(mine, 0, stops=()) == "{0} passes (no stop at the main step)."


def test_a_stop_after_blockers_holds_for_a_player_in_the_combat_only():
    soldiers = [[{"card": "9C", "sideways": True, "attacking": 1, "blocked": True}],
                [{"card": "KS", "blocking": 1}], []]
    state = position(["", "M3", "M3"], soldiers, farms=["", "2C 3C", "4C 5C"], step="attack",
                     moment="blockers", stage={"stage": "Priority", "actor": 1},
                     todo=[{"step": "EndAttack"}])
    assert auto(state, 1) is None                          # attacked: it stops
    other = position(["", "M3", "M3"], soldiers, farms=["", "2C 3C", "4C 5C"], step="attack",
                     moment="blockers", stage={"stage": "Priority", "actor": 2},
                     todo=[{"step": "EndAttack"}])
    assert auto(other, 2) == "{2} passes (no stop after the blockers)."


def test_a_human_passes_to_let_its_own_card_resolve_unless_it_holds_priority():
    state = position(["M3 7C", ""], farms=["2C 3C", ""],
                     limbo=[{"card": "8C", "player": 0, "kind": "soldier"}])
    entry = state.limbo[-1].id
    assert auto(state, 0) == "{0} passes (to let the 8 of Cups resolve)."
    assert auto(state, 0, hold=entry) is None


def test_an_opponents_card_stops_a_human_who_could_answer_it():
    soldier = [{"card": "8C", "player": 0, "kind": "soldier"}]
    fool = position(["7C", "M0 4S"], farms=["", "2C 3C"], limbo=soldier,
                    stage={"stage": "Priority", "actor": 1})
    assert auto(fool, 1) is None
    assert auto(fool, 1, stops=()) == "{1} passes (no stop to answer a soldier)."
    empress = position(["7C", "M3 4S"], farms=["", "2C 3C"], limbo=soldier,
                       stage={"stage": "Priority", "actor": 1})
    assert auto(empress, 1) == "{1} passes (nothing to counter the soldier with)."
    trump = [{"card": "M13", "player": 0, "kind": "trump", "ids": [1]}]
    death = position(["7C", "M3 4S"], [[], ["KS"]], farms=["", "2C 3C"], limbo=trump,
                     stage={"stage": "Priority", "actor": 1})
    assert auto(death, 1) is None
    assert auto(death, 1, stops=()) == "{1} passes (no stop to answer the XIII Death)."


def test_passing_until_the_end_of_the_turn_or_until_ones_turn():
    state = position(["7C", "M3"], farms=["", "2C 3C"], stage={"stage": "Priority", "actor": 1})
    everywhere = {f"theirs:{k}" for k in ("beginning", "draw", "main")}
    turn = state.turn
    assert auto(state, 1, everywhere) is None
    assert auto(state, 1, everywhere, {1: ("end", turn)}) == \
        "{1} passes (passing until the end of the turn)."
    assert auto(state, 1, everywhere, {1: ("end", turn - 1)}) is None     # an old request
    assert auto(state, 1, everywhere, {1: ("mine", turn - 1)}) == \
        "{1} passes (passing until {1}'s turn)."
    own = position(["", "M3 7C"], farms=["", "2C 3C"], active=1)
    assert auto(own, 1, {"mine:main"}, {1: ("mine", own.turn - 1)}) is None    # its turn came


# -- hot-seat ------------------------------------------------------------------------------------
def hot_seat(make_app, state) -> tuple[TableScene, Session]:
    app = make_app("instant")
    session = Session(COMBAT, state, [Seat("Ann"), Seat("Bob")], autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    return table, session


def show_hand(app, table) -> None:
    """The human behind the curtain asks to see their hand."""
    wait_until(app, lambda: table.curtain_for is not None)
    click(app, table.curtain_button)
    wait_until(app, lambda: table.can_act)


def test_hot_seat_priority_passes_to_the_other_human_out_of_turn(make_app):
    # Ann's farms and Empress: the rules ask her too, with her soldier in limbo
    state = position(["7C M3", "M0 4S"], farms=["4W 5W", "2C 3C"])
    table, session = hot_seat(make_app, state)
    app = table.app
    show_hand(app, table)
    assert table.viewer == 0
    drag(app, table.hand_sprite_rect(COMBAT.parse_action("soldier 7C").cards[0]).center,
         table.layout.soldier_row(0).center)
    # Ann's soldier waits in limbo; the table passes for her; Bob, who holds the Fool, has
    # priority in Ann's turn: the device goes to him behind the curtain
    wait_until(app, lambda: table.curtain_for is not None)
    assert table.curtain_for == 1 and session.current_player() == 1
    assert session.view(1).active == 0 and len(session.view(1).limbo) == 1
    assert "Ann passes (to let the 7 of Cups resolve)." in table.log
    assert not table.hands_visible
    assert table.mode.note == "Bob has priority in Ann's turn. Ann's 7 of Cups is in limbo."
    click(app, table.curtain_button)
    wait_until(app, lambda: table.can_act)
    assert table.viewer == 1
    key(app, pygame.K_SPACE)                   # Bob lets it resolve
    wait_until(app, lambda: table.curtain_for is not None or table.can_act)
    assert table.curtain_for == 0               # back to Ann, whose turn it is
    assert [s.card for s in session.state.soldiers[0]] == [
        COMBAT.parse_action("soldier 7C").cards[0]]


def test_no_curtain_for_a_human_the_table_passes_for(make_app):
    # Bob has two farms, so the rules give him priority, but nothing he could play
    state = position(["7C 8C", "5S 6S"], farms=["", "2C 3C"])
    table, session = hot_seat(make_app, state)
    app = table.app
    show_hand(app, table)
    curtains = []
    drag(app, table.hand_sprite_rect(COMBAT.parse_action("soldier 7C").cards[0]).center,
         table.layout.soldier_row(0).center)
    for _ in range(60):
        step(app)
        if table.curtain_for is not None:
            curtains.append(table.curtain_for)
    assert 1 not in curtains and table.viewer == 0
    assert "Bob passes (nothing to play)." in table.log
    assert len(session.state.soldiers[0]) == 1 and not session.state.limbo
    assert table.can_act and session.current_player() == 0


# -- the layout ----------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(800, 560), (800, 600), (1280, 800), (1920, 1080),
                                  (800, 2000), (4480, 560)])
@pytest.mark.parametrize("players", range(2, 7))
@pytest.mark.parametrize("own_decks", [False, True])
def test_every_part_of_the_table_has_its_own_place(size, players, own_decks):
    """Every zone apart, with own decks each other seat's draw and discard piles too, in a
    portrait and a very wide window as well."""
    from types import SimpleNamespace
    part = SimpleNamespace(shown=SimpleNamespace(own_decks=own_decks, looks=dict))
    for viewer in (0, players - 1):
        layout = CombatLayout(size, players, viewer, part)
        rects = layout.zone_rects()
        assert sum(name.startswith(("draw:", "discard:")) for name in rects) == \
            (2 * (players - 1) if own_decks else 0)
        if own_decks:
            assert layout.own_piles(viewer) == (layout.draw_pile, layout.discard_pile)
            for s in range(players):        # under the plate's right end, or beside the badge
                if s != viewer:
                    draw, discard = layout.own_piles(s)
                    assert discard.right <= layout.name_plate(s).right or \
                        layout.beside and draw.left > layout.life_badge(s).right
                    assert layout.cell(s).contains(draw.union(discard))
                    # the hidden hand level with the piles beside it
                    assert abs(layout.hand_slot(s, 0, 5).pos[1] - draw.centery) <= 1
        for s in range(players):    # a hidden hand large enough to see, in a short cell too
            if s != viewer:
                assert layout.hand_slot(s, 0, 5).scale >= 0.15, (s, layout.hand_store(s))
        window = pygame.Rect((0, 0), size)
        for name, rect in rects.items():
            assert window.contains(rect), (name, rect)
        names = sorted(rects)
        for k, a in enumerate(names):
            for b in names[k + 1:]:
                assert not rects[a].colliderect(rects[b]), (a, b)
        assert set(layout.cells) == set(range(players))
        buttons = [layout.tool_column(3), layout.history_rect(), layout.undo_rect(),
                   layout.hint_rect()]
        assert all(window.contains(b) for b in buttons)   # its buttons, History, Undo, Hint
        assert not any(a.colliderect(b) for k, a in enumerate(buttons) for b in buttons[k + 1:])
        assert layout.cells[viewer].bottom < layout.hand_rect(viewer).top
        # the opponents above the middle band, the viewer below it
        assert all(layout.cells[s].bottom <= layout.step_bar.top
                   for s in range(players) if s != viewer)
        assert layout.cells[viewer].top >= layout.middle.bottom
        assert layout.row_scale >= 0.3 if size[1] >= 800 else layout.row_scale >= 0.25
        if players == 2:        # the duel: the opponent's cell spans the board, as the viewer's
            assert layout.cells[1 - viewer].width == layout.cells[viewer].width


@pytest.mark.parametrize("size", [(800, 2000), (1000, 3000)])
def test_a_portrait_window_keeps_its_text_and_the_limbo_to_their_size(size):
    """A portrait window: the text is sized from the width (it was 0.028 of the height, 56
    pixels at 800×2000, and the name plates left no room for the piles under them), and the
    tall middle band holds the limbo as a strip across its middle with the piles."""
    layout = CombatLayout(size, 2, 0)
    assert layout.line == TableLayout(size, 2, 0).line <= 24
    assert layout.limbo_area.height <= 2 * layout.limbo_scale * layout.card[1] + 2 * layout.line
    assert abs(layout.limbo_area.centery - layout.middle.centery) <= 1
    assert layout.limbo_area.top < layout.draw_pile.centery < layout.limbo_area.bottom


def test_a_sideways_card_lies_turned_and_a_fighter_moves_to_the_middle():
    layout = CombatLayout((1280, 800), 2, 0)
    row = layout.soldier_row(0)
    up, turned = layout.row_slots(row, [(False, False), (True, True)], 0.7, -1)
    assert up.angle == 0 and turned.angle == -90
    assert turned.pos[1] < up.pos[1]            # the viewer's fighter moves up, to the middle
    assert turned.pos[0] - up.pos[0] >= layout.card[0] * 0.7 / 2 + layout.card[1] * 0.7 / 2
    squeezed = layout.row_slots(row, [(True, False)] * 12, 0.7, -1)
    right = squeezed[-1].pos[0] + layout.card[1] * 0.7 / 2
    assert right <= row.right and squeezed[0].pos[0] < squeezed[1].pos[0]


# -- the table follows the game ------------------------------------------------------------------
def test_the_table_follows_every_event_of_random_games():
    """The facts the table shows, followed event by event from the previous settled view,
    are those of the next view (soldiers turned, in combat, damaged; farms turned; the limbo
    and its targets; life), in random games of 2 to 4 players, teams of two among them."""
    from tarot_table.app.games.combat.shown import CombatShown
    from tarot_table.ai import make_agent

    def facts(shown):
        soldiers = [[(f.id, f.card, f.sideways, f.damage, f.attacking, f.blocking) for f in row]
                    for row in shown.soldiers]
        return soldiers, shown.farms, shown.limbo, shown.life

    checked = 0
    for seed, players, options in ((1, 2, {}), (2, 3, {}), (3, 4, {}), (4, 2, {}),
                                   (5, 4, {"teams": "alliance"}), (6, 4, {"teams": "as one"})):
        state = COMBAT.new_state(players, seed, options)
        agents = [make_agent("random", "combat", s) for s in range(players)]
        shown = CombatShown(players)
        shown.sync(state.observation(0))
        for _ in range(400):
            if state.is_terminal():
                break
            seat = state.current_player()
            events = state.play(agents[seat].act(state.observation(seat)))
            for event in events:
                shown.apply(event, 0.0)
            fresh = CombatShown(players)
            fresh.sync(state.observation(0))
            assert facts(shown) == facts(fresh)
            shown.sync(state.observation(0))
            checked += 1
    assert checked > 1200


def test_a_team_playing_as_one_shares_the_turn_at_the_table():
    from tarot_table.ai import make_agent
    from tarot_table.app.games.combat.priority import in_turn
    state = COMBAT.new_state(4, 8, {"teams": "as one"})
    agents = [make_agent("random", "combat", s) for s in range(4)]
    shared = 0
    for _ in range(300):
        if state.is_terminal():
            break
        for seat in range(4):
            assert in_turn(state.observation(seat), seat) == state.in_turn(seat)
        shared += sum(state.in_turn(s) for s in range(4)) == 2
        seat = state.current_player()
        state.play(agents[seat].act(state.observation(seat)))
    assert shared > 0


def test_a_trump_in_limbo_points_at_its_target_and_blockers_at_their_attackers(make_app):
    soldiers = [[{"card": "KC", "sideways": True, "attacking": 1, "blocked": True}],
                [{"card": "QS", "blocking": 1}, "5S"]]
    state = position(["M3 7C", "M4 4S"], soldiers, farms=["4C 5C", "~2C ~3C"], step="attack",
                     moment="blockers", limbo=[{"card": "M8", "player": 1, "kind": "trump",
                                                "ids": [2]}],
                     stage={"stage": "Priority", "actor": 0}, todo=[{"step": "Damage"}])
    app = make_app("instant")
    session = Session(COMBAT, state, [Seat("You"), Seat("Ada", AI, "heuristic")],
                      autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)     # you may answer the Strength on the Queen
    part = table.part
    assert part.shown.limbo[0].targets == ("#2",)
    queen = part.sprite(("soldier", 2))
    assert queen is not None and part._target_point("#2") == queen.centre()
    king = part.sprite(("soldier", 1))
    assert king.angle == -90 and king.target.pos[1] < table.layout.soldier_row(0).centery
    farms = table.board.zones["farms:1"]
    assert [s.target.angle for s in farms] == [-90, -90]
    assert [s.target.angle for s in table.board.zones["farms:0"]] == [0, 0]
    surface = pygame.Surface(app.size)
    table.draw(surface)                 # the marks, arrows and badges draw without a fault


# -- the keyboard --------------------------------------------------------------------------------
def human_vs_ai(make_app, state) -> tuple[TableScene, Session]:
    app = make_app("instant")
    session = Session(COMBAT, state, [Seat("You"), Seat("Ada", AI, "heuristic")],
                      autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    return table, session


def tab_to(app, table, thing, limit: int = 30) -> None:
    """Press Tab until ``thing`` has the focus."""
    for _ in range(limit):
        if table.input.focus == thing:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {thing}: {table.input.focusables()}")


def tab_to_option(app, table, text: str) -> None:
    """Press Tab until the choice panel's button for the action ``text`` has the focus."""
    actions = [str(a) for a in table.choices.actions]
    tab_to(app, table, ("option", actions.index(text)))


def test_a_trump_with_a_target_played_by_keyboard(make_app):
    # Death in hand, four farms to pay for it with (two left to answer with the Empress), two
    # soldiers of Ada's to choose from
    state = position(["M13 9C M3", ""], [[], ["KS", "5S"]], farms=["2C 3C 4C 5C", ""])
    table, session = human_vs_ai(make_app, state)
    app = table.app
    death = COMBAT.parse_action("trump M13").cards[0]
    tab_to(app, table, ("hand", death))
    assert table.input.selected == death
    key(app, pygame.K_RETURN)                  # a trump or a farm: which?
    assert {str(a) for a in table.choices.actions} >= {"trump M13", "farm M13"}
    tab_to_option(app, table, "trump M13")
    key(app, pygame.K_RETURN)
    wait_until(app, lambda: table.can_act)
    assert stage_of(session) == "ChooseTarget"
    assert set(table.input.choosable()) == {("soldier", 1), ("soldier", 2)}
    tab_to(app, table, ("soldier", 1))         # the King
    key(app, pygame.K_RETURN)
    wait_until(app, lambda: table.can_act)
    assert stage_of(session) == "PayWithFarms"
    assert table.input.picks == [3, 4]                    # the farms that pay, picked
    tab_to(app, table, ("farm", 5))
    key(app, pygame.K_RETURN)                             # the third instead of the first
    assert table.input.picks == [4, 5]
    key(app, pygame.K_SPACE)
    wait_until(app, lambda: table.can_act and not session.state.limbo)
    assert [s.card for s in session.state.soldiers[1]] == [COMBAT.parse_action(
        "soldier 5S").cards[0]]
    assert [f.sideways for f in session.state.farms[0]] == [False, True, True, False]
    assert "You pass (to let Death (XIII) resolve)." in table.log


@pytest.mark.parametrize("size", [(720, 540), (1280, 800)])
def test_the_tool_buttons_show_their_keys_whole_at_any_size(make_app, size):
    """At 720×540 the attack step's button keeps its key (not "Attack with the chosen ("):
    when a tool's label is too long for the column, every tool shows its short form
    (alike)."""
    from tests.test_combat import pass_around
    from tarot_table.app.games.combat.control import TOOL_SHORT, TOOL_WORDS
    from tarot_table.app.labels import needed_width
    state = position(["", ""], [["9C", "8C", "2C"], ["KS"]], step="draw")
    pass_around(state)
    table, _ = human_vs_ai(lambda animation: make_app(animation, size=size), state)
    buttons = [b for b, _ in table.input.buttons]
    assert buttons and [k for _, k in table.input.buttons][0] == "attack"
    for button, key in table.input.buttons:
        assert button.text in (TOOL_WORDS[key], TOOL_SHORT[key]) and button.text.endswith(")")
        assert needed_width(button, button.text) <= button.relative_rect.width
    assert (buttons[0].text == TOOL_WORDS["attack"]) is (size[0] >= 1280)
    assert len({b.text == TOOL_WORDS[k] for b, k in table.input.buttons}) == 1     # alike


def test_attack_and_block_by_keyboard(make_app):
    from tests.test_combat import pass_around
    state = position(["", ""], [["9C", "8C", "2C"], ["KS"]], step="draw")
    pass_around(state)
    assert stage_of_state(state) == "DeclareAttackers"
    table, session = human_vs_ai(make_app, state)
    app = table.app
    tab_to(app, table, ("soldier", 1))
    key(app, pygame.K_RETURN)
    tab_to(app, table, ("soldier", 3))
    key(app, pygame.K_RETURN)
    assert table.input.chosen == [1, 3]
    key(app, pygame.K_a)                       # the chosen attack Ada, and no other
    attacking = {s.id: s.attacking for s in session.state.soldiers[0]}
    assert attacking == {1: 1, 2: None, 3: 1}
    assert stage_of(session) != "DeclareAttackers"
    # the other way round: Ada attacks, you block by keyboard
    state = position(["", ""], [["KS"], ["9C", "8C"]], step="draw", active=1)
    pass_around(state)
    state.play(COMBAT.parse_action("attack @#2>0"))
    state.play(COMBAT.parse_action("done"))
    pass_around(state)
    assert stage_of_state(state) == "DeclareBlockers" and state.stage.actor == 0
    table, session = human_vs_ai(make_app, state)
    app = table.app
    tab_to(app, table, ("soldier", 1))
    key(app, pygame.K_RETURN)                  # the blocker …
    assert table.input.choosable() == [("soldier", 2)]
    tab_to(app, table, ("soldier", 2))
    key(app, pygame.K_RETURN)                  # … on the attacker
    assert "block @#1>#2" in [str(a) for a in session.state.history]


def stage_of_state(state) -> str:
    return type(state.stage).__name__


# -- passing until the end of the turn, until one's turn -------------------------------------
def test_f6_passes_to_the_end_of_the_turn_and_f7_until_your_turn(make_app):
    from tarot_table.app.settings import COMBAT_STOP_KEYS
    # neither has a soldier (no blockers asked); you hold the Empress and two farms; Ada plays
    state = position(["M3", "7W 8W 9W"], farms=["2C 3C", "4S 5S"], step="beginning",
                     active=1, draw="6C 7C 8C 9C 10C 2S 3S 4C 5C 6S 7S 8S 9S 10S")
    app = make_app("instant")
    app.settings.combat_stops = sorted(COMBAT_STOP_KEYS)          # stop everywhere
    session = Session(COMBAT, state, [Seat("You"), Seat("Ada", AI, "heuristic")],
                      autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    first = session.view(0)
    assert first.active == 1 and stage_of(session) == "Priority"
    turn = first.turn
    key(app, pygame.K_F6)
    assert table.plugin.yields[0] == ("end", turn)
    wait_until(app, lambda: table.can_act)
    now = session.view(0)
    assert now.active == 0 and now.turn == turn + 1          # stopped again in your turn only
    assert any(line.startswith("You pass (passing until the end of the turn).")
               for line in table.log)
    key(app, pygame.K_F7)
    assert table.plugin.yields[0] == ("mine", turn + 1)
    wait_until(app, lambda: table.can_act)
    later = session.view(0)
    assert later.active == 0 and later.turn == turn + 3 and later.step == "beginning"
    assert any(line.startswith("You pass (passing until your turn).") for line in table.log)
    assert 0 not in table.plugin.yields                       # the request has ended


def test_passing_until_your_turn_ends_when_you_are_attacked_and_may_block(make_app):
    """After Space then F7 in your own turn the table does not pass on through Ada's attack:
    the request ends where you must choose blockers: after them
    the table stops as your stops say (after blockers, by default), and the keys' help says
    so where it tells F7."""
    from tarot_table.app.menus.keys_help import KEYS
    from tests.fake_ai import use_fake_ai
    state = position(["M3 7W", "8W 9W"], [["2S"], ["KC", "QC"]], farms=["2C 3C", "4S 5S"],
                     draw="6C 7C 10C 9C 3S 4C 5C 6S 7S 8S 9S 10S")
    app = make_app("instant")
    use_fake_ai(app)
    session = Session(COMBAT, state, [Seat("You"), Seat("Ada", AI, "heuristic")],
                      autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    turn = session.view(0).turn
    key(app, pygame.K_SPACE)
    key(app, pygame.K_F7)
    assert table.plugin.yields[0] == ("mine", turn)
    wait_until(app, lambda: table.can_act)
    assert stage_of(session) == "DeclareBlockers" and session.view(0).turn == turn + 1
    assert 0 not in table.plugin.yields                 # Ada attacks you: no more passing
    key(app, pygame.K_SPACE)                            # no blockers
    wait_until(app, lambda: table.can_act)
    view = session.view(0)
    assert view.turn == turn + 1 and stage_of(session) == "Priority"
    assert view.moment == "blockers"
    [f7] = [words for keys, words in dict(KEYS)["At the table"] if "F7" in keys]
    assert "attacked" in f7 and "blockers" in f7


# -- a resumed game --------------------------------------------------------------------------------
def test_a_resumed_duel_lies_as_it_was_left(make_app):
    from tarot_table.ai import make_agent
    session = Session.new("combat", [Seat("You"), Seat("Ada", AI, "heuristic")], seed=9,
                          autosave=False)
    agents = [make_agent("heuristic", "combat", 90 + k) for k in range(2)]
    for _ in range(181):              # seed 9: blockers declared, Strength in limbo, you to answer
        seat = session.current_player()
        session.state.play(agents[seat].act(session.view(seat)))
    app = make_app("instant")
    table = TableScene(app, Session.from_save(session.to_doc(), autosave=False))
    app.stack.replace(table)
    resumed = resume(app, table)
    view, part = resumed.session.view(0), resumed.part
    assert view.limbo and view.limbo[-1].kind == "trump" and view.limbo[-1].ids
    assert part.shown.limbo[-1].targets == tuple(f"#{i}" for i in view.limbo[-1].ids)
    for seat, row in enumerate(view.soldiers):
        sprites = resumed.board.zones[f"soldiers:{seat}"]
        assert [s.card for s in sprites] == [s.card for s in row]
        assert [s.target.angle for s in sprites] == [-90 if s.sideways else 0 for s in row]
    assert any(s.blocking is not None for row in view.soldiers for s in row)
    assert [f.attacking for f in part.shown.soldiers[0]] == [s.attacking for s in
                                                             view.soldiers[0]]


# -- what lights up while dragging -------------------------------------------------------------
def let_go(app, pos) -> None:
    post(pygame.MOUSEBUTTONUP, button=1, pos=pos)
    step(app, 2)


def test_a_held_card_lights_where_it_may_go_and_a_refused_drop_says_why(make_app):
    # the 9 of Cups may be a soldier or a farm; Death goes to the limbo (or is a farm); the
    # King of Swords has no soldier of its suit in play
    state = position(["9C M13 KS", ""], [[], ["5S"]], farms=["2C 3C", ""])
    table, session = human_vs_ai(make_app, state)
    app, layout = table.app, table.layout
    card = {text: COMBAT.parse_action(f"soldier {text}").cards[0] for text in ("9C", "M13", "KS")}
    start = table.hand_sprite_rect(card["9C"]).center
    hold(app, start, layout.middle.center)
    assert table.input.lit_zones() == {"soldiers:0", "farms:0"}
    let_go(app, layout.middle.center)                     # nowhere: back to the hand
    wait_until(app, lambda: table.can_act)
    assert session.moves() == 0 and table.input.dragging is None
    hold(app, table.hand_sprite_rect(card["M13"]).center, layout.middle.center)
    assert table.input.lit_zones() == {"limbo", "farms:0"}
    let_go(app, layout.limbo_area.center)                 # Death, with its only target
    wait_until(app, lambda: table.can_act)
    assert str(session.state.history[0]) == "trump M13"
    before = session.moves()
    drag(app, table.hand_sprite_rect(card["KS"]).center, layout.soldier_row(0).center)
    assert session.moves() == before
    assert table.toast and "Swords" in table.toast        # the rules' reason
    assert card["KS"] in session.state.hands[0]


def test_with_a_card_in_limbo_a_held_soldier_lights_nothing_and_its_drop_says_why(make_app):
    # Shift keeps priority over the 9 of Cups in limbo: the Empress may answer it, the 8 of
    # Cups may not follow it as a soldier nor as a farm (rules/combat.md, "Limbo and priority")
    state = position(["9C 8C M3", ""], [[], []], farms=["2C 3C", ""])
    table, session = human_vs_ai(make_app, state)
    app, layout = table.app, table.layout
    card = {text: COMBAT.parse_action(f"soldier {text}").cards[0] for text in ("9C", "8C", "M3")}
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    drag(app, table.hand_sprite_rect(card["9C"]).center, layout.soldier_row(0).center)
    pygame.key.set_mods(0)
    wait_until(app, lambda: table.can_act)
    assert [e.card for e in session.state.limbo] == [card["9C"]]
    hold(app, table.hand_sprite_rect(card["8C"]).center, layout.middle.center)
    assert table.input.lit_zones() == set()
    let_go(app, layout.soldier_row(0).center)
    assert table.toast and "only while limbo is empty" in table.toast
    assert card["8C"] in session.state.hands[0] and len(session.state.limbo) == 1
    hold(app, table.hand_sprite_rect(card["M3"]).center, layout.middle.center)
    assert table.input.lit_zones() == {"limbo"}
    let_go(app, layout.middle.center)                     # nowhere: back to the hand


def test_a_dragged_blocker_lights_the_attackers_it_may_block(make_app):
    from tests.test_combat import pass_around
    state = position(["", ""], [["KS", "2S"], ["9C", "8C"]], step="draw", active=1)
    pass_around(state)
    state.play(COMBAT.parse_action("attack @#3>0"))
    state.play(COMBAT.parse_action("attack @#4>0"))
    pass_around(state)
    table, session = human_vs_ai(make_app, state)
    app, part = table.app, table.part
    assert set(table.input.choosable()) == {("soldier", 1), ("soldier", 2)}
    nine = point(table, ("soldier", 3))
    hold(app, point(table, ("soldier", 1)), (nine[0], nine[1] + 40))
    assert set(table.input.choosable()) == {("soldier", 3), ("soldier", 4)}
    let_go(app, nine)
    assert "block @#1>#3" in [str(a) for a in session.state.history]
    wait_until(app, lambda: table.can_act)
    assert part.shown.soldier(1).blocking == 3


@pytest.mark.parametrize("size", [(720, 540), (1280, 800)])
def test_the_limbos_help_takes_two_rows_rather_than_lose_its_end(make_app, monkeypatch, size):
    """At 720×540 the help line keeps its end, the key to pass (not "… Sp…"): too long for
    one row, it takes two, cut after a " · "; every word shown."""
    from tarot_table.app.draw import panels
    from tarot_table.app.games.combat.control import HELP
    app = make_app("instant", size=size)
    session = Session.new("combat", [Seat("You"), Seat("Ada", AI, "heuristic")], seed=3,
                          autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    shown = []
    real_fit = panels.fit
    monkeypatch.setattr(panels, "fit", lambda row, *a, **k: shown.append(row) or real_fit(
        row, *a, **k))
    table.part._draw_help(pygame.Surface(size), HELP["Priority"])
    assert " · ".join(reversed(shown)) == HELP["Priority"]      # drawn from the bottom up
    assert len(shown) == (2 if size[0] < 1280 else 1)


@pytest.mark.parametrize("mode,goal", [("as one", "As one · 30 life a team"),
                                       ("alliance", "Alliances · 20 life each"),
                                       ("none", "20 life each")])
def test_the_score_panel_and_the_plates_say_the_teams_and_the_life_they_start_with(
        make_app, mode, goal):
    app = make_app("instant")
    session = Session(COMBAT, COMBAT.new_state(4, 8, {"teams": mode}),
                      [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Bo", "Cy")],
                      autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    wait_until(app, lambda: table.can_act)
    info = table.part.score_info()
    assert info.goal == goal
    assert info.totals == [30 if mode == "as one" else 20] * 4
    if mode == "none":
        assert info.names == [s.name for s in session.seats]
        assert not any(k.startswith("seat:") for k in table.part.notes)
        return
    teams = session.state.observation(0).teams
    assert info.names == [f"{s.name} ({'AB'[teams[i]]})" for i, s in enumerate(session.seats)]
    mate = next(s for s in range(1, 4) if teams[s] == teams[0])
    assert table.part.notes[f"seat:{mate}"] == f"Team A, with {session.seats[0].name}"


def test_own_decks_draw_from_the_drawer_s_own_pile_at_the_table(make_app):
    """With own decks (seed §7) each seat's piles lie by it: the viewer's in the middle band,
    another seat's under its name plate; a card drawn leaves the drawer's own pile."""
    from tarot_table.ai.combat_decks import constructed_deck
    deck = " ".join(str(c) for c in constructed_deck())
    table, session = human_vs_ai(make_app, COMBAT.new_state(2, 3, {"decks": [deck, deck]}))
    layout, zones = table.layout, table.board.zones
    assert table.part.shown.own_decks
    for seat in (0, 1):
        draw, discard = layout.own_piles(seat)
        sprites = zones[f"draw:{seat}"]
        assert len(sprites) == len(session.state.observation(0).zones[f"draw:{seat}"]) > 0
        assert draw.collidepoint(sprites[-1].centre())
    assert layout.own_piles(0)[0] == layout.draw_pile
    assert layout.own_piles(1)[0].colliderect(layout.cell(1))


def test_every_input_of_the_table_drags_by_one_implementation():
    """Tarot Combat's input holds, drags, springs back and double-clicks as the hand's and the
    selection's inputs do: by the table's one :class:`~tarot_table.app.draw.drag.CardDrag`."""
    from tarot_table.app.draw.drag import CardDrag
    from tarot_table.app.games.combat.control import CombatInput
    from tarot_table.app.table.hand_input import HandInput
    from tarot_table.app.table.selection import SelectionInput

    for cls in (HandInput, SelectionInput, CombatInput):
        assert issubclass(cls, CardDrag)
        for name in ("_motion", "_take", "_double_click", "spring_back"):
            assert getattr(cls, name) is getattr(CardDrag, name), (cls, name)
