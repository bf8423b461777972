"""Why a move is good, in a few words: the reason a hint shows beside the hard AI's choice.

:func:`hint_reason` reads only the seat's :class:`PlayerView` and the chosen :class:`Action`,
and says only what the view makes certain (a trick "wins" only when no card still out can beat
it, a trick "is lost" only when no legal card of the hand could take it). It returns ``""``
when nothing honest can be said.

A trick game declares its trick rules (rank order, trumps, excuse, points) as its ``hints``
plug-in, a :class:`TrickRules` in a module of its own (Tarok's
:data:`~tarot_table.ai.tarok_hints.TAROK_HINTS`); another game may declare a function
``(view, action) -> str`` instead (Tarot Combat's
:func:`~tarot_table.ai.combat_heuristic.combat_hint`); a game with neither gets the generic
reasons only ("the only legal move"). Nothing here knows a game: the reasons come from the
game's declaration (``Game.plugins.hints``).

:func:`hint_words` puts the move and its reason together as the table shows them: "the King of
Cups — wins the trick", "the Moon (XVIII) — trumps low: the trick is lost".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from ..cards import NUMBERINGS, Card, full_deck, roman
from ..rules import find_game, tricks
from ..rules.base import Action, PlayerView, load_plugin

_DECK = tuple(full_deck())


@dataclass(frozen=True)
class TrickRules:
    """How a trick game ranks and counts: ``rank`` (strength within a suit), ``trump`` and
    ``excuse`` (card tests, ``None`` when the game has none), ``points`` (a card's points),
    ``trick_bonus`` (points a trick is worth besides its cards), ``sides`` (view → the seats
    of each side when the game has partnerships, else ``None``), and from the view the seats
    that played the trick's cards (``trick_seats``) and the direction of play (``direction``,
    +1 or -1). Called as ``rules(view, card)``: the reason of playing ``card``."""

    rank: Callable[[Card], int]
    points: Callable[[Card], int]
    trick_seats: Callable[[PlayerView], Sequence[int]]
    direction: Callable[[PlayerView], int] = lambda view: 1
    trick_bonus: int = 0
    trump: Callable[[Card], bool] | None = None
    excuse: Callable[[Card], bool] | None = None
    sides: Callable[[PlayerView], Sequence[frozenset[int]] | None] | None = None

    def is_trump(self, card: Card) -> bool:
        return self.trump is not None and self.trump(card)

    def is_excuse(self, card: Card) -> bool:
        return self.excuse is not None and self.excuse(card)

    def __call__(self, view: PlayerView, card: Card) -> str:
        return _TrickHint(view, self, card).reason()

    def winner(self, trick: Sequence[tuple[int, Card]]) -> int | None:
        """The seat winning ``trick`` (seat, card) so far; ``None`` for excuses only."""
        try:
            return tricks.trick_winner(trick, self.rank, self.trump, self.excuse)
        except ValueError:
            return None


def card_words(card: Card, numbering: str = "common") -> str:
    """A card named as a sentence names it: ``"the King of Cups"``; a major arcanum by its name
    in the game's ``numbering`` (:data:`~..cards.NUMBERINGS`) with its number after it, ``"the
    Moon (XVIII)"``, ``"Strength (VIII)"`` (``"Justice (VIII)"`` in Arcanoid's), and the
    unnumbered Fool as ``"the Fool"``."""
    if not card.is_major:
        return f"the {card.name()}"
    name = NUMBERINGS[numbering][card.rank]
    if name.startswith("The "):
        name = "the " + name[4:]
    return name if card.rank == 0 else f"{name} ({roman(card.rank)})"


def hint_words(view: PlayerView, action: Action) -> str:
    """The words of a hint for ``action`` in ``view``: the card (:func:`card_words`) when the
    move is one card of the hand that no other legal move plays, else the game's label of the
    choice (``Game.describe_choice``: "7 of Cups as a farm"; ``{seat}`` placeholders left for
    the table to name), or its whole description (``Game.describe_action``: "Abdicate on
    cups") when another legal move has the same label (Arcanoid's "Abdicate" buttons, one per
    battlefield), then ``" — "`` and the :func:`hint_reason` when there is one.
    """
    reason = hint_reason(view, action)
    return move_words(view, action) + (f" — {reason}" if reason else "")


def move_words(view: PlayerView, action: Action) -> str:
    """The move ``action`` of ``view`` in words, as :func:`hint_words` names it (without the
    reason): "the King of Cups", "7 of Cups as a farm", "Abdicate on cups"."""
    card = action.cards[0] if len(action.cards) == 1 else None
    game = find_game(view.game)
    if card is not None and card in view.hand() and not any(
            a.cards == action.cards and a != action for a in view.legal):
        return card_words(card, game.spec.numbering)
    what = game.describe_choice(view, action)
    if any(a != action and game.describe_choice(view, a) == what for a in view.legal):
        what = game.describe_action(action)
    return what


def hint_reason(view: PlayerView, action: Action) -> str:
    """A short reason for ``action`` in ``view`` (lower case, no final stop), e.g. ``"wins the
    trick"``, ``"the only card of the led suit"``; ``""`` when nothing honest can be said.

    ``action`` should be one of ``view.legal``; for any other action the answer is ``""``.
    """
    if action not in view.legal:
        return ""
    hand = view.hand()
    card_move = len(action.cards) == 1 and action.cards[0] in hand
    if len(view.legal) == 1:
        return "the only legal card" if card_move else "the only legal move"
    path = find_game(view.game).plugins.hints
    if path is None:
        return ""
    reason = load_plugin(path)
    if not isinstance(reason, TrickRules):
        return reason(view, action)
    if not card_move or action.kind != "play" or "trick" not in view.zones:
        return ""
    return reason(view, action.cards[0])


class _TrickHint:
    """The reasons of a card played to a trick, from what ``view`` shows."""

    def __init__(self, view: PlayerView, rules: TrickRules, card: Card) -> None:
        self.view, self.rules, self.card = view, rules, card
        self.me = view.player
        cards = [c for c in view.zones["trick"] if c is not None]
        self.trick = list(zip(rules.trick_seats(view), cards))
        self.led = tricks.led_suit(cards, rules.excuse)
        self.legal = [a.cards[0] for a in view.legal if a.kind == "play" and len(a.cards) == 1]
        self.plain = [c for c in self.legal if not rules.is_excuse(c)]
        played = len(self.trick)
        n = view.num_players
        self.after = [(self.me + k * self._direction()) % n for k in range(1, n - played)]

    def _direction(self) -> int:
        return self.rules.direction(self.view)

    # -- facts -------------------------------------------------------------------------------
    def out(self) -> list[Card]:
        """The cards a seat still to play could hold: not in the viewer's hand and not seen
        anywhere but in another hand."""
        seen = set(self.view.hand())
        for zone, cards in self.view.zones.items():
            if not zone.startswith("hand:"):
                seen.update(c for c in cards if c is not None)
        return [c for c in _DECK if c not in seen]

    def takes(self, card: Card) -> bool:
        """Whether ``card`` would lead the trick once played (before the seats still to play)."""
        return self.rules.winner(self.trick + [(self.me, card)]) == self.me

    def unbeatable(self, card: Card) -> bool:
        """Whether no card still out, played by a seat still to play, beats ``card``."""
        if not self.after:
            return True
        trick = self.trick + [(self.me, card)]
        other = self.after[0]
        return not any(self.rules.winner(trick + [(other, c)]) == other for c in self.out())

    def partner_leads(self) -> bool:
        """Whether the trick is led so far by a seat of the viewer's side."""
        sides = self.rules.sides(self.view) if self.rules.sides else None
        leader = self.rules.winner(self.trick) if self.trick else None
        if not sides or leader is None or leader == self.me:
            return False
        return any(self.me in side and leader in side for side in sides)

    def trick_points(self, card: Card) -> int:
        return self.rules.trick_bonus + sum(
            self.rules.points(c) for _, c in self.trick + [(self.me, card)]
            if not self.rules.is_excuse(c))

    def lowest(self, card: Card, among: Sequence[Card]) -> bool:
        """Whether ``card`` gives away the fewest points of ``among`` (the weakest of those)."""
        key = self.rules.points
        low = min(key(c) for c in among)
        if key(card) != low:
            return False
        return self.rules.rank(card) == min(self.rules.rank(c) for c in among if key(c) == low
                                            and c.suit is card.suit)

    # -- the reason ---------------------------------------------------------------------------
    def reason(self) -> str:
        card = self.card
        if self.rules.is_excuse(card):
            return self._excuse()
        if self._only_of_led(card):
            return "the only card of the led suit"
        if self.takes(card):
            return self._wins()
        if self.partner_leads():
            return self._partner()
        if any(self.takes(c) for c in self.plain):
            return ""
        return self._lost()

    def _only_of_led(self, card: Card) -> bool:
        """Whether ``card`` is the only card of the led suit in the hand (the excuse aside)."""
        if self.led is None or card.suit is not self.led:
            return False
        return sum(1 for c in self.view.hand() if c.suit is self.led
                   and not self.rules.is_excuse(c)) == 1

    def _partner(self) -> str:
        """The partner leads the trick: and takes it, with its points, when the card is the
        last."""
        if self.after:
            return "your partner leads the trick"
        points = self.trick_points(self.card)
        return f"your partner takes the trick ({points} point{'s' * (points != 1)})"

    def _wins(self) -> str:
        card = self.card
        if not self.after:
            points = self.trick_points(card)
            return f"wins the trick ({points} point{'s' * (points != 1)})"
        if not self.unbeatable(card):
            return "takes the lead in the trick" if self.trick else ""
        if self.rules.is_trump(card) and not any(
                self.rules.is_trump(c) and self.rules.rank(c) > self.rules.rank(card)
                for c in self.out()):
            return "the highest trump: wins the trick"
        return "wins the trick: no card still out beats it"

    def _lost(self) -> str:
        card, rules = self.card, self.rules
        if self.led is None or not self.lowest(card, self.plain):
            return ""
        if card.suit is self.led:
            return "follows suit low: the trick is lost"
        if rules.is_trump(card):
            return "trumps low: the trick is lost"
        return "discards a low card: the trick is lost"

    def _excuse(self) -> str:
        others = [c for c in self.plain if c != self.card]
        if not others or any(self.takes(c) for c in others):
            return ""
        if min(self.rules.points(c) for c in others) > 0:
            return "saves a valuable card with the excuse"
        return ""
