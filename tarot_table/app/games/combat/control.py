"""The viewer's hands on a Tarot Combat table: :class:`CombatInput`, the table's input for this
game (it keeps the interface of the table's own hand input).

With the mouse:

* with priority, drag a card of the hand onto your soldiers row (a soldier), your farms row (a
  farm) or the limbo (a trump, an Ace's or a Joker's ability); the places where the card may go
  light up while it is held, and a refused drop springs back with the rules' reason. Hold
  Shift as you drop to keep priority (else the table lets your card resolve). A double-click
  plays the card when it has one move, or asks which;
* choosing attackers: drag a soldier onto an opponent (a selected soldier takes the selection
  with it), or click soldiers and press Attack (with several opponents, then click the one
  they attack); Done (Space) ends the attackers;
* choosing blockers: drag a soldier onto the attacker it blocks, or click it, then the
  attacker;
* splitting an attacker's damage: the lethal default is shown on the blockers; click a blocker
  to give it a point yourself, or take the default (Lethal, Space);
* paying: the farms that pay are picked and lit; click farms to change the pick, then Pay
  (Space);
* every other choice on the board (a target, a soldier to give up or destroy) is lit: click
  it. The choices off the board (a card to take, to discard) are the choice panel's.

With the keyboard: Tab (or the arrows) moves the focus over what may be chosen now (the hand's
cards, soldiers, targets, the choice panel's cards), Enter chooses it (Shift+Enter keeps
priority), Space or F2 passes (or Done, Lethal, Pay), A attacks with the soldiers chosen, Esc
steps back (a drag, the attackers chosen, the focus) before it opens the menu. F6 passes until
the end of the turn, F7 until your turn (or an attack you choose blockers for), F3 stops
passing (MTGO's keys); their buttons are under the log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ....cards import Card
from ....rules.base import Action, IllegalActionError
from ....rules.combat import CombatView
from ...draw.drag import CardDrag
from ...draw.sprites import CardSprite
from ...labels import needed_width
from ..plugin import TableHost
from .moves import Thing, attack_target, blocked_by, board_moves, dropped
from .priority import yielding

if TYPE_CHECKING:
    from . import CombatTable

NEXT_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS_KEYS = (pygame.K_LEFT, pygame.K_UP)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
PRIMARY_KEYS = (pygame.K_SPACE, pygame.K_F2)
#: The table's own buttons: key → label, and the shorter label for a narrow column.
TOOL_WORDS = {"attack": "Attack with the chosen (A)", "pay": "Pay with the lit farms (Space)",
              "end": "Pass to end of turn (F6)", "mine": "Pass until my turn (F7)",
              "stop": "Stop passing (F3)"}
TOOL_SHORT = {"attack": "Attack (A)", "pay": "Pay (Space)", "end": "To end of turn (F6)",
              "mine": "Until my turn (F7)", "stop": "Stop passing (F3)"}
#: What the input says it expects, by stage (a line in the limbo's corner).
HELP = {
    "Priority": "Drag a card onto your soldiers, your farms or the limbo (Shift keeps "
                "priority) · Space: pass · Tab, Enter",
    "DeclareAttackers": "Drag soldiers onto an opponent, or click them and press Attack (A) · "
                        "Space: no more attackers",
    "DeclareBlockers": "Drag a soldier onto the attacker it blocks, or click it, then the "
                       "attacker · Space: no more blockers",
    "AssignDamage": "Click a blocker to give it a point · Space: lethal damage in order (the "
                    "+ over each blocker)",
    "PayWithFarms": "The lit farms pay: click farms to change them · Space: pay",
}
AIMING = "Click the player they attack (Tab, Enter) · Esc: back"
CHOOSE = "Click one of the lit choices (Tab, Enter)"
WAITING = "F6: pass to the end of the turn · F7: pass until your turn"


class CombatInput(CardDrag):
    """The input of ``table`` (the scene: ``session``, ``viewer``, ``can_act``,
    ``view_now()``, ``board``, ``layout``, ``part``, ``choose()``, ``offer()``,
    ``after_play()``, ``show_toast()``, ``ask_auto_move()``…) for ``plugin`` (which keeps the
    requests to pass), on the table's drag (:class:`~...draw.drag.CardDrag`). Besides the hand
    input's ``dragging``, ``selected`` (the hand's card in
    focus) and ``hovered``: ``focus`` (the thing in focus), ``chosen`` (soldier ids: the
    attackers chosen, or the blocker), ``aiming`` (choosing whom they attack), ``picks`` (the
    farms that pay) and ``buttons``."""

    #: Keys come here before the table's focus ring: Tab moves over the board's choices.
    owns_keys = True

    def __init__(self, table: TableHost, plugin: "CombatTable") -> None:
        super().__init__(table)
        self.plugin = plugin
        self.selected: Card | None = None
        self.hovered: Card | None = None
        self.focus: Thing | None = None
        self.chosen: list[int] = []
        self.aiming = False
        self.picks: list[int] = []
        self.buttons: list[tuple[UIButton, str]] = []
        self._drag: Thing | None = None
        self._pressed: Thing | None = None
        self._position: tuple[int, int] = (-1, -1)
        self._moves: dict[Thing, list[Action]] = {}
        self._marked: list[CardSprite] = []
        self._tools_key: tuple = ()

    # -- the position ---------------------------------------------------------------------------
    def _view(self) -> CombatView | None:
        """The viewer's view while it may act, else ``None``."""
        return self.table.view_now() if self.table.can_act else None

    def _stage(self, view: CombatView | None) -> str:
        return type(view.stage).__name__ if view is not None and view.stage is not None else ""

    def _fresh(self) -> None:
        """Start over when the position or the viewer changed: nothing chosen, the farms that
        pay picked anew, the board's moves found again."""
        key = (self.table.session.moves(), self.table.viewer)
        if key == self._position:
            return
        self._position = key
        self.chosen, self.aiming = [], False
        view = self.table.view_now()
        self._moves = board_moves(view) if view.legal else {}
        self.picks = []
        if self._stage(view) == "PayWithFarms":
            upright = [f.id for f in view.farms[view.player] if not f.sideways]
            self.picks = upright[:view.stage.left]
        if self.focus is not None and self.focus not in self.focusables():
            self.focus = None
            self.selected = None

    def moves(self) -> dict[Thing, list[Action]]:
        self._fresh()
        return self._moves

    def choosable(self) -> list[Thing]:
        """The things of the board the viewer may click now (framed by the board part): the
        attackers it may choose (or, aiming or dragging an attacker, the opponents), the
        blockers (or, a blocker chosen or dragged, the attackers it may block), the farms that
        may pay, the targets."""
        view = self._view()
        if view is None:
            return []
        moves, stage = self.moves(), self._stage(view)
        if stage == "Priority":
            return []
        by_stage = {"DeclareAttackers": self._attacks_choosable,
                    "DeclareBlockers": self._blocks_choosable,
                    "PayWithFarms": self._farms_choosable}
        if stage in by_stage:
            return by_stage[stage](view, moves)
        return [t for t in moves if t[0] != "hand"]

    def _held_soldier(self) -> int | None:
        """The id of the soldier being dragged (once it moved), else ``None``."""
        if self._drag is not None and self._moved and self._drag[0] == "soldier":
            return self._drag[1]
        return None

    def _attacks_choosable(self, view: CombatView,
                           moves: dict[Thing, list[Action]]) -> list[Thing]:
        """Declaring attackers: the opponents, aiming or dragging an attacker; else the
        soldiers that may attack."""
        if self.aiming or self._held_soldier() is not None:
            return [("seat", s) for s in self._opponents(view)]
        return [t for t in moves if t[0] == "soldier"]

    def _farms_choosable(self, view: CombatView,
                         moves: dict[Thing, list[Action]]) -> list[Thing]:
        """Paying: the viewer's upright farms."""
        return [("farm", f.id) for f in view.farms[view.player] if not f.sideways]

    def _blocks_choosable(self, view: CombatView,
                          moves: dict[Thing, list[Action]]) -> list[Thing]:
        """Declaring blockers: the attackers the blocker dragged or chosen may block, or with
        none the soldiers that may block."""
        blocker = self._held_soldier()
        if blocker is None and self.chosen:
            blocker = self.chosen[0]
        if blocker is not None:
            return [("soldier", blocked_by(a)) for a in moves.get(("soldier", blocker), [])]
        return [t for t in moves if t[0] == "soldier"]

    def chosen_things(self) -> list[Thing]:
        return [("soldier", i) for i in self.chosen] + [("farm", i) for i in self.picks]

    def focusables(self) -> list[Thing]:
        """What Tab moves the focus over: the hand's cards (with priority), what may be
        chosen on the board, the choice panel's choices."""
        view = self._view()
        if view is None:
            return []
        panel = self.table.choices
        if panel is not None and not panel.bar:
            return [("option", k) for k in range(len(panel.actions))]
        if self._stage(view) == "Priority":
            return [("hand", c) for c in view.hand()]
        return self.choosable()

    def focus_thing(self) -> Thing | None:
        """The thing in focus, on the board or in the choice panel (the hand's card in focus
        is raised instead)."""
        if self.focus is None or self.focus[0] == "hand" or not self.table.can_act:
            return None
        return self.focus

    def option_rect(self, thing: Thing) -> pygame.Rect | None:
        panel = self.table.choices
        if panel is None or thing[0] != "option" or thing[1] >= len(panel.buttons):
            return None
        return panel.buttons[thing[1]].rect

    def _opponents(self, view: CombatView) -> list[int]:
        """The players the viewer may attack: those still in, not of its team."""
        return [s for s in range(view.num_players)
                if view.opponents(view.player, s) and not view.out[s]]

    # -- what the table asks of an input --------------------------------------------------------
    def is_selected(self, card: Card | None) -> bool:
        return card is not None and card == self.selected

    def update_marks(self) -> None:
        """Once a frame: start over in a new position; the chosen soldiers and the farms that
        pay glow."""
        self._fresh()
        for sprite in self._marked:
            sprite.glow = False
        part = self.table.part
        self._marked = [s for s in (part.sprite(t) for t in self.chosen_things()) if s]
        for sprite in self._marked:
            sprite.glow = True
        panel = self.table.choices
        for k, button in enumerate(panel.buttons if panel is not None else ()):
            if (self.focus == ("option", k)) != button.is_selected:
                button.select() if not button.is_selected else button.unselect()

    def lit_zones(self) -> set[str]:
        """The rows and the limbo where the card held may be dropped."""
        if self._drag is None or self._drag[0] != "hand" or not self._moved:
            return set()
        seat = self.table.viewer
        kinds = {a.kind for a in self.moves().get(self._drag, [])}
        zones = {"soldier": f"soldiers:{seat}", "farm": f"farms:{seat}", "trump": "limbo",
                 "ability": "limbo"}
        return {zones[k] for k in kinds if k in zones}

    def help(self) -> str:
        """A line saying what the table expects of the viewer now."""
        if self.table.spectator or not self.table.plays:
            return ""
        view = self._view()
        if view is None:
            return WAITING
        stage = self._stage(view)
        if stage == "DeclareAttackers" and self.aiming:
            return AIMING
        if stage in HELP:
            return HELP[stage]
        return CHOOSE if self.choosable() else ""

    def forget(self) -> None:
        self.selected = self.hovered = None
        self.dragging = None
        self._drag = self._pressed = None
        self.focus = None
        self.chosen, self.aiming = [], False
        self._position = (-1, -1)

    def cancel(self) -> None:
        """Let go of what is held: it springs back to its place."""
        if self.dragging is not None:
            self.spring_back(self.dragging)
        self.dragging, self._drag = None, None

    def back(self) -> bool:
        """Esc: drop what is held, close the question of which move, stop aiming, clear the
        chosen soldiers or the focus; ``False`` when there was nothing (the menu opens)."""
        table = self.table
        if self.dragging is not None:
            self.cancel()
            return True
        if table.mode is not None and table.mode.offered:
            table.set_mode(None)
            return True
        if self.aiming:
            self.aiming = False
            return True
        if self.chosen:
            self.chosen = []
            return True
        if self.focus is not None:
            self.focus, self.selected = None, None
            return True
        return False

    # -- the table's own buttons ------------------------------------------------------------------
    def _yield(self) -> str | None:
        """The viewer's request to pass while it holds (``"end"``, ``"mine"``), else
        ``None``."""
        request = self.plugin.yields.get(self.table.viewer)
        if request is None or self.table.spectator:
            return None
        view = self.table.view_now()
        return request[0] if yielding(view, self.table.viewer, request) else None

    def tools(self) -> list[tuple[str, bool]]:
        """The table's own buttons now: (key of :data:`TOOL_WORDS`, enabled)."""
        if self.table.spectator or self.table.curtain_for is not None:
            return []
        out = []
        view = self._view()
        stage = self._stage(view)
        if stage == "DeclareAttackers":
            out.append(("attack", bool(self.chosen)))
        elif stage == "PayWithFarms":
            out.append(("pay", True))
        if self._yield() is not None:
            out.append(("stop", True))
        else:
            out += [("end", True), ("mine", True)]
        return out

    def build(self, manager) -> list[UIButton]:
        self.buttons = []
        tools = self.tools()
        self._tools_key = tuple(tools)
        if not tools:
            return []
        area = self.table.layout.tool_column(len(tools))
        gap = max(4, self.table.layout.line // 4)
        height = (area.height - gap * (len(tools) - 1)) // len(tools)
        for k, (key, enabled) in enumerate(tools):
            rect = pygame.Rect(area.left, area.top + k * (height + gap), area.width, height)
            button = UIButton(rect, TOOL_WORDS[key], manager, object_id="#small_button")
            if not enabled:
                button.disable()
            self.buttons.append((button, key))
        # one label too long for the column: all in their short forms, alike
        if any(needed_width(b, b.text) > b.relative_rect.width for b, _ in self.buttons):
            for button, key in self.buttons:
                button.set_text(TOOL_SHORT[key])
        return [b for b, _ in self.buttons]

    def changed(self) -> bool:
        return tuple(self.tools()) != self._tools_key

    def _tool(self, key: str) -> None:
        if key == "attack":
            self.attack_chosen()
        elif key == "pay":
            self.pay()
        elif key == "stop":
            self.plugin.yields.pop(self.table.viewer, None)
        else:
            self.request_yield(key)

    def request_yield(self, kind: str) -> None:
        """Pass until the end of this turn (``"end"``) or until the viewer's next turn
        (``"mine"``): the table passes for the viewer meanwhile, from now."""
        if self.table.spectator:
            return
        view = self.table.view_now()
        self.plugin.yields[self.table.viewer] = (kind, view.turn)
        self.table.ask_auto_move()
        self.table.show_toast("Passing until the end of the turn" if kind == "end" else
                              "Passing until your turn, or until you are attacked")

    # -- acting ---------------------------------------------------------------------------------
    def play(self, actions: list[Action], hold: bool = False) -> bool:
        """Make ``actions`` for the viewer one after the other, while it is still the one to
        act; a refusal shows the rules' reason and stops. ``hold``: the card played keeps
        priority (see :mod:`.priority`). Whether any was made."""
        table, session, seat = self.table, self.table.session, self.table.viewer
        if not table.can_act or not actions:
            return False
        events, made = [], False
        for action in actions:
            if session.current_player() != seat:
                break
            if hold and action.kind in ("soldier", "trump", "ability"):
                self.plugin.hold = session.view(seat).next_id
            try:
                events += session.play(seat, action)
            except IllegalActionError as exc:
                table.show_toast(str(exc))
                break
            made = True
        if made:
            table.after_play(events)
        return made

    def activate(self, thing: Thing, hold: bool = False) -> None:
        """Choose ``thing`` (a click, or Enter on the focus) as the position asks."""
        view = self._view()
        if view is None:
            return
        kind, key = thing
        if kind == "option":
            self._choose_option(key)
            return
        actions = self.moves().get(thing, [])
        if kind == "hand":
            self._activate_card(key, actions, hold)
            return
        by_stage = {"DeclareAttackers": self._activate_attacker,
                    "DeclareBlockers": self._activate_blocker,
                    "PayWithFarms": self._activate_farm}
        step = by_stage.get(self._stage(view))
        if step is not None:
            step(view, thing, actions)
        else:
            self._play_or_ask(actions)

    def _choose_option(self, k: int) -> None:
        """Choose the choice panel's option ``k`` (if it has one)."""
        panel = self.table.choices
        if panel is not None and k < len(panel.actions):
            self.table.choose(panel.actions[k])

    def _play_or_ask(self, actions: list[Action], hold: bool = False) -> None:
        """Play the one action of ``actions``, or ask which (the focus on the first)."""
        if len(actions) == 1:
            self.play(actions, hold)
        elif actions:
            self.table.offer(actions)
            self.focus = ("option", 0)

    def _activate_card(self, card: Card, actions: list[Action], hold: bool) -> None:
        """A card of the hand chosen: played by its move (or which one asked); a card with
        none is tried anyway, as a trump or a soldier, for the rules to say why not."""
        self.focus, self.selected = ("hand", card), card
        if actions:
            self._play_or_ask(actions, hold)
        else:
            self.table.choose(Action("trump" if card.is_major else "soldier", (card,)))

    def _activate_attacker(self, view: CombatView, thing: Thing, actions: list[Action]) -> None:
        """Declaring attackers: aiming, an opponent chosen is attacked; a soldier that may
        attack is chosen or no longer."""
        kind, key = thing
        if kind == "seat" and self.aiming:
            self.attack_with(self.chosen, key, done=True)
        elif actions and key in self.chosen:
            self.chosen.remove(key)
        elif actions:
            self.chosen.append(key)

    def _activate_blocker(self, view: CombatView, thing: Thing, actions: list[Action]) -> None:
        """Declaring blockers: a soldier that may block is chosen (or no longer); with a
        blocker chosen, an attacker it may block is blocked."""
        key = thing[1]
        blocker = self.chosen[0] if self.chosen else None
        if actions:
            self.chosen = [] if blocker == key else [key]
        elif blocker is not None:
            block = next((a for a in self.moves().get(("soldier", blocker), [])
                          if blocked_by(a) == key), None)
            if block is not None:
                self.play([block])

    def _activate_farm(self, view: CombatView, thing: Thing, actions: list[Action]) -> None:
        """Paying: a farm is picked or no longer (the oldest pick dropped past the cost)."""
        key = thing[1]
        if key in self.picks:
            self.picks.remove(key)
        elif thing in self.choosable():
            self.picks.append(key)
            if len(self.picks) > view.stage.left:
                self.picks.pop(0)

    def attack_with(self, soldiers: list[int], seat: int, done: bool) -> None:
        """``soldiers`` attack ``seat`` (those that may); with ``done`` no other attacker
        follows."""
        moves = self.moves()
        attacks = [a for i in soldiers for a in moves.get(("soldier", i), [])
                   if attack_target(a) == seat]
        self.aiming = False
        if attacks or done:
            self.play(attacks + ([Action("done")] if done else []))

    def attack_chosen(self) -> None:
        """The Attack button (A): the chosen soldiers attack — the only opponent, or the one
        clicked next — and no others."""
        view = self._view()
        if view is None or self._stage(view) != "DeclareAttackers" or not self.chosen:
            return
        opponents = self._opponents(view)
        if len(opponents) == 1:
            self.attack_with(self.chosen, opponents[0], done=True)
        else:
            self.aiming = True
            self.focus = ("seat", opponents[0])

    def pay(self) -> None:
        """Pay with the picked farms (farms of the same card are alike: the rules' own farm of
        that card pays)."""
        view = self._view()
        if view is None or self._stage(view) != "PayWithFarms":
            return
        cards = {f.id: f.card for f in view.farms[view.player]}
        table, session, seat = self.table, self.table.session, self.table.viewer
        events = []
        for pick in list(self.picks):
            current = session.view(seat)
            if session.current_player() != seat or self._stage(current) != "PayWithFarms":
                break
            farms = {f.id: f.card for f in current.farms[seat]}
            action = next((a for a in current.legal if farms.get(int(a.target[1:])) ==
                           cards.get(pick)), current.legal[0])
            events += session.play(seat, action)
        table.after_play(events)

    def primary(self) -> None:
        """Space or F2: Pay while paying, else the first of the choice bar's moves (Pass,
        Done, Lethal)."""
        view = self._view()
        if view is None:
            return
        if self._stage(view) == "PayWithFarms":
            self.pay()
            return
        board = {a for actions in self.moves().values() for a in actions}
        rest = [a for a in view.legal if a not in board]
        if rest:
            self.table.choose(rest[0])

    # -- events ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._button(event.ui_element)
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            return self._left_button(event.type == pygame.MOUSEBUTTONDOWN, event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key, event.mod)
        return False

    def _button(self, element: object) -> bool:
        """One of the table's own buttons pressed: its tool used; whether it was one."""
        key = next((k for b, k in self.buttons if b is element), None)
        if key is not None:
            self._tool(key)
        return key is not None

    def _left_button(self, down: bool, pos: tuple[int, int]) -> bool:
        """The left button pressed (``down``) or let go at ``pos``: a card taken, or what was
        taken or pressed let go; whether it was used."""
        if down:
            return self._press_at(pos)
        if self.dragging is None and self._pressed is None:
            return False
        self._release(pos)
        return True

    def _key(self, key: int, mods: int) -> bool:
        """A key: F6/F7 pass until the end of the turn or the viewer's next, F3 stops passing
        (at any time); then, while the viewer may act, the keys of :meth:`_act_key`."""
        passing = {pygame.K_F6: lambda: self.request_yield("end"),
                   pygame.K_F7: lambda: self.request_yield("mine"),
                   pygame.K_F3: lambda: self.plugin.yields.pop(self.table.viewer, None)}
        if key in passing:
            passing[key]()
            return True
        return self.table.can_act and self._act_key(key, bool(mods & pygame.KMOD_SHIFT))

    def _act_key(self, key: int, shift: bool) -> bool:
        """The keys that act: the arrows and Tab (Shift+Tab back) move the focus, Enter
        chooses it (Shift: keeping priority), Space/F2 the primary move, A attacks with the
        chosen soldiers."""
        if key in NEXT_KEYS or key in PREVIOUS_KEYS:
            backwards = key in PREVIOUS_KEYS or (key == pygame.K_TAB and shift)
            self._move_focus(-1 if backwards else 1)
            return True
        if key in ENTER_KEYS and self.focus is not None:
            self.activate(self.focus, hold=shift)
            return True
        commands = {pygame.K_a: self.attack_chosen, **dict.fromkeys(PRIMARY_KEYS, self.primary)}
        if key in commands:
            commands[key]()
            return True
        return False

    def _move_focus(self, step: int) -> None:
        things = self.focusables()
        if not things:
            return
        if self.focus in things:
            self.focus = things[(things.index(self.focus) + step) % len(things)]
        else:
            playable = [t for t in things if t[0] != "hand" or self.moves().get(t)]
            pick = playable or things
            self.focus = pick[0] if step > 0 else pick[-1]
        self.selected = self.focus[1] if self.focus[0] == "hand" else None

    def _draggable(self, pos: tuple[int, int]) -> Thing | None:
        """The card under ``pos`` that a drag may take: a card of the hand (with priority), a
        soldier that may attack or block."""
        view = self._view()
        if view is None:
            return None
        stage = self._stage(view)
        if stage == "Priority":
            hand = [("hand", c) for c in view.hand()]
            return self.table.part.thing_at(pos, hand)
        if stage in ("DeclareAttackers", "DeclareBlockers") and not self.aiming:
            soldiers = [t for t in self.moves() if t[0] == "soldier"]
            return self.table.part.thing_at(pos, soldiers)
        return None

    def _hover(self, pos: tuple[int, int]) -> None:
        """The card of the hand a drag could take from under ``pos`` is raised."""
        under = self._draggable(pos) if self.table.can_act else None
        self.hovered = under[1] if under is not None and under[0] == "hand" else None

    def _press_at(self, pos: tuple[int, int]) -> bool:
        if not self.table.can_act:
            self.table.not_yet(pos)
            return False
        thing = self._draggable(pos)
        if thing is not None:
            self._take(self.table.part.sprite(thing), pos)
            self._drag = thing
            return True
        self._pressed = self.table.part.thing_at(pos, self.choosable())
        return self._pressed is not None

    def _release(self, pos: tuple[int, int]) -> None:
        sprite, thing = self.dragging, self._drag
        self.dragging, self._drag = None, None
        if sprite is None:
            pressed, self._pressed = self._pressed, None
            if pressed is not None and pressed == self.table.part.thing_at(pos, [pressed]):
                self.activate(pressed)
            return
        if not self._moved:
            self._click(thing)
            return
        if not self._drop(thing, pos):
            self.spring_back(sprite)

    def _click(self, thing: Thing) -> None:
        """A click on a card a drag could take: a soldier is chosen (or not); a card of the
        hand comes into focus, and a double-click plays it."""
        if thing[0] != "hand":
            self.activate(thing)
            return
        self.focus, self.selected = thing, thing[1]
        if self._double_click(thing):
            self.activate(thing, hold=bool(pygame.key.get_mods() & pygame.KMOD_SHIFT))

    def _drop(self, thing: Thing, pos: tuple[int, int]) -> bool:
        """``thing`` dragged and let go at ``pos``: the move that drop means, if any."""
        view = self.table.view_now()
        if thing[0] == "hand":
            return self._drop_card(view, thing[1], pos)
        if self._stage(view) == "DeclareAttackers":
            return self._drop_attacker(view, thing[1], pos)
        return self._drop_blocker(thing, pos)

    def _drop_card(self, view: CombatView, card: Card, pos: tuple[int, int]) -> bool:
        """A card of the hand let go at ``pos``: over the viewer's soldiers, farms or the
        limbo, the move that means (Shift: keeping priority), or the rules' reason why not;
        whether a move was made."""
        for zone in ("soldiers", "farms", "limbo"):
            name = f"{zone}:{view.player}" if zone != "limbo" else "limbo"
            if self.table.layout.drop_rect(name).collidepoint(pos):
                action = dropped(card, zone, self.moves())
                hold = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
                if action in view.legal:
                    return self.play([action], hold)
                self.table.choose(action)
                return False
        return False

    def _drop_attacker(self, view: CombatView, soldier: int, pos: tuple[int, int]) -> bool:
        """A soldier let go at ``pos`` while declaring attackers: it (with the chosen ones, if
        it is one) attacks the opponent there; whether there was one."""
        target = self._seat_at(pos, view)
        if target is None:
            return False
        soldiers = self.chosen if soldier in self.chosen else [soldier]
        self.attack_with(soldiers, target, done=False)
        return True

    def _drop_blocker(self, thing: Thing, pos: tuple[int, int]) -> bool:
        """A soldier let go at ``pos`` while declaring blockers: it blocks the attacker
        there, if it may; whether it does."""
        attackers = [("soldier", blocked_by(a)) for a in self.moves().get(thing, [])]
        under = self.table.part.thing_at(pos, attackers)
        if under is None:
            return False
        block = next(a for a in self.moves()[thing] if blocked_by(a) == under[1])
        return self.play([block])

    def _seat_at(self, pos: tuple[int, int], view: CombatView) -> int | None:
        """The opponent a drag towards ``pos`` attacks: the one whose cell it ends in (in a
        duel, anywhere above the viewer's own row)."""
        layout = self.table.layout
        opponents = self._opponents(view)
        for seat in opponents:
            if layout.cell(seat).collidepoint(pos):
                return seat
        if len(opponents) == 1 and pos[1] < layout.cell(view.player).top:
            return opponents[0]
        return None
