//! The Wine gate (generator/src/wine_gate.rs, docs/wine-differences.md): every assemble
//! case of a format 3 suite is classified by Wine's checked-in answers, and one that is
//! not stops the build with the shader and both answers. No Wine is needed.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod support;

use shadercts_generator::crosscheck::CrossChecker;
use shadercts_generator::generate::{Failure, Generator, Request};
use shadercts_generator::source::TemplateSource;
use shadercts_generator::suite::manifest::format_for;
use shadercts_generator::suite::Suite;
use shadercts_generator::wine_gate::{
    classify, counterpart_text, Evidence, WineTable, REFRESH, TABLE_PATH,
};
use shadercts_shader::Model;
use std::collections::BTreeMap;
use support::{catalog, inputs, DemoOracle, BINDINGS};

const HEADER: &str =
    r#"{"table":"wine-d3dcompiler","format":1,"evidence":"wine-test","version":"test"}"#;

fn sha(b: &[u8]) -> String {
    shadercts_generator::hash::sha256_hex(b)
}

/// Builds the demo suite, through the gate when `table` is given.
fn demo(table: Option<&WineTable>) -> Result<Suite, Failure> {
    let model = Model::embedded();
    let catalog = catalog();
    let inp = inputs(BINDINGS);
    let source = TemplateSource::load(&inp, &catalog, model).map_err(Failure::Input)?;
    let cross = CrossChecker::disabled();
    let gen = Generator {
        model,
        catalog: &catalog,
        oracle: &DemoOracle,
        cross: &cross,
        sources: vec![&source],
        inputs: &inp,
        exemptions: &source.bindings().exemptions,
    };
    let req = Request {
        version: "3.0.0".into(),
        seed: 7,
        previous: None,
        allow_gaps: false,
    };
    gen.build_gated(&req, table).map(|(s, _)| s)
}

/// Wine's answers as the encoder's own tokens, for every assemble case of `suite`
/// (text sha256 -> tokens hex).
fn answers(suite: &Suite) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for c in &suite.manifest.cases {
        if c.kind != "assemble" {
            continue;
        }
        let text = &suite.files[&c.files.text.as_ref().unwrap().path];
        let bin = &suite.files[&c.expect.tokens.as_ref().unwrap().path];
        let hex: String = bin
            .chunks(4)
            .map(|w| format!("{:08x}", u32::from_le_bytes([w[0], w[1], w[2], w[3]])))
            .collect();
        out.insert(sha(text), hex);
    }
    out
}

fn table(entries: &BTreeMap<String, String>) -> WineTable {
    let mut t = String::from(HEADER);
    for (k, v) in entries {
        t.push_str(&format!(
            "\n{{\"sha256\":\"{k}\",\"verdict\":\"accept\",\"tokens\":\"{v}\"}}"
        ));
    }
    WineTable::parse(&t).unwrap()
}

fn rejected(f: Failure) -> String {
    match f {
        Failure::Rejected { errors, .. } => errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n"),
        other => panic!("expected a refusal, got {other}"),
    }
}

#[test]
fn every_assemble_case_of_a_gated_demo_suite_is_classified_and_recorded() {
    let plain = demo(None).unwrap();
    assert_eq!(plain.manifest.format, 2, "no gate: format 2, no evidence");
    let wine = answers(&plain);
    assert!(wine.len() >= 3, "the demo suite has assemble cases");
    let gated = demo(Some(&table(&wine))).unwrap();
    // The demo suite is version 3.0.0: gated, it is written in the newest format.
    assert_eq!(gated.manifest.format, 4);
    let yaml = String::from_utf8(gated.files["manifest.yaml"].clone()).unwrap();
    let mut n = 0;
    for c in &gated.manifest.cases {
        if c.kind == "assemble" {
            n += 1;
            assert_eq!(
                c.expect.confirmed_by,
                vec!["wine-test".to_string()],
                "{}",
                c.id
            );
        } else {
            assert!(c.expect.confirmed_by.is_empty(), "{}", c.id);
        }
    }
    assert_eq!(n, wine.len());
    assert_eq!(yaml.matches("      confirmed_by: [wine-test]\n").count(), n);
    // The manifest reads back with the new fields, and the case files are unchanged.
    let back = shadercts_generator::suite::Manifest::parse(&yaml).unwrap();
    assert_eq!(back, gated.manifest);
    for (path, bytes) in &plain.files {
        if path.starts_with("cases/") {
            assert_eq!(gated.files.get(path), Some(bytes), "{path}");
        }
    }
}

#[test]
fn a_case_whose_tokens_disagree_with_the_table_stops_the_build() {
    let plain = demo(None).unwrap();
    let mut wine = answers(&plain);
    let (k, v) = wine
        .iter()
        .next()
        .map(|(k, v)| (k.clone(), v.clone()))
        .unwrap();
    // One word changed: the last instruction's source register.
    let mut words: Vec<String> = (0..v.len())
        .step_by(8)
        .map(|i| v[i..i + 8].to_string())
        .collect();
    let n = words.len();
    words[n - 2] = "a0e40007".into();
    wine.insert(k, words.concat());
    let msg = rejected(demo(Some(&table(&wine))).unwrap_err());
    assert!(
        msg.contains("assembles other tokens and no documented Wine deviation explains it"),
        "{msg}"
    );
    assert!(
        msg.contains("  encoder: ffff0") && msg.contains("  Wine:    ffff0"),
        "{msg}"
    );
    assert!(msg.contains("a0e40007"), "{msg}");
    assert!(msg.contains("    | ps_"), "the shader is shown: {msg}");
}

#[test]
fn a_refusal_without_a_documented_deviation_stops_the_build() {
    let plain = demo(None).unwrap();
    let wine = answers(&plain);
    let mut t = String::from(HEADER);
    for (i, (k, v)) in wine.iter().enumerate() {
        if i == 0 {
            t.push_str(&format!("\n{{\"sha256\":\"{k}\",\"verdict\":\"reject\",\"error\":\"Line 6: Error \\\"syntax error\\\" from bison\"}}"));
        } else {
            t.push_str(&format!(
                "\n{{\"sha256\":\"{k}\",\"verdict\":\"accept\",\"tokens\":\"{v}\"}}"
            ));
        }
    }
    let msg = rejected(demo(Some(&WineTable::parse(&t).unwrap())).unwrap_err());
    assert!(
        msg.contains("refuses it and no documented Wine deviation explains it"),
        "{msg}"
    );
    assert!(msg.contains("syntax error"), "{msg}");
}

#[test]
fn a_missing_table_entry_names_the_refresh_script() {
    let plain = demo(None).unwrap();
    let mut wine = answers(&plain);
    let first = wine.keys().next().cloned().unwrap();
    wine.remove(&first);
    let msg = rejected(demo(Some(&table(&wine))).unwrap_err());
    assert!(
        msg.contains(&format!("{TABLE_PATH} has no Wine answer")),
        "{msg}"
    );
    assert!(msg.contains(&format!("run {REFRESH}")), "{msg}");
    assert!(msg.contains(&first), "names the text's sha256: {msg}");
}

#[test]
fn the_released_versions_regenerate_in_their_formats_and_3_0_0_on_in_format_4() {
    for v in ["1.0.0", "1.2.0", "2.0.0"] {
        assert_eq!(format_for(v), 2, "{v}");
    }
    for v in ["0.0.0", "2.0.1", "2.1.0", "2.2.0", "2.9.9"] {
        assert_eq!(format_for(v), 3, "{v}");
    }
    // Draw cases and execution levels (issue 36) need format 4.
    for v in ["3.0.0", "3.1.0", "4.0.0"] {
        assert_eq!(format_for(v), 4, "{v}");
    }
}

#[test]
fn the_counterpart_of_a_software_profile_case_is_its_text_as_the_hardware_profile() {
    let t = "// case: x/valid/vs_3_sw/a\nvs_3_sw\nmov o0, v0\n";
    assert_eq!(
        counterpart_text(t, "vs_3_sw").as_deref(),
        Some("// case: x/valid/vs_3_sw/a\nvs_3_0\nmov o0, v0\n")
    );
    assert_eq!(
        counterpart_text("ps_2_sw\n", "ps_2_sw").as_deref(),
        Some("ps_2_x\n")
    );
    assert_eq!(counterpart_text("vs_3_0\n", "vs_3_0"), None);
    assert_eq!(counterpart_text("// vs_2_sw only here\n", "vs_2_sw"), None);
}

/// The assemble cases of suites/2.0.0 as (id, profile, text path, tokens path), from
/// its fixed manifest layout.
fn published_assemble_cases() -> Vec<(String, String, String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../suites/2.0.0");
    let m = std::fs::read_to_string(dir.join("manifest.yaml")).unwrap();
    let field = |b: &str, key: &str| -> String {
        let at = b.find(key).unwrap_or_else(|| panic!("{key} in {b}")) + key.len();
        b[at..]
            .split([',', '\n', ' '])
            .next()
            .unwrap()
            .trim_matches('"')
            .to_string()
    };
    m.split("\n  - id: ")
        .skip(1)
        .filter(|b| b.contains("\n    kind: assemble\n"))
        .map(|b| {
            (
                b.lines().next().unwrap().trim_matches('"').to_string(),
                field(b, "\n    profile: "),
                field(b, "text: { path: "),
                field(b, "tokens: { path: "),
            )
        })
        .collect()
}

#[test]
fn the_checked_in_table_classifies_the_published_suite() {
    // Every 4th assemble case of suite 2.0.0 (all profiles, _sw included): confirmed,
    // confirmed through the counterpart, or a documented deviation; never an error.
    let model = Model::embedded();
    let table = WineTable::embedded().unwrap();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../suites/2.0.0");
    let cases = published_assemble_cases();
    assert!(cases.len() > 13_000, "{}", cases.len());
    let (mut confirmed, mut through, mut deviation) = (0, 0, 0);
    for (id, profile, text, bin) in cases.iter().step_by(4) {
        let t = std::fs::read_to_string(dir.join(text)).unwrap();
        let b = std::fs::read(dir.join(bin)).unwrap();
        let tokens: Vec<u32> = b
            .chunks(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        match classify(table, model, id, profile, &t, &tokens) {
            Ok(Evidence::Confirmed) => confirmed += 1,
            Ok(Evidence::ConfirmedThrough(_)) => through += 1,
            Ok(Evidence::Deviation(_)) => deviation += 1,
            Err(e) => panic!("{e}"),
        }
    }
    assert!(
        confirmed > 1000 && through > 500 && deviation > 10,
        "{confirmed} {through} {deviation}"
    );
}

#[test]
fn a_malformed_table_is_refused_with_its_line() {
    assert!(WineTable::parse("").unwrap_err().contains("empty"));
    assert!(WineTable::parse("{}").unwrap_err().starts_with("line 1:"));
    let other = r#"{"table":"other","format":1,"evidence":"x","version":"y"}"#;
    assert!(WineTable::parse(other)
        .unwrap_err()
        .contains("not wine-d3dcompiler format 1"));
    let bad = format!("{HEADER}\n{{\"sha256\":\"ab\",\"verdict\":\"accept\",\"tokens\":\"xyz\"}}");
    assert_eq!(
        WineTable::parse(&bad).unwrap_err(),
        "line 2: tokens are not hex words"
    );
    let broken = format!("{HEADER}\n{{\"sha256\":");
    assert!(WineTable::parse(&broken)
        .unwrap_err()
        .starts_with("line 2:"));
    let ok = WineTable::parse(&format!("{HEADER}\n\n")).unwrap();
    assert!(ok.is_empty());
}
