"""The rules protocol every game speaks (see ``docs/architecture.md``).

Vocabulary after OpenSpiel, shapes after python-chess:

* :class:`Action` — one decision, a frozen value with one canonical text form (``str(a)``,
  parsed back by :meth:`Game.parse_action`), like a UCI move.
* :class:`State` — ``current_player()``, ``legal_actions()``, ``play(action)`` (checked, raises
  :class:`IllegalActionError` with the reason in the game's words), ``apply(action)`` (unchecked,
  for search); both return the :class:`Event` list the move caused.
* :class:`Event` — what a watcher sees: a card moving between named zones, face up or down, a
  trick won, a score, a message. ``event.visible_to(seat)`` redacts cards hidden from that seat.
* :class:`PlayerView` — exactly what one seat may know. The renderer and the AI see only views.
* :class:`Game` — the game's declared metadata (:class:`GameSpec`), ``new_state``,
  ``parse_action``, ``state_from_json``, ``sample_world`` (determinization).

Zones are strings: ``"draw"`` (the draw pile), ``"hand:2"`` (seat 2's hand), ``"trick"``,
``"won:1"`` (seat 1's trick pile), ``"aside"`` (cards set aside unscored), ``"deck"`` (cards
gathered for a new deal).

All randomness comes from the state's own ``random.Random``; every shuffle's resulting order is
recorded in ``state.shuffles`` so that a game replays exactly from its seed, its recorded
shuffles and its action log, whatever Python's shuffle does in another version.
"""

from __future__ import annotations

import functools
import importlib
import random
import re
import reprlib
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Mapping, Sequence

from ..cards import Card, cards_text, full_deck, parse_cards
from ..messages import Message

if TYPE_CHECKING:
    from .stages import Stage


def shuffle(rng: random.Random, items: list) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does (the same order, the
    same numbers drawn from ``rng``: CPython's Fisher–Yates over ``_randbelow``, which draws
    ``getrandbits(n.bit_length())`` until below ``n``), with that loop written out here: 1.6×
    as fast (17 against 28 µs for 60 cards), and every determinization shuffles the unseen
    cards. ``tests/test_dealer.py`` checks it against ``random.Random.shuffle``. The places,
    bounds and bit counts of a list's length are worked out once (:func:`_shuffle_steps`)."""
    getrandbits = rng.getrandbits
    for i, n, bits in _shuffle_steps(len(items)):
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


@functools.cache
def _shuffle_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """The steps of :func:`shuffle` of ``size`` items: ``(i, i + 1, (i + 1).bit_length())``
    for ``i`` from ``size - 1`` down to 1."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


class IllegalActionError(ValueError):
    """An action that the rules forbid in this state; the message says why in the game's words."""


class ActionParseError(ValueError):
    """Text that is not an action of this game."""


@dataclass(frozen=True, slots=True, init=False)
class Action:
    """One decision. ``kind`` is a verb (``"play"``, ``"draw"``, ``"pass"``, ``"choose-suit"``…),
    ``cards`` the cards it moves (a tuple of :class:`Card`), ``target`` a seat number (an
    ``int`` from 0 to :data:`MAX_INT_TARGET`), a word (``"swords"``, ``"cups:2"``) or ``None``.

    Canonical text: the kind, then the cards' short forms, then ``@target``:

    >>> str(Action("play", parse_cards("7C")))
    'play 7C'
    >>> parse_action_text("give 3S M0 @2")
    Action(kind='give', cards=(Card(suit=<Suit.SWORDS: 'S'>, rank=3), Card(suit=<Suit.MAJOR: 'M'>, rank=0)), target=2)

    **The order of an action's cards does not matter.** The cards of an action are a set of
    cards put down together (a commitment, a Chariot load): every game lists its legal actions
    with their cards in canonical order (display order, ``sorted(cards)``), :meth:`State.play`
    and :func:`parse_action_text` accept the cards in any order and give the action in canonical
    order (:meth:`canonical`), and the history and the saves hold the canonical action. So
    ``commit 4C 3C @cups`` is the same move as ``commit 3C 4C @cups``. Two ``Action`` values
    still compare as their fields do; compare ``a.canonical()`` to ignore the order.
    """

    kind: str
    cards: tuple[Card, ...] = ()
    target: int | str | None = None
    #: The hash, computed on first use (``0``: not yet): a search looks actions up in its
    #: tree's dictionaries at every node, and hashing the fields anew goes through each card.
    _hash: int = field(default=0, init=False, repr=False, compare=False)

    def __init__(self, kind: str, cards: tuple[Card, ...] = (),
                 target: int | str | None = None) -> None:
        """The fields set through their slots' own setters (:data:`_SET_FIELDS`), not by a
        frozen dataclass's ``object.__setattr__`` per field: a third of the time, and the
        rules make actions by the thousand (every commitment Arcanoid lists is a new one)."""
        set_kind, set_cards, set_target, set_hash = _SET_FIELDS
        set_kind(self, kind)
        set_cards(self, cards)
        set_target(self, target)
        set_hash(self, 0)

    def __eq__(self, other: object) -> bool:
        """Equal fields ``(kind, cards, target)``, as the dataclass would compare them; written
        here so that, compiled, the comparison runs compiled (the dataclass's own is generated
        code, interpreted: a rule-based player finding its choice among the legal actions made
        one such call for each action before it)."""
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.kind == other.kind and self.cards == other.cards
                and self.target == other.target)

    def __hash__(self) -> int:
        """The hash of the fields ``(kind, cards, target)``, computed once."""
        h = self._hash
        if not h:
            h = hash((self.kind, self.cards, self.target))
            object.__setattr__(self, "_hash", h)
        return h

    def __reduce__(self):
        """Pickled and copied by its fields: the hash of a string differs between processes."""
        return (Action, (self.kind, self.cards, self.target))

    def __str__(self) -> str:
        parts = [self.kind]
        if self.cards:
            parts.append(cards_text(self.cards))
        if self.target is not None:
            parts.append(f"@{self.target}")
        return " ".join(parts)

    def canonical(self) -> "Action":
        """This action with its cards in canonical order (``sorted``); itself when they are.

        >>> str(Action("commit", parse_cards("4C 3C"), "cups").canonical())
        'commit 3C 4C @cups'
        """
        cards = self.cards
        if len(cards) < 2 or all(a._key < b._key for a, b in zip(cards, cards[1:])):
            return self
        return Action(self.kind, tuple(sorted(cards)), self.target)


#: The setters of :class:`Action`'s slots, in field order (its ``__init__``).
_SET_FIELDS = tuple(getattr(Action, name).__set__ for name in ("kind", "cards", "target", "_hash"))


def checked_action(action: object) -> Action:
    """``action`` in canonical order, after checking that it is an :class:`Action` made of the
    right types: a ``str`` kind, a tuple of :class:`Card`, a target that is ``None``, a ``str``
    or an ``int`` (not a ``bool``, which would equal the seats 0 and 1).

    Raises ``TypeError`` naming what is wrong (``state.play("7C")``: text must first go through
    ``game.parse_action``).
    """
    if not isinstance(action, Action):
        hint = " (parse action text with game.parse_action)" if isinstance(action, str) else ""
        raise TypeError(f"an action must be an Action, not {type(action).__name__}{hint}")
    if not isinstance(action.kind, str):
        raise TypeError(f"an action's kind must be a str, not {type(action.kind).__name__}")
    cards = action.cards
    if not isinstance(cards, tuple) or not all(isinstance(c, Card) for c in cards):
        raise TypeError("an action's cards must be a tuple of Card")
    target = action.target
    if target is not None and type(target) is not int and not isinstance(target, str):
        raise TypeError(f"an action's target must be an int, a str or None, "
                        f"not {type(target).__name__}")
    return action.canonical()


#: The largest integer target the action text may name (targets are seat numbers).
MAX_INT_TARGET = 999_999
#: The longest action text that is read (the largest action, 78 cards, takes about 320).
MAX_ACTION_TEXT = 1000
_KIND = re.compile(r"[a-z][a-z0-9-]*")
_INT_TARGET = re.compile(r"[0-9]{1,6}")
_WORD_TARGET = re.compile(r"(?:[a-z][a-z0-9_-]*|#[0-9]{1,6})(?:[:+>](?:[a-z0-9_-]+|#[0-9]{1,6}))*")


def _shown(text: str) -> str:
    """``text`` quoted for an error message: escaped, and cut short when long."""
    return repr(text) if len(text) <= 60 else repr(text[:57]) + "…"


def parse_action_text(text: str) -> Action:
    """Parse the text form of an :class:`Action` (``"play 7C"``, ``"give 3S @2"``) into the
    action in canonical order (:meth:`Action.canonical`).

    The grammar: a kind of ASCII lowercase letters, digits and ``-`` starting with a letter;
    then cards (short forms or one-word names, see :func:`~tarot_table.cards.parse_cards`);
    then optionally ``@target``, an integer 0–:data:`MAX_INT_TARGET` in ASCII digits or a word
    of ASCII lowercase letters, digits, ``_`` and ``-`` starting with a letter, or an object's
    number ``#<digits>`` (Tarot Combat's cards in play), possibly joined to more such parts by
    ``:``, ``+`` or ``>`` (``cups:2``, ``swords+cups``, ``#5>1``, ``#8>#5``).

    Raises :class:`ActionParseError` for any other text (empty, too long, a bad kind, card or
    target) and ``TypeError`` when ``text`` is not a ``str``.

    >>> parse_action_text("play 7C @²")
    Traceback (most recent call last):
      ...
    tarot_table.rules.base.ActionParseError: 'play 7C @²': '²' is not a target (a seat number 0–999999 or a word)
    """
    if not isinstance(text, str):
        raise TypeError(f"an action text must be a str, not {type(text).__name__}")
    if len(text) > MAX_ACTION_TEXT:
        raise ActionParseError(f"{_shown(text)} is too long to be an action")
    words = text.split()
    if not words:
        raise ActionParseError("an empty text is not an action")
    target: int | str | None = None
    if len(words) > 1 and words[-1].startswith("@"):
        raw = words.pop()[1:]
        if _INT_TARGET.fullmatch(raw):
            target = int(raw)
        elif _WORD_TARGET.fullmatch(raw):
            target = raw
        else:
            raise ActionParseError(f"{_shown(text)}: {_shown(raw)} is not a target (a seat "
                                   f"number 0–{MAX_INT_TARGET} or a word)")
    kind = words[0]
    if not _KIND.fullmatch(kind):
        raise ActionParseError(f"{_shown(text)}: {_shown(kind)} is not an action's kind "
                               "(a lowercase word such as 'play')")
    try:
        cards = parse_cards(" ".join(words[1:]))
    except ValueError as exc:
        raise ActionParseError(f"{_shown(text)}: {exc}") from None
    return Action(kind, cards, target).canonical()


ALL = None  # ``Event.visible`` value meaning "every seat sees this card"


@dataclass(frozen=True, slots=True)
class Event:
    """Something a watcher sees happen.

    ``kind`` is one of ``"move"`` (``card`` goes from zone ``src`` to zone ``dst``; ``face_up``
    says how it lies on arrival), ``"trick"`` (``player`` won the trick), ``"score"``,
    ``"hand_end"``, ``"game_end"``, ``"shuffle"``, ``"message"``, ``"reveal"`` (``card`` is shown
    where it lies, to the seats in ``visible``, without moving). ``visible`` is the set of seats
    that may see ``card`` (``None``: all). ``message`` is its sentence for the table's log
    (:mod:`tarot_table.messages`: an id of the catalogue and its arguments, worded for each
    reader); ``text`` a sentence written out, ``{n}`` naming seat ``n`` (the front end's own
    notes, which it words as the log's).
    """

    kind: str
    card: Card | None = None
    src: str | None = None
    dst: str | None = None
    face_up: bool = True
    player: int | None = None
    text: str = ""
    visible: frozenset[int] | None = ALL
    data: Mapping[str, Any] = field(default_factory=dict)
    message: Message | None = None

    def visible_to(self, seat: int | None) -> "Event":
        """This event as ``seat`` sees it: the card replaced by ``None`` when hidden from it.

        ``seat=None`` is a spectator who sees only public cards.
        """
        if self.card is None or self.visible is ALL or seat in self.visible:
            return self
        return replace(self, card=None)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: ``winners`` (seat numbers) and the final ``scores`` (one per seat)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ResultSheet:
    """What a finished game's results show besides its winners, for a game whose score alone
    says little (Taruno's and Tarot Combat's 1 or 0): ``decided``, one sentence of what
    decided it (``{seat}`` placeholders name seats, as events do); ``columns``, the headings of
    what each player finished with, and ``rows``, one tuple of those numbers per seat."""

    decided: str
    columns: tuple[str, ...]
    rows: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class PlayerView:
    """What seat ``player`` may know, and nothing more.

    ``zones`` maps every zone name to its cards in order (piles bottom to top), a hidden card
    being ``None``; ``legal`` the seat's legal actions when it is to act (else empty);
    ``stage`` the decision being made (:mod:`.stages`; ``None`` once the game is over).
    Each game's view is a subclass (``TarokView``…) whose further fields, keyword-only and
    documented one by one, are the public facts of the game and what this seat alone was shown.
    """

    game: str
    player: int
    num_players: int
    current_player: int | None
    zones: Mapping[str, tuple[Card | None, ...]]
    legal: tuple[Action, ...] = ()
    stage: "Stage | None" = None

    def hand(self) -> tuple[Card, ...]:
        """The seat's own hand (all face up to it)."""
        return tuple(c for c in self.zones.get(f"hand:{self.player}", ()) if c is not None)


@dataclass(frozen=True)
class Plugins:
    """Where the layers above the rules find a game's parts that the rules may not import, each
    a ``"module:attribute"`` path resolved when first needed (:func:`load_plugin`), so that the
    game declares them in one place next to its rules:

    * ``agent`` — its rule-based player (``tarot_table.ai``): a class built with a
      ``random.Random``, with ``act(view) -> Action``; ``None``: none (random play stands in);
    * ``cutoff`` — where the search's rollouts stop and how they score (an ISMCTS ``Cutoff``);
      ``None``: at the end of the game;
    * ``rollout`` — the search's rollout policy; ``None``: a random legal action;
    * ``candidates`` — the actions the search tries at a node (an ISMCTS ``Candidates``);
      ``None``: every legal action;
    * ``default_move`` — the search's default move in a determinized state (an ISMCTS
      ``DefaultMove``); ``None``: the first of the candidates, if the game declares them;
    * ``hints`` — ``hint_reason(view, action) -> str`` for the Hint button, or a trick game's
      ``TrickRules`` (``tarot_table.ai.hint``, called with the card played); ``None``: the
      generic reasons only;
    * ``table`` — its table plug-in class (``tarot_table.app``): layout, drags and drops, signs
      and notes; ``None``: the generic trick table;
    * ``puzzle`` — how its puzzles score a move, in the game's unit (a ``Measure`` of
      ``tarot_table.ai.puzzle_search``); ``None``: the game has no puzzles;
    * ``review`` — the unit its decisions are reviewed in (``tarot_table.ai.review``: a
      ``ReviewUnit``, the seat's result where a playout stops and the losses that make a
      mistake); ``None``: games won;

    and one number, not a path: ``hard_iterations``, the most iterations a ``hard`` decision
    runs over all its processes besides its time budget (Tarot Combat's 300: ``docs/ai.md``);
    ``None``: the time budget alone.
    """

    agent: str | None = None
    cutoff: str | None = None
    rollout: str | None = None
    candidates: str | None = None
    default_move: str | None = None
    hints: str | None = None
    table: str | None = None
    puzzle: str | None = None
    review: str | None = None
    hard_iterations: int | None = None


@dataclass(frozen=True)
class Samples:
    """The games a game declares for the project's shared tests to play, which read them from
    the registry and so take a new game in without naming it:

    * ``short`` — the options of its shortest game that still plays every rule (one hand, one
      deal, one round): the conformance suite's games and the tests that play a game to its end;
    * ``option_sets`` — the option sets the behaviour fingerprints (``tests/fingerprint.py``)
      cycle through, seed by seed: every variant and option value appears in one;
    * ``setups`` — further setups the conformance suite plays, by label: their options (over
      ``short``'s) and player counts (Arcanoid's variants and GAZA);
    * ``replay_every`` — every how many moves of a game the conformance suite replays its JSON
      record (and at its end): a replay costs the length of the game so far, and Tarot Combat's
      games at five or six run to thousands of moves;
    * ``malformed`` — fields of a position made malformed, each with its bad value, whose
      :class:`~.position.PositionError` must name the field, besides the ``players``, ``hands``
      and ``stage`` every position has.
    """

    short: Mapping[str, Any] = field(default_factory=dict)
    option_sets: tuple[Mapping[str, Any], ...] = ({},)
    setups: Mapping[str, tuple[Mapping[str, Any], tuple[int, ...]]] = field(default_factory=dict)
    replay_every: int = 1
    malformed: tuple[tuple[str, Any], ...] = ()


def load_plugin(path: str) -> Any:
    """The object a :class:`Plugins` path names. Raises ``ImportError`` or ``AttributeError``
    when it names nothing."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class OptionSpec:
    """A game option: ``name``, ``default``, allowed ``choices`` (None: any int) and a label;
    ``descriptions``: one line per choice, in the order of ``choices``, said where the choice
    is made (Arcanoid's variants), or ``None``. ``players``: the player counts for which the
    option means something (``None``: every count); ``needs``: ``(other option, values)``,
    the option means something only while the other has one of ``values`` (Tarot Combat's
    players per team, only with teams). Where it means nothing, a setup form shows it
    disabled and starts the game with its default (:meth:`applies`)."""

    name: str
    default: Any
    label: str
    choices: tuple[Any, ...] | None = None
    descriptions: tuple[str, ...] | None = None
    players: tuple[int, ...] | None = None
    needs: tuple[str, tuple[Any, ...]] | None = None

    def __post_init__(self) -> None:
        if self.descriptions is not None and (
                self.choices is None or len(self.descriptions) != len(self.choices)):
            raise ValueError(f"option {self.name!r}: one description per choice")

    def description(self, value: Any) -> str:
        """The one-line description of choice ``value`` (``""`` when it has none)."""
        if self.descriptions is None or value not in self.choices:
            return ""
        return self.descriptions[self.choices.index(value)]

    def applies(self, options: Mapping[str, Any], players: int) -> bool:
        """Whether the option means something in a game of ``players`` with ``options`` (a
        complete mapping of option names to values): see ``players`` and ``needs``."""
        if self.players is not None and players not in self.players:
            return False
        return self.needs is None or options[self.needs[0]] in self.needs[1]


@dataclass(frozen=True)
class GameSpec:
    """Declared metadata of a game: its registry ``name``, ``title``, player range, options,
    the ``numbering`` its major arcana go by (a key of :data:`~..cards.NUMBERINGS`:
    ``"common"``, ``"marseille"`` where VIII is Justice and XI Strength, or ``"judgment"``;
    ``"marseille"`` and ``"judgment"`` spell XX "Judgment", as their texts do), and the
    ``suit_names`` its text calls the suits by where that is not how its cards are named (a
    key of :data:`~..cards.TRADITIONS`, the table's "each game's own" suit names: Arcanoid's
    battlefields are staves and coins; ``""``: the text's words as written, the cards named
    in English); ``own_decks``: whether each player may bring a deck of their own (the game's
    ``decks`` option, one deck text per seat), which the new-game screen then offers from the
    named decks (``tarot_table.deckbox``)."""

    name: str
    title: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    blurb: str = ""
    numbering: str = "common"
    suit_names: str = ""
    own_decks: bool = False

    def default_options(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def options_in_force(self, options: Mapping[str, Any], players: int) -> dict[str, Any]:
        """``options`` (a complete mapping) with each option that means nothing for ``players``
        (given the options before it, already so set) set back to its default
        (:meth:`OptionSpec.applies`): what a setup form starts a game with."""
        out = dict(options)
        for option in self.options:
            if not option.applies(out, players):
                out[option.name] = option.default
        return out


TERMINAL = None


class State:
    """Base of every game state. Subclasses implement the game; this class owns the seed, the
    random generator, the recorded shuffles and the action log.

    Subclass contract: ``current_player``, ``legal_actions``, ``_apply`` (mutate, return events;
    when :attr:`quiet`, it may skip building them; or ``apply`` itself, logging the action as
    :class:`~.stages.StagedState` does), ``explain_illegal`` (why an action is
    refused), ``observation``, ``outcome``, ``clone``.
    """

    game_name: ClassVar[str] = ""
    #: When true, :meth:`apply` may skip building the events it returns (an empty list): the
    #: fast path of search and simulation, which never show them. The state changes are the
    #: same either way (the conformance suite checks it). Set on an instance; kept by ``clone``.
    quiet: bool = False
    #: The events of the first deal, for the table to animate (states set it when they deal).
    opening_events: Sequence[Event] = ()

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = ()) -> None:
        self.num_players = num_players
        self.seed = seed
        self.options = dict(options)
        self._rng: random.Random | None = None
        self._shuffle_log: list[tuple[Card, ...] | str] = []
        self.history: list[Action] = []
        self._replay_shuffles = list(recorded_shuffles)

    # -- randomness -------------------------------------------------------------------------
    @property
    def rng(self) -> random.Random:
        """The state's random generator, ``random.Random(seed)``, made when first used: seeding
        one takes ~11 µs, a tenth of a Tarok search iteration, and the worlds a search samples
        seldom deal again (a copy of a state whose generator was never used shares the seed)."""
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random(self.seed)
        return rng

    def shuffled(self, cards: Iterable[Card], *, reverse: bool = False) -> list[Card]:
        """``cards`` in a random order, recorded in ``self.shuffles`` (or replayed from the
        recorded shuffles this state was built with), as every pile is: bottom to top, the last
        card being the top, dealt or drawn first (``docs/positions.md``). ``reverse`` turns the
        generator's order over before it is recorded (Tarok and Tarocchi, whose first saves dealt
        the generator's order from its first card, deal the same cards from the same seed).
        Raises ``ValueError`` if a replayed shuffle does not hold exactly the same cards."""
        cards = list(cards)
        if self._replay_shuffles:
            order = list(parse_cards(self._replay_shuffles.pop(0)))
            if sorted(order) != sorted(cards):
                raise ValueError("a recorded shuffle does not hold the cards being shuffled")
        else:
            order = cards
            shuffle(self.rng, order)
            if reverse:
                order.reverse()
        self._shuffle_log.append(tuple(order))
        return order

    @property
    def shuffles(self) -> list[str]:
        """The recorded shuffles, in order, each a text of its cards bottom to top (a copy).
        :meth:`shuffled` keeps the cards and they are written as text when first read: most
        states (a search's, a benchmark's) are never saved, and the text of a 71-card pile
        costs more than its shuffle's bookkeeping."""
        log = self._shuffle_log
        for i, entry in enumerate(log):
            if not isinstance(entry, str):
                log[i] = cards_text(entry)
        return list(log)

    # -- protocol ---------------------------------------------------------------------------
    def current_player(self) -> int | None:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def is_terminal(self) -> bool:
        return self.current_player() is TERMINAL

    def play(self, action: Action) -> list[Event]:
        """Apply ``action`` after checking it; its cards may be in any order (the history
        records the canonical action, see :class:`Action`).

        Raises ``TypeError`` when ``action`` is not an :class:`Action` of the right field types
        (:func:`checked_action`), and :class:`IllegalActionError` with the reason in the game's
        words when it is not among :meth:`legal_actions`; nothing changes then."""
        action = checked_action(action)
        if self.is_terminal():
            raise IllegalActionError("The game is over.")
        if action not in self.legal_actions():
            raise IllegalActionError(self.explain_illegal(action))
        return self.apply(action)

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal ``action`` without checking (the fast path for search)."""
        self.history.append(action)
        return self._apply(action)

    def _apply(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def explain_illegal(self, action: Action) -> str:
        """Why ``action`` (of checked types, in canonical order, not legal now) is refused: a
        non-empty sentence in the game's words. It must handle any such action, whatever its
        kind, cards and target (the conformance suite throws mutated actions at it)."""
        return f"{action} is not a legal move now."

    def observation(self, player: int) -> PlayerView:
        raise NotImplementedError

    def outcome(self) -> Outcome | None:
        """Winners and scores once the game is over, else ``None``. This default reads the
        ``winners`` and ``scores`` attributes that scoring games keep; others override it."""
        if not self.is_terminal():
            return None
        return Outcome(tuple(self.winners), tuple(self.scores))

    def zones(self) -> dict[str, tuple[Card, ...]]:
        """The whole truth, for tests and replays only: every zone's cards in order. Never
        shown to a seat (seats get :meth:`observation`)."""
        raise NotImplementedError

    def game_cards(self) -> list[Card]:
        """The cards this game is played with, each always in exactly one zone: the 78 of
        :func:`~tarot_table.cards.full_deck` unless the game says otherwise (Tarot Combat: one
        deck per two players, Jokers as an option)."""
        return full_deck()

    def to_position(self) -> dict[str, Any]:
        """The whole state as a position document (:mod:`.position`), JSON-able; the game's
        :meth:`Game.from_position` builds it back."""
        raise NotImplementedError

    def clone(self) -> "State":
        raise NotImplementedError

    def _copy_base(self) -> "State":
        """A shallow copy of this state with its own random generator, options, recorded
        shuffles and history; a subclass's ``clone`` then copies its mutable containers."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        if self._rng is not None:
            other._rng = random.Random()
            other._rng.setstate(self._rng.getstate())
        other.options = dict(self.options)
        other._shuffle_log = list(self._shuffle_log)
        other.history = list(self.history)
        other._replay_shuffles = list(self._replay_shuffles)
        return other

    def summary(self) -> dict[str, Any]:
        """Public progress for save listings: ``{"progress": str, "scores": [...], "finished": bool}``."""
        raise NotImplementedError

    # -- persistence ------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The state as a replay record: game, players, seed, options, shuffles, actions."""
        return {
            "game": self.game_name,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "shuffles": list(self.shuffles),
            "actions": [str(a) for a in self.history],
        }


def _check_option(spec, key: object, value: object) -> None:
    """Raise ``ValueError`` unless ``key`` names an option of ``spec`` and ``value`` is one of
    its choices, of the same type, or a whole number for an option without choices (see
    :meth:`Game.check_setup`)."""
    known = {o.name: o for o in spec.options}
    if key not in known:
        raise ValueError(f"{spec.title} has no option {reprlib.repr(key)}")
    choices = known[key].choices
    if choices is not None and not any(type(value) is type(c) and value == c
                                       for c in choices):
        raise ValueError(f"option {key!r} must be one of {choices}, not {reprlib.repr(value)}")
    if choices is None and type(value) is not int:
        raise ValueError(f"option {key!r} must be a whole number, not {reprlib.repr(value)}")


class Game:
    """A registered game: metadata plus the factory and helpers of its states, and its declared
    extension points (:attr:`plugins`, and the methods below whose defaults suit most games)."""

    spec: GameSpec
    state_class: type[State]
    #: The game's parts in the layers above the rules (see :class:`Plugins`).
    plugins: ClassVar[Plugins] = Plugins()
    #: The games the shared tests play of it (see :class:`Samples`).
    samples: ClassVar[Samples] = Samples()

    def check_setup(self, num_players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options completed with defaults. Raises ``ValueError`` for a player count outside
        the spec or an unknown or invalid option: a value must be one of the option's choices
        and of the same type (``1`` is not ``True``, ``5.0`` is not ``5``), or a whole number
        for an option without choices. The message quotes a given key or value shortened."""
        spec = self.spec
        if not spec.min_players <= num_players <= spec.max_players:
            raise ValueError(f"{spec.title} is for {spec.min_players}–{spec.max_players} players, "
                             f"not {num_players}")
        opts = spec.default_options()
        for key, value in (options or {}).items():
            _check_option(spec, key, value)
            opts[key] = value
        return opts

    def new_state(self, num_players: int, seed: int, options: Mapping[str, Any] | None = None,
                  recorded_shuffles: Sequence[str] = (), *, quiet: bool = False) -> State:
        """A new game dealt from ``seed``. With ``quiet`` the state is :attr:`State.quiet` from
        its first deal on (search and simulation). Raises ``ValueError`` as :meth:`check_setup`."""
        options = self.check_setup(num_players, options)
        state = self.state_class.__new__(self.state_class)
        state.quiet = quiet     # before ``__init__``, which deals the first hand
        state.__init__(num_players, seed, options, recorded_shuffles)
        return state

    def parse_action(self, text: str) -> Action:
        """The action whose canonical text is ``text``. Raises :class:`ActionParseError`."""
        return parse_action_text(text)

    def state_from_json(self, doc: Mapping[str, Any]) -> State:
        """Rebuild a state by replaying a :meth:`State.to_json` record.

        Raises ``ValueError`` (or :class:`IllegalActionError`) when the record is not of this
        game or an action in it is not legal where it stands.
        """
        if doc.get("game") != self.spec.name:
            raise ValueError(f"record is of game {doc.get('game')!r}, not {self.spec.name!r}")
        state = self.new_state(int(doc["num_players"]), int(doc["seed"]), doc.get("options"),
                               doc.get("shuffles", ()))
        for text in doc.get("actions", ()):
            state.play(self.parse_action(text))
        return state

    def describe_action(self, action: Action) -> str:
        """A short readable label of ``action`` for buttons (default: its canonical text)."""
        return str(action)

    def card_name(self, card: Card) -> str:
        """``card``'s name in this game's numbering (:attr:`GameSpec.numbering`): Arcanoid's
        ``M8`` is "VIII Justice", elsewhere "VIII Strength"; Arcanoid's and Tarot Combat's
        ``M20`` "XX Judgment", elsewhere "XX Judgement"."""
        return card.name(numbering=self.spec.numbering)

    def card_text(self, card: Card) -> str:
        """``card``'s rule in this game, in its words and numbering, for wherever the table
        shows the card (hover, keyboard focus, zoom, limbo, the log, the deck editor): its
        :meth:`card_name`, an em dash, then what it ranks, is worth and does (each game's
        ``texts`` module, quoting its rules text). ``""`` only for a card that carries no rule
        of its own in this game (Taruno's pips 2–10). ``card`` is any card of the game's deck."""
        raise NotImplementedError

    def describe_choice(self, view: PlayerView, action: Action) -> str:
        """The label of ``action`` as a choice in ``view``'s decision: the stage's own label
        when it has one (:meth:`.stages.Stage.label`), else :meth:`describe_action`."""
        stage = view.stage
        label = stage.label(view, action) if stage is not None else None
        return self.describe_action(action) if label is None else label

    def explain_choice(self, view: PlayerView, action: Action) -> str:
        """What choosing ``action`` in ``view``'s decision means (:meth:`.stages.Stage.meaning`);
        ``""`` when there is nothing to add to its label."""
        stage = view.stage
        return "" if stage is None else stage.meaning(view, action)

    def prompt(self, view: PlayerView) -> str:
        """What the seat of ``view`` is asked to do now, when its hand is the way to do it and
        that is not obvious (``{seat}`` placeholders name seats); ``""`` for nothing to say.
        Default: the stage's prompt (:meth:`.stages.Stage.prompt`)."""
        stage = view.stage
        return "" if stage is None or not view.legal else stage.prompt(view)

    def score_breakdown(self, view: PlayerView
                        ) -> tuple[tuple[str, ...], list[tuple[int, ...]]] | None:
        """Column headings and one row per seat of the scores broken down (Arcanoid: battles
        per round), for the score panel and the results; ``None``: totals only."""
        return None

    def result_sheet(self, view: PlayerView) -> ResultSheet | None:
        """What decided the finished game of ``view`` and what each player finished with
        (:class:`ResultSheet`), shown by the results instead of the scores; ``None`` (the
        default): the scores and :meth:`score_breakdown` say it."""
        return None

    def from_position(self, doc: Mapping[str, Any]) -> State:
        """A state built from a position document (:mod:`.position`; ``docs/positions.md``).
        Raises :class:`~.position.PositionError` naming the field that is wrong."""
        raise NotImplementedError

    def sample_world(self, view: PlayerView, rng: random.Random) -> State:
        """A full state consistent with ``view`` and with every public inference (determinization)."""
        raise NotImplementedError

    def world_sampler(self, view: PlayerView) -> Callable[[random.Random], State]:
        """:meth:`sample_world` for many worlds of one ``view``: a function ``rng -> State``
        giving the world ``sample_world(view, rng)`` gives for the same random numbers. A
        search samples thousands of worlds of one view: a game works out here, once, what they
        all share (the unseen cards, the places and their constraints, the public zones).
        Default: each call is :meth:`sample_world`."""
        return functools.partial(self.sample_world, view)

    def rules_text(self) -> str:
        """The rules and our decisions, as shown by the table's rules help (markdown-ish text)."""
        raise NotImplementedError
