"""The 22 major arcana of Arcanoid, one class each, in :data:`ARCANA` (by number; the state's
``arcana``, through which the stages reach them), with the seed's sentence for each quoted
(seed "The effect of the major arcana"; notes "Moves and timing", "Calls", "Variants").

An arcanum declares the moves that play it (:meth:`Arcanum.moves`, in the order they are
offered), its effect (:meth:`Arcanum.apply`, returning the decision it opens, if any) and why
a play of it is refused (:meth:`Arcanum.refusal`). The Magician, the Empress, the Emperor, the
Lovers and the World are committed, not played (their rules are in :mod:`.commitments`); the
Fool steals in its own window (:class:`~.stages.FoolWindow`). Action texts:

* II ``play M2 @seat``; V ``play M5 @swords|staves|cups|coins|trumps|fool``; VIII ``play M8``;
  IX ``play M9``; X ``play M10``; XI ``play M11 @visible|hidden``; XII ``play M12
  @seat|daemon``; XIII ``play M13``; XIV ``play M14 @field`` (NASSAU: ``lift``); XV ``play
  M15``; XVII–XIX ``play M17`` then ``call <card>``;
* VII ``chariot M7 <cards>``, ``reserve <1–2 cards>``, ``unload``; XVI ``tower M16
  @field:who``; XX ``judge M20 @field:who``.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any, ClassVar

from ...cards import Card
from ...messages import Seat, say
from ..base import ALL, Action, Event
from ..position import Pile
from .battlefields import record
from .commitments import (ABDICATION, ABDICATIONS, CARD_KEY, CHARIOT, FIELD_SUIT, FIELDS, FOOL,
                          JUDGED, JUDGMENT, TEMPERANCE, TOWER, WORLD, Commit, card_name,
                          field_target, major)
from .stages import Call, Draw, FillHand, Wheel
from .table import HIEROPHANT_CALLS, hierophant_call, hierophant_shows
from .usa import turn_up_usa

if TYPE_CHECKING:
    from ..stages import Stage
    from .state import ArcanoidState
    from .table import ArcanoidTable

#: The kinds of commitment the Tower cannot undo.
_UNTOWERABLE = ABDICATIONS | {"world"}
#: :func:`aimed`'s actions, by kind, field and target word.
_AIMED: dict[tuple[str, int, str], Action] = {}
#: The refusal of a move that is none of the game's moves.
NOT_A_MOVE = ("That is not a legal move now: commit, abdicate, discard one card, or play a major "
              "arcanum.")


#: The Chariot's ``reserve`` actions of one card or two, built once, at ``key * 160 + key``
#: by their cards' keys (under 160: five suits of 32 ranks); and its ``unload``.
_RESERVES: list[Action | None] = [None] * (160 * 160)
UNLOAD = Action("unload")
_CHARIOT = major(CHARIOT)
#: :meth:`Arcanum.play`'s actions by (number, target).
_PLAYS: dict[tuple[int, Any], Action] = {}


def played(number: int, target: Any) -> Action:
    """The action that plays the major ``number`` with ``target`` (:data:`_PLAYS`)."""
    plays = _PLAYS
    key = (number, target)
    action = plays.get(key)
    if action is None:
        action = plays[key] = Action("play", (major(number),), target)
    return action


def put_down(state: "ArcanoidTable", a: int, card: Card, events: list[Event]) -> None:
    """``a`` shows the major ``card``: a lasting major (:attr:`Arcanum.lasting`) goes in front
    of ``a``, another is discarded face up."""
    src = state.take(a, card)
    seat = state.controller(a)
    said = None if state.quiet else say("{seat} plays {card}.", seat=state.name(a), card=card)
    if ARCANA[card.rank].lasting:
        state.front[a].append(card)
        if not state.quiet:
            events.append(Event("move", card, src, f"front:{state.who(a)}", player=seat,
                                message=said))
    else:
        state.to_discard(card, src, events, player=seat, said=said)


class Arcanum:
    """A major arcanum. Subclasses set :attr:`number` and the flags below, and override what
    their rule needs."""

    number: ClassVar[int]
    #: Shown in front of its player for the round instead of being discarded (Justice, the
    #: Hermit, Strength, Temperance, the Devil).
    lasting: ClassVar[bool] = False
    #: Its player draws, then makes a second full move (the High Priestess, the Hierophant,
    #: Justice; notes "Moves and timing").
    plays_again: ClassVar[bool] = False
    #: An example of its action text, for the refusal of a malformed one.
    example: ClassVar[str] = ""
    #: GAZA: "in case a (real) player uses the Hierophant or the Star, Moon or Sun, then all
    #: of USA's cards are turned up so that every player can see them, and the appropriate
    #: action is taken" (seed).
    turns_up_usa: ClassVar[bool] = False

    @property
    def card(self) -> Card:
        return major(self.number)

    def moves(self, state: "ArcanoidState", a: int, acts: list[Action]) -> None:
        """Append to ``acts`` the moves of actor ``a`` that play this arcanum, which ``a`` can
        use (it lies in its hand, Strength's row or Justice's row)."""

    def play(self, target: Any = None) -> Action:
        """The action that plays this arcanum with ``target`` (made once, then shared:
        actions are immutable, and every move lists the majors' actions anew)."""
        return played(self.number, target)

    def apply(self, state: "ArcanoidState", a: int, action: Action,
              events: list[Event]) -> "Stage | None":
        """Make ``a``'s move ``action`` with this arcanum; returns the decision it opens."""
        put_down(state, a, self.card, events)
        if self.turns_up_usa and state.usa is not None:
            turn_up_usa(state, events)
        return self.effect(state, a, action.target, events)

    def effect(self, state: "ArcanoidState", a: int, target: Any,
               events: list[Event]) -> "Stage | None":
        """The effect of this arcanum, put down by ``a`` with ``target``."""
        return None

    def refusal(self, state: "ArcanoidState", a: int, action: Action) -> str:
        """Why ``action`` (a move with this arcanum that is not legal) is refused."""
        example = self.example or f"play M{self.number}"
        return f"Play {card_name(self.card)} as its options say (e.g. {example})."


class Committed(Arcanum):
    """A major committed on a battlefield rather than played (:mod:`.commitments`)."""

    def refusal(self, state: "ArcanoidState", a: int, action: Action) -> str:
        return f"{card_name(self.card)} is committed on a battlefield, not played."


class TheFool(Arcanum):
    """0: "The Fool is played out of turn, immediately after some other player attempts to
    commit on a battlefield on which the current player has not yet committed … The Fool has
    the effect of stealing the commitment just attempted" (seed). Its window is
    :class:`~.stages.FoolWindow`; what it may steal is :attr:`.commitments.Force.stealable`."""

    number = FOOL

    def refusal(self, state: "ArcanoidState", a: int, action: Action) -> str:
        return "The Fool is played only out of turn, to steal a commitment just attempted."


class TheMagician(Committed):
    """I: "can be used to transmute a card as it is committed … Only numeric suit cards … can
    be transmuted … and only one card may be transmuted in a given commitment" (seed;
    :func:`.commitments.classify`)."""

    number = 1


class TheHighPriestess(Arcanum):
    """II: "The player of the High Priestess then chooses any target player, who shows him his
    hand … it is not permitted to show the hand to the other players. The player of the High
    Priestess draws a new card, and plays again." (seed). The target is another seat still in
    the round (ours), or the USA (GAZA: "using the High Priestess or the Hanged Man is also
    permitted")."""

    number = 2
    plays_again = True

    def moves(self, state, a, acts):
        me = state.controller(a)
        for s in range(state.num_players):
            if s != me and not state.out[s]:
                acts.append(self.play(s))
        if state.usa is not None and not state.out[state.usa]:
            acts.append(self.play("usa"))

    def effect(self, state, a, target, events):
        viewer, t = state.controller(a), state.actor_of(target)
        state.known[viewer][t].update(state.hands[t])
        if not state.quiet:
            zone = f"hand:{state.who(t)}"
            for card in state.hands[t]:
                events.append(Event("reveal", card, zone, zone, face_up=False,
                                    player=viewer, visible=frozenset((viewer,))))
            events.append(Event("message", player=viewer, data={"shown_by": t},
                                message=say("{seat} shows their hand to {viewer}.",
                                            seat=state.name(t), viewer=Seat(viewer))))
        return None

    def refusal(self, state, a, action):
        return "Choose another player still in the round to show you their hand."


class TheEmpress(Committed):
    """III: "When both Empress and Emperor are possessed by the same player, they can be used
    together: they are then committed simultaneously on one or two of the player's
    battlefields … The Empress and the Lovers can also be committed on one or two
    battlefields" (seed)."""

    number = 3


class TheEmperor(Committed):
    """IV: "It can only be played together with the Empress, as explained above, or with the
    Lovers in the same way as the Empress." (seed)."""

    number = 4


class TheHierophant(Arcanum):
    """V: "The player of the Hierophant then chooses one of the four suits, or trumps (major
    arcana without the Fool) or the Fool alone, and every player, including the caller, shows
    (to everyone) the cards of that suit in his hand … The player of the Hierophant draws a
    new card, and plays again." (seed; :func:`hierophant_shows`)."""

    number = 5
    plays_again = True
    turns_up_usa = True
    example = "play M5 @cups"

    def moves(self, state, a, acts):
        for word in HIEROPHANT_CALLS:
            acts.append(self.play(word))

    def effect(self, state, a, word, events):
        if not state.quiet:
            events.append(Event("message", player=state.controller(a), data={"call": word},
                                message=hierophant_call(state.name(a), word)))
        for b in state.actors():
            for card in state.hands[b]:
                if hierophant_shows(word, card) and (b != state.usa or
                                                     card not in state.shown[b]):
                    state.shown[b].add(card)
                    if not state.quiet:
                        events.append(Event("reveal", card, f"hand:{state.who(b)}",
                                            f"hand:{state.who(b)}", player=state.controller(b)))
        state.learn_voids(word, [b for b in state.actors() if b != state.daemon])
        return None


class TheLovers(Committed):
    """VI: "played by committing it on a battlefield together with a court … of that field's
    suit, or on one or two battlefields with the Empress or Empress [Emperor]" (seed; notes
    "Magician typo")."""

    number = 6


class TheChariot(Arcanum):
    """VII: "played simultaneously with others from one's hand (possibly none), by putting them
    all face up on the table … The same player, at any later point, may use his turn to either
    add one or two further cards to the chariot …, or discard the Chariot and all its reserved
    cards, or else discard only the Chariot and commit the reserved cards plus possibly others
    from his hand" (seed). Its cards come from the hand or Strength's row, not Justice's
    (ours); committing its reserve is in :mod:`.battlefields`."""

    number = CHARIOT
    example = "chariot M7 3S"

    def moves(self, state, a, acts):
        chariot_moves(state, a, acts)

    def apply(self, state, a, action, events):
        if action.kind == "unload":
            self.unload(state, a, events)
            return None
        seat, w = state.controller(a), state.who(a)
        for card in action.cards:
            src = state.take(a, card)
            if card == self.card:
                state.chariot[a].insert(0, card)
            else:
                state.chariot[a].append(card)
            if not state.quiet:
                said = say("{seat} adds a card to the Chariot.", seat=state.name(a))
                events.append(Event("move", card, src, f"chariot:{w}", player=seat,
                                    message=said if action.kind == "reserve" else None))
        if action.kind == "chariot" and not state.quiet:
            events.append(Event("message", player=seat, message=say(
                "{seat} puts down the Chariot with {count} in reserve.", seat=state.name(a),
                count=len(action.cards) - 1)))
        return None

    @staticmethod
    def unload(state: "ArcanoidTable", a: int, events: list[Event]) -> None:
        """``a`` discards the Chariot and its reserve, face up."""
        seat = state.controller(a)
        for card in list(state.chariot[a]):
            state.chariot[a].remove(card)
            state.to_discard(card, f"chariot:{state.who(a)}", events, player=seat)
        if not state.quiet:
            said = say("{seat} discards the Chariot and its reserve.", seat=state.name(a))
            events.append(Event("message", player=seat, message=said))

    def refusal(self, state, a, action):
        kind = action.kind
        if kind in ("reserve", "unload") and not state.chariot[a]:
            return "You have no Chariot in front of you."
        if kind == "reserve":
            return "Add one or two cards of your hand to the Chariot."
        if kind == "chariot":
            return "Put down the Chariot with cards of your own hand."
        if kind == "unload":
            return NOT_A_MOVE
        return super().refusal(state, a, action)


class Justice(Arcanum):
    """VIII: "Six cards (or less if six are not available) are drawn from the deck, face up on
    the table: these cards, which will be refilled as necessary (and if possible) to remain
    always six, and always visible, belong to all players, who can all use them as if they
    were theirs. The player who put down Justice gets to play again." (seed). They may be
    committed or played, not discarded (ours); refill order in notes "Justice × Devil"."""

    number = 8
    lasting = True
    plays_again = True

    def moves(self, state, a, acts):
        acts.append(self.play())

    def effect(self, state, a, target, events):
        state.justice_on = True
        return None


class TheHermit(Arcanum):
    """IX: "It gives its player the possibility of playing three times out of turn, immediately
    after some player's move (possibly his own …) … After the three moves have been made, or
    after the player has completed the round, the Hermit is discarded." (seed; the offer is
    :class:`~.stages.HermitOffer`, after the Fool's window: notes)."""

    number = 9
    lasting = True

    def moves(self, state, a, acts):
        acts.append(self.play())

    def effect(self, state, a, target, events):
        state.hermit = (a, 3)
        return None


class TheWheelOfFortune(Arcanum):
    """X: "The player then draws five cards from the deck (or as many as possible, if fewer),
    looks at them, and then discards four cards of his choice (or less, if there were not
    enough cards to draw five) … to bring the total back to six (or more, if Strength is in
    effect)." (seed; :class:`~.stages.WheelDiscard`)."""

    number = 10

    def moves(self, state, a, acts):
        acts.append(self.play())

    def effect(self, state, a, target, events):
        state.then(Draw(a, 5, "hand", Wheel(a)))
        return None


class Strength(Arcanum):
    """XI: "The player then chooses between … “two visible cards” or “one hidden card”. In the
    first case, he draws two cards from the deck and leaves them face up on the table. In the
    second case, he draws one card from the deck and adds it to his hand." (seed). The visible
    cards are never refilled; the hidden card makes the hand's size seven (ours)."""

    number = 11
    lasting = True
    example = "play M11 @visible"

    def moves(self, state, a, acts):
        acts.append(self.play("visible"))
        acts.append(self.play("hidden"))

    def effect(self, state, a, option, events):
        if option == "visible":
            state.then(Draw(a, 2, "strength", None))
        else:
            state.hand_size[a] = 7
        return None


class TheHangedMan(Arcanum):
    """XII: "The player of the Hanged Man then chooses any target player, possibly himself,
    thereby causing all of that player's cards to be discarded and new ones to be drawn if
    possible. (The player of the Hanged Man then draws a card …)" (seed). Its hand and
    Strength's row, not the Chariot; the target draws at once (ours)."""

    number = 12
    example = "play M12 @0"

    def moves(self, state, a, acts):
        for b in state.actors():
            if not state.out[b]:
                acts.append(self.play(state.target_word(b)))

    def effect(self, state, a, target, events):
        b = state.actor_of(target)
        seat = state.controller(b)
        for card in list(state.hands[b]):
            state.hands[b].remove(card)
            state.forget(b, card)
            state.to_discard(card, f"hand:{state.who(b)}", events, state.vis(b), seat)
        for card in list(state.strength[b]):
            state.strength[b].remove(card)
            state.to_discard(card, f"strength:{state.who(b)}", events, player=seat)
        if not state.quiet:
            said = say("{seat} discards every card (the Hanged Man).", seat=state.name(b))
            events.append(Event("message", player=seat, message=said))
        state.then(FillHand(b))
        return None


class Death(Arcanum):
    """XIII: "the entire deck is discarded, and cannot be refilled … Death, of course, has no
    effect if the deck is already empty." (seed)."""

    number = 13

    def moves(self, state, a, acts):
        acts.append(self.play())

    def effect(self, state, a, target, events):
        if not state.deck:
            if not state.quiet:
                events.append(Event("message", message=say("Death: the deck is already empty.")))
            return None
        for card in reversed(state.deck):
            state.to_discard(card, "deck", events, frozenset())
        state.deck = []
        state.close_deck(events, say("Death: the deck is discarded and will not be refilled."))
        return None


class Temperance(Arcanum):
    """XIV: "specifying a battlefield on which it acts, on which the player who puts it down
    cannot already have committed (but abdication and Judgment do not count here). Also, the
    deck must not be empty … The effect of Temperance is to prevent any further commitment
    (other than abdication, or Judgment), by other players, on the battlefield on which it
    acts" (seed). Lifted as :func:`.battlefields.record`,
    :meth:`~.table.ArcanoidTable.close_deck` and the owner's retiring say; NASSAU: it binds its
    owner too and lifting it costs a move (``lift``; notes "Variants")."""

    number = TEMPERANCE
    lasting = True

    def moves(self, state, a, acts):
        if state.deck:
            for f in range(4):
                c = state.commits[a][f]
                if c is None or c.force.kind in ABDICATIONS:
                    acts.append(self.play(FIELDS[f]))

    def lifts(self, state: "ArcanoidState", a: int, acts: list[Action]) -> None:
        """NASSAU: the owner may lift it, as a move (offered last)."""
        if state.nassau and state.temperance is not None and state.temperance[0] == a:
            acts.append(Action("lift"))

    def apply(self, state, a, action, events):
        if action.kind == "lift":
            state.temperance = None
            state.discard_front(a, TEMPERANCE, events,
                                say("{seat} lifts Temperance.", seat=state.name(a)))
            return None
        return super().apply(state, a, action, events)

    def effect(self, state, a, word, events):
        state.temperance = (a, FIELDS.index(word))
        if not state.quiet:
            events.append(Event("message", player=state.controller(a), data={"tempered": word},
                                message=say("Temperance acts on {field}.", field=FIELD_SUIT[word])))
        return None

    def refusal(self, state, a, action):
        if action.kind == "lift":
            return "Only the owner of Temperance lifts it, in NASSAU."
        if not state.deck:
            return "Temperance needs a deck that is not empty."
        return "Temperance goes on a battlefield where you have not committed (abdication " \
               "and Judgment aside)."


class TheDevil(Arcanum):
    """XV: "It causes six cards … to be drawn from the deck, which are put face up on the
    table … The six cards form the hand of another, daemon, player, who is added to the game,
    playing just before the player who put down the Devil card, and who is played by that
    player … any battle won by the daemon player at the end of the round is deemed to have
    been won by the player who put down the Devil … When the daemon player has finished
    playing in the round, the Devil is discarded." (seed). It has already abdicated where the
    World lies; one daemon a round (ours)."""

    number = 15
    lasting = True

    def moves(self, state, a, acts):
        if state.daemon_master is None:
            acts.append(self.play())

    def effect(self, state, a, target, events):
        d = state.daemon
        state.daemon_master = a
        state.out[d] = False
        for f in range(4):
            if any(state.commits[b][f] is not None and state.commits[b][f].force.kind == "world"
                   for b in range(state.num_players)):
                record(state, d, f, Commit(ABDICATION, state.tick()), events)
        if not state.quiet:
            events.append(Event("message", player=a,
                                message=say("{seat} summons a daemon.", seat=a)))
        return None

    def refusal(self, state, a, action):
        return "There has been a daemon this round already: one daemon a round."


class TheTower(Arcanum):
    """XVI: "The player can then decommit some cards which have already been committed, on
    some battlefield, either by himself or by an opponent … it is not possible to decommit a
    battlefield for a player who has already committed on all four …; nor is it possible to
    decommit an abdication, or Judgment, or the World. The decommitted cards are discarded
    (except for the Emperor and Empress or a combination of one of these with the Lovers if
    they remain committed on another battlefield)" (seed). KOBLENZ, MALTA: "The Tower,
    incidentally, will not reveal which the decommitted cards were": a secret commitment's
    cards go to the discard pile face down, seen by their owner only. WORMS: "The Tower, of
    course, can decommit the ace alone just as it can decommit the ace along with the rest"."""

    number = TOWER

    def moves(self, state, a, acts):
        for f, b in self.targets(state):
            acts.append(aimed("tower", TOWER, f, state.who(b)))

    @staticmethod
    def targets(state: "ArcanoidState") -> list[tuple[int, int]]:
        """``(field, actor)`` commitments the Tower may undo."""
        actors, out, commits = state.actors(), state.out, state.commits
        found = []
        for f in range(4):
            for b in actors:
                commit = commits[b][f]
                if not out[b] and commit is not None and commit[0].kind not in _UNTOWERABLE:
                    found.append((f, b))
        return found

    def apply(self, state, a, action, events):
        put_down(state, a, self.card, events)
        f, who = field_target(action.target)
        self.decommit(state, state.actor_of(who), f, events)
        return None

    @staticmethod
    def decommit(state: "ArcanoidState", b: int, f: int, events: list[Event]) -> None:
        """``b``'s commitment on ``f`` is cancelled and its cards discarded, except a couple
        that also lies on another field, which stays there whole."""
        commit = state.commits[b][f]
        state.commits[b][f] = None
        src = f"field:{FIELDS[f]}:{state.who(b)}"
        g = commit.other
        keep = g is not None and state.commits[b][g] is not None and state.commits[b][g].other == f
        seat = state.controller(b)
        vis = ALL if state.secret[b][f] is None else frozenset((seat,))
        state.secret[b][f] = None
        for card in list(state.lanes[b][f]):
            state.lanes[b][f].remove(card)
            if keep:
                state.lanes[b][g].append(card)
                if not state.quiet:
                    events.append(Event("move", card, src, f"field:{FIELDS[g]}:{state.who(b)}",
                                        player=seat))
            else:
                state.to_discard(card, src, events, vis, player=seat)
        if keep:
            state.commits[b][g] = Commit(commit.force, commit.time)
        if not state.quiet:
            events.append(Event("message", player=state.controller(b),
                                data={"field": FIELDS[f], "decommitted": state.who(b)},
                                message=say("The Tower decommits {target} on {field}.",
                                            target=state.name(b), field=FIELD_SUIT[FIELDS[f]])))

    def refusal(self, state, a, action):
        if action.kind == "tower":
            return ("The Tower decommits a commitment of a player still in the round; not an "
                    "abdication, Judgment or the World.")
        return super().refusal(state, a, action)


class _Call(Arcanum):
    """The Star, the Moon and the Sun: ``calls`` calls of a minor (the Sun: or one of a major);
    the decision is :class:`~.stages.Call`."""

    calls: ClassVar[int]
    majors: ClassVar[bool] = False
    turns_up_usa = True

    def moves(self, state, a, acts):
        acts.append(self.play())

    def effect(self, state, a, target, events):
        return Call(a, self.calls, self.majors, Pile())


class TheStar(_Call):
    """XVII: "The player then calls one of the fifty-six minor arcana (suit cards): if any
    player has this card in his hand, he must surrender it to the caller, and then draw a card
    from the deck; otherwise (when the call fails) the caller draws a card from the deck."
    (seed)."""

    number = 17
    calls = 1


class TheMoon(_Call):
    """XVIII: "identical to the Star, except that if the call fails, the caller has the option
    of trying a second call (for a different card) before drawing a card." (seed)."""

    number = 18
    calls = 2


class TheSun(_Call):
    """XIX: "the caller can make up to three calls for a card (or until one succeeds).
    Alternatively, the caller can choose to call a major arcanum, with the exception of
    Judgment, the World and the Fool (these cannot be called), but then has only one call."
    (seed; :data:`.stages.UNCALLABLE`)."""

    number = 19
    calls = 3
    majors = True


class Judgment(Arcanum):
    """XX: "This card can be committed on any battlefield of any player, provided that player
    has not yet committed on that battlefield, and Judgment abdicates that battlefield for the
    target player. (That player is considered to have abdicated at that very instant … If the
    battlefield was his last, his cards are immediately discarded. The Judgment card is not
    discarded, however, when it is committed.)" (seed). Its own player may be the target
    (notes)."""

    number = JUDGMENT

    def moves(self, state, a, acts):
        for f, b in self.targets(state):
            acts.append(aimed("judge", JUDGMENT, f, state.who(b)))

    @staticmethod
    def targets(state: "ArcanoidState") -> list[tuple[int, int]]:
        """``(field, actor)``: any player still in, on a field it has not committed on."""
        actors, out, commits = state.actors(), state.out, state.commits
        return [(f, b) for f in range(4) for b in actors
                if not out[b] and commits[b][f] is None]

    def apply(self, state, a, action, events):
        card = self.card
        src = state.take(a, card)
        f, who = field_target(action.target)
        b = state.actor_of(who)
        state.lanes[b][f].append(card)
        if not state.quiet:
            events.append(Event("move", card, src, f"field:{FIELDS[f]}:{state.who(b)}",
                                player=state.controller(a),
                                message=say("{seat} passes Judgment on {target}: an abdication "
                                            "on {field}.", seat=state.name(a), target=state.name(b),
                                            field=FIELD_SUIT[FIELDS[f]])))
        record(state, b, f, Commit(JUDGED, state.tick()), events)
        return None

    def refusal(self, state, a, action):
        if action.kind == "judge":
            return "Judgment goes on a battlefield where its target, still in the round, has " \
                   "not committed."
        return super().refusal(state, a, action)


class TheWorld(Committed):
    """XXI: "This card can be committed on any battlefield …, provided nothing has been
    committed, by any player, on that battlefield … The World then wins the corresponding
    battle, and causes all other players to instantly abdicate on that battlefield" (seed;
    :func:`.battlefields.world`)."""

    number = WORLD


#: The arcanum each action kind other than ``play`` works.
_BY_KIND = {"chariot": CHARIOT, "reserve": CHARIOT, "unload": CHARIOT, "lift": TEMPERANCE,
            "tower": TOWER, "judge": JUDGMENT}


def aimed(kind: str, number: int, f: int, word: Any) -> Action:
    """The action ``kind`` (``"tower"``, ``"judge"``) of the major ``number`` aimed at actor
    ``word`` on battlefield ``f``: ``tower M16 @cups:2`` (built once, then kept: a move lists
    them at every step)."""
    made = _AIMED
    key = (kind, f, word)
    action = made.get(key)
    if action is None:
        action = made[key] = Action(kind, (major(number),), f"{FIELDS[f]}:{word}")
    return action


def chariot_moves(st: "ArcanoidTable", a: int, acts: list[Action]) -> None:
    """Append to ``acts`` the Chariot's moves of ``a`` (:class:`TheChariot`): put it down with
    any cards of its hand and Strength's row (by number of cards, then in display order; the
    Chariot in its place), or, once it is down, add one card or two, or unload it. Compiled,
    with the table's fields and the cards' keys typed (``cards.pxd``)."""
    own = st.hands[a] + st.strength[a]
    own.sort(key=CARD_KEY)
    chariot = _CHARIOT
    if not st.chariot[a]:        # then it is asked because ``a`` can use the Chariot
        rest = [c for c in own if c is not chariot]     # cards are interned
        key = chariot._key
        for k in range(len(rest) + 1):
            for sub in combinations(rest, k):   # in order: the Chariot goes in its place
                i = 0
                while i < k and sub[i]._key < key:
                    i += 1
                acts.append(Action("chariot", sub[:i] + (chariot,) + sub[i:]))
        return
    n = len(own)
    for i in range(n):                  # one card, then two, as ``combinations`` gives them
        acts.append(_reserve(own, i, i))
    for i in range(n):
        for j in range(i + 1, n):
            acts.append(_reserve(own, i, j))
    acts.append(UNLOAD)


def _reserve(own: list[Card], i: int, j: int) -> Action:
    """The Chariot's ``reserve`` action of ``own[i]`` and ``own[j]`` (one card when ``i`` is
    ``j``), kept in :data:`_RESERVES`."""
    first, second = own[i], own[j]
    key = first._key * 160 + second._key
    found = _RESERVES[key]
    if found is None:
        found = _RESERVES[key] = Action("reserve", (first,) if i == j else (first, second))
    return found


def major_actions(state: "ArcanoidState", a: int, chariot: bool = True,
                  pool: list[Card] | None = None) -> list[Action]:
    """Every move of ``a`` with a major arcanum, by number (then NASSAU's ``lift``); without
    the Chariot's unless ``chariot``. ``pool``: ``state.pool(a)``, when known (sorted: its
    majors come last, by number). Compiled, typed (``cards.pxd``)."""
    if pool is None:
        pool = state.pool(a)
    acts: list[Action] = []
    down = bool(state.chariot[a])       # the Chariot is down: its moves come in its place
    for c in pool:
        if not c.is_major:
            continue
        number = c.rank
        if down and number >= CHARIOT:
            down = False
            if number != CHARIOT and chariot:
                chariot_moves(state, a, acts)
        if number != CHARIOT:
            ARCANA[number].moves(state, a, acts)
        elif chariot:
            chariot_moves(state, a, acts)
    if down and chariot:
        chariot_moves(state, a, acts)
    if state.nassau:
        ARCANA[TEMPERANCE].lifts(state, a, acts)
    return acts


class Arcana(tuple):
    """The 22 major arcana (:class:`Arcanum`) by number: the state's ``arcana``, through which
    :mod:`.stages` lists, makes and refuses the moves with them."""

    def moves(self, state: "ArcanoidTable", a: int, chariot: bool, pool: list[Card]
              ) -> list[Action]:
        """Every move of ``a`` with a major arcanum (:func:`major_actions`)."""
        return major_actions(state, a, chariot, pool)

    def play(self, state: "ArcanoidState", a: int, action: Action,
             events: list[Event]) -> "Stage | None":
        """Make ``a``'s move ``action`` with a major arcanum; returns the decision it opens."""
        number = _BY_KIND.get(action.kind)
        return self[action.cards[0].rank if number is None else number].apply(
            state, a, action, events)

    def refusal(self, state: "ArcanoidState", a: int, action: Action) -> str:
        """Why ``action`` is refused as ``a``'s move with a major arcanum (or as no move)."""
        number = _BY_KIND.get(action.kind)
        if number is not None:
            return self[number].refusal(state, a, action)
        card = action.cards[0] if action.cards else None
        if card is None or action.kind != "play" or not card.is_major:
            return NOT_A_MOVE
        return self[card.rank].refusal(state, a, action)


#: The major arcana, indexed by number.
ARCANA = Arcana((
    TheFool(), TheMagician(), TheHighPriestess(), TheEmpress(), TheEmperor(), TheHierophant(),
    TheLovers(), TheChariot(), Justice(), TheHermit(), TheWheelOfFortune(), Strength(),
    TheHangedMan(), Death(), Temperance(), TheDevil(), TheTower(), TheStar(), TheMoon(),
    TheSun(), Judgment(), TheWorld()))
assert all(arcanum.number == k for k, arcanum in enumerate(ARCANA))
