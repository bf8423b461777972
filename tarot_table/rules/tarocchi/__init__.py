"""Tarocchi (Queen of Tarot, after Philebus): five players, a scart, bids to buy cards, the Fool
as excuse, 68 card points.

Sources: the Tarocchi text (the seed; named in ``assets/rules/README.md``) and our notes, told
to players in ``assets/rules/tarocchi.md``. Each rule below names where it comes from.

* Players (seed title; notes "Table"): exactly five. Deal, bidding and play move to the
  **right**: seat ``i`` → ``i − 1``. The first dealer is drawn at random from the seed.
* Deal (seed ¶"First Dealer"; notes "Table"): 15 cards to each player in three packets of five,
  starting at the dealer's right, the dealer taking the last three cards as well (18).
* Ranks (seed "irrational ranking"; notes "Ranks"): trumps XXI high … I (the Pagat) low; the Fool
  is no trump. Swords and Batons: K Q C V 10 … 2 Ace; Cups and Coins: K Q C V Ace 2 … 10.
* The scart (seed ¶"Dealer must then discard"; notes "The scart"): before bidding the dealer lays
  three cards aside face down; no King, no XXI, no Fool; the Pagat only when nothing else may go,
  and then face up, shown to all. The scart counts as one trick in the dealer's pile.
* Bidding (seed ¶"There is a short round"; notes "Bidding"): one round from the dealer's right,
  ending with the dealer; each passes or bids higher: Two Cards < One Card < Solo. The highest
  bidder is the declarer, alone against four.
* Buying (seed; notes): Two Cards / One Card — the declarer names that many cards it does not hold
  (one action per card); each named card held by another player passes to the declarer face up
  (public: every view shows it in the declarer's hand); then the declarer gives back, for each
  bought card, a card of its choice face down to the seller (not a card just bought). A named card
  that lies in the scart is not bought, which tells everyone it is in the scart. Solo: no exchange.
* All pass (seed; notes): the dealer calls a King it does not hold (a Queen if it holds all four
  Kings); the holder declares itself at once (the called card is then known to lie in its hand)
  and partners the dealer against the other three. With all four Kings and all four Queens the
  dealer plays alone.
* Play (seed ¶"Declarer leads"; notes "Tricks"): the declarer (the dealer when all passed) leads;
  follow suit; else play a trump; else anything. The highest trump wins, else the highest card of
  the suit led. The winner leads the next trick.
* The Fool (seed ¶"The Fool may be played"; notes): may be played to any trick instead of the card
  owed; it never wins and does not set the suit (a Fool led lets the next card set it). Its player
  takes it into their own trick pile and gives the trick's winner an empty card (worth no card
  points) from their trick pile — at once if they have one, else as soon as they take one. No
  exchange when the winner is on the Fool's side.
* Counting (seed ¶"The card points"; notes "Counting"): the Fool, the Pagat and the XXI 4 each,
  Kings 4, Queens 3, Cavaliers 2, Valets 1, plus one point per trick, the scart counting as one
  trick for the dealer: 68 in all. A side with more than 34 wins; each of its players receives
  (its points − 34) from each player of the other side. 34–34 scores nothing.
* Match (notes "Counting"): five deals, so each player deals once (option: 10 or 15, or a single
  deal); the highest total wins, tied totals share the win. A score table shows each deal.

Decisions where the texts are silent:

* Hands hold their cards sorted, except that cards known to everyone (bought cards, the called
  King) sit at the end of the hand, so that a card's place in a hidden hand tells nothing.
* With 18 cards the dealer always has three cards that may go to the scart without the Pagat, so
  the Pagat rule never applies in a real deal; it is implemented and tested on a constructed hand.
* The declarer may name any card it does not hold, including (for the dealer) a card it laid in
  the scart; the naming is one action per card; two named cards may belong to the same seller.
  The cards given back go to the sellers in the order the cards were named. The give-back is
  restricted only in that no card bought in this exchange may be given back.
* The dealer's King (or Queen) call may not name a card it laid in the scart; if no Queen is left
  to call (all four Kings held and the missing Queens in the scart) it plays alone.
* The Fool's exchange is automatic: the empty card given is the first one taken in its player's
  pile (which one makes no difference to the count). The scart does not supply empty cards. A
  debt still unpaid at the end of the deal lapses: the Fool stays with its player.
* The Fool is worth its 4 points to its player's side; its trick still counts one point to the
  trick's winner (tricks are counted, not cards).
* Trick piles are public (every card was played face up); the scart is shown only to the dealer
  (and the Pagat to all when it lies there).
* A new deal starts at once after a deal ends; the table pauses on the score table.

The package: :mod:`.cards` (ranks, points, the Fool), :mod:`.stages` (one class per decision:
:class:`~.stages.Scart`, :class:`~.stages.Bidding`, :class:`~.stages.CallForCard`,
:class:`~.stages.GiveBack`, :class:`~.stages.CallKing`, :class:`~.stages.PlayToTrick`; and the
rules that follow a card played), :mod:`.state` (zones, counters, views, positions),
:mod:`.view` (:class:`~.view.TarocchiView`), :mod:`.world` (determinization).
"""

from __future__ import annotations

import random
from typing import Any

from ...cards import Card
from ..base import Action, Game, GameSpec, OptionSpec, Plugins, Samples
from .cards import (DECK, FOOL, HONOURS, KINGS, PAGAT, QUEENS, WORLD, card_points, is_empty,
                    is_fool, is_trump, play_action, rank_key)
from .stages import (BID_NAMES, BIDS, BUYS, HALF, NUM_PLAYERS, TOTAL_POINTS, Bidding,
                     CallForCard, CallKing, GiveBack, PlayToTrick, Scart, right_of,
                     scart_choices, settle)
from .state import TarocchiPosition, TarocchiState
from .texts import card_text
from .view import TarocchiView
from .world import TarocchiSampler, sample_world

DEFAULT_DEALS = 5


def describe_action(action: Action, tradition: str = "english") -> str:
    """A short readable label of a Tarocchi action, for buttons and logs."""
    card = action.cards[0].name(tradition) if action.cards else ""
    if action.kind == "pass":
        return "Pass"
    if action.kind == "bid":
        return f"Bid {BID_NAMES.get(str(action.target), action.target)}"
    if action.kind == "scart":
        return f"Lay the {card} in the scart"
    if action.kind == "call":
        return f"Call the {card}"
    if action.kind == "give":
        return f"Give back the {card}"
    if action.kind == "play":
        return f"Play the {card}"
    return str(action)


class Tarocchi(Game):
    """The Tarocchi game object registered as ``"tarocchi"``."""

    spec = GameSpec(
        name="tarocchi", title="Tarocchi", min_players=NUM_PLAYERS, max_players=NUM_PLAYERS,
        options=(OptionSpec("deals", DEFAULT_DEALS, "Deals in the match", (5, 10, 15, 1)),),
        blurb="Five players, real trumps, a scart and bought cards; the Fool excuses.",
    )
    state_class = TarocchiState
    plugins = Plugins(agent="tarot_table.ai.tarocchi_heuristic:TarocchiHeuristic",
                      cutoff="tarot_table.ai.tarocchi_playout:tarocchi_deal_end",
                      hints="tarot_table.ai.tarocchi_hints:TAROCCHI_HINTS",
                      table="tarot_table.app.games.tarocchi:TarocchiTable",
                      puzzle="tarot_table.ai.puzzle_search:TAROCCHI",
                      review="tarot_table.ai.review_units:TAROCCHI")
    samples = Samples(short={"deals": 1}, option_sets=({"deals": 1}, {}),
                      malformed=(("dealer", 99),))

    def describe_action(self, action: Action) -> str:
        return describe_action(action)

    def card_text(self, card: Card) -> str:
        """See :func:`.texts.card_text`."""
        return card_text(card)

    def sample_world(self, view: TarocchiView, rng: random.Random) -> TarocchiState:
        """See :func:`.world.sample_world`."""
        return sample_world(view, rng)

    def world_sampler(self, view: TarocchiView) -> TarocchiSampler:
        """See :class:`.world.TarocchiSampler`."""
        return TarocchiSampler(view)

    def from_position(self, doc: Any) -> TarocchiState:
        """See :meth:`.state.TarocchiState.from_position`."""
        return TarocchiState.from_position(doc)

    def rules_text(self) -> str:
        from ...resources import asset_path
        return asset_path("rules", "tarocchi.md").read_text(encoding="utf-8")


TAROCCHI = Tarocchi()

__all__ = ["BIDS", "BID_NAMES", "BUYS", "Bidding", "CallForCard", "CallKing", "DECK", "FOOL",
           "GiveBack", "HALF", "HONOURS", "KINGS", "PAGAT", "PlayToTrick", "QUEENS", "Scart",
           "TAROCCHI", "TOTAL_POINTS", "Tarocchi", "TarocchiPosition", "TarocchiState",
           "TarocchiView", "WORLD", "card_points", "describe_action", "is_empty", "is_fool",
           "is_trump", "play_action", "rank_key", "right_of", "scart_choices", "settle"]
