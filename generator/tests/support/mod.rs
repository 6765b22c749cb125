//! Shared fixtures: a tiny rule catalogue, a stand-in oracle whose verdicts are easy to
//! predict, and generator inputs written inline.
#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

use shadercts_generator::catalog::{RuleCatalog, RuleInfo, RuleKind};
use shadercts_generator::crosscheck::CrossChecker;
use shadercts_generator::generate::{Failure, Generator, Report, Request};
use shadercts_generator::inputs::{GeneratorInputs, SourceFile};
use shadercts_generator::oracle::{Observed, Oracle};
use shadercts_generator::source::TemplateSource;
use shadercts_generator::suite::Suite;
use shadercts_shader::opcode::Opcode;
use shadercts_shader::{Model, Program};

/// Reports `demo.no-add` for every `add` and `demo.no-mul` for every `mul`; pairs:
/// `demo.link` when the pixel shader has a `nop`.
pub struct DemoOracle;

impl Oracle for DemoOracle {
    fn name(&self) -> &str {
        "demo"
    }

    fn validate(&self, program: &Program, _text: Option<&str>) -> Observed {
        let mut o = Observed::default();
        for ins in &program.instructions {
            if ins.opcode == Opcode::ADD {
                o.rules.insert("demo.no-add".into());
                o.details.push("add found".into());
            }
            if ins.opcode == Opcode::MUL {
                o.rules.insert("demo.no-mul".into());
                o.details.push("mul found".into());
            }
        }
        o
    }

    fn link(&self, vs: &Program, _vt: &str, ps: &Program, _pt: &str) -> Observed {
        let mut o = self.validate(vs, None);
        let p = self.validate(ps, None);
        o.rules.extend(p.rules);
        if ps.instructions.iter().any(|i| i.opcode == Opcode::NOP) {
            o.rules.insert("demo.link".into());
        }
        o
    }
}

/// The demo rules: two static rules for ps_2_0/ps_3_0, one link rule.
pub fn catalog() -> RuleCatalog {
    let r = |id: &str, kind, profiles: &[&str]| RuleInfo {
        id: id.into(),
        kind,
        profiles: profiles.iter().map(|s| s.to_string()).collect(),
        title: id.into(),
        documented: false,
    };
    RuleCatalog::new(
        [
            r("demo.no-add", RuleKind::Static, &["ps_2_0", "ps_3_0"]),
            r("demo.no-mul", RuleKind::Static, &["ps_2_0"]),
            r("demo.link", RuleKind::Link, &["vs_3_0", "ps_3_0"]),
            r("demo.runtime", RuleKind::Runtime, &["ps_2_0"]),
        ],
        vec![("spec-rules/rules/demo.yaml".into(), "demo".into())],
    )
}

/// Templates of the demo inputs.
pub const TEMPLATES: &[(&str, &str)] = &[
    (
        "templates/ps_op.tera",
        "{{ profile }}\n{{ op }} r0, c0, c1\nmov oC0, r0\n",
    ),
    (
        "templates/vs_pair.tera",
        "{{ profile }}\ndcl_position v0\ndcl_position o0\nmov o0, v0\n",
    ),
    (
        "templates/ps_pair.tera",
        "{{ profile }}\n{% if bad %}nop\n{% endif %}mov oC0, c0\n",
    ),
];

/// Bindings of the demo inputs: full coverage of the demo rules.
pub const BINDINGS: &str = r#"
- rule: demo.no-add
  valid:
    - template: ps_op
      params: { op: [min, sub] }
  invalid:
    - template: ps_op
      params: { op: add }
- rule: demo.no-mul
  valid:
    - template: ps_op
      params: { op: max }
  invalid:
    - template: ps_op
      params: { op: mul }
- rule: demo.link
  valid:
    - vs: vs_pair
      ps: ps_pair
      params: { bad: false }
  invalid:
    - vs: vs_pair
      ps: ps_pair
      params: { bad: true }
"#;

/// Generator inputs from the demo templates and the given bindings text.
pub fn inputs(bindings: &str) -> GeneratorInputs {
    GeneratorInputs {
        templates: TEMPLATES
            .iter()
            .map(|(p, t)| SourceFile {
                path: p.to_string(),
                text: t.to_string(),
            })
            .collect(),
        bindings: vec![SourceFile {
            path: "bindings/demo.yaml".into(),
            text: bindings.to_string(),
        }],
        execute: Vec::new(),
        promoted: Vec::new(),
        draw: Vec::new(),
    }
}

/// Builds a suite from `inputs` with the demo catalogue and oracle.
pub fn build(inputs: &GeneratorInputs, version: &str) -> Result<(Suite, Report), Failure> {
    let model = Model::embedded();
    let catalog = catalog();
    let source = TemplateSource::load(inputs, &catalog, model).map_err(Failure::Input)?;
    let cross = CrossChecker::disabled();
    let gen = Generator {
        model,
        catalog: &catalog,
        oracle: &DemoOracle,
        cross: &cross,
        sources: vec![&source],
        inputs,
        exemptions: &source.bindings().exemptions,
    };
    gen.build(&Request {
        version: version.into(),
        seed: 7,
        previous: None,
        allow_gaps: false,
    })
}

/// The demo suite, which must build.
pub fn demo_suite() -> Suite {
    match build(&inputs(BINDINGS), "1.0.0") {
        Ok((s, _)) => s,
        Err(e) => panic!("the demo suite does not build:\n{e}"),
    }
}
