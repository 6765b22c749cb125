//! Printing verdicts: rustc-style diagnostics with the rule's quoted sentence, or JSON.

use crate::cmd_validate::Checked;
use crate::context::Context;
use crate::error::CliError;
use crate::files;
use clap::ValueEnum;
use shadercts_shader::diag::{self, Diagnostic};

/// Output formats of `validate`, `link` and `rules`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Format {
    /// Human-readable text.
    Text,
    /// JSON.
    Json,
}

/// A violation as a diagnostic: rule id as code, its message, and the rule's source
/// sentence as a note.
pub fn violation_diagnostic(
    ctx: &Context,
    v: &shadercts_reference::Violation,
) -> Result<Diagnostic, CliError> {
    let mut d = Diagnostic::error(v.message.clone(), v.span).with_code(v.rule.clone());
    if let Some(rule) = ctx.rules()?.get(&v.rule) {
        d = d.with_label(rule.title.clone());
        match &rule.source.quote {
            Some(q) => d = d.with_note(format!("{}: \"{}\"", rule.source.doc, q.trim())),
            None => d = d.with_note(format!("source: {}", rule.source.doc)),
        }
    }
    Ok(d)
}

/// Renders the violations of one checked file (or `path: valid`).
pub fn render_violations(ctx: &Context, checked: &Checked, path: &str) -> Result<String, CliError> {
    if checked.violations.is_empty() {
        return Ok(format!("{path}: valid\n"));
    }
    let diags = checked
        .violations
        .iter()
        .map(|v| violation_diagnostic(ctx, v))
        .collect::<Result<Vec<_>, _>>()?;
    let mut out = match &checked.text {
        Some(src) => diag::render(&diags, path, src),
        None => diag::render_bytecode(&diags, path),
    };
    out.push_str(&format!(
        "{path}: invalid ({} violation{})\n",
        diags.len(),
        if diags.len() == 1 { "" } else { "s" }
    ));
    Ok(out)
}

/// Prints a JSON value, pretty, with a final newline.
pub fn print_json(v: &serde_json::Value) -> Result<(), CliError> {
    let mut s = serde_json::to_string_pretty(v)
        .map_err(|e| CliError::Input(format!("cannot format JSON: {e}")))?;
    s.push('\n');
    files::write_stdout(s.as_bytes())
}
