"""Who wins a battle, and who wins the game (notes "Battle value" and "Game winner", ours: the
seed's own lists are lost).

A battle compares every player's commitment on one battlefield (the daemon counts as a
separate player); the first tier anyone reaches decides: the World, the imperial couple, the
royal couple, an illegitimate couple, the highest value (knight 17½, knave 14½, numerics their
sum), abdications. Equal numeric sums: the higher top card, then the next, …; then a card
native to the suit beats a transmuted one; then the earlier commitment. If everyone abdicated,
the last abdication wins.

The game: most battles over the regular rounds; then most distinct suits won; then count back
(most battles in the last round, then the round before, …); then an extra round judged by its
battles, then its distinct suits (two extra rounds at most); then a shared win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...messages import say
from ..base import Event
from .commitments import FIELD_SUIT, FIELDS, Force, describe_force, short_force

if TYPE_CHECKING:
    from .table import ArcanoidTable

TIER = {"world": 6, "imperial": 5, "royal": 4, "illegitimate": 3, "numeric": 2, "knave": 2,
        "knight": 2, "abdication": 0, "judgment": 0}


def battle_key(force: Force, time: int) -> tuple:
    """The sort key of a commitment made at ``time`` (a move counter): higher wins."""
    tier = TIER[force.kind]
    if tier == 0:
        return (0, 0, (), 0, time)
    return (tier, force.value, force.ranks, 0 if force.transmuted is None else -1, -time)


def battle_winner(entries: Sequence[tuple[int, Force, int]]) -> int:
    """The winner of one battle among ``entries`` (:func:`resolve`, without its reason)."""
    return max(entries, key=lambda e: battle_key(e[1], e[2]))[0]


def resolve(entries: Sequence[tuple[int, Force, int]]) -> tuple[int, str]:
    """The winner of one battle among ``entries`` — ``(player, force, time)`` for at least two
    players — and the reason in words, e.g. ``"the royal couple beats a knight (17½)"``.

    >>> from tarot_table.rules.arcanoid.commitments import Force
    >>> resolve([(0, Force("numeric", 34, (7, 6, 4)), 1), (1, Force("numeric", 38, (10, 9)), 2)])
    (1, '19 (10+9) beats 17 (7+6+4)')
    """
    ranked = sorted(entries, key=lambda e: battle_key(e[1], e[2]), reverse=True)
    (who, best, t1), (_, second, t2) = ranked[0], ranked[1]
    a, b = battle_key(best, t1), battle_key(second, t2)
    if a[0] == 0:
        return who, "everyone abdicated: the last abdication wins"
    text = f"{describe_force(best)} beats {describe_force(second)}"
    if a[:2] != b[:2]:
        return who, text
    if a[2] != b[2]:
        return who, text + " on the higher cards"
    if a[3] != b[3]:
        return who, text + ": a native card beats a transmuted one"
    return who, text + ": committed earlier"


def fight(st: "ArcanoidTable", events: list[Event]) -> tuple[int | None, ...]:
    """The four battles of the round in ``st``, each between every actor's commitment on its
    battlefield (:func:`resolve`; in a quiet state :func:`battle_winner`, without the reason
    in words): per battlefield the seat winning it, the daemon's battles its master's, the
    USA's nobody's (``None``); a ``score`` event each, naming the winner, the reason and every
    lane's strength."""
    row = []
    for f, word in enumerate(FIELDS):
        entries = [(a, st.commits[a][f].force, st.commits[a][f].time) for a in st.actors()]
        if st.quiet:
            row.append(st.controller(battle_winner(entries)))
            continue
        winner, reason = resolve(entries)
        seat = st.controller(winner)
        row.append(seat)
        lanes = {st.who(a): short_force(st.commits[a][f].force) for a in st.actors()}
        events.append(Event("score", player=seat,
                            data={"field": word, "winner": st.who(winner), "reason": reason,
                                  "lanes": lanes},
                            message=say("{seat} wins the battle of {field}: {reason}.",
                                        seat=st.name(winner), field=FIELD_SUIT[word],
                                        reason=reason)))
    return tuple(row)


def _suits(round_winners: Sequence[int], seat: int) -> set[int]:
    return {i for i, w in enumerate(round_winners) if w == seat}


def battles_won(results: Sequence[Sequence[int | None]], n: int) -> list[int]:
    """Battles won per seat over ``results`` (per round, the winning seat of each battlefield;
    ``None``: the USA's, nobody's)."""
    totals = [0] * n
    for row in results:
        for seat in row:
            if seat is not None:
                totals[seat] += 1
    return totals


def leaders(results: Sequence[Sequence[int]], n: int) -> tuple[int, ...]:
    """The seats still tied after the regular rounds' criteria: most battles, then most
    distinct suits won, then count back from the last round.

    >>> leaders([(0, 0, 1, 1), (1, 1, 1, 0)], 2)
    (1,)
    """
    tied = list(range(n))
    totals = battles_won(results, n)
    tied = _best(tied, lambda s: totals[s])
    suits = [set().union(*(_suits(r, s) for r in results)) for s in range(n)]
    tied = _best(tied, lambda s: len(suits[s]))
    for row in reversed(results):
        tied = _best(tied, lambda s: sum(w == s for w in row))
    return tuple(tied)


def extra_round_leaders(row: Sequence[int], tied: Sequence[int]) -> tuple[int, ...]:
    """Among ``tied``, those best in one extra round ``row``: most battles, then most distinct
    suits (the same thing in a single round, kept for clarity of the rule)."""
    return tuple(_best(list(tied), lambda s: sum(w == s for w in row)))


def _best(seats: list[int], score) -> list[int]:
    top = max(score(s) for s in seats)
    return [s for s in seats if score(s) == top]
