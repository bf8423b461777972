"""What Tarok's random playouts would gain from an events-free ``apply`` path: an experiment
for the owner of ``rules/tarok.py``, not shipped code.

    python benchmarks/tarok_events_free_experiment.py

``Quiet`` is a ``TarokState`` whose ``_apply``, ``_finish_trick`` and ``_deal`` make the same
changes without building any ``Event`` (nor the card-name texts), and whose ``legal_actions``
reads the hand directly instead of going through ``tricks.playable``; ``LegalOnly`` changes only
``legal_actions``. The script first checks on 20 seeded random games that both reach the same
positions with the same legal actions, then times random playouts of each for 3 s.
"""
import random
import sys
from bisect import insort
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tarot_table.bench import random_playouts  # noqa: E402
from tarot_table.rules import find_game  # noqa: E402
from tarot_table.rules import tarok as T  # noqa: E402

class Quiet(T.TarokState):
    def legal_actions(self):
        if self.turn is None: return []
        hand = self.hands[self.turn]
        if self.trick:
            led = self.trick[0][1].suit
            follow = [T._PLAY[c] for c in hand if c.suit is led]
            if follow: return follow
        return [T._PLAY[c] for c in hand]
    def _apply(self, action):
        seat = self.turn; card = action.cards[0]; n = self.num_players
        self.hands[seat].remove(card)
        led = self.trick[0][1].suit if self.trick else None
        voids = self.voids[seat]
        if led is not None and card.suit is not led: voids[led] = 0
        elif voids and card.suit in voids and voids[card.suit] > 0: voids[card.suit] -= 1
        self.trick.append((seat, card))
        if len(self.trick) < n:
            self.turn = (seat + 1) % n
            return []
        return self._finish_trick()
    def _finish_trick(self):
        n = self.num_players
        winner = T.trick_winner(self.trick)
        cards = tuple(c for _, c in self.trick)
        self.hand_points[winner] += sum(T.card_points(c) for c in cards)
        self.won[winner].extend(cards)
        self.last_trick = (winner, cards); self.trick_no += 1
        lead = self.trick[0][0]; self.trick = []
        for k in range(n):
            if not self.draw: break
            seat = (lead + k) % n
            insort(self.hands[seat], self.draw.pop(), key=T._display_order)
            for suit in self.voids[seat]: self.voids[seat][suit] += 1
        if not self.draw and any(not h for h in self.hands):
            self._finish_hand(); return []
        self.leader = self.turn = winner
        return []
    def _deal(self):
        n = self.num_players
        self.hand_no += 1; self.trick_no = 0; self.hand_points = [0] * n
        self.voids = [{} for _ in range(n)]; self.last_trick = None
        deck = self.shuffled(T._DECK); deck.reverse()
        seats = [(self.dealer + k) % n for k in range(1, n + 1)]
        for _ in range(T.HAND_SIZE):
            for seat in seats: self.hands[seat].append(deck.pop())
        for hand in self.hands: hand.sort(key=T._display_order)
        self.draw = deck
        self.leader = self.turn = (self.dealer + 1) % n
        return []

class G:
    spec = find_game("tarok").spec
    def new_state(self, n, seed, options=None):
        return Quiet(n, seed, find_game("tarok").check_setup(n, options))

tarok = find_game("tarok")
# same games, same end states
for seed in range(20):
    a, b = tarok.new_state(4, seed), G().new_state(4, seed)
    r1, r2 = random.Random(seed), random.Random(seed)
    while not a.is_terminal():
        la, lb = a.legal_actions(), b.legal_actions()
        assert la == lb
        a.apply(la[r1.randrange(len(la))]); b.apply(lb[r2.randrange(len(lb))])
    assert b.is_terminal() and a.same_position(b)
for label, game in (("as shipped", tarok), ("events-free", G())):
    print(label, random_playouts(game, 4, 3.0, 1))

class LegalOnly(T.TarokState):
    legal_actions = Quiet.legal_actions
class G2(G):
    def new_state(self, n, seed, options=None):
        return LegalOnly(n, seed, find_game("tarok").check_setup(n, options))
print("legal_actions only", random_playouts(G2(), 4, 3.0, 1))
