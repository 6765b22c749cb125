//! `$profile.…` references: their names, types, and their values for every profile.
//!
//! References are collected while rules compile; afterwards [`ProfileTable::fill`]
//! computes each one for each profile of the model, so evaluation reads a slot.

use crate::fields::{Domain, Ty};
use crate::value::Value;
use crate::vocab::Vocab;
use shadercts_shader::model::{Limits, ProfileInfo};
use shadercts_shader::Model;
use std::sync::Arc;

/// The counted limits of `spec-rules/models/profiles.yaml`, by name.
pub const LIMIT_NAMES: [&str; 10] = [
    "instruction_slots",
    "texture_slots",
    "arithmetic_slots",
    "static_nesting",
    "dynamic_nesting",
    "loop_nesting",
    "call_nesting",
    "static_flow_count",
    "dependent_read_depth",
    "labels",
];

/// The value of the limit named `name` (`None` when there is no such limit name).
pub fn limit(l: &Limits, name: &str) -> Option<Option<u32>> {
    Some(match name {
        "instruction_slots" => l.instruction_slots,
        "texture_slots" => l.texture_slots,
        "arithmetic_slots" => l.arithmetic_slots,
        "static_nesting" => l.static_nesting,
        "dynamic_nesting" => l.dynamic_nesting,
        "loop_nesting" => l.loop_nesting,
        "call_nesting" => l.call_nesting,
        "static_flow_count" => l.static_flow_count,
        "dependent_read_depth" => l.dependent_read_depth,
        "labels" => l.labels,
        _ => return None,
    })
}

/// One thing `$profile.…` can name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProfRef {
    /// `$profile` / `$profile.name`.
    Name,
    /// `$profile.kind`: vs or ps.
    Kind,
    /// `$profile.registers.FILE`: register count (0 when absent).
    Registers(String),
    /// `$profile.limits.NAME` (null when absent).
    Limit(String),
    /// `$profile.read_ports.FILE` (null when absent).
    ReadPorts(String),
    /// `$profile.source_modifiers`.
    SourceModifiers,
    /// `$profile.shifts`.
    Shifts,
    /// `$profile.write_masks` (null = any mask).
    WriteMasks,
    /// `$profile.result_modifiers`.
    ResultModifiers,
}

impl ProfRef {
    /// Parses the path after `$profile.` (empty for `$profile` itself).
    pub fn parse(path: &str, model: &Model) -> Result<(ProfRef, Ty), String> {
        let (head, rest) = match path.split_once('.') {
            Some((h, r)) => (h, Some(r)),
            None => (path, None),
        };
        let file = |r: Option<&str>, what: &str| -> Result<String, String> {
            match r {
                Some(f) if model.register_files.iter().any(|x| x.name == f) => Ok(f.to_string()),
                Some(f) => Err(format!("`{f}` is not a register-file name of the model")),
                None => Err(format!(
                    "`$profile.{what}` needs a register-file name, as in `$profile.{what}.r`"
                )),
            }
        };
        Ok(match (head, rest) {
            ("" | "name", None) => (ProfRef::Name, Ty::Str(Domain::Profile)),
            ("kind", None) => (ProfRef::Kind, Ty::Str(Domain::ShaderKind)),
            ("registers", r) => (ProfRef::Registers(file(r, "registers")?), Ty::Int),
            ("read_ports", r) => (ProfRef::ReadPorts(file(r, "read_ports")?), Ty::Int),
            ("limits", Some(l)) if LIMIT_NAMES.contains(&l) => (ProfRef::Limit(l.into()), Ty::Int),
            ("limits", l) => {
                return Err(format!(
                    "`{}` is not a limit of the model (one of {})",
                    l.unwrap_or(""),
                    LIMIT_NAMES.join(", ")
                ))
            }
            ("source_modifiers", None) => (ProfRef::SourceModifiers, Ty::StrList(Domain::Modifier)),
            ("shifts", None) => (ProfRef::Shifts, Ty::IntList),
            ("write_masks", None) => (ProfRef::WriteMasks, Ty::MaskList),
            ("result_modifiers", None) => (
                ProfRef::ResultModifiers,
                Ty::StrList(Domain::ResultModifier),
            ),
            _ => {
                return Err(format!(
                    "unknown profile table `$profile.{path}` (name, kind, registers.FILE, limits.NAME, read_ports.FILE, source_modifiers, shifts, write_masks, result_modifiers)"
                ))
            }
        })
    }

    fn value(&self, p: &ProfileInfo, vocab: &Vocab) -> Value {
        let syms = |names: &mut dyn Iterator<Item = &str>| -> Value {
            Value::List(
                names
                    .filter_map(|n| vocab.get(n))
                    .map(Value::Sym)
                    .collect::<Arc<[Value]>>(),
            )
        };
        match self {
            ProfRef::Name => vocab.get(&p.name).map_or(Value::Null, Value::Sym),
            ProfRef::Kind => Value::Sym(vocab.kinds[usize::from(p.profile.kind.prefix() == "ps")]),
            ProfRef::Registers(f) => Value::Int(p.register_count(f) as i64),
            ProfRef::Limit(l) => match limit(&p.limits, l).flatten() {
                Some(n) => Value::Int(n as i64),
                None => Value::Null,
            },
            ProfRef::ReadPorts(f) => p
                .read_ports
                .get(f)
                .map_or(Value::Null, |n| Value::Int(*n as i64)),
            ProfRef::SourceModifiers => syms(&mut p.source_modifiers.iter().map(|m| m.name())),
            ProfRef::Shifts => {
                Value::List(p.shifts.iter().map(|s| Value::Int(*s as i64)).collect())
            }
            ProfRef::WriteMasks => match &p.write_masks {
                None => Value::Null,
                Some(ms) => Value::List(ms.iter().map(|m| Value::Mask(m.0)).collect()),
            },
            ProfRef::ResultModifiers => syms(&mut p.result_modifiers.iter().map(String::as_str)),
        }
    }
}

/// The references used by a rule set, and their values per profile.
#[derive(Clone, Debug, Default)]
pub struct ProfileTable {
    refs: Vec<ProfRef>,
    values: Vec<Vec<Value>>,
}

impl ProfileTable {
    /// The slot of a reference, adding it if new.
    pub fn slot(&mut self, r: ProfRef) -> usize {
        if let Some(i) = self.refs.iter().position(|x| *x == r) {
            return i;
        }
        self.refs.push(r);
        self.refs.len() - 1
    }

    /// Computes every reference for every profile of the model.
    pub fn fill(&mut self, model: &Model, vocab: &Vocab) {
        self.values = model
            .profiles
            .iter()
            .map(|p| self.refs.iter().map(|r| r.value(p, vocab)).collect())
            .collect();
    }

    /// The values for the profile with model index `i` (empty if unknown).
    pub fn values(&self, i: usize) -> &[Value] {
        self.values.get(i).map_or(&[], Vec::as_slice)
    }
}
