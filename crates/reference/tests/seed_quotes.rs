//! Every rule that cites a seed document quotes it exactly, and every sentence of a seed
//! that states a requirement is quoted by some rule.
//!
//! The seeds are read from the repository's own copy, `spec-rules/seeds/`: nothing
//! outside the repository is read.
//! Rule files are read as plain YAML (`spec-rules/rules/*.yaml`), so this test does not
//! depend on the rule engine. Quotes and seed text are compared whitespace-normalised.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Words that make a sentence a requirement (case-insensitive, matched as phrases).
const REQUIREMENT_PHRASES: &[&str] = &[
    "must",
    "cannot",
    "can not",
    "can only",
    "can be only",
    "only one",
    "has to",
    "have to",
    "should",
    "may not",
    "may only",
    "is ignored",
    "are ignored",
    "needs to",
    "is required",
    "are required",
    "requires",
    "is invalid",
    "fail validation",
    "recommended",
    "not allowed",
];

#[derive(Debug, Deserialize)]
struct RuleRec {
    id: String,
    source: SourceRec,
}

#[derive(Debug, Deserialize)]
struct SourceRec {
    doc: String,
    #[serde(default)]
    quote: Option<String>,
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn repo_seeds() -> PathBuf {
    repo_root().join("spec-rules/seeds")
}

/// Collapses every run of whitespace to one space and trims.
fn norm(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The seed files of `spec-rules/seeds/`: name -> text.
fn seeds() -> BTreeMap<String, String> {
    let dir = repo_seeds();
    let mut out = BTreeMap::new();
    let rd =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    for e in rd.flatten() {
        let p = e.path();
        if p.extension().is_some_and(|x| x == "txt") {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()));
            out.insert(name, text);
        }
    }
    assert!(!out.is_empty(), "no seed documents in {}", dir.display());
    out
}

/// Every rule of every rule file, with the file it is in.
fn rules() -> Vec<(String, RuleRec)> {
    let dir = repo_root().join("spec-rules/rules");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let text = std::fs::read_to_string(&p).unwrap();
        let recs: Vec<RuleRec> = serde_saphyr::from_str::<Option<Vec<RuleRec>>>(&text)
            .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
            .unwrap_or_default();
        let file = p.file_name().unwrap().to_string_lossy().into_owned();
        out.extend(recs.into_iter().map(|r| (file.clone(), r)));
    }
    out
}

/// Splits a seed into sentences: by line, then after `.`, `?` or `!` followed by a space.
/// Bullets and comment markers at the start of a piece are dropped.
fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let mut rest = line.trim();
        while !rest.is_empty() {
            let cut = rest
                .char_indices()
                .find(|&(i, ch)| {
                    matches!(ch, '.' | '?' | '!') && rest[i + ch.len_utf8()..].starts_with(' ')
                })
                .map(|(i, ch)| i + ch.len_utf8());
            let (piece, tail) = match cut {
                Some(i) => (&rest[..i], &rest[i..]),
                None => (rest, ""),
            };
            let piece = piece.trim().trim_start_matches(['•', '-', '/', ' ']).trim();
            if !piece.is_empty() {
                out.push(norm(piece));
            }
            rest = tail.trim();
        }
    }
    out
}

fn is_requirement(sentence: &str) -> bool {
    let s = format!(" {} ", sentence.to_lowercase());
    REQUIREMENT_PHRASES.iter().any(|p| {
        s.match_indices(p).any(|(i, _)| {
            let before = s[..i].chars().next_back().unwrap_or(' ');
            let after = s[i + p.len()..].chars().next().unwrap_or(' ');
            !before.is_alphanumeric() && !after.is_alphanumeric()
        })
    })
}

#[test]
fn the_repository_carries_the_seeds() {
    let repo = repo_seeds();
    assert!(
        repo.is_dir(),
        "spec-rules/seeds/ is missing: the repository must carry the seeds"
    );
    assert_eq!(
        seeds().len(),
        4,
        "spec-rules/seeds/ holds the four seed documents 000, 002, 003 and 004"
    );
}

#[test]
fn every_seed_quote_is_in_its_seed() {
    let seeds = seeds();
    let normed: BTreeMap<&str, String> = seeds.iter().map(|(k, v)| (k.as_str(), norm(v))).collect();
    let mut problems = Vec::new();
    let mut cited = 0;
    for (file, r) in rules() {
        let doc = r.source.doc.as_str();
        let is_seed_name = doc.ends_with(".txt") && !doc.contains('/');
        if !is_seed_name {
            continue;
        }
        cited += 1;
        let Some(text) = normed.get(doc) else {
            problems.push(format!(
                "{file}: {}: cites {doc}, which is not a seed document",
                r.id
            ));
            continue;
        };
        match &r.source.quote {
            None => problems.push(format!("{file}: {}: cites {doc} without a quote", r.id)),
            Some(q) if !text.contains(&norm(q)) => problems.push(format!(
                "{file}: {}: the quote is not in {doc}:\n    {q}",
                r.id
            )),
            Some(_) => {}
        }
    }
    assert!(cited > 0, "no rule cites a seed document");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_requirement_sentence_of_the_seeds_is_quoted() {
    let seeds = seeds();
    let mut quotes: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (_, r) in rules() {
        if let Some(q) = r.source.quote {
            quotes
                .entry(r.source.doc.clone())
                .or_default()
                .push(norm(&q));
        }
    }
    let mut missing = Vec::new();
    let mut requirements = 0;
    for (name, text) in &seeds {
        let qs = quotes.get(name).cloned().unwrap_or_default();
        for s in sentences(text) {
            if !is_requirement(&s) {
                continue;
            }
            requirements += 1;
            let covered = qs
                .iter()
                .any(|q| s.contains(q.as_str()) || q.contains(s.as_str()));
            if !covered {
                missing.push(format!("{name}: {s}"));
            }
        }
    }
    // The four seeds state 45 requirements by the phrases above; far fewer means the
    // sentence splitter or the phrase test broke and this test would pass vacuously.
    assert!(
        requirements >= 40,
        "only {requirements} requirement sentences found in the seeds"
    );
    assert!(
        missing.is_empty(),
        "seed sentences that state a requirement but no rule quotes:\n{}",
        missing.join("\n")
    );
}

#[test]
fn sentence_splitting_and_requirement_phrases() {
    let s = sentences("\u{2022} Write masks cannot be used. All four channels are emitted.\n// No other semantics can be assigned");
    assert_eq!(
        s,
        vec![
            "Write masks cannot be used.".to_string(),
            "All four channels are emitted.".to_string(),
            "No other semantics can be assigned".to_string(),
        ]
    );
    assert!(is_requirement(
        "These must be written to using a mov instruction."
    ));
    assert!(is_requirement("this instruction is ignored."));
    assert!(!is_requirement(
        "Registers hold data for use by the pixel shader."
    ));
    // whole phrases only: "mustard" is not "must"
    assert!(!is_requirement("mustard"));
}
