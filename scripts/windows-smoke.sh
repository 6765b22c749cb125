#!/usr/bin/env bash
# Windows smoke test (README "Windows"): cross-builds shadercts.exe for x86_64-pc-windows-gnu
# and runs it under Wine:
#   - `validate` on a valid shader (exit 0) and on an invalid one (exit 1);
#   - `run --backend reference` on a few cases of the published suite 2.0.0 (a shard of
#     it: published suites never change), which must answer every case and PASS, with a
#     JSON report written;
#   - `run --backend 'cmd:shadercts.exe validate {input}'`: the exe as a process backend
#     of itself (child processes, job objects, temporary case folders), which must PASS;
#   - a `cmd:` backend that hangs (`cmd /c ping`, which starts ping.exe as a grandchild)
#     with --timeout 1: the case times out and no ping.exe is left over (the child's job
#     object is killed, not only the child).
# Needs rustup's x86_64-pc-windows-gnu target, x86_64-w64-mingw32-gcc and wine (setup.sh
# installs the last two). Uses the Wine prefix of the wine backend (SHADERCTS_WINEPREFIX,
# or wineprefix under $XDG_CACHE_HOME/shadercts or ~/.cache/shadercts), created with
# wineboot as setup.sh does if it is not there yet.
#
# SHADERCTS_SMOKE_PROFILE: the cargo profile of the exe (default release).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
TARGET=x86_64-pc-windows-gnu
PROFILE="${SHADERCTS_SMOKE_PROFILE:-release}"
SUITE="$ROOT/suites/2.0.0"
start=$(date +%s)

fail() {
    echo "windows-smoke: FAIL: $*" >&2
    exit 1
}

if command -v rustup >/dev/null 2>&1; then
    rustup target list --installed | grep -qx "$TARGET" || rustup target add "$TARGET"
fi
command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || fail "x86_64-w64-mingw32-gcc is not installed (run scripts/setup.sh)"
WINE="$(command -v wine64 || command -v wine)" || fail "wine is not installed (run scripts/setup.sh)"

cargo build --profile "$PROFILE" --target "$TARGET" -p shadercts
dir="$PROFILE"
[ "$PROFILE" = dev ] && dir=debug
EXE="${CARGO_TARGET_DIR:-$ROOT/target}/$TARGET/$dir/shadercts.exe"
[ -f "$EXE" ] || fail "the build left no $EXE"
built=$(date +%s)
echo "windows-smoke: cross build ($PROFILE) took $((built - start)) s"

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/shadercts"
export WINEPREFIX="${SHADERCTS_WINEPREFIX:-$CACHE/wineprefix}"
export WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
if [ ! -f "$WINEPREFIX/.shadercts-prefix-ready" ]; then
    echo "windows-smoke: initialising the Wine prefix $WINEPREFIX" >&2
    mkdir -p "$(dirname "$WINEPREFIX")"
    # Output to /dev/null: wineboot leaves wineserver running, holding it open.
    "$WINE" wineboot -i </dev/null >/dev/null 2>&1
    echo "initialised by shadercts (wineboot -i)" >"$WINEPREFIX/.shadercts-prefix-ready"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$EXE" "$work/shadercts.exe"

# Runs the exe under Wine with the arguments given; its output goes to $work/out (a file,
# never a pipe: wineserver may outlive the command and hold a pipe open). Sets rc.
wine_run() {
    rc=0
    "$WINE" "$work/shadercts.exe" "$@" </dev/null >"$work/out" 2>&1 || rc=$?
}

wine_run --version
if [ "$rc" -ne 0 ]; then
    # Wine 8.0 has no bcryptprimitives.dll, which Rust's std imports (ProcessPrng):
    # the loader refuses the exe. A stand-in beside the exe (tools/wine-bcryptprimitives).
    echo "windows-smoke: the exe does not start under Wine (exit $rc); adding the bcryptprimitives.dll stand-in" >&2
    x86_64-w64-mingw32-gcc -O2 -shared -o "$work/bcryptprimitives.dll" \
        tools/wine-bcryptprimitives/bcryptprimitives.c -lbcrypt
    wine_run --version
    [ "$rc" -eq 0 ] || { cat "$work/out"; fail "shadercts.exe --version exited with $rc"; }
fi
echo "windows-smoke: $(tr -d '\r' <"$work/out")"

printf 'vs_2_0\ndcl_position v0\nmov oPos, v0\n' >"$work/ok.asm"
printf 'vs_2_0\nmov oPos, r99\n' >"$work/bad.asm"
wine_run validate "$work/ok.asm"
[ "$rc" -eq 0 ] || { cat "$work/out"; fail "validate of a valid shader exited with $rc, not 0"; }
wine_run validate "$work/bad.asm"
[ "$rc" -eq 1 ] || { cat "$work/out"; fail "validate of an invalid shader exited with $rc, not 1"; }
grep -q 'reg.index-range' "$work/out" || { cat "$work/out"; fail "validate did not name reg.index-range"; }
echo "windows-smoke: validate: exit 0 for a valid shader, 1 for an invalid one"

# The whole selection must be answered and pass: "answered: N of N" and "result: PASS".
check_pass() {
    local what="$1"
    [ "$rc" -eq 0 ] || { cat "$work/out"; fail "$what exited with $rc"; }
    grep -q '^result: PASS' "$work/out" || { cat "$work/out"; fail "$what did not PASS"; }
    grep -Eq '^answered: ([0-9]+) of \1 ' "$work/out" || { cat "$work/out"; fail "$what left cases unanswered"; }
    grep -E '^[0-9]+ cases:' "$work/out" | sed "s/^/windows-smoke: $what: /"
}

wine_run run --suite "$SUITE" --backend reference --shard 1/1000 --report "json:$work/report.json"
check_pass "run --backend reference"
[ -s "$work/report.json" ] || fail "run wrote no JSON report"

# Forward slashes: the template is split into words like a POSIX shell, eating backslashes.
win_exe="$("$WINE" winepath -w "$work/shadercts.exe" 2>/dev/null | tr -d '\r' | tr '\\' '/')"
wine_run run --suite "$SUITE" --backend "cmd:$win_exe validate {input}" --filter-kind validate --shard 1/2000
check_pass "run --backend cmd:shadercts.exe"

# A hanging backend whose own child hangs too: killed at the timeout, grandchild included.
# (ping -n 61 waits about a minute, then ends by itself; -n 61 is this script's mark.)
wine_run run --suite "$SUITE" --backend 'cmd:cmd /c ping -n 61 127.0.0.1' --timeout 1 --jobs 1 \
    --filter-id 'ps.reg.no-uninit-read/valid/ps_2_0/code'
grep -q 'TIMEOUT ps.reg.no-uninit-read/valid/ps_2_0/code' "$work/out" || { cat "$work/out"; fail "the hanging backend did not time out"; }
sleep 1
left="$(pgrep -f 'ping(\.exe)? -n 61 127\.0\.0\.1' || true)"
[ -z "$left" ] || fail "the timed-out backend's child (ping, pid $left) was left running"
echo "windows-smoke: a hanging cmd: backend timed out after 1 s and left no process behind"

echo "windows-smoke: PASS (build $((built - start)) s, Wine runs $(($(date +%s) - built)) s)"
