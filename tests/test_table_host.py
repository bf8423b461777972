"""The table's parts and the games' plug-ins see the table scene through narrow protocols
(``app/table/host.py``, ``app/games/plugin.py``): none of them imports the scene, not even for
types; no plug-in hook takes ``Any``; a part reaches only for the members of its protocol; and
the scene (with its input and a game's board part) has every member the protocols list."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from typing import Protocol

import pytest

from tarot_table.app.games import plugin as plugin_module
from tarot_table.app.games.plugin import (BoardPart, ChoicesUp, TableHost, TableInput, TableMode,
                                          TablePlugin, table_plugin)
from tarot_table.app.table import host as host_module
from tarot_table.app.table.host import (HintHost, HistoryHost, InputHost, ModeHost, PanelHost,
                                        ZoneDrops)
from tarot_table.app.table.scene import TableScene
from tarot_table.rules import GAMES
from tarot_table.session import AI, Seat, Session

APP = Path(__file__).resolve().parent.parent / "tarot_table" / "app"
SCENE = "tarot_table.app.table.scene"
HOSTS = (TableHost, InputHost, PanelHost, ModeHost, HintHost, HistoryHost)
#: The names a part gives the table it is handed.
HOST_NAMES = {"table", "host"}


def parts() -> list[Path]:
    """Every module of app/table but the scene itself, and every module of app/games."""
    table = [p for p in sorted((APP / "table").glob("*.py")) if p.name != "scene.py"]
    return table + sorted((APP / "games").rglob("*.py"))


def module_name(path: Path) -> str:
    rel = path.relative_to(APP.parent.parent).with_suffix("")
    parts_ = list(rel.parts)
    if parts_[-1] == "__init__":
        parts_.pop()
    return ".".join(parts_)


def imported(path: Path) -> set[str]:
    """The modules ``path`` imports anywhere (under ``TYPE_CHECKING`` too), as absolute names;
    ``from X import Y`` counts as importing ``X`` and ``X.Y``."""
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            source = ".".join(base + ([node.module] if node.module else []))
            out.add(source)
            out.update(f"{source}.{alias.name}" for alias in node.names)
    return out


def members(protocol: type) -> set[str]:
    """The members a protocol lists (its own and those of the protocols it extends)."""
    names: set[str] = set()
    for cls in protocol.__mro__:
        if cls is Protocol or not getattr(cls, "_is_protocol", False):
            continue
        names.update(getattr(cls, "__annotations__", {}))
        names.update(n for n in vars(cls) if not n.startswith("_"))
    return names


def test_imported_resolves_relative_imports(tmp_path):
    """The check below would pass vacuously if relative imports were misread."""
    assert SCENE in imported(APP / "lessons" / "scene.py")
    assert "tarot_table.app.table.host" in imported(APP / "table" / "hint.py")
    assert "tarot_table.app.games.plugin" in imported(APP / "games" / "combat" / "board.py")


@pytest.mark.parametrize("path", parts(), ids=lambda p: str(p.relative_to(APP)))
def test_no_part_of_the_table_and_no_plug_in_imports_the_scene(path):
    assert SCENE not in imported(path)


def plugin_classes() -> list[type[TablePlugin]]:
    return [TablePlugin] + sorted({type(table_plugin(game)) for game in GAMES.values()} -
                                  {TablePlugin}, key=lambda c: c.__name__)


def test_every_game_s_plug_in_is_checked():
    names = {c.__name__ for c in plugin_classes()}
    assert {"TablePlugin", "ArcanoidTable", "CombatTable"} <= names, names


@pytest.mark.parametrize("cls", plugin_classes(), ids=lambda c: c.__name__)
def test_no_table_plugin_hook_takes_a_parameter_of_any_type(cls):
    hooks = [n for n, f in vars(TablePlugin).items()
             if inspect.isfunction(f) and not n.startswith("_")]
    assert "board_part" in hooks and "board_input" in hooks
    for name in hooks:
        if name not in vars(cls):
            continue
        for param in list(inspect.signature(vars(cls)[name]).parameters.values())[1:]:
            assert param.annotation is not inspect.Parameter.empty, (cls, name, param)
            assert "Any" != str(param.annotation).strip("'\""), (cls, name, param)


def host_uses(path: Path) -> tuple[set[str], set[str]]:
    """The host protocols a module types a parameter with, and the members it reaches for on
    the table it is handed (``table.X``, ``self.table.X``, ``host.X``, ``self.host.X``)."""
    tree = ast.parse(path.read_text())
    protocols = {p.__name__ for p in HOSTS}
    typed = {node.annotation.id for node in ast.walk(tree)
             if isinstance(node, (ast.arg, ast.AnnAssign))
             and isinstance(node.annotation, ast.Name) and node.annotation.id in protocols}
    used = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        if isinstance(owner, ast.Attribute) and isinstance(owner.value, ast.Name) \
                and owner.value.id == "self":
            owner = ast.Name(owner.attr)
        if isinstance(owner, ast.Name) and owner.id in HOST_NAMES:
            used.add(node.attr)
    return typed, used


HOST_TYPED = [p for p in parts() + [APP / "draw" / "drag.py"] if host_uses(p)[0]]


def test_the_parts_are_typed_with_the_host_protocols():
    names = {p.relative_to(APP).as_posix() for p in HOST_TYPED}
    assert {"table/hand_input.py", "table/selection.py", "table/choices.py", "table/drops.py",
            "table/modes.py", "table/reactions.py", "table/undo.py", "table/end_board.py",
            "table/board_place.py", "table/hint.py", "table/history.py",
            "table/opponent_pause.py", "games/arcanoid/fields.py",
            "games/combat/board.py", "games/combat/control.py"} <= names, names


@pytest.mark.parametrize("path", HOST_TYPED, ids=lambda p: str(p.relative_to(APP)))
def test_a_part_reaches_only_for_the_members_of_its_protocol(path):
    typed, used = host_uses(path)
    allowed = set().union(*(members(getattr(host_module, n, None)
                                    or getattr(plugin_module, n)) for n in typed))
    assert used <= allowed, sorted(used - allowed)


def scenes(make_app):
    """A table for each game at the table, every seat but the first an AI."""
    app = make_app()
    for game in GAMES.values():
        seats = [Seat("You")] + [Seat(f"P{s}", AI, "random")
                                 for s in range(1, game.spec.min_players)]
        yield TableScene(app, Session.new(game.spec.name, seats, seed=3, autosave=False))


def test_the_table_scene_has_every_member_of_every_host_protocol(make_app):
    for table in scenes(make_app):
        for protocol in HOSTS:
            missing = {m for m in members(protocol) if not hasattr(table, m)}
            assert not missing, (table.session.game.spec.name, protocol.__name__, missing)
            assert isinstance(table, protocol)
        assert isinstance(table.input, TableInput)
        assert table.part is None or isinstance(table.part, BoardPart)
        assert table.mode is None or isinstance(table.mode, TableMode)
        assert table.drops is None or isinstance(table.drops, ZoneDrops)
        assert table.choices is None or isinstance(table.choices, ChoicesUp)


def test_arcanoid_and_combat_have_a_board_part_and_combat_its_own_input(make_app):
    tables = {t.session.game.spec.name: t for t in scenes(make_app)}
    assert isinstance(tables["arcanoid"].part, BoardPart)
    assert isinstance(tables["combat"].part, BoardPart)
    assert type(tables["combat"].input).__name__ == "CombatInput"
    assert tables["tarok"].part is None
