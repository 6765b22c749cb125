//! Wine's known, documented deviations from the native assembler, as data: the one list
//! the generator's Wine gate (generator/src/wine_gate.rs) consults when Wine's answer
//! for an assemble case is not the expected tokens. Each entry is described in
//! `docs/wine-differences.md` under its id; its predicate decides from the program (and
//! its text) alone, as Wine sees it: a software-profile case through its hardware
//! counterpart (vs_2_sw as vs_2_x, vs_3_sw as vs_3_0, ps_2_sw as ps_2_x, ps_3_sw as
//! ps_3_0).

use shadercts_shader::ir::{Instruction, Program, RegType, ShaderKind, Swizzle};
use shadercts_shader::opcode::Opcode;

/// A program as Wine is asked about it.
#[derive(Clone, Copy, Debug)]
pub struct Seen<'a> {
    /// The program (its own profile, `_sw` included).
    pub program: &'a Program,
    /// The exact text.
    pub text: &'a str,
    /// The profile Wine assembles it as: kind, major, minor (1 for `2_x`).
    pub kind: ShaderKind,
    /// Major version as Wine sees it.
    pub major: u8,
    /// Minor version as Wine sees it (a software profile's hardware counterpart).
    pub minor: u8,
}

impl<'a> Seen<'a> {
    /// `program` as Wine sees it: a software profile as its hardware counterpart.
    pub fn of(program: &'a Program, text: &'a str) -> Seen<'a> {
        let p = program.profile;
        let minor = match (p.minor, p.major) {
            (shadercts_shader::ir::MINOR_SW, 2) => 1,
            (shadercts_shader::ir::MINOR_SW, _) => 0,
            (m, _) => m,
        };
        Seen {
            program,
            text,
            kind: p.kind,
            major: p.major,
            minor,
        }
    }

    fn is(&self, kind: ShaderKind, major: u8, minor: u8) -> bool {
        self.kind == kind && self.major == major && self.minor == minor
    }

    fn any(&self, f: impl Fn(&Instruction) -> bool) -> bool {
        self.program.instructions.iter().any(f)
    }
}

/// One documented deviation: Wine refuses such programs (or, where `other_words`, may
/// also write other words for them), so its answer confirms nothing.
#[derive(Clone, Copy, Debug)]
pub struct WineDeviation {
    /// Short id; the manifest records `wine.<id>`.
    pub id: &'static str,
    /// One line: what Wine does.
    pub description: &'static str,
    /// Whether the program has the construct.
    pub applies: fn(&Seen<'_>) -> bool,
    /// Wine may accept such a program and write other words (not only refuse it).
    pub other_words: bool,
}

/// Every documented deviation (docs/wine-differences.md).
#[rustfmt::skip]
pub const DEVIATIONS: &[WineDeviation] = &[
    d("exponent-literal", "a number written with an exponent (2.6e-34) is a syntax error to Wine's lexer (`Unexpected input e`)", exponent_literal, false),
    d("vs_2_x-temporaries", "Wine's vs_2_x has 12 temporaries: r12 to r31 are refused (`Destination register r12 not supported in VS 2.0`)", vs2x_temporaries, false),
    d("dcl-vpos-vface", "no `dcl vPos` / `dcl vFace` in Wine's grammar (`syntax error`)", dcl_misc, false),
    d("sincos-three-sources-ps", "ps_2_0/ps_2_x `sincos` with its two constant sources is refused (`Wrong number of source registers`)", sincos_three_ps, false),
    d("sgn-one-source-vs3", "vs_3_0 `sgn` with one source is refused (`Wrong number of source registers`)", sgn_one_vs3, false),
    d("dcl-two-modifiers", "a `dcl` with two result modifiers (`_centroid_pp`) is refused (`Unsupported modifier in dcl instruction`)", dcl_two_modifiers, false),
    d("pp-texkill-setp", "`_pp` on `texkill` or `setp` is a syntax error to Wine", pp_texkill_setp, false),
    // Found by the differential check of near-miss mutants (docs/differential.md); Wine
    // accepts these invalid programs and writes other words than the encoder:
    d("declaration-after-code", "a `dcl`/`def`/`defi`/`defb` after the first instruction is moved: Wine writes every declaration before the code, wherever the text has it", declaration_after_code, true),
    d("constant-destination", "a constant register `c#` as a destination is written as another register file (`mov c0, c0` gets a temporary's register type)", constant_destination, true),
    d("output-source", "an output register (`oC0`, `o3`, `oPos`…) read as a source is written as another register file (a temporary's register type)", output_source, true),
    d("ps1-texture-source-swizzle", "ps_1_1–ps_1_3: the source swizzle of a texture-address instruction (`texreg2ar t1, t0.w`) is dropped (written `.xyzw`)", ps1_texture_source_swizzle, true),
    d("ps14-mov-from-texture", "ps_1_4: `mov r#, t#` is written as `texcrd` (opcode 0x40), not `mov`", ps14_mov_from_texture, true),
    d("software-profile-ranges", "Wine has no software profiles; a `_sw` program that uses a register beyond its hardware counterpart's range (c, i, b) has no Wine counterpart: Wine refuses it (`Source register c32 not supported in PS 2.x`) or, for c2048 and above, keeps only 11 bits of the index", sw_ranges, true),
];

const fn d(
    id: &'static str,
    description: &'static str,
    applies: fn(&Seen<'_>) -> bool,
    other_words: bool,
) -> WineDeviation {
    WineDeviation {
        id,
        description,
        applies,
        other_words,
    }
}

/// The deviations that apply to `seen`.
pub fn applicable(seen: &Seen<'_>) -> Vec<&'static WineDeviation> {
    DEVIATIONS.iter().filter(|d| (d.applies)(seen)).collect()
}

/// The deviation with `id`.
pub fn by_id(id: &str) -> Option<&'static WineDeviation> {
    DEVIATIONS.iter().find(|d| d.id == id)
}

/// A digit, `e` or `E`, an optional sign and a digit, outside `//` and `;` comments.
fn exponent_literal(s: &Seen<'_>) -> bool {
    s.text.lines().any(|line| {
        let code = line.split("//").next().unwrap_or("");
        let code = code.split(';').next().unwrap_or("");
        let b = code.as_bytes();
        (1..b.len()).any(|i| {
            matches!(b[i], b'e' | b'E') && b[i - 1].is_ascii_digit() && {
                let mut j = i + 1;
                if matches!(b.get(j), Some(b'+' | b'-')) {
                    j += 1;
                }
                b.get(j).is_some_and(u8::is_ascii_digit)
            }
        })
    })
}

fn uses(i: &Instruction, f: impl Fn(RegType, u32) -> bool) -> bool {
    i.dst.iter().any(|d| f(d.reg.ty, d.reg.index))
        || i.srcs.iter().any(|s| f(s.reg.ty, s.reg.index))
}

fn vs2x_temporaries(s: &Seen<'_>) -> bool {
    s.is(ShaderKind::Vertex, 2, 1) && s.any(|i| uses(i, |t, n| t == RegType::TEMP && n >= 12))
}

fn dcl_misc(s: &Seen<'_>) -> bool {
    s.any(|i| {
        i.opcode == Opcode::DCL
            && i.dst
                .as_ref()
                .is_some_and(|d| d.reg.ty == RegType::MISCTYPE)
    })
}

fn sincos_three_ps(s: &Seen<'_>) -> bool {
    s.kind == ShaderKind::Pixel
        && s.major == 2
        && s.any(|i| i.opcode == Opcode::SINCOS && i.srcs.len() == 3)
}

fn sgn_one_vs3(s: &Seen<'_>) -> bool {
    s.is(ShaderKind::Vertex, 3, 0) && s.any(|i| i.opcode == Opcode::SGN && i.srcs.len() == 1)
}

fn dcl_two_modifiers(s: &Seen<'_>) -> bool {
    s.any(|i| {
        i.opcode == Opcode::DCL
            && i.dst.as_ref().is_some_and(|d| {
                let m = &d.modifiers;
                usize::from(m.saturate) + usize::from(m.partial_precision) + usize::from(m.centroid)
                    >= 2
            })
    })
}

fn pp_texkill_setp(s: &Seen<'_>) -> bool {
    s.any(|i| {
        matches!(i.opcode, Opcode::TEXKILL | Opcode::SETP)
            && i.dst
                .as_ref()
                .is_some_and(|d| d.modifiers.partial_precision)
    })
}

fn is_declaration(op: Opcode) -> bool {
    matches!(op, Opcode::DCL | Opcode::DEF | Opcode::DEFI | Opcode::DEFB)
}

fn declaration_after_code(s: &Seen<'_>) -> bool {
    let ins = &s.program.instructions;
    ins.iter()
        .position(|i| !is_declaration(i.opcode))
        .is_some_and(|first| ins[first..].iter().any(|i| is_declaration(i.opcode)))
}

fn constant_destination(s: &Seen<'_>) -> bool {
    s.any(|i| {
        !is_declaration(i.opcode) && i.dst.as_ref().is_some_and(|d| d.reg.ty == RegType::CONST)
    })
}

fn output_source(s: &Seen<'_>) -> bool {
    let output = |t: RegType| match s.kind {
        ShaderKind::Pixel => matches!(t, RegType::COLOROUT | RegType::DEPTHOUT),
        ShaderKind::Vertex => matches!(t, RegType::RASTOUT | RegType::ATTROUT | RegType::OUTPUT),
    };
    s.any(|i| i.srcs.iter().any(|x| output(x.reg.ty)))
}

/// The ps_1_x texture-address instructions (`tex`…`texdepth`, not the arithmetic
/// opcodes numbered among them).
fn is_ps1_texture_op(op: Opcode) -> bool {
    (Opcode::TEXCOORD.0..=Opcode::TEXDEPTH.0).contains(&op.0)
        && !matches!(op, Opcode::EXPP | Opcode::LOGP | Opcode::CND | Opcode::DEF)
}

fn ps1_texture_source_swizzle(s: &Seen<'_>) -> bool {
    s.kind == ShaderKind::Pixel
        && s.major == 1
        && s.minor < 4
        && s.any(|i| {
            is_ps1_texture_op(i.opcode) && i.srcs.iter().any(|x| x.swizzle != Swizzle::IDENTITY)
        })
}

fn ps14_mov_from_texture(s: &Seen<'_>) -> bool {
    s.is(ShaderKind::Pixel, 1, 4)
        && s.any(|i| i.opcode == Opcode::MOV && i.srcs.iter().any(|x| x.reg.ty == RegType::TEXTURE))
}

fn sw_ranges(s: &Seen<'_>) -> bool {
    if s.program.profile.minor != shadercts_shader::ir::MINOR_SW {
        return false;
    }
    // The hardware counterpart's float constants (Wine's asmparser limits).
    let consts = match (s.kind, s.major) {
        (ShaderKind::Pixel, 2) => 32,
        (ShaderKind::Pixel, _) => 224,
        _ => 256,
    };
    s.any(|i| {
        uses(i, |t, n| {
            (t == RegType::CONST && n >= consts)
                || matches!(t, RegType::CONST2 | RegType::CONST3 | RegType::CONST4)
                || (matches!(t, RegType::CONSTINT | RegType::CONSTBOOL) && n >= 16)
        })
    })
}

/// The rules the tool is documented not to check (docs/wine-differences.md, "Rules Wine does not check"): it accepts programs that
/// break them, so the differential check of near-miss mutants accepts its "valid" there.
/// Sorted (a test checks): looked up by binary search.
#[rustfmt::skip]
pub const UNCHECKED_RULES: &[&str] = &[
    "coissue.dp4",
    "coissue.not-first",
    "coissue.pair-pipes",
    "decl.dcl-before-code",
    "decl.def-before-code",
    "decl.ps-inputs",
    "decl.texkill-input-declared",
    "decl.vs-inputs",
    "dst.a0-writer",
    "dst.p0-setp-only",
    "dst.vs-lrp-nrm-pow-temp",
    "flow.block-structure",
    "flow.break-in-loop",
    "flow.call-nesting",
    "flow.dynamic-nesting",
    "flow.gradient-in-dynamic-flow",
    "flow.loop-nesting",
    "flow.static-nesting",
    "mask.allowed",
    "mask.dp3-ps1",
    "mask.ps1-texture",
    "mask.texkill-texldd-ps2",
    "mod.abs-const-sm3",
    "mod.centroid",
    "mod.dsx-dsy-ps3",
    "mod.dz-dw",
    "mod.matrix-src1",
    "mod.not-bool",
    "mod.pp",
    "mod.ps1-arith-only",
    "mod.ps14-const",
    "mod.sat-except",
    "mod.shift",
    "mod.texld-ps3",
    "op.breakp-operand",
    "op.callnz-operands",
    "op.crs-operands",
    "op.if-operand",
    "op.loop-operands",
    "op.lrp-dst-src",
    "op.matrix-dst-mask",
    "op.mova-dst",
    "op.nrm-dst-src",
    "op.nrm-mask",
    "op.rep-operand",
    "op.setp-dst",
    "op.sincos-dst",
    "op.texkill-register",
    "ports.c-reads",
    "ports.limit",
    "ports.t-reads",
    "ports.t-v-joint",
    "pred.modifier-swizzle",
    "ps.oC.contiguous",
    "ps.oC.mov-only",
    "ps.oC.no-result-modifier",
    "ps.oC.no-writemask",
    "ps.oC.single-write",
    "ps.oC.src-plain",
    "ps.oC0.required",
    "ps.oDepth.mov-only",
    "ps.oDepth.replicate",
    "ps.out.no-dynamic-flow",
    "ps.reg.no-uninit-read",
    "ps.reg.no-uninit-read-2x",
    "ps1.cmp-dp4-dst-distinct",
    "ps1.cnd-cond-plain",
    "ps1.r0-written",
    "ps1.slot.coissue",
    "ps1.tex-before-arith",
    "ps1.texaddr-src-modifier",
    "ps1.texaddr-src-swizzle",
    "ps1.texm-src-order",
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
    "reg.dst-writable",
    "reg.file-available",
    "reg.index-range",
    "reg.src-readable",
    "rel.aL-in-loop",
    "rel.o-aL",
    "src.direct-file",
    "src.matrix-operand",
    "src.sampler",
    "src.texture-coordinate",
    "swz.dp2add-replicate",
    "swz.ps1",
    "swz.ps20",
    "swz.scalar-replicate",
    "swz.sincos-replicate",
    "swz.texld-ps2",
    "vs.reg.no-uninit-read-2x",
    "vs3.dcl.all-used",
    "vs3.dcl.before-code",
    "vs3.dcl.mask-disjoint",
    "vs3.dcl.position-full",
    "vs3.dcl.psize-full",
    "vs3.dcl.semantic-unique",
    "vs3.index.declared",
    "vs3.index.no-pos-psize",
    "vs3.index.pos-o0-psize-o1",
    "vs3.o.budget",
    "vs3.o.eleven",
    "vs3.o.position-required",
];
