"""The wheel ships the assets, the desktop files and the entry points; both are found from an
installed wheel. (The desktop files themselves: tests/test_desktop.py.)"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from hatch_build import compiled_files
from tarot_table.resources import packaging_path

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_ships_assets_and_finds_them_once_installed(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--no-build-isolation", "-w", str(tmp_path), str(ROOT)], check=True)
    wheel = next(tmp_path.glob("tarot_table-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for asset in ("cards/M21.svg", "cards/back.svg", "cards/7C.svg", "theme.json",
                  "rules/tarok.md", "icon.svg", "sounds/deal.wav", "sounds/won.wav"):
        assert f"tarot_table/assets/{asset}" in names
    for rel in ("io.github.tarot_table.desktop", "io.github.tarot_table.metainfo.xml",
                "icons/16.png", "icons/512.png"):
        assert f"tarot_table/packaging/{rel}" in names
    entry_points = zipfile.ZipFile(wheel).read(
        next(n for n in names if n.endswith("entry_points.txt"))).decode()
    assert "tarot-table = tarot_table.cli:main" in entry_points
    compiled = [so.relative_to(ROOT).as_posix() for so in compiled_files(ROOT)]
    assert all(name in names for name in compiled)          # the compiled rules (hatch_build.py)
    assert ("tarot_table/compiled.json" in names) == bool(compiled)     # and their manifest
    assert wheel.name.endswith("-py3-none-any.whl") == (not compiled)
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target",
                    str(target), str(wheel)], check=True)
    found = subprocess.run(
        [sys.executable, "-c", "from tarot_table.resources import assets_dir, packaging_path; "
         "print(assets_dir()); print(packaging_path('icons', '48.png')); "
         "import tarot_table; print(tarot_table.MODULES)"],
        cwd=tmp_path, env={"PYTHONPATH": str(target)}, capture_output=True, text=True, check=True)
    assets, icon, modules = found.stdout.split()
    assert modules == ("compiled" if compiled else "source")     # pip's file times play no part
    assets, icon = Path(assets), Path(icon)
    assert assets == target / "tarot_table" / "assets"
    assert icon == target / "tarot_table" / "packaging" / "icons" / "48.png" and icon.is_file()


def test_the_packaging_files_are_found_beside_the_assets_in_a_checkout():
    assert packaging_path("icons", "48.png") == ROOT / "packaging" / "icons" / "48.png"
    assert packaging_path("io.github.tarot_table.desktop").is_file()


@pytest.mark.slow
def test_the_bundle_builds_installs_and_plays_without_python():
    """packaging/build-bundle.sh: PyInstaller, the .tar.gz, and its smoke test (about a minute
    here; it installs PyInstaller into this environment)."""
    proc = subprocess.run(["bash", str(ROOT / "packaging" / "build-bundle.sh")],
                          capture_output=True, text=True, timeout=1800,
                          env={**os.environ, "PYTHON": sys.executable})
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-3000:]
    assert ", 0 warnings" in proc.stdout
    assert "bundle smoke test passed: tarot-table-" in proc.stdout
