//! Every published suite under suites/ passes against the reference backend, at the rule
//! level: the reference agrees with every expectation its authors wrote, except those
//! of the cases the suite's ERRATA.yaml withdraws (not run, reported withdrawn).

use shadercts_harness::backends::ReferenceBackend;
use shadercts_harness::result::Status;
use shadercts_harness::runner::Quiet;
use shadercts_harness::suite::Suite;
use shadercts_harness::{run_suite, Grading, Level, RunOptions};
use std::path::Path;

#[test]
fn reference_passes_every_published_suite() {
    let suites = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../suites");
    let mut dirs: Vec<_> = std::fs::read_dir(&suites)
        .expect("suites/ is part of the repository")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("manifest.yaml").is_file())
        .collect();
    dirs.sort();
    assert!(
        !dirs.is_empty(),
        "no published suite under {}",
        suites.display()
    );
    let backend = ReferenceBackend::embedded().expect("the embedded rules load");
    let grading = Grading {
        level: Level::Rule,
        ..Grading::default()
    };
    for dir in dirs {
        let suite = Suite::load(&dir).expect("the published suite loads");
        let report = run_suite(
            &suite,
            &backend,
            &RunOptions::default(),
            &grading,
            &mut Quiet,
        )
        .expect("the run completes");
        let bad: Vec<String> = report
            .cases
            .iter()
            .filter(|c| !matches!(c.status, Status::Pass | Status::Withdrawn))
            .take(20)
            .map(|c| format!("{}: {}", c.id, c.detail))
            .collect();
        assert!(bad.is_empty(), "{}: {bad:#?}", dir.display());
        assert!(report.counts.pass >= 20_000, "{}", dir.display());
        assert_eq!(
            report.counts.withdrawn,
            suite.withdrawn,
            "{}",
            dir.display()
        );
        assert_eq!(report.exit_code(), 0);
    }
}
