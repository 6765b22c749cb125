//! `shadercts run --backend wine-d3d9` end to end: execute cases of the published suite
//! on Wine's Direct3D 9 (tools/wine-d3d9-worker), headless. Skipped, saying so, when
//! Wine or a display (`Xvfb`, or a `DISPLAY`) is missing, unless SHADERCTS_REQUIRE_WINE=1.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::wine::{present, root, which};
use common::*;
use std::process::Command;

/// `shadercts run --suite suites/2.2.0 --backend wine-d3d9`, options to follow.
fn run_d3d9() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_shadercts"));
    cmd.args(["run", "--suite"])
        .arg(root().join("suites/2.2.0"))
        .args(["--backend", "wine-d3d9"]);
    cmd
}

/// Runs `cmd` with `--filter-id` for each of `ids` and a JSON report, and returns its
/// output and the report (the temporary folder lives until the report is read).
fn run_filtered(mut cmd: Command, ids: &[&str]) -> (std::process::Output, serde_json::Value) {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("r.json");
    for id in ids {
        cmd.args(["--filter-id", id]);
    }
    cmd.args(["--report", &format!("json:{}", json.display())]);
    let o = cmd.output().expect("shadercts runs");
    let r = std::fs::read(&json)
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_else(|| panic!("no report: {}", text(&o)));
    (o, r)
}

/// A handful of execute cases of every kind the worker expresses — pixel shaders of each
/// model, vertex shaders through the output capture, `_sw` profiles, textures with
/// mipmaps, volume and cube textures, texkill, oDepth, two render targets — pass on an Xvfb the backend starts
/// (DISPLAY unset) and stops, the vPos cases among them.
#[test]
fn execute_cases_pass_headless() {
    if !present() {
        return;
    }
    let mut cmd = run_d3d9();
    cmd.args(["--filter-kind", "execute", "--timeout", "60"])
        .env_remove("DISPLAY");
    let (o, r) = run_filtered(
        cmd,
        &[
            "exec.mad/*",
            "exec.texldl/*",
            "exec.texld/*",
            "exec.if/*",
            "exec.m4x4/*",
            "exec.texkill/*/texkill-discard*",
            "ps.oDepth.no-ds-ignored/*",
            "ps.oC.no-target-ignored/*",
            "ps3.vPos/*",
        ],
    );
    assert_eq!(code(&o), 0, "{}", text(&o));
    assert_eq!(r["result"], "pass", "{}", text(&o));
    let cases = r["cases"].as_array().unwrap();
    let status = |s: &str| cases.iter().filter(|c| c["status"] == s).count();
    assert!(
        status("pass") >= 100,
        "{} pass: {}",
        status("pass"),
        text(&o)
    );
    // vPos at a pixel's integer coordinates (suite 2.1.1; 2.1.0's half-pixel input is
    // withdrawn) is expressed and passes.
    assert_eq!(status("not-supported"), 0, "{}", text(&o));
    for id in [
        "ps3.vPos/execute/ps_3_0/vpos-pixel",
        "ps3.vPos/execute/ps_3_sw/vpos-pixel",
    ] {
        assert!(
            cases.iter().any(|c| c["id"] == id && c["status"] == "pass"),
            "{id} did not pass: {}",
            text(&o)
        );
    }
    for prof in [
        "ps_1_1", "ps_1_4", "ps_2_0", "ps_3_0", "ps_3_sw", "vs_1_1", "vs_2_0", "vs_3_0", "vs_3_sw",
    ] {
        assert!(
            cases
                .iter()
                .any(|c| c["profile"] == prof && c["status"] == "pass"),
            "no {prof} case passed"
        );
    }
    assert!(text(&o).contains("adapter"), "{}", text(&o));
}

/// The special-value cases of suite 2.2.0 (±inf, NaN, −0, a denormal) pass on the device
/// except `min`/`max` with a NaN operand (wined3d's GLSL min/max return the other operand,
/// the pages' code returns src1: docs/certificates/wine-d3d9-2.2.0-analysis.md), and so do
/// the decided texm3x3tex (volume texture) and texldb (level 0) cases. A case asking for a
/// precision other than float32 is answered "not supported" with the reason.
#[test]
fn special_values_and_the_decided_texture_cases() {
    if !present() {
        return;
    }
    let mut cmd = run_d3d9();
    cmd.args([
        "--filter-kind",
        "execute",
        "--timeout",
        "60",
        "--min-answered",
        "0",
    ]);
    let (o, r) = run_filtered(
        cmd,
        &[
            "exec.*/*-special-*",
            "exec.texm3x3tex/*",
            "exec.texldb/*",
            "ps.precision/*/precision-modes-*",
        ],
    );
    let cases = r["cases"].as_array().unwrap();
    assert!(cases.len() >= 190, "{} cases: {}", cases.len(), text(&o));
    for c in cases {
        let id = c["id"].as_str().unwrap();
        let want = if id.contains("precision-modes-fp16") || id.contains("precision-modes-fp24") {
            "not-supported"
        } else if id.starts_with("exec.min/") && id.contains("special")
            || id.starts_with("exec.max/") && id.contains("special")
        {
            "fail"
        } else {
            "pass"
        };
        assert_eq!(c["status"], want, "{id}: {c}");
        if want == "not-supported" {
            assert!(c.to_string().contains("float32"), "{c}");
        }
    }
}

/// Without a display and without Xvfb the run stops before any case (exit 2), saying
/// what to install.
#[test]
fn without_a_display_or_xvfb_the_backend_is_an_input_error() {
    if !present() {
        return;
    }
    let bin = tempfile::tempdir().unwrap();
    for tool in ["wine", "wine64", "env", "x86_64-w64-mingw32-gcc"] {
        if let Some(p) = which(tool) {
            std::os::unix::fs::symlink(p, bin.path().join(tool)).unwrap();
        }
    }
    let o = run_d3d9()
        .args(["--filter-id", "exec.mad/*"])
        .env_remove("DISPLAY")
        .env("PATH", bin.path())
        .output()
        .expect("shadercts runs");
    assert_eq!(code(&o), 2, "{}", text(&o));
    let t = text(&o);
    assert!(t.contains("Xvfb") && t.contains("scripts/setup.sh"), "{t}");
}

/// A worker that dies inside Wine (an access violation in the Windows process) costs its
/// case ("crash") and a worker that hangs costs its case ("timeout"); the cases after
/// each run on a fresh worker and pass, and no worker process is left behind. The worker
/// injects the faults when SHADERCTS_WINE_D3D9_FAULT names the cases
/// (tools/wine-d3d9-worker/README.md).
#[test]
fn a_crash_or_hang_in_wine_costs_one_case() {
    if !present() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("r.json");
    let crash = "exec.mad/execute/ps_2_0/mad-basic";
    let hang = "exec.mad/execute/ps_3_0/mad-basic";
    // The last word marks this run's processes (other tests run Wine at the same time).
    let spec = format!("crash={crash} hang={hang} run={}", dir.path().display());
    let started = std::time::Instant::now();
    let o = run_d3d9()
        .args(["--filter-id", "exec.mad/execute/ps_*/mad-basic"])
        .args(["--jobs", "1", "--timeout", "15"])
        .args(["--report", &format!("json:{}", json.display())])
        .env("SHADERCTS_WINE_D3D9_FAULT", &spec)
        .env_remove("DISPLAY")
        .output()
        .expect("shadercts runs");
    let elapsed = started.elapsed();
    let t = text(&o);
    // Two cases failed without an answer: the run fails (exit 1), it does not break (2).
    assert_eq!(code(&o), 1, "{t}");
    let r: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    let cases = r["cases"].as_array().unwrap();
    let get = |id: &str| {
        cases
            .iter()
            .find(|c| c["id"] == id)
            .unwrap_or_else(|| panic!("{id} missing: {t}"))
    };
    assert_eq!(get(crash)["cause"], "crash", "{}", get(crash));
    assert_eq!(get(hang)["cause"], "timeout", "{}", get(hang));
    let passed: Vec<&str> = cases
        .iter()
        .filter(|c| c["status"] == "pass")
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    // mad-basic in ps_1_1 … ps_3_sw: nine cases, seven of them answered.
    assert_eq!(cases.len(), 9, "{t}");
    assert_eq!(passed.len(), 7, "{passed:?}\n{t}");
    assert!(
        passed.contains(&"exec.mad/execute/ps_3_sw/mad-basic"),
        "{passed:?}"
    );
    // The hang waited for the 15 s timeout once; nothing else did.
    assert!(elapsed.as_secs() < 120, "{elapsed:?}");
    // No worker of this run outlived it.
    let left: Vec<String> = std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().parse::<u32>().is_ok())
        .filter_map(|e| {
            let environ = std::fs::read(e.path().join("environ")).ok()?;
            let cmdline = std::fs::read(e.path().join("cmdline")).ok()?;
            let ours = String::from_utf8_lossy(&environ).contains(&spec);
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            (ours && cmdline.contains("wine-d3d9-worker")).then_some(cmdline)
        })
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}
