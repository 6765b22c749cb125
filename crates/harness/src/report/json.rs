//! The JSON report: the whole [`RunReport`].

use crate::error::{Error, Result};
use crate::result::RunReport;

/// Pretty JSON of the report.
pub fn render(report: &RunReport) -> Result<Vec<u8>> {
    let mut data =
        serde_json::to_vec_pretty(report).map_err(|e| Error::new(format!("JSON report: {e}")))?;
    data.push(b'\n');
    Ok(data)
}
