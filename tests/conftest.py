"""Every test runs headless with its own data and config directories."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def private_dirs(tmp_path, monkeypatch):
    """Point saves and settings at a fresh temporary directory for each test."""
    monkeypatch.setenv("TAROT_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TAROT_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path
