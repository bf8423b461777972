"""Taruno's table: cards of the hand dragged to the discard piles (only plays: giving, keeping
and hiding a card are chosen in the choice panel), the Magician's cards face down in front of
their owner, and a score panel of cards in hand (the fewest leads).

TRANSITIONAL (issue 12): the game's ``drag_kinds`` is still on the Taruno game class and its
view still gives ``info``; when the port to a typed ``TarunoView`` lands, ``drag_kinds``
moves here (delete it from the game), :meth:`TarunoTable.facts` reads the view's fields
(``direction``, ``suit``, ``rank``, ``pending_penalty()``, ``called``…),
:meth:`TarunoTable.face_down` ``view.face_down()``, :meth:`TarunoTable.score_info`
``view.turn_no``, and the game declares
``Plugins(table="tarot_table.app.games.taruno:TarunoTable")``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Mapping, Sequence

from ...rules.base import Game, PlayerView
from ..draw.panels import ScoreInfo
from .plugin import Facts, TablePlugin, facts_from_info

if TYPE_CHECKING:
    from ..draw.animator import Board
    from ..table.shown import Shown


class TarunoTable(TablePlugin):
    """Taruno at the table (see the module docstring)."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.drag_kinds = game.drag_kinds      # TRANSITIONAL: the game's hook, forwarded

    def facts(self, view: PlayerView) -> Facts:
        """The direction of play, the card to match, a penalty pending, the seats that
        called their last card (TRANSITIONAL: read in ``info``)."""
        info, base = view.info, facts_from_info(view)
        suit, rank = info.get("suit"), info.get("rank")
        match = (str(suit).title(), rank) if suit is not None and rank is not None else None
        pending = info.get("pending_penalty")
        flags = tuple(info.get("called", ()))
        called = frozenset(s for s, c in enumerate(flags) if c is True) \
            if len(flags) == view.num_players else frozenset()
        return replace(base, match=match, penalty=tuple(pending) if pending else None,
                       called=called)

    def face_down(self, view: PlayerView) -> Mapping[str, int] | None:
        return view.info.get("face_down")

    def score_info(self, view: PlayerView, shown: "Shown", names: Sequence[str],
                   board: "Board") -> ScoreInfo:
        """No points: each seat's cards in hand (the fewest leads) and in front of it."""
        seats = range(view.num_players)
        counts = [len(board.zones.get(f"hand:{s}", ())) for s in seats]
        front = [len(board.zones.get(f"front:{s}", ())) for s in seats]
        return ScoreInfo(f"Turn {max(1, view.info.get('turn_no', 1))}", "fewest cards",
                         list(names), counts, front, labels=("cards", "front"), counts=True)
