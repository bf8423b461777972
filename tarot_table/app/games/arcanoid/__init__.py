"""Arcanoid's table: battlefields instead of seats around a trick (:mod:`.layout`, painted by
:mod:`.painting`, kept in step with the animation by :mod:`.fields`), moves made by selecting
cards and dropping them on lanes, the discard pile and the Chariot, notes at the lanes, and the
neutral "Fool?" window of hot-seat play.

The game names it in its ``Plugins(table="tarot_table.app.games.arcanoid:ArcanoidTable")``.
"""

from __future__ import annotations

from typing import Any, Sequence

from ....cards import Card
from ....rules.arcanoid import FIELDS, ArcanoidView, CommitError
from ....rules.arcanoid.commitments import FIELD_SUIT, classify, short_force
from ....rules.base import Action, PlayerView
from ...draw.layout import TableLayout
from ..plugin import Facts, TablePlugin
from .fields import FieldTable
from .layout import layout_for


class ArcanoidTable(TablePlugin):
    """Arcanoid at the table (see the module docstring)."""

    drops_on_zones = True

    def layout(self, size: tuple[int, int], num_seats: int, viewer: int,
               zones: Sequence[str], part: Any = None) -> TableLayout:
        """The battlefields, the daemon's row opened while a daemon plays."""
        daemon = part is not None and part.master is not None
        return layout_for(size, num_seats, viewer, zones, daemon=daemon)

    def board_part(self, host: Any, view: PlayerView) -> FieldTable:
        return FieldTable(host, view, self)

    def facts(self, view: ArcanoidView) -> Facts:
        return Facts(scores=view.scores)

    def drop_zones(self, view: ArcanoidView, action: Action) -> tuple[str, ...]:
        """The zones where the table makes ``action`` by dropping its cards (a card-less one by
        a button at the zone): a commitment or an abdication on the acting actor's lane of each
        battlefield it names, a discard on ``"discard"``, loading the Chariot on the actor's
        ``"chariot:<who>"``; ``()`` for the actions chosen in a dialog."""
        who = view.who(view.acting)
        if action.kind in ("commit", "abdicate"):
            return tuple(f"field:{w}:{who}" for w in str(action.target).split("+"))
        if action.kind == "discard":
            return ("discard",)
        if action.kind in ("chariot", "reserve"):
            return (f"chariot:{who}",)
        return ()

    def drop_targets(self, view: ArcanoidView) -> tuple[str, ...]:
        """Every zone the acting actor may aim a drop at (a refused drop there is explained):
        its lanes, the discard pile and its Chariot."""
        who = view.who(view.acting)
        return tuple(f"field:{w}:{who}" for w in FIELDS) + ("discard", f"chariot:{who}")

    def drop_action(self, view: ArcanoidView, cards: tuple[Card, ...], zone: str) -> Action:
        """The action a drop of ``cards`` on ``zone`` attempts, legal or not: a commitment on a
        lane's battlefield, a discard, loading the Chariot (with the Chariot among the cards)
        or its reserve."""
        kind, _, rest = zone.partition(":")
        if kind == "field":
            return Action("commit", tuple(cards), rest.partition(":")[0])
        if kind == "chariot":
            chariot = any(c.is_major and c.rank == 7 for c in cards)
            return Action("chariot" if chariot else "reserve", tuple(cards))
        return Action("discard", tuple(cards))

    def reaction_window(self, action: Action) -> tuple[str, str, str] | None:
        """The neutral pause a hot-seat table makes after ``action`` so that nobody's reaction
        gives away what they hold: (title, the reacting button's label, the reaction's action
        kind) — ``("Fool?", "Steal with the Fool", "steal")`` after a commitment the Fool may
        steal (notes "Moves and timing") — or ``None``."""
        if action.kind != "commit" or action.target not in FIELD_SUIT:
            return None
        try:
            force = classify(action.cards, FIELD_SUIT[action.target])
        except CommitError:
            return None
        return ("Fool?", "Steal with the Fool", "steal") if force.stealable else None

    def zone_notes(self, view: ArcanoidView) -> dict[str, str]:
        """Short public notes the table writes at zones: each lane's running strength
        (``"field:<field>:<who>"``: "17½", "royal couple", "abdicated"; nothing while the
        Fool's window is open, which would tell that someone can steal), the battlefield under
        Temperance (``"field:<field>"``), and per actor (``"seat:<who>"``) the battlefields
        done ("2/4 done", "finished" when out) and the Hermit's extra moves left
        ("2/4 · Hermit 3")."""
        n = view.num_players
        notes: dict[str, str] = {}
        words = [view.who(a) for a in range(n + 1)]
        for a, row in enumerate(view.commits):
            for f, commit in enumerate(row):
                if commit is not None:
                    notes[f"field:{FIELDS[f]}:{words[a]}"] = short_force(commit.force)
            done = sum(c is not None for c in row)
            if a < n or view.daemon_master is not None:
                notes[f"seat:{words[a]}"] = "finished" if done == 4 and \
                    view.out[a] else f"{done}/4 done"
        if view.temperance is not None:
            owner, f = view.temperance
            name = "the daemon" if owner == n else f"{{{owner}}}"
            notes[f"field:{FIELDS[f]}"] = f"Temperance ({name})"
        if view.hermit is not None:
            owner, left = view.hermit
            notes[f"seat:{words[owner]}"] = \
                notes[f"seat:{words[owner]}"].replace(" done", "") + f" · Hermit {left}"
        return notes
