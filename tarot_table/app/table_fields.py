"""The battlefield part of a table (Arcanoid): what it shows besides the cards, kept in step
with the animation, and its painting (see :mod:`.battlefield_layout` for where things lie).

:class:`FieldTable` follows the battles as their ``score`` events are animated
(:class:`~.battlefield_view.Battles`) and takes the game's notes (``game.zone_notes``), the
daemon's master (the view's ``daemon_master``) and the battles per round
(``game.score_breakdown``) from each settled view, and again when a new round is dealt — never
from the state, which runs ahead of the animation. When a daemon appears or leaves, the table
is laid out again with its row opened or closed. A small face-up card under the mouse is shown
large beside it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..rules.base import Event, PlayerView
from . import battlefield_view as view_art
from . import table_panels as panels
from .animator import RELAYOUT
from .battlefield_layout import BattlefieldLayout

if TYPE_CHECKING:
    from .table import TableScene

ZOOM = 0.8                  # a small card under the mouse is shown this large (hand scale)


class FieldTable:
    """The battlefields of ``table``: ``battles`` of the round so far, ``notes`` (zone →
    words, names put in), ``master`` (the daemon's master seat or ``None``), ``breakdown``
    (the game's battles per round) and ``progress`` ("Round 2 of 5"), as of the animation."""

    def __init__(self, table: "TableScene", view: PlayerView) -> None:
        self.table = table
        self.battles = view_art.Battles()
        self.notes: dict[str, str] = {}
        self.master: int | None = view.daemon_master
        self.breakdown: tuple | None = None
        self.progress = ""

    @property
    def layout(self) -> BattlefieldLayout:
        return self.table.layout

    def names(self) -> list[str]:
        return [seat.name for seat in self.table.session.seats]

    def sync(self, view: PlayerView) -> None:
        """Catch up with ``view``; lay the table out again when the daemon came or went."""
        game = self.table.session.game
        names = self.names()
        hook = getattr(game, "zone_notes", None)
        self.notes = {} if hook is None else {
            zone: panels.event_text(Event("message", text=words), names)
            for zone, words in hook(view).items()}
        master = view.daemon_master
        changed = (master is None) != (self.master is None)
        self.master = master
        if changed:
            self.table.relayout(self.table.anim_time(RELAYOUT))
        self.breakdown = game.score_breakdown(view)
        self.progress = self.table.session.state.summary()["progress"]

    def notify(self, event: Event) -> float:
        """Follow an animated ``event``; return the seconds (at speed 1) to hold it."""
        wait = self.battles.apply(event, self.layout.fields)
        lanes = event.data.get("lanes") if event.kind == "score" else None
        if lanes:       # a battle resolved: its lanes as they ended, every actor done
            for who, words in lanes.items():
                self.notes[f"field:{event.data['field']}:{who}"] = words
                self.notes[f"seat:{who}"] = "finished"
        if event.kind == "shuffle" and not event.data.get("zone"):      # a new round is dealt
            self.sync(self.table.session.view(self.table.viewer))
        return wait

    # -- painting ---------------------------------------------------------------------------
    def draw_under(self, surface: pygame.Surface, lit: set[str]) -> None:
        """Under the cards: the grid (the battlefields ``lit`` for the selection framed),
        the lit stores, the piles' captions."""
        layout = self.layout
        view_art.draw_grid(surface, layout, self.names(), self.notes,
                           {z.split(":")[1] for z in lit if z.startswith("field:")},
                           self.battles, self.master)
        view_art.draw_lit_stores(surface, layout, lit)
        self._draw_piles(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Over the cards: the lanes' notes (on a crowded table their cards' indices, as the
        sprites lying there show them) and the battles resolved."""
        lanes = {zone: [s.card if s.face_up else None for s in sprites]
                 for zone, sprites in self.table.board.zones.items()
                 if zone.startswith("field:")} if self.layout.crowded else None
        view_art.draw_lane_notes(surface, self.layout, self.notes, self.master, lanes)
        view_art.draw_battles(surface, self.layout, self.battles, self.names(), self.master)

    def draw_zoom(self, surface: pygame.Surface, pos: tuple[int, int]) -> None:
        """The face-up card under the mouse at ``pos`` (a small one on the battlefields, in a
        cell, the shared row or the daemon's hand), shown large beside it."""
        table = self.table
        if table.input.held() or table.choices is not None and not table.choices.bar:
            return
        layout, card = self.layout, self.layout.card
        hand = f"hand:{table.viewer}"
        under = None
        for zone, sprites in table.board.zones.items():
            if zone == hand or zone in ("deck", "discard", "drawing"):
                continue
            for sprite in sprites:
                if sprite.face_up and sprite.card is not None and sprite.contains(pos, card):
                    under = sprite
        if under is None or under.scale >= ZOOM:
            return
        size = (round(card[0] * ZOOM), round(card[1] * ZOOM))
        rect = pygame.Rect((0, 0), size)
        rect.midleft = (pos[0] + layout.line, pos[1])
        if rect.right > layout.size[0] - layout.margin:
            rect.midright = (pos[0] - layout.line, pos[1])
        rect.clamp_ip(pygame.Rect((0, 0), layout.size))
        pygame.draw.rect(surface, panels.GOLD_LIGHT, rect.inflate(6, 6),
                         border_radius=max(4, size[0] // 12))
        surface.blit(table.images.face(under.card, size), rect)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        """The deck with its count, the discard pile, the shared row's and the daemon's hand's
        captions."""
        layout, zones = self.layout, self.table.board.zones
        line = layout.line
        for rect, zone in ((layout.deck_pile, "deck"), (layout.discard_pile, "discard")):
            count = len(zones.get(zone, ()))
            if not count:
                panels.empty_pile(surface, rect.inflate(-2 * layout.gap, -2 * layout.gap))
            panels.caption(surface, (rect.centerx, rect.bottom),
                           f"{count} · deck" if zone == "deck" else zone, line)
        if zones.get("justice"):
            panels.caption(surface, (layout.shared_row.centerx, layout.shared_row.bottom),
                           "Justice: shared cards", line)
        if self.master is not None and zones.get("hand:daemon"):
            name = view_art.daemon_name(self.names()[self.master])
            panels.caption(surface, (layout.daemon_hand().centerx, layout.daemon_hand().bottom),
                           f"{name}'s hand", line)

    def draw_daemon_plate(self, surface: pygame.Surface, active: bool) -> None:
        """The daemon's name plate in its row, while a daemon plays."""
        if self.master is None:
            return
        plate = panels.PlateInfo(view_art.daemon_name(self.names()[self.master]),
                                 self.notes.get("seat:daemon", ""), active)
        panels.name_plate(surface, self.layout.name_plate("daemon"), plate,
                          self.layout.plate_line)

    def draw_usa_plate(self, surface: pygame.Surface) -> None:
        """GAZA's USA's name plate in its row: it plays by itself, never asked anything."""
        if not self.layout.usa:
            return
        plate = panels.PlateInfo("USA", self.notes.get("seat:usa", "plays by itself"), False)
        panels.name_plate(surface, self.layout.name_plate("usa"), plate, self.layout.plate_line)

    def score_info(self) -> panels.ScoreInfo | None:
        """The score panel: battles won this round (as resolved so far) and in all; ``None``
        for a game without a breakdown."""
        if self.breakdown is None:
            return None
        rows = self.breakdown[1]
        live = [sum(b.winner == str(s) or b.winner == "daemon" and self.master == s
                    for b in self.battles.done) for s in range(len(rows))]
        return panels.ScoreInfo(self.progress, "battles", self.names(), live,
                                [sum(row) + won for row, won in zip(rows, live)],
                                labels=("this round", "total"))
