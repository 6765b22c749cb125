//! `shadercts publish --version X.Y.Z`: generate and publish `suites/X.Y.Z/`, atomically,
//! with a changelog against the previous version; never overwrites a version.
//!
//! Wiring (the lead adds these):
//!
//! ```text
//! enum Command:  /// Generate and publish suites/X.Y.Z/ (never overwrites a version).
//!                Publish(cmd_publish::PublishArgs),
//! match:         Command::Publish(a) => cmd_publish::run(&ctx, a),
//! ```

use crate::cmd_generate::{failed, session, summary};
use crate::context::Context;
use crate::error::{CliError, CliResult};
use clap::Args;
use shadercts_generator::session::Session;
use shadercts_generator::suite::publish::{check_new, publish};
use shadercts_generator::Request;
use std::path::PathBuf;

/// Arguments of `publish`.
#[derive(Args, Debug)]
pub struct PublishArgs {
    /// The new version, MAJOR.MINOR.PATCH.
    #[arg(long)]
    pub version: String,
    /// Seed of the random case sources.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Where versions live.
    #[arg(long, value_name = "DIR", default_value = "suites")]
    pub suites_dir: PathBuf,
    /// Use the templates/ and bindings/ of this directory instead of the built-in ones.
    #[arg(long, value_name = "DIR")]
    pub generator_dir: Option<PathBuf>,
    /// Publish without MojoShader: its cross-check of assembled tokens and its side of
    /// the differential check of generated programs are skipped (by default `publish`
    /// refuses to run when MojoShader cannot be loaded; docs/differential.md).
    #[arg(long)]
    pub no_mojoshader: bool,
}

/// Runs `publish`.
pub fn run(ctx: &Context, a: &PublishArgs) -> CliResult {
    check_new(&a.suites_dir, &a.version).map_err(CliError::Input)?;
    let previous = Session::previous(&a.suites_dir, &a.version).map_err(CliError::Input)?;
    let s = session(ctx, a.generator_dir.as_deref(), !a.no_mojoshader)?;
    if !a.no_mojoshader && !s.cross.is_available() {
        // A release is compared with MojoShader before it is frozen (docs/differential.md).
        return Err(CliError::Input(format!(
            "publish needs MojoShader for the differential check of generated programs: {} \
             (or pass --no-mojoshader to publish without it)",
            shadercts_mojoshader::MojoShader::load()
                .err()
                .map_or_else(|| "it could not be loaded".to_string(), |e| e.to_string())
        )));
    }
    let req = Request {
        version: a.version.clone(),
        seed: a.seed,
        previous,
        allow_gaps: false,
    };
    let t = std::time::Instant::now();
    let (suite, report) = s.build_suite(ctx.model(), &req).map_err(failed)?;
    let target = publish(&a.suites_dir, &suite).map_err(CliError::Input)?;
    eprint!("{}", summary(&report, s.cross.is_available()));
    eprintln!(
        "published {} in {:.2}s",
        target.display(),
        t.elapsed().as_secs_f64()
    );
    Ok(())
}
