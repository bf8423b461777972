"""The settings file: one that is not settings is reported, set aside byte for byte (or, not
being a regular file, left where it is) and never written over; the app starts on the defaults
and its menu stays usable; a value of the wrong type reads as its default.

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import json

import pytest

from tarot_table import storage
from tarot_table.app.main import App
from tarot_table.app.menus.main_menu import MainMenuScene
from tarot_table.app.menus.settings_scene import SettingsScene
from tarot_table.app.settings import MAX_SETTINGS_BYTES, Settings, config_path
from tests.test_hostile_files import fifo, needs_fifo, returns  # noqa: F401 (a fixture)
from tests.test_menus import button, click, run

#: Files that are not settings, by what is wrong with them.
DAMAGED = {
    "truncated": b'{"animation": "fast", "fel',
    "not UTF-8": b'{"felt": "\xff\xfe"}',
    "a list": b'["animation", "fast"]',
    "nested deep": b"[" * 50_000 + b"]" * 50_000,
    "too large": b'{"felt": "wine"}' + b" " * MAX_SETTINGS_BYTES,
}


def write_settings(data: bytes) -> None:
    config_path().parent.mkdir(parents=True, exist_ok=True)
    config_path().write_bytes(data)


def corrupt_files() -> list:
    folder = storage.saves_dir() / "corrupt"
    return sorted(folder.iterdir()) if folder.is_dir() else []


@pytest.mark.parametrize("data", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_settings_file_is_set_aside_byte_for_byte_and_reported(data):
    write_settings(data)
    settings, problem = Settings.read()
    assert settings == Settings()
    [aside] = corrupt_files()
    assert aside.read_bytes() == data and not config_path().exists()
    assert problem.startswith("settings.json ") and f"corrupt/{aside.name}" in problem
    Settings(felt="wine").save()                 # the next save writes a new file
    assert Settings.read() == (Settings(felt="wine"), None)
    assert aside.read_bytes() == data


def test_the_app_starts_on_a_damaged_file_says_so_and_its_menu_works():
    write_settings(b"{not json")
    app = App((1280, 800))
    try:
        assert app.settings == Settings() and "set aside as corrupt/" in app.notice
        app.stack.replace(MainMenuScene(app))
        run(app)
        click(app, button(app.stack.top, "Settings"))
        assert isinstance(app.stack.top, SettingsScene)
        click(app, button(app.stack.top, "Save & back"))
        assert isinstance(app.stack.top, MainMenuScene) and Settings.read() == (Settings(), None)
    finally:
        app.close()


@needs_fifo
def test_a_fifo_as_the_settings_is_reported_left_and_never_saved_over(fifo):  # noqa: F811
    pipe = fifo(config_path())
    settings, problem = returns(Settings.read)
    assert settings == Settings() and corrupt_files() == []
    assert problem == ("settings.json is not a regular file: left as it is; the default "
                       "settings are used and cannot be saved there.")
    with pytest.raises(OSError, match="is not a regular file"):
        returns(Settings(felt="wine").save)
    assert pipe.exists() and not pipe.is_file()


def test_a_damaged_file_that_could_not_be_set_aside_is_never_saved_over(monkeypatch):
    write_settings(b"\x00\x01")

    def refuse(path):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(storage, "quarantine", refuse)
    settings, problem = Settings.read()
    assert settings == Settings()
    assert problem == ("settings.json is not settings and could not be set aside (Permission "
                       "denied); the default settings are used.")
    with pytest.raises(OSError, match="is not settings"):
        Settings(felt="wine").save()
    assert config_path().read_bytes() == b"\x00\x01"


def test_values_of_the_wrong_type_read_as_their_defaults_the_others_kept():
    write_settings(json.dumps({
        "animation": ["fast"], "trick_pause": {"a": 1}, "tradition": 7, "ai_pause": "slow",
        "fullscreen": "yes", "volume": None, "muted": 1, "felt": 3.5, "card_back": ["x"],
        "last_setup": [1, 2], "combat_stops": "all", "card_back_colour": "unknown key",
        "safe_suits": True, "ui_scale": 150}).encode())
    settings, problem = Settings.read()
    assert problem is None and corrupt_files() == []
    assert settings == Settings(safe_suits=True, ui_scale=150)
    assert settings.speed == 1.0


@pytest.mark.parametrize("pause, read", [(1.2, 1.2), (2, 2.0), (-1, 0.7), (1e300, 0.7),
                                         (float("nan"), 0.7), (True, 0.7)])
def test_an_ai_pause_out_of_bounds_reads_as_the_default(pause, read):
    assert Settings(ai_pause=pause).ai_pause == read
