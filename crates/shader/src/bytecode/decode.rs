//! The decoder: a total function from bytes to a program or one diagnostic.
//!
//! Every bit of an accepted stream is represented in the returned IR (reserved bits,
//! undefined field values and registers without a text name are errors), so a decoded
//! program prints, and encoding it gives back the input without its comment blocks.
//! The operand layout of an instruction comes from the model's forms: in shader model
//! 2 and later the length field picks the form whose layout fills exactly that many
//! tokens; in shader model 1 (no length field) the model's form for the profile is used.

use super::token::*;
use crate::diag::Diagnostic;
use crate::ir::{
    Decl, Dst, Instruction, Literal, Profile, Program, RegType, Register, RelAddr, ResultModifiers,
    ShaderKind, Src, SrcModifier, Swizzle, WriteMask,
};
use crate::model::{FormInfo, Model, OperandKind};
use crate::opcode::Opcode;
use crate::span::Span;

fn err(message: String, span: Span, label: &str) -> Diagnostic {
    Diagnostic::error(message, span)
        .with_code("bytecode")
        .with_label(label)
}

/// Splits little-endian bytes into tokens; the length must be a multiple of 4.
pub fn tokens_from_bytes(bytes: &[u8]) -> Result<Vec<u32>, Diagnostic> {
    if bytes.len() > u32::MAX as usize {
        return Err(err(
            format!(
                "the blob is {} bytes long; at most {} bytes can be decoded",
                bytes.len(),
                u32::MAX
            ),
            Span::new(0, 0),
            "too long",
        ));
    }
    let tail = bytes.len() % 4;
    if tail != 0 {
        let start = bytes.len() - tail;
        return Err(err(
            format!(
                "the blob is {} bytes long, not a whole number of 4-byte tokens ({tail} stray byte{} at the end)",
                bytes.len(),
                if tail == 1 { "" } else { "s" }
            ),
            Span::new(start, bytes.len()),
            "stray bytes",
        ));
    }
    Ok(bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}

/// Decodes a token stream; spans are byte offsets (token index × 4).
pub fn decode_tokens(tokens: &[u32], model: &Model) -> Result<Program, Diagnostic> {
    if tokens.len() > (u32::MAX / 4) as usize {
        return Err(err(
            format!("{} tokens are too many to decode", tokens.len()),
            Span::new(0, 0),
            "too long",
        ));
    }
    let Some(&version) = tokens.first() else {
        return Err(err(
            "the blob is empty: expected a version token (0xFFFEmmnn for vs, 0xFFFFmmnn for ps)"
                .to_string(),
            Span::new(0, 0),
            "empty",
        ));
    };
    let profile = Profile::from_version_token(version)
        .filter(|p| model.profile_info(*p).is_some())
        .ok_or_else(|| {
            let known: Vec<&str> = model.profiles.iter().map(|p| p.name.as_str()).collect();
            let what = match Profile::from_version_token(version) {
                Some(p) => format!("version token 0x{version:08X} names {p}, which the model does not know"),
                None => format!(
                    "0x{version:08X} is not a version token (the high word must be 0xFFFE for vs or 0xFFFF for ps)"
                ),
            };
            err(what, tok_span(0), "version token").with_note(format!(
                "known profiles: {}",
                known.join(", ")
            ))
        })?;
    let d = Decoder {
        toks: tokens,
        model,
        profile,
        pi: model.profile_index(profile).unwrap_or(0),
        byte_len: tokens.len() * 4,
    };
    d.program().map_err(|e| *e)
}

fn tok_span(i: usize) -> Span {
    Span::new(i * 4, i * 4 + 4)
}

/// Decoder-internal failure: boxed so that `Result`s on the hot path stay small.
type Fail = Box<Diagnostic>;

struct Decoder<'a> {
    toks: &'a [u32],
    model: &'a Model,
    profile: Profile,
    /// The profile's index in the model (for hash-free table lookups).
    pi: usize,
    byte_len: usize,
}

/// A form's operand layout plus its name, for messages.
struct Layout<'a> {
    kinds: &'a [OperandKind],
    mnemonic: &'a str,
    comparison: bool,
}

impl<'a> Decoder<'a> {
    fn program(&self) -> Result<Program, Fail> {
        // Most instructions take 3–5 tokens: a close upper bound avoids regrowing.
        let mut instructions = Vec::with_capacity(self.toks.len() / 3 + 1);
        let mut i = 1;
        loop {
            let Some(&t) = self.toks.get(i) else {
                return Err(Box::new(err(
                    format!(
                        "the stream ends at byte {} without an end token (0x0000FFFF)",
                        self.byte_len
                    ),
                    Span::new(self.byte_len, self.byte_len),
                    "truncated here",
                )));
            };
            let low = t & INS_OPCODE_MASK;
            if low == END_TOKEN {
                if t != END_TOKEN {
                    return Err(Box::new(err(
                        format!("end token 0x{t:08X} has bits set above bit 15 (expected exactly 0x0000FFFF)"),
                        tok_span(i),
                        "end token",
                    )));
                }
                i += 1;
                break;
            }
            if low == COMMENT_OPCODE {
                if t & PARAM_BIT != 0 {
                    return Err(Box::new(err(
                        format!("comment token 0x{t:08X} has bit 31 set (it must be 0)"),
                        tok_span(i),
                        "comment token",
                    )));
                }
                let size = ((t >> 16) & 0x7FFF) as usize;
                let remaining = self.toks.len() - i - 1;
                if size > remaining {
                    return Err(Box::new(err(
                        format!(
                            "comment block declares {size} DWORDs but only {remaining} remain in the stream"
                        ),
                        tok_span(i),
                        "comment token",
                    )));
                }
                i += 1 + size;
                continue;
            }
            let (ins, next) = self.instruction(i)?;
            instructions.push(ins);
            i = next;
        }
        if i < self.toks.len() {
            return Err(Box::new(err(
                format!(
                    "{} bytes follow the end token at byte {} (the end token must be last)",
                    self.byte_len - i * 4,
                    (i - 1) * 4
                ),
                Span::new(i * 4, self.byte_len),
                "after the end token",
            )));
        }
        Ok(Program {
            profile: self.profile,
            version_span: tok_span(0),
            instructions,
        })
    }

    /// Decodes the instruction whose token is at index `i`; returns it and the next index.
    fn instruction(&self, i: usize) -> Result<(Instruction, usize), Fail> {
        let t = self.toks[i];
        let here = tok_span(i);
        if t & PARAM_BIT != 0 {
            return Err(Box::new(err(
                format!("expected an instruction token, found 0x{t:08X} with bit 31 set (a parameter token?)"),
                here,
                "instruction token",
            )));
        }
        if t & INS_RESERVED_29 != 0 {
            return Err(Box::new(err(
                format!("instruction token 0x{t:08X} sets reserved bit 29"),
                here,
                "instruction token",
            )));
        }
        let opcode = Opcode((t & INS_OPCODE_MASK) as u16);
        let control = ((t >> INS_CONTROL_SHIFT) & 0xFF) as u8;
        let length = ((t >> INS_LENGTH_SHIFT) & 0xF) as usize;
        let predicated = t & INS_PREDICATED != 0;
        let coissue = t & INS_COISSUE != 0;
        let sm2 = self.profile.has_length_field();
        let remaining = self.toks.len() - i - 1;

        // Small fixed buffers: no allocation per instruction on the hot path.
        let all = self.model.forms_by_opcode(opcode);
        let forms = || all.iter().filter_map(|&k| self.model.forms.get(k));
        if all.is_empty() && opcode != Opcode::PHASE {
            return Err(Box::new(err(
                format!("unknown opcode {} (0x{:04X})", opcode.0, opcode.0),
                here,
                "instruction token",
            )));
        }
        let mut usable_buf: [Option<&FormInfo>; 16] = [None; 16];
        let mut n_usable = 0;
        for f in forms().filter(|f| f.comparison || f.control == control) {
            if n_usable < usable_buf.len() {
                usable_buf[n_usable] = Some(f);
                n_usable += 1;
            }
        }
        let usable = &usable_buf[..n_usable];
        let layout = if all.is_empty() {
            // `phase` is part of the token format even when the tables omit it.
            Layout {
                kinds: &[],
                mnemonic: "phase",
                comparison: false,
            }
        } else if usable.is_empty() {
            let name = forms().next().map(|f| f.name.as_str()).unwrap_or("?");
            return Err(Box::new(err(
                format!("`{name}` has no form with control bits 0x{control:02X}"),
                here,
                "instruction token",
            )));
        } else if sm2 {
            if length > remaining {
                return Err(Box::new(err(
                    format!(
                        "the instruction declares {length} more tokens but the stream ends after {remaining}"
                    ),
                    Span::new(i * 4, self.byte_len),
                    "truncated instruction",
                )));
            }
            self.pick_form(i, usable, length, predicated)?
        } else {
            if length != 0 {
                return Err(Box::new(err(
                    format!(
                        "the length field is {length}, but {} instruction tokens carry no length (it must be 0)",
                        self.profile
                    ),
                    here,
                    "instruction token",
                )));
            }
            let f = self
                .model
                .select_form(self.profile, opcode, control, None)
                .ok_or_else(|| {
                    Box::new(err(
                        format!("opcode {} has no form", opcode.0),
                        here,
                        "instruction token",
                    ))
                })?;
            Layout {
                kinds: &f.operands,
                mnemonic: &f.mnemonic,
                comparison: f.comparison,
            }
        };
        if layout.comparison && !(1..=6).contains(&control) {
            return Err(Box::new(err(
                format!(
                    "`{}` needs a comparison in bits 16–23 (1 gt … 6 le), found {control}",
                    layout.mnemonic
                ),
                here,
                "instruction token",
            )));
        }
        let limit = if sm2 { i + 1 + length } else { self.toks.len() };
        if !sm2
            && self
                .size_of(layout.kinds, i + 1, limit, predicated)
                .is_none()
        {
            return Err(Box::new(err(
                format!(
                    "`{}` needs more operand tokens than remain in the stream",
                    layout.mnemonic
                ),
                Span::new(i * 4, self.byte_len),
                "truncated instruction",
            )));
        }

        let mut ins = Instruction::new(opcode);
        ins.srcs.reserve_exact(layout.kinds.len());
        ins.control = control;
        ins.coissue = coissue;
        ins.mnemonic_span = here;
        let pred_at = layout
            .kinds
            .iter()
            .position(|k| *k == OperandKind::Dst)
            .map_or(0, |p| p + 1);
        let mut j = i + 1;
        for k in 0..=layout.kinds.len() {
            if predicated && k == pred_at {
                ins.predicate = Some(self.src(&mut j, limit, i, layout.mnemonic)?);
            }
            let Some(kind) = layout.kinds.get(k) else {
                break;
            };
            match kind {
                OperandKind::Dst => {
                    let d = self.dst(&mut j, limit, i, layout.mnemonic)?;
                    if ins.dst.replace(d).is_some() {
                        return Err(self.layout_error(i, layout.mnemonic));
                    }
                }
                OperandKind::Src => ins.srcs.push(self.src(&mut j, limit, i, layout.mnemonic)?),
                OperandKind::Decl => {
                    let (t, at) = self.take(&mut j, limit, i, layout.mnemonic)?;
                    if ins.decl.replace(decl(t, at)?).is_some() {
                        return Err(self.layout_error(i, layout.mnemonic));
                    }
                }
                OperandKind::Float4 | OperandKind::Int4 => {
                    let mut v = [0u32; 4];
                    for slot in &mut v {
                        *slot = self.take(&mut j, limit, i, layout.mnemonic)?.0;
                    }
                    let lit = if *kind == OperandKind::Float4 {
                        Literal::Float(v)
                    } else {
                        Literal::Int(v.map(|x| x as i32))
                    };
                    if ins.literal.replace(lit).is_some() {
                        return Err(self.layout_error(i, layout.mnemonic));
                    }
                }
                OperandKind::Bool => {
                    let (t, at) = self.take(&mut j, limit, i, layout.mnemonic)?;
                    let b = match t {
                        0 => false,
                        1 => true,
                        _ => {
                            return Err(Box::new(err(
                                format!("a boolean literal must be 0 or 1, found 0x{t:08X}"),
                                tok_span(at),
                                "boolean literal",
                            )))
                        }
                    };
                    if ins.literal.replace(Literal::Bool(b)).is_some() {
                        return Err(self.layout_error(i, layout.mnemonic));
                    }
                }
            }
        }
        if sm2 && j != limit {
            // pick_form measured the layout, so this cannot happen; stay total anyway.
            return Err(self.layout_error(i, layout.mnemonic));
        }
        ins.span = Span::new(i * 4, j * 4);
        Ok((ins, j))
    }

    fn layout_error(&self, i: usize, mnemonic: &str) -> Fail {
        Box::new(err(
            format!("the model's operand layout of `{mnemonic}` cannot be represented (two destinations, declarations or literals)"),
            tok_span(i),
            "instruction token",
        ))
    }

    /// Shader model 2+: the first usable form (forms of the profile first) whose layout
    /// fills exactly `length` tokens.
    fn pick_form(
        &self,
        i: usize,
        usable: &[Option<&'a FormInfo>],
        length: usize,
        predicated: bool,
    ) -> Result<Layout<'a>, Fail> {
        let pi = self.pi;
        let usable = || usable.iter().flatten().copied();
        let ordered = usable()
            .filter(|f| f.profiles.contains_index(pi))
            .chain(usable().filter(|f| !f.profiles.contains_index(pi)));
        let start = i + 1;
        let limit = start + length;
        for f in ordered {
            if self.size_of(&f.operands, start, limit, predicated) == Some(length) {
                return Ok(Layout {
                    kinds: &f.operands,
                    mnemonic: &f.mnemonic,
                    comparison: f.comparison,
                });
            }
        }
        // Error path only: describe the layouts that were tried.
        let mut seen: Vec<String> = Vec::new();
        for f in usable() {
            let desc = describe(&f.operands);
            if !seen.contains(&desc) {
                seen.push(desc);
            }
        }
        let name = usable().next().map(|f| f.mnemonic.as_str()).unwrap_or("?");
        Err(Box::new(err(
            format!(
                "the length field says {length} tokens follow, which fits no operand layout of `{name}`{}",
                if predicated { " (predicated)" } else { "" }
            ),
            tok_span(i),
            "instruction token",
        )
        .with_note(format!("layouts: {}", seen.join("; ")))
        .with_note("relative-address and predicate tokens count in the length".to_string())))
    }

    /// How many tokens `kinds` (and the predicate) take from `start`, reading relative
    /// bits; `None` when they would run past `limit`.
    fn size_of(
        &self,
        kinds: &[OperandKind],
        start: usize,
        limit: usize,
        predicated: bool,
    ) -> Option<usize> {
        let sm2 = self.profile.has_length_field();
        let mut j = start;
        let operand = |j: &mut usize| -> Option<()> {
            let t = *self.toks.get(*j).filter(|_| *j < limit)?;
            *j += 1;
            if sm2 && t & RELATIVE_BIT != 0 {
                *j += 1;
            }
            (*j <= limit).then_some(())
        };
        let pred_at = kinds
            .iter()
            .position(|k| *k == OperandKind::Dst)
            .map_or(0, |p| p + 1);
        for k in 0..=kinds.len() {
            if predicated && k == pred_at {
                operand(&mut j)?;
            }
            match kinds.get(k) {
                None => break,
                Some(OperandKind::Dst | OperandKind::Src) => operand(&mut j)?,
                Some(kind) => {
                    j += kind.tokens();
                    if j > limit {
                        return None;
                    }
                }
            }
        }
        Some(j - start)
    }

    fn take(
        &self,
        j: &mut usize,
        limit: usize,
        ins: usize,
        mnemonic: &str,
    ) -> Result<(u32, usize), Fail> {
        match self.toks.get(*j).filter(|_| *j < limit) {
            Some(&t) => {
                *j += 1;
                Ok((t, *j - 1))
            }
            None => Err(Box::new(err(
                format!(
                    "`{mnemonic}` at byte {} runs past the end of the stream",
                    ins * 4
                ),
                Span::new(ins * 4, self.byte_len),
                "truncated instruction",
            ))),
        }
    }

    /// Checks the common parts of a parameter token and returns its register.
    fn register(&self, t: u32, at: usize, what: &str, mnemonic: &str) -> Result<Register, Fail> {
        let span = tok_span(at);
        if t & PARAM_BIT == 0 {
            let hint = if t == END_TOKEN {
                " (the end token: the instruction is cut short)"
            } else {
                ""
            };
            return Err(Box::new(err(
                format!("`{mnemonic}` expects a {what} parameter token (bit 31 set), found 0x{t:08X}{hint}"),
                span,
                "parameter token",
            )));
        }
        if t & PARAM_RESERVED_14_15 != 0 {
            return Err(Box::new(err(
                format!("{what} token 0x{t:08X} sets reserved bits 14–15"),
                span,
                "parameter token",
            )));
        }
        let ty = reg_type_of(t);
        if ty > RegType::MAX {
            return Err(Box::new(err(
                format!(
                    "{what} token 0x{t:08X} has register type {ty}, which is not defined (0–{})",
                    RegType::MAX
                ),
                span,
                "parameter token",
            )));
        }
        let number = t & REG_NUMBER_MASK;
        let reg = if is_float_const(ty) {
            Register::new(RegType::CONST, merge_const(ty, number))
        } else {
            Register::new(RegType(ty), number)
        };
        if self.model.register_file_at(self.pi, reg).is_none() {
            return Err(Box::new(err(
                format!(
                    "{what} token 0x{t:08X}: register type {ty} number {number} has no name in {} shaders",
                    match self.profile.kind {
                        ShaderKind::Vertex => "vertex",
                        ShaderKind::Pixel => "pixel",
                    }
                ),
                span,
                "parameter token",
            )));
        }
        Ok(reg)
    }

    /// Relative addressing of an operand whose token (at `at`) has bit 13 set.
    fn rel(
        &self,
        j: &mut usize,
        limit: usize,
        at: usize,
        ins: usize,
        mnemonic: &str,
    ) -> Result<RelAddr, Fail> {
        if !self.profile.has_length_field() {
            if self.profile.kind == ShaderKind::Pixel {
                return Err(Box::new(err(
                    format!(
                        "relative-addressing bit set in a {} token; pixel shaders of model 1 have no address register",
                        self.profile
                    ),
                    tok_span(at),
                    "parameter token",
                )));
            }
            return Ok(RelAddr {
                reg: Register::new(RegType::ADDR, 0),
                component: 0,
                span: tok_span(at),
            });
        }
        let (t, rat) = self.take(j, limit, ins, mnemonic)?;
        let span = tok_span(rat);
        if t & PARAM_BIT == 0 {
            return Err(Box::new(err(
                format!("expected a relative-address token (bit 31 set), found 0x{t:08X}"),
                span,
                "relative-address token",
            )));
        }
        if t & (0xF << SRC_MOD_SHIFT | RELATIVE_BIT | PARAM_RESERVED_14_15) != 0 {
            return Err(Box::new(err(
                format!("relative-address token 0x{t:08X} sets bits that must be 0 (13–15, 24–27)"),
                span,
                "relative-address token",
            )));
        }
        let ty = reg_type_of(t);
        let reg = Register::new(RegType(ty), t & REG_NUMBER_MASK);
        let vertex = self.profile.kind == ShaderKind::Vertex;
        let type_ok = reg.ty == RegType::LOOP || (vertex && reg.ty == RegType::ADDR);
        if !type_ok || self.model.register_file_at(self.pi, reg).is_none() {
            return Err(Box::new(err(
                format!(
                    "relative-address token 0x{t:08X} names register type {ty} number {}; expected {}",
                    reg.index,
                    if vertex { "a0 (type 3) or aL (type 15)" } else { "aL (type 15)" }
                ),
                span,
                "relative-address token",
            )));
        }
        let swizzle = Swizzle(((t >> SRC_SWIZZLE_SHIFT) & 0xFF) as u8);
        let component = if reg.ty == RegType::LOOP {
            if swizzle != Swizzle::IDENTITY {
                return Err(Box::new(err(
                    format!(
                        "the aL relative-address token must carry the .xyzw swizzle (0xE4), found 0x{:02X}",
                        swizzle.0
                    ),
                    span,
                    "relative-address token",
                )));
            }
            0
        } else {
            if !swizzle.is_replicate() {
                return Err(Box::new(err(
                    format!(
                        "the a0 relative-address token needs a replicate swizzle (.x, .y, .z or .w), found 0x{:02X}",
                        swizzle.0
                    ),
                    span,
                    "relative-address token",
                )));
            }
            swizzle.component(0)
        };
        Ok(RelAddr {
            reg,
            component,
            span,
        })
    }

    fn dst(&self, j: &mut usize, limit: usize, ins: usize, mnemonic: &str) -> Result<Dst, Fail> {
        let (t, at) = self.take(j, limit, ins, mnemonic)?;
        let reg = self.register(t, at, "destination", mnemonic)?;
        let span = tok_span(at);
        let mask = ((t >> DST_MASK_SHIFT) & 0xF) as u8;
        if mask == 0 {
            return Err(Box::new(err(
                format!("destination token 0x{t:08X} has an empty write mask"),
                span,
                "destination token",
            )));
        }
        let mods = (t >> DST_MOD_SHIFT) & 0xF;
        if mods & 0x8 != 0 {
            return Err(Box::new(err(
                format!("destination token 0x{t:08X} sets undefined result-modifier bit 23 (defined: 1 sat, 2 pp, 4 centroid)"),
                span,
                "destination token",
            )));
        }
        let field = (t >> DST_SHIFT_SHIFT) & 0xF;
        let shift = shift_value(field).ok_or_else(|| {
            Box::new(err(
                format!("destination token 0x{t:08X} has result shift {field}, which is undefined (0–3 and 13–15 are _x2 … _d2)"),
                span,
                "destination token",
            ))
        })?;
        let rel = if t & RELATIVE_BIT != 0 {
            Some(self.rel(j, limit, at, ins, mnemonic)?)
        } else {
            None
        };
        Ok(Dst {
            reg,
            mask: WriteMask(mask),
            modifiers: ResultModifiers {
                saturate: mods & 1 != 0,
                partial_precision: mods & 2 != 0,
                centroid: mods & 4 != 0,
            },
            shift,
            rel,
            span: Span::new(at * 4, *j * 4),
        })
    }

    fn src(&self, j: &mut usize, limit: usize, ins: usize, mnemonic: &str) -> Result<Src, Fail> {
        let (t, at) = self.take(j, limit, ins, mnemonic)?;
        let reg = self.register(t, at, "source", mnemonic)?;
        let field = (t >> SRC_MOD_SHIFT) & 0xF;
        let modifier = SrcModifier::from_bits(field).ok_or_else(|| {
            Box::new(err(
                format!(
                    "source token 0x{t:08X} has source modifier {field}, which is undefined (0–13)"
                ),
                tok_span(at),
                "source token",
            ))
        })?;
        let rel = if t & RELATIVE_BIT != 0 {
            Some(self.rel(j, limit, at, ins, mnemonic)?)
        } else {
            None
        };
        Ok(Src {
            reg,
            swizzle: Swizzle(((t >> SRC_SWIZZLE_SHIFT) & 0xFF) as u8),
            modifier,
            rel,
            span: Span::new(at * 4, *j * 4),
        })
    }
}

fn decl(t: u32, at: usize) -> Result<Decl, Fail> {
    let span = tok_span(at);
    if t & PARAM_BIT == 0 {
        return Err(Box::new(err(
            format!("the dcl usage token 0x{t:08X} must have bit 31 set"),
            span,
            "dcl token",
        )));
    }
    if t & DCL_RESERVED != 0 {
        return Err(Box::new(err(
            format!("the dcl usage token 0x{t:08X} sets reserved bits (only 0–3 usage, 16–19 index, 27–30 sampler type are defined)"),
            span,
            "dcl token",
        )));
    }
    Ok(Decl {
        usage: (t & DCL_USAGE_MASK) as u8,
        usage_index: ((t >> DCL_INDEX_SHIFT) & 0xF) as u8,
        sampler_type: ((t >> DCL_SAMPLER_SHIFT) & 0xF) as u8,
    })
}

fn describe(kinds: &[OperandKind]) -> String {
    if kinds.is_empty() {
        return "no operands".to_string();
    }
    kinds
        .iter()
        .map(|k| match k {
            OperandKind::Dst => "dst",
            OperandKind::Src => "src",
            OperandKind::Decl => "decl",
            OperandKind::Float4 => "float4",
            OperandKind::Int4 => "int4",
            OperandKind::Bool => "bool",
        })
        .collect::<Vec<_>>()
        .join(", ")
}
