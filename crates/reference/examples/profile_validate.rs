//! The reference side of `benches/validate.rs` alone (parse + validate + encode of every
//! valid rule-case shader, in a loop), for profilers: no MojoShader, no timing rounds.
//!
//! ```sh
//! cargo build --release -p shadercts-reference --example profile_validate
//! valgrind --tool=callgrind --toggle-collect='profile_validate::run_loop' \
//!     target/release/examples/profile_validate 30
//! perf record target/release/examples/profile_validate 3000
//! ```
//!
//! The argument is the number of passes over the corpus (default 100).

use serde::Deserialize;
use shadercts_reference::validate::validate_with_text;
use shadercts_reference::RuleSet;
use shadercts_shader::{bytecode, text, Model};
use std::hint::black_box;
use std::time::Instant;

/// A case entry: `valid` is a shader text for single-program cases (link cases, whose
/// `valid` is a flag, are skipped).
#[derive(Deserialize)]
struct Case {
    #[serde(default)]
    valid: Option<Valid>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Valid {
    Text(String),
    Flag(#[allow(dead_code)] serde::de::IgnoredAny),
}

fn main() -> Result<(), String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/rule_cases");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| format!("{dir}: {e}"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    paths.sort();
    let mut texts = Vec::new();
    for p in paths {
        let yaml = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
        let cases: Vec<Case> =
            serde_saphyr::from_str(&yaml).map_err(|e| format!("{}: {e}", p.display()))?;
        texts.extend(cases.into_iter().filter_map(|c| match c.valid {
            Some(Valid::Text(t)) => Some(t),
            _ => None,
        }));
    }
    let model = Model::embedded();
    let rules = RuleSet::embedded_default();
    let corpus: Vec<&String> = texts
        .iter()
        .filter(|t| {
            text::parse(t, model)
                .is_ok_and(|p| validate_with_text(&p, Some(t), rules, model).is_empty())
        })
        .collect();
    let passes: usize = match std::env::args().nth(1) {
        Some(a) => a
            .parse()
            .map_err(|_| format!("`{a}` is not a number of passes"))?,
        None => 100,
    };
    let start = Instant::now();
    run_loop(passes, &corpus, model, rules);
    let n = (passes * corpus.len()) as f64;
    println!(
        "{} valid shaders x {passes} passes: {:.0} shaders/s",
        corpus.len(),
        n / start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The measured work (a separate function, so that callgrind can collect only it).
#[inline(never)]
fn run_loop(passes: usize, corpus: &[&String], model: &Model, rules: &RuleSet) {
    for _ in 0..passes {
        for t in corpus {
            if let Ok(p) = text::parse(black_box(t), model) {
                black_box(validate_with_text(&p, Some(t), rules, model));
                black_box(bytecode::encode(&p).ok());
            }
        }
    }
}
