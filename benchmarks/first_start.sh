#!/usr/bin/env bash
# The first start of a fresh clone of this checkout's HEAD, as the README promises it:
#
#   benchmarks/first_start.sh [--busy] [--test]     # from a checkout; needs Xvfb and xdotool
#
# Prints the seconds from `make play` to the table's window (under Xvfb, found with
# `xdotool search --onlyvisible --classname tarot-table`; pip's part: until make starts the
# table), and with a quiet machine also until the
# rules are compiled behind it and from a second `make play` to its window (which then runs
# the compiled modules: counted in its memory map). With --test, `make test`'s seconds on
# another fresh clone. --busy keeps both cores busy meanwhile with two loops of AI-only games
# (this checkout's .venv/bin/tarot-table sim). Each figure comes with the load average (1 min)
# at its start and end: other people's jobs count too.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
busy=0 test=0
for arg in "$@"; do
    case $arg in
        --busy) busy=1 ;;
        --test) test=1 ;;
        *) echo "usage: $0 [--busy] [--test]" >&2; exit 2 ;;
    esac
done
work=$(mktemp -d)
load() { cut -d' ' -f1 /proc/loadavg; }
now() { date +%s.%N; }
since() { python3 -c "print(f'{$(now) - $1:.0f}')"; }
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

if [ "$busy" = 1 ]; then
    [ -x "$root/.venv/bin/tarot-table" ] || { echo "run make in $root first" >&2; exit 1; }
    for _ in 1 2; do
        setsid bash -c "while true; do '$root/.venv/bin/tarot-table' sim --game tarok --players 4 \
            --seats random,random,random,random --games 200 --seed 1 >/dev/null; done" &
        pids+=($!)
    done
    sleep 5
fi
export SDL_AUDIODRIVER=dummy TAROT_TABLE_DATA_DIR=$work/data TAROT_TABLE_CONFIG_DIR=$work/config
display=:$((500 + RANDOM % 400))
setsid Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
pids+=($!)
export DISPLAY=$display
sleep 1

# Start `make play` in the fresh clone; wait for its window; print the time; sets $make.
play() {
    local label=$1 start from installed=""
    start=$(now) from=$(load)
    setsid make -C "$work/clone" play >"$work/$label.log" 2>&1 &
    make=$!
    pids+=($make)
    until [ -n "$(xdotool search --onlyvisible --classname tarot-table 2>/dev/null)" ]; do
        kill -0 "$make" 2>/dev/null || { cat "$work/$label.log"; exit 1; }
        if [ -z "$installed" ] && grep -q "bin/tarot-table;" "$work/$label.log"; then
            installed=$(since "$start")
        fi
        sleep 0.25
    done
    echo "$label: the window after $(since "$start") s, pip's part ${installed:-0} s" \
        "(load $from → $(load))"
}
table() {        # the table's process
    pgrep -f "^$work/clone/.venv/bin/python .venv/bin/tarot-table"
}
compiled_in() {   # the compiled modules of tarot_table that process $1 has loaded
    grep -o 'tarot_table/.*\.so$' "/proc/$1/maps" | sort -u | wc -l
}

git clone -q "$root" "$work/clone"
play "make play, fresh clone"
app=$(table)
if [ "$busy" = 0 ]; then
    start=$(now) from=$(load)
    until grep -q "in place\|not compiled" "$work/make play, fresh clone.log"; do sleep 1; done
    echo "  the rules compiled behind it $(since "$start") s later (load $from → $(load));" \
        "the table loaded $(compiled_in "$app") compiled modules"
    kill "$app"; wait "$make" || true
    play "make play again"
    app=$(table)
    sleep 5
    echo "  it runs $(compiled_in "$app") compiled modules"
fi
kill "$app"; kill -- "-$make" 2>/dev/null || true; wait "$make" || true

if [ "$test" = 1 ]; then
    git clone -q "$root" "$work/test-clone"
    start=$(now) from=$(load)
    result=passed
    make -C "$work/test-clone" test >"$work/test.log" 2>&1 || result=FAILED
    echo "make test, fresh clone: $result in $(since "$start") s (load $from → $(load))"
    grep -E "passed|failed|ran on|compiled:" "$work/test.log" | sed 's/^/  /'
fi
