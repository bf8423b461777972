"""What a seat of Tarot Combat may know: :class:`CombatView`."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card
from ..base import PlayerView
from ..stages import Step
from .objects import Entry, Farm, Hit, Soldier


@dataclass(frozen=True, kw_only=True)
class CombatView(PlayerView):
    """A seat's view of a game of Tarot Combat. The zones are ``draw`` (face down, except to a
    seat searching it), ``discard`` and ``limbo`` (face up), and per seat ``hand:<s>`` (only the
    viewer's face up), ``soldiers:<s>`` (face up) and ``farms:<s>`` (only the viewer's face up).
    Every field below is public.
    """

    #: The seat that took the first turn.
    first: int
    #: The seat whose turn it is (the active player).
    active: int
    #: Turns begun since the start, from 1.
    turn: int
    #: The step of the turn: ``"beginning"``, ``"draw"``, ``"attack"`` or ``"main"``.
    step: str
    #: The moment of the attack step: ``"attackers"``, ``"blockers"``, ``"damage"``,
    #: ``"end of combat"``; ``""`` in the other steps.
    moment: str
    #: Life per seat (20 at the start; 0 or less: lost).
    life: tuple[int, ...]
    #: Per seat, whether it has lost and left the game.
    out: tuple[bool, ...]
    #: Per seat, its soldiers in play, in its row's order (ids, damage, combat roles).
    soldiers: tuple[tuple[Soldier, ...], ...]
    #: Per seat, its farms in the order played; their cards only in the viewer's own row.
    farms: tuple[tuple[Farm, ...], ...]
    #: The cards in limbo, bottom to top, with their players and choices.
    limbo: tuple[Entry, ...]
    #: Damage decided at the speed being dealt, not dealt yet.
    pending: tuple[Hit, ...]
    #: The work the rules have queued, next last: the moments and steps still to come, the
    #: resolution under way (all of it public, and needed to go on from this view).
    todo: tuple[Step, ...]
    #: The id the next card played will get.
    next_id: int
    #: Whether the active player has played its farm this turn.
    farm_played: bool
    #: Whether the first player's first draw step is still to be skipped (2 players).
    skip_draw: bool
    #: Additional attack steps due this turn (the Chariot).
    extra_attacks: int
    #: Whether attackers were declared in this attack step.
    combat: bool
    #: Per seat, cards known to be in its hand (revealed when taken: the Hermit, the Devil,
    #: the Moon, the Sun, the World), until they leave it or the seat plays a farm.
    revealed: tuple[tuple[Card, ...], ...]
    #: Whether the game is played with Jokers (option).
    jokers: bool
    #: The winners once the game is over.
    winners: tuple[int, ...]
    #: Teams (seed §8): ``"none"``, ``"alliance"`` or ``"as one"`` (:mod:`.teams`).
    team_mode: str = "none"
    #: Players per team (2 or 3) when there are teams.
    team_size: int = 2
    #: The team of each seat (its own seat number without teams).
    teams: tuple[int, ...] = ()
    #: As one: the active player's teammates who played their farm this turn.
    team_farms: tuple[int, ...] = ()
    #: Own decks: each player's deck, the cards it owns (decision (ours): deck lists are shown to
    #: every player before the game); ``None`` when the players share the piles. The zones are
    #: then ``draw:<s>`` and ``discard:<s>`` instead of ``draw`` and ``discard``.
    decks: tuple[tuple[Card, ...], ...] | None = None

    def opponents(self, a: int, b: int) -> bool:
        """Whether seats ``a`` and ``b`` are opponents (not on the same team)."""
        teams = self.teams or tuple(range(self.num_players))
        return teams[a] != teams[b]

    def draw_zone(self, seat: int) -> str:
        """The draw pile ``seat`` draws from."""
        return "draw" if self.decks is None else f"draw:{seat}"

    def discard_zone(self, seat: int) -> str:
        """The discard pile ``seat``'s own cards go to."""
        return "discard" if self.decks is None else f"discard:{seat}"

    def soldier(self, ident: int) -> tuple[int, Soldier] | None:
        """The controller and the soldier ``#ident`` in play, or ``None``."""
        for seat, row in enumerate(self.soldiers):
            for soldier in row:
                if soldier.id == ident:
                    return seat, soldier
        return None
