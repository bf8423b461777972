"""``tarot-table install-desktop``: the menu entry, icons and AppStream metainfo in a temporary
XDG data directory, checked by their files, by the freedesktop validators and by GLib's own
lookup when those are installed (Debian: desktop-file-utils, appstream, python3-gi; skipped
otherwise), and the metainfo's content against the repository."""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
import time
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tarot_table import cli, desktop
from tarot_table.resources import packaging_path

ROOT = Path(__file__).resolve().parent.parent
ENTRY = f"applications/{desktop.APP_ID}.desktop"
METAINFO = f"metainfo/{desktop.APP_ID}.metainfo.xml"


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", path
    return struct.unpack(">II", head[16:24])


def run_cli(args: list[str], data_home: Path | None, home: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"} | {"HOME": str(home)}
    if data_home is not None:
        env["XDG_DATA_HOME"] = str(data_home)
    return subprocess.run([sys.executable, "-m", "tarot_table", *args], capture_output=True,
                          text=True, env=env, cwd=home, timeout=120)


def entry_keys(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line)


def tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def test_install_writes_every_file_once_and_says_so(tmp_path):
    data = tmp_path / "data"
    first = run_cli(["install-desktop"], data, tmp_path)
    assert first.returncode == 0, first.stderr
    lines = first.stdout.splitlines()
    expected = [data / rel for rel in desktop.installed_files()]
    assert lines[:-1] == [f"wrote     {path}" for path in expected]
    assert lines[-1] == f"Exec={sys.executable} -m tarot_table"
    keys = entry_keys(data / ENTRY)
    assert keys["Exec"] == f"{sys.executable} -m tarot_table"
    assert keys["TryExec"] == sys.executable
    assert keys["Icon"] == desktop.APP_ID and keys["Type"] == "Application"
    assert (data / METAINFO).read_bytes() == \
        (ROOT / "packaging" / f"{desktop.APP_ID}.metainfo.xml").read_bytes()
    for size in desktop.ICON_SIZES:
        icon = data / f"icons/hicolor/{size}x{size}/apps/{desktop.APP_ID}.png"
        assert png_size(icon) == (size, size)
        assert icon.read_bytes() == (ROOT / "packaging" / "icons" / f"{size}.png").read_bytes()
    assert (data / f"icons/hicolor/scalable/apps/{desktop.APP_ID}.svg").read_bytes() == \
        (ROOT / "assets" / "icon.svg").read_bytes()
    assert (data / ENTRY).stat().st_mode & 0o777 == 0o644

    stamps = {path: path.stat().st_mtime_ns for path in expected}
    again = run_cli(["install-desktop"], data, tmp_path)
    assert again.returncode == 0, again.stderr
    assert again.stdout.splitlines()[:-1] == [f"unchanged {path}" for path in expected]
    assert {path: path.stat().st_mtime_ns for path in expected} == stamps
    assert sorted(p for p in data.rglob("*") if p.is_file()) == sorted(expected)


def test_without_xdg_data_home_it_installs_under_home_local_share(tmp_path):
    proc = run_cli(["install-desktop"], None, tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / ".local" / "share" / ENTRY).is_file()
    assert f"wrote     {tmp_path / '.local' / 'share' / METAINFO}" in proc.stdout.splitlines()


def test_a_changed_file_is_rewritten_and_the_icon_theme_touched(tmp_path):
    desktop.install(tmp_path, ["/opt/tarot/bin/tarot-table"])
    theme = tmp_path / "icons" / "hicolor"
    os.utime(theme, ns=(0, 0))
    changes = desktop.install(tmp_path, ["/usr/local/bin/tarot-table"])
    assert [c.path for c in changes if c.action == "wrote"] == [tmp_path / ENTRY]
    assert entry_keys(tmp_path / ENTRY)["Exec"] == "/usr/local/bin/tarot-table"
    assert theme.stat().st_mtime_ns == 0  # no icon changed
    icon = tmp_path / f"icons/hicolor/48x48/apps/{desktop.APP_ID}.png"
    icon.write_bytes(b"stale")
    changes = desktop.install(tmp_path, ["/usr/local/bin/tarot-table"])
    assert [c.path for c in changes if c.action == "wrote"] == [icon]
    assert icon.read_bytes() == packaging_path("icons", "48.png").read_bytes()
    assert theme.stat().st_mtime_ns > 0


def test_uninstall_removes_exactly_what_install_wrote(tmp_path):
    data = tmp_path / "data"
    assert run_cli(["install-desktop"], data, tmp_path).returncode == 0
    other = data / "applications" / "someone-else.desktop"
    other.write_text("[Desktop Entry]\n")
    proc = run_cli(["install-desktop", "--uninstall"], data, tmp_path)
    assert proc.returncode == 0, proc.stderr
    files = [data / rel for rel in desktop.installed_files()]
    assert proc.stdout.splitlines() == [f"removed   {path}" for path in files]
    assert [p for p in data.rglob("*") if p.is_file()] == [other]
    assert (data / "icons" / "hicolor" / "48x48" / "apps").is_dir()
    again = run_cli(["install-desktop", "--uninstall"], data, tmp_path)
    assert again.stdout.splitlines() == [f"absent    {path}" for path in files]


def test_a_data_directory_that_cannot_be_written_is_reported(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "applications").write_text("a file where the directory belongs")
    proc = run_cli(["install-desktop"], data, tmp_path)
    assert proc.returncode == 1
    assert proc.stderr.startswith("error: ") and "applications" in proc.stderr
    assert (data / "applications").read_text() == "a file where the directory belongs"


def test_other_systems_are_told_it_is_a_freedesktop_feature(monkeypatch, capsys):
    monkeypatch.setattr(sys, "platform", "darwin")
    assert cli.main(["install-desktop"]) == 2
    assert "freedesktop.org" in capsys.readouterr().err


def test_the_launch_command_is_the_installed_script_the_bundle_or_python_m(tmp_path, monkeypatch):
    script = tmp_path / "venv bin" / "tarot-table"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    link = tmp_path / "tarot-table"
    link.symlink_to(script)
    py = "/home/u/.venv/bin/python"
    assert desktop.launch_command(str(script), py, False) == [str(script)]
    assert desktop.launch_command(str(link), py, False) == [str(link)]  # symlink kept
    monkeypatch.chdir(script.parent)
    assert desktop.launch_command("./tarot-table", py, False) == [str(script)]
    script.chmod(0o644)
    assert desktop.launch_command(str(script), py, False) == [py, "-m", "tarot_table"]
    assert desktop.launch_command("/x/tarot_table/__main__.py", py, False) == \
        [py, "-m", "tarot_table"]
    assert desktop.launch_command("/opt/tt/tarot-table", "/opt/tt/tarot-table", True) == \
        ["/opt/tt/tarot-table"]


def test_the_installed_console_script_puts_itself_in_the_entry(tmp_path):
    script = Path(sys.executable).parent / "tarot-table"
    if not script.is_file():
        pytest.skip("the tarot-table script is not installed beside this Python")
    proc = subprocess.run([str(script), "install-desktop"], capture_output=True, text=True,
                          env=os.environ | {"XDG_DATA_HOME": str(tmp_path)}, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert entry_keys(tmp_path / ENTRY)["Exec"] == str(script)


@pytest.mark.parametrize("command, value", [
    (["/usr/bin/tarot-table"], "/usr/bin/tarot-table"),
    (["/opt/my games/tt", "-m", "x"], '"/opt/my games/tt" -m x'),
    (["/a$b/100%/tt"], '"/a\\\\$b/100%%/tt"'),
    (['/q"uote/back\\slash'], '"/q\\\\"uote/back\\\\\\\\slash"'),
    (["/x/it's", ""], '"/x/it\'s" ""'),
])
def test_exec_quotes_reserved_characters_as_the_spec_says(command, value):
    assert desktop.exec_value(command) == value


@pytest.mark.parametrize("command", [[], ["/bad\nname"], ["/tab\there"]])
def test_exec_refuses_what_an_entry_cannot_hold(command):
    with pytest.raises(ValueError):
        desktop.exec_value(command)


# --------------------------------------------------------------------------- the metainfo

def metainfo() -> ET.Element:
    return ET.parse(ROOT / "packaging" / f"{desktop.APP_ID}.metainfo.xml").getroot()


def test_metainfo_names_the_entry_the_icon_and_the_command():
    root = metainfo()
    assert root.findtext("id") == desktop.APP_ID
    assert root.findtext("launchable") == f"{desktop.APP_ID}.desktop"
    assert root.findtext("icon") == desktop.APP_ID
    assert root.findtext("provides/binary") == desktop.COMMAND
    assert entry_keys(ROOT / "packaging" / f"{desktop.APP_ID}.desktop")["Icon"] == desktop.APP_ID


def test_metainfo_describes_the_five_games():
    items = [" ".join("".join(li.itertext()).split()) for li in metainfo().iter("li")]
    games = ("Tarok", "Tarocchi", "Taruno", "Arcanoid", "Tarot Combat")
    assert [item.split(",")[0] for item in items] == list(games)
    assert metainfo().findtext("summary").startswith("Five card games")


def test_metainfo_releases_the_version_of_pyproject():
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    releases = metainfo().findall("releases/release")
    assert releases[0].get("version") == version
    assert releases[0].findtext("description/p").strip()


def test_each_screenshot_url_names_a_picture_in_docs_of_the_stated_size():
    base = "https://raw.githubusercontent.com/tarot-table/tarot-table/main/"
    images = metainfo().findall("screenshots/screenshot/image")
    assert len(images) >= 5
    for image in images:
        assert image.text.startswith(base + "docs/"), image.text
        picture = ROOT / image.text.removeprefix(base)
        assert png_size(picture) == (int(image.get("width")), int(image.get("height")))
    assert metainfo().find("screenshots/screenshot").get("type") == "default"


# --------------------------------------------------------------------------- the validators

def test_desktop_file_validate_passes_the_shipped_and_an_installed_entry(tmp_path):
    validate = tool("desktop-file-validate")
    desktop.install(tmp_path, ["/opt/my games/$HOME/tt", "--flag"])
    for entry in (ROOT / "packaging" / f"{desktop.APP_ID}.desktop", tmp_path / ENTRY):
        proc = subprocess.run([validate, str(entry)], capture_output=True, text=True)
        assert proc.returncode == 0 and proc.stdout == "", proc.stdout + proc.stderr


def test_appstreamcli_validate_pedantic_has_nothing_to_say(tmp_path):
    appstreamcli = tool("appstreamcli")
    proc = subprocess.run([appstreamcli, "validate", "--pedantic", "--no-net",
                           str(ROOT / "packaging" / f"{desktop.APP_ID}.metainfo.xml")],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout
    assert proc.stdout.strip().splitlines() == ["✔ Validation was successful."]


def test_appstreamcli_finds_entry_and_metainfo_together_in_the_installed_tree(tmp_path):
    appstreamcli = tool("appstreamcli")
    share = tmp_path / "usr" / "share"
    desktop.install(share, ["/usr/bin/tarot-table"])
    proc = subprocess.run([appstreamcli, "validate-tree", "--pedantic", "--no-net", str(tmp_path)],
                          capture_output=True, text=True)
    assert proc.returncode == 0 and "desktop-file-not-found" not in proc.stdout, proc.stdout
    (share / ENTRY).unlink()  # the same check sees a missing entry
    proc = subprocess.run([appstreamcli, "validate-tree", "--pedantic", "--no-net", str(tmp_path)],
                          capture_output=True, text=True)
    assert "desktop-file-not-found" in proc.stdout


# --------------------------------------------------------------------------- GLib's lookup

LOOKUP = """
import json, sys, gi
gi.require_version("Gio", "2.0")
from gi.repository import Gio
app_id = sys.argv[1]
found = [a for a in Gio.AppInfo.get_all() if a.get_id() == app_id]
info = Gio.DesktopAppInfo.new(app_id)
print(json.dumps({"listed": len(found), "file": info.get_filename(), "shown": info.should_show(),
                  "icon": info.get_icon().to_string(), "categories": info.get_categories(),
                  "launched": info.launch([], None)}))
"""


def python_with_gi() -> str:
    """A Python that imports GLib's introspection (python3-gi): this one, or the system's."""
    for python in dict.fromkeys([sys.executable, shutil.which("python3"), "/usr/bin/python3"]):
        if python and subprocess.run([python, "-c", "import gi; gi.require_version('Gio', '2.0')"],
                                     capture_output=True).returncode == 0:
            return python
    pytest.skip("no Python with PyGObject (Debian: python3-gi)")


def test_glib_finds_the_entry_in_the_menu_and_launches_its_command(tmp_path):
    """GLib's GDesktopAppInfo (what GNOME Shell's menu, gio and gtk-launch use) lists the entry
    from $XDG_DATA_HOME by its id, shows it, and its launch runs our Exec line with a path that
    needed quoting."""
    python = python_with_gi()
    marker = tmp_path / "launched"
    script = tmp_path / "my $games (1)" / "tarot-table"
    script.parent.mkdir()
    script.write_text(f'#!/bin/sh\nprintf "%s|" "$@" > "{marker}"\n')
    script.chmod(0o755)
    data = tmp_path / "data"
    desktop.install(data, [str(script), "--from-menu", "100%"])
    env = {"HOME": str(tmp_path), "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
           "XDG_DATA_HOME": str(data), "XDG_DATA_DIRS": str(tmp_path / "no-system-entries")}
    proc = subprocess.run([python, "-c", LOOKUP, f"{desktop.APP_ID}.desktop"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    found = json.loads(proc.stdout)
    assert found == {"listed": 1, "file": str(data / ENTRY), "shown": True,
                     "icon": desktop.APP_ID, "categories": "Game;CardGame;", "launched": True}
    for _ in range(600):  # the launched process runs on its own; wait for it (at most a minute)
        if marker.exists() and marker.read_text():
            break
        time.sleep(0.1)
    assert marker.read_text() == "--from-menu|100%|"


def test_glib_hides_the_entry_once_its_command_is_gone(tmp_path):
    python = python_with_gi()
    data = tmp_path / "data"
    desktop.install(data, [str(tmp_path / "deleted-venv" / "bin" / "tarot-table")])
    env = {"HOME": str(tmp_path), "XDG_DATA_HOME": str(data),
           "XDG_DATA_DIRS": str(tmp_path / "no-system-entries")}
    listed = ("import gi; gi.require_version('Gio', '2.0'); from gi.repository import Gio; "
              "print([a.get_id() for a in Gio.AppInfo.get_all()])")
    proc = subprocess.run([python, "-c", listed], env=env, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
    assert (data / ENTRY).is_file()


def test_desktop_needs_no_pygame():
    """What desktop.py imports, by name (relative imports with their dots); the contracts of
    pyproject.toml forbid it pygame too."""
    import ast
    names: set[str] = set()
    tree = ast.parse((ROOT / "tarot_table" / "desktop.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.add("." * node.level + (node.module or ""))
    assert names - {"__future__", "os", "re", "sys", "tempfile", "dataclasses", "pathlib",
                    "typing", "platformdirs", ".resources"} == set()
