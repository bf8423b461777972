"""cProfile of Tarok's two hot paths: random playouts (``state.apply``) and ISMCTS search.

    python benchmarks/profile_tarok.py [--seconds 2] [--top 15]

Prints, for each, the functions with the most time of their own (``tottime``).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarot_table.bench import ismcts_speed, random_playouts  # noqa: E402
from tarot_table.rules import find_game  # noqa: E402


def profiled(label: str, call, top: int) -> None:
    profile = cProfile.Profile()
    profile.enable()
    result = call()
    profile.disable()
    out = io.StringIO()
    pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(top)
    print(f"== {label}: {result}")
    text = out.getvalue()
    print(text[text.index("ncalls") - 3:] if "ncalls" in text else text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args(argv)
    tarok = find_game("tarok")
    profiled("Tarok 4p random playouts", lambda: random_playouts(tarok, 4, args.seconds), args.top)
    profiled("Tarok 4p ISMCTS (hard's search)",
             lambda: ismcts_speed("tarok", 4, args.seconds * 1000 / 3), args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
