//! The checked-in templates and bindings against the checked-in rules: the suite builds
//! with no disagreement, no error and no coverage gap, has at least 20,000 cases,
//! regenerates byte for byte (twice in a row, and as the newest published suite under
//! suites/, changelog included, its ERRATA.yaml aside), and verifies once written.
//! Published versions are frozen: `published_suites_verify` checks their files (hashes,
//! paths, errata). The reference's agreement is checked on the newest suite only (here
//! and in the harness's published_suite test, at both conformance levels): rules added
//! later may contradict an older suite's expectations, which its ERRATA.yaml withdraws
//! when they are known.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_generator::session::Session;
use shadercts_generator::suite::write::write_atomically;
use shadercts_generator::Request;
use shadercts_shader::Model;
use std::collections::BTreeMap;
use std::path::Path;

fn files_under(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(dir: &Path, prefix: &str, out: &mut BTreeMap<String, Vec<u8>>) {
        for e in std::fs::read_dir(dir).expect("list").flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let rel = if prefix.is_empty() {
                name
            } else {
                format!("{prefix}/{name}")
            };
            if e.file_type().expect("type").is_dir() {
                walk(&e.path(), &rel, out);
            } else {
                out.insert(rel, std::fs::read(e.path()).expect("read"));
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, "", &mut out);
    out
}

#[test]
fn the_checked_in_suite_is_clean_complete_and_reproducible() {
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap_or_else(|e| panic!("{e}"));
    let suites = Path::new(env!("CARGO_MANIFEST_DIR")).join("../suites");
    let newest = Session::previous(&suites, "9999.0.0")
        .expect("the published manifests read")
        .expect("a suite is published");
    let version = newest.suite.clone();
    let req = Request {
        version: version.clone(),
        seed: newest.seed,
        previous: Session::previous(&suites, &version).expect("the previous manifest reads"),
        allow_gaps: false,
    };
    let (first, report) = session
        .build_suite(model, &req)
        .unwrap_or_else(|f| panic!("the checked-in bindings do not build a suite:\n{f}"));
    assert!(report.cases >= 20_000, "only {} cases", report.cases);
    let tmp = tempfile::tempdir().expect("tempdir");
    let (a, b) = (tmp.path().join("a"), tmp.path().join("b"));
    write_atomically(&first, &a).expect("write a");
    let (second, _) = session
        .build_suite(model, &req)
        .unwrap_or_else(|f| panic!("{f}"));
    write_atomically(&second, &b).expect("write b");
    let (fa, fb) = (files_under(&a), files_under(&b));
    assert_eq!(fa.len(), first.files.len());
    assert_eq!(fa.keys().collect::<Vec<_>>(), fb.keys().collect::<Vec<_>>());
    let differing: Vec<&String> = fa
        .iter()
        .filter(|(k, v)| fb.get(*k) != Some(v))
        .map(|(k, _)| k)
        .collect();
    assert!(
        differing.is_empty(),
        "files differ between two generations: {differing:?}"
    );
    // The newest published suite on disk is exactly what its seed regenerates; its
    // ERRATA.yaml, added after publishing, is no file of the regeneration.
    let published = suites.join(&version);
    let mut fp = files_under(&published);
    fp.remove(shadercts_errata::ERRATA);
    let only_one: Vec<&String> = fa
        .keys()
        .filter(|k| !fp.contains_key(*k))
        .chain(fp.keys().filter(|k| !fa.contains_key(*k)))
        .take(10)
        .collect();
    assert!(
        only_one.is_empty(),
        "files only in one of suites/{version} and the regeneration: {only_one:?}"
    );
    let stale: Vec<&String> = fa
        .iter()
        .filter(|(k, v)| fp.get(*k) != Some(v))
        .map(|(k, _)| k)
        .take(10)
        .collect();
    assert!(
        stale.is_empty(),
        "suites/{version} differs from its regeneration: {stale:?}"
    );
    let verified = session.verify(model, &a).expect("readable");
    assert!(
        verified.ok(),
        "{:#?}",
        &verified.problems[..verified.problems.len().min(20)]
    );
    assert_eq!(verified.cases, report.cases);
}

#[test]
fn published_suites_verify() {
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap_or_else(|e| panic!("{e}"));
    let suites = Path::new(env!("CARGO_MANIFEST_DIR")).join("../suites");
    let mut versions = 0;
    for e in std::fs::read_dir(&suites).expect("suites/ lists").flatten() {
        if !e.path().join("manifest.yaml").is_file() {
            continue;
        }
        let verified = session.verify_files(model, &e.path()).expect("readable");
        assert!(
            verified.ok(),
            "{}: {:#?}",
            e.path().display(),
            &verified.problems[..verified.problems.len().min(20)]
        );
        assert!(verified.cases > 20_000, "{}", e.path().display());
        versions += 1;
    }
    assert!(versions >= 1);
}
