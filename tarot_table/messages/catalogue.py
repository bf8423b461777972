"""Every log sentence of the rules, in English: its id, the third-person form ("{seat} plays
{card}."), and the second-person form read by its subject's seat ("You play {card}."), or
``None`` for a sentence about no seat. The placeholders are those of :mod:`tarot_table.messages`.
"""

from __future__ import annotations


def N_(msgid: str) -> str:
    """``msgid`` unchanged: marks a form for extraction."""
    return msgid


#: Every message: its third-person form (its id) → its second-person form.
CATALOGUE: dict[str, str | None] = {
    # The trick-taking games' (Tarok, Tarocchi).
    N_("Hand {hand}: {seat} deals."): N_("Hand {hand}: you deal."),
    N_("{seat} plays {card}."): N_("You play {card}."),
    N_("{seat} takes the trick ({points} points)."): N_("You take the trick ({points} points)."),
    N_("Hand {hand} ends."): None,
    N_("The game is over."): None,
    # Tarok's.
    N_("The highest totals are tied: another hand."): None,
}
