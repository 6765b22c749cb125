//! The compiled conditions (`closure.rs`) against the tree walk ([`Env::holds`]): on
//! every element of every text case of the published suite (valid and invalid), for
//! every folded static rule of the program's profile, filter and requirement agree.

use super::suite_texts::for_each_program;
use super::{At, Env};
use crate::compiled::{Body, Check, Cond, Source};
use crate::facts::{Elem, Facts};
use crate::RuleSet;
use std::cell::Cell;

/// Every element of `src`, in order.
fn elements(facts: &Facts, src: Source) -> Vec<At> {
    (0..facts.len(src.coll))
        .map(|i| At {
            stage: src.stage,
            elem: facts.elem(src.coll, i),
        })
        .collect()
}

#[test]
fn compiled_conditions_hold_as_the_tree_walk_does() {
    let rs = RuleSet::embedded_default();
    let (mut programs, mut compared, mut held) = (0, 0u64, 0u64);
    for_each_program(rs, 1, |path, facts, p| {
        programs += 1;
        let values = rs.table.values(p);
        for f in rs.folded(p) {
            // Separate quantifier caches, so that neither side reads the other's results.
            let (walk_cache, fast_cache) = (
                vec![Cell::new(0u8); rs.cache_slots as usize],
                vec![Cell::new(0u8); rs.cache_slots as usize],
            );
            let env = |cache| Env {
                facts: [facts, facts],
                profile: [values, values],
                checked: At {
                    stage: 0,
                    elem: Elem::Program,
                },
                group: None,
                vocab: &rs.vocab,
                cache,
            };
            let (mut walk, mut fast) = (env(&walk_cache), env(&fast_cache));
            let (src, filter, require): (Source, &Cond, Option<&Cond>) = match &f.check {
                Check::ForEach {
                    src, filter, body, ..
                } => match body {
                    Body::Require(r) => (*src, filter, Some(r)),
                    _ => (*src, filter, None),
                },
                Check::Exists { src, filter }
                | Check::Aggregate { src, filter, .. }
                | Check::Join { src, filter, .. } => (*src, filter, None),
            };
            let c = &f.compiled;
            for e in elements(facts, src) {
                walk.checked = e;
                fast.checked = e;
                let want = walk.holds(e, filter);
                assert_eq!(
                    c.filter.holds(&fast, e),
                    want,
                    "filter of {} at {e:?} in {}",
                    rs.rules[f.rule as usize].id,
                    path.display()
                );
                held += u64::from(want);
                compared += 1;
                if let (Some(req), Some(cr)) = (require, &c.require) {
                    assert_eq!(
                        cr.holds(&fast, e),
                        walk.holds(e, req),
                        "require of {} at {e:?} in {}",
                        rs.rules[f.rule as usize].id,
                        path.display()
                    );
                    compared += 1;
                }
            }
            let keys_absent = c.gate.lacks(&facts.present);
            if let Check::ForEach { keys, .. } = &f.check {
                assert_eq!(
                    keys_absent,
                    keys.iter().any(|k| k.absent(&facts.present)),
                    "keys of {} in {}",
                    rs.rules[f.rule as usize].id,
                    path.display()
                );
            }
        }
    });
    assert!(programs > 5000, "only {programs} programs");
    assert!(
        compared > 200_000 && held > 10_000,
        "{compared} comparisons, {held} held"
    );
}
