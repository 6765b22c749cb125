//! The repository is self-contained: no file outside `suites/` cites the rule catalogue
//! that is not part of it (cite the public page instead) or reads `../shared` beside the
//! checkout. The files are those git tracks (every file below the root, build output
//! and dot-folders aside, when git or the `.git` folder is not there).
//!
//! Exceptions would be files frozen into a released suite through its hashes (the rule
//! files and model tables are hashed into `rules_sha256`, the bindings into
//! `templates_sha256`), listed with their exact counts in FROZEN. There are none: up to
//! suite 2.0.0 the rule files cited a catalogue outside the repository; since 2.1.0
//! they cite the sections of docs/rule-sources.md, which names the public pages.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The strings looked for (split, so that this file does not match itself).
const CATALOGUE: &str = concat!("RULES-", "CATALOGUE");
const SHARED: [&str; 2] = [concat!("../", "shared/"), concat!("/work/", "shared")];

/// `(path, citations of the catalogue, mentions of the shared folder)` of files frozen
/// into a released suite through its hashes (see the file comment): none.
const FROZEN: &[(&str, usize, usize)] = &[];

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
