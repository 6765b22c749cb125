//! Facts: the per-element records of every collection, computed once per program.
//!
//! Everything a rule can ask about a program is here, derived generically from the IR
//! and the model: operand records, declaration and initialisation state in program
//! order, flow-control nesting, slot costs. The evaluator only reads these records.

mod build;
mod dependent;
mod flow;
mod index;
mod lines;
mod reads;
mod scratch;
pub(crate) mod summary;

use crate::fields::Coll;
use crate::value::Value;
use crate::vocab::Sym;
use shadercts_shader::model::OpClass;
use shadercts_shader::Span;
use std::sync::Arc;

pub use build::{build, build_into};
pub use index::ModelIndex;
pub use summary::Summary;

/// Which names and flags occur in a program, so that rules about absent things are
/// skipped without looking at any element.
#[derive(Clone, Debug, Default)]
pub struct Presence {
    bits: Vec<u64>,
    /// Some statement is co-issued.
    pub coissue: bool,
    /// Some statement is predicated.
    pub predicated: bool,
    /// Some operand is relatively addressed.
    pub relative: bool,
}

impl Presence {
    /// An empty set for a vocabulary of `n` names.
    pub fn new(n: usize) -> Presence {
        Presence {
            bits: vec![0; n.div_ceil(64)],
            ..Presence::default()
        }
    }

    /// Empties the set for a vocabulary of `n` names, keeping its buffer.
    pub fn reset(&mut self, n: usize) {
        self.bits.clear();
        self.bits.resize(n.div_ceil(64), 0);
        self.coissue = false;
        self.predicated = false;
        self.relative = false;
    }

    /// Records a name.
    pub fn insert(&mut self, s: Sym) {
        if let Some(w) = self.bits.get_mut(s.0 as usize / 64) {
            *w |= 1 << (s.0 % 64);
        }
    }

    /// The names as (word, bits) pairs for [`Presence::any_of`].
    pub fn words_of(names: &[Sym]) -> Vec<(u32, u64)> {
        let mut out: Vec<(u32, u64)> = Vec::new();
        for s in names {
            let (w, bit) = (s.0 / 64, 1u64 << (s.0 % 64));
            match out.iter_mut().find(|(x, _)| *x == w) {
                Some((_, b)) => *b |= bit,
                None => out.push((w, bit)),
            }
        }
        out
    }

    /// True when one of the names given by [`Presence::words_of`] occurs.
    pub fn any_of(&self, words: &[(u32, u64)]) -> bool {
        words
            .iter()
            .any(|(w, b)| self.bits.get(*w as usize).is_some_and(|x| x & b != 0))
    }

    /// Word `w` of the set (0 past its end), for tests against one word of
    /// [`Presence::words_of`].
    #[inline]
    pub fn word(&self, w: u32) -> u64 {
        self.bits.get(w as usize).copied().unwrap_or(0)
    }

    /// True when the name occurs (names added to the vocabulary later never do).
    pub fn contains(&self, s: Sym) -> bool {
        self.bits
            .get(s.0 as usize / 64)
            .is_some_and(|w| w & (1 << (s.0 % 64)) != 0)
    }
}

/// Facts about one statement.
#[derive(Clone, Debug)]
pub struct InstrFacts {
    /// `D3DSIO_` name.
    pub opcode: Sym,
    /// Mnemonic of the form.
    pub mnemonic: Sym,
    /// Class of the form (`Other` when no form matches).
    pub class: OpClass,
    /// The form exists in the program's profile.
    pub form_in_profile: bool,
    /// Slots the statement costs.
    pub slots: u32,
    /// `+` prefix.
    pub coissue: bool,
    /// Has a predicate.
    pub predicated: bool,
    /// Comparison of ifc/breakc/setp.
    pub comparison: Option<Sym>,
    /// Raw control bits.
    pub control: u8,
    /// `_sat`.
    pub sat: bool,
    /// `_pp`.
    pub pp: bool,
    /// `_centroid`.
    pub centroid: bool,
    /// Result shift.
    pub shift: i8,
    /// A non-declaration statement comes before.
    pub after_code: bool,
    /// An arithmetic statement comes before, in the same phase.
    pub after_arithmetic: bool,
    /// ps_1_4 phase (0 before `phase`, 1 after or without one).
    pub phase: u8,
    /// Open `if b#` blocks (an opener counts its own).
    pub static_depth: u32,
    /// Open `ifc` / `if p0` blocks.
    pub dynamic_depth: u32,
    /// Open `loop` / `rep` blocks.
    pub loop_depth: u32,
    /// Subroutine nesting (a `call` counts the level it opens).
    pub call_depth: u32,
    /// Inside a block or a subroutine.
    pub in_flow_control: bool,
    /// Inside dynamic flow control: an `ifc`/`if p0` block, a loop/rep block that a
    /// `break*` leaves, or a subroutine reached by `callnz … p0`.
    pub in_dynamic_flow: bool,
    /// A block statement pairs with its opener / closer (true for other statements).
    pub block_matched: bool,
    /// Operand index of the destination (or the register of dcl/def).
    pub dst: Option<u32>,
    /// Operand index of the predicate.
    pub predicate: Option<u32>,
    /// Operand index of the first source.
    pub src_start: u32,
    /// Number of sources.
    pub src_count: u32,
    /// Range into [`Facts::distinct_reads`].
    pub reads: (u32, u32),
    /// dcl usage name.
    pub usage: Option<Sym>,
    /// dcl usage index.
    pub usage_index: Option<u8>,
    /// dcl usage number.
    pub usage_value: Option<u8>,
    /// dcl sampler type name.
    pub sampler_type: Option<Sym>,
    /// def values.
    pub values: Option<Arc<[Value]>>,
    /// ps_2_0 and later texture sampling: the order of its dependent read (0 = none).
    pub dependent_order: Option<u32>,
    /// The write mask of the statement just before, when it has a destination.
    pub prev_dst_mask: Option<u8>,
    /// The statement.
    pub span: Span,
}

/// Facts about one register operand.
#[derive(Clone, Debug)]
pub struct OperandFacts {
    /// The statement it belongs to.
    pub instr: u32,
    /// Index into [`crate::vocab::ROLES`].
    pub role: u8,
    /// Register-file name (none for register types the model does not name).
    pub file: Option<Sym>,
    /// D3DSPR type.
    pub ty: u8,
    /// Register number.
    pub index: u32,
    /// Number within the file (0 for fixed names such as oPos).
    pub file_index: u32,
    /// Registers of the file in the profile.
    pub file_count: u32,
    /// The file may be a destination.
    pub writable: Option<bool>,
    /// The file may be a source.
    pub readable: Option<bool>,
    /// Position among the sources (-1 otherwise).
    pub operand: i32,
    /// Write mask, or components read.
    pub mask: u8,
    /// Source swizzle letters.
    pub swizzle: Option<Sym>,
    /// identity / replicate / other.
    pub swizzle_kind: Option<Sym>,
    /// Source modifier name.
    pub modifier: Option<Sym>,
    /// Relatively addressed.
    pub relative: bool,
    /// a / aL.
    pub rel_file: Option<Sym>,
    /// x … w.
    pub rel_component: Option<Sym>,
    /// Reads: every component read was written earlier.
    pub initialized: Option<bool>,
    /// Components of the register declared by dcl (none when not declared).
    pub declared_mask: Option<u8>,
    /// Distinct registers of this file the statement reads (sources only).
    pub file_reads: Option<u32>,
    /// The profile's read ports for this file (sources; none = no limit).
    pub file_read_ports: Option<u32>,
    /// The operand.
    pub span: Span,
}

/// Facts about the whole program.
#[derive(Clone, Debug, Default)]
pub struct ProgramFacts {
    /// Profile name (none if the model lacks the profile).
    pub profile: Option<Sym>,
    /// vs / ps.
    pub kind: Option<Sym>,
    /// Non-declaration statements.
    pub instruction_count: u32,
    /// Sum of slots.
    pub slots: u32,
    /// Texture slots (ps_1_4: the larger phase).
    pub texture_slots: u32,
    /// Arithmetic slots (ps_1_4: the larger phase).
    pub arithmetic_slots: u32,
    /// A `phase` statement is present.
    pub has_phase: bool,
}

/// Every collection of one program.
#[derive(Clone, Debug, Default)]
pub struct Facts {
    /// Model index of the profile.
    pub profile_index: Option<usize>,
    /// One per statement.
    pub instrs: Vec<InstrFacts>,
    /// Every register operand.
    pub operands: Vec<OperandFacts>,
    /// Per-statement (file, distinct registers read) pairs.
    pub distinct_reads: Vec<(Sym, u32)>,
    /// Operand indices of destinations of non-declaration statements.
    pub writes: Vec<u32>,
    /// Operand indices of sources.
    pub reads: Vec<u32>,
    /// Operand indices of predicates.
    pub predicates: Vec<u32>,
    /// Statement indices of dcl.
    pub dcls: Vec<u32>,
    /// Statement indices of def/defi/defb.
    pub defs: Vec<u32>,
    /// Program-level facts.
    pub program: ProgramFacts,
    /// The version line.
    pub version_span: Span,
    /// Names and flags that occur.
    pub present: Presence,
    /// Ranges and flags of the statements' fields.
    pub summary: Summary,
    /// Operand indices by register-file name.
    pub by_file: Buckets,
    /// Statement indices by opcode name.
    pub by_opcode: Buckets,
    /// Work lists of the passes, kept for the next program.
    pub(crate) scratch: scratch::Scratch,
    /// The source text, for the statements' lines ([`Facts::line_of`]).
    pub(crate) lines: lines::Lines,
}

/// Element indices grouped by a name, each group in program order.
#[derive(Clone, Debug, Default)]
pub struct Buckets {
    /// (name, index) pairs in index order. Programs are short and a rule asks for a
    /// few names, so filtering the pairs per name costs less than sorting them.
    pairs: Vec<(Sym, u32)>,
}

impl Buckets {
    /// Groups the indices `0..` by their key (elements without a key are left out).
    pub fn new(keys: impl ExactSizeIterator<Item = Option<Sym>>) -> Buckets {
        let mut b = Buckets {
            pairs: Vec::with_capacity(keys.len()),
        };
        b.fill(keys);
        b
    }

    /// Like [`Buckets::new`], into `self`, reusing its buffer.
    pub fn fill(&mut self, keys: impl ExactSizeIterator<Item = Option<Sym>>) {
        self.pairs.clear();
        self.pairs.reserve(keys.len());
        for (i, k) in keys.enumerate() {
            if let Some(k) = k {
                self.pairs.push((k, i as u32));
            }
        }
    }

    /// The indices whose key is `s`, in order.
    pub fn group(&self, s: Sym) -> impl Iterator<Item = u32> + '_ {
        self.pairs.iter().filter(move |p| p.0 == s).map(|p| p.1)
    }
}

/// One element of a collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// A statement (instruction, dcl, def elements).
    Instr(u32),
    /// An operand (write, read, predicate, operand elements).
    Op(u32),
    /// The program element.
    Program,
}

impl Facts {
    /// Number of elements of a collection.
    pub fn len(&self, c: Coll) -> usize {
        match c {
            Coll::Instruction => self.instrs.len(),
            Coll::Write => self.writes.len(),
            Coll::Read => self.reads.len(),
            Coll::Predicate => self.predicates.len(),
            Coll::Operand => self.operands.len(),
            Coll::Dcl => self.dcls.len(),
            Coll::Def => self.defs.len(),
            Coll::Program => 1,
        }
    }

    /// Empties every collection, keeping the buffers (for [`build_into`]).
    pub(crate) fn clear(&mut self) {
        self.profile_index = None;
        self.instrs.clear();
        self.operands.clear();
        self.distinct_reads.clear();
        self.writes.clear();
        self.reads.clear();
        self.predicates.clear();
        self.dcls.clear();
        self.defs.clear();
        self.program = ProgramFacts::default();
        self.version_span = Span::default();
        self.lines.clear();
    }

    /// True when the program has no statements.
    pub fn is_empty(&self) -> bool {
        self.instrs.is_empty()
    }

    /// Element number `i` of a collection.
    pub fn elem(&self, c: Coll, i: usize) -> Elem {
        match c {
            Coll::Instruction => Elem::Instr(i as u32),
            Coll::Write => Elem::Op(self.writes[i]),
            Coll::Read => Elem::Op(self.reads[i]),
            Coll::Predicate => Elem::Op(self.predicates[i]),
            Coll::Operand => Elem::Op(i as u32),
            Coll::Dcl => Elem::Instr(self.dcls[i]),
            Coll::Def => Elem::Instr(self.defs[i]),
            Coll::Program => Elem::Program,
        }
    }

    /// Where an element stands.
    pub fn span(&self, e: Elem) -> Span {
        match e {
            Elem::Instr(i) => self.instrs[i as usize].span,
            Elem::Op(o) => self.operands[o as usize].span,
            Elem::Program => self.version_span,
        }
    }

    /// The 1-based source line of the statement of `e` (an operand's: its statement's),
    /// counted in the text the facts were built with; without one, statement `k` is on
    /// line `k + 2`.
    pub fn line_of(&self, e: Elem) -> Option<u32> {
        let k = match e {
            Elem::Instr(i) => i as usize,
            Elem::Op(o) => self.operands.get(o as usize)?.instr as usize,
            Elem::Program => return None,
        };
        (k < self.instrs.len())
            .then(|| self.lines.line(k, self.instrs.iter().map(|i| i.span.start)))
    }

    /// The statement of `e` (an operand's: its statement).
    pub fn instr_of(&self, e: Elem) -> Option<&InstrFacts> {
        match e {
            Elem::Instr(i) => self.instrs.get(i as usize),
            Elem::Op(o) => self.instrs.get(self.operands[o as usize].instr as usize),
            Elem::Program => None,
        }
    }
}
