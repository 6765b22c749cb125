//! `shadercts generate --seed N --out DIR`: generate a suite into a new directory.
//!
//! Wiring (the lead adds these; this file does not edit main.rs or Cargo.toml):
//!
//! ```text
//! crates/cli/Cargo.toml [dependencies]:  shadercts-generator = { workspace = true }
//! main.rs modules:   mod cmd_generate;  mod cmd_publish;  mod cmd_verify_suite;
//! enum Command:      /// Generate a suite into a new directory.
//!                    Generate(cmd_generate::GenerateArgs),
//! match:             Command::Generate(a) => cmd_generate::run(&ctx, a),
//! ```

use crate::context::Context;
use crate::error::{CliError, CliResult};
use clap::Args;
use shadercts_generator::session::Session;
use shadercts_generator::suite::write::write_atomically;
use shadercts_generator::{Failure, Report, Request};
use std::path::{Path, PathBuf};

/// Arguments of `generate`.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Seed of the random case sources (same seed and rules: same suite, byte for byte).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Directory to create (must not exist, or be empty).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Suite version written into the manifest.
    #[arg(long, default_value = "0.0.0")]
    pub version: String,
    /// Use the templates/ and bindings/ of this directory instead of the built-in ones.
    #[arg(long, value_name = "DIR")]
    pub generator_dir: Option<PathBuf>,
    /// Do not cross-check assembled tokens with MojoShader even if it is installed.
    #[arg(long)]
    pub no_mojoshader: bool,
    /// Write the suite even if some rule lacks a valid or invalid case in a profile
    /// (for authors writing bindings; `publish` never allows gaps).
    #[arg(long)]
    pub allow_gaps: bool,
    /// Do not classify the assemble cases by Wine's checked-in answers (manifest format 2,
    /// no evidence): for tools/wine-worker/refresh-evidence, which rebuilds the table
    /// from this suite. `publish` always applies the gate.
    #[arg(long)]
    pub no_wine_gate: bool,
}

/// Loads the session shared by generate, publish and verify-suite.
pub fn session(
    ctx: &Context,
    generator_dir: Option<&Path>,
    mojoshader: bool,
) -> Result<Session, CliError> {
    Session::open(
        ctx.model(),
        ctx.spec_dir.as_deref(),
        generator_dir,
        mojoshader,
    )
    .map_err(CliError::Input)
}

/// Prints a failure and maps it to an exit code (input errors 2, refusals 1).
pub fn failed(f: Failure) -> CliError {
    eprintln!("{f}");
    match f {
        Failure::Input(_) => CliError::Input("the generator inputs are broken (see above)".into()),
        Failure::Rejected { .. } => CliError::Rejected,
    }
}

/// One-paragraph summary of a generation, for standard error.
pub fn summary(r: &Report, cross_available: bool) -> String {
    let total = (r.render + r.verify + r.layout).as_secs_f64();
    let mut s = format!(
        "{} cases ({} files) from {} generated ({} duplicates dropped)\n\
         render {:.2}s, verify {:.2}s, layout {:.2}s: {:.0} cases/s\n",
        r.cases,
        r.files,
        r.specs,
        r.duplicates,
        r.render.as_secs_f64(),
        r.verify.as_secs_f64(),
        r.layout.as_secs_f64(),
        r.cases as f64 / total.max(1e-9)
    );
    if cross_available {
        s.push_str(&format!(
            "MojoShader: {} assemble cases agree, {} not compared (documented differences), {} refused by MojoShader\n",
            r.cross.agree, r.cross.known, r.cross.refused
        ));
    } else {
        s.push_str("MojoShader not loaded: assembled tokens not cross-checked\n");
    }
    if let Some(w) = &r.wine {
        s.push_str(&format!(
            "Wine gate: {} assemble cases confirmed, {} _sw cases confirmed through their counterpart, {} documented Wine deviations\n",
            w.confirmed, w.through_counterpart, w.deviations
        ));
    }
    if let Some(d) = &r.differential {
        s.push_str(&format!(
            "Differential check of {} random programs and {} mutants: MojoShader {} agree, {} explained by documented differences, {} not asked; Wine {} agree, {} explained, {} not asked\n",
            d.random,
            d.mutants,
            d.mojoshader.agree,
            d.mojoshader.explained,
            d.mojoshader.not_asked,
            d.wine.agree,
            d.wine.explained,
            d.wine.not_asked
        ));
    }
    s
}

/// Runs `generate`.
pub fn run(ctx: &Context, a: &GenerateArgs) -> CliResult {
    let mut s = session(ctx, a.generator_dir.as_deref(), !a.no_mojoshader)?;
    s.wine_gate = !a.no_wine_gate;
    let req = Request {
        version: a.version.clone(),
        seed: a.seed,
        previous: None,
        allow_gaps: a.allow_gaps,
    };
    let t = std::time::Instant::now();
    let (suite, report) = s.build_suite(ctx.model(), &req).map_err(failed)?;
    write_atomically(&suite, &a.out).map_err(CliError::Input)?;
    eprint!("{}", summary(&report, s.cross.is_available()));
    eprintln!(
        "wrote {} in {:.2}s",
        a.out.display(),
        t.elapsed().as_secs_f64()
    );
    Ok(())
}
