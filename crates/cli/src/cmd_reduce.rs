//! `shadercts reduce`: shrink a failing case, shader or fuzz artifact to the smallest
//! shader that still fails the same way (see docs/fuzzing.md).
//!
//! Wiring (lead):
//!   root Cargo.toml [workspace.dependencies]:
//!     shadercts-fuzzing = { path = "crates/fuzzing" }
//!   crates/cli/Cargo.toml [dependencies]:
//!     shadercts-fuzzing = { workspace = true }
//!   optional, crates/cli/Cargo.toml (reducing planted-bug artifacts with the CLI):
//!     [features]
//!     planted-bug = ["shadercts-fuzzing/planted-bug"]
//!   main.rs:
//!     mod cmd_reduce;
//!     // in `enum Command`:
//!     /// Shrink a failing case, shader or fuzz artifact to the smallest shader that still fails.
//!     Reduce(Box<cmd_reduce::ReduceArgs>),
//!     // in the `match`:
//!     Command::Reduce(a) => cmd_reduce::run(&ctx, a),

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use clap::{Args, ValueEnum};
use shadercts_fuzzing::artifact::{self, Reduced};
use shadercts_fuzzing::reduce::backend::{BackendCheck, Expect, Kind};
use shadercts_fuzzing::reduce::{self, Reduction};
use shadercts_fuzzing::targets;
use shadercts_harness::backends::{self, OpenOptions, ReferenceBackend};
use shadercts_harness::grade::Level;
use shadercts_harness::process::Limits;
use shadercts_harness::suite::{CaseKind, Suite, Validity};
use shadercts_harness::Backend;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a shader file is checked for.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum KindArg {
    /// The backend validates the shader.
    Validate,
    /// The backend assembles it; its tokens are compared with the reference's.
    Assemble,
}

/// How strictly a validate answer is graded.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum LevelArg {
    /// Accept/reject only.
    Verdict,
    /// Also the phase of a rejection.
    Phase,
    /// Also the rule ids reported.
    Rule,
}

/// Arguments of `reduce`.
#[derive(Args, Debug)]
pub struct ReduceArgs {
    /// A case id (with --suite), a shader file, or a fuzz artifact
    /// (fuzz/artifacts/TARGET/…, or any file with --target).
    pub case: String,
    /// The suite holding the case id.
    #[arg(long, value_name = "DIR")]
    pub suite: Option<PathBuf>,
    /// The backend the case fails on (as for `run`); not used for fuzz artifacts.
    #[arg(long, value_name = "SPEC", default_value = "reference")]
    pub backend: String,
    /// For a shader file: what the backend is asked.
    #[arg(long, value_enum, default_value = "validate")]
    pub kind: KindArg,
    /// For a shader file: what the reference must still say about every smaller
    /// shader: valid, invalid or invalid:RULE[,RULE…] (default: exactly what it says
    /// about the original).
    #[arg(long, value_name = "EXPECT")]
    pub expect: Option<String>,
    /// The fuzz target of an artifact (default: from its path).
    #[arg(long, value_name = "NAME")]
    pub target: Option<String>,
    /// How strictly a validate answer is graded.
    #[arg(long, value_enum, default_value = "verdict")]
    pub level: LevelArg,
    /// Per-request time limit of process backends, in seconds (0: none).
    #[arg(long, value_name = "SECS", default_value_t = 10.0)]
    pub timeout: f64,
    /// Write the reduced shader here (atomically) instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Runs `reduce`.
pub fn run(ctx: &Context, args: &ReduceArgs) -> CliResult {
    let path = Path::new(&args.case);
    let artifact_target = match &args.target {
        Some(name) => Some(targets::by_name(name).ok_or_else(|| {
            let known: Vec<&str> = targets::TARGETS.iter().map(|t| t.name).collect();
            CliError::Input(format!(
                "--target {name}: unknown (known: {})",
                known.join(", ")
            ))
        })?),
        None if args.suite.is_none() => artifact::target_of(path),
        None => None,
    };
    if let Some(target) = artifact_target {
        return reduce_artifact(target, path, args);
    }
    let (text, kind, expect) = match &args.suite {
        Some(dir) => suite_case(dir, &args.case)?,
        None => {
            let expect = args
                .expect
                .as_deref()
                .map(|e| {
                    Expect::parse(e).ok_or_else(|| {
                        CliError::Input(format!(
                            "--expect {e}: expected valid, invalid or invalid:RULE[,RULE…]"
                        ))
                    })
                })
                .transpose()?;
            let kind = match args.kind {
                KindArg::Validate => Kind::Validate,
                KindArg::Assemble => Kind::Assemble,
            };
            (files::read_text(path)?, kind, expect)
        }
    };
    let backend = open_backend(ctx, args)?;
    let level = match args.level {
        LevelArg::Verdict => Level::Verdict,
        LevelArg::Phase => Level::Phase,
        LevelArg::Rule => Level::Rule,
    };
    let check = BackendCheck::new(
        backend.as_ref(),
        ctx.rules()?,
        ctx.model(),
        kind,
        level,
        expect,
    )
    .map_err(|e| CliError::Input(format!("cannot create a temporary directory: {e}")))?;
    let Some(want) = check.signature(&text) else {
        eprintln!("error: the backend does not fail on {} (compared with the reference), so there is nothing to reduce", args.case);
        return Err(CliError::Rejected);
    };
    eprintln!("failure: {want}");
    let mut same = |t: &str| check.signature(t).as_deref() == Some(want.as_str());
    let r = reduce::reduce_text(&text, ctx.model(), &mut same)
        .map_err(|e| CliError::Input(e.to_string()))?;
    finish(args, &r)
}

/// The text, kind and expectation of a suite case.
fn suite_case(dir: &Path, id: &str) -> Result<(String, Kind, Option<Expect>), CliError> {
    let suite = Suite::load(dir).map_err(|e| CliError::Input(e.to_string()))?;
    let case = suite
        .cases
        .iter()
        .find(|c| c.id == id)
        .ok_or_else(|| CliError::Input(format!("{}: no case `{id}`", dir.display())))?;
    let kind = match case.kind {
        CaseKind::Validate => Kind::Validate,
        CaseKind::Assemble => Kind::Assemble,
        other => {
            return Err(CliError::Input(format!(
                "case {id} is a {} case; only validate and assemble cases can be reduced",
                other.name()
            )))
        }
    };
    let file = case
        .files
        .get("text")
        .ok_or_else(|| CliError::Input(format!("case {id} has no text file")))?;
    let input = suite.read_file(file).map_err(CliError::Input)?;
    let text = String::from_utf8(input.data)
        .map_err(|_| CliError::Input(format!("{}: not UTF-8", input.path.display())))?;
    let expect = match case.expect.verdict {
        Some(Validity::Valid) => Some(Expect::Valid),
        Some(Validity::Invalid) => {
            Some(Expect::Invalid(case.expect.rules.iter().cloned().collect()))
        }
        None => None,
    };
    Ok((text, kind, expect))
}

fn open_backend(ctx: &Context, args: &ReduceArgs) -> Result<Box<dyn Backend>, CliError> {
    if args.backend == "reference" {
        return Ok(Box::new(ReferenceBackend::new(ctx.rules()?.clone())));
    }
    if !args.timeout.is_finite() || args.timeout < 0.0 {
        return Err(CliError::Input(format!(
            "--timeout {}: expected seconds >= 0",
            args.timeout
        )));
    }
    let mut worker_args = Vec::new();
    if let Some(dir) = &ctx.spec_dir {
        worker_args.push("--spec".to_string());
        worker_args.push(dir.to_string_lossy().into_owned());
    }
    let opts = OpenOptions {
        limits: Limits {
            timeout: (args.timeout > 0.0).then(|| Duration::from_secs_f64(args.timeout)),
            memory_mb: None,
        },
        capabilities: None,
        self_exe: std::env::current_exe().ok(),
        worker_args,
    };
    backends::open(&args.backend, &opts).map_err(|e| CliError::Input(e.to_string()))
}

fn reduce_artifact(target: &targets::Target, path: &Path, args: &ReduceArgs) -> CliResult {
    let data = files::read_bytes(path)?;
    match artifact::reduce(target, &data) {
        Ok((finding, Reduced::Shader(r))) => {
            eprintln!("finding: [{}] {}", finding.target, finding.signature);
            finish(args, &r)
        }
        Ok((finding, Reduced::Bytes(bytes, tests))) => {
            eprintln!("finding: [{}] {}", finding.target, finding.signature);
            eprintln!(
                "reduced {} to {} bytes in {tests} tests",
                data.len(),
                bytes.len()
            );
            write_out(args, &bytes)
        }
        Err(e) => {
            eprintln!("error: {}: {e}", path.display());
            Err(CliError::Rejected)
        }
    }
}

fn finish(args: &ReduceArgs, r: &Reduction) -> CliResult {
    eprintln!(
        "reduced {} to {} statements in {} tests",
        r.statements.0, r.statements.1, r.tests
    );
    write_out(args, r.text.as_bytes())
}

fn write_out(args: &ReduceArgs, data: &[u8]) -> CliResult {
    match &args.output {
        Some(p) => files::write_atomic(p, data),
        None => files::write_stdout(data),
    }
}
