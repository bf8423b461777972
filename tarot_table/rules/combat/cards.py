"""Tarot Combat's special abilities: one class per trump, the Ace's and the Joker's, each with
its sentence of the seed (§4 "Card classifications" and §5 "Special abilities") quoted, the
notes where they settle it (the package's sources), its cost, the choices its player makes
when playing it (:mod:`.choices`) and its effect when it resolves. What the cards are worth as
soldiers is in :mod:`.tables`.

An ability's *choices* (:class:`~.choices.Choice`) are the ones its player makes when playing it
(seed §6 "Making choices when playing cards"); the choices an opponent makes are made at
resolution, in the stages its :meth:`Ability.resolve` opens (:mod:`.resolution`). An ability whose
choices cannot all be made cannot be played (:meth:`Ability.playable`); one whose chosen target
is gone when it resolves fizzles (:meth:`Ability.gone`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...cards import NUMBERINGS, Card, roman
from ...messages import Seat, say
from ..base import Event
from .choices import (ATTACKING_SOLDIER, DISCARDED_SOLDIER_CARD, DISCARDED_TRUMP, OPPONENT,
                      OPPONENT_SOLDIER, OTHER_SOLDIER, OWN_SOLDIER, SOLDIER_BEING_PLAYED,
                      SOLDIER_CHOICE, SOLDIER_OR_PLAYER, TRUMP_BEING_PLAYED, TRUMP_TO_COPY,
                      Choice)
from .resolution import GiveSoldier, JusticeRound, Search, destroy_own
from .tables import ABILITIES, ACE_COST, CARDS, JOKER_COST, NUMBERING, TRUMP_COST, trump

if TYPE_CHECKING:
    from ..stages import Stage
    from .objects import Entry
    from .state import CombatState


def counter(state: "CombatState", ident: int, by: int, events: list[Event]) -> None:
    """The card ``#ident`` in limbo is countered by ``by``: to the discard pile instead of into
    play, with no effect (the Fool, the Magician)."""
    entry = state.find_entry(ident)
    state.limbo_to_discard(entry, events, None if state.quiet else say(
        "{seat} counters {owner:poss} {card:bare}.", seat=by, owner=Seat(entry.player),
        card=entry.card))


def strengthen(state: "CombatState", ident: int, amount: int, events: list[Event]) -> None:
    """Soldier ``#ident`` gets ``amount`` more strength until the end of the turn (the Emperor,
    the Lovers, Strength)."""
    soldier = state.replace_soldier(ident, bonus=state.find_soldier(ident)[1].bonus + amount)
    if not state.quiet:
        events.append(Event("message", data={"soldier": ident, "bonus": soldier.bonus},
                            message=say("{card} gets +{amount} strength.", card=soldier.card,
                                        amount=amount)))


def give_soldier(state: "CombatState", opponent: int, to: int, events: list[Event]
                 ) -> "Stage | None":
    """``opponent`` chooses a soldier it controls and ``to`` gains control of it (the
    Hierophant, the Joker; asked only when it has more than one)."""
    row = state.soldiers[opponent]
    if len(row) > 1:
        return GiveSoldier(opponent, to)
    if row:
        state.gain_control(row[0].id, to, events)
    return None


def search(state: "CombatState", seat: int, trumps: bool, events: list[Event]) -> "Stage | None":
    """``seat`` searches the draw pile (it sees it) for a soldier card or a trump (the Hermit,
    the Devil) — with own decks its own draw pile (seed, the Hermit and the Devil: "You must
    search your own draw pile if each player has their own draw pile")."""
    pile = state.pile_of(seat)
    if not state.quiet:
        mine = frozenset((seat,))
        zone = state.draw_zone(pile)
        events += [Event("reveal", card, zone, zone, face_up=False, player=seat,
                         visible=mine) for card in state.draws[pile]]
    options = state.search_options(seat, trumps)
    if len(options) > 1:
        return Search(seat, trumps)
    if options:
        state.take_from_draw(seat, options[0].cards[0], events)
    else:
        state.shuffle_draw(pile, events)
    return None


def take_from_discard(state: "CombatState", seat: int, card: Card, events: list[Event]) -> None:
    """``card`` (its topmost copy) goes from ``seat``'s discard pile
    (:meth:`~.state.CombatState.searched_discard`) into its hand, seen by all (the Moon, the
    Sun, the World)."""
    index = state.pile_of(seat)
    pile = state.discards[index]
    del pile[len(pile) - 1 - pile[::-1].index(card)]
    state.to_hand(seat, card)
    state.revealed[seat].append(card)
    if not state.quiet:
        events.append(Event("move", card, state.discard_zone(index), f"hand:{seat}",
                            player=seat, message=say("{seat} takes {card} from the discard pile.",
                                                     seat=seat, card=card)))


# -- abilities ---------------------------------------------------------------------------------

class Ability:
    """A special ability (seed §5): its ``cost`` in farms, the ``choices`` its player makes when
    playing it, and its effect (:meth:`resolve`). ``text`` is the seed's sentence."""

    name: ClassVar[str] = ""
    text: ClassVar[str] = ""
    cost: ClassVar[int] = TRUMP_COST
    choices: ClassVar[tuple[Choice, ...]] = ()

    def choices_possible(self, state: "CombatState", entry: "Entry",
                         choices: tuple[Choice, ...]) -> bool:
        """Whether every one of ``choices`` can be made (in order, each after the ones before:
        two different soldiers need two soldiers)."""
        if not choices:
            return True
        if not choices[0].possible(state, entry):
            return False
        if len(choices) == 1:
            return True
        if choices[1] is OTHER_SOLDIER:
            return sum(len(row) for row in state.soldiers) >= 2
        return all(choice.possible(state, entry) for choice in choices[1:])

    def playable(self, state: "CombatState", entry: "Entry") -> bool:
        """Whether the card can be played now by ``entry.player``: its choices can be made."""
        return self.choices_possible(state, entry, self.choices)

    def gone(self, state: "CombatState", entry: "Entry") -> bool:
        """Whether a chosen target is gone, so that the card fizzles (notes "Limbo and
        priority"; seed §6 "Making choices": the player "can't say that Death will destroy a
        different soldier instead")."""
        index = 0
        for choice in self.choices:
            if not choice.there(state, entry, index):
                return True
            index += choice.takes_id(entry)
        return False

    def resolve(self, state: "CombatState", entry: "Entry", events: list["Event"]
                ) -> "Stage | None":
        """The effect, when the card resolves (its targets are there). Returns a stage when an
        opponent (or a search) must choose."""
        raise NotImplementedError


class Trump(Ability):
    """A trump card (seed §4, §5): "It costs 2 to play a trump card for the card's special
    ability, and they can be played at any time. [...] They are put into the discard pile after
    they are played." ``number`` is the trump's (this game numbers them like Taruno: VIII
    Strength, XI Justice)."""

    number: ClassVar[int] = -1

    @property
    def name(self) -> str:  # type: ignore[override]
        return f"{roman(self.number)} {NUMBERINGS[NUMBERING][self.number]}"


class TheFool(Trump):
    number = 0
    text = ("Counter any character card as it is being played. Put the countered card into the "
            "discard pile instead of into play. (Choose what to counter as soon as you play the "
            "Fool. You can't counter soldier cards that are played for the special ability "
            "using the Fool.)")
    choices = (SOLDIER_BEING_PLAYED,)

    def resolve(self, state, entry, events):
        counter(state, entry.ids[0], entry.player, events)
        return None


class TheMagician(Trump):
    number = 1
    text = ("Counter a trump card as it is being played. That card has no effect and goes to "
            "the discard pile.")
    choices = (TRUMP_BEING_PLAYED,)

    def resolve(self, state, entry, events):
        counter(state, entry.ids[0], entry.player, events)
        return None


class TheHighPriestess(Trump):
    """Played, it copies a trump already in limbo (the first choice), then makes that trump's
    choices as its own; it resolves as that trump. Decision (ours): the copy is made when the
    Priestess is played, so what happens to the original afterwards does not matter; a copy of
    a Priestess copies what that Priestess copies."""

    number = 2
    text = ("This is a copy of a trump card that is being played. (Choose what card the High "
            "Priestess copies as soon as you play it. Another trump card must already be in "
            "limbo when High Priestess is played or there will be nothing it can copy.)")
    choices = (TRUMP_TO_COPY,)

    def gone(self, state, entry):
        return trump(entry.copies).gone(state, entry)

    def resolve(self, state, entry, events):
        return trump(entry.copies).resolve(state, entry, events)


class TheEmpress(Trump):
    number = 3
    text = "Draw two cards."

    def resolve(self, state, entry, events):
        state.draw_cards(entry.player, 2, events)
        return None


class TheEmperor(Trump):
    """Notes: "the Emperor gives +5 strength to a target **attacking** soldier until end of
    turn (its 'Choose … as soon as you play Strength' is a copy slip)". Decision (ours): a
    soldier no longer attacking when it resolves is gone (the card fizzles)."""

    number = 4
    text = ("Give target attacking soldier five additional strength. (Choose the soldier as "
            "soon as you play Strength.)")
    choices = (ATTACKING_SOLDIER,)

    def resolve(self, state, entry, events):
        strengthen(state, entry.ids[0], 5, events)
        return None


class TheHierophant(Trump):
    """Decision (ours): an opponent who controls no soldier when it resolves gives nothing."""

    number = 5
    text = ("Gain control of a soldier controlled by an opponent of that player's choice. (You "
            "choose an opponent as soon as you play the Hierophant, then that opponent chooses a "
            "soldier he or she controls when it resolves. If you gain control of a character "
            "that's attacking you, then it's removed from combat.)")
    choices = (OPPONENT,)

    def resolve(self, state, entry, events):
        return give_soldier(state, entry.seat, entry.player, events)


class TheLovers(Trump):
    """Decision (ours): the Lovers fizzle only when both soldiers are gone; a soldier still there
    gets its +2 (unlike Temperance, whose exchange needs both, the seed says nothing)."""

    number = 6
    text = ("Give two soldiers two additional strength each until end of turn. (Choose two "
            "soldiers as soon as you play the Lovers.)")
    choices = (SOLDIER_CHOICE, OTHER_SOLDIER)

    def gone(self, state, entry):
        return all(state.find_soldier(i) is None for i in entry.ids)

    def resolve(self, state, entry, events):
        for ident in entry.ids:
            if state.find_soldier(ident) is not None:
                strengthen(state, ident, 2, events)
        return None


class TheChariot(Trump):
    number = 7
    text = ("Turn your soldiers right-side-up and get an additional attack step this turn. (You "
            "get an additional attack step after the current step, so you can play this after "
            "the main step to attack with soldiers that were recently played. You only get an "
            "attack step if it's your turn.)")

    def resolve(self, state, entry, events):
        """The player's soldiers turn right-side-up; an additional attack step after the
        current step, if it is the player's turn."""
        seat = entry.player
        state.turn_upright(seat, farms=False)
        if state.in_turn(seat):
            state.extra_attacks += 1
        if not state.quiet:
            events.append(Event("message", player=seat, data={"upright": seat},
                                message=say("{owner:poss} soldiers turn right-side-up.",
                                            owner=Seat(seat))))
        return None


class Strength(Trump):
    number = 8
    text = ("Give a soldier four additional strength until end of turn. (Choose the soldier as "
            "soon as you play Strength.)")
    choices = (SOLDIER_CHOICE,)

    def resolve(self, state, entry, events):
        strengthen(state, entry.ids[0], 4, events)
        return None


class TheHermit(Trump):
    """Decision (ours): the search is the player's choice at resolution (the draw pile is seen
    only then); with no soldier card in the draw pile, nothing is found, and the pile is shuffled
    all the same."""

    number = 9
    text = ("Search the draw pile for a soldier card, reveal it, then put it into your hand. "
            "Shuffle the draw pile afterward.")

    def resolve(self, state, entry, events):
        return search(state, entry.player, False, events)


class WheelOfFortune(Trump):
    """Decision (ours): the players draw in turn from the active player, clockwise."""

    number = 10
    text = "Cause all players to discard their hands. Then all players draw five cards."

    def resolve(self, state, entry, events):
        seats = state.live_from(state.active)
        for seat in seats:
            state.discard_hand(seat, events)
        for seat in seats:
            state.draw_cards(seat, 5, events)
        return None


class Justice(Trump):
    """Three rounds, each computed when it starts: hands (discard), soldiers (destroy), farms
    (destroy). Decision (ours): within a round the players choose in turn from the active
    player, clockwise; a player with no choice (all must go, or all alike) is not asked."""

    number = 11
    text = ("Cause all players to discard cards until they all have as many as the player with "
            "the least. Players must destroy their own soldiers and farms in this way. (First "
            "cards are discarded until players have the same as the player with the least cards "
            "in hand, then players destroy their own soldiers until all players have the same "
            "amount as the player with the least soldiers, then players destroy their own farms "
            "in that way.)")

    def resolve(self, state, entry, events):
        state.then(JusticeRound("hand"), JusticeRound("soldiers"), JusticeRound("farms"))
        return None


class TheHangedMan(Trump):
    """Decision (ours): an opponent with fewer than two soldiers loses those it has."""

    number = 12
    text = ("Destroy two soldiers an opponent controls of his or her choice. (Choose an "
            "opponent as soon as you play Hanged Man, then that opponent chooses two soldiers he "
            "or she controls when it resolves.)")
    choices = (OPPONENT,)

    def resolve(self, state, entry, events):
        return destroy_own(state, entry.seat, 2, events)


class Death(Trump):
    number = 13
    text = ("Destroy a soldier. (Destroyed cards are put into the discard pile. Choose the "
            "soldier as soon as you play Death.)")
    choices = (SOLDIER_CHOICE,)

    def resolve(self, state, entry, events):
        state.destroy(entry.ids[0], events)
        return None


class Temperance(Trump):
    """Decision (ours): besides a destroyed soldier, a soldier that changed hands since (so that
    the first is no longer the player's or the second no longer an opponent's) fizzles it."""

    number = 14
    text = ("Exchange control of a soldier you control for one controlled by an opponent of "
            "your choice. (Choose both of the soldiers as soon as you play Temperance. If either "
            "soldier is destroyed before Temperance resolves, then it is fizzled. If you gain "
            "control of a character that's attacking you, then it's removed from combat.)")
    choices = (OWN_SOLDIER, OPPONENT_SOLDIER)

    def resolve(self, state, entry, events):
        mine, theirs = entry.ids
        opponent = state.find_soldier(theirs)[0]
        state.gain_control(theirs, entry.player, events)
        state.gain_control(mine, opponent, events)
        return None


class TheDevil(Trump):
    """Decision (ours): as the Hermit's, the search is made at resolution."""

    number = 15
    text = ("Search the draw pile for a trump card, reveal it, put it into your hand, then "
            "shuffle the draw pile afterward.")

    def resolve(self, state, entry, events):
        return search(state, entry.player, True, events)


class TheTower(Trump):
    """Decision (ours): any player may be chosen, the Tower's own player too."""

    number = 16
    text = ("Deal 3 damage to a soldier or player. (Choose the soldier or player as soon as you "
            "play the Tower. If the damage does not destroy the soldier, then the damage stays "
            "until the end of an attack step.)")
    choices = (SOLDIER_OR_PLAYER,)

    def resolve(self, state, entry, events):
        if entry.seat is not None:
            state.damage_player(entry.seat, 3, events, by=entry.player)
        else:
            ident = entry.ids[0]
            soldier = state.replace_soldier(
                ident, tower_damage=state.find_soldier(ident)[1].tower_damage + 3)
            if not state.quiet:
                events.append(Event("message", data={"soldier": ident, "damage": 3},
                                    message=say("{card} takes 3 damage.", card=soldier.card)))
            state.check_soldiers(events)
        return None


class TheStar(Trump):
    """Decision (ours): the players draw in turn from the active player, clockwise."""

    number = 17
    text = ("Cause all players to shuffle their hands and discard pile into the draw pile. Then "
            "they draw five cards.")

    def resolve(self, state, entry, events):
        seats = state.live_from(state.active)
        gathered: list[list[Card]] = [[] for _ in state.draws]
        for seat in seats:
            pile = state.pile_of(seat)
            if not state.quiet:
                events += [Event("move", card, f"hand:{seat}", state.draw_zone(pile),
                                 face_up=False, visible=frozenset())
                           for card in state.hands[seat]]
            gathered[pile] += state.hands[seat]
            state.hands[seat] = []
            state.revealed[seat].clear()
        for pile in range(len(state.draws)):
            if not (state.own and state.out[pile]):
                self.shuffle_in(state, pile, gathered[pile], events)
        for seat in seats:
            state.draw_cards(seat, 5, events)
        return None

    @staticmethod
    def shuffle_in(state: "CombatState", pile: int, hands: list[Card], events: list[Event]
                   ) -> None:
        """The ``hands`` gathered and the discard pile ``pile`` are shuffled into its draw
        pile."""
        nobody = frozenset()
        if not state.quiet:
            events += [Event("move", card, state.discard_zone(pile), state.draw_zone(pile),
                             face_up=False, visible=nobody) for card in state.discards[pile]]
        state.draws[pile] = state.shuffled(state.draws[pile] + hands + state.discards[pile])
        state.discards[pile] = []
        if not state.quiet:
            events.append(Event("shuffle", data={"zone": state.draw_zone(pile)},
                                message=say("Hands and the discard pile are shuffled into the "
                                            "draw pile.")))


class TheMoon(Trump):
    number = 18
    text = ("Put a soldier card from the discard pile into your hand. (Choose the soldier card "
            "as soon as you play the Moon.)")
    choices = (DISCARDED_SOLDIER_CARD,)

    def resolve(self, state, entry, events):
        take_from_discard(state, entry.player, entry.pick, events)
        return None


class TheSun(Trump):
    """Decision (ours): with fewer than two cards in the discard pile, the player takes those
    there are."""

    number = 19
    text = ("Randomly select two cards from the discard pile. Put those cards into your hand. "
            "(The cards are selected when the card resolves, and the selected cards are revealed "
            "to all players.)")

    def resolve(self, state, entry, events):
        """Two cards of the discard pile chosen at random (a recorded shuffle of a copy of the
        pile; the last two) go into the player's hand, revealed."""
        seat = entry.player
        pile = state.searched_discard(seat)
        if pile:
            for card in state.shuffled(pile)[-2:]:
                take_from_discard(state, seat, card, events)
        return None


class Judgement(Trump):
    number = 20
    text = "Destroy all soldiers. (Put those cards into the discard pile.)"

    def resolve(self, state, entry, events):
        for seat in state.live_from(state.active):
            for soldier in list(state.soldiers[seat]):
                state.destroy(soldier.id, events)
        return None


class TheWorld(Trump):
    number = 21
    text = ("Put a trump card from the discard pile into your hand. (Choose the card as soon as "
            "you play the World.)")
    choices = (DISCARDED_TRUMP,)

    def resolve(self, state, entry, events):
        take_from_discard(state, entry.player, entry.pick, events)
        return None


class AceAbility(Ability):
    """The Ace's ability (seed §4, §5): "The ace has a 'special ability' that costs 3, which is
    used to draw 3 cards." "The Ace can only be played for the special ability if the controller
    has a soldier that has the right suit" (a Joker in play counts as every suit)."""

    name = "Ace"
    text = "Pay 3 to draw 3 cards."
    cost = ACE_COST

    def resolve(self, state, entry, events):
        state.draw_cards(entry.player, 3, events)
        return None


class JokerAbility(Ability):
    """The Joker's ability (seed §4, §5), for 2, which "does not require the controller to
    control a soldier with any particular suit". Decision (ours): as the Hierophant, whose
    words it shares, the opponent is chosen when it is played and chooses the soldier when it
    resolves."""

    name = "Joker"
    text = ("You gain control of a soldier controlled by an opponent of that player's choice.")
    cost = JOKER_COST
    choices = (OPPONENT,)

    def resolve(self, state, entry, events):
        return give_soldier(state, entry.seat, entry.player, events)


#: The 22 trumps, indexed by number.
TRUMPS: tuple[Trump, ...] = tuple(cls() for cls in (
    TheFool, TheMagician, TheHighPriestess, TheEmpress, TheEmperor, TheHierophant, TheLovers,
    TheChariot, Strength, TheHermit, WheelOfFortune, Justice, TheHangedMan, Death, Temperance,
    TheDevil, TheTower, TheStar, TheMoon, TheSun, Judgement, TheWorld))
assert [t.number for t in TRUMPS] == list(range(22))
ACE_ABILITY = AceAbility()
JOKER_ABILITY = JokerAbility()
for _card in CARDS:
    ABILITIES[_card._key] = (TRUMPS[_card.rank] if _card.is_major
                             else JOKER_ABILITY if _card.is_joker else ACE_ABILITY)
del _card
