//! Typed field readers for compiled conditions (`closure.rs`): per field path, a
//! closure that loads the field of an element as [`Env::get`] gives it (`None` where
//! `get` gives null), handed to a [`Leaf`] so that the reader and the comparison are
//! compiled together into one closure (no `Value` built, no second indirect call).

use super::{At, Env};
use crate::facts::Elem;
use crate::fields::{IField, OField, OpSel, PField, Path};
use crate::vocab::{class_index, Sym, ROLES};

/// What is made of a reader of `T` fields (a compiled leaf condition).
pub(super) trait Leaf<T> {
    /// The result.
    type Out;
    /// Combines the reader with the leaf's test.
    fn make<R>(self, read: R) -> Self::Out
    where
        R: Fn(&Env, At) -> Option<T> + Send + Sync + 'static;
}

/// A statement field read through `$f` (`|i: &InstrFacts| -> Option<T>`).
macro_rules! instr {
    ($leaf:expr, $f:expr) => {
        Some($leaf.make(|env: &Env, at: At| env.facts_of(at.stage).instr_of(at.elem).and_then($f)))
    };
}

/// An operand field (of operand `$sel`) read through `$f`; an operand's own field
/// directly.
macro_rules! operand {
    ($leaf:expr, $sel:expr, $f:expr) => {{
        let sel = $sel;
        if sel == OpSel::Own {
            Some($leaf.make(move |env: &Env, at: At| {
                let f = env.facts_of(at.stage);
                match at.elem {
                    Elem::Op(o) => f.operands.get(o as usize),
                    e => env.operand(f, e, OpSel::Own),
                }
                .and_then($f)
            }))
        } else {
            Some($leaf.make(move |env: &Env, at: At| {
                env.operand(env.facts_of(at.stage), at.elem, sel)
                    .and_then($f)
            }))
        }
    }};
}

/// The reader of a name field, made into `leaf` (none: not a name field).
pub(super) fn sym<L: Leaf<Sym>>(path: Path, leaf: L) -> Option<L::Out> {
    match path {
        Path::I(IField::Opcode) => instr!(leaf, |i| Some(i.opcode)),
        Path::I(IField::Mnemonic) => instr!(leaf, |i| Some(i.mnemonic)),
        Path::I(IField::Class) => Some(leaf.make(|env: &Env, at: At| {
            env.facts_of(at.stage)
                .instr_of(at.elem)
                .map(|i| env.vocab.classes[class_index(i.class)])
        })),
        Path::I(IField::Comparison) => instr!(leaf, |i| i.comparison),
        Path::I(IField::Usage) => instr!(leaf, |i| i.usage),
        Path::I(IField::SamplerType) => instr!(leaf, |i| i.sampler_type),
        Path::Op(sel, OField::File) => operand!(leaf, sel, |o| o.file),
        Path::Op(sel, OField::Swizzle) => operand!(leaf, sel, |o| o.swizzle),
        Path::Op(sel, OField::SwizzleKind) => operand!(leaf, sel, |o| o.swizzle_kind),
        Path::Op(sel, OField::Modifier) => operand!(leaf, sel, |o| o.modifier),
        Path::Op(sel, OField::RelFile) => operand!(leaf, sel, |o| o.rel_file),
        Path::Op(sel, OField::RelComponent) => operand!(leaf, sel, |o| o.rel_component),
        Path::Op(sel, OField::Role) => Some(leaf.make(move |env: &Env, at: At| {
            let o = env.operand(env.facts_of(at.stage), at.elem, sel)?;
            ROLES
                .get(o.role as usize)
                .map(|_| env.vocab.roles[o.role as usize])
        })),
        Path::P(PField::Profile) => {
            Some(leaf.make(|env: &Env, at: At| env.facts_of(at.stage).program.profile))
        }
        Path::P(PField::Kind) => {
            Some(leaf.make(|env: &Env, at: At| env.facts_of(at.stage).program.kind))
        }
        _ => None,
    }
}

/// The reader of an integer field, made into `leaf` (none: not an integer field).
pub(super) fn int<L: Leaf<i64>>(path: Path, leaf: L) -> Option<L::Out> {
    use IField as I;
    use OField as O;
    let program = |f: fn(&crate::facts::ProgramFacts) -> u32| {
        move |env: &Env, at: At| Some(i64::from(f(&env.facts_of(at.stage).program)))
    };
    match path {
        Path::I(I::Line) => Some(
            leaf.make(|env: &Env, at: At| env.facts_of(at.stage).line_of(at.elem).map(i64::from)),
        ),
        Path::I(I::Slots) => instr!(leaf, |i| Some(i64::from(i.slots))),
        Path::I(I::Control) => instr!(leaf, |i| Some(i64::from(i.control))),
        Path::I(I::Shift) => instr!(leaf, |i| Some(i64::from(i.shift))),
        Path::I(I::Phase) => instr!(leaf, |i| Some(i64::from(i.phase))),
        Path::I(I::StaticDepth) => instr!(leaf, |i| Some(i64::from(i.static_depth))),
        Path::I(I::DynamicDepth) => instr!(leaf, |i| Some(i64::from(i.dynamic_depth))),
        Path::I(I::LoopDepth) => instr!(leaf, |i| Some(i64::from(i.loop_depth))),
        Path::I(I::CallDepth) => instr!(leaf, |i| Some(i64::from(i.call_depth))),
        Path::I(I::SrcCount) => instr!(leaf, |i| Some(i64::from(i.src_count))),
        Path::I(I::UsageIndex) => instr!(leaf, |i| i.usage_index.map(i64::from)),
        Path::I(I::UsageValue) => instr!(leaf, |i| i.usage_value.map(i64::from)),
        Path::I(I::DependentOrder) => instr!(leaf, |i| i.dependent_order.map(i64::from)),
        Path::I(I::Position) => Some(leaf.make(|env: &Env, at: At| {
            let f = env.facts_of(at.stage);
            f.instr_of(at.elem)?;
            Some(match at.elem {
                Elem::Instr(k) => i64::from(k),
                Elem::Op(o) => i64::from(f.operands[o as usize].instr),
                Elem::Program => -1,
            })
        })),
        Path::Op(sel, O::Type) => operand!(leaf, sel, |o| Some(i64::from(o.ty))),
        Path::Op(sel, O::Index) => operand!(leaf, sel, |o| Some(i64::from(o.index))),
        Path::Op(sel, O::FileIndex) => operand!(leaf, sel, |o| Some(i64::from(o.file_index))),
        Path::Op(sel, O::FileCount) => operand!(leaf, sel, |o| Some(i64::from(o.file_count))),
        Path::Op(sel, O::Operand) => operand!(leaf, sel, |o| Some(i64::from(o.operand))),
        Path::Op(sel, O::FileReads) => operand!(leaf, sel, |o| o.file_reads.map(i64::from)),
        Path::Op(sel, O::FileReadPorts) => {
            operand!(leaf, sel, |o| o.file_read_ports.map(i64::from))
        }
        Path::DistinctReads(file) => Some(leaf.make(move |env: &Env, at: At| {
            let f = env.facts_of(at.stage);
            let i = f.instr_of(at.elem)?;
            Some(
                f.distinct_reads[i.reads.0 as usize..i.reads.1 as usize]
                    .iter()
                    .find(|(x, _)| *x == file)
                    .map_or(0, |(_, n)| i64::from(*n)),
            )
        })),
        Path::P(PField::InstructionCount) => Some(leaf.make(program(|p| p.instruction_count))),
        Path::P(PField::Slots) => Some(leaf.make(program(|p| p.slots))),
        Path::P(PField::TextureSlots) => Some(leaf.make(program(|p| p.texture_slots))),
        Path::P(PField::ArithmeticSlots) => Some(leaf.make(program(|p| p.arithmetic_slots))),
        _ => None,
    }
}

/// The reader of a boolean field, made into `leaf` (none: not a boolean field).
pub(super) fn boolean<L: Leaf<bool>>(path: Path, leaf: L) -> Option<L::Out> {
    use IField as I;
    use OField as O;
    match path {
        Path::I(I::FormInProfile) => instr!(leaf, |i| Some(i.form_in_profile)),
        Path::I(I::Coissue) => instr!(leaf, |i| Some(i.coissue)),
        Path::I(I::Predicated) => instr!(leaf, |i| Some(i.predicated)),
        Path::I(I::Sat) => instr!(leaf, |i| Some(i.sat)),
        Path::I(I::Pp) => instr!(leaf, |i| Some(i.pp)),
        Path::I(I::Centroid) => instr!(leaf, |i| Some(i.centroid)),
        Path::I(I::AfterCode) => instr!(leaf, |i| Some(i.after_code)),
        Path::I(I::AfterArithmetic) => instr!(leaf, |i| Some(i.after_arithmetic)),
        Path::I(I::InFlowControl) => instr!(leaf, |i| Some(i.in_flow_control)),
        Path::I(I::InDynamicFlow) => instr!(leaf, |i| Some(i.in_dynamic_flow)),
        Path::I(I::BlockMatched) => instr!(leaf, |i| Some(i.block_matched)),
        Path::Op(sel, O::Writable) => operand!(leaf, sel, |o| o.writable),
        Path::Op(sel, O::Readable) => operand!(leaf, sel, |o| o.readable),
        Path::Op(sel, O::Initialized) => operand!(leaf, sel, |o| o.initialized),
        Path::Op(sel, O::Relative) => operand!(leaf, sel, |o| Some(o.relative)),
        Path::Op(sel, O::Declared) => operand!(leaf, sel, |o| Some(o.declared_mask.is_some())),
        Path::OpPresent(sel) => operand!(leaf, sel, |_| Some(true)),
        Path::P(PField::HasPhase) => {
            Some(leaf.make(|env: &Env, at: At| Some(env.facts_of(at.stage).program.has_phase)))
        }
        _ => None,
    }
}

/// The reader of a mask field, made into `leaf` (none: not a mask field).
pub(super) fn mask<L: Leaf<u8>>(path: Path, leaf: L) -> Option<L::Out> {
    match path {
        Path::Op(sel, OField::Mask) => operand!(leaf, sel, |o| Some(o.mask)),
        Path::Op(sel, OField::DeclaredMask) => operand!(leaf, sel, |o| o.declared_mask),
        Path::I(IField::PrevDstMask) => instr!(leaf, |i| i.prev_dst_mask),
        _ => None,
    }
}

/// A reader as a boxed closure (for the second field of a two-field comparison).
pub(super) type Boxed<T> = Box<dyn Fn(&Env, At) -> Option<T> + Send + Sync>;

/// The [`Leaf`] that keeps the reader itself.
pub(super) struct KeepReader;

impl<T> Leaf<T> for KeepReader {
    type Out = Boxed<T>;
    fn make<R>(self, read: R) -> Boxed<T>
    where
        R: Fn(&Env, At) -> Option<T> + Send + Sync + 'static,
    {
        Box::new(read)
    }
}
