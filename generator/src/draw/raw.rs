//! The YAML form of a draw binding (`generator/draw/*.yaml`, docs/draw-cases.md).

use serde::Deserialize;
use std::collections::BTreeMap;

/// Shader code or expectations by profile key: an exact profile name (`ps_2_x`), a
/// family (`vs_1`, `vs_2`, `vs_3`, `ps_1` = ps_1_1–ps_1_3, `ps_14`, `ps_2`, `ps_3`) or
/// `all`, looked up in that order.
pub type ByProfile<T> = BTreeMap<String, T>;

/// One target's expected colour: four formulas, `null` = not compared.
pub type Rgba = Vec<Option<String>>;

/// One draw binding: a shader pair per profile, a scene, and the expected pixels as
/// formulas of the pixel coordinates.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDraw {
    /// First segment of the case ids (`draw.vpos`).
    pub group: String,
    /// Last segment of the case ids.
    pub slug: String,
    /// Feature groups of draw-spec (`interpolation`, `vpos`, …).
    pub features: Vec<String>,
    /// Runtime rules the case observes.
    #[serde(default)]
    pub rules: Vec<String>,
    /// Pixel-shader profiles (or `all`).
    pub profiles: Vec<String>,
    /// Vertex shader bodies (without the version line).
    pub vs: ByProfile<String>,
    /// Pixel shader bodies (without the version line).
    pub ps: ByProfile<String>,
    /// The SCENE.json object.
    pub scene: serde_json::Value,
    /// The chosen pixels `[x, y]`.
    pub pixels: Vec<[u32; 2]>,
    /// Expected colours, one `Rgba` per render target.
    pub expect: ByProfile<Vec<Rgba>>,
    /// Expected depth at the chosen pixels (a formula), when the scene has a depth buffer.
    #[serde(default)]
    pub depth: Option<String>,
    /// Documented-level colours where they differ from `expect` (the native level).
    #[serde(default)]
    pub documented: Option<ByProfile<Vec<Rgba>>>,
    /// The native facts that make the levels differ.
    #[serde(default)]
    pub native_facts: Vec<String>,
    /// A floor for the float tolerance (filtering weights have fewer bits than the
    /// pipeline's precision).
    #[serde(default)]
    pub tolerance: Option<f64>,
}
