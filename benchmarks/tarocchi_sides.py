"""Tarocchi: how one agent's side fared, as the declarer's side and as the defenders', over the
one-deal matches a ``tarot-table sim --record DIR`` run saved.

    tarot-table sim --game tarocchi --players 5 \\
        --seats hard,heuristic,heuristic,heuristic,heuristic \\
        --option deals=1 --duplicate --games 40 --record DIR --json
    python benchmarks/tarocchi_sides.py DIR [--agent hard] [--json]

Each save is replayed to its end; the agent's chair is the one whose seat name begins with the
agent's spec (``sim`` names seats ``"<spec> <chair>"``). A deal is won by the side over 34 of
the 68 card points (``rules/tarocchi/stages.py``, ``settle``); 34 to 34 is won by neither side.
Prints, for the deals the agent's side declared (the agent declarer or called partner), those
it defended, and all: deals, won, tied, the share won and its Wilson 95% interval.
Raises ``SystemExit`` when ``DIR`` holds no save of a one-deal Tarocchi match with that agent.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.rules.tarocchi import TOTAL_POINTS  # noqa: E402
from tarot_table.session import Session  # noqa: E402
from tarot_table.sim import wilson_interval  # noqa: E402
from tarot_table.storage import read_save  # noqa: E402


def side_record(doc: dict[str, Any], agent: str) -> tuple[str, str] | None:
    """``(role, result)`` of ``agent``'s chair in one saved one-deal match: role
    ``"declarer"`` (its side declared) or ``"defender"``, result ``"won"``, ``"lost"`` or
    ``"tied"``; ``None`` when no seat is the agent's or the match is not over."""
    session = Session.from_save(doc, autosave=False)
    state = session.state
    chairs = [c for c, seat in enumerate(session.seats) if seat.name.split(" ")[0] == agent]
    if not chairs or not state.is_terminal():
        return None
    role = "declarer" if chairs[0] in state.side_of(state.declarer) else "defender"
    change = state.results[-1][chairs[0]]           # the deal's settlement, ``settle``
    return (role, "won" if change > 0 else "lost" if change < 0 else "tied")


def tally(records: list[tuple[str, str]]) -> dict[str, Any]:
    """Per role and in all: ``{"deals", "won", "tied", "share", "ci95"}``."""
    out: dict[str, Any] = {}
    for role in ("declarer", "defender", "all"):
        rows = [r for r in records if role in ("all", r[0])]
        won = sum(r[1] == "won" for r in rows)
        lo, hi = wilson_interval(won, len(rows))
        out[role] = {"deals": len(rows), "won": won, "tied": sum(r[1] == "tied" for r in rows),
                     "share": round(won / len(rows), 4) if rows else 0.0,
                     "ci95": [round(lo, 4), round(hi, 4)]}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("--agent", default="hard")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    records = []
    for path in sorted(args.directory.glob("*.json")):
        doc = read_save(path)
        if doc.get("game") != "tarocchi":
            continue
        record = side_record(doc, args.agent)
        if record is not None:
            records.append(record)
    if not records:
        raise SystemExit(f"no finished Tarocchi match with a {args.agent} seat in "
                         f"{args.directory}")
    result = tally(records)
    if args.json:
        print(json.dumps({"agent": args.agent, "points": TOTAL_POINTS, **result}, indent=2))
    else:
        for role, row in result.items():
            lo, hi = row["ci95"]
            print(f"{args.agent} as {role}: {row['won']} of {row['deals']} won "
                  f"({row['tied']} tied): {row['share']:.3f} [{lo:.3f}, {hi:.3f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
