//! `shadercts validate` on the command line beside MojoShader, on the same files in one run.
//!
//! Run with `cargo bench -p shadercts --bench validate_cli`. The workload is the text
//! (`.asm`) file of every validate case of a published suite (default `suites/2.0.0`;
//! `SHADERCTS_BENCH_SUITE=DIR` for another; `SHADERCTS_BENCH_MAX_BYTES=N` times only the texts
//! of at most N bytes, see [`max_bytes`]). Each file is read once into memory; then, in
//! alternating rounds (`SHADERCTS_BENCH_ROUNDS`, default 5):
//! - MojoShader assembles each text in process with `MOJOSHADER_assemble`, which also
//!   re-parses (validates) its output, as the harness's mojoshader backend does: once on
//!   the texts in memory (for comparison), and, the comparison, reading each file
//!   from disk inside the timed loop, as the command line must: once before the first
//!   command-line run of the round and once after each;
//! - `shadercts validate --files-from -` runs as a subprocess on the same files, with JSON
//!   and text output (stdout read through a pipe), with all cores and with `--jobs 1`.
//!
//! Prints shaders/s of each side per round, with the ratio of each command-line run to
//! MojoShader reading files (the mean of its runs just before and just after: the
//! machine's speed drifts within seconds), then the range and median of the ratios. Each
//! round also says how much of the machine other processes took while it ran (`others`,
//! from /proc/stat less the runs' own CPU time); the ratios of the runs where that
//! stayed under [`QUIET`] (the command line's run and the MojoShader runs around it) are
//! summed up apart: the command line's two threads need both cores and MojoShader one,
//! so a machine busy with something else lowers only one side of the ratio.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_mojoshader::MojoShader;
use std::hint::black_box;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// The suite-relative paths of the `text` files of the validate cases, in manifest order.
/// A line scan of the manifest's fixed layout (docs/suite-format.md): `kind:` then the
/// `text: { path: …` line of the same case.
fn validate_texts(manifest: &str) -> Vec<String> {
    let mut kind = "";
    let mut out = Vec::new();
    for line in manifest.lines() {
        let t = line.trim_start();
        if t.starts_with("- id:") {
            kind = "";
        } else if let Some(k) = t.strip_prefix("kind:") {
            kind = if k.trim() == "validate" {
                "validate"
            } else {
                ""
            };
        } else if kind == "validate" {
            if let Some(rest) = t.strip_prefix("text: { path:") {
                if let Some(p) = rest.split(',').next() {
                    out.push(p.trim().trim_matches('"').to_string());
                }
            }
        }
    }
    out
}

/// `SHADERCTS_BENCH_MAX_BYTES=N`: only the texts of at most N bytes are timed, on both
/// sides (the workload was the small shaders; suite 2.0.0 adds four of 32,768
/// instructions). MojoShader still assembles the others, untimed, in their place: its
/// crashes depend on what it assembled before, and the crash probe saw every file.
fn max_bytes() -> Option<usize> {
    std::env::var("SHADERCTS_BENCH_MAX_BYTES")
        .ok()
        .and_then(|v| v.parse().ok())
}

/// The environment variable that puts this program in probe mode.
const PROBE: &str = "SHADERCTS_BENCH_PROBE_FROM";

/// The environment variable that puts this program in round mode.
const ROUND: &str = "SHADERCTS_BENCH_MOJO_ROUND";

/// In round mode: read each file from disk inside the timed loop.
const ROUND_READS: &str = "SHADERCTS_BENCH_MOJO_READS";

/// The files a probe or round leaves out.
fn skip_list() -> Vec<usize> {
    std::env::var(PROBE_SKIP)
        .unwrap_or_default()
        .split(',')
        .filter_map(|k| k.parse().ok())
        .collect()
}

/// One MojoShader round in a child process (it still crashes now and then, on files
/// that passed before): shaders/s, retried up to 5 times after a crash. `reads`: each
/// file is read from disk in the timed loop instead of taken from memory.
fn mojo_round(skip: &str, reads: bool) -> (f64, f64) {
    let exe = std::env::current_exe().expect("the benchmark knows its own path");
    for _ in 0..5 {
        let mut cmd = Command::new(&exe);
        if reads {
            cmd.env(ROUND_READS, "1");
        }
        let o = cmd
            .env(ROUND, "1")
            .env(PROBE_SKIP, skip)
            .stderr(Stdio::null())
            .output()
            .expect("the round runs");
        let out = String::from_utf8_lossy(&o.stdout);
        let mut nums = out.split_whitespace().filter_map(|x| x.parse::<f64>().ok());
        if let (Some(rate), Some(cpu), true) = (nums.next(), nums.next(), o.status.success()) {
            return (rate, cpu);
        }
        eprintln!("(MojoShader crashed during a round; running it again)");
    }
    panic!("MojoShader crashed in 5 attempts of one round");
}

/// The files (indices, comma-separated) a probe leaves out.
const PROBE_SKIP: &str = "SHADERCTS_BENCH_PROBE_SKIP";

/// The indices of the files MojoShader crashes on, found by child processes of this
/// program in probe mode, each started after the file the previous one died on, until
/// one pass over all files but those survives (a crash can depend on earlier files).
fn crashing_files(n: usize) -> Vec<usize> {
    let exe = std::env::current_exe().expect("the benchmark knows its own path");
    let mut crashers: Vec<usize> = Vec::new();
    let mut from = 0;
    for _ in 0..200 {
        let skip: Vec<String> = crashers.iter().map(usize::to_string).collect();
        let o = Command::new(&exe)
            .env(PROBE, from.to_string())
            .env(PROBE_SKIP, skip.join(","))
            .stderr(Stdio::null())
            .output()
            .expect("the probe runs");
        if o.status.success() {
            if from == 0 {
                return crashers;
            }
            from = 0;
            continue;
        }
        let last = String::from_utf8_lossy(&o.stdout)
            .lines()
            .last()
            .and_then(|l| l.parse::<usize>().ok())
            .unwrap_or(from);
        crashers.push(last);
        from = (last + 1).min(n);
    }
    panic!("MojoShader keeps crashing on these files; gave up after 200 probes");
}

/// CPU seconds (user + system) from /proc/self/stat: of this process (`children` false)
/// or of its waited-for children (`true`); 0 where /proc is missing.
fn cpu_secs(children: bool) -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<f64> = stat
        .rsplit_once(')')
        .map(|(_, rest)| {
            rest.split_whitespace()
                .map(|f| f.parse().unwrap_or(0.0))
                .collect()
        })
        .unwrap_or_default();
    // After the command name: field 3 (state) is index 0; utime, stime, cutime, cstime
    // are fields 14–17, in clock ticks (100 a second on Linux).
    let at = if children { 13 } else { 11 };
    fields
        .get(at..at + 2)
        .map_or(0.0, |f| (f[0] + f[1]) / 100.0)
}

/// The machine's CPU ticks from /proc/stat's `cpu` line (all cores, 100 a second):
/// busy (user, nice, system, irq, softirq, steal) and all; zeros where /proc is missing.
fn machine_ticks() -> (u64, u64) {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let Some(line) = stat.lines().find(|l| l.starts_with("cpu ")) else {
        return (0, 0);
    };
    let f: Vec<u64> = line
        .split_whitespace()
        .skip(1)
        .map(|x| x.parse().unwrap_or(0))
        .collect();
    // user nice system idle iowait irq softirq steal (guest time is within user).
    let get = |i: usize| f.get(i).copied().unwrap_or(0);
    let busy = get(0) + get(1) + get(2) + get(5) + get(6) + get(7);
    (busy, busy + get(3) + get(4))
}

/// A timed run's measure of how busy the rest of the machine was: the CPU time of every
/// other process (and of the hypervisor's steal) while it ran, as a share of the whole
/// machine over the run's wall time (the run's own CPU time, this process's and its
/// children's, taken out).
struct Others {
    /// [`machine_ticks`] at the start.
    ticks: (u64, u64),
    /// This process's and its children's CPU seconds at the start.
    cpu: f64,
}

impl Others {
    fn start() -> Others {
        Others {
            ticks: machine_ticks(),
            cpu: cpu_secs(true) + cpu_secs(false),
        }
    }

    /// The share (0–1) of the machine other processes used since [`Others::start`].
    fn share(&self) -> f64 {
        let (busy, all) = machine_ticks();
        let own = cpu_secs(true) + cpu_secs(false) - self.cpu;
        let all = all.saturating_sub(self.ticks.1) as f64 / 100.0;
        if all <= 0.0 {
            return 0.0;
        }
        let busy = busy.saturating_sub(self.ticks.0) as f64 / 100.0;
        ((busy - own) / all).max(0.0)
    }
}

fn load_avg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

/// One `shadercts validate` run over `list` (newline-separated paths) in `dir`: seconds
/// from spawn to exit, its CPU seconds, the bytes it printed, and the share of the
/// machine other processes used meanwhile ([`Others`]).
fn run_cli(dir: &Path, list: &str, args: &[&str]) -> (f64, f64, Vec<u8>, f64) {
    let others = Others::start();
    let cpu = cpu_secs(true);
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .arg("validate")
        .args(args)
        .args(["--files-from", "-"])
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the shadercts binary runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let list = list.to_owned();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(list.as_bytes());
    });
    let mut out = Vec::new();
    child
        .stdout
        .take()
        .expect("piped stdout")
        .read_to_end(&mut out)
        .expect("stdout is read");
    let status = child.wait().expect("shadercts exits");
    let secs = start.elapsed().as_secs_f64();
    let _ = feeder.join();
    // 1: some files are invalid (validate cases mostly are); anything else is a failure.
    assert!(
        matches!(status.code(), Some(0 | 1)),
        "shadercts validate {args:?} failed: {status}"
    );
    (secs, cpu_secs(true) - cpu, out, others.share())
}

/// A run counts as quiet when, during it and the MojoShader runs reading files around
/// it, the other processes of the machine (and the hypervisor's steal) used less than
/// this share of it: the command line's two threads need both cores, MojoShader one, so
/// a busy machine slows only one side of the ratio.
const QUIET: f64 = 0.10;

fn stats(v: &[f64]) -> (f64, f64, f64) {
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    (s[0], s[s.len() / 2], s[s.len() - 1])
}

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let suite = std::env::var_os("SHADERCTS_BENCH_SUITE")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("suites/2.0.0"));
    let rounds: usize = std::env::var("SHADERCTS_BENCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(5);
    let manifest = std::fs::read_to_string(suite.join("manifest.yaml"))
        .unwrap_or_else(|e| panic!("{}: {e}", suite.join("manifest.yaml").display()));
    let paths = validate_texts(&manifest);
    assert!(!paths.is_empty(), "no validate case in {}", suite.display());
    // Every file read once, before any timing.
    let texts: Vec<String> = paths
        .iter()
        .map(|p| std::fs::read_to_string(suite.join(p)).unwrap_or_else(|e| panic!("{p}: {e}")))
        .collect();
    let max = max_bytes();
    let timed: Vec<bool> = texts
        .iter()
        .map(|t| max.is_none_or(|max| t.len() <= max))
        .collect();
    let mojo = match MojoShader::load() {
        Ok(m) => m,
        Err(e) => {
            eprintln!("MojoShader is needed for the comparison (run scripts/setup.sh): {e}");
            std::process::exit(2);
        }
    };
    // Probe mode (a child of this program): assemble the files from the given index on,
    // printing each index first, so that the parent learns which file crashed it.
    if let Some(from) = std::env::var(PROBE)
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        let skip = skip_list();
        for (k, (p, t)) in paths.iter().zip(&texts).enumerate().skip(from) {
            if skip.contains(&k) {
                continue;
            }
            println!("{k}");
            black_box(mojo.assemble_named(Some(p), t));
        }
        std::process::exit(0);
    }
    // Round mode (a child of this program): one timed pass of MojoShader over the files
    // not skipped; prints shaders/s.
    if std::env::var_os(ROUND).is_some() {
        let skip = skip_list();
        let reads = std::env::var_os(ROUND_READS).is_some();
        // Relative paths from the suite's folder, as the command line is given them.
        std::env::set_current_dir(&suite).unwrap_or_else(|e| panic!("{}: {e}", suite.display()));
        let cpu = cpu_secs(false);
        let all = Instant::now();
        let (mut done, mut secs) = (0usize, 0.0);
        for (k, (p, text)) in paths.iter().zip(&texts).enumerate() {
            if !skip.contains(&k) {
                let t = Instant::now();
                if reads {
                    let read = std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{p}: {e}"));
                    black_box(mojo.assemble_named(Some(p), black_box(&read)));
                } else {
                    black_box(mojo.assemble_named(Some(p), black_box(text)));
                }
                if timed[k] {
                    secs += t.elapsed().as_secs_f64();
                    done += 1;
                }
            }
        }
        // CPU time of the timed files only: the loop's, in the share of its wall time
        // they took (one thread, so CPU and wall time go together).
        let share = secs / all.elapsed().as_secs_f64().max(f64::MIN_POSITIVE);
        println!("{} {}", done as f64 / secs, (cpu_secs(false) - cpu) * share);
        std::process::exit(0);
    }
    // MojoShader's C code crashes on some shaders (the harness runs it in a worker
    // subprocess for that reason): find them and leave them out of both sides.
    let crashers = crashing_files(paths.len());
    let skip = crashers
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let untimed = timed.iter().filter(|&&t| !t).count();
    let keep = |k: &usize| !crashers.contains(k) && timed[*k];
    let paths: Vec<String> = paths
        .into_iter()
        .enumerate()
        .filter(|(k, _)| keep(k))
        .map(|(_, p)| p)
        .collect();
    let texts: Vec<String> = texts
        .into_iter()
        .enumerate()
        .filter(|(k, _)| keep(k))
        .map(|(_, t)| t)
        .collect();
    let bytes: usize = texts.iter().map(String::len).sum();
    let list = paths.join("\n") + "\n";
    let n = paths.len() as f64;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "workload: {} validate-case text files of {} ({bytes} bytes; {} more left out: \
         they crash MojoShader; {untimed} larger than SHADERCTS_BENCH_MAX_BYTES not timed); \
         {cores} cores; load {}",
        paths.len(),
        suite.display(),
        crashers.len(),
        load_avg()
    );
    // Check once that the JSON output is one element per file, in input order.
    let (_, _, out, _) = run_cli(&suite, &list, &["--format", "json"]);
    let v: serde_json::Value = serde_json::from_slice(&out).expect("validate prints JSON");
    let files: Vec<&str> = v
        .as_array()
        .expect("a JSON array")
        .iter()
        .filter_map(|r| r["file"].as_str())
        .collect();
    assert_eq!(files, paths, "one report per file, in input order");

    let sides: [(&str, &[&str]); 4] = [
        ("json", &["--format", "json"]),
        ("text", &["--format", "text"]),
        ("json -j1", &["--format", "json", "--jobs", "1"]),
        ("text -j1", &["--format", "text", "--jobs", "1"]),
    ];
    let mut mojo_rates = Vec::new();
    let mut mojo_read_rates = Vec::new();
    let mut read_ratios = vec![Vec::new(); sides.len()];
    // Shaders per CPU-second (the command line's include its start and file reads).
    let mut mojo_per_cpu = Vec::new();
    let mut per_cpu = vec![Vec::new(); sides.len()];
    let mut rates = vec![Vec::new(); sides.len()];
    let mut ratios = vec![Vec::new(); sides.len()];
    // The ratios against MojoShader reading files of the quiet runs only (see QUIET).
    let mut quiet_ratios = vec![Vec::new(); sides.len()];
    for r in 0..rounds {
        let (mojo_rate, mojo_cpu) = mojo_round(&skip, false);
        mojo_rates.push(mojo_rate);
        if mojo_cpu > 0.0 {
            mojo_per_cpu.push(n / mojo_cpu);
        }
        // MojoShader reading files runs before the first side and after each side: each
        // side is compared with the mean of the runs just before and just after it (the
        // machine's speed drifts within seconds).
        let reading = || {
            let others = Others::start();
            let (rate, _) = mojo_round(&skip, true);
            (rate, others.share())
        };
        let mut before = reading();
        mojo_read_rates.push(before.0);
        let mut line = format!(
            "round {}: MojoShader {mojo_rate:>7.0}/s (reading files {:>7.0}/s)",
            r + 1,
            before.0
        );
        let mut busiest = before.1;
        for (i, (name, args)) in sides.iter().enumerate() {
            let (secs, cpu, out, others) = run_cli(&suite, &list, args);
            let after = reading();
            mojo_read_rates.push(after.0);
            let rate = n / secs;
            let read_ratio = rate / ((before.0 + after.0) / 2.0);
            busiest = busiest.max(others).max(after.1);
            if before.1.max(others).max(after.1) < QUIET {
                quiet_ratios[i].push(read_ratio);
            }
            before = after;
            if cpu > 0.0 {
                per_cpu[i].push(n / cpu);
            }
            black_box(out.len());
            rates[i].push(rate);
            ratios[i].push(rate / mojo_rate);
            read_ratios[i].push(read_ratio);
            line.push_str(&format!("  {name} {rate:>7.0}/s ({read_ratio:.2}x)"));
        }
        line.push_str(&format!("  others ≤{:.0}%", busiest * 100.0));
        println!("{line}");
    }
    let (lo, med, hi) = stats(&mojo_rates);
    println!("MojoShader (in process of a child, one thread): {lo:.0}–{hi:.0} shaders/s, median {med:.0}");
    let (lo, med, hi) = stats(&mojo_read_rates);
    println!(
        "MojoShader reading each file in the timed loop ({} runs): {lo:.0}–{hi:.0} shaders/s, median {med:.0}",
        mojo_read_rates.len()
    );
    for (i, (name, _)) in sides.iter().enumerate() {
        let (lo, med, hi) = stats(&rates[i]);
        let (rlo, rmed, rhi) = stats(&ratios[i]);
        let (flo, fmed, fhi) = stats(&read_ratios[i]);
        // Each side's fastest round: the one least slowed by the rest of a shared machine.
        let best = hi / stats(&mojo_rates).2;
        println!(
            "shadercts validate {name:<9} {lo:>7.0}–{hi:.0} shaders/s (median {med:.0}); \
             against MojoShader reading files (the issue's comparison) {flo:.2}–{fhi:.2}x, \
             median {fmed:.2}x; against MojoShader on texts in memory {rlo:.2}–{rhi:.2}x, \
             median {rmed:.2}x, fastest rounds {best:.2}x"
        );
        if quiet_ratios[i].is_empty() {
            println!("  no quiet run of {name}");
        } else {
            let (qlo, qmed, qhi) = stats(&quiet_ratios[i]);
            println!(
                "  quiet runs {}/{rounds}: against MojoShader reading files {qlo:.2}–{qhi:.2}x, \
                 median {qmed:.2}x",
                quiet_ratios[i].len()
            );
        }
    }
    if !mojo_per_cpu.is_empty() && per_cpu.iter().all(|v| !v.is_empty()) {
        let (_, m, _) = stats(&mojo_per_cpu);
        let mut line = format!("per CPU-second (medians): MojoShader {m:.0}");
        for (i, (name, _)) in sides.iter().enumerate() {
            let (_, c, _) = stats(&per_cpu[i]);
            line.push_str(&format!("  {name} {c:.0} ({:.2}x)", c / m));
        }
        println!("{line}");
    }
    println!("load at the end {}", load_avg());
}
