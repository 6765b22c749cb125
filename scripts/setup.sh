#!/usr/bin/env bash
# Installs what shadercts needs beyond a Rust toolchain: Debian's MojoShader (the library the
# `mojoshader` backend and the comparison benchmarks load at run time) and Chromium (the
# test that opens the HTML report in a real headless browser). Idempotent.
set -euo pipefail
need=()
ldconfig -p 2>/dev/null | grep -q 'libmojoshader\.so' || need+=(libmojoshader0 libmojoshader-dev)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${need[@]}" >/dev/null
