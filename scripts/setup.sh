#!/usr/bin/env bash
# Installs what shadercts needs beyond a Rust toolchain: Debian's MojoShader (the library the
# `mojoshader` backend and the comparison benchmarks load at run time) and Chromium (the
# test that opens the HTML report in a real headless browser). Idempotent.
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
fi
[ ${#need[@]} -eq 0 ] && exit 0
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

apt_step update -qq
apt_step install -y -qq "${need[@]}"
