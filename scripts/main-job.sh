#!/usr/bin/env bash
# The main job: install what is needed, build shadercts, generate the conformance suite
# (seed 1, like suites/1.2.0) and run it against the bundled reference implementation.
# Reports land in target/main-job/ (JSON, JUnit, HTML and a Markdown certificate).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --release -p shadercts
bin=target/release/shadercts
out=target/main-job
rm -rf "$out"
mkdir -p "$out"
"$bin" generate --seed 1 --out "$out/suite"
"$bin" run --suite "$out/suite" --backend reference \
    --report "json:$out/report.json" --report "junit:$out/junit.xml" \
    --report "html:$out/report.html" --report "cert:$out/certificate.md"
echo "reports: $out/report.json $out/junit.xml $out/report.html $out/certificate.md"
