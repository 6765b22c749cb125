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

#[path = "../benches/support/corpus.rs"]
mod corpus;

use shadercts_reference::RuleSet;
use shadercts_shader::Model;
use std::time::Instant;

fn main() -> Result<(), String> {
    let texts = corpus::rule_case_texts()?;
    let model = Model::embedded();
    let rules = RuleSet::embedded_default();
    let corpus: Vec<&String> = texts
        .iter()
        .filter(|t| corpus::is_valid(t, model, rules))
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
            corpus::assemble_and_validate(t, model, rules);
        }
    }
}
