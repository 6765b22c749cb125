//! The `worker:` backend: persistent processes speaking JSON lines (one request per
//! case, one response line per request), pooled so that the runner's threads each get
//! one. A worker that crashes, hangs or breaks the protocol costs its case and is
//! replaced by a fresh one on the next request.

use crate::backend::{Backend, BackendInfo, Capabilities, Failure, Request, Response};
use crate::error::{Error, Result};
use crate::process::{self, Limits};
use crate::protocol::{WireRequest, WireResponse, PROTOCOL};
use crate::template::Template;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How much of a worker's standard error is kept for crash reports.
const STDERR_TAIL: usize = 4096;
/// How long the handshake may take when no per-case timeout is set.
const DEFAULT_HANDSHAKE: Duration = Duration::from_secs(30);

/// One running worker process.
struct Worker {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<std::io::Result<Vec<u8>>>,
    stderr: Arc<Mutex<Vec<u8>>>,
}

impl Worker {
    /// Starts the program and its reader threads.
    fn spawn(argv: &[String], limits: &Limits) -> std::result::Result<Worker, Failure> {
        let mut cmd = Command::new(&argv[0]);
        cmd.args(&argv[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        process::configure(&mut cmd, limits);
        let mut child = process::spawn(&mut cmd)
            .map_err(|e| Failure::error(format!("cannot run `{}`: {e}", argv[0])))?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take();
        let stderr_pipe = child.stderr.take();
        let (tx, lines) = mpsc::channel();
        if let Some(stdout) = stdout {
            std::thread::spawn(move || {
                let mut reader = BufReader::new(stdout);
                loop {
                    let mut line = Vec::new();
                    match reader.read_until(b'\n', &mut line) {
                        Ok(0) => break,
                        Ok(_) => {
                            if tx.send(Ok(line)).is_err() {
                                break;
                            }
                        }
                        Err(e) => {
                            let _ = tx.send(Err(e));
                            break;
                        }
                    }
                }
            });
        }
        let stderr = Arc::new(Mutex::new(Vec::new()));
        if let Some(mut pipe) = stderr_pipe {
            let tail = Arc::clone(&stderr);
            std::thread::spawn(move || {
                let mut buf = [0u8; 4096];
                while let Ok(n) = pipe.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    if let Ok(mut t) = tail.lock() {
                        t.extend_from_slice(&buf[..n]);
                        let excess = t.len().saturating_sub(STDERR_TAIL);
                        t.drain(..excess);
                    }
                }
            });
        }
        Ok(Worker {
            child,
            stdin,
            lines,
            stderr,
        })
    }

    fn stderr_tail(&self) -> String {
        self.stderr
            .lock()
            .map(|t| process::tail(&t, STDERR_TAIL))
            .unwrap_or_default()
    }

    /// How the worker ended, once its output has closed.
    fn death(&mut self) -> Failure {
        let status = process::wait_timeout(&mut self.child, Some(Duration::from_secs(2)));
        // Give the stderr thread a moment to drain what the worker wrote last.
        std::thread::sleep(Duration::from_millis(20));
        let detail = self.stderr_tail();
        match status {
            Ok(Some(s)) => process::crash_of(&s, &detail).unwrap_or(Failure::Crash {
                signal: None,
                code: s.code(),
                detail,
            }),
            _ => {
                process::kill(&mut self.child);
                Failure::Crash {
                    signal: None,
                    code: None,
                    detail: format!("closed its output without exiting; {detail}"),
                }
            }
        }
    }

    /// Sends one line and waits for one response line (blank lines are skipped).
    fn exchange(
        &mut self,
        id: u64,
        line: &str,
        timeout: Option<Duration>,
        limit_secs: f64,
    ) -> std::result::Result<WireResponse, Failure> {
        let sent = match self.stdin.as_mut() {
            Some(stdin) => stdin
                .write_all(line.as_bytes())
                .and_then(|_| stdin.write_all(b"\n"))
                .and_then(|_| stdin.flush()),
            None => Err(std::io::Error::other("stdin closed")),
        };
        if sent.is_err() {
            return Err(self.death());
        }
        loop {
            let got = match timeout {
                Some(t) => self.lines.recv_timeout(t),
                None => self
                    .lines
                    .recv()
                    .map_err(|_| RecvTimeoutError::Disconnected),
            };
            match got {
                Ok(Ok(bytes)) => {
                    let text = String::from_utf8_lossy(&bytes);
                    let text = text.trim();
                    if text.is_empty() {
                        continue;
                    }
                    let resp: WireResponse = serde_json::from_str(text).map_err(|e| {
                        Failure::error(format!(
                            "worker protocol: bad response line `{}`: {e}",
                            clip(text)
                        ))
                    })?;
                    if resp.id != Some(id) {
                        return Err(Failure::error(format!(
                            "worker protocol: response id {:?} for request {id}",
                            resp.id
                        )));
                    }
                    return Ok(resp);
                }
                Ok(Err(e)) => return Err(Failure::error(format!("reading from worker: {e}"))),
                Err(RecvTimeoutError::Timeout) => {
                    process::kill(&mut self.child);
                    return Err(Failure::Timeout {
                        seconds: limit_secs,
                    });
                }
                Err(RecvTimeoutError::Disconnected) => return Err(self.death()),
            }
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        // Closing stdin asks the worker to exit; kill it if it does not, promptly.
        drop(self.stdin.take());
        match process::wait_timeout(&mut self.child, Some(Duration::from_millis(500))) {
            Ok(Some(_)) => {}
            _ => process::kill(&mut self.child),
        }
    }
}

/// The first 200 characters of a line, for messages.
fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(200).collect();
    if out.len() < s.len() {
        out.push('…');
    }
    out
}

/// A pool of persistent workers running one command.
pub struct WorkerBackend {
    argv: Vec<String>,
    limits: Limits,
    info: BackendInfo,
    capabilities: Capabilities,
    pool: Mutex<Vec<Worker>>,
    next_id: AtomicU64,
    restarts: AtomicUsize,
}

impl std::fmt::Debug for WorkerBackend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WorkerBackend")
            .field("argv", &self.argv)
            .field("info", &self.info)
            .finish_non_exhaustive()
    }
}

impl WorkerBackend {
    /// Parses a command template (no placeholders are substituted in worker mode) and
    /// starts the first worker.
    pub fn from_template(
        template: &str,
        capabilities: Option<Capabilities>,
        limits: Limits,
    ) -> Result<Self> {
        let t = Template::parse(template)?;
        let argv = t.expand(&Default::default());
        WorkerBackend::start(argv, capabilities, limits)
    }

    /// Starts one worker, performs the handshake (name, version, capabilities) and keeps
    /// it in the pool. An `error` answer to the handshake means the backend is not
    /// available; its message is returned.
    pub fn start(
        argv: Vec<String>,
        capabilities: Option<Capabilities>,
        limits: Limits,
    ) -> Result<Self> {
        if argv.is_empty() {
            return Err(Error::new("empty worker command"));
        }
        let mut worker = Worker::spawn(&argv, &limits).map_err(|f| Error::new(f.to_string()))?;
        let hello = handshake(&mut worker, &limits).map_err(|f| {
            Error::new(format!(
                "worker `{}` failed its handshake: {f}",
                argv.join(" ")
            ))
        })?;
        if let Some(e) = hello.error {
            return Err(Error::new(e));
        }
        let declared = hello
            .capability_set()
            .map_err(|e| Error::new(format!("worker `{}`: {e}", argv.join(" "))))?;
        let name = hello.name.clone().unwrap_or_else(|| {
            std::path::Path::new(&argv[0])
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| argv[0].clone())
        });
        Ok(WorkerBackend {
            info: BackendInfo {
                name,
                version: hello.version.clone(),
                detail: Some(format!("worker: {}", argv.join(" "))),
            },
            capabilities: capabilities.unwrap_or(declared),
            argv,
            limits,
            pool: Mutex::new(vec![worker]),
            next_id: AtomicU64::new(1),
            restarts: AtomicUsize::new(0),
        })
    }

    /// How many workers were started after the first (replacements after a crash,
    /// hang or protocol error, and extra workers for parallel threads).
    pub fn spawned(&self) -> usize {
        self.restarts.load(Ordering::Relaxed)
    }

    fn take_worker(&self) -> std::result::Result<Worker, Failure> {
        if let Some(w) = self.pool.lock().ok().and_then(|mut p| p.pop()) {
            return Ok(w);
        }
        self.restarts.fetch_add(1, Ordering::Relaxed);
        let mut w = Worker::spawn(&self.argv, &self.limits)?;
        let hello = handshake(&mut w, &self.limits)
            .map_err(|f| Failure::error(format!("restarting the worker: handshake {f}")))?;
        if let Some(e) = hello.error {
            return Err(Failure::error(format!("restarting the worker: {e}")));
        }
        Ok(w)
    }
}

/// Sends `hello` and reads the answer.
fn handshake(worker: &mut Worker, limits: &Limits) -> std::result::Result<WireResponse, Failure> {
    let line =
        serde_json::to_string(&WireRequest::hello()).map_err(|e| Failure::error(e.to_string()))?;
    let timeout = limits
        .timeout
        .map_or(DEFAULT_HANDSHAKE, |t| t.max(Duration::from_secs(5)));
    let resp = worker.exchange(0, &line, Some(timeout), timeout.as_secs_f64())?;
    if resp.error.is_none() && resp.capabilities.is_none() {
        return Err(Failure::error(format!(
            "the answer to hello has no `capabilities` (protocol {PROTOCOL})"
        )));
    }
    Ok(resp)
}

impl Backend for WorkerBackend {
    fn info(&self) -> BackendInfo {
        self.info.clone()
    }

    fn capabilities(&self) -> Capabilities {
        self.capabilities
    }

    fn run(&self, request: &Request) -> std::result::Result<Response, Failure> {
        if !self.capabilities.has(request.op) {
            return Err(Failure::unsupported(format!(
                "worker does not {}",
                request.op
            )));
        }
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let kind = match request.op {
            crate::backend::Capability::Assemble => "assemble",
            crate::backend::Capability::Link => "link",
            crate::backend::Capability::Execute => "execute",
            _ => "validate",
        };
        let line = serde_json::to_string(&WireRequest::from_request(id, kind, request))
            .map_err(|e| Failure::error(format!("encoding the request: {e}")))?;
        let mut worker = self.take_worker()?;
        let result = worker.exchange(id, &line, self.limits.timeout, self.limits.timeout_secs());
        match result {
            Ok(resp) => {
                if let Ok(mut pool) = self.pool.lock() {
                    pool.push(worker);
                }
                resp.into_result()
            }
            // The worker is dropped (and killed if still alive); the next request starts a new one.
            Err(f) => Err(f),
        }
    }
}
