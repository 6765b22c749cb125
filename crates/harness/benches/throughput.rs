//! Cases per second through the harness: the reference backend in process, and a
//! trivial external program as a command backend, one process per case versus a
//! persistent worker (the worker should be at least 10× faster).
//!
//! Two command backends are compared: a trivial program (`true`, and an accept-all
//! worker in sh builtins), and a real validator — this bench executable re-executed as
//! the reference validator, once per case (`--bench-validate FILE`, like
//! `shadercts validate FILE`) or as a worker (`--bench-worker`, like
//! `shadercts worker reference`).
//!
//! `cargo bench -p shadercts-harness --bench throughput` (criterion reports elements/s,
//! one element being one case).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use criterion::{criterion_group, Criterion, Throughput};
use shadercts_harness::backends::{CommandBackend, ReferenceBackend, WorkerBackend};
use shadercts_harness::filter::Filters;
use shadercts_harness::process::Limits;
use shadercts_harness::runner::Quiet;
use shadercts_harness::{run_suite, Backend, CaseKind, Grading, RunOptions, Suite};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::time::Duration;

/// An accept-everything worker using only shell builtins (no process per request).
const WORKER: &str = r#"#!/bin/sh
while IFS= read -r line; do
  id=${line#*\"id\":}; id=${id%%,*}; id=${id%%\}*}
  case "$line" in
    *'"op":"hello"'*) printf '{"id":%s,"name":"bench","capabilities":["validate-text"]}\n' "$id";;
    *) printf '{"id":%s,"verdict":"accept"}\n' "$id";;
  esac
done
"#;

fn suite() -> Suite {
    Suite::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/suite"))
        .expect("fixture suite")
}

fn one_job(kinds: Vec<CaseKind>) -> RunOptions {
    RunOptions {
        jobs: 1,
        filters: Filters {
            kinds,
            ..Filters::default()
        },
        ..RunOptions::default()
    }
}

fn bench_backend(c: &mut Criterion, name: &str, backend: &dyn Backend, opts: &RunOptions) {
    let suite = suite();
    let n = suite
        .cases
        .iter()
        .filter(|c| opts.filters.selects(c))
        .count() as u64;
    let mut group = c.benchmark_group("cases");
    group.throughput(Throughput::Elements(n));
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(3));
    group.bench_function(name, |b| {
        b.iter(|| run_suite(&suite, backend, opts, &Grading::default(), &mut Quiet).expect("run"))
    });
    group.finish();
}

fn throughput(c: &mut Criterion) {
    let reference = ReferenceBackend::embedded().expect("reference");
    bench_backend(c, "reference-in-process", &reference, &one_job(Vec::new()));

    let validate = one_job(vec![CaseKind::Validate]);
    let limits = Limits::default();
    let per_case = CommandBackend::new("true {input}", None, limits).expect("cmd");
    bench_backend(c, "command-process-per-case", &per_case, &validate);

    let dir = tempfile::tempdir().expect("tempdir");
    let script = dir.path().join("worker.sh");
    std::fs::write(&script, WORKER).expect("write worker");
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let worker =
        WorkerBackend::start(vec![script.display().to_string()], None, limits).expect("worker");
    bench_backend(c, "command-worker", &worker, &validate);
    drop(worker);

    let me = std::env::current_exe()
        .expect("bench executable")
        .display()
        .to_string();
    let per_case = CommandBackend::new(&format!("{me} --bench-validate {{input}}"), None, limits)
        .expect("cmd");
    bench_backend(c, "reference-process-per-case", &per_case, &validate);
    let worker =
        WorkerBackend::start(vec![me, "--bench-worker".into()], None, limits).expect("worker");
    bench_backend(c, "reference-worker", &worker, &validate);
}

/// The roles of this executable when re-executed by the bench itself.
fn child_role() -> Option<i32> {
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("--bench-worker") => {
            let backend = ReferenceBackend::embedded().ok()?;
            let served = shadercts_harness::serve::serve(
                &backend,
                std::io::stdin().lock(),
                std::io::stdout().lock(),
            );
            Some(i32::from(served.is_err()))
        }
        Some("--bench-validate") => {
            let src = std::fs::read_to_string(args.get(2)?).ok()?;
            let backend = ReferenceBackend::embedded().ok()?;
            let violations =
                shadercts_reference::validate_text(&src, backend.rules(), backend.rules().model());
            Some(i32::from(!violations.is_empty()))
        }
        _ => None,
    }
}

criterion_group!(benches, throughput);

fn main() {
    if let Some(code) = child_role() {
        std::process::exit(code);
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
