//! `shadercts compare` and `shadercts diff` on real reports: the reference backend's
//! run of a few cases of suite 2.2.0, and copies of its JSON changed the way another
//! implementation, a later run or a hostile backend would change them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;

use common::*;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The reference backend's JSON report of 21 validate/assemble cases of
/// `ps.oC.mov-only` and one execute case of `abs`, all on ps_2_0, in `dir/base.json`.
fn base(dir: &Path) -> Value {
    let suite = root().join("suites/2.2.0");
    let o = shadercts(
        &[
            "run",
            "--suite",
            suite.to_str().unwrap(),
            "--backend",
            "reference",
            "--filter-id",
            "ps.oC.mov-only/*",
            "--filter-id",
            "exec.abs/*",
            "--filter-profile",
            "ps_2_0",
            "--jobs",
            "1",
            "--report",
            "json:base.json",
        ],
        dir,
    );
    assert_eq!(code(&o), 0, "{}", text(&o));
    let r: Value = serde_json::from_slice(&std::fs::read(dir.join("base.json")).unwrap()).unwrap();
    assert_eq!(r["cases"].as_array().unwrap().len(), 22);
    r
}

fn write(dir: &Path, name: &str, v: &Value) {
    std::fs::write(dir.join(name), serde_json::to_vec_pretty(v).unwrap()).unwrap();
}

fn case_mut<'a>(r: &'a mut Value, id: &str) -> &'a mut Value {
    r["cases"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("no case {id}"))
}

const FAILED: &str = "ps.oC.mov-only/invalid/ps_2_0/op-add";
const FIXED: &str = "ps.oC.mov-only/invalid/ps_2_0/op-max";
const EXEC: &str = "exec.abs/execute/ps_2_0/abs-basic";

fn fail(c: &mut Value, detail: &str) {
    c["status"] = json!("fail");
    c["cause"] = json!("mismatch");
    c["detail"] = json!(detail);
}

fn unsupported(c: &mut Value) {
    c["status"] = json!("not-supported");
    c["detail"] = json!("not supported: the backend cannot execute");
    c.as_object_mut().unwrap().remove("actual");
    c["failure"] = json!({"type": "unsupported", "reason": "the backend cannot execute"});
}

/// Another implementation with a hostile name: it fails FAILED (with markup in its
/// detail) and cannot execute.
fn other(base: &Value) -> Value {
    let mut r = base.clone();
    r["backend"]["name"] = json!("<b>evil</b>&\u{202e}");
    r["backend"]["version"] = json!("1 \"q\"");
    fail(case_mut(&mut r, FAILED), "<script>alert(1)</script>");
    unsupported(case_mut(&mut r, EXEC));
    r
}

fn compare(dir: &Path, args: &[&str]) -> std::process::Output {
    let mut all = vec!["compare"];
    all.extend_from_slice(args);
    shadercts(&all, dir)
}

#[test]
fn the_page_escapes_names_links_failures_and_puts_differences_first() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let b = base(dir);
    write(dir, "other.json", &other(&b));
    std::fs::create_dir(dir.join("out")).unwrap();
    std::fs::write(dir.join("other run.html"), "<html></html>").unwrap();
    let o = compare(
        dir,
        &[
            "base.json",
            "other.json=other run.html",
            "-o",
            "out/compare.html",
        ],
    );
    assert_eq!(code(&o), 0, "{}", text(&o));
    let page = std::fs::read_to_string(dir.join("out/compare.html")).unwrap();
    // Untrusted text is escaped: markup, quotes and the bidirectional override.
    assert!(!page.contains("<b>evil"), "backend name not escaped");
    assert!(!page.contains("<script>alert"), "detail not escaped");
    assert!(page.contains("&lt;b&gt;evil&lt;/b&gt;&amp;\\u{202e} 1 &quot;q&quot;"));
    assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(!page.contains('\u{202e}'));
    // Columns: the two implementations, in argument order.
    let c0 = page
        .find("data-column=\"c0\">reference")
        .expect("column c0");
    let c1 = page
        .find("data-column=\"c1\">&lt;b&gt;evil")
        .expect("column c1");
    assert!(c0 < c1);
    // The differences come before the full table, the conflicting row (pass against
    // fail) before the one that only differs in support.
    let diffs = page.find("id=\"suite-0-differences\"").unwrap();
    let table = page.find("id=\"suite-0-table\"").unwrap();
    assert!(diffs < table);
    let conflict = page[diffs..].find("data-row=\"ps.oC.mov-only\"").unwrap();
    let support = page[diffs..].find("data-row=\"abs\"").unwrap();
    assert!(diffs + conflict < table && conflict < support);
    // The failing cell links to the failure list of its column, which names the case
    // and links to the run's own report, relative to the page and URL-encoded.
    let anchor = "c1-validate-rule-ps.oC.mov-only";
    assert!(page.contains(&format!("href=\"#{anchor}\"")));
    let list = page
        .find(&format!("id=\"{anchor}\""))
        .expect("failure list");
    assert!(page[list..].contains(FAILED));
    assert!(page.contains("href=\"../other%20run.html#rule-ps.oC.mov-only\""));
    // Execute cases are rows by instruction, in their instruction class.
    assert!(page.contains("execute · instructions · arithmetic"));
    assert!(page.contains("<td class=\"cell not-supported\" data-status=\"not-supported\""));
}

#[test]
fn json_and_text_show_the_same_comparison() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let b = base(dir);
    write(dir, "other.json", &other(&b));
    let o = compare(dir, &["base.json", "other.json", "--format", "json"]);
    assert_eq!(code(&o), 0, "{}", text(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let s = &v["suites"][0];
    assert_eq!(v["suites"].as_array().unwrap().len(), 1);
    assert_eq!(s["suite_version"], "2.2.0");
    assert_eq!(s["columns"][0]["summary"]["tally"]["pass"], 22);
    assert_eq!(s["columns"][1]["summary"]["tally"]["fail"], 1);
    assert_eq!(s["columns"][1]["summary"]["tally"]["not_supported"], 1);
    assert_eq!(s["columns"][1]["summary"]["answered"], 21);
    let d = s["differences"].as_array().unwrap();
    assert_eq!(d[0]["row"], "ps.oC.mov-only");
    assert_eq!(
        (d[0]["disagree"].clone(), d[0]["conflict"].clone()),
        (json!(1), json!(1))
    );
    assert_eq!(d.last().unwrap()["row"], "abs");
    assert_eq!(d.last().unwrap()["conflict"], 0);
    assert_eq!(s["failures"][1]["total"], 1);
    assert_eq!(s["failures"][0]["total"], 0);

    let o = compare(dir, &["base.json", "other.json", "--format", "text"]);
    assert_eq!(code(&o), 0, "{}", text(&o));
    let t = out(&o);
    assert!(t.contains("suite 2.2.0: 2 implementations"), "{t}");
    assert!(t.contains(&format!("{FAILED}: pass / fail")), "{t}");
    // The bidirectional override of the name is shown as an escape, not sent raw.
    assert!(t.contains("\\u{202e}") && !t.contains('\u{202e}'), "{t}");
}

#[test]
fn reports_of_different_suites_are_compared_per_suite() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let mut b = base(dir);
    b["suite_version"] = json!("2.1.1");
    write(dir, "old-suite.json", &b);
    let o = compare(
        dir,
        &[
            "base.json",
            "old-suite.json",
            "other.json",
            "--format",
            "json",
        ],
    );
    assert_eq!(code(&o), 2, "other.json does not exist yet");
    assert!(err(&o).contains("other.json"), "{}", err(&o));
    write(dir, "other.json", &other(&base(dir)));
    let o = compare(
        dir,
        &[
            "base.json",
            "old-suite.json",
            "other.json",
            "--format",
            "json",
        ],
    );
    assert_eq!(code(&o), 0, "{}", text(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let versions: Vec<&str> = v["suites"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["suite_version"].as_str().unwrap())
        .collect();
    assert_eq!(versions, ["2.2.0", "2.1.1"]);
    assert_eq!(v["suites"][0]["columns"].as_array().unwrap().len(), 2);
    assert_eq!(v["suites"][1]["columns"].as_array().unwrap().len(), 1);
    assert!(v["notes"][0].as_str().unwrap().contains("2 suite versions"));
}

#[test]
fn a_file_that_is_not_a_report_is_refused_by_name() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    base(dir);
    std::fs::write(dir.join("notes.json"), "{\"cases\": []}").unwrap();
    std::fs::write(dir.join("page.html"), "<html>").unwrap();
    for bad in ["notes.json", "page.html"] {
        let o = compare(dir, &["base.json", bad, "-o", "c.html"]);
        assert_eq!(code(&o), 2, "{}", text(&o));
        assert!(
            err(&o).contains(&format!("{bad} is not a shadercts JSON report")),
            "{}",
            err(&o)
        );
        assert!(!dir.join("c.html").exists(), "nothing is written");
        let o = shadercts(&["diff", "base.json", bad], dir);
        assert_eq!(code(&o), 2, "{}", text(&o));
        assert!(err(&o).contains(bad), "{}", err(&o));
    }
    // The page may not replace a report it reads.
    let o = compare(dir, &["base.json", "-o", "base.json"]);
    assert_eq!(code(&o), 2, "{}", text(&o));
    assert!(err(&o).contains("would replace it"), "{}", err(&o));
}

#[test]
fn diff_lists_regressions_first_and_exits_1_for_them() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let b = base(dir);
    let mut old = b.clone();
    fail(
        case_mut(&mut old, FIXED),
        "verdict: accepted, expected a rejection",
    );
    let mut new = b.clone();
    fail(
        case_mut(&mut new, FAILED),
        "verdict: accepted, expected a rejection",
    );
    unsupported(case_mut(&mut new, EXEC));
    // The new run misses one case and has one the old did not, in another order.
    let cases = new["cases"].as_array_mut().unwrap();
    let removed = cases.remove(3)["id"].as_str().unwrap().to_string();
    let mut added = cases[4].clone();
    added["id"] = json!("ps.oC.mov-only/valid/ps_2_0/zz-added");
    cases.push(added);
    cases.reverse();
    write(dir, "old.json", &old);
    write(dir, "new.json", &new);

    let o = shadercts(&["diff", "old.json", "new.json"], dir);
    assert_eq!(code(&o), 1, "a regression: {}", text(&o));
    let t = out(&o);
    assert!(
        t.contains("2 regressions, 1 fixes, 2 other changes, 18 cases unchanged"),
        "{t}"
    );
    let reg = t.find("regressions (2):").unwrap();
    let fix = t.find("fixes (1):").unwrap();
    let other = t.find("other changes (2):").unwrap();
    assert!(reg < fix && fix < other, "{t}");
    // Regressions in case-id order: the execute case (pass → not supported) first.
    let exec = t.find(&format!("{EXEC}: pass → not-supported")).unwrap();
    let failed = t
        .find(&format!("{FAILED}: pass → fail (mismatch)"))
        .unwrap();
    assert!(reg < exec && exec < failed && failed < fix, "{t}");
    assert!(
        t.contains(&format!("{FIXED}: fail (mismatch) → pass")),
        "{t}"
    );
    let add = t
        .find("ps.oC.mov-only/valid/ps_2_0/zz-added: added, pass")
        .unwrap();
    let rem = t.find(&format!("{removed}: removed, was pass")).unwrap();
    assert!(other < add && add < rem, "{t}");

    // Deterministic: the same output with the new report's cases in another order.
    new["cases"].as_array_mut().unwrap().reverse();
    write(dir, "new2.json", &new);
    let again = shadercts(&["diff", "old.json", "new2.json"], dir);
    assert_eq!(out(&again).replace("new2.json", "new.json"), t);

    let j = shadercts(&["diff", "old.json", "new.json", "--format", "json"], dir);
    assert_eq!(code(&j), 1);
    let v: Value = serde_json::from_slice(&j.stdout).unwrap();
    assert_eq!(v["regressions"][0]["id"], EXEC);
    assert_eq!(v["regressions"][0]["new"]["outcome"], "not-supported");
    assert_eq!(v["fixes"][0]["old"]["cause"], "mismatch");
    assert_eq!(v["other"][0]["kind"], "added");
    assert_eq!(v["other"][1]["kind"], "removed");

    // The reverse direction: the fixes become regressions and back.
    let o = shadercts(&["diff", "new.json", "old.json"], dir);
    assert_eq!(code(&o), 1);
    assert!(out(&o).contains("1 regressions, 2 fixes"), "{}", out(&o));
    let same = shadercts(&["diff", "old.json", "old.json"], dir);
    assert_eq!(code(&same), 0, "{}", text(&same));
    assert!(out(&same).contains("0 regressions, 0 fixes, 0 other changes, 22 cases unchanged"));
}

#[test]
fn diff_refuses_other_suites_and_backends_unless_forced() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let b = base(dir);
    let mut theirs = b.clone();
    theirs["backend"]["name"] = json!("mojoshader");
    write(dir, "theirs.json", &theirs);
    let mut later = b.clone();
    later["suite_version"] = json!("2.3.0");
    write(dir, "later.json", &later);
    for (file, why) in [
        (
            "theirs.json",
            "backend reference against backend mojoshader",
        ),
        ("later.json", "suite 2.2.0 against suite 2.3.0"),
    ] {
        let o = shadercts(&["diff", "base.json", file], dir);
        assert_eq!(code(&o), 2, "{}", text(&o));
        assert!(err(&o).contains(why), "{}", err(&o));
        assert!(err(&o).contains("--force"), "{}", err(&o));
        let o = shadercts(&["diff", "base.json", file, "--force"], dir);
        assert_eq!(code(&o), 0, "{}", text(&o));
        assert!(
            out(&o).contains(&format!("warning: compared with --force: {why}")),
            "{}",
            out(&o)
        );
    }
    let o = shadercts(&["diff", "base.json"], dir);
    assert_eq!(code(&o), 2, "a usage error: {}", text(&o));
}
