"""Arcanoid: 2–10 players, five rounds (option ``rounds``), four battles a round — one per
suit — fought with committed cards. Every variant of the text is an option (``variant``:
DRESDEN, NASSAU, MAINZ, KOBLENZ, MALTA, WORMS; :mod:`.variants`), and GAZA (``gaza``) adds the
mechanical USA player on top of any of them for two or three players.

Sources: the Arcanoid text (the seed, DRESDEN; named in ``assets/rules/README.md``) and our
notes (the seed's lost lists and further notes), told to players in ``assets/rules/arcanoid.md``.
Each rule names its source; "decision" marks what we settled where both are silent.

Modules, in the shape every game takes: :mod:`.state` (:class:`ArcanoidState`: the table
with the current stage; views and positions), built on :mod:`.table` (the zones and counters,
declared once, and the moves of the cards); :mod:`.stages` (the decisions — ``Move``,
``HermitMove``, ``FoolWindow``, ``RefillVote``, ``WheelDiscard``, ``Call`` — the steps between
them, and the rules of a turn, its draws and the refill vote); :mod:`.cards` (the major
arcana, one class each); :mod:`.view` (:class:`~.view.ArcanoidView`); :mod:`.world`
(``sample_world``). The rules they call: :mod:`.commitments` (what a card set is worth on a
battlefield, which sets a pool allows), :mod:`.battlefields` (committing, the Fool's steal,
leaving the round), :mod:`.battles` (battle and game winners), :mod:`.usa` (GAZA's USA),
:mod:`.variants` (the variants and what each changes), :mod:`.labels` (the words of actions);
this module: the game and its options (its table: ``app/games/arcanoid``).

Zones: ``"deck"`` (top = last), ``"discard"`` (face down unless shown), ``"drawing"`` (a draw
interrupted by the refill vote), ``"justice"`` (Justice's six shared cards), and per actor ``w``
(a seat number, ``"daemon"`` or with GAZA ``"usa"``): ``"hand:w"``, ``"strength:w"`` (Strength's two visible cards),
``"chariot:w"`` (the Chariot, then its reserve), ``"front:w"`` (lasting majors: Justice,
Strength, the Hermit, Temperance, the Devil) and ``"field:<suit>:w"`` (the lane of each
battlefield ``swords``, ``staves``, ``cups``, ``coins``). All 78 cards are always in one zone
(a position set up by hand may put the cards it does not use ``"aside"``, out of play).

Actions (canonical text): ``commit <cards> @<field>`` (one decision, any card order; a couple
may name two fields, ``@swords+cups``), ``abdicate @<field>``, ``discard <card>``, ``steal M0``,
``pass``, ``vote @yes|no``, ``call <card>``, ``play M<n> [@target]``, ``chariot M7 <cards>``,
``reserve <cards>``, ``unload``, ``tower M16 @<field>:<who>``, ``judge M20 @<field>:<who>``,
``lift`` (NASSAU and the variants built on it), ``secret <cards> @<field>`` (KOBLENZ; MALTA
with ``M1`` among the cards), ``complete <cards> @<field>`` (WORMS).

The numbering (seed, "The effect of the major arcana"): Justice is VIII and Strength XI, as the
text lists them ("Justice (8)", "Strength (11)"), and XX is spelt "Judgment", as the text
writes it; every text of the game names them so (:func:`.commitments.card_name`; the game's
``spec.numbering`` is ``"marseille"``).

Round and moves (seed "Principles", "Making a move", "The deck and discard piles")
* Each round the 78 cards are shuffled and six dealt to each seat, one at a time, from the
  round's first player; play goes clockwise. Decision: round ``r`` starts with seat ``r mod n``
  (the notes only say that the first player rotates).
* A move commits on a battlefield (cards of its suit, or nothing: an abdication) or removes at
  least one card from the hand or another store; passing is not permitted. Discarding exactly
  one card face down is always legal. After every move hands are drawn back to six.
* Commitments: any numerics of the field's suit (value their sum); a knave (14½) or a knight
  (17½) alone or with only an ace; the queen and king together; abdication. A commitment is
  irrevocable (save for the Tower). A fourth commitment removes its player from the round and
  discards its cards. The round ends when everyone has committed on all four battlefields.
* Refilling (seed; notes): when the deck empties, every seat votes in playing order from the
  one who drew last (those already out too); the first "no" ends the vote; all "yes" shuffles
  the discard pile into a new deck, and the interrupted draw goes on (its cards wait face down
  in ``"drawing"``, unseen, meanwhile). No vote after Death, nor with an empty discard pile.
  Decision: after a "no" (or an empty discard pile) the deck stays empty for the round.
* Refill order (notes "Justice × Devil"): the mover's hand, Justice's row, then other short
  hands in playing order, the daemon last. Decision: the victims of an effect (the Hanged Man's
  target, a Star's surrendering player) draw at once, during the effect, as does a caller
  whose calls failed (seed); the Devil's six daemon cards are drawn in that order too (after
  the Devil's player, as the notes' order demands).

Battles and the game (notes "Battle value", "Game winner" — ours)
* Tiers: the World, the imperial couple, the royal couple, an illegitimate couple, the highest
  value, abdications. Equal sums: higher top card, then the next…; a native card beats a
  transmuted one; then the earlier commitment (a stolen one keeps its time; a recommitment after
  the Tower takes a new one). All abdicated: the last abdication wins. The daemon's battles
  count for its master.
* Most battles; most distinct suits; count back from the last round; then an extra round
  (two at most) judged by its battles; then a shared win. Decision: ``outcome().scores`` are
  the battles won over the regular rounds (extra rounds only break the tie).

The major arcana (seed "The effect of the major arcana"; notes "Moves and timing")
* 0 Fool: after a stealable commitment attempt (not a couple, the World, an abdication or
  Judgment, nothing with an ace, transmuted or not) each player in playing order who holds the
  Fool (or anyone, when it lies in Justice's row), has not committed there and may commit there
  is asked (``steal M0`` or ``pass``). The victim's field stays open; the victim draws first.
  Decision: only players able to steal are asked; the notes' neutral "Fool?" pause in hot-seat
  play is the table's to show.
* I Magician: committed with the cards; transmutes exactly one numeric of another suit
  (decision: it must transmute one), in a numeric commitment or as the ace beside a knave or a
  knight. II High Priestess: another seat still in the round shows its hand to the player
  alone; the player draws and plays again. III Empress, IV Emperor: together, on one or two
  open battlefields (decision: the set's first card lies on the first field named), or either
  with VI the Lovers, who also go with a court of the field's suit. V Hierophant: everyone
  shows the called suit (or the trumps without the Fool, or the Fool alone); plays again.
* VII Chariot: put down face up with cards of one's hand (and Strength's row; decision: not
  Justice's row), possibly none; later moves add one or two cards, discard it all, or commit
  the whole reserve (plus other cards) while discarding the Chariot.
* VIII Justice: set aside; six shared face-up cards anyone may commit or play (decision: not
  discard); plays again. IX Hermit: three optional extra moves after any move (decision: the
  window opens after every move, a "plays again" pair included; the Fool's window comes
  first). X Wheel: draw five, discard back to the hand's size from the hidden hand.
* XI Strength: "visible" draws two face-up cards used as part of the hand (decision: never
  refilled); "hidden" makes the hand's size seven for the round. XII Hanged Man: any player
  still in (oneself, the daemon) discards hand and Strength's row (decision: not the Chariot)
  and draws anew. XIII Death: the deck is discarded, no refill (no effect on an empty deck).
* XIV Temperance: on a field where its player has not committed (abdication and Judgment
  aside), with a non-empty deck; others may only abdicate there (or be judged); the World
  cannot go there. Lifted when its owner commits cards there (DRESDEN), when the deck runs out
  unrefilled, or when the owner leaves the round. NASSAU: nobody may commit there, lifting
  costs a move (``lift``); decision: it vanishes on the same "runs out unrefilled" condition.
* XV Devil: a daemon with six face-up cards plays just before its master from the master's
  next turn, on the master's orders, and keeps playing after the master leaves; decisions: it
  abdicates at once where the World lies, it does not vote (its master votes once), and there
  is one daemon a round (a Devil back from a refill can then only be discarded).
* XVI Tower: decommits one player's whole commitment on one field (not a finished player's,
  not an abdication, Judgment or the World); a split couple stays whole on its other field.
* XVII Star, XVIII Moon, XIX Sun: one, two or three calls for a minor (the Sun: or one call
  for a major other than the Fool, Judgment and the World); the holder (hand or Strength's
  row, not Justice's row) surrenders it and draws. Each call after a failed one is the
  caller's option (``call`` or ``pass``: "the caller has the option of trying a second call",
  "up to three calls"); when no call succeeds the caller draws a card from the deck at once.
  Decision: you cannot call a card you hold. Notes "Calls" (ours): played from Justice's row
  the call is made as if from the hand, so a called card or the failed call's draw leaves the
  caller seven cards; refills only top a hand up to its size.
* XX Judgment: abdicates any player still in on a field it has not committed on (oneself
  too). XXI World: on a field where nothing was ever committed this round; wins it; everyone
  else abdicates there at once.

The variants (seed, the variants section; notes "Variants"; each sentence is quoted where its
rule is, :mod:`.variants` lists them)
* NASSAU: Temperance binds its owner too; lifting it costs a move (``lift``).
* MAINZ: "defined by the following differences with respect to NASSAU:" — the list is lost in
  our copy of the text: MAINZ plays exactly as NASSAU.
* KOBLENZ (NASSAU): one secret commitment per player and round (the daemon is a player too),
  any commitment of one battlefield but the World (a couple on one battlefield), face down,
  seen by its owner; "only their number is visible"; the right is spent even if the Fool steals
  it or the Tower decommits it; the Tower discards its cards face down; the Fool may try it:
  its wielder sees the cards, steals them if the Fool may (ours: nothing with an ace either,
  by the Fool's own rule) and otherwise loses the Fool. Revealed at the end of the round,
  before the battles. It counts as a commitment for everything that asks whether one was made
  (notes). Decisions (ours): the Magician may transmute in it (KOBLENZ keeps NASSAU's
  Magician); the Fool's window opens after every secret commitment, whatever it holds.
* MALTA (MAINZ): the Magician commits cards face down (``secret`` with ``M1``) and is
  discarded face up; no transmutation; no World, no abdication; a couple on one battlefield;
  the Fool as in KOBLENZ; no limit but the Magician's (it may come back with a refill).
* WORMS (MAINZ): an ace committed alone (or with the Magician) may be completed once, while
  its owner is in the round and may commit there: numerics of the suit (a Magician of the
  hand may transmute one; the ace's own Magician may not) or a knave or a knight alone, never a
  couple. The Fool may steal the completion (only its new cards, if the Fool may take them);
  the ace stays and may be completed again (ours: its field "stays open" to it as a Fool's
  victim's does). Completed, it is one commitment with the ace's time (ours); a knave or a
  knight discards the ace (and its Magician, ours).
* GAZA (any variant, 2–3 players; the text's "GAZA" alone is ``variant=mainz, gaza=true``):
  the USA (:mod:`.usa`) plays last in the round by its mechanical rule; its cards are hidden,
  turned up for everyone when anyone plays the Hierophant, the Star, the Moon or the Sun (ours:
  the daemon's plays too); the High Priestess, the Hanged Man, Judgment and the calls reach
  it. A battle it wins is nobody's (ours).

Inferences kept for ``sample_world``: cards shown by the Hierophant or won by a call (public),
hands shown by the High Priestess (to its player), cards a seat discarded face down (to it),
what the Hierophant's calls and failed calls say a hand did not hold (its voids: at most as
many such cards as it has drawn since), and what a secret commitment's size allows it to be.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from ...cards import Card
from ..base import Action, Game, GameSpec, OptionSpec, Plugins, Samples
from .commitments import NUMBERING, FIELDS, CommitError, Force, card_name, classify
from .labels import describe_action
from .stages import Call, FoolWindow, FullMove, HermitMove, Move, RefillVote, WheelDiscard
from .state import ArcanoidPosition, ArcanoidState
from .texts import card_text
from .variants import GAZA_DESCRIPTION, GAZA_PLAYERS, VARIANTS, Variant
from .view import ArcanoidView
from .world import ArcanoidSampler, sample_world


class Arcanoid(Game):
    """The Arcanoid game object registered as ``"arcanoid"``."""

    spec = GameSpec(
        name="arcanoid", title="Arcanoid", min_players=2, max_players=10,
        options=(
            OptionSpec("variant", "dresden", "Variant", tuple(VARIANTS),
                       tuple(v.description for v in VARIANTS.values())),
            OptionSpec("rounds", 5, "Rounds", tuple(range(1, 11))),
            OptionSpec("gaza", False, "GAZA (2–3 players)", (False, True),
                       ("Off (on, USA joins 2–3 players as a mechanical extra player).",
                        GAZA_DESCRIPTION)),
        ),
        blurb="Four battles a round, one per suit: commit your forces, abdicate, or bend the "
              "rules with the 22 major arcana.",
        numbering=NUMBERING,
        suit_names="classic",   # the seed's battlefields: swords, staves, cups and coins
    )
    state_class = ArcanoidState
    plugins = Plugins(agent="tarot_table.ai.arcanoid_heuristic:ArcanoidHeuristic",
                      cutoff="tarot_table.ai.arcanoid_cutoff:arcanoid_cutoff",
                      rollout="tarot_table.ai.arcanoid_heuristic:arcanoid_rollout",
                      candidates="tarot_table.ai.arcanoid_heuristic:arcanoid_candidates",
                      table="tarot_table.app.games.arcanoid:ArcanoidTable",
                      puzzle="tarot_table.ai.puzzle_search:ARCANOID",
                      review="tarot_table.ai.review_units:ARCANOID")
    # one round; the conformance suite plays each variant, and GAZA with each but NASSAU
    samples = Samples(
        short={"rounds": 1}, option_sets=({"rounds": 1}, {"variant": "nassau"}, {}),
        setups={**{v: ({"variant": v}, (2, 5, 10)) for v in VARIANTS if v != "dresden"},
                **{f"{v}+gaza": ({"variant": v, "gaza": True}, GAZA_PLAYERS)
                   for v in VARIANTS if v != "nassau"}},
        malformed=(("first", 99), ("todo", [{"step": "Nonsense"}]), ("lanes", {"swords": 3}),
                   ("discard_seen_by", ["all"]), ("variant", "lyon"), ("secret", {"swords": 3}),
                   ("voids", [{"swords": 0}, {"nonsense": 1}, {}])))

    def check_setup(self, num_players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """As :meth:`~..base.Game.check_setup`; GAZA is played "when there are only two (or
        possibly three) players" (seed): with more, ``ValueError``."""
        opts = super().check_setup(num_players, options)
        if opts["gaza"] and num_players not in GAZA_PLAYERS:
            raise ValueError(f"GAZA is for 2 or 3 players, not {num_players}")
        return opts

    def describe_action(self, action: Action) -> str:
        return describe_action(action)

    def card_text(self, card: Card) -> str:
        """See :func:`.texts.card_text`."""
        return card_text(card)

    def sample_world(self, view: ArcanoidView, rng: random.Random) -> ArcanoidState:
        """See :func:`.world.sample_world`."""
        return sample_world(view, rng)

    def world_sampler(self, view: ArcanoidView) -> ArcanoidSampler:
        """See :class:`.world.ArcanoidSampler`."""
        return ArcanoidSampler(view)

    def from_position(self, doc: Any) -> ArcanoidState:
        """See :meth:`.state.ArcanoidState.from_position`."""
        return ArcanoidState.from_position(doc)

    def score_breakdown(self, view: ArcanoidView
                        ) -> tuple[tuple[str, ...], tuple[tuple[int, ...], ...]]:
        """The results screen's table: column labels ("R1", "R2", …, extra rounds "X1") and
        per seat the battles it won in each round."""
        n = view.num_players
        rounds = list(view.results) + list(view.extra_results)
        labels = tuple(f"R{k + 1}" for k in range(len(view.results))) + \
            tuple(f"X{k + 1}" for k in range(len(view.extra_results)))
        rows = tuple(tuple(sum(w == s for w in row) for row in rounds) for s in range(n))
        return labels, rows

    def rules_text(self) -> str:
        from ...resources import asset_path
        return asset_path("rules", "arcanoid.md").read_text(encoding="utf-8")


ARCANOID = Arcanoid()

__all__ = ["ARCANOID", "Arcanoid", "ArcanoidPosition", "ArcanoidState", "ArcanoidView", "Call",
           "CommitError", "VARIANTS", "Variant", "card_name", "FIELDS", "Force", "FoolWindow",
           "FullMove", "HermitMove", "Move", "RefillVote", "WheelDiscard", "classify",
           "describe_action"]
