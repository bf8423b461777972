"""The compiled rules (``hatch_build.py``): what is compiled, a compiled module that no longer
matches its source is found, and a compiled checkout runs the compiled modules."""

from __future__ import annotations

import importlib
import os
from pathlib import Path

import pytest

import hatch_build
from hatch_build import compiled_files, sources, stale

ROOT = Path(__file__).resolve().parent.parent
SUFFIX = ".cpython-311-x86_64-linux-gnu.so"


def test_the_rules_and_the_search_are_compiled_not_the_front_end_nor_package_inits():
    names = {p.relative_to(ROOT).as_posix() for p in sources()}
    for module in ("tarot_table/cards.py", "tarot_table/rules/base.py",
                   "tarot_table/rules/taruno/stages.py", "tarot_table/rules/arcanoid/state.py",
                   "tarot_table/ai/ismcts.py", "tarot_table/ai/arcanoid_heuristic.py",
                   "tarot_table/ai/tarok_playout.py", "tarot_table/ai/taruno_cutoff.py"):
        assert module in names
    assert not any(n.startswith("tarot_table/app/") or n.endswith("/__init__.py")
                   for n in names)
    assert "tarot_table/ai/runner.py" not in names and "tarot_table/session.py" not in names


def test_every_declaration_file_lies_beside_a_compiled_source():
    """A ``.pxd`` beside a module that is not compiled would declare nothing: Cython reads it
    only with its module."""
    declared = sorted(ROOT.glob("tarot_table/**/*.pxd"))
    assert declared, "no .pxd file found"
    compiled = set(sources())
    assert [p for p in declared if p.with_suffix(".py") not in compiled] == []


def _touch(path: Path, mtime: float) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"")
    os.utime(path, (mtime, mtime))
    return path


def test_a_compiled_module_older_than_its_source_or_without_one_is_stale(tmp_path):
    source = _touch(tmp_path / "tarot_table" / "rules" / "base.py", 1000)
    so = _touch(tmp_path / "tarot_table" / "rules" / ("base" + SUFFIX), 2000)
    assert compiled_files(tmp_path) == [so] and stale(tmp_path) == []
    os.utime(source, (3000, 3000))                          # the source edited since
    assert stale(tmp_path) == [so]
    os.utime(so, (4000, 4000))                              # compiled again
    assert stale(tmp_path) == []
    declarations = _touch(tmp_path / "tarot_table" / "rules" / "base.pxd", 4500)
    assert stale(tmp_path) == [so]                          # its C declarations edited since
    os.utime(declarations, (3500, 3500))
    assert stale(tmp_path) == []
    orphan = _touch(tmp_path / "tarot_table" / "rules" / ("gone" + SUFFIX), 5000)
    assert stale(tmp_path) == [orphan]                      # its source deleted
    front = _touch(tmp_path / "tarot_table" / "app" / ("main" + SUFFIX), 5000)
    _touch(tmp_path / "tarot_table" / "app" / "main.py", 1000)
    assert stale(tmp_path) == [front, orphan]               # a module not to be compiled


def test_clean_removes_every_compiled_module_and_nothing_else(tmp_path):
    source = _touch(tmp_path / "tarot_table" / "rules" / "base.py", 1000)
    _touch(tmp_path / "tarot_table" / "rules" / ("base" + SUFFIX), 2000)
    hatch_build.clean(tmp_path)
    assert compiled_files(tmp_path) == [] and source.exists()


@pytest.mark.skipif(not compiled_files(ROOT), reason="this checkout is not compiled")
def test_a_compiled_checkout_imports_every_listed_module_compiled():
    for path in sources():
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        assert importlib.import_module(name).__file__.endswith(".so"), name


def test_without_a_compiler_nothing_is_compiled_and_the_source_runs(tmp_path, monkeypatch,
                                                                      capsys):
    _touch(tmp_path / "tarot_table" / "rules" / "base.py", 1000)
    old = _touch(tmp_path / "tarot_table" / "rules" / ("base" + SUFFIX), 500)

    def no_compiler(root, jobs=2):
        raise OSError("command 'cc' failed: No such file or directory")

    monkeypatch.setattr(hatch_build, "compile_in_place", no_compiler)
    assert hatch_build._compile_or_warn(tmp_path) == []
    assert not old.exists()                                 # no stale module left to hide it
    assert "the rules are not compiled (OSError" in capsys.readouterr().err
