"""A rule-based Tarot Combat player that sees only its seat's :class:`~..rules.combat.CombatView`,
and the search's cut-off for the game.

How it plays:

* **Building** (its own main step): one farm a turn while it has fewer than it needs for the
  dearest card it holds (or fewer than five), farming its least useful card; then the soldiers it
  can afford, courts first; the Ace's ability and the card-drawing trumps with farms to spare.
* **Attacking** (races when ahead): with every soldier when its clock (turns to deal the
  defender's life) is no slower than the defender's, or when the attack is lethal through the
  defender's blockers; otherwise only with soldiers no single blocker can destroy and survive.
  It attacks the opponent with the least life.
* **Blocking** (trades up): a block that destroys the attacker and survives, then one that
  trades a cheaper soldier for the attacker, then one that survives and stops the damage; chump
  blocks only when the damage coming would kill it. Damage goes first to the blockers worth most
  that it can destroy.
* **Answers** (holds a counter for a threat): the Fool for a court an opponent plays, the
  Magician for a trump that would hurt it; the Tower to finish a player; combat tricks (Strength,
  the Emperor, the Lovers) when they turn a fight.
* **Removal** (the biggest soldier): Death and Temperance on the opponents' best soldier, the
  Tower on one it destroys, the Hanged Man, the Hierophant and the Joker on the opponent with the
  best board, Judgment when the opponents' soldiers are worth more than its own.
* At resolution it gives and destroys its least valuable soldiers and discards its least useful
  cards; it searches for its most useful card.
* **Teams** (seed §8): it plays as a teammate. Its allies are never its opponents: it attacks,
  removes and targets only the other teams' players and soldiers, gives its tricks to its own
  or an ally's soldiers, and, as one, blocks every soldier attacking its team, counting its
  teammates' blockers already declared.

:func:`combat_turns_cutoff` stops the search's rollouts after three turns and scores life and
board (with three turns the search won 150 of 200 games against this player, with two 136:
``docs/ai.md``, "Tarot Combat's three turns").
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from ..cards import Card
from ..rules.base import Action
from ..rules.combat import CombatView, Soldier
from ..rules.combat.tables import COST, SPEED, STRENGTH, choices_of, effective_number
from .ismcts import Evaluate, outcome_rewards

PASS = Action("pass")
DONE = Action("done")
LETHAL = Action("lethal")

#: How much the player likes to hold each trump (by number): removal and answers most.
TRUMP_KEEP = (6, 6, 4, 5, 4, 7, 4, 4, 5, 5, 2, 3, 7, 8, 6, 5, 7, 2, 4, 4, 6, 4)
#: Trumps that hurt whoever they aim at (a Magician answers them).
HARMFUL = frozenset({5, 11, 12, 13, 14, 16, 20})
#: Trumps and abilities that draw cards.
DRAWING = frozenset({3, 9, 15, 18, 19, 21})
TRICKS = {4: 5, 6: 2, 8: 4}                   # the strength each combat trick gives
#: The removal trumps: the Hierophant, the Hanged Man, Death, Temperance, the Tower, Judgment.
REMOVAL = frozenset({5, 12, 13, 14, 16, 20})
#: The name of the method choosing at each kind of stage (``_`` and the stage's class name).
_CHOOSERS: dict[type, str] = {}


def keep_value(card: Card) -> float:
    """How useful ``card`` is in the hand (farm or discard the least useful)."""
    if card.is_major:
        return TRUMP_KEEP[card.rank]
    if card.is_joker:
        return 4.0
    if card.is_court:
        return 4.0 + STRENGTH[card._key]
    if card.rank == 1:
        return 2.5
    return 1.0 + SPEED[card._key] / 10


def soldier_value(soldier: Soldier) -> float:
    """What a soldier in play is worth: its strength, and a little its speed."""
    return 3.0 * STRENGTH[soldier.card._key] + SPEED[soldier.card._key] / 5


def fight(attacker: Soldier, blockers: Sequence[Soldier], bonus: dict[int, int] | None = None
          ) -> tuple[bool, set[int]]:
    """The combat of ``attacker`` against ``blockers`` by the rules (speed order, equal speeds
    together, the attacker's lethal damage in order): whether the attacker is destroyed, and the
    ids of the blockers destroyed. ``bonus`` adds strength by soldier id."""
    bonus = bonus or {}
    fighters = (attacker, *blockers)
    taken = {s.id: s.damage + s.tower_damage for s in fighters}
    dead: set[int] = set()
    for speed in sorted({SPEED[s.card._key] for s in fighters}, reverse=True):
        _strike(attacker, blockers, speed, bonus, taken, dead)
    return attacker.id in dead, dead - {attacker.id}


def _strike(attacker: Soldier, blockers: Sequence[Soldier], speed: int,
            bonus: dict[int, int], taken: dict[int, int], dead: set[int]) -> None:
    """The fighters of ``speed`` still alive deal their damage together, added to ``taken``;
    those it destroys join ``dead``."""
    hits: dict[int, int] = {}
    if attacker.id not in dead:
        if SPEED[attacker.card._key] == speed:
            _attacker_hits(attacker, blockers, bonus, taken, dead, hits)
        _blockers_hits(attacker, blockers, speed, bonus, dead, hits)
    for ident, points in hits.items():
        taken[ident] += points
    for s in (attacker, *blockers):
        if s.id not in dead and taken[s.id] >= _strength(s, bonus):
            dead.add(s.id)


def _strength(soldier: Soldier, bonus: dict[int, int]) -> int:
    return soldier.strength + bonus.get(soldier.id, 0)


def _attacker_hits(attacker: Soldier, blockers: Sequence[Soldier], bonus: dict[int, int],
                   taken: dict[int, int], dead: set[int], hits: dict[int, int]) -> None:
    """Add to ``hits`` the attacker's damage: to the blockers still alive in order, each what
    destroys it (``taken``: the damage each has taken), the rest to the last one."""
    left = _strength(attacker, bonus)
    alive = [b for b in blockers if b.id not in dead]
    for b in alive:
        put = min(left, max(0, _strength(b, bonus) - taken[b.id]))
        hits[b.id] = hits.get(b.id, 0) + put
        left -= put
    if alive and left:
        hits[alive[-1].id] = hits.get(alive[-1].id, 0) + left


def _blockers_hits(attacker: Soldier, blockers: Sequence[Soldier], speed: int,
                   bonus: dict[int, int], dead: set[int], hits: dict[int, int]) -> None:
    """Add to ``hits`` the damage the blockers still alive of ``speed`` deal the attacker."""
    for b in blockers:
        if b.id not in dead and SPEED[b.card._key] == speed:
            hits[attacker.id] = hits.get(attacker.id, 0) + _strength(b, bonus)


def _blocks_on(attackers: dict[int, Soldier], every: list[Soldier]) -> dict[int, list[Soldier]]:
    """The soldiers of ``every`` blocking each of the ``attackers``, by the attacker's id."""
    return {a: [b for b in every if b.blocking == a] for a in attackers}


def _block_outcome(blocker: Soldier, attacker: Soldier, others: list[Soldier]
                   ) -> tuple[float, float, bool]:
    """What ``blocker`` joining ``others`` against ``attacker`` changes: the attacker's value
    gained (destroyed by it alone), the blockers' value lost by it, and whether it survives."""
    before_dead, before = fight(attacker, others) if others else (False, set())
    attacker_dead, dead = fight(attacker, [*others, blocker])
    gained = soldier_value(attacker) if attacker_dead and not before_dead else 0.0
    lost = sum(soldier_value(s) for s in [*others, blocker] if s.id in dead) - \
        sum(soldier_value(s) for s in others if s.id in before)
    return gained, lost, blocker.id not in dead


def _trump_number(entry) -> int:
    """The number of the trump a limbo ``entry`` plays (a copy: the trump copied), ``-1``
    for a card that is not a trump."""
    if entry.copies is not None:
        return entry.copies
    return entry.card.rank if entry.card.is_major else -1


def _object(action: Action) -> int:
    return int(str(action.target)[1:].partition(">")[0])


class CombatHeuristic:
    """Chooses a Tarot Combat action from a :class:`CombatView`."""

    name = "heuristic"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    # -- what the view tells ------------------------------------------------------------------
    def _read(self, view: CombatView) -> None:
        """Keep what a decision reads of ``view``: its hand and soldiers as the view holds them
        (read, never changed), the opponents still in, the right-side-up farms."""
        self.view = view
        me = self.me = view.player
        self.hand = view.hand()
        opponents, out = view.opponents, view.out
        self.opponents = [s for s in range(view.num_players) if opponents(me, s) and not out[s]]
        self.mine = view.soldiers[me]
        up = 0
        for farm in view.farms[me]:
            if not farm.sideways:
                up += 1
        self.up_farms = up
        self._span: tuple[int, float] | None = None

    def ally(self, seat: int) -> bool:
        """Whether ``seat`` is this player or a teammate."""
        return not self.view.opponents(self.me, seat)

    def board(self, seat: int) -> float:
        return sum(soldier_value(s) for s in self.view.soldiers[seat])

    def _theirs(self) -> list[Soldier]:
        return [s for seat in self.opponents for s in self.view.soldiers[seat]]

    def _best_opponent(self) -> int:
        """The opponent with the best board (ties: the least life)."""
        view = self.view
        return max(self.opponents, key=lambda s: (self.board(s), -view.life[s], -s))

    def act(self, view: CombatView) -> Action:
        legal = list(view.legal)
        if len(legal) == 1:
            return legal[0]
        self._read(view)
        stage = type(view.stage)
        name = _CHOOSERS.get(stage)
        if name is None:
            name = _CHOOSERS[stage] = f"_{stage.__name__}"
        choose = getattr(self, name, None)
        action = choose(legal) if choose else None
        return action if action in legal else legal[0]

    # -- priority -------------------------------------------------------------------------------
    def _Priority(self, legal: list[Action]) -> Action:
        """The best scored action (the first of equals) if it scores above 0, else a pass."""
        view = self.view
        main = view.active == self.me and view.step == "main" and not view.limbo
        best, action = None, PASS
        for a in legal:
            score = self._score(a, main)
            if best is None or score > best:
                best, action = score, a
        return action if best > 0 else PASS

    def _score(self, action: Action, main: bool) -> float:
        """How much it wants ``action`` with priority (above 0: it plays it); ``main``: its
        own main step, limbo empty."""
        kind = action.kind
        if kind == "pass":
            return 0.0
        card = action.cards[0]
        if kind == "farm":
            return self._farm_score(card) if main else -1
        if kind == "soldier":
            return self._soldier_score(card) if main else -1
        if kind == "ability":
            return self._ability_score(card, main)
        return self._trump_score(card.rank, main)

    def _soldier_score(self, card: Card) -> float:
        """A soldier in its own main step: courts first (the strongest), then the fastest; an
        Ace is kept for its ability while a soldier of its suit (or the Joker) is in play."""
        if card.is_court:
            return 40 + STRENGTH[card._key]
        if card.rank == 1 and self._ace_useful(card):
            return -1
        return 20 + SPEED[card._key] / 10

    def _ability_score(self, card: Card, main: bool) -> float:
        """An ability in its own main step: the Joker's (:meth:`_steal_score`), an Ace's with
        three farms to spare."""
        if card.is_joker:
            return self._steal_score() if main else -1
        return 12.0 if main and self.up_farms >= 3 + self._saved() else -1

    def _saved(self) -> int:
        """Farms it keeps for an answer it holds (the Fool, the Magician)."""
        for c in self.hand:
            if c.is_major and c.rank <= 1:
                return 2
        return 0

    def _ace_useful(self, card: Card) -> bool:
        suit = card.suit
        for s in self.mine:
            if s.card.suit is suit or s.card.is_joker:
                return True
        return False

    def _farm_score(self, card: Card) -> float:
        farms = len(self.view.farms[self.me])
        dearest, cheapest = self._span or self._hand_span()
        if farms >= max(5, dearest) or len(self.hand) < 2:
            return -1
        return 50.0 if keep_value(card) == cheapest else -1

    def _hand_span(self) -> tuple[int, float]:
        """The cost of the dearest card in hand (a trump costs 2) and the least
        :func:`keep_value` in it; worked out once a decision."""
        dearest = 0
        cheapest = math.inf
        for c in self.hand:
            cost = 2 if c.is_major else COST[c._key]
            if cost > dearest:
                dearest = cost
            value = keep_value(c)
            if value < cheapest:
                cheapest = value
        self._span = dearest, cheapest
        return self._span

    def _steal_score(self) -> float:
        theirs = self._theirs()
        return 8 + max(soldier_value(s) for s in theirs) / 2 if theirs else -1

    def _trump_score(self, number: int, main: bool) -> float:
        """How much it wants to play trump ``number`` (above 0: it plays it): an answer or a
        combat trick when there is one to make (:meth:`_answer_score`), removal
        (:meth:`_removal_score`), else, in its own main step with farms to spare for an answer
        it holds, the rest (:meth:`_spare_score`)."""
        if number <= 2 or number in TRICKS:
            return self._answer_score(number)
        if number in REMOVAL:
            return self._removal_score(number, main)
        if not main or self.up_farms < 2 + self._saved():
            return -1
        return self._spare_score(number)

    def _answer_score(self, number: int) -> float:
        """The Fool, the Magician, the High Priestess and the combat tricks: when there is a
        court, a harmful trump, a trump worth copying or a fight to turn."""
        if number == 0:
            return 60.0 if self._fool_target() is not None else -1
        if number == 1:
            return 60.0 if self._magician_target() is not None else -1
        if number == 2:
            return 30.0 if self._copy_target() is not None else -1
        return 45.0 if self._trick(number) is not None else -1

    def _removal_score(self, number: int, main: bool) -> float:
        """The Tower (:meth:`_tower_score`); Judgment when the opponents' boards are worth
        more than 6 over its own; Death and Temperance on a soldier worth 9 or more; the
        Hierophant and the Hanged Man on any soldier, the best one scoring most."""
        if number == 16:
            return self._tower_score(main)
        if number == 20:
            gain = sum(self.board(s) for s in self.opponents) - self.board(self.me)
            return 10 + gain if gain > 6 else -1
        theirs = self._theirs()
        best = max((soldier_value(s) for s in theirs), default=0.0)
        if number in (13, 14):
            return (20 + best) if best >= 9 else -1
        return (15 + best) if theirs else -1

    def _tower_score(self, main: bool) -> float:
        """The Tower to finish an opponent (3 life or less), else on a soldier it destroys,
        else (its own main step, farms to spare) on the opponents' players."""
        if any(self.view.life[s] <= 3 for s in self.opponents):
            return 100.0
        target = self._tower_soldier()
        if target is not None:
            return 25 + soldier_value(target)
        return 6.0 if main and self.up_farms >= 2 + self._saved() else -1

    def _spare_score(self, number: int) -> float:
        """The trumps played with farms to spare: the drawing ones (the Moon and the World with
        a card to take back), the Chariot (:meth:`_chariot_score`), Justice
        (:meth:`_justice_score`), the Wheel and the Star with two cards or fewer in hand."""
        if number in DRAWING:
            return 10.0 if number not in (18, 21) or self._discard_pick(number) else -1
        if number == 7:
            return self._chariot_score()
        if number == 11:
            return self._justice_score()
        if number in (10, 17):
            return 8.0 if len(self.hand) <= 2 else -1
        return -1

    def _chariot_score(self) -> float:
        """The Chariot when some of its soldiers are sideways and all the opponents' are."""
        ready = [s for s in self.mine if s.sideways]
        return 8.0 if ready and not any(not s.sideways for s in self._theirs()) else -1

    def _justice_score(self) -> float:
        """Justice when an opponent holds (hand and soldiers) three cards or more over it."""
        view = self.view
        mine = len(self.hand) + len(self.mine)
        most = max(len(view.zones[f"hand:{s}"]) + len(view.soldiers[s]) for s in self.opponents)
        return 5.0 * (most - mine) if most - mine >= 3 else -1

    # -- answers ---------------------------------------------------------------------------------
    def _fool_target(self) -> int | None:
        entries = [e for e in self.view.limbo if e.kind == "soldier" and e.player != self.me
                   and e.card.is_court and STRENGTH[e.card._key] >= 3]
        return max(entries, key=lambda e: STRENGTH[e.card._key]).id if entries else None

    def _aims_at_me(self, entry) -> bool:
        if entry.seat == self.me:
            return True
        if entry.seat is not None and self.ally(entry.seat):
            return True
        ids = set(entry.ids)
        if any(s.id in ids for s in self.mine):
            return True
        return effective_number(entry) in (11, 20) and self.board(self.me) >= 6

    def _magician_target(self) -> int | None:
        entries = [e for e in self.view.limbo if e.kind == "trump" and e.player != self.me
                   and effective_number(e) in HARMFUL and self._aims_at_me(e)]
        return entries[-1].id if entries else None

    def _copy_target(self) -> int | None:
        good = [e for e in self.view.limbo if e.kind == "trump" and effective_number(e) in
                (3, 9, 15, 13, 16, 20)]
        return good[-1].id if good else None

    def _fights(self) -> list[tuple[Soldier, list[Soldier]]]:
        """Each attacker in combat with its blockers."""
        every = [s for row in self.view.soldiers for s in row]
        return [(a, [b for b in every if b.blocking == a.id]) for a in every
                if a.attacking is not None and a.blocked]

    def _trick(self, number: int) -> int | None:
        """A soldier of its own that the trick (+strength) turns from losing to winning."""
        if self.view.moment not in ("blockers", "damage"):
            return None
        plus = TRICKS[number]
        for attacker, blockers in self._fights():
            for mine in [attacker, *blockers]:
                if not self.ally(self.view.soldier(mine.id)[0]):
                    continue
                if number == 4 and mine.attacking is None:
                    continue
                dead_before = self._lost(attacker, blockers, {})
                dead_after = self._lost(attacker, blockers, {mine.id: plus})
                if dead_after < dead_before:
                    return mine.id
        return None

    def _lost(self, attacker: Soldier, blockers: list[Soldier], bonus: dict[int, int]) -> float:
        """The value this player loses minus what the others lose in a fight."""
        attacker_dead, dead = fight(attacker, blockers, bonus)
        loss = 0.0
        for s in [attacker, *blockers]:
            if (s.id in dead) or (s is attacker and attacker_dead):
                sign = 1 if self.ally(self.view.soldier(s.id)[0]) else -1
                loss += sign * soldier_value(s)
        return loss

    def _tower_soldier(self) -> Soldier | None:
        killable = [s for s in self._theirs() if s.lethal <= 3]
        return max(killable, key=soldier_value) if killable else None

    def _discard_pick(self, number: int) -> Card | None:
        pile = [c for c in self.view.zones[self.view.discard_zone(self.me)] if c is not None and
                c.is_major is (number == 21)]
        return max(pile, key=keep_value) if pile else None

    # -- choices when playing --------------------------------------------------------------------
    def _ChooseTarget(self, legal: list[Action]) -> Action:
        """The High Priestess copies what :meth:`_copy_target` names; an opponent to choose is
        the one with the best board; a trump's other targets: :meth:`_trump_target`."""
        stage = self.view.stage
        entry = next(e for e in self.view.limbo if e.id == stage.entry)
        choice = choices_of(entry)[stage.slot]
        if stage.slot == 0 and entry.card.is_major and entry.card.rank == 2:
            return self._pick(legal, lambda a: self._copy_target() == _object(a))
        if choice.__class__.__name__ == "OpponentChoice":
            best = self._best_opponent()
            return self._pick(legal, lambda a: a.target == best)
        return self._trump_target(legal, _trump_number(entry), stage.slot)

    def _trump_target(self, legal: list[Action], number: int, slot: int) -> Action:
        """The target of trump ``number`` (its choice ``slot``): the Fool's and the Magician's
        answers, the soldier a combat trick helps most (its own, in a fight), the Tower's
        (:meth:`_tower_target`), the least valuable soldier for Temperance's first, the Moon's
        and the World's most useful card, else the target that hurts the opponents most."""
        if number in (0, 1):
            target = self._fool_target() if number == 0 else self._magician_target()
            return self._pick(legal, lambda a: _object(a) == target)
        if number in (4, 6, 8):
            return self._max(legal, lambda a: self._own_value(_object(a)))
        if number == 16:
            return self._tower_target(legal)
        if number == 14 and slot == 0:
            return self._max(legal, lambda a: -self._value_of(_object(a)))
        if number in (18, 21):
            return self._max(legal, lambda a: keep_value(a.cards[0]))
        return self._max(legal, lambda a: self._harm(a))

    def _tower_target(self, legal: list[Action]) -> Action:
        """The Tower's target: an opponent it finishes (3 life or less), else a soldier it
        destroys (:meth:`_tower_soldier`), else the opponent with the best board."""
        for seat in self.opponents:
            if self.view.life[seat] <= 3 and Action("target", (), seat) in legal:
                return Action("target", (), seat)
        tower = self._tower_soldier()
        if tower is not None:
            return Action("target", (), f"#{tower.id}")
        return self._pick(legal, lambda a: a.target == self._best_opponent())

    def _value_of(self, ident: int) -> float:
        found = self.view.soldier(ident)
        return soldier_value(found[1]) if found else 0.0

    def _own_value(self, ident: int) -> float:
        found = self.view.soldier(ident)
        if found is None:
            return -1.0
        seat, soldier = found
        mine = 100.0 if self.ally(seat) else 0.0
        return mine + (50.0 if soldier.attacking is not None or soldier.blocking is not None
                       else 0.0) + soldier_value(soldier)

    def _harm(self, action: Action) -> float:
        """How much a target hurts the opponents (their soldiers), not this player."""
        if action.cards:
            return keep_value(action.cards[0])
        if isinstance(action.target, int):
            return 0.0 if self.ally(action.target) else 1.0
        found = self.view.soldier(_object(action))
        if found is None:
            return 0.0
        seat, soldier = found
        return (-1 if self.ally(seat) else 1) * soldier_value(soldier)

    def _pick(self, legal: list[Action], test) -> Action:
        for action in legal:
            if test(action):
                return action
        return legal[0]

    def _max(self, legal: list[Action], key) -> Action:
        """The action of ``legal`` with the highest ``key``, the first of those tied."""
        return max(enumerate(legal), key=lambda ia: (key(ia[1]), -ia[0]))[1]

    def _PayWithFarms(self, legal: list[Action]) -> Action:
        return legal[0]

    # -- attacking and blocking --------------------------------------------------------------------
    def _DeclareAttackers(self, legal: list[Action]) -> Action:
        """The next attacker (:meth:`_attackers`) on the opponent with the least life that it
        may attack, or done."""
        view = self.view
        open_to = {int(str(a.target).partition(">")[2]) for a in legal if a.kind == "attack"}
        target = min(open_to or self.opponents, key=lambda s: (view.life[s], s))
        for soldier in self._attackers(target):
            action = Action("attack", (), f"#{soldier.id}>{target}")
            if action in legal:
                return action
        return DONE

    def _attackers(self, target: int) -> list[Soldier]:
        """Its soldiers ready to attack ``target``: all of them when it goes all in
        (:meth:`_all_in`), else those no blocker of ``target`` stops (:meth:`_safe`)."""
        ready = [s for s in self.mine if not s.sideways and s.attacking is None]
        blockers = self._blockers_for(target)
        attacking = [s for s in self.mine if s.attacking is not None]
        if self._all_in(target, ready + attacking, blockers):
            return ready
        return [s for s in ready if self._safe(s, blockers)]

    def _all_in(self, target: int, attackers: list[Soldier], blockers: list[Soldier]) -> bool:
        """Whether to attack with everything: lethal through the blockers, or ahead in the race."""
        view = self.view
        if not attackers:
            return False
        strengths = sorted((s.strength for s in attackers), reverse=True)
        if sum(strengths[len(blockers):]) >= view.life[target]:
            return True
        mine = sum(s.strength for s in self.mine)
        theirs = sum(s.strength for s in view.soldiers[target])
        if theirs == 0:
            return not blockers
        my_clock = math.ceil(view.life[target] / max(1, mine))
        their_clock = math.ceil(view.life[self.me] / theirs)
        return my_clock < their_clock and mine >= theirs + 2

    def _safe(self, attacker: Soldier, blockers: list[Soldier]) -> bool:
        """No single blocker destroys it and survives, nor trades with it for less."""
        for blocker in blockers:
            attacker_dead, dead = fight(attacker, [blocker])
            if attacker_dead and (blocker.id not in dead
                                  or soldier_value(blocker) < soldier_value(attacker)):
                return False
        return True

    def _blockers_for(self, seat: int) -> list[Soldier]:
        """The soldiers right-side-up that may block for ``seat`` (:meth:`_defending`)."""
        return [s for s in self._defending(seat) if not s.sideways]

    def _defending(self, seat: int) -> list[Soldier]:
        """The soldiers that may block for ``seat``: its own; as one, its team's."""
        view = self.view
        if view.team_mode != "as one":
            return list(view.soldiers[seat])
        return [s for t in range(view.num_players) if not view.opponents(seat, t)
                for s in view.soldiers[t]]

    def _DeclareBlockers(self, legal: list[Action]) -> Action:
        """The block it scores best (:meth:`_block_score`) if it scores above 0, else done."""
        view = self.view
        every = [s for row in view.soldiers for s in row]
        attackers = self._attacking_me(every)
        blocks = _blocks_on(attackers, every)
        coming = sum(a.strength for i, a in attackers.items() if not blocks[i])
        best, best_score = DONE, 0.0
        for action in legal:
            if action.kind != "block":
                continue
            blocker_id, _, attacker_id = str(action.target).partition(">")
            attacker = attackers[int(attacker_id[1:])]
            score = self._block_score(view.soldier(int(blocker_id[1:]))[1], attacker,
                                      blocks[attacker.id], coming)
            if score > best_score:
                best, best_score = action, score
        return best

    def _attacking_me(self, every: list[Soldier]) -> dict[int, Soldier]:
        """The soldiers of ``every`` attacking this player (as one: its team), by id."""
        as_one = self.view.team_mode == "as one"
        return {s.id: s for s in every if s.attacking is not None and (
            self.ally(s.attacking) if as_one else s.attacking == self.me)}

    def _block_score(self, blocker: Soldier, attacker: Soldier, others: list[Soldier],
                     coming: int) -> float:
        """How much it wants ``blocker`` to block ``attacker`` (already blocked by
        ``others``; ``coming``: the damage unblocked so far), above 0 to block: one that
        destroys the attacker and survives, one that trades up, one that survives alone, a
        chump block alone when the damage coming would kill it."""
        gained, lost, survives = _block_outcome(blocker, attacker, others)
        stopped = 0.0 if others else attacker.strength
        if gained and survives:
            return 100 + gained - lost
        if gained and gained > lost:
            return 50 + gained - lost
        if survives and not others:
            return 20.0 + stopped
        if self.view.life[self.me] <= coming and not others:
            return 10.0 + stopped - soldier_value(blocker) / 10
        return 0.0

    def _AssignDamage(self, legal: list[Action]) -> Action:
        view = self.view
        stage = view.stage
        given = dict(stage.given)
        blockers = sorted((view.soldier(_object(a))[1] for a in legal if a.kind == "damage"),
                          key=soldier_value, reverse=True)
        for blocker in blockers:
            need = blocker.lethal - given.get(blocker.id, 0)
            if 0 < need <= stage.left:
                return Action("damage", (), f"#{blocker.id}")
        return LETHAL

    # -- choices at resolution --------------------------------------------------------------------
    def _GiveSoldier(self, legal: list[Action]) -> Action:
        return self._max(legal, lambda a: -self._value_of(_object(a)))

    def _DestroyOwn(self, legal: list[Action]) -> Action:
        return self._max(legal, lambda a: -self._value_of(_object(a)))

    def _Search(self, legal: list[Action]) -> Action:
        return self._max(legal, lambda a: keep_value(a.cards[0]))

    def _JusticeChoice(self, legal: list[Action]) -> Action:
        if self.view.stage.zone == "hand":
            return self._max(legal, lambda a: -keep_value(a.cards[0]))
        if self.view.stage.zone == "soldiers":
            return self._max(legal, lambda a: -self._value_of(_object(a)))
        farms = {f.id: f for f in self.view.farms[self.me]}
        return self._max(legal, lambda a: farms[_object(a)].sideways)


# -- the search's cut-off ------------------------------------------------------------------------

def board_score(state, seat: int) -> float:
    """A seat's standing: its life, its soldiers (3 a point of strength), its farms and cards."""
    if state.out[seat]:
        return -1000.0
    soldiers = sum(STRENGTH[s.card._key] for s in state.soldiers[seat])
    return state.life[seat] + 1.5 * soldiers + 0.5 * len(state.farms[seat]) + \
        0.3 * len(state.hands[seat])


def combat_turns_cutoff(world, turns: int = 3, scale: float = 6.0) -> Evaluate:
    """Tarot Combat's search cut-off: a rollout stops when the game ends (scored by its outcome)
    or ``turns`` turns after the sampled ``world``'s, scored by each seat's lead in
    :func:`board_score` over the best other seat, through a logistic of ``scale``."""
    start = world.turn

    def evaluate(state):
        if state.stage is None:
            return outcome_rewards(state)
        if state.turn < start + turns:
            return None
        scores = [board_score(state, s) for s in range(state.num_players)]
        teams = state.teams
        out = []
        for s, mine in enumerate(scores):
            other = max(v for t, v in enumerate(scores) if teams[t] != teams[s])
            out.append(1.0 / (1.0 + math.exp(-(mine - other) / scale)))
        return tuple(out)

    return evaluate



# -- the hint's reasons -----------------------------------------------------------------------------

def combat_hint(view: CombatView, action: Action) -> str:
    """The reason of a Tarot Combat move for the Hint button, from what ``view`` makes certain
    on the board as it stands (cards still to be played may change it): a block that
    destroys its attacker or survives ("blocks the King of Swords and survives"), an attack
    that is lethal because nothing can block ("lethal: 20 damage unblocked"), damage that
    destroys a blocker, a farm toward the dearest court in hand. ``""`` when nothing certain
    can be said."""
    reason = _REASONS.get(action.kind)
    return reason(view, action) if reason is not None else ""


def _block_reason(view: CombatView, action: Action) -> str:
    """A block: the fight with the attacker's other blockers says who is destroyed."""
    blocker_id, _, attacker_id = str(action.target).partition(">")
    attacker = view.soldier(int(attacker_id[1:]))[1]
    blocker = view.soldier(int(blocker_id[1:]))[1]
    others = [s for row in view.soldiers for s in row if s.blocking == attacker.id]
    attacker_dead, dead = fight(attacker, [*others, blocker])
    name = attacker.card.name()
    if attacker_dead:
        return (f"trades with the {name}" if blocker.id in dead
                else f"destroys the {name} and survives")
    if blocker.id not in dead:
        return f"blocks the {name} and survives"
    return "" if others else f"stops {attacker.strength} damage"


def _attack_reason(view: CombatView, action: Action) -> str:
    """An attack on a defender with no soldier right-side-up to block: lethal or not."""
    ident, _, seat = str(action.target).partition(">")
    defender = int(seat)
    if any(not s.sideways for s in view.soldiers[defender]):
        return ""
    coming = view.soldier(int(ident[1:]))[1].strength + sum(
        s.strength for s in view.soldiers[view.player] if s.attacking == defender)
    if coming >= view.life[defender]:
        return f"lethal: {coming} damage unblocked"
    return "nothing can block it"


def _damage_reason(view: CombatView, action: Action) -> str:
    """A point of damage that destroys the soldier it is given to."""
    found = view.soldier(_object(action))
    given = dict(view.stage.given).get(found[1].id, 0) if found else 0
    if found and given + 1 >= found[1].lethal > 0:
        return f"destroys the {found[1].card.name()}"
    return ""


def _farm_reason(view: CombatView, action: Action) -> str:
    """A farm toward the dearest court in hand that the farms do not pay for yet."""
    farms = len(view.farms[view.player])
    courts = [c for c in view.hand() if c.is_court and COST[c._key] > farms]
    if not courts:
        return ""
    court = max(courts, key=lambda c: COST[c._key])
    return f"a farm towards the {court.name()} (it costs {COST[court._key]}; " \
        f"this makes {farms + 1})"


#: The reason of each kind of move :func:`combat_hint` explains.
_REASONS = {"block": _block_reason, "attack": _attack_reason, "damage": _damage_reason,
            "farm": _farm_reason}
