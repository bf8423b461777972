"""Put Tarot Table into the desktop's application menu: ``tarot-table install-desktop``.

It writes, under the user's data directory (``$XDG_DATA_HOME``, by default ``~/.local/share``,
as ``platformdirs.user_data_path()`` finds it), the files that the freedesktop.org
specifications look for::

    applications/io.github.tarot_table.desktop           the menu entry (Desktop Entry spec)
    icons/hicolor/<N>x<N>/apps/io.github.tarot_table.png  N in ICON_SIZES (Icon Theme spec)
    icons/hicolor/scalable/apps/io.github.tarot_table.svg
    metainfo/io.github.tarot_table.metainfo.xml          for software centres (AppStream)

The sources are ``packaging/`` (entry, metainfo, PNGs made by ``packaging/make_card_art.py``)
and ``assets/icon.svg``. The entry's ``Exec=`` is the command that is running (see
:func:`launch_command`) and its ``TryExec=`` that command's program, so a deleted virtual
environment hides the entry instead of leaving a launcher that fails.

Installing twice writes nothing the second time; ``--uninstall`` removes exactly these files and
leaves the directories. Stdlib and platformdirs only: no pygame.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import platformdirs

from .resources import asset_path, packaging_path

APP_ID = "io.github.tarot_table"
COMMAND = "tarot-table"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
DESKTOP_ENTRY = f"applications/{APP_ID}.desktop"
METAINFO = f"metainfo/{APP_ID}.metainfo.xml"
ICON_THEME = "icons/hicolor"

# Desktop Entry spec, "The Exec key": an argument holding one of these must be quoted.
_RESERVED = frozenset(" \t\n\"'\\><~|&;$*?#`()")


@dataclass(frozen=True)
class Change:
    """One file touched: ``action`` is ``"wrote"``, ``"unchanged"``, ``"removed"`` or
    ``"absent"`` (nothing to remove)."""

    action: str
    path: Path

    def __str__(self) -> str:
        return f"{self.action:<9} {self.path}"


def data_home() -> Path:
    """The user's XDG data directory: ``$XDG_DATA_HOME`` when set to an absolute path, else
    ``~/.local/share`` (platformdirs follows the XDG Base Directory spec on Linux and BSD)."""
    return platformdirs.user_data_path()


def launch_command(argv0: str | None = None, executable: str | None = None,
                   frozen: bool | None = None) -> list[str]:
    """The command the menu entry runs, as an argument list; the defaults are this process's.

    - A frozen bundle (PyInstaller): its own executable, ``[executable]``.
    - Started through the installed ``tarot-table`` script (pip, pipx, a venv's ``bin/``): that
      script's absolute path, symlinks kept, so ``~/.local/bin/tarot-table`` stays what pipx
      points it at and a venv rebuilt in place still answers.
    - Otherwise (``python -m tarot_table``): ``[executable, "-m", "tarot_table"]`` with the
      interpreter's path as it was started (a venv's ``bin/python``, not the base Python it
      links to, which could not import the package).
    """
    argv0 = sys.argv[0] if argv0 is None else argv0
    executable = sys.executable if executable is None else executable
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    if frozen:
        return [executable]
    script = Path(os.path.abspath(argv0))
    if script.name == COMMAND and script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [executable, "-m", "tarot_table"]


def _check_text(arg: str) -> None:
    if any(ord(c) < 0x20 or c == "\x7f" for c in arg):
        raise ValueError(f"a desktop entry cannot hold control characters: {arg!r}")


def exec_value(command: Sequence[str]) -> str:
    """The ``Exec=`` value that runs ``command`` (an argument list), as written in the file.

    Desktop Entry spec: an argument with a reserved character is double-quoted, with ``"``, a
    backtick, ``$`` and ``\\`` backslash-escaped inside the quotes; ``%`` is doubled; then the
    value's backslashes are doubled again by the escape rule of the string type.
    Raises ``ValueError`` for an empty command or an argument with a control character.
    """
    if not command:
        raise ValueError("empty command")
    quoted = []
    for arg in command:
        _check_text(arg)
        arg = arg.replace("%", "%%")
        if not arg or any(c in _RESERVED for c in arg):
            arg = '"' + re.sub(r'([`"$\\])', r"\\\1", arg) + '"'
        quoted.append(arg)
    return " ".join(quoted).replace("\\", "\\\\")


def desktop_entry(command: Sequence[str]) -> str:
    """The shipped entry (``packaging/io.github.tarot_table.desktop``) with ``Exec=`` running
    ``command`` and ``TryExec=`` naming its program."""
    exec_line = "Exec=" + exec_value(command)
    lines = []
    for line in packaging_path(f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            lines.append("TryExec=" + command[0].replace("\\", "\\\\"))
            line = exec_line
        lines.append(line)
    return "\n".join(lines) + "\n"


def _icons() -> dict[str, Path]:
    icons = {f"{ICON_THEME}/{n}x{n}/apps/{APP_ID}.png": packaging_path("icons", f"{n}.png")
             for n in ICON_SIZES}
    icons[f"{ICON_THEME}/scalable/apps/{APP_ID}.svg"] = asset_path("icon.svg")
    return icons


def installed_files() -> list[str]:
    """Every file ``install`` writes, relative to the data directory."""
    return [DESKTOP_ENTRY, METAINFO, *_icons()]


def _write(path: Path, content: bytes) -> Change:
    if path.is_file() and path.read_bytes() == content:
        return Change("unchanged", path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(content)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
    return Change("wrote", path)


def install(home: Path | None = None, command: Sequence[str] | None = None) -> list[Change]:
    """Write the entry, the icons and the metainfo under ``home`` (default :func:`data_home`)
    for ``command`` (default :func:`launch_command`); returns one :class:`Change` per file.

    Each file is replaced atomically, and only when its bytes differ. When an icon changed the
    hicolor directory's time is touched, so a stale icon-theme cache there is not trusted.
    Raises ``OSError`` when a file cannot be written, ``ValueError`` for a command that a
    desktop entry cannot hold.
    """
    home = data_home() if home is None else home
    command = launch_command() if command is None else list(command)
    contents = {DESKTOP_ENTRY: desktop_entry(command).encode("utf-8"),
                METAINFO: packaging_path(f"{APP_ID}.metainfo.xml").read_bytes()}
    icons = {rel: source.read_bytes() for rel, source in _icons().items()}
    changes = [_write(home / rel, content) for rel, content in (contents | icons).items()]
    if any(c.action == "wrote" for c in changes[len(contents):]):
        os.utime(home / ICON_THEME)
    return changes


def uninstall(home: Path | None = None) -> list[Change]:
    """Remove what :func:`install` writes under ``home`` (default :func:`data_home`); returns
    one :class:`Change` per file, ``"absent"`` for those already gone. Raises ``OSError`` when
    a file cannot be removed."""
    home = data_home() if home is None else home
    changes = []
    for rel in installed_files():
        path = home / rel
        try:
            path.unlink()
        except FileNotFoundError:
            changes.append(Change("absent", path))
        else:
            changes.append(Change("removed", path))
    return changes
