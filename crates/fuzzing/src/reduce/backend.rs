//! How a backend fails on a shader, judged against the reference: the interestingness
//! test for reducing a case a backend fails.
//!
//! The expected result of a candidate is the reference's: its violations (validate) or
//! its tokens (assemble). An [`Expect`] given by the user or the suite case also has to
//! hold for the candidate, so a reduction cannot drift to another kind of case. The
//! signature names the reference's verdict and the backend's wrong answer; a reduction
//! keeps it unchanged.

use shadercts_harness::backends::ReferenceBackend;
use shadercts_harness::grade::{json_close, Level};
use shadercts_harness::{
    Backend, Capability, Failure, FileInput, Phase, Request, Response, Verdict,
};
use shadercts_mojoshader::strip_comments;
use shadercts_reference::{link_text, validate_with_text};
use shadercts_rules::RuleSet;
use shadercts_shader::{bytecode, text, Model};
use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::PathBuf;

/// What is asked of the backend about one shader ([`BackendCheck::signature`]); link
/// and execute cases have their own entry points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Validate the shader (as text, or as bytecode when the backend only takes that).
    Validate,
    /// Assemble the shader and compare the tokens with the reference encoder's.
    Assemble,
}

/// A constraint on the reference's verdict that every candidate must meet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expect {
    /// The reference finds no violation.
    Valid,
    /// The reference reports at least these rules (any rule when empty).
    Invalid(BTreeSet<String>),
}

impl Expect {
    /// Parses `valid`, `invalid` or `invalid:RULE,RULE`.
    pub fn parse(s: &str) -> Option<Expect> {
        match s.split_once(':') {
            None if s == "valid" => Some(Expect::Valid),
            None if s == "invalid" => Some(Expect::Invalid(BTreeSet::new())),
            Some(("invalid", rules)) => Some(Expect::Invalid(
                rules
                    .split(',')
                    .map(str::trim)
                    .filter(|r| !r.is_empty())
                    .map(String::from)
                    .collect(),
            )),
            _ => None,
        }
    }

    fn holds(&self, violations: &BTreeSet<String>) -> bool {
        match self {
            Expect::Valid => violations.is_empty(),
            Expect::Invalid(rules) => !violations.is_empty() && rules.is_subset(violations),
        }
    }
}

impl fmt::Display for Expect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expect::Valid => f.write_str("valid"),
            Expect::Invalid(r) if r.is_empty() => f.write_str("invalid"),
            Expect::Invalid(r) => write!(
                f,
                "invalid:{}",
                r.iter().cloned().collect::<Vec<_>>().join(",")
            ),
        }
    }
}

/// A backend checked against the reference, one candidate shader at a time.
pub struct BackendCheck<'a> {
    /// The backend under test.
    pub backend: &'a dyn Backend,
    /// The reference's rules and model.
    pub rules: &'a RuleSet,
    /// The model the shaders are parsed with.
    pub model: &'a Model,
    /// What is asked.
    pub kind: Kind,
    /// How strictly a validate answer is graded.
    pub level: Level,
    /// A constraint on the reference's verdict (`None`: the reference's exact rules).
    pub expect: Option<Expect>,
    dir: tempfile::TempDir,
    /// The directory's entry in the cleanup set: Ctrl-C during `reduce` removes it.
    _dir_tracked: shadercts_cleanup::Tracked,
    reference: OnceCell<ReferenceBackend>,
}

impl<'a> BackendCheck<'a> {
    /// A check of `backend`; candidate files are written to a fresh temporary directory.
    pub fn new(
        backend: &'a dyn Backend,
        rules: &'a RuleSet,
        model: &'a Model,
        kind: Kind,
        level: Level,
        expect: Option<Expect>,
    ) -> std::io::Result<BackendCheck<'a>> {
        let (dir, dir_tracked) =
            shadercts_cleanup::track_path(tempfile::tempdir, |d| d.path().to_path_buf())?;
        Ok(BackendCheck {
            backend,
            rules,
            model,
            kind,
            level,
            expect,
            dir,
            _dir_tracked: dir_tracked,
            reference: OnceCell::new(),
        })
    }

    /// How the backend fails on `src`: `None` when it answers as the reference does,
    /// when `src` does not parse, or when the expectation does not hold.
    pub fn signature(&self, src: &str) -> Option<String> {
        let p = text::parse(src, self.model).ok()?;
        let violations: BTreeSet<String> =
            validate_with_text(&p, Some(src), self.rules, self.model)
                .into_iter()
                .map(|v| v.rule)
                .collect();
        let reference = self.reference_verdict(&violations)?;
        let answer = match self.kind {
            Kind::Validate => self.validate(src, &violations)?,
            Kind::Assemble => {
                let tokens = bytecode::encode(&p).ok()?;
                self.assemble(src, &tokens)?
            }
        };
        Some(format!("reference: {reference}; backend: {answer}"))
    }

    /// How the backend fails to link `vs` with `ps`: `None` when it answers as the
    /// reference linker does, when either shader does not parse, or when the
    /// expectation does not hold for the reference's link violations.
    pub fn link_signature(&self, vs: &str, ps: &str) -> Option<String> {
        let vp = text::parse(vs, self.model).ok()?;
        let pp = text::parse(ps, self.model).ok()?;
        let violations: BTreeSet<String> = link_text(vs, ps, self.rules, self.model)
            .into_iter()
            .map(|v| v.rule)
            .collect();
        let reference = self.reference_verdict(&violations)?;
        if !self.backend.capabilities().has(Capability::Link) {
            return None;
        }
        let req = self.request_files(
            Capability::Link,
            format!("{}+{}", vp.profile, pp.profile),
            vec![
                ("vs", "vs.asm", vs.as_bytes().to_vec()),
                ("ps", "ps.asm", ps.as_bytes().to_vec()),
            ],
        )?;
        let answer = match self.backend.run(&req) {
            Ok(resp) => self.verdict_answer(&resp, &violations)?,
            Err(f) => failure(&f)?,
        };
        Some(format!("reference: {reference}; backend: {answer}"))
    }

    /// How the backend fails to execute `src` on `inputs` (the JSON of an execute case):
    /// its outputs are compared with the reference executor's within `tolerance`. `None`
    /// when they agree, when `src` does not parse or is invalid (only valid programs
    /// execute), or when the reference cannot run it on these inputs.
    pub fn execute_signature(&self, src: &str, inputs: &str, tolerance: f64) -> Option<String> {
        let p = text::parse(src, self.model).ok()?;
        if !validate_with_text(&p, Some(src), self.rules, self.model).is_empty()
            || !self.backend.capabilities().has(Capability::Execute)
        {
            return None;
        }
        let req = self.request_files(
            Capability::Execute,
            p.profile.to_string(),
            vec![
                ("text", "case.asm", src.as_bytes().to_vec()),
                ("inputs", "inputs.json", inputs.as_bytes().to_vec()),
            ],
        )?;
        let reference = self
            .reference
            .get_or_init(|| ReferenceBackend::new(self.rules.clone()));
        let want = match reference.run(&req) {
            Ok(r) if r.verdict == Verdict::Accept => r.outputs?,
            _ => return None,
        };
        let answer = match self.backend.run(&req) {
            Err(f) => failure(&f)?,
            Ok(r) if r.verdict == Verdict::Reject => "rejects".to_string(),
            Ok(r) => match &r.outputs {
                None => "returns no outputs".to_string(),
                Some(got) => {
                    let diff = json_close(&want, got, tolerance, "$")?;
                    format!("outputs differ at {}", output_path(&diff))
                }
            },
        };
        Some(format!("reference: executes; backend: {answer}"))
    }

    /// The reference's verdict as a signature part, `None` when the expectation fails.
    fn reference_verdict(&self, violations: &BTreeSet<String>) -> Option<String> {
        Some(match &self.expect {
            Some(e) if !e.holds(violations) => return None,
            Some(e) => e.to_string(),
            None if violations.is_empty() => "valid".to_string(),
            None => Expect::Invalid(violations.clone()).to_string(),
        })
    }

    fn request(
        &self,
        op: Capability,
        role: &str,
        name: &str,
        data: Vec<u8>,
        profile: String,
    ) -> Option<Request> {
        self.request_files(op, profile, vec![(role, name, data)])
    }

    /// A request whose files (role, file name, bytes) are written to the temporary
    /// directory.
    fn request_files(
        &self,
        op: Capability,
        profile: String,
        inputs: Vec<(&str, &str, Vec<u8>)>,
    ) -> Option<Request> {
        let mut files = BTreeMap::new();
        for (role, name, data) in inputs {
            let path: PathBuf = self.dir.path().join(name);
            std::fs::write(&path, &data).ok()?;
            files.insert(role.to_string(), FileInput { path, data });
        }
        Some(Request {
            case_id: "reduce".into(),
            op,
            profile,
            files,
        })
    }

    /// The backend's wrong validate answer, or `None` when it is right.
    fn validate(&self, src: &str, violations: &BTreeSet<String>) -> Option<String> {
        let p = text::parse(src, self.model).ok()?;
        let caps = self.backend.capabilities();
        let profile = p.profile.to_string();
        let req = if caps.has(Capability::ValidateText) {
            self.request(
                Capability::ValidateText,
                "text",
                "case.asm",
                src.as_bytes().to_vec(),
                profile,
            )?
        } else if caps.has(Capability::ValidateBytecode) {
            let tokens = bytecode::encode(&p).ok()?;
            self.request(
                Capability::ValidateBytecode,
                "bytecode",
                "case.bin",
                bytecode::to_bytes(&tokens),
                profile,
            )?
        } else {
            return None;
        };
        match self.backend.run(&req) {
            Ok(resp) => self.verdict_answer(&resp, violations),
            Err(f) => failure(&f),
        }
    }

    /// The backend's wrong accept/reject answer (graded at the check's level), or `None`.
    fn verdict_answer(&self, resp: &Response, violations: &BTreeSet<String>) -> Option<String> {
        let invalid = !violations.is_empty();
        match (invalid, resp.verdict) {
            (false, Verdict::Reject) => Some("rejects".into()),
            (true, Verdict::Accept) => Some("accepts".into()),
            (false, Verdict::Accept) => None,
            (true, Verdict::Reject) => self.reject_grade(resp, violations),
        }
    }

    /// A rejection of an invalid shader, graded at the phase and rule levels.
    fn reject_grade(&self, resp: &Response, violations: &BTreeSet<String>) -> Option<String> {
        if self.level >= Level::Phase && resp.phase == Some(Phase::Assembler) {
            return Some("rejects in the assembler".into());
        }
        if self.level >= Level::Rule {
            let reported: BTreeSet<String> = resp
                .diagnostics
                .iter()
                .filter_map(|d| d.rule.clone())
                .collect();
            let wanted = match &self.expect {
                Some(Expect::Invalid(r)) if !r.is_empty() => r.clone(),
                _ => violations.clone(),
            };
            let missing: Vec<String> = wanted.difference(&reported).cloned().collect();
            if !missing.is_empty() {
                return Some(format!("rejects without {}", missing.join(", ")));
            }
        }
        None
    }

    /// The backend's wrong assemble answer, or `None` when its tokens are the reference's.
    fn assemble(&self, src: &str, tokens: &[u32]) -> Option<String> {
        if !self.backend.capabilities().has(Capability::Assemble) {
            return None;
        }
        let profile = text::parse(src, self.model).ok()?.profile.to_string();
        let req = self.request(
            Capability::Assemble,
            "text",
            "case.asm",
            src.as_bytes().to_vec(),
            profile,
        )?;
        let resp = match self.backend.run(&req) {
            Ok(r) => r,
            Err(f) => return failure(&f),
        };
        if resp.verdict == Verdict::Reject {
            return Some("rejects".into());
        }
        let Some(theirs) = resp.tokens.as_deref() else {
            return Some("accepts without tokens".into());
        };
        let theirs = strip_comments(theirs).unwrap_or_else(|_| theirs.to_vec());
        (theirs != tokens).then(|| "tokens differ".into())
    }
}

/// The path of a [`json_close`] difference without array indices (`$.outputs.oC0`), so
/// that a reduction keeps the output register that differs, not one component's value.
fn output_path(diff: &str) -> String {
    let path = diff
        .strip_prefix("outputs differ at ")
        .unwrap_or(diff)
        .split(": ")
        .next()
        .unwrap_or("");
    let mut out = String::new();
    let mut depth = 0u32;
    for c in path.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// A backend failure as a signature part (`None` for "cannot run this").
fn failure(f: &Failure) -> Option<String> {
    match f {
        Failure::Unsupported { .. } => None,
        Failure::Timeout { .. } => Some("times out".into()),
        Failure::Crash { signal, code, .. } => Some(match (signal, code) {
            (Some(s), _) => format!("crashes (signal {s})"),
            (None, Some(c)) => format!("dies (exit {c})"),
            _ => "dies".into(),
        }),
        Failure::Error { .. } => Some("errors".into()),
    }
}
