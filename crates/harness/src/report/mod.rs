//! Report files (`--report KIND:FILE`): JSON, JUnit XML, a self-contained HTML page and
//! a Markdown certificate; and the terminal summary. Files are written atomically.

pub mod cert;
pub mod compare;
pub mod html;
pub mod json;
pub mod junit;
pub mod terminal;

use crate::catalog::RuleCatalog;
use crate::error::{Error, Result};
use crate::result::RunReport;
use crate::suite::Suite;
use std::path::PathBuf;

/// A report format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The whole report as JSON.
    Json,
    /// JUnit XML.
    Junit,
    /// A self-contained HTML page.
    Html,
    /// A Markdown certificate.
    Cert,
}

/// One `--report KIND:FILE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportSpec {
    /// The format.
    pub format: Format,
    /// Where to write it.
    pub path: PathBuf,
}

impl ReportSpec {
    /// Parses `json:F`, `junit:F`, `html:F` or `cert:F`.
    pub fn parse(s: &str) -> Result<ReportSpec> {
        let bad = || {
            Error::new(format!(
                "--report {s}: expected KIND:FILE with KIND one of json, junit, html, cert"
            ))
        };
        let (kind, path) = s.split_once(':').ok_or_else(bad)?;
        let format = match kind {
            "json" => Format::Json,
            "junit" => Format::Junit,
            "html" => Format::Html,
            "cert" => Format::Cert,
            _ => return Err(bad()),
        };
        if path.is_empty() {
            return Err(bad());
        }
        Ok(ReportSpec {
            format,
            path: PathBuf::from(path),
        })
    }
}

/// Checks before a run that every report can be written at its end: its directory
/// exists and takes a new file, and the path is not a directory. The error names the
/// `--report` option.
pub fn check_writable(specs: &[ReportSpec]) -> Result<()> {
    for s in specs {
        let dir = match s.path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => std::path::Path::new("."),
        };
        let opt = format!("--report {}", s.path.display());
        if !dir.is_dir() {
            return Err(Error::new(format!(
                "{opt}: directory {} does not exist",
                dir.display()
            )));
        }
        if s.path.is_dir() {
            return Err(Error::new(format!("{opt}: is a directory")));
        }
        // Reports are written by rename from a temporary file in the same directory,
        // so that is what must work.
        tempfile::Builder::new()
            .prefix(".shadercts-check-")
            .tempfile_in(dir)
            .map_err(|e| {
                Error::new(format!(
                    "{opt}: cannot write in directory {}: {e}",
                    dir.display()
                ))
            })?;
    }
    Ok(())
}

/// Renders a report in `format`.
pub fn render(
    format: Format,
    report: &RunReport,
    suite: &Suite,
    catalog: &RuleCatalog,
) -> Result<Vec<u8>> {
    match format {
        Format::Json => json::render(report),
        Format::Junit => junit::render(report),
        Format::Html => html::render(report, suite, catalog).map(String::into_bytes),
        Format::Cert => Ok(cert::render(report, catalog).into_bytes()),
    }
}

/// Whether `spec` is written for `report`: every report is, except a certificate of a
/// run without a verdict (a certificate needs answers).
pub fn is_written(spec: &ReportSpec, report: &RunReport) -> bool {
    !(spec.format == Format::Cert && report.no_verdict.is_some())
}

/// Which reports [`write_all`] wrote and which it did not.
#[derive(Debug)]
pub struct Written<'a> {
    /// The reports written, in the order given.
    pub written: Vec<&'a ReportSpec>,
    /// The reports not written (a certificate of a run without a verdict).
    pub skipped: Vec<&'a ReportSpec>,
}

/// Renders every report first, then writes each atomically (so a rendering error
/// leaves no file behind). A certificate is not written for a run without a verdict
/// (and a file already at its path is left untouched); says which were written.
pub fn write_all<'a>(
    specs: &'a [ReportSpec],
    report: &RunReport,
    suite: &Suite,
    catalog: &RuleCatalog,
) -> Result<Written<'a>> {
    let (written, skipped): (Vec<&ReportSpec>, Vec<&ReportSpec>) =
        specs.iter().partition(|s| is_written(s, report));
    let rendered = written
        .iter()
        .map(|s| render(s.format, report, suite, catalog).map(|d| (s, d)))
        .collect::<Result<Vec<_>>>()?;
    for (spec, data) in rendered {
        crate::atomic::write(&spec.path, &data)?;
    }
    Ok(Written { written, skipped })
}

/// Sort key of a profile name: vertex before pixel, then by version.
pub fn profile_key(p: &str) -> (u8, String) {
    let stage = match p.get(..2) {
        Some("vs") => 0,
        Some("ps") => 1,
        _ => 2,
    };
    (stage, p.to_string())
}

/// The conformance level as reports print it: `native` / `documented`, or a note that the
/// suite predates levels (manifest format 1).
pub fn conformance_text(c: Option<crate::suite::Conformance>) -> String {
    match c {
        Some(c) => c.name().to_string(),
        None => "one level (the suite predates conformance levels)".to_string(),
    }
}
