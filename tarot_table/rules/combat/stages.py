"""The decision points of Tarot Combat and the work the rules do between them.

Decisions (:class:`~..stages.Stage`): priority (:class:`Priority`), the choices of a card being
played (:class:`ChooseTarget`) and its payment (:class:`PayWithFarms`), the attackers, the
blockers and the split of an attacker's damage (:class:`DeclareAttackers`,
:class:`DeclareBlockers`, :class:`AssignDamage`), and the choices cards leave to others when
they resolve (:class:`GiveSoldier`, :class:`DestroyOwn`, :class:`Search`,
:class:`JusticeChoice`).

Queued work (:class:`~..stages.Step`): the turn's steps (:class:`StartTurn`, :class:`NextStep`),
the priority windows (:class:`Window`), resolving the top of limbo (:class:`Resolve`,
:class:`Settle`), the moments of the attack (:class:`Blockers`, :class:`AskBlockers`,
:class:`Damage`, :class:`DamageAt`, :class:`EndCombat`, :class:`EndAttack`) and Justice's rounds
(:class:`JusticeRound`). Action texts: :mod:`.labels`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from ...messages import N_, say
from ..base import Action, Event
from ..stages import Stage, Step
from . import attack
from .choices import Choice
from .labels import chose, describe, entry_said
from .objects import Entry
from .tables import (ABILITIES, ABILITY, ACE_COST, COST, DISCARD, FARM, JOKER_COST, SOLDIER,
                     TRUMP, TRUMP_COST, ability_of, choices_of, entry_cost, is_ace)

if TYPE_CHECKING:
    from ..base import PlayerView
    from .state import CombatState

PASS = Action("pass")
DONE = Action("done")
LETHAL = Action("lethal")

BEGINNING, DRAW, ATTACK, MAIN, END = "beginning", "draw", "attack", "main", "end"
ATTACKERS, BLOCKERS, DAMAGE, END_OF_COMBAT = "attackers", "blockers", "damage", "end of combat"
#: The turn's steps in order (seed §3 "Turn order").
STEPS = (BEGINNING, DRAW, ATTACK, MAIN)
#: The moments of an attack step ("": none, outside an attack step).
MOMENTS = ("", ATTACKERS, BLOCKERS, DAMAGE, END_OF_COMBAT)
HAND_SIZE = 7


def _object(action: Action) -> int:
    """The object id of an action's ``@#id`` target."""
    return int(action.target[1:])


class CombatStage(Stage, frozen=True):
    """A decision of Tarot Combat: its actions are labelled by :func:`describe`."""

    def label(self, view: "PlayerView", action: Action) -> str | None:
        return describe(view, action)


# -- priority -----------------------------------------------------------------------------------

class Priority(CombatStage, frozen=True):
    """Seat ``actor`` has priority (seed §6 "Priority"; notes "Limbo and priority"): it passes,
    or plays a card, keeping priority. ``passes`` players passed in succession before it; when
    every player still in the game has, the top card of limbo resolves and priority returns to
    the active player, or, with limbo empty, the step (or the attack's moment) ends.

    What may be played (seed §3, §4, §5): soldiers and one farm per turn only in the player's
    own main step while limbo is empty (notes "Limbo and priority": the responses to a card in
    limbo are trumps and Ace or Joker abilities); a court only with a soldier of its suit
    already in play (a Joker counts as every suit) and its cost in right-side-up farms; a trump
    (2), the Ace's ability (3, with a soldier of its suit) and the Joker's (2) any time, if
    their choices can be made."""

    passes: int = 0

    def legal(self, state: "CombatState") -> list[Action]:
        seat = self.actor
        hand = state.hands[seat]
        if not hand:
            return [PASS]
        return _plays(state, seat, hand)

    def explain(self, state: "CombatState", action: Action) -> str:
        kind = action.kind
        if kind not in ("soldier", "farm", "trump", "ability") or len(action.cards) != 1 \
                or action.target is not None:
            return ("With priority you pass, or play a card from your hand as a soldier, a farm, "
                    "a trump or an ability (the card comes first; its choices follow).")
        card = action.cards[0]
        seat = self.actor
        if card not in state.hands[seat]:
            return f"You do not hold the {card.name()}."
        if kind == "soldier" and card.is_major:
            return "A trump is played only for its ability."
        if kind in ("soldier", "farm"):
            what = "soldiers" if kind == "soldier" else "farms"
            if state.step != MAIN or not state.in_turn(seat):
                return f"You play {what} only in your own main step."
            if state.limbo:
                return (f"You play {what} only while limbo is empty: a card in limbo is answered "
                        "with trumps and the Ace's and Joker's abilities.")
            if kind == "farm":
                return "You have played a farm this turn already."
            return (f"The {card.name()} costs {COST[card._key]} and needs a soldier of its suit "
                    f"already in play; you have {_farms(state.upright_farms(seat))}.")
        if kind == "trump" and not card.is_major:
            return f"The {card.name()} is not a trump."
        if kind == "ability" and not (card.is_joker or is_ace(card)):
            return "Only the Ace, the Joker and the trumps have an ability."
        probe = _probe(card, seat)
        ability = ability_of(probe)
        if state.upright_farms(seat) < ability.cost:
            return (f"The {card.name()} costs {ability.cost}; you have "
                    f"{_farms(state.upright_farms(seat))}.")
        if is_ace(card):
            return "The Ace's ability needs a soldier of its suit in play."
        return f"The {card.name()} has nothing to choose now, so it cannot be played."

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        seat = self.actor
        kind = action.kind
        if kind == "pass":
            return priority(state, state.next_live(seat), self.passes + 1)
        card = action.cards[0]
        if kind == "farm":
            state.play_farm(seat, card, events)
            return priority(state, seat, 0)
        entry = state.put_in_limbo(seat, card, "trump" if kind == "trump" else kind, events)
        return go_on_playing(state, entry, 0, events)

    def prompt(self, view: "PlayerView") -> str:
        return "Play a card, or pass priority."

    def label(self, view: "PlayerView", action: Action) -> str | None:
        if action.kind == "pass":
            return "Pass"
        card = action.cards[0]
        if action.kind == "soldier":
            return f"{card.name()} as a soldier"
        if action.kind == "farm":
            return f"{card.name()} as a farm"
        return f"{card.name()} for its ability"


def _plays(state: "CombatState", seat: int, hand: list) -> list[Action]:
    """:meth:`Priority.legal` with cards in ``hand``: the pass, then each different card's
    plays in the hand's order (compiled, typed by ``stages.pxd``)."""
    acts = [PASS]
    up = state.upright_farms(seat)
    main = state.step == MAIN and state.in_turn(seat) and not state.limbo
    farms = main and not state.has_farmed(seat)
    suits = None
    last = None
    for card in hand:
        if card is last:
            continue
        last = card
        key = card._key
        if card.is_major:
            if up >= TRUMP_COST and ABILITIES[key].playable(state, _probe(card, seat)):
                acts.append(TRUMP[key])
        elif card.is_joker:
            if main:
                acts.append(SOLDIER[key])
            if up >= JOKER_COST and ABILITIES[key].playable(state, _probe(card, seat)):
                acts.append(ABILITY[key])
        else:
            cost = COST[key]
            if cost or (up >= ACE_COST and card.rank == 1):
                if suits is None:
                    suits = state.suits_in_play(seat)
                has_suit = card.suit in suits
            else:
                has_suit = True
            if main and (cost == 0 or (cost <= up and has_suit)):
                acts.append(SOLDIER[key])
            if card.rank == 1 and up >= ACE_COST and has_suit:
                acts.append(ABILITY[key])
        if farms:
            acts.append(FARM[key])
    return acts


def _farms(count: int) -> str:
    """``count`` right-side-up farms in words: "1 right-side-up farm", "3 right-side-up farms"."""
    return f"{count} right-side-up farm{'s' * (count != 1)}"


def could_play(state: "CombatState", seat: int) -> bool:
    """Whether ``seat`` could play anything, whatever its hand holds: it holds a card, and it is
    its own main step with limbo empty, or it has the two right-side-up farms the cheapest
    ability costs (all public facts)."""
    return bool(state.hands[seat]) and (
        (state.step == MAIN and state.in_turn(seat) and not state.limbo)
        or state.upright_farms(seat) >= TRUMP_COST)


def priority(state: "CombatState", seat: int, passes: int) -> Stage | None:
    """Priority for ``seat``, ``passes`` players having passed in succession before it. A seat
    that could play nothing whatever it holds (:func:`could_play`) passes without being asked
    (decision (ours): nothing is shown by it). When every player has passed, the top card of
    limbo resolves (then priority returns to the active player), or with limbo empty the work
    queued after the window goes on (``None``)."""
    live = state.live_count()
    while passes < live:
        if could_play(state, seat):
            return Priority(seat, passes)
        passes += 1
        seat = state.next_live(seat)
    if state.limbo:
        state.then(Resolve(), WINDOW)
    return None


def _probe(card, seat: int) -> Entry:
    """A stand-in limbo entry of ``card`` played by ``seat`` (for asking whether it can be)."""
    return Entry(-1, card, seat, "trump" if card.is_major else "ability")


def go_on_playing(state: "CombatState", entry: Entry, slot: int, events: list[Event]
                  ) -> Stage | None:
    """After the ``slot`` first choices of ``entry``: the next choice (made at once when there is
    only one candidate), then the payment, then priority back to its player."""
    choices = choices_of(entry)
    while slot < len(choices):
        options = choices[slot].options(state, entry)
        if len(options) > 1:
            return ChooseTarget(entry.player, entry.id, slot)
        entry = choose(state, entry, choices[slot], options[0], events)
        choices = choices_of(entry)
        slot += 1
    return pay(state, entry.player, entry_cost(entry), events) or priority(state, entry.player, 0)


def choose(state: "CombatState", entry: Entry, choice: Choice, action: Action,
           events: list[Event]) -> Entry:
    """Record ``action``, a ``target`` candidate of ``choice``, on ``entry`` in limbo."""
    new = choice.record(state, entry, action)
    limbo = state.limbo
    limbo[limbo.index(entry)] = new
    if not state.quiet:
        events.append(Event("message", player=entry.player, message=chose(state, entry, action),
                            data={"entry": entry.id, "target": str(action)}))
    return new


def pay(state: "CombatState", seat: int, left: int, events: list[Event]) -> Stage | None:
    """``seat`` pays ``left`` more by turning right-side-up farms sideways (seed §4 "Farms":
    "A farm can only be used once each turn to pay a cost"): asked farm by farm
    (:class:`PayWithFarms`) unless every right-side-up farm is needed or they are all
    alike."""
    if left <= 0:
        return None
    choices = state.farm_choices(seat)
    if len(choices) > 1 and state.upright_farms(seat) > left:
        return PayWithFarms(seat, left)
    for farm in [f for f in state.farms[seat] if not f.sideways][:left]:
        state.turn_farm(seat, farm.id, events)
    return None


class ChooseTarget(CombatStage, frozen=True):
    """The player of limbo card ``entry`` makes its choice number ``slot`` (seed §6: "that
    choice must be made as soon as the card is played")."""

    entry: int
    slot: int

    def _choice(self, state):
        entry = state.find_entry(self.entry)
        return entry, choices_of(entry)[self.slot]

    def legal(self, state: "CombatState") -> list[Action]:
        entry, choice = self._choice(state)
        return choice.options(state, entry)

    def explain(self, state: "CombatState", action: Action) -> str:
        entry, choice = self._choice(state)
        return f"{choice.ask} for the {entry.card.name()}: {action} is not one."

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        entry, choice = self._choice(state)
        entry = choose(state, entry, choice, action, events)
        return go_on_playing(state, entry, self.slot + 1, events)

    def prompt(self, view: "PlayerView") -> str:
        entry = next(e for e in view.limbo if e.id == self.entry)
        return f"{choices_of(entry)[self.slot].ask} for the {entry.card.name()}."


class PayWithFarms(CombatStage, frozen=True):
    """Seat ``actor`` turns one right-side-up farm sideways to pay; ``left`` points are due
    (seed §4 "Farms": "One farm must be used for each point a card costs")."""

    left: int

    def legal(self, state: "CombatState") -> list[Action]:
        return [Action("pay", (), f"#{farm.id}") for farm in state.farm_choices(self.actor)]

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        state.turn_farm(self.actor, _object(action), events)
        return pay(state, self.actor, self.left - 1, events) or priority(state, self.actor, 0)

    def prompt(self, view: "PlayerView") -> str:
        return f"Choose a farm to pay with ({self.left} to pay)."


# -- the turn -----------------------------------------------------------------------------------

def begin(state: "CombatState", events: list[Event]) -> None:
    """Seed §2 "Starting a game": the first player is drawn at random; the decks are
    shuffled together; each player draws seven cards (decision (ours): one at a time, from
    the first player clockwise); in a 2-player game the first player skips its first draw
    step. Then the first turn begins."""
    n = state.num_players
    state.first = state.rng.randrange(n)
    if state.own:
        state.draws = [state.shuffled(deck) for deck in state.decks]
    else:
        state.draw = state.shuffled(state.game_cards())
    if not state.quiet:
        events.append(Event("shuffle", message=say("{seat} goes first.", seat=state.first),
                            player=state.first, data={"zone": state.draw_zone(0)}))
        nobody = frozenset()
        for pile, cards in enumerate(state.draws):
            events += [Event("move", card, "deck", state.draw_zone(pile), face_up=False,
                             visible=nobody) for card in cards]
    for _ in range(HAND_SIZE):
        for seat in state.live_from(state.first):
            state.draw_cards(seat, 1, events)
    state.skip_draw = n == 2
    state.then(StartTurn(state.first))
    state.run_steps(events)


class StartTurn(Step, frozen=True):
    """The turn of ``seat`` begins: its beginning step, in which its cards turned sideways are
    turned right-side-up (seed §3 "Turn order" 1; §6 "Sideways cards")."""

    seat: int

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        seat = self.seat
        state.turn += 1
        state.active = seat
        state.set_step(BEGINNING, "")
        state.farm_played = False
        state.team_farms = []
        state.extra_attacks = 0
        for player in state.turn_seats():
            state.turn_upright(player, farms=True)
        if not state.quiet:
            events.append(Event("message", player=seat, data={"turn": state.turn},
                                message=say("Turn {turn}: {seat} turns their cards right-side-up.",
                                            turn=state.turn, seat=seat)))
        state.then(NextStep(DRAW))
        return priority(state, seat, 0)


class NextStep(Step, frozen=True):
    """The turn's next step, ``name``, once the current one is over: ``draw`` (the active player
    draws a card; the first player of a 2-player game skips its first draw step), ``attack``,
    ``main`` or ``end`` (the end of the turn). An additional attack step due to the Chariot comes
    first (seed, the Chariot: "after the current step")."""

    name: str

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        if state.extra_attacks:
            state.extra_attacks -= 1
            state.then(self)
            return start_attack(state, events)
        name = self.name
        seat = state.active
        if name == DRAW:
            if state.skip_draw:
                state.skip_draw = False
                state.then(NextStep(ATTACK))
                return None
            state.set_step(DRAW, "")
            for player in state.turn_seats():
                state.draw_cards(player, 1, events)
            state.then(NextStep(ATTACK))
            return priority(state, seat, 0)
        if name == ATTACK:
            state.then(NextStep(MAIN))
            return start_attack(state, events)
        if name == MAIN:
            state.set_step(MAIN, "")
            state.then(NextStep(END))
            return priority(state, seat, 0)
        _end_turn(state, events)
        state.then(StartTurn(state.next_turn()))
        return None


def _end_turn(state: "CombatState", events: list[Event]) -> None:
    """The end of the turn: strength given "until end of turn" goes; a soldier whose damage now
    reaches its strength is destroyed (decision (ours))."""
    for row in state.soldiers:
        for i, soldier in enumerate(row):
            if soldier.bonus:
                row[i] = msgspec.structs.replace(soldier, bonus=0)
    state.check_soldiers(events)


class Window(Step, frozen=True):
    """A priority window: priority starts with the active player (seed §6 "Priority")."""

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        return priority(state, state.active, 0)


WINDOW = Window()


class Resolve(Step, frozen=True):
    """The top card of limbo resolves (seed §2 "Limbo": "Soldiers come into play, and special
    abilities have an effect before entering the discard pile"), or fizzles when a target it
    chose is gone (seed §6; notes)."""

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        entry = state.limbo[-1]
        if entry.kind == "soldier":
            state.enter_play(entry, events)
            return None
        ability = ability_of(entry)
        if ability.gone(state, entry):
            state.limbo_to_discard(entry, events, entry_said(
                N_("{owner:poss} {card:bare} fizzles: its target is gone."), entry))
            return None
        if not state.quiet:
            events.append(Event("message", player=entry.player, data={"entry": entry.id},
                                message=entry_said(N_("{owner:poss} {card:bare} resolves."),
                                                   entry)))
        state.then(Settle(entry.id))
        return ability.resolve(state, entry, events)


class Settle(Step, frozen=True):
    """A resolved ability's card goes to the discard pile, if it is still in limbo (seed §5:
    "Cards that are played for the special ability are put into the discard pile")."""

    entry: int

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        entry = state.find_entry(self.entry)
        if entry is not None:
            state.limbo_to_discard(entry, events, None)
        return None


# -- attacking ---------------------------------------------------------------------------------

def start_attack(state: "CombatState", events: list[Event]) -> Stage | None:
    """An attack step (seed §3 "Attacking"): the active player chooses attackers, then a priority
    window; the other moments follow (:class:`Blockers`)."""
    state.set_step(ATTACK, ATTACKERS)
    state.combat = False
    seats = state.turn_seats()
    if len(seats) > 1:
        state.then(AskAttackers(tuple(seats)), WINDOW, Blockers())
        return None
    state.then(WINDOW, Blockers())
    seat = state.active
    if attack.attack_options(state, seat):
        return DeclareAttackers(seat)
    return None


class AskAttackers(Step, frozen=True):
    """As one (seed §8: "A team of players attack at the same time"): the next of ``seats``, the
    players taking the turn, that has a soldier ready chooses its attackers."""

    seats: tuple[int, ...]

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        for k, seat in enumerate(self.seats):
            if not state.out[seat] and attack.attack_options(state, seat):
                state.then(AskAttackers(self.seats[k + 1:]))
                return DeclareAttackers(seat)
        return None


class DeclareAttackers(CombatStage, frozen=True):
    """The active player chooses its attackers one at a time — a right-side-up soldier and the
    opponent it attacks; it is turned sideways — then ``done`` (seed §3 "Attacking" 1)."""

    def legal(self, state: "CombatState") -> list[Action]:
        return attack.attack_options(state, self.actor) + [DONE]

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        if action.kind == "done":
            return None
        ident, _, seat = action.target.partition(">")
        attack.declare_attacker(state, int(ident[1:]), int(seat), events)
        return self if attack.attack_options(state, self.actor) else None

    def prompt(self, view: "PlayerView") -> str:
        return "Choose your attackers, one at a time, then Done."


class Blockers(Step, frozen=True):
    """After the attackers' window: with no attacker declared, the attack step ends (decision
    (ours): nothing to block, no damage, no combat); with attackers left, each defender in turn
    from the active player chooses blockers, then a window, then damage; with none left (all
    destroyed or removed), the combat ends."""

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        if not state.combat:
            state.then(EndAttack())
            return None
        defenders = attack.defenders(state)
        if not defenders:
            state.then(EndCombat())
            return None
        state.set_step(ATTACK, BLOCKERS)
        state.then(AskBlockers(tuple(defenders)), WINDOW, Damage())
        return None


class AskBlockers(Step, frozen=True):
    """The next of ``defenders`` that can block chooses its blockers."""

    defenders: tuple[int, ...]

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        for k, seat in enumerate(self.defenders):
            if not state.out[seat] and attack.block_options(state, seat):
                state.then(AskBlockers(self.defenders[k + 1:]))
                return DeclareBlockers(seat)
        return None


class DeclareBlockers(CombatStage, frozen=True):
    """Defender ``actor`` chooses its blockers one at a time — a right-side-up soldier and the
    attacker (attacking it) it blocks — then ``done`` (seed §3 "Attacking" 2; notes "Combat":
    several blockers may gang up on one attacker, each blocker blocks one attacker, blocking
    does not turn a soldier sideways)."""

    def legal(self, state: "CombatState") -> list[Action]:
        return attack.block_options(state, self.actor) + [DONE]

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        if action.kind == "done":
            return None
        blocker, _, attacker = action.target.partition(">")
        attack.declare_blocker(state, int(blocker[1:]), int(attacker[1:]), events)
        return self if attack.block_options(state, self.actor) else None

    def prompt(self, view: "PlayerView") -> str:
        return "Choose your blockers, one at a time, then Done."


class Damage(Step, frozen=True):
    """The damage moment (seed §3 "Attacking" 3), then a window, then the end of combat."""

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        state.set_step(ATTACK, DAMAGE)
        top = attack.next_speed(state, 11)
        if top is not None:
            state.then(DamageAt(top), WINDOW, EndCombat())
        else:
            state.then(WINDOW, EndCombat())
        return None


class DamageAt(Step, frozen=True):
    """The soldiers of speed ``speed`` deal damage, all at the same time (seed §3 "Attacking"
    3; §4 "Speed"): each decides where its damage goes (a blocked attacker facing several
    blockers splits it: :class:`AssignDamage`), then all of it is dealt; soldiers destroyed by it
    deal no damage later. Then the next lower speed."""

    speed: int

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        for soldier, foes in attack.damage_sources(state, self.speed):
            if len(foes) > 1:
                state.then(self)
                return AssignDamage(state.controller(soldier.id), soldier.id,
                                    soldier.strength, ())
            attack.decide_damage(state, soldier, foes, events)
        attack.deal_pending(state, events)
        lower = attack.next_speed(state, self.speed)
        if lower is not None:
            state.then(DamageAt(lower))
        return None


class AssignDamage(CombatStage, frozen=True):
    """The controller of attacker ``source`` splits its damage among its blockers (seed §3:
    "Each point of damage can be dealt to a different soldier"): ``lethal`` gives the ``left``
    points as lethal damage to each blocker in turn (in their row order, the rest to the last),
    ``damage @#id`` one point to that blocker; ``given`` holds the points given so far."""

    source: int
    left: int
    given: tuple[tuple[int, int], ...]

    def legal(self, state: "CombatState") -> list[Action]:
        return [LETHAL] + [Action("damage", (), f"#{b.id}")
                           for b in attack.blockers_of(state, self.source)]

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        if action.kind == "lethal":
            given = attack.lethal_split(state, self.source, self.left, self.given)
        else:
            target = _object(action)
            given = dict(self.given)
            given[target] = given.get(target, 0) + 1
            given = tuple(given.items())
            if self.left > 1:
                return AssignDamage(self.actor, self.source, self.left - 1, given)
        attack.assign_damage(state, self.source, given, events)
        return None

    def prompt(self, view: "PlayerView") -> str:
        return f"Split the damage of your attacker ({self.left} to deal): Lethal, or one point " \
               f"at a time."


class EndCombat(Step, frozen=True):
    """The end of combat: damage is removed from soldiers (seed §3 "Attacking" 4; notes
    "Combat"), the soldiers stop attacking and blocking; then the remove-damage moment's window,
    then the end of the attack step."""

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        state.set_step(ATTACK, END_OF_COMBAT)
        attack.end_combat(state, events)
        state.then(WINDOW, EndAttack())
        return None


class EndAttack(Step, frozen=True):
    """The end of an attack step: the Tower's damage is removed (seed, the Tower)."""

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        attack.end_attack(state, events)
        return None


# -- choices made at resolution -----------------------------------------------------------------

class GiveSoldier(CombatStage, frozen=True):
    """Opponent ``actor`` chooses a soldier it controls; player ``to`` gains control of it (the
    Hierophant, the Joker; seed §6 "Making choices": "if an opponent must choose something from a
    card you play, then that choice does not need to be made until the card takes an effect")."""

    to: int

    def legal(self, state: "CombatState") -> list[Action]:
        return [Action("give", (), f"#{s.id}") for s in state.soldiers[self.actor]]

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        state.gain_control(_object(action), self.to, events)
        return None

    def prompt(self, view: "PlayerView") -> str:
        return f"Choose a soldier of yours: {{{self.to}}} gains control of it."


class DestroyOwn(CombatStage, frozen=True):
    """Opponent ``actor`` chooses soldiers it controls to destroy, ``left`` more (the Hanged
    Man)."""

    left: int

    def legal(self, state: "CombatState") -> list[Action]:
        return [Action("destroy", (), f"#{s.id}") for s in state.soldiers[self.actor]]

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        state.destroy(_object(action), events)
        return destroy_own(state, self.actor, self.left - 1, events)

    def prompt(self, view: "PlayerView") -> str:
        return f"The Hanged Man: choose a soldier of yours to destroy ({self.left} to go)."


def destroy_own(state: "CombatState", opponent: int, count: int, events: list[Event]
                ) -> Stage | None:
    """``opponent`` destroys ``count`` soldiers of its choice (all it has, if no more: the
    Hanged Man)."""
    row = state.soldiers[opponent]
    if count <= 0:
        return None
    if len(row) > count:
        return DestroyOwn(opponent, count)
    for soldier in list(row):
        state.destroy(soldier.id, events)
    return None


class Search(CombatStage, frozen=True):
    """Seat ``actor`` searches the draw pile (which it sees) for a soldier card (the Hermit) or a
    trump (``trumps``: the Devil), reveals it and takes it; the pile is shuffled afterward."""

    trumps: bool

    def legal(self, state: "CombatState") -> list[Action]:
        return state.search_options(self.actor, self.trumps)

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        state.take_from_draw(self.actor, action.cards[0], events)
        return None

    def prompt(self, view: "PlayerView") -> str:
        return f"Take a {'trump' if self.trumps else 'soldier card'} from the draw pile."


class JusticeRound(Step, frozen=True):
    """A round of Justice on ``zone`` (``"hand"``, ``"soldiers"``, ``"farms"``): every player
    brings its count down to ``least``, the smallest count when the round starts (``-1``: not
    counted yet); in turn from the active player, each chooses what goes
    (:class:`JusticeChoice`)."""

    zone: str
    least: int = -1

    def run(self, state: "CombatState", events: list[Event]) -> Stage | None:
        least = self.least
        if least < 0:
            least = min(_count(state, seat, self.zone)
                        for seat in state.live_from(state.active))
        for seat in state.live_from(state.active):
            excess = _count(state, seat, self.zone) - least
            if excess > 0:
                stage = _give_up(state, seat, self.zone, excess, events)
                if stage is not None:
                    state.then(JusticeRound(self.zone, least))
                    return stage
        return None


class JusticeChoice(CombatStage, frozen=True):
    """Justice: seat ``actor`` discards a card of its hand (``zone == "hand"``) or destroys a
    soldier or a farm of its own (``"soldiers"``, ``"farms"``), ``left`` more."""

    zone: str
    left: int

    def legal(self, state: "CombatState") -> list[Action]:
        return _justice_options(state, self.actor, self.zone)

    def apply(self, state: "CombatState", action: Action, events: list[Event]) -> Stage | None:
        _justice_remove(state, self.actor, self.zone, action, events)
        return _give_up(state, self.actor, self.zone, self.left - 1, events)

    def prompt(self, view: "PlayerView") -> str:
        what = {"hand": "a card to discard", "soldiers": "a soldier of yours to destroy",
                "farms": "a farm of yours to destroy"}[self.zone]
        return f"Justice: choose {what} ({self.left} to go)."


def _count(state: "CombatState", seat: int, zone: str) -> int:
    return len(state.hands[seat] if zone == "hand" else
               state.soldiers[seat] if zone == "soldiers" else state.farms[seat])


def _justice_options(state: "CombatState", seat: int, zone: str) -> list[Action]:
    """What ``seat`` may give up of ``zone``: a card of its hand, a soldier, a farm (one of each
    card and side: farms so alike are one choice)."""
    if zone == "hand":
        return [DISCARD[c._key] for c in sorted(set(state.hands[seat]))]
    if zone == "soldiers":
        return [Action("destroy", (), f"#{s.id}") for s in state.soldiers[seat]]
    seen = set()
    out = []
    for farm in state.farms[seat]:
        if (farm.card, farm.sideways) not in seen:
            seen.add((farm.card, farm.sideways))
            out.append(Action("destroy", (), f"#{farm.id}"))
    return out


def _give_up(state: "CombatState", seat: int, zone: str, excess: int, events: list[Event]
             ) -> Stage | None:
    """``seat`` gives up ``excess`` more of ``zone``: asked one at a time
    (:class:`JusticeChoice`), unless all must go or all are alike."""
    if excess <= 0:
        return None
    options = _justice_options(state, seat, zone)
    if len(options) > 1 and _count(state, seat, zone) > excess:
        return JusticeChoice(seat, zone, excess)
    for _ in range(excess):
        _justice_remove(state, seat, zone, _justice_options(state, seat, zone)[0], events)
    return None


def _justice_remove(state: "CombatState", seat: int, zone: str, action: Action,
                    events: list[Event]) -> None:
    if zone == "hand":
        state.discard_card(seat, action.cards[0], events)
    elif zone == "soldiers":
        state.destroy(int(action.target[1:]), events)
    else:
        state.destroy_farm(seat, int(action.target[1:]), events)

