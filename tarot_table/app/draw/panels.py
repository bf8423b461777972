"""Painting the table's panels: name plates, score panel, log, pile captions, the toast, the
end-of-hand score table and the hot-seat curtain, and the text they are written in.

Every drawing function draws onto a surface and changes nothing else; rects and sizes are in
pixels. Text uses the Noto Sans faces shipped with pygame-gui, the same as the widgets.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from typing import Sequence

import pygame

from .felt import chosen, tint

GOLD = (201, 166, 70)
GOLD_LIGHT = (240, 210, 122)
CREAM = (243, 230, 196)
MUTED = (170, 182, 160)
#: The boards' colour on the green table (:func:`~.felt.tint` gives it on the table chosen).
PANEL = (9, 31, 21, 215)
WINE = (94, 26, 40)
CAPTION_BACKING = PANEL[:3]    # a caption laid over lines (:func:`caption`)


def font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """Noto Sans at ``size`` pixels (cached; made again after pygame's font module was
    restarted, which spoils the fonts made before)."""
    face = _font(size, bold, italic)
    try:
        face.get_height()
    except pygame.error:
        _font.cache_clear()
        text.cache_clear()
        face = _font(size, bold, italic)
    return face


@lru_cache(maxsize=32)
def _font(size: int, bold: bool, italic: bool) -> pygame.font.Font:
    style = ("Bold" if bold else "") + ("Italic" if italic else "") or "Regular"
    path = files("pygame_gui.data").joinpath(f"NotoSans-{style}.ttf")
    return pygame.font.Font(str(path), max(8, size))


#: What pygame cannot draw: control characters (NUL raises) and lone surrogates (not Unicode).
_UNDRAWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def printable(words: str) -> str:
    r"""``words`` with every character pygame cannot draw (control characters, lone surrogates)
    replaced by U+FFFD "�", for any text that comes from a save or a player.

    >>> printable("Ann\x00\ud800")
    'Ann��'
    """
    return _UNDRAWABLE.sub("\ufffd", words)


@lru_cache(maxsize=512)
def text(words: str, size: int, colour: tuple[int, ...] = CREAM, bold: bool = False,
         italic: bool = False) -> pygame.Surface:
    """``words`` rendered (anti-aliased) in ``colour`` (undrawable characters as in
    :func:`printable`). Words of no width — none, or only characters that draw nothing, such
    as U+FEFF, which pygame refuses to render — give an empty surface of the line's height."""
    face, shown = font(size, bold, italic), printable(words)
    if face.size(shown)[0] == 0:
        return pygame.Surface((0, face.get_height()), pygame.SRCALPHA)
    return face.render(shown, True, colour)


def fit(words: str, size: int, width: int, smallest: int | None = None,
        **style) -> pygame.Surface:
    """``words`` rendered, shortened with an ellipsis to at most ``width`` pixels; with
    ``smallest``, first in a smaller size, down to ``smallest`` pixels, where that makes them
    fit whole (a long prompt in a small window).

    The longest prefix that fits is found by measuring (a binary search over
    ``Font.size``), so only the text shown is rendered and cached, however long ``words``."""
    words = printable(words)
    bold, italic = style.get("bold", False), style.get("italic", False)
    while smallest is not None and size > smallest and \
            font(size, bold, italic).size(words)[0] > width:
        size -= 1
    face = font(size, bold, italic)
    if face.size(words)[0] <= width:
        return text(words, size, **style)
    low, high = 0, len(words) - 1          # the longest prefix known to fit / not yet refused
    while low < high:
        mid = (low + high + 1) // 2
        if face.size(words[:mid].rstrip() + "…")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return text(words[:low].rstrip() + "…", size, **style)


def stacked(rows: Sequence[pygame.Surface]) -> pygame.Surface:
    """``rows`` (rendered lines) one under the other, each centred."""
    surf = pygame.Surface((max(r.get_width() for r in rows), sum(r.get_height() for r in rows)),
                          pygame.SRCALPHA)
    y = 0
    for row in rows:
        surf.blit(row, ((surf.get_width() - row.get_width()) // 2, y))
        y += row.get_height()
    return surf


def fit_rows(words: str, size: int, width: int, smallest: int, **style) -> pygame.Surface:
    """``words`` as :func:`fit` draws them within ``width`` pixels, or, where even
    ``smallest`` pixels would cut them, in two rows cut at a word, each centred and fit (a
    long prompt in a small window: Arcanoid's for a daemon, "…or play a major arcanum")."""
    plain = printable(words)
    bold, italic = style.get("bold", False), style.get("italic", False)
    halves = cut_at_word(plain, font(size, bold, italic), width) \
        if font(smallest, bold, italic).size(plain)[0] > width else None
    if halves is None:
        return fit(words, size, width, smallest, **style)
    return stacked([fit(row, size, width, smallest, **style) for row in halves])


def corner_radius(size: tuple[int, int]) -> int:
    """The radius of a :func:`panel`'s rounded corners, in pixels, for a board of ``size``."""
    return max(6, min(size) // 5)


@lru_cache(maxsize=64)
def _panel(size: tuple[int, int], active: bool, felt: str) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = corner_radius(size)
    if active:
        pygame.draw.rect(surf, (60, 48, 14, 235), rect, border_radius=radius)
        pygame.draw.rect(surf, GOLD_LIGHT, rect, width=2, border_radius=radius)
    else:
        pygame.draw.rect(surf, tint(PANEL), rect, border_radius=radius)
        pygame.draw.rect(surf, (*GOLD, 150), rect, width=1, border_radius=radius)
    return surf


def panel(surface: pygame.Surface, rect: pygame.Rect, active: bool = False) -> None:
    """A dark translucent board with a gold edge (bright gold when ``active``)."""
    surface.blit(_panel(rect.size, active, chosen()), rect)


#: The glow of a plate lit pulses this long (three beats), then holds at its brightest.
PULSE_SECONDS = 4.0
#: The "thinking" dots count one more this often (seconds).
DOT_SECONDS = 1 / 3


@dataclass(frozen=True)
class PlateInfo:
    """What a name plate shows: ``name``, ``detail`` (kind and card count), ``active`` (to play),
    ``dealer``, ``thinking`` (an AI deciding), ``clock`` (seconds, for the animated dots), a
    ``tag`` after the name (a gold pill, e.g. "Taruno!" for a called last card; ``""``: none)
    and ``lit_for``, the seconds it has been lit (its glow's pulse)."""

    name: str
    detail: str
    active: bool = False
    dealer: bool = False
    thinking: bool = False
    clock: float = 0.0
    tag: str = ""
    lit_for: float = 0.0


def name_plate(surface: pygame.Surface, rect: pygame.Rect, info: PlateInfo, line: int) -> None:
    """A seat's plate: its name on top, its detail (or "thinking…") below, a dealer chip."""
    if info.active:
        glow = rect.inflate(10, 10)
        beat = min(info.lit_for, PULSE_SECONDS) * 1.5
        surface.blit(_halo(glow.size, 70 + int(50 * abs(beat % 2 - 1))), glow)
    panel(surface, rect, info.active)
    pad = max(6, rect.height // 7)
    chip = 0
    if info.dealer:
        chip = round(line * 0.95)
        centre = (rect.right - pad - chip // 2, rect.top + pad + chip // 2)
        pygame.draw.circle(surface, CREAM, centre, chip // 2)
        pygame.draw.circle(surface, GOLD, centre, chip // 2, width=2)
        d = text("D", round(line * 0.62), (40, 30, 10), bold=True)
        surface.blit(d, d.get_rect(center=centre))
    pill = text(info.tag, round(line * 0.6), (40, 30, 10), bold=True) if info.tag else None
    room = pill.get_width() + line if pill else 0
    if info.thinking:
        dots = "." * (1 + int(info.clock / DOT_SECONDS) % 3)
        sub = text(f"thinking{dots}", round(line * 0.7), GOLD_LIGHT, italic=True)
    else:
        sub = fit(info.detail, round(line * 0.7), rect.width - 2 * pad, colour=MUTED)
    surface.blit(sub, (rect.left + pad, rect.bottom - pad * 0.6 - sub.get_height()))
    rows = _title_rows(info.name, line, rect.width - 2 * pad - chip - 4 - room,
                       rect.height - 1.2 * pad - sub.get_height(),
                       colour=GOLD_LIGHT if info.active else CREAM, bold=True)
    for k, row in enumerate(rows):
        surface.blit(row, (rect.left + pad, rect.top + pad * 0.6 + k * row.get_height()))
    if pill is not None:
        box = pill.get_rect().inflate(line // 2, line // 6)
        box.midleft = (rect.left + pad + rows[0].get_width() + line // 3,
                       round(rect.top + pad * 0.6 + rows[0].get_height() / 2))
        pygame.draw.rect(surface, GOLD_LIGHT, box, border_radius=box.height // 2)
        surface.blit(pill, pill.get_rect(center=box.center))


def _title_rows(name: str, line: int, width: int, height: float,
                **style) -> list[pygame.Surface]:
    """A plate's name in at most ``width`` pixels: one row, smaller rather than cut ("Ada's
    daemon"), or where even the smallest size would cut it and ``height`` pixels hold two
    rows, two cut at a word ("Basil's" over "daemon" in a narrow portrait cell)."""
    size, smallest = round(line * 0.82), round(line * 0.66)
    whole = printable(name)
    face = font(smallest, bold=True)
    halves = cut_at_word(whole, font(size, bold=True), width) \
        if face.size(whole)[0] > width else None
    if halves is not None and 2 * face.get_height() <= height:
        return [fit(row, size, width, smallest, **style) for row in halves]
    return [fit(name, size, width, smallest, **style)]


@lru_cache(maxsize=256)
def _halo(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A name plate's glow of ``size`` (w, h) at ``alpha`` (its pulse), made once."""
    halo = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(halo, (*GOLD_LIGHT, alpha), halo.get_rect(), border_radius=12)
    return halo


@dataclass(frozen=True)
class ScoreInfo:
    """The score panel's content: a ``heading`` ("Hand 2 · trick 5"), the ``goal`` ("to 1000"),
    and per seat its ``names``, ``hand`` points and ``totals``; the two columns' ``labels``.
    With ``counts`` the columns are plain counts and the seat with the fewest in the first
    column leads (cards in hand). Without ``signed`` the first column's numbers have no sign
    (cards in hand beside the life left)."""

    heading: str
    goal: str
    names: Sequence[str]
    hand: Sequence[int]
    totals: Sequence[int]
    labels: tuple[str, str] = ("hand", "total")
    counts: bool = False
    signed: bool = True


def score_panel(surface: pygame.Surface, rect: pygame.Rect, info: ScoreInfo, line: int) -> None:
    """The heading, the goal under it, then hand and total points per seat, the leader in
    gold (the panel is :data:`.layout.SCORE_LINES` lines and a line per seat high)."""
    panel(surface, rect)
    pad = max(6, line // 3)
    size = round(line * 0.68)
    x0, right = rect.left + pad + 2, rect.right - pad - 2
    y = rect.top + pad
    head = text(info.heading, size, GOLD_LIGHT, bold=True)
    surface.blit(head, (x0, y))
    y += line * 0.8
    surface.blit(fit(info.goal, size, right - x0, colour=MUTED, italic=True), (x0, y))
    y += line * 0.85
    hand_x = right - text("00000", size).get_width()
    for col, label in ((hand_x, info.labels[0]), (right, info.labels[1])):
        tag = text(label, round(size * 0.85), MUTED)
        surface.blit(tag, (col - tag.get_width(), y))
    y += line * 0.6
    for name, hand, total, lead in zip(info.names, info.hand, info.totals, _leaders(info)):
        colour = GOLD_LIGHT if lead else CREAM
        surface.blit(fit(name, size, hand_x - x0 - text("000", size).get_width(),
                         colour=colour, bold=lead), (x0, y + line * 0.15))
        first = str(hand) if info.counts or not info.signed else f"{hand:+d}" if hand else "0"
        for col, value in ((hand_x, first), (right, str(total))):
            num = text(value, size, colour, bold=col == right)
            surface.blit(num, (col - num.get_width(), y + line * 0.15))
        y += line


def _leaders(info: ScoreInfo) -> list[bool]:
    """Whether each seat leads: with ``info.counts`` the fewest cards left, else the best
    total (when above 0)."""
    best = max(info.totals) if info.totals else 0
    fewest = min(info.hand) if info.hand else 0
    return [hand == fewest if info.counts else total == best and best > 0
            for hand, total in zip(info.hand, info.totals)]


#: The rows of text the log panel holds.
LOG_ROWS = 6


def cut_at_word(words: str, face: pygame.font.Font, width: int, sep: str = " "
                ) -> tuple[str, str] | None:
    """``words`` cut at the ``sep`` (a space) after the most words that fit in ``width``
    pixels in ``face``: (the first row, the rest); ``None`` when not even the first fits."""
    parts = words.split(sep)
    cut = max((k for k in range(1, len(parts))
               if face.size(sep.join(parts[:k]))[0] <= width), default=0)
    return (sep.join(parts[:cut]), sep.join(parts[cut:])) if cut else None


def wrapped(words: str, face: pygame.font.Font, width: int) -> list[str]:
    """``words`` cut at spaces into rows of at most ``width`` pixels in ``face`` (a word
    longer than a row stands alone on its row)."""
    rows: list[str] = []
    for word in words.split():
        if rows and face.size(f"{rows[-1]} {word}")[0] <= width:
            rows[-1] += f" {word}"
        else:
            rows.append(word)
    return rows


def log_rows(rect: pygame.Rect, line: int, lines: Sequence[str]) -> list[tuple[int, str]]:
    """The rows :func:`log_panel` shows of ``lines`` in ``rect``, from the bottom up: (the
    index in ``lines`` of the line, the row's words). Every line is wrapped at its words into
    as many rows as it takes, none cut: the newest at the bottom, then older ones while they
    fit whole in the :data:`LOG_ROWS` rows (one that would not, and those before it, are left
    to the log scene). A newest line longer than every row puts the rest of its words in
    the last one."""
    width = rect.width - 2 * max(6, line // 3)
    face = font(round(line * 0.62))
    rows: list[tuple[int, str]] = []
    for k in range(len(lines) - 1, -1, -1):
        parts = wrapped(printable(lines[k]), face, width)
        if rows and len(rows) + len(parts) > LOG_ROWS:
            break
        if len(parts) > LOG_ROWS:
            parts = parts[:LOG_ROWS - 1] + [" ".join(parts[LOG_ROWS - 1:])]
        rows += [(k, part) for part in reversed(parts)]
    return rows


def log_panel(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[str], line: int) -> None:
    """The last moves, newest at the bottom, each on as many rows as it takes (:func:`log_rows`),
    older ones fading."""
    panel(surface, rect)
    pad = max(6, line // 3)
    size = round(line * 0.62)
    step = (rect.height - 2 * pad) / LOG_ROWS
    y = rect.bottom - pad - step
    newest = len(lines) - 1
    for k, words in log_rows(rect, line, lines):
        age = newest - k
        colour = CREAM if age == 0 else tuple(round(c * (1 - 0.12 * age)) for c in MUTED)
        surf = fit(words, size, rect.width - 2 * pad, colour=colour)
        surface.blit(surf, (rect.left + pad, y + (step - surf.get_height()) / 2))
        y -= step


def log_line_at(rect: pygame.Rect, line: int, lines: Sequence[str],
                pos: tuple[int, int]) -> int | None:
    """Which of ``lines`` (as :func:`log_panel` shows them in ``rect``) is at ``pos`` (its
    index), or ``None``."""
    if not rect.collidepoint(pos) or not lines:
        return None
    pad = max(6, line // 3)
    step = (rect.height - 2 * pad) / LOG_ROWS
    row = int((rect.bottom - pad - pos[1]) // step)
    rows = log_rows(rect, line, lines)
    return rows[row][0] if 0 <= row < len(rows) else None


def counted(count: int, words: str) -> str:
    """A pile's count before its words, one plain space between them (:func:`caption` sets
    the count apart).

    >>> counted(18, "to draw")
    '18 to draw'
    """
    return f"{count} {words}"


#: A caption that begins with a count (:func:`counted`): the count, then the words.
_COUNTED = re.compile(r"(\d+) (.+)")


def caption_text(words: str, size: int, colour: tuple[int, ...] = MUTED) -> pygame.Surface:
    """``words`` as :func:`caption` draws them at ``size`` pixels: a count they begin with
    (:func:`counted`) in bold and set apart by a plain space one pixel wider. At a caption's
    11–13 px Noto Sans leaves no more after a "4" than between the digits of "14", which so
    read "14to draw"; an en space reads as two spaces at larger sizes."""
    parts = _COUNTED.fullmatch(words)
    if parts is None:
        return text(words, size, colour)
    count, rest = text(parts[1], size, colour, bold=True), text(parts[2], size, colour)
    gap = font(size).size(" ")[0] + 1
    surf = pygame.Surface((count.get_width() + gap + rest.get_width(),
                           max(count.get_height(), rest.get_height())), pygame.SRCALPHA)
    surf.blit(count, (0, 0))
    surf.blit(rest, (count.get_width() + gap, 0))
    return surf


def caption(surface: pygame.Surface, centre_top: tuple[int, int], words: str, line: int,
            clear_of: pygame.Rect | None = None) -> None:
    """A small caption (under a pile), ``centre_top`` its top middle (:func:`caption_text`);
    moved right to clear ``clear_of`` (a badge on its left, e.g. Taruno's card to match) where
    it would touch it, and then laid on a dark backing: out there it may cross the lines under
    it (Taruno's direction ring)."""
    surf = caption_text(words, round(line * 0.66))
    rect = surf.get_rect(midtop=centre_top)
    if clear_of is not None and rect.colliderect(clear_of.inflate(line // 2, 0)):
        rect.left = clear_of.right + line // 2
        backing = rect.inflate(line // 2, 2)
        pygame.draw.rect(surface, tint(CAPTION_BACKING), backing,
                         border_radius=backing.height // 2)
    surface.blit(surf, rect)


def empty_pile(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The faint outline where a pile lies when it is empty."""
    outline = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(outline, (230, 240, 220, 40), outline.get_rect(), width=2,
                     border_radius=max(4, rect.width // 10))
    surface.blit(outline, rect)


@lru_cache(maxsize=4)
def _trick_felt(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(surf, (255, 255, 255, 14), surf.get_rect())
    pygame.draw.ellipse(surf, (*GOLD, 60), surf.get_rect(), width=2)
    return surf


def trick_felt(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A lighter oval where the trick is played."""
    surface.blit(_trick_felt(rect.size), rect)


def toast(surface: pygame.Surface, anchor: tuple[str, tuple[int, int]], words: str, alpha: int,
          line: int, avoid: pygame.Rect | None = None, room: int | None = None) -> pygame.Rect:
    """A wine-red banner with ``words`` (a refusal's reason), fading with ``alpha`` (0–255),
    placed by ``anchor`` (a rect attribute and a point: ``("midbottom", (x, y))``) and moved
    inside the window where it would cross its edge, and right of ``avoid`` (the hint's board)
    where it would cover it and the window has the room; words too long for the window (or
    for ``room`` pixels, the most it may be wide) take a second row (cut at a word; the second
    row then shortened with an ellipsis if need be) rather than lose their end. Returns where
    it was drawn."""
    size, width = round(line * 0.75), surface.get_width() - 80
    if room is not None:
        width = min(width, room - round(line * 1.4))
    words = printable(words)
    halves = cut_at_word(words, font(size, bold=True), width) \
        if font(size, bold=True).size(words)[0] > width else None
    surf = stacked([fit(row, size, width, colour=CREAM, bold=True) for row in halves or (words,)])
    box = surf.get_rect().inflate(line * 1.4, line * 0.7)
    setattr(box, *anchor)
    box.clamp_ip(surface.get_rect())    # an anchor off the window's middle: kept inside it
    if avoid is not None and box.colliderect(avoid) and \
            avoid.right + line // 2 + box.width <= surface.get_width():
        box.left = avoid.right + line // 2  # beside the hint's board, not over it
    banner = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(banner, (*WINE, 235), banner.get_rect(), border_radius=box.height // 2)
    pygame.draw.rect(banner, GOLD_LIGHT, banner.get_rect(), width=2, border_radius=box.height // 2)
    banner.blit(surf, surf.get_rect(center=banner.get_rect().center))
    banner.set_alpha(alpha)
    surface.blit(banner, box)
    return box


def overlay_rect(size: tuple[int, int], rows: int, line: int, extra: float = 0.0) -> pygame.Rect:
    """Where the end-of-hand score table goes (centred); ``extra`` lines for a subtitle."""
    rect = pygame.Rect(0, 0, min(520, size[0] - 60),
                       round(line * (5.2 + 1.3 * rows + extra)) + 60)
    rect.center = (size[0] // 2, size[1] // 2)
    return rect


HISTORY_COLUMNS = 5


def score_table(surface: pygame.Surface, rect: pygame.Rect, title: str, info: ScoreInfo,
                footer: str, line: int, history: Sequence[Sequence[int]] = (),
                word: str = "hand") -> None:
    """The end-of-hand table: per seat this hand's points and the totals, leader in gold. With
    ``history`` (each hand's points per seat, oldest first) a running table: a column for each
    of the last :data:`HISTORY_COLUMNS` hands, headed by ``word``'s initial and the number
    ("R1": round 1, as the results name them), then the totals; ``info.goal`` is a subtitle
    (a line for each ``\n``-separated part: what scored and why)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill(tint((4, 14, 9, 120)))
    surface.blit(veil, (0, 0))
    # opaque: the board's cards showing through would make the rows hard to read
    pygame.draw.rect(surface, tint(PANEL[:3]), rect, border_radius=corner_radius(rect.size))
    panel(surface, rect)
    pygame.draw.rect(surface, GOLD, rect.inflate(-8, -8), width=2, border_radius=min(rect.size) // 6)
    head = text(title, round(line * 1.2), GOLD_LIGHT, bold=True)
    surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.top + line * 0.6)))
    size = round(line * 0.85)
    left, right = rect.left + line * 1.5, rect.right - line * 1.5
    y = rect.top + line * 2.6
    for k, words in enumerate(info.goal.split("\n") if info.goal else ()):
        sub = fit(words, round(line * 0.75), rect.width - 2 * line, colour=CREAM, italic=True)
        surface.blit(sub, sub.get_rect(midtop=(rect.centerx, rect.top + line * (2.2 + k))))
        y += line * 1.0
    columns, name_right = _hand_columns(history, right - text("00000000", size).get_width(),
                                        text("+0000", size).get_width(), word)
    for col, label, _ in columns + [(right, "total", None)]:
        tag = text(label, round(line * 0.65), MUTED)
        surface.blit(tag, (col - tag.get_width(), y))
    y += line * 1.1
    best = max(info.totals)
    for seat, (name, hand, total) in enumerate(zip(info.names, info.hand, info.totals)):
        colour = GOLD_LIGHT if total == best else CREAM
        surface.blit(fit(name, size, int(name_right - left), colour=colour, bold=total == best),
                     (left, y))
        cells = [(x, f"{values[seat]:+d}" if values is not None else f"{hand:+d}")
                 for x, _, values in columns] + [(right, str(total))]
        for col, value in cells:
            num = text(value, size, colour, bold=col == right)
            surface.blit(num, (col - num.get_width(), y))
        y += line * 1.3
    note = text(footer, round(line * 0.65), MUTED, italic=True)
    surface.blit(note, note.get_rect(midtop=(rect.centerx, y + line * 0.2)))


def _hand_columns(history: Sequence[Sequence[int]], last: float, step: int, word: str
                  ) -> tuple[list[tuple[float, str, Sequence[int] | None]], float]:
    """The columns of :func:`score_table` before the totals, the last one's right edge at
    ``last``, ``step`` apart: one for each of the last :data:`HISTORY_COLUMNS` hands of
    ``history`` (x of its right edge, heading, points per seat), or this hand's (no points:
    the info's); and the right edge of the names (pixels)."""
    shown = list(history)[-HISTORY_COLUMNS:]
    if not shown:
        return [(last, f"this {word}", None)], last - 60
    first = len(history) - len(shown) + 1
    columns = [(last - (len(shown) - 1 - k) * step, f"{word[:1].upper()}{first + k}", deal)
               for k, deal in enumerate(shown)]
    return columns, columns[0][0] - step


def curtain(surface: pygame.Surface, backdrop: pygame.Surface, back: pygame.Surface, name: str,
            line: int, note: str = "") -> None:
    """The opaque hot-seat curtain: "Pass to <name>" over the felt, under three card ``back``
    images, and the game's ``note`` (why it passes) under it; nothing of the table shows."""
    surface.blit(backdrop, (0, 0))
    veil = pygame.Surface(surface.get_size())
    veil.fill(tint((6, 20, 13)))
    veil.set_alpha(150)
    surface.blit(veil, (0, 0))
    w, h = surface.get_size()
    head = text(f"Pass to {name}", round(line * 2.2), GOLD_LIGHT, bold=True)
    head_rect = head.get_rect(center=(w // 2, h // 2 - line * 3))
    fan_y = head_rect.top - line - back.get_height() * 0.55
    for side, angle in ((-1, 14), (1, -14), (0, 0)):
        card = pygame.transform.rotozoom(back, angle, 1.0)
        surface.blit(card, card.get_rect(center=(w // 2 + side * back.get_width() * 0.6,
                                                 fan_y + abs(side) * line * 0.6)))
    surface.blit(head, head_rect)
    hint = text("Everyone else, look away. Press the button (or Enter) when ready.",
                round(line * 0.8), CREAM, italic=True)
    if note:
        words = fit(note, round(line * 0.85), w - 4 * line, colour=GOLD_LIGHT)
        surface.blit(words, words.get_rect(center=(w // 2, h // 2 - line * 1.35)))
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 - line * 0.45)))
    else:
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 - line * 1.2)))


def curtain_button_rect(size: tuple[int, int], line: int) -> pygame.Rect:
    """The curtain's "show my hand" button."""
    rect = pygame.Rect(0, 0, 320, round(line * 2.4))
    rect.center = (size[0] // 2, size[1] // 2 + line * 1.5)
    return rect


def zoomed_card(surface: pygame.Surface, face: pygame.Surface, pos: tuple[int, int],
                layout) -> pygame.Rect:
    """A small card under the mouse at ``pos`` shown large: ``face`` (its image at the zoomed
    size) in a gold frame beside the pointer (left of it near the right edge), kept inside the
    window of ``layout`` (its ``size``, ``margin``, ``line``). Returns where the face lies."""
    rect = face.get_rect()
    rect.midleft = (pos[0] + layout.line, pos[1])
    if rect.right > layout.size[0] - layout.margin:
        rect.midright = (pos[0] - layout.line, pos[1])
    rect.clamp_ip(pygame.Rect((0, 0), layout.size))
    pygame.draw.rect(surface, GOLD_LIGHT, rect.inflate(6, 6),
                     border_radius=max(4, rect.width // 12))
    surface.blit(face, rect)
    return rect


def scroll_bar(surface: pygame.Surface, track: pygame.Rect, axis: int, whole: int, seen: int,
               scrolled: int) -> None:
    """A thin scroll bar in ``track`` along ``axis`` (0: across, 1: down) when ``whole``
    pixels are seen ``seen`` at a time: the track, and on it the part seen, ``scrolled`` from
    the start; nothing when all is seen."""
    if whole <= seen:
        return
    length = track.size[axis]
    thumb = track.copy()
    if axis == 0:
        thumb.x += round(length * scrolled / whole)
        thumb.width = max(12, round(length * seen / whole))
    else:
        thumb.y += round(length * scrolled / whole)
        thumb.height = max(12, round(length * seen / whole))
    pygame.draw.rect(surface, MUTED, track, width=1, border_radius=3)
    pygame.draw.rect(surface, GOLD, thumb, border_radius=3)


def rule_panel(surface: pygame.Surface, words: str, beside: pygame.Rect, line: int) -> pygame.Rect:
    """A card's rule (:meth:`~tarot_table.rules.base.Game.card_text`) on a dark board above
    ``beside`` (the card it tells of), below it where the window has no room above, and kept
    inside the window: ``words`` wrapped at words (pygame-ce's ``wraplength``) to at most 26
    lines of text wide, never cut. Returns where the board lies."""
    size = max(10, round(line * 0.72))
    pad = max(4, line // 2)
    width = min(26 * line, surface.get_width() - 4 * pad)
    face, shown = font(size), printable(words)
    rows = face.render(shown, True, CREAM, None, max(1, width - 2 * pad))
    box = rows.get_rect().inflate(2 * pad, 2 * pad)
    box.midbottom = (beside.centerx, beside.top - pad)
    if box.top < 0:
        box.midtop = (beside.centerx, beside.bottom + pad)
    box.clamp_ip(surface.get_rect())
    panel(surface, box, active=True)
    surface.blit(rows, rows.get_rect(center=box.center))
    return box
