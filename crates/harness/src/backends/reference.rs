//! The reference backend, in process: crates/reference (validator, linker, executor)
//! and the shadercts encoder, over the embedded (or a given) rule set.

use crate::backend::{
    Backend, BackendInfo, Capabilities, Capability, Diagnostic, Failure, Phase, Request, Response,
};
use crate::error::{Error, Result};
use shadercts_reference::pipeline::Conformance;
use shadercts_reference::validate::{BYTECODE, SYNTAX};
use shadercts_reference::{RuleSet, Violation};
use shadercts_shader::span::line_col;
use shadercts_shader::{bytecode, text, Model};
use std::sync::Arc;

/// The reference implementation as a backend (assemble, validate text and bytecode,
/// link, execute, draw).
#[derive(Clone, Debug)]
pub struct ReferenceBackend {
    rules: Arc<RuleSet>,
}

impl ReferenceBackend {
    /// The embedded rules over the embedded model.
    pub fn embedded() -> Result<ReferenceBackend> {
        RuleSet::embedded(Model::embedded())
            .map(ReferenceBackend::new)
            .map_err(|e| Error::new(format!("the embedded rule files are broken:\n{e}")))
    }

    /// The embedded rules over the embedded model, checking at conformance `level`.
    pub fn embedded_at(level: shadercts_rules::Conformance) -> ReferenceBackend {
        ReferenceBackend::new(RuleSet::embedded_at(level).clone())
    }

    /// A backend over a loaded rule set (and the model it was checked against).
    pub fn new(rules: RuleSet) -> ReferenceBackend {
        ReferenceBackend::shared(Arc::new(rules))
    }

    /// The reference with a rule set shared with its caller.
    pub fn shared(rules: Arc<RuleSet>) -> ReferenceBackend {
        ReferenceBackend { rules }
    }

    /// The rule set in use.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    fn model(&self) -> &Model {
        self.rules.model()
    }

    /// The execution level of the rule set's conformance level.
    fn execution_level(&self) -> Conformance {
        match self.rules.conformance() {
            shadercts_rules::Conformance::Documented => Conformance::Documented,
            _ => Conformance::Native,
        }
    }

    /// Accept when there are no violations; otherwise reject, in the assembler phase
    /// when the front end (parser, decoder) refused the input.
    fn verdict(violations: &[Violation], src: Option<&str>) -> Response {
        if violations.is_empty() {
            return Response::accept();
        }
        let front = violations
            .iter()
            .any(|v| v.rule == SYNTAX || v.rule == BYTECODE);
        let diags = violations
            .iter()
            .map(|v| Diagnostic {
                message: v.message.clone(),
                code: None,
                rule: Some(v.rule.clone()),
                line: src.map(|s| line_col(s, v.span.start as usize).0 as u32),
            })
            .collect();
        let phase = if front {
            Phase::Assembler
        } else {
            Phase::Validator
        };
        Response::reject(Some(phase), diags)
    }

    /// Validates, then encodes (the `shadercts assemble` pipeline).
    fn assemble(&self, src: &str) -> Response {
        let model = self.model();
        let violations = shadercts_reference::validate_text(src, &self.rules, model);
        if !violations.is_empty() {
            return Self::verdict(&violations, Some(src));
        }
        // Field access works whether the shader crate returns diagnostics boxed or not.
        let reject = |message: &str, code: Option<String>, line: usize| {
            let d = Diagnostic {
                message: message.to_string(),
                code,
                rule: None,
                line: Some(line as u32),
            };
            Response::reject(Some(Phase::Assembler), vec![d])
        };
        let program = match text::parse(src, model) {
            Ok(p) => p,
            Err(diags) => {
                return match diags.first() {
                    Some(d) => reject(&d.message, d.code.clone(), d.line(src)),
                    None => reject("the text does not parse", None, 1),
                }
            }
        };
        match bytecode::encode(&program) {
            Ok(tokens) => Response {
                tokens: Some(tokens),
                ..Response::accept()
            },
            Err(d) => reject(&d.message, d.code.clone(), d.line(src)),
        }
    }
}

impl Backend for ReferenceBackend {
    fn info(&self) -> BackendInfo {
        BackendInfo {
            name: "reference".into(),
            version: Some(format!("shadercts {}", env!("CARGO_PKG_VERSION"))),
            detail: Some(format!("{} rules", self.rules.rules().len())),
            device: None,
        }
    }

    fn capabilities(&self) -> Capabilities {
        Capabilities::of(&[
            Capability::Assemble,
            Capability::ValidateText,
            Capability::ValidateBytecode,
            Capability::Link,
            Capability::Execute,
            Capability::Draw,
        ])
    }

    fn run(&self, request: &Request) -> std::result::Result<Response, Failure> {
        let model = self.model();
        match request.op {
            Capability::Assemble => Ok(self.assemble(request.text("text")?)),
            Capability::ValidateText => {
                let src = request.text("text")?;
                let v = shadercts_reference::validate_text(src, &self.rules, model);
                Ok(Self::verdict(&v, Some(src)))
            }
            Capability::ValidateBytecode => {
                let bytes = &request.file("bytecode")?.data;
                let v = shadercts_reference::validate_bytes(bytes, &self.rules, model);
                Ok(Self::verdict(&v, None))
            }
            Capability::Link => {
                let (vs, ps) = (request.text("vs")?, request.text("ps")?);
                let v = shadercts_reference::link_text(vs, ps, &self.rules, model);
                // Line numbers of a pair would be ambiguous; the rule ids are what counts.
                Ok(Self::verdict(&v, None))
            }
            // The executor and the pipeline run at the rule set's level (`run --conformance`).
            Capability::Execute => {
                super::reference_exec::execute(request, model, self.execution_level())
            }
            Capability::Draw => super::reference_draw::draw(request, model, self.execution_level()),
        }
    }
}
