"""The settings dialog, over the main menu or over the table; its second page sets Tarot
Combat's priority stops."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UICheckBox, UIHorizontalSlider

from ...cards import TRADITIONS, Suit
from ..draw.card_images import BACKS
from ..draw.felt import FELTS
from ..settings import (ANIMATION_SPEEDS, COMBAT_ANSWERS, COMBAT_MOMENTS, OWN_WORDS, SUIT_NAMES,
                        TRICK_PAUSES, Settings, clean_volume)
from .base import OverlayScene

if TYPE_CHECKING:
    from ..shell import App

AI_PAUSES = (0.3, 0.7, 1.2)
ON_OFF = {"Off": False, "On": True}
PREVIEW_AFTER = 0.15    # seconds the volume slider rests before a sound plays at its level


def tradition_text(key: str) -> str:
    """A value of the "Suit names" setting: a tradition with its two distinctive suit names,
    e.g. ``"English (Wands, Pentacles)"``, or ``"Each game's own"``."""
    if key == OWN_WORDS:
        return "Each game's own"
    names = TRADITIONS[key]
    return f"{key.capitalize()} ({names[Suit.STAVES]}, {names[Suit.COINS]})"


def trick_text(key: str) -> str:
    """A value of "A trick stays up": ``"Normal (1.5 s)"``."""
    return f"{key.capitalize()} ({TRICK_PAUSES[key]:g} s)"


def pause_text(seconds: float) -> str:
    return f"{seconds:g} s"


def volume_text(volume: float) -> str:
    """The volume row's label: ``"Volume 70%"``."""
    return f"Volume {round(volume * 100)}%"


class SettingsScene(OverlayScene):
    """Animation speed, how long a trick stays up, suit names, the table colour, the card back,
    the AI's pause, fullscreen, and the sounds' volume (a
    slider, 0–100%) and mute (a check box); on a second page (the "Tarot Combat stops…"
    button, ``page == "stops"``) where Tarot Combat's table stops for you with priority, in your
    turn and in the others', and when an opponent plays a card you could answer (``checks``:
    the check boxes by stop key). Changes are kept in a draft; Save & back applies
    and persists them (``app.settings.save()``), Cancel or Esc drops them. The draft starts
    from the settings as they are, unknown values replaced by the defaults and fullscreen as
    the window is now (F11 may have changed it). While the dialog is open the sounds play at
    the draft's level, and a sound plays when the slider has rested :data:`PREVIEW_AFTER`
    seconds or sound is switched back on; leaving restores the settings' level."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        defaults = Settings()
        current = app.settings
        self.draft = replace(
            current, fullscreen=app.fullscreen,
            animation=current.animation if current.animation in ANIMATION_SPEEDS
            else defaults.animation,
            trick_pause=current.trick_pause if current.trick_pause in TRICK_PAUSES
            else defaults.trick_pause,
            felt=current.felt if current.felt in FELTS else defaults.felt,
            card_back=current.card_back if current.card_back in BACKS else defaults.card_back,
            tradition=current.tradition if current.tradition in SUIT_NAMES
            else defaults.tradition,
            volume=clean_volume(current.volume), muted=current.muted is True,
            combat_stops=list(current.combat_stops))
        self.preview_in: float | None = None    # seconds until the volume is heard
        self.page = "main"
        self.checks: dict[UICheckBox, str] = {}

    def build(self) -> None:
        self.checks = {}
        if self.page == "stops":
            self._build_stops()
            return
        width, height = self.app.size
        self.panel = pygame.Rect(0, 0, min(600, width - 48), min(620, height - 24))
        self.panel.center = (width // 2, height // 2)
        inner = self.panel.inflate(-64, 0)
        self.label("Settings", pygame.Rect(inner.left, self.panel.top + 22, inner.width, 50),
                   "#heading")
        pauses = sorted({*AI_PAUSES, self.draft.ai_pause})
        fields = (
            ("Animation speed", [k.capitalize() for k in ANIMATION_SPEEDS],
             self.draft.animation.capitalize(), self._set_animation),
            ("A trick stays up", [trick_text(k) for k in TRICK_PAUSES],
             trick_text(self.draft.trick_pause), self._set_trick_pause),
            ("Suit names", [tradition_text(k) for k in SUIT_NAMES],
             tradition_text(self.draft.tradition), self._set_tradition),
            ("Table colour", [k.capitalize() for k in FELTS], self.draft.felt.capitalize(),
             self._set_felt),
            ("Card back", [k.capitalize() for k in BACKS], self.draft.card_back.capitalize(),
             self._set_card_back),
            ("AI pause", [pause_text(p) for p in pauses], pause_text(self.draft.ai_pause),
             self._set_pause),
            ("Fullscreen", list(ON_OFF), "On" if self.draft.fullscreen else "Off",
             self._set_fullscreen),
        )
        y = self.panel.top + 96
        label_w = 190
        # the fields, the volume and the priority rows (short windows: closer together)
        step = min(54, (self.panel.height - 96 - 96) // (len(fields) + 2))
        for text, options, current, on_change in fields:
            self.label(text, pygame.Rect(inner.left, y, label_w, 40))
            self.dropdown(options, current,
                          pygame.Rect(inner.left + label_w, y, inner.width - label_w,
                                      min(40, step - 6)),
                          on_change)
            y += step
        self.volume_label = self.label(volume_text(self.draft.volume),
                                       pygame.Rect(inner.left, y, label_w, 40))
        mute_w = 96
        self.volume = self.add(UIHorizontalSlider(
            pygame.Rect(inner.left + label_w, y + 6, inner.width - label_w - mute_w - 12, 28),
            round(self.draft.volume * 100), (0, 100), self.app.manager, click_increment=5))
        self.mute = self.add(UICheckBox(
            pygame.Rect(inner.right - mute_w, y + 10, 20, 20), "Mute", self.app.manager,
            initial_state=self.draft.muted))
        y += step
        self.label("Priority", pygame.Rect(inner.left, y, label_w, 40))
        self.button("Tarot Combat stops…", pygame.Rect(inner.left + label_w, y,
                                                       inner.width - label_w, min(40, step - 6)),
                    self._show_stops, object_id="#secondary_button")
        buttons_y = self.panel.bottom - 78
        self.button("Cancel", pygame.Rect(inner.left, buttons_y, 170, 50), self.back,
                    object_id="#secondary_button")
        self.button("Save & back", pygame.Rect(inner.right - 220, buttons_y, 220, 50),
                    self.save)

    def _build_stops(self) -> None:
        """The stops page: a check box per moment for your turn and for the others', one per
        card to answer, and a button back to the first page."""
        width, height = self.app.size
        rows = len(COMBAT_MOMENTS) + len(COMBAT_ANSWERS)
        row_h = max(26, min(34, (height - 260) // (rows + 2)))
        self.panel = pygame.Rect(0, 0, min(640, width - 48), 190 + row_h * (rows + 2))
        self.panel.center = (width // 2, height // 2)
        inner = self.panel.inflate(-64, 0)
        self.label("Tarot Combat stops", pygame.Rect(inner.left, self.panel.top + 16,
                                                     inner.width, 50), "#heading")
        y = self.panel.top + 72
        first, second = inner.right - 250, inner.right - 120
        self.label("in my turn", pygame.Rect(first - 40, y, 120, row_h), "#column_label")
        self.label("in others'", pygame.Rect(second - 40, y, 120, row_h), "#column_label")
        y += row_h
        stops = set(self.draft.combat_stops)
        for key, words in COMBAT_MOMENTS:
            self.label(words, pygame.Rect(inner.left, y, first - inner.left - 50, row_h))
            for who, x in (("mine", first), ("theirs", second)):
                self._check(f"{who}:{key}", pygame.Rect(x, y + (row_h - 22) // 2, 22, 22),
                            "", stops)
            y += row_h
        for key, words in COMBAT_ANSWERS:
            self._check(key, pygame.Rect(inner.left + 4, y + (row_h - 22) // 2, 22, 22),
                        words, stops)
            y += row_h
        self.label("With nothing to play, you pass anyway (said in the log).",
                   pygame.Rect(inner.left, y + 4, inner.width, row_h), "#subtitle")
        back = pygame.Rect(0, self.panel.bottom - 78, 220, 50)
        back.centerx = self.panel.centerx
        self.button("Back to settings", back, self._show_main, object_id="#secondary_button")

    def _check(self, key: str, rect: pygame.Rect, words: str, stops: set[str]) -> None:
        box = self.add(UICheckBox(rect, words, self.app.manager, initial_state=key in stops))
        self.checks[box] = key

    def _show_stops(self) -> None:
        self._page("stops")

    def _show_main(self) -> None:
        self._page("main")

    def _page(self, page: str) -> None:
        self.page = page
        self.clear()
        self.build()

    def set_stop(self, key: str, on: bool) -> None:
        """Set or clear the stop ``key`` in the draft."""
        stops = set(self.draft.combat_stops) - {key}
        self.draft.combat_stops = sorted(stops | ({key} if on else set()))

    def _set_animation(self, text: str) -> None:
        self.draft.animation = text.lower()

    def _set_felt(self, text: str) -> None:
        self.draft.felt = text.lower()

    def _set_card_back(self, text: str) -> None:
        self.draft.card_back = text.lower()

    def _set_trick_pause(self, text: str) -> None:
        self.draft.trick_pause = next(k for k in TRICK_PAUSES if trick_text(k) == text)

    def _set_tradition(self, text: str) -> None:
        self.draft.tradition = next(k for k in SUIT_NAMES if tradition_text(k) == text)

    def _set_pause(self, text: str) -> None:
        self.draft.ai_pause = float(text.removesuffix(" s"))

    def _set_fullscreen(self, text: str) -> None:
        self.draft.fullscreen = ON_OFF[text]

    def _set_volume(self, percent: float) -> None:
        self.draft.volume = clean_volume(percent / 100)
        self.volume_label.set_text(volume_text(self.draft.volume))
        self.app.sound.set_level(self.draft.sound_level)
        self.preview_in = PREVIEW_AFTER

    def _set_muted(self, muted: bool) -> None:
        self.draft.muted = muted
        self.app.sound.set_level(self.draft.sound_level)
        if not muted:
            self.app.sound.play("play")

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED) \
                and event.ui_element in self.checks:
            self.set_stop(self.checks[event.ui_element],
                          event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and \
                self.page == "stops":
            self._show_main()
            return None
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume:
            self._set_volume(event.value)
            return None
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED) \
                and event.ui_element is self.mute:
            self._set_muted(event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
            return None
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        if self.preview_in is not None:
            self.preview_in -= dt
            if self.preview_in <= 0:
                self.preview_in = None
                self.app.sound.play("play")

    def next_change(self) -> float | None:
        """When the sound of the volume just set is played, while it is to come."""
        return None if self.preview_in is None else max(0.0, self.preview_in)

    def leave(self) -> None:
        self.app.sound.set_level(self.app.settings.sound_level)
        super().leave()

    def save(self) -> None:
        """Apply the draft to ``app.settings``, write it to disk and close the dialog."""
        settings = self.app.settings
        for name, value in vars(self.draft).items():
            setattr(settings, name, value)
        try:
            settings.save()
        except OSError as exc:
            self.message("Settings not saved", f"The settings could not be written: {exc}")
            return
        self.app.images.choose_back(settings.card_back)
        self.back()
        if self.app.fullscreen != settings.fullscreen:
            self.app.toggle_fullscreen()
