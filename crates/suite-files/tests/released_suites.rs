//! The published suites of this repository are frozen (docs/suite-format.md, "Releases"):
//! every version folder under `suites/` is listed in `suites/RELEASES.yaml`, and its files
//! (all but its ERRATA.yaml) still hash to the recorded tree hash. Changing any file of
//! a released suite fails here; fix a release through its ERRATA.yaml or publish anew.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_suite_files::releases::{check_release, Releases};
use std::path::PathBuf;

fn suites() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../suites")
}

/// True for a `MAJOR.MINOR.PATCH` folder name.
fn is_version(name: &str) -> bool {
    let parts: Vec<&str> = name.split('.').collect();
    parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
}

#[test]
fn every_released_suite_is_unchanged() {
    let dir = suites();
    let lock = Releases::load(&dir).expect("suites/RELEASES.yaml parses");
    assert!(
        !lock.releases.is_empty(),
        "suites/RELEASES.yaml lists no release"
    );
    let mut folders: Vec<String> = std::fs::read_dir(&dir)
        .expect("suites/ is listed")
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .filter_map(|e| e.file_name().to_str().map(str::to_owned))
        .filter(|n| is_version(n))
        .collect();
    folders.sort();
    let mut listed: Vec<String> = lock.releases.iter().map(|r| r.version.clone()).collect();
    listed.sort();
    assert_eq!(
        folders, listed,
        "every version folder under suites/ must be released (listed in RELEASES.yaml), \
         and every release must be there"
    );
    for r in &lock.releases {
        assert_eq!(check_release(&dir, &r.version), Ok(true), "{}", r.version);
    }
}
