"""The table from the keyboard: Enter plays the card a hint named, Tab
and Enter press the choice buttons (a Tarocchi bid), D draws in Taruno, F1 shows the keys, T
the last trick, Arcanoid's commitments from the keys; a card drawn is announced and lifted."""

from __future__ import annotations

import pygame

from tarot_table.rules.base import Event
from tarot_table.rules.taruno.choices import HangedKeep
from tarot_table.rules.taruno.stages import PlayOrDraw
from tests.test_hint import human_table, play
from tests.test_tarocchi_table import bidding_table
from tests.test_table import post, step, wait_until
from tests.test_taruno_table import must_play, my_turn, table_at


def key(app, code: int, shift: bool = False) -> None:
    post(pygame.KEYDOWN, key=code, mod=pygame.KMOD_SHIFT if shift else 0, unicode="",
         scancode=0)
    step(app, 2)


def test_after_a_hint_enter_plays_the_hinted_card(make_app):
    table, session = human_table(make_app)
    app = table.app
    key(app, pygame.K_h)
    card = min(table.playable())
    app.ai.answer(str(play(str(card))))
    step(app)
    assert table.hint.card() == card
    before = len(session.state.history)
    key(app, pygame.K_RETURN)
    assert session.state.history[before].cards == (card,)


def test_a_bid_made_with_tab_and_enter(make_app):
    table, session = bidding_table(make_app)
    app = table.app
    buttons = table.choices.buttons
    key(app, pygame.K_TAB)
    assert table.focus_ring.focused in buttons
    chosen = table.choices.actions[buttons.index(table.focus_ring.focused)]
    before = len(session.state.history)
    key(app, pygame.K_RETURN)
    assert len(session.state.history) == before + 1
    assert session.state.history[before] == chosen
    assert table.focus_ring.index is None                # the next panel starts unfocused


def test_d_draws_from_the_taruno_draw_pile(make_app):
    def may_draw(state):
        return my_turn(PlayOrDraw)(state) and any(a.kind == "draw"
                                                  for a in state.legal_actions())

    app, table, state = table_at(make_app, 1, may_draw)
    wait_until(app, lambda: table.can_act)
    assert table.draws
    size = len(state.hands[0])
    key(app, pygame.K_d)
    assert str(state.history[-1]) == "draw"
    assert len(state.hands[0]) == size + 1


def test_d_while_a_minor_fits_draws_nothing_and_says_why(make_app):
    """D, or a drag of the pile, while a minor fits draws nothing and says why."""
    app, table, state = table_at(make_app, 1, must_play)
    wait_until(app, lambda: table.can_act)
    moves = len(state.history)
    key(app, pygame.K_d)
    assert len(state.history) == moves
    assert table.toast is not None and "You must play a minor when you can" in table.toast


def test_a_card_the_arrows_reach_is_raised_even_when_it_may_not_be_played(make_app):
    """The card the arrows reach is raised, so that one may see it, even an unplayable one."""
    def with_a_misfit(state):
        legal = {a.cards[0] for a in state.legal_actions() if a.kind == "play"}
        return my_turn(PlayOrDraw)(state) and any(c not in legal for c in state.hands[0])

    app, table, state = table_at(make_app, 1, with_a_misfit)
    wait_until(app, lambda: table.can_act)
    misfit = next(c for c in state.hands[0] if c not in table.playable())
    for _ in range(len(state.hands[0])):
        if table.input.selected == misfit:
            break
        key(app, pygame.K_RIGHT)
    assert table.input.selected == misfit
    step(app, 30)
    lifts = {s.card: s.lift for s in table.board.zones["hand:0"]}
    assert lifts[misfit] == max(lifts.values()) > 0


def test_the_arrows_move_over_a_choice_of_ones_own_cards_and_enter_takes_it(make_app):
    """At the Hanged Man's "keep a card" (a choice among the cards of one's hand, shown as
    card images) Left and Right move the ring over the choice's cards, not over the hand, and
    Enter takes the one in it."""
    app, table, state = table_at(make_app, 1, my_turn(HangedKeep), seeds=range(2, 80))
    wait_until(app, lambda: table.choices is not None and table.can_act)
    panel = table.choices
    assert len(panel.cards) == len(state.hands[0]) > 2
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert table.focus_ring.focused is panel.buttons[-1] and table.input.selected is None
    kept = panel.cards[-1][0]
    before = len(state.history)
    key(app, pygame.K_RETURN)
    assert str(state.history[before]) == f"keep {kept}"


def test_a_hinted_card_to_keep_is_ringed_among_the_choices_cards(make_app):
    """A hint of the Hanged Man's card to keep rings its card image, not the hand's card:
    the arrows move on from it over the choice, and Enter takes the card they reach."""
    from tests.fake_ai import use_fake_ai
    app, table, state = table_at(make_app, 1, my_turn(HangedKeep), seeds=range(2, 80))
    wait_until(app, lambda: table.choices is not None and table.can_act)
    use_fake_ai(app)
    panel = table.choices
    key(app, pygame.K_h)
    app.ai.answer(f"keep {panel.cards[1][0]}")
    step(app)
    assert table.focus_ring.focused is panel.buttons[1] and table.input.selected is None
    key(app, pygame.K_RIGHT)
    before = len(state.history)
    key(app, pygame.K_RETURN)
    assert str(state.history[before]) == f"keep {panel.cards[2][0]}"


def test_f1_opens_the_keys_over_the_table_and_enter_closes_them(make_app):
    from tarot_table.app.menus.keys_help import KEYS, KeysScene
    table, session = human_table(make_app)
    app = table.app
    key(app, pygame.K_F1)
    scene = app.stack.top
    assert isinstance(scene, KeysScene)
    assert all(keys in scene.text.html_text for _, rows in KEYS for keys, _ in rows)
    assert "draw from the draw pile" in scene.text.html_text
    key(app, pygame.K_RETURN)
    assert app.stack.top is table
    post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    step(app, 2)
    assert isinstance(app.stack.top, KeysScene)


def test_an_arcanoid_commitment_made_from_the_keys(make_app):
    from tests.test_arcanoid_table import multi_commit, table_at as arcanoid_table_at
    app, table, state = arcanoid_table_at(make_app, multi_commit)
    wait_until(app, lambda: table.can_act)
    action = multi_commit(state)
    for card in action.cards:                          # the cursor to each card, Space
        for _ in range(len(table.input.keyboard_cards()) + 1):
            if table.input.hovered == card:
                break
            key(app, pygame.K_RIGHT)
        assert table.input.hovered == card
        key(app, pygame.K_SPACE)
    assert sorted(table.input.selection) == sorted(action.cards)
    zones = table.input.keyboard_zones()
    assert set(zones) == table.lit_zones() and f"field:{action.target}:0" in zones
    before = len(state.history)
    key(app, getattr(pygame, f"K_{zones.index(f'field:{action.target}:0') + 1}"))
    played = state.history[before]
    assert played.kind == "commit" and played.target == action.target
    assert sorted(played.cards) == sorted(action.cards)
    assert table.input.selection == []


def test_t_shows_the_last_trick_taken(make_app):
    table, session = human_table(make_app)
    app = table.app
    key(app, pygame.K_t)
    assert table.toast == "No trick has been taken yet."
    card = min(table.playable())
    before = len(session.state.history)
    table.play_card(card)
    wait_until(app, lambda: table.last_trick() is not None, seconds=30)
    played = session.state.history[before:before + 4]
    key(app, pygame.K_t)
    words = table.toast
    assert words.startswith("Last trick: You ") and words.endswith(" took it.")
    for action in played:
        assert table.card_name(action.cards[0]) in words


def test_a_card_drawn_is_announced_and_lifted(make_app):
    from tarot_table.app.draw.layout import LIFT_SELECTED
    table, session = human_table(make_app)
    app = table.app
    view = session.view(0)
    table.play_card(min(table.playable()))
    wait_until(app, lambda: table.drawn, seconds=30)            # the trick ends, all draw
    [card] = list(table.drawn)
    assert card in session.view(0).hand() and card not in view.hand()
    assert table.toast == table.event_text(Event("message",
                                                 text=f"You draw the {table.card_name(card)}."))
    sprite = table.board.find("hand:0", card)
    step(app, 10)
    assert sprite.lift >= LIFT_SELECTED * table.layout.card[1] * 0.99


def test_the_arrows_raise_their_card_alone_not_also_one_under_a_resting_pointer(make_app):
    """A pointer left resting on the hand does not keep its card raised beside the card the
    arrows reached: an arrow key takes the pointer's hover away until it moves."""
    table, session = human_table(make_app)
    app = table.app
    wait_until(app, lambda: table.can_act)
    hand = table.board.zones["hand:0"]
    rest = next(s for s in reversed(hand) if s.card in table.playable())
    post(pygame.MOUSEMOTION, pos=rest.centre(), rel=(1, 0), buttons=(0, 0, 0))
    step(app, 2)
    assert table.input.hovered == rest.card
    key(app, pygame.K_RIGHT)
    assert table.input.hovered is None and table.input.selected != rest.card
    step(app, 30)
    raised = [s.card for s in hand if s.lift == max(x.lift for x in hand)]
    assert raised == [table.input.selected]
