"""The new-game setup: the game, the number of players, the game's options and the seats."""

from __future__ import annotations

import logging
from contextlib import suppress
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, NamedTuple

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from ... import storage
from ...ai import AGENT_SPECS
from ...names import check_name
from ...rules import GAMES
from ...rules.base import GameSpec, OptionSpec
from ...session import AI, HUMAN, Seat, Session
from ..draw.words import level_name
from .base import MenuScene
from .deck_choice import AI_BUILDS, OWN, SHARED, deck_choices
from .lessons import offer_lessons

if TYPE_CHECKING:
    from ..shell import App

BOT_NAMES = ("Ada", "Basil", "Cleo", "Dmitri", "Edith", "Felix", "Greta", "Hugo", "Iris")
KINDS = {"Human": HUMAN, "AI": AI}
KIND_TEXT = {kind: text for text, kind in KINDS.items()}
DEFAULT_AGENT = "heuristic"
#: Who plays a seat and at what level, in one drop-down: "Human", then an AI of each level.
PLAYERS: dict[str, tuple[str, str | None]] = {"Human": (HUMAN, None), **{
    f"{level_name(agent)} AI": (AI, agent) for agent in AGENT_SPECS}}
log = logging.getLogger(__name__)
#: The hot-seat undo choice: off unless every player agrees (the save keeps it).
UNDO_CHOICES = {"Off": False, "On: all agree": True}
#: The least width, in pixels, a field's drop-down keeps beside a label as wide as its words.
CHOICE_MIN = 80
OWN_DECKS_LINE = "Own decks: each player draws from its own deck and discards to its own pile."

#: Pixels kept between the window's edge and the form: well clear of the felt's gold inlay
#: (``felt.INLAY_INSET``).
MARGIN = 20


#: The form's control row height and the gap between rows, in pixels at a UI scale of 1;
#: below ``ROOMY`` such pixels of window height the heading is lower.
ROW, GAP, ROOMY = 40, 10, 700


@dataclass(frozen=True)
class FormMetrics:
    """The new-game form's vertical measures for a game (pixels): ``line`` (a description's
    line), ``head`` and ``foot`` (above the fields, around the buttons: ``head`` the same for
    every game in a window of that ``height``, so that the Game field keeps its place),
    ``fixed`` (all but the seat rows), ``most`` (``fixed`` with the own-decks line the game
    may add), ``columns`` of seat rows (two when the game's most seats would not fit in one),
    the window's ``height``, the game's ``max_players`` and its ``option_rows`` (two
    fields a row, the decks' field included); ``row``, ``gap`` and ``margin`` are
    :data:`ROW`, :data:`GAP` and :data:`MARGIN` at the UI's scale, ``least`` a seat row's
    least height."""

    line: int
    head: int
    foot: int
    fixed: int
    most: int
    columns: int
    height: int
    max_players: int
    option_rows: int
    row: int
    gap: int
    margin: int
    least: int

    @classmethod
    def of(cls, spec: GameSpec, own_decks: bool, height: int,
           px: Callable[[float], int] = round) -> "FormMetrics":
        """The measures of ``spec``'s form in a window ``height`` pixels high, ``px`` giving a
        measure drawn for 1280×800 at the UI's scale (``MenuScene.px``)."""
        decks_field = spec.own_decks
        option_rows = (len(spec.options) + decks_field + 1) // 2
        lines = sum(o.descriptions is not None for o in spec.options) + own_decks
        row, gap, margin = px(ROW), px(GAP), px(MARGIN)
        line, head, foot = px(28), px(88) if height >= px(ROOMY) else px(74), px(84)
        fixed = head + row + px(22) + option_rows * (row + gap) + lines * line + px(14) + \
            px(32) + foot
        most = fixed + (decks_field and not own_decks) * line     # with own decks' line
        # many seats in a low window: the seats in two columns and tighter lines (decided by
        # the game's most seats, so that the form keeps its shape as the player count changes)
        columns = 2 if height - 2 * margin - most < spec.max_players * px(30) else 1
        if columns == 2:
            saved = (line - px(22)) * lines + (foot - px(74))
            extra = (line - px(22)) * (decks_field and not own_decks)
            line, foot, fixed, most = px(22), px(74), fixed - saved, most - saved - extra
        return cls(line, head, foot, fixed, most, columns, height, spec.max_players,
                   option_rows, row, gap, margin, px(28))

    def seat_step(self, seats: int) -> int:
        """The height of a seat row with ``seats`` seats (many seats: lower rows)."""
        rows = -(-seats // self.columns)
        return min(self.row + self.gap,
                   max(self.least, (self.height - 2 * self.margin - self.most) // rows))

    def seats_h(self, seats: int) -> int:
        """The height of the rows of ``seats`` seats."""
        return -(-seats // self.columns) * self.seat_step(seats)

    def tallest(self) -> int:
        """The form's height with the game's most seats."""
        return self.most + self.seats_h(self.max_players)


def player_text(kind: str, agent: str) -> str:
    """The :data:`PLAYERS` choice of a seat of ``kind`` and (an AI's) ``agent``.

    >>> player_text(HUMAN, "hard"), player_text(AI, "hard")
    ('Human', 'Expert AI')
    """
    return "Human" if kind == HUMAN else f"{level_name(agent)} AI"


def default_name(seat: int) -> str:
    """``"You"`` for the first seat, a bot's name for the others."""
    return "You" if seat == 0 else BOT_NAMES[(seat - 1) % len(BOT_NAMES)]


def short_label(label: str) -> str:
    """An option's label without its explanation in brackets (the rules help explains):
    ``"Variant (NASSAU: …)"`` → ``"Variant"``."""
    return label.split(" (")[0]


def choice_text(value: Any) -> str:
    """How an option value reads in a drop-down: booleans as Yes/No, words capitalised (a
    variant's name: "Nassau"), the rest as text.

    >>> choice_text(True), choice_text("nassau"), choice_text(1000)
    ('Yes', 'Nassau', '1000')
    """
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if isinstance(value, str):
        return value.capitalize()
    return str(value)


def described_choice(option: OptionSpec, value: Any) -> str:
    """The line under the options that says what the chosen ``value`` of an ``option`` with
    descriptions (``OptionSpec.descriptions``) is, named as its drop-down names it (a yes/no
    option by its label, a number after its label).

    >>> variant = OptionSpec("variant", "a", "Variant", ("a", "b"), ("First.", "Second."))
    >>> described_choice(variant, "b"), described_choice(OptionSpec(
    ...     "gaza", False, "GAZA (2–3 players)", (False, True), ("None.", "USA.")), True)
    ('B: Second.', 'GAZA: USA.')
    >>> described_choice(OptionSpec("fine", 2, "Caught: draw", (2, 0), ("Two.", "None.")), 2)
    'Caught: draw 2: Two.'
    """
    if isinstance(value, bool):
        name = short_label(option.label)
    elif isinstance(value, int):
        name = f"{short_label(option.label)} {value}"
    else:
        name = choice_text(value)
    return f"{name}: {option.description(value)}"


@dataclass
class SeatDraft:
    """A seat as being set up: its name as typed, ``kind``, the AI ``agent`` and, with own
    decks, the name of its ``deck`` (:func:`.deck_choice.deck_choices`)."""

    name: str
    kind: str = AI
    agent: str = DEFAULT_AGENT
    deck: str = AI_BUILDS

    def seat(self, number: int) -> Seat:
        """The seat ``number`` as set up: named as typed, or by :func:`default_name` when what
        is typed is no name (:func:`~tarot_table.names.check_name`: nothing that shows)."""
        try:
            name = check_name(self.name, storage.NAME_LIMIT)
        except ValueError:
            name = default_name(number)
        return Seat(name, self.kind, self.agent if self.kind == AI else None)

    def recall(self, seat: Any) -> None:
        """Take from ``seat`` (as :meth:`NewGameScene.setup` wrote it; anything else is
        ignored) each field that fits: a name (cut to :data:`~tarot_table.storage.NAME_LIMIT`),
        a kind, a known AI, a deck's name (cut to 80 characters)."""
        if not isinstance(seat, dict):
            return
        if isinstance(seat.get("name"), str):
            with suppress(ValueError):
                self.name = check_name(seat["name"][:storage.NAME_LIMIT], storage.NAME_LIMIT)
        if seat.get("kind") in (AI, HUMAN):
            self.kind = seat["kind"]
        if seat.get("agent") in AGENT_SPECS:
            self.agent = seat["agent"]
        if isinstance(seat.get("deck"), str):
            self.deck = seat["deck"][:80]


def _fitting_options(spec: GameSpec, options: dict[str, Any]) -> dict[str, Any]:
    """The values of ``options`` that fit the game ``spec``'s options today: of the type of
    the option's default, one of its choices (if it has choices)."""
    fitting = {}
    for option in spec.options:
        value = options.get(option.name)
        if value is not None and type(value) is type(option.default) and (
                option.choices is None or value in option.choices):
            fitting[option.name] = value
    return fitting


class SeatColumns(NamedTuple):
    """Where a seat row's fields lie (pixels): the name's width, the kind's (or with
    ``merged`` the one drop-down of who plays) x and width, the AI level's x and width, the
    deck's x (``None`` without own decks)."""

    name_w: int
    kind_x: int
    kind_w: int
    level_x: int
    level_w: int
    deck_x: int | None
    merged: bool

    def headers(self, inner: pygame.Rect) -> list[tuple[str, int]]:
        """The column labels over the rows in ``inner`` and their x."""
        columns = [("Name", inner.left), ("Player", self.kind_x)]
        columns += [] if self.merged else [("AI level", self.level_x)]
        columns += [("Deck", self.deck_x)] if self.deck_x is not None else []
        return columns


class NewGameScene(MenuScene):
    """Choose the game, the number of players, the options and who sits where; Start (or
    Enter while no widget is in the focus ring) opens the table, Back (or Esc) returns to the
    menu. With two humans or more, "Undo in hot-seat"
    is offered (off unless every player agrees). The choices survive a window resize, and the
    screen opens on the last game's choices (:meth:`recall`)."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.game_name = next(iter(GAMES))
        self.drafts = [SeatDraft(default_name(i)) for i in range(max(
            game.spec.max_players for game in GAMES.values()))]
        self.drafts[0].kind = HUMAN
        self.hot_seat_undo = False
        self.own_decks = False
        self.decks: dict[str, str] = {}
        self._reset_game()
        self._names: dict[UITextEntryLine, int] = {}
        self._numbers: dict[UITextEntryLine, str] = {}
        self.recall(app.settings.last_setup)

    def recall(self, setup: Any) -> None:
        """Start from the choices of the last game begun here (``setup``, as :meth:`setup`
        wrote it); anything that does not fit today's games (a game gone, an option's value no
        longer offered, a name that is none, a hand-edited file) is left at its default."""
        if not isinstance(setup, dict) or setup.get("game") not in GAMES:
            return
        self.game_name = setup["game"]
        self._reset_game()
        spec = self.spec
        players = setup.get("players")
        if type(players) is int and spec.min_players <= players <= spec.max_players:
            self.num_players = players
        options = setup.get("options")
        if isinstance(options, dict):
            self.options.update(_fitting_options(spec, options))
        seats = setup.get("seats")
        if isinstance(seats, list):
            for draft, seat in zip(self.drafts, seats):
                draft.recall(seat)
        self.own_decks = spec.own_decks and setup.get("own_decks") is True
        if self.own_decks:
            self.decks = deck_choices()[0]

    def setup(self) -> dict[str, Any]:
        """The choices made, as :meth:`recall` reads them (kept in the settings)."""
        return {"game": self.game_name, "players": self.num_players,
                "options": dict(self.options), "own_decks": self.own_decks,
                "seats": [{"name": d.name, "kind": d.kind, "agent": d.agent, "deck": d.deck}
                          for d in self.drafts[:self.num_players]]}

    def _reset_game(self) -> None:
        spec = GAMES[self.game_name].spec
        self.num_players = min(max(4, spec.min_players), spec.max_players)
        self.options = spec.default_options()
        self.own_decks = False

    @property
    def spec(self) -> GameSpec:
        return GAMES[self.game_name].spec

    # layout ---------------------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        spec = self.spec
        form = FormMetrics.of(spec, self.own_decks, height, px)
        self.seat_columns = form.columns
        row, gap, head, foot = form.row, form.gap, form.head, form.foot
        panel_h = form.fixed + form.seats_h(self.num_players)
        # the Game field stays where the tallest form of any game puts it: another game or
        # more players change the form below it, and nothing above moves under the pointer
        forms = [FormMetrics.of(g.spec, False, height, px) for g in GAMES.values()] + [form]
        tallest = max(f.tallest() for f in forms)
        # inside the felt's inlay, unless the window is too low for the most seats
        top = min(max(form.margin, (height - tallest) // 2),
                  max(px(4), height - px(4) - tallest))
        self.panel = pygame.Rect(0, 0, min(px(880), width - px(48)), panel_h)
        self.panel.midtop = (width // 2, top)
        inner = self.panel.inflate(-px(56), 0)
        y = self.panel.top + px(22) - (px(88) - head) // 2
        self.label("New game", pygame.Rect(inner.left, y, inner.width, px(50)), "#heading")
        y += px(66) - (px(88) - head) // 2

        space = px(24)
        half = (inner.width - space) // 2
        self._field("Game", pygame.Rect(inner.left, y, half, row),
                    [g.spec.title for g in GAMES.values()], spec.title, self._choose_game)
        self._field("Players", pygame.Rect(inner.left + half + space, y, half, row),
                    [str(n) for n in range(spec.min_players, spec.max_players + 1)],
                    str(self.num_players), self._choose_players)
        y += row + px(22)
        y = self._option_fields(inner, y, form, space) + px(14)

        step = form.seat_step(self.num_players)
        per_column = -(-self.num_players // self.seat_columns)
        width_of = (inner.width - space * (self.seat_columns - 1)) // self.seat_columns
        for column in range(self.seat_columns):
            area = pygame.Rect(inner.left + column * (width_of + space), inner.top, width_of,
                               inner.height)
            seats = range(column * per_column, min(self.num_players, (column + 1) * per_column))
            self._seat_rows(area, y, step - min(gap, step // 5), min(gap, step // 5), seats)
        self._buttons(inner, self.panel.bottom - px(72) + (px(84) - foot))

    def _option_fields(self, inner: pygame.Rect, y: int, form: FormMetrics, space: int) -> int:
        """The game's options from ``y``, two fields a row ``space`` apart (the Decks field
        last, for a game with own decks), then a line for each described option's choice and
        for own decks; the y under them."""
        spec, row, gap, line = self.spec, form.row, form.gap, form.line
        half = (inner.width - space) // 2

        def cell(i: int) -> pygame.Rect:
            return pygame.Rect(inner.left + (i % 2) * (half + space), y + (i // 2) * (row + gap),
                               half, row)
        for i, option in enumerate(spec.options):
            self._option_field(option, cell(i))
        if spec.own_decks:
            self._field("Decks", cell(len(spec.options)), [SHARED, OWN],
                        OWN if self.own_decks else SHARED, self._choose_decks)
        y += form.option_rows * (row + gap)
        lines = [described_choice(o, self.in_force()[o.name]) for o in spec.options
                 if o.descriptions is not None]
        for words in lines + ([OWN_DECKS_LINE] if self.own_decks else []):
            self.label(words, pygame.Rect(inner.left, y, inner.width, line), "#column_label")
            y += line
        return y

    def _buttons(self, inner: pygame.Rect, y: int) -> None:
        """Back and Start at ``y``, and between them, with two players or more at the table,
        the choice of undo in hot-seat."""
        px = self.px
        self.button("Back", pygame.Rect(inner.left, y, px(170), px(50)), self.back,
                    object_id="#secondary_button")
        self.button("Start", pygame.Rect(inner.right - px(220), y, px(220), px(50)),
                    self.start)
        if self._humans() >= 2:
            current = next(t for t, on in UNDO_CHOICES.items() if on == self.hot_seat_undo)
            # as high as the buttons, from their top: the focus ring, which reads by rows from
            # the top, then goes Back, Undo in hot-seat, Start
            self._field("Undo in hot-seat", pygame.Rect(inner.left + px(182), y,
                                                        inner.width - px(414), px(50)),
                        list(UNDO_CHOICES), current, self._choose_undo)

    def _field(self, text: str, rect: pygame.Rect, options: list[str], current: str,
               on_change: Callable[[str], None]) -> UIDropDownMenu:
        """A label on the left of ``rect`` and a drop-down filling the rest (returned): the
        label half of ``rect`` (at most 190 px), or as wide as its words need where that
        leaves the drop-down :data:`CHOICE_MIN` px ("Undo in hot-seat" at 800×600). With one
        option only (Tarocchi's 5 players) it is shown disabled: nothing to choose."""
        label = self.label(text, rect)
        px = self.px
        label_w = max(min(px(190), rect.width // 2),
                      min(label.font.size(text)[0] + px(12), rect.width - px(CHOICE_MIN)))
        label.set_dimensions((label_w, rect.height))
        menu = self.dropdown(options, current, pygame.Rect(rect.left + label_w, rect.top,
                                                           rect.width - label_w, rect.height),
                             on_change)
        if len(options) == 1:
            menu.disable()
        return menu

    def _option_field(self, option: OptionSpec, rect: pygame.Rect) -> None:
        """A drop-down of the option's choices, or a number entry when any integer goes;
        disabled, showing its default, where it means nothing (Tarot Combat's teams with two
        players, players per team without teams)."""
        value = self.in_force()[option.name]
        if option.choices is not None:
            numbers = all(type(c) in (int, float) for c in option.choices)
            choices = sorted(option.choices) if numbers else option.choices
            by_text = {choice_text(c): c for c in choices}
            others = any(o.needs is not None and o.needs[0] == option.name
                         for o in self.spec.options)

            def choose(text: str) -> None:
                self.options[option.name] = by_text[text]
                if option.descriptions is not None or others:  # its line, the options after
                    self._rebuild()
            menu = self._field(short_label(option.label), rect, list(by_text),
                               choice_text(value), choose)
            if not option.applies(self.in_force(), self.num_players):
                menu.disable()
            return
        label_w = min(self.px(190), rect.width // 2)
        self.label(option.label, pygame.Rect(rect.left, rect.top, label_w, rect.height))
        entry = self.add(UITextEntryLine(pygame.Rect(rect.left + label_w, rect.top,
                                                     rect.width - label_w, rect.height),
                                         self.app.manager, initial_text=str(value)))
        entry.set_allowed_characters("numbers")
        self._numbers[entry] = option.name

    def _seat_rows(self, inner: pygame.Rect, y: int, row: int, gap: int,
                   seats: range) -> None:
        """The header and a row per seat of ``seats``, in the column ``inner``, from ``y``.
        With own decks in two columns of seats, one drop-down says who plays and at what
        level ("Human", "Normal AI", :func:`player_text`): four fields a seat in half the
        form would cut their words ("Hur", "Norr", "AI-bui" at 720×540)."""
        px = self.px
        cols = self._seat_columns(inner)
        for text, x in cols.headers(inner):
            self.label(text, pygame.Rect(x, y, min(px(200), inner.right - x), px(26)),
                       "#column_label")
        y += px(32)
        playing = self.seats()      # "You" shows as the "Player 1" it will be in hot-seat
        for seat in seats:
            draft = self.drafts[seat]
            name = playing[seat].name if draft.name == "You" and seat < len(playing) \
                else draft.name
            entry = self.add(UITextEntryLine(pygame.Rect(inner.left, y, cols.name_w, row),
                                             self.app.manager, initial_text=name))
            entry.set_text_length_limit(storage.NAME_LIMIT)
            self._names[entry] = seat
            self._player_fields(seat, cols, pygame.Rect(cols.kind_x, y, cols.kind_w, row))
            if cols.deck_x is not None:
                if draft.deck not in self.decks:
                    draft.deck = AI_BUILDS
                self.dropdown(list(self.decks), draft.deck,
                              pygame.Rect(cols.deck_x, y, inner.right - cols.deck_x, row),
                              lambda text, s=seat: self._choose_deck(s, text))
            y += row + gap

    def _seat_columns(self, inner: pygame.Rect) -> SeatColumns:
        """Where the seat rows' fields lie across the column ``inner`` (see
        :class:`SeatColumns`)."""
        px = self.px
        decks, narrow = self.own_decks, self.seat_columns == 2
        merged = decks and narrow
        name_w = int(inner.width * (0.28 if decks else 0.3 if narrow else 0.42))
        kind_w = int(inner.width * (0.34 if merged else 0.16 if decks else 0.26 if narrow
                                    else 0.22))
        level_x = inner.left + name_w + kind_w + px(32)
        level_w = int(inner.width * 0.2) if decks else inner.right - level_x
        deck_x = level_x if merged else level_x + level_w + px(16)
        return SeatColumns(name_w, inner.left + name_w + px(16), kind_w, level_x, level_w,
                           deck_x if decks else None, merged)

    def _player_fields(self, seat: int, cols: SeatColumns, kind_rect: pygame.Rect) -> None:
        """Who plays ``seat`` and at what level: one drop-down in ``kind_rect`` (merged
        columns), or the kind's there and the AI level's beside it (disabled for a human)."""
        draft = self.drafts[seat]
        if cols.merged:
            self.dropdown(list(PLAYERS), player_text(draft.kind, draft.agent), kind_rect,
                          lambda text, s=seat: self._choose_player(s, text))
            return
        self.dropdown(list(KINDS), KIND_TEXT[draft.kind], kind_rect,
                      lambda text, s=seat: self._choose_kind(s, KINDS[text]))
        level = self.dropdown([level_name(a) for a in AGENT_SPECS], level_name(draft.agent),
                              pygame.Rect(cols.level_x, kind_rect.top, cols.level_w,
                                          kind_rect.height),
                              lambda text, s=seat: self._choose_agent(s, text))
        if draft.kind == HUMAN:
            level.disable()

    # choices --------------------------------------------------------------------------------
    def _rebuild(self) -> None:
        self.clear()
        self.build()

    def _choose_game(self, title: str) -> None:
        self.game_name = next(n for n, g in GAMES.items() if g.spec.title == title)
        self._reset_game()
        self._rebuild()

    def _choose_players(self, text: str) -> None:
        self.num_players = int(text)
        self._rebuild()

    def _choose_kind(self, seat: int, kind: str) -> None:
        self.drafts[seat].kind = kind
        self._rebuild()

    def _choose_player(self, seat: int, text: str) -> None:
        kind, agent = PLAYERS[text]
        self.drafts[seat].kind = kind
        if agent is not None:
            self.drafts[seat].agent = agent
        self._rebuild()

    def _choose_agent(self, seat: int, text: str) -> None:
        self.drafts[seat].agent = next(a for a in AGENT_SPECS if level_name(a) == text)

    def _choose_decks(self, text: str) -> None:
        self.own_decks = text == OWN
        if self.own_decks:
            self.decks, problems = deck_choices()
            if problems:
                self.message("Saved decks", "\n\n".join(problems))
        self._rebuild()

    def _choose_deck(self, seat: int, text: str) -> None:
        self.drafts[seat].deck = text

    def _choose_undo(self, text: str) -> None:
        self.hot_seat_undo = UNDO_CHOICES[text]

    def _humans(self) -> int:
        return sum(d.kind == HUMAN for d in self.drafts[:self.num_players])

    def clear(self) -> None:
        super().clear()
        self._names = {}
        self._numbers = {}

    def default_action(self) -> Callable[[], None]:
        """Enter with nothing in the ring: Start."""
        return self.start

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            if event.ui_element in self._names:
                self.drafts[self._names[event.ui_element]].name = event.text
                return None
            if event.ui_element in self._numbers:
                self.options[self._numbers[event.ui_element]] = int(event.text or 0)
                return None
        return super().handle_event(event)

    # start ----------------------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        """The seats as chosen, for the current number of players. With two humans or more
        (hot-seat), a human seat named "You" is "Player <n>" instead: the curtain says whom to
        pass the device to, and "You win!" would name nobody."""
        seats = [draft.seat(i) for i, draft in enumerate(self.drafts[:self.num_players])]
        if sum(seat.kind == HUMAN for seat in seats) >= 2:
            seats = [Seat(f"Player {i + 1}", HUMAN) if seat.kind == HUMAN and seat.name == "You"
                     else seat for i, seat in enumerate(seats)]
        return seats

    def in_force(self) -> dict[str, Any]:
        """The chosen options, each that means nothing for this game set back to its default
        (:meth:`~tarot_table.rules.base.GameSpec.options_in_force`)."""
        return self.spec.options_in_force(self.options, self.num_players)

    def game_options(self) -> dict[str, Any]:
        """The options the game starts with: the chosen ones in force and, with own decks, each
        seat's deck (the ``decks`` option, card codes)."""
        options = self.in_force()
        if self.own_decks:
            options["decks"] = [self.decks[d.deck] for d in self.drafts[:self.num_players]]
        return options

    def start(self) -> None:
        """Begin the game on the table, after offering the game's lessons when none is done
        (:func:`.lessons.offer_lessons`)."""
        if not offer_lessons(self.app, self.game_name, self.begin):
            self.begin()

    def begin(self) -> None:
        """Begin the game on the table; a refused setup is explained in a message window."""
        try:
            session = Session.new(self.game_name, self.seats(), options=self.game_options(),
                                  hot_seat_undo=self.hot_seat_undo and self._humans() >= 2)
        except (ValueError, storage.SaveError, OSError) as exc:
            self.message("Cannot start the game", str(exc))
            return
        self.app.settings.last_setup = self.setup()
        try:
            self.app.settings.save()
        except OSError as exc:          # the game starts all the same; next time: defaults
            log.warning("the new game's choices were not kept: %s", exc)
        self.app.show("table", session=session)
