"""Tarok's trick rules for the Hint button's reasons (:class:`~.hint.TrickRules`), declared as
its ``hints`` plug-in: the majors are a fifth suit, no trumps (``rules/tarok``)."""

from __future__ import annotations

from ..rules.tarok import card_points
from .hint import TrickRules

TAROK_HINTS = TrickRules(rank=lambda c: c.rank, points=card_points,
                         trick_seats=lambda view: view.trick_seats)
