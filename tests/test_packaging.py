"""The wheel ships the assets and the entry points; the assets are found from an installed wheel."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_ships_assets_and_finds_them_once_installed(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--no-build-isolation", "-w", str(tmp_path), str(ROOT)], check=True)
    wheel = next(tmp_path.glob("tarot_table-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for asset in ("cards/M21.svg", "cards/back.svg", "cards/7C.svg", "theme.json",
                  "rules/tarok.md", "icon.svg"):
        assert f"tarot_table/assets/{asset}" in names
    entry_points = zipfile.ZipFile(wheel).read(
        next(n for n in names if n.endswith("entry_points.txt"))).decode()
    assert "tarot-table = tarot_table.cli:main" in entry_points
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target",
                    str(target), str(wheel)], check=True)
    found = subprocess.run(
        [sys.executable, "-c", "from tarot_table.resources import assets_dir; print(assets_dir())"],
        cwd=tmp_path, env={"PYTHONPATH": str(target)}, capture_output=True, text=True, check=True)
    assert Path(found.stdout.strip()) == target / "tarot_table" / "assets"


def test_desktop_entry_and_icon():
    entry = (ROOT / "packaging" / "tarot-table.desktop").read_text()
    assert "Exec=tarot-table" in entry and "Icon=tarot-table" in entry
    assert (ROOT / "packaging" / "tarot-table.png").stat().st_size > 1000
