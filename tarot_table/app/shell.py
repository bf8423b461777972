"""The application shell: the window, the pygame-gui manager, settings, the scene stack, the
loop, and the registry of scenes by name through which scenes open each other (filled by the
composition root, :mod:`.main`; a scene never imports another scene)."""

from __future__ import annotations

import pygame
import pygame_gui

from typing import Any, Callable

from ..ai.runner import AIRunner
from ..resources import asset_path
from .draw.card_images import CardImages
from .scene import Scene, SceneStack
from .settings import Settings
from .sound import SoundBoard

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (800, 560)
FPS = 60


#: Builds a scene: ``factory(app, **arguments)``.
SceneFactory = Callable[..., Scene]


class App:
    """Owns the window and everything scenes share: ``manager`` (pygame-gui), ``settings``,
    ``stack``, ``ai`` (the AI worker), ``images`` (card art cache), ``sound`` (the
    :class:`~.sound.SoundBoard`, at the settings' level) and ``scenes`` (name → factory;
    :meth:`open`, :meth:`show`)."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, *, settings: Settings | None = None,
                 scenes: dict[str, SceneFactory] | None = None) -> None:
        pygame.init()
        pygame.display.set_caption("Tarot Table")
        self.settings = settings or Settings.load()
        self.fullscreen = False
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        try:
            pygame.display.set_icon(pygame.image.load_sized_svg(str(asset_path("icon.svg")), (64, 64)))
        except (FileNotFoundError, pygame.error):
            pass
        self.manager = pygame_gui.UIManager(size, str(asset_path("theme.json")))
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.ai = AIRunner()
        self.images = CardImages()
        self.images.choose_back(self.settings.card_back)
        self.sound = SoundBoard.open(self.settings.sound_level)
        self.scenes: dict[str, SceneFactory] = dict(scenes or {})
        self.running = True
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
        return self.screen.get_size()

    def toggle_fullscreen(self, remember: bool = True) -> None:
        """Switch between window and fullscreen; ``remember`` keeps the choice in the settings."""
        self.fullscreen = not self.fullscreen
        pygame.display.toggle_fullscreen()
        self._resized(self.screen.get_size())
        if remember:
            self.settings.fullscreen = self.fullscreen
            self.settings.save()

    def _resized(self, size: tuple[int, int]) -> None:
        size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        self.manager.set_window_resolution(size)
        for scene in self.stack.scenes:
            scene.resize(size)
            if scene is not self.stack.top:
                scene.pause()

    def quit(self) -> None:
        self.running = False

    def step(self, dt: float) -> None:
        """One frame: input, update by ``dt`` seconds, draw, flip."""
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if event.type == pygame.WINDOWSIZECHANGED:
                self._resized((event.x, event.y))
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if self.manager.process_events(event):
                consumed_by_gui = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                if consumed_by_gui:
                    continue
            top = self.stack.top
            if top is not None:
                top.handle_event(event)
        self.manager.update(dt)
        top = self.stack.top
        if top is not None:
            top.update(dt)
        self.screen.fill((18, 60, 38))
        for scene in self.stack.visible():
            scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        pygame.display.flip()

    def run(self, first: Scene, max_seconds: float | None = None) -> None:
        """Run the loop with ``first`` as the initial scene until quit (or ``max_seconds``)."""
        self.stack.replace(first)
        elapsed = 0.0
        try:
            while self.running and self.stack.top is not None:
                dt = self.clock.tick(FPS) / 1000.0
                elapsed += dt
                self.step(min(dt, 0.1))
                if max_seconds is not None and elapsed >= max_seconds:
                    break
        finally:
            self.close()

    def close(self) -> None:
        """End the AI worker and every scene."""
        self.ai.shutdown()
        while self.stack.scenes:
            self.stack.pop()
