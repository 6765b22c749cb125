//! Draw cases (manifest format 4, suites >= 3.0.0): bindings of `generator/draw/*.yaml`
//! expanded per pixel-shader profile, their expected pixels computed from formulas by
//! the generator's own evaluator (`crate::expr`), then checked against the reference
//! pipeline, which must agree (docs/draw-cases.md).

pub mod check;
pub mod coverage;
pub mod expect;
pub mod raw;

use crate::error::GenError;
use raw::{ByProfile, RawDraw};

/// The draw bindings compiled into the generator: (path, text).
pub const EMBEDDED: &[(&str, &str)] = &[
    (
        "generator/draw/basic.yaml",
        include_str!("../../draw/basic.yaml"),
    ),
    (
        "generator/draw/textures.yaml",
        include_str!("../../draw/textures.yaml"),
    ),
    (
        "generator/draw/states.yaml",
        include_str!("../../draw/states.yaml"),
    ),
    (
        "generator/draw/outputs.yaml",
        include_str!("../../draw/outputs.yaml"),
    ),
    (
        "generator/draw/vs3.yaml",
        include_str!("../../draw/vs3.yaml"),
    ),
];

/// The nine pixel-shader profiles, in suite order.
pub const PS_PROFILES: [&str; 9] = [
    "ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "ps_3_0", "ps_3_sw",
];

/// The six vertex-shader profiles.
pub const VS_PROFILES: [&str; 6] = ["vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw", "vs_3_0", "vs_3_sw"];

/// The feature groups of draw-spec.md.
pub const FEATURES: [&str; 19] = [
    "interpolation",
    "derivatives",
    "lod-mips",
    "filtering",
    "addressing",
    "formats",
    "mrt",
    "depth",
    "vpos",
    "vface",
    "fog",
    "wrap",
    "flat-shading",
    "texcoordindex",
    "texldl",
    "indexed-outputs",
    "instancing",
    "clamping",
    "texkill",
];

/// The vertex-shader profile a pixel-shader profile is drawn with: vs_1_1 with ps_1_x,
/// the matching vs_2 profile with ps_2_0/2_x/2_sw, vs_3_0 with ps_3_0 and vs_3_sw with
/// ps_3_sw (link rule `sm3.pair.exclusive`: vs_3_0 and ps_3_0 only with each other).
pub fn vs_for(ps: &str) -> &'static str {
    match ps {
        "ps_2_0" => "vs_2_0",
        "ps_2_x" => "vs_2_x",
        "ps_2_sw" => "vs_2_sw",
        "ps_3_0" => "vs_3_0",
        "ps_3_sw" => "vs_3_sw",
        _ => "vs_1_1",
    }
}

/// The family key of a profile (`ps_1`, `ps_14`, `ps_2`, `ps_3`, `vs_1`, `vs_2`, `vs_3`).
pub fn family(profile: &str) -> &'static str {
    match profile {
        "ps_1_1" | "ps_1_2" | "ps_1_3" => "ps_1",
        "ps_1_4" => "ps_14",
        "ps_2_0" | "ps_2_x" | "ps_2_sw" => "ps_2",
        "ps_3_0" | "ps_3_sw" => "ps_3",
        "vs_1_1" => "vs_1",
        "vs_2_0" | "vs_2_x" | "vs_2_sw" => "vs_2",
        _ => "vs_3",
    }
}

/// The entry of `map` for `profile`: exact name, then family, then `all`.
pub fn pick<'a, T>(map: &'a ByProfile<T>, profile: &str) -> Option<&'a T> {
    map.get(profile)
        .or_else(|| map.get(family(profile)))
        .or_else(|| map.get("all"))
}

/// A draw binding with where it was written.
#[derive(Clone, Debug)]
pub struct DrawBinding {
    /// `file#index`.
    pub at: String,
    /// The binding.
    pub raw: RawDraw,
}

/// One draw case before verification.
#[derive(Clone, Debug)]
pub struct DrawSpec {
    /// `group/draw/ps/slug`.
    pub id: String,
    /// The binding it comes from.
    pub at: String,
    /// Pixel-shader profile.
    pub ps_profile: String,
    /// Vertex-shader profile.
    pub vs_profile: String,
    /// Vertex shader text.
    pub vs: String,
    /// Pixel shader text.
    pub ps: String,
    /// The binding.
    pub raw: RawDraw,
}

/// Reads draw bindings from `(path, text)` files.
pub fn load(files: &[(&str, &str)]) -> Result<Vec<DrawBinding>, Vec<GenError>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (path, text) in files {
        match serde_saphyr::from_str::<Vec<RawDraw>>(text) {
            Ok(list) => {
                for (i, raw) in list.into_iter().enumerate() {
                    out.push(DrawBinding {
                        at: format!("{path}#{i} ({}/{})", raw.group, raw.slug),
                        raw,
                    });
                }
            }
            Err(e) => errors.push(GenError::new(format!("{path}: {e}"))),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// Expands every binding into one case per pixel-shader profile it names.
pub fn expand(bindings: &[DrawBinding]) -> Result<Vec<DrawSpec>, Vec<GenError>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for b in bindings {
        let profiles: Vec<String> = if b.raw.profiles.iter().any(|p| p == "all") {
            PS_PROFILES.iter().map(|p| p.to_string()).collect()
        } else {
            b.raw.profiles.clone()
        };
        for f in &b.raw.features {
            if !FEATURES.contains(&f.as_str()) {
                errors.push(GenError::new(format!(
                    "{}: unknown feature group `{f}`",
                    b.at
                )));
            }
        }
        for ps in profiles {
            if !PS_PROFILES.contains(&ps.as_str()) {
                errors.push(GenError::new(format!("{}: unknown profile `{ps}`", b.at)));
                continue;
            }
            let vs = vs_for(&ps);
            let (Some(vs_body), Some(ps_body)) = (pick(&b.raw.vs, vs), pick(&b.raw.ps, &ps)) else {
                errors.push(GenError::new(format!(
                    "{}: no vertex or pixel shader for {vs} + {ps}",
                    b.at
                )));
                continue;
            };
            out.push(DrawSpec {
                id: format!("{}/draw/{ps}/{}", b.raw.group, b.raw.slug),
                at: b.at.clone(),
                vs_profile: vs.to_string(),
                vs: format!("{vs}\n{}", vs_body.trim_end()) + "\n",
                ps: format!("{ps}\n{}", ps_body.trim_end()) + "\n",
                ps_profile: ps,
                raw: b.raw.clone(),
            });
        }
    }
    out.sort_by(|a, b| a.id.cmp(&b.id));
    for w in out.windows(2) {
        if w[0].id == w[1].id {
            errors.push(GenError::new(format!("duplicate draw case id {}", w[0].id)));
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// Adds the verified draw cases to `set` when `req`'s version is written in format 4
/// (3.0.0 on); gives the errors (refused cases, and unless gaps are allowed, the draw
/// and runtime-rule coverage gaps). Older versions are left untouched.
pub fn add_to(
    set: &mut crate::verified::CaseSet,
    model: &shadercts_shader::Model,
    oracle: &dyn crate::oracle::Oracle,
    catalog: &crate::catalog::RuleCatalog,
    req: &crate::generate::Request,
    inputs: &crate::inputs::GeneratorInputs,
) -> Vec<GenError> {
    // Draw bindings are generator inputs like the execute bindings: a generator directory
    // without a `draw` folder (a demo rule set, say) gives no draw cases.
    if crate::suite::manifest::format_for(&req.version) < 4 || inputs.draw.is_empty() {
        return Vec::new();
    }
    let files: Vec<(&str, &str)> = inputs
        .draw
        .iter()
        .map(|f| (f.path.as_str(), f.text.as_str()))
        .collect();
    let checked = match check::build(model, oracle, &files) {
        Ok(c) => c,
        Err(e) => return e,
    };
    for (mut case, files) in checked {
        // A binding names its rules once for all its profiles; a case keeps those that
        // apply to its pixel or vertex shader's profile.
        let vs = match &case.expect {
            crate::verified::Expected::Pixels(d) => d.vs_profile.clone(),
            _ => String::new(),
        };
        case.rules.retain(|r| {
            catalog
                .get(r)
                .is_some_and(|i| i.profiles.contains(&case.profile) || i.profiles.contains(&vs))
        });
        set.cases.push(case);
        set.files.extend(files);
    }
    set.cases.sort_by(|a, b| a.id.cmp(&b.id));
    let mut errors = Vec::new();
    if !req.allow_gaps {
        for (rule, p) in crate::suite::coverage::runtime_gaps(&set.cases, catalog) {
            errors.push(GenError::new(format!(
                "runtime coverage gap: no draw or execute case observes `{rule}` in {p} and no reason is stated"
            )));
        }
        for (f, p) in coverage::gaps(&set.cases) {
            errors.push(GenError::new(format!(
                "draw coverage gap: no draw case covers `{f}` in {p} and no reason is stated"
            )));
        }
    }
    errors
}
