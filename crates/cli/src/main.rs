//! The `shadercts` command-line tool.
//!
//! Exit codes: 0 success, 1 the input was rejected (diagnostics printed), 2 a usage,
//! input or I/O error (message printed, no partial output left behind).

mod alloc;
mod cmd_assemble;
mod cmd_compare;
mod cmd_diff;
mod cmd_disassemble;
mod cmd_draw;
mod cmd_execute;
mod cmd_generate;
mod cmd_link;
mod cmd_merge;
mod cmd_promote;
mod cmd_publish;
mod cmd_reduce;
mod cmd_rules;
mod cmd_run;
mod cmd_validate;
mod cmd_verify_suite;
mod cmd_worker;
mod context;
mod duration;
mod error;
mod file_list;
mod files;
mod hex;
mod output;
mod validate_batch;

use clap::{Parser, Subcommand};
use std::path::PathBuf;

/// Conformance test-suite generator and reference implementation for Direct3D 9 shader assembly.
#[derive(Parser, Debug)]
#[command(name = "shadercts", version, about)]
struct Cli {
    /// Use the shader-model tables and rules of this directory (laid out like spec-rules/)
    /// instead of the ones built into the binary.
    #[arg(long, global = true, value_name = "DIR")]
    spec: Option<PathBuf>,
    /// The conformance level of validate, link, assemble, run and reduce: `native` (the
    /// rules Microsoft's validator enforces; the default) or `documented` (native plus the
    /// rules that only a document states); for execute and draw, the execution level
    /// (`native`: what drivers compute; `documented`: the instruction pages' pseudocode).
    #[arg(long, global = true, value_enum, value_name = "LEVEL")]
    conformance: Option<context::ConformanceArg>,
    /// Print at most N diagnostics per file as text, then `… and M more` (0: all;
    /// JSON output always lists every violation).
    #[arg(long, global = true, value_name = "N", default_value_t = shadercts_shader::diag::DEFAULT_MAX_DIAGNOSTICS)]
    max_diagnostics: usize,
    /// Refuse input files larger than SIZE (bytes, or with K, M or G: `64M`).
    #[arg(long, global = true, value_name = "SIZE", value_parser = files::parse_size, default_value = "16M")]
    max_input_size: u64,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Assemble a shader into Direct3D 9 bytecode (validating it first).
    Assemble(cmd_assemble::AssembleArgs),
    /// Print bytecode as canonical assembly text.
    Disassemble(cmd_disassemble::DisassembleArgs),
    /// Validate shader files (.asm or .bin) with the reference validator.
    Validate(cmd_validate::ValidateArgs),
    /// Check a vertex/pixel shader pair with the reference linker.
    Link(cmd_link::LinkArgs),
    /// List the rules.
    Rules(cmd_rules::RulesArgs),
    /// Print one rule with its source sentence and notes.
    Explain(cmd_rules::ExplainArgs),
    /// Run a shader with the reference executor and print its outputs.
    Execute(cmd_execute::ExecuteArgs),
    /// Render a scene with the reference pipeline (pixels as JSON, or a PNG).
    Draw(cmd_draw::DrawArgs),
    /// Generate a suite into a new directory.
    Generate(cmd_generate::GenerateArgs),
    /// Generate and publish suites/X.Y.Z/ (never overwrites a version).
    Publish(cmd_publish::PublishArgs),
    /// Check a suite's hashes, paths and expectations against the reference.
    VerifySuite(cmd_verify_suite::VerifySuiteArgs),
    /// Shrink a failing case, shader or fuzz artifact to the smallest shader that still fails.
    Reduce(Box<cmd_reduce::ReduceArgs>),
    /// Turn a reduced shader into a suite case for the generator to publish.
    Promote(cmd_promote::PromoteArgs),
    /// Run a published suite against a backend and grade the results.
    Run(Box<cmd_run::RunArgs>),
    /// Merge the JSON reports of the shards of one run into its reports and certificate.
    Merge(cmd_merge::MergeArgs),
    /// Compare implementations: one page from the JSON reports of their runs.
    Compare(cmd_compare::CompareArgs),
    /// What changed between two runs of one implementation (exit 1 on a regression).
    Diff(cmd_diff::DiffArgs),
    /// Serve a built-in backend over JSON lines (used by `run`; internal).
    #[command(hide = true)]
    Worker(cmd_worker::WorkerArgs),
}

impl Command {
    /// True for the commands whose verdicts depend on the conformance level.
    fn takes_conformance(&self) -> bool {
        matches!(
            self,
            Command::Assemble(_)
                | Command::Validate(_)
                | Command::Link(_)
                | Command::Run(_)
                | Command::Reduce(_)
                | Command::Worker(_)
                | Command::Draw(_)
                | Command::Execute(_)
        )
    }
}

/// The allocator: mimalloc (see [`alloc`]).
#[global_allocator]
static ALLOCATOR: alloc::Mimalloc = alloc::Mimalloc;

/// Turns transparent huge pages off for this process (Linux). mimalloc asks for them on
/// its arenas, and each 2 MiB page is zeroed whole on first touch: `validate` over the
/// 20,656 small texts of suite 2.0.0 touched 48 MiB that way instead of 9 MiB, 2% of its
/// run (`docs/reliability.md`); one-file commands start in half the memory. Children
/// (backends) inherit the setting, which changes their speed at most, never a result.
fn small_pages() {
    #[cfg(target_os = "linux")]
    // SAFETY: PR_SET_THP_DISABLE takes integer arguments only and sets one flag of this
    // process; a kernel without it returns an error, which changes nothing and is ignored.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

/// [`small_pages`] before anything allocates: the runtime's first allocation, before
/// `main`, makes mimalloc reserve its arena and touch its first pages, which would
/// otherwise be huge pages zeroed whole (a constructor, run by the loader).
#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static SMALL_PAGES_FIRST: extern "C" fn() = {
    extern "C" fn first() {
        small_pages();
    }
    first
};

/// Runs `command` in `ctx`.
fn run(ctx: &context::Context, command: &Command) -> error::CliResult {
    match command {
        Command::Assemble(a) => cmd_assemble::run(ctx, a),
        Command::Disassemble(a) => cmd_disassemble::run(ctx, a),
        Command::Validate(a) => cmd_validate::run(ctx, a),
        Command::Link(a) => cmd_link::run(ctx, a),
        Command::Rules(a) => cmd_rules::run_list(ctx, a),
        Command::Explain(a) => cmd_rules::run_explain(ctx, a),
        Command::Execute(a) => cmd_execute::run(ctx, a),
        Command::Draw(a) => cmd_draw::run(ctx, a),
        Command::Generate(a) => cmd_generate::run(ctx, a),
        Command::Publish(a) => cmd_publish::run(ctx, a),
        Command::VerifySuite(a) => cmd_verify_suite::run(ctx, a),
        Command::Reduce(a) => cmd_reduce::run(ctx, a),
        Command::Promote(a) => cmd_promote::run(ctx, a),
        Command::Run(a) => cmd_run::run(ctx, a),
        Command::Merge(a) => cmd_merge::run(ctx, a),
        Command::Compare(a) => cmd_compare::run(ctx, a),
        Command::Diff(a) => cmd_diff::run(ctx, a),
        Command::Worker(a) => cmd_worker::run(ctx, a),
    }
}

fn main() {
    // Linux: done by the constructor above, before the runtime's first allocation.
    #[cfg(not(target_os = "linux"))]
    small_pages();
    let cli = Cli::parse();
    // SIGINT/SIGTERM/SIGHUP: kill backends, remove temporaries, exit 130/143/129.
    if let Err(e) = shadercts_cleanup::install() {
        eprintln!("warning: signal handling is not installed: {e}");
    }
    if cli.conformance.is_some() && !cli.command.takes_conformance() {
        eprintln!(
            "error: --conformance applies to validate, link, assemble, execute, draw, run and \
             reduce (generate, publish and verify-suite check both levels)"
        );
        std::process::exit(2);
    }
    output::set_max_diagnostics(cli.max_diagnostics);
    files::set_max_input(cli.max_input_size);
    let level = cli.conformance.map(Into::into).unwrap_or_default();
    let result = context::Context::new(cli.spec.as_deref(), level).and_then(|ctx| {
        let result = run(&ctx, &cli.command);
        // The process ends next: freeing the compiled rules one by one would only
        // delay its exit (about a millisecond after the last output of `validate`).
        std::mem::forget(ctx);
        result
    });
    if let Err(e) = result {
        if let error::CliError::Input(msg) = &e {
            // A message may quote a backend or a manifest: no ESC, CR or bidi control
            // reaches the terminal raw (newlines stay).
            let msg = shadercts_harness::untrusted::document(msg);
            // Rendered diagnostics (a broken rule file) already start with `error`.
            if msg.starts_with("error:") || msg.starts_with("error[") {
                eprintln!("{}", msg.trim_end());
            } else {
                eprintln!("error: {msg}");
            }
        }
        std::process::exit(e.exit_code());
    }
}
