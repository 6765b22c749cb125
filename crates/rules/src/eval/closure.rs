//! Conditions compiled into closures once, when the rule set is built: which field a
//! leaf reads and how it compares are decided then, so that testing an element is a
//! direct field load and a comparison (no walk over [`Cond`], no [`Value`] built).
//!
//! A compiled condition holds exactly when [`Env::holds`] does for the same element
//! (the tests in `closure_tests.rs` compare the two on every element of the published
//! suite); the cases without a fast form call the tree walk itself.

use super::gate::Gate;
use super::readers::{self, Boxed, KeepReader, Leaf};
use super::{any_element, int_holds, int_order, At, Env};
use crate::compiled::{Body, Check, Cond, KeyOn, Op, Rhs};
use crate::fields::Path;
use crate::value::Value;
use crate::vocab::Sym;

type PredFn = dyn Fn(&Env, At) -> bool + Send + Sync;

/// A compiled condition (boxed, not shared: one indirection less per call).
pub(crate) struct Pred(Box<PredFn>);

impl std::fmt::Debug for Pred {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Pred")
    }
}

impl Pred {
    fn new(f: impl Fn(&Env, At) -> bool + Send + Sync + 'static) -> Pred {
        Pred(Box::new(f))
    }

    /// True when element `at` satisfies the condition.
    #[inline]
    pub fn holds(&self, env: &Env, at: At) -> bool {
        (self.0)(env, at)
    }
}

/// A set of names: one name, a bit set over a window of 128 numbers, or a list.
enum SymSet {
    One(Sym),
    Bits(u32, u128),
    List(Box<[Sym]>),
}

impl SymSet {
    fn new(set: &[Sym]) -> SymSet {
        let lo = set.iter().map(|s| s.0).min().unwrap_or(0);
        let hi = set.iter().map(|s| s.0).max().unwrap_or(0);
        match set {
            [one] => SymSet::One(*one),
            _ if hi - lo < 128 => {
                SymSet::Bits(lo, set.iter().fold(0u128, |b, s| b | 1u128 << (s.0 - lo)))
            }
            _ => SymSet::List(set.into()),
        }
    }

    #[inline]
    fn contains(&self, s: Sym) -> bool {
        match self {
            SymSet::One(x) => *x == s,
            SymSet::Bits(lo, bits) => {
                s.0.checked_sub(*lo)
                    .is_some_and(|d| d < 128 && bits & (1u128 << d) != 0)
            }
            SymSet::List(l) => l.contains(&s),
        }
    }
}

/// The tree walk of `c` itself, for conditions without a fast form.
fn walk(c: &Cond) -> Pred {
    let c = c.clone();
    Pred::new(move |env, at| env.holds(at, &c))
}

/// A name test (`Cond::Sym`).
struct SymTest(SymSet, bool);

impl Leaf<Sym> for SymTest {
    type Out = Pred;
    fn make<R>(self, read: R) -> Pred
    where
        R: Fn(&Env, At) -> Option<Sym> + Send + Sync + 'static,
    {
        let SymTest(set, negate) = self;
        Pred::new(move |env, at| match read(env, at) {
            Some(s) => set.contains(s) != negate,
            None => negate,
        })
    }
}

/// An integer test against a literal (`Cond::Int`).
struct IntTest(Op, i64);

impl Leaf<i64> for IntTest {
    type Out = Pred;
    fn make<R>(self, read: R) -> Pred
    where
        R: Fn(&Env, At) -> Option<i64> + Send + Sync + 'static,
    {
        let IntTest(op, value) = self;
        Pred::new(move |env, at| match read(env, at) {
            Some(i) => int_holds(i, op, value),
            None => op == Op::Ne,
        })
    }
}

/// A boolean test (`Cond::Bool`).
struct BoolTest(bool, bool);

impl Leaf<bool> for BoolTest {
    type Out = Pred;
    fn make<R>(self, read: R) -> Pred
    where
        R: Fn(&Env, At) -> Option<bool> + Send + Sync + 'static,
    {
        let BoolTest(value, negate) = self;
        Pred::new(move |env, at| match read(env, at) {
            Some(b) => (b == value) != negate,
            None => negate,
        })
    }
}

/// Any comparison of a mask field with a literal, as a table of [`super::compare`]'s
/// results for every mask (and for null).
struct MaskTest(Box<[bool; 256]>, bool);

impl MaskTest {
    fn new(op: Op, r: &Value) -> MaskTest {
        let mut table = Box::new([false; 256]);
        for (m, t) in table.iter_mut().enumerate() {
            *t = super::compare(&Value::Mask(m as u8), op, r);
        }
        MaskTest(table, super::compare(&Value::Null, op, r))
    }
}

impl Leaf<u8> for MaskTest {
    type Out = Pred;
    fn make<R>(self, read: R) -> Pred
    where
        R: Fn(&Env, At) -> Option<u8> + Send + Sync + 'static,
    {
        let MaskTest(table, null) = self;
        Pred::new(move |env, at| match read(env, at) {
            Some(m) => table[usize::from(m)],
            None => null,
        })
    }
}

/// Any comparison of an integer field with a literal (`in`, `not_in`, …).
struct IntCompare(Op, Value);

impl Leaf<i64> for IntCompare {
    type Out = Pred;
    fn make<R>(self, read: R) -> Pred
    where
        R: Fn(&Env, At) -> Option<i64> + Send + Sync + 'static,
    {
        let IntCompare(op, r) = self;
        Pred::new(move |env, at| {
            let l = read(env, at).map_or(Value::Null, Value::Int);
            super::compare(&l, op, &r)
        })
    }
}

/// An integer field compared with an integer field of the checked element (read by
/// the boxed reader).
struct CheckedInt(Op, Boxed<i64>);

impl Leaf<i64> for CheckedInt {
    type Out = Pred;
    fn make<R>(self, read: R) -> Pred
    where
        R: Fn(&Env, At) -> Option<i64> + Send + Sync + 'static,
    {
        let CheckedInt(op, r) = self;
        Pred::new(move |env, at| match (read(env, at), r(env, env.checked)) {
            // `compare` of two `Value::Int`s is `int_order`.
            (Some(a), Some(b)) => int_order(a, op, b).unwrap_or(false),
            (a, b) => super::compare(
                &a.map_or(Value::Null, Value::Int),
                op,
                &b.map_or(Value::Null, Value::Int),
            ),
        })
    }
}

/// A field compared with a field of the checked element (`index lt $.file_count`).
fn test_checked(lhs: Path, op: Op, p: Path) -> Pred {
    let ordered = matches!(op, Op::Eq | Op::Ne | Op::Lt | Op::Le | Op::Gt | Op::Ge);
    if let (true, Some(r)) = (ordered, readers::int(p, KeepReader)) {
        if let Some(pred) = readers::int(lhs, CheckedInt(op, r)) {
            return pred;
        }
    }
    // What `Env::holds` computes when either side is not an integer.
    Pred::new(move |env, at| super::compare(&env.get(at, lhs), op, &env.get(env.checked, p)))
}

/// `c` compiled (after [`merge_names`]).
pub(crate) fn compile(c: &Cond) -> Pred {
    compile_merged(&merge_names(c))
}

/// `c` with nested `all`/`any` flattened and the name tests on one field that `not`,
/// `any` or `all` combine merged into one test (the same truth value for every
/// element: `a in A or a in B` is `a in A∪B`, a null field being in no set).
fn merge_names(c: &Cond) -> Cond {
    match c {
        Cond::Not(inner) => match merge_names(inner) {
            Cond::Sym { lhs, set, negate } => Cond::Sym {
                lhs,
                set,
                negate: !negate,
            },
            other => Cond::Not(Box::new(other)),
        },
        Cond::All(parts) | Cond::Any(parts) => {
            let any = matches!(c, Cond::Any(_));
            let mut out: Vec<Cond> = Vec::with_capacity(parts.len());
            let add = |p: Cond, out: &mut Vec<Cond>| {
                if let Cond::Sym { lhs, set, negate } = &p {
                    let earlier = out.iter_mut().find_map(|q| match q {
                        Cond::Sym {
                            lhs: l,
                            set: s,
                            negate: n,
                        } if l == lhs && n == negate => Some(s),
                        _ => None,
                    });
                    if let Some(s) = earlier {
                        // any of `in`s and all of `not_in`s: the union; otherwise the
                        // intersection.
                        let merged: Vec<Sym> = if any != *negate {
                            s.iter().chain(set.iter()).copied().collect()
                        } else {
                            s.iter().copied().filter(|x| set.contains(x)).collect()
                        };
                        *s = merged.into();
                        return;
                    }
                }
                out.push(p);
            };
            for p in parts.iter().map(merge_names) {
                match p {
                    Cond::All(inner) if !any => inner.into_iter().for_each(|q| add(q, &mut out)),
                    Cond::Any(inner) if any => inner.into_iter().for_each(|q| add(q, &mut out)),
                    p => add(p, &mut out),
                }
            }
            match (out.len(), any) {
                (1, _) => out.pop().unwrap_or(Cond::True),
                (_, true) => Cond::Any(out),
                (_, false) => Cond::All(out),
            }
        }
        other => other.clone(),
    }
}

/// `c` compiled, as it is.
fn compile_merged(c: &Cond) -> Pred {
    match c {
        Cond::True => Pred::new(|_, _| true),
        Cond::All(parts) => {
            let mut parts: Vec<Pred> = parts.iter().map(compile_merged).collect();
            if parts.len() == 2 {
                if let (Some(b), Some(a)) = (parts.pop(), parts.pop()) {
                    return Pred::new(move |env, at| a.holds(env, at) && b.holds(env, at));
                }
            }
            Pred::new(move |env, at| parts.iter().all(|p| p.holds(env, at)))
        }
        Cond::Any(parts) => {
            let mut parts: Vec<Pred> = parts.iter().map(compile_merged).collect();
            if parts.len() == 2 {
                if let (Some(b), Some(a)) = (parts.pop(), parts.pop()) {
                    return Pred::new(move |env, at| a.holds(env, at) || b.holds(env, at));
                }
            }
            Pred::new(move |env, at| parts.iter().any(|p| p.holds(env, at)))
        }
        Cond::Not(inner) => {
            let inner = compile_merged(inner);
            Pred::new(move |env, at| !inner.holds(env, at))
        }
        // No name is in an empty set, and a null field is in none.
        Cond::Sym { set, negate, .. } if set.is_empty() => {
            let negate = *negate;
            Pred::new(move |_, _| negate)
        }
        Cond::Sym { lhs, set, negate } => {
            readers::sym(*lhs, SymTest(SymSet::new(set), *negate)).unwrap_or_else(|| walk(c))
        }
        Cond::Int { lhs, op, value } => {
            readers::int(*lhs, IntTest(*op, *value)).unwrap_or_else(|| walk(c))
        }
        Cond::Bool { lhs, value, negate } => {
            readers::boolean(*lhs, BoolTest(*value, *negate)).unwrap_or_else(|| walk(c))
        }
        Cond::Test {
            lhs,
            op,
            rhs: Rhs::Lit(r),
        } => readers::mask(*lhs, MaskTest::new(*op, r))
            .or_else(|| readers::int(*lhs, IntCompare(*op, r.clone())))
            .unwrap_or_else(|| walk(c)),
        Cond::Test {
            lhs,
            op,
            rhs: Rhs::Checked(p),
        } => test_checked(*lhs, *op, *p),
        Cond::Exists {
            src,
            filter,
            keys,
            cache,
        } => {
            let (src, cache, gate) = (*src, *cache, Gate::new(keys));
            let filter = compile_merged(filter);
            Pred::new(move |env, _| {
                env.cached(cache, || {
                    !gate.lacks(&env.facts_of(src.stage).present)
                        && any_element(env.facts_of(src.stage), src, |e| filter.holds(env, e))
                })
            })
        }
        Cond::Count {
            src,
            filter,
            tests,
            keys,
            cache,
        } => {
            let (src, cache, gate) = (*src, *cache, Gate::new(keys));
            let filter = compile_merged(filter);
            let tests = tests.clone();
            Pred::new(move |env, _| {
                env.cached(cache, || {
                    let mut n = 0i64;
                    if !gate.lacks(&env.facts_of(src.stage).present) {
                        any_element(env.facts_of(src.stage), src, |e| {
                            n += i64::from(filter.holds(env, e));
                            false
                        });
                    }
                    let n = Value::Int(n);
                    tests
                        .iter()
                        .all(|(op, r)| super::compare(&n, *op, &env.rhs_ref(r)))
                })
            })
        }
        Cond::Test { .. } => walk(c),
    }
}

/// A folded check's conditions, compiled: what [`super::run`] evaluates per element.
#[derive(Debug)]
pub(crate) struct Compiled {
    /// The program the check's collection is in.
    pub stage: u8,
    /// The presence keys of a `for_each` (none for the other checks).
    pub gate: Gate,
    /// The filter (`where`) of the check.
    pub filter: Pred,
    /// The `require` of a `for_each`.
    pub require: Option<Pred>,
    /// For a `for_each`, the names whose elements alone can pass its filter
    /// (`check::bucket_scan`).
    pub bucket: Option<(KeyOn, Box<[Sym]>, Option<u8>)>,
}

impl Compiled {
    /// True when the program lacks a presence key of the check (it cannot fire).
    #[inline]
    pub fn lacks(&self, env: &Env) -> bool {
        self.gate.lacks(&env.facts_of(self.stage).present)
    }

    /// `check` compiled.
    pub fn new(check: &Check) -> Compiled {
        match check {
            Check::ForEach {
                src,
                filter,
                body,
                keys,
                ..
            } => Compiled {
                stage: src.stage,
                gate: Gate::new(keys),
                filter: compile(filter),
                require: match body {
                    Body::Require(r) => Some(compile(r)),
                    _ => None,
                },
                bucket: super::check::bucket_scan(src.coll, keys)
                    .map(|(on, names, role)| (on, names.into(), role)),
            },
            Check::Exists { src, filter, .. }
            | Check::Aggregate { src, filter, .. }
            | Check::Join { src, filter, .. } => Compiled {
                stage: src.stage,
                gate: Gate::Open,
                filter: compile(filter),
                require: None,
                bucket: None,
            },
        }
    }
}
