//! `SCENE.json`: everything a draw needs besides its two shaders — render targets, depth
//! buffer, viewport, vertex streams, primitive type, render states, constants and
//! textures (docs/scene-format.md; schema `docs/schema/scene.schema.json`).
//!
//! The types derive serde and schemars: the schema is generated from them
//! ([`scene_json_schema`]) and a test keeps the checked-in copy fresh.

use crate::execute::texture::{
    unorm8_texel, Address, BumpEnv, Filter, MipFilter, Texture, TextureKind,
};
use schemars::JsonSchema;
use serde::Deserialize;
use std::collections::BTreeMap;

/// A scene: the input of one draw.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Scene {
    /// Render targets 0..3 (MRT), all of the same size.
    pub targets: Vec<TargetDesc>,
    /// The depth buffer; none when absent (oDepth is then ignored, seed 000).
    #[serde(default)]
    pub depth: Option<DepthDesc>,
    /// Colour every target is cleared to before the draw (float RGBA).
    #[serde(default)]
    pub clear_color: [f32; 4],
    /// `D3DVIEWPORT9`; default the whole target with MinZ 0, MaxZ 1.
    #[serde(default)]
    pub viewport: Option<Viewport>,
    /// Vertex streams: stream 0 per vertex, later streams per vertex or per instance.
    pub streams: Vec<Stream>,
    /// `D3DPRIMITIVETYPE`: triangle_list (default) or triangle_strip.
    #[serde(default)]
    pub primitive: Primitive,
    /// Index list (DrawIndexedPrimitive); absent: vertices in order.
    #[serde(default)]
    pub indices: Option<Vec<u32>>,
    /// Instances drawn (`D3DSTREAMSOURCE_INDEXEDDATA | n` on stream 0); default 1.
    #[serde(default = "one")]
    pub instances: u32,
    /// Render states a shader can observe.
    #[serde(default)]
    pub states: States,
    /// Vertex-shader constants by register name: `c#` (1–4 numbers), `i#` (1–4
    /// integers), `b#` (true/false).
    #[serde(default)]
    pub vs_constants: BTreeMap<String, ConstValue>,
    /// Pixel-shader constants, as `vs_constants`.
    #[serde(default)]
    pub ps_constants: BTreeMap<String, ConstValue>,
    /// Pixel-shader textures by sampler (`s0` … `s15`; ps_1_x: the texture stage).
    #[serde(default)]
    pub textures: BTreeMap<String, TextureDesc>,
    /// Vertex-shader textures of vs_3_0 (`s0` … `s3`, D3DVERTEXTEXTURESAMPLER0..3).
    #[serde(default)]
    pub vertex_textures: BTreeMap<String, TextureDesc>,
}

fn one() -> u32 {
    1
}

/// A render target.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TargetDesc {
    /// Width in pixels (1..2048).
    pub width: u32,
    /// Height in pixels (1..2048).
    pub height: u32,
    /// Pixel format; default float32.
    #[serde(default)]
    pub format: TargetFormat,
}

/// Render-target formats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TargetFormat {
    /// `D3DFMT_A32B32G32R32F`: values stored as computed.
    #[default]
    Float32,
    /// `D3DFMT_A8R8G8B8`: clamped to [0, 1] and rounded to 8 bits per channel.
    Unorm8,
}

/// The depth buffer and its states.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DepthDesc {
    /// Value the buffer is cleared to (default 1).
    #[serde(default = "one_f")]
    pub clear: f32,
    /// `D3DRS_ZFUNC` (default less_equal, the D3D9 default).
    #[serde(default)]
    pub func: CompareFunc,
    /// `D3DRS_ZWRITEENABLE` (default true).
    #[serde(default = "yes")]
    pub write: bool,
}

fn one_f() -> f32 {
    1.0
}

fn yes() -> bool {
    true
}

/// `D3DCMPFUNC`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CompareFunc {
    /// Never passes.
    Never,
    /// new < stored.
    Less,
    /// new == stored.
    Equal,
    /// new <= stored (default).
    #[default]
    LessEqual,
    /// new > stored.
    Greater,
    /// new != stored.
    NotEqual,
    /// new >= stored.
    GreaterEqual,
    /// Always passes.
    Always,
}

impl CompareFunc {
    /// Whether `new` passes against `stored`.
    pub fn passes(self, new: f32, stored: f32) -> bool {
        match self {
            CompareFunc::Never => false,
            CompareFunc::Less => new < stored,
            CompareFunc::Equal => new == stored,
            CompareFunc::LessEqual => new <= stored,
            CompareFunc::Greater => new > stored,
            CompareFunc::NotEqual => new != stored,
            CompareFunc::GreaterEqual => new >= stored,
            CompareFunc::Always => true,
        }
    }
}

/// `D3DVIEWPORT9`.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Viewport {
    /// Left edge in pixels.
    #[serde(default)]
    pub x: u32,
    /// Top edge in pixels.
    #[serde(default)]
    pub y: u32,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// MinZ (default 0).
    #[serde(default)]
    pub min_z: f32,
    /// MaxZ (default 1).
    #[serde(default = "one_f")]
    pub max_z: f32,
}

/// One vertex stream.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Stream {
    /// The declaration elements this stream feeds, each with its data.
    pub elements: Vec<Element>,
    /// `D3DSTREAMSOURCE_INSTANCEDATA | divider`: the stream advances once every
    /// `divider` instances instead of once per vertex. Not allowed on stream 0.
    #[serde(default)]
    pub instance_divider: Option<u32>,
}

/// One `D3DVERTEXELEMENT9` and its values (one entry per vertex, or per instance step).
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Element {
    /// `D3DDECLUSAGE`.
    pub usage: Usage,
    /// Usage index (the 1 of TEXCOORD1); default 0.
    #[serde(default)]
    pub index: u8,
    /// `D3DDECLTYPE`: float1..float4 (completed from (0, 0, 0, 1)) or d3dcolor (four
    /// 0–255 numbers R, G, B, A, read as R/255 … A/255).
    #[serde(rename = "type")]
    pub ty: ElementType,
    /// The values, one array per vertex (or per instance step).
    pub data: Vec<Vec<f64>>,
}

/// `D3DDECLUSAGE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum Usage {
    Position,
    Blendweight,
    Blendindices,
    Normal,
    Psize,
    Texcoord,
    Tangent,
    Binormal,
    Tessfactor,
    Positiont,
    Color,
    Fog,
    Depth,
    Sample,
}

impl Usage {
    /// The `D3DDECLUSAGE` number (as in a `dcl` token).
    pub fn code(self) -> u8 {
        self as u8
    }
}

/// `D3DDECLTYPE`s the scene accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ElementType {
    /// One float: (x, 0, 0, 1).
    Float1,
    /// Two floats: (x, y, 0, 1).
    Float2,
    /// Three floats: (x, y, z, 1).
    Float3,
    /// Four floats.
    Float4,
    /// `D3DCOLOR`: four 0–255 values R, G, B, A, read as (R, G, B, A) / 255.
    D3dcolor,
}

impl ElementType {
    /// Numbers each vertex gives.
    pub fn arity(self) -> usize {
        match self {
            ElementType::Float1 => 1,
            ElementType::Float2 => 2,
            ElementType::Float3 => 3,
            ElementType::Float4 | ElementType::D3dcolor => 4,
        }
    }
}

/// `D3DPRIMITIVETYPE` (triangles only).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Primitive {
    /// `D3DPT_TRIANGLELIST`.
    #[default]
    TriangleList,
    /// `D3DPT_TRIANGLESTRIP`.
    TriangleStrip,
}

/// Render states.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct States {
    /// `D3DRS_CULLMODE`: none, cw, ccw (default ccw: counter-clockwise triangles culled).
    #[serde(default)]
    pub cull: CullMode,
    /// `D3DRS_SHADEMODE`: gouraud (default) or flat.
    #[serde(default)]
    pub shade: ShadeMode,
    /// `D3DRS_WRAP0..15` by texture-coordinate index (`"0"`…`"15"`): the letters of the
    /// wrapped coordinates, `u` `v` `w` `q` (D3DWRAPCOORD_0..3), e.g. `{"0": "uv"}`.
    #[serde(default)]
    pub wrap: BTreeMap<String, String>,
    /// `D3DRS_FOGENABLE` = TRUE with its parameters; absent = fog off.
    #[serde(default)]
    pub fog: Option<Fog>,
    /// `D3DTSS_TEXCOORDINDEX` by texture stage (`"0"`…`"7"`): the texture-coordinate
    /// set t# of that stage reads (default the stage number). Ignored with ps_3_0.
    #[serde(default)]
    pub texcoord_index: BTreeMap<String, u32>,
    /// `D3DTSS_TEXTURETRANSFORMFLAGS` by stage (`"0"`…`"7"`): only `D3DTTFF_PROJECTED`
    /// (256) has an effect on a programmable pipeline, and only in ps_1_1–ps_1_3.
    #[serde(default)]
    pub texture_transform_flags: BTreeMap<String, u32>,
}

/// `D3DCULL`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CullMode {
    /// Nothing culled.
    None,
    /// Clockwise triangles culled.
    Cw,
    /// Counter-clockwise triangles culled (default).
    #[default]
    Ccw,
}

/// `D3DSHADEMODE`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ShadeMode {
    /// Interpolated colours (default).
    #[default]
    Gouraud,
    /// Colour attributes from the first vertex of each triangle.
    Flat,
}

/// Fixed-function fog (shader models 1 and 2 only).
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Fog {
    /// `D3DRS_FOGCOLOR` as float RGB (alpha is not fogged).
    #[serde(default)]
    pub color: [f32; 3],
    /// `D3DRS_FOGTABLEMODE` (pixel fog from the pixel's depth); default none.
    #[serde(default)]
    pub table_mode: FogMode,
    /// `D3DRS_FOGVERTEXMODE`: with a vertex shader the shader's oFog is the vertex fog
    /// whatever this says; kept for completeness.
    #[serde(default)]
    pub vertex_mode: FogMode,
    /// `D3DRS_FOGSTART` (linear table fog).
    #[serde(default)]
    pub start: f32,
    /// `D3DRS_FOGEND` (linear table fog), default 1.
    #[serde(default = "one_f")]
    pub end: f32,
    /// `D3DRS_FOGDENSITY` (exp, exp2 table fog), default 1.
    #[serde(default = "one_f")]
    pub density: f32,
}

/// `D3DFOGMODE`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FogMode {
    /// `D3DFOG_NONE`.
    #[default]
    None,
    /// `D3DFOG_EXP`: f = 1 / e^(d·density).
    Exp,
    /// `D3DFOG_EXP2`: f = 1 / e^((d·density)²).
    Exp2,
    /// `D3DFOG_LINEAR`: f = (end − d) / (end − start).
    Linear,
}

/// A constant's value: numbers for `c#` / `i#`, a boolean for `b#`.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ConstValue {
    /// `b#`.
    Bool(bool),
    /// `c#` (1–4 numbers, completed from (0, 0, 0, 1)) or `i#` (1–4 integers).
    Numbers(Vec<f64>),
}

/// A texture and its sampler state: the same object as a texture of INPUTS.json
/// (docs/executor.md).
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TextureDesc {
    /// `2d`, `cube` or `volume`; default the sampler's `dcl`, else 2d.
    #[serde(default, rename = "type")]
    pub kind: Option<TexType>,
    /// Width of level 0.
    pub width: u32,
    /// Height of level 0 (default 1).
    #[serde(default = "one")]
    pub height: u32,
    /// Depth of level 0 of a volume (default 1).
    #[serde(default = "one")]
    pub depth: u32,
    /// `float` (default) or `unorm8` (texels given as 0–255).
    #[serde(default)]
    pub format: TexFormat,
    /// Texels of level 0, x fastest, then y, then z or cube face (+X, −X, +Y, −Y, +Z, −Z).
    pub texels: Vec<Vec<f64>>,
    /// Mip levels after level 0, each half the size.
    #[serde(default)]
    pub levels: Vec<Vec<Vec<f64>>>,
    /// `D3DSAMP_MINFILTER`/`MAGFILTER`: point (default) or linear.
    #[serde(default)]
    pub filter: TexFilter,
    /// `D3DSAMP_MIPFILTER`: none (default), point or linear.
    #[serde(default)]
    pub mip_filter: TexMipFilter,
    /// `D3DSAMP_ADDRESSU/V/W`: one mode for all, or up to three.
    #[serde(default)]
    pub address: Option<AddressSpec>,
    /// `D3DSAMP_BORDERCOLOR` as float RGBA; the state is a D3DCOLOR, so each channel is
    /// clamped to [0, 1] and rounded to 8 bits (0.5 samples as 128/255).
    #[serde(default)]
    pub border: Option<[f32; 4]>,
    /// `D3DTSS_BUMPENVMAT00..11`, `BUMPENVLSCALE`, `BUMPENVLOFFSET`.
    #[serde(default)]
    pub bumpenv: Option<BumpEnvDesc>,
}

/// Texture types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum TexType {
    #[serde(rename = "2d")]
    TwoD,
    Cube,
    Volume,
}

/// Texel formats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TexFormat {
    /// Floats as given.
    #[default]
    Float,
    /// 0–255 per channel.
    Unorm8,
}

/// Filters within a level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum TexFilter {
    #[default]
    Point,
    Linear,
}

/// Filters between levels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum TexMipFilter {
    #[default]
    None,
    Point,
    Linear,
}

/// Addressing modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum AddressMode {
    Wrap,
    Clamp,
    Mirror,
    Border,
}

/// One addressing mode for u, v, w, or one per coordinate.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum AddressSpec {
    /// The same mode for every coordinate.
    One(AddressMode),
    /// Modes of u, v, w (1 to 3).
    Each(Vec<AddressMode>),
}

/// The bump-environment state of a stage.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BumpEnvDesc {
    /// `[m00, m01, m10, m11]` (default identity).
    #[serde(default = "identity")]
    pub matrix: [f32; 4],
    /// Luminance scale (default 1).
    #[serde(default = "one_f")]
    pub lscale: f32,
    /// Luminance offset (default 0).
    #[serde(default)]
    pub loffset: f32,
}

fn identity() -> [f32; 4] {
    [1.0, 0.0, 0.0, 1.0]
}

/// Parses the text of a scene file; errors name the JSON key (or the position) at fault.
pub fn parse(text: &str) -> Result<Scene, String> {
    let scene: Scene = serde_json::from_str(text).map_err(|e| {
        let key = key_before(text, e.line(), e.column());
        match key {
            Some(k) => format!("{e} (in `{k}`)"),
            None => e.to_string(),
        }
    })?;
    check(&scene)?;
    Ok(scene)
}

/// The last object key that starts before line `line`, column `col` of `text` (1-based):
/// names the key of a value serde rejected.
fn key_before(text: &str, line: usize, col: usize) -> Option<String> {
    let offset: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum::<usize>()
        + col;
    let head = text.get(..offset.min(text.len()))?;
    let colon = head.rfind("\":")?;
    let start = head[..colon].rfind('"')?;
    Some(head[start + 1..colon].to_string())
}

/// Checks what the types cannot: sizes, counts, index ranges.
pub fn check(s: &Scene) -> Result<(), String> {
    if s.targets.is_empty() || s.targets.len() > 4 {
        return Err("`targets`: one to four render targets (MRT)".into());
    }
    let (w, h) = (s.targets[0].width, s.targets[0].height);
    for (i, t) in s.targets.iter().enumerate() {
        if !(1..=MAX_SIDE).contains(&t.width) || !(1..=MAX_SIDE).contains(&t.height) {
            return Err(format!(
                "`targets[{i}]`: width and height must be 1..{MAX_SIDE}"
            ));
        }
        if (t.width, t.height) != (w, h) {
            return Err(format!(
                "`targets[{i}]`: every render target has the size of target 0 ({w}x{h})"
            ));
        }
    }
    if let Some(v) = &s.viewport {
        if v.width == 0
            || v.height == 0
            || v.x as u64 + v.width as u64 > w as u64
            || v.y as u64 + v.height as u64 > h as u64
        {
            return Err(format!(
                "`viewport`: a non-empty rectangle inside the {w}x{h} target"
            ));
        }
        if !(0.0..=1.0).contains(&v.min_z) || !(0.0..=1.0).contains(&v.max_z) {
            return Err("`viewport`: min_z and max_z must be in [0, 1]".into());
        }
    }
    if s.streams.is_empty() {
        return Err("`streams`: at least stream 0 (the vertices)".into());
    }
    if s.streams.len() > 16 {
        return Err("`streams`: at most 16 streams".into());
    }
    if s.streams[0].instance_divider.is_some() {
        return Err("`streams[0].instance_divider`: stream 0 holds the vertices".into());
    }
    if !(1..=65536).contains(&s.instances) {
        return Err("`instances`: 1..65536".into());
    }
    let vertices = vertex_count(s);
    if vertices as u64 * s.instances as u64 > MAX_INVOCATIONS {
        return Err(format!(
            "`instances`: {} instances of {vertices} vertices is more than the {MAX_INVOCATIONS} vertex-shader invocations a draw may run",
            s.instances
        ));
    }
    for (si, st) in s.streams.iter().enumerate() {
        if st.instance_divider == Some(0) {
            return Err(format!("`streams[{si}].instance_divider`: at least 1"));
        }
        for (ei, e) in st.elements.iter().enumerate() {
            let at = format!("streams[{si}].elements[{ei}]");
            if e.index > 15 {
                return Err(format!("`{at}.index`: usage index 0..15"));
            }
            for (vi, d) in e.data.iter().enumerate() {
                if d.len() != e.ty.arity() {
                    return Err(format!(
                        "`{at}.data[{vi}]`: {:?} takes {} numbers, found {}",
                        e.ty,
                        e.ty.arity(),
                        d.len()
                    ));
                }
                if e.ty == ElementType::D3dcolor {
                    let given: Vec<f32> = d.iter().map(|x| *x as f32).collect();
                    unorm8_texel(&given).map_err(|x| {
                        format!(
                            "`{at}.data[{vi}]`: {x} is not a D3DCOLOR channel (an integer 0..255)"
                        )
                    })?;
                }
            }
            let need = match st.instance_divider {
                None => vertices,
                Some(d) => s.instances.div_ceil(d) as usize,
            };
            if e.data.len() < need {
                return Err(format!(
                    "`{at}.data`: {} entries, the draw needs {need}",
                    e.data.len()
                ));
            }
        }
    }
    if let Some(idx) = &s.indices {
        if let Some((i, v)) = idx
            .iter()
            .enumerate()
            .find(|(_, &v)| v as usize >= vertices)
        {
            return Err(format!(
                "`indices[{i}]`: {v} is past the last vertex ({vertices} vertices)"
            ));
        }
    }
    for (k, letters) in &s.states.wrap {
        stage_key(k, 16).map_err(|e| format!("`states.wrap.{k}`: {e}"))?;
        if letters.chars().any(|c| !"uvwq".contains(c)) {
            return Err(format!(
                "`states.wrap.{k}`: letters of u, v, w, q (found \"{letters}\")"
            ));
        }
    }
    for (k, v) in &s.states.texcoord_index {
        stage_key(k, 8).map_err(|e| format!("`states.texcoord_index.{k}`: {e}"))?;
        if *v > 7 {
            return Err(format!(
                "`states.texcoord_index.{k}`: a texture-coordinate set 0..7 (texture-coordinate generation flags are fixed-function only)"
            ));
        }
    }
    for k in s.states.texture_transform_flags.keys() {
        stage_key(k, 8).map_err(|e| format!("`states.texture_transform_flags.{k}`: {e}"))?;
    }
    for (what, map, n) in [
        ("textures", &s.textures, 16),
        ("vertex_textures", &s.vertex_textures, 4),
    ] {
        for (k, t) in map {
            sampler_key(k, n).map_err(|e| format!("`{what}.{k}`: {e}"))?;
            // Without `type` the texel count depends on the sampler's `dcl`: checked when
            // the draw binds it.
            if t.kind.is_some() {
                to_texture(t, TextureKind::TwoD).map_err(|e| format!("`{what}.{k}`: {e}"))?;
            }
        }
    }
    Ok(())
}

/// Largest render-target side.
pub const MAX_SIDE: u32 = 2048;

/// Most vertex-shader invocations (instances × vertices) one draw may run.
pub const MAX_INVOCATIONS: u64 = 1 << 20;

/// Vertices in stream 0: the length of its longest element (each must have that many).
pub fn vertex_count(s: &Scene) -> usize {
    s.streams
        .first()
        .and_then(|st| st.elements.iter().map(|e| e.data.len()).max())
        .unwrap_or(0)
}

/// A stage number key `"0"`..`"n-1"`.
pub fn stage_key(k: &str, n: u32) -> Result<u32, String> {
    k.parse::<u32>()
        .ok()
        .filter(|&v| v < n)
        .ok_or_else(|| format!("the key must be a number 0..{}", n - 1))
}

/// A sampler key `s0`.. (or the bare number).
pub fn sampler_key(k: &str, n: u32) -> Result<u32, String> {
    k.strip_prefix('s')
        .unwrap_or(k)
        .parse::<u32>()
        .ok()
        .filter(|&v| v < n)
        .ok_or_else(|| format!("a texture is keyed by its sampler, s0 … s{}", n - 1))
}

/// The executor's texture for a description (`declared`: the sampler's `dcl` type).
pub fn to_texture(d: &TextureDesc, declared: TextureKind) -> Result<Texture, String> {
    let kind = match d.kind {
        None => declared,
        Some(TexType::TwoD) => TextureKind::TwoD,
        Some(TexType::Cube) => TextureKind::Cube,
        Some(TexType::Volume) => TextureKind::Volume,
    };
    let unorm = d.format == TexFormat::Unorm8;
    let texels = |v: &Vec<Vec<f64>>, at: &str| -> Result<Vec<[f32; 4]>, String> {
        v.iter()
            .enumerate()
            .map(|(i, t)| {
                if t.is_empty() || t.len() > 4 {
                    return Err(format!("{at}[{i}]: a texel has 1 to 4 numbers"));
                }
                if unorm {
                    let given: Vec<f32> = t.iter().map(|x| *x as f32).collect();
                    return unorm8_texel(&given).map_err(|x| {
                        format!("{at}[{i}]: {x} is not a unorm8 value (an integer 0..255)")
                    });
                }
                let mut c = [0.0, 0.0, 0.0, 1.0];
                for (k, x) in t.iter().enumerate() {
                    c[k] = *x as f32;
                }
                Ok(c)
            })
            .collect()
    };
    let mut levels = vec![texels(&d.texels, "texels")?];
    for (i, l) in d.levels.iter().enumerate() {
        levels.push(texels(l, &format!("levels[{i}]"))?);
    }
    let mut t = Texture::new(kind, d.width, d.height, d.depth, levels)?;
    t.filter = match d.filter {
        TexFilter::Point => Filter::Point,
        TexFilter::Linear => Filter::Linear,
    };
    t.mip_filter = match d.mip_filter {
        TexMipFilter::None => MipFilter::None,
        TexMipFilter::Point => MipFilter::Point,
        TexMipFilter::Linear => MipFilter::Linear,
    };
    let conv = |m: AddressMode| match m {
        AddressMode::Wrap => Address::Wrap,
        AddressMode::Clamp => Address::Clamp,
        AddressMode::Mirror => Address::Mirror,
        AddressMode::Border => Address::Border,
    };
    match &d.address {
        None => {}
        Some(AddressSpec::One(m)) => t.address = [conv(*m); 3],
        Some(AddressSpec::Each(v)) => {
            if v.is_empty() || v.len() > 3 {
                return Err("`address`: one mode or a list of 1 to 3".into());
            }
            for (i, m) in v.iter().enumerate() {
                t.address[i] = conv(*m);
            }
        }
    }
    if let Some(b) = d.border {
        // D3DSAMP_BORDERCOLOR is a D3DCOLOR (D3DSAMPLERSTATETYPE): 8 bits a channel, so a
        // device can only return round(255 * v) / 255.
        t.border = b.map(|v| (v.clamp(0.0, 1.0) * 255.0).round() / 255.0);
    }
    if let Some(b) = d.bumpenv {
        t.bump = BumpEnv {
            matrix: b.matrix,
            lscale: b.lscale,
            loffset: b.loffset,
        };
    }
    Ok(t)
}

/// The JSON Schema of `SCENE.json`, as checked in at `docs/schema/scene.schema.json`.
pub fn scene_json_schema() -> String {
    let mut schema = schemars::schema_for!(Scene);
    schema.insert(
        "title".into(),
        "shadercts SCENE.json: the input of one draw".into(),
    );
    let mut t = serde_json::to_string_pretty(&schema).unwrap_or_default();
    t.push('\n');
    t
}
