"""A seeded monkey for the real App, headless: random clicks, drags, keys, wheel turns and window
resizes (320×240 to 2560×1440) against whatever scene is up, with the table of one game always
coming back, and the invariants checked as it goes.

Half the clicks and drags aim at something (a widget, a card of the viewer's hand, a zone of
the table) and half anywhere, so that games are played on and every scene is reached: the menus
through the in-game menu's buttons and Esc, the results at a game's end. The window manager is
taken to ignore the minimum size the app asks for (``window.minimum_size`` lowered to 1×1), as
a tiling one does, so that the canvas is scaled down to windows below the layout's minimum.

An exception is recorded with its traceback and the last actions, and the monkey carries on
with a fresh App; :class:`Report` says what was done and found.
"""

from __future__ import annotations

import logging
import random
import time
import traceback
from collections import Counter, deque
from dataclasses import dataclass, field

import pygame
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton

from tarot_table import storage
from tarot_table.app.main import App
from tarot_table.app.menus.base import resume_save
from tarot_table.app.settings import Settings
from tarot_table.app.table.scene import TableScene
from tarot_table.app.viewport import MIN_SIZE, canvas_size
from tarot_table.rules import GAMES
from tarot_table.session import AI, Seat, Session

DT = 1 / 30
SMALLEST, LARGEST = (320, 240), (2560, 1440)
KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_h,
        pygame.K_F11, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
        pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_HOME, pygame.K_END, pygame.K_a,
        pygame.K_7, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_F1, pygame.K_l, pygame.K_d,
        pygame.K_1, pygame.K_2, pygame.K_3)
AGENTS = ("random", "easy", "heuristic")
AWAY = 30           # actions away from a table of the game before the monkey opens one again
CHECK_EVERY = 40    # actions between two checks of the autosaves


class InvariantError(AssertionError):
    """An invariant of the app did not hold."""


@dataclass
class Report:
    """What a run did: ``actions`` (monkey actions), ``events`` (input events posted or
    caused), ``frames``, ``resizes`` (and how many below the layout's minimum, and while cards
    moved), ``moves`` played at tables, ``finished`` games, the ``scenes`` seen (class name →
    frames on top), ``restarts`` of the App (after a Quit or an exception), ``saves_checked``,
    ``seconds`` of wall time and ``exceptions`` (tracebacks with the last actions)."""

    game: str
    seed: int
    actions: int = 0
    events: int = 0
    frames: int = 0
    resizes: int = 0
    small_resizes: int = 0
    moving_resizes: int = 0
    moves: int = 0
    finished: int = 0
    restarts: int = 0
    saves_checked: int = 0
    seconds: float = 0.0
    scenes: Counter = field(default_factory=Counter)
    exceptions: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return (f"{self.game} seed {self.seed}: {self.seconds / 60:.1f} min, {self.actions} "
                f"actions, {self.events} events, {self.frames} frames, {self.resizes} resizes "
                f"({self.small_resizes} below {MIN_SIZE[0]}×{MIN_SIZE[1]}, "
                f"{self.moving_resizes} while cards moved), {self.moves} moves, "
                f"{self.finished} games finished, {self.restarts} restarts, "
                f"{self.saves_checked} saves checked, scenes {dict(self.scenes)}, "
                f"{len(self.exceptions)} exceptions")


class Monkey:
    """Drives Apps for ``game`` with ``random.Random(seed)``; see the module docstring."""

    def __init__(self, game: str, seed: int) -> None:
        self.game = game
        self.rng = random.Random(seed)
        self.report = Report(game, seed)
        self.app: App | None = None
        self.recent: deque[str] = deque(maxlen=25)
        self.away = 0
        self.sessions: dict[str, Session] = {}      # every table's session, by save id
        self.counted: set[str] = set()              # the finished games counted
        self.started = False

    # -- running ----------------------------------------------------------------------------
    def run(self, *, actions: int | None = None, seconds: float | None = None) -> Report:
        """Act until ``actions`` actions or ``seconds`` of wall time, then check the saves."""
        start = time.monotonic()
        try:
            while (actions is None or self.report.actions < actions) and \
                    (seconds is None or time.monotonic() - start < seconds):
                self._guarded(self._act)
            self._guarded(self._check_saves)
        finally:
            self.report.seconds = time.monotonic() - start
            if self.app is not None:
                self.app.close()
                self.app = None
        return self.report

    def _guarded(self, what) -> None:
        """Run ``what``; record an exception (and start a fresh App) instead of stopping."""
        try:
            if self.app is None or not self.app.running:
                self._start_app()
            what()
        except Exception:       # every exception is a finding: record it and carry on
            self.report.exceptions.append(
                traceback.format_exc() + "last actions:\n  " + "\n  ".join(self.recent))
            app, self.app = self.app, None
            if app is not None:
                try:
                    app.close()
                except Exception:
                    self.report.exceptions.append("closing: " + traceback.format_exc())

    def _start_app(self) -> None:
        if self.app is not None:
            self.app.close()
        self.report.restarts += self.started
        self.started = True
        settings = Settings(animation=self.rng.choice(("normal", "fast", "slow")),   # moving
                            ai_pause=self.rng.choice((0.0, 0.0, 0.2)))
        size = (self.rng.randint(MIN_SIZE[0], 1600), self.rng.randint(MIN_SIZE[1], 1000))
        self.app = App(size, settings=settings)
        self.app.window.minimum_size = (1, 1)       # a window manager that ignores it
        self.app.show("main_menu")
        self._open_table()

    def _open_table(self) -> None:
        """A new game of this monkey's game at the table: 1 human (sometimes 2, or none), AI
        seats of the quick levels, each option one of its choices."""
        spec = GAMES[self.game].spec
        players = self.rng.randint(spec.min_players, spec.max_players)
        humans = self.rng.choice((1, 1, 1, 2, 0))
        seats = [Seat("You" if s == 0 else f"H{s}") if s < humans else
                 Seat(f"Bot{s}", AI, self.rng.choice(AGENTS)) for s in range(players)]
        options = {o.name: self.rng.choice(o.choices) for o in spec.options}
        session = Session.new(self.game, seats, seed=self.rng.randrange(10**6), options=options)
        self.sessions[session.save_id] = session
        self.app.show("table", session=session)
        self._log(f"open table: {players} players, {humans} humans, {options}")
        self.away = 0

    def _back_to_table(self, table: TableScene | None) -> None:
        """Back to a game of this monkey's game: Esc when a scene covers its table; else most
        often the last one not finished, resumed from its save as the menu's Continue does;
        else a new one."""
        if table is not None and table.session.game.spec.name == self.game:
            self._log("key escape, back to the table")
            self._post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
            return
        unfinished = [s for s in self.sessions.values() if s.game.spec.name == self.game
                      and not s.is_over() and storage.saves_dir().joinpath(
                          f"{s.save_id}.json").exists()]
        if unfinished and self.rng.random() < 0.8:
            problem = resume_save(self.app, storage.saves_dir() / f"{unfinished[-1].save_id}.json")
            if problem:
                raise InvariantError(f"the autosave does not resume: {problem}")
            self._log("resume the last game")
            self.away = 0
        else:
            self._open_table()

    def _act(self) -> None:
        rng = self.rng
        self.report.actions += 1
        table = self._table()
        if table is not None:
            self.sessions[table.session.save_id] = table.session
        if table is None or table is not self.app.stack.top or \
                table.session.game.spec.name != self.game:
            self.away += 1
            if self.away > AWAY:
                self._back_to_table(table)
        else:
            self.away = 0
        drag = 40 if table is not None and table.can_act else 15
        kind = rng.choices(("click", "drag", "key", "wheel", "resize", "idle", "move"),
                           (30, drag, 20, 5, 6, 14, 4))[0]
        getattr(self, f"_{kind}")()
        self._steps(rng.randint(1, 2))
        if self.report.actions % CHECK_EVERY == 0:
            self._check_table_save()

    # -- the actions ------------------------------------------------------------------------
    def _click(self) -> None:
        pos = self._target()
        button = self.rng.choices((1, 3, 2), (90, 7, 3))[0]
        self._log(f"click {button} at {pos}")
        self._move_to(pos)
        clicks = 2 if self.rng.random() < 0.15 else 1
        for _ in range(clicks):
            self._post(pygame.MOUSEBUTTONDOWN, button=button, pos=pos)
            self._post(pygame.MOUSEBUTTONUP, button=button, pos=pos)
            self._steps(1)

    def _drag(self) -> None:
        start, end = self._card_point() or self._target(), self._drop_point() or self._target()
        self._log(f"drag {start} -> {end}")
        self._move_to(start)
        self._post(pygame.MOUSEBUTTONDOWN, button=1, pos=start)
        self._steps(1)
        steps = self.rng.randint(2, 8)
        resize_at = self.rng.randrange(steps) if self.rng.random() < 0.1 else None
        for i in range(1, steps + 1):
            self._move_to((start[0] + (end[0] - start[0]) * i // steps,
                           start[1] + (end[1] - start[1]) * i // steps))
            self._steps(1)
            if i == resize_at:
                self._resize()
                end = self._clamp(end)
        self._post(pygame.MOUSEBUTTONUP, button=1, pos=end)

    def _key(self) -> None:
        key = self.rng.choice(KEYS)
        if key == pygame.K_F11 and self.rng.random() < 0.7:
            key = pygame.K_SPACE            # fullscreen now and then, not a fifth of the keys
        name = pygame.key.name(key)
        text = name if len(name) == 1 else ""
        self._log(f"key {name}")
        self._post(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0)
        if text:
            self._post(pygame.TEXTINPUT, text=text)
        self._post(pygame.KEYUP, key=key, mod=0, unicode=text, scancode=0)

    def _wheel(self) -> None:
        self._move_to(self._target())
        y = self.rng.choice((-3, -1, 1, 3))
        self._log(f"wheel {y}")
        self._post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                   precise_y=float(y), touch=False, which=0)

    def _resize(self) -> None:
        rng = self.rng
        if rng.random() < 0.2:                      # the extremes and the layout's minimum
            size = rng.choice((SMALLEST, LARGEST, MIN_SIZE, (MIN_SIZE[0] - 1, MIN_SIZE[1] - 1),
                               (SMALLEST[0], LARGEST[1]), (LARGEST[0], SMALLEST[1])))
        else:
            size = (rng.randint(SMALLEST[0], LARGEST[0]), rng.randint(SMALLEST[1], LARGEST[1]))
        table = self._table()
        moving = table is not None and any(s.moving for s in table.board.sprites())
        self._log(f"resize {size}{' while cards move' if moving else ''}")
        self.app.window.size = size
        self.report.resizes += 1
        self.report.small_resizes += size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]
        self.report.moving_resizes += moving
        self.report.events += 1

    def _idle(self) -> None:
        frames = self.rng.choice((2, 5, 10, 30))
        self._log(f"idle {frames}")
        self._steps(frames)

    def _move(self) -> None:
        pos = self._target()
        self._log(f"move {pos}")
        self._move_to(pos)

    # -- where to aim -----------------------------------------------------------------------
    def _target(self) -> tuple[int, int]:
        """Half the time a live widget (rarely Quit) or a zone of the table, else anywhere."""
        if self.rng.random() < 0.5:
            aimed = self._widget_point() if self.rng.random() < 0.7 else self._drop_point()
            if aimed is not None:
                return aimed
        w, h = self.app.window.size
        return self.rng.randrange(max(1, w)), self.rng.randrange(max(1, h))

    def _widget_point(self) -> tuple[int, int] | None:
        elements = [e for e in self.app.manager.get_sprite_group().sprites()
                    if isinstance(e, UIElement) and e.visible and e.alive()
                    and e is not self.app.manager.get_root_container()
                    and not (isinstance(e, UIButton) and e.text == "Quit"
                             and self.rng.random() < 0.9)]
        if not elements:
            return None
        buttons = [e for e in elements if isinstance(e, UIButton)]
        element = self.rng.choice(buttons if buttons and self.rng.random() < 0.7 else elements)
        return self._to_window(self._inside(element.rect))

    def _card_point(self) -> tuple[int, int] | None:
        """A card the viewer may play (sometimes any card of the hand, or of the table)."""
        table = self._table()
        if table is None or self.rng.random() < 0.2:
            return None
        hand = table.board.zones.get(f"hand:{table.viewer}", [])
        playable = [s for s in hand if s.card is not None and s.card in table.playable()]
        roll = self.rng.random()
        sprites = playable if playable and roll < 0.6 else hand if hand and roll < 0.85 \
            else list(table.board.sprites())
        if not sprites:
            return None
        sprite = self.rng.choice(sprites)
        if sprite in hand and sprite.card is not None:
            rect = table.hand_sprite_rect(sprite.card)
        else:
            rect = sprite.rect(table.layout.card)
        return self._to_window(rect.center)

    def _drop_point(self) -> tuple[int, int] | None:
        """The middle of a zone of the table (the trick area, a pile, a lane)."""
        table = self._table()
        if table is None:
            return None
        rects = list(table.layout.zone_rects().values())
        if table.drops is None and self.rng.random() < 0.6:
            rects = [table.trick_area_rect()]         # where a card of the hand is played
        return self._to_window(self._inside(self.rng.choice(rects)))

    def _inside(self, rect: pygame.Rect) -> tuple[int, int]:
        return (rect.left + self.rng.randrange(max(1, rect.width)),
                rect.top + self.rng.randrange(max(1, rect.height)))

    def _to_window(self, pos: tuple[int, int]) -> tuple[int, int]:
        fx, fy = self.app.viewport.factor
        return self._clamp((round(pos[0] / fx), round(pos[1] / fy)))

    def _clamp(self, pos: tuple[int, int]) -> tuple[int, int]:
        w, h = self.app.window.size
        return min(max(0, pos[0]), w - 1), min(max(0, pos[1]), h - 1)

    # -- input and frames -------------------------------------------------------------------
    def _move_to(self, pos: tuple[int, int]) -> None:
        pygame.mouse.set_pos(pos)           # SDL moves its mouse and reports the motion
        self.report.events += 1

    def _post(self, kind: int, **attrs) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))
        self.report.events += 1

    def _steps(self, frames: int) -> None:
        for _ in range(frames):
            self.app.step(DT)
            self.report.frames += 1
            if not self.app.running:
                return
            self._check_frame()

    def _table(self) -> TableScene | None:
        return next((s for s in reversed(self.app.stack.scenes) if isinstance(s, TableScene)),
                    None)

    def _log(self, words: str) -> None:
        top = self.app.stack.top
        self.recent.append(f"{type(top).__name__ if top else '-'} "
                           f"{self.app.window.size}: {words}")

    # -- invariants -------------------------------------------------------------------------
    def _check_frame(self) -> None:
        app = self.app
        canvas = canvas_size(app.window.size)
        if app.size != canvas or app.screen.get_size() != canvas or \
                tuple(app.manager.window_resolution) != canvas:
            raise InvariantError(f"window {app.window.size}: canvas {app.size}, screen "
                                 f"{app.screen.get_size()}, widgets laid out for "
                                 f"{app.manager.window_resolution}; expected {canvas}")
        top = app.stack.top
        if top is None:
            raise InvariantError("no scene on the stack")
        self.report.scenes[type(top).__name__] += 1
        table = self._table()
        if table is not None:
            if table.layout.size != canvas:
                raise InvariantError(f"table laid out for {table.layout.size}, canvas {canvas}")
            session = table.session
            if session.is_over() and session.save_id not in self.counted:
                self.counted.add(session.save_id)
                self.report.finished += 1

    def _check_table_save(self) -> None:
        """The save of the game at the table holds exactly the moves its session has made."""
        table = self._table()
        if table is not None and table.session.autosave:
            self._check_save(table.session)

    def _check_save(self, session: Session) -> None:
        doc = storage.load_save(session.save_id)
        if doc["actions"] != session.to_doc()["actions"]:
            raise InvariantError(f"the save of {session.save_id} is not the session's moves")
        self.report.saves_checked += 1

    def _check_saves(self) -> None:
        """Every save lists without a problem and replays; every game's save holds exactly the
        moves its session made (a save deleted in the Load dialog excepted: a game no longer
        at the table whose file is gone)."""
        infos, problems = storage.list_saves()
        if problems:
            raise InvariantError(f"saves with problems: {problems}")
        for info in infos:
            Session.from_save(storage.load_save(info.path), autosave=False)
        table = self._table() if self.app is not None else None
        for session in self.sessions.values():
            shown = table is not None and table.session is session
            if shown or (storage.saves_dir() / f"{session.save_id}.json").exists():
                self._check_save(session)
        self.report.moves = sum(len(s.state.history) for s in self.sessions.values())

def quiet_logs() -> None:
    """The app logs each AI fallback and damaged save; the monkey reports its own findings."""
    logging.getLogger("tarot_table").setLevel(logging.ERROR)
