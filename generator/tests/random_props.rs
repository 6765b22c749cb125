// Properties of the structured random program generator: every program it builds, in
// every profile and for any bytes, is accepted by the reference validator with no
// violation, and survives print -> parse -> encode -> decode -> encode unchanged;
// `pad` changes no verdict.

use arbitrary::{Arbitrary, Unstructured};
use quickcheck::{QuickCheck, TestResult};
use shadercts_generator::mutate::mutators;
use shadercts_generator::random::{generate, pad, Config, Features, SwarmConfig};
use shadercts_rules::RuleSet;
use shadercts_shader::ir::{Profile, ShaderKind};
use shadercts_shader::{bytecode, print, text, Model, Program};

fn model() -> &'static Model {
    Model::embedded()
}

fn rules() -> &'static RuleSet {
    // Every rule (the documented level): mutants and random programs are made against
    // all of them, as the generator verifies its cases.
    RuleSet::embedded_at(shadercts_rules::Conformance::Documented)
}

/// Deterministic pseudo-random bytes (xorshift) for seed sweeps.
fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 24) as u8
        })
        .collect()
}

/// The rule ids the reference reports for `p`, after checking that its text parses
/// back to the same tokens and that its tokens decode and re-encode unchanged.
fn check(p: &Program) -> Result<Vec<String>, String> {
    let m = model();
    let txt = print::print(p, m);
    let parsed =
        text::parse(&txt, m).map_err(|e| format!("does not parse: {:?}\n{txt}", e[0].message))?;
    let tokens =
        bytecode::encode(p).map_err(|e| format!("does not encode: {}\n{txt}", e.message))?;
    let again = bytecode::encode(&parsed)
        .map_err(|e| format!("parsed text does not encode: {}", e.message))?;
    if tokens != again {
        return Err(format!("print/parse changes the tokens\n{txt}"));
    }
    let decoded = bytecode::decode(&bytecode::to_bytes(&tokens), m)
        .map_err(|e| format!("does not decode: {}\n{txt}", e.message))?;
    if bytecode::encode(&decoded).ok().as_ref() != Some(&tokens) {
        return Err(format!("decode/encode changes the tokens\n{txt}"));
    }
    let mut ids: Vec<String> = shadercts_reference::validate(&parsed, rules(), m)
        .into_iter()
        .map(|v| format!("{}: {}", v.rule, v.message))
        .collect();
    ids.sort();
    ids.dedup();
    if ids.is_empty() {
        Ok(ids)
    } else {
        Err(format!("{ids:?}\n{txt}"))
    }
}

fn valid(p: &Program) -> Result<(), String> {
    check(p).map(|_| ())
}

#[test]
fn every_profile_many_seeds_valid_and_round_trip() {
    let m = model();
    for info in &m.profiles {
        for seed in 0..40 {
            let data = bytes(seed, 4096);
            let mut u = Unstructured::new(&data);
            let p = generate(&mut u, &Config::new(info.profile), m).expect("profile exists");
            if let Err(e) = valid(&p) {
                panic!("{} seed {seed}: {e}", info.name);
            }
        }
    }
}

#[test]
fn swarm_configurations_are_valid() {
    let m = model();
    for seed in 0..400 {
        let data = bytes(1000 + seed, 8192);
        let mut u = Unstructured::new(&data);
        let sw = SwarmConfig::arbitrary(&mut u).expect("enough bytes");
        let cfg = sw.config(m);
        let p = generate(&mut u, &cfg, m).expect("profile exists");
        if let Err(e) = valid(&p) {
            panic!("{} swarm {sw:?}: {e}", cfg.profile);
        }
    }
}

#[test]
fn programs_use_the_instruction_mix() {
    // Not a validity property: the generator must actually exercise flow control,
    // textures, predication and co-issue somewhere, or the other tests prove little.
    let m = model();
    let mut seen = std::collections::BTreeSet::new();
    for info in &m.profiles {
        for seed in 0..30 {
            let data = bytes(seed + 77, 8192);
            let mut u = Unstructured::new(&data);
            let p = generate(&mut u, &Config::new(info.profile), m).expect("profile exists");
            for i in &p.instructions {
                seen.insert(i.opcode.0);
                if i.coissue {
                    seen.insert(0xF000);
                }
                if i.predicate.is_some() {
                    seen.insert(0xF001);
                }
            }
        }
    }
    use shadercts_shader::opcode::Opcode as O;
    for (what, op) in [
        ("loop", O::LOOP.0),
        ("rep", O::REP.0),
        ("ifc", O::IFC.0),
        ("call", O::CALL.0),
        ("texld", O::TEX.0),
        ("texldl", O::TEXLDL.0),
        ("setp", O::SETP.0),
        ("phase", O::PHASE.0),
        ("texm3x3pad", O::TEXM3X3PAD.0),
        ("co-issue", 0xF000),
        ("predication", 0xF001),
    ] {
        assert!(seen.contains(&op), "no generated program uses {what}");
    }
}

#[test]
fn no_bytes_make_generation_fail_or_panic() {
    fn prop(profile: u8, data: Vec<u8>) -> TestResult {
        let m = model();
        let info = &m.profiles[usize::from(profile) % m.profiles.len()];
        let mut u = Unstructured::new(&data);
        match generate(&mut u, &Config::new(info.profile), m) {
            Ok(p) => match valid(&p) {
                Ok(()) => TestResult::passed(),
                Err(e) => TestResult::error(format!("{}: {e}", info.name)),
            },
            Err(e) => TestResult::error(format!("{}: {e}", info.name)),
        }
    }
    QuickCheck::new()
        .tests(300)
        .rng(quickcheck::Gen::new(3000))
        .quickcheck(prop as fn(u8, Vec<u8>) -> TestResult);
}

#[test]
fn swarm_property() {
    fn prop(data: Vec<u8>) -> TestResult {
        let m = model();
        let mut u = Unstructured::new(&data);
        let Ok(sw) = SwarmConfig::arbitrary(&mut u) else {
            return TestResult::discard();
        };
        let cfg = sw.config(m);
        match generate(&mut u, &cfg, m)
            .map_err(|e| e.to_string())
            .and_then(|p| valid(&p))
        {
            Ok(()) => TestResult::passed(),
            Err(e) => TestResult::error(format!("{} {sw:?}: {e}", cfg.profile)),
        }
    }
    QuickCheck::new()
        .tests(300)
        .rng(quickcheck::Gen::new(4000))
        .quickcheck(prop as fn(Vec<u8>) -> TestResult);
}

#[test]
fn minimal_programs_are_valid() {
    // Every feature off and no bytes: only declarations and required outputs remain.
    let m = model();
    for info in &m.profiles {
        let mut cfg = Config::new(info.profile);
        cfg.features = Features::NONE;
        let mut u = Unstructured::new(&[]);
        let p = generate(&mut u, &cfg, m).expect("profile exists");
        if let Err(e) = valid(&p) {
            panic!("{}: {e}", info.name);
        }
    }
}

#[test]
fn unknown_profile_is_an_error_not_a_panic() {
    let cfg = Config::new(Profile::new(ShaderKind::Pixel, 1, 0));
    let mut u = Unstructured::new(&[1, 2, 3]);
    assert!(generate(&mut u, &cfg, model()).is_err());
}

#[test]
fn pad_keeps_valid_programs_valid() {
    let m = model();
    for info in &m.profiles {
        for seed in 0..20 {
            let data = bytes(seed + 500, 4096);
            let mut u = Unstructured::new(&data);
            let p = generate(&mut u, &Config::new(info.profile), m).expect("profile exists");
            let extra = bytes(seed, 64);
            let padded = pad(&p, &mut Unstructured::new(&extra), m);
            if let Err(e) = valid(&padded) {
                panic!(
                    "{} seed {seed}: padding broke a valid program: {e}",
                    info.name
                );
            }
        }
    }
}

fn violated(p: &Program) -> Vec<String> {
    let mut v: Vec<String> = shadercts_reference::validate(p, rules(), model())
        .into_iter()
        .map(|v| v.rule)
        .collect();
    v.sort();
    v.dedup();
    v
}

#[test]
fn pad_keeps_the_rules_an_invalid_program_breaks() {
    let m = model();
    let mut padded_some = 0;
    for info in &m.profiles {
        let data = bytes(u64::from(info.profile.minor) + 900, 4096);
        let mut u = Unstructured::new(&data);
        let p = generate(&mut u, &Config::new(info.profile), m).expect("profile exists");
        for mu in mutators()
            .iter()
            .filter(|mu| mu.applies_to(m, info.profile))
        {
            let Some(bad) = mu.apply(&p, &mut Unstructured::new(&[]), m) else {
                continue;
            };
            let before = violated(&bad);
            let extra = bytes(7, 64);
            let padded = pad(&bad, &mut Unstructured::new(&extra), m);
            padded_some += usize::from(padded.instructions.len() > bad.instructions.len());
            assert_eq!(
                before,
                violated(&padded),
                "{} {}: pad changed the verdict",
                info.name,
                mu.name
            );
        }
    }
    assert!(padded_some > 0, "pad never added anything");
}

#[test]
fn pad_never_panics_on_arbitrary_tokens() {
    fn prop(profile: u8, words: Vec<u32>, data: Vec<u8>) -> TestResult {
        let m = model();
        let info = &m.profiles[usize::from(profile) % m.profiles.len()];
        let mut tokens = vec![info.profile.version_token()];
        tokens.extend(words);
        tokens.push(0xFFFF);
        match bytecode::decode_tokens(&tokens, m) {
            Ok(p) => {
                let _ = pad(&p, &mut Unstructured::new(&data), m);
                TestResult::passed()
            }
            Err(_) => TestResult::discard(),
        }
    }
    QuickCheck::new()
        .tests(200)
        .max_tests(5000)
        .quickcheck(prop as fn(u8, Vec<u32>, Vec<u8>) -> TestResult);
}
