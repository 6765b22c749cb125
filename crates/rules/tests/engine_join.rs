//! `aggregate` with `join` (pairs of elements of two collections) and `distinct:FIELD`.

mod common;
use common::*;
use shadercts_rules::{RuleSet, Stage};

fn link_rule(id: &str, check: &str) -> String {
    rule(id, "[ps_3_0]", check).replace("kind: static", "kind: link")
}

fn run(rs: &RuleSet, vs: &str, ps: &str) -> Vec<(Option<Stage>, String)> {
    rs.check_link(&parse(vs), Some(vs), &parse(ps), Some(ps))
        .into_iter()
        .map(|v| {
            let src = if v.stage == Some(Stage::Ps) { ps } else { vs };
            (v.stage, spanned(src, &v))
        })
        .collect()
}

/// One pixel input register holds semantics of at most one vertex output register.
const NO_COLLISION: &str = "aggregate: ps.dcl\nwhere: { file: v }\njoin: { of: vs.dcl, where: { file: o, usage: $.usage, usage_index: $.usage_index } }\ngroup_by: [index]\nvalue: distinct:index\nrequire: { value: { le: 1 } }";

const PS: &str =
    "ps_3_0\ndcl_texcoord0 v0.x\ndcl_texcoord1 v0.yz\ndcl_texcoord2 v1.w\nmov oC0, c0\n";

#[test]
fn join_pairs_each_element_with_the_matching_ones_of_the_other_stage() {
    let rs = rules(&link_rule("t.join", NO_COLLISION));
    let packed = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o5.x\ndcl_texcoord1 o5.yzw\ndcl_texcoord2 o7.w\nmov o0, c0\n";
    assert!(run(&rs, packed, PS).is_empty());
    let split = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o5.x\ndcl_texcoord1 o6.yzw\ndcl_texcoord2 o7.w\nmov o0, c0\n";
    // Reported once, at the last pixel declaration of the group.
    assert_eq!(
        run(&rs, split, PS),
        vec![(Some(Stage::Ps), "dcl_texcoord1 v0.yz".to_string())]
    );
}

#[test]
fn unmatched_elements_count_nothing() {
    let rs = rules(&link_rule("t.join", NO_COLLISION));
    // texcoord1 has no vertex output: v0 pairs with o5 only.
    let vs = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o5.x\ndcl_texcoord2 o7.w\nmov o0, c0\n";
    assert!(run(&rs, vs, PS).is_empty());
}

#[test]
fn count_and_set_over_the_paired_elements() {
    let count = link_rule(
        "t.count",
        "aggregate: ps.dcl\nwhere: { file: v }\njoin: { of: vs.dcl, where: { usage: $.usage } }\ngroup_by: [index]\nvalue: count\nrequire: { value: { ge: 2 } }",
    );
    let set = link_rule(
        "t.set",
        "aggregate: ps.dcl\nwhere: { file: v }\njoin: { of: vs.dcl, where: { usage: $.usage, usage_index: $.usage_index } }\nvalue: set:index\nrequire: { value: { contiguous_from: 5 } }",
    )
    .replace("- id: t.set", "- id: t.set\n  message: \"registers {value}\"");
    let rs = rules(&format!("{count}{set}"));
    let vs = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o5.x\ndcl_texcoord1 o5.yzw\ndcl_texcoord2 o7.w\nmov o0, c0\n";
    // Three texcoord outputs pair with each texcoord input: every group counts 3 or 6.
    // The set over all inputs is {5, 7}: not contiguous, reported at the last element.
    let got = rs.check_link(&parse(vs), Some(vs), &parse(PS), Some(PS));
    let ids: Vec<&str> = got.iter().map(|v| v.rule.as_str()).collect();
    assert_eq!(ids, vec!["t.set"]);
    assert_eq!(got[0].message, "registers 5, 7");
}

#[test]
fn distinct_works_without_join() {
    let rs = rules(&rule(
        "t.d",
        "[ps_2_0]",
        "aggregate: write\nwhere: { file: oC }\nvalue: distinct:index\nrequire: { value: { le: 1 } }",
    ));
    assert!(check(&rs, "ps_2_0\nmov oC0, c0\nmov oC0, c1\n").is_empty());
    assert_eq!(
        check(&rs, "ps_2_0\nmov oC0, c0\nmov oC1, c1\n"),
        v(&[("t.d", "oC1")])
    );
}

#[test]
fn join_mistakes_are_reported_where_they_are() {
    for (check, needle, msg) in [
        (
            "aggregate: ps.dcl\njoin: { of: vs.dcll }\nvalue: count\nrequire: { value: 0 }",
            "vs.dcll",
            "unknown collection",
        ),
        (
            "aggregate: ps.dcl\njoin: { of: vs.dcl, on: {} }\nvalue: count\nrequire: { value: 0 }",
            "on:",
            "unknown key `on` in `join`",
        ),
        (
            "aggregate: ps.dcl\njoin: { where: {} }\nvalue: count\nrequire: { value: 0 }",
            "{ where: {} }",
            "`join` needs `of: COLLECTION`",
        ),
        (
            "for_each: ps.dcl\njoin: { of: vs.dcl }\nrequire: {}",
            "join:",
            "`join` does not go with `for_each`",
        ),
        (
            "aggregate: ps.dcl\njoin: { of: vs.dcl, where: { usage: $.usagee } }\nvalue: count\nrequire: { value: 0 }",
            "$.usagee",
            "unknown dcl field",
        ),
    ] {
        let yaml = link_rule("t.bad", check);
        let e = errors(&yaml);
        assert!(e.contains(msg), "expected `{msg}` for {check}:\n{e}");
        let off = yaml.find(needle).unwrap_or_else(|| panic!("{needle} not in the yaml"));
        let (l, c) = shadercts_shader::span::line_col(&yaml, off);
        assert!(
            e.contains(&format!("--> test.yaml:{l}:{c}")),
            "expected the diagnostic at {l}:{c} ({needle}):\n{e}"
        );
    }
}

#[test]
fn join_in_a_static_rule_pairs_elements_of_one_program() {
    // Every sampler read pairs with a declaration of that sampler.
    let rs = rules(&rule(
        "t.s",
        "[ps_2_0]",
        "aggregate: read\nwhere: { file: s }\njoin: { of: dcl, where: { file: s, index: $.index } }\ngroup_by: [index]\nvalue: count\nrequire: { value: { ge: 1 } }",
    ));
    let ok = "ps_2_0\ndcl t0.xy\ndcl_2d s1\ntexld r0, t0, s1\nmov oC0, r0\n";
    assert!(check(&rs, ok).is_empty());
    let missing = "ps_2_0\ndcl t0.xy\ndcl_2d s1\ntexld r0, t0, s1\ntexld r1, t0, s2\nadd r0, r0, r1\nmov oC0, r0\n";
    assert_eq!(check(&rs, missing), v(&[("t.s", "s2")]));
}
