//! Printing verdicts: rustc-style diagnostics with the rule's quoted sentence, or JSON.

use crate::cmd_validate::Checked;
use crate::context::Context;
use crate::error::CliError;
use crate::files;
use clap::ValueEnum;
use shadercts_shader::diag::{self, Diagnostic};
use std::sync::atomic::{AtomicUsize, Ordering};

static MAX_DIAGNOSTICS: AtomicUsize = AtomicUsize::new(diag::DEFAULT_MAX_DIAGNOSTICS);

/// Sets how many diagnostics of one file the text output shows (`--max-diagnostics`;
/// 0 shows all). JSON output always lists every violation.
pub fn set_max_diagnostics(n: usize) {
    MAX_DIAGNOSTICS.store(if n == 0 { usize::MAX } else { n }, Ordering::Relaxed);
}

/// How many diagnostics of one file the text output shows.
pub fn max_diagnostics() -> usize {
    MAX_DIAGNOSTICS.load(Ordering::Relaxed)
}

/// The line after the shown diagnostics that counts the others, or nothing.
fn more_line(hidden: usize) -> String {
    match hidden {
        0 => String::new(),
        n => format!(
            "… and {n} more diagnostic{} not shown (--max-diagnostics N shows more, 0 all)\n",
            if n == 1 { "" } else { "s" }
        ),
    }
}

/// Renders text diagnostics (parser errors, for example) capped at [`max_diagnostics`].
pub fn render_text(diags: &[Diagnostic], path: &str, src: &str) -> String {
    let shown = diags.len().min(max_diagnostics());
    let mut out = diag::render(&diags[..shown], path, src);
    out.push_str(&more_line(diags.len() - shown));
    out
}

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
        // Built by hand, not by `format!`: once per violation of a text report.
        let doc = rule.source.doc.as_str();
        let note = match &rule.source.quote {
            Some(q) => [doc, ": \"", q.trim(), "\""].concat(),
            None => ["source: ", doc].concat(),
        };
        d = d.with_note(note);
    }
    Ok(d)
}

/// Renders the violations of one checked file (or `path: valid`).
pub fn render_violations(ctx: &Context, checked: &Checked, path: &str) -> Result<String, CliError> {
    render_parts(ctx, &checked.violations, checked.text.as_deref(), path)
}

/// [`render_violations`] of a file's violations and text (`None` for bytecode).
pub fn render_parts(
    ctx: &Context,
    violations: &[shadercts_reference::Violation],
    text: Option<&str>,
    path: &str,
) -> Result<String, CliError> {
    // The verdict lines built by hand, not by `format!`: once per file of a text report.
    if violations.is_empty() {
        return Ok([path, ": valid\n"].concat());
    }
    // Only the shown violations become diagnostics; the count stays exact.
    let total = violations.len();
    let shown = total.min(max_diagnostics());
    let diags = violations[..shown]
        .iter()
        .map(|v| violation_diagnostic(ctx, v))
        .collect::<Result<Vec<_>, _>>()?;
    let mut out = match text {
        Some(src) => diag::render(&diags, path, src),
        None => diag::render_bytecode(&diags, path),
    };
    if total > shown {
        out.push_str(&more_line(total - shown));
    }
    let count = total.to_string();
    let noun = if total == 1 {
        " violation)\n"
    } else {
        " violations)\n"
    };
    for piece in [path, ": invalid (", &count, noun] {
        out.push_str(piece);
    }
    Ok(out)
}

/// Prints a JSON value, pretty, with a final newline.
pub fn print_json(v: &serde_json::Value) -> Result<(), CliError> {
    let mut s = serde_json::to_string_pretty(v)
        .map_err(|e| CliError::Input(format!("cannot format JSON: {e}")))?;
    s.push('\n');
    files::write_stdout(s.as_bytes())
}
