//! The comparison page (`shadercts compare`) in a real browser: headless Chromium loads
//! a page comparing three implementations; the tests read the structure from the DOM it
//! builds (one column per implementation, the differences in the model's order before
//! the full table, every in-page link resolving, hostile names staying text) and check
//! the layout on a 1400×1000 screenshot (no horizontal overflow, coloured cells shown).
//!
//! Needs Debian's `chromium` (CI: `apt-get install -y chromium`). Without it the tests
//! are skipped with a message, unless SHADERCTS_REQUIRE_CHROMIUM=1 makes that a failure.
//! With SHADERCTS_HTML_OUT=DIR the page and screenshot are also copied to DIR.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;
mod html_fixture;

use common::chromium::{
    assert_no_overflow, attrs, chromium, dump_dom, keep, near, screenshot, table_at, FAIL, PASS,
    WHITE,
};
use shadercts_harness::backend::{Failure, Response};
use shadercts_harness::report::compare::{self, model, Format, Input};
use shadercts_harness::result::CaseReport;
use shadercts_harness::{CaseKind, RunReport, Status};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const WIDTH: u32 = 1400;
const HEIGHT: u32 = 1000;
const HOSTILE: &str = "<img src=x onerror=alert(1)>";

fn exec_case(k: usize, status: Status) -> CaseReport {
    let op = ["mad", "texld", "loop", "m4x4"][k % 4];
    CaseReport {
        id: format!("exec.{op}/execute/ps_3_0/c{k}"),
        kind: CaseKind::Execute,
        profile: "ps_3_0".into(),
        rules: Vec::new(),
        status,
        cause: None,
        detail: String::new(),
        expected: "accepted, with the expected outputs".into(),
        grade: None,
        op: None,
        actual: (status == Status::Pass).then(Response::accept),
        failure: (status == Status::NotSupported).then(|| Failure::error("cannot execute")),
        known_failure: None,
        withdrawn: None,
        seconds: 0.0,
    }
}

/// Three implementations of one suite: the fixture report with execute cases; a
/// hostile-named one that swaps the outcome of every fifth case and cannot execute;
/// and one that passes everything.
fn inputs() -> Vec<Input> {
    let (mut a, _, _) = html_fixture::report();
    a.backend.name = "alpha".into();
    a.cases.extend((0..24).map(|k| exec_case(k, Status::Pass)));
    let mut b = a.clone();
    b.backend.name = HOSTILE.into();
    b.backend.version = Some("2 \"beta\"".into());
    for (i, c) in b.cases.iter_mut().enumerate() {
        if c.kind == CaseKind::Execute {
            *c = exec_case(i, Status::NotSupported);
            c.id = a.cases[i].id.clone();
        } else if i % 5 == 0 && c.status == Status::Pass {
            c.status = Status::Fail;
            c.detail = format!("{HOSTILE} accepted, expected invalid");
        } else if i % 5 == 0 && c.status == Status::Fail {
            c.status = Status::Pass;
            c.detail.clear();
        }
    }
    let mut c: RunReport = a.clone();
    c.backend.name = "gamma".into();
    for case in &mut c.cases {
        if matches!(case.status, Status::Fail | Status::NotSupported) {
            case.status = Status::Pass;
        }
    }
    [("alpha.json", a), ("beta.json", b), ("gamma.json", c)]
        .into_iter()
        .map(|(file, report)| Input {
            file: file.into(),
            report,
            html: None,
        })
        .collect()
}

fn write_page(dir: &Path, inputs: &[Input]) -> PathBuf {
    let html = compare::render(Format::Html, inputs, &html_fixture::catalog()).unwrap();
    let page = dir.join("compare.html");
    std::fs::write(&page, html).unwrap();
    keep(&page);
    page
}

/// The element `<table class="grid CLASS">…</table>` of the DOM.
fn table<'a>(dom: &'a str, class: &str) -> &'a str {
    table_at(dom, &format!("<table class=\"grid {class}\""))
}

#[test]
fn chromium_shows_the_comparison() {
    let Some(browser) = chromium() else {
        return;
    };
    let inputs = inputs();
    let dir = tempfile::tempdir().unwrap();
    let page = write_page(dir.path(), &inputs);
    let dom = dump_dom(&browser, &page, dir.path());
    let model = model::build(&inputs, &html_fixture::catalog());
    let suite = &model.suites[0];

    // The hostile name stayed text: no element was made of it.
    assert!(
        !dom.contains("<img"),
        "markup from a backend name became an element"
    );
    assert!(dom.contains("&lt;img src=x onerror=alert(1)&gt; 2 \"beta\""));
    // One column per implementation, in order.
    let matrix = table(&dom, "matrix");
    let head = &matrix[..matrix.find("</thead>").expect("a head")];
    assert_eq!(attrs(head, "data-column"), ["c0", "c1", "c2"]);
    // Every row of the model, in its order; the differences in the model's order
    // (most conflicting first), before the full table.
    let rows: Vec<String> = suite
        .sections
        .iter()
        .flat_map(|s| {
            s.groups
                .iter()
                .flat_map(|g| g.rows.iter().map(|r| r.row.clone()))
        })
        .collect();
    assert_eq!(attrs(matrix, "data-row"), rows);
    let diffs = table(&dom, "differences");
    let expected: Vec<String> = suite.differences.iter().map(|d| d.row.clone()).collect();
    assert!(expected.len() > 10, "the fixture has differences");
    assert_eq!(attrs(diffs, "data-row"), expected);
    assert!(dom.find(diffs).unwrap() < dom.find(matrix).unwrap());
    assert!(suite.differences[0].conflict > 0);
    assert_eq!(
        suite.differences.last().unwrap().conflict,
        0,
        "support-only rows last"
    );
    // Execute rows, by instruction class.
    for group in [
        "execute · instructions · arithmetic",
        "execute · instructions · texture",
        "execute · instructions · flow control",
        "execute · instructions · matrix",
    ] {
        assert!(dom.contains(group), "{group} missing");
    }
    // Every in-page link resolves, and every failing cell has one.
    let ids: BTreeSet<String> = attrs(&dom, "id").into_iter().collect();
    let hrefs = attrs(&dom, "href");
    for href in &hrefs {
        let id = href.strip_prefix('#').expect("an in-page link");
        assert!(ids.contains(id), "{href} resolves to no element");
    }
    let failing_cells = matrix.matches("class=\"cell fail\"").count();
    assert!(failing_cells > 20);
    let cell_links = regex::Regex::new(r##"class="cell fail"[^>]*><a href="#c\d-"##)
        .unwrap()
        .find_iter(matrix)
        .count();
    assert_eq!(cell_links, failing_cells, "a failing cell without a link");
}

#[test]
fn chromium_screenshot_fits_the_window() {
    let Some(browser) = chromium() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let page = write_page(dir.path(), &inputs());
    let img = screenshot(&browser, &page, dir.path(), (WIDTH, HEIGHT));
    assert_no_overflow(&img, "the comparison");
    // The first screen shows the differences: passing and failing cells side by side in
    // one row, and the table using the window's width.
    let count = |colour| img.iter().flatten().filter(|p| near(**p, colour)).count();
    assert!(count(PASS) > 2000, "no pass cells on the first screen");
    assert!(count(FAIL) > 2000, "no fail cells on the first screen");
    assert!(
        img.iter()
            .any(|row| row.iter().any(|p| near(*p, PASS)) && row.iter().any(|p| near(*p, FAIL))),
        "no row shows a pass cell next to a fail cell"
    );
    let right = img
        .iter()
        .flat_map(|row| row.iter().enumerate().filter(|(_, p)| !near(**p, WHITE)))
        .map(|(x, _)| x)
        .max()
        .unwrap();
    assert!(
        right > (WIDTH as usize) * 4 / 5,
        "the page ends at x {right}: the tables are squeezed"
    );
}
