"""Arcanoid's decisions (one :class:`~..stages.Stage` class each) and the work the rules do
between them (one :class:`~..stages.Step` class each), driven by the shared
:class:`~..stages.StagedState`; and the rules of a turn as functions of the table
(:mod:`.table`): a full move's legal moves (:func:`move_actions`), the steps after a move
(:func:`after_move`), the next turn (:func:`next_turn`), the draws and the refill vote
(:func:`draw`, :func:`draw_back`, :func:`start_vote`), a round's start and the game's end.
Actors are the seats ``0 … n-1`` and the daemon, actor ``n``, whose decisions its master makes
(``current_player`` is the controller of the stage's actor), and with GAZA the USA, whose turns
are queued work.

Decisions (:class:`ArcanoidStage`): :class:`Move` (commit, abdicate, discard one card, play a
major arcanum, work the Chariot; the variants' secret commitments and completed aces),
:class:`HermitMove` (the Hermit's optional extra move), :class:`FoolWindow` (steal the
commitment just attempted), :class:`RefillVote`, :class:`WheelDiscard` (the Wheel of Fortune's
discards), :class:`Call` (the Star's, the Moon's and the Sun's calls).

Queued work (:class:`~..stages.Step`): :class:`Turn` (the USA's turn is played there, by its
mechanical rule: :mod:`.usa`), :class:`NextTurn`, :class:`MoveAgain`, :class:`HermitOffer`,
:class:`DrawBack` (after a move, every short hand and Justice's row in the notes' order:
:class:`FillHand`, :class:`FillJustice`), :class:`Draw` (a draw the refill vote interrupted,
Strength's and the Wheel's draws), :class:`Wheel`, :class:`Settle` (a commitment the Fool did
not steal, or stole), :class:`RoundEnd` (the battles, the next round or the game's end). Every
queued step follows from public moves: the queue is public.

The steps after a move (drawing back, the Hermit's offer, the next turn) run at once when the
move itself opened no decision and queued nothing (:func:`after_move`), as the queue would run
them. The major arcana (:mod:`.cards`) are reached through the state's ``arcana``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...cards import Card
from ...messages import N_, Seat, say
from ..base import ALL, Action, Event
from ..position import Pile
from ..stages import Stage, Step
from .battlefields import (COMMIT_KINDS, commit, commit_actions, commit_refusal, reveal_secrets,
                           settle, steal)
from .battles import battles_won, extra_round_leaders, fight, leaders
from .commitments import (CALLS, DECK, DISCARDS, FIELDS, FOOL, HERMIT, JUDGMENT, WORLD,
                          card_name, major)
from .labels import choice_label, choice_meaning
from .usa import usa_move

if TYPE_CHECKING:
    from .state import ArcanoidState
    from .table import ArcanoidTable
    from .view import ArcanoidView

PASS = Action("pass")
STEAL = Action("steal", (major(FOOL),))
VOTES = (Action("vote", (), "yes"), Action("vote", (), "no"))
MAX_EXTRA_ROUNDS = 2
#: The majors the Sun may not call (seed, the Sun).
UNCALLABLE = frozenset({FOOL, JUDGMENT, WORLD})
#: :func:`draw_back`'s mark of Justice's row among the hands to fill.
JUSTICE_ROW = -1


class ArcanoidStage(Stage, frozen=True):
    """An Arcanoid decision of actor ``actor`` (a seat, or ``n``: the daemon)."""

    #: The label of ``pass`` as a choice of this decision.
    pass_label: ClassVar[str] = "Pass"
    #: What the actor is asked, for a refused action's reason.
    refusal: ClassVar[str] = "That is not a legal move now."

    def explain(self, state: "ArcanoidState", action: Action) -> str:
        return f"{self.refusal} ({action} is not legal.)"

    def question(self, view: "ArcanoidView") -> str:
        """The prompt, before the daemon's prefix."""
        return ""

    def prompt(self, view: "ArcanoidView") -> str:
        """:meth:`question`; for the daemon, "For your daemon: …"."""
        text = self.question(view)
        if text and self.actor == view.num_players:
            text = "For your daemon: " + text[0].lower() + text[1:]
        return text

    def label(self, view: "ArcanoidView", action: Action) -> str:
        return choice_label(action, self.pass_label)

    def meaning(self, view: "ArcanoidView", action: Action) -> str:
        return choice_meaning(action)


class FullMove(ArcanoidStage, frozen=True):
    """A full move of ``actor`` (seed "Making a move"): commit on a battlefield (or abdicate),
    discard exactly one card of the hand (or of Strength's row), play a major arcanum, work
    the Chariot; passing is not permitted. The kinds of move are :class:`Move` and
    :class:`HermitMove`."""

    pass_label = "No extra move"

    def legal(self, state: "ArcanoidState", pruned: bool = False) -> list[Action]:
        """The legal moves; with ``pruned`` (what the AI's rule-based player chooses among,
        :func:`~tarot_table.ai.arcanoid_heuristic.policy_actions`) only the largest numeric
        set of each kind, and the Chariot's moves only when there is no other."""
        return move_actions(state, self.actor, pruned)

    def move(self, state: "ArcanoidState", action: Action, events: list[Event],
             extra: bool) -> Stage | None:
        """Make the move ``action``: after it, the hands are drawn back to six (notes' order),
        the Hermit's owner may move, then the mover moves again (the High Priestess, the
        Hierophant, Justice) or, after a turn's move, the turn passes (:func:`after_move`)."""
        todo = state.todo
        size = len(todo)
        stage = self.effect(state, action, events)
        a = self.actor
        again = action.kind == "play" and state.arcana[action.cards[0].rank].plays_again
        if stage is None and len(todo) == size:
            return after_move(state, a, again, extra, events)
        todo[size:size] = after_steps(a, again, extra, 0)   # after what the move queued
        return stage

    def effect(self, state: "ArcanoidState", action: Action, events: list[Event]
               ) -> Stage | None:
        """The move ``action`` itself, without the steps after it (:meth:`move`): returns the
        decision it opens, if any."""
        a = self.actor
        kind = action.kind
        if kind == "discard":
            discard_card(state, a, action.cards[0], events)
            return None
        if kind in COMMIT_KINDS:
            attempt = commit(state, a, action, events)
            if attempt is None:
                return None
            f, time, thieves = attempt
            return FoolWindow(thieves[0], a, FIELDS[f], time, tuple(thieves[1:]))
        return state.arcana.play(state, a, action, events)

    def explain(self, state: "ArcanoidState", action: Action) -> str:
        a = self.actor
        kind = action.kind
        if kind == "discard" and len(action.cards) != 1:
            return "Discard exactly one card at a time."
        pool = set(state.pool(a)) | set(state.chariot[a][1:])
        for card in action.cards:
            if card not in pool:
                return f"You do not hold the {card_name(card)}."
        if kind in COMMIT_KINDS:
            return commit_refusal(state, a, action)
        if kind == "discard" and action.cards and action.cards[0] in state.justice:
            return "Justice's cards may be used, not discarded."
        if kind == "pass":
            return "Passing is not permitted: commit, or remove a card from your hand."
        return state.arcana.refusal(state, a, action)

    def question(self, view: "ArcanoidView") -> str:
        return ("Commit on a battlefield (drag cards onto it; click cards to carry several), "
                "abdicate, discard one card, or play a major arcanum.")


class Move(FullMove, frozen=True):
    """``actor``'s move: on its turn, or ``extra``: made again within the Hermit's extra move
    (after the High Priestess, the Hierophant or Justice), after which the turn does not
    pass."""

    extra: bool = False

    def apply(self, state: "ArcanoidState", action: Action, events: list[Event]) -> Stage | None:
        return self.move(state, action, events, self.extra)


class HermitMove(FullMove, frozen=True):
    """The Hermit's owner ``actor`` may take an extra full move now, or pass (seed, the Hermit:
    "three times out of turn, immediately after some player's move … The player is never
    forced to use these extra moves")."""

    def legal(self, state: "ArcanoidState", pruned: bool = False) -> list[Action]:
        return super().legal(state, pruned) + [PASS]

    def apply(self, state: "ArcanoidState", action: Action, events: list[Event]) -> Stage | None:
        if action.kind == "pass":
            return None
        return self.move(state, action, events, True)

    def effect(self, state: "ArcanoidState", action: Action, events: list[Event]
               ) -> Stage | None:
        """One of the Hermit's three moves is spent, then the move is made."""
        a = self.actor
        owner, left = state.hermit
        state.hermit = (owner, left - 1)
        if not state.quiet:
            events.append(Event("message", player=state.controller(a),
                                message=say("{seat} takes an extra move (the Hermit).",
                                            seat=state.name(a))))
        return super().effect(state, action, events)

    def question(self, view: "ArcanoidView") -> str:
        return "The Hermit: take an extra move, or pass."


class FoolWindow(ArcanoidStage, frozen=True):
    """``actor`` may steal with the Fool the commitment ``victim`` just attempted on ``field``
    (its cards lie on the victim's lane, not yet committed; ``time`` is the commitment's),
    or pass; then the next of ``later`` is asked (seed, the Fool; notes "Moves and timing").
    Only players able to steal are asked (ours)."""

    victim: int
    field: str
    time: int
    later: tuple[int, ...] = ()

    refusal = "Steal the commitment with the Fool, or let it pass."

    def legal(self, state: "ArcanoidState") -> list[Action]:
        return [STEAL, PASS]

    def apply(self, state: "ArcanoidState", action: Action, events: list[Event]) -> Stage | None:
        if action.kind == "steal":
            stolen = steal(state, self.actor, self.victim, FIELDS.index(self.field), events)
            state.then(Settle(self.actor if stolen else self.victim, self.field, self.time))
            return None
        if self.later:
            return FoolWindow(self.later[0], self.victim, self.field, self.time, self.later[1:])
        state.then(Settle(self.victim, self.field, self.time))
        return None

    def question(self, view: "ArcanoidView") -> str:
        return "The Fool: steal the commitment just made, or pass."


class RefillVote(ArcanoidStage, frozen=True):
    """The deck is empty: seat ``actor`` says whether to refill it from the discard pile; the
    seats of ``later`` vote next; the first "no" ends the vote (seed "Refilling the deck")."""

    later: tuple[int, ...] = ()

    refusal = "The deck is empty: vote yes or no on refilling it from the discard pile."

    def legal(self, state: "ArcanoidState") -> list[Action]:
        return list(VOTES)

    def apply(self, state: "ArcanoidState", action: Action, events: list[Event]) -> Stage | None:
        seat = self.actor
        yes = action.target == "yes"
        if not state.quiet:
            events.append(Event("message", player=seat, data={"vote": action.target},
                                message=say(N_("{seat} votes for a refill.") if yes else
                                            N_("{seat} votes against a refill."), seat=seat)))
        if not yes:
            state.close_deck(events, say("{seat} dissents: the deck is not refilled.",
                                         seat=seat))
            return None
        return next_vote(state, events, self.later)

    def question(self, view: "ArcanoidView") -> str:
        return "The deck is empty: refill it from the discard pile?"


class WheelDiscard(ArcanoidStage, frozen=True):
    """After the Wheel of Fortune's draw, ``actor`` discards a card of its hand, ``count``
    still to go, back to the hand's size (seed, the Wheel of Fortune)."""

    count: int

    refusal = "The Wheel of Fortune: discard a card from your hand."

    def legal(self, state: "ArcanoidState") -> list[Action]:
        return [DISCARDS[c._key] for c in state.hands[self.actor]]

    def apply(self, state: "ArcanoidState", action: Action, events: list[Event]) -> Stage | None:
        a = self.actor
        card = action.cards[0]
        state.take(a, card)
        state.to_discard(card, f"hand:{state.who(a)}", events, state.vis(a),
                         state.controller(a),
                         said=None if state.quiet else say("{seat} discards a card.",
                                                           seat=state.name(a)))
        return WheelDiscard(a, self.count - 1) if self.count > 1 else None

    def question(self, view: "ArcanoidView") -> str:
        return f"The Wheel of Fortune: discard a card ({self.count} to go)."


class Call(ArcanoidStage, frozen=True):
    """``actor`` calls a card, ``left`` calls left: a minor not in its own hand or Strength's
    row, nor ``called`` already (with ``majors``, the Sun's first call, also a major other than
    the Fool, Judgment and the World); after a failed call it may stop (``pass``). Whoever
    holds the card (hand or Strength's row; not Justice's row) surrenders it and draws; when no
    call succeeds the caller draws (seed, the Star, the Moon, the Sun; notes "Calls")."""

    left: int
    majors: bool = False
    called: Pile = Pile()

    pass_label = "Stop and draw a card"
    refusal = "Call a card; after a failed call, call again or stop (pass)."

    def legal(self, state: "ArcanoidState") -> list[Action]:
        acts = call_actions(state, self.actor, self.majors, self.called.cards)
        if self.called:
            # after a failed call the next one is the caller's option: the Moon "if the call
            # fails, the caller has the option of trying a second call", the Sun "can make up
            # to three calls for a card (or until one succeeds)" (seed); "pass" stops
            acts.append(PASS)
        return acts

    def apply(self, state: "ArcanoidState", action: Action, events: list[Event]) -> Stage | None:
        a = self.actor
        if action.kind == "pass":
            if not state.quiet:
                events.append(Event("message", player=state.controller(a),
                                    message=say("{seat} makes no further call.",
                                                seat=state.name(a))))
            return self.failed(state, events)
        card = action.cards[0]
        holder = next((b for b in state.actors() if b != a and
                       (card in state.hands[b] or card in state.strength[b])), None)
        if holder is None:
            return self.missed(state, card, events)
        self.surrender(state, holder, card, events)
        return None

    def surrender(self, state: "ArcanoidState", holder: int, card: Card, events: list[Event]
                  ) -> None:
        """``holder`` surrenders the called ``card`` to the caller, face up, then draws."""
        a = self.actor
        src = state.take(holder, card)
        state.hands[a].append(card)
        state.hands[a].sort()
        state.shown[a].add(card)
        if not state.quiet:
            events.append(Event("move", card, src, f"hand:{state.who(a)}",
                                player=state.controller(a), data={"call": str(card)},
                                message=say("{seat} calls {card} from {holder}.",
                                            seat=state.name(a), card=card,
                                            holder=state.name(holder))))
        state.then(FillHand(holder))

    def missed(self, state: "ArcanoidState", card: Card, events: list[Event]) -> Stage | None:
        """Nobody holds the called ``card`` (everyone saw it, a void): the next call, or the
        caller draws (:meth:`failed`)."""
        a = self.actor
        if not state.quiet:
            events.append(Event("message", player=state.controller(a),
                                data={"call": str(card), "found": False},
                                message=say("{seat} calls {card}: nobody holds it.",
                                            seat=state.name(a), card=card)))
        state.learn_voids(str(card), [b for b in state.actors() if b != state.daemon])
        left = 0 if card.is_major else self.left - 1
        if left:
            return Call(a, left, False, Pile((*self.called, card)))
        return self.failed(state, events)

    def failed(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        """The Star: "otherwise (when the call fails) the caller draws a card from the deck"
        (seed); the Moon's caller draws after its calls ("before drawing a card"), the Sun's
        likewise. The draw is made now, as the text says, wherever the called-for card came
        from: played from Justice's row, the caller's hand holds seven cards then, as after a
        successful call (notes "Calls"); refills only top a hand up to its size."""
        return draw(state, events, self.actor, 1, "hand")

    def question(self, view: "ArcanoidView") -> str:
        if self.called:
            return f"Nobody holds the {card_name(self.called.cards[-1])}: call again " \
                   f"({self.left} left) or stop."
        return f"Call a card ({self.left} call(s) left)."




# -- a turn ----------------------------------------------------------------------------------

def move_actions(st: "ArcanoidTable", a: int, pruned: bool) -> list[Action]:
    """The legal full moves of ``a`` (:class:`FullMove`): its commitments
    (:func:`.battlefields.commit_actions`), the discard of each card of its hand and
    Strength's row (not Justice's), its moves with the major arcana (``st.arcana``); with
    ``pruned`` (what the AI's rule-based player chooses among,
    :func:`~tarot_table.ai.arcanoid_heuristic.policy_actions`) only the largest numeric set of
    each kind, and the Chariot's moves only when there is no other."""
    pool = st.pool(a)
    acts = commit_actions(st, a, pool, pruned)
    row = st.justice
    for c in pool:
        if not row or c not in row:
            acts.append(DISCARDS[c._key])
    acts.extend(st.arcana.moves(st, a, not (pruned and acts), pool))
    return acts


def call_actions(st: "ArcanoidTable", a: int, majors: bool, called: tuple[Card, ...]
                 ) -> list[Action]:
    """The calls ``a`` may make (:class:`Call`): every minor (with ``majors``, every major
    but the Fool, Judgment and the World too) that is not in its hand or Strength's row, nor
    ``called`` already, in the deck's order."""
    out = set()
    for c in st.hands[a]:
        out.add(c._key)
    for c in st.strength[a]:
        out.add(c._key)
    for c in called:
        out.add(c._key)
    acts = []
    for c in DECK:
        if c._key not in out and (not c.is_major or majors and c.rank not in UNCALLABLE):
            acts.append(CALLS[c._key])
    return acts


def discard_card(st: "ArcanoidTable", a: int, card: Card, events: list[Event]) -> None:
    """``a`` discards ``card`` face down (face up from Strength's row, where everyone saw it):
    a full move (seed "Making a move")."""
    src = st.take(a, card)
    vis = ALL if src.startswith("strength") else st.vis(a)
    st.to_discard(card, src, events, vis, st.controller(a),
                  None if st.quiet else say("{seat} discards a card.", seat=st.name(a)))


def after_steps(a: int, again: bool, extra: bool, done: int) -> list[Step]:
    """The steps after ``a``'s move, as the queue holds them (the next one last), without the
    first ``done``: :class:`DrawBack`, :data:`HERMIT_OFFER`, then :class:`MoveAgain` when
    ``a`` plays ``again``, else :data:`NEXT_TURN` unless the move was ``extra``."""
    steps: list[Step] = [MoveAgain(a, extra)] if again else [] if extra else [NEXT_TURN]
    if done < 2:
        steps.append(HERMIT_OFFER)
    if done < 1:
        steps.append(DrawBack(a))
    return steps


def after_move(st: "ArcanoidTable", a: int, again: bool, extra: bool, events: list[Event]
               ) -> Stage | None:
    """The steps after ``a``'s move (:func:`after_steps`), run at once as the queue would run
    them, when the move itself opened no decision and queued nothing: once one opens a
    decision (returned) or queues steps, those left wait in the queue under them."""
    todo = st.todo
    size = len(todo)
    stage = draw_back(st, a, events)
    if stage is None and len(todo) == size:
        stage = HERMIT_OFFER.run(st, events)
        if stage is None and len(todo) == size:
            if again:
                return MoveAgain(a, extra).run(st, events)
            return None if extra else next_turn(st, events)
        todo[size:size] = after_steps(a, again, extra, 2)
        return stage
    todo[size:size] = after_steps(a, again, extra, 1)
    return stage


def take_turn(st: "ArcanoidTable", b: int, events: list[Event]) -> Stage | None:
    """``b``'s turn (:class:`Turn`): anyone but the USA makes a :class:`Move`; the USA makes
    its mechanical move (:func:`.usa.usa_move`), after which, as after every move, the hands
    are drawn back, the Hermit's owner may move and the turn passes."""
    st.turn = b
    if b == st.usa:
        st.then(DrawBack(b), HERMIT_OFFER, NEXT_TURN)
        usa_move(st, events)
        return None
    return Move(b)


def next_turn(st: "ArcanoidTable", events: list[Event]) -> Stage | None:
    """The turn passes (:class:`NextTurn`); the next turn runs at once (:func:`take_turn`)."""
    out = st.out
    if all(out):
        st.then(ROUND_END)
        return None
    order = st.order_from(st.turn)
    for i in range(1, len(order)):
        b = order[i]
        if not out[b]:
            return take_turn(st, b, events)
    if not out[st.turn]:
        return take_turn(st, st.turn, events)
    return None


def start_round(st: "ArcanoidTable", events: list[Event]) -> None:
    """A round starts: the cards are dealt (:meth:`~.table.ArcanoidTable.deal`) and the first
    player's turn is queued."""
    st.deal(events)
    st.todo[:] = [Turn(st.first)]


def finish(st: "ArcanoidTable", events: list[Event], winners) -> None:
    """The game is over: ``winners`` win (or share the win)."""
    st.stage = None
    st.todo.clear()
    st.winners = tuple(winners)
    if not st.quiet:
        said = say("{seat} wins the game.", seat=winners[0]) if len(winners) == 1 else \
            say("{seats} share the win.", seats=tuple(Seat(s) for s in winners))
        events.append(Event("game_end", data={"winners": st.winners, "scores": st.scores},
                            message=said))


# -- drawing and the refill vote ------------------------------------------------------------

def draw(st: "ArcanoidTable", events: list[Event], a: int, need: int, dst: str,
         after: "Wheel | None" = None) -> Stage | None:
    """Draw ``need`` cards for ``a`` into ``dst`` (``"hand"``, ``"strength"``, ``"row"``),
    then queue ``after``. When the deck runs out with cards still owed, the vote is held
    first (the rest of the draw waits as a :class:`Draw`); cards drawn into a hidden hand wait
    face down in ``"drawing"`` meanwhile, unseen even by their drawer (seed "Refilling the
    deck"; notes "Moves and timing"). Returns the vote it opens, if any."""
    deck = st.deck
    k = min(need, len(deck))
    if k < need and st.may_vote():
        for _ in range(k):
            card = deck.pop()
            if dst == "hand" and a != st.daemon:
                st.drawing.append(card)
                st.drawing_for = a
                if not st.quiet:
                    events.append(Event("move", card, "deck", "drawing", face_up=False,
                                        player=st.controller(a), visible=frozenset()))
            else:
                st.place(a, card, dst, "deck", events)
        st.then(Draw(a, need - k, dst, after))
        return start_vote(st, events, a)
    drawn = [deck.pop() for _ in range(k)]
    st.flush_drawing(events, a)
    for card in drawn:
        st.place(a, card, dst, "deck", events)
    if after is not None:
        st.then(after)
    if need and not deck and not st.deck_closed:
        return deck_empty(st, events, a)
    return None


def may_draw(st: "ArcanoidTable", a: int) -> bool:
    """Whether ``a``'s hand is drawn at all: ``a`` is still in the round, and its hand is
    short or a draw of its waits. The steps between a move and a hand's turn to draw only
    add cards (a vote draws none), so a hand that need not draw after the move will not:
    :func:`draw_back` fills no other."""
    return not st.out[a] and (st.drawing_for == a or len(st.hands[a]) < st.hand_size[a])


def fill_hand(st: "ArcanoidTable", a: int, events: list[Event]) -> Stage | None:
    """``a``'s hand is drawn back to its size (6, or 7 with Strength's hidden card), counting
    a half-completed draw, unless it has left the round (:class:`FillHand`)."""
    if st.out[a]:
        return None
    waiting = len(st.drawing) if st.drawing_for == a else 0
    need = st.hand_size[a] - len(st.hands[a]) - waiting
    if need <= 0 and st.drawing_for != a:    # nothing to draw and no draw waiting
        return None
    return draw(st, events, a, max(0, need), "hand")


def fill_row(st: "ArcanoidTable", mover: int, events: list[Event]) -> Stage | None:
    """Justice's row is kept at six cards while the deck lasts (seed, Justice), drawn for
    ``mover`` (:class:`FillJustice`)."""
    if st.justice_on:
        return draw(st, events, mover, 6 - len(st.justice), "row")
    return None


def draw_back(st: "ArcanoidTable", mover: int, events: list[Event]) -> Stage | None:
    """After ``mover``'s move: the mover's hand, then Justice's row, then any other short hand
    in playing order, the daemon last (seed "Making a move"; notes "Justice × Devil";
    :class:`DrawBack`). The fills run at once, in order, as the queue would run them: once one
    opens a decision (returned) or queues steps, those left wait in the queue under those, as
    :class:`FillHand` and :class:`FillJustice` steps."""
    d = st.daemon
    fills = [mover]
    if st.justice_on:            # Justice's row is refilled only while it is down
        fills.append(JUSTICE_ROW)
    order = st.order_from(mover)
    for i in range(1, len(order)):
        b = order[i]
        if b != d and may_draw(st, b):
            fills.append(b)
    if mover != d and st.daemon_master is not None:
        fills.append(d)
    todo = st.todo
    for i in range(len(fills)):
        size = len(todo)
        b = fills[i]
        stage = fill_row(st, mover, events) if b == JUSTICE_ROW else fill_hand(st, b, events)
        if stage is not None or st.stage is not None or len(todo) != size:
            todo[size:size] = [FillJustice(mover) if left == JUSTICE_ROW
                               else FillHand(left) for left in fills[:i:-1]]
            return stage
    return None


def deck_empty(st: "ArcanoidTable", events: list[Event], drawer: int) -> Stage | None:
    """The deck has just run out: vote on a refill, or close it for the round."""
    if st.may_vote():
        return start_vote(st, events, drawer)
    if not st.deck_closed:
        st.close_deck(events, say("The deck is empty and the discard pile too: the deck "
                                  "stays empty."))
    return None


def start_vote(st: "ArcanoidTable", events: list[Event], drawer: int) -> Stage | None:
    """Every seat votes, in playing order from the one who drew last, those already out
    too; the daemon does not (its master votes once; ours); the USA "is always willing to
    refill the deck" (seed, GAZA) and says so in its turn."""
    start = st.daemon_master if drawer == st.daemon else drawer
    voters = tuple(b for b in st.order_from(start) if b != st.daemon)
    if not st.quiet:
        events.append(Event("message", player=st.controller(start),
                            message=say("The deck is empty: refill it from the discard "
                                        "pile?")))
    return next_vote(st, events, voters)


def next_vote(st: "ArcanoidTable", events: list[Event], voters: tuple[int, ...]
              ) -> Stage | None:
    """The first of ``voters`` who decides votes next (the USA's yes is said for it); when
    everyone has agreed, the deck is refilled."""
    while voters and voters[0] == st.usa:
        if not st.quiet:
            events.append(Event("message", message=say("USA votes for a refill.")))
        voters = voters[1:]
    if voters:
        return RefillVote(voters[0], voters[1:])
    st.refill(events)
    return None


# -- queued work -------------------------------------------------------------------------------

class Turn(Step, frozen=True):
    """``actor``'s turn: it makes a :class:`Move` (:func:`take_turn`)."""

    actor: int

    def run(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        return take_turn(state, self.actor, events)


class NextTurn(Step, frozen=True):
    """The turn passes clockwise to the next actor still in the round (the daemon plays just
    before its master); when nobody is, the round ends (seed "Principles"). The next
    :class:`Turn` runs at once (:func:`next_turn`)."""

    def run(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        return next_turn(state, events)


class MoveAgain(Step, frozen=True):
    """``actor`` plays again (the High Priestess, the Hierophant, Justice), unless it has left
    the round meanwhile; ``extra``: within the Hermit's extra move."""

    actor: int
    extra: bool = False

    def run(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        if state.out[self.actor]:
            if not self.extra:
                state.then(NEXT_TURN)
            return None
        return Move(self.actor, self.extra)


class HermitOffer(Step, frozen=True):
    """After every move the Hermit's owner may take an extra move, three at most; spent, the
    Hermit is discarded (seed, the Hermit)."""

    def run(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        if state.hermit is None:
            return None
        owner, left = state.hermit
        if left == 0:
            state.hermit = None
            state.discard_front(owner, HERMIT, events,
                                say("The Hermit's three moves are spent."))
        elif not state.out[owner] and not all(state.out):
            return HermitMove(owner)
        return None


class DrawBack(Step, frozen=True):
    """After ``mover``'s move: the mover's hand, then Justice's row, then any other short hand
    in playing order, the daemon last (seed "Making a move"; notes "Justice × Devil")."""

    mover: int

    def run(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        """The fills run at once, in order (:func:`draw_back`)."""
        return draw_back(state, self.mover, events)


class FillHand(Step, frozen=True):
    """``actor``'s hand is drawn back to its size (6, or 7 with Strength's hidden card),
    counting a half-completed draw, unless it has left the round (:func:`fill_hand`)."""

    actor: int

    def run(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        return fill_hand(state, self.actor, events)


class FillJustice(Step, frozen=True):
    """Justice's row is kept at six cards while the deck lasts (seed, Justice), drawn for
    ``mover`` (:func:`fill_row`)."""

    mover: int

    def run(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        return fill_row(state, self.mover, events)


class Wheel(Step, frozen=True):
    """The Wheel of Fortune's cards are drawn: ``actor`` discards back to its hand's size."""

    actor: int

    def run(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        extra = len(state.hands[self.actor]) - state.hand_size[self.actor]
        return WheelDiscard(self.actor, extra) if extra > 0 else None


class Draw(Step, frozen=True):
    """``actor`` draws ``need`` cards into ``into`` (``"hand"``, ``"strength"``, ``"row"``:
    Justice's), then ``after`` runs: a draw queued by an effect, or the rest of a draw the
    refill vote interrupted (a hand's cards then wait in ``"drawing"``)."""

    actor: int
    need: int
    into: str
    after: Wheel | None = None

    def run(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        if self.into == "hand" and state.out[self.actor]:
            state.flush_drawing(events, self.actor)
            return None
        return draw(state, events, self.actor, self.need, self.into, self.after)


class Settle(Step, frozen=True):
    """The commitment attempted on ``field`` at ``time`` is ``owner``'s (its attempter's, or
    the Fool's thief's): it counts from now (:func:`.battlefields.settle`)."""

    owner: int
    field: str
    time: int

    def run(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        settle(state, self.owner, FIELDS.index(self.field), self.time, events)
        return None


class RoundEnd(Step, frozen=True):
    """Resolve the four battles (notes "Battle value"), then start the next round or end the
    game (notes "Game winner"): most battles over the regular rounds, then the tie-breaks, then
    an extra round (two at most), then a shared win."""

    def run(self, state: "ArcanoidState", events: list[Event]) -> Stage | None:
        reveal_secrets(state, events)
        row = fight(state, events)
        if state.tied:
            state.extra_results.append(row)
            state.tied = extra_round_leaders(row, state.tied)
            if len(state.tied) == 1 or len(state.extra_results) == MAX_EXTRA_ROUNDS:
                finish(state, events, state.tied)
                return None
        else:
            state.results.append(row)
            state.scores = tuple(battles_won(state.results, state.num_players))
            if len(state.results) == state.rounds:
                best = leaders(state.results, state.num_players)
                if len(best) == 1:
                    finish(state, events, best)
                    return None
                state.tied = best
                if not state.quiet:
                    events.append(Event("message", data={"tied": best},
                                        message=say("Tied after every tie-break: an extra "
                                                    "round decides.")))
        state.round_no += 1
        start_round(state, events)
        return None


NEXT_TURN = NextTurn()
HERMIT_OFFER = HermitOffer()
ROUND_END = RoundEnd()

#: Every decision and every step, as a position names them.
STAGES = Move | HermitMove | FoolWindow | RefillVote | WheelDiscard | Call
STEPS = Turn | NextTurn | MoveAgain | HermitOffer | DrawBack | FillHand | FillJustice | Wheel | \
    Draw | Settle | RoundEnd

