"""Arcanoid's table: battlefields instead of seats around a trick (:mod:`.layout`, painted by
:mod:`.painting`, kept in step with the animation by :mod:`.fields`), moves made by selecting
cards and dropping them on lanes, the discard pile and the Chariot, notes at the lanes, and the
neutral "Fool?" window of hot-seat play.

The game names it in its ``Plugins(table="tarot_table.app.games.arcanoid:ArcanoidTable")``.
"""

from __future__ import annotations

from typing import Sequence

from ....cards import Card
from ....rules.arcanoid import FIELDS, ArcanoidView, CommitError
from ....rules.arcanoid.commitments import (FIELD_SUIT, MAGICIAN, SECRET, classify, completable,
                                            major, short_force)
from ....rules.base import Action, PlayerView
from ...draw.layout import TableLayout
from ..plugin import Facts, TableHost, TablePlugin
from .fields import FieldTable
from .layout import layout_for


class ArcanoidTable(TablePlugin):
    """Arcanoid at the table (see the module docstring)."""

    drops_on_zones = True
    hand_word = "round"

    def layout(self, size: tuple[int, int], num_seats: int, viewer: int,
               zones: Sequence[str], part: FieldTable | None = None, text_scale: float = 1.0
               ) -> TableLayout:
        """The battlefields, the daemon's row opened while a daemon plays."""
        daemon = part is not None and part.master is not None
        return layout_for(size, num_seats, viewer, zones, daemon=daemon, text_scale=text_scale)

    def board_part(self, host: TableHost, view: PlayerView) -> FieldTable:
        return FieldTable(host, view, self)

    def facts(self, view: ArcanoidView) -> Facts:
        return Facts(scores=view.scores)

    def drop_zones(self, view: ArcanoidView, action: Action) -> tuple[str, ...]:
        """The zones where the table makes ``action`` by dropping its cards (a card-less one by
        a button at the zone): a commitment or an abdication (WORMS: a completion; MALTA: a
        secret commitment) on the acting actor's lane of each battlefield it names, a discard on ``"discard"``, loading the Chariot on the actor's
        ``"chariot:<who>"``; ``()`` for the actions chosen in a dialog."""
        who = view.who(view.acting)
        if action.kind in ("commit", "abdicate", "complete") or \
                action.kind == "secret" and view.variant == "malta":
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
        lane's battlefield (WORMS: the completion of the ace lying there; MALTA: with the
        Magician among the cards, a secret commitment), a discard, loading the Chariot (with
        the Chariot among the cards) or its reserve. KOBLENZ's secret commitments are chosen
        among the choices."""
        kind, _, rest = zone.partition(":")
        if kind == "field":
            field = rest.partition(":")[0]
            mine = view.commits[view.acting][FIELDS.index(field)] \
                if view.acting is not None and field in FIELDS else None
            if view.variant == "worms" and completable(mine):
                return Action("complete", tuple(cards), field)
            if view.variant == "malta" and major(MAGICIAN) in cards:
                return Action("secret", tuple(cards), field)
            return Action("commit", tuple(cards), field)
        if kind == "chariot":
            chariot = any(c.is_major and c.rank == 7 for c in cards)
            return Action("chariot" if chariot else "reserve", tuple(cards))
        return Action("discard", tuple(cards))

    def reaction_window(self, action: Action) -> tuple[str, str, str] | None:
        """The neutral pause a hot-seat table makes after ``action`` so that nobody's reaction
        gives away what they hold: (title, the reacting button's label, the reaction's action
        kind) — ``("Fool?", "Steal with the Fool", "steal")`` after a commitment the Fool may
        steal (notes "Moves and timing"; a WORMS completion by its new cards alone), and after
        every secret commitment, which nobody else can see (KOBLENZ, MALTA) — or ``None``."""
        if action.kind == "secret":
            return ("Fool?", "Steal with the Fool", "steal")
        if action.kind not in ("commit", "complete") or action.target not in FIELD_SUIT:
            return None
        try:
            force = classify(action.cards, FIELD_SUIT[action.target])
        except CommitError:
            return None
        return ("Fool?", "Steal with the Fool", "steal") if force.stealable else None

    def sits_out(self, view: ArcanoidView) -> bool:
        """Its battlefields all settled (committed or abdicated), and its daemon's too: the
        round goes on without it."""
        daemon = view.num_players
        return view.out[view.player] and (view.daemon_master != view.player or view.out[daemon])

    def zone_notes(self, view: ArcanoidView) -> dict[str, str]:
        """Short public notes the table writes at zones: each lane's running strength
        (``"field:<field>:<who>"``: "17½", "royal couple", "abdicated"; nothing while the
        Fool's window is open, which would tell that someone can steal), the battlefield under
        Temperance (``"field:<field>"``), and per actor (``"seat:<who>"``) the battlefields
        done ("2/4 done", "finished" when out) and the Hermit's extra moves left
        ("2/4 · Hermit 3"). Another's secret commitment reads "face down"; one's own, its
        strength and "face down" ("17½ · face down"); GAZA's USA is an actor too."""
        n = view.num_players
        notes: dict[str, str] = {}
        words = [view.who(a) for a in range(len(view.commits))]
        for a, row in enumerate(view.commits):
            for f, commit in enumerate(row):
                if commit is not None:
                    note = short_force(commit.force)
                    if view.secret[a][f] is not None and commit.force.kind != SECRET.kind:
                        note += " · face down"
                    notes[f"field:{FIELDS[f]}:{words[a]}"] = note
            done = sum(c is not None for c in row)
            if a != n or view.daemon_master is not None:
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
