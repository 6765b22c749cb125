//! The execute binding files as written (`generator/execute/<topic>.yaml`), with the
//! location of every value that can be wrong (docs/execute-cases.md).

use serde::Deserialize;
use serde_saphyr::Spanned;
use std::collections::BTreeMap;

/// One execute binding: a program (or a body inside the standard frame), input sets
/// and the expected outputs as formulas.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawExec {
    /// Names the cases (`add`, `mad-sat`); unique per opcode.
    pub name: Spanned<String>,
    /// The opcode key whose availability in the model selects the profiles (`add`,
    /// `texld`, `ifc`); see [`super::keys`].
    pub op: Spanned<String>,
    /// Restricts the profiles further (names or model groups).
    #[serde(default)]
    pub profiles: Option<Vec<Spanned<String>>>,
    /// A tera condition over the profile (`major >= 2`); false skips the profile.
    #[serde(default)]
    pub when: Option<Spanned<String>>,
    /// Modifiers the program uses; profiles whose model entry lacks one are skipped:
    /// `sat`, `pp`, `centroid` (result modifiers), `shift_x2` … `shift_d8`,
    /// `src_<name>` (`src_bx2`, `src_abs`, …, the model's source-modifier names).
    #[serde(default)]
    pub needs: Vec<Spanned<String>>,
    /// A runtime rule the cases demonstrate (their group and `rules`).
    #[serde(default)]
    pub rule: Option<Spanned<String>>,
    /// Frame mode: the instructions between the frame's loads and its output move
    /// (tera; `{{a}}`, `{{b}}`, `{{c}}` are the sources, the result goes to `r0`).
    #[serde(default)]
    pub code: Option<Spanned<String>>,
    /// Frame mode: subroutines (tera), placed after the main program's `ret`.
    #[serde(default)]
    pub subs: Option<Spanned<String>>,
    /// Whole-program mode: the complete program text (tera, profile variables).
    #[serde(default)]
    pub text: Option<Spanned<String>>,
    /// Named input sets, one case each.
    pub inputs: BTreeMap<String, Spanned<RawSet>>,
    /// Expected outputs: register (or `out`, the frame's output) → formula, or null
    /// when the register must not be reported.
    #[serde(default)]
    pub expect: BTreeMap<String, Spanned<Option<String>>>,
    /// Named values for the formulas (`texel00: "vec4(1, 0, 0, 1)"`); each is a
    /// formula over the inputs and may not use other names of `let`.
    #[serde(default, rename = "let")]
    pub lets: BTreeMap<String, Spanned<Option<String>>>,
    /// Expected `discarded` flag (default false).
    #[serde(default)]
    pub discarded: Option<bool>,
    /// Caps the precision the tolerance assumes, in fraction bits (documented minimum
    /// precision of an instruction, e.g. 10 for expp/logp).
    #[serde(default)]
    pub bits: Option<u32>,
    /// Free text for readers.
    #[serde(default)]
    #[allow(dead_code)]
    pub note: Option<String>,
}

/// One input set. Frame mode uses `a`, `b`, `c`; whole-program mode the INPUTS.json
/// sections. Render state applies to both.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSet {
    /// Frame source a (constant c0).
    #[serde(default)]
    pub a: Option<serde_json::Value>,
    /// Frame source b (constant c1).
    #[serde(default)]
    pub b: Option<serde_json::Value>,
    /// Frame source c (constant c2).
    #[serde(default)]
    pub c: Option<serde_json::Value>,
    /// `c#`, `i#`, `b#` values as in INPUTS.json.
    #[serde(default)]
    pub constants: Option<BTreeMap<String, serde_json::Value>>,
    /// `v#`, `t#`, `vFace`, `vPos` values as in INPUTS.json.
    #[serde(default)]
    pub inputs: Option<BTreeMap<String, serde_json::Value>>,
    /// Textures as in INPUTS.json.
    #[serde(default)]
    pub textures: Option<BTreeMap<String, serde_json::Value>>,
    /// Number of bound render targets.
    #[serde(default)]
    pub render_targets: Option<u32>,
    /// Whether a depth buffer is bound.
    #[serde(default)]
    pub depth_buffer: Option<bool>,
    /// `auto`, `fp32`, `fp24`, `fp16`, `fx8`.
    #[serde(default)]
    pub precision: Option<String>,
    /// Multisample count (the shader still runs once per pixel).
    #[serde(default)]
    pub multisample: Option<u32>,
    /// `D3DCAPS9.PixelShader1xMaxValue`.
    #[serde(default)]
    pub ps1_max_value: Option<f64>,
    /// Overrides the binding's expected outputs for this set.
    #[serde(default)]
    pub expect: Option<BTreeMap<String, Spanned<Option<String>>>>,
    /// Overrides the binding's `discarded`.
    #[serde(default)]
    pub discarded: Option<bool>,
    /// The native execution level, when it differs from the documented one that
    /// `expect`/`discarded` state (docs/execute-cases.md "Execution levels").
    #[serde(default)]
    pub native: Option<RawNative>,
}

/// The native level of an input set: the facts of `docs/native-execution.yaml` that
/// make it differ, and its expectation (default: the documented one).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawNative {
    /// Fact ids (`nx.texkill-w`), at least one.
    pub facts: Vec<Spanned<String>>,
    /// Expected outputs at the native level (formulas), replacing the documented ones.
    #[serde(default)]
    pub expect: Option<BTreeMap<String, Spanned<Option<String>>>>,
    /// Expected `discarded` at the native level.
    #[serde(default)]
    pub discarded: Option<bool>,
    /// Vendor-dependent outputs (facts with status `vendor`): register (or `out`) → the
    /// formulas of each vendor's result; each component of the native expectation
    /// becomes `{"any_of": [...]}` of their values (one value when they agree).
    #[serde(default)]
    pub any_of: BTreeMap<String, Vec<Spanned<Option<String>>>>,
}
