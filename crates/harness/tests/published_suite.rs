//! The newest published suite under suites/ passes against the reference backend at the
//! rule level and at both conformance levels: the reference agrees with every
//! expectation its authors wrote, except those of the cases the suite's ERRATA.yaml
//! withdraws (not run, reported withdrawn). Older suites are frozen: their files are
//! checked by the generator's `published_suites_verify`; rules added since may contradict
//! some of their expectations (docs/suite-format.md, "Errata").

use shadercts_harness::backends::ReferenceBackend;
use shadercts_harness::result::Status;
use shadercts_harness::runner::Quiet;
use shadercts_harness::suite::{Conformance, Suite};
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
    dirs.sort_by_key(|d| version_key(d));
    let newest = dirs
        .pop()
        .unwrap_or_else(|| panic!("no published suite under {}", suites.display()));
    let grading = Grading {
        level: Level::Rule,
        ..Grading::default()
    };
    // Loaded once (the manifest is large); graded at each level in turn.
    let loaded = Suite::load(&newest).expect("the published suite loads");
    for level in [Conformance::Native, Conformance::Documented] {
        let dir = &newest;
        let backend = ReferenceBackend::embedded_at(level.into());
        let mut suite = loaded.clone();
        suite.grade_at(level);
        assert_eq!(
            suite.conformance,
            Some(level),
            "{} has levels",
            dir.display()
        );
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
        assert!(bad.is_empty(), "{} at {level}: {bad:#?}", dir.display());
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

/// `suites/X.Y.Z` → (X, Y, Z) for ordering by semver.
fn version_key(dir: &Path) -> (u64, u64, u64) {
    let name = dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let mut it = name.split('.').map(|p| p.parse().unwrap_or(0));
    (
        it.next().unwrap_or(0),
        it.next().unwrap_or(0),
        it.next().unwrap_or(0),
    )
}
