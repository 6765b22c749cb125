//! Grading a backend's response against a case's expectation, at three levels:
//! verdict (and output), phase, rule.

use crate::backend::{Response, Verdict};
use crate::suite::{Case, CaseKind, Suite, Validity};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;

/// How strictly cases are graded; each level includes the ones before it.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Accept/reject (and, for assemble and execute cases, the output).
    #[default]
    Verdict,
    /// Also where the rejection happened, when both the suite and the backend say.
    Phase,
    /// Also the rule ids reported (directly, or through a mapping file).
    Rule,
}

impl Level {
    /// Parses `verdict`, `phase` or `rule`.
    pub fn from_name(s: &str) -> Option<Level> {
        match s {
            "verdict" => Some(Level::Verdict),
            "phase" => Some(Level::Phase),
            "rule" => Some(Level::Rule),
            _ => None,
        }
    }

    /// The name.
    pub fn name(self) -> &'static str {
        match self {
            Level::Verdict => "verdict",
            Level::Phase => "phase",
            Level::Rule => "rule",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The result of one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Check {
    /// As expected.
    Pass,
    /// Not as expected.
    Fail,
    /// The case expects nothing at this level (a valid case has no phase or rules).
    NotApplicable,
    /// The backend does not say (no phase reported); never counted as a failure.
    Unknown,
}

impl Check {
    fn of(ok: bool) -> Check {
        if ok {
            Check::Pass
        } else {
            Check::Fail
        }
    }
}

/// The three levels of one graded case, with the reasons of failures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grade {
    /// Verdict and output.
    pub verdict: Check,
    /// Phase.
    pub phase: Check,
    /// Rule ids.
    pub rule: Check,
    /// Why a level failed, one sentence each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

impl Grade {
    /// Whether the case passes at `level`.
    pub fn passes(&self, level: Level) -> bool {
        self.verdict == Check::Pass
            && (level < Level::Phase || self.phase != Check::Fail)
            && (level < Level::Rule || self.rule != Check::Fail)
    }

    /// The notes relevant at `level`, joined.
    pub fn reason(&self, level: Level) -> String {
        let mut parts = Vec::new();
        let checks = [
            (Level::Verdict, self.verdict),
            (Level::Phase, self.phase),
            (Level::Rule, self.rule),
        ];
        for (l, c) in checks {
            if l <= level && c == Check::Fail {
                if let Some(n) = self.notes.iter().find(|n| n.starts_with(l.name())) {
                    parts.push(n.clone());
                }
            }
        }
        parts.join("; ")
    }
}

/// Grades `response` against `case` (reading expected token and output files from `suite`).
pub fn grade(suite: &Suite, case: &Case, response: &Response) -> Grade {
    let mut notes = Vec::new();
    let accepted = response.verdict == Verdict::Accept;
    let expect_invalid = case.expect.verdict == Some(Validity::Invalid);
    if expect_invalid {
        let verdict = Check::of(!accepted);
        if accepted {
            notes.push("verdict: accepted, expected a rejection".to_string());
        }
        let phase = match (case.expect.phase, response.phase) {
            (None, _) => Check::NotApplicable,
            (Some(_), _) if accepted => Check::Fail,
            (Some(_), None) => Check::Unknown,
            (Some(want), Some(got)) => {
                if want != got {
                    notes.push(format!(
                        "phase: rejected by the {}, expected the {}",
                        got.name(),
                        want.name()
                    ));
                }
                Check::of(want == got)
            }
        };
        let rule = if case.expect.rules.is_empty() {
            Check::NotApplicable
        } else {
            let reported: BTreeSet<&str> = response
                .diagnostics
                .iter()
                .filter_map(|d| d.rule.as_deref())
                .collect();
            let missing: Vec<&str> = case
                .expect
                .rules
                .iter()
                .map(String::as_str)
                .filter(|r| !reported.contains(r))
                .collect();
            if !missing.is_empty() {
                let got = if reported.is_empty() {
                    "no rule ids".to_string()
                } else {
                    reported.into_iter().collect::<Vec<_>>().join(", ")
                };
                notes.push(format!(
                    "rule: expected {}, reported {got}",
                    missing.join(", ")
                ));
            }
            Check::of(missing.is_empty())
        };
        return Grade {
            verdict,
            phase,
            rule,
            notes,
        };
    }
    let mut ok = accepted;
    if !accepted {
        let first = response
            .diagnostics
            .first()
            .map(|d| d.message.as_str())
            .unwrap_or("");
        notes.push(format!(
            "verdict: rejected, expected acceptance{}",
            if first.is_empty() {
                String::new()
            } else {
                format!(" ({first})")
            }
        ));
    } else {
        match case.kind {
            CaseKind::Assemble => {
                if let Some(note) = compare_tokens(suite, case, response) {
                    notes.push(format!("verdict: {note}"));
                    ok = false;
                }
            }
            CaseKind::Execute => {
                if let Some(note) = compare_outputs(suite, case, response) {
                    notes.push(format!("verdict: {note}"));
                    ok = false;
                }
            }
            CaseKind::Draw => {
                if let Some(note) = crate::grade_draw::compare_pixels(suite, case, response) {
                    notes.push(format!("verdict: {note}"));
                    ok = false;
                }
            }
            _ => {}
        }
    }
    Grade {
        verdict: Check::of(ok),
        phase: Check::NotApplicable,
        rule: Check::NotApplicable,
        notes,
    }
}

/// Tokens without comment blocks (as-is when the stream cannot be walked).
fn strip(tokens: &[u32]) -> Vec<u32> {
    shadercts_shader::bytecode::strip_comments(tokens).unwrap_or_else(|| tokens.to_vec())
}

/// Why the assembled tokens differ from the expected ones, if they do.
fn compare_tokens(suite: &Suite, case: &Case, response: &Response) -> Option<String> {
    let file = case.expect.tokens.as_ref()?;
    let expected = match suite.read_file(file) {
        Ok(f) => f.data,
        Err(e) => return Some(format!("cannot read the expected tokens: {e}")),
    };
    let Ok(expected) = shadercts_shader::bytecode::from_bytes(&expected) else {
        return Some(format!("{} is not a whole number of tokens", file.path));
    };
    let Some(got) = &response.tokens else {
        return Some("accepted but returned no tokens".into());
    };
    // Compared as native output is judged (docs/suite-format.md, "Comparing token
    // streams"): comments dropped, the opening declarations in any order.
    if shadercts_shader::bytecode::same_program(&expected, got) {
        return None;
    }
    let (want, got) = (strip(&expected), strip(got));
    let at = want
        .iter()
        .zip(&got)
        .position(|(a, b)| a != b)
        .unwrap_or(want.len().min(got.len()));
    let show = |v: &[u32]| {
        v.get(at)
            .map_or("end of stream".to_string(), |t| format!("0x{t:08X}"))
    };
    Some(format!(
        "tokens differ at token {at} (comments dropped; declarations in any order): expected {}, got {} ({} vs {} tokens)",
        show(&want),
        show(&got),
        want.len(),
        got.len()
    ))
}

/// Why the outputs differ from the expected ones, if they do.
fn compare_outputs(suite: &Suite, case: &Case, response: &Response) -> Option<String> {
    let file = case.expect.outputs.as_ref()?;
    let expected: serde_json::Value = match suite
        .read_file(file)
        .map(|f| serde_json::from_slice(&f.data))
    {
        Ok(Ok(v)) => v,
        Ok(Err(e)) => return Some(format!("{} is not JSON: {e}", file.path)),
        Err(e) => return Some(format!("cannot read the expected outputs: {e}")),
    };
    let Some(got) = &response.outputs else {
        return Some("accepted but returned no outputs".into());
    };
    if let Some(note) = json_close(&expected, got, case.expect.tolerance.unwrap_or(0.0), "$") {
        return Some(note);
    }
    // Every expected output matches; an output register the program never writes (and
    // the expectation does not list) is still wrong.
    let written = written_by(suite, case)?;
    let (name, path) = crate::written::unexpected_output(&expected, got, &written)?;
    Some(format!(
        "outputs differ at {path}: `{name}` is reported, but the program never writes it"
    ))
}

/// The output registers the case's program can write (from its text, else its
/// bytecode); `None` when neither can be read or parsed.
fn written_by(suite: &Suite, case: &Case) -> Option<crate::written::Written> {
    use crate::written::Written;
    let model = shadercts_shader::Model::embedded();
    if let Some(f) = case.files.get("text") {
        let data = suite.read_file(f).ok()?.data;
        return Written::of_text(std::str::from_utf8(&data).ok()?, model);
    }
    let data = suite.read_file(case.files.get("bytecode")?).ok()?.data;
    let program = shadercts_shader::bytecode::decode(&data, model).ok()?;
    Some(Written::of(&program, model))
}

/// The values of an expected `{"any_of": [...]}` (format 4: vendor-dependent native
/// results), when `v` is one.
fn any_of(v: &serde_json::Value) -> Option<&Vec<serde_json::Value>> {
    let m = v.as_object().filter(|m| m.len() == 1)?;
    m.get("any_of")?.as_array()
}

/// Compares JSON values, numbers within `tol`; the first difference, with its path. An
/// expected `{"any_of": [...]}` passes when any listed value does.
pub fn json_close(
    want: &serde_json::Value,
    got: &serde_json::Value,
    tol: f64,
    path: &str,
) -> Option<String> {
    use serde_json::Value as V;
    if let Some(list) = any_of(want) {
        if list.iter().any(|w| json_close(w, got, tol, path).is_none()) {
            return None;
        }
        return Some(format!(
            "outputs differ at {path}: expected any of {}, got {got} (tolerance {tol})",
            V::Array(list.clone())
        ));
    }
    match (want, got) {
        (V::Number(a), V::Number(b)) => {
            let (a, b) = (
                a.as_f64().unwrap_or(f64::NAN),
                b.as_f64().unwrap_or(f64::NAN),
            );
            let close = (a - b).abs() <= tol || (a.is_nan() && b.is_nan()) || a == b;
            (!close).then(|| {
                format!("outputs differ at {path}: expected {a}, got {b} (tolerance {tol})")
            })
        }
        (V::Array(a), V::Array(b)) => {
            if a.len() != b.len() {
                return Some(format!(
                    "outputs differ at {path}: expected {} items, got {}",
                    a.len(),
                    b.len()
                ));
            }
            a.iter()
                .zip(b)
                .enumerate()
                .find_map(|(i, (x, y))| json_close(x, y, tol, &format!("{path}[{i}]")))
        }
        // An expected `null` means "not reported": a missing key or null passes.
        (V::Object(a), V::Object(b)) => {
            if let Some(k) = a.keys().find(|k| !b.contains_key(*k) && !a[*k].is_null()) {
                return Some(format!("outputs differ at {path}: `{k}` is missing"));
            }
            a.iter().find_map(|(k, x)| {
                json_close(x, b.get(k).unwrap_or(&V::Null), tol, &format!("{path}.{k}"))
            })
        }
        (a, b) if a == b => None,
        (a, b) => Some(format!("outputs differ at {path}: expected {a}, got {b}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn json_tolerance() {
        assert_eq!(
            json_close(
                &json!({"o": [1.0, 2.0]}),
                &json!({"o": [1.0005, 2.0]}),
                1e-3,
                "$"
            ),
            None
        );
        let d = json_close(
            &json!({"o": [1.0, 2.0]}),
            &json!({"o": [1.0, 2.1]}),
            1e-3,
            "$",
        )
        .unwrap();
        assert!(d.contains("$.o[1]"), "{d}");
        assert!(json_close(&json!([1]), &json!([1, 2]), 0.0, "$").is_some());
        assert!(json_close(&json!({"a": 1}), &json!({}), 0.0, "$").is_some());
        // Expected null: the register must not be reported.
        assert_eq!(
            json_close(&json!({"oC1": null}), &json!({}), 0.0, "$"),
            None
        );
        assert!(json_close(&json!({"oC1": null}), &json!({"oC1": [1]}), 0.0, "$").is_some());
    }

    #[test]
    fn any_of_accepts_each_listed_value() {
        let want = json!({"oC0": [{"any_of": [0.0, 1.0]}, 0.5, {"any_of": ["nan", "inf"]}, 1]});
        for got in [
            json!({"oC0": [0.0, 0.5, "nan", 1]}),
            json!({"oC0": [1.0005, 0.5, "inf", 1]}),
        ] {
            assert_eq!(json_close(&want, &got, 1e-3, "$"), None, "{got}");
        }
        let d = json_close(&want, &json!({"oC0": [0.5, 0.5, "nan", 1]}), 1e-3, "$")
            .expect("0.5 is not listed");
        assert!(
            d.contains("$.oC0[0]") && d.contains("any of [0.0,1.0]"),
            "{d}"
        );
    }

    #[test]
    fn levels_include_lower_ones() {
        let g = Grade {
            verdict: Check::Pass,
            phase: Check::Unknown,
            rule: Check::Fail,
            notes: vec!["rule: x".into()],
        };
        assert!(g.passes(Level::Verdict) && g.passes(Level::Phase) && !g.passes(Level::Rule));
        assert_eq!(g.reason(Level::Rule), "rule: x");
        assert_eq!(g.reason(Level::Phase), "");
    }
}
