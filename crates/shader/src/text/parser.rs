//! The statement parser: version line, then one statement per line.

use super::error::{err, noted, PResult, CODE_MNEMONIC, CODE_SYNTAX, CODE_VERSION};
use super::forms::written_len;
use super::lexer::{Lexer, Tok, Token};
use super::mnemonic::{lower, parse_suffixes, split_base, Suffixes};
use super::operand::{at_eol, Item};
use crate::diag::Diagnostic;
use crate::ir::{Instruction, Profile, Program, Src};
use crate::model::{Model, OperandKind, ProfileInfo};
use crate::span::Span;

/// Parser state for one text.
pub struct Parser<'a> {
    /// The token source.
    pub lx: Lexer<'a>,
    /// The shader-model tables.
    pub model: &'a Model,
    /// The program's profile.
    pub profile: Profile,
    /// The profile's index in the model.
    pub pidx: usize,
    items: Vec<Item>,
    /// Indices of the forms the current mnemonic may stand for (see [`Parser::cands`]).
    cands: &'a [usize],
    /// The forms found by name (`breakc`, `ifc`) when `cands` is empty.
    named: Vec<usize>,
}

/// Parses a whole text (see [`crate::text::parse`]).
pub fn parse_program(src: &str, model: &Model) -> Result<Program, Vec<Diagnostic>> {
    let mut lx = Lexer::new(src);
    let (info, version_span) = version(&mut lx, model).map_err(|d| vec![*d])?;
    let mut diags = Vec::new();
    let mut p = Parser {
        lx,
        model,
        profile: info.profile,
        pidx: info.index,
        // Enough for every form (`def` has five operands): allocated once.
        items: Vec::with_capacity(8),
        cands: &[],
        named: Vec::new(),
    };
    let t = p.lx.peek();
    if !at_eol(t.kind) && !p.starts_statement(t) {
        diags.push(*p.unexpected(t, "the end of the version line"));
        p.lx.skip_line();
    }
    // One statement per line at most (a few lines hold two): sized once.
    let lines = super::bytescan::count_newlines(src.as_bytes()) + 1;
    let mut instructions = Vec::with_capacity(lines);
    loop {
        match p.lx.peek().kind {
            Tok::Eof => break,
            Tok::Newline => {
                p.lx.next_token();
                continue;
            }
            _ => {}
        }
        match p.statement(&mut instructions) {
            Ok(()) => {}
            Err(d) => {
                diags.push(*d);
                p.lx.skip_line();
            }
        }
    }
    if diags.is_empty() {
        Ok(Program {
            profile: p.profile,
            version_span,
            instructions,
        })
    } else {
        Err(diags)
    }
}

/// The version line: the first statement, `vs_2_0` / `vs.2.0` / `PS_2_X`.
fn version<'m>(lx: &mut Lexer, model: &'m Model) -> PResult<(&'m ProfileInfo, Span)> {
    while lx.peek().kind == Tok::Newline {
        lx.next_token();
    }
    let first = lx.next_token();
    if first.kind != Tok::Ident {
        let span = match first.kind {
            Tok::Eof | Tok::Newline => Span::new(first.start as usize, first.start as usize),
            _ => first.span(),
        };
        return Err(err(
            CODE_VERSION,
            "expected a version line (such as `vs_2_0` or `ps_3_0`) first",
            span,
            "a shader starts with its version",
        ));
    }
    // `vs.2.0` lexes as several adjacent tokens; join them.
    let mut end = first.end;
    loop {
        let t = lx.peek();
        if t.start != end || !matches!(t.kind, Tok::Ident | Tok::Number | Tok::Dot) {
            break;
        }
        end = lx.next_token().end;
    }
    let span = Span {
        start: first.start,
        end,
    };
    let text = lx.text().get(span.range()).unwrap_or("");
    if let Some(info) = model.profile_by_name(text) {
        return Ok((info, span));
    }
    let lower = text.to_ascii_lowercase();
    let (message, label) = if lower.starts_with("vs") || lower.starts_with("ps") {
        (
            format!("unknown shader version `{text}`"),
            "not a profile of the shader model".to_string(),
        )
    } else {
        (
            "expected a version line (such as `vs_2_0` or `ps_3_0`) first".to_string(),
            format!("`{text}` comes before the version"),
        )
    };
    let names: Vec<&str> = model.profiles.iter().map(|p| p.name.as_str()).collect();
    Err(noted(
        err(CODE_VERSION, message, span, label),
        format!("known versions: {}", names.join(", ")),
    ))
}

impl<'a> Parser<'a> {
    /// One statement: `[+] [(pred)] mnemonic[_suffixes] [operand {, operand}]`, appended
    /// to `out` (pushed once and completed in place: the record is large).
    fn statement(&mut self, out: &mut Vec<Instruction>) -> PResult<()> {
        let start = self.lx.peek().start;
        let coissue = self.lx.eat(Tok::Plus).is_some();
        let predicate = match self.lx.peek().kind {
            Tok::LParen => Some(self.predicate()?),
            _ => None,
        };
        let mt = self.lx.next_token();
        if mt.kind != Tok::Ident {
            return Err(self.unexpected(mt, "an instruction"));
        }
        let word = self.lx.slice(mt);
        let (base, rest_at) = split_base(word);
        self.candidates(base, mt)?;
        // Most mnemonics carry no suffix at all.
        let mut suffixes = Suffixes::default();
        if rest_at != word.len() {
            let is_dcl = self
                .cands()
                .iter()
                .any(|&i| self.model.forms[i].operands.contains(&OperandKind::Decl));
            parse_suffixes(
                &mut suffixes,
                &word[rest_at..],
                mt.start as usize + rest_at,
                is_dcl,
                base,
                self.model,
            )?;
        }
        let mut items = std::mem::take(&mut self.items);
        items.clear();
        let listed = self.operand_list(&mut items);
        let built = listed.and_then(|()| {
            let mnemonic = Span::new(mt.start as usize, mt.end as usize);
            self.build(base, mnemonic, &suffixes, &items, out)
        });
        self.items = items;
        built?;
        let end = self.lx.prev_end();
        if let Some(ins) = out.last_mut() {
            ins.coissue = coissue;
            ins.predicate = predicate;
            ins.span = Span { start, end };
            ins.mnemonic_span = mt.span();
        }
        Ok(())
    }

    /// Indices of the forms the current mnemonic may stand for.
    pub fn cands(&self) -> &[usize] {
        if self.cands.is_empty() {
            &self.named
        } else {
            self.cands
        }
    }

    /// Finds the forms written `base` (or named `base`, for `breakc` and `ifc`); errors
    /// when there are none.
    fn candidates(&mut self, base: &str, mt: Token) -> PResult<()> {
        self.cands = &[];
        self.named.clear();
        let mut buf = [0u8; 32];
        // What `lower` can lower-case (ASCII, up to 32 bytes) is looked up.
        if base.len() <= buf.len() {
            self.cands = self.model.forms_by_mnemonic_ignore_case(base);
        }
        if self.cands.is_empty() {
            if let Some(lower) = lower(base, &mut buf) {
                self.named.extend_from_slice(&self.model.forms_named(lower));
            }
        }
        if !self.cands().is_empty() {
            return Ok(());
        }
        let span = Span::new(mt.start as usize, mt.start as usize + base.len());
        let word = self.lx.slice(mt);
        if self.model.profile_by_name(word).is_some() {
            return Err(err(
                CODE_VERSION,
                format!("`{word}` after the first statement"),
                mt.span(),
                "the version line must be the first statement, and only once",
            ));
        }
        Err(err(
            CODE_MNEMONIC,
            format!("unknown instruction `{base}`"),
            span,
            "not a mnemonic of the shader model",
        ))
    }

    /// The comma-separated operands up to the end of the line.
    ///
    /// A new statement may follow on the same line (`dcl t0 mov r0, t0`, as in
    /// Microsoft's own test strings) when it starts with a mnemonic, `+` or `(`.
    fn operand_list(&mut self, items: &mut Vec<Item>) -> PResult<()> {
        let t = self.lx.peek();
        let may_be_bare = self
            .cands()
            .iter()
            .any(|&i| written_len(&self.model.forms[i]) == 0);
        if at_eol(t.kind) || (may_be_bare && self.starts_statement(t)) {
            return Ok(());
        }
        loop {
            items.push(self.item()?);
            let t = self.lx.peek();
            match t.kind {
                Tok::Comma => {
                    self.lx.next_token();
                }
                Tok::Newline | Tok::Eof => return Ok(()),
                _ if self.starts_statement(t) => return Ok(()),
                _ => return Err(self.unexpected(t, "`,` or the end of the line")),
            }
        }
    }

    /// True when `t` can only start a new statement: `+`, `(` or a known mnemonic.
    fn starts_statement(&self, t: Token) -> bool {
        match t.kind {
            Tok::Plus | Tok::LParen => true,
            Tok::Ident => {
                let (base, _) = split_base(self.lx.slice(t));
                let mut buf = [0u8; 32];
                lower(base, &mut buf).is_some_and(|b| {
                    !self.model.forms_by_mnemonic_ignore_case(b).is_empty()
                        || !self.model.forms_named(b).is_empty()
                })
            }
            _ => false,
        }
    }

    /// `(p0.x)`, `(!p0)`: the predicate of an instruction.
    fn predicate(&mut self) -> PResult<Src> {
        self.lx.next_token();
        let op = match self.item()? {
            Item::Reg(op) => op,
            other => {
                return Err(err(
                    CODE_SYNTAX,
                    "a predicate is a register",
                    other.span(),
                    "write `(p0)` or `(!p0.x)`",
                ))
            }
        };
        let rp = self.lx.next_token();
        if rp.kind != Tok::RParen {
            return Err(self.unexpected(rp, "`)` after the predicate"));
        }
        self.to_src(&op)
    }
}
