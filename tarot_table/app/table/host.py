"""What the table's parts know of the table: each part is handed the scene typed as one of these
protocols, the members of :class:`~.scene.TableScene` it uses and no more, so that no part
imports the scene (``tests/test_table_host.py`` checks both: the scene has every member, a part
reaches for none outside its protocol).

- :class:`InputHost` — the hand's input and the selection (:mod:`.hand_input`,
  :mod:`.selection`, and the card held by the mouse they build on, :mod:`..draw.drag`);
- :class:`PanelHost` — the choice panel and the drops (:mod:`.choices`, :mod:`.drops`);
- :class:`ModeHost` — the modes and the table's own boards and buttons (:mod:`.modes`,
  :mod:`.reactions`, :mod:`.undo`, :mod:`.end_board`, :mod:`.board_place`);
- :class:`HintHost` — the hint (:mod:`.hint`);
- :class:`HistoryHost` — the History button (:mod:`.history`).

The pause on an opponent's card (:mod:`.opponent_pause`) is a mode, and sees a
:class:`ModeHost`.

A game's board part and input see the table as
:class:`~tarot_table.app.games.plugin.TableHost`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Collection, Protocol, runtime_checkable

import pygame

from ...cards import Card
from ...rules.base import Action, Event, PlayerView
from ...session import Session
from ..draw.animator import Animator, Board
from ..draw.card_images import CardImages
from ..draw.layout import TableLayout
from ..focus import FocusRing
from ..games.plugin import TableInput, TableMode, TablePlugin, TableSight
from .messages import Messages
from .tabletop import Tabletop
from .viewpoint import Viewpoint

if TYPE_CHECKING:
    from ..shell import App


@runtime_checkable
class ZoneDrops(Protocol):
    """The drops of a game played by dropping cards on zones, as the parts ask them: the
    zones ``cards`` may be dropped on now."""

    def lit(self, cards: Collection[Card]) -> set[str]: ...


@runtime_checkable
class InputHost(Protocol):
    """What the hand's input and the selection use of the table: the board of sprites, the
    cards the viewer may play, the moves a press or a drop makes. ``clock`` is the table's
    time in seconds (a double-click's)."""

    clock: float
    drops: ZoneDrops | None

    @property
    def layout(self) -> TableLayout: ...
    @property
    def board(self) -> Board: ...
    @property
    def viewer(self) -> int: ...
    @property
    def can_act(self) -> bool: ...
    @property
    def reaches_for_pile(self) -> bool: ...

    def playable(self) -> frozenset[Card]: ...
    def play_card(self, card: Card) -> bool: ...
    def draw_card(self) -> bool: ...
    def not_yet(self, pos: tuple[int, int]) -> None: ...
    def anim_time(self, seconds: float) -> float: ...
    def drop_zone_at(self, pos: tuple[int, int]) -> str | None: ...
    def drop_cards(self, cards: list[Card], zone: str) -> bool: ...


@runtime_checkable
class PanelHost(Protocol):
    """What the choice panel and the drops use of the table: the viewer's view and the
    plug-in's reading of it, the words of a choice, the moves a choice or a drop makes."""

    session: Session
    plugin: TablePlugin
    mode: TableMode | None
    drops: ZoneDrops | None

    @property
    def layout(self) -> TableLayout: ...
    @property
    def viewer(self) -> int: ...
    @property
    def can_act(self) -> bool: ...
    @property
    def input(self) -> TableInput: ...

    def view_now(self) -> PlayerView: ...
    def names(self) -> list[str]: ...
    def card_name(self, card: Card) -> str: ...
    def describe(self, action: Action) -> str: ...
    def describe_long(self, action: Action) -> str: ...
    def event_text(self, event: Event) -> str: ...
    def choose(self, action: Action) -> bool: ...
    def offer(self, actions: list[Action]) -> None: ...
    def set_mode(self, mode: TableMode | None) -> None: ...
    def rebuild(self) -> None: ...


@runtime_checkable
class ModeHost(Protocol):
    """What the modes (the curtain, the end-of-hand sheet, a reaction window, an offer, the
    end), the Undo button and a lesson's or a puzzle's board use of the table: the app (its
    size, images, looks, the scenes it opens), whose eyes the table looks through, the mode
    to change, the widgets it shows."""

    app: "App"
    session: Session
    plugin: TablePlugin
    mode: TableMode | None
    messages: Messages
    viewpoint: Viewpoint
    focus_ring: FocusRing
    elements: list

    @property
    def layout(self) -> TableLayout: ...
    @property
    def board(self) -> Board: ...
    @property
    def animator(self) -> Animator: ...
    @property
    def spectator(self) -> bool: ...
    @property
    def curtain_for(self) -> int | None: ...

    def event_text(self, event: Event) -> str: ...
    def set_mode(self, mode: TableMode | None) -> None: ...
    def set_viewer(self, seat: int) -> None: ...
    def push_events(self, events: list[Event]) -> None: ...
    def refuse(self, reason: str) -> None: ...
    def show_toast(self, words: str) -> None: ...
    def undo(self) -> bool: ...


@runtime_checkable
class HintHost(TableSight, Protocol):
    """What the hint uses of the table: the app's AI worker, the position and who may act in
    it, where the hinted card or choice lies (the hand's sprites, the choice panel's buttons,
    the prompt above the hand), the input and the focus ring to hand it to."""

    app: "App"
    session: Session
    mode: TableMode | None
    messages: Messages
    top: Tabletop
    focus_ring: FocusRing
    hint_withheld: str | None
    prompt_rect: pygame.Rect | None


    def playable(self) -> frozenset[Card]: ...
    def choose(self, action: Action) -> bool: ...
    def event_text(self, event: Event) -> str: ...
    def show_toast(self, words: str) -> None: ...
    def hand_sprite_rect(self, card: Card) -> pygame.Rect: ...


@runtime_checkable
class HistoryHost(Protocol):
    """What the History button uses of the table: the log as the viewer was told it and the
    seats' names (the turns it is cut into), whether the table offers it and whether a
    curtain hides it, its place, the input to let go and the app to open the history in."""

    app: "App"
    messages: Messages
    history_offered: bool

    @property
    def layout(self) -> TableLayout: ...
    @property
    def curtain_for(self) -> int | None: ...
    @property
    def input(self) -> TableInput: ...
    @property
    def images(self) -> CardImages: ...

    def names(self) -> list[str]: ...
