"""The decision points of Tarot Combat and the work the rules do between them.

Decisions (:class:`~..stages.Stage`): priority (:class:`Priority`), the choices of a card being
played (:class:`ChooseTarget`) and its payment (:class:`PayWithFarms`), the attackers, the
blockers and the split of an attacker's damage (:class:`DeclareAttackers`,
:class:`DeclareBlockers`, :class:`AssignDamage`); the choices cards leave to others when they
resolve are in :mod:`.resolution`.

Queued work (:class:`~..stages.Step`): the turn's steps (:class:`StartTurn`, :class:`NextStep`),
the priority windows (:class:`Window`), resolving the top of limbo (:class:`Resolve`,
:class:`Settle`), the moments of the attack (:class:`Blockers`, :class:`AskBlockers`,
:class:`Damage`, :class:`DamageAt`, :class:`EndCombat`, :class:`EndAttack`); Justice's rounds
are in :mod:`.resolution`. Action texts: :mod:`.labels`.
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
from .tables import (ABILITIES, ABILITY, ACE_COST, COST, FARM, JOKER_COST, SOLDIER, TRUMP,
                     TRUMP_COST, ability_of, choices_of, entry_cost, is_ace)

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


def object_id(action: Action) -> int:
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
        if card not in state.hands[self.actor]:
            return f"You do not hold the {card.name()}."
        if kind in ("soldier", "farm"):
            return _deploy_refusal(state, self.actor, kind, card)
        return _ability_refusal(state, self.actor, kind, card)

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


def _deploy_refusal(state: "CombatState", seat: int, kind: str, card) -> str:
    """Why ``seat`` may not play ``card`` as a soldier or a farm (``kind``): a trump is no
    soldier, both only in its own main step with limbo empty, one farm a turn, a court's cost
    and suit (seed §4 "Card types"; notes "Limbo and priority")."""
    if kind == "soldier" and card.is_major:
        return "A trump is played only for its ability."
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


def _ability_refusal(state: "CombatState", seat: int, kind: str, card) -> str:
    """Why ``seat`` may not play ``card`` as a trump or for its ability (``kind``): only the
    trumps, the Aces and the Jokers have one, paid in right-side-up farms, an Ace's with a
    soldier of its suit, and only if its choices can be made (seed §4 "Card types", §5
    "Special abilities")."""
    if kind == "trump" and not card.is_major:
        return f"The {card.name()} is not a trump."
    if kind == "ability" and not (card.is_joker or is_ace(card)):
        return "Only the Ace, the Joker and the trumps have an ability."
    ability = ability_of(_probe(card, seat))
    if state.upright_farms(seat) < ability.cost:
        return (f"The {card.name()} costs {ability.cost}; you have "
                f"{_farms(state.upright_farms(seat))}.")
    if is_ace(card):
        return "The Ace's ability needs a soldier of its suit in play."
    return f"The {card.name()} has nothing to choose now, so it cannot be played."


def _plays(state: "CombatState", seat: int, hand: list) -> list[Action]:
    """:meth:`Priority.legal` with cards in ``hand``: the pass, then each different card's
    plays in the hand's order — a trump's, a Joker's or a minor's, then as a farm (compiled,
    typed by ``stages.pxd``)."""
    acts = [PASS]
    up = state.upright_farms(seat)
    main = in_main_step(state, seat)
    farms = main and not state.has_farmed(seat)
    suits = None
    last = None
    for card in hand:
        if card is last:
            continue
        last = card
        if card.is_major:
            _trump_plays(state, seat, card, up, acts)
        elif card.is_joker:
            _joker_plays(state, seat, card, up, main, acts)
        else:
            if suits is None and _needs_suit(card, up):
                suits = state.suits_in_play(seat)
            _minor_plays(card, up, main, suits, acts)
        if farms:
            acts.append(FARM[card._key])
    return acts


def _trump_plays(state: "CombatState", seat: int, card, up: int, acts: list[Action]) -> None:
    """A trump's play: for its ability, paid with ``up`` right-side-up farms, if its choices
    can be made (seed §4 "Card types": "It costs 2 to play a trump card")."""
    key = card._key
    if up >= TRUMP_COST and ABILITIES[key].playable(state, _probe(card, seat)):
        acts.append(TRUMP[key])


def _joker_plays(state: "CombatState", seat: int, card, up: int, main: bool,
                 acts: list[Action]) -> None:
    """A Joker's plays: as a soldier in the ``main`` step, for its ability if paid for and its
    choices can be made."""
    key = card._key
    if main:
        acts.append(SOLDIER[key])
    if up >= JOKER_COST and ABILITIES[key].playable(state, _probe(card, seat)):
        acts.append(ABILITY[key])


def _needs_suit(card, up: int) -> bool:
    """Whether a minor's plays depend on the suits in play: a court's soldier, an Ace's ability
    that ``up`` right-side-up farms would pay."""
    return COST[card._key] > 0 or (card.rank == 1 and up >= ACE_COST)


def _minor_plays(card, up: int, main: bool, suits, acts: list[Action]) -> None:
    """A minor's plays: as a soldier in the ``main`` step (a court with its cost paid and a
    soldier of its suit in play: ``suits``, ``None`` when not needed), an Ace's ability with a
    soldier of its suit."""
    key = card._key
    cost = COST[key]
    has_suit = suits is None or card.suit in suits
    if main and (cost == 0 or (cost <= up and has_suit)):
        acts.append(SOLDIER[key])
    if card.rank == 1 and up >= ACE_COST and has_suit:
        acts.append(ABILITY[key])


def _farms(count: int) -> str:
    """``count`` right-side-up farms in words: "1 right-side-up farm", "3 right-side-up farms"."""
    return f"{count} right-side-up farm{'s' * (count != 1)}"


def could_play(state: "CombatState", seat: int) -> bool:
    """Whether ``seat`` could play anything, whatever its hand holds: it holds a card, and it is
    its own main step with limbo empty, or it has the two right-side-up farms the cheapest
    ability costs (all public facts)."""
    return bool(state.hands[seat]) and (
        in_main_step(state, seat) or state.upright_farms(seat) >= TRUMP_COST)


def in_main_step(state: "CombatState", seat: int) -> bool:
    """Whether ``seat`` may play soldiers and a farm: in its own main step, limbo empty (seed
    §3 "Turn order", §4 "Card types"; notes "Limbo and priority")."""
    return state.step == MAIN and state.in_turn(seat) and not state.limbo


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
        state.turn_farm(self.actor, object_id(action), events)
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
            target = object_id(action)
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
