//! Encoder and decoder tests: hand-built IR against native token words (the DDK token
//! pages, https://learn.microsoft.com/en-us/windows-hardware/drivers/display/instruction-token and its siblings, and Wine's
//! d3dcompiler tests, https://github.com/wine-mirror/wine/blob/master/dlls/d3dcompiler_43/tests/asm.c),
//! decoding them back, and decode errors with offsets.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_shader::bytecode::{self, EncodeOptions};
use shadercts_shader::ir::*;
use shadercts_shader::opcode::Opcode;
use shadercts_shader::{Model, Span};

// ---------------------------------------------------------------- IR builders

const VS11: Profile = Profile::new(ShaderKind::Vertex, 1, 1);
const VS20: Profile = Profile::new(ShaderKind::Vertex, 2, 0);
const VS2X: Profile = Profile::new(ShaderKind::Vertex, 2, 1);
const VS30: Profile = Profile::new(ShaderKind::Vertex, 3, 0);
const PS11: Profile = Profile::new(ShaderKind::Pixel, 1, 1);
const PS13: Profile = Profile::new(ShaderKind::Pixel, 1, 3);
const PS14: Profile = Profile::new(ShaderKind::Pixel, 1, 4);
const PS20: Profile = Profile::new(ShaderKind::Pixel, 2, 0);
const PS2X: Profile = Profile::new(ShaderKind::Pixel, 2, 1);
const PS30: Profile = Profile::new(ShaderKind::Pixel, 3, 0);

fn reg(ty: RegType, index: u32) -> Register {
    Register::new(ty, index)
}

fn dst(r: Register, mask: u8) -> Dst {
    Dst {
        reg: r,
        mask: WriteMask(mask),
        modifiers: ResultModifiers::default(),
        shift: 0,
        rel: None,
        span: Span::default(),
    }
}

fn src(r: Register, swizzle: u8) -> Src {
    Src {
        reg: r,
        swizzle: Swizzle(swizzle),
        modifier: SrcModifier::None,
        rel: None,
        span: Span::default(),
    }
}

fn src_id(r: Register) -> Src {
    src(r, 0xE4)
}

fn rel(ty: RegType, component: u8) -> Option<RelAddr> {
    Some(RelAddr {
        reg: reg(ty, 0),
        component,
        span: Span::default(),
    })
}

fn ins(op: Opcode, d: Option<Dst>, srcs: Vec<Src>) -> Instruction {
    let mut i = Instruction::new(op);
    i.dst = d;
    i.srcs = srcs;
    i
}

fn program(profile: Profile, instructions: Vec<Instruction>) -> Program {
    Program {
        profile,
        version_span: Span::default(),
        instructions,
    }
}

fn r0() -> Register {
    reg(RegType::TEMP, 0)
}

fn model() -> &'static Model {
    Model::embedded()
}

/// Clears every span so that decoded programs compare equal to hand-built ones.
fn strip(mut p: Program) -> Program {
    p.version_span = Span::default();
    for i in &mut p.instructions {
        i.span = Span::default();
        i.mnemonic_span = Span::default();
        let clear_rel = |r: &mut Option<RelAddr>| {
            if let Some(r) = r {
                r.span = Span::default();
            }
        };
        if let Some(d) = &mut i.dst {
            d.span = Span::default();
            clear_rel(&mut d.rel);
        }
        for s in i.predicate.iter_mut().chain(i.srcs.iter_mut()) {
            s.span = Span::default();
            clear_rel(&mut s.rel);
        }
    }
    p
}

/// Encodes `p`, checks the body tokens (between version and end), decodes them back and
/// checks the IR is unchanged.
fn check(p: Program, body: &[u32]) {
    let toks = bytecode::encode(&p).unwrap_or_else(|e| panic!("encode failed: {e:?}"));
    let mut expected = vec![p.profile.version_token()];
    expected.extend_from_slice(body);
    expected.push(0x0000_FFFF);
    assert_eq!(hex(&toks), hex(&expected), "encoding of {p:#?}");
    let back = bytecode::decode(&bytecode::to_bytes(&toks), model())
        .unwrap_or_else(|e| panic!("decode failed: {e:?}\n{}", hex(&toks)));
    assert_eq!(strip(back), strip(p));
}

fn hex(toks: &[u32]) -> String {
    toks.iter()
        .map(|t| format!("{t:08x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

// ---------------------------------------------------------------- encoder: native words

#[test]
fn version_and_end_only() {
    check(program(VS11, vec![]), &[]);
    check(program(PS30, vec![]), &[]);
    let sw = Profile::new(ShaderKind::Vertex, 3, MINOR_SW);
    assert_eq!(
        bytecode::encode(&program(sw, vec![])).unwrap(),
        [0xFFFE_03FF, 0xFFFF]
    );
    let ps_sw = Profile::new(ShaderKind::Pixel, 3, MINOR_SW);
    assert_eq!(
        bytecode::encode(&program(ps_sw, vec![])).unwrap(),
        [0xFFFF_03FF, 0xFFFF]
    );
    assert_eq!(ps_sw.to_string(), "ps_3_sw");
    assert_eq!(Profile::from_version_token(0xFFFF_03FF), Some(ps_sw));
}

#[test]
fn sm1_arithmetic_has_no_length() {
    // Wine vs_1_1 #0: add r0, r1, r2
    check(
        program(
            VS11,
            vec![ins(
                Opcode::ADD,
                Some(dst(r0(), 0xF)),
                vec![src_id(reg(RegType::TEMP, 1)), src_id(reg(RegType::TEMP, 2))],
            )],
        ),
        &[0x00000002, 0x800f0000, 0x80e40001, 0x80e40002],
    );
    // dp4 r0.xw, r1.wzyx, r2.xxww
    check(
        program(
            VS11,
            vec![ins(
                Opcode::DP4,
                Some(dst(r0(), 0x9)),
                vec![
                    src(reg(RegType::TEMP, 1), 0x1B),
                    src(reg(RegType::TEMP, 2), 0xF0),
                ],
            )],
        ),
        &[0x00000009, 0x80090000, 0x801b0001, 0x80f00002],
    );
}

#[test]
fn sm2_length_field() {
    // lrp r0, v0, c0, r1
    check(
        program(
            VS20,
            vec![ins(
                Opcode::LRP,
                Some(dst(r0(), 0xF)),
                vec![
                    src_id(reg(RegType::INPUT, 0)),
                    src_id(reg(RegType::CONST, 0)),
                    src_id(reg(RegType::TEMP, 1)),
                ],
            )],
        ),
        &[0x04000012, 0x800f0000, 0x90e40000, 0xa0e40000, 0x80e40001],
    );
}

#[test]
fn comparison_in_control_bits() {
    let mut i = ins(
        Opcode::IFC,
        None,
        vec![src_id(r0()), src_id(reg(RegType::TEMP, 1))],
    );
    i.control = Comparison::Ge as u8;
    check(
        program(VS2X, vec![i, ins(Opcode::ENDIF, None, vec![])]),
        &[0x02030029, 0x80e40000, 0x80e40001, 0x0000002b],
    );
    let mut b = ins(
        Opcode::BREAKC,
        None,
        vec![src_id(r0()), src_id(reg(RegType::TEMP, 1))],
    );
    b.control = Comparison::Ne as u8;
    let rep = ins(Opcode::REP, None, vec![src_id(reg(RegType::CONSTINT, 0))]);
    check(
        program(PS2X, vec![rep, b, ins(Opcode::ENDREP, None, vec![])]),
        &[
            0x01000026, 0xf0e40000, 0x0205002d, 0x80e40000, 0x80e40001, 0x00000027,
        ],
    );
}

#[test]
fn texld_variants() {
    let body = |control: u8| {
        let mut i = ins(
            Opcode::TEX,
            Some(dst(r0(), 0xF)),
            vec![
                src_id(reg(RegType::TEXTURE, 1)),
                src_id(reg(RegType::SAMPLER, 2)),
            ],
        );
        i.control = control;
        i
    };
    check(
        program(PS20, vec![body(0)]),
        &[0x03000042, 0x800f0000, 0xb0e40001, 0xa0e40802],
    );
    check(
        program(PS20, vec![body(1)]),
        &[0x03010042, 0x800f0000, 0xb0e40001, 0xa0e40802],
    );
    check(
        program(PS20, vec![body(2)]),
        &[0x03020042, 0x800f0000, 0xb0e40001, 0xa0e40802],
    );
}

#[test]
fn ps1_texture_ops_and_shifts() {
    // ps_1_3: tex t0; texbem_d4 t1, t0; mov_d8 r0, -r1; mov_x2_sat r0, 1 - r1
    let t = |n| reg(RegType::TEXTURE, n);
    let mut texbem = ins(Opcode::TEXBEM, Some(dst(t(1), 0xF)), vec![src_id(t(0))]);
    texbem.dst.as_mut().unwrap().shift = -2;
    let mut movd8 = ins(
        Opcode::MOV,
        Some(dst(r0(), 0xF)),
        vec![src_id(reg(RegType::TEMP, 1))],
    );
    movd8.dst.as_mut().unwrap().shift = -3;
    movd8.srcs[0].modifier = SrcModifier::Neg;
    let mut movx2 = ins(
        Opcode::MOV,
        Some(dst(r0(), 0xF)),
        vec![src_id(reg(RegType::TEMP, 1))],
    );
    movx2.dst.as_mut().unwrap().shift = 1;
    movx2.dst.as_mut().unwrap().modifiers.saturate = true;
    movx2.srcs[0].modifier = SrcModifier::Comp;
    check(
        program(
            PS13,
            vec![
                ins(Opcode::TEX, Some(dst(t(0), 0xF)), vec![]),
                texbem,
                movd8,
                movx2,
            ],
        ),
        &[
            0x00000042, 0xb00f0000, // tex t0
            0x00000043, 0xbe0f0001, 0xb0e40000, // texbem_d4 t1, t0
            0x00000001, 0x8d0f0000, 0x81e40001, // mov_d8 r0, -r1
            0x00000001, 0x811f0000, 0x86e40001, // mov_x2_sat r0, 1 - r1
        ],
    );
    // ps_1_4: texld r0, t0 (one source); texcrd r4, t3; phase
    check(
        program(
            PS14,
            vec![
                ins(Opcode::TEX, Some(dst(r0(), 0xF)), vec![src_id(t(0))]),
                ins(
                    Opcode::TEXCOORD,
                    Some(dst(reg(RegType::TEMP, 4), 0xF)),
                    vec![src_id(t(3))],
                ),
                ins(Opcode::PHASE, None, vec![]),
            ],
        ),
        &[
            0x00000042, 0x800f0000, 0xb0e40000, 0x00000040, 0x800f0004, 0xb0e40003, 0x0000fffd,
        ],
    );
}

#[test]
fn coissue_bit() {
    // ps_1_1: add r0.rgb, r0, r1 / +mov r0.a, t0
    let add = ins(
        Opcode::ADD,
        Some(dst(r0(), 0x7)),
        vec![src_id(r0()), src_id(reg(RegType::TEMP, 1))],
    );
    let mut mov = ins(
        Opcode::MOV,
        Some(dst(r0(), 0x8)),
        vec![src_id(reg(RegType::TEXTURE, 0))],
    );
    mov.coissue = true;
    check(
        program(PS11, vec![add, mov]),
        &[
            0x00000002, 0x80070000, 0x80e40000, 0x80e40001, 0x40000001, 0x80080000, 0xb0e40000,
        ],
    );
}

#[test]
fn colour_and_depth_outputs() {
    check(
        program(
            PS20,
            vec![
                ins(
                    Opcode::MOV,
                    Some(dst(reg(RegType::COLOROUT, 0), 0xF)),
                    vec![src_id(reg(RegType::CONST, 0))],
                ),
                ins(
                    Opcode::MOV,
                    Some(dst(reg(RegType::DEPTHOUT, 0), 0xF)),
                    vec![src(reg(RegType::CONST, 0), 0x00)],
                ),
            ],
        ),
        &[
            0x02000001, 0x800f0800, 0xa0e40000, 0x02000001, 0x900f0800, 0xa0000000,
        ],
    );
}

fn dcl(usage: u8, index: u8, sampler: u8, d: Dst) -> Instruction {
    let mut i = ins(Opcode::DCL, Some(d), vec![]);
    i.decl = Some(Decl {
        usage,
        usage_index: index,
        sampler_type: sampler,
    });
    i
}

#[test]
fn declarations() {
    // dcl_2d s0 (ps_2_0, vs_3_0)
    let s0 = dcl(0, 0, 2, dst(reg(RegType::SAMPLER, 0), 0xF));
    check(
        program(PS20, vec![s0.clone()]),
        &[0x0200001f, 0x90000000, 0xa00f0800],
    );
    check(
        program(VS30, vec![s0]),
        &[0x0200001f, 0x90000000, 0xa00f0800],
    );
    // dcl_position o0; dcl_texcoord12 o11 (vs_3_0)
    check(
        program(
            VS30,
            vec![
                dcl(0, 0, 0, dst(reg(RegType::OUTPUT, 0), 0xF)),
                dcl(5, 12, 0, dst(reg(RegType::OUTPUT, 11), 0xF)),
            ],
        ),
        &[
            0x0200001f, 0x80000000, 0xe00f0000, 0x0200001f, 0x800c0005, 0xe00f000b,
        ],
    );
    // vs_1_1: dcl_normal12 v15 has length 0
    check(
        program(VS11, vec![dcl(3, 12, 0, dst(reg(RegType::INPUT, 15), 0xF))]),
        &[0x0000001f, 0x800c0003, 0x900f000f],
    );
    // ps_2_0: dcl t0 writes usage token 0x80000000
    check(
        program(PS20, vec![dcl(0, 0, 0, dst(reg(RegType::TEXTURE, 0), 0xF))]),
        &[0x0200001f, 0x80000000, 0xb00f0000],
    );
    // ps_3_0: dcl_texcoord0_centroid v0
    let mut d = dst(reg(RegType::INPUT, 0), 0xF);
    d.modifiers.centroid = true;
    check(
        program(PS30, vec![dcl(5, 0, 0, d)]),
        &[0x0200001f, 0x80000005, 0x904f0000],
    );
}

#[test]
fn predicated_instruction_puts_predicate_after_dst() {
    // vs_2_x: setp_gt p0, r0, r1 / (!p0) add r2, r2, r3
    let mut setp = ins(
        Opcode::SETP,
        Some(dst(reg(RegType::PREDICATE, 0), 0xF)),
        vec![src_id(r0()), src_id(reg(RegType::TEMP, 1))],
    );
    setp.control = Comparison::Gt as u8;
    let mut add = ins(
        Opcode::ADD,
        Some(dst(reg(RegType::TEMP, 2), 0xF)),
        vec![src_id(reg(RegType::TEMP, 2)), src_id(reg(RegType::TEMP, 3))],
    );
    let mut p = src_id(reg(RegType::PREDICATE, 0));
    p.modifier = SrcModifier::Not;
    add.predicate = Some(p);
    check(
        program(VS2X, vec![setp, add]),
        &[
            0x0301005e, 0xb00f1000, 0x80e40000, 0x80e40001, 0x14000002, 0x800f0002, 0xbde41000,
            0x80e40002, 0x80e40003,
        ],
    );
}

#[test]
fn relative_addressing() {
    let c = |n| reg(RegType::CONST, n);
    let mut s = src_id(c(0));
    s.rel = rel(RegType::ADDR, 0);
    // vs_2_0: mov r0, c0[a0.x] — a relative-address token follows
    check(
        program(
            VS20,
            vec![ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![s.clone()])],
        ),
        &[0x03000001, 0x800f0000, 0xa0e42000, 0xb0000000],
    );
    // vs_1_1: only the bit, a0.x implied
    let mut s1 = src_id(c(1));
    s1.rel = rel(RegType::ADDR, 0);
    check(
        program(VS11, vec![ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![s1])]),
        &[0x00000001, 0x800f0000, 0xa0e42001],
    );
    // vs_2_0: -c0[a0.w+5].x
    let mut s2 = src(c(5), 0x00);
    s2.modifier = SrcModifier::Neg;
    s2.rel = rel(RegType::ADDR, 3);
    check(
        program(VS20, vec![ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![s2])]),
        &[0x03000001, 0x800f0000, 0xa1002005, 0xb0ff0000],
    );
    // vs_3_0: mov r0, c0[aL] — aL's token carries .xyzw
    let mut s3 = src_id(c(0));
    s3.rel = rel(RegType::LOOP, 0);
    check(
        program(VS30, vec![ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![s3])]),
        &[0x03000001, 0x800f0000, 0xa0e42000, 0xf0e40800],
    );
    // vs_3_0: mov o[a0.x + 12], r0 — relative destination
    let mut d = dst(reg(RegType::OUTPUT, 12), 0xF);
    d.rel = rel(RegType::ADDR, 0);
    check(
        program(VS30, vec![ins(Opcode::MOV, Some(d), vec![src_id(r0())])]),
        &[0x03000001, 0xe00f200c, 0xb0000000, 0x80e40000],
    );
    // ps_3_0: mov r0, v[aL + 12]
    let mut v = src_id(reg(RegType::INPUT, 12));
    v.rel = rel(RegType::LOOP, 0);
    check(
        program(PS30, vec![ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![v])]),
        &[0x03000001, 0x800f0000, 0x90e4200c, 0xf0e40800],
    );
}

fn def(op: Opcode, d: Dst, lit: Literal) -> Instruction {
    let mut i = ins(op, Some(d), vec![]);
    i.literal = Some(lit);
    i
}

#[test]
fn constant_definitions() {
    let f = Literal::Float([0x3f800000, 0x3f800000, 0x3f800000, 0x3f000000]);
    check(
        program(
            VS30,
            vec![def(Opcode::DEF, dst(reg(RegType::CONST, 0), 0xF), f)],
        ),
        &[
            0x05000051, 0xa00f0000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f000000,
        ],
    );
    // SM1: def has length 0
    check(
        program(
            PS11,
            vec![def(
                Opcode::DEF,
                dst(reg(RegType::CONST, 2), 0xF),
                Literal::Float([0; 4]),
            )],
        ),
        &[0x00000051, 0xa00f0002, 0, 0, 0, 0],
    );
    check(
        program(
            VS20,
            vec![
                def(
                    Opcode::DEFI,
                    dst(reg(RegType::CONSTINT, 0), 0xF),
                    Literal::Int([-1, 1, 10, 0]),
                ),
                def(
                    Opcode::DEFB,
                    dst(reg(RegType::CONSTBOOL, 0), 0xF),
                    Literal::Bool(true),
                ),
                def(
                    Opcode::DEFB,
                    dst(reg(RegType::CONSTBOOL, 1), 0xF),
                    Literal::Bool(false),
                ),
            ],
        ),
        &[
            0x05000030, 0xf00f0000, 0xffffffff, 0x00000001, 0x0000000a, 0x00000000, // defi
            0x0200002f, 0xe00f0800, 0x00000001, // defb b0, true
            0x0200002f, 0xe00f0801, 0x00000000, // defb b1, false
        ],
    );
}

#[test]
fn float_constants_above_2047_use_const2_to_4() {
    let c = |n| src_id(reg(RegType::CONST, n));
    check(
        program(
            VS30,
            vec![ins(
                Opcode::MAD,
                Some(dst(r0(), 0xF)),
                vec![c(2047), c(2048), c(8191)],
            )],
        ),
        &[0x04000004, 0x800f0000, 0xa0e407ff, 0xb0e40800, 0xd0e40fff],
    );
    check(
        program(
            VS30,
            vec![ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![c(4096 + 5)])],
        ),
        &[0x02000001, 0x800f0000, 0xc0e40805],
    );
}

#[test]
fn flow_control_operands() {
    // vs_2_0: loop aL, i0 / endloop; call l3; callnz l0, !b0; label l0
    let lp = ins(
        Opcode::LOOP,
        None,
        vec![
            src_id(reg(RegType::LOOP, 0)),
            src_id(reg(RegType::CONSTINT, 0)),
        ],
    );
    let mut nb = src_id(reg(RegType::CONSTBOOL, 0));
    nb.modifier = SrcModifier::Not;
    check(
        program(
            VS20,
            vec![
                lp,
                ins(Opcode::ENDLOOP, None, vec![]),
                ins(Opcode::CALL, None, vec![src_id(reg(RegType::LABEL, 3))]),
                ins(
                    Opcode::CALLNZ,
                    None,
                    vec![src_id(reg(RegType::LABEL, 0)), nb],
                ),
                ins(Opcode::RET, None, vec![]),
                ins(Opcode::LABEL, None, vec![src_id(reg(RegType::LABEL, 0))]),
                ins(Opcode::RET, None, vec![]),
            ],
        ),
        &[
            0x0200001b, 0xf0e40800, 0xf0e40000, 0x0000001d, // loop / endloop
            0x01000019, 0xa0e41003, // call l3
            0x0200001a, 0xa0e41000, 0xede40800, // callnz l0, !b0
            0x0000001c, 0x0100001e, 0xa0e41000, 0x0000001c,
        ],
    );
}

#[test]
fn vpos_vface_and_misc() {
    check(
        program(
            PS30,
            vec![
                ins(
                    Opcode::MOV,
                    Some(dst(r0(), 0xF)),
                    vec![src_id(reg(RegType::MISCTYPE, 0))],
                ),
                ins(
                    Opcode::MOV,
                    Some(dst(r0(), 0xF)),
                    vec![src_id(reg(RegType::MISCTYPE, 1))],
                ),
            ],
        ),
        &[
            0x02000001, 0x800f0000, 0x90e41000, 0x02000001, 0x800f0000, 0x90e41001,
        ],
    );
}

#[test]
fn comment_block_only_on_request() {
    let p = program(VS20, vec![]);
    let opts = EncodeOptions {
        comment: Some(b"abcde".to_vec()),
    };
    let toks = bytecode::encode_with(&p, &opts).unwrap();
    assert_eq!(
        toks,
        [0xFFFE0200, 0x0002FFFE, 0x64636261, 0x00000065, 0x0000FFFF]
    );
    // the decoder skips it
    let back = bytecode::decode(&bytecode::to_bytes(&toks), model()).unwrap();
    assert!(back.instructions.is_empty());
    // empty comment: a zero-sized block
    let opts = EncodeOptions {
        comment: Some(Vec::new()),
    };
    assert_eq!(
        bytecode::encode_with(&p, &opts).unwrap(),
        [0xFFFE0200, 0x0000FFFE, 0x0000FFFF]
    );
    assert_eq!(bytecode::encode(&p).unwrap(), [0xFFFE0200, 0x0000FFFF]);
}

// ---------------------------------------------------------------- encoder errors

fn encode_err(p: Program) -> shadercts_shader::Diagnostic {
    let e = bytecode::encode(&p).expect_err("expected an encoder error");
    assert_eq!(e.code.as_deref(), Some("bytecode"));
    e
}

#[test]
fn encoder_refuses_what_the_format_cannot_express() {
    let span = Span::new(10, 14);
    let mut d = dst(reg(RegType::TEMP, 2048), 0xF);
    d.span = span;
    let e = encode_err(program(
        VS30,
        vec![ins(Opcode::MOV, Some(d), vec![src_id(r0())])],
    ));
    assert_eq!(e.span, Some(span));
    assert!(e.message.contains("11-bit"), "{}", e.message);

    let e = encode_err(program(
        VS30,
        vec![ins(
            Opcode::MOV,
            Some(dst(r0(), 0xF)),
            vec![src_id(reg(RegType::CONST, 8192))],
        )],
    ));
    assert!(e.message.contains("c8191"), "{}", e.message);

    let mut d = dst(r0(), 0xF);
    d.shift = 4;
    encode_err(program(
        PS14,
        vec![ins(Opcode::MOV, Some(d), vec![src_id(r0())])],
    ));

    let mut i = ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![src_id(r0()); 15]);
    i.span = Span::new(3, 9);
    let e = encode_err(program(VS20, vec![i.clone()]));
    assert_eq!(e.span, Some(Span::new(3, 9)));
    // SM1 has no length field, so the same instruction encodes there
    assert!(bytecode::encode(&program(VS11, vec![i])).is_ok());

    let mut s = src_id(reg(RegType::CONST, 0));
    s.rel = rel(RegType::ADDR, 1);
    encode_err(program(
        VS11,
        vec![ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![s.clone()])],
    ));
    s.rel = rel(RegType::ADDR, 0);
    encode_err(program(
        PS13,
        vec![ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![s.clone()])],
    ));
    encode_err(program(
        PS30,
        vec![ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![s.clone()])],
    ));
    s.rel = rel(RegType::LOOP, 2);
    encode_err(program(
        VS30,
        vec![ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![s.clone()])],
    ));
    s.rel = rel(RegType::TEMP, 0);
    encode_err(program(
        VS30,
        vec![ins(Opcode::MOV, Some(dst(r0(), 0xF)), vec![s])],
    ));

    encode_err(program(VS30, vec![ins(Opcode::END, None, vec![])]));
    encode_err(program(
        VS30,
        vec![ins(
            Opcode::MOV,
            Some(dst(reg(RegType(20), 0), 0xF)),
            vec![],
        )],
    ));
    encode_err(program(
        VS30,
        vec![dcl(16, 0, 0, dst(reg(RegType::INPUT, 0), 0xF))],
    ));
    let big = EncodeOptions {
        comment: Some(vec![0; 0x8000 * 4]),
    };
    assert!(bytecode::encode_with(&program(VS30, vec![]), &big).is_err());
}

// ---------------------------------------------------------------- decoder errors

fn bytes(words: &[u32]) -> Vec<u8> {
    bytecode::to_bytes(words)
}

/// Decodes `words`, expecting an error whose span starts at byte `at`.
fn decode_err_at(words: &[u32], at: u32) -> shadercts_shader::Diagnostic {
    let b = bytes(words);
    let e = bytecode::decode(&b, model()).expect_err("expected a decode error");
    assert_eq!(e.code.as_deref(), Some("bytecode"), "{e:?}");
    let span = e.span.expect("decode errors have spans");
    assert_eq!(span.start, at, "wrong offset for {:?}", e.message);
    assert!(span.end as usize <= b.len(), "{e:?}");
    e
}

#[test]
fn decode_errors_at_the_stream_level() {
    // empty, stray bytes
    let e = bytecode::decode(&[], model()).unwrap_err();
    assert_eq!(e.span, Some(Span::new(0, 0)));
    let e = bytecode::decode(&[0, 2, 0xFE, 0xFF, 0xFF, 0xFF, 0], model()).unwrap_err();
    assert_eq!(e.span, Some(Span::new(4, 7)));
    // bad version, unknown profile
    let e = decode_err_at(&[0x12345678, 0xFFFF], 0);
    assert!(e.message.contains("version"), "{}", e.message);
    let e = decode_err_at(&[0xFFFE0400, 0xFFFF], 0);
    assert!(e.message.contains("vs_4_0"), "{}", e.message);
    // missing end token
    let e = decode_err_at(&[0xFFFE0101, 0x00000000], 8);
    assert!(e.message.contains("end token"), "{}", e.message);
    assert_eq!(e.span, Some(Span::new(8, 8)));
    // bytes after the end token
    let e = decode_err_at(&[0xFFFE0101, 0xFFFF, 0, 0], 8);
    assert_eq!(e.span, Some(Span::new(8, 16)));
    // end token with high bits
    decode_err_at(&[0xFFFE0101, 0x0001FFFF], 4);
    // comment longer than the stream; a fitting comment is skipped
    decode_err_at(&[0xFFFE0200, 0x0003FFFE, 1, 0xFFFF], 4);
    assert!(bytecode::decode(
        &bytes(&[0xFFFE0200, 0x0002FFFE, 1, 0xFFFF, 0xFFFF]),
        model()
    )
    .is_ok());
}

#[test]
fn decode_errors_in_instruction_tokens() {
    // unknown opcode 75 (reserved)
    let e = decode_err_at(&[0xFFFE0200, 0x0000004B, 0xFFFF], 4);
    assert!(e.message.contains("unknown opcode"), "{}", e.message);
    // bit 31 of an instruction token; reserved bit 29
    decode_err_at(&[0xFFFE0200, 0x80000000, 0xFFFF], 4);
    decode_err_at(&[0xFFFE0200, 0x20000000, 0xFFFF], 4);
    // SM1 length field must be 0
    decode_err_at(&[0xFFFE0101, 0x02000001, 0x800f0000, 0x80e40001, 0xFFFF], 4);
    // SM2 length 3 for a plain mov fits no layout
    let e = decode_err_at(
        &[
            0xFFFE0200, 0x03000001, 0x800f0000, 0x80e40001, 0x80e40002, 0xFFFF,
        ],
        4,
    );
    assert!(e.message.contains("length"), "{}", e.message);
    // comparison 0 / 7 in ifc
    decode_err_at(&[0xFFFE0201, 0x02000029, 0x80e40000, 0x80e40001, 0xFFFF], 4);
    decode_err_at(&[0xFFFE0201, 0x02070029, 0x80e40000, 0x80e40001, 0xFFFF], 4);
    // texld with control 3
    decode_err_at(
        &[
            0xFFFF0200, 0x03030042, 0x800f0000, 0xb0e40001, 0xa0e40802, 0xFFFF,
        ],
        4,
    );
}

#[test]
fn decode_errors_for_truncation() {
    // SM2: length 2 but only one token before the stream ends
    let e = decode_err_at(&[0xFFFE0200, 0x02000001, 0x800f0000], 4);
    assert_eq!(e.span, Some(Span::new(4, 12)));
    // SM1: mov r0 then the end token where the source should be
    let e = decode_err_at(&[0xFFFE0101, 0x00000001, 0x800f0000, 0xFFFF], 12);
    assert!(e.message.contains("end token"), "{}", e.message);
    // SM1: the stream stops inside the instruction
    decode_err_at(&[0xFFFE0101, 0x00000001, 0x800f0000], 4);
    // SM2: relative bit but no room for the relative-address token
    decode_err_at(&[0xFFFE0200, 0x02000001, 0x800f0000, 0xa0e42000, 0xFFFF], 4);
}

#[test]
fn decode_errors_in_parameter_tokens() {
    let mov = |d: u32, s: u32| [0xFFFE0200, 0x02000001, d, s, 0xFFFF];
    // parameter token without bit 31
    decode_err_at(&mov(0x000f0000, 0x80e40001), 8);
    decode_err_at(&mov(0x800f0000, 0x00e40001), 12);
    // reserved bits 14-15
    decode_err_at(&mov(0x800f4000, 0x80e40001), 8);
    decode_err_at(&mov(0x800f0000, 0x80e48001), 12);
    // undefined source modifier 14, result shift 5, result-modifier bit 8, empty mask
    decode_err_at(&mov(0x800f0000, 0x8ee40001), 12);
    decode_err_at(&mov(0x850f0000, 0x80e40001), 8);
    decode_err_at(&mov(0x808f0000, 0x80e40001), 8);
    decode_err_at(&mov(0x80000000, 0x80e40001), 8);
    // register type 20 (undefined) and 16 (TEMPFLOAT16: no name)
    let e = decode_err_at(&mov(0x800f0000, 0xc0e41001), 12);
    assert!(e.message.contains("type 20"), "{}", e.message);
    decode_err_at(&mov(0x800f0000, 0x80e41000), 12);
    // a type with no name in this kind: oC0 in a vertex shader, oPos in a pixel shader
    decode_err_at(&mov(0x800f0800, 0x80e40001), 8);
    decode_err_at(&[0xFFFF0200, 0x02000001, 0xc00f0000, 0x80e40001, 0xFFFF], 8);
    // RASTOUT 3 has no name
    decode_err_at(&mov(0xc00f0003, 0x80e40001), 8);
}

#[test]
fn decode_errors_in_relative_and_special_tokens() {
    let rel = |t: u32| [0xFFFE0200, 0x03000001, 0x800f0000, 0xa0e42000, t, 0xFFFF];
    // not a replicate swizzle on a0 (native writes 0xb0e40000 for c0[a0])
    decode_err_at(&rel(0xb0e40000), 16);
    // relative token of type TEMP; with a modifier; without bit 31
    decode_err_at(&rel(0x80000000), 16);
    decode_err_at(&rel(0xb1000000), 16);
    decode_err_at(&rel(0x30000000), 16);
    // aL with a non-identity swizzle
    decode_err_at(&rel(0xf0000800), 16);
    // ps_3_0: a0 does not exist
    decode_err_at(
        &[
            0xFFFF0300, 0x03000001, 0x800f0000, 0x90e42000, 0xb0000000, 0xFFFF,
        ],
        16,
    );
    // ps_1_x: no relative addressing at all
    decode_err_at(
        &[0xFFFF0103, 0x00000001, 0x800f0000, 0xa0e42000, 0xFFFF],
        12,
    );
    // defb literal must be 0 or 1
    decode_err_at(
        &[0xFFFE0200, 0x0200002f, 0xe00f0800, 0x00000002, 0xFFFF],
        12,
    );
    // dcl usage token: bit 31 clear, reserved bits
    decode_err_at(&[0xFFFE0300, 0x0200001f, 0x00000000, 0xe00f0000, 0xFFFF], 8);
    decode_err_at(&[0xFFFE0300, 0x0200001f, 0x80000010, 0xe00f0000, 0xFFFF], 8);
}

#[test]
fn decoded_spans_are_byte_ranges() {
    let words = [
        0xFFFE0200, 0x0001FFFE, 0xDEADBEEF, // comment
        0x03000001, 0x800f0000, 0xa0e42000, 0xb0000000, 0xFFFF,
    ];
    let p = bytecode::decode(&bytes(&words), model()).unwrap();
    assert_eq!(p.version_span, Span::new(0, 4));
    let i = &p.instructions[0];
    assert_eq!(i.span, Span::new(12, 28));
    assert_eq!(i.mnemonic_span, Span::new(12, 16));
    assert_eq!(i.dst.as_ref().unwrap().span, Span::new(16, 20));
    assert_eq!(i.srcs[0].span, Span::new(20, 28));
    assert_eq!(i.srcs[0].rel.unwrap().span, Span::new(24, 28));
}

// ---------------------------------------------------------------- native encodings

#[derive(serde::Deserialize)]
struct NativeCase {
    name: String,
    tokens: Vec<String>,
}

/// Every native stream of tests/data/native_encodings.yaml decodes, and re-encoding the
/// decoded program gives the same tokens (comments are dropped in that file).
#[test]
fn native_streams_round_trip() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/native_encodings.yaml"
    );
    let Ok(text) = std::fs::read_to_string(path) else {
        eprintln!("{path} not present; skipped");
        return;
    };
    let cases: Vec<NativeCase> = serde_saphyr::from_str(&text).expect("native_encodings.yaml");
    assert!(!cases.is_empty());
    let mut failures = Vec::new();
    for case in &cases {
        let words: Vec<u32> = case
            .tokens
            .iter()
            .map(|t| u32::from_str_radix(t, 16).expect("hex token"))
            .collect();
        match bytecode::decode(&bytes(&words), model()) {
            Err(e) => failures.push(format!(
                "{}: decode: {} at {:?}",
                case.name, e.message, e.span
            )),
            Ok(p) => match bytecode::encode(&p) {
                Err(e) => failures.push(format!("{}: encode: {}", case.name, e.message)),
                Ok(again) if again != words => failures.push(format!(
                    "{}: re-encoding differs\n  native {}\n  ours   {}",
                    case.name,
                    hex(&words),
                    hex(&again)
                )),
                Ok(_) => {}
            },
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// ---------------------------------------------------------------- text round trip

/// Extra shaders (some invalid for their profile) beside the native table's texts.
const EXTRA_SHADERS: &[(&str, &str)] = &[
    (
        "vs_1_1 relative and outputs",
        "vs_1_1\ndcl_position v0\nmov a0.x, c0.x\nmov r0, c[a0.x + 3]\nmov oPos, r0\nmov oFog, r0.x\nmov oPts, r0.y\nmov oD1, -r0\nmov oT7.xy, v0\n",
    ),
    (
        "vs_2_0 flow and mova",
        "vs_2_0\ndefi i0, 4, 0, 1, 0\ndefb b3, true\nmova a0.yz, c1\nloop aL, i0\nadd r1, c0[aL], c2[a0.z]\nendloop\nif !b3\ncall l1\nelse\ncallnz l2, b3\nendif\nret\nlabel l1\nret\nlabel l2\nret\n",
    ),
    (
        "vs_2_x predication",
        "vs_2_x\nsetp_le p0.xy, r0, c0\n(p0.y) mov r1, c1\n(!p0) add r2.xz, r1, -c2\nif p0.x\nbreakp !p0.w\nendif\n",
    ),
    (
        "vs_2_sw big constants",
        "vs_2_sw\nmov r0, c2047\nadd r0, r0, c2048\nmad r0, r0, c4100, c8191\nmov oPos, r0\n",
    ),
    (
        "vs_3_0 sm3 features",
        "vs_3_0\ndcl_position v0\ndcl_texcoord3 v1\ndcl_2d s1\ndcl_position o0\ndcl_psize o1.x\ndcl_texcoord12 o11\nsincos r0.xy, v1.x\ntexldl r1, v1, s1\nmov o[a0.w + 2], r1_abs\nmova_sat a0, r0\nmov o0, v0\n",
    ),
    (
        "vs_3_sw",
        "vs_3_sw\ndcl_position v0\ndcl_position o0\ndef c8000, 1, 2, 3, 4\nmov o0, c8000\n",
    ),
    (
        "ps_1_1 texture ops",
        "ps_1_1\ntex t0\ntexbem t1, t0\ntexm3x3pad t2, t0_bx2\ntexm3x3pad t3, t0\ntexreg2ar_x2 t2, t1\nmul_sat r0.rgb, t0, v0\n+mad r0.a, 1 - t1, c0_bias, -v1_bx2\n",
    ),
    (
        "ps_1_2 dp4 cmp",
        "ps_1_2\ndef c0, 0.5, -0.25, 1, 0\ntex t0\ndp4 r0, t0, c0\ncmp r1, r0, t0, c0\nmov_d2 r0, r1\n",
    ),
    (
        "ps_1_3 texm3x2depth",
        "ps_1_3\ntex t0\ntexm3x2pad t1, t0\ntexm3x2depth t2, t0\nmov_x4 r0, -t2_x2\n",
    ),
    (
        "ps_1_4 phases",
        "ps_1_4\ntexld r0, t0\ntexcrd r1.xyz, t1_dw.xyw\nphase\ntexld r2, r0_dz\ntexdepth r5\nbem r1.rg, c0, r0\nmul_x8 r0, r2, v0\n+add_d8 r0.a, r1, r2\n",
    ),
    (
        "ps_2_0 sampling",
        "ps_2_0\ndcl t0.xy\ndcl_2d s0\ndcl_cube s1\ndcl_volume s2\ntexld r0, t0, s0\ntexldp r1, t0, s1\ntexldb_pp r2, t0, s2\ntexkill t0\nmov oC0, r0\nmov oDepth, r1.x\n",
    ),
    (
        "ps_2_x flow",
        "ps_2_x\ndefb b0, false\nrep i0\nbreak_gt r0.x, c0.y\nendrep\nif_ne r0.x, r1.x\ndsx r1, r0\ndsy_pp r2, r0\nendif\ntexldd r3, t0, s0, r1, r2\n",
    ),
    (
        "ps_2_sw",
        "ps_2_sw\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
    ),
    (
        "ps_3_0 sm3 features",
        "ps_3_0\ndcl_texcoord0_centroid v0\ndcl_color1 v1.xyz\ndcl vPos.xy\ndcl vFace\ndcl_2d s0\nloop aL, i0\nadd r0, r0, v0[aL]\nendloop\nsetp_ge p0, vFace, c0.x\n(p0.x) texldl r1, v0, s0\nmov oC3, r1\n",
    ),
    (
        "ps_3_sw big constants and texkill oC0",
        "ps_3_sw\ndcl_texcoord0 v0\ndcl vFace\ndcl_2d s15\ndefi i2047, 3, 0, 1, 0\ndefb b2047, true\ndef c8191, 1, 2, 3, 4\nloop aL, i2047\nmad r0, c2048, c4100, c8191\nendloop\nif b2047\ntexld r1, v0, s15\nendif\nmov oC0, r1\ntexkill oC0\n",
    ),
];

#[derive(serde::Deserialize)]
struct NativeText {
    name: String,
    text: String,
}

/// parse → encode → decode → print → parse → encode gives the same tokens twice, on the
/// native table's texts and the extra shaders above (every profile of the model).
#[test]
fn text_round_trip_through_bytecode() {
    use shadercts_shader::diag::render;
    use shadercts_shader::print::print;
    use shadercts_shader::text::parse;
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/native_encodings.yaml"
    );
    let mut shaders: Vec<(String, String)> = EXTRA_SHADERS
        .iter()
        .map(|(n, t)| (n.to_string(), t.to_string()))
        .collect();
    if let Ok(text) = std::fs::read_to_string(path) {
        let cases: Vec<NativeText> = serde_saphyr::from_str(&text).expect("native_encodings.yaml");
        shaders.extend(cases.into_iter().map(|c| (c.name, c.text)));
    }
    let mut profiles_seen = std::collections::BTreeSet::new();
    let mut failures = Vec::new();
    for (name, text) in &shaders {
        let p1 = match parse(text, model()) {
            Ok(p) => p,
            // Texts that Wine rejects (kept in the table for documentation) may not parse.
            Err(d) => {
                failures.push(format!("{name}: parse:\n{}", render(&d, name, text)));
                continue;
            }
        };
        profiles_seen.insert(p1.profile.to_string());
        let t1 = match bytecode::encode(&p1) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{name}: encode: {}", e.message));
                continue;
            }
        };
        let decoded = match bytecode::decode(&bytes(&t1), model()) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{name}: decode: {} at {:?}", e.message, e.span));
                continue;
            }
        };
        let printed = print(&decoded, model());
        let p2 = match parse(&printed, model()) {
            Ok(p) => p,
            Err(d) => {
                failures.push(format!(
                    "{name}: printed text does not parse:\n{}",
                    render(&d, name, &printed)
                ));
                continue;
            }
        };
        match bytecode::encode(&p2) {
            Ok(t2) if t2 == t1 => {}
            Ok(t2) => failures.push(format!(
                "{name}: tokens differ after print/parse\n  {}\n  {}\n{printed}",
                hex(&t1),
                hex(&t2)
            )),
            Err(e) => failures.push(format!("{name}: re-encode: {}", e.message)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for info in &model().profiles {
        assert!(
            profiles_seen.contains(&info.name),
            "no round-trip shader for {}",
            info.name
        );
    }
}
