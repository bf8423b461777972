"""Single-observer Information Set Monte Carlo Tree Search (SO-ISMCTS) over the rules protocol.

After Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE TCIAIG 4(2),
2012). The searching seat sees only its :class:`PlayerView`. One tree is grown over that seat's
information sets: a node is reached by a sequence of actions (nodes are keyed by the canonical
:class:`Action` values) and the same tree serves every determinization. Each iteration

1. samples a fresh determinization ``world = game.sample_world(view, rng)`` (through
   ``game.world_sampler(view)``, prepared once per search), a full state consistent with the
   view (the true state is never seen);
2. descends the tree while every action legal in ``world`` already has a child, choosing by UCB1
   with *availability counts*: a child's exploration term is ``sqrt(log(available) / visits)``,
   where ``available`` counts the descents in which its action was legal, because in another
   determinization it may not have been;
3. expands one untried legal action;
4. plays a rollout to the end of the game, or until a cut-off (:func:`hand_end_cutoff`) evaluates
   the position;
5. backs up a reward per seat in [0, 1], each node adding the reward of the seat that acted there.

The answer is the root action visited most. The search is deterministic for a given ``rng``
state and iteration budget; a time budget makes it depend on the machine's speed (and on its
load: see :meth:`ISMCTS.search` for how a timed search keeps to its budget).
"""

from __future__ import annotations

import gc
import math
import operator
import random
import time
from typing import Callable, Sequence

from ..rules.base import Action, Game, PlayerView, State

Rewards = Sequence[float]
"""One reward in [0, 1] per seat, indexed by seat number."""

RolloutPolicy = Callable[[State, random.Random], Action]
"""Chooses the next action of a rollout in a determinized (full) state."""

Evaluate = Callable[[State], "Rewards | None"]
"""The rewards of a state where the rollout stops, or ``None`` to play on."""

Candidates = Callable[[State, list[Action]], list[Action]]
"""Narrows the legal actions of a determinized state to those the tree tries there (a game's
hook for large action sets); the result must be a non-empty subset of the legal actions, the
game's default move first (see ``default_share`` of :class:`ISMCTS`)."""

DefaultMove = Callable[[State], Action]
"""The game's default move in a determinized state (its rule-based player's choice), credited
``default_share`` of the iterations at the root (see :class:`ISMCTS`)."""

Cutoff = Callable[[State], Evaluate]
"""Builds the :data:`Evaluate` of one iteration from the world sampled at its start.

An :data:`Evaluate` may also have a ``playout(state, rng) -> Rewards`` method: a game-specific
fast rollout that plays on from ``state`` (which it may change) to where the evaluation would
stop and returns the rewards directly, instead of stepping ``state.apply`` with the rollout
policy (Tarok's: :mod:`tarot_table.ai.tarok_playout`)."""


def outcome_rewards(state: State) -> tuple[float, ...]:
    """Rewards of a finished game: each winner gets ``1 / len(winners)``, the others 0."""
    winners = state.outcome().winners
    share = 1.0 / len(winners) if winners else 0.0
    return tuple(share if seat in winners else 0.0 for seat in range(state.num_players))


def play_to_the_end(world: State) -> Evaluate:
    """The cut-off that never cuts: rollouts end with the game, scored by :func:`outcome_rewards`."""
    return lambda state: outcome_rewards(state) if state.is_terminal() else None


def hand_end_rewards(before: Sequence[float], totals: Sequence[float],
                     winners: Sequence[int] | None, lead_scale: float = 150.0
                     ) -> tuple[float, ...]:
    """The rewards of :func:`hand_end_cutoff`: ``before`` and ``totals`` are the seats' match
    totals (hand in progress included) at the sampled world and where the rollout stopped;
    ``winners`` the winners of a finished game, ``None`` when it goes on."""
    seats = range(len(totals))
    gained = []     # plain loops: one iteration each, where comprehensions are closure calls
    for s in seats:
        gained.append(totals[s] - before[s])
    taken = sum(gained) or 1
    rewards = []
    if winners is not None:
        share = 1.0 / len(winners) if winners else 0.0
        for s in seats:
            rewards.append(0.5 * gained[s] / taken + 0.5 * (share if s in winners else 0.0))
    else:
        best = _best_of_others(totals)
        for s in seats:
            win = 1.0 / (1.0 + math.exp(-(totals[s] - best[s]) / lead_scale))
            rewards.append(0.5 * gained[s] / taken + 0.5 * win)
    return tuple(rewards)


def _best_of_others(totals: Sequence[float]) -> list[float]:
    """For each seat, the highest of the other seats' ``totals`` (at least two seats)."""
    order = sorted(totals, reverse=True)
    top, second = order[0], order[1]
    return [second if t == top else top for t in totals]


def hand_end_cutoff(world: State, horizon: int | None = None,
                    lead_scale: float = 150.0) -> Evaluate:
    """For multi-hand matches: stop when the hand being played in ``world`` is over or, with a
    ``horizon``, after that many actions from ``world`` (tree descent included).

    Needs states exposing ``hand_no`` (the hand being played), ``scores`` (match totals per seat,
    updated when a hand ends) and ``hand_points`` (points taken so far in the hand), as Tarok's
    do. A seat's reward is ``0.5 * share + 0.5 * win``: ``share`` is its part of the points taken
    since ``world``; ``win`` is 1 / (number of winners) for a winner of a finished game, else the
    estimate ``1 / (1 + exp(-lead / lead_scale))`` from its ``lead`` in points (match total with
    the hand in progress) over the best other seat (:func:`hand_end_rewards`).
    """
    hand = world.hand_no
    before = list(map(operator.add, world.scores, world.hand_points))
    steps = -1  # the first call sees ``world`` itself

    def evaluate(state: State) -> tuple[float, ...] | None:
        nonlocal steps
        steps += 1
        finished = state.is_terminal()
        if state.hand_no == hand and not finished and (horizon is None or steps < horizon):
            return None
        if finished:  # the last hand's points are in the scores
            return hand_end_rewards(before, state.scores, state.outcome().winners, lead_scale)
        totals = list(map(operator.add, state.scores, state.hand_points))
        return hand_end_rewards(before, totals, None, lead_scale)

    return evaluate


def deal_end_rewards(before: Sequence[float], scores: Sequence[float],
                     winners: Sequence[int] | None, deal_scale: float = 12.0,
                     lead_scale: float = 25.0) -> tuple[float, ...]:
    """The rewards of :func:`deal_end_cutoff`: ``before`` and ``scores`` are the seats' match
    scores at the sampled world and where the rollout stopped; ``winners`` the winners of a
    finished match, ``None`` when it goes on."""
    seats = range(len(scores))
    gain = [1.0 / (1.0 + math.exp(-(scores[s] - before[s]) / deal_scale)) for s in seats]
    if winners is not None:
        win = [1.0 / len(winners) if s in winners else 0.0 for s in seats]
    else:
        win = [1.0 / (1.0 + math.exp(-(scores[s] - best) / lead_scale))
               for s, best in zip(seats, _best_of_others(scores))]
    return tuple(0.5 * gain[s] + 0.5 * win[s] for s in seats)


def deal_end_cutoff(world: State, deal_scale: float = 12.0, lead_scale: float = 25.0,
                    counter: str = "deal_no") -> Evaluate:
    """For matches of scored deals (or rounds) whose scores change only when one ends
    (Tarocchi's side payments, Arcanoid's battles won): stop when the deal being played in
    ``world`` is over.

    Needs states exposing ``counter`` (the number of the deal or round being played) and
    ``scores`` (match totals per seat). A seat's reward is ``0.5 * gain + 0.5 * win``: ``gain``
    is ``1 / (1 + exp(-delta / deal_scale))`` of its score change in the deal; ``win`` is
    1 / (number of winners) for a winner of a finished match, else
    ``1 / (1 + exp(-lead / lead_scale))`` from its lead over the best other seat. Both in
    [0, 1]; scales in points (:func:`deal_end_rewards`).
    """
    deal = getattr(world, counter)
    before = list(world.scores)

    def evaluate(state: State) -> tuple[float, ...] | None:
        finished = state.is_terminal()
        if getattr(state, counter) == deal and not finished:
            return None
        winners = state.outcome().winners if finished else None
        return deal_end_rewards(before, state.scores, winners, deal_scale, lead_scale)

    return evaluate


#: The paired search's race (:meth:`ISMCTS._search_paired`): the worlds played before a
#: candidate may leave it, and the standard errors by which it must then fall short.
RACE_WORLDS = 8
RACE_Z = 2.0


def _race(live: list[Action], diffs: dict[Action, list[float]],
          margin: float = 0.0) -> list[Action]:
    """The candidates of ``live`` still in the paired search's race: the default (the first)
    and those whose mean reward difference to it (``diffs``: count, sum, sum of squares) is
    not below the best mean difference by more than :data:`RACE_Z` standard errors. The
    default's own difference counts as ``margin``, the lead another move needs to be chosen
    over it: a move that has done exactly as the default in every world so far (a discard
    of a card that the round no longer needs, say) leaves the race when ``margin`` > 0."""
    means = {a: diffs[a][1] / diffs[a][0] for a in live[1:]}
    best = max(margin, max(means.values(), default=margin))
    out = [live[0]]
    for action in live[1:]:
        n, total, squares = diffs[action]
        var = max(0.0, squares / n - (total / n) ** 2) * n / (n - 1)
        if means[action] + RACE_Z * math.sqrt(var / n) >= best:
            out.append(action)
    return out


def random_rollout(state: State, rng: random.Random) -> Action:
    """A uniformly random legal action of ``state``."""
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def _random_rollout_to(world: State, rng: random.Random, evaluate: Evaluate,
                       rewards: tuple[float, ...] | None) -> tuple[float, ...]:
    """Step :func:`random_rollout` in ``world`` until ``evaluate`` gives rewards (``rewards``:
    its answer for ``world`` as it is) and return them. The same actions for the same random
    numbers as calling it: ``rng.randrange(n)`` written out as CPython draws it
    (``getrandbits(n.bit_length())`` until below ``n``; the way :func:`..rules.base.shuffle`
    draws), so no call per step but the rules' own."""
    legal_actions, apply, getrandbits = world.legal_actions, world.apply, rng.getrandbits
    while rewards is None:
        legal = legal_actions()
        n = len(legal)
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        apply(legal[j])
        rewards = evaluate(world)
    return rewards


class HeuristicRollout:
    """A rule-based ``agent`` acting from the acting seat's view of the determinized state; with
    probability ``epsilon`` a uniformly random legal action instead. ``view`` makes what the
    agent reads from the state (default: the seat's whole :meth:`State.observation`; a game's
    lighter view of the state where it has one)."""

    def __init__(self, agent, epsilon: float = 0.1,
                 view: Callable[[State], PlayerView] | None = None) -> None:
        self.agent = agent
        self.epsilon = epsilon
        self.view = view or (lambda state: state.observation(state.current_player()))

    def __call__(self, state: State, rng: random.Random) -> Action:
        if rng.random() < self.epsilon:
            return random_rollout(state, rng)
        return self.agent.act(self.view(state))


class Node:
    """A tree node: the information set reached by ``action`` from its parent.

    ``player`` is the seat that chose ``action`` (who acts is public, so it is the same in every
    determinization); ``visits`` counts the iterations through this node, ``available`` those in
    which its parent was descended and ``action`` was legal (so ``available >= visits``);
    ``reward`` sums ``player``'s rewards over the visits.
    """

    __slots__ = ("action", "player", "children", "visits", "available", "reward")

    def __init__(self, action: Action | None, player: int | None) -> None:
        self.action = action
        self.player = player
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0

    def mean(self) -> float:
        """The mean reward of ``player`` over the visits (0 before any)."""
        return self.reward / self.visits if self.visits else 0.0

    def ucb(self, exploration: float) -> float:
        """UCB1 with availability: ``mean + exploration * sqrt(log(available) / visits)``
        (needs ``visits >= 1``)."""
        return (self.reward / self.visits
                + exploration * math.sqrt(math.log(self.available) / self.visits))


class ISMCTS:
    """An agent choosing by SO-ISMCTS from a seat's view.

    ``game`` supplies ``sample_world``; ``rng`` drives determinizations, expansion and rollouts.
    Budget: ``iterations`` (a count) and/or ``time_ms`` (wall-clock milliseconds per decision);
    the search stops at whichever comes first and runs at least one iteration. ``exploration``
    is the UCB1 constant for rewards in [0, 1]. ``rollout`` picks rollout actions (default
    :func:`random_rollout`); ``cutoff`` decides where rollouts stop and how they are scored
    (default :func:`play_to_the_end`). ``candidates`` narrows the actions tried at a node
    (default: every legal action). ``default_share`` of the iterations are credited to the
    root's default move as visits at its mean (after the search), so that the answer departs
    from the game's default move only when the search found another clearly better: the move
    ``default_move`` gives, else the first of the root's ``candidates``.
    With ``paired`` (Arcanoid's), the search is flat and paired instead of a tree
    (:meth:`_search_paired`): every sampled world is played out once after each of the root's
    candidates, from the same random numbers, and the default's mean is raised by
    ``default_margin`` (reward units) after the search. ``clock`` gives the time in seconds
    (a test's own clock in tests).
    """

    def __init__(self, game: Game, rng: random.Random, *, iterations: int | None = None,
                 time_ms: float | None = None, exploration: float = 0.7,
                 rollout: RolloutPolicy = random_rollout, cutoff: Cutoff = play_to_the_end,
                 candidates: Candidates | None = None, default_share: float = 0.0,
                 default_move: DefaultMove | None = None, paired: bool = False,
                 default_margin: float = 0.0, name: str = "ismcts",
                 clock: Callable[[], float] = time.perf_counter) -> None:
        if iterations is None and time_ms is None:
            raise ValueError("ISMCTS needs an iteration or a time budget")
        self.game = game
        self.rng = rng
        self.iterations = iterations
        self.time_ms = time_ms
        self.exploration = exploration
        self.rollout = rollout
        self.cutoff = cutoff
        self.candidates = candidates
        self.default_share = default_share
        self.default_move = default_move
        self.paired = paired
        self.default_margin = default_margin
        self.name = name
        self.clock = clock
        self.last_iterations = 0
        self.last_differences: dict[Action, float] = {}

    def act(self, view: PlayerView) -> Action:
        """The legal action of ``view`` whose root child was visited most (a forced move is
        returned without searching). Raises ``ValueError`` when ``view.legal`` is empty."""
        if not view.legal:
            raise ValueError(f"seat {view.player} has no legal action to choose from")
        if len(view.legal) == 1:
            self.last_iterations = 0
            return view.legal[0]
        root = self.search(view)
        return max(root.children.values(), key=lambda c: (c.visits, c.mean())).action

    def search(self, view: PlayerView) -> Node:
        """Grow a tree from ``view`` within the budget and return its root; sets
        ``last_iterations``.

        Meanwhile the objects alive before the search are left out of the garbage collector's
        passes (:func:`gc.freeze`, undone after): a search promotes its tree and worlds to the
        oldest generation by the thousand, and each full pass would walk every object of the
        process (the rules' stores of actions and forces, the table's sprites), 5-9% of a
        search in a process that has played other games first (``docs/ai.md``, "The collector
        during a search")."""
        gc.freeze()
        try:
            return self._grow(view)
        finally:
            gc.unfreeze()

    def _grow(self, view: PlayerView) -> Node:
        """:meth:`search`'s work."""
        root = Node(None, None)
        sample = self.game.world_sampler(view)
        clock = self.clock
        start = last = clock()
        # A reserve of 2% of the budget (at most 20 ms) is kept for choosing the answer.
        deadline = (start + self.time_ms / 1000.0 - min(0.020, self.time_ms / 50_000.0)
                    if self.time_ms is not None else math.inf)
        limit = self.iterations if self.iterations is not None else math.inf
        if self.paired:
            self.last_iterations = self._search_paired(root, sample, start, deadline, limit)
            return root
        done = 0
        longest = 0.0
        # The clock is read before every iteration, and the next one starts only if it would
        # end by the deadline even at twice the mean pace so far, or as slowly as the slowest
        # iteration yet. On a busy machine the slowest includes the longest wait for a core
        # seen so far, so the margin grows with the machine's load.
        while done < limit:
            if done and deadline != math.inf:
                now = clock()
                longest = max(longest, now - last)
                last = now
                if now + max(2.0 * (now - start) / done, longest) > deadline:
                    break
            self._iterate(root, sample(self.rng))
            done += 1
        self.last_iterations = done
        self._favour_default(root, view, done)
        return root

    def _favour_default(self, root: Node, view: PlayerView, done: int) -> None:
        """Add to the root child of the default move (``default_move``, else the first
        candidate, of a world sampled from ``view``) ``default_share`` of the ``done``
        iterations, at its mean."""
        chooser = self.default_move
        if chooser is None and self.candidates is not None:
            chooser = lambda world: self.candidates(world, world.legal_actions())[0]  # noqa: E731
        if chooser is None or not self.default_share > 0 or not root.children:
            return
        default = root.children.get(chooser(self.game.sample_world(view, self.rng)))
        if default is not None and default.visits:
            extra = round(self.default_share * done)
            default.reward += extra * default.mean()
            default.visits += extra
            default.available += extra

    def _search_paired(self, root: Node, sample: Callable[[random.Random], State], start: float,
                       deadline: float, limit: float) -> int:
        """Flat Monte Carlo with common random numbers, racing: sample a world, play it out
        once after each root candidate still in the race (the candidates of the first world,
        the default first), each playout from a fresh ``random.Random`` with the same seed, and
        add the mover's reward to that candidate's root child. A move's reward is so compared
        with the default's over the same worlds and rollout numbers, and the deal's luck, the
        same for both, cancels out of the difference. After :data:`RACE_WORLDS` worlds a
        candidate whose mean difference to the default is, by :data:`RACE_Z` standard errors,
        below the best candidate's (or the default's, raised by ``default_margin``) leaves the
        race: the playouts go to the moves still in question. Whole worlds only: the next
        starts if its playouts fit in ``limit`` (playouts) and, at twice the mean pace per
        world or as slowly as the slowest world yet, end by ``deadline``; at least one world
        is played, and none once the default is alone in the race. Returns the playouts made;
        the default's mean is raised by ``default_margin`` afterwards. Sets
        ``last_differences``: each candidate's sum of paired reward differences to the
        default over its worlds (the default's: ``default_margin`` a world), what a
        root-parallel search pools (:func:`.root_parallel.merged_choice`)."""
        rng, clock = self.rng, self.clock
        live: list[Action] = []
        diffs: dict[Action, list[float]] = {}          # n, sum, sum of squares
        done = worlds = 0
        last, longest = start, 0.0
        while True:
            if worlds:
                now = clock()
                longest = max(longest, now - last)
                last = now
                if (done + len(live) > limit
                        or now + max(2.0 * (now - start) / worlds, longest) > deadline):
                    break
            world = sample(rng)
            world.quiet = True
            if not live:
                live = self._enter_race(world, root, diffs)
            won = self._play_world(world, live, root, rng.getrandbits(64))
            for action, reward in zip(live, won):
                d = diffs[action]
                d[0] += 1
                d[1] += reward - won[0]
                d[2] += (reward - won[0]) ** 2
            done += len(live)
            worlds += 1
            if worlds >= RACE_WORLDS:
                live = _race(live, diffs, self.default_margin)
                if len(live) == 1:      # the default alone: no playout could change the answer
                    break
        default = next(iter(root.children.values()))
        default.reward += self.default_margin * default.visits
        diffs[default.action][1] = self.default_margin * default.visits
        self.last_differences = {action: d[1] for action, d in diffs.items()}
        return done

    def _enter_race(self, world: State, root: Node, diffs: dict[Action, list[float]]
                    ) -> list[Action]:
        """The moves of the race (:meth:`_search_paired`): ``world``'s candidates (its legal
        moves without ``candidates``), each given a root child and an empty tally of
        differences."""
        legal = world.legal_actions()
        live = self.candidates(world, legal) if self.candidates is not None else legal
        player = world.current_player()
        for action in live:
            root.children[action] = Node(action, player)
            diffs[action] = [0, 0.0, 0.0]
        return live

    def _play_world(self, world: State, live: list[Action], root: Node, seed: int
                    ) -> list[float]:
        """Play ``world`` out once after each move of ``live`` (on a clone but for the last),
        each playout from a ``random.Random(seed)``; add each reward to the move's root child
        and return them, in the order of ``live``."""
        won = []
        for i, action in enumerate(live):
            state = world if i == len(live) - 1 else world.clone()
            evaluate = self.cutoff(state)
            state.apply(action)
            rewards = self._play_out(state, random.Random(seed), evaluate, evaluate(state))
            child = root.children[action]
            child.visits += 1
            child.available += 1
            child.reward += rewards[child.player]
            won.append(rewards[child.player])
        return won

    def _play_out(self, world: State, rng: random.Random, evaluate: Evaluate,
                  rewards: tuple[float, ...] | None) -> tuple[float, ...]:
        """The rewards of ``world`` played on by the rollout policy (or the cut-off's
        ``playout``) until ``evaluate`` gives them (``rewards``: its answer for ``world`` as
        it is)."""
        playout = getattr(evaluate, "playout", None)
        if rewards is None and playout is not None:
            return playout(world, rng)
        if self.rollout is random_rollout:
            return _random_rollout_to(world, rng, evaluate, rewards)
        rollout, apply = self.rollout, world.apply
        while rewards is None:
            apply(rollout(world, rng))
            rewards = evaluate(world)
        return rewards

    def _iterate(self, root: Node, world: State) -> None:
        rng, c, candidates = self.rng, self.exploration, self.candidates
        log, sqrt = math.log, math.sqrt
        world.quiet = True
        evaluate = self.cutoff(world)
        node, path = root, []
        rewards = evaluate(world)
        while rewards is None:
            children = node.children
            untried = []
            available = []
            legal = world.legal_actions()
            if candidates is not None:
                legal = candidates(world, legal)
            for action in legal:
                child = children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.available += 1
                    available.append(child)
            if untried:
                action = untried[rng.randrange(len(untried))]
                node = children[action] = Node(action, world.current_player())
                node.available = 1
                world.apply(action)
                path.append(node)
                rewards = self._play_out(world, rng, evaluate, evaluate(world))
                break
            # UCB1 with availability (:meth:`Node.ucb`) written out: no call per child. The
            # first child of the highest value wins, as with ``max``.
            top = -math.inf
            for child in available:
                visits = child.visits
                value = child.reward / visits + c * sqrt(log(child.available) / visits)
                if value > top:
                    node, top = child, value
            world.apply(node.action)
            path.append(node)
            rewards = evaluate(world)
        for node in path:
            node.visits += 1
            node.reward += rewards[node.player]
