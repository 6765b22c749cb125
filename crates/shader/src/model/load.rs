//! Reading the model YAML and checking it, with file:line:column diagnostics.

use super::schema::{self, Located};
use super::{
    FormInfo, Model, NamedValue, OpClass, OperandKind, ProfileInfo, ProfileSet, RegisterFileInfo,
    MODEL_FILES,
};
use crate::diag::{token_span_at, Diagnostic, FileDiagnostics};
use crate::ir::{Profile, RegType, ShaderKind, SrcModifier, WriteMask};
use crate::opcode::Opcode;
use serde::de::DeserializeOwned;
use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::path::Path;

/// Why the model tables could not be loaded: one entry per file with problems.
#[derive(Clone, Debug)]
pub struct ModelError {
    /// Per-file diagnostics (file:line:column with a snippet).
    pub files: Vec<FileDiagnostics>,
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for file in &self.files {
            write!(f, "{file}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ModelError {}

pub(super) fn from_dir(dir: &Path) -> Result<Model, ModelError> {
    let mut texts = Vec::new();
    for name in MODEL_FILES {
        let path = dir.join(name);
        match std::fs::read_to_string(&path) {
            Ok(t) => texts.push((path.display().to_string(), t)),
            Err(e) => {
                return Err(ModelError {
                    files: vec![FileDiagnostics {
                        path: path.display().to_string(),
                        text: String::new(),
                        diags: vec![Diagnostic::error_nospan(format!("cannot read: {e}"))],
                    }],
                })
            }
        }
    }
    let refs: [(&str, &str); 4] = [
        (&texts[0].0, &texts[0].1),
        (&texts[1].0, &texts[1].1),
        (&texts[2].0, &texts[2].1),
        (&texts[3].0, &texts[3].1),
    ];
    from_sources(&refs)
}

/// Collects diagnostics per file while checking.
struct Checker<'a> {
    path: &'a str,
    text: &'a str,
    diags: Vec<Diagnostic>,
}

impl<'a> Checker<'a> {
    fn new(path: &'a str, text: &'a str) -> Self {
        Checker {
            path,
            text,
            diags: Vec::new(),
        }
    }

    fn error_at<T>(&mut self, at: &Located<T>, msg: impl Into<String>) {
        let span = token_span_at(self.text, at.line, at.column);
        self.diags.push(Diagnostic::error(msg, span));
    }

    fn finish(self, out: &mut Vec<FileDiagnostics>) {
        if !self.diags.is_empty() {
            out.push(FileDiagnostics {
                path: self.path.to_string(),
                text: self.text.to_string(),
                diags: self.diags,
            });
        }
    }
}

/// Parses one YAML file into `T`, turning a serde-saphyr error into a located diagnostic.
pub fn parse_yaml<T: DeserializeOwned>(path: &str, text: &str) -> Result<T, FileDiagnostics> {
    let options = serde_saphyr::Options::default();
    serde_saphyr::from_str_with_options::<T>(text, options).map_err(|e| {
        let diag = match e.location() {
            Some(loc) => Diagnostic::error(
                first_line(&e.to_string()),
                token_span_at(text, loc.line() as u32, loc.column() as u32),
            ),
            None => Diagnostic::error_nospan(first_line(&e.to_string())),
        };
        FileDiagnostics {
            path: path.to_string(),
            text: text.to_string(),
            diags: vec![diag],
        }
    })
}

fn first_line(s: &str) -> String {
    s.lines().next().unwrap_or(s).to_string()
}

/// The four model files as read, before they are checked and indexed (the records the
/// binary snapshot of the embedded tables holds: `crate::model::snapshot`).
#[derive(serde::Serialize, serde::Deserialize)]
pub(super) struct Tables {
    profiles: schema::ProfilesFile,
    registers: schema::RegistersFile,
    opcodes: schema::OpcodesFile,
    usages: schema::UsagesFile,
}

/// Reads the four files of `sources` (in the order of `MODEL_FILES`) as YAML.
pub(super) fn parse_sources(sources: &[(&str, &str); 4]) -> Result<Tables, ModelError> {
    let profiles_f = parse_yaml::<schema::ProfilesFile>(sources[0].0, sources[0].1);
    let registers_f = parse_yaml::<schema::RegistersFile>(sources[1].0, sources[1].1);
    let opcodes_f = parse_yaml::<schema::OpcodesFile>(sources[2].0, sources[2].1);
    let usages_f = parse_yaml::<schema::UsagesFile>(sources[3].0, sources[3].1);
    match (profiles_f, registers_f, opcodes_f, usages_f) {
        (Ok(profiles), Ok(registers), Ok(opcodes), Ok(usages)) => Ok(Tables {
            profiles,
            registers,
            opcodes,
            usages,
        }),
        (a, b, c, d) => {
            let mut errors = Vec::new();
            errors.extend(a.err());
            errors.extend(b.err());
            errors.extend(c.err());
            errors.extend(d.err());
            Err(ModelError { files: errors })
        }
    }
}

pub(super) fn from_sources(sources: &[(&str, &str); 4]) -> Result<Model, ModelError> {
    from_tables(sources, parse_sources(sources)?)
}

/// Checks and indexes tables read from `sources` (whose text the messages quote).
pub(super) fn from_tables(
    sources: &[(&str, &str); 4],
    tables: Tables,
) -> Result<Model, ModelError> {
    let mut errors = Vec::new();
    let Tables {
        profiles: profiles_f,
        registers: registers_f,
        opcodes: opcodes_f,
        usages: usages_f,
    } = tables;

    // Profiles and groups.
    let mut ck = Checker::new(sources[0].0, sources[0].1);
    let mut profiles = Vec::new();
    let mut by_profile = super::fast_hash::FastMap::default();
    for entry in &profiles_f.profiles {
        let kind = match entry.kind.value.as_str() {
            "vs" => ShaderKind::Vertex,
            "ps" => ShaderKind::Pixel,
            other => {
                ck.error_at(
                    &entry.kind,
                    format!("unknown shader kind `{other}` (expected vs or ps)"),
                );
                continue;
            }
        };
        let profile = Profile::new(kind, entry.major, entry.minor);
        if profile.to_string() != entry.name.value {
            ck.error_at(
                &entry.name,
                format!(
                    "profile name `{}` does not match its version numbers (which spell `{profile}`)",
                    entry.name.value
                ),
            );
        }
        if by_profile.insert(profile, profiles.len()).is_some() {
            ck.error_at(
                &entry.name,
                format!("duplicate profile `{}`", entry.name.value),
            );
        }
        let mut shifts = Vec::new();
        for s in &entry.shifts {
            match shift_value(&s.value) {
                Some(v) => shifts.push(v),
                None => ck.error_at(s, format!("unknown shift `{}`", s.value)),
            }
        }
        let mut source_modifiers = Vec::new();
        for s in &entry.source_modifiers {
            match (0..14)
                .filter_map(SrcModifier::from_bits)
                .find(|m| m.name() == s.value)
            {
                Some(m) => source_modifiers.push(m),
                None => ck.error_at(s, format!("unknown source modifier `{}`", s.value)),
            }
        }
        for m in &entry.result_modifiers {
            if !["sat", "pp", "centroid"].contains(&m.value.as_str()) {
                ck.error_at(m, format!("unknown result modifier `{}`", m.value));
            }
        }
        let write_masks = if entry.write_masks.value == ["any"] {
            None
        } else {
            let mut v = Vec::new();
            for m in &entry.write_masks.value {
                match parse_mask(m) {
                    Some(w) => v.push(w),
                    None => ck.error_at(&entry.write_masks, format!("bad write mask `{m}`")),
                }
            }
            Some(v)
        };
        profiles.push(ProfileInfo {
            name: entry.name.value.clone(),
            profile,
            index: profiles.len(),
            registers: entry
                .registers
                .iter()
                .map(|(k, v)| (k.clone(), v.value))
                .collect(),
            limits: entry.limits.clone(),
            read_ports: entry.read_ports.clone(),
            result_modifiers: entry
                .result_modifiers
                .iter()
                .map(|m| m.value.clone())
                .collect(),
            shifts,
            source_modifiers,
            write_masks,
            source: entry.source.clone(),
            note: entry.note.clone(),
        });
    }
    if profiles.len() > 64 {
        ck.diags.push(Diagnostic::error_nospan(
            "at most 64 profiles are supported",
        ));
    }
    // Groups may name profiles or other groups, in any order (cycles are errors).
    let mut groups: BTreeMap<String, ProfileSet> = BTreeMap::new();
    groups.insert("all".into(), {
        let mut s = ProfileSet::default();
        (0..profiles.len()).for_each(|i| s.insert_index(i));
        s
    });
    for name in profiles_f.groups.keys() {
        let mut stack = Vec::new();
        resolve_group(
            name,
            &profiles_f.groups,
            &profiles,
            &mut groups,
            &mut stack,
            &mut ck,
        );
    }
    let resolve = |ck: &mut Checker, list: &schema::ProfileList| -> ProfileSet {
        let mut set = ProfileSet::default();
        for item in list {
            if let Some(g) = groups.get(&item.value) {
                set = set.union(*g);
            } else if let Some(p) = profiles.iter().find(|p| p.name == item.value) {
                set.insert_index(p.index);
            } else {
                ck.error_at(item, format!("unknown profile or group `{}`", item.value));
            }
        }
        set
    };
    ck.finish(&mut errors);

    // Register files.
    let mut ck = Checker::new(sources[1].0, sources[1].1);
    let mut register_files = Vec::new();
    for f in &registers_f.register_files {
        if f.ty > RegType::MAX {
            ck.error_at(
                &f.name,
                format!("register type {} is out of range 0–19", f.ty),
            );
        }
        let set = resolve(&mut ck, &f.profiles);
        let mut kinds = Vec::new();
        for i in set.indices() {
            if let Some(p) = profiles.get(i) {
                if !kinds.contains(&p.profile.kind) {
                    kinds.push(p.profile.kind);
                }
            }
        }
        register_files.push(RegisterFileInfo {
            name: f.name.value.clone(),
            ty: RegType(f.ty),
            fixed_index: f.fixed_index,
            profiles: set,
            kinds,
            title: f.title.clone(),
            writable: f.writable,
            readable: f.readable,
        });
    }
    ck.finish(&mut errors);
    // Every register-file name used in a profile's counts must exist.
    let mut ck = Checker::new(sources[0].0, sources[0].1);
    for entry in &profiles_f.profiles {
        for (name, count) in &entry.registers {
            if !register_files.iter().any(|f| &f.name == name) {
                ck.error_at(
                    count,
                    format!("`{name}` is not a register file of registers.yaml"),
                );
            }
        }
    }
    ck.finish(&mut errors);

    // Opcodes.
    let mut ck = Checker::new(sources[2].0, sources[2].1);
    let mut forms = Vec::new();
    let known: HashMap<&str, Opcode> = crate::opcode::ALL.iter().map(|(n, o)| (*n, *o)).collect();
    for op in &opcodes_f.opcodes {
        let class = match OpClass::from_name(&op.class.value) {
            Some(c) => c,
            None => {
                ck.error_at(&op.class, format!("unknown class `{}`", op.class.value));
                OpClass::Other
            }
        };
        match known.get(op.name.value.to_ascii_uppercase().as_str()) {
            Some(o) if o.0 == op.opcode => {}
            Some(o) => ck.error_at(
                &op.name,
                format!(
                    "`{}` is opcode {} in the token format, not {}",
                    op.name.value, o.0, op.opcode
                ),
            ),
            None => ck.error_at(
                &op.name,
                format!("`{}` is not a D3DSIO opcode name", op.name.value),
            ),
        }
        for form in &op.forms {
            let mut operands = Vec::new();
            for k in &form.operands {
                match OperandKind::from_name(&k.value) {
                    Some(kind) => operands.push(kind),
                    None => ck.error_at(
                        k,
                        format!(
                            "unknown operand kind `{}` (dst, src, decl, float4, int4, bool)",
                            k.value
                        ),
                    ),
                }
            }
            let profiles_set = resolve(&mut ck, &form.profiles);
            forms.push(FormInfo {
                opcode: Opcode(op.opcode),
                name: op.name.value.clone(),
                mnemonic: form
                    .mnemonic
                    .as_ref()
                    .map(|m| m.value.to_ascii_lowercase())
                    .unwrap_or_else(|| op.name.value.clone()),
                control: form.control,
                comparison: form.comparison,
                operands,
                profiles: profiles_set,
                slots: form.slots,
                class,
            });
        }
    }
    ck.finish(&mut errors);

    if !errors.is_empty() {
        return Err(ModelError { files: errors });
    }
    let mut by_mnemonic: super::fast_hash::FastMap<String, Vec<usize>> =
        super::fast_hash::FastMap::default();
    let mut by_opcode: super::fast_hash::FastMap<u16, Vec<usize>> =
        super::fast_hash::FastMap::default();
    let mut by_opcode_direct: Vec<Vec<usize>> = vec![Vec::new(); super::DIRECT_OPCODES];
    for (i, f) in forms.iter().enumerate() {
        by_mnemonic.entry(f.mnemonic.clone()).or_default().push(i);
        if (f.opcode.0 as usize) < super::DIRECT_OPCODES {
            by_opcode_direct[f.opcode.0 as usize].push(i);
        } else {
            by_opcode.entry(f.opcode.0).or_default().push(i);
        }
    }
    let conv = |v: &[schema::NamedValue]| -> Vec<NamedValue> {
        v.iter()
            .map(|n| NamedValue {
                name: n.name.clone(),
                value: n.value,
                aliases: n.aliases.clone(),
            })
            .collect()
    };
    let reg_index = super::build_reg_index(&profiles, &register_files);
    let mut files_by_initial = vec![Vec::new(); 128];
    for (i, f) in register_files.iter().enumerate() {
        if let Some(slot) = f
            .name
            .bytes()
            .next()
            .and_then(|b| files_by_initial.get_mut(usize::from(b.to_ascii_lowercase())))
        {
            slot.push(i);
        }
    }
    let register_names = super::names::RegisterNames::build(&profiles, &register_files);
    let usages = conv(&usages_f.usages);
    let sampler_types = conv(&usages_f.sampler_types);
    let words = super::lookup::ModelWords::build(&forms, &usages, &sampler_types, &profiles);
    Ok(Model {
        words,
        reg_index,
        files_by_initial,
        register_names,
        profiles,
        groups,
        register_files,
        forms,
        usages,
        sampler_types,
        by_mnemonic,
        by_opcode,
        by_opcode_direct,
        by_profile,
    })
}

/// The power of two of a shift name (`x2` → 1, `d4` → -2).
pub fn shift_value(s: &str) -> Option<i8> {
    Some(match s {
        "x2" => 1,
        "x4" => 2,
        "x8" => 3,
        "d2" => -1,
        "d4" => -2,
        "d8" => -3,
        _ => return None,
    })
}

/// Parses a mask name made of `xyzw` letters in order (`xyz`, `w`).
pub fn parse_mask(s: &str) -> Option<WriteMask> {
    let mut bits = 0u8;
    let mut last = -1i32;
    for c in s.chars() {
        let i = "xyzw".find(c)? as i32;
        if i <= last {
            return None;
        }
        last = i;
        bits |= 1 << i;
    }
    (bits != 0).then_some(WriteMask(bits))
}

/// Resolves group `name` into `done`, recursing into the groups it names.
fn resolve_group(
    name: &str,
    defs: &BTreeMap<String, schema::ProfileList>,
    profiles: &[ProfileInfo],
    done: &mut BTreeMap<String, ProfileSet>,
    stack: &mut Vec<String>,
    ck: &mut Checker,
) -> ProfileSet {
    if let Some(set) = done.get(name) {
        return *set;
    }
    let Some(list) = defs.get(name) else {
        return ProfileSet::default();
    };
    stack.push(name.to_string());
    let mut set = ProfileSet::default();
    for item in list {
        if let Some(p) = profiles.iter().find(|p| p.name == item.value) {
            set.insert_index(p.index);
        } else if stack.contains(&item.value) {
            ck.error_at(item, format!("group `{}` contains itself", item.value));
        } else if defs.contains_key(&item.value) || item.value == "all" {
            let inner = resolve_group(&item.value, defs, profiles, done, stack, ck);
            set = set.union(inner);
        } else {
            ck.error_at(item, format!("unknown profile or group `{}`", item.value));
        }
    }
    stack.pop();
    done.insert(name.to_string(), set);
    set
}

/// The first line of a serde-saphyr error message without its own `error: line N column
/// M: ` prefix, for callers that put the location in front as `FILE:LINE:COL`.
pub fn yaml_headline(message: &str) -> &str {
    let first = message.lines().next().unwrap_or("invalid YAML").trim();
    let m = first.strip_prefix("error: ").unwrap_or(first);
    if let Some(rest) = m.strip_prefix("line ") {
        if let Some((pos, tail)) = rest.split_once(": ") {
            if pos
                .split(" column ")
                .all(|n| n.trim().chars().all(|c| c.is_ascii_digit()))
            {
                return tail;
            }
        }
    }
    m
}

/// serde-saphyr options whose resource budget grows with `text`.
///
/// The default budget (250,000 nodes) is far below a published suite manifest (about a
/// million nodes for 25,000 cases); scaling the limits with the input keeps them a bound
/// on the work per input byte.
pub fn options_for_size(text: &str) -> serde_saphyr::Options {
    let mut budget = serde_saphyr::Budget::default();
    budget.max_nodes = budget.max_nodes.max(text.len() / 2);
    budget.max_events = budget.max_events.max(text.len());
    budget.max_total_scalar_bytes = budget.max_total_scalar_bytes.max(text.len() * 2);
    let mut options = serde_saphyr::Options::default();
    options.budget = Some(budget);
    options
}
