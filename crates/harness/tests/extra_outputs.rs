//! Issue 35 item 12: a backend that reports an output register the program never
//! writes (an `oC3` beside the right `oC0`, even for a vertex shader) fails the
//! execute case; the expected outputs only say what must be there.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::script;
use shadercts_harness::backends::{open, OpenOptions};
use shadercts_harness::result::Status;
use shadercts_harness::runner::Quiet;
use shadercts_harness::suite::Suite;
use shadercts_harness::{run_suite, Grading, RunOptions};
use std::path::Path;

/// Runs the execute fixture through `cmd:` printing the expected outputs passed
/// through `sed_expr`.
fn run_printing(sed_expr: &str) -> shadercts_harness::RunReport {
    let dir = tempfile::tempdir().unwrap();
    let body = format!(
        "sed '{sed_expr}' \"$(printf '%s' \"$2\" | sed 's/inputs.json$/outputs.json/')\"\n"
    );
    let s = script(dir.path(), "exec.sh", &body);
    let b = open(
        &format!("cmd:{} {{input}} {{inputs}}", s.display()),
        &OpenOptions::default(),
    )
    .unwrap();
    let suite_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/execute-suite");
    let suite = Suite::load(&suite_dir).unwrap();
    let opts = RunOptions {
        jobs: 2,
        ..RunOptions::default()
    };
    run_suite(&suite, b.as_ref(), &opts, &Grading::default(), &mut Quiet).unwrap()
}

#[test]
fn an_output_register_the_program_never_writes_fails_the_case() {
    // Control: the expected outputs as they are pass every case.
    let same = run_printing("s/x/x/");
    assert_eq!(same.cases.len(), 7);
    assert!(
        same.cases.iter().all(|c| c.status == Status::Pass),
        "{:?}",
        same.cases
    );
    // The same outputs plus `oC3` (which no fixture program writes): every case fails,
    // the vertex shader's too, naming the register.
    let extra = run_printing(r#"s/"outputs": {/"outputs": {"oC3": [0, 0, 0, 0], /;s/, }/}/"#);
    assert_eq!(extra.cases.len(), 7);
    for c in &extra.cases {
        assert_eq!(c.status, Status::Fail, "{}: {}", c.id, c.detail);
        assert!(
            c.detail
                .contains("`oC3` is reported, but the program never writes it"),
            "{}: {}",
            c.id,
            c.detail
        );
    }
    assert!(extra.cases.iter().any(|c| c.id.contains("/vs_2_0/")));
    assert_eq!(extra.exit_code(), 1);
}

#[test]
fn a_register_the_program_writes_is_not_blamed() {
    // `r0` is written by the ps_1_1 program (its colour output): a backend that also
    // reports it is not failed for it; an unwritten temporary (`r7`) is.
    let with_r0 = run_printing(r#"s/"outputs": {/"outputs": {"r0": [0, 0, 0, 0], /;s/, }/}/"#);
    let ps11 = with_r0
        .cases
        .iter()
        .find(|c| c.id.contains("/ps_1_1/"))
        .unwrap();
    assert_eq!(ps11.status, Status::Pass, "{}", ps11.detail);
    let with_r7 = run_printing(r#"s/"outputs": {/"outputs": {"r7": [0, 0, 0, 0], /;s/, }/}/"#);
    assert!(with_r7.cases.iter().all(|c| c.status == Status::Fail));
}
