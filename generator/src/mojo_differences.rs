//! MojoShader's known, documented differences from the native encoding, as data: the
//! one list that the generator's cross-check (assemble cases, manifest notes) and the
//! `differential_mojoshader` fuzz oracle both consult.
//!
//! Each entry names where it is documented (a section of
//! `docs/mojoshader-differences.md`; §12 is what fuzzing found), says which programs it
//! concerns, and what follows: MojoShader refuses them or writes other words (such
//! programs are not compared, and not even given to it: vs_1_1 relative addressing
//! crashes it, §12), or some tokens are unreliable and are masked in both streams
//! before comparing. Comment blocks are always dropped first (§1).

use shadercts_shader::bytecode::token;
use shadercts_shader::ir::{Instruction, Program, RegType, Register, ShaderKind, Swizzle};
use shadercts_shader::opcode::Opcode;

/// What a known difference means for the comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// MojoShader's assembler refuses such programs (or, for some, crashes on them):
    /// they are not given to it at all.
    Rejects,
    /// MojoShader writes other words for such programs: they are not compared.
    WrongWords,
    /// The usage token of every ps_3_0/ps_3_sw input `dcl` is unreliable: masked in both streams.
    MaskPs3InputUsage,
}

/// One documented difference.
#[derive(Clone, Copy, Debug)]
pub struct KnownDifference {
    /// Short id, used in messages.
    pub id: &'static str,
    /// Where it is documented.
    pub doc: &'static str,
    /// Whether `program` has the construct.
    pub applies: fn(&Program) -> bool,
    /// What follows.
    pub effect: Effect,
}

/// Every known difference.
#[rustfmt::skip]
pub const KNOWN: &[KnownDifference] = &[
    k("ps3-input-dcl-usage", "mojoshader-differences.md §2", ps3_input_dcl, Effect::MaskPs3InputUsage),
    k("predication", "mojoshader-differences.md §3", predicated, Effect::Rejects),
    k("labels-above-15", "mojoshader-differences.md §4", label_above_15, Effect::Rejects),
    k("sampler-1d-or-untyped", "mojoshader-differences.md §5", sampler_1d_untyped, Effect::Rejects),
    k("vs_1_1-relative", "mojoshader-differences.md §6, §12 (crash)", vs11_relative, Effect::Rejects),
    k("relative-destination", "mojoshader-differences.md §6", relative_dst, Effect::Rejects),
    k("ps_3_0-v-aL", "mojoshader-differences.md §6", ps3_input_relative, Effect::Rejects),
    k("texcoord-mnemonic", "mojoshader-differences.md §7", texcoord_below_14, Effect::Rejects),
    k("ps1-texture-shift", "mojoshader-differences.md §7", ps1_texture_shift, Effect::Rejects),
    k("dcl-positiont", "mojoshader-differences.md §7", dcl_positiont, Effect::Rejects),
    k("texld-centroid", "mojoshader-differences.md §7", texld_centroid, Effect::Rejects),
    k("setp-vector-mask", "mojoshader-differences.md §7", setp_vector_mask, Effect::Rejects),
    k("sgn-one-source", "mojoshader-differences.md §8", sgn_one_source, Effect::Rejects),
    k("sincos-one-source-sm2", "mojoshader-differences.md §8", sincos_one_source_sm2, Effect::Rejects),
    k("ps1-r0-unwritten", "mojoshader-differences.md §11", ps1_r0_unwritten, Effect::Rejects),
    k("compare-replicate", "mojoshader-differences.md §11", compare_not_replicate, Effect::Rejects),
    k("ps3-texkill-input", "mojoshader-differences.md §11", ps3_texkill_input, Effect::Rejects),
    k("texm3x3-sampler", "mojoshader-differences.md §11", ps1_texm3x3, Effect::Rejects),
    // Found by fuzzing (§12):
    k("ps_1_2-3-cmp-dest-is-source", "mojoshader-differences.md §12", ps12_cmp_dest_source, Effect::Rejects),
    k("vs-dcl-cube", "mojoshader-differences.md §12", vs_dcl_cube, Effect::Rejects),
    k("call-inside-and-outside-loop", "mojoshader-differences.md §12", call_loop_mixed, Effect::Rejects),
    k("relative-suffix-modifier", "mojoshader-differences.md §12", relative_suffix_modifier, Effect::Rejects),
    k("scalar-swizzle", "mojoshader-differences.md §12", scalar_swizzle, Effect::Rejects),
    k("setp-one-component", "mojoshader-differences.md §12", setp_one_component, Effect::WrongWords),
    k("ps-p0-swizzle", "mojoshader-differences.md §12", ps_p0_swizzle, Effect::Rejects),
    k("breakp-swizzle", "mojoshader-differences.md §12", breakp_swizzle, Effect::Rejects),
    k("texkill-mask", "mojoshader-differences.md §12", texkill_mask, Effect::Rejects),
    // Found by the differential check of near-miss mutants (§13; both invalid programs
    // that MojoShader accepts and "corrects"):
    k("matrix-destination-mask", "mojoshader-differences.md §13", matrix_mask_beyond_result, Effect::WrongWords),
    k("scalar-source-without-swizzle", "mojoshader-differences.md §13", scalar_source_identity, Effect::WrongWords),
];

const fn k(
    id: &'static str,
    doc: &'static str,
    applies: fn(&Program) -> bool,
    effect: Effect,
) -> KnownDifference {
    KnownDifference {
        id,
        doc,
        applies,
        effect,
    }
}

/// The known differences that apply to `program`.
pub fn applicable(program: &Program) -> Vec<&'static KnownDifference> {
    KNOWN.iter().filter(|d| (d.applies)(program)).collect()
}

fn any(p: &Program, f: impl Fn(&Instruction) -> bool) -> bool {
    p.instructions.iter().any(f)
}

fn is(p: &Program, kind: ShaderKind, major: u8, minor: u8) -> bool {
    p.profile.kind == kind && p.profile.major == major && p.profile.minor == minor
}

/// ps_3_0 and ps_3_sw: MojoShader (hg1314) handles both version tokens alike.
fn is_ps3(p: &Program) -> bool {
    p.profile.kind == ShaderKind::Pixel && p.profile.major == 3
}

fn ps3_input_dcl(p: &Program) -> bool {
    is_ps3(p)
        && any(p, |i| {
            i.opcode == Opcode::DCL && i.dst.as_ref().is_some_and(|d| d.reg.ty == RegType::INPUT)
        })
}

fn predicated(p: &Program) -> bool {
    any(p, |i| i.predicate.is_some())
}

fn label_above_15(p: &Program) -> bool {
    any(p, |i| {
        i.srcs
            .iter()
            .any(|s| s.reg.ty == RegType::LABEL && s.reg.index > 15)
    })
}

fn sampler_1d_untyped(p: &Program) -> bool {
    any(p, |i| {
        i.opcode == Opcode::DCL
            && i.dst.as_ref().is_some_and(|d| d.reg.ty == RegType::SAMPLER)
            && i.decl.is_some_and(|d| d.sampler_type <= 1)
    })
}

fn vs11_relative(p: &Program) -> bool {
    is(p, ShaderKind::Vertex, 1, 1) && any(p, |i| i.srcs.iter().any(|s| s.rel.is_some()))
}

fn relative_dst(p: &Program) -> bool {
    any(p, |i| i.dst.as_ref().is_some_and(|d| d.rel.is_some()))
}

fn ps3_input_relative(p: &Program) -> bool {
    is_ps3(p)
        && any(p, |i| {
            i.srcs
                .iter()
                .any(|s| s.reg.ty == RegType::INPUT && s.rel.is_some())
        })
}

fn texcoord_below_14(p: &Program) -> bool {
    p.profile.is_ps1() && p.profile.minor < 4 && any(p, |i| i.opcode == Opcode::TEXCOORD)
}

fn ps1_texture_shift(p: &Program) -> bool {
    p.profile.is_ps1()
        && any(p, |i| {
            is_ps1_texture_op(i.opcode) && i.dst.as_ref().is_some_and(|d| d.shift != 0)
        })
}

fn dcl_positiont(p: &Program) -> bool {
    any(p, |i| {
        i.opcode == Opcode::DCL && i.decl.is_some_and(|d| d.usage == 9)
    })
}

fn texld_centroid(p: &Program) -> bool {
    any(p, |i| {
        i.opcode == Opcode::TEX && i.dst.as_ref().is_some_and(|d| d.modifiers.centroid)
    })
}

fn setp_vector_mask(p: &Program) -> bool {
    any(p, |i| {
        i.opcode == Opcode::SETP
            && i.dst
                .as_ref()
                .is_some_and(|d| matches!(d.mask.0.count_ones(), 2 | 3))
    })
}

fn sgn_one_source(p: &Program) -> bool {
    any(p, |i| i.opcode == Opcode::SGN && i.srcs.len() == 1)
}

fn sincos_one_source_sm2(p: &Program) -> bool {
    p.profile.major == 2 && any(p, |i| i.opcode == Opcode::SINCOS && i.srcs.len() == 1)
}

fn ps1_r0_unwritten(p: &Program) -> bool {
    p.profile.is_ps1()
        && !any(p, |i| {
            i.dst
                .as_ref()
                .is_some_and(|d| d.reg.ty == RegType::TEMP && d.reg.index == 0)
        })
}

fn compare_not_replicate(p: &Program) -> bool {
    any(p, |i| {
        matches!(i.opcode, Opcode::BREAKC | Opcode::IFC)
            && i.srcs.iter().any(|s| !s.swizzle.is_replicate())
    })
}

fn ps3_texkill_input(p: &Program) -> bool {
    is_ps3(p)
        && any(p, |i| {
            i.opcode == Opcode::TEXKILL
                && i.dst.as_ref().is_some_and(|d| d.reg.ty == RegType::INPUT)
        })
}

fn ps1_texm3x3(p: &Program) -> bool {
    p.profile.is_ps1() && any(p, |i| i.opcode == Opcode::TEXM3X3)
}

fn ps12_cmp_dest_source(p: &Program) -> bool {
    p.profile.is_ps1()
        && p.profile.minor < 4
        && any(p, |i| {
            i.opcode == Opcode::CMP
                && i.dst
                    .as_ref()
                    .is_some_and(|d| i.srcs.iter().any(|s| s.reg == d.reg))
        })
}

fn vs_dcl_cube(p: &Program) -> bool {
    p.profile.kind == ShaderKind::Vertex
        && any(p, |i| {
            i.opcode == Opcode::DCL
                && i.dst.as_ref().is_some_and(|d| d.reg.ty == RegType::SAMPLER)
                && i.decl.is_some_and(|d| d.sampler_type == 3)
        })
}

/// A label called both inside a `loop` block and outside one: MojoShader wants every
/// call of a label on the same side (it decides from the first whether the body may
/// use aL).
fn call_loop_mixed(p: &Program) -> bool {
    let mut depth = 0u32;
    let mut inside: Vec<(u32, bool)> = Vec::new();
    for i in &p.instructions {
        match i.opcode {
            Opcode::LOOP => depth += 1,
            Opcode::ENDLOOP => depth = depth.saturating_sub(1),
            Opcode::LABEL => depth = 0,
            Opcode::CALL | Opcode::CALLNZ => {
                if let Some(l) = i.srcs.first() {
                    let here = (l.reg.index, depth > 0);
                    if inside.iter().any(|&(n, d)| n == here.0 && d != here.1) {
                        return true;
                    }
                    inside.push(here);
                }
            }
            _ => {}
        }
    }
    false
}

/// `c4[a0.x]_abs`: MojoShader reads a suffix modifier only before the relative address
/// (`c4_abs[a0.x]`), the reference prints Wine's order.
fn relative_suffix_modifier(p: &Program) -> bool {
    use shadercts_shader::ir::SrcModifier as M;
    any(p, |i| {
        i.srcs.iter().any(|s| {
            s.rel.is_some()
                && matches!(
                    s.modifier,
                    M::Bias
                        | M::BiasNeg
                        | M::Bx2
                        | M::Bx2Neg
                        | M::X2
                        | M::X2Neg
                        | M::Dz
                        | M::Dw
                        | M::Abs
                        | M::AbsNeg
                )
        })
    })
}

/// `vFace.x`, `b1.wyzw`: MojoShader takes vFace and the boolean constants as scalars
/// and refuses any swizzle on them.
fn scalar_swizzle(p: &Program) -> bool {
    let vface = Register::new(RegType::MISCTYPE, 1);
    any(p, |i| {
        i.srcs.iter().any(|s| {
            (s.reg == vface || s.reg.ty == RegType::CONSTBOOL) && s.swizzle != Swizzle::IDENTITY
        })
    })
}

/// `setp_gt p0.x, …`: MojoShader treats p0 as a scalar and writes mask .xyzw.
fn setp_one_component(p: &Program) -> bool {
    any(p, |i| {
        i.opcode == Opcode::SETP && i.dst.as_ref().is_some_and(|d| d.mask.0.count_ones() == 1)
    })
}

/// `if p0.x` in a pixel shader: MojoShader takes p0 as a scalar there and refuses any
/// swizzle on it (vertex shaders are fine).
fn ps_p0_swizzle(p: &Program) -> bool {
    p.profile.kind == ShaderKind::Pixel
        && any(p, |i| {
            i.srcs
                .iter()
                .any(|s| s.reg.ty == RegType::PREDICATE && s.swizzle != Swizzle::IDENTITY)
        })
}

/// `breakp p0` without a swizzle: MojoShader asks for a replicate swizzle ("BREAKP
/// without replicate swizzle"); in a pixel shader it refuses any swizzle on p0 (above),
/// so no pixel shader `breakp` assembles.
fn breakp_swizzle(p: &Program) -> bool {
    any(p, |i| {
        i.opcode == Opcode::BREAKP
            && (p.profile.kind == ShaderKind::Pixel
                || i.srcs.iter().any(|s| !s.swizzle.is_replicate()))
    })
}

/// `m4x3`/`m3x3` write `.xyz`, `m3x2` writes `.xy`: a mask beyond those is written
/// as theirs by MojoShader.
fn matrix_mask_beyond_result(p: &Program) -> bool {
    any(p, |i| {
        let result = match i.opcode {
            Opcode::M4X3 | Opcode::M3X3 => 0b0111,
            Opcode::M3X2 => 0b0011,
            _ => return false,
        };
        i.dst.as_ref().is_some_and(|d| d.mask.0 & !result != 0)
    })
}

/// A one-component source (the sources of `swz.scalar-replicate`) written without a
/// swizzle: MojoShader writes `.x` (the DirectX 8 reading of a missing swizzle).
fn scalar_source_identity(p: &Program) -> bool {
    any(p, |i| {
        let sources = match i.opcode {
            Opcode::EXP | Opcode::EXPP | Opcode::LOG | Opcode::LOGP | Opcode::RCP | Opcode::RSQ => {
                1
            }
            Opcode::POW => 2,
            _ => return false,
        };
        i.srcs
            .iter()
            .take(sources)
            .any(|s| s.swizzle == Swizzle::IDENTITY)
    })
}

fn is_ps1_texture_op(op: Opcode) -> bool {
    (Opcode::TEXCOORD.0..=Opcode::TEXDEPTH.0).contains(&op.0)
        && !matches!(op, Opcode::EXPP | Opcode::LOGP | Opcode::CND | Opcode::DEF)
}

/// Masks the usage token of every ps_3_0 input `dcl` in a comment-free stream (the
/// instruction length field gives each instruction's extent).
pub fn mask_ps3_input_usage(tokens: &mut [u32]) {
    let mut i = 1;
    while i < tokens.len() {
        let t = tokens[i];
        if t & 0xFFFF == 0xFFFF {
            break;
        }
        let len = ((t >> 24) & 0xF) as usize;
        let is_input_dcl = t & 0xFFFF == u32::from(Opcode::DCL.0)
            && tokens
                .get(i + 2)
                .is_some_and(|&reg| token::reg_type_of(reg) == RegType::INPUT.0);
        if is_input_dcl {
            if let Some(usage) = tokens.get_mut(i + 1) {
                *usage = 0x8000_0000;
            }
        }
        i += 1 + len;
    }
}

/// `texkill r0.xy` in ps_2_0 and later: MojoShader asks for the full mask ("TEXKILL
/// writemask must be .xyzw"); the pages restrict texkill's mask only in ps_1_x
/// (mask.ps1-texture).
fn texkill_mask(p: &Program) -> bool {
    any(p, |i| {
        i.opcode == Opcode::TEXKILL && i.dst.as_ref().is_some_and(|d| d.mask.0 != 0xF)
    })
}

/// The rules the tool is documented not to check (docs/mojoshader-differences.md §13): it accepts programs that
/// break them, so the differential check of near-miss mutants accepts its "valid" there.
/// Sorted (a test checks): looked up by binary search.
#[rustfmt::skip]
pub const UNCHECKED_RULES: &[&str] = &[
    "coissue.dp4",
    "coissue.not-first",
    "coissue.pair-pipes",
    "decl.ps-inputs",
    "decl.vFace-use",
    "decl.vPos-mask",
    "decl.vs-inputs",
    "dst.a0-writer",
    "dst.p0-setp-only",
    "dst.vs-lrp-nrm-pow-temp",
    "flow.block-structure",
    "flow.call-nesting",
    "flow.dynamic-nesting",
    "flow.gradient-in-dynamic-flow",
    "flow.loop-nesting",
    "flow.static-flow-count",
    "flow.static-nesting",
    "mask.allowed",
    "mask.dp3-ps1",
    "mod.abs-const-sm3",
    "mod.dsx-dsy-ps3",
    "mod.dz-dw",
    "mod.matrix-src1",
    "mod.pp",
    "mod.ps1-arith-only",
    "mod.ps14-const",
    "mod.sat",
    "mod.shift",
    "mod.src-allowed",
    "mod.texld-ps3",
    "op.crs-operands",
    "op.form-in-profile",
    "op.lrp-dst-src",
    "op.matrix-dst-mask",
    "op.matrix-dst-mask-vs11",
    "op.nrm-dst-src",
    "op.nrm-mask",
    "op.setp-no-sat",
    "ports.c-reads",
    "ports.limit",
    "ports.t-reads",
    "ports.t-v-joint",
    "ps.oC.contiguous",
    "ps.oC.mov-only",
    "ps.oC.no-result-modifier",
    "ps.oC.no-writemask",
    "ps.oC.regs",
    "ps.oC.single-write",
    "ps.oC.single-write-static-if",
    "ps.oC.src-plain",
    "ps.oC0.required",
    "ps.oC0.required-2x",
    "ps.oDepth.mov-only",
    "ps.oDepth.replicate",
    "ps.reg.no-uninit-read",
    "ps.reg.no-uninit-read-2x",
    "ps1.cmp-dp4-dst-distinct",
    "ps1.cnd-cond-plain",
    "ps1.slot.coissue",
    "ps1.tex-before-arith",
    "ps1.texaddr-src-file",
    "ps1.texaddr-src-modifier",
    "ps1.texaddr-src-swizzle",
    "ps14.bem-mask",
    "ps14.bem-src",
    "ps14.phase-once",
    "ps14.t-texture-only",
    "ps14.texkill-r-phase2",
    "ps14.texld-mask",
    "ps14.texld-src-file",
    "ps14.texld-src-modifier",
    "ps14.texld-src-swizzle",
    "ps14.v-phase2",
    "ps2.dependent-read-depth",
    "ps3.oDepth.writers",
    "ps3.v.count",
    "reg.dst-writable",
    "reg.file-available",
    "reg.index-range",
    "reg.src-readable",
    "rel.aL-in-loop",
    "rel.ps3-v-aL",
    "src.direct-file",
    "src.matrix-operand",
    "src.sgn-scratch",
    "src.texture-coordinate",
    "swz.ps1",
    "swz.ps20",
    "swz.scalar-replicate",
    "swz.texldd-ps2x",
    "vs.out.masks",
    "vs.reg.no-uninit-read",
    "vs.reg.no-uninit-read-2x",
    "vs3.dcl.mask-disjoint",
    "vs3.dcl.position-full",
    "vs3.dcl.psize-full",
    "vs3.dcl.semantic-unique",
    "vs3.o.position-required",
];
