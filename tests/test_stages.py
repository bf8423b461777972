"""The shared driver of stages and steps (``rules/stages.py``): a halt drops what the halting
stage or step opens, and the queue runs on as the halt left it."""

from __future__ import annotations

from tarot_table.rules.base import Action, State
from tarot_table.rules.stages import Stage, StagedState, Step

GO = Action("go")


class Choose(Stage, frozen=True):
    """Seat ``actor`` says ``go``; with ``halt`` its effect halts and asks ``actor + 1``."""

    halt: bool = False

    def legal(self, state):
        return [GO]

    def apply(self, state, action, events):
        state.log.append(f"chose {self.actor}")
        if self.halt:
            state.halt()
        return Choose(self.actor + 1)


class Note(Step, frozen=True):
    """Notes ``word``; with ``halt`` it halts, empties the queue but for a last note, and asks
    seat 9."""

    word: str
    halt: bool = False

    def run(self, state, events):
        state.log.append(self.word)
        if self.halt:
            state.todo[:] = [Note("after the halt")]
            state.halt()
        return Choose(9)


class Driven(StagedState, State):
    def __init__(self) -> None:
        super().__init__(2, 0, {})
        self.log: list[str] = []


def test_a_new_state_has_no_stage_no_queue_and_no_halt():
    state = Driven()
    assert (state.stage, state.todo, state.halted) == (None, [], False)


def test_a_step_that_halts_opens_nothing_and_the_queue_runs_on_as_it_left_it():
    state = Driven()
    state.then(Note("first", halt=True), Note("dropped"))
    state.run_steps([])
    assert state.log == ["first", "after the halt"]
    assert state.stage == Choose(9) and state.todo == [] and not state.halted


def test_a_stage_that_halts_opens_nothing_and_the_queued_steps_run():
    state = Driven()
    state.stage = Choose(0, halt=True)
    state.then(Note("queued"))
    state.apply(GO)
    assert state.log == ["chose 0", "queued"]
    assert state.stage == Choose(9) and not state.halted


def test_without_a_halt_the_stage_returned_opens():
    state = Driven()
    state.stage = Choose(0)
    state.then(Note("queued"))
    state.apply(GO)
    assert state.log == ["chose 0"] and state.stage == Choose(1)
    assert state.todo == [Note("queued")]
