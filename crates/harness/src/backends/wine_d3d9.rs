//! The `wine-d3d9` backend: execute cases on Wine's Direct3D 9 (wined3d on Mesa),
//! headless.
//!
//! `tools/wine-d3d9-worker/wine-d3d9-worker.c` is a Windows program that speaks the
//! worker protocol (docs/backend-protocol.md) and answers `execute` requests: it creates
//! one Direct3D 9 HAL device, runs each case's bytecode on the case's inputs and reads
//! the outputs back. It also answers `draw` requests (format-4 draw cases): the scene of
//! docs/scene-format.md drawn with vertex buffers, states, textures and render targets,
//! every target read back whole (tools/wine-d3d9-worker/README.md, "Draws"). As with the `wine` backend ([`super::wine`]) its source is embedded
//! and built with mingw on first use into the cache; it runs under `wine` in a prefix of
//! its own (with wined3d's command-stream thread switched off: `csmt` = 0, which the
//! 2-core machines this was measured on need). Crashes and hangs are isolated by the
//! worker machinery ([`WorkerBackend`]); one device serves all the cases of a worker.
//!
//! Display: the `DISPLAY` of the environment when it is set, else an `Xvfb` started on a
//! free display number for the run and killed when the backend is dropped (or by the
//! harness's signal cleanup). Mesa: `GALLIUM_DRIVER=softpipe` unless the environment
//! sets `GALLIUM_DRIVER` (softpipe interprets shaders: ~2 ms per new shader against
//! 50–70 ms of llvmpipe's code generation), and Mesa's shader cache off.
//!
//! Environment: `SHADERCTS_WINE_D3D9_PREFIX` (default `…/shadercts/wineprefix-d3d9` in
//! the cache), `SHADERCTS_WINE_D3D9_WORKER` (a prebuilt exe to use instead).

use crate::backend::{Backend, BackendInfo, Capabilities, Capability, Failure, Request, Response};
use crate::backends::wine;
use crate::backends::WorkerBackend;
use crate::error::{Error, Result};
use crate::process::{self, Limits};
use shadercts_reference::pipeline::scene;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The worker's C source (tools/wine-d3d9-worker/wine-d3d9-worker.c).
pub const WORKER_SOURCE: &str =
    include_str!("../../../../tools/wine-d3d9-worker/wine-d3d9-worker.c");

/// The libraries the worker links with.
const LIBS: &[&str] = &["-ld3d9", "-lgdi32", "-luser32"];

/// Written into the prefix once `csmt` is set.
const CSMT_MARK: &str = ".shadercts-d3d9-csmt-off";

/// How long Xvfb may take to open its socket.
const XVFB_START: Duration = Duration::from_secs(15);

/// What to tell a user whose machine lacks a piece.
const SETUP_HINT: &str = "run scripts/setup.sh (it installs wine64, gcc-mingw-w64-x86-64, xvfb \
     and libgl1-mesa-dri)";

/// The first 16 hex digits of the sha256 of the embedded source.
pub fn source_hash() -> String {
    let mut h = shadercts_suite_files::sha256_hex(WORKER_SOURCE.as_bytes());
    h.truncate(16);
    h
}

/// The prefix of the backend (`SHADERCTS_WINE_D3D9_PREFIX`, or one in the cache).
pub fn prefix_dir() -> Result<PathBuf> {
    match std::env::var_os("SHADERCTS_WINE_D3D9_PREFIX").filter(|v| !v.is_empty()) {
        Some(p) => wine::absolute(PathBuf::from(p)),
        None => Ok(wine::cache_dir()?.join("wineprefix-d3d9")),
    }
}

/// The worker exe: `SHADERCTS_WINE_D3D9_WORKER`, or the one built from the embedded
/// source (compiled now if the cache does not hold it yet).
pub fn worker_exe() -> Result<PathBuf> {
    if let Some(p) = std::env::var_os("SHADERCTS_WINE_D3D9_WORKER").filter(|v| !v.is_empty()) {
        let p = wine::absolute(PathBuf::from(p))?;
        if !p.is_file() {
            return Err(Error::new(format!(
                "backend wine-d3d9 is not available: SHADERCTS_WINE_D3D9_WORKER names {}, which \
                 is not a file",
                p.display()
            )));
        }
        return Ok(p);
    }
    let dir = wine::cache_dir()?;
    let exe = dir.join(format!("wine-d3d9-worker-{}.exe", source_hash()));
    if !exe.is_file() {
        wine::build_worker("wine-d3d9", &dir, &exe, WORKER_SOURCE, LIBS)?;
    }
    Ok(exe)
}

/// Initialises the prefix (`wineboot -i`) and switches wined3d's command-stream thread
/// off in it (`HKCU\Software\Wine\Direct3D`, `csmt` = 0), once.
pub fn ensure_prefix(wine_exe: &Path, prefix: &Path, display: &str) -> Result<()> {
    let env = [("DISPLAY".to_string(), display.to_string())];
    wine::ensure_prefix_with(wine_exe, prefix, &env)?;
    if prefix.join(CSMT_MARK).is_file() {
        return Ok(());
    }
    // `reg add` right after the first `wineboot -i` failed once in a test that made two
    // fresh prefixes at a time (exit 1, on a loaded 2-core machine): a first run must
    // not fail where the second would succeed, so it is tried again.
    let mut last = String::new();
    for attempt in 0..REG_ATTEMPTS {
        if attempt > 0 {
            std::thread::sleep(Duration::from_secs(2));
        }
        match set_csmt_off(wine_exe, prefix, &env) {
            Ok(()) => {
                let mark = prefix.join(CSMT_MARK);
                return std::fs::write(
                    &mark,
                    b"HKCU\\Software\\Wine\\Direct3D csmt=0 set by shadercts\n",
                )
                .map_err(|e| Error::io("write", &mark, &e));
            }
            Err(e) => last = e,
        }
    }
    Err(Error::new(format!(
        "backend wine-d3d9: `wine reg add …Direct3D /v csmt` failed in {} ({REG_ATTEMPTS} \
         attempts; the last: {last})",
        prefix.display()
    )))
}

/// How many times `reg add` is tried on a new prefix.
const REG_ATTEMPTS: u32 = 3;

/// Runs `wine reg add HKCU\Software\Wine\Direct3D /v csmt … 0` once; the error holds
/// its exit status and the end of what it printed.
fn set_csmt_off(
    wine_exe: &Path,
    prefix: &Path,
    env: &[(String, String)],
) -> std::result::Result<(), String> {
    // A file, not a pipe: a wineserver that `reg` starts would hold a pipe open.
    let log = tempfile::tempfile().map_err(|e| format!("cannot create a temporary file: {e}"))?;
    let err = log
        .try_clone()
        .map_err(|e| format!("cannot share a temporary file: {e}"))?;
    let mut cmd = Command::new(wine_exe);
    cmd.args([
        "reg",
        "add",
        r"HKCU\Software\Wine\Direct3D",
        "/v",
        "csmt",
        "/t",
        "REG_DWORD",
        "/d",
        "0",
        "/f",
    ])
    .envs(wine::wine_env(prefix))
    .envs(env.iter().cloned())
    .stdin(Stdio::null())
    .stdout(Stdio::null())
    .stderr(Stdio::from(err));
    process::configure(&mut cmd, &Limits::default());
    let (mut child, _group) = process::spawn_tracked(&mut cmd)
        .map_err(|e| format!("cannot run {}: {e}", wine_exe.display()))?;
    let status = process::wait_timeout(&mut child, Some(Duration::from_secs(120)));
    let printed = || {
        use std::io::{Read, Seek};
        let mut text = Vec::new();
        let mut f = &log;
        let _ = f.rewind();
        let _ = f.take(64 * 1024).read_to_end(&mut text);
        process::tail(&text, 500)
    };
    match status {
        Ok(Some(s)) if s.success() => Ok(()),
        Ok(Some(s)) => Err(format!("{s}: {}", printed())),
        Ok(None) => {
            process::kill(&mut child);
            Err("no end after 120 s".into())
        }
        Err(e) => Err(e.to_string()),
    }
}

/// An Xvfb the backend started, killed when dropped.
#[derive(Debug)]
struct Xvfb {
    child: Child,
    display: String,
    _group: process::Tracked,
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        process::kill(&mut self.child);
        // Killed, it cannot remove its lock file and socket; they are this run's.
        let n = self.display.trim_start_matches(':');
        let _ = std::fs::remove_file(format!("/tmp/.X{n}-lock"));
        let _ = std::fs::remove_file(format!("/tmp/.X11-unix/X{n}"));
    }
}

/// The pid an X server's lock file names (ten characters of decimal text), if it is
/// there and complete.
fn lock_owner(lock: &Path) -> Option<u32> {
    std::fs::read_to_string(lock).ok()?.trim().parse().ok()
}

/// Starts Xvfb on the first display number from 90 on that has no lock file, and
/// waits for its socket and for the lock file to name it.
fn start_xvfb() -> Result<Xvfb> {
    let xvfb = which::which("Xvfb").map_err(|_| {
        Error::new(format!(
            "backend wine-d3d9 is not available: DISPLAY is not set and `Xvfb` is not on PATH; \
             {SETUP_HINT}"
        ))
    })?;
    let mut last = String::new();
    for n in 90..190u32 {
        if Path::new(&format!("/tmp/.X{n}-lock")).exists()
            || Path::new(&format!("/tmp/.X11-unix/X{n}")).exists()
        {
            continue;
        }
        let mut cmd = Command::new(&xvfb);
        cmd.arg(format!(":{n}"))
            .args(["-screen", "0", "640x480x24", "-nolisten", "tcp"])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        process::configure(&mut cmd, &Limits::default());
        let (mut child, group) = process::spawn_tracked(&mut cmd).map_err(|e| {
            Error::new(format!(
                "backend wine-d3d9: cannot run {}: {e}",
                xvfb.display()
            ))
        })?;
        let socket = PathBuf::from(format!("/tmp/.X11-unix/X{n}"));
        let start = Instant::now();
        let lock = PathBuf::from(format!("/tmp/.X{n}-lock"));
        loop {
            if socket.exists() {
                // Two runs that found the same number free both start an Xvfb on it, and
                // the socket may be the other one's: the display is ours only if the
                // lock file names our Xvfb (X servers write their pid there).
                match lock_owner(&lock) {
                    Some(pid) if pid == child.id() => {
                        return Ok(Xvfb {
                            child,
                            display: format!(":{n}"),
                            _group: group,
                        })
                    }
                    Some(_) => {
                        process::kill(&mut child);
                        last = format!("display :{n} was taken by another Xvfb");
                        break;
                    }
                    // The socket came first; the lock is being written.
                    None => {}
                }
            }
            if let Ok(Some(s)) = child.try_wait() {
                // Lost a race for this number (or Xvfb cannot start): try the next one.
                last = format!("Xvfb :{n} exited ({s})");
                break;
            }
            if start.elapsed() > XVFB_START {
                process::kill(&mut child);
                return Err(Error::new(format!(
                    "backend wine-d3d9: Xvfb :{n} did not open {} within {} s",
                    socket.display(),
                    XVFB_START.as_secs()
                )));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    Err(Error::new(format!(
        "backend wine-d3d9: could not start Xvfb on displays :90-:189 ({last})"
    )))
}

/// The worker's command line: `env VAR=… wine EXE`.
pub fn worker_argv(
    wine_exe: &Path,
    prefix: &Path,
    exe: &Path,
    display: &str,
) -> Result<Vec<String>> {
    let mut argv = wine::worker_argv(wine_exe, prefix, exe)?;
    // argv = [env, VAR=…, …, wine, exe]: the extra variables go before `wine`.
    let at = argv.len() - 2;
    let mut extra = vec![format!("DISPLAY={display}")];
    if std::env::var_os("GALLIUM_DRIVER").is_none() {
        extra.push("GALLIUM_DRIVER=softpipe".into());
    }
    extra.push("MESA_SHADER_CACHE_DISABLE=true".into());
    argv.splice(at..at, extra);
    Ok(argv)
}

/// Wine's Direct3D 9 behind the worker protocol.
#[derive(Debug)]
pub struct WineD3d9Backend {
    inner: WorkerBackend,
    info: BackendInfo,
    // Dropped after `inner` (fields drop in order): the workers go first.
    _xvfb: Mutex<Option<Xvfb>>,
}

impl WineD3d9Backend {
    /// Finds Wine, builds the worker and initialises the prefix if needed, finds or
    /// starts a display, and starts the first worker (whose handshake names Wine's
    /// version, the adapter wined3d reports and the GL renderer).
    pub fn start(capabilities: Option<Capabilities>, limits: Limits) -> Result<WineD3d9Backend> {
        if let Some(mb) = limits.memory_mb.filter(|mb| *mb < wine::MIN_MEMORY_MB) {
            return Err(Error::new(format!(
                "--memory {mb}: the wine-d3d9 backend needs at least {} MiB of address space \
                 (Wine reserves it at start-up and aborts with less)",
                wine::MIN_MEMORY_MB
            )));
        }
        let wine_exe = wine::wine_program().map_err(|e| {
            Error::new(e.to_string().replace("backend wine ", "backend wine-d3d9 "))
        })?;
        let exe = worker_exe()?;
        let prefix = prefix_dir()?;
        let (display, xvfb) = match std::env::var("DISPLAY").ok().filter(|d| !d.is_empty()) {
            Some(d) => (d, None),
            None => {
                let x = start_xvfb()?;
                (x.display.clone(), Some(x))
            }
        };
        ensure_prefix(&wine_exe, &prefix, &display)?;
        let argv = worker_argv(&wine_exe, &prefix, &exe, &display)?;
        let inner = WorkerBackend::start_sharing_daemons(argv, capabilities, limits)
            .map_err(|e| Error::new(format!("backend wine-d3d9 is not available: {e}")))?;
        let hello = inner.info();
        let info = BackendInfo {
            name: hello.name,
            version: hello.version,
            device: hello.device,
            detail: Some(format!(
                "worker: wine wine-d3d9-worker.exe (source sha256 {}…), display {}",
                source_hash(),
                if xvfb.is_some() {
                    "Xvfb (started for the run)"
                } else {
                    "from DISPLAY"
                }
            )),
        };
        Ok(WineD3d9Backend {
            inner,
            info,
            _xvfb: Mutex::new(xvfb),
        })
    }
}

impl Backend for WineD3d9Backend {
    fn info(&self) -> BackendInfo {
        self.info.clone()
    }

    fn capabilities(&self) -> Capabilities {
        self.inner.capabilities()
    }

    fn run(&self, request: &Request) -> std::result::Result<Response, Failure> {
        if request.op == Capability::Draw {
            check_scene(request)?;
        }
        self.inner.run(request)
    }
}

/// A draw's scene is checked with the reference's SCENE.json reader first (types,
/// unknown keys, sizes, indices: docs/scene-format.md), so a malformed scene is an error
/// naming its key before it reaches the worker; the worker still checks every key it
/// reads and answers `unsupported` for one it does not map.
pub fn check_scene(request: &Request) -> std::result::Result<(), Failure> {
    let f = request.file("scene")?;
    scene::parse(f.text()?)
        .map(drop)
        .map_err(|e| Failure::error(format!("{}: {e}", f.path.display())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worker_gets_the_display_and_mesa_settings_before_wine() {
        let argv = worker_argv(
            Path::new("/usr/bin/wine"),
            Path::new("/p"),
            Path::new("/w.exe"),
            ":93",
        )
        .unwrap();
        let at = |s: &str| argv.iter().position(|a| a == s);
        let wine = at("/usr/bin/wine").unwrap();
        assert!(at("DISPLAY=:93").unwrap() < wine, "{argv:?}");
        assert!(
            at("MESA_SHADER_CACHE_DISABLE=true").unwrap() < wine,
            "{argv:?}"
        );
        assert!(at("WINEPREFIX=/p").unwrap() < wine, "{argv:?}");
        assert_eq!(argv.last().map(String::as_str), Some("/w.exe"));
    }

    /// A stand-in for `wine`: `wineboot` makes the prefix folder; `reg` fails (exit 1, a message on
    /// stderr) until it has been called `fail` times, counting calls in `calls`.
    #[cfg(unix)]
    fn fake_wine(dir: &Path, fail: u32) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let exe = dir.join("wine");
        let calls = dir.join("calls");
        std::fs::write(
            &exe,
            format!(
                "#!/bin/sh\n[ \"$1\" = wineboot ] && mkdir -p \"$WINEPREFIX\" && exit 0\necho x >> '{}'\n\
                 [ $(wc -l < '{}') -gt {fail} ] && exit 0\necho 'reg: busy' >&2\nexit 1\n",
                calls.display(),
                calls.display()
            ),
        )
        .unwrap();
        std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
        exe
    }

    #[cfg(unix)]
    #[test]
    fn a_failed_reg_add_on_a_new_prefix_is_tried_again() {
        let dir = tempfile::tempdir().unwrap();
        let wine = fake_wine(dir.path(), 1);
        let prefix = dir.path().join("prefix");
        ensure_prefix(&wine, &prefix, ":1").unwrap();
        assert!(prefix.join(CSMT_MARK).is_file());
        let calls = std::fs::read_to_string(dir.path().join("calls")).unwrap();
        assert_eq!(calls.lines().count(), 2);
    }

    #[cfg(unix)]
    #[test]
    fn a_reg_add_that_keeps_failing_is_an_error_with_its_message() {
        let dir = tempfile::tempdir().unwrap();
        let wine = fake_wine(dir.path(), 99);
        let prefix = dir.path().join("prefix");
        let e = ensure_prefix(&wine, &prefix, ":1").unwrap_err().to_string();
        assert!(e.contains("3 attempts"), "{e}");
        assert!(e.contains("exit status: 1: reg: busy"), "{e}");
        assert!(!prefix.join(CSMT_MARK).exists());
    }

    fn draw_request(scene: &str) -> Request {
        let mut files = std::collections::BTreeMap::new();
        files.insert(
            "scene".to_string(),
            crate::backend::FileInput {
                path: PathBuf::from("/s/x.scene.json"),
                data: scene.as_bytes().to_vec(),
            },
        );
        Request {
            case_id: "d/draw/ps_3_0/x".into(),
            op: Capability::Draw,
            profile: "ps_3_0".into(),
            files,
        }
    }

    #[test]
    fn a_malformed_scene_is_an_error_naming_the_key_before_the_worker() {
        let ok = r#"{"targets":[{"width":2,"height":2}],"streams":[{"elements":[
            {"usage":"position","type":"float4","data":[[0,0,0,1],[1,0,0,1],[0,1,0,1]]}]}]}"#;
        assert!(check_scene(&draw_request(ok)).is_ok());
        let bad = ok.replace("\"targets\"", "\"targetz\"");
        match check_scene(&draw_request(&bad)) {
            Err(Failure::Error { message }) => {
                assert!(message.contains("targetz"), "{message}");
                assert!(message.contains("x.scene.json"), "{message}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_exe_name_follows_the_source() {
        assert_eq!(source_hash().len(), 16);
        assert!(WORKER_SOURCE.contains("\"capabilities\\\":[\\\"execute\\\",\\\"draw\\\"]"));
    }
}
