//! The shipped backends, and choosing one by name (`--backend SPEC`). The MojoShader
//! backends are built with the `mojoshader` feature, the two Wine backends with the
//! `wine` feature (both default); without one, its specs are refused with a message
//! that names the feature.

pub mod command;
pub mod d3d9_native;
#[cfg(feature = "mojoshader")]
pub mod mojoshader;
pub mod reference;
pub mod reference_draw;
mod reference_exec;
#[cfg(feature = "wine")]
pub mod wine;
#[cfg(feature = "wine")]
pub mod wine_d3d9;
pub mod worker;

use crate::backend::{Backend, Capabilities, Capability};
use crate::error::{Error, Result};
use crate::process::Limits;
use std::path::PathBuf;

pub use command::CommandBackend;
pub use d3d9_native::D3d9Backend;
#[cfg(feature = "mojoshader")]
pub use mojoshader::MojoBackend;
pub use reference::ReferenceBackend;
#[cfg(feature = "wine")]
pub use wine::WineBackend;
#[cfg(feature = "wine")]
pub use wine_d3d9::WineD3d9Backend;
pub use worker::WorkerBackend;

/// How to open a backend.
#[derive(Clone, Debug, Default)]
pub struct OpenOptions {
    /// Limits of process backends.
    pub limits: Limits,
    /// Capabilities to assume instead of the declared or inferred ones.
    pub capabilities: Option<Capabilities>,
    /// The `shadercts` executable, re-executed as `shadercts worker NAME` for the
    /// built-in backends that run in a subprocess.
    pub self_exe: Option<PathBuf>,
    /// Arguments appended to `shadercts worker NAME` (e.g. `--spec DIR`).
    pub worker_args: Vec<String>,
}

/// The backend specs `open` understands, for help texts.
pub const SPECS: &str =
    "reference, reference:worker, mojoshader, mojoshader:in-process, wine, wine-d3d9, \
     d3d9, d3d9:ref (Windows), 'cmd:PROGRAM ARGS… {input} …', 'worker:PROGRAM ARGS…'";

/// The built-in backend specs that need a cargo feature: (spec, feature, whether this
/// build has it).
pub const FEATURE_BACKENDS: [(&str, &str, bool); 4] = [
    ("mojoshader", "mojoshader", cfg!(feature = "mojoshader")),
    (
        "mojoshader:in-process",
        "mojoshader",
        cfg!(feature = "mojoshader"),
    ),
    ("wine", "wine", cfg!(feature = "wine")),
    ("wine-d3d9", "wine", cfg!(feature = "wine")),
];

/// The cargo feature a built-in backend spec needs, when this build lacks it.
pub fn missing_feature(spec: &str) -> Option<&'static str> {
    FEATURE_BACKENDS
        .iter()
        .find(|(s, _, built)| *s == spec && !*built)
        .map(|(_, feature, _)| *feature)
}

/// Parses a comma-separated capability list (`assemble,validate-text`).
pub fn parse_capabilities(s: &str) -> Result<Capabilities> {
    let mut caps = Capabilities::NONE;
    for name in s.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        caps = caps.with(Capability::from_name(name).ok_or_else(|| {
            Error::new(format!(
                "unknown capability `{name}` (known: {})",
                Capability::ALL.map(|c| c.name()).join(", ")
            ))
        })?);
    }
    Ok(caps)
}

/// Opens a backend from its spec; `reference` uses the embedded model and rules.
pub fn open(spec: &str, opts: &OpenOptions) -> Result<Box<dyn Backend>> {
    let self_worker = |name: &str| -> Result<Box<dyn Backend>> {
        let exe = opts.self_exe.clone().ok_or_else(|| {
            Error::new(format!(
                "backend {name}: the shadercts executable is not known"
            ))
        })?;
        let mut argv = vec![
            exe.to_string_lossy().into_owned(),
            "worker".into(),
            name.into(),
        ];
        argv.extend(opts.worker_args.iter().cloned());
        let b = WorkerBackend::start(argv, opts.capabilities, opts.limits)
            .map_err(|e| Error::new(format!("backend {name} is not available: {e}")))?;
        Ok(Box::new(b))
    };
    if let Some(t) = spec.strip_prefix("cmd:") {
        return Ok(Box::new(CommandBackend::new(
            t,
            opts.capabilities,
            opts.limits,
        )?));
    }
    if let Some(t) = spec.strip_prefix("worker:") {
        return Ok(Box::new(WorkerBackend::from_template(
            t,
            opts.capabilities,
            opts.limits,
        )?));
    }
    match spec {
        "reference" => Ok(Box::new(ReferenceBackend::embedded()?)),
        "reference:worker" => self_worker("reference"),
        #[cfg(feature = "mojoshader")]
        "mojoshader" => self_worker("mojoshader"),
        #[cfg(feature = "wine")]
        "wine" => Ok(Box::new(WineBackend::start(
            opts.capabilities,
            opts.limits,
        )?)),
        #[cfg(feature = "wine")]
        "wine-d3d9" => Ok(Box::new(WineD3d9Backend::start(
            opts.capabilities,
            opts.limits,
        )?)),
        // Windows only: elsewhere `start` refuses with a pointer to wine-d3d9.
        "d3d9" | "d3d9:ref" => Ok(Box::new(D3d9Backend::start(
            spec,
            opts.capabilities,
            opts.limits,
        )?)),
        #[cfg(feature = "mojoshader")]
        "mojoshader:in-process" => {
            Ok(Box::new(MojoBackend::load().map_err(|e| {
                Error::new(format!("backend mojoshader is not available: {e}"))
            })?))
        }
        other => Err(Error::new(match missing_feature(other) {
            Some(feature) => format!(
                "backend `{other}`: this shadercts was built without the `{feature}` feature \
                 (build it with the default features, or with `--features {feature}`)"
            ),
            None => format!("unknown backend `{other}` (known: {SPECS})"),
        })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spec_whose_feature_was_left_out_names_the_feature() {
        for (spec, feature, built) in FEATURE_BACKENDS {
            assert_eq!(missing_feature(spec), (!built).then_some(feature), "{spec}");
            if built {
                continue;
            }
            match open(spec, &OpenOptions::default()) {
                Ok(_) => panic!("{spec} opened"),
                Err(e) => assert!(
                    e.message()
                        .contains(&format!("built without the `{feature}` feature")),
                    "{e}"
                ),
            }
        }
        assert_eq!(missing_feature("reference"), None);
        match open("frobnicate", &OpenOptions::default()) {
            Ok(_) => panic!("opened"),
            Err(e) => assert!(e.message().contains("unknown backend `frobnicate`"), "{e}"),
        }
    }
}
