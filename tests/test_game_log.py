"""The game log: the whole game kept in full lines, scrollback in the log
scene (L or a click on the log panel), and the log of a resumed game from its first move."""

from __future__ import annotations

import random

import pygame

from tarot_table import storage
from tarot_table.app.menus.game_log import LogScene, log_html
from tarot_table.app.table.messages import LOG_LINES
from tarot_table.app.table.scene import TableScene
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_table import post, step

SEATS = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]


def played(moves: int) -> Session:
    session = Session.new("tarok", SEATS, seed=4, options={"single_hand": True})
    rng = random.Random(2)
    for _ in range(moves):
        session.play(session.current_player(), rng.choice(session.state.legal_actions()))
    return session


def test_a_resumed_game_logs_every_move_from_the_first(make_app):
    session = played(12)
    resumed = Session.from_save(storage.read_save(session.save_id), autosave=False)
    app = make_app("instant")
    use_fake_ai(app)
    table = TableScene(app, resumed)
    app.stack.replace(table)
    lines = list(table.log)                      # before any frame: nothing new played yet
    assert lines[-1].startswith("Game resumed: ")
    moves = [line for line in lines if " play" in line]
    assert len(moves) == 12                      # the twelve cards played before, in order
    assert moves[0] == table.event_text(next(e for e in resumed.past_events
                                             if e.kind == "move" and e.dst == "trick"))


def test_l_shows_the_whole_log_in_full_lines_and_it_scrolls(make_app):
    session = played(0)
    app = make_app("instant")
    use_fake_ai(app)
    table = TableScene(app, session)
    app.stack.replace(table)
    long_line = "Ada says: " + "a very long sentence that no panel could hold " * 4 + "the end."
    for n in range(40):
        table.messages.add(f"line {n}")
    table.messages.add(long_line)
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    step(app, 3)
    scene = app.stack.top
    assert isinstance(scene, LogScene) and len(scene.lines) > LOG_LINES
    assert "line 0<br>" in scene.text.html_text and "the end." in scene.text.html_text
    bar = scene.text.scroll_bar
    assert bar is not None and bar.start_percentage > 0.5          # opened at the newest
    post(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0)
    step(app, 2)
    assert bar.start_percentage == 0.0
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    step(app, 2)
    assert app.stack.top is table


def test_a_click_on_the_log_panel_opens_the_log(make_app):
    app = make_app("instant")
    use_fake_ai(app)
    table = TableScene(app, played(0))
    app.stack.replace(table)
    step(app, 2)
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=table.layout.log_panel.center)
    step(app, 2)
    assert isinstance(app.stack.top, LogScene)


def test_the_log_escapes_markup_and_marks_the_newest_line():
    assert log_html(["<b>x</b>", "last"]) == "&lt;b&gt;x&lt;/b&gt;<br><font color='#E6C463'>last</font>"
    assert log_html([]) == "<i>Nothing has happened yet.</i>"


def test_a_line_written_for_another_viewer_is_read_with_the_public_cards_only():
    """Hot-seat: the log is read by the viewer of now; a line written for another seat is
    told again from its event with only the public cards, and its card is not offered."""
    from tarot_table.app.table.messages import Messages
    from tarot_table.cards import parse_card
    from tarot_table.rules.base import Event

    viewer = [0]
    said = lambda event: f"Ann draws {'a card' if event.card is None else event.card.name()}."
    messages = Messages(said, lambda: viewer[0])
    drawn = Event("move", card=parse_card("7C"), src="draw", dst="hand:0", player=0,
                  visible=frozenset({0}))
    messages.add(said(drawn), drawn, 0)
    messages.add("Bob is thinking.")
    assert messages.log == ["Ann draws 7 of Cups.", "Bob is thinking."]
    assert messages.log_cards == [parse_card("7C"), None]
    viewer[0] = 1
    assert messages.log == ["Ann draws a card.", "Bob is thinking."]
    assert messages.log_cards == [None, None]


def test_a_log_line_under_the_mouse_shows_its_card_large(make_app, monkeypatch):
    from tarot_table.app.draw import panels
    session = played(3)
    app = make_app("instant")
    use_fake_ai(app)
    table = TableScene(app, session)
    app.stack.replace(table)
    step(app, 3)
    shown = []
    monkeypatch.setattr(panels, "zoomed_card", lambda surface, face, pos, layout:
                        shown.append(face.get_size()) or face.get_rect(midleft=pos))
    lines = list(table.log)[-LOG_LINES:]
    cards = table.messages.log_cards[-LOG_LINES:]
    k = max(i for i, card in enumerate(cards) if card is not None)
    rect, line = table.layout.log_panel, table.layout.line
    pad = max(6, line // 3)
    step_h = (rect.height - 2 * pad) / 6
    row = next(r for r, (index, _) in enumerate(panels.log_rows(rect, line, lines)) if index == k)
    y = round(rect.bottom - pad - step_h * (row + 1) + step_h / 2)
    assert panels.log_line_at(rect, line, lines, (rect.centerx, y)) == k
    monkeypatch.setattr(app, "mouse_pos", lambda: (rect.centerx, y))
    table.draw(app.screen)
    assert len(shown) == 1 and shown[0][1] > table.layout.card[1]
    monkeypatch.setattr(app, "mouse_pos", lambda: (rect.right + 50, y))
    table.draw(app.screen)
    assert len(shown) == 1                               # away from the log: nothing


def test_a_card_named_in_the_log_scene_is_a_link_that_shows_the_card(make_app):
    import pygame_gui
    session = played(3)                                  # the AI seats play on
    app = make_app("instant")
    use_fake_ai(app)
    table = TableScene(app, session)
    app.stack.replace(table)
    for _ in range(200):
        if any(card is not None for card in table.messages.log_cards):
            break
        step(app, 1)
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    step(app, 3)
    scene = app.stack.top
    assert isinstance(scene, LogScene)
    k = max(i for i, card in enumerate(scene.cards) if card is not None)
    assert f"<a href='{k}'>" in scene.text.html_text
    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_BOX_LINK_CLICKED,
                                         link_target=str(k), ui_element=scene.text))
    step(app, 2)
    assert scene.shown == scene.cards[k]
    before = app.screen.copy()
    scene.shown = None
    app.draw()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(app.screen, "RGB")


def test_the_newest_log_line_wraps_onto_a_second_row_instead_of_being_cut(make_app):
    """The newest line is not cut ("Basil calls the 9 of Swords: nobod…") with room above: it
    takes the rows it needs when it is long, and a pointer on any of them finds it."""
    from tarot_table.app.draw import panels
    make_app()
    rect, line = pygame.Rect(0, 0, 220, 120), 24
    lines = ["Ada plays.", "Basil calls the 9 of Swords: nobody holds it, the call fails."]
    rows = panels.log_rows(rect, line, lines)
    n = sum(1 for k, _ in rows if k == 1)
    assert n >= 2 and [k for k, _ in rows] == [1] * n + [0]
    assert " ".join(words for _, words in reversed(rows[:n])) == lines[1]
    pad = max(6, line // 3)
    step_h = (rect.height - 2 * pad) / panels.LOG_ROWS
    for row, expected in ((0, 1), (n - 1, 1), (n, 0), (n + 1, None)):
        y = round(rect.bottom - pad - step_h * (row + 1) + step_h / 2)
        assert panels.log_line_at(rect, line, lines, (rect.centerx, y)) == expected
    assert [k for k, _ in panels.log_rows(rect, line, ["Ada plays.", "You pass."])] == [1, 0]


def test_a_long_refusal_toast_takes_a_second_row_instead_of_losing_its_end(make_app, monkeypatch):
    """At 800×600 Arcanoid's refusal "…the Queen of Staves is not (the Magician can tra…"
    keeps its end: a toast too long for the window takes two rows, cut at a word, every word
    shown."""
    from tarot_table.app.draw import panels
    make_app()
    words = ("Only cups may be committed on the battlefield of cups; the Queen of Staves is not "
             "(the Magician can transmute a card of another suit).")
    shown = []
    real_fit = panels.fit
    monkeypatch.setattr(panels, "fit", lambda row, *a, **k: shown.append(row) or real_fit(
        row, *a, **k))
    surface = pygame.Surface((800, 600), pygame.SRCALPHA)
    panels.toast(surface, ("midbottom", (400, 500)), words, 255, 20)
    box = surface.get_bounding_rect()
    assert len(shown) == 2 and " ".join(shown) == words
    assert box.width <= 800 and box.bottom == 500
    assert box.height > 2 * panels.font(15, bold=True).get_height()
    shown.clear()
    panels.toast(surface, ("midbottom", (400, 500)), "The 7 of Cups does not fit.", 255, 20)
    assert shown == ["The 7 of Cups does not fit."]


def test_a_toast_anchored_off_the_middle_stays_inside_the_window(make_app):
    """Tarot Combat's toast, centred on its board right of the side panel, does not run past
    the window's right edge ("…you have 0 right-side-up" and no more): a banner that would
    cross an edge is moved inside the window."""
    from tarot_table.app.draw import panels
    make_app()
    words = ("The Knight of Wands costs 2 and needs a soldier of its suit already in play; you "
             "have 0 right-side-up soldiers of Wands.")
    surface = pygame.Surface((720, 540), pygame.SRCALPHA)
    panels.toast(surface, ("midbottom", (455, 420)), words, 255, 20)
    box = surface.get_bounding_rect()
    assert box.bottom == 420 and box.width > 2 * (720 - 455)    # wider than the anchor allows
    for x in (box.left, box.right - 1):         # both rounded ends drawn: none cut off
        assert surface.get_at((x, box.top + 1)).a == 0
        assert surface.get_at((x, box.centery)).a > 0


def test_every_word_of_a_long_log_line_is_drawn_at_a_small_window(make_app, monkeypatch):
    """No line of the log panel is cut: at 800×560 a long line a move old takes the rows it
    needs above the newest one, and every row is drawn whole."""
    from tarot_table.app.draw import panels
    app = make_app("instant", size=(800, 560))
    use_fake_ai(app)
    table = TableScene(app, played(3))
    app.stack.replace(table)
    step(app, 3)
    long = ("Basil's Wheel of Fortune resolves: every player passes their hand to the "
            "player on their left, and Ada draws two cards from the draw pile.")
    table.messages.add(long)
    table.messages.add("Ada passes.")
    drawn: list[str] = []
    real = panels.fit
    monkeypatch.setattr(panels, "fit", lambda words, *a, **k: drawn.append(words) or
                        real(words, *a, **k))
    panels.log_panel(app.screen, table.layout.log_panel, list(table.log)[-LOG_LINES:],
                     table.layout.line)
    rows = [words for k, words in panels.log_rows(table.layout.log_panel, table.layout.line,
                                                    list(table.log)[-LOG_LINES:])]
    assert len(rows) > 2 and rows[0] == "Ada passes."
    parts = [words for words in rows[1:] if words in long]
    assert " ".join(reversed(parts)) == long                # every word, in order
    width = table.layout.log_panel.width - 2 * max(6, table.layout.line // 3)
    face = panels.font(round(table.layout.line * 0.62))
    assert all(face.size(words)[0] <= width for words in rows)  # none shortened by an ellipsis
    assert set(rows) <= set(drawn)
