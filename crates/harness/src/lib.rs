//! The conformance harness: suites (graded views of the manifests of
//! `shadercts-suite-files`), the [`Backend`] trait and the shipped backends (reference,
//! command, worker; MojoShader and Wine with the default features `mojoshader` and
//! `wine`), the parallel runner with its resumable
//! journal, grading (verdict, phase, rule), expectations, and reports (terminal, JSON,
//! JUnit, HTML, certificate). A third-party backend written in Rust implements
//! [`Backend`] and runs a suite as `cargo test` tests through [`libtest`].

#![warn(missing_docs)]

pub mod atomic;
pub mod backends;
pub mod capped;
pub mod catalog;
pub mod date;
pub mod diff;
pub mod errata;
pub mod error;
pub mod evaluate;
pub mod expectations;
pub mod filter;
pub mod glob;
pub mod grade;
pub mod grade_draw;
pub mod identity;
pub mod journal;
pub mod libtest;
pub mod mapping;
pub mod merge;
pub mod process;
pub mod progress;
pub mod report;
pub mod request;
pub mod result;
pub mod runner;
pub mod suite;
pub mod template;
pub mod untrusted;
pub mod verdict;
pub mod written;
mod yaml;

// The backend API lives in its own small crate (issue 15); its modules stay reachable at
// their old paths (`shadercts_harness::backend::Failure`, `…::protocol::WireRequest`, …).
pub use shadercts_backend_api::{backend, protocol, serve};

pub use backend::{
    Backend, BackendInfo, Capabilities, Capability, Diagnostic, Failure, FileInput, Phase, Request,
    Response, Verdict,
};
pub use error::{Error, Result};
pub use evaluate::Grading;
pub use grade::Level;
pub use result::{RunReport, Status};
pub use runner::{Observer, RunOptions};
pub use suite::{Case, CaseKind, Suite};

/// Runs the selected cases of `suite` on `backend`, grades them and judges whether the
/// run has a verdict (enough answers, see [`verdict`]).
pub fn run_suite(
    suite: &Suite,
    backend: &dyn Backend,
    options: &RunOptions,
    grading: &Grading,
    observer: &mut dyn Observer,
) -> Result<RunReport> {
    let out = runner::run(suite, backend, options, observer)?;
    let info = evaluate::RunInfo {
        backend: backend.info(),
        capabilities: backend.capabilities(),
        seconds: out.seconds,
        selected: &out.selected,
    };
    let mut report = evaluate::evaluate(suite, &out.records, &info, grading);
    verdict::judge(
        &mut report,
        &verdict::Judging {
            min_answered_percent: options.min_answered_percent,
            not_run: out.not_run,
            stopped: out.stopped.clone(),
            filters: options.filters.describe(),
        },
    );
    Ok(report)
}
