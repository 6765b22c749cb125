//! The pruner's tests (`pruner.rs`) as closures: one small function per test instead
//! of one large `match` per node, which is most of the cost of a test this short.
//!
//! A pruner built of these closures decides as `prune::can_fire` does on every program
//! (the tests in `pruner.rs` compare the two over a third of the published suite).

use super::prune::{bool_test, range_test, LowBound, Tri};
use super::pruner::Node;
use super::{At, Env};
use crate::facts::Elem;
use crate::fields::Path;
use crate::value::Value;

/// A compiled summary test.
pub(super) type TriFn = Box<dyn Fn(&Env) -> Tri + Send + Sync>;

/// `t`, or its opposite when `negate`.
fn negated(t: Tri, negate: bool) -> Tri {
    if negate {
        t.not()
    } else {
        t
    }
}

fn is_const(n: &Node) -> bool {
    matches!(n, Node::Const(_))
}

/// What `all` (`neutral` always) or `any` (`neutral` never) of `parts` starts from: unknown
/// when a part is the constant unknown.
fn floor_of(parts: &[Node], neutral: Tri) -> Tri {
    if parts.iter().any(|p| matches!(p, Node::Const(Tri::Unknown))) {
        Tri::Unknown
    } else {
        neutral
    }
}

/// The test of `n`.
pub(super) fn closure(n: &Node) -> TriFn {
    match n.clone() {
        Node::Const(t) => Box::new(move |_| t),
        Node::All(parts) => {
            // Constant parts are decided now: a never part makes the whole never, an
            // unknown one keeps it from being always (`combine` leaves one at the end).
            if parts.iter().any(|p| matches!(p, Node::Const(Tri::Never))) {
                return Box::new(|_| Tri::Never);
            }
            let floor = floor_of(&parts, Tri::Always);
            let parts: Box<[TriFn]> = parts.iter().filter(|p| !is_const(p)).map(closure).collect();
            Box::new(move |env| {
                let mut out = floor;
                for p in parts.iter() {
                    match p(env) {
                        Tri::Never => return Tri::Never,
                        Tri::Unknown => out = Tri::Unknown,
                        Tri::Always => {}
                    }
                }
                out
            })
        }
        Node::Any(parts) => {
            if parts.iter().any(|p| matches!(p, Node::Const(Tri::Always))) {
                return Box::new(|_| Tri::Always);
            }
            let floor = floor_of(&parts, Tri::Never);
            let parts: Box<[TriFn]> = parts.iter().filter(|p| !is_const(p)).map(closure).collect();
            Box::new(move |env| {
                let mut out = floor;
                for p in parts.iter() {
                    match p(env) {
                        Tri::Always => return Tri::Always,
                        Tri::Unknown => out = Tri::Unknown,
                        Tri::Never => {}
                    }
                }
                out
            })
        }
        Node::Not(inner) => {
            let inner = closure(&inner);
            Box::new(move |env| inner(env).not())
        }
        Node::Program(c, stage) => Box::new(move |env| {
            let at = At {
                stage,
                elem: Elem::Program,
            };
            if env.holds(at, &c) {
                Tri::Always
            } else {
                Tri::Never
            }
        }),
        Node::Names {
            stage,
            words,
            absent,
        } => match *words {
            // One word of names (the usual case): a single AND.
            [(w, bits)] => Box::new(move |env| {
                let present = &env.facts_of(stage).present;
                if present.word(w) & bits != 0 {
                    Tri::Unknown
                } else {
                    absent
                }
            }),
            _ => Box::new(move |env| {
                if env.facts_of(stage).present.any_of(&words) {
                    Tri::Unknown
                } else {
                    absent
                }
            }),
        },
        Node::Modifiers { stage, set, negate } => Box::new(move |env| {
            let occurring = &env.facts_of(stage).summary.modifiers;
            let t = if occurring.iter().all(|m| set.contains(m)) {
                Tri::Always
            } else if occurring.iter().any(|m| set.contains(m)) {
                return Tri::Unknown;
            } else {
                Tri::Never
            };
            negated(t, negate)
        }),
        Node::Exists { stage, gate } => Box::new(move |env| {
            if gate.lacks(&env.facts_of(stage).present) {
                Tri::Never
            } else {
                Tri::Unknown
            }
        }),
        Node::OperandRange {
            stage,
            k,
            op,
            value,
        } => {
            Box::new(
                move |env| match env.facts_of(stage).summary.operand_ranges[usize::from(k)] {
                    Some((lo, hi)) => range_test(lo, hi, op, value),
                    None => Tri::Unknown,
                },
            )
        }
        Node::Bool {
            stage,
            k,
            value,
            negate,
        } => Box::new(move |env| {
            let s = &env.facts_of(stage).summary;
            bool_test(
                s.some_true & (1 << k) != 0,
                s.some_false & (1 << k) != 0,
                value,
                negate,
            )
        }),
        Node::NoRelative { stage, then } => Box::new(move |env| {
            if env.facts_of(stage).present.relative {
                Tri::Unknown
            } else {
                then
            }
        }),
        Node::IntRange {
            stage,
            k,
            op,
            value,
        } => Box::new(
            move |env| match env.facts_of(stage).summary.ranges[usize::from(k)] {
                Some((lo, hi)) => range_test(lo, hi, op, value),
                None => Tri::Unknown,
            },
        ),
        Node::Reads {
            stage,
            file,
            op,
            value,
        } => Box::new(move |env| {
            range_test(0, env.facts_of(stage).summary.max_reads(file), op, value).max_unknown_low()
        }),
        Node::Test { src, lhs, op, rhs } => Box::new(move |env| {
            let r = env.rhs_ref(&rhs);
            if r.is_null() {
                return Tri::Always;
            }
            let Value::Int(r) = *r else {
                return Tri::Unknown;
            };
            let summary = &env.facts_of(src.stage).summary;
            match lhs {
                Path::I(f) => match summary.range(f) {
                    Some((lo, hi)) => range_test(lo, hi, op, r),
                    None => Tri::Unknown,
                },
                Path::DistinctReads(file) => {
                    range_test(0, summary.max_reads(file), op, r).max_unknown_low()
                }
                _ => Tri::Unknown,
            }
        }),
    }
}
