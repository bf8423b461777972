"""Tarot Combat: a duel (or a free-for-all of up to six) of soldiers, farms and trumps, with a
limbo and priority, played off the top of a shared deck.

Sources: the Tarot Combat text (the seed; § are its numbered parts; named in
``assets/rules/README.md``) and our notes (which win where they say so), told to players in
``assets/rules/combat.md``. Each rule names its source; "(ours)" marks what we decided where
both are silent.

Setup (seed §2 "Starting a game"; notes "Table")
* 2–6 players, each for themselves; one 78-card deck per two players (2 → 1, 3–4 → 2,
  5–6 → 3) shuffled together into one draw pile, with one discard pile ("off the top", seed
  §9). Jokers: an option, off by default; two per deck when on (notes).
* The first player is drawn at random; the decks are shuffled; everyone draws seven cards (ours:
  one at a time from the first player, clockwise). In a 2-player game the first player skips
  its first draw step (the whole step).
* 20 life each; a player who has taken 20 damage loses and leaves the game (ours: its hand, the
  cards it controls and its cards in limbo go to the discard pile; soldiers attacking it leave
  the combat; if it was the active player, the turn stops, the cards in limbo are discarded
  without effect and the next player's turn begins). The last player standing wins (seed §2
  "Win condition"; notes).
* Drawing from an empty draw pile shuffles the discard pile in first (seed §2); with both empty
  nothing is drawn (ours).

The turn (seed §3 "Turn order"; §6 "Priority")
* Clockwise, seat ``i`` → ``i + 1``. Beginning step: the active player's sideways soldiers and
  farms turn right-side-up. Draw step: it draws a card. Attack step. Main step.
* Every step ends only when all players still in the game have passed priority in succession
  with limbo empty; priority starts with the active player and passes to the left. Ours: a
  player who could play nothing whatever it holds — no card in hand, or, outside its own main
  step with limbo empty, fewer than the two right-side-up farms the cheapest ability costs
  (all public facts) — passes without being asked (it shows nothing, and random games get
  shorter by half).

Playing cards (seed §3, §4 "Card types", "Farms", "Soldiers"; §5)
* In its own main step, when it has priority, the active player may play soldiers (spot cards
  and the Joker for free; a court for its cost — Page 1, Knight 2, Queen 3, King 4 farms —
  only with a soldier of its suit already in play, a Joker counting as every suit) and one card
  per turn face down as a farm, while limbo is empty (notes "Limbo and priority": limbo is a
  window for responses, and the responses are trumps and the Ace's and Joker's abilities).
* Trumps (2 farms), the Ace's ability (3 farms; needs a soldier of its suit) and the Joker's (2)
  may be played whenever their player has priority. A card that cannot make its choices cannot
  be played (seed §6 "Making choices").
* A farm pays 1, once until its controller's next beginning step: it is turned sideways. Which
  farms pay is the payer's choice, asked farm by farm only when it matters.
* Strength and speed (seed §4; notes' table): Ace 1/1, 2–10 1/number, Page 2/10, Knight 3/10,
  Queen 4/10, King 5/10, Joker 1/0.

Limbo and priority (seed §2 "Limbo", §5, §6; notes "Limbo and priority")
* Soldiers, trumps and abilities go into limbo, on top; farms do not. The player keeps priority
  after playing; every player passing in succession resolves the top card, and priority returns
  to the active player. Soldiers come into play under their player's control; abilities take
  effect, then go to the discard pile.
* Choices: the player of a card makes its choices as it plays it; an opponent makes the choices
  a card leaves to it when it resolves; a card whose chosen target is gone when it resolves
  fizzles (no effect, discarded). Ours: a choice with a single candidate is made at once; the
  farms to pay with, the cards Justice takes and the soldiers an opponent gives up are asked
  one at a time, and only when the candidates differ and not all of them must go.

The attack step (seed §3 "Attacking"; §6 "Sideways cards"; notes "Combat")
* Choosing attackers: the active player's right-side-up soldiers, one at a time, each against
  one opponent; each turns sideways. Then a priority window.
* Choosing blockers: each defender in turn from the active player assigns right-side-up soldiers
  to soldiers attacking it (ours: a defender blocks only its own attackers), each blocker to one
  attacker, several on one attacker if it likes; blocking does not turn a soldier sideways, so
  it may block again in another player's turn. Then a window.
* Damage: by speed, highest first; equal speeds at the same time. Each soldier deals its
  strength once per combat: an attacker to its blockers, split as its controller chooses
  (default: lethal damage to each in turn); a blocker to its attacker; an unblocked attacker to
  the defending player. A soldier whose damage reaches its strength is destroyed and deals no
  later damage. An attacker whose blockers are gone stays blocked (ours, after the game the text
  comes from). Then a window.
* Remove damage: the end of combat — damage is removed, nobody attacks or blocks any more. Then
  a window. At the end of the attack step the Tower's damage is removed.
* Ours: with no attacker declared the attack step ends after the attackers' window; with every
  attacker gone, the blockers' and damage moments are skipped.
* A soldier played in the main step missed this turn's attack step; the Chariot's extra attack
  step may use it (notes).

The abilities: the 22 trumps, the Ace and the Joker, each in :mod:`.cards` with its sentence.
The trumps' names (seed §5): the common order (VIII Strength, XI Justice), XX spelt "Judgment"
as the seed's list spells it (``spec.numbering`` is ``"judgment"``, :data:`.cards.NUMBERING`).
The rules' sentences name a card by ``Card.name()`` ("XX Judgement": the behaviour fingerprints
hold their words); the table writes each major as the game names it (its ``event_text``).
Gaining control of a soldier removes it from combat (seed, the Hierophant and Temperance, for an
attacker attacking you; ours: for any soldier changing hands).

Endless games: life only goes down and nothing gives it back, but the texts set no limit on a
game's length: players who never attack could play forever (an empty draw pile is refilled
from the discard pile; nothing loses by running out). We add no limit; random play ends because
every turn offers attacks (the slow test plays 10,000 random games).

Beyond the duel (seed §2 "Game zones", §6 "Ownership", §7, §8; notes "Beyond the duel"): the
options ``teams`` (``"alliance"``, ``"as one"``; ``team_size`` 2 or 3; four or six players) and
``decks`` (own decks, one text of card codes per player) — :mod:`.teams` says what they are
and our decisions; making decks (constructed, sealed, draft) is :mod:`.decks`. The state notes
the first player to deal damage to an opponent (``first_damage``: a tournament's time limit,
seed §9).

Modules: :mod:`.cards` (one class per ability, with its effect), :mod:`.choices` (the
choices made when a card is played), :mod:`.tables` (what the cards are worth and cost, their
actions), :mod:`.objects` (soldiers, farms, limbo entries, pending damage), :mod:`.stages` (the
decisions and the queued work), :mod:`.attack` (attackers, blockers, damage by speed),
:mod:`.labels` (the actions' texts and words), :mod:`.state` (zones, counters, moves, views,
positions), :mod:`.view` (:class:`~.view.CombatView`), :mod:`.world` (determinization),
:mod:`.teams` (teams and own decks), :mod:`.decks` (making your own deck), :mod:`.texts` (each
card's rule in one text, :func:`card_text`, re-exported here). Plug-ins: the rule-based player
and the search's cut-off (:mod:`tarot_table.ai.combat_heuristic`), the table
(:mod:`tarot_table.app.games.combat`).

Events name what they touch in their ``data``, so that a watcher can follow the table without
a view: a card into limbo ``entry`` (its id) and ``kind``; a farm played or destroyed ``farm``;
a soldier destroyed or changing hands ``soldier``; a choice made ``entry`` and ``target`` (the
action's text); a farm turned ``sideways``; an attacker ``attack`` and ``defender``; a blocker
``block`` and ``attacker``; damage dealt ``hit`` (a :class:`~.objects.Hit`'s fields) or to a
player ``damage`` and ``life``; strength added ``soldier`` and ``bonus``; the Tower's
``soldier`` and ``damage``; a new turn ``turn``; the Chariot ``upright``; the end of combat
``combat_end``; a player out ``lost``.
"""

from __future__ import annotations

import random
import re
from typing import Any, Mapping

from ...cards import Card
from ..base import Action, ActionParseError, Game, GameSpec, OptionSpec, Plugins, ResultSheet, \
    Samples, parse_action_text
from .cards import TRUMPS, Ability, Trump
from .objects import Entry, Farm, Hit, Soldier
from .position import CombatPosition
from .stages import Priority
from .state import CombatState
from .tables import NUMBERING, decks_for, game_deck
from .teams import ALLIANCE, AS_ONE, NO_TEAMS, TEAM_MODES, TEAM_PLAYERS, TEAM_SIZES, check_decks, \
    check_teams
from .texts import card_text
from .view import CombatView
from .world import CombatSampler, sample_world

#: The shape of each action kind's text: its number of cards and the pattern of its target.
_OBJECT = r"#\d+"
_SHAPES: dict[str, tuple[int, str | None]] = {
    "pass": (0, None), "done": (0, None), "lethal": (0, None),
    "soldier": (1, None), "farm": (1, None), "trump": (1, None), "ability": (1, None),
    "discard": (1, None), "take": (1, None),
    "pay": (0, _OBJECT), "give": (0, _OBJECT), "destroy": (0, _OBJECT), "damage": (0, _OBJECT),
    "attack": (0, r"#\d+>\d+"), "block": (0, r"#\d+>#\d+"),
}


class Combat(Game):
    """The Tarot Combat game object registered as ``"combat"``."""

    spec = GameSpec(
        name="combat", title="Tarot Combat", min_players=2, max_players=6,
        options=(OptionSpec("jokers", False, "Play with Jokers", (False, True)),
                 OptionSpec("teams", NO_TEAMS, "Teams (4 or 6 players)", TEAM_MODES, (
                     "Every player for itself; the last one standing wins.",
                     "Allies never attack each other; a team loses when all its players have.",
                     "A team shares 30 life and one turn, attacks and blocks as one."),
                     players=TEAM_PLAYERS),
                 OptionSpec("team_size", 2, "Players per team", TEAM_SIZES, players=TEAM_PLAYERS,
                            needs=("teams", (ALLIANCE, AS_ONE)))),
        blurb="Soldiers, farms and trumps: attack, block and counter. Last player standing wins.",
        numbering=NUMBERING,
        own_decks=True,
    )
    state_class = CombatState
    plugins = Plugins(agent="tarot_table.ai.combat_heuristic:CombatHeuristic",
                      cutoff="tarot_table.ai.combat_heuristic:combat_turns_cutoff",
                      rollout="tarot_table.ai.combat_search:combat_rollout",
                      default_move="tarot_table.ai.combat_search:combat_default_move",
                      hints="tarot_table.ai.combat_heuristic:combat_hint",
                      table="tarot_table.app.games.combat:CombatTable",
                      # some 100 decisions a game of each player, most of them whether to answer
                      # with priority: the search gains little past this count (docs/ai.md,
                      # "Tarot Combat's iteration cap"), and a second at each keeps a table waiting
                      hard_iterations=300,
                      puzzle="tarot_table.ai.puzzle_search:COMBAT",
                      review="tarot_table.ai.review_units:COMBAT")
    samples = Samples(option_sets=({}, {"jokers": True}), replay_every=25,
                      malformed=(("active", 99),))

    def check_setup(self, num_players: int, options: Mapping[str, Any] | None
                    ) -> dict[str, Any]:
        """The options completed and checked (:meth:`Game.check_setup`), and: teams only for four
        or six players in teams of two or three (seed §8, :func:`.teams.check_teams`); the
        ``decks`` option (own decks, not offered in the new-game screen: the decks come from
        :mod:`tarot_table.decks`) one text of card codes per player
        (:func:`.teams.check_decks`). Raises ``ValueError`` saying what is wrong."""
        given = dict(options or {})
        decks = given.pop("decks", None)
        opts = super().check_setup(num_players, given)
        check_teams(num_players, opts["teams"], opts["team_size"])
        if decks is not None:
            opts["decks"] = check_decks(num_players, decks, opts["jokers"])
        return opts

    def parse_action(self, text: str) -> Action:
        """The action whose canonical text is ``text`` (see :mod:`.labels` for the texts).
        Raises :class:`~..base.ActionParseError` for text that is no Tarot Combat action."""
        action = parse_action_text(text)
        kind, target = action.kind, action.target
        if kind == "target":
            ok = (len(action.cards) == 1 and target is None) or (not action.cards and (
                isinstance(target, int) or re.fullmatch(_OBJECT, str(target))))
        elif kind in _SHAPES:
            count, pattern = _SHAPES[kind]
            ok = len(action.cards) == count and (
                target is None if pattern is None
                else isinstance(target, str) and re.fullmatch(pattern, target) is not None)
        else:
            ok = False
        if not ok:
            raise ActionParseError(f"{text!r} is not a Tarot Combat action (e.g. 'pass', "
                                   f"'soldier 7C', 'trump M13', 'target @#5', 'attack @#5>1')")
        return action

    def result_sheet(self, view: CombatView) -> ResultSheet:
        """What ended the duel: who took 20 damage (seed §2 "Win condition"), and the turns
        played; per seat the life left, the soldiers and farms it finished with and the cards
        left in its hand (a player who lost has none: ours, :meth:`.state.CombatState.lose`)."""
        seats = range(view.num_players)
        lost = [s for s in seats if view.out[s]]
        said = " and ".join(f"{{{s}}}" for s in lost)
        decided = (f"{said} took 20 damage" if lost else "The game ended") + \
            f" on turn {view.turn}."
        rows = tuple((max(0, view.life[s]), len(view.soldiers[s]), len(view.farms[s]),
                      len(view.zones.get(f"hand:{s}", ()))) for s in seats)
        return ResultSheet(decided, ("Life", "Soldiers", "Farms", "Hand"), rows)

    def card_text(self, card: Card) -> str:
        """See :func:`.texts.card_text`."""
        return card_text(card)

    def sample_world(self, view: CombatView, rng: random.Random) -> CombatState:
        """See :func:`.world.sample_world`."""
        return sample_world(view, rng)

    def world_sampler(self, view: CombatView) -> CombatSampler:
        """See :class:`.world.CombatSampler`."""
        return CombatSampler(view)

    def from_position(self, doc: Any) -> CombatState:
        """See :meth:`.state.CombatState.from_position`."""
        return CombatState.from_position(doc)

    def rules_text(self) -> str:
        from ...resources import asset_path
        return asset_path("rules", "combat.md").read_text(encoding="utf-8")


COMBAT = Combat()

__all__ = ["ALLIANCE", "AS_ONE", "COMBAT", "NO_TEAMS", "Ability", "Combat", "CombatPosition",
           "CombatState", "CombatView", "Entry",
           "Farm", "Hit", "Priority", "Soldier", "TRUMPS", "Trump", "card_text", "decks_for",
           "game_deck"]
