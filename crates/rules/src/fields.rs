//! The catalogue of the rule language: collections, field names and their types.
//!
//! This is the Rust side of the tables in `docs/rule-language.md`; the loader resolves
//! every field path of a rule file here once, so evaluation never looks a name up.

use crate::vocab::{Sym, Vocab};

/// What a `for_each`, `exists`, `count` or `aggregate` ranges over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Coll {
    /// Every statement.
    Instruction,
    /// Destination operands of non-declaration statements.
    Write,
    /// Source operands (not the predicate).
    Read,
    /// Predicate operands.
    Predicate,
    /// Every register operand.
    Operand,
    /// `dcl` statements.
    Dcl,
    /// `def`, `defi`, `defb` statements.
    Def,
    /// The program itself (one element).
    Program,
}

/// Every collection with its name.
pub const COLLECTIONS: [(&str, Coll); 8] = [
    ("instruction", Coll::Instruction),
    ("write", Coll::Write),
    ("read", Coll::Read),
    ("predicate", Coll::Predicate),
    ("operand", Coll::Operand),
    ("dcl", Coll::Dcl),
    ("def", Coll::Def),
    ("program", Coll::Program),
];

impl Coll {
    /// The collection with this name.
    pub fn from_name(s: &str) -> Option<Coll> {
        COLLECTIONS.iter().find(|(n, _)| *n == s).map(|(_, c)| *c)
    }

    /// The collection's name.
    pub fn name(self) -> &'static str {
        COLLECTIONS
            .iter()
            .find(|(_, c)| *c == self)
            .map_or("?", |(n, _)| n)
    }

    /// True when each element is an operand or has one of its own (dcl, def).
    pub fn has_own_operand(self) -> bool {
        !matches!(self, Coll::Instruction | Coll::Program)
    }
}

/// What kind of strings a string field holds (used to check literals).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Domain {
    /// Opcode names (`D3DSIO_` names in lower case).
    Opcode,
    /// Mnemonics of the model's forms.
    Mnemonic,
    /// Instruction classes.
    Class,
    /// Register-file names of the model.
    File,
    /// Operand roles.
    Role,
    /// Source-modifier names.
    Modifier,
    /// Four swizzle letters.
    Swizzle,
    /// identity, replicate, other.
    SwizzleKind,
    /// gt, eq, ge, lt, ne, le.
    Comparison,
    /// x, y, z, w.
    Component,
    /// Usage names of the model.
    Usage,
    /// Sampler-type names of the model.
    SamplerType,
    /// Profile names of the model.
    Profile,
    /// vs, ps.
    ShaderKind,
    /// sat, pp, centroid.
    ResultModifier,
}

impl Domain {
    /// What the domain is called in messages.
    pub fn describe(self) -> &'static str {
        match self {
            Domain::Opcode => "an opcode name",
            Domain::Mnemonic => "a mnemonic",
            Domain::Class => "an instruction class (arithmetic, texture, flow, declaration, other)",
            Domain::File => "a register-file name of the model",
            Domain::Role => "an operand role (dst, src, predicate, dcl, def)",
            Domain::Modifier => "a source-modifier name",
            Domain::Swizzle => "four swizzle letters",
            Domain::SwizzleKind => "a swizzle kind (identity, replicate, other)",
            Domain::Comparison => "a comparison (gt, eq, ge, lt, ne, le)",
            Domain::Component => "a component letter (x, y, z, w)",
            Domain::Usage => "a usage name of the model",
            Domain::SamplerType => "a sampler type of the model",
            Domain::Profile => "a profile name of the model",
            Domain::ShaderKind => "a shader kind (vs, ps)",
            Domain::ResultModifier => "a result modifier (sat, pp, centroid)",
        }
    }

    /// The symbols the domain allows.
    pub fn members(self, v: &Vocab) -> Vec<Sym> {
        let opt = |a: &[Option<Sym>]| a.iter().flatten().copied().collect::<Vec<_>>();
        match self {
            Domain::Opcode => v.opcode_names.values().copied().collect(),
            Domain::Mnemonic => {
                let mut m = v.form_mnemonics.clone();
                m.extend(v.opcode_names.values().copied());
                m
            }
            Domain::Class => v.classes.to_vec(),
            Domain::File => v.files.clone(),
            Domain::Role => v.roles.to_vec(),
            Domain::Modifier => v.modifiers.to_vec(),
            Domain::Swizzle => v.swizzles.clone(),
            Domain::SwizzleKind => v.swizzle_kinds.to_vec(),
            Domain::Comparison => opt(&v.comparisons),
            Domain::Component => v.components.to_vec(),
            Domain::Usage => opt(&v.usages),
            Domain::SamplerType => opt(&v.sampler_types),
            Domain::Profile => v.profiles.clone(),
            Domain::ShaderKind => v.kinds.to_vec(),
            Domain::ResultModifier => v.result_modifiers.to_vec(),
        }
    }
}

/// The static type of a field or reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// An integer.
    Int,
    /// An integer or a floating-point number.
    Num,
    /// true / false.
    Bool,
    /// A string from a domain.
    Str(Domain),
    /// A set of components.
    Mask,
    /// A list of integers.
    IntList,
    /// A list of numbers (def values).
    NumList,
    /// A list of strings.
    StrList(Domain),
    /// A list of masks.
    MaskList,
    /// An operand record (`dst`, `src.0`): only `null` tests apply.
    Record,
}

impl Ty {
    /// What the type is called in messages.
    pub fn describe(self) -> &'static str {
        match self {
            Ty::Int => "an integer",
            Ty::Num => "a number",
            Ty::Bool => "a boolean",
            Ty::Str(_) => "a string",
            Ty::Mask => "a mask",
            Ty::IntList => "a list of integers",
            Ty::NumList => "a list of numbers",
            Ty::StrList(_) => "a list of strings",
            Ty::MaskList => "a list of masks",
            Ty::Record => "an operand",
        }
    }

    /// The element type of a list type.
    pub fn element(self) -> Option<Ty> {
        match self {
            Ty::IntList => Some(Ty::Int),
            Ty::NumList => Some(Ty::Num),
            Ty::StrList(d) => Some(Ty::Str(d)),
            Ty::MaskList => Some(Ty::Mask),
            _ => None,
        }
    }

    /// The list type whose elements are of this type.
    pub fn list_of(self) -> Option<Ty> {
        match self {
            Ty::Int => Some(Ty::IntList),
            Ty::Num => Some(Ty::NumList),
            Ty::Str(d) => Some(Ty::StrList(d)),
            Ty::Mask => Some(Ty::MaskList),
            _ => None,
        }
    }
}

/// A field of a statement (also present on the operand elements of the statement).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IField {
    /// `opcode`.
    Opcode,
    /// `mnemonic`.
    Mnemonic,
    /// `class`.
    Class,
    /// `position`.
    Position,
    /// `line`.
    Line,
    /// `form_in_profile`.
    FormInProfile,
    /// `slots`.
    Slots,
    /// `coissue`.
    Coissue,
    /// `predicated`.
    Predicated,
    /// `comparison`.
    Comparison,
    /// `control`.
    Control,
    /// `sat`.
    Sat,
    /// `pp`.
    Pp,
    /// `centroid`.
    Centroid,
    /// `shift`.
    Shift,
    /// `after_code`.
    AfterCode,
    /// `after_arithmetic`.
    AfterArithmetic,
    /// `phase`.
    Phase,
    /// `static_depth`.
    StaticDepth,
    /// `dynamic_depth`.
    DynamicDepth,
    /// `loop_depth`.
    LoopDepth,
    /// `call_depth`.
    CallDepth,
    /// `in_flow_control`.
    InFlowControl,
    /// `in_dynamic_flow`.
    InDynamicFlow,
    /// `block_matched`.
    BlockMatched,
    /// `src_count`.
    SrcCount,
    /// `usage` (dcl).
    Usage,
    /// `usage_index` (dcl).
    UsageIndex,
    /// `usage_value` (dcl).
    UsageValue,
    /// `sampler_type` (dcl).
    SamplerType,
    /// `values` (def).
    Values,
    /// `dependent_order` (ps_2_0+ texture sampling).
    DependentOrder,
    /// `prev_dst_mask`: the write mask of the statement just before.
    PrevDstMask,
}

/// Statement fields with their names and types.
pub const INSTR_FIELDS: &[(&str, IField, Ty)] = &[
    ("opcode", IField::Opcode, Ty::Str(Domain::Opcode)),
    ("mnemonic", IField::Mnemonic, Ty::Str(Domain::Mnemonic)),
    ("class", IField::Class, Ty::Str(Domain::Class)),
    ("position", IField::Position, Ty::Int),
    ("line", IField::Line, Ty::Int),
    ("form_in_profile", IField::FormInProfile, Ty::Bool),
    ("slots", IField::Slots, Ty::Int),
    ("coissue", IField::Coissue, Ty::Bool),
    ("predicated", IField::Predicated, Ty::Bool),
    (
        "comparison",
        IField::Comparison,
        Ty::Str(Domain::Comparison),
    ),
    ("control", IField::Control, Ty::Int),
    ("sat", IField::Sat, Ty::Bool),
    ("pp", IField::Pp, Ty::Bool),
    ("centroid", IField::Centroid, Ty::Bool),
    ("shift", IField::Shift, Ty::Int),
    ("after_code", IField::AfterCode, Ty::Bool),
    ("after_arithmetic", IField::AfterArithmetic, Ty::Bool),
    ("phase", IField::Phase, Ty::Int),
    ("static_depth", IField::StaticDepth, Ty::Int),
    ("dynamic_depth", IField::DynamicDepth, Ty::Int),
    ("loop_depth", IField::LoopDepth, Ty::Int),
    ("call_depth", IField::CallDepth, Ty::Int),
    ("in_flow_control", IField::InFlowControl, Ty::Bool),
    ("in_dynamic_flow", IField::InDynamicFlow, Ty::Bool),
    ("block_matched", IField::BlockMatched, Ty::Bool),
    ("src_count", IField::SrcCount, Ty::Int),
    ("usage", IField::Usage, Ty::Str(Domain::Usage)),
    ("usage_index", IField::UsageIndex, Ty::Int),
    ("usage_value", IField::UsageValue, Ty::Int),
    (
        "sampler_type",
        IField::SamplerType,
        Ty::Str(Domain::SamplerType),
    ),
    ("values", IField::Values, Ty::NumList),
    ("dependent_order", IField::DependentOrder, Ty::Int),
    ("prev_dst_mask", IField::PrevDstMask, Ty::Mask),
];

/// A field of an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OField {
    /// `file`.
    File,
    /// `type`.
    Type,
    /// `index`.
    Index,
    /// `file_index`.
    FileIndex,
    /// `file_count`.
    FileCount,
    /// `writable`.
    Writable,
    /// `readable`.
    Readable,
    /// `role`.
    Role,
    /// `operand`.
    Operand,
    /// `mask`.
    Mask,
    /// `swizzle`.
    Swizzle,
    /// `swizzle_kind`.
    SwizzleKind,
    /// `modifier`.
    Modifier,
    /// `relative`.
    Relative,
    /// `rel_file`.
    RelFile,
    /// `rel_component`.
    RelComponent,
    /// `initialized`.
    Initialized,
    /// `declared`.
    Declared,
    /// `declared_mask`.
    DeclaredMask,
    /// `file_reads`.
    FileReads,
    /// `file_read_ports`.
    FileReadPorts,
}

/// Operand fields with their names and types.
pub const OPERAND_FIELDS: &[(&str, OField, Ty)] = &[
    ("file", OField::File, Ty::Str(Domain::File)),
    ("type", OField::Type, Ty::Int),
    ("index", OField::Index, Ty::Int),
    ("file_index", OField::FileIndex, Ty::Int),
    ("file_count", OField::FileCount, Ty::Int),
    ("writable", OField::Writable, Ty::Bool),
    ("readable", OField::Readable, Ty::Bool),
    ("role", OField::Role, Ty::Str(Domain::Role)),
    ("operand", OField::Operand, Ty::Int),
    ("mask", OField::Mask, Ty::Mask),
    ("swizzle", OField::Swizzle, Ty::Str(Domain::Swizzle)),
    (
        "swizzle_kind",
        OField::SwizzleKind,
        Ty::Str(Domain::SwizzleKind),
    ),
    ("modifier", OField::Modifier, Ty::Str(Domain::Modifier)),
    ("relative", OField::Relative, Ty::Bool),
    ("rel_file", OField::RelFile, Ty::Str(Domain::File)),
    (
        "rel_component",
        OField::RelComponent,
        Ty::Str(Domain::Component),
    ),
    ("initialized", OField::Initialized, Ty::Bool),
    ("declared", OField::Declared, Ty::Bool),
    ("declared_mask", OField::DeclaredMask, Ty::Mask),
    ("file_reads", OField::FileReads, Ty::Int),
    ("file_read_ports", OField::FileReadPorts, Ty::Int),
];

/// A field of the program element.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PField {
    /// `profile`.
    Profile,
    /// `kind`.
    Kind,
    /// `instruction_count`.
    InstructionCount,
    /// `slots`.
    Slots,
    /// `texture_slots`.
    TextureSlots,
    /// `arithmetic_slots`.
    ArithmeticSlots,
    /// `has_phase`.
    HasPhase,
}

/// Program fields with their names and types.
pub const PROGRAM_FIELDS: &[(&str, PField, Ty)] = &[
    ("profile", PField::Profile, Ty::Str(Domain::Profile)),
    ("kind", PField::Kind, Ty::Str(Domain::ShaderKind)),
    ("instruction_count", PField::InstructionCount, Ty::Int),
    ("slots", PField::Slots, Ty::Int),
    ("texture_slots", PField::TextureSlots, Ty::Int),
    ("arithmetic_slots", PField::ArithmeticSlots, Ty::Int),
    ("has_phase", PField::HasPhase, Ty::Bool),
];

/// Which operand of an element a path reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpSel {
    /// The element's own operand (operand elements; the register of dcl/def).
    Own,
    /// The statement's destination.
    Dst,
    /// The statement's source number N.
    Src(u8),
}

/// A resolved field path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Path {
    /// A statement field.
    I(IField),
    /// An operand field.
    Op(OpSel, OField),
    /// The operand itself (`dst`, `src.1`): present or null.
    OpPresent(OpSel),
    /// `distinct_reads.FILE`.
    DistinctReads(Sym),
    /// A program field.
    P(PField),
    /// Field number N of an aggregate's group record (its `group_by` fields).
    Group(u8),
    /// `value` of an aggregate's group record.
    AggValue,
}

/// Resolves a dotted field path on elements of `coll`; `Err` says why not.
pub fn resolve(coll: Coll, path: &str, vocab: &Vocab) -> Result<(Path, Ty), String> {
    if coll == Coll::Program {
        return PROGRAM_FIELDS
            .iter()
            .find(|(n, _, _)| *n == path)
            .map(|(_, f, t)| (Path::P(*f), *t))
            .ok_or_else(|| unknown(path, "program", PROGRAM_FIELDS.iter().map(|f| f.0)));
    }
    let mut parts = path.splitn(2, '.');
    let head = parts.next().unwrap_or("");
    let rest = parts.next();
    match (head, rest) {
        ("dst", None) => return Ok((Path::OpPresent(OpSel::Dst), Ty::Record)),
        ("dst", Some(f)) => return operand_field(OpSel::Dst, f, path),
        ("src", Some(rest)) => {
            let mut p = rest.splitn(2, '.');
            let n = p.next().unwrap_or("");
            let n: u8 = n.parse().ok().filter(|n| *n < 8).ok_or_else(|| {
                format!("`{path}`: after `src.` comes a source number 0–7, as in `src.0.modifier`")
            })?;
            return match p.next() {
                None => Ok((Path::OpPresent(OpSel::Src(n)), Ty::Record)),
                Some(f) => operand_field(OpSel::Src(n), f, path),
            };
        }
        ("distinct_reads", Some(file)) => {
            return match vocab.get(file).filter(|s| vocab.files.contains(s)) {
                Some(s) => Ok((Path::DistinctReads(s), Ty::Int)),
                None => Err(format!(
                    "`{path}`: `{file}` is not a register-file name of the model"
                )),
            };
        }
        _ => {}
    }
    if let Some((_, f, t)) = INSTR_FIELDS.iter().find(|(n, _, _)| *n == path) {
        return Ok((Path::I(*f), *t));
    }
    if let Some((_, f, t)) = OPERAND_FIELDS.iter().find(|(n, _, _)| *n == path) {
        if coll.has_own_operand() {
            return Ok((Path::Op(OpSel::Own, *f), *t));
        }
        return Err(format!(
            "`{path}` is a field of operands; an `instruction` has `dst.{path}` and `src.N.{path}`"
        ));
    }
    let mut names: Vec<&str> = INSTR_FIELDS.iter().map(|f| f.0).collect();
    names.extend(["dst", "src", "distinct_reads"]);
    if coll.has_own_operand() {
        names.extend(OPERAND_FIELDS.iter().map(|f| f.0));
    }
    Err(unknown(path, coll.name(), names.into_iter()))
}

fn operand_field(sel: OpSel, f: &str, path: &str) -> Result<(Path, Ty), String> {
    OPERAND_FIELDS
        .iter()
        .find(|(n, _, _)| *n == f)
        .map(|(_, of, t)| (Path::Op(sel, *of), *t))
        .ok_or_else(|| unknown(path, "operand", OPERAND_FIELDS.iter().map(|f| f.0)))
}

/// "unknown field" with a suggestion when a known name is close.
pub fn unknown<'a>(name: &str, what: &str, known: impl Iterator<Item = &'a str>) -> String {
    let last = name.rsplit('.').next().unwrap_or(name);
    let best = known
        .map(|k| (edit_distance(last, k), k))
        .filter(|(d, k)| *d <= 2.max(k.len() / 3))
        .min();
    match best {
        Some((_, k)) => format!("unknown {what} field `{name}` (did you mean `{k}`?)"),
        None => format!("unknown {what} field `{name}`"),
    }
}

/// Levenshtein distance, for suggestions.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}
