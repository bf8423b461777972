"""Taruno: Uno with the tarot — match the minors by suit or rank, 22 major arcana bend the rules.
2–7 players.

Sources: the Taruno text (the seed, rev 4.4.0; named in ``assets/rules/README.md``) and our
notes (which settle its gaps), told to players in ``assets/rules/taruno.md``. Each rule names
its source; "decision" marks what we settled where both are silent.

The package: :mod:`.stages` (one class per decision — :class:`~.stages.PlayOrDraw`,
:class:`~.stages.Penalty`, :class:`~.stages.NameSuit`, :class:`~.stages.CallTaruno`,
:class:`~.stages.Catch`, the majors' choices… — one per kind of queued work, and the rules of a
turn), :mod:`.cards` (the 22 majors, :class:`~.cards.TheFool` … :class:`~.cards.TheWorld`),
:mod:`.state` (zones, counters, the moves of cards, drawing, the end; views and positions),
:mod:`.view` (:class:`~.view.TarunoView`), :mod:`.world` (determinization), :mod:`.tables`
(card facts, card-keyed tables and shared actions for the hot paths).

Zones: ``"draw"`` (top = last), ``"discard:minor"`` and ``"discard:major"`` (top = last; a
discard goes *under*, i.e. first), ``"hand:i"``, ``"front:i"`` (the lasting majors face up, then
the Magician's sleeve cards face down). All 78 cards are always in exactly one zone.

Setup and turn
* 2–7 players; deal 7 minors each from the shuffled minors, one at a time from the dealer's left
  (dealer drawn from the seed); one more minor starts the minor pile with no effect; the other
  minors and the 22 majors are shuffled into the draw pile (seed "Basic rules"; notes "Setup").
* Play starts to the dealer's left and goes clockwise, seat i → i + 1 (notes).
* A turn is one of: play a card, or draw one (drawing ends the turn). A minor fits on the same
  suit or rank; an Ace fits anything and sets its own suit and rank (seed; notes). You may draw
  only with no fitting minor; majors may be played on any turn (notes). Option "strict minors"
  (off): with a fitting minor, majors are not allowed (notes).
* Majors go to the major pile and never change the card to match; discards caused by effects go
  under their pile (seed; notes).

Face cards (seed "Special cards"; notes "Face cards")
* King: must fit; its player names a suit (a ``suit @word`` choice); the next player is skipped
  and draws 3. Queen: names a suit. Knight: next player skipped, draws 2. Page: reverses the
  direction; with 2 players it skips. The suit named stands with the King's or Queen's rank.
* Stacking (option, on): the victim of a pending King may play a King (of any suit) instead of
  drawing, adding 3 and passing the whole penalty on; Knights likewise; never mixed, never forced.
  Decision: the victim's turn is a decision of its own (stack or "draw" the whole penalty) even
  when they hold nothing to stack, so taking the penalty shows nothing about their hand; a
  skipped turn allows no major and no Lovers draw.

Winning, the call (seed "Basic rules"; notes "Winning")
* You win by playing a minor that is the only card in your hand (sleeve cards do not count —
  notes, Magician); a winning last minor draws nothing, whatever plays it (a turn, a stacked
  King or Knight, Strength, Death's extra card). "If your hand is emptied by other means, you
  must draw a new card immediately" (seed): the emptied hand draws one card right then, before
  anything else happens — a major played as the last card draws before its effect (so
  Judgement counts the new card, the Hierophant and Justice compare with it, the World gives
  it, the first Death lets it be played, the second Death ends the game with it in hand); a
  discard or a gift that empties a hand (the Magician's sleeve, the Emperor's discard and his
  gifts, the Empress's and the Sun's discards, Temperance) draws before the effect goes on and
  before anybody's next choice. Decision: an effect that goes straight on to draw into the
  emptied hand itself draws instead (the Fool's seven, the Empress's and the Moon's redraws,
  the World's draw, whose giver draws first; a World whose giver runs out of cards ends its
  giving there, the others missing out).
* The Lovers' partners win together; several players can win.
* The call: when a player ends a turn holding one card without having called, they may call
  ("taruno") or not ("pass"); if not, each other player in turn order may "catch" them before the
  next turn; caught, they draw 2 (option "taruno_penalty": 2 or 0, which turns the call off).
  Decision: the call is due only from the player whose turn just ended (a hand brought to one
  card by someone else's major is not called); any change of a hand resets its call.

Draw pile (seed; notes "Draw pile")
* A draw that starts on an empty pile first refills it: the minor pile is shuffled and its top
  card is the new card to match; the rest and the major pile are shuffled into the draw pile. A
  pile that runs out part-way through a draw excuses the rest of it.
* When a player must draw (turn, penalty, effect, empty hand, the Lovers) and nothing is left
  even after a refill, the game ends by the Death rule (addendum). Decision: a refill that would
  leave nothing to draw is not made.
* Decision (ours): a game is cut short when its 1,001st turn would start, and decided by the
  Death rule (seed XIII: "You can use this same method to resolve ties if a game is cut
  short"; ``stages.TURN_LIMIT``): no game can go on for ever (Judgement played back and forth
  on a pile of one card).

The major arcana (seed 0–XXI; notes "Major arcana"; addendum "do as much as you can")
* 0 Fool: the top minor and the Fool stay (decision: the Fool itself is the card just played
  and stays on its pile); every other discard goes into the draw pile, which is shuffled; the
  player discards hand, lasting majors and sleeve cards under the piles, then draws 7.
* I Magician: a hand card goes face down to ``front:i``; "retrieve" takes it back, a free action
  on your turn (not when facing a penalty — decision). Its owner sees it; nobody else.
* II High Priestess: look at as many top cards as players (fewer if the pile is short, no refill
  — decision) and reorder them one "top" choice at a time, from the top down.
* III Empress: discard your Ace–10 cards and draw as many; then every other player discards
  their face cards. Decisions: "non-face cards" are the minors Ace–10; majors in hand stay (the
  seed defines face cards among the minors). "All players" means the others, as in the
  Emperor's identical sentence "All players must give you all of their own face cards".
* IV Emperor: discard your Ace–10 cards; every other player gives you their face cards, face up.
* V Hierophant: choose a player whose hand size differs; the one with more gives
  ceil(difference / 2) cards of their choice (one "give" each), face down.
* VI Lovers: choose a partner not already your teammate; teams merge (decision), so everybody
  can end in one team. Every member draws one card at the start of each of their turns.
  Decision: partners always show their hands to each other. Decision (ours): once every seat
  is in one team, the game ends at once and everybody wins ("it is possible to have everybody
  win using this card"): any ending would give that, and going on could loop for ever.
* VII Chariot: lies in front; everybody else draws a card; after each later minor you play you
  may "send" it into another hand (face up) instead of the pile — the card to match is unchanged.
  Decision: not the winning last minor (the game is already won).
* VIII Strength: play minors that fit one after another ("pass" to stop; the turn ends when none
  fits); face cards played so have no effect, not even a suit naming.
* IX Hermit: lies in front; other players' majors do not affect you — decisions: that includes
  Temperance's ban, being chosen or given to (Hierophant, Lovers, Judgement, World, Chariot
  sends), drawing for the Chariot or the World, the Empress, the Emperor, the Sun, the Tower,
  and Justice and the Wheel (the shielded hand stays out); not the end of the game by Death.
  It goes under the major pile when you play a major.
* X Wheel of Fortune: every hand passes clockwise (seat i → i + 1) among the unshielded seats.
* XI Justice: the unshielded players (you included) with the most and the fewest cards swap
  hands; ties chosen by you ("choose"). Decision: when all have as many, nothing happens.
* XII Hanged Man: lies in front; keep one card of your choice, discard the rest; your next turn
  is skipped and the Hanged Man discarded then. Decision: facing a penalty then, you draw it.
* XIII Death: the first Death of the game lets you play one more card at once by the normal
  rules (or "pass"); the second ends the game: fewest cards in hand wins; ties by fate — each
  tied player, in turn order, draws a card face up; major > minor, then by number (Ace 1 … King
  14), then Swords > Cups > Wands > Pentacles. Decision: with too few cards left for fate, the
  tied players share the win. A winner's Lovers partners win too.
* XIV Temperance: lies in front; discard your majors; nobody may play majors until you next play
  a card, which discards it.
* XV Devil: take every card of the major pile except the Devil, face up.
* XVI Tower: the next player is skipped and draws the whole draw pile (no refill — decision),
  unless the Tower struck them before this game, in which case nothing at all happens.
* XVII Star: lies in front; every draw you make is halved, rounding up (decision: every draw,
  whatever makes you draw it, the Tower's too); discarded when anybody plays the Sun.
* XVIII Moon: discard at least two cards ("discard" one at a time, "pass" when done), then draw
  as many; with fewer cards, discard them all.
* XIX Sun: every player (you first, then in turn order) discards a card of their choice.
* XX Judgement: a player of your choice (you too) draws twice your hand size.
* XXI World: give one card to each other player, in turn order (face down); short of cards you
  "pass" over the ones who miss out; then everybody draws a card, you too.

Inferences kept for ``sample_world``: cards taken face up into a hand (public), cards a seat gave
or a hand it passed on (known to that seat alone, ``TarunoView.known_in``), and shown voids (a
player who chose to draw held no fitting minor: no card of that suit, that rank, nor an Ace).
"""

from __future__ import annotations

import random
from typing import Any

from ...cards import Card
from ..base import Action, Game, GameSpec, OptionSpec, Plugins, ResultSheet, Samples
from .cards import MAJOR_ARCANA, Major
from .state import TarunoPosition, TarunoState
from .tables import fate_key, fits, is_face, play_action
from .texts import card_text
from .view import TarunoView
from .world import TarunoSampler, sample_world


class Taruno(Game):
    """The Taruno game object registered as ``"taruno"``."""

    spec = GameSpec(
        name="taruno", title="Taruno", min_players=2, max_players=7,
        options=(
            # labels short enough for the new-game screen; a line says what each choice does
            OptionSpec("stacking", True, "Stack Kings, Knights", (True, False), (
                "A King on a King adds to the penalty, a Knight on a Knight too.",
                "A King or a Knight played at you is drawn, never passed on.")),
            OptionSpec("strict_minors", False, "Strict minors", (False, True), (
                "A major may be played even when a minor matches.",
                "When a minor matches, you must play a minor, not a major.")),
            OptionSpec("taruno_penalty", 2, "Caught: draw", (2, 0), (
                "Not calling \"Taruno!\" with one card left costs 2 cards.",
                "No call: one card left costs nothing.")),
        ),
        blurb="Uno with the tarot: match the minors by suit or rank; 22 majors bend the rules.",
    )
    state_class = TarunoState
    plugins = Plugins(agent="tarot_table.ai.taruno_heuristic:TarunoHeuristic",
                      cutoff="tarot_table.ai.taruno_cutoff:taruno_cutoff",
                      table="tarot_table.app.games.taruno:TarunoTable",
                      puzzle="tarot_table.ai.puzzle_search:TARUNO",
                      review="tarot_table.ai.review_units:TARUNO")
    samples = Samples(
        option_sets=({}, {"stacking": False, "strict_minors": True, "taruno_penalty": 0}),
        malformed=(("dealer", 99), ("todo", [{"step": "Nonsense"}]), ("minor_pile", 5),
                   ("suit", "M")))

    def describe_action(self, action: Action) -> str:
        """A short label: ``"Play the 7 of Cups"``, ``"Cups"``, ``"Catch {2}!"`` (``{seat}``
        placeholders name seats). A choice's label in its decision (a pass's meaning there, a
        suit with how many the hand holds) is its stage's (:meth:`Game.describe_choice`)."""
        card = action.cards[0].name() if action.cards else ""
        target = action.target
        labels = {
            "play": f"Play the {card}", "draw": "Draw", "pass": "Pass",
            "taruno": "Taruno!", "catch": f"Catch {{{target}}}!",
            "suit": str(target).title(), "choose": f"{{{target}}}",
            "send": f"Into {{{target}}}'s hand", "retrieve": f"Take back the {card}",
            "sleeve": f"Up the sleeve: the {card}", "top": f"On top: the {card}",
            "give": f"Give the {card}", "keep": f"Keep the {card}",
            "discard": f"Discard the {card}",
        }
        return labels.get(action.kind, str(action))

    def result_sheet(self, view: TarunoView) -> ResultSheet:
        """How the game ended (a last minor played, Death's second coming, nothing left to
        draw: the state's ``end_reason``); per seat the cards left in hand and those in front
        of it (lasting majors and the sleeve)."""
        seats = range(view.num_players)
        rows = tuple((len(view.zones[f"hand:{s}"]), len(view.zones[f"front:{s}"])) for s in seats)
        return ResultSheet(view.end_reason, ("Cards left", "In front"), rows)

    def card_text(self, card: Card) -> str:
        """See :func:`.texts.card_text`."""
        return card_text(card)

    def sample_world(self, view: TarunoView, rng: random.Random) -> TarunoState:
        """See :func:`.world.sample_world`."""
        return sample_world(view, rng)

    def world_sampler(self, view: TarunoView) -> TarunoSampler:
        """See :class:`.world.TarunoSampler`."""
        return TarunoSampler(view)

    def from_position(self, doc: Any) -> TarunoState:
        """See :meth:`.state.TarunoState.from_position`."""
        return TarunoState.from_position(doc)

    def rules_text(self) -> str:
        from ...resources import asset_path
        return asset_path("rules", "taruno.md").read_text(encoding="utf-8")


TARUNO = Taruno()

__all__ = ["MAJOR_ARCANA", "TARUNO", "Major", "Taruno", "TarunoPosition", "TarunoState",
           "TarunoView", "fate_key", "fits", "is_face", "play_action"]
