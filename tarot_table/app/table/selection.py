"""Selecting several cards and dropping them together, for games whose moves are made by
dropping cards on zones (the game's ``drop_zones(view, action)``: Arcanoid's battlefields, its
discard pile and the Chariot).

A click on a usable card (one of the acting player's board actions names it: in the hand,
Strength's row, the shared row, the Chariot's reserve…) selects or deselects it; dragging any
usable card carries the whole selection (the card pressed joins it), and a release over a
zone asks the table to make the move that drop means there. A refused drop (or a drop over
nothing) springs every carried card back. A click on the felt clears the selection; Esc in the
menu cancels a drag. From the keyboard: Left/Right move a cursor over the usable cards, Space
selects, and the number keys drop on the lit zones, which show their numbers.
"""

from __future__ import annotations


import pygame

from ...cards import Card
from ..draw.sprites import CardSprite
from .hand_input import HandInput
from .host import InputHost


CARRY_STEP = 0.32       # carried cards fan out by this fraction of a card's width
DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}


class SelectionInput(HandInput):
    """The acting player's selection under the mouse: ``selection`` (cards, in the order
    picked), ``carried`` (the sprites held with the one dragged)."""

    def __init__(self, table: InputHost) -> None:
        super().__init__(table)
        self.selection: list[Card] = []
        self.carried: list[CardSprite] = []
        self.keyboard = False           # the keys moved the cursor: zones show their numbers
        self._marked: list[CardSprite] = []

    def is_selected(self, card: Card | None) -> bool:
        return card is not None and card in self.selection

    def held(self) -> list[CardSprite]:
        """Every sprite following the mouse, the pressed one last (drawn on top)."""
        if self.dragging is None or not self._moved:
            return [self.dragging] if self.dragging is not None else []
        return self.carried + [self.dragging]

    def sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The topmost usable card under ``pos``, in any zone."""
        usable = self.table.playable()
        card = self.table.layout.card
        found = None
        for sprites in self.table.board.zones.values():
            for sprite in sprites:
                if sprite.card in usable and sprite.contains(pos, card):
                    found = sprite
        hand = super().sprite_at(pos)
        return hand if hand is not None and hand.card in usable else found

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.table.can_act \
                and self.sprite_at(event.pos) is None and self.selection:
            self.selection = []
            return False
        return super().handle_event(event)

    def _lift(self) -> None:
        """The card dragged joins the selection, and the rest of it is carried along."""
        if self.dragging.card not in self.selection:
            self.selection.append(self.dragging.card)
        self.carried = [s for s in self._selected_sprites() if s is not self.dragging]

    def _carry(self, centre: tuple[float, float]) -> None:
        """The carried cards fan out to the left of the card held."""
        x, y = centre
        step = self.table.layout.card[0] * CARRY_STEP
        for k, sprite in enumerate(self.carried):
            sprite.follow((x - (len(self.carried) - k) * step, y))
        self.dragging.follow(centre)

    def _selected_sprites(self) -> list[CardSprite]:
        chosen = []
        for card in self.selection:
            sprite = next((s for s in self.table.board.sprites() if s.card == card), None)
            if sprite is not None:
                chosen.append(sprite)
        return chosen

    def _press_at(self, pos: tuple[int, int]) -> bool:
        if not self.table.can_act:
            return False
        sprite = self.sprite_at(pos)
        if sprite is None:
            return False
        self._take(sprite, pos)
        self.from_pile = False
        return True

    def _release(self, pos: tuple[int, int]) -> None:
        sprite, self.dragging = self.dragging, None
        carried, self.carried = self.carried, []
        if not self._moved:
            self.toggle(sprite.card)
            return
        zone = self.table.drop_zone_at(pos)
        cards = list(self.selection)
        if zone is None or not self.table.drop_cards(cards, zone):
            for held in carried + [sprite]:
                self.spring_back(held)

    def toggle(self, card: Card) -> None:
        """Select ``card``, or deselect it when selected."""
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
        self.selected = card

    def _key(self, key: int) -> bool:
        """Left/Right move the cursor over the usable cards (hand first), Space selects or
        deselects the card under it, 1–9 drop the selection (or the card under the cursor)
        on the lit zone of that number (:meth:`keyboard_zones`)."""
        cards = self.keyboard_cards()
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and cards:
            self._move_cursor(cards, 1 if key == pygame.K_RIGHT else -1)
            return True
        if key == pygame.K_SPACE and self.hovered in cards:
            self.toggle(self.hovered)
            self.keyboard = True
            return True
        number = DIGITS.get(key)
        if number is None:
            return False
        self._drop_on(number, cards)
        return True

    def _move_cursor(self, cards: list[Card], step: int) -> None:
        """The cursor moves ``step`` (1: right, -1: left) over ``cards``, round the end; with
        none yet, to the first (the last, leftwards)."""
        at = cards.index(self.hovered) + step if self.hovered in cards else \
            (0 if step > 0 else -1)
        self.hovered = cards[at % len(cards)]
        self.keyboard = True

    def _drop_on(self, number: int, cards: list[Card]) -> None:
        """Drop the selection, or else the card under the cursor (one of ``cards``), on the
        lit zone of ``number`` (from 1), if there is one."""
        zones = self.keyboard_zones()
        chosen = self.selection or ([self.hovered] if self.hovered in cards else [])
        if chosen and number <= len(zones):
            self.table.drop_cards(list(chosen), zones[number - 1])

    def keyboard_cards(self) -> list[Card]:
        """The cards the cursor visits: the usable cards of the hand in its order, then the
        other usable cards (a row of Strength, the Chariot's reserve)."""
        usable = self.table.playable()
        hand = [s.card for s in self.hand() if s.card in usable]
        others = sorted(usable - set(hand))
        return hand + others

    def keyboard_zones(self) -> list[str]:
        """The zones the selection (or the card under the cursor) may be dropped on, left to
        right then top to bottom: the zones the number keys name, 1 first."""
        chosen = self.selection or ([self.hovered] if self.hovered is not None else [])
        drops = self.table.drops
        if drops is None or not self.table.can_act or not chosen:
            return []
        rect = self.table.layout.drop_rect
        return sorted(drops.lit(chosen), key=lambda z: (rect(z).left, rect(z).top))

    def cancel(self) -> None:
        for sprite in self.held():
            self.spring_back(sprite)
        self.dragging, self.carried = None, []

    def update_marks(self) -> None:
        """Light the selected cards outside the hand (the hand's are lit by the table)."""
        for sprite in self._marked:
            sprite.glow = False
        hand = f"hand:{self.table.viewer}"
        self._marked = [s for zone, sprites in self.table.board.zones.items() if zone != hand
                        for s in sprites if s.card is not None and s.card in self.selection]
        for sprite in self._marked:
            sprite.glow = True

    def forget(self) -> None:
        super().forget()
        self.keyboard = False
        self.selection = []
        self.carried = []
