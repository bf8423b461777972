"""The card art: every SVG is there, renders at the asked size through nanosvg, tells the cards
apart in its corner index, and is exactly what packaging/make_card_art.py draws."""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tarot_table.app.draw.card_images import CardImages, card_size_for  # noqa: E402
from tarot_table.cards import JOKER, MINOR_SUITS, NUMBERINGS, Card, Suit, full_deck, numbered_faces  # noqa: E402
from tarot_table.desktop import ICON_SIZES  # noqa: E402
from tarot_table.resources import asset_path  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NAMES = [str(c) for c in full_deck()] + [str(JOKER), "back"] + sorted(
    face for numbering in NUMBERINGS for face in numbered_faces(numbering).values())
OTHER_BACKS = ["back-crimson", "back-forest"]     # the "Card back" setting's choices
#: The minor cards' faces in the colour-blind safe suit colours (the "Suit colours" setting).
SAFE = [f"{c}-safe" for c in full_deck() if c.suit in MINOR_SUITS]
SIZE = (125, 175)
CORNER = pygame.Rect(0, 0, 26, 40)  # the top-left index at SIZE


@pytest.fixture(scope="module")
def images():
    pygame.init()
    yield CardImages(max_sizes=2)
    pygame.quit()


@pytest.fixture(scope="module")
def rendered(images):
    """Every card and the back at SIZE, by short name."""
    return {name: images.back(SIZE) if name == "back" else images.face(name, SIZE) for name in NAMES}


def pixels(surface: pygame.Surface, rect: pygame.Rect | None = None) -> bytes:
    """RGB bytes of ``surface`` (or of ``rect`` of it)."""
    return pygame.image.tobytes(surface.subsurface(rect) if rect else surface, "RGB")


def differing_pixels(a: bytes, b: bytes, threshold: int = 48) -> int:
    """How many RGB pixels of two equal-sized images differ by more than ``threshold`` in a channel."""
    return sum(1 for i in range(0, len(a), 3)
               if max(abs(a[i] - b[i]), abs(a[i + 1] - b[i + 1]), abs(a[i + 2] - b[i + 2])) > threshold)


def test_every_card_and_the_back_exist_and_load_at_the_exact_size(images):
    assert len(NAMES) == 84, "78 faces, Tarot Combat's Joker, the back, VIII Justice, XI Strength " \
                             "and XX Judgment twice (Arcanoid's and Tarot Combat's numberings)"
    for name in NAMES:
        path = asset_path("cards", f"{name}.svg")
        assert path.is_file(), path
        for size in ((100, 140), (71, 99)):
            surface = images.back(size) if name == "back" else images.face(name, size)
            assert surface.get_size() == size, name


def test_faces_are_not_blank(rendered):
    for name, surface in rendered.items():
        data = pixels(surface)
        grey = data[::3]
        mean = sum(grey) / len(grey)
        variance = sum((g - mean) ** 2 for g in grey) / len(grey)
        assert variance > 200, f"{name} looks blank (variance {variance:.0f})"


def test_corner_index_tells_ranks_of_a_suit_apart(rendered):
    for suit in MINOR_SUITS:
        corners = {r: pixels(rendered[str(Card(suit, r))], CORNER) for r in range(1, 15)}
        for a, b in itertools.combinations(corners, 2):
            assert differing_pixels(corners[a], corners[b]) > 15, (suit, a, b)


def test_the_safe_faces_tell_ranks_and_suits_apart_in_their_corners(images):
    faces = {name: images.face(name.removesuffix("-safe"), SIZE) for name in SAFE}
    images.choose_suits(True)
    try:
        safe = {name: pixels(images.face(name.removesuffix("-safe"), SIZE), CORNER)
                for name in SAFE}
    finally:
        images.choose_suits(False)
    for name in SAFE:                   # each is its own art (Coins stay near their gold)
        assert safe[name] != pixels(faces[name], CORNER), name
    for a, b in itertools.combinations(SAFE, 2):
        assert differing_pixels(safe[a], safe[b]) > 15, (a, b)


#: Machado, Oliveira and Fernandes (2009): linear RGB as protanopia, deuteranopia and
#: tritanopia (severity 1) show it.
DEFICIENCIES = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def lab(hex_colour: str, seen=None) -> tuple[float, float, float]:
    """CIELAB (D65) of ``#rrggbb`` as the matrix ``seen`` (one of :data:`DEFICIENCIES`; none:
    full colour) shows it."""
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    rgb = [linear(int(hex_colour[k:k + 2], 16)) for k in (1, 3, 5)]
    if seen is not None:
        rgb = [min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb)))) for row in seen]
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def least_difference(palettes) -> float:
    """The least CIELAB distance between two suits' inks, or two suits' main tones, in full
    colour and under each of :data:`DEFICIENCIES`."""
    import math
    return min(math.dist(lab(getattr(palettes[a], tone), seen), lab(getattr(palettes[b], tone), seen))
               for seen in (None, *DEFICIENCIES.values()) for tone in ("ink", "main")
               for a, b in itertools.combinations(MINOR_SUITS, 2))


def test_the_safe_suit_colours_stay_apart_for_colour_blind_eyes():
    """The classic Staves and Cups look alike to deuteranopia (a brown and a red: 2 apart);
    the safe colours keep every two suits 25 apart or more, and every ink readable on the
    cards' cream (WCAG 4.5:1)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    from make_card_art import CREAM, SAFE_SUIT_COLOURS, SUIT_COLOURS
    from tarot_table.app.theme import contrast, from_hex

    assert least_difference(SUIT_COLOURS) < 5
    assert least_difference(SAFE_SUIT_COLOURS) >= 25
    for palette in SAFE_SUIT_COLOURS.values():
        assert contrast(from_hex(palette.ink), from_hex(CREAM)) >= 4.5


def test_corner_index_tells_suits_of_a_rank_apart(rendered):
    for rank in range(1, 15):
        corners = {s: pixels(rendered[str(Card(s, rank))], CORNER) for s in MINOR_SUITS}
        for a, b in itertools.combinations(corners, 2):
            assert differing_pixels(corners[a], corners[b]) > 15, (rank, a, b)


def test_majors_are_pairwise_distinct(rendered):
    majors = {n: pixels(rendered[f"M{n}"]) for n in range(22)}
    for a, b in itertools.combinations(majors, 2):
        assert differing_pixels(majors[a], majors[b]) > 300, (a, b)


#: At SIZE: the roman number at the top, the medallion's picture, the name under it.
NUMBER = pygame.Rect(25, 9, 75, 18)
PICTURE = pygame.Rect(22, 40, 81, 82)
NAME = pygame.Rect(16, 128, 93, 12)


@pytest.mark.parametrize("rank,other", [(8, 11), (11, 8)])
def test_a_numbered_face_has_its_rank_s_number_and_the_arcanum_s_picture_and_name(rendered, rank,
                                                                                   other):
    """The Arcanoid numbering: VIII is Justice, XI Strength. ``M8-marseille`` has
    M8's number (VIII) and corner, and the picture and name of the common deck's XI Justice."""
    face = rendered[f"M{rank}-marseille"]
    same, swapped = rendered[f"M{rank}"], rendered[f"M{other}"]
    for rect in (NUMBER, CORNER):
        assert differing_pixels(pixels(face, rect), pixels(same, rect)) == 0
        assert differing_pixels(pixels(face, rect), pixels(swapped, rect)) > 15
    for rect in (PICTURE, NAME):
        assert differing_pixels(pixels(face, rect), pixels(swapped, rect)) == 0
        assert differing_pixels(pixels(face, rect), pixels(same, rect)) > 30


@pytest.mark.parametrize("numbering", ["marseille", "judgment"])
def test_a_face_spelt_otherwise_has_its_rank_s_number_and_picture_and_its_own_name(rendered,
                                                                                   numbering):
    """Arcanoid's and Tarot Combat's texts spell XX "Judgment": ``M20-<numbering>`` has M20's
    number, corner and picture, and its name written "JUDGMENT", not M20's "JUDGEMENT"."""
    face, common = rendered[f"M20-{numbering}"], rendered["M20"]
    for rect in (NUMBER, CORNER, PICTURE):
        assert differing_pixels(pixels(face, rect), pixels(common, rect)) == 0
    assert differing_pixels(pixels(face, NAME), pixels(common, NAME)) > 30


def test_numbered_images_show_a_game_s_own_faces(images):
    justice, strength, cup = Card(Suit.MAJOR, 8), Card(Suit.MAJOR, 11), Card(Suit.CUPS, 7)
    marseille, common = images.numbered("marseille"), images.numbered("common")
    assert marseille.face(justice, SIZE) is images.face("M8-marseille", SIZE)
    assert marseille.face(strength, SIZE) is images.face("M11-marseille", SIZE)
    assert marseille.face(cup, SIZE) is images.face(cup, SIZE)
    assert common.face(justice, SIZE) is images.face("M8", SIZE)
    assert marseille.back(SIZE) is images.back(SIZE)
    assert marseille.back_colour == images.back_colour
    with pytest.raises(KeyError):
        images.numbered("lyon")


def test_the_back_is_the_same_upside_down(images):
    back = images.back((250, 350))
    turned = pygame.transform.rotate(back, 180)
    a, b = pixels(back), pixels(turned)
    total = sum(abs(x - y) for x, y in zip(a, b))
    assert total / len(a) < 2.0  # antialiasing may differ a little, the picture may not
    assert differing_pixels(a, b) < 0.001 * len(a) / 3


def test_the_cache_returns_the_same_surface_and_stays_bounded(images):
    first = images.face(Card(Suit.CUPS, 7), (60, 84))
    assert images.face("7C", (60, 84)) is first
    assert images.back((60, 84)) is images.back((60, 84))
    images.face("7C", (61, 85))
    images.face("7C", (62, 87))  # max_sizes=2: (60, 84) is dropped
    assert images.face("7C", (60, 84)) is not first
    with pytest.raises(ValueError):
        images.back((0, 10))


def test_card_size_for_keeps_five_by_seven():
    assert card_size_for(350) == (250, 350)
    assert card_size_for(140) == (100, 140)
    assert card_size_for(0.2) == (1, 1)


def test_the_generator_reproduces_the_committed_art(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "packaging" / "make_card_art.py"), "--out", str(tmp_path)],
                   check=True, cwd=ROOT, env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    made = sorted(p.name for p in (tmp_path / "assets" / "cards").iterdir())
    assert made == sorted(f"{n}.svg" for n in NAMES + OTHER_BACKS + SAFE)
    for name in made:
        assert (tmp_path / "assets" / "cards" / name).read_bytes() == \
            (ROOT / "assets" / "cards" / name).read_bytes(), f"{name} drifted from its script"
    assert (tmp_path / "assets" / "icon.svg").read_bytes() == (ROOT / "assets" / "icon.svg").read_bytes()
    for size in ICON_SIZES:
        for root in (tmp_path, ROOT):
            icon = pygame.image.load(str(root / "packaging" / "icons" / f"{size}.png"))
            assert icon.get_size() == (size, size)


def test_svgs_use_only_what_nanosvg_draws():
    allowed = {"svg", "defs", "g", "path", "rect", "circle", "ellipse", "polygon", "polyline", "line",
               "radialGradient", "linearGradient", "stop"}
    for path in [*(ROOT / "assets" / "cards").glob("*.svg"), ROOT / "assets" / "icon.svg"]:
        tags = set(re.findall(r"<([A-Za-z]+)", path.read_text(encoding="utf-8")))
        assert tags <= allowed, (path.name, tags - allowed)


def test_every_card_of_tarot_combat_s_deck_with_jokers_has_a_face_in_either_numbering(images):
    """The Joker (``JK``) has its own face: a Tarot Combat table with the Jokers option drew
    every card but it (the monkey's ``FileNotFoundError: no card art JK.svg``)."""
    from tarot_table.rules.combat.decks import one_deck

    deck = one_deck(jokers=True)
    assert deck.count(JOKER) == 2
    for numbering in ("common", "marseille"):
        faces = images.numbered(numbering)
        for card in set(deck):
            assert faces.face(card, SIZE).get_size() == SIZE
    joker = pixels(images.face(JOKER, SIZE))
    assert min(differing_pixels(joker, pixels(rendered_face)) for rendered_face in
               (images.face(str(c), SIZE) for c in full_deck() if c.is_major)) > 500
