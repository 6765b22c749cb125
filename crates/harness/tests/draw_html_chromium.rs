//! The HTML report of a failed draw case in a real browser: headless Chromium renders
//! the page; the DOM has the expected, drawn and difference images (inline PNGs) side
//! by side, and a screenshot shows them, with the differing pixel outlined in red and
//! red/green in the difference image.
//!
//! Needs Debian's `chromium`. Without it the test is skipped with a message, unless
//! SHADERCTS_REQUIRE_CHROMIUM=1 makes that a failure. With SHADERCTS_HTML_OUT=DIR the
//! page and the screenshot are also copied to DIR.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;
mod draw_fixture;

use common::chromium::{chromium, dump_dom, keep, screenshot};
use common::{case, Fake};
use serde_json::{json, Value};
use shadercts_harness::backend::{Capabilities, Capability, Response};
use shadercts_harness::catalog::RuleCatalog;
use shadercts_harness::report::{write_all, ReportSpec};
use shadercts_harness::runner::Quiet;
use shadercts_harness::suite::Suite;
use shadercts_harness::{run_suite, Grading, RunOptions, Status};

const WIDTH: u32 = 1400;
const HEIGHT: u32 = 2600;

/// A `w`×`h` float32 frame whose pixel (x, y) is `f(x, y)`.
fn frame(w: u32, h: u32, f: impl Fn(u32, u32) -> [f64; 4]) -> Value {
    let rows: Vec<Value> = (0..h)
        .map(|y| json!((0..w).map(|x| json!(f(x, y))).collect::<Vec<_>>()))
        .collect();
    json!({"width": w, "height": h, "targets": [{"format": "float32", "pixels": rows}]})
}

/// Draws every case right, except pixel (1, 2) of the constant case, drawn pure red,
/// and pixel (3, 5) of the vPos case, drawn black.
fn backend(suite: Suite) -> Fake {
    Fake {
        caps: Capabilities::of(&[Capability::Draw]),
        suite,
        answer: Box::new(|_, req| {
            let outputs = if req.case_id == draw_fixture::VPOS {
                frame(8, 8, |x, y| {
                    if (x, y) == (3, 5) {
                        [0.0, 0.0, 0.0, 1.0]
                    } else {
                        [f64::from(x), f64::from(y), 0.0, 1.0]
                    }
                })
            } else if req.case_id == draw_fixture::CONSTANT {
                frame(4, 4, |x, y| {
                    if (x, y) == (1, 2) {
                        [1.0, 0.0, 0.0, 1.0]
                    } else {
                        draw_fixture::COLOUR
                    }
                })
            } else {
                frame(4, 4, |_, _| draw_fixture::COLOUR)
            };
            Ok(Response {
                outputs: Some(outputs),
                ..Response::accept()
            })
        }),
    }
}

fn count(img: &[Vec<[u8; 3]>], c: [u8; 3]) -> usize {
    img.iter()
        .flatten()
        .filter(|p| p.iter().zip(c).all(|(a, b)| a.abs_diff(b) <= 6))
        .count()
}

#[test]
fn a_failed_draw_shows_expected_drawn_and_difference_images() {
    let Some(browser) = chromium() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let suite_dir = dir.path().join("suite");
    draw_fixture::write(&suite_dir);
    let suite = Suite::load(&suite_dir).unwrap();
    let fake = backend(Suite::load(&suite_dir).unwrap());
    let opts = RunOptions {
        jobs: 1,
        ..RunOptions::default()
    };
    let report = run_suite(&suite, &fake, &opts, &Grading::default(), &mut Quiet).unwrap();
    let c = case(&report, draw_fixture::CONSTANT);
    assert_eq!(c.status, Status::Fail);
    assert!(
        c.detail
            .contains("target 0 pixel (1, 2) r: expected 0.25, got 1"),
        "{}",
        c.detail
    );
    assert_eq!(case(&report, draw_fixture::VPOS).status, Status::Fail);

    let page = dir.path().join("draw-report.html");
    let spec = ReportSpec::parse(&format!("html:{}", page.display())).unwrap();
    write_all(&[spec], &report, &suite, &RuleCatalog::default()).unwrap();
    keep(&page);

    // The structure, as Chromium parsed it.
    let dom = dump_dom(&browser, &page, dir.path());
    let at = dom
        .find(&format!("data-case=\"{}\"", draw_fixture::CONSTANT))
        .expect("the failed draw case is shown");
    let shown = &dom[at..];
    for class in ["expected", "actual", "diff"] {
        let fig = shown
            .find(&format!("<figure class=\"{class}\"><img"))
            .unwrap_or_else(|| panic!("no {class} figure"));
        assert!(
            shown[fig..].contains("src=\"data:image/png;base64,"),
            "{class}: an inline PNG"
        );
    }
    assert!(shown.contains("1 of 16 chosen pixels differ"), "the count");
    assert!(
        shown.contains("width=\"128\" height=\"128\""),
        "a 4×4 target is shown 128 pixels wide"
    );

    // The pictures, as Chromium drew them: the outline of the differing pixel (pure red
    // on the expected and drawn images), the difference image's red and green, and the
    // constant colour (0.25, 0.5, 0.75 → 64, 128, 191).
    let img = screenshot(&browser, &page, dir.path(), (WIDTH, HEIGHT));
    let outline = count(&img, [255, 0, 0]);
    let diff_red = count(&img, [230, 0, 0]);
    let diff_green = count(&img, [40, 170, 40]);
    let colour = count(&img, [64, 128, 191]);
    assert!(outline >= 2 * 4 * 28, "red outlines: {outline} pixels");
    assert!(
        diff_red >= 32 * 32,
        "the differing pixel in red: {diff_red}"
    );
    assert!(
        diff_green >= 15 * 32 * 32,
        "matching pixels in green: {diff_green}"
    );
    assert!(colour >= 2 * 15 * 30 * 30, "the constant colour: {colour}");
    // The vPos case compares 4 of its 64 pixels: the other 60 are grey checks on the
    // expected and the difference image (8x8 shown 128 wide: 16x16 screen pixels each).
    let checks = count(&img, [205, 205, 205]) + count(&img, [240, 240, 240]);
    assert!(
        checks >= 2 * 60 * 16 * 16 * 9 / 10,
        "checkerboard: {checks}"
    );
}
