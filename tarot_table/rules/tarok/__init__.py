"""Tarok, after Modar Neznanich: trick-taking with a draw pile, 2–4 players, first to 1000.

Sources: the Tarok text (the seed; named in ``assets/rules/README.md``) and our notes, told to
players in ``assets/rules/tarok.md``. Each rule below names where it comes from.

* Deal (seed ¶4; notes "Setup"): the whole 78-card deck, 15 cards one at a time to each player
  starting at the dealer's left; the rest (48, 33 or 18 cards) is the draw pile, face down. The
  first dealer is drawn at random from the seed. The cut is a shuffle detail and is not modelled.
* Five suits (seed ¶5; notes "Suits and ranks"): swords, wands, cups, pentacles and the major
  arcana, which are **not** trumps: a fifth suit that must be followed and wins only when led.
* Ranks: majors by number (XXI high, the Fool = 0 low); minors King > Queen > Knight > Page >
  10 > … > 2 > Ace (seed ¶7, notes).
* Play (seed ¶5–6): the player to the dealer's left leads; follow the suit led if you can,
  otherwise play anything, which cannot win; the highest card of the suit led wins; the winner
  keeps the trick and leads the next one (seed ¶9).
* Draw (seed ¶8; notes "Play"): after each trick each player draws one card, starting with the
  player who led that trick and going left; when the pile runs out part-way, the rest draw nothing.
* End of hand (seed ¶9; notes): after a trick when the draw pile is empty and at least one player
  has no card left; cards still held are set aside unscored (seed ¶11).
* Scoring (seed ¶12): majors (the Fool included) 15 each; King 25, Queen 20, Knight 15, Page 15;
  1–10 at face value, the Ace 1. A deck is worth 850.
* Match (seed ¶13; notes "Scoring"): scores accumulate over hands; the deal passes left; after a
  hand in which at least one player has reached the target (1000), the highest total wins; tied
  highest totals play another hand. Options (off by default): another target; a single hand, in
  which the highest hand score wins and tied players share the win.

Decision where the texts are silent: play and deal go to the left, i.e. seat ``i`` → ``i + 1``
(notes "Setup"). New hands are dealt automatically; the table pauses on the score table.

The package: :mod:`.cards` (points and ranks), :mod:`.stages` (the one decision,
:class:`~.stages.PlayToTrick`, and the rules that follow a card), :mod:`.state` (zones, counters,
views, positions), :mod:`.view` (:class:`~.view.TarokView`), :mod:`.world` (determinization).
"""

from __future__ import annotations

import random
from typing import Any

from ...cards import Card
from ..base import Game, GameSpec, OptionSpec, Plugins, Samples
from .cards import beats, card_points, play_action, trick_winner
from .stages import PlayToTrick
from .state import TarokPosition, TarokState
from .texts import card_text
from .view import TarokView
from .world import TarokSampler, sample_world

DEFAULT_TARGET = 1000


class Tarok(Game):
    """The Tarok game object registered as ``"tarok"``."""

    spec = GameSpec(
        name="tarok", title="Tarok", min_players=2, max_players=4,
        options=(
            OptionSpec("target", DEFAULT_TARGET, "Points to win",
                       (DEFAULT_TARGET, 250, 500, 1500, 2000)),
            OptionSpec("single_hand", False, "Play a single hand", (False, True)),
        ),
        blurb="Trick-taking with a draw pile; the major arcana are a fifth suit. First to 1000.",
    )
    state_class = TarokState
    plugins = Plugins(agent="tarot_table.ai.tarok_heuristic:TarokHeuristic",
                      cutoff="tarot_table.ai.tarok_playout:tarok_hand_end",
                      rollout="tarot_table.ai.tarok_heuristic:tarok_random_rollout",
                      hints="tarot_table.ai.tarok_hints:TAROK_HINTS",
                      table="tarot_table.app.games.tarok:TarokTable",
                      puzzle="tarot_table.ai.puzzle_search:TAROK",
                      review="tarot_table.ai.review_units:TAROK")
    samples = Samples(short={"single_hand": True},
                      option_sets=({"single_hand": True}, {"target": 250}, {}),
                      malformed=(("dealer", 99),))

    def card_text(self, card: Card) -> str:
        """See :func:`.texts.card_text`."""
        return card_text(card)

    def sample_world(self, view: TarokView, rng: random.Random) -> TarokState:
        """See :func:`.world.sample_world`."""
        return sample_world(view, rng)

    def world_sampler(self, view: TarokView) -> TarokSampler:
        """See :class:`.world.TarokSampler`."""
        return TarokSampler(view)

    def from_position(self, doc: Any) -> TarokState:
        """See :meth:`.state.TarokState.from_position`."""
        return TarokState.from_position(doc)

    def rules_text(self) -> str:
        from ...resources import asset_path
        return asset_path("rules", "tarok.md").read_text(encoding="utf-8")


TAROK = Tarok()

__all__ = ["TAROK", "PlayToTrick", "Tarok", "TarokPosition", "TarokState", "TarokView", "beats",
           "card_points", "play_action", "trick_winner"]
