//! `shadercts compare REPORT.json…`: one page comparing implementations (the JSON
//! reports of `shadercts run`, one per implementation) rule by rule and instruction by
//! instruction; see docs/compare.md. Also reads reports for `shadercts diff`.

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use clap::{Args, ValueEnum};
use shadercts_harness::capped::{self, ReadError};
use shadercts_harness::catalog::RuleCatalog;
use shadercts_harness::report::compare::{self, Format, Input};
use shadercts_harness::RunReport;
use std::path::{Component, Path, PathBuf};

/// Reports are read up to this size (or `--max-input-size`, when that is larger): a
/// whole-suite report is tens of megabytes, more than the default limit for shaders.
const REPORT_LIMIT: u64 = 1 << 30;

/// Output formats of `compare`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum CompareFormat {
    /// One self-contained HTML page.
    Html,
    /// The comparison as JSON.
    Json,
    /// Plain text.
    Text,
}

/// Arguments of `compare`.
#[derive(Args, Debug)]
pub struct CompareArgs {
    /// JSON reports of `shadercts run`, one per implementation. `REPORT.json=REPORT.html`
    /// also links each of its failure groups to the run's own HTML report.
    #[arg(required = true, value_name = "REPORT.json[=REPORT.html]")]
    pub reports: Vec<String>,
    /// Write the comparison here (default: standard output).
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value = "html")]
    pub format: CompareFormat,
}

/// Runs `compare`.
pub fn run(ctx: &Context, args: &CompareArgs) -> CliResult {
    if let Some(out) = &args.output {
        files::check_output_dir("-o", out)?;
    }
    let mut inputs = Vec::with_capacity(args.reports.len());
    for arg in &args.reports {
        let (json, html) = split_arg(arg);
        refuse_overwrite(args.output.as_deref(), json)?;
        let report = read_report(json)?;
        let html = match html {
            Some(h) => Some(link(args.output.as_deref(), h)?),
            None => None,
        };
        inputs.push(Input {
            file: json.display().to_string(),
            report,
            html,
        });
    }
    let catalog = ctx
        .rules()
        .map_or_else(|_| RuleCatalog::default(), RuleCatalog::from_rules);
    let format = match args.format {
        CompareFormat::Html => Format::Html,
        CompareFormat::Json => Format::Json,
        CompareFormat::Text => Format::Text,
    };
    let data =
        compare::render(format, &inputs, &catalog).map_err(|e| CliError::Input(e.to_string()))?;
    match &args.output {
        Some(out) => files::write_atomic(out, &data),
        None => files::write_stdout(&data),
    }
}

/// `A.json=B.html` → (`A.json`, `B.html`); an argument that names an existing file is
/// taken whole (its name may hold `=`), else it is split at its last `=`.
fn split_arg(arg: &str) -> (&Path, Option<&Path>) {
    if Path::new(arg).is_file() {
        return (Path::new(arg), None);
    }
    match arg.rsplit_once('=') {
        Some((json, html)) if !json.is_empty() && !html.is_empty() => {
            (Path::new(json), Some(Path::new(html)))
        }
        _ => (Path::new(arg), None),
    }
}

/// Refuses `-o` naming one of the reports read (it would be replaced by the page).
fn refuse_overwrite(output: Option<&Path>, input: &Path) -> CliResult {
    let (Some(out), Ok(a)) = (output, std::fs::canonicalize(input)) else {
        return Ok(());
    };
    if std::fs::canonicalize(out).is_ok_and(|b| a == b) {
        return Err(CliError::Input(format!(
            "-o {} names the report {}: the comparison would replace it",
            out.display(),
            input.display()
        )));
    }
    Ok(())
}

/// Reads and parses a JSON report of `shadercts run`; an unreadable file or one that is
/// not such a report is an input error naming it (exit 2).
pub fn read_report(path: &Path) -> Result<RunReport, CliError> {
    let limit = files::max_input().max(REPORT_LIMIT);
    let data = capped::read(path, limit).map_err(|e| {
        CliError::Input(match e {
            ReadError::Io(e) => {
                format!("cannot read {}: {}", path.display(), files::io_message(&e))
            }
            ReadError::TooLarge(_) => format!(
                "{} is larger than {}: not a report this command reads \
                 (--max-input-size raises the limit)",
                path.display(),
                files::human_size(limit)
            ),
        })
    })?;
    compare::parse_report(&path.display().to_string(), &data)
        .map_err(|e| CliError::Input(e.to_string()))
}

/// The link from the page (written to `output`, or shown from the current directory)
/// to the run's HTML report `html`: relative, URL-encoded. The report must exist.
fn link(output: Option<&Path>, html: &Path) -> Result<String, CliError> {
    let target = std::fs::canonicalize(html).map_err(|e| {
        CliError::Input(format!(
            "the HTML report {}: {}",
            html.display(),
            files::io_message(&e)
        ))
    })?;
    let dir = match output.and_then(Path::parent) {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let from = std::fs::canonicalize(&dir).map_err(|e| {
        CliError::Input(format!(
            "the directory {}: {}",
            dir.display(),
            files::io_message(&e)
        ))
    })?;
    Ok(relative_href(&from, &target))
}

/// A relative URL from directory `from` to file `to` (both absolute, canonical).
fn relative_href(from: &Path, to: &Path) -> String {
    let a: Vec<Component> = from.components().collect();
    let b: Vec<Component> = to.components().collect();
    let common = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let mut parts: Vec<String> = vec!["..".to_string(); a.len() - common];
    parts.extend(
        b[common..]
            .iter()
            .map(|c| encode(&c.as_os_str().to_string_lossy())),
    );
    parts.join("/")
}

/// Percent-encodes every byte but unreserved URL characters.
fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_relative_and_encoded() {
        assert_eq!(
            relative_href(Path::new("/w/out"), Path::new("/w/runs/a b#1.html")),
            "../runs/a%20b%231.html"
        );
        assert_eq!(
            relative_href(Path::new("/w"), Path::new("/w/r.html")),
            "r.html"
        );
    }

    #[test]
    fn arguments_split_at_the_last_equals_sign() {
        assert_eq!(
            split_arg("no-such-dir/a=b.json=r.html"),
            (Path::new("no-such-dir/a=b.json"), Some(Path::new("r.html")))
        );
        assert_eq!(split_arg("plain.json"), (Path::new("plain.json"), None));
    }
}
