"""Teams and own decks for Tarot Combat: the options that go beyond the shared-deck game (seed
§2 "Game zones", §6 "Ownership", §7 "How to make your own deck", §8 "Teams"; notes "Beyond the
duel"). The state (:mod:`.state`) plays them; this module says what they are and checks them.

Teams (seed §8): "Players in four and six-player games can play as teams with two to three
players per team."

* ``"alliance"`` — "A team of players can't attack each other, and they must both lose the
  game before the entire team loses the game." Each player keeps its 20 life, its turn and its
  own blockers; a player who has lost leaves the game, its team plays on.
* ``"as one"`` — "A team of players share a life total, have 30 life, and share a turn
  simultaneously. A team of players attack at the same time, are both attacked as one, and
  either teammate can use soldiers to block at the same time."

Decisions (ours), where the seed is silent:

* Seating: teams alternate around the table, seat ``s`` on team ``s % (players // size)`` (four
  players: 0 and 2 against 1 and 3), so that turns alternate between teams.
* Teammates are not opponents: a card that names "an opponent" (the Hierophant, the Hanged
  Man, Temperance, the Joker) names a player of another team.
* As one: the team's turn begins with one of its players (the next player clockwise not on
  the team that just played) and is every teammate's: each turns its cards right-side-up,
  draws a card in the draw step, chooses attackers in the attack step (one after the other,
  from the active player) and may play soldiers and one farm in the main step. A soldier
  attacks a team, written as its first player still in the game clockwise from the attacker;
  every teammate's right-side-up soldiers may block any soldier attacking the team, and the
  team's players are asked for blockers one after the other. Damage to any of them comes off
  the shared life; at 0 the whole team loses at once.
* In alliance a player blocks only the soldiers attacking it (as without teams).

Own decks (seed §2: "If players each use a different pile of cards for their deck, then their
draw pile is their deck, and each player has their own discard pile"; §6 "Ownership"): the
option ``decks`` gives each player's deck as card codes (the decks of :mod:`tarot_table.decks`:
constructed, sealed, draft). Every card a player owns goes to its own discard pile — a soldier
whose control changed goes to its owner's. The Hermit and the Devil search the player's own
draw pile; the Moon, the Sun and the World take from its own discard pile. Ours: the deck lists
are public (shown before the game), so anyone can tell whose card is whose.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...cards import Card, parse_cards

NO_TEAMS, ALLIANCE, AS_ONE = "none", "alliance", "as one"
TEAM_MODES = (NO_TEAMS, ALLIANCE, AS_ONE)
TEAM_SIZES = (2, 3)
#: The player counts that may play as teams (seed §8: "four and six-player games").
TEAM_PLAYERS = (4, 6)
#: A team playing as one starts with 30 life (seed §8).
TEAM_LIFE = 30


def check_teams(players: int, mode: str, size: int) -> None:
    """Raise ``ValueError`` unless ``mode`` and ``size`` make teams for ``players`` (seed §8:
    teams of two or three in four- and six-player games)."""
    if mode not in TEAM_MODES:
        raise ValueError(f"teams must be one of {', '.join(TEAM_MODES)}, not {mode!r}")
    if size not in TEAM_SIZES:
        raise ValueError(f"a team has 2 or 3 players, not {size!r}")
    if mode == NO_TEAMS:
        return
    if players not in TEAM_PLAYERS:
        raise ValueError(f"teams are for four and six players, not {players}")
    if players % size or players == size:
        raise ValueError(f"{players} players do not make teams of {size}")


def team_list(players: int, mode: str, size: int) -> list[int]:
    """The team of each seat: its own seat without teams; ``s % (players // size)`` with them
    (decision (ours): teammates sit apart, turns alternate between teams)."""
    if mode == NO_TEAMS:
        return list(range(players))
    count = players // size
    return [s % count for s in range(players)]


def deck_cards(text: str) -> tuple[Card, ...]:
    """A deck written as card codes (``"7C KW M0"``)."""
    return parse_cards(text)


def check_decks(players: int, decks: Any, jokers: bool) -> list[str]:
    """The ``decks`` option checked: ``None`` (the shared piles) or one text of card codes per
    player, each deck at least one card, Jokers only with the Jokers option. Returns the decks
    in canonical text. Raises ``ValueError`` saying what is wrong."""
    if not isinstance(decks, (list, tuple)) or not all(isinstance(d, str) for d in decks):
        raise ValueError("option 'decks' must be a list of card texts, one per player")
    if len(decks) != players:
        raise ValueError(f"option 'decks' needs one deck per player ({players}), "
                         f"not {len(decks)}")
    out = []
    for seat, text in enumerate(decks):
        try:
            cards: Sequence[Card] = deck_cards(text)
        except ValueError as exc:
            raise ValueError(f"deck {seat + 1}: {exc}") from None
        if not cards:
            raise ValueError(f"deck {seat + 1} is empty")
        if not jokers and any(c.is_joker for c in cards):
            raise ValueError(f"deck {seat + 1} holds a Joker: turn the Jokers option on")
        out.append(" ".join(str(c) for c in cards))
    return out
