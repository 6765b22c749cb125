//! The encoder: IR to the native Direct3D 9 token layout.
//!
//! Token order of one instruction: the instruction token, then the `dcl` usage token
//! (if any), the destination with its relative-address token, the predicate source
//! (native and Wine placement: right after the destination), the sources each with
//! its relative-address token, and finally the literal DWORDs of `def*`. The encoder
//! writes whatever the IR holds, valid for the profile or not; it only refuses what
//! the token format cannot express.

use super::token::*;
use super::EncodeOptions;
use crate::diag::Diagnostic;
use crate::ir::{
    Decl, Dst, Instruction, Literal, Profile, RegType, Register, RelAddr, ShaderKind, Src, Swizzle,
};
use crate::opcode::Opcode;
use crate::span::Span;

/// An encoding error, boxed so that the results of the per-token helpers stay small on
/// the happy path (the public functions unbox it).
type Error = Box<Diagnostic>;

#[cold]
fn err(message: String, span: Span) -> Error {
    Box::new(
        Diagnostic::error(message, span)
            .with_code("bytecode")
            .with_label("cannot be encoded"),
    )
}

/// Encodes a whole program.
pub(super) fn encode_program(
    program: &crate::ir::Program,
    options: &EncodeOptions,
) -> Result<Vec<u32>, Diagnostic> {
    encode_all(program, options).map_err(|e| *e)
}

fn encode_all(program: &crate::ir::Program, options: &EncodeOptions) -> Result<Vec<u32>, Error> {
    let profile = program.profile;
    // At most 1 + 1 + 2 + 2 + 4 * 2 + 4 tokens per instruction (usually far fewer):
    // reserve a typical size once instead of growing token by token.
    let mut out = Vec::with_capacity(2 + program.instructions.len() * 6);
    out.push(profile.version_token());
    if let Some(bytes) = &options.comment {
        encode_comment(bytes, &mut out, program.version_span)?;
    }
    for ins in &program.instructions {
        encode_into(profile, ins, &mut out)?;
    }
    out.push(END_TOKEN);
    Ok(out)
}

fn encode_comment(bytes: &[u8], out: &mut Vec<u32>, span: Span) -> Result<(), Error> {
    let dwords = bytes.len().div_ceil(4);
    if dwords > MAX_COMMENT_DWORDS {
        return Err(err(
            format!(
                "a comment block holds at most {MAX_COMMENT_DWORDS} DWORDs ({} bytes); this one needs {dwords}",
                MAX_COMMENT_DWORDS * 4
            ),
            span,
        ));
    }
    out.push(COMMENT_OPCODE | ((dwords as u32) << 16));
    for chunk in bytes.chunks(4) {
        let mut word = [0u8; 4];
        word[..chunk.len()].copy_from_slice(chunk);
        out.push(u32::from_le_bytes(word));
    }
    Ok(())
}

/// Encodes one instruction, appending its tokens to `out`.
pub(super) fn encode_instruction(
    profile: Profile,
    ins: &Instruction,
    out: &mut Vec<u32>,
) -> Result<(), Diagnostic> {
    encode_into(profile, ins, out).map_err(|e| *e)
}

fn encode_into(profile: Profile, ins: &Instruction, out: &mut Vec<u32>) -> Result<(), Error> {
    if ins.opcode == Opcode::END || ins.opcode == Opcode::COMMENT {
        return Err(err(
            format!(
                "opcode 0x{:04X} is the {} token, not an instruction",
                ins.opcode.0,
                if ins.opcode == Opcode::END {
                    "end"
                } else {
                    "comment"
                }
            ),
            ins.span,
        ));
    }
    // The body is written straight after a placeholder for the instruction token
    // (no per-instruction buffer); on an error `out` is put back as it was.
    let at = out.len();
    out.push(0);
    let result = encode_body(ins, profile, out);
    if let Err(e) = result {
        out.truncate(at);
        return Err(e);
    }
    let body_len = out.len() - at - 1;
    let mut token = ins.opcode.0 as u32 | ((ins.control as u32) << INS_CONTROL_SHIFT);
    if profile.has_length_field() {
        if body_len > INS_MAX_LENGTH {
            out.truncate(at);
            return Err(err(
                format!(
                    "the instruction needs {body_len} tokens after its opcode token, but the length field holds at most {INS_MAX_LENGTH}"
                ),
                ins.span,
            ));
        }
        token |= (body_len as u32) << INS_LENGTH_SHIFT;
    }
    if ins.predicate.is_some() {
        token |= INS_PREDICATED;
    }
    if ins.coissue {
        token |= INS_COISSUE;
    }
    out[at] = token;
    Ok(())
}

/// The tokens after the instruction token, appended to `body`.
fn encode_body(ins: &Instruction, profile: Profile, body: &mut Vec<u32>) -> Result<(), Error> {
    if let Some(decl) = &ins.decl {
        body.push(decl_token(decl, ins.span)?);
    }
    if let Some(dst) = &ins.dst {
        encode_dst(profile, dst, body)?;
    }
    if let Some(pred) = &ins.predicate {
        encode_src(profile, pred, body)?;
    }
    for src in &ins.srcs {
        encode_src(profile, src, body)?;
    }
    match &ins.literal {
        None => {}
        Some(Literal::Float(v)) => body.extend_from_slice(v),
        Some(Literal::Int(v)) => body.extend(v.iter().map(|&x| x as u32)),
        Some(Literal::Bool(b)) => body.push(*b as u32),
    }
    Ok(())
}

fn decl_token(decl: &Decl, span: Span) -> Result<u32, Error> {
    let check = |v: u8, what: &str| {
        if v > 15 {
            Err(err(
                format!("the {what} {v} does not fit the 4-bit field of the dcl token (0–15)"),
                span,
            ))
        } else {
            Ok(v as u32)
        }
    };
    let usage = check(decl.usage, "usage")?;
    let index = check(decl.usage_index, "usage index")?;
    let sampler = check(decl.sampler_type, "sampler type")?;
    Ok(PARAM_BIT | usage | (index << DCL_INDEX_SHIFT) | (sampler << DCL_SAMPLER_SHIFT))
}

/// The type and number bits of a register (float constants split into CONST2–4).
#[inline]
fn register_bits(reg: Register, span: Span) -> Result<u32, Error> {
    if reg.ty.0 > RegType::MAX {
        return Err(err(
            format!(
                "register type {} is not defined (0–{})",
                reg.ty.0,
                RegType::MAX
            ),
            span,
        ));
    }
    let (ty, number) = if reg.ty == RegType::CONST {
        split_const(reg.index).ok_or_else(|| {
            err(
                format!(
                    "float constant c{} is beyond the highest encodable number c{}",
                    reg.index,
                    4 * CONST_BANK - 1
                ),
                span,
            )
        })?
    } else {
        if reg.index > REG_NUMBER_MASK {
            return Err(err(
                format!(
                    "register number {} does not fit the 11-bit field (0–{REG_NUMBER_MASK})",
                    reg.index
                ),
                span,
            ));
        }
        (reg.ty.0, reg.index)
    };
    Ok(PARAM_BIT | reg_type_bits(ty) | number)
}

fn encode_dst(profile: Profile, dst: &Dst, out: &mut Vec<u32>) -> Result<(), Error> {
    let mut token = register_bits(dst.reg, dst.span)?;
    if dst.mask.0 > 0xF {
        return Err(err(
            format!("write mask 0x{:X} has bits beyond .xyzw", dst.mask.0),
            dst.span,
        ));
    }
    token |= (dst.mask.0 as u32) << DST_MASK_SHIFT;
    token |= dst.modifiers.bits() << DST_MOD_SHIFT;
    let shift = shift_field(dst.shift).ok_or_else(|| {
        err(
            format!(
                "result shift 2^{} is outside the encodable range _d8 … _x8 (-3 … 3)",
                dst.shift
            ),
            dst.span,
        )
    })?;
    token |= shift << DST_SHIFT_SHIFT;
    let rel = operand_rel(profile, dst.rel.as_ref(), dst.span)?;
    push_operand(token, rel, out);
    Ok(())
}

fn encode_src(profile: Profile, src: &Src, out: &mut Vec<u32>) -> Result<(), Error> {
    let mut token = register_bits(src.reg, src.span)?;
    token |= (src.swizzle.0 as u32) << SRC_SWIZZLE_SHIFT;
    token |= (src.modifier as u32) << SRC_MOD_SHIFT;
    let rel = operand_rel(profile, src.rel.as_ref(), src.span)?;
    push_operand(token, rel, out);
    Ok(())
}

/// What relative addressing adds to an operand: the bit and maybe a token.
struct RelBits {
    relative: bool,
    token: Option<u32>,
}

fn push_operand(token: u32, rel: RelBits, out: &mut Vec<u32>) {
    out.push(if rel.relative {
        token | RELATIVE_BIT
    } else {
        token
    });
    out.extend(rel.token);
}

/// [`rel_tokens`], with the common case (no relative addressing) decided inline.
#[inline]
fn operand_rel(
    profile: Profile,
    rel: Option<&RelAddr>,
    operand_span: Span,
) -> Result<RelBits, Error> {
    match rel {
        None => Ok(RelBits {
            relative: false,
            token: None,
        }),
        Some(rel) => rel_tokens(profile, rel, operand_span),
    }
}

#[inline(never)]
fn rel_tokens(profile: Profile, rel: &RelAddr, operand_span: Span) -> Result<RelBits, Error> {
    let span = if rel.span == Span::default() {
        operand_span
    } else {
        rel.span
    };
    if rel.component > 3 {
        return Err(err(
            format!(
                "address component {} does not exist (x, y, z, w)",
                rel.component
            ),
            span,
        ));
    }
    let is_addr = rel.reg.ty == RegType::ADDR;
    let is_loop = rel.reg.ty == RegType::LOOP;
    if !is_addr && !is_loop {
        return Err(err(
            format!(
                "relative addressing goes through a0 or aL; register type {} cannot be written in a relative-address token",
                rel.reg.ty.0
            ),
            span,
        ));
    }
    if is_addr && profile.kind == ShaderKind::Pixel {
        return Err(err(
            "pixel shaders have no address register a0 (type 3 is the texture register t# there)"
                .to_string(),
            span,
        ));
    }
    if !profile.has_length_field() {
        // Shader model 1: only the bit; the address is always a0.x.
        if profile.kind == ShaderKind::Pixel {
            return Err(err(
                format!("{profile} tokens cannot express relative addressing"),
                span,
            ));
        }
        if !(is_addr && rel.reg.index == 0 && rel.component == 0) {
            return Err(err(
                format!("{profile} tokens can only express a0.x as the relative address (the bit implies it)"),
                span,
            ));
        }
        return Ok(RelBits {
            relative: true,
            token: None,
        });
    }
    let swizzle = if is_loop {
        if rel.component != 0 {
            return Err(err(
                "aL has no components: its relative-address token always carries .xyzw".to_string(),
                span,
            ));
        }
        Swizzle::IDENTITY
    } else {
        Swizzle::replicate(rel.component)
    };
    let token = register_bits(rel.reg, span)? | ((swizzle.0 as u32) << SRC_SWIZZLE_SHIFT);
    Ok(RelBits {
        relative: true,
        token: Some(token),
    })
}
