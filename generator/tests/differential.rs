//! The differential check of generated programs (generator/src/differential.rs,
//! docs/differential.md): a random program or a near-miss mutant on which Wine (its
//! checked-in answers) disagrees with the reference, and no documented difference of
//! Wine explains it, stops generation with the shader and both answers. MojoShader is
//! not loaded here (its side is exercised by generating the real suite, where CI has it).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_generator::case::{CaseKind, Expectation};
use shadercts_generator::crosscheck::CrossChecker;
use shadercts_generator::differential::{check, is_generated, DiffStats, ToolStats};
use shadercts_generator::verified::{Case, CaseSet, Expected, FileRef};
use shadercts_generator::wine_differences::UNCHECKED_RULES;
use shadercts_generator::wine_gate::{counterpart_text, WineTable, TABLE_PATH};
use shadercts_generator::{hash::sha256_hex, mojo_differences};
use shadercts_shader::{bytecode, text, Model};

const HEADER: &str =
    r#"{"table":"wine-d3dcompiler","format":1,"evidence":"wine-test","version":"test"}"#;

/// A ps_2_0 program (`mov r0, c0` written `mov r0.x, c0`) and its words.
const VALID: &str = "ps_2_0\ndef c0, 1.0, 0.0, 0.0, 1.0\nmov r0, c0\nmov oC0, r0\n";

fn tokens(src: &str) -> Vec<u32> {
    bytecode::encode(&text::parse(src, Model::embedded()).unwrap()).unwrap()
}

fn hex(t: &[u32]) -> String {
    t.iter().map(|w| format!("{w:08x}")).collect()
}

/// One generated validate case of `profile` with `src` as its text.
fn set(profile: &str, src: &str, expect: Expectation, origin: &str) -> CaseSet {
    let mut s = CaseSet::default();
    let id = format!("x/{profile}/0");
    s.files.insert("a.asm".into(), src.as_bytes().to_vec());
    s.files
        .insert("a.bin".into(), bytecode::to_bytes(&tokens(src)));
    s.cases.push(Case {
        id,
        kind: CaseKind::Validate,
        profile: profile.into(),
        rules: Vec::new(),
        origin: origin.into(),
        files: vec![
            FileRef {
                role: "text",
                path: "a.asm".into(),
            },
            FileRef {
                role: "bytecode",
                path: "a.bin".into(),
            },
        ],
        expect: Expected::Verdict(expect),
        notes: Vec::new(),
        ops: Vec::new(),
    });
    s
}

fn mutant(profile: &str, src: &str, rules: &[&str]) -> CaseSet {
    let r = rules.iter().map(|r| r.to_string()).collect();
    set(
        profile,
        src,
        Expectation::Invalid(r),
        "mutator m on random seed 1 ps_2_0 #0",
    )
}

/// A table with Wine's answer for `asked`: accepted with `words`, or refused.
fn table(asked: &str, answer: Result<&[u32], &str>) -> WineTable {
    let sha = sha256_hex(asked.as_bytes());
    let entry = match answer {
        Ok(w) => format!(
            r#"{{"sha256":"{sha}","verdict":"accept","tokens":"{}"}}"#,
            hex(w)
        ),
        Err(m) => format!(r#"{{"sha256":"{sha}","verdict":"reject","error":"{m}"}}"#),
    };
    WineTable::parse(&format!("{HEADER}\n{entry}\n")).unwrap()
}

fn run(s: &CaseSet, t: &WineTable) -> (DiffStats, Vec<String>) {
    let (stats, errors) = check(s, Model::embedded(), &CrossChecker::disabled(), t);
    (stats, errors.iter().map(|e| e.to_string()).collect())
}

fn wine(agree: usize, explained: usize, not_asked: usize) -> ToolStats {
    ToolStats {
        agree,
        explained,
        not_asked,
    }
}

#[test]
fn only_the_validate_cases_of_random_programs_and_mutants_are_checked() {
    let s = mutant("ps_2_0", VALID, &["swz.ps20"]);
    assert!(is_generated(&s.cases[0]));
    let mut t = s.cases[0].clone();
    t.origin = "template op {op: mov}".into();
    assert!(!is_generated(&t));
    t.origin = "random seed 1 ps_2_0 #3".into();
    t.kind = CaseKind::Assemble;
    assert!(!is_generated(&t), "assemble cases are the gate's");
}

#[test]
fn a_random_program_wine_assembles_to_its_tokens_agrees() {
    let s = set(
        "ps_2_0",
        VALID,
        Expectation::Valid,
        "random seed 1 ps_2_0 #0",
    );
    let (stats, errors) = run(&s, &table(VALID, Ok(&tokens(VALID))));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!((stats.random, stats.mutants), (1, 0));
    assert_eq!(stats.wine, wine(1, 0, 0));
    assert_eq!(stats.mojoshader, wine(0, 0, 1), "MojoShader is not loaded");
}

#[test]
fn a_random_program_wine_refuses_without_a_documented_deviation_stops_it() {
    let s = set(
        "ps_2_0",
        VALID,
        Expectation::Valid,
        "random seed 1 ps_2_0 #0",
    );
    let (_, errors) = run(&s, &table(VALID, Err("Line 3: syntax error")));
    assert_eq!(errors.len(), 1, "{errors:?}");
    let e = &errors[0];
    assert!(
        e.contains("Wine's D3DAssemble refuses a valid program"),
        "{e}"
    );
    assert!(e.contains("| mov r0, c0"), "the shader is shown: {e}");
    assert!(e.contains("reference: valid"), "{e}");
    assert!(
        e.contains("Line 3: syntax error"),
        "Wine's answer is shown: {e}"
    );
}

#[test]
fn a_mutant_wine_refuses_agrees() {
    let s = mutant("ps_2_0", VALID, &["reg.dst-writable"]);
    let (stats, errors) = run(&s, &table(VALID, Err("Line 3: bad register")));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(stats.wine, wine(1, 0, 0));
}

#[test]
fn a_mutant_wine_accepts_is_explained_only_by_a_rule_it_is_documented_not_to_check() {
    assert!(UNCHECKED_RULES.binary_search(&"swz.ps20").is_ok());
    let s = mutant("ps_2_0", VALID, &["swz.ps20"]);
    let (stats, errors) = run(&s, &table(VALID, Ok(&tokens(VALID))));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(stats.wine, wine(0, 1, 0));

    // A rule Wine is not documented to leave unchecked: a disagreement.
    assert!(UNCHECKED_RULES.binary_search(&"vs3.o.count").is_err());
    let s = mutant("ps_2_0", VALID, &["swz.ps20", "vs3.o.count"]);
    let (_, errors) = run(&s, &table(VALID, Ok(&tokens(VALID))));
    assert_eq!(errors.len(), 1, "{errors:?}");
    let e = &errors[0];
    assert!(
        e.contains("accepts an invalid program that breaks vs3.o.count, which it is not documented to leave unchecked"),
        "only the rule Wine should check is named: {e}"
    );
    assert!(
        e.contains("reference: invalid, breaks swz.ps20, vs3.o.count"),
        "{e}"
    );
    assert!(
        e.contains(&format!("accepts it: {}", hex_words(&tokens(VALID)))),
        "{e}"
    );
}

fn hex_words(t: &[u32]) -> String {
    t.iter()
        .map(|w| format!("{w:08x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn other_tokens_for_a_mutant_stop_it_unless_a_deviation_says_wine_writes_other_words() {
    let mut other = tokens(VALID);
    let last = other.len() - 2;
    other[last] ^= 0x0001_0000; // another swizzle on the last source
    let s = mutant("ps_2_0", VALID, &["swz.ps20"]);
    let (_, errors) = run(&s, &table(VALID, Ok(&other)));
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].contains("writes other tokens than the case's"),
        "{}",
        errors[0]
    );

    // `mov c0, c0`: Wine writes another register file (constant-destination).
    let src = "ps_2_0\nmov r0, c0\nmov c0, r0\nmov oC0, r0\n";
    let s = mutant("ps_2_0", src, &["reg.dst-writable"]);
    let mut wrong = tokens(src);
    let n = wrong.len();
    wrong[n - 6] &= !0x7000_1800; // c0 as the destination, written as r0
    let (stats, errors) = run(&s, &table(src, Ok(&wrong)));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(stats.wine, wine(0, 1, 0));
}

#[test]
fn a_software_profile_mutant_is_compared_through_its_counterpart_by_tokens_only() {
    let src = VALID.replace("ps_2_0", "ps_2_sw");
    let asked = counterpart_text(&src, "ps_2_sw").unwrap();
    // A refusal of the hardware counterpart says nothing of the _sw program.
    let s = mutant("ps_2_sw", &src, &["vs3.o.count"]);
    let (stats, errors) = run(&s, &table(&asked, Err("Line 1: bad")));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(stats.wine, wine(0, 0, 1));
    // Its tokens, with the _sw version token, must be the case's; the verdict is not
    // judged (it is the counterpart profile's).
    let (stats, errors) = run(&s, &table(&asked, Ok(&tokens(&asked))));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(stats.wine, wine(1, 0, 0));
}

#[test]
fn a_generated_program_the_table_does_not_hold_names_the_refresh_script() {
    let s = mutant("ps_2_0", VALID, &["swz.ps20"]);
    let (_, errors) = run(&s, &table("ps_2_0\n", Err("x")));
    assert_eq!(errors.len(), 1);
    assert!(errors[0].contains(TABLE_PATH) && errors[0].contains("refresh-evidence"));
}

#[test]
fn the_lists_of_unchecked_rules_are_sorted_rule_ids() {
    let model = Model::embedded();
    let rules = shadercts_reference::RuleSet::embedded(model).unwrap();
    let ids: std::collections::BTreeSet<&str> =
        rules.rules().iter().map(|r| r.id.as_str()).collect();
    for list in [UNCHECKED_RULES, mojo_differences::UNCHECKED_RULES] {
        assert!(
            list.windows(2).all(|w| w[0] < w[1]),
            "sorted, no duplicates"
        );
        for r in list {
            assert!(ids.contains(r), "{r} is not a rule id");
        }
    }
}
