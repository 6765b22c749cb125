//! The expected pixels of a draw case (`X.pixels.json`, manifest format 4,
//! docs/suite-format.md) and the expected-value components that execute outputs share
//! with them (`{"any_of": [...]}`): the generator writes these types and the harness
//! reads and grades with them, so both agree on the file.
//!
//! ```json
//! {"targets": [{"format": "float32", "width": 8, "height": 8,
//!               "pixels": [{"x": 0, "y": 0, "rgba": [0, 0, 0, 1]},
//!                          {"x": 3, "y": 5, "rgba": [0.375, null, "nan", 1], "tolerance": 0.01}]}],
//!  "depth": [{"x": 1, "y": 1, "value": 0.5}]}
//! ```

use serde::de::{self, MapAccess, SeqAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The largest render target side an expectation may name (the pipeline's limit too).
pub const MAX_SIDE: u32 = 4096;

/// The most values an `any_of` may list.
pub const MAX_ANY_OF: usize = 16;

/// One expected value: a number (within tolerance), an exact infinity or NaN, `null`
/// (not compared), or any of several values (vendor-dependent native results).
#[derive(Clone, Debug, PartialEq)]
pub enum Component {
    /// `null`: not compared.
    Ignored,
    /// A finite number, compared within the tolerance.
    Number(f64),
    /// `"inf"`: exactly +infinity.
    Inf,
    /// `"-inf"`: exactly -infinity.
    NegInf,
    /// `"nan"`: any NaN.
    NaN,
    /// `{"any_of": [...]}`: any listed value passes (none of them `null` or an `any_of`).
    AnyOf(Vec<Component>),
}

impl Component {
    /// Whether `actual` passes within `tolerance` (absolute).
    pub fn accepts(&self, actual: f64, tolerance: f64) -> bool {
        match self {
            Component::Ignored => true,
            Component::Number(n) => actual.is_finite() && (actual - n).abs() <= tolerance,
            Component::Inf => actual == f64::INFINITY,
            Component::NegInf => actual == f64::NEG_INFINITY,
            Component::NaN => actual.is_nan(),
            Component::AnyOf(list) => list.iter().any(|c| c.accepts(actual, tolerance)),
        }
    }

    /// Whether the component is compared at all (not `null`).
    pub fn is_compared(&self) -> bool {
        !matches!(self, Component::Ignored)
    }

    /// The value a picture of the expectation shows: the number, ±infinity, NaN, the
    /// first of an `any_of`; `None` for `null`.
    pub fn representative(&self) -> Option<f64> {
        match self {
            Component::Ignored => None,
            Component::Number(n) => Some(*n),
            Component::Inf => Some(f64::INFINITY),
            Component::NegInf => Some(f64::NEG_INFINITY),
            Component::NaN => Some(f64::NAN),
            Component::AnyOf(list) => list.first().and_then(Component::representative),
        }
    }
}

impl fmt::Display for Component {
    /// As the file writes it (`0.5`, `"inf"`, `null`, `any_of [0, 1]`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Component::Ignored => f.write_str("null"),
            Component::Number(n) => write!(f, "{n}"),
            Component::Inf => f.write_str("inf"),
            Component::NegInf => f.write_str("-inf"),
            Component::NaN => f.write_str("nan"),
            Component::AnyOf(list) => {
                let items: Vec<String> = list.iter().map(ToString::to_string).collect();
                write!(f, "any_of [{}]", items.join(", "))
            }
        }
    }
}

impl Serialize for Component {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Component::Ignored => s.serialize_none(),
            Component::Number(n) => s.serialize_f64(*n),
            Component::Inf => s.serialize_str("inf"),
            Component::NegInf => s.serialize_str("-inf"),
            Component::NaN => s.serialize_str("nan"),
            Component::AnyOf(list) => {
                let mut m = s.serialize_map(Some(1))?;
                m.serialize_entry("any_of", list)?;
                m.end()
            }
        }
    }
}

impl<'de> Deserialize<'de> for Component {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Component, D::Error> {
        d.deserialize_any(ComponentVisitor)
    }
}

struct ComponentVisitor;

impl<'de> Visitor<'de> for ComponentVisitor {
    type Value = Component;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a number, \"inf\", \"-inf\", \"nan\", null or {\"any_of\": [...]}")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Component, E> {
        Ok(Component::Ignored)
    }

    fn visit_none<E: de::Error>(self) -> Result<Component, E> {
        Ok(Component::Ignored)
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Component, E> {
        if v.is_finite() {
            Ok(Component::Number(v))
        } else {
            Err(E::custom(
                "a number must be finite (write \"inf\", \"-inf\" or \"nan\")",
            ))
        }
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Component, E> {
        Ok(Component::Number(v as f64))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Component, E> {
        Ok(Component::Number(v as f64))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Component, E> {
        match v {
            "inf" => Ok(Component::Inf),
            "-inf" => Ok(Component::NegInf),
            "nan" => Ok(Component::NaN),
            _ => Err(E::custom(format!(
                "`{}` is not a value (a number, \"inf\", \"-inf\", \"nan\", null or {{\"any_of\": [...]}})",
                crate::names::clip(v)
            ))),
        }
    }

    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<Component, A::Error> {
        Err(de::Error::custom(
            "a list is not a value (several acceptable values are {\"any_of\": [...]})",
        ))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Component, A::Error> {
        let mut list: Option<Vec<Component>> = None;
        while let Some(key) = map.next_key::<String>()? {
            if key != "any_of" {
                return Err(de::Error::custom(format!(
                    "unknown key `{}` in a value (the only object is {{\"any_of\": [...]}})",
                    crate::names::clip(&key)
                )));
            }
            if list.is_some() {
                return Err(de::Error::custom("`any_of` is given twice"));
            }
            list = Some(map.next_value()?);
        }
        let list = list.ok_or_else(|| de::Error::custom("an object value needs `any_of`"))?;
        if list.is_empty() || list.len() > MAX_ANY_OF {
            return Err(de::Error::custom(format!(
                "`any_of` lists 1 to {MAX_ANY_OF} values, this one {}",
                list.len()
            )));
        }
        if list
            .iter()
            .any(|c| matches!(c, Component::Ignored | Component::AnyOf(_)))
        {
            return Err(de::Error::custom(
                "`any_of` lists numbers, \"inf\", \"-inf\" or \"nan\" (not null, not another any_of)",
            ));
        }
        Ok(Component::AnyOf(list))
    }
}

/// One chosen pixel of a render target.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectedPixel {
    /// Column, from the left.
    pub x: u32,
    /// Row, from the top.
    pub y: u32,
    /// Red, green, blue, alpha (0–255 integers for unorm8 targets).
    pub rgba: [Component; 4],
    /// This pixel's absolute tolerance (default: the case's `expect.tolerance`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerance: Option<f64>,
}

/// The expectation of one render target.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectedTarget {
    /// `float32` or `unorm8` (as SCENE.json names it).
    pub format: String,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The chosen pixels; the others are not compared.
    pub pixels: Vec<ExpectedPixel>,
}

/// One chosen depth-buffer value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectedDepth {
    /// Column, from the left.
    pub x: u32,
    /// Row, from the top.
    pub y: u32,
    /// The depth.
    pub value: Component,
    /// This value's absolute tolerance (default: the case's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerance: Option<f64>,
}

/// `X.pixels.json`: the expected pixels of a draw case, by render target.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectedPixels {
    /// One entry per render target, in the scene's order.
    pub targets: Vec<ExpectedTarget>,
    /// Chosen depth values (only when the scene has a depth buffer).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub depth: Vec<ExpectedDepth>,
}

impl ExpectedPixels {
    /// Reads `X.pixels.json`; the error names what is wrong (and where, for JSON).
    pub fn parse(text: &str) -> Result<ExpectedPixels, String> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let p: ExpectedPixels = serde_json::from_str(text).map_err(|e| e.to_string())?;
        p.check()?;
        Ok(p)
    }

    /// The file's text: pretty JSON with a final newline (what the generator writes).
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).unwrap_or_default();
        s.push('\n');
        s
    }

    /// Why the expectation cannot be graded, if it cannot: no target, an unknown
    /// format, a size of 0 or above [`MAX_SIDE`], a pixel outside its target, a
    /// negative or non-finite tolerance, a depth value outside target 0.
    pub fn check(&self) -> Result<(), String> {
        if self.targets.is_empty() {
            return Err("`targets` is empty: a draw expects at least one render target".into());
        }
        let tol = |t: Option<f64>, at: &str| match t {
            Some(t) if !t.is_finite() || t < 0.0 => {
                Err(format!("{at}: tolerance {t} is not a finite number >= 0"))
            }
            _ => Ok(()),
        };
        for (i, t) in self.targets.iter().enumerate() {
            if !matches!(t.format.as_str(), "float32" | "unorm8") {
                return Err(format!(
                    "targets[{i}]: unknown format `{}` (expected float32 or unorm8)",
                    crate::names::clip(&t.format)
                ));
            }
            for (side, v) in [("width", t.width), ("height", t.height)] {
                if v == 0 || v > MAX_SIDE {
                    return Err(format!("targets[{i}]: {side} {v} is not 1 to {MAX_SIDE}"));
                }
            }
            for p in &t.pixels {
                let at = format!("targets[{i}] pixel ({}, {})", p.x, p.y);
                if p.x >= t.width || p.y >= t.height {
                    return Err(format!(
                        "{at} is outside the {}x{} target",
                        t.width, t.height
                    ));
                }
                tol(p.tolerance, &at)?;
            }
        }
        let (w, h) = (self.targets[0].width, self.targets[0].height);
        for d in &self.depth {
            let at = format!("depth ({}, {})", d.x, d.y);
            if d.x >= w || d.y >= h {
                return Err(format!("{at} is outside the {w}x{h} target"));
            }
            tol(d.tolerance, &at)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_read_and_write_as_the_format_says() {
        let text = r#"{"targets":[{"format":"float32","width":2,"height":1,"pixels":[{"x":1,"y":0,"rgba":[0.5,null,"nan",{"any_of":[0,"inf"]}],"tolerance":0.01}]}]}"#;
        let p = ExpectedPixels::parse(text).expect("parses");
        let px = &p.targets[0].pixels[0];
        assert_eq!(px.rgba[0], Component::Number(0.5));
        assert_eq!(px.rgba[1], Component::Ignored);
        assert_eq!(px.rgba[2], Component::NaN);
        assert_eq!(
            px.rgba[3],
            Component::AnyOf(vec![Component::Number(0.0), Component::Inf])
        );
        let again = ExpectedPixels::parse(&p.to_json()).expect("round trip");
        assert_eq!(again, p);
    }

    #[test]
    fn comparison() {
        assert!(Component::Number(0.5).accepts(0.505, 0.01));
        assert!(!Component::Number(0.5).accepts(0.52, 0.01));
        assert!(!Component::Number(0.5).accepts(f64::NAN, 1.0));
        assert!(Component::Inf.accepts(f64::INFINITY, 0.0));
        assert!(!Component::Inf.accepts(f64::MAX, 0.0));
        assert!(Component::NaN.accepts(f64::NAN, 0.0));
        assert!(Component::Ignored.accepts(f64::NAN, 0.0));
        let any = Component::AnyOf(vec![Component::Number(0.0), Component::Number(1.0)]);
        assert!(any.accepts(1.0, 0.0) && any.accepts(0.0, 0.0) && !any.accepts(0.5, 0.1));
    }

    #[test]
    fn bad_files_are_refused_with_a_reason() {
        for (text, says) in [
            (r#"{"targets":[]}"#, "empty"),
            (
                r#"{"targets":[{"format":"rgb","width":1,"height":1,"pixels":[]}]}"#,
                "unknown format",
            ),
            (
                r#"{"targets":[{"format":"unorm8","width":2,"height":2,"pixels":[{"x":2,"y":0,"rgba":[0,0,0,0]}]}]}"#,
                "outside",
            ),
            (
                r#"{"targets":[{"format":"unorm8","width":2,"height":2,"pixels":[{"x":0,"y":0,"rgba":["big",0,0,0]}]}]}"#,
                "not a value",
            ),
            (
                r#"{"targets":[{"format":"unorm8","width":2,"height":2,"pixels":[{"x":0,"y":0,"rgba":[{"any_of":[]},0,0,0]}]}]}"#,
                "any_of",
            ),
            (
                r#"{"targets":[{"format":"unorm8","width":2,"height":2,"pixels":[{"x":0,"y":0,"rgba":[0,0,0,0],"tolerance":-1}]}]}"#,
                "tolerance",
            ),
        ] {
            let e = ExpectedPixels::parse(text).expect_err(text);
            assert!(e.contains(says), "{text}: {e}");
        }
    }
}
