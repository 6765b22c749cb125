//! Execute cases at both execution levels (docs/execute-cases.md "Execution levels"):
//! from format 4 (suite 3.0.0) a case whose native result differs carries the native
//! expectation in `expect.outputs`, the documented one in `expect.documented`, and the
//! facts; older formats keep the documented expectation alone (2.2.0 regenerates byte
//! for byte). The binding is the texkill binding of generator/execute/textures.yaml
//! with the `native:` block that suite 3.0.0 adds (its text is hashed into 2.2.0's
//! templates_sha256, so the checked-in file changes only when 3.0.0 is published).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_generator::crosscheck::CrossChecker;
use shadercts_generator::inputs::SourceFile;
use shadercts_generator::pipeline::{verify, Checkers, Outcome};
use shadercts_generator::reference::ReferenceOracle;
use shadercts_generator::session::Session;
use shadercts_generator::verified::Expected;
use shadercts_generator::{CaseSource, ExecuteSource, SourceEnv};
use shadercts_shader::Model;

/// generator/execute/textures.yaml's texkill bindings, the native level added.
const BINDINGS: &str = r#"
- name: texkill
  op: texkill
  profiles: [ps_2_0+]
  code: |
    texkill {{a}}
    mov r0, {{b}}
  inputs:
    kept:
      a: [0.5, 0, 0.25, -1]
      b: [1, 0.5, 0.25, 1]
      native: { facts: [nx.texkill-w], expect: {}, discarded: true }
    killed:
      a: [0.5, -0.25, 0.25, 1]
      b: [1, 0.5, 0.25, 1]
      expect: {}
      discarded: true
  expect: { out: "b" }

- name: texkill-ps1
  op: texkill
  profiles: [ps_1_x]
  text: |
    {{profile}}
    texkill t0
    mov r0, c0
  inputs:
    kept: { inputs: { t0: [0.5, 0, 0.25, -1] }, constants: { c0: [1, 0.5, 0.25, 1] } }
    killed:
      inputs: { t0: [0.5, 0.25, -0.25, 1] }
      constants: { c0: [1, 0.5, 0.25, 1] }
      expect: {}
      discarded: true
  expect: { oC0: "c0" }
"#;

/// Loads `text` as an execute binding file.
fn source(text: &str) -> Result<ExecuteSource, String> {
    let files = [SourceFile {
        path: "execute/levels.yaml".into(),
        text: text.into(),
    }];
    ExecuteSource::load(&files, Model::embedded()).map_err(|e| shadercts_generator::error::join(&e))
}

/// The texkill execute cases, verified for a suite of manifest `format`.
fn texkill_cases(format: u32) -> Outcome {
    texkill_cases_of(format, false)
}

/// The texkill execute cases of [`BINDINGS`], or of the checked-in bindings (with
/// generator/execute-levels.yaml) when `checked_in`.
fn texkill_cases_of(format: u32, checked_in: bool) -> Outcome {
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap_or_else(|e| panic!("{e}"));
    let exec = if checked_in {
        session
            .execute_source(model)
            .unwrap_or_else(|f| panic!("the execute bindings do not load:\n{f}"))
    } else {
        source(BINDINGS).unwrap_or_else(|e| panic!("{e}"))
    };
    let env = SourceEnv {
        model,
        catalog: &session.catalog,
        seed: 1,
        earlier: &[],
    };
    let specs: Vec<_> = exec
        .cases(&env)
        .unwrap_or_else(|e| panic!("{}", shadercts_generator::error::join(&e)))
        .into_iter()
        .filter(|c| c.group == "exec.texkill")
        .collect();
    assert!(specs.len() >= 10, "{}", specs.len());
    let oracle = ReferenceOracle::new(&session.rules, model);
    let cross = CrossChecker::disabled();
    verify(
        &specs,
        &Checkers {
            model,
            oracle: &oracle,
            cross: &cross,
            format,
        },
    )
}

fn discarded(out: &Outcome, path: &str) -> bool {
    let v: serde_json::Value = serde_json::from_slice(&out.set.files[path]).unwrap();
    v["discarded"].as_bool().unwrap()
}

#[test]
fn format_4_carries_both_levels_of_texkill_kept() {
    for checked_in in [false, true] {
        both_levels_of_texkill_kept(&texkill_cases_of(4, checked_in));
    }
}

fn both_levels_of_texkill_kept(out: &Outcome) {
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    for p in ["ps_2_0", "ps_2_x", "ps_2_sw", "ps_3_0", "ps_3_sw"] {
        let id = format!("exec.texkill/execute/{p}/texkill-kept");
        let c = out.set.cases.iter().find(|c| c.id == id).expect(&id);
        let Expected::Outputs {
            path,
            documented,
            native_facts,
            ..
        } = &c.expect
        else {
            panic!("{id}: not an execute expectation");
        };
        assert_eq!(native_facts, &vec!["nx.texkill-w".to_string()], "{id}");
        let doc = documented.as_ref().expect("a documented expectation");
        // nx.texkill-w: w = -1 discards natively; the page keeps the pixel.
        assert!(discarded(out, path), "{id}");
        assert!(!discarded(out, doc), "{id}");
    }
    // Cases whose levels agree carry one expectation.
    for c in &out.set.cases {
        if c.id.ends_with("/texkill-killed") {
            let Expected::Outputs { documented, .. } = &c.expect else {
                panic!()
            };
            assert!(documented.is_none(), "{}", c.id);
        }
    }
    // ps_1_x texkill tests x, y, z at both levels: one expectation.
    let ps1 = out
        .set
        .cases
        .iter()
        .find(|c| c.id == "exec.texkill/execute/ps_1_1/texkill-ps1-kept")
        .expect("ps_1_1 kept");
    let Expected::Outputs { documented, .. } = &ps1.expect else {
        panic!()
    };
    assert!(documented.is_none());
}

#[test]
fn format_3_keeps_the_documented_level_alone() {
    let out = texkill_cases(3);
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    let c = out
        .set
        .cases
        .iter()
        .find(|c| c.id == "exec.texkill/execute/ps_2_0/texkill-kept")
        .unwrap();
    let Expected::Outputs {
        path,
        documented,
        native_facts,
        ..
    } = &c.expect
    else {
        panic!()
    };
    assert!(documented.is_none() && native_facts.is_empty());
    assert!(!discarded(&out, path));
    assert!(!out.set.files.keys().any(|k| k.contains("documented")));
}

#[test]
fn a_native_block_names_its_facts() {
    let no_facts = BINDINGS.replace("facts: [nx.texkill-w], ", "facts: [], ");
    let Err(e) = source(&no_facts) else {
        panic!("a native block without facts is refused")
    };
    assert!(e.contains("names the facts"), "{e}");
    let bad = BINDINGS.replace("facts: [nx.texkill-w]", "facts: [texkill-w]");
    let Err(e) = source(&bad) else {
        panic!("a fact id without nx. is refused")
    };
    assert!(e.contains("`texkill-w` is not a fact id"), "{e}");
    let Err(e) = source(&BINDINGS.replace("discarded: true }", "discarded: true, level: 2 }"))
    else {
        panic!("an unknown field is refused")
    };
    assert!(e.contains("level"), "{e}");
}

#[test]
fn a_wrong_native_formula_is_refused_at_format_4() {
    // The native expectation claims the pixel is kept: the reference (native) disagrees.
    let wrong = BINDINGS.replace("expect: {}, discarded: true }", "discarded: false }");
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap_or_else(|e| panic!("{e}"));
    let exec = source(&wrong).unwrap();
    let env = SourceEnv {
        model,
        catalog: &session.catalog,
        seed: 1,
        earlier: &[],
    };
    let specs = exec.cases(&env).unwrap();
    let oracle = ReferenceOracle::new(&session.rules, model);
    let cross = CrossChecker::disabled();
    let out = verify(
        &specs,
        &Checkers {
            model,
            oracle: &oracle,
            cross: &cross,
            format: 4,
        },
    );
    let msg: Vec<String> = out.errors.iter().map(ToString::to_string).collect();
    assert!(
        msg.iter()
            .any(|m| m.contains("texkill-kept (execute): native level: discarded")),
        "{msg:?}"
    );
}

#[test]
fn vendor_facts_give_any_of_sets_at_format_4() {
    let model = Model::embedded();
    let session = Session::open(model, None, None, false).unwrap_or_else(|e| panic!("{e}"));
    let exec = session
        .execute_source(model)
        .unwrap_or_else(|f| panic!("the execute bindings do not load:\n{f}"));
    let env = SourceEnv {
        model,
        catalog: &session.catalog,
        seed: 1,
        earlier: &[],
    };
    let specs: Vec<_> = exec
        .cases(&env)
        .unwrap()
        .into_iter()
        .filter(|c| c.group == "exec.rcp" || c.group == "exec.rsq")
        .collect();
    let oracle = ReferenceOracle::new(&session.rules, model);
    let cross = CrossChecker::disabled();
    let out = verify(
        &specs,
        &Checkers {
            model,
            oracle: &oracle,
            cross: &cross,
            format: 4,
        },
    );
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    // nx.rcp-rsq-log-zero: +inf (NVIDIA) or FLT_MAX (ATI) natively; the documented
    // level keeps +inf (the pages' prose).
    for id in [
        "exec.rcp/execute/vs_2_0/rcp-zero",
        "exec.rsq/execute/ps_2_0/rsq-zero",
        "exec.rcp/execute/vs_3_0/rcp-special-denormal",
    ] {
        let c = out.set.cases.iter().find(|c| c.id == id).expect(id);
        let Expected::Outputs {
            path,
            documented,
            native_facts,
            ..
        } = &c.expect
        else {
            panic!()
        };
        assert_eq!(native_facts, &vec!["nx.rcp-rsq-log-zero".to_string()]);
        let native: serde_json::Value = serde_json::from_slice(&out.set.files[path]).unwrap();
        let doc: serde_json::Value =
            serde_json::from_slice(&out.set.files[documented.as_ref().unwrap()]).unwrap();
        let reg = if id.contains("/vs_3") {
            "o0"
        } else if id.contains("/vs_") {
            "oPos"
        } else {
            "oC0"
        };
        for k in 0..4 {
            let set = &native["outputs"][reg][k]["any_of"];
            assert_eq!(set[0], "inf", "{id}");
            // FLT_MAX (serde_json reads it back within an ulp of f64; as f32 it is exact).
            assert_eq!(set[1].as_f64().unwrap() as f32, f32::MAX, "{id}");
            assert_eq!(set.as_array().unwrap().len(), 2, "{id}");
        }
        assert_eq!(
            doc["outputs"][reg],
            serde_json::json!(["inf", "inf", "inf", "inf"]),
            "{id}"
        );
    }
}
