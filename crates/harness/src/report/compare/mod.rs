//! `shadercts compare`: the JSON reports of several runs (one per implementation,
//! possibly of different suite versions) side by side. Rows are rules and instructions
//! ([`rows`]), columns are the implementations, cells count outcomes ([`outcome`]); the
//! rows where the implementations disagree come first. Rendered as one self-contained
//! HTML page, as JSON (the [`model`] itself) or as text.

pub mod html;
pub mod model;
pub mod outcome;
pub mod rows;
pub mod text;

use crate::catalog::RuleCatalog;
use crate::error::{Error, Result};
use crate::result::RunReport;

/// One report to compare.
#[derive(Clone, Debug)]
pub struct Input {
    /// The file as the user named it (shown in column headers).
    pub file: String,
    /// The report.
    pub report: RunReport,
    /// A link to the run's own HTML report, relative to the comparison page and
    /// URL-encoded, when the user gave one.
    pub html: Option<String>,
}

/// The output format of `compare`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One self-contained HTML page.
    Html,
    /// The comparison model as JSON.
    Json,
    /// Plain text.
    Text,
}

/// Reads a JSON report of `shadercts run`; the error names `file` and says what is
/// wrong (not JSON, or JSON of another shape).
pub fn parse_report(file: &str, data: &[u8]) -> Result<RunReport> {
    serde_json::from_slice::<RunReport>(data).map_err(|e| {
        Error::new(format!(
            "{file} is not a shadercts JSON report (written by `shadercts run --report json:FILE`): {e}"
        ))
    })
}

/// Compares `inputs` and renders the comparison in `format`.
pub fn render(format: Format, inputs: &[Input], catalog: &RuleCatalog) -> Result<Vec<u8>> {
    let c = model::build(inputs, catalog);
    match format {
        Format::Html => html::render(&c).map(String::into_bytes),
        Format::Json => {
            let mut data = serde_json::to_vec_pretty(&c)
                .map_err(|e| Error::new(format!("comparison as JSON: {e}")))?;
            data.push(b'\n');
            Ok(data)
        }
        Format::Text => Ok(text::render(&c).into_bytes()),
    }
}
