//! The JSON form of input sets (`INPUTS.json` of `shadercts execute`) and of results.
//!
//! Input: an object with `constants` (`{"c0": [x,y,z,w], "i0": [4 ints], "b0": true}`),
//! `inputs` (`{"v0": [..], "t0": [..], "vFace": -1.0, "vPos": [x, y]}`), `textures`
//! (per sampler `s0` or stage `0`), `render_targets` (default 1), `depth_buffer`
//! (default true), `precision` (`auto`, `fp32`, `fp24`, `fp16`, `fx8`), `ps1_max_value`
//! (default 1), `multisample` (sample count; the shader still runs once per pixel) and
//! optionally `batch`: a list of such objects, each completing the top-level one.
//! Vectors of fewer than four numbers are completed from (0, 0, 0, 1); the strings
//! `"inf"`, `"-inf"` and `"nan"` stand for the special values, in input and output.

use super::texture::{
    sampler_kind, unorm8_texel, Address, BumpEnv, Filter, MipFilter, Texture, TextureKind,
};
use super::{register_by_name, ExecError, ExecInput, ExecOutput, Precision};
use serde_json::{Map, Value};
use shadercts_shader::ir::{RegType, ShaderKind};
use shadercts_shader::{Model, Program};
use std::collections::HashMap;
use std::sync::Arc;

mod stream;

/// One input set with the options that go with it.
#[derive(Clone, Debug, PartialEq)]
pub struct InputSet {
    /// Registers, textures and render state.
    pub input: ExecInput,
    /// Precision to run at.
    pub precision: Precision,
    /// ps_1_x range limit (PixelShader1xMaxValue).
    pub ps1_max_value: f32,
    /// Multisample count (informational: one execution per pixel whatever it is).
    pub multisample: u32,
}

/// Parsed `INPUTS.json`: one input set, or a batch.
#[derive(Clone, Debug, PartialEq)]
pub enum Inputs {
    /// A single object.
    Single(InputSet),
    /// `{"batch": [...]}`.
    Batch(Vec<InputSet>),
}

/// The keys of an input set (and of the top level).
const KEYS: [&str; 9] = [
    "constants",
    "inputs",
    "textures",
    "render_targets",
    "depth_buffer",
    "precision",
    "ps1_max_value",
    "multisample",
    "batch",
];

/// Parses the text of an inputs file for `program`.
///
/// A batch is read as a stream (see [`parse_with`]); the sets are collected.
pub fn parse(text: &str, program: &Program, model: &Model) -> Result<Inputs, String> {
    let mut sets = Vec::new();
    let batch = parse_with(text, program, model, &mut |set| {
        sets.push(set);
        Ok(())
    })?;
    match (batch, sets.pop()) {
        (false, Some(set)) => Ok(Inputs::Single(set)),
        (false, None) => Err("the inputs hold no input set".into()),
        (true, last) => {
            sets.extend(last);
            Ok(Inputs::Batch(sets))
        }
    }
}

/// Parses the text of an inputs file for `program`, handing each input set to `visit`
/// as soon as it is read (in order); returns whether the file is a batch. An error of
/// `visit` stops the parse and is returned.
///
/// A batch is read in two passes over the text: the first keeps the top-level keys
/// other than `batch` (and skips the entries), the second turns one entry at a time
/// into an [`InputSet`]. No tree of the whole file is built (a JSON value tree is
/// ~10-20 times its text), and the top-level textures are parsed once and shared by
/// the entries that do not replace them.
pub fn parse_with(
    text: &str,
    program: &Program,
    model: &Model,
    visit: &mut dyn FnMut(InputSet) -> Result<(), String>,
) -> Result<bool, String> {
    let top = stream::top_level(text, &KEYS)?;
    let mut cache = TextureCache::default();
    if !top.batch {
        let view = View {
            base: &top.base,
            entry: None,
        };
        visit(input_set(view, &mut cache, program, model, "")?)?;
        return Ok(false);
    }
    stream::each_entry(text, &mut |i, item| {
        let at = format!("batch[{i}]: ");
        let Value::Object(obj) = item else {
            return Err(format!("{at}each batch entry must be an object"));
        };
        if obj.contains_key("batch") {
            return Err(format!("{at}batches do not nest"));
        }
        if let Some(k) = obj.keys().find(|k| !KEYS.contains(&k.as_str())) {
            return Err(unknown_key(k, &at));
        }
        let view = View {
            base: &top.base,
            entry: Some(&obj),
        };
        visit(input_set(view, &mut cache, program, model, &at)?)
    })?;
    Ok(true)
}

/// The error for a key that is not one of [`KEYS`].
pub(super) fn unknown_key(k: &str, at: &str) -> String {
    format!(
        "{at}unknown key `{k}` (expected one of: {})",
        KEYS.join(", ")
    )
}

/// The top-level object completed by one batch entry: the entry's keys win, and the
/// maps (`constants`, `inputs`, `textures`) are merged key by key.
#[derive(Clone, Copy)]
struct View<'a> {
    base: &'a Map<String, Value>,
    entry: Option<&'a Map<String, Value>>,
}

impl<'a> View<'a> {
    fn get(&self, k: &str) -> Option<&'a Value> {
        self.entry
            .and_then(|e| e.get(k))
            .or_else(|| self.base.get(k))
    }

    /// The members of the map-valued key `k`: the top level's that the entry does not
    /// replace (flagged `true`), then the entry's.
    #[allow(clippy::type_complexity)]
    fn members(&self, k: &str, at: &str) -> Result<Vec<(&'a str, &'a Value, bool)>, String> {
        let not_object = || format!("{at}`{k}` must be an object");
        let entry = self.entry.and_then(|e| e.get(k));
        let mut out = Vec::new();
        match (self.base.get(k), entry) {
            (Some(Value::Object(b)), Some(Value::Object(e))) => {
                out.extend(
                    b.iter()
                        .filter(|(n, _)| !e.contains_key(n.as_str()))
                        .map(|(n, v)| (n.as_str(), v, true)),
                );
                out.extend(e.iter().map(|(n, v)| (n.as_str(), v, false)));
            }
            (_, Some(e)) => {
                let e = e.as_object().ok_or_else(not_object)?;
                out.extend(e.iter().map(|(n, v)| (n.as_str(), v, false)));
            }
            (Some(b), None) => {
                let b = b.as_object().ok_or_else(not_object)?;
                let from_base = self.entry.is_some();
                out.extend(b.iter().map(|(n, v)| (n.as_str(), v, from_base)));
            }
            (None, None) => {}
        }
        Ok(out)
    }
}

/// The top-level textures, parsed once for all the batch entries that keep them.
#[derive(Default)]
struct TextureCache {
    parsed: HashMap<String, (u32, Arc<Texture>)>,
}

fn input_set(
    obj: View<'_>,
    cache: &mut TextureCache,
    program: &Program,
    model: &Model,
    at: &str,
) -> Result<InputSet, String> {
    let mut input = ExecInput::default();
    for (name, v, _) in obj.members("constants", at)? {
        let reg =
            register_by_name(name, program, model).map_err(|e| format!("{at}constants: {e}"))?;
        let ctx = format!("{at}constants.{name}");
        match reg.ty {
            RegType::CONST => input.floats.push((reg, float4(v, &ctx)?)),
            RegType::CONSTINT => input.ints.push((reg.index, int4(v, &ctx)?)),
            RegType::CONSTBOOL => {
                let b = v
                    .as_bool()
                    .ok_or_else(|| format!("{ctx}: expected true or false"))?;
                input.bools.push((reg.index, b));
            }
            _ => {
                return Err(format!(
                    "{ctx}: `{name}` is not a constant register (c#, i#, b#)"
                ));
            }
        }
    }
    for (name, v, _) in obj.members("inputs", at)? {
        let reg = register_by_name(name, program, model).map_err(|e| format!("{at}inputs: {e}"))?;
        let ctx = format!("{at}inputs.{name}");
        let ok = reg.ty == RegType::INPUT
            || reg.ty == RegType::MISCTYPE
            || (reg.ty == RegType::TEXTURE && program.profile.kind == ShaderKind::Pixel);
        if !ok {
            return Err(format!(
                "{ctx}: `{name}` is not an input register (v#, t#, vFace, vPos)"
            ));
        }
        input.floats.push((reg, float4(v, &ctx)?));
    }
    for (name, v, shared) in obj.members("textures", at)? {
        if shared {
            if let Some(t) = cache.parsed.get(name) {
                input.textures.push(t.clone());
                continue;
            }
        }
        let ctx = format!("{at}textures.{name}");
        let stage = name
            .strip_prefix('s')
            .unwrap_or(name)
            .parse::<u32>()
            .ok()
            .filter(|&n| n < 16)
            .ok_or_else(|| format!("{ctx}: a texture is keyed by its sampler, `s0` … `s15`"))?;
        // Like registers, samplers the profile does not have are refused: ps_1_x
        // samples by texture stage (one per t#), the others by s# (vs_3_0 has four).
        let file = if program.profile.is_ps1() { "t" } else { "s" };
        let count = model
            .profile_info(program.profile)
            .map_or(0, |info| info.register_count(file));
        if stage >= count {
            let p = program.profile;
            return Err(match count {
                0 => format!("{ctx}: {p} has no samplers"),
                n if file == "t" => format!("{ctx}: {p} has texture stages 0 … {}", n - 1),
                n => format!("{ctx}: {p} has samplers s0 … s{}", n - 1),
            });
        }
        let tex = (
            stage,
            Arc::new(texture(v, sampler_kind(program, stage), &ctx)?),
        );
        if shared {
            cache.parsed.insert(name.to_string(), tex.clone());
        }
        input.textures.push(tex);
    }
    if let Some(v) = obj.get("render_targets") {
        input.render_targets = v
            .as_u64()
            .filter(|&n| n <= 64)
            .ok_or_else(|| format!("{at}`render_targets` must be a whole number 0..64"))?
            as u32;
    }
    if let Some(v) = obj.get("depth_buffer") {
        input.depth_buffer = v
            .as_bool()
            .ok_or_else(|| format!("{at}`depth_buffer` must be true or false"))?;
    }
    let precision = match obj.get("precision") {
        None => Precision::Auto,
        Some(v) => v
            .as_str()
            .and_then(Precision::from_name)
            .ok_or_else(|| format!("{at}`precision` must be one of auto, fp32, fp24, fp16, fx8"))?,
    };
    let ps1_max_value = match obj.get("ps1_max_value") {
        None => 1.0,
        Some(v) => v
            .as_f64()
            .filter(|x| x.is_finite() && *x >= 1.0)
            .ok_or_else(|| format!("{at}`ps1_max_value` must be a number of at least 1"))?
            as f32,
    };
    let multisample = match obj.get("multisample") {
        None => 1,
        Some(v) => v
            .as_u64()
            .filter(|&n| (1..=16).contains(&n))
            .ok_or_else(|| format!("{at}`multisample` must be a sample count 1..16"))?
            as u32,
    };
    Ok(InputSet {
        input,
        precision,
        ps1_max_value,
        multisample,
    })
}

fn number(v: &Value, ctx: &str) -> Result<f32, String> {
    match v {
        Value::Number(n) => n
            .as_f64()
            .map(|x| x as f32)
            .ok_or_else(|| format!("{ctx}: bad number")),
        Value::String(s) => match s.as_str() {
            "inf" | "+inf" => Ok(f32::INFINITY),
            "-inf" => Ok(f32::NEG_INFINITY),
            "nan" => Ok(f32::NAN),
            _ => Err(format!(
                "{ctx}: expected a number, \"inf\", \"-inf\" or \"nan\", found \"{s}\""
            )),
        },
        _ => Err(format!("{ctx}: expected a number")),
    }
}

fn float4(v: &Value, ctx: &str) -> Result<[f32; 4], String> {
    let mut out = [0.0, 0.0, 0.0, 1.0];
    match v {
        Value::Array(a) if (1..=4).contains(&a.len()) => {
            for (i, x) in a.iter().enumerate() {
                out[i] = number(x, ctx)?;
            }
        }
        Value::Array(_) => return Err(format!("{ctx}: expected 1 to 4 numbers")),
        other => {
            let x = number(other, ctx)?;
            out = [x; 4];
        }
    }
    Ok(out)
}

fn int4(v: &Value, ctx: &str) -> Result<[i32; 4], String> {
    let a = v
        .as_array()
        .filter(|a| (1..=4).contains(&a.len()))
        .ok_or_else(|| format!("{ctx}: expected 1 to 4 integers"))?;
    let mut out = [0; 4];
    for (i, x) in a.iter().enumerate() {
        out[i] = x
            .as_i64()
            .and_then(|n| i32::try_from(n).ok())
            .ok_or_else(|| format!("{ctx}: expected integers"))?;
    }
    Ok(out)
}

fn texels(v: &Value, unorm8: bool, ctx: &str) -> Result<Vec<[f32; 4]>, String> {
    let a = v
        .as_array()
        .ok_or_else(|| format!("{ctx}: texels must be an array of colours"))?;
    a.iter()
        .enumerate()
        .map(|(i, t)| {
            let c = float4(t, ctx)?;
            if !unorm8 {
                return Ok(c);
            }
            // The channels given (a single number stands for all four).
            let given = t.as_array().map_or(4, |x| x.len().min(4));
            unorm8_texel(&c[..given])
                .map_err(|x| format!("{ctx}[{i}]: {x} is not a unorm8 value (an integer 0..255)"))
        })
        .collect()
}

fn address(v: &Value, ctx: &str) -> Result<Address, String> {
    match v.as_str() {
        Some("wrap") => Ok(Address::Wrap),
        Some("clamp") => Ok(Address::Clamp),
        Some("mirror") => Ok(Address::Mirror),
        Some("border") => Ok(Address::Border),
        _ => Err(format!(
            "{ctx}: address mode must be wrap, clamp, mirror or border"
        )),
    }
}

fn texture(v: &Value, declared: TextureKind, ctx: &str) -> Result<Texture, String> {
    let o = v
        .as_object()
        .ok_or_else(|| format!("{ctx}: a texture is an object"))?;
    const TKEYS: [&str; 13] = [
        "type",
        "width",
        "height",
        "depth",
        "format",
        "texels",
        "levels",
        "filter",
        "mip_filter",
        "address",
        "border",
        "bumpenv",
        "projected",
    ];
    for k in o.keys() {
        if !TKEYS.contains(&k.as_str()) {
            return Err(format!(
                "{ctx}: unknown key `{k}` (expected one of: {})",
                TKEYS.join(", ")
            ));
        }
    }
    let kind = match o.get("type").map(|t| t.as_str()) {
        None => declared,
        Some(Some("2d")) => TextureKind::TwoD,
        Some(Some("cube")) => TextureKind::Cube,
        Some(Some("volume")) => TextureKind::Volume,
        _ => return Err(format!("{ctx}: `type` must be 2d, cube or volume")),
    };
    let dim = |k: &str, default: Option<u64>| -> Result<u32, String> {
        match o.get(k) {
            None => default
                .map(|d| d as u32)
                .ok_or_else(|| format!("{ctx}: `{k}` is required")),
            Some(v) => v
                .as_u64()
                .filter(|&n| (1..=16384).contains(&n))
                .map(|n| n as u32)
                .ok_or_else(|| format!("{ctx}: `{k}` must be a whole number 1..16384")),
        }
    };
    let width = dim("width", None)?;
    let height = dim("height", Some(1))?;
    let depth = dim("depth", Some(1))?;
    let unorm8 = match o.get("format").map(|f| f.as_str()) {
        None | Some(Some("float")) => false,
        Some(Some("unorm8")) => true,
        _ => return Err(format!("{ctx}: `format` must be float or unorm8")),
    };
    let mut levels = vec![texels(
        o.get("texels")
            .ok_or_else(|| format!("{ctx}: `texels` is required"))?,
        unorm8,
        &format!("{ctx}.texels"),
    )?];
    if let Some(l) = o.get("levels") {
        let a = l
            .as_array()
            .ok_or_else(|| format!("{ctx}: `levels` must be an array of texel arrays"))?;
        for (i, lv) in a.iter().enumerate() {
            levels.push(texels(lv, unorm8, &format!("{ctx}.levels[{i}]"))?);
        }
    }
    let mut t =
        Texture::new(kind, width, height, depth, levels).map_err(|e| format!("{ctx}: {e}"))?;
    t.filter = match o.get("filter").map(|f| f.as_str()) {
        None | Some(Some("point")) => Filter::Point,
        Some(Some("linear")) => Filter::Linear,
        _ => return Err(format!("{ctx}: `filter` must be point or linear")),
    };
    t.mip_filter = match o.get("mip_filter").map(|f| f.as_str()) {
        None | Some(Some("none")) => MipFilter::None,
        Some(Some("point")) => MipFilter::Point,
        Some(Some("linear")) => MipFilter::Linear,
        _ => return Err(format!("{ctx}: `mip_filter` must be none, point or linear")),
    };
    match o.get("address") {
        None => {}
        Some(Value::Array(a)) if (1..=3).contains(&a.len()) => {
            for (i, m) in a.iter().enumerate() {
                t.address[i] = address(m, ctx)?;
            }
        }
        Some(m) => t.address = [address(m, ctx)?; 3],
    }
    if let Some(b) = o.get("border") {
        t.border = float4(b, &format!("{ctx}.border"))?;
    }
    if let Some(b) = o.get("bumpenv") {
        let bo = b
            .as_object()
            .ok_or_else(|| format!("{ctx}: `bumpenv` must be an object"))?;
        let mut env = BumpEnv::default();
        if let Some(m) = bo.get("matrix") {
            env.matrix = float4(m, &format!("{ctx}.bumpenv.matrix"))?;
        }
        if let Some(x) = bo.get("lscale") {
            env.lscale = number(x, ctx)?;
        }
        if let Some(x) = bo.get("loffset") {
            env.loffset = number(x, ctx)?;
        }
        t.bump = env;
    }
    if let Some(p) = o.get("projected") {
        t.projected = p
            .as_bool()
            .ok_or_else(|| format!("{ctx}: `projected` must be true or false"))?;
    }
    Ok(t)
}

/// A float as JSON: a number, or `"inf"`, `"-inf"`, `"nan"`.
pub fn float_value(x: f32) -> Value {
    if x.is_nan() {
        Value::from("nan")
    } else if x.is_infinite() {
        Value::from(if x > 0.0 { "inf" } else { "-inf" })
    } else {
        serde_json::Number::from_f64(x as f64).map_or(Value::Null, Value::Number)
    }
}

/// The JSON of one result: `{"outputs": {...}, "discarded": false}` or `{"error": "…"}`.
/// oDepth (and the scalar oFog, oPts) are numbers, other registers four-element arrays
/// with `null` for components the shader did not write.
pub fn result_value(r: &Result<ExecOutput, ExecError>, program: &Program, model: &Model) -> Value {
    match r {
        Err(e) => serde_json::json!({ "error": e.to_string() }),
        Ok(out) => {
            let mut map = Map::new();
            for (reg, v) in &out.outputs {
                let name = model
                    .register_name(program.profile, *reg)
                    .unwrap_or_else(|| format!("r{}_{}", reg.ty.0, reg.index));
                let scalar =
                    reg.ty == RegType::DEPTHOUT || (reg.ty == RegType::RASTOUT && reg.index > 0);
                let value = if scalar {
                    v[0].map_or(Value::Null, float_value)
                } else {
                    Value::Array(
                        v.iter()
                            .map(|c| c.map_or(Value::Null, float_value))
                            .collect(),
                    )
                };
                map.insert(name, value);
            }
            serde_json::json!({ "outputs": Value::Object(map), "discarded": out.discarded })
        }
    }
}

/// The text form of one result: one `name = (x, y, z, w)` line per output.
pub fn result_text(r: &Result<ExecOutput, ExecError>, program: &Program, model: &Model) -> String {
    let mut s = String::new();
    match r {
        Err(e) => s.push_str(&format!("error: {e}\n")),
        Ok(out) if out.discarded => s.push_str("discarded\n"),
        Ok(out) => {
            for (reg, v) in &out.outputs {
                let name = model
                    .register_name(program.profile, *reg)
                    .unwrap_or_default();
                let parts: Vec<String> = v
                    .iter()
                    .map(|c| c.map_or("_".to_string(), |x| format!("{x}")))
                    .collect();
                s.push_str(&format!("{name} = ({})\n", parts.join(", ")));
            }
            if out.outputs.is_empty() {
                s.push_str("no outputs\n");
            }
        }
    }
    s
}

/// Four floats as a JSON array (special values as strings).
pub fn float_value_array(v: &[f32; 4]) -> Value {
    Value::Array(v.iter().map(|x| float_value(*x)).collect())
}
