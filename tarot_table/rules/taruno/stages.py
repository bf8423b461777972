"""Taruno's turn: its decisions (one :class:`~..stages.Stage` class each) and the work the
rules do between them (one :class:`~..stages.Step` class each), driven by the shared
:class:`~..stages.StagedState`; and the rules of a turn: the deal (:func:`deal`), a turn's
start (:func:`turn`), a card played (:func:`play_card`), a turn's end (:func:`end_turn`).
The effects of the majors are in :mod:`.cards`; the choices they ask for, and the base of every
decision (:class:`~.choices.TarunoStage`), in :mod:`.choices`. Each rule names its source in
the package docstring's terms.

The decisions of a turn: :class:`PlayOrDraw`, :class:`Penalty` (stack or draw),
:class:`StrengthRun`, :class:`DeathExtra`, :class:`NameSuit`, :class:`ChariotSend`,
:class:`CallTaruno`, :class:`Catch`.

Queued work (``state.todo``, next step last): :class:`Turn`, :class:`NextTurn`,
:class:`EndTurn`, :class:`StrengthOn`, :class:`CatchRound`, the majors' steps of
:mod:`.choices`, and :class:`TarunoAsk` (the shared :class:`~..stages.Ask` typed with Taruno's
stages: a choice that waits for the steps queued before it). A rule that goes straight on
calls the next one (a card played ends the turn, which starts the next turn) and returns the
stage it opens. :data:`TarunoStage` and :data:`TarunoStep` here are the unions of every
decision and every kind of queued work, which a position reads.

Speed: the stages and steps that carry only a seat are built once per seat (``PLAY_OR_DRAW[s]``
…); the legal actions come from the tables of :mod:`.tables`.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING, Union

from ...cards import ACE, KING, PAGE, QUEEN, RANK_NAMES, suit_name
from ...messages import N_, Seat, say
from ..base import Action, Event, PlayerView
from ..stages import Ask, Stage, Step
from .choices import (HangedKeep, HierophantChoice, HierophantGifts, HierophantGive,
                      JudgementChoice, JusticeTie, LoversChoice, MoonDiscard, Sleeve, SunDiscard,
                      SunRound, TarunoStage, TopOfPile, WorldGive, WorldRound)
from .tables import (CHARIOT, DRAW, FIRST_MAJOR_KEY, FIT_PLAYS, HANGED, MAJOR, MAJORS, MINORS,
                     PASS, PENALTY, PLAYS, RETRIEVE, STACKS, SUIT_WORDS, SUITS, TARUNO,
                     TEMPERANCE, WORD_SUITS, _key, actions_for, card_actions, fits,
                     target_action)

if TYPE_CHECKING:
    from ...cards import Card
    from .state import TarunoState

HAND_SIZE = 7
MAX_PLAYERS = 7
#: After this many turns the game is cut short and decided by the Death rule (ours; seed XIII:
#: "You can use this same method to resolve ties if a game is cut short"). More than twice the
#: longest of 80,000 random games (441 turns); rule-based players were seen to play Judgement
#: back and forth for ever, a card drawn from a pile of one each time.
TURN_LIMIT = 1000


# -- the decisions of a turn ----------------------------------------------------------------

def _playable(state: "TarunoState", seat: int) -> list[Action]:
    """The cards ``seat`` may play: in one pass, the minors that fit, then every major (a hand is
    kept in display order: its majors come last); the majors are cut off when Temperance
    forbids them, or under strict minors when a minor fits (notes "Setup and turn")."""
    hand = state.hands[seat]
    table = PLAYS[state.cur_suit, state.cur_rank]
    acts = []
    for card in hand:           # actions_for(hand, table), written out: called every turn
        action = table[card._key]
        if action is not None:
            acts.append(action)
    if acts and acts[-1].cards[0].suit is MAJOR and (
            (state.strict and acts[0].cards[0].suit is not MAJOR)
            or not state.may_play_majors(seat)):
        del acts[bisect_left(hand, FIRST_MAJOR_KEY, key=_key) - len(hand):]
    return acts


def _refuse_card(state: "TarunoState", seat: int, action: Action, strength: bool = False
                 ) -> str | None:
    """Why playing ``action``'s card is refused on a turn, after Strength (``strength``) or
    Death; ``None`` when the action is no card played or no reason applies."""
    if action.kind != "play" or not action.cards:
        return None
    card = action.cards[0]
    if card not in state.hands[seat]:
        return f"You do not hold the {card.name()}."
    if card.is_major:
        return _refuse_major(state, seat, strength)
    if not fits(card, state.cur_suit, state.cur_rank):
        return _misfit(state, card)
    return None


def _refuse_major(state: "TarunoState", seat: int, strength: bool) -> str | None:
    """Why ``seat`` may not play a major now: after Strength, under Temperance, holding a
    minor that fits with strict minors; ``None`` when it may."""
    if strength:
        return "After Strength you may only play minor arcana (or stop)."
    t = state.temperance_seat()
    if t is not None and not state.may_play_majors(seat):
        return ("Temperance forbids major arcana until "
                f"{'you' if t == seat else '{%d}' % t} next play a card.")
    if state.strict and state.playable_minors(seat):
        return "Strict minors: you hold a minor that fits, so you must play a minor."
    return None


def _misfit(state: "TarunoState", card: "Card") -> str:
    """Why the minor ``card`` does not fit on the card to match."""
    word = RANK_NAMES[state.cur_rank]
    cur = suit_name(state.cur_suit) + (
        "" if state.cur_rank == ACE else f", {'an' if word[0] == '8' else 'a'} {word}")
    return f"The {card.name()} does not fit: play {cur} or an Ace, or a major arcanum."


class PlayOrDraw(TarunoStage, frozen=True):
    """Seat ``actor``'s turn: play a minor that fits (same suit, same rank, or an Ace) or a
    major, or draw one card — only with no minor that fits, which shows a void (seed "Basic
    rules"; notes "Setup and turn"); or first take a card back from up the sleeve, a free
    action (the Magician)."""

    instruction = "Play a minor that fits, a major arcanum, or draw."

    def legal(self, state: "TarunoState") -> list[Action]:
        seat = self.actor
        acts = _playable(state, seat)
        if not acts or acts[0].cards[0].suit is MAJOR:     # no minor fits
            acts.append(DRAW)
        sleeve = state.sleeve[seat]
        if sleeve:
            acts += [RETRIEVE[c._key] for c in sleeve]
        return acts

    def explain(self, state: "TarunoState", action: Action) -> str:
        seat = self.actor
        reason = _refuse_card(state, seat, action)
        if reason:
            return reason
        if action.kind == "draw":
            fit = state.playable_minors(seat)
            if fit:
                return f"You must play a minor when you can: the {fit[0].name()} fits."
        if action.kind == "retrieve" and action.cards:
            return f"The {action.cards[0].name()} is not up your sleeve."
        return super().explain(state, action)

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat = self.actor
        kind = action.kind
        if kind == "play":
            return play_card(state, seat, action.cards[0], True, events)
        if kind == "retrieve":
            card = action.cards[0]
            state.sleeve[seat].remove(card)
            state.to_hand(seat, card, f"front:{seat}", events, public=False,
                          said=None if state.quiet else say(
                              "{seat} takes a card back from up the sleeve.", seat=seat))
            return self
        state.show_void(seat)
        if state.draw_cards(seat, 1, events):
            return end_turn(state, seat, events)
        return None

    def prompt(self, view: PlayerView) -> str:
        kinds = {a.kind for a in view.legal}
        if "draw" not in kinds:
            return ""
        draw = "click the draw pile (or press D)" if view.zones["draw"] else "press Draw"
        if "play" in kinds:
            return f"No minor fits: play a major, or {draw}."
        return f"No card fits: {draw}."


class Penalty(TarunoStage, frozen=True):
    """Seat ``actor`` faces the pending King or Knight penalty (``state.penalty``): draw it
    all, or (option "stacking", on) play a card of the same rank, of any suit, adding to it
    and passing it on — never forced, Kings and Knights never mixed (seed "Special cards";
    notes "Face cards"). Decision: a decision even with nothing to stack, so that taking the
    penalty shows nothing about the hand; no major, no Lovers draw."""

    instruction = "Draw the penalty or stack a card of the same rank."

    def legal(self, state: "TarunoState") -> list[Action]:
        acts = actions_for(state.hands[self.actor], STACKS[state.penalty[0]]) \
            if state.stacking else []
        acts.append(DRAW)
        return acts

    def explain(self, state: "TarunoState", action: Action) -> str:
        if action.kind == "play" and action.cards:
            card = action.cards[0]
            if card not in state.hands[self.actor]:
                return f"You do not hold the {card.name()}."
            if not state.stacking:
                return "Stacking is off: you must draw the penalty."
            kind = RANK_NAMES[state.penalty[0]]
            return (f"You face +{state.penalty[1]} from a {kind}: you may only play a "
                    f"{kind} on it or draw.")
        return super().explain(state, action)

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat = self.actor
        if action.kind == "play":
            return play_card(state, seat, action.cards[0], True, events)
        _, amount = state.penalty
        state.penalty = None
        if state.draw_cards(seat, amount, events, N_("the penalty")):
            return end_turn(state, seat, events)
        return None

    def prompt(self, view: PlayerView) -> str:
        rank, amount = view.penalty
        draw = "click the draw pile (or press D)" if view.zones["draw"] else "press Draw"
        if any(a.kind == "play" for a in view.legal):
            return f"+{amount} for you: stack a {RANK_NAMES[rank]} on the pile, or {draw} " \
                "to take them."
        return f"+{amount} for you: {draw} to take them."


class StrengthRun(TarunoStage, frozen=True):
    """VIII Strength: seat ``actor`` may play another minor that fits, or stop ("pass"); face
    cards played so have no effect, not even a suit naming (seed VIII)."""

    instruction = "Strength: play another minor that fits, or stop (pass)."
    question = "Strength: play another minor that fits, or stop."
    pass_word = "Stop"

    def legal(self, state: "TarunoState") -> list[Action]:
        acts = actions_for(state.hands[self.actor], FIT_PLAYS[state.cur_suit, state.cur_rank])
        acts.append(PASS)
        return acts

    def explain(self, state: "TarunoState", action: Action) -> str:
        return _refuse_card(state, self.actor, action, strength=True) or \
            super().explain(state, action)

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        if action.kind == "play":
            return play_card(state, self.actor, action.cards[0], False, events)
        return end_turn(state, self.actor, events)


class DeathExtra(TarunoStage, frozen=True):
    """XIII Death, the first time: seat ``actor`` plays one more card at once by the normal
    rules (a minor that fits or a major), or passes (seed XIII; notes)."""

    instruction = "Death: play one more card, or pass."
    question = "Death: play one more card, or pass."
    pass_word = "No more"

    def legal(self, state: "TarunoState") -> list[Action]:
        acts = _playable(state, self.actor)
        acts.append(PASS)
        return acts

    def explain(self, state: "TarunoState", action: Action) -> str:
        return _refuse_card(state, self.actor, action) or super().explain(state, action)

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        if action.kind == "play":
            return play_card(state, self.actor, action.cards[0], True, events)
        return end_turn(state, self.actor, events)


class NameSuit(TarunoStage, frozen=True):
    """Seat ``actor`` played a King or a Queen and names the suit to match (``suit @cups``);
    the rank stays the face card's (seed "Special cards"; notes "Face cards")."""

    instruction = "Name a suit first (suit @swords, @wands, @cups or @pentacles)."
    question = "Name the new suit"

    def legal(self, state: "TarunoState") -> list[Action]:
        return list(SUITS)

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat = self.actor
        state.cur_suit = WORD_SUITS[action.target]
        if not state.quiet:
            events.append(Event("message", player=seat, data={"suit": action.target},
                                message=say("{seat} names {suit}.", seat=seat,
                                            suit=WORD_SUITS[action.target])))
        return None

    def label(self, view: PlayerView, action: Action) -> str | None:
        if action.kind == "suit":
            held = sum(1 for c in view.hand() if not c.is_major
                       and SUIT_WORDS[c.suit] == action.target)
            return f"{str(action.target).title()} ({held} held)"
        return super().label(view, action)


class ChariotSend(TarunoStage, frozen=True):
    """VII The Chariot in front of seat ``actor``: the minor it has just played — the top of
    the minor pile — may go into another (unshielded) hand, face up, instead of staying on
    the pile; the card to match is unchanged (seed VII; notes). Not the winning last minor."""

    instruction = "The Chariot: send the card into another hand (send … @seat) or pass."
    pass_word = "Keep it on the pile"

    def legal(self, state: "TarunoState") -> list[Action]:
        key = state.minor_pile[-1]._key
        acts = [PASS]
        for s in state.others(self.actor):
            acts.append(card_actions("send", s)[key])
        return acts

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        if action.kind == "send":
            seat = self.actor
            card = state.minor_pile.pop()
            state.to_hand(action.target, card, "discard:minor", events, public=True,
                          said=None if state.quiet else say(
                              "{seat} puts {card} into {target:poss} hand (the Chariot).",
                              seat=seat, card=card, target=Seat(action.target)))
        return None

    def prompt(self, view: PlayerView) -> str:
        return f"The Chariot: send the {view.zones['discard:minor'][-1].name()} into " \
            "another hand?"


class CallTaruno(TarunoStage, frozen=True):
    """Seat ``actor`` ended its turn holding one card without having called: it calls
    ("taruno") or not ("pass"; the others may then catch it) (seed "Basic rules"; notes
    "Winning")."""

    instruction = "You hold one card: call \"Taruno\" or pass."
    question = "One card left!"
    pass_word = "Stay silent"

    def legal(self, state: "TarunoState") -> list[Action]:
        return [TARUNO, PASS]

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat = self.actor
        if action.kind == "taruno":
            state.called[seat] = True
            if not state.quiet:
                events.append(Event("message", player=seat, data={"call": True},
                                    message=say("{seat}: \"Taruno!\"", seat=seat)))
        else:
            state.todo.append(CatchRound(seat, state.order_from(seat)[1:]))
        return None


class Catch(TarunoStage, frozen=True):
    """Seat ``actor`` may catch seat ``late``, who holds one card and did not call: caught, it
    draws the option's penalty (2); the seats of ``rest`` are asked next, in turn order, until
    one catches (notes "Winning")."""

    late: int
    rest: tuple[int, ...]

    instruction = "Catch the player who did not call \"Taruno\", or pass."
    pass_word = "Let it go"

    def legal(self, state: "TarunoState") -> list[Action]:
        return [target_action("catch", self.late), PASS]

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        late = self.late
        if action.kind == "catch":
            if not state.quiet:
                events.append(Event("message", player=self.actor, data={"caught": late},
                                    message=say("{seat} catches {late} without a call!",
                                                seat=self.actor, late=Seat(late))))
            state.called[late] = True
            state.draw_cards(late, state.call_penalty, events, N_("caught without calling"))
        else:
            state.todo.append(CatchRound(late, self.rest))
        return None

    def prompt(self, view: PlayerView) -> str:
        return f"{{{self.late}}} holds one card and did not call \"Taruno\"!"



# -- the queued steps -------------------------------------------------------------------------

class Turn(Step, frozen=True):
    """Seat ``seat``'s turn starts (:func:`turn`)."""

    seat: int

    def run(self, state: "TarunoState", events: list[Event]) -> Stage | None:
        return turn(state, self.seat, events)


class NextTurn(Step, frozen=True):
    """The turn passes on from seat ``after`` (:func:`next_turn`)."""

    after: int

    def run(self, state: "TarunoState", events: list[Event]) -> Stage | None:
        return next_turn(state, self.after, events)


class EndTurn(Step, frozen=True):
    """Seat ``seat``'s turn ends (:func:`end_turn`)."""

    seat: int

    def run(self, state: "TarunoState", events: list[Event]) -> Stage | None:
        return end_turn(state, self.seat, events)


class StrengthOn(Step, frozen=True):
    """Strength's run of seat ``seat`` goes on while a minor fits, else the turn ends."""

    seat: int

    def run(self, state: "TarunoState", events: list[Event]) -> Stage | None:
        return strength_on(state, self.seat, events)


class CatchRound(Step, frozen=True):
    """The next seat of ``rest`` may catch seat ``late`` (:class:`Catch`)."""

    late: int
    rest: tuple[int, ...]

    def run(self, state: "TarunoState", events: list[Event]) -> Stage | None:
        rest = self.rest
        return Catch(rest[0], self.late, rest[1:]) if rest else None



#: Every decision of Taruno (the type of a position's ``stage``).
TarunoStage = Union[PlayOrDraw, Penalty, StrengthRun, DeathExtra, NameSuit, ChariotSend,
                    CallTaruno, Catch, Sleeve, TopOfPile, HierophantChoice, HierophantGive,
                    LoversChoice, JusticeTie, HangedKeep, MoonDiscard, SunDiscard,
                    JudgementChoice, WorldGive]


class TarunoAsk(Ask, frozen=True):
    """A queued decision of Taruno: the shared :class:`~..stages.Ask` with its ``stage`` typed
    as one of Taruno's, so that a position reads it back."""

    stage: TarunoStage


#: Every kind of queued work of Taruno (the type of a position's ``todo`` items).
TarunoStep = Union[Turn, NextTurn, EndTurn, StrengthOn, CatchRound, SunRound, WorldRound,
                   HierophantGifts, TarunoAsk]

#: The stages and steps of a seat, built once (they never change).
PLAY_OR_DRAW = tuple(PlayOrDraw(s) for s in range(MAX_PLAYERS))
PENALTY_STAGE = tuple(Penalty(s) for s in range(MAX_PLAYERS))
STRENGTH_RUN = tuple(StrengthRun(s) for s in range(MAX_PLAYERS))
NAME_SUIT = tuple(NameSuit(s) for s in range(MAX_PLAYERS))
END_TURN = tuple(EndTurn(s) for s in range(MAX_PLAYERS))
NEXT_TURN = tuple(NextTurn(s) for s in range(MAX_PLAYERS))


# -- the rules of a turn ----------------------------------------------------------------------

def deal(state: "TarunoState", events: list[Event]) -> None:
    """Seed "Basic rules"; notes "Setup": the dealer is drawn from the seed; 7 minors each from
    the shuffled minors, one at a time from the dealer's left; one more minor starts the minor
    pile, with no effect; the other minors and the 22 majors are shuffled into the draw pile.
    The player to the dealer's left starts."""
    n = state.num_players
    quiet = state.quiet
    state.dealer = state.rng.randrange(n)
    if not quiet:
        events.append(Event("shuffle", message=say("{seat} deals.", seat=state.dealer),
                            player=state.dealer))
    minors = state.shuffled(MINORS)
    count = HAND_SIZE * n
    dealt = minors[:-count - 1:-1]      # from the top of the pile, in the order dealt
    del minors[-count:]
    first = state.dealer + 1
    for k in range(n):                  # the k-th card of every round goes to the same seat
        state.hands[(first + k) % n] = sorted(dealt[k::n], key=_key)
    if not quiet:
        for j, card in enumerate(dealt):
            seat = (first + j % n) % n
            events.append(Event("move", card, "deck", f"hand:{seat}", face_up=False,
                                player=seat, visible=frozenset((seat,))))
    start = minors.pop()
    state.minor_pile = [start]
    state.cur_suit, state.cur_rank = start.suit, start.rank
    state.draw = state.shuffled(minors + list(MAJORS))
    if not quiet:
        events.append(Event("move", start, "deck", "discard:minor",
                            message=say("{card} starts the minor pile.", card=start)))
        events.extend(Event("move", c, "deck", "draw", face_up=False, visible=frozenset())
                      for c in state.draw)
    state.todo = [Turn((state.dealer + 1) % n)]
    state.run_steps(events)


def turn(state: "TarunoState", seat: int, events: list[Event]) -> Stage | None:
    """Seat ``seat``'s turn starts. Under the Hanged Man it is skipped and the Hanged Man
    discarded (seed XII; decision: facing a penalty then, it draws it); facing a penalty it
    stacks or draws (:class:`Penalty`); a Lover draws a card first (seed VI); then it plays or
    draws (:class:`PlayOrDraw`). A turn past :data:`TURN_LIMIT` cuts the game short instead."""
    if state.turn_no >= TURN_LIMIT:
        state.fate_end(events, say("The game is cut short after {turns:,} turns.",
                                   turns=TURN_LIMIT))
        return None
    state.turn = seat
    state.turn_no += 1
    if state.front[seat] and state.has_front(seat, HANGED):
        state.discard_front(seat, HANGED, events,
                            N_("{seat} skips this turn (the Hanged Man)."))
        if state.penalty:
            _, amount = state.penalty
            state.penalty = None
            if not state.draw_cards(seat, amount, events, N_("the penalty")):
                return None
        state.todo.append(NEXT_TURN[seat])
        return None
    if state.penalty:
        return PENALTY_STAGE[seat]
    team = state.team
    if team.count(team[seat]) > 1:  # the Lovers
        if not state.draw_cards(seat, 1, events, N_("the Lovers draw at the start of each turn")):
            return None
    return PLAY_OR_DRAW[seat]


def next_turn(state: "TarunoState", after: int, events: list[Event]) -> Stage | None:
    """The next seat in the direction of play takes its turn, unless it is skipped (a King, a
    Knight, a Page with two players, the Tower): then the one after it."""
    n = state.num_players
    nxt = (after + state.direction) % n
    if state.skip_next:
        state.skip_next = False
        if not state.quiet:
            events.append(Event("message", player=nxt,
                                message=say("{seat} is skipped.", seat=nxt)))
        nxt = (nxt + state.direction) % n
    return turn(state, nxt, events)


def end_turn(state: "TarunoState", seat: int, events: list[Event]) -> Stage | None:
    """The end of ``seat``'s turn, in order: the call falls due (:class:`CallTaruno`, the next
    turn queued after it; decision: only from the seat whose turn ends), the next turn starts.
    (No hand is empty here: an emptied hand has drawn at once, ``state.draw_if_empty``.)"""
    if state.call_penalty and len(state.hands[seat]) == 1 and not state.called[seat]:
        state.todo.append(NEXT_TURN[seat])
        return CallTaruno(seat)
    if state.skip_next:
        return next_turn(state, seat, events)
    return turn(state, (seat + state.direction) % state.num_players, events)


def strength_on(state: "TarunoState", seat: int, events: list[Event]) -> Stage | None:
    """Strength's run goes on while a minor fits (:class:`StrengthRun`); "the turn ends when
    none fits" (seed VIII: "until you cannot anymore")."""
    if state.playable_minors(seat):
        return STRENGTH_RUN[seat]
    return end_turn(state, seat, events)


def play_card(state: "TarunoState", seat: int, card: "Card", effects: bool,
              events: list[Event]) -> Stage | None:
    """``seat`` plays ``card``: a major goes to its effect (:mod:`.cards`); a minor goes on the
    minor pile and becomes the card to match. A last minor wins (seed "Basic rules"). Playing
    lifts the player's Temperance (seed XIV). Face cards, unless ``effects`` is false
    (Strength): the King and the Knight add 3 and 2 to the next player's penalty, the Page
    reverses the direction (with two players it skips), the King and the Queen name a suit
    (:class:`NameSuit`); then the Chariot may send the card (:class:`ChariotSend`); then the
    turn ends — or Strength's run goes on."""
    if card.suit is MAJOR:
        return state.majors[card.rank].play(state, seat, card, events)
    if _lay_minor(state, seat, card, events):
        return None
    naming = effects and card.rank >= PAGE and _face_card(state, seat, card.rank, events)
    return _after_card(state, seat, naming, effects, events)


def _lay_minor(state: "TarunoState", seat: int, card: "Card", events: list[Event]) -> bool:
    """Put the minor ``card`` of ``seat`` on the minor pile as the card to match; whether it
    was the last of its hand (it wins), else lift its Temperance."""
    state.take(seat, card)
    state.minor_pile.append(card)
    state.cur_suit, state.cur_rank = card.suit, card.rank
    if not state.quiet:
        events.append(Event("move", card, f"hand:{seat}", "discard:minor", player=seat,
                            message=say("{seat} plays {card}.", seat=seat, card=card)))
    if not state.hands[seat]:
        state.finish(events, [seat], say("{seat} plays a last minor and wins.", seat=seat))
        return True
    if state.front[seat] and state.has_front(seat, TEMPERANCE):
        state.discard_front(seat, TEMPERANCE, events,
                            N_("{seat} plays a card: Temperance is lifted."))
    return False


def _face_card(state: "TarunoState", seat: int, rank: int, events: list[Event]) -> bool:
    """The effect of a face card of ``rank`` played by ``seat``: the King and the Knight add
    to the next player's penalty, the Page reverses the direction (with two players it
    skips). Whether it names a suit (the King, the Queen)."""
    if rank in PENALTY:
        _, amount = state.penalty or (rank, 0)
        state.penalty = (rank, amount + PENALTY[rank])
        if not state.quiet:
            events.append(Event("message", player=(seat + state.direction) % state.num_players,
                                data={"penalty": state.penalty[1]},
                                message=say("+{penalty} for the next player.",
                                            penalty=state.penalty[1])))
    elif rank == PAGE:
        if state.num_players == 2:
            state.skip_next = True
        else:
            state.direction = -state.direction
            if not state.quiet:
                events.append(Event("message", player=seat, data={"direction": state.direction},
                                    message=say("The direction of play is reversed.")))
    return rank == KING or rank == QUEEN


def _after_card(state: "TarunoState", seat: int, naming: bool, effects: bool,
                events: list[Event]) -> Stage | None:
    """After a minor of ``seat``: the suit to name (``naming``), then the Chariot's send,
    then the turn's end — or, without ``effects`` (Strength), its run going on."""
    send = state.front[seat] and state.has_front(seat, CHARIOT) and state.others(seat)
    if send or naming:  # the suit to name, then the send, then the turn's rest
        state.todo.append(END_TURN[seat] if effects else StrengthOn(seat))
        if naming:
            if send:
                state.todo.append(TarunoAsk(ChariotSend(seat)))
            return NAME_SUIT[seat]
        return ChariotSend(seat)
    if effects:
        return end_turn(state, seat, events)
    return strength_on(state, seat, events)

