"""What a Tarot Combat table marks on its cards follows the state: a blocker whose attacker
left the combat blocks nothing (no arrow, not pushed forward); soldiers show their strength and
speed, changed values marked, and the damage taken; the limbo names the card that resolves next,
each card's player and target, and shows a card resolving or fizzling at the card."""

from __future__ import annotations

import pygame

from tarot_table.app.games.combat import painting as art
from tarot_table.app.games.combat.shown import CombatShown
from tests.test_combat import pass_around, resolve_all
from tests.test_combat import table as position
from tests.test_combat_table import human_vs_ai


def hierophant_on_a_blocked_attacker():
    """Seat 1's King of Cups (#2) attacks seat 0, blocked by seat 0's Queen of Swords (#1);
    seat 0's Hierophant in limbo makes seat 1 give its only soldier: the King."""
    return position(["7C", "8C"], [[{"card": "QS", "blocking": 2}],
                                   [{"card": "KC", "sideways": True, "attacking": 0,
                                     "blocked": True}]],
                    ["4C 5C", "2W 3W"], active=1, step="attack", moment="blockers",
                    limbo=[{"card": "M5", "player": 0, "kind": "trump", "seat": 1}],
                    stage={"stage": "Priority", "actor": 1}, todo=[{"step": "Damage"}])


def test_a_blocker_whose_attacker_was_taken_blocks_nothing_on_the_table():
    state = hierophant_on_a_blocked_attacker()
    shown = CombatShown(2)
    shown.sync(state.observation(0))
    assert shown.soldiers[0][0].blocking == 2
    events = []
    while state.limbo:
        events += pass_around(state)
    assert [s.card for s in state.soldiers[0]][1:] == [shown.soldiers[1][0].card]   # taken
    changed = set()
    for event in events:                       # as the animation follows the events
        changed |= shown.apply(event, 0.0)
    queen = shown.soldiers[0][0]
    assert queen.blocking is None and not queen.fighting
    assert "soldiers:0" in changed             # the row lies anew: the Queen steps back
    settled = CombatShown(2)                   # and from the settled view
    settled.sync(state.observation(0))
    assert settled.soldiers[0][0].blocking is None


def test_a_soldier_shows_its_strength_and_speed_a_raised_strength_marked_and_its_damage(
        make_app):
    make_app()                                  # fonts for the badges
    # the Strength on seat 1's 5 of Swords (#2), which took 1 damage
    state = position(["7C", "8C"], [["PS"], [{"card": "5S", "damage": 1}]],
                     ["4C 5C", "2W 3W"], step="attack", moment="damage",
                     limbo=[{"card": "M8", "player": 1, "kind": "trump", "ids": [2]}],
                     todo=[{"step": "EndCombat"}])
    shown = CombatShown(2)
    shown.sync(state.observation(0))
    page, five = shown.soldiers[0][0], shown.soldiers[1][0]
    assert [(s.kind, s.words, s.changed) for s in page.stats()] == \
        [("strength", "2", False), ("speed", "10", False)]
    assert [(s.kind, s.words, s.changed) for s in five.stats()] == \
        [("strength", "1", False), ("speed", "5", False), ("damage", "−1", True)]
    for event in resolve_all(state):
        shown.apply(event, 0.0)
    assert [(s.kind, s.words, s.changed) for s in shown.soldiers[1][0].stats()] == \
        [("strength", "5", True), ("speed", "5", False), ("damage", "−1", True)]
    surface = pygame.Surface((200, 200))
    box = pygame.Rect(50, 40, 70, 100)
    art.soldier_stats(surface, box, False, shown.soldiers[1][0].stats(), 12, box.width)
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(box.left, box.left + 30)
               for y in range(box.bottom - 80, box.bottom)}
    assert art.RAISED in colours and art.STAT_LOOKS["damage"][0] in colours


def test_the_limbo_names_the_card_resolving_next_each_player_and_target(make_app):
    # seat 0's Strength on its Page (#1), under seat 1's Death on the same Page; seat 0, to
    # answer, holds the Empress
    state = position(["7C M3", "8C"], [["PS"], ["5S"]], ["4C 5C", "2W 3W"],
                     limbo=[{"card": "M8", "player": 0, "kind": "trump", "ids": [1]},
                            {"card": "M13", "player": 1, "kind": "trump", "ids": [1]}])
    table, _ = human_vs_ai(make_app, state)
    labels = table.part.limbo_labels(["You", "Ada"])
    assert labels == [("You", "on Page of Swords (You)", False),
                      ("Ada", "on Page of Swords (You)", True)]


def test_a_card_resolving_or_fizzling_says_so_at_its_place_in_limbo(make_app):
    make_app()
    state = position(["7C", "8C"], [["PS"], ["5S"]], ["4C 5C", "2W 3W"],
                     limbo=[{"card": "M8", "player": 0, "kind": "trump", "ids": [1]},
                            {"card": "M13", "player": 1, "kind": "trump", "ids": [1]}])
    shown = CombatShown(2)
    shown.sync(state.observation(0))
    for event in resolve_all(state):           # Death destroys the Page: the Strength fizzles
        shown.apply(event, 3.0)
    assert [(b.word, b.k, b.n, b.start) for b in shown.bursts] == \
        [("resolves", 1, 2, 3.0), ("fizzles", 0, 1, 3.0)]
    surface = pygame.Surface((300, 100))
    art.burst(surface, (150, 50), "fizzles", 0.1, 14)
    assert surface.get_at((150, 44))[:3] != (0, 0, 0)          # the pill is drawn there
