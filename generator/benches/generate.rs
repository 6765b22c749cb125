//! Throughput of suite generation with the checked-in templates, bindings and rules:
//! building (render, parse, encode, reference, layout), writing to disk, and
//! verify-suite, in cases per second.
//!
//! `cargo bench -p shadercts-generator --bench generate`. MojoShader is not loaded, so
//! the figures do not depend on whether it is installed (`shadercts publish` prints the
//! end-to-end time including the cross-check).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use shadercts_generator::session::Session;
use shadercts_generator::suite::write::write_atomically;
use shadercts_generator::Request;
use shadercts_shader::Model;
use std::time::Duration;

fn bench(c: &mut Criterion) {
    let model = Model::embedded();
    let session = match Session::open(model, None, None, false) {
        Ok(s) => s,
        Err(e) => panic!("{e}"),
    };
    let req = Request {
        version: "0.0.0".into(),
        seed: 1,
        previous: None,
        allow_gaps: false,
    };
    let (suite, _) = match session.build(model, &req, &[]) {
        Ok(s) => s,
        Err(f) => panic!("{f}"),
    };
    let cases = suite.manifest.case_count as u64;
    let mut g = c.benchmark_group("suite");
    g.sample_size(10)
        .measurement_time(Duration::from_secs(20))
        .throughput(Throughput::Elements(cases));
    g.bench_function("build", |b| {
        b.iter(|| match session.build(model, &req, &[]) {
            Ok(s) => s,
            Err(f) => panic!("{f}"),
        })
    });
    let tmp = tempfile::tempdir().expect("tempdir");
    let mut n = 0u32;
    g.bench_function("write", |b| {
        b.iter(|| {
            n += 1;
            let dir = tmp.path().join(format!("s{n}"));
            write_atomically(&suite, &dir).expect("write");
            dir
        })
    });
    let dir = tmp.path().join("verify");
    write_atomically(&suite, &dir).expect("write");
    g.bench_function("verify", |b| {
        b.iter(|| session.verify(model, &dir).expect("verify"))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
