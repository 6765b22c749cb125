//! MojoShader in process (the worker subprocess runs the same code). Skipped, saying so,
//! when libmojoshader is not installed (scripts/setup.sh installs it).

mod common;

use common::*;
use shadercts_harness::backends::MojoBackend;
use shadercts_harness::result::Status;
use shadercts_harness::{Backend, Capability, Grading};

fn mojo() -> Option<MojoBackend> {
    match MojoBackend::load() {
        Ok(b) => Some(b),
        Err(e) => {
            eprintln!("SKIPPED: {e}");
            None
        }
    }
}

#[test]
fn mojoshader_assembles_and_validates_the_fixture() {
    let Some(b) = mojo() else { return };
    assert_eq!(b.info().name, "mojoshader");
    assert!(b.info().version.unwrap().starts_with("1314"));
    assert!(b.capabilities().has(Capability::Assemble) && !b.capabilities().has(Capability::Link));
    let report = run(&b, &Grading::default());
    // Its tokens match once its creator comment is dropped.
    for id in ["assemble/vs_1_1/mov", "assemble/ps_2_0/add"] {
        let c = case(&report, id);
        assert_eq!(c.status, Status::Pass, "{c:?}");
    }
    for id in [
        "ps.oC.mov-only/valid/ps_2_0/op-mov",
        "vs.basic/valid/vs_1_1/mov",
    ] {
        assert_eq!(case(&report, id).status, Status::Pass, "{id}");
    }
    // An unknown instruction is refused by its assembler, with a line number.
    let c = case(&report, "syntax/invalid/vs_1_1/unknown-op");
    assert_eq!(c.status, Status::Pass);
    let actual = c.actual.as_ref().unwrap();
    assert_eq!(actual.phase, Some(shadercts_harness::Phase::Assembler));
    assert_eq!(actual.diagnostics[0].line, Some(4));
    assert_eq!(
        case(&report, "sm3.link.missing/valid/ps_3_0/texcoord0").status,
        Status::NotSupported
    );
}
