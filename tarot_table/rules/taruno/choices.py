"""Taruno's decisions' base (:class:`TarunoStage`: a refusal's instruction, the table's
prompt, the label of its ``pass``) and the choices the majors ask for, one
:class:`~..stages.Stage` class each, with the steps that ask them again: :class:`Sleeve` (the
Magician), :class:`TopOfPile` (the High Priestess), :class:`HierophantChoice` and
:class:`HierophantGive`, :class:`LoversChoice`, :class:`JusticeTie`, :class:`HangedKeep`,
:class:`MoonDiscard`, :class:`SunDiscard`, :class:`JudgementChoice`, :class:`WorldGive`;
queued: :class:`SunRound`, :class:`WorldRound`, :class:`HierophantGifts`. The majors' effects,
which open them, are in :mod:`.cards`; the turn's decisions and rules in :mod:`.stages`. Each
rule names its source in the package docstring's terms.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...messages import N_, Seat, say
from ..base import Action, Event, PlayerView
from ..stages import Stage, Step
from .tables import PASS, _key, actions_for, card_actions, target_action

if TYPE_CHECKING:
    from .state import TarunoState

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
                                message=say("{seat} puts a card up the sleeve.", seat=seat)))
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
            said = (N_("The Hierophant: {seat} gives a card to {taker}.") if count == 1 else
                    N_("The Hierophant: {seat} gives {count} cards to {taker}."))
            events.append(Event("message", player=seat, message=say(
                said, seat=giver, count=count, taker=Seat(taker))))
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
                                message=say("The Lovers: {seat} and {partner} are a team.",
                                            seat=seat, partner=Seat(action.target))))
        if state.team.count(new_id) == state.num_players:
            state.finish(events, [seat], say("The Lovers join everybody in one team: "
                                             "everybody wins."))
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
               events: list[Event]) -> "JusticeTie | None":
        """Swap the hands of ``most`` and ``least`` (seats of each end) once each end is one
        seat, and return ``None``; until then, return the choice of ``seat`` among the tied."""
        if len(most) > 1:
            return JusticeTie(seat, most, least)
        if len(least) > 1:
            return JusticeTie(seat, least, most)
        state.swap_hands(most[0], least[0], events)
        if not state.quiet:
            events.append(Event("message",
                                message=say("{seat} and {other} swap hands (Justice).",
                                            seat=most[0], other=Seat(least[0]))))
        return None

    def legal(self, state: "TarunoState") -> list[Action]:
        return _choose(self.tied)

    def apply(self, state: "TarunoState", action: Action, events: list[Event]) -> Stage | None:
        return self.settle(state, self.actor, (action.target,), self.other, events)


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
        state.draw_cards(seat, count, events, N_("the Moon"))
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
        state.draw_cards(action.target, count, events, N_("Judgement"))
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
                if not state.draw_cards(s, 1, events, N_("the World")):
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

