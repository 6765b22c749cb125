//! The assembly text parser: every syntax feature, the IR it builds, and its errors.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use quickcheck::{Arbitrary, Gen, QuickCheck};
use shadercts_shader::diag::{render, Diagnostic};
use shadercts_shader::ir::{
    Comparison, Decl, Instruction, Literal, Profile, Program, RegType, Register, ShaderKind,
    SrcModifier, Swizzle, WriteMask, MINOR_SW,
};
use shadercts_shader::opcode::Opcode;
use shadercts_shader::span::Span;
use shadercts_shader::text::parse;
use shadercts_shader::Model;

fn model() -> &'static Model {
    Model::embedded()
}

fn parse_ok(src: &str) -> Program {
    match parse(src, model()) {
        Ok(p) => p,
        Err(d) => panic!("{}", render(&d, "test.asm", src)),
    }
}

/// The single instruction of `line` in a program of `profile`.
fn one(profile: &str, line: &str) -> Instruction {
    let p = parse_ok(&format!("{profile}\n{line}\n"));
    assert_eq!(p.instructions.len(), 1, "{line}");
    p.instructions.into_iter().next().unwrap()
}

fn errors(src: &str) -> Vec<Diagnostic> {
    match parse(src, model()) {
        Ok(p) => panic!("expected errors, parsed {p:?}"),
        Err(d) => d,
    }
}

/// The single error of `src`, with the text its span covers.
fn error(src: &str) -> (Diagnostic, &str) {
    let d = errors(src);
    assert_eq!(d.len(), 1, "{}", render(&d, "test.asm", src));
    let span = d[0].span.expect("span");
    let text = &src[span.range()];
    (d.into_iter().next().unwrap(), text)
}

fn reg(ty: RegType, index: u32) -> Register {
    Register::new(ty, index)
}

fn swz(s: &str) -> Swizzle {
    let mut bits = 0;
    for (i, c) in s.chars().enumerate() {
        bits |= ("xyzw".find(c).unwrap() as u8) << (2 * i);
    }
    Swizzle(bits)
}

// ---------------------------------------------------------------- version line

#[test]
fn version_spellings() {
    let cases = [
        ("vs_1_1", ShaderKind::Vertex, 1, 1),
        ("vs.2.0", ShaderKind::Vertex, 2, 0),
        ("VS_2_X", ShaderKind::Vertex, 2, 1),
        ("vs.2.x", ShaderKind::Vertex, 2, 1),
        ("vs_3_sw", ShaderKind::Vertex, 3, MINOR_SW),
        ("ps.1.4", ShaderKind::Pixel, 1, 4),
        ("ps_2_x", ShaderKind::Pixel, 2, 1),
        ("Ps_3_0", ShaderKind::Pixel, 3, 0),
        ("ps_3_sw", ShaderKind::Pixel, 3, MINOR_SW),
        ("PS.3.SW", ShaderKind::Pixel, 3, MINOR_SW),
    ];
    for (text, kind, major, minor) in cases {
        let src = format!("// header\n\n  /* c */ {text} ; trailing comment\n");
        let p = parse_ok(&src);
        assert_eq!(p.profile, Profile::new(kind, major, minor), "{text}");
        assert_eq!(&src[p.version_span.range()], text);
        assert!(p.instructions.is_empty());
    }
}

#[test]
fn version_errors() {
    let (d, text) = error("vs_4_0\nmov r0, r1\n");
    assert_eq!(d.code.as_deref(), Some("syntax.version"));
    assert_eq!(d.message, "unknown shader version `vs_4_0`");
    assert_eq!(text, "vs_4_0");

    let (d, text) = error("mov r0, r1\nvs_2_0\n");
    assert_eq!(d.code.as_deref(), Some("syntax.version"));
    assert!(
        d.message.starts_with("expected a version line"),
        "{}",
        d.message
    );
    assert_eq!(text, "mov");

    let (d, text) = error("  // only a comment\n");
    assert_eq!(d.code.as_deref(), Some("syntax.version"));
    assert_eq!(text, "");

    let (d, text) = error("vs_2_0\nmov r0, r1\nvs_2_0\n");
    assert_eq!(d.message, "`vs_2_0` after the first statement");
    assert_eq!(text, "vs_2_0");

    let (d, text) = error("vs_2_0 junk\nmov r0, r1\n");
    assert_eq!(
        d.message,
        "expected the end of the version line, found `junk`"
    );
    assert_eq!(text, "junk");
}

// ---------------------------------------------------------------- comments and layout

#[test]
fn comments_and_blank_lines() {
    let p = parse_ok(
        "vs_2_0 // version\n\n; semicolon\nmov r0, r1 // trailing\n/* block */ add r0, r1, r2 ; x\n\
         /* multi\n line */\n\t mul r0, r1, r2\r\n",
    );
    let ops: Vec<Opcode> = p.instructions.iter().map(|i| i.opcode).collect();
    assert_eq!(ops, [Opcode::MOV, Opcode::ADD, Opcode::MUL]);
}

#[test]
fn several_statements_on_one_line() {
    // Microsoft's own test strings concatenate statements without line breaks.
    let p = parse_ok("ps_2_0 dcl t0 nrm r0, t0 mov oC0, c0 ");
    let ops: Vec<Opcode> = p.instructions.iter().map(|i| i.opcode).collect();
    assert_eq!(ops, [Opcode::DCL, Opcode::NRM, Opcode::MOV]);
    let p = parse_ok("ps_1_1\nmov r0.rgb, t0 +mov r0.a, t1\n");
    assert!(p.instructions[1].coissue);
}

#[test]
fn flow_statements_separated_by_spaces() {
    // Native reads whitespace-separated statements, bare flow statements included.
    let p = parse_ok("ps_2_x\ndefb b0, true\nif b0 nop else nop endif mov oC0, c0\n");
    let ops: Vec<Opcode> = p.instructions.iter().map(|i| i.opcode).collect();
    assert_eq!(
        ops,
        [
            Opcode::DEFB,
            Opcode::IF,
            Opcode::NOP,
            Opcode::ELSE,
            Opcode::NOP,
            Opcode::ENDIF,
            Opcode::MOV
        ]
    );
    let p = parse_ok("vs_2_x\ndefi i0, 2, 0, 1, 0\nrep i0 break endrep\n");
    let ops: Vec<Opcode> = p.instructions.iter().map(|i| i.opcode).collect();
    assert_eq!(
        ops,
        [Opcode::DEFI, Opcode::REP, Opcode::BREAK, Opcode::ENDREP]
    );
    let p = parse_ok("vs_3_0 defi i0, 2, 0, 1, 0 loop aL, i0 endloop ret");
    let ops: Vec<Opcode> = p.instructions.iter().map(|i| i.opcode).collect();
    assert_eq!(
        ops,
        [Opcode::DEFI, Opcode::LOOP, Opcode::ENDLOOP, Opcode::RET]
    );
}

#[test]
fn glued_flow_words_are_a_syntax_error() {
    // `endifendif` is one unknown word, not two statements.
    let (_, text) = error("ps_2_x\ndefb b0, true\nif b0\nif b0\nendifendif\nmov oC0, c0\n");
    assert_eq!(text, "endifendif");
    let (_, text) = error("vs_2_x\ndefi i0, 2, 0, 1, 0\nrep i0\nbreakendrep\n");
    assert_eq!(text, "breakendrep");
}

// ---------------------------------------------------------------- def, defi, defb

#[test]
fn def_floats() {
    let i = one("vs_2_0", "def c0, 1.0, -2, 3.5e1, .5");
    assert_eq!(i.opcode, Opcode::DEF);
    assert_eq!(i.dst.as_ref().unwrap().reg, reg(RegType::CONST, 0));
    assert_eq!(
        i.literal,
        Some(Literal::Float([
            1f32.to_bits(),
            (-2f32).to_bits(),
            35f32.to_bits(),
            0.5f32.to_bits()
        ]))
    );
    let i = one("ps_2_0", "def c31, 1.0f, -0.0, 1e-45, 1.");
    assert_eq!(
        i.literal,
        Some(Literal::Float([0x3f80_0000, 0x8000_0000, 1, 0x3f80_0000]))
    );
}

#[test]
fn def_hex_bits_extension() {
    let i = one(
        "vs_2_0",
        "def c1, 0x7fc00000, 0x7f800000, -0x7f800000, 0X3F800000",
    );
    assert_eq!(
        i.literal,
        Some(Literal::Float([
            0x7fc0_0000,
            0x7f80_0000,
            0xff80_0000,
            0x3f80_0000
        ]))
    );
}

#[test]
fn def_errors() {
    let (d, text) = error("vs_2_0\ndef c0, 1e99, 0, 0, 0\n");
    assert_eq!(d.code.as_deref(), Some("syntax"));
    assert!(
        d.message.contains("out of the range of a 32-bit float"),
        "{}",
        d.message
    );
    assert_eq!(text, "1e99");

    let (d, text) = error("vs_2_0\ndef c0, 1, 2, 3\n");
    assert_eq!(d.code.as_deref(), Some("syntax.operands"));
    assert_eq!(d.message, "`def` takes 5 operands, found 4");
    assert_eq!(text, "");
    assert_eq!(d.notes, ["written: def dst, float, float, float, float"]);

    let (d, text) = error("vs_2_0\ndef c0, 1, r0, 3, 4\n");
    assert_eq!(
        d.message,
        "operand 3 of `def` must be a float value, found a register"
    );
    assert_eq!(text, "r0");
}

#[test]
fn defi_and_defb() {
    let i = one("vs_2_0", "defi i0, 1, -2, 3, 4");
    assert_eq!(i.opcode, Opcode::DEFI);
    assert_eq!(i.dst.as_ref().unwrap().reg, reg(RegType::CONSTINT, 0));
    assert_eq!(i.literal, Some(Literal::Int([1, -2, 3, 4])));
    let i = one("vs_2_0", "defi i15, -2147483648, 2147483647, 0x10, 0");
    assert_eq!(i.literal, Some(Literal::Int([i32::MIN, i32::MAX, 16, 0])));
    let (d, text) = error("vs_2_0\ndefi i0, 2147483648, 0, 0, 0\n");
    assert!(d.message.contains("does not fit in a 32-bit integer"));
    assert_eq!(text, "2147483648");
    let (d, text) = error("vs_2_0\ndefi i0, 1.5, 0, 0, 0\n");
    assert_eq!(d.message, "`1.5` is not an integer");
    assert_eq!(text, "1.5");

    let i = one("vs_2_0", "defb b0, true");
    assert_eq!(i.opcode, Opcode::DEFB);
    assert_eq!(i.dst.as_ref().unwrap().reg, reg(RegType::CONSTBOOL, 0));
    assert_eq!(i.literal, Some(Literal::Bool(true)));
    assert_eq!(
        one("ps_3_0", "defb b15, FALSE").literal,
        Some(Literal::Bool(false))
    );
}

// ---------------------------------------------------------------- dcl

fn decl(usage: u8, usage_index: u8, sampler_type: u8) -> Option<Decl> {
    Some(Decl {
        usage,
        usage_index,
        sampler_type,
    })
}

#[test]
fn dcl_usages() {
    let i = one("vs_2_0", "dcl_position0 v0");
    assert_eq!(i.opcode, Opcode::DCL);
    assert_eq!(i.decl, decl(0, 0, 0));
    assert_eq!(i.dst.as_ref().unwrap().reg, reg(RegType::INPUT, 0));
    assert_eq!(i.dst.as_ref().unwrap().mask, WriteMask::ALL);

    let i = one("vs_3_0", "dcl_texcoord3 o3.yz");
    assert_eq!(i.decl, decl(5, 3, 0));
    let d = i.dst.unwrap();
    assert_eq!(d.reg, reg(RegType::OUTPUT, 3));
    assert_eq!(d.mask, WriteMask(0b0110));

    let cases = [
        ("dcl_normal v1", 3, 0),
        ("dcl_psize o1", 4, 0),
        ("dcl_pointsize o1", 4, 0),
        ("dcl_texcoord15 o2", 5, 15),
        ("dcl_positiont v0", 9, 0),
        ("dcl_color1 v2", 10, 1),
        ("DCL_FOG o4.x", 11, 0),
        ("dcl_blendindices2 v3", 2, 2),
    ];
    for (line, usage, index) in cases {
        assert_eq!(one("vs_3_0", line).decl, decl(usage, index, 0), "{line}");
    }
}

#[test]
fn dcl_samplers_and_bare() {
    let cases = [
        ("dcl_2d s0", 2, RegType::SAMPLER, 0),
        ("dcl_cube s1", 3, RegType::SAMPLER, 1),
        ("dcl_volume s2", 4, RegType::SAMPLER, 2),
        ("dcl_1d s3", 1, RegType::SAMPLER, 3),
        ("dcl s4", 0, RegType::SAMPLER, 4),
    ];
    for (line, st, ty, n) in cases {
        let i = one("ps_2_0", line);
        assert_eq!(i.decl, decl(0, 0, st), "{line}");
        assert_eq!(i.dst.unwrap().reg, reg(ty, n));
    }
    let i = one("ps_2_0", "dcl v0.xyz");
    assert_eq!(i.decl, decl(0, 0, 0));
    let d = i.dst.unwrap();
    assert_eq!(d.reg, reg(RegType::INPUT, 0));
    assert_eq!(d.mask, WriteMask(0b0111));
    let i = one("ps_2_0", "dcl t0");
    assert_eq!(i.dst.unwrap().reg, reg(RegType::TEXTURE, 0));
    let i = one("ps_3_0", "dcl vPos.xy");
    assert_eq!(i.dst.unwrap().reg, reg(RegType::MISCTYPE, 0));
}

#[test]
fn dcl_result_modifiers() {
    let i = one("ps_3_0", "dcl_texcoord0_centroid v0.xy");
    assert_eq!(i.decl, decl(5, 0, 0));
    let d = i.dst.unwrap();
    assert!(d.modifiers.centroid && !d.modifiers.partial_precision);
    let d = one("ps_3_0", "dcl_color_pp v1").dst.unwrap();
    assert!(d.modifiers.partial_precision);
    let i = one("ps_2_0", "dcl_centroid t0");
    assert_eq!(i.decl, decl(0, 0, 0));
    assert!(i.dst.unwrap().modifiers.centroid);
}

#[test]
fn dcl_raw_extension_parts() {
    let i = one("vs_3_0", "dcl_usage14_index3 v0");
    assert_eq!(i.decl, decl(14, 3, 0));
    let i = one("ps_3_0", "dcl_sampler7 s0");
    assert_eq!(i.decl, decl(0, 0, 7));
    let i = one("ps_3_0", "dcl_texcoord2_2d s0");
    assert_eq!(i.decl, decl(5, 2, 2));
}

#[test]
fn dcl_errors() {
    let (d, text) = error("vs_3_0\ndcl_texcoord16 o0\n");
    assert_eq!(d.message, "the usage index `16` does not fit in 4 bits");
    assert_eq!(text, "texcoord16");
    let (d, text) = error("vs_3_0\ndcl_bogus o0\n");
    assert_eq!(d.message, "unknown suffix `_bogus` on `dcl`");
    assert_eq!(text, "bogus");
    let (d, text) = error("vs_3_0\ndcl_texcoord_normal o0\n");
    assert_eq!(d.message, "`_normal` repeats the usage of `dcl`");
    assert_eq!(text, "normal");
}

// ---------------------------------------------------------------- instruction modifiers

#[test]
fn result_modifiers_and_shifts() {
    let d = one("ps_2_0", "mov_sat_pp r0, r1").dst.unwrap();
    assert!(d.modifiers.saturate && d.modifiers.partial_precision && !d.modifiers.centroid);
    assert_eq!(d.shift, 0);
    let d = one("ps_2_0", "texld_pp_centroid r0, t0, s0").dst.unwrap();
    assert!(d.modifiers.centroid && d.modifiers.partial_precision);
    let shifts = [
        ("x2", 1),
        ("x4", 2),
        ("x8", 3),
        ("d2", -1),
        ("d4", -2),
        ("d8", -3),
    ];
    for (s, v) in shifts {
        let d = one("ps_1_4", &format!("add_{s} r0, r1, r2")).dst.unwrap();
        assert_eq!(d.shift, v, "{s}");
    }
    let d = one("ps_1_1", "mul_sat_x4 r0, r1, r1").dst.unwrap();
    assert_eq!(d.shift, 2);
    assert!(d.modifiers.saturate);
    let d = one("ps_1_1", "MUL_X2_SAT r0, r1, r1").dst.unwrap();
    assert_eq!((d.shift, d.modifiers.saturate), (1, true));
    // Shifts outside ps_1_x are the validator's business; the wider 4-bit values parse.
    assert_eq!(one("vs_2_0", "add_x128 r0, r1, r2").dst.unwrap().shift, 7);
    assert_eq!(one("vs_2_0", "add_d256 r0, r1, r2").dst.unwrap().shift, -8);
}

#[test]
fn modifier_errors() {
    let (d, text) = error("ps_1_1\nmov_sat_sat r0, r1\n");
    assert_eq!(d.message, "`_sat` repeats the modifier of `mov`");
    assert_eq!(text, "sat");
    let (d, text) = error("ps_1_1\nmov_x2_d2 r0, r1\n");
    assert_eq!(d.message, "`_d2` repeats the shift of `mov`");
    assert_eq!(text, "d2");
    let (d, text) = error("ps_1_1\nmov_foo r0, r1\n");
    assert_eq!(d.message, "unknown suffix `_foo` on `mov`");
    assert_eq!(text, "foo");
    let (d, text) = error("ps_1_1\nmov_ r0, r1\n");
    assert_eq!(d.message, "empty suffix in `mov_`");
    assert_eq!(text, "_");
}

#[test]
fn comparisons() {
    let cases = [
        ("if_lt r0.x, c0.x", Opcode::IFC, Comparison::Lt),
        ("ifc_gt r0.x, c0.x", Opcode::IFC, Comparison::Gt),
        ("break_ne r0.x, c0.x", Opcode::BREAKC, Comparison::Ne),
        ("breakc_eq r0.x, c0.x", Opcode::BREAKC, Comparison::Eq),
        ("setp_ge p0, r0, c0", Opcode::SETP, Comparison::Ge),
        ("SETP_LE p0.x, r0, c0", Opcode::SETP, Comparison::Le),
    ];
    for (line, op, cmp) in cases {
        let i = one("ps_3_0", line);
        assert_eq!(i.opcode, op, "{line}");
        assert_eq!(i.comparison(), Some(cmp), "{line}");
        assert_eq!(i.control, cmp as u8);
    }
    let i = one("ps_3_0", "setp_gt p0, r0, c0");
    assert_eq!(i.dst.unwrap().reg, reg(RegType::PREDICATE, 0));
    let (d, text) = error("ps_3_0\nsetp p0, r0, c0\n");
    assert_eq!(d.message, "`setp` needs a comparison suffix");
    assert_eq!(text, "setp");
    let (d, text) = error("ps_3_0\nmov_gt r0, r1\n");
    assert_eq!(d.message, "`mov` takes no comparison suffix");
    assert_eq!(text, "gt");
}

#[test]
fn texture_lookups() {
    let i = one("ps_2_0", "texld r0, t0, s0");
    assert_eq!((i.opcode, i.control, i.srcs.len()), (Opcode::TEX, 0, 2));
    assert_eq!(i.srcs[1].reg, reg(RegType::SAMPLER, 0));
    assert_eq!(one("ps_2_0", "texldp r0, t0, s0").control, 1);
    assert_eq!(one("ps_2_0", "texldb r0, t0, s0").control, 2);
    let i = one("ps_3_0", "texldl r0, v0, s0");
    assert_eq!(i.opcode, Opcode::TEXLDL);
    let i = one("ps_3_0", "texldd r0, v0, s0, v1, v2");
    assert_eq!((i.opcode, i.srcs.len()), (Opcode::TEXLDD, 4));
    let i = one("ps_1_4", "texld r0, t0");
    assert_eq!((i.opcode, i.srcs.len()), (Opcode::TEX, 1));
    let i = one("ps_1_1", "tex t0");
    assert_eq!((i.opcode, i.srcs.len()), (Opcode::TEX, 0));
    assert_eq!(i.dst.unwrap().reg, reg(RegType::TEXTURE, 0));
    let i = one("ps_1_1", "texcoord t1");
    assert_eq!(i.opcode, Opcode::TEXCOORD);
    let i = one("ps_1_4", "texcrd r0.xyz, t0");
    assert_eq!((i.opcode, i.srcs.len()), (Opcode::TEXCOORD, 1));
    let i = one("ps_1_1", "texm3x2pad t1, t0_bx2");
    assert_eq!(i.opcode, Opcode::TEXM3X2PAD);
    assert_eq!(i.srcs[0].modifier, SrcModifier::Bx2);
    let i = one("ps_2_0", "texkill r0");
    assert_eq!(i.opcode, Opcode::TEXKILL);
    assert_eq!(i.dst.unwrap().reg, reg(RegType::TEMP, 0));
}

// ---------------------------------------------------------------- registers

#[test]
fn register_names() {
    let dsts = [
        ("vs_1_1", "mov oPos, r0", RegType::RASTOUT, 0),
        ("vs_1_1", "mov oFog, r0.x", RegType::RASTOUT, 1),
        ("vs_1_1", "mov oPts, r0.x", RegType::RASTOUT, 2),
        ("vs_1_1", "mov oD1, r0", RegType::ATTROUT, 1),
        ("vs_1_1", "mov oT7, r0", RegType::TEXCRDOUT, 7),
        ("vs_2_x", "mov r31, r0", RegType::TEMP, 31),
        ("vs_3_0", "mov o11, r0", RegType::OUTPUT, 11),
        ("vs_2_0", "mova a0.x, r0.x", RegType::ADDR, 0),
        ("ps_2_0", "mov oC3, r0", RegType::COLOROUT, 3),
        ("ps_2_0", "mov oDepth, r0.x", RegType::DEPTHOUT, 0),
        ("ps_2_x", "setp_gt p0, r0, r1", RegType::PREDICATE, 0),
        ("vs_1_1", "mov OPOS, r0", RegType::RASTOUT, 0),
        ("vs_1_1", "mov R0, r0", RegType::TEMP, 0),
        ("ps_1_1", "mov t3, r0", RegType::TEXTURE, 3),
    ];
    for (profile, line, ty, n) in dsts {
        assert_eq!(one(profile, line).dst.unwrap().reg, reg(ty, n), "{line}");
    }
    let srcs = [
        ("vs_2_0", "mov r0, c255", RegType::CONST, 255),
        ("vs_3_0", "mov r0, c8191", RegType::CONST, 8191),
        ("vs_2_0", "rep i15", RegType::CONSTINT, 15),
        ("vs_2_0", "if b15", RegType::CONSTBOOL, 15),
        ("ps_2_0", "texld r0, t0, s15", RegType::SAMPLER, 15),
        ("vs_2_0", "call l5", RegType::LABEL, 5),
        ("vs_2_0", "call l2047", RegType::LABEL, 2047),
        ("ps_3_0", "mov r0, vFace", RegType::MISCTYPE, 1),
        ("ps_3_0", "mov r0, VFACE", RegType::MISCTYPE, 1),
        ("ps_3_0", "mov r0, vPos", RegType::MISCTYPE, 0),
        ("vs_3_0", "mov r0, v15", RegType::INPUT, 15),
        ("vs_2_0", "mov r0, r2047", RegType::TEMP, 2047),
    ];
    for (profile, line, ty, n) in srcs {
        let i = one(profile, line);
        let s = i.srcs.last().unwrap();
        assert_eq!(s.reg, reg(ty, n), "{line}");
    }
    let i = one("vs_2_0", "loop aL, i0");
    assert_eq!(i.srcs[0].reg, reg(RegType::LOOP, 0));
    assert_eq!(i.srcs[1].reg, reg(RegType::CONSTINT, 0));
}

#[test]
fn registers_of_other_profiles_parse() {
    // Whether a register exists in the profile is the validator's verdict.
    assert_eq!(
        one("vs_1_1", "mov oC0, r0").dst.unwrap().reg,
        reg(RegType::COLOROUT, 0)
    );
    assert_eq!(
        one("ps_2_0", "mov r0, vFace").srcs[0].reg,
        reg(RegType::MISCTYPE, 1)
    );
    assert_eq!(
        one("vs_1_1", "mov r40, r0").dst.unwrap().reg,
        reg(RegType::TEMP, 40)
    );
}

#[test]
fn register_errors() {
    let (d, text) = error("vs_2_0\nmov r0, q3\n");
    assert_eq!(d.code.as_deref(), Some("syntax.register"));
    assert_eq!(d.message, "unknown register `q3`");
    assert_eq!(text, "q3");
    let (d, text) = error("vs_2_0\nmov r2048, r0\n");
    assert_eq!(d.code.as_deref(), Some("syntax.range"));
    assert_eq!(d.message, "register number 2048 cannot be encoded");
    assert_eq!(
        d.label,
        "the token format holds register numbers up to 2047"
    );
    assert_eq!(text, "r2048");
    let (d, text) = error("vs_3_0\nmov r0, c8192\n");
    assert_eq!(
        d.label,
        "the token format holds register numbers up to 8191"
    );
    assert_eq!(text, "c8192");
    let (d, text) = error("vs_2_0\nmov r0, r99999999999999999999999\n");
    assert_eq!(d.code.as_deref(), Some("syntax.range"));
    assert_eq!(text, "r99999999999999999999999");
    let (d, text) = error("vs_2_0\nmov r0, oPos3\n");
    assert_eq!(d.message, "unknown register `oPos3`");
    assert_eq!(text, "oPos3");
    let (d, text) = error("vs_2_0\nmov r0, c\n");
    assert_eq!(d.message, "register `c` needs a number");
    assert_eq!(text, "c");
}

// ---------------------------------------------------------------- masks and swizzles

#[test]
fn write_masks() {
    let cases = [
        ("", 0xF),
        (".xyzw", 0xF),
        (".rgba", 0xF),
        (".x", 0b0001),
        (".xz", 0b0101),
        (".yw", 0b1010),
        (".rgb", 0b0111),
        (".a", 0b1000),
        (".XyZ", 0b0111),
        (".none", 0),
    ];
    for (m, bits) in cases {
        let d = one("vs_2_0", &format!("mov r0{m}, r1")).dst.unwrap();
        assert_eq!(d.mask, WriteMask(bits), "{m}");
    }
    for (m, label) in [
        (
            ".zx",
            "write-mask letters must be in xyzw order, each at most once",
        ),
        (
            ".xx",
            "write-mask letters must be in xyzw order, each at most once",
        ),
        (".xq", "write-mask letters are x, y, z, w or r, g, b, a"),
    ] {
        let src = format!("vs_2_0\nmov r0{m}, r1\n");
        let (d, text) = error(&src);
        assert_eq!(d.message, format!("bad write mask `{m}`"));
        assert_eq!(d.label, label);
        assert_eq!(text, &m[1..]);
    }
}

#[test]
fn swizzles() {
    let cases = [
        ("", "xyzw"),
        (".xyzw", "xyzw"),
        (".rgba", "xyzw"),
        (".x", "xxxx"),
        (".w", "wwww"),
        (".a", "wwww"),
        (".xy", "xyyy"),
        (".xyz", "xyzz"),
        (".wzyx", "wzyx"),
        (".yxwz", "yxwz"),
        (".bgra", "zyxw"),
        (".xg", "xyyy"),
    ];
    for (s, bits) in cases {
        let i = one("vs_2_0", &format!("mov r0, r1{s}"));
        assert_eq!(i.srcs[0].swizzle, swz(bits), "{s}");
    }
    assert_eq!(Swizzle::IDENTITY, swz("xyzw"));
    let (d, text) = error("vs_2_0\nmov r0, r1.xyzwx\n");
    assert_eq!(d.message, "bad swizzle `.xyzwx`");
    assert_eq!(text, "xyzwx");
    let (d, text) = error("vs_2_0\nmov r0, r1.xq\n");
    assert_eq!(d.label, "swizzle letters are x, y, z, w or r, g, b, a");
    assert_eq!(text, "xq");
    let (d, text) = error("vs_2_0\nmov r0, r1.\n");
    assert_eq!(
        d.message,
        "expected swizzle or write-mask letters after `.`, found the end of the line"
    );
    assert_eq!(text, "");
}

// ---------------------------------------------------------------- source modifiers

#[test]
fn source_modifiers() {
    use SrcModifier::*;
    let cases = [
        ("r0", None),
        ("-r0", Neg),
        ("r0_bias", Bias),
        ("-r0_bias", BiasNeg),
        ("1-r0", Comp),
        ("1 - r0", Comp),
        ("r0_bx2", Bx2),
        ("-r0_bx2", Bx2Neg),
        ("r0_x2", X2),
        ("-r0_x2", X2Neg),
        ("r0_dz", Dz),
        ("r0_db", Dz),
        ("r0_dw", Dw),
        ("r0_da", Dw),
        ("r0_abs", Abs),
        ("-r0_abs", AbsNeg),
        ("r0_ABS", Abs),
    ];
    for (text, m) in cases {
        let i = one("ps_1_4", &format!("mov r1, {text}"));
        assert_eq!(i.srcs[0].modifier, m, "{text}");
        assert_eq!(i.srcs[0].reg, reg(RegType::TEMP, 0));
    }
    assert_eq!(one("vs_2_0", "if !b0").srcs[0].modifier, Not);
    assert_eq!(one("ps_2_x", "breakp !p0.x").srcs[0].modifier, Not);
}

#[test]
fn modifier_order_wine_and_swizzle_first() {
    // Wine's grammar: register, relative address, suffix, swizzle.
    let i = one("vs_3_0", "mov r0, -c3[a0.x]_abs.x");
    let s = &i.srcs[0];
    assert_eq!(s.modifier, SrcModifier::AbsNeg);
    assert_eq!(s.reg, reg(RegType::CONST, 3));
    assert_eq!(s.swizzle, swz("xxxx"));
    assert_eq!(s.rel.unwrap().reg, reg(RegType::ADDR, 0));
    // Leniency: swizzle before the suffix.
    let s = one("ps_1_4", "mov r0, r1.x_bias").srcs[0].clone();
    assert_eq!((s.modifier, s.swizzle), (SrcModifier::Bias, swz("xxxx")));
    let s = one("ps_1_4", "mov r0, r1_bias.x").srcs[0].clone();
    assert_eq!((s.modifier, s.swizzle), (SrcModifier::Bias, swz("xxxx")));
}

#[test]
fn source_modifier_errors() {
    let (d, text) = error("ps_1_4\nmov r0, 1-r1_bias\n");
    assert_eq!(d.message, "`1-` cannot be combined with this suffix");
    assert_eq!(text, "bias");
    let (d, text) = error("ps_1_4\nmov r0, -r1_dz\n");
    assert_eq!(d.message, "`-` cannot be combined with this suffix");
    assert_eq!(text, "dz");
    let (d, text) = error("ps_1_4\nmov r0, 2-r1\n");
    assert_eq!(d.message, "`2-` is not a source modifier");
    assert_eq!(text, "2");
    let (d, text) = error("ps_1_4\nmov r0, r1_foo\n");
    assert_eq!(d.message, "unknown source modifier `_foo`");
    assert_eq!(text, "foo");
    let (d, text) = error("ps_1_4\nmov -r0, r1\n");
    assert_eq!(d.message, "a destination takes no source modifier");
    assert_eq!(text, "-r0");
    let (d, text) = error("ps_1_4\nmov r0, r1_bias.x_abs\n");
    assert_eq!(d.message, "a source takes only one modifier suffix");
    assert_eq!(text, "abs");
}

// ---------------------------------------------------------------- relative addressing

#[test]
fn relative_addressing() {
    let cases = [
        ("c[a0.x + 3]", 3, RegType::ADDR, 0),
        ("c3[a0.x]", 3, RegType::ADDR, 0),
        ("c[a0.x]", 0, RegType::ADDR, 0),
        ("c[3 + a0.y]", 3, RegType::ADDR, 1),
        ("c1[2 + a0.z + 4]", 7, RegType::ADDR, 2),
        ("c[a0.w]", 0, RegType::ADDR, 3),
        ("c[aL]", 0, RegType::LOOP, 0),
        ("c5[aL + 1]", 6, RegType::LOOP, 0),
    ];
    for (text, index, ty, component) in cases {
        let src = format!("vs_3_0\nmov r0, {text}\n");
        let p = parse_ok(&src);
        let s = &p.instructions[0].srcs[0];
        assert_eq!(s.reg, reg(RegType::CONST, index), "{text}");
        let rel = s.rel.unwrap();
        assert_eq!((rel.reg, rel.component), (reg(ty, 0), component), "{text}");
        let bracket = text.find('[').unwrap();
        assert_eq!(&src[rel.span.range()], &text[bracket..], "{text}");
    }
    // A constant offset alone is just a register number (Wine: c2[4] is c6).
    let s = one("vs_3_0", "mov r0, c2[4]").srcs[0].clone();
    assert_eq!((s.reg, s.rel), (reg(RegType::CONST, 6), None));
    let s = one("vs_1_1", "mov r0, c[a0.x]").srcs[0].clone();
    assert_eq!(s.rel.unwrap().reg, reg(RegType::ADDR, 0));
    let s = one("vs_3_0", "mov r0, v[aL]").srcs[0].clone();
    assert_eq!(s.reg, reg(RegType::INPUT, 0));
    assert_eq!(s.rel.unwrap().reg, reg(RegType::LOOP, 0));
    let d = one("vs_3_0", "mov o[aL + 1], r0").dst.unwrap();
    assert_eq!(d.reg, reg(RegType::OUTPUT, 1));
    assert_eq!(d.rel.unwrap().reg, reg(RegType::LOOP, 0));
    let d = one("vs_3_0", "mov o0[aL].xy, r0").dst.unwrap();
    assert_eq!(d.mask, WriteMask(0b0011));
}

#[test]
fn relative_addressing_errors() {
    let (d, text) = error("vs_2_0\nmov r0, c[a0.x - 1]\n");
    assert_eq!(d.message, "negative offsets cannot be encoded");
    assert_eq!(text, "-");
    let (d, text) = error("vs_2_0\nmov r0, c[a0.xy]\n");
    assert_eq!(d.message, "`.xy` does not select one component");
    assert_eq!(text, "xy");
    let (d, text) = error("vs_2_0\nmov r0, c[a0.x + aL]\n");
    assert_eq!(d.message, "only one address register may index an operand");
    assert_eq!(text, "aL");
    let (d, text) = error("vs_2_0\nmov r0, c[a0.x + 9000]\n");
    assert_eq!(d.code.as_deref(), Some("syntax.range"));
    assert_eq!(text, "c[a0.x + 9000]");
    let (d, text) = error("vs_2_0\nmov r0, c[a0.x + 1.5]\n");
    assert_eq!(d.message, "`1.5` is not an integer offset");
    assert_eq!(text, "1.5");
    let (d, text) = error("vs_2_0\nmov r0, c[a0.x\n");
    assert_eq!(d.message, "expected `+` or `]`, found the end of the line");
    assert_eq!(text, "");
}

// ---------------------------------------------------------------- predication, co-issue

#[test]
fn predication() {
    let i = one("vs_2_x", "(p0.x) add r0, r1, r2");
    let p = i.predicate.unwrap();
    assert_eq!(p.reg, reg(RegType::PREDICATE, 0));
    assert_eq!((p.swizzle, p.modifier), (swz("xxxx"), SrcModifier::None));
    assert_eq!(i.opcode, Opcode::ADD);
    assert_eq!(i.srcs.len(), 2);
    let p = one("ps_2_x", "(!p0) mov r0, r1").predicate.unwrap();
    assert_eq!(
        (p.swizzle, p.modifier),
        (Swizzle::IDENTITY, SrcModifier::Not)
    );
    let p = one("ps_3_0", "( p0 ) texld r0, v0, s0").predicate.unwrap();
    assert_eq!(p.modifier, SrcModifier::None);
    let (d, text) = error("ps_3_0\n(p0 mov r0, r1\n");
    assert_eq!(d.message, "expected `)` after the predicate, found `mov`");
    assert_eq!(text, "mov");
}

#[test]
fn coissue() {
    let p = parse_ok("ps_1_1\nmov r0.rgb, t0\n+mov r0.a, t1\n+ (p0) mov r0.a, t1\n");
    assert!(!p.instructions[0].coissue);
    assert!(p.instructions[1].coissue);
    assert_eq!(
        p.instructions[1].dst.as_ref().unwrap().mask,
        WriteMask(0b1000)
    );
    assert!(p.instructions[2].coissue && p.instructions[2].predicate.is_some());
}

// ---------------------------------------------------------------- flow control

#[test]
fn flow_control() {
    let cases: [(&str, &str, Opcode, usize); 17] = [
        ("ps_1_4", "phase", Opcode::PHASE, 0),
        ("vs_2_0", "label l3", Opcode::LABEL, 1),
        ("vs_2_0", "call l3", Opcode::CALL, 1),
        ("vs_2_0", "callnz l3, b0", Opcode::CALLNZ, 2),
        ("vs_2_x", "callnz l3, !p0.x", Opcode::CALLNZ, 2),
        ("vs_2_0", "loop aL, i0", Opcode::LOOP, 2),
        ("vs_2_0", "rep i0", Opcode::REP, 1),
        ("vs_2_0", "if b0", Opcode::IF, 1),
        ("vs_2_x", "if p0.x", Opcode::IF, 1),
        ("vs_2_x", "if_gt r0.x, c0.x", Opcode::IFC, 2),
        ("vs_2_0", "else", Opcode::ELSE, 0),
        ("vs_2_0", "endif", Opcode::ENDIF, 0),
        ("vs_2_0", "endloop", Opcode::ENDLOOP, 0),
        ("vs_2_0", "endrep", Opcode::ENDREP, 0),
        ("vs_2_x", "break", Opcode::BREAK, 0),
        ("vs_2_x", "breakp p0.x", Opcode::BREAKP, 1),
        ("vs_2_0", "ret", Opcode::RET, 0),
    ];
    for (profile, line, op, n) in cases {
        let i = one(profile, line);
        assert_eq!(
            (i.opcode, i.srcs.len(), i.dst.is_some()),
            (op, n, false),
            "{line}"
        );
    }
    let i = one("vs_2_x", "callnz l3, !p0.x");
    assert_eq!(i.srcs[0].reg, reg(RegType::LABEL, 3));
    assert_eq!(i.srcs[1].modifier, SrcModifier::Not);
}

#[test]
fn form_selection() {
    let i = one("vs_3_0", "sincos r0.xy, r1.x");
    assert_eq!((i.opcode, i.srcs.len()), (Opcode::SINCOS, 1));
    let i = one("vs_2_0", "sincos r0.xy, r1.x, c0, c1");
    assert_eq!(i.srcs.len(), 3);
    // An opcode missing from the profile still parses: the validator decides.
    assert_eq!(one("vs_2_0", "texldl r0, r1, s0").opcode, Opcode::TEXLDL);
    assert_eq!(one("ps_2_0", "tex t0").opcode, Opcode::TEX);
    // The shadercts raw-control extension.
    let i = one("ps_2_0", "texld_ctrl3 r0, t0, s0");
    assert_eq!((i.opcode, i.control), (Opcode::TEX, 3));
    let i = one("vs_2_x", "if_ctrl7 r0.x, c0.x");
    assert_eq!((i.opcode, i.control), (Opcode::IFC, 7));
}

#[test]
fn operand_count_errors() {
    // Forms of other profiles count too (`texld r0, t0` is the ps_1_4 form), but the
    // note shows the profile's own forms.
    let (d, text) = error("ps_2_0\ntexld r0\n");
    assert_eq!(d.code.as_deref(), Some("syntax.operands"));
    assert_eq!(d.message, "`texld` takes 3 operands, found 1");
    assert_eq!(d.notes, ["written: texld dst, src, src"]);
    assert_eq!(text, "");
    let (d, text) = error("vs_2_0\nmov r0, r1, r2, r3\n");
    assert_eq!(d.message, "`mov` takes 2 operands, found 4");
    assert_eq!(d.label, "too many operands");
    assert_eq!(text, "r2, r3");
    let (d, text) = error("vs_3_0\nsincos r0, r1, r2\n");
    assert_eq!(d.message, "`sincos` takes 2 operands, found 3");
    assert_eq!(text, "r2");
    // vs_1_1 has no sincos: every form is listed.
    let (d, text) = error("vs_1_1\nsincos r0, r1, r2\n");
    assert_eq!(d.message, "`sincos` takes 2 or 4 operands, found 3");
    assert_eq!(d.label, "wrong number of operands");
    assert_eq!(text, "sincos");
    let (d, text) = error("vs_2_0\nmov r0, true\n");
    assert_eq!(
        d.message,
        "operand 2 of `mov` must be a source register, found a boolean"
    );
    assert_eq!(text, "true");
    let (d, text) = error("vs_2_0\nret r0\n");
    assert_eq!(d.message, "`ret` takes 0 operands, found 1");
    assert_eq!(text, "r0");
}

// ---------------------------------------------------------------- raw registers

#[test]
fn raw_register_extension() {
    let i = one("vs_2_0", "mov r0, @16[3]");
    assert_eq!(i.srcs[0].reg, reg(RegType::TEMPFLOAT16, 3));
    let i = one("vs_2_0", "mov r0, -@4[a0.x + 5]_abs.y");
    let s = &i.srcs[0];
    assert_eq!(s.reg, reg(RegType::RASTOUT, 5));
    assert_eq!(s.modifier, SrcModifier::AbsNeg);
    assert!(s.rel.is_some());
    let (d, text) = error("vs_2_0\nmov r0, @32[0]\n");
    assert_eq!(d.message, "register type `32` is out of range");
    assert_eq!(text, "32");
    let (d, text) = error("vs_2_0\nmov r0, @16\n");
    assert_eq!(
        d.message,
        "expected `[number]` after a raw register type, found the end of the line"
    );
    assert_eq!(text, "");
}

// ---------------------------------------------------------------- spans

#[test]
fn spans() {
    let src = "vs_3_0\n  (!p0.x) add_sat r0.xy, -c[a0.x + 3].x, v1 // c\n";
    let p = parse_ok(src);
    let i = &p.instructions[0];
    let at = |s: Span| &src[s.range()];
    assert_eq!(at(p.version_span), "vs_3_0");
    assert_eq!(at(i.span), "(!p0.x) add_sat r0.xy, -c[a0.x + 3].x, v1");
    assert_eq!(at(i.mnemonic_span), "add_sat");
    assert_eq!(at(i.predicate.as_ref().unwrap().span), "!p0.x");
    assert_eq!(at(i.dst.as_ref().unwrap().span), "r0.xy");
    assert_eq!(at(i.srcs[0].span), "-c[a0.x + 3].x");
    assert_eq!(at(i.srcs[0].rel.unwrap().span), "[a0.x + 3]");
    assert_eq!(at(i.srcs[1].span), "v1");
    let src = "ps_2_0\ndef c0, 1, 2, 3, 4\n";
    let p = parse_ok(src);
    assert_eq!(&src[p.instructions[0].span.range()], "def c0, 1, 2, 3, 4");
}

// ---------------------------------------------------------------- error recovery

#[test]
fn one_error_per_bad_line_and_later_lines_still_checked() {
    let src = "vs_2_0\n\
               mov r0, r1 r2 r3\n\
               mov r0, r1\n\
               foo r0, r1\n\
               add r0, r1\n\
               mov r0.xq, r1.q\n";
    let d = errors(src);
    let lines: Vec<usize> = d.iter().map(|d| d.line(src)).collect();
    assert_eq!(lines, [2, 4, 5, 6], "{}", render(&d, "t.asm", src));
    let codes: Vec<&str> = d.iter().map(|d| d.code.as_deref().unwrap()).collect();
    assert_eq!(
        codes,
        ["syntax", "syntax.mnemonic", "syntax.operands", "syntax"]
    );
    assert_eq!(d[1].message, "unknown instruction `foo`");
    assert_eq!(&src[d[1].span.unwrap().range()], "foo");
    assert_eq!(
        d[0].message,
        "expected `,` or the end of the line, found `r2`"
    );
}

#[test]
fn odd_input_is_an_error_not_a_panic() {
    for src in [
        "vs_2_0\nmov r0, r1 /* never closed",
        "vs_2_0\n\u{e9}\n",
        "vs_2_0\nmov r0, r\u{e9}\n",
        "vs_2_0\n)))\n",
        "vs_2_0\n+\n",
        "vs_2_0\n(p0\n",
        "vs_2_0\nmov r0, [\n",
        "vs_2_0\nmov r0, c[]\n",
        "vs_2_0\nmov r0, @\n",
        "vs_2_0\nmov r0, 1-\n",
        "vs_2_0\nmov r0, -\n",
        "vs_2_0\ndef c0, -, 1, 2, 3\n",
        "vs_2_0\nmov_sat_x2_gt_ctrl999 r0, r1\n",
        "vs_2_0\naaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa r0\n",
        // A byte-order mark is skipped only at the very start (issue 13).
        "vs_2_0\n\u{feff}\n",
        "",
    ] {
        let d = errors(src);
        assert!(!d.is_empty());
        for e in &d {
            let s = e.span.unwrap();
            assert!(src.get(s.range()).is_some(), "span {s:?} in {src:?}");
        }
        let _ = render(&d, "t.asm", src);
    }
}

// ---------------------------------------------------------------- no panics, ever

#[test]
fn arbitrary_text_never_panics() {
    fn prop(s: String) -> bool {
        for src in [s.clone(), format!("vs_3_0\n{s}"), format!("ps.1.4 {s}")] {
            if let Err(d) = parse(&src, model()) {
                assert!(d.iter().all(|e| src.get(e.span.unwrap().range()).is_some()));
            }
        }
        true
    }
    QuickCheck::new()
        .tests(3000)
        .quickcheck(prop as fn(String) -> bool);
}

/// Text made of assembly tokens in random order: deeper into the parser than random
/// characters get.
#[derive(Clone, Debug)]
struct TokenSoup(String);

const VOCABULARY: &[&str] = &[
    "mov",
    "add",
    "dcl_texcoord3",
    "dcl_2d",
    "dcl",
    "def",
    "defi",
    "defb",
    "r0",
    "c",
    "c3",
    "[",
    "a0",
    ".x",
    "]",
    "+",
    "-",
    "1",
    "!",
    "(",
    ")",
    "p0",
    ".xyzw",
    "_abs",
    "_bias",
    "_sat",
    ",",
    ",",
    ",",
    "\n",
    "\n",
    "0x7f800000",
    "1.5e3",
    "-2",
    "vs_2_0",
    "ps_1_4",
    "texld",
    "if_gt",
    "setp_lt",
    "aL",
    "@16",
    "@",
    "3",
    "//",
    "/*",
    "*/",
    ";",
    "oPos",
    "true",
    "phase",
    " ",
    " ",
    "v0",
    "s0",
    "t0",
    "oC0",
    "_x2",
    "loop",
    "i0",
    "sincos",
    "texldp",
    "_ctrl3",
    "_centroid",
    ".none",
    "o[aL + 1]",
    "l2",
    "call",
    "else",
    "endif",
    "+mov",
    "texm3x2pad",
    "\u{e9}",
];

impl Arbitrary for TokenSoup {
    fn arbitrary(g: &mut Gen) -> TokenSoup {
        let version = *g
            .choose(&["vs_1_1\n", "vs_3_0\n", "ps_1_1\n", "ps_2_x\n", ""])
            .unwrap();
        let mut s = version.to_string();
        for _ in 0..usize::arbitrary(g) % 40 {
            s.push_str(g.choose(VOCABULARY).unwrap());
            if bool::arbitrary(g) {
                s.push(' ');
            }
        }
        TokenSoup(s)
    }
}

#[test]
fn token_soup_never_panics_and_accepted_text_reprints_stably() {
    fn prop(t: TokenSoup) -> bool {
        match parse(&t.0, model()) {
            Ok(p) => {
                let text = shadercts_shader::print::print(&p, model());
                let back =
                    parse(&text, model()).unwrap_or_else(|d| panic!("{}", render(&d, "p", &text)));
                assert_eq!(shadercts_shader::print::print(&back, model()), text);
            }
            Err(d) => assert!(d.iter().all(|e| t.0.get(e.span.unwrap().range()).is_some())),
        }
        true
    }
    QuickCheck::new()
        .tests(5000)
        .quickcheck(prop as fn(TokenSoup) -> bool);
}
