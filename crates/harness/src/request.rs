//! Deciding what to ask a backend for a case, and loading the case's files.

use crate::backend::{Capabilities, Capability, Failure, Request};
use crate::suite::{Case, CaseKind, Suite};
use std::collections::BTreeMap;

/// Which input of a validate case to prefer when the backend can take both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum InputPreference {
    /// Text when the backend validates text, else bytecode.
    #[default]
    Text,
    /// Bytecode when the case has it and the backend validates bytecode, else text.
    Bytecode,
}

/// The operation to ask for `case`, or why the backend cannot run it.
pub fn plan(
    case: &Case,
    caps: Capabilities,
    prefer: InputPreference,
) -> Result<Capability, String> {
    let need = |cap: Capability| {
        if caps.has(cap) {
            Ok(cap)
        } else {
            Err(format!("the backend cannot {cap}"))
        }
    };
    match case.kind {
        CaseKind::Assemble => need(Capability::Assemble),
        CaseKind::Link => need(Capability::Link),
        CaseKind::Execute => need(Capability::Execute),
        CaseKind::Draw => need(Capability::Draw),
        CaseKind::Validate => {
            let text = case.files.contains_key("text") && caps.has(Capability::ValidateText);
            let bin = case.files.contains_key("bytecode") && caps.has(Capability::ValidateBytecode);
            match (text, bin, prefer) {
                (true, true, InputPreference::Bytecode) | (false, true, _) => {
                    Ok(Capability::ValidateBytecode)
                }
                (true, _, _) => Ok(Capability::ValidateText),
                (false, false, _) if caps.has(Capability::ValidateBytecode) => Err(
                    "the case has no bytecode file and the backend validates bytecode only".into(),
                ),
                (false, false, _) if caps.has(Capability::ValidateText) => {
                    Err("the case has no text file and the backend validates text only".into())
                }
                _ => Err("the backend cannot validate".into()),
            }
        }
    }
}

/// The file roles sent for `op`.
fn roles(op: Capability) -> &'static [&'static str] {
    match op {
        Capability::Assemble | Capability::ValidateText => &["text"],
        Capability::ValidateBytecode => &["bytecode"],
        Capability::Link => &["vs", "ps", "vs_bytecode", "ps_bytecode"],
        Capability::Execute => &["text", "bytecode", "inputs"],
        Capability::Draw => &["vs", "ps", "vs_bytecode", "ps_bytecode", "scene"],
    }
}

/// Loads the files `op` needs into a request (a missing or altered file fails the case).
pub fn build(suite: &Suite, case: &Case, op: Capability) -> Result<Request, Failure> {
    let mut files = BTreeMap::new();
    for role in roles(op) {
        if let Some(f) = case.files.get(*role) {
            files.insert(
                (*role).to_string(),
                suite.read_file(f).map_err(Failure::error)?,
            );
        }
    }
    Ok(Request {
        case_id: case.id.clone(),
        op,
        profile: case.profile.clone(),
        files,
    })
}
