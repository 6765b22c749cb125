//! The `execute` case source: every execute binding, in every profile the model gives
//! its opcode (narrowed by `profiles`/`when`), once per input set. The expected
//! outputs come from the binding's formulas ([`crate::expr`]), never from the
//! reference interpreter, which checks them later ([`super::check`]).

use super::frame::{frame, is_ps1, wrap};
use super::keys::profiles_with;
use super::raw::{RawExec, RawSet};
use super::tolerance::{fraction_bits, tolerance};
use super::values::{is_scalar_output, json_number, magnitude, output_json, to_value};
use crate::case::{Body, CaseSpec, ExecBody, Expectation, NativeOutputs};
use crate::error::{GenError, Location};
use crate::expr::{self, Env, Expr, Value};
use crate::inputs::SourceFile;
use crate::params::{Alt, Params, ProfileCtx, Scalar};
use crate::source::{CaseSource, SourceEnv};
use serde_json::{Map, Value as Json};
use serde_saphyr::Spanned;
use shadercts_shader::model::ProfileInfo;
use shadercts_shader::Model;
use std::collections::BTreeMap;

/// A parsed formula and where it is written.
#[derive(Debug)]
struct Formula {
    expr: Option<Expr>,
    at: Location,
}

/// A checked binding.
#[derive(Debug)]
struct Binding {
    raw: RawExec,
    file: String,
    at: Location,
    template: String,
    subs: Option<String>,
    when: Option<String>,
    profiles: Vec<String>,
    /// Formulas by their location string (the binding's and every set's).
    formulas: BTreeMap<String, Formula>,
}

/// Execute cases from `generator/execute/*.yaml`.
pub struct ExecuteSource {
    bindings: Vec<Binding>,
    tera: tera::Tera,
}

impl std::fmt::Debug for ExecuteSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExecuteSource")
            .field("bindings", &self.bindings.len())
            .finish()
    }
}

/// Where the text of a YAML scalar starts: after its opening quote, if any.
fn content_start(text: &str, line: u64, column: u64) -> (u64, u64) {
    let quoted = text
        .lines()
        .nth(line.saturating_sub(1) as usize)
        .and_then(|l| l.chars().nth(column.saturating_sub(1) as usize))
        .is_some_and(|c| c == '"' || c == '\'');
    (line, if quoted { column + 1 } else { column })
}

fn loc<T>(file: &str, s: &Spanned<T>) -> Location {
    Location::from_yaml(file, s.referenced)
}

impl ExecuteSource {
    /// Reads and checks the execute bindings; errors name file, line and column.
    pub fn load(files: &[SourceFile], model: &Model) -> Result<ExecuteSource, Vec<GenError>> {
        let mut errors = Vec::new();
        let mut bindings = Vec::new();
        let mut tera = tera::Tera::new();
        tera.autoescape_on(Vec::<&str>::new());
        // The native levels of frozen bindings (generator/execute-levels.yaml); entries
        // for files not loaded here (another generator directory) are not used.
        let mut levels = match super::levels::entries() {
            Ok(l) => l,
            Err(e) => {
                errors.push(e);
                Vec::new()
            }
        };
        for f in files {
            let mut raw: Vec<Spanned<RawExec>> = match serde_saphyr::from_str(&f.text) {
                Ok(r) => r,
                Err(e) => {
                    let (line, col) = e
                        .location()
                        .map(|l| (l.line(), l.column()))
                        .unwrap_or((0, 0));
                    let msg = e.to_string();
                    errors.push(GenError::at(
                        Location::new(&f.path, line, col),
                        msg.lines().next().unwrap_or(&msg).to_string(),
                    ));
                    continue;
                }
            };
            super::levels::apply(&f.path, &mut raw, &mut levels, &mut errors);
            for b in raw {
                let at = loc(&f.path, &b);
                match check(b.value, f, at, model, &mut tera) {
                    Ok(b) => bindings.push(b),
                    Err(mut e) => errors.append(&mut e),
                }
            }
        }
        if errors.is_empty() {
            Ok(ExecuteSource { bindings, tera })
        } else {
            errors.sort();
            Err(errors)
        }
    }

    /// Number of bindings.
    pub fn len(&self) -> usize {
        self.bindings.len()
    }

    /// True when there are no bindings.
    pub fn is_empty(&self) -> bool {
        self.bindings.is_empty()
    }
}

fn formulas_of(
    file: &SourceFile,
    map: &BTreeMap<String, Spanned<Option<String>>>,
    out: &mut BTreeMap<String, Formula>,
    errors: &mut Vec<GenError>,
) {
    formulas_in(file, map.values(), out, errors);
}

fn formulas_in<'a>(
    file: &SourceFile,
    items: impl IntoIterator<Item = &'a Spanned<Option<String>>>,
    out: &mut BTreeMap<String, Formula>,
    errors: &mut Vec<GenError>,
) {
    for f in items {
        let Some(src) = &f.value else { continue };
        let l = f.referenced;
        let (line, col) = content_start(&file.text, l.line(), l.column());
        let at = Location::new(&file.path, line, col);
        let expr = match expr::parse(src) {
            Ok(e) => Some(e),
            Err(e) => {
                errors.push(formula_error(&at, src, &e));
                None
            }
        };
        out.insert(loc(&file.path, f).to_string(), Formula { expr, at });
    }
}

fn formula_error(at: &Location, src: &str, e: &expr::ExprError) -> GenError {
    let single_line = !src.contains('\n');
    let at = Location::new(
        &at.file,
        at.line,
        if single_line {
            at.column + e.offset as u64
        } else {
            at.column
        },
    );
    GenError::at(at, format!("in formula `{src}`: {}", e.message))
}

fn check(
    raw: RawExec,
    file: &SourceFile,
    at: Location,
    model: &Model,
    tera: &mut tera::Tera,
) -> Result<Binding, Vec<GenError>> {
    let mut errors = Vec::new();
    let path = &file.path;
    let mut profiles = profiles_with(model, &raw.op.value);
    if profiles.is_empty() {
        errors.push(GenError::at(
            loc(path, &raw.op),
            format!(
                "`{}` is not an executable opcode of the model (a mnemonic such as `texld`, or `ifc`/`breakc`/`setp`)",
                raw.op.value
            ),
        ));
    }
    if let Some(list) = &raw.profiles {
        match model.profile_set(list.iter().map(|s| s.value.as_str())) {
            Ok(set) => profiles.retain(|p| {
                model
                    .profile_by_name(p)
                    .is_some_and(|i| set.contains_index(i.index))
            }),
            Err(bad) => errors.push(GenError::at(
                loc(path, &list[0]),
                format!("`{bad}` is neither a profile nor a profile group of the model"),
            )),
        }
    }
    for n in &raw.needs {
        if need_ok(model, &n.value).is_none() {
            errors.push(GenError::at(
                loc(path, n),
                format!("`{}` is not a modifier: sat, pp, centroid, shift_x2 … shift_d8, or src_<source modifier>", n.value),
            ));
        }
    }
    let (body, frame_mode) = match (&raw.code, &raw.text) {
        (Some(c), None) => (c, true),
        (None, Some(t)) => (t, false),
        _ => {
            errors.push(GenError::at(
                at.clone(),
                "an execute binding has exactly one of `code` (inside the frame) and `text` (a whole program)",
            ));
            return Err(errors);
        }
    };
    let template = format!("exec@{}", loc(path, body));
    if let Err(e) = tera.add_raw_template(&template, &body.value) {
        errors.push(GenError::at(
            loc(path, body),
            format!("the program is not a valid tera template: {e}"),
        ));
    }
    let subs = raw.subs.as_ref().map(|s| {
        let name = format!("subs@{}", loc(path, s));
        if let Err(e) = tera.add_raw_template(&name, &s.value) {
            errors.push(GenError::at(
                loc(path, s),
                format!("`subs` is not a valid tera template: {e}"),
            ));
        }
        name
    });
    let when = match &raw.when {
        None => None,
        Some(w) => {
            let name = format!("when@{}", loc(path, w));
            match tera.add_raw_template(&name, &format!("{{% if {} %}}1{{% endif %}}", w.value)) {
                Ok(()) => Some(name),
                Err(e) => {
                    errors.push(GenError::at(
                        loc(path, w),
                        format!("`when: {}` is not a tera expression: {e}", w.value),
                    ));
                    None
                }
            }
        }
    };
    let mut formulas = BTreeMap::new();
    formulas_of(file, &raw.expect, &mut formulas, &mut errors);
    formulas_of(file, &raw.lets, &mut formulas, &mut errors);
    if raw.inputs.is_empty() {
        errors.push(GenError::at(
            at.clone(),
            "an execute binding needs input sets",
        ));
    }
    for (name, set) in &raw.inputs {
        let sat = loc(path, set);
        if let Some(e) = &set.value.expect {
            formulas_of(file, e, &mut formulas, &mut errors);
        }
        if let Some(n) = &set.value.native {
            if let Some(e) = &n.expect {
                formulas_of(file, e, &mut formulas, &mut errors);
            }
            formulas_in(
                file,
                n.any_of.values().flatten(),
                &mut formulas,
                &mut errors,
            );
            if n.facts.is_empty() {
                errors.push(GenError::at(
                    sat.clone(),
                    format!("input set `{name}`: `native` names the facts of docs/native-execution.yaml that make it differ (`facts: [nx.…]`)"),
                ));
            }
            for f in &n.facts {
                if !f.value.starts_with("nx.") {
                    errors.push(GenError::at(
                        loc(path, f),
                        format!(
                            "`{}` is not a fact id of docs/native-execution.yaml (`nx.…`)",
                            f.value
                        ),
                    ));
                }
            }
        }
        let expect = set.value.expect.as_ref().unwrap_or(&raw.expect);
        if expect.is_empty() && !set.value.discarded.or(raw.discarded).unwrap_or(false) {
            errors.push(GenError::at(
                sat.clone(),
                format!("input set `{name}` has no expected outputs"),
            ));
        }
        let uses_frame = set.value.a.is_some() || set.value.b.is_some() || set.value.c.is_some();
        if let Some(consts) = &set.value.constants {
            for (reg, v) in [
                ("c0", &set.value.a),
                ("c1", &set.value.b),
                ("c2", &set.value.c),
            ] {
                if frame_mode && v.is_some() && consts.contains_key(reg) {
                    errors.push(GenError::at(
                        sat.clone(),
                        format!("input set `{name}`: {reg} is both a frame source and a constant"),
                    ));
                }
            }
        }
        if uses_frame && !frame_mode {
            errors.push(GenError::at(
                sat.clone(),
                format!("input set `{name}`: a, b, c are the frame's sources; a `text` program takes `constants` and `inputs`"),
            ));
        }
        if !frame_mode && expect.contains_key("out") {
            errors.push(GenError::at(
                sat,
                format!("input set `{name}`: `out` is the frame's output; a `text` program names its output registers"),
            ));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(Binding {
        raw,
        file: path.clone(),
        at,
        template,
        subs,
        when,
        profiles,
        formulas,
    })
}

/// Whether profile `info` has modifier `need` (`None`: no such modifier name).
fn has_modifier(info: &ProfileInfo, need: &str) -> Option<bool> {
    if let Some(shift) = need.strip_prefix("shift_") {
        let v: i8 = match shift {
            "x2" => 1,
            "x4" => 2,
            "x8" => 3,
            "d2" => -1,
            "d4" => -2,
            "d8" => -3,
            _ => return None,
        };
        return Some(info.shifts.contains(&v));
    }
    if let Some(src) = need.strip_prefix("src_") {
        let known = (1..=13).filter_map(shadercts_shader::ir::SrcModifier::from_bits);
        let m = known.into_iter().find(|m| m.name() == src)?;
        return Some(info.source_modifiers.contains(&m));
    }
    matches!(need, "sat" | "pp" | "centroid")
        .then(|| info.result_modifiers.iter().any(|r| r == need))
}

/// Checks a `needs` name against the first profile of the model.
fn need_ok(model: &Model, need: &str) -> Option<bool> {
    model.profiles.first().and_then(|p| has_modifier(p, need))
}

/// The INPUTS.json object of a set, and the formula variables.
fn set_inputs(set: &RawSet, info: &ProfileInfo, frame_mode: bool) -> Result<(Json, Env), String> {
    let ps1 = is_ps1(info);
    let mut obj = Map::new();
    let mut env = Env::new();
    // ps_1_x ranges (Registers - ps_1_x): constants clamp to [-1, 1], colours to [0, 1].
    let clamp_for = |name: &str, v: Value| -> Value {
        let range = match name.chars().next() {
            Some('c') if ps1 => Some((-1.0, 1.0)),
            Some('v') if ps1 && name[1..].chars().all(|c| c.is_ascii_digit()) => Some((0.0, 1.0)),
            _ => None,
        };
        match range {
            Some((lo, hi)) => v.map(|x| if x.is_nan() { 0.0 } else { x.clamp(lo, hi) }),
            None => v,
        }
    };
    let mut constants = Map::new();
    if frame_mode {
        for (var, reg, v) in [
            ("a", "c0", &set.a),
            ("b", "c1", &set.b),
            ("c", "c2", &set.c),
        ] {
            if let Some(v) = v {
                constants.insert(reg.into(), v.clone());
                env.set(
                    var,
                    clamp_for(reg, to_value(v).map_err(|e| format!("{var}: {e}"))?),
                );
            }
        }
    }
    for (section, map) in [("constants", &set.constants), ("inputs", &set.inputs)] {
        let Some(map) = map else { continue };
        let mut m = Map::new();
        for (k, v) in map {
            m.insert(k.clone(), v.clone());
            let value = to_value(v).map_err(|e| format!("{section}.{k}: {e}"))?;
            env.set(k.clone(), clamp_for(k, value));
        }
        if section == "constants" {
            constants.extend(m);
        } else {
            obj.insert("inputs".into(), Json::Object(m));
        }
    }
    if !constants.is_empty() {
        obj.insert("constants".into(), Json::Object(constants));
    }
    if let Some(t) = &set.textures {
        obj.insert(
            "textures".into(),
            Json::Object(t.iter().map(|(k, v)| (k.clone(), v.clone())).collect()),
        );
    }
    if let Some(n) = set.render_targets {
        obj.insert("render_targets".into(), Json::from(n));
    }
    if let Some(d) = set.depth_buffer {
        obj.insert("depth_buffer".into(), Json::from(d));
    }
    if let Some(p) = &set.precision {
        obj.insert("precision".into(), Json::from(p.clone()));
    }
    if let Some(m) = set.multisample {
        obj.insert("multisample".into(), Json::from(m));
    }
    if let Some(m) = set.ps1_max_value {
        obj.insert("ps1_max_value".into(), Json::from(m));
    }
    Ok((Json::Object(obj), env))
}

impl ExecuteSource {
    fn ctx(&self, info: &ProfileInfo, frame_mode: bool) -> tera::Context {
        let f = frame(info);
        let alt = |s: &str| Alt {
            label: None,
            value: Scalar::Str(s.to_string()),
        };
        let mut values = vec![("out".to_string(), alt(f.out))];
        if frame_mode {
            for (n, r) in ["a", "b", "c"].iter().zip(f.sources) {
                values.push((n.to_string(), alt(r)));
            }
        }
        Params {
            profile: ProfileCtx::of(info),
            pair: None,
            values,
        }
        .to_context()
    }

    fn render(&self, b: &Binding, info: &ProfileInfo) -> Result<Option<String>, GenError> {
        let frame_mode = b.raw.code.is_some();
        let ctx = self.ctx(info, frame_mode);
        if let Some(w) = &b.when {
            let r = self.tera.render(w, &ctx).map_err(|e| {
                GenError::at(
                    b.at.clone(),
                    format!("`when:` failed in {}: {e}", info.name),
                )
            })?;
            if r != "1" {
                return Ok(None);
            }
        }
        let body = self.tera.render(&b.template, &ctx).map_err(|e| {
            GenError::at(
                b.at.clone(),
                format!("cannot render the program for {}: {e}", info.name),
            )
        })?;
        let subs = match &b.subs {
            None => None,
            Some(s) => Some(self.tera.render(s, &ctx).map_err(|e| {
                GenError::at(
                    b.at.clone(),
                    format!("cannot render `subs` for {}: {e}", info.name),
                )
            })?),
        };
        Ok(Some(if frame_mode {
            wrap(info, &body, subs.as_deref())
        } else {
            let mut t = body.trim().to_string();
            t.push('\n');
            t
        }))
    }

    /// Evaluates one formula of a binding in `env`.
    fn formula(
        &self,
        b: &Binding,
        f: &Spanned<Option<String>>,
        env: &Env,
        info: &ProfileInfo,
        set_name: &str,
    ) -> Result<Value, GenError> {
        let formula = b.formulas.get(&loc(&b.file, f).to_string());
        let (Some(Formula { expr: Some(e), at }), Some(src)) = (formula, &f.value) else {
            return Err(GenError::at(
                loc(&b.file, f),
                "a formula is needed here, not null",
            ));
        };
        expr::eval(e, env).map_err(|e| {
            let mut g = formula_error(at, src, &e);
            g.message = format!(
                "{} (profile {}, input set `{set_name}`)",
                g.message, info.name
            );
            g
        })
    }

    fn case(
        &self,
        b: &Binding,
        info: &ProfileInfo,
        text: &str,
        set_name: &str,
        set: &Spanned<RawSet>,
    ) -> Result<CaseSpec, GenError> {
        let frame_mode = b.raw.code.is_some();
        let set_at = loc(&b.file, set);
        let set = &set.value;
        let (mut inputs, mut env) = set_inputs(set, info, frame_mode)
            .map_err(|e| GenError::at(set_at.clone(), format!("input set `{set_name}`: {e}")))?;
        let base = env.clone();
        for (name, f) in &b.raw.lets {
            let value = self.formula(b, f, &base, info, set_name)?;
            env.set(name.clone(), value);
        }
        let expect = set.expect.as_ref().unwrap_or(&b.raw.expect);
        let out = frame(info).out;
        let ps1_max = set.ps1_max_value.unwrap_or(1.0);
        // Whether the ps_1_x range clamp changed an expected value: then the case holds
        // only on a device whose PixelShader1xMaxValue is `ps1_max`, and says so.
        let mut range_matters = false;
        let mut result_of = |expect: &BTreeMap<String, Spanned<Option<String>>>,
                             discarded: bool|
         -> Result<Json, GenError> {
            let mut outputs = Map::new();
            for (reg, f) in expect {
                let name = if reg == "out" { out } else { reg.as_str() };
                if f.value.is_none() {
                    outputs.insert(name.to_string(), Json::Null);
                    continue;
                }
                let mut v = self.formula(b, f, &env, info, set_name)?;
                if is_ps1(info) && name == "oC0" {
                    // ps_1_x registers hold [-PixelShader1xMaxValue, +PixelShader1xMaxValue].
                    range_matters |= v.vec4().iter().any(|x| x.abs() > ps1_max);
                    v = v.map(|x| {
                        if x.is_nan() {
                            0.0
                        } else {
                            x.clamp(-ps1_max, ps1_max)
                        }
                    });
                }
                outputs.insert(name.to_string(), output_json(name, v));
            }
            let mut result = Map::new();
            result.insert("discarded".into(), Json::from(discarded));
            result.insert("outputs".into(), Json::Object(outputs));
            Ok(Json::Object(result))
        };
        let discarded = set.discarded.or(b.raw.discarded).unwrap_or(false);
        let result = result_of(expect, discarded)?;
        // The native level (docs/execute-cases.md "Execution levels"): its own formulas
        // where a fact of docs/native-execution.yaml makes it differ.
        let native = match &set.native {
            None => None,
            Some(n) => {
                let mut r = result_of(
                    n.expect.as_ref().unwrap_or(expect),
                    n.discarded.unwrap_or(discarded),
                )?;
                // Vendor sets: each component lists the vendors' values.
                for (reg, fs) in &n.any_of {
                    let name = if reg == "out" { out } else { reg.as_str() };
                    let mut values = Vec::new();
                    for f in fs {
                        values.push(self.formula(b, f, &env, info, set_name)?.vec4());
                    }
                    let comps = if is_scalar_output(name) { 1 } else { 4 };
                    let set_of = |c: usize| {
                        let mut all: Vec<Json> = Vec::new();
                        for v in &values {
                            let j = json_number(v[c]);
                            if !all.contains(&j) {
                                all.push(j);
                            }
                        }
                        match all.len() {
                            1 => all.remove(0),
                            _ => serde_json::json!({ "any_of": all }),
                        }
                    };
                    let v = if comps == 1 {
                        set_of(0)
                    } else {
                        Json::Array((0..4).map(set_of).collect())
                    };
                    if let Some(Json::Object(o)) = r.get_mut("outputs") {
                        o.insert(name.to_string(), v);
                    }
                }
                Some((
                    r,
                    n.facts.iter().map(|f| f.value.clone()).collect::<Vec<_>>(),
                ))
            }
        };
        // From suite 2.1.1: a case whose expectation depends on the range states it (the
        // caps page allows any PixelShader1xMaxValue of at least 1; Wine's d3d9 reports
        // 3.4e38 and failed the 21 cases of 2.1.0 that assumed 1 without saying so).
        if range_matters && set.ps1_max_value.is_none() {
            if let Json::Object(obj) = &mut inputs {
                obj.insert("ps1_max_value".into(), Json::from(ps1_max));
            }
        }
        let mut bits = fraction_bits(info, set.precision.as_deref(), text.contains("_pp"));
        if let Some(cap) = b.raw.bits {
            bits = bits.min(cap);
        }
        let scale = magnitude(&result).max(magnitude(&inputs));
        let pretty = |v: &Json| {
            let mut s = serde_json::to_string_pretty(v).unwrap_or_default();
            s.push('\n');
            s
        };
        let name = &b.raw.name.value;
        let (group, covers) = match &b.raw.rule {
            Some(r) => (r.value.clone(), vec![r.value.clone()]),
            None => (format!("exec.{}", b.raw.op.value), Vec::new()),
        };
        Ok(CaseSpec {
            group,
            slug: format!("{name}-{set_name}"),
            body: Body::Execute(ExecBody {
                profile: info.name.clone(),
                text: text.to_string(),
                inputs: pretty(&inputs),
                outputs: pretty(&result),
                tolerance: tolerance(bits, scale),
                native: native.map(|(r, facts)| NativeOutputs {
                    outputs: pretty(&r),
                    facts,
                }),
            }),
            expect: Expectation::Valid,
            covers,
            origin: format!("execute {name} {{inputs: {set_name}}}"),
            stated_at: Some(set_at.to_string()),
        })
    }
}

impl CaseSource for ExecuteSource {
    fn name(&self) -> &str {
        "execute"
    }

    fn cases(&self, env: &SourceEnv<'_>) -> Result<Vec<CaseSpec>, Vec<GenError>> {
        let mut cases = Vec::new();
        let mut errors = Vec::new();
        for b in &self.bindings {
            // A rule's cases run in the profiles the rule applies to.
            let mut rule_profiles: Option<&[String]> = None;
            if let Some(r) = &b.raw.rule {
                match env.catalog.iter().find(|i| i.id == r.value) {
                    Some(info) => rule_profiles = Some(&info.profiles),
                    None => {
                        errors.push(GenError::at(
                            loc(&b.file, r),
                            format!("unknown rule `{}`", r.value),
                        ));
                        continue;
                    }
                }
            }
            for p in &b.profiles {
                if rule_profiles.is_some_and(|rp| !rp.contains(p)) {
                    continue;
                }
                let Some(info) = env.model.profile_by_name(p) else {
                    continue;
                };
                let has_all = b
                    .raw
                    .needs
                    .iter()
                    .all(|n| has_modifier(info, &n.value) == Some(true));
                if !has_all {
                    continue;
                }
                let text = match self.render(b, info) {
                    Ok(Some(t)) => t,
                    Ok(None) => continue,
                    Err(e) => {
                        errors.push(e);
                        continue;
                    }
                };
                for (set_name, set) in &b.raw.inputs {
                    match self.case(b, info, &text, set_name, set) {
                        Ok(c) => cases.push(c),
                        Err(e) => errors.push(e),
                    }
                }
            }
        }
        if errors.is_empty() {
            Ok(cases)
        } else {
            errors.sort();
            errors.dedup();
            Err(errors)
        }
    }
}
