"""The cards on the table: :class:`Tabletop` holds the layout, the sprites by zone and the
animator that moves them as the rules' events are played, for one viewer."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, Sequence

import pygame

from ...cards import Card
from ...rules.base import Event, PlayerView
from ..draw.animator import TRICK_PAUSE, Animator, Board
from ..draw.layer_cache import Backdrop, LayerCache
from ..draw.layout import TableLayout
from ..draw.sprites import CardSprite, SurfaceCache
from ..games.plugin import TablePlugin


class Tabletop:
    """The board of a table of ``num_seats`` showing the game's ``zones`` (names) as its
    ``plugin`` lays them out: ``layout``, ``board`` (sprites by zone), ``animator`` (events →
    tweens; ``speed()`` the animation speed factor, ``notify(event)`` told of each event,
    ``reduced_motion()`` whether cards are put in place at once: its ``still`` argument),
    ``cache`` (turned card images), ``layers`` (still zones drawn once), ``backdrop`` (the
    table under its cards and panels, painted when it changes), ``boards`` (the backdrop and
    the panels) and ``still`` (the table up to its cards while none moves; see
    :class:`~.drawing.TableDrawing`), ``text_scale()`` how many times its size for the window the
    table's text is (:class:`~..draw.layout.TableLayout`). ``part`` is the
    plug-in's part of the board (or ``None``), set once it is built."""

    def __init__(self, plugin: TablePlugin, zones: Sequence[str], num_seats: int,
                 size: tuple[int, int], viewer: int, speed: Callable[[], float],
                 notify: Callable[[Event], float],
                 trick_pause: Callable[[], float] = lambda: TRICK_PAUSE,
                 text_scale: Callable[[], float] = lambda: 1.0,
                 still: Callable[[], bool] = lambda: False) -> None:
        self.plugin = plugin
        self.zone_order = tuple(zones)
        self.num_seats = num_seats
        self.speed = speed
        self.text_scale = text_scale
        self.reduced_motion = still
        self.part: Any = None
        self.layout: TableLayout = plugin.layout(size, num_seats, viewer, self.zone_order,
                                                 text_scale=text_scale())
        self.board = Board(self.layout)
        self.animator = Animator(self.board, speed, notify, trick_pause, still)
        self.cache = SurfaceCache()
        self.layers = LayerCache()
        self.backdrop = Backdrop()
        self.boards = Backdrop()
        self.still = Backdrop()

    @property
    def busy(self) -> bool:
        """Events waiting or cards still flying."""
        return self.animator.busy

    def anim_time(self, seconds: float) -> float:
        """How long a card takes to move or turn for ``seconds`` at speed 1: at the player's
        animation speed (0 when animations are off, or with reduced motion)."""
        speed = self.speed()
        return seconds / speed if speed > 0 and not self.reduced_motion() else 0.0

    def lay_out(self, size: tuple[int, int], viewer: int) -> None:
        """Compute the layout for window ``size`` seen from ``viewer`` (sprites stay put)."""
        self.layout = self.plugin.layout(size, self.num_seats, viewer, self.zone_order,
                                         self.part, self.text_scale())
        self.board.layout = self.layout

    def relayout(self, duration: float) -> None:
        """Lay the table out again at its size and viewer (the plug-in's part changed its
        shape): every card moves to its new place in ``duration`` seconds."""
        self.lay_out(self.layout.size, self.layout.viewer)
        for zone in self.board.zones:
            self.board.relayout(zone, duration)

    def deal_from_deck(self, count: int) -> None:
        """Put ``count`` face-down cards in the deck (a new game's deal starts from there)."""
        self.board.zones["deck"] = [CardSprite(None, self.board.slot("deck", k, count))
                                    for k in range(count)]

    def push(self, events: Iterable[Event]) -> None:
        """Animate ``events`` (already as the viewer may see them) after those queued."""
        self.animator.push(events)

    def settle(self, view: PlayerView, zones: Mapping[str, tuple[Card | None, ...]],
               duration: float) -> None:
        """Lay the sprites out as ``view`` (its ``zones`` as shown) says, in ``duration``."""
        self.board.settle(zones, self.plugin.trick_seats(view), duration,
                          self.plugin.face_down(view))

    def hand_sprite_rect(self, seat: int, card: Card) -> pygame.Rect:
        """The uncovered part of ``card`` in ``seat``'s hand (its centre picks that card).
        Raises ``KeyError`` when the card is not there."""
        hand = self.board.zones.get(f"hand:{seat}", [])
        index = next((i for i, s in enumerate(hand) if s.card == card), None)
        if index is None:
            raise KeyError(f"{card} is not in the viewer's hand")
        rect = hand[index].rect(self.layout.card)
        if index + 1 < len(hand):
            rect.width = max(4, round(hand[index + 1].rect(self.layout.card).left - rect.left))
        return rect
