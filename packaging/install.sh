#!/bin/sh
# Install Tarot Table from this unpacked archive for the current user; it needs no Python.
#
#   ./install.sh               the bundle into ~/.local/lib/tarot-table, the command
#                              ~/.local/bin/tarot-table, and the application-menu entry
#   ./install.sh --uninstall   remove all three
#
# PREFIX=/some/dir ./install.sh installs under that directory instead of ~/.local. Installing
# again replaces the bundle. The menu entry, icons and AppStream metadata are written by the
# bundle's own `tarot-table install-desktop` into $XDG_DATA_HOME (default ~/.local/share).
set -eu
prefix=${PREFIX:-$HOME/.local}
here=$(cd "$(dirname "$0")" && pwd)
lib=$prefix/lib/tarot-table
bin=$prefix/bin/tarot-table
case "${1:-}" in
    "")
        mkdir -p "$prefix/lib" "$prefix/bin"
        rm -rf "$lib.new"
        cp -R "$here/tarot-table" "$lib.new"
        rm -rf "$lib"
        mv "$lib.new" "$lib"
        ln -sfn "$lib/tarot-table" "$bin"
        echo "wrote     $lib"
        echo "wrote     $bin -> $lib/tarot-table"
        "$lib/tarot-table" install-desktop
        ;;
    --uninstall)
        if [ -x "$lib/tarot-table" ]; then
            "$lib/tarot-table" install-desktop --uninstall
        fi
        for path in "$lib" "$bin"; do
            if [ -e "$path" ] || [ -L "$path" ]; then
                rm -rf "$path"
                echo "removed   $path"
            else
                echo "absent    $path"
            fi
        done
        ;;
    *)
        echo "usage: $0 [--uninstall]" >&2
        exit 2
        ;;
esac
