"""The choice panel: buttons for the acting human's decisions that are not a card of its hand
(a bid, a pass, a card to name or call from the whole deck).

Which actions it shows is generic: every legal action that does not carry exactly one card of
the viewer's hand. Cards of the hand are played, laid in the scart or given back by dragging
them (or double-clicking them), so a refused card springs back with the reason.

Few choices (bids, a King to call) are a row of buttons labelled by the game's
``describe_action``; many (a card to name from the whole deck) a grid of short card names.
"""

from __future__ import annotations

from typing import Sequence

import pygame
from pygame_gui.elements import UIButton

from ..cards import Card, RANK_CODES, TRADITIONS, roman
from ..rules.base import Action, Game, PlayerView

ROW_LIMIT = 6           # up to this many choices: one row with full labels
GRID_COLUMNS = 10


def choice_actions(view: PlayerView) -> list[Action]:
    """The viewer's legal actions that its hand cannot express: anything but one card of it."""
    hand = set(view.hand())
    return [a for a in view.legal if not (len(a.cards) == 1 and a.cards[0] in hand)]


def short_label(card: Card) -> str:
    """A compact readable name: ``"XXI"``, ``"Fool"``, ``"K Cups"``, ``"10 Swords"``."""
    if card.is_major:
        return "Fool" if card.rank == 0 else roman(card.rank)
    return f"{RANK_CODES[card.rank]} {TRADITIONS['english'][card.suit]}"


def heading(actions: Sequence[Action]) -> str:
    kinds = {a.kind for a in actions}
    if kinds & {"bid", "pass"}:
        return "Your bid"
    if kinds == {"call"}:
        return "Name a card" if len(actions) > ROW_LIMIT else "Call a card for a partner"
    return "Your choice"


def layout_buttons(count: int, area: pygame.Rect, line: int, many: bool) -> list[pygame.Rect]:
    """Rects of ``count`` buttons centred in ``area``: a row, or a grid when ``many``."""
    height = round(line * (1.9 if not many else 1.5))
    gap = max(4, line // 4)
    if not many:
        width = min(230, (area.width - gap * (count - 1)) // max(count, 1))
        total = count * width + (count - 1) * gap
        x0 = area.centerx - total // 2
        y = area.centery - height // 2
        return [pygame.Rect(x0 + k * (width + gap), y, width, height) for k in range(count)]
    cols = min(GRID_COLUMNS, count)
    rows = -(-count // cols)
    width = min(130, (area.width - gap * (cols - 1)) // cols)
    total_w = cols * width + (cols - 1) * gap
    total_h = rows * height + (rows - 1) * gap
    x0, y0 = area.centerx - total_w // 2, area.centery - total_h // 2
    return [pygame.Rect(x0 + (k % cols) * (width + gap), y0 + (k // cols) * (height + gap),
                        width, height) for k in range(count)]


class ChoicePanel:
    """The buttons of one decision. ``actions`` in button order, ``buttons`` the widgets."""

    def __init__(self, game: Game, actions: Sequence[Action], area: pygame.Rect, line: int,
                 manager) -> None:
        self.actions = list(actions)
        many = len(self.actions) > ROW_LIMIT
        self.title = heading(self.actions)
        rects = layout_buttons(len(self.actions), area, line, many)
        self.buttons: list[UIButton] = []
        for action, rect in zip(self.actions, rects):
            label = (short_label(action.cards[0]) if many and len(action.cards) == 1
                     else game.describe_action(action))
            self.buttons.append(UIButton(rect, label, manager, object_id="#secondary_button"
                                         if many else "#continue_button"))
        self.top = min((b.relative_rect.top for b in self.buttons), default=area.centery)

    def action_for(self, element) -> Action | None:
        """The action of the pressed button ``element`` (``None``: not one of ours)."""
        for button, action in zip(self.buttons, self.actions):
            if button is element:
                return action
        return None

    def button_for(self, action: Action) -> UIButton | None:
        for button, candidate in zip(self.buttons, self.actions):
            if candidate == action:
                return button
        return None
