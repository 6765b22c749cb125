//! Scalar functions of the special instructions, with the special cases the instruction
//! reference pages define.

/// "rcp - vs" / "rcp - ps": 1/x; exactly 1.0 gives exactly 1.0, 0.0 gives infinity.
///
/// The pages' pseudocode writes FLT_MAX for a zero source while their prose says "a
/// source of 0.0 yields infinity"; the prose is followed (IEEE 1/±0 = ±infinity).
#[inline]
pub fn rcp(x: f32) -> f32 {
    if x == 1.0 {
        1.0
    } else {
        1.0 / x
    }
}

/// "rsq - vs" / "rsq - ps": 1/sqrt(|x|); the absolute value is taken first, exactly 1.0
/// gives exactly 1.0 and 0.0 gives +infinity (prose; the pseudocode says FLT_MAX).
#[inline]
pub fn rsq(x: f32) -> f32 {
    let f = x.abs();
    if f == 1.0 {
        1.0
    } else {
        1.0 / f.sqrt()
    }
}

/// "exp - vs" (full precision, at least 21 bits) and "expp - vs" (vs_2_0 and later,
/// at least 10 bits): 2^x, computed here to full single precision.
#[inline]
pub fn exp2(x: f32) -> f32 {
    x.exp2()
}

/// "log - vs" / "logp - vs": log2(|x|), and -FLT_MAX for a zero source.
#[inline]
pub fn log2(x: f32) -> f32 {
    let f = x.abs();
    if f != 0.0 {
        f.log2()
    } else {
        -f32::MAX
    }
}

/// "expp - vs", vs_1_1 form: (2^floor(v), v - floor(v), 2^v, 1).
pub fn expp_vs11(v: f32) -> [f32; 4] {
    let fl = v.floor();
    [fl.exp2(), v - fl, v.exp2(), 1.0]
}

/// "pow - vs" / "pow - ps": |src0| ^ src1 (the base's sign is ignored).
pub fn pow(base: f32, exponent: f32) -> f32 {
    base.abs().powf(exponent)
}

/// "lit - vs": (1, N·L clamped at 0, specular, 1) with the power clamped to ±127.9961.
pub fn lit(x: f32, y: f32, w: f32) -> [f32; 4] {
    const MAXPOWER: f32 = 127.9961;
    let power = w.clamp(-MAXPOWER, MAXPOWER);
    let mut d = [1.0, 0.0, 0.0, 1.0];
    if x > 0.0 {
        d[1] = x;
        if y > 0.0 {
            d[2] = y.powf(power);
        }
    }
    d
}
