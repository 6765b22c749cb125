//! The `wine` backend: Wine's `D3DAssemble` (d3dcompiler_47) as a persistent worker.
//!
//! `tools/wine-worker/wine-worker.c` is a small Windows program that speaks the worker
//! protocol (docs/backend-protocol.md); it runs under `wine64`/`wine` in a private
//! prefix, so thousands of shaders cost one Wine start-up. Its source is embedded here
//! and compiled with `x86_64-w64-mingw32-gcc` on first use into the user's cache, under
//! a name holding the source's hash: the exe always matches this build of shadercts and
//! nothing needs to be installed besides the Debian packages. Crashes and hangs are
//! isolated by the worker machinery ([`WorkerBackend`]).
//!
//! Environment: `SHADERCTS_WINEPREFIX` (the prefix; default
//! `$XDG_CACHE_HOME/shadercts/wineprefix` or `~/.cache/shadercts/wineprefix`, created on
//! first use), `SHADERCTS_WINE_WORKER` (a prebuilt `wine-worker.exe` to use instead).

use crate::backend::{Backend, BackendInfo, Capabilities, Failure, Request, Response};
use crate::backends::WorkerBackend;
use crate::error::{Error, Result};
use crate::process::{self, Limits};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The worker's C source (tools/wine-worker/wine-worker.c).
pub const WORKER_SOURCE: &str = include_str!("../../../../tools/wine-worker/wine-worker.c");

/// The cross compiler that builds the worker (Debian package `gcc-mingw-w64-x86-64`).
pub const CROSS_COMPILER: &str = "x86_64-w64-mingw32-gcc";

/// How long creating a prefix may take (it took 9 s on an idle 2-core machine).
const PREFIX_TIMEOUT: Duration = Duration::from_secs(300);

/// The smallest `--memory` (MiB) Wine starts under: it reserves its address space at
/// start-up and aborts below about 1.5 GiB (measured with Wine 8.0: 1536 fails, 2048 works).
pub const MIN_MEMORY_MB: u64 = 2048;

/// The file written into a prefix once `wineboot` has initialised it.
const READY_MARK: &str = ".shadercts-prefix-ready";

/// What to tell a user whose machine lacks a piece.
const SETUP_HINT: &str =
    "run scripts/setup.sh (it installs Debian's wine64 and gcc-mingw-w64-x86-64)";

/// The Wine loader on `PATH`: `wine64` where a distribution ships it, else `wine`
/// (Debian 12 has only `/usr/bin/wine`, which starts the 64-bit loader).
pub fn wine_program() -> Result<PathBuf> {
    which::which("wine64")
        .or_else(|_| which::which("wine"))
        .map_err(|_| {
            Error::new(format!(
                "backend wine is not available: neither `wine64` nor `wine` is on PATH; {SETUP_HINT}"
            ))
        })
}

/// The shadercts cache folder: `$XDG_CACHE_HOME/shadercts` or `~/.cache/shadercts`.
pub(crate) fn cache_dir() -> Result<PathBuf> {
    let base = match std::env::var_os("XDG_CACHE_HOME").filter(|v| !v.is_empty()) {
        Some(x) => PathBuf::from(x),
        None => std::env::var_os("HOME")
            .filter(|v| !v.is_empty())
            .map(|h| PathBuf::from(h).join(".cache"))
            .ok_or_else(|| {
                Error::new(
                    "backend wine: neither XDG_CACHE_HOME nor HOME is set; set SHADERCTS_WINEPREFIX \
                     and SHADERCTS_WINE_WORKER",
                )
            })?,
    };
    Ok(base.join("shadercts"))
}

/// The Wine prefix the backend uses (`SHADERCTS_WINEPREFIX`, or one under the cache).
pub fn prefix_dir() -> Result<PathBuf> {
    match std::env::var_os("SHADERCTS_WINEPREFIX").filter(|v| !v.is_empty()) {
        Some(p) => absolute(PathBuf::from(p)),
        None => Ok(cache_dir()?.join("wineprefix")),
    }
}

/// `p` made absolute against the current directory (Wine needs an absolute prefix).
pub(crate) fn absolute(p: PathBuf) -> Result<PathBuf> {
    std::path::absolute(&p).map_err(|e| Error::io("resolve", &p, &e))
}

/// The environment every Wine process of the backend gets: the prefix, no debug output,
/// and no Mono/Gecko installers (a console program needs neither).
pub(crate) fn wine_env(prefix: &Path) -> Vec<(String, String)> {
    vec![
        ("WINEPREFIX".into(), prefix.to_string_lossy().into_owned()),
        ("WINEDEBUG".into(), "-all".into()),
        ("WINEDLLOVERRIDES".into(), "mscoree,mshtml=".into()),
    ]
}

/// The first 16 hex digits of the sha256 of the embedded source.
pub fn source_hash() -> String {
    let mut h = shadercts_suite_files::sha256_hex(WORKER_SOURCE.as_bytes());
    h.truncate(16);
    h
}

/// The worker exe: `SHADERCTS_WINE_WORKER`, or the one built from the embedded source
/// (compiled now if the cache does not hold it yet).
pub fn worker_exe() -> Result<PathBuf> {
    if let Some(p) = std::env::var_os("SHADERCTS_WINE_WORKER").filter(|v| !v.is_empty()) {
        let p = absolute(PathBuf::from(p))?;
        if !p.is_file() {
            return Err(Error::new(format!(
                "backend wine is not available: SHADERCTS_WINE_WORKER names {}, which is not a file; \
                 unset it to build the worker from the source, or {SETUP_HINT}",
                p.display()
            )));
        }
        return Ok(p);
    }
    let dir = cache_dir()?;
    let exe = dir.join(format!("wine-worker-{}.exe", source_hash()));
    if exe.is_file() {
        return Ok(exe);
    }
    build_worker("wine", &dir, &exe, WORKER_SOURCE, &[])?;
    Ok(exe)
}

/// Compiles `source` (linked with `libs`, e.g. `-ld3d9`) into `exe` (through
/// temporaries in `dir` that a signal or a failure removes, then one rename, so a
/// half-written exe is never left).
pub(crate) fn build_worker(
    backend: &str,
    dir: &Path,
    exe: &Path,
    source: &str,
    libs: &[&str],
) -> Result<()> {
    let cc = which::which(CROSS_COMPILER).map_err(|_| {
        Error::new(format!(
            "backend {backend} is not available: the worker exe is not built and `{CROSS_COMPILER}` \
             (to build it) is not on PATH; {SETUP_HINT}"
        ))
    })?;
    std::fs::create_dir_all(dir).map_err(|e| Error::io("create", dir, &e))?;
    let (tmp, tracked) = shadercts_cleanup::track_path(
        || {
            tempfile::Builder::new()
                .prefix(".wine-worker-build-")
                .tempdir_in(dir)
        },
        |t| t.path().to_path_buf(),
    )
    .map_err(|e| Error::io("create a folder in", dir, &e))?;
    let src = tmp.path().join("wine-worker.c");
    let out = tmp.path().join("wine-worker.exe");
    std::fs::write(&src, source).map_err(|e| Error::io("write", &src, &e))?;
    let mut cmd = Command::new(&cc);
    cmd.arg("-O2")
        .arg("-o")
        .arg(&out)
        .arg(&src)
        .args(libs)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    process::configure(&mut cmd, &Limits::default());
    let (child, _group) = process::spawn_tracked(&mut cmd).map_err(|e| {
        Error::new(format!(
            "backend {backend}: cannot run {}: {e}",
            cc.display()
        ))
    })?;
    let output = child
        .wait_with_output()
        .map_err(|e| Error::new(format!("backend {backend}: {}: {e}", cc.display())))?;
    if !output.status.success() {
        return Err(Error::new(format!(
            "backend {backend}: building the worker with {CROSS_COMPILER} failed ({}): {}",
            output.status,
            process::tail(&output.stderr, 2000)
        )));
    }
    // Another process may have built the same exe meanwhile: a rename over it is fine
    // (same source, same compiler).
    shadercts_cleanup::commit(tracked, || std::fs::rename(&out, exe))
        .map_err(|e| Error::io("write", exe, &e))?;
    Ok(())
}

/// Creates and initialises the prefix (`wineboot -i`) unless that was done before.
/// Concurrent callers wait on a lock file beside the prefix.
pub fn ensure_prefix(wine: &Path, prefix: &Path) -> Result<()> {
    ensure_prefix_with(wine, prefix, &[])
}

/// [`ensure_prefix`] with more environment for `wineboot` (the `wine-d3d9` backend
/// gives it the display its programs will use: the desktop process wineboot leaves
/// running keeps the display it started with).
pub(crate) fn ensure_prefix_with(
    wine: &Path,
    prefix: &Path,
    extra_env: &[(String, String)],
) -> Result<()> {
    if prefix.join(READY_MARK).is_file() {
        return Ok(());
    }
    let parent = prefix.parent().unwrap_or(Path::new("/"));
    std::fs::create_dir_all(parent).map_err(|e| Error::io("create", parent, &e))?;
    let lock_path = parent.join(format!(
        ".{}.lock",
        prefix
            .file_name()
            .map_or("wineprefix".into(), |n| n.to_string_lossy())
    ));
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(|e| Error::io("open", &lock_path, &e))?;
    lock.lock().map_err(|e| Error::io("lock", &lock_path, &e))?;
    if prefix.join(READY_MARK).is_file() {
        return Ok(());
    }
    eprintln!(
        "shadercts: initialising the Wine prefix {} (once; it takes a few seconds to a minute)",
        prefix.display()
    );
    let mut cmd = Command::new(wine);
    cmd.arg("wineboot")
        .arg("-i")
        .envs(wine_env(prefix))
        .envs(extra_env.iter().cloned())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        // Null, not a pipe: the wineserver that wineboot starts would hold a pipe open.
        .stderr(Stdio::null());
    process::configure(&mut cmd, &Limits::default());
    let (mut child, _group) = process::spawn_tracked(&mut cmd).map_err(|e| {
        Error::new(format!(
            "backend wine: cannot run {} wineboot: {e}",
            wine.display()
        ))
    })?;
    let status = process::wait_timeout(&mut child, Some(PREFIX_TIMEOUT));
    let ok = match status {
        Ok(Some(s)) if s.success() => true,
        Ok(Some(_)) | Err(_) => false,
        Ok(None) => {
            process::kill(&mut child);
            false
        }
    };
    if !ok {
        return Err(Error::new(format!(
            "backend wine: `wine wineboot -i` could not initialise the prefix {} ({}); \
             remove it and try again, or {SETUP_HINT}",
            prefix.display(),
            match status {
                Ok(None) => format!("no end after {} s", PREFIX_TIMEOUT.as_secs()),
                Ok(Some(s)) => s.to_string(),
                Err(e) => e.to_string(),
            }
        )));
    }
    let mark = prefix.join(READY_MARK);
    std::fs::write(&mark, b"initialised by shadercts (wineboot -i)\n")
        .map_err(|e| Error::io("write", &mark, &e))?;
    Ok(())
}

/// The command line of the worker: `env VAR=… wine EXE` (the worker machinery starts
/// programs with the harness's environment, so `env` adds Wine's variables).
pub fn worker_argv(wine: &Path, prefix: &Path, exe: &Path) -> Result<Vec<String>> {
    let env = which::which("env")
        .map_err(|_| Error::new("backend wine: the `env` program is not on PATH"))?;
    let mut argv = vec![env.to_string_lossy().into_owned()];
    argv.extend(
        wine_env(prefix)
            .into_iter()
            .map(|(k, v)| format!("{k}={v}")),
    );
    argv.push(wine.to_string_lossy().into_owned());
    argv.push(exe.to_string_lossy().into_owned());
    Ok(argv)
}

/// Wine's d3dcompiler behind the worker protocol.
#[derive(Debug)]
pub struct WineBackend {
    inner: WorkerBackend,
    info: BackendInfo,
}

impl WineBackend {
    /// Finds Wine, builds the worker if needed, initialises the prefix if needed, and
    /// starts the first worker (its handshake names the DLL and Wine's version). The
    /// error says what is missing and to run scripts/setup.sh.
    pub fn start(capabilities: Option<Capabilities>, limits: Limits) -> Result<WineBackend> {
        if let Some(mb) = limits.memory_mb.filter(|mb| *mb < MIN_MEMORY_MB) {
            return Err(Error::new(format!(
                "--memory {mb}: the wine backend needs at least {MIN_MEMORY_MB} MiB of address \
                 space (Wine reserves it at start-up and aborts with less)"
            )));
        }
        let wine = wine_program()?;
        let exe = worker_exe()?;
        let prefix = prefix_dir()?;
        ensure_prefix(&wine, &prefix)?;
        let argv = worker_argv(&wine, &prefix, &exe)?;
        let inner = WorkerBackend::start_sharing_daemons(argv, capabilities, limits)
            .map_err(|e| Error::new(format!("backend wine is not available: {e}")))?;
        let hello = inner.info();
        let info = BackendInfo {
            name: hello.name,
            version: hello.version,
            device: hello.device,
            // No local paths: certificates show this line.
            detail: Some(format!(
                "worker: wine wine-worker.exe (source sha256 {}…)",
                source_hash()
            )),
        };
        Ok(WineBackend { inner, info })
    }
}

impl Backend for WineBackend {
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
