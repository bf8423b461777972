"""The load dialog: the saved games, newest first, to resume, replay or delete."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

import pygame

from ... import storage
from ...replay import Replay
from ...session import check_save
from .base import describe_save, game_title, resume_save
from .row_list import RowListScene

if TYPE_CHECKING:
    from ..shell import App


class LoadGameScene(RowListScene):
    """The saved games in a selection list; Load (or double-click) resumes the selected one,
    Replay opens it in the replay scene (over this dialog), Delete removes it after
    confirmation, Back returns to the menu. A save that cannot be read or replayed is reported
    in a message window and the list is refreshed."""

    ROW_PREFIX = "#save_"

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.saves: list[storage.SaveInfo] = []
        self._doomed: storage.SaveInfo | None = None

    def enter(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Re-read the saves folder and rebuild the list (reporting any damaged file)."""
        self.saves, problems = storage.list_saves(check_save)
        self.selected = None
        if problems:
            self.message("Saved games", "\n\n".join(problems))
        self.clear()
        self.build()

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        self.label("Load game", pygame.Rect(0, px(20), width, px(56)), "#heading")
        area = pygame.Rect(0, px(90), min(width - px(48), px(1040)), height - px(190))
        area.centerx = width // 2
        y = area.bottom + px(28)
        left = width // 2 - px(379)
        self.button("Back", pygame.Rect(left, y, px(170), px(50)), self.back,
                    object_id="#secondary_button")
        self.delete_button = self.button("Delete", pygame.Rect(left + px(196), y, px(170),
                                                               px(50)),
                                         self._ask_delete, object_id="#secondary_button")
        self.replay_button = self.button("Replay", pygame.Rect(left + px(392), y, px(170),
                                                               px(50)),
                                         self._replay, object_id="#secondary_button")
        self.load_button = self.button("Load", pygame.Rect(left + px(588), y, px(170), px(50)),
                                       self._load)
        self.update_buttons()
        self.show_rows([describe_save(info) for info in self.saves], area,
                       "No saved games yet")

    def update_buttons(self) -> None:
        for button in (self.load_button, self.delete_button, self.replay_button):
            if self.selected is None:
                button.disable()
            else:
                button.enable()

    # input ----------------------------------------------------------------------------------
    def open_selected(self) -> None:
        self._load()

    # actions --------------------------------------------------------------------------------
    def _load(self) -> None:
        if self.selected is None:
            return
        problem = resume_save(self.app, self.saves[self.selected].path)
        if problem:
            self.message("Could not load the game", problem)
            self.refresh()

    def _replay(self) -> None:
        """Open the selected save in the replay scene; the file is only read."""
        if self.selected is None:
            return
        problem = open_replay(self.app, self.saves[self.selected].path)
        if problem:
            self.message("Could not replay the game", problem)

    def _ask_delete(self) -> None:
        if self.selected is None:
            return
        info = self._doomed = self.saves[self.selected]
        what = (f"the save '{info.path.name}', made by a newer version," if info.newer
                else f"this {game_title(info.game)} game of {', '.join(info.names)}")
        self.confirm("Delete saved game", f"Delete {escape(what)}?<br>This cannot be undone.",
                     "Delete", self._delete)

    def _delete(self) -> None:
        try:
            storage.delete_save(self._doomed.id)
        except storage.SaveError as exc:
            self.message("Could not delete the game", str(exc))
        self.refresh()


def open_replay(app: "App", path) -> str | None:
    """Open the save or ``sim --record`` file at ``path`` in the replay scene, over the
    current scene; when it cannot be read or played, return why (a sentence naming the file).
    The file is only read (:func:`storage.read_save`), never moved or written."""
    try:
        replay = Replay(storage.read_save(path))
    except storage.SaveError as exc:
        return str(exc)
    except ValueError as exc:
        return f"Save '{path.name}' cannot be replayed: {exc}."
    app.open("replay", replay=replay)
    return None
