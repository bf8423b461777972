"""Tarot Combat tournaments (seed §9): single elimination, random pairings, byes, best of 1/3/5,
the time limit (in turns, ours), teams kept, the four formats, saving and resuming, the
command line."""

from __future__ import annotations

import json
from collections import Counter

import msgspec
import pytest

from tarot_table import tournament, tournament_format
from tarot_table.cards import parse_cards
from tarot_table.cli import main
from tarot_table.rules.combat.decks import check_limited
from tarot_table.tournament import TournamentError, new_tournament, play, report

H = "heuristic"


def test_single_elimination_until_one_winner_remains():
    doc = play(new_tournament([H] * 8, seed=3))
    assert [len(r) for r in doc.rounds] == [4, 2, 1]
    for before, after in zip(doc.rounds, doc.rounds[1:]):
        winners = sorted(m.sides[m.winner][0] for m in before)
        assert sorted(e for m in after for side in m.sides for e in side) == winners
    final = doc.rounds[-1][0]
    assert doc.units[doc.winner] == final.sides[final.winner]


def test_pairings_are_random_and_fixed_by_the_seed():
    firsts = {tuple(tuple(s[0] for s in m.sides) for m in
                    tournament.pair_round(new_tournament([H] * 8, seed=s), range(8)))
              for s in range(6)}
    assert len(firsts) > 1
    doc = new_tournament([H] * 8, seed=4)
    assert tournament.pair_round(doc, range(8)) == tournament.pair_round(doc, range(8))


def test_an_odd_count_gives_a_bye_which_counts_as_a_win():
    doc = play(new_tournament([H] * 5, seed=2))
    byes = [m for r in doc.rounds for m in r if m.bye]
    assert len(byes) >= 1 and all(m.winner == 0 and m.games == [] for m in byes)
    first = doc.rounds[0]
    bye = next(m for m in first if m.bye)
    assert bye.sides[0] in [doc.rounds[1][k].sides[j] for k in range(len(doc.rounds[1]))
                            for j in range(len(doc.rounds[1][k].sides))]


def test_three_player_matches_and_a_smaller_match_for_those_left_over():
    doc = play(new_tournament([H] * 8, match_size=3, seed=1))
    assert [len(m.sides) for m in doc.rounds[0]] == [3, 3, 2]
    assert all(len(g.seats) == len(m.sides) for r in doc.rounds for m in r for g in m.games)


@pytest.mark.parametrize("best_of", [1, 3, 5])
def test_a_match_is_won_by_the_first_side_to_win_most_of_its_games(best_of):
    doc = play(new_tournament([H] * 4, best_of=best_of, seed=5))
    needed = best_of // 2 + 1
    for match in (m for r in doc.rounds for m in r):
        wins = Counter(g.winner for g in match.games)
        assert wins[match.winner] == needed and max(wins.values()) == needed
        assert len(match.games) <= best_of
        assert match.games[-1].winner == match.winner        # the deciding game ends it


def test_teams_of_two_in_four_player_games_are_kept_and_win_together():
    doc = play(new_tournament([H] * 8, match_size=4, teams="alliance", best_of=3, seed=6))
    assert doc.units == [[0, 1], [2, 3], [4, 5], [6, 7]]
    for match in (m for r in doc.rounds for m in r):
        assert all(side in doc.units for side in match.sides)
        for game in match.games:
            first, second = match.sides
            assert game.seats == [first[0], second[0], first[1], second[1]]   # apart
    assert len(report(doc)["winner"]) == 2


def test_the_time_limit_in_turns_decides_by_life_then_the_first_damage():
    doc = play(new_tournament([H] * 4, best_of=3, time_limit=6, seed=7))
    limited = [(m, g) for r in doc.rounds for m in r for g in m.games if g.ended == "time limit"]
    assert limited
    for match, game in limited:
        assert sum(g.turns for g in match.games) <= 6
        life = game.life
        chairs = {k: [c for c, e in enumerate(game.seats) if e in side]
                  for k, side in enumerate(match.sides)}
        totals = {k: sum(life[c] for c in cs) for k, cs in chairs.items()}
        assert totals[game.winner] == max(totals.values())
        assert match.winner is not None


def test_at_the_time_limit_highest_life_wins_then_the_first_to_deal_damage():
    from tarot_table.rules import find_game
    from tarot_table.tournament_format import Match
    doc = new_tournament([H] * 2, seed=1)
    match = Match(sides=[[0], [1]])
    state = find_game("combat").new_state(2, 1)
    state.life = [15, 12]
    assert tournament.winner_at_time_limit(doc, match, state, [0, 1], 0, 0) == 0
    state.life = [12, 12]
    state.first_damage = 1
    assert tournament.winner_at_time_limit(doc, match, state, [0, 1], 0, 0) == 1
    assert tournament.winner_at_time_limit(doc, match, state, [1, 0], 0, 0) == 0


def test_the_first_damage_is_noted_only_between_opponents():
    from tarot_table.rules import find_game
    state = find_game("combat").new_state(4, 1, {"teams": "alliance"})
    assert state.first_damage is None
    state.lose_life(2, 3, by=0)                              # a teammate: not an opponent
    assert state.first_damage is None
    state.lose_life(1, 3, by=2)
    assert state.first_damage == 2
    assert find_game("combat").from_position(state.to_position()).first_damage == 2


@pytest.mark.parametrize("deck_format", ["constructed", "sealed", "draft"])
def test_the_formats_make_each_entrants_deck_before_the_first_match(deck_format):
    doc = new_tournament([H] * 5, deck_format=deck_format, seed=8)
    for entrant in doc.entrants:
        deck = parse_cards(entrant.deck)
        if deck_format == "constructed":
            assert len(deck) == 40
        else:
            pool = parse_cards(entrant.pool)
            assert len(pool) == (78 if deck_format == "sealed" else 45)
            check_limited(list(deck), list(pool))
    played = play(doc)
    game = played.rounds[0][0].games[0]
    assert game.seed and report(played)["errors"] == 0


def test_off_the_top_shares_the_piles():
    doc = play(new_tournament([H] * 2, seed=9))
    assert doc.entrants[0].deck == "" and len(doc.rounds) == 1


def test_settings_the_seed_does_not_allow_are_refused():
    with pytest.raises(TournamentError, match="four-player matches"):
        new_tournament([H] * 8, teams="alliance")
    with pytest.raises(TournamentError, match="best of 1, 3 or 5"):
        new_tournament([H] * 8, best_of=2)
    with pytest.raises(TournamentError, match="5 entrants do not make teams of two"):
        new_tournament([H] * 5, match_size=4, teams="as one")
    with pytest.raises(ValueError, match="unknown agent"):
        new_tournament(["genius"] * 4)


def test_a_tournament_saved_mid_way_resumes_to_the_same_bracket(tmp_path):
    whole = play(new_tournament([H] * 6, deck_format="sealed", best_of=3, seed=10))
    doc = new_tournament([H] * 6, deck_format="sealed", best_of=3, seed=10)
    saved = []
    play(doc, save=lambda d: saved.append(tournament.save(d, tmp_path)), max_games=4)
    assert doc.winner is None and saved
    again = tournament.load(saved[-1])
    assert sum(len(m.games) for r in again.rounds for m in r) == 4
    play(again)
    assert tournament_format.encode(again) == tournament_format.encode(whole)


def test_a_damaged_tournament_file_is_reported_and_left_alone(tmp_path):
    path = tmp_path / "t.json"
    doc = msgspec.to_builtins(new_tournament([H] * 4, seed=1))
    doc["best_of"] = 2
    path.write_text(json.dumps(doc))
    with pytest.raises(TournamentError, match=r"t.json is damaged: .*best_of"):
        tournament.load(path)
    doc["best_of"] = 1
    doc["units"] = [[0], [0], [2], [3]]
    path.write_text(json.dumps(doc))
    with pytest.raises(TournamentError, match="each entrant once"):
        tournament.load(path)
    path.write_bytes(b"{not json")
    with pytest.raises(TournamentError, match="not a tournament"):
        tournament.load(path)
    assert path.read_bytes() == b"{not json"


def test_the_command_line_prints_the_bracket_every_match_and_the_winner(tmp_path, capsys):
    code = main(["tournament", "--game", "combat", "--players", "5", "--format", "draft",
                 "--best-of", "3", "--seats", "heuristic,easy,heuristic,random,heuristic",
                 "--seed", "1", "--save", str(tmp_path), "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["format"] == "draft" and out["players"] == 5 and out["errors"] == 0
    assert out["winner"] and out["bracket"][0]["matches"]
    assert any(m["bye"] for r in out["bracket"] for m in r["matches"])
    saved = list(tmp_path.glob("*.json"))
    assert len(saved) == 1 and tournament.load(saved[0]).winner is not None
    assert main(["tournament", "--resume", str(saved[0]), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == out
    assert main(["tournament", "--players", "4", "--seats", "heuristic"]) == 2
    assert "--seats names 1 players" in capsys.readouterr().err
    assert main(["tournament", "--players", "2", "--seats", "human,heuristic"]) == 2
    assert "AI-only" in capsys.readouterr().err
