"""A rule-based Arcanoid player that sees only its seat's view (it also plays its daemon).

For every battlefield it estimates the chance that a commitment wins: zero if a committed
opponent already beats it, certain if every opponent has committed below it, otherwise lower
the more opponents are still to commit and the weaker the force (a couple or the World is
nearly safe, a knight fairly safe, a numeric total the safer the higher). Then, in order:

* commit the best set whose chance clears a bar that falls as the deck runs down (the cards
  come back, so it commits every numeric of the suit it holds); two battlefields at once for a
  couple of majors;
* abdicate where it cannot win (a committed opponent out of reach, or its own daemon or master
  winning already);
* use the arcana: the Devil (a second player for itself), Strength's hidden card, the free
  moves (High Priestess, Hierophant, Justice, the Hermit), the Tower on the strongest opponent
  commitment it could then beat, Judgment on an opponent still to commit where it leads,
  Temperance on its most promising open battlefield, the Star, the Moon and the Sun on the
  partner of a royal or imperial couple or a high card of its best suit (after a failed call
  it calls again only for such a card, else it stops), the Wheel with a poor hand;
* otherwise discard the card least useful to its open battlefields.

Out of turn it steals with the Fool what would likely win for it, takes every Hermit move that
is not a mere wait, and votes for a refill while two battlefields or more are still open.

The variants: it makes a commitment face down rather than face up when it may (KOBLENZ's one
secret commitment goes on its first commitment; MALTA's Magician is spent so), counts another's
face-down commitment as an opponent still to commit, tries the Fool on one of three cards or
more (most likely numerics, which it may steal), and completes a WORMS ace as it would commit
the whole. The USA (GAZA) only ever abdicates: it is nobody's rival.
"""

from __future__ import annotations

import random
from itertools import combinations

from ..cards import KING, KNIGHT, PAGE, QUEEN, Card
from ..rules.arcanoid import (ArcanoidView, Call, FoolWindow, FullMove, HermitMove,
                              RefillVote, WheelDiscard)
from ..rules.arcanoid.battles import TIER, battle_key
from ..rules.arcanoid.commitments import (ABDICATES, FIELD_SUIT, FIELDS, MAGICIAN, SECRET,
                                          SUIT_INDEX, CommitError, Force, ace_part, classify,
                                          major)
from ..rules.arcanoid.state import ArcanoidState
from ..rules.base import ALL, Action

STOP = Action("pass")
_MAGICIAN = major(MAGICIAN)
#: The battlefields a commitment's target names (``"cups"``, ``"cups+coins"``), by index.
_TARGET_FIELDS = {target: tuple(FIELDS.index(w) for w in target.split("+"))
                  for target in (*FIELDS, *(f"{a}+{b}" for a, b in combinations(FIELDS, 2)))}
#: The actors of a round of ``n`` seats, by ``n`` and whether the daemon is down: the seats,
#: then the daemon (``n``).
_ACTORS = {n: (tuple(range(n)), tuple(range(n + 1))) for n in range(2, 11)}
_MAJOR_KEEP = {0: 0.6, 1: 0.4, 3: 0.8, 4: 0.8, 6: 0.5, 15: 0.9, 16: 0.5, 20: 0.4, 21: 1.0}


def _force(cards: tuple[Card, ...], f: int) -> Force | None:
    """The force of ``cards`` committed on field ``f`` (:func:`classify`, which keeps the
    forces it found), ``None`` when they cannot go together."""
    try:
        return classify(cards, FIELD_SUIT[FIELDS[f]])
    except CommitError:
        return None


def _threat(force: Force) -> float:
    """The chance that one opponent still to commit beats ``force`` (a rough prior)."""
    tier = TIER[force.kind]
    if tier >= 4:
        return 0.01
    if tier == 3:
        return 0.05
    if tier == 0:
        return 1.0
    points = force.value / 2
    return min(0.5, max(0.02, 0.5 - points / 36))


class ArcanoidHeuristic:
    """Chooses an Arcanoid action from an :class:`~..rules.arcanoid.ArcanoidView`."""

    name = "heuristic"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    # -- reading the view ------------------------------------------------------------------------
    def _read(self, view: ArcanoidView) -> None:
        self.view = view
        self.n = view.num_players
        self.me = view.acting
        self.daemon = self.n
        master = view.daemon_master
        self.allies = {self.me}
        if master is not None:
            self.allies |= {master, self.daemon} if self.me in (master, self.daemon) else set()
        self.commits = view.commits
        self.out = view.out
        if type(view) is StateView:     # the state's own lists, which it only reads
            st = view.state
            self.hand = st.hands[self.me]
            self.row = st.justice + st.strength[self.me]
            deck = len(st.deck)
        else:
            zone = view.who(self.me)
            self.hand = [c for c in view.zones[f"hand:{zone}"] if c is not None]
            self.row = list(view.zones["justice"]) + list(view.zones[f"strength:{zone}"])
            deck = len(view.zones["deck"])
        mine = self.commits[self.me]
        opened = []
        for f in range(4):
            if mine[f] is None:
                opened.append(f)
        self.open = opened
        self.clock = view.clock
        self.deck_frac = deck / max(1, 78 - 6 * self.n)
        self.actors = _ACTORS[self.n][master is not None]
        self._seen: set[int] | None = None
        self._rival_cache: dict[int, tuple[list[tuple], int]] = {}

    @property
    def seen(self) -> set[int]:
        """The keys (``Card._key``) of every card the view shows (read once per decision, when
        first asked): a set of cards would hash each through Card's Python-level ``__hash__``."""
        if self._seen is None:
            zones = self.view.zones
            if type(zones) is _StateZones:
                self._seen = zones.seen_keys()
            else:
                self._seen = {c._key for cards in zones.values() for c in cards
                              if c is not None}
        return self._seen

    def _rivals(self, f: int) -> tuple[list[tuple], int]:
        """The committed opponent keys on field ``f`` and how many opponents are still to
        commit there (kept for the decision: the commitments do not change while it is made)."""
        found = self._rival_cache.get(f)
        if found is None:
            found = self._rival_cache[f] = self._count_rivals(f)
        return found

    def _count_rivals(self, f: int) -> tuple[list[tuple], int]:
        keys, waiting = [], 0
        allies, commits, out, secret = self.allies, self.commits, self.out, SECRET.kind
        for b in self.actors:
            if b in allies:
                continue
            c = commits[b][f]
            if c is not None and c[0].kind == secret:
                waiting += 1
            elif c is not None:
                keys.append(battle_key(c[0], c[1]))
            elif not out[b]:
                waiting += 1
        return keys, waiting

    def _ally_wins(self, f: int) -> bool:
        best = None
        for b in self.allies:
            c = self.commits[b][f]
            if b != self.me and c is not None:
                key = battle_key(c[0], c[1])
                if best is None or key > best:
                    best = key
        if best is None or best[0] < 4:
            return False
        keys, waiting = self._rivals(f)
        for k in keys:
            if not k < best:
                return False
        return True

    def win_chance(self, force: Force, f: int) -> float:
        """The estimated chance that ``force``, committed now on field ``f``, wins there."""
        keys, waiting = self._rivals(f)
        mine = battle_key(force, self.clock + 1)
        for k in keys:
            if k > mine:
                return 0.0
        return (1.0 - _threat(force)) ** waiting

    # -- card values -----------------------------------------------------------------------------
    def _keep(self, card: Card) -> float:
        """How much ``card`` is worth keeping for the open battlefields."""
        if card.is_major:
            return _MAJOR_KEEP.get(card.rank, 0.3)
        f = SUIT_INDEX[card.suit]
        if f not in self.open:
            return 0.0
        if card.rank in (QUEEN, KING):
            partner = Card(card.suit, KING if card.rank == QUEEN else QUEEN)
            return 0.8 if partner in self.hand or partner._key not in self.seen else 0.2
        if card.rank == KNIGHT:
            return 0.6
        if card.rank == PAGE:
            return 0.45
        suit = card.suit
        same = 0
        for c in self.hand:
            if c.suit is suit and c.rank <= 10:
                same += c.rank
        return card.rank / 20 + same / 100

    # -- deciding --------------------------------------------------------------------------------
    def act(self, view: ArcanoidView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.player} has no legal action to choose from")
        self._read(view)
        stage = view.stage
        legal = list(view.legal)
        if isinstance(stage, RefillVote):
            return Action("vote", (), "yes" if len(self.open) >= 2 else "no")
        if isinstance(stage, FoolWindow):
            return self._fool(view, stage)
        if isinstance(stage, WheelDiscard):
            return min(legal, key=lambda a: (self._keep(a.cards[0]), a.cards[0]))
        if isinstance(stage, Call):
            return self._call(legal)
        return self._move(legal, optional=isinstance(stage, HermitMove))

    def _fool(self, view: ArcanoidView, window: FoolWindow) -> Action:
        """Steal what would likely win for it: the attempt's force is read from the victim's
        lane, where its cards lie (after the ace of a WORMS completion); cards lying face down
        are tried when they are three or more."""
        if window.victim in self.allies:
            return STOP
        lane = list(view.zones[f"field:{window.field}:{view.who(window.victim)}"])
        if None in lane:
            return Action("steal", (major(0),)) if len(lane) >= 3 else STOP
        f = FIELDS.index(window.field)
        if view.commits[window.victim][f] is not None:
            lane = lane[ace_part(lane):]
        force = classify(lane, FIELD_SUIT[window.field])
        return Action("steal", (major(0),)) if self.win_chance(force, f) >= 0.4 else STOP

    def _commit_score(self, action: Action) -> float:
        """The chance that the commitment wins (on both fields of a couple), less a little for
        spending the Magician on a transmutation; a face-down one a hair better than the same
        face up; a completion as the whole it makes."""
        fields = _TARGET_FIELDS[action.target]
        cards = action.cards
        kind = action.kind
        if kind == "secret" and self.view.variant == "malta":
            cards = tuple([c for c in cards if c is not _MAGICIAN])
        elif kind == "complete":
            lane = self.view.zones[f"field:{action.target}:{self.view.who(self.me)}"]
            cards = (*lane, *cards)
        force = _force(cards, fields[0])
        if force is None:
            return -1.0
        p = 0.0
        for f in fields:
            p += self.win_chance(force, f)
        cost = 0.15 if _MAGICIAN in cards else 0
        return p - cost + force.value / 1000 + (0.01 if kind == "secret" else 0.0)

    def _move(self, legal: list[Action], optional: bool) -> Action:
        """The move of its turn (``optional``: a Hermit move, which it may stop): the best
        commitment if its chance clears the bar, an abdication where it cannot win, an arcanum,
        the discard least useful (stopping an optional move rather than discard a card worth
        more than 0.5), else :meth:`_last_resort`."""
        best = self._best_commitment(legal)
        if best is not None and best[0] >= 0.35 + 0.3 * self.deck_frac:
            return best[1]
        abdication = self._abdication(legal)
        if abdication is not None:
            return abdication
        arcanum = self._arcanum(legal)
        if arcanum is not None:
            return arcanum
        least = self._least_discard(legal)
        if least is not None:
            return STOP if optional and least[0][0] > 0.5 else least[1]
        return self._last_resort(legal, best, optional)

    def _best_commitment(self, legal: list[Action]) -> tuple | None:
        """The best scored commitment of ``legal`` (the first of equals) with its score,
        ``(score, action)``; ``None`` when there is none."""
        best = None
        for a in legal:
            if a.kind in ("commit", "secret", "complete"):
                score = self._commit_score(a)
                if best is None or score > best[0]:
                    best = score, a
        return best

    def _abdication(self, legal: list[Action]) -> Action | None:
        """The abdication of the first open battlefield where it cannot win (hopeless, or an
        ally winning it already), if legal."""
        for f in self.open:
            if self._hopeless(f) or self._ally_wins(f):
                act = ABDICATES[FIELDS[f]]
                if act in legal:
                    return act
        return None

    def _least_discard(self, legal: list[Action]) -> tuple | None:
        """The discard of the least useful card, ``((keep, card), action)``; ``None`` when
        there is none."""
        least = None
        for a in legal:
            if a.kind == "discard":
                key = (self._keep(a.cards[0]), a.cards[0])
                if least is None or key < least[0]:
                    least = key, a
        return least

    def _last_resort(self, legal: list[Action], best: tuple | None, optional: bool) -> Action:
        """With no discard to make: stop an optional move; else the best commitment ``best``
        scoring above 0, else the abdication of the most hopeless battlefield, else the first
        legal move."""
        if optional:
            return STOP
        if best is not None and best[0] > 0:
            return best[1]
        most = None
        for a in legal:
            if a.kind == "abdicate":
                hopeless = self._hopeless(FIELDS.index(a.target))
                if most is None or hopeless > most[0]:
                    most = hopeless, a
        return legal[0] if most is None else most[1]

    def _hopeless(self, f: int) -> bool:
        """A committed opponent that nothing this player holds of the suit could beat."""
        keys, _ = self._rivals(f)
        if not keys:
            return False
        best = max(keys)
        if best[0] >= 4:
            return True
        suit = FIELD_SUIT[FIELDS[f]]
        total = 0
        for cards in (self.hand, self.row):
            for c in cards:
                if c.suit is suit and c.rank <= 10:
                    total += c.rank
        return best[0] == 2 and best[1] > 2 * max(total + 12, 18)

    # -- the arcana ------------------------------------------------------------------------------
    def _arcanum(self, legal: list[Action]) -> Action | None:
        """The arcanum it plays, if any, in order: the Devil, Strength's hidden card, the free
        moves (Justice, the Hermit), then :meth:`_aimed_arcanum` and
        :meth:`_plain_arcanum`."""
        plays: dict[int, list[Action]] = {}
        for a in legal:
            if a.kind in ("play", "tower", "judge") and a.cards:
                plays.setdefault(a.cards[0].rank, []).append(a)
        if 15 in plays:
            return plays[15][0]
        if 11 in plays:
            return Action("play", (major(11),), "hidden")
        for number in (8, 9):
            if number in plays:
                return plays[number][0]
        aimed = self._aimed_arcanum(plays)
        return aimed if aimed is not None else self._plain_arcanum(plays)

    def _aimed_arcanum(self, plays: dict[int, list[Action]]) -> Action | None:
        """Of ``plays`` (by number), one aimed at a battlefield: the Tower (:meth:`_tower`),
        Judgment (:meth:`_judgment`), Temperance on its most promising battlefield (14 points
        of the suit in hand at least)."""
        if 16 in plays:
            tower = self._tower(plays[16])
            if tower is not None:
                return tower
        if 20 in plays:
            judge = self._judgment(plays[20])
            if judge is not None:
                return judge
        if 14 not in plays:
            return None
        best, most = None, 0
        for a in plays[14]:
            potential = self._potential(FIELDS.index(a.target))
            if best is None or potential > most:
                best, most = a, potential
        return best if most >= 14 else None

    def _plain_arcanum(self, plays: dict[int, list[Action]]) -> Action | None:
        """Of ``plays`` (by number): the Sun, the Moon or the Star for a card it wants
        (:meth:`_wanted`), the High Priestess, the Hierophant, the Wheel with three cards or
        more of little use in hand."""
        for number in (19, 18, 17):
            if number in plays and self._wanted(number == 19):
                return plays[number][0]
        if 2 in plays:
            return self.rng.choice(plays[2])
        if 5 in plays:
            return Action("play", (major(5),), "fool")
        if 10 in plays:
            poor = 0
            for c in self.hand:
                if self._keep(c) < 0.3:
                    poor += 1
            if poor >= 3:
                return plays[10][0]
        return None

    def _potential(self, f: int) -> int:
        suit = FIELD_SUIT[FIELDS[f]]
        total = 0
        for c in self.hand:
            if c.suit is suit and c.rank <= 10:
                total += c.rank
        return total

    def _tower(self, towers: list[Action]) -> Action | None:
        best, choice = None, None
        for a in towers:
            word, who = str(a.target).split(":")
            b = self._actor(who)
            f = FIELDS.index(word)
            c = self.commits[b][f]
            if b in self.allies or c[0].kind == SECRET.kind:
                continue
            key = battle_key(c[0], c[1])
            if (key[0] >= 3 or key[1] >= 30) and (best is None or key > best):
                best, choice = key, a
        return choice

    def _judgment(self, judges: list[Action]) -> Action | None:
        for a in judges:
            word, who = str(a.target).split(":")
            b = self._actor(who)
            if b == self.n + 1:                 # the USA only ever abdicates
                continue
            f = FIELDS.index(word)
            mine = self.commits[self.me][f]
            if b in self.allies or mine is None or mine[0].kind in ("abdication", "judgment"):
                continue
            if self.win_chance(mine[0], f) > 0:
                return a
        return None

    def _actor(self, who: str) -> int:
        """The actor a target word names: a seat, ``"daemon"``, ``"usa"``."""
        if who == "daemon":
            return self.n
        return self.n + 1 if who == "usa" else int(who)

    def _wanted(self, majors_too: bool) -> list[Card]:
        """Cards worth calling, best first: a couple's missing partner, then the high
        numerics of the open suit this player holds most of."""
        have = set(self.hand)
        out = self._wanted_majors(have) if majors_too else []
        for f in self.open:
            suit = FIELD_SUIT[FIELDS[f]]
            for a, b in ((QUEEN, KING), (KING, QUEEN)):
                if Card(suit, a) in have and Card(suit, b)._key not in self.seen:
                    out.append(Card(suit, b))
        if self.open:
            f = max(self.open, key=self._potential)
            suit = FIELD_SUIT[FIELDS[f]]
            out += [Card(suit, r) for r in (10, 9, 8) if Card(suit, r)._key not in self.seen]
        return out

    def _wanted_majors(self, have: set[Card]) -> list[Card]:
        """The majors worth calling: the Empress's or the Emperor's missing partner (``have``:
        its hand), the World; those not seen yet."""
        out: list[Card] = []
        for a, b in ((3, 4), (4, 3)):
            if major(a) in have and major(b)._key not in self.seen:
                out.append(major(b))
        if major(21)._key not in self.seen:
            out.append(major(21))
        return out

    def _call(self, legal: list[Action]) -> Action:
        """The first wanted card it may call; after a failed call (when it may stop), a further
        call only for a wanted card, else it stops and draws."""
        allowed = {a.cards[0]: a for a in legal if a.kind == "call"}
        for card in self._wanted(any(c.is_major for c in allowed)):
            if card in allowed:
                return allowed[card]
        if STOP in legal:
            return STOP
        return self.rng.choice(legal)


class _StateZones:
    """The zones of :class:`StateView`, read from the state when asked (only those the
    rule-based player reads: hands, rows, lanes, the deck's size, and every card it sees)."""

    def __init__(self, state: ArcanoidState, seat: int) -> None:
        self.state = state
        self.seat = seat

    def __getitem__(self, key: str) -> list[Card]:
        st = self.state
        if key == "deck":
            return st.deck
        if key == "justice":
            return st.justice
        kind, _, rest = key.partition(":")
        if kind == "field":
            word, _, who = rest.partition(":")
            return st.lanes[st.actor_of(who)][FIELDS.index(word)]
        return {"hand": st.hands, "strength": st.strength}[kind][st.actor_of(rest)]

    def seen_keys(self) -> set[int]:
        """The keys (``Card._key``) of the cards this seat sees face up: its own hand and the
        daemon's, the rows, the Chariots, the lasting majors, the lanes and the discards shown
        to it (compiled, read typed: every rollout decision that asks)."""
        st, seat = self.state, self.seat
        keys = set()
        for pile in (st.justice, st.hands[seat], st.hands[st.daemon]):
            for c in pile:
                keys.add(c._key)
        pile = st.discard
        shown = st.discard_seen_by
        for i in range(len(pile)):
            v = shown[i]
            if v is ALL or seat in v:
                c = pile[i]
                keys.add(c._key)
        for a in range(st.num_players + 1):
            for pile in (st.strength[a], st.chariot[a], st.front[a]):
                for c in pile:
                    keys.add(c._key)
            for pile in st.lanes[a]:
                for c in pile:
                    keys.add(c._key)
        return keys


class StateView:
    """What :class:`ArcanoidHeuristic` reads of a view, taken straight from a (determinized)
    state for the search's rollouts and candidates: building a whole
    :class:`~..rules.arcanoid.ArcanoidView` at every rollout step cost more than the rest of
    the step. It shows the deciding seat what its view would, but the cards it saw discarded
    face down by others (which the rule-based player does not read)."""

    def __init__(self, state: ArcanoidState) -> None:
        stage = state.stage
        self.state = state
        self.stage = stage
        self.legal = policy_actions(state)
        self.player = state.current_player()
        self.num_players = state.num_players
        self.variant = state.variant.name
        self.acting = stage.actor
        self.daemon_master = state.daemon_master
        self.commits = state.commits
        self.out = state.out
        self.clock = state.clock
        self.zones = _StateZones(state, self.player)

    def who(self, a: int) -> str:
        return self.state.who(a)


def policy_actions(state: ArcanoidState) -> list[Action]:
    """The legal actions of ``state`` that :class:`ArcanoidHeuristic` may choose: at a full
    move, without the numeric sets of which a larger one is legal, and without the Chariot's
    moves while there is another (``FullMove.legal(pruned=True)``). It scores a set the
    higher the stronger it is and never chooses the Chariot's moves but when nothing else is
    legal, so it chooses exactly as among every legal action; listing every subset of a
    suit's numerics was a third of a rollout's time."""
    stage = state.stage
    if isinstance(stage, FullMove):
        return stage.legal(state, pruned=True)
    return state.legal_actions()


def heuristic_view(state: ArcanoidState) -> "StateView | ArcanoidView":
    """What the rule-based player reads for the seat to act: a :class:`StateView`, or the
    seat's real view while something lies hidden from it that a :class:`StateView` does not
    hide (another's secret commitment, KOBLENZ and MALTA; GAZA's USA hand)."""
    player = state.current_player()
    if state.usa is not None or state.variant.secrets and any(
            seen is not None and player not in seen for row in state.secret for seen in row):
        return state.observation(player)
    return StateView(state)


class ArcanoidRollout:
    """Arcanoid's rollout policy: the rule-based player's move for whoever acts (read through
    :class:`StateView`), a uniformly random legal action with probability ``epsilon``.

    Against three rule-based players, random rollouts would teach the search that weak
    commitments win (random opponents seldom beat them): ``docs/ai.md``, "Rule-based rollouts
    in Arcanoid and Tarot Combat"."""

    def __init__(self, epsilon: float = 0.05) -> None:
        self.epsilon = epsilon
        self.player = ArcanoidHeuristic(random.Random(0))

    def __call__(self, state: ArcanoidState, rng: random.Random) -> Action:
        if rng.random() < self.epsilon:
            legal = state.legal_actions()
            return legal[rng.randrange(len(legal))]
        view = heuristic_view(state)
        if len(view.legal) == 1:
            return view.legal[0]
        self.player.rng = rng
        return self.player.act(view)


#: The rollout policy Arcanoid declares (:class:`ArcanoidRollout`, ε = 0: the paired search
#: compares moves over the same worlds, and the rule-based opponents it models play no random
#: moves).
arcanoid_rollout = ArcanoidRollout(epsilon=0.0)


def arcanoid_candidates(state: ArcanoidState, legal: list[Action], width: int = 4
                        ) -> list[Action]:
    """The actions Arcanoid's search tries at a node (its ``candidates`` hook): the rule-based
    player's choice first (the search's default move), then all of ``legal`` when it has at
    most ``width + 2`` actions, and at a refill vote or the Fool's window; at the Wheel's
    discard its ``width`` least useful cards; at a call :func:`_call_candidates`; at a move
    :func:`_move_candidates`. Every commitment subset of a hand is legal — up to 139 actions
    at one decision — and the search's iterations spread over all of them found nothing."""
    if len(legal) == 1:
        return legal
    view = heuristic_view(state)
    player = ArcanoidHeuristic(random.Random(0))
    out = [player.act(view)]
    stage = view.stage
    if len(legal) <= width + 2 or isinstance(stage, (RefillVote, FoolWindow)):
        out += legal
    elif isinstance(stage, WheelDiscard):
        out += _least_useful(player, legal, width)
    elif isinstance(stage, Call):
        out += _call_candidates(player, legal, width)
    else:
        out += _move_candidates(player, legal, width)
    return list(dict.fromkeys(out))


def _least_useful(player: ArcanoidHeuristic, discards: list[Action], count: int
                  ) -> list[Action]:
    """The ``count`` ``discards`` of the cards least useful to ``player``."""
    return sorted(discards, key=lambda a: (player._keep(a.cards[0]), a.cards[0]))[:count]


def _call_candidates(player: ArcanoidHeuristic, legal: list[Action], width: int
                     ) -> list[Action]:
    """At a call: the ``width`` cards ``player`` wants most, and the pass."""
    allowed = {a.cards[0]: a for a in legal if a.kind == "call"}
    wanted = player._wanted(any(c.is_major for c in allowed))
    return [allowed[c] for c in wanted if c in allowed][:width] + [
        a for a in legal if a.kind == "pass"]


def _move_candidates(player: ArcanoidHeuristic, legal: list[Action], width: int
                     ) -> list[Action]:
    """At a move: ``player``'s ``width`` best-scored commitments, every abdication, its two
    least useful discards, the first ``width`` moves of each other kind (a major arcanum; the
    Chariot alone may be put down with any subset of the hand)."""
    commits = [a for a in legal if a.kind == "commit"]
    out = sorted(commits, key=player._commit_score, reverse=True)[:width]
    out += [a for a in legal if a.kind == "abdicate"]
    out += _least_useful(player, [a for a in legal if a.kind == "discard"], 2)
    kinds: dict[str, list[Action]] = {}
    for a in legal:
        if a.kind not in ("commit", "abdicate", "discard"):
            kinds.setdefault(a.kind, []).append(a)
    for same in kinds.values():
        out += same[:width]
    return out
