"""The layers of the design doc: the rules core, the AI, the session and storage never import
pygame (nor anything of the front end)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "tarot_table"
CORE = [*sorted((PACKAGE / "rules").rglob("*.py")), *sorted((PACKAGE / "ai").rglob("*.py")),
        PACKAGE / "session.py", PACKAGE / "storage.py", PACKAGE / "cards.py", PACKAGE / "sim.py",
        PACKAGE / "bench.py"]


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.add(("." * node.level) + (node.module or ""))
    return names


def test_the_core_never_imports_pygame_or_the_front_end():
    assert len(CORE) >= 8
    for path in CORE:
        for name in imported_modules(path):
            assert not name.startswith(("pygame", "pygame_gui")), f"{path.name} imports {name}"
            assert "app" not in name.split("."), f"{path.name} imports the front end ({name})"


def test_the_rules_import_nothing_above_them():
    for path in sorted((PACKAGE / "rules").rglob("*.py")):
        for name in imported_modules(path):
            assert not name.startswith(("..ai", "..session", "..storage", "..app")), \
                f"{path.name} imports {name}"
