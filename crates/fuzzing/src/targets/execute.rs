//! `execute`: programs and random inputs into the reference executor.
//!
//! Oracle: compiling and running never panics (any parsed program, valid or not: the
//! `execute` command takes them all); running the same inputs twice gives bit-identical
//! results; running them as one batch of lanes gives what running each alone gives;
//! and a run ends within its instruction budget (a budget error is a fine result; a
//! run slower than [`TIME_LIMIT`] is a finding).

use crate::finding::{self, Finding};
use crate::input;
use crate::oracle::model;
use crate::targets::signature_of;
use arbitrary::{Result as AResult, Unstructured};
use shadercts_reference::execute::{
    ExecError, ExecInput, ExecOptions, ExecOutput, Executor, Precision, Texture, TextureKind,
};
use shadercts_shader::ir::{Program, RegType, ShaderKind};
use shadercts_shader::print;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

const NAME: &str = "execute";

/// Instructions one batch may execute: small, so that every input ends quickly.
pub const BUDGET: u64 = 5_000;
/// Wall-clock time one input may take for all its runs.
pub const TIME_LIMIT: Duration = Duration::from_secs(5);

/// libFuzzer entry point.
pub fn run(data: &[u8]) {
    finding::report(oracle(data));
}

/// The oracle on one input, panics caught.
pub fn check(data: &[u8]) -> Result<(), Finding> {
    finding::catch(NAME, || oracle(data))
}

/// How the shader `text` (with default inputs) fails this oracle.
pub fn signature(text: &str) -> Option<String> {
    signature_of(check(text.as_bytes()))
}

fn oracle(data: &[u8]) -> Result<(), Finding> {
    let m = model();
    let Some(mut src) = input::source(data, m) else {
        return Ok(());
    };
    let p = &src.program;
    let options = ExecOptions {
        precision: pick(
            &mut src.rest,
            &[
                Precision::Auto,
                Precision::Fp32,
                Precision::Fp24,
                Precision::Fp16,
                Precision::Fx8,
            ],
        ),
        budget: BUDGET,
        ps1_max_value: pick(&mut src.rest, &[1.0, 2.0, 8.0, f32::MAX]),
        quads: false,
        ..ExecOptions::default()
    };
    let start = Instant::now();
    let Ok(exec) = Executor::new(p, m, &options) else {
        return Ok(());
    };
    let inputs = inputs(&mut src.rest, p, &exec).unwrap_or_else(|_| vec![ExecInput::default()]);
    let fail = |sig: &str, detail: String| {
        Err(Finding::new(NAME, sig, detail).with_shader(print::print(p, m)))
    };
    let first = exec.run_batch(&inputs);
    let again = exec.run_batch(&inputs);
    if let Some(i) = (0..inputs.len()).find(|&i| !same(&first[i], &again[i])) {
        return fail(
            "two runs differ",
            format!("input {i}: {:?}\n  vs {:?}", first[i], again[i]),
        );
    }
    for (i, one) in inputs.iter().enumerate() {
        let alone = exec.run(one);
        if !same(&first[i], &alone) {
            return fail(
                "a lane in a batch differs from the same input alone",
                format!(
                    "input {i} of {}: batch {:?}\n  alone {:?}\ninput: {one:?}",
                    inputs.len(),
                    first[i],
                    alone
                ),
            );
        }
    }
    if start.elapsed() > TIME_LIMIT {
        return fail(
            "too slow",
            format!("{:?} for {} input sets", start.elapsed(), inputs.len()),
        );
    }
    Ok(())
}

fn pick<T: Copy>(u: &mut Unstructured, from: &[T]) -> T {
    from[u.choose_index(from.len()).unwrap_or(0)]
}

/// Results equal bit for bit (NaN payloads included).
fn same(a: &Result<ExecOutput, ExecError>, b: &Result<ExecOutput, ExecError>) -> bool {
    match (a, b) {
        (Ok(x), Ok(y)) => {
            x.discarded == y.discarded
                && x.outputs.len() == y.outputs.len()
                && x.outputs
                    .iter()
                    .zip(&y.outputs)
                    .all(|((r1, v1), (r2, v2))| {
                        r1 == r2
                            && v1
                                .iter()
                                .zip(v2)
                                .all(|(c1, c2)| c1.map(f32::to_bits) == c2.map(f32::to_bits))
                    })
        }
        (Err(x), Err(y)) => x == y,
        _ => false,
    }
}

/// One to six input sets for the registers `p` reads.
fn inputs(u: &mut Unstructured, p: &Program, exec: &Executor) -> AResult<Vec<ExecInput>> {
    let mut floats = BTreeSet::new();
    let mut ints = BTreeSet::new();
    let mut bools = BTreeSet::new();
    let mut stages = BTreeSet::new();
    for ins in &p.instructions {
        for s in ins.srcs.iter().chain(ins.predicate.iter()) {
            let r = s.reg;
            match r.ty {
                RegType::CONST | RegType::INPUT | RegType::MISCTYPE => {
                    floats.insert(r);
                }
                RegType::TEXTURE if p.profile.kind == ShaderKind::Pixel => {
                    floats.insert(r);
                }
                RegType::CONSTINT => {
                    ints.insert(r.index);
                }
                RegType::CONSTBOOL => {
                    bools.insert(r.index);
                }
                RegType::SAMPLER => {
                    stages.insert(r.index);
                }
                _ => {}
            }
        }
        if p.profile.is_ps1() {
            // ps_1_x texture instructions sample the stage of their destination t#.
            if let Some(d) = ins.dst.as_ref().filter(|d| d.reg.ty == RegType::TEXTURE) {
                stages.insert(d.reg.index);
            }
        }
    }
    let lanes = u.int_in_range(1..=6)?;
    let mut out = Vec::with_capacity(lanes);
    for _ in 0..lanes {
        let mut input = ExecInput {
            render_targets: u.int_in_range(0..=4)?,
            depth_buffer: u.arbitrary()?,
            ..ExecInput::default()
        };
        for &r in &floats {
            input
                .floats
                .push((r, [float(u)?, float(u)?, float(u)?, float(u)?]));
        }
        for &i in &ints {
            input.ints.push((
                i,
                [
                    u.int_in_range(-300..=300)?,
                    u.int_in_range(-300..=300)?,
                    u.int_in_range(-300..=300)?,
                    0,
                ],
            ));
        }
        for &b in &bools {
            input.bools.push((b, u.arbitrary()?));
        }
        for &s in &stages {
            let kind = exec.sampler_kind(s).unwrap_or(TextureKind::TwoD);
            if let Some(t) = texture(u, kind)? {
                input.textures.push((s, Arc::new(t)));
            }
        }
        out.push(input);
    }
    Ok(out)
}

/// A small texture of `kind` (1–2 texels a side, one level), or none.
fn texture(u: &mut Unstructured, kind: TextureKind) -> AResult<Option<Texture>> {
    let (w, h, d) = (
        u.int_in_range(1..=2)?,
        u.int_in_range(1..=2)?,
        u.int_in_range(1..=2)?,
    );
    let d = if kind == TextureKind::Volume { d } else { 1 };
    let faces = if kind == TextureKind::Cube { 6 } else { 1 };
    let mut texels = Vec::new();
    for _ in 0..w * h * d * faces {
        texels.push([float(u)?, float(u)?, float(u)?, float(u)?]);
    }
    Ok(Texture::new(kind, w, h, d, vec![texels]).ok())
}

/// A float, often a special or small one.
fn float(u: &mut Unstructured) -> AResult<f32> {
    const SPECIAL: [f32; 10] = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        2.0,
        -0.25,
        1e30,
        f32::INFINITY,
        f32::NAN,
    ];
    Ok(match u.int_in_range(0u8..=15)? {
        n @ 0..=9 => SPECIAL[n as usize],
        10..=13 => u.int_in_range(-64i32..=64)? as f32 / 16.0,
        _ => f32::from_bits(u.arbitrary()?),
    })
}
