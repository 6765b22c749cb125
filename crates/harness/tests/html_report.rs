//! The HTML report's structure, read from the page text: the matrix has one column per
//! profile in a fixed order, link pairs have a table of their own, failures are grouped
//! by rule behind an index whose links all resolve, and the summary says how many cases
//! were answered. (html_chromium.rs checks the same in a real browser.)
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

mod common;
mod html_fixture;

use common::fixture;
use html_fixture::{catalog, report, BIG, LAST, ORDER};
use regex::Regex;
use shadercts_harness::report::html;
use std::collections::BTreeSet;

fn page() -> (String, usize, usize) {
    let (r, answered, selected) = report();
    let text = html::render(&r, &fixture(), &catalog()).expect("the page renders");
    (text, answered, selected)
}

/// The text of `<table id="ID">…</table>`.
fn table<'a>(page: &'a str, id: &str) -> &'a str {
    let start = page
        .find(&format!("<table id=\"{id}\""))
        .unwrap_or_else(|| panic!("no table {id}"));
    let len = page[start..].find("</table>").expect("table ends");
    &page[start..start + len]
}

fn attrs(text: &str, name: &str) -> Vec<String> {
    Regex::new(&format!(r#"{name}="([^"]*)""#))
        .unwrap()
        .captures_iter(text)
        .map(|c| c[1].to_string())
        .collect()
}

#[test]
fn the_matrix_has_one_column_per_profile_in_a_fixed_order() {
    let (page, _, _) = page();
    let matrix = table(&page, "matrix");
    let head = &matrix[..matrix.find("</thead>").unwrap()];
    assert_eq!(attrs(head, "data-profile"), ORDER, "{head}");
    assert!(
        !matrix.contains('+') && !matrix.contains('→'),
        "no link pair in the matrix"
    );
    // Link pairs are in their own table: all 47 there, with their counts.
    let links = table(&page, "links");
    let pairs: BTreeSet<String> = attrs(links, "data-profile").into_iter().collect();
    assert_eq!(pairs.len(), 47, "{pairs:?}");
    assert!(pairs.iter().all(|p| p.contains('+')));
    assert!(links.contains("vs_1_1→ps_1_1"), "{links}");
    // A failing cell links to its rule's failures.
    assert!(
        matrix.contains(&format!(
            "data-rule=\"{BIG}\" data-profile=\"ps_2_0\" data-status=\"fail\""
        )),
        "{matrix}"
    );
    assert!(matrix.contains(&format!("<a href=\"#rule-{BIG}\">0/320</a>")));
}

#[test]
fn failures_are_grouped_by_rule_and_every_failing_rule_is_reachable() {
    let (r, _, _) = report();
    let (page, _, _) = page();
    let failing: BTreeSet<&String> = r
        .rules
        .iter()
        .filter(|(_, c)| c.fail + c.unexpected_pass > 0)
        .map(|(rule, _)| rule)
        .collect();
    let index = table(&page, "failure-index");
    let hrefs = attrs(index, "href");
    let ids: BTreeSet<String> = attrs(&page, "id").into_iter().collect();
    assert_eq!(hrefs.len(), failing.len(), "one index row per failing rule");
    for rule in &failing {
        let href = format!("#rule-{rule}");
        assert!(hrefs.contains(&href), "{rule} not in the index");
    }
    // Every link on the page resolves to an element.
    for href in attrs(&page, "href") {
        let id = href.strip_prefix('#').expect("links stay on the page");
        assert!(ids.contains(id), "link {href} resolves to nothing");
    }
    // The last rule's lone failure is shown in full, after the 320 of the first rule.
    let last = &page[page.find(&format!("id=\"rule-{LAST}\"")).unwrap()..];
    assert!(
        last.contains(&format!("data-case=\"{LAST}/invalid/vs_3_0/only\"><h4>")),
        "{last}"
    );
    assert!(last.contains("The last rule &lt;alphabetically&gt;"));
    // The first rule shows 20 in full and lists the other 300 ids compactly.
    let big_start = page.find(&format!("id=\"rule-{BIG}\"")).unwrap();
    let big = &page[big_start..big_start + page[big_start..].find("</section>").unwrap()];
    assert!(big.contains("(320 failing)"), "{big}");
    assert_eq!(big.matches("<div class=\"case").count(), 20);
    assert!(big.contains(&format!(
        "and 300 more: {BIG}/invalid/ps_2_0/f020, {BIG}/invalid/ps_2_0/f021"
    )));
    assert!(big.contains(&format!("{BIG}/invalid/ps_2_0/f319</p>")));
    assert!(big.contains("<blockquote>A quoted sentence.</blockquote>"));
}

#[test]
fn the_summary_says_how_many_cases_were_answered() {
    let (page, answered, selected) = page();
    assert!(answered > 0 && answered < selected);
    let summary = table(&page, "summary");
    assert!(
        summary.contains(&format!(
            "id=\"answered\" data-answered=\"{answered}\" data-selected=\"{selected}\">{answered} of {selected} selected cases ("
        )),
        "{summary}"
    );
    for fact in [
        "9.9.9-test",
        "fake-backend 1.0",
        "2026-12-02",
        "native",
        "(the suite has 36086)",
    ] {
        assert!(summary.contains(fact), "{fact} missing: {summary}");
    }
    assert!(summary.contains(">FAIL</td>"), "{summary}");
}

#[test]
fn a_run_with_no_answer_has_no_verdict() {
    let (mut r, _, _) = report();
    r.cases.retain(|c| c.actual.is_none());
    r.counts = Default::default();
    for c in &r.cases {
        r.counts.add(c.status);
    }
    let page = html::render(&r, &fixture(), &catalog()).unwrap();
    assert!(page.contains("data-answered=\"0\""), "{page}");
    assert!(page.contains(">NO VERDICT: no case was answered</td>"));
}

#[test]
fn the_page_is_self_contained_and_escaped() {
    let (mut r, _, _) = report();
    r.backend.name = "<script>alert('x')</script>".into();
    let page = html::render(&r, &fixture(), &catalog()).unwrap();
    assert!(!page.contains("<script"), "escaped");
    assert!(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"));
    assert!(!page.contains("http") && !page.contains("<link") && !page.contains("src="));
}
