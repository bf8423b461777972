"""Declared stages: the decision points of a game, and the automatic steps between them.

Every game is a queue of work driven by one mechanism (:class:`StagedState`):

* a :class:`Stage` is a decision point named in the game's words (``Bidding``, ``Scart``,
  ``PlayToTrick``, ``NameSuit``, ``RefillVote``): its ``actor`` must choose one of
  :meth:`Stage.legal`; :meth:`Stage.explain` says why another action is refused;
  :meth:`Stage.apply` makes the chosen action's effect and returns the next stage, or ``None``
  to run the queued steps; :meth:`Stage.prompt` and :meth:`Stage.label` give the table its words;
* a :class:`Step` is work the rules do by themselves (the next turn, the end of a trick, an
  effect to finish): :meth:`Step.run` returns the stage it opens, or ``None`` to go on with the
  queue;
* the state keeps its current ``stage`` and a stack of queued steps, ``todo`` (the next step
  last). Out-of-turn windows (a catch, a reaction, priority) are stages whose actor is the
  responding seat; the queue is data in the state, not control flow.

Stages and steps are frozen ``msgspec`` structs tagged with their class name: they compare and
hash by value, clone for free (they never change), and a position writes them as
``{"stage": "NameSuit", "actor": 2}`` and reads them back with their fields checked
(:mod:`.position`). After boardgame.io's phases and stages (``phases: {draw: {moves, endIf,
next}}``) and OpenSpiel's declared game types.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import msgspec

if TYPE_CHECKING:
    from .base import Action, Event, PlayerView


class Stage(msgspec.Struct, frozen=True, tag=True, tag_field="stage"):
    """A decision point: seat ``actor`` must choose one of :meth:`legal`.

    Subclasses add the fields the decision needs (``target``, ``count``…), all public: a view
    shows its seat the stage being decided.
    """

    actor: int

    #: The game's word for the decision, for logs and docs (default: the class name).
    title: ClassVar[str] = ""

    def legal(self, state: Any) -> list["Action"]:
        """The legal actions of ``actor`` in ``state``, in the game's canonical order."""
        raise NotImplementedError

    def explain(self, state: Any, action: "Action") -> str:
        """Why ``action`` (not among :meth:`legal`) is refused, in the game's words."""
        return f"{action} is not a legal move now."

    def apply(self, state: Any, action: "Action", events: list["Event"]) -> "Stage | None":
        """Make ``action``'s effect on ``state``, appending the events it causes (none when the
        state is quiet). Returns the next stage, or ``None`` to run the queued steps."""
        raise NotImplementedError

    def prompt(self, view: "PlayerView") -> str:
        """What the actor is asked, when the board does not make it obvious (``{seat}``
        placeholders name seats); ``""`` for nothing to say."""
        return ""

    def label(self, view: "PlayerView", action: "Action") -> str | None:
        """The label of ``action`` as a choice of this stage (``None``: the game's default
        label, :meth:`~.base.Game.describe_action`)."""
        return None

    def meaning(self, view: "PlayerView", action: "Action") -> str:
        """What choosing ``action`` means, in the rules' words, said where the choice is made
        (a tooltip); ``""`` when the label says it all."""
        return ""


class Step(msgspec.Struct, frozen=True, tag=True, tag_field="step"):
    """Work the rules do by themselves, queued in a state's ``todo``."""

    def run(self, state: Any, events: list["Event"]) -> Stage | None:
        """Do the work, appending events. Returns the stage it opens, or ``None``."""
        raise NotImplementedError


class Ask(Step, frozen=True):
    """A queued decision: opens ``stage`` when the queue reaches it (a choice that waits for
    the steps queued before it). A position reads it back only from a game's subclass whose
    ``stage`` field names that game's stage classes (``class TarunoAsk(Ask, frozen=True):
    stage: TarunoStage``, a union): msgspec cannot tell the subclasses of :class:`Stage` apart
    from a bare ``Stage`` annotation."""

    stage: Stage

    def run(self, state: Any, events: list["Event"]) -> Stage | None:
        return self.stage


class StagedState:
    """The shared driver of stages and steps, mixed into a game's :class:`~.base.State`.

    The state holds ``stage`` (the decision being made, a :class:`Stage`, ``None`` once the
    game is over) and ``todo`` (queued :class:`Step` objects, the next one last); the
    :class:`~.base.State` holds ``history``. :meth:`apply` hands the action to the stage; while
    no stage is open, queued steps run (:meth:`run_steps`). The game is over when no stage is
    open and nothing is queued. A stage or a step may :meth:`halt` the work under way (Tarot
    Combat: a player who loses stops the turn, or the game). Compiled (``hatch_build.py``), an
    extension type whose four fields are C fields (``stages.pxd``).
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """The :class:`~.base.State`'s fields (``args`` and ``kwargs`` are its), then no stage
        open, nothing queued, nothing halted."""
        super().__init__(*args, **kwargs)
        self.stage = None
        self.todo = []
        self.halted = False

    def _copy_base(self) -> "StagedState":
        """:meth:`.base.State._copy_base`, with the stage, the queue and the halt (which,
        compiled, are not in the instance dict that it copies); a game's ``clone`` copies the
        queue."""
        other = super()._copy_base()
        other.stage = self.stage
        other.todo = self.todo
        other.halted = self.halted
        return other

    def current_player(self) -> int | None:
        stage = self.stage
        return None if stage is None else stage.actor

    def legal_actions(self) -> list["Action"]:
        stage = self.stage
        return [] if stage is None else stage.legal(self)

    def explain_illegal(self, action: "Action") -> str:
        stage = self.stage
        if stage is None:
            return "The game is over."
        return stage.explain(self, action)

    def apply(self, action: "Action") -> list["Event"]:
        """Apply a legal ``action`` without checking (:meth:`.base.State.apply`): log it, hand
        it to the stage, run the queued steps while no stage is open. Returns the events (none
        when the state is quiet)."""
        self.history.append(action)
        events: list[Event] = []
        stage = self.stage
        self.stage = None
        following = stage.apply(self, action, events)
        if self.halted:
            self.halted = False
            following = None
        if following is not None:
            self.stage = following
        elif self.stage is None and self.todo:
            self.run_steps(events)
        return events

    def run_steps(self, events: list["Event"]) -> None:
        """Run queued steps until one opens a stage or the queue is empty. A step that halted
        the work (:meth:`halt`) opens nothing."""
        todo = self.todo
        while self.stage is None and todo:
            following = todo.pop().run(self, events)
            if self.halted:
                self.halted = False
            elif following is not None:
                self.stage = following

    def halt(self) -> None:
        """Stop the work under way: the stage that the running stage or step returns is not
        opened, and the queue runs on as the halting rule left it (emptied when the game is
        over, or holding the next turn). Tarot Combat's player who loses halts
        (:meth:`~.combat.state.CombatState.lose`)."""
        self.halted = True

    def then(self, *steps: Step) -> None:
        """Queue ``steps`` to run in the given order, before anything already queued."""
        if len(steps) == 1:
            self.todo.append(steps[0])
        else:
            self.todo.extend(steps[::-1])
