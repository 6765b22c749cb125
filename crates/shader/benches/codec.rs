//! Throughput of the reference assembler, decoder and validator beside MojoShader's
//! `MOJOSHADER_assemble` and `MOJOSHADER_parse`, on the same shaders in the same run.
//!
//! Run with `cargo bench -p shadercts-shader --bench codec`. The corpus is the table of
//! native encodings (tests/data/native_encodings.yaml), restricted to the
//! shaders MojoShader also assembles, so both sides do the same work.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

#[path = "support/ab.rs"]
mod ab;

use ab::{compare, ROUNDS};
use serde::Deserialize;
use shadercts_mojoshader::MojoShader;
use shadercts_shader::{bytecode, text, Model};
use std::hint::black_box;
use std::time::Duration;

#[derive(Deserialize)]
struct Entry {
    text: String,
}

fn main() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/native_encodings.yaml"
    );
    let yaml = std::fs::read_to_string(path)
        .expect("the native encodings table is part of the repository");
    let entries: Vec<Entry> = serde_saphyr::from_str(&yaml).expect("the table parses");
    let model = Model::embedded();
    let mojo = match MojoShader::load() {
        Ok(m) => m,
        Err(e) => {
            eprintln!("MojoShader is needed for the comparison (run scripts/setup.sh): {e}");
            std::process::exit(2);
        }
    };
    // Same shaders on both sides: those both assemblers accept.
    let corpus: Vec<&Entry> = entries
        .iter()
        .filter(|e| mojo.assemble(&e.text).is_ok() && text::parse(&e.text, model).is_ok())
        .collect();
    let ours_bin: Vec<Vec<u8>> = corpus
        .iter()
        .map(|e| {
            let p = text::parse(&e.text, model).expect("filtered");
            bytecode::to_bytes(&bytecode::encode(&p).expect("the table's shaders encode"))
        })
        .collect();
    let mojo_bin: Vec<Vec<u8>> = corpus
        .iter()
        .map(|e| mojo.assemble(&e.text).output)
        .collect();
    let lines: usize = corpus.iter().map(|e| e.text.lines().count()).sum();
    println!(
        "corpus: {} shaders ({} lines) of {} in the table, all profiles; MojoShader {} ({})",
        corpus.len(),
        lines,
        entries.len(),
        mojo.version(),
        mojo.changeset()
    );
    let budget = Duration::from_secs(4);
    let assemble = compare(
        corpus.len(),
        budget,
        || {
            for e in &corpus {
                if let Ok(p) = text::parse(black_box(&e.text), model) {
                    black_box(bytecode::encode(&p).ok());
                }
            }
        },
        || {
            for e in &corpus {
                black_box(mojo.assemble(black_box(&e.text)));
            }
        },
    );
    let decode = compare(
        corpus.len(),
        budget,
        || {
            for b in &ours_bin {
                black_box(bytecode::decode(black_box(b), model).ok());
            }
        },
        || {
            for b in &mojo_bin {
                black_box(mojo.parse(black_box(b)));
            }
        },
    );
    let row = |what: &str, (ours, theirs, ratio): (f64, f64, f64)| {
        println!(
            "{what:<34} shadercts {ours:>12.0} shaders/s   MojoShader {theirs:>10.0} shaders/s   ratio {ratio:>5.2}x (median of {ROUNDS} alternating rounds)"
        );
    };
    row("assemble (parse + encode)", assemble);
    row("decode (bytecode -> IR)", decode);
}
