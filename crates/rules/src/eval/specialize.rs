//! Partial evaluation of a static check for one profile: `$profile.…` references, the
//! program's `profile` and `kind` fields and the `exists` over the program element
//! that test them are the same for every program of the profile, so they are folded
//! into constants once, when the rule set is built, instead of per program and element.
//!
//! The folded check means exactly what the original means for programs of that
//! profile (the same violations at the same elements); a check that can then never
//! report anything is not run for the profile at all.

use crate::compiled::{Body, Check, Cond, Key, Rhs};
use crate::fields::{Coll, PField, Path};
use crate::value::Value;
use crate::vocab::Sym;

/// What is fixed by the profile.
pub(crate) struct Fixed<'a> {
    /// `$profile` values, by slot.
    pub values: &'a [Value],
    /// The program's `profile` field.
    pub profile: Option<Sym>,
    /// The program's `kind` field.
    pub kind: Option<Sym>,
}

/// The constant false (the language has no such literal; `not` of an empty mapping).
fn never() -> Cond {
    Cond::Not(Box::new(Cond::True))
}

fn is_true(c: &Cond) -> bool {
    matches!(c, Cond::True)
}

fn is_false(c: &Cond) -> bool {
    matches!(c, Cond::Not(inner) if matches!(**inner, Cond::True))
}

impl Fixed<'_> {
    /// The program field `f` when the profile decides it.
    fn program_field(&self, f: PField) -> Option<Value> {
        let s = match f {
            PField::Profile => self.profile,
            PField::Kind => self.kind,
            _ => return None,
        };
        Some(s.map_or(Value::Null, Value::Sym))
    }

    /// The right-hand side with profile references replaced by their values.
    fn rhs(&self, r: &Rhs) -> Rhs {
        match r {
            Rhs::Profile(_, slot) => {
                Rhs::Lit(self.values.get(*slot).cloned().unwrap_or(Value::Null))
            }
            Rhs::Program(_, f) => match self.program_field(*f) {
                Some(v) => Rhs::Lit(v),
                None => r.clone(),
            },
            Rhs::List(items) => {
                let items: Vec<Rhs> = items.iter().map(|i| self.rhs(i)).collect();
                // Fully known: the evaluator's list (null items are left out).
                let lits: Option<Vec<Value>> = items
                    .iter()
                    .map(|i| match i {
                        Rhs::Lit(v) => Some(v.clone()),
                        Rhs::NullLit => Some(Value::Null),
                        _ => None,
                    })
                    .collect();
                match lits {
                    Some(vs) => Rhs::Lit(Value::List(
                        vs.into_iter().filter(|v| !v.is_null()).collect(),
                    )),
                    None => Rhs::List(items),
                }
            }
            other => other.clone(),
        }
    }

    /// The condition with everything the profile decides folded.
    pub fn cond(&self, c: &Cond) -> Cond {
        match c {
            Cond::True => Cond::True,
            Cond::All(parts) => {
                let mut out = Vec::with_capacity(parts.len());
                for p in parts {
                    let p = self.cond(p);
                    if is_false(&p) {
                        return never();
                    }
                    if !is_true(&p) {
                        out.push(p);
                    }
                }
                match out.len() {
                    0 => Cond::True,
                    1 => out.pop().unwrap_or(Cond::True),
                    _ => Cond::All(out),
                }
            }
            Cond::Any(parts) => {
                let mut out = Vec::with_capacity(parts.len());
                for p in parts {
                    let p = self.cond(p);
                    if is_true(&p) {
                        return Cond::True;
                    }
                    if !is_false(&p) {
                        out.push(p);
                    }
                }
                match out.len() {
                    0 => never(),
                    1 => out.pop().unwrap_or_else(never),
                    _ => Cond::Any(out),
                }
            }
            Cond::Not(inner) => {
                let inner = self.cond(inner);
                if is_true(&inner) {
                    never()
                } else if is_false(&inner) {
                    Cond::True
                } else if let Cond::Not(x) = inner {
                    *x
                } else {
                    Cond::Not(Box::new(inner))
                }
            }
            Cond::Sym { lhs, set, negate } => match self.path(*lhs) {
                Some(v) => {
                    // Same as the evaluator: a null field is in no set.
                    let inside = match v {
                        Value::Sym(s) => set.contains(&s),
                        _ => false,
                    };
                    constant(inside != *negate)
                }
                None => c.clone(),
            },
            Cond::Int { lhs, op, value } => match self.path(*lhs) {
                Some(v) => {
                    let holds = match v {
                        Value::Null => *op == crate::compiled::Op::Ne,
                        other => super::compare(&other, *op, &Value::Int(*value)),
                    };
                    constant(holds)
                }
                None => c.clone(),
            },
            Cond::Bool { lhs, value, negate } => match self.path(*lhs) {
                Some(v) => constant(match v {
                    Value::Bool(b) => (b == *value) != *negate,
                    _ => *negate,
                }),
                None => c.clone(),
            },
            Cond::Test { lhs, op, rhs } => {
                let rhs = self.rhs(rhs);
                if let Rhs::Lit(r) = &rhs {
                    if r.is_null() {
                        // A missing limit: every comparison holds.
                        return Cond::True;
                    }
                    if let Some(l) = self.path(*lhs) {
                        return constant(super::compare(&l, *op, r));
                    }
                }
                if let (Rhs::NullLit, Some(l)) = (&rhs, self.path(*lhs)) {
                    return constant((*op == crate::compiled::Op::Eq) == l.is_null());
                }
                Cond::test(*lhs, *op, rhs)
            }
            Cond::Exists {
                src,
                filter,
                keys: _,
                cache,
            } => {
                let filter = self.cond(filter);
                if is_false(&filter) {
                    return never();
                }
                if is_true(&filter) && src.coll == Coll::Program {
                    // The program collection has exactly one element.
                    return Cond::True;
                }
                Cond::Exists {
                    src: *src,
                    keys: Key::all_of(&filter),
                    filter: Box::new(filter),
                    cache: *cache,
                }
            }
            Cond::Count {
                src,
                filter,
                tests,
                keys: _,
                cache,
            } => {
                let filter = self.cond(filter);
                Cond::Count {
                    src: *src,
                    keys: Key::all_of(&filter),
                    filter: Box::new(filter),
                    tests: tests.iter().map(|(op, r)| (*op, self.rhs(r))).collect(),
                    cache: *cache,
                }
            }
        }
    }

    /// The value of a field that is the same for every element of every program of the
    /// profile (the program's profile and kind).
    fn path(&self, p: Path) -> Option<Value> {
        match p {
            Path::P(f) => self.program_field(f),
            _ => None,
        }
    }

    /// The check folded for the profile, or none when it can never report anything.
    pub fn check(&self, check: &Check) -> Option<Check> {
        match check {
            Check::ForEach {
                src,
                filter,
                body,
                keys: _,
                require_first: _,
            } => {
                let filter = self.cond(filter);
                if is_false(&filter) {
                    return None;
                }
                let body = match body {
                    Body::Require(r) => {
                        let r = self.cond(r);
                        if is_true(&r) {
                            return None;
                        }
                        Body::Require(r)
                    }
                    other => other.clone(),
                };
                let keys = Key::all_of(&filter);
                let require_first = matches!(&body, Body::Require(r) if r.cost() < filter.cost());
                Some(Check::ForEach {
                    src: *src,
                    filter,
                    body,
                    keys,
                    require_first,
                })
            }
            Check::Exists { src, filter } => Some(Check::Exists {
                src: *src,
                filter: self.cond(filter),
            }),
            Check::Aggregate {
                src,
                filter,
                group_by,
                value,
                require,
            } => Some(Check::Aggregate {
                src: *src,
                filter: self.cond(filter),
                group_by: group_by.clone(),
                value: *value,
                require: self.cond(require),
            }),
            // The pairing condition relates two elements (`$.`): left as written.
            Check::Join {
                src,
                filter,
                join,
                on,
                group_by,
                value,
                require,
            } => Some(Check::Join {
                src: *src,
                filter: self.cond(filter),
                join: *join,
                on: on.clone(),
                group_by: group_by.clone(),
                value: *value,
                require: self.cond(require),
            }),
        }
    }
}

fn constant(b: bool) -> Cond {
    if b {
        Cond::True
    } else {
        never()
    }
}
