"""Hints at the table: the hard AI's preferred move for the acting human, with a short reason.

The "Hint" button by the viewer's name plate (or the H key) asks the app's worker process for
the :data:`HINT_AGENT`'s choice from the viewer's :class:`PlayerView`, exactly like an AI seat's
move, so the frame loop never waits; the button reads "Thinking…" meanwhile. The answer is
dropped when the human moves first (or the viewer changes, or the table is left). When it
arrives, the card is raised with a cool halo in the hand (a choice button gets a ring instead)
and a toast says the move and, when :func:`~tarot_table.ai.hint.hint_reason` can say it, why
(:func:`~tarot_table.ai.hint.hint_words`: "the Moon (XVIII) — wins the trick"); the same words
stay on a small board above the button while the hint holds. Enter pressed next (no other key
or click between) takes the hinted move, whatever it is (an Arcanoid commitment of several
cards, an abdication, a Tarot Combat attack); a hinted card is also the hand's chosen card and
a hinted choice the button in the ring, so that Enter after moving on takes what was moved to.
"""

from __future__ import annotations

import logging
from concurrent.futures import CancelledError, Future
from dataclasses import dataclass
from functools import lru_cache

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...ai.hint import hint_reason, hint_words
from ...cards import Card
from ...rules.base import Action, Event
from ..draw import panels
from ..draw.felt import chosen, shade
from ..labels import fit_label
from .host import HintHost

log = logging.getLogger(__name__)

HINT_AGENT = "hard"
HALO = (120, 220, 240)
LABEL, SHORT, THINKING = "Hint (H)", "Hint", "Thinking…"
#: The toast of H pressed on another player's move; taken down once the viewer's move comes.
NOT_YOUR_MOVE = "No hint now: it is not your move."


@dataclass(frozen=True)
class Hint:
    """The preferred ``action`` for the position ``key`` (actions played, viewer), its
    ``reason`` (``""`` when none can be given) and the ``words`` shown ("the King of Cups —
    wins the trick")."""

    key: tuple[int, int]
    action: Action
    reason: str
    words: str

    @property
    def card(self) -> Card | None:
        return self.action.cards[0] if len(self.action.cards) == 1 else None


@lru_cache(maxsize=16)
def _caption(words: str, width: int, line: int, felt: str) -> pygame.Surface:
    """``words`` wrapped to ``width`` pixels on a dark board of the table colour ``felt``
    headed "Hint", in the halo's colour (the board's height follows the lines)."""
    size, pad = round(line * 0.68), line // 3
    face = panels.font(size)
    rows = [panels.text("Hint", size, HALO, bold=True)] + \
        [panels.text(t, size) for t in panels.wrapped(words, face, width - 2 * pad)]
    height = sum(r.get_height() for r in rows) + 2 * pad
    board = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(board, shade(panels.PANEL, felt), board.get_rect(), border_radius=pad)
    pygame.draw.rect(board, HALO, board.get_rect(), width=2, border_radius=pad)
    y = pad
    for row in rows:
        board.blit(row, (pad, y))
        y += row.get_height()
    return board


@lru_cache(maxsize=8)
def _halo(size: tuple[int, int]) -> pygame.Surface:
    """A cool blue-white halo around a card of ``size`` (w, h), distinct from the gold glow of
    the selected card."""
    w, h = size
    pad = max(8, w // 6)
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*HALO, 255), (pad // 3, pad // 3, w + 4 * pad // 3, h + 4 * pad // 3),
                     border_radius=max(6, w // 8))
    return pygame.transform.gaussian_blur(surf, max(3, pad // 3))


class HintControl:
    """The hint of one table: ``button`` (a widget while built), ``pending`` (the worker's
    ``(key, future)`` while it thinks) and ``hint`` (the last answer, while it still holds)."""

    def __init__(self, table: HintHost) -> None:
        self.table = table
        self.button: UIButton | None = None
        self.pending: tuple[tuple[int, int], Future] | None = None
        self.hint: Hint | None = None
        self.fresh = False      # no key or click since the hint came: Enter takes it
        #: The position where H was pressed while the viewer's move was still coming (the
        #: cards moving, a banner): the hint is asked as soon as the move may be made there.
        self.waiting: tuple[int, int] | None = None

    # -- state --------------------------------------------------------------------------------
    def _key(self) -> tuple[int, int]:
        return self.table.session.moves(), self.table.viewer

    @property
    def available(self) -> bool:
        """Whether a hint may be asked now: the viewer is a human who may act, at a table that
        gives hints (:attr:`TableScene.hint_withheld`)."""
        return self.table.can_act and self.table.hint_withheld is None

    @property
    def thinking(self) -> bool:
        return self.pending is not None

    def card(self) -> Card | None:
        """The hinted card of the viewer's hand, while the hint holds."""
        hint = self.hint
        return hint.card if hint is not None and hint.key == self._key() else None

    def request(self) -> bool:
        """Ask the worker for the hint of the current position; ``False`` when no hint may be
        asked now or one is already on its way. A hint already shown is shown again, and
        Enter takes it again (the arrows may have moved the chosen card off it since)."""
        if not self.available or self.pending is not None:
            return False
        key = self._key()
        if self.hint is not None and self.hint.key == key:
            self._point(self.hint)
            return True
        session = self.table.session
        view = session.view(self.table.viewer)
        try:
            future = self.table.app.ai.submit(HINT_AGENT, view, session.hint_seed(key[1]))
        except Exception as exc:    # the worker could not start
            log.warning("hint request failed: %r", exc)
            self.table.show_toast("No hint now: the AI could not start.")
            return False
        self.pending = (key, future)
        self._sync_button()
        return True

    def cancel(self) -> None:
        """Forget the hint on its way (its answer will be ignored) and the one shown."""
        if self.pending is not None:
            self.pending[1].cancel()
            self.pending = None
        self.hint = None
        self._sync_button()

    def next_change(self) -> float | None:
        """0 once the hint asked for is in (:meth:`update` takes it), else ``None``."""
        return 0.0 if self.pending is not None and self.pending[1].done() else None

    def update(self) -> None:
        """Once a frame: drop what the position has outrun; ask a hint waited for once the
        move may be made; take the answer when it is in."""
        key = self._key()
        if self.available:     # the move has come: "not your move" would now mislead
            self.table.messages.drop_toast(NOT_YOUR_MOVE)
        if self.waiting is not None and (self.waiting != key or self.available):
            if self.waiting == key:
                self.request()
            self.waiting = None
        if self.hint is not None and self.hint.key != key:
            self.hint = None
        if self.pending is not None:
            self._follow_pending(key)
        self._sync_button()

    def _follow_pending(self, key: tuple[int, int]) -> None:
        """The hint asked for: dropped when the position ``key`` has moved on, taken when the
        answer is in."""
        asked, future = self.pending
        if asked != key:
            self.cancel()
        elif future.done():
            self.pending = None
            self._receive(key, future)

    def _receive(self, key: tuple[int, int], future: Future) -> None:
        session = self.table.session
        view = session.view(self.table.viewer)
        try:
            action = session.game.parse_action(future.result())
        except (CancelledError, Exception) as exc:
            log.warning("hint failed: %r", exc)
            self.table.show_toast("No hint now: the AI failed.")
            return
        if action not in view.legal:
            log.warning("hint %s is not legal here", action)
            return
        words = self.table.event_text(Event("message", text=hint_words(view, action)))
        self.hint = Hint(key, action, hint_reason(view, action), words)
        self._point(self.hint)

    def _point(self, hint: Hint) -> None:
        """Choose the hinted card (or ring the hinted choice) so that the next key, Enter,
        takes the hint, and say it."""
        self.fresh = True
        table, action = self.table, hint.action
        card = action.cards[0] if len(action.cards) == 1 else None
        if card in table.session.view(table.viewer).hand() and card in table.playable():
            table.input.selected = card                     # Enter plays the hinted card
        elif table.choices is not None:     # Enter (or the arrows, then Enter) the choice
            table.focus_ring.focus(table.choices.button_for(action))
        table.show_toast(f"Hint: {hint.words}")

    # -- widgets ------------------------------------------------------------------------------
    def build(self, manager) -> UIButton | None:
        """Create the button above the viewer's name plate, or where the layout's
        ``hint_rect()`` says (none for a spectator or behind the hot-seat curtain)."""
        self.button = None
        table = self.table
        if table.spectator or table.curtain_for is not None or table.hint_withheld is not None:
            return None
        self.button = UIButton(table.layout.hint_rect(), LABEL, manager, object_id="#table_button",
                               tool_tip_text="The hard AI's move for you (H)")
        self._sync_button()
        return self.button

    def _sync_button(self) -> None:
        button = self.button
        if button is None or not button.alive():
            return
        fit_label(button, THINKING if self.thinking else LABEL, THINKING if self.thinking else SHORT)
        if self.available and not self.thinking:
            button.enable()
        elif button.is_enabled:
            button.disable()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The button or the H key asks for a hint; returns whether ``event`` was used."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.button is not None \
                and event.ui_element is self.button:
            self.request()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            return self._key_h()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self._take()
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.fresh = False
        return False

    def _take(self) -> bool:
        """Enter: the hint just given is taken (its move made), if it is still shown; the
        next key or click is the player's own. Whether it was taken."""
        taken = self.fresh and self._shown() is not None
        self.fresh = False
        if taken:
            self.table.choose(self.hint.action)
        return taken

    def _key_h(self) -> bool:
        """H: a hint now; while the viewer's move is coming (the table still moving the cards
        or showing a banner), as soon as it may be made; on another's move, or while the
        table's mode holds play for a reason of its own (:meth:`.Mode.no_hint`: the sheet of a
        hand over), or the table gives no hint (a puzzle's), a word why not."""
        table = self.table
        if table.spectator or table.curtain_for is not None:
            return False
        why = table.hint_withheld or (table.mode.no_hint() if table.mode is not None else None)
        if why is not None:
            table.show_toast(why)
        elif self.available:
            self.request()
        elif table.session.current_player() == table.viewer:
            self.waiting = self._key()
        else:
            table.show_toast(NOT_YOUR_MOVE)
        return True

    # -- drawing ------------------------------------------------------------------------------
    def _shown(self) -> Hint | None:
        hint = self.hint
        if hint is None or hint.key != self._key() or not self.table.can_act:
            return None
        return hint

    def _sprite(self, hint: Hint):
        table = self.table
        sprite = next((s for s in table.board.zones.get(f"hand:{table.viewer}", [])
                       if s.card is not None and s.card == hint.card), None)
        return None if sprite is table.input.dragging else sprite

    def draw(self, surface: pygame.Surface) -> None:
        """Drawn before the cards: the halo under the hinted card."""
        hint = self._shown()
        sprite = self._sprite(hint) if hint is not None and hint.card is not None else None
        if sprite is None:
            return
        table = self.table
        card = table.layout.card
        ref = sprite.target.scale
        size = (max(1, round(card[0] * ref)), max(1, round(card[1] * ref)))
        halo = table.top.cache.turned(_halo(size), sprite.angle, sprite.scale / ref)
        surface.blit(halo, halo.get_rect(center=sprite.centre()))

    def _board(self, hint: Hint) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The board of ``hint``'s words and where it stands above the button, or above the
        prompt when it would hide some of its words and the room there is free (inside the
        window, clear of the choice buttons); none without a button."""
        if self.button is None:
            return None
        rect = self.button.relative_rect
        board = _caption(hint.words, rect.width, self.table.layout.line, chosen())
        table = self.table
        layout = table.layout
        anchor, point = layout.hint_board(rect)
        place = board.get_rect(**{anchor: point})
        prompt = table.prompt_rect
        if prompt is not None and place.colliderect(prompt):    # 800×600: over its first words
            above = place.copy()
            above.bottom = prompt.top - layout.gap
            buttons = table.choices.buttons if table.choices is not None else []
            if above.top >= layout.margin and not any(
                    above.colliderect(b.relative_rect) for b in buttons):
                place = above
        return board, place

    def board_rect(self) -> pygame.Rect | None:
        """Where the board of the hint's words stands while it is shown (else ``None``)."""
        hint = self._shown()
        board = self._board(hint) if hint is not None else None
        return board[1] if board is not None else None

    def draw_marker(self, surface: pygame.Surface) -> None:
        """Drawn over the cards and the choice panel's board (under its widgets): the hint's
        words on a board above the button; a ring round the hinted choice button, or a small
        downward arrow on the top edge of the hinted card, over the part of it the next card
        leaves uncovered."""
        hint = self._shown()
        if hint is None:
            return
        table = self.table
        words = self._board(hint)
        if words is not None:
            surface.blit(*words)
        button = table.choices.button_for(hint.action) if table.choices is not None else None
        if button is not None:
            ring = button.rect.inflate(table.layout.gap * 2, table.layout.gap * 2)
            pygame.draw.rect(surface, HALO, ring, width=3, border_radius=ring.height // 3)
            return
        sprite = self._sprite(hint) if hint.card is not None else None
        if sprite is None:
            return
        try:
            visible = table.hand_sprite_rect(sprite.card)
        except KeyError:
            return
        size = max(6, table.layout.line // 2)
        x, y = visible.centerx, visible.top + size // 2
        points = [(x - size, y - size), (x + size, y - size), (x, y + size // 2)]
        pygame.draw.polygon(surface, HALO, points)
        pygame.draw.polygon(surface, (20, 60, 80), points, width=2)
