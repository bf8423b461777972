"""The attack step's mechanics (seed §3 "Attacking"; §4 "Soldiers"; notes "Combat"): which
soldiers may attack and block, who fights whom, the damage each soldier deals by speed, and the
end of combat. The decisions and the order of the moments are in :mod:`.stages`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from ...messages import Seat, say
from ..base import Action, Event
from .tables import SPEED
from .objects import Hit, Soldier

if TYPE_CHECKING:
    from .state import CombatState


def targets(state: "CombatState", seat: int) -> list[int]:
    """The players ``seat`` may attack: every opponent still in the game, clockwise (seed §8:
    not a teammate); as one, each opposing team once, as its first player clockwise."""
    teams = state.teams
    mine = teams[seat]
    out = []
    seen = set()
    for other in state.live_from(seat)[1:]:
        team = teams[other]
        if team != mine and team not in seen:
            out.append(other)
            if state.as_one:
                seen.add(team)
    return out


def attack_options(state: "CombatState", seat: int) -> list[Action]:
    """``attack @#id>opponent`` for each right-side-up soldier of ``seat`` not attacking yet
    and each player it may attack (:func:`targets`)."""
    ready = [s.id for s in state.soldiers[seat] if not s.sideways and s.attacking is None]
    if not ready:
        return []
    opponents = targets(state, seat)
    return [Action("attack", (), f"#{i}>{o}") for i in ready for o in opponents]


def declare_attacker(state: "CombatState", ident: int, seat: int, events: list[Event]) -> None:
    attacker = state.controller(ident)
    soldier = state.replace_soldier(ident, sideways=True, attacking=seat)
    state.combat = True
    if not state.quiet:
        events.append(Event("message", player=attacker,
                            data={"attack": ident, "defender": seat},
                            message=say("{owner:poss} {card:bare} attacks {defender}.",
                                        owner=Seat(attacker), card=soldier.card,
                                        defender=Seat(seat))))


def attackers_of(state: "CombatState", seat: int) -> list[Soldier]:
    """The soldiers attacking ``seat`` — as one, attacking its team (seed §8: "attacked as
    one")."""
    if state.as_one:
        teams = state.teams
        team = teams[seat]
        return [s for row in state.soldiers for s in row
                if s.attacking is not None and teams[s.attacking] == team]
    return [s for row in state.soldiers for s in row if s.attacking == seat]


def defenders(state: "CombatState") -> list[int]:
    """The players attacked by a soldier, clockwise from the active player (as one, every
    player of an attacked team: "either teammate can use soldiers to block")."""
    return [seat for seat in state.live_from(state.active) if attackers_of(state, seat)]


def block_options(state: "CombatState", seat: int) -> list[Action]:
    """``block @#blocker>#attacker``: a right-side-up soldier of ``seat`` not blocking yet,
    and a soldier attacking ``seat`` or, as one, its team (seed §6: "soldiers can only attack
    or block when they are right-side-up"; §8)."""
    ready = [s.id for s in state.soldiers[seat] if not s.sideways and s.blocking is None]
    if not ready:
        return []
    attackers = [a.id for a in attackers_of(state, seat)]
    return [Action("block", (), f"#{b}>#{a}") for b in ready for a in attackers]


def declare_blocker(state: "CombatState", blocker: int, attacker: int,
                    events: list[Event]) -> None:
    soldier = state.replace_soldier(blocker, blocking=attacker)
    target = state.replace_soldier(attacker, blocked=True)
    if not state.quiet:
        seat = state.controller(blocker)
        events.append(Event("message", player=seat,
                            data={"block": blocker, "attacker": attacker},
                            message=say("{owner:poss} {card:bare} blocks {attacker}.",
                                        owner=Seat(seat), card=soldier.card,
                                        attacker=target.card)))


def blockers_of(state: "CombatState", attacker: int) -> list[Soldier]:
    """The soldiers in play blocking ``attacker``, in their row order."""
    return [s for row in state.soldiers for s in row if s.blocking == attacker]


def _foes(state: "CombatState", soldier: Soldier) -> list:
    """What ``soldier`` fights: an attacker its blockers (or, unblocked, the player it
    attacks, as a seat), a blocker the attacker it blocks."""
    if soldier.attacking is not None:
        if soldier.blocked:
            return blockers_of(state, soldier.id)
        return [] if state.out[soldier.attacking] else [soldier.attacking]
    found = state.find_soldier(soldier.blocking)
    if found is None or found[1].attacking is None:
        return []
    return [found[1]]


def damage_sources(state: "CombatState", speed: int) -> list[tuple[Soldier, list]]:
    """The soldiers of ``speed`` in combat that have not dealt damage, each with its foes
    (attackers first, in their row; then blockers by defender clockwise)."""
    out = []
    for seat in state.live_from(state.active):
        for soldier in state.soldiers[seat]:
            if soldier.dealt or SPEED[soldier.card._key] != speed or (
                    soldier.attacking is None and soldier.blocking is None):
                continue
            foes = _foes(state, soldier)
            if foes:
                out.append((soldier, foes))
    return out


def next_speed(state: "CombatState", below: int) -> int | None:
    """The highest speed under ``below`` of a soldier in combat yet to deal damage."""
    best = None
    for row in state.soldiers:
        for soldier in row:
            if not soldier.dealt and (soldier.attacking is not None
                                      or soldier.blocking is not None):
                speed = SPEED[soldier.card._key]
                if speed < below and (best is None or speed > best):
                    best = speed
    return best


def decide_damage(state: "CombatState", soldier: Soldier, foes: list, events: list[Event]) -> None:
    """A soldier with a single foe deals it all its damage."""
    foe = foes[0]
    if isinstance(foe, int):
        state.pending.append(Hit(soldier.id, soldier.strength, player=foe))
    else:
        state.pending.append(Hit(soldier.id, soldier.strength, soldier=foe.id))
    state.replace_soldier(soldier.id, dealt=True)


def lethal_split(state: "CombatState", source: int, left: int, given: tuple[tuple[int, int], ...]
                 ) -> tuple[tuple[int, int], ...]:
    """The default split: each blocker in turn gets what it still needs to be destroyed,
    while damage lasts; any left over goes to the last."""
    split = dict(given)
    blockers = blockers_of(state, source)
    for blocker in blockers:
        if left <= 0:
            break
        put = min(left, max(0, blocker.lethal - split.get(blocker.id, 0)))
        if put:
            split[blocker.id] = split.get(blocker.id, 0) + put
            left -= put
    if left > 0:
        last = blockers[-1].id
        split[last] = split.get(last, 0) + left
    return tuple(split.items())


def assign_damage(state: "CombatState", source: int, split: tuple[tuple[int, int], ...],
                  events: list[Event]) -> None:
    for target, points in split:
        state.pending.append(Hit(source, points, soldier=target))
    state.replace_soldier(source, dealt=True)


def deal_pending(state: "CombatState", events: list[Event]) -> None:
    """The damage decided at one speed is dealt at once; soldiers whose damage reaches their
    strength are destroyed; players who have taken 20 damage lose."""
    hits = state.pending
    state.pending = []
    loud = not state.quiet
    for hit in hits:
        if hit.soldier is not None:
            found = state.find_soldier(hit.soldier)
            if found is None:
                continue
            target = state.replace_soldier(hit.soldier, damage=found[1].damage + hit.points)
            if loud:
                events.append(Event("message", player=found[0],
                                    data={"hit": msgspec.to_builtins(hit)},
                                    message=say("{owner:poss} {card:bare} takes {damage} damage.",
                                                owner=Seat(found[0]), card=target.card,
                                                damage=hit.points)))
        elif not state.out[hit.player]:
            state.lose_life(hit.player, hit.points, by=state.controller(hit.source))
            if loud:
                events.append(Event("score", player=hit.player,
                                    data={"damage": hit.points,
                                          "life": state.life[hit.player]},
                                    message=say("{seat} takes {damage} damage ({life} life "
                                                "left).", seat=hit.player, damage=hit.points,
                                                life=state.life[hit.player])))
    state.check_soldiers(events)
    state.check_losses(events)


def end_combat(state: "CombatState", events: list[Event]) -> None:
    """Combat damage is removed; no soldier attacks or blocks any more."""
    for row in state.soldiers:
        for i, s in enumerate(row):
            if s.damage or s.attacking is not None or s.blocking is not None or s.blocked \
                    or s.dealt:
                row[i] = msgspec.structs.replace(s, damage=0, attacking=None, blocked=False,
                                                 blocking=None, dealt=False)
    state.pending = []
    state.combat = False
    if not state.quiet:
        events.append(Event("message", data={"combat_end": True},
                            message=say("The combat ends: damage is removed.")))


def end_attack(state: "CombatState", events: list[Event]) -> None:
    """The end of an attack step: the Tower's damage is removed."""
    state.moment = ""
    for row in state.soldiers:
        for i, s in enumerate(row):
            if s.tower_damage:
                row[i] = msgspec.structs.replace(s, tower_damage=0)
