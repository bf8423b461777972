"""Moves made by dropping cards on zones, for games whose table plug-in says where each action
is dropped (``plugin.drop_zones(view, action)`` → zone names; Arcanoid's battlefield lanes, its
discard pile and the Chariot).

:class:`DropControl` answers the :class:`~.selection.SelectionInput`: which zone lies
under the mouse, which zones light up for the current selection (those where it is a legal
move), what a drop means — the one legal action it names, a choice when it names several (a
couple on one battlefield or across two), else the rules' reason for refusing it, asked with
the action the plug-in's ``drop_action(view, cards, zone)`` says the drop attempts. Actions
without cards that have a drop zone (Arcanoid's abdications) are buttons at their zone
(``layout.button_rect(zone)``), labelled by the game's ``describe_choice``.
"""

from __future__ import annotations

from typing import Sequence

from pygame_gui.elements import UIButton

from ...cards import Card
from ...rules.base import Action
from .host import PanelHost


class DropControl:
    """Dropping the selection on zones of ``table`` (see the module docstring). ``buttons``
    are the (button, action) pairs of the card-less actions at their zones."""

    def __init__(self, table: PanelHost) -> None:
        self.table = table
        self.buttons: list[tuple[UIButton, Action]] = []
        self._key: tuple = ()

    def _zones(self, action: Action) -> tuple[str, ...]:
        return tuple(self.table.plugin.drop_zones(self.table.view_now(), action))

    def actions(self) -> list[Action]:
        """The acting viewer's legal actions made on the board (empty when it cannot act)."""
        if not self.table.can_act:
            return []
        return self.table.plugin.board_actions(self.table.view_now())

    def usable(self) -> frozenset[Card]:
        """The cards some board action uses (they can be selected and dragged)."""
        return frozenset(c for a in self.actions() for c in a.cards)

    def targets(self) -> list[str]:
        """Every zone a drop may be aimed at now: the drop zones of the legal actions, and the
        acting actor's zones of the same kinds (so that a wrong drop there gets a reason)."""
        zones = [z for a in self.actions() for z in self._zones(a)]
        zones += list(self.table.plugin.drop_targets(self.table.view_now()))
        return list(dict.fromkeys(zones))

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        """The drop zone under ``pos``, if any."""
        rect_of = self.table.layout.drop_rect
        return next((z for z in self.targets() if rect_of(z).collidepoint(pos)), None)

    def lit(self, cards: Sequence[Card]) -> set[str]:
        """The zones where ``cards`` are a legal move."""
        if not cards:
            return set()
        chosen = sorted(cards)
        return {z for a in self.actions() if a.cards and sorted(a.cards) == chosen
                for z in self._zones(a)}

    def drop(self, cards: Sequence[Card], zone: str) -> bool:
        """Make the move of dropping ``cards`` on ``zone``: played at once when it names one
        legal action (True); when it names several, the cards go back while the viewer
        chooses between them (False); refused with the rules' reason in a toast and the
        selection cleared, so the next drag starts afresh (False)."""
        table = self.table
        chosen = sorted(cards)
        matches = [a for a in self.actions() if a.cards and sorted(a.cards) == chosen
                   and zone in self._zones(a)]
        if len(matches) == 1:
            return table.choose(matches[0])
        if matches:
            table.offer(matches)
            return False
        if table.choose(table.plugin.drop_action(table.view_now(), tuple(chosen), zone)):
            return True
        table.input.forget()        # refused: the reason is shown, the selection starts afresh
        return False

    # -- the buttons at zones ---------------------------------------------------------------
    def build(self, manager) -> list[UIButton]:
        """The buttons of the card-less board actions (none when the viewer cannot act)."""
        self.buttons = []
        table = self.table
        for action in self.actions():
            if action.cards:
                continue
            zones = self._zones(action)
            rect = table.layout.button_rect(zones[0])
            label = table.describe(action)
            button = UIButton(rect, label, manager, object_id="#small_button",
                              tool_tip_text=table.describe_long(action))
            self.buttons.append((button, action))
        return [b for b, _ in self.buttons]

    def key(self) -> tuple:
        """What the buttons show (they are rebuilt when it changes)."""
        return tuple(a for a in self.actions() if not a.cards)

    def changed(self) -> bool:
        """Whether the buttons' content changed since it was last looked at."""
        key = self.key()
        if key == self._key:
            return False
        self._key = key
        return True

    def action_for(self, element) -> Action | None:
        return next((a for b, a in self.buttons if b is element), None)

    def forget(self) -> None:
        self.buttons = []

