//! `aggregate` with `join`: an aggregate over the pairs of a selected element and the
//! elements of a second collection that match it (docs/rule-language.md, *Joins*).
//!
//! It relates declarations of two sets, as the seed-004 link rules need: "all semantics
//! that the pixel shader declares on one input register come from one vertex output
//! register" is, per pixel input register, the number of distinct vertex registers
//! paired with its declarations by semantic.

use super::groups::{field, Groups};
use super::{At, Env};
use crate::compiled::Check;
use crate::facts::Elem;
use crate::value::Value;

/// Evaluates a [`Check::Join`]; a violation per failing group, at its last left element.
pub(crate) fn run(check: &Check, env: &mut Env, report: &mut dyn FnMut(&Env, At)) {
    let Check::Join {
        src,
        filter,
        join,
        on,
        group_by,
        value,
        require,
    } = check
    else {
        return;
    };
    let program = At {
        stage: src.stage,
        elem: Elem::Program,
    };
    let left: Vec<At> = env.elements(*src).collect();
    let right: Vec<At> = env.elements(*join).collect();
    let mut groups = Groups::new(*value);
    let read = field(*value);
    let mut keys: Vec<Value> = Vec::with_capacity(group_by.len());
    for e in left {
        // `$.` in the filter names the program, as in any aggregate; in `on`, the
        // left element.
        env.checked = program;
        if !env.holds(e, filter) {
            continue;
        }
        keys.clear();
        keys.extend(group_by.iter().map(|f| env.get(e, *f)));
        let g = groups.enter(&keys, e);
        env.checked = e;
        for &j in &right {
            if env.holds(j, on) {
                groups.add(g, read.map_or(Value::Null, |f| env.get(j, f)));
            }
        }
    }
    env.checked = program;
    groups.check(!group_by.is_empty(), program, require, env, report);
}
