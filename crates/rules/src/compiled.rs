//! The evaluable form of a rule's check: every name resolved, every literal typed.

use crate::facts::Presence;
use crate::fields::{Coll, IField, OField, OpSel, PField, Path};
use crate::value::Value;
use crate::vocab::Sym;

/// Which program of a link pair (always 0 for a single program).
pub type StageId = u8;

/// The vertex shader of a link pair (and the only program of a static check).
pub const VS: StageId = 0;
/// The pixel shader of a link pair.
pub const PS: StageId = 1;

/// A collection of one program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Source {
    /// The collection.
    pub coll: Coll,
    /// Which program.
    pub stage: StageId,
}

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `eq`.
    Eq,
    /// `ne`.
    Ne,
    /// `lt`.
    Lt,
    /// `le`.
    Le,
    /// `gt`.
    Gt,
    /// `ge`.
    Ge,
    /// `in`.
    In,
    /// `not_in`.
    NotIn,
    /// `covers` (mask superset).
    Covers,
    /// `within` (mask subset).
    Within,
    /// `overlaps` (masks share a component).
    Overlaps,
    /// `contiguous_from` (a list of integers is `n, n+1, …`).
    ContiguousFrom,
}

/// Every operator with its name.
pub const OPS: [(&str, Op); 12] = [
    ("eq", Op::Eq),
    ("ne", Op::Ne),
    ("lt", Op::Lt),
    ("le", Op::Le),
    ("gt", Op::Gt),
    ("ge", Op::Ge),
    ("in", Op::In),
    ("not_in", Op::NotIn),
    ("covers", Op::Covers),
    ("within", Op::Within),
    ("overlaps", Op::Overlaps),
    ("contiguous_from", Op::ContiguousFrom),
];

/// The right-hand side of a comparison.
#[derive(Clone, Debug)]
pub enum Rhs {
    /// A literal.
    Lit(Value),
    /// The literal `null`: the comparison tests for a missing value.
    NullLit,
    /// A list whose items may be references.
    List(Vec<Rhs>),
    /// `$.field`: a field of the element being checked.
    Checked(Path),
    /// `$profile.…` (or `$vs.…`/`$ps.…` profile tables): slot in the profile table.
    Profile(StageId, usize),
    /// `$vs.field` / `$ps.field`: a field of a program of the pair.
    Program(StageId, PField),
}

/// A compiled condition.
#[derive(Clone, Debug)]
pub enum Cond {
    /// Always holds (an empty mapping).
    True,
    /// Every part holds.
    All(Vec<Cond>),
    /// Some part holds.
    Any(Vec<Cond>),
    /// The part does not hold.
    Not(Box<Cond>),
    /// A name field is (or, negated, is not) one of a set of names; a null field is
    /// not in any set.
    Sym {
        /// The field.
        lhs: Path,
        /// The names.
        set: Box<[Sym]>,
        /// `ne` / `not_in`.
        negate: bool,
    },
    /// An integer field compared with a literal (a null field satisfies only `ne`).
    Int {
        /// The field.
        lhs: Path,
        /// eq, ne, lt, le, gt or ge.
        op: Op,
        /// The literal.
        value: i64,
    },
    /// A boolean field equal (or, negated, not equal) to a literal; a null field is
    /// equal to nothing.
    Bool {
        /// The field.
        lhs: Path,
        /// The literal.
        value: bool,
        /// `ne`.
        negate: bool,
    },
    /// A field compared with a value.
    Test {
        /// The field of the current element.
        lhs: Path,
        /// The operator.
        op: Op,
        /// The value.
        rhs: Rhs,
    },
    /// Some element of a collection satisfies the filter.
    Exists {
        /// The collection.
        src: Source,
        /// The filter.
        filter: Box<Cond>,
        /// What the filter needs to occur in the program at all.
        keys: Vec<Key>,
        /// When the filter does not use `$.`, the result is the same for every element:
        /// the slot that caches it for one program.
        cache: Option<u32>,
    },
    /// The number of elements satisfying the filter passes every test.
    Count {
        /// The collection.
        src: Source,
        /// The filter.
        filter: Box<Cond>,
        /// Comparisons of the count.
        tests: Vec<(Op, Rhs)>,
        /// What the filter needs to occur in the program at all.
        keys: Vec<Key>,
        /// As for `Exists` (the tests must not use `$.` either).
        cache: Option<u32>,
    },
}

/// The field a [`Key::Names`] key tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyOn {
    /// The statement's opcode.
    Opcode,
    /// The statement's class.
    Class,
    /// The element's own register file.
    OwnFile,
    /// The file of another operand of the statement (`dst.file`, `src.0.file`).
    OtherFile,
}

/// Something a filter cannot hold without: when the program lacks it, no element passes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// One of these opcode, class or register-file names occurs; the field says which.
    Names(KeyOn, Vec<Sym>),
    /// Some statement is co-issued.
    Coissue,
    /// Some statement is predicated.
    Predicated,
    /// Some operand is relatively addressed.
    Relative,
}

impl Key {
    /// Everything a filter needs (from its top-level conjuncts).
    pub fn all_of(c: &Cond) -> Vec<Key> {
        let mut out = Vec::new();
        Key::collect(c, &mut out);
        out
    }

    fn collect(c: &Cond, out: &mut Vec<Key>) {
        let names = |lhs: &Path| match lhs {
            Path::I(IField::Opcode) => Some(KeyOn::Opcode),
            Path::I(IField::Class) => Some(KeyOn::Class),
            Path::Op(OpSel::Own, OField::File) => Some(KeyOn::OwnFile),
            Path::Op(_, OField::File) => Some(KeyOn::OtherFile),
            _ => None,
        };
        match c {
            Cond::All(parts) => parts.iter().for_each(|p| Key::collect(p, out)),
            Cond::Sym {
                lhs,
                set,
                negate: false,
            } => {
                if let Some(on) = names(lhs) {
                    let mut v = set.to_vec();
                    v.sort_unstable();
                    v.dedup();
                    out.push(Key::Names(on, v));
                }
            }
            Cond::Bool {
                lhs,
                value: true,
                negate: false,
            } => match lhs {
                Path::I(IField::Coissue) => out.push(Key::Coissue),
                Path::I(IField::Predicated) => out.push(Key::Predicated),
                Path::Op(_, OField::Relative) => out.push(Key::Relative),
                _ => {}
            },
            _ => {}
        }
    }

    /// True when the program lacks the key, so that no element can pass the filter.
    pub fn absent(&self, p: &Presence) -> bool {
        match self {
            Key::Names(_, n) => !n.iter().any(|s| p.contains(*s)),
            Key::Coissue => !p.coissue,
            Key::Predicated => !p.predicated,
            Key::Relative => !p.relative,
        }
    }
}

/// What an aggregate computes per group.
#[derive(Clone, Copy, Debug)]
pub enum AggFn {
    /// Number of elements.
    Count,
    /// Sum of an integer field.
    Sum(Path),
    /// Largest value of an integer field (null when the group is empty).
    Max(Path),
    /// Smallest value of an integer field (null when the group is empty).
    Min(Path),
    /// The distinct values of a field, in first-seen order.
    Set(Path),
    /// The number of distinct non-null values of a field.
    Distinct(Path),
}

/// What a `for_each` demands of its selected elements.
#[derive(Clone, Debug)]
pub enum Body {
    /// Each selected element satisfies the condition.
    Require(Cond),
    /// No two selected elements agree on all these fields.
    Unique(Vec<Path>),
    /// Selected elements that agree on `by` have non-overlapping masks.
    Disjoint {
        /// The mask field.
        field: Path,
        /// The fields that group elements.
        by: Vec<Path>,
    },
}

/// A compiled check.
#[derive(Clone, Debug)]
pub enum Check {
    /// `for_each` with `require`, `unique` or `disjoint`.
    ForEach {
        /// The collection.
        src: Source,
        /// Which elements are checked.
        filter: Cond,
        /// What they must satisfy.
        body: Body,
        /// What the filter needs to occur in the program at all.
        keys: Vec<Key>,
        /// Test `require` before `where` (it is the cheaper of the two).
        require_first: bool,
    },
    /// `exists`: at least one element satisfies the filter.
    Exists {
        /// The collection.
        src: Source,
        /// The filter.
        filter: Cond,
    },
    /// `aggregate`: per group, a record `{value, group fields…}` satisfies `require`.
    Aggregate {
        /// The collection.
        src: Source,
        /// Which elements count.
        filter: Cond,
        /// Grouping fields (empty: one group over everything).
        group_by: Vec<Path>,
        /// What is computed.
        value: AggFn,
        /// The condition on each group record.
        require: Cond,
    },
    /// `aggregate` with `join`: each selected element is paired with the elements of a
    /// second collection that satisfy `on` (where `$.` is the selected element); groups
    /// are formed by fields of the selected element, the value is computed over the
    /// fields of the paired ones.
    Join {
        /// The collection aggregated over (the left side).
        src: Source,
        /// Which of its elements count.
        filter: Cond,
        /// The collection paired with each selected element (the right side).
        join: Source,
        /// Which right elements pair with a left one (`$.` is the left element).
        on: Cond,
        /// Grouping fields of the left element (empty: one group).
        group_by: Vec<Path>,
        /// What is computed over the paired right elements.
        value: AggFn,
        /// The condition on each group record.
        require: Cond,
    },
}

/// One piece of a message template.
#[derive(Clone, Debug)]
pub enum Piece {
    /// Literal text.
    Text(String),
    /// A field of the offending element (or group record).
    Field(Path),
    /// A reference (`{$profile.limits.instruction_slots}`).
    Ref(Rhs),
}

impl Rhs {
    /// True when the value depends on the element being checked (`$.`).
    pub fn uses_checked(&self) -> bool {
        match self {
            Rhs::Checked(_) => true,
            Rhs::List(items) => items.iter().any(Rhs::uses_checked),
            _ => false,
        }
    }
}

impl Cond {
    /// A rough cost of evaluating the condition on one element (quantifiers that are
    /// not cached weigh as much as a collection).
    pub fn cost(&self) -> u32 {
        match self {
            Cond::True => 0,
            Cond::Sym { .. } | Cond::Int { .. } | Cond::Bool { .. } => 1,
            Cond::Test { rhs, .. } => 2 + u32::from(rhs.uses_checked()),
            Cond::All(c) | Cond::Any(c) => c.iter().map(Cond::cost).sum::<u32>() + 1,
            Cond::Not(c) => c.cost() + 1,
            Cond::Exists { filter, cache, .. } | Cond::Count { filter, cache, .. } => match cache {
                Some(_) => 2,
                None => 16 * (filter.cost() + 1),
            },
        }
    }

    /// True when the condition reads the element being checked (`$.`) anywhere.
    pub fn uses_checked(&self) -> bool {
        match self {
            Cond::True | Cond::Sym { .. } | Cond::Int { .. } | Cond::Bool { .. } => false,
            Cond::All(c) | Cond::Any(c) => c.iter().any(Cond::uses_checked),
            Cond::Not(c) => c.uses_checked(),
            Cond::Test { rhs, .. } => rhs.uses_checked(),
            Cond::Exists { filter, .. } => filter.uses_checked(),
            Cond::Count { filter, tests, .. } => {
                filter.uses_checked() || tests.iter().any(|(_, r)| r.uses_checked())
            }
        }
    }

    /// `lhs op rhs`, in the fastest form that means the same.
    pub fn test(lhs: Path, op: Op, rhs: Rhs) -> Cond {
        let syms = |l: &[Value]| -> Option<Box<[Sym]>> {
            l.iter()
                .map(|v| match v {
                    Value::Sym(s) => Some(*s),
                    _ => None,
                })
                .collect()
        };
        match (&rhs, op) {
            (Rhs::Lit(Value::Sym(s)), Op::Eq | Op::Ne) => Cond::Sym {
                lhs,
                set: Box::new([*s]),
                negate: op == Op::Ne,
            },
            (Rhs::Lit(Value::List(l)), Op::In | Op::NotIn) if syms(l).is_some() => Cond::Sym {
                lhs,
                set: syms(l).unwrap_or_default(),
                negate: op == Op::NotIn,
            },
            (Rhs::Lit(Value::Int(i)), Op::Eq | Op::Ne | Op::Lt | Op::Le | Op::Gt | Op::Ge) => {
                Cond::Int { lhs, op, value: *i }
            }
            (Rhs::Lit(Value::Bool(b)), Op::Eq | Op::Ne) => Cond::Bool {
                lhs,
                value: *b,
                negate: op == Op::Ne,
            },
            _ => Cond::Test { lhs, op, rhs },
        }
    }
}
