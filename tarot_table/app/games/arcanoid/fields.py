"""The battlefield part of a table (Arcanoid): what it shows besides the cards, kept in step
with the animation, and its painting (see :mod:`.layout` for where things lie).

:class:`FieldTable` follows the battles as their ``score`` events are animated
(:class:`~.painting.Battles`) and takes the game's notes (the plug-in's ``zone_notes``), the
daemon's master (the view's ``daemon_master``) and the battles per round
(``game.score_breakdown``) from each settled view, and again when a new round is dealt — never
from the session now, which runs ahead of the animation. When a daemon appears or leaves, the
table is laid out again with its row opened or closed. A small face-up card under the mouse is shown
large beside it.
"""

from __future__ import annotations

import pygame

from ....rules.arcanoid import ArcanoidView
from ....rules.base import Event, PlayerView
from . import painting as view_art
from ...draw import panels
from ...draw.animator import RELAYOUT
from ..plugin import TableHost, TablePlugin
from .layout import BattlefieldLayout

ZOOM = 0.8                  # a small card under the mouse is shown this large (hand scale)
#: The end-of-round sheet's last line when a battle's reason marks a card with ``*``
#: (``commitments.describe_force``: "19 (10+9*)"), which the sheet explains so.
TRANSMUTED_NOTE = "* the card the Magician transmuted into the battlefield's suit"


class FieldTable:
    """The battlefields of a table (``host``: its ``layout``, ``board``, ``viewer``,
    ``images``, ``names()``, ``event_text(event)``, ``view()`` (the viewer's now), ``progress()``, ``relayout(seconds)``,
    ``anim_time(seconds)``, ``covered()`` (cards held or a dialog up)) for the game's table
    ``plugin``: ``battles`` of the round so far, ``notes`` (zone → words, names put in),
    ``master`` (the daemon's master seat or ``None``), ``breakdown`` (the game's battles per
    round) and ``progress`` ("Round 2 of 5"), as of the animation."""

    def __init__(self, host: TableHost, view: PlayerView, plugin: TablePlugin) -> None:
        self.host = host
        self.plugin = plugin
        self.battles = view_art.Battles()
        self.notes: dict[str, str] = {}
        self.master: int | None = view.daemon_master
        self.breakdown: tuple | None = None
        self.progress = ""
        self._still: tuple[int, int] | None = None     # where the zoom waits for the mouse

    @property
    def layout(self) -> BattlefieldLayout:
        return self.host.layout

    def names(self) -> list[str]:
        return self.host.names()

    def sync(self, view: PlayerView) -> None:
        """Catch up with ``view``; lay the table out again when the daemon came or went."""
        self.notes = {zone: self.host.event_text(Event("message", text=words))
                      for zone, words in self.plugin.zone_notes(view).items()}
        master = view.daemon_master
        changed = (master is None) != (self.master is None)
        self.master = master
        if changed:
            self.host.relayout(self.host.anim_time(RELAYOUT))
        self.breakdown = self.plugin.game.score_breakdown(view)
        self.progress = self.host.progress()

    def notify(self, event: Event) -> float:
        """Follow an animated ``event``; return the seconds (at speed 1) to hold it."""
        wait = self.battles.apply(event, self.layout.fields)
        lanes = event.data.get("lanes") if event.kind == "score" else None
        if lanes:       # a battle resolved: its lanes as they ended, every actor done
            for who, words in lanes.items():
                self.notes[f"field:{event.data['field']}:{who}"] = words
                self.notes[f"seat:{who}"] = "finished"
        if event.kind == "shuffle" and not event.data.get("zone"):      # a new round is dealt
            self.sync(self.host.view())
        return wait

    # -- painting ---------------------------------------------------------------------------
    def under_key(self, lit: set[str]) -> tuple:
        """Everything :meth:`draw_under` shows with ``lit`` (the table's backdrop is painted
        again when it changes)."""
        zones = self.host.board.zones
        return (frozenset(lit), tuple(self.names()), tuple(sorted(self.notes.items())),
                tuple(self.battles.done), self.master,
                tuple(len(zones.get(zone, ())) for zone in ("deck", "discard", "justice",
                                                            "hand:daemon")))

    def draw_under(self, surface: pygame.Surface, lit: set[str]) -> None:
        """Under the cards: the grid (the battlefields ``lit`` for the selection framed),
        the lit stores, the piles' captions."""
        layout = self.layout
        view_art.draw_grid(surface, layout, self.names(), self.notes,
                           {z.split(":")[1] for z in lit if z.startswith("field:")},
                           self.battles, self.master)
        view_art.draw_lit_stores(surface, layout, lit)
        self._draw_piles(surface, lit)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Over the cards: the lanes' notes (on a crowded table their cards' indices, as the
        sprites lying there show them) and the battles resolved."""
        lanes = {zone: [s.card if s.face_up else None for s in sprites]
                 for zone, sprites in self.host.board.zones.items()
                 if zone.startswith("field:")} if self.layout.crowded else None
        view_art.draw_lane_notes(surface, self.layout, self.notes, self.master, lanes)
        view_art.draw_battles(surface, self.layout, self.battles, self.names(), self.master)

    def toast_place(self) -> tuple[tuple[str, tuple[int, int]], int] | None:
        """While the round's battles show their banners, where a toast stands and the most it
        may be wide, clear of them (at 800×600 a toast in the layout's place would cover the
        first battle's banner): :meth:`~.layout.BattlefieldLayout.toast_beside_banners`; else
        ``None``, the layout's place."""
        return self.layout.toast_beside_banners() if self.battles.done else None

    def draw_zoom(self, surface: pygame.Surface, pos: tuple[int, int]) -> None:
        """The face-up card under the mouse at ``pos`` (a small one on the battlefields, in a
        cell, the shared row or the daemon's hand), shown large beside it — not while a button
        is held, nor after it until the mouse moves (a card just dropped stays small)."""
        host = self.host
        if host.covered():
            return
        if any(pygame.mouse.get_pressed()):
            self._still = pos           # a press, a drag, a drop: no zoom until the mouse moves
            return
        if self._still is not None:
            if pos == self._still:
                return
            self._still = None
        layout, card = self.layout, self.layout.card
        hand = f"hand:{host.viewer}"
        under = None
        for zone, sprites in host.board.zones.items():
            if zone == hand or zone in ("deck", "discard", "drawing"):
                continue
            for sprite in sprites:
                if sprite.face_up and sprite.card is not None and sprite.contains(pos, card):
                    under = sprite
        if under is None or under.scale >= ZOOM:
            return
        size = (round(card[0] * ZOOM), round(card[1] * ZOOM))
        panels.zoomed_card(surface, host.images.face(under.card, size), pos, layout)

    def _draw_piles(self, surface: pygame.Surface, lit: set[str]) -> None:
        """The deck with its count, the discard pile, the shared row's and the daemon's hand's
        captions (not the discard pile's while it is lit: its frame names it)."""
        layout, zones = self.layout, self.host.board.zones
        line = layout.line
        for rect, zone in ((layout.deck_pile, "deck"), (layout.discard_pile, "discard")):
            count = len(zones.get(zone, ()))
            if not count:
                panels.empty_pile(surface, rect.inflate(-2 * layout.gap, -2 * layout.gap))
            if zone not in lit:
                panels.caption(surface, (rect.centerx, rect.bottom),
                               f"{count} · deck" if zone == "deck" else zone, line)
        if zones.get("justice"):
            panels.caption(surface, (layout.shared_row.centerx, layout.shared_row.bottom),
                           "Justice: shared cards", line)
        if self.master is not None and zones.get("hand:daemon"):
            name = view_art.daemon_name(self.names()[self.master])
            panels.caption(surface, (layout.daemon_hand().centerx, layout.daemon_hand().bottom),
                           f"{name}'s hand", line)

    def draw_plates(self, surface: pygame.Surface, view: ArcanoidView, may_show: bool) -> None:
        """The daemon's name plate in its row, while a daemon plays (lit while it acts — its
        stage's actor is the seat after the last — and ``may_show`` says the table may show
        who acts), and GAZA's USA's, which plays by itself, never asked anything."""
        if self.layout.usa:
            plate = panels.PlateInfo("USA", self.notes.get("seat:usa", "plays by itself"), False)
            panels.name_plate(surface, self.layout.name_plate("usa"), plate,
                              self.layout.plate_line)
        if self.master is None:
            return
        stage = view.stage
        active = may_show and stage is not None and stage.actor == view.num_players
        plate = panels.PlateInfo(view_art.daemon_name(self.names()[self.master]),
                                 self.notes.get("seat:daemon", ""), active)
        panels.name_plate(surface, self.layout.name_plate("daemon"), plate,
                          self.layout.plate_line)

    def next_change(self, clock: float) -> None:
        """Nothing of the battlefields moves by itself (the table's cards do)."""
        return None

    def live_plates(self, view: ArcanoidView, may_show: bool) -> list[pygame.Rect]:
        """Where :meth:`draw_plates` draws what changes from frame to frame: the daemon's plate
        with its pulsing glow while it is lit."""
        stage = view.stage
        if self.master is None or not may_show or stage is None or \
                stage.actor != view.num_players:
            return []
        return [self.layout.name_plate("daemon").inflate(10, 10)]

    def round_sheet(self, event: Event) -> dict | None:
        """After the round's last battle (``event``): the end-of-round sheet's facts — the
        round's number (``hand``), the battles each seat won in it (``hand_points``), the
        totals (``scores``), each round's battles per seat (``results``) and a line per
        battlefield saying who won it and why (``subtitle``, then :data:`TRANSMUTED_NOTE`
        when a reason marks a card with ``*``); ``None`` before that."""
        info = self.score_info()
        if event.kind != "score" or "field" not in event.data or info is None or \
                len(self.battles.done) < len(self.layout.fields):
            return None
        names, rows = self.names(), self.breakdown[1]
        rounds = [tuple(row[k] for row in rows) for k in range(len(rows[0]) if rows else 0)]
        lines = [f"{b.field.capitalize()}: {view_art.who_name(b.winner, names, self.master)}"
                 f" — {b.reason}" for b in self.battles.done]
        if any("*" in b.reason for b in self.battles.done):
            lines.append(TRANSMUTED_NOTE)
        return {"hand": len(rounds) + 1, "hand_points": tuple(info.hand),
                "scores": tuple(info.totals), "results": (*rounds, tuple(info.hand)),
                "subtitle": "\n".join(lines)}

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
