"""The table's modes: what holds plain play for a while, each an object with one interface
(:class:`Mode`) instead of flags on the table.

* :class:`Curtain` — hot-seat play: "Pass to <name>" hides the table until that player asks
  to see their hand;
* :class:`HandEnd` — the end-of-hand score sheet, which holds the animation for
  :data:`HAND_END_SECONDS` or until dismissed;
* :class:`~.reactions.ReactionWindow` — hot-seat play: the neutral pause after a move that
  someone may answer with a hidden card;
* :class:`Offer` — the viewer's drop meant several moves: which one?
* :class:`Finished` — the game is over and shown: the results replace the table.
* :class:`~.opponent_pause.OpponentPause` — the player's setting stops the table after an
  opponent's card until they go on.

The table has at most one mode at a time (``table.mode``; ``None``: plain play). It builds the
mode's widgets with its own, gives it the input first, runs it each frame and draws it over the
board; a mode ends itself with ``table.set_mode(None)``.
"""

from __future__ import annotations

import math

from dataclasses import dataclass
from typing import Any, Mapping

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...replay import Replay
from ...rules.base import Action, Event
from ..draw import panels
from ..draw.felt import felt_backdrop
from ..draw.layout import TRICK, card_size
from .choices import grown
from .host import ModeHost


HAND_END_SECONDS = 7.0
SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class Mode:
    """A mode of ``table`` (see the module docstring). The class attributes say how it bears
    on play; the methods are the table's hooks, each doing nothing by default."""

    #: Whether the viewer may act while it is up.
    lets_act = False
    #: Whether play waits while it is up (no AI seat acts, no new mode opens).
    holds_play = True
    #: Whether every hand is shown face down (the hot-seat curtain).
    hides_hands = False
    #: Whether the table's own buttons (Undo, Hint) are hidden while it is up: a sheet that
    #: dims the table, which they would otherwise stand bright above.
    hides_controls = False
    #: The moves the viewer is asked to choose among (an offer), else ``None``.
    offered: list[Action] | None = None

    def __init__(self, table: ModeHost) -> None:
        self.table = table

    def enter(self) -> None:
        """It becomes the table's mode."""

    def leave(self) -> None:
        """It stops being the table's mode."""

    def build(self, manager) -> list:
        """Its widgets, for the current window size."""
        return []

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Its share of the input; ``True`` when ``event`` goes no further."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def next_change(self) -> float | None:
        """When it changes with no event coming (:meth:`.Scene.next_change`): never, by
        default."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Paint it over the board (changes nothing)."""

    def no_hint(self) -> str | None:
        """Why H gives no hint while it is up, where the hint's own word ("it is not your
        move") would not be true; ``None``: H does what it does in plain play."""
        return None


class Curtain(Mode):
    """Hot-seat play: the table is hidden behind "Pass to <name>" (and the plug-in's
    ``curtain_note``: why) until ``seat`` asks to see their hand (the button, or Enter or
    Space); the viewer becomes ``seat`` at once."""

    hides_hands = True

    def __init__(self, table: ModeHost, seat: int) -> None:
        super().__init__(table)
        self.seat = seat
        self.button: UIButton | None = None
        self.note = ""          # the game's line on why the device passes

    def enter(self) -> None:
        table = self.table
        table.viewpoint.revealed = False
        table.set_viewer(self.seat)
        note = table.plugin.curtain_note(table.session.view(self.seat))
        self.note = table.event_text(Event("message", text=note)) if note else ""

    def leave(self) -> None:
        self.table.viewpoint.last_shown = self.seat
        self.table.viewpoint.revealed = True

    def build(self, manager) -> list:
        name = self.table.session.seats[self.seat].name
        rect = panels.curtain_button_rect(self.table.app.size, self.table.layout.line)
        self.button = UIButton(rect, f"I am {name}: show my hand", manager,
                               object_id="#continue_button")
        return [self.button]

    def handle_event(self, event: pygame.event.Event) -> bool:
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED and self.button is not None \
            and event.ui_element is self.button
        if pressed or (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS):
            self.table.set_mode(None)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.table.layout
        back = self.table.app.images.back(card_size(layout.card[1] * TRICK))
        felt = felt_backdrop(surface.get_size(), self.table.app.looks.felt)
        panels.curtain(surface, felt, back, self.table.session.seats[self.seat].name,
                       layout.line, self.note)


def countdown_change(left: float) -> float | None:
    """When a countdown of ``left`` seconds shown in whole seconds next shows another number
    or ends; ``None`` for an endless one.

    >>> countdown_change(2.75), countdown_change(0.25), countdown_change(math.inf)
    (0.25, 0.25, None)
    """
    if math.isinf(left):
        return None
    return max(0.0, min(left, (left - 0.5) % 1.0))


def sheet_footer(word: str, left: float, last: bool) -> str:
    """The end-of-hand sheet's last line: what Continue leads to (the next ``word``, or the
    results after the ``last`` one) and, with no player to wait for, in how many seconds
    (``left``, infinite when it waits).

    >>> sheet_footer("hand", math.inf, False)
    'Continue (Enter) when you are ready for the next hand'
    >>> sheet_footer("round", math.inf, True)
    'Continue (Enter) to see the results'
    >>> sheet_footer("deal", 2.6, True)
    'The results come in 3 s'
    """
    if math.isinf(left):
        return "Continue (Enter) to see the results" if last else \
            f"Continue (Enter) when you are ready for the next {word}"
    seconds = max(1, round(left))
    return f"The results come in {seconds} s" if last else \
        f"The next {word} starts in {seconds} s"


@dataclass
class HandEnd(Mode):
    """The end-of-hand score sheet of ``hand``: its points per seat (``hand_points``), the
    totals (``scores``), each past hand's score changes (``history``, Tarocchi's deals) and a
    ``subtitle``; it holds the animation until Continue, Enter, Space or a click — with a
    player at the table it waits for them (``left`` is infinite) and offers Review (R: their
    decisions of that hand searched again, the Review screen over the table), at a table of AI
    seats only it closes after :data:`HAND_END_SECONDS`."""

    hides_controls = True

    table: ModeHost
    hand: int
    hand_points: tuple[int, ...]
    scores: tuple[int, ...]
    history: tuple[tuple[int, ...], ...] = ()
    subtitle: str = ""
    left: float = HAND_END_SECONDS
    button: UIButton | None = None
    review_button: UIButton | None = None

    @classmethod
    def from_event(cls, table: ModeHost, data: Mapping[str, Any], hand: int,
                   subtitle: str) -> "HandEnd":
        """The sheet of a ``hand_end`` event's ``data`` (``hand`` when it names none)."""
        left = math.inf if table.session.human_seats() else HAND_END_SECONDS
        return cls(table, data.get("hand", hand), tuple(data.get("hand_points", ())),
                   tuple(data.get("scores", ())), tuple(data.get("results", ())), subtitle,
                   left)

    @property
    def subtitle_lines(self) -> int:
        """The lines the subtitle takes (``\n`` parts)."""
        return len(self.subtitle.split("\n")) if self.subtitle else 0

    def enter(self) -> None:
        self.table.animator.paused = True

    def leave(self) -> None:
        self.table.animator.paused = False
        self.table.messages.drop_toast(self.no_hint())

    def no_hint(self) -> str:
        """"No hint now: the round is over." (the game's word), not "it is not your move",
        which would be wrong over the sheet while another seat is to start the next; the
        words go with the sheet."""
        return f"No hint now: the {self.table.plugin.hand_word} is over."

    def build(self, manager) -> list:
        line = self.table.layout.line
        rect = panels.overlay_rect(self.table.app.size, len(self.table.session.seats), line,
                                   self.subtitle_lines)
        button = pygame.Rect(0, 0, grown(200, line), round(line * 2))
        button.midbottom = (rect.centerx, rect.bottom - line)
        if not self.table.session.human_seats():
            self.button = UIButton(button, "Continue", manager, object_id="#continue_button")
            return [self.button]
        button.width = min(200, rect.width // 2 - 30)
        review = button.copy()
        review.bottomright = (rect.centerx - 10, button.bottom)
        button.bottomleft = (rect.centerx + 10, button.bottom)
        self.review_button = UIButton(review, "Review", manager, object_id="#secondary_button",
                                      tool_tip_text="Your decisions of this hand searched "
                                                    "again (R)")
        self.button = UIButton(button, "Continue", manager, object_id="#continue_button")
        return [self.review_button, self.button]

    def review(self) -> None:
        """Review the player's decisions of the hand just played (the Review screen, over the
        table)."""
        replay = Replay(self.table.session.to_doc())
        hand = replay.chapters[replay.chapter(max(0, replay.length - 1))].step
        self.table.app.open("review", replay=replay, since=hand)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The sheet takes every event: one asking for the review opens it
        (:meth:`_asks_review`), one going on (:meth:`_goes_on`) takes the sheet down."""
        if self._asks_review(event):
            self.review()
        elif self._goes_on(event):
            self.table.set_mode(None)
        return True

    def _asks_review(self, event: pygame.event.Event) -> bool:
        """The Review button or R, while the sheet offers the review to a human."""
        if self.review_button is None or not self.table.session.human_seats():
            return False
        return (event.type == pygame_gui.UI_BUTTON_PRESSED
                and event.ui_element is self.review_button) \
            or (event.type == pygame.KEYDOWN and event.key == pygame.K_r)

    def _goes_on(self, event: pygame.event.Event) -> bool:
        """Continue pressed, Space or Enter, or a left click let go."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self.button is not None and event.ui_element is self.button
        return (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS) or \
            (event.type == pygame.MOUSEBUTTONUP and event.button == 1)

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0:
            self.table.set_mode(None)

    def next_change(self) -> float | None:
        return countdown_change(self.left)

    def draw(self, surface: pygame.Surface) -> None:
        table, line = self.table, self.table.layout.line
        names = [s.name for s in table.session.seats]
        rect = panels.overlay_rect(surface.get_size(), len(names), line, self.subtitle_lines)
        info = panels.ScoreInfo("", self.subtitle, names, self.hand_points, self.scores)
        word = table.plugin.hand_word
        footer = sheet_footer(word, self.left, table.session.is_over())
        panels.score_table(surface, rect, f"{word.title()} {self.hand} is over", info, footer,
                           line, self.history, word)


class Offer(Mode):
    """The viewer's drop meant several moves: the choice panel asks which (``offered``), with
    a Back button; it ends with a move or Back."""

    lets_act = True
    holds_play = False

    def __init__(self, table: ModeHost, actions: list[Action]) -> None:
        super().__init__(table)
        self.offered = list(actions)


class Finished(Mode):
    """The game is over and its last events shown: the results replace the table."""

    def enter(self) -> None:
        self.table.app.show("results", session=self.table.session)
