"""The table stops on an opponent's card (the "Pause on opponents' cards" setting, after
Forge's stop on an opponent's spell): :class:`OpponentPause`, the mode that holds play after
an AI seat plays a card, until the player goes on.

What counts as playing a card (:func:`played`): a card leaving the AI seat's hand for the
table (a trick, a discard pile, a battlefield, Tarot Combat's limbo or rows), or Tarot
Combat's attack or block. The move's cards fly to their places meanwhile; no AI seat is asked
for its next move and nothing moves by itself, so the frame loop rests (``next_change`` is
``None``) until a key or a click. Escape, F1 and L keep their meaning (the menu, the keys,
the log): the table hands them on before the mode sees the input.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from ...rules.base import Event
from ..draw import panels
from .host import ModeHost
from .modes import SKIP_KEYS, Mode


#: What the banner asks of the player, after the move's words.
GO_ON = "Space or click to go on"


def played(seat: int, events: Sequence[Event]) -> Event | None:
    """The first of ``events`` (a move of ``seat``, as the viewer sees them) that plays a card
    of ``seat``: a card from its hand to a zone that is not a hand, an attack or a block
    (Tarot Combat's messages with ``attack`` or ``block`` in their data); ``None``: the move
    played none (a bid, a pass, a draw)."""
    hand = f"hand:{seat}"
    for event in events:
        if event.kind == "move" and event.src == hand and event.dst is not None \
                and not event.dst.startswith("hand:"):
            return event
        if event.kind == "message" and event.player == seat and \
                ("attack" in event.data or "block" in event.data):
            return event
    return None


def banner_words(line: str) -> str:
    """The banner over a paused table: the move's log ``line`` and what to do.

    >>> banner_words("Ada plays the Tower.")
    'Ada plays the Tower — Space or click to go on'
    """
    return f"{line.rstrip('. ')} — {GO_ON}"


class OpponentPause(Mode):
    """Play holds after another seat's card, the banner ``words`` saying which, until Space,
    Enter or a left click. The other keys go on to the table (T, the history, Tab)."""

    def __init__(self, table: ModeHost, words: str) -> None:
        super().__init__(table)
        self.words = words

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS) or \
                (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self.table.animator.skip()
            self.table.set_mode(None)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.table.layout
        panels.toast(surface, layout.toast_anchor(), self.words, 255, layout.line)


def stop_for(table: ModeHost, seat: int, events: Sequence[Event]) -> OpponentPause | None:
    """The pause after AI ``seat``'s move of ``events`` (as the viewer sees them) when the
    player's setting asks for it, a human plays at the table and the move played a card;
    ``None`` otherwise. The banner says what the log says of the card (a card played face
    down: only that a card was played)."""
    if not table.app.settings.pause_on_opponents or not table.session.human_seats():
        return None
    card = played(seat, events)
    if card is None:
        return None
    words = table.event_text(card) or \
        table.event_text(Event("message", text=f"{{{seat}}} plays a card."))
    return OpponentPause(table, banner_words(words))
