"""The check boxes of the settings (:class:`~tarot_table.app.menus.tick_box.TickBox`): ticked
with a drawn tick, not a written symbol (pygame-gui's ✓ in its symbol font reads as a
square-root sign)."""

from __future__ import annotations

import pygame
import pytest

from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.tick_box import tick_points
from tests.test_combat_scenes import run


@pytest.fixture
def app(make_app):
    """The app at 1280×800 on its main menu."""
    app = make_app()
    app.stack.replace(MainMenuScene(app))
    return app


def inked(image: pygame.Surface, point: tuple[float, float], colour) -> bool:
    """Whether ``image`` has ``colour`` at ``point`` or a pixel beside it."""
    x, y = round(point[0]), round(point[1])
    return any(image.get_at((x + dx, y + dy))[:3] == colour[:3]
               for dx in (-1, 0, 1) for dy in (-1, 0, 1))


def test_a_ticked_box_shows_a_tick_along_both_strokes_and_no_symbol(app):
    settings = app.open("settings")
    run(app)
    box = settings.mute
    box.set_state(False)
    run(app, 2)
    colour = box.colours["selected_text"]
    size = box.image.get_size()
    clear = box.image.copy()
    box.set_state(True)
    run(app, 2)
    assert box.drawable_shape.theming["text"] == ""              # nothing written in a font
    image = box.image
    (x0, y0), (x1, y1), (x2, y2) = tick_points(image.get_rect())
    assert x0 < x1 < x2 and y1 > y0 > y2 and x1 < size[0] / 2   # down short, up long
    for a, b in (((x0, y0), (x1, y1)), ((x1, y1), (x2, y2))):
        for share in (0.2, 0.5, 0.8):
            point = (a[0] + share * (b[0] - a[0]), a[1] + share * (b[1] - a[1]))
            assert inked(image, point, colour), point
    assert image.get_size() == size
    assert not any(clear.get_at((x, y))[:3] == colour[:3]
                   for x in range(size[0]) for y in range(size[1]))


def test_the_stops_page_ticks_the_stops_kept(app):
    settings = app.open("settings")
    run(app)
    settings._show_stops()
    run(app, 2)
    ticked = [box for box in settings.checks if box.is_checked]
    assert ticked
    for box in ticked:
        low = tick_points(box.image.get_rect())[1]
        assert inked(box.image, low, box.colours["selected_text"])
