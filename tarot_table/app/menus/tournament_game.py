"""A tournament game with a person at the table (:data:`tarot_table.tournament.HUMAN`): started
or resumed from the bracket, counted in its tournament when it ends (the results screen), the
tournament saved before and after."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from ... import storage, tournament
from ...session import AI, HUMAN, Seat, Session
from ...tournament_format import Playing, TournamentDocument

if TYPE_CHECKING:
    from ..shell import App


def open_at_table(app: "App", doc: TournamentDocument, round_: int, index: int,
                  save: Callable[[TournamentDocument], None]) -> str | None:
    """Open the game of match ``index`` of round ``round_`` at the table: the game under way
    (``doc.playing``) from its save, or the match's next game, a new save, noted in ``doc``
    and saved with ``save`` first. Returns what went wrong (a sentence) instead, and opens
    nothing."""
    playing = doc.playing
    if playing is not None and (playing.round, playing.match) == (round_, index):
        try:
            session = storage.load_save(playing.save_id, Session.from_save)
        except storage.SaveError as exc:
            return f"The game under way could not be opened: {exc}"
        app.show("table", session=session)
        return None
    entrants, seed, options = tournament.game_setup(doc, round_, index)
    seats = [Seat(doc.entrants[e].name, HUMAN) if doc.entrants[e].agent == tournament.HUMAN
             else Seat(doc.entrants[e].name, AI, doc.entrants[e].agent) for e in entrants]
    try:
        session = Session.new(tournament.GAME, seats, seed=seed, options=options)
        doc.playing = Playing(session.save_id, round_, index)
        save(doc)
        session.save()
    except (ValueError, OSError, storage.SaveError) as exc:
        doc.playing = None
        return f"The game could not be started: {exc}"
    app.show("table", session=session)
    return None


def count_finished(session: Session) -> tuple[Path, TournamentDocument] | None:
    """When ``session`` (over) is the game a saved tournament is playing, count it there and
    save the tournament; return where it is saved and the tournament (``None``: no
    tournament's game). Raises ``OSError`` when the tournament cannot be saved."""
    for path, doc in tournament.load_all()[0]:
        playing = doc.playing
        if playing is None or playing.save_id != session.save_id:
            continue
        tournament.finish_game(doc, playing.round, playing.match, session.state,
                               lambda d: tournament.save(d, path.parent))
        return path, doc
    return None
