"""The UI's scale: the widgets, their fonts and the menus' measures grow with the window (at
1920×1080 as large, for their window, as at 1280×800) and with the "UI scale" setting, as far
as the window has room for it; a resize or the setting rebuilds them at once, and the table's
text and buttons follow.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import pytest
from pygame_gui.elements import UIButton

from tarot_table.app.draw.layout import line_height
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.settings_scene import SettingsScene
from tarot_table.app.table.scene import TableScene
from tarot_table.app.theme import ui_scale, widget_theme
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_table import step
from tests.test_window import resize


def menu_button(app, text: str = "New game") -> UIButton:
    return next(e for e in app.stack.top.elements if getattr(e, "text", None) == text)


def font_size(app, element) -> int:
    """The theme's font size (pixels) ``element`` is drawn in."""
    return app.manager.get_theme().get_font_info(element.combined_element_ids)["size"]


def main_menu(make_app, size, percent=100):
    app = make_app(size=size, ui_scale=percent)
    app.stack.replace(MainMenuScene(app))
    step(app, 2)
    return app


@pytest.mark.parametrize("size, percent, scale", [
    ((1280, 800), 100, 1.0), ((1920, 1080), 100, 1.35), ((2560, 1440), 100, 1.8),
    ((1280, 800), 200, 1.4), ((1920, 1080), 200, 1.9), ((1920, 1080), 150, 1.9), ((2560, 1600), 125, 2.5),
    ((800, 600), 200, 1.0), ((800, 2000), 200, 1.0), ((3840, 480), 100, 1.0)])
def test_the_scale_is_the_windows_factor_times_the_setting_as_far_as_there_is_room(
        size, percent, scale):
    assert ui_scale(size, percent) == scale


def test_at_1920x1080_a_menus_buttons_and_fonts_are_as_large_for_the_window(make_app):
    """At 1920×1080 the buttons and labels stayed at their 1280×800 size, small for the
    window: they now grow by its factor (1.35), and at 200% as far as the room allows (1.9)."""
    def save_button(size, percent=100):
        app = main_menu(make_app, size, percent)
        app.stack.push(SettingsScene(app))
        step(app, 2)
        button = menu_button(app, "Save & back")
        return app.ui_scale, button.rect.size, font_size(app, button)

    _, (width, height), font = save_button((1280, 800))
    for size, percent, scale in (((1920, 1080), 100, 1.35), ((1920, 1080), 200, 1.9),
                                 ((1280, 800), 200, 1.4)):
        assert save_button(size, percent) == (
            scale, (round(width * scale), round(height * scale)), round(font * scale))


def test_a_resize_builds_the_widgets_at_the_new_scale(make_app):
    app = main_menu(make_app, (1280, 800))
    base = menu_button(app).rect.height
    resize(app, (1920, 1080))
    assert app.ui_scale == 1.35 and menu_button(app).rect.height == round(base * 1.35)
    resize(app, (1280, 800))
    assert app.ui_scale == 1.0 and menu_button(app).rect.height == base


def test_the_ui_scale_setting_previews_on_every_scene_and_cancel_restores_it(make_app):
    app = main_menu(make_app, (1920, 1080))
    scene = SettingsScene(app)
    app.stack.push(scene)
    step(app, 2)
    panel, beneath = scene.panel.copy(), app.stack.scenes[0]
    scene._show_looks()
    scene._set_ui_scale("200%")
    step(app, 2)
    assert app.ui_scale == 1.9 and app.settings.ui_scale == 100
    scene._show_main()
    assert scene.panel.height > panel.height
    new_game = next(e for e in beneath.elements if getattr(e, "text", None) == "New game")
    assert font_size(app, new_game) == round(20 * 1.9)          # the menu beneath rebuilt
    scene.back()
    step(app, 2)
    assert app.ui_scale == 1.35 and font_size(app, menu_button(app)) == round(20 * 1.35)


def test_the_tables_text_and_buttons_follow_the_setting(make_app):
    seats = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]
    lines = {}
    for percent in (100, 200):
        app = make_app(size=(1280, 800), ui_scale=percent)
        use_fake_ai(app)
        table = TableScene(app, Session.new("tarok", seats, seed=5, autosave=False))
        app.stack.replace(table)
        step(app, 2)
        lines[percent] = (table.layout.line, table.hint.button.rect.height,
                          font_size(app, table.hint.button))
    assert lines[100][0] == line_height((1280, 800))
    assert lines[200][0] == round(lines[100][0] * 1.4)
    assert lines[200][1] > lines[100][1] and lines[200][2] == round(lines[100][2] * 1.4)


def test_a_theme_is_made_once_for_a_colour_and_scale():
    assert widget_theme("wine", 1.35) is widget_theme("wine", 1.35)
    assert widget_theme("wine", 1.35)["#menu_button"]["font"]["size"] == str(round(20 * 1.35))
