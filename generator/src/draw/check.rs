//! Verifying draw cases: both shaders must be valid and link, and the reference
//! pipeline must draw the formulas' pixels (at both execution levels, from the text
//! and from the encoded tokens). A disagreement refuses the case with both values.

use super::expect::{pixels, targets};
use super::{pick, DrawSpec};
use crate::case::CaseKind;
use crate::error::GenError;
use crate::oracle::Oracle;
use crate::verified::{Case, DrawExpect, Expected, FileRef};
use rayon::prelude::*;
use shadercts_reference::pipeline::{draw, scene, Conformance, DrawOptions, Frame};
use shadercts_shader::{bytecode, text, Model, Program};
use shadercts_suite_files::manifest::{FileEntry, ManifestCase};
use shadercts_suite_files::pixels::ExpectedPixels;
use std::collections::BTreeMap;

/// A verified draw case and its files.
pub type Checked = (Case, Vec<(String, Vec<u8>)>);

/// Why `frame` does not show `want`, if it does not.
pub fn grade(want: &ExpectedPixels, frame: &Frame, tolerance: f64) -> Option<String> {
    let w = frame.width as usize;
    for (i, t) in want.targets.iter().enumerate() {
        let Some(got) = frame.targets.get(i) else {
            return Some(format!("render target {i} is missing"));
        };
        let unorm = t.format == "unorm8";
        for p in &t.pixels {
            let Some(px) = got.pixels.get(p.y as usize * w + p.x as usize) else {
                return Some(format!("pixel ({}, {}) is outside the frame", p.x, p.y));
            };
            let tol = p.tolerance.unwrap_or(tolerance);
            for (c, comp) in p.rgba.iter().enumerate() {
                let v = f64::from(px[c]);
                let v = if unorm { (v * 255.0).round() } else { v };
                if !comp.accepts(v, tol) {
                    return Some(format!(
                        "target {i} pixel ({}, {}) component {c}: expected {comp} (tolerance {tol:e}), drawn {v} (pixel {:?})",
                        p.x, p.y, px
                    ));
                }
            }
        }
    }
    for d in &want.depth {
        let got = frame
            .depth
            .as_ref()
            .and_then(|z| z.get(d.y as usize * w + d.x as usize));
        let Some(z) = got else {
            return Some(format!("no depth at ({}, {})", d.x, d.y));
        };
        let tol = d.tolerance.unwrap_or(tolerance);
        if !d.value.accepts(f64::from(*z), tol) {
            return Some(format!(
                "depth ({}, {}): expected {}, drawn {z}",
                d.x, d.y, d.value
            ));
        }
    }
    None
}

fn parse(src: &str, model: &Model, at: &str, what: &str) -> Result<Program, GenError> {
    text::parse(src, model).map_err(|d| {
        let msgs: Vec<String> = d.iter().map(|m| m.message.clone()).collect();
        GenError::new(format!(
            "{at}: the {what} does not parse:\n    {}\n{src}",
            msgs.join("\n    ")
        ))
    })
}

fn bytes_of(
    p: &Program,
    model: &Model,
    at: &str,
    what: &str,
) -> Result<(Vec<u8>, Program), GenError> {
    let b = bytecode::encode(p)
        .map(|t| bytecode::to_bytes(&t))
        .map_err(|d| GenError::new(format!("{at}: the {what} does not encode: {}", d.message)))?;
    let back = bytecode::decode(&b, model).map_err(|d| {
        GenError::new(format!(
            "{at}: the {what}'s tokens do not decode: {}",
            d.message
        ))
    })?;
    Ok((b, back))
}

/// Checks one draw case; gives the verified case and its files.
pub fn check_one(spec: &DrawSpec, model: &Model, oracle: &dyn Oracle) -> Result<Checked, GenError> {
    let at = format!("{} ({})", spec.at, spec.id);
    let vs = parse(&spec.vs, model, &at, "vertex shader")?;
    let ps = parse(&spec.ps, model, &at, "pixel shader")?;
    let linked = oracle.link(&vs, &spec.vs, &ps, &spec.ps);
    if !linked.is_valid() {
        return Err(GenError::new(format!(
            "{at}: the shaders of a draw case must be valid and link; the reference says {}:\n    {}",
            linked.verdict(),
            linked.details.join("\n    ")
        )));
    }
    let scene_text = serde_json::to_string_pretty(&spec.raw.scene).unwrap_or_default() + "\n";
    let sc = scene::parse(&scene_text).map_err(|e| GenError::new(format!("{at}: scene: {e}")))?;
    let colours = pick(&spec.raw.expect, &spec.ps_profile)
        .ok_or_else(|| GenError::new(format!("{at}: no `expect` for {}", spec.ps_profile)))?;
    let (native, tol) = pixels(spec, colours).map_err(GenError::new)?;
    let documented = match spec
        .raw
        .documented
        .as_ref()
        .and_then(|d| pick(d, &spec.ps_profile))
    {
        Some(c) => Some(pixels(spec, c).map_err(GenError::new)?.0).filter(|d| *d != native),
        None => None,
    };
    let (vs_bin, vs_back) = bytes_of(&vs, model, &at, "vertex shader")?;
    let (ps_bin, ps_back) = bytes_of(&ps, model, &at, "pixel shader")?;
    let levels = [
        (Conformance::Native, &native, "native"),
        (
            Conformance::Documented,
            documented.as_ref().unwrap_or(&native),
            "documented",
        ),
    ];
    for (from, (v, p)) in [("text", (&vs, &ps)), ("bytecode", (&vs_back, &ps_back))] {
        for (level, want, name) in levels {
            let frame =
                draw(v, p, model, &sc, &DrawOptions { conformance: level }).map_err(|e| {
                    GenError::new(format!("{at}: the reference cannot draw ({from}): {e}"))
                })?;
            if let Some(why) = grade(want, &frame, tol) {
                return Err(GenError::new(format!(
                    "{at}: disagreement on {} (draw, {name} level, from the {from}): {why}",
                    spec.id
                )));
            }
        }
    }
    let stem = format!(
        "cases/{}/draw-{}-{}",
        spec.raw.group, spec.ps_profile, spec.raw.slug
    );
    let path = |s: &str| format!("{stem}.{s}");
    let mut files = vec![
        (path("vs.asm"), spec.vs.clone().into_bytes()),
        (path("ps.asm"), spec.ps.clone().into_bytes()),
        (path("vs.bin"), vs_bin),
        (path("ps.bin"), ps_bin),
        (path("scene.json"), scene_text.into_bytes()),
        (path("pixels.json"), native.to_json().into_bytes()),
    ];
    if let Some(d) = &documented {
        files.push((path("documented.pixels.json"), d.to_json().into_bytes()));
    }
    let mut rules = spec.raw.rules.clone();
    rules.sort();
    rules.dedup();
    let case = Case {
        id: spec.id.clone(),
        kind: CaseKind::Draw,
        profile: spec.ps_profile.clone(),
        rules,
        origin: format!("draw binding {}", spec.at),
        files: [
            ("vs", "vs.asm"),
            ("ps", "ps.asm"),
            ("vs_bytecode", "vs.bin"),
            ("ps_bytecode", "ps.bin"),
            ("scene", "scene.json"),
        ]
        .into_iter()
        .map(|(role, s)| FileRef {
            role,
            path: path(s),
        })
        .collect(),
        expect: Expected::Pixels(DrawExpect {
            path: path("pixels.json"),
            tolerance: tol,
            vs_profile: spec.vs_profile.clone(),
            features: spec.raw.features.clone(),
            documented: documented.as_ref().map(|_| path("documented.pixels.json")),
            native_facts: if documented.is_some() {
                spec.raw.native_facts.clone()
            } else {
                Vec::new()
            },
        }),
        notes: Vec::new(),
        ops: Vec::new(),
    };
    let _ = targets;
    Ok((case, files))
}

/// Expands the draw bindings `files` ((path, text), e.g. [`super::EMBEDDED`]) and checks
/// every case; all errors are returned.
pub fn build(
    model: &Model,
    oracle: &dyn Oracle,
    files: &[(&str, &str)],
) -> Result<Vec<Checked>, Vec<GenError>> {
    let bindings = super::load(files)?;
    let specs = super::expand(&bindings)?;
    let results: Vec<Result<Checked, GenError>> = specs
        .par_iter()
        .map(|s| check_one(s, model, oracle))
        .collect();
    let mut ok = Vec::new();
    let mut errors = Vec::new();
    for r in results {
        match r {
            Ok(c) => ok.push(c),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(ok)
    } else {
        Err(errors)
    }
}

/// `verify-suite` on one draw case of a manifest: both shaders valid and linked, and
/// the reference pipeline drawing the expected pixels at both levels, from the text and
/// from the bytecode. Gives the problems found.
pub fn verify_case(
    c: &ManifestCase,
    bytes: &BTreeMap<&str, Vec<u8>>,
    model: &Model,
    oracle: &dyn Oracle,
) -> Vec<String> {
    let get = |f: &Option<FileEntry>| f.as_ref().and_then(|f| bytes.get(f.path.as_str()));
    let text_of = |f: &Option<FileEntry>| get(f).and_then(|b| String::from_utf8(b.clone()).ok());
    let (Some(vs_t), Some(ps_t), Some(scene_t), Some(px)) = (
        text_of(&c.files.vs),
        text_of(&c.files.ps),
        text_of(&c.files.scene),
        text_of(&c.expect.pixels),
    ) else {
        return vec![format!(
            "{}: a draw case needs `vs`, `ps`, `scene` (UTF-8) and `expect.pixels`",
            c.id
        )];
    };
    let run = || -> Result<(), String> {
        let msg = |d: Vec<shadercts_shader::Diagnostic>| {
            d.first().map(|d| d.message.clone()).unwrap_or_default()
        };
        let vs = text::parse(&vs_t, model).map_err(|d| format!("vs: {}", msg(d)))?;
        let ps = text::parse(&ps_t, model).map_err(|d| format!("ps: {}", msg(d)))?;
        let o = oracle.link(&vs, &vs_t, &ps, &ps_t);
        if !o.is_valid() {
            return Err(format!("the shader pair is {}", o.verdict()));
        }
        let sc = scene::parse(&scene_t).map_err(|e| format!("scene: {e}"))?;
        let native = ExpectedPixels::parse(&px).map_err(|e| format!("pixels: {e}"))?;
        let documented = match c.expect.documented.as_ref().and_then(|d| d.pixels.as_ref()) {
            Some(f) => {
                let t = text_of(&Some(f.clone())).ok_or("the documented pixels are missing")?;
                Some(ExpectedPixels::parse(&t).map_err(|e| format!("documented pixels: {e}"))?)
            }
            None => None,
        };
        let tol = c.expect.tolerance.unwrap_or(0.0);
        let mut programs = vec![("text", vs, ps)];
        if let (Some(vb), Some(pb)) = (get(&c.files.vs_bytecode), get(&c.files.ps_bytecode)) {
            let vsb =
                bytecode::decode(vb, model).map_err(|d| format!("vs bytecode: {}", d.message))?;
            let psb =
                bytecode::decode(pb, model).map_err(|d| format!("ps bytecode: {}", d.message))?;
            programs.push(("bytecode", vsb, psb));
        }
        for (from, v, p) in &programs {
            for (level, want) in [
                (Conformance::Native, &native),
                (
                    Conformance::Documented,
                    documented.as_ref().unwrap_or(&native),
                ),
            ] {
                let frame = draw(v, p, model, &sc, &DrawOptions { conformance: level })
                    .map_err(|e| format!("the reference cannot draw ({from}): {e}"))?;
                if let Some(why) = grade(want, &frame, tol) {
                    return Err(format!(
                        "the reference pipeline disagrees ({from}, {level:?}): {why}"
                    ));
                }
            }
        }
        Ok(())
    };
    match run() {
        Ok(()) => Vec::new(),
        Err(m) => vec![format!("{}: {m}", c.id)],
    }
}
