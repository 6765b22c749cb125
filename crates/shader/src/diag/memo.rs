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
//! Notes (the longest part of most diagnostics: a rule's source and its quoted
//! sentence) are given to the renderer as [`NOTE`] markers where each is one line of
//! printable ASCII ([`markable`]), which the renderer writes as it is, and put in the
//! markers' places afterwards: less for the renderer to lay out, and one kept rendering
//! for diagnostics that differ in their notes only. A rendering whose markers are not
//! each found once, after the line number, is not kept.

use super::Diagnostic;
use rustc_hash::FxHashMap;
use std::ops::Range;
use std::sync::Mutex;

/// The path a kept rendering is made with: a NUL, which no file's path has. The real
/// path, whatever it holds, is put in after the placeholder is found; a diagnostic whose
/// own text holds a NUL is rendered afresh every time (see [`fill_and_keep`]).
pub(super) const PLACEHOLDER: &str = "\0";

/// What a note is given to the renderer as, where it can be ([`markable`]): a character
/// of Unicode's private use area, which the renderer writes as it is (it replaces only
/// control, tab and bidirectional characters), and which no markable note holds.
pub(super) const NOTE: &str = "\u{E000}";

/// Whether `notes` can be given to the renderer as markers: each a non-empty line of
/// printable ASCII, without a space at either end (written as it is, whatever the
/// snippet: the renderer splits a note at line breaks and replaces tabs and control
/// characters, and nothing else).
pub(super) fn markable(notes: &[String]) -> bool {
    notes.iter().all(|n| {
        let b = n.as_bytes();
        !b.is_empty()
            && b.iter().all(|c| (b' '..=b'~').contains(c))
            && b.first() != Some(&b' ')
            && b.last() != Some(&b' ')
    })
}

/// Where the placeholder is in `rendered`, if it is there exactly once.
fn placeholder_at(rendered: &str) -> Option<usize> {
    let at = rendered.find('\0')?;
    (rendered.rfind('\0') == Some(at)).then_some(at)
}

/// The most bytes of renderings kept (then no more are added): bounds the memory of a
/// run over millions of distinct diagnostics.
const MAX_BYTES: usize = 4 << 20;

/// A kept rendering: its text with the placeholder for the path, where that is, and,
/// for a snippet of one line, where the line number's digits are.
struct Kept {
    text: String,
    at: usize,
    /// The two places of the line number (the `-->` line, the gutter), in order; `None`
    /// when the rendering is kept for its own line number only (the key holds it).
    lines: Option<[usize; 2]>,
    /// The places of the notes' markers, in order, after the others; empty when the
    /// notes were given to the renderer as they are (the key holds them).
    notes: Vec<usize>,
}

/// The kept renderings, by [`key`].
#[derive(Default)]
struct Memo {
    map: FxHashMap<String, Kept>,
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
pub(super) fn one_line(window: &str) -> bool {
    let body = window.strip_suffix('\n').unwrap_or(window);
    !body.contains('\n')
}

/// Appends `n` and a space to `key`.
fn push_number(key: &mut String, n: usize) {
    key.push_str(decimal(n, &mut [0; 20]));
    key.push(' ');
}

/// Everything but the path that the rendering of `d` over `window` depends on, each
/// field preceded by its length so that no two inputs give the same key. For a window
/// of one line, only the number of digits of `first_line` is in it; with `marked` notes
/// (given to the renderer as markers), only their number.
pub(super) fn key(
    key: &mut String,
    d: &Diagnostic,
    window: &str,
    first_line: usize,
    range: &Range<usize>,
    marked: bool,
) {
    key.clear();
    let code = d.code.as_deref();
    let own_notes = if marked { &[][..] } else { &d.notes[..] };
    let fields = || {
        [code.unwrap_or(""), &d.message, &d.label, window]
            .into_iter()
            .chain(own_notes.iter().map(String::as_str))
    };
    // One allocation: the fields, and room for the numbers.
    key.reserve(fields().map(|f| f.len() + 21).sum::<usize>() + 90);
    key.push_str(match d.severity {
        super::Severity::Error => "E ",
        super::Severity::Warning => "W ",
    });
    if one_line(window) {
        key.push('#');
        push_number(key, decimal(first_line, &mut [0; 20]).len());
    } else {
        push_number(key, first_line);
    }
    push_number(key, range.start);
    push_number(key, range.end);
    push_number(key, d.notes.len());
    for field in fields() {
        push_number(key, field.len());
        key.push_str(field);
    }
    key.push(if code.is_some() { 'c' } else { '-' });
    key.push(if marked { 'm' } else { '-' });
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

/// Appends `kept` to `out` with `path` in the placeholder's place and, where it has
/// them, the digits `line` in the line number's places and `notes` in their markers'.
fn put(out: &mut String, kept: &Kept, path: &str, line: &str, notes: &[String]) {
    let text = &kept.text;
    out.push_str(&text[..kept.at]);
    out.push_str(path);
    let mut from = kept.at + PLACEHOLDER.len();
    for place in kept.lines.into_iter().flatten() {
        out.push_str(&text[from..place]);
        out.push_str(line);
        from = place + line.len();
    }
    for (&place, note) in kept.notes.iter().zip(notes) {
        out.push_str(&text[from..place]);
        out.push_str(note);
        from = place + NOTE.len();
    }
    out.push_str(&text[from..]);
}

/// Appends the kept rendering of `key` with `path`, line number `line` and `notes` in
/// it to `out`; false if none is kept.
pub(super) fn reuse(
    key: &str,
    path: &str,
    line: usize,
    notes: &[String],
    out: &mut String,
) -> bool {
    let memo = MEMO.lock().unwrap_or_else(|p| p.into_inner());
    match memo.as_ref().and_then(|m| m.map.get(key)) {
        Some(kept) => {
            put(out, kept, path, decimal(line, &mut [0; 20]), notes);
            true
        }
        None => false,
    }
}

impl Memo {
    /// Keeps `kept` under `key`, if there is room.
    fn keep(&mut self, key: &str, kept: Kept) {
        if self.bytes + key.len() + kept.text.len() > MAX_BYTES {
            return;
        }
        self.bytes += key.len() + kept.text.len();
        self.map.insert(key.to_owned(), kept);
    }
}

/// What a fresh rendering was made for: the real path (the rendering has the
/// placeholder), its line number, whether its window is one line ([`one_line`]), and
/// the notes given to the renderer as markers, if they were.
pub(super) struct Filled<'a> {
    /// The file's path.
    pub path: &'a str,
    /// The snippet's first line number.
    pub line: usize,
    /// The snippet is one line.
    pub one_line: bool,
    /// The notes that markers stand for.
    pub notes: Option<&'a [String]>,
}

/// Puts the path, and the notes where markers stand for them, in a fresh rendering,
/// appends it to `out` and keeps the rendering under `key`. A rendering without exactly
/// one placeholder, of one line but not laid out as [`line_places`] expects, or without
/// each marker once after the line number, is neither used nor kept: the caller renders
/// again with the real path and notes (false).
pub(super) fn fill_and_keep(key: &str, rendered: &str, filled: &Filled, out: &mut String) -> bool {
    let Some(at) = placeholder_at(rendered) else {
        return false;
    };
    let digits = decimal(filled.line, &mut [0; 20]).to_owned();
    let lines = if filled.one_line {
        match line_places(rendered, at, &digits) {
            Some(places) => Some(places),
            None => return false,
        }
    } else {
        None
    };
    let notes = filled.notes.unwrap_or(&[]);
    let markers: Vec<usize> = rendered.match_indices(NOTE).map(|(i, _)| i).collect();
    let last = lines.map_or(at, |l| l[1]);
    if markers.len() != notes.len() || markers.first().is_some_and(|&m| m <= last) {
        return false;
    }
    let kept = Kept {
        text: rendered.to_owned(),
        at,
        lines,
        notes: markers,
    };
    put(out, &kept, filled.path, &digits, notes);
    MEMO.lock()
        .unwrap_or_else(|p| p.into_inner())
        .get_or_insert_with(Memo::default)
        .keep(key, kept);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_memo_keeps_at_most_its_budget() {
        let mut memo = Memo::default();
        let rendered = format!("error: x\n --> {PLACEHOLDER}:1:1\n{}\n", "=".repeat(1000));
        let at = placeholder_at(&rendered).unwrap_or_default();
        for i in 0..10_000 {
            let kept = Kept {
                text: rendered.clone(),
                at,
                lines: None,
                notes: Vec::new(),
            };
            memo.keep(&format!("key {i}"), kept);
        }
        assert!(memo.bytes <= MAX_BYTES, "{} bytes kept", memo.bytes);
        assert!(memo.map.len() < 10_000 && !memo.map.is_empty());
        // The first ones were kept, with the place of the path.
        let kept = &memo.map["key 0"];
        assert_eq!(&kept.text[..kept.at], "error: x\n --> ");
        assert!(!memo.map.contains_key("key 9999"));
    }

    #[test]
    fn a_rendering_without_exactly_one_placeholder_is_not_kept() {
        let mut out = String::new();
        let none = "memo test: no placeholder";
        let two = "memo test: two placeholders";
        let no_place = "error: x\n --> f.asm:1:1\n";
        let at = |path, line, one_line| Filled {
            path,
            line,
            one_line,
            notes: None,
        };
        assert!(!fill_and_keep(
            none,
            no_place,
            &at("f.asm", 1, false),
            &mut out
        ));
        let two_places = "error: \0\n --> \0:1:1\n";
        assert!(!fill_and_keep(
            two,
            two_places,
            &at("f.asm", 1, false),
            &mut out
        ));
        assert!(out.is_empty());
        assert!(!reuse(none, "f.asm", 1, &[], &mut out) && !reuse(two, "f.asm", 1, &[], &mut out));
        let one = "memo test: one placeholder";
        let one_place = "error: x\n --> \0:1:1\n";
        assert!(fill_and_keep(
            one,
            one_place,
            &at("f.asm", 1, false),
            &mut out
        ));
        assert_eq!(out, "error: x\n --> f.asm:1:1\n");
        out.clear();
        // Kept for its own line number only: the line number given is not put in.
        assert!(reuse(one, "g.asm", 5, &[], &mut out));
        assert_eq!(out, "error: x\n --> g.asm:1:1\n");
    }

    #[test]
    fn a_snippet_of_one_line_is_kept_for_every_line_number_of_as_many_digits() {
        let mut out = String::new();
        let laid_out = "error: m\n  --> \0:42:3\n   |\n42 | mov r0\n   |   ^^ l\n";
        let key = "memo test: one line";
        let filled = |line| Filled {
            path: "f.asm",
            line,
            one_line: true,
            notes: None,
        };
        assert!(fill_and_keep(key, laid_out, &filled(42), &mut out));
        assert_eq!(
            out,
            "error: m\n  --> f.asm:42:3\n   |\n42 | mov r0\n   |   ^^ l\n"
        );
        out.clear();
        assert!(reuse(key, "g.asm", 17, &[], &mut out));
        assert_eq!(
            out,
            "error: m\n  --> g.asm:17:3\n   |\n17 | mov r0\n   |   ^^ l\n"
        );
        out.clear();
        // Not laid out as expected: not kept (two lines beginning with a digit; the
        // number not after the placeholder; no gutter line).
        let odd = [
            "error: m\n  --> \0:42:3\n42 | x\n42 | mov r0\n",
            "error: m\n  --> \0:4:3\n42 | mov r0\n",
            "error: m\n  --> \0:42:3\n   | mov r0\n",
            "error: m\n  --> \0:42:3\n42| mov r0\n",
        ];
        for (i, rendered) in odd.iter().enumerate() {
            let key = format!("memo test: odd {i}");
            assert!(!fill_and_keep(&key, rendered, &filled(42), &mut out));
            assert!(!reuse(&key, "f.asm", 42, &[], &mut out));
        }
        assert!(out.is_empty());
    }

    #[test]
    fn decimal_digits() {
        for n in [0, 1, 9, 10, 99, 100, 12_345, usize::MAX] {
            assert_eq!(decimal(n, &mut [0; 20]), n.to_string());
        }
    }

    #[test]
    fn keys_differ_for_every_field() {
        let base = Diagnostic::error("m", crate::span::Span::new(0, 1))
            .with_code("c")
            .with_label("l")
            .with_note("n");
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
            base.clone().with_note(""),
            Diagnostic {
                message: "m 1:l".into(),
                label: String::new(),
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
            ] {
                let mut k = String::new();
                key(&mut k, d, window, first, &range, false);
                assert!(keys.insert(k.clone()), "{k:?} twice");
                // With the notes as markers: another key, without the notes' text.
                let mut m = String::new();
                key(&mut m, d, window, first, &range, true);
                assert_ne!(k, m);
                assert!(d
                    .notes
                    .iter()
                    .all(|n| n.is_empty() || !m.contains(n.as_str())));
            }
        }
        // One line: the same key for line numbers of as many digits.
        let (mut a, mut b) = (String::new(), String::new());
        key(&mut a, &base, "w\n", 12, &(0..1), false);
        key(&mut b, &base, "w\n", 97, &(0..1), false);
        assert_eq!(a, b);
    }
}
