//! exists, unique, disjoint and aggregate checks.

mod common;
use common::*;

#[test]
fn exists_check_reports_at_the_version_line() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "exists: write\nwhere: { file: oC, index: 0 }",
    ));
    assert!(check(&rs, "ps_2_0\nmov oC0, r0\n").is_empty());
    assert_eq!(check(&rs, "ps_2_0\nmov oC1, r0\n"), v(&[("t.x", "ps_2_0")]));
    assert_eq!(check(&rs, "ps_2_0\n"), v(&[("t.x", "ps_2_0")]));
}

#[test]
fn unique_reports_each_repeat() {
    let rs = rules(&rule(
        "t.x",
        "[vs_3_0]",
        "for_each: dcl\nwhere: { file: o }\nunique: [usage, usage_index]",
    ));
    let src = "vs_3_0\ndcl_position o0\ndcl_texcoord0 o1\ndcl_texcoord0 o2\ndcl_texcoord1 o3\ndcl_texcoord0 o4\n";
    assert_eq!(
        check(&rs, src),
        v(&[("t.x", "dcl_texcoord0 o2"), ("t.x", "dcl_texcoord0 o4")])
    );
}

#[test]
fn disjoint_masks_per_register() {
    let rs = rules(&rule(
        "t.x",
        "[vs_3_0]",
        "for_each: dcl\nwhere: { file: o }\ndisjoint: { field: mask, by: [index] }",
    ));
    let src = "vs_3_0\ndcl_texcoord0 o1.xy\ndcl_texcoord1 o1.zw\ndcl_texcoord2 o2.xy\ndcl_texcoord3 o1.w\n";
    assert_eq!(check(&rs, src), v(&[("t.x", "dcl_texcoord3 o1.w")]));
}

#[test]
fn aggregate_count_without_groups_reports_empty_at_version() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "aggregate: write\nwhere: { file: oC, index: 0 }\nvalue: count\nrequire: { value: { ge: 1 } }",
    ));
    assert!(check(&rs, "ps_2_0\nmov oC0, r0\n").is_empty());
    assert_eq!(check(&rs, "ps_2_0\nmov r0, c0\n"), v(&[("t.x", "ps_2_0")]));
}

#[test]
fn aggregate_grouped_count_reports_at_the_last_element() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "aggregate: write\nwhere: { file: oC }\ngroup_by: [index]\nvalue: count\nrequire: { value: { le: 1 } }",
    ));
    let src = "ps_2_0\nmov oC0, r0\nmov oC1, r0\nmov oC0, r1\nmov oC0, r2\n";
    assert_eq!(check(&rs, src), v(&[("t.x", "oC0")]));
    let p = parse(src);
    let viol = rs.check(&p, Some(src));
    assert_eq!(viol.len(), 1);
    assert_eq!(&src[viol[0].span.range()], "oC0");
    assert_eq!(viol[0].span.start as usize, src.rfind("oC0").unwrap_or(0));
}

/// Per statement and register, as the read-port rules count: every group over the limit is
/// reported, in every statement, whether the outcome of its count was known from an
/// earlier group or not, and a `require` that also reads a group key is still tested
/// group by group.
#[test]
fn aggregate_per_statement_counts_report_every_group_over_the_limit() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "aggregate: read\nwhere: { file: c }\ngroup_by: [position, index]\nvalue: count\nrequire: { value: { le: 1 } }",
    ));
    let src = "ps_2_0\nmad r0, c1, c1, c2\nmad r1, c3, c4, c3\nadd r2, c5, c6\nmul r3, c7, c7\n";
    assert_eq!(
        check(&rs, src),
        v(&[("t.x", "c1"), ("t.x", "c3"), ("t.x", "c7")])
    );
    let keyed = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "aggregate: read\nwhere: { file: c }\ngroup_by: [position, index]\nvalue: count\nrequire: { any: [{ value: { le: 1 } }, { index: 3 }] }",
    ));
    assert_eq!(check(&keyed, src), v(&[("t.x", "c1"), ("t.x", "c7")]));
}

#[test]
fn aggregate_set_contiguous_from() {
    let rs = rules(&format!(
        "{}  message: \"colour outputs {{value}} are not contiguous from oC0\"\n",
        rule(
            "t.x",
            "[ps_2_0]",
            "aggregate: write\nwhere: { file: oC }\nvalue: set:index\nrequire: { value: { contiguous_from: 0 } }",
        )
    ));
    assert!(check(&rs, "ps_2_0\nmov oC1, r0\nmov oC0, r0\nmov oC1, r0\n").is_empty());
    assert!(check(&rs, "ps_2_0\nmov r0, c0\n").is_empty());
    let src = "ps_2_0\nmov oC0, r0\nmov oC2, r0\n";
    assert_eq!(check(&rs, src), v(&[("t.x", "oC2")]));
    assert_eq!(
        messages(&rs, src),
        vec!["colour outputs 0, 2 are not contiguous from oC0".to_string()]
    );
}

#[test]
fn aggregate_sum_and_max_against_profile_limits() {
    let rs = rules(&rule(
        "t.x",
        "[vs_1_1]",
        "aggregate: instruction\nvalue: sum:slots\nrequire: { value: { le: 3 } }",
    ));
    assert!(check(&rs, "vs_1_1\nmov r0, c0\nmov r0, c0\nmov r0, c0\n").is_empty());
    assert_eq!(
        check(
            &rs,
            "vs_1_1\nmov r0, c0\nmov r0, c0\nmov r0, c0\nmov r1, c0\n"
        ),
        v(&[("t.x", "mov r1, c0")])
    );
    let rs = rules(&rule(
        "t.x",
        "[vs_2_0]",
        "aggregate: instruction\nvalue: { max: loop_depth }\nrequire: { value: { le: 1 } }",
    ));
    let src = "vs_2_0\ndefi i0, 2, 0, 0, 0\nrep i0\nrep i0\nadd r0, r0, c0\nendrep\nendrep\n";
    assert_eq!(check(&rs, src), v(&[("t.x", "endrep")]));
}

#[test]
fn aggregate_group_fields_in_require_and_message() {
    let rs = rules(&format!(
        "{}  message: \"{{file}}{{index}} written {{value}} times\"\n",
        rule(
            "t.x",
            "[ps_2_0]",
            "aggregate: write\ngroup_by: [file, index]\nvalue: count\nrequire:\n  any: [{ file: r }, { value: 1 }]",
        )
    ));
    let src = "ps_2_0\nmov r0, c0\nmov r0, c0\nmov oC0, r0\nmov oC0, r0\n";
    assert_eq!(messages(&rs, src), vec!["oC0 written 2 times".to_string()]);
}

#[test]
fn aggregate_where_can_use_checked_program() {
    let rs = rules(&rule(
        "t.x",
        "[ps_2_0]",
        "aggregate: read\nwhere: { file: c, index: { ge: $.slots } }\nvalue: count\nrequire: { value: 0 }",
    ));
    // program slots = 2 here: reads of c2 and above are counted.
    assert!(check(&rs, "ps_2_0\nmov r0, c1\nmov r0, c0\n").is_empty());
    assert_eq!(
        check(&rs, "ps_2_0\nmov r0, c1\nmov r0, c2\n"),
        v(&[("t.x", "c2")])
    );
}

/// More groups than the linear search handles (a hash index from 16 on): the same
/// groups, the same counts, reported at the same last elements.
#[test]
fn aggregate_with_many_groups_counts_each_group() {
    let rs = rules(&format!(
        "{}  message: \"r{{index}} written {{value}} times\"\n",
        rule(
            "t.x",
            "[vs_3_0]",
            "aggregate: write\nwhere: { file: r }\ngroup_by: [index]\nvalue: count\nrequire: { value: { le: 1 } }",
        )
    ));
    let mut src = String::from("vs_3_0\n");
    for i in 0..32 {
        src.push_str(&format!("mov r{i}, c0\n"));
    }
    src.push_str("mov r20, c1\nmov r5, c1\nmov r20, c2\n");
    let mut got = messages(&rs, &src);
    got.sort();
    assert_eq!(got, vec!["r20 written 3 times", "r5 written 2 times"]);
    let mut at = starts(&rs, &src);
    at.sort_unstable();
    assert_eq!(
        at,
        vec![
            src.find("mov r5, c1").unwrap() + 4,
            src.find("mov r20, c2").unwrap() + 4
        ]
    );
}

/// Grouped by statement first (`group_by: [position, …]`, as the read-port rules are):
/// the groups of a statement are checked once the next statement's elements come, so
/// every statement's groups are still counted apart and reported at their last
/// element, in statement order, also past the 16 groups of the linear search.
#[test]
fn aggregate_grouped_by_statement_counts_each_statement_apart() {
    let rs = rules(&format!(
        "{}  message: \"c{{index}} read {{value}} times\"\n",
        rule(
            "t.x",
            "[vs_3_0]",
            "aggregate: read\nwhere: { file: c }\ngroup_by: [position, index]\nvalue: count\nrequire: { value: { le: 2 } }",
        )
    ));
    let mut src = String::from("vs_3_0\nmad r0, c3, c3, c3\nmad r0, c3, c3, c4\n");
    for i in 0..40 {
        src.push_str(&format!("mad r0, c{i}, c{i}, r1\n"));
    }
    src.push_str("mad r1, c7, c7, c7\nmad r1, c7, c8, c7\nmad r2, c9, c9, c9\n");
    assert_eq!(
        messages(&rs, &src),
        vec!["c3 read 3 times", "c7 read 3 times", "c9 read 3 times"]
    );
    let at = starts(&rs, &src);
    let last_source = |stmt: &str| src.find(stmt).unwrap() + stmt.len() - 2;
    assert_eq!(
        at,
        vec![
            last_source("mad r0, c3, c3, c3"),
            last_source("mad r1, c7, c7, c7"),
            last_source("mad r2, c9, c9, c9"),
        ]
    );
}
