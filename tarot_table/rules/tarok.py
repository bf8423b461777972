"""Tarok, after Modar Neznanich: trick-taking with a draw pile, 2–4 players, first to 1000.

Sources: ``shared/seeds/003_f7bec2559d843598.txt`` (the seed) and ``shared/rules/tarok.md``
(our notes). Each rule below names where it comes from.

* Deal (seed ¶4; notes "Setup"): the whole 78-card deck, 15 cards one at a time to each player
  starting at the dealer's left; the rest (48, 33 or 18 cards) is the draw pile, face down. The
  first dealer is drawn at random from the seed. The cut is a shuffle detail and is not modelled.
* Five suits (seed ¶5; notes "Suits and ranks"): swords, wands, cups, pentacles and the major
  arcana, which are **not** trumps: a fifth suit that must be followed and wins only when led.
* Ranks: majors by number (XXI high, the Fool = 0 low); minors King > Queen > Knight > Page >
  10 > … > 2 > Ace (seed ¶7, notes).
* Play (seed ¶5–6): the player to the dealer's left leads; follow the suit led if you can,
  otherwise play anything, which cannot win; the highest card of the suit led wins; the winner
  keeps the trick and leads the next one (seed ¶9).
* Draw (seed ¶8; notes "Play"): after each trick each player draws one card, starting with the
  player who led that trick and going left; when the pile runs out part-way, the rest draw nothing.
* End of hand (seed ¶9; notes): after a trick when the draw pile is empty and at least one player
  has no card left; cards still held are set aside unscored (seed ¶11).
* Scoring (seed ¶12): majors (the Fool included) 15 each; King 25, Queen 20, Knight 15, Page 15;
  1–10 at face value, the Ace 1. A deck is worth 850.
* Match (seed ¶13; notes "Scoring"): scores accumulate over hands; the deal passes left; after a
  hand in which at least one player has reached the target (1000), the highest total wins; tied
  highest totals play another hand. Options (off by default): another target; a single hand, in
  which the highest hand score wins and tied players share the win.

Decision where the texts are silent: play and deal go to the left, i.e. seat ``i`` → ``i + 1``
(notes "Setup"). New hands are dealt automatically; the table pauses on the score table.
"""

from __future__ import annotations

import random
from bisect import insort
from collections import deque
from operator import attrgetter
from typing import Any, Mapping, Sequence

from ..cards import KING, KNIGHT, PAGE, QUEEN, Card, Suit, full_deck
from . import tricks
from .base import (Action, Event, Game, GameSpec, OptionSpec,
                   PlayerView, State, TERMINAL)

HAND_SIZE = 15
DEFAULT_TARGET = 1000
_COURT_POINTS = {KING: 25, QUEEN: 20, KNIGHT: 15, PAGE: 15}
_DECK = tuple(full_deck())
#: Sort key of the display order (a card's ``_key`` is its place in it), read at C speed.
_display_order = attrgetter("_key")


def card_points(card: Card) -> int:
    """Points of a card taken in a trick (seed ¶12): majors 15, King 25, Queen 20, Knight and
    Page 15, pips and the Ace their face value.

    >>> sum(card_points(c) for c in full_deck())
    850
    """
    if card.is_major:
        return 15
    return _COURT_POINTS.get(card.rank, card.rank)


def beats(card: Card, best: Card) -> bool:
    """Whether ``card`` beats ``best``, the winning card so far of a trick led in ``best.suit``:
    only a higher card of the same suit does (the majors are a suit, not trumps)."""
    return card.suit is best.suit and card.rank > best.rank


def trick_winner(trick: Sequence[tuple[int, Card]]) -> int:
    """Seat that wins ``trick``, a sequence of (seat, card) in play order: the highest card of the
    suit led (seed ¶6); no trumps (the shared machinery of :mod:`.tricks`)."""
    return tricks.trick_winner(trick)


#: The play action of each card, indexed by the card's ``_key`` (no hashing in the hot path).
_PLAY: list[Action | None] = [None] * (max(c._key for c in _DECK) + 1)
#: Card points indexed the same way.
_POINTS = [0] * len(_PLAY)
for _card in _DECK:
    _PLAY[_card._key] = Action("play", (_card,))
    _POINTS[_card._key] = card_points(_card)
del _card


def play_action(card: Card) -> Action:
    """The action of playing ``card``."""
    return _PLAY[card._key]


class TarokState(State):
    """A Tarok match in progress. See the module docstring for the rules and their sources."""

    game_name = "tarok"

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = (), *, deal: bool = True) -> None:
        super().__init__(num_players, seed, options, recorded_shuffles)
        n = num_players
        self.target: int = int(self.options["target"])
        self.single_hand: bool = bool(self.options["single_hand"])
        self.scores = [0] * n
        self.hand_points = [0] * n
        self.hands: list[list[Card]] = [[] for _ in range(n)]   # each kept sorted
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.draw: list[Card] = []          # the top of the pile is the end of the list
        self.aside: list[Card] = []
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: tuple[int, tuple[Card, ...]] | None = None
        self.voids: list[dict[Suit, int]] = [{} for _ in range(n)]
        self.hand_no = 0
        self.trick_no = 0
        self.dealer = 0
        self.leader = 0
        self.turn: int | None = 0
        self.winners: tuple[int, ...] = ()
        self.opening_events: list[Event] = []
        if deal:
            self.dealer = self.rng.randrange(n)
            self.opening_events = self._deal()

    # -- dealing ----------------------------------------------------------------------------
    def _deal(self) -> list[Event]:
        n = self.num_players
        self.hand_no += 1
        self.trick_no = 0
        self.hand_points = [0] * n
        self.voids = [{} for _ in range(n)]
        self.last_trick = None
        deck = self.shuffled(_DECK)
        deck.reverse()  # deal from the top: the end of the list
        seats = [(self.dealer + k) % n for k in range(1, n + 1)]
        dealt = [(seat, deck.pop()) for _ in range(HAND_SIZE) for seat in seats]
        for seat, card in dealt:
            self.hands[seat].append(card)
        for hand in self.hands:
            hand.sort(key=_display_order)
        self.draw = deck
        self.leader = self.turn = (self.dealer + 1) % n
        if self.quiet:
            return []
        events = [Event("shuffle", text=f"Hand {self.hand_no}: {{{self.dealer}}} deals.",
                        player=self.dealer, data={"hand": self.hand_no})]
        events += [Event("move", card, "deck", f"hand:{seat}", face_up=False, player=seat,
                         visible=frozenset((seat,))) for seat, card in dealt]
        nobody = frozenset()
        events += [Event("move", card, "deck", "draw", face_up=False, visible=nobody)
                   for card in reversed(deck)]
        return events

    # -- protocol ---------------------------------------------------------------------------
    def current_player(self) -> int | None:
        return self.turn

    def led_suit(self) -> Suit | None:
        return self.trick[0][1].suit if self.trick else None

    def legal_actions(self) -> list[Action]:
        if self.turn is None:
            return []
        play = _PLAY
        return [play[c._key] for c in tricks.playable(self.hands[self.turn], self.led_suit())]

    def explain_illegal(self, action: Action) -> str:
        if self.turn is None:
            return "The game is over."
        if action.kind != "play" or len(action.cards) != 1 or action.target is not None:
            return "In Tarok the only move is to play one card from your hand."
        card = action.cards[0]
        hand = self.hands[self.turn]
        if card not in hand:
            return f"You do not hold the {card.name()}."
        return tricks.must_follow_message(hand, self.led_suit())

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        card = action.cards[0]
        n = self.num_players
        self.hands[seat].remove(card)
        led = self.led_suit()
        voids = self.voids[seat]
        if led is not None and card.suit is not led:
            voids[led] = 0
        elif voids and card.suit in voids and voids[card.suit] > 0:
            voids[card.suit] -= 1
        self.trick.append((seat, card))
        events = [] if self.quiet else [Event("move", card, f"hand:{seat}", "trick", player=seat,
                                              text=f"{{{seat}}} plays the {card.name()}.")]
        if len(self.trick) < n:
            self.turn = (seat + 1) % n
            return events
        return events + self._finish_trick()

    def _finish_trick(self) -> list[Event]:
        n = self.num_players
        winner = trick_winner(self.trick)
        cards = tuple(c for _, c in self.trick)
        value = _POINTS
        points = sum([value[c._key] for c in cards])
        self.hand_points[winner] += points
        self.won[winner].extend(cards)
        self.last_trick = (winner, cards)
        self.trick_no += 1
        lead = self.trick[0][0]
        self.trick = []
        drawn = []
        for k in range(n):
            if not self.draw:
                break
            seat = (lead + k) % n
            card = self.draw.pop()
            insort(self.hands[seat], card, key=_display_order)
            voids = self.voids[seat]
            for suit in voids:
                voids[suit] += 1
            drawn.append((seat, card))
        events = [] if self.quiet else self._trick_events(winner, points, cards, drawn)
        if not self.draw and any(not h for h in self.hands):
            return events + self._finish_hand()
        self.leader = self.turn = winner
        return events

    @staticmethod
    def _trick_events(winner: int, points: int, cards: tuple[Card, ...],
                      drawn: list[tuple[int, Card]]) -> list[Event]:
        """The events of a trick taken by ``winner`` and of the cards ``drawn`` after it."""
        events = [Event("trick", player=winner, data={"points": points, "cards": cards},
                        text=f"{{{winner}}} takes the trick ({points} points).")]
        events += [Event("move", c, "trick", f"won:{winner}", face_up=False, player=winner)
                   for c in cards]
        events += [Event("move", card, "draw", f"hand:{seat}", face_up=False, player=seat,
                         visible=frozenset((seat,))) for seat, card in drawn]
        return events

    def _finish_hand(self) -> list[Event]:
        n = self.num_players
        quiet = self.quiet
        events: list[Event] = []
        for seat in range(n):
            if not quiet:
                events += [Event("move", card, f"hand:{seat}", "aside", face_up=False,
                                 player=seat, visible=frozenset()) for card in self.hands[seat]]
            self.aside.extend(self.hands[seat])
            self.hands[seat] = []
        for seat in range(n):
            self.scores[seat] += self.hand_points[seat]
        if not quiet:
            events.append(Event("hand_end", data={"hand": self.hand_no,
                                                  "hand_points": tuple(self.hand_points),
                                                  "scores": tuple(self.scores)},
                                text=f"Hand {self.hand_no} ends."))
        top = max(self.scores)
        if self.single_hand:
            best = max(self.hand_points)
            self.winners = tuple(s for s in range(n) if self.hand_points[s] == best)
        elif top >= self.target and self.scores.count(top) == 1:
            self.winners = (self.scores.index(top),)
        if self.winners:
            self.turn = TERMINAL
            if not quiet:
                events.append(Event("game_end", data={"winners": self.winners,
                                                      "scores": tuple(self.scores)},
                                    text="The game is over."))
            return events
        if top >= self.target and not quiet:
            events.append(Event("message", text="The highest totals are tied: another hand."))
        for pile in self.won:
            pile.clear()
        self.aside.clear()
        self.dealer = (self.dealer + 1) % n
        return events + self._deal()

    def observation(self, player: int) -> PlayerView:
        n = self.num_players
        zones: dict[str, tuple[Card | None, ...]] = {
            "draw": (None,) * len(self.draw),
            "trick": tuple(c for _, c in self.trick),
            "aside": (None,) * len(self.aside),
        }
        for seat in range(n):
            hand = self.hands[seat]
            zones[f"hand:{seat}"] = tuple(hand) if seat == player else (None,) * len(hand)
            zones[f"won:{seat}"] = tuple(self.won[seat])
        info = {
            "dealer": self.dealer, "leader": self.leader, "hand_no": self.hand_no,
            "trick_no": self.trick_no, "scores": tuple(self.scores),
            "hand_points": tuple(self.hand_points), "target": self.target,
            "single_hand": self.single_hand,
            "trick_seats": tuple(s for s, _ in self.trick),
            "last_trick": self.last_trick,
            "voids": tuple(tuple(sorted((s.value, cap) for s, cap in v.items()))
                           for v in self.voids),
            "winners": self.winners,
        }
        legal = tuple(self.legal_actions()) if player == self.turn else ()
        return PlayerView("tarok", player, n, self.turn, zones, info, legal)

    def zones(self) -> dict[str, tuple[Card, ...]]:
        zones = {"draw": tuple(self.draw), "trick": tuple(c for _, c in self.trick),
                 "aside": tuple(self.aside)}
        for seat in range(self.num_players):
            zones[f"hand:{seat}"] = tuple(self.hands[seat])
            zones[f"won:{seat}"] = tuple(self.won[seat])
        return zones

    def summary(self) -> dict[str, Any]:
        if self.turn is TERMINAL:
            progress = f"Finished after {self.hand_no} hand{'s' * (self.hand_no > 1)}"
        else:
            progress = f"Hand {self.hand_no} · trick {self.trick_no + 1}"
        return {"progress": progress, "scores": list(self.scores),
                "finished": self.turn is TERMINAL}

    def clone(self) -> "TarokState":
        other = self._copy_base()
        other.scores = list(self.scores)
        other.hand_points = list(self.hand_points)
        other.hands = [list(h) for h in self.hands]
        other.won = [list(w) for w in self.won]
        other.draw = list(self.draw)
        other.aside = list(self.aside)
        other.trick = list(self.trick)
        other.voids = [dict(v) for v in self.voids]
        other.opening_events = []
        return other

    def same_position(self, other: "TarokState") -> bool:
        """Whether two states hold the same cards in the same places with the same scores."""
        keys = ("scores", "hand_points", "hands", "won", "draw", "aside", "trick", "voids",
                "hand_no", "trick_no", "dealer", "leader", "turn", "winners", "last_trick")
        return all(getattr(self, k) == getattr(other, k) for k in keys)


class Tarok(Game):
    """The Tarok game object registered as ``"tarok"``."""

    spec = GameSpec(
        name="tarok", title="Tarok", min_players=2, max_players=4,
        options=(
            OptionSpec("target", DEFAULT_TARGET, "Points to win",
                       (DEFAULT_TARGET, 250, 500, 1500, 2000)),
            OptionSpec("single_hand", False, "Play a single hand", (False, True)),
        ),
        blurb="Trick-taking with a draw pile; the major arcana are a fifth suit. First to 1000.",
    )
    state_class = TarokState

    def sample_world(self, view: PlayerView, rng: random.Random) -> TarokState:
        """A full state consistent with ``view``: the unseen cards dealt at random to the other
        hands, the draw pile and the cards set aside, such that no hand holds more cards of a suit
        it has shown void in than it has drawn since (minus those of that suit it played since).

        The sampled state has no history or recorded shuffles (it is for search, not replay).
        Raises ``ValueError`` if the view is not a Tarok view.
        """
        if view.game != "tarok":
            raise ValueError(f"not a Tarok view: {view.game!r}")
        info = view.info
        n = view.num_players
        state = TarokState(n, rng.randrange(2**31), {"target": info["target"],
                                                   "single_hand": info["single_hand"]},
                           deal=False)
        state.scores = list(info["scores"])
        state.hand_points = list(info["hand_points"])
        state.hand_no, state.trick_no = info["hand_no"], info["trick_no"]
        state.dealer, state.leader = info["dealer"], info["leader"]
        state.turn = view.current_player
        state.winners = tuple(info["winners"])
        state.last_trick = info["last_trick"]
        state.trick = list(zip(info["trick_seats"], view.zones["trick"]))
        state.won = [list(view.zones[f"won:{s}"]) for s in range(n)]
        state.voids = [{Suit(code): cap for code, cap in v} for v in info["voids"]]
        known = set(view.hand()) | set(view.zones["trick"])
        for s in range(n):
            known.update(view.zones[f"won:{s}"])
        unseen = [c for c in _DECK if c not in known]
        others = [s for s in range(n) if s != view.player]
        for _ in range(4):
            rng.shuffle(unseen)
            hands = _deal_with_caps(unseen, others, view, state.voids)
            if hands is not None:
                break
        else:
            needs = {seat: len(view.zones[f"hand:{seat}"]) for seat in others}
            hands = _deal_by_flow(unseen, needs, state.voids, rng)
        dealt = set()
        for hand in hands.values():
            hand.sort(key=_display_order)
            dealt.update(hand)
        hands[view.player] = list(view.hand())
        state.hands = [hands[s] for s in range(n)]
        rest = [c for c in unseen if c not in dealt]
        state.draw = rest[:len(view.zones["draw"])]
        state.aside = rest[len(view.zones["draw"]):]
        return state

    def rules_text(self) -> str:
        from ..resources import asset_path
        return asset_path("rules", "tarok.md").read_text(encoding="utf-8")


def _deal_with_caps(unseen: list[Card], seats: list[int], view: PlayerView,
                    voids: list[dict[Suit, int]]) -> dict[int, list[Card]] | None:
    """Fill each seat's hidden hand from ``unseen`` (already shuffled) respecting the void caps,
    most constrained seat first; ``None`` when this order cannot satisfy them."""
    hands: dict[int, list[Card]] = {}
    taken = [False] * len(unseen)
    for seat in sorted(seats, key=lambda s: -len(voids[s])):
        need = len(view.zones[f"hand:{seat}"])
        caps = dict(voids[seat])
        hand: list[Card] = []
        for i, card in enumerate(unseen):
            if len(hand) == need:
                break
            if taken[i]:
                continue
            if caps:
                cap = caps.get(card.suit)
                if cap is not None:
                    if cap == 0:
                        continue
                    caps[card.suit] = cap - 1
            hand.append(card)
            taken[i] = True
        if len(hand) < need:
            return None
        hands[seat] = hand
    return hands


def _deal_by_flow(unseen: list[Card], needs: dict[int, int], voids: list[dict[Suit, int]],
                  rng: random.Random) -> dict[int, list[Card]]:
    """Deal ``unseen`` to the seats of ``needs`` (seat → hand size), the rest to the piles,
    when the void caps leave little freedom. How many cards of each suit go where is a small
    flow problem (suits → seats, capped by the voids → hand sizes), solved one card at a time
    by augmenting paths explored in random order; then each suit's cards are shuffled out.

    Raises ``ValueError`` when no deal agrees with the caps (an inconsistent view).
    """
    by_suit: dict[Suit, list[Card]] = {}
    for card in unseen:
        by_suit.setdefault(card.suit, []).append(card)
    room: dict[int | None, int] = {**needs, None: len(unseen) - sum(needs.values())}
    flow = {(suit, b): 0 for suit in by_suit for b in room}

    def capacity(suit: Suit, b: int | None) -> int:
        return len(unseen) if b is None else voids[b].get(suit, len(unseen))

    def augment(start: Suit) -> bool:
        parent: dict[tuple, tuple | None] = {("s", start): None}
        queue = deque([("s", start)])
        while queue:
            node = queue.popleft()
            kind, x = node
            if kind == "s":
                buckets = list(room)
                rng.shuffle(buckets)
                nexts = [("b", b) for b in buckets if flow[x, b] < capacity(x, b)]
            elif room[x] > 0:
                room[x] -= 1
                while parent[node] is not None:
                    prev = parent[node]
                    if prev[0] == "s":
                        flow[prev[1], node[1]] += 1
                    else:
                        flow[node[1], prev[1]] -= 1
                    node = prev
                return True
            else:
                nexts = [("s", suit) for suit in by_suit if flow[suit, x] > 0]
            for nxt in nexts:
                if nxt not in parent:
                    parent[nxt] = node
                    queue.append(nxt)
        return False

    order = list(unseen)
    rng.shuffle(order)
    for card in order:
        if not augment(card.suit):
            raise ValueError("no deal of the unseen cards agrees with the view")
    hands: dict[int, list[Card]] = {seat: [] for seat in needs}
    for suit, cards in by_suit.items():
        rng.shuffle(cards)
        for seat in needs:
            take = flow[suit, seat]
            hands[seat].extend(cards[:take])
            cards = cards[take:]
    return hands


TAROK = Tarok()
