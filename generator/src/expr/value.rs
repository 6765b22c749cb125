//! Values of formulas: a scalar or a 4-vector of f64.

use std::fmt;

/// A formula value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// One number (replicated when a vector is needed).
    Scalar(f64),
    /// Four components x, y, z, w.
    Vec4([f64; 4]),
}

impl Value {
    /// The four components (a scalar replicated).
    pub fn vec4(self) -> [f64; 4] {
        match self {
            Value::Scalar(s) => [s; 4],
            Value::Vec4(v) => v,
        }
    }

    /// Applies `f` to every component.
    pub fn map(self, f: impl Fn(f64) -> f64) -> Value {
        match self {
            Value::Scalar(s) => Value::Scalar(f(s)),
            Value::Vec4(v) => Value::Vec4(v.map(f)),
        }
    }

    /// Combines two values component by component (a scalar meets every component).
    pub fn zip(self, other: Value, f: impl Fn(f64, f64) -> f64) -> Value {
        match (self, other) {
            (Value::Scalar(a), Value::Scalar(b)) => Value::Scalar(f(a, b)),
            (a, b) => {
                let (a, b) = (a.vec4(), b.vec4());
                Value::Vec4([f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2]), f(a[3], b[3])])
            }
        }
    }

    /// Combines three values component by component.
    pub fn zip3(self, b: Value, c: Value, f: impl Fn(f64, f64, f64) -> f64) -> Value {
        match (self, b, c) {
            (Value::Scalar(a), Value::Scalar(b), Value::Scalar(c)) => Value::Scalar(f(a, b, c)),
            (a, b, c) => {
                let (a, b, c) = (a.vec4(), b.vec4(), c.vec4());
                Value::Vec4(std::array::from_fn(|i| f(a[i], b[i], c[i])))
            }
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Scalar(s) => write!(f, "{s}"),
            Value::Vec4(v) => write!(f, "({}, {}, {}, {})", v[0], v[1], v[2], v[3]),
        }
    }
}
