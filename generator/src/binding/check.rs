//! Reading binding files and checking them against the rules, the templates and the
//! model; every problem is reported at its file:line:col.

use super::raw::{RawBinding, RawEntry, RawValue};
use super::{Bindings, Entry, Exemption, Shape, Target};
use crate::case::Polarity;
use crate::catalog::{RuleCatalog, RuleKind};
use crate::error::{GenError, Location};
use crate::inputs::SourceFile;
use crate::params::{Alt, RESERVED};
use crate::template::Templates;
use serde_saphyr::Spanned;
use shadercts_shader::ir::ShaderKind;
use shadercts_shader::Model;

/// Loads and checks every binding file; `templates` receives the `when:` conditions.
pub fn load(
    files: &[SourceFile],
    catalog: &RuleCatalog,
    model: &Model,
    templates: &mut Templates,
) -> Result<Bindings, Vec<GenError>> {
    let mut errors = Vec::new();
    let mut entries = Vec::new();
    let mut exemptions = Vec::new();
    for f in files {
        let raw: Vec<Spanned<RawBinding>> = match serde_saphyr::from_str(&f.text) {
            Ok(r) => r,
            Err(e) => {
                errors.push(GenError::from_yaml(&f.path, &e));
                continue;
            }
        };
        let mut cx = Checker {
            file: &f.path,
            catalog,
            model,
            templates,
            errors: &mut errors,
        };
        for b in &raw {
            cx.binding(&b.value, &mut entries);
            cx.unbreakable(&b.value, &mut exemptions);
        }
    }
    exemptions.sort();
    if errors.is_empty() {
        Ok(Bindings {
            entries,
            exemptions,
        })
    } else {
        errors.sort();
        Err(errors)
    }
}

struct Checker<'a> {
    file: &'a str,
    catalog: &'a RuleCatalog,
    model: &'a Model,
    templates: &'a mut Templates,
    errors: &'a mut Vec<GenError>,
}

impl Checker<'_> {
    fn loc<T>(&self, s: &Spanned<T>) -> Location {
        Location::from_yaml(self.file, s.referenced)
    }

    fn err(&mut self, at: Location, msg: impl Into<String>) {
        self.errors.push(GenError::at(at, msg));
    }

    fn unknown_rule(&mut self, id: &Spanned<String>) {
        let hint = self.catalog.similar(&id.value);
        let hint = if hint.is_empty() {
            String::new()
        } else {
            format!(" (did you mean {}?)", hint.join(", "))
        };
        let at = self.loc(id);
        self.err(at, format!("unknown rule `{}`{hint}", id.value));
    }

    fn binding(&mut self, b: &RawBinding, out: &mut Vec<Entry>) {
        let Some(rule) = self.catalog.get(&b.rule.value).cloned() else {
            self.unknown_rule(&b.rule);
            return;
        };
        if !rule.kind.needs_cases() {
            let at = self.loc(&b.rule);
            self.err(
                at,
                format!(
                    "rule `{}` is {}: only static and link rules get validation cases",
                    rule.id,
                    rule.kind.name()
                ),
            );
            return;
        }
        for (polarity, list) in [(Polarity::Valid, &b.valid), (Polarity::Invalid, &b.invalid)] {
            for e in list {
                let at = self.loc(e);
                if let Some(entry) =
                    self.entry(&rule.id, rule.kind, &rule.profiles, polarity, &e.value, at)
                {
                    out.push(entry);
                }
            }
        }
    }

    fn unbreakable(&mut self, b: &RawBinding, out: &mut Vec<Exemption>) {
        let Some(rule) = self.catalog.get(&b.rule.value).cloned() else {
            return;
        };
        for u in &b.unbreakable {
            let at = self.loc(u);
            if u.value.reason.value.trim().is_empty() {
                let rat = self.loc(&u.value.reason);
                self.err(rat, "`reason` says why no program breaks the rule alone");
            }
            for p in &u.value.profiles {
                let set = match self.model.profile_set([p.value.as_str()]) {
                    Ok(s) => s,
                    Err(_) => {
                        let pat = self.loc(p);
                        self.err(pat, format!("unknown profile or group `{}`", p.value));
                        continue;
                    }
                };
                for i in set.indices() {
                    let name = self.model.profiles[i].name.clone();
                    if !rule.profiles.contains(&name) {
                        let pat = self.loc(p);
                        self.err(pat, format!("rule `{}` does not apply to {name}", rule.id));
                        continue;
                    }
                    out.push(Exemption {
                        rule: rule.id.clone(),
                        profile: name,
                        reason: u.value.reason.value.trim().to_string(),
                        at: at.clone(),
                    });
                }
            }
        }
    }

    fn entry(
        &mut self,
        rule: &str,
        kind: RuleKind,
        rule_profiles: &[String],
        polarity: Polarity,
        e: &RawEntry,
        at: Location,
    ) -> Option<Entry> {
        let before = self.errors.len();
        let shape = self.shape(kind, e, &at)?;
        let targets = match &shape {
            Shape::Single { .. } => self.profiles(e, rule_profiles, &at),
            Shape::Link { .. } => self.pairs(e, rule_profiles, &at),
        };
        let mut params = Vec::new();
        for (name, v) in &e.params {
            let vat = self.loc(v);
            if RESERVED.contains(&name.as_str()) {
                self.err(
                    vat.clone(),
                    format!("`{name}` is set by the generator; choose another parameter name"),
                );
            }
            if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                || name.starts_with(|c: char| c.is_ascii_digit())
            {
                self.err(
                    vat.clone(),
                    format!("parameter name `{name}` must be an identifier"),
                );
            }
            let alt = |s: &crate::params::Scalar| Alt {
                label: None,
                value: s.clone(),
            };
            match &v.value {
                RawValue::One(s) => params.push((name.clone(), vec![alt(s)])),
                RawValue::Many(list) if list.is_empty() => {
                    self.err(
                        vat,
                        format!(
                            "parameter `{name}` has an empty list: the entry would have no case"
                        ),
                    );
                }
                RawValue::Keyed(list) if list.is_empty() => {
                    self.err(
                        vat,
                        format!(
                            "parameter `{name}` has an empty mapping: the entry would have no case"
                        ),
                    );
                }
                RawValue::Many(list) => params.push((name.clone(), list.iter().map(alt).collect())),
                RawValue::Keyed(list) => {
                    for (label, _) in list {
                        if label.is_empty() || crate::params::sanitize(label) != *label {
                            self.err(vat.clone(), format!("label `{label}` of parameter `{name}` may only use letters, digits, `.`, `-` and `_`"));
                        }
                    }
                    params.push((
                        name.clone(),
                        list.iter()
                            .map(|(l, s)| Alt {
                                label: Some(l.clone()),
                                value: s.clone(),
                            })
                            .collect(),
                    ));
                }
                RawValue::Bad(what) => {
                    self.err(
                        vat,
                        format!(
                            "parameter `{name}` is {what}; write a scalar or a list of scalars"
                        ),
                    );
                }
            }
        }
        for (name, alts) in &params {
            if alts.len() > 1 && alts.iter().any(|a| !a.names_case()) {
                let vat = e
                    .params
                    .get(name)
                    .map(|v| self.loc(v))
                    .unwrap_or_else(|| at.clone());
                self.err(
                    vat,
                    format!(
                        "parameter `{name}` has alternatives that cannot name a case (longer than 40 characters or not [A-Za-z0-9._-]); label them: `{name}: {{label: value, …}}`"
                    ),
                );
            }
        }
        let expect_rules = self.expect_rules(rule, polarity, e, &at);
        let when = match &e.when {
            Some(w) => {
                let wat = self.loc(w);
                match self.templates.add_condition(&wat, &w.value) {
                    Ok(c) => Some(c),
                    Err(err) => {
                        self.errors.push(err);
                        None
                    }
                }
            }
            None => None,
        };
        let name = e.name.as_ref().map(|n| n.value.clone());
        if let Some(n) = &e.name {
            if n.value.is_empty() || crate::params::sanitize(&n.value) != n.value {
                let nat = self.loc(n);
                self.err(
                    nat,
                    "`name` may only use letters, digits, `.`, `-` and `_` (at most 40)",
                );
            }
        }
        if self.errors.len() > before {
            return None;
        }
        Some(Entry {
            rule: rule.to_string(),
            polarity,
            shape,
            name,
            targets,
            params,
            when,
            expect_rules,
            at,
        })
    }

    fn template(&mut self, t: &Spanned<String>) -> Option<String> {
        if self.templates.contains(&t.value) {
            return Some(t.value.clone());
        }
        let at = self.loc(t);
        self.err(
            at,
            format!(
                "no template `{}` (expected templates/{}.tera)",
                t.value, t.value
            ),
        );
        None
    }

    fn shape(&mut self, kind: RuleKind, e: &RawEntry, at: &Location) -> Option<Shape> {
        match (kind, &e.template, &e.vs, &e.ps) {
            (RuleKind::Static, Some(t), None, None) => Some(Shape::Single {
                template: self.template(t)?,
            }),
            (RuleKind::Link, None, Some(vs), Some(ps)) => {
                let vs = self.template(vs);
                let ps = self.template(ps);
                Some(Shape::Link { vs: vs?, ps: ps? })
            }
            (RuleKind::Static, ..) => {
                self.err(
                    at.clone(),
                    "an entry of a static rule names one `template:` (and no `vs:`/`ps:`)",
                );
                None
            }
            _ => {
                self.err(
                    at.clone(),
                    "an entry of a link rule names `vs:` and `ps:` templates (and no `template:`)",
                );
                None
            }
        }
    }

    fn profiles(&mut self, e: &RawEntry, rule_profiles: &[String], at: &Location) -> Vec<Target> {
        if let Some(p) = e.pairs.first_if_some() {
            let pat = self.loc(p);
            self.err(pat, "`pairs:` is for link rules; use `profiles:`");
        }
        let names: Vec<String> = match &e.profiles {
            None => rule_profiles.to_vec(),
            Some(list) => {
                let mut set = shadercts_shader::model::ProfileSet::default();
                for p in list {
                    match self.model.profile_set([p.value.as_str()]) {
                        Ok(s) => set = set.union(s),
                        Err(_) => {
                            let pat = self.loc(p);
                            self.err(pat, format!("unknown profile or group `{}`", p.value));
                        }
                    }
                }
                set.indices()
                    .map(|i| self.model.profiles[i].name.clone())
                    .collect()
            }
        };
        if names.is_empty() {
            self.err(at.clone(), "the entry applies to no profile");
        }
        names.into_iter().map(Target::Profile).collect()
    }

    fn pairs(&mut self, e: &RawEntry, rule_profiles: &[String], at: &Location) -> Vec<Target> {
        if e.profiles.is_some() {
            self.err(
                at.clone(),
                "link entries take `pairs: [vs_3_0+ps_3_0, …]`, not `profiles:`",
            );
        }
        let kind_of = |m: &Model, n: &str| m.profile_by_name(n).map(|p| p.profile.kind);
        let out: Vec<Target> = match &e.pairs {
            None => {
                let model = self.model;
                let of = |k| -> Vec<&String> {
                    rule_profiles
                        .iter()
                        .filter(|p| kind_of(model, p) == Some(k))
                        .collect()
                };
                let (vss, pss) = (of(ShaderKind::Vertex), of(ShaderKind::Pixel));
                let mut v = Vec::new();
                for vs in &vss {
                    for ps in &pss {
                        v.push(Target::Pair((*vs).clone(), (*ps).clone()));
                    }
                }
                v
            }
            Some(list) => {
                let mut v = Vec::new();
                for p in list {
                    let parts: Vec<&str> = p.value.split('+').collect();
                    let ok = parts.len() == 2
                        && kind_of(self.model, parts[0]) == Some(ShaderKind::Vertex)
                        && kind_of(self.model, parts[1]) == Some(ShaderKind::Pixel);
                    if ok {
                        v.push(Target::Pair(parts[0].to_string(), parts[1].to_string()));
                    } else {
                        let pat = self.loc(p);
                        self.err(
                            pat,
                            format!("`{}` is not a pair `VS_PROFILE+PS_PROFILE`", p.value),
                        );
                    }
                }
                v
            }
        };
        if out.is_empty() {
            self.err(at.clone(), "the entry applies to no vs/ps pair");
        }
        out
    }

    fn expect_rules(
        &mut self,
        rule: &str,
        polarity: Polarity,
        e: &RawEntry,
        at: &Location,
    ) -> Vec<String> {
        match (polarity, &e.rules) {
            (Polarity::Valid, Some(_)) => {
                self.err(
                    at.clone(),
                    "a valid entry has no `rules:` (nothing may be reported)",
                );
                Vec::new()
            }
            (Polarity::Valid, None) => Vec::new(),
            (Polarity::Invalid, None) => vec![rule.to_string()],
            (Polarity::Invalid, Some(list)) => {
                let mut out = Vec::new();
                for r in list {
                    match self.catalog.get(&r.value) {
                        Some(info) if info.kind.needs_cases() => out.push(r.value.clone()),
                        Some(info) => {
                            let rat = self.loc(r);
                            self.err(
                                rat,
                                format!(
                                    "rule `{}` is {}; a validator never reports it",
                                    r.value,
                                    info.kind.name()
                                ),
                            );
                        }
                        None => self.unknown_rule(r),
                    }
                }
                if list.is_empty() {
                    self.err(
                        at.clone(),
                        "`rules:` of an invalid entry names at least one rule",
                    );
                }
                out.sort();
                out.dedup();
                out
            }
        }
    }
}

/// `Option<Vec<T>>` → its first element, for pointing at a misplaced list.
trait FirstIfSome<T> {
    fn first_if_some(&self) -> Option<&T>;
}

impl<T> FirstIfSome<T> for Option<Vec<T>> {
    fn first_if_some(&self) -> Option<&T> {
        self.as_ref().and_then(|v| v.first())
    }
}
