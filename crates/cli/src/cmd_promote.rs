//! `shadercts promote`: turn a reduced finding into a suite case (one YAML file in
//! `generator/promoted/` that the next `shadercts publish` picks up; docs/fuzzing.md).
//!
//! Wiring (lead; the dependency lines are those of cmd_reduce.rs):
//!   main.rs:
//!     mod cmd_promote;
//!     // in `enum Command`:
//!     /// Turn a reduced shader into a suite case for the generator to publish.
//!     Promote(cmd_promote::PromoteArgs),
//!     // in the `match`:
//!     Command::Promote(a) => cmd_promote::run(&ctx, a),

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use clap::{Args, ValueEnum};
use shadercts_fuzzing::promote::{self, PromoteError, Verdict, DEFAULT_DIR};
use std::path::PathBuf;

/// The expected verdict on the command line.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ExpectArg {
    /// The shader must be accepted.
    Valid,
    /// The shader must be rejected with the rule.
    Invalid,
}

/// Arguments of `promote`.
#[derive(Args, Debug)]
pub struct PromoteArgs {
    /// The (reduced) shader file.
    pub file: PathBuf,
    /// The rule the case covers.
    #[arg(long, value_name = "RULE-ID")]
    pub rule: String,
    /// Whether the shader is valid, or breaks the rule.
    #[arg(long, value_enum)]
    pub expect: ExpectArg,
    /// Where promoted cases are collected for the generator.
    #[arg(long, value_name = "DIR", default_value = DEFAULT_DIR)]
    pub suite_dir: PathBuf,
}

/// Runs `promote`.
pub fn run(ctx: &Context, args: &PromoteArgs) -> CliResult {
    let text = files::read_text(&args.file)?;
    let expect = match args.expect {
        ExpectArg::Valid => Verdict::Valid,
        ExpectArg::Invalid => Verdict::Invalid,
    };
    let case = match promote::promote(&text, &args.rule, expect, ctx.rules()?, ctx.model()) {
        Ok(c) => c,
        Err(e @ PromoteError::Disagrees { .. }) => {
            eprintln!("error: {}: {e}", args.file.display());
            return Err(CliError::Rejected);
        }
        Err(e) => return Err(CliError::Input(format!("{}: {e}", args.file.display()))),
    };
    let path = case.write(&args.suite_dir).map_err(|e| {
        CliError::Input(format!(
            "cannot write into {}: {e}",
            args.suite_dir.display()
        ))
    })?;
    println!("{} -> {}", case.id, path.display());
    Ok(())
}
