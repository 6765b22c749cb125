//! The `context` source: one template witness per coverage cell, padded with random valid
//! instructions, keeping the author's expectation (and, checked here with the reference,
//! the verdict), deterministic for a seed.

use shadercts_generator::reference::{catalog, embedded_sources, ReferenceOracle};
use shadercts_generator::{
    Body, CaseSource, CaseSpec, ContextSource, Expectation, Oracle, SourceEnv,
};
use shadercts_reference::RuleSet;
use shadercts_shader::{text, Model};

fn spec(rule: &str, slug: &str, src: &str, expect: Expectation, origin: &str) -> CaseSpec {
    CaseSpec {
        group: rule.into(),
        slug: slug.into(),
        body: Body::Single {
            profile: src.lines().next().unwrap_or_default().into(),
            text: src.into(),
        },
        expect,
        covers: vec![rule.into()],
        origin: origin.into(),
        stated_at: None,
    }
}

fn earlier() -> Vec<CaseSpec> {
    let bad = || Expectation::Invalid(vec!["ps.oC.mov-only".into()]);
    vec![
        spec(
            "ps.oC.mov-only",
            "a",
            "ps_2_0\nmov oC0, c0\n",
            Expectation::Valid,
            "template t {a: 1}",
        ),
        // Same cell as the first: not padded again.
        spec(
            "ps.oC.mov-only",
            "b",
            "ps_2_0\nmov oC0, c1\n",
            Expectation::Valid,
            "template t {a: 2}",
        ),
        spec(
            "ps.oC.mov-only",
            "c",
            "ps_2_0\nadd oC0, c0, c0\n",
            bad(),
            "template t {a: 3}",
        ),
        spec(
            "ps.oC.mov-only",
            "d",
            "ps_3_0\nadd oC0, c0, c0\n",
            Expectation::Valid,
            "template t {a: 4}",
        ),
        // Not a template case.
        spec(
            "random",
            "0",
            "vs_2_0\nmov oPos, c0\n",
            Expectation::Valid,
            "random seed 1 vs_2_0 #0",
        ),
    ]
}

#[test]
fn one_padded_witness_per_cell_with_the_same_expectation() {
    let model = Model::embedded();
    let rules = RuleSet::embedded(model).expect("rules");
    let cat = catalog(&rules, model, embedded_sources());
    let oracle = ReferenceOracle::new(&rules, model);
    let earlier = earlier();
    let env = SourceEnv {
        model,
        catalog: &cat,
        seed: 1,
        earlier: &earlier,
    };
    let cases = ContextSource.cases(&env).expect("pads");
    let ids: Vec<String> = cases.iter().map(CaseSpec::base_id).collect();
    assert_eq!(
        ids,
        [
            "ps.oC.mov-only/valid/ps_2_0/a_ctx",
            "ps.oC.mov-only/invalid/ps_2_0/c_ctx",
            "ps.oC.mov-only/valid/ps_3_0/d_ctx",
        ]
    );
    for (case, original) in cases.iter().zip([&earlier[0], &earlier[2], &earlier[3]]) {
        assert_eq!(case.expect, original.expect);
        assert_eq!(case.covers, original.covers);
        assert!(case.origin.starts_with(&original.origin), "{}", case.origin);
        let (Body::Single { text: padded, .. }, Body::Single { text: orig, .. }) =
            (&case.body, &original.body)
        else {
            panic!("single programs");
        };
        let p = text::parse(padded, model).expect("the padded text parses");
        let o = text::parse(orig, model).expect("the original parses");
        assert!(p.instructions.len() > o.instructions.len(), "{padded}");
        // The witness is still there, in order.
        let mut rest = p.instructions.iter();
        for ins in &o.instructions {
            assert!(
                rest.any(|i| i.opcode == ins.opcode && i.dst == ins.dst && i.srcs == ins.srcs),
                "{padded}"
            );
        }
        let observed = oracle.validate(&p, Some(padded));
        let rules: Vec<&String> = observed.rules.iter().collect();
        assert_eq!(
            rules,
            case.expect.rules().iter().collect::<Vec<_>>(),
            "{padded}"
        );
    }
    // Same seed, same cases; another seed, other padding.
    assert_eq!(ContextSource.cases(&env).expect("pads"), cases);
    let other = ContextSource
        .cases(&SourceEnv { seed: 2, ..env })
        .expect("pads");
    assert_ne!(other, cases);
}
