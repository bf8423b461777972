#!/usr/bin/env bash
# Build the desktop bundle for Linux and check the built archive.
#
#   packaging/build-bundle.sh    # after `make test` or `make play` (it uses .venv), or PYTHON=...
#
# 1. hatch_build.py compiles the rules where a source changed (nothing, after `make test`): the
#    bundle takes the compiled modules, never older ones (without a C compiler, the source).
# 2. PyInstaller builds the one-folder bundle dist/tarot-table/ (Python and every library inside).
# 3. It is packed with packaging/install.sh as dist/tarot-table-<version>-linux-<arch>.tar.gz.
#    (Not an AppImage: appimagetool and the AppImage runtime are in none of the package
#    registries this project builds from, and every AppImage builder downloads the runtime.)
# 4. packaging/smoke-test-bundle.sh installs that archive into a temporary home with Python
#    hidden, plays at the real table, and uninstalls.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
python=${PYTHON:-$root/.venv/bin/python}
cd "$here"
"$python" "$root/hatch_build.py"
"$python" -m pip install --quiet pyinstaller
"$python" -m PyInstaller --noconfirm --log-level WARN --distpath "$root/dist" \
    --workpath "$root/build" tarot-table.spec
version=$("$python" -c 'import importlib.metadata as m; print(m.version("tarot-table"))')
name=tarot-table-$version-linux-$(uname -m)
stage=$root/build/$name
rm -rf "$stage" && mkdir -p "$stage"
cp -R "$root/dist/tarot-table" "$stage/tarot-table"
cp install.sh "$stage/install.sh"
tar -C "$root/build" -czf "$root/dist/$name.tar.gz" "$name"
echo "built $root/dist/$name.tar.gz ($(du -k "$root/dist/$name.tar.gz" | cut -f1) KiB," \
    "unpacked $(du -sk "$stage" | cut -f1) KiB)"
"$here/smoke-test-bundle.sh" "$root/dist/$name.tar.gz"
