"""No import circle in ``tarot_table``: the modules that import each other at run time (an
import under ``if TYPE_CHECKING:`` is no import then) form no cycle, whether the imports sit at
a module's top or inside a function (``grimp``, which import-linter uses, reads them all)."""

from __future__ import annotations

import grimp


def import_cycles(package: str) -> list[list[str]]:
    """The import circles among ``package``'s modules: each group of modules that reach each
    other by runtime imports (a strongly connected component of more than one module, or a
    module importing itself), sorted."""
    graph = grimp.build_graph(package, exclude_type_checking_imports=True, cache_dir=None)
    imports = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in graph.modules}
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles = []
    for root in sorted(imports):
        if root in order:
            continue
        work = [(root, iter(imports[root]))]
        order[root] = low[root] = len(order)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, following = work[-1]
            nxt = next(following, None)
            if nxt is not None:
                if nxt not in order:
                    order[nxt] = low[nxt] = len(order)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(imports[nxt])))
                elif nxt in on_stack:
                    low[module] = min(low[module], order[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[module])
            if low[module] == order[module]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == module:
                        break
                if len(group) > 1 or module in imports[module]:
                    cycles.append(sorted(group))
    return sorted(cycles)


def test_no_module_of_tarot_table_is_in_an_import_circle():
    assert import_cycles("tarot_table") == []


def test_import_cycles_finds_a_circle_of_function_level_imports(tmp_path, monkeypatch):
    """The check itself: a circle closed by an import inside a function is found, one under
    ``TYPE_CHECKING`` is not."""
    package = tmp_path / "circle"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n")
    (package / "b.py").write_text("def f():\n    from . import a\n")
    (package / "c.py").write_text("from typing import TYPE_CHECKING\nfrom . import a\n"
                                  "if TYPE_CHECKING:\n    from . import d\n")
    (package / "d.py").write_text("from . import c\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert import_cycles("circle") == [["circle.a", "circle.b"]]
