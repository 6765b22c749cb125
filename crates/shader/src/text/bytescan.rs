//! Word-at-a-time byte search: eight bytes per step with a few integer operations and
//! no per-byte comparison (cheap in the parser, and under a fuzzer's comparison tracing,
//! where every comparison executed is a callback).

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// The high bit of each byte of `w` that equals `b` is set; a bit above the lowest set
/// one may be set wrongly (a borrow), but the lowest one is exact.
#[inline]
fn equal_bytes(w: u64, b: u8) -> u64 {
    let x = w ^ (ONES * u64::from(b));
    x.wrapping_sub(ONES) & !x & HIGH
}

/// The first index from `from` whose byte is one of `set` (or `bytes.len()`).
#[inline]
pub fn find_any<const N: usize>(bytes: &[u8], from: usize, set: [u8; N]) -> usize {
    let mut i = from;
    let mut rest = bytes.get(from..).unwrap_or(&[]);
    loop {
        let (word, full) = match rest.get(..8) {
            Some(chunk) => (chunk, true),
            None => (rest, false),
        };
        let mut w = [0u8; 8];
        w[..word.len()].copy_from_slice(word);
        let w = u64::from_le_bytes(w);
        // Padding bytes are zero, which is never searched for.
        let hits = set.iter().fold(0, |m, &b| m | equal_bytes(w, b));
        if hits != 0 {
            return (i + (hits.trailing_zeros() / 8) as usize).min(bytes.len());
        }
        if !full {
            return bytes.len();
        }
        i += 8;
        rest = rest.get(8..).unwrap_or(&[]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_first_match_at_every_position() {
        for len in 0..24 {
            for at in 0..=len {
                for from in 0..=len {
                    let mut bytes = vec![b'a'; len];
                    if at < len {
                        bytes[at] = b';';
                    }
                    let want = if at < len && at >= from { at } else { len };
                    assert_eq!(find_any(&bytes, from, [b'\n', b';', b'/']), want);
                }
            }
        }
        // Bytes one above or below a searched one, and high bytes, are not matches.
        let bytes = b"\x0b\x09:<.0\xff\x8a\x80/";
        assert_eq!(find_any(bytes, 0, [b'\n', b';', b'/']), 9);
        assert_eq!(find_any(b"ab\ncd\n", 3, [b'\n']), 5);
        assert_eq!(find_any(b"", 0, [b'\n']), 0);
        assert_eq!(find_any(b"abc", 7, [b'\n']), 3);
    }
}
