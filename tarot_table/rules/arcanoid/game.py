"""The Arcanoid game object: spec and options, action labels, prompts and the determinization
``sample_world``."""

from __future__ import annotations

import random

from ..base import ALL, Action, Game, GameSpec, OptionSpec, PlayerView, Plugins
from .arcana import DECK
from .commitments import FIELD_SUIT, FIELDS, CommitError, classify, short_force
from .state import ArcanoidState

_PLAYS = {
    2: "The High Priestess: see {t}'s hand", 5: "The Hierophant: everyone shows {t}",
    8: "Justice: six shared cards", 9: "The Hermit: three extra moves",
    10: "The Wheel of Fortune: draw five, keep six",
    12: "The Hanged Man: {t} discards every card", 13: "Death: discard the deck",
    14: "Temperance on {t}", 15: "The Devil: summon a daemon", 17: "The Star: call a card",
    18: "The Moon: call a card (up to two calls)",
    19: "The Sun: call a card (up to three calls)",
}


def _who(target) -> str:
    return "the daemon" if target == "daemon" else f"seat {target}"


def _names(cards) -> str:
    return ", ".join(c.name() for c in cards)


def describe_action(action: Action) -> str:
    """A short readable label of an Arcanoid action, for buttons and logs.

    >>> from tarot_table.rules.base import parse_action_text
    >>> describe_action(parse_action_text("commit 9S 10S @swords"))
    'Commit 9 of Swords, 10 of Swords on swords'
    >>> describe_action(parse_action_text("judge M20 @cups:2"))
    'Judgment: seat 2 abdicates on cups'
    """
    kind, cards, t = action.kind, action.cards, action.target
    if kind == "commit":
        return f"Commit {_names(cards)} on {str(t).replace('+', ' and ')}"
    if kind == "abdicate":
        return f"Abdicate on {t}"
    if kind == "discard":
        return f"Discard the {cards[0].name()}"
    if kind == "steal":
        return "Steal the commitment with the Fool"
    if kind == "pass":
        return "Pass"
    if kind == "vote":
        return "Refill the deck" if t == "yes" else "Do not refill the deck"
    if kind == "call":
        return f"Call the {cards[0].name()}"
    if kind in ("tower", "judge"):
        field, who = str(t).split(":")
        if kind == "tower":
            return f"The Tower: decommit {_who(who)} on {field}"
        return f"Judgment: {_who(who)} abdicates on {field}"
    if kind == "chariot":
        rest = [c for c in cards if c.rank != 7 or not c.is_major]
        return "The Chariot" + (f", holding {_names(rest)}" if rest else "")
    if kind == "reserve":
        return f"Add {_names(cards)} to the Chariot"
    if kind == "unload":
        return "Discard the Chariot and its reserve"
    if kind == "lift":
        return "Lift Temperance"
    if kind == "play" and cards and cards[0].is_major and cards[0].rank == 11:
        return "Strength: two visible cards" if t == "visible" else "Strength: one hidden card"
    if kind == "play" and cards and cards[0].is_major and cards[0].rank in _PLAYS:
        who = _who(t) if isinstance(t, int) or t == "daemon" else t
        return _PLAYS[cards[0].rank].format(t=who)
    return str(action)


_PROMPTS = {
    "move": "Commit on a battlefield (drag cards onto it), abdicate, discard one card, or play "
            "a major arcanum.",
    "hermit": "The Hermit: take an extra move, or pass.",
    "fool": "The Fool: steal the commitment just made, or pass.",
    "vote": "The deck is empty: refill it from the discard pile?",
    "wheel": "The Wheel of Fortune: discard a card ({k} to go).",
    "call": "Call a card ({k} call(s) left).",
    "call again": "Nobody holds the {card}: call again ({k} left) or stop.",
}


_PASS_WORDS = {"move": "No extra move", "call": "Stop and draw a card"}


def _acting_word(view: PlayerView) -> str:
    acting = view.info["acting"]
    return "daemon" if acting == view.num_players else str(acting)


class Arcanoid(Game):
    """The Arcanoid game object registered as ``"arcanoid"``."""

    spec = GameSpec(
        name="arcanoid", title="Arcanoid", min_players=2, max_players=10,
        options=(
            OptionSpec("variant", "dresden", "Variant (NASSAU: Temperance binds its owner too)",
                       ("dresden", "nassau")),
            OptionSpec("rounds", 5, "Rounds", tuple(range(1, 11))),
        ),
        blurb="Four battles a round, one per suit: commit your forces, abdicate, or bend the "
              "rules with the 22 major arcana.",
    )
    state_class = ArcanoidState
    plugins = Plugins(agent="tarot_table.ai.arcanoid_heuristic:ArcanoidHeuristic",
                      cutoff="tarot_table.ai.arcanoid_heuristic:arcanoid_round_end")

    def describe_action(self, action: Action) -> str:
        return describe_action(action)

    def prompt(self, view: PlayerView) -> str:
        phase = view.info["phase"]
        if not view.legal or phase is None:
            return ""
        name = phase[0]
        if name == "move" and phase[3]:
            name = "hermit"
        if name == "call" and phase[4]:
            name = "call again"
        text = _PROMPTS.get(name, "")
        if name in ("wheel", "call"):
            text = text.format(k=phase[2])
        elif name == "call again":
            text = text.format(k=phase[2], card=phase[4][-1].name())
        if view.info["acting"] == view.num_players:
            text = "For your daemon: " + text[0].lower() + text[1:]
        return text

    def sample_world(self, view: PlayerView, rng: random.Random) -> ArcanoidState:
        """A full state consistent with ``view``: every public fact and face-up card copied,
        the cards known to lie in a hidden hand put there (shown by the Hierophant or won by a
        call: public; shown by the High Priestess: known to this seat), and the unseen cards
        dealt at random to the other hidden hands, the face-down discards, a half-completed
        draw and the deck. Not kept (a documented loosening): what failed calls and the
        Hierophant's calls tell about cards *not* held.

        The sampled state has no history or recorded shuffles. Raises ``ValueError`` if the
        view is not an Arcanoid view.
        """
        if view.game != "arcanoid":
            raise ValueError(f"not an Arcanoid view: {view.game!r}")
        info, n, v, zones = view.info, view.num_players, view.player, view.zones
        st = ArcanoidState(n, rng.randrange(2**31),
                           {"variant": info["variant"], "rounds": info["rounds"]}, deal=False)
        for key in ("round_no", "first", "turn", "phase", "pending", "tied", "over", "winners",
                    "scores", "justice_on", "drawing_for", "daemon_master", "temperance",
                    "hermit", "deck_closed", "clock"):
            setattr(st, key, info[key])
        for key in ("todo", "results", "extra_results", "touched", "target", "out"):
            setattr(st, key, list(info[key]))
        st.commits = [list(row) for row in info["commits"]]
        st.public_in = [set(p) for p in info["public_in"]]
        st.private_in[v] = [set(k) for k in info["known"]]
        seen = {c for cards in zones.values() for c in cards if c is not None}
        fixed = {s: st.public_in[s] | st.private_in[v][s] for s in range(n) if s != v}
        for cards in fixed.values():
            seen |= cards
        unseen = [c for c in DECK if c not in seen]
        rng.shuffle(unseen)
        st.justice_row = list(zones["justice"])
        for a in range(n + 1):
            w = st.who(a)
            st.strength_row[a] = list(zones[f"strength:{w}"])
            st.chariot[a] = list(zones[f"chariot:{w}"])
            st.front[a] = list(zones[f"front:{w}"])
            st.lanes[a] = [list(zones[f"field:{f}:{w}"]) for f in FIELDS]
            if a in fixed:
                hand = list(fixed[a])
                hand += [unseen.pop() for _ in range(len(zones[f"hand:{w}"]) - len(hand))]
                st.hands[a] = sorted(hand)
            else:
                st.hands[a] = list(zones[f"hand:{w}"])
        st.discard = [c if c is not None else unseen.pop() for c in zones["discard"]]
        st.discard_vis = [(ALL if pub else frozenset((v,))) if c is not None else frozenset()
                          for c, pub in zip(zones["discard"], info["discard_vis_public"])]
        st.drawing = [unseen.pop() for _ in zones["drawing"]]
        st.deck = [unseen.pop() for _ in zones["deck"]]
        return st

    # -- the table's hooks ---------------------------------------------------------------------
    def drop_zones(self, view: PlayerView, action: Action) -> tuple[str, ...]:
        """The zones where the table makes ``action`` by dropping its cards (a card-less one by
        a button at the zone): a commitment or an abdication on the acting actor's lane of each
        battlefield it names, a discard on ``"discard"``, loading the Chariot on the actor's
        ``"chariot:<who>"``; ``()`` for the actions chosen in a dialog."""
        who = _acting_word(view)
        if action.kind in ("commit", "abdicate"):
            return tuple(f"field:{w}:{who}" for w in str(action.target).split("+"))
        if action.kind == "discard":
            return ("discard",)
        if action.kind in ("chariot", "reserve"):
            return (f"chariot:{who}",)
        return ()

    def drop_targets(self, view: PlayerView) -> tuple[str, ...]:
        """Every zone the acting actor may aim a drop at (a refused drop there is explained):
        its lanes, the discard pile and its Chariot."""
        who = _acting_word(view)
        return tuple(f"field:{w}:{who}" for w in FIELDS) + ("discard", f"chariot:{who}")

    def drop_action(self, view: PlayerView, cards: tuple, zone: str) -> Action:
        """The action a drop of ``cards`` on ``zone`` attempts, legal or not: a commitment on a
        lane's battlefield, a discard, loading the Chariot (with the Chariot among the cards)
        or its reserve."""
        kind, _, rest = zone.partition(":")
        if kind == "field":
            return Action("commit", tuple(cards), rest.partition(":")[0])
        if kind == "chariot":
            chariot = any(c.is_major and c.rank == 7 for c in cards)
            return Action("chariot" if chariot else "reserve", tuple(cards))
        return Action("discard", tuple(cards))

    def describe_choice(self, view: PlayerView, action: Action) -> str:
        """The label of ``action`` as a choice, seats as ``{seat}`` placeholders (the table
        puts the names in): "Abdicate", "The Tower: decommit {2} on cups", "Steal with the
        Fool", "Stop and draw a card" (no further call of the Moon or the Sun)…"""
        kind, t = action.kind, action.target
        if kind == "abdicate":
            return "Abdicate"
        if kind == "pass":
            return _PASS_WORDS.get(view.info["phase"][0], "Pass")
        if kind in ("tower", "judge"):
            field, who = str(t).split(":")
            name = "the daemon" if who == "daemon" else f"{{{who}}}"
            if kind == "tower":
                return f"Decommit {name} on {field}"
            return f"{name} abdicates on {field}"
        if kind == "play" and (isinstance(t, int) or t == "daemon") and action.cards:
            name = "the daemon" if t == "daemon" else f"{{{t}}}"
            return _PLAYS[action.cards[0].rank].format(t=name)
        return describe_action(action)

    def reaction_window(self, action: Action) -> tuple[str, str, str] | None:
        """The neutral pause a hot-seat table makes after ``action`` so that nobody's reaction
        gives away what they hold: (title, the reacting button's label, the reaction's action
        kind) — ``("Fool?", "Steal with the Fool", "steal")`` after a commitment the Fool may
        steal (notes "Moves and timing") — or ``None``."""
        if action.kind != "commit" or action.target not in FIELD_SUIT:
            return None
        try:
            force = classify(action.cards, FIELD_SUIT[action.target])
        except CommitError:
            return None
        return ("Fool?", "Steal with the Fool", "steal") if force.stealable else None

    def zone_notes(self, view: PlayerView) -> dict[str, str]:
        """Short public notes the table writes at zones: each lane's running strength
        (``"field:<field>:<who>"``: "17½", "royal couple", "abdicated"; nothing while the
        Fool's window is open, which would tell that someone can steal), the battlefield under
        Temperance (``"field:<field>"``), and per actor (``"seat:<who>"``) the battlefields
        done ("2/4 done", "finished" when out) and the Hermit's extra moves left
        ("2/4 · Hermit 3")."""
        info, n = view.info, view.num_players
        notes: dict[str, str] = {}
        words = ["daemon" if a == n else str(a) for a in range(n + 1)]
        for a, row in enumerate(info["commits"]):
            for f, commit in enumerate(row):
                if commit is not None:
                    notes[f"field:{FIELDS[f]}:{words[a]}"] = short_force(commit.force)
            done = sum(c is not None for c in row)
            if a < n or info["daemon_master"] is not None:
                notes[f"seat:{words[a]}"] = "finished" if done == 4 and \
                    info["out"][a] else f"{done}/4 done"
        if info["temperance"] is not None:
            owner, f = info["temperance"]
            name = "the daemon" if owner == n else f"{{{owner}}}"
            notes[f"field:{FIELDS[f]}"] = f"Temperance ({name})"
        if info["hermit"] is not None:
            owner, left = info["hermit"]
            notes[f"seat:{words[owner]}"] = \
                notes[f"seat:{words[owner]}"].replace(" done", "") + f" · Hermit {left}"
        return notes

    def score_breakdown(self, view: PlayerView
                        ) -> tuple[tuple[str, ...], tuple[tuple[int, ...], ...]]:
        """The results screen's table: column labels ("R1", "R2", …, extra rounds "X1") and
        per seat the battles it won in each round."""
        info, n = view.info, view.num_players
        rounds = list(info["results"]) + list(info["extra_results"])
        labels = tuple(f"R{k + 1}" for k in range(len(info["results"]))) + \
            tuple(f"X{k + 1}" for k in range(len(info["extra_results"])))
        rows = tuple(tuple(sum(w == s for w in row) for row in rounds) for s in range(n))
        return labels, rows

    def rules_text(self) -> str:
        from ...resources import asset_path
        return asset_path("rules", "arcanoid.md").read_text(encoding="utf-8")
