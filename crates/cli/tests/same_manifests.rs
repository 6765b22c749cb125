//! `verify-suite` and `run` accept exactly the same manifests (issue 15: the two readers
//! had drifted; `phase`, the documented field, was graded by `run` and refused by
//! `verify-suite`). Each manifest below, a variant of the hand-made fixture suite in the
//! docs/suite-format.md layout, goes to both commands: both read it (exit 0 or 1), or
//! both refuse it as input (exit 2). The shape of a case is one check in
//! shadercts-suite-files that both apply.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use std::path::{Path, PathBuf};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../harness/tests/fixtures/suite")
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), &target).unwrap();
        }
    }
}

/// The fixture's manifest with `from` replaced by `to` (once; `from` must be there).
fn variant(from: &str, to: &str) -> String {
    let text = std::fs::read_to_string(fixture().join("manifest.yaml")).unwrap();
    assert!(text.contains(from), "the fixture has `{from}`");
    text.replacen(from, to, 1)
}

/// The exit codes of `verify-suite` and `run --backend reference` on `manifest`.
fn both(manifest: &str) -> (i32, i32, String) {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("suite");
    copy_dir(&fixture(), &dir);
    std::fs::write(dir.join("manifest.yaml"), manifest).unwrap();
    let d = dir.to_str().unwrap();
    let v = shadercts(&["verify-suite", d], tmp.path());
    let r = shadercts(&["run", "--suite", d, "--backend", "reference"], tmp.path());
    (
        code(&v),
        code(&r),
        format!("verify-suite: {}\nrun: {}", err(&v), err(&r)),
    )
}

const ID: &str = "  - id: vs.basic/valid/vs_1_1/mov\n";
const EXPECT: &str =
    "    expect: { verdict: invalid, phase: validator, rules: [ps.oC.no-writemask] }";

#[test]
fn both_read_the_documented_fields() {
    let plain = std::fs::read_to_string(fixture().join("manifest.yaml")).unwrap();
    let read = [
        ("the fixture (it has `expect.phase`)", plain.clone()),
        ("without generator and seed", variant("generator: hand-made\nseed: 0\n", "")),
        ("a case with notes", variant(ID, &format!("{ID}    notes: [mojoshader.example (docs/x.md)]\n"))),
        (
            "format 2 with a level",
            variant("format: 1\n", "format: 2\n").replacen(
                EXPECT,
                "    expect: { verdict: invalid, phase: validator, rules: [ps.oC.no-writemask], level: native }",
                1,
            ),
        ),
    ];
    for (what, m) in read {
        let (v, r, msgs) = both(&m);
        assert!(v != 2 && r != 2, "{what}: both must read it\n{msgs}");
    }
}

#[test]
fn both_refuse_the_same_manifests() {
    let refused = [
        ("an unknown top-level field", variant("seed: 0\n", "seed: 0\ncolour: red\n")),
        ("an unknown case field", variant(ID, &format!("{ID}    colour: red\n"))),
        ("an unknown expect field", variant(EXPECT, "    expect: { verdict: invalid, colour: red }")),
        ("an unknown phase", variant("phase: validator", "phase: linker")),
        ("an unknown level", variant(EXPECT, "    expect: { verdict: invalid, level: strict, rules: [ps.oC.no-writemask] }")),
        ("an unknown kind", variant("    kind: link\n", "    kind: compile\n")),
        ("an unknown file role", variant("      vs: {", "      source: {")),
        ("a missing verdict", variant("    expect: { verdict: valid }\n  - id: ps.oC.mov-only/invalid", "    expect: {}\n  - id: ps.oC.mov-only/invalid")),
        ("a wrong case_count", variant("case_count: 10\n", "case_count: 11\n")),
        ("no case_count", variant("case_count: 10\n", "")),
        (
            "a bare path",
            variant(
                "{ path: cases/vs.basic/valid-vs_1_1-mov.asm, sha256: b960eb2b4c80db40d2b6280604ac929fad5f60e751ced67c84eb53ccf0003f86 }",
                "cases/vs.basic/valid-vs_1_1-mov.asm",
            ),
        ),
        ("a duplicate id", variant("  - id: assemble/ps_2_0/add\n", "  - id: assemble/vs_1_1/mov\n")),
        ("format 5", variant("format: 1\n", "format: 5\n")),
    ];
    for (what, m) in refused {
        let (v, r, msgs) = both(&m);
        assert!(
            v == 2 && r == 2,
            "{what}: both must refuse it (exit 2)\n{msgs}"
        );
    }
}
