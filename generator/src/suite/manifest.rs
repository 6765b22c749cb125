//! `manifest.yaml`: the suite's metadata and one entry per case (docs/suite-format.md).
//! Written by a small emitter of our own (fixed layout, byte-stable) and read back
//! with serde-saphyr.

use serde::{Deserialize, Serialize};

/// Version of the manifest format: 2 adds conformance levels (`documented_rules`, and
/// `expect.level` on invalid cases); format 1 manifests (suites 1.x) have one level;
/// 3 adds the evidence of every assemble expectation (`expect.confirmed_by`,
/// `expect.confirmed_through`, `expect.deviation`: the Wine gate). The newest format.
pub const FORMAT: u32 = 3;

/// The format a suite of `version` is written in: 2 for the versions published in
/// formats 1 and 2 (1.0.0 to 2.0.0, so that they regenerate byte for byte), 3 for every
/// other (the next releases, and `generate`'s unreleased 0.0.0).
pub fn format_for(version: &str) -> u32 {
    match super::publish::Semver::parse(version) {
        Some(v) if v >= super::publish::Semver(1, 0, 0) && v <= super::publish::Semver(2, 0, 0) => {
            2
        }
        _ => FORMAT,
    }
}

/// A file of the suite and its hash: the harness's type, whose parsing refuses a bare
/// path, a path leaving the suite and a malformed hash (one policy for every reader).
pub use shadercts_suite_files::FileRef as FileEntry;

/// A case's input files by role.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseFiles {
    /// Assembly text (validate, assemble).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<FileEntry>,
    /// Token stream (validate, when encodable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bytecode: Option<FileEntry>,
    /// Vertex shader text (link).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vs: Option<FileEntry>,
    /// Pixel shader text (link).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ps: Option<FileEntry>,
    /// Vertex shader tokens (link, when encodable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vs_bytecode: Option<FileEntry>,
    /// Pixel shader tokens (link, when encodable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ps_bytecode: Option<FileEntry>,
    /// INPUTS.json of an execute case.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inputs: Option<FileEntry>,
}

impl CaseFiles {
    /// Every file with its role, in manifest order.
    pub fn all(&self) -> Vec<(&'static str, &FileEntry)> {
        [
            ("text", &self.text),
            ("bytecode", &self.bytecode),
            ("vs", &self.vs),
            ("ps", &self.ps),
            ("vs_bytecode", &self.vs_bytecode),
            ("ps_bytecode", &self.ps_bytecode),
            ("inputs", &self.inputs),
        ]
        .into_iter()
        .filter_map(|(r, f)| f.as_ref().map(|f| (r, f)))
        .collect()
    }

    /// The slot of a role.
    pub fn slot(&mut self, role: &str) -> Option<&mut Option<FileEntry>> {
        Some(match role {
            "text" => &mut self.text,
            "bytecode" => &mut self.bytecode,
            "vs" => &mut self.vs,
            "ps" => &mut self.ps,
            "vs_bytecode" => &mut self.vs_bytecode,
            "ps_bytecode" => &mut self.ps_bytecode,
            "inputs" => &mut self.inputs,
            _ => return None,
        })
    }
}

/// What a conforming implementation answers.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CaseExpect {
    /// `valid` or `invalid` (validate, link).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<String>,
    /// For invalid: the rule ids that must be reported (at the documented level).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Vec<String>>,
    /// For invalid: where a conforming implementation rejects it, `assembler` or
    /// `validator` (hand-made suites; the generator writes none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
    /// For invalid (format 2): the lowest conformance level at which the case is invalid,
    /// `native` or `documented` (a `documented` case is valid at the native level).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// For assemble: the file with the exact token stream.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens: Option<FileEntry>,
    /// For execute: the file with the expected outputs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outputs: Option<FileEntry>,
    /// For execute: the absolute tolerance on every number of the outputs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerance: Option<f64>,
    /// For assemble (format 3): the independent implementations whose tokens are the
    /// expected ones (`wine-d3dcompiler_47`), compared as native output is judged.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub confirmed_by: Vec<String>,
    /// For assemble (format 3), `_sw` cases: the hardware profile of the counterpart text
    /// that was confirmed (docs/wine-differences.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirmed_through: Option<String>,
    /// For assemble (format 3): the documented Wine deviation that explains why Wine
    /// gives no confirmation (`wine.exponent-literal`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deviation: Option<String>,
}

/// One case of the manifest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ManifestCase {
    /// Stable id.
    pub id: String,
    /// `validate`, `assemble`, `link` or `execute`.
    pub kind: String,
    /// `ps_2_0`, or `vs_3_0+ps_3_0` for link cases. (may be absent from a hand-made manifest, as `run` allows)
    #[serde(default)]
    pub profile: String,
    /// Rules the case covers.
    #[serde(default)]
    pub rules: Vec<String>,
    /// Where it comes from.
    #[serde(default)]
    pub origin: String,
    /// Input files.
    #[serde(default)]
    pub files: CaseFiles,
    /// Expected result.
    #[serde(default)]
    pub expect: CaseExpect,
    /// Known differences of third-party tools on this case.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

/// The whole manifest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// Format version ([`FORMAT`]).
    pub format: u32,
    /// The suite's semver.
    pub suite: String,
    /// `shadercts X.Y.Z`. (may be absent from a hand-made manifest, as `run` allows)
    #[serde(default)]
    pub generator: String,
    /// The generator seed. (may be absent from a hand-made manifest, as `run` allows)
    #[serde(default)]
    pub seed: u64,
    /// Hash of the rule files and model tables (sorted paths + contents). (may be absent from a hand-made manifest, as `run` allows)
    #[serde(default)]
    pub rules_sha256: String,
    /// Hash of the generator's templates and bindings (sorted paths + contents). (may be absent from a hand-made manifest, as `run` allows)
    #[serde(default)]
    pub templates_sha256: String,
    /// The documents beside the manifest (COVERAGE.md, CHANGELOG.md) and their hashes.
    #[serde(default)]
    pub documents: Vec<FileEntry>,
    /// Format 2: the rules of the suite at the documented level (native accepts a
    /// violation); every other rule is native.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub documented_rules: Vec<String>,
    /// Number of cases.
    pub case_count: usize,
    /// The cases, sorted by id.
    pub cases: Vec<ManifestCase>,
}

impl Manifest {
    /// Reads a manifest; the error is a one-line message with line and column.
    ///
    /// The parser's resource budget grows with the text (a 20,000-case manifest has
    /// about a million YAML nodes), so the limits still bound work per input byte.
    pub fn parse(text: &str) -> Result<Manifest, String> {
        // A byte-order mark (Windows editors) is not part of the YAML.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let options = shadercts_shader::model::options_for_size(text);
        serde_saphyr::from_str_with_options::<Manifest>(text, options).map_err(|e| {
            let msg = e.to_string();
            let first = shadercts_shader::model::yaml_headline(&msg).to_string();
            match e.location() {
                Some(l) => format!("{}:{}: {first}", l.line(), l.column()),
                None => first,
            }
        })
    }

    /// The manifest as JSON Lines (format 3, `manifest.jsonl`): a header object with
    /// every field but the cases on line 1, then one case object per line, in order.
    pub fn to_jsonl(&self) -> String {
        let header = Header::of(self);
        let mut w = String::with_capacity(self.cases.len() * 520 + 512);
        push_json_line(&mut w, &header);
        for c in &self.cases {
            push_json_line(&mut w, c);
        }
        w
    }

    /// Reads a JSON Lines manifest ([`Manifest::to_jsonl`]); the error names the line.
    pub fn parse_jsonl(text: &str) -> Result<Manifest, String> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.lines().enumerate();
        let (_, first) = lines.next().ok_or("line 1: the manifest is empty")?;
        let h: Header = serde_json::from_str(first)
            .map_err(|e| format!("line 1: not a manifest header: {e}"))?;
        let mut cases = Vec::with_capacity(h.case_count.min(1 << 20));
        for (n, line) in lines {
            if line.is_empty() {
                return Err(format!("line {}: empty line (one case per line)", n + 1));
            }
            cases.push(
                serde_json::from_str::<ManifestCase>(line)
                    .map_err(|e| format!("line {}: {e}", n + 1))?,
            );
        }
        Ok(Manifest {
            format: h.format,
            suite: h.suite,
            generator: h.generator,
            seed: h.seed,
            rules_sha256: h.rules_sha256,
            templates_sha256: h.templates_sha256,
            documents: h.documents,
            documented_rules: h.documented_rules,
            case_count: h.case_count,
            cases,
        })
    }

    /// The manifest as YAML, in a fixed layout.
    pub fn to_yaml(&self) -> String {
        let mut w = String::with_capacity(self.cases.len() * 600 + 512);
        w.push_str("# shadercts conformance suite manifest (docs/suite-format.md)\n");
        w.push_str(&format!("format: {}\n", self.format));
        w.push_str(&format!("suite: {}\n", scalar(&self.suite)));
        w.push_str(&format!("generator: {}\n", scalar(&self.generator)));
        w.push_str(&format!("seed: {}\n", self.seed));
        w.push_str(&format!("rules_sha256: {}\n", scalar(&self.rules_sha256)));
        w.push_str(&format!(
            "templates_sha256: {}\n",
            scalar(&self.templates_sha256)
        ));
        w.push_str(if self.documents.is_empty() {
            "documents: []\n"
        } else {
            "documents:\n"
        });
        for d in &self.documents {
            w.push_str(&format!("  - {}\n", file(d)));
        }
        if !self.documented_rules.is_empty() {
            w.push_str("documented_rules:\n");
            for r in &self.documented_rules {
                w.push_str(&format!("  - {}\n", scalar(r)));
            }
        }
        w.push_str(&format!("case_count: {}\n", self.case_count));
        if self.cases.is_empty() {
            w.push_str("cases: []\n");
            return w;
        }
        w.push_str("cases:\n");
        for c in &self.cases {
            write_case(&mut w, c);
        }
        w
    }
}

/// Line 1 of `manifest.jsonl`: the manifest without its cases.
#[derive(Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
struct Header {
    /// Format version: 3 and later for a JSON Lines manifest.
    format: u32,
    /// The suite's semver.
    suite: String,
    /// `shadercts X.Y.Z`.
    #[serde(default)]
    generator: String,
    /// The generator seed.
    #[serde(default)]
    seed: u64,
    /// Hash of the rule files and model tables (sorted paths + contents).
    #[serde(default)]
    rules_sha256: String,
    /// Hash of the generator's templates and bindings (sorted paths + contents).
    #[serde(default)]
    templates_sha256: String,
    /// The documents beside the manifest (COVERAGE.md, CHANGELOG.md) and their hashes.
    #[serde(default)]
    documents: Vec<FileEntry>,
    /// The documented-level rules (native accepts a violation).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    documented_rules: Vec<String>,
    /// Number of cases: the lines after this one.
    case_count: usize,
}

impl Header {
    fn of(m: &Manifest) -> Header {
        Header {
            format: m.format,
            suite: m.suite.clone(),
            generator: m.generator.clone(),
            seed: m.seed,
            rules_sha256: m.rules_sha256.clone(),
            templates_sha256: m.templates_sha256.clone(),
            documents: m.documents.clone(),
            documented_rules: m.documented_rules.clone(),
            case_count: m.case_count,
        }
    }
}

/// The JSON Schemas of the lines of `manifest.jsonl`, as checked in at
/// `docs/schema/manifest-header.schema.json` (line 1) and
/// `docs/schema/manifest-case.schema.json` (every later line).
pub fn jsonl_schemas() -> (String, String) {
    let text = |mut schema: schemars::Schema, title: &str| {
        schema.insert("title".into(), title.into());
        let mut t = serde_json::to_string_pretty(&schema).unwrap_or_default();
        t.push('\n');
        t
    };
    (
        text(
            schemars::schema_for!(Header),
            "shadercts manifest.jsonl, line 1: the suite's metadata",
        ),
        text(
            schemars::schema_for!(ManifestCase),
            "shadercts manifest.jsonl, lines 2 and on: one case",
        ),
    )
}

/// One value as a line of compact JSON (serde_json cannot fail on these types: string
/// keys, no non-finite float but a tolerance, which is finite by construction).
fn push_json_line<T: Serialize>(w: &mut String, value: &T) {
    if let Ok(line) = serde_json::to_string(value) {
        w.push_str(&line);
    }
    w.push('\n');
}

fn write_case(w: &mut String, c: &ManifestCase) {
    w.push_str(&format!("  - id: {}\n", scalar(&c.id)));
    w.push_str(&format!("    kind: {}\n", scalar(&c.kind)));
    w.push_str(&format!("    profile: {}\n", scalar(&c.profile)));
    w.push_str(&format!("    rules: {}\n", list(&c.rules)));
    w.push_str(&format!("    origin: {}\n", scalar(&c.origin)));
    w.push_str("    files:\n");
    for (role, f) in c.files.all() {
        w.push_str(&format!("      {role}: {}\n", file(f)));
    }
    w.push_str("    expect:\n");
    if let Some(v) = &c.expect.verdict {
        w.push_str(&format!("      verdict: {}\n", scalar(v)));
    }
    if let Some(r) = &c.expect.rules {
        w.push_str(&format!("      rules: {}\n", list(r)));
    }
    if let Some(p) = &c.expect.phase {
        w.push_str(&format!("      phase: {}\n", scalar(p)));
    }
    if let Some(l) = &c.expect.level {
        w.push_str(&format!("      level: {}\n", scalar(l)));
    }
    if let Some(t) = &c.expect.tokens {
        w.push_str(&format!("      tokens: {}\n", file(t)));
    }
    if let Some(o) = &c.expect.outputs {
        w.push_str(&format!("      outputs: {}\n", file(o)));
    }
    if let Some(t) = c.expect.tolerance {
        w.push_str(&format!("      tolerance: {t:?}\n"));
    }
    if !c.expect.confirmed_by.is_empty() {
        w.push_str(&format!(
            "      confirmed_by: {}\n",
            list(&c.expect.confirmed_by)
        ));
    }
    if let Some(t) = &c.expect.confirmed_through {
        w.push_str(&format!("      confirmed_through: {}\n", scalar(t)));
    }
    if let Some(d) = &c.expect.deviation {
        w.push_str(&format!("      deviation: {}\n", scalar(d)));
    }
    if !c.notes.is_empty() {
        w.push_str(&format!("    notes: {}\n", list(&c.notes)));
    }
}

fn file(f: &FileEntry) -> String {
    format!(
        "{{ path: {}, sha256: {} }}",
        scalar(&f.path),
        scalar(&f.sha256)
    )
}

fn list(v: &[String]) -> String {
    let items: Vec<String> = v.iter().map(|s| scalar(s)).collect();
    format!("[{}]", items.join(", "))
}

/// A string as a YAML scalar: plain when that is unambiguous, else double-quoted.
pub fn scalar(s: &str) -> String {
    let plain = s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | '+' | '-'))
        && !matches!(
            s.to_ascii_lowercase().as_str(),
            "true" | "false" | "null" | "yes" | "no" | "on" | "off" | "y" | "n"
        );
    if plain {
        return s.to_string();
    }
    let mut q = String::with_capacity(s.len() + 2);
    q.push('"');
    for ch in s.chars() {
        match ch {
            '"' => q.push_str("\\\""),
            '\\' => q.push_str("\\\\"),
            '\n' => q.push_str("\\n"),
            '\t' => q.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => q.push_str(&format!("\\x{:02x}", c as u32)),
            c => q.push(c),
        }
    }
    q.push('"');
    q
}
