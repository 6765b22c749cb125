//! Grading a draw answer (format 4): the frame a backend drew (what `shadercts draw
//! --format json` prints) against the chosen pixels of the case's `X.pixels.json`
//! ([`ExpectedPixels`]), each component within its tolerance, `null` not compared,
//! `"inf"`/`"-inf"`/`"nan"` exactly, `any_of` any listed value. A missing target, a
//! target of another size or format, or a malformed answer fails the case.

use crate::backend::Response;
use crate::suite::{Case, Suite};
use serde_json::Value;
use shadercts_suite_files::pixels::{Component, ExpectedPixels, MAX_SIDE};

/// One render target of a drawn frame.
#[derive(Clone, Debug, PartialEq)]
pub struct DrawnTarget {
    /// `float32` or `unorm8`.
    pub format: String,
    /// Pixels, rows from the top, `width * height` of them.
    pub pixels: Vec<[f64; 4]>,
}

/// A frame as a backend answered it.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawn {
    /// Width of every target.
    pub width: u32,
    /// Height of every target.
    pub height: u32,
    /// The render targets, in order.
    pub targets: Vec<DrawnTarget>,
    /// The depth buffer, rows from the top, when the answer has one.
    pub depth: Option<Vec<f64>>,
}

impl Drawn {
    /// Reads an answer's `outputs`; the error says what is malformed.
    pub fn parse(v: &Value) -> Result<Drawn, String> {
        let side = |key: &str| {
            v.get(key)
                .and_then(Value::as_u64)
                .filter(|n| (1..=u64::from(MAX_SIDE)).contains(n))
                .map(|n| n as u32)
                .ok_or_else(|| format!("the answer has no `{key}` from 1 to {MAX_SIDE}"))
        };
        let (width, height) = (side("width")?, side("height")?);
        let targets = v
            .get("targets")
            .and_then(Value::as_array)
            .ok_or("the answer has no `targets` list")?;
        let mut out = Vec::with_capacity(targets.len());
        for (i, t) in targets.iter().enumerate() {
            let format = t
                .get("format")
                .and_then(Value::as_str)
                .ok_or_else(|| format!("targets[{i}] has no `format`"))?
                .to_string();
            let rows = t
                .get("pixels")
                .ok_or_else(|| format!("targets[{i}] has no `pixels`"))?;
            let pixels = grid(rows, width, height, &format!("targets[{i}]"), |p, at| {
                let a = p
                    .as_array()
                    .filter(|a| a.len() == 4)
                    .ok_or_else(|| format!("{at} is not [r, g, b, a]"))?;
                let mut px = [0.0; 4];
                for (c, x) in px.iter_mut().zip(a) {
                    *c = number(x).ok_or_else(|| format!("{at}: `{x}` is not a number"))?;
                }
                Ok(px)
            })?;
            out.push(DrawnTarget { format, pixels });
        }
        let depth = match v.get("depth") {
            None | Some(Value::Null) => None,
            Some(rows) => Some(grid(rows, width, height, "depth", |x, at| {
                number(x).ok_or_else(|| format!("{at}: `{x}` is not a number"))
            })?),
        };
        Ok(Drawn {
            width,
            height,
            targets: out,
            depth,
        })
    }
}

/// A number of an answer: a JSON number or `"inf"`, `"-inf"`, `"nan"`.
fn number(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => match s.as_str() {
            "inf" => Some(f64::INFINITY),
            "-inf" => Some(f64::NEG_INFINITY),
            "nan" => Some(f64::NAN),
            _ => None,
        },
        _ => None,
    }
}

/// `height` rows of `width` items, each read by `item`, row-major.
fn grid<T>(
    rows: &Value,
    width: u32,
    height: u32,
    what: &str,
    item: impl Fn(&Value, &str) -> Result<T, String>,
) -> Result<Vec<T>, String> {
    let rows = rows
        .as_array()
        .filter(|r| r.len() == height as usize)
        .ok_or_else(|| format!("{what} does not have {height} rows"))?;
    let mut out = Vec::with_capacity(width as usize * height as usize);
    for (y, row) in rows.iter().enumerate() {
        let row = row
            .as_array()
            .filter(|r| r.len() == width as usize)
            .ok_or_else(|| format!("{what} row {y} does not have {width} pixels"))?;
        for (x, p) in row.iter().enumerate() {
            out.push(item(p, &format!("{what} pixel ({x}, {y})"))?);
        }
    }
    Ok(out)
}

/// One compared component that differs.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    /// The render target (`None`: the depth buffer).
    pub target: Option<usize>,
    /// Column.
    pub x: u32,
    /// Row.
    pub y: u32,
    /// 0–3 for r, g, b, a (0 for depth).
    pub channel: usize,
    /// What was expected.
    pub want: Component,
    /// What was drawn.
    pub got: f64,
    /// The tolerance it was compared with.
    pub tolerance: f64,
}

impl Mismatch {
    /// `target 0 pixel (3, 5) g: expected 0.625, got 0.5 (tolerance 0)`.
    pub fn describe(&self) -> String {
        let at = match self.target {
            Some(t) => format!(
                "target {t} pixel ({}, {}) {}",
                self.x,
                self.y,
                ["r", "g", "b", "a"][self.channel.min(3)]
            ),
            None => format!("depth ({}, {})", self.x, self.y),
        };
        // A tolerance such as 2^-21 reads better as 4.76837158203125e-7.
        let tolerance = if self.tolerance != 0.0 && self.tolerance.abs() < 1e-3 {
            format!("{:e}", self.tolerance)
        } else {
            self.tolerance.to_string()
        };
        format!(
            "{at}: expected {}, got {} (tolerance {tolerance})",
            self.want, self.got
        )
    }
}

/// The components of `got` that differ from `want` (every pixel's components in
/// order), or why the answer cannot be compared at all (a missing target, another
/// size or format, no depth buffer when depth is expected).
pub fn mismatches(
    want: &ExpectedPixels,
    got: &Drawn,
    tolerance: f64,
) -> Result<Vec<Mismatch>, String> {
    let mut out = Vec::new();
    for (i, t) in want.targets.iter().enumerate() {
        let Some(g) = got.targets.get(i) else {
            return Err(format!(
                "render target {i} is missing (the answer has {})",
                got.targets.len()
            ));
        };
        if (got.width, got.height) != (t.width, t.height) {
            return Err(format!(
                "the targets are {}x{}, expected {}x{}",
                got.width, got.height, t.width, t.height
            ));
        }
        if g.format != t.format {
            return Err(format!(
                "render target {i} is {}, expected {}",
                crate::untrusted::line(&g.format),
                t.format
            ));
        }
        for p in &t.pixels {
            let actual = g.pixels[(p.y * t.width + p.x) as usize];
            let tol = p.tolerance.unwrap_or(tolerance);
            for (c, w) in p.rgba.iter().enumerate() {
                if !w.accepts(actual[c], tol) {
                    out.push(Mismatch {
                        target: Some(i),
                        x: p.x,
                        y: p.y,
                        channel: c,
                        want: w.clone(),
                        got: actual[c],
                        tolerance: tol,
                    });
                }
            }
        }
    }
    if !want.depth.is_empty() {
        let Some(depth) = &got.depth else {
            return Err("the answer has no depth buffer, expected depth values".into());
        };
        for d in &want.depth {
            let Some(actual) = depth.get((d.y * got.width + d.x) as usize).copied() else {
                return Err(format!("depth ({}, {}) is outside the answer", d.x, d.y));
            };
            let tol = d.tolerance.unwrap_or(tolerance);
            if !d.value.accepts(actual, tol) {
                out.push(Mismatch {
                    target: None,
                    x: d.x,
                    y: d.y,
                    channel: 0,
                    want: d.value.clone(),
                    got: actual,
                    tolerance: tol,
                });
            }
        }
    }
    Ok(out)
}

/// The case's expected pixels at the suite's grading level.
pub fn expected(suite: &Suite, case: &Case) -> Result<ExpectedPixels, String> {
    let file = case
        .expect
        .pixels
        .as_ref()
        .ok_or("the case has no expected pixels")?;
    let f = suite
        .read_file(file)
        .map_err(|e| format!("cannot read the expected pixels: {e}"))?;
    let text = std::str::from_utf8(&f.data).map_err(|_| format!("{} is not UTF-8", file.path))?;
    ExpectedPixels::parse(text).map_err(|e| format!("{}: {e}", file.path))
}

/// Why the drawn frame differs from the expected pixels, if it does: the first
/// differing component named, and how many chosen pixels differ.
pub fn compare_pixels(suite: &Suite, case: &Case, response: &Response) -> Option<String> {
    let want = match expected(suite, case) {
        Ok(w) => w,
        Err(e) => return Some(e),
    };
    let Some(outputs) = &response.outputs else {
        return Some("drawn but returned no pixels".into());
    };
    let got = match Drawn::parse(outputs) {
        Ok(g) => g,
        Err(e) => return Some(format!("the answer is not a frame: {e}")),
    };
    let bad = match mismatches(&want, &got, case.expect.tolerance.unwrap_or(0.0)) {
        Ok(b) => b,
        Err(e) => return Some(format!("pixels differ: {e}")),
    };
    let first = bad.first()?;
    let mut pixels: Vec<(Option<usize>, u32, u32)> =
        bad.iter().map(|m| (m.target, m.x, m.y)).collect();
    pixels.dedup();
    let chosen = want.targets.iter().map(|t| t.pixels.len()).sum::<usize>() + want.depth.len();
    Some(format!(
        "pixels differ at {}; {} of {chosen} chosen pixels differ",
        first.describe(),
        pixels.len()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn want() -> ExpectedPixels {
        ExpectedPixels::parse(
            r#"{"targets":[{"format":"float32","width":2,"height":1,"pixels":[
                {"x":0,"y":0,"rgba":[0,0.5,null,1]},
                {"x":1,"y":0,"rgba":["inf",{"any_of":[0,1]},"nan",1],"tolerance":0.1}]}]}"#,
        )
        .expect("expected pixels")
    }

    #[test]
    fn a_matching_frame_has_no_mismatch() {
        let got = Drawn::parse(&json!({"width":2,"height":1,"targets":[{"format":"float32",
            "pixels":[[[0,0.5,7,1],["inf",1,"nan",0.95]]]}]}))
        .expect("frame");
        assert_eq!(mismatches(&want(), &got, 0.0), Ok(vec![]));
    }

    #[test]
    fn a_wrong_pixel_is_named() {
        let got = Drawn::parse(&json!({"width":2,"height":1,"targets":[{"format":"float32",
            "pixels":[[[0,0.25,7,1],["inf",0.5,"nan",1]]]}]}))
        .expect("frame");
        let bad = mismatches(&want(), &got, 0.0).expect("comparable");
        assert_eq!(bad.len(), 2);
        assert_eq!(
            bad[0].describe(),
            "target 0 pixel (0, 0) g: expected 0.5, got 0.25 (tolerance 0)"
        );
        assert!(bad[1].describe().contains("any_of [0, 1]"), "{:?}", bad[1]);
    }

    #[test]
    fn a_frame_of_another_shape_is_refused() {
        let small = Drawn::parse(&json!({"width":1,"height":1,"targets":[{"format":"float32",
            "pixels":[[[0,0,0,0]]]}]}))
        .expect("frame");
        assert!(mismatches(&want(), &small, 0.0)
            .expect_err("size")
            .contains("1x1"));
        let none = Drawn::parse(&json!({"width":2,"height":1,"targets":[]})).expect("frame");
        assert!(mismatches(&want(), &none, 0.0)
            .expect_err("missing")
            .contains("missing"));
        assert!(
            Drawn::parse(&json!({"width":2,"height":1,"targets":[{"format":"float32",
            "pixels":[[[0,0,0,0]]]}]}))
            .expect_err("short row")
            .contains("row 0")
        );
    }
}
