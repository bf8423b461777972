"""Where the shipped assets live, in a checkout, an editable install, a wheel or a frozen bundle.

The wheel force-includes the top-level ``assets/`` directory as ``tarot_table/assets``; a
checkout or an editable install finds it beside the package; a PyInstaller bundle unpacks it
under ``sys._MEIPASS``.

The desktop files (entry, AppStream metainfo, PNG icons) live in ``packaging/`` beside
``assets/`` in every one of these layouts: the wheel force-includes the ones installed as
``tarot_table/packaging`` and the bundle as ``packaging/``.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def assets_dir() -> Path:
    """The ``assets`` directory. Raises ``FileNotFoundError`` naming every place looked in."""
    candidates = [_PACKAGE / "assets", _PACKAGE.parent / "assets"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.insert(0, Path(bundle) / "assets")
    for path in candidates:
        if (path / "cards").is_dir():
            return path
    raise FileNotFoundError("tarot_table assets not found in: " + ", ".join(map(str, candidates)))


def asset_path(*parts: str) -> Path:
    """Path of a file under the assets directory, e.g. ``asset_path("cards", "7C.svg")``."""
    return assets_dir().joinpath(*parts)


def packaging_path(*parts: str) -> Path:
    """Path of a shipped desktop file, e.g. ``packaging_path("icons", "48.png")``: the
    ``packaging`` directory beside the assets directory (see the module docstring)."""
    return assets_dir().parent.joinpath("packaging", *parts)
