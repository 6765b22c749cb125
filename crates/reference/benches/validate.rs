//! Validation throughput: the reference's assemble + validate beside MojoShader's
//! `MOJOSHADER_assemble` (which re-parses and checks its own output) + `MOJOSHADER_parse`,
//! on the same shaders in the same run.
//!
//! Run with `cargo bench -p shadercts-reference --bench validate`. The corpus is every
//! valid shader of the per-rule cases (crates/reference/tests/rule_cases/*.yaml) that
//! MojoShader also assembles, so both sides do the same work.

#[path = "support/corpus.rs"]
mod corpus;

use shadercts_mojoshader::MojoShader;
use shadercts_reference::RuleSet;
use shadercts_shader::Model;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Rounds per side in [`compare`].
const ROUNDS: u32 = 9;

/// Repetitions of `f` that take about `target`.
fn calibrate(target: Duration, mut f: impl FnMut()) -> u32 {
    let start = Instant::now();
    let mut reps = 0u32;
    while start.elapsed() < target || reps == 0 {
        f();
        reps += 1;
    }
    reps
}

/// Shaders per second of `reps` repetitions of `f` over `n` shaders.
fn round(n: usize, reps: u32, f: &mut impl FnMut()) -> f64 {
    let t = Instant::now();
    for _ in 0..reps {
        f();
    }
    (f64::from(reps) * n as f64) / t.elapsed().as_secs_f64()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// The two sides measured in alternating rounds of about `budget / ROUNDS` each, so that
/// both see the same machine (on a shared machine the load drifts within seconds); the
/// ratio is the median of the per-round ratios, the rates the medians of each side.
fn compare(
    n: usize,
    budget: Duration,
    mut ours: impl FnMut(),
    mut theirs: impl FnMut(),
) -> (f64, f64, f64) {
    let per_round = budget / (2 * ROUNDS);
    let reps_ours = calibrate(per_round, &mut ours);
    let reps_theirs = calibrate(per_round, &mut theirs);
    let (mut a, mut b, mut r) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        let x = round(n, reps_ours, &mut ours);
        let y = round(n, reps_theirs, &mut theirs);
        a.push(x);
        b.push(y);
        r.push(x / y);
    }
    (median(a), median(b), median(r))
}

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
