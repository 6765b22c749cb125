//! `run` and `verify-suite` read a suite through one path policy and agree on it
//! (issue 13, items 1 and 2): a bare path, a path leaving the suite, a cut manifest or
//! one without `case_count` exit 2 from both with the same FILE:LINE:COLUMN message; a
//! link or a tampered file fails (exit 1) and its bytes reach no output or report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;

use shadercts_generator::hash::sha256_hex;
use shadercts_generator::suite::manifest::scalar;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const MOV: &str = "cases/op-mov.asm";
const MOV_TEXT: &str = "ps_2_0\nmov oC0, c0\n";

fn shadercts(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .args(args)
        .output()
        .expect("shadercts runs")
}

/// A two-case suite in the published layout that `verify-suite` and `run --backend
/// reference` both pass, with a listed COVERAGE.md.
fn suite() -> (tempfile::TempDir, PathBuf) {
    use hand_made::{expect, Case};
    hand_made::suite(
        vec![
            Case {
                id: "ps.oC.mov-only/invalid/ps_2_0/op-add",
                file: "cases/op-add.asm",
                body: "ps_2_0\nadd oC0, c0, c1\n",
                expect: expect(false, &["ports.limit", "ps.oC.mov-only"]),
            },
            Case {
                id: "ps.oC.mov-only/valid/ps_2_0/op-mov",
                file: MOV,
                body: MOV_TEXT,
                expect: expect(true, &[]),
            },
        ],
        &[("COVERAGE.md", "# Coverage\n")],
    )
}

fn edit(dir: &Path, from: &str, to: &str) {
    let path = dir.join("manifest.yaml");
    let m = std::fs::read_to_string(&path).unwrap();
    assert!(m.contains(from), "the manifest has `{from}`:\n{m}");
    std::fs::write(&path, m.replacen(from, to, 1)).unwrap();
}

/// The manifest's hash of `MOV`, as the manifest writes it (maybe quoted).
fn mov_sha() -> String {
    scalar(&sha256_hex(MOV_TEXT.as_bytes()))
}

fn mov_ref() -> String {
    format!("{{ path: {MOV}, sha256: {} }}", mov_sha())
}

/// `run --backend reference` with a JSON and an HTML report; returns the output and the
/// reports' text ("" for a report not written).
fn run(dir: &Path) -> (Output, String) {
    let json = dir.parent().unwrap().join("r.json");
    let html = dir.parent().unwrap().join("r.html");
    let o = shadercts(&[
        "run",
        "--backend",
        "reference",
        "--suite",
        &dir.display().to_string(),
        "--report",
        &format!("json:{}", json.display()),
        "--report",
        &format!("html:{}", html.display()),
    ]);
    let reports = [json, html]
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap_or_default())
        .collect::<String>();
    (o, reports)
}

fn verify(dir: &Path) -> Output {
    shadercts(&["verify-suite", &dir.display().to_string()])
}

/// /etc/passwd (or a stand-in): its path, bytes and a line no output may contain.
fn secret(tmp: &Path) -> (PathBuf, Vec<u8>, String) {
    let path = match std::fs::read("/etc/passwd") {
        Ok(b) if b.starts_with(b"root:") => PathBuf::from("/etc/passwd"),
        _ => {
            let p = tmp.join("secret");
            std::fs::write(&p, "root:x:0:0:secret-marker\n").unwrap();
            p
        }
    };
    let bytes = std::fs::read(&path).unwrap();
    let line = String::from_utf8_lossy(&bytes)
        .lines()
        .next()
        .unwrap()
        .to_string();
    (path, bytes, line)
}

/// Both commands refuse the suite with exit 2 and the same message containing `want`;
/// `run` writes no report and prints no PASS.
fn both_refuse(dir: &Path, want: &str) {
    let (r, reports) = run(dir);
    let v = verify(dir);
    assert_eq!(code(&r), 2, "run: {}", text(&r));
    assert_eq!(code(&v), 2, "verify-suite: {}", text(&v));
    assert!(text(&r).contains(want), "run: {}", text(&r));
    assert!(text(&v).contains(want), "verify-suite: {}", text(&v));
    assert!(!text(&r).contains("PASS"), "run: {}", text(&r));
    assert_eq!(reports, "", "no report for a refused suite");
}

#[test]
fn the_suite_passes_both_as_written() {
    let (_tmp, dir) = suite();
    let (r, _) = run(&dir);
    assert_eq!(code(&r), 0, "{}", text(&r));
    let v = verify(&dir);
    assert_eq!(code(&v), 0, "{}", text(&v));
}

#[test]
fn a_bare_path_to_etc_passwd_exits_2_from_both_at_the_same_place() {
    let (tmp, dir) = suite();
    let (_, _, line) = secret(tmp.path());
    edit(&dir, &mov_ref(), "/etc/passwd");
    // Line and column of the bare path in the manifest.
    let m = std::fs::read_to_string(dir.join("manifest.yaml")).unwrap();
    let at = m.find("/etc/passwd").unwrap();
    let line_no = m[..at].matches('\n').count() + 1;
    let col = at - m[..at].rfind('\n').map_or(0, |n| n + 1) + 1;
    let place = format!("manifest.yaml:{line_no}:{col}: ");
    both_refuse(
        &dir,
        &format!("{place}the bare path `/etc/passwd` is refused"),
    );
    assert!(!text(&run(&dir).0).contains(&line));
    assert!(!text(&verify(&dir)).contains(&line));
}

#[test]
fn dotdot_and_absolute_paths_exit_2_from_both() {
    let (tmp, dir) = suite();
    let (path, bytes, _) = secret(tmp.path());
    let sha = sha256_hex(&bytes);
    std::fs::write(tmp.path().join("outside.asm"), &bytes).unwrap();
    edit(
        &dir,
        &mov_ref(),
        &format!("{{ path: ../outside.asm, sha256: {} }}", scalar(&sha)),
    );
    both_refuse(&dir, "`../outside.asm` leaves the suite");
    edit(&dir, "../outside.asm", &path.display().to_string());
    both_refuse(&dir, "is absolute");
}

#[test]
fn a_symlink_to_etc_passwd_fails_and_shows_nowhere() {
    let (tmp, dir) = suite();
    let (path, bytes, line) = secret(tmp.path());
    edit(&dir, &mov_sha(), &scalar(&sha256_hex(&bytes)));
    std::fs::remove_file(dir.join(MOV)).unwrap();
    std::os::unix::fs::symlink(&path, dir.join(MOV)).unwrap();
    let (r, reports) = run(&dir);
    assert_eq!(code(&r), 1, "{}", text(&r));
    assert!(!reports.is_empty());
    assert!(
        !reports.contains(&line) && !text(&r).contains(&line),
        "the secret leaked"
    );
    assert!(reports.contains("is a symbolic link"), "{reports}");
    let v = verify(&dir);
    assert_eq!(code(&v), 1, "{}", text(&v));
    assert!(text(&v).contains("is a symbolic link"), "{}", text(&v));
    assert!(!text(&v).contains(&line));
}

#[test]
fn a_symlinked_case_directory_fails_both() {
    let (tmp, dir) = suite();
    let moved = tmp.path().join("elsewhere");
    std::fs::rename(dir.join("cases"), &moved).unwrap();
    std::os::unix::fs::symlink(&moved, dir.join("cases")).unwrap();
    let (r, _) = run(&dir);
    assert_eq!(code(&r), 1, "{}", text(&r));
    let v = verify(&dir);
    assert_eq!(code(&v), 1, "{}", text(&v));
    assert!(
        text(&v).contains("`cases` is a symbolic link"),
        "{}",
        text(&v)
    );
}

#[test]
fn a_tampered_file_fails_both_and_its_bytes_reach_no_report() {
    let (_tmp, dir) = suite();
    let marker = "TAMPERED-91c3";
    std::fs::write(dir.join(MOV), format!("{MOV_TEXT}// {marker}\n")).unwrap();
    let (r, reports) = run(&dir);
    assert_eq!(code(&r), 1, "{}", text(&r));
    assert!(!reports.contains(marker) && !text(&r).contains(marker));
    assert!(reports.contains("does not match its sha256"), "{reports}");
    let v = verify(&dir);
    assert_eq!(code(&v), 1, "{}", text(&v));
    assert!(
        text(&v).contains("does not match its sha256"),
        "{}",
        text(&v)
    );
}

#[test]
fn a_manifest_without_case_count_or_with_cases_cut_exits_2_from_both() {
    let (_tmp, dir) = suite();
    edit(&dir, "case_count: 2\n", "");
    let (r, _) = run(&dir);
    assert_eq!(code(&r), 2, "{}", text(&r));
    assert!(text(&r).contains("`case_count` is missing"), "{}", text(&r));
    let v = verify(&dir);
    assert_eq!(code(&v), 2, "{}", text(&v));
    assert!(text(&v).contains("case_count"), "{}", text(&v));

    let (_tmp, dir) = suite();
    let path = dir.join("manifest.yaml");
    let m = std::fs::read_to_string(&path).unwrap();
    let cut = &m[..m.rfind("\n  - id: ").unwrap() + 1];
    std::fs::write(&path, cut).unwrap();
    both_refuse(&dir, "case_count is 2 but the manifest lists 1 cases");
}

#[test]
fn duplicate_ids_exit_2_from_both() {
    let (_tmp, dir) = suite();
    edit(
        &dir,
        "id: ps.oC.mov-only/valid/ps_2_0/op-mov",
        "id: ps.oC.mov-only/invalid/ps_2_0/op-add",
    );
    both_refuse(
        &dir,
        "duplicate case id `ps.oC.mov-only/invalid/ps_2_0/op-add`",
    );
}

#[test]
fn a_byte_order_mark_is_accepted_by_both() {
    let (_tmp, dir) = suite();
    let path = dir.join("manifest.yaml");
    let mut m = b"\xEF\xBB\xBF".to_vec();
    m.extend(std::fs::read(&path).unwrap());
    std::fs::write(&path, m).unwrap();
    std::fs::write(dir.join("ERRATA.yaml"), "\u{feff}format: 1\nsuite: 0.9.0\n").unwrap();
    let (r, _) = run(&dir);
    assert_eq!(code(&r), 0, "{}", text(&r));
    let v = verify(&dir);
    assert_eq!(code(&v), 0, "{}", text(&v));
}

#[test]
fn a_linked_document_fails_verify_suite() {
    let (tmp, dir) = suite();
    let (path, _, line) = secret(tmp.path());
    std::fs::remove_file(dir.join("COVERAGE.md")).unwrap();
    std::os::unix::fs::symlink(&path, dir.join("COVERAGE.md")).unwrap();
    let v = verify(&dir);
    assert_eq!(code(&v), 1, "{}", text(&v));
    assert!(
        text(&v).contains("`COVERAGE.md` is a symbolic link"),
        "{}",
        text(&v)
    );
    assert!(!text(&v).contains(&line));
}
