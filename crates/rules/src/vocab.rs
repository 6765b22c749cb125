//! Interned names: every string a fact or a rule can hold, numbered once per rule set.
//!
//! Facts and compiled rules compare [`Sym`] numbers instead of strings. The vocabulary
//! is built from the model (opcode, register-file, usage and profile names) and the
//! fixed names of the rule language (roles, modifiers, swizzles); literals of the rule
//! files that are not in it are added as they are compiled.

use shadercts_shader::ir::SrcModifier;
use shadercts_shader::model::OpClass;
use shadercts_shader::Model;
use std::collections::HashMap;

/// An interned string.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// The classes in the order of [`class_index`].
pub const CLASSES: [OpClass; 5] = [
    OpClass::Arithmetic,
    OpClass::Texture,
    OpClass::Flow,
    OpClass::Declaration,
    OpClass::Other,
];

/// The operand roles of the rule language.
pub const ROLES: [&str; 5] = ["dst", "src", "predicate", "dcl", "def"];

/// The swizzle kinds of the rule language.
pub const SWIZZLE_KINDS: [&str; 3] = ["identity", "replicate", "other"];

/// Component letters.
pub const COMPONENTS: [&str; 4] = ["x", "y", "z", "w"];

/// The result modifiers of the model tables.
pub const RESULT_MODIFIERS: [&str; 3] = ["sat", "pp", "centroid"];

/// Index of a class in [`CLASSES`].
pub fn class_index(c: OpClass) -> usize {
    match c {
        OpClass::Arithmetic => 0,
        OpClass::Texture => 1,
        OpClass::Flow => 2,
        OpClass::Declaration => 3,
        OpClass::Other => 4,
    }
}

/// The interner plus the symbols of the model's names, indexed the way facts need them.
#[derive(Clone, Debug, Default)]
pub struct Vocab {
    names: Vec<String>,
    map: HashMap<String, Sym>,
    /// Opcode `D3DSIO_` names by opcode number, for opcodes in [`shadercts_shader::opcode::ALL`].
    pub opcode_names: HashMap<u16, Sym>,
    /// The same for opcode numbers below 256, by number.
    opcode_table: Vec<Option<Sym>>,
    /// Per model form: its opcode name.
    pub form_names: Vec<Sym>,
    /// Per model form: its mnemonic.
    pub form_mnemonics: Vec<Sym>,
    /// Per class (see [`CLASSES`]).
    pub classes: [Sym; 5],
    /// Per model register file.
    pub files: Vec<Sym>,
    /// Per source modifier bit value 0–13.
    pub modifiers: [Sym; 14],
    /// Per swizzle byte: its four letters.
    pub swizzles: Vec<Sym>,
    /// identity, replicate, other.
    pub swizzle_kinds: [Sym; 3],
    /// dst, src, predicate, dcl, def.
    pub roles: [Sym; 5],
    /// Per comparison control value 0–7 (`None` for 0 and 7).
    pub comparisons: [Option<Sym>; 8],
    /// x, y, z, w.
    pub components: [Sym; 4],
    /// Per usage value 0–15 (if the model names it).
    pub usages: [Option<Sym>; 16],
    /// Per sampler-type value 0–15 (if the model names it).
    pub sampler_types: [Option<Sym>; 16],
    /// Per model profile: its name.
    pub profiles: Vec<Sym>,
    /// `vs`, `ps`.
    pub kinds: [Sym; 2],
    /// sat, pp, centroid.
    pub result_modifiers: [Sym; 3],
    /// `unknown`: the opcode name of an opcode number with no name.
    pub unknown: Sym,
}

impl Vocab {
    /// The vocabulary of a model.
    pub fn new(model: &Model) -> Vocab {
        let mut v = Vocab::default();
        for (name, op) in shadercts_shader::opcode::ALL {
            let s = v.intern(&name.to_ascii_lowercase());
            v.opcode_names.insert(op.0, s);
        }
        v.opcode_table = (0..256u16)
            .map(|op| v.opcode_names.get(&op).copied())
            .collect();
        for f in &model.forms {
            let n = v.intern(&f.name);
            v.form_names.push(n);
            let m = v.intern(&f.mnemonic);
            v.form_mnemonics.push(m);
        }
        v.classes = CLASSES.map(|c| v.intern(c.name()));
        v.files = model
            .register_files
            .iter()
            .map(|f| v.intern(&f.name))
            .collect();
        v.modifiers = std::array::from_fn(|i| {
            v.intern(SrcModifier::from_bits(i as u32).map_or("none", |m| m.name()))
        });
        v.swizzles = (0..=255u8).map(|b| v.intern(&swizzle_text(b))).collect();
        v.swizzle_kinds = SWIZZLE_KINDS.map(|k| v.intern(k));
        v.roles = ROLES.map(|k| v.intern(k));
        v.comparisons = std::array::from_fn(|i| {
            shadercts_shader::ir::Comparison::from_bits(i as u32).map(|c| v.intern(c.suffix()))
        });
        v.components = COMPONENTS.map(|k| v.intern(k));
        for u in &model.usages {
            let s = v.intern(&u.name);
            if let Some(slot) = v.usages.get_mut(u.value as usize) {
                *slot = Some(s);
            }
        }
        for u in &model.sampler_types {
            let s = v.intern(&u.name);
            if let Some(slot) = v.sampler_types.get_mut(u.value as usize) {
                *slot = Some(s);
            }
        }
        v.profiles = model.profiles.iter().map(|p| v.intern(&p.name)).collect();
        v.kinds = ["vs", "ps"].map(|k| v.intern(k));
        v.result_modifiers = RESULT_MODIFIERS.map(|k| v.intern(k));
        v.unknown = v.intern("unknown");
        v
    }

    /// The symbol of `s`, adding it if new.
    pub fn intern(&mut self, s: &str) -> Sym {
        if let Some(&sym) = self.map.get(s) {
            return sym;
        }
        let sym = Sym(self.names.len() as u32);
        self.names.push(s.to_string());
        self.map.insert(s.to_string(), sym);
        sym
    }

    /// The `D3DSIO_` name of an opcode number, if it has one.
    pub fn opcode_name(&self, op: u16) -> Option<Sym> {
        match self.opcode_table.get(op as usize) {
            Some(s) => *s,
            None => self.opcode_names.get(&op).copied(),
        }
    }

    /// Number of names.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// True when there are no names.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// The symbol of `s` if it is known.
    pub fn get(&self, s: &str) -> Option<Sym> {
        self.map.get(s).copied()
    }

    /// The text of a symbol.
    pub fn name(&self, s: Sym) -> &str {
        self.names.get(s.0 as usize).map_or("?", String::as_str)
    }
}

/// The four letters of a swizzle byte (`xyzw` for 0xE4).
pub fn swizzle_text(b: u8) -> String {
    (0..4)
        .map(|ch| ['x', 'y', 'z', 'w'][((b >> (ch * 2)) & 3) as usize])
        .collect()
}
