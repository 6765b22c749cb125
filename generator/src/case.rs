//! Cases before verification ([`CaseSpec`], what a source produces) and the vocabulary
//! they share: polarity, kind, expectation.

use std::fmt;

/// Whether a case must be accepted or rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Polarity {
    /// The program (or pair) is valid.
    Valid,
    /// The program (or pair) is invalid.
    Invalid,
}

impl Polarity {
    /// `valid` / `invalid`.
    pub fn name(self) -> &'static str {
        match self {
            Polarity::Valid => "valid",
            Polarity::Invalid => "invalid",
        }
    }
}

/// What a case asks of a backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CaseKind {
    /// Validate a program (text, and bytecode when it can be encoded).
    Validate,
    /// Assemble text to an exact token stream.
    Assemble,
    /// Link a vertex shader with a pixel shader.
    Link,
    /// Run a program on inputs and compare its outputs.
    Execute,
    /// Draw with a vertex and a pixel shader and compare chosen pixels (format 4).
    Draw,
}

impl CaseKind {
    /// The manifest name.
    pub fn name(self) -> &'static str {
        match self {
            CaseKind::Validate => "validate",
            CaseKind::Assemble => "assemble",
            CaseKind::Link => "link",
            CaseKind::Execute => "execute",
            CaseKind::Draw => "draw",
        }
    }
}

/// The expected verdict, as the case's author states it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Expectation {
    /// No rule is broken.
    Valid,
    /// Exactly these rules (sorted, no duplicates) are reported.
    Invalid(Vec<String>),
}

impl Expectation {
    /// The polarity of the expectation.
    pub fn polarity(&self) -> Polarity {
        match self {
            Expectation::Valid => Polarity::Valid,
            Expectation::Invalid(_) => Polarity::Invalid,
        }
    }

    /// The rules that must be reported (empty when valid).
    pub fn rules(&self) -> &[String] {
        match self {
            Expectation::Valid => &[],
            Expectation::Invalid(r) => r,
        }
    }
}

impl fmt::Display for Expectation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expectation::Valid => f.write_str("valid"),
            Expectation::Invalid(r) => write!(f, "invalid [{}]", r.join(", ")),
        }
    }
}

/// An execute case's program, inputs and expected outputs.
#[derive(Clone, Debug)]
pub struct ExecBody {
    /// Profile name.
    pub profile: String,
    /// Assembly text (without the case header).
    pub text: String,
    /// INPUTS.json text (one input set).
    pub inputs: String,
    /// The expected result JSON (`outputs`, `discarded`), from the binding's formulas.
    pub outputs: String,
    /// Absolute tolerance on every number of the outputs.
    pub tolerance: f64,
    /// The native level's expected result and the facts that make it differ, when it
    /// differs from `outputs` (the documented level); written only for suites of
    /// format 4 (3.0.0 on).
    pub native: Option<NativeOutputs>,
}

/// The native-level expectation of an execute case (docs/execute-cases.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NativeOutputs {
    /// The expected result JSON at the native level.
    pub outputs: String,
    /// `docs/native-execution.yaml` ids that make it differ.
    pub facts: Vec<String>,
}

impl PartialEq for ExecBody {
    fn eq(&self, o: &ExecBody) -> bool {
        self.profile == o.profile
            && self.text == o.text
            && self.inputs == o.inputs
            && self.outputs == o.outputs
            && self.native == o.native
            && self.tolerance.to_bits() == o.tolerance.to_bits()
    }
}

impl Eq for ExecBody {}

/// The shader text of a case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Body {
    /// One program.
    Single {
        /// Profile name (`ps_2_0`).
        profile: String,
        /// Assembly text (without the case header).
        text: String,
    },
    /// A vertex/pixel pair for the linker.
    Pair {
        /// Vertex profile name.
        vs_profile: String,
        /// Pixel profile name.
        ps_profile: String,
        /// Vertex shader text.
        vs: String,
        /// Pixel shader text.
        ps: String,
    },
    /// One program run on inputs (an execute case).
    Execute(ExecBody),
}

impl Body {
    /// The profile part of the case id: `ps_2_0` or `vs_3_0+ps_3_0`.
    pub fn profile_label(&self) -> String {
        match self {
            Body::Single { profile, .. } => profile.clone(),
            Body::Execute(e) => e.profile.clone(),
            Body::Pair {
                vs_profile,
                ps_profile,
                ..
            } => format!("{vs_profile}+{ps_profile}"),
        }
    }

    /// The profiles involved (one, or the two of a pair).
    pub fn profiles(&self) -> Vec<&str> {
        match self {
            Body::Single { profile, .. } => vec![profile],
            Body::Execute(e) => vec![&e.profile],
            Body::Pair {
                vs_profile,
                ps_profile,
                ..
            } => vec![vs_profile, ps_profile],
        }
    }
}

/// A case as a source produces it: text and the author's expectation, not yet verified.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseSpec {
    /// First segment of the id and folder under `cases/`: a rule id, `random`, …
    pub group: String,
    /// Last segment of the id: the parameter slug (unique within group/polarity/profile,
    /// or made unique by the pipeline with a content hash).
    pub slug: String,
    /// The program(s).
    pub body: Body,
    /// What the author says the verdict is.
    pub expect: Expectation,
    /// The rules the case exercises (for coverage and the manifest's `rules`).
    pub covers: Vec<String>,
    /// Where the case comes from (`template ps_oc_write {op: add}`, `random seed 7`).
    pub origin: String,
    /// Where the author's expectation is written (a binding's file:line:col), if anywhere.
    pub stated_at: Option<String>,
}

impl CaseSpec {
    /// The second segment of the id: `valid` / `invalid`, or `execute`.
    pub fn segment(&self) -> &'static str {
        match self.body {
            Body::Execute(_) => "execute",
            _ => self.expect.polarity().name(),
        }
    }

    /// The id without any disambiguating hash: `group/polarity/profile/slug`
    /// (`group/execute/profile/slug` for execute cases).
    pub fn base_id(&self) -> String {
        format!(
            "{}/{}/{}/{}",
            self.group,
            self.segment(),
            self.body.profile_label(),
            self.slug
        )
    }
}
