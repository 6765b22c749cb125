//! The shader-model tables (profiles, register files, opcodes, usages), loaded from the
//! YAML in `spec-rules/models/` and indexed for the parser, decoder, printer and validator.
//!
//! The tables are embedded in the binary at build time ([`Model::embedded`]) and can be
//! replaced at run time from a directory ([`Model::from_dir`], the CLI's `--spec DIR`).

mod fast_hash;
mod load;
mod lookup;
mod names;
pub mod schema;
pub mod snapshot;
mod words;

use crate::ir::{Profile, RegType, Register, ShaderKind, SrcModifier, WriteMask};
use crate::opcode::Opcode;
use fast_hash::FastMap;
use std::collections::BTreeMap;
use std::sync::OnceLock;

pub use load::{options_for_size, yaml_headline, ModelError};
pub(crate) use names::pick_file;
pub use names::MAX_SHORT_NAME as MAX_SHORT_REGISTER_NAME;
pub use schema::Limits;

/// The file names of the model tables inside a spec directory's `models/` folder.
pub const MODEL_FILES: [&str; 4] = [
    "profiles.yaml",
    "registers.yaml",
    "opcodes.yaml",
    "usages.yaml",
];

/// Opcodes below this number are looked up by direct index.
pub const DIRECT_OPCODES: usize = 128;

/// A set of profiles, one bit per profile index of the model.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ProfileSet(pub u64);

impl ProfileSet {
    /// True when the profile with model index `i` is in the set.
    pub fn contains_index(self, i: usize) -> bool {
        i < 64 && self.0 & (1 << i) != 0
    }

    /// Adds the profile with model index `i`.
    pub fn insert_index(&mut self, i: usize) {
        if i < 64 {
            self.0 |= 1 << i;
        }
    }

    /// The union of two sets.
    pub fn union(self, other: ProfileSet) -> ProfileSet {
        ProfileSet(self.0 | other.0)
    }

    /// True when empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Model indices in the set, in order.
    pub fn indices(self) -> impl Iterator<Item = usize> {
        (0..64).filter(move |i| self.0 & (1u64 << i) != 0)
    }
}

/// A profile with everything the tables say about it.
#[derive(Clone, Debug)]
pub struct ProfileInfo {
    /// Canonical name (`vs_2_x`).
    pub name: String,
    /// Version numbers.
    pub profile: Profile,
    /// Position in [`Model::profiles`].
    pub index: usize,
    /// How many registers of each file exist, by register-file name.
    pub registers: BTreeMap<String, u32>,
    /// Counted limits.
    pub limits: Limits,
    /// Read ports per register-file name.
    pub read_ports: BTreeMap<String, u32>,
    /// Allowed result modifiers (`sat`, `pp`, `centroid`).
    pub result_modifiers: Vec<String>,
    /// Allowed result shifts as powers of two (1 = `_x2`, -1 = `_d2`).
    pub shifts: Vec<i8>,
    /// Allowed source modifiers.
    pub source_modifiers: Vec<SrcModifier>,
    /// Allowed write masks; `None` means any non-empty mask.
    pub write_masks: Option<Vec<WriteMask>>,
    /// Where the numbers come from.
    pub source: String,
    /// Remarks.
    pub note: Option<String>,
}

impl ProfileInfo {
    /// How many registers the file named `file` has in this profile (0 if it does not exist).
    pub fn register_count(&self, file: &str) -> u32 {
        self.registers.get(file).copied().unwrap_or(0)
    }
}

/// A register file: a text name for a register type in some profiles.
#[derive(Clone, Debug)]
pub struct RegisterFileInfo {
    /// Text name or prefix (`r`, `oPos`).
    pub name: String,
    /// Register type.
    pub ty: RegType,
    /// For fixed-name registers, the number the name stands for.
    pub fixed_index: Option<u32>,
    /// The profiles that use this name.
    pub profiles: ProfileSet,
    /// The shader kinds of those profiles.
    pub kinds: Vec<ShaderKind>,
    /// What it is for.
    pub title: String,
    /// May be a destination.
    pub writable: bool,
    /// May be a source.
    pub readable: bool,
}

/// The category of an instruction, for slot accounting and ps_1_x ordering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpClass {
    /// Arithmetic (colour) instruction.
    Arithmetic,
    /// Texture-addressing or sampling instruction.
    Texture,
    /// Flow control.
    Flow,
    /// `dcl`, `def*`, `label`: costs no slot.
    Declaration,
    /// `nop`, `phase`.
    Other,
}

impl OpClass {
    /// The class with this YAML name.
    pub fn from_name(s: &str) -> Option<OpClass> {
        Some(match s {
            "arithmetic" => OpClass::Arithmetic,
            "texture" => OpClass::Texture,
            "flow" => OpClass::Flow,
            "declaration" => OpClass::Declaration,
            "other" => OpClass::Other,
            _ => return None,
        })
    }

    /// The YAML name.
    pub fn name(self) -> &'static str {
        match self {
            OpClass::Arithmetic => "arithmetic",
            OpClass::Texture => "texture",
            OpClass::Flow => "flow",
            OpClass::Declaration => "declaration",
            OpClass::Other => "other",
        }
    }
}

/// What one operand of an instruction form is, in token order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OperandKind {
    /// A destination token.
    Dst,
    /// A source token.
    Src,
    /// The usage/sampler token of `dcl`.
    Decl,
    /// Four float literals (`def`).
    Float4,
    /// Four integer literals (`defi`).
    Int4,
    /// One boolean literal (`defb`).
    Bool,
}

impl OperandKind {
    /// The kind with this YAML name.
    pub fn from_name(s: &str) -> Option<OperandKind> {
        Some(match s {
            "dst" => OperandKind::Dst,
            "src" => OperandKind::Src,
            "decl" => OperandKind::Decl,
            "float4" => OperandKind::Float4,
            "int4" => OperandKind::Int4,
            "bool" => OperandKind::Bool,
            _ => return None,
        })
    }

    /// Tokens this operand takes, not counting relative-address tokens.
    pub fn tokens(self) -> usize {
        match self {
            OperandKind::Float4 | OperandKind::Int4 => 4,
            _ => 1,
        }
    }
}

/// One way an opcode is written, in some profiles.
#[derive(Clone, Debug)]
pub struct FormInfo {
    /// The opcode number.
    pub opcode: Opcode,
    /// The opcode's `D3DSIO_` name in lower case.
    pub name: String,
    /// The mnemonic written in text (without comparison suffix).
    pub mnemonic: String,
    /// Fixed control bits.
    pub control: u8,
    /// Takes a comparison suffix.
    pub comparison: bool,
    /// Operand kinds in token order.
    pub operands: Vec<OperandKind>,
    /// Profiles with this form.
    pub profiles: ProfileSet,
    /// Slots it costs.
    pub slots: u32,
    /// Category.
    pub class: OpClass,
}

impl FormInfo {
    /// True when the form writes a destination operand.
    pub fn has_dst(&self) -> bool {
        self.operands.contains(&OperandKind::Dst)
    }

    /// Number of source operands.
    pub fn src_count(&self) -> usize {
        self.operands
            .iter()
            .filter(|k| **k == OperandKind::Src)
            .count()
    }
}

/// A named numeric value (a usage or sampler type).
#[derive(Clone, Debug)]
pub struct NamedValue {
    /// Canonical name.
    pub name: String,
    /// Encoded value.
    pub value: u8,
    /// Other accepted spellings.
    pub aliases: Vec<String>,
}

/// The indexed shader-model tables.
#[derive(Clone, Debug)]
pub struct Model {
    /// Every profile, in file order.
    pub profiles: Vec<ProfileInfo>,
    /// Named groups of profiles.
    pub groups: BTreeMap<String, ProfileSet>,
    /// Every register file.
    pub register_files: Vec<RegisterFileInfo>,
    /// Every form of every opcode.
    pub forms: Vec<FormInfo>,
    /// Declaration usages.
    pub usages: Vec<NamedValue>,
    /// Sampler texture types.
    pub sampler_types: Vec<NamedValue>,
    by_mnemonic: FastMap<String, Vec<usize>>,
    /// Forms by opcode number: opcodes below [`DIRECT_OPCODES`] by direct index (the
    /// decoder's hot path), the rest (phase) by hash.
    by_opcode_direct: Vec<Vec<usize>>,
    by_opcode: FastMap<u16, Vec<usize>>,
    by_profile: FastMap<Profile, usize>,
    /// `[profile index * 20 + register type]` → register files of that type usable in
    /// the profile, then those of the same kind (the fallback of `register_file`).
    reg_index: Vec<Vec<usize>>,
    /// Register files by the ASCII-lower-cased first byte of their name (128 slots), in
    /// file order; names that do not start with an ASCII byte are in none.
    files_by_initial: Vec<Vec<usize>>,
    /// Short register-file names resolved per profile (the parser's hot path).
    register_names: names::RegisterNames,
    /// The parser's indexes of short words (see [`words`]).
    words: lookup::ModelWords,
}

static EMBEDDED: OnceLock<Model> = OnceLock::new();

/// The embedded tables as loaded, or the panic of a broken build.
// The tables are compiled in and loaded by the test suite: no input of a user reaches
// this panic, only a broken build.
#[allow(clippy::panic)]
fn embedded_or_panic(loaded: Result<Model, ModelError>) -> Model {
    match loaded {
        Ok(m) => m,
        Err(e) => panic!("the embedded shader-model tables are broken:\n{e}"),
    }
}

/// The model tables as they were when the binary was built.
pub const EMBEDDED_SOURCES: [(&str, &str); 4] = [
    (
        "spec-rules/models/profiles.yaml",
        include_str!("../../../../spec-rules/models/profiles.yaml"),
    ),
    (
        "spec-rules/models/registers.yaml",
        include_str!("../../../../spec-rules/models/registers.yaml"),
    ),
    (
        "spec-rules/models/opcodes.yaml",
        include_str!("../../../../spec-rules/models/opcodes.yaml"),
    ),
    (
        "spec-rules/models/usages.yaml",
        include_str!("../../../../spec-rules/models/usages.yaml"),
    ),
];

impl Model {
    /// The tables embedded at build time.
    ///
    /// They are checked by the test suite, so failing to load them is a build defect,
    /// not a user error; the message names the file and line.
    pub fn embedded() -> &'static Model {
        EMBEDDED.get_or_init(|| embedded_or_panic(Model::from_sources(&EMBEDDED_SOURCES)))
    }

    /// [`Model::embedded`], loaded from `snapshot` (the embedded tables' records written
    /// by [`snapshot::encode`] at build time) when it is one, else from the YAML; the
    /// first call decides for the process.
    pub fn embedded_from_snapshot(snapshot: &[u8]) -> &'static Model {
        EMBEDDED.get_or_init(|| {
            embedded_or_panic(
                snapshot::decode(&EMBEDDED_SOURCES, snapshot)
                    .unwrap_or_else(|| Model::from_sources(&EMBEDDED_SOURCES)),
            )
        })
    }

    /// Loads the four tables from `dir` (which holds `profiles.yaml` and the others).
    pub fn from_dir(dir: &std::path::Path) -> Result<Model, ModelError> {
        load::from_dir(dir)
    }

    /// Loads the tables from `(path, text)` pairs in the order of [`MODEL_FILES`].
    pub fn from_sources(sources: &[(&str, &str); 4]) -> Result<Model, ModelError> {
        load::from_sources(sources)
    }

    /// The profile with these version numbers, if the model has it.
    pub fn profile_info(&self, p: Profile) -> Option<&ProfileInfo> {
        self.by_profile.get(&p).map(|&i| &self.profiles[i])
    }

    /// The profile named `name` (`vs_2_0`, `vs.2.0`, `VS_2_X`), if the model has it.
    pub fn profile_by_name(&self, name: &str) -> Option<&ProfileInfo> {
        // `name` with `.` as `_`, in lower case, is looked up (the parser's hot path);
        // only profile names already in that form can match.
        if let Some(i) = self.words.profile(name.as_bytes()) {
            return i.and_then(|i| self.profiles.get(i));
        }
        // Words the index does not cover (empty, long, not ASCII): compared one by one.
        let norm = |b: u8| {
            if b == b'.' {
                b'_'
            } else {
                b.to_ascii_lowercase()
            }
        };
        self.profiles.iter().find(|p| {
            p.name.len() == name.len()
                && p.name.bytes().zip(name.bytes()).all(|(a, b)| a == norm(b))
        })
    }

    /// Expands profile and group names into a set; `Err` names the first unknown one.
    pub fn profile_set<'a>(
        &self,
        names: impl IntoIterator<Item = &'a str>,
    ) -> Result<ProfileSet, String> {
        let mut set = ProfileSet::default();
        for n in names {
            if let Some(g) = self.groups.get(n) {
                set = set.union(*g);
            } else if let Some(p) = self.profiles.iter().find(|p| p.name == n) {
                set.insert_index(p.index);
            } else {
                return Err(n.to_string());
            }
        }
        Ok(set)
    }

    /// True when profile `p` is in `set`.
    pub fn set_contains(&self, set: ProfileSet, p: Profile) -> bool {
        self.by_profile
            .get(&p)
            .is_some_and(|&i| set.contains_index(i))
    }

    /// Resolves a register name (without its number) in a program of profile `p`.
    ///
    /// Names are matched without regard to case. A name used by `p` itself wins; else a
    /// name of another profile of the same kind is accepted (the validator then reports
    /// the register as unavailable), so that invalid programs can still be encoded.
    pub fn lookup_register(&self, p: Profile, name: &str) -> Option<&RegisterFileInfo> {
        let mut fallback = None;
        for f in &self.register_files {
            if !f.name.eq_ignore_ascii_case(name) {
                continue;
            }
            if self.set_contains(f.profiles, p) {
                return Some(f);
            }
            if fallback.is_none() && f.kinds.contains(&p.kind) {
                fallback = Some(f);
            }
        }
        fallback
    }

    /// The register file that names register `reg` in profile `p` (same fallback as
    /// [`Model::lookup_register`]).
    pub fn register_file(&self, p: Profile, reg: Register) -> Option<&RegisterFileInfo> {
        let pi = *self.by_profile.get(&p)?;
        self.register_file_at(pi, reg)
    }

    /// [`Model::register_file`] for the profile with model index `pi` (no hashing: the
    /// decoder's and validator's hot path).
    pub fn register_file_at(&self, pi: usize, reg: Register) -> Option<&RegisterFileInfo> {
        let slot = pi * (RegType::MAX as usize + 1) + reg.ty.0 as usize;
        self.reg_index
            .get(slot)?
            .iter()
            .map(|&i| &self.register_files[i])
            .find(|f| f.fixed_index.is_none_or(|i| i == reg.index))
    }

    /// The model index of profile `p`, if the model has it.
    pub fn profile_index(&self, p: Profile) -> Option<usize> {
        self.by_profile.get(&p).copied()
    }

    /// The text of register `reg` in profile `p` (`r3`, `oPos`, `c[`…), if it has a name.
    pub fn register_name(&self, p: Profile, reg: Register) -> Option<String> {
        let f = self.register_file(p, reg)?;
        Some(match f.fixed_index {
            Some(_) => f.name.clone(),
            None => format!("{}{}", f.name, reg.index),
        })
    }

    /// Indices into [`Model::register_files`], in order, of the files whose name starts
    /// with the ASCII byte `b` in either case; `None` for a byte that is not ASCII.
    pub fn register_files_starting(&self, b: u8) -> Option<&[usize]> {
        self.files_by_initial
            .get(usize::from(b.to_ascii_lowercase()))
            .map(Vec::as_slice)
    }

    /// The register file a program of the profile with model index `pi` means by `name`
    /// (any case) written with a number (`numbered`, as `r` in `r3`) or without (`oPos`):
    /// the first such file of the profile, else of its shader kind, else the first.
    ///
    /// `None` when no file has that name, and also when the name is empty, longer than
    /// [`MAX_SHORT_REGISTER_NAME`] bytes or not ASCII: those are not in the table, and
    /// the caller searches itself.
    #[inline]
    pub fn register_file_named(
        &self,
        pi: usize,
        name: &str,
        numbered: bool,
    ) -> Option<&RegisterFileInfo> {
        self.register_names
            .lookup_name(pi, name.as_bytes(), numbered)
            .and_then(|i| self.register_files.get(i))
    }

    /// [`Model::register_file_named`] for the one-letter name `letter`.
    #[inline]
    pub fn register_file_letter(
        &self,
        pi: usize,
        letter: u8,
        numbered: bool,
    ) -> Option<&RegisterFileInfo> {
        self.register_names
            .lookup_name(pi, &[letter], numbered)
            .and_then(|i| self.register_files.get(i))
    }

    /// [`Model::forms_by_mnemonic`] of `word` ASCII-lower-cased (empty when `word` is not
    /// ASCII): the parser's lookup of a mnemonic written in any case.
    #[inline]
    pub fn forms_by_mnemonic_ignore_case(&self, word: &str) -> &[usize] {
        match self.words.mnemonic_forms(word) {
            Some(forms) => forms,
            None => self.forms_by_long_mnemonic(word),
        }
    }

    /// [`Model::forms_by_mnemonic_ignore_case`] for the words the short-word index
    /// leaves out.
    #[cold]
    #[inline(never)]
    fn forms_by_long_mnemonic(&self, word: &str) -> &[usize] {
        if word.is_ascii() {
            self.forms_by_mnemonic(&word.to_ascii_lowercase())
        } else {
            &[]
        }
    }

    /// Indices into [`Model::forms`] of the forms whose opcode name is `name` (exactly),
    /// in order.
    pub fn forms_named(&self, name: &str) -> std::borrow::Cow<'_, [usize]> {
        match self.words.named_forms(name) {
            Some(forms) => forms.into(),
            None => (0..self.forms.len())
                .filter(|&i| self.forms[i].name == name)
                .collect::<Vec<usize>>()
                .into(),
        }
    }

    /// Indices into [`Model::forms`] of the forms written with `mnemonic` (lower case).
    pub fn forms_by_mnemonic(&self, mnemonic: &str) -> &[usize] {
        self.by_mnemonic
            .get(mnemonic)
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// Indices into [`Model::forms`] of the forms of opcode `op`.
    pub fn forms_by_opcode(&self, op: Opcode) -> &[usize] {
        match self.by_opcode_direct.get(op.0 as usize) {
            Some(v) => v,
            None => self.by_opcode.get(&op.0).map(Vec::as_slice).unwrap_or(&[]),
        }
    }

    /// The form of `op` with `control` bits to use in profile `p` for an instruction of
    /// `operand_tokens` operand entries (`None` when unknown, as in SM1 bytecode).
    ///
    /// Preference: a form of `p` with the right count, then any form with the right
    /// count, then (count unknown) the first form of `p`, then the first form at all.
    pub fn select_form(
        &self,
        p: Profile,
        op: Opcode,
        control: u8,
        operand_count: Option<usize>,
    ) -> Option<&FormInfo> {
        let pi = self.profile_index(p);
        let candidates = || {
            self.forms_by_opcode(op)
                .iter()
                .map(|&i| &self.forms[i])
                .filter(|f| f.comparison || f.control == control)
        };
        let in_profile = |f: &&FormInfo| pi.is_some_and(|i| f.profiles.contains_index(i));
        let count_ok = |f: &&FormInfo| operand_count.is_none_or(|n| f.operands.len() == n);
        candidates()
            .filter(in_profile)
            .find(count_ok)
            .or_else(|| candidates().find(count_ok))
            .or_else(|| {
                if operand_count.is_none() {
                    candidates().find(in_profile).or(candidates().next())
                } else {
                    None
                }
            })
    }

    /// The usage with this name or alias (lower case), if any.
    pub fn usage_by_name(&self, name: &str) -> Option<&NamedValue> {
        if let Some(i) = self.words.usage(name) {
            return i.and_then(|i| self.usages.get(i));
        }
        find_named(&self.usages, name)
    }

    /// The canonical name of usage value `v`.
    pub fn usage_name(&self, v: u8) -> Option<&str> {
        self.usages
            .iter()
            .find(|u| u.value == v)
            .map(|u| u.name.as_str())
    }

    /// The sampler type with this name or alias, if any.
    pub fn sampler_type_by_name(&self, name: &str) -> Option<&NamedValue> {
        if let Some(i) = self.words.sampler_type(name) {
            return i.and_then(|i| self.sampler_types.get(i));
        }
        find_named(&self.sampler_types, name)
    }

    /// The canonical name of sampler type value `v`.
    pub fn sampler_type_name(&self, v: u8) -> Option<&str> {
        self.sampler_types
            .iter()
            .find(|u| u.value == v)
            .map(|u| u.name.as_str())
    }
}

/// Builds [`Model`]'s register-file index: per profile and type, the files used by the
/// profile first, then the files of other profiles of the same kind.
fn build_reg_index(profiles: &[ProfileInfo], files: &[RegisterFileInfo]) -> Vec<Vec<usize>> {
    let types = RegType::MAX as usize + 1;
    let mut index = vec![Vec::new(); profiles.len() * types];
    for p in profiles {
        for ty in 0..types {
            let slot = &mut index[p.index * types + ty];
            let of_type = || {
                files
                    .iter()
                    .enumerate()
                    .filter(move |(_, f)| f.ty.0 as usize == ty)
            };
            slot.extend(
                of_type()
                    .filter(|(_, f)| f.profiles.contains_index(p.index))
                    .map(|(i, _)| i),
            );
            slot.extend(
                of_type()
                    .filter(|(_, f)| {
                        !f.profiles.contains_index(p.index) && f.kinds.contains(&p.profile.kind)
                    })
                    .map(|(i, _)| i),
            );
        }
    }
    index
}

fn find_named<'a>(list: &'a [NamedValue], name: &str) -> Option<&'a NamedValue> {
    list.iter().find(|u| {
        u.name.eq_ignore_ascii_case(name) || u.aliases.iter().any(|a| a.eq_ignore_ascii_case(name))
    })
}
