"""Looks: the chosen card back and table colour are
drawn, and a menu's board over another menu hides the frame beneath."""

from __future__ import annotations

from tarot_table.app.menus.ingame_menu import InGameMenuScene
from tarot_table.app.menus.settings_scene import SettingsScene
from tarot_table.app.table.scene import TableScene
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
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


def test_a_piles_count_stands_apart_from_its_words_at_a_small_size():
    """"14 to draw" does not read "14to draw" at 800×600 (Noto Sans leaves 2 px after a "4"
    at the caption's 11 px, 3 px between "1" and "4"). The count and its words
    are set apart by an en space: the gap after the count is the widest in the caption's
    first word."""
    import pygame
    from tarot_table.app.draw import panels
    pygame.font.init()
    for size in (10, 11, 12, 13, 18):
        surf = panels.text(panels.counted(14, "to draw"), size, (255, 255, 255))
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
        digits_gap, word_gap = gaps[0], gaps[1]      # "1"–"4", then "4"–"t"
        assert word_gap >= digits_gap + 2, (size, gaps)


def test_a_boards_surface_is_drawn_once_per_size_not_every_frame():
    """Boards are drawn every frame: each size's surface is made once and kept (a stop-30
    edit had moved the cache off it)."""
    from tarot_table.app.draw import panels
    assert panels._panel((120, 60), True) is panels._panel((120, 60), True)
    assert panels.corner_radius((120, 60)) == 12
