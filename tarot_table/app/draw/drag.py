"""A card sprite held by the mouse: pressed, it becomes a drag once the mouse moves a few
pixels away and then follows it; let go where nothing takes it, it springs back to its slot
with a little overshoot. Clicks on the same thing in quick succession make a double-click.

:class:`CardDrag` is the one implementation of these for every input of the table (the hand's,
the selection's, a game's own: Tarot Combat's); each says what may be taken, what a drop or a
click means, and what a drag carries along (:meth:`CardDrag._hover`, :meth:`CardDrag._lift`,
:meth:`CardDrag._carry`).
"""

from __future__ import annotations

import math
from typing import Any

from .sprites import CardSprite
from .tween import back_out

DOUBLE_CLICK = 0.4      # seconds between the clicks of a double-click
DRAG_START = 5          # pixels the mouse moves before a press becomes a drag
SPRING_BACK = 0.45      # seconds for a refused card to go back to its slot (at speed 1)


class CardDrag:
    """The mouse's hold on a card of ``table`` (the scene: its ``board`` of sprites by zone,
    ``clock`` in seconds, ``anim_time()``, ``can_act``): ``dragging`` is the sprite held (or
    ``None``)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.dragging: CardSprite | None = None
        self._grab = (0.0, 0.0)
        self._press = (0, 0)
        self._moved = False
        self._last_click: tuple[object, float] = (None, -1.0)

    def held(self) -> list[CardSprite]:
        """The sprites following the mouse (drawn last, on top)."""
        return [self.dragging] if self.dragging is not None else []

    def _take(self, sprite: CardSprite, pos: tuple[int, int]) -> None:
        """Hold ``sprite``, pressed at ``pos``: a drag once the mouse moves away."""
        cx, cy = sprite.centre()
        self.dragging, self._grab = sprite, (pos[0] - cx, pos[1] - cy)
        self._press, self._moved = pos, False

    def _motion(self, pos: tuple[int, int]) -> bool:
        """The mouse moved to ``pos``: without a card held, what lies under it is hovered
        (``False``: the move is left to others); a card held becomes a drag once the mouse is
        :data:`DRAG_START` pixels from the press, and follows it."""
        if self.dragging is None:
            self._hover(pos)
            return False
        if not self._moved and math.dist(pos, self._press) > DRAG_START:
            self._moved = True
            self._lift()
        if self._moved:
            self._carry((pos[0] - self._grab[0], pos[1] - self._grab[1]))
        return True

    def _hover(self, pos: tuple[int, int]) -> None:
        """Note what lies under ``pos`` (nothing here)."""

    def _lift(self) -> None:
        """The press on the card held became a drag (nothing more to take along here)."""

    def _carry(self, centre: tuple[float, float]) -> None:
        """Move what is dragged so that the card held is centred on ``centre``."""
        self.dragging.follow(centre)

    def _double_click(self, what: object) -> bool:
        """A click on ``what`` (a card, or a thing of the board): whether it is the second of
        a double-click (the two within :data:`DOUBLE_CLICK` seconds)."""
        clock = self.table.clock
        last, when = self._last_click
        self._last_click = (what, clock)
        if last == what and clock - when <= DOUBLE_CLICK:
            self._last_click = (None, -1.0)
            return True
        return False

    def spring_back(self, sprite: CardSprite) -> None:
        """Send ``sprite`` back to its slot, wherever it lies (a hand, the draw pile, a row of
        the board), with a little overshoot."""
        board = self.table.board
        for zone, sprites in board.zones.items():
            if sprite in sprites:
                slot = board.slot(zone, sprites.index(sprite), len(sprites), sprite)
                sprite.move_to(slot, self.table.anim_time(SPRING_BACK), back_out)
                return
