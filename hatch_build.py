"""The rules and the search compiled by Cython: the same Python source, built as extension modules.

    python hatch_build.py          # in a checkout: compile what changed (make does it)
    python hatch_build.py --clean  # remove the compiled modules: the source alone runs again

The modules of ``tarot_table.compiled.COMPILED`` are plain Python: Cython translates each into
C and the C compiler builds it (``tarot_table/rules/base.py`` →
``base.cpython-311-x86_64-linux-gnu.so``), which Python then imports in its place. The source is
Python throughout (``annotation_typing`` is off, so an annotation means what it means to
Python). A few modules have a ``.pxd`` file beside them, read by Cython alone, which makes some
of their classes extension types with C fields and some of their functions ``cpdef`` with typed
locals: the cards' fields (:class:`~tarot_table.cards.CardFields`), the driver of stages
(:class:`~tarot_table.rules.stages.StagedState`), the shuffle, Taruno's table, turn and
majors (:mod:`tarot_table.rules.taruno.table`), Tarot Combat's priority, Arcanoid's table
(:mod:`tarot_table.rules.arcanoid.table`: its zones and counters, and the moves of the
cards), Arcanoid's rules made at every step as functions typed on that table (the
``.pxd`` files of :mod:`tarot_table.rules.arcanoid`: ``commitments`` — the sets a pool allows
on a battlefield —, ``battlefields`` — a player's commitments —, ``cards`` — the majors' and
the Chariot's moves —, ``stages`` — a full move's legal moves, the calls, the draws, a
discard, the steps after a move, the next turn), Arcanoid's rule-based
player with its view of a state
(:mod:`tarot_table.ai.arcanoid_heuristic`) and Tarot Combat's rule-based player
(:mod:`tarot_table.ai.combat_heuristic`); the compiled code reads those fields without a
Python attribute look-up. The behaviour is the source's, the seeded-game fingerprints included;
the searches run 1.5 times as fast as the source or more, the typed modules' games faster
again (``python benchmarks/compare_commits.py HEAD HEAD --cpu --compile new`` measures it;
``docs/ai.md``). Without a C
compiler, or without Cython, nothing is compiled and the source runs as it is, only slower.

The build: each module that changed (one of the files it is compiled from, or :func:`settings`)
is compiled by a process of its own, as many at a time as there are cores, the largest first,
into the stage (:data:`STAGE`, which keeps every compiled module between builds); a line says
each one done. Once all are built they are moved into the package, each by one rename (a
running process never meets a half-written module), and the manifest
(``tarot_table/compiled.json``) is written last: from then on a process that starts runs them
(:mod:`tarot_table.compiled`). One build runs at a time in a checkout (a lock in ``build/``).

Hatchling runs :class:`CompiledRules` as the wheel's build hook: a wheel (``pip wheel .``,
``pipx install .``) carries the compiled modules and their manifest and is tagged for this
Python and platform. An editable install (``pip install -e .``) compiles nothing: ``make``
compiles after it, and again whenever a source changed (until then the source runs); the bundle
(``packaging/build-bundle.sh``) compiles first and takes the compiled modules.
"""

from __future__ import annotations

import importlib.util
import json
import multiprocessing
import os
import shutil
import signal
import sys
import sysconfig
import tempfile
import time
import types
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parent


def _load_runtime():
    """``tarot_table/compiled.py``, loaded by its path: importing the package would make this
    process choose between its compiled modules and its source."""
    spec = importlib.util.spec_from_file_location("tarot_table_compiled",
                                                  ROOT / "tarot_table" / "compiled.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


runtime = _load_runtime()
#: Cython's settings: Python 3 semantics, functions that behave as Python's (introspection,
#: pickling by name, methods bound, doctests found where the source has them), annotations not
#: read as C types.
DIRECTIVES = {"language_level": 3, "binding": True, "annotation_typing": False,
              "autotestdict": False}
#: The C compiler's options after Python's own (``-O3 -g`` here): ``-O2`` without debugging
#: information takes half the CPU time (the 58 modules: 270 s against 517 s) and the compiled
#: code runs as fast, within the noise of a shared machine; ``-O1`` took 181 s, but the searches
#: ran 1-9% slower (README, "First start").
CFLAGS = ["-O2", "-g0"]
#: Where the generated C, the object files and the stage go, under the root (``build/`` is no
#: part of the package).
WORK = Path("build") / "compiled"
STAGE = WORK / "stage"


def sources(root: Path = ROOT) -> list[Path]:
    """The source files of ``tarot_table.compiled.COMPILED`` under ``root``, sorted."""
    return runtime.sources(root)


def compiled_files(root: Path = ROOT) -> list[Path]:
    """The compiled modules lying in ``root``'s package (any Python's, any platform's)."""
    return sorted((root / "tarot_table").rglob("*.so")) + sorted(
        (root / "tarot_table").rglob("*.pyd"))


def settings() -> str:
    """What a compiled module depends on beside its files: Cython's version and
    :data:`DIRECTIVES`, :data:`CFLAGS` and this Python's extension suffix (a change compiles
    every module again)."""
    import Cython
    return (f"Cython {Cython.__version__} {sorted(DIRECTIVES.items())} {CFLAGS} "
            f"{sysconfig.get_config_var('EXT_SUFFIX')}")


def dependencies(root: Path, modules: list[str]) -> dict[str, list[str]]:
    """For each module (a source path relative to ``root``), the files it is compiled from:
    itself, its ``.pxd`` (even when there is none: adding one changes the module) and every
    ``.pxd`` it cimports, directly or not (Cython's dependency tree, which caches what it read
    by the files' absolute paths), relative to ``root``."""
    from Cython.Build.Dependencies import create_dependency_tree

    tree = create_dependency_tree()
    found = {}
    for module in modules:
        files = {Path(module).with_suffix(".pxd").as_posix()}
        files.update(Path(root, p).resolve().relative_to(root.resolve()).as_posix()
                     for p in tree.all_dependencies(str(root / module)))
        found[module] = sorted(files)
    return found


def _write_json(path: Path, document: dict) -> None:
    """Write ``document`` to ``path`` as one rename: a reader finds the old file or the new."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".new")
    temporary.write_text(json.dumps(document, indent=1, sort_keys=True))
    os.replace(temporary, path)


def _compile(root: Path, module: str) -> str:
    """Compile ``module`` (its source's path relative to ``root``) into the stage; returns the
    compiled module's path relative to the stage. Runs in a process of its own. Raises
    ``distutils.errors.CompileError`` (or ``LinkError``) when the C compiler fails."""
    from Cython.Build import cythonize
    from setuptools import Distribution

    os.chdir(root)      # cythonize and setuptools name the modules by their relative paths
    [extension] = cythonize([module], compiler_directives=DIRECTIVES, quiet=True, force=True,
                            build_dir=str(WORK / "c"))
    extension.extra_compile_args = list(CFLAGS)
    with tempfile.TemporaryDirectory(dir=WORK / "tmp") as temporary:
        command = Distribution({"ext_modules": [extension], "script_name": "hatch_build.py"}
                               ).get_command_obj("build_ext")
        command.build_lib = command.build_temp = temporary
        command.force = True
        command.ensure_finalized()
        command.run()
        built = Path(command.get_ext_fullpath(extension.name))
        staged = STAGE / built.relative_to(temporary)
        staged.parent.mkdir(parents=True, exist_ok=True)
        os.replace(built, staged)
    return staged.relative_to(STAGE).as_posix()


if "." in __name__ or __name__ not in sys.modules:
    # Hatchling loads this file as a module named "hatch_build.py", which no import finds, so
    # that the compile workers could not be handed _compile by reference (pickle: "import of
    # module 'hatch_build.py' failed", and the pool of Python 3.11 then waits for ever). It is
    # given a module of its own, which the workers, forked, hold too.
    _compile.__module__ = "tarot_table_build_hook"
    sys.modules[_compile.__module__] = types.ModuleType(_compile.__module__)
    sys.modules[_compile.__module__]._compile = _compile


@contextmanager
def _one_build_at_a_time(root: Path) -> Iterator[None]:
    """Hold the checkout's build lock (``build/compiled/lock``), waiting, and saying so, while
    another build of it runs."""
    import fcntl

    (root / WORK).mkdir(parents=True, exist_ok=True)
    with open(root / WORK / "lock", "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print("compiling the rules: waiting for the other build of this checkout",
                  flush=True)
            fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def build(root: Path = ROOT, jobs: int | None = None) -> list[Path]:
    """Compile the modules that changed into the stage, ``jobs`` at a time (default: every
    core), then move every compiled module into the package and write the manifest (module
    docstring); returns the compiled modules in the package. Raises ``ImportError`` without
    Cython, setuptools or ``fcntl`` (Windows), ``ValueError`` without ``fork``, and
    ``distutils.errors.CompileError`` (or ``LinkError``) when the C compiler fails: the package
    is then left as it was."""
    with _one_build_at_a_time(root):
        here = os.getcwd()
        os.chdir(root)      # Cython's dependency tree names the files by their relative paths
        try:
            modules = [p.relative_to(root).as_posix() for p in sources(root)]
            files = dependencies(root, modules)
        finally:
            os.chdir(here)
        shutil.rmtree(root / WORK / "tmp", ignore_errors=True)   # a build stopped halfway
        (root / WORK / "tmp").mkdir(parents=True)
        staged = runtime.read_manifest(root / STAGE / runtime.MANIFEST)
        if staged.get("settings") != settings():
            staged = {"settings": settings(), "modules": {}}
        entries = {m: {"sources": {f: runtime.digest(root / f) for f in files[m]}}
                   for m in modules}
        todo = [m for m in modules if _changed(root, staged["modules"].get(m), entries[m])]
        if todo:
            _compile_all(root, todo, entries, staged, jobs or os.cpu_count() or 1)
        else:
            print(f"the rules are compiled: {len(modules)} modules, none changed", flush=True)
        return _install(root, {m: staged["modules"][m] for m in modules})


def _changed(root: Path, staged: dict | None, entry: dict) -> bool:
    """Whether a module must be compiled again: not in the stage, or compiled from other
    files."""
    return (staged is None or staged.get("sources") != entry["sources"]
            or not (root / STAGE / staged.get("compiled", "")).is_file())


def _compile_all(root: Path, todo: list[str], entries: dict, staged: dict, jobs: int) -> None:
    """Compile ``todo`` into the stage, ``jobs`` at a time, the largest source first, and
    record each in the stage's manifest as it is done (so that a build stopped halfway loses
    only the modules in progress)."""
    start = time.monotonic()
    todo = sorted(todo, key=lambda m: -(root / m).stat().st_size)
    print(f"compiling the rules: {len(todo)} modules (Cython, then the C compiler with "
          f"{' '.join(CFLAGS)}), {jobs} at a time; until they are all done the source runs",
          flush=True)
    # forked: the workers hold this module as hatchling loaded it (see _compile's module)
    pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork"))
    try:
        running = {pool.submit(_compile, root, m): m for m in todo}
        done = 0
        while running:
            finished, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                module = running.pop(future)
                staged["modules"][module] = dict(entries[module], compiled=future.result())
                _write_json(root / STAGE / runtime.MANIFEST, staged)
                done += 1
                print(f"compiling the rules: {done}/{len(todo)} {module} "
                      f"({time.monotonic() - start:.0f} s)", flush=True)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _install(root: Path, modules: dict[str, dict]) -> list[Path]:
    """Put the staged compiled modules ``modules`` into the package and write its manifest:
    the old manifest removed first, each module copied beside its target and renamed onto it,
    every other compiled module of the package removed, the manifest written last. Returns the
    compiled modules in the package."""
    manifest = root / "tarot_table" / runtime.MANIFEST
    installed = [root / entry["compiled"] for entry in modules.values()]
    if (runtime.read_manifest(manifest)["modules"] == modules
            and all(p.is_file() for p in installed)):
        return installed
    manifest.unlink(missing_ok=True)
    for entry in modules.values():
        target = root / entry["compiled"]
        copy = target.with_name(target.name + ".new")
        shutil.copyfile(root / STAGE / entry["compiled"], copy)
        os.replace(copy, target)
    for stray in set(compiled_files(root)) - set(installed):
        stray.unlink()
    _write_json(manifest, {"modules": modules})
    print(f"the rules are compiled: {len(modules)} modules in place; a table started from now "
          "on runs them", flush=True)
    return installed


def clean(root: Path = ROOT) -> None:
    """Remove every compiled module from ``root``'s package, and its manifest (the stage
    stays: the next build puts them back without compiling what did not change)."""
    (root / "tarot_table" / runtime.MANIFEST).unlink(missing_ok=True)
    for so in compiled_files(root):
        so.unlink()


def _compile_or_warn(root: Path) -> list[Path]:
    """:func:`build`, or a warning and no compiled module (the source runs) when it cannot be
    done here."""
    try:
        return build(root)
    except Exception as error:  # no Cython, no compiler, a failed compile: the source still runs
        print(f"warning: the rules are not compiled ({type(error).__name__}: {error}); "
              "the Python source runs, slower", file=sys.stderr)
        clean(root)
        return []


try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:     # run as a script, outside a build
    BuildHookInterface = object


class CompiledRules(BuildHookInterface):
    """Hatchling's build hook (``[tool.hatch.build.targets.wheel.hooks.custom]``): a standard
    wheel carries the compiled modules and their manifest, tagged for this platform; an
    editable one is left to ``make`` (module docstring)."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        if version == "editable":
            return
        root = Path(self.root)
        built = _compile_or_warn(root)
        if built:
            build_data["pure_python"] = False
            build_data["infer_tag"] = True
            for path in [*built, root / "tarot_table" / runtime.MANIFEST]:
                build_data["force_include"][str(path)] = str(path.relative_to(root))


def main(argv: list[str]) -> int:
    # Ctrl-C stops the build even where a shell started it in the background (ignoring it)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    if argv == ["--clean"]:
        clean()
        return 0
    if argv:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    _compile_or_warn(ROOT)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
