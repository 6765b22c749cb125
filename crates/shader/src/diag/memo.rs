//! Renderings of diagnostics kept for reuse: a batch of shaders repeats the same
//! diagnostic (rule, message, source line, note) in file after file, and the snippet
//! renderer is most of the cost of a text report (measured: 55% of the diagnostics of
//! the validate cases of suite 2.0.0 repeat one before them, path aside, and 72% when
//! the line number may differ too).
//!
//! A rendering is kept without its path: the renderer is given [`PLACEHOLDER`] as the
//! path and copies a path into its `-->` line verbatim, nowhere else, so the real path
//! put in the placeholder's place gives exactly the renderer's own output.
//!
//! A snippet of one line is kept for every line number of as many digits: the renderer
//! writes the number after the path (`-->` line) and in the gutter of the source line,
//! and the number's width sets the gutter's, nothing else. A rendering is kept that way
//! only when it shows just that: the placeholder followed by `:` and the number, and one
//! line of the rendering beginning with a digit, which begins with the number and ` |`
//! (see [`line_places`]); otherwise it is not kept.
//!
//! The message, the label, the notes and the source line go to the renderer as markers
//! where they are printable ASCII ([`marks`]), which the renderer writes as it is, and
//! are put in the markers' places afterwards: one kept rendering for every diagnostic of
//! the same shape (rule, line number width, span, source line length), and less for the
//! renderer to lay out when there is none. The message, label and notes are each one
//! private-use character ([`MESSAGE`], [`LABEL`], [`NOTE`]: the renderer replaces only
//! control, tab and bidirectional characters); the source line keeps its spaces at
//! either end and has `~` for each of the other bytes (the span's columns stay those of
//! the line), and is marked only when the line and its label are short enough that the
//! renderer never trims the line (that depends on the label's length). A rendering in
//! which each marker is not found exactly once, or the source line not as exactly one
//! run of `~` as long as it, is not kept.

use super::Diagnostic;
use rustc_hash::FxHashMap;
use std::ops::Range;
use std::sync::Mutex;

/// The path a kept rendering is made with: a NUL, which no file's path has. The real
/// path, whatever it holds, is put in after the placeholder is found; a diagnostic whose
/// own text holds a NUL is rendered afresh every time (see [`fill_and_keep`]).
pub(super) const PLACEHOLDER: &str = "\0";

/// What each note is given to the renderer as, where they can be ([`marks`]).
pub(super) const NOTE: &str = "\u{E000}";

/// What the message is given to the renderer as, where it can be.
pub(super) const MESSAGE: &str = "\u{E001}";

/// What the label is given to the renderer as, where it can be.
pub(super) const LABEL: &str = "\u{E002}";

/// What each byte of the source line but its spaces at either end is given as.
const SOURCE: u8 = b'~';

/// The longest source line, its label and gutter together, that is marked: far below
/// the renderer's terminal width (140), past which it trims long lines.
const SHORT_LINE: usize = 100;

/// A non-empty line of printable ASCII without a space at either end: written by the
/// renderer as it is, in a title, a label or a note.
fn plain(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty() && printable(b) && b.first() != Some(&b' ') && b.last() != Some(&b' ')
}

/// Whether every byte of `b` is printable ASCII (a space to `~`): without an early exit,
/// so that the compiler can test many bytes a step.
fn printable(b: &[u8]) -> bool {
    b.iter().fold(0u8, |bad, &c| {
        bad | u8::from(c.wrapping_sub(b' ') > b'~' - b' ')
    }) == 0
}

/// Which parts of a diagnostic go to the renderer as markers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Marks {
    /// The message.
    pub message: bool,
    /// The label (and so the source line: see `source`).
    pub label: bool,
    /// The source line (a window of one line).
    pub source: bool,
    /// The notes, all of them.
    pub notes: bool,
}

/// A window of one line: its bytes before the `~` run (spaces), the run's length, and
/// its bytes after (spaces, then the final line break if any).
fn source_shape(window: &str) -> Option<(usize, usize, usize)> {
    let b = window.as_bytes();
    let body = b.strip_suffix(b"\n").unwrap_or(b);
    if !printable(body) {
        return None;
    }
    let lead = body.iter().take_while(|&&c| c == b' ').count();
    let trail = body[lead..]
        .iter()
        .rev()
        .take_while(|&&c| c == b' ')
        .count();
    let run = body.len() - lead - trail;
    (run > 0).then_some((lead, run, b.len() - lead - run))
}

/// Which parts of `d` over a window of `shape` ([`source_shape`]; its first line
/// `first_line`) can be markers.
fn marks(d: &Diagnostic, shape: Option<(usize, usize, usize)>, first_line: usize) -> Marks {
    let digits = decimal(first_line, &mut [0; 20]).len();
    let short = shape
        .is_some_and(|(lead, run, _)| lead + run + d.label.len() + digits <= SHORT_LINE)
        && (d.label.is_empty() || plain(&d.label));
    Marks {
        message: plain(&d.message),
        label: short && !d.label.is_empty(),
        source: short,
        notes: d.notes.iter().all(|n| plain(n)),
    }
}

/// A diagnostic about to be rendered, with the parts that go to the renderer as markers.
pub(super) struct Parts<'a> {
    /// The diagnostic.
    pub d: &'a Diagnostic,
    /// The file's path.
    pub path: &'a str,
    /// The lines shown.
    pub window: &'a str,
    /// The first shown line's number.
    pub first_line: usize,
    /// The span within the window.
    pub range: Range<usize>,
    /// What goes as markers.
    pub marks: Marks,
    /// The window is one line ([`one_line`]).
    one_line: bool,
    /// The window's [`source_shape`] where the source line goes as a marker.
    shape: Option<(usize, usize, usize)>,
}

impl<'a> Parts<'a> {
    /// `d` under `path`, shown as `window` (its first line `first_line`, the span at
    /// `range` within it), with the parts that can be markers.
    pub(super) fn new(
        d: &'a Diagnostic,
        path: &'a str,
        window: &'a str,
        first_line: usize,
        range: Range<usize>,
    ) -> Parts<'a> {
        let shape = source_shape(window);
        let marks = marks(d, shape, first_line);
        Parts {
            d,
            path,
            window,
            first_line,
            range,
            marks,
            one_line: one_line(window),
            shape: shape.filter(|_| marks.source),
        }
    }

    /// What the renderer is given for the message, the label and the window.
    pub(super) fn template(&self) -> (&str, &str, std::borrow::Cow<'_, str>) {
        let message = if self.marks.message {
            MESSAGE
        } else {
            &self.d.message
        };
        let label = if self.marks.label {
            LABEL
        } else {
            &self.d.label
        };
        let window = match self.shape {
            Some((lead, run, _)) => {
                let mut w = self.window.as_bytes().to_vec();
                w[lead..lead + run].fill(SOURCE);
                std::borrow::Cow::Owned(String::from_utf8(w).unwrap_or_default())
            }
            None => std::borrow::Cow::Borrowed(self.window),
        };
        (message, label, window)
    }

    /// The source line's bytes that the `~` run stands for.
    fn source_run(&self) -> &str {
        match self.shape {
            Some((lead, run, _)) => &self.window[lead..lead + run],
            None => "",
        }
    }
}

/// Where the placeholder is in `rendered`, if it is there exactly once.
fn placeholder_at(rendered: &str) -> Option<usize> {
    let at = rendered.find('\0')?;
    (rendered.rfind('\0') == Some(at)).then_some(at)
}

/// The most bytes of renderings kept (then no more are added): bounds the memory of a
/// run over millions of distinct diagnostics.
const MAX_BYTES: usize = 4 << 20;

/// What a place of a kept rendering is filled with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Path,
    Line,
    Message,
    Source,
    Label,
    Note(usize),
}

/// A kept rendering: its text, and the places filled for each diagnostic, in order
/// (byte offset, length of what stands there, what goes there).
struct Kept {
    text: String,
    places: Vec<(usize, usize, Field)>,
}

/// The kept renderings, by [`key`].
#[derive(Default)]
struct Memo {
    map: FxHashMap<Vec<u8>, Kept>,
    bytes: usize,
}

/// One memo for the process: the threads of a batch share their renderings (a rule's
/// cases, next to each other in a list, land on different threads).
static MEMO: Mutex<Option<Memo>> = Mutex::new(None);

/// The decimal digits of `n`, in `buf`.
fn decimal(n: usize, buf: &mut [u8; 20]) -> &str {
    let mut i = buf.len();
    let mut n = n;
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // Only ASCII digits were written.
    std::str::from_utf8(&buf[i..]).unwrap_or("0")
}

/// Whether `window` is one line (its final line break aside): then its rendering is
/// kept for every line number of as many digits (see the module's documentation).
fn one_line(window: &str) -> bool {
    let body = window.strip_suffix('\n').unwrap_or(window);
    !body.contains('\n')
}

/// Appends `n` to `key`, in eight bytes (a fixed width: no two sequences of numbers and
/// fields give the same key).
fn push_number(key: &mut Vec<u8>, n: usize) {
    key.extend_from_slice(&(n as u64).to_le_bytes());
}

/// Everything but the path that the rendering of `p` depends on, each field preceded by
/// its length so that no two inputs give the same key. For a window of one line, only
/// the number of digits of its line number is in it; of a part that goes as a marker,
/// only that it does (and the source line's shape).
pub(super) fn key(key: &mut Vec<u8>, p: &Parts) {
    let (d, m) = (p.d, p.marks);
    key.clear();
    let code = d.code.as_deref();
    let (message, label) = (
        if m.message { "" } else { d.message.as_str() },
        if m.label { "" } else { d.label.as_str() },
    );
    let window = if m.source { "" } else { p.window };
    let own_notes = if m.notes { &[][..] } else { &d.notes[..] };
    let fields = || {
        [code.unwrap_or(""), message, label, window]
            .into_iter()
            .chain(own_notes.iter().map(String::as_str))
    };
    // One allocation: the fields, and room for the numbers.
    key.reserve(fields().map(|f| f.len() + 8).sum::<usize>() + 120);
    key.push(match d.severity {
        super::Severity::Error => b'E',
        super::Severity::Warning => b'W',
    });
    if p.one_line {
        key.push(b'#');
        push_number(key, decimal(p.first_line, &mut [0; 20]).len());
    } else {
        key.push(b'=');
        push_number(key, p.first_line);
    }
    push_number(key, p.range.start);
    push_number(key, p.range.end);
    push_number(key, d.notes.len());
    if let Some((lead, run, tail)) = p.shape {
        for n in [lead, run, tail, usize::from(p.window.ends_with('\n'))] {
            push_number(key, n);
        }
    }
    for field in fields() {
        push_number(key, field.len());
        key.extend_from_slice(field.as_bytes());
    }
    key.push(u8::from(code.is_some()));
    for flag in [m.message, m.label, m.source, m.notes, d.label.is_empty()] {
        key.push(u8::from(flag));
    }
}

/// Where the digits of `line` are in `rendered` (its placeholder at `at`): right after
/// the placeholder and `:`, and at the start of the one line of the rendering that
/// begins with a digit; `None` unless the rendering is laid out that way.
fn line_places(rendered: &str, at: usize, line: &str) -> Option<[usize; 2]> {
    let after = at + PLACEHOLDER.len();
    let origin = rendered.get(after..)?.strip_prefix(':')?;
    origin.strip_prefix(line)?.strip_prefix(':')?;
    let mut gutter = None;
    let mut start = 0;
    for l in rendered.split_inclusive('\n') {
        if l.starts_with(|c: char| c.is_ascii_digit()) {
            let numbered = l.strip_prefix(line).is_some_and(|r| r.starts_with(" |"));
            if gutter.is_some() || !numbered {
                return None;
            }
            gutter = Some(start);
        }
        start += l.len();
    }
    let gutter = gutter?;
    (after + 1 < gutter).then_some([after + 1, gutter])
}

/// The places of `marker` in `rendered`, if there are exactly `n`.
fn exactly(rendered: &str, marker: &str, n: usize) -> Option<Vec<usize>> {
    let at: Vec<usize> = rendered.match_indices(marker).map(|(i, _)| i).collect();
    (at.len() == n).then_some(at)
}

/// The places to fill in a fresh rendering of `p` made with [`Parts::template`] and
/// [`PLACEHOLDER`] as its path, in order; `None` when it is not laid out as expected
/// (see the module's documentation).
fn places(rendered: &str, p: &Parts, digits: &str) -> Option<Vec<(usize, usize, Field)>> {
    let m = p.marks;
    let at = placeholder_at(rendered)?;
    let mut places = vec![(at, PLACEHOLDER.len(), Field::Path)];
    if p.one_line {
        for place in line_places(rendered, at, digits)? {
            places.push((place, digits.len(), Field::Line));
        }
    }
    for place in exactly(rendered, MESSAGE, usize::from(m.message))? {
        places.push((place, MESSAGE.len(), Field::Message));
    }
    for place in exactly(rendered, LABEL, usize::from(m.label))? {
        places.push((place, LABEL.len(), Field::Label));
    }
    let notes = if m.notes { p.d.notes.len() } else { 0 };
    for (i, place) in exactly(rendered, NOTE, notes)?.into_iter().enumerate() {
        places.push((place, NOTE.len(), Field::Note(i)));
    }
    // The source line: one run of `~`, as long as the line's marked bytes.
    let bytes = rendered.as_bytes();
    let runs: Vec<(usize, usize)> = {
        let mut runs = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == SOURCE {
                let start = i;
                while i < bytes.len() && bytes[i] == SOURCE {
                    i += 1;
                }
                runs.push((start, i - start));
            } else {
                i += 1;
            }
        }
        runs
    };
    match (m.source, runs.as_slice()) {
        (true, [(start, len)]) if *len == p.source_run().len() => {
            places.push((*start, *len, Field::Source));
        }
        (false, _) => {}
        _ => return None,
    }
    places.sort_unstable_by_key(|&(at, _, _)| at);
    let apart = places.windows(2).all(|w| w[0].0 + w[0].1 <= w[1].0);
    apart.then_some(places)
}

/// Appends `kept` to `out`, each place filled from `p` (`digits`: its line number).
fn put(out: &mut String, kept: &Kept, p: &Parts, digits: &str) {
    let fill = |field| match field {
        Field::Path => p.path,
        Field::Line => digits,
        Field::Message => &p.d.message,
        Field::Source => p.source_run(),
        Field::Label => &p.d.label,
        Field::Note(i) => p.d.notes.get(i).map_or("", String::as_str),
    };
    let text = &kept.text;
    // One allocation for the whole rendering.
    let filled: usize = kept.places.iter().map(|&(_, _, f)| fill(f).len()).sum();
    out.reserve(text.len() + filled);
    let mut from = 0;
    for &(at, len, field) in &kept.places {
        out.push_str(&text[from..at]);
        out.push_str(fill(field));
        from = at + len;
    }
    out.push_str(&text[from..]);
}

/// Appends the kept rendering of `key`, filled from `p`, to `out`; false if none is
/// kept.
pub(super) fn reuse(key: &[u8], p: &Parts, out: &mut String) -> bool {
    let memo = MEMO.lock().unwrap_or_else(|p| p.into_inner());
    match memo.as_ref().and_then(|m| m.map.get(key)) {
        Some(kept) => {
            put(out, kept, p, decimal(p.first_line, &mut [0; 20]));
            true
        }
        None => false,
    }
}

impl Memo {
    /// Keeps `kept` under `key`, if there is room.
    fn keep(&mut self, key: &[u8], kept: Kept) {
        if self.bytes + key.len() + kept.text.len() > MAX_BYTES {
            return;
        }
        self.bytes += key.len() + kept.text.len();
        self.map.insert(key.to_owned(), kept);
    }
}

/// Fills a fresh rendering of `p` (made with [`Parts::template`] and [`PLACEHOLDER`] as
/// its path), appends it to `out` and keeps it under `key`. A rendering not laid out as
/// expected is neither used nor kept: the caller renders `p` again as it is (false).
pub(super) fn fill_and_keep(key: &[u8], rendered: &str, p: &Parts, out: &mut String) -> bool {
    let digits = decimal(p.first_line, &mut [0; 20]).to_owned();
    let Some(places) = places(rendered, p, &digits) else {
        return false;
    };
    let kept = Kept {
        text: rendered.to_owned(),
        places,
    };
    put(out, &kept, p, &digits);
    MEMO.lock()
        .unwrap_or_else(|p| p.into_inner())
        .get_or_insert_with(Memo::default)
        .keep(key, kept);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::Span;

    /// A diagnostic with one note, as the text reports have them.
    fn diag(message: &str, label: &str, note: &str) -> Diagnostic {
        Diagnostic::error(message, Span::new(0, 3))
            .with_code("memo.test")
            .with_label(label)
            .with_note(note)
    }

    #[test]
    fn the_memo_keeps_at_most_its_budget() {
        let mut memo = Memo::default();
        let rendered = format!("error: x\n --> {PLACEHOLDER}:1:1\n{}\n", "=".repeat(1000));
        let at = placeholder_at(&rendered).unwrap_or_default();
        for i in 0..10_000 {
            let kept = Kept {
                text: rendered.clone(),
                places: vec![(at, 1, Field::Path)],
            };
            memo.keep(format!("key {i}").as_bytes(), kept);
        }
        assert!(memo.bytes <= MAX_BYTES, "{} bytes kept", memo.bytes);
        assert!(memo.map.len() < 10_000 && !memo.map.is_empty());
        // The first ones were kept, with the place of the path.
        let kept = &memo.map[&b"key 0"[..]];
        assert_eq!(&kept.text[..kept.places[0].0], "error: x\n --> ");
        assert!(!memo.map.contains_key(&b"key 9999"[..]));
    }

    #[test]
    fn what_goes_as_markers() {
        let window = "mov r0, c0\n";
        let d = diag("bad register", "here", "a note");
        let all = Marks {
            message: true,
            label: true,
            source: true,
            notes: true,
        };
        assert_eq!(Parts::new(&d, "f", window, 7, 0..3).marks, all);
        // Not printable ASCII, a space at an end, empty: as they are.
        for (message, label, note) in [
            ("é", "here", "n"),
            ("m", "two\nlines", "n"),
            ("m", "l", " n"),
        ] {
            let d = diag(message, label, note);
            let m = Parts::new(&d, "f", window, 7, 0..3).marks;
            assert_eq!(
                (m.message, m.label, m.notes),
                (message.is_ascii(), label.len() < 5, !note.starts_with(' '))
            );
        }
        // A source line with a tab, or too long with its label: the line and the label
        // as they are (the renderer may trim a long line, by the label's length too).
        let tabbed = Parts::new(&d, "f", "mov\tr0, c0\n", 7, 0..3).marks;
        assert!(!tabbed.source && !tabbed.label && tabbed.message);
        let long = format!("mov r0, c0 // {}\n", "x".repeat(80));
        let d_long = diag("m", &"l".repeat(10), "n");
        let m = Parts::new(&d_long, "f", &long, 7, 0..3).marks;
        assert!(!m.source && !m.label);
        // The source line's spaces at either end stay; the other bytes become `~`.
        let p = Parts::new(&d, "f", "  mov r0 \n", 7, 2..5);
        assert_eq!(p.template().2, "  ~~~~~~ \n");
        assert_eq!(p.source_run(), "mov r0");
    }

    #[test]
    fn a_rendering_not_laid_out_as_expected_is_not_kept() {
        let d = diag("m", "l", "n");
        let p = Parts::new(&d, "f.asm", "mov r0\n", 42, 0..3);
        let mut out = String::new();
        // As a template is rendered: kept, and filled for another file and line.
        let laid_out = "error[memo.test]: \u{E001}\n  --> \0:42:1\n   |\n42 | ~~~~~~\n   | ^^^ \u{E002}\n   |\n   = note: \u{E000}\n";
        let key = b"memo test: laid out";
        assert!(fill_and_keep(key, laid_out, &p, &mut out));
        assert_eq!(
            out,
            "error[memo.test]: m\n  --> f.asm:42:1\n   |\n42 | mov r0\n   | ^^^ l\n   |\n   = note: n\n"
        );
        out.clear();
        let q = Parts::new(&d, "g.asm", "mov r0\n", 17, 0..3);
        assert!(reuse(key, &q, &mut out));
        assert!(
            out.contains("--> g.asm:17:1\n") && out.contains("\n17 | mov r0\n"),
            "{out}"
        );
        out.clear();
        // Each marker once, one run of `~` as long as the line, one placeholder, the
        // line number where it belongs: otherwise not kept.
        let odd = [
            laid_out.replace("\0", ""),
            laid_out.replace("\0:42", "\0:42 \0"),
            laid_out.replace("\u{E001}", ""),
            laid_out.replace("\u{E002}", "\u{E002}\u{E002}"),
            laid_out.replace("note: \u{E000}", "note: x"),
            laid_out.replace("~~~~~~", "~~~~~"),
            laid_out.replace("~~~~~~", "~~~ ~~~"),
            laid_out.replace("^^^", "^^^ ~"),
            laid_out.replace("\0:42", "\0:4"),
            laid_out.replace("42 |", "42|"),
            laid_out.replace("   |\n42", "7 |\n42"),
        ];
        for (i, rendered) in odd.iter().enumerate() {
            let key = format!("memo test: odd {i}");
            assert!(
                !fill_and_keep(key.as_bytes(), rendered, &p, &mut out),
                "{rendered:?}"
            );
            assert!(!reuse(key.as_bytes(), &p, &mut out));
        }
        assert!(out.is_empty());
    }

    #[test]
    fn keys_differ_for_every_field_not_given_as_a_marker() {
        let base = diag("m", "l", "n");
        let variants = [
            base.clone(),
            Diagnostic {
                code: None,
                ..base.clone()
            },
            Diagnostic {
                code: Some(String::new()),
                ..base.clone()
            },
            base.clone().with_note("n2"),
            Diagnostic {
                label: String::new(),
                ..base.clone()
            },
            Diagnostic {
                message: "é".into(),
                ..base.clone()
            },
            Diagnostic {
                severity: crate::diag::Severity::Warning,
                ..base.clone()
            },
        ];
        let mut keys = std::collections::HashSet::new();
        for d in &variants {
            for (window, first, range) in [
                ("w", 1, 0..1),
                ("w", 10, 0..1),
                ("w\nx", 1, 0..1),
                ("w\nx", 2, 0..1),
                ("w", 1, 0..0),
                ("ww", 1, 0..1),
                (" w", 1, 0..1),
                ("w\n", 1, 0..1),
                ("é", 1, 0..1),
                ("ü", 1, 0..1),
            ] {
                let mut k = Vec::new();
                key(&mut k, &Parts::new(d, "f", window, first, range));
                assert!(keys.insert(k.clone()), "{k:?} twice");
            }
        }
        // The same shape, other text given as markers, another line number of as many
        // digits: one key.
        let (mut a, mut b) = (Vec::new(), Vec::new());
        key(&mut a, &Parts::new(&base, "f", "mov r0\n", 12, 0..3));
        let other = diag("other", "other label", "another note");
        key(&mut b, &Parts::new(&other, "g", "add r1\n", 97, 0..3));
        assert_eq!(a, b);
    }

    #[test]
    fn decimal_digits() {
        for n in [0, 1, 9, 10, 99, 100, 12_345, usize::MAX] {
            assert_eq!(decimal(n, &mut [0; 20]), n.to_string());
        }
    }

    #[test]
    fn printable_bytes() {
        for b in 0..=255u8 {
            assert_eq!(
                printable(&[b'a', b, b'z']),
                (b' '..=b'~').contains(&b),
                "{b}"
            );
        }
        assert!(printable(b"") && printable(&[b'x'; 100]));
    }
}
