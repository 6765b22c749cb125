#!/usr/bin/env bash
# Installs what shadercts needs beyond a Rust toolchain: Debian's MojoShader (the library the
# `mojoshader` backend and the comparison benchmarks load at run time). Idempotent.
set -euo pipefail
if ldconfig -p 2>/dev/null | grep -q 'libmojoshader\.so'; then
    exit 0
fi
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq libmojoshader0 libmojoshader-dev >/dev/null
