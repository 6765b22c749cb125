//! `shadercts merge`: the JSON reports of the shards of one run (`run --shard I/N`)
//! merged into the reports and certificate a single run would give (docs/sharded-runs.md).
//! Also what `run` records for it: [`settings`].

use crate::cmd_run::{InputArg, RunArgs};
use crate::context::Context;
use crate::error::{CliError, CliResult};
use clap::Args;
use shadercts_harness::catalog::RuleCatalog;
use shadercts_harness::filter::Filters;
use shadercts_harness::merge::{self, FileDigest, RunSettings, ShardReport};
use shadercts_harness::report::{self, ReportSpec};
use shadercts_harness::{RunReport, Suite};
use std::path::{Path, PathBuf};

/// The largest report read (a JSON report of every case of a suite is about 45 MB);
/// `--max-input-size` raises it further.
const MAX_REPORT: u64 = 1 << 30;

/// Arguments of `merge`.
#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The JSON reports of the shards (`run --shard I/N --report json:FILE`), one per shard.
    #[arg(value_name = "REPORT.json", required = true)]
    pub inputs: Vec<PathBuf>,
    /// The suite directory the shards ran (its manifest must be the one they record).
    #[arg(long, value_name = "DIR")]
    pub suite: PathBuf,
    /// Write a report: json:FILE, junit:FILE, html:FILE or cert:FILE (repeatable).
    #[arg(long = "report", value_name = "KIND:FILE")]
    pub reports: Vec<String>,
}

fn input<T>(r: shadercts_harness::Result<T>) -> Result<T, CliError> {
    r.map_err(|e| CliError::Input(e.to_string()))
}

/// What `run` records in its report for `merge`: the options that change the answers,
/// the filters and the shard.
pub fn settings(ctx: &Context, args: &RunArgs, filters: &Filters) -> RunSettings {
    let mut s = RunSettings {
        timeout: args.timeout,
        memory_mb: args.memory,
        capabilities: args.capabilities.clone(),
        input: match args.input {
            InputArg::Text => "text",
            InputArg::Bytecode => "bytecode",
        }
        .to_string(),
        conformance: ctx.conformance.name().to_string(),
        max_consecutive_failures: args.max_consecutive_failures,
        expectations: args.expectations.as_deref().map(digest),
        mapping: args.mapping.as_deref().map(digest),
        spec: ctx.spec_dir.as_deref().map(file_name),
        ..RunSettings::default()
    };
    s.set_filters(filters);
    s
}

/// A file's name and content hash. `run` read the file moments before; were it gone
/// since, the hash says so (and no other run's hash can match it).
fn digest(path: &Path) -> FileDigest {
    FileDigest {
        name: file_name(path),
        sha256: shadercts_harness::identity::sha256_file(path)
            .unwrap_or_else(|e| format!("unreadable: {e}")),
    }
}

/// The last component of `path` (never a local directory).
fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Reads one shard's JSON report.
fn read_report(path: &Path) -> Result<ShardReport, CliError> {
    let name = path.display().to_string();
    let limit = crate::files::max_input().max(MAX_REPORT);
    let bytes = shadercts_harness::capped::read(path, limit).map_err(|e| {
        CliError::Input(match e {
            shadercts_harness::capped::ReadError::Io(e) => {
                format!("cannot read {name}: {}", crate::files::io_message(&e))
            }
            shadercts_harness::capped::ReadError::TooLarge(_) => format!(
                "{name} is larger than {} (--max-input-size raises the limit)",
                crate::files::human_size(limit)
            ),
        })
    })?;
    let report: RunReport = serde_json::from_slice(&bytes).map_err(|e| {
        CliError::Input(format!(
            "{name} is not a JSON report of `shadercts run` ({e})"
        ))
    })?;
    Ok(ShardReport { name, report })
}

/// Runs `merge`.
pub fn run(ctx: &Context, args: &MergeArgs) -> CliResult {
    let specs: Vec<ReportSpec> =
        input(args.reports.iter().map(|s| ReportSpec::parse(s)).collect())?;
    let mut outputs: Vec<(String, &Path)> = Vec::new();
    for (raw, spec) in args.reports.iter().zip(&specs) {
        let opt = format!("--report {raw}");
        crate::files::check_output_dir(&opt, &spec.path)?;
        outputs.push((opt, &spec.path));
    }
    crate::files::refuse_shared_outputs(&outputs)?;
    input(report::check_writable(&specs))?;
    // A report given as an input and written as an output would be replaced mid-merge.
    for spec in &specs {
        if args.inputs.iter().any(|i| same_file(i, &spec.path)) {
            return Err(CliError::Input(format!(
                "--report {}: is one of the reports being merged",
                spec.path.display()
            )));
        }
    }
    let shards = args
        .inputs
        .iter()
        .map(|p| read_report(p))
        .collect::<Result<Vec<_>, _>>()?;
    let mut suite = input(match ctx.rules() {
        Ok(rules) => Suite::load_with_rules(&args.suite, rules),
        Err(_) => Suite::load(&args.suite),
    })?;
    let merged = input(merge::merge(&shards, &mut suite))?;
    let report = merged.report;
    let catalog = match ctx.rules() {
        Ok(r) => RuleCatalog::from_rules(r),
        Err(_) => RuleCatalog::default(),
    };
    let outcome = input(report::write_all(&specs, &report, &suite, &catalog))?;
    let written: Vec<&Path> = outcome.written.iter().map(|s| s.path.as_path()).collect();
    let mut summary = format!(
        "merged {} shard{}: {:.1} s in all, the longest {:.1} s\n",
        merged.shards,
        if merged.shards == 1 { "" } else { "s" },
        report.seconds,
        merged.longest_seconds
    );
    summary.push_str(&report::terminal::render_with(&report, &written));
    if !written.is_empty() {
        let names: Vec<String> = written.iter().map(|p| p.display().to_string()).collect();
        summary.push_str(&format!("reports written: {}\n", names.join(", ")));
    }
    for s in outcome.skipped {
        summary.push_str(&format!(
            "certificate NOT written (a run with NO VERDICT certifies nothing): {}\n",
            s.path.display()
        ));
    }
    crate::files::write_stdout(summary.as_bytes())?;
    match report.exit_code() {
        0 => Ok(()),
        _ => Err(CliError::Rejected),
    }
}

/// Whether `a` and `b` name one existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}
