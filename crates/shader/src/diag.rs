//! Diagnostics with spans, rendered rustc-style by annotate-snippets.
//!
//! Every front end (assembly text, bytecode, model and rule YAML) reports problems as
//! [`Diagnostic`] values; [`render`] turns them into text for a terminal or a log.

use crate::span::{line_col, Span};
use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted, but something is suspicious.
    Warning,
}

/// One problem found in an input, pointing at a span of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// A stable code: a rule id for validator findings, `syntax`/`bytecode` for front ends.
    pub code: Option<String>,
    /// The headline.
    pub message: String,
    /// Where in the input (bytes of the text, or of the bytecode blob).
    pub span: Option<Span>,
    /// Text under the span.
    pub label: String,
    /// Further lines (`= note: …`).
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// An error at `span` with a headline.
    pub fn error(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            code: None,
            message: message.into(),
            span: Some(span),
            label: String::new(),
            notes: Vec::new(),
        }
    }

    /// An error that has no position (for example an I/O failure).
    pub fn error_nospan(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            span: None,
            ..Diagnostic::error(message, Span::default())
        }
    }

    /// Sets the label shown under the span.
    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = label.into();
        self
    }

    /// Sets the stable code.
    pub fn with_code(mut self, code: impl Into<String>) -> Diagnostic {
        self.code = Some(code.into());
        self
    }

    /// Adds a note line.
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// True for errors.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// 1-based line of the span's start in `text` (1 when there is no span).
    pub fn line(&self, text: &str) -> usize {
        self.span
            .map(|s| line_col(text, s.start as usize).0)
            .unwrap_or(1)
    }
}

/// Renders diagnostics against the text they refer to, rustc-style, without colour.
///
/// `path` names the input in the header (`--> path:line:col`).
pub fn render(diags: &[Diagnostic], path: &str, text: &str) -> String {
    render_with(diags, path, text, Renderer::plain())
}

/// Like [`render`] but with ANSI colours, for terminals.
pub fn render_styled(diags: &[Diagnostic], path: &str, text: &str) -> String {
    render_with(diags, path, text, Renderer::styled())
}

fn render_with(diags: &[Diagnostic], path: &str, text: &str, renderer: Renderer) -> String {
    let mut out = String::new();
    for d in diags {
        let level = match d.severity {
            Severity::Error => Level::ERROR,
            Severity::Warning => Level::WARNING,
        };
        let mut title = level.primary_title(d.message.as_str());
        if let Some(code) = &d.code {
            title = title.id(code.as_str());
        }
        let mut group = match d.span {
            Some(span) => {
                let end = (span.end as usize).min(text.len());
                let start = (span.start as usize).min(end);
                title.element(
                    Snippet::source(text).path(path).annotation(
                        AnnotationKind::Primary
                            .span(start..end)
                            .label(d.label.as_str()),
                    ),
                )
            }
            None => title.element(Level::NOTE.message(format!("in {path}"))),
        };
        for note in &d.notes {
            group = group.element(Level::NOTE.message(note.as_str()));
        }
        out.push_str(&renderer.render(&[group]));
        out.push('\n');
    }
    out
}

/// Renders diagnostics about a bytecode blob: one line each, with the byte offset.
pub fn render_bytecode(diags: &[Diagnostic], path: &str) -> String {
    let mut out = String::new();
    for d in diags {
        let sev = match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let code = d
            .code
            .as_deref()
            .map(|c| format!("[{c}]"))
            .unwrap_or_default();
        match d.span {
            Some(s) => out.push_str(&format!(
                "{sev}{code}: {path}: at byte offset {} (0x{:x}): {}\n",
                s.start, s.start, d.message
            )),
            None => out.push_str(&format!("{sev}{code}: {path}: {}\n", d.message)),
        }
        for note in &d.notes {
            out.push_str(&format!("  = note: {note}\n"));
        }
    }
    out
}

/// Diagnostics about one named input text (a YAML file, an assembly file).
#[derive(Clone, Debug)]
pub struct FileDiagnostics {
    /// The file's path as shown to the user.
    pub path: String,
    /// The file's text, for the snippets.
    pub text: String,
    /// What is wrong with it.
    pub diags: Vec<Diagnostic>,
}

impl std::fmt::Display for FileDiagnostics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&render(&self.diags, &self.path, &self.text))
    }
}

impl std::error::Error for FileDiagnostics {}

/// The byte span of a 1-based `line`/`column` position in `text` (one character wide,
/// or empty at the end of a line).
pub fn span_at(text: &str, line: u32, column: u32) -> Span {
    let mut offset = 0usize;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line as usize {
            let col_byte = l
                .char_indices()
                .nth(column.saturating_sub(1) as usize)
                .map(|(b, _)| b)
                .unwrap_or(l.trim_end_matches('\n').len());
            let start = offset + col_byte;
            let width = text[start..]
                .chars()
                .next()
                .filter(|c| *c != '\n')
                .map(|c| c.len_utf8())
                .unwrap_or(0);
            return Span::new(start, start + width);
        }
        offset += l.len();
    }
    Span::new(text.len(), text.len())
}

/// The span of a whole YAML scalar token starting at `line`/`column`: up to the next
/// space, comma, bracket or end of line.
pub fn token_span_at(text: &str, line: u32, column: u32) -> Span {
    let s = span_at(text, line, column);
    let rest = &text[s.start as usize..];
    let len = rest.find(['\n', ',', ']', '}', '#']).unwrap_or(rest.len());
    let len = rest[..len].trim_end().len();
    Span::new(
        s.start as usize,
        s.start as usize + len.max(s.end as usize - s.start as usize),
    )
}
