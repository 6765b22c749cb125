//! Running a suite as individual `cargo test` tests (libtest-mimic), for a backend
//! written as a Rust crate: `harness = false` in its `[[test]]`, and a `main` calling
//! [`main`] (see examples/backend-crate/).

use crate::backend::Backend;
use crate::error::Result;
use crate::evaluate::{case_report, Grading};
use crate::filter::Filters;
use crate::request::{self, InputPreference};
use crate::result::Status;
use crate::runner::run_case;
use crate::suite::Suite;
use libtest_mimic::{Arguments, Completion, Conclusion, Failed, Trial};
use std::path::Path;
use std::sync::Arc;

/// How the trials grade.
#[derive(Clone, Debug, Default)]
pub struct TrialOptions {
    /// Mapping, expectations, level, strictness.
    pub grading: Grading,
    /// Text or bytecode for validate cases.
    pub prefer: InputPreference,
    /// Which cases become trials.
    pub filters: Filters,
}

/// One trial per selected case, named by case id, of kind the case kind. Cases the
/// backend cannot run are ignored trials; so are cases the suite's errata withdraw,
/// which are never run (with `--include-ignored` they are ignored at run time, with
/// the reason); expected failures pass; failures fail with the reason; unexpected
/// passes fail only when the grading is strict.
pub fn trials(suite: Arc<Suite>, backend: Arc<dyn Backend>, opts: Arc<TrialOptions>) -> Vec<Trial> {
    let caps = backend.capabilities();
    (0..suite.cases.len())
        .filter(|i| opts.filters.selects(&suite.cases[*i]))
        .map(|i| {
            let case = &suite.cases[i];
            let ignored =
                case.withdrawn.is_some() || request::plan(case, caps, opts.prefer).is_err();
            let name = case.id.clone();
            let kind = case.kind.name();
            let (suite, backend, opts) =
                (Arc::clone(&suite), Arc::clone(&backend), Arc::clone(&opts));
            Trial::ignorable_test(name, move || {
                let case = &suite.cases[i];
                if let Some(w) = &case.withdrawn {
                    return Ok(Completion::ignored_with(format!(
                        "withdrawn: {}",
                        w.detail()
                    )));
                }
                let record = run_case(&suite, case, backend.as_ref(), opts.prefer);
                let report = case_report(&suite, case, &record, &opts.grading);
                match report.status {
                    Status::Pass | Status::ExpectedFailure => Ok(Completion::Completed),
                    Status::UnexpectedPass if !opts.grading.strict => Ok(Completion::Completed),
                    Status::Withdrawn => Ok(Completion::ignored_with(report.detail)),
                    Status::UnexpectedPass => Err(Failed::from(report.detail)),
                    Status::NotSupported => {
                        Err(Failed::from(format!("not supported: {}", report.detail)))
                    }
                    Status::Fail => Err(Failed::from(format!(
                        "expected {}; {}",
                        report.expected, report.detail
                    ))),
                }
            })
            .with_kind(kind)
            .with_ignored_flag(ignored)
        })
        .collect()
}

/// Loads the suite at `suite_dir` and runs it as tests with the process's arguments
/// (`cargo test -- FILTER`, `--list`, `--ignored`, …).
pub fn run(backend: Arc<dyn Backend>, suite_dir: &Path, opts: TrialOptions) -> Result<Conclusion> {
    let suite = Arc::new(Suite::load(suite_dir)?);
    let args = Arguments::from_args();
    Ok(libtest_mimic::run(
        &args,
        trials(suite, backend, Arc::new(opts)),
    ))
}

/// [`run`], then exit with libtest's code (101 on failure); a suite that cannot be
/// loaded prints the error and exits with 2.
pub fn main(backend: Arc<dyn Backend>, suite_dir: &Path, opts: TrialOptions) -> ! {
    match run(backend, suite_dir, opts) {
        Ok(conclusion) => conclusion.exit(),
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2)
        }
    }
}
