//! Flow control: if/else, loop with aL and i#, rep, break/breakc/breakp, call/callnz/ret,
//! predication, texkill, lanes that diverge inside one batch, and the execution budget.

mod execute_support;
use execute_support::*;
use shadercts_reference::execute::{ExecError, ExecInput, ExecOptions, Executor};
use shadercts_shader::Model;

fn batch_json(entries: &[String]) -> String {
    format!("{{\"batch\": [{}]}}", entries.join(","))
}

#[test]
fn if_else_on_bool_constants_diverges_per_lane() {
    // if - vs (bool): lanes with b0 true take the if branch, the others the else branch.
    let src = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o1\nif b0\nmov r0, c0\nelse\nmov r0, c1\nendif\nmov o1, r0\nmov o0, c0\n";
    let entries: Vec<String> = (0..70)
        .map(|i| {
            format!(
                r#"{{"constants": {{"b0": {}, "c0": [1,1,1,1], "c1": [2,2,2,2]}}}}"#,
                i % 3 == 0
            )
        })
        .collect();
    let res = run_batch(src, &batch_json(&entries));
    assert_eq!(res.len(), 70);
    for (i, r) in res.iter().enumerate() {
        let want = if i % 3 == 0 { 1.0 } else { 2.0 };
        assert_eq!(out4(r, "o1"), [want; 4], "lane {i}");
    }
}

#[test]
fn ifc_compares_per_lane_and_nests() {
    let src = "ps_3_0\ndcl_texcoord0 v0\nmov r0, c0\nif_gt v0.x, c1.x\nadd r0, r0, c2\nif_lt v0.y, c1.x\nadd r0, r0, c2\nendif\nelse\nsub r0, r0, c2\nendif\nmov oC0, r0\n";
    let entries: Vec<String> = [(1.0, 1.0), (1.0, -1.0), (-1.0, -1.0), (0.0, 0.0)]
        .iter()
        .map(|(x, y)| {
            format!(r#"{{"inputs": {{"v0": [{x}, {y}, 0, 0]}}, "constants": {{"c0": [10,10,10,10], "c1": [0,0,0,0], "c2": [1,1,1,1]}}}}"#)
        })
        .collect();
    let res = run_batch(src, &batch_json(&entries));
    let got: Vec<f32> = res.iter().map(|r| out4(r, "oC0")[0]).collect();
    assert_eq!(got, vec![11.0, 12.0, 9.0, 9.0]);
}

#[test]
fn loop_counts_with_al_start_and_step() {
    // loop - vs: i0 = (count 3, start 2, step 3): aL = 2, 5, 8; c[aL] reads those.
    let src = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o1\ndefi i0, 3, 2, 3, 0\nmov r0, c0\nloop aL, i0\nadd r0, r0, c1[aL]\nendloop\nmov o1, r0\nmov o0, c0\n";
    let mut consts = serde_json::Map::new();
    consts.insert("c0".into(), serde_json::json!([0, 0, 0, 0]));
    for k in 0..12 {
        consts.insert(format!("c{}", k + 1), serde_json::json!([k, 1, 0, 0]));
    }
    let v = run(src, &serde_json::json!({ "constants": consts }).to_string());
    assert_eq!(out4(&v, "o1"), [15.0, 3.0, 0.0, 0.0]);
}

#[test]
fn nested_loops_restore_al() {
    // The inner loop's aL does not leak: after it, the outer aL indexes again.
    let src = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o1\ndefi i0, 2, 0, 1, 0\ndefi i1, 2, 5, 1, 0\nmov r0, c0\nloop aL, i0\nloop aL, i1\nendloop\nadd r0, r0, c1[aL]\nendloop\nmov o1, r0\nmov o0, c0\n";
    let v = run(
        src,
        r#"{"constants": {"c0": [0,0,0,0], "c1": [1,0,0,0], "c2": [10,0,0,0], "c6": [100,0,0,0], "c7": [1000,0,0,0]}}"#,
    );
    assert_eq!(out4(&v, "o1")[0], 11.0);
}

#[test]
fn rep_with_zero_count_skips_the_body() {
    let src = "vs_2_0\ndcl_position v0\nmov r0, c0\nrep i0\nadd r0, r0, c1\nendrep\nmov oT0, r0\nmov oPos, v0\n";
    let f = |n: i32| {
        let v = run(
            src,
            &format!(
                r#"{{"constants": {{"i0": [{n}, 0, 0, 0], "c0": [0,0,0,0], "c1": [1,1,1,1]}}}}"#
            ),
        );
        out4(&v, "oT0")[0]
    };
    assert_eq!(f(0), 0.0);
    assert_eq!(f(-3), 0.0);
    assert_eq!(f(5), 5.0);
}

#[test]
fn breakc_and_breakp_leave_only_their_lanes_loop() {
    // breakc - vs: leaves the loop when r0.x >= v0.x; lanes stop at different counts.
    let src = "ps_3_0\ndcl_texcoord0 v0\ndefi i0, 100, 0, 1, 0\nmov r0, c0\nrep i0\nbreak_ge r0.x, v0.x\nadd r0, r0, c1\nendrep\nmov oC0, r0\n";
    let entries: Vec<String> = [0.0, 1.0, 2.5, 7.0]
        .iter()
        .map(|x| format!(r#"{{"inputs": {{"v0": [{x}, 0, 0, 0]}}, "constants": {{"c0": [0,0,0,0], "c1": [1,1,1,1]}}}}"#))
        .collect();
    let got: Vec<f32> = run_batch(src, &batch_json(&entries))
        .iter()
        .map(|r| out4(r, "oC0")[0])
        .collect();
    assert_eq!(got, vec![0.0, 1.0, 3.0, 7.0]);
    // breakp - ps with setp: same loop driven by the predicate.
    let src = "ps_3_0\ndcl_texcoord0 v0\ndefi i0, 100, 0, 1, 0\nmov r0, c0\nrep i0\nsetp_ge p0, r0, v0\nbreakp p0.x\nadd r0, r0, c1\nendrep\nmov oC0, r0\n";
    let got: Vec<f32> = run_batch(src, &batch_json(&entries))
        .iter()
        .map(|r| out4(r, "oC0")[0])
        .collect();
    assert_eq!(got, vec![0.0, 1.0, 3.0, 7.0]);
}

#[test]
fn break_inside_if_keeps_other_lanes_running() {
    let src = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o1\ndefi i0, 10, 0, 1, 0\nmov r0, c0\nrep i0\nif b0\nbreak\nendif\nadd r0, r0, c1\nendrep\nmov o1, r0\nmov o0, c0\n";
    let entries: Vec<String> = [true, false]
        .iter()
        .map(|b| format!(r#"{{"constants": {{"b0": {b}, "c0": [0,0,0,0], "c1": [1,1,1,1]}}}}"#))
        .collect();
    let got: Vec<f32> = run_batch(src, &batch_json(&entries))
        .iter()
        .map(|r| out4(r, "o1")[0])
        .collect();
    assert_eq!(got, vec![0.0, 10.0]);
}

#[test]
fn call_callnz_and_ret() {
    // call - vs / callnz - vs / ret - vs: subroutines after the main program's ret.
    let src = "vs_2_0\ndcl_position v0\nmov r0, c0\ncall l1\ncallnz l2, b0\nmov oT0, r0\nmov oPos, v0\nret\nlabel l1\nadd r0, r0, c1\nret\nlabel l2\nif b1\nmul r0, r0, c2\nret\nendif\nadd r0, r0, c1\nret\n";
    let entries: Vec<String> = [(false, false), (true, false), (true, true)]
        .iter()
        .map(|(b0, b1)| {
            format!(r#"{{"constants": {{"b0": {b0}, "b1": {b1}, "c0": [1,1,1,1], "c1": [1,1,1,1], "c2": [10,10,10,10]}}}}"#)
        })
        .collect();
    let got: Vec<f32> = run_batch(src, &batch_json(&entries))
        .iter()
        .map(|r| out4(r, "oT0")[0])
        .collect();
    // (1+1) = 2; then callnz: b1 false -> +1 = 3; b1 true -> *10 then ret = 20.
    assert_eq!(got, vec![2.0, 3.0, 20.0]);
}

#[test]
fn predicated_instructions_write_only_where_p0_holds() {
    // setp_gt p0, c0, c1 per component; (p0) mov and (!p0) mov.
    let src = "ps_3_0\nsetp_gt p0, c0, c1\nmov r0, c2\n(p0) mov r0, c3\nmov r1, c2\n(!p0) mov r1, c3\nadd r2, r0, r1\nmov oC0, r0\nmov oC1, r2\n";
    let v = run(
        src,
        r#"{"constants": {"c0": [1, 0, 1, 0], "c1": [0,0,0,0], "c2": [1,1,1,1], "c3": [5,5,5,5]}, "render_targets": 2}"#,
    );
    assert_eq!(out4(&v, "oC0"), [5.0, 1.0, 5.0, 1.0]);
    assert_eq!(out4(&v, "oC1"), [6.0; 4]);
    // Predicate with a replicate swizzle: (p0.y) writes nothing when p0.y is false.
    let src = "ps_3_0\nsetp_gt p0, c0, c1\nmov r0, c2\n(p0.y) mov r0, c3\nmov oC0, r0\n";
    let v = run(
        src,
        r#"{"constants": {"c0": [1, 0, 1, 0], "c1": [0,0,0,0], "c2": [1,1,1,1], "c3": [5,5,5,5]}}"#,
    );
    assert_eq!(out4(&v, "oC0"), [1.0; 4]);
}

#[test]
fn texkill_discards_per_lane() {
    // At the native level (the default; nx.texkill-w) ps_2_0 texkill discards when any of
    // x, y, z, w is negative; tests/execute_levels.rs checks the documented level too.
    let src = "ps_2_0\ndcl t0\ntexkill t0\nmov oC0, c0\n";
    let entries: Vec<String> = ["[1,1,1,1]", "[1,-1,1,1]", "[1,1,1,-1]", "[0,0,-0.001,0]"]
        .iter()
        .map(|t| format!(r#"{{"inputs": {{"t0": {t}}}, "constants": {{"c0": [1,2,3,4]}}}}"#))
        .collect();
    let res = run_batch(src, &batch_json(&entries));
    let discarded: Vec<bool> = res
        .iter()
        .map(|r| r["discarded"].as_bool().unwrap())
        .collect();
    assert_eq!(discarded, vec![false, true, true, true]);
    assert!(res[1]["outputs"].as_object().unwrap().is_empty());
    assert_eq!(out4(&res[0], "oC0"), [1.0, 2.0, 3.0, 4.0]);
}

#[test]
fn budget_stops_long_runs_and_blames_only_the_long_lanes() {
    let model = Model::embedded();
    let p = program("vs_2_0\ndcl_position v0\nrep i0\nrep i0\nrep i0\nadd r0, r0, c0\nendrep\nendrep\nendrep\nmov oT0, r0\nmov oPos, v0\n");
    let exec = Executor::new(
        &p,
        model,
        &ExecOptions {
            budget: 100_000,
            ..Default::default()
        },
    )
    .unwrap();
    let mk = |n: i32| ExecInput {
        ints: vec![(0, [n, 0, 0, 0])],
        ..Default::default()
    };
    let res = exec.run_batch(&[mk(2), mk(255), mk(3)]);
    assert!(res[0].is_ok());
    assert_eq!(res[1], Err(ExecError::Budget { limit: 100_000 }));
    assert!(res[2].is_ok());
}

#[test]
fn malformed_flow_is_an_error_not_a_panic() {
    let model = Model::embedded();
    for src in [
        "vs_2_0\nelse\n",
        "vs_2_0\nendif\n",
        "vs_2_0\nrep i0\n",
        "vs_2_0\nendrep\n",
        "vs_2_0\ncall l3\n",
        "vs_2_0\nbreak\n",
    ] {
        let p = program(src);
        match Executor::new(&p, model, &ExecOptions::default()) {
            Err(ExecError::Unsupported { .. }) => {}
            Ok(e) => assert!(e.run(&ExecInput::default()).is_err(), "{src}"),
            Err(e) => panic!("{src}: {e}"),
        }
    }
}

#[test]
fn recursion_is_stopped() {
    let model = Model::embedded();
    let p = program("vs_2_0\ncall l0\nret\nlabel l0\ncall l0\nret\n");
    let exec = Executor::new(&p, model, &ExecOptions::default()).unwrap();
    assert!(matches!(
        exec.run(&ExecInput::default()),
        Err(ExecError::Unsupported { .. })
    ));
}
