"""Tarok's table: the generic trick table, the trick's cards laid towards the seats that played
them, the match's goal in the score panel's corner."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules.tarok import TarokView
from .plugin import Facts, TablePlugin

if TYPE_CHECKING:
    from ..table.shown import Shown


class TarokTable(TablePlugin):
    """Tarok at the table (``Plugins.table`` of :class:`~tarot_table.rules.tarok.Tarok`)."""

    def facts(self, view: TarokView) -> Facts:
        return Facts(dealer=view.dealer, hand_no=view.hand_no, trick_no=view.trick_no,
                     hand_points=view.hand_points, scores=view.scores)

    def trick_seats(self, view: TarokView) -> tuple[int, ...]:
        return view.trick_seats

    def goal(self, view: TarokView, shown: "Shown") -> str:
        """"to 1000", or "single hand" (the options)."""
        return "single hand" if view.single_hand else f"to {view.target}"
