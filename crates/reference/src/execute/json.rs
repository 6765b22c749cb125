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

use super::texture::{Address, BumpEnv, Filter, MipFilter, Texture, TextureKind};
use super::{register_by_name, ExecError, ExecInput, ExecOutput, Precision};
use serde_json::{Map, Value};
use shadercts_shader::ir::{RegType, ShaderKind};
use shadercts_shader::opcode::Opcode;
use shadercts_shader::{Model, Program};
use std::sync::Arc;

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
pub fn parse(text: &str, program: &Program, model: &Model) -> Result<Inputs, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("invalid JSON: {e}"))?;
    let Value::Object(top) = v else {
        return Err("the inputs must be a JSON object".into());
    };
    check_keys(&top, "")?;
    match top.get("batch") {
        None => Ok(Inputs::Single(input_set(&top, program, model, "")?)),
        Some(Value::Array(items)) => {
            let mut base = top.clone();
            base.remove("batch");
            let mut sets = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                let at = format!("batch[{i}]: ");
                let Value::Object(obj) = item else {
                    return Err(format!("{at}each batch entry must be an object"));
                };
                if obj.contains_key("batch") {
                    return Err(format!("{at}batches do not nest"));
                }
                check_keys(obj, &at)?;
                let merged = merge(&base, obj);
                sets.push(input_set(&merged, program, model, &at)?);
            }
            Ok(Inputs::Batch(sets))
        }
        Some(_) => Err("`batch` must be an array of objects".into()),
    }
}

fn check_keys(obj: &Map<String, Value>, at: &str) -> Result<(), String> {
    for k in obj.keys() {
        if !KEYS.contains(&k.as_str()) {
            return Err(format!(
                "{at}unknown key `{k}` (expected one of: {})",
                KEYS.join(", ")
            ));
        }
    }
    Ok(())
}

/// A batch entry completes the top-level object: maps are merged key by key.
fn merge(base: &Map<String, Value>, entry: &Map<String, Value>) -> Map<String, Value> {
    let mut out = base.clone();
    for (k, v) in entry {
        match (out.get_mut(k), v) {
            (Some(Value::Object(b)), Value::Object(e)) if k != "precision" => {
                for (kk, vv) in e {
                    b.insert(kk.clone(), vv.clone());
                }
            }
            _ => {
                out.insert(k.clone(), v.clone());
            }
        }
    }
    out
}

fn input_set(
    obj: &Map<String, Value>,
    program: &Program,
    model: &Model,
    at: &str,
) -> Result<InputSet, String> {
    let mut input = ExecInput::default();
    if let Some(c) = obj.get("constants") {
        let map = c
            .as_object()
            .ok_or_else(|| format!("{at}`constants` must be an object"))?;
        for (name, v) in map {
            let reg = register_by_name(name, program, model)
                .map_err(|e| format!("{at}constants: {e}"))?;
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
                    ))
                }
            }
        }
    }
    if let Some(c) = obj.get("inputs") {
        let map = c
            .as_object()
            .ok_or_else(|| format!("{at}`inputs` must be an object"))?;
        for (name, v) in map {
            let reg =
                register_by_name(name, program, model).map_err(|e| format!("{at}inputs: {e}"))?;
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
    }
    if let Some(t) = obj.get("textures") {
        let map = t
            .as_object()
            .ok_or_else(|| format!("{at}`textures` must be an object"))?;
        for (name, v) in map {
            let ctx = format!("{at}textures.{name}");
            let stage = name
                .strip_prefix('s')
                .unwrap_or(name)
                .parse::<u32>()
                .ok()
                .filter(|&n| n < 16)
                .ok_or_else(|| format!("{ctx}: a texture is keyed by its sampler, `s0` … `s15`"))?;
            let tex = texture(v, sampler_kind(program, stage), &ctx)?;
            input.textures.push((stage, Arc::new(tex)));
        }
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

/// The texture type the program declares for sampler `n` (2D when undeclared).
fn sampler_kind(program: &Program, n: u32) -> TextureKind {
    program
        .instructions
        .iter()
        .filter(|i| i.opcode == Opcode::DCL)
        .find(|i| {
            i.dst
                .as_ref()
                .is_some_and(|d| d.reg.ty == RegType::SAMPLER && d.reg.index == n)
        })
        .and_then(|i| i.decl)
        .map_or(TextureKind::TwoD, |d| match d.sampler_type {
            3 => TextureKind::Cube,
            4 => TextureKind::Volume,
            _ => TextureKind::TwoD,
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
    let scale = if unorm8 { 1.0 / 255.0 } else { 1.0 };
    a.iter()
        .map(|t| {
            let mut c = float4(t, ctx)?;
            if unorm8 {
                // Missing channels of an 8-bit texel: 0, and alpha 255.
                if t.as_array().is_some_and(|x| x.len() < 4) {
                    c[3] = 255.0;
                }
                c = c.map(|x| x * scale);
            }
            Ok(c)
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
