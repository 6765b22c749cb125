//! Renderings of diagnostics kept for reuse: a batch of shaders repeats the same
//! diagnostic (rule, message, source line, note) in file after file, and the snippet
//! renderer is most of the cost of a text report (measured: 55% of the diagnostics of
//! the validate cases of suite 2.0.0 repeat one before them, path aside).
//!
//! A rendering is kept without its path: the renderer is given [`PLACEHOLDER`] as the
//! path and copies a path into its `-->` line verbatim, nowhere else, so the real path
//! put in the placeholder's place gives exactly the renderer's own output.

use super::Diagnostic;
use rustc_hash::FxHashMap;
use std::ops::Range;
use std::sync::Mutex;

/// The path a kept rendering is made with: a NUL, which no file's path has. The real
/// path, whatever it holds, is put in after the placeholder is found; a diagnostic whose
/// own text holds a NUL is rendered afresh every time (see [`fill_and_keep`]).
pub(super) const PLACEHOLDER: &str = "\0";

/// Where the placeholder is in `rendered`, if it is there exactly once.
fn placeholder_at(rendered: &str) -> Option<usize> {
    let at = rendered.find('\0')?;
    (rendered.rfind('\0') == Some(at)).then_some(at)
}

/// The most bytes of renderings kept (then no more are added): bounds the memory of a
/// run over millions of distinct diagnostics.
const MAX_BYTES: usize = 4 << 20;

/// A kept rendering: its text with the placeholder for the path, and where that is.
struct Kept {
    text: String,
    at: usize,
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

/// Everything but the path that the rendering of `d` over `window` depends on, each
/// field preceded by its length so that no two inputs give the same key.
pub(super) fn key(
    key: &mut String,
    d: &Diagnostic,
    window: &str,
    first_line: usize,
    range: &Range<usize>,
) {
    use std::fmt::Write as _;
    key.clear();
    let _ = write!(
        key,
        "{:?} {first_line} {} {} {}",
        d.severity,
        range.start,
        range.end,
        d.notes.len()
    );
    let code = d.code.as_deref();
    for field in [code.unwrap_or(""), &d.message, &d.label, window]
        .into_iter()
        .chain(d.notes.iter().map(String::as_str))
    {
        let _ = write!(key, " {}:", field.len());
        key.push_str(field);
    }
    key.push(if code.is_some() { 'c' } else { '-' });
}

/// Appends `text` (a rendering made with [`PLACEHOLDER`] as its path, the placeholder
/// at byte `at`) to `out`, with `path` in the placeholder's place.
fn put(out: &mut String, text: &str, at: usize, path: &str) {
    out.push_str(&text[..at]);
    out.push_str(path);
    out.push_str(&text[at + PLACEHOLDER.len()..]);
}

/// Appends the kept rendering of `key` with `path` in it to `out`; false if none is kept.
pub(super) fn reuse(key: &str, path: &str, out: &mut String) -> bool {
    let memo = MEMO.lock().unwrap_or_else(|p| p.into_inner());
    match memo.as_ref().and_then(|m| m.map.get(key)) {
        Some(kept) => {
            put(out, &kept.text, kept.at, path);
            true
        }
        None => false,
    }
}

impl Memo {
    /// Keeps `rendered` (its placeholder at byte `at`) under `key`, if there is room.
    fn keep(&mut self, key: &str, rendered: &str, at: usize) {
        if self.bytes + key.len() + rendered.len() > MAX_BYTES {
            return;
        }
        self.bytes += key.len() + rendered.len();
        self.map.insert(
            key.to_owned(),
            Kept {
                text: rendered.to_owned(),
                at,
            },
        );
    }
}

/// Puts `path` where the placeholder is in a fresh rendering, appends it to `out` and
/// keeps the rendering under `key`. A rendering without exactly one placeholder is
/// neither used nor kept: the caller renders again with the real path (false).
pub(super) fn fill_and_keep(key: &str, rendered: &str, path: &str, out: &mut String) -> bool {
    let Some(at) = placeholder_at(rendered) else {
        return false;
    };
    put(out, rendered, at, path);
    MEMO.lock()
        .unwrap_or_else(|p| p.into_inner())
        .get_or_insert_with(Memo::default)
        .keep(key, rendered, at);
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
            memo.keep(&format!("key {i}"), &rendered, at);
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
        assert!(!fill_and_keep(
            none,
            "error: x\n --> f.asm:1:1\n",
            "f.asm",
            &mut out
        ));
        assert!(!fill_and_keep(
            two,
            "error: \0\n --> \0:1:1\n",
            "f.asm",
            &mut out
        ));
        assert!(out.is_empty());
        assert!(!reuse(none, "f.asm", &mut out) && !reuse(two, "f.asm", &mut out));
        let one = "memo test: one placeholder";
        assert!(fill_and_keep(
            one,
            "error: x\n --> \0:1:1\n",
            "f.asm",
            &mut out
        ));
        assert_eq!(out, "error: x\n --> f.asm:1:1\n");
        out.clear();
        assert!(reuse(one, "g.asm", &mut out));
        assert_eq!(out, "error: x\n --> g.asm:1:1\n");
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
                ("w", 2, 0..1),
                ("w", 1, 0..0),
                ("ww", 1, 0..1),
            ] {
                let mut k = String::new();
                key(&mut k, d, window, first, &range);
                assert!(keys.insert(k.clone()), "{k:?} twice");
            }
        }
    }
}
