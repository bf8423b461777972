"""A game's part of the table: :class:`TablePlugin`, whose defaults are the generic trick table,
and :func:`table_plugin`, which finds a game's plug-in where the game declares it.

A game names its table plug-in in its :class:`~tarot_table.rules.base.Plugins` (``table``, a
``"module:attribute"`` path to a :class:`TablePlugin` subclass); a game that names none is
played on the generic trick table, which is everything a plain trick game needs: seats around
the table laid out by the game's zone names (hands, won piles, a draw pile, the trick, cards
set aside), cards of the hand dragged (or double-clicked) onto the trick area, every other
decision in the choice panel labelled by the game's ``describe_choice``, no notes at zones, no
reaction windows. A plug-in overrides only what its game does differently.

The table asks the plug-in, never the game: nothing under ``app/`` probes a game for an
optional method. The plug-in sees views only (``PlayerView`` and its game's typed subclass).
A game's board part and input see the table as a :class:`TableHost`, the members of the table
scene they use and no more; no module here imports the scene.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Hashable, Mapping, Protocol, Sequence, runtime_checkable

import pygame
from pygame_gui import UIManager
from pygame_gui.elements import UIButton

from ...cards import Card
from ...rules.base import Action, Event, Game, PlayerView, load_plugin
from ...session import Session
from ..draw.animator import Board
from ..draw.card_images import NumberedImages
from ..draw.layout import TableLayout
from ..draw.panels import ScoreInfo
from ..draw.sprites import CardSprite
from ..settings import Settings

if TYPE_CHECKING:
    from ..table.shown import Shown


@runtime_checkable
class TableInput(Protocol):
    """What the table asks of its input (:class:`~tarot_table.app.table.hand_input.HandInput`,
    or a plug-in's :meth:`TablePlugin.board_input`): the card ``selected`` by the keys, the one
    ``hovered``, the sprite ``dragging``; whether it takes the keys before the table's focus
    ring (``owns_keys``)."""

    owns_keys: bool
    selected: Card | None
    hovered: Card | None
    dragging: CardSprite | None

    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def is_selected(self, card: Card | None) -> bool: ...
    def update_marks(self) -> None: ...
    def held(self) -> list[CardSprite]: ...
    def cancel(self) -> None: ...
    def forget(self) -> None: ...
    def back(self) -> bool: ...
    def build(self, manager: UIManager) -> list: ...
    def changed(self) -> bool: ...


@runtime_checkable
class ChoicesUp(Protocol):
    """The choice panel as the table's parts see it while it is up: its ``actions`` and their
    ``buttons`` in order, whether it is a small ``bar`` beside the board, the button of an
    action (``None``: not shown)."""

    actions: list[Action]
    buttons: list
    bar: bool

    def button_for(self, action: Action) -> UIButton | None: ...


@runtime_checkable
class TableMode(Protocol):
    """The table's current mode as its parts see it (:class:`~tarot_table.app.table.modes.Mode`):
    whether the viewer may act under it, the actions it ``offered`` (a drop that means several
    moves), why it gives no hint (``None``: it does)."""

    lets_act: bool
    offered: list[Action] | None

    def no_hint(self) -> str | None: ...


@runtime_checkable
class BoardPart(Protocol):
    """A game's own part of the board (:meth:`TablePlugin.board_part`), drawn and kept in step
    by the table: ``notes`` written at zones (as :meth:`TablePlugin.zone_notes`); ``sync`` with
    each settled view; ``notify`` of each event as it is animated (the seconds to hold the
    animation); ``under_key(lit)``, a hashable of everything ``draw_under(surface, lit)`` shows
    besides the layout (the table's backdrop is painted again when it changes); ``draw_over``
    the cards, ``draw_zoom`` a card under the mouse at ``pos``, ``draw_plates`` the name plates,
    ``live_plates(view, may_show)`` the rects where they change from frame to frame (a pulsing
    glow); ``next_change(clock)``, 0 at the table's ``clock`` while something of its own moves,
    else ``None`` (:meth:`.Scene.next_change`); ``score_info()`` the score panel (``None``:
    the plug-in's); ``round_sheet(event)`` the end-of-round sheet's facts after the round's last
    event, else ``None``. Optionally ``under_changes(old, new)`` (the rects where
    ``draw_under`` may paint differently for two keys, ``None``: anywhere; without it the
    backdrop is painted whole for a new key) and ``toast_place()`` (a toast's anchor and the
    most it may be wide, or ``None``: the layout's ``toast_anchor``; Arcanoid's keeps clear of
    the battles' banners)."""

    notes: Mapping[str, str]

    def sync(self, view: PlayerView) -> None: ...
    def notify(self, event: Event) -> float: ...
    def under_key(self, lit: set[str]) -> Hashable: ...
    def draw_under(self, surface: pygame.Surface, lit: set[str]) -> None: ...
    def draw_over(self, surface: pygame.Surface) -> None: ...
    def draw_zoom(self, surface: pygame.Surface, pos: tuple[int, int]) -> None: ...
    def draw_plates(self, surface: pygame.Surface, view: PlayerView, may_show: bool) -> None: ...
    def live_plates(self, view: PlayerView, may_show: bool) -> list[pygame.Rect]: ...
    def next_change(self, clock: float) -> float | None: ...
    def score_info(self) -> ScoreInfo | None: ...
    def round_sheet(self, event: Event) -> Mapping[str, Any] | None: ...


@runtime_checkable
class TableSight(Protocol):
    """What the parts that look at the whole table see of it (a game's board part and input,
    the hint): its layout and sprites, whose eyes it looks through, whether they may act,
    whose curtain is down, the choices shown and the input."""

    @property
    def layout(self) -> TableLayout: ...
    @property
    def board(self) -> Board: ...
    @property
    def viewer(self) -> int: ...
    @property
    def spectator(self) -> bool: ...
    @property
    def can_act(self) -> bool: ...
    @property
    def curtain_for(self) -> int | None: ...
    @property
    def choices(self) -> ChoicesUp | None: ...
    @property
    def input(self) -> TableInput: ...


@runtime_checkable
class TableHost(TableSight, Protocol):
    """What a game's board part (:meth:`TablePlugin.board_part`) and input
    (:meth:`TablePlugin.board_input`) know of the table: the scene, seen through these members
    only. ``clock`` is the table's time in seconds; ``part`` the board part built by the
    plug-in (``None`` before and without one); ``plays``, whether the viewer takes part in
    play (a replay only watches)."""

    session: Session
    clock: float
    part: BoardPart | None
    mode: TableMode | None
    plays: bool

    @property
    def busy(self) -> bool: ...
    @property
    def reduce_motion(self) -> bool: ...
    @property
    def images(self) -> NumberedImages: ...

    def names(self) -> list[str]: ...
    def view(self) -> PlayerView: ...
    def view_now(self) -> PlayerView: ...
    def progress(self) -> str: ...
    def event_text(self, event: Event) -> str: ...
    def anim_time(self, seconds: float) -> float: ...
    def relayout(self, duration: float) -> None: ...
    def covered(self) -> bool: ...
    def show_toast(self, words: str) -> None: ...
    def not_yet(self, pos: tuple[int, int]) -> None: ...
    def choose(self, action: Action) -> bool: ...
    def after_play(self, events: list[Event]) -> None: ...
    def offer(self, actions: list[Action]) -> None: ...
    def set_mode(self, mode: TableMode | None) -> None: ...
    def ask_auto_move(self) -> None: ...


@dataclass(frozen=True)
class Facts:
    """The public facts of a settled view that the table's panels and signs show: the
    ``dealer``, the hand and trick numbers (``hand_no`` from 1; ``trick_no`` finished), this
    hand's points and the totals per seat (``None``: zeros; the game's summary), which way play
    goes (``direction``: seat ``i`` to ``i + direction``) and, in a game that matches cards
    (Taruno), the card to ``match`` (suit name, rank), a ``penalty`` pending (victim seat,
    cards) and the seats that ``called`` their last card; in a game with a declarer (Tarocchi)
    the ``declarer``, once the bidding is over, whose name plate says so."""

    dealer: int | None = None
    hand_no: int = 0
    trick_no: int = 0
    hand_points: tuple[int, ...] | None = None
    scores: tuple[int, ...] | None = None
    direction: int = 1
    match: tuple[str, int] | None = None
    penalty: tuple[int, int] | None = None
    called: frozenset[int] = frozenset()
    declarer: int | None = None


class TablePlugin:
    """The generic trick table; subclass it for a game that needs more (see the module
    docstring). Built once per table with the ``game`` it serves."""

    #: The action kinds made by dragging a card of the hand to the play area (``None``: every
    #: kind); the others are chosen in the choice panel.
    drag_kinds: frozenset[str] | None = None
    #: Whether moves are made by selecting cards (in any zone) and dropping them on zones
    #: (:meth:`drop_zones`), instead of dragging one card of the hand to the play area.
    drops_on_zones = False
    #: The word for one deal of cards, in the score panel and the end-of-hand sheet.
    hand_word = "hand"
    #: The zones where the rules set cards aside in a hand (Tarok's held cards, Tarocchi's
    #: scart): the end-of-hand sheet says them, as the viewer sees them.
    aside_zones: tuple[str, ...] = ()

    def __init__(self, game: Game) -> None:
        self.game = game

    # -- layout -------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int], num_seats: int, viewer: int,
               zones: Sequence[str], part: BoardPart | None = None, text_scale: float = 1.0
               ) -> TableLayout:
        """Where everything lies at window ``size`` (pixels) for ``num_seats`` seats seen from
        ``viewer``, the game's zone names being ``zones``, its text ``text_scale`` times its
        size for the window (:class:`~..draw.layout.TableLayout`); ``part`` is this plug-in's
        :meth:`board_part` (``None``: none). Default: seats around the trick."""
        return TableLayout(size, num_seats, viewer, text_scale)

    def board_part(self, host: TableHost, view: PlayerView) -> BoardPart | None:
        """The game's own part of the board (Arcanoid's battlefields, a :class:`BoardPart`),
        drawn and kept in step by the table, or ``None`` (the default: the trick table's felt,
        piles and signs). ``host`` is the table (:class:`TableHost`: its ``layout``,
        ``board``, ``names()``…); ``view`` the viewer's view when the table is built."""
        return None

    # -- what the board expresses --------------------------------------------------------------
    def board_actions(self, view: PlayerView) -> list[Action]:
        """The viewer's legal actions made by moving a card on the board (the rest go to the
        choice panel). Default: a card of the hand of a kind in :attr:`drag_kinds`, and drawing
        from a draw pile that holds cards (from an empty one, a button draws); with
        :attr:`drops_on_zones`, every action with a drop zone."""
        if self.drops_on_zones:
            return [a for a in view.legal if self.drop_zones(view, a)]
        hand = set(view.hand())
        drag = self.drag_kinds
        out = []
        for action in view.legal:
            if len(action.cards) == 1 and action.cards[0] in hand and \
                    (drag is None or action.kind in drag):
                out.append(action)
            elif action.kind == "draw" and not action.cards and view.zones.get("draw"):
                out.append(action)
        return out

    def drop_zones(self, view: PlayerView, action: Action) -> tuple[str, ...]:
        """With :attr:`drops_on_zones`: the zones where ``action`` is made by dropping its cards
        (a card-less action: by a button at the first zone); ``()`` for a choice-panel one."""
        return ()

    def drop_targets(self, view: PlayerView) -> tuple[str, ...]:
        """With :attr:`drops_on_zones`: further zones a drop may be aimed at, where a refused
        drop is explained (default: none)."""
        return ()

    def drop_action(self, view: PlayerView, cards: tuple[Card, ...], zone: str) -> Action:
        """With :attr:`drops_on_zones`: the action a drop of ``cards`` on ``zone`` attempts,
        legal or not, so that the rules can say why it is refused (default: play them)."""
        return Action("play", tuple(cards))

    # -- what the table shows ------------------------------------------------------------------
    def trick_seats(self, view: PlayerView) -> tuple[int, ...]:
        """The seats that played the cards of ``view.zones["trick"]``, in order (each card lies
        towards its player); default: unknown, the cards lie as their moves placed them."""
        return ()

    def face_down(self, view: PlayerView) -> Mapping[str, int] | None:
        """Per zone, how many of its last cards lie face down though known to the viewer (the
        Magician's cards in front of their owner); default: none."""
        return None

    def facts(self, view: PlayerView) -> Facts:
        """The public facts the panels show, read in ``view`` (default: none; the totals are
        then the game's summary)."""
        return Facts()

    def zone_notes(self, view: PlayerView) -> dict[str, str]:
        """Short public notes written at zones (``"seat:<who>"`` under a name plate, lanes…),
        ``{seat}`` placeholders naming seats; default: none."""
        return {}

    def goal(self, view: PlayerView, shown: "Shown") -> str:
        """What the match is played to, for the score panel's corner (default: nothing)."""
        return ""

    def score_info(self, view: PlayerView, shown: "Shown", names: Sequence[str],
                   board: "Board") -> ScoreInfo:
        """The score panel: "Hand 2 · trick 5", :meth:`goal`, and per seat the points of this
        hand and the totals, as far as the animation has got (``shown``)."""
        heading = f"{self.hand_word.title()} {max(1, shown.hand_no)} · trick {shown.trick_no + 1}"
        return ScoreInfo(heading, self.goal(view, shown), list(names), shown.hand_points,
                         shown.scores)

    def hand_end_subtitle(self, data: Mapping[str, Any], names: Sequence[str]) -> str:
        """A line under the end-of-hand sheet's title from the ``hand_end`` event's ``data``
        (default: none); the table adds ``set_aside``, the cards lying in
        :attr:`aside_zones` as the viewer sees them (``None`` for a card face down to it)."""
        return ""

    # -- input and the table's own moves --------------------------------------------------------
    def board_input(self, host: TableHost) -> TableInput | None:
        """The table's input for this game (:class:`TableInput`), or ``None`` (the default: the table's own — a card of the hand dragged
        to the trick, or with :attr:`drops_on_zones` cards selected and dropped on zones).
        ``host`` is the table, its :meth:`board_part` built."""
        return None

    def auto_action(self, view: PlayerView, settings: Settings) -> tuple[Action, str] | None:
        """A move the table makes by itself for the human whose turn it is (``view`` is
        theirs, ``settings`` the player's :class:`~tarot_table.app.settings.Settings`) and the
        log's words for it (``{seat}`` placeholders), or ``None`` (the default: the human
        decides). It is a legal move of theirs, made for them as the table's behaviour (never
        a change of the rules); in hot-seat play no curtain is drawn for it."""
        return None

    def animated(self, events: Sequence[Event]) -> list[Event]:
        """The events of a move (as the viewer sees them) that the table animates and logs;
        default: all of them."""
        return list(events)

    def sits_out(self, view: PlayerView) -> bool:
        """Whether the seat of ``view`` has nothing left to decide until the hand (or round)
        ends: while every human seat sits out, the table plays the others' moves faster
        (:data:`~tarot_table.app.table.scene.HURRY`). Default: never."""
        return False

    # -- hot-seat ------------------------------------------------------------------------------
    def curtain_note(self, view: PlayerView) -> str:
        """A line under the hot-seat curtain's "Pass to <name>" saying why the device passes
        (``view`` is the seat's behind the curtain; public facts only, ``{seat}``
        placeholders), or ``""`` (the default: none)."""
        return ""

    def reaction_window(self, action: Action) -> tuple[str, str, str] | None:
        """The neutral pause a hot-seat table makes after ``action`` so that nobody's reaction
        gives away what they hold: (title, the reacting button's label, the reaction's action
        kind), or ``None`` (the default: no pauses)."""
        return None


@functools.cache
def _plugin_class(path: str | None) -> type[TablePlugin]:
    return TablePlugin if path is None else load_plugin(path)


def table_plugin(game: Game) -> TablePlugin:
    """``game``'s table plug-in (its ``plugins.table``; none: the generic trick table), built
    for it. Raises ``ImportError`` or ``AttributeError`` when the declared path names nothing,
    ``TypeError`` when it names no :class:`TablePlugin`."""
    path = game.plugins.table
    plugin = _plugin_class(path)
    if not (isinstance(plugin, type) and issubclass(plugin, TablePlugin)):
        raise TypeError(f"{game.spec.name}'s table plug-in {path!r} is not a TablePlugin")
    return plugin(game)
