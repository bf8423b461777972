"""Painting a table of battlefields (see :mod:`.layout`) and following its battles.

:class:`Battles` follows the animated events: each ``"score"`` event naming a ``field`` (its
data also names the ``winner`` — a seat number or ``"daemon"`` — and gives the ``reason``) is a
battle resolved, shown until the next deal. :func:`draw_grid` paints the battlefields under the
cards: each field's column with its name, the lanes, the notes the game writes at zones
(``game.zone_notes(view)``: a lane's strength, a marker on a field), the columns where the
current selection may be dropped lit in gold, and the battles resolved, the winner's lane
framed and the reason on a banner under the column (never over its cards), with what a ``*``
in it means. On a crowded table (:attr:`~.layout.BattlefieldLayout.crowded`) each lane also
says its cards' indices (:func:`card_index`) beside them, readable where the cards are small.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

import pygame

from ....cards import RANK_CODES, Card, roman
from ....rules.base import Event
from ...draw import panels
from ...draw.felt import tint
from .layout import BattlefieldLayout

BATTLE_SECONDS = 2.2        # each battle's banner holds the animation this long (at speed 1)
LAST_BATTLE_SECONDS = 3.2   # the round's last battle, before the next deal gathers the cards
LANE = (4, 22, 14, 120)
COLUMN = (6, 30, 20, 150)
LIT = (240, 210, 122)
#: A banner's last words when its reason marks a card with ``*`` ("27 (10+9*+6+2) beats 20
#: (8+7+5)"; the end-of-round sheet says it at length: ``fields.TRANSMUTED_NOTE``).
TRANSMUTED_LEGEND = "* transmuted by the Magician"
LEAST_BANNER = 8            # the smallest font size of a banner's words, in pixels


@dataclass(frozen=True)
class Battle:
    """A battle resolved: its ``field``, the ``winner`` (actor word) and the ``reason``."""

    field: str
    winner: str
    reason: str


@dataclass
class Battles:
    """The battles of the current round resolved so far, in order (``done``), as the animation
    reaches them."""

    done: list[Battle] = field(default_factory=list)

    def apply(self, event: Event, fields: Sequence[str]) -> float:
        """Follow ``event``; return the seconds (at speed 1) to hold the animation for it."""
        data = event.data
        if event.kind == "score" and "field" in data:
            self.done.append(Battle(data["field"], str(data.get("winner", event.player)),
                                    str(data.get("reason", ""))))
            return LAST_BATTLE_SECONDS if len(self.done) >= len(fields) else BATTLE_SECONDS
        if event.kind == "shuffle" and not data.get("zone"):
            self.done = []
        return 0.0


def daemon_name(master: str) -> str:
    """"Ada's daemon", "Your daemon" (the seat called "You")."""
    return "Your daemon" if master == "You" else f"{master}'s daemon"


def who_name(who: str, names: Sequence[str], master: int | None) -> str:
    """An actor word as a name: ``"2"`` → the seat's name, ``"daemon"`` → "Ada's daemon",
    ``"usa"`` → "USA" (GAZA)."""
    if who == "usa":
        return "USA"
    if who == "daemon":
        return daemon_name(names[master]) if master is not None else "The daemon"
    return names[int(who)]


def _pill(surface: pygame.Surface, words: str, size: int, anchor: tuple[str, tuple[int, int]],
          colour=panels.CREAM, back=(0, 0, 0, 170)) -> pygame.Rect:
    text = panels.text(words, size, colour, bold=True)
    box = text.get_rect().inflate(size // 2 + 4, 2)
    setattr(box, anchor[0], anchor[1])
    plate = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(plate, back, plate.get_rect(), border_radius=box.height // 2)
    surface.blit(plate, box)
    surface.blit(text, text.get_rect(center=box.center))
    return box


def card_index(card: Card | None) -> str:
    """A card as its corner index reads: ``"10S"``, ``"PC"``, a major by its number
    (``"XXI"``, the Fool ``"0"``); a face-down card (``None``) is ``"?"``.

    >>> from tarot_table.cards import parse_cards
    >>> [card_index(c) for c in (*parse_cards("10S M21"), None)]
    ['10S', 'XXI', '?']
    """
    if card is None:
        return "?"
    if card.is_major:
        return roman(card.rank)
    return f"{RANK_CODES[card.rank]}{str(card)[-1]}"


def _fit(words: str, size: int, width: int, least: int = 8) -> int:
    """The largest font size up to ``size`` (``least`` at the smallest) at which ``words`` in
    a pill are at most ``width`` pixels wide."""
    while size > least and panels.font(size, bold=True).size(words)[0] + size // 2 + 4 > width:
        size -= 1
    return size


def _note_lines(words: str, size: int, width: int, height: int) -> tuple[int, list[str]]:
    """The font size and lines of a lane's note in pills at most ``width`` pixels wide: one
    line at the largest size up to ``size`` that fits (:func:`_fit`), or, where that had to
    be smaller, two lines split at the space that leaves the longer line shortest, if two
    pills fit in ``height`` pixels at a larger size ("illegitimate couple" in a narrow
    lane)."""
    one = _fit(words, size, width)
    if one == size or " " not in words:
        return one, [words]
    face = panels.font(size, bold=True)
    cut = min((i for i, c in enumerate(words) if c == " "),
              key=lambda i: max(face.size(words[:i])[0], face.size(words[i + 1:])[0]))
    lines = [words[:cut], words[cut + 1:]]
    two = min(_fit(line, size, width) for line in lines)
    while two > one and 2 * (panels.font(two, bold=True).get_height() + 2) + 1 > height:
        two -= 1
    return (two, lines) if two > one else (one, [words])


def _wrap(words: str, size: int, width: int, bold: bool = False,
          italic: bool = False) -> list[str]:
    """``words`` in lines at most ``width`` pixels wide at ``size`` (a word wider than that
    alone on its line), cut at spaces."""
    face = panels.font(size, bold=bold, italic=italic)
    lines, current = [], ""
    for word in words.split():
        trial = f"{current} {word}".strip()
        if face.size(trial)[0] <= width or not current:
            current = trial
        else:
            lines.append(current)
            current = word
    return lines + ([current] if current else [])


def draw_grid(surface: pygame.Surface, layout: BattlefieldLayout, names: Sequence[str],
              notes: Mapping[str, str], lit: set[str], battles: Battles,
              master: int | None) -> None:
    """The battlefields under the cards (see the module docstring). ``notes`` are the game's
    zone notes with names put in; ``lit`` the battlefields the selection may be dropped on;
    ``master`` the daemon's master seat (``None``: no daemon this round)."""
    line = layout.line
    small = max(9, round(layout.plate_line * 0.62))
    for name in layout.fields:
        col = layout.column(name)
        back = pygame.Surface(col.size, pygame.SRCALPHA)
        pygame.draw.rect(back, tint(COLUMN), back.get_rect(), border_radius=8)
        surface.blit(back, col)
        head = layout.field_header(name)
        title = panels.text(name.title(), round(line * 0.72), panels.GOLD_LIGHT, bold=True)
        surface.blit(title, (head.left + line // 3, head.top + 2))
        if f"field:{name}" in notes:
            _pill(surface, notes[f"field:{name}"], small,
                  ("topleft", (head.left + line // 4, head.top + title.get_height())),
                  panels.CREAM, (*panels.WINE, 230))
        if name in lit:
            pygame.draw.rect(surface, LIT, col.inflate(4, 4), width=3, border_radius=9)
    for who in layout.rows:
        if who == "daemon" and master is None:
            continue
        for name in layout.fields:
            lane = layout.lane(name, who)
            back = pygame.Surface(lane.size, pygame.SRCALPHA)
            pygame.draw.rect(back, tint(LANE), back.get_rect(), border_radius=5)
            surface.blit(back, lane)
    for battle in battles.done:
        if battle.winner in layout.rows and battle.field in layout.fields:
            lane = layout.lane(battle.field, battle.winner)
            pygame.draw.rect(surface, LIT, lane.inflate(4, 4), width=3, border_radius=6)


def draw_lit_stores(surface: pygame.Surface, layout: BattlefieldLayout,
                    zones: set[str]) -> None:
    """A gold frame round every lit drop zone that is not a battlefield (the discard pile,
    the Chariot), named at its foot."""
    for zone in sorted(zones):
        if zone.startswith("field:"):
            continue
        rect = layout.drop_rect(zone)
        pygame.draw.rect(surface, LIT, rect.inflate(4, 4), width=3, border_radius=6)
        _pill(surface, zone.split(":")[0].title(), max(9, round(layout.line * 0.55)),
              ("midbottom", (rect.centerx, rect.bottom - 2)), LIT)


def draw_lane_notes(surface: pygame.Surface, layout: BattlefieldLayout,
                    notes: Mapping[str, str], master: int | None,
                    lanes: Mapping[str, Sequence[Card | None]] | None = None) -> None:
    """Each lane's note (its strength) in a small pill at its bottom right, drawn smaller
    where the lane is too narrow for it (it would run into the next); on a crowded table
    the indices of its cards (``lanes``: zone → the cards shown there, ``None`` face down) in
    a pill above it, both right of the cards."""
    crowded = layout.crowded
    small = max(9, round(layout.plate_line * (0.72 if crowded else 0.6)))
    for who in layout.rows:
        if who == "daemon" and master is None:
            continue
        for name in layout.fields:
            zone = f"field:{name}:{who}"
            words = notes.get(zone)
            place = layout.lane_words(name, who)
            room = place.width - 4
            if words:
                size, lines = _note_lines(words, small, room,
                                          place.height // 2 if crowded else place.height - 4)
                anchor = ("bottomright", (place.right - 2, place.bottom - 2))
                for line in reversed(lines):
                    box = _pill(surface, line, size, anchor, panels.GOLD_LIGHT)
                    anchor = ("bottomright", (place.right - 2, box.top - 1))
            if crowded and lanes and lanes.get(zone):
                indices = " ".join(card_index(c) for c in lanes[zone])
                _pill(surface, indices, _fit(indices, small, room),
                      ("topright", (place.right - 2, place.top + 2)), panels.CREAM)


def _banner_rows(battle: Battle, name: str, size: int, width: int,
                 latest: bool) -> list[tuple[str, tuple[int, int, int], bool, bool]]:
    """The rows of ``battle``'s banner at ``size``, each at most ``width`` pixels wide, as
    ``(words, colour, bold, italic)``: the winner (``name``), the reason and, when the reason
    marks a card with ``*``, :data:`TRANSMUTED_LEGEND`."""
    winner = "You win" if name == "You" else f"{name} wins"
    heading = panels.GOLD_LIGHT if latest else panels.CREAM
    rows = [(words, heading, True, False) for words in _wrap(winner, size, width, True)]
    rows += [(words, panels.CREAM, False, False) for words in _wrap(battle.reason, size, width)]
    if "*" in battle.reason:
        rows += [(words, panels.CREAM, False, True)
                 for words in _wrap(TRANSMUTED_LEGEND, size, width, italic=True)]
    return rows


def draw_battles(surface: pygame.Surface, layout: BattlefieldLayout, battles: Battles,
                 names: Sequence[str], master: int | None) -> None:
    """A banner under each resolved battlefield (:meth:`~.layout.BattlefieldLayout
    .banner_rect`: never over a lane's cards), the winner's lane framed: the winner, the
    reason and what its ``*`` means (:data:`TRANSMUTED_LEGEND`, in italics), the latest in
    gold, each on as many rows as the banner's width needs, in smaller words where the rows
    would be taller than the room under the grid (down to :data:`LEAST_BANNER`)."""
    line = layout.line
    for k, battle in enumerate(battles.done):
        col = layout.column(battle.field)
        latest = k == len(battles.done) - 1
        name = who_name(battle.winner, names, master)
        for size in range(max(round(line * 0.64), LEAST_BANNER), LEAST_BANNER - 1, -1):
            rows = _banner_rows(battle, name, size, col.width - line, latest)
            height = round(len(rows) * size * 1.35 + line * 0.6)
            if height <= layout.banner_room():
                break
        box = layout.banner_rect(battle.field, height)
        panels.panel(surface, box, active=latest)
        y = box.top + line * 0.3
        for words, colour, bold, italic in rows:
            text = panels.text(words, size, colour, bold=bold, italic=italic)
            surface.blit(text, text.get_rect(midtop=(box.centerx, round(y))))
            y += size * 1.35
