"""The table's sounds: which one an event of the rules makes (:func:`event_sound`), and the
:class:`SoundBoard` that plays them at the player's volume.

The sounds are the project's own: ``assets/sounds/<name>.wav`` for each name of
:data:`SOUNDS`, synthesised by ``packaging/make_sounds.py``. A card dealt or drawn into a hand
slides (``deal``), a card laid on the table snaps (``play``), a card turned up flips
(``flip``), a deal or a pile is shuffled (``shuffle``), a trick or a battle is won (``trick``);
the table adds a refused move (``refused``), a human's turn (``turn``) and, at the end, a game
a human won (``won``).

Where there is nothing to hear, the board stays silent and never fails: when the mixer could
not open (a machine without audio: ``pygame.init`` leaves it closed), under SDL's ``dummy``
audio driver (the tests, ``SDL_AUDIODRIVER=dummy``), when a sound's file is missing or
unreadable, and at level 0 (muted).
"""

from __future__ import annotations

import time
from typing import Callable, Collection, Mapping, Protocol

import pygame

from ..resources import asset_path
from ..rules.base import Event

SOUNDS = ("deal", "play", "flip", "shuffle", "trick", "refused", "turn", "won")
#: Face-down piles: a card leaving one face up was turned over.
FACE_DOWN_PILES = frozenset({"deck", "draw"})
#: Piles whose arrivals make no sound of their own: a deck or draw pile being made up (the
#: shuffle is heard) and a trick gathered into a won pile (the trick is heard).
QUIET_DESTINATIONS = frozenset({"deck", "draw", "won"})
#: Seconds within which the same sound does not start again: a deal streams a card every
#: 45 ms at normal speed and everything at once when animations are off.
MIN_GAP = 0.04


def zone_kind(zone: str | None) -> str:
    """The kind of a zone name: ``"hand:2"`` → ``"hand"``, ``"trick"`` → ``"trick"``."""
    return (zone or "").partition(":")[0]


def event_sound(event: Event, humans: Collection[int]) -> str | None:
    """The name of the sound ``event`` makes at a table where the seats ``humans`` are played
    by people, or ``None`` for a silent one.

    * ``move``: into a hand ``deal`` (dealt, drawn, passed, taken back); into a deck, a draw
      pile or a won pile nothing; from a face-down pile (deck, draw pile) arriving face up
      ``flip``; any other card laid on the table ``play`` (a trick, a discard pile, a
      battlefield, the scart, Tarot Combat's limbo and soldiers);
    * ``reveal`` ``flip`` when the card is shown to the viewer (``event.card`` is not
      ``None``); ``shuffle`` ``shuffle``; ``trick`` ``trick``;
    * ``score`` naming a ``winner`` (an Arcanoid battle) ``trick``;
    * ``game_end`` whose ``winners`` include one of ``humans``: ``won``;
    * anything else (``bid``, ``message``, ``hand_end``, a game no human won) nothing.
    """
    kind = event.kind
    if kind == "move":
        return _move_sound(event)
    if kind == "reveal":
        return "flip" if event.card is not None else None
    if kind in ("shuffle", "trick"):
        return kind
    if kind == "score" and event.data.get("winner") is not None:
        return "trick"
    if kind == "game_end" and set(event.data.get("winners", ())) & set(humans):
        return "won"
    return None


def _move_sound(event: Event) -> str | None:
    """The sound of a move (see :func:`event_sound`)."""
    src, dst = zone_kind(event.src), zone_kind(event.dst)
    if dst == "hand":
        return "deal"
    if dst in QUIET_DESTINATIONS:
        return None
    if src in FACE_DOWN_PILES and event.face_up:
        return "flip"
    return "play"


class Playable(Protocol):
    """What the board needs of a sound (``pygame.mixer.Sound`` is one)."""

    def play(self) -> object: ...

    def set_volume(self, value: float) -> None: ...


def load_sounds() -> dict[str, pygame.mixer.Sound]:
    """Every sound of :data:`SOUNDS` that loads, by name: none when the mixer is closed or runs
    on SDL's ``dummy`` driver; a missing or unreadable file is left out."""
    if not pygame.mixer.get_init() or pygame.mixer.get_driver() == "dummy":
        return {}
    sounds = {}
    for name in SOUNDS:
        try:
            sounds[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
        except (pygame.error, OSError):
            continue
    return sounds


class SoundBoard:
    """Plays ``sounds`` (name → sound) at ``level`` (0 silent to 1 full, linear amplitude), the
    same sound never twice within :data:`MIN_GAP` seconds of ``clock()``. :meth:`open` loads
    the project's sounds."""

    def __init__(self, sounds: Mapping[str, Playable], level: float,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.sounds = dict(sounds)
        self.clock = clock
        self.level = 0.0
        self._started: dict[str, float] = {}
        self.set_level(level)

    @classmethod
    def open(cls, level: float) -> "SoundBoard":
        """A board of the project's sounds (:func:`load_sounds`; none where there is no audio)."""
        return cls(load_sounds(), level)

    @property
    def audible(self) -> bool:
        """Whether anything can be heard: sounds loaded and a level above 0."""
        return bool(self.sounds) and self.level > 0

    def set_level(self, level: float) -> None:
        """Play at ``level`` from now on (clamped into [0, 1])."""
        self.level = min(1.0, max(0.0, level))
        for sound in self.sounds.values():
            sound.set_volume(self.level)

    def play(self, name: str | None) -> bool:
        """Start the sound ``name`` (``None``: nothing); True when it started. Nothing starts
        when nothing can be heard, for a name with no sound, or within :data:`MIN_GAP` of the
        same sound's last start."""
        sound = self.sounds.get(name) if name is not None and self.level > 0 else None
        if sound is None:
            return False
        now = self.clock()
        if now - self._started.get(name, float("-inf")) < MIN_GAP:
            return False
        self._started[name] = now
        sound.play()
        return True

    def play_event(self, event: Event, humans: Collection[int]) -> bool:
        """Play the sound of ``event`` (:func:`event_sound`); True when one started."""
        return self.play(event_sound(event, humans))
