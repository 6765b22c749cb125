//! Mnemonic suffixes: `mov_sat_pp`, `if_lt`, `add_x2`, `dcl_texcoord3_centroid`, `dcl_2d`.

use super::error::{err, noted, Error, PResult, CODE_SYNTAX};
use crate::ir::{Comparison, Decl, ResultModifiers};
use crate::model::Model;
use crate::span::Span;

/// Everything the suffixes of one mnemonic say.
#[derive(Clone, Copy, Debug, Default)]
pub struct Suffixes {
    /// `_sat`, `_pp`, `_centroid`.
    pub modifiers: ResultModifiers,
    /// Result shift as a power of two, if one was written.
    pub shift: Option<i8>,
    /// `_gt` … `_le`.
    pub comparison: Option<Comparison>,
    /// `_ctrlN`: raw control bits (a shadercts extension).
    pub raw_control: Option<u8>,
    /// The `dcl` usage/sampler token, when a `dcl` part was written.
    pub decl: Option<Decl>,
    /// Span of the first suffix that needs a destination (modifier or shift).
    pub dst_suffix_span: Option<Span>,
    /// Span of the first declaration part.
    pub decl_span: Option<Span>,
    /// Span of the comparison part.
    pub comparison_span: Option<Span>,
    usage_set: bool,
    sampler_set: bool,
    index_set: bool,
}

/// Lower-cases an ASCII word (into `buf` when it has upper-case letters); `None` when it
/// is longer than `buf` or not ASCII.
pub fn lower<'s>(word: &'s str, buf: &'s mut [u8; 32]) -> Option<&'s str> {
    let bytes = word.as_bytes();
    if bytes.len() > buf.len() {
        return None;
    }
    let (all, upper) = match bytes.len() {
        0..=8 => {
            let mut w = [0u8; 8];
            w[..bytes.len()].copy_from_slice(bytes);
            ascii_and_upper(u64::from_le_bytes(w))
        }
        _ => {
            // One pass without early exits: any byte over 0x7F, any upper-case letter.
            let mut all = 0u8;
            let mut upper = false;
            for &b in bytes {
                all |= b;
                upper |= b.wrapping_sub(b'A') < 26;
            }
            (all.is_ascii(), upper)
        }
    };
    if !all {
        return None;
    }
    // Mostly written in lower case already: then the word itself is the answer.
    if !upper {
        return Some(word);
    }
    for (d, s) in buf.iter_mut().zip(bytes) {
        *d = s.to_ascii_lowercase();
    }
    std::str::from_utf8(&buf[..bytes.len()]).ok()
}

/// Whether the eight bytes of `w` are all ASCII, and whether any is an upper-case
/// letter (meaningful only when they are all ASCII): a few word operations instead of a
/// loop over the bytes.
fn ascii_and_upper(w: u64) -> (bool, bool) {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    if w & HIGH != 0 {
        return (false, false);
    }
    // Per byte b < 0x80 (no carries between bytes): the high bit of `ge_a` says
    // b >= 'A', that of `gt_z` says b > 'Z'.
    let ge_a = w + ONES * u64::from(0x80 - b'A');
    let gt_z = w + ONES * u64::from(0x80 - b'Z' - 1);
    (true, ge_a & !gt_z & HIGH != 0)
}

/// The base of a mnemonic (up to the first `_`) and the byte offset of the rest.
pub fn split_base(word: &str) -> (&str, usize) {
    // A byte scan: words are short, and `str::find` sets up a searcher per call.
    match word.bytes().position(|b| b == b'_') {
        Some(i) => (&word[..i], i),
        None => (word, word.len()),
    }
}

/// Parses the `_part` suffixes in `rest` (which starts with `_` or is empty) into `s`
/// (filled in place: the record is wide); `at` is the byte offset of `rest` in the text.
/// `dcl` enables usage, sampler and index parts.
pub fn parse_suffixes(
    s: &mut Suffixes,
    rest: &str,
    at: usize,
    dcl: bool,
    base: &str,
    model: &Model,
) -> PResult<()> {
    // `rest` is empty or starts with `_`: each part runs from after a `_` to the next
    // `_` or the end (what `rest.split('_').skip(1)` yields, without its searcher).
    let bytes = rest.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let from = i + 1;
        let to = bytes
            .get(from..)
            .and_then(|tail| tail.iter().position(|&b| b == b'_'))
            .map_or(bytes.len(), |p| from + p);
        i = to;
        let part = rest.get(from..to).unwrap_or("");
        let span = Span::new(at + from, at + to);
        if part.is_empty() {
            return Err(err(
                CODE_SYNTAX,
                format!("empty suffix in `{base}{rest}`"),
                Span::new(span.start as usize - 1, span.end as usize),
                "a `_` must be followed by a modifier",
            ));
        }
        let mut buf = [0u8; 32];
        let Some(p) = lower(part, &mut buf) else {
            return Err(unknown_suffix(part, span, base, dcl));
        };
        part_into(s, p, span, dcl, base, model)?;
    }
    Ok(())
}

fn part_into(
    s: &mut Suffixes,
    p: &str,
    span: Span,
    dcl: bool,
    base: &str,
    model: &Model,
) -> PResult<()> {
    let dup = |what: &str| {
        err(
            CODE_SYNTAX,
            format!("`_{p}` repeats the {what} of `{base}`"),
            span,
            format!("second {what}"),
        )
    };
    let mark_dst = |s: &mut Suffixes| {
        s.dst_suffix_span.get_or_insert(span);
    };
    match p {
        "sat" | "pp" | "centroid" => {
            let m = &mut s.modifiers;
            let flag = match p {
                "sat" => &mut m.saturate,
                "pp" => &mut m.partial_precision,
                _ => &mut m.centroid,
            };
            if *flag {
                return Err(dup("modifier"));
            }
            *flag = true;
            mark_dst(s);
            return Ok(());
        }
        _ => {}
    }
    if let Some(v) = shift_value(p) {
        if s.shift.is_some() {
            return Err(dup("shift"));
        }
        s.shift = Some(v);
        mark_dst(s);
        return Ok(());
    }
    if let Some(c) = Comparison::ALL.into_iter().find(|c| c.suffix() == p) {
        if s.comparison.is_some() {
            return Err(dup("comparison"));
        }
        s.comparison = Some(c);
        s.comparison_span = Some(span);
        return Ok(());
    }
    if let Some(v) = numbered(p, "ctrl", 255) {
        if s.raw_control.is_some() {
            return Err(dup("control value"));
        }
        s.raw_control = Some(v);
        return Ok(());
    }
    if !dcl {
        return Err(unknown_suffix(p, span, base, dcl));
    }
    decl_part(s, p, span, base, model)
}

/// A `dcl` part: a sampler type, a usage with optional index, or the raw `usageN`,
/// `indexN`, `samplerN` extension spellings.
fn decl_part(s: &mut Suffixes, p: &str, span: Span, base: &str, model: &Model) -> PResult<()> {
    s.decl_span.get_or_insert(span);
    let dup = |what: &str| {
        err(
            CODE_SYNTAX,
            format!("`_{p}` repeats the {what} of `{base}`"),
            span,
            format!("second {what}"),
        )
    };
    let (usage_set, sampler_set, index_set) = (s.usage_set, s.sampler_set, s.index_set);
    let d = s.decl.get_or_insert(Decl {
        usage: 0,
        usage_index: 0,
        sampler_type: 0,
    });
    if let Some(t) = model.sampler_type_by_name(p) {
        if sampler_set {
            return Err(dup("sampler type"));
        }
        d.sampler_type = t.value & 0xF;
        s.sampler_set = true;
        return Ok(());
    }
    let digits_at = p.len() - p.bytes().rev().take_while(u8::is_ascii_digit).count();
    let (name, digits) = p.split_at(digits_at);
    if let Some(u) = model.usage_by_name(name) {
        if usage_set {
            return Err(dup("usage"));
        }
        d.usage = u.value & 0xF;
        if !digits.is_empty() {
            if index_set {
                return Err(dup("usage index"));
            }
            d.usage_index = decl_number(digits, span, "usage index")?;
            s.index_set = true;
        }
        s.usage_set = true;
        return Ok(());
    }
    let (flag, what) = match name {
        "usage" if !digits.is_empty() => (&mut s.usage_set, "usage"),
        "index" if !digits.is_empty() => (&mut s.index_set, "usage index"),
        "sampler" if !digits.is_empty() => (&mut s.sampler_set, "sampler type"),
        _ => return Err(unknown_suffix(p, span, base, true)),
    };
    if *flag {
        return Err(dup(what));
    }
    *flag = true;
    let v = decl_number(digits, span, what)?;
    match name {
        "usage" => d.usage = v,
        "index" => d.usage_index = v,
        _ => d.sampler_type = v,
    }
    Ok(())
}

fn decl_number(digits: &str, span: Span, what: &str) -> PResult<u8> {
    match digits.parse::<u32>() {
        Ok(v) if v <= 15 => Ok(v as u8),
        _ => Err(err(
            CODE_SYNTAX,
            format!("the {what} `{digits}` does not fit in 4 bits"),
            span,
            format!("the {what} must be 0–15"),
        )),
    }
}

/// `prefix` followed by a decimal number up to `max` (`ctrl5` → 5).
fn numbered(p: &str, prefix: &str, max: u32) -> Option<u8> {
    let digits = p.strip_prefix(prefix)?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 3 {
        return None;
    }
    digits
        .parse::<u32>()
        .ok()
        .filter(|v| *v <= max)
        .map(|v| v as u8)
}

/// The power of two of a shift suffix: `x2` → 1 … `x128` → 7, `d2` → -1 … `d256` → -8
/// (the 4-bit signed shift field).
pub fn shift_value(p: &str) -> Option<i8> {
    let (sign, digits) = match p.as_bytes().first()? {
        b'x' => (1i8, &p[1..]),
        b'd' => (-1i8, &p[1..]),
        _ => return None,
    };
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let v: u32 = digits.parse().ok()?;
    if !v.is_power_of_two() || v < 2 {
        return None;
    }
    let power = v.trailing_zeros() as i8;
    let limit = if sign > 0 { 7 } else { 8 };
    (power <= limit).then_some(sign * power)
}

/// The suffix text of a shift (`x2`, `d4`).
pub fn shift_name(shift: i8) -> String {
    if shift > 0 {
        format!("x{}", 1u32 << shift.min(31))
    } else {
        format!("d{}", 1u32 << (-(shift as i32)).min(31))
    }
}

fn unknown_suffix(p: &str, span: Span, base: &str, dcl: bool) -> Error {
    let expected = if dcl {
        "a usage (`_texcoord3`), a sampler type (`_2d`), or `_pp` / `_centroid`"
    } else {
        "`_sat`, `_pp`, `_centroid`, a shift (`_x2`, `_d2`, …) or a comparison (`_gt`, `_lt`, …)"
    };
    noted(
        err(
            CODE_SYNTAX,
            format!("unknown suffix `_{p}` on `{base}`"),
            span,
            "not a known modifier",
        ),
        format!("expected {expected}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_case_of_every_short_ascii_spelling() {
        let mut buf = [0u8; 32];
        for word in [
            "",
            "mov",
            "MOV",
            "Mov",
            "texm3x2depth",
            "TEXM3X2DEPTH",
            "@[`{",
            "AZaz09_Z",
            "zzzzzzzA",
        ] {
            let want = word.to_ascii_lowercase();
            assert_eq!(lower(word, &mut buf), Some(want.as_str()), "{word}");
        }
        for b in 0u8..0x80 {
            let word = String::from(char::from(b));
            let want = word.to_ascii_lowercase();
            assert_eq!(lower(&word, &mut buf), Some(want.as_str()), "byte {b:#x}");
        }
        assert_eq!(lower("mové", &mut buf), None);
        assert_eq!(lower("é", &mut buf), None);
        assert_eq!(lower(&"a".repeat(33), &mut buf), None);
    }
}
