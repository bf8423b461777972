#!/usr/bin/env bash
# Smoke test of the built archive, as a user without Python meets it:
#
#   packaging/smoke-test-bundle.sh dist/tarot-table-<version>-linux-<arch>.tar.gz
#
# In a temporary home it unpacks the archive, runs its install.sh, checks the menu entry runs the
# installed bundle (and passes desktop-file-validate when that is installed), plays an AI-only
# game at the real table (SDL's dummy video driver) through ~/.local/bin/tarot-table, and
# uninstalls. As root it runs the bundle in a private mount namespace (unshare) where every
# Python of this machine, its libpython and the project's .venv are hidden, so the bundle can
# only use what it carries. Exit status 0 when every step passed.
set -euo pipefail
archive=$(realpath "$1")
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every Python this machine would offer the bundle: the stdlib, site-packages, libpython and
# interpreter of each python3 on PATH, the system's and the project's venv, and their whole
# installation when it is not /usr or /usr/local (pyenv, a venv).
pythons() {
    type -ap python3
    echo /usr/bin/python3 /usr/local/bin/python3 "$root/.venv/bin/python"
}
where='
import glob, os, sys, sysconfig
paths = {sysconfig.get_paths()["stdlib"], sys.prefix, sys.base_prefix, os.path.realpath(sys.executable)}
paths.update(glob.glob(os.path.join(sys.base_prefix, "lib", "python3*")))
paths.update(glob.glob(os.path.join(sysconfig.get_config_var("LIBDIR") or "/nonexistent", "libpython3*")))
print(*sorted(paths - {"/", "/usr", "/usr/local"}), sep="\n")'
hidden=$(for py in $(pythons); do if [ -x "$py" ]; then "$py" -c "$where" || true; fi; done | sort -u)
hide_python='
for p in $HIDDEN; do
    if [ -L "$p" ] || [ ! -e "$p" ]; then continue; fi
    if [ -d "$p" ]; then mount -t tmpfs none "$p"; else mount --bind /dev/null "$p"; fi
done
for py in $PYTHONS; do
    if "$py" -c pass 2>/dev/null; then echo "$py still runs: Python is not hidden" >&2; exit 1; fi
done
exec "$@"'
if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
    isolation="with Python hidden (unshare)"
    run() { HIDDEN=$hidden PYTHONS=$(pythons) unshare -m bash -c "$hide_python" bash "$@"; }
else
    isolation="with Python NOT hidden (that needs root and unshare)"
    run() { "$@"; }
fi

export HOME=$work/home SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_STATE_HOME XDG_CACHE_HOME PREFIX
mkdir -p "$HOME"
tar -C "$work" -xzf "$archive"
unpacked=$(echo "$work"/tarot-table-*/)

run "$unpacked/install.sh"
entry=$HOME/.local/share/applications/io.github.tarot_table.desktop
grep -qx "Exec=$HOME/.local/lib/tarot-table/tarot-table" "$entry"
test -s "$HOME/.local/share/icons/hicolor/48x48/apps/io.github.tarot_table.png"
test -s "$HOME/.local/share/metainfo/io.github.tarot_table.metainfo.xml"
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$entry"; fi

start=$(date +%s%N)
run "$HOME/.local/bin/tarot-table" --smoke-test --seconds "${SMOKE_SECONDS:-15}"
echo "the smoke test took $(( ($(date +%s%N) - start) / 1000000 )) ms from the command"

run "$unpacked/install.sh" --uninstall
test ! -e "$entry"
test ! -e "$HOME/.local/lib/tarot-table"
test ! -L "$HOME/.local/bin/tarot-table"
echo "bundle smoke test passed: $(basename "$archive"), $isolation"
