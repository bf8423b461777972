"""Behaviour stays as it was: seeded random games hash as stored (see ``tests/fingerprint.py``).

A change that alters what the rules do on purpose (a rule fixed) stores new hashes with
``python -m tests.fingerprint --games 300 --write`` and says so in its commit; a refactoring
never does.
"""

from __future__ import annotations

import json

import pytest

from tests.fingerprint import STORE, fingerprints

pytestmark = pytest.mark.rules

STORED = json.loads(STORE.read_text())


@pytest.mark.parametrize("name", sorted(STORED))
def test_the_first_seeded_games_play_as_stored(name):
    assert fingerprints(name, 30) == STORED[name][:30]


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(STORED))
def test_three_hundred_seeded_games_play_as_stored(name):
    assert len(STORED[name]) >= 300
    assert fingerprints(name, len(STORED[name])) == STORED[name]
