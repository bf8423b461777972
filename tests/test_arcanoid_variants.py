"""Arcanoid's variants (seed, the variants section; notes "Variants"): MAINZ, KOBLENZ, MALTA,
WORMS and the GAZA option, a test for each sentence of the text, on positions built with
:func:`tests.test_arcanoid.table`; then what the AI may infer from them (``sample_world``) and
the variants as options (their one-line descriptions). NASSAU's Temperance is tested with the
arcana (test_arcanoid_arcana.py)."""

from __future__ import annotations

import random

import pytest

import tarot_table.rules.arcanoid as package
from tarot_table.app.games.plugin import table_plugin
from tarot_table.cards import Suit
from tarot_table.messages import plain
from tarot_table.rules.arcanoid import ARCANOID, VARIANTS, FoolWindow, Move, RefillVote
from tarot_table.rules.arcanoid.commitments import FIELDS, classify
from tarot_table.rules.arcanoid.world import secret_shapes
from tarot_table.rules.base import Action, IllegalActionError
from tests.test_arcanoid import act, cards, legal, table

pytestmark = pytest.mark.rules

#: Arcanoid's table plug-in (its drops, notes and reaction window; app/games/arcanoid).
TABLE = table_plugin(ARCANOID)

DECK = "AP 2P 3P 4P 5P 6P 7P 8P 9P 10P"
#: Seats 0 and 1 have abdicated on staves, cups and coins (seat 1 later); swords is open.
SWORDS_LEFT = [(s, f, "", 1 + s) for f in ("staves", "cups", "coins") for s in (0, 1)]


def texts(events) -> list[str]:
    return [plain(e.message, ARCANOID.spec.numbering) for e in events if e.message]


def reveals(events):
    return [e for e in events if e.kind == "reveal"]


# -- NASSAU (and the variants built on it) --------------------------------------------------------
# "Temperance cannot be removed implicitly by (the player who put it down) playing on the
# tempered battlefield; however, it can be removed explicitly, but this requires a full move.
# Temperance also disappears when the deck runs out of cards. No player, not even the one who
# put down temperance, can commit on the tempered battlefield (as long as it is tempered)."

@pytest.mark.parametrize("variant", ["nassau", "mainz", "koblenz", "malta", "worms"])
def test_nassau_temperance_in_every_variant_built_on_it(variant):
    state = table(["2W 3W 4W 5W 6W 7C", "M20 2C"], deck=DECK, variant=variant,
                  temperance=[0, "staves"], front={0: "M14"})
    moves = legal(state)
    assert not any(m.startswith(("commit", "secret")) and m.endswith("@staves") for m in moves)
    with pytest.raises(IllegalActionError, match="Temperance forbids committing on staves"):
        act(state, "commit 2W 3W @staves")
    assert "abdicate @staves" in moves and moves >= {"lift"}
    events = act(state, "lift")
    assert "{0} lifts Temperance." in texts(events) and state.current_player() == 1, \
        "lifting it is the owner's move"
    state = table(["9S 10S 2C 3C 4C 5C", "2W"], deck="AP", variant=variant,
                  temperance=[1, "cups"], front={1: "M14"})
    act(state, "commit 9S 10S @swords")
    assert state.temperance is None, "it disappears when the deck runs out"
    state = table(["2W 3W 4W 5W 6W 7C", "M20 2C"], deck=DECK, variant=variant, turn=1,
                  temperance=[0, "staves"], front={0: "M14"})
    act(state, "judge M20 @staves:0")
    assert state.temperance == (0, 1), "Judgment is no commitment of its owner's"


def test_dresden_has_no_lift():
    state = table(["2W 3W 4W 5W 6W 7C", "2C"], deck=DECK, temperance=[0, "staves"],
                  front={0: "M14"})
    assert "lift" not in legal(state) and "commit 2W 3W @staves" in legal(state)


# -- MAINZ -----------------------------------------------------------------------------------------
# "The MAINZ variant is defined by the following differences with respect to NASSAU:" (the list
# that followed is lost): MAINZ plays as NASSAU, and the docstring and the rules help say so.

def test_mainz_plays_as_nassau_and_says_that_its_own_list_is_lost():
    mainz, nassau = VARIANTS["mainz"], VARIANTS["nassau"]
    assert (mainz.nassau, mainz.secrets, mainz.completable_aces) == \
        (nassau.nassau, nassau.secrets, nassau.completable_aces) == (True, False, False)
    state = table(["9S 10S 2C 3C 4C 5C", "2W"], deck=DECK, variant="mainz",
                  temperance=[0, "swords"], front={0: "M14"})
    assert "lift" in legal(state) and "commit 9S 10S @swords" not in legal(state)
    help_text = " ".join(ARCANOID.rules_text().split())
    assert "MAINZ by its differences from NASSAU, but that list was lost" in help_text
    assert "MAINZ plays exactly as NASSAU" in " ".join(package.__doc__.split())


# -- KOBLENZ -------------------------------------------------------------------------------------

KOBLENZ = "koblenz"


def test_koblenz_every_player_may_make_one_secret_commitment_per_round():
    """"Every player is permitted to make one secret commitment per round … Each player is
    permitted to do this once per round"."""
    state = table(["9S 10S 2C 3C 4C 5C", "2W 3W 4W 5W 6W 7W"], deck=DECK, variant=KOBLENZ)
    assert {"secret 9S 10S @swords", "commit 9S 10S @swords", "secret 2C 3C 4C @cups"} <= \
        legal(state)
    act(state, "secret 9S 10S @swords")
    assert state.secret_spent == [True, False, False]
    assert "secret 2W 3W @staves" in legal(state), "seat 1 has its own"
    act(state, "discard 7W")
    assert not any(m.startswith("secret") for m in legal(state))
    with pytest.raises(IllegalActionError, match="made your secret commitment this round"):
        act(state, "secret 2C 3C @cups")
    act(state, "commit 2C 3C @cups")
    assert state.commits[0][2].force.value == 10, "open commitments go on"


def test_koblenz_the_daemon_is_a_player_with_its_own_secret_commitment():
    state = table(["9S 10S 2C 3C 4C 5C", "2W 3W 4W 5W 6W 7W"], deck=DECK, variant=KOBLENZ,
                  daemon="2S 3S 4S", daemon_master=0, secret_spent=[True, False, False],
                  stage={"stage": "Move", "actor": 2})
    assert "secret 2S 3S @swords" in legal(state)


def test_koblenz_the_secret_right_comes_back_with_each_round():
    state = table(["9S", "4S"], deck_closed=True, variant=KOBLENZ, rounds=2,
                  commits=SWORDS_LEFT, secret_spent=[True, True, False])
    act(state, "commit 9S @swords", "commit 4S @swords")
    assert state.results and state.round_no == 1
    assert state.secret_spent == [False, False, False]
    assert any(m.startswith("secret") for m in legal(state))


def test_koblenz_the_cards_lie_face_down_and_only_their_number_is_visible():
    """"the cards are put face down on the table (so only their number is visible)"."""
    state = table(["9S 10S 2C 3C 4C 5C", "2W 3W 4W 5W 6W 7W", "8W 9W 10W 6C 7C 8C"],
                  deck=DECK, variant=KOBLENZ)
    events = act(state, "secret 9S 10S @swords")
    laid = [e for e in events if e.kind == "move" and e.dst == "field:swords:0"]
    assert len(laid) == 2 and all(not e.face_up for e in laid)
    assert all(e.visible_to(1).card is None and e.visible_to(0).card is not None for e in laid)
    assert "{0} commits 2 cards face down on swords." in texts(events)
    other, mine = state.observation(1), state.observation(0)
    assert other.zones["field:swords:0"] == (None, None)
    assert other.commits[0][0].force.kind == "secret" and other.commits[0][0].time == 1
    assert other.secret[0][0] == (0,) and other.secret_spent[0]
    assert mine.zones["field:swords:0"] == tuple(cards("9S 10S"))
    assert mine.commits[0][0].force.value == 38
    assert TABLE.zone_notes(other)["field:swords:0"] == "face down"
    assert ARCANOID.describe_action(ARCANOID.parse_action("secret 9S 10S @swords")) == \
        "Face down on swords: 9 of Swords, 10 of Swords"
    assert TABLE.zone_notes(mine)["field:swords:0"] == "19 · face down"


def test_koblenz_they_are_revealed_only_at_the_end_of_the_round_then_compared():
    """"and will be revealed only at the end of the round"."""
    state = table(["9S 10S", "4S 6S 7S"], deck_closed=True, variant=KOBLENZ,
                  commits=SWORDS_LEFT)
    act(state, "secret 9S 10S @swords")
    assert state.observation(1).zones["field:swords:0"] == (None, None)
    events = act(state, "commit 4S 6S 7S @swords")
    shown = reveals(events)
    assert sorted(e.card for e in shown) == cards("9S 10S")
    assert all(e.visible is None for e in shown), "to everyone"
    battle = next(e for e in events if e.kind == "score" and e.data["field"] == "swords")
    assert events.index(shown[-1]) < events.index(battle)
    assert battle.player == 0 and battle.data["reason"] == "19 (10+9) beats 17 (7+6+4)"
    assert state.observation(1).zones["field:swords:0"] == tuple(cards("9S 10S"))


def test_koblenz_a_secret_commitment_counts_as_a_commitment():
    """Notes "Variants" (ours): the World, Temperance and the last battlefield see it."""
    state = table(["9S 10S M21 2C 3C 4C", "2W"], deck=DECK, variant=KOBLENZ,
                  commits=[(0, f) for f in ("staves", "cups", "coins")])
    act(state, "secret 9S 10S @swords")
    assert state.out[0] and state.touched[0], "its last battlefield: it leaves the round"


def test_koblenz_a_stolen_secret_commitment_still_spends_the_right():
    """"(and if the commitment is stolen using the Fool … the benefit is still lost)"; "the
    Fool may be used to attempt to steal a secret commitment (showing it to the wielder of the
    Fool)"."""
    state = table(["9S 10S 2C 3C 4C 5C", "M0 3W 4W 5W 6W 7W", "8W 9W 10W 6C 7C 8C"],
                  deck=DECK, variant=KOBLENZ)
    act(state, "secret 9S 10S @swords")
    assert isinstance(state.stage, FoolWindow) and state.current_player() == 1
    events = act(state, "steal M0")
    looked = reveals(events)
    assert sorted(e.card for e in looked) == cards("9S 10S")
    assert all(e.visible == frozenset({1}) for e in looked), "the wielder alone looks"
    assert "{1} plays the Fool and steals the commitment." in texts(events)
    assert state.lanes[1][0] == cards("9S 10S") and state.commits[1][0].time == 1
    assert state.secret[1][0] == frozenset({0, 1}) and state.secret[0][0] is None
    assert state.observation(2).zones["field:swords:1"] == (None, None), "still face down"
    assert state.secret_spent == [True, False, False, False]


def test_koblenz_the_fool_is_lost_when_the_secret_commitment_cannot_be_stolen():
    """"but in that case the Fool is lost and discarded if the commitment cannot be stolen":
    its window opens even after cards that, face up, it could not steal."""
    for hand, kind in (("AS 9S 2C 3C 4C 5C", "numeric"), ("QS KS 2C 3C 4C 5C", "royal")):
        state = table([hand, "M0 3W 4W 5W 6W 7W", "8W 9W 10W 6C 7C 8C"], deck=DECK,
                      variant=KOBLENZ)
        act(state, f"secret {hand[:5]} @swords")
        assert isinstance(state.stage, FoolWindow), "nobody else knows what lies there"
        events = act(state, "steal M0")
        assert "{1} plays the Fool on the secret commitment: it cannot be stolen, and the " \
               "Fool is lost." in texts(events)
        assert state.discard == cards("M0") and state.commits[0][0].force.kind == kind
        assert state.lanes[1][0] == [] and state.secret[0][0] == frozenset({0, 1})
        assert state.observation(1).zones["field:swords:0"] == tuple(cards(hand[:5]))
        assert state.observation(2).zones["field:swords:0"] == (None, None)
        assert state.stage == Move(1)


def test_koblenz_the_tower_does_not_reveal_a_secret_commitment_and_the_right_is_spent():
    """"or decommitted using the Tower, the benefit is still lost) … The Tower,
    incidentally, will not reveal which the decommitted cards were (nor will the High
    Priestess or similar such)"."""
    state = table(["9S 10S 2C 3C 4C 5C", "M16 3W 4W 5W 6W 7W", "M2 9W 10W 6C 7C 8C"],
                  deck=DECK, variant=KOBLENZ)
    act(state, "secret 9S 10S @swords")
    events = act(state, "tower M16 @swords:0")
    gone = [e for e in events if e.kind == "move" and e.src == "field:swords:0"]
    assert [e.dst for e in gone] == ["discard", "discard"]
    assert all(not e.face_up and e.visible_to(1).card is None and e.visible_to(2).card is None
               and e.visible_to(0).card is not None for e in gone)
    assert state.observation(1).zones["discard"] == (cards("M16")[0], None, None)
    assert state.commits[0][0] is None and state.secret[0][0] is None
    events = act(state, "play M2 @0")
    assert not set(cards("9S 10S")) & {e.card for e in reveals(events)}
    assert state.observation(2).zones["discard"][1:3] == (None, None)
    act(state, "discard 7C")                      # seat 2's move after the High Priestess
    assert state.current_player() == 0
    assert "commit 2C 3C @cups" in legal(state) and \
        not any(m.startswith("secret") for m in legal(state))


def test_koblenz_no_world_no_abdication_and_a_couple_on_one_battlefield_only():
    state = table(["M21 M3 M4 QS KS 2C", "2W"], deck=DECK, variant=KOBLENZ)
    moves = legal(state)
    assert {"secret M3 M4 @cups", "secret QS KS @swords", "commit M3 M4 @swords+cups"} <= moves
    assert not any(m.startswith("secret") and ("M21" in m or "+" in m) for m in moves)
    with pytest.raises(IllegalActionError, match="one battlefield"):
        act(state, "secret M3 M4 @swords+cups")
    with pytest.raises(IllegalActionError, match="The World, an abdication or Judgment cannot"):
        act(state, "secret M21 @swords")


def test_secret_commitments_belong_to_koblenz_and_malta():
    for variant in ("dresden", "nassau", "mainz", "worms"):
        state = table(["9S 10S 2C 3C 4C 5C", "2W"], deck=DECK, variant=variant)
        assert not any(m.startswith("secret") for m in legal(state))
        with pytest.raises(IllegalActionError, match="belong to KOBLENZ"):
            act(state, "secret 9S 10S @swords")


# -- MALTA -------------------------------------------------------------------------------------------

MALTA = "malta"


def test_malta_the_magician_commits_cards_face_down_and_is_discarded():
    """"The Magician can be used to commit cards secretly: they are placed face down on the
    table, rather than face up as usual, and the opponents can only see how many cards are
    being put down. The Magician is discarded.\""""
    state = table(["M1 9S 10S 2C 3C 4C", "2W 3W 4W 5W 6W 7W"], deck=DECK, variant=MALTA)
    assert "secret 9S 10S M1 @swords" in legal(state)
    events = act(state, "secret 9S 10S M1 @swords")
    assert "{0} plays the Magician (I): a secret commitment." in texts(events)
    assert state.discard == cards("M1") and state.discard_seen_by == [None], "face up"
    assert state.lanes[0][0] == cards("9S 10S")
    assert state.observation(1).zones["field:swords:0"] == (None, None)
    assert state.commits[0][0].force.value == 38


def test_malta_no_secret_commitment_without_the_magician_nor_a_limit_of_one():
    state = table(["9S 10S 2C 3C 4C 5C", "2W"], deck=DECK, variant=MALTA)
    assert not any(m.startswith("secret") for m in legal(state))
    with pytest.raises(IllegalActionError, match="made with the Magician"):
        act(state, "secret 9S 10S @swords")
    state = table(["M1 9S 10S 2C 3C 4C", "2W"], deck=DECK, variant=MALTA,
                  secret_spent=[True, False, False])
    assert "secret 9S 10S M1 @swords" in legal(state), "KOBLENZ's once a round is not MALTA's"


def test_malta_secret_cards_are_revealed_at_the_end_and_compared_normally():
    """"The cards will be revealed at the end of the round, and then compared normally.\""""
    state = table(["M1 9S 10S", "4S 6S 7S"], deck_closed=True, variant=MALTA,
                  commits=SWORDS_LEFT)
    act(state, "secret 9S 10S M1 @swords")
    events = act(state, "commit 4S 6S 7S @swords")
    assert sorted(e.card for e in reveals(events)) == cards("9S 10S")
    assert state.results[0][0] == 0


def test_malta_the_fool_looks_and_steals_unless_it_is_a_couple():
    """"the player who put down the Fool looks at the hidden cards (but does not show them to
    the other players), and steals them if they can be stolen by the Fool (that is, if they are
    not a couple); otherwise the Fool is lost (and discarded).\""""
    state = table(["M1 9S 10S 2C 3C 4C", "M0 3W 4W 5W 6W 7W", "8W 9W 10W 6C 7C 8C"],
                  deck=DECK, variant=MALTA)
    act(state, "secret 9S 10S M1 @swords")
    events = act(state, "steal M0")
    assert all(e.visible == frozenset({1}) for e in reveals(events))
    assert state.lanes[1][0] == cards("9S 10S") and state.commits[0][0] is None
    assert state.observation(2).zones["field:swords:1"] == (None, None)
    state = table(["M1 QS KS 2C 3C 4C", "M0 3W 4W 5W 6W 7W"], deck=DECK, variant=MALTA)
    act(state, "secret QS KS M1 @swords")
    events = act(state, "steal M0")
    assert "{1} plays the Fool on the secret commitment: it cannot be stolen, and the Fool " \
           "is lost." in texts(events)
    assert state.commits[0][0].force.kind == "royal" and cards("M0")[0] in state.discard


def test_malta_the_imperial_couple_committed_secretly_goes_on_one_battlefield():
    """"The Magician can be used secretly commit the Empress and Emperor, but in that case the
    imperial couple will be committed only to one battlefield (on which the Magician is
    played).\""""
    state = table(["M1 M3 M4 2C 3C 4C", "2W"], deck=DECK, variant=MALTA)
    moves = legal(state)
    assert {"secret M1 M3 M4 @swords", "commit M3 M4 @swords+cups"} <= moves
    assert not any(m.startswith("secret") and "+" in m for m in moves)
    with pytest.raises(IllegalActionError, match="one battlefield"):
        act(state, "secret M1 M3 M4 @swords+cups")
    act(state, "secret M1 M3 M4 @coins")
    assert state.commits[0][3].force.kind == "imperial" and state.commits[0][3].other is None


def test_malta_the_world_and_judgment_cannot_be_committed_secretly():
    """"The Magician cannot be used to commit the World secretly (nor to secretly pass
    Judgment or any such silly thing).\""""
    state = table(["M1 M21 M20 2C 3C 4C", "2W"], deck=DECK, variant=MALTA)
    assert not any(m.startswith("secret") and ("M21" in m or "M20" in m) for m in legal(state))
    for move in ("secret M1 M21 @swords", "secret M1 @swords"):
        with pytest.raises(IllegalActionError, match="cannot be committed secretly"):
            act(state, move)


def test_malta_has_no_transmutation():
    """"There is no possible transmutation of elements in the MALTA variant.\""""
    state = table(["M1 9S 10W 2C 3C 4C", "2W"], deck=DECK, variant=MALTA)
    assert not any(m.startswith("commit") and "M1" in m for m in legal(state))
    with pytest.raises(IllegalActionError, match="In MALTA the Magician does not transmute"):
        act(state, "commit 9S 10W M1 @swords")
    assert "commit 9S 10W M1 @swords" in legal(table(["M1 9S 10W 2C 3C 4C", "2W"], deck=DECK,
                                                     variant="mainz"))


def test_malta_a_drop_with_the_magician_is_a_secret_commitment():
    state = table(["M1 9S 10S 2C 3C 4C", "2W"], deck=DECK, variant=MALTA)
    view = state.observation(0)
    assert TABLE.drop_action(view, tuple(cards("9S 10S M1")), "field:swords:0") == \
        Action("secret", tuple(cards("9S 10S M1")), "swords")
    assert TABLE.drop_zones(view, ARCANOID.parse_action("secret 9S 10S M1 @swords")) == \
        ("field:swords:0",)
    assert TABLE.reaction_window(ARCANOID.parse_action("secret AS 9S M1 @swords")) == \
        ("Fool?", "Steal with the Fool", "steal")


# -- WORMS -------------------------------------------------------------------------------------------

WORMS = "worms"
WORMS_DECK = "5W 6W 7W 8W 9W 10W"

def test_worms_an_ace_committed_alone_or_with_the_magician_may_be_completed_once():
    """"When an ace has been commmited alone (or possibly just with the Magician) on a
    battlefield, then a second commitment can be made later to that battlefield, or, rather,
    the ace can be completed (but in a single move: there is no third or fourth
    commitment).\""""
    state = table(["9S 10S 2C 3C 4C 5C", "PW"], deck=WORMS_DECK, variant=WORMS,
                  commits=[(0, "swords", "AS", 1), (0, "cups", "AW M1", 2),
                           (0, "coins", "AP 4P", 3)])
    moves = legal(state)
    assert {"complete 9S @swords", "complete 9S 10S @swords", "complete 2C 3C @cups"} <= moves
    assert not any(m.startswith("complete") and m.endswith("@coins") for m in moves), \
        "an ace with another card is no ace alone"
    assert ARCANOID.describe_action(ARCANOID.parse_action("complete 9S 10S @swords")) == \
        "Complete the ace on swords with 9 of Swords, 10 of Swords"
    act(state, "complete 9S 10S @swords")
    assert state.commits[0][0].force.value == 2 * 20 and state.lanes[0][0] == cards("AS 9S 10S")
    assert state.commits[0][0].time == 1
    act(state, "discard PW")
    assert not any(m.startswith("complete") and m.endswith("@swords") for m in legal(state))
    with pytest.raises(IllegalActionError, match="may be completed, once"):
        act(state, "complete 5C @swords")


def test_worms_numerics_with_a_magician_of_the_hand_but_not_the_aces_own():
    """"a number of numerics of the appropriate suit (possibly using the Magician to transmute
    a card; however, it is not possible to put down the Magician on the first commitment with
    the ace and then use it on the second, even if the ace was initially of the appropriate
    suit)\""""
    state = table(["9S 3W M1 2C 3C 4C", "PW"], deck=WORMS_DECK, variant=WORMS,
                  commits=[(0, "swords", "AS", 1)])
    assert {"complete 9S 3W M1 @swords", "complete 3W M1 @swords"} <= legal(state)
    act(state, "complete 9S 3W M1 @swords")
    assert state.commits[0][0].force.value == 2 * 13
    assert state.commits[0][0].force.transmuted == cards("3W")[0]
    state = table(["9S 3W 2C 3C 4C 5C", "PW"], deck=WORMS_DECK, variant=WORMS,
                  commits=[(0, "swords", "AC M1", 1)])
    assert "complete 9S @swords" in legal(state)
    assert not any(m.startswith("complete") and "3W" in m for m in legal(state))
    with pytest.raises(IllegalActionError, match="Complete the ace with numerics of its suit"):
        act(state, "complete 9S 3W @swords")


def test_worms_a_knave_or_a_knight_but_never_a_couple():
    """"or a knave or a knight (but not a couple: that is, not a queen and king nor a court with
    the Lovers, nor the Empress and Emperor)\""""
    state = table(["PS NS QS KS M6 2C", "PW"], deck=WORMS_DECK, variant=WORMS,
                  commits=[(0, "swords", "AS", 1)])
    completions = {m for m in legal(state) if m.startswith("complete")}
    assert completions == {"complete PS @swords", "complete NS @swords"}
    for move in ("complete QS KS @swords", "complete NS M6 @swords"):
        with pytest.raises(IllegalActionError, match="never a couple"):
            act(state, move)
    state = table(["M3 M4 2C 3C 4C 5C", "PW"], deck=WORMS_DECK, variant=WORMS,
                  commits=[(0, "swords", "AS", 1)])
    assert not any(m.startswith("complete") and "M3" in m for m in legal(state))


def test_worms_the_fool_steals_the_completion_and_the_ace_stays():
    """"The second commitment can be stolen using the Fool, in which case the ace is not
    stolen along with the rest (it remains committed).\""""
    state = table(["8S 9S 10S 2C 3C 4C", "M0 5W 6W 7W 8W 9W"], deck=DECK, variant=WORMS,
                  commits=[(0, "swords", "AS", 1)])
    act(state, "complete 9S 10S @swords")
    assert isinstance(state.stage, FoolWindow) and state.current_player() == 1
    act(state, "steal M0")
    assert state.lanes[0][0] == cards("AS") and state.commits[0][0].force.ranks == (1,)
    assert state.lanes[1][0] == cards("9S 10S") and state.commits[1][0].force.value == 38
    assert state.commits[1][0].time == 2 and state.commits[0][0].time == 1
    act(state, "discard 5W")
    assert "complete 8S @swords" in legal(state), "(ours) the robbed ace may be completed again"


def test_worms_the_whole_is_one_commitment_that_the_tower_takes_all():
    """"Once the second commitment has been made, the whole is considered as a single
    commitment (for example, the Tower could be used to decommit the whole set)\""""
    state = table(["9S 10S 2C 3C 4C 5C", "M16 5W 6W 7W 8W 9W"], deck=DECK, variant=WORMS,
                  commits=[(0, "swords", "AS", 1)])
    act(state, "complete 9S 10S @swords", "tower M16 @swords:0")
    assert state.lanes[0][0] == [] and state.commits[0][0] is None
    assert set(cards("AS 9S 10S")) <= set(state.discard)


def test_worms_a_knave_or_knight_discards_the_ace_numerics_keep_it():
    """"if an knave or knight is made as second commitment, then it automatically discards the
    ace, otherwise the ace stays with the rest (and adds one point to the total forces, quite
    regularly)\""""
    state = table(["PS 2C 3C 4C 5C 6C", "NC"], deck=DECK, variant=WORMS,
                  commits=[(0, "swords", "AS", 1), (1, "cups", "AW M1", 2)])
    events = act(state, "complete PS @swords")
    assert "The knave discards the ace." in texts(events)
    assert state.lanes[0][0] == cards("PS") and state.commits[0][0].force.kind == "knave"
    assert state.discard[-1:] == cards("AS") and state.discard_seen_by[-1] is None, "face up"
    act(state, "complete NC @cups")
    assert state.lanes[1][2] == cards("NC") and state.commits[1][2].force.value == 35
    assert set(cards("AW M1")) <= set(state.discard), "the ace and its Magician"
    state = table(["9S 2C 3C 4C 5C 6C", "PW"], deck=DECK, variant=WORMS,
                  commits=[(0, "swords", "AS", 1)])
    act(state, "complete 9S @swords")
    assert state.commits[0][0].force.value == 2 * 10 and state.lanes[0][0] == cards("AS 9S")


def test_worms_until_completed_the_ace_is_a_regular_commitment():
    """"until the second commitment has been made, if ever, the ace's commitment is viewed
    quite regularly. For example, committing an ace on one's last battlefield will remove one
    from play, thus excluding the possibility of making any second commitment to go with the
    ace. Also, the ace prevents the World from being put down on the battlefield, or
    Temperance by the player who committed the ace, and so on just as the usual rules
    dictate.\""""
    state = table(["AS 9S 2C 3C 4C 5C", "PW"], deck=DECK, variant=WORMS,
                  commits=[(0, f) for f in ("staves", "cups", "coins")])
    act(state, "commit AS @swords")
    assert state.out[0] and state.hands[0] == []
    state = table(["M21 M14 2C 3C 4C 5C", "M0"], deck=DECK, variant=WORMS,
                  commits=[(0, "swords", "AS", 1)])
    moves = legal(state)
    assert "commit M21 @swords" not in moves and "play M14 @swords" not in moves
    assert {"commit M21 @staves", "play M14 @cups"} <= moves
    state = table(["AS 2C 3C 4C 5C 6C", "M0 5W"], deck=DECK, variant=WORMS)
    act(state, "commit AS @swords")
    assert isinstance(state.stage, Move), "the Fool cannot steal an ace"


def test_worms_the_tower_decommits_the_ace_alone():
    """"The Tower, of course, can decommit the ace alone just as it can decommit the ace along
    with the rest once the second commitment has been made.\""""
    state = table(["M16 2C 3C 4C 5C 6C", "PW"], deck=DECK, variant=WORMS,
                  commits=[(1, "swords", "AS", 1)])
    act(state, "tower M16 @swords:1")
    assert state.commits[1][0] is None and cards("AS")[0] in state.discard


def test_worms_no_completion_on_a_tempered_battlefield_and_a_drop_completes():
    state = table(["9S 2C 3C 4C 5C 6C", "PW"], deck=DECK, variant=WORMS,
                  commits=[(0, "swords", "AS", 1)], temperance=[1, "swords"], front={1: "M14"})
    assert not any(m.startswith("complete") for m in legal(state))
    with pytest.raises(IllegalActionError, match="Temperance forbids"):
        act(state, "complete 9S @swords")
    state = table(["9S 2C 3C 4C 5C 6C", "PW"], deck=DECK, variant=WORMS,
                  commits=[(0, "swords", "AS", 1)])
    view = state.observation(0)
    assert TABLE.drop_action(view, tuple(cards("9S")), "field:swords:0") == \
        Action("complete", tuple(cards("9S")), "swords")
    assert TABLE.drop_action(view, tuple(cards("2C")), "field:cups:0").kind == "commit"
    with pytest.raises(IllegalActionError, match="complete the ace there instead"):
        act(state, "commit 9S @swords")


def test_completing_an_ace_belongs_to_worms():
    state = table(["9S 2C 3C 4C 5C 6C", "PW"], deck=DECK, variant="mainz",
                  commits=[(0, "swords", "AS", 1)])
    assert not any(m.startswith("complete") for m in legal(state))
    with pytest.raises(IllegalActionError, match="belongs to WORMS"):
        act(state, "complete 9S @swords")


# -- GAZA ----------------------------------------------------------------------------------------------

USA_HAND = "2S 3S 4S 5S 6S 7C"


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_gaza_goes_on_top_of_any_variant_with_two_or_three_players(variant):
    """"GAZA is an additional option (it can be played on top of any variant …), which is used
    to make the game a little more interesting when there are only two (or possibly three)
    players.\""""
    for n in (2, 3):
        state = ARCANOID.new_state(n, 3, {"variant": variant, "gaza": True})
        assert state.usa == n + 1 and len(state.hands[state.usa]) == 6
        assert len(state.deck) == 78 - 6 * (n + 1)
    with pytest.raises(ValueError, match="GAZA is for 2 or 3 players, not 4"):
        ARCANOID.new_state(4, 3, {"variant": variant, "gaza": True})


def test_gaza_alone_means_mainz_with_gaza_as_the_rules_help_says():
    """"even though “GAZA” alone normally means “MAINZ+GAZA”\""""
    assert "GAZA alone: MAINZ" in ARCANOID.spec.options[2].description(True)
    assert "The text's \"GAZA\" alone means MAINZ with GAZA: choose the variant MAINZ and " \
           "GAZA" in " ".join(ARCANOID.rules_text().split())


def test_gaza_the_usa_is_dealt_last_and_its_cards_are_hidden():
    """"GAZA adds an extra player, called the “USA”, which plays last in the round … USA's
    cards, of course, are hidden to the other players (except when certain arcana are
    used).\""""
    state = ARCANOID.new_state(2, 5, {"variant": "mainz", "gaza": True})
    deals = [e for e in state.opening_events if e.kind == "move" and e.src == "deck"]
    assert [e.dst for e in deals[:3]] == ["hand:0", "hand:1", "hand:usa"]
    mine = [e for e in deals if e.dst == "hand:usa"]
    assert len(mine) == 6 and all(e.visible_to(0).card is None for e in mine)
    assert state.hands[3] == [e.card for e in mine], "kept in the order drawn, the oldest first"
    for seat in (0, 1):
        assert state.observation(seat).zones["hand:usa"] == (None,) * 6


def test_gaza_the_usa_discards_its_oldest_card_and_draws_playing_last():
    """"When it is USA's turn to play, it mechanically discards its oldest drawn card and (if
    there is a still a deck) draws a new one to replace it (thus, there is no need for anyone to
    see its cards)\""""
    state = table(["2C 3C 4C 5C 6C 8C", "2W 3W 4W 5W 6W 7W"], usa=USA_HAND, deck=DECK, turn=1)
    events = act(state, "discard 7W")
    gone = next(e for e in events if e.src == "hand:usa")
    assert gone.card == cards("2S")[0] and gone.dst == "discard" and not gone.face_up
    assert gone.visible_to(0).card is None and gone.visible_to(1).card is None
    assert "USA discards its oldest card." in texts(events)
    assert [str(c) for c in state.hands[3]] == "3S 4S 5S 6S 7C 9P".split(), "10P went to seat 1"
    assert state.stage == Move(0)
    state = table(["2C 3C 4C 5C 6C 8C", "2W 3W 4W 5W 6W 7W"], usa=USA_HAND, deck=DECK,
                  first=1, turn=0)
    act(state, "discard 8C")
    assert state.hands[3][0] == cards("3S")[0] and state.stage == Move(1), \
        "the USA plays after the last seat, before the round's first player"


def test_gaza_the_usa_always_votes_for_a_refill():
    """"it is always willing to refill the deck\""""
    state = table(["2C 3C 4C 5C 6C 8C", "2W 3W 4W 5W 6W 7W"], usa="AS 2S 3S 4S 5S 6S",
                  deck="AP", discard="9C 10C", turn=1)
    act(state, "commit 2W 3W 4W @staves")
    assert state.stage == RefillVote(1, (3, 0))
    events = act(state, "vote @yes")
    assert "USA votes for a refill." in texts(events) and state.stage == RefillVote(0, ())
    events = act(state, "vote @yes")
    assert any("shuffled into a new deck" in t for t in texts(events))


def test_gaza_without_cards_the_usa_abdicates_on_swords_staves_cups_coins_in_order():
    """"when it runs out of cards, then it systematically abdicates on swords, staves, cups and
    coins (in this order, if that is of any importance)\""""
    state = table(["2C 3C 4C 5C 6C 8C", "2W 3W 4W 5W 6W 7W"], usa="", deck_closed=True,
                  turn=1)
    events = act(state, "discard 7W")
    assert "USA abdicates on swords." in texts(events)
    act(state, "discard 8C", "discard 6W")
    assert [c is not None and c.force.kind == "abdication" for c in state.commits[3]] == \
        [True, True, False, False]


def test_gaza_a_battle_the_usa_wins_is_nobodys():
    """"thus, the USA will never win in GAZA (unless, that is, the players are very desirous
    to lose)\": everyone abdicated, the USA last (ours: the battle counts for nobody)."""
    state = table(["8C", "9C"], usa="", deck_closed=True,
                  commits=[(0, "staves", "2W", 1), (1, "staves", "", 2), (3, "staves", "", 3),
                           (0, "cups", "", 4), (1, "cups", "5C", 5), (3, "cups", "", 6),
                           (0, "coins", "3P", 7), (1, "coins", "", 8), (3, "coins", "", 9)])
    events = act(state, "abdicate @swords", "abdicate @swords")
    battle = next(e for e in events if e.kind == "score" and e.data["field"] == "swords")
    assert battle.player is None and battle.data["winner"] == "usa"
    assert plain(battle.message) == "USA wins the battle of swords: everyone abdicated: the last " \
                          "abdication wins."
    assert state.results == [(None, 0, 1, 0)] and state.outcome().scores == (2, 1)
    assert state.outcome().winners == (0,)


def test_gaza_judgment_the_high_priestess_and_the_hanged_man_may_target_the_usa():
    """"Nothing says you can't use Judgment on the USA player, although there is no apparent
    reason why this would be useful; using the High Priestess or the Hanged Man is also
    permitted (and there might even be a reason for doing it).\""""
    hand = "M2 M12 M20 2C 3C 4C"
    state = table([hand, "5W"], usa=USA_HAND, deck=DECK + " 8C 9C 10C 8S 9S 10S")
    assert {"play M2 @usa", "play M12 @usa", "judge M20 @swords:usa"} <= legal(state)
    events = act(state, "play M2 @usa")
    shown = reveals(events)
    assert [e.card for e in shown] == state.hands[3] and all(e.visible == frozenset({0})
                                                            for e in shown)
    assert "USA shows their hand to {0}." in texts(events)
    assert state.observation(0).known[3] == tuple(cards(USA_HAND))
    assert state.observation(1).known[3] == ()
    events = act(state, "play M12 @usa")
    assert "USA discards every card (the Hanged Man)." in texts(events)
    assert len(state.hands[3]) == 6 and not set(cards(USA_HAND)) & set(state.hands[3])
    state = table([hand, "5W"], usa=USA_HAND, deck=DECK)
    events = act(state, "judge M20 @swords:usa")
    assert state.commits[3][0].force.kind == "judgment"
    assert "{0} passes Judgment on USA: an abdication on swords." in texts(events)
    assert ARCANOID.describe_action(ARCANOID.parse_action("play M12 @usa")) == \
        "Play the Hanged Man: USA discards all"
    judge = ARCANOID.parse_action("judge M20 @cups:usa")
    assert ARCANOID.describe_choice(state.observation(0), judge) == "Play Judgment: USA on cups"
    assert ARCANOID.explain_choice(state.observation(0), judge) == "USA abdicates on cups"


def test_gaza_the_hierophant_turns_the_usas_cards_up_and_new_ones_stay_hidden():
    """"in case a (real) player uses the Hierophant or the Star, Moon or Sun, then all of USA's
    cards are turned up so that every player can see them, and the appropriate action is taken;
    USA continues playing normally for the remainder of the round (newly drawn cards are
    invisible, of course).\""""
    state = table(["M5 2C 3C 4C 5C 6C", "5W 6W 7W 8W 9W 10W"], usa=USA_HAND, deck=DECK)
    events = act(state, "play M5 @cups")
    up = [e for e in reveals(events) if e.src == "hand:usa"]
    assert [e.card for e in up] == state.hands[3] and all(e.visible is None for e in up)
    assert "The USA's cards are turned up." in texts(events)
    order = tuple(ARCANOID.parse_action(f"x {USA_HAND}").cards)
    assert state.observation(1).zones["hand:usa"] == order, "face up, in their places"
    act(state, "discard 2C", "discard 10W")          # then the USA plays
    assert state.observation(1).zones["hand:usa"] == order[1:] + (None,)


def test_gaza_a_star_calls_the_usas_card_after_turning_them_up():
    state = table(["M17 2C 3C 4C 5C 6C", "5W"], usa=USA_HAND, deck=DECK)
    events = act(state, "play M17", "call 4S")
    assert "{0} calls the 4 of Swords from USA." in texts(events)
    assert cards("4S")[0] in state.hands[0] and len(state.hands[3]) == 6
    assert state.observation(1).zones["hand:usa"][-1] is None, "the card it drew is hidden"
    assert sum(e.src == "hand:usa" for e in reveals(events)) == 6


@pytest.mark.parametrize("moon", ["M18", "M19"])
def test_gaza_the_moon_and_the_sun_turn_the_usas_cards_up_before_their_calls(moon):
    """"in case a (real) player uses the Hierophant or the Star, Moon or Sun, then all of USA's
    cards are turned up so that every player can see them, and the appropriate action is
    taken": the Moon and the Sun too, and a failed call leaves them up."""
    state = table([f"{moon} 2C 3C 4C 5C 6C", "5W 6W 7W 8W 9W 10W"], usa=USA_HAND, deck=DECK)
    events = act(state, f"play {moon}")
    assert "The USA's cards are turned up." in texts(events)
    order = tuple(ARCANOID.parse_action(f"x {USA_HAND}").cards)
    assert state.observation(1).zones["hand:usa"] == order
    events = act(state, "call KS")
    assert not any(e.src == "hand:usa" for e in reveals(events)), "turned up once"
    assert state.observation(1).zones["hand:usa"] == order
    act(state, "call 6S")
    assert cards("6S")[0] in state.hands[0]
    assert state.observation(1).zones["hand:usa"] == order[:4] + (order[5], None), \
        "the card it draws for the one it surrendered stays hidden"


def test_gaza_a_player_without_those_arcana_never_sees_the_usas_cards():
    """"USA's cards, of course, are hidden to the other players (except when certain arcana
    are used)": the other arcana (Justice, the Wheel, Strength) turn nothing up."""
    state = table(["M10 2C 3C 4C 5C 6C", "5W 6W 7W 8W 9W 10W"], usa=USA_HAND,
                  deck=DECK + " 8C 9C 10C 8S 9S 10S")
    act(state, "play M10")
    assert state.observation(1).zones["hand:usa"] == (None,) * 6
    assert state.observation(0).zones["hand:usa"] == (None,) * 6


# -- what the AI may infer ------------------------------------------------------------------------

def test_sampled_worlds_keep_what_the_hierophant_said_a_hand_did_not_hold():
    cups = "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C PC NC QC KC"
    state = table(["M5 2S 3S 4S 5S 6S", "2W 3W 4W 5W 6W 7W"], deck=cups)
    act(state, "play M5 @cups")
    view = state.observation(0)
    assert view.voids[1] == (("cups", 0),) and view.voids[0] == (("cups", 1),), \
        "seat 0 has drawn a card since"
    rng = random.Random(4)
    for _ in range(30):
        world = ARCANOID.sample_world(view, rng)
        assert not any(c.suit is Suit.CUPS for c in world.hands[1])
    act(state, "discard 2S", "discard 7W")               # seat 1 draws a card since
    view = state.observation(0)
    assert view.voids[1] == (("cups", 1),)
    for _ in range(30):
        world = ARCANOID.sample_world(view, rng)
        assert sum(c.suit is Suit.CUPS for c in world.hands[1]) <= 1


def test_sampled_worlds_keep_what_a_failed_call_said_nobody_held():
    state = table(["M17 2S 3S 4S 5S 6S", "2W 3W 4W 5W 6W 7W"], deck="KS 2C 3C 4C")
    act(state, "play M17", "call KS")
    view = state.observation(0)
    assert ("KS", 0) in view.voids[1] and ("KS", 1) in view.voids[0], \
        "the caller has drawn a card since"
    rng = random.Random(5)
    for _ in range(30):
        assert cards("KS")[0] not in ARCANOID.sample_world(view, rng).hands[1]


@pytest.mark.parametrize("variant,secret,field", [
    ("koblenz", "secret 8S 9S 10S @swords", "swords"),
    ("koblenz", "secret PS @swords", "swords"),
    ("malta", "secret 8S 9S M1 @swords", "swords"),
    ("koblenz", "secret QS KS @swords", "swords")])
def test_sampled_worlds_deal_a_secret_commitment_that_its_size_allows(variant, secret, field):
    hand = "8S 9S 10S PS M1 2W" if variant == "malta" else "8S 9S 10S PS QS KS"
    state = table([hand, "3W 4W 5W 6W 7W 8W"], variant=variant,
                  deck="AC 2C 3C 4C 5C 6C 7C 8C 9C 10C PC NC QC KC M3 M4 M6")
    act(state, secret)
    size = len(state.lanes[0][0])
    view = state.observation(1)
    assert view.zones["field:swords:0"] == (None,) * size
    rng = random.Random(6)
    for _ in range(25):
        world = ARCANOID.sample_world(view, rng)
        lane = world.lanes[0][0]
        assert len(lane) == size
        assert world.commits[0][0].force == classify(lane, Suit.SWORDS)
        assert world.observation(1) == view


def test_secret_shapes_are_the_commitments_a_size_allows():
    koblenz, malta = VARIANTS["koblenz"], VARIANTS["malta"]
    assert len(secret_shapes(4, "cups", malta)) == 1, "numerics only"
    assert len(secret_shapes(4, "cups", koblenz)) == 2, "or one transmuted by the Magician"
    assert len(secret_shapes(1, "cups", malta)) == 2, "a numeric, or a knave or a knight"
    assert len(secret_shapes(2, "cups", malta)) == 6
    assert len(secret_shapes(3, "cups", koblenz)) == 3
    assert secret_shapes(12, "cups", malta) == []


def test_sampled_worlds_put_the_usas_known_cards_in_their_places():
    state = table(["M5 2C 3C 4C 5C 6C", "5W 6W 7W 8W 9W 10W"], usa=USA_HAND, deck=DECK)
    act(state, "play M5 @cups", "discard 2C", "discard 10W")
    view = state.observation(1)
    rng = random.Random(7)
    for _ in range(10):
        world = ARCANOID.sample_world(view, rng)
        assert world.hands[3][:5] == state.hands[3][:5]
        assert world.observation(1) == view


# -- the variants as options -----------------------------------------------------------------------

def test_every_variant_is_an_option_with_a_one_line_description():
    option = ARCANOID.spec.options[0]
    assert option.name == "variant" and option.choices == tuple(VARIANTS)
    assert option.choices == ("dresden", "nassau", "mainz", "koblenz", "malta", "worms")
    for name in option.choices:
        line = option.description(name)
        assert line and "\n" not in line and len(line) <= 70
    assert "secret" in option.description("koblenz")
    assert "lost" in option.description("mainz")
    text = ARCANOID.rules_text()
    for title in ("DRESDEN", "NASSAU", "MAINZ", "KOBLENZ", "MALTA", "WORMS", "GAZA"):
        assert f"### {title}" in text


def test_option_descriptions_go_one_per_choice():
    from tarot_table.rules.base import OptionSpec
    with pytest.raises(ValueError, match="one description per choice"):
        OptionSpec("x", 1, "X", (1, 2), ("one",))
    assert OptionSpec("x", 1, "X", (1, 2), ("one", "two")).description(2) == "two"
    assert OptionSpec("x", 1, "X", (1, 2)).description(2) == ""


def test_every_field_word_is_a_battlefield():
    assert FIELDS == ("swords", "staves", "cups", "coins")
