//! Validation throughput: the reference's assemble + validate beside MojoShader's
//! `MOJOSHADER_assemble` (which re-parses and checks its own output) + `MOJOSHADER_parse`,
//! on the same shaders in the same run.
//!
//! Run with `cargo bench -p shadercts-reference --bench validate`. The corpus is every
//! valid shader of the per-rule cases (crates/reference/tests/rule_cases/*.yaml) that
//! MojoShader also assembles, so both sides do the same work.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

#[path = "support/corpus.rs"]
mod corpus;
// Shared with the codec bench of crates/shader.
#[path = "../../shader/benches/support/ab.rs"]
mod ab;

use ab::{compare, ROUNDS};
use shadercts_mojoshader::MojoShader;
use shadercts_reference::RuleSet;
use shadercts_shader::Model;
use std::hint::black_box;
use std::time::Duration;

fn main() {
    let texts = match corpus::rule_case_texts() {
        Ok(t) => t,
        Err(e) => panic!("the rule cases are part of the repository: {e}"),
    };
    let model = Model::embedded();
    let rules = RuleSet::embedded_default();
    let mojo = match MojoShader::load() {
        Ok(m) => m,
        Err(e) => {
            eprintln!("MojoShader is needed for the comparison (run scripts/setup.sh): {e}");
            std::process::exit(2);
        }
    };
    // Probe mode: assemble one shader and exit; used below to keep shaders that crash
    // MojoShader's C code (it has such bugs) out of the corpus without crashing the run.
    if let Some(i) = std::env::var("SHADERCTS_BENCH_PROBE")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        let ok = texts.get(i).is_some_and(|t| mojo.assemble(t).is_ok());
        std::process::exit(if ok { 0 } else { 1 });
    }
    let exe = std::env::current_exe().expect("the benchmark knows its own path");
    let survives = |i: usize| {
        std::process::Command::new(&exe)
            .env("SHADERCTS_BENCH_PROBE", i.to_string())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    let crashers = (0..texts.len()).filter(|&i| !survives(i)).count();
    let corpus: Vec<&String> = texts
        .iter()
        .enumerate()
        .filter(|(i, _)| survives(*i))
        .map(|(_, t)| t)
        .filter(|t| corpus::is_valid(t, model, rules))
        .collect();
    let lines: usize = corpus.iter().map(|t| t.lines().count()).sum();
    println!(
        "corpus: {} valid shaders ({lines} lines) of {} valid rule cases that MojoShader also assembles \
         ({crashers} rejected or crashed it)",
        corpus.len(),
        texts.len()
    );
    let (ours, theirs, ratio) = compare(
        corpus.len(),
        Duration::from_secs(4),
        || {
            for t in &corpus {
                corpus::assemble_and_validate(t, model, rules);
            }
        },
        || {
            for t in &corpus {
                let a = mojo.assemble(black_box(t));
                black_box(mojo.parse(&a.output));
            }
        },
    );
    println!(
        "assemble + validate   shadercts {ours:>10.0} shaders/s   MojoShader (assemble + parse) {theirs:>10.0} shaders/s   ratio {ratio:>5.2}x (median of {ROUNDS} alternating rounds)"
    );
}
