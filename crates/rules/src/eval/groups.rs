//! The groups of an `aggregate`, with or without `join`: per key of `group_by`, the
//! value computed so far and the last element counted (where a violation points).

use super::{At, Env, Group};
use crate::compiled::{AggFn, Cond};
use crate::fields::Path;
use crate::value::Value;
use std::collections::HashMap;

/// The field an aggregate function reads (none for `count`).
pub(crate) fn field(f: AggFn) -> Option<Path> {
    match f {
        AggFn::Count => None,
        AggFn::Sum(p) | AggFn::Max(p) | AggFn::Min(p) | AggFn::Set(p) | AggFn::Distinct(p) => {
            Some(p)
        }
    }
}

/// One group: its key, the collected value and the last element counted.
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
    fn new(keys: Vec<Value>, last: At) -> Acc {
        Acc {
            keys,
            count: 0,
            sum: 0,
            max: None,
            min: None,
            set: Vec::new(),
            last,
        }
    }

    /// Counts one element whose aggregated field is `v` (`Null` for `count`).
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

    /// The group record `{value, keys}` and the group's last element.
    fn into_record(self, f: AggFn) -> (Group, At) {
        let value = match f {
            AggFn::Count => Value::Int(self.count),
            AggFn::Sum(_) => Value::Int(self.sum),
            AggFn::Max(_) => self.max.map_or(Value::Null, Value::Int),
            AggFn::Min(_) => self.min.map_or(Value::Null, Value::Int),
            AggFn::Set(_) => Value::List(self.set.into()),
            AggFn::Distinct(_) => Value::Int(self.set.len() as i64),
        };
        let record = Group {
            keys: self.keys,
            value,
        };
        (record, self.last)
    }
}

/// The number of groups from which [`Groups::enter`] looks keys up in a hash index.
const INDEX_FROM: usize = 16;

/// The groups of one aggregate, in the order their keys first occur.
pub(crate) struct Groups {
    value: AggFn,
    groups: Vec<Acc>,
    /// The index in `groups` of each key, built once there are [`INDEX_FROM`] groups.
    index: HashMap<Vec<Value>, usize>,
}

impl Groups {
    /// No group yet, for the aggregate function `value`.
    pub(crate) fn new(value: AggFn) -> Groups {
        Groups {
            value,
            groups: Vec::new(),
            index: HashMap::new(),
        }
    }

    /// Makes `e` the last element of the group of `keys` (created when new); returns
    /// the group's index for [`Groups::add`].
    pub(crate) fn enter(&mut self, keys: Vec<Value>, e: At) -> usize {
        // Few groups (the usual case): a linear search is cheapest. Many (a group per
        // instruction of a 32,768-instruction shader): a hash index, or this is quadratic.
        let found = if self.groups.len() < INDEX_FROM {
            self.groups.iter().position(|g| g.keys == keys)
        } else {
            if self.index.is_empty() {
                for (i, g) in self.groups.iter().enumerate() {
                    self.index.insert(g.keys.clone(), i);
                }
            }
            self.index.get(&keys).copied()
        };
        match found {
            Some(p) => {
                self.groups[p].last = e;
                p
            }
            None => {
                let p = self.groups.len();
                if !self.index.is_empty() {
                    self.index.insert(keys.clone(), p);
                }
                self.groups.push(Acc::new(keys, e));
                p
            }
        }
    }

    /// Counts one element of group `g` whose aggregated field is `v`.
    pub(crate) fn add(&mut self, g: usize, v: Value) {
        self.groups[g].add(v, self.value);
    }

    /// Reports every group whose record `{value, keys}` fails `require`, at its last
    /// element. Without `group_by` and with nothing counted, there is still the one
    /// group over nothing, at `program`.
    pub(crate) fn check(
        mut self,
        grouped: bool,
        program: At,
        require: &Cond,
        env: &Env,
        report: &mut dyn FnMut(&Env, At),
    ) {
        if self.groups.is_empty() && !grouped {
            self.groups.push(Acc::new(Vec::new(), program));
        }
        for g in self.groups {
            let (record, last) = g.into_record(self.value);
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
}
