//! kind: link rules over a vertex/pixel pair.

mod common;
use common::*;
use shadercts_rules::Stage;

fn link_rule(id: &str, profiles: &str, check: &str) -> String {
    rule(id, profiles, check).replace("kind: static", "kind: link")
}

const VS: &str = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o1.xy\ndcl_color0 o2\nmov o0, c0\nmov o1.xy, c0\nmov o2, c0\n";

fn run(rs: &shadercts_rules::RuleSet, vs: &str, ps: &str) -> Vec<(Option<Stage>, String, String)> {
    rs.check_link(&parse(vs), Some(vs), &parse(ps), Some(ps))
        .into_iter()
        .map(|v| {
            let src = if v.stage == Some(Stage::Ps) { ps } else { vs };
            (v.stage, v.rule.clone(), spanned(src, &v))
        })
        .collect()
}

#[test]
fn every_pixel_input_semantic_has_a_vertex_output() {
    let rs = rules(&link_rule(
        "t.link",
        "[vs_3_0, ps_3_0]",
        "for_each: ps.dcl\nwhere: { file: v }\nrequire:\n  exists: { of: vs.dcl, where: { file: o, usage: $.usage, usage_index: $.usage_index } }",
    ));
    let ps = "ps_3_0\ndcl_texcoord0 v0.xy\ndcl_texcoord1 v1\ndcl_color0 v2\nmov oC0, v2\n";
    assert_eq!(
        run(&rs, VS, ps),
        vec![(
            Some(Stage::Ps),
            "t.link".to_string(),
            "dcl_texcoord1 v1".to_string()
        )]
    );
}

#[test]
fn masks_across_stages() {
    let rs = rules(&link_rule(
        "t.mask",
        "[ps_3_0]",
        "for_each: ps.dcl\nwhere: { file: v }\nrequire:\n  exists: { of: vs.dcl, where: { usage: $.usage, usage_index: $.usage_index, mask: { covers: $.mask } } }",
    ));
    let ps = "ps_3_0\ndcl_texcoord0 v0.xyz\ndcl_color0 v1\nmov oC0, v1\n";
    assert_eq!(
        run(&rs, VS, ps),
        vec![(
            Some(Stage::Ps),
            "t.mask".to_string(),
            "dcl_texcoord0 v0.xyz".to_string()
        )]
    );
}

#[test]
fn program_fields_of_both_stages_and_exists_checks() {
    let rs = rules(&format!(
        "{}{}",
        link_rule(
            "t.pair",
            "[vs_3_0, ps_3_0]",
            "for_each: vs.program\nrequire: { kind: vs, profile: { ne: $ps.profile } }"
        ),
        link_rule(
            "t.pos",
            "[vs_3_0]",
            "exists: vs.dcl\nwhere: { usage: position, usage_index: 0 }"
        ),
    ));
    assert!(run(&rs, VS, "ps_3_0\nmov oC0, c0\n").is_empty());
    let vs = "vs_3_0\ndcl_texcoord0 o1\nmov o1, c0\n";
    assert_eq!(
        run(&rs, vs, "ps_3_0\nmov oC0, c0\n"),
        vec![(Some(Stage::Vs), "t.pos".to_string(), "vs_3_0".to_string())]
    );
}

#[test]
fn stage_program_references() {
    let rs = rules(&link_rule(
        "t.ver",
        "[vs_3_0, ps_3_0, ps_2_0]",
        "for_each: vs.program\nwhere: { profile: vs_3_0 }\nrequire:\n  exists: { of: ps.program, where: { profile: ps_3_0 } }",
    ));
    assert!(run(&rs, VS, "ps_3_0\nmov oC0, c0\n").is_empty());
    assert_eq!(
        run(&rs, VS, "ps_2_0\nmov oC0, c0\n"),
        vec![(Some(Stage::Vs), "t.ver".to_string(), "vs_3_0".to_string())]
    );
    let rs = rules(&link_rule(
        "t.ref",
        "[vs_3_0]",
        "for_each: vs.dcl\nrequire: { index: { lt: $vs.registers.o }, usage_index: { le: $ps.slots } }",
    ));
    assert!(run(&rs, VS, "ps_3_0\nmov oC0, c0\n").is_empty());
}

#[test]
fn link_rules_apply_when_either_profile_is_listed() {
    let rs = rules(&link_rule(
        "t.x",
        "[ps_3_0]",
        "exists: vs.dcl\nwhere: { usage: fog }",
    ));
    assert_eq!(run(&rs, VS, "ps_3_0\nmov oC0, c0\n").len(), 1);
    assert!(run(&rs, "vs_2_0\nmov oPos, c0\n", "ps_2_0\nmov oC0, c0\n").is_empty());
}

#[test]
fn link_rules_are_not_static_rules() {
    let rs = rules(&link_rule(
        "t.x",
        "[vs_3_0]",
        "exists: vs.dcl\nwhere: { usage: fog }",
    ));
    assert!(check(&rs, VS).is_empty());
}

#[test]
fn quantifiers_over_the_other_stage_use_that_stage() {
    // The pixel shader has no `o` register; the vertex shader writes some.
    let rs = rules(&link_rule(
        "t.other",
        "[ps_3_0]",
        "for_each: ps.program\nrequire:\n  not:\n    exists: { of: vs.write, where: { file: o } }",
    ));
    assert_eq!(
        run(&rs, VS, "ps_3_0\nmov oC0, c0\n"),
        vec![(Some(Stage::Ps), "t.other".to_string(), "ps_3_0".to_string())]
    );
}
