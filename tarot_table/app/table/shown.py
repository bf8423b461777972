"""What the table's panels show of the public facts, as far as the animation has got:
:class:`Shown`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from ...cards import TRADITIONS
from ...rules.base import Event, PlayerView
from ..games.plugin import Facts

@dataclass
class Shown:
    """The public facts as far as the animation has got (the state is ahead of it): whose
    ``turn``, the ``dealer``, hand and trick numbers, this hand's points and the totals; in a
    game that matches cards (Taruno) the card to ``match`` (suit name, rank), a ``penalty``
    pending (victim seat, cards) and the seats that ``called`` their last card; the
    ``declarer`` (Tarocchi), known once the animation has caught up with the bidding's end and
    forgotten at the next deal. :meth:`apply` follows the events as they are animated (their
    data ``direction``, ``suit``, ``penalty``, ``drawn``, ``call``, ``points``,
    ``hand_points``, ``scores``); :meth:`sync` catches up with a settled view, from the facts
    the game's table plug-in reads in it."""

    turn: int | None = None
    dealer: int | None = None
    hand_no: int = 0
    trick_no: int = 0
    hand_points: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    direction: int = 1              # play goes from seat i to i + direction
    match: tuple[str, int] | None = None
    penalty: tuple[int, int] | None = None
    called: set[int] = field(default_factory=set)
    declarer: int | None = None

    def sync(self, view: PlayerView, facts: Facts, totals: Sequence[int] = ()) -> None:
        """Catch up with ``view``, whose public ``facts`` its plug-in read; ``totals`` are
        the scores when the facts have none (the game's summary)."""
        n = view.num_players
        self.turn = view.current_player
        self.direction, self.dealer = facts.direction, facts.dealer
        self.match, self.penalty, self.called = facts.match, facts.penalty, set(facts.called)
        self.declarer = facts.declarer
        self.hand_no, self.trick_no = facts.hand_no, facts.trick_no
        self.hand_points = list(facts.hand_points if facts.hand_points is not None else (0,) * n)
        self.scores = list(facts.scores if facts.scores is not None else totals or (0,) * n)

    def apply(self, event: Event, num_players: int) -> None:
        """Follow ``event`` as it is animated, at a table of ``num_players`` seats."""
        if event.kind == "move":
            self._move(event, num_players)
        elif event.kind == "trick":
            self._trick(event)
        elif event.kind == "shuffle":
            self._shuffle(event, num_players)
        elif event.kind == "hand_end":
            self.hand_points = list(event.data.get("hand_points", self.hand_points))
            self.scores = list(event.data.get("scores", self.scores))
        elif event.kind == "message":
            self._message(event)

    def _move(self, event: Event, num_players: int) -> None:
        """A card played to the trick passes the turn on; one laid face up on the minor
        discard pile (not slid under it) is the card to match, and its player must call
        again."""
        if event.dst == "trick" and event.player is not None:
            self.turn = (event.player + self.direction) % num_players
        elif event.dst == "discard:minor" and event.card is not None \
                and not event.data.get("under") and self.match is not None:
            self.match = (TRADITIONS["english"][event.card.suit], event.card.rank)
            if event.player is not None:
                self.called.discard(event.player)

    def _trick(self, event: Event) -> None:
        """A trick taken: counted, its ``points`` to its taker, who leads next."""
        self.trick_no += 1
        if event.player is not None and event.player < len(self.hand_points):
            self.hand_points[event.player] += event.data.get("points", 0)
        self.turn = event.player

    def _shuffle(self, event: Event, num_players: int) -> None:
        """A pile shuffled in play (a ``zone`` named) turns up the ``current`` card to match;
        the deck shuffled begins a hand: its number, the dealer, no declarer, no points."""
        data = event.data
        if data.get("zone"):
            card = data.get("current")
            if card is not None and self.match is not None:
                self.match = (TRADITIONS["english"][card.suit], card.rank)
            return
        self.hand_no = data.get("hand", self.hand_no + 1)
        self.trick_no, self.dealer, self.declarer = 0, event.player, None
        self.hand_points = [0] * num_players

    def _message(self, event: Event) -> None:
        """The facts a message carries: the ``direction`` of play, and in a game that
        matches cards the ``suit`` named, a ``penalty`` pending, cards ``drawn``, a
        ``call``."""
        data, seat = event.data, event.player
        if "direction" in data:
            self.direction = data["direction"]
        self._matching(data, seat)

    def _matching(self, data: Mapping[str, Any], seat: int | None) -> None:
        """The facts of a message in a game that matches cards (Taruno): the suit named, a
        penalty on ``seat``, cards it drew (it must call again; its penalty is paid), its
        call of its last card."""
        if "suit" in data and self.match is not None:
            self.match = (str(data["suit"]).title(), self.match[1])
        if "penalty" in data and seat is not None:
            self.penalty = (seat, data["penalty"])
        if "drawn" in data:
            self.called.discard(seat)           # a hand that changes must call again
            if self.penalty is not None and self.penalty[0] == seat:
                self.penalty = None
        if data.get("call") is True and seat is not None:    # Taruno's; Arcanoid's name cards
            self.called.add(seat)
