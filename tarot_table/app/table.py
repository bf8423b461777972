"""The card table: a game in progress, animated from the rules' events and played with the
mouse and keyboard.

:class:`TableScene` shows the table from one seat, the *viewer*: the human in a game with one
human; the acting human in hot-seat (behind a "Pass to <name>" curtain); seat 0 with every hand
face down when only AI seats play. Each move's events, redacted for the viewer, are animated
one after the other by the :class:`~.animator.Animator`; when they are done the sprites settle
on the layout of the viewer's current view. AI seats think in the app's worker process and act
after ``settings.ai_pause`` seconds at least, the frame loop never waiting for them. The
drawing half of the scene is :class:`~.table_draw.TableDrawing`.

What the table lays out comes from the game's zones (``zone_names``, from the first view): won
piles, a draw pile to drag from (Taruno), two discard piles, the cards in front of each seat;
the signs of play (direction ring, card to match, penalty badge, "Taruno!" tag) from the view's
``info`` as :class:`~.table_panels.Shown` follows the events. A game with battlefield lanes
(Arcanoid) is laid out by :mod:`.battlefield_layout` and shown by :mod:`.table_fields`; a game
that says where its actions are dropped (``drop_zones``) is played by selecting cards and
dropping them (:mod:`.table_selection`, :mod:`.table_drops`); a game with reaction windows
pauses neutrally in hot-seat play (:mod:`.table_reactions`).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..cards import Card
from ..rules.base import Action, Event, IllegalActionError, PlayerView
from ..rules.taruno import TarunoView
from ..session import Session
from . import table_panels as panels
from .animator import RELAYOUT, Animator, Board
from .battlefield_layout import BattlefieldLayout, field_names, layout_for
from .layer_cache import LayerCache
from .layout import LIFT, LIFT_SELECTED
from .scene import Scene
from .sprites import CardSprite, SurfaceCache
from .table_ai import AiSeats
from .table_choices import (ChoicePanel, board_actions, choice_actions, grouped_choices,
                            opened_group)
from .table_drops import DropControl
from .table_draw import TableDrawing
from .table_fields import FieldTable
from .table_hint import HintControl
from .table_input import HandInput
from .table_reactions import ReactionWindow
from .table_saving import SaveWatch
from .table_selection import SelectionInput

if TYPE_CHECKING:
    from .main import App

LOG_LINES = 6
TOAST_SECONDS = 3.0
HAND_END_SECONDS = 7.0
SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass
class _HandEnd:
    """The end-of-hand score table on screen and the seconds ``left`` before it closes."""

    hand: int
    hand_points: tuple[int, ...]
    scores: tuple[int, ...]
    left: float = HAND_END_SECONDS
    history: tuple[tuple[int, ...], ...] = ()      # each deal's score changes (Tarocchi)
    subtitle: str = ""


class TableScene(TableDrawing, Scene):
    """The table for ``session``. For tests: ``session``, ``viewer``, ``busy``,
    :meth:`hand_sprite_rect`, :meth:`trick_area_rect`, ``curtain_button``, ``continue_button``,
    ``choices`` (the :class:`~.table_choices.ChoicePanel` up, or ``None``), ``draws``,
    :meth:`draw_card`; ``images`` (the card faces as the game numbers its majors); ``fields``
    (a :class:`~.table_fields.FieldTable`), ``drops`` (a :class:`~.table_drops.DropControl`),
    ``reaction``, ``back_button``, :meth:`lit_zones`."""

    def __init__(self, app: "App", session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.images = app.images.numbered(session.game.spec.numbering)   # this game's faces
        self.spectator = not session.human_seats()
        self.viewer = self._first_viewer()
        first = session.view(self.viewer)
        self.zone_order = tuple(first.zones)                          # the game's zones
        self.zone_names = frozenset(self.zone_order)
        self.fields = FieldTable(self, first) if field_names(self.zone_order) else None
        self.layout = self._layout_for(app.size, self.viewer)
        self.board = Board(self.layout)
        self.animator = Animator(self.board, lambda: app.settings.speed, self._notify)
        self.cache = SurfaceCache()
        self.layers = LayerCache()
        dropping = hasattr(session.game, "drop_zones")
        self.input = SelectionInput(self) if dropping else HandInput(self)
        self.drops = DropControl(self) if dropping else None
        self.reaction = ReactionWindow(self)
        self._offered: list[Action] | None = None   # the actions a drop left to choose from
        self._group: tuple | None = None            # the choices of one card, opened
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        self.clock = 0.0
        self.revealed = False           # hot-seat: the acting human asked to see their hand
        self.last_shown: int | None = None
        self.curtain_for: int | None = None
        self.curtain_button: UIButton | None = None
        self.continue_button: UIButton | None = None
        self.back_button: UIButton | None = None   # leaves a card's choices, or a drop's
        self.choices: ChoicePanel | None = None     # buttons of a non-card decision
        self._choice_key: tuple | None = None
        self._zone_key: tuple = ()                  # the buttons at zones shown
        self.hand_end: _HandEnd | None = None
        self.shown = panels.Shown()
        self.ai = AiSeats(session, app.ai.submit, self.log.append)
        self.hint = HintControl(self)
        self._toast: tuple[str, float] | None = None
        self.saving = SaveWatch(session, self.log.append, self.show_toast)
        self._settled = True
        self._finished = False
        self._legal: tuple[tuple, frozenset[Card]] = ((), frozenset())
        self._draws: tuple[tuple[int, int], bool] = ((-1, -1), False)
        self._view: tuple[tuple[int, int], PlayerView | None] = ((-1, -1), None)
        self._invite: CardSprite | None = None      # the top of the draw pile, glowing
        self._begin()

    # -- set-up -----------------------------------------------------------------------------
    def _layout_for(self, size: tuple[int, int], viewer: int):
        """The layout of this table at ``size`` seen from ``viewer`` (with the daemon's row
        opened while a daemon plays)."""
        daemon = self.fields is not None and self.fields.master is not None
        return layout_for(size, len(self.session.seats), viewer, self.zone_order, daemon=daemon)

    def relayout(self, duration: float) -> None:
        """Lay the table out again (the daemon's row opened or closed): every card moves to
        its new place in ``duration`` seconds."""
        self.layout = self._layout_for(self.app.size, self.viewer)
        self.board.layout = self.layout
        for zone in self.board.zones:
            self.board.relayout(zone, duration)

    def _first_viewer(self) -> int:
        humans = self.session.human_seats()
        if not humans:
            return 0
        current, n = self.session.current_player(), len(self.session.seats)
        if current is None:
            return humans[0]
        return next(s for s in ((current + k) % n for k in range(n)) if s in humans)

    def _begin(self) -> None:
        """Deal with an animation for a new game; lay out the current view for a resumed one."""
        opening = self.session.opening_events
        self.shown.sync(self.session.view(self.viewer))
        if self.fields is not None:
            self.fields.sync(self.session.view(self.viewer))
        if self.session.state.history or not opening:
            if self.session.state.history:
                self.log.append(f"Game resumed: {self.session.state.summary()['progress']}.")
            self._settle(0.0)
            return
        count = sum(1 for e in opening if e.kind == "move" and e.src == "deck")
        self.board.zones["deck"] = [CardSprite(None, self.board.slot("deck", k, count))
                                    for k in range(count)]
        self._push(opening)

    # -- what the table knows ---------------------------------------------------------------
    @property
    def hands_visible(self) -> bool:
        """Whether the viewer's hand may be drawn face up now."""
        if self.spectator:
            return False
        if self.session.hot_seat:
            return self.revealed and self.curtain_for is None
        return True

    @property
    def busy(self) -> bool:
        """Cards still moving, events still to animate, or an AI deciding."""
        return self.animator.busy or self.ai.pending is not None

    @property
    def can_act(self) -> bool:
        """Whether the viewer may play a card now."""
        return (not self.spectator and self.curtain_for is None and self.hand_end is None
                and not self._finished and not self.animator.busy and self.hands_visible
                and not self.reaction.open
                and self.session.current_player() == self.viewer)

    @property
    def toast(self) -> str | None:
        """The banner's text while one shows."""
        return self._toast[0] if self._toast is not None else None

    def playable(self) -> frozenset[Card]:
        """The cards the viewer may play now (empty when it is not the viewer's turn)."""
        key = (len(self.session.state.history), self.viewer, self.can_act)
        if self._legal[0] != key:
            view = self.session.view(self.viewer)
            if self.drops is not None:
                usable = frozenset(c for a in board_actions(view, self.session.game)
                                   for c in a.cards) if self.can_act else frozenset()
            else:
                usable = frozenset(a.cards[0] for a in view.legal if len(a.cards) == 1)
            self._legal = (key, usable)
        return self._legal[1]

    def view_now(self) -> PlayerView:
        """The viewer's view of the state now (kept until a move is made or the viewer
        changes, so that a frame does not build views again)."""
        key = (len(self.session.state.history), self.viewer)
        if self._view[0] != key:
            self._view = (key, self.session.view(self.viewer))
        return self._view[1]

    def _view_zones(self) -> tuple[PlayerView, dict[str, tuple[Card | None, ...]]]:
        """The viewer's view and its zones, every hand masked for a spectator."""
        view = self.session.view(self.viewer)
        zones = dict(view.zones)
        if self.spectator:
            zones = {z: (None,) * len(c) if z.startswith("hand:") else c for z, c in zones.items()}
        return view, zones

    def anim_time(self, seconds: float) -> float:
        """``seconds`` at the player's animation speed (0 when animations are off)."""
        speed = self.app.settings.speed
        return seconds / speed if speed > 0 else 0.0

    def hand_sprite_rect(self, card: Card) -> pygame.Rect:
        """The uncovered part of ``card`` in the viewer's hand (its centre picks that card).
        Raises ``KeyError`` when the card is not there."""
        hand = self.board.zones.get(f"hand:{self.viewer}", [])
        index = next((i for i, s in enumerate(hand) if s.card == card), None)
        if index is None:
            raise KeyError(f"{card} is not in the viewer's hand")
        rect = hand[index].rect(self.layout.card)
        if index + 1 < len(hand):
            rect.width = max(4, round(hand[index + 1].rect(self.layout.card).left - rect.left))
        return rect

    def trick_area_rect(self) -> pygame.Rect:
        return self.layout.trick_area.copy()

    # -- acting -----------------------------------------------------------------------------
    def play_card(self, card: Card) -> bool:
        """The viewer plays ``card``. A refusal shows its reason and returns False."""
        if not self.can_act:
            return False
        view = self.session.view(self.viewer)
        action = next((a for a in view.legal if a.cards == (card,)), None)
        if action is None:      # refused: ask the rules why, as the kind of card move now due
            like = next((a for a in view.legal if len(a.cards) == 1), Action("play"))
            action = Action(like.kind, (card,), like.target)
        try:
            events = self.session.play(self.viewer, action)
        except IllegalActionError as exc:
            self.show_toast(str(exc))
            return False
        self.input.forget()
        if self.session.hot_seat:
            self.revealed = False
        self._push(events)
        return True

    def choose(self, action: Action) -> bool:
        """The viewer takes ``action`` from the choice panel. A refusal shows its reason."""
        if not self.can_act:
            return False
        try:
            events = self.session.play(self.viewer, action)
        except IllegalActionError as exc:
            self.show_toast(str(exc))
            return False
        self.after_play(events)
        return True

    def after_play(self, events: list[Event]) -> None:
        """The viewer's move was made: animate its ``events``, clear the selection."""
        if self.drops is not None:
            self.input.forget()
        self._offered = self._group = None
        if self.session.hot_seat:
            self.revealed = False
        self._push(events)
        self._update_choices()

    def push_events(self, events: list[Event]) -> None:
        """Animate ``events`` of a move made for the table (a reaction window's)."""
        self._push(events)

    def offer(self, actions: list[Action]) -> None:
        """Ask the viewer to choose among ``actions`` (a drop that means several moves)."""
        self._offered = list(actions)
        self._update_choices()

    def drop_zone_at(self, pos: tuple[int, int]) -> str | None:
        """The zone a drop at ``pos`` aims at (None: nothing there)."""
        return self.drops.zone_at(pos) if self.drops is not None and self.can_act else None

    def drop_cards(self, cards: list[Card], zone: str) -> bool:
        """The viewer drops ``cards`` on ``zone``; a refusal shows its reason, returns False."""
        if self.drops is None or not self.can_act:
            return False
        return self.drops.drop(cards, zone)

    def lit_zones(self) -> set[str]:
        """The zones the viewer's selection (or the cards being dragged) may be dropped on."""
        if self.drops is None or not self.can_act:
            return set()
        return self.drops.lit(getattr(self.input, "selection", []))

    def rebuild(self) -> None:
        """Build the widgets again (a window opened or closed)."""
        self.clear()
        self.build()

    @property
    def draws(self) -> bool:
        """Whether the viewer may draw from the draw pile now (drag or double-click it)."""
        if not self.can_act or "draw" not in self.zone_names:
            return False
        key = (len(self.session.state.history), self.viewer)
        if self._draws[0] != key:
            board = board_actions(self.view_now(), self.session.game)
            self._draws = (key, any(a.kind == "draw" for a in board))
        return self._draws[1]

    def draw_card(self) -> bool:
        """The viewer draws from the draw pile. A refusal shows its reason and returns False."""
        self.input.forget()
        return self.choose(Action("draw"))

    def _update_choices(self) -> None:
        """Show the choice panel when the acting viewer has decisions the board cannot express
        (as a bar above the hand when the board expresses the others); rebuild the widgets when
        that set changes."""
        key = None
        if self.can_act:
            view, game = self.view_now(), self.session.game
            actions = self._offered or self._grouped(choice_actions(view, game))
            if actions:
                key = (len(self.session.state.history), self.viewer, tuple(actions),
                       bool(board_actions(view, game)) and not self._offered
                       and self._group is None)
        zone_key = self.drops.key() if self.drops is not None else ()
        if key != self._choice_key or zone_key != self._zone_key:
            self._choice_key, self._zone_key = key, zone_key
            self.clear()
            self.build()

    def _grouped(self, actions: list[Action]) -> list[Action]:
        """The choices shown: a card's choices grouped behind one button when there are many
        (a table of drops only); ``_group`` is the card opened."""
        return grouped_choices(actions, self._group) if self.drops is not None else actions

    def _group_title(self) -> str:
        """The heading of an opened card's choices: the card's name."""
        kind, cards = self._group
        return f"{self.session.game.card_name(cards[0])}: choose" if cards else kind.title()

    def _group_of(self, action: Action) -> tuple | None:
        """The card choices ``action``'s button opens when it stands for several, else None."""
        if self._group is not None or self._offered or self.drops is None:
            return None
        return opened_group(action, choice_actions(self.view_now(), self.session.game))

    def _describe(self, view: PlayerView, action: Action) -> str:
        """The label of a choice button: the game's words, with the seats' names (a button
        opening a card's choices: the card's name)."""
        if self._group_of(action) is not None:
            name = self.session.game.card_name
            return f"{name(action.cards[0])}…" if action.cards else f"{action.kind.title()}…"
        return self.describe(action)

    def describe(self, action: Action) -> str:
        """A choice's label: the game's ``describe_choice`` (else ``describe_action``), with
        the seats' names."""
        game = self.session.game
        describe = getattr(game, "describe_choice", None)
        words = describe(self.view_now(), action) if describe else game.describe_action(action)
        return self.event_text(Event("message", text=words))

    def describe_long(self, action: Action) -> str:
        """An action in the game's full words, with the seats' names."""
        return self.event_text(Event("message", text=self.session.game.describe_action(action)))

    def bar_area(self, count: int) -> pygame.Rect:
        """Where the buttons of a decision beside the board's go: above the viewer's hand, on
        the right, clear of the cards (``count`` buttons in a row); on a table of battlefields
        a column under the score panel."""
        layout = self.layout
        if isinstance(layout, BattlefieldLayout):
            return layout.choice_column(count)
        width = min(layout.size[0] // 2, count * 17 * layout.line)
        area = pygame.Rect(0, 0, width, round(layout.line * 2.2))
        area.bottomright = (layout.size[0] - layout.margin,
                            layout.hand_rect(self.viewer).top - layout.gap)
        return area

    def choice_area(self) -> pygame.Rect:
        """Where the choice panel's buttons go: the middle of the table."""
        layout = self.layout
        top = layout.score_panel.bottom + layout.gap
        bottom = layout.hand_rect(self.viewer).top - 2 * layout.line
        width = round(min(layout.size[0] * 0.72, layout.log_panel.left - layout.score_panel.right))
        area = pygame.Rect(0, 0, width, max(layout.line * 3, bottom - top))
        area.center = (layout.size[0] // 2, (top + bottom) // 2)
        return area

    def show_toast(self, words: str) -> None:
        """A banner above the hand for a few seconds."""
        self._toast = (words, TOAST_SECONDS)

    def _push(self, events: Iterable[Event]) -> None:
        seat = None if self.spectator else self.viewer
        self.animator.push(e.visible_to(seat) for e in events)
        self._settled = False

    def _settle(self, duration: float) -> None:
        view, zones = self._view_zones()
        seats = getattr(view, "trick_seats", None) or view.info.get("trick_seats", ())
        face_down = view.face_down() if isinstance(view, TarunoView) else None
        self.board.settle(zones, tuple(seats), duration, face_down)
        self.shown.sync(view)
        if self.fields is not None:
            self.fields.sync(view)

    def _set_viewer(self, seat: int) -> None:
        self.viewer = seat
        self.layout = self._layout_for(self.app.size, seat)
        self.board.layout = self.layout
        self.input.forget()
        self._settle(0.0)

    # -- frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.animator.update(dt)
        if self._toast is not None:
            words, left = self._toast
            self._toast = (words, left - dt) if left > dt else None
        self.saving.update(dt)
        if self.hand_end is not None:
            self.hand_end.left -= dt
            if self.hand_end.left <= 0:
                self._close_hand_end()
        self.hint.update()
        self._update_hints()
        self._update_choices()
        if self.animator.busy or self.hand_end is not None or self.curtain_for is not None:
            return
        if not self._settled:
            self._settled = True
            self._settle(self.anim_time(RELAYOUT))
            return
        if self.reaction.update(dt):
            return
        current = self.session.current_player()
        if current is None:
            self._finish()
        elif self.session.seats[current].is_human:
            self._human_turn(current)
        else:
            events = self.ai.update(current, dt, self.app.settings.ai_pause)
            if events is not None:
                self._push(events)

    def _update_hints(self) -> None:
        """Lift the playable cards, dim the others, raise and ring the focused one."""
        active = self.can_act
        legal = self.playable() if active else frozenset()
        height = self.layout.card[1]
        focus = (self.input.selected, self.input.hovered)
        self.input.update_marks()
        pile = self.board.zones.get("draw")
        invite = pile[-1] if pile and self.draws and pile[-1] is not self.input.dragging \
            else None
        if invite is not self._invite:          # the top of the draw pile glows to be drawn
            if self._invite is not None:
                self._invite.glow = False
            self._invite = invite
        if invite is not None:
            invite.glow = True
        for sprite in self.board.zones.get(f"hand:{self.viewer}", []):
            if sprite is self.input.dragging:
                continue
            ok = sprite.card in legal
            sprite.dim = active and not ok
            sprite.glow = active and self.input.is_selected(sprite.card)
            if not ok:
                lift = 0.0
            elif sprite.card == focus[1] or self.input.is_selected(sprite.card) or \
                    sprite.card == self.hint.card():
                lift = LIFT_SELECTED
            else:
                lift = LIFT
            sprite.raise_to(lift * height)

    def _human_turn(self, seat: int) -> None:
        if self.hands_visible or not self.session.hot_seat:
            return
        if seat != self.last_shown:
            self._raise_curtain(seat)
        else:
            self.revealed = True

    def _raise_curtain(self, seat: int) -> None:
        self.curtain_for = seat
        self.revealed = False
        self._set_viewer(seat)
        self.clear()
        self.build()

    def _reveal(self) -> None:
        self.last_shown, self.curtain_for = self.curtain_for, None
        self.revealed = True
        self.clear()
        self.build()

    def _finish(self) -> None:
        """After the last animation: the results replace the table."""
        if not self._finished:
            self._finished = True
            from .results import ResultsScene
            self.app.stack.replace(ResultsScene(self.app, self.session))

    # -- events the animator does not move cards for ----------------------------------------
    def _notify(self, event: Event) -> float:
        """Log ``event`` and update what the panels show; return the seconds to wait."""
        words = self.event_text(event)
        if words:
            self.log.append(words)
        self.shown.apply(event, len(self.session.seats))
        wait = self.fields.notify(event) if self.fields is not None else 0.0
        if wait:
            return wait
        if event.kind == "hand_end" and not any(e.kind == "game_end" for e in self.animator.queue):
            self._open_hand_end(event.data)
        if event.kind == "message":
            self.show_toast(words)
            return 1.2
        if event.kind == "game_end" and words:     # a moment to see the last card, then results
            self.show_toast(words)
            return 1.5
        return 0.0

    def event_text(self, event: Event) -> str:
        """The log line of ``event``, with the seats' names."""
        return panels.event_text(event, [seat.name for seat in self.session.seats])

    def _open_hand_end(self, data: dict[str, Any]) -> None:
        self.hand_end = _HandEnd(data.get("hand", self.shown.hand_no),
                                 tuple(data.get("hand_points", ())), tuple(data.get("scores", ())),
                                 history=tuple(data.get("results", ())),
                                 subtitle=self._deal_summary(data))
        self.animator.paused = True
        self.clear()
        self.build()

    def _deal_summary(self, data: dict[str, Any]) -> str:
        """"Ada alone: 30 to 38" — the declaring side and the card points of both sides, when
        the game reports sides (Tarocchi)."""
        side, points = data.get("declarer_side"), data.get("side_points")
        if not side or not points:
            return ""
        names = [self.session.seats[s].name for s in side]
        who = names[0] + " alone" if len(names) == 1 else " and ".join(names)
        return f"{who}: {points[0]} to {points[1]}"

    def _close_hand_end(self) -> None:
        self.hand_end = None
        self.animator.paused = False
        self.clear()
        self.build()

    # -- scene ------------------------------------------------------------------------------
    def build(self) -> None:
        size, line = self.app.size, self.layout.line
        manager = self.app.manager
        if self.curtain_for is not None:
            name = self.session.seats[self.curtain_for].name
            self.curtain_button = UIButton(panels.curtain_button_rect(size, line),
                                           f"I am {name}: show my hand", manager,
                                           object_id="#continue_button")
            self.elements.append(self.curtain_button)
        if self.hand_end is not None:
            rect = panels.overlay_rect(size, len(self.session.seats), line,
                                       1.0 if self.hand_end.subtitle else 0.0)
            button = pygame.Rect(0, 0, 200, round(line * 2))
            button.midbottom = (rect.centerx, rect.bottom - line)
            self.continue_button = UIButton(button, "Continue", manager,
                                            object_id="#continue_button")
            self.elements.append(self.continue_button)
        if self._choice_key is not None and self.can_act:
            actions, bar = list(self._choice_key[2]), self._choice_key[3]
            view = self.session.view(self.viewer)
            title = "Which move?" if self._offered else \
                self._group_title() if self._group else "" if bar else self.event_text(
                    Event("message", text=self.session.game.prompt(view)))
            area = self.bar_area(len(actions)) if bar else self.choice_area()
            self.choices = ChoicePanel(actions, area, line, manager,
                                       lambda a: self._describe(view, a), title=title, bar=bar,
                                       card_height=self.layout.card[1],
                                       column=bar and isinstance(self.layout, BattlefieldLayout),
                                       card_name=self.session.game.card_name)
            self.elements.extend(self.choices.buttons)
            if self._offered or self._group:
                last = self.choices.buttons[-1].relative_rect
                back = pygame.Rect(last.left, last.bottom + line // 2, last.width, last.height)
                if not bar:
                    back.width = min(last.width, 10 * line)
                    back.centerx = self.choices.buttons[0].relative_rect.union(last).centerx
                self.back_button = UIButton(back, "Back", manager, object_id="#small_button")
                self.elements.append(self.back_button)
        if self.drops is not None:
            self.elements.extend(self.drops.build(manager))
        self.elements.extend(self.reaction.build(manager))
        hint_button = self.hint.build(manager)
        if hint_button is not None:
            self.elements.append(hint_button)

    def leave(self) -> None:
        self.hint.cancel()
        super().leave()

    def clear(self) -> None:
        super().clear()
        self.curtain_button = self.continue_button = self.back_button = None
        self.choices = None
        if self.drops is not None:
            self.drops.forget()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self._layout_for(size, self.viewer)
        self.board.layout = self.layout
        self.input.cancel()
        self.board.snap_all()
        super().resize(size)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.hint.handle_event(event):
            return None
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.curtain_button and self.curtain_button is not None:
                self._reveal()
                return None
            if event.ui_element is self.continue_button and self.continue_button is not None:
                self._close_hand_end()
                return None
            if self.reaction.handle(event.ui_element):
                return None
            if event.ui_element is self.back_button and self.back_button is not None:
                self._offered = self._group = None
                self._update_choices()
                return None
            action = self.choices.action_for(event.ui_element) if self.choices else None
            if action is None and self.drops is not None:
                action = self.drops.action_for(event.ui_element)
            if action is not None:
                group = self._group_of(action) if self.choices and \
                    self.choices.action_for(event.ui_element) else None
                if group is not None:
                    self._group = group
                    self._update_choices()
                else:
                    self.choose(action)
                return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.input.cancel()
            from .ingame_menu import InGameMenuScene
            self.app.stack.push(InGameMenuScene(self.app, self))
            return None
        if self.curtain_for is not None:
            if event.type == pygame.KEYDOWN and event.key in SKIP_KEYS:
                self._reveal()
                return None
            return event
        if self.hand_end is not None:
            if (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS) or \
                    (event.type == pygame.MOUSEBUTTONUP and event.button == 1):
                self._close_hand_end()
                return None
            return event
        if event.type == pygame.KEYDOWN and event.key in SKIP_KEYS and self.animator.busy:
            self.animator.skip()
            return None
        return None if self.input.handle_event(event) else event
