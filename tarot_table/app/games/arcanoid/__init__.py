"""Arcanoid's table: battlefields instead of seats around a trick (:mod:`.layout`, painted by
:mod:`.painting`, kept in step with the animation by :mod:`.fields`), moves made by selecting
cards and dropping them on lanes, the discard pile and the Chariot, notes at the lanes, and the
neutral "Fool?" window of hot-seat play.

TRANSITIONAL (issue 12): the drop hooks, the notes and the reaction window are still methods of
the Arcanoid game class, to which :class:`ArcanoidTable` forwards, and the game does not yet
name this plug-in (``plugin._UNDECLARED`` does); moving their bodies here (``drop_zones``,
``drop_targets``, ``drop_action``, ``zone_notes``, ``reaction_window``; deleted from the game)
and declaring ``Plugins(table="tarot_table.app.games.arcanoid:ArcanoidTable")`` ends that.
"""

from __future__ import annotations

from typing import Any, Sequence

from ....cards import Card
from ....rules.arcanoid import ArcanoidView
from ....rules.base import Action, PlayerView
from ...draw.layout import TableLayout
from ..plugin import Facts, TablePlugin
from .fields import FieldTable
from .layout import layout_for


class ArcanoidTable(TablePlugin):
    """Arcanoid at the table (see the module docstring)."""

    drops_on_zones = True

    def layout(self, size: tuple[int, int], num_seats: int, viewer: int,
               zones: Sequence[str], part: Any = None) -> TableLayout:
        """The battlefields, the daemon's row opened while a daemon plays."""
        daemon = part is not None and part.master is not None
        return layout_for(size, num_seats, viewer, zones, daemon=daemon)

    def board_part(self, host: Any, view: PlayerView) -> FieldTable:
        return FieldTable(host, view, self)

    def facts(self, view: ArcanoidView) -> Facts:
        return Facts(scores=view.scores)

    # TRANSITIONAL: the game's hooks, forwarded -----------------------------------------------
    def drop_zones(self, view: PlayerView, action: Action) -> tuple[str, ...]:
        return self.game.drop_zones(view, action)

    def drop_targets(self, view: PlayerView) -> tuple[str, ...]:
        return self.game.drop_targets(view)

    def drop_action(self, view: PlayerView, cards: tuple[Card, ...], zone: str) -> Action:
        return self.game.drop_action(view, cards, zone)

    def zone_notes(self, view: PlayerView) -> dict[str, str]:
        return self.game.zone_notes(view)

    def reaction_window(self, action: Action) -> tuple[str, str, str] | None:
        return self.game.reaction_window(action)
