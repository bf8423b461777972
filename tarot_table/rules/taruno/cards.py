"""The 22 major arcana of Taruno, one class each (:class:`TheFool` … :class:`TheWorld`), in
:data:`MAJOR_ARCANA` indexed by number. Each quotes its sentence of the seed ("Special cards",
0–XXI) and says what our notes ("Major arcana"; the package's sources) and decisions add.

Playing any major (:meth:`Major.play`): it leaves the hand for the major pile, or for the front
of its player when it lasts (the Chariot, the Hermit, the Hanged Man, Temperance, the Star); a
hand so emptied draws at once, before anything else; the player's Hermit and Temperance go
(seeds IX and XIV); the turn's end is queued; then the major's own :meth:`Major.effect`, which
queues its choices (the stages of :mod:`.stages`) before the turn's end. "Do as much of the
effect as you can" (addendum) throughout: an effect with nothing to act on does nothing, and a
choice with no candidate is skipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import Card
from ...messages import N_, Seat, say
from ..base import Event
from ..stages import Stage
from .choices import (HangedKeep, HierophantChoice, JudgementChoice, JusticeTie, LoversChoice,
                      MoonDiscard, Sleeve, SunRound, TopOfPile, WorldRound)
from .stages import END_TURN, DeathExtra, StrengthOn, TarunoAsk
from .tables import FACE, HERMIT, MAJOR, NON_FACE_MINOR, STAR, TEMPERANCE

if TYPE_CHECKING:
    from .state import TarunoState


class Major:
    """A major arcanum: its ``number`` (0–21) and whether it stays in front of its player
    (``lasting``: "Leave this card in front of you"), class attributes of each (compiled, it is
    an extension type, ``cards.pxd``, whose class attributes carry no annotation), and its
    effect."""

    lasting = False

    def play(self, state: "TarunoState", seat: int, card: Card, events: list[Event]
             ) -> Stage | None:
        """``seat`` plays ``card`` (this major); see the module docstring. Returns ``None``:
        what follows is queued."""
        state.take(seat, card)
        lasting = self.lasting
        if lasting:
            state.front[seat].append(card)
        else:
            state.major_pile.append(card)
        if not state.quiet:
            dst = f"front:{seat}" if lasting else "discard:major"
            events.append(Event("move", card, f"hand:{seat}", dst, player=seat,
                                message=say("{seat} plays {card}.", seat=seat, card=card)))
        if not state.draw_if_empty(seat, events):  # the last card was a major (seed)
            return None
        number = self.number
        front = state.front[seat]
        if number != HERMIT and front and state.has_front(seat, HERMIT):
            state.discard_front(seat, HERMIT, events,
                                N_("{seat} plays a major: the Hermit is discarded."))
        if number != TEMPERANCE and front and state.has_front(seat, TEMPERANCE):
            state.discard_front(seat, TEMPERANCE, events,
                                N_("{seat} plays a card: Temperance is lifted."))
        state.todo.append(END_TURN[seat])
        self.effect(state, seat, events)
        return None

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        """The major's own effect, ``seat`` having played it (default: none beyond lying in
        front of its player)."""


class TheFool(Major):
    """0 — "Shuffle both discard piles into the draw pile. Discard your whole hand, and draw 7
    cards. If you've got any cards out in front of you, discard them too." Notes: the card to
    match stays (decision: the Fool itself, just played, stays on its pile too); every other
    discard goes into the draw pile, which is shuffled; then hand, lasting majors and sleeve
    cards go under the piles, and the player draws 7."""

    number = 0

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        back = state.minor_pile[:-1] + state.major_pile[:-1]
        if not state.quiet:
            for card in back:
                src = "discard:major" if card.is_major else "discard:minor"
                events.append(Event("move", card, src, "draw", face_up=False))
        state.minor_pile = state.minor_pile[-1:]
        state.major_pile = state.major_pile[-1:]
        state.draw = state.shuffled(back + state.draw)
        for k in state.known:
            k.clear()
        if not state.quiet:
            events.append(Event("shuffle", player=seat, data={"zone": "draw"},
                                message=say("The Fool: the discards are shuffled into the "
                                            "draw pile.")))
        state.discard_cards(seat, list(state.hands[seat]), events)
        for card in list(state.front[seat]):
            state.front[seat].remove(card)
            state.under(card, "front", seat, events)
        for card in list(state.sleeve[seat]):
            state.sleeve[seat].remove(card)
            state.under(card, "front", seat, events)
        state.voids[seat] = []
        state.draw_cards(seat, 7, events, N_("the Fool"))


class TheMagician(Major):
    """I — "You put a card up your sleeve. [...] Just put a card from your hand face down in
    front of you. You may return it to your hand at any time, but otherwise it does not count
    as being part of it. You may not look at it without returning it to your hand." The choice
    is :class:`~.choices.Sleeve`; taking it back is a free action on your turn
    (:class:`~.stages.PlayOrDraw`; decision: not when facing a penalty); its owner sees it."""

    number = 1

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        state.todo.append(TarunoAsk(Sleeve(seat)))


class TheHighPriestess(Major):
    """II — "Look at the top cards of the deck equal to the number of players. Put them back in
    whatever order you like." Decision: fewer when the pile is short, with no refill; the
    order is chosen one card at a time from the top down (:class:`~.choices.TopOfPile`)."""

    number = 2

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        k = min(state.num_players, len(state.draw))
        top = state.draw[len(state.draw) - k:]
        for s in range(state.num_players):
            state.known[s].difference_update(top)
        state.known[seat].update(top)
        if not state.quiet:
            for card in reversed(top):
                events.append(Event("reveal", card, "draw", "draw", face_up=False, player=seat,
                                    visible=frozenset((seat,))))
            events.append(Event("message", player=seat,
                                message=say("{seat} looks at the top {count} cards of the draw "
                                            "pile.", seat=seat, count=k)))
        if k >= 2:
            state.todo.append(TarunoAsk(TopOfPile(seat, k, 0)))


class TheEmpress(Major):
    """III — "Discard all non-face cards from your hand and draw that many cards. All players
    must discard all of their own face cards." Decisions: "non-face cards" are the minors
    Ace–10 (majors in hand stay: the seed defines face cards among the minors); "all players"
    are the others, as in the Emperor's identical sentence. A victim emptied draws at once,
    before the next one discards."""

    number = 3

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        gone = [c for c in state.hands[seat] if NON_FACE_MINOR[c._key]]
        state.discard_cards(seat, gone, events)
        if gone and not state.draw_cards(seat, len(gone), events, N_("the Empress")):
            return
        for s in state.others(seat):
            state.discard_cards(s, [c for c in state.hands[s] if FACE[c._key]], events)
            if not state.draw_if_empty(s, events):
                return


class TheEmperor(Major):
    """IV — "Discard all non-face cards from your hand. All players must give you all of their
    own face cards." The face cards come face up (public); "non-face cards" as for the Empress.
    A hand emptied by the discard or by giving draws at once."""

    number = 4

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        state.discard_cards(seat, [c for c in state.hands[seat] if NON_FACE_MINOR[c._key]],
                            events)
        if not state.draw_if_empty(seat, events):
            return
        for s in state.others(seat):
            for card in [c for c in state.hands[s] if FACE[c._key]]:
                state.take(s, card)
                state.to_hand(seat, card, f"hand:{s}", events, public=True)
            if not state.draw_if_empty(s, events):
                return


class TheHierophant(Major):
    """V — "Choose a player who has a different number of cards to you. If they have more, they
    must give you cards until you have equal numbers or you have more. If they have less, you
    must give them cards until you have equal numbers or you have less. Basically, this evens
    your hand sizes." (:class:`~.choices.HierophantChoice`, then one
    :class:`~.choices.HierophantGive` per card, face down.)"""

    number = 5

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        if HierophantChoice.targets(state, seat):
            state.todo.append(TarunoAsk(HierophantChoice(seat)))


class TheLovers(Major):
    """VI — "Choose a player. You two are now a team. If either of you wins, you both win.
    However, you now must always draw one card at the start of your turn, even if you can play
    [...] You may show your hands to eachother!" (:class:`~.choices.LoversChoice`.) Decisions:
    a partner not already a teammate; teams merge, so everybody can end in one team; partners
    always see each other's hands."""

    number = 6

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        if LoversChoice.targets(state, seat):
            state.todo.append(TarunoAsk(LoversChoice(seat)))


class TheChariot(Major):
    """VII — "Leave this card in front of you. For the rest of the game, after playing a card,
    you may put it in somebody else's hand instead of the discard pile. Everybody except you
    draws a card." Notes: after each later minor you play (:class:`~.stages.ChariotSend`); the
    card to match is unchanged. Decision: not the winning last minor."""

    number = 7
    lasting = True

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        for s in state.others(seat):
            if not state.draw_cards(s, 1, events, N_("the Chariot")):
                return


class Strength(Major):
    """VIII — "On this turn only, you may keep playing minor arcana without ending your turn
    until you cannot anymore. Face cards have no effect." (:class:`~.stages.StrengthRun`;
    "pass" stops; the turn ends when no minor fits.)"""

    number = 8

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        state.todo.pop()  # the turn ends when the run of minors ends
        state.then(StrengthOn(seat))


class TheHermit(Major):
    """IX — "Leave this card in front of you. Major arcana played by others can no longer affect
    you. If it's in front of you, place this card in the discard when you play a major arcana."
    (``state.shielded``; discarded in :meth:`Major.play`.) Decisions: that includes
    Temperance's ban, being chosen or given to (the Hierophant, the Lovers, Judgement, the
    World, the Chariot's sends), drawing for the Chariot or the World, the Empress, the
    Emperor, the Sun, the Tower, and Justice and the Wheel (the shielded hand stays out); not
    the end of the game by Death."""

    number = 9
    lasting = True


class WheelOfFortune(Major):
    """X — "Everybody rotates hands clockwise." Seat i's hand goes to seat i + 1, among the
    seats the Hermit does not shield; the shown voids travel with their hands, and each passer
    knows the hand it passed on."""

    number = 10

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        ring = [s for s in range(state.num_players) if not state.shielded(s, seat)]
        if len(ring) < 2:
            return
        old = {s: (list(state.hands[s]), set(state.public[s]), list(state.voids[s]))
               for s in ring}
        _pass_knowledge(state, ring, old)
        for i, s in enumerate(ring):
            dst = ring[(i + 1) % len(ring)]
            hand, public, voids = old[s]
            state.hands[dst] = hand
            state.public[dst] = public
            state.voids[dst] = voids
            state.called[dst] = False
            if not state.quiet:
                vis = state.vis(s, dst)
                for card in hand:
                    events.append(Event("move", card, f"hand:{s}", f"hand:{dst}",
                                        face_up=False, player=dst, visible=vis))
        if not state.quiet:
            events.append(Event("message", player=seat,
                                message=say("The hands turn clockwise.")))


def _pass_knowledge(state: "TarunoState", ring: list[int], old: dict) -> None:
    """What each seat knew of a hand of ``ring`` goes with it to the next seat of the ring;
    the passer knows the hand it passed on (``old``: the hands before)."""
    kin = [list(row) for row in state.kin]
    for i, s in enumerate(ring):
        dst = ring[(i + 1) % len(ring)]
        for v in range(state.num_players):
            state.kin[v][dst] = kin[v][s]
        state.kin[s][dst] = set(old[s][0])


class Justice(Major):
    """XI — "Players with the most and the least cards swap hands. In case of a tie, you decide
    who swaps (out of the tied players)." Among the unshielded players, its player included
    (:class:`~.choices.JusticeTie`). Decision: when all hold as many, nothing happens."""

    number = 11

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        pool = [s for s in state.order_from(seat) if not state.shielded(s, seat)]
        sizes = {s: len(state.hands[s]) for s in pool}
        if max(sizes.values()) == min(sizes.values()):
            return
        most = tuple(s for s in pool if sizes[s] == max(sizes.values()))
        least = tuple(s for s in pool if sizes[s] == min(sizes.values()))
        tie = JusticeTie.settle(state, seat, most, least, events)
        if tie is not None:
            state.todo.append(TarunoAsk(tie))


class TheHangedMan(Major):
    """XII — "Discard all but one of your cards, but skip your next turn. Leave this card in
    front of you for now to mark that you're skipping a turn." (:class:`~.choices.HangedKeep`;
    the skip and the discard of the Hanged Man are in :func:`~.stages.turn`.) Decision:
    facing a penalty on the skipped turn, you draw it."""

    number = 12
    lasting = True

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        if len(state.hands[seat]) > 1:
            state.todo.append(TarunoAsk(HangedKeep(seat)))


class Death(Major):
    """XIII — "The first time in a game this card is played, you just get to play one card from
    your hand. The second time, the game ends immediately. The player with the least cards
    remaining wins. If there is a tie, the winner of the tie is decided by fate [...]"
    (:class:`~.stages.DeathExtra`, by the normal rules, or "pass"; the end is
    ``state.fate_end``.)"""

    number = 13

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        state.deaths += 1
        if state.deaths >= 2:
            state.fate_end(events, say("Death comes a second time: the game ends."))
            return
        state.todo.pop()  # the extra card (or the pass) ends the turn
        state.todo.append(TarunoAsk(DeathExtra(seat)))


class Temperance(Major):
    """XIV — "Discard all your major arcana. Nobody may play major arcana until you next play a
    card. Leave this card in front of you to mark this." (``state.may_play_majors``; lifted
    when its player next plays a card.)"""

    number = 14
    lasting = True

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        state.discard_cards(seat, [c for c in state.hands[seat] if c.suit is MAJOR], events)
        state.draw_if_empty(seat, events)


class TheDevil(Major):
    """XV — "Pick up all cards in the major arcana discard pile, not including The Devil." They
    come face up (public)."""

    number = 15

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        for card in state.major_pile[:-1]:
            state.to_hand(seat, card, "discard:major", events, public=True)
        state.major_pile = state.major_pile[-1:]


class TheTower(Major):
    """XVI — "Next player skips their turn and draws all of the cards in the draw pile.
    However, lightning can never strike in the same place twice, so if they've already been
    affected by this card this game absolutely nothing happens." Decisions: no refill; the
    Star halves it; the Hermit turns it away without using it up."""

    number = 16

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        victim = (seat + state.direction) % state.num_players
        if state.shielded(victim, seat) or state.towered[victim]:
            if not state.quiet:
                events.append(Event("message", player=victim, message=say(
                    "The Tower cannot strike {victim}: nothing happens.", victim=Seat(victim))))
            return
        state.towered[victim] = True
        state.skip_next = True
        n = len(state.draw)
        if state.has_front(victim, STAR):
            n = (n + 1) // 2
        state.from_draw(victim, n, events)
        if not state.quiet:
            events.append(Event("message", player=victim, data={"drawn": n},
                                message=say("The Tower strikes {victim}: {count} cards drawn.",
                                            victim=Seat(victim), count=n)))


class TheStar(Major):
    """XVII — "Leave this card in front of you. When made to draw while it's in front of you,
    you now only draw half as many cards as you're meant to, rounding up. If it's in front of
    you, discard this card when anybody plays The Sun, as the sun is a star after all."
    (``state.draw_cards``; decision: every draw, whatever makes you draw it, the Tower's too;
    discarded in :class:`TheSun`.)"""

    number = 17
    lasting = True


class TheMoon(Major):
    """XVIII — "Discard at least two cards from your hand, then draw that many cards." Addendum:
    "if you play The Moon with only one other card in hand, just discard and draw that one"
    (:class:`~.choices.MoonDiscard`)."""

    number = 18

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        state.todo.append(TarunoAsk(MoonDiscard(seat, 0)))


class TheSun(Major):
    """XIX — "Everybody discards a card of their choice." Its player first, then in turn order,
    the Hermit's shield aside (:class:`~.choices.SunDiscard`). First every Star in front of
    anybody is discarded (seed XVII: "discard this card when anybody plays The Sun")."""

    number = 19

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        for s in range(state.num_players):
            if state.has_front(s, STAR):
                state.discard_front(s, STAR, events, N_("The Sun outshines the Star."))
        seats = tuple(s for s in state.order_from(seat)
                      if s == seat or not state.shielded(s, seat))
        state.then(SunRound(seats))


class Judgement(Major):
    """XX — "Any player of your choice draws twice as many cards as you have in your hand."
    You too (:class:`~.choices.JudgementChoice`)."""

    number = 20

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        state.todo.append(TarunoAsk(JudgementChoice(seat)))


class TheWorld(Major):
    """XXI — "Give one card from your hand to each player. Then everybody draws a card,
    including you." Addendum: "If you play The World with less cards than there are players,
    you choose who misses out" (:class:`~.choices.WorldGive`, :class:`~.choices.WorldRound`)."""

    number = 21

    def effect(self, state: "TarunoState", seat: int, events: list[Event]) -> None:
        state.then(WorldRound(seat, tuple(state.others(seat))))


#: The majors by number: ``MAJOR_ARCANA[13]`` is :class:`Death`.
MAJOR_ARCANA: tuple[Major, ...] = (
    TheFool(), TheMagician(), TheHighPriestess(), TheEmpress(), TheEmperor(), TheHierophant(),
    TheLovers(), TheChariot(), Strength(), TheHermit(), WheelOfFortune(), Justice(),
    TheHangedMan(), Death(), Temperance(), TheDevil(), TheTower(), TheStar(), TheMoon(),
    TheSun(), Judgement(), TheWorld())
