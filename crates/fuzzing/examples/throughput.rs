//! Executions per second of each target's oracle over its seed corpus, in process and
//! without libFuzzer's instrumentation (an upper bound for `cargo fuzz run`).
//!
//! ```sh
//! cargo run --release -p shadercts-fuzzing --example throughput [TARGET|all] [SECONDS] [CORPUS-DIR]
//! ```
//!
//! `CORPUS-DIR` replaces `fuzz/corpus/<target>/` (for example a campaign's corpus,
//! whose inputs look more like what libFuzzer runs than the seeds do).

use shadercts_fuzzing::alloc::TrackingAlloc;
use shadercts_fuzzing::targets::TARGETS;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[global_allocator]
static ALLOC: TrackingAlloc = TrackingAlloc;

fn main() {
    let only = std::env::args().nth(1);
    let secs: f64 = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(3.0);
    let dir = std::env::args().nth(3).map(PathBuf::from);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    let all = |o: &str| o == "all" || o.is_empty();
    for t in TARGETS
        .iter()
        .filter(|t| only.as_deref().is_none_or(|o| all(o) || o == t.name))
    {
        let inputs: Vec<Vec<u8>> =
            std::fs::read_dir(dir.clone().unwrap_or_else(|| root.join(t.name)))
                .map(|rd| {
                    rd.filter_map(|e| e.ok())
                        .filter_map(|e| std::fs::read(e.path()).ok())
                        .collect()
                })
                .unwrap_or_default();
        if inputs.is_empty() {
            continue;
        }
        let start = Instant::now();
        let mut runs = 0u64;
        let mut findings = 0u64;
        while start.elapsed() < Duration::from_secs_f64(secs) {
            for i in &inputs {
                findings += (t.check)(i).is_err() as u64;
                runs += 1;
            }
        }
        let rate = runs as f64 / start.elapsed().as_secs_f64();
        println!(
            "{:<24} {:>10.0} exec/s over {} seeds ({findings} findings)",
            t.name,
            rate,
            inputs.len()
        );
    }
}
