//! Vertex processing: fetch each vertex's elements from the streams (with instancing),
//! run the vertex shader on them with the reference executor, and name each output by
//! its semantic.
//!
//! - Element types expand as `D3DDECLTYPE` says: FLOAT1..3 are completed from
//!   (0, 0, 0, 1); D3DCOLOR gives (R, G, B, A) / 255.
//! - An input `v#` takes the element whose usage and usage index match its `dcl`.
//! - Instancing ("Efficiently Drawing Multiple Instances of Geometry (Direct3D 9)"):
//!   stream 0 is `D3DSTREAMSOURCE_INDEXEDDATA | instances`; a stream with
//!   `D3DSTREAMSOURCE_INSTANCEDATA | divider` gives instance `i` its entry `i / divider`.
//! - Output semantics: vs_3_0 declares them (`dcl_texcoord1 o3`); earlier profiles have
//!   fixed registers: oPos = POSITION0, oD# = COLOR#, oT# = TEXCOORD#, oFog = FOG0,
//!   oPts = PSIZE0 ("Registers - vs_2_0", "Output registers").

use super::scene::{ElementType, Scene};
use super::DrawError;
use crate::execute::texture::sampler_kind;
use crate::execute::{Conformance, ExecInput, ExecOptions, Executor, Texture};
use shadercts_shader::ir::{RegType, Register};
use shadercts_shader::opcode::Opcode;
use shadercts_shader::{Model, Program};
use std::sync::Arc;

/// `D3DDECLUSAGE` numbers used here.
pub(crate) const USAGE_POSITION: u8 = 0;
/// `D3DDECLUSAGE_TEXCOORD`.
pub(crate) const USAGE_TEXCOORD: u8 = 5;
/// `D3DDECLUSAGE_COLOR`.
pub(crate) const USAGE_COLOR: u8 = 10;
/// `D3DDECLUSAGE_FOG`.
pub(crate) const USAGE_FOG: u8 = 11;
/// `D3DDECLUSAGE_PSIZE`.
const USAGE_PSIZE: u8 = 4;

/// A semantic: `D3DDECLUSAGE` and usage index.
pub(crate) type Semantic = (u8, u8);

/// One output register of the vertex shader and the semantic it carries.
#[derive(Clone, Copy, Debug)]
pub(crate) struct VsOut {
    pub reg: Register,
    pub semantic: Semantic,
}

/// The vertex shader's results for every (instance, vertex).
pub(crate) struct Shaded {
    /// Semantics of `values` (position excluded).
    pub layout: Vec<Semantic>,
    /// Clip-space position per (instance × vertices + vertex).
    pub pos: Vec<[f32; 4]>,
    /// Values of each semantic of `layout`, per (instance, vertex).
    pub values: Vec<Vec<[f32; 4]>>,
    /// Vertices per instance.
    pub vertices: usize,
    /// Vertex-shader invocations run.
    pub invocations: u64,
}

/// The `dcl` usage of every declared register of type `ty` (index, usage, usage index).
pub(crate) fn declared(program: &Program, ty: RegType) -> Vec<(u32, Semantic)> {
    program
        .instructions
        .iter()
        .filter(|i| i.opcode == Opcode::DCL)
        .filter_map(|i| {
            let d = i.dst.as_ref()?;
            let decl = i.decl?;
            (d.reg.ty == ty).then_some((d.reg.index, (decl.usage, decl.usage_index)))
        })
        .collect()
}

/// The vertex shader's outputs and their semantics.
pub(crate) fn outputs(vs: &Program) -> Vec<VsOut> {
    if vs.profile.major >= 3 {
        return declared(vs, RegType::OUTPUT)
            .into_iter()
            .map(|(i, semantic)| VsOut {
                reg: Register::new(RegType::OUTPUT, i),
                semantic,
            })
            .collect();
    }
    let mut v = vec![
        VsOut {
            reg: Register::new(RegType::RASTOUT, 0),
            semantic: (USAGE_POSITION, 0),
        },
        VsOut {
            reg: Register::new(RegType::RASTOUT, 1),
            semantic: (USAGE_FOG, 0),
        },
        VsOut {
            reg: Register::new(RegType::RASTOUT, 2),
            semantic: (USAGE_PSIZE, 0),
        },
    ];
    for i in 0..2 {
        v.push(VsOut {
            reg: Register::new(RegType::ATTROUT, i),
            semantic: (USAGE_COLOR, i as u8),
        });
    }
    for i in 0..8 {
        v.push(VsOut {
            reg: Register::new(RegType::TEXCRDOUT, i),
            semantic: (USAGE_TEXCOORD, i as u8),
        });
    }
    v
}

/// Constants of a scene map as executor input (register names resolved for `program`).
pub(crate) fn constants(
    map: &std::collections::BTreeMap<String, super::scene::ConstValue>,
    program: &Program,
    model: &Model,
    what: &str,
    into: &mut ExecInput,
) -> Result<(), DrawError> {
    use super::scene::ConstValue;
    for (name, v) in map {
        let at = format!("{what}.{name}");
        let reg = crate::execute::register_by_name(name, program, model)
            .map_err(|e| DrawError::Input(format!("`{at}`: {e}")))?;
        match (reg.ty, v) {
            (RegType::CONST, ConstValue::Numbers(n)) if (1..=4).contains(&n.len()) => {
                let mut c = [0.0, 0.0, 0.0, 1.0];
                for (i, x) in n.iter().enumerate() {
                    c[i] = *x as f32;
                }
                into.floats.push((reg, c));
            }
            (RegType::CONSTINT, ConstValue::Numbers(n))
                if (1..=4).contains(&n.len())
                    && n.iter()
                        .all(|x| x.fract() == 0.0 && x.abs() <= i32::MAX as f64) =>
            {
                let mut c = [0; 4];
                for (i, x) in n.iter().enumerate() {
                    c[i] = *x as i32;
                }
                into.ints.push((reg.index, c));
            }
            (RegType::CONSTBOOL, ConstValue::Bool(b)) => into.bools.push((reg.index, *b)),
            (RegType::CONST, _) => {
                return Err(DrawError::Input(format!("`{at}`: expected 1 to 4 numbers")))
            }
            (RegType::CONSTINT, _) => {
                return Err(DrawError::Input(format!(
                    "`{at}`: expected 1 to 4 integers"
                )))
            }
            (RegType::CONSTBOOL, _) => {
                return Err(DrawError::Input(format!("`{at}`: expected true or false")))
            }
            _ => {
                return Err(DrawError::Input(format!(
                    "`{at}`: `{name}` is not a constant register (c#, i#, b#)"
                )))
            }
        }
    }
    Ok(())
}

/// Textures of a scene map for `program` (keys checked by `scene::check`).
pub(crate) fn textures(
    map: &std::collections::BTreeMap<String, super::scene::TextureDesc>,
    program: &Program,
    n: u32,
    what: &str,
) -> Result<Vec<(u32, Arc<Texture>)>, DrawError> {
    let mut out = Vec::new();
    for (k, d) in map {
        let stage = super::scene::sampler_key(k, n)
            .map_err(|e| DrawError::Input(format!("`{what}.{k}`: {e}")))?;
        let t = super::scene::to_texture(d, sampler_kind(program, stage))
            .map_err(|e| DrawError::Input(format!("`{what}.{k}`: {e}")))?;
        out.push((stage, Arc::new(t)));
    }
    Ok(out)
}

/// Expands one element entry to four floats.
fn expand(ty: ElementType, d: &[f64]) -> [f32; 4] {
    let mut v = [0.0, 0.0, 0.0, 1.0];
    for (i, x) in d.iter().take(4).enumerate() {
        v[i] = *x as f32;
    }
    if ty == ElementType::D3dcolor {
        v = v.map(|x| x / 255.0);
    }
    v
}

/// Runs the vertex shader over every vertex of every instance.
pub(crate) fn shade(
    vs: &Program,
    model: &Model,
    scene: &Scene,
    options: &ExecOptions,
) -> Result<Shaded, DrawError> {
    let exec = Executor::new(vs, model, options).map_err(|e| DrawError::Shader(e.to_string()))?;
    let mut base = ExecInput::default();
    constants(&scene.vs_constants, vs, model, "vs_constants", &mut base)?;
    base.textures = textures(&scene.vertex_textures, vs, 4, "vertex_textures")?;
    // Each declared input and the stream element that feeds it.
    let mut feeds = Vec::new();
    for (index, (usage, uidx)) in declared(vs, RegType::INPUT) {
        let found = scene.streams.iter().enumerate().find_map(|(si, st)| {
            st.elements
                .iter()
                .find(|e| e.usage.code() == usage && e.index == uidx)
                .map(|e| (si, e))
        });
        let Some((si, e)) = found else {
            return Err(DrawError::Input(format!(
                "`streams`: the vertex shader declares v{index} with usage {} index {uidx}, and no stream element has it",
                usage_name(usage)
            )));
        };
        feeds.push((Register::new(RegType::INPUT, index), si, e));
    }
    let vertices = super::scene::vertex_count(scene);
    let instances = scene.instances as usize;
    let mut inputs = Vec::with_capacity(vertices * instances);
    for inst in 0..instances {
        for v in 0..vertices {
            let mut input = base.clone();
            for (reg, si, e) in &feeds {
                let row = match scene.streams[*si].instance_divider {
                    None => v,
                    Some(d) => inst / d.max(1) as usize,
                };
                let data = e.data.get(row).map_or(&[][..], |d| &d[..]);
                input.floats.push((*reg, expand(e.ty, data)));
            }
            inputs.push(input);
        }
    }
    let outs = outputs(vs);
    let layout: Vec<Semantic> = outs
        .iter()
        .map(|o| o.semantic)
        .filter(|s| *s != (USAGE_POSITION, 0))
        .collect();
    let pos_reg = outs
        .iter()
        .find(|o| o.semantic == (USAGE_POSITION, 0))
        .map(|o| o.reg);
    let mut pos = vec![[0.0, 0.0, 0.0, 1.0]; inputs.len()];
    let mut values = vec![vec![[0.0, 0.0, 0.0, 1.0]; layout.len()]; inputs.len()];
    let mut failure = None;
    exec.run_batch_with(&inputs, |i, r| match r {
        Err(e) => {
            failure.get_or_insert_with(|| format!("vertex {i}: {e}"));
        }
        Ok(view) => {
            let fill = |reg: Register, dst: &mut [f32; 4]| {
                if let Some(v) = view.get(reg) {
                    for (d, x) in dst.iter_mut().zip(v) {
                        if let Some(x) = x {
                            *d = x;
                        }
                    }
                }
            };
            if let Some(p) = pos_reg {
                fill(p, &mut pos[i]);
            }
            let mut k = 0;
            for o in &outs {
                if o.semantic == (USAGE_POSITION, 0) {
                    continue;
                }
                fill(o.reg, &mut values[i][k]);
                k += 1;
            }
        }
    });
    if let Some(f) = failure {
        return Err(DrawError::Shader(format!("vertex shader: {f}")));
    }
    // oFog: "Values are clamped between zero and one before passing to the rasterizer"
    // ("Output Registers"), at both levels. nx.colour-output-clamp (native level only:
    // the pages do not state it): vs_1_1–vs_2_x oD0/oD1 are clamped to [0, 1] before
    // interpolation (Wine's visual.c test_color_clamping on Windows drivers); vs_3_0
    // colour outputs are not.
    let clamp_colour = options.conformance == Conformance::Native;
    if vs.profile.major < 3 {
        for vals in &mut values {
            for (k, s) in layout.iter().enumerate() {
                if (s.0 == USAGE_COLOR && clamp_colour) || s.0 == USAGE_FOG {
                    vals[k] = vals[k].map(|x| if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) });
                }
            }
        }
    }
    Ok(Shaded {
        layout,
        pos,
        values,
        vertices,
        invocations: inputs.len() as u64,
    })
}

/// The name of a `D3DDECLUSAGE` number.
pub(crate) fn usage_name(u: u8) -> &'static str {
    [
        "position",
        "blendweight",
        "blendindices",
        "normal",
        "psize",
        "texcoord",
        "tangent",
        "binormal",
        "tessfactor",
        "positiont",
        "color",
        "fog",
        "depth",
        "sample",
    ]
    .get(u as usize)
    .copied()
    .unwrap_or("unknown")
}
