//! The HTML report in a real browser: headless Chromium loads the page and the test
//! reads the rule × profile matrix from the DOM it renders.
//!
//! Needs Debian's `chromium` (CI: `apt-get install -y chromium`). Without it the test
//! is skipped with a message, unless SHADERCTS_REQUIRE_CHROMIUM=1 makes that a failure.

mod common;

use common::*;
use shadercts_harness::catalog::RuleCatalog;
use shadercts_harness::process::{self, Limits};
use shadercts_harness::report::{write_all, ReportSpec};
use shadercts_harness::{Grading, Response};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|d| ["chromium", "chromium-browser"].map(|n| d.join(n)))
        .find(|p| p.is_file())
}

/// The DOM Chromium builds for `page`.
fn dump_dom(browser: &Path, page: &Path, profile: &Path) -> String {
    let out = tempfile::NamedTempFile::new().unwrap();
    let mut cmd = Command::new(browser);
    cmd.args(["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("file://{}", page.display()))
        .stdin(Stdio::null())
        .stdout(out.reopen().unwrap())
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
    std::fs::read_to_string(out.path()).unwrap()
}

#[test]
fn chromium_renders_the_matrix() {
    let Some(browser) = chromium() else {
        let msg = "chromium not found: install Debian's chromium (apt-get install -y chromium) to run this test";
        if std::env::var("SHADERCTS_REQUIRE_CHROMIUM").as_deref() == Ok("1") {
            panic!("{msg}");
        }
        eprintln!("SKIPPED: {msg}");
        return;
    };
    let accept_all = Fake {
        caps: all_caps(),
        suite: fixture(),
        answer: Box::new(|_, _| Ok(Response::accept())),
    };
    let report = run(&accept_all, &Grading::default());
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("report.html");
    let spec = ReportSpec::parse(&format!("html:{}", page.display())).unwrap();
    write_all(&[spec], &report, &fixture(), &RuleCatalog::default()).unwrap();

    let dom = dump_dom(&browser, &page, &dir.path().join("profile"));
    assert!(
        dom.contains("<table id=\"matrix\">"),
        "no matrix in the rendered DOM:\n{dom}"
    );
    let cell = regex::Regex::new(
        r#"<td class="[^"]*" data-rule="([^"]+)" data-profile="([^"]+)" data-status="([^"]+)">([^<]*)</td>"#,
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
    // Every failing case is on the page with its source.
    for c in report
        .cases
        .iter()
        .filter(|c| c.status == shadercts_harness::Status::Fail)
    {
        assert!(
            dom.contains(&format!("data-case=\"{}\"", c.id)),
            "{} missing",
            c.id
        );
    }
}
