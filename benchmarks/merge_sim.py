"""Merge the JSON reports of ``tarot-table sim`` runs of the same seats over disjoint seeds
(e.g. two halves run in parallel on two cores) into one report.

    python benchmarks/merge_sim.py run-a.json run-b.json [...]

Wins, games shared by all, errors and decisions add up; the Wilson interval is recomputed; the
mean score is weighted by games. Decision-time percentiles cannot be merged exactly from
percentiles: the merged ``decision_ms`` gives the largest ``p50``, ``p95`` and ``max`` of the
runs (an upper bound of each).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.sim import wilson_interval  # noqa: E402


def merge(reports: list[dict]) -> dict:
    first = reports[0]
    for other in reports[1:]:
        if ([s["agent"] for s in other["seats"]] != [s["agent"] for s in first["seats"]]
                or other["game"] != first["game"]):
            raise ValueError("the reports are not of the same game and seats")
    games = sum(r["games"] for r in reports)
    seats = []
    for i, seat in enumerate(first["seats"]):
        runs = [r["seats"][i] for r in reports]
        wins = sum(s["wins"] for s in runs)
        lo, hi = wilson_interval(wins, games)
        seats.append({
            "agent": seat["agent"], "wins": wins,
            "shared_by_all": sum(s.get("shared_by_all", 0) for s in runs),
            "win_rate": round(wins / games, 4),
            "ci95": [round(lo, 4), round(hi, 4)],
            "mean_score": round(sum(s["mean_score"] * r["games"]
                                    for s, r in zip(runs, reports)) / games, 2),
            "errors": sum(s["errors"] for s in runs),
            "decisions": sum(s.get("decisions", 0) for s in runs),
            "decision_ms": {k: max(s["decision_ms"][k] for s in runs)
                            for k in ("p50", "p95", "max")},
        })
    return {"game": first["game"], "players": first["players"], "games": games,
            "deals": sum(r.get("deals", r["games"]) for r in reports),
            "duplicate": all(r.get("duplicate", False) for r in reports),
            "seeds": [r["seed"] for r in reports],
            "seconds": round(sum(r["seconds"] for r in reports), 3), "seats": seats}


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    print(json.dumps(merge([json.loads(Path(p).read_text()) for p in argv]), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
