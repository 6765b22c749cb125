//! The statements' source lines, counted when a rule first asks for one.
//!
//! No published rule reads `line`, and counting the newlines before every statement was
//! 2% of `validate` over thousands of small files (callgrind, `docs/reliability.md`): the
//! text is kept instead (a copy into a reused buffer costs far less than the count), and
//! the lines of all statements are counted on the first read.

use std::cell::OnceCell;

/// The largest text buffer kept from one program to the next (1 MiB).
const KEEP_TEXT: usize = 1 << 20;

/// The text a program was parsed from, and its statements' lines once asked for.
#[derive(Clone, Debug, Default)]
pub struct Lines {
    /// The source text (empty when none was given).
    text: String,
    /// A source text was given (else statement `k` is on line `k + 2`).
    given: bool,
    /// The 1-based line of each statement, counted on the first [`Lines::line`].
    table: OnceCell<Vec<u32>>,
}

impl Lines {
    /// Forgets the text and the lines (the text's buffer is kept).
    pub(super) fn clear(&mut self) {
        self.text.clear();
        self.given = false;
        self.table.take();
    }

    /// Keeps `text`, the source of the program whose facts are being built.
    pub(super) fn set_text(&mut self, text: Option<&str>) {
        self.text.clear();
        // The buffer lives as long as the thread's facts: one that a large text grew is
        // not kept for the small ones after it.
        if self.text.capacity() > KEEP_TEXT.max(text.map_or(0, str::len)) {
            self.text = String::new();
        }
        if let Some(t) = text {
            self.text.push_str(t);
        }
        self.given = text.is_some();
        self.table.take();
    }

    /// The line of statement `k`, whose statements begin at the byte offsets `starts`
    /// (in program order): counted in the text for all statements on the first call.
    pub(super) fn line(&self, k: usize, starts: impl Iterator<Item = u32>) -> u32 {
        if !self.given {
            return k as u32 + 2;
        }
        let table = self.table.get_or_init(|| {
            let mut walk = Walk::new(&self.text);
            starts.map(|s| walk.line(s)).collect()
        });
        table.get(k).copied().unwrap_or(0)
    }
}

/// Turns byte offsets into line numbers, walking forward through the text (statements
/// come in order, so the whole text is scanned once).
struct Walk<'t> {
    text: &'t [u8],
    offset: usize,
    line: u32,
}

impl<'t> Walk<'t> {
    fn new(text: &'t str) -> Walk<'t> {
        Walk {
            text: text.as_bytes(),
            offset: 0,
            line: 1,
        }
    }

    fn line(&mut self, offset: u32) -> u32 {
        let target = (offset as usize).min(self.text.len());
        if target < self.offset {
            self.offset = 0;
            self.line = 1;
        }
        let newlines = shadercts_shader::text::count_newlines(&self.text[self.offset..target]);
        self.line += newlines as u32;
        self.offset = target;
        self.line
    }
}

#[cfg(test)]
mod tests {
    use super::Lines;

    #[test]
    fn lines_are_counted_from_the_text_or_follow_the_statement_number() {
        let mut l = Lines::default();
        l.set_text(Some("ps_2_0\n\n mov r0, c0\n// x\nmov r1, c1"));
        let starts = [8u32, 26];
        assert_eq!(l.line(0, starts.iter().copied()), 3);
        assert_eq!(l.line(1, starts.iter().copied()), 5);
        assert_eq!(l.line(2, starts.iter().copied()), 0);
        l.set_text(None);
        assert_eq!(l.line(1, starts.iter().copied()), 3);
        l.set_text(Some("ps_2_0\nmov r0, c0"));
        assert_eq!(l.line(0, [7u32].into_iter()), 2);
        l.clear();
        assert_eq!(l.line(0, [7u32].into_iter()), 2);
    }

    #[test]
    fn a_large_text_buffer_is_not_kept_for_small_texts() {
        let mut l = Lines::default();
        let big = "\n".repeat(2 << 20);
        l.set_text(Some(&big));
        assert_eq!(l.line(0, [big.len() as u32].into_iter()), (2 << 20) + 1);
        l.set_text(Some("ps_2_0\nmov r0, c0"));
        assert!(l.text.capacity() < big.len());
        assert_eq!(l.line(0, [7u32].into_iter()), 2);
    }
}
