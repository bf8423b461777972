"""The shared driver of stages and steps (:class:`tarot_table.rules.stages.StagedState`)."""

from __future__ import annotations

from typing import Any

import pytest

from tarot_table.rules.stages import StagedState, Stage, Step


class Ask(Stage, frozen=True):
    """A decision the test opens; never answered."""


class Log(Step, frozen=True):
    """Writes its name in the state's log; may queue two more steps or open a decision."""

    name: str
    spawn: bool = False
    opens: bool = False

    def run(self, state: Any, events: list) -> Stage | None:
        state.log.append(self.name)
        if self.spawn:
            state.then(Log(self.name + ".a"), Log(self.name + ".b"))
        return Ask(0) if self.opens else None


class Driver(StagedState):
    def __init__(self) -> None:
        self.stage, self.todo, self.history, self.log = None, [Log("after")], [], []


def steps() -> list[Log]:
    return [Log("1"), Log("2", spawn=True), Log("3", opens=True), Log("4"), Log("5")]


@pytest.mark.parametrize("cut", range(6))
def test_run_now_runs_the_steps_as_the_queue_would(cut):
    """run_now gives the order, the decisions and the queue that then() and run_steps() give,
    whether the steps queue more, open a decision, or do neither (the first ``cut`` steps)."""
    results = []
    for now in (False, True):
        state = Driver()
        chosen = steps()[:cut]
        if now:
            state.stage = state.run_now(chosen, [])
        else:
            state.then(*chosen)
        state.run_steps([])
        results.append((state.log, state.stage, list(state.todo)))
    assert results[0] == results[1]
    log, stage, todo = results[1]
    if cut >= 3:            # the third step opens a decision: 4 and 5 wait, then "after"
        assert log == ["1", "2", "2.a", "2.b", "3"] and stage == Ask(0)
        assert todo == [Log("after"), *reversed(steps()[3:cut])]
    else:
        assert log[-1] == "after" and stage is None and not todo
