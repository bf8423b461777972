"""The rules stay in small modules: none in ``tarot_table/rules`` is over
:data:`MAX_LINES` lines, so that a module holds one thing, named after it."""

from __future__ import annotations

from pathlib import Path

import tarot_table.rules

#: The most lines a module of the rules may have.
MAX_LINES = 800
RULES = Path(tarot_table.rules.__file__).parent


def lines(path: Path) -> int:
    """The number of lines of the file ``path``."""
    with path.open(encoding="utf-8") as file:
        return sum(1 for _ in file)


def test_no_module_of_the_rules_is_over_800_lines():
    modules = sorted(RULES.rglob("*.py"))
    assert len(modules) > 40
    too_long = {str(p.relative_to(RULES)): n for p in modules if (n := lines(p)) > MAX_LINES}
    assert too_long == {}


def test_lines_counts_every_line_of_a_file(tmp_path):
    """The count itself: a file of 801 lines is over the limit, the last without a newline."""
    path = tmp_path / "long.py"
    path.write_text("x = 1\n" * 800 + "y = 2")
    assert lines(path) == 801 > MAX_LINES
