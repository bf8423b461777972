"""Player settings (animation speed and reduced motion, suit names and suit colours, AI pause,
the table's looks and the UI's scale, fullscreen, sound, Tarot Combat's priority stops), kept
as JSON in the user config dir.

A settings file that cannot be read as settings (not JSON, not an object, too large) is set
aside byte for byte (``storage.quarantine``) and the defaults used, and one that is not a
regular file (a FIFO, a link to a device) is left where it is and never written over
(:meth:`Settings.read` says which, :meth:`Settings.save` refuses); a value of the wrong type or
unknown reads as its default."""

from __future__ import annotations

import json
import math
import os
from dataclasses import MISSING, asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from .. import storage
from ..cards import TRADITIONS

#: The "Suit names" setting that keeps each game's own words (its text's suit names).
OWN_WORDS = "game"
#: Every value of the "Suit names" setting: each game's own words, or one tradition everywhere.
SUIT_NAMES = (OWN_WORDS, *TRADITIONS)
ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}
#: How long a finished trick stays up before it is gathered, in seconds at normal speed.
TRICK_PAUSES = {"short": 0.75, "normal": 1.5, "long": 3.0}
DEFAULT_VOLUME = 0.7
#: The seconds an AI seat waits before acting: the default and the most a file may set.
AI_PAUSE, MAX_AI_PAUSE = 0.7, 10.0
#: The "UI scale" setting's steps, in percent of the widgets' and text's size for the window.
UI_SCALES = (100, 125, 150, 175, 200)
#: The largest file read as the settings (bytes): they take well under 1 KB.
MAX_SETTINGS_BYTES = 64 * 1024


def clean_volume(value: object) -> float:
    """``value`` as a sound volume from 0 to 1: a number outside is clamped to the nearest
    bound, anything else (text, a bool, NaN: a hand-edited file) is :data:`DEFAULT_VOLUME`."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
        return DEFAULT_VOLUME
    return min(1.0, max(0.0, float(value)))

#: Tarot Combat's moments with priority where the table may stop for a human who could play
#: (the stops of Forge and MTGO), as (key, words): a stop is ``"mine:<key>"`` in one's own turn,
#: ``"theirs:<key>"`` in the others' turns.
COMBAT_MOMENTS = (("beginning", "Beginning step"), ("draw", "Draw step"),
                  ("attackers", "Attackers chosen"), ("blockers", "Blockers chosen"),
                  ("damage", "Damage dealt"), ("end of combat", "End of combat"),
                  ("main", "Main step"))
#: The stops for answering a card an opponent plays, as (key, words).
COMBAT_ANSWERS = (("answer:soldier", "An opponent plays a soldier you can counter (the Fool)"),
                  ("answer:trump", "An opponent plays a trump or an ability you can answer"))
#: Every stop key.
COMBAT_STOP_KEYS = frozenset([f"{who}:{key}" for who in ("mine", "theirs")
                              for key, _ in COMBAT_MOMENTS] + [k for k, _ in COMBAT_ANSWERS])
#: The stops of a new player: one's own main step, after blockers are chosen (the combat
#: tricks), and answering an opponent's card.
DEFAULT_COMBAT_STOPS = ("mine:main", "mine:blockers", "theirs:blockers", "answer:soldier",
                        "answer:trump")


def config_path() -> Path:
    """``settings.json`` in the user config dir (``TAROT_TABLE_CONFIG_DIR`` overrides it)."""
    base = os.environ.get("TAROT_TABLE_CONFIG_DIR") or platformdirs.user_config_dir("tarot-table")
    return Path(base) / "settings.json"


@dataclass
class Settings:
    """``animation`` is a key of :data:`ANIMATION_SPEEDS`; ``trick_pause`` of
    :data:`TRICK_PAUSES`; ``tradition`` one of
    :data:`SUIT_NAMES` (:data:`OWN_WORDS`: each game says its text's suit names; a key of
    ``cards.TRADITIONS``: those names in every game, log and prompt); ``ai_pause`` the seconds an AI seat waits before acting;
    ``volume`` the sounds' volume from 0 to 1 (:func:`clean_volume`), silent while ``muted``;
    ``felt`` the table colour (a key of ``draw.felt.FELTS``), ``card_back`` the backs' colour
    (one of ``draw.card_images.BACKS``); ``safe_suits`` the card faces whose suits differ in
    colours a colour-blind player tells apart (``draw.card_images``); ``ui_scale`` the
    widgets' and text's size in percent of their size for the window (one of
    :data:`UI_SCALES`; anything else read from the file is 100); ``reduce_motion`` cards put
    in place at once instead of gliding or turning, and nothing that pulses or rises;
    ``pause_on_opponents`` the table stops after each card another seat plays (Tarot Combat:
    a card cast to limbo, an attack, a block) until the player goes on;
    ``last_setup`` the new-game screen's last choices (game, players, options, seats), which
    it checks before it uses any (a hand-edited file); ``combat_stops`` the keys of
    :data:`COMBAT_STOP_KEYS` where Tarot Combat's table stops for a human with priority
    (anything else read from the file gives the defaults)."""

    animation: str = "normal"
    trick_pause: str = "normal"
    tradition: str = OWN_WORDS
    ai_pause: float = AI_PAUSE
    fullscreen: bool = False
    volume: float = DEFAULT_VOLUME
    muted: bool = False
    felt: str = "green"
    card_back: str = "indigo"
    safe_suits: bool = False
    ui_scale: int = 100
    reduce_motion: bool = False
    pause_on_opponents: bool = False
    last_setup: dict[str, Any] = field(default_factory=dict)
    combat_stops: list[str] = field(default_factory=lambda: sorted(DEFAULT_COMBAT_STOPS))

    def __post_init__(self) -> None:
        self._typed()
        if not 0.0 <= self.ai_pause <= MAX_AI_PAUSE:
            self.ai_pause = AI_PAUSE
        known = not isinstance(self.ui_scale, bool) and self.ui_scale in UI_SCALES
        self.ui_scale = int(self.ui_scale) if known else 100
        self.safe_suits = self.safe_suits is True
        self.reduce_motion = self.reduce_motion is True
        self.pause_on_opponents = self.pause_on_opponents is True
        stops = self.combat_stops
        if not isinstance(stops, (list, tuple)) or not all(isinstance(k, str) for k in stops):
            self.combat_stops = sorted(DEFAULT_COMBAT_STOPS)
        else:
            self.combat_stops = sorted(set(stops) & COMBAT_STOP_KEYS)

    def _typed(self) -> None:
        """Each field of the type of its default: an int where a float goes as that float,
        any other value of another type replaced by the default."""
        for spec in fields(self):
            default = spec.default if spec.default is not MISSING else spec.default_factory()
            value = getattr(self, spec.name)
            if isinstance(default, float) and type(value) is int:
                setattr(self, spec.name, float(value))
            elif type(value) is not type(default):
                setattr(self, spec.name, default)

    @property
    def speed(self) -> float:
        """Animation speed factor; 0 means no animation."""
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    @property
    def trick_seconds(self) -> float:
        """Seconds a finished trick stays up at normal speed (an unknown value: normal)."""
        return TRICK_PAUSES.get(self.trick_pause, TRICK_PAUSES["normal"])

    @property
    def sound_level(self) -> float:
        """The level the sounds play at, 0 to 1: 0 while muted (only ``True`` mutes), else the
        volume (:func:`clean_volume`)."""
        return 0.0 if self.muted is True else clean_volume(self.volume)

    @classmethod
    def load(cls) -> "Settings":
        """The saved settings, or the defaults (:meth:`read`, what it says left unsaid)."""
        return cls.read()[0]

    @classmethod
    def read(cls) -> tuple["Settings", str | None]:
        """The saved settings and ``None``; the defaults and ``None`` when there is no file
        (or it cannot be opened); the defaults and the words that tell the player what was
        done with a file that is not settings: read by :func:`~tarot_table.storage.read_file`
        (a regular file of at most :data:`MAX_SETTINGS_BYTES`), a damaged one set aside by
        ``storage.quarantine``, one that is not a regular file left where it is."""
        path = config_path()
        try:
            return cls.parse(storage.read_file(path, MAX_SETTINGS_BYTES, "the settings")), None
        except FileNotFoundError:
            return cls(), None
        except storage.RefusedFile as exc:
            if not path.is_file():
                return cls(), (f"{path.name} {exc}: left as it is; the default settings are "
                               "used and cannot be saved there.")
            why = str(exc)
        except ValueError:
            why = "is not settings"
        except OSError:
            return cls(), None
        try:
            aside = storage.quarantine(path)
        except OSError as exc:
            return cls(), (f"{path.name} {why} and could not be set aside "
                           f"({exc.strerror or exc}); the default settings are used.")
        return cls(), (f"{path.name} {why}: set aside as {aside.parent.name}/{aside.name}; "
                       "the default settings are used.")

    @classmethod
    def parse(cls, data: bytes) -> "Settings":
        """The settings a file's ``data`` holds, keys unknown to :class:`Settings` ignored.
        Raises ``ValueError`` when ``data`` is not a JSON object in UTF-8."""
        try:
            raw = json.loads(data.decode("utf-8"))
        except RecursionError:
            raise ValueError("nested too deeply") from None
        if not isinstance(raw, dict):
            raise ValueError("not a JSON object")
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in raw.items() if k in known})

    def save(self) -> None:
        """Write the settings to :func:`config_path` (``storage.write_file``: atomically).
        Raises ``OSError`` when they cannot be written, or when the file there is not a
        regular file or is not settings (:meth:`read` said so): it is never written over."""
        path = config_path()
        if os.path.lexists(path):
            if not path.is_file():
                raise OSError(f"{path} is not a regular file")
            try:
                self.parse(storage.read_file(path, MAX_SETTINGS_BYTES, "the settings"))
            except (storage.RefusedFile, ValueError) as exc:
                raise OSError(f"{path} is not settings ({exc}); it is kept") from None
        storage.write_file(path, json.dumps(asdict(self), indent=2).encode("utf-8"))
