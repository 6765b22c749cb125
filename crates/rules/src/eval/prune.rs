//! Deciding from a program's summaries, before looking at any element, that a rule
//! cannot be broken (its filter never holds, or its requirement always does).

use super::Env;
use crate::compiled::{Body, Check, Cond, Key, Op, Rhs, Source};
use crate::facts::Facts;
use crate::fields::{Coll, IField, OField, OpSel, Path};
use crate::value::Value;

/// What a condition is known to be for every element of a program.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Tri {
    Always,
    Never,
    Unknown,
}

impl Tri {
    pub(super) fn not(self) -> Tri {
        match self {
            Tri::Always => Tri::Never,
            Tri::Never => Tri::Always,
            Tri::Unknown => Tri::Unknown,
        }
    }
}

/// Which parts of a check the summaries may decide (see [`plan`]).
pub(crate) const PRUNE_FILTER: u8 = 1;
/// The `require` of a `for_each` may be decided.
pub(crate) const PRUNE_REQUIRE: u8 = 2;

/// For a check whose presence keys held, which of its filter and requirement
/// [`can_fire`] may decide for some program: the others always come out unknown, so
/// walking them is skipped (the result is the same).
pub(crate) fn plan(check: &Check) -> u8 {
    match check {
        Check::ForEach {
            filter, body, keys, ..
        } => {
            let mut out = 0;
            if decidable(filter, 0, Some(keys)) {
                out |= PRUNE_FILTER;
            }
            if let Body::Require(req) = body {
                if decidable(req, 0, None) {
                    out |= PRUNE_REQUIRE;
                }
            }
            out
        }
        _ => 0,
    }
}

/// False only when [`tri_at`] returns unknown for `c` whatever the program (given, for
/// a filter, that its presence keys held; `keys` is then `Some`).
pub(super) fn decidable(c: &Cond, depth: u8, keys: Option<&[Key]>) -> bool {
    if depth > MAX_PRUNE_DEPTH {
        return false;
    }
    if program_level(c) {
        return true;
    }
    match c {
        Cond::True => true,
        // Only the top-level conjuncts of a filter gave its keys.
        Cond::All(parts) => parts.iter().any(|p| decidable(p, depth + 1, keys)),
        Cond::Any(parts) => parts.iter().any(|p| decidable(p, depth + 1, None)),
        Cond::Not(c) => decidable(c, depth + 1, None),
        Cond::Sym { lhs, set, negate } => match lhs {
            Path::Op(_, OField::RelFile) => true,
            Path::I(IField::Opcode | IField::Class) | Path::Op(_, OField::File) => {
                // A key of the same names held: some name occurs, so this is unknown.
                let mut names = set.to_vec();
                names.sort_unstable();
                names.dedup();
                let keyed = !*negate
                    && keys.is_some_and(|ks| {
                        ks.iter()
                            .any(|k| matches!(k, Key::Names(_, n) if *n == names))
                    });
                !keyed
            }
            Path::Op(OpSel::Own, OField::Modifier) => true,
            _ => false,
        },
        Cond::Exists { .. } => true,
        Cond::Int {
            lhs: Path::Op(OpSel::Own, _) | Path::I(_) | Path::DistinctReads(_),
            ..
        } => true,
        Cond::Bool {
            lhs: Path::I(_) | Path::Op(_, OField::Relative),
            ..
        } => true,
        // A missing limit makes any comparison hold, whatever the field.
        Cond::Test { rhs, .. } => matches!(rhs, Rhs::Lit(_) | Rhs::Profile(..) | Rhs::Program(..)),
        _ => false,
    }
}

/// True unless the summaries prove that `check` reports nothing for this program;
/// `plan` is [`plan`]`(check)`.
pub(crate) fn can_fire(check: &Check, env: &Env, plan: u8) -> bool {
    match check {
        Check::ForEach {
            src, filter, body, ..
        } => {
            if plan & PRUNE_FILTER != 0 && tri(filter, env, *src) == Tri::Never {
                return false;
            }
            match body {
                Body::Require(req) if plan & PRUNE_REQUIRE != 0 => {
                    tri(req, env, *src) != Tri::Always
                }
                _ => true,
            }
        }
        _ => true,
    }
}

/// Whether `field == value` (negated by `negate`) holds for every element, for none, or
/// it depends, from whether some element has the field true and whether some has it false.
pub(super) fn bool_test(some_true: bool, some_false: bool, value: bool, negate: bool) -> Tri {
    let (has_v, has_not_v) = if value {
        (some_true, some_false)
    } else {
        (some_false, some_true)
    };
    let eq = if !has_not_v {
        Tri::Always
    } else if !has_v {
        Tri::Never
    } else {
        Tri::Unknown
    };
    if negate {
        eq.not()
    } else {
        eq
    }
}

/// Whether `l op r` holds for every `l` in `lo..=hi`, for none, or it depends.
pub(super) fn range_test(lo: i64, hi: i64, op: Op, r: i64) -> Tri {
    let (all, none) = match op {
        Op::Eq => (lo == r && hi == r, r < lo || r > hi),
        Op::Ne => (r < lo || r > hi, lo == r && hi == r),
        Op::Lt => (hi < r, lo >= r),
        Op::Le => (hi <= r, lo > r),
        Op::Gt => (lo > r, hi <= r),
        Op::Ge => (lo >= r, hi < r),
        _ => (false, false),
    };
    if all {
        Tri::Always
    } else if none {
        Tri::Never
    } else {
        Tri::Unknown
    }
}

/// Whether `c` holds for every element of `src`, for none, or it depends.
fn tri(c: &Cond, env: &Env, src: Source) -> Tri {
    tri_at(c, env, src, 0)
}

/// How deep into `all`/`any`/`not` the summaries are consulted (deeper parts are
/// rarely decidable, and walking them costs more than it saves).
pub(super) const MAX_PRUNE_DEPTH: u8 = 3;

fn tri_at(c: &Cond, env: &Env, src: Source, depth: u8) -> Tri {
    if depth > MAX_PRUNE_DEPTH {
        return Tri::Unknown;
    }
    let facts: &Facts = env.facts_of(src.stage);
    let summary = &facts.summary;
    if program_level(c) {
        // The same value for every element: evaluate it once, exactly.
        let program = super::At {
            stage: src.stage,
            elem: crate::facts::Elem::Program,
        };
        return if env.holds(program, c) {
            Tri::Always
        } else {
            Tri::Never
        };
    }
    match c {
        Cond::True => Tri::Always,
        Cond::All(parts) => {
            let mut out = Tri::Always;
            for p in parts {
                match tri_at(p, env, src, depth + 1) {
                    Tri::Never => return Tri::Never,
                    Tri::Unknown => out = Tri::Unknown,
                    Tri::Always => {}
                }
            }
            out
        }
        Cond::Any(parts) => {
            let mut out = Tri::Never;
            for p in parts {
                match tri_at(p, env, src, depth + 1) {
                    Tri::Always => return Tri::Always,
                    Tri::Unknown => out = Tri::Unknown,
                    Tri::Never => {}
                }
            }
            out
        }
        Cond::Not(c) => tri_at(c, env, src, depth + 1).not(),
        Cond::Sym { lhs, set, negate } => {
            let present = match lhs {
                // The presence set holds every operand's file and relative-address file.
                Path::I(IField::Opcode | IField::Class)
                | Path::Op(_, OField::File | OField::RelFile) => {
                    // A name that never occurs is never the field's value.
                    if set.iter().any(|s| facts.present.contains(*s)) {
                        return Tri::Unknown;
                    }
                    false
                }
                Path::Op(OpSel::Own, OField::Modifier)
                    if matches!(src.coll, Coll::Read | Coll::Predicate) =>
                {
                    // Sources always have a modifier; compare with those that occur.
                    let occurring = &facts.summary.modifiers;
                    if occurring.iter().all(|m| set.contains(m)) {
                        true
                    } else if occurring.iter().any(|m| set.contains(m)) {
                        return Tri::Unknown;
                    } else {
                        false
                    }
                }
                _ => return Tri::Unknown,
            };
            let t = if present { Tri::Always } else { Tri::Never };
            if *negate {
                t.not()
            } else {
                t
            }
        }
        Cond::Exists {
            src: inner, keys, ..
        } => {
            if env.lacks(*inner, keys) {
                Tri::Never
            } else {
                Tri::Unknown
            }
        }
        Cond::Int {
            lhs: Path::Op(OpSel::Own, f),
            op,
            value,
        } if src.coll.has_own_operand() => match facts.summary.operand_range(*f) {
            Some((lo, hi)) => range_test(lo, hi, *op, *value),
            None => Tri::Unknown,
        },
        Cond::Bool {
            lhs: Path::I(f),
            value,
            negate,
        } => match summary.bools(*f) {
            Some((some_true, some_false)) => bool_test(some_true, some_false, *value, *negate),
            None => Tri::Unknown,
        },
        Cond::Bool {
            lhs: Path::Op(sel, OField::Relative),
            value,
            negate,
        } if !facts.present.relative => {
            // No operand is relatively addressed: the field is false, or null for a
            // missing `dst`/`src.N` (and null equals nothing).
            let own = *sel == OpSel::Own && src.coll.has_own_operand();
            let eq = match (*value, own) {
                (true, _) => Tri::Never,
                (false, true) => Tri::Always,
                (false, false) => Tri::Unknown,
            };
            if *negate {
                eq.not()
            } else {
                eq
            }
        }
        Cond::Int {
            lhs: Path::I(f),
            op,
            value,
        } => match summary.range(*f) {
            Some((lo, hi)) => range_test(lo, hi, *op, *value),
            None => Tri::Unknown,
        },
        // A `$profile` limit folded into a literal (`specialize`): as for `Test` below.
        Cond::Int {
            lhs: Path::DistinctReads(file),
            op,
            value,
        } => range_test(0, summary.max_reads(*file), *op, *value).max_unknown_low(),
        Cond::Test { lhs, op, rhs } => {
            // Only values that are the same for every element can be judged here.
            if !matches!(rhs, Rhs::Lit(_) | Rhs::Profile(..) | Rhs::Program(..)) {
                return Tri::Unknown;
            }
            let r = env.rhs_ref(rhs);
            if r.is_null() {
                // Every comparison with a missing limit holds.
                return Tri::Always;
            }
            let Value::Int(r) = *r else {
                return Tri::Unknown;
            };
            match lhs {
                Path::I(f) => match summary.range(*f) {
                    Some((lo, hi)) => range_test(lo, hi, *op, r),
                    None => Tri::Unknown,
                },
                Path::DistinctReads(file) => {
                    range_test(0, summary.max_reads(*file), *op, r).max_unknown_low()
                }
                _ => Tri::Unknown,
            }
        }
        _ => Tri::Unknown,
    }
}

/// True when `c` compares a program-level field (`slots`, `instruction_count`, …: the
/// same for every element) with a value that does not depend on the element.
pub(super) fn program_level(c: &Cond) -> bool {
    match c {
        Cond::Sym { lhs, .. } | Cond::Int { lhs, .. } | Cond::Bool { lhs, .. } => {
            matches!(lhs, Path::P(_))
        }
        Cond::Test { lhs, rhs, .. } => matches!(lhs, Path::P(_)) && !rhs.uses_checked(),
        _ => false,
    }
}

pub(super) trait LowBound {
    /// With 0 only a lower bound of the true minimum, "never" cannot be trusted.
    fn max_unknown_low(self) -> Tri;
}

impl LowBound for Tri {
    fn max_unknown_low(self) -> Tri {
        match self {
            Tri::Always => Tri::Always,
            _ => Tri::Unknown,
        }
    }
}
