"""The card table: a game in progress, animated from the rules' events and played with the
mouse and keyboard.

:class:`TableScene` shows the table from one seat, the viewer (:mod:`.viewpoint`), and knows
the game only through the session's view-level queries: the viewer's view, the acting seat's
legal actions, the events each seat may see. Each move's events, redacted for the viewer, are
animated one after the other (:mod:`.tabletop`); when they are done the sprites settle on the
layout of the viewer's current view. AI seats think in the app's worker process and act after
``settings.ai_pause`` seconds at least, the frame loop never waiting for them
(:mod:`.ai_seats`).

The scene is made of parts that each own their state: the tabletop (layout, sprites,
animator), the viewpoint, the messages (log and toast), what the panels show (:mod:`.shown`),
the input (:mod:`.hand_input`, or :mod:`.selection` and :mod:`.drops` for a game played by
dropping cards on zones), the choice panel (:mod:`.choices`), the hint (:mod:`.hint`), undo
(:mod:`.undo`), the save watch (:mod:`.saving`) and the reaction watch (:mod:`.reactions`).
A part handed the scene sees it through its protocol of :mod:`.host`, never by importing it.
What holds plain play for a while — the hot-seat curtain, the end-of-hand sheet, a reaction window, a drop's offer,
the end — is the table's one current mode (:mod:`.modes`). The drawing half is
:class:`~.drawing.TableDrawing`.

What differs between games comes from the game's table plug-in
(:func:`~tarot_table.app.games.plugin.table_plugin`): the layout, what is dragged or dropped,
the score panel, notes at zones, reaction windows, and the game's own part of the board (a
table of battlefields).
"""

from __future__ import annotations

import functools

from typing import TYPE_CHECKING, Iterable

import pygame
import pygame_gui

from ...cards import TRADITIONS, Card
from ...rules.base import Action, Event, IllegalActionError, PlayerView
from ...session import Session
from ...undo import UndoError
from ..draw.animator import RELAYOUT
from ..draw.layout import LIFT, LIFT_SELECTED
from ..draw.sprites import LIFT_SECONDS, CardSprite
from ..draw.words import event_text
from ..games.plugin import table_plugin
from ..focus import FocusRing, is_help_key, row_neighbour
from ..scene import Scene, soonest
from ..theme import table_scale
from .ai_seats import AiSeats
from .choices import ChoiceControl, ChoicePanel
from .drawing import TableDrawing
from .drops import DropControl
from .hand_input import HandInput
from .hint import HintControl
from .history import HistoryControl
from .messages import Messages
from .modes import SKIP_KEYS, Curtain, Finished, HandEnd, Mode, Offer
from .opponent_pause import stop_for
from .reactions import Reactions, ReactionWindow
from .saving import SaveWatch
from .selection import SelectionInput
from .shown import Shown
from .tabletop import Tabletop
from .undo import UndoControl
from .viewpoint import Viewpoint

if TYPE_CHECKING:
    from ..shell import App

DRAW_PILES = ("draw",)      # the piles a player draws from during play (not the deal's deck)
DRAWN_SECONDS = 1.5         # a card just drawn stays lifted in the hand this long
#: How much faster the others' moves are shown while every human seat sits out (an Arcanoid
#: player whose four battlefields are settled: :meth:`TablePlugin.sits_out`), without the AI's
#: pause before each move.
HURRY = 4.0
ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
#: The toast of a press on the viewer's hand on another seat's move (:meth:`TableScene.not_yet`),
#: taken down once the viewer may act.
NOT_YET = "Not yet: it is not your move."


class TableScene(TableDrawing, Scene):
    """The table for ``session``. For tests: ``session``, ``viewer``, ``busy``, ``can_act``,
    ``toast``, ``log``, :meth:`playable`, :meth:`hand_sprite_rect`, :meth:`trick_area_rect`,
    ``mode`` and by kind ``curtain_for``, ``curtain_button``, ``hand_end``,
    ``continue_button``, ``reaction``; ``choices`` (the
    :class:`~.choices.ChoicePanel` up, or ``None``), ``back_button``, ``draws``,
    :meth:`draw_card`; ``part`` (the plug-in's part of the board: a
    :class:`~tarot_table.app.games.arcanoid.fields.FieldTable`), ``drops`` (a
    :class:`~.drops.DropControl`), :meth:`lit_zones`."""

    covers = True       # the felt under everything
    #: Why this table gives no hint (H says so; no Hint button), ``None``: it gives them.
    hint_withheld: str | None = None
    #: Whether this table offers the turn history (the History button, Shift+H).
    history_offered = True

    def __init__(self, app: "App", session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.plugin = table_plugin(session.game)
        self.hurry = False          # every human seat sits out: the others play on faster
        self._hurry_at = -1         # the move count it was last worked out at
        self.viewpoint = self.viewpoint_for(session)
        first = session.view(self.viewpoint.seat)
        self.top = Tabletop(self.plugin, tuple(first.zones), len(session.seats),
                            self.table_size(app.size), self.viewpoint.seat, self.animation_speed,
                            self._notify, lambda: app.settings.trick_seconds,
                            lambda: table_scale(app.size, app.ui_scale),
                            lambda: self.reduce_motion)
        self.part = self.top.part = self.plugin.board_part(self, first)
        self.top.lay_out(self.table_size(app.size), self.viewpoint.seat)
        dropping = self.plugin.drops_on_zones
        self.input = self.plugin.board_input(self) or (
            SelectionInput(self) if dropping else HandInput(self))
        self.drops = DropControl(self) if dropping else None
        self.choice = ChoiceControl(self)
        self.reactions = Reactions(session, self.plugin)
        self.messages = Messages(self.event_text, self._log_viewer)
        self.shown = Shown()
        self.ai = AiSeats(session, app.ai.submit, self.messages.add)
        self.hint = HintControl(self)
        self.undo_control = UndoControl(self)
        self.history = HistoryControl(self)
        self.focus_ring = FocusRing(app.manager, lambda: self.elements)
        self.saving = SaveWatch(session, self.messages.add, self.show_toast)
        self.mode: Mode | None = None
        self.clock = 0.0
        self._settled = True
        self._legal: tuple[tuple, frozenset[Card]] = ((), frozenset())
        self._draws: tuple[tuple[int, int], bool] = ((-1, -1), False)
        self._invite: CardSprite | None = None      # the top of the draw pile, glowing
        self._declined: tuple[int, int] = (-1, -1)      # (moves, seat) the plug-in left alone
        #: Where a left press ended the animations: it reaches the input as soon as the viewer
        #: may act, if the button is still held (a drag begun while the cards moved).
        self._later_press: tuple[int, int] | None = None
        #: Whether a key came after the mouse last moved: then the keys' card is shown, not the
        #: one under a resting pointer (its hover zoom covered a keyboard player's choice).
        self.keys_last = False
        self._actor: int | None = None              # the seat last seen to act, settled
        self._trick: list[tuple[int | None, Card]] = []     # the trick on the table, shown
        self.drawn: dict[Card, float] = {}                  # a card drawn: lifted until then
        self._last_trick: tuple[tuple[tuple[int | None, Card], ...], int | None] | None = None
        self._begin()

    def _begin(self) -> None:
        """Deal with an animation for a new game; lay out the current view for a resumed one."""
        session = self.session
        opening = session.opening_events
        self._sync(self.view_now())
        if session.moves() or not opening:
            if session.moves():
                self.log_past(session.past_events)
                self.messages.add(f"Game resumed: {session.summary()['progress']}.")
            self._settle(0.0)
            return
        self.top.deal_from_deck(sum(1 for e in opening if e.kind == "move" and e.src == "deck"))
        self._push(opening)

    def log_past(self, events: Iterable[Event]) -> None:
        """Put the lines of ``events`` in the log as the viewer sees them, without animating
        them (what happened before: a resumed game's moves, a replay's up to its position)."""
        for event in self.viewpoint.seen(events):
            words = self.event_text(event)
            if words:
                self.messages.add(words, event, self._log_viewer())

    # -- what a scene built on the table may change (the replay) --------------------------------
    #: Whether the viewer takes part in play here: a replay only watches (no word of what the
    #: player may do while the others play, such as Tarot Combat's F6 and F7).
    plays = True

    def viewpoint_for(self, session: Session) -> Viewpoint:
        """Whose eyes the table looks through (:class:`~.viewpoint.Viewpoint`)."""
        return Viewpoint(session)

    def table_size(self, window: tuple[int, int]) -> tuple[int, int]:
        """The size of the table's area in a window of size ``window``, from its top left
        corner: the whole window."""
        return window

    @property
    def reduce_motion(self) -> bool:
        """Whether cards are put in place at once and nothing pulses or rises (the player's
        setting)."""
        return self.app.settings.reduce_motion

    def auto_action(self, view: PlayerView) -> tuple[Action, str] | None:
        """The move the table makes by itself for the human to act in ``view``, with the words
        that say so: the plug-in's ``auto_action`` (Tarot Combat's passes); ``None``: they
        decide."""
        return self.plugin.auto_action(view, self.app.settings)

    def animation_speed(self) -> float:
        """The animation speed factor (0: no animation): the player's setting, :data:`HURRY`
        times faster while every human seat sits out."""
        speed = self.app.settings.speed
        return speed * HURRY if self.hurry else speed

    # -- the parts, as tests and the painter see them ------------------------------------------
    @property
    def viewer(self) -> int:
        return self.viewpoint.seat

    @property
    def spectator(self) -> bool:
        return self.viewpoint.spectator

    @property
    def layout(self):
        return self.top.layout

    @property
    def board(self):
        return self.top.board

    @property
    def animator(self):
        return self.top.animator

    def _log_viewer(self) -> int | None:
        """Whose log it is now: the viewer's seat (``None`` for a spectator)."""
        return None if self.viewpoint.spectator else self.viewpoint.seat

    @property
    def log(self):
        return self.messages.log

    @property
    def toast(self) -> str | None:
        """The banner's text while one shows."""
        return self.messages.toast

    @property
    def choices(self) -> ChoicePanel | None:
        return self.choice.panel

    @property
    def back_button(self):
        return self.choice.back_button

    @property
    def curtain_for(self) -> int | None:
        """The seat the hot-seat curtain waits for, while it is up."""
        return self.mode.seat if isinstance(self.mode, Curtain) else None

    @property
    def curtain_button(self):
        return self.mode.button if isinstance(self.mode, Curtain) else None

    @property
    def hand_end(self) -> HandEnd | None:
        """The end-of-hand sheet, while it is up."""
        return self.mode if isinstance(self.mode, HandEnd) else None

    @property
    def continue_button(self):
        return self.mode.button if isinstance(self.mode, HandEnd) else None

    @property
    def reaction(self) -> ReactionWindow | None:
        """The reaction window, while it is open."""
        return self.mode if isinstance(self.mode, ReactionWindow) else None

    # -- what the table knows ---------------------------------------------------------------
    def view_now(self) -> PlayerView:
        """The viewer's view of the game now."""
        return self.viewpoint.view()

    @property
    def hands_visible(self) -> bool:
        """Whether the viewer's hand may be drawn face up now."""
        return self.viewpoint.hands_visible(self.mode is not None and self.mode.hides_hands)

    @property
    def busy(self) -> bool:
        """Cards still moving, events still to animate, or an AI deciding."""
        return self.top.busy or self.ai.pending is not None

    @property
    def can_act(self) -> bool:
        """Whether the viewer may play a card now."""
        return (not self.spectator and (self.mode is None or self.mode.lets_act)
                and not self.top.busy and self.hands_visible
                and self.session.current_player() == self.viewer
                and self._declined == (self.session.moves(), self.viewer))

    def not_yet(self, pos: tuple[int, int]) -> None:
        """A press at ``pos`` that the viewer may not make now: on its own hand while another
        seat is to move, a word why nothing happens (a drag in Tarot Combat while the AI has
        priority would otherwise do nothing and say nothing). Taken down once the
        viewer's move comes (:meth:`update`)."""
        if (self.spectator or self.mode is not None or self.top.busy or not self.hands_visible
                or self.session.current_player() in (None, self.viewer)):
            return
        if self.layout.hand_rect(self.viewer).collidepoint(pos):
            self.show_toast(NOT_YET)

    def playable(self) -> frozenset[Card]:
        """The cards the viewer may play on the board now (empty when it is not the viewer's
        turn): not those a choice takes (Taruno's card to keep, Tarocchi's King to call),
        whose card images the arrows move over instead of the hand)."""
        key = (self.session.moves(), self.viewer, self.can_act)
        if self._legal[0] != key:
            view = self.view_now()
            if self.drops is not None:
                usable = frozenset(c for a in self.plugin.board_actions(view)
                                   for c in a.cards) if self.can_act else frozenset()
            else:
                usable = frozenset(a.cards[0] for a in self.plugin.board_actions(view)
                                   if len(a.cards) == 1)
            self._legal = (key, usable)
        return self._legal[1]

    @property
    def draws(self) -> bool:
        """Whether the viewer may draw from the draw pile now (click or drag it)."""
        if not self.can_act or "draw" not in self.top.zone_order:
            return False
        key = (self.session.moves(), self.viewer)
        if self._draws[0] != key:
            self._draws = (key, any(a.kind == "draw"
                                    for a in self.plugin.board_actions(self.view_now())))
        return self._draws[1]

    @property
    def reaches_for_pile(self) -> bool:
        """Whether the viewer may reach for the draw pile now (the D key, a drag from it): its
        turn in a game with one. The rules then take the draw, or the table says why not."""
        return self.can_act and "draw" in self.top.zone_order

    def names(self) -> list[str]:
        """The seats' names, by seat."""
        return [seat.name for seat in self.session.seats]

    @property
    def tradition(self) -> str:
        """The suit names the table writes: the setting's (a key of ``TRADITIONS``), or with
        "each game's own" the game's (:attr:`~tarot_table.rules.base.GameSpec.suit_names`:
        Arcanoid's cards are named as its battlefields, "King of Staves"; ``""``: its text's
        words)."""
        tradition = self.app.settings.tradition
        return tradition if tradition in TRADITIONS else self.session.game.spec.suit_names

    def event_text(self, event: Event) -> str:
        """The log line of ``event``, with the seats' names, the settings' suit names and the
        game's names of the majors (Tarot Combat's "Judgment (XX)")."""
        return event_text(event, self.names(), self.tradition, self.session.game.spec.numbering)

    def logged_name(self, card: Card) -> str:
        """``card``'s name as the log's sentences write it ("Judgement (XX)"; Arcanoid's and
        Tarot Combat's "Judgment (XX)")."""
        return self.event_text(Event("message", text=self.card_name(card)))

    def card_name(self, card: Card) -> str:
        """``card``'s full name in the settings' suit names ("Knight of Batons") and the
        game's numbering of the majors (Arcanoid's M8: "VIII Justice"; M20: "XX Judgment")."""
        return card.name(self.tradition or "english", numbering=self.session.game.spec.numbering)

    def describe(self, action: Action) -> str:
        """A choice's label: the game's ``describe_choice``, with the seats' names."""
        words = self.session.game.describe_choice(self.view_now(), action)
        return self.event_text(Event("message", text=words))

    def describe_long(self, action: Action) -> str:
        """An action in the game's full words, with the seats' names."""
        return self.event_text(Event("message", text=self.session.game.describe_action(action)))

    def anim_time(self, seconds: float) -> float:
        """``seconds`` at the player's animation speed (0 when animations are off)."""
        return self.top.anim_time(seconds)

    def hand_sprite_rect(self, card: Card) -> pygame.Rect:
        """The uncovered part of ``card`` in the viewer's hand (its centre picks that card).
        Raises ``KeyError`` when the card is not there."""
        return self.top.hand_sprite_rect(self.viewer, card)

    def trick_area_rect(self) -> pygame.Rect:
        return self.layout.trick_area.copy()

    def lit_zones(self) -> set[str]:
        """The zones the viewer's selection (or the cards being dragged) may be dropped on."""
        if self.drops is None or not self.can_act:
            return set()
        return self.drops.lit(self.input.selection)

    # -- for the board's part (see TablePlugin.board_part) ------------------------------------
    @functools.cached_property
    def images(self):
        """The card faces as this game numbers its majors (Arcanoid: VIII Justice), made once
        for the table."""
        return self.app.images.numbered(self.session.game.spec.numbering)

    def view(self) -> PlayerView:
        """The viewer's view now."""
        return self.view_now()

    def progress(self) -> str:
        """The game's progress in words ("Round 2 of 5")."""
        return self.session.summary()["progress"]

    def relayout(self, duration: float) -> None:
        """Lay the table out again: every card moves to its new place in ``duration``."""
        self.top.relayout(duration)

    def covered(self) -> bool:
        """Cards held by the mouse, or a choice dialog up over the board."""
        return bool(self.input.held()) or self.choices is not None and not self.choices.bar

    # -- acting -----------------------------------------------------------------------------
    def play_card(self, card: Card) -> bool:
        """The viewer plays ``card``. A refusal shows its reason and returns False."""
        if not self.can_act:
            return False
        view = self.view_now()
        action = next((a for a in view.legal if a.cards == (card,)), None)
        if action is None:      # refused: ask the rules why, as the kind of card move now due
            like = next((a for a in view.legal if len(a.cards) == 1), Action("play"))
            action = Action(like.kind, (card,), like.target)
        try:
            events = self.session.play(self.viewer, action)
        except IllegalActionError as exc:
            self.refuse(str(exc))
            return False
        self.input.forget()
        if self.session.hot_seat:
            self.viewpoint.revealed = False
        self._push(events)
        return True

    def choose(self, action: Action) -> bool:
        """The viewer takes ``action`` (a choice, a drop). A refusal shows its reason."""
        if not self.can_act:
            return False
        try:
            events = self.session.play(self.viewer, action)
        except IllegalActionError as exc:
            self.refuse(str(exc))
            return False
        self.after_play(events)
        return True

    def after_play(self, events: list[Event]) -> None:
        """The viewer's move was made: animate its ``events``, clear the selection."""
        if self.drops is not None:
            self.input.forget()
        self.choice.group = None
        if isinstance(self.mode, Offer):
            self.set_mode(None)
        if self.session.hot_seat:
            self.viewpoint.revealed = False
        self._push(events)
        self._update_widgets()

    def push_events(self, events: list[Event]) -> None:
        """Animate ``events`` of a move made for the table (a reaction window's)."""
        self._push(events)

    def offer(self, actions: list[Action]) -> None:
        """Ask the viewer to choose among ``actions`` (a drop that means several moves)."""
        self.set_mode(Offer(self, actions))

    def drop_zone_at(self, pos: tuple[int, int]) -> str | None:
        """The zone a drop at ``pos`` aims at (None: nothing there)."""
        return self.drops.zone_at(pos) if self.drops is not None and self.can_act else None

    def drop_cards(self, cards: list[Card], zone: str) -> bool:
        """The viewer drops ``cards`` on ``zone``; a refusal shows its reason, returns False."""
        if self.drops is None or not self.can_act:
            return False
        return self.drops.drop(cards, zone)

    def draw_card(self) -> bool:
        """The viewer draws from the draw pile. A refusal shows its reason and returns False."""
        self.input.forget()
        return self.choose(Action("draw"))

    def show_toast(self, words: str) -> None:
        """A banner above the hand for a few seconds, worded as the log is (:meth:`event_text`)."""
        self.messages.show_toast(self.event_text(Event("message", text=words)))

    def refuse(self, reason: str) -> None:
        """A move was refused by the rules: ``reason`` in a toast, and the refused sound."""
        self.show_toast(reason)
        self.app.sound.play("refused")

    def undo(self) -> bool:
        """Take the game back to a human's previous decision (the session's undo): the AI's
        decision on its way and the animation queued are dropped, the cards laid out on the
        position taken back to. A refusal shows its reason and returns False."""
        if self.mode is not None and not self.mode.lets_act:
            return False
        try:
            taken = self.session.undo()
        except UndoError as exc:
            self.refuse(str(exc))
            return False
        self.ai.cancel()
        self.hint.cancel()
        self.animator.drop()
        self.input.forget()
        self.reactions = Reactions(self.session, self.plugin)
        if self.session.hot_seat:
            self.viewpoint.revealed = False
        self.set_mode(None)
        more = len(taken) - 1
        after = f" (and {more} move{'s' * (more != 1)} after it)" if more else ""
        self.messages.add(f"Taken back: {self.describe_long(taken[0])}{after}.")
        self._settled = True
        self._settle(self.anim_time(RELAYOUT))
        return True

    # -- modes ------------------------------------------------------------------------------
    def set_mode(self, mode: Mode | None) -> None:
        """Make ``mode`` the table's mode (``None``: plain play), ending the current one; the
        widgets are built again."""
        if self.mode is not None:
            self.mode.leave()
        self.mode = mode
        if mode is not None:
            mode.enter()
        if self.app.stack.top is self:
            self.rebuild()

    def set_viewer(self, seat: int) -> None:
        """Show the table from ``seat`` (hot-seat play)."""
        self.viewpoint.seat = seat
        self.top.lay_out(self.table_size(self.app.size), seat)
        self.input.forget()
        self._settle(0.0)

    # -- the animation ----------------------------------------------------------------------
    def _push(self, events: Iterable[Event]) -> None:
        self.top.push(self.plugin.animated(self.viewpoint.seen(events)))
        self._settled = False

    def _settle(self, duration: float) -> None:
        view = self.view_now()
        self.top.settle(view, self.viewpoint.zones(), duration)
        self._sync(view)

    def _sync(self, view: PlayerView) -> None:
        """The panels and the board's part catch up with ``view``, the animation being done."""
        self.shown.sync(view, self.plugin.facts(view), self.session.summary()["scores"])
        if self.part is not None:
            self.part.sync(view)

    def _notify(self, event: Event) -> float:
        """Log ``event``, sound it and update what the panels show; return the seconds to
        wait."""
        self.app.sound.play_event(event, self.session.human_seats())
        self._follow_trick(event)
        self._follow_draw(event)
        words = self.event_text(event)
        if words:
            self.messages.add(words, event, self._log_viewer())
        self.shown.apply(event, len(self.session.seats))
        wait = self._notify_part(event)
        if wait:
            return wait
        if event.kind == "hand_end":     # the last one too, before the results
            self._hand_end(event)
        if event.kind == "message":
            self.show_toast(words)
            return 1.2
        if event.kind == "game_end" and words:     # a moment to see the last card, then results
            self.show_toast(words)
            return 1.5
        return 0.0

    def _notify_part(self, event: Event) -> float:
        """The board part follows ``event`` (the seconds it holds the animation) and shows its
        end-of-round sheet after a round's last event."""
        if self.part is None:
            return 0.0
        wait = self.part.notify(event)
        sheet = self.part.round_sheet(event)
        if sheet is not None:
            self.set_mode(HandEnd.from_event(self, sheet, sheet["hand"], sheet["subtitle"]))
        return wait

    def _hand_end(self, event: Event) -> None:
        """The end-of-hand sheet for the ``hand_end`` ``event``, with the cards set aside in
        the hand as the viewer sees them."""
        aside = tuple(sprite.card for zone in self.plugin.aside_zones
                      for sprite in self.board.zones.get(zone, ()))
        subtitle = self.plugin.hand_end_subtitle({**event.data, "set_aside": aside},
                                                 self.names())
        self.set_mode(HandEnd.from_event(self, event.data, self.shown.hand_no, subtitle))

    # -- frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The parts move on by ``dt`` seconds (:meth:`_update_parts`), then play does, unless
        cards still move or the mode holds it: the cards settle on the view once the
        animation is done, a reaction window opens when one is due, else the seat to move
        acts (:meth:`_play_on`)."""
        self._update_parts(dt)
        if self.top.busy or (self.mode is not None and self.mode.holds_play):
            return
        if not self._settled:
            self._settled = True
            self._settle(self.anim_time(RELAYOUT))
            return
        window = self.reactions.due()
        if window is not None:
            self.set_mode(ReactionWindow(self, *window))
            self.mode.update(dt)
            return
        self._play_on(dt)

    def _update_parts(self, dt: float) -> None:
        """The clock, the animation, the messages, the save watch, the mode and the hint move
        on by ``dt`` seconds; a press held back for the viewer's move is handed on once it
        comes; the buttons, the cards' marks and the widgets follow."""
        self.clock += dt
        self._follow_glow()
        self.animator.update(dt)
        self.messages.update(dt)
        self.saving.update(dt)
        if self.mode is not None:
            self.mode.update(dt)
        self.hint.update()
        if self.can_act:            # the move has come: "not yet" would now mislead
            self.messages.drop_toast(NOT_YET)
            self._hand_on_later_press()
        self.undo_control.sync()
        self._show_controls(self.mode is None or not self.mode.hides_controls)
        self._update_hints()
        self._update_widgets()

    def _hand_on_later_press(self) -> None:
        """A left press that ended the animations reaches the input now that the viewer may
        act (:attr:`_later_press`)."""
        if self._later_press is not None:
            pos, self._later_press = self._later_press, None
            self.input.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))

    def _play_on(self, dt: float) -> None:
        """The seat to move acts: the results at the game's end, a human's turn
        (:meth:`_human_to_act`), an AI's answer asked or played."""
        current = self.session.current_player()
        if current is None:
            self._announce_turn(current)
            self.set_mode(Finished(self))
        elif self.session.seats[current].is_human:
            self._human_to_act(current)
        else:
            self._announce_turn(current)
            self._follow_hurry()
            events = self.ai.update(current, dt, 0.0 if self.hurry else self.app.settings.ai_pause)
            if events is not None:
                self._push(events)
                pause = stop_for(self, current, self.viewpoint.seen(events))
                if pause is not None:
                    self.set_mode(pause)

    def _human_to_act(self, seat: int) -> None:
        """The human ``seat`` is to move: the plug-in's own move made for them, or their turn
        announced (the chime, the curtain); once they may act, the hint and the widgets
        follow at once."""
        self.hurry = False
        declined = self._declined
        if not self._auto_move(seat):     # no chime for a move the table makes
            self._announce_turn(seat)
            self._human_turn(seat)
        if self._declined != declined:     # the human may act from this frame on
            self.hint.update()
            self._update_widgets()

    def next_change(self) -> float | None:
        """0 while the cards move or play goes on by itself (:meth:`_play_change`); else the
        soonest of the toast's fade, a drawn card's lift, the plates' pulse and dots, the
        save's retry, the mode's countdown, the board part's own motion."""
        if self.animator.animating:
            return 0.0
        if self.can_act and (self._later_press is not None or self.toast == NOT_YET):
            return 0.0          # the move has come: the press to hand on, the toast to drop
        lifts = [until - self.clock for until in self.drawn.values() if until > self.clock]
        return soonest(self._play_change(), self.messages.next_change(),
                       self.saving.next_change(), self.hint.next_change(),
                       self.mode.next_change() if self.mode is not None else None,
                       self.part.next_change(self.clock) if self.part is not None else None,
                       min(lifts, default=None), self._plates_change())

    def _play_change(self) -> float | None:
        """When :meth:`update` next moves play on with no event coming: 0 when the cards are
        to settle on the view, the game is over (the results to show) or a turn begins (the
        plug-in's own move asked, an AI asked), when an AI's answer is in, its pause over
        (:meth:`AiSeats.next_change`); ``None`` while play is held or waits for a human."""
        if self.top.busy or (self.mode is not None and self.mode.holds_play):
            return None
        current = self.session.current_player()
        if not self._settled or current is None:
            return 0.0
        if self.session.seats[current].is_human:
            return None if self._declined == (self.session.moves(), current) else 0.0
        return self.ai.next_change(current, 0.0 if self.hurry else self.app.settings.ai_pause)

    def _show_controls(self, shown: bool) -> None:
        """Show or hide the table's own buttons, Undo and Hint (hidden under a sheet that
        dims the table: :attr:`Mode.hides_controls`)."""
        for button in (self.undo_control.button, self.hint.button):
            if button is not None and button.alive() and bool(button.visible) != shown:
                button.show() if shown else button.hide()

    def _follow_hurry(self) -> None:
        """An AI seat is to move: hurry while every human seat sits out (saying so once), not
        otherwise; asked once a move (the frames while the AI thinks reuse the answer)."""
        moves = self.session.moves()
        if moves == self._hurry_at:
            return
        self._hurry_at = moves
        humans = self.session.human_seats()
        hurry = bool(humans) and all(self.plugin.sits_out(self.session.view(s)) for s in humans)
        if hurry and not self.hurry:
            self.messages.add(f"Nothing left for you to decide this {self.plugin.hand_word}: "
                              "the others play on, faster.")
        self.hurry = hurry

    def _update_widgets(self) -> None:
        """Build the widgets again when the choice panel's content, the buttons at zones or
        the input's own widgets change. A new panel (or none) drops the focus ring: kept by
        position, it would pass from a choice taken to whatever button took its place (Undo:
        the next Enter took the move back)."""
        zones = self.drops.changed() if self.drops is not None else False
        tools = self.input.changed()
        choices = self.choice.changed()
        if choices:
            self.focus_ring.index = None
        if choices or zones or tools:
            self.rebuild()

    def _update_hints(self) -> None:
        """Lift the playable cards, dim the others, raise and ring the focused one."""
        active = self.can_act
        legal = self.playable() if active else frozenset()
        height = self.layout.card[1]
        self.input.update_marks()
        self._invite_to_draw()
        for sprite in self.board.zones.get(f"hand:{self.viewer}", []):
            if sprite is self.input.dragging:
                continue
            card = sprite.card
            ok = card in legal or self._just_drawn(card)
            sprite.dim = active and not ok
            sprite.glow = active and self.input.is_selected(card)
            sprite.raise_to(self._lift(card, ok) * height,
                            0.0 if self.reduce_motion else LIFT_SECONDS)

    def _just_drawn(self, card: Card) -> bool:
        """Whether ``card`` was drawn less than :data:`DRAWN_SECONDS` ago (lifted)."""
        return self.drawn.get(card, 0.0) > self.clock

    def _lift(self, card: Card, playable: bool) -> float:
        """How high ``card`` of the hand stands, in card heights: the one the keys reach
        highest even if it may not be played; one that may not, not at all; the one under the
        pointer, the hinted one and one just drawn as high; any other a little."""
        if self.input.is_selected(card):
            return LIFT_SELECTED
        if not playable:
            return 0.0
        if card in (self.input.hovered, self.hint.card()) or self._just_drawn(card):
            return LIFT_SELECTED
        return LIFT

    def _invite_to_draw(self) -> None:
        """The top of the draw pile glows while the viewer may draw it (not while held)."""
        pile = self.board.zones.get("draw")
        invite = pile[-1] if pile and self.draws and pile[-1] is not self.input.dragging \
            else None
        if invite is not self._invite:
            if self._invite is not None:
                self._invite.glow = False
            self._invite = invite
        if invite is not None:
            invite.glow = True

    def _auto_move(self, seat: int) -> bool:
        """The move the plug-in makes by itself for the human ``seat`` (its ``auto_action``),
        logged; ``False`` when it leaves the move to them (asked once per position: until
        then the human may not act)."""
        key = (self.session.moves(), seat)
        if key == self._declined:
            return False
        auto = self.auto_action(self.session.view(seat))
        if auto is None:
            self._declined = key
            return False
        action, words = auto
        events = self.session.play(seat, action)
        self.messages.add(self.event_text(Event("message", text=words)))
        self._push(events)
        return True

    def ask_auto_move(self) -> None:
        """Ask the plug-in's ``auto_action`` again in this position (what it answers changed:
        the player asked to pass until the end of the turn)."""
        self._declined = (-1, -1)

    def _announce_turn(self, seat: int | None) -> None:
        """Chime when a human seat comes to act after another seat (or first)."""
        if seat == self._actor:
            return
        self._actor = seat
        if seat is not None and self.session.seats[seat].is_human:
            self.app.sound.play("turn")

    def _human_turn(self, seat: int) -> None:
        if self.hands_visible or not self.session.hot_seat:
            return
        if seat != self.viewpoint.last_shown:
            self.set_mode(Curtain(self, seat))
        else:
            self.viewpoint.revealed = True

    # -- scene ------------------------------------------------------------------------------
    def build(self) -> None:
        manager = self.app.manager
        if self.mode is not None:
            self.elements.extend(self.mode.build(manager))
        self.elements.extend(self.choice.build(manager))
        if self.drops is not None:
            self.elements.extend(self.drops.build(manager))
        self.elements.extend(self.input.build(manager))
        for button in (self.hint.build(manager), self.undo_control.build(manager),
                       self.history.build(manager)):
            if button is not None:
                self.elements.append(button)

    def rebuild(self) -> None:
        """Build the widgets again (a window opened or closed)."""
        self.clear()
        self.build()

    def leave(self) -> None:
        self.hint.cancel()
        super().leave()

    def clear(self) -> None:
        super().clear()
        self.choice.forget()
        if self.drops is not None:
            self.drops.forget()

    def resize(self, size: tuple[int, int]) -> None:
        self.top.lay_out(self.table_size(size), self.viewer)
        self.input.cancel()
        self.board.snap_all()
        super().resize(size)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """``event`` goes to the first that takes it, in this order: the History, Hint and
        Undo buttons, the screens the table opens (:meth:`_opens_screen`), the mode, the
        table's widgets (:meth:`_widget_pressed`), the animation (:meth:`_skips_animation`),
        the keys (:meth:`_key_event`), the input; returned when none does."""
        self._note_pointer(event)
        takers = (self.history.handle_event, self.hint.handle_event,
                  self.undo_control.handle_event, self._opens_screen,
                  self._mode_event, self._widget_pressed, self._skips_animation,
                  self._key_event, self.input.handle_event)
        return None if any(take(event) for take in takers) else event

    def _note_pointer(self, event: pygame.event.Event) -> None:
        """Whether the keys or the mouse were used last (:attr:`keys_last`); a left button let
        go drops a press held back for the viewer's move (:attr:`_later_press`)."""
        if event.type in (pygame.KEYDOWN, pygame.MOUSEMOTION):
            self.keys_last = event.type == pygame.KEYDOWN
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._later_press = None

    def _opens_screen(self, event: pygame.event.Event) -> bool:
        """Escape steps the input back, else opens the in-game menu; F1 or ? opens the keys'
        help; L or a click on the log panel opens the log. Whether ``event`` was one."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button != 1 or not self.layout.log_panel.collidepoint(event.pos):
                return False
            self._open_log()
        elif event.type != pygame.KEYDOWN:
            return False
        elif event.key == pygame.K_ESCAPE:
            if not self.input.back():
                self._open("game_menu", session=self.session)
        elif is_help_key(event):
            self._open("keys")
        elif event.key == pygame.K_l:
            self._open_log()
        else:
            return False
        return True

    def _open_log(self) -> None:
        self._open("log", lines=list(self.log), cards=list(self.messages.log_cards),
                   card_name=self.logged_name, faces=self.images)

    def _open(self, name: str, **kwargs) -> None:
        """Open the scene ``name`` over the table, the card held let go."""
        self.input.cancel()
        self.app.open(name, **kwargs)

    def _mode_event(self, event: pygame.event.Event) -> bool:
        return self.mode is not None and self.mode.handle_event(event)

    def _widget_pressed(self, event: pygame.event.Event) -> bool:
        """A choice's button (the panel's), or a drop's button at a zone, pressed."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if self.choice.handle(event.ui_element):
            return True
        action = self.drops.action_for(event.ui_element) if self.drops is not None else None
        if action is None:
            return False
        self.choose(action)
        return True

    def _skips_animation(self, event: pygame.event.Event) -> bool:
        """Cards still moving (a deal): Space, Enter or a left click ends them; the click's
        place is kept for the input (:attr:`_later_press`)."""
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if not self.animator.busy or not (
                click or event.type == pygame.KEYDOWN and event.key in SKIP_KEYS):
            return False
        self.animator.skip()
        if click:
            self._later_press = event.pos
        return True

    def _key_event(self, event: pygame.event.Event) -> bool:
        """A key for an input that takes the keys first (Tarot Combat's), then for the table
        (:meth:`_table_key`)."""
        if event.type != pygame.KEYDOWN:
            return False
        return (self.input.owns_keys and self.input.handle_event(event)) or \
            self._table_key(event)

    def _follow_draw(self, event: Event) -> None:
        """A card the viewer draws (face known to them) is named in a toast and lifted in the
        hand for :data:`DRAWN_SECONDS`."""
        if event.kind == "move" and event.card is not None and \
                event.dst == f"hand:{self.viewer}" and event.src in DRAW_PILES and \
                not self.viewpoint.spectator:
            self.drawn[event.card] = self.clock + DRAWN_SECONDS
            self.show_toast(f"You draw the {self.card_name(event.card)}.")

    def _follow_trick(self, event: Event) -> None:
        """Keep the cards of the trick being played, and the last one taken (:meth:`last_trick`)."""
        if event.kind == "move" and event.dst == "trick" and event.card is not None:
            self._trick.append((event.player, event.card))
        elif event.kind == "trick":
            self._last_trick = (tuple(self._trick), event.player)
            self._trick = []

    def last_trick(self) -> str | None:
        """The last trick taken, in words: who played what, in order, and who took it."""
        if self._last_trick is None:
            return None
        plays, winner = self._last_trick
        names = self.names()
        cards = " · ".join(f"{names[seat] if seat is not None else '?'} {self.card_name(card)}"
                           for seat, card in plays)
        taker = f" — {names[winner]} took it" if winner is not None else ""
        return self.event_text(Event("message", text=f"Last trick: {cards}{taker}."))

    def _arrow_over_choices(self, key: int) -> bool:
        """The arrows over the choice panel's buttons when no card of the hand may be played
        (a bid, a suit to name: Enter then presses the one in the ring): Left and Right to
        the previous or next, Up and Down to the nearest in the row above or below
        (Tarocchi's bids stand two by two). Else Left and
        Right take the focus back to the hand, and Up and Down are the hand's. Whether the
        key was used."""
        order = self.focus_ring.order()
        buttons = self._arrows_buttons(order)
        across = key in (pygame.K_LEFT, pygame.K_RIGHT)
        if not buttons:
            if across:
                self.focus_ring.index = None
            return False
        step = 1 if key in (pygame.K_RIGHT, pygame.K_DOWN) else -1
        here = self.focus_ring.focused if self.focus_ring.focused in buttons else None
        if not across:
            chosen = row_neighbour(buttons, here, step)
        elif here is None:
            chosen = buttons[0 if step > 0 else -1]
        else:
            chosen = buttons[(buttons.index(here) + step) % len(buttons)]
        self.focus_ring.index = order.index(chosen)
        return True

    def _arrows_buttons(self, order: list) -> list:
        """The choice panel's buttons in the focus ring's ``order`` that the arrows move over:
        none while the viewer may not act or may play a card."""
        panel = self.choices
        if panel is None or not self.can_act or self.playable():
            return []
        return [b for b in panel.buttons if b in order]

    def _table_key(self, event: pygame.event.Event) -> bool:
        """Tab and Shift+Tab move a focus over the table's buttons (the choices, Continue,
        the curtain, Hint) and Enter or Space presses the focused one; the arrows move it
        over the choices when no card may be played (:meth:`_arrow_over_choices`), else Left
        and Right take the focus back to the hand; D draws from the draw pile. Whether the
        key was used. T shows the last trick taken."""
        if event.key in ARROWS:
            return self._arrow_over_choices(event.key)
        if event.key in SKIP_KEYS:
            return self._press_focused(event)
        keys = {pygame.K_TAB: self._tab, pygame.K_d: self._reach_for_pile,
                pygame.K_t: self._show_last_trick}
        return event.key in keys and keys[event.key](event)

    def _tab(self, event: pygame.event.Event) -> bool:
        self.focus_ring.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        return True

    def _press_focused(self, event: pygame.event.Event) -> bool:
        """Press the button in the focus ring, if one is; the ring is then put away."""
        if self.focus_ring.focused is None:
            return False
        self.focus_ring.handle_key(event)
        self.focus_ring.index = None
        return True

    def _reach_for_pile(self, event: pygame.event.Event) -> bool:
        if not self.reaches_for_pile:
            return False
        self.draw_card()
        return True

    def _show_last_trick(self, event: pygame.event.Event) -> bool:
        self.show_toast(self.last_trick() or "No trick has been taken yet.")
        return True
