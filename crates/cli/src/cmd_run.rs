//! `shadercts run`: run a published suite against a backend, grade it, write reports.

use crate::context::Context;
use crate::error::{CliError, CliResult};
use clap::{Args, ValueEnum};
use shadercts_harness::backends::{self, OpenOptions, ReferenceBackend};
use shadercts_harness::catalog::RuleCatalog;
use shadercts_harness::expectations::Expectations;
use shadercts_harness::filter::{Filters, Shard};
use shadercts_harness::glob::Glob;
use shadercts_harness::identity::{self, ResolvedBackend};
use shadercts_harness::journal::{self, RunIdentity};
use shadercts_harness::mapping::Mapping;
use shadercts_harness::process::Limits;
use shadercts_harness::progress::Progress;
use shadercts_harness::report::{self, ReportSpec};
use shadercts_harness::request::InputPreference;
use shadercts_harness::{verdict, Backend, Grading, Level, RunOptions, Suite};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Grading levels on the command line.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum LevelArg {
    /// Accept/reject (and output tokens for assemble cases).
    Verdict,
    /// Also where the input was rejected (assembler or validator).
    Phase,
    /// Also the rule ids reported.
    Rule,
}

/// Which file a validate case gives a backend that takes both.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum InputArg {
    /// The assembly text.
    Text,
    /// The token stream (.bin), when the case has one.
    Bytecode,
}

/// Arguments of `run`.
#[derive(Args, Debug)]
pub struct RunArgs {
    /// The suite directory (holding manifest.yaml).
    #[arg(long, value_name = "DIR")]
    pub suite: PathBuf,
    /// The backend: reference, reference:worker, mojoshader, mojoshader:in-process,
    /// wine (Wine's D3DAssemble in a persistent wine process), wine-d3d9 (execute cases on Wine's Direct3D 9, headless), d3d9 / d3d9:ref (Windows build only: execute cases on the system's Direct3D 9, hardware or reference device; docs/native-results.md), 'cmd:PROGRAM ARGS… {input} …' (one process per case) or 'worker:PROGRAM ARGS…'
    /// (JSON lines); see docs/backend-protocol.md.
    #[arg(long, value_name = "SPEC")]
    pub backend: String,
    /// Write a report: json:FILE, junit:FILE, html:FILE or cert:FILE (repeatable).
    #[arg(long = "report", value_name = "KIND:FILE")]
    pub reports: Vec<String>,
    /// Parallel workers (default: one per core).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub jobs: usize,
    /// Per-case time limit of process backends, in seconds, at most 86400 (one day)
    /// (0: no per-case limit; an always-on 300 s cap still applies,
    /// docs/backend-protocol.md).
    #[arg(long, value_name = "SECS", default_value_t = 10.0)]
    pub timeout: f64,
    /// Address-space limit of each backend process, in MiB.
    #[arg(long, value_name = "MB")]
    pub memory: Option<u64>,
    /// Only cases covering a rule matching this glob (repeatable).
    #[arg(long = "filter-rule", value_name = "RULE")]
    pub filter_rule: Vec<String>,
    /// Only cases of a profile matching this glob (repeatable).
    #[arg(long = "filter-profile", value_name = "PROFILE")]
    pub filter_profile: Vec<String>,
    /// Only cases of this kind: assemble, validate, link, execute, draw (repeatable).
    #[arg(long = "filter-kind", value_name = "KIND")]
    pub filter_kind: Vec<String>,
    /// Only cases whose id matches this glob (repeatable).
    #[arg(long = "filter-id", value_name = "GLOB")]
    pub filter_id: Vec<String>,
    /// Run shard I of N (1-based; by position in the manifest).
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
    /// Known failures of the backend (YAML).
    #[arg(long, value_name = "FILE")]
    pub expectations: Option<PathBuf>,
    /// Maps the backend's error codes and messages to rule ids and phases (YAML).
    #[arg(long, value_name = "FILE")]
    pub mapping: Option<PathBuf>,
    /// Journal of results: cases already in it are skipped, new ones appended.
    #[arg(long, value_name = "FILE")]
    pub resume: Option<PathBuf>,
    /// How strictly cases are graded.
    #[arg(long, value_enum, default_value = "verdict")]
    pub level: LevelArg,
    /// Unexpected passes and expired expectations also fail the run.
    #[arg(long)]
    pub strict: bool,
    /// Capabilities of a cmd:/worker: backend, overriding what it declares
    /// (comma-separated: assemble, validate-text, validate-bytecode, link, execute).
    #[arg(long, value_name = "LIST")]
    pub capabilities: Option<String>,
    /// Which file of a validate case to give a backend that takes both.
    #[arg(long, value_enum, default_value = "text")]
    pub input: InputArg,
    /// The share of the selected (not withdrawn) cases the backend must answer (a
    /// verdict, right or wrong) for the run to have a verdict, in percent; below it the
    /// result is NO VERDICT (exit 1) and no certificate is written.
    #[arg(long, value_name = "PERCENT", default_value_t = verdict::DEFAULT_MIN_ANSWERED)]
    pub min_answered: f64,
    /// Stop after this many backend failures in a row (errors, crashes, timeouts,
    /// protocol errors; not wrong verdicts): the result is NO VERDICT (0: never stop).
    #[arg(long, value_name = "N", default_value_t = verdict::DEFAULT_MAX_CONSECUTIVE_FAILURES)]
    pub max_consecutive_failures: usize,
}

fn input<T>(r: shadercts_harness::Result<T>) -> Result<T, CliError> {
    r.map_err(|e| CliError::Input(e.to_string()))
}

fn filters(args: &RunArgs) -> Result<Filters, CliError> {
    let globs = |v: &[String]| v.iter().map(|s| Glob::new(s)).collect::<Vec<_>>();
    Ok(Filters {
        rules: globs(&args.filter_rule),
        profiles: globs(&args.filter_profile),
        kinds: input(
            args.filter_kind
                .iter()
                .map(|k| Filters::parse_kind(k))
                .collect(),
        )?,
        ids: globs(&args.filter_id),
        shard: args
            .shard
            .as_deref()
            .map(Shard::parse)
            .transpose()
            .map_err(|e| CliError::Input(e.to_string()))?,
    })
}

/// The identity a journal is keyed by: the backend (program path and sha256, arguments),
/// the manifest's sha256 and the options that change what the backend answers.
fn run_identity(
    ctx: &Context,
    args: &RunArgs,
    resolved: &ResolvedBackend,
    suite: &Suite,
) -> Result<RunIdentity, CliError> {
    let mut options = BTreeMap::new();
    options.insert("timeout".to_string(), args.timeout.to_string());
    options.insert(
        "memory".to_string(),
        args.memory.map_or("none".into(), |m| m.to_string()),
    );
    options.insert(
        "capabilities".to_string(),
        args.capabilities
            .clone()
            .unwrap_or_else(|| "declared".into()),
    );
    options.insert(
        "input".to_string(),
        format!("{:?}", args.input).to_lowercase(),
    );
    options.insert(
        "conformance".to_string(),
        ctx.conformance.name().to_string(),
    );
    let mut program_path = resolved.path.as_ref().map(|p| p.display().to_string());
    if resolved.path.is_none() {
        // A built-in backend is the shadercts executable itself: named by its path, size
        // and modification time (hashing ~100 MB on every resume would be slow).
        if let Ok(exe) = std::env::current_exe().and_then(std::fs::canonicalize) {
            if let Ok(meta) = std::fs::metadata(&exe) {
                let mtime = meta
                    .modified()
                    .ok()
                    .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                    .map_or(0, |d| d.as_secs());
                options.insert(
                    "shadercts-executable".to_string(),
                    format!("{} bytes, modified {mtime}", meta.len()),
                );
            }
            program_path = Some(exe.display().to_string());
        }
        if let Some(dir) = &ctx.spec_dir {
            options.insert("spec".to_string(), dir.display().to_string());
        }
    }
    Ok(RunIdentity {
        backend: resolved.identity.clone(),
        program_path,
        // The hash of the manifest bytes that were loaded (not of a second read).
        manifest_sha256: Some(suite.manifest_sha256.clone()),
        options,
    })
}

fn open_backend(
    ctx: &Context,
    args: &RunArgs,
    limits: Limits,
) -> Result<Box<dyn Backend>, CliError> {
    if args.backend == "reference" {
        return Ok(Box::new(ReferenceBackend::shared(ctx.shared_rules()?)));
    }
    let mut worker_args = Vec::new();
    if let Some(dir) = &ctx.spec_dir {
        worker_args.push("--spec".to_string());
        worker_args.push(dir.to_string_lossy().into_owned());
    }
    worker_args.push("--conformance".to_string());
    worker_args.push(ctx.conformance.name().to_string());
    let opts = OpenOptions {
        limits,
        capabilities: input(
            args.capabilities
                .as_deref()
                .map(backends::parse_capabilities)
                .transpose(),
        )?,
        self_exe: std::env::current_exe().ok(),
        worker_args,
    };
    input(backends::open(&args.backend, &opts))
}

/// Checks the files `run` writes before anything runs: every report's folder takes a
/// file; the `--resume` file is missing, empty or a journal (a text, JSON or binary file,
/// a device or a FIFO is refused untouched) that no other run holds; and no two outputs
/// (reports, journal) name the same file.
fn check_outputs(args: &RunArgs, specs: &[ReportSpec]) -> CliResult {
    let mut outputs: Vec<(String, &Path)> = Vec::new();
    for (raw, spec) in args.reports.iter().zip(specs) {
        let opt = format!("--report {raw}");
        crate::files::check_output_dir(&opt, &spec.path)?;
        outputs.push((opt, &spec.path));
    }
    if let Some(path) = &args.resume {
        let opt = format!("--resume {}", path.display());
        if std::fs::symlink_metadata(path).is_err() {
            // A new journal: its folder must take it.
            crate::files::check_output_dir(&opt, path)?;
        }
        input(journal::check(path))?;
        outputs.push((opt, path));
    }
    crate::files::refuse_shared_outputs(&outputs)
}

/// Runs `run`.
pub fn run(ctx: &Context, args: &RunArgs) -> CliResult {
    let specs: Vec<ReportSpec> =
        input(args.reports.iter().map(|s| ReportSpec::parse(s)).collect())?;
    // Everything that can be checked before the run is: report paths, the options, the
    // backend's program (exists, executable), then the suite and the backend's handshake.
    check_outputs(args, &specs)?;
    input(report::check_writable(&specs))?;
    let timeout: Option<Duration> = crate::duration::limit("--timeout", args.timeout)?;
    if !args.min_answered.is_finite() || !(0.0..=100.0).contains(&args.min_answered) {
        return Err(CliError::Input(format!(
            "--min-answered {}: expected a percentage from 0 to 100",
            args.min_answered
        )));
    }
    let resolved = input(identity::of_spec(&args.backend, env!("CARGO_PKG_VERSION")))?;
    let limits = Limits {
        timeout,
        memory_mb: args.memory,
    };
    let mut options = RunOptions {
        jobs: args.jobs,
        filters: filters(args)?,
        prefer: match args.input {
            InputArg::Text => InputPreference::Text,
            InputArg::Bytecode => InputPreference::Bytecode,
        },
        resume: args.resume.clone(),
        min_answered_percent: args.min_answered,
        max_consecutive_failures: args.max_consecutive_failures,
        identity: None,
    };
    let grading = Grading {
        mapping: input(args.mapping.as_deref().map(Mapping::load).transpose())?.unwrap_or_default(),
        expectations: input(
            args.expectations
                .as_deref()
                .map(Expectations::load)
                .transpose(),
        )?
        .unwrap_or_default(),
        level: match args.level {
            LevelArg::Verdict => Level::Verdict,
            LevelArg::Phase => Level::Phase,
            LevelArg::Rule => Level::Rule,
        },
        strict: args.strict,
    };
    // Cases naming a rule the rule set does not have are refused (exit 2); without a
    // rule set (a broken --spec) the suite loads unchecked, as before.
    let mut suite = input(match ctx.rules() {
        Ok(rules) => Suite::load_with_rules(&args.suite, rules),
        Err(_) => Suite::load(&args.suite),
    })?;
    if args.resume.is_some() {
        options.identity = Some(run_identity(ctx, args, &resolved, &suite)?);
    }
    suite.grade_at(ctx.conformance.into());
    let backend = open_backend(ctx, args, limits)?;
    let catalog = match ctx.rules() {
        Ok(r) => RuleCatalog::from_rules(r),
        Err(_) => RuleCatalog::default(),
    };
    let mut report = input(shadercts_harness::run_suite(
        &suite,
        backend.as_ref(),
        &options,
        &grading,
        &mut Progress::on_terminal(),
    ))?;
    drop(backend);
    report.backend_identity = Some(resolved.identity.clone());
    report.settings = Some(crate::cmd_merge::settings(ctx, args, &options.filters));
    let outcome = input(report::write_all(&specs, &report, &suite, &catalog))?;
    let written: Vec<&Path> = outcome.written.iter().map(|s| s.path.as_path()).collect();
    let mut summary = report::terminal::render_with(&report, &written);
    if !written.is_empty() {
        let names: Vec<String> = written.iter().map(|p| p.display().to_string()).collect();
        summary.push_str(&format!("reports written: {}\n", names.join(", ")));
    }
    for s in outcome.skipped {
        summary.push_str(&format!(
            "certificate NOT written (a run with NO VERDICT certifies nothing): {}{}\n",
            s.path.display(),
            if s.path.exists() {
                " (the file there is from an earlier run and was left untouched)"
            } else {
                ""
            }
        ));
    }
    crate::files::write_stdout(summary.as_bytes())?;
    match report.exit_code() {
        0 => Ok(()),
        _ => Err(CliError::Rejected),
    }
}
