"""GAZA's extra player, the USA (seed, GAZA): "GAZA adds an extra player, called the “USA”,
which plays last in the round, and according to mechanical rules." The USA is actor ``usa``
(``num_players + 1``), whose moves are queued work (:class:`~.stages.Turn`), never a decision.

* "USA's cards, of course, are hidden to the other players (except when certain arcana are
  used)": its hand is seen by nobody (:meth:`~.table.ArcanoidTable.vis`); it is dealt six
  cards like everyone, last in each pass, and keeps them in the order drawn.
* "When it is USA's turn to play, it mechanically discards its oldest drawn card and (if there
  is a still a deck) draws a new one to replace it …; it is always willing to refill the deck;
  when it runs out of cards, then it systematically abdicates on swords, staves, cups and
  coins (in this order …)": :func:`usa_move`; its vote is :func:`~.stages.next_vote`. It
  draws as every hand does after a move (ours: back to six, which is one card after its
  discard) and never plays the Fool or the Hermit's moves.
* "Nothing says you can't use Judgment on the USA player …; using the High Priestess or the
  Hanged Man is also permitted": they target it (``@usa``); so do the calls of the Star, the
  Moon and the Sun, whose "if any player has this card in his hand" covers it.
* "in case a (real) player uses the Hierophant or the Star, Moon or Sun, then all of USA's
  cards are turned up so that every player can see them, and the appropriate action is taken;
  USA continues playing normally for the remainder of the round (newly drawn cards are
  invisible, of course)": :func:`turn_up_usa`.
* "the USA will never win in GAZA (unless, that is, the players are very desirous to lose)":
  a battle the USA wins (everyone abdicated, the USA last) is nobody's (``None`` in the
  round's results; ours); the game is won among the seats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import say
from ..base import ALL, Event
from .battlefields import commit
from .commitments import ABDICATES, FIELDS

if TYPE_CHECKING:
    from .table import ArcanoidTable


def usa_move(st: "ArcanoidTable", events: list[Event]) -> None:
    """The USA's move: it discards its oldest card face down, or, with no card left,
    abdicates on the first battlefield it has not committed on (swords, staves, cups,
    coins)."""
    u = st.usa
    hand = st.hands[u]
    if hand:
        card = hand[0]
        st.take(u, card)
        st.to_discard(card, "hand:usa", events, st.vis(u),
                      said=say("USA discards its oldest card."))
    else:
        commit(st, u, ABDICATES[FIELDS[st.open_fields(u)[0]]], events)


def turn_up_usa(st: "ArcanoidTable", events: list[Event]) -> None:
    """Every card in the USA's hand is turned up for everyone (the Hierophant, the Star,
    the Moon or the Sun was played); cards it draws later stay hidden."""
    u = st.usa
    up = st.shown[u]
    hidden = [card for card in st.hands[u] if card not in up]
    if not hidden:
        return
    up.update(hidden)
    if not st.quiet:
        for card in hidden:
            events.append(Event("reveal", card, "hand:usa", "hand:usa", visible=ALL))
        events.append(Event("message", message=say("The USA's cards are turned up.")))
