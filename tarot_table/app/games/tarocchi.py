"""Tarocchi's table: the generic trick table played by deals; the score panel counts the card
points of the two sides once play has begun, and the sheet between deals says who declared
and how the sides scored."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ...cards import Card
from ...rules.tarocchi import BID_NAMES, HALF, TOTAL_POINTS, TarocchiView
from .plugin import Facts, TablePlugin

if TYPE_CHECKING:
    from ..table.shown import Shown


#: How the sheet names a contract: a bid, or with all passing the dealer's King call.
CONTRACT_WORDS = {**BID_NAMES, "king": "King call", "alone": "alone (no King to call)"}

class TarocchiTable(TablePlugin):
    """Tarocchi at the table (``Plugins.table`` of :class:`~tarot_table.rules.tarocchi.Tarocchi`)."""

    aside_zones = ("scart",)
    hand_word = "deal"

    def facts(self, view: TarocchiView) -> Facts:
        """Deals are the hands of the panels; the card points taken, their hand points; the
        declarer's plate says so once the bidding is over."""
        return Facts(dealer=view.dealer, hand_no=view.deal_no, trick_no=view.trick_no,
                     hand_points=view.trick_points, scores=view.scores,
                     direction=view.direction, declarer=view.declarer)

    def trick_seats(self, view: TarocchiView) -> tuple[int, ...]:
        return view.trick_seats

    def goal(self, view: TarocchiView, shown: "Shown") -> str:
        """"3 deals"; once play has begun, "declarer 30 · defenders 12": the card points the
        declarer's side and the defenders have taken so far in this deal, as far as the
        animation has got."""
        sides, points = view.sides(), shown.hand_points
        if sides is not None and view.deal_no == shown.hand_no and \
                len(points) == view.num_players:
            ours = sum(points[s] for s in sides[0])
            return f"declarer {ours} · defenders {sum(points) - ours}"
        return f"{view.deals} deal{'s' * (view.deals > 1)}"

    def hand_end_subtitle(self, data: Mapping[str, Any], names: Sequence[str]) -> str:
        r"""What scored and why: the declaring side, its contract and the card points of both
        sides (the ``hand_end`` event's ``declarer_side``, ``contract``, ``side_points``), then
        how far from half of the 68 points the side fell and who pays whom (seed "Counting";
        :func:`~tarot_table.rules.tarocchi.settle`).

        >>> from tarot_table.rules.tarocchi import TAROCCHI
        >>> TarocchiTable(TAROCCHI).hand_end_subtitle({"declarer_side": (1,), "contract": "solo",
        ...     "side_points": (19, 49)}, ["You", "Ada"])
        'Ada alone, Solo: 19 card points to 49\n15 short of 34: each defender gets 15 from Ada'
        >>> TarocchiTable(TAROCCHI).hand_end_subtitle({"declarer_side": (0, 1), "contract": "king",
        ...     "side_points": (34, 34)}, ["You", "Ada"])
        'You and Ada, King call: 34 card points to 34\nHalf of 68 each: nobody pays'
        """
        side, points = data.get("declarer_side"), data.get("side_points")
        if not side or not points:
            return ""
        who = [names[s] for s in side]
        head = who[0] + " alone" if len(who) == 1 else " and ".join(who)
        contract = CONTRACT_WORDS.get(str(data.get("contract")), "")
        first = f"{head}{', ' + contract if contract else ''}: {points[0]} card points to " \
                f"{points[1]}"
        ours = points[0]
        if ours == HALF:
            return f"{first}\nHalf of {TOTAL_POINTS} each: nobody pays" + \
                scart_words(data.get("set_aside", ()))
        side_words = who[0] if len(who) == 1 else "the declarers"
        if ours > HALF:
            why = f"{ours - HALF} over {HALF}: {side_words} get {ours - HALF} from each defender"
        else:
            why = f"{HALF - ours} short of {HALF}: each defender gets {HALF - ours} from " \
                  f"{side_words if len(who) == 1 else 'each declarer'}"
        return f"{first}\n{why}" + scart_words(data.get("set_aside", ()))


def scart_words(scart: Sequence[Card | None]) -> str:
    """A third line for the deal's sheet: the scart, which counts for the dealer as one trick
    (seed), its cards named where the viewer sees them (the dealer; the Pagat is shown to all),
    the others counted ("" without a scart).

    >>> from tarot_table.cards import parse_card
    >>> scart_words((parse_card("4C"), None, None))
    '\\nThe scart counted for the dealer: the 4 of Cups and 2 cards face down'
    >>> scart_words((None, None, None))
    '\\nThe scart counted for the dealer: 3 cards face down'
    """
    if not scart:
        return ""
    named = [f"the {card.name()}" for card in scart if card is not None]
    hidden = sum(card is None for card in scart)
    if hidden:
        named.append(f"{hidden} card{'s' * (hidden != 1)} face down")
    words = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
    return f"\nThe scart counted for the dealer: {words}"
