//! The reference implementation: validator, linker and executor.

pub mod execute;
pub mod link;
pub mod pipeline;
pub mod report;
pub mod validate;

pub use link::{link, link_text};
pub use report::{Report, ReportedViolation, Verdict};
pub use shadercts_rules::{RuleSet, Stage, Violation};
pub use validate::{validate, validate_bytes, validate_text, validate_with_text};
