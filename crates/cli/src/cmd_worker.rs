//! `shadercts worker NAME` (hidden): serves a built-in backend over JSON lines on
//! standard input and output (docs/backend-protocol.md), so that `run` can keep a
//! crash in C (MojoShader) to one case.
//!
//! Wiring in main.rs: see the comment at the top of cmd_run.rs.

use crate::context::Context;
use crate::error::{CliError, CliResult};
use clap::{Args, ValueEnum};
#[cfg(feature = "mojoshader")]
use shadercts_harness::backends::MojoBackend;
use shadercts_harness::backends::ReferenceBackend;
use shadercts_harness::serve::{serve, serve_unavailable};

/// The backends a worker can serve.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum WorkerName {
    /// libmojoshader, loaded at run time (the `mojoshader` feature).
    #[cfg(feature = "mojoshader")]
    Mojoshader,
    /// The reference validator and linker.
    Reference,
}

/// Arguments of `worker`.
#[derive(Args, Debug)]
pub struct WorkerArgs {
    /// The backend to serve.
    #[arg(value_enum)]
    pub name: WorkerName,
}

/// Runs `worker`: answers requests until standard input closes.
pub fn run(ctx: &Context, args: &WorkerArgs) -> CliResult {
    let stdin = std::io::stdin().lock();
    let stdout = std::io::stdout().lock();
    let served = match args.name {
        #[cfg(feature = "mojoshader")]
        WorkerName::Mojoshader => match MojoBackend::load() {
            Ok(b) => serve(&b, stdin, stdout),
            // Answer the handshake with the reason, so `run` reports "not available".
            Err(why) => serve_unavailable(&why, stdin, stdout),
        },
        WorkerName::Reference => match ctx.shared_rules() {
            Ok(rules) => serve(&ReferenceBackend::shared(rules), stdin, stdout),
            Err(e) => serve_unavailable(&e.to_string(), stdin, stdout),
        },
    };
    match served {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(CliError::Input(format!("worker: {e}"))),
    }
}
