"""What a Tarot Combat table shows of the public facts, as far as the animation has got:
:class:`CombatShown`.

The session runs ahead of the animation, so the table never reads the facts it draws (a
soldier turned sideways, its damage, who it attacks, the cards in limbo and their targets, the
life totals) from the view now: :meth:`CombatShown.sync` takes them from each settled view, and
:meth:`CombatShown.apply` follows each event as it is animated, by the ids its ``data`` names
(:mod:`tarot_table.rules.combat.state`). Its rows are in the order of the board's zones
(``soldiers:<s>``, ``farms:<s>``, ``limbo``), so the layout places card ``k`` of a zone by
row ``k``'s facts (sideways, in combat). A blocker is shown blocking only while what it blocks
is attacking (the rules keep its ``blocking`` when the attacker leaves the combat). No pygame
here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

from ....cards import Card, parse_card
from ....rules.base import Event
from ....rules.combat import CombatView
from ....rules.combat.tables import base_strength, card_speed

#: Seconds (at any speed) a life total takes to count down to its new value.
COUNT_SECONDS = 0.9
#: Seconds a damage number floats over what took it.
FLOAT_SECONDS = 1.4


@dataclass(frozen=True)
class Fighter:
    """A soldier in play as shown: ``id``, ``card``, ``sideways``, combat ``damage`` and the
    Tower's (``tower``), strength ``bonus``, the seat it is ``attacking``, the soldier it is
    ``blocking``, whether it was ``blocked``."""

    id: int
    card: Card
    sideways: bool = False
    damage: int = 0
    tower: int = 0
    bonus: int = 0
    attacking: int | None = None
    blocking: int | None = None
    blocked: bool = False

    @property
    def fighting(self) -> bool:
        return self.attacking is not None or self.blocking is not None

    def stats(self) -> tuple["Stat", ...]:
        """What its card shows of it: its strength now (raised by its bonus: changed) and its
        speed (seed §4), then the damage marked on it this turn, if any (combat's and the
        Tower's)."""
        strength = Stat("strength", str(base_strength(self.card) + self.bonus), self.bonus != 0)
        out = (strength, Stat("speed", str(card_speed(self.card)), False))
        hurt = self.damage + self.tower
        return out + (Stat("damage", f"−{hurt}", True),) if hurt else out


@dataclass(frozen=True)
class Stat:
    """One figure shown on a soldier: its ``kind`` (``"strength"``, ``"speed"``,
    ``"damage"``), its ``words`` and whether it differs from the card's own (``changed``)."""

    kind: str
    words: str
    changed: bool


@dataclass(frozen=True)
class FarmMark:
    """A farm as shown: its ``id`` and whether it is turned ``sideways``."""

    id: int
    sideways: bool = False


@dataclass(frozen=True)
class LimboCard:
    """A card in limbo as shown: ``id``, ``card``, its ``player``, its ``kind`` (``"soldier"``,
    ``"trump"``, ``"ability"``) and the ``targets`` chosen so far, as the texts of the actions'
    targets: ``"#5"`` (a soldier or a card in limbo), ``2`` (a player), a :class:`Card` (of the
    discard pile)."""

    id: int
    card: Card
    player: int
    kind: str
    targets: tuple[object, ...] = ()


@dataclass(frozen=True)
class Flash:
    """A number floating up for a moment: ``points`` of damage to soldier ``soldier`` or to
    player ``seat``, from ``start`` (the table's clock, seconds)."""

    points: int
    start: float
    soldier: int | None = None
    seat: int | None = None


@dataclass(frozen=True)
class Burst:
    """A word shown for a moment at a card of the limbo: ``word`` (``"resolves"``,
    ``"fizzles"``, ``"countered"``) at place ``k`` of the ``n`` cards then in limbo, from
    ``start`` (the table's clock, seconds)."""

    word: str
    k: int
    n: int
    start: float


@dataclass
class CombatShown:
    """The table's facts as of the animation (see the module docstring). Per seat
    ``soldiers`` and ``farms`` (rows in zone order), ``life`` and ``out``; ``limbo`` bottom to
    top; the turn (``turn``, ``active``, ``step``, ``moment``), the seat to act (``actor``) and
    what it decides (``stage``, the stage's class name); ``counting`` per seat the life total
    counting down (from, to, start clock); ``flashes`` the damage numbers in the air;
    ``sharing`` per seat the seats sharing its turn and its life (itself, or with teams playing
    as one its team)."""

    num_players: int
    soldiers: list[list[Fighter]] = field(default_factory=list)
    farms: list[list[FarmMark]] = field(default_factory=list)
    limbo: list[LimboCard] = field(default_factory=list)
    life: list[int] = field(default_factory=list)
    out: list[bool] = field(default_factory=list)
    turn: int = 0
    active: int = 0
    step: str = ""
    moment: str = ""
    actor: int | None = None
    stage: str = ""
    counting: dict[int, tuple[int, int, float]] = field(default_factory=dict)
    flashes: list[Flash] = field(default_factory=list)
    #: The words at the limbo's cards resolving or leaving it unresolved, and the cards in
    #: limbo whose resolution is under way (by id).
    bursts: list[Burst] = field(default_factory=list)
    resolving: set[int] = field(default_factory=set)
    #: The seats sharing each seat's turn and life (with teams playing as one, its team's).
    sharing: list[tuple[int, ...]] = field(default_factory=list)
    #: The teams (``"none"``, ``"alliance"``, ``"as one"``) and each seat's team number.
    team_mode: str = "none"
    teams: tuple[int, ...] = ()
    #: Own decks: each player draws from and discards to piles of its own (seed §7).
    own_decks: bool = False

    def sync(self, view: CombatView) -> set[str]:
        """Catch up with ``view``; return the zones whose cards now lie differently (turned,
        in or out of combat)."""
        before = self.looks()
        self.soldiers = [[_fighter(s) for s in row] for row in view.soldiers]
        self.farms = [[FarmMark(f.id, f.sideways) for f in row] for row in view.farms]
        self.limbo = [LimboCard(e.id, e.card, e.player, e.kind, _targets(e))
                      for e in view.limbo]
        self.resolving &= {e.id for e in view.limbo}
        self.life, self.out = list(view.life), list(view.out)
        self.turn, self.active, self.step, self.moment = (view.turn, view.active, view.step,
                                                          view.moment)
        self.actor = view.current_player
        self.team_mode, self.teams = view.team_mode, tuple(view.teams)
        self.own_decks = view.decks is not None
        self.sharing = _sharing(view)
        self.stage = type(view.stage).__name__ if view.stage is not None else ""
        self._drop_stale_blocks()
        after = self.looks()
        return {zone for zone in set(before) | set(after) if before.get(zone) != after.get(zone)}

    def looks(self) -> dict[str, tuple]:
        """Per zone, how its cards lie (what a layout needs): sideways and in combat."""
        looks: dict[str, tuple] = {}
        for seat, row in enumerate(self.soldiers):
            looks[f"soldiers:{seat}"] = tuple((s.sideways, s.fighting) for s in row)
        for seat, row in enumerate(self.farms):
            looks[f"farms:{seat}"] = tuple(f.sideways for f in row)
        return looks

    # -- finding things -------------------------------------------------------------------------
    def find(self, ident: int) -> tuple[int, int] | None:
        """(seat, index in its row) of soldier ``ident``, or ``None``."""
        for seat, row in enumerate(self.soldiers):
            for k, soldier in enumerate(row):
                if soldier.id == ident:
                    return seat, k
        return None

    def soldier(self, ident: int) -> Fighter | None:
        where = self.find(ident)
        return None if where is None else self.soldiers[where[0]][where[1]]

    def entry(self, ident: int) -> LimboCard | None:
        return next((e for e in self.limbo if e.id == ident), None)

    def shown_life(self, seat: int, clock: float) -> int:
        """``seat``'s life total as it counts down at ``clock``."""
        if seat not in self.counting:
            return self.life[seat]
        start_life, end_life, start = self.counting[seat]
        t = min(1.0, max(0.0, (clock - start) / COUNT_SECONDS))
        return round(start_life + (end_life - start_life) * t)

    # -- following events -------------------------------------------------------------------------
    def apply(self, event: Event, clock: float) -> set[str]:
        """Follow ``event`` (animated at ``clock``); return the zones whose cards now lie
        differently (turned sideways or right-side-up, in or out of combat)."""
        return self._follow(event, clock) | self._drop_stale_blocks()

    def _drop_stale_blocks(self) -> set[str]:
        """A soldier shown blocking only while what it blocks is an attacker in play (the
        rules keep a blocker's ``blocking`` when its attacker leaves the combat, e.g. taken by
        the Hierophant: it then blocks nothing); the rows changed."""
        attacking = {s.id for row in self.soldiers for s in row if s.attacking is not None}
        changed = set()
        for seat, row in enumerate(self.soldiers):
            if any(_stale(s, attacking) for s in row):
                self.soldiers[seat] = [replace(s, blocking=None) if _stale(s, attacking) else s
                                       for s in row]
                changed.add(f"soldiers:{seat}")
        return changed

    def _follow(self, event: Event, clock: float) -> set[str]:
        self._age(clock)
        if event.kind == "score" and event.player is not None and "life" in event.data:
            return self._life_lost(event, clock)
        method = next((name for names, name in _FOLLOWED.get(event.kind, ()) if names(event)),
                      None)
        return set() if method is None else getattr(self, method)(event, clock)

    def _age(self, clock: float) -> None:
        """Forget the damage numbers and the limbo's words shown long enough at ``clock``."""
        self.flashes = [f for f in self.flashes if clock - f.start < FLOAT_SECONDS]
        self.bursts = [b for b in self.bursts if clock - b.start < FLOAT_SECONDS]

    def _sharing(self, seat: int) -> tuple[int, ...]:
        """The seats sharing ``seat``'s turn and life (itself before a view was synced)."""
        return self.sharing[seat] if self.sharing else (seat,)

    # -- a player's life --------------------------------------------------------------------------
    def _life_lost(self, event: Event, clock: float) -> set[str]:
        """A player's new life total (with teams playing as one, the team's) counts down to
        it and the damage floats up."""
        data, seat = event.data, event.player
        for one in self._sharing(seat):
            self.counting[one] = (self.shown_life(one, clock), data["life"], clock)
            self.life[one] = data["life"]
        self.flashes.append(Flash(data.get("damage", 0), clock, seat=seat))
        return set()

    def _lost(self, event: Event, clock: float) -> set[str]:
        """A player is out: the soldiers attacking it leave the combat."""
        seat = event.data["lost"]
        self.out[seat] = True
        changed = {f"soldiers:{s}" for s, row in enumerate(self.soldiers)
                   if any(f.attacking == seat for f in row)}
        self.soldiers = [[replace(f, attacking=None, blocked=False) if f.attacking == seat
                          else f for f in row] for row in self.soldiers]
        return changed

    # -- the turn -------------------------------------------------------------------------------
    def _turn_begins(self, event: Event, clock: float) -> set[str]:
        """A turn begins: the cards of the seats sharing it (still in) stand upright."""
        seat = event.player
        self.turn, self.active, self.step, self.moment = event.data["turn"], seat, "beginning", ""
        changed = set()
        for turn in self._sharing(seat):
            if self.out[turn]:
                continue
            self.soldiers[turn] = [replace(s, sideways=False) for s in self.soldiers[turn]]
            self.farms[turn] = [replace(f, sideways=False) for f in self.farms[turn]]
            changed |= {f"soldiers:{turn}", f"farms:{turn}"}
        return changed

    def _upright(self, event: Event, clock: float) -> set[str]:
        """A seat's soldiers stand upright."""
        seat = event.data["upright"]
        self.soldiers[seat] = [replace(s, sideways=False) for s in self.soldiers[seat]]
        return {f"soldiers:{seat}"}

    def _farm_turned(self, event: Event, clock: float) -> set[str]:
        """A player turns a farm sideways."""
        ident = event.data["sideways"]
        self.farms[event.player] = [replace(f, sideways=True) if f.id == ident else f
                                    for f in self.farms[event.player]]
        return {f"farms:{event.player}"}

    # -- combat ---------------------------------------------------------------------------------
    def _attack(self, event: Event, clock: float) -> set[str]:
        """A soldier attacks a player, turned sideways."""
        self.step, self.moment = "attack", "attackers"
        return self._change(event.data["attack"], sideways=True, attacking=event.data["defender"])

    def _block(self, event: Event, clock: float) -> set[str]:
        """A soldier blocks an attacker."""
        self.moment = "blockers"
        self._change(event.data["attacker"], blocked=True)
        return self._change(event.data["block"], blocking=event.data["attacker"])

    def _hit(self, event: Event, clock: float) -> set[str]:
        """Combat damage: marked on the soldier it hits (the points float up over it)."""
        self.moment = "damage"
        hit = event.data["hit"]
        if hit.get("soldier") is not None:
            self._hurt(hit["soldier"], hit["points"], clock, "damage")
        return set()

    def _tower_damage(self, event: Event, clock: float) -> set[str]:
        """The Tower's damage, marked on the soldier it hits (the points float up over it)."""
        self._hurt(event.data["soldier"], event.data["damage"], clock, "tower")
        return set()

    def _hurt(self, ident: int, points: int, clock: float, kind: str) -> None:
        """``points`` more damage of ``kind`` (``"damage"``: combat's, ``"tower"``) marked on
        soldier ``ident``, if it is in play, floating up over it from ``clock``."""
        target = self.soldier(ident)
        if target is not None:
            self._change(target.id, **{kind: getattr(target, kind) + points})
            self.flashes.append(Flash(points, clock, soldier=target.id))

    def _bonus(self, event: Event, clock: float) -> set[str]:
        """A soldier's strength bonus changes."""
        self._change(event.data["soldier"], bonus=event.data["bonus"])
        return set()

    def _combat_end(self, event: Event, clock: float) -> set[str]:
        """Combat ends: every soldier leaves it, its damage healed."""
        self.moment = "end of combat"
        changed = {f"soldiers:{seat}" for seat, row in enumerate(self.soldiers)
                   if any(s.fighting for s in row)}
        self.soldiers = [[replace(s, damage=0, attacking=None, blocking=None, blocked=False)
                          for s in row] for row in self.soldiers]
        return changed

    # -- the limbo ------------------------------------------------------------------------------
    def _target_chosen(self, event: Event, clock: float) -> set[str]:
        self._target(event.data["entry"], event.data["target"])
        return set()

    def _resolves(self, event: Event, clock: float) -> set[str]:
        """A card of the limbo starts resolving."""
        self._burst(event.data["entry"], "resolves", clock)
        self.resolving.add(event.data["entry"])
        return set()

    def _change(self, ident: int, **changes) -> set[str]:
        where = self.find(ident)
        if where is None:
            return set()
        seat, k = where
        self.soldiers[seat][k] = replace(self.soldiers[seat][k], **changes)
        return {f"soldiers:{seat}"}

    def _target(self, ident: int, text: str) -> None:
        """Record a choice made for limbo card ``ident`` (the action's text: ``target @#5``,
        ``target @2``, ``target 7C``)."""
        entry = self.entry(ident)
        if entry is None:
            return
        words = text.split()
        rest = words[1] if len(words) > 1 else ""
        if rest.startswith("@#"):
            target: object = rest[1:]
        elif rest.startswith("@"):
            target = int(rest[1:])
        else:
            target = parse_card(rest) if rest else None
        if target is not None:
            self.limbo[self.limbo.index(entry)] = replace(entry, targets=entry.targets + (target,))

    def _burst(self, ident: int, word: str, clock: float) -> None:
        """``word`` at limbo card ``ident``'s place, from ``clock``."""
        entry = self.entry(ident)
        if entry is not None:
            self.bursts.append(Burst(word, self.limbo.index(entry), len(self.limbo), clock))

    # -- cards moving -------------------------------------------------------------------------
    def _enters_limbo(self, event: Event, clock: float) -> set[str]:
        """A card is cast: on top of the limbo."""
        self.limbo.append(LimboCard(event.data["entry"], event.card, event.player,
                                    event.data.get("kind", "trump")))
        return set()

    def _leaves_limbo(self, event: Event, clock: float) -> set[str]:
        """A card leaves the limbo: resolved (a soldier enters the battlefield), or
        unresolved to the discard pile (countered by a card resolving, or its target gone)."""
        ident, dst = event.data["entry"], event.dst or ""
        if dst.startswith("soldiers:"):
            self._burst(ident, "resolves", clock)
        elif dst.startswith("discard") and ident not in self.resolving:
            self._burst(ident, "countered" if self.resolving else "fizzles", clock)
        self.resolving.discard(ident)
        entry = self.entry(ident)
        if entry is not None:
            self.limbo.remove(entry)
            if dst.startswith("soldiers:"):
                self.soldiers[int(dst[9:])].append(Fighter(entry.id, entry.card))
        return set()

    def _farm_added(self, event: Event, clock: float) -> set[str]:
        self.farms[int(event.dst[6:])].append(FarmMark(event.data["farm"]))
        return set()

    def _farm_gone(self, event: Event, clock: float) -> set[str]:
        seat = int(event.src[6:])
        self.farms[seat] = [f for f in self.farms[seat] if f.id != event.data["farm"]]
        return set()

    def _soldier_leaves(self, event: Event, clock: float) -> set[str]:
        """A soldier leaves its row: out of play, or to another player's battlefield (out of
        the combat)."""
        where = self.find(event.data["soldier"])
        if where is None:
            return set()
        seat, k = where
        soldier = self.soldiers[seat].pop(k)
        if (event.dst or "").startswith("soldiers:"):
            self.soldiers[int(event.dst[9:])].append(replace(soldier, attacking=None,
                                                             blocking=None, blocked=False))
        return set()


#: The messages the table follows, in the order they are told apart: whether an event is
#: one (by the keys of its data) and the method of :class:`CombatShown` that follows it.
_MESSAGES: tuple[tuple[Callable[[Event], bool], str], ...] = (
    (lambda e: "turn" in e.data and e.player is not None, "_turn_begins"),
    (lambda e: "upright" in e.data, "_upright"),
    (lambda e: "sideways" in e.data and e.player is not None, "_farm_turned"),
    (lambda e: "attack" in e.data, "_attack"),
    (lambda e: "block" in e.data, "_block"),
    (lambda e: "hit" in e.data, "_hit"),
    (lambda e: "bonus" in e.data and "soldier" in e.data, "_bonus"),
    (lambda e: "damage" in e.data and "soldier" in e.data, "_tower_damage"),
    (lambda e: "target" in e.data and "entry" in e.data, "_target_chosen"),
    (lambda e: "entry" in e.data, "_resolves"),
    (lambda e: bool(e.data.get("combat_end")), "_combat_end"),
    (lambda e: "lost" in e.data, "_lost"),
)

#: The moves the table follows, the same way (by their zones and the ids their data names).
_MOVES: tuple[tuple[Callable[[Event], bool], str], ...] = (
    (lambda e: (e.dst or "") == "limbo" and "entry" in e.data, "_enters_limbo"),
    (lambda e: (e.src or "") == "limbo" and "entry" in e.data, "_leaves_limbo"),
    (lambda e: (e.dst or "").startswith("farms:") and "farm" in e.data, "_farm_added"),
    (lambda e: (e.src or "").startswith("farms:") and "farm" in e.data, "_farm_gone"),
    (lambda e: (e.src or "").startswith("soldiers:") and "soldier" in e.data,
     "_soldier_leaves"),
)

#: The tables above by the kind of event they tell apart.
_FOLLOWED = {"message": _MESSAGES, "move": _MOVES}


def _stale(soldier: Fighter, attacking: set[int]) -> bool:
    """Whether ``soldier`` blocks a soldier not among the ``attacking`` ones (ids)."""
    return soldier.blocking is not None and soldier.blocking not in attacking


def _fighter(soldier) -> Fighter:
    """A soldier of a view (:class:`tarot_table.rules.combat.objects.Soldier`) as shown."""
    return Fighter(soldier.id, soldier.card, soldier.sideways, soldier.damage,
                   soldier.tower_damage, soldier.bonus, soldier.attacking, soldier.blocking,
                   soldier.blocked)


def _sharing(view: CombatView) -> list[tuple[int, ...]]:
    """Per seat, the seats sharing its turn and its life: itself, or with teams playing as
    one its team."""
    as_one = view.team_mode == "as one" and bool(view.teams)
    return [tuple(t for t in range(view.num_players)
                  if t == s or (as_one and view.teams[t] == view.teams[s]))
            for s in range(view.num_players)]


def _targets(entry) -> tuple[object, ...]:
    """The targets a limbo entry has chosen, in the forms of :class:`LimboCard`: its soldiers
    and limbo cards (``"#id"``; a High Priestess's copied card first), its player, its card of
    the discard pile."""
    out: list[object] = []
    if entry.copy_of is not None:
        out.append(f"#{entry.copy_of}")
    out += [f"#{i}" for i in entry.ids]
    if entry.seat is not None:
        out.append(entry.seat)
    if entry.pick is not None:
        out.append(entry.pick)
    return tuple(out)
