"""A stand-in for the app's AI runner (``app.ai``) for table tests that must not depend on how
fast a search or a worker process is."""

from __future__ import annotations

from concurrent.futures import Future

from tarot_table.ai.runner import decide
from tarot_table.rules.base import PlayerView


class FakeAI:
    """``submit`` as the runner's: an agent of ``held`` (by default the hint's ``"hard"``) waits
    until the test answers it (:meth:`answer`); any other decides at once, in this process,
    exactly as the worker would (:func:`~tarot_table.ai.runner.decide`)."""

    def __init__(self, held: tuple[str, ...] = ("hard",)) -> None:
        self.held = held
        self.asked: list[tuple[str, PlayerView, Future]] = []

    def submit(self, agent: str, view: PlayerView, seed: int) -> Future:
        future: Future = Future()
        if agent in self.held:
            self.asked.append((agent, view, future))
        else:
            future.set_result(decide(agent, view, seed))
        return future

    def answer(self, text: str) -> Future:
        """Answer the last held request with the action ``text``; returns its future."""
        future = self.asked[-1][2]
        future.set_result(text)
        return future

    def shutdown(self) -> None:
        for _, _, future in self.asked:
            future.cancel()


def use_fake_ai(app, **kwargs) -> FakeAI:
    """Put a :class:`FakeAI` in place of ``app``'s runner (before any table is built)."""
    app.ai.shutdown()
    app.ai = FakeAI(**kwargs)
    return app.ai
