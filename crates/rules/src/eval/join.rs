//! `aggregate` with `join`: an aggregate over the pairs of a selected element and the
//! elements of a second collection that match it (docs/rule-language.md, *Joins*).
//!
//! It relates declarations of two sets, as the seed-004 link rules need: "all semantics
//! that the pixel shader declares on one input register come from one vertex output
//! register" is, per pixel input register, the number of distinct vertex registers
//! paired with its declarations by semantic.

use super::{At, Env, Group};
use crate::compiled::{AggFn, Check};
use crate::facts::Elem;
use crate::value::Value;

/// One group: its key, the collected value and the last left element (the span).
struct Acc {
    keys: Vec<Value>,
    count: i64,
    sum: i64,
    max: Option<i64>,
    min: Option<i64>,
    set: Vec<Value>,
    last: At,
}

impl Acc {
    fn add(&mut self, v: Value, f: AggFn) {
        self.count += 1;
        match f {
            AggFn::Count => {}
            AggFn::Sum(_) | AggFn::Max(_) | AggFn::Min(_) => {
                if let Some(n) = v.as_int() {
                    self.sum += n;
                    self.max = Some(self.max.map_or(n, |m| m.max(n)));
                    self.min = Some(self.min.map_or(n, |m| m.min(n)));
                }
            }
            AggFn::Set(_) | AggFn::Distinct(_) => {
                if !v.is_null() && !self.set.contains(&v) {
                    self.set.push(v);
                }
            }
        }
    }

    fn value(self, f: AggFn) -> (Vec<Value>, Value, At) {
        let v = match f {
            AggFn::Count => Value::Int(self.count),
            AggFn::Sum(_) => Value::Int(self.sum),
            AggFn::Max(_) => self.max.map_or(Value::Null, Value::Int),
            AggFn::Min(_) => self.min.map_or(Value::Null, Value::Int),
            AggFn::Set(_) => Value::List(self.set.into()),
            AggFn::Distinct(_) => Value::Int(self.set.len() as i64),
        };
        (self.keys, v, self.last)
    }
}

/// The field an aggregate function reads (none for `count`).
fn field(f: AggFn) -> Option<crate::fields::Path> {
    match f {
        AggFn::Count => None,
        AggFn::Sum(p) | AggFn::Max(p) | AggFn::Min(p) | AggFn::Set(p) | AggFn::Distinct(p) => {
            Some(p)
        }
    }
}

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
    let mut groups: Vec<Acc> = Vec::new();
    for e in left {
        // `$.` in the filter names the program, as in any aggregate; in `on`, the
        // left element.
        env.checked = program;
        if !env.holds(e, filter) {
            continue;
        }
        let keys: Vec<Value> = group_by.iter().map(|f| env.get(e, *f)).collect();
        let pos = match groups.iter().position(|g| g.keys == keys) {
            Some(p) => p,
            None => {
                groups.push(Acc {
                    keys,
                    count: 0,
                    sum: 0,
                    max: None,
                    min: None,
                    set: Vec::new(),
                    last: e,
                });
                groups.len() - 1
            }
        };
        groups[pos].last = e;
        env.checked = e;
        for &j in &right {
            if env.holds(j, on) {
                let v = field(*value).map_or(Value::Null, |f| env.get(j, f));
                groups[pos].add(v, *value);
            }
        }
    }
    if groups.is_empty() && group_by.is_empty() {
        groups.push(Acc {
            keys: Vec::new(),
            count: 0,
            sum: 0,
            max: None,
            min: None,
            set: Vec::new(),
            last: program,
        });
    }
    env.checked = program;
    for g in groups {
        let (keys, value, last) = g.value(*value);
        let record = Group { keys, value };
        let inner = Env {
            group: Some(&record),
            checked: program,
            ..*env
        };
        if !inner.holds(last, require) {
            report(&inner, last);
        }
    }
}
