//! The device a Direct3D 9 backend reports (issue 40 item 3): a worker whose handshake
//! describes its device (here the reference worker with a `device` added to its hello,
//! as the d3d9 worker sends it) gets it into the JSON and HTML reports and the
//! certificate; and `--backend d3d9` is refused off Windows with a pointer to wine-d3d9.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

const EXE: &str = env!("CARGO_BIN_EXE_shadercts");

/// The hello's device, as the worker writes it (tools/wine-d3d9-worker, `put_device`).
const DEVICE: &str = r#""device":{"api":"Direct3D 9","device_type":"hal","adapter":"Radeon \u00e9 Test <b>","vendor_id":4098,"device_id":29663,"subsys_id":305397760,"revision":193,"driver":"aticfx64.dll","driver_version":"31.0.21912.14","os":"Windows 10.0.19045"}"#;

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../harness/tests/fixtures/execute-suite")
}

fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, format!("#!/bin/sh\n{body}")).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    p
}

#[test]
fn the_device_of_the_handshake_is_in_every_report() {
    let dir = tempfile::tempdir().unwrap();
    // The reference worker's hello (line 1) with the device before its closing brace.
    let w = script(
        dir.path(),
        "device-worker.sh",
        &format!(
            "'{EXE}' worker reference | sed -u '1s/}}$/,{}}}/'\n",
            DEVICE.replace('\\', "\\\\").replace('/', "\\/")
        ),
    );
    let json = dir.path().join("r.json");
    let html = dir.path().join("r.html");
    let cert = dir.path().join("cert.md");
    let o = Command::new(EXE)
        .args(["run", "--suite"])
        .arg(fixture())
        .args(["--backend", &format!("worker:{}", w.display())])
        .arg(format!("--report=json:{}", json.display()))
        .arg(format!("--report=html:{}", html.display()))
        .arg(format!("--report=cert:{}", cert.display()))
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{out}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(out.contains("7 cases: 7 pass"), "{out}");

    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let d = &report["backend"]["device"];
    assert_eq!(d["adapter"], "Radeon é Test <b>", "{d}");
    assert_eq!(d["vendor_id"], 0x1002, "{d}");
    assert_eq!(d["device_id"], 0x73df, "{d}");
    assert_eq!(d["subsys_id"], 0x1234_0000, "{d}");
    assert_eq!(d["revision"], 0xc1, "{d}");
    assert_eq!(d["driver"], "aticfx64.dll", "{d}");
    assert_eq!(d["driver_version"], "31.0.21912.14", "{d}");
    assert_eq!(d["device_type"], "hal", "{d}");
    assert_eq!(d["os"], "Windows 10.0.19045", "{d}");

    let summary = "vendor 0x1002, device 0x73df, subsys 0x12340000, rev 0x00c1); \
                   driver aticfx64.dll 31.0.21912.14; Direct3D 9 HAL device; Windows 10.0.19045";
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("Radeon é Test &lt;b&gt; ("), "{page}");
    assert!(page.contains(summary), "{page}");
    let md = std::fs::read_to_string(&cert).unwrap();
    let row = md
        .lines()
        .find(|l| l.starts_with("| Device |"))
        .unwrap_or_else(|| panic!("no Device row in\n{md}"));
    // Markdown's specials of what the driver said are escaped in the certificate.
    assert!(row.contains(r"Radeon é Test \<b\>"), "{row}");
    assert!(row.contains("31.0.21912.14"), "{row}");
    assert!(row.contains("Windows 10.0.19045"), "{row}");
}

#[test]
fn a_backend_without_a_device_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("r.json");
    let cert = dir.path().join("cert.md");
    let o = Command::new(EXE)
        .args(["run", "--suite"])
        .arg(fixture())
        .args(["--backend", &format!("worker:{EXE} worker reference")])
        .arg(format!("--report=json:{}", json.display()))
        .arg(format!("--report=cert:{}", cert.display()))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert!(report["backend"].get("device").is_none(), "{report}");
    let md = std::fs::read_to_string(&cert).unwrap();
    assert!(md.contains("| Device | — |"), "{md}");
}

#[cfg(not(windows))]
#[test]
fn d3d9_off_windows_is_refused_with_a_pointer_to_wine_d3d9() {
    for spec in ["d3d9", "d3d9:ref"] {
        let o = Command::new(EXE)
            .args(["run", "--suite"])
            .arg(fixture())
            .args(["--backend", spec])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{spec}: {err}");
        assert!(err.contains("needs Windows"), "{spec}: {err}");
        assert!(err.contains("--backend wine-d3d9"), "{spec}: {err}");
        assert!(o.stdout.is_empty(), "{spec}");
    }
}
