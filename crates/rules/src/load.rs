//! Reading rule files into a [`RuleSet`], with file:line:column diagnostics for every
//! mistake of every file.

use crate::compile::{Compiler, Scope};
use crate::fields::Coll;
use crate::profile_table::ProfileTable;
use crate::rule::{Conformance, Rule, RuleKind, RuleSource};
use crate::schema::RuleEntry;
use crate::vocab::Vocab;
use crate::{RuleSet, EMBEDDED_RULES};
use shadercts_shader::diag::{token_span_at, Diagnostic, FileDiagnostics};
use shadercts_shader::model::schema::Located;
use shadercts_shader::Model;
use std::collections::HashMap;
use std::fmt;
use std::path::Path;

/// Why a rule set could not be loaded: one entry per file with problems.
#[derive(Clone, Debug)]
pub struct RuleError {
    /// Per-file diagnostics (file:line:column with a snippet).
    pub files: Vec<FileDiagnostics>,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for file in &self.files {
            write!(f, "{file}")?;
        }
        Ok(())
    }
}

impl std::error::Error for RuleError {}

impl RuleError {
    fn single(path: String, message: String) -> RuleError {
        RuleError {
            files: vec![FileDiagnostics {
                path,
                text: String::new(),
                diags: vec![Diagnostic::error_nospan(message)],
            }],
        }
    }
}

/// An I/O error as a sentence, without the ` (os error N)` tail.
fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file or directory".to_string(),
        std::io::ErrorKind::InvalidData => "it is not UTF-8 text".to_string(),
        _ => {
            let s = e.to_string();
            match s.rfind(" (os error ") {
                Some(i) => s[..i].to_string(),
                None => s,
            }
        }
    }
}

/// Loads every `*.yaml` file of `dir`; a directory without rules is an error, since a
/// rule set with no rules would call every shader valid.
pub(crate) fn load_dir(dir: &Path, model: &Model) -> Result<RuleSet, RuleError> {
    let files = read_dir(dir)?;
    let refs: Vec<(&str, &str)> = files
        .iter()
        .map(|(p, t)| (p.as_str(), t.as_str()))
        .collect();
    let set = from_sources(&refs, model)?;
    if set.rules().is_empty() {
        return Err(RuleError::single(
            dir.display().to_string(),
            format!(
                "the rules directory holds no rules ({} *.yaml file{} without rules): \
                 a rule set without rules would call every shader valid",
                files.len(),
                if files.len() == 1 { "" } else { "s" }
            ),
        ));
    }
    Ok(set)
}

/// Every `*.yaml` file of `dir`, sorted by name, with its text.
pub(crate) fn read_dir(dir: &Path) -> Result<Vec<(String, String)>, RuleError> {
    let entries = std::fs::read_dir(dir).map_err(|e| {
        RuleError::single(
            dir.display().to_string(),
            format!("cannot read the rules directory: {}", io_message(&e)),
        )
    })?;
    let mut paths = Vec::new();
    for e in entries {
        let e = e.map_err(|e| {
            RuleError::single(
                dir.display().to_string(),
                format!("cannot list: {}", io_message(&e)),
            )
        })?;
        let p = e.path();
        if p.extension().is_some_and(|x| x == "yaml") && p.is_file() {
            paths.push(p);
        }
    }
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let text = std::fs::read_to_string(&p).map_err(|e| {
            RuleError::single(
                p.display().to_string(),
                format!("cannot read: {}", io_message(&e)),
            )
        })?;
        out.push((p.display().to_string(), text));
    }
    Ok(out)
}

/// Deepest nesting of lists and mappings a rule file may have: real rules need about a
/// dozen levels, and the limit keeps the reader's recursion far from the stack's end.
const MAX_DEPTH: usize = 32;

/// [`parse_file`] of every source, in order, on up to four threads: parsing the YAML is
/// most of the start-up time of every command, and the files are independent.
pub(crate) fn parse_all(sources: &[(&str, &str)]) -> Parsed {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(4);
    let total: usize = sources.iter().map(|(_, t)| t.len()).sum();
    if threads < 2 || sources.len() < 2 {
        return sources.iter().map(|(p, t)| parse_file(p, t)).collect();
    }
    // Contiguous runs of about equal text size, one per thread; results in order.
    let mut runs: Vec<&[(&str, &str)]> = Vec::new();
    let (mut start, mut size) = (0, 0);
    for (i, (_, t)) in sources.iter().enumerate() {
        size += t.len();
        if size * threads >= total * (runs.len() + 1) && runs.len() + 1 < threads {
            runs.push(&sources[start..=i]);
            start = i + 1;
        }
    }
    runs.push(&sources[start..]);
    std::thread::scope(|s| {
        let handles: Vec<_> = runs
            .iter()
            .map(|run| {
                s.spawn(move || {
                    run.iter()
                        .map(|(p, t)| parse_file(p, t))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| match h.join() {
                Ok(v) => v,
                // A panic in the YAML parser: re-raise it on this thread.
                Err(e) => std::panic::resume_unwind(e),
            })
            .collect()
    })
}

/// Parses one rule file (an empty file has no rules).
fn parse_file(path: &str, text: &str) -> Result<Vec<RuleEntry>, FileDiagnostics> {
    let options = serde_saphyr::options! {
        strict_booleans: true,
        budget: serde_saphyr::budget! { max_depth: MAX_DEPTH },
    };
    serde_saphyr::from_str_with_options::<Option<Vec<RuleEntry>>>(text, options)
        .map(Option::unwrap_or_default)
        .map_err(|e| {
            let message = e.to_string();
            let headline = message.lines().next().unwrap_or(&message);
            let headline = headline.strip_prefix("error: ").unwrap_or(headline);
            // serde-saphyr prefixes "line L column C: "; the snippet says it already.
            let headline = headline
                .split_once(": ")
                .filter(|(pre, _)| pre.starts_with("line "))
                .map_or(headline, |(_, rest)| rest)
                .to_string();
            let diag = match e.location() {
                Some(loc) if loc.line() > 0 => Diagnostic::error(
                    headline,
                    token_span_at(text, loc.line() as u32, loc.column() as u32),
                ),
                _ => Diagnostic::error_nospan(headline),
            };
            FileDiagnostics {
                path: path.to_string(),
                text: text.to_string(),
                diags: vec![diag],
            }
        })
}

/// True for ids made of ASCII letters, digits, `.`, `-` and `_`, starting with a letter.
fn valid_id(id: &str) -> bool {
    id.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
}

fn span_of<T>(text: &str, l: &Located<T>) -> shadercts_shader::Span {
    token_span_at(text, l.line, l.column)
}

/// Loads and compiles rule files given as `(path, text)` pairs.
pub(crate) fn from_sources(sources: &[(&str, &str)], model: &Model) -> Result<RuleSet, RuleError> {
    compile_parsed(sources, parse_all(sources), model)
}

/// The rule files' parsed entries, one result per file in source order.
pub(crate) type Parsed = Vec<Result<Vec<RuleEntry>, FileDiagnostics>>;

/// Compiles the parsed entries of `sources` (in the same order) against `model`.
pub(crate) fn compile_parsed(
    sources: &[(&str, &str)],
    parsed: Parsed,
    model: &Model,
) -> Result<RuleSet, RuleError> {
    let mut vocab = Vocab::new(model);
    let mut table = ProfileTable::default();
    let mut errors = Vec::new();
    let mut rules: Vec<Rule> = Vec::new();
    let mut seen: HashMap<String, (String, u32, u32)> = HashMap::new();
    let mut cache_slots = 0;
    for ((path, text), parsed) in sources.iter().zip(parsed) {
        let entries = match parsed {
            Ok(e) => e,
            Err(d) => {
                errors.push(d);
                continue;
            }
        };
        let mut c = Compiler::new(&mut vocab, model, &mut table, text);
        c.cache_slots = cache_slots;
        for e in entries {
            if let Some(rule) = compile_rule(&mut c, path, text, e, &mut seen) {
                rules.push(rule);
            }
        }
        cache_slots = c.cache_slots;
        if !c.diags.is_empty() {
            errors.push(FileDiagnostics {
                path: path.to_string(),
                text: text.to_string(),
                diags: c.diags,
            });
        }
    }
    if !errors.is_empty() {
        return Err(RuleError { files: errors });
    }
    table.fill(model, &vocab);
    Ok(RuleSet::assemble(
        rules,
        vocab,
        table,
        model.clone(),
        cache_slots,
    ))
}

fn compile_rule(
    c: &mut Compiler,
    path: &str,
    text: &str,
    e: RuleEntry,
    seen: &mut HashMap<String, (String, u32, u32)>,
) -> Option<Rule> {
    let before = c.diags.len();
    let id = e.id.value.clone();
    if !valid_id(&id) {
        c.diags.push(Diagnostic::error(
            format!("rule id `{id}` must start with a letter and use only letters, digits, `.`, `-`, `_`"),
            span_of(text, &e.id),
        ));
    }
    match seen.get(&id) {
        Some((p, l, col)) => c.diags.push(
            Diagnostic::error(format!("duplicate rule id `{id}`"), span_of(text, &e.id))
                .with_label("defined again here")
                .with_note(format!("`{id}` is first defined at {p}:{l}:{col}")),
        ),
        None => {
            seen.insert(id.clone(), (path.to_string(), e.id.line, e.id.column));
        }
    }
    let kind = RuleKind::from_name(&e.kind.value);
    if kind.is_none() {
        c.diags.push(Diagnostic::error(
            format!(
                "unknown rule kind `{}` (static, link, runtime, undefined, informative)",
                e.kind.value
            ),
            span_of(text, &e.kind),
        ));
    }
    let level = Conformance::from_name(&e.level.value);
    if level.is_none() {
        c.diags.push(Diagnostic::error(
            format!(
                "unknown conformance level `{}` (native, documented)",
                e.level.value
            ),
            span_of(text, &e.level),
        ));
    }
    let mut profiles = shadercts_shader::model::ProfileSet::default();
    if e.profiles.value.is_empty() {
        c.diags.push(Diagnostic::error(
            "`profiles` names no profile; list the profiles or groups the rule applies to",
            span_of(text, &e.profiles),
        ));
    }
    for p in &e.profiles.value {
        match c.model.profile_set([p.value.as_str()]) {
            Ok(s) => profiles = profiles.union(s),
            Err(_) => c.diags.push(Diagnostic::error(
                format!("unknown profile or group `{}`", p.value),
                span_of(text, p),
            )),
        }
    }
    let kind = kind.unwrap_or(RuleKind::Informative);
    let evaluated = matches!(kind, RuleKind::Static | RuleKind::Link);
    c.link = kind == RuleKind::Link;
    let mut check = None;
    let mut pieces = Vec::new();
    match (&e.check, evaluated) {
        (None, true) => c.diags.push(Diagnostic::error(
            format!("a `{}` rule needs a `check`", kind.name()),
            span_of(text, &e.id),
        )),
        (Some(n), false) => c.err(
            n,
            format!(
                "a `{}` rule is not evaluated, so it has no `check`",
                kind.name()
            ),
        ),
        (Some(n), true) => {
            if let Some((chk, scope)) = c.check(n) {
                if let Some(m) = &e.message {
                    let at = crate::node::Node {
                        kind: crate::node::NodeKind::Str(m.value.clone()),
                        line: m.line,
                        column: m.column,
                    };
                    let checked = match &scope {
                        Scope::Coll(_) => scope.clone(),
                        Scope::Group(..) => Scope::Coll(Coll::Program),
                    };
                    pieces = c.message(&at, &m.value, &scope, &checked);
                }
                check = Some(chk);
            }
        }
        (None, false) => {}
    }
    c.link = false;
    if c.diags.len() > before {
        return None;
    }
    Some(Rule {
        id,
        title: e.title,
        kind,
        level: level.unwrap_or_default(),
        profiles,
        profile_names: e.profiles.value.into_iter().map(|p| p.value).collect(),
        source: RuleSource {
            doc: e.source.doc,
            quote: e.source.quote,
            url: e.source.url,
        },
        message: e.message.map(|m| m.value),
        note: e.note,
        cases: e.cases,
        file: path.to_string(),
        line: e.id.line,
        check,
        pieces,
    })
}

/// The embedded rule files as `(path, text)` pairs.
pub(crate) fn embedded_sources() -> Vec<(&'static str, &'static str)> {
    EMBEDDED_RULES.to_vec()
}
