//! Shared helpers of the harness tests: the fixture suite, fake backends, scripts.
#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

pub mod chromium;

use shadercts_harness::backend::{
    Backend, BackendInfo, Capabilities, Capability, Diagnostic, Failure, Request, Response,
};
use shadercts_harness::runner::Quiet;
use shadercts_harness::suite::Suite;
use shadercts_harness::{run_suite, Grading, RunOptions, RunReport};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// The hand-made fixture suite directory.
pub fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/suite")
}

/// Copies the folder `from` (files and subfolders) to a new folder `to`.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), &target).unwrap();
        }
    }
}

/// The fixture suite, loaded.
pub fn fixture() -> Suite {
    Suite::load(&fixture_dir()).expect("the fixture suite loads")
}

/// Every capability.
pub fn all_caps() -> Capabilities {
    Capabilities::of(&Capability::ALL)
}

type Answer = dyn Fn(&Suite, &Request) -> Result<Response, Failure> + Send + Sync;

/// An in-process backend answering with a closure.
pub struct Fake {
    pub caps: Capabilities,
    pub suite: Suite,
    pub answer: Box<Answer>,
}

impl Backend for Fake {
    fn info(&self) -> BackendInfo {
        BackendInfo {
            name: "fake".into(),
            version: Some("1".into()),
            detail: None,
            device: None,
        }
    }
    fn capabilities(&self) -> Capabilities {
        self.caps
    }
    fn run(&self, request: &Request) -> Result<Response, Failure> {
        (self.answer)(&self.suite, request)
    }
}

/// A backend that answers every fixture case correctly, from the manifest: the
/// expected verdict, phase and rules, and the expected tokens.
pub fn oracle() -> Fake {
    Fake {
        caps: all_caps(),
        suite: fixture(),
        answer: Box::new(|suite, req| {
            let case = suite
                .cases
                .iter()
                .find(|c| c.id == req.case_id)
                .expect("known case");
            if let Some(o) = &case.expect.outputs {
                let data = suite.read_file(o).map_err(Failure::error)?.data;
                let mut r = Response::accept();
                r.outputs = serde_json::from_slice(&data).ok();
                return Ok(r);
            }
            if let Some(t) = &case.expect.tokens {
                let data = suite.read_file(t).map_err(Failure::error)?.data;
                let mut r = Response::accept();
                r.tokens = shadercts_shader::bytecode::from_bytes(&data).ok();
                return Ok(r);
            }
            if case.id.contains("/invalid/") {
                let diags = case
                    .expect
                    .rules
                    .iter()
                    .map(|r| Diagnostic {
                        rule: Some(r.clone()),
                        ..Diagnostic::message("bad")
                    })
                    .collect::<Vec<_>>();
                let diags = if diags.is_empty() {
                    vec![Diagnostic::message("bad")]
                } else {
                    diags
                };
                return Ok(Response::reject(case.expect.phase, diags));
            }
            Ok(Response::accept())
        }),
    }
}

/// Runs the fixture on `backend` with default options (2 jobs) and `grading`.
pub fn run(backend: &dyn Backend, grading: &Grading) -> RunReport {
    run_with(
        backend,
        &RunOptions {
            jobs: 2,
            ..RunOptions::default()
        },
        grading,
    )
}

/// Runs the fixture with options.
pub fn run_with(backend: &dyn Backend, opts: &RunOptions, grading: &Grading) -> RunReport {
    let suite = fixture();
    run_suite(&suite, backend, opts, grading, &mut Quiet).expect("the run completes")
}

/// Writes an executable shell script.
pub fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}")).expect("write script");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    path
}

/// The case report of `id`.
pub fn case<'a>(report: &'a RunReport, id: &str) -> &'a shadercts_harness::result::CaseReport {
    report
        .cases
        .iter()
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("no case {id}"))
}

/// Ids of the fixture cases expecting an invalid verdict.
pub fn invalid_ids() -> Vec<String> {
    fixture()
        .cases
        .iter()
        .filter(|c| c.expect.verdict == Some(shadercts_harness::suite::Validity::Invalid))
        .map(|c| c.id.clone())
        .collect()
}

/// A worker script in sh: answers hello with `caps` (JSON list) and runs `on_case`
/// (sh code with `$id` and `$line` set) for every other request.
pub fn worker_script(dir: &Path, name: &str, caps: &str, on_case: &str) -> PathBuf {
    script(
        dir,
        name,
        &format!(
            r#"while IFS= read -r line; do
  id=${{line#*\"id\":}}; id=${{id%%,*}}; id=${{id%%\}}*}}
  case "$line" in
    *'"op":"hello"'*) printf '{{"id":%s,"name":"{name}","version":"0.1","capabilities":{caps}}}\n' "$id";;
    *) {on_case};;
  esac
done
"#
        ),
    )
}
