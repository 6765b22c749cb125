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

use common::*;
use shadercts_harness::catalog::RuleCatalog;
use shadercts_harness::process::{self, Limits};
use shadercts_harness::report::{write_all, ReportSpec};
use shadercts_harness::{Grading, Response, RunReport, Status};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

const WIDTH: u32 = 1400;
const HEIGHT: u32 = 1000;

fn chromium() -> Option<PathBuf> {
    let found = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .flat_map(|d| ["chromium", "chromium-browser"].map(|n| d.join(n)))
            .find(|p| p.is_file())
    });
    if found.is_none() {
        let msg = "chromium not found: install Debian's chromium (apt-get install -y chromium) to run this test";
        if std::env::var("SHADERCTS_REQUIRE_CHROMIUM").as_deref() == Ok("1") {
            panic!("{msg}");
        }
        eprintln!("SKIPPED: {msg}");
    }
    found
}

/// Runs headless Chromium on `page` with `args`; its stdout goes to `out`.
fn browse(browser: &Path, page: &Path, dir: &Path, args: &[String], out: &Path) {
    let stdout = std::fs::File::create(out).unwrap();
    let mut cmd = Command::new(browser);
    // As root Chromium needs --no-sandbox; the rest keeps it off the network.
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
    ])
    .arg(format!("--user-data-dir={}", dir.join("profile").display()))
    .args(args)
    .arg(format!("file://{}", page.display()))
    .current_dir(dir)
    .stdin(Stdio::null())
    .stdout(stdout)
    .stderr(Stdio::null());
    process::configure(
        &mut cmd,
        &Limits {
            timeout: None,
            memory_mb: None,
        },
    );
    let mut child = cmd.spawn().expect("chromium starts");
    match process::wait_timeout(&mut child, Some(Duration::from_secs(120))).unwrap() {
        Some(status) => assert!(status.success(), "chromium failed: {status}"),
        None => {
            process::kill(&mut child);
            panic!("chromium did not finish within 120 s");
        }
    }
}

/// Writes the HTML report of `report` to DIR/NAME.html.
fn write_page(dir: &Path, name: &str, report: &RunReport, catalog: &RuleCatalog) -> PathBuf {
    let page = dir.join(format!("{name}.html"));
    let spec = ReportSpec::parse(&format!("html:{}", page.display())).unwrap();
    write_all(&[spec], report, &fixture(), catalog).unwrap();
    keep(&page);
    page
}

fn keep(file: &Path) {
    if let Some(out) = std::env::var_os("SHADERCTS_HTML_OUT") {
        let out = PathBuf::from(out);
        std::fs::create_dir_all(&out).unwrap();
        std::fs::copy(file, out.join(file.file_name().unwrap())).unwrap();
    }
}

/// The DOM Chromium builds for `page`.
fn dump_dom(browser: &Path, page: &Path, dir: &Path) -> String {
    let out = dir.join("dom.html");
    browse(browser, page, dir, &["--dump-dom".to_string()], &out);
    std::fs::read_to_string(out).unwrap()
}

/// A WIDTH×HEIGHT screenshot of `page`, decoded to RGB rows.
fn screenshot(browser: &Path, page: &Path, dir: &Path) -> Vec<Vec<[u8; 3]>> {
    let png = dir.join(format!(
        "{}.png",
        page.file_stem().unwrap().to_string_lossy()
    ));
    browse(
        browser,
        page,
        dir,
        &[
            format!("--screenshot={}", png.display()),
            format!("--window-size={WIDTH},{HEIGHT}"),
        ],
        &dir.join("screenshot.log"),
    );
    keep(&png);
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&png).expect("chromium wrote the screenshot"),
    ));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("one frame");
    assert_eq!(
        (info.width, info.height),
        (WIDTH, HEIGHT),
        "the screenshot has the window's size"
    );
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    let channels = match info.color_type {
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
        other => panic!("unexpected PNG colour type {other:?}"),
    };
    buf[..info.buffer_size()]
        .chunks(info.line_size)
        .map(|row| row.chunks(channels).map(|p| [p[0], p[1], p[2]]).collect())
        .collect()
}

fn near(p: [u8; 3], c: [u8; 3]) -> bool {
    p.iter().zip(c).all(|(a, b)| a.abs_diff(b) <= 4)
}

const WHITE: [u8; 3] = [0xff, 0xff, 0xff];
const PASS: [u8; 3] = [0xc8, 0xf0, 0xc8];
const FAIL: [u8; 3] = [0xf6, 0xb8, 0xb8];

/// Asserts the layout properties of a screenshot: the right edge is background (nothing
/// wider than the window), and cells of both colours appear, spread across the page.
fn assert_layout(img: &[Vec<[u8; 3]>], what: &str) {
    let edge = (WIDTH - 16) as usize..WIDTH as usize;
    let stray = img
        .iter()
        .enumerate()
        .flat_map(|(y, row)| edge.clone().map(move |x| (x, y, row[x])))
        .find(|(_, _, p)| !near(*p, WHITE));
    assert_eq!(
        stray, None,
        "{what}: the right edge of the window is not background, the page overflows"
    );
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

/// Values of attribute `name` in `text`.
fn attrs(text: &str, name: &str) -> Vec<String> {
    regex::Regex::new(&format!(r#"\s{name}="([^"]*)""#))
        .unwrap()
        .captures_iter(text)
        .map(|c| c[1].to_string())
        .collect()
}

/// The element `<table id="ID" …>…</table>` of the DOM.
fn table<'a>(dom: &'a str, id: &str) -> &'a str {
    let start = dom
        .find(&format!("<table id=\"{id}\""))
        .unwrap_or_else(|| panic!("no table {id} in the DOM"));
    let len = dom[start..].find("</table>").expect("the table ends");
    &dom[start..start + len]
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
    let img = screenshot(&browser, &page, dir.path());
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
    let img = screenshot(&browser, &page, dir.path());
    assert_layout(&img, "the link table");
}
