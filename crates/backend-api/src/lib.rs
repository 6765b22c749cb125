//! What a shadercts backend needs and nothing more: the [`Backend`] trait with its
//! request and response types ([`backend`]), the worker protocol's wire format
//! ([`protocol`], docs/backend-protocol.md) and the loop serving a backend over it
//! ([`serve`]). The harness (`shadercts-harness`) re-exports all of it at the same paths.

#![warn(missing_docs)]

pub mod backend;
pub mod protocol;
pub mod serve;

pub use backend::{
    Backend, BackendInfo, Capabilities, Capability, DeviceInfo, Diagnostic, Failure, FileInput,
    Phase, Request, Response, Verdict,
};
