"""The seeded monkey (``tests/monkey.py``) against the real App, headless, for every game: a
short run here, a long one under the slow mark (``MONKEY_MINUTES`` a game, 30 by default).

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import os

import pytest

from tarot_table.rules import GAMES
from tests.monkey import Monkey, quiet_logs

SHORT_ACTIONS = 120


def failures(report) -> str:
    return report.summary() + "\n\n" + "\n\n".join(report.exceptions)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_short_monkey_run_raises_nothing(game):
    quiet_logs()
    report = Monkey(game, seed=sorted(GAMES).index(game) + 1).run(actions=SHORT_ACTIONS)
    assert report.exceptions == [], failures(report)
    assert report.actions == SHORT_ACTIONS
    assert report.small_resizes > 0 and report.resizes > report.small_resizes
    assert report.scenes["TableScene"] > 0 and report.saves_checked > 0


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_long_monkey_run_raises_nothing(game):
    quiet_logs()
    minutes = float(os.environ.get("MONKEY_MINUTES", "30"))
    report = Monkey(game, seed=1000 + sorted(GAMES).index(game)).run(seconds=minutes * 60)
    print(report.summary())
    assert report.exceptions == [], failures(report)
    assert report.moves > 0 and report.resizes > 0
