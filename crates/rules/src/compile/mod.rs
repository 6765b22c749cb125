//! Compiles the `check` and `message` of a rule from YAML nodes into [`crate::compiled`]
//! form, type-checking every field, operator, literal and reference on the way.
//!
//! Errors are collected (one per mistake, at its line and column), never thrown, so a
//! rule file with five mistakes gets five diagnostics.

mod check;
mod cond;
mod message;

use crate::compiled::{Rhs, Source, StageId, PS, VS};
use crate::fields::{self, Coll, Domain, Path, Ty, PROGRAM_FIELDS};
use crate::node::{Node, NodeKind};
use crate::profile_table::{ProfRef, ProfileTable};
use crate::value::{normalize_swizzle, parse_mask, Value};
use crate::vocab::Vocab;
use shadercts_shader::diag::{token_span_at, Diagnostic};
use shadercts_shader::Model;

/// The element type a condition is evaluated on.
#[derive(Clone, Debug)]
pub(crate) enum Scope {
    /// Elements of a collection.
    Coll(Coll),
    /// The record of an aggregate group: `value` and the `group_by` fields.
    Group(Vec<(String, Ty)>, Ty),
}

/// Compiles the checks of the rules of one file.
pub struct Compiler<'a> {
    /// Names.
    pub vocab: &'a mut Vocab,
    /// The model the rules are checked against.
    pub model: &'a Model,
    /// `$profile` references.
    pub profiles: &'a mut ProfileTable,
    /// The file's text, for spans.
    pub text: &'a str,
    /// What went wrong.
    pub diags: Vec<Diagnostic>,
    /// True while compiling a `kind: link` rule.
    pub link: bool,
    /// Cache slots handed out so far (quantifiers whose value is the same for every
    /// element); carried from file to file by the loader.
    pub cache_slots: u32,
}

impl<'a> Compiler<'a> {
    /// A compiler for one file.
    pub fn new(
        vocab: &'a mut Vocab,
        model: &'a Model,
        profiles: &'a mut ProfileTable,
        text: &'a str,
    ) -> Compiler<'a> {
        Compiler {
            vocab,
            model,
            profiles,
            text,
            diags: Vec::new(),
            link: false,
            cache_slots: 0,
        }
    }

    /// Records an error at a node.
    pub(crate) fn err(&mut self, at: &Node, msg: impl Into<String>) {
        let span = token_span_at(self.text, at.line, at.column);
        self.diags.push(Diagnostic::error(msg, span));
    }

    /// Resolves a collection name (`dcl`, or `vs.dcl` in link rules).
    pub(crate) fn source(&mut self, node: &Node) -> Option<Source> {
        let Some(name) = node.as_str() else {
            self.err(
                node,
                format!("expected a collection name, found {}", node.describe()),
            );
            return None;
        };
        let (stage, bare) = match name.split_once('.') {
            Some(("vs", rest)) => (Some(VS), rest),
            Some(("ps", rest)) => (Some(PS), rest),
            _ => (None, name),
        };
        let Some(coll) = Coll::from_name(bare) else {
            let names: Vec<&str> = fields::COLLECTIONS.iter().map(|c| c.0).collect();
            self.err(
                node,
                format!("unknown collection `{name}` (one of {})", names.join(", ")),
            );
            return None;
        };
        match (self.link, stage) {
            (true, Some(s)) => Some(Source { coll, stage: s }),
            (true, None) => {
                self.err(
                    node,
                    format!("a link rule names the stage of each collection: `vs.{bare}` or `ps.{bare}`"),
                );
                None
            }
            (false, Some(_)) => {
                self.err(
                    node,
                    format!("`{name}`: stage prefixes (vs., ps.) are for `kind: link` rules; write `{bare}`"),
                );
                None
            }
            (false, None) => Some(Source { coll, stage: VS }),
        }
    }

    /// Resolves a field path in a scope.
    pub(crate) fn field(&mut self, scope: &Scope, node: &Node, name: &str) -> Option<(Path, Ty)> {
        match scope {
            Scope::Coll(c) => match fields::resolve(*c, name, self.vocab) {
                Ok(r) => Some(r),
                Err(e) => {
                    self.err(node, e);
                    None
                }
            },
            Scope::Group(fields, value_ty) => {
                if name == "value" {
                    return Some((Path::AggValue, *value_ty));
                }
                if let Some(i) = fields.iter().position(|(n, _)| n == name) {
                    return Some((Path::Group(i as u8), fields[i].1));
                }
                let mut known = vec!["value"];
                known.extend(fields.iter().map(|(n, _)| n.as_str()));
                self.err(
                    node,
                    format!(
                        "unknown field `{name}` of an aggregate group (it has {})",
                        known.join(", ")
                    ),
                );
                None
            }
        }
    }

    /// Compiles a reference (`$.f`, `$profile.…`, `$vs.…`) written at `node`.
    pub(crate) fn reference(
        &mut self,
        checked: &Scope,
        node: &Node,
        text: &str,
    ) -> Option<(Rhs, Ty)> {
        if let Some(path) = text.strip_prefix("$.") {
            let (p, t) = self.field(checked, node, path)?;
            return Some((Rhs::Checked(p), t));
        }
        let profile_path = |s: &str, pre: &str| -> Option<String> {
            if s == pre {
                Some(String::new())
            } else {
                s.strip_prefix(pre)?.strip_prefix('.').map(str::to_string)
            }
        };
        if let Some(path) = profile_path(text, "$profile") {
            if self.link {
                self.err(
                    node,
                    "a link rule has two profiles: write `$vs.…` or `$ps.…` instead of `$profile.…`",
                );
                return None;
            }
            return self.profile_ref(node, VS, &path);
        }
        for (pre, stage) in [("$vs", VS), ("$ps", PS)] {
            if let Some(path) = profile_path(text, pre) {
                if !self.link {
                    self.err(
                        node,
                        format!("`{pre}` is for `kind: link` rules; write `$profile.…`"),
                    );
                    return None;
                }
                if let Some((_, f, t)) = PROGRAM_FIELDS.iter().find(|(n, _, _)| *n == path) {
                    return Some((Rhs::Program(stage, *f), *t));
                }
                return self.profile_ref(node, stage, &path);
            }
        }
        self.err(
            node,
            format!("unknown reference `{text}` (references are `$.field`, `$profile.…`, and in link rules `$vs.…`/`$ps.…`)"),
        );
        None
    }

    fn profile_ref(&mut self, node: &Node, stage: StageId, path: &str) -> Option<(Rhs, Ty)> {
        match ProfRef::parse(path, self.model) {
            Ok((r, t)) => Some((Rhs::Profile(stage, self.profiles.slot(r)), t)),
            Err(e) => {
                self.err(node, e);
                None
            }
        }
    }

    /// Converts a literal node into a value of type `ty`.
    pub(crate) fn literal(&mut self, node: &Node, ty: Ty) -> Option<Value> {
        let bad = |c: &mut Self, what: &str| {
            c.err(
                node,
                format!("expected {what} here, found {}", node.describe()),
            );
            None
        };
        match (ty, &node.kind) {
            (Ty::Int, NodeKind::Int(i)) => Some(Value::Int(*i)),
            (Ty::Int, _) => bad(self, "an integer"),
            (Ty::Num, NodeKind::Int(i)) => Some(Value::Int(*i)),
            (Ty::Num, NodeKind::Float(f)) => Some(Value::Num(*f)),
            (Ty::Num, _) => bad(self, "a number"),
            (Ty::Bool, NodeKind::Bool(b)) => Some(Value::Bool(*b)),
            (Ty::Bool, _) => bad(self, "true or false"),
            (Ty::Mask, NodeKind::Str(s)) => match parse_mask(s) {
                Some(m) => Some(Value::Mask(m)),
                None => {
                    self.err(
                        node,
                        format!("`{s}` is not a mask (letters x, y, z, w, each at most once)"),
                    );
                    None
                }
            },
            (Ty::Mask, _) => bad(self, "a mask (letters such as xyz)"),
            (Ty::Str(d), _) => {
                let Some(raw) = node
                    .scalar_text()
                    .filter(|_| !matches!(node.kind, NodeKind::Null))
                else {
                    return bad(self, "a string");
                };
                self.domain_literal(node, d, &raw)
            }
            (Ty::Record, _) => {
                self.err(node, "an operand can only be compared with null (`dst: null`, `src.2: { ne: null }`)");
                None
            }
            (list, NodeKind::Seq(items)) => {
                let el = list.element()?;
                let mut out = Vec::new();
                for it in items {
                    out.push(self.literal(it, el)?);
                }
                Some(Value::List(out.into()))
            }
            (_, _) => bad(self, ty.describe()),
        }
    }

    fn domain_literal(&mut self, node: &Node, d: Domain, raw: &str) -> Option<Value> {
        let text = match d {
            Domain::Swizzle => match normalize_swizzle(raw) {
                Some(s) => s,
                None => {
                    self.err(
                        node,
                        format!("`{raw}` is not a swizzle (one to four of x, y, z, w)"),
                    );
                    return None;
                }
            },
            Domain::Usage => self
                .model
                .usage_by_name(raw)
                .map_or(raw.to_string(), |u| u.name.clone()),
            Domain::SamplerType => self
                .model
                .sampler_type_by_name(raw)
                .map_or(raw.to_string(), |u| u.name.clone()),
            _ => raw.to_string(),
        };
        match self.vocab.get(&text) {
            Some(s) if d.members(self.vocab).contains(&s) => Some(Value::Sym(s)),
            _ => {
                self.err(node, format!("`{raw}` is not {}", d.describe()));
                None
            }
        }
    }
}

/// True when a value of type `got` may stand where `want` is expected.
pub(crate) fn compatible(want: Ty, got: Ty) -> bool {
    match (want, got) {
        (Ty::Str(_), Ty::Str(_)) => true,
        (Ty::StrList(_), Ty::StrList(_)) => true,
        (Ty::Num, Ty::Int) | (Ty::Int, Ty::Num) => true,
        (Ty::NumList, Ty::IntList) | (Ty::IntList, Ty::NumList) => true,
        (a, b) => a == b,
    }
}
