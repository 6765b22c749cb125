//! The worker protocol's wire format: one JSON object per line each way
//! (docs/backend-protocol.md, "Worker mode").

use crate::backend::{
    BackendInfo, Capabilities, Capability, DeviceInfo, Diagnostic, Failure, FileInput, Phase,
    Request, Response, Verdict,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The protocol version spoken by this crate (and the harness).
pub const PROTOCOL: u32 = 1;

/// The `op` of the handshake request.
pub const HELLO: &str = "hello";

/// A file in a request: its path and, inline, its contents.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireFile {
    /// Absolute path of the file.
    pub path: String,
    /// The contents, when the file is UTF-8 text (assembly, JSON).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// The contents as lower-case hex, for binary files (token streams).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hex: Option<String>,
}

/// One request line.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireRequest {
    /// Request number, echoed in the response (0 for the handshake).
    pub id: u64,
    /// `hello`, or a capability name (`assemble`, `validate-text`, …).
    pub op: String,
    /// Handshake: the protocol version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub protocol: Option<u32>,
    /// The case id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub case: Option<String>,
    /// The case kind (`validate`, …).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// The profile (`ps_2_0`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub profile: Option<String>,
    /// Input files by role.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub files: BTreeMap<String, WireFile>,
}

/// One response line.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct WireResponse {
    /// The request's id.
    pub id: Option<u64>,
    /// Handshake: the backend's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Handshake: the backend's version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
    /// Handshake: capability names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capabilities: Option<Vec<String>>,
    /// `accept` or `reject`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<Verdict>,
    /// `assembler` or `validator`, when the backend can say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<Phase>,
    /// Messages.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diagnostics: Vec<Diagnostic>,
    /// Assembled tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens: Option<Vec<u32>>,
    /// Execution outputs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outputs: Option<serde_json::Value>,
    /// The backend cannot do this request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unsupported: Option<String>,
    /// The request failed (or, in the handshake, the backend is not available).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// Handshake: the device the backend drives (adapter, driver, OS), when it has one.
    /// (Last, so the fields before it keep their positions.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<DeviceInfo>,
}

/// Whether a role holds a token stream (sent as hex).
pub fn is_binary_role(role: &str) -> bool {
    role == "bytecode" || role.ends_with("_bytecode") || role == "tokens"
}

/// Lower-case hex of bytes (the same encoding as `shadercts_suite_files::hex`, kept here
/// so that a backend does not depend on the suite-files crate).
pub fn to_hex(data: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(data.len() * 2);
    for b in data {
        s.push(char::from(DIGITS[usize::from(b >> 4)]));
        s.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    s
}

/// Bytes of a hex string; `None` if it is malformed.
pub fn from_hex(s: &str) -> Option<Vec<u8>> {
    let s = s.as_bytes();
    if !s.len().is_multiple_of(2) {
        return None;
    }
    s.chunks_exact(2)
        .map(|p| {
            let hi = (p[0] as char).to_digit(16)?;
            let lo = (p[1] as char).to_digit(16)?;
            Some((hi * 16 + lo) as u8)
        })
        .collect()
}

impl WireRequest {
    /// The handshake request.
    pub fn hello() -> WireRequest {
        WireRequest {
            id: 0,
            op: HELLO.into(),
            protocol: Some(PROTOCOL),
            ..WireRequest::default()
        }
    }

    /// The wire form of a request.
    pub fn from_request(id: u64, kind: &str, req: &Request) -> WireRequest {
        let files = req
            .files
            .iter()
            .map(|(role, f)| {
                let text = if is_binary_role(role) {
                    None
                } else {
                    std::str::from_utf8(&f.data).ok().map(str::to_owned)
                };
                let hex = text.is_none().then(|| to_hex(&f.data));
                let path = f.path.to_string_lossy().into_owned();
                (role.clone(), WireFile { path, text, hex })
            })
            .collect();
        WireRequest {
            id,
            op: req.op.name().into(),
            protocol: None,
            case: Some(req.case_id.clone()),
            kind: Some(kind.into()),
            profile: Some(req.profile.clone()),
            files,
        }
    }

    /// The request a backend sees; a file without inline contents is read from its path.
    pub fn to_request(&self) -> Result<Request, String> {
        let op =
            Capability::from_name(&self.op).ok_or_else(|| format!("unknown op `{}`", self.op))?;
        let mut files = BTreeMap::new();
        for (role, f) in &self.files {
            let data = match (&f.text, &f.hex) {
                (Some(t), _) => t.clone().into_bytes(),
                (None, Some(h)) => {
                    from_hex(h).ok_or_else(|| format!("file `{role}`: malformed hex"))?
                }
                (None, None) => std::fs::read(&f.path)
                    .map_err(|e| format!("file `{role}`: cannot read {}: {e}", f.path))?,
            };
            files.insert(
                role.clone(),
                FileInput {
                    path: PathBuf::from(&f.path),
                    data,
                },
            );
        }
        Ok(Request {
            case_id: self.case.clone().unwrap_or_default(),
            op,
            profile: self.profile.clone().unwrap_or_default(),
            files,
        })
    }
}

impl WireResponse {
    /// The handshake answer of a backend.
    pub fn hello(info: &BackendInfo, caps: Capabilities) -> WireResponse {
        WireResponse {
            id: Some(0),
            name: Some(info.name.clone()),
            version: info.version.clone(),
            capabilities: Some(caps.list().iter().map(|c| c.name().to_string()).collect()),
            device: info.device.clone(),
            ..WireResponse::default()
        }
    }

    /// The wire form of a backend's result.
    pub fn from_result(id: Option<u64>, result: Result<Response, Failure>) -> WireResponse {
        let mut w = WireResponse {
            id,
            ..WireResponse::default()
        };
        match result {
            Ok(r) => {
                w.verdict = Some(r.verdict);
                w.phase = r.phase;
                w.diagnostics = r.diagnostics;
                w.tokens = r.tokens;
                w.outputs = r.outputs;
            }
            Err(Failure::Unsupported { reason }) => w.unsupported = Some(reason),
            Err(Failure::Error { message }) => w.error = Some(message),
            Err(other) => w.error = Some(other.to_string()),
        }
        w
    }

    /// Parses one response line strictly: it must be one JSON object (serde alone would
    /// also take an array of the fields in order, `[7,null,null,null,"accept"]`, or the
    /// object followed by nothing but white space). The id is the caller's to check.
    pub fn from_line(line: &str) -> Result<WireResponse, String> {
        if !line.trim_start().starts_with('{') {
            return Err("not a JSON object".into());
        }
        serde_json::from_str(line).map_err(|e| e.to_string())
    }

    /// The result a response line stands for.
    pub fn into_result(self) -> Result<Response, Failure> {
        if let Some(reason) = self.unsupported {
            return Err(Failure::Unsupported { reason });
        }
        if let Some(message) = self.error {
            return Err(Failure::Error { message });
        }
        let Some(verdict) = self.verdict else {
            return Err(Failure::error(
                "worker response has no `verdict`, `unsupported` or `error`",
            ));
        };
        Ok(Response {
            verdict,
            phase: self.phase,
            diagnostics: self.diagnostics,
            tokens: self.tokens,
            outputs: self.outputs,
        })
    }

    /// The capabilities named in a handshake answer (unknown names are an error).
    pub fn capability_set(&self) -> Result<Capabilities, String> {
        let mut caps = Capabilities::NONE;
        for name in self.capabilities.iter().flatten() {
            caps = caps.with(
                Capability::from_name(name)
                    .ok_or_else(|| format!("unknown capability `{name}`"))?,
            );
        }
        Ok(caps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trip() {
        assert_eq!(to_hex(&[0, 0xab, 0x10]), "00ab10");
        assert_eq!(from_hex("00AB10"), Some(vec![0, 0xab, 0x10]));
        assert_eq!(from_hex("0"), None);
        assert_eq!(from_hex("zz"), None);
    }

    #[test]
    fn request_round_trip() {
        let mut files = BTreeMap::new();
        files.insert(
            "bytecode".to_string(),
            FileInput {
                path: "/s/a.bin".into(),
                data: vec![1, 2, 3, 4],
            },
        );
        files.insert(
            "text".to_string(),
            FileInput {
                path: "/s/a.asm".into(),
                data: b"vs_1_1\n".to_vec(),
            },
        );
        let req = Request {
            case_id: "c".into(),
            op: Capability::ValidateBytecode,
            profile: "vs_1_1".into(),
            files,
        };
        let w = WireRequest::from_request(3, "validate", &req);
        assert_eq!(w.files["bytecode"].hex.as_deref(), Some("01020304"));
        assert_eq!(w.files["text"].text.as_deref(), Some("vs_1_1\n"));
        let line = serde_json::to_string(&w).unwrap();
        let back: WireRequest = serde_json::from_str(&line).unwrap();
        assert_eq!(back.to_request().unwrap(), req);
    }

    #[test]
    fn response_round_trip() {
        let mut r = Response::reject(
            Some(Phase::Validator),
            vec![Diagnostic {
                message: "bad".into(),
                code: Some("X5".into()),
                rule: Some("ps.oC.mov-only".into()),
                line: Some(3),
            }],
        );
        r.tokens = Some(vec![0xffff_0200, 0x0000_ffff]);
        let line =
            serde_json::to_string(&WireResponse::from_result(Some(4), Ok(r.clone()))).unwrap();
        let back: WireResponse = serde_json::from_str(&line).unwrap();
        assert_eq!(back.id, Some(4));
        assert_eq!(back.into_result(), Ok(r));
        let timeout = WireResponse::from_result(Some(5), Err(Failure::Timeout { seconds: 2.0 }));
        assert_eq!(timeout.error.as_deref(), Some("timed out after 2 s"));
        let device = DeviceInfo {
            adapter: Some("toy adapter".into()),
            vendor_id: Some(0x10de),
            ..DeviceInfo::default()
        };
        let info = BackendInfo {
            name: "toy".into(),
            version: None,
            detail: None,
            device: Some(device.clone()),
        };
        let caps = Capabilities::of(&[Capability::Execute, Capability::Assemble]);
        let hello = WireResponse::hello(&info, caps);
        assert_eq!(hello.capability_set(), Ok(caps));
        // The device travels in the handshake.
        let back: WireResponse =
            serde_json::from_str(&serde_json::to_string(&hello).unwrap()).unwrap();
        assert_eq!(back.device, Some(device));
    }

    #[test]
    fn draw_is_a_capability_and_its_bytecode_travels_as_hex() {
        assert_eq!(Capability::from_name("draw"), Some(Capability::Draw));
        let caps = Capabilities::of(&Capability::ALL);
        assert!(caps.has(Capability::Draw) && caps.has(Capability::Assemble));
        assert_eq!(caps.list().len(), Capability::ALL.len());
        let file = |data: &[u8]| FileInput {
            path: PathBuf::from("/s/x"),
            data: data.to_vec(),
        };
        let req = Request {
            case_id: "draw.vpos/draw/ps_3_0/x".into(),
            op: Capability::Draw,
            profile: "ps_3_0".into(),
            files: [
                ("ps_bytecode".to_string(), file(&[0, 3, 0xff, 0xff])),
                ("scene".to_string(), file(b"{}")),
            ]
            .into_iter()
            .collect(),
        };
        let w = WireRequest::from_request(1, "draw", &req);
        assert_eq!(w.op, "draw");
        assert_eq!(w.files["ps_bytecode"].hex.as_deref(), Some("0003ffff"));
        assert_eq!(w.files["scene"].text.as_deref(), Some("{}"));
        assert_eq!(w.to_request().unwrap(), req);
    }

    #[test]
    fn response_results() {
        let r: WireResponse = serde_json::from_str(r#"{"id":1,"verdict":"reject","phase":"assembler","diagnostics":[{"message":"bad","line":2}]}"#).unwrap();
        let r = r.into_result().unwrap();
        assert_eq!(r.verdict, Verdict::Reject);
        assert_eq!(r.diagnostics[0].line, Some(2));
        let u: WireResponse = serde_json::from_str(r#"{"id":1,"unsupported":"no"}"#).unwrap();
        assert!(matches!(u.into_result(), Err(Failure::Unsupported { .. })));
        let n: WireResponse = serde_json::from_str(r#"{"id":1}"#).unwrap();
        assert!(matches!(n.into_result(), Err(Failure::Error { .. })));
    }

    #[test]
    fn only_objects_are_response_lines() {
        // serde takes a struct's fields as an array too; the protocol does not.
        let array = r#"[7,null,null,null,"accept"]"#;
        assert!(serde_json::from_str::<WireResponse>(array).is_ok());
        assert_eq!(
            WireResponse::from_line(array),
            Err("not a JSON object".into())
        );
        for bad in ["7", "\"x\"", "null", "", r#"{"id":1}{"id":1}"#] {
            assert!(WireResponse::from_line(bad).is_err(), "{bad}");
        }
        let ok = WireResponse::from_line(r#" {"id":3,"verdict":"accept"} "#).unwrap();
        assert_eq!(ok.id, Some(3));
    }
}
