//! Bit fields of the Direct3D 9 token format, shared by the encoder and the decoder.
//!
//! Layout per `d3d9types.h` (Wine's copy: https://gitlab.winehq.org/wine/wine/-/blob/master/include/d3d9types.h)
//! and the DDK token pages (https://learn.microsoft.com/en-us/windows-hardware/drivers/display/instruction-token,
//! destination-parameter-token, source-parameter-token, version-token).

use crate::ir::RegType;

/// The end token (`D3DSIO_END`).
pub const END_TOKEN: u32 = 0x0000_FFFF;
/// Low word of a comment token (`D3DSIO_COMMENT`).
pub const COMMENT_OPCODE: u32 = 0xFFFE;
/// Largest comment payload in DWORDs (bits 16–30 of the comment token).
pub const MAX_COMMENT_DWORDS: usize = 0x7FFF;

/// Instruction token: opcode, bits 0–15.
pub const INS_OPCODE_MASK: u32 = 0x0000_FFFF;
/// Instruction token: control bits (comparison, texld variant), bits 16–23.
pub const INS_CONTROL_SHIFT: u32 = 16;
/// Instruction token: length of the following tokens, bits 24–27 (shader model 2 on).
pub const INS_LENGTH_SHIFT: u32 = 24;
/// Largest value of the length field.
pub const INS_MAX_LENGTH: usize = 15;
/// Instruction token: predicated, bit 28.
pub const INS_PREDICATED: u32 = 1 << 28;
/// Instruction token: reserved, bit 29.
pub const INS_RESERVED_29: u32 = 1 << 29;
/// Instruction token: co-issue, bit 30.
pub const INS_COISSUE: u32 = 1 << 30;
/// Bit 31: 0 in instruction tokens, 1 in parameter tokens.
pub const PARAM_BIT: u32 = 1 << 31;

/// Parameter tokens: register number, bits 0–10.
pub const REG_NUMBER_MASK: u32 = 0x7FF;
/// Parameter tokens: relative addressing, bit 13.
pub const RELATIVE_BIT: u32 = 1 << 13;
/// Parameter tokens: reserved bits 14–15.
pub const PARAM_RESERVED_14_15: u32 = 0x3 << 14;
/// Number of float-constant registers one CONST type covers.
pub const CONST_BANK: u32 = 2048;

/// Destination token: write mask shift (bits 16–19).
pub const DST_MASK_SHIFT: u32 = 16;
/// Destination token: result-modifier shift (bits 20–23).
pub const DST_MOD_SHIFT: u32 = 20;
/// Destination token: result-shift field shift (bits 24–27).
pub const DST_SHIFT_SHIFT: u32 = 24;
/// Source token: swizzle shift (bits 16–23).
pub const SRC_SWIZZLE_SHIFT: u32 = 16;
/// Source token: modifier shift (bits 24–27).
pub const SRC_MOD_SHIFT: u32 = 24;

/// DCL token: usage, bits 0–3.
pub const DCL_USAGE_MASK: u32 = 0xF;
/// DCL token: usage index shift (bits 16–19).
pub const DCL_INDEX_SHIFT: u32 = 16;
/// DCL token: sampler texture type shift (bits 27–30).
pub const DCL_SAMPLER_SHIFT: u32 = 27;
/// DCL token: the bits that carry nothing (4–15 and 20–26) and must be zero.
pub const DCL_RESERVED: u32 = 0x07F0_FFF0;

/// The register-type bits of a parameter token (`[30:28]` and `[12:11]`).
pub fn reg_type_bits(ty: u8) -> u32 {
    let t = ty as u32;
    ((t & 0x7) << 28) | ((t & 0x18) << 8)
}

/// The register type of a parameter token.
pub fn reg_type_of(token: u32) -> u8 {
    (((token >> 28) & 0x7) | ((token >> 8) & 0x18)) as u8
}

/// The 4-bit result-shift field for a shift power (1 = `_x2` … -1 = `_d2`), if it fits.
pub fn shift_field(shift: i8) -> Option<u32> {
    match shift {
        0..=3 => Some(shift as u32),
        -3..=-1 => Some((16 + shift as i32) as u32),
        _ => None,
    }
}

/// The shift power of a 4-bit result-shift field; `None` for the undefined values 4–12.
pub fn shift_value(field: u32) -> Option<i8> {
    match field {
        0..=3 => Some(field as i8),
        13..=15 => Some(field as i8 - 16),
        _ => None,
    }
}

/// True for CONST, CONST2, CONST3 and CONST4.
pub fn is_float_const(ty: u8) -> bool {
    ty == RegType::CONST.0 || (RegType::CONST2.0..=RegType::CONST4.0).contains(&ty)
}

/// Splits a float-constant number 0–8191 into its encoded type and 11-bit number.
pub fn split_const(index: u32) -> Option<(u8, u32)> {
    let bank = index / CONST_BANK;
    let ty = match bank {
        0 => RegType::CONST.0,
        1 => RegType::CONST2.0,
        2 => RegType::CONST3.0,
        3 => RegType::CONST4.0,
        _ => return None,
    };
    Some((ty, index % CONST_BANK))
}

/// Merges an encoded float-constant type and number back into `c#` numbering.
pub fn merge_const(ty: u8, number: u32) -> u32 {
    match ty {
        t if t == RegType::CONST2.0 => number + CONST_BANK,
        t if t == RegType::CONST3.0 => number + 2 * CONST_BANK,
        t if t == RegType::CONST4.0 => number + 3 * CONST_BANK,
        _ => number,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_bits_round_trip() {
        for ty in 0..=31u8 {
            assert_eq!(reg_type_of(reg_type_bits(ty) | 0x8000_07FF), ty);
        }
        assert_eq!(reg_type_bits(RegType::COLOROUT.0), 0x0000_0800);
        assert_eq!(reg_type_bits(RegType::DEPTHOUT.0), 0x1000_0800);
        assert_eq!(reg_type_bits(RegType::PREDICATE.0), 0x3000_1000);
    }

    #[test]
    fn shifts() {
        assert_eq!(shift_field(-3), Some(13));
        assert_eq!(shift_field(-1), Some(15));
        assert_eq!(shift_field(4), None);
        for f in 0..16 {
            match shift_value(f) {
                Some(v) => assert_eq!(shift_field(v), Some(f)),
                None => assert!((4..=12).contains(&f)),
            }
        }
    }

    #[test]
    fn const_banks() {
        assert_eq!(split_const(2047), Some((2, 2047)));
        assert_eq!(split_const(2048), Some((11, 0)));
        assert_eq!(split_const(8191), Some((13, 2047)));
        assert_eq!(split_const(8192), None);
        assert_eq!(merge_const(12, 5), 4101);
    }
}
