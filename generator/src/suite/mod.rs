//! Suites on disk: the manifest, coverage and changelog documents, writing a suite
//! into a directory, publishing a version atomically, verifying a suite, and the
//! errata that withdraw published cases.

pub mod changelog;
pub mod coverage;
pub mod layout;
pub mod manifest;
pub mod publish;
pub mod verify;
pub mod write;

pub use layout::{Suite, SuiteMeta};
pub use manifest::Manifest;
