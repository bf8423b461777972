"""The one decision of Tarok, :class:`PlayToTrick`, and the rules that follow a card played:
the trick taken and the cards drawn (:func:`take_trick`), the hand's end (:func:`end_hand`),
the next deal (:func:`deal`). Each rule names its source in the package docstring's terms."""

from __future__ import annotations

from bisect import bisect_left, insort
from typing import TYPE_CHECKING

from ...cards import Card
from .. import tricks
from ...messages import say
from ..base import Action, Event
from ..stages import Stage
from .cards import DECK, PLAY, POINTS, display_order

if TYPE_CHECKING:
    from .state import TarokState

HAND_SIZE = 15


class PlayToTrick(Stage, frozen=True):
    """Seat ``actor`` plays a card to the trick: it must follow the suit led if it can (seed
    ¶5–6), otherwise anything (which cannot win)."""

    def legal(self, state: "TarokState") -> list[Action]:
        """:func:`..tricks.playable` without trumps or excuse, written out for the hot path of
        search: the cards of the suit led if any, else every card."""
        play = PLAY
        hand = state.hands[self.actor]
        trick = state.trick
        acts = []   # plain loops: quicker here than comprehensions (closures in CPython 3.11)
        if trick:
            led = trick[0][1].suit
            for c in hand:
                if c.suit is led:
                    acts.append(play[c._key])
            if acts:
                return acts
        for c in hand:
            acts.append(play[c._key])
        return acts

    def explain(self, state: "TarokState", action: Action) -> str:
        if action.kind != "play" or len(action.cards) != 1 or action.target is not None:
            return "In Tarok the only move is to play one card from your hand."
        card = action.cards[0]
        hand = state.hands[self.actor]
        if card not in hand:
            return f"You do not hold the {card.name()}."
        return tricks.must_follow_message(hand, state.led_suit())

    def apply(self, state: "TarokState", action: Action, events: list[Event]) -> Stage | None:
        seat = self.actor
        card = action.cards[0]
        hand = state.hands[seat]
        # Found by bisection (hands are kept in display order): ``list.remove`` would compare
        # the card with each one before it through Card's Python-level comparison slot.
        i = bisect_left(hand, card._key, key=display_order)
        if i < len(hand) and hand[i] is card:
            del hand[i]
        else:  # a hand out of order
            hand.remove(card)
        trick = state.trick
        voids = state.voids[seat]
        suit = card.suit
        if trick and suit is not trick[0][1].suit:
            voids[trick[0][1].suit] = 0
        elif voids and voids.get(suit, 0) > 0:
            voids[suit] -= 1
        trick.append((seat, card))
        if not state.quiet:
            events.append(Event("move", card, f"hand:{seat}", "trick", player=seat,
                                message=say("{seat} plays {card}.", seat=seat, card=card)))
        n = state.num_players
        if len(trick) < n:
            return PLAY_TO_TRICK[seat + 1 if seat + 1 < n else 0]
        return take_trick(state, events)


#: The one stage of each seat (a stage never changes: made once, not at every card).
PLAY_TO_TRICK = tuple(PlayToTrick(seat) for seat in range(4))


def take_trick(state: "TarokState", events: list[Event]) -> Stage | None:
    """The highest card of the suit led wins the trick (seed ¶6); its winner keeps it and leads
    next (¶9); then each player draws one card, starting with the player who led it and going
    left, until the pile runs out (¶8; notes "Play"). The hand ends after a trick when the pile
    is empty and a hand is (¶9)."""
    trick = state.trick
    lead, best = trick[0]
    # :func:`.cards.trick_winner` and the points, in one pass over the trick.
    winner, suit, top = lead, best.suit, best.rank
    value = POINTS
    points = 0
    played = []
    for seat, card in trick:
        played.append(card)
        points += value[card._key]
        if card.suit is suit and card.rank > top:
            winner, top = seat, card.rank
    cards = tuple(played)
    state.hand_points[winner] += points
    state.won[winner].extend(cards)
    state.last_trick = (winner, cards)
    state.trick_no += 1
    state.trick = []
    draw = state.draw
    drawn = _draw_after_trick(state, lead) if draw else []
    if not state.quiet:
        events += _trick_events(winner, points, cards, drawn)
    if not draw and not all(state.hands):
        return end_hand(state, events)
    state.leader = winner
    return PLAY_TO_TRICK[winner]


def _draw_after_trick(state: "TarokState", lead: int) -> list[tuple[int, Card]]:
    """Each player draws one card, from ``lead`` on, until the pile runs out (seed ¶8); a
    shown void counts the card received. Returns the cards drawn by seat (none when quiet)."""
    n = state.num_players
    draw, hands, all_voids = state.draw, state.hands, state.voids
    quiet = state.quiet
    drawn = []
    for k in range(n):
        if not draw:
            break
        seat = (lead + k) % n
        card = draw.pop()
        insort(hands[seat], card, key=display_order)
        voids = all_voids[seat]
        if voids:
            for void in voids:
                voids[void] += 1
        if not quiet:
            drawn.append((seat, card))
    return drawn


def _trick_events(winner: int, points: int, cards: tuple[Card, ...],
                  drawn: list[tuple[int, Card]]) -> list[Event]:
    """The events of a trick taken by ``winner`` and of the cards ``drawn`` after it."""
    events = [Event("trick", player=winner, data={"points": points, "cards": cards},
                    message=say("{seat} takes the trick ({points} points).",
                                seat=winner, points=points))]
    events += [Event("move", c, "trick", f"won:{winner}", face_up=False, player=winner)
               for c in cards]
    events += [Event("move", card, "draw", f"hand:{seat}", face_up=False, player=seat,
                     visible=frozenset((seat,))) for seat, card in drawn]
    return events


def end_hand(state: "TarokState", events: list[Event]) -> Stage | None:
    """Cards still held are set aside unscored (seed ¶11); the hand's points join the totals;
    after a hand in which someone reached the target the highest total wins, tied highest totals
    play another hand (¶13; notes "Scoring"); a single hand is won by the highest hand score,
    ties sharing the win (option). Otherwise the deal passes left and a new hand is dealt."""
    n = state.num_players
    quiet = state.quiet
    _set_aside_hands(state, events)
    for seat in range(n):
        state.scores[seat] += state.hand_points[seat]
    if not quiet:
        events.append(Event("hand_end", data={"hand": state.hand_no,
                                              "hand_points": tuple(state.hand_points),
                                              "scores": tuple(state.scores)},
                            message=say("Hand {hand} ends.", hand=state.hand_no)))
    top = max(state.scores)
    _decide(state, top)
    if state.winners:
        if not quiet:
            events.append(Event("game_end", data={"winners": state.winners,
                                                  "scores": tuple(state.scores)},
                                message=say("The game is over.")))
        return None
    if top >= state.target and not quiet:
        events.append(Event("message",
                            message=say("The highest totals are tied: another hand.")))
    for pile in state.won:
        pile.clear()
    state.aside.clear()
    state.dealer = (state.dealer + 1) % n
    return deal(state, events)


def _set_aside_hands(state: "TarokState", events: list[Event]) -> None:
    """The cards still held are set aside unscored (seed ¶11)."""
    for seat in range(state.num_players):
        if not state.quiet:
            events += [Event("move", card, f"hand:{seat}", "aside", face_up=False,
                             player=seat, visible=frozenset()) for card in state.hands[seat]]
        state.aside.extend(state.hands[seat])
        state.hands[seat] = []


def _decide(state: "TarokState", top: int) -> None:
    """Name the winners once a hand is scored (``top``: the highest total): a single hand's
    highest hand scores, else the one highest total at the target or over (¶13)."""
    if state.single_hand:
        best = max(state.hand_points)
        state.winners = tuple(s for s in range(state.num_players) if state.hand_points[s] == best)
    elif top >= state.target and state.scores.count(top) == 1:
        state.winners = (state.scores.index(top),)


def deal(state: "TarokState", events: list[Event]) -> Stage:
    """The whole deck shuffled, 15 cards one at a time to each player starting at the dealer's
    left; the rest is the draw pile, face down (seed ¶4; notes "Setup"). The player to the
    dealer's left leads (¶5)."""
    n = state.num_players
    state.hand_no += 1
    state.trick_no = 0
    state.hand_points = [0] * n
    state.voids = [{} for _ in range(n)]
    state.last_trick = None
    pile = state.shuffled(DECK, reverse=True)     # dealt from the top: its last card
    seats = [(state.dealer + k) % n for k in range(1, n + 1)]
    count = n * HAND_SIZE
    top = pile[-count:]     # dealt one at a time from the last: seat k's are every n-th
    del pile[-count:]
    for k, seat in enumerate(seats):
        state.hands[seat] += top[count - 1 - k::-n]
    for hand in state.hands:
        hand.sort(key=display_order)
    state.draw = pile
    state.leader = (state.dealer + 1) % n
    if not state.quiet:
        events.append(Event("shuffle", message=say("Hand {hand}: {seat} deals.",
                                                   hand=state.hand_no, seat=state.dealer),
                            player=state.dealer, data={"hand": state.hand_no}))
        events += [Event("move", top[count - 1 - t], "deck", f"hand:{seats[t % n]}",
                         face_up=False, player=seats[t % n], visible=frozenset((seats[t % n],)))
                   for t in range(count)]
        nobody = frozenset()
        events += [Event("move", card, "deck", "draw", face_up=False, visible=nobody)
                   for card in reversed(pile)]
    return PLAY_TO_TRICK[state.leader]

