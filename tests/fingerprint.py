"""Behaviour fingerprints: a hash of every step of seeded random games, per game.

A step's record is the whole truth of the position (every zone's cards in order), the seat to
act, the legal actions in order, the progress text of the save listing, and each event the move
caused (kind, card, zones, face, player, who sees it, its sentence: its message in the third
person, :func:`~tarot_table.messages.plain`). A random game's seed fixes its
player count, its options (cycled through the option sets the game declares,
``Game.samples.option_sets``) and every choice, so two commits
that play the same games hash the same; a refactoring that keeps behaviour keeps the hashes.

``python -m tests.fingerprint --games 300 --write`` stores the hashes of seeds ``0 … 299`` of
every game in ``tests/data/fingerprints.json``; ``tests/test_fingerprint.py`` compares.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from pathlib import Path

from tarot_table.messages import plain
from tarot_table.rules import GAMES, RULES_ONLY, find_game

STORE = Path(__file__).resolve().parent / "data" / "fingerprints.json"


def _cards(cards) -> str:
    return " ".join("-" if c is None else str(c) for c in cards)


def _event(e) -> str:
    visible = "all" if e.visible is None else ",".join(map(str, sorted(e.visible)))
    card = "" if e.card is None else str(e.card)
    text = e.text if e.message is None else plain(e.message)
    return f"{e.kind}|{card}|{e.src}|{e.dst}|{int(e.face_up)}|{e.player}|{visible}|{text}"


def setup(name: str, seed: int) -> tuple[int, dict]:
    """The player count and options of game ``name``'s fingerprint game ``seed``: the option
    sets its game declares taken in turn."""
    game = find_game(name)
    spec = game.spec
    players = spec.min_players + seed % (spec.max_players - spec.min_players + 1)
    options = game.samples.option_sets
    return players, dict(options[seed % len(options)])


def game_fingerprint(name: str, seed: int) -> str:
    """The hash (16 hex digits) of fingerprint game ``seed`` of ``name``."""
    game = find_game(name)
    players, options = setup(name, seed)
    state = game.new_state(players, seed, options)
    rng = random.Random(seed)
    digest = hashlib.sha256()

    def record(events) -> None:
        zones = state.zones()
        lines = [f"{zone}:{_cards(zones[zone])}" for zone in sorted(zones)]
        lines.append(f"to act:{state.current_player()}")
        lines.append("legal:" + ";".join(str(a) for a in state.legal_actions()))
        lines.append("progress:" + state.summary()["progress"])
        lines += [_event(e) for e in events]
        digest.update(("\n".join(lines) + "\n\n").encode())

    record(getattr(state, "opening_events", ()))
    while not state.is_terminal():
        record(state.play(rng.choice(state.legal_actions())))
    return digest.hexdigest()[:16]


def fingerprints(name: str, games: int) -> list[str]:
    return [game_fingerprint(name, seed) for seed in range(games)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--game", action="append", help="only these games (default: all)")
    parser.add_argument("--write", action="store_true", help=f"store the hashes in {STORE}")
    args = parser.parse_args(argv)
    names = args.game or sorted({**GAMES, **RULES_ONLY})
    stored = json.loads(STORE.read_text()) if STORE.exists() else {}
    for name in names:
        hashes = fingerprints(name, args.games)
        whole = hashlib.sha256("".join(hashes).encode()).hexdigest()[:16]
        known = stored.get(name, [])[:args.games]
        same = "same as stored" if hashes == known else (
            f"differs from stored at seed {next(i for i, (a, b) in enumerate(zip(hashes, known)) if a != b)}"
            if len(known) == len(hashes) else "not stored")
        print(f"{name}: {args.games} games, {whole} ({same})")
        stored[name] = hashes
    if args.write:
        STORE.parent.mkdir(exist_ok=True)
        STORE.write_text(json.dumps(stored, indent=1) + "\n")
        print(f"wrote {STORE}")


if __name__ == "__main__":
    main()
