//! The groups of an `aggregate`, with or without `join`: per key of `group_by`, the
//! value computed so far and the last element counted (where a violation points).

use super::{At, Env, Group};
use crate::compiled::{AggFn, Cond, Rhs};
use crate::fields::Path;
use crate::value::Value;
use hashbrown::HashTable;
use std::hash::{Hash, Hasher};

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

/// True when `c` reads nothing but the group's `value` (compared with literals or the
/// profile's table, the same for every group of one program): its outcome for a group
/// is then a function of the value alone.
fn reads_only_value(c: &Cond) -> bool {
    fn constant(r: &Rhs) -> bool {
        match r {
            Rhs::Lit(_) | Rhs::NullLit | Rhs::Profile(..) => true,
            Rhs::List(items) => items.iter().all(constant),
            Rhs::Checked(_) | Rhs::Program(..) => false,
        }
    }
    match c {
        Cond::True => true,
        Cond::All(cs) | Cond::Any(cs) => cs.iter().all(reads_only_value),
        Cond::Not(c) => reads_only_value(c),
        Cond::Sym { lhs, .. } | Cond::Int { lhs, .. } | Cond::Bool { lhs, .. } => {
            *lhs == Path::AggValue
        }
        Cond::Test { lhs, rhs, .. } => *lhs == Path::AggValue && constant(rhs),
        Cond::Exists { .. } | Cond::Count { .. } => false,
    }
}

/// Counts whose `require` outcome [`Groups`] remembers (see [`Groups::flush`]).
const MEMO_COUNTS: usize = 16;

/// The number of groups from which [`Groups::enter`] looks keys up in a hash index.
const INDEX_FROM: usize = 16;

/// The hash of a key (FxHash: the keys are a few small values, and a group per source
/// operand of a shader makes this the hot path of the read-port rules).
fn key_hash(keys: &[Value]) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    keys.hash(&mut h);
    h.finish()
}

/// The groups of one aggregate, in the order their keys first occur.
pub(crate) struct Groups {
    value: AggFn,
    groups: Vec<Acc>,
    /// The hash of each group's key, once there are [`INDEX_FROM`] groups.
    hashes: Vec<u64>,
    /// The index in `groups` of each key, by [`key_hash`], built with `hashes`.
    index: HashTable<u32>,
    /// While the first key has only grown from element to element (`group_by:
    /// [position, …]` over a collection in statement order): the groups from this one on
    /// have the current first key, and no earlier group can match a later element.
    /// `None` once the keys left that order (or before the first group).
    run: Option<usize>,
    /// Key buffers of flushed groups, for new groups to fill instead of allocating.
    spare: Vec<Vec<Value>>,
    /// For `count` under a `require` that reads only the value: its outcome per count
    /// seen so far (0 not yet known, 1 holds, 2 fails).
    memo: [u8; MEMO_COUNTS],
}

impl Groups {
    /// No group yet, for the aggregate function `value`.
    pub(crate) fn new(value: AggFn) -> Groups {
        Groups {
            value,
            groups: Vec::new(),
            hashes: Vec::new(),
            index: HashTable::new(),
            run: None,
            spare: Vec::new(),
            memo: [0; MEMO_COUNTS],
        }
    }

    /// Where the group of `keys` is while the first key grows monotonically: `Ok` with
    /// the group found among the current run's (or `None`: a new group), `Err` when the
    /// keys are not (or no longer) in that order, and [`Groups::search`] must look.
    fn in_run(&mut self, keys: &[Value]) -> Result<Option<usize>, ()> {
        let Some(first) = keys.first() else {
            return Err(());
        };
        match self.run {
            Some(start) if self.groups[start].keys.first() == Some(first) => {
                let run = &self.groups[start..];
                // A long run (a constant first key) would make this quadratic.
                if run.len() >= INDEX_FROM {
                    return Err(());
                }
                Ok(run.iter().position(|g| g.keys == keys).map(|p| start + p))
            }
            Some(start) => {
                let later = self.groups[start]
                    .keys
                    .first()
                    .and_then(|prev| first.order(prev))
                    == Some(std::cmp::Ordering::Greater);
                if later {
                    self.run = Some(self.groups.len());
                    Ok(None)
                } else {
                    Err(())
                }
            }
            None if self.groups.is_empty() => {
                self.run = Some(0);
                Ok(None)
            }
            None => Err(()),
        }
    }

    /// Makes `e` the last element of the group of `keys` (created when new, with a copy
    /// of `keys`); returns the group's index for [`Groups::add`].
    pub(crate) fn enter(&mut self, keys: &[Value], e: At) -> usize {
        let (found, hash) = match self.in_run(keys) {
            Ok(found) => (found, None),
            Err(()) => {
                self.run = None;
                self.search(keys)
            }
        };
        match found {
            Some(p) => {
                self.groups[p].last = e;
                p
            }
            None => {
                let p = self.groups.len();
                if let Some(h) = hash {
                    self.hashes.push(h);
                    let hashes = &self.hashes;
                    self.index
                        .insert_unique(h, p as u32, |&j| hashes[j as usize]);
                }
                let mut own = self.spare.pop().unwrap_or_default();
                own.extend_from_slice(keys);
                self.groups.push(Acc::new(own, e));
                p
            }
        }
    }

    /// The group of `keys` among all groups, and the key's hash when the index was used
    /// (a new group must then be indexed too). Few groups (the usual case): a linear
    /// search is cheapest. Many (a group per instruction of a 32,768-instruction
    /// shader): a hash index, built on first need, or this is quadratic.
    fn search(&mut self, keys: &[Value]) -> (Option<usize>, Option<u64>) {
        if self.groups.len() < INDEX_FROM {
            return (self.groups.iter().position(|g| g.keys == keys), None);
        }
        if self.hashes.is_empty() {
            for (i, g) in self.groups.iter().enumerate() {
                let h = key_hash(&g.keys);
                self.hashes.push(h);
                let hashes = &self.hashes;
                self.index
                    .insert_unique(h, i as u32, |&j| hashes[j as usize]);
            }
        }
        let h = key_hash(keys);
        let groups = &self.groups;
        let found = self
            .index
            .find(h, |&j| groups[j as usize].keys == keys)
            .map(|&j| j as usize);
        (found, Some(h))
    }

    /// True when there are groups and the oldest has another first key than `first`
    /// (while groups are flushed at each new first key, all of them share it).
    pub(crate) fn moved_on(&self, first: Option<&Value>) -> bool {
        self.groups.first().is_some_and(|g| g.keys.first() != first)
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
        self.flush(program, require, env, report);
    }

    /// Reports every group so far that fails `require` (as [`Groups::check`]) and
    /// forgets them, keeping the buffers: for keys that no later element can have.
    pub(crate) fn flush(
        &mut self,
        program: At,
        require: &Cond,
        env: &Env,
        report: &mut dyn FnMut(&Env, At),
    ) {
        self.hashes.clear();
        self.index.clear();
        self.run = None;
        let value = self.value;
        // A read-port rule has a group per register read by each statement, nearly all
        // with the same count and verdict: with a `require` on the count alone, each
        // count is tested once per program.
        let memo = matches!(value, AggFn::Count) && reads_only_value(require);
        for g in self.groups.drain(..) {
            let known = match usize::try_from(g.count) {
                Ok(n) if memo && n < MEMO_COUNTS => Some(n),
                _ => None,
            };
            if known.is_some_and(|n| self.memo[n] == 1) {
                let mut keys = g.keys;
                keys.clear();
                self.spare.push(keys);
                continue;
            }
            let (record, last) = g.into_record(value);
            let inner = Env {
                group: Some(&record),
                checked: program,
                ..*env
            };
            let holds = match known.map(|n| (n, self.memo[n])) {
                Some((_, 2)) => false,
                Some((n, _)) => {
                    let h = inner.holds(last, require);
                    self.memo[n] = if h { 1 } else { 2 };
                    h
                }
                None => inner.holds(last, require),
            };
            if !holds {
                report(&inner, last);
            }
            let mut keys = record.keys;
            keys.clear();
            self.spare.push(keys);
        }
    }
}
