//! Issue 13 items 4 and 9 (diag): diagnostics in linear time with a cap, the input size
//! limit, the depth-bounded printer, a leading BOM, plain messages, and `--spec` without
//! rules.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;

use std::path::Path;
use std::time::{Duration, Instant};

/// No Rust-internal spelling in a message meant for people.
fn assert_plain(msg: &str) {
    for bad in [
        "Os {",
        "os error",
        "Utf8Error",
        "ParseIntError",
        "invalid type:",
        "error: error:",
        "Error {",
        "kind:",
    ] {
        assert!(!msg.contains(bad), "`{bad}` in the message:\n{msg}");
    }
}

/// `n` instructions that each break a rule (c300 is out of range in vs_2_0).
fn many_violations(n: usize) -> String {
    let mut s = String::from("vs_2_0\n");
    for _ in 0..n {
        s.push_str("mov r0, c300\n");
    }
    s.push_str("mov oPos, c0\n");
    s
}

/// `if` nested `depth` deep around one instruction.
fn deep_if(profile: &str, depth: usize) -> String {
    let mut s = format!("{profile}\ndefb b0, true\n");
    s.push_str(&"if b0\n".repeat(depth));
    s.push_str("mov r0, c0\n");
    s.push_str(&"endif\n".repeat(depth));
    s.push_str("mov oPos, r0\n");
    s
}

/// A generous bound for work that is linear; the quadratic code took minutes.
const LIMIT: Duration = Duration::from_secs(30);

#[test]
fn twenty_thousand_violations_print_a_hundred_and_count_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("many.asm"), many_violations(20_000)).unwrap();
    let t = Instant::now();
    let o = shadercts(&["validate", "many.asm"], dir.path());
    assert!(t.elapsed() < LIMIT, "took {:?}", t.elapsed());
    assert_eq!(o.status.code(), Some(1), "{}", err(&o));
    let text = out(&o);
    assert_eq!(text.matches("error[").count(), 100, "100 shown");
    // The count in the summary is exact: 20,000 bad sources (and nothing else).
    let total: usize = text
        .lines()
        .last()
        .and_then(|l| l.strip_prefix("many.asm: invalid ("))
        .and_then(|l| l.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no summary line:\n{}", &text[text.len() - 300..]));
    assert!(total >= 20_000, "{total}");
    assert!(
        text.contains(&format!("… and {} more diagnostics not shown", total - 100)),
        "{}",
        &text[text.len() - 300..]
    );
}

#[test]
fn max_diagnostics_changes_the_cap_and_json_keeps_every_violation() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("some.asm"), many_violations(150)).unwrap();
    let all = shadercts(
        &["validate", "--max-diagnostics", "0", "some.asm"],
        dir.path(),
    );
    let n = out(&all).matches("error[").count();
    assert!(n >= 150, "{n}");
    assert!(!out(&all).contains("more diagnostics not shown"));
    let three = shadercts(
        &["validate", "--max-diagnostics", "3", "some.asm"],
        dir.path(),
    );
    assert_eq!(out(&three).matches("error[").count(), 3);
    assert!(out(&three).contains(&format!("… and {} more diagnostics not shown", n - 3)));
    let json = shadercts(&["validate", "--format", "json", "some.asm"], dir.path());
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v[0]["violations"].as_array().map(Vec::len), Some(n));
}

#[test]
fn forty_thousand_syntax_errors_are_reported_in_linear_time() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = String::from("vs_2_0\n");
    for _ in 0..40_000 {
        s.push_str("mov r0, %\n");
    }
    std::fs::write(dir.path().join("syn.asm"), s).unwrap();
    for format in ["text", "json"] {
        let t = Instant::now();
        let o = shadercts(&["validate", "--format", format, "syn.asm"], dir.path());
        assert!(t.elapsed() < LIMIT, "{format} took {:?}", t.elapsed());
        assert_eq!(o.status.code(), Some(1), "{}", err(&o));
        if format == "text" {
            assert!(out(&o).contains("… and 39900 more diagnostics not shown"));
            assert!(out(&o).contains("syn.asm: invalid (40000 violations)"));
            // The last shown error is on line 101, rendered from its own line.
            assert!(out(&o).contains("--> syn.asm:101:9"), "line numbers");
        }
    }
    // `assemble` prints the parser's errors with the same cap.
    let o = shadercts(&["assemble", "syn.asm"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(err(&o).matches("error[").count(), 100);
    assert!(err(&o).contains("… and 39900 more diagnostics not shown"));
}

#[test]
fn if_nested_ten_thousand_deep_validates_and_disassembles_small() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("deep.asm"), deep_if("vs_3_0", 10_000)).unwrap();
    let t = Instant::now();
    let o = shadercts(&["validate", "deep.asm"], dir.path());
    assert!(t.elapsed() < LIMIT, "validate took {:?}", t.elapsed());
    assert_eq!(o.status.code(), Some(1), "{}", err(&o));
    assert!(out(&o).contains("more diagnostics not shown"));
    let o = shadercts(
        &[
            "assemble",
            "--skip-validation",
            "deep.asm",
            "-o",
            "deep.bin",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = shadercts(&["disassemble", "deep.bin", "-o", "back.asm"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let back = std::fs::read_to_string(dir.path().join("back.asm")).unwrap();
    // 20,003 lines of at most 64 spaces of indentation plus a short statement (the
    // unbounded printer wrote 400 MB).
    assert!(back.len() < 4_000_000, "{} bytes", back.len());
    assert!(back.lines().all(|l| l.len() - l.trim_start().len() <= 128));
    let o = shadercts(
        &[
            "assemble",
            "--skip-validation",
            "back.asm",
            "-o",
            "again.bin",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(
        std::fs::read(dir.path().join("deep.bin")).unwrap(),
        std::fs::read(dir.path().join("again.bin")).unwrap(),
        "the disassembly re-assembles to the same tokens"
    );
}

#[test]
fn inputs_over_the_size_limit_are_refused_naming_file_size_and_limit() {
    let dir = tempfile::tempdir().unwrap();
    // A sparse 17 MiB file: over the default limit of 16 MiB, nothing written to disk.
    for name in ["big.asm", "big.bin"] {
        let f = std::fs::File::create(dir.path().join(name)).unwrap();
        f.set_len(17 << 20).unwrap();
    }
    for name in ["big.asm", "big.bin"] {
        let o = shadercts(&["validate", name], dir.path());
        assert_eq!(o.status.code(), Some(2), "{name}: {}", err(&o));
        let e = err(&o);
        assert!(e.contains(name), "{e}");
        assert!(e.contains("17 MiB (17825792 bytes)"), "{e}");
        assert!(e.contains("input limit of 16 MiB"), "{e}");
        assert!(e.contains("--max-input-size"), "{e}");
        assert!(out(&o).is_empty());
    }
    for args in [
        &["disassemble", "big.bin"][..],
        &["assemble", "big.asm"],
        &["execute", "big.asm"],
    ] {
        let o = shadercts(args, dir.path());
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", err(&o));
        assert!(err(&o).contains("input limit of 16 MiB"), "{}", err(&o));
    }
    // The limit can be lowered (and raised) from the command line.
    std::fs::write(dir.path().join("small.asm"), many_violations(200)).unwrap();
    let o = shadercts(
        &["validate", "--max-input-size", "1K", "small.asm"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("input limit of 1 KiB"), "{}", err(&o));
    let o = shadercts(
        &["validate", "--max-input-size", "1M", "small.asm"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(1), "{}", err(&o));
    let o = shadercts(
        &["validate", "--max-input-size", "lots", "small.asm"],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("`lots` is not a size"), "{}", err(&o));
}

#[test]
fn a_leading_byte_order_mark_is_skipped() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("bom.asm"),
        "\u{FEFF}ps_2_0\ndcl t0\nmov oC0, t0\n",
    )
    .unwrap();
    let o = shadercts(&["validate", "bom.asm"], dir.path());
    assert_eq!(o.status.code(), Some(0), "{}{}", out(&o), err(&o));
    assert!(out(&o).contains("bom.asm: valid"));
    // Positions still count from the first byte: the error is on line 2, column 1.
    std::fs::write(dir.path().join("bombad.asm"), "\u{FEFF}ps_2_0\n% t0\n").unwrap();
    let o = shadercts(&["validate", "bombad.asm"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    assert!(out(&o).contains("bombad.asm:2:1"), "{}", out(&o));
}

#[test]
fn bad_inputs_get_plain_messages() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path();
    std::fs::create_dir(p.join("adir.asm")).unwrap();
    std::fs::create_dir(p.join("adir.bin")).unwrap();
    std::fs::write(p.join("latin1.asm"), b"vs_2_0\n// caf\xe9\n").unwrap();
    std::fs::write(p.join("binary.asm"), [0u8, 1, 2, 0xfe, 0xff, 0, 0x80]).unwrap();
    std::fs::write(p.join("ok.asm"), "vs_2_0\nmov oPos, c0\n").unwrap();
    let cases: &[(&[&str], &str)] = &[
        (&["validate", "adir.asm"], "it is a directory"),
        (&["validate", "adir.bin"], "it is a directory"),
        (&["assemble", "adir.asm"], "it is a directory"),
        (&["disassemble", "adir.bin"], "it is a directory"),
        (&["execute", "adir.asm"], "it is a directory"),
        (&["validate", "missing.asm"], "no such file"),
        (&["disassemble", "missing.bin"], "no such file"),
        (&["validate", "latin1.asm"], "not UTF-8"),
        (&["validate", "binary.asm"], "not UTF-8"),
        (&["validate", "--max-diagnostics", "many", "ok.asm"], "many"),
        (
            &["assemble", "ok.asm", "-o", "nodir/out.bin"],
            "cannot write",
        ),
    ];
    for (args, want) in cases {
        let o = shadercts(args, p);
        let e = err(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {e}");
        assert!(e.contains(want), "{args:?}: `{want}` not in\n{e}");
        assert!(e.starts_with("error: "), "{args:?}: {e}");
        assert_plain(&e);
    }
}

/// A `--spec` directory: the built-in models, and `rules` as given.
fn spec_dir(rules: &[(&str, &str)]) -> tempfile::TempDir {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../spec-rules/models");
    let dir = tempfile::tempdir().unwrap();
    let models = dir.path().join("models");
    std::fs::create_dir(&models).unwrap();
    for e in std::fs::read_dir(&root).unwrap() {
        let e = e.unwrap();
        if e.path().is_file() {
            std::fs::copy(e.path(), models.join(e.file_name())).unwrap();
        }
    }
    std::fs::create_dir(dir.path().join("rules")).unwrap();
    for (name, text) in rules {
        std::fs::write(dir.path().join("rules").join(name), text).unwrap();
    }
    dir
}

#[test]
fn a_spec_without_rules_is_refused() {
    let work = tempfile::tempdir().unwrap();
    std::fs::write(work.path().join("bad.asm"), many_violations(3)).unwrap();
    let empty = spec_dir(&[]);
    let blank = spec_dir(&[("a.yaml", ""), ("b.yaml", "# nothing yet\n")]);
    let missing = spec_dir(&[]);
    std::fs::remove_dir(missing.path().join("rules")).unwrap();
    for (spec, want) in [
        (&empty, "holds no rules"),
        (&blank, "holds no rules"),
        (&missing, "no such file or directory"),
    ] {
        let s = spec.path().to_str().unwrap();
        let o = shadercts(&["--spec", s, "validate", "bad.asm"], work.path());
        let e = err(&o);
        assert_eq!(o.status.code(), Some(2), "{e}{}", out(&o));
        assert!(e.contains(want), "{e}");
        assert!(!out(&o).contains("valid"), "{}", out(&o));
        assert_plain(&e);
    }
}
