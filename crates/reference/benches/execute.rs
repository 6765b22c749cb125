//! Throughput of the reference executor: a 64-instruction ps_3_0 shader over a 256×256
//! grid of input sets, reported in shader-instruction-lanes per second (criterion's
//! "elements" are instruction-lanes: 64 instructions × 65,536 input sets per run).
//!
//! Run: `cargo bench -p shadercts-reference --bench execute`.
//!
//! Two groups: `execute` measures wall-clock time (what criterion always does);
//! `execute_cpu` measures the benchmark thread's own CPU time from
//! /proc/thread-self/schedstat (Linux), which is the per-core figure even when other
//! processes share the machine.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use criterion::measurement::{Measurement, ValueFormatter};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use shadercts_reference::execute::{ExecInput, ExecOptions, Executor};
use shadercts_shader::ir::{RegType, Register};
use shadercts_shader::{text, Model};
use std::hint::black_box;

const GRID: usize = 256;

/// 64 executable instructions: a lighting-like mix of mad/mul/add, dot products,
/// rsq/rcp/nrm, min/max/cmp/lrp, frc and exp, ending with the colour write.
fn shader(with_texture: bool) -> String {
    let mut s = String::from(
        "ps_3_0\ndcl_texcoord0 v0\ndcl_texcoord1 v1\ndcl_2d s0\n\
         def c0, 0.5, 0.25, 2.0, 1.0\ndef c1, 0.1, 0.2, 0.3, 0.4\n\
         def c2, -0.5, 0.75, 1.5, 0.0\ndef c3, 0.9, 0.8, 0.7, 0.6\n",
    );
    let body = [
        "mov r0, v0",
        "mov r1, v1",
        "mad r2, r0, c0, c1",
        "mul r3, r1, c3",
        "add r4, r2, r3",
        "dp3 r5.x, r4, r4",
        "rsq r5.y, r5.x",
        "mul r6, r4, r5.y",
        "dp3 r7.x, r6, c2",
        "max r7.y, r7.x, c2.w",
        "mul r8, r7.y, c3",
        "mad r9, r8, c0.x, r2",
        "nrm r10, r9",
        "dp4 r11.x, r10, c1",
        "frc r11.y, r11.x",
        "lrp r12, r11.y, r9, r3",
        "cmp r13, r7.x, r12, r8",
        "min r14, r13, c0.w",
        "mad r15, r14, r14, c1",
        "exp r16.x, r0.x",
        "rcp r16.y, r16.x",
        "mul r17, r15, r16.y",
        "add r18, r17, -r4",
        "mad r19, r18, c0.y, r17",
        "dp3 r20.x, r19, r10",
        "mad r20.y, r20.x, c0.z, c2.x",
        "mul r21, r19, r20.y",
        "max r22, r21, -r21",
        "add r23, r22, r0",
        "mul r24, r23, c3.x",
        "mad r25, r24, r1, r2",
        "dp4 r26.x, r25, r25",
        "rsq r26.y, r26.x",
        "mul r27, r25, r26.y",
        "lrp r28, c0.y, r27, r23",
        "cmp r29, r28, r28, -r28",
        "add r30, r29, c1",
        "mul r31, r30, r30",
        "mad r0, r31, c0.x, r27",
        "dp3 r1.x, r0, c3",
        "mad r1.y, r1.x, r1.x, c1.x",
        "min r1.z, r1.y, c0.w",
        "mul r2, r0, r1.z",
        "add r3, r2, r31",
        "mad r4, r3, c2, r0",
        "max r5, r4, c1",
        "min r6, r5, c3",
        "mul r7, r6, r6",
        "mad r8, r7, c0.z, -r6",
        "dp3 r9.x, r8, r8",
        "rsq r9.y, r9.x",
        "mul r10, r8, r9.y",
        "add r11, r10, r7",
        "mad r12, r11, c0.y, r5",
        "frc r13, r12",
        "mul r14, r13, c3",
        "add r15, r14, r12",
        "dp4 r16.x, r15, c2",
        "mad r17, r16.x, c1, r15",
        "lrp r18, c0.x, r17, r14",
        "mul r19, r18, c0.w",
        "add r20, r19, r3",
        "mad_sat r21, r20, c0.x, c1",
        "mov oC0, r21",
    ];
    assert_eq!(body.len(), 64);
    for (i, line) in body.iter().enumerate() {
        if with_texture && i == 3 {
            s.push_str("texld r3, v1, s0\n");
        } else {
            s.push_str(line);
            s.push('\n');
        }
    }
    s
}

fn grid_inputs(with_texture: bool) -> Vec<ExecInput> {
    let tex = shadercts_reference::execute::Texture::new_2d(
        4,
        4,
        (0..16)
            .map(|i| [i as f32 / 16.0, 0.5, 1.0 - i as f32 / 16.0, 1.0])
            .collect(),
    )
    .map(std::sync::Arc::new)
    .ok();
    let mut v = Vec::with_capacity(GRID * GRID);
    for y in 0..GRID {
        for x in 0..GRID {
            let (u, w) = (x as f32 / GRID as f32, y as f32 / GRID as f32);
            let mut i = ExecInput::default();
            i.floats
                .push((Register::new(RegType::INPUT, 0), [u, w, u * w, 1.0]));
            i.floats
                .push((Register::new(RegType::INPUT, 1), [w, u, 0.5, 0.25]));
            if with_texture {
                if let Some(t) = &tex {
                    i.textures.push((0, t.clone()));
                }
            }
            v.push(i);
        }
    }
    v
}

/// CPU time of the calling thread, in nanoseconds (Linux schedstat; 0 elsewhere).
fn thread_cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next().and_then(|v| v.parse().ok()))
        .unwrap_or(0)
}

/// Criterion measurement: the benchmark thread's CPU time.
struct ThreadCpu;

impl Measurement for ThreadCpu {
    type Intermediate = u64;
    type Value = u64;
    fn start(&self) -> u64 {
        thread_cpu_ns()
    }
    fn end(&self, i: u64) -> u64 {
        thread_cpu_ns().saturating_sub(i)
    }
    fn add(&self, a: &u64, b: &u64) -> u64 {
        a + b
    }
    fn zero(&self) -> u64 {
        0
    }
    fn to_f64(&self, v: &u64) -> f64 {
        *v as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        &CpuFormatter
    }
}

struct CpuFormatter;

impl ValueFormatter for CpuFormatter {
    fn scale_values(&self, _typical: f64, values: &mut [f64]) -> &'static str {
        values.iter_mut().for_each(|v| *v /= 1e6);
        "ms cpu"
    }
    fn scale_throughputs(&self, _typical: f64, t: &Throughput, values: &mut [f64]) -> &'static str {
        let n = match t {
            Throughput::Elements(n)
            | Throughput::Bytes(n)
            | Throughput::BytesDecimal(n)
            | Throughput::Bits(n) => *n as f64,
            #[allow(unreachable_patterns)]
            _ => 1.0,
        };
        values.iter_mut().for_each(|v| *v = n * 1e9 / *v / 1e6);
        "Melem/s per core"
    }
    fn scale_for_machines(&self, _values: &mut [f64]) -> &'static str {
        "ns"
    }
}

fn bench(c: &mut Criterion) {
    bench_with(c, "execute");
}

fn bench_cpu(c: &mut Criterion<ThreadCpu>) {
    bench_with(c, "execute_cpu");
}

fn bench_with<M: Measurement>(c: &mut Criterion<M>, group_name: &str) {
    let model = Model::embedded();
    let mut group = c.benchmark_group(group_name);
    group.sample_size(20);
    for (name, tex) in [
        ("ps_3_0_64_alu_256x256", false),
        ("ps_3_0_63_alu_1_texld_256x256", true),
    ] {
        let program = text::parse(&shader(tex), model).expect("benchmark shader parses");
        let exec = Executor::new(&program, model, &ExecOptions::default()).expect("compiles");
        assert_eq!(exec.instruction_count(), 64);
        let inputs = grid_inputs(tex);
        assert!(exec.run(&inputs[1000]).is_ok());
        group.throughput(Throughput::Elements((64 * GRID * GRID) as u64));
        let oc0 = Register::new(RegType::COLOROUT, 0);
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut sum = 0.0f32;
                exec.run_batch_with(black_box(&inputs), |_, r| {
                    if let Ok(Some(v)) = r.map(|o| o.get(oc0)) {
                        sum += v[0].unwrap_or(0.0);
                    }
                });
                black_box(sum)
            })
        });
        if !tex {
            group.bench_function("ps_3_0_64_alu_256x256_owned_outputs", |b| {
                b.iter(|| black_box(exec.run_batch(black_box(&inputs))))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_group! {
    name = cpu;
    config = Criterion::default().with_measurement(ThreadCpu);
    targets = bench_cpu
}
criterion_main!(benches, cpu);
