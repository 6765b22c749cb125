//! The encoder and decoder against the native-encoding reference table,
//! `tests/data/native_encodings.yaml`.
//!
//! Each entry of the table is a small shader, its profile and the token stream a
//! native-compatible assembler writes for it: Wine's `D3DAssemble` (`source: wine`),
//! or, where Wine rejects the text or contradicts the token-format documentation,
//! words written by hand from that documentation (`source: hand`). The table is
//! produced and re-checked by `tools/wine-assemble/regen.py`.
//!
//! Three properties are checked:
//! - the table itself is well formed and covers every profile;
//! - parsing `text` and encoding it gives exactly `tokens`;
//! - decoding `tokens` and encoding the result gives `tokens` back, and the decoded
//!   profile is the entry's profile;
//! - printing the decoded program and assembling the text gives `tokens` back.
//!
//! A failing comparison prints the entry name, the first differing word and both
//! streams side by side; every entry is tried before the test fails, so one run
//! lists all mismatches.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use serde::Deserialize;
use shadercts_shader::{bytecode, print, text, Diagnostic, Model};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// The table, embedded so the test does not depend on the working directory.
const TABLE: &str = include_str!("data/native_encodings.yaml");

/// Every profile the table must cover.
const PROFILES: [&str; 15] = [
    "vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw", "vs_3_0", "vs_3_sw", "ps_1_1", "ps_1_2", "ps_1_3",
    "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "ps_3_0", "ps_3_sw",
];

/// Where an entry's tokens come from.
#[derive(Debug, Deserialize, PartialEq, Eq, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum Source {
    /// Wine's D3DAssemble wrote them.
    Wine,
    /// Written by hand from the token-format documentation.
    Hand,
}

/// One row of the table.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    /// Unique name, `<profile>_<feature>`.
    name: String,
    /// Profile name as written in the version line.
    profile: String,
    /// Origin of `tokens`.
    source: Source,
    /// The assembly text.
    text: String,
    /// The expected words, 8 lower-case hex digits each, version and end token included.
    tokens: Vec<String>,
    /// Why the entry is there or what is special about it.
    #[serde(default)]
    note: Option<String>,
    /// Hand entries: Wine's error message for `text`.
    #[serde(default)]
    wine_error: Option<String>,
    /// Hand entries: the (different) words Wine writes for `text`.
    #[serde(default)]
    wine_tokens: Option<Vec<String>>,
}

fn table() -> Vec<Entry> {
    serde_saphyr::from_str(TABLE).unwrap_or_else(|e| panic!("native_encodings.yaml: {e}"))
}

fn parse_words(name: &str, words: &[String]) -> Vec<u32> {
    words
        .iter()
        .map(|w| {
            assert!(
                w.len() == 8
                    && w.chars()
                        .all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c)),
                "{name}: token {w:?} is not 8 lower-case hex digits"
            );
            u32::from_str_radix(w, 16).unwrap()
        })
        .collect()
}

/// The version token of a profile name, computed from the documented layout (not
/// from the model, so the table test stands on its own).
fn version_token(profile: &str) -> Option<u32> {
    let mut parts = profile.split('_');
    let high = match parts.next()? {
        "vs" => 0xFFFE,
        "ps" => 0xFFFF,
        _ => return None,
    };
    let major: u32 = parts.next()?.parse().ok()?;
    let minor: u32 = match parts.next()? {
        "sw" => 0xFF,
        "x" => 1,
        m => m.parse().ok()?,
    };
    Some(high << 16 | major << 8 | minor)
}

fn render(diags: &[Diagnostic]) -> String {
    diags
        .iter()
        .map(|d| d.message.clone())
        .collect::<Vec<_>>()
        .join("; ")
}

/// Both streams side by side, marking differing rows; `None` when they are equal.
///
/// Short streams are shown whole. Longer ones show the rows around the first
/// difference and every later differing row, so a long shader stays readable.
fn compare(expected: &[u32], actual: &[u32]) -> Option<String> {
    if expected == actual {
        return None;
    }
    let first = expected
        .iter()
        .zip(actual)
        .position(|(e, a)| e != a)
        .unwrap_or(expected.len().min(actual.len()));
    let rows = expected.len().max(actual.len());
    let word = |s: &[u32], i: usize| {
        s.get(i)
            .map_or("--------".to_string(), |w| format!("{w:08x}"))
    };
    let mut out = format!(
        "first difference at word {first}; expected {} words, got {}\n    idx  expected  actual\n",
        expected.len(),
        actual.len()
    );
    let (lo, hi) = if rows <= 40 {
        (0, rows)
    } else {
        (first.saturating_sub(4), (first + 12).min(rows))
    };
    let mut skipped = false;
    for i in 0..rows {
        let (e, a) = (word(expected, i), word(actual, i));
        if (lo..hi).contains(&i) || e != a {
            if skipped {
                out.push_str("    ...\n");
                skipped = false;
            }
            let mark = if e != a { "  <<" } else { "" };
            let _ = writeln!(out, "    {i:3}  {e}  {a}{mark}");
        } else {
            skipped = true;
        }
    }
    if skipped {
        out.push_str("    ...\n");
    }
    Some(out)
}

/// Fails with every collected problem.
fn finish(what: &str, failures: Vec<String>, total: usize) {
    if !failures.is_empty() {
        panic!(
            "{what}: {} of {total} entries fail\n\n{}",
            failures.len(),
            failures.join("\n")
        );
    }
}

#[test]
fn table_is_well_formed_and_covers_every_profile() {
    let entries = table();
    assert!(
        entries.len() >= 60,
        "the table has {} entries, at least 60 are required",
        entries.len()
    );
    let mut names = BTreeSet::new();
    let mut profiles = BTreeSet::new();
    for e in &entries {
        assert!(
            names.insert(e.name.as_str()),
            "duplicate entry name {}",
            e.name
        );
        assert!(
            PROFILES.contains(&e.profile.as_str()),
            "{}: unknown profile {}",
            e.name,
            e.profile
        );
        profiles.insert(e.profile.as_str());
        let first_line = e.text.lines().next().unwrap_or("").trim();
        assert_eq!(
            first_line, e.profile,
            "{}: the text must start with its version line",
            e.name
        );
        let words = parse_words(&e.name, &e.tokens);
        assert!(words.len() >= 2, "{}: no tokens", e.name);
        assert_eq!(
            Some(words[0]),
            version_token(&e.profile),
            "{}: version token",
            e.name
        );
        assert_eq!(*words.last().unwrap(), 0x0000_FFFF, "{}: end token", e.name);
        match e.source {
            Source::Wine => assert!(
                e.wine_error.is_none() && e.wine_tokens.is_none(),
                "{}: a `source: wine` entry records no Wine disagreement",
                e.name
            ),
            Source::Hand => {
                assert!(
                    e.note.as_deref().is_some_and(|n| !n.is_empty()),
                    "{}: a hand entry must say why in `note`",
                    e.name
                );
                assert!(
                    e.wine_error.is_some() != e.wine_tokens.is_some(),
                    "{}: a hand entry records either wine_error or wine_tokens",
                    e.name
                );
                if let Some(w) = &e.wine_tokens {
                    let w = parse_words(&e.name, w);
                    assert_ne!(w, words, "{}: Wine agrees; make it `source: wine`", e.name);
                }
            }
        }
    }
    let missing: Vec<_> = PROFILES
        .iter()
        .filter(|p| !profiles.contains(**p))
        .collect();
    assert!(missing.is_empty(), "profiles without an entry: {missing:?}");
}

#[test]
fn encoder_matches_native_table() {
    let model = Model::embedded();
    let entries = table();
    let mut failures = Vec::new();
    for e in &entries {
        let expected = parse_words(&e.name, &e.tokens);
        let program = match text::parse(&e.text, model) {
            Ok(p) => p,
            Err(d) => {
                failures.push(format!(
                    "{} ({:?}): parse failed: {}\n",
                    e.name,
                    e.source,
                    render(&d)
                ));
                continue;
            }
        };
        match bytecode::encode(&program) {
            Ok(actual) => {
                if let Some(diff) = compare(&expected, &actual) {
                    failures.push(format!("{} ({:?}): {diff}", e.name, e.source));
                }
            }
            Err(d) => failures.push(format!(
                "{} ({:?}): encode failed: {}\n",
                e.name, e.source, d.message
            )),
        }
    }
    finish("parse + encode", failures, entries.len());
}

#[test]
fn decoder_round_trips_native_table() {
    let model = Model::embedded();
    let entries = table();
    let mut failures = Vec::new();
    for e in &entries {
        let expected = parse_words(&e.name, &e.tokens);
        let program = match bytecode::decode(&bytecode::to_bytes(&expected), model) {
            Ok(p) => p,
            Err(d) => {
                failures.push(format!(
                    "{} ({:?}): decode failed: {}\n",
                    e.name, e.source, d.message
                ));
                continue;
            }
        };
        if program.profile.to_string() != e.profile {
            failures.push(format!(
                "{}: decoded profile {} (expected {})\n",
                e.name, program.profile, e.profile
            ));
        }
        match bytecode::encode(&program) {
            Ok(actual) => {
                if let Some(diff) = compare(&expected, &actual) {
                    failures.push(format!(
                        "{} ({:?}): decode + encode: {diff}",
                        e.name, e.source
                    ));
                }
            }
            Err(d) => failures.push(format!(
                "{} ({:?}): re-encode failed: {}\n",
                e.name, e.source, d.message
            )),
        }
    }
    finish("decode + encode", failures, entries.len());
}

#[test]
fn printer_round_trips_native_table() {
    // decode -> print -> parse -> encode must give the native words back: the printer's
    // text is canonical assembly that means the same tokens.
    let model = Model::embedded();
    let entries = table();
    let mut failures = Vec::new();
    for e in &entries {
        let expected = parse_words(&e.name, &e.tokens);
        let Ok(program) = bytecode::decode(&bytecode::to_bytes(&expected), model) else {
            continue; // reported by decoder_round_trips_native_table
        };
        let printed = print::print(&program, model);
        match text::parse(&printed, model)
            .map_err(|d| render(&d))
            .and_then(|p| bytecode::encode(&p).map_err(|d| d.message))
        {
            Ok(actual) => {
                if let Some(diff) = compare(&expected, &actual) {
                    failures.push(format!("{}: printed text:\n{printed}{diff}", e.name));
                }
            }
            Err(m) => failures.push(format!("{}: printed text:\n{printed}fails: {m}\n", e.name)),
        }
    }
    finish("decode + print + parse + encode", failures, entries.len());
}

#[test]
fn compare_reports_first_difference() {
    assert_eq!(compare(&[1, 2, 3], &[1, 2, 3]), None);
    let d = compare(&[1, 2, 3], &[1, 5, 3]).unwrap();
    assert!(d.starts_with("first difference at word 1;"), "{d}");
    assert!(d.contains("  1  00000002  00000005  <<"), "{d}");
    let d = compare(&[1, 2], &[1, 2, 3]).unwrap();
    assert!(d.starts_with("first difference at word 2;"), "{d}");
    assert!(d.contains("--------  00000003  <<"), "{d}");
    // A long stream shows a window around the first difference and later differences.
    let expected: Vec<u32> = (0..100).collect();
    let mut actual = expected.clone();
    actual[50] = 7;
    actual[90] = 7;
    let d = compare(&expected, &actual).unwrap();
    assert!(d.contains(" 46  0000002e  0000002e\n"), "{d}");
    assert!(!d.contains(" 45  "), "{d}");
    assert!(d.contains(" 90  0000005a  00000007  <<"), "{d}");
    assert!(!d.contains(" 70  "), "{d}");
    assert_eq!(d.matches("    ...\n").count(), 3, "{d}");
}

#[test]
fn version_tokens_follow_the_documented_layout() {
    assert_eq!(version_token("vs_1_1"), Some(0xFFFE_0101));
    assert_eq!(version_token("vs_2_x"), Some(0xFFFE_0201));
    assert_eq!(version_token("vs_3_sw"), Some(0xFFFE_03FF));
    assert_eq!(version_token("ps_1_4"), Some(0xFFFF_0104));
    assert_eq!(version_token("ps_2_sw"), Some(0xFFFF_02FF));
    assert_eq!(version_token("gs_4_0"), None);
}
