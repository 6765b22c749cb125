// Properties of the near-miss mutators and boundary pairs: every mutation of a random
// valid program is rejected with exactly the mutator's rule ids (and nothing else), and
// at every limit the last valid value passes while the first invalid one fails with the
// limit's rule.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use arbitrary::{Arbitrary, Unstructured};
use quickcheck::{QuickCheck, TestResult};
use shadercts_generator::mutate::{boundaries, mutators, Boundary, Mutator};
use shadercts_generator::random::{generate, Config, SwarmConfig};
use shadercts_rules::{RuleKind, RuleSet};
use shadercts_shader::ir::Profile;
use shadercts_shader::{bytecode, print, text, Model, Program};
use std::collections::{BTreeMap, BTreeSet};

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

fn base(profile: Profile, seed: u64) -> Program {
    let data = bytes(seed, 4096);
    let mut u = Unstructured::new(&data);
    let mut cfg = Config::new(profile);
    cfg.max_instructions = 24;
    generate(&mut u, &cfg, model()).expect("profile exists")
}

/// Rule ids the reference reports for `p` once printed and parsed back; unless
/// `text_only`, the tokens must also round-trip.
fn verdict(p: &Program, text_only: bool) -> Result<BTreeSet<String>, String> {
    let m = model();
    let txt = print::print(p, m);
    let parsed =
        text::parse(&txt, m).map_err(|e| format!("does not parse: {}\n{txt}", e[0].message))?;
    if !text_only {
        let t =
            bytecode::encode(p).map_err(|e| format!("does not encode: {}\n{txt}", e.message))?;
        if bytecode::encode(&parsed).ok().as_ref() != Some(&t) {
            return Err(format!("print/parse changes the tokens\n{txt}"));
        }
        let d = bytecode::decode(&bytecode::to_bytes(&t), m)
            .map_err(|e| format!("does not decode: {}", e.message))?;
        if bytecode::encode(&d).ok().as_ref() != Some(&t) {
            return Err(format!("decode/encode changes the tokens\n{txt}"));
        }
    }
    Ok(shadercts_reference::validate(&parsed, rules(), m)
        .into_iter()
        .map(|v| v.rule)
        .collect())
}

fn want(ids: &[&str]) -> BTreeSet<String> {
    ids.iter().map(|s| s.to_string()).collect()
}

fn check_mutant(mu: &Mutator, base: &Program, mutant: &Program) -> Result<(), String> {
    let got = verdict(mutant, mu.text_only)?;
    if got == want(mu.rules()) {
        Ok(())
    } else {
        Err(format!(
            "{} on {}: want {:?}, got {got:?}\n{}",
            mu.name,
            base.profile,
            mu.rules(),
            print::print(mutant, model())
        ))
    }
}

#[test]
fn every_mutation_breaks_exactly_its_rules() {
    let m = model();
    let mut applied: BTreeMap<(&str, String), u32> = BTreeMap::new();
    for info in &m.profiles {
        for seed in 0..16 {
            let p = base(info.profile, seed);
            for mu in mutators()
                .iter()
                .filter(|mu| mu.applies_to(m, info.profile))
            {
                let data = bytes(seed + 31, 64);
                let Some(mutant) = mu.apply(&p, &mut Unstructured::new(&data), m) else {
                    continue;
                };
                *applied.entry((mu.name, info.name.clone())).or_default() += 1;
                if let Err(e) = check_mutant(mu, &p, &mutant) {
                    panic!("seed {seed}: {e}");
                }
            }
        }
    }
    // Every mutator finds a site in every profile it names, on some program.
    for mu in mutators() {
        for info in m.profiles.iter().filter(|i| mu.applies_to(m, i.profile)) {
            assert!(
                applied.contains_key(&(mu.name, info.name.clone())),
                "{} never applied to {}",
                mu.name,
                info.name
            );
        }
    }
}

#[test]
fn mutations_of_swarm_programs() {
    fn prop(data: Vec<u8>, pick: u16) -> TestResult {
        let m = model();
        let mut u = Unstructured::new(&data);
        let Ok(sw) = SwarmConfig::arbitrary(&mut u) else {
            return TestResult::discard();
        };
        let cfg = sw.config(m);
        let Ok(p) = generate(&mut u, &cfg, m) else {
            return TestResult::error("generation failed");
        };
        let list: Vec<&Mutator> = mutators()
            .iter()
            .filter(|mu| mu.applies_to(m, p.profile))
            .collect();
        let Some(mu) = list.get(usize::from(pick) % list.len().max(1)) else {
            return TestResult::discard();
        };
        match mu.apply(&p, &mut u, m) {
            None => TestResult::discard(),
            Some(mutant) => match check_mutant(mu, &p, &mutant) {
                Ok(()) => TestResult::passed(),
                Err(e) => TestResult::error(e),
            },
        }
    }
    QuickCheck::new()
        .tests(400)
        .max_tests(4000)
        .rng(quickcheck::Gen::new(4000))
        .quickcheck(prop as fn(Vec<u8>, u16) -> TestResult);
}

#[test]
fn mutators_name_static_rules_of_their_profiles() {
    let m = model();
    let rs = rules();
    let mut names = BTreeSet::new();
    for mu in mutators() {
        assert!(names.insert(mu.name), "duplicate mutator name {}", mu.name);
        assert!(!mu.rules().is_empty(), "{} names no rule", mu.name);
        let set = m
            .profile_set(mu.profiles.iter().copied())
            .expect("profile names exist");
        for id in mu.rules() {
            let rule = rs
                .get(id)
                .unwrap_or_else(|| panic!("{}: no rule {id}", mu.name));
            assert_eq!(
                rule.kind,
                RuleKind::Static,
                "{}: {id} is not a static rule",
                mu.name
            );
            for p in set.indices() {
                assert!(
                    rule.profiles.contains_index(p),
                    "{}: {id} does not apply to {}",
                    mu.name,
                    m.profiles[p].name
                );
            }
        }
    }
}

#[test]
fn every_static_rule_has_a_mutator_or_a_boundary() {
    let covered: BTreeSet<&str> = mutators()
        .iter()
        .flat_map(|mu| mu.rules().iter().copied())
        .chain(boundaries().iter().flat_map(|b| b.rules().iter().copied()))
        .collect();
    let missing: Vec<&str> = rules()
        .rules()
        .iter()
        .filter(|r| r.kind == RuleKind::Static && r.has_check())
        .map(|r| r.id.as_str())
        .filter(|id| !covered.contains(id))
        .collect();
    assert!(
        missing.is_empty(),
        "static rules no mutation breaks: {missing:?}"
    );
}

fn check_pair(b: &Boundary, profile: &str, label: &str, valid: &Program, invalid: &Program) {
    match verdict(valid, false) {
        Ok(v) if v.is_empty() => {}
        other => panic!(
            "{} {profile} {label}: the last valid value is rejected: {other:?}\n{}",
            b.name,
            print::print(valid, model())
        ),
    }
    match verdict(invalid, false) {
        Ok(v) if v == want(b.rules()) => {}
        other => panic!(
            "{} {profile} {label}: the first invalid value gives {other:?}, want {:?}\n{}",
            b.name,
            b.rules(),
            print::print(invalid, model())
        ),
    }
}

/// Boundaries whose program size makes a debug-build sweep slow (32768 slots).
fn heavy(b: &Boundary, profile: Profile) -> bool {
    b.name == "slots-total" && profile.major == 3
}

#[test]
fn boundary_pairs_straddle_every_limit() {
    let m = model();
    let mut built: BTreeSet<(&str, String)> = BTreeSet::new();
    for info in &m.profiles {
        for seed in 0..6 {
            let p = base(info.profile, 100 + seed);
            for b in boundaries()
                .iter()
                .filter(|b| b.applies_to(m, info.profile))
            {
                if heavy(b, info.profile) && seed > 0 {
                    continue;
                }
                for pair in b.pairs(&p, &mut Unstructured::new(&[]), m) {
                    built.insert((b.name, info.name.clone()));
                    check_pair(b, &info.name, &pair.label, &pair.valid, &pair.invalid);
                }
            }
        }
    }
    for b in boundaries() {
        for info in m.profiles.iter().filter(|i| b.applies_to(m, i.profile)) {
            assert!(
                built.contains(&(b.name, info.name.clone())),
                "{} built no pair in {}",
                b.name,
                info.name
            );
        }
    }
}

/// The labels of the pairs one boundary builds on a random program of `profile`.
fn labels(name: &str, profile: &str) -> Vec<String> {
    let m = model();
    let info = m.profile_by_name(profile).expect("profile");
    let b = boundaries()
        .iter()
        .find(|b| b.name == name)
        .expect("boundary");
    (0..8)
        .flat_map(|seed| {
            b.pairs(
                &base(info.profile, 300 + seed),
                &mut Unstructured::new(&[]),
                m,
            )
        })
        .map(|p| p.label)
        .collect()
}

#[test]
fn the_limits_of_the_brief() {
    let has = |name: &str, profile: &str, label: &str| {
        assert!(
            labels(name, profile).iter().any(|l| l == label),
            "{name} in {profile}: no pair {label}"
        );
    };
    has("index-range", "ps_2_0", "r11/r12");
    has("index-range", "ps_3_0", "c223/c224");
    has("index-range", "vs_1_1", "c255/c256");
    has("index-range", "ps_1_1", "c7/c8");
    for p in ["ps_2_0", "ps_2_x", "ps_2_sw", "ps_3_0", "ps_3_sw"] {
        has("oc-regs", p, "oC3/oC4");
    }
    has("o-count", "vs_3_0", "o11/o12");
    has("eleven", "vs_3_0", "11/12 registers");
    has("v-count", "ps_3_0", "v9/v10");
    has("v-count", "ps_3_sw", "v9/v10");
    has("index-range", "ps_3_sw", "r31/r32");
    has("call-nesting", "ps_3_sw", "depth 4/5");
    has("labels", "vs_2_0", "l15/l16");
    has("loop-nesting", "vs_2_0", "depth 1/2");
    has("call-nesting", "ps_3_0", "depth 4/5");
    has("dynamic-nesting", "ps_2_x", "depth 24/25");
    has("static-count", "vs_2_x", "16/17 static");
    has("slots-arithmetic", "ps_2_0", "64/65 slots");
    has("slots-texture", "ps_1_1", "4/5 slots");
    has("slots-total", "vs_1_1", "128/129 slots");
}

/// A program of arbitrary shape: a random valid one with statements deleted, repeated
/// and swapped, or random tokens behind a real version token when they decode.
fn damaged(data: &[u8]) -> Option<Program> {
    let m = model();
    let mut u = Unstructured::new(data);
    let info = &m.profiles[usize::from(u.arbitrary::<u8>().ok()?) % m.profiles.len()];
    if u.ratio(1, 3).ok()? {
        let mut tokens = vec![info.profile.version_token()];
        while let Ok(t) = u.arbitrary::<u32>() {
            if u.is_empty() {
                break;
            }
            tokens.push(t);
        }
        tokens.push(0xFFFF);
        return bytecode::decode_tokens(&tokens, m).ok();
    }
    let mut p = generate(&mut u, &Config::new(info.profile), m).ok()?;
    for _ in 0..u.int_in_range(0..=6u8).ok()? {
        let n = p.instructions.len();
        if n == 0 {
            break;
        }
        let k = u.choose_index(n).ok()?;
        match u.int_in_range(0..=2u8).ok()? {
            0 => {
                p.instructions.remove(k);
            }
            1 => {
                let i = p.instructions[k].clone();
                p.instructions.insert(k, i);
            }
            _ => p.instructions.swap(k, u.choose_index(n).ok()?),
        }
    }
    Some(p)
}

#[test]
fn mutators_and_boundaries_never_panic_on_arbitrary_programs() {
    fn prop(data: Vec<u8>) -> TestResult {
        let m = model();
        let Some(p) = damaged(&data) else {
            return TestResult::discard();
        };
        for mu in mutators() {
            let _ = mu.apply(&p, &mut Unstructured::new(&data), m);
        }
        for b in boundaries() {
            if !heavy(b, p.profile) {
                let _ = b.pairs(&p, &mut Unstructured::new(&data), m);
            }
        }
        TestResult::passed()
    }
    QuickCheck::new()
        .tests(200)
        .max_tests(2000)
        .rng(quickcheck::Gen::new(2000))
        .quickcheck(prop as fn(Vec<u8>) -> TestResult);
}
