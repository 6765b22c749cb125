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
#     object is killed, not only the child);
#   - `run --backend d3d9` (and `d3d9:ref`) on a shard of the execute cases of suite 2.2.0:
#     the Windows build's native Direct3D 9 backend, whose worker (embedded in the exe)
#     drives Wine's d3d9 here (on Xvfb and Mesa's softpipe, as the wine-d3d9 backend
#     does); every case must be answered and the JSON report and the certificate must
#     record the device (adapter, driver version, OS build).
# Needs rustup's x86_64-pc-windows-gnu target, x86_64-w64-mingw32-gcc, wine and, without
# a DISPLAY, Xvfb (setup.sh installs the last three). Uses the Wine prefix of the wine
# backend (SHADERCTS_WINEPREFIX, or wineprefix under $XDG_CACHE_HOME/shadercts or
# ~/.cache/shadercts), created with wineboot as setup.sh does if it is not there yet, and
# for d3d9 the one of the wine-d3d9 backend (SHADERCTS_WINE_D3D9_PREFIX, or
# wineprefix-d3d9 there), with wined3d's csmt off as that backend sets it.
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
xvfb_pid=""
cleanup() {
    [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
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

# --backend d3d9: the native Direct3D 9 backend of the Windows build; under Wine its worker
# drives wined3d. A display: DISPLAY, else an Xvfb on the first free number from 90 on.
d3d9_start=$(date +%s)
D3D9_PREFIX="${SHADERCTS_WINE_D3D9_PREFIX:-$CACHE/wineprefix-d3d9}"
display="${DISPLAY:-}"
if [ -z "$display" ]; then
    command -v Xvfb >/dev/null 2>&1 || fail "DISPLAY is not set and Xvfb is not installed (run scripts/setup.sh)"
    for n in $(seq 90 189); do
        { [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; } && continue
        Xvfb ":$n" -screen 0 640x480x24 -nolisten tcp </dev/null >/dev/null 2>&1 &
        xvfb_pid=$!
        for _ in $(seq 150); do
            [ -S "/tmp/.X11-unix/X$n" ] && [ "$(tr -d ' \n' <"/tmp/.X$n-lock" 2>/dev/null)" = "$xvfb_pid" ] && break
            kill -0 "$xvfb_pid" 2>/dev/null || break
            sleep 0.1
        done
        if [ "$(tr -d ' \n' <"/tmp/.X$n-lock" 2>/dev/null)" = "$xvfb_pid" ]; then
            display=":$n"
            break
        fi
        # Lost the number to another X server: the next one.
        kill "$xvfb_pid" 2>/dev/null || true
        xvfb_pid=""
    done
    [ -n "$display" ] || fail "could not start Xvfb on :90-:189"
fi
# The prefix as the wine-d3d9 backend makes it (the same marker files, so either reuses it).
d3d9_wine() {
    WINEPREFIX="$D3D9_PREFIX" DISPLAY="$display" GALLIUM_DRIVER="${GALLIUM_DRIVER:-softpipe}" \
        MESA_SHADER_CACHE_DISABLE=true "$WINE" "$@"
}
if [ ! -f "$D3D9_PREFIX/.shadercts-prefix-ready" ]; then
    echo "windows-smoke: initialising the Wine prefix $D3D9_PREFIX" >&2
    mkdir -p "$(dirname "$D3D9_PREFIX")"
    d3d9_wine wineboot -i </dev/null >/dev/null 2>&1
    echo "initialised by shadercts (wineboot -i)" >"$D3D9_PREFIX/.shadercts-prefix-ready"
fi
if [ ! -f "$D3D9_PREFIX/.shadercts-d3d9-csmt-off" ]; then
    d3d9_wine reg add 'HKCU\Software\Wine\Direct3D' /v csmt /t REG_DWORD /d 0 /f </dev/null >/dev/null 2>&1 \
        || fail "wine reg add ...Direct3D /v csmt failed in $D3D9_PREFIX"
    printf 'HKCU\\Software\\Wine\\Direct3D csmt=0 set by shadercts\n' >"$D3D9_PREFIX/.shadercts-d3d9-csmt-off"
fi

# Every selected case answered (not necessarily passed: Wine is not the native oracle),
# exit 0 or 1, and the device in the JSON report and the certificate.
check_d3d9() {
    local what="$1" type="$2"
    [ "$rc" -le 1 ] || { cat "$work/out"; fail "$what exited with $rc"; }
    grep -Eq '^answered: ([1-9][0-9]*) of \1 ' "$work/out" || { cat "$work/out"; fail "$what left cases unanswered"; }
    local json="$work/d3d9-$type.json" cert="$work/d3d9-$type.md"
    grep -q '"device": {' "$json" || fail "$what: the JSON report records no device"
    for field in '"adapter": "[^"]+"' '"driver_version": "[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+"' \
        '"os": "Windows [0-9]+\.[0-9]+\.[0-9]+"' '"vendor_id": [0-9]+' "\"device_type\": \"$type\""; do
        grep -Eq "$field" "$json" || { grep -A14 '"device": {' "$json"; fail "$what: the JSON report's device has no $field"; }
    done
    # Every case answered: a verdict, so a certificate.
    [ -f "$cert" ] || { cat "$work/out"; fail "$what wrote no certificate"; }
    grep -Eq '^\| Device \| .*driver .* [0-9]+\.[0-9]+\.[0-9]+\.[0-9]+; .*Windows [0-9.]+' "$cert" \
        || { cat "$cert"; fail "$what: the certificate's Device row lacks the driver version or OS build"; }
    grep -E '^[0-9]+ cases:' "$work/out" | sed "s/^/windows-smoke: $what: /"
    echo "windows-smoke: $what: device $(grep -E '"(adapter|driver_version|os)"' "$json" | sed -E 's/^ +//; s/,$//' | tr '\n' ' ')"
}

rc=0
d3d9_wine "$work/shadercts.exe" run --suite "$ROOT/suites/2.2.0" --backend d3d9 --filter-kind execute \
    --shard 1/60 --report "json:$work/d3d9-hal.json" --report "cert:$work/d3d9-hal.md" \
    </dev/null >"$work/out" 2>&1 || rc=$?
check_d3d9 "run --backend d3d9" hal
rc=0
d3d9_wine "$work/shadercts.exe" run --suite "$ROOT/suites/2.2.0" --backend d3d9:ref --filter-kind execute \
    --shard 1/400 --report "json:$work/d3d9-ref.json" --report "cert:$work/d3d9-ref.md" \
    </dev/null >"$work/out" 2>&1 || rc=$?
check_d3d9 "run --backend d3d9:ref" ref
echo "windows-smoke: d3d9 took $(($(date +%s) - d3d9_start)) s"

echo "windows-smoke: PASS (build $((built - start)) s, Wine runs $(($(date +%s) - built)) s)"
