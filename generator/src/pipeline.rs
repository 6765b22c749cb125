//! Verifying cases: name them, add the header, parse, encode, ask the oracle, cross-check
//! assembled tokens with MojoShader, and keep only cases where the author's expectation
//! and the oracle agree. Runs in parallel; the result does not depend on thread timing.

use crate::case::{Body, CaseKind, CaseSpec, Expectation};
use crate::crosscheck::{notes, CrossChecker, CrossOutcome};
use crate::error::GenError;
use crate::header::{header, line_count, verdict, HeaderLine};
use crate::ids::{assign, Named};
use crate::oracle::{Observed, Oracle};
use crate::verified::{Case, CaseSet, Expected, FileRef};
use rayon::prelude::*;
use shadercts_shader::{bytecode, text, Model, Program};
use std::fmt;

/// The author and the oracle disagree about a case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    /// The case id.
    pub id: String,
    /// Which input was checked: `text`, `bytecode` or `link`.
    pub input: &'static str,
    /// Where the expectation is written.
    pub stated_at: Option<String>,
    /// Where the case comes from.
    pub origin: String,
    /// The author's expectation.
    pub expected: Expectation,
    /// What the oracle said.
    pub observed: Observed,
}

impl fmt::Display for Disagreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "disagreement on {} ({}):", self.id, self.input)?;
        if let Some(at) = &self.stated_at {
            writeln!(f, "  stated at:       {at}")?;
        }
        writeln!(f, "  origin:          {}", self.origin)?;
        writeln!(f, "  author expects:  {}", self.expected)?;
        write!(f, "  reference says:  {}", self.observed.verdict())?;
        for d in &self.observed.details {
            write!(f, "\n    {d}")?;
        }
        Ok(())
    }
}

/// Counts of what MojoShader said about the assemble cases.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CrossStats {
    /// MojoShader was not loaded.
    pub unavailable: usize,
    /// Same tokens.
    pub agree: usize,
    /// MojoShader refused the text.
    pub refused: usize,
    /// Not compared: a documented difference applies.
    pub known: usize,
}

/// The result of verifying a batch of cases.
#[derive(Debug, Default)]
pub struct Outcome {
    /// The cases that passed, sorted by id, with their files.
    pub set: CaseSet,
    /// Cases the oracle disagrees on (none may be published).
    pub disagreements: Vec<Disagreement>,
    /// Cases that could not be built (parse errors, encoder failures, unexplained
    /// MojoShader differences, id clashes).
    pub errors: Vec<GenError>,
    /// Cases given to the pipeline.
    pub specs: usize,
    /// Exact duplicates dropped.
    pub duplicates: usize,
    /// The MojoShader cross-check.
    pub cross: CrossStats,
}

impl Outcome {
    /// True when nothing stops publication.
    pub fn is_clean(&self) -> bool {
        self.disagreements.is_empty() && self.errors.is_empty()
    }
}

#[derive(Default)]
pub(crate) struct One {
    pub(crate) cases: Vec<Case>,
    pub(crate) files: Vec<(String, Vec<u8>)>,
    pub(crate) disagreements: Vec<Disagreement>,
    pub(crate) errors: Vec<GenError>,
    pub(crate) cross: Option<CrossOutcome>,
}

/// What the pipeline checks cases with.
pub struct Checkers<'a> {
    /// The shader-model tables.
    pub model: &'a Model,
    /// The validator/linker.
    pub oracle: &'a dyn Oracle,
    /// MojoShader, for assembled tokens.
    pub cross: &'a CrossChecker,
    /// The manifest format being generated (`suite::manifest::format_for`): from 4 on,
    /// execute cases carry both execution levels (docs/execute-cases.md).
    pub format: u32,
}

/// Verifies every case (in parallel) and gathers the result in id order.
pub fn verify(specs: &[CaseSpec], ck: &Checkers<'_>) -> Outcome {
    let mut out = Outcome {
        specs: specs.len(),
        ..Outcome::default()
    };
    let names = match assign(specs) {
        Ok((names, dropped)) => {
            out.duplicates = dropped;
            names
        }
        Err(e) => {
            out.errors = e;
            return out;
        }
    };
    let results: Vec<One> = specs
        .par_iter()
        .zip(names.par_iter())
        .filter_map(|(s, n)| n.as_ref().map(|n| check_one(s, n, ck)))
        .collect();
    for r in results {
        out.set.cases.extend(r.cases);
        for (path, bytes) in r.files {
            out.set.files.insert(path, bytes);
        }
        out.disagreements.extend(r.disagreements);
        out.errors.extend(r.errors);
        match r.cross {
            Some(CrossOutcome::Unavailable) => out.cross.unavailable += 1,
            Some(CrossOutcome::Agree) => out.cross.agree += 1,
            Some(CrossOutcome::Refused(_)) => out.cross.refused += 1,
            Some(CrossOutcome::KnownDifference(_)) => out.cross.known += 1,
            Some(CrossOutcome::Differs { .. }) | None => {}
        }
    }
    out.set.cases.sort_by(|a, b| a.id.cmp(&b.id));
    out.disagreements
        .sort_by(|a, b| a.id.cmp(&b.id).then(a.input.cmp(b.input)));
    out.errors.sort();
    out
}

/// True when the oracle's finding matches the expectation exactly.
pub fn agrees(expected: &Expectation, observed: &Observed) -> bool {
    match expected {
        Expectation::Valid => observed.is_valid(),
        Expectation::Invalid(rules) => {
            observed.rules.len() == rules.len() && rules.iter().all(|r| observed.rules.contains(r))
        }
    }
}

/// The id of the assemble case that goes with a valid validate case.
pub fn assemble_id(validate_id: &str) -> String {
    validate_id.replacen("/valid/", "/assemble/", 1)
}

/// The case text with its header (`lines`, the origin) and the program parsed from it;
/// a parse error names the case and the line of the body.
pub(crate) fn with_header(
    spec: &CaseSpec,
    name: &Named,
    lines: &[HeaderLine<'_>],
    body: &str,
    ck: &Checkers<'_>,
) -> Result<(String, Program), GenError> {
    let hdr = header(lines, &spec.origin, None);
    let full = format!("{hdr}{body}");
    match text::parse(&full, ck.model) {
        Ok(p) => Ok((full, p)),
        Err(d) => Err(parse_error(
            spec,
            &name.id,
            "text",
            &full,
            line_count(&hdr),
            &d,
        )),
    }
}

pub(crate) fn parse_error(
    spec: &CaseSpec,
    id: &str,
    what: &str,
    full: &str,
    hdr: usize,
    diags: &[shadercts_shader::Diagnostic],
) -> GenError {
    let mut msg = format!(
        "case {id}: the {what} rendered from {} does not parse (profile {}):",
        spec.origin,
        spec.body.profile_label()
    );
    for d in diags {
        let line = d.line(full);
        let src = full
            .lines()
            .nth(line.saturating_sub(1))
            .unwrap_or("")
            .trim();
        msg.push_str(&format!(
            "\n  rendered line {}: `{src}`: {}",
            line.saturating_sub(hdr),
            d.message
        ));
    }
    GenError {
        at: None,
        message: match &spec.stated_at {
            Some(at) => format!("{at}: {msg}"),
            None => msg,
        },
    }
}

fn check_one(spec: &CaseSpec, name: &Named, ck: &Checkers<'_>) -> One {
    match &spec.body {
        Body::Single { text, .. } => check_single(spec, name, text, ck),
        Body::Pair { vs, ps, .. } => check_pair(spec, name, vs, ps, ck),
        Body::Execute(e) => crate::exec::pipeline::check_execute(spec, name, e, ck),
    }
}

fn disagreement(
    spec: &CaseSpec,
    id: &str,
    input: &'static str,
    observed: Observed,
) -> Disagreement {
    Disagreement {
        id: id.to_string(),
        input,
        stated_at: spec.stated_at.clone(),
        origin: spec.origin.clone(),
        expected: spec.expect.clone(),
        observed,
    }
}

fn check_single(spec: &CaseSpec, name: &Named, body: &str, ck: &Checkers<'_>) -> One {
    let mut one = One::default();
    let valid = spec.expect == Expectation::Valid;
    let asm_path = format!("{}.asm", name.stem);
    let bin_path = format!("{}.bin", name.stem);
    let bin_file = bin_path.rsplit('/').next().unwrap_or(&bin_path).to_string();
    let asm_id = assemble_id(&name.id);
    let mut lines = vec![HeaderLine {
        id: &name.id,
        kind: "validate",
        expect: verdict(&spec.expect, ck.oracle.documented_only(spec.expect.rules())),
    }];
    if valid {
        lines.push(HeaderLine {
            id: &asm_id,
            kind: "assemble",
            expect: format!("the tokens of {bin_file}"),
        });
    }
    let (full, program) = match with_header(spec, name, &lines, body, ck) {
        Ok(r) => r,
        Err(e) => {
            one.errors.push(e);
            return one;
        }
    };
    let observed = ck.oracle.validate(&program, Some(&full));
    if !agrees(&spec.expect, &observed) {
        one.disagreements
            .push(disagreement(spec, &name.id, "text", observed));
        return one;
    }
    let tokens = match bytecode::encode(&program) {
        Ok(t) => Some(t),
        Err(d) if valid => {
            one.errors.push(GenError::new(format!(
                "case {}: a valid program cannot be encoded: {} ({})",
                name.id, d.message, spec.origin
            )));
            return one;
        }
        Err(_) => None,
    };
    let bytes = tokens.as_ref().map(|t| bytecode::to_bytes(t));
    // The token stream must read back and get the same verdict.
    let decoded = bytes
        .as_ref()
        .and_then(|b| bytecode::decode(b, ck.model).ok());
    if let Some(p) = &decoded {
        let observed = ck.oracle.validate(p, None);
        if !agrees(&spec.expect, &observed) {
            one.disagreements
                .push(disagreement(spec, &name.id, "bytecode", observed));
            return one;
        }
    } else if valid {
        one.errors.push(GenError::new(format!(
            "case {}: the encoded tokens of a valid program do not decode ({})",
            name.id, spec.origin
        )));
        return one;
    }
    let has_bin = decoded.is_some();
    let mut files = vec![FileRef {
        role: "text",
        path: asm_path.clone(),
    }];
    if has_bin {
        files.push(FileRef {
            role: "bytecode",
            path: bin_path.clone(),
        });
    }
    one.cases.push(Case {
        id: name.id.clone(),
        kind: CaseKind::Validate,
        profile: spec.body.profile_label(),
        rules: sorted(&spec.covers),
        origin: spec.origin.clone(),
        files,
        expect: Expected::Verdict(spec.expect.clone()),
        notes: Vec::new(),
        ops: Vec::new(),
    });
    if valid {
        let tokens = tokens.unwrap_or_default();
        let cross = ck.cross.check(&full, &program, &tokens);
        if let CrossOutcome::Differs { mojo } = &cross {
            one.errors.push(GenError::new(format!(
                "case {asm_id}: MojoShader assembles other tokens and no known difference explains it\n  encoder:    {}\n  MojoShader: {}",
                hex_words(&tokens),
                hex_words(mojo)
            )));
            return one;
        }
        one.cross = Some(cross);
        one.cases.push(Case {
            id: asm_id,
            kind: CaseKind::Assemble,
            profile: spec.body.profile_label(),
            rules: sorted(&spec.covers),
            origin: spec.origin.clone(),
            files: vec![FileRef {
                role: "text",
                path: asm_path.clone(),
            }],
            expect: Expected::Tokens(bin_path.clone()),
            notes: notes(&program),
            ops: Vec::new(),
        });
    }
    one.files.push((asm_path, full.into_bytes()));
    if let (true, Some(b)) = (has_bin, bytes) {
        one.files.push((bin_path, b));
    }
    one
}

fn check_pair(spec: &CaseSpec, name: &Named, vs: &str, ps: &str, ck: &Checkers<'_>) -> One {
    let mut one = One::default();
    let line = HeaderLine {
        id: &name.id,
        kind: "link",
        expect: verdict(&spec.expect, ck.oracle.documented_only(spec.expect.rules())),
    };
    let hv = header(std::slice::from_ref(&line), &spec.origin, Some("vs"));
    let hp = header(std::slice::from_ref(&line), &spec.origin, Some("ps"));
    let (vfull, pfull) = (format!("{hv}{vs}"), format!("{hp}{ps}"));
    let parse = |full: &str, hdr: &str, what: &str| -> Result<Program, GenError> {
        text::parse(full, ck.model)
            .map_err(|d| parse_error(spec, &name.id, what, full, line_count(hdr), &d))
    };
    let (vp, pp) = match (
        parse(&vfull, &hv, "vertex shader"),
        parse(&pfull, &hp, "pixel shader"),
    ) {
        (Ok(v), Ok(p)) => (v, p),
        (a, b) => {
            one.errors.extend(a.err());
            one.errors.extend(b.err());
            return one;
        }
    };
    let observed = ck.oracle.link(&vp, &vfull, &pp, &pfull);
    if !agrees(&spec.expect, &observed) {
        one.disagreements
            .push(disagreement(spec, &name.id, "link", observed));
        return one;
    }
    let mut files = Vec::new();
    for (role, brole, ext, full, prog) in [
        ("vs", "vs_bytecode", "vs", vfull, &vp),
        ("ps", "ps_bytecode", "ps", pfull, &pp),
    ] {
        let path = format!("{}.{ext}.asm", name.stem);
        files.push(FileRef {
            role,
            path: path.clone(),
        });
        one.files.push((path, full.into_bytes()));
        let encoded = bytecode::encode(prog).ok().map(|t| bytecode::to_bytes(&t));
        if let Some(b) = encoded.filter(|b| bytecode::decode(b, ck.model).is_ok()) {
            let bpath = format!("{}.{ext}.bin", name.stem);
            files.push(FileRef {
                role: brole,
                path: bpath.clone(),
            });
            one.files.push((bpath, b));
        }
    }
    one.cases.push(Case {
        id: name.id.clone(),
        kind: CaseKind::Link,
        profile: spec.body.profile_label(),
        rules: sorted(&spec.covers),
        origin: spec.origin.clone(),
        files,
        expect: Expected::Verdict(spec.expect.clone()),
        notes: Vec::new(),
        ops: Vec::new(),
    });
    one
}

pub(crate) fn sorted(v: &[String]) -> Vec<String> {
    let mut v = v.to_vec();
    v.sort();
    v.dedup();
    v
}

/// Tokens as space-separated 8-digit hex words (in messages about token streams).
pub(crate) fn hex_words(t: &[u32]) -> String {
    t.iter()
        .map(|w| format!("{w:08x}"))
        .collect::<Vec<_>>()
        .join(" ")
}
