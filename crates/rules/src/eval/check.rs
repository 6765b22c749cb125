//! Running one compiled check over a program (or a pair) and reporting violations.

use super::closure::{Compiled, Pred};
use super::groups::{field, Groups};
use super::{any_element, At, Env};
use crate::compiled::{AggFn, Body, Check, Cond, Key, KeyOn, Piece, Source};
use crate::facts::Elem;
use crate::fields::{Coll, IField, Path};
use crate::rule::{Rule, Stage, Violation};
use crate::value::Value;
use crate::vocab::Sym;

/// Appends the violations of `rule` to `out`, by the tree walk of `check`; `link`
/// marks spans with their stage.
///
/// `plan` is [`super::prune::plan`] of `check`, for `prune::can_fire`.
pub(crate) fn run(
    rule: &Rule,
    check: &Check,
    plan: u8,
    env: &mut Env,
    link: bool,
    out: &mut Vec<Violation>,
) {
    // The presence keys are a few bit tests: cheaper than the summaries, so first.
    if let Check::ForEach { src, keys, .. } = check {
        if env.lacks(*src, keys) {
            return;
        }
    }
    if super::prune::can_fire(check, env, plan) {
        scan(rule, check, None, env, link, out);
    }
}

/// Appends the violations of `rule` to `out` (its keys and summary tests passed);
/// `link` marks spans with their stage.
///
/// `check` is the rule's check (or its folding for the profile, `super::specialize`),
/// `compiled` its conditions compiled (none: the tree walk of `check`).
pub(crate) fn scan(
    rule: &Rule,
    check: &Check,
    compiled: Option<&Compiled>,
    env: &mut Env,
    link: bool,
    out: &mut Vec<Violation>,
) {
    // The common check, compiled: a short path without the general one's setup.
    if let (
        Some(
            c @ Compiled {
                require: Some(req), ..
            },
        ),
        Check::ForEach {
            src, require_first, ..
        },
    ) = (compiled, check)
    {
        let bucket = c.bucket.as_ref().map(|(on, n, r)| (*on, &n[..], *r));
        require_scan(
            env,
            *src,
            bucket,
            *require_first,
            |env, e| c.filter.holds(env, e),
            |env, e| req.holds(env, e),
            &mut |env, at| report_at(rule, env, at, link, out),
        );
        return;
    }
    scan_general(rule, check, compiled, env, link, out);
}

/// Appends the violation of `rule` at `at` to `out`.
#[inline(never)]
fn report_at(rule: &Rule, env: &Env, at: At, link: bool, out: &mut Vec<Violation>) {
    out.push(Violation {
        rule: rule.id.clone(),
        span: env.facts_of(at.stage).span(at.elem),
        message: message(rule, env, at),
        stage: link.then_some(if at.stage == 0 { Stage::Vs } else { Stage::Ps }),
    });
}

/// Visits the elements of a `for_each … require` (the bucket of its key names when it
/// has one, `bucket_scan`) and reports those that pass `filter` but not `require`.
fn require_scan(
    env: &mut Env,
    src: Source,
    bucket: Option<(KeyOn, &[Sym], Option<u8>)>,
    require_first: bool,
    filter: impl Fn(&Env, At) -> bool,
    require: impl Fn(&Env, At) -> bool,
    report: &mut dyn FnMut(&Env, At),
) {
    let facts = env.facts_of(src.stage);
    let mut visit = |e: At, env: &mut Env| {
        env.checked = e;
        // Same result either way; the cheaper test goes first (the order is the point,
        // which clippy's comparison of the two branches does not see).
        #[allow(clippy::if_same_then_else)]
        let broken = if require_first {
            !require(env, e) && filter(env, e)
        } else {
            filter(env, e) && !require(env, e)
        };
        if broken {
            report(env, e);
        }
    };
    match bucket {
        Some((KeyOn::OwnFile, names, role)) => {
            for name in names {
                for o in facts.by_file.group(*name) {
                    if role.is_none_or(|r| facts.operands[o as usize].role == r) {
                        visit(
                            At {
                                stage: src.stage,
                                elem: Elem::Op(o),
                            },
                            env,
                        );
                    }
                }
            }
        }
        Some((_, names, _)) => {
            for name in names {
                for i in facts.by_opcode.group(*name) {
                    visit(
                        At {
                            stage: src.stage,
                            elem: Elem::Instr(i),
                        },
                        env,
                    );
                }
            }
        }
        None => {
            any_element(facts, src, |e| {
                visit(e, env);
                false
            });
        }
    }
}

/// [`scan`] of the other checks, and of every check by the tree walk.
#[inline(never)]
fn scan_general(
    rule: &Rule,
    check: &Check,
    compiled: Option<&Compiled>,
    env: &mut Env,
    link: bool,
    out: &mut Vec<Violation>,
) {
    let mut report = |env: &Env, at: At| report_at(rule, env, at, link, out);
    let filter_holds = |env: &Env, e: At| match (compiled, check) {
        (Some(c), _) => c.filter.holds(env, e),
        (
            None,
            Check::ForEach { filter, .. }
            | Check::Exists { filter, .. }
            | Check::Aggregate { filter, .. }
            | Check::Join { filter, .. },
        ) => env.holds(e, filter),
    };
    match check {
        Check::ForEach {
            src,
            filter,
            body,
            keys,
            require_first,
        } => {
            let facts = env.facts_of(src.stage);
            let n = facts.len(src.coll);
            let at = |i: usize| At {
                stage: src.stage,
                elem: facts.elem(src.coll, i),
            };
            match body {
                Body::Require(req) => {
                    let (cf, cr) = match compiled {
                        Some(Compiled {
                            filter,
                            require: Some(req),
                            ..
                        }) => (Some(filter), Some(req)),
                        _ => (None, None),
                    };
                    let holds = |env: &Env, e: At, c: &Cond, p: Option<&Pred>| match p {
                        Some(p) => p.holds(env, e),
                        None => env.holds(e, c),
                    };
                    require_scan(
                        env,
                        *src,
                        bucket_scan(src.coll, keys),
                        *require_first,
                        |env, e| holds(env, e, filter, cf),
                        |env, e| holds(env, e, req, cr),
                        &mut report,
                    );
                }
                Body::Unique(fields) => {
                    // The keys seen so far, in one flat list (programs have few elements;
                    // equal values hash alike, so this finds what a hash set would).
                    let mut seen: Vec<Value> = Vec::new();
                    let (width, mut keys) = (fields.len(), 0usize);
                    for i in 0..n {
                        let e = at(i);
                        env.checked = e;
                        if !filter_holds(env, e) {
                            continue;
                        }
                        let start = seen.len();
                        seen.extend(fields.iter().map(|f| env.get(e, *f)));
                        let (earlier, key) = seen.split_at(start);
                        let repeated = match width {
                            0 => keys > 0,
                            _ => earlier.chunks_exact(width).any(|k| k == key),
                        };
                        if repeated {
                            seen.truncate(start);
                            report(env, e);
                        } else {
                            keys += 1;
                        }
                    }
                }
                Body::Disjoint { field, by } => {
                    // The earlier keys in one flat list, and their masks.
                    let (mut keys, mut masks): (Vec<Value>, Vec<u8>) = (Vec::new(), Vec::new());
                    let width = by.len();
                    for i in 0..n {
                        let e = at(i);
                        env.checked = e;
                        if !filter_holds(env, e) {
                            continue;
                        }
                        let start = keys.len();
                        keys.extend(by.iter().map(|f| env.get(e, *f)));
                        let mask = env.get(e, *field).as_mask().unwrap_or(0);
                        let (earlier, key) = keys.split_at(start);
                        let overlaps = masks.iter().enumerate().any(|(k, m)| {
                            m & mask != 0 && earlier[k * width..(k + 1) * width] == *key
                        });
                        if overlaps {
                            report(env, e);
                        }
                        masks.push(mask);
                    }
                }
            }
        }
        Check::Exists { src, .. } => {
            let program = At {
                stage: src.stage,
                elem: Elem::Program,
            };
            env.checked = program;
            let facts = env.facts_of(src.stage);
            if !any_element(facts, *src, |e| filter_holds(env, e)) {
                report(env, program);
            }
        }
        Check::Aggregate {
            src,
            group_by,
            value,
            require,
            ..
        } => {
            aggregate(
                env,
                *src,
                &filter_holds,
                group_by,
                *value,
                require,
                &mut report,
            );
        }
        Check::Join { .. } => super::join::run(check, env, &mut report),
    }
}

/// For a filter keyed on the element's own file (operand collections) or opcode (the
/// instruction collection): the names to visit, and the role operands must have.
pub(super) fn bucket_scan(coll: Coll, keys: &[Key]) -> Option<(KeyOn, &[Sym], Option<u8>)> {
    keys.iter().find_map(|k| match (k, coll) {
        (Key::Names(KeyOn::OwnFile, names), Coll::Write) => {
            Some((KeyOn::OwnFile, &names[..], Some(0)))
        }
        (Key::Names(KeyOn::OwnFile, names), Coll::Read) => {
            Some((KeyOn::OwnFile, &names[..], Some(1)))
        }
        (Key::Names(KeyOn::OwnFile, names), Coll::Predicate) => {
            Some((KeyOn::OwnFile, &names[..], Some(2)))
        }
        (Key::Names(KeyOn::OwnFile, names), Coll::Operand) => {
            Some((KeyOn::OwnFile, &names[..], None))
        }
        (Key::Names(KeyOn::Opcode, names), Coll::Instruction) => {
            Some((KeyOn::Opcode, &names[..], None))
        }
        _ => None,
    })
}

fn aggregate(
    env: &mut Env,
    src: Source,
    filter: &dyn Fn(&Env, At) -> bool,
    group_by: &[crate::fields::Path],
    value: AggFn,
    require: &crate::compiled::Cond,
    report: &mut dyn FnMut(&Env, At),
) {
    let program = At {
        stage: src.stage,
        elem: Elem::Program,
    };
    env.checked = program;
    let facts = env.facts_of(src.stage);
    let mut groups = Groups::new(value);
    let read = field(value);
    let counting: &Env = env;
    // One key buffer for all elements: a group copies it only when it is new.
    let mut keys: Vec<Value> = Vec::with_capacity(group_by.len());
    // Grouped first by statement: every collection lists its elements in statement
    // order (facts::build), so once the position moves on, no later element can join
    // an earlier group. Those are checked then and forgotten: a 32,768-instruction
    // shader keeps a few groups at a time instead of one per source operand.
    let by_statement = matches!(group_by.first(), Some(Path::I(IField::Position)));
    any_element(facts, src, |e| {
        if filter(counting, e) {
            keys.clear();
            keys.extend(group_by.iter().map(|f| counting.get(e, *f)));
            if by_statement && groups.moved_on(keys.first()) {
                groups.flush(program, require, counting, report);
            }
            let g = groups.enter(&keys, e);
            groups.add(g, read.map_or(Value::Null, |f| counting.get(e, f)));
        }
        false
    });
    groups.check(!group_by.is_empty(), program, require, env, report);
}

/// The rule's message for the element `at` (the title when it has none).
fn message(rule: &Rule, env: &Env, at: At) -> String {
    if rule.pieces.is_empty() {
        return rule.message.clone().unwrap_or_else(|| rule.title.clone());
    }
    let mut s = String::new();
    for p in &rule.pieces {
        match p {
            Piece::Text(t) => s.push_str(t),
            Piece::Field(path) => s.push_str(&env.get(at, *path).display(env.vocab)),
            Piece::Ref(r) => s.push_str(&env.rhs(r).display(env.vocab)),
        }
    }
    s
}
