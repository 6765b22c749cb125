//! The `reduce` and `promote` commands: shrinking what a backend fails, exit codes,
//! atomic outputs, and promoted case files.

mod common;

use common::*;

use std::process::Output;

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Breaks ps.oC.mov-only (the last line) and nothing else.
const INVALID: &str = "ps_2_0
dcl t0
def c0, 1, 0.5, 0.25, 1
mul r1, t0, c0
add r2, r1, c0
add oC0, r2, r1
";

#[test]
fn reduce_shrinks_what_an_accept_everything_backend_gets_wrong() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("case.asm"), INVALID).unwrap();
    let o = shadercts(
        &[
            "reduce",
            "case.asm",
            "--backend",
            "cmd:true",
            "-o",
            "min.asm",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("reference: invalid:ps.oC.mov-only; backend: accepts"),
        "{}",
        stderr(&o)
    );
    let min = std::fs::read_to_string(dir.path().join("min.asm")).unwrap();
    assert_eq!(min, "ps_2_0\nadd oC0, c0, c0\n");
}

#[test]
fn reduce_refuses_a_case_the_backend_gets_right() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("case.asm"), INVALID).unwrap();
    let o = shadercts(&["reduce", "case.asm", "-o", "min.asm"], dir.path());
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(!dir.path().join("min.asm").exists());
}

#[test]
fn reduce_reports_usage_errors_with_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("case.asm"), INVALID).unwrap();
    for args in [
        &["reduce", "missing.asm"][..],
        &["reduce", "case.asm", "--expect", "maybe"],
        &["reduce", "case.asm", "--target", "nope"],
        &["reduce", "no/such/id", "--suite", "."],
    ] {
        let o = shadercts(args, dir.path());
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn reduce_reads_fuzz_artifacts_by_their_path() {
    let dir = tempfile::tempdir().unwrap();
    let art = dir.path().join("fuzz/artifacts/parse_text");
    std::fs::create_dir_all(&art).unwrap();
    std::fs::write(art.join("crash-1"), "vs_1_1\nmov oPos, c0\n").unwrap();
    let o = shadercts(&["reduce", "fuzz/artifacts/parse_text/crash-1"], dir.path());
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("nothing to reduce"), "{}", stderr(&o));
}

#[test]
fn promote_writes_a_content_addressed_case_for_the_generator() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("min.asm"), "ps_2_0\nadd oC0, c0, c0\n").unwrap();
    let args = [
        "promote",
        "min.asm",
        "--rule",
        "ps.oC.mov-only",
        "--expect",
        "invalid",
        "--suite-dir",
        "promoted",
    ];
    let o = shadercts(&args, dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let files: Vec<_> = std::fs::read_dir(dir.path().join("promoted"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1);
    let yaml = std::fs::read_to_string(&files[0]).unwrap();
    assert!(
        yaml.contains("\nrule: ps.oC.mov-only\nexpect: invalid\nprofile: ps_2_0\n"),
        "{yaml}"
    );
    assert!(
        yaml.contains("text: |\n  ps_2_0\n  add oC0, c0, c0\n"),
        "{yaml}"
    );
    // Promoting again changes nothing.
    let o = shadercts(&args, dir.path());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_dir(dir.path().join("promoted"))
            .unwrap()
            .count(),
        1
    );
}

#[test]
fn promote_refuses_what_the_reference_disagrees_with() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("min.asm"), "ps_2_0\nadd oC0, c0, c0\n").unwrap();
    let o = shadercts(
        &[
            "promote",
            "min.asm",
            "--rule",
            "ps.oC.mov-only",
            "--expect",
            "valid",
            "--suite-dir",
            "p",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(!dir.path().join("p").exists());
    let o = shadercts(
        &[
            "promote",
            "min.asm",
            "--rule",
            "no.such",
            "--expect",
            "invalid",
            "--suite-dir",
            "p",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

#[test]
fn reduce_shrinks_a_link_pair_into_a_directory() {
    let dir = tempfile::tempdir().unwrap();
    let vs = "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_color o1\nmov o0, v0\nmov o1, c1\n";
    let ps = "ps_3_0\ndcl_texcoord1 v0\ndcl_color v1\nadd r0, v0, v1\nmov oC0, r0\n";
    std::fs::write(dir.path().join("vs.asm"), vs).unwrap();
    std::fs::write(dir.path().join("ps.asm"), ps).unwrap();
    let o = shadercts(
        &[
            "reduce",
            "vs.asm",
            "--kind",
            "link",
            "--ps",
            "ps.asm",
            "--backend",
            "cmd:true {vs} {ps}",
            "-o",
            "min",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("reference: invalid:sm3.link.missing; backend: accepts"),
        "{}",
        stderr(&o)
    );
    let min_ps = std::fs::read_to_string(dir.path().join("min/ps.asm")).unwrap();
    let min_vs = std::fs::read_to_string(dir.path().join("min/vs.asm")).unwrap();
    assert!(min_ps.lines().count() < ps.lines().count(), "{min_ps}");
    assert!(min_vs.lines().count() < vs.lines().count(), "{min_vs}");
    // --kind link without --ps, and execute without --inputs, are usage errors.
    for args in [
        &["reduce", "vs.asm", "--kind", "link"][..],
        &["reduce", "vs.asm", "--kind", "execute"],
    ] {
        let o = shadercts(args, dir.path());
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    }
}
