"""The registry of games: :func:`find_game` and :data:`GAMES` (name → :class:`Game`)."""

from __future__ import annotations

from .base import Game, IllegalActionError
from .tarok import TAROK

GAMES: dict[str, Game] = {game.spec.name: game for game in (TAROK,)}


def find_game(name: str) -> Game:
    """The registered game called ``name``. Raises ``KeyError`` listing the known names."""
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"no game {name!r}; known games: {', '.join(sorted(GAMES))}") from None


__all__ = ["GAMES", "Game", "IllegalActionError", "find_game"]
