//! The evaluator skips rules and elements from program summaries; these tests show the
//! shortcuts never hide a violation.

mod common;
use common::*;

fn hits(profile: &str, chk: &str, src: &str) -> Vec<String> {
    let rs = rules(&rule("t.x", &format!("[{profile}]"), chk));
    check(&rs, src).into_iter().map(|(_, t)| t).collect()
}

#[test]
fn boolean_requirements_fire_when_the_flag_occurs() {
    let chk = "for_each: instruction\nrequire: { coissue: false }";
    assert!(hits("ps_1_1", chk, "ps_1_1\nmov r0, v0\n").is_empty());
    assert_eq!(
        hits("ps_1_1", chk, "ps_1_1\nmov r0.rgb, v0\n+mov r0.a, v1\n"),
        ["+mov r0.a, v1"]
    );
    let chk = "for_each: write\nwhere: { sat: true }\nrequire: { opcode: mov }";
    assert!(hits("ps_2_0", chk, "ps_2_0\nadd r0, r1, r2\n").is_empty());
    assert_eq!(hits("ps_2_0", chk, "ps_2_0\nadd_sat r0, r1, r2\n"), ["r0"]);
}

#[test]
fn integer_requirements_against_limits() {
    let chk = "for_each: instruction\nrequire: { loop_depth: { le: 1 } }";
    let src = "vs_2_0\ndefi i0, 2, 0, 0, 0\nrep i0\nrep i0\nadd r0, r0, c0\nendrep\nendrep\n";
    assert_eq!(
        hits("vs_2_0", chk, src),
        ["rep i0", "add r0, r0, c0", "endrep"]
    );
    assert!(hits("vs_2_0", chk, "vs_2_0\nmov r0, c0\n").is_empty());
    let chk =
        "for_each: instruction\nrequire: { loop_depth: { le: $profile.limits.loop_nesting } }";
    // vs_2_sw has no loop-nesting limit: null holds.
    assert!(hits("vs_2_sw", chk, &src.replace("vs_2_0", "vs_2_sw")).is_empty());
}

#[test]
fn modifier_filters_on_sources() {
    let chk = "for_each: read\nwhere: { modifier: { not_in: [none] } }\nrequire: { modifier: neg }";
    assert!(hits("ps_2_0", chk, "ps_2_0\nmov r0, c0\n").is_empty());
    assert!(hits("ps_2_0", chk, "ps_2_0\nmov r0, -c0\n").is_empty());
    assert_eq!(
        hits("ps_2_0", chk, "ps_2_0\nmov r0, -c0\nmov r0, c1_abs\n"),
        ["c1_abs"]
    );
}

#[test]
fn name_requirements_fire_when_the_name_occurs() {
    let chk = "for_each: operand\nrequire: { file: { not_in: [oDepth] } }";
    assert!(hits("ps_2_0", chk, "ps_2_0\nmov oC0, r0\n").is_empty());
    assert_eq!(
        hits("ps_2_0", chk, "ps_2_0\nmov oDepth, r0.x\n"),
        ["oDepth"]
    );
    let chk = "for_each: instruction\nrequire: { dst.file: { ne: oDepth } }";
    assert_eq!(
        hits("ps_2_0", chk, "ps_2_0\nmov oDepth, r0.x\nnop\n"),
        ["mov oDepth, r0.x"]
    );
}

#[test]
fn operand_ranges() {
    let chk = "for_each: operand\nrequire: { file_count: { gt: 0 } }";
    assert!(hits("vs_2_0", chk, "vs_2_0\nmov r0, c0\n").is_empty());
    // p0 does not exist in vs_2_0.
    assert_eq!(hits("vs_2_0", chk, "vs_2_0\nsetp_gt p0, r0, c0\n"), ["p0"]);
}

#[test]
fn keyed_scans_visit_every_matching_element_of_the_collection() {
    let chk = "for_each: read\nwhere: { file: [c, v] }\nrequire: { index: 0 }";
    let src = "vs_2_0\ndcl_position v0\ndcl_normal v1\nmad r0, v1, c1, c0\nmov r1, v0\n";
    // Sorted by position although c and v are visited file by file.
    assert_eq!(hits("vs_2_0", chk, src), ["v1", "c1"]);
    // dcl registers are operands but not reads.
    let chk = "for_each: write\nwhere: { file: v }\nrequire: { index: 0 }";
    assert!(hits("vs_2_0", chk, src).is_empty());
    let chk = "for_each: instruction\nwhere: { opcode: [mov, mad] }\nrequire: { opcode: mov }";
    assert_eq!(hits("vs_2_0", chk, src), ["mad r0, v1, c1, c0"]);
}

#[test]
fn cached_quantifiers_are_per_program() {
    let rs = rules(&rule(
        "t.x",
        "[vs_2_0]",
        "for_each: read\nwhere:\n  exists: { of: write, where: { file: oPos } }\nrequire: { file: { ne: c } }",
    ));
    let a = "vs_2_0\nmov oPos, c0\n";
    let b = "vs_2_0\nmov r0, c0\n";
    assert_eq!(check(&rs, a), v(&[("t.x", "c0")]));
    assert!(check(&rs, b).is_empty());
    assert_eq!(check(&rs, a), v(&[("t.x", "c0")]));
}

#[test]
fn relative_flags() {
    let chk = "for_each: operand\nrequire: { relative: false }";
    assert!(hits("vs_2_0", chk, "vs_2_0\nmov r0, c0\n").is_empty());
    assert_eq!(
        hits("vs_2_0", chk, "vs_2_0\nmova a0.x, c0.x\nmov r0, c[a0.x]\n"),
        ["c[a0.x]"]
    );
    // A missing destination is null, and null is not false.
    let chk = "for_each: instruction\nrequire: { dst.relative: false }";
    assert_eq!(hits("vs_2_0", chk, "vs_2_0\nnop\nmov r0, c0\n"), ["nop"]);
    let chk = "for_each: instruction\nrequire: { dst.relative: { ne: true } }";
    assert!(hits("vs_2_0", chk, "vs_2_0\nnop\nmov r0, c0\n").is_empty());
}
