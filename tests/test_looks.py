"""Looks: the chosen card back and table colour are drawn, a menu's board over another menu
hides the frame beneath, the widgets take the table colour's hues and stay readable on every
table colour, a table colour previews in the settings and Cancel restores it, and the
colour-blind safe suit colours."""

from __future__ import annotations

import colorsys
import json

import pygame
import pytest
from pygame_gui.elements import UIButton, UIDropDownMenu

from tarot_table.app.draw.felt import FELTS, shade
from tarot_table.app.menus.base import BOARD
from tarot_table.app.menus.ingame_menu import InGameMenuScene
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.settings_scene import SettingsScene
from tarot_table.app.settings import Settings, config_path
from tarot_table.app.table.scene import TableScene
from tarot_table.app.theme import MIN_CONTRAST, contrast
from tarot_table.cards import Card, Suit
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_menus import button, choose, click, press, widgets
from tests.test_table import step

SEATS = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]


def test_the_card_back_and_the_table_colour_are_drawn_as_chosen(make_app):
    from tarot_table.app.draw.felt import FELTS, felt_backdrop
    app = make_app("instant")
    green = app.images.back((50, 70)).get_at((25, 12))
    app.images.choose_back("forest")
    forest = app.images.back((50, 70)).get_at((25, 12))
    assert green != forest
    app.images.choose_back("tartan")                      # unknown: the default back
    assert app.images.back_colour == "indigo"
    centre = {name: felt_backdrop((200, 100), name).get_at((100, 50))[:3] for name in FELTS}
    assert len(set(centre.values())) == len(FELTS)
    assert felt_backdrop((200, 100), "plaid").get_at((100, 50))[:3] == centre["green"]


def test_the_game_menus_frame_does_not_show_through_the_settings(make_app):
    app = make_app("instant")
    use_fake_ai(app)
    table = TableScene(app, Session.new("tarok", SEATS, seed=5, autosave=False))
    app.stack.replace(table)
    menu = InGameMenuScene(app, table.session)
    app.stack.push(menu)
    step(app, 2)
    frame = menu.panel.copy()
    settings = SettingsScene(app)
    app.stack.push(settings)
    step(app, 2)
    inside = settings.panel.inflate(-40, -40)
    left = (frame.left + 3, inside.centery)                 # on the game menu's gold edge
    assert inside.collidepoint(left)
    assert tuple(app.screen.get_at(left))[:3] == (9, 31, 21)


def test_a_turning_card_casts_a_shadow_as_narrow_as_itself(make_app):
    import pygame

    from tarot_table.app.draw.layout import Slot
    from tarot_table.app.draw.sprites import CardSprite, SurfaceCache
    from tarot_table.cards import parse_card

    app = make_app("instant")
    sprite = CardSprite(parse_card("7C"), Slot((150, 150)), face_up=False)
    sprite.set_face(True, 1.0)
    sprite.update(0.48)                                     # almost edge-on: squash ~0.05
    surface = pygame.Surface((300, 300))
    surface.fill((255, 255, 255))
    sprite.draw(surface, app.images, (100, 140), SurfaceCache())
    marked = [x for x in range(300) if any(surface.get_at((x, y))[:3] != (255, 255, 255)
                                           for y in range(100, 200, 4))]
    assert max(marked) - min(marked) < 50                   # a card is 100 px wide


def ink_gaps(surf) -> list[int]:
    """The widths (pixels) of the blank columns between the inked runs of ``surf``."""
    inked = [any(surf.get_at((x, y))[3] > 60 for y in range(surf.get_height()))
             for x in range(surf.get_width())]
    gaps, run, seen = [], 0, False
    for ink in inked:
        if ink:
            if seen and run:
                gaps.append(run)
            seen, run = True, 0
        else:
            run += 1
    return gaps


def test_a_piles_count_stands_apart_from_its_words_by_one_space_at_every_size():
    """"14 to draw" with one plain space reads neither "14to draw" at 800×600 (Noto Sans
    leaves 2 px after a "4" at the caption's 11 px, 3 px between "1" and "4") nor "14  to
    draw" at larger sizes (an en space): the caption draws the count in bold, then a plain
    space one pixel wider — the gap after the count at least 2 px wider than between its
    digits, and narrower than an en space's."""
    import pygame
    from tarot_table.app.draw import panels
    pygame.font.init()
    assert panels.counted(18, "to draw") == "18 to draw"
    for size in (10, 11, 12, 13, 18, 20):
        digits_gap, word_gap = ink_gaps(panels.caption_text(panels.counted(14, "to draw"),
                                                            size))[:2]    # "1"–"4", "4"–"t"
        assert word_gap >= digits_gap + 2, (size, digits_gap, word_gap)
        en_gap = ink_gaps(panels.text("14\u2002to draw", size))[1]
        assert word_gap < en_gap, (size, word_gap, en_gap)


def test_a_boards_surface_is_drawn_once_per_size_not_every_frame():
    """Boards are drawn every frame: each size's surface is made once and kept (an edit
    had once moved the cache off it)."""
    from tarot_table.app.draw import panels
    assert panels._panel((120, 60), True, "green") is panels._panel((120, 60), True, "green")
    assert panels.corner_radius((120, 60)) == 12


# -- the settings of the looks ----------------------------------------------------------------
def test_the_looks_and_motion_settings_are_saved_and_read_back():
    Settings(felt="wine", safe_suits=True, ui_scale=150, reduce_motion=True).save()
    loaded = Settings.load()
    assert (loaded.felt, loaded.safe_suits, loaded.ui_scale, loaded.reduce_motion) == \
        ("wine", True, 150, True)


@pytest.mark.parametrize("scale", [130, "200", True, None, 200.5, [100]])
def test_a_hand_edited_scale_or_switch_reads_as_the_default(scale):
    config_path().parent.mkdir(parents=True, exist_ok=True)
    config_path().write_text(json.dumps({"ui_scale": scale, "safe_suits": "yes",
                                         "reduce_motion": 1, "animation": "fast"}))
    loaded = Settings.load()
    assert loaded.animation == "fast"
    assert (loaded.ui_scale, loaded.safe_suits, loaded.reduce_motion) == (100, False, False)


# -- the widgets in the table colour ----------------------------------------------------------
def hue(colour) -> float:
    """The hue of an (r, g, b[, a]) colour in degrees."""
    return colorsys.rgb_to_hls(*(c / 255 for c in tuple(colour)[:3]))[0] * 360


def hue_apart(a: float, b: float) -> float:
    return min(abs(a - b), 360 - abs(a - b))


#: Widgets of every kind the scenes build, by what they are: their text is checked against
#: their background in each state.
WIDGET_IDS = ("#menu_button", "#secondary_button", "#small_button", "#continue_button",
              "#table_button", "#confirm_button", "#cancel_button", "#dismiss_button")


@pytest.mark.parametrize("felt", list(FELTS))
def test_the_widgets_take_the_table_colours_and_their_text_stays_readable(make_app, felt):
    """The green buttons clashed with the Wine table: the widgets' colours are now those of
    the table colour (the secondary buttons in the felt's hue, the first buttons in its
    accent's), and every text stands out from its background by WCAG's 4.5:1."""
    app = make_app(felt=felt)
    app.stack.replace(MainMenuScene(app))
    step(app, 2)
    centre, _, accent = FELTS[felt]
    made = [UIButton(pygame.Rect(0, 0, 100, 40), "x", app.manager, object_id=object_id)
            for object_id in WIDGET_IDS]
    menu = UIDropDownMenu(["a", "b"], "a", pygame.Rect(0, 50, 100, 40), app.manager)
    menu.current_state.should_transition = True          # its list open: its rows too
    menu.update(0.0)
    rows = [item["button_element"] for item in menu.current_state.options_selection_list.item_list]
    theme = app.manager.get_theme()
    by_id = {button.object_ids[-1]: button for button in made}
    assert hue_apart(hue(theme.get_colour("normal_bg", by_id["#secondary_button"].combined_element_ids)),
                     hue(centre)) < 8
    assert hue_apart(hue(theme.get_colour("normal_bg", by_id["#menu_button"].combined_element_ids)),
                     hue(accent)) < 8
    for element in [*made, menu.current_state.selected_option_button, *rows]:
        ids = element.combined_element_ids
        for state in ("normal", "hovered", "selected", "active"):
            text = theme.get_colour(f"{state}_text", ids)
            back = theme.get_colour(f"{state}_bg", ids)
            if back.a > 0xCC:
                assert contrast(text, back) >= MIN_CONTRAST, (felt, ids[0], state)
    label_text = theme.get_colour("normal_text", ["label", "#field_label"])
    assert contrast(label_text, shade(BOARD, felt)) >= MIN_CONTRAST


def secondary_bg(app) -> pygame.Color:
    return app.manager.get_theme().get_colour("normal_bg", ["#secondary_button", "button"])


def test_a_table_colour_shows_at_once_and_cancel_brings_the_last_one_back(make_app):
    app = make_app(felt="green")
    app.stack.replace(MainMenuScene(app))
    step(app, 2)
    edge = (30, app.size[1] // 2)                   # the felt, left of the settings' panel
    green, green_button = tuple(app.screen.get_at(edge)), secondary_bg(app)
    click(app, button(app.stack.top, "Settings"))
    scene = app.stack.top
    click(app, button(scene, "Table and cards…"))
    choose(app, widgets(scene, UIDropDownMenu)[0], "Wine")
    step(app, 2)
    wine = tuple(app.screen.get_at(edge))
    assert app.looks.felt == "wine" and app.settings.felt == "green"
    assert wine != green and wine[0] > wine[1]                      # red over green
    assert hue_apart(hue(secondary_bg(app)), hue(FELTS["wine"].centre)) < 8
    back = button(scene, "Back to settings")            # built after the change: in wine
    assert hue_apart(hue(back.colours["normal_bg"]), hue(FELTS["wine"].centre)) < 8
    press(app, pygame.K_ESCAPE)                         # to the first page, the draft kept
    assert app.looks.felt == "wine"
    press(app, pygame.K_ESCAPE)                         # Cancel
    step(app, 2)
    assert isinstance(app.stack.top, MainMenuScene) and app.looks is app.settings
    assert tuple(app.screen.get_at(edge)) == green and secondary_bg(app) == green_button
    assert Settings.load().felt == "green"


def test_a_table_colour_saved_stays(make_app):
    app = make_app(felt="green")
    app.stack.replace(MainMenuScene(app))
    app.stack.push(SettingsScene(app))
    step(app, 2)
    scene = app.stack.top
    click(app, button(scene, "Table and cards…"))
    choose(app, widgets(scene, UIDropDownMenu)[0], "Walnut")
    choose(app, widgets(scene, UIDropDownMenu)[1], "Forest")
    click(app, button(scene, "Back to settings"))
    click(app, button(scene, "Save & back"))
    assert app.looks is app.settings and app.settings.felt == "walnut"
    assert app.images.back_colour == "forest" and Settings.load().felt == "walnut"
    assert hue_apart(hue(secondary_bg(app)), hue(FELTS["walnut"].centre)) < 8


# -- colour-blind safe suits ------------------------------------------------------------------
def test_the_colour_blind_safe_suits_change_the_minor_faces_only(make_app):
    app = make_app(safe_suits=True)
    images = app.images
    assert images.safe_suits
    size = (100, 140)
    safe = {suit: images.face(Card(suit, 7), size) for suit in (Suit.CUPS, Suit.STAVES)}
    major = images.face(Card(Suit.MAJOR, 21), size)
    images.choose_suits(False)
    for suit, face in safe.items():
        classic = images.face(Card(suit, 7), size)
        assert pygame.image.tobytes(classic, "RGB") != pygame.image.tobytes(face, "RGB")
    assert images.face(Card(Suit.MAJOR, 21), size) is major
