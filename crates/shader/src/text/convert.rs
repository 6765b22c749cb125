//! Turning a written register operand into a destination or a source: write masks,
//! swizzles and source-modifier combinations.

use super::error::{err, noted, PResult, CODE_SYNTAX};
use super::operand::{component_of_byte, Prefix, RawOperand, Suffix};
use super::parser::Parser;
use crate::ir::{Dst, ResultModifiers, Src, SrcModifier, Swizzle, WriteMask};
use crate::span::Span;

impl Parser<'_> {
    /// The operand as a destination, with the mnemonic's result modifiers and shift.
    pub fn to_dst(&self, o: &RawOperand, modifiers: ResultModifiers, shift: i8) -> PResult<Dst> {
        if o.prefix != Prefix::None || o.suffix.is_some() {
            return Err(noted(
                err(
                    CODE_SYNTAX,
                    "a destination takes no source modifier",
                    o.span,
                    "destination operand",
                ),
                "result modifiers go on the mnemonic: mov_sat, add_x2",
            ));
        }
        let mask = match o.letters {
            None => WriteMask::ALL,
            Some(span) => self.write_mask(span)?,
        };
        Ok(Dst {
            reg: o.reg,
            mask,
            modifiers,
            shift,
            rel: o.rel,
            span: o.span,
        })
    }

    /// The operand as a source.
    pub fn to_src(&self, o: &RawOperand) -> PResult<Src> {
        use SrcModifier as M;
        let suffix = o.suffix.map(|(s, _)| s);
        let modifier = match (o.prefix, suffix) {
            (Prefix::None, None) => M::None,
            (Prefix::Neg, None) => M::Neg,
            (Prefix::Comp, None) => M::Comp,
            (Prefix::Not, None) => M::Not,
            (Prefix::None, Some(Suffix::Bias)) => M::Bias,
            (Prefix::Neg, Some(Suffix::Bias)) => M::BiasNeg,
            (Prefix::None, Some(Suffix::Bx2)) => M::Bx2,
            (Prefix::Neg, Some(Suffix::Bx2)) => M::Bx2Neg,
            (Prefix::None, Some(Suffix::X2)) => M::X2,
            (Prefix::Neg, Some(Suffix::X2)) => M::X2Neg,
            (Prefix::None, Some(Suffix::Abs)) => M::Abs,
            (Prefix::Neg, Some(Suffix::Abs)) => M::AbsNeg,
            (Prefix::None, Some(Suffix::Dz)) => M::Dz,
            (Prefix::None, Some(Suffix::Dw)) => M::Dw,
            (p, Some(_)) => {
                let what = match p {
                    Prefix::Neg => "`-`",
                    Prefix::Comp => "`1-`",
                    _ => "`!`",
                };
                let span = o.suffix.map_or(o.span, |(_, s)| s);
                return Err(err(
                    CODE_SYNTAX,
                    format!("{what} cannot be combined with this suffix"),
                    span,
                    "no source modifier encodes this combination",
                ));
            }
        };
        let swizzle = match o.letters {
            None => Swizzle::IDENTITY,
            Some(span) => self.swizzle(span)?,
        };
        Ok(Src {
            reg: o.reg,
            swizzle,
            modifier,
            rel: o.rel,
            span: o.span,
        })
    }

    fn swizzle(&self, span: Span) -> PResult<Swizzle> {
        let text = self.lx.text().get(span.range()).unwrap_or("");
        let bad = |label: &str| {
            err(
                CODE_SYNTAX,
                format!("bad swizzle `.{text}`"),
                span,
                label.to_string(),
            )
        };
        if text.len() > 4 {
            return Err(bad("a swizzle has at most four letters"));
        }
        let mut bits = 0u8;
        let mut last = 0u8;
        // The letters are an identifier's: ASCII, one byte each.
        for (i, &b) in text.as_bytes().iter().enumerate() {
            last = component_of_byte(b)
                .ok_or_else(|| bad("swizzle letters are x, y, z, w or r, g, b, a"))?;
            bits |= last << (2 * i);
        }
        for i in text.len()..4 {
            bits |= last << (2 * i);
        }
        Ok(Swizzle(bits))
    }

    fn write_mask(&self, span: Span) -> PResult<WriteMask> {
        let text = self.lx.text().get(span.range()).unwrap_or("");
        if text.eq_ignore_ascii_case("none") {
            return Ok(WriteMask(0));
        }
        let bad = |label: &str| {
            err(
                CODE_SYNTAX,
                format!("bad write mask `.{text}`"),
                span,
                label.to_string(),
            )
        };
        let mut bits = 0u8;
        let mut next = 0u8;
        for &b in text.as_bytes() {
            let c = component_of_byte(b)
                .ok_or_else(|| bad("write-mask letters are x, y, z, w or r, g, b, a"))?;
            if c < next {
                return Err(bad(
                    "write-mask letters must be in xyzw order, each at most once",
                ));
            }
            bits |= 1 << c;
            next = c + 1;
        }
        Ok(WriteMask(bits))
    }
}
