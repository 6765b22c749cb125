//! The HTML report in a real browser: headless Chromium loads the page; the tests read
//! the structure from the DOM it renders (profile columns in the fixed order, the link
//! pairs in a table of their own, index links that resolve, the answered count) and check
//! the layout on a 1400×1000 screenshot (no horizontal overflow, coloured cells shown).
//!
//! Needs Debian's `chromium` (CI: `apt-get install -y chromium`). Without it the tests
//! are skipped with a message, unless SHADERCTS_REQUIRE_CHROMIUM=1 makes that a failure.
//! With SHADERCTS_HTML_OUT=DIR the pages and screenshots are also copied to DIR.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;
mod html_fixture;

use common::chromium::{
    assert_no_overflow, attrs, chromium, dump_dom, keep, near, screenshot, table_at, FAIL, PASS,
};
use common::*;
use shadercts_harness::catalog::RuleCatalog;
use shadercts_harness::report::{write_all, ReportSpec};
use shadercts_harness::{Grading, Response, RunReport, Status};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const WIDTH: u32 = 1400;
const HEIGHT: u32 = 1000;

/// Writes the HTML report of `report` to DIR/NAME.html.
fn write_page(dir: &Path, name: &str, report: &RunReport, catalog: &RuleCatalog) -> PathBuf {
    let page = dir.join(format!("{name}.html"));
    let spec = ReportSpec::parse(&format!("html:{}", page.display())).unwrap();
    write_all(&[spec], report, &fixture(), catalog).unwrap();
    keep(&page);
    page
}

/// Asserts the layout properties of a screenshot: the right edge is background (nothing
/// wider than the window), and cells of both colours appear, spread across the page.
fn assert_layout(img: &[Vec<[u8; 3]>], what: &str) {
    assert_no_overflow(img, what);
    for (name, colour) in [("pass", PASS), ("fail", FAIL)] {
        let xs: Vec<usize> = img
            .iter()
            .flat_map(|row| {
                row.iter()
                    .enumerate()
                    .filter(|(_, p)| near(**p, colour))
                    .map(|(x, _)| x)
            })
            .collect();
        assert!(xs.len() > 200, "{what}: no {name} cells on the screenshot");
        let (min, max) = (xs.iter().min().unwrap(), xs.iter().max().unwrap());
        assert!(
            max - min > (WIDTH as usize) / 3,
            "{what}: {name} cells span only x {min}..{max}: the table is squeezed"
        );
    }
}

#[test]
fn chromium_renders_the_matrix() {
    let Some(browser) = chromium() else {
        return;
    };
    let accept_all = Fake {
        caps: all_caps(),
        suite: fixture(),
        answer: Box::new(|_, _| Ok(Response::accept())),
    };
    let report = run(&accept_all, &Grading::default());
    let dir = tempfile::tempdir().unwrap();
    let page = write_page(dir.path(), "fixture", &report, &RuleCatalog::default());

    let dom = dump_dom(&browser, &page, dir.path());
    assert!(
        dom.contains("<table id=\"matrix\">"),
        "no matrix in the rendered DOM:\n{dom}"
    );
    let cell = regex::Regex::new(
        r#"<td class="[^"]*" data-rule="([^"]+)" data-profile="([^"]+)" data-status="([^"]+)" title="[^"]*">(?:<a href="[^"]*">)?([^<]*)(?:</a>)?</td>"#,
    )
    .unwrap();
    let cells: BTreeMap<(String, String), (String, String)> = cell
        .captures_iter(&dom)
        .map(|c| {
            (
                (c[1].to_string(), c[2].to_string()),
                (c[3].to_string(), c[4].to_string()),
            )
        })
        .collect();
    let get = |r: &str, p: &str| cells.get(&(r.to_string(), p.to_string())).cloned();
    assert_eq!(
        get("ps.oC.mov-only", "ps_2_0"),
        Some(("fail".into(), "1/3".into())),
        "{cells:?}"
    );
    assert_eq!(
        get("decl.vs-inputs", "vs_1_1"),
        Some(("fail".into(), "1/2".into())),
        "{cells:?}"
    );
    assert_eq!(
        get("sm3.link.missing", "ps_3_0"),
        Some(("fail".into(), "1/2".into())),
        "{cells:?}"
    );
    assert_eq!(
        cells.len(),
        4,
        "one cell per rule and profile with cases: {cells:?}"
    );
    // Every failing case is on the page.
    for c in report.cases.iter().filter(|c| c.status == Status::Fail) {
        assert!(
            dom.contains(&format!("data-case=\"{}\"", c.id)),
            "{} missing",
            c.id
        );
    }
}

/// The element `<table id="ID" …>…</table>` of the DOM.
fn table<'a>(dom: &'a str, id: &str) -> &'a str {
    table_at(dom, &format!("<table id=\"{id}\""))
}

#[test]
fn chromium_shows_the_structure_of_a_large_report() {
    let Some(browser) = chromium() else {
        return;
    };
    let (report, answered, selected) = html_fixture::report();
    let dir = tempfile::tempdir().unwrap();
    let page = write_page(dir.path(), "large", &report, &html_fixture::catalog());
    let dom = dump_dom(&browser, &page, dir.path());

    // The matrix: the 15 profiles in the fixed order, no link pair.
    let matrix = table(&dom, "matrix");
    let head = &matrix[..matrix.find("</thead>").expect("a head")];
    assert_eq!(attrs(head, "data-profile"), html_fixture::ORDER);
    assert!(!matrix.contains('+'), "a link pair in the matrix");
    // The link pairs: a table of its own, after the matrix.
    let links = table(&dom, "links");
    assert!(dom.find("<table id=\"links\"").unwrap() > dom.find("<table id=\"matrix\"").unwrap());
    let pairs: BTreeSet<String> = attrs(links, "data-profile").into_iter().collect();
    assert_eq!(pairs.len(), 47);
    // The rule index: one row per failing rule, each link resolving to an element.
    let failing = report
        .rules
        .values()
        .filter(|c| c.fail + c.unexpected_pass > 0)
        .count();
    let index = table(&dom, "failure-index");
    let hrefs = attrs(index, "href");
    assert_eq!(hrefs.len(), failing);
    let ids: BTreeSet<String> = attrs(&dom, "id").into_iter().collect();
    for href in hrefs.iter().chain(&attrs(&dom, "href")) {
        let id = href.strip_prefix('#').expect("an in-page link");
        assert!(ids.contains(id), "{href} resolves to no element");
    }
    assert!(hrefs.contains(&format!("#rule-{}", html_fixture::LAST)));
    // The answered count.
    let answered_cell = regex::Regex::new(
        r#"<td id="answered" data-answered="(\d+)" data-selected="(\d+)">(\d+) of (\d+) selected"#,
    )
    .unwrap();
    let c = answered_cell.captures(&dom).expect("the answered row");
    assert_eq!(c[1].parse::<usize>().unwrap(), answered);
    assert_eq!(c[2].parse::<usize>().unwrap(), selected);
    assert_eq!((&c[3], &c[4]), (&c[1], &c[2]));
}

#[test]
fn chromium_screenshot_fits_the_window() {
    let Some(browser) = chromium() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (report, _, _) = html_fixture::report();
    let page = write_page(dir.path(), "matrix", &report, &html_fixture::catalog());
    let img = screenshot(&browser, &page, dir.path(), (WIDTH, HEIGHT));
    assert_layout(&img, "the matrix page");

    // The link table of a run of link cases only, so it is at the top of the page.
    let mut links = report;
    links
        .cases
        .retain(|c| c.kind == shadercts_harness::CaseKind::Link);
    links
        .matrix
        .retain(|_, m| m.keys().any(|p| p.contains('+')));
    links.rules.retain(|r, _| links.matrix.contains_key(r));
    let page = write_page(dir.path(), "links", &links, &html_fixture::catalog());
    let img = screenshot(&browser, &page, dir.path(), (WIDTH, HEIGHT));
    assert_layout(&img, "the link table");
}
