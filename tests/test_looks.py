"""Looks (issue 15, item 8 and the cosmetic defects): the chosen card back and table colour are
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
