"""Committing on the battlefields of Arcanoid (seed "Making a move", the Fool, the World;
notes "Moves and timing"): the legal commitments, making one (and opening the Fool's window),
recording it, the Fool's steal, leaving the round; a mixin of :class:`~.state.ArcanoidState`."""

from __future__ import annotations

from typing import Sequence

from ...cards import Card
from ..base import Action, Event
from ..stages import Stage
from .commitments import (ABDICATION, ABDICATIONS, CHARIOT, DEVIL, FIELD_SUIT, FIELDS, FOOL,
                          HERMIT, TEMPERANCE, WORLD, Commit, Force, classify, couple_sets,
                          major, one_field_sets)
from .stages import FoolWindow, Settle


class CommitMixin:
    """Commitments, the Fool's steal, the World, retiring. Relies on ``ArcanoidState``."""

    def commit_actions(self, a: int) -> list[Action]:
        """Every commitment ``a`` may make now: abdications, one-field sets, the World,
        two-field couples; a set using the Chariot's reserve must use all of it."""
        pool = self.pool(a)
        reserve = self.chariot[a][1:]
        cards = sorted(pool + reserve)
        acts: list[Action] = []
        opened = self.open_fields(a)
        for f in opened:
            acts.append(Action("abdicate", (), FIELDS[f]))
            if not self.may_commit(a, f):
                continue
            suit = FIELD_SUIT[FIELDS[f]]
            sets = one_field_sets(pool, suit)
            if reserve:
                sets += one_field_sets(cards, suit, reserve)
            acts.extend(Action("commit", cs, FIELDS[f]) for cs in sets)
            if major(WORLD) in pool and not self.touched[f]:
                acts.append(Action("commit", (major(WORLD),), FIELDS[f]))
        pairs = [(f, g) for f in opened for g in opened
                 if f < g and self.may_commit(a, f) and self.may_commit(a, g)]
        for cs in couple_sets(cards):
            if self.reserve_ok(cs, reserve):
                for f, g in pairs:
                    acts.append(Action("commit", cs, f"{FIELDS[f]}+{FIELDS[g]}"))
        return acts

    @staticmethod
    def reserve_ok(cards: Sequence[Card], reserve: Sequence[Card]) -> bool:
        """Whether ``cards`` use all of the Chariot's ``reserve`` or none of it (seed)."""
        used = sum(c in cards for c in reserve)
        return used == 0 or used == len(reserve)

    def commit_move(self, a: int, action: Action, events: list[Event]) -> Stage | None:
        """``a`` commits ``action.cards`` (or abdicates) on the field(s) ``action.target``: a
        couple on two fields and the World count at once; a commitment the Fool may steal
        opens its window (:class:`~.stages.FoolWindow`), others :class:`~.stages.Settle`."""
        fields = [FIELDS.index(w) for w in str(action.target).split("+")]
        cards = action.cards
        if action.kind == "abdicate":
            f = fields[0]
            events.append(Event("message", player=self.controller(a), data={"field": FIELDS[f]},
                                text=f"{self.name(a)} abdicates on {FIELDS[f]}."))
            self.record(a, f, Commit(ABDICATION, self.tick()), events)
            return None
        force = classify(cards, FIELD_SUIT[FIELDS[fields[0]]])
        uses_reserve = any(c in self.chariot[a][1:] for c in cards)
        time = self.tick()
        placed = list(cards) if len(fields) == 1 else [[c] for c in cards]
        for i, f in enumerate(fields):
            group = placed if len(fields) == 1 else placed[i]
            for card in group:
                src = self.take(a, card)
                self.lanes[a][f].append(card)
                events.append(Event("move", card, src, f"field:{FIELDS[f]}:{self.who(a)}",
                                    player=self.controller(a)))
        if uses_reserve:
            self.chariot[a].remove(major(CHARIOT))
            self.to_discard(major(CHARIOT), f"chariot:{self.who(a)}", events,
                            player=self.controller(a), text="The Chariot charges.")
        words = " and ".join(FIELDS[f] for f in fields)
        events.append(Event("message", player=self.controller(a),
                            data={"field": words, "kind": force.kind},
                            text=f"{self.name(a)} commits on {words}."))
        if force.kind == "world":
            self.world(a, fields[0], time, events)
            return None
        if len(fields) == 2:
            f, g = fields
            self.record(a, f, Commit(force, time, g), events)
            self.record(a, g, Commit(force, time, f), events)
            return None
        thieves = self.fool_candidates(a, fields[0]) if force.stealable else []
        word = FIELDS[fields[0]]
        if thieves:
            return FoolWindow(thieves[0], a, word, time, tuple(thieves[1:]))
        self.then(Settle(a, word, time))
        return None

    def record(self, a: int, f: int, commit: Commit, events: list[Event]) -> None:
        """``a`` is committed on field ``f``. Temperance is lifted when its DRESDEN owner commits
        cards on the tempered field; a fourth commitment removes ``a`` from the round."""
        self.commits[a][f] = commit
        self.touched[f] = True
        t = self.temperance
        if t == (a, f) and commit.force.kind not in ABDICATIONS and not self.nassau:
            self.temperance = None
            self.discard_front(a, TEMPERANCE, events,
                               f"{self.name(a)} commits on the tempered field: Temperance is "
                               "lifted.")
        if all(c is not None for c in self.commits[a]) and not self.out[a]:
            self.retire(a, events)

    def retire(self, a: int, events: list[Event]) -> None:
        """``a`` has committed on all four fields: out of the round, its cards discarded (seed
        "Principles"); its Hermit and Temperance go; the daemon's end discards the Devil."""
        self.out[a] = True
        seat = self.controller(a)
        for card in list(self.hands[a]):
            self.hands[a].remove(card)
            self.forget(a, card)
            self.to_discard(card, f"hand:{self.who(a)}", events, self.vis(a), seat)
        for card in list(self.strength_row[a]):
            self.strength_row[a].remove(card)
            self.to_discard(card, f"strength:{self.who(a)}", events, player=seat)
        for card in list(self.chariot[a]):
            self.chariot[a].remove(card)
            self.to_discard(card, f"chariot:{self.who(a)}", events, player=seat)
        if self.hermit is not None and self.hermit[0] == a:
            self.hermit = None
            self.discard_front(a, HERMIT, events, "The Hermit leaves with its owner.")
        if self.temperance is not None and self.temperance[0] == a:
            self.temperance = None
            self.discard_front(a, TEMPERANCE, events, "Temperance leaves with its owner.")
        if a == self.D:
            self.discard_front(self.daemon_master, DEVIL, events,
                               "The daemon has finished: the Devil is discarded.")
        events.append(Event("message", player=seat, data={"out": self.who(a)},
                            text=f"{self.name(a)} has committed everywhere and leaves the "
                                 "round."))

    def world(self, a: int, f: int, time: int, events: list[Event]) -> None:
        """The World wins field ``f``; every other player abdicates there at once (seed)."""
        self.record(a, f, Commit(Force("world"), time), events)
        for b in self.actors():
            if b != a and self.commits[b][f] is None:
                self.record(b, f, Commit(ABDICATION, time), events)

    # -- the Fool's window ---------------------------------------------------------------------
    def fool_candidates(self, a: int, f: int) -> list[int]:
        """Who may steal ``a``'s commitment attempt on field ``f`` with the Fool, in playing
        order: not yet committed there, allowed to commit there, holding the Fool (or anyone
        eligible when it lies in Justice's row) — seed, the Fool; notes "Moves and timing"."""
        fool = major(FOOL)
        out = []
        for b in self.order_from(a)[1:]:
            if self.out[b] or self.commits[b][f] is not None or not self.may_commit(b, f):
                continue
            if fool in self.justice_row or fool in self.hands[b] or fool in self.strength_row[b]:
                out.append(b)
        return out

    def steal(self, thief: int, victim: int, f: int, events: list[Event]) -> None:
        """``thief`` plays the Fool, which is discarded, and the cards ``victim`` just tried to
        commit on ``f`` go to the thief's lane (seed, the Fool)."""
        fool = major(FOOL)
        src = self.take(thief, fool)
        self.to_discard(fool, src, events, player=self.controller(thief),
                        text=f"{self.name(thief)} plays the Fool and steals the commitment.")
        word = FIELDS[f]
        for card in list(self.lanes[victim][f]):
            self.lanes[victim][f].remove(card)
            self.lanes[thief][f].append(card)
            events.append(Event("move", card, f"field:{word}:{self.who(victim)}",
                                f"field:{word}:{self.who(thief)}",
                                player=self.controller(thief)))
