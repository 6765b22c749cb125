//! Two `publish` at once both land in `RELEASES.yaml` (issue 35, item 10): the read,
//! change and write of the lock of released suites happen under an exclusive lock.
//! Before, one entry was lost in about one of three tries with two processes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod support;

use shadercts_generator::suite::publish::publish;
use shadercts_suite_files::releases::Releases;
use std::sync::{Arc, Barrier};
use support::{build, inputs, BINDINGS};

#[test]
fn concurrent_publishes_all_land_in_the_releases_file_in_version_order() {
    const VERSIONS: [&str; 6] = ["2.4.0", "2.5.0", "2.6.0", "2.10.0", "3.0.0", "2.4.1"];
    let suites: Vec<_> = VERSIONS
        .iter()
        .map(|v| build(&inputs(BINDINGS), v).map(|(s, _)| s).unwrap())
        .collect();
    // A few rounds: a lost update needs two writers to interleave.
    for round in 0..4 {
        let tmp = tempfile::tempdir().unwrap();
        let dir = Arc::new(tmp.path().join("suites"));
        std::fs::create_dir(dir.as_ref()).unwrap();
        let start = Arc::new(Barrier::new(suites.len()));
        let threads: Vec<_> = suites
            .iter()
            .cloned()
            .map(|suite| {
                let (dir, start) = (Arc::clone(&dir), Arc::clone(&start));
                std::thread::spawn(move || {
                    start.wait();
                    publish(&dir, &suite)
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap().unwrap();
        }
        let lock = Releases::load(&dir).unwrap();
        let listed: Vec<&str> = lock.releases.iter().map(|r| r.version.as_str()).collect();
        assert_eq!(
            listed,
            ["2.4.0", "2.4.1", "2.5.0", "2.6.0", "2.10.0", "3.0.0"],
            "round {round}"
        );
        // Nothing but the versions and the lock in the folder (no lock file left).
        let mut names: Vec<String> = std::fs::read_dir(dir.as_ref())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names.len(), VERSIONS.len() + 1, "{names:?}");
    }
}
