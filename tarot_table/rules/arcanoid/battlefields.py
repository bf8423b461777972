"""Committing on the battlefields of Arcanoid (seed "Making a move", the Fool, the World;
notes "Moves and timing"): the legal commitments, making one (and opening the Fool's window),
recording it, the Fool's steal, leaving the round; the variants' secret commitments (KOBLENZ,
MALTA) and completed aces (WORMS); a mixin of :class:`~.state.ArcanoidState`."""

from __future__ import annotations

from typing import Sequence

from ...cards import Card
from ..base import ALL, Action, Event
from ..stages import Stage
from .commitments import (ABDICATES, ABDICATION, ABDICATIONS, CARD_KEY, CHARIOT, DEVIL,
                          EMPEROR, EMPRESS, FIELD_SUIT, FIELDS, FOOL, HERMIT, LOVERS, MAGICIAN,
                          TEMPERANCE, WORLD, Commit,
                          CommitError, Force, ace_part, card_name, classify, completable,
                          couple_sets, major, one_field_sets)
from .stages import FoolWindow


#: The majors a one-field commitment may hold (:func:`~.commitments.one_field_sets`): the
#: Magician, the Empress, the Emperor and the Lovers, by ``card._key``; and the couples'.
_FIELD_MAJORS = frozenset(major(r)._key for r in (MAGICIAN, EMPRESS, EMPEROR, LOVERS))
#: The couples' majors, as a mask of ranks.
_COUPLE_BITS = sum(1 << r for r in (EMPRESS, EMPEROR, LOVERS))
_FOOL = major(FOOL)
#: The World committed on each battlefield, and a couple's action on two, built once.
_WORLD_COMMITS = tuple(Action("commit", (major(WORLD),), word) for word in FIELDS)
#: The abdication on each battlefield, by index.
_ABDICATES = tuple(ABDICATES[word] for word in FIELDS)
_PAIR_COMMITS: dict[tuple[tuple[Card, ...], int, int], Action] = {}
#: The battlefields (indexes of ``FIELDS``) a commitment's target names, by the target: a
#: battlefield, or two joined by ``+`` (a couple).
_TARGET_FIELDS = {**{word: (f,) for f, word in enumerate(FIELDS)},
                  **{f"{w}+{x}": (f, g) for f, w in enumerate(FIELDS)
                     for g, x in enumerate(FIELDS) if f != g}}
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
#: mask a suit (:func:`add_ranks`). The majors a one-field commitment may hold as a mask of
#: ranks, and the suit index of the majors.
_MAJOR_SUIT = major(MAGICIAN)._key >> 5
_FIELD_MAJOR_BITS = sum(1 << r for r in (MAGICIAN, EMPRESS, EMPEROR, LOVERS))
assert all(Card(FIELD_SUIT[w], 1)._key >> 5 == f for f, w in enumerate(FIELDS))


def add_ranks(cards: Sequence[Card], masks) -> None:
    """Add the ranks of ``cards`` to ``masks``, a bit mask per suit index (``1 << rank``;
    five suits; a list, or a C array when compiled)."""
    for c in cards:
        k = c._key
        masks[k >> 5] |= 1 << (k & 31)


def commits_key(f: int, transmute: bool, largest: bool, magician: bool, masks) -> int:
    """What a battlefield's commitments depend on, as one int under 2**55: the field ``f``,
    the flags, the pool's ranks of the field's suit (14 bits), its majors of a one-field
    commitment (the Magician, the Empress, the Emperor and the Lovers) and, with ``magician``,
    the numerics of the other suits it may transmute (10 bits a suit); ``masks``: the pool's
    ranks (:func:`add_ranks`)."""
    key = (f | transmute << 2 | largest << 3 | (masks[f] & 0x7FFE) << 3
           | (masks[_MAJOR_SUIT] & _FIELD_MAJOR_BITS) << 18)
    if magician:
        shift = 25
        for s in range(4):
            if s != f:
                key |= (masks[s] >> 1 & 0x3FF) << shift
                shift += 10
    return key


def field_commits(pool: Sequence[Card], f: int, transmute: bool, largest: bool,
                  magician: bool, reserve: Sequence[Card] = ()) -> tuple[Action, ...]:
    """The commitments of :func:`~.commitments.one_field_sets` (``pool`` sorted; holding every
    card of the Chariot's ``reserve``, when there is one) on battlefield ``f`` (an index of
    ``FIELDS``), as actions in the same order; ``magician``: the pool holds the Magician and
    it may transmute (:func:`kept_commits`)."""
    masks = [0, 0, 0, 0, 0]
    add_ranks(pool, masks)
    return kept_commits(pool, f, transmute, largest, magician, reserve, masks)


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


def kept_commits(pool: Sequence[Card], f: int, transmute: bool, largest: bool,
                 magician: bool, reserve: Sequence[Card], masks) -> tuple[Action, ...]:
    """:func:`field_commits`, given the pool's ranks (:func:`add_ranks`). They depend only on the
    pool's cards of the field's suit, its majors of a one-field commitment and, with
    ``magician``, its other numerics (and on the reserve): the actions are built once for each
    such part of a pool and kept (a move lists them at every step of a game), found again by
    :func:`commits_key`."""
    if reserve and not reserve_fits(reserve, f, magician):
        return ()
    key = commits_key(f, transmute, largest, magician, masks)
    kept = _FIELD_COMMITS
    found = kept.get((key, tuple([c._key for c in reserve])) if reserve else key)
    if found is None:
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
        found = tuple(acts)
        asked = (key, tuple([c._key for c in reserve])) if reserve else key
        if asked in _ASKED:
            if len(kept) >= FIELD_CACHE_SIZE:
                kept.clear()
            kept[asked] = found
        else:
            if len(_ASKED) >= 10 * FIELD_CACHE_SIZE:
                _ASKED.clear()
            _ASKED.add(asked)
    return found


def pair_commit(couple: tuple[Card, ...], f: int, g: int) -> Action:
    """The action committing ``couple`` on battlefields ``f`` and ``g`` (kept once built)."""
    found = _PAIR_COMMITS.get((couple, f, g))
    if found is None:
        found = _PAIR_COMMITS[couple, f, g] = Action("commit", couple,
                                                     f"{FIELDS[f]}+{FIELDS[g]}")
    return found


def commit_actions(st: "ArcanoidState", a: int, largest: bool, pool: list[Card]
                   ) -> list[Action]:
    """Every commitment ``a`` may make now in ``st``: abdications, one-field sets, the World,
    two-field couples; a set using the Chariot's reserve must use all of it. Then, where the
    variant allows them, the secret commitments (KOBLENZ, MALTA) and the completions of an ace
    (WORMS). With ``largest``, of each kind of numeric set only the largest
    (:func:`~.commitments.one_field_sets`). ``pool``: ``st.pool(a)``. Compiled, the state's
    fields are read as the table's C fields (``battlefields.pxd``)."""
    load = st.chariot[a]
    reserve = load[1:] if len(load) > 1 else ()
    cards = sorted(pool + reserve, key=CARD_KEY) if reserve else pool
    transmute = not st.variant.secret_magician
    masks = [0, 0, 0, 0, 0]             # the pool's ranks, and with the reserve
    add_ranks(pool, masks)
    every = [masks[0], masks[1], masks[2], masks[3], masks[4]]
    add_ranks(reserve, every)
    magician = transmute and masks[_MAJOR_SUIT] >> MAGICIAN & 1
    with_reserve = transmute and every[_MAJOR_SUIT] >> MAGICIAN & 1
    world = masks[_MAJOR_SUIT] >> WORLD & 1
    couple_majors = every[_MAJOR_SUIT] & _COUPLE_BITS
    acts: list[Action] = []
    row = st.commits[a]
    touched = st.touched
    allowed = []
    for f in range(4):
        if row[f] is not None:      # committed there already
            continue
        acts.append(_ABDICATES[f])
        if not st.may_commit(a, f):
            continue
        allowed.append(f)
        acts.extend(kept_commits(pool, f, transmute, largest, magician, (), masks))
        if reserve:
            acts.extend(kept_commits(cards, f, transmute, largest, with_reserve, reserve,
                                     every))
        if world and not touched[f]:
            acts.append(_WORLD_COMMITS[f])
    if len(allowed) > 1 and couple_majors & couple_majors - 1:   # two couple majors at least
        for cs in couple_sets(cards):
            if CommitMixin.reserve_ok(cs, reserve):
                for i, f in enumerate(allowed):
                    for g in allowed[i + 1:]:
                        acts.append(pair_commit(cs, f, g))
    variant = st.variant
    if variant.secrets:
        acts += st.secret_actions(a, acts, pool)
    if variant.completable_aces:
        acts += st.completions(a, pool, reserve, cards)
    return acts


class CommitMixin:
    """Commitments, the Fool's steal, the World, retiring. Relies on ``ArcanoidState``."""

    def commit_actions(self, a: int, largest: bool = False,
                       pool: list[Card] | None = None) -> list[Action]:
        """Every commitment ``a`` may make now (:func:`commit_actions`)."""
        return commit_actions(self, a, largest, self.pool(a) if pool is None else pool)

    def secret_actions(self, a: int, acts: list[Action], pool: list[Card]) -> list[Action]:
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
        world = (major(WORLD),)
        sets = [x for x in acts if x.kind == "commit" and "+" not in x.target and
                x.cards != world]
        if self.variant.secret_once:
            return [] if self.secret_spent[a] else \
                [Action("secret", x.cards, x.target) for x in sets]
        magician = major(MAGICIAN)
        if magician not in pool:
            return []
        return [Action("secret", tuple(sorted((*x.cards, magician))), x.target) for x in sets]

    def completions(self, a: int, pool: list[Card], reserve: list[Card],
                    cards: list[Card]) -> list[Action]:
        """WORMS: the completions of ``a``'s aces committed alone (or with the Magician), where
        ``a`` may commit: "This second commitment can be either a number of numerics of the
        appropriate suit (possibly using the Magician to transmute a card; however, it is not
        possible to put down the Magician on the first commitment with the ace and then use it
        on the second …) or a knave or a knight (but not a couple …)" (seed, WORMS)."""
        acts = []
        for f in range(4):
            commit = self.commits[a][f]
            if not completable(commit) or commit.other is not None or not self.may_commit(a, f):
                continue
            suit = FIELD_SUIT[FIELDS[f]]
            sets = one_field_sets(pool, suit)
            if reserve:
                sets += one_field_sets(cards, suit, reserve)
            lane = self.lanes[a][f]
            for cs in sets:
                if completes(lane, cs, suit):
                    acts.append(Action("complete", cs, FIELDS[f]))
        return acts

    @staticmethod
    def reserve_ok(cards: Sequence[Card], reserve: Sequence[Card]) -> bool:
        """Whether ``cards`` use all of the Chariot's ``reserve`` or none of it (seed)."""
        used = sum(c in cards for c in reserve)
        return used == 0 or used == len(reserve)

    def commit_move(self, a: int, action: Action, events: list[Event]) -> Stage | None:
        """``a`` commits ``action.cards`` (or abdicates) on the field(s) ``action.target``: a
        couple on two fields and the World count at once; a commitment the Fool may steal
        opens its window (:class:`~.stages.FoolWindow`), others count at once (:meth:`settle`).
        A ``secret`` commitment (:meth:`secret_move`) and an ace's completion
        (:meth:`complete_move`) likewise."""
        fields = _TARGET_FIELDS[action.target]
        cards = action.cards
        if action.kind == "abdicate":
            f = fields[0]
            if not self.quiet:
                events.append(Event("message", player=self.controller(a),
                                    data={"field": FIELDS[f]},
                                    text=f"{self.name(a)} abdicates on {FIELDS[f]}."))
            self.record(a, f, Commit(ABDICATION, self.tick()), events)
            return None
        if action.kind == "secret":
            return self.secret_move(a, fields[0], list(cards), events)
        if action.kind == "complete":
            return self.complete_move(a, fields[0], cards, events)
        force = classify(cards, FIELD_SUIT[FIELDS[fields[0]]])
        time = self.tick()
        if len(fields) == 1:
            self.lay(a, [(fields[0], cards)], events)
        else:
            self.lay(a, [(f, [c]) for f, c in zip(fields, cards)], events)
        if not self.quiet:
            words = " and ".join(FIELDS[f] for f in fields)
            events.append(Event("message", player=self.controller(a),
                                data={"field": words, "kind": force.kind},
                                text=f"{self.name(a)} commits on {words}."))
        if force.kind == "world":
            self.world(a, fields[0], time, events)
            return None
        if len(fields) == 2:
            f, g = fields
            self.record(a, f, Commit(force, time, g), events)
            self.record(a, g, Commit(force, time, f), events)
            return None
        return self.attempted(a, fields[0], time, force.stealable, events)

    def lay(self, a: int, groups: Sequence[tuple[int, Sequence[Card]]], events: list[Event],
            seen: frozenset[int] | None = ALL) -> None:
        """Put each group's cards on ``a``'s lane of its field, face up or, for a secret
        commitment, face down seen by ``seen``; a commitment using the Chariot's reserve
        discards the Chariot ("discard only the Chariot and commit the reserved cards": seed)."""
        uses_reserve = any(c in self.chariot[a][1:] for _, cards in groups for c in cards)
        for f, cards in groups:
            for card in cards:
                src = self.take(a, card)
                self.lanes[a][f].append(card)
                if not self.quiet:
                    events.append(Event("move", card, src, f"field:{FIELDS[f]}:{self.who(a)}",
                                        face_up=seen is ALL, player=self.controller(a),
                                        visible=seen))
        if uses_reserve:
            self.chariot[a].remove(major(CHARIOT))
            self.to_discard(major(CHARIOT), f"chariot:{self.who(a)}", events,
                            player=self.controller(a), text="The Chariot charges.")

    def attempted(self, a: int, f: int, time: int, stealable: bool, events: list[Event]
                  ) -> Stage | None:
        """``a`` has just attempted a commitment on ``f`` at ``time``: the Fool's window opens
        for those who may steal it (when it is ``stealable``, or lies face down), else it
        counts now (:meth:`settle`)."""
        thieves = self.fool_candidates(a, f) if stealable else []
        if thieves:
            return FoolWindow(thieves[0], a, FIELDS[f], time, tuple(thieves[1:]))
        self.settle(a, f, time, events)
        return None

    def settle(self, owner: int, f: int, time: int, events: list[Event]) -> None:
        """The commitment attempted on ``f`` at ``time`` is ``owner``'s (its attempter's, or
        the Fool's thief's): it counts from now. Where ``owner`` has committed already, the
        attempt completed its WORMS ace (:meth:`complete`)."""
        if self.commits[owner][f] is not None:
            self.complete(owner, f, events)
            return
        force = classify(self.lanes[owner][f], FIELD_SUIT[FIELDS[f]])
        self.record(owner, f, Commit(force, time), events)

    def secret_move(self, a: int, f: int, cards: list[Card], events: list[Event]
                    ) -> Stage | None:
        """``a`` commits ``cards`` face down on ``f``: "the cards are put face down on the table
        (so only their number is visible) and will be revealed only at the end of the round"
        (KOBLENZ); in MALTA the Magician among them "is discarded" (seed). Whether the Fool can
        steal them nobody else knows, so its window opens as for any attempt."""
        seat = self.controller(a)
        if self.variant.secret_magician:
            magician = major(MAGICIAN)
            cards.remove(magician)
            self.to_discard(magician, self.take(a, magician), events, player=seat,
                            text=f"{self.name(a)} plays {card_name(magician)}: a secret "
                                 "commitment.")
        time = self.tick()
        seen = frozenset((seat,))
        self.secret[a][f] = seen
        self.lay(a, [(f, cards)], events, seen)
        if self.variant.secret_once:
            self.secret_spent[a] = True
        word = FIELDS[f]
        if not self.quiet:
            events.append(Event("message", player=seat, data={"field": word, "kind": "secret"},
                                text=f"{self.name(a)} commits {len(cards)} card"
                                     f"{'s' if len(cards) > 1 else ''} face down on {word}."))
        return self.attempted(a, f, time, True, events)

    def complete_move(self, a: int, f: int, cards: Sequence[Card], events: list[Event]
                      ) -> Stage | None:
        """WORMS: ``a`` completes its ace on ``f`` with ``cards``, which the Fool may steal
        alone: "The second commitment can be stolen using the Fool, in which case the ace is
        not stolen along with the rest (it remains committed)" (seed). It counts once settled
        (:meth:`complete`)."""
        time = self.tick()
        self.lay(a, [(f, cards)], events)
        word = FIELDS[f]
        if not self.quiet:
            events.append(Event("message", player=self.controller(a),
                                data={"field": word, "kind": "complete"},
                                text=f"{self.name(a)} completes the ace on {word}."))
        return self.attempted(a, f, time, classify(cards, FIELD_SUIT[word]).stealable, events)

    def complete(self, a: int, f: int, events: list[Event]) -> None:
        """WORMS: ``a``'s ace on ``f`` and the cards now beside it are one commitment, the
        ace's: "Once the second commitment has been made, the whole is considered as a single
        commitment …; if an knave or knight is made as second commitment, then it
        automatically discards the ace, otherwise the ace stays with the rest (and adds one
        point to the total forces, quite regularly)" (seed). The whole keeps the ace's time
        (ours); a Magician that came with the ace goes with it (ours)."""
        lane = self.lanes[a][f]
        suit = FIELD_SUIT[FIELDS[f]]
        force = classify(lane, suit)
        if force.kind in ("knave", "knight"):
            for card in lane[:ace_part(lane)]:
                lane.remove(card)
                self.to_discard(card, f"field:{FIELDS[f]}:{self.who(a)}", events,
                                player=self.controller(a),
                                text=f"The {force.kind} discards the ace.")
            force = classify(lane, suit)
        self.record(a, f, Commit(force, self.commits[a][f].time), events)

    def reveal_secrets(self, events: list[Event]) -> None:
        """The end of the round: every card committed face down is shown to everyone (seed,
        KOBLENZ: "will be revealed only at the end of the round")."""
        for a, row in enumerate(self.secret):
            for f, seen in enumerate(row):
                if seen is None:
                    continue
                if not self.quiet:
                    zone = f"field:{FIELDS[f]}:{self.who(a)}"
                    for card in self.lanes[a][f]:
                        events.append(Event("reveal", card, zone, zone,
                                            player=self.controller(a)))
                    events.append(Event("message", player=self.controller(a),
                                        text=f"{self.name(a)}'s secret commitment on {FIELDS[f]} "
                                             "is revealed."))
                row[f] = None

    def record(self, a: int, f: int, commit: Commit, events: list[Event]) -> None:
        """``a`` is committed on field ``f``. Temperance is lifted when its DRESDEN owner commits
        cards on the tempered field; a fourth commitment removes ``a`` from the round."""
        self.commits[a][f] = commit
        self.touched[f] = True
        t = self.temperance
        if t == (a, f) and commit.force.kind not in ABDICATIONS and not self.nassau:
            self.temperance = None
            self.discard_front(a, TEMPERANCE, events,
                               f"{self.name(a)} commits on the tempered field: Temperance is "
                               "lifted.")
        if all(c is not None for c in self.commits[a]) and not self.out[a]:
            self.retire(a, events)

    def retire(self, a: int, events: list[Event]) -> None:
        """``a`` has committed on all four fields: out of the round, its cards discarded (seed
        "Principles"); its Hermit and Temperance go; the daemon's end discards the Devil."""
        self.out[a] = True
        seat, w = self.controller(a), self.who(a)
        hand, vis = self.hands[a], self.vis(a)
        while hand:
            card = hand.pop(0)
            self.forget(a, card)
            self.to_discard(card, "hand:" + w, events, vis, seat)
        row = self.strength_row[a]
        while row:
            self.to_discard(row.pop(0), "strength:" + w, events, player=seat)
        load = self.chariot[a]
        while load:
            self.to_discard(load.pop(0), "chariot:" + w, events, player=seat)
        if self.hermit is not None and self.hermit[0] == a:
            self.hermit = None
            self.discard_front(a, HERMIT, events, "The Hermit leaves with its owner.")
        if self.temperance is not None and self.temperance[0] == a:
            self.temperance = None
            self.discard_front(a, TEMPERANCE, events, "Temperance leaves with its owner.")
        if a == self.D:
            self.discard_front(self.daemon_master, DEVIL, events,
                               "The daemon has finished: the Devil is discarded.")
        if not self.quiet:
            events.append(Event("message", player=seat, data={"out": self.who(a)},
                                text=f"{self.name(a)} has committed everywhere and leaves the "
                                     "round."))

    def world(self, a: int, f: int, time: int, events: list[Event]) -> None:
        """The World wins field ``f``; every other player abdicates there at once (seed)."""
        self.record(a, f, Commit(Force("world"), time), events)
        for b in self.actors():
            if b != a and self.commits[b][f] is None:
                self.record(b, f, Commit(ABDICATION, time), events)

    # -- the Fool's window ---------------------------------------------------------------------
    def fool_candidates(self, a: int, f: int) -> list[int]:
        """Who may steal ``a``'s commitment attempt on field ``f`` with the Fool, in playing
        order: not yet committed there, allowed to commit there, holding the Fool (or anyone
        eligible when it lies in Justice's row) — seed, the Fool; notes "Moves and timing"."""
        fool = _FOOL
        anyone = fool in self.justice_row
        out = []
        for b in self.order_from(a)[1:]:
            if self.out[b] or self.commits[b][f] is not None or not self.may_commit(b, f) or \
                    b == self.U:
                continue
            if anyone or fool in self.hands[b] or fool in self.strength_row[b]:
                out.append(b)
        return out

    def steal(self, thief: int, victim: int, f: int, events: list[Event]) -> bool:
        """``thief`` plays the Fool, which is discarded, and the cards ``victim`` just tried to
        commit on ``f`` go to the thief's lane (seed, the Fool); a WORMS ace being completed
        stays (only the completion is taken). Returns whether they were stolen: the Fool's
        wielder first looks at a secret commitment, and "the Fool is lost and discarded if the
        commitment cannot be stolen" (KOBLENZ; MALTA: "steals them if they can be stolen by the
        Fool (that is, if they are not a couple); otherwise the Fool is lost" — ours: by the
        Fool's own rule, nor anything holding an ace)."""
        fool = major(FOOL)
        word = FIELDS[f]
        zone = f"field:{word}:{self.who(victim)}"
        lane = self.lanes[victim][f]
        attempt = lane[ace_part(lane):] if self.commits[victim][f] is not None else list(lane)
        seat = self.controller(thief)
        seen = self.secret[victim][f]
        src = self.take(thief, fool)
        if seen is not None:
            for card in attempt:
                if not self.quiet:
                    events.append(Event("reveal", card, zone, zone, face_up=False, player=seat,
                                        visible=frozenset((seat,))))
            seen = seen | {seat}
            if not classify(attempt, FIELD_SUIT[word]).stealable:
                self.secret[victim][f] = seen
                self.to_discard(fool, src, events, player=seat,
                                text=f"{self.name(thief)} plays the Fool on the secret "
                                     "commitment: it cannot be stolen, and the Fool is lost.")
                return False
            self.secret[victim][f] = None
            self.secret[thief][f] = seen
        self.to_discard(fool, src, events, player=seat,
                        text=f"{self.name(thief)} plays the Fool and steals the commitment.")
        for card in attempt:
            lane.remove(card)
            self.lanes[thief][f].append(card)
            if not self.quiet:
                events.append(Event("move", card, zone, f"field:{word}:{self.who(thief)}",
                                    face_up=seen is None, player=seat,
                                    visible=ALL if seen is None else seen))
        return True


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
