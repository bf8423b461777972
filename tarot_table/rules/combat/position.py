"""Tarot Combat's position: the document that writes a game's every zone and counter
(:class:`CombatPosition`), which :meth:`~.state.CombatState.to_position` writes and
:meth:`~.state.CombatState.from_position` reads."""

from __future__ import annotations

from operator import attrgetter
from typing import Annotated, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...cards import cards_text
from ..position import (Apart, AsTuple, Fields, Held, OneOf, PerSeat, Pile, Players, SeatNo,
                        WhenUsed, check)
from .objects import Entry, Farm, Hit, Soldier
from .resolution import DestroyOwn, GiveSoldier, JusticeChoice, JusticeRound, Search
from .stages import (BEGINNING, MOMENTS, STEPS, AskAttackers, AskBlockers, AssignDamage, Blockers,
                     ChooseTarget, Damage, DamageAt, DeclareAttackers, DeclareBlockers, EndAttack,
                     EndCombat, NextStep, PayWithFarms, Priority, Resolve, Settle, StartTurn,
                     Window)
from .teams import AS_ONE, NO_TEAMS, TEAM_LIFE, check_teams, team_list

AnyStage = (Priority | ChooseTarget | PayWithFarms | DeclareAttackers | DeclareBlockers
            | AssignDamage | GiveSoldier | DestroyOwn | Search | JusticeChoice)
AnyStep = (StartTurn | NextStep | Window | Resolve | Settle | Blockers | AskBlockers | Damage
           | DamageAt | EndCombat | EndAttack | JusticeRound | AskAttackers)
#: A hand's order on the table.
display_order = attrgetter("_key")
#: How a card in limbo was played.
PLAYED_AS = OneOf("soldier", "trump", "ability", said="a soldier, a trump or an ability")


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

    players: Annotated[int, Players("Tarot Combat", 2, 6), Held(attr="num_players")]
    first: Annotated[int, SeatNo]
    active: Annotated[int, SeatNo]
    hands: Annotated[list[Pile], PerSeat, Held(sort=display_order)]
    draw: Annotated[Pile, Apart]
    stage: Annotated[AnyStage | None, Fields(actor=SeatNo)]
    jokers: Annotated[bool, Apart] = False
    seed: int = 0
    turn: int = 1
    step: Annotated[str, OneOf(*STEPS, said="a step of the turn")] = BEGINNING
    moment: Annotated[str, OneOf(*MOMENTS, said="a moment of the attack")] = ""
    life: Annotated[list[int], PerSeat] | None = None
    out: Annotated[list[bool], PerSeat] | None = None
    discard: Annotated[Pile, Apart] = Pile()
    soldiers: Annotated[list[list[Soldier]], PerSeat] | None = None
    farms: Annotated[list[list[Farm]], PerSeat] | None = None
    limbo: list[Annotated[Entry, Fields(player=SeatNo, kind=PLAYED_AS)]] = []
    pending: list[Hit] = []
    todo: list[AnyStep] = []
    next_id: int | None = None
    farm_played: bool = False
    skip_draw: bool = False
    extra_attacks: int = 0
    combat: bool = False
    revealed: Annotated[list[Pile], PerSeat] | None = None
    winners: Annotated[list[int], AsTuple] = []
    # Teams and own decks (:mod:`.teams`); left out of the document when not used.
    teams: Annotated[str, Apart] | UnsetType = UNSET
    team_size: Annotated[int, Apart] | UnsetType = UNSET
    #: The teammates of the active player (as one) who played their farm this turn.
    team_farms: Annotated[list[int], WhenUsed] | UnsetType = UNSET
    #: Own decks: each player's deck (the cards it owns); then ``draws`` and ``discards`` hold
    #: the piles (one per seat) and ``draw`` and ``discard`` stay empty.
    decks: Annotated[list[Pile], PerSeat, Apart] | UnsetType = UNSET
    draws: Annotated[list[Pile], PerSeat, Apart] | UnsetType = UNSET
    discards: Annotated[list[Pile], PerSeat, Apart] | UnsetType = UNSET
    #: The first player who dealt damage to an opponent, once one has.
    first_damage: Annotated[int, SeatNo, WhenUsed] | UnsetType = UNSET

    def validate(self) -> None:
        """The rules between fields (:func:`~..position.validate` calls it after checking the
        fields' markers): the teams and own decks (:meth:`options`), a card for every farm,
        an id of its own below ``next_id`` for every card in play, one life for teammates
        playing as one. Raises :class:`~..position.PositionError` naming the field."""
        options = self.options()
        self._check_play()
        if options["teams"] == AS_ONE:
            n = self.players
            teams = team_list(n, AS_ONE, options["team_size"])
            life, out = self.life or [TEAM_LIFE] * n, self.out or [False] * n
            check(len({(teams[s], life[s], out[s]) for s in range(n)}) == len(set(teams)),
                  "life", "teammates playing as one share their life")

    def _check_play(self) -> None:
        """Every farm has its card; every card in play its own id, below ``next_id``."""
        check(all(f.card is not None for row in self.farms or () for f in row), "farms",
              "every farm needs its card")
        ids = self.ids()
        check(len(ids) == len(set(ids)), "soldiers", "two cards in play share an id")
        check(self.next_id is None or all(i < self.next_id for i in ids), "next_id",
              "an id in use is not below it")

    def ids(self) -> list[int]:
        """The ids of the cards in play: soldiers, farms, limbo."""
        return [s.id for row in self.soldiers or () for s in row] + \
            [f.id for row in self.farms or () for f in row] + [e.id for e in self.limbo]

    def options(self) -> dict[str, Any]:
        """The options the position plays with: its Jokers, its teams (:func:`~.teams.
        check_teams`) and its own decks, if any (then ``decks``, ``draws`` and ``discards``
        hold one pile per player and the shared piles are empty; else none of them is there).
        Raises :class:`~..position.PositionError` naming the field."""
        mode = NO_TEAMS if self.teams is UNSET else self.teams
        size = 2 if self.team_size is UNSET else self.team_size
        try:
            check_teams(self.players, mode, size)
        except ValueError as exc:
            check(False, "teams", str(exc))
        own = self.decks is not UNSET
        for name in ("draws", "discards"):
            check((getattr(self, name) is UNSET) is not own, name,
                  "own decks need decks, draws and discards, one per player")
        check(not own or (not self.draw and not self.discard), "draw",
              "with own decks the piles are in draws and discards")
        options = {"jokers": self.jokers, "teams": mode, "team_size": size}
        if own:
            options["decks"] = [cards_text(d) for d in self.decks]
        return options
