"""Each game's unit of review (:class:`~.review.ReviewUnit`, named by its ``review`` plug-in):
what a seat's result is, in the game's own unit, where a playout of the review stops (the
search's cut-off, :mod:`tarot_table.ai`), and how much lost makes an inaccuracy, a mistake and
a blunder.

* **Tarok**, card points: the seat's lead, its match total (the hand in play's points taken
  included) less the highest other seat's, at the end of the hand: each plays for itself and
  the most points win, so a card thrown into a trick the leader takes costs as much as points
  not taken. A King is 25, a major 15, a hand 850 in all (seed ¶12): an inaccuracy costs 5
  points, a mistake 10 (a Knight given away), a blunder 20 (nearly a Queen).
* **Tarocchi**, points: the seat's match score at the end of the deal, after the side
  payments (68 card and trick points settled between the sides): 2, 5 and 10 points.
* **Arcanoid**, battles: the seat's battles won, with the round in play's as the search's
  forecast gives them where a playout stopped before its end
  (:func:`~.arcanoid_cutoff.round_forecast`): a tenth, a quarter and half a battle (four a
  round).
* **Tarot Combat**, life: the seat's life less the highest life among its opponents (life
  below 0 counted as 0), three turns on or at the end of the game: 1, 2 and 4 life (20 each
  at the start).
* **Taruno**, games won: the seat's share of the win at the end of the game, or where the
  search's cut-off ends it by the Death rule: 0.05, 0.1 and 0.15 of a game (the chances to
  win lost that make an inaccuracy, a mistake and a blunder on lichess.org: 0.1, 0.2 and 0.3
  on its scale from -1 to 1). A playout's result is a game won or lost (0 or 1), so its
  evaluation takes a world an iteration, not a quarter: at 250 worlds the loss's standard
  error (about 0.03) was too near the thresholds, and a search at ten times the budget
  confirmed 11 of the 16 mistakes and blunders marked in 50 games.

``iterations`` are the search's per decision: a four-player Tarok hand or a Tarot Combat duel
is reviewed within 30 s on two cores (``benchmarks/review_agreement.py``, ``docs/ai.md``,
"Review").
"""

from __future__ import annotations

from typing import Sequence

from ..rules.arcanoid import ArcanoidState
from ..rules.base import State
from ..rules.combat import CombatState
from ..rules.tarocchi import TarocchiState
from ..rules.tarok import TarokState
from .arcanoid_cutoff import round_forecast
from .review import ReviewUnit, games_won


def tarok_lead(world: State, end: TarokState, seat: int, rewards: Sequence[float]) -> float:
    """The seat's match total in card points, the hand in play's points included, less the
    highest other seat's."""
    totals = end.scores if end.is_terminal() else \
        [score + points for score, points in zip(end.scores, end.hand_points)]
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


def tarocchi_points(world: State, end: TarocchiState, seat: int,
                    rewards: Sequence[float]) -> float:
    """The seat's match score (the deals settled so far)."""
    return end.scores[seat]


def arcanoid_battles(world: ArcanoidState, end: ArcanoidState, seat: int,
                     rewards: Sequence[float]) -> float:
    """The seat's battles won, those of ``world``'s round foreseen where it goes on."""
    if end.round_no == world.round_no:
        return round_forecast(end)[seat]
    return end.scores[seat]


def combat_life(world: State, end: CombatState, seat: int, rewards: Sequence[float]) -> float:
    """The seat's life less the highest of its opponents' (life below 0 counts as 0)."""
    life = [max(0, points) for points in end.life]
    teams = end.teams
    return life[seat] - max(life[s] for s in range(end.num_players) if teams[s] != teams[seat])


TAROK = ReviewUnit("card points", "lead in card points", tarok_lead, (5.0, 10.0, 20.0), 4000)
TAROCCHI = ReviewUnit("points", "score", tarocchi_points, (2.0, 5.0, 10.0), 2000)
ARCANOID = ReviewUnit("battles", "battles won", arcanoid_battles, (0.1, 0.25, 0.5), 1000,
                      digits=2)
COMBAT = ReviewUnit("life", "lead in life", combat_life, (1.0, 2.0, 4.0), 400, digits=1)
TARUNO = ReviewUnit("games won", "share of a win", games_won, (0.05, 0.1, 0.15), 1000,
                    digits=2, worlds_per_iteration=1.0)
