//! The `device` of a worker's hello (issue 40 item 3), with fake workers: parsed into
//! `BackendInfo::device`, kept by the d3d9 backend's wrapper, optional, and a malformed
//! one fails the handshake with a message that names the field.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_harness::backends::{D3d9Backend, WorkerBackend};
use shadercts_harness::process::Limits;
use shadercts_harness::Backend;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// A worker that answers the hello with `hello` (then reads its input until closed).
fn fake_worker(dir: &Path, hello: &str) -> PathBuf {
    let p = dir.join("w.sh");
    std::fs::write(
        &p,
        format!("#!/bin/sh\nread line\nprintf '%s\\n' '{hello}'\ncat >/dev/null\n"),
    )
    .unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    p
}

fn start(hello: &str) -> shadercts_harness::Result<WorkerBackend> {
    let dir = tempfile::tempdir().unwrap();
    let w = fake_worker(dir.path(), hello);
    let b = WorkerBackend::start(
        vec![w.to_string_lossy().into_owned()],
        None,
        Limits::default(),
    );
    // The script is read when the worker starts; the folder may go.
    drop(dir);
    b
}

const HELLO: &str = r#"{"id":0,"name":"wine-d3d9","version":"Windows d3d9; adapter X","capabilities":["execute"],"device":{"api":"Direct3D 9","device_type":"ref","adapter":"NVIDIA GeForce RTX 3060","vendor_id":4318,"device_id":9477,"subsys_id":0,"revision":161,"driver":"nvldumdx.dll","driver_version":"31.0.15.3623","os":"Windows 10.0.22631","wine":"9.0"}}"#;

#[test]
fn the_device_of_the_hello_is_the_backends() {
    let b = start(HELLO).unwrap();
    let d = b.info().device.expect("a device");
    assert_eq!(d.adapter.as_deref(), Some("NVIDIA GeForce RTX 3060"));
    assert_eq!(d.vendor_id, Some(0x10de));
    assert_eq!(d.device_id, Some(0x2505));
    assert_eq!(d.subsys_id, Some(0));
    assert_eq!(d.revision, Some(0xa1));
    assert_eq!(d.driver.as_deref(), Some("nvldumdx.dll"));
    assert_eq!(d.driver_version.as_deref(), Some("31.0.15.3623"));
    assert_eq!(d.device_type.as_deref(), Some("ref"));
    assert_eq!(d.os.as_deref(), Some("Windows 10.0.22631"));
    assert_eq!(d.wine.as_deref(), Some("9.0"));
    assert_eq!(
        d.summary(),
        "NVIDIA GeForce RTX 3060 (vendor 0x10de, device 0x2505, subsys 0x0000, rev 0x00a1); \
         driver nvldumdx.dll 31.0.15.3623; Direct3D 9 REF device; Windows 10.0.22631 (Wine 9.0)"
    );

    // The d3d9 backend names itself by its spec and keeps the worker's device.
    let wrapped = D3d9Backend::wrap("d3d9:ref", b, "embedded, sha256 0123…");
    let info = wrapped.info();
    assert_eq!(info.name, "d3d9");
    assert_eq!(info.version.as_deref(), Some("Windows d3d9; adapter X"));
    assert_eq!(
        info.device.and_then(|d| d.driver),
        Some("nvldumdx.dll".into())
    );
    let detail = info.detail.unwrap();
    assert!(detail.contains("device ref"), "{detail}");
    assert!(detail.contains("embedded, sha256 0123…"), "{detail}");
}

#[test]
fn a_hello_without_a_device_has_none() {
    let b = start(r#"{"id":0,"name":"x","capabilities":["execute"]}"#).unwrap();
    assert_eq!(b.info().device, None);
}

#[test]
fn a_device_with_only_some_fields_is_kept_as_given() {
    let b = start(r#"{"id":0,"capabilities":["execute"],"device":{"adapter":"A"}}"#).unwrap();
    let d = b.info().device.unwrap();
    assert_eq!(d.adapter.as_deref(), Some("A"));
    assert_eq!(d.driver_version, None);
    assert_eq!(
        d.summary(),
        "A; driver not reported; OS not reported",
        "what is missing is said, not invented"
    );
}

#[test]
fn a_malformed_device_fails_the_handshake_naming_it() {
    for bad in [
        r#"{"id":0,"capabilities":["execute"],"device":{"vendor_id":"0x10de"}}"#,
        r#"{"id":0,"capabilities":["execute"],"device":{"vendor_id":-1}}"#,
        r#"{"id":0,"capabilities":["execute"],"device":"GeForce"}"#,
    ] {
        let e = start(bad).unwrap_err();
        let m = e.message();
        assert!(m.contains("failed its handshake"), "{bad}: {m}");
        assert!(
            m.contains("vendor_id") || m.contains("DeviceInfo"),
            "{bad}: {m}"
        );
    }
}
