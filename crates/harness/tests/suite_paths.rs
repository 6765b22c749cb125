//! One path policy for every reader of a suite (issue 13, items 1 and 2): file
//! references are `{ path, sha256 }`, paths stay inside the suite, nothing below the
//! suite directory is followed through a link, every file is hash-checked before a
//! backend or a report sees it, and a manifest whose `case_count` does not hold is
//! refused at load.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use shadercts_harness::catalog::RuleCatalog;
use shadercts_harness::report::{render, Format};
use shadercts_harness::runner::Quiet;
use shadercts_harness::suite::hex_sha256;
use shadercts_harness::{run_suite, Grading, Response, RunOptions, Status, Suite};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The fixture case we point elsewhere: one `text` file.
const CASE: &str = "ps.oC.no-writemask/invalid/ps_2_0/mask-xy";
const FILE: &str = "cases/ps.oC.no-writemask/invalid-ps_2_0-mask-xy.asm";
const SHA: &str = "9ad4270e71280b93edf76fb0d6e681b088d0cecd850e929fee5be6a89a7b93a1";

/// A copy of the fixture suite in `TMP/suite`.
fn copy() -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("suite");
    copy_dir(&fixture_dir(), &dir);
    (tmp, dir)
}

fn edit_manifest(dir: &Path, from: &str, to: &str) {
    let path = dir.join("manifest.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "the fixture has `{from}`");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

/// The reference of the case's text file, as the fixture writes it.
fn reference() -> String {
    format!("{{ path: {FILE}, sha256: {SHA} }}")
}

/// A secret outside the suite: /etc/passwd when there is one, else a file of our own.
/// Returns its path, its bytes and a line of it no output may contain.
fn secret(tmp: &Path) -> (PathBuf, Vec<u8>, String) {
    let passwd = PathBuf::from("/etc/passwd");
    let path = match std::fs::read(&passwd) {
        Ok(b) if b.starts_with(b"root:") => passwd,
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

fn load_err(dir: &Path) -> String {
    Suite::load(dir)
        .err()
        .unwrap_or_else(|| panic!("{} loads", dir.display()))
        .to_string()
}

/// Runs every case on a backend that accepts everything and records whether `marker`
/// ever reached it; then renders every report. Returns the run's status of [`CASE`],
/// whether the backend saw the marker, and the reports' text.
fn run_and_render(dir: &Path, marker: &str) -> (Status, bool, String) {
    let suite = Suite::load(dir).expect("the suite loads");
    let seen = Arc::new(Mutex::new(false));
    let saw = Arc::clone(&seen);
    let marker_bytes = marker.as_bytes().to_vec();
    let backend = Fake {
        caps: all_caps(),
        suite: suite.clone(),
        answer: Box::new(move |_, req| {
            for f in req.files.values() {
                if f.data
                    .windows(marker_bytes.len())
                    .any(|w| w == marker_bytes)
                {
                    *saw.lock().unwrap() = true;
                }
            }
            Ok(Response::accept())
        }),
    };
    let opts = RunOptions {
        jobs: 2,
        ..RunOptions::default()
    };
    let report = run_suite(&suite, &backend, &opts, &Grading::default(), &mut Quiet).expect("runs");
    let mut text = String::new();
    for f in [Format::Json, Format::Junit, Format::Html, Format::Cert] {
        let data = render(f, &report, &suite, &RuleCatalog::default()).unwrap();
        text.push_str(&String::from_utf8_lossy(&data));
    }
    let status = case(&report, CASE).status;
    let saw = *seen.lock().unwrap();
    (status, saw, text)
}

#[test]
fn a_bare_path_to_etc_passwd_is_refused_at_load() {
    let (_tmp, dir) = copy();
    edit_manifest(&dir, &reference(), "/etc/passwd");
    let e = load_err(&dir);
    let manifest = dir.join("manifest.yaml").display().to_string();
    assert!(e.starts_with(&format!("{manifest}:")), "{e}");
    let at: Vec<&str> = e[manifest.len() + 1..].splitn(3, ':').collect();
    assert!(
        at[0].parse::<u32>().is_ok() && at[1].parse::<u32>().is_ok(),
        "FILE:LINE:COLUMN: {e}"
    );
    assert!(e.contains("the bare path `/etc/passwd` is refused"), "{e}");
    assert!(!e.contains("root:"), "{e}");
}

#[test]
fn a_path_leaving_the_suite_is_refused_at_load() {
    let (tmp, dir) = copy();
    let (_, bytes, _) = secret(tmp.path());
    std::fs::write(tmp.path().join("outside.asm"), &bytes).unwrap();
    let sha = hex_sha256(&bytes);
    edit_manifest(
        &dir,
        &reference(),
        &format!("{{ path: ../outside.asm, sha256: {sha} }}"),
    );
    let e = load_err(&dir);
    assert!(e.contains("`../outside.asm` leaves the suite"), "{e}");
    edit_manifest(&dir, "../outside.asm", "cases/../../outside.asm");
    assert!(load_err(&dir).contains("leaves the suite"));
}

#[test]
fn an_absolute_path_is_refused_at_load() {
    let (tmp, dir) = copy();
    let (path, bytes, _) = secret(tmp.path());
    let sha = hex_sha256(&bytes);
    edit_manifest(
        &dir,
        &reference(),
        &format!("{{ path: {}, sha256: {sha} }}", path.display()),
    );
    let e = load_err(&dir);
    assert!(e.contains("is absolute"), "{e}");
}

#[test]
fn a_reference_without_its_hash_is_refused_at_load() {
    let (_tmp, dir) = copy();
    edit_manifest(&dir, &reference(), &format!("{{ path: {FILE} }}"));
    let e = load_err(&dir);
    assert!(e.contains("has no `sha256`"), "{e}");
}

#[test]
fn a_symlink_to_etc_passwd_inside_the_suite_reaches_no_backend_and_no_report() {
    let (tmp, dir) = copy();
    let (path, bytes, line) = secret(tmp.path());
    // The manifest even carries the secret's hash: only the link policy stops it.
    edit_manifest(&dir, SHA, &hex_sha256(&bytes));
    std::fs::remove_file(dir.join(FILE)).unwrap();
    std::os::unix::fs::symlink(&path, dir.join(FILE)).unwrap();
    let suite = Suite::load(&dir).unwrap();
    let c = suite.cases.iter().find(|c| c.id == CASE).unwrap();
    let e = suite.read_file(&c.files["text"]).unwrap_err();
    assert!(e.contains(&format!("`{FILE}` is a symbolic link")), "{e}");
    let (status, saw, reports) = run_and_render(&dir, &line);
    assert_eq!(status, Status::Fail);
    assert!(!saw, "the backend was handed the secret");
    assert!(!reports.contains(&line), "a report shows the secret");
    assert!(
        reports.contains("is a symbolic link"),
        "the reports say why"
    );
}

#[test]
fn a_symlinked_case_directory_is_refused() {
    let (tmp, dir) = copy();
    let cases = dir.join("cases/ps.oC.no-writemask");
    let moved = tmp.path().join("elsewhere");
    std::fs::rename(&cases, &moved).unwrap();
    std::os::unix::fs::symlink(&moved, &cases).unwrap();
    let suite = Suite::load(&dir).unwrap();
    let c = suite.cases.iter().find(|c| c.id == CASE).unwrap();
    let e = suite.read_file(&c.files["text"]).unwrap_err();
    assert!(
        e.contains("`cases/ps.oC.no-writemask` is a symbolic link"),
        "{e}"
    );
    let (status, _, _) = run_and_render(&dir, "never");
    assert_eq!(status, Status::Fail);
}

#[test]
fn a_tampered_file_is_checked_before_use() {
    let (_tmp, dir) = copy();
    let marker = "TAMPERED-6d1f";
    let f = dir.join(FILE);
    let mut text = std::fs::read_to_string(&f).unwrap();
    text.push_str(&format!("// {marker}\n"));
    std::fs::write(&f, text).unwrap();
    let (status, saw, reports) = run_and_render(&dir, marker);
    assert_eq!(status, Status::Fail);
    assert!(!saw, "the backend was handed the tampered bytes");
    assert!(
        !reports.contains(marker),
        "a report shows the tampered bytes"
    );
    assert!(
        reports.contains("does not match its sha256"),
        "the reports say why"
    );
}

#[test]
fn a_linked_manifest_or_errata_is_refused() {
    let (tmp, dir) = copy();
    let real = tmp.path().join("real.yaml");
    std::fs::rename(dir.join("manifest.yaml"), &real).unwrap();
    std::os::unix::fs::symlink(&real, dir.join("manifest.yaml")).unwrap();
    assert!(load_err(&dir).contains("`manifest.yaml` is a symbolic link"));
    assert!(load_err(&dir.join("manifest.yaml")).contains("is a symbolic link"));

    let (tmp, dir) = copy();
    let errata = tmp.path().join("errata.yaml");
    std::fs::write(&errata, "format: 1\nsuite: 0.0.1-test\n").unwrap();
    std::os::unix::fs::symlink(&errata, dir.join("ERRATA.yaml")).unwrap();
    assert!(load_err(&dir).contains("`ERRATA.yaml` is a symbolic link"));
}

#[test]
fn documents_follow_the_same_policy() {
    let (_tmp, dir) = copy();
    edit_manifest(
        &dir,
        "case_count:",
        &format!("documents:\n  - {{ path: ../COVERAGE.md, sha256: {SHA} }}\ncase_count:"),
    );
    assert!(load_err(&dir).contains("`../COVERAGE.md` leaves the suite"));
    let (_tmp, dir) = copy();
    edit_manifest(
        &dir,
        "case_count:",
        "documents:\n  - COVERAGE.md\ncase_count:",
    );
    assert!(load_err(&dir).contains("the bare path `COVERAGE.md` is refused"));
}

#[test]
fn case_count_is_required_and_cut_manifests_are_refused() {
    let (_tmp, dir) = copy();
    edit_manifest(&dir, "case_count: 10\n", "");
    let e = load_err(&dir);
    assert!(e.contains("`case_count` is missing"), "{e}");

    // Cut after the header: no cases left, the count does not hold.
    let (_tmp, dir) = copy();
    let path = dir.join("manifest.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let header = &text[..text.find("cases:").unwrap()];
    std::fs::write(&path, header).unwrap();
    let e = load_err(&dir);
    assert!(
        e.contains("case_count is 10 but the manifest lists 0 cases"),
        "{e}"
    );

    // Half the cases cut.
    let cut: String = text
        .split("\n  - id: ")
        .take(6)
        .collect::<Vec<_>>()
        .join("\n  - id: ");
    std::fs::write(&path, format!("{cut}\n")).unwrap();
    let e = load_err(&dir);
    assert!(
        e.contains("case_count is 10 but the manifest lists 5 cases"),
        "{e}"
    );
}

#[test]
fn duplicate_ids_are_refused() {
    let (_tmp, dir) = copy();
    let path = dir.join("manifest.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let text = text.replace(
        "id: ps.oC.mov-only/invalid/ps_2_0/op-add",
        "id: ps.oC.mov-only/valid/ps_2_0/op-mov",
    );
    std::fs::write(&path, text).unwrap();
    assert!(load_err(&dir).contains("duplicate case id `ps.oC.mov-only/valid/ps_2_0/op-mov`"));
}

#[test]
fn the_suite_names_its_manifest_by_hash_and_a_bom_is_accepted() {
    let bytes = std::fs::read(fixture_dir().join("manifest.yaml")).unwrap();
    assert_eq!(fixture().manifest_sha256, hex_sha256(&bytes));

    let (_tmp, dir) = copy();
    let mut with_bom = b"\xEF\xBB\xBF".to_vec();
    with_bom.extend_from_slice(&bytes);
    std::fs::write(dir.join("manifest.yaml"), &with_bom).unwrap();
    std::fs::write(
        dir.join("ERRATA.yaml"),
        "\u{feff}format: 1\nsuite: 0.0.1-test\n",
    )
    .unwrap();
    let suite = Suite::load(&dir).expect("a BOM is not part of the YAML");
    assert_eq!(suite.cases.len(), 10);
    assert_eq!(suite.manifest_sha256, hex_sha256(&with_bom));
}

#[test]
fn a_suite_reached_through_a_link_still_loads() {
    let (tmp, dir) = copy();
    let alias = tmp.path().join("alias");
    std::os::unix::fs::symlink(&dir, &alias).unwrap();
    let suite = Suite::load(&alias).expect("the user may name the suite by a link");
    let c = suite.cases.iter().find(|c| c.id == CASE).unwrap();
    assert!(suite.read_file(&c.files["text"]).is_ok());
}
