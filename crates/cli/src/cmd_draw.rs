//! `shadercts draw VS PS --scene SCENE.json`: render a scene with the reference pipeline
//! and print the pixels as JSON or write the first render target as a PNG.
//!
//! Exit codes: 0 drawn; 1 a shader could not be parsed/decoded or could not run (budget,
//! unsupported program); 2 a usage, input or I/O error (bad SCENE.json — the message
//! names the key —, a scene that does not fit the shaders, an unwritable output).
//! `--conformance native|documented` is the global option (docs/executor.md).

use crate::context::Context;
use crate::error::{CliError, CliResult};
use crate::files;
use clap::{Args, ValueEnum};
use shadercts_reference::pipeline::json::frame_json;
use shadercts_reference::pipeline::scene;
use shadercts_reference::pipeline::{draw, Conformance, DrawError, DrawOptions, Frame};
use shadercts_shader::{bytecode, diag, text, Program};
use std::path::{Path, PathBuf};

/// Output formats of `draw`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum DrawFormat {
    /// Every render target's pixels (and the depth buffer) as JSON.
    Json,
    /// Render target 0 as an 8-bit RGBA PNG, scaled up (nearest) so that it is visible.
    Png,
}

/// Arguments of `draw`.
#[derive(Args, Debug)]
pub struct DrawArgs {
    /// The vertex shader: assembly text, or bytecode when the name ends in .bin.
    pub vs: PathBuf,
    /// The pixel shader: assembly text, or bytecode when the name ends in .bin.
    pub ps: PathBuf,
    /// The scene: render targets, vertices, states, constants, textures (docs/scene-format.md).
    #[arg(long, value_name = "SCENE.json")]
    pub scene: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "json")]
    pub format: DrawFormat,
    /// Write to this file (atomically) instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// PNG only: each pixel becomes an N×N block. Default: the smallest N that makes the
    /// longer side at least 256 pixels (1 for targets that are already that large).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    pub scale: Option<u32>,
}

/// Reads a shader: bytecode when the file ends in .bin, else assembly text.
fn load_program(ctx: &Context, path: &Path) -> Result<Program, CliError> {
    let name = path.display().to_string();
    if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("bin"))
    {
        let bytes = files::read_bytes(path)?;
        bytecode::decode(&bytes, ctx.model()).map_err(|d| {
            eprint!("{}", diag::render_bytecode(&[d], &name));
            CliError::Rejected
        })
    } else {
        let src = files::read_text(path)?;
        text::parse(&src, ctx.model()).map_err(|d| {
            eprint!("{}", crate::output::render_text(&d, &name, &src));
            CliError::Rejected
        })
    }
}

/// The smallest scale that makes the longer side at least 256 pixels.
pub fn auto_scale(width: u32, height: u32) -> u32 {
    let side = width.max(height).max(1);
    256u32.div_ceil(side).clamp(1, 64)
}

/// Runs `draw`.
pub fn run(ctx: &Context, args: &DrawArgs) -> CliResult {
    if let Some(out) = &args.output {
        files::check_output_dir("-o", out)?;
    }
    let scene_text = files::read_text(&args.scene)?;
    let scene = scene::parse(&scene_text)
        .map_err(|e| CliError::Input(format!("{}: {e}", args.scene.display())))?;
    // The PNG's size is known from the scene: refuse an oversized image before drawing.
    let (w, h) = scene
        .targets
        .first()
        .map_or((1, 1), |t| (t.width, t.height));
    let scale = args.scale.unwrap_or_else(|| auto_scale(w, h));
    if matches!(args.format, DrawFormat::Png) {
        check_png_size(w, h, scale)?;
    }
    let vs = load_program(ctx, &args.vs)?;
    let ps = load_program(ctx, &args.ps)?;
    let options = DrawOptions {
        conformance: match ctx.conformance {
            shadercts_rules::Conformance::Documented => Conformance::Documented,
            _ => Conformance::Native,
        },
    };
    let frame = match draw(&vs, &ps, ctx.model(), &scene, &options) {
        Ok(f) => f,
        Err(DrawError::Input(m)) => {
            return Err(CliError::Input(format!("{}: {m}", args.scene.display())))
        }
        Err(DrawError::Shader(m)) => {
            eprintln!("error: {m}");
            return Err(CliError::Rejected);
        }
    };
    let data = match args.format {
        DrawFormat::Json => {
            let mut s = serde_json::to_string_pretty(&frame_json(&frame, true))
                .map_err(|e| CliError::Input(format!("cannot format the result: {e}")))?;
            s.push('\n');
            s.into_bytes()
        }
        DrawFormat::Png => png_bytes(&frame, scale)?,
    };
    match &args.output {
        Some(out) => files::write_atomic(out, &data),
        None => files::write_stdout(&data),
    }
}

/// Refuses a PNG of more than 16384 pixels a side.
fn check_png_size(width: u32, height: u32, scale: u32) -> Result<(), CliError> {
    let (w, h) = (width as u64 * scale as u64, height as u64 * scale as u64);
    if w > 16384 || h > 16384 {
        return Err(CliError::Input(format!(
            "--scale {scale}: the image would be {w}x{h}; at most 16384 pixels a side"
        )));
    }
    Ok(())
}

/// Render target 0 as an 8-bit RGBA PNG, each pixel an N×N block (values clamped to
/// [0, 1]; NaN black).
pub fn png_bytes(f: &Frame, scale: u32) -> Result<Vec<u8>, CliError> {
    let t = f
        .targets
        .first()
        .ok_or_else(|| CliError::Input("the scene has no render target".into()))?;
    check_png_size(f.width, f.height, scale)?;
    let (w, h) = (f.width * scale, f.height * scale);
    let to8 = |x: f32| {
        if x.is_nan() {
            0
        } else {
            (x.clamp(0.0, 1.0) * 255.0).round() as u8
        }
    };
    let mut raw = Vec::with_capacity(w as usize * h as usize * 4);
    for y in 0..h {
        for x in 0..w {
            let p = t
                .pixels
                .get(((y / scale) * f.width + x / scale) as usize)
                .copied()
                .unwrap_or([0.0; 4]);
            raw.extend(p.map(to8));
        }
    }
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(png::ColorType::Rgba);
        enc.set_depth(png::BitDepth::Eight);
        let fail = |e: png::EncodingError| CliError::Input(format!("cannot encode the PNG: {e}"));
        let mut writer = enc.write_header().map_err(fail)?;
        writer.write_image_data(&raw).map_err(fail)?;
        writer.finish().map_err(fail)?;
    }
    Ok(out)
}
