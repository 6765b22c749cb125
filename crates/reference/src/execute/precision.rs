//! Number formats of the pipelines: fp32, fp24 (s16e7), fp16 (s10e5) and the ps_1_x
//! fixed-point range, applied by rounding every instruction result to the format.
//!
//! Sources: the shader-model 3 overview (seed 004, "Floating Point and Integer
//! Conversions": math happens at 16-, 24- and 32-bit precision in different parts of the
//! pipeline; a value beyond the dynamic range is undefined); the ps_2_0 modifiers page
//! (`_pp` = partial precision, at least s10e5); ps_1_x (seed 003 and the DirectX 8
//! pixel-shader register page: components range over [-1, 1] with at least 8 bits of
//! precision; `D3DCAPS9.PixelShader1xMaxValue` widens the range on some devices).

use shadercts_shader::ir::{Profile, ShaderKind};

/// The precision a run uses for full-precision results (`_pp` results are handled per
/// the table in `docs/executor.md`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Precision {
    /// The profile's own: fp32 for vs and ps_3_0/3_sw, fp24 for ps_2_0/2_x/2_sw, fixed point
    /// for ps_1_x; `_pp` results at fp16.
    #[default]
    Auto,
    /// Everything at IEEE single precision; `_pp` is ignored.
    Fp32,
    /// Full precision at fp24 (s16e7), `_pp` at fp16.
    Fp24,
    /// Everything at fp16 (s10e5).
    Fp16,
    /// ps_1_x only: the fixed-point range plus rounding to 8 fraction bits (the seed's
    /// minimum precision); for other profiles the same as `Auto`.
    Fx8,
}

impl Precision {
    /// Parses `auto`, `fp32`, `fp24`, `fp16` or `fx8`.
    pub fn from_name(s: &str) -> Option<Precision> {
        Some(match s {
            "auto" => Precision::Auto,
            "fp32" => Precision::Fp32,
            "fp24" => Precision::Fp24,
            "fp16" => Precision::Fp16,
            "fx8" => Precision::Fx8,
            _ => return None,
        })
    }

    /// The name accepted by [`Precision::from_name`].
    pub fn name(self) -> &'static str {
        match self {
            Precision::Auto => "auto",
            Precision::Fp32 => "fp32",
            Precision::Fp24 => "fp24",
            Precision::Fp16 => "fp16",
            Precision::Fx8 => "fx8",
        }
    }
}

/// How one instruction's result is brought into the pipeline's format.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rounding {
    /// IEEE single precision: nothing to do.
    Fp32,
    /// Round to nearest even at fp24 (16 fraction bits, exponent -62..63, no denormals).
    Fp24,
    /// Round to nearest even at fp16 (10 fraction bits, exponent -14..15, denormals).
    Fp16,
    /// ps_1_x: clamp to [-max, max]; NaN becomes 0; with `quantize`, round to 1/256.
    Fixed {
        /// The range limit (PixelShader1xMaxValue, at least 1).
        max: f32,
        /// Round to multiples of 2^-8 (nearest, ties to even).
        quantize: bool,
    },
}

impl Rounding {
    /// The rounding of full-precision (`pp == false`) or partial-precision results in
    /// `profile` under `precision`.
    pub fn select(profile: Profile, precision: Precision, pp: bool, ps1_max: f32) -> Rounding {
        if profile.is_ps1() {
            return match precision {
                Precision::Fp32 => Rounding::Fp32,
                Precision::Fp24 => Rounding::Fp24,
                Precision::Fp16 => Rounding::Fp16,
                Precision::Auto | Precision::Fx8 => Rounding::Fixed {
                    max: ps1_max,
                    quantize: precision == Precision::Fx8,
                },
            };
        }
        match precision {
            Precision::Fp32 => Rounding::Fp32,
            Precision::Fp16 => Rounding::Fp16,
            Precision::Fp24 => {
                if pp {
                    Rounding::Fp16
                } else {
                    Rounding::Fp24
                }
            }
            Precision::Auto | Precision::Fx8 => {
                if profile.kind == ShaderKind::Pixel && pp {
                    Rounding::Fp16
                } else if profile.kind == ShaderKind::Pixel && profile.major == 2 {
                    Rounding::Fp24
                } else {
                    Rounding::Fp32
                }
            }
        }
    }

    /// Applies the rounding to one value.
    #[inline]
    pub fn apply(self, x: f32) -> f32 {
        match self {
            Rounding::Fp32 => x,
            Rounding::Fp24 => round_fp24(x),
            Rounding::Fp16 => round_fp16(x),
            Rounding::Fixed { max, quantize } => fixed(x, max, quantize),
        }
    }

    /// True when [`Rounding::apply`] is the identity.
    pub fn is_identity(self) -> bool {
        self == Rounding::Fp32
    }
}

/// Rounds to fp24 (s16e7): 16 fraction bits, normal exponents -62..=63, denormals flushed
/// to zero, overflow to infinity (the documents call out-of-range values undefined).
pub fn round_fp24(x: f32) -> f32 {
    round_float(x, 16, -62, 63, false)
}

/// Rounds to IEEE half precision (s10e5) with denormals, overflow to infinity.
pub fn round_fp16(x: f32) -> f32 {
    round_float(x, 10, -14, 15, true)
}

/// The ps_1_x fixed-point register: clamp to [-max, max], NaN to 0, optional 8-bit
/// fraction rounding ("round-to-nearest", seed 003).
pub fn fixed(x: f32, max: f32, quantize: bool) -> f32 {
    if x.is_nan() {
        return 0.0;
    }
    let c = x.clamp(-max, max);
    if quantize {
        (c * 256.0).round_ties_even() / 256.0
    } else {
        c
    }
}

fn pow2(k: i32) -> f32 {
    // Exact for -126..=127, the only exponents used here.
    f32::from_bits(((k + 127).clamp(1, 254) as u32) << 23)
}

/// Rounds `x` to a binary format with `mant` fraction bits and normal exponents
/// `emin..=emax` (round to nearest, ties to even).
fn round_float(x: f32, mant: i32, emin: i32, emax: i32, denormals: bool) -> f32 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    let a = x.abs();
    let biased = ((a.to_bits() >> 23) & 0xFF) as i32;
    let e = if biased == 0 { -127 } else { biased - 127 };
    let quantum = if e < emin {
        if !denormals {
            return 0.0f32.copysign(x);
        }
        pow2(emin - mant)
    } else {
        pow2(e - mant)
    };
    // x / quantum is exact (a power-of-two scale that stays in range).
    let r = (x / quantum).round_ties_even() * quantum;
    if r.abs() >= pow2(emax + 1) {
        return f32::INFINITY.copysign(x);
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fp16_known_values() {
        assert_eq!(round_fp16(1.0), 1.0);
        assert_eq!(round_fp16(65504.0), 65504.0);
        assert_eq!(round_fp16(65520.0), f32::INFINITY);
        assert_eq!(round_fp16(1.0 + 1.0 / 4096.0), 1.0);
        assert_eq!(round_fp16(1.0 + 3.0 / 2048.0), 1.0 + 2.0 / 1024.0);
        assert_eq!(round_fp16(2.0f32.powi(-24)), 2.0f32.powi(-24));
        assert_eq!(round_fp16(2.0f32.powi(-26)), 0.0);
    }

    #[test]
    fn fp24_known_values() {
        assert_eq!(round_fp24(1.0 + 2.0f32.powi(-17)), 1.0);
        assert_eq!(
            round_fp24(1.0 + 3.0 * 2.0f32.powi(-17)),
            1.0 + 2.0f32.powi(-15)
        );
        assert_eq!(round_fp24(2.0f32.powi(-63)), 0.0);
        assert_eq!(round_fp24(2.0f32.powi(64)), f32::INFINITY);
    }
}
