//! The comparison as one self-contained HTML page (inline CSS, no scripts, no external
//! resources), rendered from `page.html` by tera, which escapes every value: backend
//! names, versions, case ids and details come from the reports and are untrusted.

use super::model::{Comparison, MAX_EXAMPLES};
use crate::error::{Error, Result};
use serde::Serialize;

const TEMPLATE: &str = include_str!("page.html");
/// Ends in `.html`, so tera escapes every `{{ value }}`.
const TEMPLATE_NAME: &str = "compare.html";

#[derive(Serialize)]
struct Page<'a> {
    title: String,
    max_examples: usize,
    #[serde(flatten)]
    comparison: &'a Comparison,
}

/// The page, or an error if the template cannot be rendered (a bug, reported as such).
pub fn render(c: &Comparison) -> Result<String> {
    let columns: usize = c.suites.iter().map(|s| s.columns.len()).sum();
    let page = Page {
        title: format!(
            "shadercts compare: {columns} implementation{}",
            if columns == 1 { "" } else { "s" }
        ),
        max_examples: MAX_EXAMPLES,
        comparison: c,
    };
    let fail = |e: tera::Error| Error::new(format!("cannot render the comparison page: {e}"));
    let mut tera = tera::Tera::default();
    tera.add_raw_template(TEMPLATE_NAME, TEMPLATE)
        .map_err(fail)?;
    let ctx = tera::Context::from_serialize(&page).map_err(fail)?;
    let html = tera.render(TEMPLATE_NAME, &ctx).map_err(fail)?;
    // Tera escapes markup, not control or bidirectional characters: made visible here.
    Ok(crate::untrusted::document(&html).into_owned())
}
