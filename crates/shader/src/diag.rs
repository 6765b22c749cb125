//! Diagnostics with spans, rendered rustc-style by annotate-snippets.
//!
//! Every front end (assembly text, bytecode, model and rule YAML) reports problems as
//! [`Diagnostic`] values; [`render`] turns them into text for a terminal or a log.

use crate::span::{line_col, LineIndex, Span};
use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

mod memo;

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

/// How many diagnostics of one input the command line prints by default; the rest are
/// counted in a last `… and N more` line.
pub const DEFAULT_MAX_DIAGNOSTICS: usize = 100;

/// Renders diagnostics against the text they refer to, rustc-style, without colour.
///
/// `path` names the input in the header (`--> path:line:col`). Each snippet is built
/// from the lines its span covers only, so the time is linear in the number of
/// diagnostics plus the size of the text.
pub fn render(diags: &[Diagnostic], path: &str, text: &str) -> String {
    render_with(diags, path, text, Renderer::plain(), true)
}

/// Like [`render`] but with ANSI colours, for terminals.
pub fn render_styled(diags: &[Diagnostic], path: &str, text: &str) -> String {
    render_with(diags, path, text, Renderer::styled(), false)
}

/// Like [`render`] for the first `limit` diagnostics, then one line
/// `… and N more diagnostics not shown` counting the rest.
pub fn render_limited(diags: &[Diagnostic], path: &str, text: &str, limit: usize) -> String {
    let shown = diags.len().min(limit);
    let mut out = render(&diags[..shown], path, text);
    out.push_str(&more_line(diags.len() - shown));
    out
}

/// `… and N more diagnostics not shown\n`, or nothing when `hidden` is 0.
pub fn more_line(hidden: usize) -> String {
    match hidden {
        0 => String::new(),
        1 => "… and 1 more diagnostic not shown\n".to_string(),
        n => format!("… and {n} more diagnostics not shown\n"),
    }
}

/// Renders with `renderer`; `reusable`: it is the plain one, whose renderings are kept
/// and reused ([`memo`]).
fn render_with(
    diags: &[Diagnostic],
    path: &str,
    text: &str,
    renderer: Renderer,
    reusable: bool,
) -> String {
    let mut out = String::new();
    let mut key = Vec::new();
    // Built lazily: inputs without spanned diagnostics never pay for it.
    let mut index: Option<LineIndex> = None;
    for d in diags {
        let Some(span) = d.span else {
            let notes = d.notes.iter().map(String::as_str);
            let group = group(d, &d.message, &d.label, path, None, notes);
            out.push_str(&renderer.render(&[group]));
            out.push('\n');
            continue;
        };
        // One diagnostic (most files): its lines are found without indexing the text.
        let (window, first_line, range) = if diags.len() == 1 {
            window_of_one(text, span)
        } else {
            window(
                text,
                index.get_or_insert_with(|| LineIndex::new(text)),
                span,
            )
        };
        let snippet = Some((window, first_line, range.clone()));
        let notes = d.notes.iter().map(String::as_str);
        let own = |snippet| group(d, &d.message, &d.label, path, snippet, notes.clone());
        if reusable {
            let parts = memo::Parts::new(d, path, window, first_line, range.clone());
            memo::key(&mut key, &parts);
            if !memo::reuse(&key, &parts, &mut out) {
                // The parts that can be, as markers (see `memo`).
                let (message, label, template) = parts.template();
                let m = parts.marks;
                let rendered = if m.notes {
                    let markers = std::iter::repeat_n(memo::NOTE, d.notes.len());
                    let snippet = Some((&*template, first_line, range.clone()));
                    let g = group(d, message, label, memo::PLACEHOLDER, snippet, markers);
                    renderer.render(&[g])
                } else {
                    let snippet = Some((&*template, first_line, range.clone()));
                    let g = group(d, message, label, memo::PLACEHOLDER, snippet, notes.clone());
                    renderer.render(&[g])
                };
                if !memo::fill_and_keep(&key, &rendered, &parts, &mut out) {
                    out.push_str(&renderer.render(&[own(snippet)]));
                }
            }
        } else {
            out.push_str(&renderer.render(&[own(snippet)]));
        }
        out.push('\n');
    }
    out
}

/// The renderer's input for `d`: its title (`message`), the snippet (`window`, its
/// first line's number, the span within it) under `path` with `label`, and `notes`
/// (the diagnostic's own, or markers for them).
fn group<'a>(
    d: &'a Diagnostic,
    message: &'a str,
    label: &'a str,
    path: &'a str,
    snippet: Option<(&'a str, usize, std::ops::Range<usize>)>,
    notes: impl Iterator<Item = &'a str>,
) -> Group<'a> {
    let level = match d.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
    };
    let mut title = level.primary_title(message);
    if let Some(code) = &d.code {
        title = title.id(code.as_str());
    }
    let mut group = match snippet {
        Some((window, first_line, range)) => title.element(
            Snippet::source(window)
                .path(path)
                .line_start(first_line)
                .annotation(AnnotationKind::Primary.span(range).label(label)),
        ),
        None => title.element(Level::NOTE.message(format!("in {path}"))),
    };
    for note in notes {
        group = group.element(Level::NOTE.message(note));
    }
    group
}

/// The lines of `text` that `span` touches, the 1-based number of the first, and the
/// span relative to them: what the snippet renderer needs, instead of the whole text.
fn window<'t>(
    text: &'t str,
    index: &LineIndex,
    span: Span,
) -> (&'t str, usize, std::ops::Range<usize>) {
    let end = (span.end as usize).min(text.len());
    let start = (span.start as usize).min(end);
    // The renderer knows no empty line after a final `\n`: an offset at the very end
    // belongs to the last line (as its end).
    let line_of = |offset: usize| {
        let line = index.line_of(offset);
        match line {
            l if l > 0 && index.line_range(l).is_empty() => l - 1,
            l => l,
        }
    };
    let first = line_of(start);
    let last = line_of(end);
    let from = index.line_range(first).start;
    let to = index.line_range(last).end;
    match text.get(from..to) {
        Some(w) => (w, first + 1, start - from..end - from),
        // Not on character boundaries (a span into bytes, not text): the whole text.
        None => (text, 1, start..end),
    }
}

/// [`window`] without a [`LineIndex`]: one scan of the text up to the span, for the one
/// diagnostic of a text (building the index costs more than that).
fn window_of_one(text: &str, span: Span) -> (&str, usize, std::ops::Range<usize>) {
    use crate::text::count_newlines;
    let bytes = text.as_bytes();
    let len = bytes.len();
    let end = (span.end as usize).min(len);
    let start = (span.start as usize).min(end);
    // Where the line holding byte `offset` starts (after the last `\n` before it).
    let line_start = |offset: usize| {
        bytes[..offset]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1)
    };
    // As in `window`: an offset at the very end, after a final `\n`, belongs to the
    // last line (the renderer knows no empty line there).
    let mut first = count_newlines(&bytes[..start]);
    let mut from = line_start(start);
    let last = first + count_newlines(&bytes[start..end]);
    let last_start = line_start(end);
    let to = if last > 0 && last_start == len {
        len
    } else {
        bytes[last_start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(len, |p| last_start + p + 1)
    };
    if first > 0 && from == len {
        first -= 1;
        from = line_start(len - 1);
    }
    match text.get(from..to) {
        Some(w) => (w, first + 1, start - from..end - from),
        // Not on character boundaries (a span into bytes, not text): the whole text.
        None => (text, 1, start..end),
    }
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
        f.write_str(&render_limited(
            &self.diags,
            &self.path,
            &self.text,
            DEFAULT_MAX_DIAGNOSTICS,
        ))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The renderer as it was before the windows: the whole text in every snippet.
    fn render_whole(diags: &[Diagnostic], path: &str, text: &str) -> String {
        let mut out = String::new();
        for d in diags {
            let mut title = Level::ERROR.primary_title(d.message.as_str());
            if let Some(code) = &d.code {
                title = title.id(code.as_str());
            }
            let span = d.span.unwrap_or_default();
            let end = (span.end as usize).min(text.len());
            let start = (span.start as usize).min(end);
            let mut group = title.element(
                Snippet::source(text).path(path).annotation(
                    AnnotationKind::Primary
                        .span(start..end)
                        .label(d.label.as_str()),
                ),
            );
            for note in &d.notes {
                group = group.element(Level::NOTE.message(note.as_str()));
            }
            out.push_str(&Renderer::plain().render(&[group]));
            out.push('\n');
        }
        out
    }

    #[test]
    fn the_window_of_one_diagnostic_is_the_indexed_window() {
        let texts = [
            "vs_2_0\nmov r0, c0\n\n  add r1, r0, %\nmov oPos, r1\n",
            "vs_2_0\r\nmov r0, c0\r\nmov oPos, r0",
            "x",
            "",
            "\n",
            "\n\n\n",
            "a\n\nb\n\n",
            "vs_2_0\nmov r0, c0 // é ü ∑\nmov oPos, r0\n",
        ];
        for text in texts {
            let index = LineIndex::new(text);
            for a in 0..=text.len() + 2 {
                for b in a..=text.len() + 3 {
                    let span = Span::new(a, b);
                    assert_eq!(
                        window_of_one(text, span),
                        window(text, &index, span),
                        "text {text:?}, span {a}..{b}"
                    );
                }
            }
        }
    }

    #[test]
    fn windows_render_exactly_as_the_whole_text() {
        let texts = [
            "vs_2_0\nmov r0, c0\n\n  add r1, r0, %\nmov oPos, r1\n",
            "vs_2_0\r\nmov r0, c0\r\nmov oPos, r0",
            "ps_2_0\n/* unclosed\ncomment\n",
            "x",
            "",
            "\n\n\n",
            "vs_2_0\nmov r0, c0 // é ü ∑\nmov oPos, r0\n",
        ];
        for text in texts {
            // Every span from every start to every end (by character boundaries), plus
            // spans past the end.
            let bounds: Vec<usize> = (0..=text.len() + 2)
                .filter(|&i| i > text.len() || text.is_char_boundary(i))
                .collect();
            let mut diags = Vec::new();
            for &a in &bounds {
                for &b in &bounds {
                    if a <= b && b - a <= 40 {
                        diags.push(
                            Diagnostic::error(format!("at {a}..{b}"), Span::new(a, b))
                                .with_code("x.y")
                                .with_label("here")
                                .with_note("a note"),
                        );
                    }
                }
            }
            for d in diags {
                let d = [d];
                assert_eq!(
                    render(&d, "f.asm", text),
                    render_whole(&d, "f.asm", text),
                    "text {text:?}, {}",
                    d[0].message
                );
            }
        }
    }

    #[test]
    fn kept_renderings_give_the_renderers_own_output_under_any_path() {
        let text = "vs_2_0\nmov r0, c0 // é\n  add r1, r0, %\nmov oPos, r1\n";
        let paths = [
            "f.asm",
            "",
            "cases/a rule/invalid-vs_2_0-x.asm",
            "dir\twith\ttabs/f.asm",
            "line\nbreak.asm",
            "ünïcödé/∑.asm",
            "a --> b:1:2.asm",
            "with\0nul.asm",
            &"long/".repeat(80),
        ];
        let diag = |msg: &str, label: &str, note: &str, span: Span| {
            Diagnostic::error(msg, span)
                .with_code("x.y")
                .with_label(label)
                .with_note(note)
        };
        let diags = [
            diag("bad register", "here", "a note", Span::new(7, 10)),
            diag("no nul", "no nul", "no nul", Span::new(24, 42)),
            // A NUL in the diagnostic's own text: rendered afresh, never kept.
            diag("nul \0 in message", "x", "n", Span::new(7, 10)),
            diag("m", "nul \0 in label", "n", Span::new(7, 10)),
            diag("m", "l", "nul \0 in note", Span::new(7, 10)),
            Diagnostic::error("warning-free", Span::new(0, 0)),
            Diagnostic::error("past the end", Span::new(200, 300)),
            Diagnostic {
                severity: Severity::Warning,
                ..diag("a warning", "w", "n", Span::new(30, 33))
            },
        ];
        // Twice over: the first time fills the memo, the second reuses it.
        for _ in 0..2 {
            for path in paths {
                for d in &diags {
                    let d = std::slice::from_ref(d);
                    let own = render_with(d, path, text, Renderer::plain(), false);
                    assert_eq!(
                        render(d, path, text),
                        own,
                        "path {path:?}, {:?}",
                        d[0].message
                    );
                }
                // Several diagnostics of one file at once, as a batch renders them.
                let own = render_with(&diags, path, text, Renderer::plain(), false);
                assert_eq!(render(&diags, path, text), own, "path {path:?}");
            }
        }
    }

    #[test]
    fn kept_renderings_give_the_renderers_own_output_with_any_notes() {
        // Diagnostics alike but for their notes, in every order: notes of printable
        // ASCII are given to the renderer as markers and put in afterwards; the others
        // (line breaks, tabs, control and non-ASCII characters, spaces at an end, empty)
        // as they are. The marker character itself in the message, the label, a note or
        // the source line must not be taken for a marker.
        let long = format!(
            "https://learn.microsoft.com/x: \"{}\"",
            "A sentence of the source document. ".repeat(12).trim()
        );
        let notes: Vec<Vec<String>> = [
            vec![],
            vec!["a note"],
            vec![long.as_str()],
            vec!["first", "second", "third"],
            vec!["\"quoted\" ~ {braces} | pipes ^ carets --> arrows 12 | 3:4"],
            vec!["two\nlines"],
            vec!["a\ttab"],
            vec!["ünïcödé"],
            vec![" leading space"],
            vec!["trailing space "],
            vec![""],
            vec!["bell \u{7}"],
            vec!["marker \u{E000} in a note"],
            vec!["fine", "then \u{202E} bidi"],
        ]
        .iter()
        .map(|n| n.iter().map(|s| s.to_string()).collect())
        .collect();
        let texts = [
            "vs_2_0\nmov r0, c0\n",
            "vs_2_0\nmov r0, c0 // \u{E000}\n",
            &format!("{}vs_2_0\nmov r0, c0\n", "\n".repeat(98)),
        ];
        let heads = [
            ("bad register", "here"),
            ("marker \u{E000}", "l"),
            ("m", "\u{E000}"),
        ];
        for pass in 0..2 {
            for text in texts {
                let start = text.find("r0").unwrap_or(0);
                for (message, label) in heads {
                    for (i, ns) in notes.iter().enumerate() {
                        let mut d = Diagnostic::error(message, Span::new(start, start + 2))
                            .with_code("note.test")
                            .with_label(label);
                        d.notes = ns.clone();
                        let d = [d];
                        let path = ["f.asm", "g/h.asm"][(i + pass) % 2];
                        let own = render_with(&d, path, text, Renderer::plain(), false);
                        assert_eq!(render(&d, path, text), own, "notes {ns:?}, {message:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn kept_renderings_give_the_renderers_own_output_with_any_message_label_and_source() {
        // Messages, labels and source lines given to the renderer as markers or as they
        // are, in every combination and twice over (a kept rendering of the same shape is
        // reused for the others): source lines with spaces at either end, tabs, `~`,
        // non-ASCII characters, and lengths from short to past the renderer's terminal
        // width, with labels from none to long (the renderer trims long lines, by the
        // label's length too).
        let messages = [
            "bad register",
            "dp4 cannot be co-issued",
            "é",
            "a ~ tilde",
            "\u{E001}",
        ];
        let labels = [
            "",
            "here",
            "a longer label of forty characters here",
            "~",
            "\u{E002}",
            "x\ty",
        ];
        let mut sources: Vec<String> = [
            "mov r0, c0",
            "  mov r0, c0",
            "mov r0, c0  ",
            "mov\tr0, c0",
            "mov r0, c0 // ~~",
            "mov r0, c0 // é",
            "~~~~",
            "mov r0, \u{E000}",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        for len in [60, 75, 90, 99, 100, 101, 110, 125, 135, 140, 141, 150, 200] {
            sources.push(format!("mov r0, c0 // {}", "x".repeat(len - 14)));
            sources.push(format!("{}mov r0, c0", " ".repeat(len - 10)));
        }
        for pass in 0..2 {
            for source in &sources {
                for &line in &[1, 9, 10, 250] {
                    let text = format!("{}{source}\nmov oPos, r0\n", "\n".repeat(line - 1));
                    let at = line - 1 + source.find("r0").unwrap_or(0);
                    for message in messages {
                        for label in labels {
                            let d = [Diagnostic::error(message, Span::new(at, at + 2))
                                .with_code("shape.test")
                                .with_label(label)
                                .with_note("a note")];
                            let path = ["f.asm", "a/b.asm"][(line + pass) % 2];
                            let own = render_with(&d, path, &text, Renderer::plain(), false);
                            assert_eq!(
                                render(&d, path, &text),
                                own,
                                "source {source:?} on line {line}, {message:?}, {label:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn kept_renderings_give_the_renderers_own_output_on_any_line() {
        // The same source line and diagnostic on lines 1 to 1,200 (every width change of
        // the gutter), in orders that reuse a rendering kept from another line number
        // of as many digits; and diagnostics whose own text looks like a gutter line or
        // holds line breaks, which must not be kept for other line numbers.
        let diag = |msg: &str, label: &str, note: &str| {
            Diagnostic::error(msg, Span::new(0, 0))
                .with_code("line.test")
                .with_label(label)
                .with_note(note)
        };
        let diags = [
            diag("plain", "here", "a note"),
            diag("a message\n7 | looks like a gutter", "l", "n"),
            diag("m", "label\n12 | too", "n"),
            diag("m", "l", "note\n1 | as well"),
            diag("m", "l", "3 | note starting with a number"),
            diag("digits 1 22 333 4444", "77", "1:1"),
        ];
        let sources = [
            "mov r0, c0",
            "mov r0, c0 // 12 | 9:9",
            "mov r\r12 | 0, c0",
            "7 | mov r0, c0",
        ];
        let lines: Vec<usize> = (1..=130).chain([998, 999, 1000, 1001, 1200]).collect();
        for source in sources {
            for d in &diags {
                for pass in 0..2 {
                    for &line in &lines {
                        // The earlier lines blank: the snippet shows just this line.
                        let text = format!("{}{source}\nmov oPos, r0\n", "\n".repeat(line - 1));
                        let start = line - 1 + 4;
                        let d = [Diagnostic {
                            span: Some(Span::new(start, start + 2)),
                            ..d.clone()
                        }];
                        let path = ["f.asm", "dir/g.asm"][(line + pass) % 2];
                        let own = render_with(&d, path, &text, Renderer::plain(), false);
                        assert_eq!(
                            render(&d, path, &text),
                            own,
                            "line {line}, source {source:?}, {:?}",
                            d[0].message
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn many_diagnostics_render_in_linear_time() {
        // 20,000 one-line errors in a 260 kB text: quadratic rendering (the whole text
        // per diagnostic) takes tens of seconds; linear well under a second in release.
        let n = 20_000;
        let line = "mov r0, c300\n";
        let text = format!("vs_2_0\n{}", line.repeat(n));
        let diags: Vec<Diagnostic> = (0..n)
            .map(|i| {
                let s = 7 + i * line.len() + 8;
                Diagnostic::error("bad register", Span::new(s, s + 4)).with_code("reg.range")
            })
            .collect();
        let t = std::time::Instant::now();
        let out = render(&diags, "big.asm", &text);
        assert!(t.elapsed().as_secs() < 20, "took {:?}", t.elapsed());
        assert!(
            out.contains(&format!("big.asm:{}:9", n + 1)),
            "last line number"
        );
        assert_eq!(out.matches("error[reg.range]").count(), n);
    }

    #[test]
    fn limited_rendering_counts_the_rest() {
        let text = "vs_2_0\nmov r0, c300\nmov r0, c300\nmov r0, c300\n";
        let diags: Vec<Diagnostic> = (0..3)
            .map(|i| Diagnostic::error("bad", Span::new(7 + 13 * i, 8 + 13 * i)))
            .collect();
        let out = render_limited(&diags, "f.asm", text, 1);
        assert_eq!(out.matches("error: bad").count(), 1);
        assert!(
            out.ends_with("… and 2 more diagnostics not shown\n"),
            "{out}"
        );
        assert!(!render_limited(&diags, "f.asm", text, 3).contains("more"));
    }
}
