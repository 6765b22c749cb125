//! The repository is self-contained: no file outside `suites/` cites the rule catalogue
//! that is not part of it (cite the public page instead) or reads `../shared` beside the
//! checkout. The files are those git tracks (every file below the root, build output
//! and dot-folders aside, when git or the `.git` folder is not there).
//!
//! Frozen exceptions: every byte of the rule files and model tables is hashed into the
//! newest published suite's `rules_sha256`, and every byte of the generator's bindings
//! into its `templates_sha256` (one binding `reason` is also printed in its
//! COVERAGE.md), so their citations can only go with the next suite version. They are
//! listed with their exact counts below: a new citation anywhere fails, and so does a
//! removed one until its count here is lowered.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The strings looked for (split, so that this file does not match itself).
const CATALOGUE: &str = concat!("RULES-", "CATALOGUE");
const SHARED: [&str; 2] = [concat!("../", "shared/"), concat!("/work/", "shared")];

/// `(path, citations of the catalogue, mentions of the shared folder)` of the files frozen
/// into suites/2.0.0 and 2.1.0 through their hashes (see the file comment).
const FROZEN: &[(&str, usize, usize)] = &[
    ("generator/bindings/flow.yaml", 1, 0),
    ("generator/bindings/masks-swizzles.yaml", 2, 0),
    ("generator/bindings/opcodes.yaml", 1, 0),
    ("generator/bindings/registers.yaml", 1, 0),
    ("spec-rules/models/opcodes.yaml", 90, 0),
    ("spec-rules/models/profiles.yaml", 7, 1),
    ("spec-rules/models/registers.yaml", 3, 0),
    ("spec-rules/models/usages.yaml", 3, 0),
    ("spec-rules/rules/coissue.yaml", 3, 0),
    ("spec-rules/rules/declarations.yaml", 4, 0),
    ("spec-rules/rules/flow-control.yaml", 1, 0),
    ("spec-rules/rules/modifiers.yaml", 7, 0),
    ("spec-rules/rules/opcodes.yaml", 1, 0),
    ("spec-rules/rules/predication.yaml", 1, 0),
    ("spec-rules/rules/ps1-texture.yaml", 3, 0),
    ("spec-rules/rules/registers.yaml", 2, 0),
    ("spec-rules/rules/relative-addressing.yaml", 4, 0),
    ("spec-rules/rules/seed-000-output-color.yaml", 8, 0),
    ("spec-rules/rules/seed-002-vs3-output-dcl.yaml", 4, 0),
    ("spec-rules/rules/seed-003-ps1-overview.yaml", 1, 0),
    ("spec-rules/rules/seed-004-sm3.yaml", 3, 0),
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The repository's files, relative to the root, with `/` separators.
fn files(root: &Path) -> Vec<String> {
    let tracked = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["ls-files", "-z"])
        .output();
    if let Ok(out) = tracked {
        if out.status.success() && !out.stdout.is_empty() {
            return out
                .stdout
                .split(|b| *b == 0)
                .filter(|p| !p.is_empty())
                .map(|p| String::from_utf8_lossy(p).into_owned())
                .collect();
        }
    }
    fn walk(dir: &Path, rel: &str, out: &mut Vec<String>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || name == "target" {
                continue;
            }
            let r = if rel.is_empty() {
                name
            } else {
                format!("{rel}/{name}")
            };
            if e.file_type().unwrap().is_dir() {
                walk(&e.path(), &r, out);
            } else {
                out.push(r);
            }
        }
    }
    let mut out = Vec::new();
    walk(root, "", &mut out);
    out
}

fn count(hay: &[u8], needle: &str) -> usize {
    hay.windows(needle.len())
        .filter(|w| *w == needle.as_bytes())
        .count()
}

/// `path -> (catalogue citations, shared-folder mentions)` of every file outside suites/
/// that has any.
fn citations(root: &Path) -> BTreeMap<String, (usize, usize)> {
    let mut found = BTreeMap::new();
    for rel in files(root) {
        if rel.starts_with("suites/") {
            continue; // published suites are frozen
        }
        let Ok(bytes) = std::fs::read(root.join(&rel)) else {
            continue; // tracked but deleted in the working tree
        };
        let c = count(&bytes, CATALOGUE);
        let s: usize = SHARED.iter().map(|n| count(&bytes, n)).sum();
        if c + s > 0 {
            found.insert(rel, (c, s));
        }
    }
    found
}

#[test]
fn no_file_outside_suites_cites_the_catalogue_or_reads_shared() {
    let root = root();
    let found = citations(&root);
    let frozen: BTreeMap<String, (usize, usize)> = FROZEN
        .iter()
        .map(|(p, c, s)| (p.to_string(), (*c, *s)))
        .collect();
    let mut problems = Vec::new();
    for (path, got) in &found {
        match frozen.get(path) {
            None => problems.push(format!(
                "{path}: {} citation(s) of {CATALOGUE} and {} of a shared folder outside the \
                 repository: cite the public page (its URL) and read the repository's own \
                 copies (spec-rules/seeds/)",
                got.0, got.1
            )),
            Some(want) if want != got => problems.push(format!(
                "{path}: {got:?} (catalogue, shared) where FROZEN says {want:?}: this file is \
                 hashed into the newest suite; change it only with the next suite version, \
                 and then update FROZEN in this test"
            )),
            Some(_) => {}
        }
    }
    for path in frozen.keys() {
        if !found.contains_key(path) {
            problems.push(format!(
                "{path} no longer cites {CATALOGUE}: remove it from FROZEN in this test"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scan_sees_a_citation_in_a_new_file() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(tmp.path().join("crates/x/src")).unwrap();
    std::fs::create_dir_all(tmp.path().join("suites/9.9.9")).unwrap();
    std::fs::create_dir_all(tmp.path().join("target")).unwrap();
    let cite = format!("// see {CATALOGUE} §3\nlet p = \"{}seeds\";\n", SHARED[0]);
    std::fs::write(tmp.path().join("crates/x/src/lib.rs"), &cite).unwrap();
    std::fs::write(tmp.path().join("suites/9.9.9/COVERAGE.md"), &cite).unwrap();
    std::fs::write(tmp.path().join("target/build.log"), &cite).unwrap();
    let found = citations(tmp.path());
    assert_eq!(
        found.into_iter().collect::<Vec<_>>(),
        [("crates/x/src/lib.rs".to_string(), (1, 1))]
    );
}
