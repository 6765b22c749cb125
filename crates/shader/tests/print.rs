//! The printer: canonical text, and parse → print → parse fixpoints, on hand-written
//! shaders of every profile, on hand-built (invalid) IR, and on random IR.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use quickcheck::{Arbitrary, Gen, QuickCheck};
use shadercts_shader::diag::render;
use shadercts_shader::ir::{
    Decl, Dst, Instruction, Literal, Profile, Program, RegType, Register, RelAddr, ResultModifiers,
    ShaderKind, Src, SrcModifier, Swizzle, WriteMask,
};
use shadercts_shader::model::OperandKind;
use shadercts_shader::opcode::Opcode;
use shadercts_shader::print::{print, print_instruction};
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

/// The program with every span zeroed, for comparisons "up to spans".
fn unspanned(p: &Program) -> Program {
    let mut p = p.clone();
    p.version_span = Span::default();
    let src = |s: &mut Src| {
        s.span = Span::default();
        if let Some(r) = &mut s.rel {
            r.span = Span::default();
        }
    };
    for i in &mut p.instructions {
        i.span = Span::default();
        i.mnemonic_span = Span::default();
        if let Some(d) = &mut i.dst {
            d.span = Span::default();
            if let Some(r) = &mut d.rel {
                r.span = Span::default();
            }
        }
        i.predicate.iter_mut().for_each(src);
        i.srcs.iter_mut().for_each(src);
    }
    p
}

/// Prints `p`, parses the text back and checks it is the same program; then checks the
/// printed text is a fixpoint. Returns the text.
fn round_trip(p: &Program) -> String {
    let text = print(p, model());
    let back = match parse(&text, model()) {
        Ok(b) => b,
        Err(d) => panic!(
            "printed text does not parse:\n{text}\n{}",
            render(&d, "printed.asm", &text)
        ),
    };
    assert_eq!(unspanned(&back), unspanned(p), "printed:\n{text}");
    assert_eq!(print(&back, model()), text);
    text
}

#[test]
fn canonical_text() {
    let src = "VS.3.0\n\
               dcl_position0 v0\n\
               dcl_texcoord3 o3.yz\n\
               dcl_2d s0\n\
               DEF c0, 1, -2, 3.5e1, .5\n\
               defi i0, 1, -2, 3, 4\n\
               defb b0, TRUE\n\
               mov_sat r0.rgba, -c[a0.x + 3]_abs.xxxx\n\
               mov r1.xw, r2.xyyy\n\
               if_lt r0.x, c0.x\n\
               loop aL, i0\n\
               mov o[aL + 1], v[aL].xyz\n\
               endloop\n\
               else\n\
               (!p0.x) add r0, r1, r2.wzyx\n\
               endif\n\
               texldl r0, r1, s0\n";
    let expected = "vs_3_0\n\
                    dcl_position v0\n\
                    dcl_texcoord3 o3.yz\n\
                    dcl_2d s0\n\
                    def c0, 1.0, -2.0, 35.0, 0.5\n\
                    defi i0, 1, -2, 3, 4\n\
                    defb b0, true\n\
                    mov_sat r0, -c3[a0.x]_abs.x\n\
                    mov r1.xw, r2.xy\n\
                    if_lt r0.x, c0.x\n    \
                        loop aL, i0\n        \
                            mov o1[aL], v0[aL].xyz\n    \
                        endloop\n\
                    else\n    \
                        (!p0.x) add r0, r1, r2.wzyx\n\
                    endif\n\
                    texldl r0, r1, s0\n";
    let p = parse_ok(src);
    assert_eq!(print(&p, model()), expected);
    round_trip(&p);
}

#[test]
fn canonical_pixel_shader_forms() {
    let p = parse_ok(
        "ps_1_4\ntexld r0, t0_dz\ntexcrd r1.rgb, t1_dw.xyz\nphase\n\
         mul_x2_sat r0.rgb, r0, 1-r1\n+add_d4 r0.a, -r0_bx2, r1_x2\n",
    );
    assert_eq!(
        print(&p, model()),
        "ps_1_4\ntexld r0, t0_dz\ntexcrd r1.xyz, t1_dw.xyz\nphase\n\
         mul_x2_sat r0.xyz, r0, 1-r1\n+add_d4 r0.w, -r0_bx2, r1_x2\n"
    );
    let p = parse_ok(
        "ps_2_0\ndcl t0.xy\ndcl_centroid v0\ndcl_cube s1\ntexldp_pp r0, t0, s1\nmov oC0, r0\n",
    );
    assert_eq!(
        print(&p, model()),
        "ps_2_0\ndcl t0.xy\ndcl_centroid v0\ndcl_cube s1\ntexldp_pp r0, t0, s1\nmov oC0, r0\n"
    );
    let p = parse_ok("ps_3_0\ndcl_texcoord0_centroid v0.xy\ndcl vFace\ndcl vPos.xy\n");
    assert_eq!(
        print(&p, model()),
        "ps_3_0\ndcl_texcoord_centroid v0.xy\ndcl vFace\ndcl vPos.xy\n"
    );
}

#[test]
fn def_values_round_trip_bit_exactly() {
    let p = parse_ok(
        "vs_2_0\ndef c0, 0x7fc00000, 0xff800000, -0.0, 1e-45\n\
         def c1, 3.4028235e38, 0.1, 16777217, 0xffc00001\n",
    );
    let text = round_trip(&p);
    assert!(
        text.contains("def c0, 0x7fc00000, 0xff800000, -0.0, 1e-45\n"),
        "{text}"
    );
    assert!(
        text.contains("def c1, 3.4028235e38, 0.1, 16777216.0, 0xffc00001\n"),
        "{text}"
    );
}

/// Shaders covering every profile of the model and the syntax features of each.
const CORPUS: &[&str] = &[
    "vs_1_1\ndcl_position v0\ndcl_normal v1\ndcl_texcoord v2\ndef c95, 0.5, 1, 0, -1\n\
     m4x4 oPos, v0, c0\ndp3 r0.x, v1, c4\nmax r0.x, r0.x, c95.z\nmul oD0, r0.x, c5\n\
     mov oT0.xy, v2\nmov a0.x, r0.x\nmov r1, c[a0.x + 8]\nexpp r2, r1.x\nlogp r2.z, r1.w\n\
     lit r3, r1\ndst r4, r1, r2\nslt r5, r1, r2\nsge r5, r1, -r2\nrcp oFog, r1.w\nrsq oPts, r1.x\n\
     frc r6.xy, r1\nsub r7, r1, r2\nnop\n",
    "vs_2_0\ndcl_position v0\ndcl_blendweight v1\ndcl_blendindices v2\ndefi i0, 4, 0, 1, 0\n\
     defb b0, false\nmova a0.x, v2.x\nm4x3 r0.xyz, v0, c[a0.x + 10]\nrep i0\nadd r0, r0, c1\nendrep\n\
     loop aL, i0\nadd r1, r1, c[aL]\nendloop\nif b0\ncall l1\nelse\ncallnz l2, !b0\nendif\n\
     sincos r2.xy, r0.x, c2, c3\nsgn r3, r0, r4, r5\nabs r4, -r0\nnrm r5.xyz, r0\npow r6, r0.x, r1.y\n\
     crs r7.xyz, r0, r1\nlrp r8, r0, r1, r2\nmov oPos, r0\nret\nlabel l1\nret\nlabel l2\nret\n",
    "vs_2_x\ndcl_position v0\nsetp_gt p0, v0, c0\n(p0.x) mov r0, v0\nif p0.y\nbreak_ne r0.x, c0.x\n\
     endif\nif_le r0.x, c1.y\nmov r0, c2\nendif\nrep i0\nbreakc_ge r0.y, c0\nbreakp !p0.z\nbreak\n\
     endrep\ncallnz l3, p0.w\nmov oPos, r31\nret\nlabel l3\nret\n",
    "vs_2_sw\ndcl_position v0\nmov r0, c[a0.w + 300]\n(!p0) mov oPos, r0\n",
    "vs_3_0\ndcl_position o0\ndcl_psize o1.x\ndcl_texcoord12 o11\ndcl_fog o2.x\ndcl_color v0\n\
     dcl_2d s0\ndcl_cube s1\ndcl_volume s2\ndcl_1d s3\ntexldl r0, v0, s0\nsincos r1.xy, r0.x\n\
     sgn r2, r0\nmov o[aL + 3], r0\nmov o[a0.x + 5].xy, r0\nmov r3, v[aL]\nmov o0, -c[aL + 2]_abs.xy\n\
     add_sat r4, r0, r1\nmova_sat a0, r0\n",
    "vs_3_sw\ndcl_position o0\ndcl_texcoord15 o15\nmov o15, c8191\nmov o0, r0\n",
    "ps_1_1\ndef c0, 0.5, 0.5, 0.5, 1\ntex t0\ntexcoord t1\ntexbem t2, t1\ntexbeml t3, t2\n\
     mad r0, t0, c0, -t1_bias\ncnd r0, r0.a, t0, 1-t1\n+mov r0.a, t0\nlrp r1.rgb, t0, t1, t2\n\
     mul_x2 r0.rgb, r0, t0_bx2\n+mul_d2 r0.a, r0, -t0_bx2\ndp3_sat r1, t0_bx2, t1_bx2\n\
     sub_x4 r0, r0, r1\n",
    "ps_1_1\ntex t0\ntexm3x2pad t1, t0_bx2\ntexm3x2tex t2, t0_bx2\ntexreg2ar t3, t0\nmov r0, t3\n",
    "ps_1_1\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3spec t3, t0, c0\nmov r0, t3\n",
    "ps_1_1\ntexkill t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3vspec t3, t0\n\
     texreg2gb t3, t2\nmov r0, t3\n",
    "ps_1_2\ntex t0\ntexdp3tex t1, t0\ntexreg2rgb t2, t1\ncmp r0, r0, t0, t1\ndp4 r0, t0, t1\n",
    "ps_1_2\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3 t3, t0\ntexdp3 t1, t0\nmov r0, t3\n",
    "ps_1_3\ntex t0\ntexm3x2pad t1, t0\ntexm3x2depth t2, t0\nmov r0, t0\n",
    "ps_1_4\ndef c0, 1, 0, 0, 1\ntexld r0, t0\ntexcrd r1.xyz, t1\ntexdepth r5\ntexkill t2\n\
     bem r2.xy, r0, r1\nphase\ntexld r3, r0_dz\ntexld r4, t3_dw.xyw\nmul_x8 r0, r3, v0\n\
     add_d8 r0.rgb, r0, r4_x2\n+mov_sat r0.a, -r1_x2\ncmp r0, r0, c0, -c0\nmov r1, r2_db\nmov r2, r3_da\n",
    "ps_2_0\ndcl t0.xy\ndcl t1\ndcl v0\ndcl v1.xyz\ndcl_2d s0\ndcl_cube s1\ndcl_volume s15\n\
     def c0, 0.5, 0.25, 0.125, 1\ntexld r0, t0, s0\ntexldp r1, t1, s1\ntexldb_pp r2, t0, s15\n\
     dp2add r3.x, r0, r1, c0.x\nm3x3 r4.xyz, r0, c1\nm3x2 r5.xy, r0, c4\nm4x4 r6, r0, c8\n\
     exp r7.x, r0.x\nlog r7.y, r0.y\nmin r8, r0, r1\nmax_sat r8, r8, c0\ntexkill r0\n\
     mov oC0, r0\nmov oC1, r1\nmov oDepth, r3.x\n",
    "ps_2_x\ndcl t0\ndcl_2d s0\ndefb b0, true\ndefi i0, 3, 0, 0, 0\nrep i0\nif b0\n\
     texldd r0, t0, s0, t1, t2\ndsx r1, r0\ndsy r2, r0\nelse\nsetp_eq p0, r0, r1\n\
     (p0) break\nbreakp p0.x\nendif\nendrep\nif_ne r0.x, r1.x\ncall l0\nendif\n\
     mov oC0, r0\nret\nlabel l0\nret\n",
    "ps_2_sw\ndcl t0\ntexld r0, t0, s0\nmov oC0, r0\n",
    "ps_3_sw\ndcl_texcoord0 v0\ndcl_2d s15\ntexld r0, v0, s15\nmad r1, r0, c8191, c4096\nmov oC0, r1\ntexkill oC0\n",
    "ps_3_0\ndcl_texcoord0 v0.xy\ndcl_texcoord1_centroid v1\ndcl_color_pp v2\ndcl vFace\ndcl vPos.xy\n\
     dcl_2d s0\ndefi i0, 10, 0, 1, 0\nloop aL, i0\nadd r0, r0, v[aL]\nendloop\n\
     texld r1, v0, s0\ntexldl r2, v0, s0\nsincos r3.xy, r0.x\nif_gt vFace, c0.x\n\
     mov oC0, -r1_abs\nelse\nmov oC0, vPos.xyxy\nendif\nsetp_lt p0.x, r0.x, c0.x\n\
     (!p0.x) texkill r0\nmov oDepth, r0.x\n",
];

#[test]
fn corpus_covers_every_profile() {
    for info in &model().profiles {
        let name = &info.name;
        assert!(
            CORPUS.iter().any(|s| s.starts_with(&format!("{name}\n"))),
            "no corpus shader for {name}"
        );
    }
}

#[test]
fn parse_print_parse_is_a_fixpoint() {
    for src in CORPUS {
        let p = parse_ok(src);
        let text = round_trip(&p);
        assert_eq!(unspanned(&parse_ok(&text)), unspanned(&p));
    }
}

fn dst(ty: RegType, index: u32) -> Dst {
    Dst {
        reg: Register::new(ty, index),
        mask: WriteMask::ALL,
        modifiers: ResultModifiers::default(),
        shift: 0,
        rel: None,
        span: Span::default(),
    }
}

fn src(ty: RegType, index: u32) -> Src {
    Src {
        reg: Register::new(ty, index),
        swizzle: Swizzle::IDENTITY,
        modifier: SrcModifier::None,
        rel: None,
        span: Span::default(),
    }
}

fn rel(ty: RegType, component: u8) -> Option<RelAddr> {
    Some(RelAddr {
        reg: Register::new(ty, 0),
        component,
        span: Span::default(),
    })
}

fn ins(op: Opcode, d: Option<Dst>, s: Vec<Src>) -> Instruction {
    let mut i = Instruction::new(op);
    i.dst = d;
    i.srcs = s;
    i
}

#[test]
fn invalid_ir_prints_and_parses_back() {
    let vs = Profile::new(ShaderKind::Vertex, 1, 1);
    let mut shifted = dst(RegType::TEMP, 0);
    shifted.shift = -8;
    shifted.mask = WriteMask(0);
    shifted.modifiers.centroid = true;
    let mut weird_src = src(RegType::TEMPFLOAT16, 7);
    weird_src.rel = rel(RegType::LOOP, 2);
    weird_src.modifier = SrcModifier::X2Neg;
    let mut dcl = ins(Opcode::DCL, Some(dst(RegType::SAMPLER, 0)), vec![]);
    dcl.decl = Some(Decl {
        usage: 15,
        usage_index: 9,
        sampler_type: 12,
    });
    let mut dcl2 = ins(Opcode::DCL, Some(dst(RegType::INPUT, 3)), vec![]);
    dcl2.decl = Some(Decl {
        usage: 5,
        usage_index: 0,
        sampler_type: 2,
    });
    let mut ifc = ins(
        Opcode::IFC,
        None,
        vec![src(RegType::TEMP, 0), src(RegType::CONST, 0)],
    );
    ifc.control = 0;
    let mut mov_ctrl = ins(
        Opcode::MOV,
        Some(dst(RegType::TEMP, 1)),
        vec![src(RegType::TEMP, 2)],
    );
    mov_ctrl.control = 200;
    mov_ctrl.coissue = true;
    let mut pred = src(RegType::CONSTBOOL, 3);
    pred.modifier = SrcModifier::Neg;
    mov_ctrl.predicate = Some(pred);
    let program = Program {
        profile: vs,
        version_span: Span::default(),
        instructions: vec![
            ins(Opcode::MOV, Some(shifted), vec![weird_src]),
            ins(
                Opcode::MOV,
                Some(dst(RegType::COLOROUT, 7)),
                vec![src(RegType::MISCTYPE, 1)],
            ),
            ins(
                Opcode::MOV,
                Some(dst(RegType::RASTOUT, 3)),
                vec![src(RegType::MISCTYPE, 9)],
            ),
            ins(
                Opcode::MOV,
                Some(dst(RegType::DEPTHOUT, 0)),
                vec![src(RegType::CONST, 8191)],
            ),
            ins(
                Opcode::TEXLDL,
                Some(dst(RegType::TEMP, 2047)),
                vec![src(RegType::TEXTURE, 1), src(RegType::SAMPLER, 9)],
            ),
            dcl,
            dcl2,
            ifc,
            mov_ctrl,
            ins(Opcode::PHASE, None, vec![]),
        ],
    };
    let text = round_trip(&program);
    assert_eq!(
        text,
        "vs_1_1\n\
         mov_d256_centroid r0.none, -@16[aL.z + 7]_x2\n\
         mov oC7, vFace\n\
         mov @4[3], @17[9]\n\
         mov oDepth, c8191\n\
         texldl r2047, a1, s9\n\
         dcl_usage15_index9_sampler12 s0\n\
         dcl_texcoord_2d v3\n\
         if_ctrl0 r0, c0\n    \
         +(-b3) mov_ctrl200 r1, r2\n    \
         phase\n"
    );
}

#[test]
fn print_instruction_has_no_line_break() {
    let i = ins(
        Opcode::ADD,
        Some(dst(RegType::TEMP, 0)),
        vec![src(RegType::TEMP, 1), src(RegType::CONST, 2)],
    );
    let p = Profile::new(ShaderKind::Pixel, 2, 0);
    assert_eq!(print_instruction(&i, p, model()), "add r0, r1, c2");
}

// ---------------------------------------------------------------- random IR

/// A random program: random forms of the model filled with random operands, including
/// everything invalid the token format can hold.
#[derive(Clone, Debug)]
struct AnyProgram(Program);

fn pick<T: Copy>(g: &mut Gen, items: &[T]) -> T {
    *g.choose(items).expect("non-empty")
}

fn any_register(g: &mut Gen) -> Register {
    let ty = RegType(u8::arbitrary(g) % 20);
    let max = if ty == RegType::CONST { 8191 } else { 2047 };
    let index = if bool::arbitrary(g) {
        u32::arbitrary(g) % 4
    } else {
        u32::arbitrary(g) % (max + 1)
    };
    Register::new(ty, index)
}

fn any_rel(g: &mut Gen) -> Option<RelAddr> {
    if u8::arbitrary(g) % 4 != 0 {
        return None;
    }
    let ty = pick(g, &[RegType::ADDR, RegType::LOOP]);
    rel(ty, u8::arbitrary(g) % 4)
}

fn any_src(g: &mut Gen) -> Src {
    Src {
        reg: any_register(g),
        swizzle: Swizzle(u8::arbitrary(g)),
        modifier: SrcModifier::from_bits(u32::from(u8::arbitrary(g) % 14)).unwrap(),
        rel: any_rel(g),
        span: Span::default(),
    }
}

fn any_dst(g: &mut Gen) -> Dst {
    Dst {
        reg: any_register(g),
        mask: WriteMask(u8::arbitrary(g) % 16),
        modifiers: ResultModifiers {
            saturate: bool::arbitrary(g),
            partial_precision: bool::arbitrary(g),
            centroid: bool::arbitrary(g),
        },
        shift: (u8::arbitrary(g) % 16) as i8 - 8,
        rel: any_rel(g),
        span: Span::default(),
    }
}

impl Arbitrary for AnyProgram {
    fn arbitrary(g: &mut Gen) -> AnyProgram {
        let m = model();
        let profile = g.choose(&m.profiles).expect("profiles").profile;
        let n = usize::arbitrary(g) % 12;
        let mut instructions = Vec::new();
        for _ in 0..n {
            let form = g.choose(&m.forms).expect("forms");
            let mut i = Instruction::new(form.opcode);
            i.control = match (form.comparison, u8::arbitrary(g) % 8) {
                (_, 0) => u8::arbitrary(g),
                (true, c) => c.min(6),
                (false, _) => form.control,
            };
            i.coissue = u8::arbitrary(g) % 4 == 0;
            if u8::arbitrary(g) % 4 == 0 {
                i.predicate = Some(any_src(g));
            }
            for k in &form.operands {
                match k {
                    OperandKind::Dst => i.dst = Some(any_dst(g)),
                    OperandKind::Src => i.srcs.push(any_src(g)),
                    OperandKind::Decl => {
                        i.decl = Some(Decl {
                            usage: u8::arbitrary(g) % 16,
                            usage_index: u8::arbitrary(g) % 16,
                            sampler_type: u8::arbitrary(g) % 16,
                        })
                    }
                    OperandKind::Float4 => {
                        let v = [0; 4].map(|_: u32| u32::arbitrary(g));
                        i.literal = Some(Literal::Float(v));
                    }
                    OperandKind::Int4 => {
                        let v = [0; 4].map(|_: i32| i32::arbitrary(g));
                        i.literal = Some(Literal::Int(v));
                    }
                    OperandKind::Bool => i.literal = Some(Literal::Bool(bool::arbitrary(g))),
                }
            }
            instructions.push(i);
        }
        AnyProgram(Program {
            profile,
            version_span: Span::default(),
            instructions,
        })
    }
}

#[test]
fn random_ir_round_trips() {
    fn prop(p: AnyProgram) -> bool {
        round_trip(&p.0);
        true
    }
    QuickCheck::new()
        .tests(3000)
        .quickcheck(prop as fn(AnyProgram) -> bool);
}

// ---------------------------------------------------------------- mutated corpus

const NOISE: &[char] = &[
    '_', '.', ',', '[', ']', '+', '-', '!', '(', ')', '/', '*', ';', '\n', ' ', 'r', 'c', 'v', 'o',
    'a', 'L', '0', '1', '9', 'x', 'y', 'w', '@', 'e', '\u{e9}', '\t', 'p', 's', '_', 'd', 'f',
];

/// A corpus shader with a few random character edits.
#[derive(Clone, Debug)]
struct Mutated(String);

impl Arbitrary for Mutated {
    fn arbitrary(g: &mut Gen) -> Mutated {
        let mut chars: Vec<char> = g.choose(CORPUS).expect("corpus").chars().collect();
        for _ in 0..1 + usize::arbitrary(g) % 4 {
            let at = usize::arbitrary(g) % (chars.len() + 1);
            let c = pick(g, NOISE);
            match u8::arbitrary(g) % 3 {
                0 => chars.insert(at, c),
                1 if at < chars.len() => {
                    chars.remove(at);
                }
                _ if at < chars.len() => chars[at] = c,
                _ => chars.push(c),
            }
        }
        Mutated(chars.into_iter().collect())
    }
}

#[test]
fn mutated_shaders_never_panic_and_round_trip_when_accepted() {
    fn prop(m: Mutated) -> bool {
        match parse(&m.0, model()) {
            Ok(p) => {
                round_trip(&p);
            }
            Err(d) => {
                assert!(!d.is_empty());
                for e in &d {
                    assert!(m.0.get(e.span.expect("span").range()).is_some());
                }
            }
        }
        true
    }
    QuickCheck::new()
        .tests(3000)
        .quickcheck(prop as fn(Mutated) -> bool);
}
