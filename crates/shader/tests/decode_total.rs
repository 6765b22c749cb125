//! Totality of the decoder and encode/decode fixpoints, by quickcheck.
//!
//! 1. Arbitrary bytes (raw, and random tokens behind a valid version token) decode to a
//!    program or to an error whose span lies within the input.
//! 2. Mutations (bit flips, truncation, token insertion/deletion) of valid encodings
//!    likewise; and whatever decodes re-encodes to the same tokens.
//! 3. Random IR programs built from the model's forms: encode → decode gives the same
//!    IR (spans aside), so encode → decode → encode is a fixpoint.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use quickcheck::{Arbitrary, Gen, QuickCheck};
use shadercts_shader::bytecode;
use shadercts_shader::ir::*;
use shadercts_shader::model::OperandKind;
use shadercts_shader::opcode::Opcode;
use shadercts_shader::{Model, Span};

fn model() -> &'static Model {
    Model::embedded()
}

/// The runner: `QUICKCHECK_TESTS` cases (default 3000), never capped below that.
fn qc() -> QuickCheck {
    let n = std::env::var("QUICKCHECK_TESTS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000);
    QuickCheck::new().tests(n).max_tests(n.saturating_mul(2))
}

/// Clears every span.
fn strip(mut p: Program) -> Program {
    p.version_span = Span::default();
    for i in &mut p.instructions {
        i.span = Span::default();
        i.mnemonic_span = Span::default();
        if let Some(d) = &mut i.dst {
            d.span = Span::default();
            if let Some(r) = &mut d.rel {
                r.span = Span::default();
            }
        }
        for s in i.predicate.iter_mut().chain(i.srcs.iter_mut()) {
            s.span = Span::default();
            if let Some(r) = &mut s.rel {
                r.span = Span::default();
            }
        }
    }
    p
}

fn words_to_bytes(words: &[u32]) -> Vec<u8> {
    bytecode::to_bytes(words)
}

/// The decoder's contract on one input: Ok, or an error with a span inside the input;
/// an Ok program re-encodes, decodes to itself, and (when the input has no comment
/// block) re-encodes to exactly the input.
fn decode_contract(bytes: &[u8]) -> Result<(), String> {
    match bytecode::decode(bytes, model()) {
        Err(e) => {
            let span = e.span.ok_or("decode error without a span")?;
            if span.start > span.end || span.end as usize > bytes.len() {
                return Err(format!(
                    "span {span:?} outside the input of {} bytes: {}",
                    bytes.len(),
                    e.message
                ));
            }
            if e.code.as_deref() != Some("bytecode") {
                return Err(format!("code {:?}", e.code));
            }
            Ok(())
        }
        Ok(p) => {
            let again = bytecode::encode(&p).map_err(|e| format!("re-encode: {}", e.message))?;
            let p2 = bytecode::decode(&words_to_bytes(&again), model())
                .map_err(|e| format!("decode of re-encoding: {} at {:?}", e.message, e.span))?;
            if strip(p2) != strip(p) {
                return Err("decode(encode(decode(x))) != decode(x)".into());
            }
            let words = bytecode::from_bytes(bytes).map_err(|e| e.message)?;
            let has_comment_like = words.iter().any(|w| w & 0xFFFF == 0xFFFE);
            if !has_comment_like && again != words {
                return Err(format!(
                    "accepted input does not re-encode to itself:\n  in  {words:08x?}\n  out {again:08x?}"
                ));
            }
            Ok(())
        }
    }
}

// ---------------------------------------------------------------- 1. noise

/// Random tokens behind a version token of a profile of the model, often ending in END.
#[derive(Clone, Debug)]
struct Noise(Vec<u32>);

impl Arbitrary for Noise {
    fn arbitrary(g: &mut Gen) -> Noise {
        let profiles = &model().profiles;
        let p = profiles[usize::arbitrary(g) % profiles.len()].profile;
        let mut words = vec![p.version_token()];
        let n = usize::arbitrary(g) % 24;
        for _ in 0..n {
            let w = match u8::arbitrary(g) % 6 {
                // instruction-like: a small opcode, random length/control/flags
                0 | 1 => {
                    let op = *g
                        .choose(&[
                            0u32, 1, 2, 4, 0x1F, 0x29, 0x2F, 0x30, 0x42, 0x51, 0x5E, 0xFFFD,
                        ])
                        .unwrap_or(&1);
                    op | (u32::arbitrary(g) & 0x5FFF_0000)
                }
                // parameter-like
                2 | 3 => 0x8000_0000 | u32::arbitrary(g),
                4 => 0xFFFE | ((u32::arbitrary(g) % 4) << 16),
                _ => u32::arbitrary(g),
            };
            words.push(w);
        }
        if bool::arbitrary(g) {
            words.push(0xFFFF);
        }
        Noise(words)
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Noise>> {
        let v = self.0.clone();
        Box::new((1..v.len()).rev().map(move |k| {
            let mut w = v.clone();
            w.remove(k);
            Noise(w)
        }))
    }
}

#[test]
fn random_bytes_decode_or_fail_in_bounds() {
    fn prop(bytes: Vec<u8>) -> Result<(), String> {
        decode_contract(&bytes)
    }
    qc().quickcheck(prop as fn(Vec<u8>) -> Result<(), String>);
}

#[test]
fn random_tokens_after_a_version_decode_or_fail_in_bounds() {
    fn prop(n: Noise) -> Result<(), String> {
        let mut bytes = words_to_bytes(&n.0);
        decode_contract(&bytes)?;
        // and with a stray byte or two at the end
        bytes.push(0xAB);
        decode_contract(&bytes)
    }
    qc().quickcheck(prop as fn(Noise) -> Result<(), String>);
}

// ---------------------------------------------------------------- 3. valid programs

/// A random program built from the model's forms, in the exact shape the decoder
/// returns (so encode → decode must give it back).
#[derive(Clone, Debug)]
struct ValidProgram(Program);

fn random_register(g: &mut Gen, profile: Profile) -> Register {
    let m = model();
    let files: Vec<_> = m
        .register_files
        .iter()
        .filter(|f| f.kinds.contains(&profile.kind))
        .collect();
    let f = files[usize::arbitrary(g) % files.len()];
    let index = match f.fixed_index {
        Some(i) => i,
        None if f.ty == RegType::CONST => {
            if bool::arbitrary(g) {
                u32::arbitrary(g) % 8192
            } else {
                u32::arbitrary(g) % 8
            }
        }
        None => {
            if u8::arbitrary(g) % 8 == 0 {
                u32::arbitrary(g) % 2048
            } else {
                u32::arbitrary(g) % 8
            }
        }
    };
    let r = Register::new(f.ty, index);
    assert!(m.register_file(profile, r).is_some());
    r
}

fn random_rel(g: &mut Gen, profile: Profile) -> Option<RelAddr> {
    if u8::arbitrary(g) % 6 != 0 {
        return None;
    }
    let span = Span::default();
    match (profile.has_length_field(), profile.kind) {
        (false, ShaderKind::Pixel) => None,
        (false, ShaderKind::Vertex) => Some(RelAddr {
            reg: Register::new(RegType::ADDR, 0),
            component: 0,
            span,
        }),
        (true, kind) => {
            let has_loop = model()
                .register_file(profile, Register::new(RegType::LOOP, 0))
                .is_some();
            if kind == ShaderKind::Vertex && (!has_loop || bool::arbitrary(g)) {
                Some(RelAddr {
                    reg: Register::new(RegType::ADDR, 0),
                    component: u8::arbitrary(g) % 4,
                    span,
                })
            } else if has_loop {
                Some(RelAddr {
                    reg: Register::new(RegType::LOOP, 0),
                    component: 0,
                    span,
                })
            } else {
                None
            }
        }
    }
}

fn random_dst(g: &mut Gen, profile: Profile) -> Dst {
    let mods = u8::arbitrary(g) % 8;
    Dst {
        reg: random_register(g, profile),
        mask: WriteMask(1 + u8::arbitrary(g) % 15),
        modifiers: ResultModifiers {
            saturate: mods & 1 != 0,
            partial_precision: mods & 2 != 0,
            centroid: mods & 4 != 0,
        },
        shift: if bool::arbitrary(g) {
            0
        } else {
            (i8::arbitrary(g).rem_euclid(7)) - 3
        },
        rel: random_rel(g, profile),
        span: Span::default(),
    }
}

fn random_src(g: &mut Gen, profile: Profile) -> Src {
    Src {
        reg: random_register(g, profile),
        swizzle: Swizzle(u8::arbitrary(g)),
        modifier: SrcModifier::from_bits(u32::arbitrary(g) % 14).unwrap_or(SrcModifier::None),
        rel: random_rel(g, profile),
        span: Span::default(),
    }
}

fn random_instruction(g: &mut Gen, profile: Profile) -> Instruction {
    let m = model();
    let forms: Vec<_> = m
        .forms
        .iter()
        .filter(|f| m.set_contains(f.profiles, profile))
        .collect();
    let mut form = forms[usize::arbitrary(g) % forms.len()];
    let control = if form.comparison {
        1 + u8::arbitrary(g) % 6
    } else {
        form.control
    };
    if !profile.has_length_field() {
        // Without a length field the decoder takes the model's form for the profile.
        form = m
            .select_form(profile, form.opcode, control, None)
            .expect("the form's own opcode has a form");
    }
    let mut ins = Instruction::new(form.opcode);
    ins.control = control;
    ins.coissue = u8::arbitrary(g) % 8 == 0;
    let predicated = u8::arbitrary(g) % 8 == 0;
    let pred_at = form
        .operands
        .iter()
        .position(|k| *k == OperandKind::Dst)
        .map_or(0, |p| p + 1);
    for k in 0..=form.operands.len() {
        if predicated && k == pred_at {
            ins.predicate = Some(random_src(g, profile));
        }
        match form.operands.get(k) {
            None => break,
            Some(OperandKind::Dst) => ins.dst = Some(random_dst(g, profile)),
            Some(OperandKind::Src) => ins.srcs.push(random_src(g, profile)),
            Some(OperandKind::Decl) => {
                ins.decl = Some(Decl {
                    usage: u8::arbitrary(g) % 16,
                    usage_index: u8::arbitrary(g) % 16,
                    sampler_type: u8::arbitrary(g) % 16,
                })
            }
            Some(OperandKind::Float4) => {
                ins.literal = Some(Literal::Float([
                    u32::arbitrary(g),
                    u32::arbitrary(g),
                    u32::arbitrary(g),
                    u32::arbitrary(g),
                ]))
            }
            Some(OperandKind::Int4) => {
                ins.literal = Some(Literal::Int([
                    i32::arbitrary(g),
                    i32::arbitrary(g),
                    i32::arbitrary(g),
                    i32::arbitrary(g),
                ]))
            }
            Some(OperandKind::Bool) => ins.literal = Some(Literal::Bool(bool::arbitrary(g))),
        }
    }
    ins
}

impl Arbitrary for ValidProgram {
    fn arbitrary(g: &mut Gen) -> ValidProgram {
        let profiles = &model().profiles;
        let profile = profiles[usize::arbitrary(g) % profiles.len()].profile;
        let n = usize::arbitrary(g) % 12;
        let instructions = (0..n).map(|_| random_instruction(g, profile)).collect();
        ValidProgram(Program {
            profile,
            version_span: Span::default(),
            instructions,
        })
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = ValidProgram>> {
        let p = self.0.clone();
        Box::new((0..p.instructions.len()).map(move |k| {
            let mut q = p.clone();
            q.instructions.remove(k);
            ValidProgram(q)
        }))
    }
}

#[test]
fn encode_decode_encode_is_a_fixpoint() {
    fn prop(p: ValidProgram) -> Result<(), String> {
        let p = p.0;
        let toks = match bytecode::encode(&p) {
            Ok(t) => t,
            // more than 15 tokens after the opcode token (many rel tokens): refused by design
            Err(e) if e.message.contains("length field") => return Ok(()),
            Err(e) => return Err(format!("encode: {}", e.message)),
        };
        let back = bytecode::decode(&words_to_bytes(&toks), model())
            .map_err(|e| format!("decode: {} at {:?}\n{toks:08x?}", e.message, e.span))?;
        let again = bytecode::encode(&back).map_err(|e| format!("re-encode: {}", e.message))?;
        if again != toks {
            return Err(format!("not a fixpoint:\n {toks:08x?}\n {again:08x?}"));
        }
        if strip(back.clone()) != p {
            return Err(format!("IR differs:\n{p:#?}\n{:#?}", strip(back)));
        }
        Ok(())
    }
    qc().quickcheck(prop as fn(ValidProgram) -> Result<(), String>);
}

// ---------------------------------------------------------------- 2. mutations

#[derive(Clone, Debug)]
enum Mutation {
    FlipBit(usize, u8),
    Truncate(usize),
    Insert(usize, u32),
    Delete(usize),
    Duplicate(usize),
}

impl Arbitrary for Mutation {
    fn arbitrary(g: &mut Gen) -> Mutation {
        match u8::arbitrary(g) % 5 {
            0 => Mutation::FlipBit(usize::arbitrary(g), u8::arbitrary(g) % 32),
            1 => Mutation::Truncate(usize::arbitrary(g)),
            2 => Mutation::Insert(usize::arbitrary(g), u32::arbitrary(g)),
            3 => Mutation::Delete(usize::arbitrary(g)),
            _ => Mutation::Duplicate(usize::arbitrary(g)),
        }
    }
}

fn apply(bytes: &mut Vec<u8>, m: &Mutation) {
    let words = bytes.len() / 4;
    match *m {
        Mutation::FlipBit(at, bit) if !bytes.is_empty() => {
            let byte = (at % words.max(1)) * 4 + (bit as usize / 8);
            if let Some(b) = bytes.get_mut(byte) {
                *b ^= 1 << (bit % 8);
            }
        }
        Mutation::Truncate(at) => {
            let keep = at % (bytes.len() + 1);
            bytes.truncate(keep);
        }
        Mutation::Insert(at, w) => {
            let k = (at % (words + 1)) * 4;
            let k = k.min(bytes.len());
            bytes.splice(k..k, w.to_le_bytes());
        }
        Mutation::Delete(at) if words > 0 => {
            let k = (at % words) * 4;
            bytes.drain(k..(k + 4).min(bytes.len()));
        }
        Mutation::Duplicate(at) if words > 0 => {
            let k = (at % words) * 4;
            let w: Vec<u8> = bytes[k..(k + 4).min(bytes.len())].to_vec();
            bytes.splice(k..k, w);
        }
        _ => {}
    }
}

#[test]
fn mutated_encodings_decode_or_fail_in_bounds() {
    fn prop(p: ValidProgram, muts: Vec<Mutation>) -> Result<(), String> {
        let Ok(toks) = bytecode::encode(&p.0) else {
            return Ok(());
        };
        let mut bytes = words_to_bytes(&toks);
        for m in muts.iter().take(4) {
            apply(&mut bytes, m);
            decode_contract(&bytes)?;
        }
        Ok(())
    }
    qc().quickcheck(prop as fn(ValidProgram, Vec<Mutation>) -> Result<(), String>);
}

/// Every single-bit flip of every token of a few fixed streams.
#[test]
fn every_single_bit_flip_of_native_streams() {
    let streams: &[&[u32]] = &[
        &[
            0xfffe0201, 0x0301005e, 0xb00f1000, 0x80e40000, 0x80e40001, 0x14000002, 0x800f0002,
            0xbde41000, 0x80e40002, 0x80e40003, 0x0000ffff,
        ],
        &[
            0xfffe0300, 0x0200001f, 0x80000000, 0xe00f0000, 0x03000001, 0xe00f200c, 0xb0000000,
            0x80e40000, 0x05000051, 0xa00f0000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f000000,
            0x0000ffff,
        ],
        &[
            0xffff0104, 0x00000042, 0x800f0000, 0xb0e40000, 0x0000fffd, 0x00000002, 0x80070000,
            0x80e40001, 0x80e40002, 0x40000002, 0x80080000, 0x80e40001, 0x80e40002, 0x0000ffff,
        ],
        &[
            0xfffe0101, 0x0000001f, 0x80000000, 0x900f0000, 0x00000001, 0x800f0000, 0xa0e42001,
            0x00000051, 0xa00f000c, 0, 0xbf800000, 0xbf000000, 0x44800000, 0x0000ffff,
        ],
    ];
    for s in streams {
        let base = words_to_bytes(s);
        decode_contract(&base).unwrap_or_else(|e| panic!("base stream: {e}"));
        for bit in 0..base.len() * 8 {
            let mut b = base.clone();
            b[bit / 8] ^= 1 << (bit % 8);
            if let Err(e) = decode_contract(&b) {
                panic!("flip of bit {bit}: {e}");
            }
        }
        for keep in 0..base.len() {
            if let Err(e) = decode_contract(&base[..keep]) {
                panic!("truncation to {keep} bytes: {e}");
            }
        }
    }
}

#[test]
fn opcode_sweep_never_panics() {
    // every opcode number with each control byte pattern, in every profile
    for info in &model().profiles {
        for op in (0u32..=0x70).chain([0xFFFD, 0xFFFE, 0xFFFF]) {
            for hi in [
                0x0000_0000u32,
                0x0101_0000,
                0x0203_0000,
                0x1300_0000,
                0x4500_0000,
            ] {
                let words = [
                    info.profile.version_token(),
                    op | hi,
                    0x800f0000,
                    0x80e40001,
                    0x80e40002,
                    0x80e40003,
                    0x0000ffff,
                ];
                if let Err(e) = decode_contract(&words_to_bytes(&words)) {
                    panic!("{}: {:08x?}: {e}", info.name, words);
                }
            }
        }
    }
    let _ = Opcode::NOP;
}

/// Whatever the decoder returns prints, and the printed text parses back to the same
/// tokens (random programs built from the model's forms, valid or not).
#[test]
fn decoded_programs_print_and_reparse_to_the_same_tokens() {
    fn prop(p: ValidProgram) -> Result<(), String> {
        let Ok(toks) = bytecode::encode(&p.0) else {
            return Ok(());
        };
        let decoded = bytecode::decode(&words_to_bytes(&toks), model())
            .map_err(|e| format!("decode: {}", e.message))?;
        let text = shadercts_shader::print::print(&decoded, model());
        let reparsed = shadercts_shader::text::parse(&text, model()).map_err(|d| {
            format!(
                "printed text does not parse:\n{}",
                shadercts_shader::diag::render(&d, "printed.asm", &text)
            )
        })?;
        let again = bytecode::encode(&reparsed).map_err(|e| format!("encode: {}", e.message))?;
        if again != toks {
            return Err(format!(
                "tokens differ after print/parse:\n{text}\n {toks:08x?}\n {again:08x?}"
            ));
        }
        Ok(())
    }
    qc().quickcheck(prop as fn(ValidProgram) -> Result<(), String>);
}
