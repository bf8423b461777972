"""Play from here: who sits where in a new game branched from a replay's position.

Over the replay, a panel lists the seats of the finished game, each with one choice: Human, or
an AI level. The seat the replay was seen from is Human, the others keep their recorded AI
level (a seat that was human plays as the default AI level). Start writes the new save
(:meth:`~tarot_table.replay.Replay.branch`: the same seed and shuffles, the actions up to the
position, the seats as chosen) and opens it at the table; Back (or Esc) returns to the replay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import storage
from ...ai import AGENT_SPECS, check_agent
from ...replay import Replay
from ...session import AI, HUMAN, Seat
from ..draw.words import level_name
from .base import OverlayScene

if TYPE_CHECKING:
    from ..shell import App

HUMAN_CHOICE = "Human"
DEFAULT_AGENT = "heuristic"


def choice_of(seat: Seat) -> str:
    """A seat's entry in its drop-down: ``"Human"`` or the AI level as the screens name it."""
    return HUMAN_CHOICE if seat.is_human else level_name(seat.agent or DEFAULT_AGENT)


def seat_from(name: str, choice: str) -> Seat:
    """The seat called ``name`` played as ``choice`` (a drop-down entry)."""
    if choice == HUMAN_CHOICE:
        return Seat(name, HUMAN)
    return Seat(name, AI, next(a for a in AGENT_SPECS if level_name(a) == choice))


class BranchScene(OverlayScene):
    """The seats of ``replay`` for a new game from ``step``, ``seat`` (the seat the replay was
    seen from) human. For tests: ``seats`` (as chosen), :meth:`start`."""

    def __init__(self, app: "App", replay: Replay, step: int, seat: int) -> None:
        super().__init__(app)
        self.replay = replay
        self.step = step
        levels = [a for a in AGENT_SPECS if _offered(replay, a)]
        self.levels = [level_name(level) for level in levels]
        recorded = [s.agent if s.agent in levels else DEFAULT_AGENT for s in replay.seats]
        self.seats = [Seat(s.name, HUMAN) if i == seat else Seat(s.name, AI, recorded[i])
                      for i, s in enumerate(replay.seats)]

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        n = len(self.seats)
        row = px(40) if height >= px(700) else px(34)
        self.panel = pygame.Rect(0, 0, min(px(620), width - px(48)), px(190) + n * (row + px(8)))
        self.panel.center = (width // 2, height // 2)
        inner = self.panel.inflate(-px(56), 0)
        self.label("Play from here", pygame.Rect(inner.left, self.panel.top + px(16),
                                                 inner.width, px(50)), "#heading")
        where = f"A new game from move {self.step}: {self.replay.progress[self.step]}"
        self.label(where, pygame.Rect(inner.left, self.panel.top + px(66), inner.width, px(28)),
                   "#subtitle")
        y = self.panel.top + px(104)
        for i, seat in enumerate(self.seats):
            self.label(seat.name, pygame.Rect(inner.left, y, inner.width // 2, row))
            self.dropdown([HUMAN_CHOICE] + self.levels, choice_of(seat),
                          pygame.Rect(inner.centerx, y, inner.width // 2, row),
                          lambda text, s=i: self._choose(s, text))
            y += row + px(8)
        buttons = self.panel.bottom - px(70)
        self.button("Back", pygame.Rect(inner.left, buttons, px(160), px(50)), self.back,
                    object_id="#secondary_button")
        self.button("Start", pygame.Rect(inner.right - px(200), buttons, px(200), px(50)),
                    self.start)

    def _choose(self, seat: int, choice: str) -> None:
        self.seats[seat] = seat_from(self.seats[seat].name, choice)

    def start(self) -> None:
        """Write the new game's save and open it at the table; a failure is told."""
        try:
            session = self.replay.branch(self.seats, self.step)
        except (ValueError, storage.SaveError, OSError) as exc:
            self.message("Cannot start the game", str(exc))
            return
        self.app.show("table", session=session)


def _offered(replay: Replay, level: str) -> bool:
    """Whether the AI ``level`` plays ``replay``'s game (no heuristic player: not offered)."""
    try:
        check_agent(level, replay.game.spec.name)
    except ValueError:
        return False
    return True
