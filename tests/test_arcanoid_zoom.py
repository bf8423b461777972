"""At the Arcanoid table a card just dropped is not shown again large
under the pointer (a refused drop clearing the selection is checked with the refusal, in
``test_arcanoid_table.py``)."""

from __future__ import annotations

import pygame

from tests.test_arcanoid_table import my_move, table_at
from tests.test_table import wait_until


def test_the_zoom_waits_for_the_mouse_to_move_after_a_drop(make_app, monkeypatch):
    def committed(state):
        return my_move(state) and any(state.commits[seat][f] is not None
                                      for seat in range(1, 4) for f in range(4))

    app, table, state = table_at(make_app, committed)
    wait_until(app, lambda: table.can_act)
    part = table.part
    shown = []
    monkeypatch.setattr(table.images, "face",
                        lambda card, size, real=table.images.face: shown.append(card) or
                        real(card, size))
    lane = next(z for z, sprites in table.board.zones.items()
                if z.startswith("field:") and any(s.face_up for s in sprites))
    sprite = next(s for s in table.board.zones[lane] if s.face_up)
    over = sprite.rect(table.layout.card).center
    surface = app.screen
    monkeypatch.setattr(pygame.mouse, "get_pressed", lambda *a, **k: (True, False, False))
    part.draw_zoom(surface, over)                       # a button held: no zoom
    monkeypatch.setattr(pygame.mouse, "get_pressed", lambda *a, **k: (False, False, False))
    part.draw_zoom(surface, over)                       # released where it was: still none
    assert shown == []
    part.draw_zoom(surface, (over[0] + 1, over[1]))     # the mouse moves: the card is shown
    assert shown == [sprite.card]
