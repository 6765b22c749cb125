//! The `d3d9` backend: execute cases on the system's Direct3D 9, on Windows.
//!
//! It runs the worker of the `wine-d3d9` backend (`tools/wine-d3d9-worker/`, a Windows
//! program speaking the worker protocol, docs/backend-protocol.md) directly, without
//! Wine: the worker creates one device of the system's `d3d9.dll` and the GPU vendor's
//! driver behind it. `d3d9` asks for the hardware device (`D3DDEVTYPE_HAL`), `d3d9:ref`
//! for the reference rasterizer (`D3DDEVTYPE_REF`, installed with the DirectX SDK's debug
//! runtime; where it is not, the handshake fails and the backend is not available).
//! The worker's handshake describes the device (adapter, PCI ids, driver and its
//! version, device type, OS build): [`BackendInfo::device`], shown by every report and
//! certificate.
//!
//! The worker exe: `SHADERCTS_D3D9_WORKER` when set (a prebuilt exe), else the one
//! embedded in shadercts.exe at build time (the harness's build.rs compiles the C
//! source with mingw-w64 when the target is Windows), written once into the cache
//! (`%LOCALAPPDATA%\shadercts`, file name by the exe's hash). A Windows build made
//! without a mingw-w64 compiler has no embedded worker and needs the variable.
//!
//! Only the Windows build has this backend: elsewhere `d3d9` is refused with a message
//! that points at `wine-d3d9`. The Windows exe run under Wine is the Windows build (its
//! worker then drives Wine's Direct3D 9: the smoke test, scripts/windows-smoke.sh).

use crate::backend::{Backend, BackendInfo, Capabilities, Failure, Request, Response};
use crate::backends::WorkerBackend;
use crate::error::{Error, Result};
use crate::process::Limits;
use std::path::PathBuf;

/// The specs of this backend and the device type each asks for.
pub const SPECS: [(&str, &str); 2] = [("d3d9", "hal"), ("d3d9:ref", "ref")];

/// The worker exe built into this shadercts (Windows builds made with mingw-w64).
#[cfg(shadercts_d3d9_worker)]
pub const EMBEDDED_WORKER: Option<&[u8]> = Some(include_bytes!(env!("SHADERCTS_D3D9_WORKER_EXE")));
/// The worker exe built into this shadercts: none in this build.
#[cfg(not(shadercts_d3d9_worker))]
pub const EMBEDDED_WORKER: Option<&[u8]> = None;

/// The device type (`hal`, `ref`) a spec asks for, or `None` if it is not this
/// backend's.
pub fn device_type(spec: &str) -> Option<&'static str> {
    SPECS.iter().find(|(s, _)| *s == spec).map(|(_, t)| *t)
}

/// The refusal of a build that is not for Windows.
pub fn not_windows(spec: &str) -> Error {
    Error::new(format!(
        "backend `{spec}` drives the system's Direct3D 9 and needs Windows: run the Windows \
         build of shadercts (shadercts.exe, README \"Windows\") there; on Linux use \
         `--backend wine-d3d9` (Wine's Direct3D 9)"
    ))
}

/// The worker's command line: the exe and `--device TYPE`.
pub fn worker_argv(exe: &std::path::Path, device_type: &str) -> Vec<String> {
    vec![
        exe.to_string_lossy().into_owned(),
        "--device".into(),
        device_type.into(),
    ]
}

/// The first 16 hex digits of the sha256 of `bytes`.
fn short_hash(bytes: &[u8]) -> String {
    let mut h = shadercts_suite_files::sha256_hex(bytes);
    h.truncate(16);
    h
}

/// Where the embedded worker is written: `%LOCALAPPDATA%\shadercts`, else the temporary
/// folder's `shadercts`.
fn cache_dir() -> PathBuf {
    std::env::var_os("LOCALAPPDATA")
        .filter(|v| !v.is_empty())
        .map_or_else(std::env::temp_dir, PathBuf::from)
        .join("shadercts")
}

/// The embedded worker written to `dir` (once: a file of the same hash is reused), and
/// how the report names it.
fn write_embedded(bytes: &[u8], dir: &std::path::Path) -> Result<PathBuf> {
    let exe = dir.join(format!("d3d9-worker-{}.exe", short_hash(bytes)));
    let same = |p: &std::path::Path| std::fs::read(p).is_ok_and(|b| b == bytes);
    if same(&exe) {
        return Ok(exe);
    }
    std::fs::create_dir_all(dir).map_err(|e| Error::io("create", dir, &e))?;
    let mut tmp = tempfile::Builder::new()
        .prefix(".d3d9-worker-")
        .suffix(".exe")
        .tempfile_in(dir)
        .map_err(|e| Error::io("create a file in", dir, &e))?;
    std::io::Write::write_all(&mut tmp, bytes).map_err(|e| Error::io("write", tmp.path(), &e))?;
    // Two runs may write it at once: whichever rename wins, the bytes are the same (a
    // running exe cannot be replaced on Windows, so the loser checks what is there).
    match tmp.persist(&exe) {
        Ok(_) => Ok(exe),
        Err(_) if same(&exe) => Ok(exe),
        Err(e) => Err(Error::io("write", &exe, &e.error)),
    }
}

/// The worker exe and the words the report uses for where it came from.
pub fn worker_exe() -> Result<(PathBuf, String)> {
    if let Some(p) = std::env::var_os("SHADERCTS_D3D9_WORKER").filter(|v| !v.is_empty()) {
        let p = PathBuf::from(p);
        let bytes = std::fs::read(&p).map_err(|e| {
            Error::new(format!(
                "backend d3d9 is not available: SHADERCTS_D3D9_WORKER names {}, which cannot \
                 be read: {e}",
                p.display()
            ))
        })?;
        return Ok((
            p,
            format!("from SHADERCTS_D3D9_WORKER, sha256 {}…", short_hash(&bytes)),
        ));
    }
    match EMBEDDED_WORKER {
        Some(bytes) => Ok((
            write_embedded(bytes, &cache_dir())?,
            format!("embedded, sha256 {}…", short_hash(bytes)),
        )),
        None => Err(Error::new(
            "backend d3d9 is not available: this shadercts.exe was built without the worker \
             (no mingw-w64 gcc at build time); build it (x86_64-w64-mingw32-gcc -O2 -o \
             wine-d3d9-worker.exe tools/wine-d3d9-worker/wine-d3d9-worker.c -ld3d9 -lgdi32 \
             -luser32) and set SHADERCTS_D3D9_WORKER to its path",
        )),
    }
}

/// The system's Direct3D 9 behind the worker protocol.
#[derive(Debug)]
pub struct D3d9Backend {
    inner: WorkerBackend,
    info: BackendInfo,
}

impl D3d9Backend {
    /// Starts the first worker on the device `spec` asks for (`d3d9`: hardware,
    /// `d3d9:ref`: the reference rasterizer). Refused on a build that is not for Windows.
    pub fn start(
        spec: &str,
        capabilities: Option<Capabilities>,
        limits: Limits,
    ) -> Result<D3d9Backend> {
        let device = device_type(spec)
            .ok_or_else(|| Error::new(format!("`{spec}` is not a d3d9 backend spec")))?;
        if !cfg!(windows) {
            return Err(not_windows(spec));
        }
        let (exe, origin) = worker_exe()?;
        let argv = worker_argv(&exe, device);
        let inner = WorkerBackend::start(argv, capabilities, limits)
            .map_err(|e| Error::new(format!("backend {spec} is not available: {e}")))?;
        Ok(D3d9Backend::wrap(spec, inner, &origin))
    }

    /// The backend around a started worker: named by the spec, the worker's version
    /// and device kept, the detail naming the exe without a local path.
    pub fn wrap(spec: &str, inner: WorkerBackend, origin: &str) -> D3d9Backend {
        let hello = inner.info();
        let info = BackendInfo {
            name: spec.split(':').next().unwrap_or(spec).to_string(),
            version: hello.version,
            detail: Some(format!(
                "worker: wine-d3d9-worker.exe ({origin}), device {}",
                device_type(spec).unwrap_or("hal")
            )),
            device: hello.device,
        };
        D3d9Backend { inner, info }
    }
}

impl Backend for D3d9Backend {
    fn info(&self) -> BackendInfo {
        self.info.clone()
    }

    fn capabilities(&self) -> Capabilities {
        self.inner.capabilities()
    }

    fn run(&self, request: &Request) -> std::result::Result<Response, Failure> {
        self.inner.run(request)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_name_device_types() {
        assert_eq!(device_type("d3d9"), Some("hal"));
        assert_eq!(device_type("d3d9:ref"), Some("ref"));
        assert_eq!(device_type("d3d9:sw"), None);
        let argv = worker_argv(std::path::Path::new("w.exe"), "ref");
        assert_eq!(argv, ["w.exe", "--device", "ref"]);
    }

    #[test]
    fn the_embedded_worker_is_written_once_by_hash() {
        let dir = tempfile::tempdir().unwrap();
        let a = write_embedded(b"MZ one", dir.path()).unwrap();
        assert_eq!(std::fs::read(&a).unwrap(), b"MZ one");
        assert_eq!(write_embedded(b"MZ one", dir.path()).unwrap(), a);
        let b = write_embedded(b"MZ two", dir.path()).unwrap();
        assert_ne!(a, b);
        assert_eq!(std::fs::read(&b).unwrap(), b"MZ two");
    }

    #[cfg(not(windows))]
    #[test]
    fn elsewhere_than_windows_it_points_at_wine_d3d9() {
        let e = D3d9Backend::start("d3d9", None, Limits::default()).unwrap_err();
        assert!(e.message().contains("needs Windows"), "{e}");
        assert!(e.message().contains("wine-d3d9"), "{e}");
    }
}
