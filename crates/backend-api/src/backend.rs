//! The `Backend` trait: what a backend can do, what it is asked and what it answers.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;

/// One thing a backend may be able to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Capability {
    /// Assemble text into a token stream.
    Assemble,
    /// Validate assembly text.
    ValidateText,
    /// Validate a token stream.
    ValidateBytecode,
    /// Link a vertex shader with a pixel shader.
    Link,
    /// Execute a shader on given inputs.
    Execute,
    /// Render a scene with a vertex and a pixel shader (draw cases, format 4).
    Draw,
}

impl Capability {
    /// Every capability, in a fixed order.
    pub const ALL: [Capability; 6] = [
        Capability::Assemble,
        Capability::ValidateText,
        Capability::ValidateBytecode,
        Capability::Link,
        Capability::Execute,
        Capability::Draw,
    ];

    /// The protocol name (`assemble`, `validate-text`, …).
    pub fn name(self) -> &'static str {
        match self {
            Capability::Assemble => "assemble",
            Capability::ValidateText => "validate-text",
            Capability::ValidateBytecode => "validate-bytecode",
            Capability::Link => "link",
            Capability::Execute => "execute",
            Capability::Draw => "draw",
        }
    }

    /// Parses a protocol name.
    pub fn from_name(name: &str) -> Option<Capability> {
        Capability::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl fmt::Display for Capability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The set of things a backend declares it can do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Capabilities(u8);

impl Capabilities {
    /// No capability.
    pub const NONE: Capabilities = Capabilities(0);

    /// The set holding exactly `caps`.
    pub fn of(caps: &[Capability]) -> Capabilities {
        caps.iter().fold(Capabilities::NONE, |s, c| s.with(*c))
    }

    /// This set plus `cap`.
    pub fn with(self, cap: Capability) -> Capabilities {
        Capabilities(self.0 | (1 << cap as u8))
    }

    /// Whether `cap` is in the set.
    pub fn has(self, cap: Capability) -> bool {
        self.0 & (1 << cap as u8) != 0
    }

    /// The members, in [`Capability::ALL`] order.
    pub fn list(self) -> Vec<Capability> {
        Capability::ALL
            .into_iter()
            .filter(|c| self.has(*c))
            .collect()
    }
}

impl fmt::Display for Capabilities {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.list().iter().map(|c| c.name()).collect();
        if names.is_empty() {
            f.write_str("(none)")
        } else {
            f.write_str(&names.join(", "))
        }
    }
}

/// Who a backend is, for reports and certificates.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackendInfo {
    /// Short name (`reference`, `mojoshader`, the program of a command backend).
    pub name: String,
    /// The backend's own version string, when it can tell.
    pub version: Option<String>,
    /// Free text: the command line, the library file, ….
    pub detail: Option<String>,
    /// The device that ran the cases, for backends that drive one (Direct3D 9): what
    /// the driver said about itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<DeviceInfo>,
}

/// The device a backend ran the cases on, as the driver and the OS described it (for
/// Direct3D 9: `IDirect3D9::GetAdapterIdentifier` and `RtlGetVersion`). Under Wine
/// these are what Wine says (wined3d invents an adapter from the GL renderer).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceInfo {
    /// The API driven (`Direct3D 9`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api: Option<String>,
    /// The device type: `hal` (the GPU's driver) or `ref` (the reference rasterizer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device_type: Option<String>,
    /// The adapter's description (`NVIDIA GeForce RTX 3060`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adapter: Option<String>,
    /// The PCI vendor id (`0x10de`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vendor_id: Option<u32>,
    /// The PCI device id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device_id: Option<u32>,
    /// The PCI subsystem id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subsys_id: Option<u32>,
    /// The PCI revision.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision: Option<u32>,
    /// The driver's file name (`nvldumdx.dll`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub driver: Option<String>,
    /// The driver's version, `product.version.subversion.build` (`31.0.15.3623`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub driver_version: Option<String>,
    /// The operating system and its build (`Windows 10.0.19045`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub os: Option<String>,
    /// Wine's version, when the device is Wine's (`wine_get_version`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wine: Option<String>,
}

impl DeviceInfo {
    /// One line for reports and certificates: adapter, PCI ids, driver, device type, OS.
    /// Fields the device did not report are left out.
    pub fn summary(&self) -> String {
        let mut parts = Vec::new();
        let mut adapter = self
            .adapter
            .clone()
            .unwrap_or_else(|| "adapter not reported".into());
        let ids: Vec<String> = [
            ("vendor", self.vendor_id),
            ("device", self.device_id),
            ("subsys", self.subsys_id),
            ("rev", self.revision),
        ]
        .iter()
        .filter_map(|(k, v)| v.map(|v| format!("{k} 0x{v:04x}")))
        .collect();
        if !ids.is_empty() {
            adapter.push_str(&format!(" ({})", ids.join(", ")));
        }
        parts.push(adapter);
        match (&self.driver, &self.driver_version) {
            (Some(d), Some(v)) => parts.push(format!("driver {d} {v}")),
            (Some(d), None) => parts.push(format!("driver {d} (version not reported)")),
            (None, Some(v)) => parts.push(format!("driver version {v}")),
            (None, None) => parts.push("driver not reported".into()),
        }
        if let Some(t) = &self.device_type {
            let api = self.api.as_deref().unwrap_or("device");
            parts.push(format!("{api} {} device", t.to_uppercase()));
        }
        match (&self.os, &self.wine) {
            (Some(os), Some(w)) => parts.push(format!("{os} (Wine {w})")),
            (Some(os), None) => parts.push(os.clone()),
            (None, Some(w)) => parts.push(format!("Wine {w}")),
            (None, None) => parts.push("OS not reported".into()),
        }
        parts.join("; ")
    }
}

/// One input file of a request: where it is and what it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileInput {
    /// Absolute path of the file inside the suite.
    pub path: PathBuf,
    /// Its bytes (checked against the manifest's sha256 when it has one).
    pub data: Vec<u8>,
}

impl FileInput {
    /// The contents as UTF-8 text, or an error naming the file.
    pub fn text(&self) -> Result<&str, Failure> {
        std::str::from_utf8(&self.data)
            .map_err(|e| Failure::error(format!("{} is not UTF-8: {e}", self.path.display())))
    }
}

/// What the harness asks a backend to do for one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The case id.
    pub case_id: String,
    /// What is asked (always one of the backend's declared capabilities).
    pub op: Capability,
    /// The profile of the case (`ps_2_0`); for a link case, the pixel shader's.
    pub profile: String,
    /// The case's files by role (`text`, `bytecode`, `vs`, `ps`, `inputs`, …).
    pub files: BTreeMap<String, FileInput>,
}

impl Request {
    /// The file of role `role`, or an error naming the missing role.
    pub fn file(&self, role: &str) -> Result<&FileInput, Failure> {
        self.files
            .get(role)
            .ok_or_else(|| Failure::error(format!("case {} has no `{role}` file", self.case_id)))
    }

    /// The text of the file of role `role`.
    pub fn text(&self, role: &str) -> Result<&str, Failure> {
        self.file(role)?.text()
    }
}

/// Accept or reject.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The input was accepted (valid, assembled, linked, executed).
    Accept,
    /// The input was rejected.
    Reject,
}

/// Where a rejection happened, when the backend can say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// Reading the text: lexing, parsing, encoding.
    Assembler,
    /// Checking the rules of the shader model (including linkage).
    Validator,
}

impl Phase {
    /// The protocol name.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Assembler => "assembler",
            Phase::Validator => "validator",
        }
    }
}

/// One message from a backend.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// The message text.
    pub message: String,
    /// The backend's own error code, if it has codes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// A shadercts rule id, when the backend knows it (or a mapping file supplied it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// A 1-based source line, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
}

impl Diagnostic {
    /// A diagnostic with only a message.
    pub fn message(text: impl Into<String>) -> Diagnostic {
        Diagnostic {
            message: text.into(),
            ..Diagnostic::default()
        }
    }
}

/// A backend's answer to one request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Response {
    /// Accepted or rejected.
    pub verdict: Verdict,
    /// Where it was rejected, when the backend can say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<Phase>,
    /// Messages (errors and warnings).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diagnostics: Vec<Diagnostic>,
    /// For an assemble request that was accepted: the token stream.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens: Option<Vec<u32>>,
    /// For an execute request that was accepted: the outputs; for a draw request, the
    /// frame as `shadercts draw --format json` prints it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outputs: Option<serde_json::Value>,
}

impl Response {
    /// An acceptance with nothing else.
    pub fn accept() -> Response {
        Response {
            verdict: Verdict::Accept,
            phase: None,
            diagnostics: Vec::new(),
            tokens: None,
            outputs: None,
        }
    }

    /// A rejection in `phase` with `diagnostics`.
    pub fn reject(phase: Option<Phase>, diagnostics: Vec<Diagnostic>) -> Response {
        Response {
            verdict: Verdict::Reject,
            phase,
            diagnostics,
            tokens: None,
            outputs: None,
        }
    }
}

/// Why a request produced no answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Failure {
    /// The backend cannot do this (it is reported as not supported, never as a pass).
    Unsupported {
        /// Why.
        reason: String,
    },
    /// The backend ran longer than the per-case timeout and was killed.
    Timeout {
        /// The limit, in seconds.
        seconds: f64,
    },
    /// The backend process died: a signal, or an exit in the middle of a request.
    Crash {
        /// The signal that killed it, if any.
        signal: Option<i32>,
        /// Its exit code, if it exited.
        code: Option<i32>,
        /// The tail of its standard error, when captured.
        detail: String,
    },
    /// Anything else: a protocol violation, an I/O error, a panic in an in-process backend.
    Error {
        /// What went wrong.
        message: String,
    },
}

impl Failure {
    /// A [`Failure::Error`] with this message.
    pub fn error(message: impl Into<String>) -> Failure {
        Failure::Error {
            message: message.into(),
        }
    }

    /// A [`Failure::Unsupported`] with this reason.
    pub fn unsupported(reason: impl Into<String>) -> Failure {
        Failure::Unsupported {
            reason: reason.into(),
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Unsupported { reason } => write!(f, "not supported: {reason}"),
            Failure::Timeout { seconds } => write!(f, "timed out after {seconds} s"),
            Failure::Crash {
                signal,
                code,
                detail,
            } => {
                match (signal, code) {
                    (Some(s), _) => write!(f, "crashed with signal {s} ({})", signal_name(*s))?,
                    (None, Some(c)) => write!(f, "exited with code {c} mid-request")?,
                    (None, None) => f.write_str("died")?,
                }
                if !detail.is_empty() {
                    write!(f, ": {detail}")?;
                }
                Ok(())
            }
            Failure::Error { message } => write!(f, "error: {message}"),
        }
    }
}

/// A short name for common signals (Windows' C runtime has only some of them).
pub fn signal_name(signal: i32) -> &'static str {
    match signal {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        #[cfg(unix)]
        libc::SIGKILL => "SIGKILL",
        #[cfg(unix)]
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGILL => "SIGILL",
        libc::SIGTERM => "SIGTERM",
        #[cfg(unix)]
        libc::SIGPIPE => "SIGPIPE",
        _ => "signal",
    }
}

/// A validator, assembler, linker or executor under test.
///
/// Implementations must be usable from several threads at once (the runner calls
/// [`Backend::run`] in parallel); a backend holding a process or a non-thread-safe
/// handle keeps a pool of them internally. The runner only asks for capabilities the
/// backend declares.
pub trait Backend: Send + Sync {
    /// Name and version, for reports and certificates.
    fn info(&self) -> BackendInfo;
    /// What this backend can do.
    fn capabilities(&self) -> Capabilities;
    /// Runs one request. A `Failure` costs this case only.
    fn run(&self, request: &Request) -> Result<Response, Failure>;
}
