//! `shadercts execute --conformance native|documented`: the execution level
//! (docs/executor.md "Conformance levels"; fact `nx.texkill-w` of
//! docs/native-execution.yaml).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;

/// ps_2_0 texkill of a coordinate whose w alone is negative: kept by the page's x, y, z
/// test (documented), discarded by drivers (native).
const KILL_W: &str = "ps_2_0\ndcl t0\ntexkill t0\nmov oC0, c0\n";
const INPUTS: &str =
    r#"{"inputs": {"t0": [0.5, 0, 0.25, -1]}, "constants": {"c0": [1, 0.5, 0.25, 1]}}"#;

fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("kill.asm"), KILL_W).unwrap();
    std::fs::write(dir.path().join("in.json"), INPUTS).unwrap();
    dir
}

fn discarded(o: &std::process::Output) -> bool {
    let v: serde_json::Value = serde_json::from_str(&out(o)).expect("JSON output");
    v["discarded"].as_bool().expect("a discarded flag")
}

#[test]
fn execute_applies_the_level() {
    let dir = setup();
    let run = |extra: &[&str]| {
        let mut args = vec![
            "execute", "kill.asm", "--inputs", "in.json", "--format", "json",
        ];
        args.extend_from_slice(extra);
        let o = shadercts(&args, dir.path());
        assert_eq!(o.status.code(), Some(0), "{extra:?}: {}", err(&o));
        o
    };
    // The default is native.
    assert!(discarded(&run(&[])));
    assert!(discarded(&run(&["--conformance", "native"])));
    let o = run(&["--conformance", "documented"]);
    assert!(!discarded(&o));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).unwrap();
    assert_eq!(
        v["outputs"]["oC0"],
        serde_json::json!([1.0, 0.5, 0.25, 1.0])
    );
}

#[test]
fn execute_refuses_an_unknown_level() {
    let dir = setup();
    let o = shadercts(
        &[
            "execute",
            "kill.asm",
            "--inputs",
            "in.json",
            "--conformance",
            "strict",
        ],
        dir.path(),
    );
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert!(out(&o).is_empty());
}
