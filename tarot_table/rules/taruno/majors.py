"""The 22 major arcana of Taruno (seed "Special cards", 0–XXI; notes "Major arcana"), as a mixin
of :class:`~.state.TarunoState`. Each effect queues its steps and its choices (a ``phase`` whose
legal actions are enumerated in :meth:`MajorsMixin.major_legal`), ending with the turn's end.
"Do as much of the effect as you can" (addendum) throughout: an effect with nothing to act on
does nothing, and a choice with no candidate is skipped.
"""

from __future__ import annotations

from typing import Any

from ...cards import Card
from ..base import Action, Event
from .tables import MAJOR, _key, actions_for, by_key, card_actions, target_action

(FOOL, MAGICIAN, PRIESTESS, EMPRESS, EMPEROR, HIEROPHANT, LOVERS, CHARIOT, STRENGTH, HERMIT,
 WHEEL, JUSTICE, HANGED, DEATH, TEMPERANCE, DEVIL, TOWER, STAR, MOON, SUN, JUDGEMENT,
 WORLD) = range(22)
#: The majors that stay in front of their player (seed: "Leave this card in front of you").
LASTING = frozenset({CHARIOT, HERMIT, HANGED, TEMPERANCE, STAR})

_PASS = Action("pass")
_DISCARD = card_actions("discard")
_SLEEVE = card_actions("sleeve")
_KEEP = card_actions("keep")
_TOP = card_actions("top")


#: ``_NON_FACE_MINOR[card._key]``: Ace to 10 (our reading of "non-face cards" for the Empress
#: and the Emperor: the minor arcana that are not face cards; majors in hand are kept).
_NON_FACE_MINOR = by_key(lambda c: c.suit is not MAJOR and c.rank <= 10)
#: ``_FACE[card._key]``: the face cards, Page to King.
_FACE = by_key(lambda c: c.suit is not MAJOR and c.rank >= 11)


class MajorsMixin:
    """Effects of the major arcana. Relies on the helpers of ``TarunoState``."""

    # -- playing a major --------------------------------------------------------------------
    def _play_major(self, seat: int, card: Card, events: list[Event]) -> None:
        self._take(seat, card)
        number = card.rank
        lasting = number in LASTING
        if lasting:
            self.front[seat].append(card)
        else:
            self.major_pile.append(card)
        if not self.quiet:
            dst = f"front:{seat}" if lasting else "discard:major"
            events.append(Event("move", card, f"hand:{seat}", dst, player=seat,
                                text=f"{{{seat}}} plays {card.name()}."))
        if not self._draw_if_empty(seat, events):  # the last card was a major (seed)
            return
        front = self.front[seat]
        if number != HERMIT and front and self.has_front(seat, HERMIT):
            self._discard_front(seat, HERMIT, events,
                                f"{{{seat}}} plays a major: the Hermit is discarded.")
        if number != TEMPERANCE and front and self.has_front(seat, TEMPERANCE):
            self._discard_front(seat, TEMPERANCE, events,
                                f"{{{seat}}} plays a card: Temperance is lifted.")
        if number == SUN:
            for s in range(self.num_players):
                if self.has_front(s, STAR):
                    self._discard_front(s, STAR, events, "The Sun outshines the Star.")
        self.todo.append(("endturn", seat))
        _EFFECTS[number](self, seat, events)

    def _others(self, seat: int) -> list[int]:
        """The other seats that the major of ``seat`` can affect (not shielded by the Hermit),
        in the direction of play from ``seat``; also where its Chariot can send a card."""
        front = self.front
        others = []
        for s in self.order_from(seat)[1:]:
            if not (front[s] and self.has_front(s, HERMIT)):
                others.append(s)
        return others

    def _ask(self, *phase: Any) -> None:
        self.todo.append(("ask", *phase))

    # -- 0–XXI --------------------------------------------------------------------------------
    def _m0(self, seat: int, events: list[Event]) -> None:
        """The Fool: every discard but the card to match and the Fool goes back into the draw
        pile, which is shuffled; the player discards hand and cards in front; draws 7."""
        back = self.minor_pile[:-1] + self.major_pile[:-1]
        if not self.quiet:
            for card in back:
                src = "discard:major" if card.is_major else "discard:minor"
                events.append(Event("move", card, src, "draw", face_up=False))
        self.minor_pile = self.minor_pile[-1:]
        self.major_pile = self.major_pile[-1:]
        self.draw = self.shuffled(back + self.draw)
        for k in self.known:
            k.clear()
        if not self.quiet:
            events.append(Event("shuffle", player=seat, data={"zone": "draw"},
                                text="The Fool: the discards are shuffled into the draw pile."))
        self._discard_cards(seat, list(self.hands[seat]), events)
        for card in list(self.front[seat]):
            self.front[seat].remove(card)
            self._under(card, "front", seat, events)
        for card in list(self.sleeve[seat]):
            self.sleeve[seat].remove(card)
            self._under(card, "front", seat, events)
        self.voids[seat] = []
        self.draw_cards(seat, 7, events, "the Fool")

    def _m1(self, seat: int, events: list[Event]) -> None:
        """The Magician: a card from the hand goes face down up the sleeve."""
        self._ask("sleeve", seat)

    def _m2(self, seat: int, events: list[Event]) -> None:
        """The High Priestess: look at the top cards (as many as players) and reorder them."""
        k = min(self.num_players, len(self.draw))
        top = self.draw[len(self.draw) - k:]
        for s in range(self.num_players):
            self.known[s].difference_update(top)
        self.known[seat].update(top)
        if not self.quiet:
            for card in reversed(top):
                events.append(Event("reveal", card, "draw", "draw", face_up=False, player=seat,
                                    visible=frozenset((seat,))))
            events.append(Event("message", player=seat,
                                text=f"{{{seat}}} looks at the top {k} cards of the draw pile."))
        if k >= 2:
            self._ask("top", seat, k, 0)

    def _m3(self, seat: int, events: list[Event]) -> None:
        """The Empress: discard your Ace–10s and draw as many; then every other player discards
        their face cards ("all players", read as in the Emperor's identical sentence)."""
        gone = [c for c in self.hands[seat] if _NON_FACE_MINOR[c._key]]
        self._discard_cards(seat, gone, events)
        if gone and not self.draw_cards(seat, len(gone), events, "the Empress"):
            return
        for s in self._others(seat):
            self._discard_cards(s, [c for c in self.hands[s] if _FACE[c._key]], events)
            if not self._draw_if_empty(s, events):
                return

    def _m4(self, seat: int, events: list[Event]) -> None:
        """The Emperor: discard your Ace–10s; every other player gives you their face cards
        (face up)."""
        self._discard_cards(seat, [c for c in self.hands[seat] if _NON_FACE_MINOR[c._key]],
                            events)
        if not self._draw_if_empty(seat, events):
            return
        for s in self._others(seat):
            for card in [c for c in self.hands[s] if _FACE[c._key]]:
                self._take(s, card)
                self._to_hand(seat, card, f"hand:{s}", events, public=True)
            if not self._draw_if_empty(s, events):
                return

    def _hiero_targets(self, seat: int) -> list[int]:
        mine = len(self.hands[seat])
        return [s for s in self._others(seat) if len(self.hands[s]) != mine]

    def _m5(self, seat: int, events: list[Event]) -> None:
        """The Hierophant: choose a player with a different hand size; hands are evened."""
        if self._hiero_targets(seat):
            self._ask("hierophant", seat)

    def _m6(self, seat: int, events: list[Event]) -> None:
        """The Lovers: choose a partner (teams merge); both always draw at the start of their
        turns; partners see each other's hands."""
        if self._lover_targets(seat):
            self._ask("lovers", seat)

    def _lover_targets(self, seat: int) -> list[int]:
        mates = self.members(seat)
        return [s for s in self._others(seat) if s not in mates]

    def _m7(self, seat: int, events: list[Event]) -> None:
        """The Chariot (in front): everybody else draws a card."""
        for s in self._others(seat):
            if not self.draw_cards(s, 1, events, "the Chariot"):
                return

    def _m8(self, seat: int, events: list[Event]) -> None:
        """Strength: keep playing minors that fit, as long as you like; face cards do nothing."""
        self.todo.pop()  # the turn ends when the run of minors ends
        self._then(("strength", seat))

    def _m9(self, seat: int, events: list[Event]) -> None:
        """The Hermit (in front): shields from the majors of others until you play a major."""

    def _m10(self, seat: int, events: list[Event]) -> None:
        """The Wheel of Fortune: every hand passes clockwise (seat i to seat i + 1) among the
        players the Hermit does not shield; the shown voids travel with their hands."""
        ring = [s for s in range(self.num_players) if not self.shielded(s, seat)]
        if len(ring) < 2:
            return
        old = {s: (list(self.hands[s]), set(self.public[s]), list(self.voids[s])) for s in ring}
        kin = [list(row) for row in self.kin]
        for i, s in enumerate(ring):
            dst = ring[(i + 1) % len(ring)]
            for v in range(self.num_players):
                self.kin[v][dst] = kin[v][s]
            self.kin[s][dst] = set(old[s][0])   # the passer knows the hand it passed on
        for i, s in enumerate(ring):
            dst = ring[(i + 1) % len(ring)]
            hand, public, voids = old[s]
            self.hands[dst] = hand
            self.public[dst] = public
            self.voids[dst] = voids
            self.called[dst] = False
            if not self.quiet:
                vis = self._vis(s, dst)
                for card in hand:
                    events.append(Event("move", card, f"hand:{s}", f"hand:{dst}",
                                        face_up=False, player=dst, visible=vis))
        if not self.quiet:
            events.append(Event("message", player=seat, text="The hands turn clockwise."))

    def _m11(self, seat: int, events: list[Event]) -> None:
        """Justice: the players with the most and the fewest cards swap hands; ties are settled
        by the player of Justice."""
        pool = [s for s in self.order_from(seat) if not self.shielded(s, seat)]
        sizes = {s: len(self.hands[s]) for s in pool}
        if max(sizes.values()) == min(sizes.values()):
            return
        most = tuple(s for s in pool if sizes[s] == max(sizes.values()))
        least = tuple(s for s in pool if sizes[s] == min(sizes.values()))
        self._justice(seat, most, least, events)

    def _justice(self, seat: int, most: tuple[int, ...], least: tuple[int, ...],
                 events: list[Event]) -> None:
        if len(most) > 1:
            self._ask("justice", seat, most, least)
        elif len(least) > 1:
            self._ask("justice", seat, least, most)
        else:
            self._swap(most[0], least[0], events)

    def _swap(self, a: int, b: int, events: list[Event]) -> None:
        if not self.quiet:
            vis = self._vis(a, b)
            for src, dst in ((a, b), (b, a)):
                for card in self.hands[src]:
                    events.append(Event("move", card, f"hand:{src}", f"hand:{dst}",
                                        face_up=False, player=dst, visible=vis))
        for key in ("hands", "public", "voids"):
            lst = getattr(self, key)
            lst[a], lst[b] = lst[b], lst[a]
        for row in self.kin:
            row[a], row[b] = row[b], row[a]
        self.kin[a][b], self.kin[b][a] = set(self.hands[b]), set(self.hands[a])
        self.called[a] = self.called[b] = False
        if not self.quiet:
            events.append(Event("message", text=f"{{{a}}} and {{{b}}} swap hands (Justice)."))

    def _m12(self, seat: int, events: list[Event]) -> None:
        """The Hanged Man (in front): keep one card of your choice, discard the rest; your next
        turn is skipped."""
        if len(self.hands[seat]) > 1:
            self._ask("hang", seat)

    def _hang(self, seat: int, kept: Card, events: list[Event]) -> None:
        """Under the Hanged Man, ``seat`` keeps ``kept`` and discards the rest of its hand."""
        self._discard_cards(seat, [c for c in self.hands[seat] if c is not kept], events)

    def _m13(self, seat: int, events: list[Event]) -> None:
        """Death: the first time, play one more card at once; the second time, the game ends."""
        self.deaths += 1
        if self.deaths >= 2:
            self._fate_end(events, "Death comes a second time: the game ends.")
            return
        self.todo.pop()  # the extra card (or the pass) ends the turn
        self._ask("death", seat)

    def _m14(self, seat: int, events: list[Event]) -> None:
        """Temperance (in front): discard your majors; no majors until you next play a card."""
        self._discard_cards(seat, [c for c in self.hands[seat] if c.suit is MAJOR], events)
        self._draw_if_empty(seat, events)

    def _m15(self, seat: int, events: list[Event]) -> None:
        """The Devil: take every card of the major pile except the Devil (face up)."""
        for card in self.major_pile[:-1]:
            self._to_hand(seat, card, "discard:major", events, public=True)
        self.major_pile = self.major_pile[-1:]

    def _m16(self, seat: int, events: list[Event]) -> None:
        """The Tower: the next player skips and draws the whole draw pile (halved by the Star),
        unless the Tower struck them before or the Hermit shields them."""
        victim = (seat + self.direction) % self.num_players
        if self.shielded(victim, seat) or self.towered[victim]:
            if not self.quiet:
                events.append(Event("message", player=victim, text=f"The Tower cannot strike "
                                    f"{{{victim}}}: nothing happens."))
            return
        self.towered[victim] = True
        self.skip_next = True
        n = len(self.draw)
        if self.has_front(victim, STAR):
            n = (n + 1) // 2
        self._from_draw(victim, n, events)
        if not self.quiet:
            events.append(Event("message", player=victim, data={"drawn": n},
                                text=f"The Tower strikes {{{victim}}}: {n} cards drawn."))

    def _m17(self, seat: int, events: list[Event]) -> None:
        """The Star (in front): every draw you make is halved, rounding up."""

    def _m18(self, seat: int, events: list[Event]) -> None:
        """The Moon: discard at least two cards, then draw as many."""
        self._ask("moon", seat, 0)

    def _m19(self, seat: int, events: list[Event]) -> None:
        """The Sun: everybody (the Hermit's shield aside) discards a card of their choice,
        starting with its player; Stars in front were discarded when it was played."""
        seats = tuple(s for s in self.order_from(seat) if s == seat or not self.shielded(s, seat))
        self._then(("sun", seats))

    def _s_sun(self, events: list[Event], seats: tuple[int, ...]) -> None:
        if seats:
            self.phase = ("sun", seats[0], seats[1:])

    def _m20(self, seat: int, events: list[Event]) -> None:
        """Judgement: a player of your choice (you too) draws twice your hand size."""
        self._ask("judgement", seat)

    def _judgement_targets(self, seat: int) -> list[int]:
        return [s for s in self.order_from(seat) if not self.shielded(s, seat)]

    def _m21(self, seat: int, events: list[Event]) -> None:
        """The World: give one card to each player (you choose who misses out when short);
        then everybody draws a card, you too."""
        self._then(("world", seat, tuple(self._others(seat))))

    def _s_world(self, events: list[Event], seat: int, rest: tuple[int, ...]) -> None:
        """The giving goes on while there are players left and cards to give; a hand emptied
        by giving ends it (the others miss out, addendum), and the World's own draw, the
        giver's first, is the emptied hand's immediate draw (ours)."""
        if rest and self.hands[seat]:
            self.phase = ("world", seat, rest)
            return
        for s in self.order_from(seat):
            if s == seat or not self.shielded(s, seat):
                if not self.draw_cards(s, 1, events, "the World"):
                    return

    # -- choices ------------------------------------------------------------------------------
    def major_legal(self, ph: tuple) -> list[Action]:
        name, seat = ph[0], ph[1]
        hand = self.hands[seat]
        if name == "moon" or name == "sun":
            acts = actions_for(hand, _DISCARD)
            if name == "moon" and ph[2] >= 2:
                acts.append(_PASS)
            return acts
        if name == "give" or name == "world":
            to = ph[2] if name == "give" else ph[2][0]
            acts = actions_for(hand, card_actions("give", to))
            if name == "world" and len(hand) < len(ph[2]):
                acts.append(_PASS)
            return acts
        if name == "sleeve":
            return actions_for(hand, _SLEEVE)
        if name == "hang":
            return actions_for(hand, _KEEP)
        if name == "top":
            k, j = ph[2], ph[3]
            n = len(self.draw)
            return actions_for(sorted(self.draw[n - k:n - j], key=_key), _TOP)
        if name == "hierophant":
            seats = self._hiero_targets(seat)
        elif name == "lovers":
            seats = self._lover_targets(seat)
        elif name == "justice":
            seats = ph[2]
        elif name == "judgement":
            seats = self._judgement_targets(seat)
        else:
            raise AssertionError(f"unknown phase {name!r}")
        return [target_action("choose", s) for s in seats]

    def major_apply(self, ph: tuple, action: Action, events: list[Event]) -> None:
        name, seat = ph[0], ph[1]
        card = action.cards[0] if action.cards else None
        if name == "sleeve":
            self._take(seat, card)
            self.sleeve[seat].append(card)
            if not self.quiet:
                events.append(Event("move", card, f"hand:{seat}", f"front:{seat}",
                                    face_up=False, player=seat, visible=frozenset((seat,)),
                                    text=f"{{{seat}}} puts a card up the sleeve."))
            self._draw_if_empty(seat, events)  # the sleeve is not part of the hand (seed)
        elif name == "top":
            k, j = ph[2], ph[3]
            n = len(self.draw)
            i, dst = self.draw.index(card, n - k), n - 1 - j
            self.draw[i], self.draw[dst] = self.draw[dst], self.draw[i]
            if not self.quiet:
                events.append(Event("reveal", card, "draw", "draw", face_up=False, player=seat,
                                    visible=frozenset((seat,)), data={"position": j}))
            if k - (j + 1) >= 2:
                self.phase = ("top", seat, k, j + 1)
        elif name == "hierophant":
            target = action.target
            mine, theirs = len(self.hands[seat]), len(self.hands[target])
            count = (abs(theirs - mine) + 1) // 2
            giver, taker = (target, seat) if theirs > mine else (seat, target)
            if not self.quiet:
                events.append(Event("message", player=seat, text=f"The Hierophant: {{{giver}}} "
                                    f"gives {count} card{'s' * (count > 1)} to {{{taker}}}."))
            self.todo.append(("give", giver, taker, count))
        elif name == "give":
            taker, left = ph[2], ph[3]
            self._take(seat, card)
            self._to_hand(taker, card, f"hand:{seat}", events, public=False,
                          also=self._vis(seat))
            self.todo.append(("give", seat, taker, left - 1))
        elif name == "lovers":
            old = set(self.members(seat)) | set(self.members(action.target))
            new_id = min(old)
            for s in old:
                self.team[s] = new_id
            if not self.quiet:
                vis = frozenset(old)
                for s in sorted(old):
                    for c in self.hands[s]:
                        events.append(Event("reveal", c, f"hand:{s}", f"hand:{s}",
                                            face_up=False, player=s, visible=vis))
                events.append(Event("message", player=seat, data={"team": tuple(sorted(old))},
                                    text=f"The Lovers: {{{seat}}} and {{{action.target}}} "
                                         "are a team."))
        elif name == "justice":
            chosen, other = (action.target,), ph[3]
            self._justice(seat, chosen, other, events)
        elif name == "hang":
            self._hang(seat, card, events)
        elif name == "moon":
            count = ph[2]
            if action.kind == "discard":
                self._discard_from_hand(seat, card, events)
                count += 1
                if self.hands[seat]:
                    self.phase = ("moon", seat, count)
                    return
            # a hand emptied by the Moon draws at once: these cards (ours, see _draw_if_empty)
            self.draw_cards(seat, count, events, "the Moon")
        elif name == "sun":
            self._discard_from_hand(seat, card, events)
            if self._draw_if_empty(seat, events):  # before the next player's discard
                self.todo.append(("sun", ph[2]))
        elif name == "judgement":
            count = 2 * len(self.hands[seat])
            self.draw_cards(action.target, count, events, "Judgement")
        elif name == "world":
            rest = ph[2]
            if action.kind == "give":
                self._take(seat, card)
                self._to_hand(rest[0], card, f"hand:{seat}", events, public=False,
                              also=self._vis(seat))
            self.todo.append(("world", seat, rest[1:]))
        else:
            raise AssertionError(f"unknown phase {name!r}")

    def _s_give(self, events: list[Event], giver: int, taker: int, left: int) -> None:
        if left > 0 and self.hands[giver]:
            self.phase = ("give", giver, taker, left)


#: The effect of each major by number: ``_EFFECTS[n]`` is ``MajorsMixin._m<n>``.
_EFFECTS = tuple(getattr(MajorsMixin, f"_m{n}") for n in range(22))
