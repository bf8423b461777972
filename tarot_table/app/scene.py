"""Scenes and the scene stack.

Each scene handles input (``handle_event`` returns the event when it does not consume it),
advances with ``update(dt)`` (``dt`` in seconds) and renders with ``draw(surface)``, which
changes nothing. The stack draws from the topmost opaque scene upwards, so an overlay (the
in-game menu, the hot-seat curtain) shows the table beneath it.

While nothing moves the frame loop rests (:meth:`~.shell.App.rest`): each scene says through
``next_change()`` when it next changes with no event coming — 0 while something moves, the
seconds until a timer is due, ``None`` when only an event can change it.

A scene owns its pygame-gui elements: it creates them in ``enter`` (and again in ``resize``),
hides them while covered (``pause``) and kills them in ``leave``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .shell import App


class Scene:
    """Base class of every scene. ``opaque`` scenes hide what lies beneath them; a scene that
    ``covers`` the canvas paints every pixel of it (the app then does not clear it first)."""

    opaque = True
    covers = False

    def __init__(self, app: "App") -> None:
        self.app = app
        self.elements: list = []

    # lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        """Called when the scene becomes the top of the stack for the first time."""
        self.build()

    def build(self) -> None:
        """Create the scene's widgets for the current window size (override)."""

    def clear(self) -> None:
        for element in self.elements:
            element.kill()
        self.elements = []

    def pause(self) -> None:
        """Covered by another scene: hide the widgets."""
        for element in self.elements:
            element.hide()

    def resume(self) -> None:
        """Back on top: show the widgets again."""
        for element in self.elements:
            element.show()

    def leave(self) -> None:
        """Removed from the stack: kill the widgets, release resources."""
        self.clear()

    def resize(self, size: tuple[int, int]) -> None:
        """The window was resized to ``size`` (pixels): rebuild the widgets."""
        self.clear()
        self.build()

    # frame ----------------------------------------------------------------------------------
    def claims(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is the scene's alone, taken before the widgets see it (default:
        none is)."""
        return False

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return event

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def next_change(self) -> float | None:
        """The seconds after the last :meth:`update` at which the scene changes with no event
        coming (:meth:`update` then has work to do, or :meth:`draw` would paint otherwise): 0
        while something moves, ``None`` (the default) when only an event can change it. Asked
        again while the loop rests, so an answer from another thread may turn it to 0."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Render onto ``surface`` (changes nothing)."""


def soonest(*delays: float | None) -> float | None:
    """The smallest of ``delays`` (seconds), those that are ``None`` (never) left out; ``None``
    when all are.

    >>> soonest(None, 2.5, 0.4), soonest(None, None)
    (0.4, None)
    """
    due = [d for d in delays if d is not None]
    return min(due) if due else None


class SceneStack:
    """The stack of scenes; the last is on top and receives input first."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.leave()
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Replace the whole stack with ``scene``."""
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                start = i
        return self.scenes[start:]
