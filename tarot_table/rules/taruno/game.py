"""The Taruno game object: its spec and options, and the determinization ``sample_world``."""

from __future__ import annotations

import random

from ...cards import ACE, RANK_NAMES, Card, Suit
from ..base import Action, Game, GameSpec, OptionSpec, PlayerView, Plugins
from .state import DECK, SUIT_WORDS, WORD_SUITS, TarunoState, _key


def _in_void(card: Card, suit: Suit, rank: int) -> bool:
    return not card.is_major and (card.rank == ACE or card.suit is suit or card.rank == rank)


class Taruno(Game):
    """The Taruno game object registered as ``"taruno"``."""

    spec = GameSpec(
        name="taruno", title="Taruno", min_players=2, max_players=7,
        options=(
            # labels short enough for the new-game screen; the rules help explains them
            OptionSpec("stacking", True, "Stack Kings, Knights", (True, False)),
            OptionSpec("strict_minors", False, "Strict minors", (False, True)),
            OptionSpec("taruno_penalty", 2, "Caught: draw", (2, 0)),
        ),
        blurb="Uno with the tarot: match the minors by suit or rank; 22 majors bend the rules.",
    )
    state_class = TarunoState
    plugins = Plugins(agent="tarot_table.ai.taruno_heuristic:TarunoHeuristic")
    #: The action kinds a table makes by dragging a card of the hand (onto the discard piles);
    #: giving, keeping, discarding and hiding a card are chosen in a dialog.
    drag_kinds = frozenset({"play"})

    def describe_action(self, action: Action) -> str:
        """A short label: ``"Play the 7 of Cups"``, ``"Cups"``, ``"Catch {2}!"`` (``{seat}``
        placeholders name seats)."""
        card = action.cards[0].name() if action.cards else ""
        target = action.target
        labels = {
            "play": f"Play the {card}", "draw": "Draw", "pass": "Pass",
            "taruno": "Taruno!", "catch": f"Catch {{{target}}}!",
            "suit": str(target).title(), "choose": f"{{{target}}}",
            "send": f"Into {{{target}}}'s hand", "retrieve": f"Take back the {card}",
            "sleeve": f"Up the sleeve: the {card}", "top": f"On top: the {card}",
            "give": f"Give the {card}", "keep": f"Keep the {card}",
            "discard": f"Discard the {card}",
        }
        return labels.get(action.kind, str(action))

    def describe_choice(self, view: PlayerView, action: Action) -> str:
        """The label of ``action`` as a choice in ``view``'s decision: a pass says what it
        means there ("Stay silent", "Done", "Stop"…), a suit how many of it the hand holds."""
        phase = view.info["phase"][0] if view.info.get("phase") else ""
        if action.kind == "pass":
            return _PASS_WORDS.get(phase, "Pass")
        if action.kind == "suit":
            held = sum(1 for c in view.hand() if not c.is_major
                       and SUIT_WORDS[c.suit] == action.target)
            return f"{str(action.target).title()} ({held} held)"
        if action.kind == "choose" and phase in ("hierophant", "judgement", "justice", "lovers"):
            size = len(view.zones[f"hand:{action.target}"])
            return f"{{{action.target}}} ({size} cards)"
        return self.describe_action(action)

    def prompt(self, view: PlayerView) -> str:
        """What the viewer is asked now, in the table's words (``{seat}`` placeholders)."""
        if not view.legal or not view.info.get("phase"):
            return ""
        phase = view.info["phase"]
        name = phase[0]
        kinds = {a.kind for a in view.legal}
        draw = "drag a card from the draw pile" if view.zones["draw"] else "press Draw"
        if name == "play":
            if "draw" not in kinds:
                return ""
            if any(a.kind == "play" for a in view.legal):
                return f"No minor fits: play a major, or {draw}."
            return f"No card fits: {draw}."
        if name == "penalty":
            amount = view.info["penalty"][1]
            rank = RANK_NAMES[view.info["penalty"][0]]
            if "play" in kinds:
                return f"+{amount} for you: stack a {rank} on the pile, or {draw} to take them."
            return f"+{amount} for you: {draw} to take them."
        if name == "give":
            return f"The Hierophant: a card to give to {{{phase[2]}}} ({phase[3]} to give)"
        if name == "world":
            return f"The World: a card to give to {{{phase[2][0]}}}"
        if name == "catch":
            return f"{{{phase[2]}}} holds one card and did not call \"Taruno\"!"
        if name == "judgement":
            return f"Judgement: who draws {2 * len(view.hand())} cards?"
        if name == "chariot":
            return f"The Chariot: send the {phase[2].name()} into another hand?"
        return _CHOICE_PROMPTS.get(name, "")

    def sample_world(self, view: PlayerView, rng: random.Random) -> TarunoState:
        """A full state consistent with ``view``: every public fact copied, the cards known to
        lie in a hidden hand put there (taken face up: the Devil, the Emperor, the Chariot, fate;
        or known to this seat alone: cards it gave, a hand it passed on by the Wheel or Justice), and the unseen cards dealt at random to the hidden hands, the sleeves and the
        unknown places of the draw pile — such that no hand holds more cards matching a shown
        void (it drew with no minor that fitted: none of that suit, that rank, or an Ace) than
        it has received since. Should random dealing fail to meet those caps 40 times over, the
        caps are dropped for that sample (a rare, documented loosening).

        The sampled state has no history or recorded shuffles (it is for search, not replay).
        Raises ``ValueError`` if the view is not a Taruno view.
        """
        if view.game != "taruno":
            raise ValueError(f"not a Taruno view: {view.game!r}")
        info, n, zones = view.info, view.num_players, view.zones
        stacking, strict, penalty = info["options"]
        st = TarunoState(n, rng.randrange(2**31), {"stacking": stacking, "strict_minors": strict,
                                                   "taruno_penalty": penalty}, deal=False)
        st.dealer, st.turn, st.turn_no = info["dealer"], info["turn"], info["turn_no"]
        st.cur_suit, st.cur_rank = WORD_SUITS[info["suit"]], info["rank"]
        st.direction, st.penalty, st.skip_next = info["direction"], info["penalty"], \
            info["skip_next"]
        st.phase, st.todo = info["phase"], list(info["todo"])
        st.team, st.towered = list(info["teams"]), list(info["towered"])
        st.deaths, st.called = info["deaths"], list(info["called"])
        st.public = [set(p) for p in info["public"]]
        st.kin[view.player] = [set(k) for k in info["known_in"]]
        st.voids = [[(Suit(s), r, cap) for s, r, cap in v] for v in info["voids"]]
        st.winners, st.over, st.end_reason = info["winners"], info["over"], info["end_reason"]
        st.minor_pile = list(zones["discard:minor"])
        st.major_pile = list(zones["discard:major"])
        seen: set[Card] = set()
        for cards in zones.values():
            seen.update(c for c in cards if c is not None)
        hidden_hands = [s for s in range(n) if None in zones[f"hand:{s}"]]
        fixed = [st.public[s] | st.kin[view.player][s] for s in range(n)]
        for s in hidden_hands:
            seen.update(fixed[s])
        unseen = [c for c in DECK if c not in seen]
        sleeve_slots = {}
        for s in range(n):
            zone = zones[f"front:{s}"]
            k = info["sleeves"][s]
            st.front[s] = list(zone[:len(zone) - k])
            sleeve_slots[s] = zone[len(zone) - k:]
            if s not in hidden_hands:
                st.hands[s] = list(zones[f"hand:{s}"])
        needs = {s: len(zones[f"hand:{s}"]) - len(fixed[s]) for s in hidden_hands}
        hands = None
        for _ in range(40):
            rng.shuffle(unseen)
            hands = _deal(unseen, needs, st.voids, fixed, True)
            if hands is not None:
                break
        if hands is None:
            hands = _deal(unseen, needs, st.voids, fixed, False)
        dealt: set[Card] = set()
        for s, cards in hands.items():
            dealt.update(cards)
            st.hands[s] = sorted([*fixed[s], *cards], key=_key)
        rest = [c for c in unseen if c not in dealt]
        for s in range(n):
            mine = []
            for c in sleeve_slots[s]:
                mine.append(c if c is not None else rest.pop())
            st.sleeve[s] = mine
        st.draw = [c if c is not None else rest.pop() for c in zones["draw"]]
        st.known[view.player] = {c for c in zones["draw"] if c is not None}
        return st

    def rules_text(self) -> str:
        from ...resources import asset_path
        return asset_path("rules", "taruno.md").read_text(encoding="utf-8")


_PASS_WORDS = {"call": "Stay silent", "catch": "Let it go", "strength": "Stop",
               "death": "No more", "moon": "Done", "chariot": "Keep it on the pile",
               "world": "Skip this player"}
_CHOICE_PROMPTS = {
    "strength": "Strength: play another minor that fits, or stop.",
    "death": "Death: play one more card, or pass.",
    "suit": "Name the new suit",
    "call": "One card left!",
    "sleeve": "The Magician: a card to put up your sleeve",
    "top": "The High Priestess: the next card on top of the draw pile",
    "hierophant": "The Hierophant: choose a player",
    "lovers": "The Lovers: choose your partner",
    "justice": "Justice: who swaps hands?",
    "hang": "The Hanged Man: the one card you keep",
    "moon": "The Moon: discard cards (at least two), then Done",
    "sun": "The Sun: discard a card",
}


def _deal(pool: list[Card], needs: dict[int, int], voids, public, caps: bool):
    """Fill each hidden hand from ``pool`` (already shuffled), most constrained hand first,
    within its void caps; ``None`` when this order cannot."""
    taken: set[Card] = set()
    out: dict[int, list[Card]] = {}
    for s in sorted(needs, key=lambda s: -len(voids[s])):
        limits = []
        if caps:
            for suit, rank, cap in voids[s]:
                used = sum(_in_void(c, suit, rank) for c in public[s])
                limits.append([suit, rank, cap - used])
        hand: list[Card] = []
        for card in pool:
            if len(hand) == needs[s]:
                break
            if card in taken:
                continue
            hits = [lim for lim in limits if _in_void(card, lim[0], lim[1])]
            if any(lim[2] <= 0 for lim in hits):
                continue
            for lim in hits:
                lim[2] -= 1
            hand.append(card)
            taken.add(card)
        if len(hand) < needs[s]:
            return None
        out[s] = hand
    return out
