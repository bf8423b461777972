"""Positions: a whole game state as a JSON-able document, like a chess FEN.

``state.to_position()`` writes the state's every zone, counter and pending decision;
``game.from_position(doc)`` builds a state from one (the two round-trip and keep the legal
actions). Each game declares its position as a frozen ``msgspec`` struct (``TarokPosition``…)
whose fields say what is there; :func:`decode` checks a document against it and names the field
that is wrong (``PositionError: Expected `int`, got `str` - at `$.dealer```). A game documents
its position in its struct's docstring, which ends with an example the game's tests load
(``docs/positions.md``: the conventions below, and where each game's position is).

Conventions, one for all games:

* a single card (a ``Card`` field) is written as its code (``"7C"``) and read back as the
  interned card;
* a pile (a :class:`Pile` field) is written as the card codes of :func:`~tarot_table.cards.
  parse_cards`, separated by spaces, **bottom to top**: the last card is the top (the next one
  drawn); a hand is written in display order; the recorded shuffles of a replay list the
  shuffled cards the same way (the last card is dealt or drawn first);
* stages and queued steps are written as ``{"stage": "<class name>", "actor": …, …}`` and
  ``{"step": "<class name>", …}``, the queue next-step-last as the state keeps it;
* a position holds no random generator: a state built from one draws its future shuffles from
  the position's ``seed``.

What a field may hold is declared beside its type, and :func:`decode` checks it all in one
place: msgspec checks the types and its ``Meta`` constraints (``Annotated[int, Meta(ge=1,
le=14)]``); then the markers a field carries (:class:`Marker`) check what depends on the
position itself: ``Annotated[list[Pile], PerSeat]`` (one entry per player),
``Annotated[int, SeatNo]`` (a seat of this game), :class:`OneOf` (allowed values),
:class:`Players` (the game's player counts), :class:`Fields` (the fields of a stage or a
step), :class:`Names` (the seats a stage or a step names), :class:`Only` (which cards a pile
may hold); last, a struct's own ``validate()`` method, when it declares one, checks the rules
between fields that are its game's.

How a state holds each field is declared beside it too: :func:`fill` sets the state's
attribute of the field's name from a decoded position and :func:`written` writes the position
back, each field by its type (a pile as a list of its cards) or by the :class:`Held` it
carries (another attribute, sorted piles, sets of cards, converters; :data:`Apart`: the game
handles it).
"""

from __future__ import annotations

import enum
import types
from collections import Counter
from typing import (Annotated, Any, Callable, Iterable, Mapping, TypeVar, Union, get_args,
                    get_origin, get_type_hints)

import msgspec

from ..cards import Card, cards_text, parse_cards

T = TypeVar("T")


class PositionError(ValueError):
    """A position document that is not a position of this game; the message names the field
    (``at `$.hands[2]```) and says what is wrong."""


class Pile:
    """The cards of a zone in a position, bottom to top; written as their codes (``"7C KW"``)."""

    __slots__ = ("cards",)

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        self.cards: tuple[Card, ...] = tuple(cards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pile) and other.cards == self.cards

    def __hash__(self) -> int:
        return hash(self.cards)

    def __repr__(self) -> str:
        return f"Pile({cards_text(self.cards)!r})"

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)


def _enc(obj: Any) -> Any:
    if isinstance(obj, Pile):
        return cards_text(obj.cards)
    if isinstance(obj, Card):
        return str(obj)
    raise NotImplementedError(f"a position cannot hold {type(obj).__name__}")


def _dec(kind: type, obj: Any) -> Any:
    if kind is Pile:
        if not isinstance(obj, str):
            raise TypeError("expected card codes separated by spaces, e.g. \"7C KW M21\"")
        return Pile(parse_cards(obj))
    if kind is Card:
        if not isinstance(obj, str):
            raise TypeError("expected a card code, e.g. \"7C\"")
        cards = parse_cards(obj)
        if len(cards) != 1:
            raise ValueError(f"expected one card code, not {obj!r}")
        return cards[0]
    raise NotImplementedError


def encode(position: msgspec.Struct) -> dict[str, Any]:
    """``position`` as plain JSON data (dicts, lists, text, numbers; piles and cards as their
    codes)."""
    return msgspec.json.decode(msgspec.json.encode(position, enc_hook=_enc))


def decode(doc: Any, kind: type[T]) -> T:
    """``doc`` checked against the position struct ``kind``: its types and ``Meta`` constraints
    (msgspec), then its markers and its ``validate()`` method (:func:`validate`). Raises
    :class:`PositionError` naming the wrong field."""
    try:
        position = msgspec.convert(doc, kind, dec_hook=_dec)
    except msgspec.ValidationError as exc:
        raise PositionError(f"not a {kind.__name__}: {exc}") from None
    validate(position)
    return position


def check(ok: bool, field: str, problem: str) -> None:
    """Raise :class:`PositionError` ``"<field>: <problem>"`` unless ``ok`` (the checks a struct
    cannot express: sizes that must agree, cards that must all be there)."""
    if not ok:
        raise PositionError(f"{field}: {problem}")


def check_deck(zones: Mapping[str, Iterable[Card]], deck: Iterable[Card]) -> None:
    """Raise :class:`PositionError` unless the cards of ``zones`` are exactly ``deck``, naming
    the cards missing and the cards found twice and where."""
    seen: dict[Card, list[str]] = {}
    for zone, cards in zones.items():
        for card in cards:
            seen.setdefault(card, []).append(zone)
    expected = Counter(deck)
    missing = [c for c in expected if c not in seen]
    extra = [f"{c} ({', '.join(seen[c])})" for c in sorted(seen)
             if len(seen[c]) > expected.get(c, 0)]
    problems = ([f"missing {cards_text(sorted(missing))}"] if missing else []) + \
        ([f"too many: {'; '.join(extra)}"] if extra else [])
    check(not problems, "cards", "every card of the deck must be in exactly one zone: "
          + "; ".join(problems))



# -- declared constraints -----------------------------------------------------------------------

class Marker:
    """A constraint that a position's field declares beside its type (``Annotated[int,
    SeatNo]``) and that msgspec cannot check, because it depends on the position (its number
    of players). :func:`validate` calls :meth:`check` with every value of the field the marker
    is on that is not ``None``."""

    def check(self, position: Any, field: str, value: Any) -> None:
        """Raise :class:`PositionError` naming ``field`` unless ``value`` is allowed in
        ``position``."""
        raise NotImplementedError


def _players(position: Any) -> int:
    """The number of seats of ``position``: its ``players`` field."""
    return position.players


class Players(Marker):
    """The player counts of ``game``: ``low`` to ``high`` (``"players: Taruno is for 2–7
    players, not 8"``)."""

    def __init__(self, game: str, low: int, high: int) -> None:
        self.game, self.low, self.high = game, low, high

    def check(self, position: Any, field: str, value: Any) -> None:
        span = f"{self.low}" if self.low == self.high else f"{self.low}–{self.high}"
        check(self.low <= value <= self.high, field,
              f"{self.game} is for {span} players, not {value}")


class Entries(Marker):
    """A list with one entry per seat (or per actor): ``count(position)`` entries, ``each``
    (a text, or a function of the position) saying what for (``"hands: needs one entry per
    player (4)"``)."""

    def __init__(self, count: Callable[[Any], int], each: str | Callable[[Any], str]) -> None:
        self.count, self.each = count, each

    def check(self, position: Any, field: str, value: Any) -> None:
        n = self.count(position)
        each = self.each if isinstance(self.each, str) else self.each(position)
        check(len(value) == n, field, f"needs one entry per {each} ({n})")


class Seats(Marker):
    """A seat (or an actor) of the game: a number from 0 to ``count(position) - 1``
    (``"dealer: no seat 9"``); ``note`` (a function of the position) adds what the numbers
    are."""

    def __init__(self, count: Callable[[Any], int], word: str = "seat",
                 note: Callable[[Any], str] | None = None) -> None:
        self.count, self.word, self.note = count, word, note

    def check(self, position: Any, field: str, value: Any) -> None:
        note = f" ({self.note(position)})" if self.note is not None else ""
        check(0 <= value < self.count(position), field, f"no {self.word} {value}{note}")


class OneOf(Marker):
    """One of ``values`` (``"direction: one of 1, -1, not 2"``); ``said`` names them instead
    (``"suit: a minor suit, not M"``)."""

    def __init__(self, *values: Any, said: str = "") -> None:
        self.values = frozenset(values)
        self.words = said or "one of " + ", ".join(str(_plain(v)) for v in values)

    def check(self, position: Any, field: str, value: Any) -> None:
        check(value in self.values, field, f"{self.words}, not {_plain(value)!r}")


class Fields(Marker):
    """A stage or a step whose own fields carry markers: ``Fields(actor=SeatNo)`` checks the
    ``actor`` of the stage a field holds, as ``stage.actor``."""

    def __init__(self, **markers: Marker) -> None:
        self.markers = markers

    def check(self, position: Any, field: str, value: Any) -> None:
        for name, marker in self.markers.items():
            inner = getattr(value, name, None)
            if inner is not None:
                marker.check(position, f"{field}.{name}", inner)


class Names(Marker):
    """A stage or a step whose fields ``fields`` each hold a seat or a tuple of seats, in it
    and in the stages and steps it holds (``"stage: names a seat that is not one of 0–2"``)."""

    def __init__(self, *fields: str) -> None:
        self.fields = frozenset(fields)

    def check(self, position: Any, field: str, value: Any) -> None:
        n = _players(position)
        check(all(s in range(n) for s in self.seats(value)), field,
              f"names a seat that is not one of 0–{n - 1}")

    def seats(self, item: msgspec.Struct) -> list[Any]:
        """The seats ``item`` names, those of the stages and steps it holds included."""
        seats: list[Any] = []
        for name in item.__struct_fields__:
            value = getattr(item, name)
            if name in self.fields:
                seats.extend(value if isinstance(value, tuple) else (value,))
            elif isinstance(value, msgspec.Struct):
                seats.extend(self.seats(value))
        return seats


class Only(Marker):
    """Cards that all pass ``test`` (``"front: majors only"``): ``said`` says which."""

    def __init__(self, test: Callable[[Card], bool], said: str) -> None:
        self.test, self.said = test, said

    def check(self, position: Any, field: str, value: Any) -> None:
        check(all(map(self.test, value)), field, self.said)


#: One entry per player (seat 0 first).
PerSeat = Entries(_players, "player")
#: A seat of the game: 0 to ``players - 1``.
SeatNo = Seats(_players)


def _plain(value: Any) -> Any:
    """``value`` as a position writes it (a suit as its letter)."""
    return value.value if isinstance(value, enum.Enum) else value


Walk = Callable[[Any, str, Any], None]


def validate(position: msgspec.Struct) -> None:
    """Check the markers of ``position``'s fields (:class:`Marker`), in the order of its
    fields, then call its ``validate()`` method when it has one. Raises
    :class:`PositionError` naming the field (``lanes.swords``: a field, then a key of a
    dictionary it holds) and what is wrong."""
    for name, walk in _plan(type(position)):
        value = getattr(position, name)
        if value is not None:
            walk(position, name, value)
    own = getattr(position, "validate", None)
    if own is not None:
        own()


_PLANS: dict[type, tuple[tuple[str, Walk], ...]] = {}


def _plan(kind: type) -> tuple[tuple[str, Walk], ...]:
    """The fields of the struct ``kind`` that carry markers, each with its walk."""
    plan = _PLANS.get(kind)
    if plan is None:
        hints = get_type_hints(kind, include_extras=True)
        walks = ((name, _walker(hints[name])) for name in kind.__struct_fields__)
        plan = _PLANS[kind] = tuple((name, walk) for name, walk in walks if walk is not None)
    return plan


def _walker(hint: Any) -> Walk | None:
    """A function that checks a value of the type ``hint`` against the markers in it (on
    the type, or on the types of the items it holds), or ``None`` when it has none."""
    origin, args = get_origin(hint), get_args(hint)
    if origin is Annotated:
        return _marked(hint.__metadata__, _walker(args[0]))
    if origin is Union or origin is types.UnionType:
        return _either(args)
    if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        return _row(args)
    if origin in (list, tuple, set, frozenset):
        return _items(_walker(args[0]))
    if origin is dict:
        return _entries(_walker(args[0]), _walker(args[1]))
    return None


def _marked(metadata: tuple[Any, ...], inner: Walk | None) -> Walk | None:
    """The walk of an ``Annotated`` type: its markers, then the walk of the type it marks."""
    markers = [m for m in metadata if isinstance(m, Marker)]
    if not markers:
        return inner

    def walk(position: Any, field: str, value: Any) -> None:
        for marker in markers:
            marker.check(position, field, value)
        if inner is not None:
            inner(position, field, value)
    return walk


def _either(arms: tuple[Any, ...]) -> Walk | None:
    """The walk of a union: that of the arm whose class the value is of."""
    walks = [(_kind(arm), _walker(arm)) for arm in arms]
    walks = [(kind, walk) for kind, walk in walks if walk is not None]
    if not walks:
        return None

    def walk_arm(position: Any, field: str, value: Any) -> None:
        for kind, walk in walks:
            if isinstance(value, kind):
                walk(position, field, value)
                return
    return walk_arm


def _row(items: tuple[Any, ...]) -> Walk | None:
    """The walk of a tuple of fixed length: each item by its own type."""
    walks = [_walker(item) for item in items]
    if not any(walks):
        return None

    def walk_row(position: Any, field: str, value: Any) -> None:
        for walk, item in zip(walks, value):
            if walk is not None and item is not None:
                walk(position, field, item)
    return walk_row


def _items(item_walk: Walk | None) -> Walk | None:
    """The walk of a list (a set, a tuple of any length): every item by the items' type."""
    if item_walk is None:
        return None

    def walk_items(position: Any, field: str, value: Any) -> None:
        for item in value:
            if item is not None:
                item_walk(position, field, item)
    return walk_items


def _entries(key_walk: Walk | None, value_walk: Walk | None) -> Walk | None:
    """The walk of a dictionary: its keys, and its values named ``field.key``."""
    if key_walk is None and value_walk is None:
        return None

    def walk_dict(position: Any, field: str, value: Any) -> None:
        for key, item in value.items():
            if key_walk is not None:
                key_walk(position, field, key)
            if value_walk is not None and item is not None:
                value_walk(position, f"{field}.{key}", item)
    return walk_dict


def _kind(hint: Any) -> type:
    """The class of the values of the type ``hint`` (``list`` for ``list[int]``)."""
    while get_origin(hint) is Annotated:
        hint = get_args(hint)[0]
    return get_origin(hint) or hint


# -- a state's attributes from a position and back ----------------------------------------------

Convert = Callable[[Any], Any]


def _same(value: Any) -> Any:
    return value


class Held:
    """How a state holds a field of its position, declared beside the field's type
    (``Annotated[list[Pile], PerSeat, Held(sort=display_order)]``): in its attribute ``attr``
    (the field's name unless given), read from the field by ``read`` and written back by
    ``write``. Left out, the converters follow the field's type (:func:`reader`,
    :func:`writer`), its piles held as lists of cards; ``sort``: sorted (by that key, or
    ``True`` for the cards' own order); ``sets=True``: as sets of cards, written sorted.
    ``omit=True``: an attribute that is ``None`` or empty is left out of the document (the
    field's default is ``UNSET``). ``apart=True``: the game reads and writes the field itself
    (an option its constructor takes, a field the state derives). Converters are functions of
    the game's module: a lambda written in the annotation is evaluated in the class's namespace
    and does not see the module's names."""

    __slots__ = ("attr", "read", "write", "sort", "sets", "omit", "apart")

    def __init__(self, attr: str | None = None, read: Convert | None = None,
                 write: Convert | None = None, *, sort: bool | Callable[[Card], Any] = False,
                 sets: bool = False, omit: bool = False, apart: bool = False) -> None:
        self.attr, self.read, self.write = attr, read, write
        self.sort, self.sets, self.omit, self.apart = sort, sets, omit, apart

    def converters(self, hint: Any) -> tuple[Convert, Convert]:
        """The converters of a field of the type ``hint``: to the state, and back."""
        key = None if self.sort is True else self.sort or None
        if self.sets:
            pile_in, pile_out = set, lambda cards: Pile(sorted(cards, key=key))
        elif self.sort is not False:
            pile_in, pile_out = lambda cards: sorted(cards, key=key), Pile
        else:
            return self.read or reader(hint), self.write or writer(hint)
        return (self.read or _converter(hint, (pile_in, pile_in), False),
                self.write or _converter(hint, (pile_out, pile_out), False))


#: A field its game reads and writes itself.
Apart = Held(apart=True)
#: A list the state keeps as a tuple (its ``winners``).
AsTuple = Held(read=tuple)
#: A field written only when used: left out while the state holds ``None`` or nothing.
WhenUsed = Held(omit=True)


def _guarded(write: Convert, omit: bool) -> Convert:
    """``write``, but ``None`` for ``None``; with ``omit``, ``UNSET`` (left out) for ``None``
    or an empty list."""
    if omit:
        return lambda value: msgspec.UNSET if value is None or value == [] else write(value)
    return lambda value: None if value is None else write(value)


def reader(hint: Any) -> Convert:
    """How a state holds a value of the position type ``hint``: a :class:`Pile` as a list of
    its cards (a tuple inside a tuple), lists, dictionaries and tuples item by item, ``None``
    as ``None``, anything else (numbers, text, cards, stages) as it is."""
    return _converter(hint, (list, tuple), False)


def writer(hint: Any) -> Convert:
    """How a position writes a state's value of the position type ``hint`` (the reverse of
    :func:`reader`): cards as a :class:`Pile`, lists, dictionaries and tuples item by item,
    ``None`` as ``None``, anything else as it is."""
    return _converter(hint, (Pile, Pile), False)


def _converter(hint: Any, pile: tuple[Convert, Convert], in_tuple: bool) -> Convert:
    """The converter of a value of the type ``hint``: ``pile`` converts a :class:`Pile` (the
    first in a list or a field, the second in a tuple), containers convert item by item."""
    origin, args = get_origin(hint), get_args(hint)
    if origin is Annotated:
        return _converter(args[0], pile, in_tuple)
    if hint is Pile:
        return pile[in_tuple]
    if origin is Union or origin is types.UnionType:
        return _optional(args, pile, in_tuple)
    if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        return _fixed(args, pile)
    if origin in (list, tuple):
        return _sequence(origin, _converter(args[0], pile, origin is tuple))
    if origin is dict:
        return _mapping(_converter(args[1], pile, False))
    return _same


def _optional(arms: tuple[Any, ...], pile: tuple[Convert, Convert], in_tuple: bool) -> Convert:
    """The converter of a union: ``None`` as ``None``, else that of its one other arm (the
    arms of a union of several kinds need none)."""
    converts = [_converter(arm, pile, in_tuple) for arm in arms if arm is not type(None)]
    convert = converts[0] if len(converts) == 1 else _same
    if convert is _same:
        return _same
    return lambda value: None if value is None else convert(value)


def _fixed(args: tuple[Any, ...], pile: tuple[Convert, Convert]) -> Convert:
    """The converter of a tuple of fixed length, item by item."""
    items = [_converter(arg, pile, True) for arg in args]
    if all(item is _same for item in items):
        return _same
    return lambda value: tuple(item(v) for item, v in zip(items, value))


def _sequence(kind: type, item: Convert) -> Convert:
    """The converter of a list (or a tuple of any length) whose items ``item`` converts."""
    if item is _same:
        return _same
    return lambda value: kind(item(v) for v in value)


def _mapping(item: Convert) -> Convert:
    """The converter of a dictionary whose values ``item`` converts."""
    if item is _same:
        return _same
    return lambda value: {k: item(v) for k, v in value.items()}


def _held(hint: Any) -> Held | None:
    """The :class:`Held` declared on ``hint`` (or on an arm of the union it is)."""
    origin, args = get_origin(hint), get_args(hint)
    if origin is Annotated:
        return next((m for m in hint.__metadata__ if isinstance(m, Held)), None) or \
            _held(args[0])
    if origin is Union or origin is types.UnionType:
        return next((h for h in map(_held, args) if h is not None), None)
    return None


_MAPS: dict[type, tuple[tuple[str, str, Convert, Convert], ...]] = {}


def _map(kind: type) -> tuple[tuple[str, str, Convert, Convert], ...]:
    """The fields of the struct ``kind`` that a state holds: each field's name, the state's
    attribute, and the converters to the attribute and back."""
    fields = _MAPS.get(kind)
    if fields is None:
        hints = get_type_hints(kind, include_extras=True)
        rows = []
        for name in kind.__struct_fields__:
            held = _held(hints[name]) or Held()
            if not held.apart:
                read, write = held.converters(hints[name])
                rows.append((name, held.attr or name, read, _guarded(write, held.omit)))
        fields = _MAPS[kind] = tuple(rows)
    return fields


def fill(state: Any, position: msgspec.Struct) -> None:
    """Set the attributes of ``state`` from the fields of ``position`` (a decoded position
    struct), each by its declared or its type's converter (:class:`Held`). A field that is
    ``None`` or left out (``UNSET``) leaves the state's attribute as its constructor made it;
    the fields declared :data:`Apart` are the game's to read."""
    for name, attr, read, _ in _map(type(position)):
        value = getattr(position, name)
        if value is not None and value is not msgspec.UNSET:
            setattr(state, attr, read(value))


def written(state: Any, kind: type[msgspec.Struct], **fields: Any) -> dict[str, Any]:
    """The position of ``state`` as plain JSON data (:func:`encode`): the struct ``kind`` with
    every field the state holds written from its attribute (:class:`Held`), and ``fields``
    (the :data:`Apart` ones, and any the game writes its own way) as given."""
    for name, attr, _, write in _map(kind):
        if name not in fields:
            fields[name] = write(getattr(state, attr))
    return encode(kind(**fields))
