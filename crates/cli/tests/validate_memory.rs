//! Peak memory of `shadercts validate --format json` on inputs of a few MiB, and the
//! refusal of an input over `--max-input-size` (issue 13, item 4).
//!
//! Peak RSS comes from wait4's `ru_maxrss`, for the whole process (the binary, the
//! embedded rules and model, the text, its IR and facts, the report). Measured with
//! this debug build (2026-12): 100,000 `add r0, r1, r2` lines (1.5 MB) take about 63
//! bytes of RSS per input byte; 100,000 `mov r0, v0` lines, each a violation (1.1 MB),
//! about 94. The bounds below are twice that. Where the memory goes (heaptrack): the
//! rule engine's per-operand and per-instruction facts (~100 and ~144 bytes each) and
//! the parsed program (~250 bytes per instruction), against ~15 input bytes per line.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod signals;

use signals::*;
use std::path::Path;

/// A vs_3_0 shader of `n` copies of `line`.
fn shader(dir: &Path, name: &str, line: &str, n: usize) -> u64 {
    let mut text = String::with_capacity(n * (line.len() + 1) + 8);
    text.push_str("vs_3_0\n");
    for _ in 0..n {
        text.push_str(line);
        text.push('\n');
    }
    std::fs::write(dir.join(name), &text).unwrap();
    text.len() as u64
}

/// Validates `name` as JSON and checks the peak RSS per input byte against `bound`.
fn check_bound(dir: &Path, name: &str, bytes: u64, bound: u64, violations: usize) {
    let m = run_measured(&["validate", "--format", "json", name], dir);
    assert_eq!(m.code, 1, "{name} is invalid: {}", m.stderr);
    let json: serde_json::Value = serde_json::from_slice(&m.stdout).expect("JSON output");
    let found = json[0]["violations"].as_array().map_or(0, Vec::len);
    assert_eq!(found, violations, "{name}: every violation is listed");
    let per_byte = m.max_rss as f64 / bytes as f64;
    eprintln!(
        "{name}: {bytes} bytes, peak RSS {} KiB = {per_byte:.1} bytes per input byte",
        m.max_rss / 1024
    );
    assert!(
        m.max_rss <= bound * bytes,
        "{name}: peak RSS {} KiB is {per_byte:.1} bytes per input byte, more than {bound}",
        m.max_rss / 1024
    );
}

#[test]
fn a_valid_looking_shader_of_a_hundred_thousand_lines_stays_within_its_memory_bound() {
    let dir = tempfile::tempdir().unwrap();
    let bytes = shader(dir.path(), "big.asm", "add r0, r1, r2", 100_000);
    // One violation: slots.total (100,000 slots, the profile has 32,768).
    check_bound(dir.path(), "big.asm", bytes, 128, 1);
}

#[test]
fn a_hundred_thousand_violations_stay_within_their_memory_bound() {
    let dir = tempfile::tempdir().unwrap();
    let bytes = shader(dir.path(), "bad.asm", "mov r0, v0", 100_000);
    // Each line reads an undeclared v0 (decl.vs-inputs); plus slots.total.
    check_bound(dir.path(), "bad.asm", bytes, 192, 100_001);
}

#[test]
fn an_input_over_max_input_size_is_refused_in_one_line_without_being_read() {
    let dir = tempfile::tempdir().unwrap();
    // 14 MiB: reading it would show in the peak RSS far above the measuring noise (about
    // 1.5 MiB between runs of the same command on a loaded machine).
    let bytes = shader(dir.path(), "big.asm", "add r0, r1, r2", 1_000_000);
    shader(dir.path(), "tiny.asm", "add r0, r1, r2", 1);
    let baseline = run_measured(&["validate", "--format", "json", "tiny.asm"], dir.path());
    assert_eq!(baseline.code, 0, "{}", baseline.stderr);
    for format in ["json", "text"] {
        let m = run_measured(
            &[
                "validate",
                "--format",
                format,
                "--max-input-size",
                "1M",
                "big.asm",
            ],
            dir.path(),
        );
        assert_eq!(m.code, 2, "{format}: {}", m.stderr);
        let want = format!(
            "error: big.asm is too large: {:.1} MiB ({bytes} bytes), more than the input limit \
             of 1 MiB (--max-input-size raises it)",
            bytes as f64 / f64::from(1 << 20)
        );
        let mut lines = m.stderr.lines();
        assert_eq!(lines.next(), Some(want.as_str()), "{format}: {}", m.stderr);
        // The only other line is the batch's count of unchecked files.
        let rest: Vec<&str> = lines.collect();
        assert_eq!(
            rest,
            ["error: 1 of 1 file could not be checked (see the messages above)"],
            "{format}"
        );
        // Refused before reading: no more memory than validating a two-line file.
        assert!(
            m.max_rss < baseline.max_rss + (4 << 20),
            "{format}: peak RSS {} KiB, baseline {} KiB",
            m.max_rss / 1024,
            baseline.max_rss / 1024
        );
    }
}
