//! Byte ranges into the text (or bytecode) a program came from.

/// A half-open byte range `start..end` into a source text or a bytecode blob.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// First byte of the range.
    pub start: u32,
    /// One past the last byte of the range.
    pub end: u32,
}

impl Span {
    /// A span from `start` to `end` (byte offsets).
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }

    /// The smallest span covering both `self` and `other`.
    pub fn join(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// The range as `usize` bounds, for slicing.
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// 1-based line and column of a byte offset in `text` (column counted in characters;
/// in bytes where the offset is not on a character boundary): one scan, as
/// [`LineIndex::line_col_once`].
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    LineIndex::line_col_once(text, offset)
}

/// The start offsets of the lines of a text, computed once so that each position lookup
/// is a binary search instead of a scan from the start (diagnostics of a big file stay
/// linear in the file's size).
#[derive(Clone, Debug)]
pub struct LineIndex {
    /// Byte offset where each line starts; the first is always 0.
    starts: Vec<usize>,
    /// Length of the text.
    len: usize,
}

impl LineIndex {
    /// Indexes the lines of `text`.
    pub fn new(text: &str) -> LineIndex {
        let bytes = text.as_bytes();
        let mut starts = Vec::with_capacity(text.len() / 16 + 1);
        starts.push(0);
        // Eight bytes a step (a report indexes every invalid file it names).
        let mut at = crate::text::bytescan::find_any(bytes, 0, [b'\n']);
        while at < bytes.len() {
            starts.push(at + 1);
            at = crate::text::bytescan::find_any(bytes, at + 1, [b'\n']);
        }
        LineIndex {
            starts,
            len: text.len(),
        }
    }

    /// 0-based index of the line holding byte `offset` (clamped to the text).
    pub fn line_of(&self, offset: usize) -> usize {
        let offset = offset.min(self.len);
        self.starts.partition_point(|&s| s <= offset) - 1
    }

    /// Byte range of 0-based line `line`, including its `\n` (empty past the end).
    pub fn line_range(&self, line: usize) -> std::ops::Range<usize> {
        let start = self.starts.get(line).copied().unwrap_or(self.len);
        let end = self.starts.get(line + 1).copied().unwrap_or(self.len);
        start..end
    }

    /// 1-based line and column of `offset` in `text` (the text this index was built
    /// from), like [`line_col`].
    pub fn line_col(&self, text: &str, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.len).min(text.len());
        let line = self.line_of(offset);
        (line + 1, column(text, self.starts[line], offset))
    }

    /// [`LineIndex::line_col`] without an index: one scan of `text` up to `offset`, for
    /// a text with one position to find (building the index costs more than that).
    pub fn line_col_once(text: &str, offset: usize) -> (usize, usize) {
        let offset = offset.min(text.len());
        let before = &text.as_bytes()[..offset];
        let line = crate::text::count_newlines(before);
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        (line + 1, column(text, start, offset))
    }
}

/// The 1-based column of `offset` on the line that starts at byte `start`: characters,
/// or bytes where `start..offset` does not fall on character boundaries.
fn column(text: &str, start: usize, offset: usize) -> usize {
    text.get(start..offset)
        .map(|s| s.chars().count())
        .unwrap_or(offset - start)
        + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_offset_inside_a_character_counts_bytes_on_its_own_line() {
        // `é` is two bytes: offset 1 is inside it, on line 1 (a scan of the whole text
        // would put it on the last line).
        let text = "\u{e9}\nx\ny";
        assert_eq!(line_col(text, 1), (1, 2));
        assert_eq!(line_col(text, 2), (1, 2));
        assert_eq!(line_col(text, 3), (2, 1));
        assert_eq!(LineIndex::new(text).line_col(text, 1), (1, 2));
    }

    #[test]
    fn lines_start_after_every_newline_at_every_position() {
        // Newlines at each place of texts around the eight-byte steps, next to bytes
        // one above and below `\n` and multi-byte characters.
        for len in 0..26 {
            for pattern in [
                0b1u32,
                0b101,
                0b1_0000_0001,
                0x5555_5555,
                0x3_FFFF_FFFF_u64 as u32,
            ] {
                for shift in 0..len.max(1) {
                    let text: String = (0..len)
                        .map(
                            |i| match (pattern.rotate_left(shift as u32) >> (i % 32)) & 1 {
                                1 => '\n',
                                _ if i % 3 == 0 => '\u{b}',
                                _ if i % 5 == 0 => 'é',
                                _ => '\t',
                            },
                        )
                        .collect();
                    let index = LineIndex::new(&text);
                    let mut want = vec![0];
                    want.extend(text.match_indices('\n').map(|(i, _)| i + 1));
                    assert_eq!(index.starts, want, "{text:?}");
                    assert_eq!(index.len, text.len());
                    // Every offset (inside characters and past the end too) gives the
                    // same line and column with the index and without.
                    for offset in 0..=text.len() + 2 {
                        assert_eq!(
                            LineIndex::line_col_once(&text, offset),
                            index.line_col(&text, offset),
                            "{text:?} at {offset}"
                        );
                    }
                }
            }
        }
    }
}
