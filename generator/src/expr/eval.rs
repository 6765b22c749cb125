//! Evaluating formulas in f64. Functions follow the formulas of the Microsoft asm
//! reference pages where they fix corner cases: `min(a, b)` is `a < b ? a : b` and
//! `max(a, b)` is `a >= b ? a : b` (so NaN behaves as the pages' code says), `rcp(0)`
//! is +inf, comparisons give 1 or 0.

use super::parser::Expr;
use super::{ExprError, Value};
use std::collections::BTreeMap;

/// The variables a formula can name: input registers (`c0`, `v0`, `vFace`) or the
/// frame's sources (`a`, `b`, `c`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Env {
    vars: BTreeMap<String, Value>,
}

impl Env {
    /// An empty environment.
    pub fn new() -> Env {
        Env::default()
    }

    /// Binds `name`.
    pub fn set(&mut self, name: impl Into<String>, v: Value) {
        self.vars.insert(name.into(), v);
    }

    /// The value of `name`, if bound.
    pub fn get(&self, name: &str) -> Option<Value> {
        self.vars.get(name).copied()
    }

    /// Every bound name, sorted.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.vars.keys().map(String::as_str)
    }
}

fn flag(b: bool) -> f64 {
    if b {
        1.0
    } else {
        0.0
    }
}

fn scalar(v: Value, what: &str, at: usize) -> Result<f64, ExprError> {
    match v {
        Value::Scalar(s) => Ok(s),
        Value::Vec4(_) => Err(ExprError::new(
            at,
            format!("{what} needs a scalar; take a component such as `.x`"),
        )),
    }
}

/// Rounds to a float format with `m` fraction bits and exponents `emin..=emax`, to
/// nearest even; overflow gives ±inf; below `2^emin` denormals or zero (seed 004's
/// fp16 s10e5 and fp24 s16e7, as docs/executor.md describes them).
pub fn round_float(x: f64, m: i32, emin: i32, emax: i32, denormals: bool) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    let e = x.abs().log2().floor() as i32;
    let e = if 2f64.powi(e) > x.abs() { e - 1 } else { e };
    if e < emin && !denormals {
        return 0.0f64.copysign(x);
    }
    let quantum = 2f64.powi(e.max(emin) - m);
    let r = (x / quantum).round_ties_even() * quantum;
    if r.abs() >= 2f64.powi(emax + 1) {
        f64::INFINITY.copysign(x)
    } else {
        r
    }
}

fn dot(a: Value, b: Value, n: usize) -> Value {
    let (a, b) = (a.vec4(), b.vec4());
    Value::Scalar((0..n).map(|i| a[i] * b[i]).sum())
}

fn call(name: &str, args: &[Value], at: usize) -> Result<Value, ExprError> {
    let a = args.first().copied().unwrap_or(Value::Scalar(0.0));
    let b = args.get(1).copied().unwrap_or(Value::Scalar(0.0));
    let c = args.get(2).copied().unwrap_or(Value::Scalar(0.0));
    Ok(match name {
        "abs" => a.map(f64::abs),
        "floor" => a.map(f64::floor),
        "ceil" => a.map(f64::ceil),
        "frac" => a.map(|x| x - x.floor()),
        "sqrt" => a.map(f64::sqrt),
        "rsq" => a.map(|x| 1.0 / x.sqrt()),
        "rcp" => a.map(|x| 1.0 / x),
        "exp2" => a.map(f64::exp2),
        "log2" => a.map(f64::log2),
        "sin" => a.map(f64::sin),
        "cos" => a.map(f64::cos),
        "saturate" => a.map(|x| if x > 0.0 { x.min(1.0) } else { 0.0 }),
        "sign" => a.map(|x| {
            if x > 0.0 {
                1.0
            } else if x < 0.0 {
                -1.0
            } else {
                0.0
            }
        }),
        "fp16" => a.map(|x| round_float(x, 10, -14, 15, true)),
        "fp24" => a.map(|x| round_float(x, 16, -62, 63, false)),
        "min" => a.zip(b, |x, y| if x < y { x } else { y }),
        "max" => a.zip(b, |x, y| if x >= y { x } else { y }),
        "pow" => a.zip(b, f64::powf),
        "dot2" => dot(a, b, 2),
        "dot3" => dot(a, b, 3),
        "dot4" => dot(a, b, 4),
        "cross" => {
            let (a, b) = (a.vec4(), b.vec4());
            Value::Vec4([
                a[1] * b[2] - a[2] * b[1],
                a[2] * b[0] - a[0] * b[2],
                a[0] * b[1] - a[1] * b[0],
                0.0,
            ])
        }
        "lt" => a.zip(b, |x, y| flag(x < y)),
        "le" => a.zip(b, |x, y| flag(x <= y)),
        "gt" => a.zip(b, |x, y| flag(x > y)),
        "ge" => a.zip(b, |x, y| flag(x >= y)),
        "eq" => a.zip(b, |x, y| flag(x == y)),
        "ne" => a.zip(b, |x, y| flag(x != y)),
        "clamp" => a.zip3(b, c, |x, lo, hi| {
            if x < lo {
                lo
            } else if x > hi {
                hi
            } else {
                x
            }
        }),
        "select" => a.zip3(b, c, |k, x, y| if k != 0.0 { x } else { y }),
        // Draw cases (docs/draw-cases.md): interpolation, texel indices under the
        // address modes.
        "lerp" => a.zip3(b, c, |x, y, t| x + (y - x) * t),
        "mod" => a.zip(b, |x, n| x - n * (x / n).floor()),
        "mirror" => a.zip(b, |i, n| {
            let m = i - 2.0 * n * (i / (2.0 * n)).floor();
            if m < n {
                m
            } else {
                2.0 * n - 1.0 - m
            }
        }),
        "unorm8" => a.map(|x| {
            let s = if x > 0.0 { x.min(1.0) } else { 0.0 };
            (s * 255.0).round()
        }),
        "vec4" => {
            let mut v = [0.0; 4];
            for (i, arg) in args.iter().enumerate() {
                v[i] = scalar(*arg, "each argument of vec4", at)?;
            }
            Value::Vec4(v)
        }
        other => return Err(ExprError::new(at, format!("unknown function `{other}`"))),
    })
}

/// Evaluates a parsed formula.
pub fn eval(e: &Expr, env: &Env) -> Result<Value, ExprError> {
    Ok(match e {
        Expr::Num(n) => Value::Scalar(*n),
        Expr::Var(name, at) => match (env.get(name), name.as_str()) {
            (Some(v), _) => v,
            (None, "inf") => Value::Scalar(f64::INFINITY),
            (None, "nan") => Value::Scalar(f64::NAN),
            (None, "pi") => Value::Scalar(std::f64::consts::PI),
            (None, _) => {
                let known: Vec<&str> = env.names().collect();
                return Err(ExprError::new(
                    *at,
                    format!(
                        "unknown name `{name}` (this case's inputs: {})",
                        if known.is_empty() {
                            "none".to_string()
                        } else {
                            known.join(", ")
                        }
                    ),
                ));
            }
        },
        Expr::Neg(x) => eval(x, env)?.map(|v| -v),
        Expr::Bin(op, l, r, _) => {
            let (l, r) = (eval(l, env)?, eval(r, env)?);
            match *op {
                "+" => l.zip(r, |a, b| a + b),
                "-" => l.zip(r, |a, b| a - b),
                "*" => l.zip(r, |a, b| a * b),
                "/" => l.zip(r, |a, b| a / b),
                "<" => l.zip(r, |a, b| flag(a < b)),
                "<=" => l.zip(r, |a, b| flag(a <= b)),
                ">" => l.zip(r, |a, b| flag(a > b)),
                ">=" => l.zip(r, |a, b| flag(a >= b)),
                "==" => l.zip(r, |a, b| flag(a == b)),
                _ => l.zip(r, |a, b| flag(a != b)),
            }
        }
        Expr::Call(name, args, at) => {
            let vals = args
                .iter()
                .map(|a| eval(a, env))
                .collect::<Result<Vec<_>, _>>()?;
            call(name, &vals, *at)?
        }
        Expr::Swizzle(x, comps, _) => {
            let v = eval(x, env)?.vec4();
            match comps.as_slice() {
                [c] => Value::Scalar(v[*c as usize]),
                _ => {
                    // Shorter swizzles repeat their last letter, as in shader assembly.
                    let last = comps.last().copied().unwrap_or(3);
                    Value::Vec4(std::array::from_fn(|i| {
                        v[comps.get(i).copied().unwrap_or(last) as usize]
                    }))
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::super::{evaluate, parse};
    use super::*;

    fn env() -> Env {
        let mut e = Env::new();
        e.set("a", Value::Vec4([1.0, -2.0, 3.0, 0.5]));
        e.set("b", Value::Vec4([4.0, 5.0, -6.0, 2.0]));
        e
    }

    fn v(src: &str) -> [f64; 4] {
        evaluate(src, &env()).unwrap().vec4()
    }

    #[test]
    fn draw_functions() {
        assert_eq!(v("lerp(a, b, 0.5)"), [2.5, 1.5, -1.5, 1.25]);
        // Floored modulo: texel indices of D3DTADDRESS_WRAP.
        assert_eq!(v("mod(vec4(-3, -1, 2, 5), 2)"), [1.0, 1.0, 0.0, 1.0]);
        // D3DTADDRESS_MIRROR on 2 texels: indices -4..3 read 0 1 1 0 | 0 1 | 1 0.
        assert_eq!(v("mirror(vec4(-3, -1, 2, 3), 2)"), [1.0, 0.0, 1.0, 0.0]);
        assert_eq!(
            v("unorm8(vec4(1.5, -0.5, 0.25, 0.5))"),
            [255.0, 0.0, 64.0, 128.0]
        );
    }

    #[test]
    fn hand_computed_values() {
        assert_eq!(v("a + b"), [5.0, 3.0, -3.0, 2.5]);
        assert_eq!(v("a * b - 1"), [3.0, -11.0, -19.0, 0.0]);
        assert_eq!(v("dot3(a, b)"), [-24.0; 4]); // 4 - 10 - 18
        assert_eq!(v("dot4(a, b)"), [-23.0; 4]);
        assert_eq!(v("a.wzyx"), [0.5, 3.0, -2.0, 1.0]);
        assert_eq!(v("a.xy"), [1.0, -2.0, -2.0, -2.0]);
        assert_eq!(v("vec4(a.x, b.y, 0, 1)"), [1.0, 5.0, 0.0, 1.0]);
        assert_eq!(v("min(a, b)"), [1.0, -2.0, -6.0, 0.5]);
        assert_eq!(v("max(a, b)"), [4.0, 5.0, 3.0, 2.0]);
        assert_eq!(v("frac(-a)"), [0.0, 0.0, 0.0, 0.5]);
        assert_eq!(v("saturate(a)"), [1.0, 0.0, 1.0, 0.5]);
        assert_eq!(v("lt(a, b)"), [1.0, 1.0, 0.0, 1.0]);
        assert_eq!(v("a >= 1"), [1.0, 0.0, 1.0, 0.0]);
        assert_eq!(v("select(a > 0, a, b)"), [1.0, 5.0, 3.0, 0.5]);
        assert_eq!(v("cross(a, b)"), [-3.0, 18.0, 13.0, 0.0]);
        assert_eq!(v("rsq(abs(b.x))"), [0.5; 4]);
        assert_eq!(v("pow(2, 10) + exp2(-1) + log2(8)"), [1027.5; 4]);
        assert_eq!(v("clamp(a, -1, 1)"), [1.0, -1.0, 1.0, 0.5]);
    }

    #[test]
    fn float_formats() {
        assert_eq!(v("fp16(1 + 1/4096)"), [1.0; 4]);
        assert_eq!(v("fp16(65504)"), [65504.0; 4]);
        assert_eq!(v("fp16(65520)"), [f64::INFINITY; 4]);
        assert_eq!(v("fp16(pow(2, -24))"), [2f64.powi(-24); 4]);
        assert_eq!(v("fp24(1 + 1/65536)"), [1.0 + 1.0 / 65536.0; 4]);
        assert_eq!(v("fp24(1 + 1/262144)"), [1.0; 4]);
        assert_eq!(v("fp24(pow(2, 64))"), [f64::INFINITY; 4]);
        assert_eq!(v("fp24(-pow(2, -63))"), [0.0; 4]);
    }

    #[test]
    fn special_values_follow_the_pages() {
        assert_eq!(v("rcp(0)"), [f64::INFINITY; 4]);
        // min(NaN, 1) = 1, max(1, NaN) = NaN.
        assert_eq!(v("min(nan, 1)"), [1.0; 4]);
        assert!(v("max(1, nan)")[0].is_nan());
        assert_eq!(v("saturate(nan)"), [0.0; 4]);
    }

    #[test]
    fn evaluation_errors_are_located() {
        let e = evaluate("a + q0", &env()).unwrap_err();
        assert_eq!(e.offset, 4);
        assert!(e.message.contains("unknown name `q0`") && e.message.contains("a, b"));
        let e = eval(&parse("vec4(a, 1, 2, 3)").unwrap(), &env()).unwrap_err();
        assert_eq!(e.offset, 0);
        assert!(e.message.contains("needs a scalar"));
    }
}
