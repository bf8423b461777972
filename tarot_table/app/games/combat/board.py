"""The Tarot Combat part of a table: what it shows besides the cards, kept in step with the
animation, and where the things of the board are (see :mod:`.layout` for the geometry,
:mod:`.painting` for the painting).

:class:`CombatBoard` holds the table's facts as of the animation (:class:`~.shown.CombatShown`:
sideways cards, damage, attackers and blockers, the limbo and its targets, life totals) from
each settled view and each animated event, and turns the rows whose cards lie differently
(sideways or right-side-up, into or out of combat) with a short animation. Over the cards it
marks the soldiers (strength and speed, a raised strength marked, the damage taken, attacking
whom, blocking what), names the player of each card in limbo and what it targets with an arrow
to each target, marks the top one as the card that resolves next and a card resolving,
fizzling or countered at its place, counts the life totals down, lifts the
damage numbers, and frames what the viewer may choose now, lit by the input
(:class:`~.control.CombatInput`). A small face-up card under the mouse is shown large beside
it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator, NamedTuple

import pygame

from ....cards import Card
from ....rules.base import Event, PlayerView
from ....rules.combat import CombatView
from ....rules.combat.attack import lethal_split
from ....rules.combat.stages import AssignDamage
from ....rules.combat.state import START_LIFE
from ....rules.combat.teams import TEAM_LIFE
from ...draw import panels
from ...draw.layout import rotated_bounds
from ...draw.sprites import CardSprite
from ..plugin import TableHost
from . import painting as art
from .layout import CombatLayout
from .moves import Thing
from .shown import COUNT_SECONDS, FLOAT_SECONDS, CombatShown, Fighter, LimboCard

if TYPE_CHECKING:
    from . import CombatTable

ZOOM = 1.0                  # a small card under the mouse is shown this large (hand scale)
ZOOMS = 0.7                 # a card is shown large when it is smaller than this (hand scale)
TURN_SECONDS = 0.3          # a card turning sideways or right-side-up, at speed 1
HURT_SECONDS = 1.2          # a life badge stays red this long after damage
#: How long (seconds at speed 1) the animation holds after a message event, by its data key;
#: any other message holds it briefly, without the table's toast (they are many).
HOLDS = {"turn": 0.45, "attack": 0.3, "block": 0.3, "hit": 0.5, "combat_end": 0.45,
         "bonus": 0.45, "target": 0.35, "entry": 0.35, "upright": 0.35, "lost": 1.4,
         "sideways": 0.08}
HOLD_SCORE = 0.7


class LimboLabel(NamedTuple):
    """The words at a card in limbo: its ``player`` (``"Ada · soldier"`` for a soldier), its
    ``aim``, what it targets (``"on King of Cups (Bob)"``; empty without targets), and whether
    it resolves ``next`` (the top of the limbo)."""

    player: str
    aim: str
    next: bool


class CombatBoard:
    """The Tarot Combat part of ``host`` (the table: its ``layout``, ``board``, ``viewer``,
    ``images``, ``names()``, ``view()``, ``clock``, ``anim_time(seconds)``,
    ``reduce_motion``, ``can_act``, ``input``, ``show_toast``) for ``plugin``: ``shown`` (the
    facts as of the animation) and ``notes`` (the name plates' notes: a player out). With
    reduced motion a life total shows its new value at once and the damage stands where it is
    dealt while it fades, rather than rising."""

    def __init__(self, host: TableHost, view: CombatView, plugin: "CombatTable") -> None:
        self.host = host
        self.plugin = plugin
        self.shown = CombatShown(view.num_players)
        self.shown.sync(view)
        self.notes: dict[str, str] = {}
        self._hurt: dict[int, float] = {}

    @property
    def layout(self) -> CombatLayout:
        return self.host.layout

    def names(self) -> list[str]:
        return self.host.names()

    # -- keeping in step ------------------------------------------------------------------------
    def sync(self, view: PlayerView) -> None:
        """Catch up with the settled ``view``: the rows whose cards lie differently turn."""
        self._turn(self.shown.sync(view))
        self.notes = {f"seat:{s}": "out of the game" for s, out in enumerate(self.shown.out)
                      if out}
        if self.shown.teams and self.shown.team_mode != "none":
            for seat, team in enumerate(self.shown.teams):
                mates = self._mates(seat)
                self.notes.setdefault(f"seat:{seat}", f"Team {team_letter(team)}"
                                      + (", with " + " and ".join(mates) if mates else ""))

    def notify(self, event: Event) -> float:
        """Follow an animated ``event``; return the seconds (at speed 1) to hold it."""
        clock = self.host.clock
        self._turn(self.shown.apply(event, clock))
        if self.host.reduce_motion:
            self.shown.counting.clear()
        if event.kind == "score" and event.player is not None:
            self._hurt[event.player] = clock
            return HOLD_SCORE
        if event.kind != "message":
            return 0.0
        self._toast(event)
        return next((hold for key, hold in HOLDS.items() if key in event.data), 0.05)

    def _toast(self, event: Event) -> None:
        """What a message says in a toast: "Your turn" to the viewer, a player out."""
        if "turn" in event.data and event.player == self.host.viewer and \
                not self.host.spectator:
            self.host.show_toast("Your turn")
        if "lost" in event.data:
            self.host.show_toast(self.host.event_text(event))

    def _turn(self, zones: set[str]) -> None:
        duration = self.host.anim_time(TURN_SECONDS)
        for zone in zones:
            self.host.board.relayout(zone, duration)

    # -- where things are -----------------------------------------------------------------------
    def sprite(self, thing: Thing) -> CardSprite | None:
        """The sprite of ``thing`` (a card of the hand, a soldier, a farm, a card in limbo),
        or ``None`` (not on the board, or the board is still catching up)."""
        kind, key = thing
        zones = self.host.board.zones
        if kind == "hand":
            return next((s for s in zones.get(f"hand:{self.host.viewer}", [])
                         if s.card == key), None)
        place = self._place(kind, key)
        if place is None:
            return None
        zone, k, n = place
        sprites = zones.get(zone, [])
        return sprites[k] if len(sprites) == n else None

    def _place(self, kind: str, ident: int) -> tuple[str, int, int] | None:
        """Where the soldier, farm or card in limbo (``kind``) ``ident`` is shown: its zone,
        its index in the zone's shown row and the row's length; ``None`` when it is not."""
        shown = self.shown
        if kind == "soldier":
            where = shown.find(ident)
            return None if where is None else \
                (f"soldiers:{where[0]}", where[1], len(shown.soldiers[where[0]]))
        if kind == "farm":
            return next(((f"farms:{seat}", k, len(row)) for seat, row in enumerate(shown.farms)
                         for k, farm in enumerate(row) if farm.id == ident), None)
        if kind == "limbo":
            return next((("limbo", k, len(shown.limbo)) for k, entry in enumerate(shown.limbo)
                         if entry.id == ident), None)
        return None

    def bounds(self, sprite: CardSprite) -> pygame.Rect:
        """The rect a sprite covers on the screen, turned as it lies."""
        cw, ch = self.layout.card
        return rotated_bounds(sprite.centre(), (cw * sprite.scale, ch * sprite.scale),
                              sprite.angle)

    def rect(self, thing: Thing) -> pygame.Rect | None:
        """The rect of ``thing`` on the screen (a player: its name plate and life badge)."""
        if thing[0] == "seat":
            seat = thing[1]
            return self.layout.name_plate(seat).union(self.layout.life_badge(seat))
        sprite = self.sprite(thing)
        return self.bounds(sprite) if sprite is not None else None

    def thing_at(self, pos: tuple[int, int], things) -> Thing | None:
        """The topmost of ``things`` under ``pos``: a card first, then a player's plate, then
        a player's cell."""
        found = self._card_at(pos, [t for t in things if t[0] != "seat"])
        if found is not None:
            return found
        return self._seat_at(pos, [t for t in things if t[0] == "seat"])

    def _seat_at(self, pos: tuple[int, int], seats: list[Thing]) -> Thing | None:
        """The first of ``seats`` whose plate covers ``pos``, else whose cell does, or
        ``None``."""
        for thing in seats:
            if self.rect(thing).collidepoint(pos):
                return thing
        return next((t for t in seats if self.layout.cell(t[1]).collidepoint(pos)), None)

    def _card_at(self, pos: tuple[int, int], things: list[Thing]) -> Thing | None:
        """The topmost (the last) of ``things`` whose card covers ``pos``, or ``None``."""
        found = None
        for thing in things:
            sprite = self.sprite(thing)
            if sprite is not None and sprite.contains(pos, self.layout.card):
                found = thing
        return found

    # -- painting -------------------------------------------------------------------------------
    def under_key(self, lit: set[str]) -> tuple:
        """Everything :meth:`draw_under` shows with ``lit`` (the table's backdrop is painted
        again when it changes), in the order :meth:`under_changes` reads it."""
        shown, zones, viewer = self.shown, self.host.board.zones, self.layout.viewer
        piles = ("draw", "deck", "discard", f"draw:{viewer}", f"discard:{viewer}")
        return (frozenset(lit | self.host.input.lit_zones()), shown.active, tuple(shown.out),
                tuple(bool(row) for row in shown.soldiers), tuple(bool(row) for row in shown.farms),
                shown.own_decks, tuple(len(zones.get(pile, ())) for pile in piles),
                len(shown.limbo), shown.step, shown.moment, shown.actor, shown.stage,
                tuple(self.names()), self.host.busy, self.host.input.help())

    def under_changes(self, old: tuple, new: tuple) -> list[pygame.Rect] | None:
        """Where :meth:`draw_under` may paint differently for :meth:`under_key` ``old`` than
        for ``new`` (with this layout): the cells of the players to act (edged in gold), the
        rows that filled or emptied, the middle band (the piles' captions), the limbo's board
        (its words, the help) and the step bar; ``None``: anywhere (what is lit, own decks)."""
        layout = self.layout
        changed = {k for k, (was, now) in enumerate(zip(old, new)) if was != now}
        if changed & {0, 5}:
            return None
        places = []
        if changed & {1, 2}:                   # the player to act, a player out
            places += [layout.cells[seat] for seat in {old[1], new[1]} if seat in layout.cells]
        places += self._rows_changed(old, new)
        if 6 in changed:                       # the piles' captions, around them
            places.append(layout.middle.inflate(4 * layout.line, 2 * layout.line))
        if changed & {7, 14}:
            places.append(layout.limbo_area)
        if changed & {8, 9, 10, 11, 12, 13}:   # step, moment, actor, stage, names, busy
            places.append(layout.step_bar)
        return places

    def _rows_changed(self, old: tuple, new: tuple) -> list[pygame.Rect]:
        """The soldiers' and farms' rows that filled or emptied between :meth:`under_key`
        ``old`` and ``new``."""
        layout = self.layout
        return [row(seat) for k, row in ((3, layout.soldier_row), (4, layout.farm_row))
                for seat, (was, now) in enumerate(zip(old[k], new[k])) if was != now]

    def draw_under(self, surface: pygame.Surface, lit: set[str]) -> None:
        """Under the cards: the cells and rows, the middle band and the step bar."""
        layout, zones = self.layout, self.host.board.zones
        lit = lit | self.host.input.lit_zones()
        art.cells(surface, layout, self.shown, lit)
        if self.shown.own_decks:
            viewer = layout.viewer
            art.middle(surface, layout, len(zones.get(f"draw:{viewer}", ())),
                       len(zones.get(f"discard:{viewer}", ())), len(self.shown.limbo),
                       "limbo" in lit)
            art.own_piles(surface, layout, [s for s in layout.cells if s != viewer])
        else:
            art.middle(surface, layout, len(zones.get("draw", ())) + len(zones.get("deck", ())),
                       len(zones.get("discard", ())), len(self.shown.limbo), "limbo" in lit)
        art.step_bar(surface, layout, self.shown, self.names(), not self.host.busy)
        help_words = self.host.input.help()
        if help_words:
            self._draw_help(surface, help_words)

    def _draw_help(self, surface: pygame.Surface, words: str) -> None:
        """What the input expects, in the limbo's bottom left corner: one row, or two cut
        after a " · " (else at a word) when one would lose its end ("… Space: pass")."""
        layout = self.layout
        size = round(layout.line * 0.6)
        area = layout.limbo_area
        width = area.width - 2 * layout.gap - 9 * size
        face = panels.font(size, italic=True)
        halves = None
        if face.size(words)[0] > width:
            halves = panels.cut_at_word(words, face, width, " · ") or \
                panels.cut_at_word(words, face, width)
        rows = list(halves) if halves else [words]
        y = area.bottom - layout.gap // 2
        for row in reversed(rows):
            text = panels.fit(row, size, width, colour=panels.MUTED, italic=True)
            surface.blit(text, text.get_rect(bottomleft=(area.left + layout.gap, y)))
            y -= text.get_height()

    def draw_over(self, surface: pygame.Surface) -> None:
        """Over the cards: the soldiers' marks, the limbo's players and targets, the choices
        framed, the life badges, the damage in the air, the players out veiled."""
        clock, names = self.host.clock, self.names()
        self._draw_soldiers(surface, names)
        self._draw_limbo(surface, names)
        self._draw_damage_split(surface)
        self._draw_choosing(surface)
        layout = self.layout
        if self.shown.own_decks:
            zones = self.host.board.zones
            art.own_draw_counts(surface, layout, {s: len(zones.get(f"draw:{s}", ()))
                                                  for s in layout.cells if s != layout.viewer})
        for seat in range(len(names)):
            hurt = self._hurt.get(seat)
            fresh = 1 - (clock - hurt) / HURT_SECONDS if hurt is not None else 0.0
            art.life_badge(surface, layout.life_badge(seat), self.shown.shown_life(seat, clock),
                           fresh, self.shown.out[seat])
        size = round(layout.line * 1.1)
        for flash in self.shown.flashes:
            age = clock - flash.start
            if age >= FLOAT_SECONDS:
                continue
            if flash.seat is not None:
                at = layout.life_badge(flash.seat).midtop
            else:
                sprite = self.sprite(("soldier", flash.soldier))
                if sprite is None:
                    continue
                at = sprite.centre()
            art.flash_number(surface, at, flash.points, age, size,
                             rise=not self.host.reduce_motion)
        art.veil_out(surface, layout, self.shown)

    def _draw_soldiers(self, surface: pygame.Surface, names: list[str]) -> None:
        """Each soldier's strength and speed (a raised strength marked) and the damage it has
        taken; attackers framed red (naming whom they
        attack when there are several opponents), blockers framed blue, a line to the attacker
        each blocks."""
        small = max(9, round(self.layout.line * 0.6))
        stat_size = max(8, round(self.layout.line * 0.5))
        duel = len(names) == 2
        for seat, row in enumerate(self.shown.soldiers):
            boxes = self._boxes(row)
            lefts = [box.left for box in boxes.values()]
            for soldier in row:
                sprite = self.sprite(("soldier", soldier.id))
                if sprite is None or sprite in self.host.input.held():
                    continue
                box = boxes[soldier.id]
                self._draw_fight(surface, soldier, sprite, box, names if not duel else None,
                                 small)
                shown = min([x - box.left for x in lefts if x > box.left], default=box.width)
                art.soldier_stats(surface, box, soldier.sideways, soldier.stats(), stat_size,
                                  shown)

    def _boxes(self, row: list[Fighter]) -> dict[int, pygame.Rect]:
        """The rect on the screen of each soldier of ``row`` that has a sprite, by id."""
        sprites = {soldier.id: self.sprite(("soldier", soldier.id)) for soldier in row}
        return {ident: self.bounds(sprite) for ident, sprite in sprites.items()
                if sprite is not None}

    def _draw_fight(self, surface: pygame.Surface, soldier: Fighter, sprite: CardSprite,
                    box: pygame.Rect, names: list[str] | None, small: int) -> None:
        """What ``soldier`` (its ``sprite`` covering ``box``) does in the combat: an attacker
        framed red, naming whom it attacks (by ``names``, given when there are several
        opponents); a blocker framed blue, with a line to the attacker it blocks."""
        if soldier.attacking is not None:
            art.frame(surface, box.inflate(4, 4), art.ATTACK)
            if names is not None:    # clear of its index: a sideways card's is at its foot
                anchor, y = ("midbottom", box.top + small) if soldier.sideways else \
                    ("midtop", box.bottom - small)
                art.pill(surface, f"vs {names[soldier.attacking]}", small, anchor,
                         (box.centerx, y), panels.CREAM, (*art.ATTACK, 220))
        if soldier.blocking is not None:
            art.frame(surface, box.inflate(4, 4), art.BLOCK)
            other = self.sprite(("soldier", soldier.blocking))
            if other is not None:
                art.arrow(surface, sprite.centre(), other.centre(), art.BLOCK, 3)

    def _draw_limbo(self, surface: pygame.Surface, names: list[str]) -> None:
        """Each card in limbo: the top one marked as the one that resolves next; under each
        its player's name and what it targets, with an arrow to each of its targets (a soldier,
        another card in limbo, a player, the discard pile); a card resolving, fizzling or
        countered says so at its place for a moment."""
        layout, clock = self.layout, self.host.clock
        small = max(9, round(layout.line * 0.58))
        limbo = self.shown.limbo
        n = len(limbo)
        room = round(layout.limbo_slot(1, n).pos[0] - layout.limbo_slot(0, n).pos[0])
        for label, entry in zip(self.limbo_labels(names), limbo):
            sprite = self.sprite(("limbo", entry.id))
            if sprite is None:
                continue
            box, top = self.bounds(sprite), label.next
            colour = panels.GOLD_LIGHT if top else panels.CREAM
            width = None if top else room      # a card under another: its words fit beside it
            under = art.pill(surface, label.player, small, "topleft", (box.left, box.bottom + 1),
                             colour, width=width)
            if label.aim:
                art.pill(surface, label.aim, small, "topleft", (box.left, under.bottom + 1),
                         colour, width=width)
            if top:
                self._draw_next(surface, box, small, colour)
            self._draw_aims(surface, entry, box, panels.GOLD_LIGHT if top else panels.GOLD)
        for burst in self.shown.bursts:
            age = clock - burst.start
            if age < FLOAT_SECONDS:
                at = layout.limbo_slot(burst.k, burst.n).pos
                art.burst(surface, at, burst.word, age, round(layout.line * 0.8))

    def _draw_aims(self, surface: pygame.Surface, entry: LimboCard, box: pygame.Rect,
                   colour: tuple[int, int, int]) -> None:
        """An arrow in ``colour`` from the card in limbo ``entry`` (covering ``box``) to each
        of its targets on the table."""
        for target in entry.targets:
            end = self._target_point(target)
            if end is not None:
                start = (box.centerx, box.top if end[1] < box.centery else box.bottom)
                art.arrow(surface, start, end, colour, 3)

    def _draw_next(self, surface: pygame.Surface, box: pygame.Rect, small: int,
                   colour: tuple[int, int, int]) -> None:
        """"resolves next" at the top card of the limbo (covering ``box``): beside it when
        the limbo's board has room, else over its top right corner."""
        layout = self.layout
        next_words = panels.text("resolves next", small, colour, bold=True)
        beside = layout.limbo_area.right - box.right > next_words.get_width() + 3 * layout.gap
        anchor, at = ("midleft", (box.right + layout.gap, box.centery)) if beside else \
            ("topright", (box.right, box.top + layout.gap))
        art.pill(surface, "resolves next", small, anchor, at, (40, 30, 10),
                 (*panels.GOLD_LIGHT, 235))

    def limbo_labels(self, names: list[str]) -> list["LimboLabel"]:
        """What the table writes at each card in limbo, bottom to top (see
        :class:`LimboLabel`)."""
        limbo = self.shown.limbo
        return [LimboLabel(names[e.player] + (" · soldier" if e.kind == "soldier" else ""),
                           "on " + ", ".join(self._target_words(t, names) for t in e.targets)
                           if e.targets else "", k == len(limbo) - 1)
                for k, e in enumerate(limbo)]

    def _target_words(self, target: object, names: list[str]) -> str:
        """A target of a card in limbo in a few words: a player's name, a soldier's
        (``"King of Cups (Ada)"``), a card in limbo's, a card of the discard pile's."""
        if isinstance(target, int):
            return names[target]
        if isinstance(target, str):
            ident = int(target[1:])
            where, entry = self.shown.find(ident), self.shown.entry(ident)
            if where is not None:
                card = self.shown.soldiers[where[0]][where[1]].card
                return f"{card.name()} ({names[where[0]]})"
            return f"the {entry.card.name()} in limbo" if entry is not None else "a card gone"
        return target.name() if isinstance(target, Card) else "the discard pile"

    def _target_point(self, target: object) -> tuple[float, float] | None:
        if isinstance(target, int):
            return self.layout.life_badge(target).center
        if isinstance(target, str):
            ident = int(target[1:])
            for kind in ("soldier", "limbo"):
                sprite = self.sprite((kind, ident))
                if sprite is not None:
                    return sprite.centre()
            return None
        return self.layout.discard_pile.center

    def _draw_damage_split(self, surface: pygame.Surface) -> None:
        """While the viewer splits an attacker's damage: over each blocker the points it has
        been given so far and, after a ``+``, what the lethal default would add ("1 +2")."""
        if not self.host.can_act:
            return
        view = self.host.view()
        stage = view.stage
        if not isinstance(stage, AssignDamage):
            return
        small = max(9, round(self.layout.line * 0.7))
        given = dict(stage.given)
        preview = dict(lethal_split(view, stage.source, stage.left, stage.given))
        attacker = self.sprite(("soldier", stage.source))
        if attacker is not None:
            art.frame(surface, self.bounds(attacker).inflate(8, 8), panels.GOLD_LIGHT)
        for ident, points in preview.items():
            sprite = self.sprite(("soldier", ident))
            if sprite is None:
                continue
            box = self.bounds(sprite)
            now = given.get(ident, 0)
            words = f"{now} +{points - now}" if now and points != now else \
                f"+{points}" if not now else f"{now}"
            art.pill(surface, words, small, "midbottom", (box.centerx, box.top - 2),
                     panels.CREAM, (200, 90, 30, 230))

    def _draw_choosing(self, surface: pygame.Surface) -> None:
        """What the viewer may choose now framed in the targets' colour, what it has chosen
        in gold, the keyboard's focus ringed."""
        control = self.host.input
        for thing in control.choosable():
            rect = self.rect(thing)
            if rect is not None:
                art.frame(surface, rect.inflate(6, 6), art.TARGET, 2)
        for thing in control.chosen_things():
            rect = self.rect(thing)
            if rect is not None:
                art.frame(surface, rect.inflate(8, 8), panels.GOLD_LIGHT, 3)
        focus = control.focus_thing()
        rect = self.rect(focus) if focus is not None and focus[0] != "option" else \
            control.option_rect(focus) if focus is not None else None
        if rect is not None:
            art.frame(surface, rect.inflate(12, 12), (255, 255, 255), 2)

    def draw_zoom(self, surface: pygame.Surface, pos: tuple[int, int]) -> None:
        """The small card under the mouse (a soldier, a card in limbo, the discard pile's top,
        one of the viewer's own farms), shown large beside it with its rule
        (:meth:`~tarot_table.rules.base.Game.card_text`) over it."""
        host = self.host
        if host.covered():
            return
        layout, card = self.layout, self.layout.card
        under = None
        for sprite in self._zoomable():
            if sprite.contains(pos, card):
                under = sprite
        if under is None:
            return
        shown = under.rect(card)            # a card large enough already is not zoomed
        if under.scale < ZOOMS:
            size = (round(card[0] * ZOOM), round(card[1] * ZOOM))
            shown = panels.zoomed_card(surface, host.images.face(under.card, size), pos, layout)
        words = host.session.game.card_text(under.card)
        if words:
            panels.rule_panel(surface, words, shown, layout.line)

    def _zoomable(self) -> Iterator[CardSprite]:
        """The cards :meth:`draw_zoom` may show large, bottom to top: the known cards lying
        face up (and the viewer's own farms), out of the hands and the draw pile, of the
        discard pile only the top one."""
        own_farms = f"farms:{self.host.viewer}"
        for zone, sprites in self.host.board.zones.items():
            if zone.startswith("hand:") or zone in ("draw", "deck"):
                continue
            for sprite in sprites[-1:] if zone == "discard" else sprites:
                if sprite.card is not None and (sprite.face_up or zone == own_farms):
                    yield sprite

    def draw_plates(self, surface: pygame.Surface, view: PlayerView, may_show: bool) -> None:
        """Nothing besides the seats' plates, which the table draws."""

    def next_change(self, clock: float) -> float | None:
        """0 at the table's ``clock`` while a life badge is red from damage, a life total counts
        down or damage floats in the air (each frame draws them otherwise), else ``None``."""
        shown = self.shown
        if any(clock - hurt < HURT_SECONDS for hurt in self._hurt.values()) or \
                any(clock - start < COUNT_SECONDS for _, _, start in shown.counting.values()) or \
                any(clock - flash.start < FLOAT_SECONDS for flash in shown.flashes) or \
                any(clock - burst.start < FLOAT_SECONDS for burst in shown.bursts):
            return 0.0
        return None

    def live_plates(self, view: PlayerView, may_show: bool) -> list[pygame.Rect]:
        """Where :meth:`draw_plates` draws what changes from frame to frame: nowhere."""
        return []

    def _mates(self, seat: int) -> list[str]:
        """The names of ``seat``'s teammates (none without teams)."""
        teams, names = self.shown.teams, self.names()
        return [names[t] for t in range(len(teams)) if t != seat and teams[t] == teams[seat]]

    def round_sheet(self, event: Event) -> None:
        """No end-of-round sheet: a game of Tarot Combat is one long round (the results
        screen ends it)."""
        return None

    def score_info(self) -> panels.ScoreInfo:
        """The score panel: the turn, the life each starts with (and the teams), and per seat
        (its team's letter after its name) the cards in hand and the life left."""
        shown, zones = self.shown, self.host.board.zones
        names = self.names()
        cards = [len(zones.get(f"hand:{s}", ())) for s in range(len(names))]
        life = [max(0, shown.shown_life(s, self.host.clock)) for s in range(len(names))]
        return panels.ScoreInfo(f"Turn {max(1, shown.turn)}", goal_text(shown.team_mode),
                                team_names(names, shown.teams, shown.team_mode), cards, life,
                                labels=("cards", "life"), signed=False)


def team_letter(team: int) -> str:
    """Team 0 is ``"A"``, team 1 ``"B"``…"""
    return chr(ord("A") + team)


def goal_text(team_mode: str) -> str:
    """The score panel's line under the turn: the starting life, and the teams (seed §1, §8).

    >>> goal_text("none"), goal_text("alliance"), goal_text("as one")
    ('20 life each', 'Alliances · 20 life each', 'As one · 30 life a team')
    """
    if team_mode == "as one":
        return f"As one · {TEAM_LIFE} life a team"
    if team_mode == "alliance":
        return f"Alliances · {START_LIFE} life each"
    return f"{START_LIFE} life each"


def team_names(names: list[str], teams: tuple[int, ...], team_mode: str) -> list[str]:
    """The seats' names, each followed by its team's letter when there are teams.

    >>> team_names(["You", "Ada"], (0, 1), "as one"), team_names(["You"], (0,), "none")
    (['You (A)', 'Ada (B)'], ['You'])
    """
    if team_mode == "none" or not teams:
        return list(names)
    return [f"{name} ({team_letter(team)})" for name, team in zip(names, teams)]

