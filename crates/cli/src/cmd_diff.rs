//! `shadercts diff OLD.json NEW.json`: what changed between two runs of one
//! implementation on one suite, regressions first; exit 1 when there is a regression
//! (for CI), 2 for a usage or input error. See docs/compare.md.

use crate::cmd_compare::read_report;
use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use clap::{Args, ValueEnum};
use shadercts_harness::diff;
use std::path::PathBuf;

/// Output formats of `diff`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum DiffFormat {
    /// One line per change.
    Text,
    /// The whole diff as JSON.
    Json,
}

/// Arguments of `diff`.
#[derive(Args, Debug)]
pub struct DiffArgs {
    /// The earlier run's JSON report.
    #[arg(value_name = "OLD.json")]
    pub old: PathBuf,
    /// The later run's JSON report.
    #[arg(value_name = "NEW.json")]
    pub new: PathBuf,
    /// Compare reports of different suite versions, manifests or backends anyway (by
    /// case id); the output names what differs.
    #[arg(long)]
    pub force: bool,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: DiffFormat,
}

/// Runs `diff`: exit 0 without regressions, 1 with.
pub fn run(_ctx: &Context, args: &DiffArgs) -> CliResult {
    let old = read_report(&args.old)?;
    let new = read_report(&args.new)?;
    let d = diff::diff(
        &args.old.display().to_string(),
        &old,
        &args.new.display().to_string(),
        &new,
        args.force,
    )
    .map_err(|e| CliError::Input(e.to_string()))?;
    let data = match args.format {
        DiffFormat::Text => diff::render_text(&d).into_bytes(),
        DiffFormat::Json => diff::render_json(&d).map_err(|e| CliError::Input(e.to_string()))?,
    };
    files::write_stdout(&data)?;
    if d.exit_code() == 0 {
        Ok(())
    } else {
        Err(CliError::Rejected)
    }
}
