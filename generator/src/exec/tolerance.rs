//! The tolerance of an execute case, from the precision its profile computes in.
//!
//! `tolerance = 2^(2 − m) · max(1, |largest finite expected or input number|)` where
//! `m` is the number of fraction bits of the precision in effect (seed 004 and the
//! executor's precision table, docs/executor.md):
//!
//! | precision | m |
//! |---|---|
//! | fp32 (vs, ps_3_0, ps_3_sw, `precision: fp32`) | 23 |
//! | fp24 (ps_2_0/2_x/2_sw) | 16 |
//! | fp16 (`_pp` in ps_2_0+, `precision: fp16`) | 10 |
//! | ps_1_x fixed point (seed 003: at least 8 bits) | 8 |
//!
//! A binding's `bits` lowers `m` (instructions whose pages allow less precision). The
//! factor 4 (2 bits) absorbs the rounding of inputs and intermediate results.

use super::frame::is_ps1;
use shadercts_shader::ir::ShaderKind;
use shadercts_shader::model::ProfileInfo;

/// Fraction bits of the precision a program computes in.
pub fn fraction_bits(info: &ProfileInfo, precision: Option<&str>, pp: bool) -> u32 {
    let ps1 = is_ps1(info);
    let pixel = info.profile.kind == ShaderKind::Pixel;
    match precision.unwrap_or("auto") {
        "fp32" => 23,
        "fp16" => 10,
        "fp24" if ps1 => 8,
        "fp24" if pp => 10,
        "fp24" => 16,
        _ if ps1 => 8,
        _ if !pixel => 23,
        _ if pp => 10,
        _ if info.profile.major == 3 => 23,
        _ => 16,
    }
}

/// The absolute tolerance for outputs of magnitude up to `scale`.
pub fn tolerance(bits: u32, scale: f64) -> f64 {
    let scale = if scale.is_finite() {
        scale.max(1.0)
    } else {
        1.0
    };
    2f64.powi(2 - bits as i32) * scale
}

#[cfg(test)]
mod tests {
    use super::*;
    use shadercts_shader::Model;

    fn bits(p: &str, prec: Option<&str>, pp: bool) -> u32 {
        fraction_bits(Model::embedded().profile_by_name(p).unwrap(), prec, pp)
    }

    #[test]
    fn precision_per_profile() {
        assert_eq!(bits("vs_1_1", None, false), 23);
        assert_eq!(bits("ps_2_0", None, false), 16);
        assert_eq!(bits("ps_2_0", None, true), 10);
        assert_eq!(bits("ps_3_0", None, false), 23);
        assert_eq!(bits("ps_3_sw", None, false), 23);
        assert_eq!(bits("ps_2_sw", None, false), 16);
        assert_eq!(bits("ps_3_0", Some("fp32"), true), 23);
        assert_eq!(bits("ps_1_4", None, false), 8);
        assert_eq!(bits("vs_3_0", Some("fp16"), false), 10);
        assert_eq!(tolerance(10, 0.5), 2f64.powi(-8));
        assert_eq!(tolerance(8, 4.0), 2f64.powi(-4));
    }
}
