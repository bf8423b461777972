"""The cards on the table and how the rules' events move them.

:class:`Board` keeps a :class:`~.sprites.CardSprite` for every card in every zone (``"deck"``,
``"draw"``, ``"hand:i"``, ``"trick"``, ``"won:i"``, ``"aside"``, ``"discard:minor"``,
``"discard:major"``, ``"front:i"``…), in zone order, and knows each zone's slots from the
:class:`~.layout.TableLayout` (a zone the layout has no place for lies on the draw pile).
:meth:`Board.settle` lays the sprites out from a :class:`~tarot_table.rules.base.PlayerView` (what the
viewer knows now).

:class:`Animator` plays a queue of (already redacted) :class:`~tarot_table.rules.base.Event` one after the
other: each event starts some sprite tweens and holds the queue for a beat (its *gate*), so a
deal streams card after card while a trick pauses to be seen before it is gathered, and a
whole hand passed to another seat (the Wheel of Fortune, Justice) flies at once. A
``"shuffle"`` (a new deal) gathers every card that is not in a hand into the deck; one that
names a ``zone`` in its data shuffles that pile where it lies. A move with ``"under"`` in its
data slides the card under its pile. A ``"reveal"`` lifts the card it shows out of its zone
face up for a moment (the top of the draw pile for the High Priestess; any zone the layout's
``lifts_reveal`` names) or turns it over in a hand. Every event also goes to the table's ``notify`` callback (to log it, update the panels,
hold the queue at the end of a hand), which returns how long to wait after it besides its
animation. Durations are in seconds at speed 1 and divided by the speed factor (speed 0:
everything at once). With reduced motion (``still()``) every card is put in place and turned
at once, and the events keep their pace: each still holds the queue as long.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Iterable, Mapping

from ...cards import Card
from ...rules.base import ALL, Event
from .layout import Slot, TableLayout
from .sprites import CardSprite
from .tween import ease_in_out_quad

# (flight seconds, gate seconds) of a card moving into a zone, by the kind of move
MOVE_TIMES = {
    "deal": (0.32, 0.045), "stock": (0.25, 0.004), "play": (0.34, 0.36), "gather": (0.45, 0.05),
    "draw": (0.36, 0.13), "aside": (0.36, 0.03), "other": (0.35, 0.1),
    "pass": (0.55, 0.018), "restock": (0.4, 0.012),
}
#: Zone kinds (the name before ``:``) whose cards lie face up when they arrive by a settle.
FACE_UP_KINDS = frozenset({"trick", "discard", "front", "field", "strength", "chariot", "justice",
                           "soldiers", "limbo"})
PEEK = 1.5                  # a revealed card stays lifted out of its pile this long
#: A card shown to some players only (another's hand seen with the High Priestess, the top of
#: the draw pile) stays up this long: a look at a whole hand is read card by card.
PRIVATE_PEEK = 4.0
REVEAL_GATE = 0.3
TRICK_PAUSE = 1.5           # a complete trick stays in view this long before it is gathered
                            # (unless the animator is given the player's setting)
SHUFFLE_TIME = 0.9          # gathering the cards and shuffling them for a new deal
RELAYOUT = 0.22             # a hand closing or opening a gap
FLIP = 0.24                 # a card turning over


def zone_seat(zone: str) -> int | None:
    """The seat in a zone name (``"hand:2"`` → 2), or ``None``."""
    _, _, seat = zone.partition(":")
    return int(seat) if seat.isdigit() else None


class Board:
    """Sprites by zone, laid out by ``layout`` (which knows the viewer's seat)."""

    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout
        self.zones: dict[str, list[CardSprite]] = {}
        self.flying: list[CardSprite] = []      # sprites between zones, drawn above the rest

    @property
    def viewer(self) -> int:
        return self.layout.viewer

    def sprites(self) -> Iterable[CardSprite]:
        for sprites in self.zones.values():
            yield from sprites

    def find(self, zone: str, card: Card) -> CardSprite | None:
        return next((s for s in self.zones.get(zone, ()) if s.card == card), None)

    # -- geometry ---------------------------------------------------------------------------
    def slot(self, zone: str, k: int, n: int, sprite: CardSprite | None = None) -> Slot:
        """Where card ``k`` of ``n`` in ``zone`` rests."""
        layout = self.layout
        placed = layout.zone_slot(zone, k, n)
        if placed is not None:
            return placed
        seat = zone_seat(zone)
        if zone.startswith("hand:"):
            return layout.hand_slot(seat, k, n)
        if zone.startswith("won:"):
            return layout.won_slot(seat, k, n)
        if zone.startswith("front:"):
            return layout.front_slot(seat, k, n)
        if zone in layout.discard_piles:
            return layout.discard_slot(zone, k, n)
        if zone == "trick":
            owner = sprite.owner if sprite is not None and sprite.owner is not None else 0
            return layout.trick_slot(owner)
        if zone == "aside":
            return layout.pile_slot(layout.aside_pile, k, n)
        return layout.pile_slot(layout.draw_pile, k, n)

    def face_for(self, zone: str, card: Card | None, face_up: bool) -> bool:
        """How a card lies in ``zone`` for the viewer: its own hand face up, other hands face
        down except the cards shown to everyone there (Tarocchi's bought cards: ``face_up``),
        elsewhere as the event says (``face_up``)."""
        if card is None:
            return False
        if zone.startswith("hand:"):
            return zone == f"hand:{self.viewer}" or face_up
        return face_up

    def rest_face(self, zone: str, card: Card | None) -> bool:
        """How a card known to lie in ``zone`` rests there for the viewer: a known card in
        another hand is one shown to the viewer (it lies face up), other zones as their kind
        says (:data:`FACE_UP_KINDS`)."""
        kind = zone.partition(":")[0]
        return self.face_for(zone, card, kind == "hand" or kind in FACE_UP_KINDS)

    def relayout(self, zone: str, duration: float, skip: CardSprite | None = None) -> None:
        """Tween every sprite of ``zone`` (but ``skip``) to its slot in ``duration`` seconds; a
        card still flying in keeps its time of arrival."""
        sprites = self.zones.get(zone, [])
        for k, sprite in enumerate(sprites):
            if sprite is skip:
                continue
            slot = self.slot(zone, k, len(sprites), sprite)
            if sprite in self.flying and sprite.moving:
                sprite.retarget(slot)
            elif slot != sprite.target or sprite.pos != slot.pos:
                sprite.move_to(slot, duration, ease_in_out_quad)

    def snap_all(self) -> None:
        """Every sprite at its slot now (after a resize)."""
        self.flying = []
        for zone, sprites in self.zones.items():
            for k, sprite in enumerate(sprites):
                sprite.finish()
                sprite.snap(self.slot(zone, k, len(sprites), sprite))

    # -- moving cards -----------------------------------------------------------------------
    def take(self, zone: str, card: Card | None) -> CardSprite:
        """Remove from ``zone`` the sprite of ``card`` (or a hidden one: picked from inside a
        hand as a player would, the top one of a pile) and return it; a fresh sprite when the
        zone is empty."""
        sprites = self.zones.setdefault(zone, [])
        found = self.find(zone, card) if card is not None else None
        if found is None:
            hidden = [s for s in sprites if s.card is None]
            if hidden:
                pick = -1
                if card is not None and zone.startswith("hand:"):
                    pick = (card.rank * 7 + ord(card.suit.value)) % len(hidden)
                found = hidden[pick]
            elif sprites:
                found = sprites[-1]
        if found is None:
            return CardSprite(card, self.slot(zone, 0, 1))
        sprites.remove(found)
        return found

    def put(self, zone: str, sprite: CardSprite, under: bool = False) -> None:
        """Add ``sprite`` to ``zone``: the viewer's hand keeps its cards sorted, other zones
        stack on top (at the bottom when ``under``)."""
        sprites = self.zones.setdefault(zone, [])
        if under:
            sprites.insert(0, sprite)
        elif zone == f"hand:{self.viewer}" and sprite.card is not None:
            index = sum(1 for s in sprites if s.card is not None and s.card < sprite.card)
            sprites.insert(index, sprite)
        else:
            sprites.append(sprite)

    def gather(self, duration: float) -> None:
        """Every card that is not in a hand goes to the deck, face down (before a new deal)."""
        deck = self.zones.setdefault("deck", [])
        for zone in list(self.zones):
            if zone == "deck" or zone.startswith("hand:"):
                continue
            for sprite in self.zones.pop(zone):
                sprite.set_face(False, FLIP * min(duration, 1.0))
                deck.append(sprite)
        self.flying = []
        for k, sprite in enumerate(deck):
            sprite.move_to(self.slot("deck", k, len(deck)), duration, ease_in_out_quad,
                           delay=duration * 0.3 * (k % 7) / 7)

    # -- settling ---------------------------------------------------------------------------
    def settle(self, zones: Mapping[str, tuple[Card | None, ...]], trick_seats: tuple[int, ...],
               duration: float, face_down: Mapping[str, int] | None = None) -> None:
        """Lay the sprites out as ``zones`` (a view's zones) say, reusing the sprite of each
        known card (one sprite for each copy of a card that lies twice, as a Tarot Combat
        player's own deck may hold it: first the copy's sprite in the zone it lies in), then the
        zone's other sprites, then any spare one, and tween them to their slots. ``trick_seats``
        are the seats that played the trick's cards, in order.

        Cards arriving in a zone lie as its kind says (face up in :data:`FACE_UP_KINDS` and in
        the hands known to the viewer), but for the last ``face_down[zone]`` cards of a zone,
        which lie face down (``TarunoView.face_down()``: the Magician's cards in front of
        their owner, who knows them); a card staying in a zone other than a hand keeps the side
        its event laid it on."""
        old = self.zones
        resting = {id(s): zone for zone, sprites in old.items() for s in sprites}
        everyone = list(self.sprites())
        taken: set[int] = set()
        rows = self._known_sprites(zones, resting, everyone, taken)
        self.zones = {}
        for zone, cards in zones.items():
            row = self._fill(zone, cards, rows[zone], old.get(zone, []) + everyone, taken)
            if zone == "trick":
                for sprite, seat in zip(row, trick_seats):
                    sprite.owner = seat
            self._lay_faces(zone, row, resting, (face_down or {}).get(zone, 0), duration)
            self.zones[zone] = self._in_order(zone, row)
        self.flying = []
        for zone in self.zones:
            self.relayout(zone, duration)

    def _in_order(self, zone: str, row: list[CardSprite]) -> list[CardSprite]:
        """``row`` (the sprites of ``zone``) sorted in display order when it is the viewer's
        hand and every card of it is known."""
        if zone == f"hand:{self.viewer}" and all(s.card is not None for s in row):
            row.sort(key=lambda s: s.card)
        return row

    def _fill(self, zone: str, cards: tuple[Card | None, ...], row: list[CardSprite | None],
              spare: list[CardSprite], taken: set[int]) -> list[CardSprite]:
        """``row`` (the sprites of ``zone``'s known ``cards``) completed with the first of
        ``spare`` not ``taken`` (then added to it), else fresh sprites; each sprite set to its
        card."""
        for k, card in enumerate(cards):
            if row[k] is None:
                row[k] = _claim(spare, taken) or CardSprite(card, self.slot(zone, 0, 1))
                taken.add(id(row[k]))
            row[k].card = card
        return row

    @staticmethod
    def _known_sprites(zones: Mapping[str, tuple[Card | None, ...]], resting: dict[int, str],
                       everyone: list[CardSprite], taken: set[int]
                       ) -> dict[str, list[CardSprite | None]]:
        """Per zone of ``zones``, the sprite showing each known card: the card's sprite where
        it lay (``resting``: zone by sprite id), else one from anywhere; ``None`` for a hidden
        card or a card without a sprite. The sprites picked are added to ``taken`` (ids)."""
        by_card = _by_card(everyone)
        rows: dict[str, list[CardSprite | None]] = {z: [None] * len(c) for z, c in zones.items()}
        for staying in (True, False):   # a card's sprite where it lay, then from anywhere
            for zone, cards in zones.items():
                row = rows[zone]
                for k, card in enumerate(cards):
                    if row[k] is None and card is not None:
                        lying = [s for s in by_card.get(card, ())
                                 if not staying or resting.get(id(s)) == zone]
                        row[k] = _claim(lying, taken)
        return rows

    def _lay_faces(self, zone: str, row: list[CardSprite], resting: dict[int, str],
                   down: int, duration: float) -> None:
        """Turn the sprites of ``row`` arriving in ``zone`` as it rests them (the last ``down``
        face down); a known card staying in a zone other than a hand keeps its side."""
        hand = zone.startswith("hand:")
        up_to = len(row) - down
        for k, sprite in enumerate(row):
            sprite.glow = False
            if not hand and resting.get(id(sprite)) == zone and sprite.card is not None:
                continue
            face = self.rest_face(zone, sprite.card) and k < up_to
            sprite.set_face(face, FLIP if duration > 0 else 0.0)


class Animator:
    """Plays events on a :class:`Board` one after the other. ``speed()`` gives the animation
    speed factor (0: instant); ``notify(event)`` is told of every event as it starts and returns
    extra seconds to wait after it (at speed 1); ``trick_pause()`` the seconds a finished trick
    stays up (at speed 1; the player's setting at the table); ``still()`` whether cards are put
    in place at once rather than moved (reduced motion)."""

    def __init__(self, board: Board, speed: Callable[[], float],
                 notify: Callable[[Event], float],
                 trick_pause: Callable[[], float] = lambda: TRICK_PAUSE,
                 still: Callable[[], bool] = lambda: False) -> None:
        self.board = board
        self.speed = speed
        self.trick_pause = trick_pause
        self.still = still
        self.notify = notify
        self.queue: deque[Event] = deque()
        self.gate = 0.0
        self.paused = False        # the table holds the queue (the score table is up)
        self._peeks: list[tuple[float, str]] = []     # (seconds left, zone to lay out again)

    def push(self, events: Iterable[Event]) -> None:
        self.queue.extend(events)

    def drop(self) -> None:
        """Forget the events still waiting and the cards being shown (the moves they came
        from were taken back, or the replay jumped); the board is then settled on a view."""
        self.queue.clear()
        self.gate = 0.0
        self._peeks = []

    @property
    def busy(self) -> bool:
        """Events waiting, a gate running, a revealed card still shown or a card still flying
        between zones (a hand closing up or a card springing back does not count)."""
        return bool(self.queue) or self.gate > 0 or bool(self._peeks) or \
            any(s.moving for s in self.board.flying)

    @property
    def animating(self) -> bool:
        """Whether the board changes from frame to frame: events to start (unless paused), a
        gate running, a revealed card shown, any card moving, turning or lifting."""
        return (bool(self.queue) and not self.paused) or self.gate > 0 or bool(self._peeks) \
            or any(s.changing for s in self.board.sprites())

    def _time(self, seconds: float) -> float:
        speed = self.speed()
        return seconds / speed if speed > 0 else 0.0

    def _motion(self, seconds: float) -> float:
        """How long a card takes to move or turn for ``seconds`` at speed 1: none with reduced
        motion."""
        return 0.0 if self.still() else self._time(seconds)

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds: start the events whose turn has come, move the sprites."""
        self.gate = max(0.0, self.gate - dt)
        while self.queue and self.gate <= 0 and not self.paused:
            self.gate += self._start(self.queue.popleft())
        self._end_peeks(dt)
        for sprite in self.board.sprites():
            sprite.update(dt)
        self.board.flying = [s for s in self.board.flying if s.moving]

    def skip(self) -> None:
        """Jump to the end: play every waiting event at once (up to a pause) and finish every
        tween."""
        self.gate = 0.0
        while self.queue and not self.paused:
            self._start(self.queue.popleft(), instant=True)
        self._end_peeks(float("inf"))
        for sprite in self.board.sprites():
            sprite.finish()
        self.board.flying = []

    def _end_peeks(self, dt: float) -> None:
        """Lay out again the zones whose revealed cards have been shown long enough."""
        due = [zone for left, zone in self._peeks if left <= dt]
        self._peeks = [(left - dt, zone) for left, zone in self._peeks if left > dt]
        for zone in dict.fromkeys(due):
            if any(z == zone for _, z in self._peeks):
                continue
            for sprite in self.board.zones.get(zone, []):
                sprite.glow = False
                sprite.set_face(self.board.rest_face(zone, sprite.card), self._motion(FLIP))
            self.board.relayout(zone, self._motion(RELAYOUT * 2))

    # -- one event --------------------------------------------------------------------------
    def _start(self, event: Event, instant: bool = False) -> float:
        """Start animating ``event``; return the seconds before the next one may start."""
        time = (lambda s: 0.0) if instant else self._time
        motion = (lambda s: 0.0) if instant else self._motion
        wait = self.notify(event)
        by_kind = {"move": self._start_move, "trick": self._start_trick,
                   "shuffle": self._start_shuffle, "reveal": self._start_reveal}
        if event.kind in by_kind:
            wait += by_kind[event.kind](event, motion, time)
        return time(wait)

    # The starts of each kind of event: ``motion(s)`` and ``time(s)`` turn ``s`` seconds at
    # speed 1 into the seconds a card takes to move and a wait takes now; each returns its
    # gate (seconds at speed 1).
    def _start_move(self, event: Event, motion: Callable[[float], float],
                    time: Callable[[float], float]) -> float:
        """A card flies from zone to zone (a move naming both)."""
        if not (event.src and event.dst):
            return 0.0
        flight, gate = MOVE_TIMES[_move_kind(event)]
        self._move(event, motion(flight))
        return gate

    def _start_trick(self, event: Event, motion: Callable[[float], float],
                     time: Callable[[float], float]) -> float:
        """A complete trick: its winner's card glows while the trick stays up."""
        for sprite in self.board.zones.get("trick", []):
            sprite.glow = sprite.owner == event.player
        return self.trick_pause()

    def _start_shuffle(self, event: Event, motion: Callable[[float], float],
                       time: Callable[[float], float]) -> float:
        """A shuffle: of the pile its data names where it lies, else of every card gathered
        into the deck (a new deal)."""
        if event.data.get("zone"):
            self._riffle(event.data["zone"], motion(SHUFFLE_TIME * 0.5))
            return SHUFFLE_TIME * 0.6
        self.board.gather(motion(SHUFFLE_TIME * 0.6))
        return SHUFFLE_TIME

    def _start_reveal(self, event: Event, motion: Callable[[float], float],
                      time: Callable[[float], float]) -> float:
        """A card shown (to everyone, or to some players only: longer)."""
        if not (event.src and event.card is not None):
            return 0.0
        self._reveal(event, motion(RELAYOUT * 2),
                     time(PEEK if event.visible is ALL else PRIVATE_PEEK))
        return REVEAL_GATE

    def _riffle(self, zone: str, duration: float) -> None:
        """Shuffle the pile ``zone`` where it lies: its cards part to both sides and close up."""
        sprites = self.board.zones.get(zone, [])
        width = self.board.layout.card[0] * 0.3
        for k, sprite in enumerate(sprites):
            slot = self.board.slot(zone, k, len(sprites), sprite)
            side = width * (1 if k % 2 else -1)
            sprite.move_to(Slot((slot.pos[0] + side, slot.pos[1]), slot.angle + side / 8,
                                slot.scale), duration / 2)
        if duration > 0:
            self._peeks.append((duration / 2, zone))
        else:
            self.board.relayout(zone, 0.0)

    def _reveal(self, event: Event, flight: float, peek: float) -> None:
        """Show ``event.card`` where it lies: in a hand turned face up, from a pile lifted out
        beside it face up (one after another in a row) until the peek is over."""
        board, zone = self.board, event.src
        if peek <= 0:               # no time to show it: it stays where it lies
            return
        sprite = board.find(zone, event.card)
        if sprite is None:
            hidden = [s for s in board.zones.get(zone, []) if s.card is None]
            if not hidden:
                return
            sprite = hidden[-1]
            sprite.card = event.card
        sprite.glow = True
        sprite.set_face(True, self._motion(FLIP) if flight > 0 else 0.0)
        if board.layout.lifts_reveal(zone):
            shown = sum(1 for _, z in self._peeks if z == zone)
            slot = board.layout.peek_slot(board.slot(zone, 0, 1),
                                          event.data.get("position", shown))
            sprite.move_to(slot, flight)
        self._peeks.append((peek, zone))

    def _taken(self, event: Event) -> CardSprite:
        """The sprite a move takes from its zone, showing the card it names (hidden going to
        another's hand, unnamed), its player's as played to the trick."""
        sprite = self.board.take(event.src, event.card)
        if event.card is not None:
            sprite.card = event.card
        elif event.dst.startswith("hand:") and event.dst != f"hand:{self.board.viewer}":
            sprite.card = None
        if event.dst == "trick":
            sprite.owner = event.player
        sprite.glow = False
        return sprite

    def _move(self, event: Event, flight: float) -> None:
        board = self.board
        sprite = self._taken(event)
        under = bool(event.data.get("under"))
        board.put(event.dst, sprite, under=under)
        sprite.set_face(board.face_for(event.dst, sprite.card, event.face_up),
                        FLIP * min(1.0, flight * 3) if flight > 0 else 0.0)
        sprites = board.zones[event.dst]
        sprite.move_to(board.slot(event.dst, sprites.index(sprite), len(sprites), sprite), flight)
        if flight > 0:
            board.flying.append(sprite)
        for zone in (event.src, event.dst):
            if board.layout.closes_up(zone) or (under and zone == event.dst):
                board.relayout(zone, min(flight, RELAYOUT), skip=sprite)


def _by_card(sprites: Iterable[CardSprite]) -> dict[Card, list[CardSprite]]:
    """The sprites of each known card, in the order of ``sprites``."""
    by_card: dict[Card, list[CardSprite]] = {}
    for sprite in sprites:
        if sprite.card is not None:
            by_card.setdefault(sprite.card, []).append(sprite)
    return by_card


def _claim(sprites: Iterable[CardSprite], taken: set[int]) -> CardSprite | None:
    """The first of ``sprites`` whose id is not in ``taken``, now added to it; or ``None``."""
    sprite = next((s for s in sprites if id(s) not in taken), None)
    if sprite is not None:
        taken.add(id(sprite))
    return sprite


def _move_kind(event: Event) -> str:
    """The kind of a move, which :data:`MOVE_TIMES` times."""
    src, dst = event.src, event.dst
    to_hand = dst.startswith("hand:")
    if src == "deck":
        return "deal" if to_hand else "stock"
    if "trick" in (src, dst):
        return "play" if dst == "trick" else "gather"
    if to_hand and (src == "draw" or src.startswith("hand:")):
        return "draw" if src == "draw" else "pass"
    return _KIND_BY_DESTINATION.get(dst, "other")


#: The kind of the other moves into these zones.
_KIND_BY_DESTINATION = {"draw": "restock", "deck": "restock", "aside": "aside"}
