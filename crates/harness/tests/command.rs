//! The `cmd:` backend: one process per case.

mod common;

use common::*;
use shadercts_harness::backends::{open, OpenOptions};
use shadercts_harness::process::Limits;
use shadercts_harness::result::{Cause, Status};
use shadercts_harness::Grading;
use std::time::{Duration, Instant};

fn limits(secs: u64) -> Limits {
    Limits {
        timeout: Some(Duration::from_secs(secs)),
        memory_mb: Some(512),
    }
}

#[test]
fn accept_everything_fails_every_invalid_case_and_exits_1() {
    let b = open(
        "cmd:true {input}",
        &OpenOptions {
            limits: limits(10),
            ..Default::default()
        },
    )
    .unwrap();
    let report = run(b.as_ref(), &Grading::default());
    let invalid = invalid_ids();
    assert!(!invalid.is_empty());
    for c in &report.cases {
        if invalid.contains(&c.id) && c.kind == shadercts_harness::CaseKind::Validate {
            assert_eq!(c.status, Status::Fail, "{}", c.id);
            assert_eq!(c.cause, Some(Cause::Mismatch), "{}", c.id);
        } else if c.kind == shadercts_harness::CaseKind::Validate {
            assert_eq!(c.status, Status::Pass, "{}", c.id);
        } else {
            // No {output} and no {vs}/{ps}: assemble and link are not supported, never passed.
            assert_eq!(c.status, Status::NotSupported, "{}", c.id);
        }
    }
    assert_eq!(report.counts.fail, 3);
    assert_eq!(report.exit_code(), 1);
}

#[test]
fn rejection_by_exit_code_and_diagnostics_from_stderr() {
    let dir = tempfile::tempdir().unwrap();
    let s = script(dir.path(), "v.sh", "grep -q 'oC0,\\|oC0.xy\\|frob' \"$1\" && { echo \"error X1: bad\" >&2; exit 1; }; exit 0\n");
    let b = open(
        &format!("cmd:{} {{input}}", s.display()),
        &OpenOptions::default(),
    )
    .unwrap();
    let report = run(b.as_ref(), &Grading::default());
    let c = case(&report, "ps.oC.mov-only/invalid/ps_2_0/op-add");
    assert_eq!(c.status, Status::Pass);
    let actual = c.actual.as_ref().unwrap();
    assert_eq!(actual.diagnostics[0].message, "error X1: bad");
}

#[test]
fn hang_and_crash_cost_one_case_each() {
    let dir = tempfile::tempdir().unwrap();
    let s = script(
        dir.path(),
        "hc.sh",
        "case \"$1\" in\n  ps.oC.mov-only/invalid/ps_2_0/op-add) kill -SEGV $$;;\n  vs.basic/valid/vs_1_1/mov) sleep 30;;\nesac\nexit 0\n",
    );
    let b = open(
        &format!("cmd:{} {{case}} {{input}}", s.display()),
        &OpenOptions {
            limits: limits(1),
            ..Default::default()
        },
    )
    .unwrap();
    let started = Instant::now();
    let report = run(b.as_ref(), &Grading::default());
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "the hang was not cut short"
    );
    let crash = case(&report, "ps.oC.mov-only/invalid/ps_2_0/op-add");
    assert_eq!(
        (crash.status, crash.cause),
        (Status::Fail, Some(Cause::Crash))
    );
    assert!(crash.detail.contains("SIGSEGV"), "{}", crash.detail);
    let hang = case(&report, "vs.basic/valid/vs_1_1/mov");
    assert_eq!(
        (hang.status, hang.cause),
        (Status::Fail, Some(Cause::Timeout))
    );
    // Every other validate case ran normally.
    let ok = case(&report, "ps.oC.mov-only/valid/ps_2_0/op-mov");
    assert_eq!(ok.status, Status::Pass);
    assert_eq!(
        report
            .cases
            .iter()
            .filter(|c| matches!(c.cause, Some(Cause::Crash | Cause::Timeout)))
            .count(),
        2
    );
}

#[test]
fn assemble_reads_the_output_file_and_compares_tokens() {
    // An "assembler" that copies the expected .bin next to the input (test only).
    let dir = tempfile::tempdir().unwrap();
    let s = script(
        dir.path(),
        "asm.sh",
        "bin=\"${1%.asm}.bin\"; [ -f \"$bin\" ] && cp \"$bin\" \"$2\"; exit 0\n",
    );
    let b = open(
        &format!("cmd:{} {{input}} {{output}}", s.display()),
        &OpenOptions::default(),
    )
    .unwrap();
    let report = run(b.as_ref(), &Grading::default());
    for id in ["assemble/vs_1_1/mov", "assemble/ps_2_0/add"] {
        assert_eq!(
            case(&report, id).status,
            Status::Pass,
            "{:?}",
            case(&report, id)
        );
    }
    // A wrong output (just the version token) is a mismatch naming the first difference.
    let s = script(
        dir.path(),
        "bad.sh",
        "printf '\\001\\001\\376\\377' > \"$2\"\n",
    );
    let b = open(
        &format!("cmd:{} {{input}} {{output}}", s.display()),
        &OpenOptions::default(),
    )
    .unwrap();
    let report = run(b.as_ref(), &Grading::default());
    let c = case(&report, "assemble/vs_1_1/mov");
    assert_eq!(c.status, Status::Fail);
    assert!(
        c.detail.contains("tokens differ at token 1"),
        "{}",
        c.detail
    );
    assert!(
        c.detail.contains("expected 0x0000001F, got end of stream"),
        "{}",
        c.detail
    );
}

#[test]
fn bad_specs_are_errors() {
    let o = OpenOptions::default();
    assert!(open("cmd:", &o).is_err());
    assert!(open("cmd:x {nope}", &o)
        .err()
        .unwrap()
        .message()
        .contains("{nope}"));
    assert!(open("nonsense", &o)
        .err()
        .unwrap()
        .message()
        .contains("unknown backend"));
    let missing = open("cmd:/nonexistent/program {input}", &o).unwrap();
    let report = run(missing.as_ref(), &Grading::default());
    let c = case(&report, "vs.basic/valid/vs_1_1/mov");
    assert_eq!(c.cause, Some(Cause::Error));
    assert!(c.detail.contains("/nonexistent/program"), "{}", c.detail);
}

#[test]
fn a_mapping_file_grades_messages_at_the_rule_level() {
    use shadercts_harness::filter::Filters;
    use shadercts_harness::mapping::Mapping;
    use shadercts_harness::{CaseKind, Level, RunOptions};
    let dir = tempfile::tempdir().unwrap();
    let s = script(
        dir.path(),
        "codes.sh",
        "grep -q 'add oC0' \"$1\" && { echo 'X5204: oC0 written by add' >&2; exit 1; }\n\
         grep -q 'oC0.xy' \"$1\" && { echo 'X5300: masked oC0' >&2; exit 1; }\n\
         grep -q frob \"$1\" && { echo 'syntax error: frobnicate' >&2; exit 1; }\nexit 0\n",
    );
    let b = open(
        &format!("cmd:{} {{input}}", s.display()),
        &OpenOptions::default(),
    )
    .unwrap();
    let opts = RunOptions {
        jobs: 2,
        filters: Filters {
            kinds: vec![CaseKind::Validate],
            ..Default::default()
        },
        ..Default::default()
    };
    let unmapped = run_with(
        b.as_ref(),
        &opts,
        &Grading {
            level: Level::Rule,
            ..Grading::default()
        },
    );
    assert_eq!(unmapped.counts.fail, 2, "no rule ids without a mapping");
    assert_eq!(unmapped.passing_at[&Level::Verdict], 5);
    let mapping = Mapping::parse(
        std::path::Path::new("m.yaml"),
        "mappings:\n  - { message: '^X5204', rule: ps.oC.mov-only, phase: validator }\n  - { message: '^X5300', rule: ps.oC.no-writemask, phase: validator }\n  - { message: '^syntax error', phase: assembler }\n",
    )
    .unwrap();
    let mapped = run_with(
        b.as_ref(),
        &opts,
        &Grading {
            level: Level::Rule,
            mapping,
            ..Grading::default()
        },
    );
    assert_eq!(mapped.counts.pass, 5, "{:#?}", mapped.cases);
    let c = case(&mapped, "syntax/invalid/vs_1_1/unknown-op");
    assert_eq!(
        c.actual.as_ref().unwrap().phase,
        Some(shadercts_harness::Phase::Assembler)
    );
}
