"""What undo may take back: one rule for every game, computed from what the humans were shown.

Undo against the AI takes the game back to a human's previous decision, but never across
information revealed since (the model is boardgame.io's ``undoable: false`` and the Board Game
Arena undo policy: no hidden information revealed and no random event between the two
positions). Rather than have each game's stages declare which moves may be undone, the session
asks, after every action, whether taking that action back would *un-reveal* something to a
human seat. An action is a barrier to undo, for every game alike, when:

* **a shuffle** happened during it (the state recorded a new shuffle: a new deal, a pile
  shuffled back into the draw pile);
* **a human was shown a card it had not seen**: some card appears in that seat's view after the
  action more times than before (:func:`known_cards`: the view's zones and every public fact of
  the typed view — a card drawn, turned up, played from another seat's hidden hand, named,
  revealed to that seat alone); or
* **another seat made a hidden move**: an action of a seat other than the human moved a card
  that the human does not see (an AI's scart, a card given face down, an AI's draw).

So in a trick game undo can take back a card played until the next card is shown: an AI's
card played from its hand is a card the human had not seen (Tarok's draws after every trick,
a card turned from the talon, a new deal are barriers too); bids, passes, a trick gathered,
Tarot Combat's priority passes reveal nothing and may be taken back. A move of the human's own
that showed it a card (its draw) cannot be taken back either. (Ours: the rules texts say
nothing of undo.)
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any, Iterable, Mapping, Sequence

import msgspec

from .cards import Card
from .rules.base import Event, PlayerView

#: Why an action is a barrier (the sentence ends "…since …" in the table's words).
SHUFFLED = "the cards were shuffled"
SHOWN = "cards were shown"
HIDDEN = "{seat} made a hidden move"


class UndoError(ValueError):
    """Undo is refused now; the message says why, in the table's words."""


def _count(value: Any, into: Counter) -> None:
    """Add every :class:`Card` held anywhere in ``value`` (tuples, lists, sets, mappings,
    msgspec structs, dataclasses) to ``into``."""
    if isinstance(value, Card):
        into[value] += 1
        return
    for part in _parts(value):
        _count(part, into)


def _parts(value: Any) -> Iterable[Any]:
    """The values ``value`` holds directly: a collection's items, a mapping's keys and
    values, a msgspec struct's or a dataclass's fields; none for any other value."""
    if isinstance(value, (tuple, list, set, frozenset)):
        return value
    if isinstance(value, Mapping):
        return (part for pair in value.items() for part in pair)
    if isinstance(value, msgspec.Struct):
        return (getattr(value, name) for name in value.__struct_fields__)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (getattr(value, f.name) for f in dataclasses.fields(value))
    return ()


def known_cards(view: PlayerView) -> Counter:
    """The cards ``view`` shows its seat, as a multiset (Tarot Combat plays with duplicates):
    for each card, the most copies of it that one field of the view holds (the zones, or one
    public fact: the last trick, the cards shown, the called King…), so that a card in a zone
    and also in a fact about it counts once. The seat's legal actions are left out (they may
    name cards nobody has seen: the card to call from the whole deck)."""
    known: Counter = Counter()
    for f in dataclasses.fields(view):
        if f.name == "legal":
            continue
        here: Counter = Counter()
        _count(getattr(view, f.name), here)
        for card, copies in here.items():
            if copies > known[card]:
                known[card] = copies
    return known


def barrier(actor: int, events: Sequence[Event], shuffled: bool,
            before: Mapping[int, Counter], after: Mapping[int, Counter],
            names: Sequence[str]) -> str | None:
    """Why the action ``actor`` just took may not be taken back, or ``None`` when it may.

    ``events`` are the action's events; ``shuffled`` whether a shuffle was recorded during it;
    ``before`` and ``after`` the :func:`known_cards` of each human seat's view before and after
    it; ``names`` the seats' names (for the reason's words)."""
    if shuffled:
        return SHUFFLED
    for seat, now in after.items():
        if now - before.get(seat, Counter()):
            return SHOWN
    for seat in after:
        if seat != actor and any(e.card is not None and e.visible_to(seat).card is None
                                 for e in events):
            return HIDDEN.format(seat=names[actor])
    return None
