"""A rule-based Taruno player that sees only its seat's view.

It scores each legal action by the change it makes to its own hand (fewer cards is better),
what it costs the opponents (more so the *threats*: opponents with two cards or fewer), and what
it keeps for later:

* Minors: play one that fits, keeping Aces (wild) and Kings (+3, stackable) for defence — a King
  or a Knight is welcome when the next player is a threat; a last minor always wins.
* Suits: name the suit it holds most of.
* Penalties: stack when it can (unless the next player is a partner); otherwise draw.
* Majors, by their effect on hand sizes: the Tower before a threatening next player, Judgement
  on the leading opponent, Temperance against an opponent known to hold majors (taken face up)
  or when its own majors are poor, the Hanged Man and the World with a big hand, Justice and the
  Wheel when they bring a smaller hand, Death's second play only when it holds the fewest
  cards; majors that add cards (the Fool with a small hand, the Devil) are avoided.
* Drawing: only without a better move, unless nothing is left to draw and its side holds the
  fewest cards: the draw then ends the game by the Death rule, won.
* Choices: sends, gifts and Judgement go to the leading opponent; it gives and discards the
  cards least likely to fit (never Aces and Kings first); always calls "Taruno" and always
  catches.
"""

from __future__ import annotations

import random
from collections import Counter

from ..cards import ACE, KING, KNIGHT, Card
from ..rules.base import Action
from ..rules.taruno import TarunoView
from ..rules.taruno.choices import (HangedKeep, HierophantChoice, HierophantGive,
                                    JudgementChoice, JusticeTie, LoversChoice, MoonDiscard,
                                    Sleeve, SunDiscard, TopOfPile, WorldGive)
from ..rules.taruno.stages import (CallTaruno, Catch, ChariotSend, DeathExtra, NameSuit, Penalty,
                                   PlayOrDraw, StrengthRun)
from ..rules.taruno.tables import SUIT_WORDS

THREAT = 2


class TarunoHeuristic:
    """Chooses a Taruno action from a :class:`~tarot_table.rules.taruno.TarunoView`, by the
    decision being made (its stage, :data:`_CHOICES`); a little noise breaks exact ties."""

    name = "heuristic"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    # -- what the view tells ------------------------------------------------------------------
    def _read(self, view: TarunoView) -> None:
        self.view = view
        self.me = view.player
        self.n = view.num_players
        self.hand = list(view.hand())
        self.sizes = [len(view.zones[f"hand:{s}"]) for s in range(self.n)]
        teams = view.teams
        self.mates = {s for s in range(self.n) if teams[s] == teams[self.me]}
        self.opps = [s for s in range(self.n) if s not in self.mates]
        self.next = (self.me + view.direction) % self.n
        self.fronts = [tuple(c for c in view.zones[f"front:{s}"] if c is not None and c.is_major)
                       for s in range(self.n)]
        self.suit = view.suit
        self.rank = view.rank

    def _hermit(self, seat: int) -> bool:
        return seat != self.me and any(c.rank == 9 for c in self.fronts[seat])

    def _danger(self, seat: int) -> float:
        """How much it is worth making ``seat`` draw a card (negative for partners)."""
        if seat in self.mates:
            return -0.5 if seat != self.me else 0.0
        size = self.sizes[seat]
        return 1.5 if size <= THREAT else 0.6 if size <= 4 else 0.3

    def _leader(self) -> int | None:
        """The opponent closest to winning (fewest cards), or None without one."""
        opps = [s for s in self.opps if not self._hermit(s)]
        return min(opps, key=lambda s: (self.sizes[s], s)) if opps else None

    def _fits(self, card: Card) -> bool:
        return not card.is_major and (card.rank == ACE or card.suit is self.suit
                                      or card.rank == self.rank)

    def _keep_value(self, card: Card) -> float:
        """How much a card is worth keeping (higher: give or discard it last)."""
        if card.is_major:
            return 1.5 if card.rank in (16, 20, 11, 12, 21, 8, 19) else 0.5
        if card.rank == ACE:
            return 3.0
        if card.rank == KING:
            return 2.0
        count = Counter(c.suit for c in self.hand if not c.is_major)
        return 0.2 * count[card.suit] + (0.8 if self._fits(card) else 0.0)

    # -- deciding -----------------------------------------------------------------------------
    def act(self, view: TarunoView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.player} has no legal action to choose from")
        self._read(view)
        legal = list(view.legal)
        self.rng.shuffle(legal)
        choice = _CHOICES[type(view.stage)](self, legal)
        if choice is not None:
            return choice
        return max(legal, key=self._score)

    def _score(self, action: Action) -> float:
        """What ``action`` is worth, by its kind (:data:`_ACTION_SCORES`; 0 for another)."""
        score = _ACTION_SCORES.get(action.kind)
        return 0.0 if score is None else score(self, action)

    def _play_score(self, action: Action) -> float:
        card = action.cards[0]
        return self._major_score(card) if card.is_major else self._minor_score(card)

    def _retrieve_score(self, action: Action) -> float:
        """Taking a card back is worth it only for one that fits when none of the hand does."""
        return 0.5 if self._fits(action.cards[0]) and not any(
            self._fits(c) for c in self.hand) else -5.0

    def _call_score(self, action: Action) -> float:
        """Calling "Taruno" and catching are always worth it."""
        return 10.0

    def _choose_score(self, action: Action) -> float:
        return self._danger(action.target) * 2

    def _give_score(self, action: Action) -> float:
        """A card given or sent hurts its receiver; the card kept matters a little."""
        return self._danger(action.target) - 0.1 * self._keep_value(action.cards[0])

    def _discard_score(self, action: Action) -> float:
        return -self._keep_value(action.cards[0])

    def _keep_score(self, action: Action) -> float:
        return self._keep_value(action.cards[0])

    def _drawable(self) -> int:
        """The cards a draw can still reach: the draw pile, and what a refill would make of the
        discards (all but the minor pile's top card)."""
        zones = self.view.zones
        return (len(zones["draw"]) + max(0, len(zones["discard:minor"]) - 1)
                + len(zones["discard:major"]))

    def _draw_score(self, action: Action) -> float:
        """Drawing is a last resort, except where nothing is left to draw: the game then ends by
        the Death rule, won by the fewest cards — so it is sought when its side holds fewer
        than every opponent, and shunned when an opponent holds fewer."""
        if self._drawable() or not self.opps:
            return -1.0
        ours = min(self.sizes[s] for s in self.mates)
        theirs = min(self.sizes[s] for s in self.opps)
        return 100.0 if ours < theirs else -100.0 if ours > theirs else -1.0

    # -- a minor played -------------------------------------------------------------------------
    def _minor_score(self, card: Card) -> float:
        """A last minor always wins; otherwise a card worth little to keep, kept for defence
        when the next player is close to out, and leaving cards that follow it."""
        if len(self.hand) == 1:
            return 100.0
        score = 1.0 - 0.25 * self._keep_value(card)
        score += self._defence(card)
        score += 0.1 * self._followers(card)
        return score

    def _defence(self, card: Card) -> float:
        """A King or a Knight is kept for defence, unless the next player is close to out (or
        a penalty is being passed on); never within a Strength run."""
        stage = self.view.stage
        if isinstance(stage, StrengthRun):
            return 0.0
        if self.sizes[self.next] > 4 and not isinstance(stage, Penalty):
            return 0.0
        if card.rank == KING:
            return 3 * self._danger(self.next)
        if card.rank == KNIGHT:
            return 2 * self._danger(self.next)
        return 0.0

    def _followers(self, card: Card) -> int:
        """The minors left in the hand after ``card`` of its suit or its rank: a suit it can
        follow is better left."""
        rest = [c for c in self.hand if c != card and not c.is_major]
        return sum(1 for c in rest if c.suit is card.suit or c.rank == card.rank)

    # -- a major played: a card out of the hand, and what its effect is worth ------------------
    def _major_score(self, card: Card) -> float:
        """A card out of the hand (1), what its effect is worth with the hand it leaves
        (:data:`_MAJOR_EFFECTS`), less a little for keeping it for later: a major cannot win
        the game."""
        mine = max(1, len(self.hand) - 1)   # after playing it (an emptied hand draws one)
        return 1.0 + _MAJOR_EFFECTS[card.rank](self, mine) - 0.6

    def _others(self) -> list[int]:
        """The other seats a major can reach (not behind a Hermit)."""
        return [s for s in range(self.n) if s != self.me and not self._hermit(s)]

    def _ring(self) -> list[int]:
        """The seats a major can reach, this one among them."""
        return [s for s in range(self.n) if s == self.me or not self._hermit(s)]

    def _no_effect(self, mine: int) -> float:
        """II and XVIII: no hand's size changes."""
        return 0.0

    def _fool_effect(self, mine: int) -> float:
        """0: the hand discarded for 7 new cards."""
        return -(7 - mine)

    def _magician_effect(self, mine: int) -> float:
        """I: a card more out of the hand, up the sleeve."""
        return 1.0

    def _empress_effect(self, mine: int) -> float:
        """III: every other player draws."""
        return 0.3 * sum(self._danger(s) for s in self._others())

    def _emperor_effect(self, mine: int) -> float:
        """IV: the pips discarded, the others' cards received."""
        pips = sum(1 for c in self.hand if not c.is_major and c.rank <= 10)
        return pips - 0.25 * sum(self.sizes[s] for s in self._others())

    def _hierophant_effect(self, mine: int) -> float:
        """V: half the difference with a smaller hand given away; nothing good without one."""
        smaller = [self.sizes[s] for s in self._others() if self.sizes[s] < mine]
        return (mine - min(smaller) + 1) // 2 if smaller else -2.0

    def _lovers_effect(self, mine: int) -> float:
        """VI: worth it only to team up with a leading opponent about to win."""
        lead = self._leader()
        if self.n > 2 and lead is not None and self.sizes[lead] <= THREAT:
            return -1.5 + 4.0
        return -1.5

    def _chariot_effect(self, mine: int) -> float:
        """VII: a card sent after every play."""
        return sum(self._danger(s) for s in self._others()) + 0.5

    def _strength_effect(self, mine: int) -> float:
        """VIII: the cards of the suit to match played in one run."""
        return 0.8 * sum(1 for c in self.hand if not c.is_major and c.suit is self.suit)

    def _hermit_effect(self, mine: int) -> float:
        """IX: safe from the others' majors."""
        return 0.3

    def _wheel_effect(self, mine: int) -> float:
        """X: the hand of the seat before this one received (a partner's is better left)."""
        ring = self._ring()
        if len(ring) <= 1:
            return 0.0
        prev = ring[(ring.index(self.me) - 1) % len(ring)]
        return mine - self.sizes[prev] - (2.0 if prev in self.mates else 0.0)

    def _justice_effect(self, mine: int) -> float:
        """XI: the most and the least cards swapped: good holding the most, bad the least."""
        sizes = {s: (mine if s == self.me else self.sizes[s]) for s in self._ring()}
        most, least = max(sizes.values()), min(sizes.values())
        if sizes[self.me] == most > least:
            return mine - least
        if sizes[self.me] == least < most:
            return -(most - mine)
        return 0.0

    def _hanged_man_effect(self, mine: int) -> float:
        """XII: all but one card discarded, a turn skipped."""
        return max(0, mine - 1) - 2.0

    def _death_effect(self, mine: int) -> float:
        """XIII: its second play ends the game, won by the fewest cards; its first plays a card
        more."""
        if self.view.deaths >= 1:
            least = min(self.sizes[s] for s in self.opps) if self.opps else 99
            return 50.0 if mine < least else -50.0 if mine > least else 0.0
        return 1.0 if any(self._fits(c) for c in self.hand) else 0.0

    def _temperance_effect(self, mine: int) -> float:
        """XIV: its other majors discarded, and no majors played until its next card: good
        against an opponent known to hold majors, or when its own are few."""
        majors = sum(1 for c in self.hand if c.is_major and c.rank != 14)
        known = max((sum(1 for c in self.view.public[s] if c.is_major)
                     for s in self.opps), default=0)
        return 0.5 * majors + (1.5 if known >= 2 else 0.0) - 0.8

    def _devil_effect(self, mine: int) -> float:
        """XV: the major discards picked up."""
        return -len(self.view.zones["discard:major"])

    def _tower_effect(self, mine: int) -> float:
        """XVI: the next player skips a turn and draws the draw pile (unless already struck or
        behind a Hermit); bad for a partner."""
        nxt = self.next
        if self.view.towered[nxt] or self._hermit(nxt):
            return 0.0
        return len(self.view.zones["draw"]) * self._danger(nxt) * 0.5 + (
            1.0 if nxt not in self.mates else -3.0)

    def _star_effect(self, mine: int) -> float:
        """XVII: draws halved."""
        return 0.3

    def _sun_effect(self, mine: int) -> float:
        """XIX: everybody discards a card."""
        return 1.0 + 0.5 * sum(self._danger(s) for s in self._others())

    def _judgement_effect(self, mine: int) -> float:
        """XX: the leading opponent draws twice this hand, as many as a draw can reach (itself
        among them)."""
        lead = self._leader()
        if lead is None:
            return 0.0
        return min(2 * mine, self._drawable() + 1) * self._danger(lead) * 0.5

    def _world_effect(self, mine: int) -> float:
        """XXI: a card given to each other player, then everybody draws."""
        others = len(self._others())
        return min(mine, others) - 1 - 0.3 * others

    # -- the decisions, one method each (:data:`_CHOICES`) ----------------------------------------
    def _penalty(self, legal: list[Action]) -> Action | None:
        stacks = [a for a in legal if a.kind == "play"]
        if stacks and self.next not in self.mates:
            return stacks[0]
        return next(a for a in legal if a.kind == "draw")

    def _suit(self, legal: list[Action]) -> Action:
        count = Counter(c.suit for c in self.hand if not c.is_major and c.rank != ACE)
        best = max(SUIT_WORDS, key=lambda s: (count[s], self.rng.random()))
        return Action("suit", target=SUIT_WORDS[best])

    def _play(self, legal: list[Action]) -> Action | None:
        best = max(legal, key=self._score)
        return best

    def _sleeve(self, legal: list[Action]) -> Action:
        return min(legal, key=lambda a: self._keep_value(a.cards[0]))

    def _top(self, legal: list[Action]) -> Action:
        # the next drawer is usually the next player: give them a major of no use to hurt us
        return min(legal, key=lambda a: (a.cards[0].is_major, self.rng.random()))

    def _chariot(self, legal: list[Action]) -> Action:
        return max(legal, key=lambda a: self._danger(a.target) if a.kind == "send" else 0.0)

    def _hang(self, legal: list[Action]) -> Action:
        return max(legal, key=lambda a: (self._fits(a.cards[0]), a.cards[0].rank == ACE,
                                         not a.cards[0].is_major))

    def _moon(self, legal: list[Action]) -> Action:
        done = self.view.stage.discarded
        if done >= 2 and any(a.kind == "pass" for a in legal):
            return next(a for a in legal if a.kind == "pass")
        return min((a for a in legal if a.kind == "discard"),
                   key=lambda a: self._keep_value(a.cards[0]))

    def _sun(self, legal: list[Action]) -> Action:
        return min(legal, key=lambda a: self._keep_value(a.cards[0]))

    def _give(self, legal: list[Action]) -> Action:
        return min(legal, key=lambda a: self._keep_value(a.cards[0]))

    def _world(self, legal: list[Action]) -> Action:
        target = self.view.stage.rest[0]
        passing = [a for a in legal if a.kind == "pass"]
        if passing and target in self.mates:
            return passing[0]
        gifts = [a for a in legal if a.kind == "give"]
        return min(gifts, key=lambda a: self._keep_value(a.cards[0]))

    def _hierophant(self, legal: list[Action]) -> Action:
        mine = len(self.hand)

        def after(action: Action) -> int:
            theirs = self.sizes[action.target]
            if theirs < mine:
                return mine - (mine - theirs + 1) // 2
            return mine + (theirs - mine + 1) // 2
        return min(legal, key=after)

    def _judgement(self, legal: list[Action]) -> Action:
        return max(legal, key=lambda a: self._danger(a.target) if a.target != self.me else -9)

    def _lovers(self, legal: list[Action]) -> Action:
        return min(legal, key=lambda a: self.sizes[a.target])

    def _justice(self, legal: list[Action]) -> Action:
        tied, other = self.view.stage.tied, self.view.stage.other
        choosing_most = self.sizes[tied[0]] > self.sizes[other[0]]
        if self.me in tied:
            mine = next(a for a in legal if a.target == self.me)
            others = [a for a in legal if a.target != self.me]
            return mine if choosing_most else max(others, key=lambda a: self._danger(a.target))
        # the hand swapped away: an opponent's big hand should go to an opponent's small one
        return max(legal, key=lambda a: self._danger(a.target) * (1 if choosing_most else -1))

    def _death(self, legal: list[Action]) -> Action:
        plays = [a for a in legal if a.kind == "play" and not a.cards[0].is_major]
        if plays:
            return max(plays, key=self._score)
        return next(a for a in legal if a.kind == "pass")

    def _strength(self, legal: list[Action]) -> Action:
        plays = [a for a in legal if a.kind == "play"]
        if not plays:
            return legal[0]
        # keep the chain going: prefer a card whose suit we hold most of
        count = Counter(c.suit for c in self.hand if not c.is_major)
        return max(plays, key=lambda a: (len(self.hand) == 1, a.cards[0].rank != ACE,
                                         count[a.cards[0].suit]))

    def _call(self, legal: list[Action]) -> Action:
        return next(a for a in legal if a.kind == "taruno")

    def _catch(self, legal: list[Action]) -> Action:
        return next(a for a in legal if a.kind == "catch")


#: The method scoring each kind of action (:meth:`TarunoHeuristic._score`).
_ACTION_SCORES = {
    "play": TarunoHeuristic._play_score, "draw": TarunoHeuristic._draw_score,
    "retrieve": TarunoHeuristic._retrieve_score, "taruno": TarunoHeuristic._call_score,
    "catch": TarunoHeuristic._call_score, "choose": TarunoHeuristic._choose_score,
    "give": TarunoHeuristic._give_score, "send": TarunoHeuristic._give_score,
    "discard": TarunoHeuristic._discard_score, "keep": TarunoHeuristic._keep_score,
}

#: What the effect of each major is worth to its player, by its number
#: (:meth:`TarunoHeuristic._major_score`); the High Priestess and the Moon change no hand.
_MAJOR_EFFECTS = {
    0: TarunoHeuristic._fool_effect, 1: TarunoHeuristic._magician_effect,
    2: TarunoHeuristic._no_effect, 3: TarunoHeuristic._empress_effect,
    4: TarunoHeuristic._emperor_effect, 5: TarunoHeuristic._hierophant_effect,
    6: TarunoHeuristic._lovers_effect, 7: TarunoHeuristic._chariot_effect,
    8: TarunoHeuristic._strength_effect, 9: TarunoHeuristic._hermit_effect,
    10: TarunoHeuristic._wheel_effect, 11: TarunoHeuristic._justice_effect,
    12: TarunoHeuristic._hanged_man_effect, 13: TarunoHeuristic._death_effect,
    14: TarunoHeuristic._temperance_effect, 15: TarunoHeuristic._devil_effect,
    16: TarunoHeuristic._tower_effect, 17: TarunoHeuristic._star_effect,
    18: TarunoHeuristic._no_effect, 19: TarunoHeuristic._sun_effect,
    20: TarunoHeuristic._judgement_effect, 21: TarunoHeuristic._world_effect,
}

#: The method choosing in each decision of Taruno (:mod:`tarot_table.rules.taruno.stages` and
#: :mod:`~tarot_table.rules.taruno.choices`); one returning ``None`` leaves the choice to the
#: scores of :meth:`TarunoHeuristic._score`.
_CHOICES = {
    PlayOrDraw: TarunoHeuristic._play, Penalty: TarunoHeuristic._penalty,
    StrengthRun: TarunoHeuristic._strength, DeathExtra: TarunoHeuristic._death,
    NameSuit: TarunoHeuristic._suit, ChariotSend: TarunoHeuristic._chariot,
    CallTaruno: TarunoHeuristic._call, Catch: TarunoHeuristic._catch,
    Sleeve: TarunoHeuristic._sleeve, TopOfPile: TarunoHeuristic._top,
    HierophantChoice: TarunoHeuristic._hierophant, HierophantGive: TarunoHeuristic._give,
    LoversChoice: TarunoHeuristic._lovers, JusticeTie: TarunoHeuristic._justice,
    HangedKeep: TarunoHeuristic._hang, MoonDiscard: TarunoHeuristic._moon,
    SunDiscard: TarunoHeuristic._sun, JudgementChoice: TarunoHeuristic._judgement,
    WorldGive: TarunoHeuristic._world,
}
