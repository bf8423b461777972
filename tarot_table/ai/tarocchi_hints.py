"""Tarocchi's trick rules for the Hint button's reasons (:class:`~.hint.TrickRules`), declared
as its ``hints`` plug-in: real trumps, the Fool as excuse, a point per trick, play going right,
the declarer's side (``rules/tarocchi``)."""

from __future__ import annotations

from ..rules.tarocchi import card_points, is_fool, is_trump, rank_key
from .hint import TrickRules

TAROCCHI_HINTS = TrickRules(rank=rank_key, points=card_points,
                            trick_seats=lambda view: view.trick_seats,
                            direction=lambda view: view.direction,
                            trick_bonus=1, trump=is_trump, excuse=is_fool,
                            sides=lambda view: view.sides())
