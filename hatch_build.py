"""The rules and the search compiled by Cython: the same Python source, built as extension modules.

    python hatch_build.py          # in a checkout: compile in place what changed (make does it)
    python hatch_build.py --clean  # remove the compiled modules: the source alone runs again

The modules of :data:`COMPILED` are plain Python: Cython translates each into C and the C
compiler builds it beside its source (``tarot_table/rules/base.py`` →
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

Hatchling runs :class:`CompiledRules` as the wheel's build hook: a wheel (``pip wheel .``,
``pipx install .``) carries the compiled modules and is tagged for this Python and platform. An
editable install (``pip install -e .``) compiles nothing: ``make`` compiles in place after it,
and again whenever a source changed (a compiled module older than its source would hide the
change, so ``tests/conftest.py`` refuses to run then); the bundle
(``packaging/build-bundle.sh``) takes the checkout's compiled modules.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
#: The modules compiled: what a random playout and a search's rollouts run (the cards, every
#: game's rules, the search, the rule-based players, the cut-offs and fast playouts). Package
#: ``__init__`` modules stay source.
COMPILED = ("tarot_table/cards.py", "tarot_table/rules/**/*.py", "tarot_table/ai/ismcts.py",
            "tarot_table/ai/random_agent.py", "tarot_table/ai/*_heuristic.py",
            "tarot_table/ai/*_playout.py", "tarot_table/ai/*_cutoff.py",
            "tarot_table/ai/combat_search.py")
#: Cython's settings: Python 3 semantics, functions that behave as Python's (introspection,
#: pickling by name, methods bound, doctests found where the source has them), annotations not
#: read as C types.
DIRECTIVES = {"language_level": 3, "binding": True, "annotation_typing": False,
              "autotestdict": False}
#: Where the generated C and the object files go, under the root (``build/`` is no part of the
#: package).
WORK = Path("build") / "compiled"


def sources(root: Path = ROOT) -> list[Path]:
    """The source files of :data:`COMPILED` under ``root``, sorted."""
    found = {p for pattern in COMPILED for p in root.glob(pattern) if p.name != "__init__.py"}
    return sorted(found)


def compiled_files(root: Path = ROOT) -> list[Path]:
    """The compiled modules lying in ``root``'s package (any Python's, any platform's)."""
    return sorted((root / "tarot_table").rglob("*.so")) + sorted(
        (root / "tarot_table").rglob("*.pyd"))


def _source_of(so: Path) -> Path:
    """The source a compiled module was built from (``base.cpython-311-….so`` → ``base.py``)."""
    return so.with_name(so.name.split(".")[0] + ".py")


def _changed_since(so: Path) -> bool:
    """Whether the source of ``so``, or the declarations beside it (its ``.pxd``), changed
    since it was compiled."""
    source = _source_of(so)
    declarations = source.with_suffix(".pxd")
    return source.stat().st_mtime > so.stat().st_mtime or (
        declarations.exists() and declarations.stat().st_mtime > so.stat().st_mtime)


def stale(root: Path = ROOT) -> list[Path]:
    """The compiled modules that would hide their source's change: older than it or than its
    ``.pxd``, or built from a source that is gone or no longer compiled."""
    wanted = set(sources(root))
    return [so for so in compiled_files(root)
            if _source_of(so) not in wanted or _changed_since(so)]


def compile_in_place(root: Path = ROOT, jobs: int = 2) -> list[Path]:
    """Compile :func:`sources` beside themselves, only those whose C or module is out of date;
    returns the compiled modules. Raises ``ImportError`` without Cython or setuptools and
    ``distutils.errors.CompileError`` (or ``LinkError``) when the C compiler fails."""
    from Cython.Build import cythonize
    from setuptools import Distribution

    wanted = set(sources(root))
    for so in compiled_files(root):
        if _source_of(so) not in wanted:
            so.unlink()
    here = os.getcwd()
    os.chdir(root)      # cythonize and setuptools name the modules by their relative paths
    try:
        modules = [str(p.relative_to(root)) for p in sorted(wanted)]
        extensions = cythonize(modules, compiler_directives=DIRECTIVES, nthreads=jobs,
                               quiet=True, build_dir=str(WORK / "c"))
        dist = Distribution({"ext_modules": extensions, "script_name": "hatch_build.py"})
        command = dist.get_command_obj("build_ext")
        command.inplace = True
        command.parallel = jobs
        command.build_temp = str(WORK / "temp")
        command.ensure_finalized()
        command.run()
        return [root / command.get_ext_fullpath(e.name) for e in extensions]
    finally:
        os.chdir(here)


def clean(root: Path = ROOT) -> None:
    """Remove every compiled module from ``root``'s package."""
    for so in compiled_files(root):
        so.unlink()


def _compile_or_warn(root: Path) -> list[Path]:
    """:func:`compile_in_place`, or a warning and no compiled module (the source runs) when it
    cannot be done here."""
    try:
        return compile_in_place(root)
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
    wheel carries the compiled modules, tagged for this platform; an editable one is left to
    ``make`` (module docstring)."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        if version == "editable":
            return
        root = Path(self.root)
        built = _compile_or_warn(root)
        if built:
            build_data["pure_python"] = False
            build_data["infer_tag"] = True
            for so in built:
                build_data["force_include"][str(so)] = str(so.relative_to(root))


def main(argv: list[str]) -> int:
    if argv == ["--clean"]:
        clean()
        return 0
    if argv:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    built = _compile_or_warn(ROOT)
    print(f"{len(built)} modules compiled (Cython)" if built else "nothing compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
