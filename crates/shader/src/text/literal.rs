//! Number literals of `def`, `defi` and relative-address offsets.

/// The IEEE bits of a `def` value: a decimal float (`1`, `-2.5e3`, `.5`, `1.0f`), or a
/// `0x…` hex literal taken as the raw bits (a shadercts extension, so that NaN and
/// infinities round-trip). `neg` flips the sign bit.
pub fn float_bits(text: &str, neg: bool) -> Result<u32, String> {
    let sign = if neg { 0x8000_0000 } else { 0 };
    if let Some(hex) = hex_digits(text) {
        return u32::from_str_radix(hex, 16)
            .map(|b| b ^ sign)
            .map_err(|_| format!("`{text}` has more than 32 bits"));
    }
    let body = text.strip_suffix(['f', 'F']).unwrap_or(text);
    match body.parse::<f32>() {
        Ok(v) if v.is_finite() => Ok(v.to_bits() ^ sign),
        Ok(_) => Err(format!(
            "`{text}` is out of the range of a 32-bit float (write non-finite values as 0x… bits)"
        )),
        Err(_) => Err(format!("`{text}` is not a number")),
    }
}

/// A `defi` value: a decimal integer or `0x…` bits, negated when `neg`.
pub fn int_value(text: &str, neg: bool) -> Result<i32, String> {
    if let Some(hex) = hex_digits(text) {
        let bits =
            u32::from_str_radix(hex, 16).map_err(|_| format!("`{text}` has more than 32 bits"))?;
        let v = bits as i32;
        return Ok(if neg { v.wrapping_neg() } else { v });
    }
    let magnitude = unsigned(text).ok_or_else(|| format!("`{text}` is not an integer"))?;
    let v = if neg {
        -(magnitude as i64)
    } else {
        magnitude as i64
    };
    i32::try_from(v).map_err(|_| format!("`{text}` does not fit in a 32-bit integer"))
}

/// A decimal integer made of digits only; saturates at `u32::MAX + 1` so callers can
/// tell "too big" from "not a number".
pub fn unsigned(text: &str) -> Option<u64> {
    unsigned_bytes(text.as_bytes())
}

/// [`unsigned`] of the bytes of a text.
#[inline]
pub fn unsigned_bytes(text: &[u8]) -> Option<u64> {
    if text.is_empty() {
        return None;
    }
    let mut v = 0u64;
    for &b in text {
        let digit = b.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        v = (v * 10 + u64::from(digit)).min(1 << 32);
    }
    Some(v)
}

fn hex_digits(text: &str) -> Option<&str> {
    text.strip_prefix("0x").or_else(|| text.strip_prefix("0X"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats() {
        assert_eq!(float_bits("1", false), Ok(0x3f80_0000));
        assert_eq!(float_bits("1.", false), Ok(0x3f80_0000));
        assert_eq!(float_bits("1.0f", true), Ok(0xbf80_0000));
        assert_eq!(float_bits(".5", false), Ok(0x3f00_0000));
        assert_eq!(float_bits("3.5e1", false), Ok(35f32.to_bits()));
        assert_eq!(float_bits("1.e2", false), Ok(100f32.to_bits()));
        assert_eq!(float_bits("0.0", true), Ok(0x8000_0000));
        assert_eq!(float_bits("0x7fc00001", false), Ok(0x7fc0_0001));
        assert!(float_bits("1e99", false).is_err());
        assert!(float_bits("0x100000000", false).is_err());
    }

    #[test]
    fn unsigned_numbers() {
        assert_eq!(unsigned("0"), Some(0));
        assert_eq!(unsigned("2047"), Some(2047));
        assert_eq!(unsigned("99999999999999"), Some(1 << 32));
        assert_eq!(unsigned(""), None);
        assert_eq!(unsigned("1x"), None);
        assert_eq!(unsigned("+1"), None);
    }

    #[test]
    fn ints() {
        assert_eq!(int_value("2147483648", true), Ok(i32::MIN));
        assert!(int_value("2147483648", false).is_err());
        assert!(int_value("99999999999999999999999", false).is_err());
        assert!(int_value("1.5", false).is_err());
        assert_eq!(int_value("0xffffffff", false), Ok(-1));
    }
}
