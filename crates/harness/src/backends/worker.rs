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
use std::time::{Duration, Instant};

/// How much of a worker's standard error is kept for crash reports.
const STDERR_TAIL: usize = 4096;
/// How long the handshake may take when no per-case timeout is set.
const DEFAULT_HANDSHAKE: Duration = Duration::from_secs(30);
/// The shortest handshake timeout of a restarted worker (see [`WorkerBackend::take_worker`]).
const MIN_RESTART_HANDSHAKE: Duration = Duration::from_secs(2);
/// How often a wait for a response also checks whether the worker process has exited.
const POLL: Duration = Duration::from_millis(50);
/// The wait before the first new attempt after a failed restart; it doubles with every
/// further failure, up to [`MAX_BACKOFF`].
const FIRST_BACKOFF: Duration = Duration::from_millis(500);
/// The longest wait between two attempts to restart a worker.
const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// One running worker process.
struct Worker {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<std::io::Result<Vec<u8>>>,
    stderr: Arc<Mutex<Vec<u8>>>,
    /// The worker's process group in the cleanup set (dropped after the Drop impl ran).
    _group: process::Tracked,
}

/// Reads one line of at most `max` bytes (newline excluded) into `line`; `Ok(false)` at
/// the end of the stream. A longer line is an error naming the limit, and what was read
/// of it is discarded: memory stays bounded whatever the worker prints.
fn read_line_bounded(
    reader: &mut impl BufRead,
    max: usize,
    line: &mut Vec<u8>,
) -> std::io::Result<bool> {
    loop {
        let buf = reader.fill_buf()?;
        if buf.is_empty() {
            return Ok(!line.is_empty());
        }
        let (take, done) = match buf.iter().position(|b| *b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        };
        if line.len() + take > max + 1 || (!done && line.len() + take > max) {
            line.clear();
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                format!(
                    "a response line is longer than {} MiB (the limit); the worker is restarted",
                    max / (1024 * 1024)
                ),
            ));
        }
        line.extend_from_slice(&buf[..take]);
        reader.consume(take);
        if done {
            return Ok(true);
        }
    }
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
        let (mut child, group) = process::spawn_tracked(&mut cmd)
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
                    match read_line_bounded(&mut reader, process::MAX_PARSED, &mut line) {
                        Ok(false) => break,
                        Ok(true) => {
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
            _group: group,
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

    /// Sends one line and waits up to `timeout` for one response line (blank lines are
    /// skipped). A worker that exits meanwhile is noticed within [`POLL`], even when a
    /// process it started still holds its standard output open.
    fn exchange(
        &mut self,
        id: u64,
        line: &str,
        timeout: Duration,
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
        let deadline = Instant::now() + timeout;
        let mut exited = false;
        loop {
            let now = Instant::now();
            if now >= deadline {
                process::kill(&mut self.child);
                return Err(Failure::Timeout {
                    seconds: timeout.as_secs_f64(),
                });
            }
            match self.lines.recv_timeout((deadline - now).min(POLL)) {
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
                Ok(Err(e)) => return Err(Failure::error(format!("worker protocol: {e}"))),
                Err(RecvTimeoutError::Timeout) => {
                    // One more round after the exit is seen, for a last line in flight.
                    if exited {
                        return Err(self.death());
                    }
                    exited = matches!(self.child.try_wait(), Ok(Some(_)));
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
    /// The handshake timeout of a restarted worker.
    restart_handshake: Duration,
    /// The limit of one case without a per-case timeout ([`process::IDLE_CAP`]).
    idle_cap: Duration,
    /// Failed restarts since the last good one, and when the next attempt may be made.
    backoff: Mutex<Backoff>,
}

/// The restart state after failed restarts.
#[derive(Debug, Default)]
struct Backoff {
    failures: u32,
    retry_at: Option<Instant>,
    last: String,
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
        let started = Instant::now();
        let timeout = handshake_timeout(&limits);
        let hello = handshake(&mut worker, timeout).map_err(|f| {
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
        // A restarted worker gets twenty times as long as the first took, at least
        // MIN_RESTART_HANDSHAKE: one that cannot start any more costs seconds, not minutes.
        let restart_handshake = started
            .elapsed()
            .saturating_mul(20)
            .max(MIN_RESTART_HANDSHAKE)
            .min(timeout);
        Ok(WorkerBackend {
            restart_handshake,
            idle_cap: process::IDLE_CAP,
            backoff: Mutex::new(Backoff::default()),
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

    /// Sets the limit of one case when no per-case timeout is set (default
    /// [`process::IDLE_CAP`]).
    pub fn with_idle_cap(mut self, cap: Duration) -> Self {
        self.idle_cap = cap;
        self
    }

    /// A worker from the pool, or a new one. After a failed restart, new attempts wait
    /// a backoff (doubling from [`FIRST_BACKOFF`] up to [`MAX_BACKOFF`]); until then
    /// every case fails at once with the reason of the last failure.
    fn take_worker(&self) -> std::result::Result<Worker, Failure> {
        if let Some(w) = self.pool.lock().ok().and_then(|mut p| p.pop()) {
            return Ok(w);
        }
        if let Ok(b) = self.backoff.lock() {
            if let Some(at) = b.retry_at {
                let now = Instant::now();
                if now < at {
                    return Err(Failure::error(format!(
                        "the worker could not be restarted ({}); next attempt in {:.1}s",
                        b.last,
                        (at - now).as_secs_f64()
                    )));
                }
            }
        }
        self.restarts.fetch_add(1, Ordering::Relaxed);
        match self.restart() {
            Ok(w) => {
                if let Ok(mut b) = self.backoff.lock() {
                    *b = Backoff::default();
                }
                Ok(w)
            }
            Err(f) => {
                if let Ok(mut b) = self.backoff.lock() {
                    b.failures = b.failures.saturating_add(1);
                    let wait = FIRST_BACKOFF
                        .saturating_mul(1 << (b.failures - 1).min(10))
                        .min(MAX_BACKOFF);
                    b.retry_at = Some(Instant::now() + wait);
                    b.last = f.to_string();
                }
                Err(f)
            }
        }
    }

    /// Starts a worker and performs its handshake.
    fn restart(&self) -> std::result::Result<Worker, Failure> {
        let mut w = Worker::spawn(&self.argv, &self.limits)?;
        let hello = handshake(&mut w, self.restart_handshake)
            .map_err(|f| Failure::error(format!("restarting the worker: handshake {f}")))?;
        if let Some(e) = hello.error {
            return Err(Failure::error(format!("restarting the worker: {e}")));
        }
        Ok(w)
    }
}

/// The handshake timeout of the first worker: the per-case timeout but at least 5 s, or
/// `DEFAULT_HANDSHAKE` without one.
fn handshake_timeout(limits: &Limits) -> Duration {
    limits
        .timeout
        .map_or(DEFAULT_HANDSHAKE, |t| t.max(Duration::from_secs(5)))
}

/// Sends `hello` and reads the answer.
fn handshake(worker: &mut Worker, timeout: Duration) -> std::result::Result<WireResponse, Failure> {
    let line =
        serde_json::to_string(&WireRequest::hello()).map_err(|e| Failure::error(e.to_string()))?;
    let resp = worker.exchange(0, &line, timeout)?;
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
        let limit = self.limits.timeout.unwrap_or(self.idle_cap);
        let result = worker.exchange(id, &line, limit);
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
