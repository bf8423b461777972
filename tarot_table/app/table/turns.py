"""The game so far in turns, as one seat saw it: :func:`turns`, which the turn history
(Shift+H, the History button: :mod:`tarot_table.app.menus.turn_history`) steps through.

It is read from the table's log (:meth:`~.messages.Messages.told`): each line with the event
it tells, as the viewer of now may see it — a line written for another seat (hot-seat play)
told again with the public cards only — so a turn holds only public facts and the viewer's
own cards, never a card hidden from them. The events cut the log into turns:

* a deal (a ``shuffle`` that is not a pile shuffled in play) starts a turn of its own (the
  bidding, the scart, the calls until the first card is played);
* a card played to the ``trick`` starts a trick, which the ``trick`` event (its winner) ends;
* Tarot Combat's turn (a ``message`` whose data names the ``turn``) is one turn: the cards
  cast to limbo, their resolutions and fizzles, attacks, blocks and damage;
* an Arcanoid battle (a ``score`` naming its ``field``) is a turn of its own;
* elsewhere a card a seat plays from its hand starts that seat's turn (Taruno's plays,
  Arcanoid's commitments), which its later lines join until another seat plays.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ...cards import Card
from ...rules.base import Event


@dataclass
class Turn:
    """A turn of the history: its ``title`` ("Hand 2", "Trick 3", "Turn 7", "Ada's turn"), its log
    ``lines`` in order and the ``cards`` its events showed the viewer, each once, in order;
    ``kind`` is ``deal``, ``trick``, ``turn``, ``play``, ``battle`` or ``start`` (the lines
    before the first deal)."""

    title: str
    kind: str
    lines: list[str] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    seat: int | None = None         # the seat whose turn it is (``play``)
    closed: bool = False            # a trick taken

    def add(self, line: str, event: Event | None) -> None:
        if line:
            self.lines.append(line)
        if event is not None and event.card is not None and event.card not in self.cards:
            self.cards.append(event.card)


def _played(event: Event) -> bool:
    """Whether ``event`` is a card its seat plays from its hand (onto the table)."""
    return (event.kind == "move" and event.player is not None
            and event.src == f"hand:{event.player}" and event.dst is not None
            and not event.dst.startswith("hand:"))


def turns(told: Sequence[tuple[str, Event | None]], names: Sequence[str]) -> list[Turn]:
    """The turns of ``told`` (the log's lines with their events, oldest first, as
    :meth:`~.messages.Messages.told` gives them); ``names`` the seats' names, by seat.
    Turns with no line are left out."""
    out: list[Turn] = []
    current = Turn("Before the deal", "start")
    tricks = 0

    def begin(turn: Turn) -> Turn:
        out.append(current)
        return turn

    for line, event in told:
        if event is None:
            current.add(line, None)
            continue
        data = event.data
        if event.kind == "shuffle" and not data.get("zone"):
            title = line.split(":")[0] if ":" in line else "A new deal"   # "Hand 2: …"
            current, tricks = begin(Turn(title, "deal")), 0
        elif event.kind == "message" and "turn" in data:
            current = begin(Turn(f"Turn {data['turn']}", "turn"))
        elif event.kind == "score" and "field" in data:
            current = begin(Turn(f"Battle of {data['field']}", "battle"))
            current.closed = True
        elif _played(event) and event.dst == "trick":
            if current.kind != "trick" or current.closed:
                tricks += 1
                current = begin(Turn(f"Trick {tricks}", "trick"))
        elif _played(event) and current.kind != "turn" and (
                current.kind != "play" or current.seat != event.player):
            name = names[event.player] if event.player < len(names) else "?"
            current = begin(Turn(f"{name}'s turn", "play", seat=event.player))
        current.add(line, event)
        if event.kind == "trick" and current.kind == "trick":
            current.closed = True
    out.append(current)
    return [turn for turn in out if turn.lines]
