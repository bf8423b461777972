"""Own decks for Tarot Combat (seed §7 "How to make your own deck"): constructed, sealed and
draft with the seed's numbers, the deck text, the AI's rating, builder and drafter, and named
decks in the data directory (``deckbox``)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tarot_table import deckbox, storage
from tarot_table.ai.combat_decks import RatingDrafter, build_deck, card_rating, constructed_deck
from tarot_table.cards import JOKER, full_deck, parse_card, parse_cards
from tarot_table.rules.combat.decks import (PASSES, DeckError, Draft, check_constructed,
                                            check_limited, deck_from_text, deck_text,
                                            draft_decks, draft_piles, one_deck, run_draft,
                                            sealed_pools)

pytestmark = pytest.mark.rules


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.DATA_DIR_ENV, str(tmp_path))
    return tmp_path


# -- constructed -------------------------------------------------------------------------------

def test_a_constructed_deck_is_forty_cards_out_of_one_deck():
    check_constructed(full_deck()[:40])
    with pytest.raises(DeckError, match="the deck has 39 cards; a constructed deck has 40"):
        check_constructed(full_deck()[:39])
    with pytest.raises(DeckError) as refused:
        check_constructed(full_deck()[:39] + [full_deck()[0]])
    assert refused.value.problems == ["the Ace of Swords is in the deck 2 times; one 78-card "
                                      "deck holds 1"]


def test_jokers_only_with_the_option_two_to_a_deck():
    with pytest.raises(DeckError, match="the Joker is played only with the Jokers option"):
        check_constructed(full_deck()[:39] + [JOKER])
    check_constructed(full_deck()[:38] + [JOKER, JOKER], jokers=True)
    with pytest.raises(DeckError, match="the Joker is in the deck 3 times"):
        check_constructed(full_deck()[:37] + [JOKER] * 3, jokers=True)


# -- the text form -----------------------------------------------------------------------------

def test_a_deck_text_round_trips_one_code_per_line():
    cards = full_deck()[30:70]
    text = deck_text(cards, "Mine")
    assert text.splitlines()[0] == "# Mine" and text.splitlines()[1] == str(min(cards))
    assert len(text.splitlines()) == 41
    read = deck_from_text(text)
    assert read.name == "Mine" and sorted(read.cards) == sorted(cards)


def test_bad_lines_are_reported_with_their_numbers_and_nothing_is_read():
    text = "# Mine\n7C\n\n7X\nqueen of wands\n# a note\nseven\n"
    with pytest.raises(DeckError) as refused:
        deck_from_text(text)
    assert refused.value.problems == [
        "line 4: '7X' is not a card code (such as 7C, KW, M13, JK)",
        "line 7: 'seven' is not a card code (such as 7C, KW, M13, JK)"]
    assert deck_from_text("7C\nqueen of wands\n").cards == parse_cards("7C QW")


# -- sealed ------------------------------------------------------------------------------------

def test_sealed_one_deck_per_player_shuffled_together_and_a_deck_s_worth_dealt_to_each():
    pools = sealed_pools(4, random.Random(3))
    assert [len(p) for p in pools] == [78, 78, 78, 78]
    assert Counter(c for p in pools for c in p) == Counter(full_deck() * 4)
    assert any(len(set(p)) < 78 for p in pools)            # shuffled together: duplicates
    assert [len(p) for p in sealed_pools(3, random.Random(3), jokers=True)] == [80, 80, 80]


def test_a_sealed_or_draft_deck_is_thirty_cards_of_the_pool():
    pool = sealed_pools(2, random.Random(1))[0]
    check_limited(pool[:30], pool)
    with pytest.raises(DeckError, match="a sealed or draft deck has 30"):
        check_limited(pool[:31], pool)
    missing = next(c for c in full_deck() if c not in pool)
    with pytest.raises(DeckError, match="your pool holds none"):
        check_limited(pool[:29] + [missing], pool)


# -- draft -------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,decks", [(4, 3), (5, 4), (8, 6), (2, 2), (3, 3), (6, 5)])
def test_three_decks_for_every_four_players(players, decks):
    """Seed §7: four players shuffle three decks; "five players would shuffle four decks"."""
    assert draft_decks(players) == decks


def test_a_draft_of_five_shuffles_four_decks_and_gives_three_piles_of_fifteen():
    piles = draft_piles(5, random.Random(2))
    assert [[len(p) for p in seat] for seat in piles] == [[15, 15, 15]] * 5
    dealt = Counter(c for seat in piles for p in seat for c in p)
    assert not dealt - Counter(full_deck() * 4)             # out of four decks
    assert any(n > 3 for n in dealt.values())                # more than three decks' worth


def test_a_draft_passes_left_then_right_then_left_and_each_player_drafts_45():
    piles = draft_piles(5, random.Random(4))
    draft = Draft(piles)
    assert PASSES == (+1, -1, +1) and draft.direction == +1
    first = [list(p[0]) for p in piles]
    for seat in range(5):                                     # each takes its pile's first card
        draft.pick(seat, draft.holding[seat][0])
    assert draft.holding[1] == first[0][1:]                   # seat 0's pile went to its left
    for _ in range(14):
        for seat in range(5):
            draft.pick(seat, draft.holding[seat][0])
    assert draft.round == 1 and draft.direction == -1
    second = [list(p[1]) for p in piles]
    for seat in range(5):
        draft.pick(seat, draft.holding[seat][0])
    assert draft.holding[4] == second[0][1:]                  # to the right: seat 0 → seat 4
    draft.pick(0, draft.holding[0][0])
    with pytest.raises(ValueError, match="has picked already"):
        draft.pick(0, draft.holding[0][0])
    picks = run_draft(5, random.Random(4), RatingDrafter())
    assert [len(p) for p in picks] == [45] * 5
    assert Counter(c for p in picks for c in p) == Counter(
        c for seat in draft_piles(5, random.Random(4)) for p in seat for c in p)


def test_a_pick_not_in_the_pile_is_refused():
    draft = Draft(draft_piles(4, random.Random(1)))
    absent = next(c for c in one_deck() if c not in draft.holding[0])
    with pytest.raises(ValueError, match="is not in the pile seat 0 holds"):
        draft.pick(0, absent)


# -- the AI's decks ----------------------------------------------------------------------------

def test_the_rating_puts_kings_and_removal_above_small_spots():
    king, two, death = parse_cards("KS 2S M13")
    assert card_rating(king) > card_rating(two) and card_rating(death) > card_rating(two)


def test_the_ai_builds_legal_decks_from_any_pool():
    deck = constructed_deck()
    check_constructed(deck)
    suits = Counter(c.suit for c in deck if not c.is_major)
    assert len(suits) <= 3                                    # courts need their suits
    for seed in range(5):
        pool = sealed_pools(4, random.Random(seed))[seed % 4]
        built = build_deck(pool, 30)
        check_limited(built, pool)
        courts = [c for c in built if c.is_court]
        assert all(any(s.suit is c.suit and not s.is_court for s in built) for c in courts)
    with pytest.raises(ValueError, match="cannot make a deck of 30"):
        build_deck(full_deck()[:20], 30)


def test_the_drafter_takes_the_best_rated_card_and_leans_to_its_suits():
    drafter = RatingDrafter()
    assert drafter(0, parse_cards("2S KC 3W"), ()) == parse_card("KC")
    leaning = parse_cards("7S 8S 9S 10S 6S")
    assert drafter(0, parse_cards("10C 10S"), leaning) == parse_card("10S")


# -- named decks -------------------------------------------------------------------------------

def test_three_prebuilt_decks_ship_and_are_legal():
    decks = deckbox.prebuilt_decks()
    assert len(decks) >= 3
    for deck in decks:
        check_constructed(list(deck.cards))
        assert deck.name


def test_a_named_deck_is_saved_in_the_data_directory_and_read_back(data_dir):
    cards = constructed_deck()
    path = deckbox.save_deck("My Swords", cards)
    assert path.parent == data_dir / "decks" and path.name == "my-swords.txt"
    decks, problems = deckbox.load_decks()
    assert problems == [] and [(d.name, d.cards) for d in decks] == [("My Swords",
                                                                        tuple(sorted(cards)))]
    assert not list(path.parent.glob(".*.tmp"))              # the atomic write left no temp file
    deckbox.save_deck("My Swords", full_deck()[:40])         # the same name: replaced
    assert deckbox.load_decks()[0][0].cards == tuple(full_deck()[:40])
    other = deckbox.save_deck("My swords!", cards)           # same file name, another deck
    assert other.name == "my-swords-2.txt" and len(deckbox.load_decks()[0]) == 2


def test_a_deck_breaking_a_rule_or_a_bad_name_writes_nothing(data_dir):
    with pytest.raises(DeckError, match="39 cards"):
        deckbox.save_deck("Short", full_deck()[:39])
    for blank in ("  ", "\ufeff", " \u200b "):
        with pytest.raises(ValueError, match="^a deck's name shows no character$"):
            deckbox.save_deck(blank, full_deck()[:40])
    with pytest.raises(ValueError, match="control characters"):
        deckbox.save_deck("a\nb", full_deck()[:40])
    assert deckbox.load_decks() == ([], [])


def test_a_damaged_deck_file_is_reported_left_alone_and_kept_aside_before_a_save(data_dir):
    folder = data_dir / "decks"
    folder.mkdir()
    bad = folder / "mine.txt"
    bad.write_bytes(b"# Mine\n7C\nnonsense\n")
    decks, problems = deckbox.load_decks()
    assert decks == [] and problems == ["mine.txt: line 3: 'nonsense' is not a card code "
                                        "(such as 7C, KW, M13, JK)"]
    assert bad.read_bytes() == b"# Mine\n7C\nnonsense\n"
    deckbox.save_deck("Mine", full_deck()[:40])
    kept = list((data_dir / "saves" / "corrupt").iterdir())
    assert [k.read_bytes() for k in kept] == [b"# Mine\n7C\nnonsense\n"]
    assert deckbox.load_decks()[0][0].name == "Mine"
