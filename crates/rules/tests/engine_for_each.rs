//! for_each / where / require, conditions, references and null semantics.

mod common;
use common::*;

#[test]
fn mov_only_flags_each_non_mov_write_at_the_operand() {
    let rs = rules(&rule(
        "t.mov-only",
        "[ps_2_0]",
        "for_each: write\nwhere: { file: oC }\nrequire: { opcode: mov }",
    ));
    let src = "ps_2_0\nmov oC0, r0\nadd oC1, r0, r1\nmul r2, r0, r1\n";
    assert_eq!(check(&rs, src), v(&[("t.mov-only", "oC1")]));
}

#[test]
fn rules_of_other_profiles_are_not_evaluated() {
    let rs = rules(&rule(
        "t.x",
        "[ps_3_0]",
        "for_each: write\nrequire: { opcode: mov }",
    ));
    assert!(check(&rs, "ps_2_0\nadd r0, r1, r2\n").is_empty());
    assert_eq!(check(&rs, "ps_3_0\nadd r0, r1, r2\n"), v(&[("t.x", "r0")]));
}

#[test]
fn groups_expand_to_their_profiles() {
    let rs = rules(&rule(
        "t.x",
        "[ps_sm2]",
        "for_each: instruction\nwhere: { opcode: add }\nrequire: { opcode: mov }",
    ));
    assert_eq!(
        check(&rs, "ps_2_0\nadd r0, r1, r2\n"),
        v(&[("t.x", "add r0, r1, r2")])
    );
    assert!(check(&rs, "ps_3_0\nadd r0, r1, r2\n").is_empty());
}

#[test]
fn list_value_means_one_of_and_operators_compare() {
    let rs = rules(&rule(
        "t.x",
        "[vs_2_0]",
        "for_each: read\nwhere: { file: [c, v], index: { ge: 2, lt: 4 } }\nrequire: { modifier: { ne: neg } }",
    ));
    let src = "vs_2_0\ndcl_position v0\ndcl_normal v2\nadd r0, -c1, -v2\nadd r0, -c3, c2\n";
    assert_eq!(check(&rs, src), v(&[("t.x", "-v2"), ("t.x", "-c3")]));
}

#[test]
fn in_and_not_in_with_literal_lists() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: instruction\nwhere: { opcode: { not_in: [dcl, def] } }\nrequire: { opcode: { in: [mov, add] } }",
    ));
    let src = "ps_2_0\ndef c0, 1, 2, 3, 4\nmov r0, c0\nmul r1, r0, r0\nadd oC0, r0, r1\n";
    assert_eq!(check(&rs, src), v(&[("t.x", "mul r1, r0, r0")]));
}

#[test]
fn all_any_not_combine() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: read\nwhere:\n  any: [{ file: c }, { all: [{ file: r }, { index: 1 }] }]\nrequire:\n  not: { swizzle_kind: other }",
    ));
    let src = "ps_2_0\nmov r0, c0.yxzw\nmov r0, r1.yxzw\nmov r0, r2.yxzw\nmov r0, c1.xxxx\n";
    assert_eq!(
        check(&rs, src),
        v(&[("t.x", "c0.yxzw"), ("t.x", "r1.yxzw")])
    );
}

#[test]
fn masks_compare_with_covers_within_overlaps() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: write\nwhere: { mask: { overlaps: zw } }\nrequire: { mask: { covers: xy, within: xyz } }",
    ));
    let src = "ps_2_0\nmov r0.xy, c0\nmov r0.xyz, c0\nmov r0.w, c0\nmov r0, c0\nmov r0.yz, c0\n";
    assert_eq!(
        check(&rs, src),
        v(&[("t.x", "r0.w"), ("t.x", "r0"), ("t.x", "r0.yz")])
    );
}

#[test]
fn mask_equality_with_letters() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: write\nrequire: { mask: [xyzw, xyz] }",
    ));
    assert_eq!(
        check(&rs, "ps_2_0\nmov r0, c0\nmov r0.rgb, c0\nmov r0.w, c0\n"),
        v(&[("t.x", "r0.w")])
    );
}

#[test]
fn source_paths_on_instructions() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: instruction\nwhere: { dst.file: oC }\nrequire: { src.0.modifier: none, src.0.swizzle: xyzw, src.1: null }",
    ));
    let src = "ps_2_0\nmov oC0, r0\nmov oC0, -r0\nmov oC1, r0.x\nadd oC2, r0, r1\n";
    assert_eq!(
        check(&rs, src),
        v(&[
            ("t.x", "mov oC0, -r0"),
            ("t.x", "mov oC1, r0.x"),
            ("t.x", "add oC2, r0, r1")
        ])
    );
}

#[test]
fn swizzle_literals_normalise() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: read\nrequire: { swizzle: { not_in: [x, rgba] } }",
    ));
    assert_eq!(
        check(&rs, "ps_2_0\nmov r0, r1.x\nmov r0, r1\nmov r0, r1.y\n"),
        v(&[("t.x", "r1.x"), ("t.x", "r1")])
    );
}

#[test]
fn checked_element_reference_compares_two_fields() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: instruction\nwhere: { opcode: add }\nrequire: { src.0.index: { ne: $.src.1.index } }",
    ));
    assert_eq!(
        check(&rs, "ps_2_0\nadd r0, r1, r2\nadd r0, r3, r3\n"),
        v(&[("t.x", "add r0, r3, r3")])
    );
}

#[test]
fn profile_references_and_null_limits() {
    // vs_2_0 has 12 temporaries; `index < $profile.registers.r`.
    let rs = rules(&rule(
        "t.x",
        "[vs_2_0, vs_2_sw]",
        "for_each: operand\nwhere: { file: r }\nrequire: { index: { lt: $profile.registers.r }, slots: { le: $profile.limits.instruction_slots } }",
    ));
    assert_eq!(
        check(&rs, "vs_2_0\nmov r11, c0\nmov r12, c0\n"),
        v(&[("t.x", "r12")])
    );
    // A missing limit is null, and a comparison with null holds.
    assert!(check(&rs, "vs_2_sw\nmov r11, c0\n").is_empty());
}

#[test]
fn in_profile_list_reference() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0, ps_1_4]",
        "for_each: read\nrequire: { modifier: { in: $profile.source_modifiers } }",
    ));
    assert_eq!(
        check(&rs, "ps_2_0\nmov r0, -c0\nmov r0, c0_bx2\n"),
        v(&[("t.x", "c0_bx2")])
    );
}

#[test]
fn null_field_only_satisfies_ne() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: instruction\nrequire: { dst.file: { ne: oC } }",
    ));
    // texkill/nop-like statements without a destination: dst.file is null, ne holds.
    assert_eq!(
        check(&rs, "ps_2_0\nnop\nmov oC0, r0\n"),
        v(&[("t.x", "mov oC0, r0")])
    );
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: instruction\nrequire: { dst.file: r }",
    ));
    assert_eq!(
        check(&rs, "ps_2_0\nnop\nmov r0, c0\n"),
        v(&[("t.x", "nop")])
    );
}

#[test]
fn dst_null_tests_presence() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: instruction\nwhere: { dst: { ne: null } }\nrequire: { dst.mask: xyzw }",
    ));
    assert_eq!(
        check(&rs, "ps_2_0\nnop\nmov r0.x, c0\n"),
        v(&[("t.x", "mov r0.x, c0")])
    );
}

#[test]
fn exists_in_a_condition_uses_dollar_for_the_outer_element() {
    // Every read temporary must be written by some statement before it.
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: read\nwhere: { file: r }\nrequire:\n  exists: { of: write, where: { file: r, index: $.index, position: { lt: $.position } } }",
    ));
    let src = "ps_2_0\nmov r0, c0\nmov r1, r0\nmov r2, r3\n";
    assert_eq!(check(&rs, src), v(&[("t.x", "r3")]));
}

#[test]
fn count_in_a_condition() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: program\nrequire:\n  count: { of: write, where: { file: oC }, is: { le: 1 } }",
    ));
    assert!(check(&rs, "ps_2_0\nmov oC0, r0\n").is_empty());
    assert_eq!(
        check(&rs, "ps_2_0\nmov oC0, r0\nmov oC0, r1\n"),
        v(&[("t.x", "ps_2_0")])
    );
}

#[test]
fn message_template_fills_fields_and_references() {
    let yaml = format!(
        "{}  message: \"{{file}}{{index}} is written by `{{mnemonic}}` (mask {{mask}}, {{$profile.registers.oC}} colour outputs); {{{{braces}}}}\"\n",
        rule("t.x", "[ps_2_0]", "for_each: write\nwhere: { file: oC }\nrequire: { opcode: mov }")
    );
    let rs = rules(&yaml);
    assert_eq!(
        messages(&rs, "ps_2_0\nadd oC1.xy, r0, r1\n"),
        vec!["oC1 is written by `add` (mask xy, 4 colour outputs); {braces}".to_string()]
    );
}

#[test]
fn message_defaults_to_the_title() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "for_each: write\nrequire: { opcode: mov }",
    ));
    assert_eq!(
        messages(&rs, "ps_2_0\nadd r0, r1, r2\n"),
        vec!["test rule t.x".to_string()]
    );
}

#[test]
fn violations_are_sorted_by_position() {
    let yaml = format!(
        "{}{}",
        rule(
            "t.b",
            "[ps_2_0]",
            "for_each: instruction\nrequire: { opcode: add }"
        ),
        rule("t.a", "[ps_2_0]", "for_each: read\nrequire: { file: r }")
    );
    let rs = rules(&yaml);
    assert_eq!(
        check(&rs, "ps_2_0\nmov r0, c0\n"),
        v(&[("t.b", "mov r0, c0"), ("t.a", "c0")])
    );
}

#[test]
fn predicate_collection() {
    let rs = rules(&rule(
        "t.pred",
        "[vs_2_x]",
        "for_each: predicate\nrequire: { modifier: none, swizzle_kind: [identity, replicate], role: predicate, file: p }",
    ));
    let src = "vs_2_x\nsetp_gt p0, r0, c0\n(p0.x) add r0, r0, c0\n(!p0) add r0, r0, c0\n(p0.xyxy) add r0, r0, c0\n";
    assert_eq!(
        check(&rs, src),
        v(&[("t.pred", "!p0"), ("t.pred", "p0.xyxy")])
    );
    let rs = rules(&rule(
        "t.pred",
        "[vs_2_x]",
        "for_each: instruction\nwhere: { predicated: true }\nrequire: { opcode: mov }",
    ));
    assert_eq!(check(&rs, src).len(), 3);
}
