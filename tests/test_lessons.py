"""Lessons: every shipped lesson played through by its intended moves at the real table
(headless), a wrong legal move answered in the lesson's words and an illegal one by the
rules; the lesson files checked; the progress kept, a damaged progress file set aside; the
Learn screen, the main menu's Learn and the first new game's offer."""

from __future__ import annotations

import json

import msgspec
import pygame
import pytest

from tarot_table import storage
from tarot_table.app.lessons.scene import LessonScene
from tarot_table.app.menus.lessons import LessonsScene
from tarot_table.lessons import format as lesson_format
from tarot_table.lessons import progress as lesson_progress
from tarot_table.lessons.library import load_library, read_lessons
from tarot_table.lessons.run import LessonSession, NotThePoint, check_lesson
from tarot_table.rules import GAMES, find_game
from tarot_table.rules.base import Action, Event, IllegalActionError

from .test_table import click, step

LIBRARY = load_library()
ALL = [(game, lesson) for game in LIBRARY.games() for lesson in LIBRARY.of(game)]


@pytest.fixture(autouse=True)
def offered(lessons_not_offered, monkeypatch):
    """The new-game screen offers the lessons (``conftest.py`` turns the offer off)."""
    from tarot_table.app.menus import lessons, new_game

    monkeypatch.setattr(new_game, "offer_lessons", lessons.offer_lessons)


def ids(item):
    return f"{item[0]}-{item[1].id}"


# -- the files ---------------------------------------------------------------------------------

def test_every_game_at_the_table_has_five_to_eight_lessons_and_none_is_left_out():
    assert LIBRARY.problems == ()
    for name, game in GAMES.items():
        assert 5 <= len(LIBRARY.of(name)) <= 8, name


def test_each_lesson_ends_with_its_rule_and_source_and_each_step_says_what_to_do():
    for game, lesson in ALL:
        assert lesson.rule and lesson.source.startswith(("Rules help", find_game(game).spec.title))
        for one in lesson.steps:
            if one.by is None and not one.auto:
                assert one.say and one.other, (game, lesson.id)


def test_a_lesson_whose_move_a_rules_change_made_illegal_is_left_out(tmp_path):
    lesson = LIBRARY.of("tarok")[0]
    bad = msgspec.structs.replace(lesson, steps=[msgspec.structs.replace(
        lesson.steps[0], do=["play 2S"])])
    path = tmp_path / "tarok.json"
    path.write_bytes(lesson_format.encode(lesson_format.LessonFile("tarok", [lesson, bad])))
    good, problems = read_lessons(path, "tarok")
    assert good == [lesson]
    assert problems == ["Lesson 2 of 'tarok.json' is left out: its id 'follow-suit' is "
                        "another lesson's."]
    other = msgspec.structs.replace(bad, id="broken")
    path.write_bytes(lesson_format.encode(lesson_format.LessonFile("tarok", [other])))
    good, problems = read_lessons(path, "tarok")
    assert good == [] and "step 1: play 2S is not legal there" in problems[0]


def test_a_damaged_lesson_file_is_reported_and_nothing_raises(tmp_path):
    (tmp_path / "tarok.json").write_text('{"game": "tarok", "lessons": [{"id": 3}]}')
    library = load_library(tmp_path)
    assert library.of("tarok") == ()
    assert "'tarok.json' is damaged" in library.problems[0]


def test_check_lesson_names_the_step_played_by_the_wrong_seat():
    lesson = LIBRARY.of("tarok")[3]
    wrong = msgspec.structs.replace(lesson, steps=lesson.steps[:1] + lesson.steps[2:])
    with pytest.raises(ValueError, match="step 2: seat 2 is not the one to move"):
        check_lesson(find_game("tarok"), wrong)


# -- played through, headless ------------------------------------------------------------------

def _wrong(session: LessonSession) -> Action | None:
    """A legal move of the learner that the step does not teach, if any."""
    return next((a for a in session.legal_actions() if a not in session.expected()), None)


@pytest.mark.parametrize("item", ALL, ids=ids)
def test_each_lesson_plays_through_at_the_table_and_answers_a_wrong_move(make_app, item):
    game, lesson = item
    app = make_app()
    app.open("lessons", game_name=game, library=LIBRARY)
    scene = app.open("lesson", game_name=game, lesson=lesson, library=LIBRARY)
    session = scene.session
    answered = False
    for _ in range(3000):
        if scene.ended is not None:
            break
        if scene.can_act and session.learner_turn():
            assert scene.lit_cards() or scene.lit_place() or scene.lit_button() or \
                session.step.light == []
            wrong = _wrong(session)
            if wrong is not None and not answered:
                before = session.state.to_position()
                assert not scene.choose(wrong)
                assert scene.toast == scene.event_text(Event("message", text=session.step.other))
                assert session.state.to_position() == before
                answered = True
            assert scene.choose(_intended(session))
        step(app)
    assert scene.ended is not None and session.done
    assert answered or not _wrong_somewhere(game, lesson), lesson.id
    assert lesson_progress.load().is_done(game, lesson.id)


def _wrong_somewhere(game, lesson) -> bool:
    """Whether the learner has a legal move other than the lesson's at some step."""
    session = LessonSession.start(game, lesson)
    while not session.done:
        if session.learner_turn() and _wrong(session) is not None:
            return True
        session.play(session.current_player(), _intended(session))
    return False


def _intended(session: LessonSession) -> Action:
    """The step's intended move: the first it accepts that is legal (a farm not paid yet)."""
    return next(a for a in session.expected() if a in session.legal_actions())


def test_an_illegal_move_is_refused_with_the_rules_reason_and_a_legal_one_with_the_lessons():
    lesson = LIBRARY.of("tarok")[0]
    session = LessonSession.start("tarok", lesson)
    with pytest.raises(IllegalActionError, match="You must follow") as refused:
        session.play(0, find_game("tarok").parse_action("play 9W"))
    assert not isinstance(refused.value, NotThePoint)
    with pytest.raises(NotThePoint) as answered:
        session.play(0, find_game("tarok").parse_action("play 2C"))
    assert str(answered.value) == lesson.steps[0].other
    session.play(0, find_game("tarok").parse_action("play KC"))
    assert session.done


def test_a_keyboard_learner_plays_a_lesson_with_the_arrows_and_enter(make_app):
    app = make_app()
    lesson = LIBRARY.of("tarok")[0]
    scene = app.open("lesson", game_name="tarok", lesson=lesson, library=LIBRARY)
    step(app, 5)
    hand = [s.card for s in scene.board.zones["hand:0"]]
    target = hand.index(find_game("tarok").parse_action("play KC").cards[0])
    for _ in range(len(hand) + 1):
        if scene.input.selected is not None and hand.index(scene.input.selected) == target:
            break
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                             unicode=""))
        step(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    step(app, 60)
    assert scene.ended is not None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    step(app, 3)
    assert isinstance(app.stack.top, LessonScene) and app.stack.top.lesson.id == \
        LIBRARY.of("tarok")[1].id


# -- the progress ------------------------------------------------------------------------------

def test_progress_is_kept_and_read_back():
    progress = lesson_progress.load()
    assert progress.offers("tarok", ["a", "b"])
    progress.mark_done("tarok", "a")
    progress.never_ask("arcanoid")
    lesson_progress.save(progress)
    again = lesson_progress.load()
    assert again.is_done("tarok", "a") and not again.is_done("tarok", "b")
    assert not again.offers("tarok", ["a", "b"]) and not again.offers("arcanoid", ["x"])
    assert again.offers("taruno", ["x"]) and not again.offers("taruno", [])


def test_a_damaged_progress_file_is_set_aside_byte_for_byte_and_said_so():
    path = lesson_progress.progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "tarot-table-lessons", "done": [7]}')
    progress = lesson_progress.load()
    assert "is damaged" in progress.problem and progress.writable
    assert not path.exists()
    moved = list((storage.saves_dir() / "corrupt").iterdir())
    assert [p.read_bytes() for p in moved] == [b'{"format": "tarot-table-lessons", "done": [7]}']


def test_a_progress_file_of_a_newer_version_is_left_alone():
    path = lesson_progress.progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "tarot-table-lessons", "version": 9}))
    progress = lesson_progress.load()
    assert not progress.writable and "newer version" in progress.problem
    progress.mark_done("tarok", "a")
    lesson_progress.save(progress)
    assert json.loads(path.read_text())["version"] == 9


# -- the menus ---------------------------------------------------------------------------------

def test_learn_on_the_main_menu_opens_the_lessons(make_app):
    app = make_app()
    app.run_scene = app.make("main_menu")
    app.stack.replace(app.run_scene)
    step(app, 2)
    learn = next(b for b in app.run_scene.elements if getattr(b, "text", "") == "Learn")
    click(app, learn)
    assert isinstance(app.stack.top, LessonsScene)


def test_the_learn_screen_marks_the_lessons_done_and_plays_the_next(make_app):
    progress = lesson_progress.load()
    first = LIBRARY.of("taruno")[0]
    progress.mark_done("taruno", first.id)
    lesson_progress.save(progress)
    app = make_app()
    screen = app.open("lessons", game_name="taruno", library=LIBRARY)
    step(app, 2)
    rows = [item["text"] for item in screen.list.item_list]
    assert rows[0].endswith("done") and not rows[1].endswith("done")
    screen.next_lesson()
    assert isinstance(app.stack.top, LessonScene)
    assert app.stack.top.lesson.id == LIBRARY.of("taruno")[1].id


def _new_game(app, game: str):
    """The new-game screen set to ``game``, its Start pressed."""
    from tarot_table.app.menus.base import game_title
    app.stack.replace(app.make("main_menu"))
    form = app.open("new_game")
    form._choose_game(game_title(game))
    step(app, 2)
    form.start()
    step(app, 2)
    return form


def test_the_first_new_game_of_a_game_offers_its_lessons(make_app):
    from tarot_table.app.menus.lessons import LearnOfferScene
    from tarot_table.app.table.scene import TableScene
    app = make_app()
    _new_game(app, "arcanoid")
    offer = app.stack.top
    assert isinstance(offer, LearnOfferScene)
    assert any(getattr(w, "text", "") == "Learn Arcanoid first?" for w in offer.elements)
    offer.yes()
    step(app)
    assert isinstance(app.stack.top, LessonsScene) and app.stack.top.game == "arcanoid"
    _new_game(app, "arcanoid")
    app.stack.top.no()          # the game starts, and the next new game asks again
    step(app)
    assert isinstance(app.stack.top, TableScene)
    _new_game(app, "arcanoid")
    app.stack.top.never()
    step(app)
    assert isinstance(app.stack.top, TableScene)
    _new_game(app, "arcanoid")
    assert isinstance(app.stack.top, TableScene)        # never asked again for Arcanoid
    _new_game(app, "tarok")
    assert isinstance(app.stack.top, LearnOfferScene)   # another game still asks


def test_a_game_with_a_lesson_done_starts_at_once(make_app):
    from tarot_table.app.table.scene import TableScene
    progress = lesson_progress.load()
    progress.mark_done("tarok", LIBRARY.of("tarok")[0].id)
    lesson_progress.save(progress)
    app = make_app()
    _new_game(app, "tarok")
    assert isinstance(app.stack.top, TableScene)
