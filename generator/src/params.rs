//! The parameters of one render: the binding's parameter values plus what the template
//! may know about the profile (name, kind, version numbers, register counts, limits).

use serde::Serialize;
use shadercts_shader::ir::ShaderKind;
use shadercts_shader::model::ProfileInfo;
use std::collections::BTreeMap;
use std::fmt;

/// Names the generator sets itself; bindings may not use them as parameter names.
pub const RESERVED: [&str; 10] = [
    "profile",
    "kind",
    "major",
    "minor",
    "sw",
    "regs",
    "limits",
    "stage",
    "vs_profile",
    "ps_profile",
];

/// One parameter value.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Scalar {
    /// `true` / `false`.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A number with a fraction.
    Float(f64),
    /// Text.
    Str(String),
}

impl fmt::Display for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scalar::Bool(b) => write!(f, "{b}"),
            Scalar::Int(i) => write!(f, "{i}"),
            Scalar::Float(x) => write!(f, "{x:?}"),
            Scalar::Str(s) => f.write_str(s),
        }
    }
}

/// One alternative of a parameter: its value and, for keyed alternatives, its label.
#[derive(Clone, Debug, PartialEq)]
pub struct Alt {
    /// The label that names the alternative in case ids (`add` for `{add: "add r0, c0, c1"}`).
    pub label: Option<String>,
    /// The value the template sees.
    pub value: Scalar,
}

impl Alt {
    /// The label, or the value as text.
    pub fn name(&self) -> String {
        self.label.clone().unwrap_or_else(|| self.value.to_string())
    }

    /// True when the alternative appears in case ids: it has a label, or its value is
    /// short and uses only id characters. Other values (code snippets) are left out.
    pub fn names_case(&self) -> bool {
        self.label.is_some() || is_slug_safe(&self.value.to_string())
    }
}

/// True for a non-empty text of at most 40 characters from `[A-Za-z0-9._-]`.
pub fn is_slug_safe(s: &str) -> bool {
    !s.is_empty() && s.len() <= 40 && sanitize(s) == s
}

/// What a template knows about the profile it renders for.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProfileCtx {
    /// `ps_2_0`.
    pub profile: String,
    /// `vs` or `ps`.
    pub kind: &'static str,
    /// Major version.
    pub major: u8,
    /// Minor version as written in the name: `0`…`4`, `x` or `sw`.
    pub minor: String,
    /// A software profile.
    pub sw: bool,
    /// Register counts by register-file name.
    pub regs: BTreeMap<String, u32>,
    /// Counted limits that the model gives for the profile.
    pub limits: BTreeMap<&'static str, u32>,
}

impl ProfileCtx {
    /// The context of a model profile.
    pub fn of(info: &ProfileInfo) -> ProfileCtx {
        let l = &info.limits;
        let limits = [
            ("instruction_slots", l.instruction_slots),
            ("texture_slots", l.texture_slots),
            ("arithmetic_slots", l.arithmetic_slots),
            ("static_nesting", l.static_nesting),
            ("dynamic_nesting", l.dynamic_nesting),
            ("loop_nesting", l.loop_nesting),
            ("call_nesting", l.call_nesting),
            ("static_flow_count", l.static_flow_count),
            ("dependent_read_depth", l.dependent_read_depth),
            ("labels", l.labels),
        ]
        .into_iter()
        .filter_map(|(k, v)| v.map(|v| (k, v)))
        .collect();
        let minor = info.name.rsplit('_').next().unwrap_or("").to_string();
        ProfileCtx {
            profile: info.name.clone(),
            kind: match info.profile.kind {
                ShaderKind::Vertex => "vs",
                ShaderKind::Pixel => "ps",
            },
            major: info.profile.major,
            sw: minor == "sw",
            minor,
            regs: info.registers.clone(),
            limits,
        }
    }
}

/// Everything one render sees.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// The profile of the shader being rendered.
    pub profile: ProfileCtx,
    /// For a link pair: the vertex and pixel profile names.
    pub pair: Option<(String, String)>,
    /// The binding's parameters, sorted by name.
    pub values: Vec<(String, Alt)>,
}

impl Params {
    /// The tera context: the parameters and the profile fields.
    pub fn to_context(&self) -> tera::Context {
        let mut c = tera::Context::new();
        let p = &self.profile;
        c.insert("profile", &p.profile);
        c.insert("kind", p.kind);
        c.insert("major", &p.major);
        c.insert("minor", &p.minor);
        c.insert("sw", &p.sw);
        c.insert("regs", &p.regs);
        c.insert("limits", &p.limits);
        c.insert("stage", p.kind);
        if let Some((vs, ps)) = &self.pair {
            c.insert("vs_profile", vs);
            c.insert("ps_profile", ps);
        }
        for (k, v) in &self.values {
            c.insert(k.clone(), &v.value);
        }
        c
    }

    /// The parameter part of a case id: `key-value` pairs joined by `_`, sorted by key,
    /// of the parameters that name the case (see [`Alt::names_case`]).
    pub fn slug(&self) -> String {
        self.values
            .iter()
            .filter(|(_, v)| v.names_case())
            .map(|(k, v)| format!("{}-{}", sanitize(k), sanitize(&v.name())))
            .collect::<Vec<_>>()
            .join("_")
    }

    /// `{op: add, reg: oC1}`, for origins and messages.
    pub fn describe_values(&self) -> String {
        let inner = self
            .values
            .iter()
            .map(|(k, v)| format!("{k}: {}", v.name()))
            .collect::<Vec<_>>()
            .join(", ");
        format!("{{{inner}}}")
    }
}

impl fmt::Display for Params {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.pair {
            Some((vs, ps)) => write!(f, "profiles {vs}+{ps}")?,
            None => write!(f, "profile {}", self.profile.profile)?,
        }
        if !self.values.is_empty() {
            write!(f, ", parameters {}", self.describe_values())?;
        }
        Ok(())
    }
}

/// Keeps `[A-Za-z0-9.-]` and `_`; every other character becomes `~`; at most 40 characters.
pub fn sanitize(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '~'
            }
        })
        .take(40)
        .collect()
}
