//! Textures bound to samplers and how they are sampled: point and bilinear filtering,
//! wrap / clamp / mirror / border addressing, 2D, cube and volume textures, mip levels.
//!
//! Conventions (D3D9 "Texture Coordinates" and "Cubic Environment Mapping" pages):
//! texel centres sit at (i + 0.5) / size; a cube face is chosen by the coordinate of
//! largest magnitude, faces ordered +X, -X, +Y, -Y, +Z, -Z (`D3DCUBEMAP_FACES`), and the
//! face coordinates follow the D3D face orientation table. A sampler with no texture
//! returns (0, 0, 0, 1).

use shadercts_shader::ir::RegType;
use shadercts_shader::opcode::Opcode;
use shadercts_shader::Program;

/// What kind of texture is bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextureKind {
    /// A 2D texture (`dcl_2d`).
    TwoD,
    /// A cube map, six faces of `width` x `height` (`dcl_cube`).
    Cube,
    /// A volume texture (`dcl_volume`).
    Volume,
}

/// Minification/magnification filter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    /// Nearest texel (`D3DTEXF_POINT`).
    Point,
    /// Bilinear (trilinear for volumes) (`D3DTEXF_LINEAR`).
    Linear,
}

/// Filter between mip levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MipFilter {
    /// Level 0 only (`D3DTEXF_NONE`).
    None,
    /// Nearest level.
    Point,
    /// Blend of the two nearest levels.
    Linear,
}

/// Texture addressing mode of one coordinate (`D3DTEXTUREADDRESS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    /// Repeat.
    Wrap,
    /// Clamp to the edge texel.
    Clamp,
    /// Repeat mirrored.
    Mirror,
    /// Outside [0, 1) the border colour.
    Border,
}

/// The bump-environment state of a texture stage (`D3DTSS_BUMPENVMAT00..11`,
/// `D3DTSS_BUMPENVLSCALE`, `D3DTSS_BUMPENVLOFFSET`), used by texbem, texbeml and bem.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BumpEnv {
    /// `[m00, m01, m10, m11]`.
    pub matrix: [f32; 4],
    /// Luminance scale.
    pub lscale: f32,
    /// Luminance offset.
    pub loffset: f32,
}

impl Default for BumpEnv {
    fn default() -> Self {
        BumpEnv {
            matrix: [1.0, 0.0, 0.0, 1.0],
            lscale: 1.0,
            loffset: 0.0,
        }
    }
}

/// A texture with its sampler state.
#[derive(Clone, Debug, PartialEq)]
pub struct Texture {
    /// 2D, cube or volume.
    pub kind: TextureKind,
    /// Width of level 0.
    pub width: u32,
    /// Height of level 0.
    pub height: u32,
    /// Depth of level 0 (1 unless volume).
    pub depth: u32,
    /// Texels of each level, x fastest, then y, then z (or cube face).
    pub levels: Vec<Vec<[f32; 4]>>,
    /// Filter within a level.
    pub filter: Filter,
    /// Filter between levels.
    pub mip_filter: MipFilter,
    /// Addressing of u, v, w.
    pub address: [Address; 3],
    /// Border colour.
    pub border: [f32; 4],
    /// Bump-environment state of the stage.
    pub bump: BumpEnv,
    /// ps_1_1–1_3 `D3DTTFF_PROJECTED`: tex-family lookups divide by the last coordinate.
    pub projected: bool,
}

/// Why a texture description is unusable.
pub type TextureError = String;

impl Texture {
    /// A 2D point-sampled, wrapping texture of one level (convenient for tests).
    pub fn new_2d(width: u32, height: u32, texels: Vec<[f32; 4]>) -> Result<Texture, TextureError> {
        Texture::new(TextureKind::TwoD, width, height, 1, vec![texels])
    }

    /// A texture with default sampler state; checks the texel counts of every level.
    pub fn new(
        kind: TextureKind,
        width: u32,
        height: u32,
        depth: u32,
        levels: Vec<Vec<[f32; 4]>>,
    ) -> Result<Texture, TextureError> {
        let depth = if kind == TextureKind::Volume {
            depth
        } else {
            1
        };
        if width == 0 || height == 0 || depth == 0 {
            return Err("texture dimensions must be at least 1".into());
        }
        if width > 16384 || height > 16384 || depth > 16384 {
            return Err("texture dimensions must be at most 16384".into());
        }
        if levels.is_empty() {
            return Err("a texture needs at least one level of texels".into());
        }
        let t = Texture {
            kind,
            width,
            height,
            depth,
            levels,
            filter: Filter::Point,
            mip_filter: MipFilter::None,
            address: [Address::Wrap; 3],
            border: [0.0; 4],
            bump: BumpEnv::default(),
            projected: false,
        };
        for (i, l) in t.levels.iter().enumerate() {
            let (w, h, d) = t.level_size(i);
            let faces = if kind == TextureKind::Cube { 6 } else { 1 };
            let want = w as u64 * h as u64 * d as u64 * faces;
            if l.len() as u64 != want {
                return Err(format!(
                    "level {i} has {} texels, expected {want} ({w}x{h}x{d}{})",
                    l.len(),
                    if faces == 6 { " x 6 faces" } else { "" }
                ));
            }
        }
        Ok(t)
    }

    /// The size of level `i`.
    pub fn level_size(&self, i: usize) -> (u32, u32, u32) {
        let s = |v: u32| (v >> i.min(31)).max(1);
        (s(self.width), s(self.height), s(self.depth))
    }

    /// Samples at `coord` (u, v, w) with level of detail `lod` (0 = level 0).
    pub fn sample(&self, coord: [f32; 3], lod: f32) -> [f32; 4] {
        let last = self.levels.len() - 1;
        match self.mip_filter {
            _ if last == 0 => self.sample_level(coord, 0),
            MipFilter::None => self.sample_level(coord, 0),
            MipFilter::Point => {
                let l = if lod.is_nan() {
                    0.0
                } else {
                    lod.round().clamp(0.0, last as f32)
                };
                self.sample_level(coord, l as usize)
            }
            MipFilter::Linear => {
                let l = if lod.is_nan() {
                    0.0
                } else {
                    lod.clamp(0.0, last as f32)
                };
                let l0 = l.floor() as usize;
                let f = l - l0 as f32;
                let a = self.sample_level(coord, l0);
                if f == 0.0 || l0 >= last {
                    return a;
                }
                let b = self.sample_level(coord, l0 + 1);
                lerp4(a, b, f)
            }
        }
    }

    fn sample_level(&self, coord: [f32; 3], level: usize) -> [f32; 4] {
        match self.kind {
            TextureKind::TwoD => self.sample_2d(level, 0, coord[0], coord[1], self.address),
            TextureKind::Volume => self.sample_3d(level, coord),
            TextureKind::Cube => {
                let (face, u, v) = cube_face(coord);
                let clamp = [Address::Clamp; 3];
                self.sample_2d(level, face, u, v, clamp)
            }
        }
    }

    fn texel(
        &self,
        level: usize,
        face: usize,
        x: i64,
        y: i64,
        z: i64,
        addr: [Address; 3],
    ) -> [f32; 4] {
        let (w, h, d) = self.level_size(level);
        let (Some(x), Some(y), Some(z)) = (
            address(x, w, addr[0]),
            address(y, h, addr[1]),
            address(z, d, addr[2]),
        ) else {
            return self.border;
        };
        let layer = face as u64 * d as u64 + z;
        let i = (layer * h as u64 + y) * w as u64 + x;
        self.levels
            .get(level)
            .and_then(|l| l.get(i as usize))
            .copied()
            .unwrap_or(self.border)
    }

    fn sample_2d(&self, level: usize, face: usize, u: f32, v: f32, addr: [Address; 3]) -> [f32; 4] {
        let (w, h, _) = self.level_size(level);
        match self.filter {
            Filter::Point => {
                let x = floor_i64(u * w as f32);
                let y = floor_i64(v * h as f32);
                self.texel(level, face, x, y, 0, addr)
            }
            Filter::Linear => {
                let (x0, fx) = split(u * w as f32 - 0.5);
                let (y0, fy) = split(v * h as f32 - 0.5);
                let t = |dx: i64, dy: i64| {
                    self.texel(
                        level,
                        face,
                        x0.saturating_add(dx),
                        y0.saturating_add(dy),
                        0,
                        addr,
                    )
                };
                let top = lerp4(t(0, 0), t(1, 0), fx);
                let bottom = lerp4(t(0, 1), t(1, 1), fx);
                lerp4(top, bottom, fy)
            }
        }
    }

    fn sample_3d(&self, level: usize, c: [f32; 3]) -> [f32; 4] {
        let (w, h, d) = self.level_size(level);
        let addr = self.address;
        match self.filter {
            Filter::Point => self.texel(
                level,
                0,
                floor_i64(c[0] * w as f32),
                floor_i64(c[1] * h as f32),
                floor_i64(c[2] * d as f32),
                addr,
            ),
            Filter::Linear => {
                let (x0, fx) = split(c[0] * w as f32 - 0.5);
                let (y0, fy) = split(c[1] * h as f32 - 0.5);
                let (z0, fz) = split(c[2] * d as f32 - 0.5);
                let t = |dx: i64, dy: i64, dz: i64| {
                    self.texel(
                        level,
                        0,
                        x0.saturating_add(dx),
                        y0.saturating_add(dy),
                        z0.saturating_add(dz),
                        addr,
                    )
                };
                let plane = |dz: i64| {
                    let top = lerp4(t(0, 0, dz), t(1, 0, dz), fx);
                    let bottom = lerp4(t(0, 1, dz), t(1, 1, dz), fx);
                    lerp4(top, bottom, fy)
                };
                lerp4(plane(0), plane(1), fz)
            }
        }
    }
}

/// Integer part (floor) and fraction of `x`; non-finite values give texel 0, fraction 0.
fn split(x: f32) -> (i64, f32) {
    if !x.is_finite() {
        return (floor_i64(x), 0.0);
    }
    let f = x.floor();
    (f as i64, x - f)
}

fn floor_i64(x: f32) -> i64 {
    if x.is_nan() {
        0
    } else {
        x.floor() as i64
    }
}

fn lerp4(a: [f32; 4], b: [f32; 4], t: f32) -> [f32; 4] {
    [0, 1, 2, 3].map(|i| a[i] + (b[i] - a[i]) * t)
}

/// Applies an addressing mode to texel index `i` of a dimension of `n` texels; `None`
/// selects the border colour.
fn address(i: i64, n: u32, mode: Address) -> Option<u64> {
    let n = n as i64;
    Some(match mode {
        Address::Wrap => i.rem_euclid(n),
        Address::Clamp => i.clamp(0, n - 1),
        Address::Mirror => {
            let m = i.rem_euclid(2 * n);
            if m < n {
                m
            } else {
                2 * n - 1 - m
            }
        }
        Address::Border => {
            if i < 0 || i >= n {
                return None;
            }
            i
        }
    } as u64)
}

/// The cube face and face coordinates (u, v in [0, 1]) for direction `c`.
pub(crate) fn cube_face(c: [f32; 3]) -> (usize, f32, f32) {
    let [x, y, z] = c.map(|v| if v.is_nan() { 0.0 } else { v });
    let (ax, ay, az) = (x.abs(), y.abs(), z.abs());
    // (face, sc, tc, ma) per the D3D cube face orientation table.
    let (face, sc, tc, ma) = if ax >= ay && ax >= az {
        if x >= 0.0 {
            (0, -z, -y, ax)
        } else {
            (1, z, -y, ax)
        }
    } else if ay >= az {
        if y >= 0.0 {
            (2, x, z, ay)
        } else {
            (3, x, -z, ay)
        }
    } else if z >= 0.0 {
        (4, x, -y, az)
    } else {
        (5, -x, -y, az)
    };
    if ma == 0.0 {
        return (face, 0.5, 0.5);
    }
    (face, (sc / ma + 1.0) * 0.5, (tc / ma + 1.0) * 0.5)
}

/// An 8-bit texel as the floats a shader reads, from its `given` channels (1 to 4 numbers
/// 0..255; missing channels 0, a missing alpha 255). An 8-bit channel holds the integers
/// 0..255 and nothing else: 300 or -5 would reach the shader as 1.18 or -0.02, which no
/// such texture holds, so the first other value is the error.
pub(crate) fn unorm8_texel(given: &[f32]) -> Result<[f32; 4], f32> {
    if let Some(x) = given
        .iter()
        .find(|x| !(x.fract() == 0.0 && (0.0..=255.0).contains(*x)))
    {
        return Err(*x);
    }
    let mut c = [0.0, 0.0, 0.0, 255.0];
    c[..given.len().min(4)].copy_from_slice(&given[..given.len().min(4)]);
    Ok(c.map(|x| x / 255.0))
}

/// The texture type a program's `dcl` gives sampler `n` (2D when undeclared): the type a
/// texture of INPUTS.json or SCENE.json takes when it names none.
pub(crate) fn sampler_kind(program: &Program, n: u32) -> TextureKind {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn address_modes() {
        assert_eq!(address(-1, 4, Address::Wrap), Some(3));
        assert_eq!(address(5, 4, Address::Clamp), Some(3));
        assert_eq!(address(4, 4, Address::Mirror), Some(3));
        assert_eq!(address(-1, 4, Address::Mirror), Some(0));
        assert_eq!(address(4, 4, Address::Border), None);
    }

    #[test]
    fn cube_faces() {
        assert_eq!(cube_face([1.0, 0.0, 0.0]).0, 0);
        assert_eq!(cube_face([-1.0, 0.0, 0.0]).0, 1);
        assert_eq!(cube_face([0.0, 1.0, 0.0]).0, 2);
        assert_eq!(cube_face([0.0, -1.0, 0.0]).0, 3);
        assert_eq!(cube_face([0.0, 0.0, 1.0]).0, 4);
        assert_eq!(cube_face([0.0, 0.0, -1.0]).0, 5);
        assert_eq!(cube_face([1.0, 0.0, 0.0]), (0, 0.5, 0.5));
    }
}
