"""Tarok's table: the generic trick table, the trick's cards laid towards the seats that played
them, the match's goal in the score panel's corner."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ...rules.tarok import TarokView
from .plugin import Facts, TablePlugin

if TYPE_CHECKING:
    from ..table.shown import Shown


class TarokTable(TablePlugin):
    """Tarok at the table (``Plugins.table`` of :class:`~tarot_table.rules.tarok.Tarok`)."""

    aside_zones = ("aside",)

    def facts(self, view: TarokView) -> Facts:
        return Facts(dealer=view.dealer, hand_no=view.hand_no, trick_no=view.trick_no,
                     hand_points=view.hand_points, scores=view.scores)

    def trick_seats(self, view: TarokView) -> tuple[int, ...]:
        return view.trick_seats

    def goal(self, view: TarokView, shown: "Shown") -> str:
        """"to 1000", or "single hand" (the options)."""
        return "single hand" if view.single_hand else f"to {view.target}"

    def hand_end_subtitle(self, data: Mapping[str, Any], names: Sequence[str]) -> str:
        r"""What scored and why: the hand's points are the card points of the tricks each
        player won (seed, "Scoring"), and the most of them; the cards still held are set
        aside unscored (seed ¶11; ``set_aside``, face down), said when there are any.

        >>> from tarot_table.rules.tarok import TAROK
        >>> print(TarokTable(TAROK).hand_end_subtitle({"hand_points": (120, 300, 90)},
        ...                                           ["You", "Ada", "Basil"]))
        Card points of the tricks won: Ada took the most, 300
        majors 15, King 25, Queen 20, Knight and Page 15, 1 to 10 their value
        >>> print(TarokTable(TAROK).hand_end_subtitle({"hand_points": (9, 9),
        ...                                           "set_aside": (None,)}, ["You", "Ada"]))
        Card points of the tricks won: You and Ada took 9 each
        1 card still in a hand, set aside unscored
        majors 15, King 25, Queen 20, Knight and Page 15, 1 to 10 their value

        """
        points = tuple(data.get("hand_points", ()))
        if not points:
            return ""
        best = max(points)
        leaders = [names[s] for s, p in enumerate(points) if p == best]
        most = f"{' and '.join(leaders)} took the most, {best}" if len(leaders) == 1 else \
            f"{' and '.join(leaders)} took {best} each"
        values = "majors 15, King 25, Queen 20, Knight and Page 15, 1 to 10 their value"
        held = len(data.get("set_aside", ()))
        if held:    # a line of its own: with the values it would be cut
            where = "a hand" if held == 1 else "hands"
            values = f"{held} card{'s' * (held != 1)} still in {where}, set aside unscored\n" \
                + values
        return f"Card points of the tricks won: {most}\n{values}"
