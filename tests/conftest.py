"""Every test runs headless with its own data and config directories, and no property test
depends on the machine's speed. The test-only game High Card (:mod:`tests.high_card`) is
registered for every test, as any new game is: one registry line."""

import os
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tarot_table.rules import register  # noqa: E402
from tests.high_card import HIGH_CARD  # noqa: E402

register(HIGH_CARD, at_table=False)

# Hypothesis fails an example slower than 200 ms, and a test whose data takes long to generate,
# by default: on a busy machine that is a failure of the machine, not of the code.
settings.register_profile("any-speed", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("any-speed")


def pytest_collection_modifyitems(items) -> None:
    """The doctests of the cards and the rules are rules tests too (the ``rules`` mark, which
    the rules' test modules carry: ``make test`` runs ``-m rules`` on the source)."""
    rules = Path(__file__).resolve().parent.parent / "tarot_table"
    for item in items:
        if isinstance(item, pytest.DoctestItem) and (
                item.path == rules / "cards.py" or (rules / "rules") in item.path.parents):
            item.add_marker(pytest.mark.rules)


def pytest_terminal_summary(terminalreporter) -> None:
    """Say what the run tested: the compiled modules, or the source (``tarot_table.compiled``:
    a compiled module that no longer matches its source is never run)."""
    import tarot_table
    terminalreporter.write_line(
        "tarot_table ran on " + ("the compiled modules" if tarot_table.MODULES == "compiled"
                                 else "the Python source"))


@pytest.fixture
def make_app():
    """Build headless Apps with given settings (animation speed, window size, any other
    setting by name); closed after."""
    from tarot_table.app.main import App
    from tarot_table.app.settings import Settings

    apps = []

    def make(animation: str = "instant", size=(1280, 800), **settings) -> App:
        app = App(size, settings=Settings(animation=animation, ai_pause=0.0, **settings))
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close()


@pytest.fixture(autouse=True)
def private_dirs(tmp_path, monkeypatch):
    """Point saves and settings at a fresh temporary directory for each test."""
    monkeypatch.setenv("TAROT_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TAROT_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture(autouse=True)
def lessons_not_offered(monkeypatch):
    """A new game starts at once: the new-game screen offers no lessons (the offer's own
    tests, in ``test_lessons.py``, put it back)."""
    from tarot_table.app.menus import new_game

    monkeypatch.setattr(new_game, "offer_lessons", lambda app, game_name, play: False)


@pytest.fixture
def zone():
    """``zone(tz)`` runs the rest of the test in the POSIX time zone ``tz`` (e.g. ``"XST-14"``,
    UTC+14, which needs no zone database); the process's own zone is restored after."""
    before = os.environ.get("TZ")

    def set_zone(tz: str) -> None:
        os.environ["TZ"] = tz
        time.tzset()
    yield set_zone
    if before is None:
        os.environ.pop("TZ", None)
    else:
        os.environ["TZ"] = before
    time.tzset()
