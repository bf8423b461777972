"""Tarot Combat's table: the duel and the game for 3–6 players, with the limbo and priority.

Each player has a cell (:mod:`.layout`): its name plate and life badge, its hidden hand, its
soldiers row and its farms row; the shared draw and discard piles and the limbo lie in the
middle band, under the step bar (the steps of the turn, who has priority). Soldiers and farms
turned sideways lie turned a quarter (the turn animated), damage is marked on soldiers, life
totals count down, and each card in limbo names its player with an arrow to its targets
(:mod:`.board`, following the animation through :mod:`.shown`, painted by :mod:`.painting`).

The viewer plays on the board (:mod:`.control`): cards dragged onto its rows and the limbo,
attackers dragged onto an opponent or chosen and sent, blockers dragged onto attackers, targets
clicked, the damage split's lethal default shown and changeable, the farms that pay picked and
changeable, and the keyboard for all of it; which moves the board makes is :mod:`.moves`.
Priority does not nag (:mod:`.priority`): the table passes for a human who has nothing to play,
who asked to pass until the end of the turn (F6) or until their turn (F7: an attack they must
choose blockers for ends it), whose own card is on top of the limbo, or who set no stop at this
moment (the settings' stops) — a table
behaviour, logged ("You pass (nothing to play)."), never a change of the rules; in hot-seat
play no curtain is drawn for a human the table passes for. The draw pile the Hermit and the
Devil search is not shown card by card: the choice panel shows what may be taken.

The game names it in its ``Plugins(table="tarot_table.app.games.combat:CombatTable")``.
"""

from __future__ import annotations

from typing import Sequence

from ....rules.base import Action, Event, Game, PlayerView
from ....rules.combat import CombatView
from ....rules.combat.stages import Priority
from ...draw.layout import TableLayout
from ...settings import Settings
from ..plugin import TableHost, TablePlugin
from .board import CombatBoard
from .control import CombatInput
from .layout import CombatLayout
from .moves import board_moves
from .priority import Yield, auto_pass, in_turn, yielding

PASS = Action("pass")


class CombatTable(TablePlugin):
    """Tarot Combat at the table (see the module docstring). ``yields`` are the humans'
    requests to pass (by seat); ``hold`` the id of the card last played holding priority."""

    hand_word = "turn"

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.yields: dict[int, Yield] = {}
        self.hold: int | None = None

    def layout(self, size: tuple[int, int], num_seats: int, viewer: int,
               zones: Sequence[str], part: CombatBoard | None = None, text_scale: float = 1.0
               ) -> TableLayout:
        return CombatLayout(size, num_seats, viewer, part, text_scale)

    def board_part(self, host: TableHost, view: PlayerView) -> CombatBoard:
        return CombatBoard(host, view, self)

    def board_input(self, host: TableHost) -> CombatInput:
        return CombatInput(host, self)

    def board_actions(self, view: CombatView) -> list[Action]:
        """Every move the board makes (:func:`.moves.board_moves`); passing, Done, Lethal and
        the cards to take or discard are the choice panel's."""
        return [a for actions in board_moves(view).values() for a in actions]

    def auto_action(self, view: CombatView, settings: Settings) -> tuple[Action, str] | None:
        """Pass for the human of ``view`` when :func:`.priority.auto_pass` says why."""
        seat = view.player
        request = self.yields.get(seat)
        if request is not None and not yielding(view, seat, request):
            del self.yields[seat]
        words = auto_pass(view, settings.combat_stops, self.yields, self.hold)
        return (PASS, words) if words is not None else None

    def curtain_note(self, view: CombatView) -> str:
        """Why the device passes out of turn: "{1} has priority in {0}'s turn. {0}'s 7 of
        Cups is in limbo.", or "{0}'s turn: {1} has a choice to make." (blockers, a choice a
        card leaves to them); nothing in their own turn."""
        seat = view.player
        if in_turn(view, seat):
            return ""
        if not isinstance(view.stage, Priority):
            return f"{{{view.active}}}'s turn: {{{seat}}} has a choice to make."
        top = f" {{{view.limbo[-1].player}}}'s {view.limbo[-1].card.name()} is in limbo." \
            if view.limbo else ""
        return f"{{{seat}}} has priority in {{{view.active}}}'s turn.{top}"

    def animated(self, events: Sequence[Event]) -> list[Event]:
        """Every event but a search's look through the draw pile (the choice panel shows the
        cards that may be taken)."""
        return [e for e in events if not (e.kind == "reveal" and e.src == "draw")]
