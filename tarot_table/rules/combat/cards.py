"""Tarot Combat's cards: what each is worth as a soldier, what it costs, and the special ability
of each trump, the Ace and the Joker — one class per ability, each with its sentence of the seed
(§4 "Card classifications" and §5 "Special abilities") quoted, and the notes where they settle
it (the package's sources).

Soldiers (seed §4; notes "Cards"): the Ace strength 1 speed 1; 2–10 strength 1, speed their
number; Page 2, Knight 3, Queen 4, King 5 strength, speed 10, costing 1, 2, 3, 4 farms; the
Joker strength 1, speed 0. A court needs a soldier of its suit already in play under its player;
a Joker in play counts as every suit.

An ability's *choices* (:class:`Choice`) are the ones its player makes when playing it (seed §6
"Making choices when playing cards"); the choices an opponent makes are made at resolution, in
the stages its :meth:`Ability.resolve` opens (:mod:`.stages`). An ability whose choices cannot
all be made cannot be played (:meth:`Ability.playable`); one whose chosen target is gone when it
resolves fizzles (:meth:`Ability.gone`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...cards import ACE, JOKER, KING, KNIGHT, NUMBERINGS, PAGE, QUEEN, Card, full_deck, roman
from ..base import Action

if TYPE_CHECKING:
    from ..base import Event
    from ..stages import Stage
    from .state import CombatState, Entry

#: Tarot Combat's numbering of the majors (:data:`~tarot_table.cards.NUMBERINGS`): the common
#: order, XX spelt as the seed's list of trumps spells it ("20. Judgment").
NUMBERING = "judgment"

COURT_COST = {PAGE: 1, KNIGHT: 2, QUEEN: 3, KING: 4}
COURT_STRENGTH = {PAGE: 2, KNIGHT: 3, QUEEN: 4, KING: 5}
TRUMP_COST = 2
ACE_COST = 3
JOKER_COST = 2
#: Every card a game may hold (a deck and the Joker), indexed by ``card._key`` in the tables below.
CARDS: tuple[Card, ...] = (*full_deck(), JOKER)
_SIZE = max(c._key for c in CARDS) + 1


def base_strength(card: Card) -> int:
    """A soldier's strength on its card (seed §4; notes "Cards"): courts 2–5, the rest 1."""
    return COURT_STRENGTH.get(card.rank, 1) if card.is_court else 1


def card_speed(card: Card) -> int:
    """A soldier's speed (seed §4): courts 10, the pips their number, the Ace 1, the Joker 0."""
    if card.is_joker:
        return 0
    return 10 if card.is_court else card.rank


def soldier_cost(card: Card) -> int:
    """Farms to pay to play ``card`` as a soldier: a court 1–4 (the notes' table: the seed's "a
    queen costs two" is a slip), a spot card or the Joker nothing."""
    return COURT_COST[card.rank] if card.is_court else 0


STRENGTH = [0] * _SIZE
SPEED = [0] * _SIZE
COST = [0] * _SIZE
for _card in CARDS:
    if not _card.is_major:
        STRENGTH[_card._key] = base_strength(_card)
        SPEED[_card._key] = card_speed(_card)
        COST[_card._key] = soldier_cost(_card)
del _card


def _table(kind: str) -> list[Action | None]:
    table: list[Action | None] = [None] * _SIZE
    for card in CARDS:
        table[card._key] = Action(kind, (card,))
    return table


#: The actions of a card from the hand, indexed by ``card._key``.
SOLDIER = _table("soldier")
FARM = _table("farm")
ABILITY = _table("ability")
TRUMP = _table("trump")
DISCARD = _table("discard")
TAKE = _table("take")
TARGET_CARD = _table("target")


# -- choices made when a card is played ---------------------------------------------------------

class Choice:
    """A choice the player of an ability makes when playing it. :meth:`options` lists the
    candidates as ``target`` actions (``target @#5`` a soldier or a card in limbo, ``target @2``
    a player, ``target 7C`` a card of the discard pile); :meth:`there` says at resolution whether
    the chosen candidate is still there. ``Entry`` fields: a soldier or limbo card goes in
    ``ids``, a player in ``seat``, a discarded card in ``pick``."""

    #: What the player is asked ("Choose a soldier").
    ask: ClassVar[str] = ""

    def options(self, state: "CombatState", entry: "Entry") -> list[Action]:
        raise NotImplementedError

    def possible(self, state: "CombatState", entry: "Entry") -> bool:
        return bool(self.options(state, entry))

    def there(self, state: "CombatState", entry: "Entry", index: int) -> bool:
        """Whether what ``entry`` chose here (its ``index``-th object id, for soldier and limbo
        choices) is still there, as chosen."""
        raise NotImplementedError

    def takes_id(self, entry: "Entry") -> int:
        """How many object ids of ``entry.ids`` this choice holds (1, or 0 for a player or a
        discarded card)."""
        return 1


def _object(ident: int) -> Action:
    return Action("target", (), f"#{ident}")


class SoldierChoice(Choice):
    """Any soldier in play (of any player)."""

    ask = "Choose a soldier"

    def fits(self, state: "CombatState", entry: "Entry", seat: int, soldier) -> bool:
        return True

    def options(self, state, entry):
        return [_object(s.id) for seat in range(state.num_players) for s in state.soldiers[seat]
                if self.fits(state, entry, seat, s)]

    def possible(self, state, entry):
        return any(self.fits(state, entry, seat, s) for seat in range(state.num_players)
                   for s in state.soldiers[seat])

    def there(self, state, entry, index):
        found = state.find_soldier(entry.ids[index])
        return found is not None and self.fits(state, entry, found[0], found[1])


class OtherSoldier(SoldierChoice):
    """A soldier not chosen already by this card (the Lovers' second)."""

    ask = "Choose another soldier"

    def fits(self, state, entry, seat, soldier):
        return soldier.id not in entry.ids

    def there(self, state, entry, index):
        return state.find_soldier(entry.ids[index]) is not None


class OwnSoldier(SoldierChoice):
    """A soldier the card's player controls (Temperance's first)."""

    ask = "Choose a soldier of yours"

    def fits(self, state, entry, seat, soldier):
        return seat == entry.player


class OpponentSoldier(SoldierChoice):
    """A soldier an opponent of the card's player controls (Temperance's second)."""

    ask = "Choose a soldier of an opponent"

    def fits(self, state, entry, seat, soldier):
        return state.opponents(seat, entry.player)


class AttackingSoldier(SoldierChoice):
    """An attacking soldier (the Emperor's target)."""

    ask = "Choose an attacking soldier"

    def fits(self, state, entry, seat, soldier):
        return soldier.attacking is not None


class OpponentChoice(Choice):
    """An opponent still in the game (``target @seat``)."""

    ask = "Choose an opponent"

    def options(self, state, entry):
        return [Action("target", (), seat) for seat in state.live_from(entry.player)
                if state.opponents(seat, entry.player)]

    def possible(self, state, entry):
        player = entry.player
        return any(not out and state.opponents(seat, player)
                   for seat, out in enumerate(state.out))

    def there(self, state, entry, index):
        return not state.out[entry.seat]

    def takes_id(self, entry):
        return 0


class SoldierOrPlayer(Choice):
    """A soldier in play or a player still in the game (the Tower)."""

    ask = "Choose a soldier or a player"

    def options(self, state, entry):
        return SoldierChoice().options(state, entry) + [
            Action("target", (), seat) for seat in state.live_from(entry.player)]

    def possible(self, state, entry):
        return True

    def there(self, state, entry, index):
        if entry.seat is not None:
            return not state.out[entry.seat]
        return state.find_soldier(entry.ids[index]) is not None

    def takes_id(self, entry):
        return int(entry.seat is None)


class InLimbo(Choice):
    """Another card in limbo of the kind ``kind`` (``"soldier"`` or ``"trump"``)."""

    kind: ClassVar[str] = ""

    def fits(self, state, entry, other) -> bool:
        return other.kind == self.kind and other.id != entry.id

    def options(self, state, entry):
        return [_object(other.id) for other in state.limbo if self.fits(state, entry, other)]

    def possible(self, state, entry):
        return any(self.fits(state, entry, other) for other in state.limbo)

    def there(self, state, entry, index):
        return state.find_entry(entry.ids[index]) is not None


class SoldierBeingPlayed(InLimbo):
    """A soldier card in limbo, being played as a soldier (the Fool's target)."""

    ask = "Choose a soldier being played"
    kind = "soldier"


class TrumpBeingPlayed(InLimbo):
    """A trump card in limbo (the Magician's target)."""

    ask = "Choose a trump being played"
    kind = "trump"


class TrumpToCopy(InLimbo):
    """A trump card in limbo whose own choices this card can make as its copy (the High
    Priestess)."""

    ask = "Choose the trump to copy"
    kind = "trump"

    def fits(self, state, entry, other):
        if not super().fits(state, entry, other):
            return False
        copied = TRUMPS[effective_number(other)]
        return copied.choices_possible(state, entry, copied.choices)

    def there(self, state, entry, index):
        return True

    def takes_id(self, entry):
        return 0


class DiscardedCard(Choice):
    """A card of the discard pile: a soldier card (``trumps`` false: the Moon) or a trump (the
    World). Copies of a card are alike: the choice stays good while one is there."""

    trumps: ClassVar[bool] = False

    def options(self, state, entry):
        seen: set[Card] = set()
        out = []
        for card in state.searched_discard(entry.player):
            if card.is_major is self.trumps and card not in seen:
                seen.add(card)
                out.append(card)
        return [TARGET_CARD[c._key] for c in sorted(out)]

    def possible(self, state, entry):
        trumps = self.trumps
        return any(card.is_major is trumps for card in state.searched_discard(entry.player))

    def there(self, state, entry, index):
        return entry.pick in state.searched_discard(entry.player)

    def takes_id(self, entry):
        return 0


class DiscardedSoldierCard(DiscardedCard):
    ask = "Choose a soldier card of the discard pile"
    trumps = False


class DiscardedTrump(DiscardedCard):
    ask = "Choose a trump of the discard pile"
    trumps = True


SOLDIER_CHOICE = SoldierChoice()
OTHER_SOLDIER = OtherSoldier()
OWN_SOLDIER = OwnSoldier()
OPPONENT_SOLDIER = OpponentSoldier()
ATTACKING_SOLDIER = AttackingSoldier()
OPPONENT = OpponentChoice()
SOLDIER_OR_PLAYER = SoldierOrPlayer()
SOLDIER_BEING_PLAYED = SoldierBeingPlayed()
TRUMP_BEING_PLAYED = TrumpBeingPlayed()
TRUMP_TO_COPY = TrumpToCopy()
DISCARDED_SOLDIER_CARD = DiscardedSoldierCard()
DISCARDED_TRUMP = DiscardedTrump()


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
        state.counter(entry.ids[0], entry.player, events)
        return None


class TheMagician(Trump):
    number = 1
    text = ("Counter a trump card as it is being played. That card has no effect and goes to "
            "the discard pile.")
    choices = (TRUMP_BEING_PLAYED,)

    def resolve(self, state, entry, events):
        state.counter(entry.ids[0], entry.player, events)
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
        return TRUMPS[entry.copies].gone(state, entry)

    def resolve(self, state, entry, events):
        return TRUMPS[entry.copies].resolve(state, entry, events)


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
        state.strengthen(entry.ids[0], 5, events)
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
        return state.opponent_gives(entry.seat, entry.player, events)


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
                state.strengthen(ident, 2, events)
        return None


class TheChariot(Trump):
    number = 7
    text = ("Turn your soldiers right-side-up and get an additional attack step this turn. (You "
            "get an additional attack step after the current step, so you can play this after "
            "the main step to attack with soldiers that were recently played. You only get an "
            "attack step if it's your turn.)")

    def resolve(self, state, entry, events):
        state.chariot(entry.player, events)
        return None


class Strength(Trump):
    number = 8
    text = ("Give a soldier four additional strength until end of turn. (Choose the soldier as "
            "soon as you play Strength.)")
    choices = (SOLDIER_CHOICE,)

    def resolve(self, state, entry, events):
        state.strengthen(entry.ids[0], 4, events)
        return None


class TheHermit(Trump):
    """Decision (ours): the search is the player's choice at resolution (the draw pile is seen
    only then); with no soldier card in the draw pile, nothing is found, and the pile is shuffled
    all the same."""

    number = 9
    text = ("Search the draw pile for a soldier card, reveal it, then put it into your hand. "
            "Shuffle the draw pile afterward.")

    def resolve(self, state, entry, events):
        return state.search(entry.player, False, events)


class WheelOfFortune(Trump):
    """Decision (ours): the players draw in turn from the active player, clockwise."""

    number = 10
    text = "Cause all players to discard their hands. Then all players draw five cards."

    def resolve(self, state, entry, events):
        state.wheel(events)
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
        state.justice()
        return None


class TheHangedMan(Trump):
    """Decision (ours): an opponent with fewer than two soldiers loses those it has."""

    number = 12
    text = ("Destroy two soldiers an opponent controls of his or her choice. (Choose an "
            "opponent as soon as you play Hanged Man, then that opponent chooses two soldiers he "
            "or she controls when it resolves.)")
    choices = (OPPONENT,)

    def resolve(self, state, entry, events):
        return state.opponent_destroys(entry.seat, 2, events)


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
        return state.search(entry.player, True, events)


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
            state.tower_damage(entry.ids[0], 3, events)
        return None


class TheStar(Trump):
    """Decision (ours): the players draw in turn from the active player, clockwise."""

    number = 17
    text = ("Cause all players to shuffle their hands and discard pile into the draw pile. Then "
            "they draw five cards.")

    def resolve(self, state, entry, events):
        state.star(events)
        return None


class TheMoon(Trump):
    number = 18
    text = ("Put a soldier card from the discard pile into your hand. (Choose the soldier card "
            "as soon as you play the Moon.)")
    choices = (DISCARDED_SOLDIER_CARD,)

    def resolve(self, state, entry, events):
        state.take_from_discard(entry.player, entry.pick, events)
        return None


class TheSun(Trump):
    """Decision (ours): with fewer than two cards in the discard pile, the player takes those
    there are."""

    number = 19
    text = ("Randomly select two cards from the discard pile. Put those cards into your hand. "
            "(The cards are selected when the card resolves, and the selected cards are revealed "
            "to all players.)")

    def resolve(self, state, entry, events):
        state.sun(entry.player, events)
        return None


class Judgement(Trump):
    number = 20
    text = "Destroy all soldiers. (Put those cards into the discard pile.)"

    def resolve(self, state, entry, events):
        state.judgement(events)
        return None


class TheWorld(Trump):
    number = 21
    text = ("Put a trump card from the discard pile into your hand. (Choose the card as soon as "
            "you play the World.)")
    choices = (DISCARDED_TRUMP,)

    def resolve(self, state, entry, events):
        state.take_from_discard(entry.player, entry.pick, events)
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
        return state.opponent_gives(entry.seat, entry.player, events)


#: The 22 trumps, indexed by number.
TRUMPS: tuple[Trump, ...] = tuple(cls() for cls in (
    TheFool, TheMagician, TheHighPriestess, TheEmpress, TheEmperor, TheHierophant, TheLovers,
    TheChariot, Strength, TheHermit, WheelOfFortune, Justice, TheHangedMan, Death, Temperance,
    TheDevil, TheTower, TheStar, TheMoon, TheSun, Judgement, TheWorld))
assert [t.number for t in TRUMPS] == list(range(22))
ACE_ABILITY = AceAbility()
JOKER_ABILITY = JokerAbility()


def effective_number(entry: "Entry") -> int:
    """The trump ``entry`` acts as: the High Priestess acts as the trump it copies."""
    return entry.copies if entry.copies is not None else entry.card.rank


def ability_of(entry: "Entry") -> Ability:
    """The ability a limbo entry played for its effect resolves as."""
    card = entry.card
    if card.is_major:
        return TRUMPS[card.rank]
    return JOKER_ABILITY if card.is_joker else ACE_ABILITY


def choices_of(entry: "Entry") -> tuple[Choice, ...]:
    """The choices the player of ``entry`` makes, in order: a High Priestess's copy (held in
    ``entry.copy_of`` and ``entry.copies``), then the copied trump's own."""
    ability = ability_of(entry)
    if entry.copies is not None:
        return ability.choices + TRUMPS[entry.copies].choices
    return ability.choices


def entry_cost(entry: "Entry") -> int:
    """Farms to pay for ``entry``: a soldier its card's cost, an ability its own."""
    if entry.kind == "soldier":
        return COST[entry.card._key]
    return ability_of(entry).cost


def is_ace(card: Card) -> bool:
    return card.rank == ACE and card.suit.is_minor
