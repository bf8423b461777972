#!/usr/bin/env bash
# Build the desktop bundle into dist/tarot-table/ with PyInstaller and check it starts:
# the bundle's own smoke test plays an AI-only game at the real table for a few seconds.
set -euo pipefail
cd "$(dirname "$0")"
python -m pip install --quiet pyinstaller
python -m PyInstaller --noconfirm --distpath ../dist --workpath ../build tarot-table.spec
SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy} ../dist/tarot-table/tarot-table --smoke-test --seconds 5
