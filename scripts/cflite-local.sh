#!/usr/bin/env bash
# The ClusterFuzzLite/OSS-Fuzz build without Docker (docs/fuzzing.md, "Fuzzing at scale"):
# runs .clusterfuzzlite/build.sh with SRC, OUT and WORK set to scratch folders, checks
# what it wrote (each target's binary, seed corpus, dictionary and options), then runs
# each built target from $OUT for a few seconds on its seed corpus with its options and
# dictionary, as a ClusterFuzzLite runner would. A finding (or a dictionary libFuzzer
# cannot parse) fails it, printing the end of libFuzzer's log.
#
#   scripts/cflite-local.sh            # 3 s per target, libFuzzer seed 1
#   CFLITE_SECONDS=30 CFLITE_SEED=$RANDOM scripts/cflite-local.sh
#   CFLITE_KEEP=1 scripts/cflite-local.sh   # keep the scratch folders (printed)
#
# Needs cargo-fuzz (`cargo install cargo-fuzz --locked`) and unzip or python3. On the stable
# toolchain the build is `cargo fuzz build -s none`, the same as .ci/run's fuzz step,
# so after that step nothing is rebuilt.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${CFLITE_SECONDS:-3}"
seed="${CFLITE_SEED:-1}"

# The dictionary is generated from the model tables; a stale one fails here (when
# Python has YAML to check it with).
if python3 -c 'import yaml' 2>/dev/null; then
    python3 scripts/shader-dict.py --check
else
    echo "cflite-local: python3-yaml missing, fuzz/shader.dict not checked against the model"
fi

scratch="$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)"
if [ -z "${CFLITE_KEEP:-}" ]; then
    trap 'rm -rf "$scratch"' EXIT
else
    echo "cflite-local: scratch folders kept in $scratch"
fi
export SRC="$scratch/src" OUT="$scratch/out" WORK="$scratch/work"
mkdir -p "$SRC" "$OUT" "$WORK"
# The builder image sets SANITIZER; here it must be unset (stable, -s none).
env -u SANITIZER bash .clusterfuzzlite/build.sh

mapfile -t targets < <(awk '/^\[\[bin\]\]/ { bin = 1; next } /^\[/ { bin = 0 }
    bin && /^name *=/ { gsub(/^name *= *"|".*$/, ""); print }' fuzz/Cargo.toml)
for t in "${targets[@]}"; do
    for f in "$t" "${t}_seed_corpus.zip" "$t.dict" "$t.options"; do
        [ -s "$OUT/$f" ] || { echo "cflite-local: build.sh wrote no $OUT/$f" >&2; exit 1; }
    done
    [ -x "$OUT/$t" ] || { echo "cflite-local: $OUT/$t is not executable" >&2; exit 1; }
done

for t in "${targets[@]}"; do
    corpus="$WORK/run/$t/corpus"
    artifacts="$WORK/run/$t/artifacts/"
    mkdir -p "$corpus" "$artifacts"
    if command -v unzip >/dev/null 2>&1; then
        unzip -q -o "$OUT/${t}_seed_corpus.zip" -d "$corpus"
    else
        python3 -m zipfile -e "$OUT/${t}_seed_corpus.zip" "$corpus"
    fi
    seeds=$(find "$corpus" -type f | wc -l)
    # The [libfuzzer] options of $OUT/<target>.options as flags; the dictionary path is
    # relative to $OUT, as ClusterFuzz reads it.
    opts=()
    while IFS='=' read -r key value; do
        key="$(echo "$key" | tr -d ' ')"
        value="$(echo "$value" | sed 's/^ *//; s/ *$//')"
        case "$key" in
            '' | '['*) continue ;;
            dict) opts+=("-dict=$OUT/$value") ;;
            *) opts+=("-$key=$value") ;;
        esac
    done <"$OUT/$t.options"
    log="$WORK/run/$t.log"
    echo "cflite-local: $t for ${seconds}s on $seeds seeds (${opts[*]})"
    if ! "$OUT/$t" -max_total_time="$seconds" -seed="$seed" -artifact_prefix="$artifacts" \
        "${opts[@]}" "$corpus" >"$log" 2>&1; then
        # The oracle's message and shader (the panic, up to its backtrace), then the end
        # of the log without the backtrace's frames.
        awk '/panicked at/ { p = 1 } /^stack backtrace:/ { p = 0 } p' "$log" | head -n 60
        grep -v -e '^#[0-9]' -e '^INFO:' -e '^ *[0-9][0-9]*: ' -e '^ *at ' "$log" | tail -n 12
        kept="fuzz/artifacts/$t/cflite-$(date +%s)"
        for a in "$artifacts"*; do
            [ -f "$a" ] || continue
            mkdir -p "fuzz/artifacts/$t"
            cp "$a" "$kept-$(basename "$a")"
            echo "cflite-local: the input is kept as $kept-$(basename "$a")"
        done
        echo "cflite-local: $t failed (seed $seed)" >&2
        exit 1
    fi
    # A dictionary libFuzzer could not parse ends the run with an error above; say how
    # many entries it took.
    grep -m1 -e 'Dictionary:' "$log" || true
    tail -n 1 "$log"
done
echo "cflite-local: ${#targets[@]} targets built by build.sh and run from \$OUT"
