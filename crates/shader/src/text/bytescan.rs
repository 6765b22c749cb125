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

/// The number of `\n` bytes in `bytes`, eight at a time (the parser sizes its
/// instruction list with it; the rules' facts turn offsets into line numbers).
pub fn count_newlines(bytes: &[u8]) -> usize {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let mut chunks = bytes.chunks_exact(8);
    let mut n = 0;
    for c in &mut chunks {
        let mut w = [0u8; 8];
        w.copy_from_slice(c);
        // Bytes equal to `\n` become 0; the high bit of each byte of `nonzero` is set
        // exactly for the bytes that are not 0.
        let x = u64::from_le_bytes(w) ^ (ONES * u64::from(b'\n'));
        let nonzero = ((x & LOW7) + LOW7) | x;
        n += 8 - (nonzero & !LOW7).count_ones() as usize;
    }
    n + chunks.remainder().iter().filter(|&&b| b == b'\n').count()
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

    #[test]
    fn newlines_are_counted_at_every_position() {
        for text in [
            "",
            "\n",
            "a\nb",
            "\n\n\n\n\n\n\n\n\n",
            "0123456\n89abcdef\n",
            "é\n\n\nxyz\n",
        ] {
            let naive = text.bytes().filter(|&b| b == b'\n').count();
            assert_eq!(count_newlines(text.as_bytes()), naive, "{text:?}");
        }
        for len in 1..24 {
            for at in 0..len {
                let mut bytes = vec![b'\x0b'; len];
                bytes[at] = b'\n';
                assert_eq!(count_newlines(&bytes), 1, "length {len}, at {at}");
                bytes.fill(b'\n');
                bytes[at] = 0x8a;
                assert_eq!(count_newlines(&bytes), len - 1, "length {len}, not at {at}");
            }
        }
    }

    /// Every byte value at every position of buffers up to three words long.
    #[test]
    fn newlines_are_counted_as_bytes_are() {
        for len in 0..24 {
            for pos in 0..len {
                for byte in 0..=255u8 {
                    let mut b = vec![b'a'; len];
                    b[pos] = byte;
                    b[len - 1 - pos] = b'\n';
                    let want = b.iter().filter(|&&x| x == b'\n').count();
                    assert_eq!(count_newlines(&b), want, "{b:?}");
                }
            }
        }
    }
}
