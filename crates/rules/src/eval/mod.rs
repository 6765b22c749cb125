//! The evaluator: field access, conditions and comparisons over [`Facts`].

mod check;
mod closure;
#[cfg(test)]
mod closure_tests;
mod gate;
mod groups;
mod join;
mod prune;
mod pruner;
mod pruner_fn;
mod readers;
mod specialize;
#[cfg(test)]
mod suite_texts;

pub(crate) use check::{run, scan};
pub(crate) use closure::Compiled;
pub(crate) use prune::plan;
pub(crate) use pruner::Pruner;
pub(crate) use specialize::Fixed;

use crate::compiled::{Cond, Op, Rhs, Source, StageId};
use crate::facts::{Elem, Facts, InstrFacts, OperandFacts};
use crate::fields::{Coll, IField, OField, OpSel, PField, Path};
use crate::value::{contiguous_from, Value};
use crate::vocab::{class_index, Sym, Vocab, ROLES};
use std::borrow::Cow;
use std::cell::Cell;
use std::cmp::Ordering;

/// An element of one program of the pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct At {
    /// Which program.
    pub stage: StageId,
    /// Which element.
    pub elem: Elem,
}

/// An aggregate's group record: the `group_by` values and the computed value.
pub(crate) struct Group {
    pub keys: Vec<Value>,
    pub value: Value,
}

/// Everything a condition can read.
pub(crate) struct Env<'a> {
    /// The programs (for a single program, both entries are the same).
    pub facts: [&'a Facts; 2],
    /// `$profile` values per program.
    pub profile: [&'a [Value]; 2],
    /// The element `$.` names.
    pub checked: At,
    /// The group record, inside an aggregate's `require`.
    pub group: Option<&'a Group>,
    /// Names, for the sym of a role.
    pub vocab: &'a Vocab,
    /// Values of element-independent quantifiers: 0 unknown, 1 false, 2 true.
    pub cache: &'a [Cell<u8>],
}

fn opt_sym(s: Option<crate::vocab::Sym>) -> Value {
    s.map_or(Value::Null, Value::Sym)
}

fn opt_int<T: Into<i64>>(v: Option<T>) -> Value {
    v.map_or(Value::Null, |n| Value::Int(n.into()))
}

fn opt_bool(v: Option<bool>) -> Value {
    v.map_or(Value::Null, Value::Bool)
}

impl<'a> Env<'a> {
    /// The facts of program `stage` (for a single program, both stages are the same).
    #[inline]
    pub fn facts_of(&self, stage: StageId) -> &'a Facts {
        self.facts[usize::from(stage & 1)]
    }
}

impl Env<'_> {
    /// The value of `path` on element `at`.
    pub fn get(&self, at: At, path: Path) -> Value {
        let facts = self.facts_of(at.stage);
        match path {
            Path::I(f) => facts
                .instr_of(at.elem)
                .map_or(Value::Null, |i| self.instr_field(facts, at.elem, i, f)),
            Path::Op(sel, f) => self
                .operand(facts, at.elem, sel)
                .map_or(Value::Null, |o| self.operand_field(o, f)),
            Path::OpPresent(sel) => match self.operand(facts, at.elem, sel) {
                Some(_) => Value::Bool(true),
                None => Value::Null,
            },
            Path::DistinctReads(file) => match facts.instr_of(at.elem) {
                Some(i) => Value::Int(
                    facts.distinct_reads[i.reads.0 as usize..i.reads.1 as usize]
                        .iter()
                        .find(|(f, _)| *f == file)
                        .map_or(0, |(_, n)| *n as i64),
                ),
                None => Value::Null,
            },
            Path::P(f) => program_field(facts, f),
            Path::Group(k) => self
                .group
                .and_then(|g| g.keys.get(k as usize).cloned())
                .unwrap_or(Value::Null),
            Path::AggValue => self.group.map_or(Value::Null, |g| g.value.clone()),
        }
    }

    /// A name field, read directly for the common cases (an operand's own file, a
    /// statement's opcode).
    fn sym(&self, at: At, path: Path) -> Option<Sym> {
        let facts = self.facts_of(at.stage);
        match (path, at.elem) {
            (Path::Op(OpSel::Own, OField::File), Elem::Op(o)) => {
                facts.operands.get(o as usize).and_then(|o| o.file)
            }
            (Path::Op(OpSel::Own, OField::RelFile), Elem::Op(o)) => {
                facts.operands.get(o as usize).and_then(|o| o.rel_file)
            }
            (Path::Op(OpSel::Own, OField::Modifier), Elem::Op(o)) => {
                facts.operands.get(o as usize).and_then(|o| o.modifier)
            }
            (Path::I(IField::Opcode), e) => facts.instr_of(e).map(|i| i.opcode),
            _ => match self.get(at, path) {
                Value::Sym(s) => Some(s),
                _ => None,
            },
        }
    }

    #[inline]
    fn operand<'f>(&self, facts: &'f Facts, e: Elem, sel: OpSel) -> Option<&'f OperandFacts> {
        let idx = match (e, sel) {
            (Elem::Op(o), OpSel::Own) => Some(o),
            (Elem::Program, _) => None,
            (e, OpSel::Own | OpSel::Dst) => facts.instr_of(e).and_then(|i| i.dst),
            (e, OpSel::Src(n)) => facts
                .instr_of(e)
                .filter(|i| u32::from(n) < i.src_count)
                .map(|i| i.src_start + u32::from(n)),
        }?;
        facts.operands.get(idx as usize)
    }

    fn instr_field(&self, facts: &Facts, e: Elem, i: &InstrFacts, f: IField) -> Value {
        use IField::*;
        match f {
            Opcode => Value::Sym(i.opcode),
            Mnemonic => Value::Sym(i.mnemonic),
            Class => Value::Sym(self.vocab.classes[class_index(i.class)]),
            Position => Value::Int(match e {
                Elem::Instr(k) => k as i64,
                Elem::Op(o) => facts.operands[o as usize].instr as i64,
                Elem::Program => -1,
            }),
            Line => facts
                .line_of(e)
                .map_or(Value::Null, |l| Value::Int(l.into())),
            FormInProfile => Value::Bool(i.form_in_profile),
            Slots => Value::Int(i.slots as i64),
            Coissue => Value::Bool(i.coissue),
            Predicated => Value::Bool(i.predicated),
            Comparison => opt_sym(i.comparison),
            Control => Value::Int(i.control as i64),
            Sat => Value::Bool(i.sat),
            Pp => Value::Bool(i.pp),
            Centroid => Value::Bool(i.centroid),
            Shift => Value::Int(i.shift as i64),
            AfterCode => Value::Bool(i.after_code),
            AfterArithmetic => Value::Bool(i.after_arithmetic),
            Phase => Value::Int(i.phase as i64),
            StaticDepth => Value::Int(i.static_depth as i64),
            DynamicDepth => Value::Int(i.dynamic_depth as i64),
            LoopDepth => Value::Int(i.loop_depth as i64),
            CallDepth => Value::Int(i.call_depth as i64),
            InFlowControl => Value::Bool(i.in_flow_control),
            InDynamicFlow => Value::Bool(i.in_dynamic_flow),
            BlockMatched => Value::Bool(i.block_matched),
            SrcCount => Value::Int(i.src_count as i64),
            Usage => opt_sym(i.usage),
            UsageIndex => opt_int(i.usage_index),
            UsageValue => opt_int(i.usage_value),
            SamplerType => opt_sym(i.sampler_type),
            Values => i.values.clone().map_or(Value::Null, Value::List),
            DependentOrder => opt_int(i.dependent_order),
            PrevDstMask => i.prev_dst_mask.map_or(Value::Null, Value::Mask),
        }
    }

    fn operand_field(&self, o: &OperandFacts, f: OField) -> Value {
        use OField::*;
        match f {
            File => opt_sym(o.file),
            Type => Value::Int(o.ty as i64),
            Index => Value::Int(o.index as i64),
            FileIndex => Value::Int(o.file_index as i64),
            FileCount => Value::Int(o.file_count as i64),
            Writable => opt_bool(o.writable),
            Readable => opt_bool(o.readable),
            Role => ROLES.get(o.role as usize).map_or(Value::Null, |_| {
                Value::Sym(self.vocab.roles[o.role as usize])
            }),
            Operand => Value::Int(o.operand as i64),
            Mask => Value::Mask(o.mask),
            Swizzle => opt_sym(o.swizzle),
            SwizzleKind => opt_sym(o.swizzle_kind),
            Modifier => opt_sym(o.modifier),
            Relative => Value::Bool(o.relative),
            RelFile => opt_sym(o.rel_file),
            RelComponent => opt_sym(o.rel_component),
            Initialized => opt_bool(o.initialized),
            Declared => Value::Bool(o.declared_mask.is_some()),
            DeclaredMask => o.declared_mask.map_or(Value::Null, Value::Mask),
            FileReads => opt_int(o.file_reads),
            FileReadPorts => opt_int(o.file_read_ports),
        }
    }

    /// The value of a right-hand side, borrowed when it is a literal.
    pub(crate) fn rhs_ref<'r>(&'r self, r: &'r Rhs) -> Cow<'r, Value> {
        match r {
            Rhs::Lit(v) => Cow::Borrowed(v),
            Rhs::Profile(stage, slot) => match self.profile[usize::from(*stage & 1)].get(*slot) {
                Some(v) => Cow::Borrowed(v),
                None => Cow::Owned(Value::Null),
            },
            other => Cow::Owned(self.rhs(other)),
        }
    }

    /// The value of a right-hand side.
    fn rhs(&self, r: &Rhs) -> Value {
        match r {
            Rhs::Lit(v) => v.clone(),
            Rhs::NullLit => Value::Null,
            Rhs::List(items) => Value::List(
                items
                    .iter()
                    .map(|i| self.rhs(i))
                    .filter(|v| !v.is_null())
                    .collect(),
            ),
            Rhs::Checked(p) => self.get(self.checked, *p),
            Rhs::Profile(stage, slot) => self.profile[usize::from(*stage & 1)]
                .get(*slot)
                .cloned()
                .unwrap_or(Value::Null),
            Rhs::Program(stage, f) => program_field(self.facts_of(*stage), *f),
        }
    }

    /// True when element `at` satisfies `c`.
    pub fn holds(&self, at: At, c: &Cond) -> bool {
        match c {
            Cond::True => true,
            Cond::All(cs) => cs.iter().all(|c| self.holds(at, c)),
            Cond::Any(cs) => cs.iter().any(|c| self.holds(at, c)),
            Cond::Not(c) => !self.holds(at, c),
            Cond::Sym { lhs, set, negate } => match self.sym(at, *lhs) {
                Some(s) => set.contains(&s) != *negate,
                None => *negate,
            },
            Cond::Int { lhs, op, value } => match self.int_field(at, *lhs) {
                Some(Some(i)) => int_holds(i, *op, *value),
                Some(None) => *op == Op::Ne,
                None => self.int_test(at, *lhs, *op, *value),
            },
            Cond::Bool { lhs, value, negate } => match self.bool_field(at, *lhs) {
                Some(Some(b)) => (b == *value) != *negate,
                Some(None) => *negate,
                None => match self.get(at, *lhs) {
                    Value::Bool(b) => (b == *value) != *negate,
                    _ => *negate,
                },
            },
            _ => self.holds_rare(at, c),
        }
    }

    /// The common boolean fields, read without building a [`Value`]: `Some(None)` for
    /// a null field, `None` when `path` is not one of them (then [`Env::get`] decides).
    #[inline]
    fn bool_field(&self, at: At, path: Path) -> Option<Option<bool>> {
        let facts = self.facts_of(at.stage);
        match (path, at.elem) {
            (Path::Op(OpSel::Own, f), Elem::Op(o)) => {
                let o = facts.operands.get(o as usize)?;
                Some(match f {
                    OField::Writable => o.writable,
                    OField::Readable => o.readable,
                    OField::Initialized => o.initialized,
                    OField::Relative => Some(o.relative),
                    OField::Declared => Some(o.declared_mask.is_some()),
                    _ => return None,
                })
            }
            (Path::I(f), Elem::Instr(_) | Elem::Op(_)) => {
                let i = facts.instr_of(at.elem)?;
                Some(Some(match f {
                    IField::FormInProfile => i.form_in_profile,
                    IField::Coissue => i.coissue,
                    IField::Predicated => i.predicated,
                    IField::Sat => i.sat,
                    IField::Pp => i.pp,
                    IField::Centroid => i.centroid,
                    IField::AfterCode => i.after_code,
                    IField::AfterArithmetic => i.after_arithmetic,
                    IField::InFlowControl => i.in_flow_control,
                    IField::InDynamicFlow => i.in_dynamic_flow,
                    IField::BlockMatched => i.block_matched,
                    _ => return None,
                }))
            }
            _ => None,
        }
    }

    /// The common integer fields, read without building a [`Value`] (as
    /// [`Env::bool_field`]).
    #[inline]
    fn int_field(&self, at: At, path: Path) -> Option<Option<i64>> {
        let facts = self.facts_of(at.stage);
        match (path, at.elem) {
            (Path::Op(OpSel::Own, f), Elem::Op(o)) => {
                let o = facts.operands.get(o as usize)?;
                Some(match f {
                    OField::Type => Some(i64::from(o.ty)),
                    OField::Index => Some(i64::from(o.index)),
                    OField::FileIndex => Some(i64::from(o.file_index)),
                    OField::FileCount => Some(i64::from(o.file_count)),
                    OField::Operand => Some(i64::from(o.operand)),
                    OField::FileReads => o.file_reads.map(i64::from),
                    OField::FileReadPorts => o.file_read_ports.map(i64::from),
                    _ => return None,
                })
            }
            (Path::I(f), Elem::Instr(_) | Elem::Op(_)) => {
                let i = facts.instr_of(at.elem)?;
                Some(Some(match f {
                    IField::Line => return Some(facts.line_of(at.elem).map(i64::from)),
                    IField::Slots => i64::from(i.slots),
                    IField::Control => i64::from(i.control),
                    IField::Shift => i64::from(i.shift),
                    IField::Phase => i64::from(i.phase),
                    IField::StaticDepth => i64::from(i.static_depth),
                    IField::DynamicDepth => i64::from(i.dynamic_depth),
                    IField::LoopDepth => i64::from(i.loop_depth),
                    IField::CallDepth => i64::from(i.call_depth),
                    IField::SrcCount => i64::from(i.src_count),
                    _ => return None,
                }))
            }
            _ => None,
        }
    }

    /// An integer field compared with a literal.
    #[inline(never)]
    fn int_test(&self, at: At, lhs: Path, op: Op, value: i64) -> bool {
        match self.get(at, lhs) {
            Value::Int(i) => int_holds(i, op, value),
            Value::Null => op == Op::Ne,
            other => compare(&other, op, &Value::Int(value)),
        }
    }

    /// General comparisons and quantifiers (kept out of [`Env::holds`] so that the
    /// common cases stay small).
    #[inline(never)]
    fn holds_rare(&self, at: At, c: &Cond) -> bool {
        match c {
            Cond::Test { lhs, op, rhs } => {
                // `$.field`: two fields, most often integers (`index lt $.file_count`).
                if let Rhs::Checked(p) = rhs {
                    if let (Some(Some(a)), Some(Some(b))) =
                        (self.int_field(at, *lhs), self.int_field(self.checked, *p))
                    {
                        if let Some(v) = int_order(a, *op, b) {
                            return v;
                        }
                    }
                }
                let l = self.get(at, *lhs);
                match rhs {
                    Rhs::NullLit => (*op == Op::Eq) == l.is_null(),
                    Rhs::Checked(p) => compare(&l, *op, &self.get(self.checked, *p)),
                    _ => compare(&l, *op, &self.rhs_ref(rhs)),
                }
            }
            Cond::Exists {
                src,
                filter,
                keys,
                cache,
            } => self.cached(*cache, || {
                !self.lacks(*src, keys) && self.elements(*src).any(|e| self.holds(e, filter))
            }),
            Cond::Count {
                src,
                filter,
                tests,
                keys,
                cache,
            } => self.cached(*cache, || {
                let n = if self.lacks(*src, keys) {
                    0
                } else {
                    self.elements(*src)
                        .filter(|e| self.holds(*e, filter))
                        .count()
                };
                let n = Value::Int(n as i64);
                tests
                    .iter()
                    .all(|(op, r)| compare(&n, *op, &self.rhs_ref(r)))
            }),
            _ => self.holds(at, c),
        }
    }

    /// `f()`, remembered in cache slot `slot` for the rest of the program's evaluation.
    fn cached(&self, slot: Option<u32>, f: impl FnOnce() -> bool) -> bool {
        let Some(cell) = slot.and_then(|s| self.cache.get(s as usize)) else {
            return f();
        };
        match cell.get() {
            1 => false,
            2 => true,
            _ => {
                let v = f();
                cell.set(1 + u8::from(v));
                v
            }
        }
    }

    /// True when the program of `src` lacks what a filter needs.
    fn lacks(&self, src: Source, keys: &[crate::compiled::Key]) -> bool {
        let present = &self.facts_of(src.stage).present;
        keys.iter().any(|k| k.absent(present))
    }

    /// The elements of a collection, in program order.
    pub fn elements(&self, src: Source) -> impl Iterator<Item = At> + '_ {
        let facts = self.facts_of(src.stage);
        (0..facts.len(src.coll)).map(move |i| At {
            stage: src.stage,
            elem: facts.elem(src.coll, i),
        })
    }
}

/// Calls `f` on the elements of `src` in program order (as [`Env::elements`] lists
/// them) until it returns true; true when it did.
#[inline]
pub(crate) fn any_element(facts: &Facts, src: Source, mut f: impl FnMut(At) -> bool) -> bool {
    let stage = src.stage;
    let op = |o: u32| At {
        stage,
        elem: Elem::Op(o),
    };
    let ins = |i: u32| At {
        stage,
        elem: Elem::Instr(i),
    };
    match src.coll {
        Coll::Instruction => (0..facts.instrs.len() as u32).any(|i| f(ins(i))),
        Coll::Operand => (0..facts.operands.len() as u32).any(|o| f(op(o))),
        Coll::Write => facts.writes.iter().any(|&o| f(op(o))),
        Coll::Read => facts.reads.iter().any(|&o| f(op(o))),
        Coll::Predicate => facts.predicates.iter().any(|&o| f(op(o))),
        Coll::Dcl => facts.dcls.iter().any(|&i| f(ins(i))),
        Coll::Def => facts.defs.iter().any(|&i| f(ins(i))),
        Coll::Program => f(At {
            stage,
            elem: Elem::Program,
        }),
    }
}

fn program_field(facts: &Facts, f: PField) -> Value {
    let p = &facts.program;
    match f {
        PField::Profile => opt_sym(p.profile),
        PField::Kind => opt_sym(p.kind),
        PField::InstructionCount => Value::Int(p.instruction_count as i64),
        PField::Slots => Value::Int(p.slots as i64),
        PField::TextureSlots => Value::Int(p.texture_slots as i64),
        PField::ArithmeticSlots => Value::Int(p.arithmetic_slots as i64),
        PField::HasPhase => Value::Bool(p.has_phase),
    }
}

/// An integer field `i` against the literal of a [`Cond::Int`] (eq … ge only).
fn int_holds(i: i64, op: Op, value: i64) -> bool {
    match op {
        Op::Eq => i == value,
        Op::Ne => i != value,
        Op::Lt => i < value,
        Op::Le => i <= value,
        Op::Gt => i > value,
        _ => i >= value,
    }
}

/// `a op b` for the ordering operators on two integers (what [`compare`] computes for
/// them); none for the other operators.
fn int_order(a: i64, op: Op, b: i64) -> Option<bool> {
    Some(match op {
        Op::Eq => a == b,
        Op::Ne => a != b,
        Op::Lt => a < b,
        Op::Le => a <= b,
        Op::Gt => a > b,
        Op::Ge => a >= b,
        _ => return None,
    })
}

/// `l op r`, where a null `r` (a missing limit) always holds and a null `l` (a missing
/// field) only satisfies `ne` and `not_in`.
pub(crate) fn compare(l: &Value, op: Op, r: &Value) -> bool {
    if r.is_null() {
        return true;
    }
    if l.is_null() {
        return matches!(op, Op::Ne | Op::NotIn);
    }
    let ord = |want: fn(Ordering) -> bool| l.order(r).is_some_and(want);
    match op {
        Op::Eq => l == r,
        Op::Ne => l != r,
        Op::Lt => ord(|o| o == Ordering::Less),
        Op::Le => ord(|o| o != Ordering::Greater),
        Op::Gt => ord(|o| o == Ordering::Greater),
        Op::Ge => ord(|o| o != Ordering::Less),
        Op::In => matches!(r, Value::List(items) if items.contains(l)),
        Op::NotIn => !matches!(r, Value::List(items) if items.contains(l)),
        Op::Covers => matches!((l, r), (Value::Mask(a), Value::Mask(b)) if a & b == *b),
        Op::Within => matches!((l, r), (Value::Mask(a), Value::Mask(b)) if a & b == *a),
        Op::Overlaps => matches!((l, r), (Value::Mask(a), Value::Mask(b)) if a & b != 0),
        Op::ContiguousFrom => match (l, r) {
            (Value::List(items), Value::Int(from)) => contiguous_from(items, *from),
            _ => false,
        },
    }
}
