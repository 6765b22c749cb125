//! Execute cases: bindings (`generator/execute/*.yaml`) give a program, input sets and
//! the expected outputs as formulas of the generator's own evaluator
//! ([`crate::expr`]); the reference interpreter must agree before a case is published
//! (docs/execute-cases.md).

pub mod check;
pub mod coverage;
pub mod frame;
pub mod keys;
pub mod levels;
pub mod pipeline;
pub mod raw;
pub mod source;
pub mod tolerance;
pub mod values;

pub use source::ExecuteSource;
