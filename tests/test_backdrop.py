"""The table's images (``app/draw/layer_cache.py``: :class:`Backdrop`, the backdrop and the
still image): painted once for a key and shown while the key holds, painted straight while the
key changes frame after frame, painted again for a new key or size, or only where it changed;
the zones' layers in pieces; and at the real table, every frame drawn from them has the pixels
of the same frame painted afresh and of one drawn zone by zone without the still image, in
every game, while cards fly, seats think and play, and after a resize.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from tarot_table.app.draw.layer_cache import (Backdrop, LayerCache, groups, look_changes, looks,
                                              merged, path_reach, reach)
from tarot_table.app.draw.card_images import CardImages
from tarot_table.app.draw.layout import Slot
from tarot_table.app.draw.sprites import CardSprite, SurfaceCache
from tarot_table.app.table.scene import TableScene
from tarot_table.cards import Card, Suit
from tarot_table.rules import find_game
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_window import resize

COMBAT_POSITION = Path(__file__).resolve().parent.parent / "benchmarks" / "positions" / \
    "combat-6-full-limbo.json"


def painter(colour, painted: list):
    def paint(target: pygame.Surface) -> None:
        painted.append(colour)
        target.fill(colour)
        pygame.draw.circle(target, (200, 20, 20), (30, 20), 9)
    return paint


def test_the_backdrop_is_painted_once_and_shown_while_its_key_holds():
    backdrop, painted = Backdrop(), []
    surface = pygame.Surface((64, 40))
    for _ in range(4):
        backdrop.draw(surface, "green", painter((0, 90, 0), painted))
        assert surface.get_at((1, 1))[:3] == (0, 90, 0) and surface.get_at((30, 20))[:3] == \
            (200, 20, 20)
        surface.fill((0, 0, 0))
    assert painted == [(0, 90, 0)] and (backdrop.paints, backdrop.shown) == (1, 3)
    backdrop.draw(surface, "blue", painter((0, 0, 90), painted))    # a new key paints again
    backdrop.draw(surface, "blue", painter((0, 0, 90), painted))
    assert painted[1:] == [(0, 0, 90)] and surface.get_at((1, 1))[:3] == (0, 0, 90)
    assert (backdrop.paints, backdrop.shown) == (2, 4)


def test_a_key_that_changes_frame_after_frame_is_painted_straight_until_it_holds():
    backdrop, painted = Backdrop(), []
    surface = pygame.Surface((64, 40))
    backdrop.draw(surface, 0, painter((0, 90, 0), painted))
    for k in range(1, 5):           # an animation: each frame a new key, each painted once
        backdrop.draw(surface, k, painter((0, 10 * k, 0), painted))
        assert surface.get_at((1, 1))[:3] == (0, 10 * k, 0)
    assert len(painted) == 5 and backdrop.shown == 0
    backdrop.draw(surface, 4, painter((0, 40, 0), painted))        # it holds: the image
    surface.fill((0, 0, 0))
    backdrop.draw(surface, 4, painter((0, 40, 0), painted))
    assert len(painted) == 6 and backdrop.shown == 1 and surface.get_at((1, 1))[:3] == (0, 40, 0)


def test_a_new_size_paints_the_backdrop_again():
    backdrop, painted = Backdrop(), []
    for _ in range(3):
        backdrop.draw(pygame.Surface((64, 40)), "green", painter((0, 90, 0), painted))
    assert len(painted) == 1
    larger = pygame.Surface((80, 50))
    backdrop.draw(larger, "green", painter((0, 90, 0), painted))
    assert len(painted) == 2 and larger.get_at((79, 49))[:3] == (0, 90, 0)
    larger.fill((0, 0, 0))
    backdrop.draw(larger, "green", painter((0, 90, 0), painted))
    assert len(painted) == 2 and larger.get_at((79, 49))[:3] == (0, 90, 0)


def circle_at(x: int):
    """A painter of a green surface with a red disc at (``x``, 20)."""
    def paint(target: pygame.Surface) -> None:
        target.fill((0, 90, 0))
        pygame.draw.circle(target, (200, 20, 20), (x, 20), 6)
    return paint


def test_a_new_key_is_painted_again_only_where_it_changes_from_the_old_one():
    backdrop, clips = Backdrop(), []
    surface = pygame.Surface((64, 40))

    def changes(old: int, new: int) -> list[pygame.Rect]:      # round the disc, then and now
        return [pygame.Rect(old - 7, 13, 15, 15), pygame.Rect(new - 7, 13, 15, 15)]

    def moved(target: pygame.Surface) -> None:
        clips.append(target.get_clip())
        circle_at(45)(target)

    backdrop.draw(surface, 15, circle_at(15), changes)
    backdrop.draw(surface, 45, moved, changes)
    fresh = pygame.Surface((64, 40))
    circle_at(45)(fresh)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(fresh, "RGB")
    assert clips == [pygame.Rect(8, 13, 15, 15), pygame.Rect(38, 13, 15, 15)]
    assert (backdrop.paints, backdrop.repaints) == (1, 1)
    backdrop.draw(surface, 30, circle_at(30), lambda old, new: None)     # changed anywhere
    assert (backdrop.paints, backdrop.repaints) == (2, 1)


def test_places_that_overlap_are_merged():
    places = [pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(50, 50, 5, 5),
              pygame.Rect(12, 12, 10, 10)]
    assert sorted(map(tuple, merged(places))) == [(0, 0, 22, 22), (50, 50, 5, 5)]


def test_the_changes_of_a_zone_are_its_cards_that_lie_differently_as_they_were_and_are():
    card = (50, 70)
    first, second = CardSprite(None, Slot((100.0, 100.0))), CardSprite(None, Slot((300.0, 100.0)))
    before = looks([first, second])
    assert look_changes(before, before, card) == []
    second.snap(Slot((300.0, 250.0)))
    after = looks([first, second])
    [place] = look_changes(before, after, card)
    assert place == reach(before[1], card).union(reach(after[1], card))
    assert not place.colliderect(reach(before[0], card))
    more = looks([first, second, CardSprite(None, Slot((500.0, 100.0)))])
    assert look_changes(after, more, card) == [reach(more[2], card)]


@pytest.mark.parametrize("card", [(50, 70), (77, 108), (130, 182)])
def test_a_card_paints_nothing_outside_its_reach(card):
    images, cache, rng = CardImages(max_sizes=6), SurfaceCache(), random.Random(card[0])
    for k in range(40):
        scale = rng.choice((0.45, 0.7, 1.0, 1.3))
        slot = Slot((300.0, 300.0), rng.choice((0.0, 90.0, -90.0, rng.uniform(-180, 180))),
                    scale)
        sprite = CardSprite(Card(Suit.CUPS, 1 + k % 10), slot, face_up=k % 3 > 0)
        sprite.lift, sprite.dim, sprite.glow = rng.choice((0.0, 14.0, -8.0)), k % 4 == 0, k % 2
        if k % 5 == 4:                              # gliding, at a scale of its own
            sprite.move_to(Slot((300.0, 300.0), slot.angle, scale * 0.6), 0.5)
            sprite.update(0.02)
        surface = pygame.Surface((600, 600), pygame.SRCALPHA)
        sprite.draw(surface, images, card, cache)
        painted = surface.get_bounding_rect()
        assert path_reach(sprite, card).contains(painted), (k, tuple(painted))


def test_where_a_zone_paints_is_kept_while_its_look_holds():
    card, cache = (50, 70), LayerCache()
    sprites = [CardSprite(None, Slot((60.0, 60.0))), CardSprite(None, Slot((330.0, 60.0)))]
    look = looks(sprites)
    places = cache.places("row", look, card)
    assert places == [reach(one, card) for one in look]           # two groups, far apart
    assert cache.places("row", looks(sprites), card) is places     # the same look: kept
    sprites[1].snap(Slot((90.0, 60.0)))
    [both] = cache.places("row", looks(sprites), card)              # a new look: worked out
    assert both == reach(look[0], card).union(reach(looks(sprites)[1], card))


def test_a_moving_card_may_paint_where_it_is_and_where_it_goes():
    card, sprite = (50, 70), CardSprite(None, Slot((60.0, 60.0)))
    sprite.move_to(Slot((300.0, 200.0), 90.0), 0.5)
    sprite.update(0.1)
    here = CardSprite(None, Slot(sprite.pos, sprite.angle, sprite.scale))
    there = CardSprite(None, Slot((300.0, 200.0), 90.0))
    assert path_reach(sprite, card) == reach(looks([here])[0], card).union(
        reach(looks([there])[0], card))


def test_a_zone_whose_cards_lie_apart_is_layered_in_pieces_with_the_pixels_of_one_layer():
    card, size = (50, 70), (420, 300)
    sprites = [CardSprite(None, Slot(pos, angle)) for pos, angle in
               (((60.0, 60.0), 0.0), ((85.0, 75.0), 10.0), ((330.0, 200.0), 0.0))]
    rects = [reach(look, card) for look in looks(sprites)]
    assert [members for _, members in groups(rects)] == [[0, 1], [2]]

    def paint(target: pygame.Surface, k: int, sprite: CardSprite) -> None:
        square = pygame.Surface((40, 60), pygame.SRCALPHA)
        square.fill((80 * k, 200, 90, 120 + 40 * k))
        target.blit(square, square.get_rect(center=sprite.pos))

    def table() -> pygame.Surface:
        surface = pygame.Surface(size)
        surface.fill((20, 60, 40))
        return surface

    layer = pygame.Surface(size, pygame.SRCALPHA)       # every card on one layer
    for k, sprite in enumerate(sprites):
        paint(layer, k, sprite)
    expected = table()
    expected.blit(layer, (0, 0))
    cache = LayerCache()
    cache.draw(table(), "row", sprites, card, (), paint)        # the first ask paints
    for _ in range(2):                                          # the second builds, then kept
        drawn = table()
        assert cache.draw(drawn, "row", sprites, card, (), paint)
        assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(expected, "RGB")


def table_of(app, game: str, players: int, seed: int) -> TableScene:
    """A table of ``game`` with a human in seat 0 and rule-based seats deciding at once; Tarot
    Combat's six starts from the frame-time benchmark's position with six cards in limbo."""
    use_fake_ai(app)
    seats = [Seat("You")] + [Seat(f"P{s}", AI, "heuristic") for s in range(1, players)]
    if game == "combat":
        rules = find_game("combat")
        state = rules.from_position(json.loads(COMBAT_POSITION.read_text(encoding="utf-8")))
        session = Session(rules, state, seats, autosave=False)
    else:
        session = Session.new(game, seats, seed=seed, autosave=False)
    table = TableScene(app, session)
    app.stack.replace(table)
    return table


def frame(table: TableScene, size: tuple[int, int]) -> bytes:
    surface = pygame.Surface(size)
    table.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("game, players, seed", [
    ("tarok", 4, 3), ("tarocchi", 5, 4), ("taruno", 7, 5), ("arcanoid", 10, 6),
    ("combat", 6, 0)])
def test_a_frame_drawn_from_the_backdrop_has_the_pixels_of_one_painted_afresh(
        make_app, game, players, seed):
    app = make_app("fast", size=(1280, 800))
    table = table_of(app, game, players, seed)
    top = table.top
    left_out = still = compared = 0
    for k in range(240):
        if k == 150:
            resize(app, (1100, 700))
        app.step(1 / 30)
        if table.can_act and k % 20 == 19:
            table.choose(table.view_now().legal[0])
        if k % 3:
            continue
        size = app.size
        frame(table, size)      # the zones' layers and the images as a second frame finds them
        shown = top.still.shown
        cached = frame(table, size)
        still += top.still.shown > shown
        left_out += top.still.shown > shown and len(table._looks) < len(table.board.zones)
        kept = top.backdrop, top.boards, top.still
        top.backdrop, top.boards, top.still = Backdrop(), Backdrop(), Backdrop()   # none drawn
        afresh = frame(table, size)
        top.backdrop, top.boards, top.still = kept
        assert cached == afresh, f"frame {k}"
        table._still_key = lambda boards: None      # every zone drawn in its turn, no image
        in_order = frame(table, size)
        del table._still_key
        assert cached == in_order, f"frame {k}"
        compared += 1
    assert compared == 80 and still >= 60 and left_out >= 5
    assert top.boards.repaints >= 5 and top.still.repaints >= 5     # painted again in places
    assert game != "combat" or top.backdrop.repaints >= 5
