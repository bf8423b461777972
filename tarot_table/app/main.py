"""The composition root: the application with every scene registered by name.

Scenes open each other through the shell (``app.open("rules", game_name=...)``,
``app.show("table", session=...)``), never by importing each other; this module is the one
place that knows them all (``docs/architecture.md``).
"""

from __future__ import annotations

from . import shell
from .menus.bracket import BracketScene
from .menus.branch import BranchScene
from .menus.card_zoom import CardZoomScene
from .menus.deck_editor import DeckEditorScene
from .menus.draft import DraftScene
from .menus.game_log import LogScene
from .menus.turn_history import TurnHistoryScene
from .menus.ingame_menu import InGameMenuScene
from .menus.keys_help import KeysScene
from .menus.lessons import LearnOfferScene, LessonsScene
from .menus.load_game import LoadGameScene
from .menus.main_menu import MainMenuScene
from .menus.new_game import NewGameScene
from .menus.puzzles import PuzzlesScene
from .menus.results import ResultsScene
from .menus.review import ReviewScene
from .menus.rules_help import RulesScene
from .menus.settings_scene import SettingsScene
from .menus.statistics import StatisticsScene
from .menus.tournaments import TournamentsScene
from .lessons.scene import LessonScene
from .puzzles.scene import PuzzleScene
from .replay.scene import ReplayScene
from .settings import Settings
from .shell import DEFAULT_SIZE, FPS, MIN_SIZE
from .table.scene import TableScene

#: Every scene by the name scenes open it by.
SCENES: dict[str, shell.SceneFactory] = {
    "main_menu": MainMenuScene, "new_game": NewGameScene, "load_game": LoadGameScene,
    "settings": SettingsScene, "rules": RulesScene, "game_menu": InGameMenuScene,
    "results": ResultsScene, "table": TableScene, "statistics": StatisticsScene,
    "keys": KeysScene, "log": LogScene, "history": TurnHistoryScene, "replay": ReplayScene,
    "branch": BranchScene,
    "deck_editor": DeckEditorScene, "draft": DraftScene, "tournaments": TournamentsScene,
    "bracket": BracketScene, "card_zoom": CardZoomScene, "lessons": LessonsScene,
    "lesson": LessonScene, "learn_offer": LearnOfferScene, "puzzles": PuzzlesScene,
    "puzzle": PuzzleScene, "review": ReviewScene,
}


class App(shell.App):
    """The application (:class:`.shell.App`) with :data:`SCENES` registered."""

    def __init__(self, size: tuple[int, int] | None = None, *,
                 settings: Settings | None = None) -> None:
        super().__init__(size, settings=settings, scenes=SCENES)


__all__ = ["App", "DEFAULT_SIZE", "FPS", "MIN_SIZE", "SCENES"]
