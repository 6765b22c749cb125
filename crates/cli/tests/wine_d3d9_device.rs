//! `--backend wine-d3d9` records the device its worker drove (issue 40 item 3): the
//! adapter wined3d invents, the driver and its version, the device type, the OS build
//! Wine reports and Wine's version, in the JSON report and the certificate. Skipped,
//! saying so, when Wine, Xvfb or mingw-w64 is missing (or the build has no `wine`
//! feature), unless SHADERCTS_REQUIRE_WINE=1.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use std::path::PathBuf;
use std::process::Command;

fn on_path(name: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|d| d.join(name).is_file()))
}

fn skip(why: &str) -> bool {
    if std::env::var("SHADERCTS_REQUIRE_WINE").as_deref() == Ok("1") {
        panic!("SHADERCTS_REQUIRE_WINE=1 but {why}");
    }
    eprintln!("SKIPPED: {why} (scripts/setup.sh)");
    true
}

#[test]
fn the_wine_device_is_recorded() {
    let wine = on_path("wine64") || on_path("wine");
    if !(wine && on_path("Xvfb") && on_path("x86_64-w64-mingw32-gcc"))
        && skip("wine, Xvfb or x86_64-w64-mingw32-gcc is missing")
    {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("r.json");
    let cert = dir.path().join("cert.md");
    let o = Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .args(["run", "--suite"])
        .arg(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../suites/2.2.0"))
        .args(["--backend", "wine-d3d9"])
        .args(["--filter-id", "exec.add/execute/ps_2_0/*"])
        .arg(format!("--report=json:{}", json.display()))
        .arg(format!("--report=cert:{}", cert.display()))
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    if all.contains("built without the `wine` feature") && skip("the build has no `wine` feature") {
        return;
    }
    assert_eq!(o.status.code(), Some(0), "{all}");
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let d = &r["backend"]["device"];
    assert_eq!(r["backend"]["name"], "wine-d3d9", "{r}");
    assert_eq!(d["api"], "Direct3D 9", "{d}");
    assert_eq!(d["device_type"], "hal", "{d}");
    for key in ["adapter", "driver", "driver_version", "os", "wine"] {
        assert!(
            d[key].as_str().is_some_and(|s| !s.is_empty()),
            "{key} in {d}"
        );
    }
    assert!(d["vendor_id"].is_u64(), "{d}");
    // a.b.c.d and Windows a.b.c, as the worker formats them.
    let dv = d["driver_version"].as_str().unwrap();
    assert_eq!(
        dv.split('.').filter(|p| p.parse::<u32>().is_ok()).count(),
        4,
        "{dv}"
    );
    assert!(d["os"].as_str().unwrap().starts_with("Windows "), "{d}");
    let md = std::fs::read_to_string(&cert).unwrap();
    let row = md
        .lines()
        .find(|l| l.starts_with("| Device |"))
        .unwrap_or_else(|| panic!("no Device row in\n{md}"));
    assert!(row.contains(dv), "{row}");
    assert!(row.contains("(Wine "), "{row}");
}
