//! The pipes of one worker process: a request is written and the answer read against
//! one deadline, with bounded memory, and nothing outlives the worker.
//!
//! On Unix there is no thread at all: the harness's ends of the three pipes are made
//! non-blocking and served by `poll(2)` from the thread that runs the case, so a worker
//! that stops reading cannot block a write past the case's timeout (issue 35, item 1),
//! a flood of output is read only as fast as the case consumes it (item 2), and a pipe
//! that a process escaped from the worker keeps open blocks no thread and leaks no
//! descriptor once the worker is dropped (item 3). On Windows (no `poll` for pipes) a
//! writer thread and a reader thread per pipe stand in, with bounded channels; the
//! worker's job object ends every process that could keep their pipes open.

use std::io;
use std::process::{ChildStderr, ChildStdin, ChildStdout};
use std::time::Duration;

/// How much is read from a pipe at a time.
const CHUNK: usize = 64 * 1024;

/// A line longer than the limit was read (its start is dropped).
#[derive(Debug)]
pub(super) struct TooLong;

/// A worker's standard input, output and error, as seen from the harness.
pub(super) struct Link {
    pipes: sys::Pipes,
    /// Standard output read but not yet returned as lines: `buf[start..]`.
    buf: Vec<u8>,
    start: usize,
    /// `buf[start..scanned]` holds no newline.
    scanned: usize,
    /// The request being written, and how much of it the kernel has taken.
    out: Vec<u8>,
    written: usize,
    /// The last [`STDERR_TAIL`] bytes of standard error.
    stderr: Vec<u8>,
}

/// How much of a worker's standard error is kept for crash reports.
pub(super) const STDERR_TAIL: usize = 4096;

impl Link {
    /// Takes over the three pipes of a worker.
    pub(super) fn new(stdin: ChildStdin, stdout: ChildStdout, stderr: ChildStderr) -> Link {
        Link {
            pipes: sys::Pipes::new(stdin, stdout, stderr),
            buf: Vec::new(),
            start: 0,
            scanned: 0,
            out: Vec::new(),
            written: 0,
            stderr: Vec::new(),
        }
    }

    /// Starts writing `data` (written by [`Link::pump`]).
    pub(super) fn send(&mut self, data: Vec<u8>) {
        self.out = data;
        self.written = 0;
    }

    /// True while part of the request is not written yet.
    pub(super) fn sending(&self) -> bool {
        self.written < self.out.len()
    }

    /// True when the worker has read none of the request: nothing was written, or all
    /// that was is still in the pipe (Linux's `FIONREAD`, which works on our end even
    /// after the worker's end has closed; elsewhere unknown, hence false).
    pub(super) fn request_untouched(&self) -> bool {
        self.written == 0 || self.pipes.in_pipe() == Some(self.written)
    }

    /// True when the worker has read all of the request (unknown off Linux: true once
    /// it is written).
    pub(super) fn request_consumed(&self) -> bool {
        !self.sending() && self.pipes.in_pipe().is_none_or(|n| n == 0)
    }

    /// True once no process holds the worker's end of standard input any more.
    pub(super) fn input_gone(&self) -> bool {
        self.pipes.input_gone()
    }

    /// True once standard output has been closed by the worker (and everything read).
    pub(super) fn output_closed(&self) -> bool {
        self.pipes.stdout_closed() && self.start == self.buf.len()
    }

    /// Closes standard input (the worker's cue to exit).
    pub(super) fn close_input(&mut self) {
        self.pipes.close_input();
    }

    /// Waits up to `wait` for the pipes, writes what the worker takes of the request and
    /// reads what it printed (one chunk per stream). An error is a failed write: the
    /// worker closed its standard input.
    pub(super) fn pump(&mut self, wait: Duration) -> io::Result<()> {
        if self.start > 0 {
            self.buf.drain(..self.start);
            self.scanned -= self.start;
            self.start = 0;
        }
        let pending = &self.out[self.written..];
        let r = self
            .pipes
            .pump(pending, wait, &mut self.buf, &mut self.stderr)?;
        self.written += r;
        let excess = self.stderr.len().saturating_sub(STDERR_TAIL);
        self.stderr.drain(..excess);
        Ok(())
    }

    /// The next whole line of standard output (newline excluded), or `None` until more
    /// is read; a line longer than `max` bytes is an error (and is dropped).
    pub(super) fn next_line(&mut self, max: usize) -> Result<Option<&[u8]>, TooLong> {
        match self.buf[self.scanned..].iter().position(|b| *b == b'\n') {
            Some(i) => {
                let end = self.scanned + i;
                let begin = self.start;
                self.start = end + 1;
                self.scanned = self.start;
                if end - begin > max {
                    return Err(TooLong);
                }
                Ok(Some(&self.buf[begin..end]))
            }
            None => {
                self.scanned = self.buf.len();
                if self.buf.len() - self.start > max {
                    self.buf.clear();
                    self.start = 0;
                    self.scanned = 0;
                    return Err(TooLong);
                }
                Ok(None)
            }
        }
    }

    /// What was read of a line that has no newline yet.
    pub(super) fn partial(&self) -> &[u8] {
        &self.buf[self.start..]
    }

    /// Reads standard error for up to `wait` (until it is closed or quiet), for the
    /// last words of a worker that ended.
    pub(super) fn drain_stderr(&mut self, wait: Duration) {
        self.pipes.drain_stderr(wait, &mut self.stderr);
        let excess = self.stderr.len().saturating_sub(STDERR_TAIL);
        self.stderr.drain(..excess);
    }

    /// The kept end of standard error.
    pub(super) fn stderr_tail(&self) -> &[u8] {
        &self.stderr
    }
}

#[cfg(unix)]
mod sys {
    use super::CHUNK;
    use std::io::{self, Read, Write};
    use std::os::fd::{AsRawFd, RawFd};
    use std::process::{ChildStderr, ChildStdin, ChildStdout};
    use std::time::{Duration, Instant};

    /// The harness's ends of the pipes, non-blocking; `None` once closed.
    pub(super) struct Pipes {
        stdin: Option<ChildStdin>,
        stdout: Option<ChildStdout>,
        stderr: Option<ChildStderr>,
        /// poll(2) reported that the worker's end of standard input is closed.
        input_gone: bool,
    }

    /// Makes a descriptor non-blocking (ours alone: the worker's ends are other open
    /// file descriptions and stay blocking).
    fn nonblocking(fd: RawFd) {
        // SAFETY: fcntl on a descriptor this process owns; no memory is involved.
        unsafe {
            let flags = libc::fcntl(fd, libc::F_GETFL);
            if flags >= 0 {
                libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK);
            }
        }
    }

    /// Reads one chunk into `to`; `false` at the end of the stream or on an error.
    fn read_chunk(r: &mut impl Read, to: &mut Vec<u8>) -> bool {
        let at = to.len();
        to.resize(at + CHUNK, 0);
        let got = r.read(&mut to[at..]);
        let (n, open) = match got {
            Ok(0) => (0, false),
            Ok(n) => (n, true),
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => (0, true),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => (0, true),
            Err(_) => (0, false),
        };
        to.truncate(at + n);
        open
    }

    impl Pipes {
        pub(super) fn new(stdin: ChildStdin, stdout: ChildStdout, stderr: ChildStderr) -> Pipes {
            nonblocking(stdin.as_raw_fd());
            nonblocking(stdout.as_raw_fd());
            nonblocking(stderr.as_raw_fd());
            Pipes {
                stdin: Some(stdin),
                stdout: Some(stdout),
                stderr: Some(stderr),
                input_gone: false,
            }
        }

        pub(super) fn input_gone(&self) -> bool {
            self.input_gone
        }

        pub(super) fn stdout_closed(&self) -> bool {
            self.stdout.is_none()
        }

        pub(super) fn close_input(&mut self) {
            self.stdin = None;
        }

        /// Bytes written to standard input that nobody has read yet (Linux: FIONREAD
        /// works on either end of a pipe, and after its reader has gone).
        pub(super) fn in_pipe(&self) -> Option<usize> {
            if !cfg!(target_os = "linux") {
                return None;
            }
            let fd = self.stdin.as_ref()?.as_raw_fd();
            let mut n: libc::c_int = 0;
            // SAFETY: FIONREAD writes one int to `n`.
            let r = unsafe { libc::ioctl(fd, libc::FIONREAD, &mut n) };
            (r == 0).then(|| usize::try_from(n).unwrap_or(0))
        }

        /// One poll(2) of up to `wait`: writes some of `out`, reads a chunk of each
        /// output stream. Returns how much of `out` was written.
        pub(super) fn pump(
            &mut self,
            out: &[u8],
            wait: Duration,
            stdout_to: &mut Vec<u8>,
            stderr_to: &mut Vec<u8>,
        ) -> io::Result<usize> {
            let mut fds = [libc::pollfd {
                fd: -1,
                events: 0,
                revents: 0,
            }; 3];
            // Polled even with nothing to write: POLLERR says the worker's end closed.
            if let Some(s) = self.stdin.as_ref().filter(|_| !self.input_gone) {
                fds[0] = libc::pollfd {
                    fd: s.as_raw_fd(),
                    events: if out.is_empty() { 0 } else { libc::POLLOUT },
                    revents: 0,
                };
            }
            if let Some(s) = &self.stdout {
                fds[1] = libc::pollfd {
                    fd: s.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                };
            }
            if let Some(s) = &self.stderr {
                fds[2] = libc::pollfd {
                    fd: s.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                };
            }
            if fds.iter().all(|f| f.fd < 0) {
                if !out.is_empty() {
                    return Err(io::Error::from(io::ErrorKind::BrokenPipe));
                }
                std::thread::sleep(wait);
                return Ok(0);
            }
            // Whole milliseconds, rounded up (a wait of 0.2 ms is not a busy loop).
            let ms = wait.as_micros().div_ceil(1000).min(i32::MAX as u128) as libc::c_int;
            // SAFETY: poll(2) on three pollfd entries we own (negative fds are skipped).
            let r = unsafe { libc::poll(fds.as_mut_ptr(), 3, ms) };
            if r <= 0 {
                return Ok(0);
            }
            let mut written = 0;
            if fds[0].revents != 0 && out.is_empty() {
                self.input_gone = true;
            } else if fds[0].revents != 0 {
                if let Some(s) = &mut self.stdin {
                    match s.write(out) {
                        Ok(n) => written = n,
                        Err(e)
                            if matches!(
                                e.kind(),
                                io::ErrorKind::WouldBlock | io::ErrorKind::Interrupted
                            ) => {}
                        Err(e) => return Err(e),
                    }
                }
            }
            if fds[1].revents != 0 {
                if let Some(s) = &mut self.stdout {
                    if !read_chunk(s, stdout_to) {
                        self.stdout = None;
                    }
                }
            }
            if fds[2].revents != 0 {
                if let Some(s) = &mut self.stderr {
                    if !read_chunk(s, stderr_to) {
                        self.stderr = None;
                    }
                }
            }
            Ok(written)
        }

        /// Reads standard error until it is closed or quiet for `wait`.
        pub(super) fn drain_stderr(&mut self, wait: Duration, to: &mut Vec<u8>) {
            let end = Instant::now() + wait;
            while let Some(s) = &self.stderr {
                let mut fd = libc::pollfd {
                    fd: s.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                };
                let left = end.saturating_duration_since(Instant::now());
                let ms = left.as_millis().min(1000) as libc::c_int;
                // SAFETY: poll(2) on one pollfd we own.
                if unsafe { libc::poll(&mut fd, 1, ms) } <= 0 {
                    return;
                }
                let Some(s) = &mut self.stderr else { return };
                if !read_chunk(s, to) {
                    self.stderr = None;
                }
                let excess = to.len().saturating_sub(super::STDERR_TAIL);
                to.drain(..excess);
            }
        }
    }
}

#[cfg(windows)]
mod sys {
    use super::CHUNK;
    use std::io::{self, Read, Write};
    use std::process::{ChildStderr, ChildStdin, ChildStdout};
    use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TryRecvError};
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    /// How long an answer waits for the report that its request was written.
    const WRITE_REPORT: Duration = Duration::from_secs(2);

    /// Windows has no poll(2) for pipes: a writer thread and a reader thread per pipe,
    /// with bounded channels (at most two chunks of output wait to be taken).
    pub(super) struct Pipes {
        writer: Option<SyncSender<Vec<u8>>>,
        wrote: Receiver<io::Result<usize>>,
        writing: bool,
        stdout: Receiver<Vec<u8>>,
        stdout_closed: bool,
        stderr: Arc<Mutex<Vec<u8>>>,
    }

    impl Pipes {
        pub(super) fn new(
            mut stdin: ChildStdin,
            mut stdout: ChildStdout,
            mut stderr: ChildStderr,
        ) -> Pipes {
            let (writer, jobs) = mpsc::sync_channel::<Vec<u8>>(1);
            let (done, wrote) = mpsc::sync_channel(1);
            std::thread::spawn(move || {
                for data in jobs {
                    let r = stdin.write_all(&data).and_then(|_| stdin.flush());
                    let failed = r.is_err();
                    if done.send(r.map(|_| data.len())).is_err() || failed {
                        break;
                    }
                }
            });
            let (tx, chunks) = mpsc::sync_channel(2);
            std::thread::spawn(move || loop {
                let mut buf = vec![0u8; CHUNK];
                match stdout.read(&mut buf) {
                    Ok(n) if n > 0 => {
                        buf.truncate(n);
                        if tx.send(buf).is_err() {
                            break;
                        }
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    _ => break,
                }
            });
            let tail = Arc::new(Mutex::new(Vec::new()));
            let t = Arc::clone(&tail);
            std::thread::spawn(move || {
                let mut buf = vec![0u8; CHUNK];
                while let Ok(n) = stderr.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    if let Ok(mut t) = t.lock() {
                        t.extend_from_slice(&buf[..n]);
                        let excess = t.len().saturating_sub(super::STDERR_TAIL);
                        t.drain(..excess);
                    }
                }
            });
            Pipes {
                writer: Some(writer),
                wrote,
                writing: false,
                stdout: chunks,
                stdout_closed: false,
                stderr: tail,
            }
        }

        pub(super) fn stdout_closed(&self) -> bool {
            self.stdout_closed
        }

        pub(super) fn close_input(&mut self) {
            self.writer = None;
        }

        pub(super) fn in_pipe(&self) -> Option<usize> {
            None
        }

        pub(super) fn input_gone(&self) -> bool {
            false
        }

        pub(super) fn pump(
            &mut self,
            out: &[u8],
            wait: Duration,
            stdout_to: &mut Vec<u8>,
            stderr_to: &mut Vec<u8>,
        ) -> io::Result<usize> {
            let mut written = 0;
            if !out.is_empty() && !self.writing {
                let Some(w) = &self.writer else {
                    return Err(io::Error::from(io::ErrorKind::BrokenPipe));
                };
                w.send(out.to_vec())
                    .map_err(|_| io::Error::from(io::ErrorKind::BrokenPipe))?;
                self.writing = true;
            }
            if self.writing {
                match self.wrote.try_recv() {
                    Ok(r) => {
                        self.writing = false;
                        written = r?;
                    }
                    Err(TryRecvError::Empty) => {}
                    Err(TryRecvError::Disconnected) => {
                        return Err(io::Error::from(io::ErrorKind::BrokenPipe))
                    }
                }
            }
            if self.stdout_closed {
                std::thread::sleep(wait);
            } else {
                match self.stdout.recv_timeout(wait) {
                    Ok(chunk) => {
                        stdout_to.extend_from_slice(&chunk);
                        // The writer thread reports a write once the pipe took it, and the
                        // worker may read it and answer before that report arrives: wait
                        // for it (briefly), so that the answer is not taken for a line
                        // before the whole request.
                        if self.writing {
                            match self.wrote.recv_timeout(WRITE_REPORT) {
                                Ok(r) => {
                                    self.writing = false;
                                    written = r?;
                                }
                                Err(RecvTimeoutError::Timeout) => {}
                                Err(RecvTimeoutError::Disconnected) => {
                                    return Err(io::Error::from(io::ErrorKind::BrokenPipe))
                                }
                            }
                        }
                    }
                    Err(RecvTimeoutError::Timeout) => {}
                    Err(RecvTimeoutError::Disconnected) => self.stdout_closed = true,
                }
            }
            self.take_stderr(stderr_to);
            Ok(written)
        }

        fn take_stderr(&self, to: &mut Vec<u8>) {
            if let Ok(mut t) = self.stderr.lock() {
                to.append(&mut t);
            }
        }

        pub(super) fn drain_stderr(&mut self, wait: Duration, to: &mut Vec<u8>) {
            std::thread::sleep(wait.min(Duration::from_millis(20)));
            self.take_stderr(to);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::{Command, Stdio};

    fn link(script: &str) -> (std::process::Child, Link) {
        let mut child = Command::new("sh")
            .args(["-c", script])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("sh runs");
        let (i, o, e) = (
            child.stdin.take().expect("stdin"),
            child.stdout.take().expect("stdout"),
            child.stderr.take().expect("stderr"),
        );
        (child, Link::new(i, o, e))
    }

    #[test]
    fn lines_are_split_and_long_ones_refused() {
        let (mut child, mut l) = link("printf 'a\\n\\nbcd\\nxxxxxxxxxx\\n'; echo err >&2");
        let mut lines = Vec::new();
        let mut too_long = false;
        for _ in 0..200 {
            l.pump(Duration::from_millis(10)).expect("pump");
            loop {
                match l.next_line(5) {
                    Ok(Some(line)) => lines.push(line.to_vec()),
                    Ok(None) => break,
                    Err(TooLong) => too_long = true,
                }
            }
            if l.output_closed() {
                break;
            }
        }
        assert_eq!(lines, vec![b"a".to_vec(), b"".to_vec(), b"bcd".to_vec()]);
        assert!(too_long);
        l.drain_stderr(Duration::from_millis(500));
        assert_eq!(l.stderr_tail(), b"err\n");
        let _ = child.wait();
    }

    #[test]
    fn a_worker_that_does_not_read_stalls_the_write_not_the_caller() {
        let (mut child, mut l) = link("sleep 5");
        l.send(vec![b'x'; 1 << 20]);
        let started = std::time::Instant::now();
        for _ in 0..5 {
            l.pump(Duration::from_millis(20)).expect("pump");
        }
        assert!(l.sending());
        assert!(started.elapsed() < Duration::from_secs(2));
        // What the pipe holds was not read by anyone.
        #[cfg(target_os = "linux")]
        assert!(l.request_untouched());
        let _ = child.kill();
        let _ = child.wait();
    }
}
