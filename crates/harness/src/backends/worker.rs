//! The `worker:` backend: persistent processes speaking JSON lines (one request per
//! case, one response line per request), pooled so that the runner's threads each get
//! one. A worker that crashes, hangs or breaks the protocol costs its case and is
//! replaced by a fresh one on the next request.
//!
//! One clock covers writing a request, waiting and reading the answer (a worker that
//! stops reading its input times out like one that stops answering); output is read
//! only as the case consumes it, each line and the number of blank lines bounded; the
//! wire protocol is strict (one JSON object with the id of the request in flight,
//! nothing else: not before the request, not after the answer). See `worker/link.rs`.

mod link;

use crate::backend::{Backend, BackendInfo, Capabilities, Failure, Request, Response};
use crate::error::{Error, Result};
use crate::process::{self, Limits};
use crate::protocol::{WireRequest, WireResponse, PROTOCOL};
use crate::template::Template;
use link::{Link, TooLong};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

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
/// The most blank lines read for one request; more fail the case (a flood of empty
/// lines costs no memory, but must not keep the case busy until its timeout).
pub const MAX_BLANK_LINES: usize = 10_000;
/// How long a worker that closed its input or output gets to exit, for its status.
const EXIT_GRACE: Duration = Duration::from_millis(250);

/// One running worker process.
struct Worker {
    child: Child,
    link: Link,
    /// Started with [`process::configure_contained`]: killing it ends what it started.
    contained: bool,
    /// The worker's process group in the cleanup set (dropped after the Drop impl ran).
    _group: process::Tracked,
}

/// Why an exchange failed.
enum Fault {
    /// The case's failure.
    Case(Failure),
    /// The worker ended without reading any of the request (it exited after its last
    /// answer): not the case's doing, so the case may run on a fresh worker; this is
    /// the failure to report if it cannot.
    Unread(Failure),
}

impl Fault {
    fn failure(self) -> Failure {
        match self {
            Fault::Case(f) | Fault::Unread(f) => f,
        }
    }
}

/// A pooled worker, looked at before it gets a request.
enum Idle {
    /// Alive, nothing unasked-for printed.
    Ready,
    /// Ended (or closed its output) since its last answer: replaced, charged to nobody.
    Gone,
    /// It printed a line while no request was in flight: a protocol error of the case
    /// that was to be sent to it.
    Stale(Failure),
}

/// A protocol error (the case fails with cause *error*, the worker is replaced).
fn protocol(message: String) -> Failure {
    Failure::error(format!("worker protocol: {message}"))
}

/// True for a line of white space only (ignored, up to [`MAX_BLANK_LINES`]).
fn blank(line: &[u8]) -> bool {
    line.iter().all(u8::is_ascii_whitespace)
}

/// The message of a line longer than the limit.
fn too_long() -> Failure {
    protocol(format!(
        "a response line is longer than {} MiB (the limit); the worker is restarted",
        process::MAX_PARSED / (1024 * 1024)
    ))
}

/// Parses an answer strictly: one JSON object with the id of the request in flight.
fn parse_answer(text: &str, id: u64) -> std::result::Result<WireResponse, Failure> {
    let resp = WireResponse::from_line(text)
        .map_err(|e| protocol(format!("bad response line `{}`: {e}", clip(text))))?;
    if resp.id != Some(id) {
        let got = resp.id.map_or("no id".to_string(), |i| format!("id {i}"));
        return Err(protocol(format!(
            "an answer with {got} while request {id} is in flight (early, late or \
             duplicate answers are errors): `{}`",
            clip(text)
        )));
    }
    Ok(resp)
}

impl Worker {
    /// Starts the program; `contain` makes it end everything it starts when it ends.
    fn spawn(
        argv: &[String],
        limits: &Limits,
        contain: bool,
    ) -> std::result::Result<Worker, Failure> {
        let mut cmd = Command::new(&argv[0]);
        cmd.args(&argv[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if contain {
            process::configure_contained(&mut cmd, limits);
        } else {
            process::configure(&mut cmd, limits);
        }
        let (mut child, group) = process::spawn_tracked(&mut cmd)
            .map_err(|e| Failure::error(format!("cannot run `{}`: {e}", argv[0])))?;
        let (Some(i), Some(o), Some(e)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            process::kill(&mut child);
            return Err(Failure::error("the worker's pipes were not made"));
        };
        Ok(Worker {
            child,
            link: Link::new(i, o, e),
            contained: contain,
            _group: group,
        })
    }

    /// Kills the worker (and, when contained, everything it started) and reaps it.
    fn kill(&mut self) {
        if self.contained {
            process::kill_contained(&mut self.child);
        } else {
            process::kill(&mut self.child);
        }
    }

    fn stderr_tail(&self) -> String {
        process::tail(self.link.stderr_tail(), link::STDERR_TAIL)
    }

    /// The failure of a worker that stopped during a request: its output closed, its
    /// input closed (`what`), or the process ended. It gets [`EXIT_GRACE`] (within the
    /// deadline) to end, for its status; one still running is killed. When the worker
    /// read none of the request, the case is not charged ([`Fault::Unread`]).
    fn stopped(&mut self, deadline: Instant, what: &str) -> Fault {
        let grace = EXIT_GRACE.min(deadline.saturating_duration_since(Instant::now()));
        let status = process::wait_timeout(&mut self.child, Some(grace));
        self.link.drain_stderr(Duration::from_millis(20));
        let detail = self.stderr_tail();
        let failure = match status {
            Ok(Some(s)) => process::crash_of(&s, &detail).unwrap_or(Failure::Crash {
                signal: None,
                code: s.code(),
                detail,
            }),
            _ => {
                self.kill();
                return Fault::Case(protocol(format!(
                    "the worker closed its {what} without exiting; it is restarted{}",
                    if detail.is_empty() {
                        String::new()
                    } else {
                        format!(" ({detail})")
                    }
                )));
            }
        };
        if self.link.request_untouched() {
            Fault::Unread(failure)
        } else {
            Fault::Case(failure)
        }
    }

    /// Sends one line and waits up to `timeout` in all for one response line (blank
    /// lines are skipped). A worker that exits meanwhile is noticed within [`POLL`],
    /// even when a process it started still holds its standard output open.
    fn exchange(
        &mut self,
        id: u64,
        line: &str,
        timeout: Duration,
    ) -> std::result::Result<WireResponse, Fault> {
        let deadline = process::deadline_after(timeout);
        let mut data = Vec::with_capacity(line.len() + 1);
        data.extend_from_slice(line.as_bytes());
        data.push(b'\n');
        self.link.send(data);
        let mut blanks = 0usize;
        let mut ended: Option<Instant> = None;
        loop {
            loop {
                let text = match self.link.next_line(process::MAX_PARSED) {
                    Err(TooLong) => {
                        self.kill();
                        return Err(Fault::Case(too_long()));
                    }
                    Ok(None) => break,
                    Ok(Some(bytes)) if blank(bytes) => {
                        blanks += 1;
                        if blanks > MAX_BLANK_LINES {
                            self.kill();
                            return Err(Fault::Case(protocol(format!(
                                "more than {MAX_BLANK_LINES} blank lines for one request \
                                 (the limit); the worker is restarted"
                            ))));
                        }
                        continue;
                    }
                    Ok(Some(bytes)) => String::from_utf8_lossy(bytes).trim().to_string(),
                };
                if self.link.sending() {
                    self.kill();
                    return Err(Fault::Case(protocol(format!(
                        "a line before the whole request {id} was written: `{}`",
                        clip(&text)
                    ))));
                }
                let answer = parse_answer(&text, id).and_then(|a| self.nothing_more(id).map(|_| a));
                return answer.map_err(|f| {
                    self.kill();
                    Fault::Case(f)
                });
            }
            if self.link.output_closed() {
                return Err(self.stopped(deadline, "output (standard output)"));
            }
            let now = Instant::now();
            if now >= deadline {
                self.kill();
                return Err(Fault::Case(Failure::Timeout {
                    seconds: timeout.as_secs_f64(),
                }));
            }
            // A failed write, or a request the worker can no longer read: it closed its
            // standard input (or ended; `stopped` tells which).
            if self.link.pump((deadline - now).min(POLL)).is_err()
                || (self.link.input_gone() && !self.link.request_consumed())
            {
                return Err(self.stopped(deadline, "input (standard input)"));
            }
            // One more round after the exit is seen, for a last line in flight.
            match ended {
                Some(at) if at.elapsed() >= POLL => {
                    return Err(self.stopped(deadline, "output (standard output)"))
                }
                Some(_) => {}
                None if process::has_ended(&mut self.child) => ended = Some(Instant::now()),
                None => {}
            }
        }
    }

    /// After the answer to request `id`: anything but blank lines already printed (a
    /// second answer, a line for a request not sent yet) is a protocol error of this case.
    fn nothing_more(&mut self, id: u64) -> std::result::Result<(), Failure> {
        for round in 0..2 {
            if round == 1 && self.link.pump(Duration::ZERO).is_err() {
                return Ok(());
            }
            loop {
                match self.link.next_line(process::MAX_PARSED) {
                    Err(TooLong) => return Err(too_long()),
                    Ok(None) => break,
                    Ok(Some(b)) if blank(b) => {}
                    Ok(Some(b)) => {
                        return Err(protocol(format!(
                            "a second line after the answer to request {id}: `{}`",
                            clip(String::from_utf8_lossy(b).trim())
                        )))
                    }
                }
            }
            if !blank(self.link.partial()) {
                return Err(protocol(format!(
                    "more output after the answer to request {id}: `{}`",
                    clip(String::from_utf8_lossy(self.link.partial()).trim())
                )));
            }
        }
        Ok(())
    }

    /// Looks at a pooled worker before it gets a request (see [`Idle`]).
    fn idle(&mut self) -> Idle {
        if process::has_ended(&mut self.child) {
            return Idle::Gone;
        }
        // Nothing is being written: an error here only means the input is closed,
        // which the request's write will report.
        let _ = self.link.pump(Duration::ZERO);
        loop {
            match self.link.next_line(process::MAX_PARSED) {
                Err(TooLong) => return Idle::Stale(too_long()),
                Ok(None) => break,
                Ok(Some(b)) if blank(b) => {}
                Ok(Some(b)) => {
                    return Idle::Stale(protocol(format!(
                        "a line while no request was in flight (a late or duplicate \
                         answer?): `{}`",
                        clip(String::from_utf8_lossy(b).trim())
                    )))
                }
            }
        }
        if !blank(self.link.partial()) {
            return Idle::Stale(protocol(format!(
                "output while no request was in flight: `{}`",
                clip(String::from_utf8_lossy(self.link.partial()).trim())
            )));
        }
        if self.link.output_closed() || self.link.input_gone() {
            return Idle::Gone;
        }
        Idle::Ready
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        // Closing stdin asks the worker to exit; kill it if it does not, promptly.
        self.link.close_input();
        match process::wait_timeout(&mut self.child, Some(Duration::from_millis(500))) {
            Ok(Some(_)) => {}
            _ => self.kill(),
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
    /// Workers end what they started when they end ([`WorkerBackend::start`]).
    contain: bool,
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
    /// available; its message is returned. Every worker is *contained*: when it ends or
    /// is killed, so is every process it started, even one that left its process group
    /// (`setsid`); see [`process::configure_contained`].
    pub fn start(
        argv: Vec<String>,
        capabilities: Option<Capabilities>,
        limits: Limits,
    ) -> Result<Self> {
        WorkerBackend::start_with(argv, capabilities, limits, true)
    }

    /// [`WorkerBackend::start`] for a worker that starts a daemon its siblings share
    /// (Wine's `wineserver`): a worker's end kills its process group only, and what left
    /// the group outlives it.
    pub fn start_sharing_daemons(
        argv: Vec<String>,
        capabilities: Option<Capabilities>,
        limits: Limits,
    ) -> Result<Self> {
        WorkerBackend::start_with(argv, capabilities, limits, false)
    }

    fn start_with(
        argv: Vec<String>,
        capabilities: Option<Capabilities>,
        limits: Limits,
        contain: bool,
    ) -> Result<Self> {
        if argv.is_empty() {
            return Err(Error::new("empty worker command"));
        }
        let mut worker =
            Worker::spawn(&argv, &limits, contain).map_err(|f| Error::new(f.to_string()))?;
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
                device: hello.device.clone(),
            },
            capabilities: capabilities.unwrap_or(declared),
            argv,
            limits,
            pool: Mutex::new(vec![worker]),
            next_id: AtomicU64::new(1),
            restarts: AtomicUsize::new(0),
            contain,
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
    /// A pooled worker that ended since its last answer is replaced, charged to nobody;
    /// one that printed a line meanwhile fails this case (see [`Idle`]).
    fn take_worker(&self) -> std::result::Result<Worker, Failure> {
        while let Some(mut w) = self.pool.lock().ok().and_then(|mut p| p.pop()) {
            match w.idle() {
                Idle::Ready => return Ok(w),
                Idle::Gone => w.kill(),
                Idle::Stale(f) => {
                    w.kill();
                    return Err(f);
                }
            }
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
        let mut w = Worker::spawn(&self.argv, &self.limits, self.contain)?;
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
    let resp = worker.exchange(0, &line, timeout).map_err(Fault::failure)?;
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
            crate::backend::Capability::Draw => "draw",
            _ => "validate",
        };
        let line = serde_json::to_string(&WireRequest::from_request(id, kind, request))
            .map_err(|e| Failure::error(format!("encoding the request: {e}")))?;
        let limit = self.limits.timeout.unwrap_or(self.idle_cap);
        let mut retried = false;
        loop {
            let mut worker = self.take_worker()?;
            match worker.exchange(id, &line, limit) {
                Ok(resp) => {
                    if let Ok(mut pool) = self.pool.lock() {
                        pool.push(worker);
                    }
                    return resp.into_result();
                }
                // The worker is dropped (killed if still alive); the next request starts
                // a new one.
                Err(Fault::Case(f)) => return Err(f),
                // It ended without reading the request (it exited after its last
                // answer): the case runs once more, on a fresh worker.
                Err(Fault::Unread(f)) if retried => return Err(f),
                Err(Fault::Unread(_)) => retried = true,
            }
        }
    }
}
