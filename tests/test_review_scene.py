"""The Review screen (``app/menus/review.py``) driven headless through the real App: opened from
the replay's bar, the results and the end-of-hand sheet; its progress while the worker reviews,
Cancel, the list, the graph (a click goes to the decision in the replay), the keys and "Retry
from here". The worker is a stand-in that the test answers when it chooses, each answer the
review the worker would give (the same function, in this process, on a small budget).

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import os
import threading
from concurrent.futures import Future

import pygame
import pygame_gui
import pytest

from tarot_table.ai import make_agent
from tarot_table.ai.processes import usable_cores
from tarot_table.ai.review import BLUNDER, MISTAKE
from tarot_table.ai.runner import WORKER_NICENESS
from tarot_table.app.menus import review as review_screen
from tarot_table.app.menus.results import ResultsScene
from tarot_table.app.menus.review import ReviewScene
from tarot_table.app.replay.scene import ReplayScene
from tarot_table.app.table.modes import HandEnd
from tarot_table.app.table.scene import TableScene
from tarot_table.replay import Replay
from tarot_table.review import review_game
from tarot_table.session import Session
from tests.test_review import SEATS, played
from tests.test_table import post, step, wait_until

ITERATIONS = 20
PATIENCE = 300.0        # seconds a real process is waited for: only a failing test waits so long


class FakeWorker:
    """The review's worker: ``pool.submit`` holds each decision until :meth:`answer`."""

    def __init__(self) -> None:
        self.pool = self
        self.asked: list[tuple] = []
        self.killed = self.stopped = False
        self.ended = threading.Event()

    def submit(self, fn, *args) -> Future:
        future: Future = Future()
        self.asked.append((fn, args, future))
        return future

    def answer(self, count: int | None = None) -> None:
        """Answer the first ``count`` questions still open (all by default), with the small
        budget."""
        open_ = [q for q in self.asked if not q[2].done()]
        for fn, args, future in open_[:count]:
            future.set_result(fn(*args[:3], ITERATIONS))

    def kill(self) -> None:
        self.killed = True
        self.ended.set()

    def stop(self) -> None:
        self.stopped = True
        self.ended.set()


@pytest.fixture
def worker(monkeypatch) -> FakeWorker:
    fake = FakeWorker()
    monkeypatch.setattr(review_screen, "start_worker", lambda: fake)
    return fake


def key(app, code: int) -> None:
    post(pygame.KEYDOWN, key=code, mod=0, unicode="")
    step(app)


def opened_from_replay(make_app, worker, session=None):
    app = make_app("instant")
    replay = Replay((session or played()).to_doc())
    scene = ReplayScene(app, replay)
    app.stack.replace(scene)
    step(app, 2)
    key(app, pygame.K_r)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    return app, replay, scene, review


def test_the_review_shows_its_progress_then_the_list_and_the_graph(make_app, worker):
    app, replay, replay_scene, review = opened_from_replay(make_app, worker)
    total = len(worker.asked)
    assert total > 5 and review.bar is not None and review.bar.alive()
    assert (review.bar.done, review.bar.total) == (0, total)
    worker.answer(3)
    step(app)
    assert review.bar.status_text() == f"3 of {total} decisions" and review.list is None
    assert review.bar.percent_full == pytest.approx(3 / total)
    worker.answer()
    step(app)
    assert review.review is not None and not review.bar.alive()
    assert worker.stopped and not worker.killed
    shown = review.review.reviewed
    assert len(review.list.item_list) == len(shown)
    assert replay_scene.review is review.review           # kept: R shows it again at once
    points = review.graph_points()
    assert len(points) == len(shown)
    assert all(review.graph.collidepoint(p) for p in points)
    assert [x for x, _ in points] == sorted(x for x, _ in points)   # along the game
    first = next((i for i, d in enumerate(shown) if d.mark in (MISTAKE, BLUNDER)), 0)
    assert review.selected == first                     # the first mistake is chosen


def test_the_review_runs_in_the_workers_processes_below_the_table(make_app):
    """The real worker: its processes run :data:`WORKER_NICENESS` steps below the table, the
    review they make is the one made in place, and they have ended once it is shown."""
    app = make_app("instant")
    replay = Replay(played(moves=24).to_doc())
    app.stack.replace(ReplayScene(app, replay))
    step(app)
    review = app.open("review", replay=replay, iterations=ITERATIONS)
    worker = review.worker
    assert worker.pool.submit(os.nice, 0).result(PATIENCE) == \
        min(19, os.nice(0) + WORKER_NICENESS)
    pids = worker.pids()
    assert len(pids) == min(2, usable_cores())
    wait_until(app, lambda: review.review is not None)
    assert review.worker is None and not review.problem
    assert review.review.to_json() == review_game(replay, iterations=ITERATIONS).to_json()
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


def test_a_click_on_a_point_of_the_graph_goes_to_that_decision(make_app, worker):
    app, replay, replay_scene, review = opened_from_replay(make_app, worker)
    worker.answer()
    step(app)
    target = 2
    decision = review.review.reviewed[target]
    post(pygame.MOUSEBUTTONDOWN, button=1, pos=review.graph_points()[target])
    step(app, 2)
    assert app.stack.top is replay_scene and replay.step == decision.step
    assert replay_scene.messages.log[-1].startswith("Review: You played")
    assert replay_scene.messages.toast == replay_scene.messages.log[-1]
    key(app, pygame.K_r)                                 # the same review, no new questions
    again = app.stack.top
    assert isinstance(again, ReviewScene) and again.review is review.review
    assert len(worker.asked) == len(review.review.decisions)


def test_the_keys_choose_a_decision_show_it_and_retry_from_it(make_app, worker):
    app, replay, replay_scene, review = opened_from_replay(make_app, worker)
    worker.answer()
    step(app)
    key(app, pygame.K_HOME)
    assert review.selected == 0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert review.selected == 2
    key(app, pygame.K_LEFT)
    assert review.selected == 1
    key(app, pygame.K_END)
    assert review.selected == len(review.review.reviewed) - 1
    chosen = review.review.reviewed[review.selected]
    assert f"Move {chosen.step}" in review.verdict.html_text
    key(app, pygame.K_RETURN)
    assert app.stack.top is replay_scene and replay.step == chosen.step
    key(app, pygame.K_r)
    key(app, pygame.K_HOME)
    key(app, pygame.K_RIGHT)
    chosen = app.stack.top.review.reviewed[1]
    key(app, pygame.K_r)                                 # retry from here
    table = app.stack.top
    assert isinstance(table, TableScene) and not isinstance(table, ReplayScene)
    assert table.session.state.history == list(replay.actions[:chosen.step])
    assert [s.name for s in table.session.seats] == [s.name for s in replay.seats]


def test_esc_cancels_a_review_in_progress(make_app, worker):
    app, replay, replay_scene, review = opened_from_replay(make_app, worker)
    worker.answer(2)
    step(app)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is replay_scene
    assert all(q[2].cancelled() for q in worker.asked[2:])
    assert worker.ended.wait(10) and replay_scene.review is None


def test_the_results_and_the_hand_end_sheet_offer_the_review(make_app, worker):
    app = make_app("instant")
    session = played()
    results = ResultsScene(app, session)
    app.stack.replace(results)
    step(app)
    button = next(b for b in results._actions if b.text == "Review")
    post(pygame_gui.UI_BUTTON_PRESSED, ui_element=button)
    step(app)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.replay.finished
    worker.answer()
    step(app)
    assert review.retry_button.is_enabled
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is results

    running = match_after_hands(2)
    table = TableScene(app, running)
    app.stack.replace(table)
    step(app)
    table.set_mode(HandEnd(table, 2, (0,) * 4, (0,) * 4))
    step(app)
    assert table.mode.review_button is not None
    key(app, pygame.K_r)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and not review.replay.finished
    worker.answer()
    step(app)
    second = review.replay.chapters[1].step                 # the hand just played: the 2nd
    assert review.review.seats == (0,) and review.review.decisions
    assert min(d.step for d in review.review.decisions) >= second > 0
    assert not review.retry_button.is_enabled
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and isinstance(table.mode, HandEnd)


def match_after_hands(hands: int) -> Session:
    """A Tarok match (to 1000) played by the rule-based players until ``hands`` hands are
    over."""
    session = Session.new("tarok", SEATS, seed=3)
    agents = [make_agent("heuristic", "tarok", i) for i in range(4)]
    while session.state.hand_no <= hands:
        seat = session.current_player()
        session.play(seat, agents[seat].act(session.view(seat)))
    return session


@pytest.mark.parametrize("size", [(800, 560), (1152, 720), (1920, 1080)])
def test_the_replay_bar_keeps_review_and_every_control_inside_the_window(make_app, size):
    app = make_app("instant", size=size)
    scene = ReplayScene(app, Replay(played().to_doc()))
    app.stack.replace(scene)
    step(app)
    bar = scene.bar
    widgets = [*bar.buttons.values(), bar.slider, bar.chapters, bar.speed, bar.eyes]
    assert "review" in bar.buttons
    for i, widget in enumerate(widgets):
        assert 0 <= widget.rect.left and widget.rect.right <= size[0]
        assert not any(widget.rect.colliderect(other.rect) for other in widgets[i + 1:])
    review_button = bar.buttons["review"]
    assert review_button.font.size("Review")[0] < review_button.rect.width


@pytest.mark.parametrize("size", [(640, 480), (800, 560), (1280, 800), (1920, 1080)])
def test_the_review_lays_out_inside_the_canvas(make_app, worker, size):
    from tests.test_any_size import Problems, check_scene
    app = make_app("instant", size=size)
    app.stack.replace(ReplayScene(app, Replay(played().to_doc())))
    step(app, 2)
    key(app, pygame.K_r)
    worker.answer()
    step(app, 2)
    assert isinstance(app.stack.top, ReviewScene) and app.stack.top.review is not None
    problems = Problems()
    check_scene(app, problems, "review")
    assert problems == [], "\n".join(problems)
