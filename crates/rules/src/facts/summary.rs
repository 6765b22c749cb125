//! Program-wide summaries of statement fields (which booleans occur, integer ranges,
//! the most distinct registers read per file), so that the evaluator can tell before
//! looking at any element that a rule cannot be broken.

use super::{Facts, InstrFacts, OperandFacts};
use crate::fields::{IField, OField};
use crate::vocab::Sym;

/// Boolean statement fields that are summarised.
pub const BOOL_FIELDS: [IField; 11] = [
    IField::Coissue,
    IField::Predicated,
    IField::Sat,
    IField::Pp,
    IField::Centroid,
    IField::AfterCode,
    IField::AfterArithmetic,
    IField::InFlowControl,
    IField::FormInProfile,
    IField::InDynamicFlow,
    IField::BlockMatched,
];

/// Integer statement fields that are summarised.
pub const INT_FIELDS: [IField; 9] = [
    IField::StaticDepth,
    IField::DynamicDepth,
    IField::LoopDepth,
    IField::CallDepth,
    IField::Shift,
    IField::Phase,
    IField::Slots,
    IField::SrcCount,
    IField::Control,
];

/// What every statement of a program has in common.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Bit k: some statement has `BOOL_FIELDS[k]` true.
    pub some_true: u16,
    /// Bit k: some statement has `BOOL_FIELDS[k]` false.
    pub some_false: u16,
    /// Per `INT_FIELDS` entry: the smallest and largest value (none without statements).
    pub ranges: [Option<(i64, i64)>; 9],
    /// Per register file: the most distinct registers one statement reads.
    pub max_reads: Vec<(Sym, u32)>,
    /// The source modifiers that occur (on sources and predicates).
    pub modifiers: Vec<Sym>,
    /// Ranges of `file_count`, `index`, `file_index` over the operands.
    pub operand_ranges: [Option<(i64, i64)>; 3],
}

/// Integer operand fields that are summarised.
pub const OPERAND_INT_FIELDS: [OField; 3] = [OField::FileCount, OField::Index, OField::FileIndex];

/// Widens each `lo[k]..=hi[k]` to include `values[k]`.
fn widen<const N: usize>(lo: &mut [i64; N], hi: &mut [i64; N], values: [i64; N]) {
    for ((l, h), v) in lo.iter_mut().zip(hi.iter_mut()).zip(values) {
        *l = (*l).min(v);
        *h = (*h).max(v);
    }
}

impl Summary {
    /// Summarises the statements of `facts`.
    pub fn new(facts: &Facts) -> Summary {
        let mut s = Summary {
            modifiers: Vec::with_capacity(4),
            max_reads: Vec::with_capacity(4),
            ..Summary::default()
        };
        s.fill(facts);
        s
    }

    /// Replaces `self` with the summary of `facts`, reusing its buffers.
    pub fn fill(&mut self, facts: &Facts) {
        self.fill_from(&facts.instrs, &facts.operands, &facts.distinct_reads);
    }

    /// [`Summary::fill`] from the collections it reads (so that the summary of a
    /// [`Facts`] is filled in place).
    pub(crate) fn fill_from(
        &mut self,
        instrs: &[InstrFacts],
        operands: &[OperandFacts],
        distinct_reads: &[(Sym, u32)],
    ) {
        let mut max_reads = std::mem::take(&mut self.max_reads);
        let mut modifiers = std::mem::take(&mut self.modifiers);
        max_reads.clear();
        modifiers.clear();
        *self = Summary {
            max_reads,
            modifiers,
            ..Summary::default()
        };
        let s = self;
        // Plain minimum and maximum per field (no `Option` per value), stored at the end.
        let mut lo = [i64::MAX; 9];
        let mut hi = [i64::MIN; 9];
        for i in instrs {
            // Bits in the order of BOOL_FIELDS.
            let bits = u16::from(i.coissue)
                | u16::from(i.predicated) << 1
                | u16::from(i.sat) << 2
                | u16::from(i.pp) << 3
                | u16::from(i.centroid) << 4
                | u16::from(i.after_code) << 5
                | u16::from(i.after_arithmetic) << 6
                | u16::from(i.in_flow_control) << 7
                | u16::from(i.form_in_profile) << 8
                | u16::from(i.in_dynamic_flow) << 9
                | u16::from(i.block_matched) << 10;
            s.some_true |= bits;
            s.some_false |= !bits & 0x7FF;
            // Values in the order of INT_FIELDS.
            let values = [
                i.static_depth as i64,
                i.dynamic_depth as i64,
                i.loop_depth as i64,
                i.call_depth as i64,
                i.shift as i64,
                i.phase as i64,
                i.slots as i64,
                i.src_count as i64,
                i.control as i64,
            ];
            widen(&mut lo, &mut hi, values);
        }
        if !instrs.is_empty() {
            for (k, r) in s.ranges.iter_mut().enumerate() {
                *r = Some((lo[k], hi[k]));
            }
        }
        let mut lo = [i64::MAX; 3];
        let mut hi = [i64::MIN; 3];
        for o in operands {
            if let Some(m) = o.modifier {
                if !s.modifiers.contains(&m) {
                    s.modifiers.push(m);
                }
            }
            let values = [o.file_count as i64, o.index as i64, o.file_index as i64];
            widen(&mut lo, &mut hi, values);
        }
        if !operands.is_empty() {
            for (k, r) in s.operand_ranges.iter_mut().enumerate() {
                *r = Some((lo[k], hi[k]));
            }
        }
        for (file, n) in distinct_reads {
            match s.max_reads.iter_mut().find(|(f, _)| f == file) {
                Some((_, m)) => *m = (*m).max(*n),
                None => s.max_reads.push((*file, *n)),
            }
        }
    }

    /// For a summarised boolean field: (some statement has true, some has false).
    pub fn bools(&self, f: IField) -> Option<(bool, bool)> {
        let k = BOOL_FIELDS.iter().position(|x| *x == f)?;
        Some((
            self.some_true & (1 << k) != 0,
            self.some_false & (1 << k) != 0,
        ))
    }

    /// For a summarised integer field: its range over the statements.
    pub fn range(&self, f: IField) -> Option<(i64, i64)> {
        let k = INT_FIELDS.iter().position(|x| *x == f)?;
        self.ranges[k]
    }

    /// For a summarised integer operand field: its range over all operands.
    pub fn operand_range(&self, f: OField) -> Option<(i64, i64)> {
        let k = OPERAND_INT_FIELDS.iter().position(|x| *x == f)?;
        self.operand_ranges[k]
    }

    /// The most distinct registers of `file` one statement reads (0 when none).
    pub fn max_reads(&self, file: Sym) -> i64 {
        self.max_reads
            .iter()
            .find(|(f, _)| *f == file)
            .map_or(0, |(_, n)| *n as i64)
    }
}
