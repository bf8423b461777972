"""The major arcana of Arcanoid (seed "The effect of the major arcana"; notes "Moves and
timing"), as a mixin of :class:`~.state.ArcanoidState`: which majors ``a`` may play now
(:meth:`ArcanaMixin.major_actions`), their effects, and the choices they open (the Wheel's
discards, the Star's, the Moon's and the Sun's calls).

The Magician, the Empress, the Emperor, the Lovers and the World are committed (see
:mod:`.commitments`); the Fool steals in its own window (:mod:`.state`). The others:

* II High Priestess ``play M2 @seat``, V Hierophant ``play M5 @swords|…|trumps|fool`` (discarded;
  the player draws and plays again); VIII Justice ``play M8`` (set aside; six shared cards;
  plays again); IX Hermit ``play M9``; X Wheel ``play M10``; XI Strength ``play M11
  @visible|hidden``; XII Hanged Man ``play M12 @seat|daemon``; XIII Death ``play M13``; XIV
  Temperance ``play M14 @field``; XV Devil ``play M15``; XVII–XIX ``play M17`` then ``call
  <card>``; VII Chariot ``chariot M7 <cards>``, ``reserve <1–2 cards>``, ``unload``; XVI Tower
  ``tower M16 @field:who``; XX Judgment ``judge M20 @field:who``; NASSAU's ``lift`` of
  Temperance.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ...cards import Card, full_deck
from ..base import Action, Event
from .commitments import (ABDICATION, ABDICATIONS, CHARIOT, DEATH, DEVIL, FIELD_SUIT, FIELDS, FOOL,
                          HANGED, HERMIT, HIEROPHANT, JUDGED, JUDGMENT, JUSTICE, MOON,
                          PRIESTESS, STAR, STRENGTH, SUN, TEMPERANCE, TOWER, WHEEL, WORLD, Commit,
                          major)

DECK: tuple[Card, ...] = tuple(full_deck())

#: What the Hierophant may call (seed): a suit, the trumps (without the Fool), or the Fool.
HIEROPHANT_CALLS = ("swords", "staves", "cups", "coins", "trumps", "fool")
LASTING = frozenset({JUSTICE, HERMIT, STRENGTH, TEMPERANCE, DEVIL})
PLAYS_AGAIN = frozenset({PRIESTESS, HIEROPHANT, JUSTICE})
CALLS = {STAR: 1, MOON: 2, SUN: 3}
#: Stopping after a failed call of the Moon or the Sun (seed: a further call is an option).
STOP_CALLING = Action("pass")
#: The majors the Sun may not call (seed, the Sun).
UNCALLABLE = frozenset({FOOL, JUDGMENT, WORLD})


def hierophant_shows(word: str, card: Card) -> bool:
    """Whether ``card`` is shown when the Hierophant calls ``word`` (the Fool only when called
    alone; seed, the Hierophant)."""
    if word == "fool":
        return card == major(FOOL)
    if word == "trumps":
        return card.is_major and card.rank != FOOL
    return not card.is_major and card.suit is FIELD_SUIT[word]


class ArcanaMixin:
    """Effects of the major arcana. Relies on the helpers of ``ArcanoidState``."""

    def tgt(self, b: int) -> int | str:
        """The action target naming actor ``b``: its seat number or ``"daemon"``."""
        return "daemon" if b == self.D else b

    def plays_again(self, action: Action) -> bool:
        """The High Priestess, the Hierophant and Justice: the player draws, then moves again."""
        return action.kind == "play" and action.cards[0].rank in PLAYS_AGAIN

    # -- legal moves ---------------------------------------------------------------------------
    def major_actions(self, a: int) -> list[Action]:
        have = set(self.pool(a))
        own = sorted(c for c in self.hands[a] + self.strength_row[a])
        acts: list[Action] = []

        def held(number: int) -> bool:
            return major(number) in have

        def play(number: int, target: Any = None) -> None:
            acts.append(Action("play", (major(number),), target))

        if held(PRIESTESS):
            for s in range(self.n):
                if s != self.controller(a) and not self.out[s]:
                    play(PRIESTESS, s)
        if held(HIEROPHANT):
            for word in HIEROPHANT_CALLS:
                play(HIEROPHANT, word)
        if held(CHARIOT) and not self.chariot[a]:
            rest = [c for c in own if c != major(CHARIOT)]
            for k in range(len(rest) + 1):
                for sub in combinations(rest, k):
                    acts.append(Action("chariot", tuple(sorted((*sub, major(CHARIOT))))))
        if self.chariot[a]:
            for k in (1, 2):
                for sub in combinations(own, k):
                    acts.append(Action("reserve", sub))
            acts.append(Action("unload"))
        for number in (JUSTICE, HERMIT, WHEEL):
            if held(number):
                play(number)
        if held(STRENGTH):
            play(STRENGTH, "visible")
            play(STRENGTH, "hidden")
        if held(HANGED):
            for b in self.actors():
                if not self.out[b]:
                    play(HANGED, self.tgt(b))
        if held(DEATH):
            play(DEATH)
        if held(TEMPERANCE) and self.deck:
            for f in range(4):
                c = self.commits[a][f]
                if c is None or c.force.kind in ABDICATIONS:
                    play(TEMPERANCE, FIELDS[f])
        if held(DEVIL) and self.daemon_master is None:
            play(DEVIL)
        if held(TOWER):
            for f, b in self.tower_targets():
                acts.append(Action("tower", (major(TOWER),), f"{FIELDS[f]}:{self.who(b)}"))
        for number in (STAR, MOON, SUN):
            if held(number):
                play(number)
        if held(JUDGMENT):
            for f, b in self.judgment_targets():
                acts.append(Action("judge", (major(JUDGMENT),), f"{FIELDS[f]}:{self.who(b)}"))
        if self.nassau and self.temperance is not None and self.temperance[0] == a:
            acts.append(Action("lift"))
        return acts

    def tower_targets(self) -> list[tuple[int, int]]:
        """``(field, actor)`` commitments the Tower may undo: not of a player who has finished,
        nor an abdication, Judgment or the World (seed, the Tower)."""
        return [(f, b) for f in range(4) for b in self.actors()
                if not self.out[b] and self.commits[b][f] is not None
                and self.commits[b][f].force.kind not in ABDICATIONS | {"world"}]

    def judgment_targets(self) -> list[tuple[int, int]]:
        """``(field, actor)``: any player still in, on a field it has not committed on."""
        return [(f, b) for f in range(4) for b in self.actors()
                if not self.out[b] and self.commits[b][f] is None]

    # -- playing a major ---------------------------------------------------------------------
    def major_apply(self, a: int, action: Action, events: list[Event]) -> None:
        kind = action.kind
        seat = self.controller(a)
        me = self.name(a)
        w = self.who(a)
        if kind == "chariot":
            for card in action.cards:
                src = self._take(a, card)
                if card == major(CHARIOT):
                    self.chariot[a].insert(0, card)
                else:
                    self.chariot[a].append(card)
                events.append(Event("move", card, src, f"chariot:{w}", player=seat))
            events.append(Event("message", player=seat,
                                text=f"{me} puts down the Chariot with "
                                     f"{len(action.cards) - 1} card(s) in reserve."))
        elif kind == "reserve":
            for card in action.cards:
                src = self._take(a, card)
                self.chariot[a].append(card)
                events.append(Event("move", card, src, f"chariot:{w}", player=seat,
                                    text=f"{me} adds a card to the Chariot."))
        elif kind == "unload":
            for card in list(self.chariot[a]):
                self.chariot[a].remove(card)
                self._to_discard(card, f"chariot:{w}", events, player=seat)
            events.append(Event("message", player=seat,
                                text=f"{me} discards the Chariot and its reserve."))
        elif kind == "lift":
            self.temperance = None
            self._discard_front(a, TEMPERANCE, events, f"{me} lifts Temperance.")
        elif kind == "tower":
            self._put_down(a, major(TOWER), events)
            f, b = self.target_of(action.target)
            self._decommit(b, f, events)
        elif kind == "judge":
            card = major(JUDGMENT)
            src = self._take(a, card)
            f, b = self.target_of(action.target)
            self.lanes[b][f].append(card)
            events.append(Event("move", card, src, f"field:{FIELDS[f]}:{self.who(b)}",
                                player=seat, text=f"{me} passes Judgment on {self.name(b)}: "
                                                  f"they abdicate on {FIELDS[f]}."))
            self._record(b, f, Commit(JUDGED, self._tick()), events)
        else:
            card = action.cards[0]
            self._put_down(a, card, events)
            getattr(self, f"_m{card.rank}")(a, action.target, events)

    def target_of(self, text: Any) -> tuple[int, int]:
        word, who = str(text).split(":")
        return FIELDS.index(word), self.actor_of(who)

    def _put_down(self, a: int, card: Card, events: list[Event]) -> None:
        """Show ``card``: the lasting majors go in front of ``a``, the others are discarded."""
        src = self._take(a, card)
        seat = self.controller(a)
        text = f"{self.name(a)} plays {card.name()}."
        if card.rank in LASTING:
            self.front[a].append(card)
            events.append(Event("move", card, src, f"front:{self.who(a)}", player=seat,
                                text=text))
        else:
            self._to_discard(card, src, events, player=seat, text=text)

    def _decommit(self, b: int, f: int, events: list[Event]) -> None:
        """The Tower: ``b``'s commitment on ``f`` is cancelled and its cards discarded, except a
        couple that also lies on another field, which stays there whole (seed; notes)."""
        commit = self.commits[b][f]
        self.commits[b][f] = None
        src = f"field:{FIELDS[f]}:{self.who(b)}"
        g = commit.other
        keep = g is not None and self.commits[b][g] is not None and self.commits[b][g].other == f
        for card in list(self.lanes[b][f]):
            self.lanes[b][f].remove(card)
            if keep:
                self.lanes[b][g].append(card)
                events.append(Event("move", card, src, f"field:{FIELDS[g]}:{self.who(b)}",
                                    player=self.controller(b)))
            else:
                self._to_discard(card, src, events, player=self.controller(b))
        if keep:
            self.commits[b][g] = Commit(commit.force, commit.time)
        events.append(Event("message", player=self.controller(b),
                            data={"field": FIELDS[f], "decommitted": self.who(b)},
                            text=f"The Tower decommits {self.name(b)} on {FIELDS[f]}."))

    # -- 0–XXI (those played, not committed) ---------------------------------------------------
    def _m2(self, a: int, target: Any, events: list[Event]) -> None:
        """The High Priestess: ``target`` shows its hand to the player alone."""
        viewer, t = self.controller(a), int(target)
        for card in self.hands[t]:
            events.append(Event("reveal", card, f"hand:{t}", f"hand:{t}", face_up=False,
                                player=viewer, visible=frozenset((viewer,))))
        self.private_in[viewer][t].update(self.hands[t])
        events.append(Event("message", player=viewer, data={"shown_by": t},
                            text=f"{{{t}}} shows their hand to {{{viewer}}}."))

    def _m5(self, a: int, word: Any, events: list[Event]) -> None:
        """The Hierophant: every player shows the cards of the called suit (or trumps without
        the Fool, or the Fool alone) to everyone."""
        events.append(Event("message", player=self.controller(a), data={"call": word},
                            text=f"{self.name(a)} calls {word}: everyone shows them."))
        for b in self.actors():
            for card in self.hands[b]:
                if hierophant_shows(word, card):
                    self.public_in[b].add(card)
                    events.append(Event("reveal", card, f"hand:{self.who(b)}",
                                        f"hand:{self.who(b)}", player=self.controller(b)))

    def _m8(self, a: int, target: Any, events: list[Event]) -> None:
        """Justice: six shared cards, face up, refilled after each move (notes' order)."""
        self.justice_on = True

    def _m9(self, a: int, target: Any, events: list[Event]) -> None:
        """The Hermit: three extra moves, after any move, at its owner's choice."""
        self.hermit = (a, 3)

    def _m10(self, a: int, target: Any, events: list[Event]) -> None:
        """The Wheel of Fortune: draw five, then discard back to the hand's size."""
        self._then(("draw", a, 5, "hand", ("wheel", a)))

    def _s_wheel(self, events: list[Event], a: int) -> None:
        extra = len(self.hands[a]) - self.target[a]
        if extra > 0:
            self.phase = ("wheel", a, extra)

    def _m11(self, a: int, option: Any, events: list[Event]) -> None:
        """Strength: two visible cards (a face-up row the player uses as its hand) or one hidden
        card (the hand's size becomes 7 for the round)."""
        if option == "visible":
            self._then(("draw", a, 2, "strength", None))
        else:
            self.target[a] = 7

    def _m12(self, a: int, target: Any, events: list[Event]) -> None:
        """The Hanged Man: all the target's cards (hand and Strength's row) are discarded and
        new ones drawn, before the player draws."""
        b = self.actor_of(target)
        seat = self.controller(b)
        for card in list(self.hands[b]):
            self.hands[b].remove(card)
            self._forget(b, card)
            self._to_discard(card, f"hand:{self.who(b)}", events, self._vis(b), seat)
        for card in list(self.strength_row[b]):
            self.strength_row[b].remove(card)
            self._to_discard(card, f"strength:{self.who(b)}", events, player=seat)
        events.append(Event("message", player=seat,
                            text=f"{self.name(b)} discards every card (the Hanged Man)."))
        self._then(("fill", b))

    def _m13(self, a: int, target: Any, events: list[Event]) -> None:
        """Death: the whole deck is discarded and cannot be refilled this round."""
        if not self.deck:
            events.append(Event("message", text="Death: the deck is already empty."))
            return
        for card in reversed(self.deck):
            self._to_discard(card, "deck", events, frozenset())
        self.deck = []
        self._close_deck(events, "Death: the deck is discarded and will not be refilled.")

    def _m14(self, a: int, word: Any, events: list[Event]) -> None:
        """Temperance: no one else may commit on the field (abdication and Judgment aside)."""
        self.temperance = (a, FIELDS.index(word))
        events.append(Event("message", player=self.controller(a), data={"tempered": word},
                            text=f"Temperance acts on {word}."))

    def _m15(self, a: int, target: Any, events: list[Event]) -> None:
        """The Devil: a daemon with six face-up cards joins, just before its master; it has
        already abdicated where the World lies. One daemon a round: a Devil back from a refill
        after its daemon has finished can only be discarded (our decisions)."""
        d = self.D
        self.daemon_master = a
        self.out[d] = False
        for f in range(4):
            if any(self.commits[b][f] is not None and self.commits[b][f].force.kind == "world"
                   for b in range(self.n)):
                self._record(d, f, Commit(ABDICATION, self._tick()), events)
        events.append(Event("message", player=a, text=f"{{{a}}} summons a daemon."))

    def _m17(self, a: int, target: Any, events: list[Event]) -> None:
        """The Star: one call for a minor arcanum."""
        self.phase = ("call", a, CALLS[STAR], "minor", ())

    def _m18(self, a: int, target: Any, events: list[Event]) -> None:
        """The Moon: up to two calls for minor arcana."""
        self.phase = ("call", a, CALLS[MOON], "minor", ())

    def _m19(self, a: int, target: Any, events: list[Event]) -> None:
        """The Sun: up to three calls for minors, or one for a major (not the Fool, Judgment or
        the World)."""
        self.phase = ("call", a, CALLS[SUN], "any", ())

    # -- the choices they open -----------------------------------------------------------------
    def effect_actions(self) -> list[Action]:
        name, a = self.phase[0], self.phase[1]
        if name == "wheel":
            return [Action("discard", (c,)) for c in self.hands[a]]
        mine = set(self.hands[a]) | set(self.strength_row[a])
        called = set(self.phase[4])
        ok = [c for c in DECK if c not in mine and c not in called and
              (not c.is_major or self.phase[3] == "any" and c.rank not in UNCALLABLE)]
        acts = [Action("call", (c,)) for c in ok]
        if called:
            # after a failed call the next one is the caller's option: the Moon "if the call
            # fails, the caller has the option of trying a second call", the Sun "can make up
            # to three calls for a card (or until one succeeds)" (seed); "pass" stops
            acts.append(STOP_CALLING)
        return acts

    def effect_apply(self, phase: tuple, action: Action, events: list[Event]) -> None:
        name, a = phase[0], phase[1]
        if name == "wheel":
            card = action.cards[0]
            self._take(a, card)
            self._to_discard(card, f"hand:{self.who(a)}", events, self._vis(a),
                             self.controller(a), text=f"{self.name(a)} discards a card.")
            if phase[2] > 1:
                self.phase = ("wheel", a, phase[2] - 1)
            return
        if action.kind == "pass":
            events.append(Event("message", player=self.controller(a),
                                text=f"{self.name(a)} makes no further call."))
            self._call_failed(a, events)
            return
        self._call(phase, action.cards[0], events)

    def _call(self, phase: tuple, card: Card, events: list[Event]) -> None:
        """A call of the Star, the Moon or the Sun: whoever holds ``card`` (hand or Strength's
        row; not Justice's row) surrenders it to the caller and draws; after a failed call the
        caller may call again while calls are left (a minor, for a card not called yet), or
        stop; the last failed call draws for the caller (:meth:`_call_failed`)."""
        _, a, left, mode, called = phase
        seat = self.controller(a)
        holder = next((b for b in self.actors() if b != a and
                       (card in self.hands[b] or card in self.strength_row[b])), None)
        if holder is not None:
            src = self._take(holder, card)
            self.hands[a].append(card)
            self.hands[a].sort()
            self.public_in[a].add(card)
            events.append(Event("move", card, src, f"hand:{self.who(a)}", player=seat,
                                data={"call": str(card)},
                                text=f"{self.name(a)} calls the {card.name()}: "
                                     f"{self.name(holder)} surrenders it."))
            self._then(("fill", holder))
            return
        events.append(Event("message", player=seat, data={"call": str(card), "found": False},
                            text=f"{self.name(a)} calls the {card.name()}: nobody holds it."))
        left = 0 if card.is_major else left - 1
        if left:
            self.phase = ("call", a, left, "minor", called + (card,))
        else:
            self._call_failed(a, events)

    def _call_failed(self, a: int, events: list[Event]) -> None:
        """The Star: "otherwise (when the call fails) the caller draws a card from the deck"
        (seed); the Moon's caller draws after its calls ("before drawing a card"), the Sun's
        likewise. The draw is made now, as the text says, wherever the called-for card came
        from: played from Justice's row, the caller's hand holds seven cards then, as after a
        successful call (notes "Calls"); refills only top a hand up to its size."""
        self._draw(events, a, 1, "hand")

    # -- reasons ---------------------------------------------------------------------------------
    def explain_major(self, a: int, action: Action) -> str:
        card = action.cards[0] if action.cards else None
        kind = action.kind
        if kind in ("reserve", "unload") and not self.chariot[a]:
            return "You have no Chariot in front of you."
        if kind == "reserve":
            return "Add one or two cards of your hand to the Chariot."
        if kind == "lift":
            return "Only the owner of Temperance lifts it, in NASSAU."
        if kind == "tower":
            return ("The Tower decommits a commitment of a player still in the round; not an "
                    "abdication, Judgment or the World.")
        if kind == "judge":
            return "Judgment goes on a battlefield where its target, still in the round, has " \
                   "not committed."
        if kind == "chariot":
            return "Put down the Chariot with cards of your own hand."
        if card is None or kind != "play" or not card.is_major:
            return "That is not a legal move now: commit, abdicate, discard one card, or play " \
                   "a major arcanum."
        number = card.rank
        if number == FOOL:
            return "The Fool is played only out of turn, to steal a commitment just attempted."
        if number in (1, 3, 4, 6, WORLD):
            return f"{card.name()} is committed on a battlefield, not played."
        if number == TEMPERANCE:
            if not self.deck:
                return "Temperance needs a deck that is not empty."
            return "Temperance goes on a battlefield where you have not committed (abdication " \
                   "and Judgment aside)."
        if number == PRIESTESS:
            return "Choose another player still in the round to show you their hand."
        if number == DEVIL:
            return "There has been a daemon this round already: one daemon a round."
        return f"Play {card.name()} as its options say (e.g. {self._example(number)})."

    @staticmethod
    def _example(number: int) -> str:
        return {HIEROPHANT: "play M5 @cups", STRENGTH: "play M11 @visible",
                HANGED: "play M12 @0", CHARIOT: "chariot M7 3S"}.get(number, f"play M{number}")
