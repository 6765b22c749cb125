//! The `dependent_order` fact of ps_2_0-and-later texture lookups (texld - ps_2_0).

mod common;
use common::*;

/// The dependent_order of every statement that has one, in program order.
fn orders(src: &str) -> Vec<i64> {
    let yaml = format!(
        "{}  message: \"{{dependent_order}}\"\n",
        rule(
            "t.dep",
            "[ps_2_0, ps_3_0]",
            "for_each: instruction\nwhere: { dependent_order: { ge: 0 } }\nrequire: { dependent_order: { lt: 0 } }",
        )
    );
    messages(&rules(&yaml), src)
        .iter()
        .map(|m| m.parse().unwrap_or(-1))
        .collect()
}

#[test]
fn a_chain_counts_one_order_per_lookup() {
    let src = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\ntexld r1, r0, s0\ntexld r2, r1, s0\ntexld r3, r2, s0\ntexld r4, r3, s0\nmov oC0, r4\n";
    assert_eq!(orders(src), vec![0, 1, 2, 3, 4]);
}

#[test]
fn a_temporary_source_or_a_rewritten_destination_is_first_order() {
    // From r# holding no texture result; rewriting r1 (first order, whatever r1 held);
    // then a chain from the rewritten r1.
    let src = "ps_2_0\ndcl t0.xy\ndcl_2d s0\nmov r0.xy, t0\ntexld r1, r0, s0\ntexld r1, t0, s0\ntexld r2, t0, s0\ntexld r2, t0, s0\ntexld r3, r1, s0\nmov oC0, r1\n";
    assert_eq!(orders(src), vec![1, 1, 0, 1, 2]);
}

#[test]
fn dependence_is_carried_through_arithmetic_and_partial_writes() {
    let src = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\ntexld r1, r0, s0\nmul r2, r1, c0\nmov r3.x, c0\nmov r3.y, r2\ntexld r4, r3, s0\nmov r2, c1\ntexld r5, r2, s0\nmov oC0, r4\n";
    // r3 keeps r2's order (1) through the partial write; r2 is overwritten by a
    // constant before the last lookup, which is then first-order only.
    assert_eq!(orders(src), vec![0, 1, 2, 1]);
}

#[test]
fn texkill_and_other_profiles_have_no_order() {
    let src =
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\ntexkill r0\ntexld r1, r0, s0\nmov oC0, r1\n";
    assert_eq!(orders(src), vec![0, 1]);
    // ps_1_4 texld is not a ps_2_0 lookup.
    let rs = rules(&rule(
        "t.dep",
        "[ps_1_4]",
        "for_each: instruction\nwhere: { class: texture }\nrequire: { dependent_order: null }",
    ));
    assert!(check(&rs, "ps_1_4\ntexld r0, t0\ntexld r1, t1\n").is_empty());
}

#[test]
fn huge_register_numbers_are_not_tracked() {
    // A program built in code may name a register the token format cannot hold (the
    // parser refuses it); the fact builder neither allocates for it nor fails.
    let yaml = format!(
        "{}  message: \"{{dependent_order}}\"\n",
        rule(
            "t.dep",
            "[ps_2_0]",
            "for_each: instruction\nwhere: { dependent_order: { ge: 0 } }\nrequire: { dependent_order: { lt: 0 } }",
        )
    );
    let rs = rules(&yaml);
    let mut p =
        parse("ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\ntexld r1, r0, s0\nmov oC0, r1\n");
    if let Some(d) = p.instructions[2].dst.as_mut() {
        d.reg.index = u32::MAX;
    }
    let got: Vec<String> = rs.check(&p, None).into_iter().map(|v| v.message).collect();
    // The lookup into the untracked register has no order; r0 is never written, so
    // the second lookup is first-order (its coordinates come from r#).
    assert_eq!(got, vec!["1".to_string()]);
}
