//! Throughput of our side against MojoShader's, measured in alternating rounds (shared
//! by `crates/shader/benches/codec.rs` and `crates/reference/benches/validate.rs`, each
//! including this file with `#[path]`).

use std::time::{Duration, Instant};

/// Rounds per side in [`compare`].
pub const ROUNDS: u32 = 9;

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
pub fn compare(
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
