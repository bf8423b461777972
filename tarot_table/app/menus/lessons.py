"""The Learn screen: each game's lessons in order, which are done, and the way to the table;
and the offer of a game's lessons when a new game of it starts (:func:`offer_lessons`).

The lessons come from :func:`tarot_table.lessons.library.load_library` (read once per visit);
a bad lesson file or lesson is left out and said so in a message window, and the screen stays
usable. The progress (the lessons done) is :mod:`tarot_table.lessons.progress`, read again
whenever the screen comes back from a lesson; a damaged progress file is set aside and said so.

Mouse: the Game drop-down chooses the game; a row selects a lesson, a double click plays it;
Play plays the selected one, Next lesson the first not done. Keys: Tab over the widgets,
Up/Down in the list, Enter plays (the selected lesson, else the first not done), Esc goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from ...lessons import progress as lesson_progress
from ...lessons.format import Lesson
from ...lessons.library import Library, load_library
from .base import OverlayScene, game_title
from .row_list import PlayListScene

if TYPE_CHECKING:
    from ..shell import App


def row_text(lesson: Lesson, number: int, done: bool) -> str:
    """A lesson's row in the list: ``"3. The draw pile · done"``."""
    return f"{number}. {lesson.title}{'  ·  done' if done else ''}"


class LessonsScene(PlayListScene):
    """The lessons of ``game_name`` (default: the first game with lessons). For tests:
    ``library``, ``progress``, ``game``, ``selected``, :meth:`play`, :meth:`next_lesson`,
    :meth:`choose_game`."""

    ROW_PREFIX = "#l"
    TITLE = "Lessons"

    def __init__(self, app: "App", game_name: str | None = None,
                 library: Library | None = None) -> None:
        super().__init__(app)
        self.library = library if library is not None else load_library()
        self.progress = lesson_progress.load()
        games = self.library.games()
        self.game = game_name if game_name in games else (games[0] if games else None)

    @property
    def shown(self) -> tuple[Lesson, ...]:
        return self.library.of(self.game) if self.game is not None else ()

    def load_progress(self) -> lesson_progress.Progress:
        return lesson_progress.load()

    def is_done(self, lesson: Lesson) -> bool:
        return self.game is not None and self.progress.is_done(self.game, lesson.id)

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        self.panel = pygame.Rect(px(20), px(16), width - px(40), height - px(32))
        inner = self.panel.inflate(-px(48), 0)
        self.label("Learn", pygame.Rect(inner.left, self.panel.top + px(10), inner.width, px(48)),
                   "#heading")
        self.label("Short lessons played at the table, in the order a newcomer needs them",
                   pygame.Rect(inner.left, self.panel.top + px(58), inner.width, px(28)),
                   "#subtitle")
        counts = "   ".join(
            f"{game_title(name)} {self.progress.done_count(name, [x.id for x in lessons])}"
            f"/{len(lessons)}" for name in self.library.games()
            for lessons in [self.library.of(name)])
        self.label(counts or "No lessons", pygame.Rect(inner.left, self.panel.top + px(88),
                                                       inner.width, px(26)), "#field_label")
        y = self.panel.top + px(124)
        titles = [game_title(name) for name in self.library.games()]
        if titles:
            self.dropdown(titles, game_title(self.game),
                          pygame.Rect(inner.left, y, px(260), px(40)), self.choose_game)
        buttons = self.panel.bottom - px(70)
        area = pygame.Rect(inner.left, y + px(54), inner.width, buttons - px(14) - (y + px(54)))
        self.button("Back", pygame.Rect(inner.left, buttons, px(160), px(50)), self.back,
                    object_id="#secondary_button")
        self.next_button = self.button("Next lesson",
                                       pygame.Rect(inner.right - px(436), buttons, px(220),
                                                   px(50)),
                                       self.next_lesson, object_id="#secondary_button")
        self.play_button = self.button("Play", pygame.Rect(inner.right - px(200), buttons,
                                                           px(200), px(50)), self.play)
        self.show_rows([row_text(lesson, i + 1, self.is_done(lesson))
                        for i, lesson in enumerate(self.shown)], area, "No lessons")
        self.update_buttons()

    # actions --------------------------------------------------------------------------------
    def choose_game(self, text: str) -> None:
        self.game = next((n for n in self.library.games() if game_title(n) == text), self.game)
        self.selected = None
        self.clear()
        self.build()

    def next_lesson(self) -> None:
        """Play the first lesson of the game not done yet."""
        self.play_next()

    def open_item(self, lesson: Lesson) -> None:
        self.app.open("lesson", game_name=self.game, lesson=lesson, library=self.library)


def offer_lessons(app: "App", game_name: str, play: Callable[[], None]) -> bool:
    """Ask "Learn <game> first?" before a new game of ``game_name`` when the player has done
    none of its lessons and did not say "don't ask again" (:mod:`tarot_table.lessons.progress`):
    :class:`LearnOfferScene` opens over the screen, and ``play`` starts the game if the player
    declines. Whether it asked (``False``: start the game now)."""
    lessons = [lesson.id for lesson in load_library().of(game_name)]
    progress = lesson_progress.load()
    if not progress.offers(game_name, lessons):
        return False
    app.open("learn_offer", game_name=game_name, progress=progress, play=play)
    return True


class LearnOfferScene(OverlayScene):
    """"Learn <game> first?" over the new-game screen: Yes (the game's lessons), No (the game
    starts, and the next new game asks again), Don't ask again (the game starts; never asked
    again for this game). Esc closes it (back to the form). For tests: ``yes``, ``no``,
    ``never``."""

    def __init__(self, app: "App", game_name: str, progress: lesson_progress.Progress,
                 play: Callable[[], None]) -> None:
        super().__init__(app)
        self.game_name = game_name
        self.progress = progress
        self.play = play

    def enter(self) -> None:
        self.build()

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        self.panel = pygame.Rect(0, 0, min(px(620), width - px(40)), px(250))
        self.panel.center = (width // 2, height // 2)
        inner = self.panel.inflate(-px(48), 0)
        title = game_title(self.game_name)
        self.label(f"Learn {title} first?",
                   pygame.Rect(inner.left, self.panel.top + px(20), inner.width, px(48)),
                   "#heading")
        self.label("Short lessons played at the table teach its rules, one at a time.",
                   pygame.Rect(inner.left, self.panel.top + px(76), inner.width, px(28)),
                   "#subtitle")
        row = pygame.Rect(inner.left, self.panel.bottom - px(90), (inner.width - px(20)) // 3,
                          px(50))
        self.yes_button = self.button("Yes, learn", row.copy(), self.yes)
        row.x += row.width + px(10)
        self.button("No, play", row.copy(), self.no, object_id="#secondary_button")
        row.x += row.width + px(10)
        self.button("Don't ask again", row.copy(), self.never, object_id="#secondary_button")

    def default_action(self) -> Callable[[], None]:
        """Enter with nothing in the ring: Yes."""
        return self.yes

    def _close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def yes(self) -> None:
        self._close()
        self.app.open("lessons", game_name=self.game_name)

    def no(self) -> None:
        self._close()
        self.play()

    def never(self) -> None:
        self.progress.never_ask(self.game_name)
        try:
            lesson_progress.save(self.progress)
        except OSError:     # not kept: the next new game asks again; this one starts
            pass
        self._close()
        self.play()
