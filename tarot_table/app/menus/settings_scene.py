"""The settings dialog, over the main menu or over the table; a second page sets the looks
(table colour, card back, suit colours, the UI's scale, fullscreen), shown at once behind it and
in a row of cards, a third Tarot Combat's priority stops."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider

from ...cards import TRADITIONS, Card, Suit
from ..draw.card_images import BACKS, card_size_for
from ..draw.felt import FELTS
from ..settings import (ANIMATION_SPEEDS, COMBAT_ANSWERS, COMBAT_MOMENTS, OWN_WORDS, SUIT_NAMES,
                        TRICK_PAUSES, UI_SCALES, Settings, clean_volume)
from ..theme import table_scale
from .base import OverlayScene
from .tick_box import TickBox

if TYPE_CHECKING:
    from ..shell import App

AI_PAUSES = (0.3, 0.7, 1.2)
ON_OFF = {"Off": False, "On": True}
#: The "Suit colours" setting's words: the classic colours, or those a colour-blind player
#: tells apart.
SUIT_COLOURS = {"Classic": False, "Colour-blind safe": True}
PREVIEW_AFTER = 0.15    # seconds the volume slider rests before a sound plays at its level
#: The cards the looks page shows in the colours chosen: a seven of each suit, and the back.
PREVIEW_CARDS = tuple(Card(suit, 7) for suit in (Suit.SWORDS, Suit.STAVES, Suit.CUPS, Suit.COINS))


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
    """Animation speed and reduced motion, how long a trick stays up, suit names, the AI's
    pause, whether the table pauses on the opponents' cards (a check box) and the sounds'
    volume (a slider, 0–100%) and mute (a check box); on a second page
    (the "Table and cards…" button, ``page == "looks"``) the table colour, the card back, the
    suit colours, the UI's scale and fullscreen, with a row of cards in the colours chosen; on
    a third (the "Tarot Combat stops…" button, ``page == "stops"``) where Tarot Combat's table
    stops for you with priority, in your turn and in the others', and when an opponent plays a
    card you could answer (``checks``: the check boxes by stop key). Changes are kept in a
    draft; Save & back applies and persists them (``app.settings.save()``), Cancel or Esc
    drops them (Esc on another page goes back to the first). The draft starts from the
    settings as they are, unknown values replaced by the defaults and fullscreen as the window
    is now (F11 may have changed it). The draft's looks show at once on every scene
    (``app.preview``) until the dialog is left. While it is open the sounds play at the
    draft's level, and a sound plays when the slider has rested :data:`PREVIEW_AFTER` seconds
    or sound is switched back on; leaving restores the settings' level."""

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
        self.checks: dict[TickBox, str] = {}
        self.pause_box: TickBox | None = None
        self.cards_row: pygame.Rect | None = None

    def build(self) -> None:
        self.checks = {}
        self.cards_row = None
        if self.page == "stops":
            self._build_stops()
            return
        if self.page == "looks":
            self._build_looks()
            return
        px = self.px
        pauses = sorted({*AI_PAUSES, self.draft.ai_pause})
        fields = (
            ("Animation speed", [k.capitalize() for k in ANIMATION_SPEEDS],
             self.draft.animation.capitalize(), self._set_animation),
            ("Reduce motion", list(ON_OFF), "On" if self.draft.reduce_motion else "Off",
             self._set_reduce_motion),
            ("A trick stays up", [trick_text(k) for k in TRICK_PAUSES],
             trick_text(self.draft.trick_pause), self._set_trick_pause),
            ("Suit names", [tradition_text(k) for k in SUIT_NAMES],
             tradition_text(self.draft.tradition), self._set_tradition),
            ("AI pause", [pause_text(p) for p in pauses], pause_text(self.draft.ai_pause),
             self._set_pause),
        )
        # the fields, the pause on opponents' cards, the volume and the buttons to the other
        # pages
        inner, y, step = self._frame("Settings", len(fields) + 4, px(660), px(96))
        label_w = px(190)
        for text, options, current, on_change in fields:
            self._field(text, options, current, on_change, inner, y, step)
            y += step
        box = px(20)
        self.pause_box = self.add(TickBox(
            pygame.Rect(inner.left + label_w, y + (px(40) - box) // 2, box, box),
            "Pause on opponents' cards", self.app.manager,
            initial_state=self.draft.pause_on_opponents))
        self.label("Opponents", pygame.Rect(inner.left, y, label_w, px(40)))
        y += step
        self.volume_label = self.label(volume_text(self.draft.volume),
                                       pygame.Rect(inner.left, y, label_w, px(40)))
        mute_w = px(96)
        box = px(20)
        self.volume = self.add(UIHorizontalSlider(
            pygame.Rect(inner.left + label_w, y + px(6), inner.width - label_w - mute_w - px(12),
                        px(28)),
            round(self.draft.volume * 100), (0, 100), self.app.manager, click_increment=5))
        self.mute = self.add(TickBox(
            pygame.Rect(inner.right - mute_w, y + (px(40) - box) // 2, box, box), "Mute",
            self.app.manager, initial_state=self.draft.muted))
        y += step
        for text, words, action in (("Looks", "Table and cards…", self._show_looks),
                                    ("Priority", "Tarot Combat stops…", self._show_stops)):
            self.label(text, pygame.Rect(inner.left, y, label_w, px(40)))
            self.button(words, pygame.Rect(inner.left + label_w, y, inner.width - label_w,
                                           min(px(40), step - px(6))),
                        action, object_id="#secondary_button")
            y += step
        buttons_y = self.panel.bottom - px(78)
        self.button("Cancel", pygame.Rect(inner.left, buttons_y, px(170), px(50)), self.back,
                    object_id="#secondary_button")
        self.button("Save & back", pygame.Rect(inner.right - px(220), buttons_y, px(220),
                                               px(50)), self.save)

    def _frame(self, title: str, rows: int, tallest: int, foot: int
               ) -> tuple[pygame.Rect, int, int]:
        """The page's panel (at most ``tallest`` pixels high, ``foot`` of them under the rows
        for its buttons) and heading; its inner rect, the first row's top and the rows' step
        (short windows: closer together)."""
        px = self.px
        width, height = self.app.size
        self.panel = pygame.Rect(0, 0, min(px(600), width - px(48)),
                                 min(tallest, height - px(24)))
        self.panel.center = (width // 2, height // 2)
        inner = self.panel.inflate(-px(64), 0)
        self.label(title, pygame.Rect(inner.left, self.panel.top + px(22), inner.width, px(50)),
                   "#heading")
        top = self.panel.top + px(96)
        return inner, top, min(px(54), (self.panel.bottom - foot - top) // rows)

    def _field(self, text: str, options: list[str], current: str, on_change, inner: pygame.Rect,
               y: int, step: int) -> None:
        """A label and its drop-down in the row at ``y``."""
        label_w = self.px(190)
        self.label(text, pygame.Rect(inner.left, y, label_w, self.px(40)))
        self.dropdown(options, current, pygame.Rect(inner.left + label_w, y,
                                                    inner.width - label_w,
                                                    min(self.px(40), step - self.px(6))),
                      on_change)

    def _build_looks(self) -> None:
        """The looks page: the table colour, the card back, the suit colours, the UI's scale
        (and, when the window has not the room for it, the scale it shows), fullscreen; a row
        of cards in the colours chosen; a button back to the first page."""
        px = self.px
        fields = (
            ("Table colour", [k.capitalize() for k in FELTS], self.draft.felt.capitalize(),
             self._set_felt),
            ("Card back", [k.capitalize() for k in BACKS], self.draft.card_back.capitalize(),
             self._set_card_back),
            ("Suit colours", list(SUIT_COLOURS),
             next(t for t, safe in SUIT_COLOURS.items() if safe == self.draft.safe_suits),
             self._set_safe_suits),
            ("UI scale", [f"{p}%" for p in UI_SCALES], f"{self.draft.ui_scale}%",
             self._set_ui_scale),
            ("Fullscreen", list(ON_OFF), "On" if self.draft.fullscreen else "Off",
             self._set_fullscreen),
        )
        inner, y, step = self._frame("Table and cards", len(fields) + 3, px(640), px(96))
        for text, options, current, on_change in fields:
            self._field(text, options, current, on_change, inner, y, step)
            y += step
        shown = round(table_scale(self.app.size, self.app.ui_scale) * 100)
        if shown < self.draft.ui_scale:
            self.label(f"This window has room for {shown}% of the UI scale.",
                       pygame.Rect(inner.left, y - px(8), inner.width, px(30)), "#subtitle")
            y += px(22)
        self.cards_row = pygame.Rect(inner.left, y, inner.width,
                                     self.panel.bottom - px(86) - y)
        back = pygame.Rect(0, self.panel.bottom - px(78), px(220), px(50))
        back.centerx = self.panel.centerx
        self.button("Back to settings", back, self._show_main, object_id="#secondary_button")

    def _build_stops(self) -> None:
        """The stops page: a check box per moment for your turn and for the others', one per
        card to answer, and a button back to the first page."""
        px = self.px
        width, height = self.app.size
        rows = len(COMBAT_MOMENTS) + len(COMBAT_ANSWERS)
        row_h = max(px(26), min(px(34), (height - px(260)) // (rows + 2)))
        self.panel = pygame.Rect(0, 0, min(px(640), width - px(48)),
                                 px(190) + row_h * (rows + 2))
        self.panel.center = (width // 2, height // 2)
        inner = self.panel.inflate(-px(64), 0)
        self.label("Tarot Combat stops", pygame.Rect(inner.left, self.panel.top + px(16),
                                                     inner.width, px(50)), "#heading")
        y = self.panel.top + px(72)
        first, second = inner.right - px(250), inner.right - px(120)
        self.label("in my turn", pygame.Rect(first - px(40), y, px(120), row_h), "#column_label")
        self.label("in others'", pygame.Rect(second - px(40), y, px(120), row_h),
                   "#column_label")
        y += row_h
        stops = set(self.draft.combat_stops)
        box = px(22)
        for key, words in COMBAT_MOMENTS:
            self.label(words, pygame.Rect(inner.left, y, first - inner.left - px(50), row_h))
            for who, x in (("mine", first), ("theirs", second)):
                self._check(f"{who}:{key}", pygame.Rect(x, y + (row_h - box) // 2, box, box),
                            "", stops)
            y += row_h
        for key, words in COMBAT_ANSWERS:
            self._check(key, pygame.Rect(inner.left + px(4), y + (row_h - box) // 2, box, box),
                        words, stops)
            y += row_h
        self.label("With nothing to play, you pass anyway (said in the log).",
                   pygame.Rect(inner.left, y + px(4), inner.width, row_h), "#subtitle")
        back = pygame.Rect(0, self.panel.bottom - px(78), px(220), px(50))
        back.centerx = self.panel.centerx
        self.button("Back to settings", back, self._show_main, object_id="#secondary_button")

    def _check(self, key: str, rect: pygame.Rect, words: str, stops: set[str]) -> None:
        box = self.add(TickBox(rect, words, self.app.manager, initial_state=key in stops))
        self.checks[box] = key

    def _show_stops(self) -> None:
        self._page("stops")

    def _show_looks(self) -> None:
        self._page("looks")

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

    def _set_reduce_motion(self, text: str) -> None:
        self.draft.reduce_motion = ON_OFF[text]


    def _set_felt(self, text: str) -> None:
        self.draft.felt = text.lower()
        self.app.preview(self.draft)

    def _set_card_back(self, text: str) -> None:
        self.draft.card_back = text.lower()
        self.app.preview(self.draft)

    def _set_safe_suits(self, text: str) -> None:
        self.draft.safe_suits = SUIT_COLOURS[text]
        self.app.preview(self.draft)

    def _set_ui_scale(self, text: str) -> None:
        self.draft.ui_scale = int(text.removesuffix("%"))
        self.app.preview(self.draft)

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
                self.page != "main":
            self._show_main()
            return None
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume:
            self._set_volume(event.value)
            return None
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED) \
                and event.ui_element is self.mute:
            self._set_muted(event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
            return None
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED) \
                and event.ui_element is self.pause_box:
            self.draft.pause_on_opponents = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
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
        self.app.preview(None)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.cards_row is not None:
            self._draw_cards(surface, self.cards_row)

    def _draw_cards(self, surface: pygame.Surface, row: pygame.Rect) -> None:
        """The back and :data:`PREVIEW_CARDS` side by side, centred in ``row``, in the card
        back and suit colours chosen (nothing where the row has no room for a card)."""
        count = len(PREVIEW_CARDS) + 1
        gap = self.px(12)
        height = min(row.height - gap, (row.width - (count - 1) * gap) / count / 5 * 7)
        if height < self.px(40):
            return
        size = card_size_for(height)
        images = self.app.images
        left = row.centerx - (count * size[0] + (count - 1) * gap) // 2
        top = row.centery - size[1] // 2
        for k, card in enumerate((None, *PREVIEW_CARDS)):
            image = images.back(size) if card is None else images.face(card, size)
            surface.blit(image, (left + k * (size[0] + gap), top))

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
        self.back()
        if self.app.fullscreen != settings.fullscreen:
            self.app.toggle_fullscreen()
