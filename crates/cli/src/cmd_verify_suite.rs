//! `shadercts verify-suite DIR`: every file's sha256, every path inside the suite, and
//! the reference's agreement with every expectation not withdrawn by the suite's
//! `ERRATA.yaml`. Exit 0 all good, 1 problems found, 2 the suite (or its errata) cannot
//! be read.
//!
//! Wiring (the lead adds these):
//!
//! ```text
//! enum Command:  /// Check a suite's hashes, paths and expectations against the reference.
//!                VerifySuite(cmd_verify_suite::VerifySuiteArgs),
//! match:         Command::VerifySuite(a) => cmd_verify_suite::run(&ctx, a),
//! ```

use crate::cmd_generate::session;
use crate::context::Context;
use crate::error::{CliError, CliResult};
use clap::Args;
use shadercts_harness::Suite;
use std::path::PathBuf;

/// Arguments of `verify-suite`.
#[derive(Args, Debug)]
pub struct VerifySuiteArgs {
    /// The suite directory (holding manifest.yaml).
    pub dir: PathBuf,
}

/// Runs `verify-suite`.
pub fn run(ctx: &Context, a: &VerifySuiteArgs) -> CliResult {
    // The manifest is first loaded as `run` loads it, so that both refuse the same
    // manifests at the same place (line:column): also cases naming a rule id this rule
    // set does not have, or a profile Direct3D 9 does not have (exit 2).
    Suite::load_with_rules(&a.dir, ctx.rules()?).map_err(|e| CliError::Input(e.to_string()))?;
    let s = session(ctx, None, false)?;
    let report = s.verify(ctx.model(), &a.dir).map_err(CliError::Input)?;
    for p in &report.problems {
        eprintln!("{p}");
    }
    if report.withdrawn > 0 {
        eprintln!(
            "{}: {} case(s) withdrawn by ERRATA.yaml: their files are checked, their expectation is not",
            a.dir.display(),
            report.withdrawn
        );
    }
    if report.ok() {
        eprintln!(
            "{}: {} cases, {} files: all hashes match and the reference agrees",
            a.dir.display(),
            report.cases,
            report.files
        );
        Ok(())
    } else {
        eprintln!("{}: {} problem(s)", a.dir.display(), report.problems.len());
        Err(CliError::Rejected)
    }
}
