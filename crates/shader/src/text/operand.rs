//! Reading operands: registers with relative addressing, modifier prefixes and
//! suffixes and swizzle/mask letters; and the literal items of `def`, `defi`, `defb`.

use super::error::{err, noted, Error, PResult, CODE_RANGE, CODE_REGISTER, CODE_SYNTAX};
use super::lexer::{Tok, Token};
use super::literal::{unsigned, unsigned_bytes};
use super::mnemonic::lower;
use super::parser::Parser;
use super::regfile;
use crate::ir::{RegType, Register, RelAddr};
use crate::model::RegisterFileInfo;
use crate::span::Span;

/// A prefix written before a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prefix {
    /// Nothing.
    None,
    /// `-r0`.
    Neg,
    /// `1-r0`.
    Comp,
    /// `!b0`.
    Not,
}

/// A source-modifier suffix written after a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suffix {
    /// `_bias`.
    Bias,
    /// `_bx2`.
    Bx2,
    /// `_x2`.
    X2,
    /// `_dz` / `_db`.
    Dz,
    /// `_dw` / `_da`.
    Dw,
    /// `_abs`.
    Abs,
}

/// A register operand as written, before it is known to be a source or destination.
#[derive(Clone, Copy, Debug)]
pub struct RawOperand {
    /// The register (index includes any constant offset).
    pub reg: Register,
    /// Relative addressing.
    pub rel: Option<RelAddr>,
    /// `-`, `1-`, `!`.
    pub prefix: Prefix,
    /// `_bias` … `_abs` and where it stands.
    pub suffix: Option<(Suffix, Span)>,
    /// The letters after `.` (swizzle or write mask).
    pub letters: Option<Span>,
    /// The whole operand.
    pub span: Span,
}

/// One comma-separated item of an instruction.
#[derive(Clone, Copy, Debug)]
pub enum Item {
    /// A register operand.
    Reg(RawOperand),
    /// A number; `text` covers the digits, `span` includes a leading `-`.
    Num {
        /// `-` was written.
        neg: bool,
        /// The number's own text.
        text: Span,
        /// The whole item.
        span: Span,
    },
    /// `true` or `false`.
    Bool {
        /// The value.
        value: bool,
        /// Where it stands.
        span: Span,
    },
}

impl Item {
    /// The item's text.
    pub fn span(&self) -> Span {
        match self {
            Item::Reg(o) => o.span,
            Item::Num { span, .. } | Item::Bool { span, .. } => *span,
        }
    }
}

/// True at a line break or the end of the text.
pub fn at_eol(kind: Tok) -> bool {
    matches!(kind, Tok::Newline | Tok::Eof)
}

impl<'a> Parser<'a> {
    /// The error for an unexpected token.
    #[cold]
    pub fn unexpected(&self, t: Token, expected: &str) -> Error {
        match t.kind {
            Tok::UnclosedComment => err(
                CODE_SYNTAX,
                "unclosed block comment",
                t.span(),
                "this `/*` has no matching `*/`",
            ),
            Tok::Newline | Tok::Eof => err(
                CODE_SYNTAX,
                format!("expected {expected}, found the end of the line"),
                Span::new(t.start as usize, t.start as usize),
                format!("expected {expected}"),
            ),
            _ => err(
                CODE_SYNTAX,
                format!("expected {expected}, found `{}`", self.lx.slice(t)),
                t.span(),
                format!("expected {expected}"),
            ),
        }
    }

    fn span_from(&self, start: u32) -> Span {
        Span {
            start,
            end: self.lx.prev_end().max(start),
        }
    }

    /// One comma-separated item: a register operand or a literal.
    pub fn item(&mut self) -> PResult<Item> {
        let t = self.lx.peek();
        match t.kind {
            Tok::Minus => {
                self.lx.next_token();
                if let Some(n) = self.lx.eat(Tok::Number) {
                    return Ok(Item::Num {
                        neg: true,
                        text: n.span(),
                        span: self.span_from(t.start),
                    });
                }
                self.operand(t.start, Prefix::Neg).map(Item::Reg)
            }
            Tok::Bang => {
                self.lx.next_token();
                self.operand(t.start, Prefix::Not).map(Item::Reg)
            }
            Tok::Number => {
                self.lx.next_token();
                if self.lx.eat(Tok::Minus).is_none() {
                    return Ok(Item::Num {
                        neg: false,
                        text: t.span(),
                        span: t.span(),
                    });
                }
                let text = self.lx.slice(t);
                if !matches!(text, "1" | "1.0" | "1." | "1.0f" | "1f") {
                    return Err(err(
                        CODE_SYNTAX,
                        format!("`{text}-` is not a source modifier"),
                        t.span(),
                        "only `1-reg` (complement) is allowed",
                    ));
                }
                self.operand(t.start, Prefix::Comp).map(Item::Reg)
            }
            Tok::Ident => {
                // Only four- and five-letter words are looked at.
                let value = match t.end - t.start {
                    4 if self.lx.slice(t).eq_ignore_ascii_case("true") => Some(true),
                    5 if self.lx.slice(t).eq_ignore_ascii_case("false") => Some(false),
                    _ => None,
                };
                if let Some(value) = value {
                    self.lx.next_token();
                    return Ok(Item::Bool {
                        value,
                        span: t.span(),
                    });
                }
                self.operand(t.start, Prefix::None).map(Item::Reg)
            }
            Tok::At => self.operand(t.start, Prefix::None).map(Item::Reg),
            _ => Err(self.unexpected(t, "an operand")),
        }
    }

    /// A register operand after its prefix: name, `[…]`, `_suffix`, `.letters`.
    pub fn operand(&mut self, start: u32, prefix: Prefix) -> PResult<RawOperand> {
        let t = self.lx.peek();
        if let Some(letters_end) = self.simple_tail(t) {
            return self.simple_operand(t, start, prefix, letters_end);
        }
        let t = self.lx.next_token();
        let mut suffix = None;
        let (ty, number, fixed, name_span) = match t.kind {
            Tok::Ident => {
                let word = self.lx.slice(t);
                let name_len = underscore(word);
                if name_len == 0 {
                    return Err(self.unexpected(t, "a register"));
                }
                let name_span = Span::new(t.start as usize, t.start as usize + name_len);
                if name_len < word.len() {
                    let s = Span::new(name_span.end as usize + 1, t.end as usize);
                    suffix = Some(self.src_suffix(s)?);
                }
                let (f, number) = self.register_name(name_span)?;
                (f.ty, number, f.fixed_index, name_span)
            }
            Tok::At => {
                let n = self.lx.next_token();
                let ty = match (n.kind, unsigned(self.lx.slice(n))) {
                    (Tok::Number, Some(v)) if v <= 31 => v as u8,
                    (Tok::Number, _) => {
                        return Err(err(
                            CODE_RANGE,
                            format!("register type `{}` is out of range", self.lx.slice(n)),
                            n.span(),
                            "register types are 0–31",
                        ))
                    }
                    _ => return Err(self.unexpected(n, "a register type number after `@`")),
                };
                if self.lx.peek().kind != Tok::LBracket {
                    let p = self.lx.peek();
                    return Err(self.unexpected(p, "`[number]` after a raw register type"));
                }
                (
                    RegType(ty),
                    None,
                    None,
                    Span::new(t.start as usize, n.end as usize),
                )
            }
            _ => return Err(self.unexpected(t, "a register")),
        };
        let mut rel = None;
        let mut index = match (fixed, number) {
            (Some(i), _) => u64::from(i),
            (None, Some(n)) => n,
            (None, None) => 0,
        };
        if suffix.is_none() && self.lx.peek().kind == Tok::LBracket {
            let (offset, r) = self.rel_addr()?;
            index += offset;
            rel = r;
        } else if fixed.is_none() && number.is_none() {
            return Err(self.needs_number(name_span));
        }
        self.check_range(ty, index, t.start, self.lx.prev_end())?;
        if suffix.is_none() {
            let p = self.lx.peek();
            if p.kind == Tok::Ident && self.lx.slice(p).starts_with('_') {
                self.lx.next_token();
                suffix = Some(self.src_suffix(Span::new(p.start as usize + 1, p.end as usize))?);
            }
        }
        let mut letters = None;
        if self.lx.eat(Tok::Dot).is_some() {
            let l = self.lx.next_token();
            if l.kind != Tok::Ident {
                return Err(self.unexpected(l, "swizzle or write-mask letters after `.`"));
            }
            let word = self.lx.slice(l);
            let len = underscore(word);
            if len < word.len() {
                let s = Span::new(l.start as usize + len + 1, l.end as usize);
                if suffix.is_some() {
                    return Err(err(
                        CODE_SYNTAX,
                        "a source takes only one modifier suffix",
                        s,
                        "second suffix",
                    ));
                }
                suffix = Some(self.src_suffix(s)?);
            }
            letters = Some(Span::new(l.start as usize, l.start as usize + len));
        }
        Ok(RawOperand {
            reg: Register::new(ty, index as u32),
            rel,
            prefix,
            suffix,
            letters,
            span: self.span_from(start),
        })
    }

    /// When the register token `t` (just consumed) is a plain name followed directly by
    /// `.letters` or by `,`, a line break, `;` or the end: `Some` with the end of the
    /// letters, if any. Such an operand takes no further token lookups: what follows
    /// cannot be `[`, a `_suffix` or a `.` (`None` otherwise, and nothing is consumed).
    fn simple_tail(&self, t: Token) -> Option<Option<u32>> {
        let bytes = self.lx.text().as_bytes();
        let end = t.end as usize;
        let word = bytes.get(t.start as usize..end).unwrap_or(&[]);
        // A loop, not `contains`: its `memchr` call costs more than these few bytes
        // (measured with callgrind).
        #[allow(clippy::manual_contains)]
        let has_underscore = word.iter().any(|&b| b == b'_');
        if t.kind != Tok::Ident || has_underscore {
            return None;
        }
        match bytes.get(end) {
            None | Some(b',' | b'\n' | b';') => Some(None),
            Some(b'.') if bytes.get(end + 1).is_some_and(u8::is_ascii_alphabetic) => {
                let letters = bytes.get(end + 1..).unwrap_or(&[]);
                let len = letters
                    .iter()
                    .position(|&b| !b.is_ascii_alphanumeric())
                    .unwrap_or(letters.len());
                if letters.get(len) == Some(&b'_') {
                    return None;
                }
                Some(Some((end + 1 + len) as u32))
            }
            _ => None,
        }
    }

    /// [`Parser::operand`] for the plain names [`Parser::simple_tail`] accepts: the same
    /// checks in the same order, and then the name and letters consumed by position in
    /// one step (on an error nothing is consumed: the caller skips the line).
    fn simple_operand(
        &mut self,
        t: Token,
        start: u32,
        prefix: Prefix,
        letters_end: Option<u32>,
    ) -> PResult<RawOperand> {
        let name_span = t.span();
        let (f, number) = match self.letter_register(name_span) {
            Some((f, number)) => (f, Some(number)),
            None => self.register_name(name_span)?,
        };
        let index = match (f.fixed_index, number) {
            (Some(i), _) => u64::from(i),
            (None, Some(n)) => n,
            (None, None) => return Err(self.needs_number(name_span)),
        };
        self.check_range(f.ty, index, t.start, t.end)?;
        let end = letters_end.unwrap_or(t.end);
        self.lx.advance_to(end);
        let letters = letters_end.map(|end| Span {
            start: t.end + 1,
            end,
        });
        Ok(RawOperand {
            reg: Register::new(f.ty, index as u32),
            rel: None,
            prefix,
            suffix: None,
            letters,
            span: Span {
                start,
                end: end.max(start),
            },
        })
    }

    #[cold]
    fn needs_number(&self, name_span: Span) -> Error {
        let name = self.lx.text().get(name_span.range()).unwrap_or("");
        err(
            CODE_SYNTAX,
            format!("register `{name}` needs a number"),
            name_span,
            format!("write `{name}0`, or `{name}[a0.x]` for relative addressing"),
        )
    }

    /// Errors when register number `index` of type `ty` cannot be encoded; the span
    /// runs from `from` to `to`, the end of the last consumed token.
    #[inline]
    fn check_range(&self, ty: RegType, index: u64, from: u32, to: u32) -> PResult<()> {
        let max = if ty == RegType::CONST { 8191 } else { 2047 };
        if index > max {
            return Err(err(
                CODE_RANGE,
                format!("register number {index} cannot be encoded"),
                Span {
                    start: from,
                    end: to.max(from),
                },
                format!("the token format holds register numbers up to {max}"),
            ));
        }
        Ok(())
    }

    /// Most register names are one letter and a number (`r0`, `c12`): for those, what
    /// [`Parser::register_name`] finds first, read from the bytes without splitting the
    /// name (`None` for every other name, and when no numbered file has the letter).
    #[inline(always)]
    fn letter_register(&self, span: Span) -> Option<(&'a RegisterFileInfo, u64)> {
        let bytes = self.lx.text().as_bytes().get(span.range())?;
        let [letter, digits @ ..] = bytes else {
            return None;
        };
        if !letter.is_ascii_alphabetic() || digits.len() > 4 {
            return None;
        }
        let number = unsigned_bytes(digits)?;
        let f = self.model.register_file_letter(self.pidx, *letter, true)?;
        Some((f, number))
    }

    /// Resolves a register name (`r12`, `oPos`, `c`) to its file and written number.
    fn register_name(&self, span: Span) -> PResult<(&'a RegisterFileInfo, Option<u64>)> {
        if let Some((f, number)) = self.letter_register(span) {
            return Ok((f, Some(number)));
        }
        let name = self.lx.text().get(span.range()).unwrap_or("");
        let alpha = name
            .bytes()
            .position(|b| !b.is_ascii_alphabetic())
            .unwrap_or(name.len());
        let (prefix, digits) = name.split_at(alpha);
        let number = unsigned(digits);
        // The common case (`r0`, `c12`) straight from the model's table.
        if number.is_some() {
            if let Some(f) = self.model.register_file_named(self.pidx, prefix, true) {
                return Ok((f, number));
            }
        }
        let found = if number.is_some() {
            self.find_file(prefix, true)
                .map(|f| (f, number))
                .or_else(|| self.find_file(name, false).map(|f| (f, None)))
        } else if digits.is_empty() {
            self.find_file(name, false)
                .or_else(|| self.find_file(name, true))
                .map(|f| (f, None))
        } else {
            self.find_file(name, false).map(|f| (f, None))
        };
        found.ok_or_else(|| {
            noted(
                err(
                    CODE_REGISTER,
                    format!("unknown register `{name}`"),
                    span,
                    "no register file has this name",
                ),
                "registers are written like r0, c12, v3, oPos, oC0, s1, aL",
            )
        })
    }

    /// The register file named `name` (any case): one of the program's profile first,
    /// then one of its shader kind, then any.
    #[inline]
    pub fn find_file(&self, name: &str, numbered: bool) -> Option<&'a RegisterFileInfo> {
        regfile::find_file(self.model, self.pidx, name, numbered)
    }

    /// `[a0.x + 3]`, `[aL]`, `[3 + a0.x]`, `[3]`: the summed offset and the address register.
    fn rel_addr(&mut self) -> PResult<(u64, Option<RelAddr>)> {
        let lb = self.lx.next_token();
        let mut sum = 0u64;
        let mut addr: Option<(Register, u8)> = None;
        loop {
            let t = self.lx.next_token();
            match t.kind {
                Tok::Number => match unsigned(self.lx.slice(t)) {
                    Some(v) => sum = (sum + v).min(1 << 32),
                    None => {
                        return Err(err(
                            CODE_SYNTAX,
                            format!("`{}` is not an integer offset", self.lx.slice(t)),
                            t.span(),
                            "offsets are whole numbers",
                        ))
                    }
                },
                Tok::Ident => {
                    if addr.is_some() {
                        return Err(err(
                            CODE_SYNTAX,
                            "only one address register may index an operand",
                            t.span(),
                            "second address register",
                        ));
                    }
                    addr = Some(self.address_register(t)?);
                }
                _ => return Err(self.unexpected(t, "an address register or an offset")),
            }
            let t = self.lx.next_token();
            match t.kind {
                Tok::Plus => continue,
                Tok::RBracket => {
                    let span = Span::new(lb.start as usize, t.end as usize);
                    let rel = addr.map(|(reg, component)| RelAddr {
                        reg,
                        component,
                        span,
                    });
                    return Ok((sum, rel));
                }
                Tok::Minus => {
                    return Err(err(
                        CODE_SYNTAX,
                        "negative offsets cannot be encoded",
                        t.span(),
                        "fold the offset into the register number instead",
                    ))
                }
                _ => return Err(self.unexpected(t, "`+` or `]`")),
            }
        }
    }

    /// `a0.x` or `aL` inside brackets.
    fn address_register(&mut self, t: Token) -> PResult<(Register, u8)> {
        let word = self.lx.slice(t);
        if word.contains('_') {
            return Err(err(
                CODE_SYNTAX,
                "an address register takes no modifier",
                t.span(),
                "write `a0.x` or `aL`",
            ));
        }
        let (f, number) = self.register_name(t.span())?;
        let index = f.fixed_index.map(u64::from).or(number).unwrap_or(0);
        if index > 2047 {
            return Err(err(
                CODE_RANGE,
                format!("register number {index} cannot be encoded"),
                t.span(),
                "the token format holds register numbers up to 2047",
            ));
        }
        let mut component = 0;
        if self.lx.eat(Tok::Dot).is_some() {
            let l = self.lx.next_token();
            let text = self.lx.slice(l);
            match (
                l.kind,
                text.len(),
                text.chars().next().and_then(component_of),
            ) {
                (Tok::Ident, 1, Some(c)) => component = c,
                (Tok::Ident, _, _) => {
                    return Err(err(
                        CODE_SYNTAX,
                        format!("`.{text}` does not select one component"),
                        l.span(),
                        "an address register takes one component: .x, .y, .z or .w",
                    ))
                }
                _ => return Err(self.unexpected(l, "a component letter")),
            }
        }
        Ok((Register::new(f.ty, index as u32), component))
    }

    /// `bias`, `bx2`, `x2`, `dz`/`db`, `dw`/`da`, `abs` at `span` (without the `_`).
    fn src_suffix(&self, span: Span) -> PResult<(Suffix, Span)> {
        let text = self.lx.text().get(span.range()).unwrap_or("");
        let mut buf = [0u8; 32];
        let s = match lower(text, &mut buf).unwrap_or("") {
            "bias" => Suffix::Bias,
            "bx2" => Suffix::Bx2,
            "x2" => Suffix::X2,
            "dz" | "db" => Suffix::Dz,
            "dw" | "da" => Suffix::Dw,
            "abs" => Suffix::Abs,
            _ => {
                return Err(err(
                    CODE_SYNTAX,
                    format!("unknown source modifier `_{text}`"),
                    span,
                    "expected _bias, _bx2, _x2, _dz, _dw or _abs",
                ))
            }
        };
        Ok((s, span))
    }
}

/// The byte offset of the first `_` of a word (its length when it has none).
fn underscore(word: &str) -> usize {
    word.bytes().position(|b| b == b'_').unwrap_or(word.len())
}

/// The component (0–3) of a swizzle or mask letter.
pub fn component_of(ch: char) -> Option<u8> {
    u8::try_from(ch).ok().and_then(component_of_byte)
}

/// [`component_of`] for a byte: one table lookup.
pub fn component_of_byte(b: u8) -> Option<u8> {
    match COMPONENT[usize::from(b)] {
        NOT_A_COMPONENT => None,
        c => Some(c),
    }
}

const NOT_A_COMPONENT: u8 = 0xFF;

/// `x`/`r` → 0, `y`/`g` → 1, `z`/`b` → 2, `w`/`a` → 3 (either case); anything else
/// [`NOT_A_COMPONENT`].
static COMPONENT: [u8; 256] = component_table();

const fn component_table() -> [u8; 256] {
    let mut t = [NOT_A_COMPONENT; 256];
    let letters: [&[u8; 4]; 4] = [b"xXrR", b"yYgG", b"zZbB", b"wWaA"];
    let mut c = 0;
    while c < 4 {
        let mut j = 0;
        while j < 4 {
            t[letters[c][j] as usize] = c as u8;
            j += 1;
        }
        c += 1;
    }
    t
}
