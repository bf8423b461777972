"""The Tarot Combat state: zones and counters, the stage and the queued work, the limbo as a
stack of :class:`~.objects.Entry` (bottom first), the moves of cards between zones that the
rules make (:class:`CombatState`'s methods, each naming its rule), views and positions.

Zones: ``draw`` and ``discard`` (shared; bottom to top) — with own decks ``draw:<s>`` and
``discard:<s>`` per seat instead —, ``limbo`` (the cards being played, bottom to top), and per
seat ``hand:<s>`` (display order), ``soldiers:<s>`` (its row, in the order the soldiers came
under its control) and ``farms:<s>`` (face down, in the order played).

Teams and own decks are in :mod:`.teams` (the options, who is whose ally) and here (their
piles, the shared life and turn).

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

from bisect import insort
from operator import attrgetter
from typing import Any, Mapping, Sequence

import msgspec
from msgspec import UNSET, UnsetType

from ...cards import JOKER, MINOR_SUITS, Card, Suit, cards_text, full_deck
from ..base import Action, Event, Outcome, State
from ..position import Pile, check, check_deck, decode, encode
from ..stages import Stage, Step
from .cards import DISCARD, TAKE, Choice, TrumpToCopy, effective_number
from .objects import Entry, Farm, Hit, Soldier
from .stages import (BEGINNING, AskAttackers, AskBlockers, AssignDamage, Blockers,
                     ChooseTarget, Damage, DamageAt, DeclareAttackers, DeclareBlockers, DestroyOwn,
                     EndAttack, EndCombat, GiveSoldier, JusticeChoice, JusticeRound, NextStep,
                     PayWithFarms, Priority, Resolve, Search, Settle, StartTurn, Window)
from .teams import AS_ONE, NO_TEAMS, TEAM_LIFE, check_teams, deck_cards, team_list
from .view import CombatView

START_LIFE = 20
HAND_SIZE = 7
display_order = attrgetter("_key")

AnyStage = (Priority | ChooseTarget | PayWithFarms | DeclareAttackers | DeclareBlockers
            | AssignDamage | GiveSoldier | DestroyOwn | Search | JusticeChoice)
AnyStep = (StartTurn | NextStep | Window | Resolve | Settle | Blockers | AskBlockers | Damage
           | DamageAt | EndCombat | EndAttack | JusticeRound | AskAttackers)


def decks_for(players: int) -> int:
    """Decks shuffled together (seed §1, §2 "Starting a game" 2; notes "Table"): one per two
    players — 2 → 1, 3–4 → 2, 5–6 → 3."""
    return (players + 1) // 2


def game_deck(players: int, jokers: bool) -> list[Card]:
    """Every card of a game: :func:`decks_for` 78-card decks, with two Jokers each when
    ``jokers`` (notes "Table")."""
    decks = decks_for(players)
    return full_deck() * decks + [JOKER] * (2 * decks if jokers else 0)


class CombatPosition(msgspec.Struct, forbid_unknown_fields=True):
    """A Tarot Combat position: every zone and counter of a game, written as every game's position
    is (``docs/positions.md``: piles bottom to top, every card somewhere, stages tagged).

    * Identity: with duplicate cards (one deck per two players), every card played gets an
      ``id`` when it goes into limbo; a soldier keeps it in play, a farm gets one when played.
      Actions name them (``block @#4>#1``, ``target @#1``, ``pay @#8``).
    * ``soldiers``: per seat, its row in order, each soldier with what differs from a fresh one:
      ``sideways``, ``damage`` (combat), ``tower_damage``, ``bonus`` (until end of turn),
      ``attacking`` (the seat attacked), ``blocked``, ``blocking`` (the attacker's id),
      ``dealt`` (has dealt its damage).
    * ``farms``: per seat, in the order played, each with its card and ``sideways``.
    * ``limbo``: bottom to top; each card's ``player``, ``kind`` (``soldier``, ``trump`` or
      ``ability``) and the choices made when it was played: soldiers and cards in limbo in
      ``ids``, a player in ``seat``, a card of the discard pile in ``pick``; a High Priestess's
      ``copy_of`` and ``copies``.
    * ``step`` and ``moment`` (``attackers``, ``blockers``, ``damage``, ``end of combat``);
      ``todo``: what the rules do once the window closes (here: the damage moment, then the main
      step); ``pending``: damage decided at the speed being dealt.
    * ``revealed``: per seat, cards known to all to be in its hand (taken by the Hermit, the
      Devil, the Moon, the Sun or the World); ``skip_draw``: the first player's first draw step
      is still to skip; ``extra_attacks``: attack steps the Chariot added this turn.
    * Teams and own decks (``rules/combat/teams.py``), written only when used: ``teams``
      (``"alliance"`` or ``"as one"``) and ``team_size`` (2 or 3); ``team_farms``, as one, the
      active player's teammates who played their farm this turn; with own decks, ``decks`` (each
      seat's deck, the cards it owns), ``draws`` and ``discards`` (each seat's piles; ``draw``
      and ``discard`` are then empty), and a soldier controlled by a player other than its owner
      carries ``owner``. ``first_damage``: the first seat that dealt damage to an opponent, once
      one has (a tournament's time limit).

    An example: a duel, turn 9, seat 0's attack step in the blockers' moment: seat 0 attacks
    seat 1 with its King of Swords (#1) and its 7 of Cups (#2); seat 1 blocks the King with its
    Queen (#4) and its Page of Cups (#5). Seat 0 answered with the Emperor on the King (+5),
    paying with two farms; seat 1 answered that with Death on the King, paying with two of its
    four farms, and still has priority. When both pass, Death resolves first; then the Emperor,
    whose soldier is gone, fizzles::

        {
         "players": 2, "first": 1, "active": 0, "turn": 9, "step": "attack", "moment": "blockers",
         "seed": 7, "jokers": false, "life": [14, 11], "out": [false, false],
         "hands": ["3S", "9C M3"],
         "draw": "AS 4S 5S 6S 10S PS NS QS AW 2W 3W 4W 5W 6W PW NW QW KW AC 2C 3C 4C 5C 6C 8C 10C NC KC AP 2P 3P 4P 5P 6P 7P 8P 9P 10P PP NP QP KP M0 M1 M2 M5 M6 M7 M8 M9 M10 M11 M12 M14 M15 M16 M17 M18 M19 M20 M21",
         "discard": "",
         "soldiers": [
          [{"id": 1, "card": "KS", "sideways": true, "attacking": 1, "blocked": true},
           {"id": 2, "card": "7C", "sideways": true, "attacking": 1},
           {"id": 3, "card": "2S", "sideways": true}],
          [{"id": 4, "card": "QC", "blocking": 1}, {"id": 5, "card": "PC", "blocking": 1}]
         ],
         "farms": [
          [{"id": 6, "card": "7S", "sideways": true}, {"id": 7, "card": "8S", "sideways": true},
           {"id": 8, "card": "9S"}],
          [{"id": 9, "card": "7W", "sideways": true}, {"id": 10, "card": "8W", "sideways": true},
           {"id": 11, "card": "9W"}, {"id": 12, "card": "10W"}]
         ],
         "limbo": [
          {"id": 13, "card": "M4", "player": 0, "kind": "trump", "ids": [1]},
          {"id": 14, "card": "M13", "player": 1, "kind": "trump", "ids": [1]}
         ],
         "stage": {"stage": "Priority", "actor": 1, "passes": 0},
         "todo": [{"step": "NextStep", "name": "main"}, {"step": "Damage"}],
         "pending": [], "next_id": 15, "farm_played": false, "skip_draw": false, "extra_attacks": 0,
         "combat": true, "revealed": ["", ""], "winners": []
        }

    A game of two teams playing as one (seats 0 and 2 against 1 and 3), with decks of ten cards
    each: the beginning step of seat 3's team's turn, turn 7; seat 1 controls seat 2's 4 of
    Swords (``owner``), seat 1 was the first to deal damage, and each team's shared life is 28
    and 29::

        {
         "players": 4,
         "first": 1,
         "active": 3,
         "hands": ["NS 5W 6W NC", "5S 6C 3P M3", "9P M15 M19", "AS 6W 2C 6C 6P"],
         "draw": "",
         "stage": {"stage": "Priority", "actor": 3, "passes": 0},
         "jokers": false,
         "seed": 1,
         "turn": 7,
         "step": "beginning",
         "moment": "",
         "life": [28, 29, 28, 29],
         "out": [false, false, false, false],
         "discard": "",
         "soldiers": [[], [{"id": 35, "card": "4S", "owner": 2}], [], [{"id": 33, "card": "7C"}]],
         "farms": [[{"id": 12, "card": "M11"}, {"id": 25, "card": "M17"}, {"id": 37, "card": "NW"}], [{"id": 1, "card": "3S"}, {"id": 20, "card": "M1", "sideways": true}, {"id": 31, "card": "7P", "sideways": true}], [{"id": 11, "card": "5P", "sideways": true}, {"id": 27, "card": "NS", "sideways": true}, {"id": 36, "card": "5S"}], [{"id": 2, "card": "10S"}, {"id": 18, "card": "M1"}, {"id": 32, "card": "QC"}]],
         "limbo": [],
         "pending": [],
         "todo": [{"step": "NextStep", "name": "draw"}],
         "next_id": 39,
         "farm_played": false,
         "skip_draw": false,
         "extra_attacks": 0,
         "combat": false,
         "revealed": ["", "", "", ""],
         "winners": [],
         "teams": "as one",
         "team_size": 2,
         "decks": ["M11 5W 3S NW 6W NC QC NS M20 M17", "M3 M1 M7 M5 5S 7P 10W 3P 6C 3S", "NS 4S KP 10P M10 5P M15 5S 9P M19", "M1 2C 6W AS QC 6P 10P 7C 6C 10S"],
         "draws": ["3S M20 QC", "10W", "10P KP", "10P"],
         "discards": ["", "M7 M5", "M10", ""],
         "first_damage": 1
        }
    """

    players: int
    first: int
    active: int
    hands: list[Pile]
    draw: Pile
    stage: AnyStage | None
    jokers: bool = False
    seed: int = 0
    turn: int = 1
    step: str = BEGINNING
    moment: str = ""
    life: list[int] | None = None
    out: list[bool] | None = None
    discard: Pile = Pile()
    soldiers: list[list[Soldier]] | None = None
    farms: list[list[Farm]] | None = None
    limbo: list[Entry] = []
    pending: list[Hit] = []
    todo: list[AnyStep] = []
    next_id: int | None = None
    farm_played: bool = False
    skip_draw: bool = False
    extra_attacks: int = 0
    combat: bool = False
    revealed: list[Pile] | None = None
    winners: list[int] = []
    # Teams and own decks (:mod:`.teams`); left out of the document when not used.
    teams: str | UnsetType = UNSET
    team_size: int | UnsetType = UNSET
    #: The teammates of the active player (as one) who played their farm this turn.
    team_farms: list[int] | UnsetType = UNSET
    #: Own decks: each player's deck (the cards it owns); then ``draws`` and ``discards`` hold
    #: the piles (one per seat) and ``draw`` and ``discard`` stay empty.
    decks: list[Pile] | UnsetType = UNSET
    draws: list[Pile] | UnsetType = UNSET
    discards: list[Pile] | UnsetType = UNSET
    #: The first player who dealt damage to an opponent, once one has.
    first_damage: int | UnsetType = UNSET


class CombatState(State):
    """A game of Tarot Combat in progress. See the package docstring for the rules and their
    sources. The driver is :class:`~..stages.StagedState`'s, with one addition: when a player
    loses (:meth:`lose`), the work under way stops — the game is over, or the active player's
    turn is (:meth:`_carry_on`)."""

    game_name = "combat"

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = (), *, deal: bool = True) -> None:
        super().__init__(num_players, seed, options, recorded_shuffles)
        n = num_players
        self.jokers: bool = bool(self.options.get("jokers", False))
        self.team_mode: str = self.options.get("teams", NO_TEAMS)
        self.team_size: int = self.options.get("team_size", 2)
        #: The team of each seat (its own seat number without teams).
        self.teams: list[int] = team_list(n, self.team_mode, self.team_size)
        self.as_one = self.team_mode == AS_ONE
        decks = self.options.get("decks")
        #: Own decks: each player's cards (seed §2 "Game zones"; §6 "Ownership"), else None.
        self.decks: list[list[Card]] | None = \
            None if decks is None else [list(deck_cards(text)) for text in decks]
        self.own = self.decks is not None
        self.life = [TEAM_LIFE if self.as_one else START_LIFE] * n
        self.out = [False] * n
        self.first = 0
        self.active = 0
        self.turn = 0
        self.step = BEGINNING
        self.moment = ""
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        piles = n if self.own else 1
        #: The draw piles and discard piles: one shared, or one per seat with own decks.
        self.draws: list[list[Card]] = [[] for _ in range(piles)]
        self.discards: list[list[Card]] = [[] for _ in range(piles)]
        self.soldiers: list[list[Soldier]] = [[] for _ in range(n)]
        self.farms: list[list[Farm]] = [[] for _ in range(n)]
        self.limbo: list[Entry] = []
        self.pending: list[Hit] = []
        self.revealed: list[list[Card]] = [[] for _ in range(n)]
        self.next_id = 1
        self.farm_played = False
        self.team_farms: list[int] = []
        self.skip_draw = False
        self.extra_attacks = 0
        self.combat = False
        self.winners: tuple[int, ...] = ()
        #: The first player who dealt damage to an opponent (seed §9: a match's time limit).
        self.first_damage: int | None = None
        self.stage: Stage | None = None
        self.todo: list[Step] = []
        self._stop = False
        if deal:
            events: list[Event] = []
            self.setup(events)
            self.opening_events = events

    def game_cards(self) -> list[Card]:
        if self.own:
            return [card for deck in self.decks for card in deck]
        return game_deck(self.num_players, self.jokers)

    # -- the piles ------------------------------------------------------------------------------
    @property
    def draw(self) -> list[Card]:
        """The shared draw pile (the first seat's with own decks)."""
        return self.draws[0]

    @draw.setter
    def draw(self, cards: list[Card]) -> None:
        self.draws[0] = cards

    @property
    def discard(self) -> list[Card]:
        """The shared discard pile (the first seat's with own decks)."""
        return self.discards[0]

    @discard.setter
    def discard(self, cards: list[Card]) -> None:
        self.discards[0] = cards

    def pile_of(self, seat: int) -> int:
        """The index in :attr:`draws` and :attr:`discards` of the piles ``seat`` draws from and
        its own cards go to: 0 for the shared piles, ``seat`` with own decks (seed §2 "Game
        zones": "their draw pile is their deck, and each player has their own discard pile")."""
        return seat if self.own else 0

    def draw_zone(self, pile: int) -> str:
        return f"draw:{pile}" if self.own else "draw"

    def discard_zone(self, pile: int) -> str:
        return f"discard:{pile}" if self.own else "discard"

    def owner(self, soldier: Soldier, controller: int) -> int:
        """The player who owns ``soldier``: the one whose deck it came from (seed §6
        "Ownership"), its controller unless control of it changed."""
        return controller if soldier.owner is None else soldier.owner

    # -- teams ----------------------------------------------------------------------------------
    def opponents(self, a: int, b: int) -> bool:
        """Whether ``a`` and ``b`` are opponents: not the same seat, nor on the same team."""
        return self.teams[a] != self.teams[b]

    def in_turn(self, seat: int) -> bool:
        """Whether it is ``seat``'s turn: the active player's, or (as one) a teammate's (seed §8:
        a team "share[s] a turn simultaneously")."""
        return seat == self.active or (self.as_one and self.teams[seat] == self.teams[self.active]
                                       and not self.out[seat])

    def turn_seats(self) -> list[int]:
        """The players taking the current turn, the active player first, then clockwise."""
        if not self.as_one:
            return [self.active]
        team = self.teams[self.active]
        return [s for s in self.live_from(self.active) if self.teams[s] == team]

    def has_farmed(self, seat: int) -> bool:
        """Whether ``seat`` played its farm this turn (one per player and turn)."""
        return self.farm_played if seat == self.active else seat in self.team_farms

    def next_turn(self) -> int:
        """Whose turn is next: the next player still in the game clockwise; as one, the next
        one not on the active player's team."""
        seat = self.next_live(self.active)
        if self.as_one:
            team = self.teams[self.active]
            for candidate in self.live_from(seat):
                if self.teams[candidate] != team:
                    return candidate
        return seat

    # -- the driver -------------------------------------------------------------------------
    def current_player(self) -> int | None:
        stage = self.stage
        return None if stage is None else stage.actor

    def legal_actions(self) -> list[Action]:
        stage = self.stage
        return [] if stage is None else stage.legal(self)

    def explain_illegal(self, action: Action) -> str:
        stage = self.stage
        return "The game is over." if stage is None else stage.explain(self, action)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        stage = self.stage
        self.stage = None
        self._carry_on(stage.apply(self, action, events), events)
        return events

    def run_steps(self, events: list[Event]) -> None:
        self._carry_on(None, events)

    def _carry_on(self, following: Stage | None, events: list[Event]) -> None:
        """Open ``following``, or run queued steps until one opens a stage. When a player lost
        meanwhile and that stopped the work under way (:meth:`lose`), what it would have opened
        is dropped."""
        if self._stop:
            self._stop = False
            following = None
        self.stage = following
        todo = self.todo
        while following is None and todo:
            following = todo.pop().run(self, events)
            if self._stop:
                self._stop = False
                following = None
        self.stage = following

    def then(self, *steps: Step) -> None:
        """Queue ``steps`` to run in the given order, before anything already queued."""
        if len(steps) == 1:
            self.todo.append(steps[0])
        else:
            self.todo.extend(reversed(steps))

    # -- setup and the turn -----------------------------------------------------------------
    def setup(self, events: list[Event]) -> None:
        """Seed §2 "Starting a game": the first player is drawn at random; the decks are
        shuffled together; each player draws seven cards (decision (ours): one at a time, from
        the first player clockwise); in a 2-player game the first player skips its first draw
        step."""
        n = self.num_players
        self.first = self.rng.randrange(n)
        if self.own:
            self.draws = [self.shuffled(deck) for deck in self.decks]
        else:
            self.draw = self.shuffled(self.game_cards())
        if not self.quiet:
            events.append(Event("shuffle", text=f"{{{self.first}}} goes first.",
                                player=self.first, data={"zone": self.draw_zone(0)}))
            nobody = frozenset()
            for pile, cards in enumerate(self.draws):
                events += [Event("move", card, "deck", self.draw_zone(pile), face_up=False,
                                 visible=nobody) for card in cards]
        for _ in range(HAND_SIZE):
            for seat in self.live_from(self.first):
                self.draw_cards(seat, 1, events)
        self.skip_draw = n == 2
        self.then(StartTurn(self.first))
        self.run_steps(events)

    def set_step(self, step: str, moment: str) -> None:
        self.step = step
        self.moment = moment

    def begin_turn(self, seat: int, events: list[Event]) -> None:
        """The beginning step of ``seat``'s turn: its soldiers and farms turned sideways are
        turned right-side-up (seed §3 "Turn order" 1; §6 "Sideways cards")."""
        self.turn += 1
        self.active = seat
        self.set_step(BEGINNING, "")
        self.farm_played = False
        self.team_farms = []
        self.extra_attacks = 0
        for player in self.turn_seats():
            row = self.soldiers[player]
            for i, soldier in enumerate(row):
                if soldier.sideways:
                    row[i] = msgspec.structs.replace(soldier, sideways=False)
            farms = self.farms[player]
            for i, farm in enumerate(farms):
                if farm.sideways:
                    farms[i] = msgspec.structs.replace(farm, sideways=False)
        if not self.quiet:
            events.append(Event("message", player=seat, data={"turn": self.turn},
                                text=f"Turn {self.turn}: {{{seat}}} turns its cards "
                                     f"right-side-up."))

    def end_turn(self, events: list[Event]) -> None:
        """The end of the turn: strength given "until end of turn" goes; a soldier whose damage
        now reaches its strength is destroyed (decision (ours))."""
        for row in self.soldiers:
            for i, soldier in enumerate(row):
                if soldier.bonus:
                    row[i] = msgspec.structs.replace(soldier, bonus=0)
        self.check_soldiers(events)

    # -- seats --------------------------------------------------------------------------------
    def live_from(self, seat: int) -> list[int]:
        """The players still in the game, clockwise from ``seat`` (included if in)."""
        out = self.out
        n = len(out)
        seats = []
        s = seat
        for _ in range(n):
            if not out[s]:
                seats.append(s)
            s += 1
            if s == n:
                s = 0
        return seats

    def next_live(self, seat: int) -> int:
        """The next player still in the game clockwise after ``seat`` (priority and turns pass
        to the left, seed §3)."""
        out = self.out
        n = len(out)
        s = seat
        for _ in range(n):
            s += 1
            if s == n:
                s = 0
            if not out[s]:
                return s
        return seat

    def live_count(self) -> int:
        return self.out.count(False)

    # -- finding things ----------------------------------------------------------------------
    def find_soldier(self, ident: int) -> tuple[int, Soldier] | None:
        """The controller and the soldier ``#ident`` in play, or ``None``."""
        for seat, row in enumerate(self.soldiers):
            for soldier in row:
                if soldier.id == ident:
                    return seat, soldier
        return None

    def controller(self, ident: int) -> int:
        return self.find_soldier(ident)[0]

    def find_entry(self, ident: int) -> Entry | None:
        for entry in self.limbo:
            if entry.id == ident:
                return entry
        return None

    def replace_soldier(self, ident: int, **changes: Any) -> Soldier:
        """Soldier ``#ident`` with ``changes`` made, in its place in its row (returned)."""
        for row in self.soldiers:
            for i, soldier in enumerate(row):
                if soldier.id == ident:
                    row[i] = msgspec.structs.replace(soldier, **changes)
                    return row[i]
        raise KeyError(ident)

    def suits_in_play(self, seat: int) -> Sequence[Suit]:
        """The suits of ``seat``'s soldiers (repeated if several share one); a Joker in play
        counts as every suit (seed §4): :data:`MINOR_SUITS`."""
        suits = []
        for soldier in self.soldiers[seat]:
            card = soldier.card
            if card.is_joker:
                return MINOR_SUITS
            suits.append(card.suit)
        return suits

    def upright_farms(self, seat: int) -> int:
        up = 0
        for farm in self.farms[seat]:
            if not farm.sideways:
                up += 1
        return up

    # -- moving cards -----------------------------------------------------------------------
    def _from_hand(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        if card in self.revealed[seat]:
            self.revealed[seat].remove(card)

    def _to_hand(self, seat: int, card: Card) -> None:
        insort(self.hands[seat], card, key=display_order)

    def draw_cards(self, seat: int, count: int, events: list[Event]) -> None:
        """``seat`` draws ``count`` cards from the top of the draw pile; when it is empty the
        discard pile is shuffled into it first (seed §2 "Starting a game" 4, "Game zones" 3).
        Decision (ours): with both empty, nothing more is drawn."""
        pile = self.pile_of(seat)
        for _ in range(count):
            if not self.draws[pile]:
                if not self.discards[pile]:
                    return
                self.reshuffle(pile, events)
            card = self.draws[pile].pop()
            self._to_hand(seat, card)
            if not self.quiet:
                events.append(Event("move", card, self.draw_zone(pile), f"hand:{seat}",
                                    face_up=False, player=seat, visible=frozenset((seat,))))

    def reshuffle(self, pile: int, events: list[Event]) -> None:
        """The discard pile ``pile`` is shuffled into its (empty) draw pile."""
        cards = self.discards[pile]
        self.discards[pile] = []
        self.draws[pile] = self.shuffled(cards + self.draws[pile])
        if not self.quiet:
            nobody = frozenset()
            src, dst = self.discard_zone(pile), self.draw_zone(pile)
            events += [Event("move", card, src, dst, face_up=False, visible=nobody)
                       for card in cards]
            events.append(Event("shuffle", data={"zone": dst},
                                text="The discard pile is shuffled into the draw pile."))

    def play_farm(self, seat: int, card: Card, events: list[Event]) -> None:
        """``card`` goes face down as a farm (seed §4 "Farms"); farms do not use limbo (notes).
        Its player no longer shows which cards it holds (a card shown may be the farm)."""
        self._from_hand(seat, card)
        self.revealed[seat].clear()
        self.farms[seat].append(Farm(self.next_id, card))
        self.next_id += 1
        if seat == self.active:
            self.farm_played = True
        else:
            self.team_farms.append(seat)
        if not self.quiet:
            events.append(Event("move", card, f"hand:{seat}", f"farms:{seat}", face_up=False,
                                player=seat, visible=frozenset((seat,)),
                                data={"farm": self.farms[seat][-1].id},
                                text=f"{{{seat}}} plays a farm."))

    def farm_choices(self, seat: int) -> list[Farm]:
        """``seat``'s right-side-up farms, one of each card (farms of the same card are alike)."""
        seen = set()
        out = []
        for farm in self.farms[seat]:
            if not farm.sideways and farm.card not in seen:
                seen.add(farm.card)
                out.append(farm)
        return out

    def turn_farm(self, seat: int, ident: int, events: list[Event]) -> None:
        farms = self.farms[seat]
        for i, farm in enumerate(farms):
            if farm.id == ident:
                farms[i] = msgspec.structs.replace(farm, sideways=True)
                break
        if not self.quiet:
            events.append(Event("message", player=seat, data={"sideways": ident},
                                text=f"{{{seat}}} turns a farm sideways."))

    def pay(self, seat: int, left: int, events: list[Event]) -> Stage | None:
        """``seat`` pays ``left`` more by turning right-side-up farms sideways (seed §4 "Farms":
        "A farm can only be used once each turn to pay a cost"): asked farm by farm
        (:class:`PayWithFarms`) unless every right-side-up farm is needed or they are all
        alike."""
        if left <= 0:
            return None
        choices = self.farm_choices(seat)
        if len(choices) > 1 and self.upright_farms(seat) > left:
            return PayWithFarms(seat, left)
        for farm in [f for f in self.farms[seat] if not f.sideways][:left]:
            self.turn_farm(seat, farm.id, events)
        return None

    def put_in_limbo(self, seat: int, card: Card, kind: str, events: list[Event]) -> Entry:
        """``card`` is played from ``seat``'s hand into limbo, on top (seed §2 "Limbo", §5)."""
        self._from_hand(seat, card)
        entry = Entry(self.next_id, card, seat, kind)
        self.next_id += 1
        self.limbo.append(entry)
        if not self.quiet:
            what = {"soldier": "as a soldier", "farm": "as a farm"}.get(kind, "for its ability")
            events.append(Event("move", card, f"hand:{seat}", "limbo", player=seat,
                                data={"entry": entry.id, "kind": kind},
                                text=f"{{{seat}}} plays the {card.name()} {what}."))
        return entry

    def choose(self, entry: Entry, choice: Choice, action: Action, events: list[Event]) -> Entry:
        """Record ``action``, a ``target`` candidate of ``choice``, on ``entry`` in limbo."""
        if isinstance(choice, TrumpToCopy):
            ident = int(action.target[1:])
            new = msgspec.structs.replace(entry, copy_of=ident,
                                          copies=effective_number(self.find_entry(ident)))
        elif action.cards:
            new = msgspec.structs.replace(entry, pick=action.cards[0])
        elif isinstance(action.target, int):
            new = msgspec.structs.replace(entry, seat=action.target)
        else:
            new = msgspec.structs.replace(entry, ids=entry.ids + (int(action.target[1:]),))
        limbo = self.limbo
        limbo[limbo.index(entry)] = new
        if not self.quiet:
            events.append(Event("message", player=entry.player,
                                data={"entry": entry.id, "target": str(action)},
                                text=f"{{{entry.player}}} chooses {self.describe(action)} for "
                                     f"the {entry.card.name()}."))
        return new

    def describe(self, action: Action) -> str:
        """A target of an action in words (``#5`` → "the 7 of Cups", ``2`` → "{2}")."""
        if action.cards:
            return f"the {action.cards[0].name()}"
        target = action.target
        if isinstance(target, int):
            return f"{{{target}}}"
        ident = int(str(target)[1:].partition(">")[0])
        found = self.find_soldier(ident)
        if found is not None:
            return f"{{{found[0]}}}'s {found[1].card.name()}"
        entry = self.find_entry(ident)
        return f"the {entry.card.name()} in limbo" if entry else f"#{ident}"

    # -- resolving ----------------------------------------------------------------------------
    def enter_play(self, entry: Entry, events: list[Event]) -> None:
        """A soldier resolves: it comes into play, right-side-up, controlled by its player
        (seed §2 "Limbo"; §6 "Control")."""
        self.limbo.remove(entry)
        self.soldiers[entry.player].append(Soldier(entry.id, entry.card))
        if not self.quiet:
            events.append(Event("move", entry.card, "limbo", f"soldiers:{entry.player}",
                                player=entry.player, data={"entry": entry.id},
                                text=f"{{{entry.player}}}'s {entry.card.name()} comes into "
                                     f"play."))

    def _limbo_to_discard(self, entry: Entry, events: list[Event], text: str) -> None:
        """``entry`` goes to its player's discard pile (with own decks, the player of a card
        owns it: it came from its hand)."""
        self.limbo.remove(entry)
        pile = self.pile_of(entry.player)
        self.discards[pile].append(entry.card)
        if not self.quiet:
            events.append(Event("move", entry.card, "limbo", self.discard_zone(pile),
                                player=entry.player, data={"entry": entry.id}, text=text))

    def fizzle(self, entry: Entry, events: list[Event]) -> None:
        """A card whose chosen target is gone fizzles: no effect, to the discard pile (seed §6;
        notes)."""
        self._limbo_to_discard(entry, events, f"{{{entry.player}}}'s {entry.card.name()} "
                                              f"fizzles: its target is gone.")

    def announce(self, entry: Entry, events: list[Event]) -> None:
        if not self.quiet:
            events.append(Event("message", player=entry.player, data={"entry": entry.id},
                                text=f"{{{entry.player}}}'s {entry.card.name()} resolves."))

    def settle(self, ident: int, events: list[Event]) -> None:
        """A resolved ability's card goes to the discard pile (seed §5: "Cards that are played
        for the special ability are put into the discard pile")."""
        entry = self.find_entry(ident)
        if entry is not None:
            self._limbo_to_discard(entry, events, "")

    def counter(self, ident: int, by: int, events: list[Event]) -> None:
        """The card ``#ident`` in limbo is countered: to the discard pile instead of into play,
        with no effect (the Fool, the Magician)."""
        entry = self.find_entry(ident)
        self._limbo_to_discard(entry, events, f"{{{by}}} counters {{{entry.player}}}'s "
                                              f"{entry.card.name()}.")

    # -- soldiers -----------------------------------------------------------------------------
    def destroy(self, ident: int, events: list[Event]) -> None:
        """Soldier ``#ident`` is destroyed: into the discard pile (seed §2 "Game zones" 2) — with
        own decks its owner's, even when another player controls it (seed §6 "Ownership")."""
        seat, soldier = self.find_soldier(ident)
        self.soldiers[seat].remove(soldier)
        pile = self.pile_of(self.owner(soldier, seat))
        self.discards[pile].append(soldier.card)
        if not self.quiet:
            events.append(Event("move", soldier.card, f"soldiers:{seat}",
                                self.discard_zone(pile), player=seat,
                                data={"soldier": ident},
                                text=f"{{{seat}}}'s {soldier.card.name()} is destroyed."))

    def check_soldiers(self, events: list[Event]) -> None:
        """Soldiers whose damage reaches their strength are destroyed (seed §4 "Strength")."""
        for seat in self.live_from(self.active):
            for soldier in [s for s in self.soldiers[seat] if s.lethal == 0]:
                self.destroy(soldier.id, events)

    def gain_control(self, ident: int, seat: int, events: list[Event]) -> None:
        """``seat`` gains control of soldier ``#ident``: it moves to ``seat``'s row and is
        removed from combat (seed, the Hierophant and Temperance: "If you gain control of a
        character that's attacking you, then it's removed from combat"; decision (ours): any
        soldier changing hands leaves the combat, as in the game the text comes from)."""
        old, soldier = self.find_soldier(ident)
        self.soldiers[old].remove(soldier)
        owner = self.owner(soldier, old) if self.own else None
        self.soldiers[seat].append(msgspec.structs.replace(
            soldier, attacking=None, blocked=False, blocking=None,
            owner=None if owner == seat else owner))
        if not self.quiet:
            events.append(Event("move", soldier.card, f"soldiers:{old}", f"soldiers:{seat}",
                                player=seat, data={"soldier": ident},
                                text=f"{{{seat}}} gains control of {{{old}}}'s "
                                     f"{soldier.card.name()}."))

    def strengthen(self, ident: int, amount: int, events: list[Event]) -> None:
        """Soldier ``#ident`` gets ``amount`` more strength until the end of the turn."""
        soldier = self.replace_soldier(ident, bonus=self.find_soldier(ident)[1].bonus + amount)
        if not self.quiet:
            events.append(Event("message", data={"soldier": ident, "bonus": soldier.bonus},
                                text=f"The {soldier.card.name()} gets +{amount} strength."))

    def tower_damage(self, ident: int, amount: int, events: list[Event]) -> None:
        """The Tower's damage to soldier ``#ident``; it stays until the end of an attack step."""
        soldier = self.replace_soldier(ident, tower_damage=self.find_soldier(ident)[1].tower_damage
                                + amount)
        if not self.quiet:
            events.append(Event("message", data={"soldier": ident, "damage": amount},
                                text=f"The {soldier.card.name()} takes {amount} damage."))
        self.check_soldiers(events)

    def damage_player(self, seat: int, amount: int, events: list[Event], by: int) -> None:
        """``seat`` takes ``amount`` damage from ``by``; at 20 damage taken it loses (seed §2
        "Win condition")."""
        self.lose_life(seat, amount, by)
        if not self.quiet:
            events.append(Event("score", player=seat,
                                data={"damage": amount, "life": self.life[seat]},
                                text=f"{{{seat}}} takes {amount} damage ({self.life[seat]} "
                                     f"life left)."))
        self.check_losses(events)

    def lose_life(self, seat: int, amount: int, by: int) -> None:
        """``seat`` loses ``amount`` life dealt by ``by``; as one, its whole team does (seed §8:
        a team "share[s] a life total"). The first player to deal damage to an opponent is
        noted (:attr:`first_damage`: a tournament's time limit, seed §9)."""
        if self.first_damage is None and self.opponents(seat, by):
            self.first_damage = by
        if self.as_one:
            team = self.teams[seat]
            for s, t in enumerate(self.teams):
                if t == team:
                    self.life[s] -= amount
        else:
            self.life[seat] -= amount

    def chariot(self, seat: int, events: list[Event]) -> None:
        """The Chariot: ``seat``'s soldiers turn right-side-up; an additional attack step after
        the current step, if it is ``seat``'s turn."""
        row = self.soldiers[seat]
        for i, soldier in enumerate(row):
            if soldier.sideways:
                row[i] = msgspec.structs.replace(soldier, sideways=False)
        if self.in_turn(seat):
            self.extra_attacks += 1
        if not self.quiet:
            events.append(Event("message", player=seat, data={"upright": seat},
                                text=f"{{{seat}}}'s soldiers turn right-side-up."))

    def opponent_gives(self, opponent: int, to: int, events: list[Event]) -> Stage | None:
        """``opponent`` chooses a soldier it controls and ``to`` gains control of it (asked only
        when it has more than one)."""
        row = self.soldiers[opponent]
        if len(row) > 1:
            return GiveSoldier(opponent, to)
        if row:
            self.gain_control(row[0].id, to, events)
        return None

    def opponent_destroys(self, opponent: int, count: int, events: list[Event]) -> Stage | None:
        """``opponent`` destroys ``count`` soldiers of its choice (all it has, if no more)."""
        row = self.soldiers[opponent]
        if count <= 0:
            return None
        if len(row) > count:
            return DestroyOwn(opponent, count)
        for soldier in list(row):
            self.destroy(soldier.id, events)
        return None

    def judgement(self, events: list[Event]) -> None:
        for seat in self.live_from(self.active):
            for soldier in list(self.soldiers[seat]):
                self.destroy(soldier.id, events)

    # -- searching and taking -----------------------------------------------------------------
    def search_options(self, seat: int, trumps: bool) -> list[Action]:
        pile = self.draws[self.pile_of(seat)]
        return [TAKE[c._key] for c in sorted({c for c in pile if c.is_major is trumps})]

    def search(self, seat: int, trumps: bool, events: list[Event]) -> Stage | None:
        """``seat`` searches the draw pile (it sees it) for a soldier card or a trump — with own
        decks its own draw pile (seed, the Hermit and the Devil: "You must search your own draw
        pile if each player has their own draw pile")."""
        pile = self.pile_of(seat)
        if not self.quiet:
            mine = frozenset((seat,))
            zone = self.draw_zone(pile)
            events += [Event("reveal", card, zone, zone, face_up=False, player=seat,
                             visible=mine) for card in self.draws[pile]]
        options = self.search_options(seat, trumps)
        if len(options) > 1:
            return Search(seat, trumps)
        if options:
            self.take_from_draw(seat, options[0].cards[0], events)
        else:
            self.shuffle_draw(pile, events)
        return None

    def take_from_draw(self, seat: int, card: Card, events: list[Event]) -> None:
        """The card searched for is revealed and put into the hand; the draw pile is shuffled."""
        pile = self.pile_of(seat)
        self.draws[pile].remove(card)
        self._to_hand(seat, card)
        self.revealed[seat].append(card)
        if not self.quiet:
            events.append(Event("move", card, self.draw_zone(pile), f"hand:{seat}", player=seat,
                                text=f"{{{seat}}} takes the {card.name()} from the draw pile."))
        self.shuffle_draw(pile, events)

    def shuffle_draw(self, pile: int, events: list[Event]) -> None:
        self.draws[pile] = self.shuffled(self.draws[pile])
        if not self.quiet:
            events.append(Event("shuffle", data={"zone": self.draw_zone(pile)},
                                text="The draw pile is shuffled."))

    def searched_discard(self, seat: int) -> list[Card]:
        """The discard pile ``seat``'s Moon, Sun or World takes from: the shared one, or with own
        decks its own (seed: "You can only use your own discard pile if players have their own
        discard piles")."""
        return self.discards[self.pile_of(seat)]

    def take_from_discard(self, seat: int, card: Card, events: list[Event]) -> None:
        """``card`` (its topmost copy) goes from ``seat``'s discard pile
        (:meth:`searched_discard`) into its hand, seen by all."""
        index = self.pile_of(seat)
        pile = self.discards[index]
        del pile[len(pile) - 1 - pile[::-1].index(card)]
        self._to_hand(seat, card)
        self.revealed[seat].append(card)
        if not self.quiet:
            events.append(Event("move", card, self.discard_zone(index), f"hand:{seat}",
                                player=seat, text=f"{{{seat}}} takes the {card.name()} from "
                                                  f"the discard pile."))

    def sun(self, seat: int, events: list[Event]) -> None:
        """The Sun: two cards of the discard pile chosen at random (a recorded shuffle of a copy
        of the pile; the last two) go into ``seat``'s hand, revealed."""
        pile = self.searched_discard(seat)
        if not pile:
            return
        for card in self.shuffled(pile)[-2:]:
            self.take_from_discard(seat, card, events)

    def wheel(self, events: list[Event]) -> None:
        """Wheel of Fortune: every player discards its hand, then every player draws five."""
        seats = self.live_from(self.active)
        for seat in seats:
            self._discard_hand(seat, events)
        for seat in seats:
            self.draw_cards(seat, 5, events)

    def _discard_hand(self, seat: int, events: list[Event]) -> None:
        hand = self.hands[seat]
        pile = self.pile_of(seat)
        self.discards[pile] += hand
        if not self.quiet:
            zone = self.discard_zone(pile)
            events += [Event("move", card, f"hand:{seat}", zone, player=seat) for card in hand]
        self.hands[seat] = []
        self.revealed[seat].clear()

    def star(self, events: list[Event]) -> None:
        """The Star: hands and the discard pile are shuffled into the draw pile; every player
        draws five."""
        seats = self.live_from(self.active)
        gathered: list[list[Card]] = [[] for _ in self.draws]
        nobody = frozenset()
        for seat in seats:
            pile = self.pile_of(seat)
            if not self.quiet:
                events += [Event("move", card, f"hand:{seat}", self.draw_zone(pile),
                                 face_up=False, visible=nobody) for card in self.hands[seat]]
            gathered[pile] += self.hands[seat]
            self.hands[seat] = []
            self.revealed[seat].clear()
        for pile in range(len(self.draws)):
            if self.own and self.out[pile]:
                continue
            if not self.quiet:
                events += [Event("move", card, self.discard_zone(pile), self.draw_zone(pile),
                                 face_up=False, visible=nobody) for card in self.discards[pile]]
            self.draws[pile] = self.shuffled(self.draws[pile] + gathered[pile]
                                             + self.discards[pile])
            self.discards[pile] = []
            if not self.quiet:
                events.append(Event("shuffle", data={"zone": self.draw_zone(pile)},
                                    text="Hands and the discard pile are shuffled into the draw "
                                         "pile."))
        for seat in seats:
            self.draw_cards(seat, 5, events)

    # -- Justice --------------------------------------------------------------------------------
    def justice(self) -> None:
        self.then(JusticeRound("hand"), JusticeRound("soldiers"), JusticeRound("farms"))

    def count(self, seat: int, zone: str) -> int:
        return len(self.hands[seat] if zone == "hand" else
                   self.soldiers[seat] if zone == "soldiers" else self.farms[seat])

    def justice_options(self, seat: int, zone: str) -> list[Action]:
        if zone == "hand":
            return [DISCARD[c._key] for c in sorted(set(self.hands[seat]))]
        if zone == "soldiers":
            return [Action("destroy", (), f"#{s.id}") for s in self.soldiers[seat]]
        seen = set()
        out = []
        for farm in self.farms[seat]:
            if (farm.card, farm.sideways) not in seen:
                seen.add((farm.card, farm.sideways))
                out.append(Action("destroy", (), f"#{farm.id}"))
        return out

    def justice_choice(self, seat: int, zone: str, excess: int, events: list[Event]
                       ) -> Stage | None:
        """``seat`` gives up ``excess`` more of ``zone``: asked one at a time, unless all must go
        or all are alike."""
        if excess <= 0:
            return None
        options = self.justice_options(seat, zone)
        if len(options) > 1 and self.count(seat, zone) > excess:
            return JusticeChoice(seat, zone, excess)
        for _ in range(excess):
            self.justice_remove(seat, zone, self.justice_options(seat, zone)[0], events)
        return None

    def justice_remove(self, seat: int, zone: str, action: Action, events: list[Event]) -> None:
        if zone == "hand":
            card = action.cards[0]
            self._from_hand(seat, card)
            pile = self.pile_of(seat)
            self.discards[pile].append(card)
            if not self.quiet:
                events.append(Event("move", card, f"hand:{seat}", self.discard_zone(pile),
                                    player=seat,
                                    text=f"{{{seat}}} discards the {card.name()}."))
        elif zone == "soldiers":
            self.destroy(int(action.target[1:]), events)
        else:
            self.destroy_farm(seat, int(action.target[1:]), events)

    def destroy_farm(self, seat: int, ident: int, events: list[Event]) -> None:
        farm = next(f for f in self.farms[seat] if f.id == ident)
        self.farms[seat].remove(farm)
        pile = self.pile_of(seat)
        self.discards[pile].append(farm.card)
        if not self.quiet:
            events.append(Event("move", farm.card, f"farms:{seat}", self.discard_zone(pile),
                                player=seat, data={"farm": ident},
                                text=f"{{{seat}}} destroys a farm, the {farm.card.name()}."))

    # -- losing ---------------------------------------------------------------------------------
    def check_losses(self, events: list[Event]) -> None:
        """Players who have taken 20 damage lose (seed §2 "Win condition")."""
        losers = [seat for seat in self.live_from(self.active) if self.life[seat] <= 0]
        if losers:
            self.lose(losers, events)

    def lose(self, losers: list[int], events: list[Event]) -> None:
        """``losers`` leave the game. Decision (ours): their hands, the soldiers and farms they
        control and their cards in limbo go to the discard pile; soldiers attacking them leave
        the combat. When one player is left, it wins (the last player standing) and the game
        stops; when the active player lost, its turn stops: the cards in limbo are discarded
        without effect, combat damage is removed and the next player's turn begins."""
        for seat in losers:
            self.out[seat] = True
            self._discard_hand(seat, events)
            for soldier in list(self.soldiers[seat]):
                self.destroy(soldier.id, events)
            for farm in list(self.farms[seat]):
                self.destroy_farm(seat, farm.id, events)
            for entry in [e for e in self.limbo if e.player == seat]:
                self._limbo_to_discard(entry, events, "")
            for row in self.soldiers:
                for i, s in enumerate(row):
                    if s.attacking == seat:
                        row[i] = msgspec.structs.replace(s, attacking=None, blocked=False)
            if not self.quiet:
                events.append(Event("message", player=seat, data={"lost": seat},
                                    text=f"{{{seat}}} loses."))
        live = [s for s in range(self.num_players) if not self.out[s]]
        teams = self.teams
        if len({teams[s] for s in live}) <= 1:
            # The last player (or team) standing wins (seed §2; §8: a team loses only when all
            # its players have lost, and "the entire team wins or loses", §9).
            standing = {teams[s] for s in (live or losers)}
            self.winners = tuple(s for s in range(self.num_players) if teams[s] in standing)
            self.todo.clear()
            self._stop = True
            if not self.quiet:
                events.append(Event("game_end", data={"winners": self.winners,
                                                      "life": tuple(self.life)},
                                    text="The game is over."))
            return
        if self.active in losers:
            for entry in list(self.limbo):
                self._limbo_to_discard(entry, events, "")
            for row in self.soldiers:
                for i, s in enumerate(row):
                    row[i] = msgspec.structs.replace(s, damage=0, attacking=None, blocked=False,
                                                     blocking=None, dealt=False, bonus=0)
            self.pending = []
            self.combat = False
            self.extra_attacks = 0
            self.todo[:] = [StartTurn(self.next_turn())]
            self._stop = True

    def outcome(self) -> Outcome | None:
        if self.stage is not None:
            return None
        return Outcome(self.winners, tuple(max(0, life) for life in self.life))

    # -- what seats see -------------------------------------------------------------------------
    def observation(self, player: int) -> CombatView:
        n = self.num_players
        stage = self.stage
        searching = isinstance(stage, Search) and stage.actor == player
        zones: dict[str, tuple[Card | None, ...]] = {}
        for pile, cards in enumerate(self.draws):
            seen = searching and self.pile_of(player) == pile
            zones[self.draw_zone(pile)] = tuple(cards) if seen else (None,) * len(cards)
            zones[self.discard_zone(pile)] = tuple(self.discards[pile])
        zones["limbo"] = tuple(e.card for e in self.limbo)
        farms = []
        for seat in range(n):
            hand = self.hands[seat]
            mine = seat == player
            zones[f"hand:{seat}"] = tuple(hand) if mine else (None,) * len(hand)
            zones[f"soldiers:{seat}"] = tuple(s.card for s in self.soldiers[seat])
            row = self.farms[seat]
            zones[f"farms:{seat}"] = tuple(f.card for f in row) if mine else (None,) * len(row)
            farms.append(tuple(row) if mine else tuple(Farm(f.id, None, f.sideways) for f in row))
        turn = self.current_player()
        legal = tuple(self.legal_actions()) if player == turn else ()
        return CombatView(
            "combat", player, n, turn, zones, legal=legal, stage=stage,
            first=self.first, active=self.active, turn=self.turn, step=self.step,
            moment=self.moment, life=tuple(self.life), out=tuple(self.out),
            soldiers=tuple(tuple(row) for row in self.soldiers), farms=tuple(farms),
            limbo=tuple(self.limbo), pending=tuple(self.pending), todo=tuple(self.todo),
            next_id=self.next_id, farm_played=self.farm_played, skip_draw=self.skip_draw,
            extra_attacks=self.extra_attacks, combat=self.combat,
            revealed=tuple(tuple(r) for r in self.revealed), jokers=self.jokers,
            winners=self.winners, team_mode=self.team_mode, team_size=self.team_size,
            teams=tuple(self.teams), team_farms=tuple(self.team_farms),
            decks=None if self.decks is None else tuple(tuple(d) for d in self.decks))

    def zones(self) -> dict[str, tuple[Card, ...]]:
        zones = {}
        for pile, cards in enumerate(self.draws):
            zones[self.draw_zone(pile)] = tuple(cards)
            zones[self.discard_zone(pile)] = tuple(self.discards[pile])
        zones["limbo"] = tuple(e.card for e in self.limbo)
        for seat in range(self.num_players):
            zones[f"hand:{seat}"] = tuple(self.hands[seat])
            zones[f"soldiers:{seat}"] = tuple(s.card for s in self.soldiers[seat])
            zones[f"farms:{seat}"] = tuple(f.card for f in self.farms[seat])
        return zones

    def summary(self) -> dict[str, Any]:
        if self.stage is None:
            progress = f"Finished after {self.turn} turns"
        else:
            progress = f"Turn {self.turn} · {self.step} step"
        return {"progress": progress, "scores": [max(0, life) for life in self.life],
                "finished": self.stage is None}

    def clone(self) -> "CombatState":
        other = self._copy_base()
        other.life = list(self.life)
        other.out = list(self.out)
        other.hands = [list(h) for h in self.hands]
        other.draws = [list(p) for p in self.draws]
        other.discards = [list(p) for p in self.discards]
        other.teams = list(self.teams)
        other.team_farms = list(self.team_farms)
        other.soldiers = [list(r) for r in self.soldiers]
        other.farms = [list(r) for r in self.farms]
        other.limbo = list(self.limbo)
        other.pending = list(self.pending)
        other.revealed = [list(r) for r in self.revealed]
        other.todo = list(self.todo)
        other.opening_events = ()
        return other

    # -- positions ------------------------------------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        own = self.own
        return encode(CombatPosition(
            players=self.num_players, first=self.first, active=self.active,
            hands=[Pile(h) for h in self.hands], draw=Pile(() if own else self.draw),
            stage=self.stage, jokers=self.jokers, seed=self.seed, turn=self.turn, step=self.step,
            moment=self.moment, life=list(self.life), out=list(self.out),
            discard=Pile(() if own else self.discard),
            teams=UNSET if self.team_mode == NO_TEAMS else self.team_mode,
            team_size=UNSET if self.team_mode == NO_TEAMS else self.team_size,
            team_farms=list(self.team_farms) if self.team_farms else UNSET,
            decks=[Pile(d) for d in self.decks] if own else UNSET,
            draws=[Pile(p) for p in self.draws] if own else UNSET,
            discards=[Pile(p) for p in self.discards] if own else UNSET,
            first_damage=UNSET if self.first_damage is None else self.first_damage,
            soldiers=[list(r) for r in self.soldiers],
            farms=[list(r) for r in self.farms], limbo=list(self.limbo),
            pending=list(self.pending), todo=list(self.todo), next_id=self.next_id,
            farm_played=self.farm_played, skip_draw=self.skip_draw,
            extra_attacks=self.extra_attacks, combat=self.combat,
            revealed=[Pile(r) for r in self.revealed], winners=list(self.winners)))

    @classmethod
    def from_position(cls, doc: Any) -> "CombatState":
        """The state of a Tarot Combat position. Raises :class:`~..position.PositionError`
        naming the field that is wrong."""
        pos = decode(doc, CombatPosition)
        n = pos.players
        check(2 <= n <= 6, "players", f"Tarot Combat is for 2–6 players, not {n}")
        seats = range(n)
        for name in ("hands", "life", "out", "soldiers", "farms", "revealed"):
            value = getattr(pos, name)
            check(value is None or len(value) == n, name, f"needs one entry per player ({n})")
        for name in ("first", "active"):
            check(getattr(pos, name) in seats, name, f"no seat {getattr(pos, name)}")
        check(pos.stage is None or pos.stage.actor in seats, "stage.actor",
              f"no seat {pos.stage.actor if pos.stage else None}")
        check(pos.step in ("beginning", "draw", "attack", "main"), "step",
              f"{pos.step!r} is not a step of the turn")
        check(pos.moment in ("", "attackers", "blockers", "damage", "end of combat"), "moment",
              f"{pos.moment!r} is not a moment of the attack")
        mode = NO_TEAMS if pos.teams is UNSET else pos.teams
        size = 2 if pos.team_size is UNSET else pos.team_size
        try:
            check_teams(n, mode, size)
        except ValueError as exc:
            check(False, "teams", str(exc))
        own = pos.decks is not UNSET
        for name in ("decks", "draws", "discards"):
            value = getattr(pos, name)
            check((value is UNSET) is not own, name,
                  "own decks need decks, draws and discards, one per player")
            check(value is UNSET or len(value) == n, name, f"needs one entry per player ({n})")
        check(not own or (not pos.draw and not pos.discard), "draw",
              "with own decks the piles are in draws and discards")
        options = {"jokers": pos.jokers, "teams": mode, "team_size": size}
        if own:
            options["decks"] = [cards_text(d) for d in pos.decks]
        state = cls(n, pos.seed, options, deal=False)
        state.first, state.active, state.turn = pos.first, pos.active, pos.turn
        state.step, state.moment = pos.step, pos.moment
        state.life = list(pos.life) if pos.life else [state.life[0]] * n
        state.out = list(pos.out) if pos.out else [False] * n
        state.hands = [sorted(h, key=display_order) for h in pos.hands]
        if own:
            state.draws = [list(p) for p in pos.draws]
            state.discards = [list(p) for p in pos.discards]
        else:
            state.draw = list(pos.draw)
            state.discard = list(pos.discard)
        state.team_farms = [] if pos.team_farms is UNSET else list(pos.team_farms)
        state.first_damage = None if pos.first_damage is UNSET else pos.first_damage
        check(state.first_damage is None or state.first_damage in seats, "first_damage",
              f"no seat {state.first_damage}")
        if state.as_one:
            for a in seats:
                for b in seats:
                    check(state.teams[a] != state.teams[b] or (
                        state.life[a] == state.life[b] and state.out[a] == state.out[b]),
                        "life", "teammates playing as one share their life")
        state.soldiers = [list(r) for r in pos.soldiers] if pos.soldiers else [[] for _ in seats]
        state.farms = [list(r) for r in pos.farms] if pos.farms else [[] for _ in seats]
        check(all(f.card is not None for row in state.farms for f in row), "farms",
              "every farm needs its card")
        state.limbo = list(pos.limbo)
        check(all(e.player in seats for e in state.limbo), "limbo", "a card of no seat")
        check(all(e.kind in ("soldier", "trump", "ability") for e in state.limbo), "limbo",
              "a card is played as a soldier, a trump or an ability")
        ids = [s.id for row in state.soldiers for s in row] + \
            [f.id for row in state.farms for f in row] + [e.id for e in state.limbo]
        check(len(ids) == len(set(ids)), "soldiers", "two cards in play share an id")
        state.next_id = pos.next_id if pos.next_id is not None else max(ids, default=0) + 1
        check(all(i < state.next_id for i in ids), "next_id", "an id in use is not below it")
        state.pending = list(pos.pending)
        state.revealed = [list(r) for r in pos.revealed] if pos.revealed else [[] for _ in seats]
        state.farm_played, state.skip_draw = pos.farm_played, pos.skip_draw
        state.extra_attacks, state.combat = pos.extra_attacks, pos.combat
        state.winners = tuple(pos.winners)
        state.stage = pos.stage
        state.todo = list(pos.todo)
        check_deck(state.zones(), state.game_cards())
        return state

