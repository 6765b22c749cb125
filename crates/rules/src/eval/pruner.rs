//! The summary tests of `prune.rs` compiled once per folded check: every decision that
//! does not depend on the program (which summary field, which names, parts that are
//! always unknown) is taken when the rule set is built, so that deciding per program
//! that a rule cannot fire is a few precomputed tests, run as closures (`pruner_fn.rs`).
//!
//! [`Pruner::can_fire`] returns exactly what [`super::prune::can_fire`] returns for the
//! same check, plan and program (the tests in this file compare the two).

use super::gate::Gate;
use super::prune::{decidable, program_level, Tri, MAX_PRUNE_DEPTH};
use super::prune::{PRUNE_FILTER, PRUNE_REQUIRE};
use super::pruner_fn::{closure, TriFn};
use super::Env;
use crate::compiled::{Body, Check, Cond, Key, Op, Rhs, Source, StageId};
use crate::facts::summary::{BOOL_FIELDS, INT_FIELDS, OPERAND_INT_FIELDS};
use crate::facts::Presence;
use crate::fields::{Coll, IField, OField, OpSel, Path};
use crate::value::Value;
use crate::vocab::Sym;

/// One compiled summary test (what `prune::tri_at` computes for one condition).
#[derive(Clone, Debug)]
pub(super) enum Node {
    /// Known without the program.
    Const(Tri),
    /// Every part (never if one is never, unknown if one is unknown).
    All(Box<[Node]>),
    /// Some part (always if one is always, unknown if one is unknown).
    Any(Box<[Node]>),
    /// The opposite.
    Not(Box<Node>),
    /// A program-level comparison, evaluated exactly on the program element.
    Program(Box<Cond>, StageId),
    /// Unknown when one of the names occurs, else `absent`.
    Names {
        stage: StageId,
        words: Box<[(u32, u64)]>,
        absent: Tri,
    },
    /// A source-modifier test against the modifiers that occur.
    Modifiers {
        stage: StageId,
        set: Box<[Sym]>,
        negate: bool,
    },
    /// Never when a key of an `exists` filter is absent from the program.
    Exists { stage: StageId, gate: Gate },
    /// A summarised integer operand field against a literal.
    OperandRange {
        stage: StageId,
        k: u8,
        op: Op,
        value: i64,
    },
    /// A summarised boolean statement field equal (or not) to a literal.
    Bool {
        stage: StageId,
        k: u8,
        value: bool,
        negate: bool,
    },
    /// When no operand is relatively addressed: `then`; otherwise unknown.
    NoRelative { stage: StageId, then: Tri },
    /// A summarised integer statement field against a literal.
    IntRange {
        stage: StageId,
        k: u8,
        op: Op,
        value: i64,
    },
    /// Distinct registers read of a file against a literal.
    Reads {
        stage: StageId,
        file: Sym,
        op: Op,
        value: i64,
    },
    /// A comparison whose right-hand side is read from the profile or program.
    Test {
        src: Source,
        lhs: Path,
        op: Op,
        rhs: Rhs,
    },
}

/// The compiled summary tests of one check.
pub(crate) struct Pruner {
    /// The filter; the check cannot fire when it is never true.
    filter: Node,
    /// The requirement; the check cannot fire when it always holds.
    require: Node,
    /// `filter` as a closure (none when it is always unknown).
    filter_fn: Option<TriFn>,
    /// `require` as a closure (none when it is always unknown).
    require_fn: Option<TriFn>,
}

impl Clone for Pruner {
    fn clone(&self) -> Pruner {
        Pruner {
            filter: self.filter.clone(),
            require: self.require.clone(),
            filter_fn: closure_of(&self.filter),
            require_fn: closure_of(&self.require),
        }
    }
}

impl std::fmt::Debug for Pruner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pruner")
            .field("filter", &self.filter)
            .field("require", &self.require)
            .finish()
    }
}

/// The closure of a test, none when it is always unknown.
fn closure_of(n: &Node) -> Option<TriFn> {
    match n {
        Node::Const(Tri::Unknown) => None,
        n => Some(closure(n)),
    }
}

impl Pruner {
    /// The tests of `check` that `plan` (its [`super::plan`]) allows.
    pub fn new(check: &Check, plan: u8) -> Pruner {
        let (filter, require) = Pruner::nodes(check, plan);
        Pruner {
            filter_fn: closure_of(&filter),
            require_fn: closure_of(&require),
            filter,
            require,
        }
    }

    /// The filter and requirement tests of `check`.
    fn nodes(check: &Check, plan: u8) -> (Node, Node) {
        let unknown = || Node::Const(Tri::Unknown);
        match check {
            Check::ForEach {
                src,
                filter,
                body,
                keys,
                ..
            } => (
                if plan & PRUNE_FILTER != 0 {
                    compile(filter, *src, 0, Some(keys))
                } else {
                    unknown()
                },
                match body {
                    Body::Require(req) if plan & PRUNE_REQUIRE != 0 => compile(req, *src, 0, None),
                    _ => unknown(),
                },
            ),
            _ => (unknown(), unknown()),
        }
    }

    /// True unless the summaries prove that the check reports nothing for this program.
    #[inline]
    pub fn can_fire(&self, env: &Env) -> bool {
        if let Some(f) = &self.filter_fn {
            if f(env) == Tri::Never {
                return false;
            }
        }
        self.require_fn
            .as_ref()
            .is_none_or(|r| r(env) != Tri::Always)
    }
}

/// The position of `x` in `list`, as a byte.
fn position<T: PartialEq>(list: &[T], x: &T) -> Option<u8> {
    list.iter().position(|y| y == x).map(|k| k as u8)
}

/// `prune::tri_at` with everything that does not depend on the program decided now;
/// `keys` as in `prune::decidable` (a name test keyed by the filter is always unknown
/// once the keys held, which they did when the pruning runs).
fn compile(c: &Cond, src: Source, depth: u8, keys: Option<&[Key]>) -> Node {
    let unknown = Node::Const(Tri::Unknown);
    if depth > MAX_PRUNE_DEPTH {
        return unknown;
    }
    if program_level(c) {
        return Node::Program(Box::new(c.clone()), src.stage);
    }
    let stage = src.stage;
    match c {
        Cond::True => Node::Const(Tri::Always),
        Cond::All(parts) => {
            let parts: Vec<Node> = parts
                .iter()
                .map(|p| compile(p, src, depth + 1, keys))
                .collect();
            combine(parts, Tri::Never, Tri::Always, Node::All)
        }
        Cond::Any(parts) => {
            let parts: Vec<Node> = parts
                .iter()
                .map(|p| compile(p, src, depth + 1, None))
                .collect();
            combine(parts, Tri::Always, Tri::Never, Node::Any)
        }
        Cond::Not(inner) => match compile(inner, src, depth + 1, None) {
            Node::Const(t) => Node::Const(t.not()),
            n => Node::Not(Box::new(n)),
        },
        Cond::Sym { lhs, set, negate } => match lhs {
            Path::I(IField::Opcode | IField::Class)
            | Path::Op(_, OField::File | OField::RelFile) => {
                if !decidable(c, depth, keys) {
                    // A key with these names held: one of them occurs.
                    return unknown;
                }
                let absent = if *negate { Tri::Always } else { Tri::Never };
                Node::Names {
                    stage,
                    words: Presence::words_of(set).into(),
                    absent,
                }
            }
            Path::Op(OpSel::Own, OField::Modifier)
                if matches!(src.coll, Coll::Read | Coll::Predicate) =>
            {
                Node::Modifiers {
                    stage,
                    set: set.clone(),
                    negate: *negate,
                }
            }
            _ => unknown,
        },
        Cond::Exists {
            src: inner, keys, ..
        } => Node::Exists {
            stage: inner.stage,
            gate: Gate::new(keys),
        },
        Cond::Int {
            lhs: Path::Op(OpSel::Own, f),
            op,
            value,
        } if src.coll.has_own_operand() => match position(&OPERAND_INT_FIELDS, f) {
            Some(k) => Node::OperandRange {
                stage,
                k,
                op: *op,
                value: *value,
            },
            None => unknown,
        },
        Cond::Bool {
            lhs: Path::I(f),
            value,
            negate,
        } => match position(&BOOL_FIELDS, f) {
            Some(k) => Node::Bool {
                stage,
                k,
                value: *value,
                negate: *negate,
            },
            None => unknown,
        },
        Cond::Bool {
            lhs: Path::Op(sel, OField::Relative),
            value,
            negate,
        } => {
            let own = *sel == OpSel::Own && src.coll.has_own_operand();
            let eq = match (*value, own) {
                (true, _) => Tri::Never,
                (false, true) => Tri::Always,
                (false, false) => Tri::Unknown,
            };
            let then = if *negate { eq.not() } else { eq };
            if then == Tri::Unknown {
                unknown
            } else {
                Node::NoRelative { stage, then }
            }
        }
        Cond::Int {
            lhs: Path::I(f),
            op,
            value,
        } => int_range(stage, *f, *op, *value),
        Cond::Int {
            lhs: Path::DistinctReads(file),
            op,
            value,
        } => Node::Reads {
            stage,
            file: *file,
            op: *op,
            value: *value,
        },
        Cond::Test { lhs, op, rhs } => match rhs {
            Rhs::Lit(r) => match r {
                Value::Null => Node::Const(Tri::Always),
                Value::Int(r) => match lhs {
                    Path::I(f) => int_range(stage, *f, *op, *r),
                    Path::DistinctReads(file) => Node::Reads {
                        stage,
                        file: *file,
                        op: *op,
                        value: *r,
                    },
                    _ => unknown,
                },
                _ => unknown,
            },
            Rhs::Profile(..) | Rhs::Program(..) => Node::Test {
                src,
                lhs: *lhs,
                op: *op,
                rhs: rhs.clone(),
            },
            _ => unknown,
        },
        _ => unknown,
    }
}

/// A summarised integer statement field against a literal (unknown for the others).
fn int_range(stage: StageId, f: IField, op: Op, value: i64) -> Node {
    match position(&INT_FIELDS, &f) {
        Some(k) => Node::IntRange {
            stage,
            k,
            op,
            value,
        },
        None => Node::Const(Tri::Unknown),
    }
}

/// `all` (`short` = never, `neutral` = always) or `any` (the reverse) of `parts`,
/// folded when the constant parts decide it.
fn combine(parts: Vec<Node>, short: Tri, neutral: Tri, make: fn(Box<[Node]>) -> Node) -> Node {
    let mut rest = Vec::with_capacity(parts.len());
    let mut unknown = false;
    for p in parts {
        match p {
            Node::Const(t) if t == short => return Node::Const(short),
            Node::Const(t) if t == neutral => {}
            Node::Const(_) => unknown = true,
            n => rest.push(n),
        }
    }
    match (rest.len(), unknown) {
        (0, false) => Node::Const(neutral),
        (0, true) => Node::Const(Tri::Unknown),
        (1, false) => rest.pop().unwrap_or(Node::Const(neutral)),
        (_, true) => {
            // An unknown part keeps the result from being `neutral`.
            rest.push(Node::Const(Tri::Unknown));
            make(rest.into())
        }
        _ => make(rest.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::{prune, At};
    use super::*;
    use crate::facts::Elem;
    use crate::RuleSet;
    use std::cell::Cell;

    /// Every static rule of every program of the published suite (a third of its text
    /// cases, valid and invalid): the compiled tests decide as `prune::can_fire` does.
    #[test]
    fn compiled_tests_decide_as_the_summaries_do() {
        let rs = RuleSet::embedded_default();
        let (mut compared, mut fired, mut pruned) = (0, 0, 0);
        super::super::suite_texts::for_each_program(rs, 3, |path, facts, p| {
            let cache = vec![Cell::new(0u8); rs.cache_slots as usize];
            let values = rs.table.values(p);
            let env = Env {
                facts: [facts, facts],
                profile: [values, values],
                checked: At {
                    stage: 0,
                    elem: Elem::Program,
                },
                group: None,
                vocab: &rs.vocab,
                cache: &cache,
            };
            for f in rs.folded(p) {
                if let Check::ForEach { src, keys, .. } = &f.check {
                    if env.lacks(*src, keys) {
                        continue;
                    }
                }
                let want = prune::can_fire(&f.check, &env, super::super::plan(&f.check));
                assert_eq!(
                    f.pruner.can_fire(&env),
                    want,
                    "rule {} on {}",
                    rs.rules[f.rule as usize].id,
                    path.display()
                );
                compared += 1;
                if want {
                    fired += 1;
                } else {
                    pruned += 1;
                }
            }
        });
        assert!(compared > 100_000, "only {compared} decisions compared");
        assert!(
            fired > 1000 && pruned > 1000,
            "{fired} may fire, {pruned} pruned"
        );
    }
}
