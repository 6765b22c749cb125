#!/usr/bin/env bash
# The main job: install what is needed, build shadercts, generate the conformance suite
# (seed 1, like the published suites) and run the newest published suite (suites/X.Y.Z)
# against the bundled reference implementation. A freshly generated suite has version
# 0.0.0 (`generate` without --version), so its certificate could not name a real suite
# version; the certificate is of the published suite.
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
suite=$(ls -d suites/*/ | sort -V | tail -n 1)
"$bin" run --suite "$suite" --backend reference \
    --report "json:$out/report.json" --report "junit:$out/junit.xml" \
    --report "html:$out/report.html" --report "cert:$out/certificate.md"
echo "reports: $out/report.json $out/junit.xml $out/report.html $out/certificate.md"
