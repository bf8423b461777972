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
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Mapping, TypeVar

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
    """``doc`` checked against the position struct ``kind``. Raises :class:`PositionError`
    naming the wrong field."""
    try:
        return msgspec.convert(doc, kind, dec_hook=_dec)
    except msgspec.ValidationError as exc:
        raise PositionError(f"not a {kind.__name__}: {exc}") from None


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
