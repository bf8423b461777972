"""The conformance suite of the design doc, run on every registered game.

The slow soak (``tests/test_conformance_soak.py``) runs these invariants over 10^6 random legal
actions per game, and the mutated-action fuzz below over many more games."""

from __future__ import annotations

import inspect
import json
import random
from collections import Counter

import pytest

from tarot_table.cards import full_deck
from tarot_table.rules import GAMES, RULES_ONLY
from tarot_table.rules.base import (MAX_INT_TARGET, Action, ActionParseError, Game,
                                   IllegalActionError)
from tarot_table.rules.position import PositionError

pytestmark = pytest.mark.rules

ALL_GAMES = {**GAMES, **RULES_ONLY}
#: The options of each setup the suite plays, from what each game declares (``Game.samples``):
#: every game in its short form (``short``: one hand, one deal, one round) under its name, and
#: each further setup it declares (``setups``: Arcanoid's variants and GAZA) as
#: ``"<game>/<label>"``, its options over the short ones, at its player counts (:data:`PLAYERS`).
OPTIONS = {name: dict(game.samples.short) for name, game in ALL_GAMES.items()} | {
    f"{name}/{label}": {**game.samples.short, **options}
    for name, game in ALL_GAMES.items() for label, (options, _) in game.samples.setups.items()}
PLAYERS = {f"{name}/{label}": players
           for name, game in ALL_GAMES.items() for label, (_, players) in game.samples.setups.items()}


def game_of(setup):
    """The game a setup (``"tarok"``, ``"arcanoid/koblenz"``) plays."""
    return ALL_GAMES[setup.split("/")[0]]


SETUPS = [(setup, n) for setup in OPTIONS
          for n in PLAYERS.get(setup, range(game_of(setup).spec.min_players,
                                            game_of(setup).spec.max_players + 1))]


def random_game(name, n, seed, check):
    """Play a seeded random game of setup ``name``, calling ``check(state, events)`` after
    every move."""
    game = game_of(name)
    state = game.new_state(n, seed, OPTIONS[name])
    rng = random.Random(seed)
    check(state, list(getattr(state, "opening_events", ())))
    steps = 0
    while not state.is_terminal():
        events = state.play(rng.choice(state.legal_actions()))
        check(state, events)
        steps += 1
    return state, steps


@pytest.mark.parametrize("name,n", SETUPS)
def test_random_games_end_with_an_outcome(name, n):
    for seed in range(3):
        state, steps = random_game(name, n, seed, lambda s, e: None)
        outcome = state.outcome()
        assert steps > 0
        assert outcome is not None and outcome.winners
        assert len(outcome.scores) == n
        assert state.legal_actions() == []


def check_cards_accounted(state, events=(), truth=None, legal=None):
    """All the cards of the game (``state.game_cards()``: the 78 of one deck in most games) are
    in the zones, and a live state has a legal action (``truth`` and ``legal``: the state's zones
    and legal actions when the caller has them already)."""
    truth = state.zones() if truth is None else truth
    assert Counter(c for zone in truth.values() for c in zone) == Counter(state.game_cards())
    if not state.is_terminal():
        legal = state.legal_actions() if legal is None else legal
        assert legal, "a non-terminal state must have a legal action"


def check_copies(game, state, replay=True):
    """A clone (and, with ``replay``, a JSON round trip) equals ``state``, views included."""
    others = [state.clone()] + ([game.state_from_json(state.to_json())] if replay else [])
    for other in others:
        assert other.zones() == state.zones()
        assert other.current_player() == state.current_player()
        assert other.legal_actions() == state.legal_actions()
        for seat in range(state.num_players):
            assert other.observation(seat) == state.observation(seat)


def check_views(state, events, seen, truth=None):
    """Every card in a seat's view was revealed to that seat by some event (``seen``: one set
    per seat, updated here), and every card in a view is where the view says it is
    (``truth``: the state's zones when the caller has them already)."""
    truth = state.zones() if truth is None else truth
    for seat in range(state.num_players):
        known = seen[seat]
        known.add(None)     # a hidden card: shown to nobody, so never a leak
        for event in events:
            known.add(event.visible_to(seat).card)
        view = state.observation(seat)
        for zone, cards in view.zones.items():
            real = truth[zone]
            assert len(cards) == len(real), zone
            if cards != real and cards.count(None) != len(cards):
                assert all(shown is None or shown == real for shown, real in zip(cards, real)), \
                    f"the view of seat {seat} misplaces a card in {zone}"
            if not known.issuperset(cards):
                leaked = [c for c in cards if c not in known]
                raise AssertionError(f"{leaked} leaked to seat {seat} in {zone}")


def check_sampled_world(game, state, rng):
    """Worlds sampled from the acting seat's view agree with the view and the truth."""
    seat = state.current_player()
    view = state.observation(seat)
    world = game.sample_world(view, rng)
    assert world.observation(seat) == view
    assert Counter(c for z in world.zones().values() for c in z) == \
        Counter(state.game_cards())
    assert world.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("name,n", SETUPS)
def test_every_card_is_always_accounted_for(name, n):
    random_game(name, n, 11, check_cards_accounted)


@pytest.mark.parametrize("name,n", SETUPS)
def test_legal_actions_play_and_illegal_ones_raise(name, n):
    game = game_of(name)
    rng = random.Random(5)
    state = game.new_state(n, 5, OPTIONS[name])
    for _ in range(40):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        for action in legal:
            probe = state.clone()
            probe.play(action)
            assert probe.history[-1] == action
        illegal = [Action("play", (c,)) for c in full_deck()
                   if Action("play", (c,)) not in legal][:10] + [Action("dance")]
        before = state.zones()
        for action in illegal:
            with pytest.raises(IllegalActionError) as info:
                state.play(action)
            assert str(info.value)
        assert state.zones() == before, "a refused action must change nothing"
        state.play(rng.choice(legal))


@pytest.mark.parametrize("name,n", SETUPS)
def test_clone_json_and_replay_give_equal_states(name, n):
    game = game_of(name)
    every = game.samples.replay_every       # clones are still checked at every move
    state, _ = random_game(name, n, 3, lambda state, events: check_copies(
        game, state, replay=len(state.history) % every == 0 or state.is_terminal()))
    assert [str(a) for a in game.state_from_json(state.to_json()).history] == \
        [str(a) for a in state.history]


@pytest.mark.parametrize("name,n", SETUPS)
def test_a_quiet_state_changes_exactly_as_a_loud_one(name, n):
    game = game_of(name)
    loud = game.new_state(n, 8, OPTIONS[name])
    quiet = game.new_state(n, 8, OPTIONS[name], quiet=True)
    assert quiet.quiet and not loud.quiet
    rng = random.Random(8)
    while not loud.is_terminal():
        action = rng.choice(loud.legal_actions())
        loud.play(action)
        quiet.play(action)
        assert quiet.zones() == loud.zones()
        assert quiet.current_player() == loud.current_player()
        assert quiet.legal_actions() == loud.legal_actions()
    assert quiet.is_terminal() and quiet.outcome() == loud.outcome()
    assert quiet.clone().quiet


@pytest.mark.parametrize("name,n", SETUPS)
def test_action_text_round_trips(name, n):
    game = game_of(name)
    state = game.new_state(n, 2, OPTIONS[name])
    for action in state.legal_actions():
        assert game.parse_action(str(action)) == action


@pytest.mark.parametrize("name,n", SETUPS)
def test_a_view_never_shows_a_card_its_seat_was_not_shown(name, n):
    """Every card in a seat's view was revealed to that seat by some event, and every card in a
    view is where the view says it is."""
    seen = [set() for _ in range(n)]
    random_game(name, n, 17, lambda state, events: check_views(state, events, seen))


@pytest.mark.parametrize("name,n", SETUPS)
def test_sampled_worlds_agree_with_the_view(name, n):
    game = game_of(name)
    rng = random.Random(99)

    def check(state, events):
        if state.is_terminal() or rng.random() > 0.3:
            return
        for _ in range(3):
            check_sampled_world(game, state, rng)
    random_game(name, n, 23, check)


@pytest.mark.parametrize("name,n", SETUPS)
def test_the_world_sampler_draws_the_worlds_sample_world_draws(name, n):
    game = game_of(name)
    positioned = type(game).from_position is not Game.from_position
    rng = random.Random(31)

    def check(state, events):
        if state.is_terminal() or rng.random() > 0.3:
            return
        view = state.observation(state.current_player())
        sample = game.world_sampler(view)
        for seed in range(3):
            ours, theirs = random.Random(seed), random.Random(seed)
            world, expected = sample(ours), game.sample_world(view, theirs)
            assert world.zones() == expected.zones()
            assert world.observation(view.player) == expected.observation(view.player) == view
            assert (world.seed, world.stage, world.todo) == (expected.seed, expected.stage,
                                                              expected.todo)
            if positioned:      # the whole state: every zone and counter
                assert world.to_position() == expected.to_position()
            assert ours.random() == theirs.random(), "the same numbers were drawn"
            for _ in range(6):  # played on, a world changes nothing the next one starts from
                if world.is_terminal():
                    break
                world.apply(ours.choice(world.legal_actions()))
    random_game(name, n, 29, check)


def documented_position(struct, which: int = -1) -> dict:
    """An example position of the docstring of a game's position struct: the JSON of its
    literal block number ``which`` (each after a ``::``, indented under it; by default the last,
    the one the docstring ends with)."""
    blocks = []
    for after in inspect.cleandoc(struct.__doc__).split("::\n")[1:]:
        lines = after.split("\n")
        end = next((i for i, line in enumerate(lines) if line and not line.startswith(" ")),
                   len(lines))
        blocks.append(json.loads("\n".join(lines[:end])))
    return blocks[which]


#: The games whose states write and read positions: those whose Game declares
#: ``from_position``.
POSITIONED = {name for name, game in ALL_GAMES.items()
              if type(game).from_position is not Game.from_position}
#: Fields every position has, made malformed, each named by the error; a game declares more
#: of its own (``Game.samples.malformed``).
MALFORMED = (("players", "four"), ("hands", 3), ("stage", {"stage": "Nonsense"}))


@pytest.mark.parametrize("name,n", [(name, n) for name, n in SETUPS
                                    if name.split("/")[0] in POSITIONED])
def test_positions_round_trip_and_keep_the_legal_actions(name, n):
    game = game_of(name)

    def check(state, events):
        position = state.to_position()
        assert json.loads(json.dumps(position)) == position, "a position is plain JSON"
        again = game.from_position(position)
        assert again.to_position() == position
        assert again.zones() == state.zones()
        assert again.current_player() == state.current_player()
        assert again.legal_actions() == state.legal_actions()
        for seat in range(n):
            assert again.observation(seat) == state.observation(seat)
    random_game(name, n, 31, check)


@pytest.mark.parametrize("name", sorted(POSITIONED))
def test_a_malformed_position_names_its_field(name):
    game = game_of(name)
    position = game.new_state(game.spec.min_players, 1, OPTIONS[name]).to_position()
    for field, bad in MALFORMED + game.samples.malformed:
        with pytest.raises(PositionError, match=field):
            game.from_position({**position, field: bad})
    with pytest.raises(PositionError, match="cards"):
        hands = list(position["hands"])
        hands[0] = hands[1]
        game.from_position({**position, "hands": hands})


# -- mutated actions through ``play`` -----------------------------------------------------------
DECK = full_deck()
#: Targets no game uses or uses elsewhere: negative, huge, empty, unknown, malformed, look-alikes.
ODD_TARGETS = (None, -1, -10**12, 10**12, MAX_INT_TARGET + 1, 99, "", "nowhere", "-1", "0", "1",
               "daemon", "swords+swords", "swords+staves+cups", "cups:99", "cups:-1", "cups:",
               ":", "+", "x:y", "two", "four", "pentacles", "\x00", "\ud800", "@", "swords ")
ODD_KINDS = ("dance", "", "PLAY", "play ", "@", "\x00")


class Vocabulary:
    """The kinds and targets met so far in a game, plus odd ones, to draw mutations from."""

    def __init__(self, num_players: int) -> None:
        self.kinds = list(ODD_KINDS)
        self.targets = list(ODD_TARGETS) + list(range(num_players + 2))
        self._seen = {(type(x), x) for x in self.kinds + self.targets}

    def learn(self, legal) -> None:
        for action in legal:
            for pool, value in ((self.kinds, action.kind), (self.targets, action.target)):
                if (type(value), value) not in self._seen:
                    self._seen.add((type(value), value))
                    pool.append(value)


def mutate(action: Action, legal, rng: random.Random, vocab: Vocabulary) -> Action:
    """``action`` changed once or twice: a card replaced, a card added (sometimes a duplicate),
    a card removed, the cards reordered, another target, another kind, another legal action's
    cards, no cards. The result may be legal (a reordering, a change that lands on another legal
    action, or none: most of Tarot Combat's actions have no cards to change)."""
    kind, cards, target = action.kind, list(action.cards), action.target
    for _ in range(1 + (rng.random() < 0.3)):
        change = rng.randrange(8)
        if change == 0 and cards:
            cards[rng.randrange(len(cards))] = rng.choice(DECK)
        elif change == 1:
            extra = rng.choice(cards) if cards and rng.random() < 0.3 else rng.choice(DECK)
            cards.insert(rng.randrange(len(cards) + 1), extra)
        elif change == 2 and cards:
            del cards[rng.randrange(len(cards))]
        elif change == 3:
            rng.shuffle(cards)
        elif change == 4:
            target = rng.choice(vocab.targets)
        elif change == 5:
            kind = rng.choice(vocab.kinds)
        elif change == 6:
            cards = list(rng.choice(legal).cards)
        else:
            cards = []
    return Action(kind, tuple(cards), target)


def snapshot(state):
    """Everything a refused action must leave as it was."""
    return (state.zones(), state.current_player(), state.legal_actions(), list(state.history),
            list(state.shuffles), state.rng.getstate())


def fuzz_play(game, state, rng: random.Random, vocab: Vocabulary, probes: int,
              where: str = "") -> tuple[int, int]:
    """Push ``probes`` mutated legal actions through ``state.play`` (and their text through
    ``game.parse_action``). ``play`` must accept exactly the actions whose canonical form is
    legal (recording the canonical action) and refuse every other one with an
    :class:`IllegalActionError` giving a reason, changing nothing; the text of each must parse
    back to the same canonical text (up to spacing) or raise :class:`ActionParseError`. Returns the numbers of
    (accepted, refused) probes."""
    legal = state.legal_actions()
    assert all(a.canonical() == a for a in legal), "legal actions list their cards in order"
    legal_set = set(legal)
    vocab.learn(legal)
    before = snapshot(state)
    accepted = refused = 0
    for _ in range(probes):
        action = mutate(rng.choice(legal), legal, rng, vocab)
        try:
            parsed = game.parse_action(str(action))
        except ActionParseError:
            pass
        else:
            assert str(parsed) == " ".join(str(action.canonical()).split()), where
        try:
            if action.canonical() in legal_set:
                probe = state.clone()
                probe.play(action)
                assert probe.history[-1] == action.canonical(), where
                accepted += 1
                continue
            with pytest.raises(IllegalActionError) as refusal:
                state.play(action)
        except (AssertionError, pytest.fail.Exception):
            raise
        except Exception as exc:
            raise AssertionError(f"{where}: play({action!r}) raised {exc!r}") from exc
        assert str(refusal.value).strip(), f"{where}: no reason given for {action!r}"
        refused += 1
    assert snapshot(state) == before, f"{where}: a refused action changed the state"
    return accepted, refused


def random_options(game, n: int, rng: random.Random) -> dict:
    """Options drawn from each option's choices, with the game made short (its declared
    ``samples.short``); drawn again while the game refuses them for ``n`` players (Tarot
    Combat's teams)."""
    while True:
        options = {o.name: rng.choice(o.choices) for o in game.spec.options if o.choices}
        options = {**options, **game.samples.short}
        try:
            game.check_setup(n, options)
        except ValueError:
            continue
        return options


def fuzz_games(name, n, seeds, probes) -> tuple[int, int]:
    """Seeded random games (random options; a variant's setup: its own) with ``fuzz_play``
    at every state."""
    game = game_of(name)
    totals = [0, 0]
    for seed in seeds:
        rng = random.Random(seed)
        options = OPTIONS[name] if "/" in name else random_options(game, n, rng)
        state = game.new_state(n, seed, options)
        vocab = Vocabulary(n)
        step = 0
        while not state.is_terminal():
            counts = fuzz_play(game, state, rng, vocab, probes, f"{name} n={n} seed={seed} "
                               f"step={step}")
            totals = [t + c for t, c in zip(totals, counts)]
            state.play(rng.choice(state.legal_actions()))
            step += 1
        with pytest.raises(IllegalActionError):
            state.play(Action("pass"))
    return totals[0], totals[1]


@pytest.mark.parametrize("name,n", SETUPS)
def test_play_accepts_exactly_the_legal_actions_in_any_card_order(name, n):
    """Mutated legal actions through ``play``: the legal ones (reordered cards included) are
    played in canonical order, every other one is refused with a reason and changes nothing."""
    accepted, refused = fuzz_games(name, n, seeds=[n], probes=6)
    assert accepted > 0 and refused > (accepted + refused) // 4    # illegal probes abound


@pytest.mark.slow
@pytest.mark.parametrize("name,n", SETUPS)
def test_play_fuzz_over_many_games(name, n):
    """The mutated-action fuzz over 40 games per setup, 30 probes per state."""
    accepted, refused = fuzz_games(name, n, seeds=range(100, 140), probes=30)
    print(f"{name} n={n}: {accepted} accepted, {refused} refused")
    assert accepted > 0 and refused > (accepted + refused) // 4
