"""Taruno's decisions (one :class:`~..stages.Stage` class each) and the work the rules do
between them (one :class:`~..stages.Step` class each), driven by the shared
:class:`~..stages.StagedState`; and the rules of a turn: the deal (:func:`deal`), a turn's
start (:func:`turn`), a card played (:func:`play_card`), a turn's end (:func:`end_turn`).
The effects of the majors are in :mod:`.cards`; the choices they ask for are here. Each rule
names its source in the package docstring's terms.

The decisions of a turn: :class:`PlayOrDraw`, :class:`Penalty` (stack or draw),
:class:`StrengthRun`, :class:`DeathExtra`, :class:`NameSuit`, :class:`ChariotSend`,
:class:`CallTaruno`, :class:`Catch`. The majors' choices: :class:`Sleeve` (the Magician),
:class:`TopOfPile` (the High Priestess), :class:`HierophantChoice` and :class:`HierophantGive`,
:class:`LoversChoice`, :class:`JusticeTie`, :class:`HangedKeep`, :class:`MoonDiscard`,
:class:`SunDiscard`, :class:`JudgementChoice`, :class:`WorldGive`.

Queued work (``state.todo``, next step last): :class:`Turn`, :class:`NextTurn`,
:class:`EndTurn`, :class:`StrengthOn`, :class:`CatchRound`, :class:`SunRound`,
:class:`WorldRound`, :class:`HierophantGifts`, and :class:`TarunoAsk` (the shared
:class:`~..stages.Ask` typed with Taruno's stages: a choice that waits for the steps queued
before it). A rule that goes straight on calls the next one
(a card played ends the turn, which starts the next turn) and returns the stage it opens.

Speed: the stages and steps that carry only a seat are built once per seat (``PLAY_OR_DRAW[s]``
…); the legal actions come from the tables of :mod:`.tables`.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING, ClassVar, Union

from ...cards import ACE, KING, PAGE, QUEEN, RANK_NAMES, suit_name
from ..base import Action, Event, PlayerView
from ..stages import Ask, Stage, Step
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
_DISCARD = card_actions("discard")
_SLEEVE = card_actions("sleeve")
_KEEP = card_actions("keep")
_TOP = card_actions("top")


class TarunoStage(Stage, frozen=True):
    """A decision of Taruno. ``instruction`` is what a refusal adds (``"… (play 7W is not
    legal.)"``), ``question`` the table's prompt, ``pass_word`` the label of its ``pass``."""

    instruction: ClassVar[str] = "That is not a legal move now."
    question: ClassVar[str] = ""
    pass_word: ClassVar[str] = "Pass"

    def explain(self, state: "TarunoState", action: Action) -> str:
        return f"{self.instruction} ({action} is not legal.)"

    def prompt(self, view: PlayerView) -> str:
        return self.question

    def label(self, view: PlayerView, action: Action) -> str | None:
        return self.pass_word if action.kind == "pass" else None


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
                          text=f"{{{seat}}} takes a card back from up the sleeve.")
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
        if state.draw_cards(seat, amount, events, "the penalty"):
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
                                text=f"{{{seat}}} names {action.target}."))
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
                          text="" if state.quiet else f"{{{seat}}} puts the {card.name()} "
                                                      f"into {{{action.target}}}'s hand "
                                                      "(the Chariot).")
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
                                    text=f"{{{seat}}}: \"Taruno!\""))
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
                                    text=f"{{{self.actor}}} catches {{{late}}} without a call!"))
            state.called[late] = True
            state.draw_cards(late, state.call_penalty, events, "caught without calling")
        else:
            state.todo.append(CatchRound(late, self.rest))
        return None

    def prompt(self, view: PlayerView) -> str:
        return f"{{{self.late}}} holds one card and did not call \"Taruno\"!"


# -- the majors' choices ----------------------------------------------------------------------

class Sleeve(TarunoStage, frozen=True):
    """I The Magician: seat ``actor`` puts a card of its hand face down up its sleeve, in front
    of it (seed I); a hand so emptied draws at once (it is no longer part of the hand)."""

    instruction = "The Magician: choose a card from your hand to put up your sleeve."
    question = "The Magician: a card to put up your sleeve"

    def legal(self, state: "TarunoState") -> list[Action]:
        return actions_for(state.hands[self.actor], _SLEEVE)

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat, card = self.actor, action.cards[0]
        state.take(seat, card)
        state.sleeve[seat].append(card)
        if not state.quiet:
            events.append(Event("move", card, f"hand:{seat}", f"front:{seat}",
                                face_up=False, player=seat, visible=frozenset((seat,)),
                                text=f"{{{seat}}} puts a card up the sleeve."))
        state.draw_if_empty(seat, events)
        return None


class TopOfPile(TarunoStage, frozen=True):
    """II The High Priestess: seat ``actor`` looked at the top ``count`` cards of the draw pile
    and puts them back in the order it likes, one choice at a time from the top down:
    ``placed`` are in place already (seed II; notes)."""

    count: int
    placed: int

    instruction = "The High Priestess: choose the next card to put on top of the draw pile."
    question = "The High Priestess: the next card on top of the draw pile"

    def legal(self, state: "TarunoState") -> list[Action]:
        n = len(state.draw)
        return actions_for(sorted(state.draw[n - self.count:n - self.placed], key=_key), _TOP)

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat, card, k, j = self.actor, action.cards[0], self.count, self.placed
        draw = state.draw
        n = len(draw)
        i, dst = draw.index(card, n - k), n - 1 - j
        draw[i], draw[dst] = draw[dst], draw[i]
        if not state.quiet:
            events.append(Event("reveal", card, "draw", "draw", face_up=False, player=seat,
                                visible=frozenset((seat,)), data={"position": j}))
        if k - (j + 1) >= 2:
            return TopOfPile(seat, k, j + 1)
        return None


def _choose(seats) -> list[Action]:
    return [target_action("choose", s) for s in seats]


class _ChooseSeat(TarunoStage, frozen=True):
    """A choice of a seat (``choose @2``), labelled with its hand size."""

    def label(self, view: PlayerView, action: Action) -> str | None:
        if action.kind == "choose":
            return f"{{{action.target}}} ({len(view.zones[f'hand:{action.target}'])} cards)"
        return super().label(view, action)


class HierophantChoice(_ChooseSeat, frozen=True):
    """V The Hierophant: seat ``actor`` chooses an (unshielded) player whose hand size differs
    from its own; the one with more gives the other half the difference, rounding up, one
    card of their choice at a time, face down ("this evens your hand sizes", seed V)."""

    instruction = "The Hierophant: choose a player whose hand size differs from yours."
    question = "The Hierophant: choose a player"

    @staticmethod
    def targets(state: "TarunoState", seat: int) -> list[int]:
        mine = len(state.hands[seat])
        return [s for s in state.others(seat) if len(state.hands[s]) != mine]

    def legal(self, state: "TarunoState") -> list[Action]:
        return _choose(self.targets(state, self.actor))

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat, target = self.actor, action.target
        mine, theirs = len(state.hands[seat]), len(state.hands[target])
        count = (abs(theirs - mine) + 1) // 2
        giver, taker = (target, seat) if theirs > mine else (seat, target)
        if not state.quiet:
            events.append(Event("message", player=seat, text=f"The Hierophant: {{{giver}}} "
                                f"gives {count} card{'s' * (count > 1)} to {{{taker}}}."))
        state.todo.append(HierophantGifts(giver, taker, count))
        return None


class HierophantGive(TarunoStage, frozen=True):
    """V The Hierophant: seat ``actor`` gives seat ``taker`` a card of its choice, face down;
    ``left`` cards are still to give, this one included."""

    taker: int
    left: int

    instruction = "Choose a card to give."

    def legal(self, state: "TarunoState") -> list[Action]:
        return actions_for(state.hands[self.actor], card_actions("give", self.taker))

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat, card = self.actor, action.cards[0]
        state.take(seat, card)
        state.to_hand(self.taker, card, f"hand:{seat}", events, public=False,
                      also=state.vis(seat))
        state.todo.append(HierophantGifts(seat, self.taker, self.left - 1))
        return None

    def prompt(self, view: PlayerView) -> str:
        return f"The Hierophant: a card to give to {{{self.taker}}} ({self.left} to give)"


class LoversChoice(_ChooseSeat, frozen=True):
    """VI The Lovers: seat ``actor`` chooses a partner not already its teammate; the two teams
    merge (decision), win together, and every member draws a card at the start of each of
    their turns (seed VI). Decision: partners always see each other's hands. Decision (ours):
    once every seat is in one team the game ends at once and everybody wins — "it is possible
    to have everybody win using this card" (seed VI), every ending gives that, and a game
    going on could loop for ever (two Lovers, a Page that skips, a refill of two cards)."""

    instruction = "The Lovers: choose your partner."
    question = "The Lovers: choose your partner"

    @staticmethod
    def targets(state: "TarunoState", seat: int) -> list[int]:
        mates = state.members(seat)
        return [s for s in state.others(seat) if s not in mates]

    def legal(self, state: "TarunoState") -> list[Action]:
        return _choose(self.targets(state, self.actor))

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat = self.actor
        old = set(state.members(seat)) | set(state.members(action.target))
        new_id = min(old)
        for s in old:
            state.team[s] = new_id
        if not state.quiet:
            vis = frozenset(old)
            for s in sorted(old):
                for c in state.hands[s]:
                    events.append(Event("reveal", c, f"hand:{s}", f"hand:{s}",
                                        face_up=False, player=s, visible=vis))
            events.append(Event("message", player=seat, data={"team": tuple(sorted(old))},
                                text=f"The Lovers: {{{seat}}} and {{{action.target}}} "
                                     "are a team."))
        if state.team.count(new_id) == state.num_players:
            state.finish(events, [seat], "The Lovers join everybody in one team: "
                                         "everybody wins.")
        return None


class JusticeTie(_ChooseSeat, frozen=True):
    """XI Justice: the players with the most and the fewest cards swap hands; seat ``actor``
    chooses among ``tied`` (tied for one end), ``other`` being the seats of the other end
    (seed XI: "In case of a tie, you decide who swaps")."""

    tied: tuple[int, ...]
    other: tuple[int, ...]

    instruction = "Justice: choose who swaps among the tied players."
    question = "Justice: who swaps hands?"

    @staticmethod
    def settle(state: "TarunoState", seat: int, most: tuple[int, ...], least: tuple[int, ...],
               events: list[Event]) -> None:
        """Swap the hands of ``most`` and ``least`` (seats of each end) once each end is one
        seat; until then, queue the choice of ``seat`` among the tied."""
        if len(most) > 1:
            state.todo.append(TarunoAsk(JusticeTie(seat, most, least)))
        elif len(least) > 1:
            state.todo.append(TarunoAsk(JusticeTie(seat, least, most)))
        else:
            state.swap_hands(most[0], least[0], events)
            if not state.quiet:
                events.append(Event("message",
                                    text=f"{{{most[0]}}} and {{{least[0]}}} swap hands "
                                         "(Justice)."))

    def legal(self, state: "TarunoState") -> list[Action]:
        return _choose(self.tied)

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        self.settle(state, self.actor, (action.target,), self.other, events)
        return None


class HangedKeep(TarunoStage, frozen=True):
    """XII The Hanged Man: seat ``actor`` keeps one card of its choice and discards the rest
    (seed XII)."""

    instruction = "The Hanged Man: choose the one card you keep."
    question = "The Hanged Man: the one card you keep"

    def legal(self, state: "TarunoState") -> list[Action]:
        return actions_for(state.hands[self.actor], _KEEP)

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat, kept = self.actor, action.cards[0]
        state.discard_cards(seat, [c for c in state.hands[seat] if c is not kept], events)
        return None


class MoonDiscard(TarunoStage, frozen=True):
    """XVIII The Moon: seat ``actor`` discards cards one at a time, at least two ("pass" once
    ``discarded`` is two or more), then draws as many; with fewer cards it discards them all
    (seed XVIII; addendum)."""

    discarded: int

    instruction = "The Moon: discard a card (at least two), or pass when done."
    question = "The Moon: discard cards (at least two), then Done"
    pass_word = "Done"

    def legal(self, state: "TarunoState") -> list[Action]:
        acts = actions_for(state.hands[self.actor], _DISCARD)
        if self.discarded >= 2:
            acts.append(PASS)
        return acts

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat, count = self.actor, self.discarded
        if action.kind == "discard":
            state.discard_from_hand(seat, action.cards[0], events)
            count += 1
            if state.hands[seat]:
                return MoonDiscard(seat, count)
        # a hand emptied by the Moon draws at once: these cards (ours, see draw_if_empty)
        state.draw_cards(seat, count, events, "the Moon")
        return None


class SunDiscard(TarunoStage, frozen=True):
    """XIX The Sun: seat ``actor`` discards a card of its choice; the seats of ``rest`` follow
    in turn order (seed XIX). An emptied hand draws before the next one discards."""

    rest: tuple[int, ...]

    instruction = "The Sun: discard a card of your choice."
    question = "The Sun: discard a card"

    def legal(self, state: "TarunoState") -> list[Action]:
        return actions_for(state.hands[self.actor], _DISCARD)

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat = self.actor
        state.discard_from_hand(seat, action.cards[0], events)
        if state.draw_if_empty(seat, events):  # before the next player's discard
            state.todo.append(SunRound(self.rest))
        return None


class JudgementChoice(_ChooseSeat, frozen=True):
    """XX Judgement: seat ``actor`` chooses any (unshielded) player, itself included, who draws
    twice as many cards as ``actor`` holds (seed XX)."""

    instruction = "Judgement: choose who draws."

    @staticmethod
    def targets(state: "TarunoState", seat: int) -> list[int]:
        return [s for s in state.order_from(seat) if not state.shielded(s, seat)]

    def legal(self, state: "TarunoState") -> list[Action]:
        return _choose(self.targets(state, self.actor))

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        count = 2 * len(state.hands[self.actor])
        state.draw_cards(action.target, count, events, "Judgement")
        return None

    def prompt(self, view: PlayerView) -> str:
        return f"Judgement: who draws {2 * len(view.hand())} cards?"


class WorldGive(TarunoStage, frozen=True):
    """XXI The World: seat ``actor`` gives a card of its choice, face down, to ``rest[0]`` (the
    seats still to receive one, in turn order); short of cards it may "pass" over one, who
    misses out (seed XXI; addendum: "you choose who misses out")."""

    rest: tuple[int, ...]

    instruction = "The World: give a card to this player (or pass, when you must leave " \
        "someone out)."
    pass_word = "Skip this player"

    def legal(self, state: "TarunoState") -> list[Action]:
        rest = self.rest
        hand = state.hands[self.actor]
        acts = actions_for(hand, card_actions("give", rest[0]))
        if len(hand) < len(rest):
            acts.append(PASS)
        return acts

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        seat, rest = self.actor, self.rest
        if action.kind == "give":
            card = action.cards[0]
            state.take(seat, card)
            state.to_hand(rest[0], card, f"hand:{seat}", events, public=False,
                          also=state.vis(seat))
        state.todo.append(WorldRound(seat, rest[1:]))
        return None

    def prompt(self, view: PlayerView) -> str:
        return f"The World: a card to give to {{{self.rest[0]}}}"


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


class SunRound(Step, frozen=True):
    """The next seat of ``seats`` discards for the Sun (:class:`SunDiscard`)."""

    seats: tuple[int, ...]

    def run(self, state: "TarunoState", events: list[Event]) -> Stage | None:
        seats = self.seats
        return SunDiscard(seats[0], seats[1:]) if seats else None


class WorldRound(Step, frozen=True):
    """The World's giving goes on while there are players left (``rest``) and cards to give; a
    hand emptied by giving ends it (the others miss out, addendum), and then everybody draws a
    card, the ``giver`` first — the emptied hand's immediate draw (ours)."""

    giver: int
    rest: tuple[int, ...]

    def run(self, state: "TarunoState", events: list[Event]) -> Stage | None:
        seat = self.giver
        if self.rest and state.hands[seat]:
            return WorldGive(seat, self.rest)
        for s in state.order_from(seat):
            if s == seat or not state.shielded(s, seat):
                if not state.draw_cards(s, 1, events, "the World"):
                    return None
        return None


class HierophantGifts(Step, frozen=True):
    """Seat ``giver`` gives seat ``taker`` its next card for the Hierophant while ``left`` is
    positive and it has cards (:class:`HierophantGive`)."""

    giver: int
    taker: int
    left: int

    def run(self, state: "TarunoState", events: list[Event]) -> Stage | None:
        if self.left > 0 and state.hands[self.giver]:
            return HierophantGive(self.giver, self.taker, self.left)
        return None


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
        events.append(Event("shuffle", text=f"{{{state.dealer}}} deals.", player=state.dealer))
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
                            text=f"The {start.name()} starts the minor pile."))
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
        state.fate_end(events, f"The game is cut short after {TURN_LIMIT:,} turns.")
        return None
    state.turn = seat
    state.turn_no += 1
    if state.front[seat] and state.has_front(seat, HANGED):
        state.discard_front(seat, HANGED, events,
                            f"{{{seat}}} skips this turn (the Hanged Man).")
        if state.penalty:
            _, amount = state.penalty
            state.penalty = None
            if not state.draw_cards(seat, amount, events, "the penalty"):
                return None
        state.todo.append(NEXT_TURN[seat])
        return None
    if state.penalty:
        return PENALTY_STAGE[seat]
    team = state.team
    if team.count(team[seat]) > 1:  # the Lovers
        if not state.draw_cards(seat, 1, events, "the Lovers draw at the start of each turn"):
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
            events.append(Event("message", player=nxt, text=f"{{{nxt}}} is skipped."))
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
                            text=f"{{{seat}}} plays the {card.name()}."))
    if not state.hands[seat]:
        state.finish(events, [seat], f"{{{seat}}} plays a last minor and wins.")
        return True
    if state.front[seat] and state.has_front(seat, TEMPERANCE):
        state.discard_front(seat, TEMPERANCE, events,
                            f"{{{seat}}} plays a card: Temperance is lifted.")
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
                                text=f"+{state.penalty[1]} for the next player."))
    elif rank == PAGE:
        if state.num_players == 2:
            state.skip_next = True
        else:
            state.direction = -state.direction
            if not state.quiet:
                events.append(Event("message", player=seat, data={"direction": state.direction},
                                    text="The direction of play is reversed."))
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

