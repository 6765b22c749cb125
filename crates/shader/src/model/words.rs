//! Short ASCII words as integer keys, and a small open-addressed table of them: the
//! parser's lookups of mnemonics, register names, `dcl` usages and profile names cost a
//! few word operations instead of a string hash or a scan of a list.

/// Words up to this many bytes have a key.
pub const MAX_WORD: usize = 16;

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// A word of 1 to [`MAX_WORD`] ASCII bytes, lower-cased, packed into two integers. The
/// high bit of its last byte is set (ASCII bytes never have it), so that words of
/// different lengths never share a key and no key is all zero.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WordKey(u64, u64);

impl WordKey {
    /// The key of `word` ASCII-lower-cased; `None` when it is empty, longer than
    /// [`MAX_WORD`] bytes or not ASCII.
    #[inline]
    pub fn lower(word: &[u8]) -> Option<WordKey> {
        WordKey::build(word, false)
    }

    /// [`WordKey::lower`] of `word` with every `.` read as `_` (`vs.2.0` → `vs_2_0`).
    #[inline]
    pub fn lower_dotted(word: &[u8]) -> Option<WordKey> {
        WordKey::build(word, true)
    }

    #[inline]
    fn build(word: &[u8], dots: bool) -> Option<WordKey> {
        let n = word.len();
        if n.wrapping_sub(1) >= MAX_WORD {
            return None;
        }
        let (lo, hi) = load(word);
        if (lo | hi) & HIGH != 0 {
            return None;
        }
        let (mut lo, mut hi) = (lower_word(lo), lower_word(hi));
        if dots {
            (lo, hi) = (dots_to_underscores(lo), dots_to_underscores(hi));
        }
        let mark = 0x80u64 << (8 * ((n - 1) & 7));
        let (mark_lo, mark_hi) = if n <= 8 { (mark, 0) } else { (0, mark) };
        Some(WordKey(lo | mark_lo, hi | mark_hi))
    }

    #[inline]
    fn slot(self, shift: u32) -> usize {
        let h = (self.0 ^ self.1.rotate_left(29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> shift) as usize
    }
}

/// The 1 to 16 bytes of `w` as two little-endian words, zero-padded: a few overlapping
/// loads instead of a variable-length copy.
#[inline]
fn load(w: &[u8]) -> (u64, u64) {
    let n = w.len();
    let four = |i: usize| {
        w.get(i..i + 4)
            .and_then(|s| <[u8; 4]>::try_from(s).ok())
            .map_or(0, |a| u64::from(u32::from_le_bytes(a)))
    };
    let eight = |i: usize| {
        w.get(i..i + 8)
            .and_then(|s| <[u8; 8]>::try_from(s).ok())
            .map_or(0, u64::from_le_bytes)
    };
    match n {
        0 => (0, 0),
        // n / 2 and n - 1 are below n.
        1..=3 => {
            let at = |i: usize| u64::from(w[i]) << (8 * i);
            (at(0) | at(n / 2) | at(n - 1), 0)
        }
        // Two loads that overlap in the middle: equal bytes land on equal places.
        4..=8 => (four(0) | (four(n - 4) << (8 * (n - 4))), 0),
        _ => (eight(0), eight(n - 8) >> (8 * (16 - n.min(16)))),
    }
}

/// Eight ASCII bytes with `.` turned into `_`: the bytes equal to `.` are found
/// exactly, without carries between bytes.
#[inline]
fn dots_to_underscores(w: u64) -> u64 {
    const LOW7: u64 = !HIGH;
    let x = w ^ (ONES * u64::from(b'.'));
    // The high bit of each byte of `nonzero` is set exactly for the bytes that differ
    // from `.`.
    let nonzero = ((x & LOW7) + LOW7) | x;
    let dots = !nonzero & HIGH;
    w ^ ((dots >> 7) * u64::from(b'.' ^ b'_'))
}

/// Eight ASCII bytes with `A`–`Z` lower-cased (no carries cross bytes below 0x80).
#[inline]
fn lower_word(w: u64) -> u64 {
    let ge_a = w + ONES * u64::from(0x80 - b'A');
    let gt_z = w + ONES * u64::from(0x80 - b'Z' - 1);
    let upper = ge_a & !gt_z & HIGH;
    w | (upper >> 2)
}

/// A fixed map from [`WordKey`]s to small integers (open addressing, linear probing, at
/// most half full).
#[derive(Clone, Debug, Default)]
pub struct WordTable {
    keys: Vec<WordKey>,
    values: Vec<u32>,
    shift: u32,
}

impl WordTable {
    /// The table of `entries`; of equal keys the first wins.
    pub fn build(entries: impl IntoIterator<Item = (WordKey, u32)>) -> WordTable {
        let mut unique: Vec<(WordKey, u32)> = Vec::new();
        for (k, v) in entries {
            if !unique.iter().any(|(u, _)| *u == k) {
                unique.push((k, v));
            }
        }
        let bits = (2 * unique.len())
            .max(8)
            .next_power_of_two()
            .trailing_zeros();
        let size = 1usize << bits;
        let mut t = WordTable {
            keys: vec![WordKey::default(); size],
            values: vec![0; size],
            shift: 64 - bits,
        };
        for (k, v) in unique {
            let mut i = k.slot(t.shift);
            while t.keys[i] != WordKey::default() {
                i = (i + 1) & (size - 1);
            }
            t.keys[i] = k;
            t.values[i] = v;
        }
        t
    }

    /// The value of `key`, if it is in the table.
    #[inline]
    pub fn get(&self, key: WordKey) -> Option<u32> {
        let mask = self.keys.len().checked_sub(1)?;
        let mut i = key.slot(self.shift) & mask;
        loop {
            let k = *self.keys.get(i)?;
            if k == key {
                return self.values.get(i).copied();
            }
            if k == WordKey::default() {
                return None;
            }
            i = (i + 1) & mask;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loads_match_a_byte_copy_at_every_length() {
        let text: Vec<u8> = (1u8..=16).map(|i| i * 7).collect();
        for n in 1..=16 {
            let mut b = [0u8; 16];
            b[..n].copy_from_slice(&text[..n]);
            let lo = u64::from_le_bytes(b[..8].try_into().unwrap());
            let hi = u64::from_le_bytes(b[8..].try_into().unwrap());
            assert_eq!(load(&text[..n]), (lo, hi), "length {n}");
        }
    }

    #[test]
    fn keys_ignore_ascii_case_and_keep_lengths_apart() {
        let k = |s: &str| WordKey::lower(s.as_bytes());
        assert_eq!(k("Mov"), k("mOV"));
        assert_eq!(k("TEXCOORD"), k("texcoord"));
        assert_eq!(k("BlendIndices_Z"), k("blendindices_z"));
        assert_ne!(k("a"), k("a\0"));
        assert_ne!(k("abcdefgh"), k("abcdefgh\0"));
        assert_ne!(k("@"), k("`"));
        assert_ne!(k("["), k("{"));
        assert_eq!(k(""), None);
        assert_eq!(k("é"), None);
        assert_eq!(k(&"x".repeat(17)), None);
        assert!(k(&"x".repeat(16)).is_some());
        for b in 1u8..0x80 {
            let s = String::from(char::from(b));
            let want = s.to_ascii_lowercase();
            assert_eq!(k(&s), k(&want), "byte {b:#x}");
        }
    }

    #[test]
    fn dotted_keys_read_dots_as_underscores() {
        let k = |s: &str| WordKey::lower(s.as_bytes());
        let d = |s: &str| WordKey::lower_dotted(s.as_bytes());
        assert_eq!(d("VS.2.0"), k("vs_2_0"));
        assert_eq!(d("ps_3_0"), k("ps_3_0"));
        assert_eq!(d("."), k("_"));
        assert_eq!(d("a.b.c.d.e.f.g.h.i"), k("a_b_c_d_e_f_g_h_i"));
        assert_ne!(d("a."), k("a"));
        for b in 1u8..0x80 {
            let s = String::from(char::from(b));
            let want = s.replace('.', "_");
            assert_eq!(d(&s), k(&want), "byte {b:#x}");
        }
    }

    #[test]
    fn a_table_finds_what_it_holds_and_nothing_else() {
        let words: Vec<String> = (0..40).map(|i| format!("w{i}")).collect();
        let t = WordTable::build(
            words
                .iter()
                .enumerate()
                .filter_map(|(i, w)| Some((WordKey::lower(w.as_bytes())?, i as u32))),
        );
        for (i, w) in words.iter().enumerate() {
            let key = WordKey::lower(w.to_uppercase().as_bytes());
            assert_eq!(key.and_then(|k| t.get(k)), Some(i as u32), "{w}");
        }
        for w in ["w40", "w", "x1", "w01"] {
            let key = WordKey::lower(w.as_bytes());
            assert_eq!(key.and_then(|k| t.get(k)), None, "{w}");
        }
        let first = WordTable::build([(WordKey(1, 0), 7), (WordKey(1, 0), 9)]);
        assert_eq!(first.get(WordKey(1, 0)), Some(7));
        assert_eq!(WordTable::default().get(WordKey(1, 0)), None);
    }
}
