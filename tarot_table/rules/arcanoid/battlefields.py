"""Committing on the battlefields of Arcanoid (seed "Making a move", the Fool, the World, the
Chariot; notes "Moves and timing"), as functions of the table (:mod:`.table`): the commitments
an actor may make (:func:`commit_actions`) and why another is refused
(:func:`commit_refusal`); making one (:func:`commit`), after which the Fool's window opens
(:class:`~.stages.FoolWindow`, whose stage the caller opens) or it counts at once; the Fool's
steal, recording a commitment, leaving the round; the variants' secret commitments (KOBLENZ,
MALTA) and completed aces (WORMS). What a set of cards is worth, and which sets a pool allows,
is :mod:`.commitments`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...cards import Card
from ...messages import N_, say
from ..base import ALL, Action, Event
from ..card_tables import CARD_KEY
from .commitments import (ABDICATION, ABDICATIONS, ABDICATES, CHARIOT, DEVIL, EMPEROR, EMPRESS,
                          FIELD_SUIT, FIELDS, FOOL, HERMIT, LOVERS, MAGICIAN, TEMPERANCE, WORLD,
                          Commit, CommitError, Force, ace_part, classify, completable,
                          couple_sets, major, one_field_sets)

if TYPE_CHECKING:
    from .table import ArcanoidTable

#: A commitment the Fool may steal, just attempted: its battlefield, its time and the actors
#: who may steal it, in playing order (:func:`attempted`).
Attempt = tuple[int, int, list[int]]

_MAGICIAN, _WORLD, _FOOL = major(MAGICIAN), major(WORLD), major(FOOL)
#: The World committed on each battlefield, and the abdication on each, by index.
_WORLD_COMMITS = tuple(Action("commit", (_WORLD,), word) for word in FIELDS)
_ABDICATES = tuple(ABDICATES[word] for word in FIELDS)
#: :func:`pair_commit`'s actions, by couple and battlefields.
_PAIR_COMMITS: dict[tuple[tuple[Card, ...], int, int], Action] = {}
#: The battlefields (indexes of ``FIELDS``) a commitment's target names, by the target: a
#: battlefield, or two joined by ``+`` (a couple).
TARGET_FIELDS = {**{word: (f,) for f, word in enumerate(FIELDS)},
                 **{f"{w}+{x}": (f, g) for f, w in enumerate(FIELDS)
                    for g, x in enumerate(FIELDS) if f != g}}
#: The kinds of action that commit (or abdicate) on a battlefield.
COMMIT_KINDS = frozenset({"commit", "abdicate", "secret", "complete"})

#: :func:`field_commits`' answers by what they depend on (:func:`commits_key`); emptied when
#: it reaches :data:`FIELD_CACHE_SIZE` answers. An answer is kept when it is asked for the
#: second time (:data:`_ASKED` holds the keys asked for once): a search asks for the same parts
#: of its worlds' pools again and again, random games mostly for new ones, and every answer
#: kept is a few objects more that the garbage collector walks at each of its passes.
_FIELD_COMMITS: dict[int | tuple[int, tuple[int, ...]], tuple[Action, ...]] = {}
#: The commitment actions built, by battlefield and cards (emptied when it reaches
#: :data:`FIELD_CACHE_SIZE`): the same set of cards comes back in many pools.
_COMMIT_ACTIONS: tuple[dict[tuple[Card, ...], Action], ...] = ({}, {}, {}, {})
FIELD_CACHE_SIZE = 10_000
_ASKED: set[int | tuple[int, tuple[int, ...]]] = set()
#: A card's ``_key`` is its suit's index (``Suit``'s order: the four battlefields' suits in
#: the order of ``FIELDS``, then the majors) times 32 plus its rank: a pool is read as one rank
#: mask a suit (:func:`add_ranks`). The majors a one-field commitment may hold (the Magician,
#: the Empress, the Emperor and the Lovers), by key and as a mask of ranks; the majors' suit.
_FIELD_MAJORS = frozenset(major(r)._key for r in (MAGICIAN, EMPRESS, EMPEROR, LOVERS))
_FIELD_MAJOR_BITS = sum(1 << r for r in (MAGICIAN, EMPRESS, EMPEROR, LOVERS))
_MAJOR_SUIT = _MAGICIAN._key >> 5
assert all(Card(FIELD_SUIT[w], 1)._key >> 5 == f for f, w in enumerate(FIELDS))


# -- the commitments an actor may make ------------------------------------------------------------

def commit_actions(st: "ArcanoidTable", a: int, pool: list[Card], largest: bool = False
                   ) -> list[Action]:
    """Every commitment ``a`` may make now, in this order (seed "Making a move", the Chariot,
    the Empress, the Lovers, the World):

    * on each battlefield where ``a`` has not committed, in ``FIELDS`` order: the abdication;
      then, where Temperance lets it commit cards (``st.may_commit``), every set of its
      ``pool`` (``st.pool(a)``) that may be committed there (:func:`field_commits`), the sets
      holding the whole of the Chariot's reserve ("commit the reserved cards plus possibly
      others from his hand": all of them or none), and the World where nothing was committed
      this round;
    * each couple of majors it holds (the Empress and the Emperor, or either with the Lovers;
      the reserve all used or none) on each two of those battlefields;
    * where the variant allows them, its secret commitments (:func:`secret_actions`) and its
      aces' completions (:func:`completions`).

    The Magician transmutes unless it commits face down instead (MALTA). With ``largest``, of
    each kind of numeric set only the largest (:func:`~.commitments.one_field_sets`)."""
    reserve = st.chariot[a][1:]
    cards = sorted(pool + reserve, key=CARD_KEY) if reserve else pool
    acts: list[Action] = []
    allowed = _one_field_commits(st, a, pool, cards, reserve, largest, acts)
    if len(allowed) > 1:
        _couple_commits(cards, reserve, allowed, acts)
    if st.variant.secrets:
        acts += secret_actions(st, a, acts, pool)
    if st.variant.completable_aces:
        acts += completions(st, a, pool, reserve, cards)
    return acts


def _one_field_commits(st: "ArcanoidTable", a: int, pool: list[Card], cards: list[Card],
                       reserve: list[Card], largest: bool, acts: list[Action]) -> list[int]:
    """:func:`commit_actions` on each battlefield where ``a`` has not committed, added to
    ``acts``: the abdication, then where Temperance lets it commit cards the sets of its
    ``pool``, those of ``cards`` (the pool and the Chariot's ``reserve``) holding the whole
    reserve, and the World where nothing was committed this round. Returns the battlefields
    where it may commit cards."""
    transmute = not st.variant.secret_magician
    magician = transmute and holds(pool, _MAGICIAN)
    magician_too = transmute and holds(cards, _MAGICIAN) if reserve else magician
    world = holds(pool, _WORLD)
    row = st.commits[a]
    touched = st.touched
    allowed = []
    for f in range(4):
        if row[f] is not None:
            continue
        acts.append(_ABDICATES[f])
        if not st.may_commit(a, f):
            continue
        allowed.append(f)
        acts.extend(field_commits(pool, f, transmute, largest, magician))
        if reserve:
            acts.extend(field_commits(cards, f, transmute, largest, magician_too, reserve))
        if world and not touched[f]:
            acts.append(_WORLD_COMMITS[f])
    return allowed


def _couple_commits(cards: list[Card], reserve: list[Card], allowed: list[int],
                    acts: list[Action]) -> None:
    """:func:`commit_actions`' couples, added to ``acts``: each couple of majors of ``cards``
    (the Chariot's ``reserve`` all used or none) on each two of the ``allowed`` battlefields
    (seed: the Empress, the Lovers)."""
    for cs in couple_sets(cards):
        if reserve_ok(cs, reserve):
            for i, f in enumerate(allowed):
                for g in allowed[i + 1:]:
                    acts.append(pair_commit(cs, f, g))


def holds(cards: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` is among ``cards`` (cards are interned: the same card is the same
    object)."""
    for c in cards:
        if c is card:
            return True
    return False


def field_commits(pool: Sequence[Card], f: int, transmute: bool, largest: bool,
                  magician: bool, reserve: Sequence[Card] = ()) -> tuple[Action, ...]:
    """The commitments of ``pool`` (sorted) on battlefield ``f`` (an index of ``FIELDS``):
    :func:`~.commitments.one_field_sets` of the field's suit as actions, in the same order —
    with a Chariot's ``reserve``, only those holding all of it (none when its cards cannot lie
    in one commitment there, :func:`reserve_fits`); ``magician``: the pool holds the Magician
    and it may transmute.

    They depend only on the pool's cards of the field's suit, its majors of a one-field
    commitment and, with ``magician``, its other numerics (and on the reserve): the actions are
    built once for each such part of a pool and kept, found again by :func:`commits_key` (a
    move lists them at every step of a game)."""
    if reserve and not reserve_fits(reserve, f, magician):
        return ()
    masks = [0, 0, 0, 0, 0]
    add_ranks(pool, masks)
    key = commits_key(f, transmute, largest, magician, masks)
    asked = (key, tuple([c._key for c in reserve])) if reserve else key
    kept = _FIELD_COMMITS
    found = kept.get(asked)
    if found is None:
        found = _field_actions(pool, f, transmute, largest, magician, reserve)
        if asked in _ASKED:
            if len(kept) >= FIELD_CACHE_SIZE:
                kept.clear()
            kept[asked] = found
        else:
            if len(_ASKED) >= 10 * FIELD_CACHE_SIZE:
                _ASKED.clear()
            _ASKED.add(asked)
    return found


def _field_actions(pool: Sequence[Card], f: int, transmute: bool, largest: bool,
                   magician: bool, reserve: Sequence[Card]) -> tuple[Action, ...]:
    """:func:`field_commits`, built: the sets of the part of ``pool`` they depend on, each
    set's action made once (:data:`_COMMIT_ACTIONS`)."""
    suit = FIELD_SUIT[FIELDS[f]]
    part = []
    for c in pool:
        if c.suit is suit or c._key in _FIELD_MAJORS or (
                magician and not c.is_major and c.rank <= 10):
            part.append(c)
    word = FIELDS[f]
    made = _COMMIT_ACTIONS[f]
    if len(made) >= FIELD_CACHE_SIZE:
        made.clear()
    acts = []
    for cs in one_field_sets(part, suit, reserve, transmute, largest):
        action = made.get(cs)
        if action is None:
            action = made[cs] = Action("commit", cs, word)
        acts.append(action)
    return tuple(acts)


def add_ranks(cards: Sequence[Card], masks) -> None:
    """Add the ranks of ``cards`` to ``masks``, a bit mask per suit index (``1 << rank``;
    five suits; a list, or a C array when compiled)."""
    for c in cards:
        k = c._key
        masks[k >> 5] |= 1 << (k & 31)


def commits_key(f: int, transmute: bool, largest: bool, magician: bool, masks) -> int:
    """What a battlefield's commitments depend on (:func:`field_commits`), as one int under
    2**55: the field ``f``, the flags, the pool's ranks of the field's suit (14 bits), its
    majors of a one-field commitment and, with ``magician``, the numerics of the other suits
    it may transmute (10 bits a suit); ``masks``: the pool's ranks (:func:`add_ranks`)."""
    key = (f | transmute << 2 | largest << 3 | (masks[f] & 0x7FFE) << 3
           | (masks[_MAJOR_SUIT] & _FIELD_MAJOR_BITS) << 18)
    if magician:
        shift = 25
        for s in range(4):
            if s != f:
                key |= (masks[s] >> 1 & 0x3FF) << shift
                shift += 10
    return key


def reserve_fits(reserve: Sequence[Card], f: int, magician: bool) -> bool:
    """Whether all the cards of the Chariot's ``reserve`` may lie in one commitment on
    battlefield ``f``, as far as their kinds say: cards of the field's suit, the majors of a
    one-field commitment and, with ``magician``, one numeric of another suit ("only one card
    may be transmuted in a given commitment": seed, the Magician). When not, no commitment
    uses the reserve there (a commitment uses all of it or none: seed, the Chariot)."""
    transmuted = 0
    for c in reserve:
        k = c._key
        s = k >> 5
        if s == f or k in _FIELD_MAJORS:
            continue
        if not magician or s == _MAJOR_SUIT or k & 31 > 10 or transmuted:
            return False
        transmuted = 1
    return True


def reserve_ok(cards: Sequence[Card], reserve: Sequence[Card]) -> bool:
    """Whether ``cards`` use all of the Chariot's ``reserve`` or none of it (seed)."""
    used = sum(c in cards for c in reserve)
    return used == 0 or used == len(reserve)


def pair_commit(couple: tuple[Card, ...], f: int, g: int) -> Action:
    """The action committing ``couple`` on battlefields ``f`` and ``g`` (kept once built)."""
    found = _PAIR_COMMITS.get((couple, f, g))
    if found is None:
        found = _PAIR_COMMITS[couple, f, g] = Action("commit", couple,
                                                     f"{FIELDS[f]}+{FIELDS[g]}")
    return found


def secret_actions(st: "ArcanoidTable", a: int, acts: list[Action], pool: list[Card]
                   ) -> list[Action]:
    """The secret commitments ``a`` may make: each one-field commitment of ``acts`` put
    face down (not the World, not an abdication), the couples on one battlefield only.

    KOBLENZ: "Every player is permitted to make one secret commitment per round,
    following essentially the same rules as (with the Magician) in the MALTA variant …
    Each player is permitted to do this once per round". MALTA: "The Magician can be used
    to commit cards secretly … The Magician can be used secretly commit the Empress and
    Emperor, but in that case the imperial couple will be committed only to one battlefield
    … The Magician cannot be used to commit the World secretly (nor to secretly pass
    Judgment or any such silly thing)." (seed). The Magician comes from what ``a`` may use
    as its own (ours: not from the Chariot's reserve)."""
    world = (_WORLD,)
    sets = [x for x in acts if x.kind == "commit" and "+" not in x.target and
            x.cards != world]
    if st.variant.secret_once:
        return [] if st.secret_spent[a] else \
            [Action("secret", x.cards, x.target) for x in sets]
    if _MAGICIAN not in pool:
        return []
    return [Action("secret", tuple(sorted((*x.cards, _MAGICIAN))), x.target) for x in sets]


def completions(st: "ArcanoidTable", a: int, pool: list[Card], reserve: list[Card],
                cards: list[Card]) -> list[Action]:
    """WORMS: the completions of ``a``'s aces committed alone (or with the Magician), where
    ``a`` may commit: "This second commitment can be either a number of numerics of the
    appropriate suit (possibly using the Magician to transmute a card; however, it is not
    possible to put down the Magician on the first commitment with the ace and then use it
    on the second …) or a knave or a knight (but not a couple …)" (seed, WORMS)."""
    acts = []
    for f in range(4):
        commit = st.commits[a][f]
        if not completable(commit) or commit.other is not None or not st.may_commit(a, f):
            continue
        suit = FIELD_SUIT[FIELDS[f]]
        sets = one_field_sets(pool, suit)
        if reserve:
            sets += one_field_sets(cards, suit, reserve)
        lane = st.lanes[a][f]
        for cs in sets:
            if completes(lane, cs, suit):
                acts.append(Action("complete", cs, FIELDS[f]))
    return acts


def completes(lane: Sequence[Card], cards: Sequence[Card], suit) -> bool:
    """Whether ``cards`` (a set :func:`.commitments.one_field_sets` allows on ``suit``'s
    battlefield) complete the WORMS ace of ``lane``: numerics of the suit (one transmuted by a
    Magician of the hand at most) or a knave or a knight alone, never a couple, and the whole
    one commitment the rules allow (seed, WORMS)."""
    force = classify(cards, suit)
    if force.kind != "numeric" and not (force.kind in ("knave", "knight") and len(cards) == 1):
        return False
    try:
        classify([*lane, *cards], suit)
    except CommitError:
        return False
    return True


# -- why a commitment is refused --------------------------------------------------------------

def commit_refusal(st: "ArcanoidTable", a: int, action: Action) -> str:
    """Why ``a``'s ``action`` (a ``commit``, ``abdicate``, ``secret`` or ``complete`` that is
    not among :func:`commit_actions`, its cards ``a``'s own) is refused, in the rule's words."""
    words = str(action.target).split("+")
    if not all(w in FIELDS for w in words) or len(words) > 2:
        return f"{action.target!r} is not a battlefield (swords, staves, cups, coins)."
    fields = [FIELDS.index(w) for w in words]
    if action.kind == "complete":
        return _completion_refusal(st, a, fields[0])
    refusal = _secret_refusal(st, a, action, fields) if action.kind == "secret" else ""
    return refusal or _placing_refusal(st, a, action, fields) or _cards_refusal(st, a, action,
                                                                                fields)


def _placing_refusal(st: "ArcanoidTable", a: int, action: Action, fields: list[int]) -> str:
    """Why ``action`` may not go on ``fields`` whatever its cards: committed there already,
    an abdication on two, no card, Temperance; else ``""``."""
    for f in fields:
        if st.commits[a][f] is not None:
            if st.variant.completable_aces and completable(st.commits[a][f]):
                return f"You have already committed on {FIELDS[f]}: complete the ace " \
                       f"there instead (complete <cards> @{FIELDS[f]})."
            return f"You have already committed on {FIELDS[f]}."
    if action.kind == "abdicate":
        return "Abdicate on one battlefield at a time."
    if not action.cards:
        return "Commit at least one card, or abdicate."
    for f in fields:
        if not st.may_commit(a, f):
            return (f"Temperance forbids committing on {FIELDS[f]} (abdication and "
                    "Judgment stay allowed).")
    return ""


def _cards_refusal(st: "ArcanoidTable", a: int, action: Action, fields: list[int]) -> str:
    """Why ``action``'s cards may not be committed together on ``fields``."""
    variant = st.variant
    cards = action.cards
    if action.kind == "secret" and variant.secret_magician:
        cards = tuple(c for c in cards if c != _MAGICIAN)
    try:
        force = classify(cards, FIELD_SUIT[FIELDS[fields[0]]], not variant.secret_magician)
    except CommitError as exc:
        return str(exc)
    if len(fields) == 2 and force.kind not in ("imperial", "illegitimate") or \
            len(fields) == 2 and any(not c.is_major for c in action.cards):
        return "Only the Empress and the Emperor, or one of them with the Lovers, go " \
               "on two battlefields."
    if force.kind == "world" and st.touched[fields[0]]:
        return ("The World needs a battlefield where nothing has been committed yet "
                "this round.")
    if not reserve_ok(action.cards, st.chariot[a][1:]):
        return "Commit every card the Chariot holds, or none of them."
    return "That commitment is not allowed."


def _secret_refusal(st: "ArcanoidTable", a: int, action: Action, fields: list[int]) -> str:
    """Why a secret commitment is refused, before the rules of any commitment: "" when
    only those can say (KOBLENZ, MALTA; seed)."""
    variant = st.variant
    if not variant.secrets:
        return "Secret commitments belong to KOBLENZ (once a round) and MALTA (with the " \
               "Magician)."
    if variant.secret_once and st.secret_spent[a]:
        return "You have made your secret commitment this round (once per round)."
    if variant.secret_magician and _MAGICIAN not in action.cards:
        return "In MALTA a secret commitment is made with the Magician."
    if len(fields) > 1:
        return "A secret commitment goes on one battlefield (a couple too)."
    if _WORLD in action.cards or not [c for c in action.cards
                                      if c != _MAGICIAN or variant.secret_once]:
        return "The World, an abdication or Judgment cannot be committed secretly."
    return ""


def _completion_refusal(st: "ArcanoidTable", a: int, f: int) -> str:
    """Why completing an ace on ``f`` is refused (WORMS; seed)."""
    if not st.variant.completable_aces:
        return "Completing an ace belongs to WORMS."
    if not completable(st.commits[a][f]):
        return "Only an ace committed alone (or with the Magician) may be completed, once."
    if not st.may_commit(a, f):
        return (f"Temperance forbids committing on {FIELDS[f]} (abdication and "
                "Judgment stay allowed).")
    return "Complete the ace with numerics of its suit (the Magician may transmute one), " \
           "or with a knave or a knight alone; never a couple."


# -- making a commitment ----------------------------------------------------------------------

def commit(st: "ArcanoidTable", a: int, action: Action, events: list[Event]) -> Attempt | None:
    """``a`` commits ``action.cards`` (or abdicates) on the field(s) ``action.target``: a
    couple on two fields and the World count at once; a commitment the Fool may steal is an
    attempt, returned (:func:`attempted`); others count at once. A ``secret`` commitment
    (:func:`secret_commit`) and an ace's completion (:func:`complete_commit`) likewise."""
    fields = TARGET_FIELDS[action.target]
    cards = action.cards
    kind = action.kind
    if kind == "abdicate":
        f = fields[0]
        if not st.quiet:
            events.append(Event("message", player=st.controller(a), data={"field": FIELDS[f]},
                                message=say("{seat} abdicates on {field}.", seat=st.name(a),
                                            field=FIELD_SUIT[FIELDS[f]])))
        record(st, a, f, Commit(ABDICATION, st.tick()), events)
        return None
    if kind == "secret":
        return secret_commit(st, a, fields[0], list(cards), events)
    if kind == "complete":
        return complete_commit(st, a, fields[0], cards, events)
    force = classify(cards, FIELD_SUIT[FIELDS[fields[0]]])
    time = st.tick()
    if len(fields) == 1:
        lay(st, a, [(fields[0], cards)], events)
    else:
        lay(st, a, [(f, [c]) for f, c in zip(fields, cards)], events)
    if not st.quiet:
        words = " and ".join(FIELDS[f] for f in fields)
        suits = [FIELD_SUIT[FIELDS[f]] for f in fields]
        said = say("{seat} commits on {field}.", seat=st.name(a), field=suits[0]) \
            if len(suits) == 1 else say("{seat} commits on {field} and {other}.",
                                        seat=st.name(a), field=suits[0], other=suits[1])
        events.append(Event("message", player=st.controller(a),
                            data={"field": words, "kind": force.kind}, message=said))
    if force.kind == "world":
        world(st, a, fields[0], time, events)
        return None
    if len(fields) == 2:
        f, g = fields
        record(st, a, f, Commit(force, time, g), events)
        record(st, a, g, Commit(force, time, f), events)
        return None
    return attempted(st, a, fields[0], time, force.stealable, events)


def lay(st: "ArcanoidTable", a: int, groups: Sequence[tuple[int, Sequence[Card]]],
        events: list[Event], seen: frozenset[int] | None = ALL) -> None:
    """Put each group's cards on ``a``'s lane of its field, face up or, for a secret
    commitment, face down seen by ``seen``; a commitment using the Chariot's reserve
    discards the Chariot ("discard only the Chariot and commit the reserved cards": seed)."""
    uses_reserve = any(c in st.chariot[a][1:] for _, cards in groups for c in cards)
    for f, cards in groups:
        for card in cards:
            src = st.take(a, card)
            st.lanes[a][f].append(card)
            if not st.quiet:
                events.append(Event("move", card, src, f"field:{FIELDS[f]}:{st.who(a)}",
                                    face_up=seen is ALL, player=st.controller(a),
                                    visible=seen))
    if uses_reserve:
        st.chariot[a].remove(major(CHARIOT))
        st.to_discard(major(CHARIOT), f"chariot:{st.who(a)}", events,
                      player=st.controller(a),
                      said=None if st.quiet else say("The Chariot charges."))


def attempted(st: "ArcanoidTable", a: int, f: int, time: int, stealable: bool,
              events: list[Event]) -> Attempt | None:
    """``a`` has just attempted a commitment on ``f`` at ``time``. When it is ``stealable``
    (or lies face down) and somebody may steal it with the Fool (:func:`fool_candidates`),
    returns the attempt, on which the Fool's window opens; else it counts now
    (:func:`settle`)."""
    thieves = fool_candidates(st, a, f) if stealable else []
    if thieves:
        return f, time, thieves
    settle(st, a, f, time, events)
    return None


def settle(st: "ArcanoidTable", owner: int, f: int, time: int, events: list[Event]) -> None:
    """The commitment attempted on ``f`` at ``time`` is ``owner``'s (its attempter's, or
    the Fool's thief's): it counts from now. Where ``owner`` has committed already, the
    attempt completed its WORMS ace (:func:`complete`)."""
    if st.commits[owner][f] is not None:
        complete(st, owner, f, events)
        return
    force = classify(st.lanes[owner][f], FIELD_SUIT[FIELDS[f]])
    record(st, owner, f, Commit(force, time), events)


def secret_commit(st: "ArcanoidTable", a: int, f: int, cards: list[Card], events: list[Event]
                  ) -> Attempt | None:
    """``a`` commits ``cards`` face down on ``f``: "the cards are put face down on the table
    (so only their number is visible) and will be revealed only at the end of the round"
    (KOBLENZ); in MALTA the Magician among them "is discarded" (seed). Whether the Fool can
    steal them nobody else knows, so its window opens as for any attempt."""
    seat = st.controller(a)
    if st.variant.secret_magician:
        cards.remove(_MAGICIAN)
        st.to_discard(_MAGICIAN, st.take(a, _MAGICIAN), events, player=seat,
                      said=None if st.quiet else say("{seat} plays {card}: a secret commitment.",
                                                     seat=st.name(a), card=_MAGICIAN))
    time = st.tick()
    seen = frozenset((seat,))
    st.secret[a][f] = seen
    lay(st, a, [(f, cards)], events, seen)
    if st.variant.secret_once:
        st.secret_spent[a] = True
    word = FIELDS[f]
    if not st.quiet:
        events.append(Event("message", player=seat, data={"field": word, "kind": "secret"},
                            message=say(N_("{seat} commits a card face down on {field}.")
                                        if len(cards) == 1 else
                                        N_("{seat} commits {count} cards face down on {field}."),
                                        seat=st.name(a), count=len(cards),
                                        field=FIELD_SUIT[word])))
    return attempted(st, a, f, time, True, events)


def complete_commit(st: "ArcanoidTable", a: int, f: int, cards: Sequence[Card],
                    events: list[Event]) -> Attempt | None:
    """WORMS: ``a`` completes its ace on ``f`` with ``cards``, which the Fool may steal
    alone: "The second commitment can be stolen using the Fool, in which case the ace is
    not stolen along with the rest (it remains committed)" (seed). It counts once settled
    (:func:`complete`)."""
    time = st.tick()
    lay(st, a, [(f, cards)], events)
    word = FIELDS[f]
    if not st.quiet:
        events.append(Event("message", player=st.controller(a),
                            data={"field": word, "kind": "complete"},
                            message=say("{seat} completes the ace on {field}.",
                                        seat=st.name(a), field=FIELD_SUIT[word])))
    return attempted(st, a, f, time, classify(cards, FIELD_SUIT[word]).stealable, events)


def complete(st: "ArcanoidTable", a: int, f: int, events: list[Event]) -> None:
    """WORMS: ``a``'s ace on ``f`` and the cards now beside it are one commitment, the
    ace's: "Once the second commitment has been made, the whole is considered as a single
    commitment …; if an knave or knight is made as second commitment, then it
    automatically discards the ace, otherwise the ace stays with the rest (and adds one
    point to the total forces, quite regularly)" (seed). The whole keeps the ace's time
    (ours); a Magician that came with the ace goes with it (ours)."""
    lane = st.lanes[a][f]
    suit = FIELD_SUIT[FIELDS[f]]
    force = classify(lane, suit)
    if force.kind in ("knave", "knight"):
        for card in lane[:ace_part(lane)]:
            lane.remove(card)
            st.to_discard(card, f"field:{FIELDS[f]}:{st.who(a)}", events,
                          player=st.controller(a),
                          said=None if st.quiet else say(N_("The knave discards the ace.")
                                                         if force.kind == "knave" else
                                                         N_("The knight discards the ace.")))
        force = classify(lane, suit)
    record(st, a, f, Commit(force, st.commits[a][f].time), events)


def reveal_secrets(st: "ArcanoidTable", events: list[Event]) -> None:
    """The end of the round: every card committed face down is shown to everyone (seed,
    KOBLENZ: "will be revealed only at the end of the round")."""
    for a, row in enumerate(st.secret):
        for f, seen in enumerate(row):
            if seen is None:
                continue
            if not st.quiet:
                zone = f"field:{FIELDS[f]}:{st.who(a)}"
                for card in st.lanes[a][f]:
                    events.append(Event("reveal", card, zone, zone, player=st.controller(a)))
                events.append(Event("message", player=st.controller(a),
                                    message=say("{owner:poss} secret commitment on {field} is "
                                                "revealed.", owner=st.name(a),
                                                field=FIELD_SUIT[FIELDS[f]])))
            row[f] = None


def record(st: "ArcanoidTable", a: int, f: int, commitment: Commit, events: list[Event]) -> None:
    """``a`` is committed on field ``f``. Temperance is lifted when its DRESDEN owner commits
    cards on the tempered field; a fourth commitment removes ``a`` from the round."""
    st.commits[a][f] = commitment
    st.touched[f] = True
    if st.temperance == (a, f) and commitment.force.kind not in ABDICATIONS and not st.nassau:
        st.temperance = None
        st.discard_front(a, TEMPERANCE, events,
                         say("{seat} commits on the tempered field: Temperance is lifted.",
                             seat=st.name(a)))
    if all(c is not None for c in st.commits[a]) and not st.out[a]:
        retire(st, a, events)


def retire(st: "ArcanoidTable", a: int, events: list[Event]) -> None:
    """``a`` has committed on all four fields: out of the round, its cards discarded (seed
    "Principles"); its Hermit and Temperance go; the daemon's end discards the Devil."""
    st.out[a] = True
    seat, w = st.controller(a), st.who(a)
    hand, vis = st.hands[a], st.vis(a)
    while hand:
        card = hand.pop(0)
        st.forget(a, card)
        st.to_discard(card, "hand:" + w, events, vis, seat)
    row = st.strength[a]
    while row:
        st.to_discard(row.pop(0), "strength:" + w, events, player=seat)
    load = st.chariot[a]
    while load:
        st.to_discard(load.pop(0), "chariot:" + w, events, player=seat)
    if st.hermit is not None and st.hermit[0] == a:
        st.hermit = None
        st.discard_front(a, HERMIT, events, say("The Hermit leaves with its owner."))
    if st.temperance is not None and st.temperance[0] == a:
        st.temperance = None
        st.discard_front(a, TEMPERANCE, events, say("Temperance leaves with its owner."))
    if a == st.daemon:
        st.discard_front(st.daemon_master, DEVIL, events,
                         say("The daemon has finished: the Devil is discarded."))
    if not st.quiet:
        events.append(Event("message", player=seat, data={"out": w},
                            message=say("{seat} has committed everywhere and leaves the round.",
                                        seat=st.name(a))))


def world(st: "ArcanoidTable", a: int, f: int, time: int, events: list[Event]) -> None:
    """The World wins field ``f``; every other player abdicates there at once (seed)."""
    record(st, a, f, Commit(Force("world"), time), events)
    for b in st.actors():
        if b != a and st.commits[b][f] is None:
            record(st, b, f, Commit(ABDICATION, time), events)


# -- the Fool ----------------------------------------------------------------------------------

def fool_candidates(st: "ArcanoidTable", a: int, f: int) -> list[int]:
    """Who may steal ``a``'s commitment attempt on field ``f`` with the Fool, in playing
    order: not yet committed there, allowed to commit there, holding the Fool (or anyone
    eligible when it lies in Justice's row) — seed, the Fool; notes "Moves and timing"."""
    fool = _FOOL
    anyone = fool in st.justice
    out = []
    for b in st.order_from(a)[1:]:
        if st.out[b] or st.commits[b][f] is not None or not st.may_commit(b, f) or \
                b == st.usa:
            continue
        if anyone or fool in st.hands[b] or fool in st.strength[b]:
            out.append(b)
    return out


def steal(st: "ArcanoidTable", thief: int, victim: int, f: int, events: list[Event]) -> bool:
    """``thief`` plays the Fool, which is discarded, and the cards ``victim`` just tried to
    commit on ``f`` go to the thief's lane (seed, the Fool); a WORMS ace being completed
    stays (only the completion is taken). Returns whether they were stolen: the Fool's
    wielder first looks at a secret commitment, and "the Fool is lost and discarded if the
    commitment cannot be stolen" (KOBLENZ; MALTA: "steals them if they can be stolen by the
    Fool (that is, if they are not a couple); otherwise the Fool is lost" — ours: by the
    Fool's own rule, nor anything holding an ace)."""
    word = FIELDS[f]
    zone = f"field:{word}:{st.who(victim)}"
    lane = st.lanes[victim][f]
    attempt = lane[ace_part(lane):] if st.commits[victim][f] is not None else list(lane)
    seat = st.controller(thief)
    seen = st.secret[victim][f]
    src = st.take(thief, _FOOL)
    if seen is not None:
        for card in attempt:
            if not st.quiet:
                events.append(Event("reveal", card, zone, zone, face_up=False, player=seat,
                                    visible=frozenset((seat,))))
        seen = seen | {seat}
        if not classify(attempt, FIELD_SUIT[word]).stealable:
            st.secret[victim][f] = seen
            st.to_discard(_FOOL, src, events, player=seat,
                          said=None if st.quiet else say(
                              "{seat} plays the Fool on the secret commitment: it cannot be "
                              "stolen, and the Fool is lost.", seat=st.name(thief)))
            return False
        st.secret[victim][f] = None
        st.secret[thief][f] = seen
    st.to_discard(_FOOL, src, events, player=seat,
                  said=None if st.quiet else say("{seat} plays the Fool and steals the commitment.",
                                                 seat=st.name(thief)))
    for card in attempt:
        lane.remove(card)
        st.lanes[thief][f].append(card)
        if not st.quiet:
            events.append(Event("move", card, zone, f"field:{word}:{st.who(thief)}",
                                face_up=seen is None, player=seat,
                                visible=ALL if seen is None else seen))
    return True
