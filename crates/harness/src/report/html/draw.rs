//! The pictures of a failed draw case on the HTML report: per render target the
//! expected image (the chosen pixels in their colour, a grey checkerboard where nothing
//! is compared), the drawn image and a difference image (chosen pixels green when they
//! match, red when they differ), side by side. Each is an inline PNG (`data:` URI, so
//! the page stays one file), scaled up with nearest so that an 8×8 target is visible;
//! the differing pixels are outlined in red on the expected and drawn images.

use crate::grade_draw::{self, Drawn, Mismatch};
use crate::result::CaseReport;
use crate::suite::{Case, Suite};
use serde::Serialize;
use shadercts_suite_files::pixels::{Component, ExpectedTarget};
use std::collections::HashSet;

/// Targets with more pixels than this are not drawn on the page (the JSON report has
/// every value).
const MAX_PIXELS: u64 = 256 * 256;
/// The shorter of the two limits on a picture's longer side, in screen pixels.
const MIN_SIDE: u32 = 128;

/// The pictures of one draw case.
#[derive(Serialize)]
pub struct DrawView {
    /// One row of pictures per expected render target.
    pub targets: Vec<TargetImages>,
    /// Why some picture is missing or what could not be compared, when so.
    pub note: String,
}

/// Expected, drawn and difference images of one render target.
#[derive(Serialize)]
pub struct TargetImages {
    /// `render target 0 (float32, 8×8)`.
    pub label: String,
    /// `data:image/png;base64,…` of the expected image.
    pub expected: String,
    /// The drawn image (empty when the answer has no such target).
    pub actual: String,
    /// The difference image (empty when the answer cannot be compared).
    pub diff: String,
    /// Shown width and height, in CSS pixels.
    pub width: u32,
    /// Shown height.
    pub height: u32,
    /// How many chosen pixels differ, and how many are compared.
    pub counts: String,
}

/// The pictures of `report`'s case when it is a draw case the report can show.
pub fn view(suite: &Suite, case: &Case, report: &CaseReport) -> Option<DrawView> {
    let want = match grade_draw::expected(suite, case) {
        Ok(w) => w,
        Err(e) => {
            return Some(DrawView {
                targets: Vec::new(),
                note: e,
            })
        }
    };
    let drawn = report
        .actual
        .as_ref()
        .and_then(|a| a.outputs.as_ref())
        .map(Drawn::parse);
    let mut note = String::new();
    let drawn = match drawn {
        Some(Ok(d)) => Some(d),
        Some(Err(e)) => {
            note = format!("the answer is not a frame: {e}");
            None
        }
        None => None,
    };
    let tolerance = case.expect.tolerance.unwrap_or(0.0);
    let bad = match &drawn {
        Some(d) => match grade_draw::mismatches(&want, d, tolerance) {
            Ok(b) => Some(b),
            Err(e) => {
                note = e;
                None
            }
        },
        None => None,
    };
    let targets = want
        .targets
        .iter()
        .enumerate()
        .map(|(i, t)| target_images(i, t, drawn.as_ref(), bad.as_deref(), &mut note))
        .collect();
    Some(DrawView { targets, note })
}

fn target_images(
    i: usize,
    t: &ExpectedTarget,
    drawn: Option<&Drawn>,
    bad: Option<&[Mismatch]>,
    note: &mut String,
) -> TargetImages {
    let (w, h) = (t.width, t.height);
    let label = format!("render target {i} ({}, {w}×{h})", t.format);
    if u64::from(w) * u64::from(h) > MAX_PIXELS {
        if note.is_empty() {
            *note = format!("render target {i} is {w}×{h}: too large to show here");
        }
        return TargetImages {
            label,
            expected: String::new(),
            actual: String::new(),
            diff: String::new(),
            width: 0,
            height: 0,
            counts: String::new(),
        };
    }
    let scale = MIN_SIDE.div_ceil(w.max(h)).clamp(1, 32);
    let unorm = t.format == "unorm8";
    // The drawn target, when it has this size.
    let got = drawn
        .filter(|d| (d.width, d.height) == (w, h))
        .and_then(|d| d.targets.get(i));
    let differing: HashSet<(u32, u32)> = bad
        .unwrap_or_default()
        .iter()
        .filter(|m| m.target == Some(i))
        .map(|m| (m.x, m.y))
        .collect();
    let n = (w * h) as usize;
    let mut expected: Vec<Option<[u8; 3]>> = vec![None; n];
    let mut diff: Vec<Option<[u8; 3]>> = vec![None; n];
    for p in &t.pixels {
        let at = (p.y * w + p.x) as usize;
        let drawn_px = got.map(|g| g.pixels[at]);
        let rgb: [u8; 3] = std::array::from_fn(|c| {
            // A component not compared shows what was drawn (else mid grey).
            let v = match (&p.rgba[c], drawn_px) {
                (Component::Ignored, Some(d)) => Some(d[c]),
                (comp, _) => comp.representative(),
            };
            byte(v.unwrap_or(if unorm { 128.0 } else { 0.5 }), unorm)
        });
        expected[at] = Some(rgb);
        diff[at] = Some(if differing.contains(&(p.x, p.y)) {
            [230, 0, 0]
        } else {
            [40, 170, 40]
        });
    }
    let actual: Option<Vec<Option<[u8; 3]>>> = got.map(|g| {
        g.pixels
            .iter()
            .map(|p| Some([byte(p[0], unorm), byte(p[1], unorm), byte(p[2], unorm)]))
            .collect()
    });
    let chosen: HashSet<(u32, u32)> = t.pixels.iter().map(|p| (p.x, p.y)).collect();
    let image = |px: &[Option<[u8; 3]>], marks: Marks| data_uri(&png(px, w, h, scale, marks));
    let compared = t.pixels.len();
    TargetImages {
        label,
        // On the expected image every chosen pixel is framed (a white one would not stand
        // out from the checks), the differing ones in red.
        expected: image(
            &expected,
            Marks {
                differing: Some(&differing),
                chosen: Some(&chosen),
            },
        ),
        actual: actual.as_deref().map_or(String::new(), |a| {
            image(
                a,
                Marks {
                    differing: Some(&differing),
                    chosen: None,
                },
            )
        }),
        diff: if bad.is_some() && got.is_some() {
            image(
                &diff,
                Marks {
                    differing: None,
                    chosen: None,
                },
            )
        } else {
            String::new()
        },
        width: w * scale,
        height: h * scale,
        counts: format!("{} of {compared} chosen pixels differ", differing.len()),
    }
}

/// A value as an 8-bit channel: unorm8 targets hold 0–255, float32 ones 0–1 (clamped;
/// NaN black).
fn byte(v: f64, unorm: bool) -> u8 {
    if v.is_nan() {
        return 0;
    }
    let v = if unorm { v / 255.0 } else { v };
    (v.clamp(0.0, 1.0) * 255.0).round() as u8
}

/// The pixels a picture frames.
#[derive(Clone, Copy)]
struct Marks<'a> {
    /// Framed in red.
    differing: Option<&'a HashSet<(u32, u32)>>,
    /// Framed in dark grey (when not differing).
    chosen: Option<&'a HashSet<(u32, u32)>>,
}

/// The image scaled by `scale` as an RGB PNG: `None` pixels as a grey checkerboard, the
/// pixels of `marks` framed.
fn png(px: &[Option<[u8; 3]>], w: u32, h: u32, scale: u32, marks: Marks) -> Vec<u8> {
    let (sw, sh) = (w * scale, h * scale);
    let border = if scale >= 8 { 2 } else { u32::from(scale >= 4) };
    let mut raw = Vec::with_capacity((sw * sh * 3) as usize);
    for y in 0..sh {
        for x in 0..sw {
            let (px_x, px_y) = (x / scale, y / scale);
            let (in_x, in_y) = (x % scale, y % scale);
            let edge =
                in_x < border || in_y < border || in_x >= scale - border || in_y >= scale - border;
            let at = (px_x, px_y);
            let differs = marks.differing.is_some_and(|m| m.contains(&at));
            let chosen = marks.chosen.is_some_and(|m| m.contains(&at));
            // Chosen pixels get a 1-pixel frame, differing ones the full border.
            let thin = in_x == 0 || in_y == 0 || in_x == scale - 1 || in_y == scale - 1;
            let rgb = if differs && edge {
                [255, 0, 0]
            } else if chosen && thin && scale >= 4 {
                [90, 90, 90]
            } else {
                match px[(px_y * w + px_x) as usize] {
                    Some(c) => c,
                    None => {
                        // Checks of 4 screen pixels: visibly "nothing here".
                        if ((x / 4) + (y / 4)) % 2 == 0 {
                            [205, 205, 205]
                        } else {
                            [240, 240, 240]
                        }
                    }
                }
            };
            raw.extend_from_slice(&rgb);
        }
    }
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, sw, sh);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        // Writing to a Vec cannot fail for an image of this size; an empty picture if so.
        if let Ok(mut wr) = enc.write_header() {
            if wr.write_image_data(&raw).is_err() {
                return Vec::new();
            }
        }
    }
    out
}

/// `data:image/png;base64,…`.
fn data_uri(png: &[u8]) -> String {
    if png.is_empty() {
        return String::new();
    }
    format!("data:image/png;base64,{}", base64(png))
}

/// Standard base64 with padding.
fn base64(data: &[u8]) -> String {
    const T: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut s = String::with_capacity(data.len().div_ceil(3) * 4);
    for chunk in data.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for k in 0..4 {
            if k <= chunk.len() {
                s.push(char::from(T[((n >> (18 - 6 * k)) & 63) as usize]));
            } else {
                s.push('=');
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_the_standard() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }

    #[test]
    fn channels_scale_by_format() {
        assert_eq!(byte(1.0, false), 255);
        assert_eq!(byte(2.0, false), 255);
        assert_eq!(byte(f64::NAN, false), 0);
        assert_eq!(byte(255.0, true), 255);
        assert_eq!(byte(128.0, true), 128);
    }
}
