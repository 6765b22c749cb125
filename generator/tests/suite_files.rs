//! Suites on disk: atomic writing, publishing (never overwriting, changelog against the
//! previous version) and verify-suite (hashes, paths, the oracle).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod support;

use shadercts_generator::suite::manifest::Manifest;
use shadercts_generator::suite::publish::{previous, publish, Semver};
use shadercts_generator::suite::verify::{check_path, verify_suite};
use shadercts_generator::suite::write::write_atomically;
use shadercts_shader::Model;
use std::path::Path;
use support::{build, demo_suite, inputs, DemoOracle, BINDINGS};

fn verify(dir: &Path) -> Vec<String> {
    verify_suite(dir, Model::embedded(), &DemoOracle)
        .expect("readable suite")
        .problems
}

fn written() -> (tempfile::TempDir, std::path::PathBuf) {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("suite");
    write_atomically(&demo_suite(), &dir).expect("write");
    (tmp, dir)
}

fn first_text(dir: &Path) -> String {
    let m = Manifest::parse(&std::fs::read_to_string(dir.join("manifest.yaml")).expect("manifest"))
        .expect("parse");
    m.cases
        .iter()
        .find_map(|c| c.files.text.as_ref().map(|f| f.path.clone()))
        .expect("a text file")
}

#[test]
fn a_written_suite_verifies_and_reads_back() {
    let (_tmp, dir) = written();
    assert_eq!(verify(&dir), Vec::<String>::new());
    let text = std::fs::read_to_string(dir.join("manifest.yaml")).expect("manifest");
    assert_eq!(
        Manifest::parse(&text).expect("parse"),
        demo_suite().manifest
    );
}

#[test]
fn verify_catches_a_tampered_file() {
    let (_tmp, dir) = written();
    let f = dir.join(first_text(&dir));
    let mut text = std::fs::read_to_string(&f).expect("case");
    text.push_str("nop\n");
    std::fs::write(&f, text).expect("tamper");
    let problems = verify(&dir);
    assert!(
        problems
            .iter()
            .any(|p| p.contains("does not match its sha256")),
        "{problems:?}"
    );
}

#[test]
fn verify_catches_a_missing_file_and_an_unlisted_one() {
    let (_tmp, dir) = written();
    std::fs::remove_file(dir.join(first_text(&dir))).expect("remove");
    std::fs::write(dir.join("cases/extra.asm"), "ps_2_0\n").expect("extra");
    let problems = verify(&dir);
    assert!(
        problems.iter().any(|p| p.contains("is missing")),
        "{problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.contains("`cases/extra.asm` is not listed")),
        "{problems:?}"
    );
}

#[test]
fn verify_rejects_paths_leaving_the_suite() {
    let (tmp, dir) = written();
    std::fs::write(tmp.path().join("outside.asm"), "ps_2_0\n").expect("outside");
    let m = std::fs::read_to_string(dir.join("manifest.yaml")).expect("manifest");
    let first = first_text(&dir);
    let escaped = m.replacen(&format!("path: {first},"), "path: ../outside.asm,", 1);
    assert_ne!(escaped, m);
    std::fs::write(dir.join("manifest.yaml"), escaped).expect("write");
    // Refused as a whole, at its line and column, as `run` refuses it.
    let e = verify_suite(&dir, Model::embedded(), &DemoOracle).expect_err("refused");
    assert!(e.contains("`../outside.asm` leaves the suite"), "{e}");
    assert!(e.contains("manifest.yaml:"), "{e}");
    for bad in ["/etc/passwd", "a/../b", "./a", "a\\b", "c:/x", ""] {
        assert!(check_path(bad).is_err(), "{bad}");
    }
    assert!(check_path("cases/r/valid-ps_2_0-x.asm").is_ok());
}

#[cfg(unix)]
#[test]
fn verify_rejects_symlinks() {
    let (tmp, dir) = written();
    let first = dir.join(first_text(&dir));
    let real = tmp.path().join("real.asm");
    std::fs::rename(&first, &real).expect("move");
    std::os::unix::fs::symlink(&real, &first).expect("symlink");
    let problems = verify(&dir);
    assert!(
        problems.iter().any(|p| p.contains("is a symbolic link")),
        "{problems:?}"
    );
}

#[test]
fn verify_catches_a_changed_expectation() {
    let (_tmp, dir) = written();
    let m = std::fs::read_to_string(dir.join("manifest.yaml")).expect("manifest");
    // Flip the first invalid case to valid: the oracle no longer agrees.
    let flipped = m.replacen(
        "verdict: invalid\n      rules: [demo.no-add]",
        "verdict: valid",
        1,
    );
    assert_ne!(flipped, m);
    std::fs::write(dir.join("manifest.yaml"), flipped).expect("write");
    let problems = verify(&dir);
    assert!(
        problems
            .iter()
            .any(|p| p
                .contains("the manifest expects valid, the reference says invalid [demo.no-add]")),
        "{problems:?}"
    );
}

#[test]
fn an_unreadable_suite_is_an_error_not_a_report() {
    let tmp = tempfile::tempdir().expect("tempdir");
    assert!(verify_suite(&tmp.path().join("nope"), Model::embedded(), &DemoOracle).is_err());
    std::fs::write(tmp.path().join("manifest.yaml"), "format: [").expect("write");
    assert!(verify_suite(tmp.path(), Model::embedded(), &DemoOracle).is_err());
}

#[test]
fn writing_refuses_an_existing_directory_and_leaves_nothing_on_failure() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("suite");
    std::fs::create_dir(&dir).expect("mkdir");
    std::fs::write(dir.join("keep"), "x").expect("write");
    assert!(write_atomically(&demo_suite(), &dir).is_err());
    assert!(dir.join("keep").exists());
    // A suite that cannot be written (a file and a folder of the same name) leaves no
    // temporary directory behind and no target.
    let mut bad = demo_suite();
    bad.files.insert("clash".into(), b"file".to_vec());
    bad.files.insert("clash/inner".into(), b"file".to_vec());
    let target = tmp.path().join("bad");
    assert!(write_atomically(&bad, &target).is_err());
    let left: Vec<_> = std::fs::read_dir(tmp.path())
        .expect("list")
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(left.len(), 1, "only `suite` remains: {left:?}");
}

#[test]
fn publishing_never_overwrites_and_writes_a_changelog() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let suites = tmp.path().join("suites");
    let v1 = demo_suite();
    let path = publish(&suites, &v1).expect("publish 1.0.0");
    assert_eq!(path, suites.join("1.0.0"));
    let again = publish(&suites, &v1).expect_err("1.0.0 exists");
    assert!(again.contains("already exists"), "{again}");
    released_suites_are_locked(&suites, &v1);
    // Version 1.1.0: one case removed (sub), one added (max in ps_3_0 via a new entry),
    // one expectation changed would need another oracle; content changes are listed too.
    let bindings = BINDINGS
        .replace("params: { op: [min, sub] }", "params: { op: [min] }")
        .replace("    - template: ps_op\n      params: { op: max }\n", "    - template: ps_op\n      params: { op: max }\n    - name: extra\n      template: ps_op\n      profiles: [ps_3_0]\n      params: { op: max }\n");
    let prev = previous(&suites, Semver(1, 1, 0))
        .expect("read")
        .expect("1.0.0 found");
    assert_eq!(prev.suite, "1.0.0");
    let (mut v2, _) = build(&inputs(&bindings), "1.1.0").expect("v2");
    // Rebuild the changelog against 1.0.0, as the CLI does through Request::previous.
    let log = shadercts_generator::suite::changelog::render(&v2.manifest, Some(&prev));
    v2.files
        .insert("CHANGELOG.md".into(), log.clone().into_bytes());
    assert!(log.contains("## Added (2)\n\n- `demo.no-mul/assemble/ps_3_0/extra_op-max`\n- `demo.no-mul/valid/ps_3_0/extra_op-max`"), "{log}");
    assert!(log.contains("## Removed (4)"), "{log}");
    assert!(log.contains("- `demo.no-add/valid/ps_2_0/op-sub`"), "{log}");
    assert!(publish(&suites, &v2).is_ok());
    assert!(publish(&suites, &v2).is_err());
    let bad = publish(&suites, &{
        let mut s = v2.clone();
        s.manifest.suite = "../x".into();
        s
    });
    assert!(bad.expect_err("bad version").contains("not a version"));
}

#[test]
fn a_changed_expectation_is_listed() {
    let v1 = demo_suite();
    let mut v2 = v1.manifest.clone();
    v2.suite = "2.0.0".into();
    let c = v2
        .cases
        .iter_mut()
        .find(|c| c.id == "demo.no-add/invalid/ps_2_0/op-add")
        .expect("case");
    c.expect.verdict = Some("valid".into());
    c.expect.rules = None;
    let log = shadercts_generator::suite::changelog::render(&v2, Some(&v1.manifest));
    assert!(log.contains("## Changed expectation (1)\n\n- `demo.no-add/invalid/ps_2_0/op-add`: invalid [demo.no-add] → valid"), "{log}");
}

#[test]
fn manifest_strings_survive_quoting() {
    let mut m = demo_suite().manifest;
    let odd = [
        "template x {a: b, c: \"d\"}",
        "1.0",
        "yes",
        "- dash",
        "tab\tand\nnewline \\ backslash",
        "#hash",
        "",
        "ünïcode",
    ];
    for (c, s) in m.cases.iter_mut().zip(odd) {
        c.origin = s.to_string();
    }
    m.suite = "1.0.0".into();
    let back = Manifest::parse(&m.to_yaml()).expect("parse");
    assert_eq!(back, m);
}

/// `publish` recorded `suite` in the lock of released suites: the folder matches its
/// entry; a changed, added or removed file does not, an erratum does; the version is
/// never published again, even after its folder is deleted.
fn released_suites_are_locked(
    suites: &std::path::Path,
    suite: &shadercts_generator::suite::layout::Suite,
) {
    use shadercts_suite_files::releases::{check_release, tree_sha256, Releases};
    let version = &suite.manifest.suite;
    let lock = Releases::load(suites).expect("the lock");
    let entry = lock.get(version).expect("publish locked the version");
    let dir = suites.join(version);
    let tree = tree_sha256(&dir).expect("tree");
    assert_eq!(
        (entry.files, &entry.tree_sha256),
        (tree.files, &tree.sha256)
    );
    assert_eq!(entry.files, suite.files.len());
    assert_eq!(check_release(suites, version), Ok(true));
    assert_eq!(check_release(suites, "9.9.9"), Ok(false));
    // An erratum is the one allowed change.
    std::fs::write(dir.join("ERRATA.yaml"), "errata: []\n").expect("errata");
    assert_eq!(check_release(suites, version), Ok(true));
    std::fs::remove_file(dir.join("ERRATA.yaml")).expect("rm errata");
    // Any other change is caught: a changed byte, an added file, a removed file.
    let (first, bytes) = suite.files.iter().next().expect("a file");
    let mut changed = bytes.clone();
    changed.push(b' ');
    std::fs::write(dir.join(first), &changed).expect("change");
    let e = check_release(suites, version).expect_err("changed");
    assert!(e.contains("was changed"), "{e}");
    std::fs::write(dir.join(first), bytes).expect("restore");
    std::fs::write(dir.join("extra.txt"), "x").expect("add");
    assert!(check_release(suites, version).is_err(), "an added file");
    std::fs::remove_file(dir.join("extra.txt")).expect("rm");
    assert_eq!(check_release(suites, version), Ok(true));
    std::fs::remove_file(dir.join(first)).expect("remove");
    assert!(check_release(suites, version).is_err(), "a removed file");
    std::fs::write(dir.join(first), bytes).expect("restore");
    // A symbolic link inside a released folder is refused.
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink("/etc/passwd", dir.join("link")).expect("symlink");
        let e = check_release(suites, version).expect_err("link");
        assert!(e.contains("not a regular file"), "{e}");
        std::fs::remove_file(dir.join("link")).expect("rm link");
    }
    // Deleting the folder does not make the version publishable again.
    let moved = suites.join("moved-away");
    std::fs::rename(&dir, &moved).expect("move");
    let e = publish(suites, suite).expect_err("released");
    assert!(e.contains("already released"), "{e}");
    std::fs::rename(&moved, &dir).expect("move back");
}

/// The demo suite written in format 3: `manifest.jsonl` beside its YAML view.
fn written_format_3() -> (tempfile::TempDir, std::path::PathBuf, Manifest) {
    let mut suite = demo_suite();
    suite.manifest.format = 3;
    suite.files.insert(
        "manifest.yaml".into(),
        suite.manifest.to_yaml().into_bytes(),
    );
    suite.files.insert(
        "manifest.jsonl".into(),
        suite.manifest.to_jsonl().into_bytes(),
    );
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("suite");
    write_atomically(&suite, &dir).expect("write");
    (tmp, dir, suite.manifest)
}

#[test]
fn a_json_lines_manifest_reads_back_and_its_yaml_view_must_agree() {
    let (_tmp, dir, m) = written_format_3();
    let text = std::fs::read_to_string(dir.join("manifest.jsonl")).expect("jsonl");
    assert_eq!(
        text.lines().count(),
        m.cases.len() + 1,
        "a header, then a case per line"
    );
    assert_eq!(Manifest::parse_jsonl(&text).expect("parse"), m);
    assert_eq!(verify(&dir), Vec::<String>::new());

    // An edited view is not the manifest any more.
    let view = dir.join("manifest.yaml");
    let yaml = std::fs::read_to_string(&view).expect("view");
    assert!(yaml.contains(&format!("\nseed: {}\n", m.seed)));
    let edited = yaml.replacen(&format!("\nseed: {}\n", m.seed), "\nseed: 999\n", 1);
    std::fs::write(&view, edited).expect("edit");
    let e = verify_suite(&dir, Model::embedded(), &DemoOracle).expect_err("refused");
    assert!(
        e.contains("is not the same manifest as manifest.jsonl"),
        "{e}"
    );

    // Without manifest.jsonl (a hand-made suite) manifest.yaml is the manifest, as for
    // `run`.
    std::fs::write(&view, yaml).expect("restore");
    std::fs::remove_file(dir.join("manifest.jsonl")).expect("remove");
    assert_eq!(verify(&dir), Vec::<String>::new());
}

#[test]
fn a_malformed_json_lines_manifest_names_the_line() {
    let (_tmp, dir, _) = written_format_3();
    let path = dir.join("manifest.jsonl");
    let text = std::fs::read_to_string(&path).expect("jsonl");
    let mut lines: Vec<&str> = text.lines().collect();
    lines[2] = "{\"id\": 1}";
    std::fs::write(&path, lines.join("\n")).expect("write");
    let e = verify_suite(&dir, Model::embedded(), &DemoOracle).expect_err("refused");
    assert!(e.contains("manifest.jsonl:3: "), "{e}");
}
