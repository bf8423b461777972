"""The fast paths of the rules and of the search change nothing: a quiet state plays as a loud
one, Tarocchi's playout scores exactly as stepping the rules, an action hashes as its fields do
in every process, a search gives the root recorded for it (compiled or not) and a world
sampler deals the worlds pinned for it."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from tarot_table.ai import rule_based_agent, search_agent
from tarot_table.ai.ismcts import deal_end_cutoff, random_rollout
from tarot_table.ai.tarocchi_playout import tarocchi_deal_end
from tarot_table.bench import mid_game_positions
from tarot_table.cards import parse_cards
from tarot_table.rules import find_game
from tarot_table.rules.base import Action
from tests.fingerprint import setup
from tests.pinned import worlds_digest
from tests.stepping import random_position, stepped_rewards

TAROCCHI = find_game("tarocchi")


@pytest.mark.parametrize("name", ["tarok", "tarocchi", "taruno"])
def test_a_quiet_state_plays_the_fingerprint_games_as_a_loud_one(name):
    game = find_game(name)
    for seed in range(12):
        players, options = setup(name, seed)
        loud = game.new_state(players, seed, options)
        quiet = game.new_state(players, seed, options, quiet=True)
        rng = random.Random(seed)
        while not loud.is_terminal():
            legal = loud.legal_actions()
            assert quiet.legal_actions() == legal
            assert quiet.current_player() == loud.current_player()
            action = rng.choice(legal)
            loud.apply(action)
            assert quiet.apply(action) == []
            assert quiet.zones() == loud.zones()
        assert quiet.is_terminal() and quiet.outcome() == loud.outcome()


def test_the_tarocchi_playout_scores_exactly_like_stepping_the_rules():
    checked = 0
    for seed in range(150):
        state = random_position(TAROCCHI.new_state(5, seed, {"deals": (1, 5)[seed % 2]},
                                                   quiet=seed % 3 == 0), random.Random(seed), 200)
        if state is None:
            continue
        stepped, fast = state.clone(), state.clone()
        stepping = random.Random(seed)
        rewards = stepped_rewards(stepped, deal_end_cutoff(stepped), random_rollout, stepping)
        playout, drawing = tarocchi_deal_end(fast), random.Random(seed)
        assert playout(fast) is None
        assert playout.playout(fast, drawing) == rewards
        assert drawing.getstate() == stepping.getstate(), "the same random numbers drawn"
        checked += 1
    assert checked > 100


def test_an_action_hashes_as_its_fields_and_pickles_without_its_hash():
    action = Action("give", parse_cards("7C"), 2)
    assert hash(action) == hash(("give", action.cards, 2))
    for other in (pickle.loads(pickle.dumps(action)), copy.deepcopy(action),
                  Action("give", parse_cards("7C"), 2)):
        assert other == action and hash(other) == hash(action) and {other: 1}[action] == 1
    assert Action("give", parse_cards("7C"), 3) != action
    assert repr(action) == "Action(kind='give', cards=(Card(suit=<Suit.CUPS: 'C'>, rank=7),), " \
                           "target=2)"


#: The root of a 300-iteration search from the first benchmark position of each game, each
#: action tried with its visits and total reward: recorded once, and given again by every fast
#: path of the rules and the search, compiled or not. In Taruno's, 31 of the 300 rollouts reach
#: a table of one team, which ends the game (``ai/taruno_cutoff.py``).
SEARCHED = {
    "tarok": [("play M4", 99, 27.917308), ("play M6", 105, 30.37522),
              ("play M7", 96, 26.72894)],
    "tarocchi": [("play M14", 44, 30.443986), ("play M15", 41, 27.985164),
                 ("play M17", 43, 29.643064), ("play M20", 40, 27.151907),
                 ("play M21", 44, 30.514062), ("play M4", 45, 31.172391),
                 ("play M5", 43, 29.669862)],
    "taruno": [("play 6C", 84, 16.75), ("play 7C", 101, 27.416667), ("play QC", 115, 26.083333)],
    # Tarot Combat's visits count the default move's credited share (soldiers and farms wait
    # for an empty limbo in the position and the games searched).
    "combat": [("pass", 61, 25.420844), ("soldier 2W", 98, 45.48984),
               ("soldier 3C", 186, 91.482001)],
    # Arcanoid's as a guard for its rules and rollouts, which stop at a horizon scored by a
    # forecast of the round (``ai/arcanoid_cutoff.py``).
    "arcanoid": [("abdicate @staves", 8, 2.700326), ("commit 8W @staves", 8, 2.700326),
                 ("commit PW @staves", 90, 37.766814), ("discard 8S", 90, 36.729176),
                 ("discard 9S", 90, 36.729176), ("play M9", 13, 4.600496)],
}


@pytest.mark.parametrize("name", sorted(SEARCHED))
def test_a_search_gives_its_recorded_root(name):
    game = find_game(name)
    state = mid_game_positions(game, 4 if name != "tarocchi" else 5, 1)[1]
    agent = search_agent(name, random.Random(1), {"iterations": 300}, "test")
    root = agent.search(state.observation(state.current_player()))
    got = sorted((str(a), c.visits, round(c.reward, 6)) for a, c in root.children.items())
    assert got == SEARCHED[name]


#: Per game: the games of ``tests/pinned.py``'s ``worlds_digest``, every how many decisions two
#: worlds are dealt, and the number of worlds and their hash.
WORLDS = {
    "taruno": (10, 7, 414, "67dc2295a172b03d"),
    "tarocchi": (6, 5, 608, "98da62caa71e685a"),
    "tarok": (6, 5, 400, "d765d90b4924f5de"),
    "arcanoid": (6, 9, 294, "f9d8c037fa3139f6"),
}


@pytest.mark.parametrize("name", sorted(WORLDS))
def test_a_world_sampler_deals_the_worlds_pinned(name):
    """The worlds a game's sampler deals from the views of seeded noisy games of its rule-based
    player hash as pinned: a change of the sampler or of the dealer (``rules/dealer.py``) that
    keeps what it deals keeps the hash."""
    games, every, worlds, digest = WORLDS[name]
    assert worlds_digest(name, rule_based_agent(name), games, every) == (worlds, digest)
