//! Turns rules into cases with expected verdicts, verifies every case against the
//! reference, and writes, publishes and verifies versioned suites.
//!
//! Pipeline: [`source::CaseSource`]s (the bindings rendered through the templates;
//! random programs, `random`, and near-miss mutations, `mutate`) give
//! [`case::CaseSpec`]s with the author's
//! expectation → [`pipeline::verify`] parses, encodes and asks the [`oracle::Oracle`]
//! (and MojoShader, for assembled tokens) → [`suite::layout`] writes the manifest,
//! COVERAGE.md and CHANGELOG.md → [`suite::write`] / [`suite::publish`] put it on disk
//! → [`suite::verify`] checks a suite on disk. The file formats and the binding
//! language are described in `generator/README.md`.

pub mod binding;
pub mod case;
pub mod catalog;
pub mod context_source;
pub mod crosscheck;
pub mod differential;
pub mod draw;
pub mod error;
pub mod exec;
pub mod expr;
pub mod generate;
pub mod hash;
pub mod header;
pub mod ids;
pub mod inputs;
pub mod mojo_differences;
pub mod mutate;
pub mod mutation_source;
pub mod oracle;
pub mod params;
pub mod pipeline;
pub mod promoted_source;
pub mod random;
pub mod random_source;
pub mod reference;
pub mod session;
pub mod source;
pub mod suite;
pub mod template;
pub mod verified;
pub mod wine_differences;
pub mod wine_gate;

pub use case::{Body, CaseKind, CaseSpec, Expectation, Polarity};
pub use catalog::{RuleCatalog, RuleInfo, RuleKind};
pub use context_source::ContextSource;
pub use error::{GenError, Location};
pub use exec::ExecuteSource;
pub use generate::{Failure, Generator, Report, Request};
pub use inputs::GeneratorInputs;
pub use mutation_source::MutationSource;
pub use oracle::{Observed, Oracle};
pub use random_source::RandomSource;
pub use source::{CaseSource, SourceEnv, TemplateSource};
