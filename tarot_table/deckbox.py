"""Named Tarot Combat decks: the player's own, saved in the user data directory, and the
prebuilt ones shipped in ``assets/decks/`` (for the AI and new players).

A deck is a text file, ``<data_dir()>/decks/<slug>.txt``, in the deck text form of
:mod:`tarot_table.rules.combat.decks` (a ``# name`` line, then one card code per line), written
with the saves' atomic recipe (:func:`tarot_table.storage.write_file`). Saving checks the deck
first (a constructed deck: 40 cards out of one 78-card deck, :func:`~tarot_table.rules.combat.
decks.check_constructed`) and its name (:func:`tarot_table.names.check_name`) and writes nothing
when either is wrong. A file is read by :func:`tarot_table.storage.read_file` (a regular file of
at most :data:`MAX_DECK_BYTES`); one that is not a deck is reported by :func:`load_decks` and
left where it is; saving over a damaged one first moves it aside into the saves' ``corrupt/``
folder (:func:`tarot_table.storage.quarantine`), byte for byte, and one that is not a regular
file is never saved over (the deck takes another file name). Two names whose file names would
be the same (``Swords!`` and ``Swords?``) get different files. Listing the decks removes the
temporary files of interrupted writes (:func:`tarot_table.storage.remove_stale_temp_files`).

This module is stdlib and the layers below (no pygame).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from . import storage
from .cards import Card
from .names import check_name
from .resources import asset_path
from .rules.combat.decks import (NAME_LIMIT, DeckError, check_constructed, deck_from_text,
                                 deck_text)

#: The largest file read as a deck (bytes): a deck of 80 lines takes well under 1 KB.
MAX_DECK_BYTES = 64 * 1024
_SUFFIX = ".txt"


@dataclass(frozen=True)
class NamedDeck:
    """A deck with its ``name``, its ``cards`` (display order) and the file it was read from."""

    name: str
    cards: tuple[Card, ...]
    path: Path


def decks_dir() -> Path:
    """``storage.data_dir() / "decks"`` (not created here)."""
    return storage.data_dir() / "decks"


def _slug(name: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:NAME_LIMIT].strip("-")
    return slug or "deck"


def read_deck(path: Path) -> NamedDeck:
    """The deck in ``path``, named by its ``# name`` line, else by its file's name (its first
    :data:`~tarot_table.rules.combat.decks.NAME_LIMIT` characters). Raises
    :class:`~tarot_table.rules.combat.decks.DeckError` naming the file and what is wrong (every
    bad line; not a regular file, too large, a name that shows nothing), or ``OSError`` when it
    cannot be read."""
    try:
        data = storage.read_file(path, MAX_DECK_BYTES, "a deck")
    except storage.RefusedFile as exc:
        raise DeckError([f"{path.name} {exc}"]) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise DeckError([f"{path.name} is not UTF-8 text"]) from None
    try:
        read = deck_from_text(text)
    except DeckError as exc:
        raise DeckError([f"{path.name}: {p}" for p in exc.problems]) from None
    try:
        name = check_name(read.name or path.stem[:NAME_LIMIT], NAME_LIMIT, "its name")
    except ValueError as exc:
        raise DeckError([f"{path.name}: {exc}"]) from None
    return NamedDeck(name, tuple(sorted(read.cards)), path)


def load_decks(directory: Path | None = None) -> tuple[list[NamedDeck], list[str]]:
    """The decks saved in ``directory`` (default :func:`decks_dir`), by name, and a sentence per
    file that could not be read (left where it is). The temporary files of interrupted writes
    there are removed (:func:`tarot_table.storage.remove_stale_temp_files`)."""
    folder = decks_dir() if directory is None else directory
    decks, problems = [], []
    if not folder.is_dir():
        return decks, problems
    storage.remove_stale_temp_files(folder)
    for path in sorted(folder.glob(f"*{_SUFFIX}")):
        try:
            decks.append(read_deck(path))
        except DeckError as exc:
            problems.append("; ".join(exc.problems))
        except OSError as exc:
            problems.append(f"{path.name} could not be read: {exc.strerror or exc}")
    return sorted(decks, key=lambda d: d.name.lower()), problems


def prebuilt_decks() -> list[NamedDeck]:
    """The decks shipped in ``assets/decks/``, by name."""
    decks, problems = load_decks(asset_path("decks"))
    if problems:
        raise DeckError(problems)
    return decks


def _path_for(name: str, folder: Path) -> Path:
    """The file of the deck ``name``: its slug, or the slug numbered when another deck's name
    has it already or something that is not a regular file is there."""
    base = _slug(name)
    for n in range(1, 1000):
        path = folder / (f"{base}{_SUFFIX}" if n == 1 else f"{base}-{n}{_SUFFIX}")
        if not path.exists():
            return path
        if not path.is_file():
            continue
        try:
            if read_deck(path).name == name:
                return path
        except (DeckError, OSError):
            return path
    raise OSError(f"no free file name for the deck {name!r} in {folder}")


def save_deck(name: str, cards: Sequence[Card], jokers: bool = False,
              directory: Path | None = None) -> Path:
    """Check the constructed deck ``cards`` and save it as ``name`` (replacing the deck of that
    name). Returns the file written. Raises ``ValueError`` for a bad name,
    :class:`~tarot_table.rules.combat.decks.DeckError` for a deck breaking a rule (nothing is
    written), ``OSError`` when the write fails (the old file stays as it was)."""
    name = check_name(name, NAME_LIMIT, "a deck's name")
    check_constructed(list(cards), jokers)
    folder = decks_dir() if directory is None else directory
    folder.mkdir(parents=True, exist_ok=True)
    path = _path_for(name, folder)
    if path.exists():
        try:
            read_deck(path)
        except (DeckError, OSError):
            storage.quarantine(path)
    storage.write_file(path, deck_text(cards, name).encode("utf-8"))
    return path


def delete_deck(deck: NamedDeck) -> None:
    """Remove the file of a saved deck (the player's own Delete)."""
    deck.path.unlink(missing_ok=True)
