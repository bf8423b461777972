"""The registry of games: :func:`find_game`, :data:`GAMES` (name → :class:`Game`, the games
offered at the table: Tarok, Tarocchi, Taruno, Arcanoid and Tarot Combat) and
:data:`RULES_ONLY` (games whose rules core is complete and tested, playable by
``tarot-table sim``, but not yet offered at the table: none today but the tests' High
Card)."""

from __future__ import annotations

from .arcanoid import ARCANOID
from .base import Game, IllegalActionError
from .combat import COMBAT
from .tarocchi import TAROCCHI
from .tarok import TAROK
from .taruno import TARUNO

GAMES: dict[str, Game] = {game.spec.name: game for game in (TAROK, TAROCCHI, TARUNO, ARCANOID,
                                                             COMBAT)}
RULES_ONLY: dict[str, Game] = {}


def register(game: Game, *, at_table: bool = True) -> None:
    """Add ``game`` to the registry under its spec's name: offered at the table (:data:`GAMES`)
    or, with ``at_table=False``, for ``sim`` and the tests only (:data:`RULES_ONLY`). Raises
    ``ValueError`` when the name is taken by another game."""
    name = game.spec.name
    known = GAMES.get(name) or RULES_ONLY.get(name)
    if known is not None and known is not game:
        raise ValueError(f"a game named {name!r} is registered already")
    (GAMES if at_table else RULES_ONLY)[name] = game



def find_game(name: str) -> Game:
    """The registered game called ``name``. Raises ``KeyError`` listing the known names."""
    try:
        return GAMES.get(name) or RULES_ONLY[name]
    except KeyError:
        known = ", ".join(sorted({**GAMES, **RULES_ONLY}))
        raise KeyError(f"no game {name!r}; known games: {known}") from None


__all__ = ["GAMES", "RULES_ONLY", "Game", "IllegalActionError", "find_game", "register"]
