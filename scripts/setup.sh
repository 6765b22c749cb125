#!/usr/bin/env bash
# Installs what shadercts needs beyond a Rust toolchain: Debian's MojoShader (the library the
# `mojoshader` backend and the comparison benchmarks load at run time) and Chromium (the
# test that opens the HTML report in a real headless browser), and Wine with the mingw-w64
# cross compiler for the `wine` backend (Wine's D3DAssemble): it also builds that backend's
# worker exe (tools/wine-worker) and initialises its Wine prefix; and Xvfb with Mesa's
# software drivers for the `wine-d3d9` backend (execute cases on Wine's Direct3D 9), whose
# worker exe (tools/wine-d3d9-worker) and prefix it prepares too. Idempotent; quick when
# everything is there.
#
# Another apt-get or dpkg holding the lock (a fresh machine's unattended upgrades, say) is
# waited for, not failed on: apt's own lock timeout, and a retry of the whole step while the
# lock is busy, for up to SHADERCTS_APT_WAIT seconds (default 900).
set -euo pipefail
APT_GET="${SHADERCTS_APT_GET:-apt-get}"
WAIT="${SHADERCTS_APT_WAIT:-900}"
RETRY="${SHADERCTS_APT_RETRY_SECONDS:-10}"
need=()
if [ -n "${SHADERCTS_SETUP_NEED:-}" ]; then
    # Tests name the packages to install instead of probing the machine.
    read -r -a need <<<"$SHADERCTS_SETUP_NEED"
else
    ldconfig -p 2>/dev/null | grep -q 'libmojoshader\.so' || need+=(libmojoshader0 libmojoshader-dev)
    command -v chromium >/dev/null 2>&1 || need+=(chromium)
    # Debian's wine64 package puts `wine` on PATH (the 64-bit loader); no 32-bit part.
    command -v wine64 >/dev/null 2>&1 || command -v wine >/dev/null 2>&1 || need+=(wine64)
    command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || need+=(gcc-mingw-w64-x86-64)
    # The `wine-d3d9` backend: a headless X server and Mesa's software OpenGL drivers.
    command -v Xvfb >/dev/null 2>&1 || need+=(xvfb)
    dpkg -s libgl1-mesa-dri >/dev/null 2>&1 || need+=(libgl1-mesa-dri)
fi
if [ "$(id -u)" -ne 0 ] && [ -z "${SHADERCTS_APT_GET:-}" ]; then SUDO=sudo; else SUDO=; fi
export DEBIAN_FRONTEND=noninteractive

# Runs apt-get with its arguments; while it fails because another process holds a dpkg or
# apt lock, waits and tries again, until WAIT seconds have passed.
apt_step() {
    local start log rc
    start=$(date +%s)
    log="$(mktemp)"
    while :; do
        rc=0
        $SUDO "$APT_GET" -o DPkg::Lock::Timeout="$WAIT" "$@" >"$log" 2>&1 || rc=$?
        if [ "$rc" -eq 0 ]; then
            rm -f "$log"
            return 0
        fi
        if grep -qiE 'could not get lock|unable to lock|is another process using it' "$log" &&
            [ $(($(date +%s) - start)) -lt "$WAIT" ]; then
            echo "setup: apt is busy (another package manager holds its lock); waiting ${RETRY}s" >&2
            sleep "$RETRY"
            continue
        fi
        cat "$log" >&2
        rm -f "$log"
        echo "setup: '$APT_GET $*' failed (exit $rc)" >&2
        return "$rc"
    done
}

if [ ${#need[@]} -gt 0 ]; then
    apt_step update -qq
    apt_step install -y -qq "${need[@]}"
fi
[ -n "${SHADERCTS_SETUP_NEED:-}" ] && exit 0

# The `wine` backend (crates/harness/src/backends/wine.rs) builds its worker and creates its
# prefix on first use; doing both here keeps that first run quick. The same places:
# $XDG_CACHE_HOME/shadercts (or ~/.cache/shadercts), the exe named by the first 16 hex
# digits of the sha256 of its source, the prefix SHADERCTS_WINEPREFIX or wineprefix there.
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/shadercts"
SRC="$ROOT/tools/wine-worker/wine-worker.c"
EXE="$CACHE/wine-worker-$(sha256sum "$SRC" | cut -c1-16).exe"
PREFIX="${SHADERCTS_WINEPREFIX:-$CACHE/wineprefix}"
WINE="$(command -v wine64 || command -v wine)"
mkdir -p "$CACHE"
if [ ! -f "$EXE" ]; then
    tmp="$(mktemp -d "$CACHE/.wine-worker-build-XXXXXX")"
    trap 'rm -rf "$tmp"' EXIT
    x86_64-w64-mingw32-gcc -O2 -o "$tmp/wine-worker.exe" "$SRC"
    mv "$tmp/wine-worker.exe" "$EXE"
fi
if [ ! -f "$PREFIX/.shadercts-prefix-ready" ]; then
    echo "setup: initialising the Wine prefix $PREFIX" >&2
    # stdout/stderr to /dev/null: wineboot leaves wineserver running, holding them open.
    WINEPREFIX="$PREFIX" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" \
        "$WINE" wineboot -i </dev/null >/dev/null 2>&1
    echo "initialised by shadercts (wineboot -i)" >"$PREFIX/.shadercts-prefix-ready"
fi

# The `wine-d3d9` backend (crates/harness/src/backends/wine_d3d9.rs): its worker exe, and a
# prefix of its own with wined3d's command-stream thread off (csmt = 0; on 2 cores the
# default is ~100x slower). The prefix is initialised on a throw-away Xvfb display, so that
# the desktop process wineboot starts does not hold a missing display.
SRC3D="$ROOT/tools/wine-d3d9-worker/wine-d3d9-worker.c"
EXE3D="$CACHE/wine-d3d9-worker-$(sha256sum "$SRC3D" | cut -c1-16).exe"
PREFIX3D="${SHADERCTS_WINE_D3D9_PREFIX:-$CACHE/wineprefix-d3d9}"
if [ ! -f "$EXE3D" ]; then
    tmp3d="$(mktemp -d "$CACHE/.wine-worker-build-XXXXXX")"
    x86_64-w64-mingw32-gcc -O2 -o "$tmp3d/wine-d3d9-worker.exe" "$SRC3D" -ld3d9 -lgdi32 -luser32
    mv "$tmp3d/wine-d3d9-worker.exe" "$EXE3D"
    rm -rf "$tmp3d"
fi
if [ ! -f "$PREFIX3D/.shadercts-d3d9-csmt-off" ]; then
    echo "setup: initialising the Wine prefix $PREFIX3D (Direct3D 9, csmt off)" >&2
    # `reg add` right after a first `wineboot -i` can fail on a loaded machine: tried three
    # times (the backend does the same, crates/harness/src/backends/wine_d3d9.rs).
    if ! xvfb-run -a env WINEPREFIX="$PREFIX3D" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" \
        sh -c '"$1" wineboot -i || exit 1
            for i in 1 2 3; do
                "$1" reg add "HKCU\\Software\\Wine\\Direct3D" /v csmt /t REG_DWORD /d 0 /f && exit 0
                sleep 2
            done
            exit 1' \
        sh "$WINE" </dev/null >/dev/null 2>&1; then
        echo "setup: could not initialise $PREFIX3D (wineboot -i, then reg add of csmt = 0); remove it and run again" >&2
        exit 1
    fi
    echo "initialised by shadercts (wineboot -i)" >"$PREFIX3D/.shadercts-prefix-ready"
    echo "HKCU\\Software\\Wine\\Direct3D csmt=0 set by shadercts" >"$PREFIX3D/.shadercts-d3d9-csmt-off"
fi
