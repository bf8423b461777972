"""The application shell: the window, the pygame-gui manager, settings, the scene stack, the
loop, and the registry of scenes by name through which scenes open each other (filled by the
composition root, :mod:`.main`; a scene never imports another scene).

While anything moves the loop draws :data:`FPS` frames a second. While nothing does it rests
(:meth:`App.rest`): it waits for an event or for the soonest change the top scene, the widgets
(:mod:`.gui_pace`) or the banner announce (``next_change``), looking every
:data:`REST_SLICE` seconds, and draws nothing meanwhile.

The scenes draw on a canvas of at least :data:`~.viewport.MIN_SIZE` (``app.screen``,
``app.size``) that is scaled down to a smaller window (:mod:`.viewport`); the window asks the
window manager not to become smaller than that.

The widgets' theme follows the table colour and the UI's scale (:mod:`.theme`), and the card
images the card back and suit colours, of ``app.looks``: the settings, or the settings
dialog's draft while it shows it (:meth:`App.preview`).
"""

from __future__ import annotations

import time
import unicodedata
from typing import Any, Callable

import pygame
import pygame_gui

from ..ai.runner import AIRunner
from ..resources import asset_path
from .draw import panels
from .draw.card_images import CardImages
from .draw.felt import FELT, choose, shade
from .draw.layout import line_height
from .gui_pace import next_change as widgets_next_change
from .scene import Scene, SceneStack, soonest
from .settings import Settings
from .sound import SoundBoard
from .theme import ui_scale, widget_theme
from .viewport import MIN_SIZE, Viewport

DEFAULT_SIZE = (1280, 800)
DESKTOP_SHARE = 0.9         # the default window takes at most this share of the desktop
FPS = 60
#: The longest a frame's time may be for what moves: a longer one (the machine stalled) moves
#: the cards no further than this, so that they never jump.
MAX_STEP = 0.1
#: How often the loop at rest looks for an event (seconds): at most this late for the first
#: event after a rest. pygame's own ``event.wait(timeout)`` looks every millisecond, which
#: alone costs 2–3 % of a core.
REST_SLICE = 1 / 30
#: How often the loop at rest asks again when what shows next changes (seconds): an answer
#: from another thread (an AI's move) is taken at most this late.
REST_ASK = 0.1
NOTICE_SECONDS = 4.0
#: The banner saying what was done with a settings file that is not settings stays this long.
SETTINGS_NOTICE_SECONDS = 12.0
NOTICE_FADE = 0.5       # the banner fades out over its last seconds


#: Builds a scene: ``factory(app, **arguments)``.
SceneFactory = Callable[..., Scene]


def typed(event: pygame.event.Event) -> pygame.event.Event | None:
    """A ``TEXTINPUT`` event without the format characters it types (Unicode category Cf:
    U+FEFF, the zero-width space…), or ``None`` when nothing else is left: a text line
    holding only such characters has no width, which pygame-gui cannot draw."""
    kept = "".join(c for c in event.text if unicodedata.category(c) != "Cf")
    if kept == event.text:
        return event
    return pygame.event.Event(event.type, {**event.dict, "text": kept}) if kept else None


def _default_size() -> tuple[int, int]:
    """:data:`DEFAULT_SIZE`, shrunk to fit :data:`DESKTOP_SHARE` of the first desktop."""
    desktops = pygame.display.get_desktop_sizes()
    if not desktops:
        return DEFAULT_SIZE
    return (min(DEFAULT_SIZE[0], round(desktops[0][0] * DESKTOP_SHARE)),
            min(DEFAULT_SIZE[1], round(desktops[0][1] * DESKTOP_SHARE)))


class App:
    """Owns the window and everything scenes share: ``manager`` (pygame-gui), ``settings``,
    ``looks`` (the settings whose looks show), ``ui_scale`` (:func:`~.theme.ui_scale`),
    ``stack``, ``ai`` (the AI worker), ``images`` (card art cache), ``sound`` (the
    :class:`~.sound.SoundBoard`, at the settings' level) and ``scenes`` (name → factory;
    :meth:`open`, :meth:`show`); ``window`` (the ``pygame.Window``), ``viewport``, ``screen``
    (the canvas the scenes draw on) and ``size`` (its (w, h) in pixels).

    The window opens at ``size`` (w, h) pixels (default: 1280×800, or less to fit
    :data:`DESKTOP_SHARE` of the desktop) and asks the window manager to keep it at least
    :data:`~.viewport.MIN_SIZE`, or at least ``size`` when that is smaller."""

    def __init__(self, size: tuple[int, int] | None = None, *,
                 settings: Settings | None = None,
                 scenes: dict[str, SceneFactory] | None = None) -> None:
        pygame.init()
        problem = None
        if settings is None:
            settings, problem = Settings.read()
        self.settings = settings
        self.fullscreen = False
        size = size or _default_size()
        self.window = pygame.Window("Tarot Table", size, resizable=True)
        self.window.minimum_size = (min(MIN_SIZE[0], size[0]), min(MIN_SIZE[1], size[1]))
        try:
            self.window.set_icon(pygame.image.load_sized_svg(str(asset_path("icon.svg")),
                                                             (64, 64)))
        except (FileNotFoundError, pygame.error):
            pass
        self.viewport = Viewport.for_window(self.window.size)
        self.screen = self._canvas()
        self._preview: Settings | None = None
        self.ui_scale = ui_scale(self.size, self.settings.ui_scale)
        self._styled = (self.settings.felt, self.ui_scale)
        self.manager = pygame_gui.UIManager(self.viewport.canvas, widget_theme(*self._styled))
        self.manager.mouse_pos_scale_factor = list(self.viewport.factor)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.ai = AIRunner()
        self.images = CardImages()
        self.images.choose_back(self.settings.card_back)
        self.images.choose_suits(self.settings.safe_suits)
        choose(self.settings.felt)
        self.sound = SoundBoard.open(self.settings.sound_level)
        self.scenes: dict[str, SceneFactory] = dict(scenes or {})
        self.running = True
        self._notice: tuple[str, float] | None = None
        if problem is not None:
            self.show_notice(problem, SETTINGS_NOTICE_SECONDS)
        if self.settings.fullscreen:
            self.toggle_fullscreen(remember=False)

    # -- scenes by name ---------------------------------------------------------------------
    def make(self, name: str, **arguments: Any) -> Scene:
        """The scene registered as ``name`` built with ``arguments``. Raises ``KeyError`` for a
        name nobody registered."""
        try:
            factory = self.scenes[name]
        except KeyError:
            raise KeyError(f"no scene {name!r}; registered: {', '.join(sorted(self.scenes))}") \
                from None
        return factory(self, **arguments)

    def open(self, name: str, **arguments: Any) -> Scene:
        """Push the scene ``name`` over the current one (a dialog, an overlay); returns it."""
        scene = self.make(name, **arguments)
        self.stack.push(scene)
        return scene

    def show(self, name: str, **arguments: Any) -> Scene:
        """Replace every scene with the scene ``name`` (the table, the main menu); returns it."""
        scene = self.make(name, **arguments)
        self.stack.replace(scene)
        return scene

    @property
    def size(self) -> tuple[int, int]:
        """The canvas (w, h) in pixels: what the scenes lay themselves out for."""
        return self.viewport.canvas

    @property
    def looks(self) -> Settings:
        """The settings whose table colour, card back, suit colours, UI scale and motion show:
        :attr:`settings`, or the draft :meth:`preview` was given."""
        return self._preview or self.settings

    def preview(self, looks: Settings | None) -> None:
        """Show the looks of ``looks`` (the settings dialog's draft) at once, every scene
        with them; ``None``: those of :attr:`settings` again (:meth:`restyle`)."""
        self._preview = looks
        self.restyle()

    def restyle(self) -> None:
        """Bring the card images, the widgets' theme and the scenes to :attr:`looks`: the
        widgets drawn again in the table colour, every scene laid out again when the UI's scale
        changed."""
        looks = self.looks
        self.images.choose_back(looks.card_back)
        self.images.choose_suits(looks.safe_suits)
        choose(looks.felt)
        felt = self._styled[0]
        kept = self._restyle_theme()
        if felt != looks.felt:
            self.manager.rebuild_all_from_changed_theme_data()
        if not kept:
            self._lay_out_scenes()

    def _restyle_theme(self) -> bool:
        """Load the theme of :attr:`looks`'s table colour at the UI's scale for the canvas,
        when either changed; whether the scale stayed as it was."""
        scale = ui_scale(self.size, self.looks.ui_scale)
        styled = (self.looks.felt, scale)
        kept = scale == self.ui_scale
        if styled != self._styled:
            self.manager.get_theme().update_theming(widget_theme(*styled), rebuild_all=False)
            self.ui_scale, self._styled = scale, styled
        return kept

    def _lay_out_scenes(self) -> None:
        """Every scene laid out again for the canvas (its widgets built anew), those beneath
        the top one paused."""
        for scene in self.stack.scenes:
            scene.resize(self.size)
            if scene is not self.stack.top:
                scene.pause()

    @property
    def notice(self) -> str | None:
        """The words of the app's own banner (a setting that could not be applied) while it
        shows."""
        return self._notice[0] if self._notice is not None else None

    def mouse_pos(self) -> tuple[int, int]:
        """The mouse's position on the canvas (pixels)."""
        return self.viewport.to_canvas(pygame.mouse.get_pos())

    def _canvas(self) -> pygame.Surface:
        """The window's surface when the canvas is the window, else a surface of the canvas's
        size in the window's pixel format."""
        surface = self.window.get_surface()
        if not self.viewport.scaled:
            return surface
        return pygame.Surface(self.viewport.canvas, 0, surface)

    def toggle_fullscreen(self, remember: bool = True) -> None:
        """Switch between window and fullscreen (the desktop's resolution); ``remember`` keeps
        the choice in the settings. Where the system cannot, the window stays as it is and a
        banner says why."""
        try:
            if self.fullscreen:
                self.window.set_windowed()
            else:
                self.window.set_fullscreen(desktop=True)
        except pygame.error as exc:
            self.show_notice(f"Fullscreen is not available here: {exc}")
        else:
            self.fullscreen = not self.fullscreen
        self._resized()
        if remember and self.settings.fullscreen != self.fullscreen:
            self.settings.fullscreen = self.fullscreen
            try:
                self.settings.save()
            except OSError as exc:
                self.show_notice(f"The settings could not be written: {exc}")

    def show_notice(self, words: str, seconds: float = NOTICE_SECONDS) -> None:
        """A banner at the top of the window for ``seconds``, above every scene."""
        self._notice = (words, seconds)

    def _resized(self) -> None:
        """The window has (perhaps) changed size: a new canvas, and every scene laid out again
        when the canvas's size changed."""
        viewport = Viewport.for_window(self.window.size)
        old, self.viewport = self.viewport, viewport
        self.screen = self._canvas()
        self.manager.mouse_pos_scale_factor = list(viewport.factor)
        if viewport.canvas == old.canvas:
            return
        self.manager.set_window_resolution(viewport.canvas)
        self._restyle_theme()
        self._lay_out_scenes()

    def quit(self) -> None:
        self.running = False

    def step(self, dt: float) -> None:
        """One frame: input, ``dt`` seconds of time passing (:meth:`advance`), draw, flip."""
        for event in pygame.event.get():
            if not self._window_event(event):
                self._dispatch(event)
        self.advance(dt)
        self.draw()

    def _window_event(self, event: pygame.event.Event) -> bool:
        """The window's own events: closed, resized, F11 (full screen or not); whether
        ``event`` is one."""
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
            self._resized()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            return False
        return True

    def _dispatch(self, event: pygame.event.Event) -> None:
        """``event`` to the widgets, then to the top scene (in canvas positions): typed text
        as :func:`typed` keeps it; a click the top scene claims is not the widgets', a click
        the widgets use is not the scene's."""
        if event.type == pygame.TEXTINPUT:
            event = typed(event)
            if event is None:
                return
        top, mapped = self.stack.top, self.viewport.map_event(event)
        if top is not None and top.claims(mapped):
            return          # not for the widgets (a click that closes an open list)
        used = self.manager.process_events(event)      # pygame-gui maps window positions
        if used and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return
        if top is not None:
            top.handle_event(mapped)

    def advance(self, dt: float) -> None:
        """Let ``dt`` seconds pass for the widgets, the top scene and the banner."""
        self.manager.update(dt)
        top = self.stack.top
        if top is not None:
            top.update(dt)
        if self._notice is not None:
            words, left = self._notice
            self._notice = (words, left - dt) if left > dt else None

    def next_change(self) -> float | None:
        """The seconds after the last :meth:`advance` at which what shows changes with no
        event coming: 0 while anything moves, ``None`` when only an event can change it (the
        top scene's, the widgets' and the banner's ``next_change``)."""
        top = self.stack.top
        notice = None if self._notice is None else max(0.0, self._notice[1] - NOTICE_FADE)
        return soonest(top.next_change() if top is not None else None,
                       widgets_next_change(self.manager), notice)

    def rest(self, longest: float | None = None) -> float:
        """While nothing moves: wait until an event comes or the next change is due (asked
        again every :data:`REST_ASK`: an AI's answer comes from another thread), at most
        ``longest`` seconds, and let the time waited pass (:meth:`advance`) before the next
        frame handles the events. Returns the seconds waited (0 when something moves or an
        event is there)."""
        start, waited, asked, due = time.monotonic(), 0.0, -REST_ASK, None
        while not pygame.event.peek():
            if waited - asked >= REST_ASK:
                due, asked = soonest(self.next_change(), longest), waited
            if due is not None and due <= waited:
                break
            time.sleep(REST_SLICE if due is None else min(REST_SLICE, due - waited))
            waited = time.monotonic() - start
        if waited:
            self.advance(waited)
        return waited

    def draw(self) -> None:
        """Draw the scenes, the widgets and the banner on the canvas and show it."""
        canvas = self.screen
        scenes = self.stack.visible()
        if not scenes or not scenes[0].covers:
            canvas.fill(shade(FELT, self.looks.felt))
        for scene in scenes:
            scene.draw(canvas)
        self.manager.draw_ui(canvas)
        if self._notice is not None:
            words, left = self._notice
            line = line_height(canvas.get_size())
            panels.toast(canvas, ("midbottom", (canvas.get_width() // 2, 3 * line)), words,
                         round(255 * min(1.0, left / NOTICE_FADE)), line)
        self.viewport.present(canvas, self.window.get_surface())
        self.window.flip()

    def run(self, first: Scene, max_seconds: float | None = None,
            until: Callable[[], bool] | None = None, grace: float = 60.0) -> None:
        """Run the loop with ``first`` as the initial scene until quit, or for ``max_seconds``
        (seconds of frames and rest); with ``until`` as well, past them until ``until()``
        holds, at most ``grace`` seconds more (the smoke test waits so for its first move on a
        busy machine). Each frame is followed by a rest while nothing moves (:meth:`rest`)."""
        self.stack.replace(first)
        end = None if max_seconds is None else max_seconds + (grace if until else 0.0)
        elapsed = rested = 0.0
        try:
            while self.running and self.stack.top is not None:
                dt = self.clock.tick(FPS) / 1000.0
                elapsed += dt
                self.step(min(max(0.0, dt - rested), MAX_STEP))
                if _over(elapsed, max_seconds, until, end):
                    break
                rested = self.rest(None if end is None else max(0.0, end - elapsed))
        finally:
            self.close()

    def close(self) -> None:
        """End the AI worker and every scene, and close the window."""
        self.ai.shutdown()
        while self.stack.scenes:
            self.stack.pop()
        self.window.destroy()


def _over(elapsed: float, max_seconds: float | None, until: Callable[[], bool] | None,
          end: float | None) -> bool:
    """Whether :meth:`App.run` stops after ``elapsed`` seconds: past ``max_seconds`` (if
    given), once ``until()`` holds (if given) or at ``end`` at the latest."""
    return max_seconds is not None and elapsed >= max_seconds and (
        until is None or until() or elapsed >= end)
