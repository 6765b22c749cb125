//! The verdict on one input file, and its JSON form (`validate --format json`).

use serde::Serialize;
use shadercts_rules::{Stage, Violation};
use shadercts_shader::span::LineIndex;
use shadercts_shader::Program;

/// Valid or invalid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// No violation.
    Valid,
    /// At least one violation.
    Invalid,
}

/// One violation as reported. The fields are in alphabetical order, so that serialized
/// directly (as `validate` streams its JSON) a violation prints its keys as
/// [`Report::to_json`]'s sorted value does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReportedViolation {
    /// 1-based column in the text (absent for bytecode).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// For link reports: which file the position is in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// 1-based line: of the text, or for bytecode the statement's line in the disassembly
    /// (version = 1, statement k = k + 2).
    pub line: usize,
    /// What is wrong.
    pub message: String,
    /// Byte offset in the bytecode (absent for text).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offset: Option<usize>,
    /// Rule id (`syntax`, `bytecode` for front-end errors).
    pub rule: String,
}

/// The verdict on one file (or, for link, one pair). Fields in alphabetical order, as
/// [`ReportedViolation`]'s.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    /// The file as named by the user (`VS + PS` for a link).
    pub file: String,
    /// valid / invalid.
    pub verdict: Verdict,
    /// The violations in order.
    pub violations: Vec<ReportedViolation>,
}

fn verdict(v: &[ReportedViolation]) -> Verdict {
    if v.is_empty() {
        Verdict::Valid
    } else {
        Verdict::Invalid
    }
}

fn at_text(src: &str, index: &LineIndex, v: &Violation, file: Option<String>) -> ReportedViolation {
    let at = index.line_col(src, v.span.start as usize);
    located(at, v.rule.clone(), v.message.clone(), file)
}

/// A violation at line and column `at` of the text.
fn located(
    (line, col): (usize, usize),
    rule: String,
    message: String,
    file: Option<String>,
) -> ReportedViolation {
    ReportedViolation {
        rule,
        line,
        column: Some(col),
        offset: None,
        file,
        message,
    }
}

impl Report {
    /// The report on an assembly text file.
    pub fn for_text(file: &str, src: &str, violations: &[Violation]) -> Report {
        Report::for_text_owned(file, src, violations.to_vec())
    }

    /// [`Report::for_text`], the violations' strings moved into the report rather than
    /// copied (`validate` over many files: each file's violations are needed only here).
    pub fn for_text_owned(file: &str, src: &str, violations: Vec<Violation>) -> Report {
        // One line index for all violations (a scan from the start for each is quadratic);
        // one violation (most invalid files) is found by one scan, without the index.
        let vs: Vec<ReportedViolation> = if violations.is_empty() {
            Vec::new()
        } else if violations.len() == 1 {
            violations
                .into_iter()
                .map(|v| {
                    let at = LineIndex::line_col_once(src, v.span.start as usize);
                    located(at, v.rule, v.message, None)
                })
                .collect()
        } else {
            let index = LineIndex::new(src);
            violations
                .into_iter()
                .map(|v| {
                    let at = index.line_col(src, v.span.start as usize);
                    located(at, v.rule, v.message, None)
                })
                .collect()
        };
        Report::of(file, vs)
    }

    fn of(file: &str, vs: Vec<ReportedViolation>) -> Report {
        Report {
            file: file.to_string(),
            verdict: verdict(&vs),
            violations: vs,
        }
    }

    /// The report on a bytecode file; `program` is the decoded program (none when
    /// decoding failed), used to turn byte offsets into statement lines.
    pub fn for_bytes(file: &str, program: Option<&Program>, violations: &[Violation]) -> Report {
        let vs: Vec<ReportedViolation> = violations
            .iter()
            .map(|v| {
                let off = v.span.start;
                let line = program
                    .and_then(|p| {
                        // Decoded instructions lie in stream order: a binary search
                        // (a scan per violation is quadratic).
                        let ins = &p.instructions;
                        let k = ins.partition_point(|i| i.span.end.max(i.span.start + 1) <= off);
                        ins.get(k).filter(|i| i.span.start <= off).map(|_| k)
                    })
                    .map_or(1, |k| k + 2);
                ReportedViolation {
                    rule: v.rule.clone(),
                    line,
                    column: None,
                    offset: Some(off as usize),
                    file: None,
                    message: v.message.clone(),
                }
            })
            .collect();
        Report {
            file: file.to_string(),
            verdict: verdict(&vs),
            violations: vs,
        }
    }

    /// The report on a linked pair of text files.
    pub fn for_link(
        vs_file: &str,
        vs_src: &str,
        ps_file: &str,
        ps_src: &str,
        violations: &[Violation],
    ) -> Report {
        let (vs_index, ps_index) = (LineIndex::new(vs_src), LineIndex::new(ps_src));
        let vs: Vec<ReportedViolation> = violations
            .iter()
            .map(|v| match v.stage {
                Some(Stage::Ps) => at_text(ps_src, &ps_index, v, Some(ps_file.to_string())),
                _ => at_text(vs_src, &vs_index, v, Some(vs_file.to_string())),
            })
            .collect();
        Report {
            file: format!("{vs_file} + {ps_file}"),
            verdict: verdict(&vs),
            violations: vs,
        }
    }

    /// True when valid.
    pub fn is_valid(&self) -> bool {
        self.verdict == Verdict::Valid
    }

    /// The report as a JSON value.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }
}
