"""Whether this process runs the compiled modules or the Python source: decided once, when
:mod:`tarot_table` is first imported, and kept by every process it starts.

The rules and the search can be compiled by Cython into extension modules beside their source
(``hatch_build.py``; :data:`COMPILED` names them). The build writes :data:`MANIFEST` last: for
each compiled module, the SHA-256 of every file it was compiled from (its source, its ``.pxd``
and the ``.pxd`` files it cimports). A process runs **compiled** when that manifest names every
module of :data:`COMPILED`, each compiled module lies in place, and every file it was compiled
from is unchanged; otherwise it runs the **source**: Python then ignores every extension module
of the package (:func:`ignore_compiled`), so that a module compiled while it runs (a build in
progress beside the table) never mixes with the source it has imported.

The choice goes into the environment (:data:`VARIABLE`: ``compiled`` or ``source``), where the
processes this one starts (the AI worker, a search's helpers, ``sim --jobs``) read it instead
of deciding again. Set by hand, ``source`` runs the source; ``compiled`` runs whatever compiled
modules lie there, without checking them. A frozen bundle carries no source: what it carries
runs.

This module imports nothing of the package: ``hatch_build.py`` loads it by its path.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from importlib.machinery import (BYTECODE_SUFFIXES, EXTENSION_SUFFIXES, SOURCE_SUFFIXES,
                                 FileFinder, SourceFileLoader, SourcelessFileLoader)
from pathlib import Path

#: The modules compiled, as globs under the directory holding the package: what a random
#: playout and a search's rollouts run (the cards, every game's rules, the search, and each
#: game's ``ai/<game>_heuristic.py``, ``_playout``, ``_cutoff`` and ``_search``: the rule-based
#: players, the fast playouts, the cut-offs, the rollouts and default moves). Package
#: ``__init__`` modules stay source.
COMPILED = ("tarot_table/cards.py", "tarot_table/rules/**/*.py", "tarot_table/ai/ismcts.py",
            "tarot_table/ai/random_agent.py", "tarot_table/ai/*_heuristic.py",
            "tarot_table/ai/*_playout.py", "tarot_table/ai/*_cutoff.py",
            "tarot_table/ai/*_search.py")
#: The build's record of the compiled modules, in the package directory: ``{"modules":
#: {source: {"compiled": path, "sources": {path: sha256 hex, "" for a file absent}}}}``, the
#: paths relative to the directory holding the package, with ``/``.
MANIFEST = "compiled.json"
#: The environment variable that carries a process's choice to the processes it starts.
VARIABLE = "TAROT_TABLE_MODULES"
PACKAGE = Path(__file__).resolve().parent


def sources(root: Path) -> list[Path]:
    """The source files of :data:`COMPILED` under ``root`` (the directory holding the
    package), sorted."""
    found = {p for pattern in COMPILED for p in root.glob(pattern) if p.name != "__init__.py"}
    return sorted(found)


def digest(path: Path) -> str:
    """The SHA-256 of the file ``path`` (hex), or ``""`` when there is none."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return ""


def read_manifest(path: Path) -> dict:
    """The manifest in the file ``path`` (:data:`MANIFEST`); ``{"modules": {}}`` when there is
    none or it cannot be read (a build stopped halfway writes none)."""
    try:
        manifest = json.loads(path.read_text())
    except (OSError, ValueError):
        return {"modules": {}}
    return (manifest if isinstance(manifest, dict) and isinstance(manifest.get("modules"), dict)
            else {"modules": {}})


def changed(root: Path) -> list[str]:
    """The modules of :data:`COMPILED` under ``root`` whose compiled module is missing, is not
    this Python's (its name does not end in this Python's first extension suffix), or was
    compiled from files changed since (paths relative to
    ``root``, sorted); also every module the manifest names that is no longer compiled."""
    modules = read_manifest(root / "tarot_table" / MANIFEST)["modules"]
    wanted = {p.relative_to(root).as_posix() for p in sources(root)}
    digests: dict[str, str] = {}     # a .pxd cimported by many modules is read once

    def unchanged(path: str, sha: str) -> bool:
        if path not in digests:
            digests[path] = digest(root / path)
        return digests[path] == sha

    found = []
    for name in sorted(wanted | set(modules)):
        entry = modules.get(name)
        if (name not in wanted or not isinstance(entry, dict)
                or entry.get("compiled") != name.removesuffix(".py") + EXTENSION_SUFFIXES[0]
                or not (root / entry["compiled"]).is_file()
                or not isinstance(entry.get("sources"), dict)
                or not all(unchanged(path, sha) for path, sha in entry["sources"].items())):
            found.append(name)
    return found


def ignore_compiled(package: Path = PACKAGE) -> None:
    """Make this process import the package's modules from their source only: the directories
    under ``package`` are searched by a finder that knows no extension module (a path hook
    ahead of the others; the finders already made for them are dropped)."""
    def source_only(entry: str) -> FileFinder:
        if not Path(entry).resolve().is_relative_to(package):
            raise ImportError("not a directory of the package")
        return FileFinder(entry, (SourceFileLoader, SOURCE_SUFFIXES),
                          (SourcelessFileLoader, BYTECODE_SUFFIXES))
    sys.path_hooks.insert(0, source_only)
    for entry in list(sys.path_importer_cache):
        if Path(entry).resolve().is_relative_to(package):
            del sys.path_importer_cache[entry]


def choose() -> str:
    """``"compiled"`` or ``"source"``: this process's choice (module docstring), made from
    :data:`VARIABLE` when it is set (not empty), else from the manifest, and put into the
    environment; in source mode the compiled modules are ignored from here on. Raises
    ``ValueError`` for another value of :data:`VARIABLE`."""
    if getattr(sys, "frozen", False):
        return "compiled"
    mode = os.environ.get(VARIABLE)
    if not mode:
        mode = "source" if changed(PACKAGE.parent) else "compiled"
    elif mode not in ("compiled", "source"):
        raise ValueError(f"{VARIABLE} is {mode!r}: 'compiled' or 'source' (or unset: "
                         "compiled when the compiled modules match their source)")
    os.environ[VARIABLE] = mode
    if mode == "source":
        ignore_compiled()
    return mode
