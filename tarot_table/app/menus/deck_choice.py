"""The decks a seat may bring to a Tarot Combat game with own decks (seed §7), as the new-game
screen offers them: one the AI builds, the prebuilt decks (``assets/decks``) and the player's
saved decks (:mod:`tarot_table.deckbox`)."""

from __future__ import annotations

from ... import deckbox
from ...ai.combat_decks import constructed_deck
from ...rules.combat.decks import DeckError, deck_codes

#: The choice of a deck the AI builds (:func:`~tarot_table.ai.combat_decks.constructed_deck`).
AI_BUILDS = "AI-built"
#: The two ways to play Tarot Combat's piles, as the new-game screen names them.
SHARED, OWN = "Shared piles", "Own decks"


def prebuilt_name(name: str) -> str:
    """How a prebuilt deck's name reads in a choice (a saved deck may share its name): the
    name first, so that a narrow drop-down that cuts it still tells the decks apart.

    >>> prebuilt_name("Cups and Coins")
    'Cups and Coins (prebuilt)'
    """
    return f"{name} (prebuilt)"


def deck_choices() -> tuple[dict[str, str], list[str]]:
    """The decks on offer, by the name the choice shows (:data:`AI_BUILDS` first) → their
    cards as the ``decks`` option holds them (card codes), and a sentence per saved deck file
    that could not be read (left where it is, :func:`deckbox.load_decks`)."""
    choices = {AI_BUILDS: deck_codes(constructed_deck())}
    problems: list[str] = []
    try:
        prebuilt = deckbox.prebuilt_decks()
    except DeckError as exc:
        prebuilt, problems = [], list(exc.problems)
    choices.update((prebuilt_name(deck.name), deck_codes(deck.cards)) for deck in prebuilt)
    saved, unread = deckbox.load_decks()
    choices.update((deck.name, deck_codes(deck.cards)) for deck in saved)
    return choices, problems + unread
