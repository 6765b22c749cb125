//! Draw coverage: which feature groups each pixel- and vertex-shader profile's draw
//! cases cover, and why a profile cannot express a group it lacks.

use super::{FEATURES, PS_PROFILES, VS_PROFILES};
use crate::case::CaseKind;
use crate::verified::{Case, Expected};
use std::collections::BTreeMap;

/// Why a profile cannot express a feature group: (feature, profiles, reason).
pub const REASONS: &[(&str, &[&str], &str)] = &[
    ("texcoordindex", &["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw"],
     "D3DTSS_TEXCOORDINDEX is used only by fixed-function vertex processing; with a vertex shader each stage's index must keep its default (D3DTEXTURESTAGESTATETYPE), so a shader draw has no defined behaviour for another value (ps_3_x: the state is ignored, seed 004, and is tested)"),
    ("lod-mips", &["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "vs_1_1"],
     "NOT a limit of the profile: the reference pipeline samples level 0 for ps_1_x texture instructions (no implicit mip selection), so the generator refuses these cases until the pipeline selects levels for ps_1_x"),
    ("derivatives", &["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0", "vs_1_1", "vs_2_0"],
     "no dsx/dsy/texldd in ps_1_x and ps_2_0 (vs_1_1 and vs_2_0 are drawn with those); implicit derivatives are observed through lod-mips"),
    ("mrt", &["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "vs_1_1"],
     "ps_1_x writes one colour (r0); there is no oC1-oC3 (vs_1_1 is drawn with ps_1_x)"),
    ("vpos", &["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw"],
     "vPos exists from ps_3_0 on (a vertex shader paired with ps_3_x is vs_3_x)"),
    ("vface", &["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw"],
     "vFace exists from ps_3_0 on"),
    ("texldl", &["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw"],
     "vertex texture fetch (texldl in a vertex shader) exists in vs_3_0/vs_3_sw only; their pair is ps_3_x (sm3.pair.exclusive)"),
    ("indexed-outputs", &["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw"],
     "o# indexed by aL exists in vs_3_0/vs_3_sw only (seed 004 \"Index Any Register\")"),
    ("instancing", &["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw"],
     "hardware instancing (SetStreamSourceFreq) requires vs_3_0 (\"Efficiently Drawing Multiple Instances of Geometry\"); draw cases pair it with ps_3_x"),
];

/// The reason a profile cannot express a feature; a vertex-shader profile lacks a
/// pixel feature when the pixel profiles it is drawn with (`super::vs_for`) lack it.
fn reason(feature: &str, profile: &str) -> Option<&'static str> {
    REASONS
        .iter()
        .find(|(f, ps, _)| *f == feature && ps.contains(&profile))
        .map(|(_, _, why)| *why)
}

/// (feature, profile) → draw case count; a case counts for its ps and vs profile.
pub fn cells(cases: &[Case]) -> BTreeMap<(String, String), usize> {
    let mut out = BTreeMap::new();
    for c in cases.iter().filter(|c| c.kind == CaseKind::Draw) {
        let Expected::Pixels(d) = &c.expect else {
            continue;
        };
        for f in &d.features {
            for p in [&c.profile, &d.vs_profile] {
                *out.entry((f.clone(), p.clone())).or_default() += 1;
            }
        }
    }
    out
}

/// (feature, profile) pairs with neither a draw case nor a stated reason.
pub fn gaps(cases: &[Case]) -> Vec<(String, String)> {
    let c = cells(cases);
    let mut out = Vec::new();
    for f in FEATURES {
        for p in PS_PROFILES.iter().chain(VS_PROFILES.iter()) {
            let n = c.get(&(f.to_string(), p.to_string())).copied().unwrap_or(0);
            if n == 0 && reason(f, p).is_none() && !vs_only_pixel_feature(f, p) {
                out.push((f.to_string(), p.to_string()));
            }
        }
    }
    out
}

/// Every feature is observed in the pixels; a vertex shader profile counts each case
/// it is paired in, so every cell needs a case or a reason.
fn vs_only_pixel_feature(_f: &str, _p: &str) -> bool {
    false
}

/// The feature-group × profile table of COVERAGE.md.
pub fn features_markdown(cases: &[Case]) -> String {
    let c = cells(cases);
    let g = gaps(cases);
    let mut s = String::from("\n## Draw feature groups\n\n");
    s.push_str(
        "Draw cases per feature group and profile (a case counts for its pixel shader's \
         and its vertex shader's profile); `†` = the profile cannot express the group \
         (reasons below).\n\n",
    );
    s.push_str(&format!("Gaps: {}.\n\n| feature |", g.len()));
    let all: Vec<&str> = PS_PROFILES
        .iter()
        .chain(VS_PROFILES.iter())
        .copied()
        .collect();
    for p in &all {
        s.push_str(&format!(" {p} |"));
    }
    s.push_str("\n|---|");
    for _ in &all {
        s.push_str("---|");
    }
    s.push('\n');
    for f in FEATURES {
        s.push_str(&format!("| {f} |"));
        for p in &all {
            let n = c.get(&(f.to_string(), p.to_string())).copied().unwrap_or(0);
            let cell = match (n, reason(f, p)) {
                (0, Some(_)) => "†".to_string(),
                (0, None) => "**0**".to_string(),
                (n, _) => n.to_string(),
            };
            s.push_str(&format!(" {cell} |"));
        }
        s.push('\n');
    }
    s.push_str("\n### Groups a profile cannot express (†)\n\n");
    for (f, ps, why) in REASONS.iter().filter(|r| !r.1.is_empty()) {
        s.push_str(&format!("- {f} in {}: {why}\n", ps.join(", ")));
    }
    s
}
