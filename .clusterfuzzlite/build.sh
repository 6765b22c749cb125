#!/bin/bash -eu
# Builds every cargo-fuzz target of fuzz/ into $OUT the way ClusterFuzzLite and OSS-Fuzz
# expect (docs/fuzzing.md, "Fuzzing at scale"):
#
#   $OUT/<target>                  the libFuzzer binary
#   $OUT/<target>_seed_corpus.zip  fuzz/corpus/<target>/, the fixed findings of
#                                  fuzz/artifacts/<target>/ and one minimal program per
#                                  profile (a version line, or a version and an end token)
#   $OUT/<target>.dict             fuzz/shader.dict (scripts/shader-dict.py writes it from
#                                  the model tables)
#   $OUT/<target>.options          [libfuzzer] dict = <target>.dict (and max_len)
#
# Two environments:
# - the builder image (.clusterfuzzlite/Dockerfile, base-builder-rust): $SANITIZER is
#   set; nightly Rust; `cargo fuzz build -O --debug-assertions` with the image's RUSTFLAGS
#   and its sanitizer (a coverage build is turned into a plain build by the image's cargo
#   wrapper, which expects to be called from the repository root);
# - anywhere else (scripts/cflite-local.sh, .ci/run), with SRC, OUT and WORK set to
#   scratch folders: $SANITIZER unset; stable Rust; `cargo fuzz build -s none`, the very
#   build of .ci/run's fuzz step, so a build already done is reused, not redone.
# SHADERCTS_FUZZ_BUILD="…" replaces the options given to `cargo fuzz build`.
set -euo pipefail

: "${SRC:?SRC must be set}" "${OUT:?OUT must be set}"
WORK="${WORK:-$(mktemp -d)}"
mkdir -p "$OUT" "$WORK"

# The checkout: $SRC/shadercts in the image (the Dockerfile copies it there and this
# script to $SRC/build.sh); else the repository this script belongs to.
if [ -f "$SRC/shadercts/fuzz/Cargo.toml" ]; then
    repo="$SRC/shadercts"
else
    repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fi
cd "$repo"

if [ -n "${SHADERCTS_FUZZ_BUILD:-}" ]; then
    read -r -a flags <<<"$SHADERCTS_FUZZ_BUILD"
elif [ -n "${SANITIZER:-}" ]; then
    # -O alone would drop debug assertions (cargo-fuzz enables them by default only
    # without -O); the oracles rely on them for overflow checks.
    flags=(-O --debug-assertions)
    case "$SANITIZER" in
        address | memory | thread | leak) flags+=(--sanitizer "$SANITIZER") ;;
    esac
else
    flags=(-s none)
fi
cargo fuzz build "${flags[@]}"

# The targets, from fuzz/Cargo.toml (not `cargo fuzz list`: the image's cargo wrapper
# turns every `cargo fuzz` command of a coverage build into a build).
mapfile -t targets < <(awk '/^\[\[bin\]\]/ { bin = 1; next } /^\[/ { bin = 0 }
    bin && /^name *=/ { gsub(/^name *= *"|".*$/, ""); print }' fuzz/Cargo.toml)
[ "${#targets[@]}" -gt 0 ] || { echo "build.sh: no [[bin]] in fuzz/Cargo.toml" >&2; exit 1; }

triple="$(rustc -vV | sed -n 's/^host: //p')"
bin_dir="${CARGO_TARGET_DIR:-$repo/fuzz/target}/$triple/release"

# The `"…"` values of one section of the dictionary, one a line (escapes kept).
dict_section() {
    awk -v title="# $1" '$0 == title { on = 1; next } /^$/ { on = 0 } on && /^"/' fuzz/shader.dict |
        sed 's/^"\(.*\)"$/\1/'
}

# Packs the files of a folder into a zip, paths dropped.
zip_dir() {
    local dir="$1" zip="$2"
    rm -f "$zip"
    if command -v zip >/dev/null 2>&1; then
        (cd "$dir" && zip -q -j "$zip" ./*)
    else
        python3 - "$dir" "$zip" <<'PY'
import os, sys, zipfile
src, dst = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as z:
    for name in sorted(os.listdir(src)):
        z.write(os.path.join(src, name), name)
PY
    fi
}

for t in "${targets[@]}"; do
    cp "$bin_dir/$t" "$OUT/$t"
    seeds="$WORK/seeds/$t"
    rm -rf "$seeds"
    mkdir -p "$seeds"
    if [ -d "fuzz/corpus/$t" ]; then
        find "fuzz/corpus/$t" -maxdepth 1 -type f ! -name '.*' -exec cp {} "$seeds/" \;
    fi
    # Fixed findings are regression seeds; open ones (open-*) still fail their strict
    # oracle and are left out.
    for f in "fuzz/artifacts/$t"/*; do
        [ -f "$f" ] || continue
        case "$(basename "$f")" in open-* | .*) continue ;; esac
        cp "$f" "$seeds/artifact-$(basename "$f")"
    done
    # One minimal program per profile, from the model (through the dictionary).
    n=0
    if [ "$t" = decode_bytecode ]; then
        while read -r v; do
            n=$((n + 1))
            printf '%b\xff\xff\x00\x00' "$v" >"$seeds/generated-$n"
        done < <(dict_section "version tokens")
    else
        while read -r v; do
            n=$((n + 1))
            printf '%b' "$v" >"$seeds/generated-$n"
        done < <(dict_section "version lines")
    fi
    zip_dir "$seeds" "$OUT/${t}_seed_corpus.zip"
    cp fuzz/shader.dict "$OUT/$t.dict"
    {
        echo "[libfuzzer]"
        echo "dict = $t.dict"
        # docs/fuzzing.md: 256 bytes is parse_text's campaign length (a dozen statements;
        # the parser keeps no state across lines).
        [ "$t" = parse_text ] && echo "max_len = 256"
        true
    } >"$OUT/$t.options"
done
echo "build.sh: ${#targets[@]} targets in $OUT: ${targets[*]}"
