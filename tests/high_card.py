"""High Card: a tiny test-only game, the proof that adding a game is one package and one
registry line (``docs/architecture.md``, "Adding a game").

``conftest.py`` registers it for ``sim`` and the tests (``register(HIGH_CARD, at_table=False)``:
not offered in the menus); it then plugs, untouched, into the conformance suite, ``sim``, the
AI (random play and ISMCTS) and the real table, which plays it on the generic trick table (it
declares no table plug-in: its layout is not new). What the shared tests play of it, and the
Hint button's reasons, it declares here (:attr:`HighCard.samples`, :attr:`HighCard.plugins`).

The rules (ours):

* 2–4 players; the whole deck is shuffled, and each player is dealt one card per round
  (``rounds``: 3 by default), one at a time from the dealer's left; the rest stays in the deck.
* Each round, every player in turn, from the round's leader, plays one card of the hand to the
  trick face down. When all have played, the cards are turned up: the highest card wins the
  round — a major beats a minor, majors rank by number (the Fool lowest), minors by rank (King
  high, Ace low); between minors of equal rank the one played first wins. The winner scores a
  point, takes the cards, and leads the next round.
* After the last round the most points win; tied players share the win.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import msgspec

from tarot_table.cards import Card, full_deck
from tarot_table.rules.base import (Action, Event, Game, GameSpec, OptionSpec, PlayerView,
                                    Plugins, Samples, State)
from tarot_table.rules.dealer import deal_unseen
from tarot_table.rules.position import Pile, check, check_deck, decode, encode
from tarot_table.rules.stages import StagedState, Stage, Step

DECK = tuple(full_deck())


def strength(card: Card) -> tuple[int, int]:
    """How high ``card`` ranks: every major above every minor."""
    return (1, card.rank) if card.is_major else (0, card.rank)


# -- the view ------------------------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class HighCardView(PlayerView):
    """A seat's view: the zones ``deck`` (face down), ``trick`` (the cards played this round, in
    order: face down but for the viewer's own), and per seat ``hand:<s>`` (only the viewer's
    face up) and ``won:<s>`` (face up)."""

    #: The seat that dealt.
    dealer: int
    #: The round being played, from 1.
    round_no: int
    #: Rounds in the game (option).
    rounds: int
    #: Points per seat: the rounds won.
    scores: tuple[int, ...]
    #: The seats that played the trick's cards, in order.
    trick_seats: tuple[int, ...]
    #: The winners once the game is over.
    winners: tuple[int, ...]


# -- stages and steps ------------------------------------------------------------------------
class PlayCard(Stage, frozen=True):
    """The actor plays one card of the hand to the trick, face down."""

    def legal(self, state: "HighCardState") -> list[Action]:
        return [Action("play", (card,)) for card in state.hands[self.actor]]

    def explain(self, state: "HighCardState", action: Action) -> str:
        if action.kind != "play" or len(action.cards) != 1:
            return "Play one card of your hand."
        return f"The {action.cards[0].name()} is not in your hand."

    def apply(self, state: "HighCardState", action: Action, events: list[Event]) -> Stage | None:
        card = action.cards[0]
        state.hands[self.actor].remove(card)
        state.trick.append((self.actor, card))
        if not state.quiet:
            events.append(Event("move", card, f"hand:{self.actor}", "trick", face_up=False,
                                player=self.actor, visible=frozenset((self.actor,)),
                                text=f"{{{self.actor}}} plays a card face down."))
        if len(state.trick) < state.num_players:
            return PlayCard((self.actor + 1) % state.num_players)
        state.then(EndRound())
        return None

    def prompt(self, view: PlayerView) -> str:
        return "Play a card face down: the highest wins the round."


class EndRound(Step, frozen=True):
    """The trick is turned up; the highest card wins the round, its player scores and leads."""

    def run(self, state: "HighCardState", events: list[Event]) -> Stage | None:
        best = max(range(len(state.trick)),
                   key=lambda k: (strength(state.trick[k][1]), -k))
        winner = state.trick[best][0]
        state.scores[winner] += 1
        if not state.quiet:
            events += [Event("reveal", card, "trick", player=seat) for seat, card in state.trick]
            events.append(Event("trick", player=winner,
                                text=f"{{{winner}}} wins round {state.round_no} with the "
                                     f"{state.trick[best][1].name()}."))
            events += [Event("move", card, "trick", f"won:{winner}", player=winner)
                       for _, card in state.trick]
        state.won[winner] += [card for _, card in state.trick]
        state.trick = []
        state.leader = winner
        if state.round_no < state.rounds:
            state.round_no += 1
            return PlayCard(winner)
        top = max(state.scores)
        state.winners = tuple(s for s in range(state.num_players) if state.scores[s] == top)
        if not state.quiet:
            events.append(Event("hand_end", text="The last round is over.",
                                data={"hand": 1, "hand_points": list(state.scores),
                                      "scores": list(state.scores)}))
            names = " and ".join(f"{{{s}}}" for s in state.winners)
            events.append(Event("game_end", text=f"{names} win{'s' * (len(state.winners) == 1)}.",
                                data={"winners": state.winners, "scores": list(state.scores)}))
        return None


# -- the state -------------------------------------------------------------------------------
class HighCardPosition(msgspec.Struct, forbid_unknown_fields=True):
    """A High Card position: every zone and counter (the trick's cards in play order)."""

    players: int
    dealer: int
    hands: list[Pile]
    deck: Pile
    stage: PlayCard | None
    rounds: int = 3
    round_no: int = 1
    seed: int = 0
    leader: int = 0
    trick: list[tuple[int, Pile]] = []
    won: list[Pile] | None = None
    scores: list[int] | None = None
    todo: list[EndRound] = []
    winners: list[int] = []


class HighCardState(StagedState, State):
    """A game of High Card (see the module docstring)."""

    game_name = "high_card"

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = (), *, deal_first: bool = True) -> None:
        super().__init__(num_players, seed, options, recorded_shuffles)
        n = num_players
        self.rounds = int(self.options["rounds"])
        self.round_no = 1
        self.dealer = self.leader = 0
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.deck: list[Card] = []
        self.trick: list[tuple[int, Card]] = []
        self.scores = [0] * n
        self.winners: tuple[int, ...] = ()
        self.stage, self.todo = None, []
        if deal_first:
            self.dealer = self.rng.randrange(n)
            self.leader = (self.dealer + 1) % n
            pile = self.shuffled(DECK)
            seats = [(self.dealer + k) % n for k in range(1, n + 1)]
            dealt = [(seat, pile.pop()) for _ in range(self.rounds) for seat in seats]
            for seat, card in dealt:
                self.hands[seat].append(card)
            for hand in self.hands:
                hand.sort()
            self.deck = pile
            if not self.quiet:
                self.opening_events = [
                    Event("shuffle", text=f"{{{self.dealer}}} deals.", player=self.dealer,
                          data={"hand": 1}),
                    *(Event("move", card, "deck", f"hand:{seat}", face_up=False, player=seat,
                            visible=frozenset((seat,))) for seat, card in dealt)]
            self.stage = PlayCard(self.leader)

    def observation(self, player: int) -> HighCardView:
        zones: dict[str, tuple[Card | None, ...]] = {
            "deck": (None,) * len(self.deck),
            "trick": tuple(c if s == player else None for s, c in self.trick)}
        for seat in range(self.num_players):
            hand = self.hands[seat]
            zones[f"hand:{seat}"] = tuple(hand) if seat == player else (None,) * len(hand)
            zones[f"won:{seat}"] = tuple(self.won[seat])
        turn = self.current_player()
        return HighCardView(
            "high_card", player, self.num_players, turn, zones,
            legal=tuple(self.legal_actions()) if player == turn else (), stage=self.stage,
            dealer=self.dealer, round_no=self.round_no, rounds=self.rounds,
            scores=tuple(self.scores), trick_seats=tuple(s for s, _ in self.trick),
            winners=self.winners)

    def zones(self) -> dict[str, tuple[Card, ...]]:
        zones = {"deck": tuple(self.deck), "trick": tuple(c for _, c in self.trick)}
        for seat in range(self.num_players):
            zones[f"hand:{seat}"] = tuple(self.hands[seat])
            zones[f"won:{seat}"] = tuple(self.won[seat])
        return zones

    def summary(self) -> dict[str, Any]:
        over = self.stage is None and not self.todo
        progress = "Finished" if over else f"Round {self.round_no} of {self.rounds}"
        return {"progress": progress, "scores": list(self.scores), "finished": over}

    def clone(self) -> "HighCardState":
        other = self._copy_base()
        other.hands = [list(h) for h in self.hands]
        other.won = [list(w) for w in self.won]
        other.deck, other.trick = list(self.deck), list(self.trick)
        other.scores, other.todo = list(self.scores), list(self.todo)
        other.opening_events = ()
        return other

    def to_position(self) -> dict[str, Any]:
        return encode(HighCardPosition(
            players=self.num_players, dealer=self.dealer, hands=[Pile(h) for h in self.hands],
            deck=Pile(self.deck), stage=self.stage, rounds=self.rounds,
            round_no=self.round_no, seed=self.seed, leader=self.leader,
            trick=[(s, Pile((c,))) for s, c in self.trick], won=[Pile(w) for w in self.won],
            scores=list(self.scores), todo=list(self.todo), winners=list(self.winners)))

    @classmethod
    def from_position(cls, doc: Any) -> "HighCardState":
        pos = decode(doc, HighCardPosition)
        n = pos.players
        check(2 <= n <= 4, "players", f"High Card is for 2–4 players, not {n}")
        for name in ("hands", "won", "scores"):
            value = getattr(pos, name)
            check(value is None or len(value) == n, name, f"needs one entry per player ({n})")
        check(pos.dealer in range(n), "dealer", f"no seat {pos.dealer}")
        check(pos.stage is None or pos.stage.actor in range(n), "stage.actor", "no such seat")
        check(all(len(p) == 1 and s in range(n) for s, p in pos.trick), "trick",
              "each entry is a seat and one card")
        state = cls(n, pos.seed, {"rounds": pos.rounds}, deal_first=False)
        state.dealer, state.leader, state.round_no = pos.dealer, pos.leader, pos.round_no
        state.hands = [sorted(h) for h in pos.hands]
        state.deck = list(pos.deck)
        state.trick = [(s, p.cards[0]) for s, p in pos.trick]
        state.won = [list(w) for w in pos.won] if pos.won else [[] for _ in range(n)]
        state.scores = list(pos.scores) if pos.scores else [0] * n
        state.stage, state.todo, state.winners = pos.stage, list(pos.todo), tuple(pos.winners)
        check_deck(state.zones(), DECK)
        return state


def sample_world(view: HighCardView, rng: random.Random) -> HighCardState:
    """A full state consistent with ``view``: the unseen cards (other hands, the deck, the
    trick's face-down cards) dealt at random by the shared dealer."""
    n = view.num_players
    state = HighCardState(n, rng.randrange(2**31), {"rounds": view.rounds}, deal_first=False)
    state.dealer, state.round_no, state.scores = view.dealer, view.round_no, list(view.scores)
    state.stage, state.winners = view.stage, view.winners
    state.leader = view.trick_seats[0] if view.trick_seats else \
        (view.stage.actor if view.stage is not None else 0)
    state.won = [list(view.zones[f"won:{s}"]) for s in range(n)]
    known = set(view.hand()) | {c for c in view.zones["trick"] if c is not None}
    for s in range(n):
        known.update(view.zones[f"won:{s}"])
    sizes: dict[Any, int] = {s: len(view.zones[f"hand:{s}"]) for s in range(n)
                             if s != view.player}
    sizes["deck"] = len(view.zones["deck"])
    hidden = [k for k, c in enumerate(view.zones["trick"]) if c is None]
    for k in hidden:
        sizes[("trick", k)] = 1
    dealt = deal_unseen([c for c in DECK if c not in known], sizes, rng)
    for s in range(n):
        state.hands[s] = list(view.hand()) if s == view.player else sorted(dealt[s])
    state.deck = dealt["deck"]
    state.trick = [(seat, card if card is not None else dealt[("trick", k)][0])
                   for k, (seat, card) in enumerate(zip(view.trick_seats, view.zones["trick"]))]
    return state


def high_card_hint(view: HighCardView, action: Action) -> str:
    """The Hint button's reason for playing ``action``'s card (lower case, no final stop):
    ``"your highest card"``, ``"your lowest card: the higher ones kept for later rounds"``,
    or ``""``."""
    hand = sorted(view.hand(), key=strength)
    if not action.cards or len(hand) < 2:
        return ""
    if action.cards[0] == hand[-1]:
        return "your highest card"
    if action.cards[0] == hand[0]:
        return "your lowest card: the higher ones kept for later rounds"
    return ""


class HighCard(Game):
    """The game registered as ``"high_card"`` (by the tests)."""

    spec = GameSpec(name="high_card", title="High Card", min_players=2, max_players=4,
                    options=(OptionSpec("rounds", 3, "Rounds", (3, 1, 5)),),
                    blurb="Each plays a card face down; the highest wins the round.")
    state_class = HighCardState
    plugins = Plugins(hints="tests.high_card:high_card_hint")
    samples = Samples(short={"rounds": 1}, option_sets=({"rounds": 1}, {"rounds": 5}),
                      setups={"five-rounds": ({"rounds": 5}, (2, 4))},
                      malformed=(("dealer", 7), ("trick", [[0, "KC QC"]])))

    def describe_action(self, action: Action) -> str:
        return f"Play the {action.cards[0].name()}" if action.cards else str(action)

    def card_text(self, card: Card) -> str:
        kind = "a major: above every minor, by number" if card.is_major else \
            "a minor: below every major, by rank (King high, Ace low)"
        return f"{card.name()} — {kind}."

    def from_position(self, doc: Any) -> HighCardState:
        return HighCardState.from_position(doc)

    def sample_world(self, view: HighCardView, rng: random.Random) -> HighCardState:
        return sample_world(view, rng)

    def rules_text(self) -> str:
        return __doc__.split("The rules (ours):", 1)[1]


HIGH_CARD = HighCard()
