//! Per-profile lookup tables precomputed from the model, so that building facts does
//! no hashing or string comparison per operand.

use shadercts_shader::ir::Register;
use shadercts_shader::opcode::Opcode;
use shadercts_shader::Model;

/// Opcodes below this number have their forms in a table; others are looked up.
const DIRECT_OPCODES: usize = 256;

/// The tables of one profile.
#[derive(Clone, Debug, Default)]
struct ProfileTables {
    /// Per register type: candidate files as (fixed index, file), this profile's first.
    files_by_type: Vec<Vec<(Option<u32>, usize)>>,
    /// Per register file: how many registers the profile has.
    counts: Vec<u32>,
    /// Per register file: read ports (none = no limit).
    ports: Vec<Option<u32>>,
}

/// Lookup tables for every profile of a model.
#[derive(Clone, Debug, Default)]
pub struct ModelIndex {
    profiles: Vec<ProfileTables>,
    /// Per opcode number below [`DIRECT_OPCODES`]: indices of its forms.
    forms: Vec<Vec<usize>>,
}

impl ModelIndex {
    /// Builds the tables (once per rule set).
    pub fn new(model: &Model) -> ModelIndex {
        let types = model
            .register_files
            .iter()
            .map(|f| f.ty.0 as usize + 1)
            .max()
            .unwrap_or(0);
        let profiles = model
            .profiles
            .iter()
            .map(|p| {
                let mut files_by_type = vec![Vec::new(); types];
                // The profile's own names first, then names of other profiles of its kind
                // (the same preference as Model::register_file).
                for own in [true, false] {
                    for (i, f) in model.register_files.iter().enumerate() {
                        let ok = if own {
                            f.profiles.contains_index(p.index)
                        } else {
                            !f.profiles.contains_index(p.index) && f.kinds.contains(&p.profile.kind)
                        };
                        if ok {
                            files_by_type[f.ty.0 as usize].push((f.fixed_index, i));
                        }
                    }
                }
                ProfileTables {
                    files_by_type,
                    counts: model
                        .register_files
                        .iter()
                        .map(|f| p.register_count(&f.name))
                        .collect(),
                    ports: model
                        .register_files
                        .iter()
                        .map(|f| p.read_ports.get(&f.name).copied())
                        .collect(),
                }
            })
            .collect();
        let forms = (0..DIRECT_OPCODES)
            .map(|op| model.forms_by_opcode(Opcode(op as u16)).to_vec())
            .collect();
        ModelIndex { profiles, forms }
    }

    /// Indices into `model.forms` of the forms of `op`.
    pub fn forms<'m>(&'m self, model: &'m Model, op: Opcode) -> &'m [usize] {
        match self.forms.get(op.0 as usize) {
            Some(f) => f,
            None => model.forms_by_opcode(op),
        }
    }

    /// The model index of the register file naming `reg` in profile `profile`.
    pub fn file(&self, profile: usize, reg: Register) -> Option<usize> {
        self.profiles
            .get(profile)?
            .files_by_type
            .get(reg.ty.0 as usize)?
            .iter()
            .find(|(fixed, _)| fixed.is_none_or(|i| i == reg.index))
            .map(|(_, f)| *f)
    }

    /// How many registers of file `file` profile `profile` has.
    pub fn count(&self, profile: usize, file: usize) -> u32 {
        self.profiles
            .get(profile)
            .and_then(|t| t.counts.get(file))
            .copied()
            .unwrap_or(0)
    }

    /// The read ports of file `file` in profile `profile` (none = no limit).
    pub fn ports(&self, profile: usize, file: usize) -> Option<u32> {
        self.profiles
            .get(profile)
            .and_then(|t| t.ports.get(file))
            .copied()
            .flatten()
    }
}
