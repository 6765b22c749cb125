//! The planted bug: a validator that ignores one rule is found by `generator_oracle`
//! on random inputs, and `reduce` shrinks the finding to at most five statements.

use shadercts_fuzzing::oracle::{model, Validator};
use shadercts_fuzzing::reduce::reduce_text;
use shadercts_fuzzing::targets::generator_oracle::{check_with, signature_with};
use shadercts_shader::text;
use std::time::{Duration, Instant};

/// The rule the planted bug forgets (a mutator breaks it in ps_2_0/2_x/2_sw).
const RULE: &str = "ps.oC.mov-only";
/// How long the search may take (the campaign's budget in docs/fuzzing.md).
const BUDGET: Duration = Duration::from_secs(60);

/// Deterministic pseudo-random inputs (a 64-bit LCG), 64–1087 bytes each.
struct Inputs(u64);

impl Iterator for Inputs {
    type Item = Vec<u8>;
    fn next(&mut self) -> Option<Vec<u8>> {
        let mut step = || {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (self.0 >> 33) as u32
        };
        let len = 64 + (step() % 1024) as usize;
        Some((0..len).map(|_| step() as u8).collect())
    }
}

#[test]
fn generator_oracle_finds_the_planted_bug_and_reduce_shrinks_it() {
    let planted = Validator::with_planted_bug(RULE);
    let reference = Validator::reference();
    let start = Instant::now();
    let mut tried = 0usize;
    let finding = Inputs(0x5eed)
        .find_map(|data| {
            assert!(
                start.elapsed() < BUDGET,
                "no finding in {tried} inputs within {BUDGET:?}"
            );
            tried += 1;
            let found = check_with(&data, &planted).err()?;
            // A finding the reference shares is a real bug elsewhere, not the planted one.
            check_with(&data, &reference).is_ok().then_some(found)
        })
        .expect("an endless input stream");
    eprintln!(
        "found after {tried} inputs in {:?}: {}",
        start.elapsed(),
        finding.signature
    );
    assert!(finding.detail.contains(RULE), "{finding}");
    let shader = finding
        .shader
        .clone()
        .expect("the finding names its shader");

    let want = finding.signature.clone();
    let reduced = reduce_text(&shader, model(), &mut |t| {
        signature_with(t, &planted).as_deref() == Some(want.as_str())
    })
    .expect("the finding's shader fails");
    eprintln!("reduced in {} tests:\n{}", reduced.tests, reduced.text);

    let p = text::parse(&reduced.text, model()).expect("the reduced shader parses");
    assert!(
        p.instructions.len() <= 5,
        "{} statements:\n{}",
        p.instructions.len(),
        reduced.text
    );
    assert!(reference.rule_ids(&p).contains(RULE), "{}", reduced.text);
    assert!(planted.rule_ids(&p).is_empty(), "{}", reduced.text);
}
