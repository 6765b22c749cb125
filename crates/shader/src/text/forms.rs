//! Choosing the form of a mnemonic that fits the written operands, and building the
//! instruction from it.

use super::error::{err, noted, Error, PResult, CODE_OPERANDS, CODE_SYNTAX};
use super::literal::{float_bits, int_value};
use super::mnemonic::Suffixes;
use super::operand::{Item, RawOperand};
use super::parser::Parser;
use crate::ir::{Decl, Instruction, Literal};
use crate::model::{FormInfo, OperandKind};
use crate::span::Span;

/// How many comma-separated items a form's operands take in text.
pub fn written_len(f: &FormInfo) -> usize {
    f.operands.iter().map(|k| items_of(*k)).sum()
}

fn items_of(k: OperandKind) -> usize {
    match k {
        OperandKind::Decl => 0,
        OperandKind::Float4 | OperandKind::Int4 => 4,
        OperandKind::Dst | OperandKind::Src | OperandKind::Bool => 1,
    }
}

fn item_fits(k: OperandKind, item: &Item) -> bool {
    matches!(
        (k, item),
        (OperandKind::Dst | OperandKind::Src, Item::Reg(_))
            | (OperandKind::Float4 | OperandKind::Int4, Item::Num { .. })
            | (OperandKind::Bool, Item::Bool { .. })
    )
}

/// True when `items` fit the form (what `fits(f, items).is_ok()` says, in one pass).
fn fits_ok(f: &FormInfo, items: &[Item]) -> bool {
    let mut rest = items.iter();
    for &k in &f.operands {
        for _ in 0..items_of(k) {
            match rest.next() {
                Some(item) if item_fits(k, item) => {}
                _ => return false,
            }
        }
    }
    rest.next().is_none()
}

/// `Ok` when `items` fit the form; `Err(Some(i))` when the count fits but item `i` is of
/// the wrong kind; `Err(None)` when the count differs.
fn fits(f: &FormInfo, items: &[Item]) -> Result<(), Option<(usize, OperandKind)>> {
    if written_len(f) != items.len() {
        return Err(None);
    }
    let mut i = 0;
    for &k in &f.operands {
        for _ in 0..items_of(k) {
            if !item_fits(k, &items[i]) {
                return Err(Some((i, k)));
            }
            i += 1;
        }
    }
    Ok(())
}

/// How a form is written, for error notes: `texld dst, src, src`.
pub fn layout(f: &FormInfo) -> String {
    let mut s = f.mnemonic.clone();
    if f.comparison {
        s.push_str("_<cmp>");
    }
    if f.operands.contains(&OperandKind::Decl) {
        s.push_str("_<usage>");
    }
    let parts: Vec<&str> = f
        .operands
        .iter()
        .filter_map(|k| match k {
            OperandKind::Dst => Some("dst"),
            OperandKind::Src => Some("src"),
            OperandKind::Decl => None,
            OperandKind::Float4 => Some("float, float, float, float"),
            OperandKind::Int4 => Some("int, int, int, int"),
            OperandKind::Bool => Some("true|false"),
        })
        .collect();
    if !parts.is_empty() {
        s.push(' ');
        s.push_str(&parts.join(", "));
    }
    s
}

fn kind_name(k: OperandKind) -> &'static str {
    match k {
        OperandKind::Dst => "a destination register",
        OperandKind::Src => "a source register",
        OperandKind::Float4 => "a float value",
        OperandKind::Int4 => "an integer value",
        OperandKind::Bool => "`true` or `false`",
        OperandKind::Decl => "a declaration",
    }
}

fn item_name(item: &Item) -> &'static str {
    match item {
        Item::Reg(_) => "a register",
        Item::Num { .. } => "a number",
        Item::Bool { .. } => "a boolean",
    }
}

impl<'a> Parser<'a> {
    /// Picks the form for the written operands and builds the instruction at the end of
    /// `out` (spans of the statement are filled in by the caller); on an error `out` is
    /// left as it was.
    pub fn build(
        &self,
        base: &str,
        mnemonic: Span,
        sx: &Suffixes,
        items: &[Item],
        out: &mut Vec<Instruction>,
    ) -> PResult<()> {
        let model = self.model;
        let want_cmp = sx.comparison.is_some();
        let raw = sx.raw_control.is_some();
        let forms = || {
            self.cands()
                .iter()
                .map(|&i| &model.forms[i])
                .filter(move |f| raw || f.comparison == want_cmp)
        };
        // The first fitting form of the profile, else the first fitting form at all.
        let mut any = false;
        let mut chosen = None;
        for f in forms() {
            any = true;
            if fits_ok(f, items) {
                if f.profiles.contains_index(self.pidx) {
                    chosen = Some(f);
                    break;
                }
                chosen.get_or_insert(f);
            }
        }
        if let Some(form) = chosen {
            out.push(Instruction::new(form.opcode));
            let built = match out.last_mut() {
                Some(ins) => self.instruction(form, base, sx, items, ins),
                None => Ok(()),
            };
            if built.is_err() {
                out.pop();
            }
            return built;
        }
        if !any {
            return Err(match sx.comparison_span {
                Some(span) => err(
                    CODE_SYNTAX,
                    format!("`{base}` takes no comparison suffix"),
                    span,
                    "not a comparison instruction",
                ),
                None => err(
                    CODE_SYNTAX,
                    format!("`{base}` needs a comparison suffix"),
                    mnemonic,
                    "write `_gt`, `_ge`, `_eq`, `_ne`, `_lt` or `_le` after the mnemonic",
                ),
            });
        }
        Err(self.operand_error(base, mnemonic, items, forms().collect()))
    }

    #[cold]
    fn operand_error(
        &self,
        base: &str,
        mnemonic: Span,
        items: &[Item],
        forms: Vec<&FormInfo>,
    ) -> Error {
        if let Some((i, k)) = forms.iter().find_map(|f| fits(f, items).err().flatten()) {
            let item = &items[i];
            return err(
                CODE_OPERANDS,
                format!(
                    "operand {} of `{base}` must be {}, found {}",
                    i + 1,
                    kind_name(k),
                    item_name(item)
                ),
                item.span(),
                format!("expected {}", kind_name(k)),
            );
        }
        let mut layouts: Vec<String> = Vec::new();
        let mut counts: Vec<usize> = Vec::new();
        let in_profile: Vec<&&FormInfo> = forms
            .iter()
            .filter(|f| f.profiles.contains_index(self.pidx))
            .collect();
        let shown: Vec<&&FormInfo> = if in_profile.is_empty() {
            forms.iter().collect()
        } else {
            in_profile
        };
        for f in shown {
            let l = layout(f);
            if !layouts.contains(&l) {
                layouts.push(l);
            }
            if !counts.contains(&written_len(f)) {
                counts.push(written_len(f));
            }
        }
        counts.sort_unstable();
        let found = items.len();
        let want = counts
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" or ");
        let plural = |n: usize| if n == 1 { "operand" } else { "operands" };
        let message = format!(
            "`{base}` takes {want} {}, found {found}",
            plural(counts.last().copied().unwrap_or(0))
        );
        let end = items.last().map_or(mnemonic.end, |i| i.span().end) as usize;
        let (span, label) = if counts.iter().all(|&c| c > found) {
            (
                Span::new(end, end),
                "an operand is missing here".to_string(),
            )
        } else if let Some(&most) = counts.last().filter(|&&c| c < found) {
            let from = items[most].span().start as usize;
            (Span::new(from, end), "too many operands".to_string())
        } else {
            (mnemonic, "wrong number of operands".to_string())
        };
        noted(
            err(CODE_OPERANDS, message, span, label),
            format!("written: {}", layouts.join("  or  ")),
        )
    }

    /// Fills `ins` (a bare instruction of `form`'s opcode) from the written items.
    fn instruction(
        &self,
        form: &FormInfo,
        base: &str,
        sx: &Suffixes,
        items: &[Item],
        ins: &mut Instruction,
    ) -> PResult<()> {
        let sources = form
            .operands
            .iter()
            .filter(|&&k| k == OperandKind::Src)
            .count();
        // Sized once: no growth, and no allocation at all without sources.
        ins.srcs = Vec::with_capacity(sources);
        ins.control = match (sx.raw_control, sx.comparison) {
            (Some(raw), _) => raw,
            (None, Some(c)) if form.comparison => c as u8,
            _ => form.control,
        };
        let mut it = items.iter();
        let mut has_decl = false;
        for &k in &form.operands {
            match k {
                OperandKind::Dst => {
                    let o = reg(it.next())?;
                    ins.dst = Some(self.to_dst(o, sx.modifiers, sx.shift.unwrap_or(0))?);
                }
                OperandKind::Src => {
                    let o = reg(it.next())?;
                    ins.srcs.push(self.to_src(o)?);
                }
                OperandKind::Decl => {
                    has_decl = true;
                    ins.decl = Some(sx.decl.unwrap_or(Decl {
                        usage: 0,
                        usage_index: 0,
                        sampler_type: 0,
                    }));
                }
                OperandKind::Float4 => {
                    let mut v = [0u32; 4];
                    for slot in &mut v {
                        *slot = self.number(it.next(), float_bits)?;
                    }
                    ins.literal = Some(Literal::Float(v));
                }
                OperandKind::Int4 => {
                    let mut v = [0i32; 4];
                    for slot in &mut v {
                        *slot = self.number(it.next(), int_value)?;
                    }
                    ins.literal = Some(Literal::Int(v));
                }
                OperandKind::Bool => {
                    if let Some(Item::Bool { value, .. }) = it.next() {
                        ins.literal = Some(Literal::Bool(*value));
                    }
                }
            }
        }
        if let (Some(span), None) = (sx.dst_suffix_span, &ins.dst) {
            return Err(err(
                CODE_SYNTAX,
                format!("`{base}` writes no destination, so it takes no result modifier"),
                span,
                "result modifier without a destination",
            ));
        }
        if let (Some(span), false) = (sx.decl_span, has_decl) {
            return Err(err(
                CODE_SYNTAX,
                format!("this form of `{base}` declares nothing"),
                span,
                "declaration suffix",
            ));
        }
        Ok(())
    }

    fn number<T>(
        &self,
        item: Option<&Item>,
        conv: fn(&str, bool) -> Result<T, String>,
    ) -> PResult<T> {
        match item {
            Some(Item::Num { neg, text, span }) => {
                let t = self.lx.text().get(text.range()).unwrap_or("");
                conv(t, *neg).map_err(|m| err(CODE_SYNTAX, m, *span, "bad literal"))
            }
            _ => Err(err(CODE_SYNTAX, "expected a number", Span::default(), "")),
        }
    }
}

fn reg(item: Option<&Item>) -> PResult<&RawOperand> {
    match item {
        Some(Item::Reg(o)) => Ok(o),
        _ => Err(err(CODE_SYNTAX, "expected a register", Span::default(), "")),
    }
}
