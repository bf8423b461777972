"""When the table passes priority for a human: :func:`auto_pass`, the table's behaviour so that
priority does not nag (the users of Forge and MTGO complain most of being stopped when nothing
can be done). It never changes the rules: it makes the human's own legal ``pass`` for them,
and says so in the log.

The table passes for a human with priority

1. who has nothing they could legally play (only ``pass`` is legal) — "You pass (nothing to
   play)";
2. who asked to pass until the end of the turn (MTGO's F6: through everything this turn,
   cards an opponent plays included) or until their own turn (through the rest of this turn
   and the others' turns, until their next turn begins, or until they are attacked and must
   choose blockers: the attack was not known when they asked, and a new player would pass
   on through the combat);
3. whose own card is on top of the limbo: it lets it resolve (an opponent may still answer),
   unless they played it holding Shift (they keep priority, to play another card on it);
4. with an opponent's card on top of the limbo, unless a stop says to answer it: a soldier
   when they could counter it (the Fool), a trump or an ability when they could play anything;
5. with the limbo empty, unless they set a stop at this step (or moment of the attack) for
   their own turn (``mine:``; with teams playing as one, their team's) or the others'
   (``theirs:``); a stop after the attackers, the
   blockers or the damage in another player's turn holds only for a player in that combat
   (attacked, or with a soldier attacking or blocking).

Decisions that are not priority (attackers, blockers, the split of damage, targets, payments,
what a card leaves to its victim) are always asked. No pygame here.
"""

from __future__ import annotations

from typing import Collection, Mapping

from ....rules.combat import CombatView
from ....rules.combat.stages import DeclareBlockers, Priority

#: The words of each step and moment in "no stop …".
WHEN = {"beginning": "at the beginning step", "draw": "at the draw step",
        "main": "at the main step", "attackers": "after the attackers",
        "blockers": "after the blockers", "damage": "after the damage",
        "end of combat": "at the end of combat"}
#: The moments whose stop in another player's turn holds only for a player in the combat.
IN_COMBAT = ("attackers", "blockers", "damage")

#: A human's request to pass: ``(kind, turn)`` — ``"end"``: until the end of turn ``turn``;
#: ``"mine"``: until their next turn begins after turn ``turn``.
Yield = tuple[str, int]


def in_turn(view: CombatView, seat: int) -> bool:
    """Whether it is ``seat``'s turn in ``view``: the active player's, or with teams playing
    as one a teammate's (they share the turn)."""
    return seat == view.active or (view.team_mode == "as one" and bool(view.teams)
                                   and view.teams[seat] == view.teams[view.active])


def yielding(view: CombatView, seat: int, request: Yield) -> bool:
    """Whether ``seat``'s request to pass still holds in ``view`` (see the module docstring:
    one until their turn ends where they must choose blockers)."""
    kind, turn = request
    if kind == "end":
        return view.turn == turn
    if isinstance(view.stage, DeclareBlockers) and view.stage.actor == seat:
        return False
    return view.turn == turn or not in_turn(view, seat)


def involved(view: CombatView, seat: int) -> bool:
    """Whether ``seat`` takes part in the combat: attacked, or with a soldier in it."""
    for row_seat, row in enumerate(view.soldiers):
        for soldier in row:
            if soldier.attacking == seat:
                return True
            if row_seat == seat and (soldier.attacking is not None or
                                     soldier.blocking is not None):
                return True
    return False


def moment(view: CombatView) -> str:
    """The step of the turn, or in the attack step its moment."""
    return view.moment if view.step == "attack" and view.moment else view.step


def auto_pass(view: CombatView, stops: Collection[str], yields: Mapping[int, Yield],
              hold: int | None = None) -> str | None:
    """Why the table passes for the human of ``view`` now (the log's words, ``{seat}``
    placeholders), or ``None`` when they decide (see the module docstring). ``stops`` are
    the keys of :data:`~tarot_table.app.settings.COMBAT_STOP_KEYS` set; ``yields`` the
    requests to pass by seat; ``hold`` the id of the card played holding priority."""
    if not isinstance(view.stage, Priority) or not view.legal:
        return None
    seat = view.player
    who = f"{{{seat}}}"
    if all(action.kind == "pass" for action in view.legal):
        return f"{who} passes (nothing to play)."
    request = yields.get(seat)
    if request is not None and yielding(view, seat, request):
        until = "the end of the turn" if request[0] == "end" else f"{who}'s turn"
        return f"{who} passes (passing until {until})."
    if view.limbo:
        return _over_limbo(view, stops, hold, who)
    return _at_step(view, stops, who)


def _over_limbo(view: CombatView, stops: Collection[str], hold: int | None,
                who: str) -> str | None:
    """Why the table passes for ``who`` (the human of ``view``, as a placeholder) with a card
    on top of the limbo (cases 3 and 4 of the module docstring), or ``None``."""
    top = view.limbo[-1]
    if top.player == view.player:
        return None if hold == top.id else f"{who} passes (to let the {top.card.name()} resolve)."
    if top.kind == "soldier":
        can = any(a.kind == "trump" and a.cards[0].rank == 0 for a in view.legal)
        if can and "answer:soldier" in stops:
            return None
        return f"{who} passes (no stop to answer a soldier)." if can else \
            f"{who} passes (nothing to counter the soldier with)."
    if "answer:trump" in stops:
        return None
    return f"{who} passes (no stop to answer the {top.card.name()})."


def _at_step(view: CombatView, stops: Collection[str], who: str) -> str | None:
    """Why the table passes for ``who`` (the human of ``view``, as a placeholder) with the
    limbo empty (case 5 of the module docstring), or ``None`` when a stop holds."""
    now = moment(view)
    mine = in_turn(view, view.player)
    if f"{'mine' if mine else 'theirs'}:{now}" in stops and (
            mine or now not in IN_COMBAT or involved(view, view.player)):
        return None
    return f"{who} passes (no stop {WHEN.get(now, 'now')})."
