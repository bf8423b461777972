"""Tarocchi's table: the generic trick table played by deals; the score panel counts the card
points of the two sides once play has begun, and the sheet between deals says who declared
and how the sides scored."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ...rules.tarocchi import TarocchiView
from .plugin import Facts, TablePlugin

if TYPE_CHECKING:
    from ..table.shown import Shown


class TarocchiTable(TablePlugin):
    """Tarocchi at the table (``Plugins.table`` of :class:`~tarot_table.rules.tarocchi.Tarocchi`)."""

    hand_word = "deal"

    def facts(self, view: TarocchiView) -> Facts:
        """Deals are the hands of the panels; the card points taken, their hand points."""
        return Facts(dealer=view.dealer, hand_no=view.deal_no, trick_no=view.trick_no,
                     hand_points=view.trick_points, scores=view.scores,
                     direction=view.direction)

    def trick_seats(self, view: TarocchiView) -> tuple[int, ...]:
        return view.trick_seats

    def goal(self, view: TarocchiView, shown: "Shown") -> str:
        """"3 deals"; once play has begun, "declarer 30 · defenders 12": the card points the
        declarer's side and the defenders have taken so far in this deal, as far as the
        animation has got."""
        sides, points = view.sides(), shown.hand_points
        if sides is not None and view.deal_no == shown.hand_no and \
                len(points) == view.num_players:
            ours = sum(points[s] for s in sides[0])
            return f"declarer {ours} · defenders {sum(points) - ours}"
        return f"{view.deals} deal{'s' * (view.deals > 1)}"

    def hand_end_subtitle(self, data: Mapping[str, Any], names: Sequence[str]) -> str:
        """"Ada alone: 30 to 38", "Ada and Basil: 40 to 28": the declaring side and the card
        points of both sides (the ``hand_end`` event's ``declarer_side``, ``side_points``)."""
        side, points = data.get("declarer_side"), data.get("side_points")
        if not side or not points:
            return ""
        who = [names[s] for s in side]
        head = who[0] + " alone" if len(who) == 1 else " and ".join(who)
        return f"{head}: {points[0]} to {points[1]}"
