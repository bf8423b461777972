"""Tarot Combat tournaments (seed §9 "Tournaments"; §7 for the decks): single elimination with
random pairings and byes, matches of two, three or four players (four: two teams of two, kept
through the tournament), best of 1, 3 or 5, an optional time limit, and the four formats —
off the top, constructed, sealed and draft. AI-only tournaments run from the command line
(``tarot-table tournament``); the whole tournament is a :class:`~tarot_table.tournament_format.
TournamentDocument`, saved after every game (the saves' atomic recipe) and resumed from it.

The seed's rules, and where they are played:

* "single elimination": each round the units still in (players, or teams) are "randomly
  assigned their opponents" (:func:`pair_round`); a match's loser is out; "This process
  continues until only a single winner remains." "If there's an uneven number of players, then
  one player (or team) might not get an opponent. These players get a 'bye,' which counts as a
  win."
* "Each match requires at least one game [...] 'two out of three' or 'three out of five'": the
  first side to win ``best_of // 2 + 1`` games wins the match.
* "Each match can have a time limit [...]. If there is no winner in the limited time, then the
  winner is the player that has the highest life total. If no winner can be determined in this
  way, then the first player to deal damage to an opponent is the winner." "(If teams are used,
  then the entire team wins or loses each game of the match instead of merely one player.)"
* "Four-player games can have teams of two players. [...] they generally keep the same
  teammates throughout the tournament."
* "An 'off the top' tournament uses a single deck for all players of each match. (Two decks are
  shuffled together for three to four player games.)" — the shared piles of the rules.

Decisions (ours):

* The time limit counts **turns**, not minutes, so that a tournament replays the same on any
  machine: ``time_limit`` turns for the whole match (every turn begun in any of its games).
  When they run out, the game in progress ends: the side with the highest life total wins it (a
  team's total: the sum of its players' still in the game; as one, the shared total), then the
  side of the first player who dealt damage to an opponent, then a side drawn by lot from the
  tournament's seed. The match then ends: the side with more games won wins it, ties going to
  the winner of that last game.
* When a round's units do not fill the last match, two or more left over play a smaller match
  (three players of 3-player matches leave two: they duel); one left over gets the bye.
* Teams are made in the order of the entrants (the first and second, the third and fourth …);
  at a four-player table they sit apart (seats 0 and 2 against 1 and 3).
* Decks: constructed — each entrant plays one of the prebuilt decks (``assets/decks``, in
  turn); sealed — one deck per entrant shuffled together, a deck's worth dealt to each, and the
  AI builds 30 (:func:`~tarot_table.ai.combat_decks.build_deck`); draft — one draft of all the
  entrants, then 30 of the 45 picks. The decks are made once, before the first match.
* Entrants may be people (agent ``human``): a game with a human seat is played at the table
  (:func:`game_setup`, then :func:`finish_game` with the finished game) and counts like any
  other; the AI-only games around it are played by :func:`play`, which stops before it. The
  time limit applies to the AI-only games: a game at the table is played to its end.
  In sealed and draft a person's deck is the one the AI builds from its pool.
* Every game's seed comes from the tournament's seed, the round, the match and the game, and
  every round's pairing from the seed and the round, so that a tournament resumed from its
  document plays on exactly as it would have (agents searching on a time budget aside).
* At most :data:`~tarot_table.tournament_format.MAX_ENTRANTS` entrants: so at most six rounds
  (:func:`round_count`) of at most 32 matches. A document read back (:func:`load`) is checked to
  be one these rules make: each round pairs exactly the units still in, in matches of the
  tournament's size (the last one smaller), after the round before it has ended; a match has
  no more games than it takes to decide it.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Callable, Sequence

import msgspec

from . import storage, tournament_format
from .ai import make_agent
from .ai.combat_decks import RatingDrafter, build_deck
from .deckbox import prebuilt_decks
from .rules import find_game
from .rules.base import IllegalActionError
from .rules.combat.decks import LIMITED_SIZE, deck_codes, run_draft, sealed_pools
from .tournament_format import MAX_ENTRANTS, Entrant, GameResult, Match, TournamentDocument

FORMATS = ("off-the-top", "constructed", "sealed", "draft")
GAME = "combat"
#: The agent of an entrant who is a person playing at the table.
HUMAN = "human"
#: The largest file read as a tournament (bytes): one of 64 entrants with sealed pools, best of
#: 5 in four-player matches, takes about 150 KB.
MAX_TOURNAMENT_BYTES = 1024 * 1024


class TournamentError(ValueError):
    """A tournament that cannot be set up or a document that cannot be read (the message says
    why)."""


# -- setting up ----------------------------------------------------------------------------------

def new_tournament(agents: Sequence[str], *, deck_format: str = "off-the-top",
                   match_size: int = 2, teams: str | None = None, best_of: int = 1,
                   time_limit: int = 0, seed: int = 1, jokers: bool = False,
                   tournament_id: str | None = None,
                   names: Sequence[str] | None = None) -> TournamentDocument:
    """A tournament of ``len(agents)`` entrants (``agents``: one AI spec each, or
    :data:`HUMAN` for a person), named by ``names`` (default: number and agent), with its
    decks made. Raises :class:`TournamentError` for settings the seed does not allow (teams
    only in four-player matches, an odd number of entrants in teams, best of 2, …) and
    ``ValueError`` for an unknown agent."""
    n = len(agents)
    _check_settings(n, deck_format, match_size, best_of, time_limit)
    if teams is not None:
        _check_teams(n, teams, match_size)
    units = [[i, i + 1] for i in range(0, n, 2)] if teams else [[i] for i in range(n)]
    if len(units) < 2:
        raise TournamentError("a tournament needs at least two players or teams")
    entrants = _entrants(agents, names)
    _make_decks(entrants, deck_format, seed, jokers)
    return TournamentDocument(
        format=tournament_format.FORMAT, version=tournament_format.VERSION,
        id=tournament_id or f"tournament-{seed}-{deck_format}", game=GAME, seed=seed,
        deck_format=deck_format, match_size=match_size, best_of=best_of, entrants=entrants,
        units=units, teams=teams, time_limit=time_limit, jokers=jokers)


def _check_settings(n: int, deck_format: str, match_size: int, best_of: int,
                    time_limit: int) -> None:
    """Raise :class:`TournamentError` unless ``n`` entrants, the format, the match's players,
    its games and the time limit are ones the seed allows."""
    if n > MAX_ENTRANTS:
        raise TournamentError(f"a tournament has at most {MAX_ENTRANTS} entrants, not {n}")
    if deck_format not in FORMATS:
        raise TournamentError(f"the format is one of {', '.join(FORMATS)}, not {deck_format!r}")
    if match_size not in (2, 3, 4):
        raise TournamentError(f"matches have 2, 3 or 4 players, not {match_size}")
    if best_of not in (1, 3, 5):
        raise TournamentError(f"a match is best of 1, 3 or 5, not {best_of}")
    if time_limit < 0:
        raise TournamentError("the time limit is a number of turns, 0 for none")


def _check_teams(n: int, teams: str, match_size: int) -> None:
    """Raise :class:`TournamentError` unless ``teams`` is a way teams play, in four-player
    matches, and ``n`` entrants make teams of two."""
    if teams not in ("alliance", "as one"):
        raise TournamentError(f"teams play as 'alliance' or 'as one', not {teams!r}")
    if match_size != 4:
        raise TournamentError("teams of two play in four-player matches (seed §9)")
    if n % 2:
        raise TournamentError(f"{n} entrants do not make teams of two")


def _entrants(agents: Sequence[str], names: Sequence[str] | None) -> list[Entrant]:
    """The entrants of ``agents`` (each checked, but :data:`HUMAN`), named by ``names``
    (default: number and agent; at most 40 characters). Raises ``ValueError`` for an unknown
    agent, :class:`TournamentError` for names that are not one per agent."""
    for spec in agents:
        if spec != HUMAN:
            make_agent(spec, GAME, 0)
    if names is not None and len(names) != len(agents):
        raise TournamentError(f"{len(names)} names for {len(agents)} entrants")
    return [Entrant((names[i] if names else f"{i + 1} {spec}")[:40], spec)
            for i, spec in enumerate(agents)]


def _make_decks(entrants: list[Entrant], deck_format: str, seed: int, jokers: bool) -> None:
    n = len(entrants)
    if deck_format == "constructed":
        decks = prebuilt_decks()
        for i, entrant in enumerate(entrants):
            entrant.deck = deck_codes(decks[i % len(decks)].cards)
        return
    if deck_format == "sealed":
        pools = sealed_pools(n, random.Random(f"{seed}:sealed"), jokers)
    elif deck_format == "draft":
        pools = run_draft(n, random.Random(f"{seed}:draft"), RatingDrafter(), jokers)
    else:
        return
    for entrant, pool in zip(entrants, pools):
        entrant.pool = deck_codes(pool)
        entrant.deck = deck_codes(build_deck(pool, LIMITED_SIZE))


# -- the bracket ---------------------------------------------------------------------------------

def pair_round(doc: TournamentDocument, units: Sequence[int]) -> list[Match]:
    """The matches of round ``len(doc.rounds)`` between ``units`` (indexes into ``doc.units``):
    shuffled by the round's generator, then grouped by ``match_size`` (two teams when teams
    play); two or more left over play a smaller match, one gets a bye (ours)."""
    order = list(units)
    random.Random(f"{doc.seed}:round:{len(doc.rounds)}").shuffle(order)
    size = _match_size(doc)
    matches = []
    while order:
        group, order = order[:size], order[size:]
        matches.append(Match(sides=[list(doc.units[u]) for u in group]))
    return matches


def _unit_of(doc: TournamentDocument, side: Sequence[int]) -> int:
    return doc.units.index(list(side))


def _wins_needed(doc: TournamentDocument) -> int:
    return doc.best_of // 2 + 1


def _match_size(doc: TournamentDocument) -> int:
    """The sides of a full match: two teams, or ``match_size`` players."""
    return 2 if doc.teams else doc.match_size


def round_count(doc: TournamentDocument) -> int:
    """How many rounds the tournament has in all: each round leaves one unit of each match
    (:func:`pair_round`), until one is left."""
    units, rounds = len(doc.units), 0
    while units > 1:
        units = -(-units // _match_size(doc))
        rounds += 1
    return rounds


def _seats(doc: TournamentDocument, match: Match) -> list[int]:
    """The entrants by seat: teams sit apart (seats 0 and 2 against 1 and 3)."""
    if doc.teams:
        first, second = match.sides
        return [first[0], second[0], first[1], second[1]]
    return [side[0] for side in match.sides]


def game_seed(doc: TournamentDocument, round_: int, match: int, game: int) -> int:
    """The seed of a game, from the tournament's seed and where the game stands."""
    return (doc.seed * 1_000_003 + round_ * 10_007 + match * 101 + game) % 2**31


# -- playing -------------------------------------------------------------------------------------

def has_human(doc: TournamentDocument, match: Match) -> bool:
    """Whether a person (agent :data:`HUMAN`) plays in ``match``."""
    return any(doc.entrants[e].agent == HUMAN for side in match.sides for e in side)


def game_setup(doc: TournamentDocument, round_: int, index: int
               ) -> tuple[list[int], int, dict[str, Any]]:
    """The next game of match ``index`` of round ``round_``: the entrants by seat, the game's
    seed and its options (Jokers, teams, each seat's deck)."""
    match = doc.rounds[round_][index]
    seats = _seats(doc, match)
    seed = game_seed(doc, round_, index, len(match.games))
    options: dict[str, Any] = {"jokers": doc.jokers}
    if doc.teams:
        options["teams"] = doc.teams
    if doc.deck_format != "off-the-top":
        options["decks"] = [doc.entrants[e].deck for e in seats]
    return seats, seed, options


def play_game(doc: TournamentDocument, round_: int, index: int, match: Match,
              turns_left: int | None) -> GameResult:
    """Play the next game of ``match`` (round ``round_``, match ``index``) with the entrants'
    agents; stop it when ``turns_left`` turns have begun (the time limit). An agent that raises
    or answers an illegal action is counted as an error and replaced, for that move, by a random
    legal action (as in ``sim``)."""
    seats, seed, options = game_setup(doc, round_, index)
    state = find_game(GAME).new_state(len(seats), seed, options, quiet=True)
    agents = [make_agent(doc.entrants[e].agent, GAME, seed * 1009 + k)
              for k, e in enumerate(seats)]
    errors, timed_out = _play_moves(state, agents, random.Random(seed), turns_left)
    side_of = {e: k for k, side in enumerate(match.sides) for e in side}
    if timed_out:
        winner = winner_at_time_limit(doc, match, state, seats, round_, index)
    else:
        winner = side_of[seats[state.outcome().winners[0]]]
    turns = min(state.turn, turns_left) if turns_left is not None else state.turn
    return GameResult(seed=seed, seats=seats, winner=winner, turns=turns, life=list(state.life),
                      ended="time limit" if timed_out else "finished", errors=errors)


def _play_moves(state: Any, agents: list, fallback: random.Random,
                turns_left: int | None) -> tuple[int, bool]:
    """Play the agents' moves in ``state`` to the end of the game, or until ``turns_left``
    turns have begun; a move an agent fails to give (it raises, or the action is illegal) is
    a random legal one of ``fallback``. Returns the agents' errors and whether the time ran
    out."""
    errors = 0
    while not state.is_terminal():
        if turns_left is not None and state.turn > turns_left:
            return errors, True
        seat = state.current_player()
        try:
            state.play(agents[seat].act(state.observation(seat)))
        except (IllegalActionError, ValueError, KeyError, IndexError):
            errors += 1
            state.play(fallback.choice(state.legal_actions()))
    return errors, False


def winner_at_time_limit(doc, match, state, seats, round_: int, index: int) -> int:
    """The side that wins a game stopped by the time limit: the highest life total (a team's:
    its players' still in, as one the shared total), then the side of the first player who
    dealt damage to an opponent, then a side drawn by lot."""
    totals = [_life_total(doc, state, [k for k, e in enumerate(seats) if e in side])
              for side in match.sides]
    best = max(totals)
    leaders = [k for k, t in enumerate(totals) if t == best]
    if len(leaders) == 1:
        return leaders[0]
    first = _first_to_damage(match, state, seats)
    if first in leaders:
        return first
    return random.Random(f"{doc.seed}:lot:{round_}:{index}").choice(leaders)


def _first_to_damage(match: Match, state: Any, seats: list[int]) -> int | None:
    """The side of the first player who dealt damage to an opponent, or ``None``."""
    if state.first_damage is None:
        return None
    return next(k for k, side in enumerate(match.sides) if seats[state.first_damage] in side)


def _life_total(doc: TournamentDocument, state: Any, chairs: list[int]) -> int:
    """The life total of the side in ``chairs``: as one, the shared total; else the sum of its
    players' still in."""
    if doc.teams == "as one":
        return state.life[chairs[0]]
    return sum(state.life[k] for k in chairs if not state.out[k])


def finish_game(doc: TournamentDocument, round_: int, index: int, state: Any,
                save: Callable[[TournamentDocument], None] | None = None) -> GameResult:
    """Count the finished game ``state`` (played at the table from :func:`game_setup`) as the
    next game of match ``index`` of round ``round_``, decide the match when a side has won
    enough (pairing the next round, or naming the champion, when it was the round's last),
    forget :attr:`~.TournamentDocument.playing`, then ``save``. Raises
    :class:`TournamentError` when ``state`` is not over."""
    if not state.is_terminal():
        raise TournamentError("the game is not over")
    match = doc.rounds[round_][index]
    seats, seed, _ = game_setup(doc, round_, index)
    side_of = {e: k for k, side in enumerate(match.sides) for e in side}
    result = GameResult(seed=seed, seats=seats, winner=side_of[seats[state.outcome().winners[0]]],
                        turns=state.turn, life=list(state.life))
    doc.playing = None
    _count(doc, match, result)
    play(doc, max_games=0)                   # the next round paired, or the champion named
    if save is not None:
        save(doc)
    return result


def play(doc: TournamentDocument, save: Callable[[TournamentDocument], None] | None = None,
         max_games: int | None = None) -> TournamentDocument:
    """Play ``doc`` on from where it stands to its winner (or, with ``max_games``, stop after
    that many more games: an interrupted tournament; or before a match a person plays in,
    :func:`has_human`), calling ``save`` after every game and every new round. Returns
    ``doc``."""
    played = 0
    while doc.winner is None:
        if not doc.rounds or all(m.winner is not None for m in doc.rounds[-1]):
            _next_round(doc, save)
            continue
        round_ = len(doc.rounds) - 1
        for index, match in enumerate(doc.rounds[round_]):
            while match.winner is None:
                if _stops_before(doc, match, played, max_games):
                    return doc
                before = len(match.games)
                play_next_game(doc, round_, index, save)
                played += len(match.games) - before
    if save is not None:
        save(doc)
    return doc


def _next_round(doc: TournamentDocument,
                save: Callable[[TournamentDocument], None] | None) -> None:
    """Once a round is over (or before the first): name the champion when one unit is left,
    else pair the units still in for the next round, then ``save``."""
    alive = ([_unit_of(doc, m.sides[m.winner]) for m in doc.rounds[-1]]
             if doc.rounds else list(range(len(doc.units))))
    if len(alive) == 1:
        doc.winner = alive[0]
        return
    doc.rounds.append(pair_round(doc, alive))
    if save is not None:
        save(doc)


def _stops_before(doc: TournamentDocument, match: Match, played: int,
                  max_games: int | None) -> bool:
    """Whether :func:`play` stops before the next game of ``match``: ``max_games`` games
    were ``played``, or a person plays in it (not a bye)."""
    if max_games is not None and played >= max_games:
        return True
    return not match.bye and has_human(doc, match)


def play_next_game(doc: TournamentDocument, round_: int, index: int,
                   save: Callable[[TournamentDocument], None] | None = None) -> None:
    """Play the next game of match ``index`` of round ``round_`` (a bye: settle it, a win) and
    decide the match when a side has won enough games or its time is up; then ``save``."""
    match = doc.rounds[round_][index]
    if match.bye:
        match.winner = 0
        return
    used = sum(g.turns for g in match.games)
    left = doc.time_limit - used if doc.time_limit else None
    _count(doc, match, play_game(doc, round_, index, match, left))
    if save is not None:
        save(doc)


def _count(doc: TournamentDocument, match: Match, result: GameResult) -> None:
    """Add ``result`` to ``match``; decide the match when a side has won enough games, or
    when its time ran out (more games won, then the last game's winner)."""
    match.games.append(result)
    needed = _wins_needed(doc)
    wins = [sum(1 for g in match.games if g.winner == k) for k in range(len(match.sides))]
    if max(wins) >= needed:
        match.winner = wins.index(max(wins))
    elif result.ended == "time limit":
        best = max(wins)
        leaders = [k for k, w in enumerate(wins) if w == best]
        match.winner = result.winner if result.winner in leaders else leaders[0]


def _match_report(match: Match, side_names: Callable[[Sequence[int]], list[str]]
                  ) -> dict[str, Any]:
    """``match`` as plain data for :func:`report`: its sides by name, whether it is a bye, its
    games (seed, winner, turns, how it ended, life totals, errors) and its winner."""
    games = [{"seed": g.seed, "winner": side_names(match.sides[g.winner]), "turns": g.turns,
              "ended": g.ended, "life": g.life, "errors": g.errors} for g in match.games]
    return {"sides": [side_names(s) for s in match.sides], "bye": match.bye, "games": games,
            "winner": None if match.winner is None else side_names(match.sides[match.winner])}


# -- saving and reading --------------------------------------------------------------------------

def tournaments_dir() -> Path:
    """``storage.data_dir() / "tournaments"`` (created when a tournament is saved)."""
    return storage.data_dir() / "tournaments"


def load_all(directory: Path | None = None
             ) -> tuple[list[tuple[Path, TournamentDocument]], list[str]]:
    """The tournaments saved in ``directory`` (default :func:`tournaments_dir`), most recently
    saved first, each with its file, and a sentence per ``.json`` file that could not be read
    (:func:`load`; left where it is). The temporary files of interrupted writes there are
    removed (:func:`tarot_table.storage.remove_stale_temp_files`)."""
    folder = tournaments_dir() if directory is None else directory
    saved, problems = [], []
    if not folder.is_dir():
        return saved, problems
    storage.remove_stale_temp_files(folder)
    for path in sorted(folder.glob("*.json")):
        try:
            saved.append((path.stat().st_mtime, path, load(path)))
        except TournamentError as exc:
            problems.append(str(exc))
        except OSError as exc:
            problems.append(f"{path.name} could not be read: {exc.strerror or exc}")
    saved.sort(key=lambda item: item[0], reverse=True)
    return [(path, doc) for _, path, doc in saved], problems


def save(doc: TournamentDocument, directory: Path | None = None) -> Path:
    """Write ``doc`` to ``<directory or tournaments_dir()>/<id>.json`` with the saves' atomic
    recipe (:func:`tarot_table.storage.write_file`). Returns the path."""
    path = (tournaments_dir() if directory is None else directory) / f"{doc.id}.json"
    storage.write_file(path, tournament_format.encode(doc))
    return path


def load(path: Path) -> TournamentDocument:
    """The tournament saved in ``path`` (read by :func:`tarot_table.storage.read_file`: a
    regular file of at most :data:`MAX_TOURNAMENT_BYTES`). Raises :class:`TournamentError`
    naming the file and what is wrong (not a regular file, too large, the field's path for a
    damaged document, a bracket these rules do not make); the file is left as it is."""
    try:
        data = storage.read_file(path, MAX_TOURNAMENT_BYTES, "a tournament")
    except storage.RefusedFile as exc:
        raise TournamentError(f"{path.name} {exc}") from None
    except OSError as exc:
        raise TournamentError(f"{path.name} could not be read: {exc.strerror or exc}") from None
    try:
        doc = tournament_format.decode(data)
    except msgspec.ValidationError as exc:
        raise TournamentError(f"{path.name} is damaged: {exc}") from None
    except msgspec.DecodeError:
        raise TournamentError(f"{path.name} is not a tournament (not JSON)") from None
    _check(doc, path.name)
    return doc


def _check(doc: TournamentDocument, name: str) -> None:
    """What the declaration (:mod:`tarot_table.tournament_format`) cannot say, checked against
    what these rules make: each round pairs exactly the units still in, in matches of the
    tournament's size but the last, after the round before it has ended, and no round follows
    the champion's; a match has no more games than it takes to decide it (a side wins
    ``best_of // 2 + 1``). Raises :class:`TournamentError` saying what is wrong."""
    alive = [tuple(unit) for unit in doc.units]
    for number, round_ in enumerate(doc.rounds, start=1):
        problem = _round_problem(doc, number, alive)
        if problem is not None:
            raise TournamentError(f"{name} is damaged: {problem}")
        alive = [tuple(m.sides[m.winner]) for m in round_ if m.winner is not None]


def _round_problem(doc: TournamentDocument, number: int, alive: list[tuple[int, ...]]
                   ) -> str | None:
    """What is wrong with round ``number`` (from 1) played by the units ``alive``: played
    at all (two units at least, after the round before it ended), pairing them, the games of
    its matches; or ``None``."""
    round_ = doc.rounds[number - 1]
    if len(alive) < 2 or number > 1 and any(m.winner is None for m in doc.rounds[number - 2]):
        return f"round {number} is one the tournament does not play"
    if not _pairs(round_, alive, _match_size(doc)):
        return f"round {number} does not pair the players still in"
    lost = _wins_needed(doc) - 1
    if any(len(m.games) > (0 if m.bye else lost * len(m.sides) + 1) for m in round_):
        return f"a match of round {number} has more games than it can"
    return None


def _pairs(round_: list[Match], alive: list[tuple[int, ...]], size: int) -> bool:
    """Whether ``round_`` pairs exactly the units ``alive``, in matches of ``size`` sides but
    a smaller last one."""
    return (sorted(tuple(side) for match in round_ for side in match.sides) == sorted(alive)
            and len(round_) == -(-len(alive) // size)
            and all(len(match.sides) <= size for match in round_)
            and all(len(match.sides) >= size for match in round_[:-1]))


# -- the report ----------------------------------------------------------------------------------

def report(doc: TournamentDocument) -> dict[str, Any]:
    """The tournament as plain data for ``--json``: its settings, the entrants with their decks'
    sizes, the bracket (every round's matches: sides by name, games with their winners and
    ends, the match's winner), the winner, and the agents' errors in all."""
    names = [e.name for e in doc.entrants]

    def side_names(side: Sequence[int]) -> list[str]:
        return [names[e] for e in side]

    bracket = [{"round": number, "matches": [_match_report(m, side_names) for m in round_]}
               for number, round_ in enumerate(doc.rounds, start=1)]
    games = [g for round_ in doc.rounds for m in round_ for g in m.games]
    return {
        "id": doc.id, "game": doc.game, "format": doc.deck_format, "seed": doc.seed,
        "players": len(doc.entrants), "match_size": doc.match_size, "teams": doc.teams,
        "best_of": doc.best_of, "time_limit_turns": doc.time_limit, "jokers": doc.jokers,
        "entrants": [{"name": e.name, "agent": e.agent, "deck_cards": len(e.deck.split()),
                      "pool_cards": len(e.pool.split())} for e in doc.entrants],
        "bracket": bracket,
        "winner": None if doc.winner is None else side_names(doc.units[doc.winner]),
        "games": len(games),
        "errors": sum(g.errors for g in games),
    }
