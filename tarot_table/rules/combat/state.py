"""The Tarot Combat state: zones and counters, the stage and the queued work, the limbo as a
stack of :class:`~.objects.Entry` (bottom first), the moves of cards between zones that the
rules make (:class:`CombatState`'s methods), views and positions (written as
:class:`~.position.CombatPosition`). The rules that make them are in :mod:`.stages` and
:mod:`.cards`.

Zones: ``draw`` and ``discard`` (shared; bottom to top) — with own decks ``draw:<s>`` and
``discard:<s>`` per seat instead —, ``limbo`` (the cards being played, bottom to top), and per
seat ``hand:<s>`` (display order), ``soldiers:<s>`` (its row, in the order the soldiers came
under its control) and ``farms:<s>`` (face down, in the order played). Teams and own decks:
:mod:`.teams` (the options, who is whose ally) and here (their piles, the shared life and turn).
"""

from __future__ import annotations

from bisect import insort
from typing import Any, Mapping, Sequence

import msgspec

from ...cards import MINOR_SUITS, Card, Suit
from ...messages import N_, Message, Seat, say
from ..base import Action, Event, Outcome, State
from ..position import Pile, check_deck, decode, fill, written
from ..stages import StagedState
from .objects import Entry, Farm, Hit, Soldier
from .position import CombatPosition, display_order
from .resolution import Search
from .stages import BEGINNING, StartTurn, begin
from .tables import TAKE, game_deck
from .teams import AS_ONE, NO_TEAMS, TEAM_LIFE, deck_cards, team_list
from .view import CombatView

START_LIFE = 20
#: The log's sentence of a card played into limbo, by what it is played as.
_PLAYED_AS = {"soldier": N_("{seat} plays {card} as a soldier."),
              "farm": N_("{seat} plays {card} as a farm.")}


class CombatState(StagedState, State):
    """A game of Tarot Combat in progress. See the package docstring for the rules and their
    sources. When a player loses (:meth:`lose`), it halts the work under way
    (:meth:`~..stages.StagedState.halt`): the game is over, or the active player's turn is."""

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
        if deal:
            events: list[Event] = []
            begin(self, events)
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

    def set_step(self, step: str, moment: str) -> None:
        self.step = step
        self.moment = moment

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
    def from_hand(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        if card in self.revealed[seat]:
            self.revealed[seat].remove(card)

    def to_hand(self, seat: int, card: Card) -> None:
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
            self.to_hand(seat, card)
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
                                message=say("The discard pile is shuffled into the draw pile.")))

    def turn_upright(self, seat: int, farms: bool) -> None:
        """``seat``'s soldiers turned sideways are turned right-side-up, and its farms if
        ``farms`` (seed §6 "Sideways cards")."""
        row = self.soldiers[seat]
        for i, soldier in enumerate(row):
            if soldier.sideways:
                row[i] = msgspec.structs.replace(soldier, sideways=False)
        if farms:
            row = self.farms[seat]
            for i, farm in enumerate(row):
                if farm.sideways:
                    row[i] = msgspec.structs.replace(farm, sideways=False)

    def play_farm(self, seat: int, card: Card, events: list[Event]) -> None:
        """``card`` goes face down as a farm (seed §4 "Farms"); farms do not use limbo (notes).
        Its player no longer shows which cards it holds (a card shown may be the farm)."""
        self.from_hand(seat, card)
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
                                message=say("{seat} plays a farm.", seat=seat)))

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
                                message=say("{seat} turns a farm sideways.", seat=seat)))

    def put_in_limbo(self, seat: int, card: Card, kind: str, events: list[Event]) -> Entry:
        """``card`` is played from ``seat``'s hand into limbo, on top (seed §2 "Limbo", §5)."""
        self.from_hand(seat, card)
        entry = Entry(self.next_id, card, seat, kind)
        self.next_id += 1
        self.limbo.append(entry)
        if not self.quiet:
            said = _PLAYED_AS.get(kind, N_("{seat} plays {card} for its ability."))
            events.append(Event("move", card, f"hand:{seat}", "limbo", player=seat,
                                data={"entry": entry.id, "kind": kind},
                                message=say(said, seat=seat, card=card)))
        return entry

    # -- resolving ----------------------------------------------------------------------------
    def enter_play(self, entry: Entry, events: list[Event]) -> None:
        """A soldier resolves: it comes into play, right-side-up, controlled by its player
        (seed §2 "Limbo"; §6 "Control")."""
        self.limbo.remove(entry)
        self.soldiers[entry.player].append(Soldier(entry.id, entry.card))
        if not self.quiet:
            events.append(Event("move", entry.card, "limbo", f"soldiers:{entry.player}",
                                player=entry.player, data={"entry": entry.id},
                                message=say("{owner:poss} {card:bare} comes into play.",
                                            owner=Seat(entry.player), card=entry.card)))

    def limbo_to_discard(self, entry: Entry, events: list[Event],
                         said: Message | None) -> None:
        """``entry`` goes to its player's discard pile (with own decks, the player of a card
        owns it: it came from its hand); ``said``, the log's sentence of it."""
        self.limbo.remove(entry)
        pile = self.pile_of(entry.player)
        self.discards[pile].append(entry.card)
        if not self.quiet:
            events.append(Event("move", entry.card, "limbo", self.discard_zone(pile),
                                player=entry.player, data={"entry": entry.id}, message=said))

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
                                message=say("{owner:poss} {card:bare} is destroyed.",
                                            owner=Seat(seat), card=soldier.card)))

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
                                message=say("{seat} gains control of {owner:poss} {card:bare}.",
                                            seat=seat, owner=Seat(old), card=soldier.card)))

    def damage_player(self, seat: int, amount: int, events: list[Event], by: int) -> None:
        """``seat`` takes ``amount`` damage from ``by``; at 20 damage taken it loses (seed §2
        "Win condition")."""
        self.lose_life(seat, amount, by)
        if not self.quiet:
            events.append(Event("score", player=seat,
                                data={"damage": amount, "life": self.life[seat]},
                                message=say("{seat} takes {damage} damage ({life} life left).",
                                            seat=seat, damage=amount, life=self.life[seat])))
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

    # -- searching and taking -----------------------------------------------------------------
    def search_options(self, seat: int, trumps: bool) -> list[Action]:
        """``take`` each different soldier card (or trump) of ``seat``'s draw pile."""
        pile = self.draws[self.pile_of(seat)]
        return [TAKE[c._key] for c in sorted({c for c in pile if c.is_major is trumps})]

    def take_from_draw(self, seat: int, card: Card, events: list[Event]) -> None:
        """The card searched for is revealed and put into the hand; the draw pile is shuffled."""
        pile = self.pile_of(seat)
        self.draws[pile].remove(card)
        self.to_hand(seat, card)
        self.revealed[seat].append(card)
        if not self.quiet:
            events.append(Event("move", card, self.draw_zone(pile), f"hand:{seat}", player=seat,
                                message=say("{seat} takes {card} from the draw pile.",
                                            seat=seat, card=card)))
        self.shuffle_draw(pile, events)

    def shuffle_draw(self, pile: int, events: list[Event]) -> None:
        self.draws[pile] = self.shuffled(self.draws[pile])
        if not self.quiet:
            events.append(Event("shuffle", data={"zone": self.draw_zone(pile)},
                                message=say("The draw pile is shuffled.")))

    def searched_discard(self, seat: int) -> list[Card]:
        """The discard pile ``seat``'s Moon, Sun or World takes from: the shared one, or with own
        decks its own (seed: "You can only use your own discard pile if players have their own
        discard piles")."""
        return self.discards[self.pile_of(seat)]

    def discard_card(self, seat: int, card: Card, events: list[Event]) -> None:
        """``seat`` discards ``card`` from its hand (Justice)."""
        self.from_hand(seat, card)
        pile = self.pile_of(seat)
        self.discards[pile].append(card)
        if not self.quiet:
            events.append(Event("move", card, f"hand:{seat}", self.discard_zone(pile),
                                player=seat,
                                message=say("{seat} discards {card}.", seat=seat, card=card)))

    def discard_hand(self, seat: int, events: list[Event]) -> None:
        hand = self.hands[seat]
        pile = self.pile_of(seat)
        self.discards[pile] += hand
        if not self.quiet:
            zone = self.discard_zone(pile)
            events += [Event("move", card, f"hand:{seat}", zone, player=seat) for card in hand]
        self.hands[seat] = []
        self.revealed[seat].clear()

    def destroy_farm(self, seat: int, ident: int, events: list[Event]) -> None:
        farm = next(f for f in self.farms[seat] if f.id == ident)
        self.farms[seat].remove(farm)
        pile = self.pile_of(seat)
        self.discards[pile].append(farm.card)
        if not self.quiet:
            events.append(Event("move", farm.card, f"farms:{seat}", self.discard_zone(pile),
                                player=seat, data={"farm": ident},
                                message=say("{seat} destroys a farm, {card}.", seat=seat,
                                            card=farm.card)))

    # -- losing ---------------------------------------------------------------------------------
    def check_losses(self, events: list[Event]) -> None:
        """Players who have taken 20 damage lose (seed §2 "Win condition")."""
        losers = [seat for seat in self.live_from(self.active) if self.life[seat] <= 0]
        if losers:
            self.lose(losers, events)

    def lose(self, losers: list[int], events: list[Event]) -> None:
        """``losers`` leave the game (:meth:`_leave`). When one player (or team) is left, it wins
        (the last player standing) and the game stops; when the active player lost, its turn
        stops (:meth:`_stop_turn`). Either halts the work under way."""
        for seat in losers:
            self._leave(seat, events)
        live = [s for s in range(self.num_players) if not self.out[s]]
        if len({self.teams[s] for s in live}) <= 1:
            self._end_game(live or losers, events)
        elif self.active in losers:
            self._stop_turn(events)

    def _end_game(self, standing: list[int], events: list[Event]) -> None:
        """The last player (or team) standing, the team of ``standing``, wins (seed §2; §8: a
        team loses only when all its players have lost, and "the entire team wins or loses",
        §9); the game stops."""
        teams = self.teams
        won = {teams[s] for s in standing}
        self.winners = tuple(s for s in range(self.num_players) if teams[s] in won)
        self.todo.clear()
        self.halt()
        if not self.quiet:
            events.append(Event("game_end", data={"winners": self.winners,
                                                  "life": tuple(self.life)},
                                message=say("The game is over.")))

    def _leave(self, seat: int, events: list[Event]) -> None:
        """Decision (ours): the hand of ``seat``, who lost, the soldiers and farms it controls
        and its cards in limbo go to the discard pile; soldiers attacking it leave the combat."""
        self.out[seat] = True
        self.discard_hand(seat, events)
        for soldier in list(self.soldiers[seat]):
            self.destroy(soldier.id, events)
        for farm in list(self.farms[seat]):
            self.destroy_farm(seat, farm.id, events)
        for entry in [e for e in self.limbo if e.player == seat]:
            self.limbo_to_discard(entry, events, None)
        for row in self.soldiers:
            for i, s in enumerate(row):
                if s.attacking == seat:
                    row[i] = msgspec.structs.replace(s, attacking=None, blocked=False)
        if not self.quiet:
            events.append(Event("message", player=seat, data={"lost": seat},
                                message=say("{seat} loses.", seat=seat)))

    def _stop_turn(self, events: list[Event]) -> None:
        """Decision (ours): the active player lost: the cards in limbo are discarded without
        effect, combat damage is removed and the next player's turn begins."""
        for entry in list(self.limbo):
            self.limbo_to_discard(entry, events, None)
        for row in self.soldiers:
            for i, s in enumerate(row):
                row[i] = msgspec.structs.replace(s, damage=0, attacking=None, blocked=False,
                                                 blocking=None, dealt=False, bonus=0)
        self.pending = []
        self.combat = False
        self.extra_attacks = 0
        self.todo[:] = [StartTurn(self.next_turn())]
        self.halt()

    def outcome(self) -> Outcome | None:
        if self.stage is not None:
            return None
        return Outcome(self.winners, tuple(max(0, life) for life in self.life))

    # -- what seats see -------------------------------------------------------------------------
    def observation(self, player: int) -> CombatView:
        n = self.num_players
        farms = tuple(tuple(row) if seat == player else
                      tuple(Farm(f.id, None, f.sideways) for f in row)
                      for seat, row in enumerate(self.farms))
        turn = self.current_player()
        legal = tuple(self.legal_actions()) if player == turn else ()
        return CombatView(
            "combat", player, n, turn, self._zones(player), legal=legal, stage=self.stage,
            first=self.first, active=self.active, turn=self.turn, step=self.step,
            moment=self.moment, life=tuple(self.life), out=tuple(self.out),
            soldiers=tuple(tuple(row) for row in self.soldiers), farms=farms,
            limbo=tuple(self.limbo), pending=tuple(self.pending), todo=tuple(self.todo),
            next_id=self.next_id, farm_played=self.farm_played, skip_draw=self.skip_draw,
            extra_attacks=self.extra_attacks, combat=self.combat,
            revealed=tuple(tuple(r) for r in self.revealed), jokers=self.jokers,
            winners=self.winners, team_mode=self.team_mode, team_size=self.team_size,
            teams=tuple(self.teams), team_farms=tuple(self.team_farms),
            decks=None if self.decks is None else tuple(tuple(d) for d in self.decks))

    def zones(self) -> dict[str, tuple[Card, ...]]:
        return self._zones(None)

    def _zones(self, player: int | None) -> dict[str, tuple[Card | None, ...]]:
        """Every zone's cards in order; as ``player`` sees them (``None``: all of them): the
        others' hands and farms face down, the draw piles too unless it searches its own."""
        stage = self.stage
        searching = isinstance(stage, Search) and stage.actor == player
        zones: dict[str, tuple[Card | None, ...]] = {}
        for pile, cards in enumerate(self.draws):
            seen = player is None or (searching and self.pile_of(player) == pile)
            zones[self.draw_zone(pile)] = tuple(cards) if seen else (None,) * len(cards)
            zones[self.discard_zone(pile)] = tuple(self.discards[pile])
        zones["limbo"] = tuple(e.card for e in self.limbo)
        for seat in range(self.num_players):
            hand, row = self.hands[seat], self.farms[seat]
            mine = player is None or seat == player
            zones[f"hand:{seat}"] = tuple(hand) if mine else (None,) * len(hand)
            zones[f"soldiers:{seat}"] = tuple(s.card for s in self.soldiers[seat])
            zones[f"farms:{seat}"] = tuple(f.card for f in row) if mine else (None,) * len(row)
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
        teams = {} if self.team_mode == NO_TEAMS else {"teams": self.team_mode,
                                                       "team_size": self.team_size}
        return written(self, CombatPosition, jokers=self.jokers, **teams, **self._piles())

    def _piles(self) -> dict[str, Any]:
        """The draw and discard piles as a position writes them: the shared ones in ``draw``
        and ``discard``; with own decks, the decks and each seat's piles."""
        if not self.own:
            return {"draw": Pile(self.draw), "discard": Pile(self.discard)}
        return {"draw": Pile(), "discard": Pile(), "decks": [Pile(d) for d in self.decks],
                "draws": [Pile(p) for p in self.draws],
                "discards": [Pile(p) for p in self.discards]}

    @classmethod
    def from_position(cls, doc: Any) -> "CombatState":
        """The state of a Tarot Combat position. Raises :class:`~..position.PositionError`
        naming the field that is wrong."""
        pos = decode(doc, CombatPosition)
        state = cls(pos.players, pos.seed, pos.options(), deal=False)
        fill(state, pos)
        state.draws = [list(p) for p in pos.draws] if state.own else [list(pos.draw)]
        state.discards = [list(p) for p in pos.discards] if state.own else [list(pos.discard)]
        if pos.next_id is None:
            state.next_id = max(pos.ids(), default=0) + 1
        check_deck(state.zones(), state.game_cards())
        return state
