"""Card art as pygame Surfaces, rendered from the SVGs under ``assets/cards`` and cached.

Every card face is ``assets/cards/<short>.svg`` (``7C.svg``, ``PP.svg``, ``M21.svg``), each
minor card's again in the suit colours a colour-blind player tells apart,
``<short>-safe.svg`` (the "Suit colours" setting; :meth:`CardImages.choose_suits`), and the
back is ``assets/cards/back.svg`` (the other backs a player may choose, :data:`BACKS`,
``back-<colour>.svg``); a game whose major arcana go by another numbering shows its own faces
of the majors that numbering names otherwise (``M8-marseille.svg``: VIII Justice at the
Arcanoid table; :meth:`CardImages.numbered`, :func:`~...cards.numbered_faces`); they are drawn
by ``packaging/make_card_art.py`` on a 5:7
(250x350) canvas. Each is rendered at the exact pixel size asked for by
``pygame.image.load_sized_svg``, so cards stay crisp at any window size.

Sizes are ``(width, height)`` tuples in whole pixels. The cache keeps the Surfaces of the few
sizes used most recently (a window resize asks for a new size; the old ones age out), so memory
stays bounded at about ``max_sizes`` × 79 Surfaces.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from ...cards import MINOR_SUITS, Card, full_deck, numbered_faces
from ...resources import asset_path

#: Width over height of every card.
CARD_RATIO = 5 / 7
#: The card backs (the "Card back" setting), the first the default.
BACKS = ("indigo", "crimson", "forest")
#: The short texts of the cards with a colour-blind safe face: the minor cards.
SAFE_FACES = frozenset(str(card) for card in full_deck() if card.suit in MINOR_SUITS)


def card_size_for(height_px: float) -> tuple[int, int]:
    """``(width, height)`` in whole pixels, at least 1x1, of a card ``height_px`` pixels tall.

    >>> card_size_for(140)
    (100, 140)
    """
    return max(1, round(height_px * CARD_RATIO)), max(1, round(height_px))


class CardImages:
    """Loads card faces and the back at requested pixel sizes and caches the Surfaces.

    ``max_sizes`` is how many distinct sizes are kept; asking for another one drops the
    Surfaces of the size used least recently. Surfaces are shared: do not draw on them.
    ``back_colour`` is the back drawn (one of :data:`BACKS`; :meth:`choose_back`);
    ``safe_suits`` whether the minor cards' faces are the colour-blind safe ones
    (:meth:`choose_suits`).
    """

    def __init__(self, max_sizes: int = 4) -> None:
        if max_sizes < 1:
            raise ValueError("max_sizes must be at least 1")
        self.max_sizes = max_sizes
        self._by_size: OrderedDict[tuple[int, int], dict[str, pygame.Surface]] = OrderedDict()
        self.back_colour = BACKS[0]
        self.safe_suits = False

    def choose_suits(self, safe: bool) -> None:
        """Draw the minor cards in the suit colours a colour-blind player tells apart
        (``<short>-safe.svg``) from now on, or in the classic ones."""
        self.safe_suits = safe

    def choose_back(self, colour: str) -> None:
        """Draw the backs in ``colour`` from now on (an unknown colour: the default)."""
        self.back_colour = colour if colour in BACKS else BACKS[0]

    def face(self, card: Card | str, size: tuple[int, int]) -> pygame.Surface:
        """The face of ``card`` (a :class:`Card` or its short text, e.g. ``"7C"``), ``size`` =
        ``(w, h)`` pixels, in the suit colours chosen (:meth:`choose_suits`). Raises
        ``FileNotFoundError`` when its SVG is missing."""
        name = str(card)
        if self.safe_suits and name in SAFE_FACES:
            name += "-safe"
        return self._get(name, size)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """The card back (in :attr:`back_colour`) at ``size`` = ``(w, h)`` pixels."""
        colour = self.back_colour
        return self._get("back" if colour == BACKS[0] else f"back-{colour}", size)

    def numbered(self, numbering: str) -> "NumberedImages":
        """The faces as a game in ``numbering`` (a key of :data:`~...cards.NUMBERINGS`) shows
        them, sharing this cache. Raises ``KeyError`` for an unknown numbering."""
        numbered_faces(numbering)
        return NumberedImages(self, numbering)

    def clear(self) -> None:
        """Forget every cached Surface."""
        self._by_size.clear()

    def _get(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = int(size[0]), int(size[1])
        if w < 1 or h < 1:
            raise ValueError(f"card size must be positive, got {size!r}")
        key = (w, h)
        images = self._by_size.get(key)
        if images is None:
            images = self._by_size[key] = {}
            while len(self._by_size) > self.max_sizes:
                self._by_size.popitem(last=False)
        else:
            self._by_size.move_to_end(key)
        surface = images.get(name)
        if surface is None:
            surface = images[name] = _load(name, key)
        return surface


class NumberedImages:
    """The faces and back of :class:`CardImages` as a game's ``numbering`` shows them: a major
    that the numbering names otherwise has its own face (``M8`` in ``"marseille"`` shows VIII
    Justice)."""

    def __init__(self, images: CardImages, numbering: str) -> None:
        self.images, self.numbering = images, numbering

    def face(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        """The face of ``card`` in this numbering at ``size`` = ``(w, h)`` pixels (through
        :meth:`CardImages.face`, with the numbering's own face's name where it has one)."""
        own = numbered_faces(self.numbering).get(card)
        return self.images.face(card if own is None else own, size)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """The card back (the images' :attr:`~CardImages.back_colour`) at ``size`` pixels."""
        return self.images.back(size)

    @property
    def back_colour(self) -> str:
        """The back drawn (:attr:`CardImages.back_colour`)."""
        return self.images.back_colour


def _load(name: str, size: tuple[int, int]) -> pygame.Surface:
    """Render ``assets/cards/<name>.svg`` at ``size`` pixels, converted for fast blitting
    when a window has set the pixel format."""
    path = asset_path("cards", f"{name}.svg")
    if not path.is_file():
        raise FileNotFoundError(f"no card art {path}")
    surface = pygame.image.load_sized_svg(str(path), size)
    if surface.get_size() != size:
        surface = pygame.transform.smoothscale(surface, size)
    try:
        return surface.convert_alpha()
    except pygame.error:            # no window yet: no pixel format to convert to
        return surface
