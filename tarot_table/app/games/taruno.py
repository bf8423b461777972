"""Taruno's table: cards of the hand dragged to the discard piles (only plays: giving, keeping
and hiding a card are chosen in the choice panel), the card to match, a penalty pending and the
seats that called "Taruno!" shown on the table, the Magician's cards face down in front of their
owner, and a score panel of cards in hand (the fewest leads). The game names it in its
``Plugins(table="tarot_table.app.games.taruno:TarunoTable")``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from ...cards import TRADITIONS
from ...rules.taruno import TarunoView
from ..draw.panels import ScoreInfo
from .plugin import Facts, TablePlugin

if TYPE_CHECKING:
    from ..draw.animator import Board
    from ..table.shown import Shown


class TarunoTable(TablePlugin):
    """Taruno at the table (see the module docstring)."""

    #: Only plays are dragged (onto the discard piles); giving, keeping, discarding and hiding
    #: a card are chosen in the choice panel.
    drag_kinds = frozenset({"play"})

    def facts(self, view: TarunoView) -> Facts:
        """The dealer, which way play goes, the card to match, a penalty pending and the seats
        that called their last card."""
        return Facts(dealer=view.dealer, direction=view.direction,
                     match=(TRADITIONS["english"][view.suit], view.rank),
                     penalty=view.pending_penalty(),
                     called=frozenset(s for s, flag in enumerate(view.called) if flag))

    def face_down(self, view: TarunoView) -> Mapping[str, int] | None:
        return view.face_down()

    def score_info(self, view: TarunoView, shown: "Shown", names: Sequence[str],
                   board: "Board") -> ScoreInfo:
        """No points: each seat's cards in hand (the fewest leads) and in front of it."""
        seats = range(view.num_players)
        counts = [len(board.zones.get(f"hand:{s}", ())) for s in seats]
        front = [len(board.zones.get(f"front:{s}", ())) for s in seats]
        return ScoreInfo(f"Turn {max(1, view.turn_no)}", "fewest cards", list(names), counts,
                         front, labels=("cards", "front"), counts=True)
