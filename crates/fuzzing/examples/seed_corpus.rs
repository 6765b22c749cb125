//! Writes the seed corpus of every fuzz target into `fuzz/corpus/<target>/`.
//!
//! ```sh
//! cargo run -p shadercts-fuzzing --example seed_corpus            # from the repository root
//! ```
//!
//! Seeds come from the shaders of `suites/<latest>/cases/` when a suite is published,
//! else from `crates/shader/tests/data/native_encodings.yaml` and
//! `crates/reference/tests/rule_cases/*.yaml`: texts (parse_text), their encodings
//! (decode_bytecode), the texts the reference accepts (the program targets), plus a few
//! fixed byte strings that the random generator turns into programs. File names are
//! content hashes, so running it again adds nothing twice. At most [`MAX_PER_TARGET`]
//! files per target, spread over the sorted texts.

use serde::Deserialize;
use shadercts_fuzzing::oracle::{model, Validator};
use shadercts_fuzzing::promote::sha256_hex;
use shadercts_shader::{bytecode, text};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const MAX_PER_TARGET: usize = 64;
/// Byte strings for generator-mode seeds: a simple LCG, fixed seed, various lengths.
const GENERATED: usize = 16;

#[derive(Deserialize)]
struct Encoding {
    text: String,
}

#[derive(Deserialize)]
struct RuleCase {
    #[serde(default)]
    valid: Option<String>,
    #[serde(default)]
    invalid: Option<String>,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| ".".into()));
    let texts = shader_texts(&root)?;
    let m = model();
    let parsed: Vec<&String> = texts.iter().filter(|t| text::parse(t, m).is_ok()).collect();
    let valid: Vec<&String> = parsed
        .iter()
        .copied()
        .filter(|t| text::parse(t, m).is_ok_and(|p| Validator::reference().rule_ids(&p).is_empty()))
        .collect();
    let encoded: Vec<Vec<u8>> = parsed
        .iter()
        .filter_map(|t| text::parse(t, m).ok())
        .filter_map(|p| bytecode::encode(&p).ok())
        .map(|t| bytecode::to_bytes(&t))
        .collect();
    let generated = generated_seeds();
    let as_bytes = |v: &[&String]| v.iter().map(|t| t.as_bytes().to_vec()).collect::<Vec<_>>();
    let program_seeds: Vec<Vec<u8>> = sample(as_bytes(&valid), MAX_PER_TARGET - GENERATED)
        .into_iter()
        .chain(generated.iter().cloned())
        .collect();
    let corpus = root.join("fuzz/corpus");
    let all_texts = texts.iter().map(|t| t.as_bytes().to_vec()).collect();
    write(
        &corpus.join("parse_text"),
        sample(all_texts, MAX_PER_TARGET),
    )?;
    write(
        &corpus.join("decode_bytecode"),
        sample(encoded, MAX_PER_TARGET),
    )?;
    for target in [
        "roundtrip",
        "generator_oracle",
        "differential_mojoshader",
        "execute",
    ] {
        write(&corpus.join(target), program_seeds.clone())?;
    }
    println!(
        "{} texts ({} parse, {} valid), {} generator seeds",
        texts.len(),
        parsed.len(),
        valid.len(),
        generated.len()
    );
    Ok(())
}

/// The shader texts to seed from, deduplicated, in a stable order.
fn shader_texts(root: &Path) -> Result<Vec<String>, Box<dyn std::error::Error>> {
    let mut out = BTreeSet::new();
    if let Some(suite) = latest_suite(&root.join("suites")) {
        for entry in walk(&suite.join("cases"))? {
            if entry.extension().is_some_and(|e| e == "asm") {
                let text = std::fs::read_to_string(&entry)?;
                // The case header is the same boilerplate everywhere: keep it on one
                // seed in eight (comment coverage), drop it elsewhere (it only costs).
                let keep = sha256_hex(text.as_bytes()).starts_with(['0', '1']);
                out.insert(if keep { text } else { without_header(&text) });
            }
        }
        return Ok(out.into_iter().collect());
    }
    let enc = std::fs::read_to_string(root.join("crates/shader/tests/data/native_encodings.yaml"))?;
    let entries: Vec<Encoding> = serde_saphyr::from_str(&enc)?;
    out.extend(entries.into_iter().map(|e| with_newline(e.text)));
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(root.join("crates/reference/tests/rule_cases"))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .collect();
    files.sort();
    for f in files {
        let cases: Option<Vec<RuleCase>> = serde_saphyr::from_str(&std::fs::read_to_string(&f)?)?;
        for c in cases.unwrap_or_default() {
            for t in [c.valid, c.invalid].into_iter().flatten() {
                if !t.contains("%repeat") {
                    out.insert(with_newline(t));
                }
            }
        }
    }
    Ok(out.into_iter().collect())
}

/// `text` without the `//` comment lines before its version line.
fn without_header(text: &str) -> String {
    let mut lines = text.lines().peekable();
    while lines
        .peek()
        .is_some_and(|l| l.trim_start().starts_with("//"))
    {
        lines.next();
    }
    lines.map(|l| format!("{l}\n")).collect()
}

fn with_newline(mut t: String) -> String {
    if !t.ends_with('\n') {
        t.push('\n');
    }
    t
}

/// The highest-versioned directory of `suites/` that has a manifest.
fn latest_suite(dir: &Path) -> Option<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("manifest.yaml").is_file())
        .collect();
    v.sort_by_key(|p| {
        p.file_name()
            .and_then(|n| n.to_str())
            .map(|n| {
                n.split('.')
                    .map(|x| x.parse::<u64>().unwrap_or(0))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    });
    v.pop()
}

fn walk(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir)? {
        let p = e?.path();
        if p.is_dir() {
            out.extend(walk(&p)?);
        } else {
            out.push(p);
        }
    }
    out.sort();
    Ok(out)
}

fn generated_seeds() -> Vec<Vec<u8>> {
    let mut state: u64 = 0x5eed_c0de;
    (0..GENERATED)
        .map(|i| {
            let len = 32 + i * 24;
            (0..len)
                .map(|_| {
                    state = state
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    (state >> 33) as u8
                })
                .collect()
        })
        .collect()
}

/// At most `n` of `seeds`, spread evenly over the list.
fn sample(seeds: Vec<Vec<u8>>, n: usize) -> Vec<Vec<u8>> {
    let step = seeds.len().div_ceil(n.max(1)).max(1);
    seeds.into_iter().step_by(step).collect()
}

/// Writes the seeds into `dir`, each named by its content hash.
fn write(dir: &Path, seeds: Vec<Vec<u8>>) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for s in &seeds {
        std::fs::write(dir.join(&sha256_hex(s)[..40]), s)?;
    }
    Ok(())
}
