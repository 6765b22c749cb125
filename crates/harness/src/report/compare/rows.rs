//! Which rows of the comparison a case is counted in: a validate, assemble or link case
//! under each rule it covers (grouped by the rule id's topic, the part before its first
//! dot: `ps.oC.mov-only` is in `ps`); an execute case under its instruction (the first
//! part of its id without `exec.`: `exec.abs/execute/ps_2_0/…` is `abs`), grouped by
//! instruction class. A case of another kind that names no rule is counted under the
//! first part of its id.

use crate::result::CaseReport;
use crate::suite::CaseKind;
use serde::Serialize;

/// One row of the comparison.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct RowKey {
    /// The kind of its cases.
    pub kind: CaseKind,
    /// The group it is shown in (a rule topic or an instruction class).
    pub group: String,
    /// The rule id or instruction.
    pub row: String,
}

/// The rows `c` is counted in (one per rule it covers; at least one).
pub fn rows_of(c: &CaseReport) -> Vec<RowKey> {
    let first = c.id.split('/').next().unwrap_or(&c.id);
    if c.kind == CaseKind::Execute {
        if let Some(instruction) = first.strip_prefix("exec.") {
            return vec![RowKey {
                kind: c.kind,
                group: format!("instructions · {}", instruction_class(instruction)),
                row: instruction.to_string(),
            }];
        }
    }
    let names: Vec<&str> = if c.rules.is_empty() {
        vec![first]
    } else {
        c.rules.iter().map(String::as_str).collect()
    };
    names
        .into_iter()
        .map(|rule| RowKey {
            kind: c.kind,
            // Among execute rows (mostly instructions) a rule's group says it is one.
            group: if c.kind == CaseKind::Execute {
                format!("rules · {}", topic(rule))
            } else {
                topic(rule).to_string()
            },
            row: rule.to_string(),
        })
        .collect()
}

/// A rule's topic: its id up to the first dot (`vs3.o.position-required` → `vs3`).
pub fn topic(rule: &str) -> &str {
    rule.split('.').next().unwrap_or(rule)
}

/// The class of a shader instruction, for grouping execute cases.
pub fn instruction_class(op: &str) -> &'static str {
    const FLOW: [&str; 14] = [
        "break", "breakc", "breakp", "call", "callnz", "else", "endif", "endloop", "endrep", "if",
        "ifc", "label", "loop", "rep",
    ];
    let matrix = op.len() == 4
        && op.starts_with('m')
        && op.as_bytes()[2] == b'x'
        && op.as_bytes()[1].is_ascii_digit()
        && op.as_bytes()[3].is_ascii_digit();
    if FLOW.contains(&op) || op == "ret" {
        "flow control"
    } else if op.starts_with("tex") || op == "bem" {
        "texture"
    } else if matrix {
        "matrix"
    } else if op == "dsx" || op == "dsy" {
        "gradients"
    } else if op == "phase" {
        "structure"
    } else {
        "arithmetic"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instructions_are_classed() {
        assert_eq!(instruction_class("m4x3"), "matrix");
        assert_eq!(instruction_class("texldl"), "texture");
        assert_eq!(instruction_class("breakp"), "flow control");
        assert_eq!(instruction_class("mad"), "arithmetic");
        assert_eq!(instruction_class("max"), "arithmetic");
        assert_eq!(topic("vs3.o.position-required"), "vs3");
    }
}
