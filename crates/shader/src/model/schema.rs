//! The YAML shape of the shader-model tables in `spec-rules/models/`.
//!
//! These structs are what a person edits; [`super::Model`] is the indexed form the
//! rest of the code reads. A JSON Schema generated from them is checked in under
//! `spec-rules/schema/`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A value with the line and column it came from in its YAML file.
#[derive(Clone, Debug)]
pub struct Located<T> {
    /// The value.
    pub value: T,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Located<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        // YAML (human-readable) carries the position in its events; the binary snapshot
        // of the embedded tables (`crate::snapshot`) stores it beside the value.
        if !d.is_human_readable() {
            let (value, line, column) = <(T, u32, u32)>::deserialize(d)?;
            return Ok(Located {
                value,
                line,
                column,
            });
        }
        let s = serde_saphyr::Spanned::<T>::deserialize(d)?;
        Ok(Located {
            value: s.value,
            line: s.referenced.line() as u32,
            column: s.referenced.column() as u32,
        })
    }
}

/// Written as `(value, line, column)`: only the binary snapshot of the embedded tables
/// is written from these records (YAML is read, never written).
impl<T: Serialize> Serialize for Located<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (&self.value, self.line, self.column).serialize(s)
    }
}

impl<T: JsonSchema> JsonSchema for Located<T> {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        T::schema_name()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        T::json_schema(generator)
    }
    fn inline_schema() -> bool {
        T::inline_schema()
    }
}

/// A list of profile names or group names (`vs_2_0`, `ps_1_x`, `all`).
pub type ProfileList = Vec<Located<String>>;

/// `profiles.yaml`: every profile and the named groups of profiles.
#[derive(Clone, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProfilesFile {
    /// Named sets of profiles usable wherever a profile list is expected.
    pub groups: BTreeMap<String, ProfileList>,
    /// The profiles.
    pub profiles: Vec<ProfileEntry>,
}

/// One profile: its version numbers, register counts, limits and modifiers.
#[derive(Clone, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProfileEntry {
    /// Canonical name, `vs_2_x`.
    pub name: Located<String>,
    /// `vs` or `ps`.
    pub kind: Located<String>,
    /// Major version byte of the version token.
    pub major: u8,
    /// Minor version byte (1 for 2_x, 255 for sw).
    pub minor: u8,
    /// How many registers of each file exist, by register-file name (`r: 12`).
    /// A file that is absent does not exist in this profile.
    pub registers: BTreeMap<String, Located<u32>>,
    /// Instruction slots and other counted limits.
    #[serde(default)]
    pub limits: Limits,
    /// Read ports per register file: how many distinct registers of that file one
    /// instruction may read.
    #[serde(default)]
    pub read_ports: BTreeMap<String, u32>,
    /// Result modifiers allowed: `sat`, `pp`, `centroid`.
    #[serde(default)]
    pub result_modifiers: Vec<Located<String>>,
    /// Result shifts allowed: `x2`, `x4`, `x8`, `d2`, `d4`, `d8`.
    #[serde(default)]
    pub shifts: Vec<Located<String>>,
    /// Source modifiers allowed (`neg`, `bias`, `bias_neg`, `bx2`, `bx2_neg`, `comp`,
    /// `x2`, `x2_neg`, `dz`, `dw`, `abs`, `abs_neg`, `not`).
    #[serde(default)]
    pub source_modifiers: Vec<Located<String>>,
    /// Write masks allowed on destinations: `any`, or a list like `[xyzw, xyz, w]`.
    pub write_masks: Located<Vec<String>>,
    /// Where the numbers come from, and which source is followed where they disagree.
    pub source: String,
    /// Free-form remarks.
    #[serde(default)]
    pub note: Option<String>,
}

/// Counted limits of a profile. Absent means "no limit of this kind".
#[derive(Clone, Debug, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    /// Total instruction slots.
    #[serde(default)]
    pub instruction_slots: Option<u32>,
    /// ps_1_x and ps_2_0: texture-instruction slots (per phase in ps_1_4).
    #[serde(default)]
    pub texture_slots: Option<u32>,
    /// ps_1_x and ps_2_0: arithmetic-instruction slots (per phase in ps_1_4).
    #[serde(default)]
    pub arithmetic_slots: Option<u32>,
    /// Static flow-control nesting depth (if/else on booleans, call).
    #[serde(default)]
    pub static_nesting: Option<u32>,
    /// Dynamic flow-control nesting depth (ifc, if pred, breakc).
    #[serde(default)]
    pub dynamic_nesting: Option<u32>,
    /// loop/rep nesting depth.
    #[serde(default)]
    pub loop_nesting: Option<u32>,
    /// call nesting depth.
    #[serde(default)]
    pub call_nesting: Option<u32>,
    /// vs_2_0/vs_2_x: the most static flow-control instructions (if/else on booleans,
    /// loop, rep, call, callnz on booleans) one shader may contain.
    #[serde(default)]
    pub static_flow_count: Option<u32>,
    /// Highest order of dependent texture reads.
    #[serde(default)]
    pub dependent_read_depth: Option<u32>,
    /// Number of labels (`l0` … `l(n-1)`).
    #[serde(default)]
    pub labels: Option<u32>,
}

/// `registers.yaml`: the register files and their text names.
#[derive(Clone, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RegistersFile {
    /// The register files.
    pub register_files: Vec<RegisterFileEntry>,
}

/// One register file as written in assembly text.
#[derive(Clone, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RegisterFileEntry {
    /// Text name: the prefix of numbered registers (`r`, `oT`), or the whole name of a
    /// fixed register (`oPos`, `vFace`, `aL`).
    pub name: Located<String>,
    /// `D3DSHADER_PARAM_REGISTER_TYPE` value.
    #[serde(rename = "type")]
    pub ty: u8,
    /// For fixed registers: the register number the name stands for.
    #[serde(default)]
    pub fixed_index: Option<u32>,
    /// Which profiles use this name for this type (names of profiles or groups).
    pub profiles: ProfileList,
    /// What the register is for.
    pub title: String,
    /// May it be written (destination)?
    pub writable: bool,
    /// May it be read (source)?
    pub readable: bool,
}

/// `opcodes.yaml`: every opcode with its forms.
#[derive(Clone, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OpcodesFile {
    /// The opcodes.
    pub opcodes: Vec<OpcodeEntry>,
}

/// One opcode number and the ways it is written.
#[derive(Clone, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OpcodeEntry {
    /// `D3DSIO_` name in lower case (`texm3x2pad`).
    pub name: Located<String>,
    /// The opcode number.
    pub opcode: u16,
    /// `arithmetic`, `texture`, `flow`, `declaration` or `other` (nop, phase).
    pub class: Located<String>,
    /// The forms, per profile.
    pub forms: Vec<FormEntry>,
    /// Where the facts come from.
    #[serde(default)]
    pub source: Option<String>,
    /// Remarks.
    #[serde(default)]
    pub note: Option<String>,
}

/// One written form of an opcode in some profiles.
#[derive(Clone, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FormEntry {
    /// Mnemonic without suffixes (`texld`, `if`); defaults to the opcode's name.
    #[serde(default)]
    pub mnemonic: Option<Located<String>>,
    /// Fixed control bits 16–23 (1 for `texldp`, 2 for `texldb`).
    #[serde(default)]
    pub control: u8,
    /// True when the mnemonic takes a comparison suffix (`_gt` … `_le`) in the control bits.
    #[serde(default)]
    pub comparison: bool,
    /// Operand kinds in token order: `dst`, `src`, `decl`, `float4`, `int4`, `bool`.
    pub operands: Vec<Located<String>>,
    /// The profiles (or groups) that have this form.
    pub profiles: ProfileList,
    /// Instruction slots it costs.
    pub slots: u32,
}

/// `usages.yaml`: declaration usages and sampler texture types.
#[derive(Clone, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UsagesFile {
    /// `D3DDECLUSAGE` values.
    pub usages: Vec<NamedValue>,
    /// `D3DSAMPLER_TEXTURE_TYPE` values (shifted down by 27).
    pub sampler_types: Vec<NamedValue>,
}

/// A name and its numeric value.
#[derive(Clone, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NamedValue {
    /// Text name (`texcoord`, `2d`).
    pub name: String,
    /// Encoded value.
    pub value: u8,
    /// Other spellings accepted by the parser.
    #[serde(default)]
    pub aliases: Vec<String>,
    /// Remarks.
    #[serde(default)]
    pub note: Option<String>,
}
