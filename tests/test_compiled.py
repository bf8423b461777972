"""The compiled rules (``hatch_build.py``) and the choice each process makes between them and the
source (``tarot_table/compiled.py``): what is compiled; a build compiles what changed and puts
the modules in place each by a rename, the manifest last; a process runs the compiled modules
only when all of them match their source, never meets a module compiled while it runs on the
source, and the processes it starts run what it runs."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import hatch_build
import tarot_table
from hatch_build import compiled_files, sources
from tarot_table.compiled import MANIFEST, VARIABLE, changed, digest

ROOT = Path(__file__).resolve().parent.parent
SUFFIX = EXTENSION_SUFFIXES[0]          # .cpython-311-x86_64-linux-gnu.so


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
    assert "tarot_table/compiled.py" not in names


def test_every_declaration_file_lies_beside_a_compiled_source():
    """A ``.pxd`` beside a module that is not compiled would declare nothing: Cython reads it
    only with its module."""
    declared = sorted(ROOT.glob("tarot_table/**/*.pxd"))
    assert declared, "no .pxd file found"
    compiled_sources = set(sources())
    assert [p for p in declared if p.with_suffix(".py") not in compiled_sources] == []


def _write(path: Path, text: str = "") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def _checkout(root: Path) -> dict:
    """A package of two compiled modules under ``root`` (``base`` cimports the cards), compiled
    and recorded in its manifest; returns the manifest's modules."""
    _write(root / "tarot_table" / "__init__.py")
    _write(root / "tarot_table" / "rules" / "__init__.py")
    _write(root / "tarot_table" / "cards.py", "A = 1\n")
    _write(root / "tarot_table" / "cards.pxd", "cdef class CardFields:\n    cdef int rank\n")
    _write(root / "tarot_table" / "rules" / "base.py", "B = 2\n")
    _write(root / "tarot_table" / "rules" / "base.pxd",
           "from tarot_table.cards cimport CardFields\n")
    modules = {}
    for module, files in (("tarot_table/cards.py", ["tarot_table/cards.py",
                                                    "tarot_table/cards.pxd"]),
                          ("tarot_table/rules/base.py", ["tarot_table/rules/base.py",
                                                         "tarot_table/rules/base.pxd",
                                                         "tarot_table/cards.pxd"])):
        so = _write(root / module.replace(".py", SUFFIX), "compiled")
        modules[module] = {"compiled": so.relative_to(root).as_posix(),
                           "sources": {f: digest(root / f) for f in files}}
    _write(root / "tarot_table" / MANIFEST, json.dumps({"modules": modules}))
    return modules


def test_a_process_runs_compiled_only_when_every_module_matches_what_it_was_compiled_from(
        tmp_path):
    modules = _checkout(tmp_path)
    assert changed(tmp_path) == []
    _write(tmp_path / "tarot_table" / "cards.pxd", "cdef class CardFields:\n    cdef long rank\n")
    assert changed(tmp_path) == ["tarot_table/cards.py", "tarot_table/rules/base.py"]
    _checkout(tmp_path)
    (tmp_path / "tarot_table" / "rules" / "base.py").touch()          # touched, not changed
    assert changed(tmp_path) == []
    _write(tmp_path / "tarot_table" / "rules" / "tarok.py")           # a module not yet compiled
    assert changed(tmp_path) == ["tarot_table/rules/tarok.py"]
    (tmp_path / "tarot_table" / "rules" / "tarok.py").unlink()
    (tmp_path / modules["tarot_table/cards.py"]["compiled"]).unlink()   # a module missing
    assert changed(tmp_path) == ["tarot_table/cards.py"]
    _checkout(tmp_path)
    (tmp_path / "tarot_table" / "rules" / "base.py").unlink()          # its source gone
    assert changed(tmp_path) == ["tarot_table/rules/base.py"]
    _checkout(tmp_path)
    other = dict(modules)                                   # compiled for another Python
    other["tarot_table/cards.py"] = dict(other["tarot_table/cards.py"],
                                         compiled="tarot_table/cards.cpython-39-darwin.so")
    _write(tmp_path / "tarot_table" / "cards.cpython-39-darwin.so")
    _write(tmp_path / "tarot_table" / MANIFEST, json.dumps({"modules": other}))
    assert changed(tmp_path) == ["tarot_table/cards.py"]
    (tmp_path / "tarot_table" / MANIFEST).write_text("{not json")     # a build stopped halfway
    assert changed(tmp_path) == ["tarot_table/cards.py", "tarot_table/rules/base.py"]


def _run(code: str, cwd: Path, path: Path = ROOT, **env: str) -> str:
    """The output of ``code`` run by a new interpreter in ``cwd`` with ``path`` first on the
    module path and ``env`` in the environment (:data:`VARIABLE` unset unless given)."""
    environment = {k: v for k, v in os.environ.items() if k != VARIABLE}
    environment.update(env, PYTHONPATH=str(path))
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, env=environment,
                          capture_output=True, text=True, check=True).stdout


SOURCE_ONLY = """
import importlib, shutil, sys
from pathlib import Path
from tarot_table.compiled import ignore_compiled
sys.path.insert(0, ".")
if {source_only}:
    ignore_compiled(Path("fakepkg").resolve())
import fakepkg.a
Path("fakepkg/b{suffix}").write_bytes(b"compiled while this process runs")
importlib.invalidate_caches()
try:
    import fakepkg.b
    print(Path(fakepkg.b.__file__).name)
except ImportError as error:
    print("ImportError")
"""


def test_a_process_on_the_source_never_imports_a_module_compiled_while_it_runs(tmp_path):
    for name in ("__init__", "a", "b"):
        _write(tmp_path / "fakepkg" / f"{name}.py")
    assert _run(SOURCE_ONLY.format(suffix=SUFFIX, source_only=True), tmp_path).split() == [
        "b.py"]
    (tmp_path / "fakepkg" / f"b{SUFFIX}").unlink()
    # without it, Python would load the new file (here not a module at all) in b.py's place
    assert _run(SOURCE_ONLY.format(suffix=SUFFIX, source_only=False), tmp_path).split() == [
        "ImportError"]


def test_a_process_chooses_once_and_passes_its_choice_on(tmp_path):
    """Not given a choice, a process makes one and puts it into the environment; given one (by
    the process that started it) it keeps it, even where it would have chosen otherwise."""
    for name in ("__init__.py", "compiled.py"):
        _write(tmp_path / "tarot_table" / name, (ROOT / "tarot_table" / name).read_text())
    _write(tmp_path / "tarot_table" / "cards.py")            # compiled by no build yet
    code = "import os, tarot_table; print(tarot_table.MODULES, os.environ[%r])" % VARIABLE
    assert _run(code, tmp_path, tmp_path).split() == ["source", "source"]
    assert _run(code, tmp_path, tmp_path, **{VARIABLE: "compiled"}).split() == ["compiled",
                                                                                 "compiled"]


def what_runs() -> tuple[str, str, str]:
    """This process's choice, the file its cards module came from, and the variable."""
    return (tarot_table.MODULES, Path(importlib.import_module("tarot_table.cards").__file__).suffix,
            os.environ[VARIABLE])


STARTED = """
from tarot_table.ai.processes import spawn_pool
from tests.test_compiled import what_runs
print(*what_runs(), *spawn_pool(1).submit(what_runs).result())
"""


@pytest.mark.parametrize("given", ["", "source"])
def test_the_processes_a_process_starts_run_what_it_runs(given):
    """The AI worker, a search's helpers and ``sim --jobs`` all start through ``spawn_pool``."""
    mode, suffix, variable, *child = _run(STARTED, ROOT, **{VARIABLE: given}).split()
    assert child == [mode, suffix, variable] and variable == mode
    assert (suffix == ".py") == (mode == "source")
    if given == "source" or changed(ROOT):
        assert mode == "source"


def test_an_unknown_choice_is_refused_with_the_values_it_may_take():
    with pytest.raises(subprocess.CalledProcessError) as refused:
        _run("import tarot_table", ROOT, **{VARIABLE: "fast"})
    assert "TAROT_TABLE_MODULES is 'fast': 'compiled' or 'source'" in refused.value.stderr


def test_this_run_runs_what_its_choice_says():
    """The whole suite runs on the compiled modules when they match their source, else on the
    source (``make test`` runs the rules' tests on the source too)."""
    assert tarot_table.MODULES == os.environ[VARIABLE]
    for path in sources():
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        file = importlib.import_module(name).__file__
        assert file.endswith(".so" if tarot_table.MODULES == "compiled" else ".py"), name


def fake_compile(root: Path, module: str) -> str:
    """``hatch_build._compile`` without Cython: the staged module names its source's text; each
    call is logged in ``root/compiled.log``."""
    with open(root / "compiled.log", "a") as log:
        log.write(module + "\n")
    staged = module.replace(".py", SUFFIX)
    _write(root / hatch_build.STAGE / staged, (root / module).read_text())
    return staged


def test_a_build_compiles_what_changed_and_puts_it_in_place_the_manifest_last(
        tmp_path, monkeypatch, capsys):
    _checkout(tmp_path)
    for so in compiled_files(tmp_path):
        so.unlink()
    (tmp_path / "tarot_table" / MANIFEST).unlink()
    stray = _write(tmp_path / "tarot_table" / f"gone{SUFFIX}")
    monkeypatch.setattr(hatch_build, "_compile", fake_compile)
    log = tmp_path / "compiled.log"

    built = hatch_build.build(tmp_path, jobs=2)
    assert sorted(log.read_text().split()) == ["tarot_table/cards.py",
                                                "tarot_table/rules/base.py"]
    assert built == [tmp_path / "tarot_table" / f"cards{SUFFIX}",
                     tmp_path / "tarot_table" / "rules" / f"base{SUFFIX}"]
    assert compiled_files(tmp_path) == built and not stray.exists()
    assert built[1].read_text() == "B = 2\n" and changed(tmp_path) == []
    assert "compiling the rules: 2/2 tarot_table/" in capsys.readouterr().out

    log.unlink()
    hatch_build.build(tmp_path)                               # nothing changed
    assert not log.exists() and "none changed" in capsys.readouterr().out

    _write(tmp_path / "tarot_table" / "cards.pxd", "cdef class CardFields:\n    cdef long r\n")
    assert changed(tmp_path) != []
    inode = built[0].stat().st_ino
    hatch_build.build(tmp_path)                  # a .pxd: its module and those cimporting it
    assert sorted(log.read_text().split()) == ["tarot_table/cards.py",
                                                "tarot_table/rules/base.py"]
    assert built[0].stat().st_ino != inode       # a new file renamed onto the old, not rewritten
    assert changed(tmp_path) == []

    log.unlink()
    _write(tmp_path / "tarot_table" / "rules" / "base.py", "B = 3\n")
    hatch_build.clean(tmp_path)
    assert compiled_files(tmp_path) == [] and changed(tmp_path) != []
    hatch_build.build(tmp_path)                  # the stage keeps cards; base changed
    assert log.read_text().split() == ["tarot_table/rules/base.py"]
    assert built[1].read_text() == "B = 3\n" and changed(tmp_path) == []


def test_without_a_compiler_nothing_is_compiled_and_the_source_runs(tmp_path, monkeypatch,
                                                                      capsys):
    _checkout(tmp_path)

    def no_compiler(root, jobs=None):
        raise OSError("command 'cc' failed: No such file or directory")

    monkeypatch.setattr(hatch_build, "build", no_compiler)
    assert hatch_build._compile_or_warn(tmp_path) == []
    assert compiled_files(tmp_path) == []                   # no old module left to be taken
    assert changed(tmp_path) != []
    assert "the rules are not compiled (OSError" in capsys.readouterr().err


def test_the_choice_is_made_without_the_build_tools():
    """``tarot_table.compiled`` reads the build's manifest: no process imports ``hatch_build``
    or Cython to choose."""
    loaded = _run("import sys, tarot_table.cards; print(*sys.modules)", ROOT).split()
    assert "tarot_table.compiled" in loaded
    assert not [name for name in loaded if name.startswith(("hatch_build", "Cython", "setuptools"))]


def test_the_build_hook_hands_its_compile_to_the_workers_as_hatchling_loads_it():
    """Hatchling loads ``hatch_build.py`` as a module of that name, which no import finds: the
    compile function must still pickle by reference, and the forked workers find it again
    (a wheel built where nothing was compiled otherwise waited for ever)."""
    import pickle
    from importlib.util import module_from_spec, spec_from_file_location

    spec = spec_from_file_location("hatch_build.py", ROOT / "hatch_build.py")
    loaded = module_from_spec(spec)
    spec.loader.exec_module(loaded)
    assert pickle.loads(pickle.dumps(loaded._compile)) is loaded._compile
