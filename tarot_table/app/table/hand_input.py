"""Playing a card from the viewer's hand: drag it onto the trick (or the discard piles, which
lie in the trick area), double-click it, or select it with Left/Right and play it with Enter or
Up. Drawing: click the draw pile, or drag its top card into the hand.

A drag moves the card exactly with the mouse; a drop on the trick area asks the table to play
it, and a refused card (or a drop elsewhere) springs back to its place in the hand (a refused
draw back onto the pile).
"""

from __future__ import annotations


import pygame

from ...cards import Card
from ..draw.drag import CardDrag
from ..draw.sprites import CardSprite
from .host import InputHost


PLAY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP)


class HandInput(CardDrag):
    """The viewer's hand under the mouse and keyboard. ``selected`` and ``hovered`` are cards
    (or ``None``); ``dragging`` the sprite held by the mouse (:class:`~..draw.drag.CardDrag`).
    ``owns_keys``: whether the input takes key presses before the table's focus ring (an input
    with its own Tab order over the board); not this one, which leaves Tab to the ring of the
    table's buttons."""

    owns_keys = False

    def __init__(self, table: InputHost) -> None:
        super().__init__(table)
        self.from_pile = False          # the card held is the top of the draw pile
        self.selected: Card | None = None
        self.hovered: Card | None = None

    def is_selected(self, card: Card | None) -> bool:
        """Whether ``card`` is selected (lit and raised in the hand)."""
        return card is not None and card == self.selected

    def update_marks(self) -> None:
        """Mark the selection outside the hand (nothing to mark: one card of the hand)."""

    def build(self, manager) -> list:
        """The input's own widgets (none: the hand is played on the board)."""
        return []

    def changed(self) -> bool:
        """Whether the input's widgets must be built again (never: it has none)."""
        return False

    def back(self) -> bool:
        """Esc: step back from what is under way (a drag goes back to the hand); ``False``
        when there was nothing to step back from (the table then opens its menu)."""
        return False

    def hand(self) -> list[CardSprite]:
        return self.table.board.zones.get(f"hand:{self.table.viewer}", [])

    def sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The topmost card of the hand under ``pos``."""
        card = self.table.layout.card
        return next((s for s in reversed(self.hand()) if s.card is not None
                     and s.contains(pos, card)), None)

    def pile_sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The top card of the draw pile when it lies under ``pos`` and the viewer may reach
        for it (a drawing it may not make springs back with the reason)."""
        pile = self.table.board.zones.get("draw", [])
        if not pile or not self.table.reaches_for_pile:
            return None
        return pile[-1] if pile[-1].contains(pos, self.table.layout.card) else None

    def hand_drop_rect(self) -> pygame.Rect:
        """Where a card dragged from the draw pile is drawn: the viewer's hand."""
        layout = self.table.layout
        return layout.hand_rect(self.table.viewer).inflate(0, layout.card[1] // 2)

    def drop_rect(self) -> pygame.Rect:
        """Where a dragged card is played: the trick area, or the pile beside it (the scart)."""
        w, h = self.table.layout.card
        area = self.table.layout.trick_area.inflate(w // 2, h // 3)
        return area.union(self.table.layout.draw_pile.inflate(w // 3, h // 3))

    # -- events -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to ``event``; return whether it was used."""
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press_at(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self._release(event.pos)
            return True
        if event.type == pygame.KEYDOWN and self.table.can_act:
            return self._key(event.key)
        return False

    def _hover(self, pos: tuple[int, int]) -> None:
        """Note the card of the hand under ``pos`` (raised while the viewer may act)."""
        under = self.sprite_at(pos) if self.table.can_act else None
        self.hovered = under.card if under else None

    def _press_at(self, pos: tuple[int, int]) -> bool:
        if not self.table.can_act:
            self.table.not_yet(pos)
            return False
        sprite = self.sprite_at(pos)
        self.from_pile = sprite is None
        if sprite is None:
            sprite = self.pile_sprite_at(pos)
        if sprite is None:
            return False
        self._take(sprite, pos)
        return True

    def _release(self, pos: tuple[int, int]) -> None:
        sprite, self.dragging = self.dragging, None
        if self.from_pile:
            self._release_pile(sprite, pos)
            return
        if self._moved:
            if not (self.drop_rect().collidepoint(pos) and self.table.play_card(sprite.card)):
                self.spring_back(sprite)
            return
        card = sprite.card
        self.selected = card
        if self._double_click(card):
            self.table.play_card(card)

    def _release_pile(self, sprite: CardSprite, pos: tuple[int, int]) -> None:
        """The draw pile let go: dragged to the hand, or clicked, it draws (or the table says
        why not: a click that did nothing and said nothing would puzzle the player);
        dropped elsewhere, it springs back."""
        if (self._moved and not self.hand_drop_rect().collidepoint(pos)) \
                or not self.table.draw_card():
            self.spring_back(sprite)

    def _key(self, key: int) -> bool:
        """Left/Right move the keys' card over the hand (:meth:`_step`), Enter or Space plays
        it. Whether the key was used."""
        cards = [s.card for s in self.hand() if s.card is not None]
        if not cards:
            return False
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._step(cards, 1 if key == pygame.K_RIGHT else -1)
            return True
        if key in PLAY_KEYS and self.selected in cards:
            self.table.play_card(self.selected)
            return True
        return False

    def _step(self, cards: list[Card], step: int) -> None:
        """The keys' card moves ``step`` (1: right, -1: left) over ``cards``, round the end;
        with none yet, it is the first playable card (the last, leftwards), else the first
        card. The card under the pointer is no longer raised: the keys' card alone is."""
        self.hovered = None
        if self.selected in cards:
            self.selected = cards[(cards.index(self.selected) + step) % len(cards)]
            return
        legal = self.table.playable()
        first = [c for c in cards if c in legal] or cards
        self.selected = first[0] if step > 0 else first[-1]

    def cancel(self) -> None:
        """Drop whatever is held back into the hand."""
        if self.dragging is not None:
            self.spring_back(self.dragging)
            self.dragging = None
            self.from_pile = False

    def forget(self) -> None:
        """Clear the selection (after a play, a new viewer, the curtain)."""
        self.selected = self.hovered = None
        self.dragging = None
        self.from_pile = False
